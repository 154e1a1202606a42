// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { chapterOf } from '../../src/story-export/chapters';
import { inlineHtml } from '../../src/story-export/inline-html';
import { markdownHtml } from '../../src/story-export/markdown-html';
import { renderHtml } from '../../src/story-export/render-html';
import { BROKEN, SESSION_1 } from './notes';

const page = (text: string, mechanics: 'hidden' | 'summary' | 'kept' = 'summary') => renderHtml([chapterOf({ path: 'Journal/Session 1.md', text }, mechanics).chapter], 'Story');
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the story as one HTML file', () => {
	it('is a standalone page: marked as Iron Ledger’s, its own light and dark stylesheet, a section per chapter', () => {
		const html = renderHtml(
			['Session 1', 'Session 2'].map((n) => chapterOf({ path: `Journal/${n}.md`, text: `# ${n}\n\nText.\n` }, 'summary').chapter),
			'Story',
		);
		expect(html.startsWith('<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">')).toBe(true);
		expect(html).toContain('<meta name="generator" content="Iron Ledger">');
		expect(html).toContain('@media (prefers-color-scheme: dark)');
		expect(html).not.toMatch(/<link|<script|src=/);
		const doc = parse(html);
		expect([...doc.querySelectorAll('section.chapter h2')].map((h) => h.textContent)).toEqual(['Session 1', 'Session 2']);
		expect(doc.title).toBe('Story');
	});

	it("a player's <script> and other HTML in the prose come out as text", () => {
		const html = page('# Session 1\n\nShe whispered <script>alert("hex")</script> & <b onclick="x()">ran</b>.\n\n> <img src=x onerror=alert(1)>\n');
		expect(html).toContain('&lt;script&gt;alert(&quot;hex&quot;)&lt;/script&gt; &amp; &lt;b onclick=&quot;x()&quot;&gt;ran&lt;/b&gt;');
		const doc = parse(html);
		expect(doc.querySelectorAll('script, img, b, [onclick]')).toHaveLength(0);
		expect(doc.querySelector('section p')?.textContent).toBe('She whispered <script>alert("hex")</script> & <b onclick="x()">ran</b>.');
	});

	it('mechanics and a broken block are escaped too', () => {
		const html = page(`${SESSION_1.replace('Did they leave a trail?', '<script>x</script>')}\n${BROKEN.replace('Face Danger', '</code></pre><script>y</script>')}\n`, 'kept');
		const doc = parse(html);
		expect(doc.querySelectorAll('script')).toHaveLength(0);
		expect(doc.querySelector('p.mechanics')?.textContent).toBe('Ask the Oracle "<script>x</script>" (likely): yes (64)');
		expect(doc.querySelector('pre.verbatim')?.textContent).toContain('name: </code></pre><script>y</script>');
		expect([...doc.querySelectorAll('aside.mechanics li')].map((li) => li.textContent)).toEqual(['By Kira', 'Action die 2 +1 shadow = 3, against 7 and 7', 'Next: Pay the Price']);
	});

	it('wikilinks become their text or alias; only web and mail links stay links', () => {
		expect(inlineHtml('Met [[People/Arn|the smith]] at [[Iron Hall#Gate]] and ![[map.png]].')).toBe('Met the smith at Iron Hall and map.png.');
		expect(inlineHtml('[site](https://example.com/?a=1&b="2") [bad](javascript:alert(1)) [note](Journal/x.md)')).toBe(
			'<a href="https://example.com/?a=1&amp;b=&quot;2&quot;">site</a> bad note',
		);
		expect(inlineHtml('<https://ironswornrpg.com>')).toBe('<a href="https://ironswornrpg.com">https://ironswornrpg.com</a>');
	});

	it('emphasis, code, strikethrough, highlight and escapes', () => {
		expect(inlineHtml('**bold** *it* _it_ ~~gone~~ ==lit== `a <b> *c*` \\*not\\* snake_case_name %%hidden%%')).toBe(
			'<strong>bold</strong> <em>it</em> <em>it</em> <del>gone</del> <mark>lit</mark> <code>a &lt;b&gt; *c*</code> *not* snake_case_name ',
		);
	});

	it('headings (under the chapter), paragraphs with their line breaks, lists, tasks, quotes, callouts, code, tables', () => {
		const html = markdownHtml(
			[
				'# Camp',
				'Line one',
				'line two',
				'',
				'- a',
				'  - nested',
				'- [x] done',
				'- [ ] to do',
				'',
				'3. third',
				'4. fourth',
				'',
				'> [!note] Omen',
				'> A crow.',
				'',
				'```js',
				'let x = "<y>";',
				'```',
				'',
				'| Roll | Result |',
				'|---|---|',
				'| 1 | *Ash* |',
				'',
				'---',
			].join('\n'),
			1,
		);
		expect(html).toBe(
			[
				'<h2>Camp</h2>',
				'<p>Line one<br>\nline two</p>',
				'<ul>\n<li>a\n<ul>\n<li>nested</li>\n</ul></li>\n<li><span class="task">☑</span> done</li>\n<li><span class="task">☐</span> to do</li>\n</ul>',
				'<ol start="3">\n<li>third</li>\n<li>fourth</li>\n</ol>',
				'<blockquote class="callout" data-callout="note">\n<p class="callout-title">Omen</p>\n<p>A crow.</p>\n</blockquote>',
				'<pre data-language="js"><code>let x = &quot;&lt;y&gt;&quot;;</code></pre>',
				'<table>\n<thead><tr><th>Roll</th><th>Result</th></tr></thead>\n<tbody>\n<tr><td>1</td><td><em>Ash</em></td></tr>\n</tbody>\n</table>',
				'<hr>',
			].join('\n'),
		);
	});

	it('every element it opens is closed (the page parses back to the same structure)', () => {
		const html = page(`${SESSION_1}\n- a\n  - b\n\n> quote\n> - in a list\n`, 'kept');
		const body = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
		const opened = [...body.matchAll(/<(\w+)[\s>]/g)].map((m) => m[1]).filter((t) => !['br', 'hr'].includes(t as string));
		const closed = [...body.matchAll(/<\/(\w+)>/g)].map((m) => m[1]);
		expect(closed.sort()).toEqual(opened.sort());
	});
});
