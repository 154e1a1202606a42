import { closesFence, openingFence } from '../journal/fences';
import { escapeHtml, inlineHtml } from './inline-html';

/**
 * A small markdown renderer for the story's HTML: headings, paragraphs (a line break kept as
 * Obsidian shows it), lists with tasks and nesting, quotes and callouts, code, rules and
 * tables. It builds a string for a file, never a page's DOM; every text goes through escaping.
 */

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const ITEM = /^( *)([-*+]|\d{1,9}[.)])(?:[ \t]+(.*))?$/;
const QUOTE = /^ {0,3}>/;
const TABLE_SEPARATOR = /^ *\|? *:?-+:? *(\| *:?-+:? *)*\|? *$/;

const blank = (line: string) => line.trim() === '';
const lead = (line: string) => line.length - line.replace(/^ +/, '').length;

/** Where a paragraph stops: a line that starts another kind of block. */
function startsBlock(line: string): boolean {
	return HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || openingFence(line) !== undefined || /^ *([-*+]|1[.)])[ \t]+\S/.test(line);
}

/** Markdown to HTML; a note's headings go `shift` levels down, under the chapter's own. */
export function markdownHtml(markdown: string, shift = 0): string {
	return blocks(markdown.split('\n'), shift).join('\n');
}

function blocks(lines: readonly string[], shift: number): string[] {
	const out: string[] = [];
	let i = 0;
	while (i < lines.length) {
		const line = lines[i] as string;
		if (blank(line)) {
			i++;
			continue;
		}
		const fence = openingFence(line);
		if (fence) {
			let end = i + 1;
			while (end < lines.length && !closesFence(lines[end] as string, fence)) end++;
			const language = fence.info.split(/\s/)[0] ?? '';
			out.push(`<pre${language ? ` data-language="${escapeHtml(language)}"` : ''}><code>${escapeHtml(lines.slice(i + 1, end).join('\n'))}</code></pre>`);
			i = end + 1;
			continue;
		}
		const heading = HEADING.exec(line);
		if (heading) {
			const level = Math.min(6, (heading[1] as string).length + shift);
			out.push(`<h${level}>${inlineHtml(heading[2] ?? '')}</h${level}>`);
			i++;
			continue;
		}
		if (RULE.test(line)) {
			out.push('<hr>');
			i++;
			continue;
		}
		if (QUOTE.test(line)) {
			const inner: string[] = [];
			while (i < lines.length && QUOTE.test(lines[i] as string)) inner.push((lines[i++] as string).replace(/^ {0,3}> ?/, ''));
			out.push(quote(inner, shift));
			continue;
		}
		if (ITEM.test(line)) {
			i = list(lines, i, shift, out);
			continue;
		}
		if (line.includes('|') && TABLE_SEPARATOR.test(lines[i + 1] ?? '') && (lines[i + 1] as string).includes('-')) {
			i = table(lines, i, out);
			continue;
		}
		const paragraph: string[] = [line];
		i++;
		while (i < lines.length && !blank(lines[i] as string) && !startsBlock(lines[i] as string)) paragraph.push(lines[i++] as string);
		// Marks may span the paragraph's lines; each line break shows, as in Obsidian's reading view.
		out.push(`<p>${inlineHtml(paragraph.map((l) => l.trim()).join('\n')).replace(/\n/g, '<br>\n')}</p>`);
	}
	return out;
}

/** A quote; one that opens with `[!kind] title` is an Obsidian callout, its title set apart. */
function quote(inner: string[], shift: number): string {
	const callout = /^\[!([\w-]+)\][+-]?[ \t]*(.*)$/.exec(inner[0] ?? '');
	if (!callout) return `<blockquote>\n${blocks(inner, shift).join('\n')}\n</blockquote>`;
	const kind = (callout[1] as string).toLowerCase();
	const title = (callout[2] ?? '').trim() || kind.replace(/^./, (c) => c.toUpperCase());
	return `<blockquote class="callout" data-callout="${escapeHtml(kind)}">\n<p class="callout-title">${inlineHtml(title)}</p>\n${blocks(inner.slice(1), shift).join('\n')}\n</blockquote>`;
}

/** A list from line `start`; returns the line after it. Items hold their indented lines, nested lists included. */
function list(lines: readonly string[], start: number, shift: number, out: string[]): number {
	const first = ITEM.exec(lines[start] as string) as RegExpExecArray;
	const indent = (first[1] as string).length;
	const ordered = /\d/.test(first[2] as string);
	const items: string[] = [];
	let i = start;
	while (i < lines.length) {
		const m = ITEM.exec(lines[i] as string);
		if (!m || (m[1] as string).length !== indent || /\d/.test(m[2] as string) !== ordered) break;
		const content = indent + (m[2] as string).length + 1;
		const body = [m[3] ?? ''];
		i++;
		let loose = false;
		while (i < lines.length) {
			const line = lines[i] as string;
			if (blank(line)) {
				const next = lines[i + 1];
				if (next === undefined || blank(next) || lead(next) < content) break;
				loose = true;
				body.push('');
				i++;
				continue;
			}
			const spaces = lead(line);
			if (spaces < content && (ITEM.test(line) || startsBlock(line))) break;
			body.push(line.slice(Math.min(spaces, content)));
			i++;
		}
		items.push(`<li>${item(body, shift, loose)}</li>`);
		// A blank line between two items of the same list does not end it.
		if (i < lines.length && blank(lines[i] as string) && ITEM.exec(lines[i + 1] ?? '')?.[1]?.length === indent) i++;
	}
	const number = ordered ? parseInt(first[2] as string, 10) : 1;
	const tag = ordered ? 'ol' : 'ul';
	out.push(`<${tag}${ordered && number !== 1 ? ` start="${number}"` : ''}>\n${items.join('\n')}\n</${tag}>`);
	return i;
}

function item(body: string[], shift: number, loose: boolean): string {
	const task = /^\[([ xX])\][ \t]+/.exec(body[0] ?? '');
	const box = task ? `<span class="task">${task[1] === ' ' ? '☐' : '☑'}</span> ` : '';
	if (task) body[0] = (body[0] as string).slice(task[0].length);
	const html = blocks(body, shift).join('\n');
	// A tight item's text is not a paragraph of its own.
	return box + (loose ? html : html.replace(/^<p>([\s\S]*?)<\/p>/, '$1'));
}

function table(lines: readonly string[], start: number, out: string[]): number {
	const cells = (line: string) => line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '').split(/(?<!\\)\|/).map((c) => inlineHtml(c.trim()));
	const head = cells(lines[start] as string);
	const rows: string[][] = [];
	let i = start + 2;
	while (i < lines.length && !blank(lines[i] as string) && (lines[i] as string).includes('|')) rows.push(cells(lines[i++] as string));
	const row = (tag: string, r: string[]) => `<tr>${r.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;
	out.push(`<table>\n<thead>${row('th', head)}</thead>\n<tbody>\n${rows.map((r) => row('td', r)).join('\n')}\n</tbody>\n</table>`);
	return i;
}
