import type { MoveCondition, MoveInfo, RollOption } from '../content/map-move';
import { pickValue } from '../rules/roll-options';

export class MoveInputError extends Error {
	override name = 'MoveInputError';
}

/** The name a player uses for a roll option: "edge", "health", "bonds_legacy", an asset control. */
export function optionKey(option: RollOption): string {
	switch (option.using) {
		case 'stat':
			return option.stat;
		case 'condition_meter':
			return option.meter;
		case 'special_track':
			return option.track;
		case 'custom':
			return option.label;
		case 'progress_track':
			return 'progress';
		default:
			// An asset's meter: a companion's health is not the character's, nor a ship's hold its supply.
			return option.key === 'health' ? 'companion_health' : option.key === 'supply' ? 'hold' : option.key;
	}
}

/** Every way this move can be rolled, one entry per condition, for pickers and messages. */
export function rollChoices(move: MoveInfo): { condition: MoveCondition; keys: string[] }[] {
	return move.conditions.map((condition) => ({ condition, keys: condition.options.map(optionKey) }));
}

/**
 * A "whichever is higher/lower" roll named as the block prints it (`iron/wits`, either order):
 * a value it compares that picks that choice; any other name is returned as it is.
 */
export function statAlias(move: MoveInfo, asked: string | undefined): string | undefined {
	const parts = asked?.split('/').map((p) => p.trim());
	if (!parts || parts.length < 2) return asked;
	const choices = rollChoices(move);
	const joined = choices.find(({ condition, keys }) => (condition.method === 'highest' || condition.method === 'lowest') && keys.length === parts.length && parts.every((p) => keys.includes(p)));
	// A key that picks this choice and no earlier one (Heal's wits alone comes before its lower of iron and wits).
	return joined?.keys.find((k) => choices.find((c) => c.keys.includes(k)) === joined) ?? asked;
}

/**
 * The roll a stat names: where it is rolled alone (Heal's "Provide care: +wits") rather than
 * a lower/higher of two that compares it ("Mend your own wounds"), unless the pair was asked
 * for (`iron/wits`); a stat rolled only in a comparison picks the comparison.
 */
export function pickRollChoice<C extends { condition: MoveCondition; keys: string[] }>(choices: readonly C[], asked: string | undefined, wanted: string): C | undefined {
	const compares = (c: C) => c.condition.method === 'highest' || c.condition.method === 'lowest';
	const pair = (asked?.split('/').length ?? 0) > 1;
	return choices.find((c) => c.keys.includes(wanted) && compares(c) === pair) ?? choices.find((c) => c.keys.includes(wanted));
}

export interface ChosenStat {
	/** "edge", or "iron/health" for "whichever is higher". */
	name: string;
	value: number;
	/** The values compared for higher/lower, when there were several. */
	compared?: Record<string, number>;
}

/**
 * Picks what the move rolls from the values a player gave. A custom option carries its
 * own value; "whichever is higher/lower" needs every value it compares.
 */
export function chooseStat(move: MoveInfo, given: Readonly<Record<string, number>>): ChosenStat {
	const names = Object.keys(given);
	for (const { condition, keys } of rollChoices(move)) {
		if (condition.method === 'highest' || condition.method === 'lowest') {
			if (keys.every((k) => k in given)) {
				const values = keys.map((k) => given[k] as number);
				return {
					name: keys.join('/'),
					value: pickValue(condition.method, values),
					compared: Object.fromEntries(keys.map((k) => [k, given[k] as number])),
				};
			}
			continue;
		}
		for (const option of condition.options) {
			const key = optionKey(option);
			if (option.using === 'custom' && names.includes(key)) return { name: key, value: given[key] as number };
			if (option.using === 'custom' && names.length === 0) continue;
			if (names.length === 1 && names[0] === key) return { name: key, value: given[key] as number };
		}
	}
	const allowed = [...new Set(rollChoices(move).map((c) => (c.condition.method === 'highest' || c.condition.method === 'lowest' ? c.keys.join('+') : c.keys.join(', '))))];
	throw new MoveInputError(
		`${move.name} does not roll ${names.join(' and ') || 'nothing'}: it rolls ${allowed.join('; or ') || 'nothing'}.`,
	);
}
