import { type App, type Plugin, PluginSettingTab, Setting } from 'obsidian';
import { RULESET_LABELS, RULESETS, type RulesetId } from '../content/rulesets';
import type { DiceMode, IronLedgerSettings, Placement } from './settings';

/** What an expansion adds, and that it brings the core game it is played on. */
const RULESET_NOTES: Partial<Record<RulesetId, string>> = {
	delve: 'Adds Delve’s moves and oracles to classic Ironsworn.',
	sundered_isles:
		'Adds the Sundered Isles oracles, assets and truths, played on Starforged: its eight moves (Undertake an Expedition, Set a Course, Enter the Fray, Withstand Damage, Resupply, Repair…) take the place of Starforged’s. Starforged’s other moves come with it, even when Starforged is off.',
};

export interface SettingsHost extends Plugin {
	settings: IronLedgerSettings;
	saveSettings(): Promise<void>;
}

export class IronLedgerSettingTab extends PluginSettingTab {
	constructor(
		app: App,
		private readonly host: SettingsHost,
	) {
		super(app, host);
	}

	override display(): void {
		const { containerEl } = this;
		containerEl.empty();
		const s = this.host.settings;
		const save = () => void this.host.saveSettings();

		new Setting(containerEl).setName('Rulesets').setHeading();
		for (const id of RULESETS) {
			new Setting(containerEl)
				.setName(RULESET_LABELS[id])
				.setDesc(RULESET_NOTES[id] ?? '')
				.addToggle((t) =>
					t.setValue(s.rulesets.includes(id)).onChange((on) => {
						s.rulesets = RULESETS.filter((r) => (r === id ? on : s.rulesets.includes(r)));
						save();
					}),
				);
		}

		new Setting(containerEl).setName('Rolling').setHeading();
		new Setting(containerEl)
			.setName('Dice')
			.setDesc('Roll digitally, always ask for the dice you rolled by hand, or ask each time.')
			.addDropdown((d) =>
				d
					.addOptions({ digital: 'Roll for me', physical: 'I roll physical dice', ask: 'Ask each time' })
					.setValue(s.dice)
					.onChange((v) => {
						s.dice = v as DiceMode;
						save();
					}),
			);
		new Setting(containerEl)
			.setName('Where results go')
			.setDesc('At the cursor in the note you are writing, or at the end of the campaign’s journal note.')
			.addDropdown((d) =>
				d
					.addOptions({ cursor: 'At the cursor', journal: 'End of the journal note' })
					.setValue(s.placement)
					.onChange((v) => {
						s.placement = v as Placement;
						save();
					}),
			);
		this.textSetting('Journal note', 'The campaign’s current journal note, used when results go to its end.', 'journalNote');

		new Setting(containerEl).setName('Folders').setHeading();
		this.textSetting('Characters', '', 'characterFolder');
		this.textSetting('Progress tracks', '', 'trackFolder');
		this.textSetting('Your oracle tables', 'Notes here with a roll and result table are oracles you can roll, by name. A note elsewhere is one too when its frontmatter has iron_ledger: oracle.', 'oracleFolder');
		this.textSetting("Your world's truths", "The note Choose your world's truths writes, when the active character links none.", 'truthsNote');
		this.textSetting('Generated entities', 'Where Generate an entity saves its notes.', 'entityFolder');
		this.textSetting('Active character', 'The character note whose stats and momentum moves use. Leave empty to type values when you roll.', 'activeCharacter');
	}

	private textSetting(name: string, desc: string, key: 'journalNote' | 'characterFolder' | 'trackFolder' | 'oracleFolder' | 'truthsNote' | 'entityFolder' | 'activeCharacter'): void {
		const s = this.host.settings;
		new Setting(this.containerEl)
			.setName(name)
			.setDesc(desc)
			.addText((t) =>
				t.setValue(s[key]).onChange((v) => {
					s[key] = v.trim();
					void this.host.saveSettings();
				}),
			);
	}
}
