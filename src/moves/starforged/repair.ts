import type { ChoiceSpec, MoveModel, OptionSpec } from '../model';
import { PAY_THE_PRICE, gain, lose } from './shared';

const PTP = 'move:starforged/fate/pay_the_price';
const STARSHIP = 'asset:starforged/command_vehicle/starship';
const SHIELDS = 'asset:starforged/module/shields';
const GRAPPLER = 'asset:starforged/module/grappler';
const BATTERED = [{ kind: 'marked' as const, impact: 'battered' }];

/** Repair points at a facility, in the field, under fire (seed 003 lines 765-781). */
export const STRONG_HIT_POINTS: [number, number, number] = [5, 3, 2];
const WEAK_HIT_POINTS: [number, number, number] = [3, 1, 0];

const pts = (n: number) => `${n} repair point${n === 1 ? '' : 's'}`;

/**
 * Where the repairs are made gives the points, each −1 supply one more (up to 3); each
 * repair costs its points. The engine refuses picks that spend more than they were given
 * (src/moves/starforged/repair-points.ts); what is left unspent is lost.
 */
export function REPAIRS(points: [number, number, number]): ChoiceSpec[] {
	return [
		{
			pick: 1,
			options: [
				{ text: `At a facility: ${pts(points[0])}`, points: points[0] },
				{ text: `In the field: ${pts(points[1])}`, points: points[1] },
				{ text: `Under fire: ${pts(points[2])}`, points: points[2] },
			],
		},
		{ pick: 3, upTo: true, repeats: true, options: [{ text: 'Sacrifice Resources: −1 supply for 1 extra point', effects: [lose('supply', 1)], points: 1 }] },
		{ pick: 8, upTo: true, repeats: true, options: SPEND() },
	];
}

function SPEND(): OptionSpec[] {
	return [
		{ text: 'Clear battered (2 points)', effects: [{ kind: 'clear', impact: 'battered' }], requires: BATTERED, cost: 2 },
		{ text: 'Fix a module (2 points)', each: 'module', effects: [{ kind: 'module', change: 'fix' }], requires: [{ kind: 'module', broken: true }], cost: 2 },
		{ text: '+1 integrity (1 point)', effects: [gain('integrity', 1)], requires: [{ kind: 'vehicle' }], cost: 1 },
		{ text: '+1 health for a mechanical companion (1 point)', effects: [gain('companion_health', 1)], requires: [{ kind: 'companion' }], cost: 1 },
		{ text: 'Repair any other device (3 points)', cost: 3 },
		{ text: 'Repair any other device, with a complication or malfunction (2 points)', cost: 2 },
	];
}

const OPTIONS = (points: [number, number, number]) => [
	`At a facility: ${pts(points[0])}`,
	`In the field: ${pts(points[1])}`,
	`Under fire: ${pts(points[2])}`,
	'Sacrifice Resources: −1 supply for 1 extra point',
	...SPEND().map((o) => o.text),
];

/** Starforged Repair (seed 003 lines 763-784). */
export const REPAIR = (): MoveModel => ({
	id: 'move:starforged/recover/repair',
	outcomes: {
		strong_hit: { choices: REPAIRS(STRONG_HIT_POINTS) },
		weak_hit: { choices: REPAIRS(WEAK_HIT_POINTS) },
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
			expect: { outcome: 'strong_hit', options: OPTIONS(STRONG_HIT_POINTS), after: { battered: false, starship_integrity: 5 } },
		},
		{
			name: 'weak hit in the field: 1 point and 2 from supply, +3 integrity',
			proves: ['SF-33'],
			stat: 'supply',
			sheet: { starship_integrity: 1, assets: [STARSHIP] },
			dice: [2, 3, 9],
			choose: [2, 4, 4, 7, 7, 7],
			expect: { outcome: 'weak_hit', options: OPTIONS(WEAK_HIT_POINTS), after: { supply: 3, starship_integrity: 4 } },
		},
		{
			name: 'strong hit in the field: one option per module; 3 points fix the broken grappler and give +1 integrity',
			proves: ['SF-33', 'DB-15'],
			stat: 'wits',
			sheet: { starship_integrity: 3, grappler_broken: true, assets: [STARSHIP, SHIELDS, GRAPPLER] },
			dice: [5, 1, 2],
			choose: [2, 7, 8],
			expect: {
				options: [...OPTIONS(STRONG_HIT_POINTS).slice(0, 5), 'Fix the shields module (2 points)', 'Fix the grappler module (2 points)', ...OPTIONS(STRONG_HIT_POINTS).slice(6)],
				after: { grappler_broken: false, starship_integrity: 4 },
			},
		},
		{ name: 'miss: Pay the Price', stat: 'wits', dice: [1, 7, 8], expect: { outcome: 'miss', followUps: [PTP] } },
	],
});
