import { type Document, LineCounter, isMap, isScalar, isSeq, type Node, type YAMLMap, parseDocument } from 'yaml';

import type { BlockError, Fields } from './fields';

export type { BlockError };

/**
 * Reads typed values out of a parsed YAML map and collects every problem with its line,
 * instead of stopping at the first one: a player fixing a block sees them all.
 */
export class FieldReader implements Fields {
	readonly errors: BlockError[] = [];
	readonly used = new Set<string>();

	constructor(
		private readonly map: YAMLMap,
		private readonly lines: LineCounter,
		private readonly path = '',
	) {}

	lineOf(node: Node | null | undefined): number {
		const offset = node?.range?.[0];
		return offset === undefined ? 1 : this.lines.linePos(offset).line;
	}

	private pair(key: string) {
		return this.map.items.find((p) => isScalar(p.key) && p.key.value === key);
	}

	has(key: string): boolean {
		return this.pair(key) !== undefined;
	}

	fail(key: string, message: string): undefined {
		const p = this.pair(key);
		this.errors.push({ line: this.lineOf((p?.key as Node | undefined) ?? this.map), message: `${this.path}${message}` });
		return undefined;
	}

	node(key: string): Node | undefined {
		this.used.add(key);
		const value = this.pair(key)?.value;
		return (value as Node | null | undefined) ?? undefined;
	}

	raw(key: string): unknown {
		const n = this.node(key);
		return n ? (n.toJSON() as unknown) : undefined;
	}

	string(key: string, required = false): string | undefined {
		const n = this.node(key);
		if (n === undefined || (isScalar(n) && n.value === null)) return required ? this.fail(key, `"${key}" is missing.`) : undefined;
		if (!isScalar(n) || typeof n.value !== 'string') {
			return typeof (n as { value?: unknown }).value === 'number' && !required
				? String((n as { value: number }).value)
				: this.fail(key, `"${key}" should be text.`);
		}
		return n.value;
	}

	int(key: string, opts: { min?: number; max?: number; required?: boolean } = {}): number | undefined {
		const n = this.node(key);
		if (n === undefined) return opts.required ? this.fail(key, `"${key}" is missing.`) : undefined;
		const value = isScalar(n) ? n.value : undefined;
		if (typeof value !== 'number' || !Number.isInteger(value)) return this.fail(key, `"${key}" should be a whole number.`);
		if (opts.min !== undefined && value < opts.min) return this.fail(key, `"${key}" is ${value}; it cannot be below ${opts.min}.`);
		if (opts.max !== undefined && value > opts.max) return this.fail(key, `"${key}" is ${value}; it cannot be above ${opts.max}.`);
		return value;
	}

	bool(key: string, required = false): boolean | undefined {
		const n = this.node(key);
		if (n === undefined) return required ? this.fail(key, `"${key}" is missing.`) : undefined;
		if (!isScalar(n) || typeof n.value !== 'boolean') return this.fail(key, `"${key}" should be true or false.`);
		return n.value;
	}

	/** Two challenge dice, 1-10 each. */
	dicePair(key: string): [number, number] | undefined {
		const n = this.node(key);
		if (n === undefined) return this.fail(key, `"${key}" is missing.`);
		if (!isSeq(n) || n.items.length !== 2) return this.fail(key, `"${key}" should be two dice, like [3, 8].`);
		const values = n.items.map((i) => (isScalar(i) ? i.value : undefined));
		for (const v of values) {
			if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 10) {
				return this.fail(key, `"${key}" has ${String(v)}; challenge dice show 1 to 10.`);
			}
		}
		return [values[0] as number, values[1] as number];
	}

	/** A nested map read with its own reader, sharing this reader's error list. */
	child(key: string, required = false): FieldReader | undefined {
		const n = this.node(key);
		if (n === undefined) return required ? this.fail(key, `"${key}" is missing.`) : undefined;
		if (!isMap(n)) return this.fail(key, `"${key}" should be a set of keys and values.`);
		return this.adopt(new FieldReader(n, this.lines, `${this.path}${key}: `));
	}

	/** Readers for each map in a list. */
	children(key: string): FieldReader[] {
		const n = this.node(key);
		if (n === undefined) return [];
		if (!isSeq(n)) {
			this.fail(key, `"${key}" should be a list.`);
			return [];
		}
		return n.items.flatMap((item, i) => {
			if (!isMap(item)) {
				this.errors.push({ line: this.lineOf(item as Node), message: `${this.path}${key} item ${i + 1} should be a set of keys and values.` });
				return [];
			}
			return [this.adopt(new FieldReader(item, this.lines, `${this.path}${key} ${i + 1}: `))];
		});
	}

	private adopt(child: FieldReader): FieldReader {
		// Errors land in one list; the child pushes into ours.
		(child as { errors: BlockError[] }).errors = this.errors;
		return child;
	}

	/** Keys of this map that nothing read: kept as they were on rewrite. */
	unread(): Record<string, unknown> {
		const extra: Record<string, unknown> = {};
		for (const p of this.map.items) {
			const key = isScalar(p.key) ? String(p.key.value) : undefined;
			if (key !== undefined && !this.used.has(key)) extra[key] = (p.value as Node | null)?.toJSON() ?? null;
		}
		return extra;
	}
}

export function parseYaml(source: string): { doc: Document.Parsed; lines: LineCounter } {
	const lines = new LineCounter();
	const doc = parseDocument(source, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
	return { doc, lines };
}
