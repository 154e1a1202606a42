import type { ContentLibrary } from '../content/library';
import type { MoveInfo } from '../content/map-move';
import type { RulesetId } from '../content/rulesets';
import type { JournalBlock } from '../journal/block';
import { appendBlock } from '../journal/note-text';
import { writeBlock } from '../journal/write';
import { finishActionMove, makeNoRollMove, makeProgressMove, rollActionMove } from '../play/make-move';
import { MoveInputError, chooseStat, rollChoices } from '../play/move-stats';
import type { StateStore } from '../play/note-store';
import type { Add } from '../rules/adds';
import type { DiceSource } from '../rules/dice';
import { progressScore } from '../rules/progress';
import { StateError, readCharacter, readTrack } from '../state/schema';
import { applyChanges } from './changes';
import { impactKeys } from './create';
import { type Proposal, proposeChanges } from './effects';
import { linkFor } from './links';
import { sufferBeforeRoll, sufferMeterOf } from './pre-roll';
import { SPECIAL_TRACK_KEYS, specialTrackScore, specialTracksOf } from './special-tracks';

export interface CampaignMoveInput {
	ruleset: RulesetId;
	move: MoveInfo;
	characterPath: string;
	journalPath: string;
	stat?: string;
	adds: Add[];
	burn: boolean;
	trackPath?: string;
	/** Accept the proposed changes: they go into frontmatter and into the block together. */
	apply: boolean;
	/** For suffer moves: the harm, stress or supply lost before the roll. */
	suffer?: number;
}

export interface CampaignMoveResult {
	block: JournalBlock;
	proposal: Proposal;
	fenced: string;
}

/** The values the move rolls, taken from the character sheet. */
function statFromSheet(move: MoveInfo, sheet: Record<string, number>, wanted: string | undefined) {
	const choices = rollChoices(move);
	const pick = wanted
		? choices.find((c) => c.keys.includes(wanted))
		: choices.length === 1 && (choices[0]?.keys.length === 1 || choices[0]?.condition.method === 'highest' || choices[0]?.condition.method === 'lowest')
			? choices[0]
			: undefined;
	if (!pick) {
		const all = [...new Set(choices.flatMap((c) => c.keys))].join(', ');
		throw new MoveInputError(wanted ? `${move.name} does not roll ${wanted}: it rolls ${all}.` : `${move.name}: choose what to roll with --stat (${all}).`);
	}
	const keys = pick.condition.method === 'highest' || pick.condition.method === 'lowest' ? pick.keys : [wanted ?? pick.keys[0] ?? ''];
	const given: Record<string, number> = {};
	for (const k of keys) {
		const v = sheet[k];
		if (v === undefined) throw new MoveInputError(`The character sheet has no ${k}; give the value with --stat ${k}=N instead.`);
		given[k] = v;
	}
	return chooseStat(move, given);
}

export function makeCampaignMove(store: StateStore, content: ContentLibrary, input: CampaignMoveInput, dice: DiceSource): Promise<CampaignMoveResult> {
	return store.exclusive(() => campaignMove(store, content, input, dice));
}

async function campaignMove(store: StateStore, content: ContentLibrary, input: CampaignMoveInput, dice: DiceSource): Promise<CampaignMoveResult> {
	const scope = content.ruleset(input.ruleset);
	const found = await store.frontmatter(input.characterPath);
	if (found === null) throw new StateError(`There is no character note at ${input.characterPath}.`);
	const keys = impactKeys(content, input.ruleset);
	const by = linkFor(input.characterPath);
	// A suffer move takes its loss first, and the roll is made with what is left.
	const before = sufferBeforeRoll(input.move.id, by, found, input.suffer ?? 0, readCharacter(found, input.characterPath, keys).marked.length);
	if (sufferMeterOf(input.move.id) && input.suffer === undefined) {
		throw new MoveInputError(`${input.move.name} takes its loss before the roll: give it with --suffer N.`);
	}
	const fm = { ...found };
	for (const c of before.changes) fm[c.key] = c.to;
	const state = readCharacter(fm, input.characterPath, keys);
	let track;
	if (input.trackPath) {
		const tfm = await store.frontmatter(input.trackPath);
		if (tfm === null) throw new StateError(`There is no track note at ${input.trackPath}.`);
		track = { link: linkFor(input.trackPath), state: readTrack(tfm, input.trackPath) };
	}
	const { move } = input;
	let block: JournalBlock;
	if (move.rollType === 'action_roll') {
		const sheet = { ...state.stats, ...state.meters };
		const stat = statFromSheet(move, sheet, input.stat);
		const rolled = rollActionMove({ move, stat, adds: input.adds, momentum: state.momentum, debilities: state.marked.length, by }, dice);
		block = finishActionMove(rolled, input.burn);
	} else if (move.rollType === 'progress_roll') {
		if (!track) throw new MoveInputError(`${move.name} is a progress move: give the track note with --track PATH.`);
		block = makeProgressMove({ move, score: progressScore(track.state.ticks), track: track.link, by }, dice);
	} else if (move.rollType === 'special_track') {
		const tracks = specialTracksOf(move);
		const chosen = input.stat ?? (tracks.length === 1 ? tracks[0] : undefined);
		if (!chosen || !tracks.includes(chosen)) throw new MoveInputError(`${move.name}: choose the track with --stat (${tracks.join(', ')}).`);
		const score = specialTrackScore(fm, chosen);
		if (score === undefined) throw new StateError(`The character sheet has no ${SPECIAL_TRACK_KEYS[chosen] ?? chosen} track.`);
		if (chosen === 'failure_track' && score < 6) throw new MoveInputError(`Learn From Your Failures needs 6 full boxes on the failure track; you have ${score}.`);
		block = makeProgressMove({ move, score, track: chosen.replace(/_/g, ' '), by }, dice);
	} else {
		block = makeNoRollMove(move, scope, dice, by);
	}
	const after = proposeChanges({ move, block, character: { link: by, state, fm }, track, ruleset: input.ruleset });
	const proposal = { changes: [...before.changes, ...after.changes], notes: [...before.notes, ...after.notes] };
	if (input.apply && proposal.changes.length > 0) {
		await applyChanges(store, proposal.changes);
		block.changes = proposal.changes;
	}
	const fenced = writeBlock(block);
	await store.process(input.journalPath, (text) => appendBlock(text, fenced).text);
	return { block, proposal, fenced };
}
