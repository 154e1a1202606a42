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
	/** The block has its place in play order (a time): every such step comes after every untimed one, in a known order. */
	timed: boolean;
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

const UNTIMED = 'these blocks were written before Iron Ledger kept the time of play';

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
 * The journal's changes, taken in play order (src/campaign/play-order.ts), and what the journal
 * cannot settle about each value. A block written before play order was kept carries no time:
 * such blocks are read by note name, then place, and their order across notes is not known
 * (sheet commands in Journal.md and moves in a session note interleave). Every timed block
 * comes after them, in an order that is known. A block that cannot be read may hold a change
 * the replay misses.
 */
// Untimed steps are grouped by note, as their order across notes is not known; timed ones form one group.
const groupOf = (s: Step): string => (s.timed ? '' : `@${s.journal}`);

export class Replay {
	private readonly last = new Map<string, Step>();
	/** Per value, the last step of each note before the note of its last step: kept only when a value changes in another note. */
	private readonly earlier = new Map<string, Step[]>();
	/** Each change that does not start where the one before left its value: [before, change]. */
	readonly breaks: [Step, Step][] = [];
	readonly unread: UnreadBlock[] = [];

	/** The next change read. */
	add(step: Step): void {
		const before = this.last.get(step.id);
		if (before !== undefined) {
			if (!same(before.to, step.from)) this.breaks.push([before, step]);
			// A note's changes are read together, so its last one for the value is the one before the next note's.
			if (groupOf(before) !== groupOf(step)) {
				const list = this.earlier.get(step.id);
				if (list) list.push(before);
				else this.earlier.set(step.id, [before]);
			}
		}
		this.last.set(step.id, step);
	}

	/** The last change read of each value, in the order each value was first read. */
	lastSteps(): IterableIterator<Step> {
		return this.last.values();
	}

	/** The last step of each note that changes the value, in the order read. */
	private lastPerNote(id: string): Step[] {
		const last = this.last.get(id);
		return [...(this.earlier.get(id) ?? []), ...(last ? [last] : [])];
	}

	/** Why a value may not start where the block before left it, besides an edit outside the journal. */
	breakCause(before: Step, step: Step): string {
		const causes: string[] = [];
		// Only blocks without a time leave the order in doubt: a timed block's place is known.
		const doubt = !before.timed;
		if (doubt && before.journal !== step.journal) causes.push(`${UNTIMED}: Iron Ledger reads their notes by name (Session 2 before Session 10), so these notes may have been played in another order`);
		const others = doubt ? this.lastPerNote(step.id).filter((s) => !s.timed).map((s) => s.journal).filter((n) => n !== step.journal && n !== before.journal) : [];
		if (others.length > 0) {
			causes.push(`${listed(others.map(shown), 'other notes')} changed it too, in blocks without a time, so a block there may have come in between`);
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
		const lasts = this.lastPerNote(last.id);
		// A timed block comes after every untimed one: when it is the last, its value is the journal's.
		const certain = last.timed || lasts.every((s) => same(s.to, last.to));
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
				`${is}. ${listed(leaves)}${more > 0 ? ` (and ${more} other notes change it)` : ''}, and Iron Ledger cannot know which of these was played last (${UNTIMED}), so it cannot say which is right.`,
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
