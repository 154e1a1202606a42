/** A small argument parser: `--name value`, `--name=value`, boolean flags, positionals. */

export class UsageError extends Error {
	override name = 'UsageError';
}

export interface ParsedArgs {
	positionals: string[];
	options: Map<string, string>;
	flags: Set<string>;
}

export interface ArgSpec {
	/** Options that take a value. A value may start with "-" (negative numbers). */
	options: readonly string[];
	/** Options that take no value. */
	flags: readonly string[];
}

export function parseArgs(argv: readonly string[], spec: ArgSpec): ParsedArgs {
	const parsed: ParsedArgs = { positionals: [], options: new Map(), flags: new Set() };
	for (let i = 0; i < argv.length; i++) {
		const token = argv[i] as string;
		if (!token.startsWith('--') || token === '--') {
			parsed.positionals.push(token);
			continue;
		}
		const eq = token.indexOf('=');
		const name = token.slice(2, eq === -1 ? undefined : eq);
		if (spec.flags.includes(name)) {
			if (eq !== -1) throw new UsageError(`--${name} takes no value.`);
			parsed.flags.add(name);
		} else if (spec.options.includes(name)) {
			const value = eq === -1 ? argv[++i] : token.slice(eq + 1);
			if (value === undefined) throw new UsageError(`--${name} needs a value.`);
			if (parsed.options.has(name)) throw new UsageError(`--${name} is given twice.`);
			parsed.options.set(name, value);
		} else {
			const known = [...spec.options, ...spec.flags].map((o) => `--${o}`).join(', ');
			throw new UsageError(`Unknown option --${name}${known ? ` (this command takes ${known})` : ''}.`);
		}
	}
	return parsed;
}

/** For commands that take only options: a stray word is a mistake, not something to ignore. */
export function noPositionals(args: ParsedArgs): void {
	const [first] = args.positionals;
	if (first !== undefined) throw new UsageError(`Unexpected "${first}": this command takes only options.`);
}

/** A whole number within bounds, or a usage error naming the option and the value. */
export function intOption(
	args: ParsedArgs,
	name: string,
	bounds: { min?: number; max?: number } = {},
): number | undefined {
	const raw = args.options.get(name);
	if (raw === undefined) return undefined;
	return parseWhole(raw, `--${name}`, bounds);
}

export function requiredInt(args: ParsedArgs, name: string, bounds: { min?: number; max?: number } = {}): number {
	const value = intOption(args, name, bounds);
	if (value === undefined) throw new UsageError(`--${name} is required.`);
	return value;
}

export function parseWhole(raw: string, what: string, bounds: { min?: number; max?: number } = {}): number {
	const text = raw.trim();
	if (!/^[+-]?\d+$/.test(text)) throw new UsageError(`${what} must be a whole number, not "${raw}".`);
	const value = Number(text);
	if (bounds.min !== undefined && value < bounds.min) throw new UsageError(`${what} is ${value}; it must be at least ${bounds.min}.`);
	if (bounds.max !== undefined && value > bounds.max) throw new UsageError(`${what} is ${value}; it must be at most ${bounds.max}.`);
	return value;
}

/**
 * Dice typed by a player: "4,7,7" or "4 7 7". "00" reads as 100 on percentile dice.
 * Ranges are checked by the dice source, which knows which die is which.
 */
export function diceOption(args: ParsedArgs): number[] | undefined {
	const raw = args.options.get('dice');
	if (raw === undefined) return undefined;
	const parts = raw.split(/[\s,]+/).filter((p) => p !== '');
	if (parts.length === 0) throw new UsageError('--dice needs at least one die.');
	return parts.map((p, i) => (p === '00' ? 100 : parseWhole(p, `Die ${i + 1} of --dice`)));
}
