import type { OracleRecord, StateChange, TemplateBlock } from './block';
import type { Fields } from './fields';

/** What every kind reads first (who, the extras, oracles, changes). */
type Common = { oracles: OracleRecord[]; changes: StateChange[]; extra: Record<string, unknown> };

/** A filled oracle template: which template, the text it made, and the slots' rolls in `oracles`. */
export function readTemplateKind(r: Fields, common: Common): TemplateBlock | undefined {
	const template = r.string('template', true);
	const text = r.string('text', true);
	// Without its rolls the text could not be checked against the dice.
	if (common.oracles.length === 0 && r.errors.length === 0) r.fail('oracles', 'A template block lists each slot’s roll under "oracles".');
	if (template === undefined || text === undefined || common.oracles.length === 0) return undefined;
	return Object.assign(common, { kind: 'template' as const, template, text });
}
