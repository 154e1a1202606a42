import { boxTicks } from '../rules/progress';

export interface TrackItem {
	path: string;
	fm: Record<string, unknown>;
}

export interface TracksTabActions {
	mark(path: string): void;
	complete(path: string): void;
	advance(path: string): void;
	/** Makes a move about this track (Delve the Depths in a site, Advance a Threat). */
	play?: (path: string, moveId: string) => void;
	/** The progress moves that roll a track of this kind (Fulfill Your Vow for a vow…), by id and name. */
	progressMoves?: (kind: string) => readonly { id: string; name: string }[];
}

/** The move a kind of track offers from its row, besides marking progress. */
const ROW_MOVES: Readonly<Record<string, { label: string; move: string }>> = {
	delve_site: { label: 'Delve', move: 'move:delve/delve/delve_the_depths' },
	threat: { label: 'Advance threat', move: 'move:delve/threat/advance_a_threat' },
};

/** What the player asked of the list, kept by the view so a redraw after an action keeps their place. */
export interface TracksTabState {
	query: string;
	shown: number;
}

/**
 * Rows drawn at a time. A long campaign has hundreds of tracks; drawing them all would take
 * longer than a frame, so the rest come a page at a time, and the search finds any of them.
 */
export const TRACKS_PAGE = 20;

export const newTracksState = (): TracksTabState => ({ query: '', shown: TRACKS_PAGE });

const nameOf = (item: TrackItem) => item.path.split('/').pop()?.replace(/\.md$/, '') ?? item.path;
const kindOf = (item: TrackItem) => (item.fm.iron_ledger === 'clock' ? 'clock' : typeof item.fm.kind === 'string' ? item.fm.kind : 'track');

/** Active tracks and clocks, grouped by kind (in order of first appearance), each group in path order. */
function grouped(items: readonly TrackItem[]): TrackItem[] {
	const groups = new Map<string, TrackItem[]>();
	for (const i of items) {
		if (i.fm.status === 'complete' || i.fm.status === 'forsaken') continue;
		const kind = kindOf(i);
		const list = groups.get(kind);
		if (list) list.push(i);
		else groups.set(kind, [i]);
	}
	return [...groups.values()].flat();
}

function renderRow(el: HTMLElement, item: TrackItem, actions: TracksTabActions): void {
	const row = el.createDiv({ cls: 'iron-ledger-track' });
	const name = nameOf(item);
	const head = row.createDiv({ cls: 'iron-ledger-track-head' });
	head.createDiv({ cls: 'iron-ledger-track-name', text: item.fm.iron_ledger === 'clock' ? name : `${name} (${String(item.fm.rank)})` });
	const boxes = row.createDiv({ cls: 'iron-ledger-boxes', attr: { role: 'img' } });
	const buttons = row.createDiv({ cls: 'iron-ledger-track-actions' });
	if (item.fm.iron_ledger === 'clock') {
		const segments = Number(item.fm.segments) || 4;
		const filled = Number(item.fm.filled) || 0;
		boxes.setAttr('aria-label', `${filled} of ${segments} segments filled`);
		for (let s = 0; s < segments; s++) boxes.createSpan({ cls: ['iron-ledger-segment', s < filled ? 'is-filled' : 'is-empty'] });
		buttons.createEl('button', { text: 'Advance' }).addEventListener('click', () => actions.advance(item.path));
	} else {
		// A threat's boxes are its menace; marking it is Advance a Threat, not progress.
		const threat = item.fm.kind === 'threat';
		const ticks = Number(threat ? item.fm.menace : item.fm.ticks) || 0;
		const rest = ticks % 4;
		// One label for the whole track rather than one per box: what a screen reader needs, and a tenth of the attributes.
		boxes.setAttr('aria-label', `${threat ? 'Menace: ' : ''}${Math.floor(ticks / 4)} of 10 boxes filled${rest ? `, ${rest} tick${rest === 1 ? '' : 's'} on the next` : ''}`);
		for (const t of boxTicks(ticks)) boxes.createSpan({ cls: ['iron-ledger-box', `ticks-${t}`] });
		const own = ROW_MOVES[kindOf(item)];
		const play = actions.play;
		if (own && play) buttons.createEl('button', { text: own.label }).addEventListener('click', () => play(item.path, own.move));
		if (!threat) {
			// The score a progress move would roll against, so the player sees when to make it.
			head.createSpan({ cls: 'iron-ledger-track-score', text: `score ${Math.min(10, Math.floor(ticks / 4))}` });
			buttons.createEl('button', { text: 'Mark progress' }).addEventListener('click', () => actions.mark(item.path));
			for (const move of play ? (actions.progressMoves?.(kindOf(item)) ?? []) : []) {
				buttons.createEl('button', { cls: 'iron-ledger-progress-move', text: move.name }).addEventListener('click', () => play?.(item.path, move.id));
			}
		}
		buttons.createEl('button', { text: 'Complete' }).addEventListener('click', () => actions.complete(item.path));
	}
}

/**
 * Draws `list[from, to)` under their kind's heading; a heading is drawn where the kind changes,
 * so a page that continues a group does not repeat it.
 */
function renderRows(el: HTMLElement, list: readonly TrackItem[], from: number, to: number, actions: TracksTabActions): void {
	for (let i = from; i < to; i++) {
		const item = list[i] as TrackItem;
		const kind = kindOf(item);
		if (i === 0 || kindOf(list[i - 1] as TrackItem) !== kind) el.createEl('h5', { text: kind.replace(/_/g, ' ') });
		renderRow(el, item, actions);
	}
}

/**
 * Active tracks and clocks, grouped by kind, with their boxes drawn: the first page of them,
 * a search over all by name, and the next page on demand (appended, nothing redrawn).
 */
export function renderTracksTab(el: HTMLElement, items: readonly TrackItem[], actions: TracksTabActions, state: TracksTabState = newTracksState()): void {
	const active = grouped(items);
	if (active.length === 0) {
		el.createEl('p', { cls: 'iron-ledger-empty', text: 'No active tracks or clocks: create one from the command palette.' });
		return;
	}
	// Searching only makes sense once there is more than a page to look through.
	if (active.length > TRACKS_PAGE || state.query) {
		const search = el.createEl('input', { type: 'search', placeholder: 'Find a track or clock', cls: 'iron-ledger-search' });
		search.value = state.query;
		search.addEventListener('input', () => {
			state.query = search.value;
			state.shown = TRACKS_PAGE;
			list.empty();
			renderList(list, active, actions, state);
		});
	}
	const list = el.createDiv({ cls: 'iron-ledger-track-list' });
	renderList(list, active, actions, state);
}

function renderList(el: HTMLElement, active: readonly TrackItem[], actions: TracksTabActions, state: TracksTabState): void {
	const q = state.query.trim().toLowerCase();
	const matches = q ? active.filter((i) => nameOf(i).toLowerCase().includes(q)) : active;
	if (matches.length === 0) {
		el.createEl('p', { cls: 'iron-ledger-empty', text: `No active track or clock named like "${state.query.trim()}".` });
		return;
	}
	const rows = el.createDiv();
	let shown = Math.min(state.shown, matches.length);
	renderRows(rows, matches, 0, shown, actions);
	if (shown >= matches.length) return;
	const more = el.createEl('button', { cls: 'iron-ledger-button' });
	const label = () => more.setText(`Show ${Math.min(TRACKS_PAGE, matches.length - shown)} more (${matches.length - shown} not shown)`);
	label();
	more.addEventListener('click', () => {
		const to = Math.min(shown + TRACKS_PAGE, matches.length);
		renderRows(rows, matches, shown, to, actions);
		shown = to;
		state.shown = to;
		if (shown >= matches.length) more.remove();
		else label();
	});
}
