// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { readFrontmatter } from '../../src/state/frontmatter-text';
import { optionHeadline, truthsOf } from '../../src/truths/truths';
import { characterNote } from '../helpers/character-notes';
import { classic, starforged } from '../helpers/content';
import { pluginHarness } from '../helpers/plugin-harness';
import type { Answer } from '../helpers/scripted-prompter';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const sf = truthsOf(starforged);
const headline = (key: string, n: number) => optionHeadline(sf.find((t) => t.key === key)!.options[n - 1]!);
const kira = { 'Characters/Kira.md': characterNote('starforged', 'Kira') };

/** Every Starforged truth in order: the given answers, then Roll for each truth not named. */
function script(answers: Record<string, Answer[]>): Answer[] {
	return sf.flatMap((t) => answers[t.key] ?? [{ pick: 'Roll' }]);
}

describe("Choose your world's truths, from the palette", () => {
	it('picks some, rolls others, skips one; writes Truths.md and links it from the active character', async () => {
		const h = await pluginHarness({ rulesets: ['starforged'], files: kira, activeCharacter: 'Characters/Kira.md' });
		const answers = script({
			cataclysm: [{ pick: 'Roll' }, { pick: 'Titanic creatures of horrific power' }],
			exodus: [{ pick: headline('exodus', 1) }],
			communities: [{ pick: 'Skip this truth' }],
			magic: [{ pick: headline('magic', 2) }, { pick: 'Roll' }],
			artificial_intelligence: [{ pick: 'Roll' }, { pick: 'Roll' }],
		});
		// In the truths' order: cataclysm's d100 (40: entities), iron, laws, religion, magic's table (1),
		// communication, medicine, artificial intelligence (5: an option with a table) and its table, then four more.
		const prompter = await h.run('choose-truths', answers, [40, 5, 5, 5, 1, 5, 5, 5, 5, 5, 5, 5, 5]);
		expect(prompter.asked[0]?.title).toBe('Cataclysm (1 of 14)');
		expect(prompter.asked[0]?.choices?.[0]).toBe('Roll — d100 on the options below');
		expect(prompter.asked[1]?.title).toBe('Rolled 40: Interdimensional entities invaded our reality. Entities: roll or pick');
		const note = await h.read('Truths.md');
		const fm = readFrontmatter(note);
		expect(fm.iron_ledger).toBe('truths');
		expect(fm.ruleset).toBe('starforged');
		const truths = fm.truths as Record<string, string>;
		expect(Object.keys(truths)).toEqual(sf.map((t) => t.key).filter((k) => k !== 'communities'));
		expect(truths.cataclysm).toBe('truth.option:starforged/cataclysm.1');
		expect(truths.exodus).toBe('truth.option:starforged/exodus.0');
		expect(truths.magic).toBe('truth.option:starforged/magic.1');
		expect(truths.horrors).toBe('truth.option:starforged/horrors.0');
		expect(fm.truth_tables).toEqual({
			cataclysm: 'truth.option.oracle_rollable.row:starforged/cataclysm.1.entities.5',
			magic: 'truth.option.oracle_rollable.row:starforged/magic.1.power_source.0',
			artificial_intelligence: 'truth.option.oracle_rollable.row:starforged/artificial_intelligence.0.computer_limitation.0',
		});
		expect(note).toContain('**Entities:** Titanic creatures of horrific power (chosen)');
		expect(note).toContain('*Rolled 40 (34-67).*');
		expect(note).toContain(`**${headline('exodus', 1)}**`);
		expect(note).not.toContain('## Communities');
		expect(readFrontmatter(await h.read('Characters/Kira.md')).truths).toBe('[[Truths]]');
		const names = sf.filter((t) => t.key !== 'communities').map((t) => t.name);
		expect(h.notices).toEqual([`Iron Ledger: Wrote Truths.md: ${names.join(', ')}. Characters/Kira.md links it.`]);
	});

	it('chosen again: only the truths that change are rewritten; the player’s text stays, a skip keeps a truth', async () => {
		const h = await pluginHarness({ rulesets: ['starforged'], files: kira, activeCharacter: 'Characters/Kira.md' });
		await h.run('choose-truths', script({ cataclysm: [{ pick: headline('cataclysm', 3) }, { pick: 'Roll' }] }), [1, ...Array<number>(13).fill(90)]);
		const first = await h.read('Truths.md');
		const mine = `${first}\nMy notes: the Ironhomes remember.\n`;
		await h.app.vault.modify(h.app.vault.getFileByPath('Truths.md')!, mine);
		const answers = sf.map((t): Answer => ({ pick: t.key === 'iron' ? headline('iron', 1) : 'Skip: keep it as it is' }));
		const prompter = await h.run('choose-truths', answers);
		expect(prompter.asked[0]?.choices?.[3]?.startsWith(`${headline('cataclysm', 3)} — 68-100 · your truth now · then Foe · `)).toBe(true);
		expect(prompter.asked[0]?.choices?.at(-1)).toBe('Skip: keep it as it is');
		const after = await h.read('Truths.md');
		expect(after).toContain('My notes: the Ironhomes remember.');
		const ironStart = after.indexOf('%% iron-ledger truth:starforged/iron %%');
		const ironEnd = after.indexOf('%% /iron-ledger truth:starforged/iron %%');
		const firstIronStart = mine.indexOf('%% iron-ledger truth:starforged/iron %%');
		const firstIronEnd = mine.indexOf('%% /iron-ledger truth:starforged/iron %%');
		// Everything but the iron section is as it was (the frontmatter's iron value aside).
		expect(after.slice(ironEnd)).toBe(mine.slice(firstIronEnd));
		expect(after.slice(after.indexOf('\n---\n'), ironStart)).toBe(mine.slice(mine.indexOf('\n---\n'), firstIronStart));
		expect(after.slice(ironStart, ironEnd)).toContain('*Chosen (1-33).*');
		expect((readFrontmatter(after).truths as Record<string, string>).iron).toBe('truth.option:starforged/iron.0');
		expect(h.notices.at(-1)).toBe('Iron Ledger: Updated Truths.md: Iron. Characters/Kira.md links it.');
	});

	it('refuses a Truths.md the player made, before asking anything, and leaves it as it is', async () => {
		const h = await pluginHarness({ rulesets: ['starforged'], files: { ...kira, 'Truths.md': '# My truths\nThe stars burn.\n' }, activeCharacter: 'Characters/Kira.md' });
		await h.run('choose-truths', []);
		expect(h.notices).toEqual(['Iron Ledger: Truths.md is already there and is not a truths note Iron Ledger made: it is yours, and is left as it is (choose another note).']);
		expect(await h.read('Truths.md')).toBe('# My truths\nThe stars burn.\n');
		expect(readFrontmatter(await h.read('Characters/Kira.md')).truths).toBeUndefined();
	});

	it('uses the note the character already links, takes dice typed in, and writes nothing when cancelled', async () => {
		const files = { 'Characters/Kira.md': characterNote('classic', 'Kira', { truths: '[[World/Ironlands]]' }) };
		const h = await pluginHarness({ rulesets: ['classic'], files, activeCharacter: 'Characters/Kira.md' });
		h.plugin.settings.dice = 'physical';
		const ct = truthsOf(classic);
		await h.run('choose-truths', [{ pick: 'Roll' }, 'cancel'], []);
		expect(h.app.vault.getFileByPath('World/Ironlands.md')).toBeNull();
		const answers: Answer[] = ct.map((t, i) => (i === 0 ? { pick: 'Roll' } : { pick: 'Skip this truth' }));
		answers.splice(1, 0, { die: 50 });
		const prompter = await h.run('choose-truths', answers);
		expect(prompter.asked[1]).toMatchObject({ kind: 'die', title: 'Die 1: your percentile dice (d100, 00 = 100)' });
		const note = await h.read('World/Ironlands.md');
		expect(readFrontmatter(note)).toEqual({ iron_ledger: 'truths', ruleset: 'classic', truths: { old_world: 'truth.option:classic/old_world.1' } });
		expect(note).toContain('# Ironlands\n');
		expect(readFrontmatter(await h.read('Characters/Kira.md')).truths).toBe('[[World/Ironlands]]');
	});

	it('with two worlds turned on asks whose; asks once how you roll; classic and Delve share one world', async () => {
		const h = await pluginHarness({ rulesets: ['classic', 'starforged'] });
		h.plugin.settings.dice = 'ask';
		const ct = truthsOf(classic);
		const answers: Answer[] = [{ pick: 'Ironsworn' }, ...ct.map((): Answer => ({ pick: 'Roll' }))];
		answers.splice(2, 0, { pick: 'Roll the dice for me' });
		const prompter = await h.run('choose-truths', answers, [1, 34, 68, 1, 34, 68, 1, 34, 68, 1, 34]);
		expect(prompter.asked[0]).toMatchObject({ title: 'Whose world are you making?', choices: ['Ironsworn', 'Ironsworn: Starforged'] });
		expect(prompter.asked.filter((q) => q.title === 'How do you roll?')).toHaveLength(1);
		const truths = readFrontmatter(await h.read('Truths.md')).truths as Record<string, string>;
		expect(Object.values(truths).map((id) => id.slice(-1))).toEqual(['0', '1', '2', '0', '1', '2', '0', '1', '2', '0', '1']);
		// No character is active: the note is written and nothing else.
		expect(h.notices.at(-1)).toMatch(/^Iron Ledger: Wrote Truths\.md: The Old World, .*, Horrors\.$/);
		const d = await pluginHarness({ rulesets: ['classic', 'delve'] });
		const first = await d.run('choose-truths', ['cancel']);
		expect(first.asked[0]?.title).toBe('The Old World (1 of 11)');
	});
});
