import type { ChoiceSpec, FollowUp, OptionSpec } from '../model';
import { lose } from '../build';

export { gain, lose, progress } from '../build';

/** Sundered Isles is played with Starforged's fate, suffer and threshold moves, less the ones it replaces. */
export const PAY_THE_PRICE: FollowUp = { move: 'move:starforged/fate/pay_the_price' };
export const PTP = PAY_THE_PRICE.move;
export const WITHSTAND_DAMAGE = 'move:sundered_isles/suffer/withstand_damage';

const SUFFER: [name: string, move?: string][] = [
	['Lose Momentum'],
	['Endure Harm', 'move:starforged/suffer/endure_harm'],
	['Endure Stress', 'move:starforged/suffer/endure_stress'],
	['Sacrifice Resources'],
	['Companion Takes a Hit', 'move:starforged/suffer/companion_takes_a_hit'],
	['Withstand Damage', WITHSTAND_DAMAGE],
];

/**
 * "Make a suffer move (−n)" as Sundered Isles has them: Withstand Damage is its own version.
 * Lose Momentum and Sacrifice Resources are applied at once, the rolled ones come next.
 */
function sufferMove(n: number): OptionSpec[] {
	return SUFFER.map(([name, move]): OptionSpec => {
		const text = `${name} (−${n})`;
		if (!move) return { text, effects: [lose(name === 'Lose Momentum' ? 'momentum' : 'supply', n)] };
		const option: OptionSpec = { text, followUps: [{ move, magnitude: n }] };
		if (name === 'Companion Takes a Hit') option.requires = [{ kind: 'companion' }];
		if (name === 'Withstand Damage') option.requires = [{ kind: 'vehicle' }];
		return option;
	});
}

/**
 * The flagship's hold "acts as supply for you and your allies when … suffering a cost related
 * to shipwide gear and provisions": a cost en route may come out of the hold in place of your
 * own supply, the player's call. Emptying the hold marks unprepared (src/moves/engine/effects.ts).
 */
export const FROM_HOLD = 'Sacrifice Resources from the ship’s hold';
const fromHold = (n: number, prefix: string): OptionSpec => ({ text: `${prefix}${FROM_HOLD} (−${n})`, effects: [lose('hold', n)], requires: [{ kind: 'at_least', gauge: 'hold', value: 1 }] });

/**
 * A weak hit's "suffer costs en route: a suffer move (−2), or two suffer moves (−1)", or the
 * move's other cost. Choices cannot nest: the two (−1) moves are a sub-list of the first
 * choice, open only after its "two suffer moves" option (the 7th). The hold comes last in each
 * list, so the options the books list keep their numbers.
 */
export function costsEnRoute(other: string): ChoiceSpec[] {
	const first = 'Suffer costs en route: ';
	return [
		{
			pick: 1,
			options: [...sufferMove(2).map((o) => ({ ...o, text: `${first}${o.text}` })), { text: `${first}two suffer moves (−1), chosen next` }, { text: other }, fromHold(2, first)],
		},
		{ pick: 2, after: { choice: 0, option: 6 }, options: [...sufferMove(1).map((o) => ({ ...o, text: `One of two: ${o.text}` })), fromHold(1, 'One of two: ')] },
	];
}

/** The options a weak hit offers, as the player reads them (the examples check them). */
export function costOptions(other: string): string[] {
	const names = SUFFER.map(([name]) => name);
	return [
		...names.map((m) => `Suffer costs en route: ${m} (−2)`),
		'Suffer costs en route: two suffer moves (−1), chosen next',
		other,
		`Suffer costs en route: ${FROM_HOLD} (−2)`,
		...names.map((m) => `One of two: ${m} (−1)`),
		`One of two: ${FROM_HOLD} (−1)`,
	];
}
