import type { ContentLibrary } from '../content/library';
import { isRulesetId, packageOfId } from '../content/rulesets';
import type { OracleRecord, TemplateBlock } from '../journal/block';
import { type OracleTable, rowForRoll } from '../rules/oracle-table';
import { slotText } from './fill';
import { fillText, parseTemplate } from './parse';

/** A recorded result that its roll or its template does not give; `key` is the block's key to point at. */
export interface TemplateProblem {
	key: string;
	message: string;
}

const short = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 59)}…` : text);

function tableOf(content: ContentLibrary, id: string): OracleTable | undefined {
	const pkg = packageOfId(id);
	// A package is a ruleset of its own name; an expansion's scope holds its tables.
	if (!pkg || !isRulesetId(pkg) || !content.index(pkg).byId.has(id)) return undefined;
	try {
		return content.ruleset(pkg).table(id);
	} catch {
		return undefined;
	}
}

/**
 * Each Datasworn result worked out again from its roll. A row whose text is filled from its
 * nested rolls is left to them; the player's own tables (`[[links]]`) are not in the library,
 * and an unknown id is reported on its own.
 */
function recordProblems(content: ContentLibrary, record: OracleRecord, slot: number, out: TemplateProblem[]): void {
	const table = record.oracle.startsWith('[[') ? undefined : tableOf(content, record.oracle);
	if (table) {
		const row = rowForRoll(table, record.roll);
		if (!row) out.push({ key: 'oracles', message: `Slot ${slot}: ${record.roll} is on no row of ${table.name} (a d${table.sides}).` });
		else if (!row.template && row.text !== record.result) {
			out.push({ key: 'oracles', message: `Slot ${slot}: ${table.name} ${record.roll} is ${short(row.text)}, but the block says ${short(record.result)}.` });
		}
	}
	for (const nested of record.rolls) recordProblems(content, nested, slot, out);
}

/** The filled text against the slots' results: exactly, for a template given inline; in order, for a note's. */
function textProblems(block: TemplateBlock): TemplateProblem[] {
	const texts = block.oracles.map(slotText);
	if (block.template.includes('{{')) {
		let parsed;
		try {
			parsed = parseTemplate('inline', block.template);
		} catch (error) {
			return [{ key: 'template', message: (error as Error).message }];
		}
		if (parsed.slots.length !== texts.length) return [{ key: 'oracles', message: `The template has ${parsed.slots.length} slots, but "oracles" lists ${texts.length} rolls.` }];
		const expected = fillText(parsed, texts);
		return expected === block.text ? [] : [{ key: 'text', message: `"text" is not the template filled with its rolls, which make ${short(expected)}.` }];
	}
	let at = 0;
	for (const [n, text] of texts.entries()) {
		const found = block.text.indexOf(text, at);
		if (found < 0) return [{ key: 'text', message: `"text" does not hold slot ${n + 1}'s result ${short(text)} (${block.oracles[n]?.name ?? ''} ${block.oracles[n]?.roll ?? ''}) where its slot should be.` }];
		at = found + text.length;
	}
	return [];
}

export function templateProblems(block: TemplateBlock, content: ContentLibrary): TemplateProblem[] {
	const out: TemplateProblem[] = [];
	block.oracles.forEach((record, n) => recordProblems(content, record, n + 1, out));
	return [...out, ...textProblems(block)];
}
