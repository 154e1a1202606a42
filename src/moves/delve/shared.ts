import type { FollowUp } from '../model';

export { TRACK_ACTIVE, gain, lose, nextMove, progress } from '../build';
// Delve is played with the classic moves: its misses Pay the classic Price.
export { PAY_THE_PRICE } from '../classic/shared';

export const FIND_AN_OPPORTUNITY: FollowUp = { move: 'move:delve/delve/find_an_opportunity' };
/** The main version; a group playing the alternate one rolls move:delve/delve/reveal_a_danger_alt instead. */
export const REVEAL_A_DANGER: FollowUp = { move: 'move:delve/delve/reveal_a_danger' };
