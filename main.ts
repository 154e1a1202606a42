import { Plugin } from 'obsidian';
import { bundledContent } from './src/content/bundled';
import type { ContentLibrary } from './src/content/library';
import { BLOCK_LANGUAGE } from './src/journal/block';
import { IronBlockChild } from './src/obsidian/block-child';
import { CAMPAIGN_COMMANDS, COMMANDS, type CommandHost, runCampaignCommand, runCommand } from './src/obsidian/commands';
import { VaultStateStore } from './src/obsidian/vault-state-store';
import { ContentModal } from './src/obsidian/content-modal';
import { ModalPrompter } from './src/obsidian/prompter';
import { type DiceSource, cryptoDice } from './src/rules/dice';
import { type IronLedgerSettings, DEFAULT_SETTINGS, readSettings } from './src/settings/settings';
import { IronLedgerSettingTab } from './src/settings/settings-tab';

/**
 * Iron Ledger's Obsidian entry point. It only wires: the game content is parsed the first
 * time a command or a block needs it, never during start-up.
 */
export default class IronLedgerPlugin extends Plugin implements CommandHost {
	override settings: IronLedgerSettings = { ...DEFAULT_SETTINGS };
	private library: ContentLibrary | undefined = undefined;
	private diceSource: DiceSource | undefined = undefined;
	private store: VaultStateStore | undefined = undefined;

	override async onload(): Promise<void> {
		this.settings = readSettings(await this.loadData());
		this.addSettingTab(new IronLedgerSettingTab(this.app, this));
		for (const command of COMMANDS) {
			this.addCommand({ id: command.id, name: command.name, callback: () => void runCommand(this, command.id) });
		}
		for (const command of CAMPAIGN_COMMANDS) {
			this.addCommand({ id: command.id, name: command.name, callback: () => void runCampaignCommand(this, command.id) });
		}
		this.registerMarkdownCodeBlockProcessor(BLOCK_LANGUAGE, (source, el, ctx) => {
			ctx.addChild(new IronBlockChild(el, source, () => this.content(), (id) => this.openEntry(id)));
		});
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
		this.store ??= new VaultStateStore(this.app);
		return this.store;
	}

	async setActiveCharacter(path: string): Promise<void> {
		this.settings.activeCharacter = path;
		await this.saveSettings();
	}

	openEntry(id: string): void {
		new ContentModal(this.app, this.content(), id).open();
	}

	async saveSettings(): Promise<void> {
		await this.saveData(this.settings);
	}
}
