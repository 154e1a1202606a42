import type { ChoiceSpec, FollowUp, MoveModel, OptionSpec } from '../model';
import { PAY_THE_PRICE, gain, lose } from './shared';

const clear = (impact: string) => ({ kind: 'clear' as const, impact });
const marked = (impact: string) => [{ kind: 'marked' as const, impact }];
const unmarked = (impact: string) => [{ kind: 'unmarked' as const, impact }];

const PTP = 'move:starforged/fate/pay_the_price';
const STARSHIP = 'asset:starforged/command_vehicle/starship';

const automatic = (slug: string): FollowUp => ({ move: `move:starforged/recover/${slug}`, note: 'an automatic strong hit, no roll' });

/** Sojourn's recover moves: each is made next, as an automatic strong hit. */
function SOJOURN_MOVES(pick: number): ChoiceSpec {
	return {
		pick,
		repeats: true,
		options: [
			{ text: 'Heal', followUps: [automatic('heal')] },
			{ text: 'Hearten (+1 more spirit as you Sojourn)', followUps: [automatic('hearten')] },
			{ text: 'Repair', followUps: [automatic('repair')] },
			{ text: 'Resupply', followUps: [automatic('resupply')] },
		],
	};
}

/** Heal's care. An option that clears wounded first may then raise health. */
function CARE(): ChoiceSpec {
	return {
		pick: 1,
		options: [
			{ text: 'You are wounded: clear it and take +2 health', effects: [clear('wounded'), gain('health', 2)], requires: marked('wounded') },
			{ text: 'You are not wounded: take +3 health', effects: [gain('health', 3)], requires: unmarked('wounded') },
			{ text: 'Your companion is cared for: give them +3 health', effects: [gain('companion_health', 3)], requires: [{ kind: 'companion' }] },
			{ text: 'Give the care to an ally (no change on this sheet)' },
		],
	};
}

/** Hearten's comfort; the Sojourn bonus is folded in, since a second choice could not raise spirit while shaken. */
function COMFORT(): ChoiceSpec {
	return {
		pick: 1,
		options: [
			{ text: 'You are shaken: clear it and take +1 spirit', effects: [clear('shaken'), gain('spirit', 1)], requires: marked('shaken') },
			{ text: 'You are shaken, as you Sojourn: clear it and take +2 spirit', effects: [clear('shaken'), gain('spirit', 2)], requires: marked('shaken') },
			{ text: 'You are not shaken: take +2 spirit', effects: [gain('spirit', 2)], requires: unmarked('shaken') },
			{ text: 'You are not shaken, as you Sojourn: take +3 spirit', effects: [gain('spirit', 3)], requires: unmarked('shaken') },
		],
	};
}

function SUPPLIES(): ChoiceSpec {
	return {
		pick: 1,
		options: [
			{ text: 'You are unprepared: clear it and take +1 supply', effects: [clear('unprepared'), gain('supply', 1)], requires: marked('unprepared') },
			{ text: 'You are not unprepared: take +2 supply', effects: [gain('supply', 2)], requires: unmarked('unprepared') },
			{ text: 'Acquire a specific item or resource you need: take +1 momentum', effects: [gain('momentum', 1)] },
		],
	};
}

/**
 * Repair points are not counted yet: the situation's points are named, and the spending is
 * the player's to keep within them (at most 5 + 3 from supply).
 */
function REPAIRS(points: [number, number, number]): ChoiceSpec[] {
	const pts = (n: number) => `${n} repair point${n === 1 ? '' : 's'}`;
	return [
		{ pick: 1, options: [{ text: `At a facility: ${pts(points[0])}` }, { text: `In the field: ${pts(points[1])}` }, { text: `Under fire: ${pts(points[2])}` }] },
		{ pick: 3, upTo: true, repeats: true, options: [{ text: 'Sacrifice Resources: −1 supply for 1 extra point', effects: [lose('supply', 1)] }] },
		{ pick: 8, upTo: true, repeats: true, options: SPEND() },
	];
}

function SPEND(): OptionSpec[] {
	return [
		{ text: 'Clear battered (2 points)', effects: [clear('battered')], requires: marked('battered') },
		{ text: 'Fix one broken module (2 points)' },
		{ text: '+1 integrity (1 point)', effects: [gain('integrity', 1)], requires: [{ kind: 'vehicle' }] },
		{ text: '+1 health for a mechanical companion (1 point)', effects: [gain('companion_health', 1)], requires: [{ kind: 'companion' }] },
		{ text: 'Repair any other device (3 points)' },
		{ text: 'Repair any other device, with a complication or malfunction (2 points)' },
	];
}

/** Starforged recover moves (seed 003 lines 688-784). */
export const STARFORGED_RECOVER = (): MoveModel[] => [
	{
		id: 'move:starforged/recover/sojourn',
		outcomes: {
			strong_hit: { choices: [SOJOURN_MOVES(2)] },
			// The group's limit of three moves is across players, beyond one sheet.
			weak_hit: { choices: [SOJOURN_MOVES(1)] },
			miss: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Do what the community asks, or Swear an Iron Vow to see it done: this becomes a strong hit', followUps: [{ move: 'move:starforged/quest/swear_an_iron_vow', note: 'if you vow to do what they ask' }] },
							{ text: 'You find no relief: Pay the Price', followUps: [PAY_THE_PRICE] },
						],
					},
				],
			},
		},
		examples: [
			{
				name: 'strong hit: two recover moves, the same one twice',
				proves: ['SF-31'],
				stat: 'heart',
				dice: [5, 1, 2],
				choose: [1, 1],
				expect: { outcome: 'strong_hit', options: ['Heal', 'Hearten (+1 more spirit as you Sojourn)', 'Repair', 'Resupply'], followUps: ['move:starforged/recover/heal', 'move:starforged/recover/heal'] },
			},
			{ name: 'weak hit: one recover move', proves: ['SF-31'], stat: 'heart', dice: [3, 2, 8], choose: [2], expect: { outcome: 'weak_hit', followUps: ['move:starforged/recover/hearten'] } },
			{ name: 'miss: no relief, Pay the Price', proves: ['SF-31'], stat: 'heart', dice: [1, 6, 9], choose: [2], expect: { outcome: 'miss', followUps: [PTP] } },
		],
	},
	{
		id: 'move:starforged/recover/heal',
		outcomes: {
			strong_hit: { choices: [CARE()] },
			weak_hit: { choices: [CARE(), { pick: 1, options: [{ text: 'Lose Momentum (−2)', effects: [lose('momentum', 2)] }, { text: 'Sacrifice Resources (−2)', effects: [lose('supply', 2)] }] }] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit while wounded: clear it, +2 health', proves: ['SF-32', 'DB-16'], stat: 'iron', sheet: { health: 1, wounded: true }, dice: [5, 3, 4], choose: [1], expect: { outcome: 'strong_hit', after: { wounded: false, health: 3 } } },
			{ name: 'strong hit, not wounded: +3 health', proves: ['SF-32', 'DB-16'], stat: 'wits', sheet: { health: 1 }, dice: [5, 3, 4], choose: [2], expect: { outcome: 'strong_hit', after: { health: 4 } } },
			{ name: 'weak hit: as above, and Sacrifice Resources (−2)', proves: ['SF-32'], stat: 'iron', sheet: { health: 2, supply: 3 }, dice: [3, 2, 9], choose: [2, 6], expect: { outcome: 'weak_hit', after: { health: 5, supply: 1 } } },
			{ name: 'weak hit: Lose Momentum (−2)', proves: ['SF-32'], stat: 'iron', sheet: { health: 4, wounded: true }, dice: [3, 2, 9], choose: [1, 5], expect: { after: { wounded: false, health: 5, momentum: 0 } } },
			{ name: 'treatment for a companion: +3 health', proves: ['SF-32'], stat: 'heart', sheet: { glowcat_health: 0, assets: ['asset:starforged/companion/glowcat'] }, dice: [6, 2, 7], choose: [3], expect: { after: { glowcat_health: 3 } } },
			{ name: 'miss: Pay the Price', stat: 'iron', dice: [1, 4, 9], expect: { outcome: 'miss', followUps: [PTP] } },
		],
	},
	{
		id: 'move:starforged/recover/hearten',
		outcomes: {
			strong_hit: { choices: [COMFORT()] },
			weak_hit: { effects: [lose('momentum', 1)], choices: [COMFORT()] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit while shaken: clear it, +1 spirit', proves: ['DB-16'], stat: 'heart', sheet: { spirit: 2, shaken: true }, dice: [5, 3, 4], choose: [1], expect: { outcome: 'strong_hit', after: { shaken: false, spirit: 3 } } },
			{ name: 'strong hit as you Sojourn: +2 spirit, +1 more', proves: ['DB-16'], stat: 'heart', sheet: { spirit: 2 }, dice: [5, 3, 4], choose: [4], expect: { after: { spirit: 5 } } },
			{ name: 'weak hit: +2 spirit, then Lose Momentum (−1)', proves: ['DB-16'], stat: 'heart', sheet: { spirit: 2 }, dice: [3, 4, 6], choose: [3], expect: { outcome: 'weak_hit', after: { spirit: 4, momentum: 1 } } },
			{ name: 'miss: Pay the Price', stat: 'heart', dice: [2, 5, 8], expect: { outcome: 'miss', followUps: [PTP] } },
		],
	},
	{
		id: 'move:starforged/recover/resupply',
		outcomes: {
			strong_hit: { choices: [SUPPLIES()] },
			// The weak hit's cost or demand comes first, in the story; the gain is the same.
			weak_hit: { choices: [SUPPLIES()] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit while unprepared: clear it, +1 supply', proves: ['DB-16'], stat: 'wits', sheet: { supply: 0, unprepared: true }, dice: [5, 3, 4], choose: [1], expect: { outcome: 'strong_hit', after: { unprepared: false, supply: 1 } } },
			{ name: 'strong hit: +2 supply', proves: ['DB-16'], stat: 'heart', sheet: { supply: 2 }, dice: [5, 3, 4], choose: [2], expect: { after: { supply: 4 } } },
			{ name: 'weak hit: the item you need, +1 momentum', stat: 'shadow', dice: [3, 4, 6], choose: [3], expect: { outcome: 'weak_hit', after: { momentum: 3 } } },
			{ name: 'miss: Pay the Price', stat: 'iron', dice: [1, 5, 6], expect: { outcome: 'miss', followUps: [PTP] } },
		],
	},
	{
		id: 'move:starforged/recover/repair',
		outcomes: {
			strong_hit: { choices: REPAIRS([5, 3, 2]) },
			weak_hit: { choices: REPAIRS([3, 1, 0]) },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit at a facility: 5 points clear battered and give +3 integrity',
				proves: ['SF-33', 'DB-15'],
				stat: 'wits',
				sheet: { starship_integrity: 2, battered: true, assets: [STARSHIP] },
				dice: [5, 1, 2],
				choose: [1, 5, 7, 7, 7],
				expect: {
					outcome: 'strong_hit',
					options: ['At a facility: 5 repair points', 'In the field: 3 repair points', 'Under fire: 2 repair points', 'Sacrifice Resources: −1 supply for 1 extra point', ...SPEND().map((o) => o.text)],
					after: { battered: false, starship_integrity: 5 },
				},
			},
			{
				name: 'weak hit in the field: 1 point and 2 from supply, +3 integrity',
				proves: ['SF-33'],
				stat: 'supply',
				sheet: { starship_integrity: 1, assets: [STARSHIP] },
				dice: [2, 3, 9],
				choose: [2, 4, 4, 7, 7, 7],
				expect: { outcome: 'weak_hit', options: ['At a facility: 3 repair points', 'In the field: 1 repair point', 'Under fire: 0 repair points', 'Sacrifice Resources: −1 supply for 1 extra point', ...SPEND().map((o) => o.text)], after: { supply: 3, starship_integrity: 4 } },
			},
			{ name: 'miss: Pay the Price', stat: 'wits', dice: [1, 7, 8], expect: { outcome: 'miss', followUps: [PTP] } },
		],
	},
];
