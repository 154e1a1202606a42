import { TICKS_PER_BOX, clearBoxesByLowerDie } from '../../rules/progress';
import { cryptoDice } from '../../rules/dice';
import type { EffectReport } from './effects';
import type { Situation } from './situation';

/**
 * "Clear boxes equal to the lower challenge die". After a progress move's miss (a Starforged
 * recommit, PR-21) both challenge dice are rolled anew: the miss's own dice beat every filled
 * box, so reading them would always clear the track. A return to an explored Delve site has no
 * roll of its own and reads the dice it rolled for the return (`s.challenge`).
 */
export function clearByLowerDie(ticks: number, s: Situation, r: EffectReport): number {
	if (!s.roll) return clearBoxesByLowerDie(ticks, s.challenge ?? [0, 0]);
	const dice = s.dice ?? cryptoDice();
	const rolled: [number, number] = [dice.roll(10), dice.roll(10)];
	s.recommit = rolled;
	const to = clearBoxesByLowerDie(ticks, rolled);
	const cleared = Math.ceil((ticks - to) / TICKS_PER_BOX);
	r.notes.push(`Recommit: the challenge dice show ${rolled[0]} and ${rolled[1]}; ${cleared === 1 ? '1 box is' : `${cleared} boxes are`} cleared.`);
	return to;
}

/** Whether picking the option rolls dice beyond the move's own (a recommit's challenge dice): typed dice may run on into them. */
export function rollsAnew(option: { effects?: readonly { kind: string; how?: string }[] }): boolean {
	return (option.effects ?? []).some((e) => e.kind === 'clear_progress' && e.how === 'lower_die');
}
