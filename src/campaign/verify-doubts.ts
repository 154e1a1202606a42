import { oneLine } from '../journal/one-line';

/** One change as the replay reads it: `id` is "Characters/Kira.md#momentum", `journal` the note it is in. */
export interface Step {
	id: string;
	note: string;
	key: string;
	from: unknown;
	to: unknown;
	where: string;
	journal: string;
}

/** A block that cannot be read, and the values it still records as changed (undefined: not known). */
export interface UnreadBlock {
	where: string;
	values: Set<string> | undefined;
}

/** Equal as JSON. Most values are numbers or text: those are settled without writing out JSON for every change. */
export function same(a: unknown, b: unknown): boolean {
	const x = a ?? null;
	const y = b ?? null;
	if (x === y) return true;
	if (typeof x === 'string' && typeof y === 'string') return false;
	return JSON.stringify(x) === JSON.stringify(y);
}

// Paths, notes and keys come from file names and blocks: each is printed on one line, as it is.
const shown = (text: string) => oneLine(text);
const json = (value: unknown) => JSON.stringify(value ?? null);

/** "A", "A and B", "A, B, C and 4 others": a campaign of many sessions names a few, not all. */
function listed(items: readonly string[], others = 'others'): string {
	const named = items.slice(0, 3);
	const more = items.length - named.length;
	if (more > 0) return `${named.join(', ')} and ${more} ${others}`;
	return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}`;
}

/**
 * What the journal cannot settle about each value. Blocks carry no time: their order is
 * known inside a note, never across notes (sheet commands in Journal.md and moves in a
 * session note interleave), and a block that cannot be read may hold a change the replay
 * misses.
 */
export class Doubts {
	/** Per value, the last step of each journal note that changes it, in the order read. */
	private readonly lastPerNote = new Map<string, Map<string, Step>>();

	constructor(
		steps: readonly Step[],
		private readonly unread: readonly UnreadBlock[],
	) {
		for (const s of steps) {
			const notes = this.lastPerNote.get(s.id) ?? new Map<string, Step>();
			notes.delete(s.journal);
			notes.set(s.journal, s);
			this.lastPerNote.set(s.id, notes);
		}
	}

	/** Why a value may not start where the block before left it, besides an edit outside the journal. */
	breakCause(before: Step, step: Step): string {
		const causes: string[] = [];
		if (before.journal !== step.journal) causes.push('Iron Ledger reads notes by name (Session 2 before Session 10) and blocks carry no time, so these notes may have been played in another order');
		const others = [...(this.lastPerNote.get(step.id)?.keys() ?? [])].filter((n) => n !== step.journal && n !== before.journal);
		if (others.length > 0) {
			causes.push(`${listed(others.map(shown), 'other notes')} changed it too, and Iron Ledger cannot know the order of blocks in different notes, so a block there may have come in between`);
		}
		const unread = this.unreadCause(step.id);
		if (unread) causes.push(unread);
		return causes.length === 0 ? ' (changed outside the journal).' : `: ${causes.join('; ')}; otherwise it was changed outside the journal.`;
	}

	/**
	 * The disagreement of a value's last change with the sheet. It is fixable only when the
	 * journal settles the value whatever the order of its notes: one note changes it, or
	 * every note's last change leaves the same value (the last block played is the last of
	 * its note); and no block that cannot be read may change it.
	 */
	final(last: Step, sheet: unknown): { fixable: boolean; message: string } {
		const lasts = [...(this.lastPerNote.get(last.id)?.values() ?? [last])];
		const certain = lasts.every((s) => same(s.to, last.to));
		const unread = this.unreadCause(last.id);
		const is = `${shown(last.key)} of ${shown(last.note)} is ${json(sheet)}`;
		if (certain && !unread) return { fixable: true, message: `${is}, but the journal (last at ${last.where}) says ${json(last.to)}. Fix: set it to ${json(last.to)}.` };
		if (certain) return { fixable: false, message: `${is}, but the blocks that can be read (last at ${last.where}) say ${json(last.to)}. Not fixed: ${unread}; mend what cannot be read, then verify again.` };
		// Latest read first: with notes named in play order, the likeliest to be last.
		const shownLasts = [...lasts].reverse().slice(0, 3).reverse();
		const leaves = shownLasts.map((s, i) => `${s.where}${i === 0 ? ' leaves it' : ''} at ${json(s.to)}`);
		const more = lasts.length - shownLasts.length;
		const maybe = lasts.find((s) => same(s.to, sheet));
		return {
			fixable: false,
			message: [
				`${is}. ${listed(leaves)}${more > 0 ? ` (and ${more} other notes change it)` : ''}, and Iron Ledger cannot know which of these was played last (blocks carry no time), so it cannot say which is right.`,
				...(maybe ? [`It may be right, if ${maybe.where} was played last.`] : []),
				...(unread ? [`Also, ${unread}.`] : []),
				'Not fixed: set it by hand.',
			].join(' '),
		};
	}

	/** The blocks that cannot be read and change the value, or may: undefined when none. */
	private unreadCause(id: string): string | undefined {
		const changing = this.unread.filter((u) => u.values?.has(id)).map((u) => u.where);
		const unknown = this.unread.filter((u) => u.values === undefined).map((u) => u.where);
		const blocks = (wheres: string[]) => `the block${wheres.length === 1 ? '' : 's'} at ${listed(wheres)}`;
		const causes = [
			...(changing.length > 0 ? [`${blocks(changing)} cannot be read and ${changing.length === 1 ? 'changes' : 'change'} it too`] : []),
			...(unknown.length > 0 ? [`${blocks(unknown)} cannot be read, so what ${unknown.length === 1 ? 'it changes' : 'they change'} is not known`] : []),
		];
		return causes.length > 0 ? causes.join('; ') : undefined;
	}
}
