import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliError, cliErrorIn, cliJson, cliText, cliTextIn, runCliIn } from './run-cli';
import { tempDirs } from '../helpers/temp-dirs';

const temp = tempDirs();

function vault(): string {
	const dir = temp('template');
	for (const folder of ['.obsidian', 'Oracles', 'Templates']) mkdirSync(join(dir, folder));
	writeFileSync(join(dir, 'Oracles/Tavern mood.md'), '| d100 | Mood |\n|---|---|\n| 1-50 | Quiet |\n| 51-90 | Rowdy, and [[Patrons]] |\n| 91-00 | Roll twice |\n');
	writeFileSync(join(dir, 'Oracles/Patrons.md'), '| 1d6 | Who |\n|---|---|\n| 1-3 | Miners |\n| 4-6 | Sailors |\n');
	writeFileSync(join(dir, 'Templates/NPC.md'), '---\niron_ledger: template\nruleset: starforged\n---\nA {{Role}} named {{Given Name}}.\nAt the tavern: {{[[Tavern mood]]}}\n');
	return dir;
}

describe('iron-ledger template', () => {
	it('with --vault, a relative --journal is in that vault wherever the player stands, as for campaign commands', () => {
		const dir = vault();
		const elsewhere = temp('elsewhere');
		cliTextIn(elsewhere, 'template', 'npc', '--vault', dir, '--dice', '34,5,10', '--journal', 'Journal/Session 1.md');
		expect(readFileSync(join(dir, 'Journal/Session 1.md'), 'utf8')).toContain('kind: template');
		expect(() => readFileSync(join(elsewhere, 'Journal/Session 1.md'), 'utf8')).toThrow();
		cliTextIn(elsewhere, 'oracle', 'Tavern mood', '--vault', dir, '--dice', '10', '--journal', 'Journal/Session 1.md');
		expect(readFileSync(join(dir, 'Journal/Session 1.md'), 'utf8')).toContain('result: Quiet');
	});

	it('fills inline text with fixed dice, listing each slot’s roll; --json gives the text and the slots', () => {
		expect(cliText('template', '--text', 'A {{Role}} named {{Given Name}}', '--ruleset', 'starforged', '--dice', '34,5')).toBe(
			'A Guide named Althea\n\n{{Role}} Character Role 34: Guide\n{{Given Name}} Given Name 5: Althea',
		);
		const json = cliJson('template', '--text', '{{Pay the Price}}!', '--ruleset', 'classic', '--dice', '1,40');
		expect(json).toMatchObject({ text: 'The current situation worsens.!', template: '{{Pay the Price}}!', slots: [{ slot: 'Pay the Price', roll: 1, rolls: [{ roll: 40, worse: true }] }] });
	});

	it('fills a template note by name, writes the block with --journal, and journal check passes on it and fails when a result is edited', () => {
		const dir = vault();
		const out = cliTextIn(dir, 'template', 'npc', '--dice', '34,5,60,5', '--journal', 'Journal.md');
		expect(out).toBe(
			[
				'A Guide named Althea.',
				'At the tavern: Rowdy, and Sailors',
				'',
				'{{Role}} Character Role 34: Guide',
				'{{Given Name}} Given Name 5: Althea',
				'{{[[Tavern mood]]}} Tavern mood 60: Rowdy, and [[Patrons]]',
				'  ↳ Patrons 5: Sailors',
				'Written to Journal.md',
			].join('\n'),
		);
		const journal = readFileSync(join(dir, 'Journal.md'), 'utf8');
		expect(journal.replace(/^at: .*\nseq: \d+\n/m, '')).toContain('kind: template\ntemplate: "[[Templates/NPC]]"\ntext: |-\n  A Guide named Althea.\n  At the tavern: Rowdy, and Sailors\noracles:\n');
		expect(cliTextIn(dir, 'journal', 'check', 'Journal.md')).toBe('1 block in 1 note: all valid.');
		writeFileSync(join(dir, 'Journal.md'), journal.replace('result: Althea', 'result: Bob'));
		const check = runCliIn(dir, 'journal', 'check', 'Journal.md');
		expect(check.status).toBe(1);
		expect(check.stdout).toContain('Journal.md:11: Slot 2: Given Name 5 is "Althea", but the block says "Bob".');
		// The player's own table is checked against the text: its result must be there.
		writeFileSync(join(dir, 'Journal.md'), journal.replace('result: Sailors', 'result: Miners'));
		expect(runCliIn(dir, 'journal', 'check', 'Journal.md').stdout).toContain('"text" does not hold slot 3\'s result "Rowdy, and Miners" (Tavern mood 60) where its slot should be.');
	});

	it("a slot's full Datasworn id names its ruleset: a Sundered Isles table needs no --ruleset, and one outside --ruleset says so", () => {
		const json = cliJson('template', '--text', 'Isle of {{oracle_rollable:sundered_isles/island/name}}', '--dice', '1');
		expect(json).toMatchObject({ slots: [{ slot: 'oracle_rollable:sundered_isles/island/name', roll: 1 }] });
		expect(cliError('template', '--text', '{{oracle_rollable:sundered_isles/island/name}}', '--ruleset', 'starforged')).toBe(
			'iron-ledger template: Template "inline": {{oracle_rollable:sundered_isles/island/name}} names a table of Ironsworn: Sundered Isles, which is not among the rulesets searched (Ironsworn: Starforged).',
		);
	});

	it("a typo in a Starforged id under the Sundered Isles is a typo, not a ruleset left out (the Isles hold Starforged's tables)", () => {
		expect(cliError('template', '--text', '{{oracle_rollable:starforged/core/actoin}}', '--ruleset', 'si')).toMatch(/^iron-ledger template: Template "inline": \{\{oracle_rollable:starforged\/core\/actoin\}\} names no oracle/);
		expect(cliJson('template', '--text', '{{oracle_rollable:starforged/core/action}}', '--ruleset', 'si', '--dice', '1')).toMatchObject({ slots: [{ roll: 1 }] });
	});

	it('bad input is one line, exit 2, and nothing is written', () => {
		const dir = vault();
		expect(cliErrorIn(dir, 'template', 'NPC', '--ruleset', 'classic', '--journal', 'Journal.md')).toBe('iron-ledger template: Template "NPC": {{Given Name}} names no oracle.');
		writeFileSync(join(dir, 'Templates/Typo.md'), '---\niron_ledger: template\nruleset: starforged\n---\nA {{Rol}}\n');
		expect(cliErrorIn(dir, 'template', 'Typo', '--journal', 'Journal.md')).toBe('iron-ledger template: Template "Typo": {{Rol}} names no oracle: did you mean Role?');
		writeFileSync(join(dir, 'Templates/Open.md'), '---\niron_ledger: template\n---\nLine one\nA {{Role\n');
		expect(cliErrorIn(dir, 'template', 'Open', '--journal', 'Journal.md')).toBe('iron-ledger template: Template "Open", line 2: "{{" is not closed by "}}" on its line.');
		writeFileSync(join(dir, 'Templates/Empty.md'), '---\niron_ledger: template\n---\n\n');
		expect(cliErrorIn(dir, 'template', 'Empty', '--journal', 'Journal.md')).toMatch(/^iron-ledger template: Template "Empty" is empty/);
		writeFileSync(join(dir, 'Templates/Latin.md'), Buffer.from('---\niron_ledger: template\n---\nCaf\xe9 {{Role}}\n', 'latin1'));
		// Not UTF-8: never listed (it cannot be read), and refused by its path.
		expect(cliErrorIn(dir, 'template', 'Latin')).toBe('iron-ledger template: No template "Latin".');
		expect(cliErrorIn(dir, 'template', 'Templates/Latin.md', '--journal', 'Journal.md')).toMatch(/^iron-ledger template: \S*Templates\/Latin.md is not UTF-8 text \(Latin-1\?\)/);
		expect(cliErrorIn(dir, 'template', 'Oracles/Patrons')).toBe('iron-ledger template: Oracles/Patrons is not a template: mark it with iron_ledger: template in its frontmatter.');
		expect(cliErrorIn(dir, 'template', 'NCP')).toBe('iron-ledger template: No template "NCP": did you mean NPC?');
		expect(cliErrorIn(dir, 'template', 'NPC', '--dice', '34,5,60,5,9')).toBe('iron-ledger template: --dice gave 5 dice, but this roll used only 4.');
		expect(() => readFileSync(join(dir, 'Journal.md'))).toThrow();
		expect(cliError('template')).toMatch(/^iron-ledger template: Name a template note/);
		expect(cliError('template', 'NPC', '--text', '{{Role}}')).toBe("iron-ledger template: Give a template note's name or --text, not both.");
		expect(cliError('template', '--text', '{{Role}}')).toMatch(/^iron-ledger template: Template "inline": \{\{Role\}\} matches 2 oracles/);
	});
});

describe('a slot an expansion and its base ruleset share', () => {
	it('{{Given Name}} with the Sundered Isles rolls their own table, not a "matches 2 oracles" error', () => {
		expect(cliText('template', '--text', 'A {{Given Name}}', '--ruleset', 'si', '--dice', '150')).toMatch(/^A Raven\n/);
	});
});
