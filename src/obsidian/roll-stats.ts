import { type App, Modal } from 'obsidian';
import { notice } from './notice';
import type { Choice } from '../play/prompter';
import { contentLookups, gatherRollStats, type StatsScope } from '../stats/gather';
import { renderStats } from '../stats/stats-view';
import type { RollStats } from '../stats/tally';
import type { CommandHost } from './commands';

export const ROLL_STATS_COMMAND = { id: 'show-roll-statistics', name: 'Show roll statistics' };

/** The statistics in a modal: drawn once when opened, from the counts taken by the command. */
export class RollStatsModal extends Modal {
	constructor(
		app: App,
		private readonly stats: RollStats,
		private readonly scopeWords: string,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle(`Roll statistics: ${this.scopeWords}`);
		this.contentEl.addClass('iron-ledger-stats-modal');
		renderStats(this.contentEl, this.stats);
	}

	override onClose(): void {
		this.contentEl.empty();
	}
}

/** Which notes to count: the whole vault, or the folder or note the player is in. */
function scopes(host: CommandHost): Choice<{ scope: StatsScope; words: string }>[] {
	const choices: Choice<{ scope: StatsScope; words: string }>[] = [{ label: 'Every note in the vault', value: { scope: { folder: '' }, words: 'every note' } }];
	const active = host.app.workspace.getActiveFile();
	if (!active) return choices;
	const slash = active.path.lastIndexOf('/');
	if (slash > 0) {
		const folder = active.path.slice(0, slash);
		choices.push({ label: `The notes in ${folder}`, value: { scope: { folder }, words: folder } });
	}
	choices.push({ label: `This note: ${active.basename}`, value: { scope: { paths: [active.path] }, words: active.basename } });
	return choices;
}

/** The palette command: asks which notes, counts their rolls and shows them. Problems become a notice. */
export async function showRollStatistics(host: CommandHost): Promise<RollStats | undefined> {
	try {
		const choices = scopes(host);
		const picked = choices.length === 1 ? choices[0]?.value : await host.prompter().choose('Count the rolls in…', choices);
		if (!picked) return undefined;
		const stats = await gatherRollStats(host.stateStore(), picked.scope, contentLookups(host.content()));
		new RollStatsModal(host.app, stats, picked.words).open();
		return stats;
	} catch (error) {
		notice((error as Error).message);
		return undefined;
	}
}
