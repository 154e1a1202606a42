import { describe, expect, it } from 'vitest';
import { chapterOf } from '../../src/story-export/chapters';
import { renderHtml } from '../../src/story-export/render-html';
import { renderMarkdown } from '../../src/story-export/render-md';

const NOTE = [
	'# Session 1',
	'',
	'Kira walks. <!-- the GM note: she is followed -->',
	'%%',
	'A secret spread',
	'over lines.',
	'%%',
	'She stops.',
	'',
	'<!--',
	'Whole hidden paragraph.',
	'-->',
	'',
	'```',
	'code keeps %% and <!-- -->',
	'```',
	'The end.',
].join('\n');

const chapter = () => chapterOf({ path: 'Journal/Session 1.md', text: NOTE }, 'summary').chapter;

describe('comments Obsidian hides are not in the story', () => {
	it('HTML: no <!-- --> comment shows, and a %% block leaves no empty line break in its paragraph', () => {
		const html = renderHtml([chapter()], 'Story');
		expect(html).not.toContain('GM note');
		expect(html).not.toContain('&lt;!-- the');
		expect(html).not.toContain('Whole hidden paragraph');
		expect(html).not.toContain('A secret');
		expect(html).toContain('<p>Kira walks.<br>\nShe stops.</p>');
		expect(html).not.toMatch(/<br>\n<br>/);
		expect(html).toContain('code keeps %% and &lt;!-- --&gt;');
	});

	it('Markdown: the same prose, code kept as written', () => {
		const md = renderMarkdown([chapter()], 'summary');
		expect(md).toContain('Kira walks.\nShe stops.\n\n```\ncode keeps %% and <!-- -->\n```\nThe end.\n');
		expect(md).not.toContain('GM note');
		expect(md).not.toContain('Whole hidden paragraph');
	});
});
