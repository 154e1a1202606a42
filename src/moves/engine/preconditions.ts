import type { MoveModel, Precondition } from '../model';
import { holds } from './requirements';
import type { Situation } from './situation';
import type { StateView } from './state-view';

const STATS = ['edge', 'heart', 'iron', 'shadow', 'wits'];

/**
 * The preconditions that do not hold, each with its id and the rule in words. A stat rolled
 * must be 1-3 (a sheet edited to 0 or 5 is not a legal character), whatever the move.
 */
export function failedPreconditions(model: MoveModel | undefined, view: StateView, s: Situation, rolled?: readonly string[]): Precondition[] {
	// A rule about a note the move was not given (no character, no track) cannot be checked here.
	const checkable = (model?.preconditions ?? []).filter((p) => (p.requires.kind === 'track_active' || p.requires.kind === 'track_not' ? !!s.track : !!s.character));
	const failed = checkable.filter((p) => !holds(view, s, p.requires));
	const c = s.character;
	for (const stat of rolled ?? []) {
		if (model?.stats && !model.stats.includes(stat)) {
			failed.push({ id: 'stat-not-allowed', requires: { kind: 'stat_in_range', stat }, rule: `This move rolls ${model.stats.map((x) => `+${x}`).join(', ')}, not +${stat}` });
		}
		if (!c || !STATS.includes(stat)) continue;
		const check: Precondition = { id: `${stat}-1-to-3`, requires: { kind: 'stat_in_range', stat }, rule: `A stat is 1 to 3; your ${stat} is ${String(view.get(c, stat))}` };
		if (!holds(view, s, check.requires)) failed.push(check);
	}
	return failed;
}

/** The roll options a move allows, when its model narrows Datasworn's (Delve the Depths: edge, shadow, wits). */
export function allowedStat(model: MoveModel | undefined, stat: string): boolean {
	return !model?.stats || model.stats.includes(stat);
}
