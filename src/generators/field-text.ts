/** How a rolled field reads: one line for the note, and the most specific value for a name. */
import type { RulesetContent } from '../content/library';
import { plainInline } from '../render/plain-markdown';
import type { OracleRollResult } from '../rules/oracle-table';
import type { EntityField } from './roll-group';

function leafText(result: OracleRollResult, scope: RulesetContent): string {
	const templated = scope.table(result.oracle).rows.find((r) => r.id === result.row)?.template !== undefined;
	const only = result.rolls.length === 1 ? result.rolls[0] : undefined;
	return only && !templated ? leafText(only, scope) : plainInline(result.result);
}

/** The row, then what its nested rolls gave unless a template already put them in. */
export function readable(result: OracleRollResult, scope: RulesetContent): string {
	const text = plainInline(result.result).replace(/\s+/g, ' ').trim();
	const templated = scope.table(result.oracle).rows.find((r) => r.id === result.row)?.template !== undefined;
	if (templated || result.rolls.length === 0) return text;
	return `${text} → ${result.rolls.map((r) => readable(r, scope)).join('; ')}`;
}

/** The most specific text of a field: what a "roll on this table" row led to. */
export function fieldValue(field: EntityField, scope: RulesetContent): string {
	if (field.filled !== undefined) return field.filled;
	return leafText(field.result, scope).replace(/\s+/g, ' ').trim();
}

const SLOT = /\{\{text>([^}]+)\}\}/g;

/**
 * A name template whose row rolls nothing itself (a faction's "Identity of the Legacy
 * Affiliation") names tables that are fields of their own: their values fill it, so a re-rolled
 * part shows in the whole.
 */
export function fillTemplates(scope: RulesetContent, fields: EntityField[]): EntityField[] {
	return fields.map((f) => {
		if (!f.result.result.includes('{{text>')) return f;
		const text = f.result.result.replace(SLOT, (slot, id: string) => {
			const part = fields.find((p) => p.oracle === id);
			return part ? fieldValue(part, scope) : slot;
		});
		return { ...f, text, filled: text };
	});
}
