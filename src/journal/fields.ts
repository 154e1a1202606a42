import { SpanMap, toPlain } from './yaml-tree';

export interface BlockError {
	/** 1-based line within the block body (the line after the opening fence is 1). */
	line: number;
	message: string;
}

/**
 * What the block parser reads values through. Two readers implement it: one over YAML
 * nodes (slow, knows every line) and one over plain data from the fast reader (used for
 * well-formed blocks; at the first problem the parser falls back to the slow one).
 */
export interface Fields {
	readonly errors: BlockError[];
	has(key: string): boolean;
	fail(key: string, message: string): undefined;
	raw(key: string): unknown;
	string(key: string, required?: boolean): string | undefined;
	int(key: string, opts?: { min?: number; max?: number; required?: boolean }): number | undefined;
	bool(key: string, required?: boolean): boolean | undefined;
	dicePair(key: string): [number, number] | undefined;
	child(key: string, required?: boolean): Fields | undefined;
	children(key: string): Fields[];
	unread(): Record<string, unknown>;
}

/**
 * Fields over the fast reader's tree. Lines are unknown here: every problem sends the parser
 * to the YAML reader. Which entries were read is kept as bits: a block map has a few dozen
 * keys at most, and a Set of names per map was a good part of reading a block.
 */
export class SpanFields implements Fields {
	private used = 0;
	private usedBeyond: Set<number> | undefined;

	/** A nested map's reader shares its parent's errors. */
	constructor(
		private readonly map: SpanMap,
		readonly errors: BlockError[] = [],
	) {}

	private entry(key: string): number {
		const n = this.map.find(key);
		if (n >= 30) (this.usedBeyond ??= new Set()).add(n);
		else if (n >= 0) this.used |= 1 << n;
		return n;
	}

	private value(key: string): unknown {
		const n = this.entry(key);
		return n < 0 ? undefined : this.map.value(n);
	}

	has(key: string): boolean {
		return this.map.find(key) >= 0;
	}

	fail(_key: string, message: string): undefined {
		this.errors.push({ line: 0, message });
		return undefined;
	}

	raw(key: string): unknown {
		return toPlain(this.value(key));
	}

	string(key: string, required = false): string | undefined {
		const v = this.value(key);
		if (v === undefined || v === null) return required ? this.fail(key, 'missing') : undefined;
		if (typeof v === 'string') return v;
		if (typeof v === 'number' && !required) return String(v);
		return this.fail(key, 'not text');
	}

	int(key: string, opts: { min?: number; max?: number; required?: boolean } = {}): number | undefined {
		const v = this.value(key);
		if (v === undefined) return opts.required ? this.fail(key, 'missing') : undefined;
		if (typeof v !== 'number' || !Number.isInteger(v)) return this.fail(key, 'not a whole number');
		if ((opts.min !== undefined && v < opts.min) || (opts.max !== undefined && v > opts.max)) return this.fail(key, 'out of range');
		return v;
	}

	bool(key: string, required = false): boolean | undefined {
		const v = this.value(key);
		if (v === undefined) return required ? this.fail(key, 'missing') : undefined;
		return typeof v === 'boolean' ? v : this.fail(key, 'not true or false');
	}

	dicePair(key: string): [number, number] | undefined {
		const v = this.value(key);
		if (!Array.isArray(v) || v.length !== 2) return this.fail(key, 'not two dice');
		const [a, b] = v as unknown[];
		if (!isDie(a) || !isDie(b)) return this.fail(key, 'die out of range');
		return [a, b];
	}

	child(key: string, required = false): Fields | undefined {
		const v = this.value(key);
		if (v === undefined) return required ? this.fail(key, 'missing') : undefined;
		if (!(v instanceof SpanMap)) return this.fail(key, 'not a map');
		return new SpanFields(v, this.errors);
	}

	children(key: string): Fields[] {
		const v = this.value(key);
		if (v === undefined) return NO_FIELDS;
		if (!Array.isArray(v)) {
			this.fail(key, 'not a list');
			return [];
		}
		const out: Fields[] = [];
		for (const item of v as unknown[]) {
			if (item instanceof SpanMap) out.push(new SpanFields(item, this.errors));
			else this.fail(key, 'item not a map');
		}
		return out;
	}

	unread(): Record<string, unknown> {
		const extra: Record<string, unknown> = {};
		const size = this.map.size;
		for (let n = 0; n < size; n++) {
			const read = n < 30 ? (this.used & (1 << n)) !== 0 : this.usedBeyond?.has(n) === true;
			if (!read) extra[this.map.key(n)] = toPlain(this.map.value(n));
		}
		return extra;
	}
}

const held: SpanFields[] = [];

/**
 * Makes a SpanFields (and its SpanMap) to hold until the next call. V8 drops the hidden class
 * of a class whose instances all died at a full GC, and with it the code compiled for them: a
 * journal check keeps no block, so after every GC the block parser ran in slower code again.
 * One instance held keeps the class; it must be made after the class's first few instances (an
 * instance made at load kept an older hidden class), so the parser calls this now and then.
 */
export function keepShapes(): void {
	held[0] = new SpanFields(new SpanMap(''));
}

/** Shared by every absent list: callers only read it. */
const NO_FIELDS = Object.freeze([]) as unknown as Fields[];

const isDie = (d: unknown): d is number => typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= 10;

/**
 * `items.flatMap(read)`, as a loop: every block has lists (adds, choices, follow-ups…), most of
 * them absent, and Array.prototype.flatMap was a good part of reading a block.
 */
export function readEach<T>(items: readonly Fields[], read: (item: Fields) => readonly T[]): T[] {
	const out: T[] = [];
	for (let i = 0; i < items.length; i++) {
		const got = read(items[i] as Fields);
		for (let k = 0; k < got.length; k++) out.push(got[k] as T);
	}
	return out;
}
