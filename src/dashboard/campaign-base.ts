import { stringify } from 'yaml';
import type { StateStore } from '../play/note-store';
import { StateError } from '../state/schema';

/** Where the dashboard goes, in the vault's root (or the folder given). */
export const DASHBOARD_NAME = 'Campaign dashboard.base';

/**
 * The campaign dashboard as an Obsidian Bases file: the frontmatter Iron Ledger keeps, shown as
 * tables Obsidian draws itself (characters with the truths note of their world, active tracks with
 * their progress score, clocks, threats with their menace). Bases reads the metadata cache, so the
 * tables follow every move.
 */
export function campaignBase(): string {
	const base = {
		formulas: {
			// Only full boxes count: the progress score of a track, and how much of a menace track is filled.
			progress: 'if(ticks, (ticks / 4).floor(), 0)',
			menace_boxes: 'if(menace, (menace / 4).floor(), 0)',
		},
		properties: {
			'formula.progress': { displayName: 'Progress (boxes)' },
			'formula.menace_boxes': { displayName: 'Menace (boxes)' },
			xp_earned: { displayName: 'XP earned' },
			xp_spent: { displayName: 'XP spent' },
			// The character's `truths: "[[Truths]]"` link, which Bases draws as a link to open.
			truths: { displayName: 'Truths' },
		},
		views: [
			{
				type: 'table',
				name: 'Characters',
				filters: { and: ['iron_ledger == "character"'] },
				order: ['file.name', 'ruleset', 'health', 'spirit', 'supply', 'momentum', 'xp_earned', 'xp_spent', 'truths'],
			},
			{
				type: 'table',
				name: 'Active tracks',
				filters: { and: ['iron_ledger == "track"', 'status == "active"', 'kind != "threat"'] },
				groupBy: { property: 'kind', direction: 'ASC' },
				order: ['file.name', 'kind', 'rank', 'formula.progress', 'ticks'],
			},
			{
				type: 'table',
				name: 'Clocks',
				filters: { and: ['iron_ledger == "clock"', 'status == "active"'] },
				order: ['file.name', 'filled', 'segments'],
			},
			{
				type: 'table',
				name: 'Threats',
				filters: { and: ['iron_ledger == "track"', 'kind == "threat"'] },
				order: ['file.name', 'category', 'rank', 'formula.menace_boxes', 'menace', 'vow', 'status'],
			},
		],
	};
	return `# Iron Ledger's campaign dashboard: open it in Obsidian (Bases). Edit freely; Iron Ledger never rewrites it.\n${stringify(base, { lineWidth: 0 })}`;
}

/** Writes the dashboard once; a file of that name already there is the player's, and is left as it is. */
export async function createDashboard(store: Pick<StateStore, 'create' | 'read' | 'exclusive'>, folder = ''): Promise<string> {
	const path = `${folder ? `${folder.replace(/\/+$/, '')}/` : ''}${DASHBOARD_NAME}`;
	return store.exclusive(async () => {
		if ((await store.read(path)) !== null) throw new StateError(`${path} is already there: it is yours, and Iron Ledger leaves it as it is.`);
		await store.create(path, campaignBase());
		return path;
	});
}
