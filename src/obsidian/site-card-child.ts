import { type App, MarkdownRenderChild, TFile } from 'obsidian';
import { linkFor, pathFor } from '../campaign/links';
import type { ContentLibrary } from '../content/library';
import { renderSiteCard, siteCardData, type ThreatLine } from '../delve/site-card';
import type { StateStore } from '../play/note-store';

export const SITE_CARD_LANGUAGE = 'iron-site';

export interface SiteCardHost {
	app: App;
	content(): ContentLibrary;
	stateStore(): StateStore;
}

/**
 * The card a site or threat note shows: drawn from the note's own frontmatter and, for a site,
 * the threats that name it or its vow (from the campaign index, never a walk of the vault).
 * It redraws when the note or a threat changes.
 */
export class SiteCardChild extends MarkdownRenderChild {
	constructor(
		containerEl: HTMLElement,
		private readonly host: SiteCardHost,
		private readonly sourcePath: string,
	) {
		super(containerEl);
	}

	override onload(): void {
		void this.draw();
		this.registerEvent(
			this.host.app.metadataCache.on('changed', (file) => {
				const fm: Record<string, unknown> | undefined = this.host.app.metadataCache.getFileCache(file)?.frontmatter;
				if (file.path === this.sourcePath || fm?.kind === 'threat') void this.draw();
			}),
		);
	}

	private async threats(fm: Record<string, unknown>): Promise<ThreatLine[]> {
		if (fm.kind !== 'delve_site') return [];
		const self = linkFor(this.sourcePath);
		const notes = await this.host.stateStore().campaignNotes('');
		return notes
			.filter(({ fm: t }) => t.kind === 'threat' && (t.site === self || (typeof fm.vow === 'string' && t.vow === fm.vow)))
			.map(({ path, fm: t }) => ({ name: path, link: linkFor(path), menace: typeof t.menace === 'number' ? t.menace : 0, achieved: t.achieved === true }));
	}

	private async draw(): Promise<void> {
		const file = this.host.app.vault.getAbstractFileByPath(this.sourcePath);
		const fm = file instanceof TFile ? this.host.app.metadataCache.getFileCache(file)?.frontmatter : undefined;
		const name = this.sourcePath.slice(this.sourcePath.lastIndexOf('/') + 1).replace(/\.md$/, '');
		const data = fm ? siteCardData(this.host.content().ruleset('delve'), name, fm, await this.threats(fm)) : undefined;
		this.containerEl.empty();
		if (!data) {
			this.containerEl.createDiv({ cls: 'iron-ledger-error', text: 'This card shows a Delve site or threat: its note needs iron_ledger: track and kind: delve_site or threat in its frontmatter.' });
			return;
		}
		renderSiteCard(
			this.containerEl,
			data,
			(link) => void this.host.app.workspace.openLinkText(pathFor(link), this.sourcePath),
			(el, handler) =>
				this.registerDomEvent(el, 'click', (e) => {
					e.preventDefault();
					handler();
				}),
		);
	}
}
