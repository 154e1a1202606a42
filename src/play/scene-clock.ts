import { moveModel } from '../moves';
import type { StateStore } from './note-store';

/**
 * The tension clock of a scene challenge, found from its track when the player named none: a
 * scene is made with exactly one clock, "<scene> tension" beside its track (src/campaign/create.ts,
 * SF-21), so a scene move fills it without `--clock`. Undefined when there is no such clock.
 */
export async function sceneClockOf(store: StateStore, moveId: string, trackPath: string, trackKind: unknown): Promise<string | undefined> {
	if (moveModel(moveId)?.track !== 'scene_challenge' || trackKind !== 'scene_challenge') return undefined;
	const path = trackPath.replace(/(\.md)?$/, ' tension.md');
	const clock = await store.frontmatter(path);
	return clock?.iron_ledger === 'clock' ? path : undefined;
}
