import type { ContentLibrary } from '../content/library';
import { isRulesetId, packageOfId } from '../content/rulesets';
import type { ActionBlock } from '../journal/block';
import { findBlocks } from '../journal/note-text';
import { writeBlockBody } from '../journal/write';
import type { StateStore } from '../play/note-store';
import { burnMomentum, resolveActionRoll } from '../rules/action-roll';
import { readCharacter, StateError } from '../state/schema';
import { applyChanges } from './changes';
import { impactKeys } from './create';
import { linkFor } from './links';

/**
 * Burn momentum on the journal's last action roll: the block gains the burn and the
 * momentum change, and the character's momentum goes to its reset, in one step.
 */
export function burnOnLastRoll(store: StateStore, content: ContentLibrary, journalPath: string, characterPath: string): Promise<ActionBlock> {
	return store.exclusive(async () => {
		const text = await store.read(journalPath);
		if (text === null) throw new StateError(`There is no journal note at ${journalPath}.`);
		const found = findBlocks(text).filter((b) => b.result.ok && !b.result.block.undone);
		const last = found[found.length - 1];
		const block = last?.result.ok ? last.result.block : undefined;
		if (!last || !block || block.kind !== 'action') throw new StateError('The last move in this note is not an action roll: there is nothing to burn momentum on.');
		if (block.burn) throw new StateError('Momentum was already burned on that roll.');
		const moveId = block.move?.id;
		const pkg = moveId ? packageOfId(moveId) : undefined;
		if (moveId && pkg && content.index(pkg).byId.get(moveId)?.node.allow_momentum_burn === false) {
			throw new StateError(`Momentum cannot be burned on ${block.move?.name ?? 'that move'}.`);
		}
		const fm = await store.frontmatter(characterPath);
		if (!fm || !isRulesetId(fm.ruleset)) throw new StateError(`There is no character note at ${characterPath}.`);
		const state = readCharacter(fm, characterPath, impactKeys(content, fm.ruleset));
		if (state.momentum <= 0) throw new StateError(`Momentum is ${state.momentum}: it can be burned only when it is above 0.`);
		const roll = resolveActionRoll({ stat: block.stat.value, adds: block.adds.reduce((n, a) => n + a.value, 0), momentum: block.momentum, action: block.action, challenge: block.challenge });
		const burn = burnMomentum({ ...roll, score: block.score }, state.momentum, state.marked.length);
		const change = { note: linkFor(characterPath), key: 'momentum', from: state.momentum, to: burn.to };
		await applyChanges(store, [change]);
		const updated: ActionBlock = {
			...block,
			outcome: burn.outcome,
			burn: { from: burn.from, to: burn.to, cancelled: block.challenge.filter((_, i) => burn.cancelled[i]), outcomeBefore: block.outcome },
			changes: [...block.changes, change],
		};
		await store.process(journalPath, (current) => {
			const lines = current.split('\n');
			if (lines.slice(last.startLine + 1, last.endLine).join('\n') !== last.source) throw new StateError(`${journalPath} changed meanwhile: the block was left as it was.`);
			lines.splice(last.startLine + 1, last.endLine - last.startLine - 1, ...writeBlockBody(updated).trimEnd().split('\n'));
			return lines.join('\n');
		});
		return updated;
	});
}
