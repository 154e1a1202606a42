import type { OracleRecord, TemplateBlock } from '../journal/block';
import { oracleRecord } from '../play/blocks-from-rolls';
import type { DiceSource } from '../rules/dice';
import { type OracleTable, type TableLookup, rollOracle } from '../rules/oracle-table';
import { RollBudget } from '../rules/oracle-budget';
import { type ParsedTemplate, fillText } from './parse';

/** A slot's table and the lookup its nested rolls use, read before any die is rolled. */
export interface PreparedSlot {
	table: OracleTable;
	lookup: TableLookup;
}

export interface PreparedTemplate {
	parsed: ParsedTemplate;
	/** What the block names as its template: a link to the note, or the inline text itself. */
	source: string;
	slots: PreparedSlot[];
}

const markdownLinks = (text: string) => (text.includes('](') ? text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1') : text);

/**
 * What a slot reads as in the filled text. A result with no nested roll is itself; one whose
 * text already holds its nested results (a name made of a given and a family name) is itself;
 * a row linking another of the player's tables has the link replaced by what that table gave;
 * any other row that sends the reader on ("Roll twice") reads as the results it led to.
 * `journal check` reads a block's slots with this same function.
 */
export function slotText(record: OracleRecord): string {
	const result = markdownLinks(record.result);
	if (record.rolls.length === 0) return result;
	const parts = record.rolls.map(slotText);
	if (parts.every((p) => result.includes(p))) return result;
	let used = 0;
	const linked = result.replace(/\[\[[^\]]*\]\]/g, (link) => (used < parts.length ? (parts[used++] as string) : link));
	if (used === 0) return parts.join(', ');
	return [linked, ...parts.slice(used)].join(', ');
}

/**
 * Rolls every slot in order (the same table twice rolls twice), nested rolls followed. The slots
 * share one budget of rolls: every slot is rolled, and what the caps left unmade is in `cut`.
 */
export function rollTemplate(prepared: PreparedTemplate, dice: DiceSource, by?: string): TemplateBlock {
	const budget = new RollBudget(prepared.slots.length);
	const oracles = prepared.slots.map((slot) => oracleRecord(rollOracle(slot.table, dice, slot.lookup, budget)));
	const block: TemplateBlock = { kind: 'template', template: prepared.source, text: fillText(prepared.parsed, oracles.map(slotText)), oracles, changes: [], extra: {} };
	if (by) block.by = by;
	const cut = budget.notes();
	if (cut.length > 0) block.cut = cut;
	return block;
}
