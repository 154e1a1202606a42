import type { FollowUp, MoveModel, OutcomeSpec } from '../model';

const mark = (impact: string) => ({ kind: 'mark' as const, impact });

const VOW = 'move:starforged/quest/swear_an_iron_vow';
const LEGACY = 'move:starforged/legacy/continue_a_legacy';
const STARSHIP = 'asset:starforged/command_vehicle/starship';

const extremeQuest = (impact: string): FollowUp => ({ move: VOW, note: `an extreme quest; completing it clears ${impact}` });
/** Death or desolation ends the character; the player may go on with a new one. */
const LEGACY_FOLLOWS: FollowUp = { move: LEGACY, note: 'if you create a new character' };

/** Face Death and Face Desolation differ only in words and in the burden a weak hit marks. */
function brink(end: string, burden: string): Partial<Record<'strong_hit' | 'weak_hit' | 'miss', OutcomeSpec>> {
	return {
		strong_hit: {},
		weak_hit: {
			choices: [
				{
					pick: 1,
					options: [
						{ text: `${end}, but not before a noble sacrifice`, followUps: [LEGACY_FOLLOWS] },
						{ text: `Swear an Iron Vow to an extreme quest and mark ${burden}`, effects: [mark(burden)], followUps: [extremeQuest(burden)] },
					],
				},
			],
		},
		miss: { followUps: [LEGACY_FOLLOWS] },
	};
}

/**
 * Overcome Destruction: whatever the roll, the command vehicle goes with its modules and
 * support vehicles, for 1 experience per ability marked on them (at least 3), kept for a new
 * command vehicle, modules and support vehicles (src/moves/starforged/vehicles.ts).
 */
function destruction(spec: OutcomeSpec = {}): OutcomeSpec {
	return { ...spec, effects: [{ kind: 'lose_command_vehicle' }, ...(spec.effects ?? [])] };
}

/** Starforged threshold moves (seed 003 lines 786-834). */
export const STARFORGED_THRESHOLD = (): MoveModel[] => [
	{
		id: 'move:starforged/threshold/face_death',
		outcomes: brink('You die', 'doomed'),
		examples: [
			{ name: 'strong hit: cast back into the mortal world', proves: ['SF-34'], stat: 'heart', dice: [5, 2, 3], expect: { outcome: 'strong_hit', after: { doomed: false }, followUps: [] } },
			{
				name: 'weak hit: an extreme quest, and doomed',
				proves: ['SF-34', 'DB-14'],
				stat: 'heart',
				dice: [3, 4, 6],
				choose: [2],
				expect: { outcome: 'weak_hit', options: ['You die, but not before a noble sacrifice', 'Swear an Iron Vow to an extreme quest and mark doomed'], after: { doomed: true }, followUps: [VOW] },
			},
			{ name: 'weak hit: a noble death', proves: ['SF-34'], stat: 'heart', dice: [3, 4, 6], choose: [1], expect: { after: { doomed: false }, followUps: [LEGACY] } },
			{ name: 'miss: dead', proves: ['SF-34'], stat: 'heart', dice: [1, 5, 8], expect: { outcome: 'miss', followUps: [LEGACY] } },
		],
	},
	{
		id: 'move:starforged/threshold/face_desolation',
		outcomes: brink('Your spirit breaks', 'tormented'),
		examples: [
			{ name: 'strong hit: you resist and press on', proves: ['SF-35'], stat: 'heart', dice: [6, 4, 5], expect: { outcome: 'strong_hit', followUps: [] } },
			{
				name: 'weak hit: an extreme quest, and tormented',
				proves: ['SF-35', 'DB-14'],
				stat: 'heart',
				dice: [4, 5, 8],
				choose: [2],
				expect: { outcome: 'weak_hit', options: ['Your spirit breaks, but not before a noble sacrifice', 'Swear an Iron Vow to an extreme quest and mark tormented'], after: { tormented: true }, followUps: [VOW] },
			},
			{ name: 'miss: lost', proves: ['SF-35'], stat: 'heart', dice: [2, 7, 7], expect: { outcome: 'miss', followUps: [LEGACY] } },
		],
	},
	{
		id: 'move:starforged/threshold/overcome_destruction',
		outcomes: {
			strong_hit: destruction(),
			weak_hit: destruction({ effects: [mark('indebted')], followUps: [extremeQuest('indebted')] }),
			miss: destruction({ effects: [mark('indebted')], followUps: [{ move: VOW, note: "an extreme quest against your nature, in an enemy's service, or forsaking another vow; completing it clears indebted" }] }),
		},
		examples: [
			{
				name: 'strong hit: the ship is gone, 1 experience per marked ability',
				proves: ['SF-36', 'XP-16'],
				stat: 'bonds_legacy',
				sheet: { bonds_legacy: 24, starship_integrity: 0, assets: [STARSHIP], asset_abilities: [0, 1, 2].map((i) => `asset.ability:starforged/command_vehicle/starship.${i}`) },
				dice: [2, 5],
				expect: { outcome: 'strong_hit', options: [], after: { assets: [], asset_abilities: [], xp_earned: 3, xp_for_vehicles: 3, indebted: false }, followUps: [] },
			},
			{
				name: 'one marked ability still gives the minimum of 3, and nothing more to take',
				proves: ['XP-16'],
				stat: 'bonds_legacy',
				sheet: { bonds_legacy: 24, starship_integrity: 0, xp_earned: 4, assets: [STARSHIP], asset_abilities: ['asset.ability:starforged/command_vehicle/starship.0'] },
				dice: [2, 5],
				expect: { options: [], after: { assets: [], xp_earned: 7, xp_for_vehicles: 3 } },
			},
			{
				name: 'the modules and support vehicles go too, their marked abilities counted',
				proves: ['SF-36', 'XP-16'],
				stat: 'bonds_legacy',
				sheet: {
					bonds_legacy: 24,
					starship_integrity: 0,
					assets: [STARSHIP, 'asset:starforged/module/shields', 'asset:starforged/support_vehicle/rover', 'asset:starforged/path/ace'],
					asset_abilities: [
						'asset.ability:starforged/command_vehicle/starship.0',
						'asset.ability:starforged/command_vehicle/starship.1',
						'asset.ability:starforged/module/shields.0',
						'asset.ability:starforged/support_vehicle/rover.0',
						'asset.ability:starforged/support_vehicle/rover.1',
						'asset.ability:starforged/path/ace.0',
					],
				},
				dice: [2, 5],
				expect: { options: [], after: { assets: ['asset:starforged/path/ace'], asset_abilities: ['asset.ability:starforged/path/ace.0'], xp_earned: 5, xp_for_vehicles: 5 } },
			},
			{
				name: 'weak hit: mark indebted and swear an extreme quest',
				proves: ['SF-36', 'DB-14'],
				stat: 'bonds_legacy',
				sheet: { bonds_legacy: 24, starship_integrity: 0, assets: [STARSHIP] },
				dice: [3, 8],
				expect: { outcome: 'weak_hit', after: { assets: [], indebted: true }, followUps: [VOW] },
			},
			{ name: 'miss: indebted, and a worse quest', proves: ['SF-36', 'DB-14'], stat: 'bonds_legacy', sheet: { bonds_legacy: 8, starship_integrity: 0, assets: [STARSHIP] }, dice: [7, 9], expect: { outcome: 'miss', after: { indebted: true }, followUps: [VOW] } },
		],
	},
];
