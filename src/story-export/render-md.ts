import { fenceFor } from '../journal/fences';
import { type Chapter, type Mechanics, type StoryPart, escapeMarks } from './chapters';

/** The frontmatter that marks a note as Iron Ledger's export, so a later export may replace it and nothing else. */
export const STORY_KIND = 'story';

function part(p: StoryPart): string {
	switch (p.kind) {
		case 'prose':
			return p.text;
		case 'mechanics': {
			if (p.details.length === 0) return `> *${escapeMarks(p.headline)}*`;
			const items = p.details.map((d) => {
				const indent = /^ */.exec(d)?.[0] ?? '';
				return `> ${indent}- ${escapeMarks(d.slice(indent.length))}`;
			});
			return [`> **${escapeMarks(p.headline)}**`, '>', ...items].join('\n');
		}
		case 'verbatim': {
			// A fence longer than any inside, with no language: read as text, never as a block again.
			const fence = fenceFor(p.text);
			return `${fence}\n${p.text}\n${fence}`;
		}
	}
}

/** The story as one markdown note: a chapter per journal note, its title a heading. */
export function renderMarkdown(chapters: readonly Chapter[], mechanics: Mechanics): string {
	const body = chapters.map((c) => [`# ${c.title}`, ...c.parts.map(part)].join('\n\n')).join('\n\n');
	return `---\niron_ledger: ${STORY_KIND}\nmechanics: ${mechanics}\n---\n\n${body}\n`;
}
