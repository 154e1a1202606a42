import type { PlayStamp } from './play-order';
import type { CurseBehavior } from '../rules/oracle-table';
import type { Outcome } from '../rules/outcome';

/** The block format version written into every block as `v`. */
export const BLOCK_VERSION = 1;
export const BLOCK_LANGUAGE = 'iron-move';

export type BlockKind = 'action' | 'progress' | 'no_roll' | 'oracle' | 'ask' | 'sheet' | 'template';
export const BLOCK_KINDS: readonly BlockKind[] = ['action', 'progress', 'no_roll', 'oracle', 'ask', 'sheet', 'template'];

export interface MoveRef {
	/** Datasworn id: the key. The name is for people reading the note. */
	id: string;
	name: string;
}

export interface AddRecord {
	value: number;
	reason: string;
}

export interface OracleRecord {
	oracle: string;
	name: string;
	roll: number;
	result: string;
	rolls: OracleRecord[];
	worse?: boolean;
	duplicate?: boolean;
	/** What the duplicate means in the row's own words (`duplicate_words`); missing, "make it worse". */
	duplicateWords?: string;
	repeated?: boolean;
	/** The dice rolled first and rolled again before this result (`rerolled`). */
	rerolled?: number[];
	/** Sundered Isles: the cursed die rolled with this table (`cursed_die`). */
	cursedDie?: number;
	/** A roll on the table's cursed version, which a 10 on the cursed die brought. */
	curse?: CurseBehavior;
}

/** One frontmatter value changed by the move: enough to undo it and to replay it. */
export interface StateChange {
	note: string;
	key: string;
	from: unknown;
	to: unknown;
}

export interface BurnRecord {
	from: number;
	to: number;
	/** The challenge dice the burn cancelled. */
	cancelled: number[];
	outcomeBefore: Outcome;
}

/** A "choose one / two" of the outcome: its options as written, and what was chosen. */
export interface ChoiceRecord {
	pick: number;
	upTo?: boolean;
	repeats?: boolean;
	options: string[];
	/** Missing while the choice is still open. */
	chosen?: string[];
}

/** A move the rules call for next, with the magnitude they give ("Endure Harm, 2 harm"). */
export interface FollowUpRecord {
	move: string;
	name: string;
	magnitude?: number;
	/** What the rules add to it, in words (`note`): Face Death's "formidable or extreme". */
	note?: string;
}

/** An asset ability the player used on the move, by Datasworn id. */
export interface AbilityRecord {
	ability: string;
	name: string;
}

/** A die an ability let the player roll again. */
export interface RerollRecord {
	die: 'action' | 'challenge_1' | 'challenge_2';
	from: number;
	to: number;
}

interface BlockCommon {
	move?: MoveRef;
	/** Asset abilities used on the move. */
	abilities?: AbilityRecord[];
	/** Who rolled: a wikilink to the character note. */
	by?: string;
	/** A wikilink to the track the move marks or rolls (a progress block may also name a special track). */
	track?: string;
	/** The scene's tension clock, when the move fills it. */
	clock?: string;
	/** The outcome as a rule makes it count (Take Decisive Action in a bad spot). */
	countsAs?: Outcome;
	choices?: ChoiceRecord[];
	followUps?: FollowUpRecord[];
	/** Preconditions the player chose to override, by id. */
	override?: string[];
	/** Tables rolled as part of the move (Pay the Price, Endure Harm…). */
	oracles: OracleRecord[];
	changes: StateChange[];
	undone?: boolean;
	/** When it was played, and its sequence within that millisecond (play-order.ts): written as `at` and `seq`. */
	played?: PlayStamp;
	/**
	 * What was cut to fit a journal entry, in words: text past its cap (src/rules/oracle-text-cap.ts),
	 * nested rolls a cap left unmade (src/rules/oracle-budget.ts). Written as `cut`.
	 */
	cut?: string[];
	/** Keys this version does not know, kept as they were. */
	extra: Record<string, unknown>;
}

export interface ActionBlock extends BlockCommon {
	kind: 'action';
	stat: { name?: string; value: number };
	adds: AddRecord[];
	action: number;
	challenge: [number, number];
	momentum?: number;
	score: number;
	outcome: Outcome;
	match: boolean;
	actionCancelled: boolean;
	burn?: BurnRecord;
	/** Dice rolled again through an ability, before any burn. */
	rerolled?: RerollRecord[];
}

export interface ProgressBlock extends BlockCommon {
	kind: 'progress';
	score: number;
	challenge: [number, number];
	outcome: Outcome;
	match: boolean;
}

export interface NoRollBlock extends BlockCommon {
	kind: 'no_roll';
	move: MoveRef;
	/** The move's text, as a reminder. */
	text?: string;
}

export interface OracleBlock extends BlockCommon {
	kind: 'oracle';
	roll: OracleRecord;
}

export interface AskBlock extends BlockCommon {
	kind: 'ask';
	question?: string;
	odds: string;
	/** Whose odds: classic reads high rolls as yes, Starforged low rolls. */
	style: 'classic' | 'starforged';
	roll: number;
	yes: boolean;
	match: boolean;
	/** Pick two: the option judged likely, and the one a "no" gives. */
	pick?: { likely: string; other: string };
}

/** A change the player made to the sheet outside a move (suffer −2 health, mark wounded, buy an asset), journaled so undo and verify cover it. */
export interface SheetBlock extends BlockCommon {
	kind: 'sheet';
	/** What was done, in words: "Suffer −2 health", "Spend 3 XP: Hawk". */
	what: string;
}

/**
 * An oracle template filled in: no single roll, so its slots' rolls are `oracles`, one per
 * slot in the order the template names them.
 */
export interface TemplateBlock extends BlockCommon {
	kind: 'template';
	/** A link to the template note, or the template's own text when it was given inline. */
	template: string;
	/** The template with each slot replaced by its result. */
	text: string;
}

export type JournalBlock = ActionBlock | ProgressBlock | NoRollBlock | OracleBlock | AskBlock | SheetBlock | TemplateBlock;

export const OUTCOME_WORDS: Record<Outcome, string> = { strong_hit: 'strong hit', weak_hit: 'weak hit', miss: 'miss' };

const OUTCOMES = new Map(Object.entries(OUTCOME_WORDS).map(([outcome, w]) => [w, outcome as Outcome]));

export function outcomeFromWords(words: string): Outcome | undefined {
	// As written, most of the time; otherwise in any case and with spaces around.
	return OUTCOMES.get(words) ?? OUTCOMES.get(words.trim().toLowerCase());
}
