import { RULESET_LABELS } from '../content/rulesets';
import type { OracleRecord, TemplateBlock } from '../journal/block';
import { oracleRecord } from '../play/blocks-from-rolls';
import { plainInline } from '../render/plain-markdown';
import { slotText } from '../templates/fill';
import { fillText, parseTemplate } from '../templates/parse';
import type { Generator } from './catalogue';
import type { Entity, EntityField } from './roll-group';

// Literal text in a template must not open or close a slot.
const literal = (text: string) => text.replace(/[{}]/g, '').replace(/\s+/g, ' ').trim();

/**
 * A field's line in the template, and whether it has a slot. A slot reads as a template slot
 * does (fill.ts): a row that sends the reader on reads as the results alone, so the row itself
 * ("Dominion — Governing power") is written before the slot, as the entity shows it. A name
 * made from other fields (a faction's "{{legacy}} {{identity}}") is written as the name: its
 * parts are fields of their own, slots with their rolls.
 */
function fieldLine(field: EntityField, record: OracleRecord): { line: string; slot: boolean } {
	const name = literal(field.name);
	if (field.filled !== undefined) return { line: `${name}: ${literal(field.filled)}`, slot: false };
	const slot = `{{${field.oracle}}}`;
	if (record.rolls.length === 0 || slotText(record) === field.text) return { line: `${name}: ${slot}`, slot: true };
	const row = literal(plainInline(record.result));
	return { line: field.text.startsWith(`${row} → `) ? `${name}: ${row} → ${slot}` : `${name}: ${slot}`, slot: true };
}

/**
 * A generated entity as one journal block: an inline template of one line per field, each
 * field's table named by its Datasworn id, filled with the rolls the entity has. Why a template
 * block: it already carries many rolls in one block, reads as the entity, and `journal check`
 * works every result out again from its roll; one block is also one undo, where a block per
 * field took an undo per field.
 */
export function entityBlock(entity: Entity, title: string): TemplateBlock {
	const lines = [literal(title)];
	const oracles: OracleRecord[] = [];
	for (const field of entity.fields) {
		// A region's column is named for its region ("Reaches"): the record takes the field's name ("Visible Habitation").
		const record = { ...oracleRecord(field.result), name: field.name };
		const { line, slot } = fieldLine(field, record);
		lines.push(line);
		if (slot) oracles.push(record);
	}
	const parsed = parseTemplate('generated', lines.join('\n'));
	return { kind: 'template', template: parsed.text, text: fillText(parsed, oracles.map(slotText)), oracles, changes: [], extra: {} };
}

/** The entity in one line: "Highmount — Settlement, Ironsworn", with its region when it has one. */
export function entityTitle(generator: Generator, entity: Entity, name: string | undefined): string {
	return `${name ? `${name} — ` : ''}${generator.label}, ${RULESET_LABELS[entity.ruleset]}${entity.region ? ` (${entity.region})` : ''}`;
}
