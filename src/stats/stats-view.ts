import { dieHistogram, outcomeBars, outcomeLegend } from './charts';
import { fairnessLine } from './fairness';
import { matchLine, momentumLine, percent, scopeLine, statsReport } from './summary';
import type { OutcomeCounts, RollStats } from './tally';

/**
 * The roll statistics drawn into an element with Obsidian's DOM helpers only, so the same
 * function fills the palette's modal, a test's happy-dom and the e2e page. Every chart has
 * its numbers in a table beside it.
 */
export function renderStats(el: HTMLElement, stats: RollStats): HTMLElement {
	const report = statsReport(stats);
	const root = el.createDiv({ cls: 'iron-ledger-stats-view' });
	root.createEl('p', { cls: 'iron-ledger-stats-scope', text: scopeLine(report) });

	if (report.byMove.length > 0) {
		const rows = report.byMove.map((m) => ({ label: m.name, outcomes: m.outcomes, total: m.total }));
		const moves = section(root, 'Outcomes by move');
		outcomeLegend(moves);
		const figure = moves.createDiv({ cls: 'iron-ledger-stats-figure' });
		outcomeBars(figure, 'Outcomes by move: strong hits, weak hits and misses of each move', rows);
		outcomeTable(figure, 'Move', [...rows, { label: 'All moves', outcomes: report.outcomes, total: rows.reduce((s, r) => s + r.total, 0) }], true);

		const byStat = report.byStat.map((s) => ({ label: s.stat === 'progress' ? 'progress (progress moves)' : s.stat, outcomes: s.outcomes, total: s.total }));
		const stat = section(root, 'Outcomes by stat');
		const statFigure = stat.createDiv({ cls: 'iron-ledger-stats-figure' });
		outcomeBars(statFigure, 'Outcomes by stat: strong hits, weak hits and misses of the rolls on each stat', byStat);
		outcomeTable(statFigure, 'Stat', byStat, false);
	}

	const rolls = section(root, 'Matches and momentum');
	rolls.createEl('p', { text: matchLine(report) });
	rolls.createEl('p', { text: momentumLine(report) });

	if (report.oracles.rolls > 0) {
		const oracles = section(root, 'Oracle rolls');
		oracles.createEl('p', { text: `${report.oracles.rolls} oracle roll${report.oracles.rolls === 1 ? '' : 's'}, tables rolled inside moves and nested rolls included.` });
		table(oracles, ['Oracle', 'Rolls'], report.oracles.byOracle.map((o) => [o.name, String(o.count)]));
	}

	if (report.ask.asked > 0) {
		const ask = section(root, 'Ask the Oracle');
		table(ask, ['Odds', 'Yes', 'No', 'Yes, share'], report.ask.byOdds.map((a) => [a.label, String(a.yes), String(a.no), percent(a.yes, a.yes + a.no)]));
		ask.createEl('p', { text: `Matches: ${report.ask.matches} of ${report.ask.asked} question${report.ask.asked === 1 ? '' : 's'}.` });
	}

	const dice = section(root, 'Dice fairness');
	dice.createEl('p', { cls: 'iron-ledger-stats-muted', text: 'A χ² goodness-of-fit test of each kind of die against a fair one.' });
	report.dice.forEach((tally, i) => {
		const fairness = report.fairness[i];
		if (!fairness) return;
		const die = dice.createDiv({ cls: 'iron-ledger-stats-die' });
		die.createEl('h4', { text: tally.label });
		die.createEl('p', { cls: fairness.biased ? 'iron-ledger-stats-verdict iron-ledger-stats-biased' : 'iron-ledger-stats-verdict', text: fairnessLine(fairness) });
		const figure = die.createDiv({ cls: 'iron-ledger-stats-figure' });
		dieHistogram(figure, tally, fairness);
		const expected = fairness.rolls / tally.counts.length;
		table(figure, [tally.kind === 'oracle' ? 'Rolls' : 'Face', 'Rolled', 'Fair die'], tally.counts.map((n, f) => [tally.bins[f] ?? '', String(n), expected.toFixed(1)]));
	});

	if (report.skipped.length > 0) {
		const skipped = section(root, 'Skipped, malformed');
		const list = skipped.createEl('ul');
		for (const s of report.skipped) list.createEl('li', { text: `${s.note}:${s.line}: ${s.message}` });
	}
	if (report.unreadable.length > 0) {
		const list = section(root, 'Skipped, cannot be read').createEl('ul');
		for (const u of report.unreadable) list.createEl('li', { text: `${u.note}: ${u.reason}` });
	}
	return root;
}

function section(root: HTMLElement, title: string): HTMLElement {
	const el = root.createDiv({ cls: 'iron-ledger-stats-section' });
	el.createEl('h3', { text: title });
	return el;
}

function table(parent: HTMLElement, head: readonly string[], rows: readonly (readonly string[])[], foot?: readonly string[]): HTMLTableElement {
	// The wrapper scrolls sideways on a narrow pane rather than the pane overflowing.
	const t = parent.createDiv({ cls: 'iron-ledger-stats-table-wrap' }).createEl('table', { cls: 'iron-ledger-stats-table' });
	const tr = t.createEl('thead').createEl('tr');
	for (const h of head) tr.createEl('th', { text: h, attr: { scope: 'col' } });
	const body = t.createEl('tbody');
	for (const row of rows) addRow(body, row);
	if (foot) addRow(t.createEl('tfoot'), foot);
	return t;
}

function addRow(parent: HTMLElement, cells: readonly string[]): void {
	const tr = parent.createEl('tr');
	cells.forEach((cell, i) => (i === 0 ? tr.createEl('th', { text: cell, attr: { scope: 'row' } }) : tr.createEl('td', { text: cell })));
}

function outcomeTable(parent: HTMLElement, what: string, rows: readonly { label: string; outcomes: OutcomeCounts; total: number }[], lastIsTotal: boolean): void {
	const cells = rows.map((r) => [r.label, String(r.outcomes.strong_hit), String(r.outcomes.weak_hit), String(r.outcomes.miss), String(r.total)]);
	const foot = lastIsTotal ? cells.pop() : undefined;
	table(parent, [what, 'Strong hit', 'Weak hit', 'Miss', 'Total'], cells, foot);
}
