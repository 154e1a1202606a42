import { type RulesetId, RULESETS, isRulesetId } from '../content/rulesets';

export type DiceMode = 'digital' | 'physical' | 'ask';
export type Placement = 'cursor' | 'journal';

export interface IronLedgerSettings {
	rulesets: RulesetId[];
	dice: DiceMode;
	placement: Placement;
	/** The campaign's current journal note, when blocks go to its end. */
	journalNote: string;
	characterFolder: string;
	trackFolder: string;
	/** Where the player's own oracle tables live (notes with a roll | result table). */
	oracleFolder: string;
	/** The note of the world's truths, when the active character links none. */
	truthsNote: string;
	/** Where Generate an entity saves NPCs, settlements, planets… */
	entityFolder: string;
	/** The character note whose stats and momentum moves use. */
	activeCharacter: string;
}

export const DEFAULT_SETTINGS: IronLedgerSettings = {
	rulesets: ['classic', 'starforged'],
	dice: 'digital',
	placement: 'cursor',
	journalNote: 'Journal.md',
	characterFolder: 'Characters',
	trackFolder: 'Tracks',
	oracleFolder: 'Oracles',
	truthsNote: 'Truths.md',
	entityFolder: 'Entities',
	activeCharacter: '',
};

/** Reads saved settings, keeping what is valid and defaulting the rest. */
export function readSettings(saved: unknown): IronLedgerSettings {
	const s = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>;
	const rulesets = Array.isArray(s.rulesets) ? s.rulesets.filter(isRulesetId) : DEFAULT_SETTINGS.rulesets;
	const text = (key: keyof IronLedgerSettings) => (typeof s[key] === 'string' ? s[key] : (DEFAULT_SETTINGS[key] as string));
	return {
		rulesets: RULESETS.filter((r) => rulesets.includes(r)),
		dice: s.dice === 'physical' || s.dice === 'ask' ? s.dice : 'digital',
		placement: s.placement === 'journal' ? 'journal' : 'cursor',
		journalNote: text('journalNote'),
		characterFolder: text('characterFolder'),
		trackFolder: text('trackFolder'),
		oracleFolder: text('oracleFolder'),
		truthsNote: text('truthsNote'),
		entityFolder: text('entityFolder'),
		activeCharacter: text('activeCharacter'),
	};
}
