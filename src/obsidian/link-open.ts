import { type App, Platform, type WorkspaceLeaf } from 'obsidian';
import type { ContentLibrary } from '../content/library';
import { IronLedgerSidebar, SIDEBAR_VIEW } from '../sidebar/sidebar-view';
import { ContentModal } from './content-modal';

export interface EntryHost {
	app: App;
	content(): ContentLibrary;
}

/** The sidebar's leaf, made in the right split when there is none; undefined when none can be made. */
async function sidebarLeaf(app: App): Promise<WorkspaceLeaf | undefined> {
	const open = app.workspace.getLeavesOfType(SIDEBAR_VIEW)[0];
	if (open) return open;
	const leaf = app.workspace.getRightLeaf(false);
	if (!leaf) return undefined;
	await leaf.setViewState({ type: SIDEBAR_VIEW, active: false });
	return leaf;
}

/**
 * Where every entry link opens — a player's iron: link, Datasworn's own links in move text,
 * a card's move name: in the sidebar beside the note, so reading it keeps the note in view.
 * On a phone the sidebar would cover the note, so a modal shows it, as it does when the
 * sidebar cannot be opened.
 */
export async function openEntry(host: EntryHost, id: string): Promise<void> {
	if (!Platform.isMobile) {
		const leaf = await sidebarLeaf(host.app);
		// Obsidian 1.7.2+ may keep a background leaf unloaded until asked; older versions have no such method.
		await (leaf as { loadIfDeferred?: () => Promise<void> } | undefined)?.loadIfDeferred?.();
		const view = leaf?.view;
		if (leaf && view instanceof IronLedgerSidebar) {
			// Shown without taking the note's place as the active leaf where possible, so the
			// cursor stays where the player writes (workspace.revealLeaf needs Obsidian 1.7.2).
			const split = host.app.workspace.rightSplit;
			if (leaf.getRoot() === split && split.collapsed) split.expand();
			// Behind another tab of the sidebar: brought to the front.
			if (!view.containerEl.isShown()) host.app.workspace.setActiveLeaf(leaf, { focus: false });
			view.showEntry(id);
			return;
		}
	}
	new ContentModal(host.app, host.content(), id).open();
}
