import type { RulesetContent } from '../content/library';
import { type SiteCards, resultText, rowFinder, withSiteCards } from '../delve/site-cards';
import { readDenizens } from '../delve/denizens';
import type { JournalBlock, OracleRecord } from '../journal/block';
import { holds } from '../moves/engine/requirements';
import type { Situation } from '../moves/engine/situation';
import type { StateView } from '../moves/engine/state-view';
import type { MoveModel, OutcomeSpec } from '../moves/model';
import type { DiceSource } from '../rules/dice';
import { isPercentileMatch } from '../rules/ask-the-oracle';
import { rollOracle, rowForRoll } from '../rules/oracle-table';
import { oracleRecord } from './blocks-from-rolls';

/** The spec the block's roll lands on, before any table row is added. */
function specOf(model: MoveModel, block: JournalBlock): OutcomeSpec | undefined {
	if (block.kind !== 'action' && block.kind !== 'progress') return model.noRoll;
	const outcome = block.countsAs ?? block.outcome;
	return (block.match ? model.onMatch?.[outcome] : undefined) ?? model.outcomes[outcome];
}

/** The table the outcome goes on in (Delve the Depths' weak hit in the rolled stat's column), if any. */
export function outcomeTableId(model: MoveModel | undefined, block: JournalBlock): string | undefined {
	const oracle = model ? specOf(model, block)?.table?.oracle : undefined;
	if (!oracle) return undefined;
	return oracle.replace('{stat}', block.kind === 'action' ? (block.stat.name ?? '') : '');
}

/** The record of that table in the block: among the move's tables, or the block's own roll. */
function tableRecord(block: JournalBlock, id: string): OracleRecord | undefined {
	if (block.kind === 'oracle' && block.roll.oracle === id) return block.roll;
	return block.oracles.find((o) => o.oracle === id);
}

/** Which row of the outcome's table the block's roll landed on, from 0; undefined when none was rolled. */
export function tableRow(scope: RulesetContent, model: MoveModel | undefined, block: JournalBlock): number | undefined {
	const id = outcomeTableId(model, block);
	const record = id ? tableRecord(block, id) : undefined;
	if (!id || !record) return undefined;
	const table = scope.table(id);
	const row = rowForRoll(table, record.roll);
	return row ? table.rows.indexOf(row) : undefined;
}

/** Puts the row the block's roll landed on, and whether its d100 showed doubles, in the situation. */
export function readTableRow(scope: RulesetContent, model: MoveModel | undefined, s: Situation, block: JournalBlock): void {
	const row = tableRow(scope, model, block);
	const id = outcomeTableId(model, block);
	const record = id ? tableRecord(block, id) : undefined;
	if (row === undefined || !record) {
		delete s.tableRow;
		delete s.tableMatch;
		return;
	}
	s.tableRow = row;
	s.tableMatch = isPercentileMatch(record.roll);
}

/**
 * The block with the note a doubles d100 adds (OR-21), as a roll nested in its table's: the card
 * and summary show it after the result, which stays the row's (journal checks read it). Its id
 * is the move's, not a table's, so no check or tally takes it for another roll.
 */
export function withTableNote(model: MoveModel | undefined, block: JournalBlock, note: string | undefined): JournalBlock {
	const id = outcomeTableId(model, block);
	if (!note || !id || !model) return block;
	const matched = (r: OracleRecord): OracleRecord => ({ oracle: model.id, name: 'Match', roll: r.roll, result: note, rolls: [] });
	const noted = (r: OracleRecord): OracleRecord => (r.oracle !== id || r.rolls.some((n) => n.result === note) ? r : { ...r, rolls: [...r.rolls, matched(r)] });
	if (block.kind === 'oracle' && block.roll.oracle === id) return { ...block, roll: noted(block.roll) };
	return { ...block, oracles: block.oracles.map(noted) };
}

/** The site the move is made in, when its track is a Delve site. */
function siteOf(view: StateView, s: Situation): SiteCards | undefined {
	const t = s.track;
	if (!t || view.get(t, 'kind') !== 'delve_site') return undefined;
	const str = (k: string) => (typeof view.get(t, k) === 'string' && view.get(t, k) !== '' ? (view.get(t, k) as string) : undefined);
	const theme = str('theme');
	const domain = str('domain');
	return { ...(theme ? { theme } : {}), ...(domain ? { domain } : {}), denizens: readDenizens(view.get(t, 'denizens')), link: t };
}

/**
 * What a move rolls beyond its own dice: the table its outcome goes on in, the challenge dice
 * of a return to an explored site, the site's own cards and denizens where a row sends the
 * player there. Pure given the dice, so entered dice can run it again; a table already in the
 * block is not rolled twice.
 */
export function rollTurnTables(scope: RulesetContent, model: MoveModel | undefined, view: StateView, s: Situation, block: JournalBlock, dice: DiceSource): JournalBlock {
	let out: JournalBlock = { ...block, oracles: [...block.oracles] };
	const id = outcomeTableId(model, out);
	if (id && !tableRecord(out, id)) out.oracles.push(oracleRecord(rollOracle(scope.table(id), dice, scope.lookup)));
	if (model?.challengeDiceWhen && s.track && (out.kind === 'no_roll' || out.kind === 'oracle') && !Array.isArray(out.extra.challenge) && holds(view, s, model.challengeDiceWhen)) {
		out = { ...out, extra: { ...out.extra, challenge: [dice.roll(10), dice.roll(10)] } };
	}
	const site = siteOf(view, s);
	if (site) {
		const rowOf = rowFinder(scope);
		if (out.kind === 'oracle') out = { ...out, roll: withSiteCards(scope, out.roll, rowOf, site, dice) };
		out.oracles = out.oracles.map((o) => withSiteCards(scope, o, rowOf, site, dice));
	}
	return out;
}

/** Whether the move has more to roll once its block is made: asked so that entered dice are asked for only then. */
export function hasTurnTable(model: MoveModel | undefined, block: JournalBlock): boolean {
	const id = outcomeTableId(model, block);
	return id !== undefined && !tableRecord(block, id);
}

/** What the block carries for the engine (the table row rolled, a return's challenge dice), and a result kept on the track (a site's last danger). */
export function readTurnTables(scope: RulesetContent, model: MoveModel | undefined, view: StateView, s: Situation, block: JournalBlock): void {
	readTableRow(scope, model, s, block);
	const challenge = block.extra.challenge;
	if (Array.isArray(challenge) && challenge.length === 2) s.challenge = [Number(challenge[0]), Number(challenge[1])];
	if (model?.remember && s.track && block.kind === 'oracle') view.set(s.track, model.remember, resultText(block.roll));
}

/** The tables picked options roll ("Roll on the Endure Harm table"), as the block records them. */
export function rollChosenTables(scope: RulesetContent, ids: readonly string[], dice: DiceSource): OracleRecord[] {
	return ids.map((id) => oracleRecord(rollOracle(scope.table(id), dice, scope.lookup)));
}
