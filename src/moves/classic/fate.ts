import type { MoveModel } from '../model';
import { lose } from './shared';

/**
 * A price with no value of its own, taken as momentum (MO-04, 000:202-203): −1 for a minor
 * setback, −2 for a major one. Pay the Price is the move the rule names; its other prices (harm,
 * stress, a loss of supply) are suffer moves of their own, so the loss is offered, up to one.
 */
const SETBACK = () => ({
	pick: 1,
	upTo: true,
	options: [
		{ text: 'A minor setback: suffer −1 momentum', effects: [lose('momentum', 1)] },
		{ text: 'A major setback: suffer −2 momentum', effects: [lose('momentum', 2)] },
	],
});

/** Ironsworn classic, fate moves (seed 001 lines 702-732). Their tables are rolled by the oracle roller, not here. */
export const CLASSIC_FATE = (): MoveModel[] => [
	{
		id: 'move:classic/fate/pay_the_price',
		noRoll: { choices: [SETBACK()] },
		outcomes: {},
		examples: [
			{ name: 'a minor setback with no value of its own: −1 momentum', proves: ['MO-04'], sheet: { momentum: 3 }, dice: [55], choose: [1], expect: { after: { momentum: 2 } } },
			{ name: 'a major setback: −2 momentum', proves: ['MO-04'], sheet: { momentum: 3 }, dice: [55], choose: [2], expect: { after: { momentum: 1 } } },
			{
				name: 'the loss is offered, never taken unasked',
				proves: ['MO-04'],
				sheet: { momentum: 3 },
				dice: [55],
				expect: { options: ['A minor setback: suffer −1 momentum', 'A major setback: suffer −2 momentum'], after: { momentum: 3 } },
			},
		],
	},
	{ id: 'move:classic/fate/ask_the_oracle', noRoll: {}, outcomes: {}, examples: [] },
];
