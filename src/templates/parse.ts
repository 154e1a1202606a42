import { OracleError } from '../rules/oracle-table';

/** A template the player got wrong: one line naming the template, and the line or slot. */
export class TemplateError extends OracleError {
	override name = 'TemplateError';
}

export interface TemplateSlot {
	/** What the slot names, as written between the braces (trimmed). */
	query: string;
	/** Where `{{` starts and where `}}` ends, in the template's text. */
	start: number;
	end: number;
	/** 1-based line of the slot in the template. */
	line: number;
}

export interface ParsedTemplate {
	/** Shown in every problem: the note's name, or "inline" for text given on the command line. */
	name: string;
	text: string;
	slots: TemplateSlot[];
}

// A template fills one block, which has to stay well under the block limits (64 KB, 500 keys).
export const MAX_TEMPLATE_CHARS = 8000;
export const MAX_SLOTS = 40;

const lineAt = (text: string, at: number) => text.slice(0, at).split('\n').length;

/**
 * Finds the `{{slot}}`s of a template. A slot is closed on its own line; a stray `}}`, a `{{`
 * never closed, one inside another, an empty slot, an empty template or one without a slot is
 * refused with its line, so nothing is rolled for a template that cannot be filled.
 */
export function parseTemplate(name: string, raw: string): ParsedTemplate {
	const text = raw.replace(/\r\n?/g, '\n').replace(/\s+$/, '').replace(/^\n+/, '');
	const where = (at: number) => `Template ${JSON.stringify(name)}, line ${lineAt(text, at)}`;
	if (text.trim() === '') throw new TemplateError(`Template ${JSON.stringify(name)} is empty: write its text with {{slots}} naming oracles, like "A {{Role}} named {{Given Name}}".`);
	if (text.length > MAX_TEMPLATE_CHARS) throw new TemplateError(`Template ${JSON.stringify(name)} is ${text.length} characters long: at most ${MAX_TEMPLATE_CHARS} fit in one journal block.`);
	if (text.includes('\uFFFD')) throw new TemplateError(`Template ${JSON.stringify(name)} is not UTF-8 text (it holds characters that could not be read): convert the note to UTF-8.`);
	const slots: TemplateSlot[] = [];
	let at = 0;
	for (;;) {
		const open = text.indexOf('{{', at);
		const stray = text.indexOf('}}', at);
		if (stray >= 0 && (open < 0 || stray < open)) throw new TemplateError(`${where(stray)}: "}}" closes no "{{".`);
		if (open < 0) break;
		const close = text.indexOf('}}', open + 2);
		const lineEnd = text.indexOf('\n', open);
		const inner = text.indexOf('{{', open + 2);
		if (close < 0 || (lineEnd >= 0 && lineEnd < close)) throw new TemplateError(`${where(open)}: "{{" is not closed by "}}" on its line.`);
		if (inner >= 0 && inner < close) throw new TemplateError(`${where(inner)}: a "{{" inside another slot; close the first with "}}".`);
		const query = text.slice(open + 2, close).trim();
		if (query === '') throw new TemplateError(`${where(open)}: an empty slot {{}}: name an oracle in it.`);
		slots.push({ query, start: open, end: close + 2, line: lineAt(text, open) });
		at = close + 2;
	}
	if (slots.length === 0) throw new TemplateError(`Template ${JSON.stringify(name)} has no {{slot}}: name an oracle in double braces, like {{Role}}.`);
	if (slots.length > MAX_SLOTS) throw new TemplateError(`Template ${JSON.stringify(name)} has ${slots.length} slots: at most ${MAX_SLOTS} fit in one journal block.`);
	return { name, text, slots };
}

/** The template with slot n replaced by texts[n]; what is outside the slots is kept as written. */
export function fillText(parsed: Pick<ParsedTemplate, 'text' | 'slots'>, texts: readonly string[]): string {
	let out = '';
	let at = 0;
	parsed.slots.forEach((slot, n) => {
		out += parsed.text.slice(at, slot.start) + (texts[n] ?? '');
		at = slot.end;
	});
	return out + parsed.text.slice(at);
}
