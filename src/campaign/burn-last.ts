import type { DiceSource } from '../rules/dice';
import { outcomeTableId } from '../play/turn-tables';
import type { ContentLibrary } from '../content/library';
import { isRulesetId } from '../content/rulesets';
import type { ActionBlock, StateChange } from '../journal/block';
import { findBlocks } from '../journal/note-text';
import { replaceBlockBody } from '../journal/replace-block';
import { writeBlockBody } from '../journal/write';
import type { StateStore } from '../play/note-store';
import { MoveTurn } from '../play/turn';
import { burnMomentum, resolveActionRoll } from '../rules/action-roll';
import { StateError } from '../state/schema';
import { applyChanges, revertChanges } from './changes';
import { pathFor } from './links';
import { blocksPlayedAfter, refuseInTheWay } from './later-blocks';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The notes as they were before the move: each change's `from`, checked against its `to`. */
async function before(store: StateStore, changes: readonly StateChange[]): Promise<Map<string, Record<string, unknown>>> {
	const notes = new Map<string, Record<string, unknown>>();
	for (const c of [...changes].reverse()) {
		const path = pathFor(c.note);
		let fm = notes.get(path);
		if (!fm) {
			const found = await store.frontmatter(path);
			if (!found) throw new StateError(`${c.note} is missing: nothing was changed.`);
			fm = { ...found };
			notes.set(path, fm);
		}
		if (!same(fm[c.key], c.to)) throw new StateError(`${c.key} in ${c.note} was changed since that roll: nothing was changed.`);
		fm[c.key] = c.from;
	}
	return notes;
}

/**
 * Burn momentum on the journal's last action roll. The burn belongs right after the roll, so
 * the move is settled again from the notes as they were before it: the first outcome's
 * effects are taken back (a Delve miss's failure tick among them) and the new outcome's made;
 * its choices are open again. One step, in the notes and in the block.
 */
export function burnOnLastRoll(store: StateStore, content: ContentLibrary, journalPath: string, characterPath: string, dice?: DiceSource): Promise<ActionBlock> {
	return burnOnRoll(store, content, journalPath, characterPath, dice).then((b) => b.block);
}

/**
 * The same, on the block whose body is `remembered` (the move the plugin wrote last, wherever
 * the cursor put it) while it is in the note unchanged; otherwise on the bottom-most block.
 * Says where the burned block starts (1-based line), and whether it was the remembered one.
 */
export function burnOnRoll(
	store: StateStore,
	content: ContentLibrary,
	journalPath: string,
	characterPath: string,
	dice?: DiceSource,
	remembered?: string,
): Promise<{ block: ActionBlock; line: number; remembered: boolean }> {
	return store.exclusive(async () => {
		const text = await store.read(journalPath);
		if (text === null) throw new StateError(`There is no journal note at ${journalPath}.`);
		const found = findBlocks(text).filter((b) => b.result.ok && !b.result.block.undone);
		const same = remembered === undefined ? [] : found.filter((b) => b.source === remembered);
		const last = same[same.length - 1] ?? found[found.length - 1];
		const block = last?.result.ok ? last.result.block : undefined;
		if (!last || !block || block.kind !== 'action') throw new StateError('The last move in this note is not an action roll: there is nothing to burn momentum on.');
		if (block.burn) throw new StateError('Momentum was already burned on that roll.');
		const fm = await store.frontmatter(characterPath);
		if (!fm || !isRulesetId(fm.ruleset)) throw new StateError(`There is no character note at ${characterPath}.`);
		const scope = content.ruleset(fm.ruleset);
		const move = block.move && scope.get(block.move.id)?.type === 'move' ? scope.move(block.move.id) : undefined;
		if (move && !move.allowMomentumBurn) throw new StateError(`Momentum cannot be burned on ${move.name}.`);
		const pre = await before(store, block.changes);
		// The turn reads the notes as they were before the move.
		const overlay: StateStore = Object.create(store) as StateStore;
		overlay.frontmatter = async (path: string) => pre.get(path) ?? (await store.frontmatter(path));
		const track = block.track?.startsWith('[[') ? pathFor(block.track) : undefined;
		const clock = block.clock?.startsWith('[[') ? pathFor(block.clock) : undefined;
		const ally = typeof block.extra.ally === 'string' && block.extra.ally.startsWith('[[') ? pathFor(block.extra.ally) : undefined;
		const turn = move
			? await MoveTurn.open({ content, ruleset: fm.ruleset, move, store: overlay, characterPath, ...(track ? { trackPath: track } : {}), ...(clock ? { clockPath: clock } : {}), ...(ally ? { allyPath: ally } : {}) })
			: undefined;
		const suffered = typeof block.extra.suffered === 'number' ? block.extra.suffered : 0;
		if (turn && suffered > 0) turn.sufferFirst(suffered);
		// The abilities used on the roll count again: their gains and upgrades follow the new outcome.
		const used = new Set((block.abilities ?? []).map((x) => x.ability));
		if (turn && used.size > 0) turn.abilities.use(turn.abilities.offers((block.stat.name ?? '').split('/')).filter((o) => used.has(o.ability)));
		const momentum = turn?.momentum ?? (typeof fm.momentum === 'number' ? fm.momentum : 0);
		if (momentum <= 0) throw new StateError(`Momentum is ${momentum}: it can be burned only when it is above 0.`);
		const roll = resolveActionRoll({ stat: block.stat.value, adds: block.adds.reduce((n, a) => n + a.value, 0), momentum: block.momentum, action: block.action, challenge: block.challenge });
		const burn = burnMomentum({ ...roll, score: block.score }, momentum, turn?.debilities ?? 0);
		// Burning resets momentum: a burn that leaves the outcome as it is would only cost the player.
		if (burn.outcome === block.outcome) throw new StateError(`Burning momentum ${momentum} would not improve the ${block.outcome.replace('_', ' ')}: nothing was burned.`);
		const burned: ActionBlock = {
			...block,
			outcome: burn.outcome,
			burn: { from: burn.from, to: burn.to, cancelled: block.challenge.filter((_, i) => burn.cancelled[i]), outcomeBefore: block.outcome },
		};
		delete burned.choices;
		delete burned.followUps;
		delete burned.countsAs;
		let updated: ActionBlock = burned;
		if (turn) {
			if (block.override) turn.override(block.override);
			// The table of the outcome burned away goes; the new outcome's table, if any, is rolled.
			const stale = outcomeTableId(turn.model, block);
			burned.oracles = block.oracles.filter((o) => o.oracle !== stale);
			turn.settle(turn.hasTable(burned) && dice ? turn.rollTables(burned, dice) : burned);
			updated = turn.block() as ActionBlock;
		} else {
			updated.changes = [...block.changes, { note: `[[${characterPath.replace(/\.md$/, '')}]]`, key: 'momentum', from: momentum, to: burn.to }];
		}
		// The burn belongs right after its roll: a block played since that changed the same values is in the way.
		refuseInTheWay([...block.changes, ...updated.changes], await blocksPlayedAfter(store, journalPath, last.startLine), `Burning momentum on ${block.move?.name ?? 'that roll'} at ${journalPath}:${last.startLine + 1}`, 'Burn only on the roll played last, or undo the later block first.');
		if (turn) {
			await revertChanges(store, block.changes);
			await applyChanges(store, updated.changes);
		} else {
			await applyChanges(store, updated.changes.slice(block.changes.length));
		}
		await store.process(journalPath, (current) => {
			const next = replaceBlockBody(current, last, writeBlockBody(updated));
			if (next === null) throw new StateError(`${journalPath} changed meanwhile: the block was left as it was.`);
			return next;
		});
		return { block: updated, line: last.startLine + 1, remembered: same.length > 0 };
	});
}
