import type { MoveModel, OptionSpec, OutcomeSpec } from '../model';
import { resisted } from './resisted';

const mark = (impact: string) => ({ kind: 'mark' as const, impact });
const STARSHIP = 'asset:starforged/command_vehicle/starship';
const ROVER = 'asset:starforged/support_vehicle/rover';
const SHIELDS = 'asset:starforged/module/shields';
const GRAPPLER = 'asset:starforged/module/grappler';
const COMMAND = { kind: 'vehicle_type' as const, type: 'command_vehicle' as const };
const SUPPORT = { kind: 'vehicle_type' as const, type: 'support_vehicle' as const };

/**
 * At 0 integrity a miss costs by the vehicle's kind (SF-30): the command vehicle's costs are
 * its own (cursed, modules), and a destroyed vehicle is lost as its kind says: the command
 * vehicle by Overcome Destruction, a support vehicle by discarding its asset. Whether it is
 * destroyed is the story's (or the table's) call, so that choice may be left empty.
 */
function withDestruction(outcomes: Record<'strong_hit' | 'weak_hit' | 'miss', OutcomeSpec>): Record<'strong_hit' | 'weak_hit' | 'miss', OutcomeSpec> {
	const destroyed: OptionSpec[] = [
		{ text: 'The command vehicle is destroyed: Overcome Destruction', requires: [COMMAND], followUps: [{ move: 'move:starforged/threshold/overcome_destruction' }] },
		{ text: 'The support vehicle is destroyed: discard the asset', requires: [SUPPORT], effects: [{ kind: 'discard_asset', asset: 'vehicle' }] },
	];
	const miss = outcomes.miss;
	return { ...outcomes, miss: { ...miss, choices: [...(miss.choices ?? []), { pick: 1, upTo: true, when: [{ kind: 'at_most', gauge: 'integrity', value: 0 }], options: destroyed }] } };
}

/** Withstand Damage (seed 003 lines 659-683): Endure Harm's shape, with costs at 0 by the vehicle's kind. */
export const WITHSTAND_DAMAGE = (): MoveModel => ({
	id: 'move:starforged/suffer/withstand_damage',
	sufferFirst: 'integrity',
	preconditions: [{ id: 'vehicle', requires: { kind: 'vehicle' }, rule: 'Withstand Damage needs a vehicle asset on your sheet' }],
	outcomes: withDestruction(
		resisted('integrity', 'integrity', 'battered', ['Bypass: take +1 integrity', 'Ride it out: take +1 momentum'], [
			{ text: 'Mark the vehicle battered', effects: [mark('battered')], requires: [{ kind: 'unmarked', impact: 'battered' }] },
			{ text: 'Command vehicle: mark it cursed', effects: [mark('cursed')], requires: [COMMAND, { kind: 'unmarked', impact: 'cursed' }] },
			{ text: 'Command vehicle: mark a module broken', each: 'module', effects: [{ kind: 'module', change: 'break' }], requires: [COMMAND, { kind: 'module', broken: false }] },
			{ text: 'Command vehicle: destroy a module (broken) by discarding it', each: 'module', effects: [{ kind: 'module', change: 'discard' }], requires: [COMMAND, { kind: 'module', broken: true }] },
			{ text: 'Roll on the Withstand Damage table', roll: 'move.oracle_rollable:starforged/suffer/withstand_damage.withstand_damage' },
		]),
	),
	examples: [
		{ name: 'resisting: −2 integrity, then a strong hit bypasses', proves: ['SF-30'], stat: 'integrity', sheet: { starship_integrity: 5, assets: [STARSHIP] }, suffer: 2, dice: [4, 2, 6], choose: [1], expect: { outcome: 'strong_hit', after: { starship_integrity: 4 } } },
		{ name: 'weak hit: Lose Momentum (−1) for +1 integrity', proves: ['SF-30'], stat: 'integrity', sheet: { starship_integrity: 5, assets: [STARSHIP] }, suffer: 1, dice: [2, 5, 7], choose: [1], expect: { outcome: 'weak_hit', after: { starship_integrity: 5, momentum: 1 } } },
		{
			name: 'miss at 0: damage past 0 to momentum, Lose Momentum (−2), mark battered',
			proves: ['SF-30', 'DB-15'],
			stat: 'integrity',
			sheet: { starship_integrity: 1, assets: [STARSHIP] },
			suffer: 2,
			dice: [3, 6, 9],
			choose: [2, 3],
			expect: {
				outcome: 'miss',
				options: [
					'Suffer an additional −1 integrity',
					'Lose Momentum (−2)',
					'Mark the vehicle battered',
					'Command vehicle: mark it cursed',
					'Command vehicle: mark a module broken',
					'Command vehicle: destroy a module (broken) by discarding it',
					'Roll on the Withstand Damage table',
					'The command vehicle is destroyed: Overcome Destruction',
					'The support vehicle is destroyed: discard the asset',
				],
				after: { starship_integrity: 0, momentum: -1, battered: true },
			},
		},
		{ name: 'miss at 0: mark the command vehicle cursed', proves: ['SF-30', 'DB-15'], stat: 'integrity', sheet: { starship_integrity: 1, assets: [STARSHIP] }, suffer: 1, dice: [3, 6, 9], choose: [1, 4], expect: { after: { starship_integrity: 0, momentum: 1, cursed: true } } },
		{
			name: 'miss at 0 with modules: one option per module, and the shields module is marked broken',
			proves: ['SF-30', 'DB-15'],
			stat: 'integrity',
			sheet: { starship_integrity: 1, assets: [STARSHIP, SHIELDS, GRAPPLER] },
			suffer: 1,
			dice: [3, 6, 9],
			choose: [2, 5],
			expect: {
				options: [
					'Suffer an additional −1 integrity',
					'Lose Momentum (−2)',
					'Mark the vehicle battered',
					'Command vehicle: mark it cursed',
					'Command vehicle: mark the shields module broken',
					'Command vehicle: mark the grappler module broken',
					'Command vehicle: destroy the shields module (broken) by discarding it',
					'Command vehicle: destroy the grappler module (broken) by discarding it',
					'Roll on the Withstand Damage table',
					'The command vehicle is destroyed: Overcome Destruction',
					'The support vehicle is destroyed: discard the asset',
				],
				after: { shields_broken: true, assets: [STARSHIP, SHIELDS, GRAPPLER] },
			},
		},
		{
			name: 'miss at 0: a broken module destroyed is discarded with its abilities',
			proves: ['SF-30', 'DB-15'],
			stat: 'integrity',
			sheet: { starship_integrity: 1, grappler_broken: true, assets: [STARSHIP, SHIELDS, GRAPPLER], asset_abilities: ['asset.ability:starforged/module/grappler.0', 'asset.ability:starforged/module/shields.0'] },
			suffer: 1,
			dice: [3, 6, 9],
			choose: [2, 8],
			expect: { after: { assets: [STARSHIP, SHIELDS], asset_abilities: ['asset.ability:starforged/module/shields.0'] } },
		},
		{
			name: 'miss at 0: the command vehicle destroyed calls for Overcome Destruction',
			proves: ['SF-30'],
			stat: 'integrity',
			sheet: { starship_integrity: 1, assets: [STARSHIP] },
			suffer: 1,
			dice: [3, 6, 9],
			choose: [2, 3, 8],
			expect: { after: { battered: true }, followUps: ['move:starforged/threshold/overcome_destruction'] },
		},
		{
			name: 'miss at 0 on a support vehicle: battered, and destroyed it is discarded (no Overcome Destruction)',
			proves: ['SF-30'],
			stat: 'integrity',
			sheet: { rover_integrity: 1, assets: [ROVER] },
			suffer: 1,
			dice: [3, 6, 9],
			choose: [2, 3, 9],
			expect: { after: { battered: true, assets: [] }, followUps: [] },
		},
		{ name: 'refused without a vehicle', stat: 'integrity', suffer: 1, dice: [4, 2, 6], expect: { refused: 'vehicle' } },
	],
});
