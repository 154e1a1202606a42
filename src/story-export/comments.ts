import { type Fence, closesFence, openingFence } from '../journal/fences';

const OPENERS = [
	{ open: '%%', close: '%%' },
	{ open: '<!--', close: '-->' },
] as const;

/**
 * Prose without its comments, `%% … %%` and `<!-- … -->`, which Obsidian hides when reading:
 * a story shows what the reader of the note saw. A line that held only a comment goes whole,
 * so a comment inside a paragraph leaves no empty line (an empty line break) behind. Code
 * blocks are kept as they are: there, the marks are the player's text.
 */
export function withoutComments(lines: readonly string[]): string[] {
	const out: string[] = [];
	let fence: Fence | undefined;
	let closing: string | undefined;
	// A paragraph all comment leaves one blank line between its neighbours, not two.
	let dropped = false;
	const push = (line: string) => {
		const blank = line.trim() === '';
		if (blank && dropped && (out[out.length - 1] ?? '').trim() === '') return;
		if (!blank) dropped = false;
		out.push(line);
	};
	for (const line of lines) {
		if (!closing) {
			if (fence) {
				out.push(line);
				if (closesFence(line, fence)) fence = undefined;
				continue;
			}
			fence = openingFence(line);
			if (fence) {
				out.push(line);
				continue;
			}
		}
		let rest = line;
		let kept = '';
		const inComment = closing !== undefined;
		for (;;) {
			if (closing) {
				const end = rest.indexOf(closing);
				if (end === -1) break;
				rest = rest.slice(end + closing.length);
				closing = undefined;
				continue;
			}
			const next = OPENERS.map((o) => ({ ...o, at: rest.indexOf(o.open) }))
				.filter((o) => o.at !== -1)
				.sort((a, b) => a.at - b.at)[0];
			if (!next) {
				kept += rest;
				break;
			}
			kept += rest.slice(0, next.at);
			rest = rest.slice(next.at + next.open.length);
			closing = next.close;
		}
		if (kept === line && !inComment) push(line);
		else if (kept.trim() !== '') push(kept.trimEnd());
		else dropped = true;
	}
	return out;
}
