/**
 * How a player links a Datasworn entry in ordinary prose: a markdown link whose target is the
 * `iron:` scheme and the entry's Datasworn id, `[Face Danger](iron:move:starforged/adventure/face_danger)`.
 * It reads as plain text anywhere, and other markdown renderers show it as a link. Datasworn's
 * own `datasworn:` form, as in its move text, is read the same way so pasted text works too.
 */
export const LINK_SCHEME = 'iron:';
const ACCEPTED = [LINK_SCHEME, 'datasworn:'] as const;

/** The Datasworn id a link target names, or undefined when it is no entry link at all. */
export function idOfHref(href: string | null | undefined): string | undefined {
	if (!href) return undefined;
	let text = href.trim();
	// A renderer may percent-encode the target; an id never holds a literal "%".
	if (text.includes('%')) {
		try {
			text = decodeURIComponent(text);
		} catch {
			return undefined;
		}
	}
	const scheme = ACCEPTED.find((s) => text.toLowerCase().startsWith(s));
	if (!scheme) return undefined;
	const id = text.slice(scheme.length).replace(/^\/\//, '');
	// An id is "type:path": without both there is nothing to look up.
	return /^[\w.-]+:[^\s()]+$/.test(id) ? id : undefined;
}

/** Brackets and backslashes in a name would end the label early: escaped, they read as themselves. */
function escapeLabel(name: string): string {
	return name.replace(/[\\[\]]/g, (c) => `\\${c}`);
}

function unescapeLabel(label: string): string {
	return label.replace(/\\([\\[\]])/g, '$1');
}

/** The link text for an entry, as the player writes it. */
export function formatEntryLink(entry: { id: string; name: string }): string {
	return `[${escapeLabel(entry.name)}](${LINK_SCHEME}${entry.id})`;
}

/** One entry link found in a note's text; offsets are into that text. */
export interface FoundLink {
	from: number;
	to: number;
	/** Where the label sits, between the brackets. */
	labelFrom: number;
	labelTo: number;
	label: string;
	id: string;
}

const LINK = /\[((?:\\.|[^\]\\\n])*)\]\(\s*((?:iron|datasworn):[^\s()]+)\s*\)/gi;

/** Every entry link in some text, in order. Other markdown links are left alone. */
export function findEntryLinks(text: string, offset = 0): FoundLink[] {
	const found: FoundLink[] = [];
	for (const m of text.matchAll(LINK)) {
		const id = idOfHref(m[2]);
		if (!id) continue;
		const at = m.index ?? 0;
		// "![…](…)" is an embed, not a link: not ours to read.
		if (at > 0 && text[at - 1] === '!') continue;
		const raw = m[1] ?? '';
		found.push({ from: offset + at, to: offset + at + m[0].length, labelFrom: offset + at + 1, labelTo: offset + at + 1 + raw.length, label: unescapeLabel(raw), id });
	}
	return found;
}

/** The one link in a piece of text that is nothing else (a pasted link), or undefined. */
export function parseEntryLink(text: string): FoundLink | undefined {
	const [only] = findEntryLinks(text.trim());
	return only && only.from === 0 && only.to === text.trim().length ? only : undefined;
}
