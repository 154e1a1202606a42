import { oneLine } from '../journal/one-line';
import { type Fairness, dieFairness, fairnessLine } from './fairness';
import type { OutcomeCounts, RollStats } from './tally';

/** The statistics with each die's test: what `stats --json` prints and the view draws. */
export interface StatsReport extends RollStats {
	fairness: Fairness[];
}

export function statsReport(stats: RollStats): StatsReport {
	return { ...stats, fairness: stats.dice.map(dieFairness) };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** n of total as a whole percentage, or nothing when there is no total. */
export function percent(n: number, total: number): string {
	return total === 0 ? '' : `${Math.round((100 * n) / total)}%`;
}

/** Columns padded to their widest cell: the first to the left, numbers to the right. */
function columns(rows: readonly (readonly string[])[]): string[] {
	const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length))) ?? [];
	return rows.map((r) => r.map((cell, i) => {
		const pad = ' '.repeat((widths[i] ?? 0) - [...cell].length);
		return i === 0 ? cell + pad : pad + cell;
	}).join('  ').trimEnd());
}

const OUTCOME_HEAD = ['strong hit', 'weak hit', 'miss', 'total'];
const counts = (o: OutcomeCounts, total: number) => [String(o.strong_hit), String(o.weak_hit), String(o.miss), String(total)];

/** The first line: how much was read, and what was left out. */
export function scopeLine(stats: RollStats): string {
	const rolls = stats.byMove.reduce((s, m) => s + m.total, 0);
	const left = [stats.undone > 0 ? `${stats.undone} undone` : '', stats.skipped.length > 0 ? `${stats.skipped.length} skipped, malformed` : '', unreadableCount(stats)].filter(Boolean);
	return `${plural(stats.blocks, 'block')} in ${plural(stats.notes, 'note')}: ${plural(rolls, 'move roll')}, ${plural(stats.oracles.rolls, 'oracle roll')}, ${plural(stats.ask.asked, 'question')} to the Oracle${left.length > 0 ? ` (${left.join(', ')} not counted)` : ''}.`;
}

function unreadableCount(stats: RollStats): string {
	const n = stats.unreadable.length;
	return n > 0 ? `${n} unreadable note${n === 1 ? '' : 's'}` : '';
}

export function matchLine(stats: RollStats): string {
	const m = stats.matches;
	return `Matches: ${m.matches} of ${plural(m.rolls, 'roll')} against the challenge dice${m.rolls > 0 ? ` (${percent(m.matches, m.rolls)}; 10% expected)` : ''}.`;
}

export function momentumLine(stats: RollStats): string {
	const b = stats.momentum;
	return b.burned === 0 ? 'Momentum burned: never.' : `Momentum burned: ${plural(b.burned, 'time')}; it changed the outcome ${plural(b.changed, 'time')}.`;
}

/** The report as text: the CLI's answer. */
export function statsText(report: StatsReport): string {
	const out: string[] = [scopeLine(report)];
	if (report.byMove.length > 0) {
		const all = report.byMove.reduce((s, m) => s + m.total, 0);
		out.push('', ...columns([['Outcomes by move', ...OUTCOME_HEAD], ...report.byMove.map((m) => [oneLine(m.name), ...counts(m.outcomes, m.total)]), ['All moves', ...counts(report.outcomes, all)]]));
		out.push('', ...columns([['Outcomes by stat', ...OUTCOME_HEAD], ...report.byStat.map((s) => [oneLine(s.stat), ...counts(s.outcomes, s.total)])]));
	}
	out.push('', matchLine(report), momentumLine(report));
	if (report.oracles.rolls > 0) {
		out.push('', ...columns([['Oracle rolls', 'rolls'], ...report.oracles.byOracle.map((o) => [oneLine(o.name), String(o.count)])]));
	}
	if (report.ask.asked > 0) {
		out.push('', ...columns([['Ask the Oracle', 'yes', 'no'], ...report.ask.byOdds.map((a) => [oneLine(a.label), String(a.yes), String(a.no)])]));
		out.push(`Matches: ${report.ask.matches} of ${plural(report.ask.asked, 'question')}.`);
	}
	out.push('', 'Dice fairness (χ² goodness of fit against fair dice):', ...report.fairness.map((f) => `  ${fairnessLine(f)}`));
	if (report.skipped.length > 0) {
		out.push('', 'Skipped, malformed:', ...report.skipped.map((s) => `  ${oneLine(s.note)}:${s.line}: ${s.message}`));
	}
	if (report.unreadable.length > 0) {
		out.push('', 'Skipped, cannot be read:', ...report.unreadable.map((u) => `  ${oneLine(u.note)}: ${u.reason}`));
	}
	return out.join('\n');
}
