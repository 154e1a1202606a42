import { boxTicks } from '../rules/progress';

export interface TrackItem {
	path: string;
	fm: Record<string, unknown>;
}

export interface TracksTabActions {
	mark(path: string): void;
	complete(path: string): void;
	advance(path: string): void;
}

/** Active tracks and clocks, grouped by kind, with their boxes drawn. */
export function renderTracksTab(el: HTMLElement, items: readonly TrackItem[], actions: TracksTabActions): void {
	const active = items.filter((i) => i.fm.status !== 'complete' && i.fm.status !== 'forsaken');
	if (active.length === 0) {
		el.createEl('p', { cls: 'iron-ledger-empty', text: 'No active tracks or clocks: create one from the command palette.' });
		return;
	}
	const groups = new Map<string, TrackItem[]>();
	for (const i of active) {
		const kind = i.fm.iron_ledger === 'clock' ? 'clock' : typeof i.fm.kind === 'string' ? i.fm.kind : 'track';
		groups.set(kind, [...(groups.get(kind) ?? []), i]);
	}
	for (const [kind, list] of groups) {
		el.createEl('h5', { text: kind.replace(/_/g, ' ') });
		for (const item of list) {
			const row = el.createDiv({ cls: 'iron-ledger-track' });
			const name = item.path.split('/').pop()?.replace(/\.md$/, '') ?? item.path;
			row.createDiv({ cls: 'iron-ledger-track-name', text: item.fm.iron_ledger === 'clock' ? name : `${name} (${String(item.fm.rank)})` });
			const boxes = row.createDiv({ cls: 'iron-ledger-boxes' });
			const buttons = row.createDiv({ cls: 'iron-ledger-track-actions' });
			if (item.fm.iron_ledger === 'clock') {
				const segments = Number(item.fm.segments) || 4;
				const filled = Number(item.fm.filled) || 0;
				for (let s = 0; s < segments; s++) boxes.createSpan({ cls: ['iron-ledger-segment', s < filled ? 'is-filled' : 'is-empty'] });
				buttons.createEl('button', { text: 'Advance' }).addEventListener('click', () => actions.advance(item.path));
			} else {
				for (const t of boxTicks(Number(item.fm.ticks) || 0)) boxes.createSpan({ cls: ['iron-ledger-box', `ticks-${t}`], attr: { 'aria-label': `${t} of 4 ticks` } });
				buttons.createEl('button', { text: 'Mark progress' }).addEventListener('click', () => actions.mark(item.path));
				buttons.createEl('button', { text: 'Complete' }).addEventListener('click', () => actions.complete(item.path));
			}
		}
	}
}
