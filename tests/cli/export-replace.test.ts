import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

/**
 * Issue 29, item 7: export replaces only a file its own mark says Iron Ledger exported (the
 * generator meta tag in an HTML head, the iron_ledger key in a note's frontmatter), never a
 * player's file that only mentions the mark, in a comment or elsewhere.
 */

const vaults = cliVaults();

describe('export --out over a file that is there', () => {
	it("a player's HTML or note that mentions the mark in a comment, a title or a script is refused, and left as it is", () => {
		const v = vaults('export-replace');
		writeFileSync(join(v.dir, 'Journal.md'), '# Day one\n\nKira sets out.\n');
		const mine: Record<string, string> = {
			'Mine.html': '<!DOCTYPE html>\n<html>\n<head>\n<!-- copied from an export: <meta name="generator" content="Iron Ledger"> -->\n<title>My own page</title>\n</head>\n<body>Mine.</body>\n</html>\n',
			'Titled.html': '<html><head><title><meta name="generator" content="Iron Ledger"></title></head><body>Mine.</body></html>\n',
			'Scripted.html': '<html><head><script>const tag = \'<meta name="generator" content="Iron Ledger">\';</script></head><body>Mine.</body></html>\n',
			'Mine.md': '<!--\n---\niron_ledger: story\n---\n-->\n# My own story\n',
		};
		for (const [name, text] of Object.entries(mine)) writeFileSync(join(v.dir, name), text);
		for (const name of Object.keys(mine)) {
			expect(v.fails('export', '--journal', 'Journal.md', '--out', name)).toBe(
				`iron-ledger export: ${name} is already there and is not a story Iron Ledger exported: nothing was written. Choose another file.`,
			);
			expect(readFileSync(join(v.dir, name), 'utf8')).toBe(mine[name]);
		}
	});

	it('an export, HTML or markdown, is marked in its head or frontmatter and replaced by the next', () => {
		const v = vaults('export-again');
		writeFileSync(join(v.dir, 'Journal.md'), '# Day one\n\nKira sets out.\n');
		expect(v.cli('export', '--journal', 'Journal.md', '--out', 'Tale.html')).toMatch(/^Wrote Tale\.html: 1 chapter/);
		expect(readFileSync(join(v.dir, 'Tale.html'), 'utf8')).toMatch(/<head>[\s\S]*<meta name="generator" content="Iron Ledger">[\s\S]*<\/head>/);
		expect(v.cli('export', '--journal', 'Journal.md', '--out', 'Tale.html')).toMatch(/^Replaced Tale\.html/);
		expect(v.cli('export', '--journal', 'Journal.md', '--out', 'Tale.md')).toMatch(/^Wrote Tale\.md/);
		expect(readFileSync(join(v.dir, 'Tale.md'), 'utf8')).toMatch(/^---\niron_ledger: story\n/);
		expect(v.cli('export', '--journal', 'Journal.md', '--out', 'Tale.md')).toMatch(/^Replaced Tale\.md/);
	});
});
