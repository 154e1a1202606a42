import { RULESET_LABELS } from '../content/rulesets';
import type { TemplateBlock } from '../journal/block';
import { oracleRecord } from '../play/blocks-from-rolls';
import { slotText } from '../templates/fill';
import { fillText, parseTemplate } from '../templates/parse';
import type { Generator } from './catalogue';
import type { Entity } from './roll-group';

/**
 * A generated entity as one journal block: an inline template of one line per field, each
 * field's table named by its Datasworn id, filled with the rolls the entity has. Why a template
 * block: it already carries many rolls in one block, reads as the entity, and `journal check`
 * works every result out again from its roll; one block is also one undo, where a block per
 * field took an undo per field.
 */
export function entityBlock(entity: Entity, title: string): TemplateBlock {
	const heading = title.replace(/[{}]/g, '').trim();
	const lines = entity.fields.map((f) => `${f.name.replace(/[{}]/g, '')}: {{${f.oracle}}}`);
	const parsed = parseTemplate('generated', [heading, ...lines].join('\n'));
	const oracles = entity.fields.map((f) => oracleRecord(f.result));
	return { kind: 'template', template: parsed.text, text: fillText(parsed, oracles.map(slotText)), oracles, changes: [], extra: {} };
}

/** The entity in one line: "Highmount — Settlement, Ironsworn", with its region when it has one. */
export function entityTitle(generator: Generator, entity: Entity, name: string | undefined): string {
	return `${name ? `${name} — ` : ''}${generator.label}, ${RULESET_LABELS[entity.ruleset]}${entity.region ? ` (${entity.region})` : ''}`;
}
