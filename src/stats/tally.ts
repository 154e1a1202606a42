import type { ActionBlock, AskBlock, JournalBlock, OracleRecord, ProgressBlock } from '../journal/block';
import { type FoundBlock, eachBlock } from '../journal/note-text';
import { oneLine } from '../journal/one-line';
import { ODDS, ODDS_LABELS, isOdds } from '../rules/ask-the-oracle';
import type { Outcome } from '../rules/outcome';
import type { UnreadableNote } from '../play/unreadable-notes';

export type OutcomeCounts = Record<Outcome, number>;

export interface MoveRow {
	/** The Datasworn id; a roll made without a move (the CLI's `roll`) has `roll:action` or `roll:progress`. */
	id: string;
	name: string;
	outcomes: OutcomeCounts;
	total: number;
}

export interface StatRow {
	/** The stat's name as the block writes it, in lower case; `progress` for progress rolls. */
	stat: string;
	outcomes: OutcomeCounts;
	total: number;
}

export interface OracleRow {
	id: string;
	name: string;
	count: number;
}

export interface AskRow {
	odds: string;
	label: string;
	yes: number;
	no: number;
}

/** A block that could not be read: left out of every count, and named so it can be fixed. */
export interface Skipped {
	note: string;
	/** 1-based line in the note. */
	line: number;
	message: string;
}

export type DieKind = 'action' | 'challenge' | 'oracle';

/** How often each face (or bin of faces) of one kind of die came up. */
export interface DieTally {
	kind: DieKind;
	label: string;
	bins: string[];
	counts: number[];
}

export interface RollStats {
	notes: number;
	/** Blocks counted: read, and not undone. */
	blocks: number;
	undone: number;
	skipped: Skipped[];
	/** Notes that could not be read at all (not UTF-8…): left out, and named. */
	unreadable: UnreadableNote[];
	outcomes: OutcomeCounts;
	byMove: MoveRow[];
	byStat: StatRow[];
	/** Rolls against the challenge dice, and how many showed a match. */
	matches: { rolls: number; matches: number };
	momentum: { burned: number; changed: number };
	oracles: { rolls: number; byOracle: OracleRow[] };
	ask: { asked: number; matches: number; byOdds: AskRow[] };
	dice: DieTally[];
}

export interface TallyOptions {
	/** The die of a table, by its id (100 for a d100 table); undefined when not known. Only d100 rolls are tested. */
	oracleSides?: (id: string) => number | undefined;
	/** A move's name by its id, when the rulesets know it; otherwise the name the block wrote. */
	moveName?: (id: string) => string | undefined;
}

const noOutcomes = (): OutcomeCounts => ({ strong_hit: 0, weak_hit: 0, miss: 0 });
const STAT_ORDER = ['edge', 'heart', 'iron', 'shadow', 'wits'];
const NO_MOVE: Record<'action' | 'progress', string> = { action: 'Action roll (no move)', progress: 'Progress roll (no move)' };

function range(from: number, to: number): number[] {
	return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * Counts the rolls in notes, one note at a time: only counts are kept, never the blocks, so a
 * vault of long journals is read in little memory.
 */
export class RollTally {
	private notes = 0;
	private blocks = 0;
	private undone = 0;
	private readonly skipped: Skipped[] = [];
	/** Filled by whoever reads the notes: a note it could not read is never counted as empty. */
	readonly unreadable: UnreadableNote[] = [];
	private readonly outcomes = noOutcomes();
	private readonly moves = new Map<string, MoveRow>();
	private readonly stats = new Map<string, StatRow>();
	private readonly matches = { rolls: 0, matches: 0 };
	private readonly momentum = { burned: 0, changed: 0 };
	private oracleRolls = 0;
	private readonly oracles = new Map<string, OracleRow>();
	private readonly ask = { asked: 0, matches: 0 };
	private readonly odds = new Map<string, AskRow>();
	private readonly action = range(1, 6).map(() => 0);
	private readonly challenge = range(1, 10).map(() => 0);
	private readonly percentile = range(1, 10).map(() => 0);

	constructor(private readonly options: TallyOptions = {}) {}

	/** Every `iron-move` block of one note. */
	addNote(path: string, text: string): void {
		this.notes++;
		eachBlock(text, (found) => this.addFound(path, found));
	}

	addFound(path: string, found: FoundBlock): void {
		if (!found.result.ok) {
			const first = found.result.errors[0];
			const line = found.startLine + 1 + (first?.line ?? 1);
			this.skipped.push({ note: path, line, message: oneLine(first?.message ?? 'This block could not be read.') });
			return;
		}
		this.addBlock(found.result.block);
	}

	addBlock(block: JournalBlock): void {
		if (block.undone) {
			this.undone++;
			return;
		}
		this.blocks++;
		if (block.kind === 'action' || block.kind === 'progress') this.addRoll(block);
		if (block.kind === 'ask') this.addAsk(block);
		if (block.kind === 'oracle') this.addOracle(block.roll);
		for (const r of block.oracles) this.addOracle(r);
	}

	private addRoll(block: ActionBlock | ProgressBlock): void {
		// A move's outcome is what it counted as: a rarity die of 6 is a strong hit whatever the dice (DV-17).
		const outcome = block.countsAs ?? block.outcome;
		this.outcomes[outcome]++;
		const id = block.move?.id ?? `roll:${block.kind}`;
		let move = this.moves.get(id);
		if (!move) {
			const name = block.move ? (this.options.moveName?.(block.move.id) ?? block.move.name) : NO_MOVE[block.kind];
			this.moves.set(id, (move = { id, name, outcomes: noOutcomes(), total: 0 }));
		}
		move.outcomes[outcome]++;
		move.total++;
		const statName = block.kind === 'progress' ? 'progress' : (block.stat.name?.trim().toLowerCase() || 'unnamed');
		let stat = this.stats.get(statName);
		if (!stat) this.stats.set(statName, (stat = { stat: statName, outcomes: noOutcomes(), total: 0 }));
		stat.outcomes[outcome]++;
		stat.total++;
		this.matches.rolls++;
		if (block.match) this.matches.matches++;
		for (const die of block.challenge) this.count(this.challenge, die, 10);
		if (block.kind !== 'action') return;
		if (block.burn) {
			this.momentum.burned++;
			if (block.burn.outcomeBefore !== block.outcome) this.momentum.changed++;
		}
		// A Delve rarity die takes the action die's place: it is not a d6, so it is no sample of one.
		if (block.extra.rarity === undefined) this.count(this.action, block.action, 6);
		// A die rolled again through an ability was still rolled: its first face is a sample too.
		for (const r of block.rerolled ?? []) {
			if (r.die === 'action' && block.extra.rarity === undefined) this.count(this.action, r.from, 6);
			if (r.die !== 'action') this.count(this.challenge, r.from, 10);
		}
	}

	private addAsk(block: AskBlock): void {
		this.ask.asked++;
		if (block.match) this.ask.matches++;
		let row = this.odds.get(block.odds);
		if (!row) this.odds.set(block.odds, (row = { odds: block.odds, label: isOdds(block.odds) ? ODDS_LABELS[block.odds] : block.odds, yes: 0, no: 0 }));
		if (block.yes) row.yes++;
		else row.no++;
		this.countPercentile(block.roll);
	}

	private addOracle(record: OracleRecord): void {
		this.oracleRolls++;
		let row = this.oracles.get(record.oracle);
		if (!row) this.oracles.set(record.oracle, (row = { id: record.oracle, name: record.name, count: 0 }));
		row.count++;
		// Only tables known to be d100 are samples: a player's d6 table is not, and a Delve card
		// read with its parent's roll (DV-11) is no new roll (its id is the card's, not a table's).
		// A cursed table read in place of the plain one (the Sundered Isles' cursed die) reads the same roll: no new die.
		if (this.options.oracleSides?.(record.oracle) === 100 && record.curse !== 'replace') this.countPercentile(record.roll);
		for (const r of record.rolls) this.addOracle(r);
	}

	private countPercentile(roll: number): void {
		if (Number.isInteger(roll) && roll >= 1 && roll <= 100) (this.percentile[Math.ceil(roll / 10) - 1] as number)++;
	}

	private count(faces: number[], face: number, sides: number): void {
		if (Number.isInteger(face) && face >= 1 && face <= sides) (faces[face - 1] as number)++;
	}

	result(): RollStats {
		const byTotal = <T extends { total: number }>(name: (r: T) => string) => (a: T, b: T) => b.total - a.total || name(a).localeCompare(name(b));
		const statRank = (s: string) => (s === 'progress' ? 1000 : STAT_ORDER.includes(s) ? STAT_ORDER.indexOf(s) : 100);
		const oddsRank = (o: string) => ((ODDS as readonly string[]).includes(o) ? (ODDS as readonly string[]).indexOf(o) : ODDS.length);
		return {
			notes: this.notes,
			blocks: this.blocks,
			undone: this.undone,
			skipped: [...this.skipped],
			unreadable: [...this.unreadable],
			outcomes: { ...this.outcomes },
			byMove: [...this.moves.values()].sort(byTotal((r) => r.name)),
			byStat: [...this.stats.values()].sort((a, b) => statRank(a.stat) - statRank(b.stat) || a.stat.localeCompare(b.stat)),
			matches: { ...this.matches },
			momentum: { ...this.momentum },
			oracles: { rolls: this.oracleRolls, byOracle: [...this.oracles.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)) },
			ask: { ...this.ask, byOdds: [...this.odds.values()].sort((a, b) => oddsRank(a.odds) - oddsRank(b.odds) || a.odds.localeCompare(b.odds)) },
			dice: [
				{ kind: 'action', label: 'Action die (d6)', bins: range(1, 6).map(String), counts: [...this.action] },
				{ kind: 'challenge', label: 'Challenge dice (d10)', bins: range(1, 10).map(String), counts: [...this.challenge] },
				{ kind: 'oracle', label: 'Oracle dice (d100)', bins: range(0, 9).map((i) => `${i * 10 + 1}-${i * 10 + 10}`), counts: [...this.percentile] },
			],
		};
	}
}
