import { applyChanges } from '../campaign/changes';
import { impactKeys } from '../campaign/create';
import { proposeChanges } from '../campaign/effects';
import { linkFor, pathFor } from '../campaign/links';
import type { MoveInfo } from '../content/map-move';
import { isRulesetId } from '../content/rulesets';
import type { JournalBlock, StateChange } from '../journal/block';
import { readCharacter, readTrack } from '../state/schema';
import type { FlowPorts } from './ports';

/** The rules' bounds for the values a player may edit. */
const BOUNDS: Record<string, { min: number; max: number }> = {
	momentum: { min: -6, max: 10 },
	health: { min: 0, max: 5 },
	spirit: { min: 0, max: 5 },
	supply: { min: 0, max: 5 },
	ticks: { min: 0, max: 40 },
};

/**
 * After a roll: propose the move's fixed effects on the character and track, let the
 * player apply them all, pick some, or skip, and record what was applied in the block.
 */
export async function offerChanges(ports: FlowPorts, move: MoveInfo, block: JournalBlock, pre: { changes: StateChange[]; notes: string[] } = { changes: [], notes: [] }): Promise<boolean> {
	const campaign = ports.campaign;
	if (!campaign) return true;
	const found = await campaign.store.frontmatter(campaign.characterPath);
	if (!found || !isRulesetId(found.ruleset)) return true;
	// The move's own effects follow on from what it cost before the roll.
	const fm = { ...found };
	for (const c of pre.changes) fm[c.key] = c.to;
	const state = readCharacter(fm, campaign.characterPath, impactKeys(ports.content, found.ruleset));
	let track;
	if (block.kind === 'progress' && block.track) {
		const tfm = await campaign.store.frontmatter(pathFor(block.track));
		if (tfm) track = { link: block.track, state: readTrack(tfm, pathFor(block.track)) };
	}
	const after = proposeChanges({ move, block, character: { link: linkFor(campaign.characterPath), state, fm }, track, ruleset: found.ruleset });
	const proposal = { changes: [...pre.changes, ...after.changes], notes: [...pre.notes, ...after.notes] };
	for (const note of proposal.notes) ports.notify(note);
	if (proposal.changes.length === 0) return true;
	const label = (c: StateChange) => `${c.note.replace(/^\[\[|\]\]$/g, '')}: ${c.key} ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`;
	const how = await ports.prompt.choose(`Apply: ${proposal.changes.map(label).join('; ')}`, [
		{ value: 'all' as const, label: 'Apply all' },
		{ value: 'some' as const, label: 'Choose which to apply' },
		{ value: 'edit' as const, label: 'Edit the values' },
		{ value: 'none' as const, label: 'Skip: change nothing' },
	]);
	if (how === undefined) return false;
	let accepted: StateChange[] = how === 'all' ? proposal.changes : [];
	if (how === 'some') {
		for (const c of proposal.changes) {
			const yes = await ports.prompt.confirm('Apply this change?', label(c), 'Apply', 'Skip');
			if (yes === undefined) return false;
			// A later change to the same key builds on the earlier one: skipping one skips the rest of that key.
			if (yes && !accepted.some((a) => a.key === c.key && a.note === c.note && a.to !== c.from)) accepted = [...accepted, c];
		}
	}
	if (how === 'edit') {
		const working: Record<string, unknown> = {};
		for (const c of proposal.changes) {
			const id = `${c.note}#${c.key}`;
			const from = id in working ? working[id] : c.from;
			if (typeof c.to !== 'number') {
				accepted.push({ ...c, from });
				working[id] = c.to;
				continue;
			}
			const value = await ports.prompt.number(`${label(c)} — the value to set`, BOUNDS[c.key] ?? { min: 0, max: 100 });
			if (value === undefined) return false;
			if (value !== from) accepted.push({ ...c, from, to: value });
			working[id] = value;
		}
	}
	await applyChanges(campaign.store, accepted);
	block.changes = accepted;
	return true;
}
