import type { FollowUp } from '../model';

export { TRACK_ACTIVE, VOW_OPEN, gain, lose, nextMove, progress } from '../build';

export const PAY_THE_PRICE: FollowUp = { move: 'move:classic/fate/pay_the_price' };
export const endureHarm = (harm: number): FollowUp => ({ move: 'move:classic/suffer/endure_harm', magnitude: harm });
export const endureStress = (stress: number): FollowUp => ({ move: 'move:classic/suffer/endure_stress', magnitude: stress });
