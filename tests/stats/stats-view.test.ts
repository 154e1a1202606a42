// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it } from 'vitest';
import type { JournalBlock, OracleRecord } from '../../src/journal/block';
import { renderStats } from '../../src/stats/stats-view';
import { RollTally } from '../../src/stats/tally';

const common = { oracles: [] as OracleRecord[], changes: [], extra: {} };
const FACE_DANGER = { id: 'move:classic/adventure/face_danger', name: 'Face Danger' };
const STRIKE = { id: 'move:classic/combat/strike', name: 'Strike' };

function roll(move: typeof FACE_DANGER, stat: string, outcome: 'strong_hit' | 'weak_hit' | 'miss', dice: [number, number, number]): JournalBlock {
	return { kind: 'action', ...common, move, stat: { name: stat, value: 2 }, adds: [], action: dice[0], challenge: [dice[1], dice[2]], score: dice[0] + 2, outcome, match: dice[1] === dice[2], actionCancelled: false };
}

function stats() {
	const tally = new RollTally({ oracleSides: () => 100 });
	tally.addBlock(roll(FACE_DANGER, 'edge', 'strong_hit', [5, 3, 3]));
	tally.addBlock(roll(FACE_DANGER, 'wits', 'miss', [1, 9, 8]));
	tally.addBlock(roll(STRIKE, 'iron', 'weak_hit', [4, 2, 7]));
	tally.addBlock({ kind: 'ask', ...common, odds: 'likely', style: 'classic', roll: 64, yes: true, match: false });
	tally.addBlock({ kind: 'oracle', ...common, roll: { oracle: 'oracle_rollable:classic/action_and_theme/action', name: 'Action', roll: 12, result: 'Scheme', rolls: [] } });
	tally.addNote('Broken.md', '```iron-move\nkind: nonsense\n```\n');
	return tally.result();
}

const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

describe('the statistics view', () => {
	it('outcome bars per move with a title, and the numbers in a table beside them', () => {
		const el = createDiv();
		renderStats(el, stats());
		// Not .iron-ledger-stats: that is the sidebar's grid of five stats, and would lay the view out in columns.
		expect(el.firstElementChild?.className).toBe('iron-ledger-stats-view');
		expect(el.querySelector('.iron-ledger-stats')).toBeNull();
		const [moves] = [...el.querySelectorAll('.iron-ledger-stats-section')];
		const svg = moves?.querySelector('svg');
		expect(svg?.getAttribute('role')).toBe('img');
		const titleId = svg?.getAttribute('aria-labelledby') ?? '';
		expect(svg?.querySelector(`title[id="${titleId}"]`)?.textContent).toContain('Outcomes by move');
		// Face Danger: a strong hit and a miss; Strike: a weak hit. One bar segment each.
		const bars = [...(svg?.querySelectorAll('rect') ?? [])];
		expect(bars.map((b) => b.getAttribute('class'))).toEqual([
			'iron-ledger-stats-bar iron-ledger-stats-strong-hit',
			'iron-ledger-stats-bar iron-ledger-stats-miss',
			'iron-ledger-stats-bar iron-ledger-stats-weak-hit',
		]);
		expect(bars.map((b) => b.querySelector('title')?.textContent)).toEqual(['Face Danger: 1 strong hit', 'Face Danger: 1 miss', 'Strike: 1 weak hit']);
		// Bars are as long as their counts: Face Danger's two halves, Strike's one as long as either.
		expect(Number(bars[0]?.getAttribute('width'))).toBeCloseTo(Number(bars[2]?.getAttribute('width')), 5);
		const rows = [...(moves?.querySelectorAll('table tr') ?? [])].map(cells);
		expect(rows).toEqual([
			['Move', 'Strong hit', 'Weak hit', 'Miss', 'Total'],
			['Face Danger', '1', '0', '1', '2'],
			['Strike', '0', '1', '0', '1'],
			['All moves', '1', '1', '1', '3'],
		]);
	});

	it('outcomes by stat, Ask the Oracle, oracle rolls and the skipped block, in numbers', () => {
		const el = createDiv();
		renderStats(el, stats());
		const section = (title: string) => [...el.querySelectorAll('.iron-ledger-stats-section')].find((s) => s.querySelector('h3')?.textContent === title);
		expect([...(section('Outcomes by stat')?.querySelectorAll('tbody tr') ?? [])].map(cells)).toEqual([
			['edge', '1', '0', '0', '1'],
			['iron', '0', '1', '0', '1'],
			['wits', '0', '0', '1', '1'],
		]);
		expect([...(section('Ask the Oracle')?.querySelectorAll('tbody tr') ?? [])].map(cells)).toEqual([['Likely', '1', '0', '100%']]);
		expect([...(section('Oracle rolls')?.querySelectorAll('tbody tr') ?? [])].map(cells)).toEqual([['Action', '1']]);
		expect(section('Matches and momentum')?.textContent).toContain('Matches: 1 of 3 rolls against the challenge dice (33%; 10% expected).');
		expect(section('Skipped, malformed')?.querySelector('li')?.textContent).toMatch(/^Broken\.md:2: /);
	});

	it('a histogram per die against the fair line, its verdict, and a table of faces', () => {
		const el = createDiv();
		renderStats(el, stats());
		const dice = [...el.querySelectorAll('.iron-ledger-stats-die')];
		expect(dice.map((d) => d.querySelector('h4')?.textContent)).toEqual(['Action die (d6)', 'Challenge dice (d10)', 'Oracle dice (d100)']);
		const action = dice[0];
		expect(action?.querySelectorAll('rect.iron-ledger-stats-face')).toHaveLength(6);
		expect(action?.querySelector('line.iron-ledger-stats-expected title')?.textContent).toBe('A fair die: 0.5 each');
		expect(action?.querySelector('svg > title')?.textContent).toContain('Action die (d6)');
		expect(action?.querySelector('.iron-ledger-stats-verdict')?.textContent).toMatch(/^Action die \(d6\): 3 rolls, .*: too few rolls for the test to mean anything: 3 of the 30 needed/);
		expect([...(action?.querySelectorAll('tbody tr') ?? [])].map(cells)).toEqual([
			['1', '1', '0.5'],
			['2', '0', '0.5'],
			['3', '0', '0.5'],
			['4', '1', '0.5'],
			['5', '1', '0.5'],
			['6', '0', '0.5'],
		]);
		// The d100: the ask's 64 and the oracle's 12, in bins of ten.
		const oracle = dice[2];
		expect([...(oracle?.querySelectorAll('tbody tr') ?? [])].map(cells).filter((r) => r[1] !== '0')).toEqual([
			['11-20', '1', '0.2'],
			['61-70', '1', '0.2'],
		]);
		// Each face bar is as tall as its count: the empty faces draw nothing.
		const heights = [...(action?.querySelectorAll('rect') ?? [])].map((r) => Number(r.getAttribute('height')));
		expect(heights.map((h) => h > 0)).toEqual([true, false, false, true, true, false]);
	});

	it('uses no inline styles and no markup strings: colours are classes', () => {
		const el = createDiv();
		renderStats(el, stats());
		expect(el.querySelectorAll('[style]')).toHaveLength(0);
		expect(el.querySelectorAll('[fill], [stroke]')).toHaveLength(0);
	});
});
