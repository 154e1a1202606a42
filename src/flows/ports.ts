import type { ContentLibrary, RulesetContent } from '../content/library';
import { EXPANSION_OF, type RulesetId } from '../content/rulesets';
import type { CharacterSnapshot } from '../play/character-snapshot';
import type { BlockSink, StateStore } from '../play/note-store';
import type { Prompter } from '../play/prompter';
import type { DiceMode } from '../settings/settings';
import type { DiceSource } from '../rules/dice';

/** Everything a command flow needs, given by the Obsidian adapter or by a test. */
export interface FlowPorts {
	content: ContentLibrary;
	rulesets: readonly RulesetId[];
	dice: DiceSource;
	diceMode: DiceMode;
	prompt: Prompter;
	sink: BlockSink;
	character?: CharacterSnapshot;
	/** Active progress tracks: a link by vault path, its ticks and its kind (vow, journey…). */
	tracks(): Promise<{ link: string; name: string; ticks: number; kind?: string }[]>;
	notify(message: string): void;
	/** The vault's notes, for the player's own oracle tables (notes in `oracleFolder`, or marked `iron_ledger: oracle`). */
	notes?: { store: StateStore; oracleFolder: string };
	/** When there is an active character note: where its state lives, for outcomes applied. */
	campaign?: { store: StateStore; characterPath: string; trackFolder: string };
}

/**
 * The enabled rulesets as content scopes. An expansion includes its core (Delve classic,
 * Sundered Isles Starforged), so the core is not repeated, and is there even when its own
 * toggle is off.
 */
export function enabledScopes(ports: Pick<FlowPorts, 'content' | 'rulesets'>): RulesetContent[] {
	const ids = ports.rulesets.filter((r) => !ports.rulesets.some((x) => EXPANSION_OF[x] === r));
	return ids.map((id) => ports.content.ruleset(id));
}
