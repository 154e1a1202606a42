import type { MoveInfo } from '../content/map-move';
import { legacyProgressScore } from '../rules/legacy';
import { progressScore } from '../rules/progress';

/** Where each special track lives on the character sheet (Datasworn's `using` → frontmatter key). */
export const SPECIAL_TRACK_KEYS: Record<string, string> = {
	bonds_track: 'bonds',
	failure_track: 'failure',
	quests_legacy: 'quests_legacy',
	bonds_legacy: 'bonds_legacy',
	discoveries_legacy: 'discoveries_legacy',
};

/** The special tracks a move rolls against, by their Datasworn names. */
export function specialTracksOf(move: MoveInfo): string[] {
	return move.conditions.flatMap((c) => c.options.flatMap((o) => (o.using === 'special_track' ? [o.track] : [])));
}

/** The progress score of a special track on the sheet; a completed legacy track counts as 10. */
export function specialTrackScore(fm: Record<string, unknown>, track: string): number | undefined {
	const key = SPECIAL_TRACK_KEYS[track];
	const ticks = key ? fm[key] : undefined;
	if (typeof ticks !== 'number') return undefined;
	return track.endsWith('_legacy') ? legacyProgressScore({ ticks, completed: fm[`${key}_completed`] === true }) : progressScore(ticks);
}
