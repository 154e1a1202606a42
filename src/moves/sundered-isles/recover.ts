import type { ChoiceSpec, Effect, MoveModel, OptionSpec, Requirement } from '../model';
import { PAY_THE_PRICE, PTP, gain, lose } from './shared';

const FLAGSHIP = 'asset:sundered_isles/command_vehicle/flagship';
const marked = (impact: string): Requirement[] => [{ kind: 'marked', impact }];
const unmarked = (impact: string): Requirement[] => [{ kind: 'unmarked', impact }];
const clear = (impact: string): Effect => ({ kind: 'clear', impact });

/** Room in the ship's hold: it is on the sheet and below its 5. */
const HOLD_ROOM: Requirement = { kind: 'at_most', gauge: 'hold', value: 4 };

/**
 * Resupply's strong hit. The hold acts as supply for shipwide gear and provisions, so the
 * supply gained may go into it instead (Improved Hold: "Resupply to gain gear or provisions for
 * your ship's hold"); those options come after the book's, which keep their numbers.
 */
function supplies(): ChoiceSpec {
	return {
		pick: 1,
		options: [
			{ text: 'You are unprepared: clear it and take +1 supply', effects: [clear('unprepared'), gain('supply', 1)], requires: marked('unprepared') },
			{ text: 'You are not unprepared: take +2 supply', effects: [gain('supply', 2)], requires: unmarked('unprepared') },
			{ text: 'Acquire a specific item or resource you need: take +1 momentum', effects: [gain('momentum', 1)] },
			{ text: 'For the ship’s hold, while you are unprepared: clear it and take +1 supply (hold)', effects: [clear('unprepared'), gain('hold', 1)], requires: [...marked('unprepared'), HOLD_ROOM] },
			{ text: 'For the ship’s hold: take +2 supply (hold)', effects: [gain('hold', 2)], requires: [...unmarked('unprepared'), HOLD_ROOM] },
		],
	};
}

/** Where the repairs are made, with the points a hit gives there: [strong hit, weak hit]. */
const SITUATIONS: [string, number, number][] = [
	['At a facility', 7, 5],
	['At anchor', 4, 2],
	['Underway', 3, 1],
	['Under fire', 2, 0],
];

/** How the points may be spent; the engine does not count them, the player keeps within them. */
function spend(): OptionSpec[] {
	return [
		{ text: 'Clear battered on a vehicle (2 points)', effects: [clear('battered')], requires: marked('battered') },
		{ text: 'Fix one broken module (2 points)' },
		{ text: '+1 integrity on a vehicle (1 point)', effects: [gain('integrity', 1)], requires: [{ kind: 'vehicle' }] },
		{ text: '+1 health for a mechanical companion (1 point)', effects: [gain('companion_health', 1)], requires: [{ kind: 'companion' }] },
		{ text: 'Repair any other device (3 points)' },
		{ text: 'Repair any other device, with a complication or malfunction (2 points)' },
	];
}

const HOLD_TRADE = 'Your own repairs: Sacrifice Resources (hold), −1 supply from the hold for 1 extra point';

/** +wits is making your own repairs (or directing your crew); +heart is obtaining repair services at a facility. */
const OWN_REPAIRS: Requirement = { kind: 'rolled', stat: 'wits', what: 'your own repairs' };

function repairs(hit: 1 | 2): ChoiceSpec[] {
	const pts = (n: number) => `${n} repair point${n === 1 ? '' : 's'}`;
	return [
		// Repair services are had only at a facility; your own repairs may be made anywhere.
		{ pick: 1, options: SITUATIONS.map(([where, ...points]) => ({ text: `${where}: ${pts(points[hit - 1] as number)}`, ...(where === 'At a facility' ? {} : { requires: [OWN_REPAIRS] }) })) },
		// Only for your own repairs, up to 3, from the ship's hold ("Sacrifice Resources (hold)"), not the character's supply.
		{ pick: 3, upTo: true, repeats: true, when: [OWN_REPAIRS], options: [{ text: HOLD_TRADE, effects: [lose('hold', 1)], requires: [{ kind: 'at_least', gauge: 'hold', value: 1 }] }] },
		// 7 points and 3 from supply at most: ten one-point spends.
		{ pick: 10, upTo: true, repeats: true, options: spend() },
	];
}

/** Sundered Isles recover moves, which replace Starforged's (Sundered Isles pp. 102-103). */
export const SUNDERED_ISLES_RECOVER = (): MoveModel[] => [
	{
		id: 'move:sundered_isles/recover/resupply',
		outcomes: {
			strong_hit: { choices: [supplies()] },
			// The weak hit's cost, complication or demand is dealt with first, in the story.
			weak_hit: { choices: [supplies()] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit while unprepared: clear it, +1 supply', stat: 'heart', sheet: { supply: 0, unprepared: true }, dice: [5, 2, 6], choose: [1], expect: { outcome: 'strong_hit', after: { unprepared: false, supply: 1 } } },
			{ name: 'strong hit from the ship’s stores: +2 supply', stat: 'iron', sheet: { supply: 1 }, dice: [6, 4, 5], choose: [2], expect: { after: { supply: 3 } } },
			{ name: 'strong hit: provisions for the ship’s hold, +2 supply (hold)', stat: 'heart', sheet: { flagship_supply: 1, assets: [FLAGSHIP] }, dice: [5, 2, 6], choose: [5], expect: { after: { flagship_supply: 3, supply: 5 } } },
			{ name: 'weak hit: the emptied hold refilled, unprepared cleared', stat: 'iron', sheet: { flagship_supply: 0, unprepared: true, assets: [FLAGSHIP] }, dice: [3, 2, 8], choose: [4], expect: { outcome: 'weak_hit', after: { flagship_supply: 1, unprepared: false } } },
			{ name: 'weak hit: the item you need, +1 momentum', stat: 'shadow', dice: [3, 1, 8], choose: [3], expect: { outcome: 'weak_hit', after: { momentum: 3, supply: 5 } } },
			{ name: 'miss: an unexpected peril, Pay the Price', stat: 'wits', dice: [1, 4, 10], expect: { outcome: 'miss', followUps: [PTP] } },
		],
	},
	{
		id: 'move:sundered_isles/recover/repair',
		outcomes: {
			strong_hit: { choices: repairs(1) },
			weak_hit: { choices: repairs(2) },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit, services at a facility: 7 points clear battered and give +5 integrity; no trade from the hold',
				stat: 'heart',
				sheet: { flagship_integrity: 0, flagship_supply: 5, battered: true, assets: [FLAGSHIP] },
				dice: [5, 2, 6],
				choose: [1, 5, 7, 7, 7, 7, 7],
				expect: {
					outcome: 'strong_hit',
					options: ['At a facility: 7 repair points', 'At anchor: 4 repair points', 'Underway: 3 repair points', 'Under fire: 2 repair points', ...spend().map((o) => o.text)],
					after: { battered: false, flagship_integrity: 5, flagship_supply: 5 },
				},
			},
			{
				name: 'weak hit, own repairs at anchor: 2 points and 1 from the hold, +3 integrity',
				stat: 'wits',
				sheet: { flagship_integrity: 1, flagship_supply: 5, assets: [FLAGSHIP] },
				dice: [3, 2, 9],
				choose: [2, 5, 8, 8, 8],
				expect: { outcome: 'weak_hit', options: ['At a facility: 5 repair points', 'At anchor: 2 repair points', 'Underway: 1 repair point', 'Under fire: 0 repair points', HOLD_TRADE, ...spend().map((o) => o.text)], after: { supply: 5, flagship_supply: 4, flagship_integrity: 4 } },
			},
			{ name: 'miss: the repairs are not made, Pay the Price', stat: 'wits', sheet: { flagship_integrity: 2, assets: [FLAGSHIP] }, dice: [2, 8, 9], expect: { outcome: 'miss', after: { flagship_integrity: 2 }, followUps: [PTP] } },
		],
	},
];
