import { linkFor } from '../campaign/links';
import { askRarity } from './rarity-choice';
import { type PickedTrack, isProgressMove, pickAlly, pickTrack } from './move-targets';
import { oddsFor, oddsLabel } from './odds-labels';
import { specialTracksOf } from '../campaign/special-tracks';
import type { RulesetContent } from '../content/library';
import type { MoveInfo, RollOption } from '../content/map-move';
import type { JournalBlock } from '../journal/block';
import { writeBlock } from '../journal/write';
import { finishActionMove, makeNoRollMove, makeProgressMove } from '../play/make-move';
import { type ChosenStat, optionKey } from '../play/move-stats';
import type { Choice } from '../play/prompter';
import { moveModel } from '../moves';
import { MoveTurn } from '../play/turn';
import type { Add } from '../rules/adds';
import { OUTCOME_LABELS } from '../rules/outcome';
import { pickValue } from '../rules/roll-options';
import { parseAdds } from './adds-text';
import { applyOffered } from './apply-proposal';
import { askChoices, offerFollowUps } from './outcome-choices';
import { rollWithChosenDice } from './dice-entry';
import { type FlowPorts, enabledScopes } from './ports';
import { offerTrackFor } from './track-moves';
import { askAbilities, offerReroll } from './ability-choices';
import { type MeterAssets, pickMeterAssets } from './asset-pick';
import { coreOf } from '../content/rulesets';
import { otherRulesetProblem } from '../campaign/campaign-move';
import { holds } from '../moves/engine/requirements';


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

type StatPick = { keys: string[]; method: 'single' | 'highest' | 'lowest'; option?: RollOption; text: string };

/** The sheet's value, or the snapshot's when there is no campaign (a character note without state). */
function known(turn: MoveTurn, ports: FlowPorts, key: string): number | undefined {
	return turn.sheetValue(key) ?? ports.character?.values[key];
}

function statChoices(move: MoveInfo, turn: MoveTurn, ports: FlowPorts): Choice<StatPick>[] {
	const momentum = turn.momentum ?? ports.character?.momentum;
	// Develop Your Relationship, bonded: the roll is +the connection's rank, not a rank the player picks.
	const rank = turn.model?.rollsRank && turn.situation.track ? turn.view.get(turn.situation.track, 'rank') : undefined;
	const allowed = (key: string) => (!turn.model?.stats || turn.model.stats.includes(key)) && (typeof rank !== 'string' || key === rank);
	return move.conditions.flatMap((c): Choice<StatPick>[] => {
		if (c.method === 'highest' || c.method === 'lowest') {
			const keys = c.options.map(optionKey);
			const values = keys.map((k) => known(turn, ports, k));
			const value = values.every((v) => v !== undefined) ? pickValue(c.method, values) : undefined;
			const label = `${c.method === 'highest' ? 'Higher' : 'Lower'} of ${keys.map((k) => `+${k.replace(/_/g, ' ')}`).join(' and ')}${value !== undefined ? ` (${value})` : ''}`;
			return [{ value: { keys, method: c.method, text: c.text }, label, detail: [c.text, value !== undefined ? oddsLabel(value, 0, momentum) : ''].filter(Boolean).join(' — ') }];
		}
		return c.options
			.filter((option) => allowed(optionKey(option)))
			.map((option) => {
				const key = optionKey(option);
				const value = option.using === 'custom' ? option.value : known(turn, ports, key);
				return {
					value: { keys: [key], method: 'single' as const, option, text: c.text },
					label: `+${key.replace(/_/g, ' ')}${value !== undefined ? ` (${value})` : ''}`,
					detail: [c.text, value !== undefined ? oddsLabel(value, 0, momentum) : ''].filter(Boolean).join(' — '),
				};
			});
	});
}

async function resolveStat(pick: StatPick, turn: MoveTurn, ports: FlowPorts): Promise<ChosenStat | undefined> {
	const values: Record<string, number> = {};
	for (const key of pick.keys) {
		const value = (pick.option?.using === 'custom' ? pick.option.value : known(turn, ports, key)) ?? (await ports.prompt.number(`Your ${key.replace(/_/g, ' ')}`, { min: 0, max: 10 }));
		if (value === undefined) return undefined;
		values[key] = value;
	}
	if (pick.method === 'single') return { name: pick.keys[0] as string, value: values[pick.keys[0] as string] as number };
	return { name: pick.keys.join('/'), value: pickValue(pick.method, Object.values(values)), compared: values };
}

async function askAdds(ports: FlowPorts, turn: MoveTurn, stat: number): Promise<Add[] | undefined> {
	const pending = turn.pendingForThisMove();
	const pendingText = pending.length ? ` Kept for this move: ${pending.map((p) => `+${p.value} ${p.reason}`).join(', ')}.` : '';
	const total = pending.reduce((a, p) => a + p.value, 0);
	// The odds for the stat alone, so a player without a character sheet sees them too.
	let title = `Adds, if any — e.g. "+1 Secure an Advantage, +1 bonded".${pendingText} With +${stat}: ${oddsLabel(stat, total, turn.momentum ?? ports.character?.momentum)}`;
	for (;;) {
		const text = await ports.prompt.text(title, '+1 reason, +2 reason');
		if (text === undefined) return undefined;
		const adds = parseAdds(text);
		if (typeof adds !== 'string') return adds;
		title = `${adds} Try again, e.g. "+1 Secure an Advantage".`;
	}
}

/** A suffer move's loss: the foe's rank in a fight (ME-06..08, CB-21), 2 when unsure, or what the player says. */
/** How many times the move's table is rolled, where the player decides (Confront Chaos: one to three aspects). */
async function askTimes(ports: FlowPorts, turn: MoveTurn): Promise<number | undefined> {
	const allowed = turn.model?.tableTimes;
	if (!allowed) return 1;
	const counts = Array.from({ length: allowed.max }, (_, i) => i + 1);
	return ports.prompt.choose(`${turn.setup.move.name}: how many ${allowed.what}?`, counts.map((n) => ({ value: n, label: `${n}` })));
}

async function askLoss(ports: FlowPorts, turn: MoveTurn, what: string): Promise<number | undefined> {
	const foe = turn.foeLoss();
	const title = `${turn.setup.move.name}: how much ${what} do you lose?`;
	if (foe === undefined) return ports.prompt.number(title, { min: 0, max: 10 });
	const picked = await ports.prompt.choose<number | 'other'>(title, [
		{ value: foe, label: `${foe}: the foe's rank` },
		...(foe !== 2 ? [{ value: 2, label: '2: when unsure' }] : []),
		{ value: 'other', label: 'Another amount' },
	]);
	if (picked !== 'other') return picked;
	return ports.prompt.number(title, { min: 0, max: 10 });
}

/** Failed preconditions: the rule is named and nothing happens, unless the player overrides on purpose. */
async function checkPreconditions(ports: FlowPorts, turn: MoveTurn, rolled: readonly string[]): Promise<boolean> {
	const failed = turn.refusals(rolled).filter((f) => !turn.overridden.includes(f.id));
	if (failed.length === 0) return true;
	const go = await ports.prompt.confirm(`${turn.setup.move.name}: not allowed now`, `${failed.map((f) => f.rule).join('. ')}.`, 'Make the move anyway', 'Cancel');
	if (!go) return false;
	turn.override(failed.map((f) => f.id));
	return true;
}

async function actionMove(ports: FlowPorts, turn: MoveTurn, magnitude: number | undefined): Promise<JournalBlock | undefined> {
	const move = turn.setup.move;
	if (!(await checkPreconditions(ports, turn, []))) return undefined;
	// A suffer move takes its loss first, and the roll is made with what is left.
	const gauge = turn.model?.sufferFirst;
	if (gauge && turn.character) {
		const amount = magnitude ?? (await askLoss(ports, turn, gauge.replace('_', ' ')));
		if (amount === undefined) return undefined;
		// Its notes (harm past 0 off momentum) are told with the move's, once.
		turn.sufferFirst(amount);
	}
	const stats = statChoices(move, turn, ports);
	const pick = turn.model?.rollsRank && stats.length === 1 ? stats[0]?.value : await ports.prompt.choose(`${move.name}: what do you roll?`, stats);
	if (!pick) return undefined;
	if (!(await checkPreconditions(ports, turn, pick.keys))) return undefined;
	const stat = await resolveStat(pick, turn, ports);
	if (!stat) return undefined;
	if (!(await askAbilities(ports, turn, pick.keys))) return undefined;
	if (!(await askRarity(ports, turn))) return undefined;
	const adds = await askAdds(ports, turn, stat.value);
	if (!adds) return undefined;
	const first = await rollWithChosenDice(ports, (dice) => turn.rollAction(stat, adds, dice));
	if (!first) return undefined;
	const rolled = await offerReroll(ports, turn, first);
	if (!rolled) return undefined;
	let burn = false;
	if (rolled.burnImproves && move.allowMomentumBurn) {
		const after = finishActionMove(rolled, true);
		const answer = await ports.prompt.confirm(
			'Burn momentum?',
			`You rolled a ${OUTCOME_LABELS[rolled.roll.outcome].toLowerCase()} (${rolled.roll.score} vs ${rolled.roll.challenge.join(' and ')}). ` +
				`Burning momentum ${String(rolled.input.momentum)} makes it a ${OUTCOME_LABELS[after.outcome].toLowerCase()}, and momentum resets to ${after.burn?.to ?? 0}.`,
			'Burn momentum',
			'Keep the roll',
		);
		if (answer === undefined) return undefined;
		burn = answer;
	}
	return finishActionMove(rolled, burn);
}

/** A special track (bonds, failure, legacy): its score comes from the character sheet when there is one. */
async function specialTrackMove(ports: FlowPorts, turn: MoveTurn): Promise<JournalBlock | undefined> {
	const move = turn.setup.move;
	const choices = specialTracksOf(move).map((t) => {
		const score = turn.progressScore(t);
		return { value: { track: t, score }, label: t.replace(/_/g, ' '), detail: score === undefined ? undefined : `progress ${score} — ${oddsFor(score)}` };
	});
	const pick = choices.length === 1 ? choices[0]?.value : await ports.prompt.choose(`${move.name}: which track?`, choices);
	if (!pick) return undefined;
	if (!(await checkPreconditions(ports, turn, []))) return undefined;
	const score = pick.score ?? (await ports.prompt.number(`${move.name}: progress score of your ${pick.track.replace(/_/g, ' ')}`, { min: 0, max: 10 }));
	if (score === undefined) return undefined;
	return rollWithChosenDice(ports, (dice) => makeProgressMove({ move, score, track: pick.track.replace(/_/g, ' '), by: turn.by }, dice));
}

async function progressMove(ports: FlowPorts, turn: MoveTurn, track: PickedTrack): Promise<JournalBlock | undefined> {
	const move = turn.setup.move;
	if (move.rollType === 'special_track') return specialTrackMove(ports, turn);
	if (!(await checkPreconditions(ports, turn, []))) return undefined;
	const known = turn.progressScore() ?? (track.ticks !== undefined ? Math.floor(track.ticks / 4) : undefined);
	const score = known ?? (await ports.prompt.number(`${move.name}: progress score (full boxes)`, { min: 0, max: 10 }));
	if (score === undefined) return undefined;
	return rollWithChosenDice(ports, (dice) => makeProgressMove({ move, score, track: track.link, by: turn.by }, dice));
}

/** Opens the move's turn over the active character's notes, when there is one. */
export async function openTurn(ports: FlowPorts, scope: RulesetContent, move: MoveInfo, trackPath?: string, allyPath?: string, assets: MeterAssets = {}): Promise<MoveTurn> {
	const campaign = ports.campaign;
	return MoveTurn.open({
		content: ports.content,
		ruleset: scope.id,
		move,
		...(campaign ? { store: campaign.store, characterPath: campaign.characterPath } : {}),
		...(ports.character ? { snapshot: ports.character } : {}),
		...(campaign && trackPath ? { trackPath } : {}),
		...(campaign && allyPath ? { allyPath } : {}),
		...(campaign ? assets : {}),
	});
}

/** Runs a picked move to its block (rolled and settled), or undefined when the player cancels. */
/** How a move is made when a command, not the player, already knows part of it. */
export interface PlayOptions {
	/** The track the move is about (a site, a threat): not asked. */
	trackPath?: string;
	/** Offer the follow-ups as the next move (a hiatus advances its threats itself). */
	followUps?: boolean;
}

export async function runMove(ports: FlowPorts, scope: RulesetContent, move: MoveInfo, magnitude?: number, options: PlayOptions = {}): Promise<{ turn: MoveTurn; block: JournalBlock } | undefined> {
	// The track comes first, so the notes are read once, with it. A classic action move made
	// in a fight takes the fight's track, for the default initiative and the foe's harm.
	const own = moveModel(move.id)?.track;
	// At death's door or despair the fight is not the question (Face Death, Face Desolation).
	const threshold = /\/(face_death|face_desolation)$/.test(move.id);
	const inFight = !own && !threshold && coreOf(scope.id) !== 'starforged' && move.rollType === 'action_roll' && ports.campaign ? (await ports.tracks()).some((t) => t.kind === 'fight') : false;
	const track = options.trackPath ? { path: options.trackPath, link: linkFor(options.trackPath) } : await pickTrack(ports, move, own ?? (inFight ? 'fight' : undefined));
	if (!track) return undefined;
	const ally = await pickAlly(ports, move);
	if (ally === undefined) return undefined;
	const assets = await pickMeterAssets(ports, scope, move);
	if (!assets) return undefined;
	const turn = await openTurn(ports, scope, move, track.path, ally || undefined, assets);
	const otherRuleset = otherRulesetProblem(ports.content, turn, move);
	if (otherRuleset) {
		ports.notify(otherRuleset);
		return undefined;
	}
	// Develop Your Relationship without a bond is not rolled: it marks progress by rank, as the CLI does.
	const rolls = !(turn.model?.rollsWhen && turn.situation.track && !holds(turn.view, turn.situation, turn.model.rollsWhen));
	let block: JournalBlock | undefined;
	if (move.rollType === 'action_roll' && rolls) block = await actionMove(ports, turn, magnitude);
	else if (isProgressMove(move)) block = await progressMove(ports, turn, track);
	else {
		if (!(await checkPreconditions(ports, turn, []))) return undefined;
		// Lose Momentum, Sacrifice Resources: the loss first, then what the rules say of the gauge.
		const loss = turn.model?.loss;
		if (loss && turn.character) {
			const amount = magnitude ?? (await askLoss(ports, turn, loss.replace('_', ' ')));
			if (amount === undefined) return undefined;
			turn.sufferFirst(amount);
		}
		const times = await askTimes(ports, turn);
		if (times === undefined) return undefined;
		block = await rollWithChosenDice(ports, (dice) => turn.rollTables(makeNoRollMove(move, scope, dice, turn.by, times), dice));
	}
	// An outcome that goes on in a table (Delve the Depths' weak hit) rolls it now, once the outcome is final.
	const made = block;
	if (made && turn.hasTable(made)) block = await rollWithChosenDice(ports, (dice) => turn.rollTables(made, dice));
	if (!block) return undefined;
	turn.settle(block);
	return { turn, block };
}

/** Make a move / Make a progress move: pick, roll, write the block where the player wants it. */
export async function makeMoveFlow(ports: FlowPorts, progressOnly = false): Promise<JournalBlock | undefined> {
	const picked = await ports.prompt.choose(progressOnly ? 'Make a progress move' : 'Make a move', moveChoices(ports, progressOnly ? isProgressMove : undefined));
	if (!picked) return undefined;
	return playMove(ports, picked.scope, picked.move);
}

/** A picked move to its end: roll, choices, the changes, the block, a new track if it begins one, and what comes next. */
export async function playMove(ports: FlowPorts, scope: RulesetContent, move: MoveInfo, magnitude?: number, options: PlayOptions = {}): Promise<JournalBlock | undefined> {
	const run = await runMove(ports, scope, move, magnitude, options);
	if (!run) return undefined;
	const { turn } = run;
	if (!(await askChoices(ports, turn))) return undefined;
	for (const note of turn.notes) ports.notify(note);
	const block = turn.block();
	if (ports.campaign && !(await applyOffered(ports, block))) return undefined;
	await ports.sink.insert(writeBlock(block));
	await offerTrackFor(ports, block);
	if (options.followUps !== false) await offerFollowUps(ports, scope, block, playMove);
	return block;
}
