import { describe, expect, it } from 'vitest';
import { chapterOf } from '../../src/story-export/chapters';
import { renderMarkdown } from '../../src/story-export/render-md';
import { ASK, BROKEN, FACE_DANGER, SESSION_1 } from './notes';
import { CURSED_ORACLE_BODY } from '../journal/examples';

const session = { path: 'Journal/Session 1.md', text: SESSION_1 };
const story = (mechanics: 'hidden' | 'summary' | 'kept', note = session) => renderMarkdown([chapterOf(note, mechanics).chapter], mechanics);

describe('a journal note as a chapter', () => {
	it('hidden: the prose alone, frontmatter gone, one blank line where each block was', () => {
		expect(story('hidden')).toBe(
			[
				'---',
				'iron_ledger: story',
				'mechanics: hidden',
				'---',
				'',
				'# Session 1',
				'',
				'Kira stands at the edge of the burned village.',
				'',
				'The ground gives way.',
				'',
				'Hoofprints, heading north.',
				'',
			].join('\n'),
		);
	});

	it('summary: each block is its one-line summary, as an italic quote', () => {
		expect(story('summary')).toContain(
			[
				'Kira stands at the edge of the burned village.',
				'',
				'> *Face Danger (+shadow): miss with a match, 3 vs 7 and 7; next: Pay the Price*',
				'',
				'The ground gives way.',
				'',
				'> *Ask the Oracle "Did they leave a trail?" (likely): yes (64)*',
				'',
				'Hoofprints, heading north.',
			].join('\n'),
		);
	});

	it('an undone move is no part of the story: gone from the summary, kept with "Undone afterwards" when mechanics are kept', () => {
		const undone = SESSION_1.replace('kind: ask', 'kind: ask\nundone: true');
		const note = { path: 'Journal/Session 1.md', text: undone };
		expect(story('summary', note)).not.toContain('Ask the Oracle');
		expect(story('summary', note)).toContain('Pay the Price*\n\nThe ground gives way.\n\nHoofprints, heading north.');
		expect(story('kept', note)).toMatch(/Ask the Oracle "Did they leave a trail\?" \(likely\): yes \(64\) \(undone\)\*\*\n>\n(> - .*\n)*> - Undone afterwards/);
	});

	it('kept: the block in words (who, the dice, what comes next), never its YAML', () => {
		const text = story('kept');
		expect(text).toContain(
			[
				'> **Face Danger (+shadow): miss with a match, 3 vs 7 and 7; next: Pay the Price**',
				'>',
				'> - By Kira',
				'> - Action die 2 +1 shadow = 3, against 7 and 7',
				'> - Next: Pay the Price',
			].join('\n'),
		);
		expect(text).not.toMatch(/iron-move|kind: action|stat_value/);
	});

	it('a block that cannot be read is kept as text, whatever the choice, and reported with its note and line', () => {
		const note = { path: 'Journal/Session 3.md', text: `# Session 3\n\nBefore.\n\n${BROKEN}\n\nAfter.\n` };
		for (const mechanics of ['hidden', 'summary', 'kept'] as const) {
			const { chapter, problems } = chapterOf(note, mechanics);
			expect(problems).toEqual([{ note: 'Journal/Session 3.md', line: 6, message: expect.any(String) as string }]);
			expect(chapter.parts).toContainEqual({ kind: 'verbatim', text: BROKEN });
			// In a longer fence with no language: read as text, never as a block again.
			expect(renderMarkdown([chapter], mechanics)).toContain(`Before.\n\n\`\`\`\`\n${BROKEN}\n\`\`\`\`\n\nAfter.`);
		}
	});

	it('an unclosed block is kept to the end of the note, as text', () => {
		const note = { path: 'J.md', text: 'Text.\n\n```iron-move\nv: 1\nkind: ask\n' };
		const { chapter, problems } = chapterOf(note, 'hidden');
		expect(problems.map((p) => p.message)).toEqual(['The block has no closing ``` fence.']);
		expect(chapter.parts.at(-1)).toEqual({ kind: 'verbatim', text: '```iron-move\nv: 1\nkind: ask\n' });
	});

	it('a CRLF note (with a byte order mark) tells the same story as its LF twin', () => {
		const crlf = { path: session.path, text: `\uFEFF${SESSION_1.replace(/\n/g, '\r\n')}` };
		for (const mechanics of ['hidden', 'summary', 'kept'] as const) expect(story(mechanics, crlf)).toBe(story(mechanics));
		const broken = { path: 'J.md', text: `a\r\n\r\n${BROKEN.replace(/\n/g, '\r\n')}\r\n` };
		expect(chapterOf(broken, 'summary').problems).toEqual(chapterOf({ path: 'J.md', text: `a\n\n${BROKEN}\n` }, 'summary').problems);
	});

	it("the note's opening heading is the chapter's title; without one the file name is, its marks escaped", () => {
		expect(chapterOf({ path: 'Journal/Session 1.md', text: 'No heading.\n\n# Later heading\n' }, 'summary').chapter).toEqual({
			path: 'Journal/Session 1.md',
			title: 'Session 1',
			parts: [{ kind: 'prose', text: 'No heading.\n\n# Later heading' }],
		});
		expect(chapterOf({ path: 'a_b*c.md', text: 'x' }, 'summary').chapter.title).toBe('a\\_b\\*c');
	});

	it('other code blocks are the prose: an iron-move fence inside one is its text', () => {
		const code = `~~~~markdown\n${FACE_DANGER}\n~~~~`;
		const { chapter, problems } = chapterOf({ path: 'J.md', text: `Example:\n\n${code}\n` }, 'hidden');
		expect(problems).toEqual([]);
		expect(chapter.parts).toEqual([{ kind: 'prose', text: `Example:\n\n${code}` }]);
	});

	it('a site card follows the choice: gone, a line from the note, or that line with its details', () => {
		const site = { path: 'Tracks/The Frozen Vault.md', text: '---\niron_ledger: track\nkind: delve_site\nrank: dangerous\nticks: 9\nstatus: active\n---\n# The Frozen Vault\n\n```iron-site\n```\n' };
		expect(chapterOf(site, 'hidden').chapter.parts).toEqual([]);
		expect(chapterOf(site, 'summary').chapter.parts).toEqual([{ kind: 'mechanics', headline: 'Site: The Frozen Vault (dangerous), progress 2 of 10', details: [] }]);
		expect(chapterOf(site, 'kept').chapter.parts).toEqual([{ kind: 'mechanics', headline: 'Site: The Frozen Vault (dangerous), progress 2 of 10', details: ['Status: active'] }]);
	});

	it('mechanics text cannot turn into markdown marks', () => {
		const ask = ASK.replace('Did they leave a trail?', 'Is *this* [[it]]?');
		expect(story('summary', { path: 'J.md', text: ask })).toContain('> *Ask the Oracle "Is \\*this\\* \\[\\[it\\]\\]?" (likely): yes (64)*');
	});

	it('summary: a filled template is told whole, not cut as its block\'s one-line summary is', () => {
		const text = 'A Cunning Guide at the corner table. '.repeat(6).trim();
		const body = ['v: 1', 'kind: template', 'template: "[[Templates/Tavern stranger]]"', `text: "${text}"`, 'oracles:', '  - oracle: "[[Oracles/Tavern mood]]"', '    table: Tavern mood', '    roll: 3', '    result: Quiet'].join('\n');
		const note = { path: 'Journal/Session 2.md', text: `# Session 2\n\n\`\`\`iron-move\n${body}\n\`\`\`\n` };
		expect(story('summary', note)).toContain(`Tavern stranger: ${text}`);
		// Undone: gone from a summary; said when mechanics are kept, as for a move.
		const undone = { ...note, text: note.text.replace('kind: template', 'kind: template\nundone: true') };
		expect(story('summary', undone)).not.toContain('Tavern stranger');
		expect(story('kept', undone)).toContain(`Tavern stranger: ${text} (undone)`);
	});
});


describe('a chapter with the Sundered Isles\' cursed die', () => {
	it('the summary takes the cursed result, and kept mechanics name the die and the curse', () => {
		const block = ['```iron-move', CURSED_ORACLE_BODY, '```'].join('\n');
		const note = { path: 'Journal/Isles.md', text: `# Isles\n\nA stranger.\n\n${block}\n` };
		expect(story('summary', note)).toContain('> *Character First Look 37, cursed die 10: Eerie (cursed, in place of Flashy)*');
		expect(story('kept', note)).toContain('Cursed Character First Look 37: Eerie (cursed, in place of the result above)');
	});
});

describe('a changed list in kept mechanics', () => {
	it('names what came and what went, never the raw list of ids', async () => {
		const { blockDetails } = await import('../../src/story-export/mechanics-text');
		const block = {
			kind: 'no_roll',
			oracles: [],
			extra: {},
			changes: [{ note: '[[Characters/Mara]]', key: 'assets', from: ['asset:sundered_isles/command_vehicle/flagship', 'asset:starforged/path/ace'], to: ['asset:starforged/path/ace', 'asset:sundered_isles/support_vehicle/longboat'] }],
		};
		const lines = blockDetails(block as never);
		expect(lines).toContain('Mara: assets + Longboat, − Flagship');
		expect(lines.join('\n')).not.toContain('asset:');
	});
});
