import type { StateChange } from '../../journal/block';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The notes a move reads and changes, held in memory while the engine works. Every change
 * is recorded once per key (its first `from`, its last `to`), so a move that raises and
 * lowers the same value writes one change, and a change back to the start writes none.
 */
export class StateView {
	private readonly notes = new Map<string, Record<string, unknown>>();
	private readonly first = new Map<string, { note: string; key: string; from: unknown }>();

	constructor(notes: Record<string, Record<string, unknown>> = {}) {
		for (const [link, fm] of Object.entries(notes)) this.notes.set(link, structuredClone(fm));
	}

	has(note: string): boolean {
		return this.notes.has(note);
	}

	add(note: string, fm: Record<string, unknown>): void {
		this.notes.set(note, structuredClone(fm));
	}

	get(note: string, key: string): unknown {
		return this.notes.get(note)?.[key];
	}

	num(note: string, key: string, fallback = 0): number {
		const v = this.get(note, key);
		return typeof v === 'number' ? v : fallback;
	}

	set(note: string, key: string, to: unknown): void {
		const fm = this.notes.get(note);
		if (!fm) throw new Error(`${note} is not loaded.`);
		const id = `${note}\u0000${key}`;
		if (!this.first.has(id)) this.first.set(id, { note, key, from: fm[key] ?? null });
		fm[key] = structuredClone(to);
	}

	/** Whether a value was set since the note was loaded (even back to where it was). */
	touched(note: string, key: string): boolean {
		return this.first.has(`${note}\u0000${key}`);
	}

	/** A copy to try things on (an option's effects, before the player picks it). */
	fork(): StateView {
		const copy = new StateView();
		for (const [note, fm] of this.notes) copy.notes.set(note, structuredClone(fm));
		for (const [id, f] of this.first) copy.first.set(id, f);
		return copy;
	}

	changes(): StateChange[] {
		const out: StateChange[] = [];
		for (const { note, key, from } of this.first.values()) {
			const to = this.notes.get(note)?.[key] ?? null;
			if (!same(from, to)) out.push({ note, key, from, to });
		}
		return out;
	}
}
