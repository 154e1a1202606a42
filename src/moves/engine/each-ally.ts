import type { ChoiceSpec, Effect, OutcomeSpec } from '../model';
import { type EffectReport, applyEffect } from './effects';
import type { Situation } from './situation';
import type { StateView } from './state-view';

/**
 * "You and your allies may each choose" (Make Camp, ME-23): one roll for the party, and a list
 * of picks for each ally on the character's `party`, made on the same roll. An ally's picks go
 * on the ally's own sheet; supply is the party's, so an ally's −supply comes off the shared one.
 */

/** An ally's name as the options say it: the note's name, without the folder. */
function allyName(link: string): string {
	const inner = link.replace(/^\[\[/, '').replace(/\]\]$/, '').split('|')[0] ?? link;
	return inner.split('/').pop() ?? inner;
}

/** The outcome with the roller's list copied once per ally, each option named for that ally. */
export function withAllies(spec: OutcomeSpec | undefined, s: Situation): OutcomeSpec | undefined {
	const allies = (s.party ?? []).filter((a) => a !== s.character);
	if (!spec?.choices?.some((c) => c.eachAlly) || allies.length === 0) return spec;
	const copies: ChoiceSpec[] = spec.choices.flatMap((c) =>
		c.eachAlly ? allies.map((ally) => ({ ...c, eachAlly: false, forAlly: ally, options: c.options.map((o) => ({ ...o, text: `${allyName(ally)}: ${o.text}` })) })) : [],
	);
	return { ...spec, choices: [...spec.choices, ...copies] };
}

/** The situation an option of this choice is applied in: the roller's, or the ally's it was made for. */
export function chooser(s: Situation, choice: ChoiceSpec | undefined): Situation {
	const ally = choice?.forAlly;
	if (!ally) return s;
	return { ...s, character: ally, companion: undefined, vehicle: undefined, hold: undefined, aid: undefined };
}

/** Applies a picked option's effects as the one who picked it; the party's shared supply stays the roller's to change. */
export function applyChosen(view: StateView, s: Situation, choice: ChoiceSpec | undefined, effects: readonly Effect[] | undefined, report: EffectReport): void {
	const who = chooser(s, choice);
	for (const e of effects ?? []) applyEffect(view, e.kind === 'gauge' && e.gauge === 'supply' ? s : who, e, report);
}
