/**
 * Text from a note (a field of a block, a file name) printed inside a one-line message.
 * Line breaks, a carriage return or a terminal escape in it could start what looks like
 * another `file:line:` report, or rewrite the one on screen; bidi controls could reorder
 * it. Each such character is shown as an escape instead, so the message stays one line
 * that says exactly what the note holds.
 */

// C0 and C1 controls, DEL, the Unicode line and paragraph separators, and bidi controls.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const escape = (c: string) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The text with every character that could break or disguise a line shown as an escape. */
export function oneLine(text: string): string {
	return text.replace(UNSAFE, escape);
}

/** User text in double quotes, with quotes and backslashes escaped too: where it ends is never in doubt. */
export function quoted(text: string): string {
	return `"${text.replace(/["\\]/g, (c) => `\\${c}`).replace(UNSAFE, escape)}"`;
}
