import type { Outcome } from '../../rules/outcome';
import { isRank, rankNumber } from '../../rules/progress';
import { defaultInitiative, markDecisive } from './fight';
import type { ChoiceSpec, Effect, FollowUp, MoveModel, OptionSpec, OutcomeSpec } from '../model';
import { type EffectReport, applyEffect, newReport } from './effects';
import { blockerOf } from './impacts';
import { describe, holds } from './requirements';
import { clearingFirst, repeatLimit, unblockedPicks } from './pick-limits';
import { applyChosen, chooser, withAllies } from './each-ally';
import type { Situation } from './situation';
import type { StateView } from './state-view';
import { expandModules } from '../starforged/vehicles';
import { overspent } from '../starforged/repair-points';

export class ChoiceError extends Error {
	override name = 'ChoiceError';
}

export interface OfferedOption {
	/** Numbered from 1 across the outcome's choices, in the order the outcome lists them. */
	n: number;
	text: string;
	/** Why it cannot be picked now. */
	disabled?: string;
}

export interface OfferedChoice {
	/** Index of the choice within the outcome (the model's order). */
	group: number;
	pick: number;
	upTo: boolean;
	/** With `upTo`, the fewest that may be picked. */
	atLeast: number;
	repeats: boolean;
	options: OfferedOption[];
}

export interface Evaluation {
	/** The outcome as it counts: the dice's, or what a rule makes of it. */
	outcome?: Outcome;
	/** Set when a rule changed the dice's outcome (Take Decisive Action in a bad spot). */
	countsAs?: Outcome;
	notes: string[];
	choices: OfferedChoice[];
	followUps: FollowUp[];
	/** What a doubles d100 on the outcome's table adds; the block records it with the table's result. */
	tableNote?: string;
}

/** The dice's outcome, after the move's own rewrite (a bad spot downgrades a decisive action). */
export function countedOutcome(model: MoveModel, view: StateView, s: Situation): Outcome | undefined {
	const roll = s.roll;
	if (!roll) return undefined;
	if (model.downgradeWhen && holds(view, s, model.downgradeWhen)) {
		if (roll.outcome === 'strong_hit' && !roll.match) return 'weak_hit';
		if (roll.outcome === 'weak_hit') return 'miss';
	}
	return roll.outcome;
}

/** The outcome's spec, or its match variant's, or the no-roll move's, before any table row. */
function rolledSpec(model: MoveModel, outcome: Outcome | undefined, s: Situation): OutcomeSpec | undefined {
	return outcome ? ((s.roll?.match ? model.onMatch?.[outcome] : undefined) ?? model.outcomes[outcome]) : model.noRoll;
}

/** The spec that applies: the outcome's, the match variant's, or the no-roll move's; with the table row rolled. */
export function outcomeSpec(model: MoveModel, outcome: Outcome | undefined, s: Situation): OutcomeSpec | undefined {
	const spec = rolledSpec(model, outcome, s);
	const row = spec?.table && s.tableRow !== undefined ? spec.table.rows[s.tableRow] : undefined;
	if (!spec || !row) return withAllies(spec, s);
	return withAllies({
		effects: [...(spec.effects ?? []), ...(row.effects ?? [])],
		choices: [...(spec.choices ?? []), ...(row.choices ?? [])],
		followUps: [...(spec.followUps ?? []), ...(row.followUps ?? [])],
	}, s);
}

/** The spec with an option about "a module" made once per module on the sheet (which one breaks). */
function specFor(model: MoveModel, view: StateView, s: Situation, outcome: Outcome | undefined): OutcomeSpec | undefined {
	const spec = outcomeSpec(model, outcome, s);
	return spec && expandModules(view, s, spec);
}

function applyAll(view: StateView, s: Situation, effects: readonly Effect[] | undefined, report: EffectReport): void {
	for (const e of effects ?? []) applyEffect(view, s, e, report);
}

/** Delve's failure track: every miss marks a tick, a progress move's miss two (a burn that made it a hit marks none). */
function rulesetEffects(view: StateView, s: Situation, outcome: Outcome | undefined, report: EffectReport): void {
	if (s.ruleset !== 'delve' || outcome !== 'miss' || !s.character || !s.roll) return;
	if (s.moveId === 'move:delve/failure/learn_from_your_failures' || typeof view.get(s.character, 'failure') !== 'number') return;
	applyEffect(view, s, { kind: 'ticks', track: 'failure', ticks: s.roll.progress ? 2 : 1 }, report);
	report.notes.push(`Mark your failure: ${s.roll.progress ? 'two ticks' : 'a tick'} on the failure track.`);
}

/** Why an option cannot be picked now, or undefined. */
function optionProblem(view: StateView, s: Situation, option: OptionSpec): string | undefined {
	for (const req of option.requires ?? []) if (!holds(view, s, req)) return `needs ${describe(req)}`;
	// An option that clears the condition first (Sojourn's Mend) may then raise the meter.
	const cleared = new Set((option.effects ?? []).flatMap((e) => (e.kind === 'clear' ? [e.impact] : [])));
	for (const e of option.effects ?? []) {
		if (e.kind === 'gauge' && e.amount > 0 && e.gauge !== 'momentum') {
			const blocker = blockerOf(view, s, e.gauge);
			if (blocker && !cleared.has(blocker)) return `you are ${blocker.replace(/_/g, ' ')}`;
		}
	}
	return undefined;
}

function offer(view: StateView, s: Situation, choices: readonly ChoiceSpec[] | undefined): OfferedChoice[] {
	let n = 0;
	return (choices ?? []).flatMap((c, group) => {
		if (c.when && !c.when.every((req) => holds(view, s, req))) return [];
		// Exactly what is owed: a pick per point the gauge could not take.
		const owed = c.perLoss ? (s.loss?.left ?? 0) : undefined;
		if (owed === 0) return [];
		const options = c.options.map((o) => {
			const problem = optionProblem(view, chooser(s, c), o);
			return { n: ++n, text: o.text, ...(problem ? { disabled: problem } : {}) };
		});
		if (owed !== undefined) return [{ group, pick: owed, upTo: false, atLeast: owed, repeats: true, options }];
		// One more pick where the rules give it (Sojourn: a shared bond).
		const pick = c.pick + (c.extraPickWhen && holds(view, s, c.extraPickWhen) ? 1 : 0);
		return [{ group, pick, upTo: c.upTo === true, atLeast: c.upTo ? (c.atLeast ?? 0) : pick, repeats: c.repeats === true, options }];
	});
}

/** A follow-up whose size is the track's rank gets its number now. */
function sized(view: StateView, s: Situation, followUps: readonly FollowUp[]): FollowUp[] {
	return followUps.map((f) => {
		if (!f.magnitudeOfRank) return f;
		const rank = s.track ? view.get(s.track, 'rank') : undefined;
		const { magnitudeOfRank: _, ...rest } = f;
		return isRank(rank) ? { ...rest, magnitude: rankNumber(rank) } : rest;
	});
}

/** Applies an outcome's fixed effects to the view and says what is left to the player. */
export function evaluate(model: MoveModel, view: StateView, s: Situation): Evaluation & { report: EffectReport } {
	const outcome = countedOutcome(model, view, s);
	const spec = specFor(model, view, s, outcome);
	const report = newReport();
	applyAll(view, s, spec?.effects, report);
	rulesetEffects(view, s, outcome, report);
	defaultInitiative(model, view, s, outcome, report);
	markDecisive(view, s, outcome);
	const result: Evaluation & { report: EffectReport } = {
		notes: report.notes,
		choices: offer(view, s, spec?.choices),
		followUps: [...sized(view, s, spec?.followUps ?? []), ...report.triggered],
		report,
	};
	const matchNote = s.tableMatch && s.tableRow !== undefined ? rolledSpec(model, outcome, s)?.table?.onMatch?.note : undefined;
	if (matchNote) result.tableNote = matchNote;
	if (outcome) result.outcome = outcome;
	if (outcome && s.roll && outcome !== s.roll.outcome) result.countsAs = outcome;
	return result;
}

/** The options still open for an outcome, numbered as `evaluate` numbered them. */
export function openChoices(model: MoveModel, view: StateView, s: Situation, outcome: Outcome | undefined): OfferedChoice[] {
	return offer(view, s, specFor(model, view, s, outcome)?.choices);
}

export interface Resolution {
	/** The picked options' texts, per choice group resolved. */
	chosen: Map<number, string[]>;
	followUps: FollowUp[];
	notes: string[];
	/** Tables the picked options roll (`OptionSpec.roll`), by Datasworn id, in the order picked. */
	tables: string[];
}

/**
 * Applies the options a player picked (numbers as offered). Each number must be offered and
 * pickable, a choice takes exactly its count (or up to it), and an option is picked once
 * unless the rules allow repeats. Choices the picks do not touch stay open.
 */
export function resolveChoices(model: MoveModel, view: StateView, s: Situation, outcome: Outcome | undefined, picks: readonly number[]): Resolution {
	const offered = openChoices(model, view, s, outcome);
	const spec = specFor(model, view, s, outcome);
	const all = offered.flatMap((c) => c.options.map((o) => ({ choice: c, option: o })));
	const byGroup = new Map<number, number[]>();
	// Picks made together: one may clear what stops another (Mend with Recuperate), and a repeat must fit its cap.
	const unblocked = unblockedPicks(view, s, spec, offered, picks);
	const overCap = repeatLimit(view, s, spec, offered, picks);
	for (const n of picks) {
		const found = all.find((x) => x.option.n === n);
		if (!found) throw new ChoiceError(all.length === 0 ? 'This outcome has nothing to choose.' : `There is no option ${n}: choose from 1 to ${all.length}.`);
		if (found.option.disabled && !unblocked.has(n)) throw new ChoiceError(`Option ${n} (${found.option.text}) cannot be chosen: ${found.option.disabled}.`);
		byGroup.set(found.choice.group, [...(byGroup.get(found.choice.group) ?? []), n]);
	}
	// Repair points: the picks, with those the block made before, never spend more than they give.
	const now = picks.flatMap((n) => {
		const found = all.find((x) => x.option.n === n);
		const option = found && spec?.choices?.[found.choice.group]?.options[found.choice.options.indexOf(found.option)];
		return option ? [option] : [];
	});
	const over = overspent(spec, s.picked ?? [], now);
	if (over) throw new ChoiceError(`${over.charAt(0).toUpperCase()}${over.slice(1)}.`);
	if (overCap) throw new ChoiceError(overCap);
	const report = newReport();
	const resolution: Resolution = { chosen: new Map(), followUps: [], notes: report.notes, tables: [] };
	for (const choice of offered) {
		const ns = byGroup.get(choice.group);
		if (!ns) continue;
		const usable = choice.options.filter((o) => !o.disabled).length;
		const want = choice.repeats ? choice.pick : Math.min(choice.pick, usable);
		if (!choice.repeats && new Set(ns).size !== ns.length) throw new ChoiceError('Each option may be chosen only once.');
		if (choice.upTo ? ns.length > choice.pick || ns.length < choice.atLeast : ns.length !== want) {
			const count = choice.upTo ? (choice.atLeast > 0 ? `${choice.atLeast} to ${choice.pick}` : `up to ${choice.pick}`) : String(want);
			throw new ChoiceError(`Choose ${count} of options ${choice.options[0]?.n}-${choice.options[choice.options.length - 1]?.n}, not ${ns.length}.`);
		}
		const specChoice = spec?.choices?.[choice.group];
		const texts: string[] = [];
		for (const n of clearingFirst(specChoice?.options ?? [], choice, ns)) {
			const index = choice.options.findIndex((o) => o.n === n);
			const option = specChoice?.options[index];
			if (!option) continue;
			applyChosen(view, s, specChoice, option.effects, report);
			resolution.followUps.push(...sized(view, s, option.followUps ?? []));
			if (option.roll) resolution.tables.push(option.roll);
			texts.push(option.text);
		}
		resolution.chosen.set(choice.group, texts);
	}
	resolution.followUps.push(...report.triggered);
	return resolution;
}
