import { markedImpacts } from './impacts';
import type { Situation } from './situation';
import type { StateView } from './state-view';

/** Supply and unprepared are shared by allies travelling together (ME-03, ME-22, DB-05). */
const SHARED = ['supply', 'unprepared'] as const;

/** What the character's move did to a shared value, every ally in the party takes too. */
export function shareWithParty(view: StateView, s: Situation): void {
	const c = s.character;
	if (!c || !s.party?.length) return;
	for (const key of SHARED) {
		if (!view.touched(c, key)) continue;
		const value = view.get(c, key);
		for (const ally of s.party) {
			if (!view.has(ally) || JSON.stringify(view.get(ally, key)) === JSON.stringify(value)) continue;
			view.set(ally, key, value);
			// A debility shared lowers the ally's max momentum too (MO-05, MO-06, DB-02): a sheet above it would not load.
			if (value === true) clampToMax(view, { ...s, character: ally });
		}
	}
}

function clampToMax(view: StateView, ally: Situation): void {
	const link = ally.character as string;
	const max = 10 - markedImpacts(view, ally).length;
	if (view.num(link, 'momentum') > max) view.set(link, 'momentum', max);
}

/** Runs `apply` as each ally of the party (loaded in the view), for what the rules give every player. */
export function forEachAlly(s: Situation, apply: (ally: Situation) => void): void {
	for (const ally of s.party ?? []) if (ally !== s.character) apply({ ...s, character: ally, companion: undefined, vehicle: undefined, hold: undefined, aid: undefined });
}
