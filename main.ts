import { Plugin } from 'obsidian';
import { bundledContent } from './src/content/bundled';
import type { ContentLibrary } from './src/content/library';
import { BLOCK_LANGUAGE } from './src/journal/block';
import { IronBlockChild } from './src/obsidian/block-child';
import { SITE_CARD_LANGUAGE, SiteCardChild } from './src/obsidian/site-card-child';
import { blockActions } from './src/obsidian/block-actions';
import { CAMPAIGN_COMMANDS, COMMANDS, type CommandHost, runCampaignCommand, runCommand } from './src/obsidian/commands';
import { VaultStateStore } from './src/obsidian/vault-state-store';
import { CampaignIndex } from './src/obsidian/campaign-index';
import { IronLedgerSidebar, SIDEBAR_VIEW } from './src/sidebar/sidebar-view';
import { ROLL_STATS_COMMAND, showRollStatistics } from './src/obsidian/roll-stats';
import { openEntry } from './src/obsidian/link-open';
import { registerEntryLinks } from './src/obsidian/link-register';
import { ModalPrompter } from './src/obsidian/prompter';
import { type DiceSource, cryptoDice } from './src/rules/dice';
import { type IronLedgerSettings, DEFAULT_SETTINGS, readSettings } from './src/settings/settings';
import { IronLedgerSettingTab } from './src/settings/settings-tab';
import { followRename } from './src/settings/rename-paths';
import { LastWrittenBlock } from './src/obsidian/open-journal';
import { PlayClock } from './src/journal/play-order';

/**
 * Iron Ledger's Obsidian entry point. It only wires: the game content is parsed the first
 * time a command or a block needs it, never during start-up.
 */
export default class IronLedgerPlugin extends Plugin implements CommandHost {
	override settings: IronLedgerSettings = { ...DEFAULT_SETTINGS };
	private library: ContentLibrary | undefined = undefined;
	private diceSource: DiceSource | undefined = undefined;
	private store: VaultStateStore | undefined = undefined;
	/** Which block undo takes back: the one written last this session (src/obsidian/open-journal.ts). */
	readonly lastBlock = new LastWrittenBlock();
	/** Every block this plugin writes is stamped by this clock with its place in play order. */
	readonly playClock = new PlayClock();

	override async onload(): Promise<void> {
		this.settings = readSettings(await this.loadData());
		this.addSettingTab(new IronLedgerSettingTab(this.app, this));
		// A renamed character, journal or folder: the settings follow it, or every command would miss it.
		this.registerEvent(
			this.app.vault.on('rename', (file, oldPath) => {
				this.lastBlock.renamed(oldPath, file.path);
				if (followRename(this.settings, oldPath, file.path)) void this.saveSettings();
			}),
		);
		for (const command of COMMANDS) {
			this.addCommand({ id: command.id, name: command.name, callback: () => void runCommand(this, command.id) });
		}
		for (const command of CAMPAIGN_COMMANDS) {
			this.addCommand({ id: command.id, name: command.name, callback: () => void runCampaignCommand(this, command.id) });
		}
		this.addCommand({ ...ROLL_STATS_COMMAND, callback: () => void showRollStatistics(this) });
		registerEntryLinks(this);
		this.registerView(SIDEBAR_VIEW, (leaf) => new IronLedgerSidebar(leaf, this));
		this.addRibbonIcon('swords', 'Open Iron Ledger sidebar', () => void this.openSidebar());
		this.addCommand({ id: 'open-sidebar', name: 'Open the sidebar', callback: () => void this.openSidebar() });
		this.registerMarkdownCodeBlockProcessor(BLOCK_LANGUAGE, (source, el, ctx) => {
			const actions = blockActions(this, ctx.sourcePath, () => ctx.getSectionInfo(el)?.lineStart);
			ctx.addChild(new IronBlockChild(el, source, () => this.content(), (id) => this.openEntry(id), actions));
		});
		this.registerMarkdownCodeBlockProcessor(SITE_CARD_LANGUAGE, (_source, el, ctx) => ctx.addChild(new SiteCardChild(el, this, ctx.sourcePath)));
	}

	content(): ContentLibrary {
		this.library ??= bundledContent();
		return this.library;
	}

	dice(): DiceSource {
		this.diceSource ??= cryptoDice();
		return this.diceSource;
	}

	prompter(): ModalPrompter {
		return new ModalPrompter(this.app);
	}

	stateStore(): VaultStateStore {
		if (!this.store) {
			// The index is built on its first question, then kept by metadata events.
			const index = new CampaignIndex(this.app);
			for (const ref of index.events()) this.registerEvent(ref);
			this.store = new VaultStateStore(this.app, index, this.playClock);
		}
		return this.store;
	}

	async setActiveCharacter(path: string): Promise<void> {
		this.settings.activeCharacter = path;
		await this.saveSettings();
	}

	/** Shows the sidebar in the right split, reusing it when it is already open. */
	async openSidebar(): Promise<void> {
		const { workspace } = this.app;
		let leaf = workspace.getLeavesOfType(SIDEBAR_VIEW)[0];
		if (!leaf) {
			leaf = workspace.getRightLeaf(false) ?? undefined;
			if (!leaf) return;
			await leaf.setViewState({ type: SIDEBAR_VIEW, active: true });
		}
		workspace.setActiveLeaf(leaf, { focus: true });
	}

	/** Every entry link opens here: the sidebar on desktop, a modal on a phone. */
	openEntry(id: string): void {
		void openEntry(this, id);
	}

	async saveSettings(): Promise<void> {
		await this.saveData(this.settings);
	}
}
