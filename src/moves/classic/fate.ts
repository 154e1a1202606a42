import type { MoveModel } from '../model';

/** Ironsworn classic, fate moves (seed 001 lines 702-732). Their tables are rolled by the oracle roller, not here. */
export const CLASSIC_FATE = (): MoveModel[] => [
	{ id: 'move:classic/fate/pay_the_price', noRoll: {}, outcomes: {}, examples: [] },
	{ id: 'move:classic/fate/ask_the_oracle', noRoll: {}, outcomes: {}, examples: [] },
];
