/**
 * The longest text a player's words take in a journal block: a question, an option, a reason,
 * a name, a result of their own table. Ten of them, with the rest of a block, stay far under a
 * block's 64 KB (src/journal/limits.ts); a longer text is cut, and the cut is written into it.
 * Here, with the rules, because a roll cuts its results too (oracle-budget.ts), and the rules
 * import nothing from the journal.
 */
export const MAX_TEXT_CHARS = 2000;

const mark = (max: number) => ` … (cut at ${max} characters)`;

/**
 * The text, or its start with "… (cut at N characters)" when it is longer than `max`. The mark
 * is inside the `max` characters, so a cut text is never cut again when its block is rewritten.
 */
export function capText(text: string, max: number = MAX_TEXT_CHARS): string {
	if (text.length <= max) return text;
	let keep = Math.max(0, max - mark(max).length);
	// Never half of a surrogate pair: the kept text stays valid UTF-16.
	const last = text.charCodeAt(keep - 1);
	if (last >= 0xd800 && last <= 0xdbff) keep--;
	return `${text.slice(0, keep)}${mark(max)}`;
}
