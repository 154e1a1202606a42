/**
 * Text the CLI prints comes partly from the player's files: note names, table rows, paths. A
 * terminal acts on some characters instead of showing them (ESC starts a command that can
 * recolour, retitle or clear the screen; C1 controls do the same in one byte; bidi overrides
 * reverse what follows), so a crafted note name could disguise or hide what the CLI says.
 * Such characters are shown as escapes, `\u001b` and `\u202e`, which read as what they are: the
 * same escapes as oneLine (src/journal/one-line.ts) writes in error lines, so a name reads the
 * same in a listing and in an error about it.
 */

/**
 * C0 but line feed and tab (the CLI's own layout), DEL, C1, the bidi marks, embeddings,
 * overrides and isolates, the Unicode line and paragraph separators and the zero-width BOM.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

const unicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Text for a terminal: every control character shown escaped, line feeds and tabs kept. */
export function terminalText(text: string): string {
	return text.replace(CONTROL, (c) => (c === '\r' ? '\\r' : unicodeEscape(c)));
}

/**
 * One JSON line that keeps the data as it is: JSON.stringify already writes C0 controls as
 * \u escapes; C1 and bidi controls, which it leaves raw, are written so too, which any JSON
 * reader reads back as the same characters, and a terminal shows harmlessly.
 */
export function terminalJson(value: unknown): string {
	return JSON.stringify(value).replace(CONTROL, unicodeEscape);
}
