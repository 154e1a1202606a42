import type { ContentLibrary } from '../content/library';
import { isRulesetId, type RulesetId } from '../content/rulesets';
import type { ChoiceRecord, JournalBlock } from '../journal/block';
import { findBlocks } from '../journal/note-text';
import { replaceBlockBody } from '../journal/replace-block';
import { writeBlockBody } from '../journal/write';
import { moveModel } from '../moves';
import { ChoiceError, type OfferedChoice, openChoices } from '../moves/engine/evaluate';
import type { StateStore } from '../play/note-store';
import { MoveTurn } from '../play/turn';
import type { DiceSource } from '../rules/dice';
import { StateError } from '../state/schema';
import { applyChanges } from './changes';
import { canPick, chosenFrom, listStanding, refuseClosedPicks, withPicks } from './choose-sub-lists';
import { pathFor } from './links';
import { blocksInPlay, blocksPlayedAfter, refuseInTheWay } from './later-blocks';

export interface ChoiceMade {
	block: JournalBlock;
	/** What the picks changed, now in the notes and in the block. */
	changes: JournalBlock['changes'];
	notes: string[];
}

type Texts = readonly string[];
type Picker = (offered: OfferedChoice[], move: string) => Promise<number[] | undefined>;

const isLink = (s: unknown): s is string => typeof s === 'string' && s.startsWith('[[');
const textsOf = (c: OfferedChoice): Texts => c.options.map((o) => o.text);
const same = (a: Texts, b: Texts) => a.length === b.length && a.every((t, i) => t === b[i]);

async function rulesetOf(store: StateStore, block: JournalBlock): Promise<RulesetId> {
	const fm = block.by ? await store.frontmatter(pathFor(block.by)) : null;
	if (fm && isRulesetId(fm.ruleset)) return fm.ruleset;
	const fromId = block.move?.id.split(':')[1]?.split('/')[0];
	if (isRulesetId(fromId)) return fromId;
	throw new StateError('The block does not say which ruleset its move belongs to.');
}

/** An open choice the player can still take: a sub-list whose parent picked another option is settled, not open. */
function hasOpenChoice(block: JournalBlock): boolean {
	const records = block.choices ?? [];
	const model = block.move ? moveModel(block.move.id) : undefined;
	return records.some((c) => !c.chosen && listStanding(model, c.options, chosenFrom(records)).state !== 'settled');
}

/** Asks the player (the palette's "Choose now"); a pick that opens a sub-list is followed by that list. */
async function ask(picker: Picker, turn: MoveTurn, records: readonly ChoiceRecord[], offered: OfferedChoice[], move: string): Promise<number[] | undefined> {
	const before = chosenFrom(records);
	const numbers = await picker(
		offered.filter((c) => canPick(listStanding(turn.model, textsOf(c), before))),
		move,
	);
	if (!numbers) return undefined;
	const after = withPicks(records, offered, numbers);
	const opened = offered.filter((c) => listStanding(turn.model, textsOf(c), before).state === 'waiting' && listStanding(turn.model, textsOf(c), after).state === 'open');
	if (opened.length === 0) return numbers;
	// Declining the sub-list now leaves it open in the block, for later.
	const more = await picker(opened, move);
	return [...numbers, ...(more ?? [])];
}

/** Every choice of the outcome as it is numbered, made or not: a pick names one by that number. */
function numberedChoices(turn: MoveTurn, block: JournalBlock): OfferedChoice[] {
	if (!turn.model) return [];
	const outcome = block.kind === 'action' || block.kind === 'progress' ? (block.countsAs ?? block.outcome) : undefined;
	return openChoices(turn.model, turn.view, turn.situation, outcome);
}

/**
 * The block's choices after the picks: what they chose, the lists they opened (another −1
 * health brings you to 0), and the sub-lists they passed by, settled with nothing picked.
 */
function recordChoices(turn: MoveTurn, records: readonly ChoiceRecord[], chosen: ReadonlyMap<number, string[]>): ChoiceRecord[] {
	const pickedIn = (options: Texts) => {
		const list = turn.choices.find((c) => same(textsOf(c), options));
		return list ? chosen.get(list.group) : undefined;
	};
	const out: ChoiceRecord[] = records.map((c) => {
		const picked = c.chosen ? undefined : pickedIn(c.options);
		return picked ? { ...c, chosen: picked } : c;
	});
	for (const c of turn.choices) {
		if (out.some((r) => same(r.options, textsOf(c)))) continue;
		const record: ChoiceRecord = { pick: c.pick, options: [...textsOf(c)] };
		if (c.upTo) record.upTo = true;
		if (c.repeats) record.repeats = true;
		const picked = chosen.get(c.group);
		if (picked) record.chosen = picked;
		out.push(record);
	}
	return out.map((c) => (!c.chosen && listStanding(turn.model, c.options, chosenFrom(out)).state === 'settled' ? { ...c, chosen: [] } : c));
}

/**
 * Resolves the last open choice of a journal note: the roll was made earlier, the player
 * picks now. The picks' changes are applied and journaled in that block, like any move's.
 */
export function chooseLater(store: StateStore, content: ContentLibrary, journalPath: string, picks: readonly number[] | Picker, atLine?: number, dice?: DiceSource & { assertAllUsed?: () => void }): Promise<ChoiceMade | undefined> {
	return store.exclusive(async () => {
		const text = await store.read(journalPath);
		if (text === null) throw new StateError(`There is no journal note at ${journalPath}.`);
		const open = findBlocks(text).filter((b) => b.result.ok && !b.result.block.undone && hasOpenChoice(b.result.block));
		// From a rendered block: that block; from the command line: the last open one.
		const last = atLine === undefined ? open[open.length - 1] : open.find((b) => b.startLine === atLine);
		if (!last?.result.ok) throw new ChoiceError(`${journalPath} has no open choice${atLine === undefined ? '' : ' there'}.`);
		const block = last.result.block;
		if (!block.move) throw new ChoiceError('That block names no move.');
		if (block.extra.applied === false) {
			throw new ChoiceError(`The open choice is in a ${block.move.name} block made without --apply, whose changes were never made; nothing was written. Make the move again with --apply to choose.`);
		}
		const ruleset = await rulesetOf(store, block);
		const move = content.ruleset(ruleset).move(block.move.id);
		const turn = await MoveTurn.open({
			content,
			ruleset,
			move,
			store,
			...(block.by ? { characterPath: pathFor(block.by) } : {}),
			...(isLink(block.track) ? { trackPath: pathFor(block.track) } : {}),
			...(isLink(block.clock) ? { clockPath: pathFor(block.clock) } : {}),
			...(isLink(block.extra.ally) ? { allyPath: pathFor(block.extra.ally) } : {}),
		});
		const records = block.choices ?? [];
		const offered = turn.resume(block);
		if (offered.length === 0) throw new ChoiceError(`The open choice of ${block.move.name} has no options that can be taken now.`);
		const numbers = typeof picks === 'function' ? await ask(picks, turn, records, offered, move.name) : picks;
		if (!numbers) return undefined;
		refuseClosedPicks(turn.model, records, numberedChoices(turn, block), numbers);
		const resolution = turn.choose(numbers, dice);
		const changes = turn.changes();
		const updated: JournalBlock = { ...block, changes: [...block.changes, ...changes], choices: recordChoices(turn, records, resolution.chosen) };
		// A picked option's table (Roll on the Endure Harm table) goes in with the move's own.
		if (turn.chosenRolls.length > 0) updated.oracles = [...block.oracles, ...turn.chosenRolls];
		const more = turn.followUps();
		if (more.length > 0) updated.followUps = [...(block.followUps ?? []), ...more.map((f) => ({ move: f.move, name: content.ruleset(ruleset).get(f.move)?.name ?? f.move, ...(f.magnitude !== undefined ? { magnitude: f.magnitude } : {}), ...(f.note !== undefined ? { note: f.note } : {}) }))];
		// A recommit's new challenge dice, rolled by a pick made now, are kept as the move's own are.
		if (turn.situation.recommit) updated.extra = { ...updated.extra, recommit: [...turn.situation.recommit] };
		// Typed dice the picks did not use are a mistake: refused before anything is written.
		dice?.assertAllUsed?.();
		// Settled at its place in play order: a later block that changed the same values is in the way.
		refuseInTheWay(changes, await blocksPlayedAfter(store, journalPath, last.startLine), `Choosing on ${block.move.name} at ${journalPath}:${last.startLine + 1}`, 'Undo the later block first (undo), then choose.');
		await applyChanges(store, changes);
		await store.process(journalPath, (current) => {
			const next = replaceBlockBody(current, last, writeBlockBody(updated));
			if (next === null) throw new StateError(`${journalPath} changed while choosing; the notes were changed, the block was not.`);
			return next;
		});
		return { block: updated, changes, notes: resolution.notes };
	});
}

/** Where the campaign's last open choice is, in play order: its note and the line its block starts on. */
export async function lastOpenChoice(store: StateStore, folder = ''): Promise<{ path: string; line: number } | undefined> {
	const open = (await blocksInPlay(store, folder)).filter((b) => hasOpenChoice(b.block));
	const last = open[open.length - 1];
	return last ? { path: last.path, line: last.found.startLine } : undefined;
}
