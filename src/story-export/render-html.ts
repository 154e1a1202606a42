import type { Chapter, StoryPart } from './chapters';
import { escapeHtml, inlineHtml } from './inline-html';
import { markdownHtml } from './markdown-html';

/** The mark of Iron Ledger's export in a file's head, so a later export may replace it and nothing else. */
export const GENERATOR_META = '<meta name="generator" content="Iron Ledger">';

/** Small and self-contained: the story opens anywhere, offline, in the reader's light or dark. */
const STYLE = `
:root { color-scheme: light dark; --text: #1f1d1a; --muted: #5c574f; --background: #fbfaf7; --accent: #7a3b16; --aside: #f1ede4; --rule: #d8d1c3; }
@media (prefers-color-scheme: dark) {
  :root { --text: #e9e5dc; --muted: #b3ab9c; --background: #1b1a18; --accent: #e7a574; --aside: #27241f; --rule: #48423a; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--background); color: var(--text); font: 1.05rem/1.65 Georgia, "Iowan Old Style", "Palatino Linotype", serif; }
main { max-width: 42rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
h1, h2, h3, h4, h5, h6 { line-height: 1.25; color: var(--accent); }
h1.story-title { font-size: 2.2rem; margin-bottom: 2.5rem; }
section.chapter { margin-bottom: 3rem; }
section.chapter + section.chapter { border-top: 1px solid var(--rule); padding-top: 1rem; }
a { color: var(--accent); }
.mechanics { color: var(--muted); font-style: italic; }
p.mechanics { border-left: 3px solid var(--rule); padding-left: 0.75rem; }
aside.mechanics { background: var(--aside); border-left: 3px solid var(--accent); padding: 0.5rem 1rem; margin: 1rem 0; border-radius: 4px; }
aside.mechanics p { margin: 0.25rem 0; font-weight: bold; }
aside.mechanics ul { margin: 0.25rem 0; padding-left: 1.25rem; }
aside.mechanics li.nested { list-style: circle; margin-left: 1.25rem; }
blockquote { margin: 1rem 0; padding: 0.25rem 1rem; border-left: 3px solid var(--rule); color: var(--muted); }
.callout-title { font-weight: bold; }
pre { background: var(--aside); padding: 0.75rem; overflow-x: auto; border-radius: 4px; white-space: pre-wrap; }
code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.9em; }
pre.verbatim { border-left: 3px solid #b3261e; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid var(--rule); padding: 0.25rem 0.6rem; text-align: left; }
mark { background: #f4e19c; color: #1f1d1a; }
hr { border: none; border-top: 1px solid var(--rule); }
`;

function part(p: StoryPart): string {
	switch (p.kind) {
		case 'prose':
			// The chapter's title is h2: a note's own headings go one level under it.
			return markdownHtml(p.text, 1);
		case 'mechanics': {
			if (p.details.length === 0) return `<p class="mechanics">${escapeHtml(p.headline)}</p>`;
			const items = p.details.map((d) => `<li${/^ /.test(d) ? ' class="nested"' : ''}>${escapeHtml(d.trim())}</li>`);
			return `<aside class="mechanics">\n<p>${escapeHtml(p.headline)}</p>\n<ul>\n${items.join('\n')}\n</ul>\n</aside>`;
		}
		case 'verbatim':
			return `<pre class="verbatim"><code>${escapeHtml(p.text)}</code></pre>`;
	}
}

/** The story as one standalone HTML file: a section per chapter. */
export function renderHtml(chapters: readonly Chapter[], title: string): string {
	const sections = chapters.map(
		(c, n) => `<section class="chapter" id="chapter-${n + 1}">\n<h2>${inlineHtml(c.title)}</h2>\n${c.parts.map(part).join('\n')}\n</section>`,
	);
	return [
		'<!DOCTYPE html>',
		'<html>',
		'<head>',
		'<meta charset="utf-8">',
		'<meta name="viewport" content="width=device-width, initial-scale=1">',
		GENERATOR_META,
		`<title>${escapeHtml(title)}</title>`,
		`<style>${STYLE}</style>`,
		'</head>',
		'<body>',
		'<main>',
		`<h1 class="story-title">${escapeHtml(title)}</h1>`,
		...sections,
		'</main>',
		'</body>',
		'</html>',
		'',
	].join('\n');
}
