import { capText } from './oracle-text-cap';

/**
 * Caps on what one command rolls, which no real game reaches (no Datasworn table comes near
 * them; a template has at most 40 slots): a player's tables that link each other 20 wide, or
 * "roll twice" on a table that links itself, once rolled for minutes and wrote blocks of 58 MB.
 * 80 rolls of the 5 keys a record has stay under a block's 500 keys, and 12,000 characters of
 * results (with their tables' names) under its 64 KB, alongside a template's own text.
 */
export const MAX_NESTING = 5;
export const MAX_ROLLS = 80;
export const MAX_ROLL_TEXT = 12_000;
/** A result cut to the text left is never cut shorter than this. */
const MIN_RESULT = 100;

/** A table the budget needs to know: its name, and whether it is the player's (whose results may be cut). */
interface BudgetTable {
	id: string;
	name: string;
	own?: boolean;
}

/** The rolls and text one command has made so far; share one between the rolls of one block (a template's slots). */
export class RollBudget {
	private rolls = 0;
	private text = 0;
	private readonly stops = new Set<string>();

	/** `firsts`: the first rolls still to come (a template's slots), always made: nested rolls leave room for them. */
	constructor(private firsts = 1) {}

	/** May a roll nested `depth` deep (the first roll is 0) be made? When not, why is remembered. */
	allows(depth: number): boolean {
		if (depth > MAX_NESTING) return this.stop(`Rolls nested more than ${MAX_NESTING} deep were not made (the deepest one roll goes).`);
		if (this.rolls + this.firsts >= MAX_ROLLS) return this.stop(`Rolling stopped at ${MAX_ROLLS} rolls, the most one command makes; the nested rolls left were not made.`);
		if (this.text >= MAX_ROLL_TEXT) return this.stop(`Rolling stopped at ${MAX_ROLL_TEXT} characters of results, the most one journal entry takes; the nested rolls left were not made.`);
		return true;
	}

	/**
	 * Counts a roll, and returns its result as the journal takes it: a result of the player's own
	 * table longer than the text left is cut to it, saying so. Datasworn's results are never cut
	 * (journal check compares them with their rows), nor ever long.
	 */
	spend(table: BudgetTable, result: string, depth: number): string {
		if (depth === 0 && this.firsts > 0) this.firsts--;
		this.rolls++;
		const room = Math.max(MAX_ROLL_TEXT - this.text, MIN_RESULT);
		const kept = table.own ? capText(result, room) : result;
		this.text += kept.length + table.name.length + table.id.length;
		return kept;
	}

	/** What was not rolled, in words: for the block and the command's output. */
	notes(): string[] {
		return [...this.stops];
	}

	private stop(why: string): false {
		this.stops.add(why);
		return false;
	}
}
