// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { TRACKS_PAGE, type TracksTabActions, newTracksState, renderTracksTab } from '../../src/sidebar/tracks-tab';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const vow = (i: number, status = 'active') => ({ path: `Tracks/Vow ${String(i).padStart(3, '0')}.md`, fm: { iron_ledger: 'track', kind: 'vow', rank: 'dangerous', ticks: i % 41, status } });
const clock = (i: number) => ({ path: `Tracks/Clock ${i}.md`, fm: { iron_ledger: 'clock', segments: 4, filled: 1, status: 'active' } });
const noop: TracksTabActions = { mark: () => undefined, complete: () => undefined, advance: () => undefined };

function draw(items: Parameters<typeof renderTracksTab>[1], state = newTracksState(), actions = noop) {
	const el = createDiv();
	renderTracksTab(el, items, actions, state);
	const names = () => [...el.querySelectorAll('.iron-ledger-track-name')].map((e) => e.textContent);
	const more = () => [...el.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Show '));
	const search = () => el.querySelector<HTMLInputElement>('input[type="search"]');
	const type = (text: string) => {
		search()!.value = text;
		search()!.dispatchEvent(new Event('input'));
	};
	return { el, names, more, search, type };
}

describe('the tracks tab', () => {
	it('Delve: a site offers Delve the Depths, a threat shows its menace and offers Advance a Threat, not progress', () => {
		const played: string[] = [];
		const site = { path: 'Tracks/The Frozen Vault.md', fm: { iron_ledger: 'track', kind: 'delve_site', rank: 'dangerous', ticks: 8, status: 'active' } };
		const threat = { path: 'Tracks/The Frost Cult.md', fm: { iron_ledger: 'track', kind: 'threat', rank: 'dangerous', ticks: 0, menace: 17, status: 'active' } };
		const { el } = draw([site, threat], newTracksState(), { ...noop, play: (path: string, move: string) => void played.push(`${path} ${move}`) });
		expect([...el.querySelectorAll('h5')].map((h) => h.textContent)).toEqual(['delve site', 'threat']);
		expect([...el.querySelectorAll('.iron-ledger-boxes')].map((b) => b.getAttribute('aria-label'))).toEqual(['2 of 10 boxes filled', 'Menace: 4 of 10 boxes filled, 1 tick on the next']);
		const rows = [...el.querySelectorAll('.iron-ledger-track')];
		expect([...rows[0]!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Delve', 'Mark progress', 'Complete']);
		expect([...rows[1]!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Advance threat', 'Complete']);
		rows[0]!.querySelector('button')!.click();
		rows[1]!.querySelector('button')!.click();
		expect(played).toEqual(['Tracks/The Frozen Vault.md move:delve/delve/delve_the_depths', 'Tracks/The Frost Cult.md move:delve/threat/advance_a_threat']);
	});

	it('a track shows its progress score and a button for each progress move that rolls its kind', () => {
		const played: string[] = [];
		const progressMoves = (kind: string) => (kind === 'vow' ? [{ id: 'move:classic/quest/fulfill_your_vow', name: 'Fulfill Your Vow' }] : []);
		const { el } = draw([vow(10), clock(1)], newTracksState(), { ...noop, play: (path: string, move: string) => void played.push(`${path} ${move}`), progressMoves });
		expect([...el.querySelectorAll('.iron-ledger-track-score')].map((s) => s.textContent)).toEqual(['score 2']);
		const buttons = [...el.querySelectorAll('.iron-ledger-track')][0]!.querySelectorAll('button');
		expect([...buttons].map((b) => b.textContent)).toEqual(['Mark progress', 'Fulfill Your Vow', 'Complete']);
		(buttons[1] as HTMLButtonElement).click();
		expect(played).toEqual(['Tracks/Vow 010.md move:classic/quest/fulfill_your_vow']);
	});

	it('a few tracks: all drawn, grouped by kind, no search and no pages', () => {
		const { el, names, more, search } = draw([vow(1), clock(1), vow(2), vow(3, 'complete')]);
		expect(names()).toEqual(['Vow 001 (dangerous)', 'Vow 002 (dangerous)', 'Clock 1']);
		expect([...el.querySelectorAll('h5')].map((h) => h.textContent)).toEqual(['vow', 'clock']);
		expect(more()).toBeUndefined();
		expect(search()).toBeNull();
		// One label per track says where it stands, rather than one per box.
		expect([...el.querySelectorAll('.iron-ledger-boxes')].map((b) => b.getAttribute('aria-label'))).toEqual(['0 of 10 boxes filled, 1 tick on the next', '0 of 10 boxes filled, 2 ticks on the next', '1 of 4 segments filled']);
	});

	it('a long campaign: a page drawn at a time, the next appended on demand, until every track is shown', () => {
		const total = 2 * TRACKS_PAGE + 12;
		const items = [...Array.from({ length: total - 2 }, (_, i) => vow(i)), clock(1), clock(2)];
		const state = newTracksState();
		const { el, names, more } = draw(items, state);
		expect(names()).toHaveLength(TRACKS_PAGE);
		expect(more()?.textContent).toBe(`Show ${TRACKS_PAGE} more (${total - TRACKS_PAGE} not shown)`);
		const first = el.querySelector('.iron-ledger-track');
		more()!.click();
		// Appended: the rows already drawn stay as they are.
		expect(el.querySelector('.iron-ledger-track')).toBe(first);
		expect(names()).toHaveLength(2 * TRACKS_PAGE);
		more()!.click();
		expect(names()).toHaveLength(total);
		expect(more()).toBeUndefined();
		// One heading per kind, not one per page.
		expect([...el.querySelectorAll('h5')].map((h) => h.textContent)).toEqual(['vow', 'clock']);
		expect(state.shown).toBe(total);
	});

	it('a redraw keeps the pages the player opened', () => {
		const items = Array.from({ length: 80 }, (_, i) => vow(i));
		const { names } = draw(items, { query: '', shown: 2 * TRACKS_PAGE });
		expect(names()).toHaveLength(2 * TRACKS_PAGE);
	});

	it('the search finds any track by name, drawn or not; none found says so', () => {
		const items = Array.from({ length: 300 }, (_, i) => vow(i));
		const state = newTracksState();
		const { el, names, type, more } = draw(items, state);
		type('VOW 29');
		expect(names()).toEqual(Array.from({ length: 10 }, (_, i) => `Vow ${290 + i} (dangerous)`));
		expect(more()).toBeUndefined();
		expect(state.query).toBe('VOW 29');
		type('nothing like it');
		expect(el.querySelector('.iron-ledger-empty')?.textContent).toBe('No active track or clock named like "nothing like it".');
		type('');
		expect(names()).toHaveLength(TRACKS_PAGE);
	});

	it('the buttons act on their own track, on later pages too', () => {
		const mark = vi.fn();
		const items = Array.from({ length: 30 }, (_, i) => vow(i));
		const { el, more } = draw(items, newTracksState(), { ...noop, mark });
		more()!.click();
		const rows = [...el.querySelectorAll('.iron-ledger-track')];
		[...rows[27]!.querySelectorAll('button')].find((b) => b.textContent === 'Mark progress')!.click();
		expect(mark).toHaveBeenCalledWith('Tracks/Vow 027.md');
	});

	it('nothing active: says how to start one', () => {
		const { el } = draw([vow(1, 'forsaken')]);
		expect(el.textContent).toBe('No active tracks or clocks: create one from the command palette.');
	});
});
