import { applyChanges } from '../campaign/changes';
import type { JournalBlock, StateChange } from '../journal/block';
import type { FlowPorts } from './ports';
import { changeWords } from '../journal/change-words';

/** The rules' bounds for the values a player may edit. */
const BOUNDS: Record<string, { min: number; max: number }> = {
	momentum: { min: -6, max: 10 },
	health: { min: 0, max: 5 },
	spirit: { min: 0, max: 5 },
	supply: { min: 0, max: 5 },
	ticks: { min: 0, max: 40 },
};

const label = (c: StateChange) => `${c.note.replace(/^\[\[|\]\]$/g, '')}: ${changeWords(c.key, c.from, c.to)}`;

/**
 * After the roll and the choices: the move's changes to apply all, pick from, edit or skip.
 * What is applied goes into the notes and into the block together. False when cancelled.
 */
export async function applyOffered(ports: FlowPorts, block: JournalBlock): Promise<boolean> {
	const campaign = ports.campaign;
	const changes = block.changes;
	if (!campaign || changes.length === 0) return true;
	const how = await ports.prompt.choose(`Apply: ${changes.map(label).join('; ')}`, [
		{ value: 'all' as const, label: 'Apply all' },
		{ value: 'some' as const, label: 'Choose which to apply' },
		{ value: 'edit' as const, label: 'Edit the values' },
		{ value: 'none' as const, label: 'Skip: change nothing' },
	]);
	if (how === undefined) return false;
	let accepted: StateChange[] = how === 'all' ? changes : [];
	if (how === 'some') {
		for (const c of changes) {
			const yes = await ports.prompt.confirm('Apply this change?', label(c), 'Apply', 'Skip');
			if (yes === undefined) return false;
			if (yes) accepted = [...accepted, c];
		}
	}
	if (how === 'edit') {
		for (const c of changes) {
			if (typeof c.to !== 'number') {
				accepted.push(c);
				continue;
			}
			const value = await ports.prompt.number(`${label(c)} — the value to set`, BOUNDS[c.key] ?? { min: 0, max: 100 });
			if (value === undefined) return false;
			if (value !== c.from) accepted.push({ ...c, to: value });
		}
	}
	await applyChanges(campaign.store, accepted);
	block.changes = accepted;
	return true;
}
