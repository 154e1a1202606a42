import type { ChoiceSpec, Meter, MoveModel, OptionSpec } from '../model';
import { gain, lose } from './shared';
import { CLASSIC_THRESHOLDS } from './threshold';

const HAWK = {
	hawk_health: 3,
	assets: ['asset:classic/companion/hawk'],
	asset_abilities: ['asset.ability:classic/companion/hawk.0', 'asset.ability:classic/companion/hawk.1'],
};

/** Ironsworn classic, suffer moves (seed 001 lines 522-630; SRD 000:1600-1785). */
export const CLASSIC_SUFFER = (): MoveModel[] => [
	{
		id: 'move:classic/suffer/endure_harm',
		sufferFirst: 'health',
		outcomes: {
			strong_hit: { choices: [{ pick: 1, options: [shakeItOff('health'), { text: 'Embrace the pain: take +1 momentum', effects: [gain('momentum', 1)] }] }] },
			weak_hit: {},
			miss: { effects: [lose('momentum', 1)], choices: [atZero('health', 'wounded', 'maimed', 'Endure Harm')] },
		},
		examples: [
			{
				name: 'harm comes first, then the roll uses the higher of health and iron',
				proves: ['ME-09', 'AR-06'],
				stat: 'health/iron',
				sheet: { iron: 3 },
				suffer: 4,
				dice: [4, 5, 6],
				choose: [2],
				expect: { outcome: 'strong_hit', after: { health: 1, momentum: 3 } },
			},
			{ name: 'strong hit, shake it off: −1 momentum for +1 health', proves: ['ME-10'], stat: 'health/iron', suffer: 2, dice: [5, 2, 7], choose: [1], expect: { outcome: 'strong_hit', after: { health: 4, momentum: 1 } } },
			{ name: 'weak hit: press on, nothing more', proves: ['ME-11'], stat: 'health/iron', suffer: 1, dice: [3, 2, 9], expect: { outcome: 'weak_hit', options: [], after: { health: 4, momentum: 2 } } },
			{
				name: 'harm past 0 comes off momentum; a miss at 0 health marks wounded',
				proves: ['MO-22', 'ME-12', 'DB-03'],
				stat: 'health/iron',
				sheet: { health: 1 },
				suffer: 3,
				dice: [2, 6, 7],
				choose: [1],
				expect: {
					outcome: 'miss',
					options: ['Mark wounded', 'Mark maimed', 'Roll on the Endure Harm table'],
					after: { health: 0, momentum: -1, wounded: true },
				},
			},
			{
				name: 'a miss at 0 health, already wounded: mark maimed',
				proves: ['ME-12', 'DB-03'],
				stat: 'health/iron',
				sheet: { health: 2, wounded: true },
				suffer: 2,
				dice: [1, 5, 5],
				choose: [2],
				expect: { outcome: 'miss', after: { health: 0, maimed: true, momentum: 1 } },
			},
			{ name: 'a miss at 1 health: −1 momentum, no debility offered', proves: ['ME-12', 'DB-03'], stat: 'health/iron', sheet: { health: 2 }, suffer: 1, dice: [1, 8, 9], expect: { outcome: 'miss', options: [], after: { health: 1, momentum: 1, wounded: false } } },
			{
				name: 'at −6 momentum the miss’s −1 is a setback instead',
				proves: ['MO-16'],
				stat: 'health/iron',
				sheet: { momentum: -6, health: 3 },
				suffer: 1,
				dice: [1, 5, 7],
				expect: { outcome: 'miss', after: { momentum: -6, health: 2 }, followUps: ['move:classic/suffer/face_a_setback 1'] },
			},
		],
	},
	{
		id: 'move:classic/suffer/endure_stress',
		sufferFirst: 'spirit',
		outcomes: {
			strong_hit: { choices: [{ pick: 1, options: [shakeItOff('spirit'), { text: 'Embrace the darkness: take +1 momentum', effects: [gain('momentum', 1)] }] }] },
			weak_hit: {},
			miss: { effects: [lose('momentum', 1)], choices: [atZero('spirit', 'shaken', 'corrupted', 'Endure Stress')] },
		},
		examples: [
			{
				name: 'stress comes first, then the roll uses the higher of spirit and heart',
				proves: ['ME-15', 'AR-06'],
				stat: 'spirit/heart',
				sheet: { heart: 3 },
				suffer: 3,
				dice: [4, 6, 5],
				choose: [2],
				expect: { outcome: 'strong_hit', after: { spirit: 2, momentum: 3 } },
			},
			{ name: 'strong hit, shake it off: −1 momentum for +1 spirit', proves: ['ME-15'], stat: 'spirit/heart', suffer: 1, dice: [2, 3, 5], choose: [1], expect: { outcome: 'strong_hit', after: { spirit: 5, momentum: 1 } } },
			{ name: 'weak hit: press on', proves: ['ME-15'], stat: 'spirit/heart', suffer: 2, dice: [2, 3, 9], expect: { outcome: 'weak_hit', options: [], after: { spirit: 3, momentum: 2 } } },
			{
				name: 'stress past 0 comes off momentum; a miss at 0 spirit marks shaken',
				proves: ['MO-22', 'ME-15', 'DB-04'],
				stat: 'spirit/heart',
				sheet: { spirit: 2 },
				suffer: 4,
				dice: [1, 4, 8],
				choose: [1],
				expect: {
					outcome: 'miss',
					options: ['Mark shaken', 'Mark corrupted', 'Roll on the Endure Stress table'],
					after: { spirit: 0, momentum: -1, shaken: true },
				},
			},
			{ name: 'a miss at 0 spirit: mark corrupted', proves: ['ME-15', 'DB-04'], stat: 'spirit/heart', sheet: { spirit: 1 }, suffer: 1, dice: [2, 6, 5], choose: [2], expect: { outcome: 'miss', after: { corrupted: true, momentum: 1 } } },
			{ name: 'a miss at 1 spirit: −1 momentum, no debility offered', proves: ['ME-15', 'DB-04'], stat: 'spirit/heart', sheet: { spirit: 3 }, suffer: 2, dice: [1, 7, 9], expect: { outcome: 'miss', options: [], after: { spirit: 1, momentum: 1, shaken: false } } },
		],
	},
	{
		id: 'move:classic/suffer/companion_endure_harm',
		sufferFirst: 'companion_health',
		preconditions: [{ id: 'companion', requires: { kind: 'companion' }, rule: 'Companion Endure Harm needs a companion asset on your sheet' }],
		outcomes: {
			strong_hit: { effects: [gain('companion_health', 1)] },
			// At 0 health a battered companion cannot assist until healed: that is play, not a change to the sheet.
			weak_hit: {},
			miss: {
				effects: [lose('momentum', 1)],
				choices: [
					{
						pick: 1,
						when: [
							{ kind: 'at_most', gauge: 'companion_health', value: 0 },
							{ kind: 'action_die', value: 1 },
						],
						options: [{ text: 'Your companion dies: 1 XP per marked ability, remove the asset', effects: [{ kind: 'discard_asset', asset: 'companion', xpPerAbility: 1 }] }],
					},
				],
			},
		},
		examples: [
			{
				name: 'strong hit: the companion rallies, +1 health; the roll is the higher of heart and its health',
				proves: ['ME-20', 'AR-06'],
				stat: 'heart/companion_health',
				sheet: HAWK,
				suffer: 2,
				dice: [3, 4, 3],
				expect: { outcome: 'strong_hit', after: { hawk_health: 2 } },
			},
			{ name: 'weak hit at 0: battered, nothing changes', proves: ['ME-20'], stat: 'heart/companion_health', sheet: HAWK, suffer: 3, dice: [4, 5, 7], expect: { outcome: 'weak_hit', options: [], after: { hawk_health: 0, momentum: 2 } } },
			{
				name: 'harm past 0 comes off momentum; a miss without a 1 leaves the companion out of action, alive',
				proves: ['ME-20', 'MO-22', 'ME-21'],
				stat: 'heart/companion_health',
				sheet: { ...HAWK, hawk_health: 1 },
				suffer: 3,
				dice: [2, 5, 9],
				expect: { outcome: 'miss', options: [], after: { hawk_health: 0, momentum: -1, assets: ['asset:classic/companion/hawk'] } },
			},
			{
				name: 'a miss with a 1 at 0 health: the companion dies, 1 XP per marked ability',
				proves: ['ME-21', 'XP-01', 'XP-08'],
				stat: 'heart/companion_health',
				sheet: { ...HAWK, hawk_health: 1 },
				suffer: 1,
				dice: [1, 4, 8],
				choose: [1],
				expect: { outcome: 'miss', options: ['Your companion dies: 1 XP per marked ability, remove the asset'], after: { momentum: 1, assets: [], asset_abilities: [], xp_earned: 2 } },
			},
			{ name: 'a miss with a 1 at 1 health: no death', proves: ['ME-21'], stat: 'heart/companion_health', sheet: HAWK, suffer: 2, dice: [1, 6, 8], expect: { outcome: 'miss', options: [], after: { hawk_health: 1, momentum: 1, assets: HAWK.assets } } },
			{ name: 'refused without a companion', stat: 'heart/companion_health', suffer: 1, dice: [4, 2, 3], expect: { refused: 'companion' } },
		],
	},
	...CLASSIC_THRESHOLDS(),
];

function shakeItOff(meter: Meter): OptionSpec {
	return { text: `Shake it off: −1 momentum for +1 ${meter}`, effects: [lose('momentum', 1), gain(meter, 1)], requires: [{ kind: 'at_least', gauge: meter, value: 1 }] };
}

/** A miss at 0: mark either debility while it is unmarked, or roll the move's table (then the only choice left). */
function atZero(meter: Meter, condition: string, bane: string, move: string): ChoiceSpec {
	const slug = move.toLowerCase().replace(' ', '_');
	return {
		pick: 1,
		when: [{ kind: 'at_most', gauge: meter, value: 0 }],
		options: [
			{ text: `Mark ${condition}`, effects: [{ kind: 'mark', impact: condition }], requires: [{ kind: 'unmarked', impact: condition }] },
			{ text: `Mark ${bane}`, effects: [{ kind: 'mark', impact: bane }], requires: [{ kind: 'unmarked', impact: bane }] },
			// The table is rolled with the pick; its result (Face Death, Face Desolation…) is the player's to act on.
			{ text: `Roll on the ${move} table`, roll: `move.oracle_rollable:classic/suffer/${slug}.${slug}` },
		],
	};
}
