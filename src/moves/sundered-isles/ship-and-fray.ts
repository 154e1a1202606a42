import type { ChoiceSpec, Effect, MoveModel, OptionSpec, Requirement } from '../model';
import { gain, lose } from './shared';

const IN_CONTROL: Effect = { kind: 'position', position: 'in_control' };
const BAD_SPOT: Effect = { kind: 'position', position: 'bad_spot' };
const FLAGSHIP = 'asset:sundered_isles/command_vehicle/flagship';
const LONGBOAT = 'asset:sundered_isles/support_vehicle/longboat';
const NOT_BATTERED: Requirement[] = [{ kind: 'unmarked', impact: 'battered' }];
const mark = (impact: string): Effect => ({ kind: 'mark', impact });

const COMMAND: Requirement = { kind: 'vehicle_type', type: 'command_vehicle' };
const SUPPORT: Requirement = { kind: 'vehicle_type', type: 'support_vehicle' };

/**
 * The cost at 0 integrity on a miss, by the kind of vehicle the sheet says it is: a flagship
 * that sinks goes to Overcome Destruction, never discarded as a support vehicle would be.
 */
function costAtZero(): OptionSpec[] {
	return [
		{ text: 'Mark the vehicle battered', effects: [mark('battered')], requires: NOT_BATTERED },
		{ text: 'Command vehicle: mark it cursed', effects: [mark('cursed')], requires: [COMMAND, { kind: 'unmarked', impact: 'cursed' }] },
		{ text: 'Command vehicle: mark a module broken', requires: [COMMAND] },
		{ text: 'Command vehicle: destroy a broken module by discarding it', requires: [COMMAND] },
		{ text: 'Roll on the Withstand Damage table', roll: 'move.oracle_rollable:sundered_isles/suffer/withstand_damage.withstand_damage' },
		{ text: 'Command vehicle destroyed or sunk: Overcome Destruction', followUps: [{ move: 'move:starforged/threshold/overcome_destruction' }], requires: [COMMAND] },
		{ text: 'Support vehicle destroyed or sunk: discard the asset', effects: [{ kind: 'discard_asset', asset: 'vehicle' }], requires: [SUPPORT] },
	];
}

function fray(): ChoiceSpec {
	// The roll decides whether you are in control: taking the momentum leaves you in a bad spot.
	return { pick: 1, options: [{ text: 'Take +2 momentum (you begin in a bad spot)', effects: [gain('momentum', 2), BAD_SPOT] }, { text: 'You are in control', effects: [IN_CONTROL] }] };
}

/** Sundered Isles combat and suffer moves, which replace Starforged's (Sundered Isles pp. 98-101). */
export const SUNDERED_ISLES_FRAY_AND_DAMAGE = (): MoveModel[] => [
	{
		id: 'move:sundered_isles/combat/enter_the_fray',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 2), IN_CONTROL] },
			weak_hit: { choices: [fray()] },
			miss: { effects: [BAD_SPOT] },
		},
		examples: [
			{ name: 'strong hit at close quarters: +2 momentum and in control', stat: 'iron', sheet: { position: 'in a bad spot' }, dice: [6, 1, 7], expect: { outcome: 'strong_hit', after: { momentum: 4, position: 'in control' } } },
			{
				name: 'weak hit: the momentum, from a bad spot',
				stat: 'shadow',
				dice: [4, 2, 9],
				choose: [1],
				expect: { outcome: 'weak_hit', options: ['Take +2 momentum (you begin in a bad spot)', 'You are in control'], after: { momentum: 4, position: 'in a bad spot' } },
			},
			{ name: 'weak hit: in control instead', stat: 'edge', sheet: { position: 'in a bad spot' }, dice: [4, 2, 9], choose: [2], expect: { after: { momentum: 2, position: 'in control' } } },
			{ name: 'miss: caught in a trap, the fight begins in a bad spot', stat: 'wits', dice: [2, 7, 8], expect: { outcome: 'miss', after: { position: 'in a bad spot', momentum: 2 }, followUps: [] } },
		],
	},
	{
		id: 'move:sundered_isles/suffer/withstand_damage',
		sufferFirst: 'integrity',
		preconditions: [{ id: 'vehicle', requires: { kind: 'vehicle' }, rule: 'Withstand Damage needs a vehicle asset on your sheet' }],
		outcomes: {
			strong_hit: { choices: [{ pick: 1, options: [{ text: 'Bypass: take +1 integrity', effects: [gain('integrity', 1)], requires: NOT_BATTERED }, { text: 'Ride it out: take +1 momentum', effects: [gain('momentum', 1)] }] }] },
			weak_hit: { choices: [{ pick: 1, options: [{ text: 'Lose Momentum (−1) for +1 integrity', effects: [lose('momentum', 1), gain('integrity', 1)], requires: NOT_BATTERED }, { text: 'Carry on' }] }] },
			miss: {
				choices: [
					{ pick: 1, options: [{ text: 'Suffer an additional −1 integrity', effects: [lose('integrity', 1)] }, { text: 'Lose Momentum (−2)', effects: [lose('momentum', 2)] }] },
					{ pick: 1, when: [{ kind: 'at_most', gauge: 'integrity', value: 0 }], options: costAtZero() },
				],
			},
		},
		examples: [
			{ name: 'serious damage resisted: −2 integrity, a strong hit rides it out', stat: 'integrity', sheet: { flagship_integrity: 5, assets: [FLAGSHIP] }, suffer: 2, dice: [5, 1, 4], choose: [2], expect: { outcome: 'strong_hit', after: { flagship_integrity: 3, momentum: 3 } } },
			{ name: 'strong hit: bypass, +1 integrity back', stat: 'integrity', sheet: { flagship_integrity: 5, assets: [FLAGSHIP] }, suffer: 1, dice: [6, 2, 3], choose: [1], expect: { after: { flagship_integrity: 5 } } },
			{ name: 'weak hit on a battered ship: no trade, carry on', stat: 'integrity', sheet: { flagship_integrity: 4, battered: true, assets: [FLAGSHIP] }, suffer: 1, dice: [4, 2, 9], choose: [2], expect: { outcome: 'weak_hit', after: { flagship_integrity: 3, momentum: 2 } } },
			{ name: 'weak hit: Lose Momentum (−1) for +1 integrity', stat: 'integrity', sheet: { longboat_integrity: 4, assets: [LONGBOAT] }, suffer: 2, dice: [5, 3, 8], choose: [1], expect: { outcome: 'weak_hit', after: { longboat_integrity: 3, momentum: 1 } } },
			{
				name: 'miss at 0: the rest off momentum, Lose Momentum (−2), the ship cursed',
				stat: 'integrity',
				sheet: { flagship_integrity: 1, assets: [FLAGSHIP] },
				suffer: 3,
				dice: [2, 5, 6],
				choose: [2, 4],
				expect: {
					outcome: 'miss',
					options: ['Suffer an additional −1 integrity', 'Lose Momentum (−2)', ...costAtZero().map((o) => o.text)],
					after: { flagship_integrity: 0, momentum: -2, cursed: true },
				},
			},
			{ name: 'miss at 0: the flagship sinks, Overcome Destruction', stat: 'integrity', sheet: { flagship_integrity: 1, assets: [FLAGSHIP] }, suffer: 1, dice: [1, 5, 6], choose: [2, 8], expect: { followUps: ['move:starforged/threshold/overcome_destruction'] } },
			{ name: 'miss at 0: a longboat sunk is discarded', stat: 'integrity', sheet: { longboat_integrity: 1, assets: [LONGBOAT] }, suffer: 1, dice: [1, 5, 6], choose: [2, 9], expect: { after: { assets: [] }, followUps: [] } },
			{ name: 'refused without a vehicle', stat: 'integrity', suffer: 1, dice: [4, 2, 6], expect: { refused: 'vehicle' } },
		],
	},
];

