import { coreOf } from '../../content/rulesets';
import type { EffectReport } from './effects';
import type { Situation } from './situation';
import type { StateView } from './state-view';

/**
 * Burdens a quest clears (DB-10, DB-11, DB-14): Face Death's cursed or doomed, Face
 * Desolation's tormented, Overcome Destruction's indebted. The sheet keeps `<burden>_vow`:
 * "" while the quest waits for its vow, then the vow's link, once a vow of the quest's rank is
 * sworn. `debility clear` reads it (src/character/burden-quest.ts): only that vow, fulfilled,
 * lets the burden go.
 */
export const QUEST_BURDENS = ['cursed', 'tormented', 'doomed', 'indebted'] as const;

export const questKey = (burden: string) => `${burden}_vow`;

/** The ranks the quest takes: classic "formidable or extreme", Starforged "extreme". */
export function questRanks(ruleset: Situation['ruleset']): readonly string[] {
	return coreOf(ruleset) === 'starforged' ? ['extreme'] : ['formidable', 'extreme'];
}

/** The quest is owed and waits for its vow (a burden marked again starts a new one). */
export function openBurdenQuest(view: StateView, s: Situation, burden: string): void {
	if (s.character) view.set(s.character, questKey(burden), '');
}

// What becomes of one who fails the quest a threshold move asked for (classic: the burden waits for the vow's hit).
const FAILED: Record<string, string> = { cursed: 'you are dead (Face Death)', tormented: 'you are lost (Face Desolation)' };

/**
 * Swear an Iron Vow: the vow sworn is the quest of a burden with no vow yet, when its rank is
 * the quest's. A burden the threshold move left unmarked (classic: "if you fail to score a
 * hit…, you are dead; otherwise… you are now cursed") is marked now, on the hit; a miss is the end.
 */
export function bindBurdenQuest(view: StateView, s: Situation, r: EffectReport, missed = false): void {
	const c = s.character;
	const t = s.track;
	if (!c || !t) return;
	const owed = (b: string) => s.impacts.some((i) => i.key === b) && view.get(c, questKey(b)) === '';
	if (missed) {
		// Only a vow of the quest's rank can be that quest.
		const rank = view.get(t, 'rank');
		if (typeof rank !== 'string' || !questRanks(s.ruleset).includes(rank)) return;
		const failed = QUEST_BURDENS.find((b) => owed(b) && view.get(c, b) !== true && FAILED[b]);
		if (failed) r.notes.push(`No hit on the vow for the quest you owe: ${FAILED[failed] ?? ''}.`);
		return;
	}
	const waiting = QUEST_BURDENS.find((b) => s.impacts.some((i) => i.key === b) && (view.get(c, b) === true || owed(b)) && !view.get(c, questKey(b)));
	if (!waiting) return;
	const ranks = questRanks(s.ruleset);
	const rank = view.get(t, 'rank');
	if (typeof rank !== 'string' || !ranks.includes(rank)) {
		r.notes.push(`This vow is not the quest that clears ${waiting}: that quest is ${ranks.join(' or ')}, and this vow is ${String(rank)}.`);
		return;
	}
	if (view.get(c, waiting) !== true) view.set(c, waiting, true);
	view.set(c, questKey(waiting), t);
	view.set(t, 'burden', waiting);
	r.notes.push(`This vow is the quest that clears ${waiting}: fulfil it, then clear ${waiting}.`);
}
