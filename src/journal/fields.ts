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

type Plain = Record<string, unknown>;

const isPlainMap = (v: unknown): v is Plain => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Fields over plain data. Lines are unknown here: every problem sends the parser to the YAML reader. */
export class PlainFields implements Fields {
	readonly errors: BlockError[] = [];
	private readonly used = new Set<string>();

	constructor(private readonly map: Plain) {}

	has(key: string): boolean {
		return key in this.map;
	}

	fail(_key: string, message: string): undefined {
		this.errors.push({ line: 0, message });
		return undefined;
	}

	raw(key: string): unknown {
		this.used.add(key);
		return this.map[key];
	}

	string(key: string, required = false): string | undefined {
		const v = this.raw(key);
		if (v === undefined || v === null) return required ? this.fail(key, 'missing') : undefined;
		if (typeof v === 'string') return v;
		if (typeof v === 'number' && !required) return String(v);
		return this.fail(key, 'not text');
	}

	int(key: string, opts: { min?: number; max?: number; required?: boolean } = {}): number | undefined {
		const v = this.raw(key);
		if (v === undefined) return opts.required ? this.fail(key, 'missing') : undefined;
		if (typeof v !== 'number' || !Number.isInteger(v)) return this.fail(key, 'not a whole number');
		if ((opts.min !== undefined && v < opts.min) || (opts.max !== undefined && v > opts.max)) return this.fail(key, 'out of range');
		return v;
	}

	bool(key: string, required = false): boolean | undefined {
		const v = this.raw(key);
		if (v === undefined) return required ? this.fail(key, 'missing') : undefined;
		return typeof v === 'boolean' ? v : this.fail(key, 'not true or false');
	}

	dicePair(key: string): [number, number] | undefined {
		const v = this.raw(key);
		if (!Array.isArray(v) || v.length !== 2) return this.fail(key, 'not two dice');
		if (!v.every((d) => typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= 10)) return this.fail(key, 'die out of range');
		return [v[0] as number, v[1] as number];
	}

	child(key: string, required = false): Fields | undefined {
		const v = this.raw(key);
		if (v === undefined) return required ? this.fail(key, 'missing') : undefined;
		if (!isPlainMap(v)) return this.fail(key, 'not a map');
		return this.adopt(new PlainFields(v));
	}

	children(key: string): Fields[] {
		const v = this.raw(key);
		if (v === undefined) return [];
		if (!Array.isArray(v)) {
			this.fail(key, 'not a list');
			return [];
		}
		return v.flatMap((item) => (isPlainMap(item) ? [this.adopt(new PlainFields(item))] : (this.fail(key, 'item not a map'), [])));
	}

	private adopt(child: PlainFields): PlainFields {
		(child as { errors: BlockError[] }).errors = this.errors;
		return child;
	}

	unread(): Record<string, unknown> {
		return Object.fromEntries(Object.entries(this.map).filter(([k]) => !this.used.has(k)));
	}
}
