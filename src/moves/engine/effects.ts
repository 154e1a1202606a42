import { changeMomentum, momentumReset } from '../../rules/momentum';
import { sufferMeter, takeMeter } from '../../rules/meters';
import { legacyReward, markLegacy } from '../../rules/legacy';
import {
	MAX_TICKS,
	TICKS_PER_MARK,
	clampTicks,
	clearAllButOneBox,
	isRank,
	markProgress,
	raiseRank,
	vowExperience,
} from '../../rules/progress';
import type { Effect, Gauge } from '../model';
import { blockerOf, markedImpacts } from './impacts';
import { forEachAlly } from './party';
import { oweDiscard } from './discard-owed';
import { markMenace } from './menace';
import { fillTensionClock, tensionHoldsProgress } from './scene-tension';
import { type PendingAdd, pendingAdds } from './pending-adds';
import { type Situation, gaugeKey, gaugeMax } from './situation';
import type { StateView } from './state-view';
import { coreOf } from '../../content/rulesets';
import { loseCommandVehicle, moduleEffect } from '../starforged/vehicles';
import { baseHarm } from './fight';
import { clearByLowerDie } from './recommit';
import { bindBurdenQuest, openBurdenQuest } from './burden-quest';

/** What applying effects said: a value the rules held back, a move the player must make next. */
export interface EffectReport {
	notes: string[];
	/** Moves the rules now call for (Face a Setback at −6, Out of Supply at 0 supply…). */
	triggered: { move: string; magnitude?: number; note?: string }[];
}

export const newReport = (): EffectReport => ({ notes: [], triggered: [] });

const LABEL: Record<Gauge, string> = { health: 'health', spirit: 'spirit', supply: 'supply', momentum: 'momentum', companion_health: 'companion health', integrity: 'integrity', hold: 'supply (hold)' };

function sufferMove(s: Situation, kind: 'momentum' | 'supply'): string {
	if (coreOf(s.ruleset) === 'starforged') return kind === 'momentum' ? 'move:starforged/suffer/lose_momentum' : 'move:starforged/suffer/sacrifice_resources';
	return kind === 'momentum' ? 'move:classic/suffer/face_a_setback' : 'move:classic/suffer/out_of_supply';
}

function momentum(view: StateView, s: Situation, delta: number, r: EffectReport): void {
	const c = s.character as string;
	const change = changeMomentum(view.num(c, 'momentum'), delta, markedImpacts(view, s).length);
	view.set(c, 'momentum', change.to);
	if (change.blockedAbove > 0) r.notes.push(`Momentum is at its max (${change.to}): +${change.blockedAbove} more has no effect.`);
	if (change.blockedBelow > 0) {
		r.notes.push(`Momentum cannot go below −6: the other −${change.blockedBelow} is a setback.`);
		// Lose Momentum itself offers the choice at −6; it does not call for itself again.
		if (s.moveId !== sufferMove(s, 'momentum')) r.triggered.push({ move: sufferMove(s, 'momentum'), magnitude: change.blockedBelow });
	}
}

function gauge(view: StateView, s: Situation, g: Gauge, amount: number, r: EffectReport): void {
	if (!s.character) return;
	if (g === 'momentum') return momentum(view, s, amount, r);
	const key = gaugeKey(s, g);
	if (!key) {
		r.notes.push(`There is no ${g === 'integrity' ? 'vehicle' : g === 'hold' ? 'ship’s hold' : 'companion'} on the sheet: ${LABEL[g]} ${amount > 0 ? '+' : '−'}${Math.abs(amount)} was not applied.`);
		return;
	}
	const c = s.character;
	const current = view.num(c, key);
	if (amount >= 0) {
		const change = takeMeter(current, amount, blockerOf(view, s, g));
		const max = gaugeMax(s, g, 0);
		const to = Math.min(max, change.to);
		view.set(c, key, to);
		if (change.blockedBy) r.notes.push(`You are ${change.blockedBy}: ${LABEL[g]} cannot rise until it is cleared.`);
		return;
	}
	const change = sufferMeter(current, -amount);
	view.set(c, key, change.to);
	// The ship's hold stands in for supply: emptying it marks unprepared too (Sundered Isles' Improved Hold says so).
	if ((g === 'supply' || g === 'hold') && change.to === 0 && (current > 0 || change.overflow > 0)) supplyExhausted(view, s, r, change.overflow, g);
	if (change.overflow <= 0) return;
	if (g === 'supply' && coreOf(s.ruleset) !== 'starforged') {
		r.notes.push(`Supply is at 0: the other −${change.overflow} comes off health, spirit or momentum, as you choose (Out of Supply).`);
	} else if (g === 'supply' || g === 'hold') {
		r.notes.push(`${g === 'hold' ? 'The hold' : 'Supply'} is at 0: the other −${change.overflow} goes to a different suffer move.`);
	} else {
		r.notes.push(`${LABEL[g][0]?.toUpperCase()}${LABEL[g].slice(1)} is at 0: the other −${change.overflow} comes off momentum.`);
		momentum(view, s, -change.overflow, r);
	}
}

/** Supply run out: classic calls for Out of Supply (unprepared; each −supply past 0 exchanged, MO-23); Starforged marks it at once. */
function supplyExhausted(view: StateView, s: Situation, r: EffectReport, overflow: number, g: Gauge = 'supply'): void {
	const c = s.character as string;
	if ((view.get(c, 'unprepared') === true && overflow <= 0) || !s.impacts.some((i) => i.key === 'unprepared')) return;
	if (coreOf(s.ruleset) === 'starforged') {
		if (view.get(c, 'unprepared') === true) return;
		view.set(c, 'unprepared', true);
		r.notes.push(`${g === 'hold' ? 'The hold' : 'Supply'} is at 0: you are unprepared.`);
		clampMomentumToMax(view, s, r);
	} else if (s.moveId !== 'move:classic/suffer/out_of_supply') {
		r.triggered.push(overflow > 0 ? { move: sufferMove(s, 'supply'), magnitude: overflow } : { move: sufferMove(s, 'supply') });
	}
}

/** A negative mark clears progress (Face a Setback, Lose Momentum at −6): the note says which. */
const progressWords = (times: number) => (times < 0 ? `clear ${times === -1 ? 'one unit' : `${-times} units`} of progress by its rank` : `mark progress${times > 1 ? ` ${times} times` : ''}`);

function needTrack(s: Situation, r: EffectReport, what: string): string | undefined {
	if (!s.track) r.notes.push(`No track was given: ${what} by hand.`);
	return s.track;
}

function trackRank(view: StateView, track: string) {
	const rank = view.get(track, 'rank');
	return isRank(rank) ? rank : 'dangerous';
}

/** Applies one effect to the notes in the view. */
export function applyEffect(view: StateView, s: Situation, e: Effect, r: EffectReport): void {
	if (s.aid && aidedEffect(view, s, e, r)) return;
	const c = s.character;
	switch (e.kind) {
		case 'gauge':
			if (e.everyone) forEachAlly(s, (ally) => gauge(view, ally, e.gauge, e.amount, r));
			return gauge(view, s, e.gauge, e.amount, r);
		case 'momentum_reset':
			return void (c && view.set(c, 'momentum', momentumReset(markedImpacts(view, s).length)));
		case 'restore':
			for (const g of e.gauges) {
				const key = gaugeKey(s, g);
				if (c && key && g !== 'momentum') view.set(c, key, gaugeMax(s, g, 0));
			}
			return;
		case 'progress': {
			const t = needTrack(s, r, progressWords(e.times));
			if (t && !tensionHoldsProgress(view, s, r)) view.set(t, 'ticks', markProgress(view.num(t, 'ticks'), trackRank(view, t), e.times));
			return;
		}
		case 'harm': {
			const t = needTrack(s, r, 'mark progress for the harm');
			if (!t || !c) return;
			// A deadly weapon inflicts 2 harm, a simple one or bare hands 1; "+N harm" adds only when harm is dealt.
			const harm = baseHarm(view, s, t) + e.extra;
			view.set(t, 'ticks', clampTicks(view.num(t, 'ticks') + TICKS_PER_MARK[trackRank(view, t)] * harm));
			r.notes.push(`${harm} harm marks progress ${harm} times.`);
			return;
		}
		case 'clear_progress': {
			const t = needTrack(s, r, 'clear progress');
			if (!t) return;
			const ticks = view.num(t, 'ticks');
			const to = e.how === 'all' ? 0 : e.how === 'all_but_one' ? clearAllButOneBox(ticks) : clearByLowerDie(ticks, s, r);
			view.set(t, 'ticks', to);
			return;
		}
		case 'raise_rank': {
			const t = needTrack(s, r, 'raise the rank');
			if (t) view.set(t, 'rank', raiseRank(trackRank(view, t)));
			return;
		}
		case 'track_status': {
			const t = needTrack(s, r, `mark the track ${e.status}`);
			if (t) view.set(t, 'status', e.status);
			return;
		}
		case 'ticks':
			return void (c && view.set(c, e.track, Math.min(MAX_TICKS, Math.max(0, view.num(c, e.track) + e.ticks))));
		case 'clear_ticks':
			return void (c && view.set(c, e.track, 0));
		case 'legacy': {
			if (!c) return;
			const key = `${e.track}_legacy`;
			let ticks = 0;
			if (typeof e.reward === 'number') ticks = e.reward;
			else {
				const t = needTrack(s, r, `mark the ${e.track} legacy`);
				if (!t) return;
				ticks = legacyReward(trackRank(view, t), s.roll?.outcome ?? 'strong_hit', e.reward === 'full_by_rank');
			}
			// A reward by the track's rank is for every ally who shares the track, not the roller alone (PR-11, XP-12).
			const who = typeof e.reward === 'number' ? [c] : [c, ...(s.sharers ?? []).filter((o) => o !== c && view.has(o))];
			for (const one of who) {
				const mark = markLegacy({ ticks: view.num(one, key), completed: view.get(one, `${key}_completed`) === true }, ticks);
				view.set(one, key, mark.after.ticks);
				if (mark.after.completed && view.get(one, `${key}_completed`) !== true) view.set(one, `${key}_completed`, true);
				if (mark.xp > 0) view.set(one, 'xp_earned', view.num(one, 'xp_earned') + mark.xp);
			}
			return;
		}
		case 'xp':
			return void (c && view.set(c, 'xp_earned', view.num(c, 'xp_earned') + e.amount));
		case 'vow_xp': {
			const t = needTrack(s, r, 'mark experience');
			if (!t || !c) return;
			const xp = vowExperience(trackRank(view, t), s.roll?.outcome ?? 'miss');
			if (xp > 0) view.set(c, 'xp_earned', view.num(c, 'xp_earned') + xp);
			return;
		}
		case 'mark':
		case 'clear': {
			if (!c) return;
			const rule = s.impacts.find((i) => i.key === e.impact);
			if (!rule) {
				r.notes.push(`This ruleset has no ${e.impact.replace(/_/g, ' ')}.`);
				return;
			}
			if (e.kind === 'clear' && rule.permanent) {
				r.notes.push(`${e.impact.replace(/_/g, ' ')} is permanent: it cannot be cleared.`);
				return;
			}
			view.set(c, e.impact, e.kind === 'mark');
			clampMomentumToMax(view, s, r);
			return;
		}
		case 'clear_conditions':
			if (!c) return;
			for (const i of s.impacts) if (i.category === 'conditions' && view.get(c, i.key) === true) view.set(c, i.key, false);
			return;
		case 'initiative':
			return void (c && view.set(c, 'initiative', e.has));
		case 'position':
			return void (c && view.set(c, 'position', e.position === 'in_control' ? 'in control' : 'in a bad spot'));
		case 'next_move': {
			if (!c) return;
			const pending = pendingAdds(view.get(c, 'pending_adds'));
			const entry: PendingAdd = { value: e.add, reason: s.moveName ?? reasonFor(s.moveId) };
			if (e.move) entry.move = e.move;
			if (e.progress) entry.progress = true;
			if (e.momentumOnHit) entry.momentum_on_hit = e.momentumOnHit;
			view.set(c, 'pending_adds', [...pending, entry]);
			return;
		}
		case 'discard_asset': {
			if (e.asset === 'chosen') return oweDiscard(view, s, e.xpPerAbility, r);
			const meter = e.asset === 'companion' ? s.companion : s.vehicle;
			if (!c || !meter?.asset) {
				r.notes.push(`There is no ${e.asset} asset on the sheet to discard.`);
				return;
			}
			const id = meter.asset;
			const abilities = Array.isArray(view.get(c, 'asset_abilities')) ? (view.get(c, 'asset_abilities') as unknown[]) : [];
			const own = abilities.filter((a) => typeof a === 'string' && a.startsWith(`${id.replace(/^asset:/, 'asset.ability:')}.`));
			const assets = Array.isArray(view.get(c, 'assets')) ? (view.get(c, 'assets') as unknown[]) : [];
			view.set(c, 'assets', assets.filter((a) => a !== id));
			view.set(c, 'asset_abilities', abilities.filter((a) => !own.includes(a)));
			if (e.xpPerAbility) view.set(c, 'xp_earned', view.num(c, 'xp_earned') + e.xpPerAbility * own.length);
			return;
		}
		case 'track_flag':
			return void (s.track && view.set(s.track, e.key, e.value));
		case 'module':
			return moduleEffect(view, s, e, r);
		case 'lose_command_vehicle':
			return loseCommandVehicle(view, s, r);
		case 'menace':
			markMenace(view, s, e.times, r);
			return;
		case 'burden_quest':
			return e.opens ? openBurdenQuest(view, s, e.opens) : bindBurdenQuest(view, s, r, e.missed === true);
		case 'clock':
			return fillTensionClock(view, s, e.segments, r);
	}
}

/**
 * In direct support of an ally (Aid Your Ally), the benefits of a hit are theirs: momentum
 * and "+1 on the next move" go to the ally's sheet. Classic initiative is shared (CB-19).
 * Starforged Gain Ground: a strong hit puts both in control; on a weak hit the ally is in
 * control and you are in a bad spot (SF-39). Costs stay with you. True when handled here.
 */
function aidedEffect(view: StateView, s: Situation, e: Effect, r: EffectReport): boolean {
	const ally = s.aid as string;
	const asAlly: Situation = { ...s, character: ally, companion: undefined, vehicle: undefined, aid: undefined };
	if ((e.kind === 'gauge' && e.gauge === 'momentum' && e.amount > 0) || e.kind === 'next_move') {
		applyEffect(view, asAlly, e, r);
		return true;
	}
	if (e.kind === 'initiative') {
		applyEffect(view, asAlly, e, r);
		return false;
	}
	if (e.kind === 'position' && e.position === 'in_control') {
		applyEffect(view, asAlly, e, r);
		if (s.roll?.outcome !== 'weak_hit') return false;
		applyEffect(view, { ...s, aid: undefined }, { kind: 'position', position: 'bad_spot' }, r);
		r.notes.push('You aided your ally on a weak hit: they are in control, you are in a bad spot.');
		return true;
	}
	return false;
}

/** Marking a debility lowers max momentum; momentum above the new max comes down to it. */
function clampMomentumToMax(view: StateView, s: Situation, r: EffectReport): void {
	const c = s.character as string;
	const max = 10 - markedImpacts(view, s).length;
	if (view.num(c, 'momentum') > max) {
		view.set(c, 'momentum', max);
		r.notes.push(`Momentum comes down to its new max, ${max}.`);
	}
}

function reasonFor(moveId: string): string {
	const slug = moveId.split('/').pop() ?? moveId;
	return slug.replace(/_/g, ' ').replace(/^./, (ch) => ch.toUpperCase());
}
