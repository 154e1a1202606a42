import type { ContentLibrary } from '../content/library';
import { sidesOf } from '../content/map-oracle';
import { packageOfId } from '../content/rulesets';
import type { JournalBlock, OracleRecord } from '../journal/block';
import type { DiceProblem } from './check-dice';

/** A Datasworn table's name and die, by id; undefined for a player's own table or an id no ruleset has. */
function dieOf(content: ContentLibrary, id: string): { name: string; sides: number } | undefined {
	const pkg = packageOfId(id);
	if (!pkg) return undefined;
	try {
		const entry = content.index(pkg).byId.get(id);
		const dice = (entry?.node as { dice?: unknown } | undefined)?.dice;
		return entry && typeof dice === 'string' ? { name: entry.name, sides: sidesOf(dice) } : undefined;
	} catch {
		// A ruleset that cannot be loaded here, or dice it writes another way: the roll stands.
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
