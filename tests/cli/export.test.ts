import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { type Json, cliErrorIn, cliTextIn, runCliIn } from './run-cli';

const tempDir = tempDirs();

/** A vault played through the CLI with fixed dice: three sessions, written between the moves. */
function playedVault(): string {
	const vault = tempDir('export');
	mkdirSync(join(vault, '.obsidian'));
	mkdirSync(join(vault, 'Journal'));
	const say = (note: string, text: string) => writeFileSync(join(vault, note), `${existsSync(join(vault, note)) ? readFileSync(join(vault, note), 'utf8') : ''}${text}\n`);
	cliTextIn(vault, 'character', 'new', '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=2,heart=3,iron=2,shadow=1,wits=1');
	const as = (journal: string) => ['--character', 'Kira', '--journal', journal];
	say('Journal/Session 1.md', '---\ntags: [session]\n---\n# Session 1\n\nKira kneels in the ashes.');
	cliTextIn(vault, 'move', 'Swear an Iron Vow', ...as('Journal/Session 1.md'), '--stat', 'heart', '--dice', '4,3,6', '--apply');
	say('Journal/Session 1.md', '\nShe swears on her father’s blade.');
	say('Journal/Session 2.md', '# Session 2\n\nHoofprints lead north.');
	cliTextIn(vault, 'ask', 'likely', '--ruleset', 'classic', '--question', 'Is the trail fresh?', '--dice', '64', '--journal', 'Journal/Session 2.md');
	say('Journal/Session 10.md', '# Session 10\n\nThe Deepwood at last. <script>alert("hex")</script>');
	cliTextIn(vault, 'move', 'Face Danger', ...as('Journal/Session 10.md'), '--stat', 'shadow', '--dice', '2,7,7', '--apply');
	return vault;
}

const read = (vault: string, path: string) => readFileSync(join(vault, path), 'utf8');

describe('iron-ledger export', () => {
	let vault: string;
	beforeAll(() => {
		vault = playedVault();
	});

	it('writes the journal folder as Story.md at the root, chapters in natural order, each move summarised', () => {
		expect(cliTextIn(vault, 'export', '--journal', 'Journal')).toBe('Wrote Story.md: 3 chapters (Journal/Session 1.md, Journal/Session 2.md, Journal/Session 10.md).');
		expect(read(vault, 'Story.md')).toBe(
			[
				'---',
				'iron_ledger: story',
				'mechanics: summary',
				'---',
				'',
				'# Session 1',
				'',
				'Kira kneels in the ashes.',
				'',
				'> *Swear an Iron Vow (+heart): strong hit, 7 vs 3 and 6*',
				'',
				'She swears on her father’s blade.',
				'',
				'# Session 2',
				'',
				'Hoofprints lead north.',
				'',
				'> *Ask the Oracle "Is the trail fresh?" (likely): yes (64)*',
				'',
				'# Session 10',
				'',
				'The Deepwood at last. <script>alert("hex")</script>',
				'',
				'> *Face Danger (+shadow): miss with a match, 3 vs 7 and 7; next: Pay the Price*',
				'',
			].join('\n'),
		);
	});

	it('--format html: one page, the prose escaped; --json says what was written', () => {
		const out: Json = JSON.parse(cliTextIn(vault, 'export', '--journal', 'Journal/Session 10.md', 'Journal/Session 2.md', '--format', 'html', '--mechanics', 'kept', '--json'));
		expect(out).toEqual({
			path: 'Story.html',
			written: 'created',
			format: 'html',
			mechanics: 'kept',
			chapters: [
				{ path: 'Journal/Session 2.md', title: 'Session 2' },
				{ path: 'Journal/Session 10.md', title: 'Session 10' },
			],
			problems: [],
			unreadable: [],
		});
		const html = read(vault, 'Story.html');
		expect(html).toContain('<p>The Deepwood at last. &lt;script&gt;alert(&quot;hex&quot;)&lt;/script&gt;</p>');
		expect(html).not.toContain('<script');
		expect(html).toContain('<li>Action die 2 +1 shadow = 3, against 7 and 7</li>');
	});

	it('--mechanics hidden, again over its own export; without --journal, every note with moves', () => {
		expect(cliTextIn(vault, 'export', '--mechanics', 'hidden')).toBe('Replaced Story.md: 3 chapters (Journal/Session 1.md, Journal/Session 2.md, Journal/Session 10.md).');
		expect(read(vault, 'Story.md')).toContain('# Session 1\n\nKira kneels in the ashes.\n\nShe swears on her father’s blade.\n\n# Session 2');
	});

	it('a broken block is reported with its note and line, kept as text, and the export still succeeds', () => {
		const note = join(vault, 'Journal/Session 3.md');
		writeFileSync(note, '# Session 3\n\n```iron-move\nv: 1\nkind: ask\n```\n');
		const text = cliTextIn(vault, 'export', '--journal', 'Journal/Session 3.md', '--out', 'Broken.md');
		expect(text.split('\n')).toEqual(['Wrote Broken.md: 1 chapter (Journal/Session 3.md).', expect.stringMatching(/^Journal\/Session 3\.md:\d+: a block that cannot be read is kept as text: .+/) as string]);
		expect(read(vault, 'Broken.md')).toContain('````\n```iron-move\nv: 1\nkind: ask\n```\n````');
		expect(read(vault, 'Journal/Session 3.md')).toBe('# Session 3\n\n```iron-move\nv: 1\nkind: ask\n```\n');
	});

	it("refuses to overwrite a file the player made, and writes nothing", () => {
		writeFileSync(join(vault, 'Mine.md'), 'My own notes.\n');
		expect(cliErrorIn(vault, 'export', '--journal', 'Journal', '--out', 'Mine.md')).toBe(
			'iron-ledger export: Mine.md is already there and is not a story Iron Ledger exported: nothing was written. Choose another file.',
		);
		expect(read(vault, 'Mine.md')).toBe('My own notes.\n');
	});

	it('refuses a path outside the vault (exit 2), for the story and for the notes', () => {
		const outside = tempDir('outside');
		expect(cliErrorIn(vault, 'export', '--journal', 'Journal', '--out', join(outside, 'Story.md'))).toMatch(/^iron-ledger export: .*Story\.md is outside the vault .*nothing was written\.$/);
		expect(cliErrorIn(vault, 'export', '--journal', 'Journal', '--out', '../Story.md')).toMatch(/outside the vault/);
		expect(existsSync(join(outside, 'Story.md'))).toBe(false);
		writeFileSync(join(outside, 'Theirs.md'), 'x\n');
		expect(cliErrorIn(vault, 'export', '--journal', join(outside, 'Theirs.md'))).toMatch(/outside the vault/);
	});

	it('bad input gets one line: an unknown mode (did you mean), a format that does not fit, a missing note', () => {
		expect(cliErrorIn(vault, 'export', '--mechanics', 'summry')).toBe('iron-ledger export: --mechanics is hidden, summary, kept, not "summry" (did you mean summary?).');
		expect(cliErrorIn(vault, 'export', '--format', 'html', '--out', 'Tale.md')).toBe('iron-ledger export: --out Tale.md is not a .html file, as --format html asks.');
		expect(cliErrorIn(vault, 'export', '--out', 'Tale.txt')).toBe('iron-ledger export: Tale.txt should end in .md for a markdown note.');
		expect(cliErrorIn(vault, 'export', '--journal', 'Journal/Session 99.md')).toBe('iron-ledger export: There is no note or folder at Journal/Session 99.md.');
		expect(cliErrorIn(vault, 'export', 'Journal')).toBe('iron-ledger export: Unexpected "Journal": name the journal notes after --journal.');
	});

	it('a note that is not UTF-8 is skipped and listed when a folder or the vault is read, left as it is, and refused when named', () => {
		const mixed = tempDir('export-latin');
		mkdirSync(join(mixed, '.obsidian'));
		mkdirSync(join(mixed, 'Journal'));
		mkdirSync(join(mixed, 'Other'));
		writeFileSync(join(mixed, 'Journal', 'Session 1.md'), '# Session 1\n');
		cliTextIn(mixed, 'roll', '--stat', '2', '--dice', '5,3,3', '--journal', 'Journal/Session 1.md');
		const latin = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]);
		writeFileSync(join(mixed, 'Other', 'latin.md'), latin);
		writeFileSync(join(mixed, 'Journal', 'latin.md'), latin);
		expect(cliTextIn(mixed, 'export').split('\n')).toEqual([
			'Wrote Story.md: 1 chapter (Journal/Session 1.md).',
			'Skipped Journal/latin.md: not UTF-8 text (Latin-1?).',
			'Skipped Other/latin.md: not UTF-8 text (Latin-1?).',
		]);
		expect(cliTextIn(mixed, 'export', '--journal', 'Journal', '--out', 'Tale.md').split('\n')).toEqual([
			'Wrote Tale.md: 1 chapter (Journal/Session 1.md).',
			'Skipped Journal/latin.md: not UTF-8 text (Latin-1?).',
		]);
		const r = runCliIn(mixed, 'export', '--journal', 'Journal', '--out', 'Tale.md', '--json');
		expect(JSON.parse(r.stdout).unreadable).toEqual([{ note: 'Journal/latin.md', reason: 'not UTF-8 text (Latin-1?)' }]);
		expect(cliErrorIn(mixed, 'export', '--journal', 'Other/latin.md', '--out', 'Latin.md')).toMatch(/^iron-ledger export: \S*Other\/latin\.md is not UTF-8 text \(Latin-1\?\): Iron Ledger leaves it as it is\./);
		expect(existsSync(join(mixed, 'Latin.md'))).toBe(false);
		expect(readFileSync(join(mixed, 'Other', 'latin.md')).equals(latin)).toBe(true);
		expect(readFileSync(join(mixed, 'Journal', 'latin.md')).equals(latin)).toBe(true);
	});

	it('without a vault, says so', () => {
		const r = runCliIn(tempDir('no-vault'), 'export');
		expect([r.status, r.stdout, r.stderr]).toEqual([2, '', 'iron-ledger export: No vault here: give --vault DIR, or run inside a vault (a folder with .obsidian/ in it or above it).\n']);
	});
});
