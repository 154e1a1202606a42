import { closesFence, openingFence } from '../journal/fences';
import { type FoundBlock, findBlocks } from '../journal/note-text';
import { summarise, templateTitle } from '../journal/summary';
import { readFrontmatter, splitFrontmatter } from '../state/frontmatter-text';
import type { JournalNote } from './collect';
import { withoutComments } from './comments';
import { blockDetails, siteCardLines } from './mechanics-text';

/** How the moves and rolls show in the story. */
export type Mechanics = 'hidden' | 'summary' | 'kept';
export const MECHANICS: readonly Mechanics[] = ['hidden', 'summary', 'kept'];

export type StoryPart =
	/** The player's own markdown, as written (frontmatter gone, lines joined with LF). */
	| { kind: 'prose'; text: string }
	/** A move, roll or card in words: the headline alone, or with its details when kept. */
	| { kind: 'mechanics'; headline: string; details: string[] }
	/** Text shown exactly as it was: a block that could not be read, or one of a kind Iron Ledger cannot tell in words. */
	| { kind: 'verbatim'; text: string };

export interface Chapter {
	path: string;
	/** Markdown: the note's own first heading, or its file name. */
	title: string;
	parts: StoryPart[];
}

/** A block that could not be read: said to the player, and kept in the story as text. */
export interface StoryProblem {
	note: string;
	/** 1-based line in the note. */
	line: number;
	message: string;
}

const SITE_LANGUAGE = 'iron-site';

/** A file name as markdown text: its marks are the name's characters, not emphasis. */
export const escapeMarks = (text: string) => text.replace(/[\\`*_[\]<>]|~~|==/g, (c) => c.replace(/./g, '\\$&'));

const noteName = (path: string) => (path.split('/').pop() ?? path).replace(/\.md$/i, '');

function fileTitle(path: string): string {
	return escapeMarks(noteName(path));
}

function noteFrontmatter(text: string): Record<string, unknown> {
	try {
		return readFrontmatter(text);
	} catch {
		return {};
	}
}

/** The note as a chapter; mechanics as the player chose, broken blocks kept as text and reported. */
export function chapterOf(note: JournalNote, mechanics: Mechanics): { chapter: Chapter; problems: StoryProblem[] } {
	// One line ending for everything after: a CRLF note reads exactly like its LF twin.
	const text = note.text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
	const { body } = splitFrontmatter(text);
	const firstBodyLine = (text.slice(0, text.length - body.length).match(/\n/g) ?? []).length;
	const moves = new Map<number, FoundBlock>();
	for (const b of findBlocks(text)) if (b.startLine >= firstBodyLine) moves.set(b.startLine, b);
	const lines = text.split('\n');
	const parts: StoryPart[] = [];
	const problems: StoryProblem[] = [];
	let prose: string[] = [];
	const flush = () => {
		prose = withoutComments(prose);
		while (prose.length > 0 && (prose[0] as string).trim() === '') prose.shift();
		while (prose.length > 0 && (prose[prose.length - 1] as string).trim() === '') prose.pop();
		if (prose.length > 0) parts.push({ kind: 'prose', text: prose.join('\n') });
		prose = [];
	};
	// A block ends the prose before it; a hidden one too, so the prose around it closes up to one blank line.
	const tell = (part: StoryPart | undefined) => {
		flush();
		if (part) parts.push(part);
	};
	const title = { text: fileTitle(note.path), fromHeading: false };
	let i = firstBodyLine;
	while (i < lines.length) {
		const line = lines[i] as string;
		const block = moves.get(i);
		if (block) {
			const source = lines.slice(i, block.endLine + 1).join('\n');
			if (block.result.ok) {
				const told = block.result.block;
				// A filled template is told whole: the block's one-line summary cuts it, a story must not.
				// An undone move was taken back: no part of the story told in summary, and said so when kept.
				const untold = mechanics === 'hidden' || (mechanics === 'summary' && told.undone === true);
				tell(untold ? undefined : { kind: 'mechanics', headline: told.kind === 'template' ? `${templateTitle(told)}: ${told.text.replace(/\s+/g, ' ').trim()}${told.undone ? ' (undone)' : ''}` : summarise(told), details: mechanics === 'kept' ? blockDetails(told) : [] });
			} else {
				const first = block.result.errors[0];
				problems.push({ note: note.path, line: block.startLine + 1 + (first?.line ?? 0), message: first?.message ?? 'The block cannot be read.' });
				tell({ kind: 'verbatim', text: source });
			}
			i = block.endLine + 1;
			continue;
		}
		const fence = openingFence(line);
		if (fence) {
			let end = i + 1;
			while (end < lines.length && !closesFence(lines[end] as string, fence)) end++;
			const whole = lines.slice(i, end + 1);
			if (fence.info.startsWith('iron-')) tell(ledgerBlock(fence.info, whole.join('\n'), mechanics, noteName(note.path), text));
			else prose.push(...whole);
			i = end + 1;
			continue;
		}
		// The note's opening heading names the chapter, so it is not said twice.
		const heading = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
		if (heading && !title.fromHeading && parts.length === 0 && prose.every((l) => l.trim() === '') && (heading[1] ?? '').trim() !== '') {
			title.text = (heading[1] as string).trim();
			title.fromHeading = true;
		} else prose.push(line);
		i++;
	}
	flush();
	return { chapter: { path: note.path, title: title.text, parts }, problems };
}

/** Another of Iron Ledger's blocks: a site card is told from its note; one of a kind unknown here is kept as it is. */
function ledgerBlock(language: string, source: string, mechanics: Mechanics, title: string, note: string): StoryPart | undefined {
	if (mechanics === 'hidden') return undefined;
	if (language === SITE_LANGUAGE) {
		const card = siteCardLines(title, noteFrontmatter(note));
		return { kind: 'mechanics', headline: card.headline, details: mechanics === 'kept' ? card.details : [] };
	}
	return mechanics === 'kept' ? { kind: 'verbatim', text: source } : { kind: 'mechanics', headline: `Iron Ledger ${language.slice('iron-'.length)} block`, details: [] };
}
