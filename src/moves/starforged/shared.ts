import type { ChoiceSpec, FollowUp } from '../model';
import { lose } from '../build';

export { TRACK_ACTIVE, VOW_OPEN, gain, lose, nextMove, progress } from '../build';

export const PAY_THE_PRICE: FollowUp = { move: 'move:starforged/fate/pay_the_price' };

/**
 * "Make a suffer move (−n)": one of the suffer moves at that magnitude. Lose Momentum and
 * Sacrifice Resources are applied at once; the rolled ones are the next move, with n carried.
 */
export function sufferMove(n: number): ChoiceSpec {
	return {
		pick: 1,
		options: [
			{ text: `Lose Momentum (−${n})`, effects: [lose('momentum', n)] },
			{ text: `Endure Harm (−${n})`, followUps: [{ move: 'move:starforged/suffer/endure_harm', magnitude: n }] },
			{ text: `Endure Stress (−${n})`, followUps: [{ move: 'move:starforged/suffer/endure_stress', magnitude: n }] },
			{ text: `Sacrifice Resources (−${n})`, effects: [lose('supply', n)] },
			{ text: `Companion Takes a Hit (−${n})`, followUps: [{ move: 'move:starforged/suffer/companion_takes_a_hit', magnitude: n }], requires: [{ kind: 'companion' }] },
			{ text: `Withstand Damage (−${n})`, followUps: [{ move: 'move:starforged/suffer/withstand_damage', magnitude: n }], requires: [{ kind: 'vehicle' }] },
		],
	};
}
