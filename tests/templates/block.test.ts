import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { undoLastMove } from '../../src/campaign/undo';
import { FileStateStore } from '../../src/cli/fs-state-store';
import type { TemplateBlock } from '../../src/journal/block';
import { findBlocks } from '../../src/journal/note-text';
import { parseBlock } from '../../src/journal/parse';
import { summarise } from '../../src/journal/summary';
import { writeBlock, writeBlockBody } from '../../src/journal/write';
import { checkNote } from '../../src/play/check-journal';
import { fixedDice } from '../../src/rules/dice';
import { rollTemplate } from '../../src/templates/fill';
import { parseTemplate } from '../../src/templates/parse';
import { prepareTemplate } from '../../src/templates/prepare';
import { library, starforged } from '../helpers/content';
import { tempDirs } from '../helpers/temp-dirs';

const temp = tempDirs();

async function filled(text: string, dice: number[], source?: string): Promise<TemplateBlock> {
	const parsed = parseTemplate('NPC', text);
	return rollTemplate(await prepareTemplate({ parsed, source: source ?? parsed.text, scopes: [starforged] }), fixedDice(dice), '[[Characters/Kira]]');
}

const record = (result: string) => ({ oracle: '[[Oracles/Odd]]', name: 'Odd', roll: 1, result, rolls: [] });

describe('the template block', () => {
	it('is written with its template, text and one oracle record per slot, and read back the same', async () => {
		const block = await filled('A {{Role}} named {{Given Name}}.\nThey want {{Character Goal}}.', [34, 5, 12]);
		const body = writeBlockBody(block);
		expect(body).toBe(
			[
				'# Oracle template: A Guide named Althea. They want Collect a debt.',
				'v: 1',
				'kind: template',
				'by: "[[Characters/Kira]]"',
				'template: |-',
				'  A {{Role}} named {{Given Name}}.',
				'  They want {{Character Goal}}.',
				'text: |-',
				'  A Guide named Althea.',
				'  They want Collect a debt.',
				'oracles:',
				'  - oracle: oracle_rollable:starforged/character/role',
				'    table: Character Role',
				'    roll: 34',
				'    result: Guide',
				'  - oracle: oracle_rollable:starforged/character/name/given_name',
				'    table: Given Name',
				'    roll: 5',
				'    result: Althea',
				'  - oracle: oracle_rollable:starforged/character/goal',
				'    table: Character Goal',
				'    roll: 12',
				'    result: Collect a debt',
				'',
			].join('\n'),
		);
		expect(parseBlock(body)).toEqual({ ok: true, block });
		expect(summarise({ ...block, template: '[[Templates/People/NPC]]' })).toBe('NPC: A Guide named Althea. They want Collect a debt.');
	});

	it.each([
		['a fence', 'Before\n```\n# not a comment\nkind: action\n```\nafter'],
		['a thematic break and a document end', '---\nkind: action\n...\n--- x'],
		['backticks at a line start, and a long line', '````iron-move\n' + 'word '.repeat(400)],
		['spaces only on a line, tabs and quotes', '  \n\t"quoted" and \'single\'\n   trailing   '],
		['text that looks like YAML', 'v: 2\noracles: []\n# a comment\n- item'],
	])('a text or result holding %s cannot break out of the block', (_, nasty) => {
		const block: TemplateBlock = { kind: 'template', template: `${nasty} {{Odd}}`, text: `${nasty} ${nasty}`, oracles: [record(nasty), { ...record('ok'), rolls: [record(nasty)] }], changes: [], extra: {} };
		const note = `# Session\n\n${writeBlock(block)}\nAfter the block.\n`;
		const found = findBlocks(note);
		expect(found).toHaveLength(1);
		expect(found[0]?.result).toEqual({ ok: true, block });
		expect(note.endsWith('\nAfter the block.\n')).toBe(true);
	});

	it('a block without its slots’ rolls, or without its text, is reported, not guessed at', () => {
		expect(parseBlock('v: 1\nkind: template\ntemplate: x\ntext: y\n')).toMatchObject({ ok: false, errors: [{ message: 'A template block lists each slot’s roll under "oracles".' }] });
		expect(parseBlock('v: 1\nkind: template\ntemplate: x\ntext: y\noracles: []\n')).toMatchObject({ ok: false, errors: [{ message: 'A template block lists each slot’s roll under "oracles".' }] });
		expect(parseBlock('v: 1\nkind: template\ntemplate: x\noracles:\n  - oracle: a\n    roll: 1\n    result: b\n')).toMatchObject({ ok: false, errors: [{ line: 1, message: '"text" is missing.' }] });
	});
});

describe('journal check on a template block', () => {
	const note = (block: TemplateBlock) => `# Session\n\n${writeBlock(block)}`;

	it('passes as written, and finds a result its roll does not give or a text its rolls do not make', async () => {
		const block = await filled('A {{Role}} named {{Given Name}}.', [34, 5]);
		expect(checkNote(note(block), library)).toEqual({ blocks: 1, problems: [] });
		const wrongResult = note(block).replace('result: Guide', 'result: Pilot');
		expect(checkNote(wrongResult, library).problems).toEqual([
			{ line: 10, message: 'Slot 1: Character Role 34 is "Guide", but the block says "Pilot".' },
			{ line: 9, message: '"text" is not the template filled with its rolls, which make "A Pilot named Althea.".' },
		]);
		const wrongText = note(block).replace('text: A Guide named Althea.', 'text: A Guide named Bob.');
		expect(checkNote(wrongText, library).problems).toEqual([{ line: 9, message: '"text" is not the template filled with its rolls, which make "A Guide named Althea.".' }]);
		const offTable = note(block).replace('roll: 5\n', 'roll: 101\n');
		// Read as a roll (a d200 table takes 101), then found on no row of this d100 table.
		expect(checkNote(offTable, library).problems[0]?.message).toBe('Slot 2: 101 is on no row of Given Name (a d100).');
	});

	it('a note’s template is checked for each slot’s result, in order, in the text; the player’s own tables are not looked up', async () => {
		const block = { ...(await filled('{{Role}}, {{Given Name}}', [34, 5], '[[Templates/NPC]]')), text: 'Althea the Guide, as I wrote it later: Guide, Althea.' };
		block.oracles.push(record('Rowdy'));
		block.text += ' Rowdy!';
		expect(checkNote(note(block), library).problems).toEqual([]);
		const lost = note(block).replace(/^(text: .*)Rowdy!/m, '$1Quiet!');
		expect(checkNote(lost, library).problems).toEqual([{ line: 9, message: '"text" does not hold slot 3\'s result "Rowdy" (Odd 1) where its slot should be.' }]);
	});
});

describe('undo of a template block', () => {
	it('changes no note: the block is marked undone, or removed', async () => {
		const dir = temp('template-undo');
		const block = await filled('{{Role}}', [34]);
		writeFileSync(join(dir, 'Journal.md'), `# Session\n\n${writeBlock(block)}`);
		const store = new FileStateStore(dir);
		expect(await undoLastMove(store, 'Journal.md')).toEqual(block);
		const marked = readFileSync(join(dir, 'Journal.md'), 'utf8');
		expect(marked).toContain('# Oracle template: Guide (undone)\n');
		expect(findBlocks(marked)[0]?.result).toEqual({ ok: true, block: { ...block, undone: true } });
		writeFileSync(join(dir, 'Journal.md'), `# Session\n\n${writeBlock(block)}`);
		await undoLastMove(store, 'Journal.md', 'remove');
		expect(readFileSync(join(dir, 'Journal.md'), 'utf8')).toBe('# Session\n\n');
	});
});
