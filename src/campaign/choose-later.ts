import type { ContentLibrary } from '../content/library';
import { isRulesetId, type RulesetId } from '../content/rulesets';
import type { JournalBlock } from '../journal/block';
import { findBlocks } from '../journal/note-text';
import { replaceBlockBody } from '../journal/replace-block';
import { writeBlockBody } from '../journal/write';
import { ChoiceError, type OfferedChoice } from '../moves/engine/evaluate';
import type { StateStore } from '../play/note-store';
import { MoveTurn } from '../play/turn';
import { StateError } from '../state/schema';
import { applyChanges } from './changes';
import { pathFor } from './links';

export interface ChoiceMade {
	block: JournalBlock;
	/** What the picks changed, now in the notes and in the block. */
	changes: JournalBlock['changes'];
	notes: string[];
}

const isLink = (s: unknown): s is string => typeof s === 'string' && s.startsWith('[[');

async function rulesetOf(store: StateStore, block: JournalBlock): Promise<RulesetId> {
	const fm = block.by ? await store.frontmatter(pathFor(block.by)) : null;
	if (fm && isRulesetId(fm.ruleset)) return fm.ruleset;
	const fromId = block.move?.id.split(':')[1]?.split('/')[0];
	if (isRulesetId(fromId)) return fromId;
	throw new StateError('The block does not say which ruleset its move belongs to.');
}

/**
 * Resolves the last open choice of a journal note: the roll was made earlier, the player
 * picks now. The picks' changes are applied and journaled in that block, like any move's.
 */
export function chooseLater(
	store: StateStore,
	content: ContentLibrary,
	journalPath: string,
	picks: readonly number[] | ((offered: OfferedChoice[], move: string) => Promise<number[] | undefined>),
	atLine?: number,
): Promise<ChoiceMade | undefined> {
	return store.exclusive(async () => {
		const text = await store.read(journalPath);
		if (text === null) throw new StateError(`There is no journal note at ${journalPath}.`);
		const open = findBlocks(text).filter((b) => b.result.ok && !b.result.block.undone && (b.result.block.choices ?? []).some((c) => !c.chosen));
		// From a rendered block: that block; from the command line: the last open one.
		const last = atLine === undefined ? open[open.length - 1] : open.find((b) => b.startLine === atLine);
		if (!last?.result.ok) throw new ChoiceError(`${journalPath} has no open choice${atLine === undefined ? '' : ' there'}.`);
		const block = last.result.block;
		if (!block.move) throw new ChoiceError('That block names no move.');
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
		const offered = turn.resume(block);
		if (offered.length === 0) throw new ChoiceError(`The open choice of ${block.move.name} has no options that can be taken now.`);
		const numbers = typeof picks === 'function' ? await picks(offered, move.name) : picks;
		if (!numbers) return undefined;
		const resolution = turn.choose(numbers);
		const changes = turn.changes();
		const updated: JournalBlock = {
			...block,
			changes: [...block.changes, ...changes],
			choices: (block.choices ?? []).map((c) => {
				const group = offered.find((o) => JSON.stringify(o.options.map((x) => x.text)) === JSON.stringify(c.options));
				const chosen = group ? resolution.chosen.get(group.group) : undefined;
				return chosen && !c.chosen ? { ...c, chosen } : c;
			}),
		};
		const more = turn.followUps();
		if (more.length > 0) updated.followUps = [...(block.followUps ?? []), ...more.map((f) => ({ move: f.move, name: content.ruleset(ruleset).get(f.move)?.name ?? f.move, ...(f.magnitude !== undefined ? { magnitude: f.magnitude } : {}) }))];
		await applyChanges(store, changes);
		await store.process(journalPath, (current) => {
			const next = replaceBlockBody(current, last, writeBlockBody(updated));
			if (next === null) throw new StateError(`${journalPath} changed while choosing; the notes were changed, the block was not.`);
			return next;
		});
		return { block: updated, changes, notes: resolution.notes };
	});
}
