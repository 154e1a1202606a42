import type { ContentLibrary, RulesetContent } from '../content/library';
import { type RulesetId, isRulesetId } from '../content/rulesets';
import { withPhysicalDice } from '../play/physical-dice';
import type { StateStore } from '../play/note-store';
import type { Choice, Prompter } from '../play/prompter';
import { type DiceSource, cryptoDice } from '../rules/dice';
import type { DiceMode } from '../settings/settings';
import { StateError } from '../state/schema';
import { DEFAULT_TRUTHS_NOTE } from '../truths/note';
import { type TableResult, type TruthPick, rollTruthOption, tableResult, tableRows } from '../truths/roll';
import { type Truth, type TruthOption, optionHeadline, truthsOf } from '../truths/truths';
import { type TruthsWritten, existingTruths, linkedTruthsNote, writeTruths } from '../truths/write';

export interface TruthsPorts {
	store: StateStore;
	content: ContentLibrary;
	rulesets: readonly RulesetId[];
	prompt: Prompter;
	dice?: DiceSource;
	diceMode?: DiceMode;
	/** The active character's note: it links the truths note, and its link says which note that is. */
	activeCharacter: string;
	/** The truths note when no character links one (the setting; Truths.md by default). */
	truthsNote?: string;
	notify(message: string): void;
}

const withMd = (path: string) => (path.endsWith('.md') ? path : `${path}.md`);
/** The ruleset whose truths are chosen: the note's own, the only one with truths, or the player's pick. */
async function pickScope(p: TruthsPorts, noteRuleset: string | undefined): Promise<RulesetContent | undefined> {
	if (noteRuleset && isRulesetId(noteRuleset)) return p.content.ruleset(noteRuleset);
	// Every ruleset turned on, cores included (Starforged beside Sundered Isles has truths of its
	// own); rulesets that share their truths (classic and Delve) are offered once.
	const seen = new Set<string>();
	const scopes = p.rulesets
		.map((id) => p.content.ruleset(id))
		.filter((s) => {
			const first = truthsOf(s)[0];
			if (!first || seen.has(first.id)) return false;
			seen.add(first.id);
			return true;
		});
	if (scopes.length === 0) throw new StateError('None of your rulesets has setting truths: turn on Ironsworn or Starforged in the settings.');
	if (scopes.length === 1) return scopes[0];
	return p.prompt.choose('Whose world are you making?', scopes.map((s) => ({ value: s, label: s.label })));
}

type Answer = { kind: 'roll' } | { kind: 'skip' } | { kind: 'option'; option: TruthOption };

function snippet(option: TruthOption): string {
	const rest = option.summary ? option.description : option.description.slice(optionHeadline(option).length);
	const flat = rest.replace(/\{\{[^}]*\}\}/g, '').replace(/\s+/g, ' ').trim();
	return flat.length > 140 ? `${flat.slice(0, 139).trimEnd()}…` : flat;
}

function optionChoices(truth: Truth, current: string | undefined): Choice<Answer>[] {
	return [
		{ value: { kind: 'roll' }, label: 'Roll', detail: 'd100 on the options below' },
		...truth.options.map((option): Choice<Answer> => ({
			value: { kind: 'option', option },
			label: optionHeadline(option),
			detail: [`${option.min}-${option.max}`, option.id === current ? 'your truth now' : '', option.table ? `then ${option.table.name}` : '', snippet(option)].filter(Boolean).join(' · '),
		})),
		{ value: { kind: 'skip' }, label: current ? 'Skip: keep it as it is' : 'Skip this truth' },
	];
}

/**
 * Choose your world's truths: for each truth of the ruleset, in the book's order, pick an
 * option, roll for it or skip it; an option with a table of its own is rolled or picked on
 * too. The truths note is written (or its changed sections updated) and the active character
 * links it. Nothing is written when the player cancels.
 */
export async function chooseTruthsFlow(p: TruthsPorts): Promise<TruthsWritten | undefined> {
	const character = p.activeCharacter ? withMd(p.activeCharacter) : undefined;
	const linked = character ? await linkedTruthsNote(p.store, character) : undefined;
	const path = linked ?? withMd(p.truthsNote?.trim() || DEFAULT_TRUTHS_NOTE);
	const before = await existingTruths(p.store, path);
	const scope = await pickScope(p, before?.ruleset);
	if (!scope) return undefined;
	await existingTruths(p.store, path, scope);
	const digital = p.dice ?? cryptoDice();
	let physical: boolean | undefined = p.diceMode === 'physical' ? true : p.diceMode === 'ask' ? undefined : false;
	const roll = async <T>(run: (dice: DiceSource) => T): Promise<T | undefined> => {
		if (physical === undefined) {
			physical = await p.prompt.choose('How do you roll?', [
				{ value: false, label: 'Roll the dice for me' },
				{ value: true, label: 'Enter the dice I rolled' },
			]);
			if (physical === undefined) return undefined;
		}
		if (!physical) return run(digital);
		return withPhysicalDice(run, (sides, position) => p.prompt.die(`Die ${position}: your ${sides === 100 ? 'percentile dice (d100, 00 = 100)' : `d${sides}`}`, sides));
	};

	const truths = truthsOf(scope);
	const picks: TruthPick[] = [];
	for (const [i, truth] of truths.entries()) {
		const answer = await p.prompt.choose(`${truth.name} (${i + 1} of ${truths.length})`, optionChoices(truth, before?.truths[truth.key]));
		if (!answer) return undefined;
		if (answer.kind === 'skip') continue;
		let pick: TruthPick;
		if (answer.kind === 'roll') {
			const rolled = await roll((dice) => rollTruthOption(truth, dice));
			if (!rolled) return undefined;
			pick = { truth, option: rolled.option, roll: rolled.roll };
		} else {
			pick = { truth, option: answer.option };
		}
		if (pick.option.table) {
			const table = await subTable(p, scope, pick, roll, digital);
			if (!table) return undefined;
			pick.table = table;
		}
		picks.push(pick);
	}
	if (picks.length === 0) {
		p.notify('No truth was chosen: nothing was written.');
		return undefined;
	}
	const written = await writeTruths(p.store, { path, scope, order: truths, picks, character });
	p.notify(writtenMessage(written));
	return written;
}

/** The option's own table: rolled, or a row the player picks. */
async function subTable(
	p: TruthsPorts,
	scope: RulesetContent,
	pick: TruthPick,
	roll: <T>(run: (dice: DiceSource) => T) => Promise<T | undefined>,
	digital: DiceSource,
): Promise<TableResult | undefined> {
	const option = pick.option;
	const name = option.table?.name ?? '';
	const lead = pick.roll === undefined ? '' : `Rolled ${pick.roll}: ${optionHeadline(option)} `;
	const rows = tableRows(scope, option);
	const answer = await p.prompt.choose<string>(`${lead}${name}: roll or pick`, [
		{ value: '', label: 'Roll', detail: `d100 on ${name}` },
		...rows.map((r) => ({ value: r.id, label: r.text, detail: r.min === r.max ? `${r.min}` : `${r.min}-${r.max}` })),
	]);
	if (answer === undefined) return undefined;
	if (answer === '') return roll((dice) => tableResult(scope, option, dice));
	return tableResult(scope, option, digital, answer);
}

export function writtenMessage(w: TruthsWritten): string {
	const names = w.written.map((p) => p.truth.name).join(', ');
	const what = w.created ? `Wrote ${w.path}: ${names}.` : w.written.length > 0 ? `Updated ${w.path}: ${names}.` : `${w.path} already says so: nothing changed.`;
	const link = w.link ? (w.link.kept ? ` ${w.link.character} keeps its own truths: ${w.link.kept}.` : ` ${w.link.character} links it.`) : '';
	return `${what}${link}`;
}
