import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/story-export/render-html';
import { renderMarkdown } from '../../src/story-export/render-md';
import { isStoryExport } from '../../src/story-export/write';

/** Issue 29, item 7: only a file whose own mark says Iron Ledger exported it may be replaced. */
describe('isStoryExport', () => {
	it('is true of what the export writes, HTML or markdown', () => {
		expect(isStoryExport(renderHtml([], 'Tale'), 'html')).toBe(true);
		expect(isStoryExport(renderMarkdown([], 'summary'), 'md')).toBe(true);
		expect(isStoryExport('<html><head><meta name="generator" content="Iron Ledger 0.2.0"></head><body></body></html>', 'html')).toBe(true);
	});

	it('is false of a file that only mentions the mark: in a comment (closed or not), a title, a script, the body, or no head at all', () => {
		const tag = '<meta name="generator" content="Iron Ledger">';
		for (const html of [
			`<html><head><!-- ${tag} --></head><body></body></html>`,
			`<html><head><!-- ${tag}</head><body></body></html>`,
			`<html><head><title>${tag}</title></head></html>`,
			`<html><head><script>"${tag}"</script></head></html>`,
			`<html><head></head><body>${tag}</body></html>`,
			`<html><body>${tag}</body></html>`,
			`${tag}`,
			'<html><head><meta name="generator" content="Iron Ledgerish"></head></html>',
		]) {
			expect(isStoryExport(html, 'html'), html).toBe(false);
		}
		expect(isStoryExport('<!--\n---\niron_ledger: story\n---\n-->\n# Mine\n', 'md')).toBe(false);
		expect(isStoryExport('# Mine\n\n---\niron_ledger: story\n---\n', 'md')).toBe(false);
	});
});
