import type { ChoiceSpec, MoveModel, OptionSpec } from '../model';
import { PAY_THE_PRICE, gain, lose } from './shared';
import { REPAIR, REPAIRS, STRONG_HIT_POINTS } from './repair';

const clear = (impact: string) => ({ kind: 'clear' as const, impact });
const marked = (impact: string) => [{ kind: 'marked' as const, impact }];
const unmarked = (impact: string) => [{ kind: 'unmarked' as const, impact }];

const PTP = 'move:starforged/fate/pay_the_price';


const prefixed = (move: string, options: OptionSpec[]) => options.map((o) => ({ ...o, text: `${move}: ${o.text.charAt(0).toLowerCase()}${o.text.slice(1)}` }));

/**
 * Sojourn's recover moves are automatic strong hits, made here with no roll (SF-31): each
 * option is one move's strong-hit result. Repair opens where it is made and its points.
 */
function SOJOURN_MOVES(pick: number): ChoiceSpec[] {
	const moves: OptionSpec[] = [
		...prefixed('Heal', CARE().options),
		{ text: 'Hearten: you are shaken: clear it and take +2 spirit (+1 as you Sojourn)', effects: [clear('shaken'), gain('spirit', 2)], requires: marked('shaken') },
		{ text: 'Hearten: you are not shaken: take +3 spirit (+1 as you Sojourn)', effects: [gain('spirit', 3)], requires: unmarked('shaken') },
		...prefixed('Resupply', SUPPLIES().options),
		{ text: 'Repair: its strong hit’s repair points, spent below' },
	];
	const repair = { choice: 0, option: moves.length - 1 };
	return [{ pick, repeats: true, options: moves }, ...REPAIRS(STRONG_HIT_POINTS).map((c) => ({ ...c, after: repair }))];
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

const SOJOURN_OPTIONS = [
	'Heal: you are wounded: clear it and take +2 health',
	'Heal: you are not wounded: take +3 health',
	'Heal: your companion is cared for: give them +3 health',
	'Heal: give the care to an ally (no change on this sheet)',
	'Hearten: you are shaken: clear it and take +2 spirit (+1 as you Sojourn)',
	'Hearten: you are not shaken: take +3 spirit (+1 as you Sojourn)',
	'Resupply: you are unprepared: clear it and take +1 supply',
	'Resupply: you are not unprepared: take +2 supply',
	'Resupply: acquire a specific item or resource you need: take +1 momentum',
	'Repair: its strong hit’s repair points, spent below',
	'At a facility: 5 repair points',
	'In the field: 3 repair points',
	'Under fire: 2 repair points',
	'Sacrifice Resources: −1 supply for 1 extra point',
	'Clear battered (2 points)',
	'Fix a module (2 points)',
	'+1 integrity (1 point)',
	'+1 health for a mechanical companion (1 point)',
	'Repair any other device (3 points)',
	'Repair any other device, with a complication or malfunction (2 points)',
];

/** Starforged recover moves (seed 003 lines 688-784). */
export const STARFORGED_RECOVER = (): MoveModel[] => [
	{
		id: 'move:starforged/recover/sojourn',
		outcomes: {
			strong_hit: { choices: SOJOURN_MOVES(2) },
			// The group's limit of three moves is across players, beyond one sheet.
			weak_hit: { choices: SOJOURN_MOVES(1) },
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
				name: 'strong hit: two recover moves as automatic strong hits, no roll and no move to make next',
				proves: ['SF-31'],
				stat: 'heart',
				sheet: { health: 1, spirit: 1 },
				dice: [5, 1, 2],
				choose: [2, 6],
				expect: { outcome: 'strong_hit', options: SOJOURN_OPTIONS, after: { health: 4, spirit: 4 }, followUps: [] },
			},
			{ name: 'strong hit: the same recover move twice', proves: ['SF-31'], stat: 'heart', sheet: { supply: 1 }, dice: [5, 1, 2], choose: [8, 8], expect: { after: { supply: 5 }, followUps: [] } },
			{ name: 'weak hit: one recover move, an automatic strong hit', proves: ['SF-31'], stat: 'heart', sheet: { supply: 2 }, dice: [3, 2, 8], choose: [8], expect: { outcome: 'weak_hit', after: { supply: 4 }, followUps: [] } },
			{
				name: 'strong hit: Repair at a facility, its 5 points on integrity',
				proves: ['SF-31', 'SF-33'],
				stat: 'heart',
				sheet: { starship_integrity: 0, health: 2, assets: ['asset:starforged/command_vehicle/starship'] },
				dice: [5, 1, 2],
				choose: [10, 2, 11, 17, 17, 17, 17, 17],
				expect: { after: { starship_integrity: 5, health: 5 }, followUps: [] },
			},
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
	REPAIR(),
];
