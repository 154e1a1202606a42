import type { ContentLibrary } from '../content/library';
import { sidesOf } from '../content/map-oracle';
import { packageOfId } from '../content/rulesets';
import type { JournalBlock, OracleRecord } from '../journal/block';
import type { DiceProblem } from './check-dice';

type Die = { name: string; sides: number } | undefined;

// A long journal rolls on the same few dozen tables thousands of times: each library's answers
// are kept (a ruleset's tables do not change once it is loaded). Looking each roll up again was
// a fifth of a 5 MB note's check.
const dice = new WeakMap<ContentLibrary, Map<string, Die>>();

/** A Datasworn table's name and die, by id; undefined for a player's own table or an id no ruleset has. */
function dieOf(content: ContentLibrary, id: string): Die {
	let known = dice.get(content);
	if (!known) dice.set(content, (known = new Map<string, Die>()));
	if (known.has(id)) return known.get(id);
	const pkg = packageOfId(id);
	if (!pkg) {
		known.set(id, undefined);
		return undefined;
	}
	try {
		// A ruleset that cannot be loaded now throws here, and is asked again next time.
		const entry = content.index(pkg).byId.get(id);
		const die = readDie(entry);
		known.set(id, die);
		return die;
	} catch {
		return undefined;
	}
}

function readDie(entry: { name: string; node: unknown } | undefined): Die {
	const dice = (entry?.node as { dice?: unknown } | undefined)?.dice;
	try {
		return entry && typeof dice === 'string' ? { name: entry.name, sides: sidesOf(dice) } : undefined;
	} catch {
		// Dice the table writes another way: the roll stands.
		return undefined;
	}
}

function recordProblems(content: ContentLibrary, record: OracleRecord, key: string, out: DiceProblem[]): void {
	const die = dieOf(content, record.oracle);
	if (die && record.roll > die.sides) {
		out.push({ key, message: `"roll" is ${record.roll}, but ${die.name} is a d${die.sides} table: its rolls run from 1 to ${die.sides}.` });
	}
	for (const nested of record.rolls) recordProblems(content, nested, key === 'roll' ? 'rolls' : key, out);
}

/**
 * Oracle rolls past their own table's die. A block is read with rolls up to the largest die any
 * table has (d200 names in Sundered Isles); only the table says whether 150 is a roll on it.
 * A template block's slots are worked out again row by row (src/templates/check.ts).
 */
export function oracleDieProblems(block: JournalBlock, content: ContentLibrary): DiceProblem[] {
	const out: DiceProblem[] = [];
	if (block.kind === 'oracle') recordProblems(content, block.roll, 'roll', out);
	if (block.kind !== 'template') for (const record of block.oracles) recordProblems(content, record, 'oracles', out);
	return out;
}
