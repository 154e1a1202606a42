import type { MoveModel } from '../model';
import type { Situation } from './situation';
import type { StateView } from './state-view';

/** A fight is a fight whichever book named its track: classic's `fight`, Starforged's combat objective. */
const SAME: Record<string, string> = { fight: 'combat_objective', combat_objective: 'fight' };

const words = (kind: string) => kind.replace(/_/g, ' ');

/**
 * Why the move's track is of the wrong kind for it (Strike on a Delve site, Fulfill Your Vow on
 * a fight), or undefined. A track that names no kind is taken as it is.
 */
export function wrongTrackKind(model: MoveModel | undefined, view: StateView, s: Situation): string | undefined {
	const wanted = model?.track;
	const t = s.track;
	if (!wanted || !t) return undefined;
	const kind = view.get(t, 'kind');
	if (typeof kind !== 'string' || kind === wanted || SAME[wanted] === kind) return undefined;
	return `is made on a ${words(wanted)} track, but ${t} is a ${words(kind)}: give a ${words(wanted)} with --track`;
}
