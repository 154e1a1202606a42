import type { RulesetContent } from '../content/library';
import type { MoveInfo, RollOption } from '../content/map-move';
import type { JournalBlock } from '../journal/block';
import { writeBlock } from '../journal/write';
import { finishActionMove, makeNoRollMove, makeProgressMove, rollActionMove } from '../play/make-move';
import { type ChosenStat, optionKey } from '../play/move-stats';
import type { Choice } from '../play/prompter';
import type { Add } from '../rules/adds';
import { OUTCOME_LABELS } from '../rules/outcome';
import { actionRollOdds, percent, progressRollOdds } from '../rules/odds';
import { pickValue } from '../rules/roll-options';
import { progressScore } from '../rules/progress';
import { parseAdds } from './adds-text';
import { offerChanges } from './apply-proposal';
import { specialTrackScore, specialTracksOf } from '../campaign/special-tracks';
import { sufferBeforeRoll, sufferMeterOf } from '../campaign/pre-roll';
import type { StateChange } from '../journal/block';
import { offerTrackFor } from './track-moves';
import { rollWithChosenDice } from './dice-entry';
import { type FlowPorts, enabledScopes } from './ports';

const isProgressMove = (m: MoveInfo) => m.rollType === 'progress_roll' || m.rollType === 'special_track';

/** The moves of the enabled rulesets, each once, for the picker. */
export function moveChoices(ports: FlowPorts, filter: (m: MoveInfo) => boolean = () => true): Choice<{ scope: RulesetContent; move: MoveInfo }>[] {
	const seen = new Set<string>();
	return enabledScopes(ports).flatMap((scope) =>
		scope
			.moves()
			.filter((m) => filter(m) && !seen.has(m.id) && (seen.add(m.id), true))
			.map((move) => ({ value: { scope, move }, label: move.name, detail: `${scope.label} · ${move.category}` })),
	);
}

function oddsLabel(value: number, adds: number, momentum: number | undefined): string {
	const o = actionRollOdds({ stat: value, adds, momentum });
	return `strong ${percent(o.strong_hit)} · weak ${percent(o.weak_hit)} · miss ${percent(o.miss)}`;
}

type StatPick = { keys: string[]; method: 'single' | 'highest' | 'lowest'; option?: RollOption; text: string };

function statChoices(move: MoveInfo, ports: FlowPorts): Choice<StatPick>[] {
	const known = ports.character?.values ?? {};
	return move.conditions.flatMap((c): Choice<StatPick>[] => {
		if (c.method === 'highest' || c.method === 'lowest') {
			const keys = c.options.map(optionKey);
			const values = keys.map((k) => known[k]);
			const value = values.every((v) => v !== undefined) ? pickValue(c.method, values) : undefined;
			const label = `${c.method === 'highest' ? 'Higher' : 'Lower'} of ${keys.map((k) => `+${k}`).join(' and ')}${value !== undefined ? ` (${value})` : ''}`;
			return [{ value: { keys, method: c.method, text: c.text }, label, detail: [c.text, value !== undefined ? oddsLabel(value, 0, ports.character?.momentum) : ''].filter(Boolean).join(' — ') }];
		}
		return c.options.map((option) => {
			const key = optionKey(option);
			const value = option.using === 'custom' ? option.value : known[key];
			return {
				value: { keys: [key], method: 'single' as const, option, text: c.text },
				label: `+${key}${value !== undefined ? ` (${value})` : ''}`,
				detail: [c.text, value !== undefined ? oddsLabel(value, 0, ports.character?.momentum) : ''].filter(Boolean).join(' — '),
			};
		});
	});
}

async function resolveStat(pick: StatPick, ports: FlowPorts): Promise<ChosenStat | undefined> {
	const values: Record<string, number> = {};
	for (const key of pick.keys) {
		const known = pick.option?.using === 'custom' ? pick.option.value : ports.character?.values[key];
		const value = known ?? (await ports.prompt.number(`Your ${key}`, { min: 0, max: 10 }));
		if (value === undefined) return undefined;
		values[key] = value;
	}
	if (pick.method === 'single') return { name: pick.keys[0] as string, value: values[pick.keys[0] as string] as number };
	return { name: pick.keys.join('/'), value: pickValue(pick.method, Object.values(values)), compared: values };
}

async function askAdds(ports: FlowPorts, stat: number): Promise<Add[] | undefined> {
	// The odds for the stat alone, so a player without a character sheet sees them too.
	let title = `Adds, if any — e.g. "+1 Secure an Advantage, +1 bonded". With +${stat} and no adds: ${oddsLabel(stat, 0, ports.character?.momentum)}`;
	for (;;) {
		const text = await ports.prompt.text(title, '+1 reason, +2 reason');
		if (text === undefined) return undefined;
		const adds = parseAdds(text);
		if (typeof adds !== 'string') return adds;
		title = `${adds} Try again, e.g. "+1 Secure an Advantage".`;
	}
}

/** Changes made before the roll (a suffer move's loss), to record with the move's own. */
export interface PreRoll {
	changes: StateChange[];
	notes: string[];
}

/** A suffer move with a character: ask the loss, and roll with what is left of the meter. */
async function sufferFirst(ports: FlowPorts, move: MoveInfo, pre: PreRoll): Promise<FlowPorts | undefined> {
	const meter = sufferMeterOf(move.id);
	const campaign = ports.campaign;
	const character = ports.character;
	if (!meter || !campaign || !character) return ports;
	const amount = await ports.prompt.number(`${move.name}: how much ${meter} do you lose?`, { min: 0, max: 10 });
	if (amount === undefined) return undefined;
	const fm = await campaign.store.frontmatter(campaign.characterPath);
	if (!fm) return ports;
	const loss = sufferBeforeRoll(move.id, character.link, fm, amount, character.debilities);
	pre.changes.push(...loss.changes);
	pre.notes.push(...loss.notes);
	const values = { ...character.values };
	let momentum = character.momentum;
	for (const c of loss.changes) {
		if (c.key === 'momentum') momentum = c.to as number;
		else values[c.key] = c.to as number;
	}
	return { ...ports, character: { ...character, values, momentum } };
}

async function actionMove(outer: FlowPorts, move: MoveInfo, pre: PreRoll): Promise<JournalBlock | undefined> {
	const ports = await sufferFirst(outer, move, pre);
	if (!ports) return undefined;
	const pick = await ports.prompt.choose(`${move.name}: what do you roll?`, statChoices(move, ports));
	if (!pick) return undefined;
	const stat = await resolveStat(pick, ports);
	if (!stat) return undefined;
	const adds = await askAdds(ports, stat.value);
	if (!adds) return undefined;
	const character = ports.character;
	const input = { move, stat, adds, momentum: character?.momentum, debilities: character?.debilities ?? 0, by: character?.link };
	const rolled = await rollWithChosenDice(ports, (dice) => rollActionMove(input, dice));
	if (!rolled) return undefined;
	let burn = false;
	if (rolled.burnImproves && move.allowMomentumBurn) {
		const momentum = input.momentum as number;
		const after = finishActionMove(rolled, true);
		const answer = await ports.prompt.confirm(
			'Burn momentum?',
			`You rolled a ${OUTCOME_LABELS[rolled.roll.outcome].toLowerCase()} (${rolled.roll.score} vs ${rolled.roll.challenge.join(' and ')}). ` +
				`Burning momentum ${momentum} makes it a ${OUTCOME_LABELS[after.outcome].toLowerCase()}, and momentum resets to ${after.burn?.to ?? 0}.`,
			'Burn momentum',
			'Keep the roll',
		);
		if (answer === undefined) return undefined;
		burn = answer;
	}
	const block = finishActionMove(rolled, burn);
	return block;
}

/** A special track (bonds, failure, legacy): its score comes from the character sheet when there is one. */
async function specialTrackMove(ports: FlowPorts, move: MoveInfo): Promise<JournalBlock | undefined> {
	const fm = ports.campaign ? await ports.campaign.store.frontmatter(ports.campaign.characterPath) : null;
	const tracks = specialTracksOf(move);
	const choices = tracks.map((t) => {
		const score = fm ? specialTrackScore(fm, t) : undefined;
		return { value: { track: t, score }, label: t.replace(/_/g, ' '), detail: score === undefined ? undefined : `progress ${score} — ${oddsFor(score)}` };
	});
	const pick = choices.length === 1 ? choices[0]?.value : await ports.prompt.choose(`${move.name}: which track?`, choices);
	if (!pick) return undefined;
	const score = pick.score ?? (await ports.prompt.number(`${move.name}: progress score of your ${pick.track.replace(/_/g, ' ')}`, { min: 0, max: 10 }));
	if (score === undefined) return undefined;
	return rollWithChosenDice(ports, (dice) => makeProgressMove({ move, score, track: pick.track.replace(/_/g, ' '), by: ports.character?.link }, dice));
}

async function progressMove(ports: FlowPorts, move: MoveInfo): Promise<JournalBlock | undefined> {
	if (move.rollType === 'special_track') return specialTrackMove(ports, move);
	const tracks = await ports.tracks();
	const choices: Choice<{ link?: string; score?: number }>[] = tracks.map((t) => ({
		value: { link: t.link, score: progressScore(t.ticks) },
		label: t.name,
		detail: `progress ${progressScore(t.ticks)} — ${oddsFor(progressScore(t.ticks))}`,
	}));
	choices.push({ value: {}, label: 'Enter the progress score' });
	const track = choices.length === 1 ? {} : await ports.prompt.choose(`${move.name}: which track?`, choices);
	if (!track) return undefined;
	const score = track.score ?? (await ports.prompt.number(`${move.name}: progress score (full boxes)`, { min: 0, max: 10 }));
	if (score === undefined) return undefined;
	return rollWithChosenDice(ports, (dice) => makeProgressMove({ move, score, track: track.link, by: ports.character?.link }, dice));
}

function oddsFor(score: number): string {
	const o = progressRollOdds(score);
	return `strong ${percent(o.strong_hit)} · weak ${percent(o.weak_hit)} · miss ${percent(o.miss)}`;
}

/** Runs a picked move to its block, or undefined when the player cancels. */
export async function runMove(ports: FlowPorts, scope: RulesetContent, move: MoveInfo, pre: PreRoll = { changes: [], notes: [] }): Promise<JournalBlock | undefined> {
	if (move.rollType === 'action_roll') return actionMove(ports, move, pre);
	if (isProgressMove(move)) return progressMove(ports, move);
	return rollWithChosenDice(ports, (dice) => makeNoRollMove(move, scope, dice, ports.character?.link));
}

/** Make a move / Make a progress move: pick, roll, write the block where the player wants it. */
export async function makeMoveFlow(ports: FlowPorts, progressOnly = false): Promise<JournalBlock | undefined> {
	const picked = await ports.prompt.choose(progressOnly ? 'Make a progress move' : 'Make a move', moveChoices(ports, progressOnly ? isProgressMove : undefined));
	if (!picked) return undefined;
	return playMove(ports, picked.scope, picked.move);
}

/** A picked move to its end: roll, the proposed changes, the block, and a new track if it begins one. */
export async function playMove(ports: FlowPorts, scope: RulesetContent, move: MoveInfo): Promise<JournalBlock | undefined> {
	const pre: PreRoll = { changes: [], notes: [] };
	const block = await runMove(ports, scope, move, pre);
	if (!block) return undefined;
	if (!(await offerChanges(ports, move, block, pre))) return undefined;
	await ports.sink.insert(writeBlock(block));
	await offerTrackFor(ports, block);
	return block;
}
