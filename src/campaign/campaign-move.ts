import type { ContentLibrary, RulesetContent } from '../content/library';
import { type RarityInfo, ownedRarities } from '../delve/rarities';
import type { MoveInfo } from '../content/map-move';
import { type RulesetId, isRulesetId } from '../content/rulesets';
import type { JournalBlock, StateChange } from '../journal/block';
import { appendingBlock } from '../journal/note-text';
import { writeBlock } from '../journal/write';
import type { OfferedChoice } from '../moves/engine/evaluate';
import type { FollowUp } from '../moves/model';
import { finishActionMove, makeNoRollMove, makeProgressMove, tableTimes } from '../play/make-move';
import { MoveInputError, chooseStat, pickRollChoice, rollChoices, statAlias } from '../play/move-stats';
import type { StateStore } from '../play/note-store';
import { MoveTurn } from '../play/turn';
import type { Add } from '../rules/adds';
import type { DiceSource } from '../rules/dice';
import { applyChanges } from './changes';
import { chooseWithRoll } from './choose-sub-lists';
import { wrongTrackKind } from '../moves/engine/track-kind';
import { allyRefusal } from '../moves/engine/aid';
import { type AbilityOffer, automaticOffers, offerText } from '../assets/ability-offers';
import type { RerollDie } from '../play/turn-abilities';
import { specialTracksOf } from './special-tracks';
import { describe, holds } from '../moves/engine/requirements';

export interface CampaignMoveInput {
	ruleset: RulesetId;
	move: MoveInfo;
	characterPath: string;
	journalPath: string;
	stat?: string;
	adds: Add[];
	burn: boolean;
	trackPath?: string;
	clockPath?: string;
	companion?: string;
	/** Accept the changes: they go into frontmatter and into the block together. */
	apply: boolean;
	/** For suffer moves: the harm, stress, supply or damage taken before the roll. */
	suffer?: number;
	/** How many times a no-roll move's table is rolled, where the player decides (Confront Chaos's aspects). */
	times?: number;
	/** Options picked at roll time, numbered from 1 as the outcome lists them. */
	choose?: number[];
	/** Go ahead although a precondition fails; the block records which. */
	anyway?: boolean;
	/** Asset abilities whose circumstance holds, by number (as offered) or name; the ones without one apply anyway. */
	abilities?: string[];
	/** Dice to roll again, as the abilities used allow. */
	reroll?: RerollDie[];
	/** Aid Your Ally: the ally's character note, who takes the benefits of a hit. */
	allyPath?: string;
	/** The vehicle, by id or name, when the sheet has several. */
	vehicle?: string;
	/** Delve: a rarity on the sheet, by id or name, wielded because the move is aided by the asset it augments. */
	rarity?: string;
	/** Called once every die is rolled, before anything is written: typed dice the move did not use are refused there. */
	allDiceUsed?: () => void;
}

export interface CampaignMoveResult {
	block: JournalBlock;
	/** The changes the move makes (applied only with `apply`). */
	changes: StateChange[];
	notes: string[];
	/** What is still open to choose, numbered as `choose` takes them. */
	choices: OfferedChoice[];
	followUps: FollowUp[];
	fenced: string;
	/** The abilities this move could use, numbered as `abilities` takes them, and whether it did. */
	abilities: { n: number; offer: AbilityOffer; used: boolean }[];
}

/** The abilities a player named, by number or by part of their name; the automatic ones always. */
function takenAbilities(offers: readonly AbilityOffer[], named: readonly string[]): AbilityOffer[] {
	const taken = new Set(automaticOffers(offers));
	for (const ref of named) {
		const r = ref.trim().toLowerCase();
		const n = /^\d+$/.test(r) ? Number(r) : undefined;
		const hits = n !== undefined ? offers.filter((_, i) => i + 1 === n) : offers.filter((o) => o.ability === ref.trim() || o.name.toLowerCase().includes(r));
		if (hits.length === 0) {
			const list = offers.map((o, i) => `${i + 1}. ${offerText(o)}`).join('; ');
			throw new MoveInputError(offers.length ? `No ability "${ref}" applies to this move; these do: ${list}.` : `No marked asset ability applies to this move, so "${ref}" cannot be used.`);
		}
		for (const h of hits) taken.add(h);
	}
	return [...taken];
}

const ASSET_NEEDED: Record<string, string> = { companion_health: 'a companion asset with its health', hold: 'a ship with its hold (supply) as an asset meter', integrity: 'a vehicle asset with its integrity' };

/** The values the move rolls, taken from the character sheet. */
function statFromSheet(move: MoveInfo, turn: MoveTurn, asked: string | undefined) {
	const choices = rollChoices(move);
	// The hold may be named by its sheet key too (flagship_supply).
	const wanted = asked !== undefined && asked === turn.situation.hold?.key ? 'hold' : statAlias(move, asked);
	const pick = wanted
		? pickRollChoice(choices, asked, wanted)
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
		const custom = pick.condition.options.find((o) => o.using === 'custom' && o.label === k);
		const v = custom?.using === 'custom' ? custom.value : turn.sheetValue(k);
		if (v === undefined) {
			throw new MoveInputError(ASSET_NEEDED[k] ? `${move.name} needs ${ASSET_NEEDED[k]} on the sheet.` : `The character sheet has no ${k}; give the value with --stat ${k}=N instead.`);
		}
		given[k] = v;
	}
	return { chosen: chooseStat(move, given), keys };
}

export function makeCampaignMove(store: StateStore, content: ContentLibrary, input: CampaignMoveInput, dice: DiceSource): Promise<CampaignMoveResult> {
	return store.exclusive(() => campaignMove(store, content, input, dice));
}

/** A move by a character, start to end, without questions: what the CLI and scripts use. */
async function campaignMove(store: StateStore, content: ContentLibrary, input: CampaignMoveInput, dice: DiceSource): Promise<CampaignMoveResult> {
	const { move } = input;
	const notAided = input.allyPath ? allyRefusal(move.id, move.name, input.ruleset, (id) => content.ruleset(id.split(/[:/]/)[1] as RulesetId).move(id).name) : undefined;
	if (notAided) throw new MoveInputError(notAided);
	const turn = await MoveTurn.open({ content, ruleset: input.ruleset, move, store, characterPath: input.characterPath, trackPath: input.trackPath, clockPath: input.clockPath, companion: input.companion, allyPath: input.allyPath, vehicle: input.vehicle });
	refuseOtherRuleset(content, turn, move);
	const wrongKind = wrongTrackKind(turn.model, turn.view, turn.situation);
	if (wrongKind) throw new MoveInputError(`${move.name} ${wrongKind}; nothing was written.`);
	if (input.suffer !== undefined && !turn.model?.sufferFirst && !turn.model?.loss) {
		// Out of Supply, Face a Setback: the loss is already taken; what is left over is exchanged a point at a time.
		const exchanges = turn.model?.noRoll?.choices?.some((c) => c.repeats) ? ' Its exchanges are picked with --choose, one per point.' : '';
		throw new MoveInputError(`${move.name} takes no loss of its own: --suffer is for the suffer moves that take one (Endure Harm, Lose Momentum, Sacrifice Resources…).${exchanges}`);
	}
	const times = tableTimes(move, turn.model?.tableTimes, input.times);
	// Lose Momentum, Sacrifice Resources: the size of the loss is the player's call, and the move is nothing without it.
	if (turn.model?.loss && !turn.model.lossMayBeNone && turn.character && (input.suffer === undefined || input.suffer < 1)) {
		throw new MoveInputError(`${move.name}: say how much ${turn.model.loss.replace('_', ' ')} you lose with --suffer N (1 to 3, as the move that sent you here says).`);
	}
	const suffer = input.suffer ?? (turn.model?.sufferFirst ? turn.foeLoss() : undefined);
	if (turn.model?.sufferFirst && suffer === undefined) {
		throw new MoveInputError(`${move.name} takes its loss before the roll: give it with --suffer N (a foe's rank, 1-5, or 2 when unsure), or name the fight with --track to take the foe's rank.`);
	}
	const byTrack = rollOfTrack(turn, input.stat);
	let block: JournalBlock;
	let offered: AbilityOffer[] = [];
	const rolls = move.rollType === 'action_roll' && byTrack.rolls;
	if (input.abilities?.length && !rolls) throw new MoveInputError(`${move.name} is not an action roll: asset abilities here are left to the player.`);
	if (input.rarity && !rolls) throw new MoveInputError(`${move.name} has no action die, so no rarity die can take its place.`);
	if (input.burn && !rolls) {
		const progress = move.rollType === 'progress_roll' || move.rollType === 'special_track';
		throw new MoveInputError(progress ? `${move.name} is a progress roll: momentum is not burned on progress rolls (MO-13); leave out --burn.` : `${move.name} makes no action roll, so there is no momentum to burn; leave out --burn.`);
	}
	if (rolls) {
		// A suffer move takes its loss first and rolls with what is left (ME-09, ME-15), as the palette does.
		turn.sufferFirst(suffer ?? 0);
		const { chosen, keys } = statFromSheet(move, turn, byTrack.stat);
		refuseOrOverride(turn, keys, input.anyway);
		offered = turn.abilities.offers(keys);
		turn.abilities.use(takenAbilities(offered, input.abilities ?? []));
		if (input.rarity) turn.wield(wieldable(turn, content.ruleset(input.ruleset), input.rarity));
		let rolled = turn.rollAction(chosen, input.adds, dice);
		if (input.reroll && input.reroll.length > 0) rolled = turn.abilities.reroll(rolled, input.reroll, dice);
		block = finishActionMove(rolled, input.burn);
	} else if (move.rollType === 'progress_roll') {
		if (!input.trackPath) throw new MoveInputError(`${move.name} is a progress move: give the track note with --track PATH.`);
		refuseOrOverride(turn, [], input.anyway);
		block = makeProgressMove({ move, score: turn.progressScore() ?? 0, by: turn.character }, dice);
	} else if (move.rollType === 'special_track') {
		const tracks = specialTracksOf(move);
		const chosen = input.stat ?? (tracks.length === 1 ? tracks[0] : undefined);
		if (!chosen || !tracks.includes(chosen)) throw new MoveInputError(`${move.name}: choose the track with --stat (${tracks.join(', ')}).`);
		const score = turn.progressScore(chosen);
		if (score === undefined) throw new MoveInputError(`The character sheet has no ${chosen.replace(/_/g, ' ')}.`);
		refuseOrOverride(turn, [], input.anyway);
		block = makeProgressMove({ move, score, track: chosen.replace(/_/g, ' '), by: turn.character }, dice);
	} else {
		refuseOrOverride(turn, [], input.anyway);
		// Lose Momentum, Sacrifice Resources: the loss first, then what the rules say of the gauge.
		if (suffer !== undefined) turn.sufferFirst(suffer, input.stat);
		block = makeNoRollMove(move, content.ruleset(input.ruleset), dice, turn.character, times);
	}
	turn.settle(turn.rollTables(block, dice));
	if (input.choose && input.choose.length > 0) chooseWithRoll(turn, input.choose, dice);
	input.allDiceUsed?.();
	const final = turn.block();
	const changes = final.changes;
	// A dry run says so in its block: a later `choose` would make only the option's changes, not the move's.
	if (!input.apply) {
		final.changes = [];
		final.extra = { ...final.extra, applied: false };
	} else if (changes.length > 0) await applyChanges(store, changes);
	const fenced = writeBlock(final);
	await store.process(input.journalPath, appendingBlock(fenced, store.playClock));
	const used = new Set(turn.abilities.taken);
	const abilities = offered.map((offer, i) => ({ n: i + 1, offer, used: used.has(offer) }));
	return { block: final, changes, notes: turn.notes, choices: turn.openChoices(), followUps: turn.followUps(), fenced, abilities };
}

/** Develop Your Relationship: with a connection not bonded, no roll; bonded, +their rank, whatever --stat says (003:242-256). */
function rollOfTrack(turn: MoveTurn, stat: string | undefined): { rolls: boolean; stat: string | undefined } {
	const { model, situation } = turn;
	const track = situation.track;
	if (!model || !track || turn.setup.move.rollType !== 'action_roll') return { rolls: true, stat };
	const name = turn.setup.move.name;
	if (model.rollsWhen && !holds(turn.view, situation, model.rollsWhen)) {
		if (stat !== undefined) throw new MoveInputError(`${name} is not rolled for ${track}, since it needs ${describe(model.rollsWhen)}: it marks progress by their rank; leave out --stat.`);
		return { rolls: false, stat };
	}
	const rank = model.rollsRank ? turn.view.get(track, 'rank') : undefined;
	if (typeof rank !== 'string') return { rolls: true, stat };
	if (stat !== undefined && stat !== rank) throw new MoveInputError(`${name} rolls +the rank of ${track}, which is ${rank}, not ${stat}: leave out --stat.`);
	return { rolls: true, stat: rank };
}

/** Why the character may not make this move: it is not of the ruleset they play, whose rules their sheet follows. */
export function otherRulesetProblem(content: ContentLibrary, turn: MoveTurn, move: MoveInfo): string | undefined {
	const plays = turn.character ? turn.view.get(turn.character, 'ruleset') : undefined;
	if (!isRulesetId(plays)) return undefined;
	const scope = content.ruleset(plays);
	if (scope.get(move.id) && !scope.replacementOf(move.id)) return undefined;
	return `${move.name} (${move.id}) is not a move of ${scope.label}, which ${turn.character} plays; nothing was written.`;
}

/** A character makes only moves of the ruleset it plays: another's would write rules it does not follow into its sheet. */
function refuseOtherRuleset(content: ContentLibrary, turn: MoveTurn, move: MoveInfo): void {
	const problem = otherRulesetProblem(content, turn, move);
	if (problem) throw new MoveInputError(`${problem} Leave out --ruleset to make the move of that name in ${content.ruleset(turn.view.get(turn.character as string, 'ruleset') as RulesetId).label}.`);
}

/** A rarity the character has, named by the player. */
function wieldable(turn: MoveTurn, scope: RulesetContent, query: string): RarityInfo {
	const owned = turn.character ? ownedRarities(scope, { rarities: turn.view.get(turn.character, 'rarities') }) : [];
	const q = query.trim().toLowerCase();
	const hit = owned.find((r) => r.id === query.trim() || r.name.toLowerCase() === q) ?? owned.find((r) => r.name.toLowerCase().includes(q));
	if (!hit) throw new MoveInputError(owned.length ? `No rarity "${query}" on the sheet; it has ${owned.map((r) => r.name).join(', ')}.` : `The sheet has no rarity to wield ("${query}"): buy one with rarity buy NAME.`);
	return hit;
}

/** A failed precondition stops the move, naming the rule, unless the player overrides it on purpose. */
export function refuseOrOverride(turn: MoveTurn, rolled: readonly string[], anyway: boolean | undefined): void {
	const failed = turn.refusals(rolled);
	if (failed.length === 0) return;
	if (!anyway) {
		throw new MoveInputError(`${failed.map((f) => `${f.rule} (${f.id})`).join('; ')}. Nothing was written; add --anyway to make the move regardless.`);
	}
	turn.override(failed.map((f) => f.id));
}
