import { pathFor } from '../campaign/links';
import { QUEST_BURDENS, questKey, questRanks } from '../moves/engine/burden-quest';
import type { RulesetName } from '../moves/engine/situation';
import type { StateStore } from '../play/note-store';
import { StateError } from '../state/schema';
import { findCharacter } from './find-character';

/**
 * `debility clear` for a burden its quest clears (DB-10, DB-11, DB-14): cursed, tormented,
 * doomed and indebted go only once the vow sworn for them (`<burden>_vow` on the sheet) is
 * fulfilled. Refused in one line otherwise, before anything is written.
 */
export async function refuseBurdenClear(store: StateStore, character: string | undefined, name: string): Promise<void> {
	const burden = name.trim().toLowerCase().replace(/[\s-]+/g, '_');
	if (!(QUEST_BURDENS as readonly string[]).includes(burden)) return;
	const fm = await store.frontmatter(await findCharacter(store, character));
	// Not marked: the sheet command says so itself.
	if (fm?.[burden] !== true) return;
	const vow = fm[questKey(burden)];
	const Burden = `${burden.charAt(0).toUpperCase()}${burden.slice(1)}`;
	if (typeof vow !== 'string' || vow === '') {
		const ranks = questRanks(fm.ruleset as RulesetName).join(' or ');
		throw new StateError(`${Burden} is cleared only by completing its quest, and no vow is sworn for it yet: Swear an Iron Vow (${ranks}) for it first. Nothing was written.`);
	}
	const track = await store.frontmatter(pathFor(vow));
	if (track?.status !== 'complete') {
		throw new StateError(`${Burden} is cleared only by completing its quest: ${vow} is not fulfilled yet (Fulfill Your Vow). Nothing was written.`);
	}
}
