/**
 * Code fences as CommonMark (and so Obsidian) reads them: an opening line of three or more
 * backticks or tildes, indented at most three spaces; a closing line of the same character,
 * at least as long, with nothing after it but spaces.
 */
export interface Fence {
	char: '`' | '~';
	length: number;
}

const OPENING = /^ {0,3}(`{3,}|~{3,})(.*)$/;

export function openingFence(line: string): (Fence & { info: string }) | undefined {
	const m = OPENING.exec(line);
	if (!m) return undefined;
	const run = m[1] as string;
	const info = (m[2] ?? '').trim();
	// A backtick fence's info string may not hold a backtick.
	if (run[0] === '`' && info.includes('`')) return undefined;
	return { char: run[0] as '`' | '~', length: run.length, info };
}

export function closesFence(line: string, fence: Fence): boolean {
	const m = / {0,3}(`+|~+)\s*$/y.exec(line);
	return !!m && m.index === 0 && (m[1] as string)[0] === fence.char && (m[1] as string).length >= fence.length;
}

/** A backtick fence longer than any run of backticks that starts a line of the body, so no user text can close it. */
export function fenceFor(body: string): string {
	let longest = 0;
	for (const line of body.split(/\r?\n/)) {
		const m = /^\s*(`+)/.exec(line);
		if (m) longest = Math.max(longest, (m[1] as string).length);
	}
	return '`'.repeat(Math.max(3, longest + 1));
}

// The first line may start with a byte order mark, which is no part of the fence.
const FENCE_LINE = /^\uFEFF? {0,3}(?:`{3}|~{3}).*$/gm;

/**
 * The fence a position in a note sits inside, if any: the opening fence, and the offset at
 * the end of its closing line (undefined when the note ends with the fence still open).
 */
export function enclosingFence(note: string, offset: number): { fence: Fence; end?: number } | undefined {
	let open: (Fence & { start: number }) | undefined;
	// Only a line that starts with three backticks or tildes can open or close a fence: the others
	// are passed over without being cut out, so a long journal is read at the speed of a search.
	FENCE_LINE.lastIndex = 0;
	for (let m = FENCE_LINE.exec(note); m; m = FENCE_LINE.exec(note)) {
		const line = m[0].endsWith('\r') ? m[0].slice(0, -1) : m[0];
		const bare = line.startsWith('\uFEFF') ? line.slice(1) : line;
		const pos = m.index + line.length - bare.length;
		if (!open) {
			if (pos >= offset) return undefined;
			const o = openingFence(bare);
			if (o) open = { char: o.char, length: o.length, start: pos };
		} else if (closesFence(bare, open)) {
			if (offset < pos + bare.length) return { fence: { char: open.char, length: open.length }, end: pos + bare.length };
			open = undefined;
		}
	}
	return open && offset > open.start ? { fence: { char: open.char, length: open.length } } : undefined;
}
