import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFrontmatter } from '../../src/state/frontmatter-text';
import { characterNote } from '../helpers/character-notes';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError, cliErrorIn, cliJson, cliText, cliTextIn } from './run-cli';

const temp = tempDirs();

function vault(files: Record<string, string> = {}): string {
	const dir = temp('truths');
	mkdirSync(join(dir, '.obsidian'));
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(join(dir, path, '..'), { recursive: true });
		writeFileSync(join(dir, path), text);
	}
	return dir;
}

// Classic's eleven truths, one d100 each: 1-33, 34-67 and 68-100 in turn.
const CLASSIC_DICE = '1,34,68,33,67,100,50,2,40,90,10';

describe('iron-ledger truths', () => {
	it('lists each truth with its key, its options’ ranges and numbers, and the tables options carry', () => {
		const text = cliText('truths', '--ruleset', 'starforged');
		expect(text.split('\n').slice(0, 6)).toEqual([
			'Ironsworn: Starforged truths: "truths roll" rolls d100 on each; --choose KEY=N picks option N.',
			'',
			'Cataclysm (cataclysm)',
			'    1-33  1. The Sun Plague extinguished the stars in our home galaxy. (then Sun Plague Cause)',
			'   34-67  2. Interdimensional entities invaded our reality. (then Entities)',
			'  68-100  3. We escaped the ravages of a catastrophic war. (then Foe)',
		]);
		const json = cliJson('truths', '--ruleset', 'classic');
		expect(json.truths).toHaveLength(11);
		expect(json.truths[6]).toMatchObject({ truth: 'truth:classic/mysticism', key: 'mysticism' });
		expect(json.truths[6].options.map((o: { min: number; max: number }) => [o.min, o.max])).toEqual([
			[1, 33],
			[34, 67],
			[68, 100],
		]);
	});

	it('rolls every truth not chosen, its table too, with the dice given', () => {
		const json = cliJson('truths', 'roll', '--ruleset', 'classic', '--dice', CLASSIC_DICE);
		expect(json.ruleset).toBe('classic');
		expect(json.truths.map((t: { option: string }) => t.option.slice(t.option.lastIndexOf('.') + 1))).toEqual(['0', '1', '2', '0', '1', '2', '1', '0', '1', '2', '0']);
		expect(json.truths[6]).toMatchObject({ key: 'mysticism', roll: 50, option: 'truth.option:classic/mysticism.1' });
		const text = cliText('truths', 'roll', '--ruleset', 'starforged', '--choose', 'cataclysm=2/titanic,magic=2', '--skip', 'exodus,communities,iron,laws,religion,communication_and_data,medicine,artificial_intelligence,war,lifeforms,precursors', '--dice', '100,1');
		expect(text).toBe(
			[
				'Ironsworn: Starforged truths',
				'Cataclysm: chosen → Interdimensional entities invaded our reality.',
				'  ↳ Entities chosen: Titanic creatures of horrific power',
				`Magic: chosen → ${cliJson('truths', '--ruleset', 'starforged').truths[6].options[1].text}`,
				'  ↳ Power Source 100: Ancient knowledge held by secretive orders',
				`Horrors: rolled 1 → ${cliJson('truths', '--ruleset', 'starforged').truths[13].options[0].text}`,
			].join('\n'),
		);
	});

	it('names a near miss, a wrong option and unused dice on one line, exit 2', () => {
		expect(cliError('truths', 'roll', '--ruleset', 'starforged', '--choose', 'catclysm=1')).toBe('iron-ledger truths: Unknown truth "catclysm" in Ironsworn: Starforged: did you mean cataclysm?');
		expect(cliError('truths', 'roll', '--ruleset', 'starforged', '--choose', 'cataclysm=4')).toMatch(/^iron-ledger truths: Unknown option "4" for Cataclysm: give 1-3, an option id or words of its text/);
		expect(cliError('truths', 'roll', '--ruleset', 'starforged', '--choose', 'cataclysm')).toBe('iron-ledger truths: --choose takes TRUTH=OPTION (cataclysm=1), not "cataclysm".');
		expect(cliError('truths', 'roll', '--ruleset', 'starforged', '--choose', 'cataclysm=1/titanik')).toMatch(/^iron-ledger truths: No row "titanik" in Sun Plague Cause: give 1-4/);
		expect(cliError('truths', 'roll', '--ruleset', 'classic', '--dice', `${CLASSIC_DICE},5`)).toBe('iron-ledger truths: --dice gave 12 dice, but this roll used only 11.');
		expect(cliError('truths', 'draw')).toMatch(/^iron-ledger truths: Unknown "truths draw"/);
		expect(cliError('truths', '--dice', '4')).toBe('iron-ledger truths: --dice is for "truths roll"; "truths" alone lists the truths.');
	});

	it('--out writes the truths note and links it from the vault’s character; again, only the truths that change', () => {
		const dir = vault({ 'Characters/Kira.md': characterNote('classic', 'Kira') });
		const out = cliTextIn(dir, 'truths', 'roll', '--ruleset', 'classic', '--dice', CLASSIC_DICE, '--out', 'World/Truths.md');
		expect(out.split('\n').slice(-2)).toEqual([expect.stringMatching(/^Wrote World\/Truths\.md: The Old World, Iron, .*, Horrors\. Characters\/Kira\.md links it\.$/), 'Made the folder World/']);
		const note = readFileSync(join(dir, 'World/Truths.md'), 'utf8');
		expect(readFrontmatter(note)).toMatchObject({ iron_ledger: 'truths', ruleset: 'classic' });
		expect((readFrontmatter(note).truths as Record<string, string>).mysticism).toBe('truth.option:classic/mysticism.1');
		expect(readFrontmatter(readFileSync(join(dir, 'Characters/Kira.md'), 'utf8')).truths).toBe('[[World/Truths]]');
		writeFileSync(join(dir, 'World/Truths.md'), `${note}\nMy own lore.\n`);
		// The ruleset comes from the note; only iron changes.
		const again = cliJson('truths', 'roll', '--choose', 'iron=3,horrors=1', '--skip', 'old_world,legacies,communities,leaders,defense,mysticism,religion,firstborn,beasts', '--out', join(dir, 'World/Truths.md'), '--vault', dir);
		expect(again.note).toEqual({ path: 'World/Truths.md', created: false, written: ['iron'], linked_from: 'Characters/Kira.md' });
		const after = readFileSync(join(dir, 'World/Truths.md'), 'utf8');
		expect(after).toContain('My own lore.');
		const section = (text: string, key: string) => text.slice(text.indexOf(`%% iron-ledger truth:classic/${key} %%`), text.indexOf(`%% /iron-ledger truth:classic/${key} %%`));
		expect(section(after, 'legacies')).toBe(section(note, 'legacies'));
		expect(section(after, 'iron')).not.toBe(section(note, 'iron'));
		expect(section(after, 'iron')).toContain('*Chosen (68-100).*');
	});

	it('--out takes the world from the character it links; another world’s truths are refused for it', () => {
		const dir = vault({ 'Characters/Mara.md': characterNote('starforged', 'Mara') });
		const json = JSON.parse(cliTextIn(dir, 'truths', 'roll', '--out', 'Truths.md', '--json')) as { ruleset: string; note: { linked_from: string } };
		expect(json.ruleset).toBe('starforged');
		expect(json.note.linked_from).toBe('Characters/Mara.md');
		expect(cliErrorIn(dir, 'truths', 'roll', '--ruleset', 'classic', '--out', 'Classic.md')).toBe(
			"iron-ledger truths: Characters/Mara.md plays Ironsworn: Starforged: Ironsworn's truths are another world's. Give --ruleset starforged, or --character for a character of that world.",
		);
		expect(existsSync(join(dir, 'Classic.md'))).toBe(false);
	});

	it('never overwrites a note the player made, nor writes another ruleset’s truths into a truths note', () => {
		const dir = vault({ 'Truths.md': '# My world\n' });
		expect(cliErrorIn(dir, 'truths', 'roll', '--ruleset', 'classic', '--dice', CLASSIC_DICE, '--out', 'Truths.md')).toBe(
			'iron-ledger truths: Truths.md is already there and is not a truths note Iron Ledger made: it is yours, and is left as it is (choose another note).',
		);
		expect(readFileSync(join(dir, 'Truths.md'), 'utf8')).toBe('# My world\n');
		cliTextIn(dir, 'truths', 'roll', '--ruleset', 'classic', '--dice', CLASSIC_DICE, '--out', 'Classic truths.md');
		expect(cliErrorIn(dir, 'truths', 'roll', '--ruleset', 'starforged', '--out', 'Classic truths.md')).toBe(
			"iron-ledger truths: Classic truths.md holds the truths of another ruleset (classic), not Ironsworn: Starforged's: choose another note.",
		);
		// Delve plays in classic's world: the same note serves it.
		expect(cliTextIn(dir, 'truths', 'roll', '--ruleset', 'delve', '--choose', 'iron=1', '--skip', 'old_world,legacies,communities,leaders,defense,mysticism,religion,firstborn,beasts,horrors', '--out', 'Classic truths.md')).toMatch(/^Ironsworn: Delve truths\nIron: chosen → /);
	});

	it('links the character named, and none when several play and none is named', () => {
		const dir = vault({ 'Characters/Kira.md': characterNote('classic', 'Kira'), 'Characters/Arn.md': characterNote('classic', 'Arn') });
		const skipAllButIron = ['--choose', 'iron=1', '--skip', 'old_world,legacies,communities,leaders,defense,mysticism,religion,firstborn,beasts,horrors'];
		expect(cliTextIn(dir, 'truths', 'roll', '--ruleset', 'classic', ...skipAllButIron, '--out', 'Truths.md').split('\n').at(-1)).toBe('Wrote Truths.md: Iron.');
		expect(readFrontmatter(readFileSync(join(dir, 'Characters/Kira.md'), 'utf8')).truths).toBeUndefined();
		expect(cliTextIn(dir, 'truths', 'roll', ...skipAllButIron, '--out', 'Truths.md', '--character', 'Arn').split('\n').at(-1)).toBe('Truths.md already says so: nothing changed. Characters/Arn.md links it.');
		expect(readFrontmatter(readFileSync(join(dir, 'Characters/Arn.md'), 'utf8')).truths).toBe('[[Truths]]');
		expect(cliErrorIn(dir, 'truths', 'roll', ...skipAllButIron, '--out', 'Truths.md', '--character', 'Arm')).toMatch(/^iron-ledger truths: There is no character "Arm": did you mean Arn\?$/);
		expect(cliError('truths', 'roll', '--character', 'Arn')).toBe('iron-ledger truths: --vault and --character are for writing the note: give --out PATH too.');
	});
});

describe('truths --out in a vault of characters, without --character or --ruleset', () => {
	it('takes the world all the characters play, and refuses to guess between two worlds', () => {
		const dir = vault();
		cliTextIn(dir, 'character', 'new', '--name', 'Sol', '--ruleset', 'starforged', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		cliTextIn(dir, 'character', 'new', '--name', 'Vey', '--ruleset', 'starforged', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		cliTextIn(dir, 'truths', 'roll', '--out', 'Truths.md');
		expect(readFileSync(join(dir, 'Truths.md'), 'utf8')).toContain('ruleset: starforged');
		cliTextIn(dir, 'character', 'new', '--name', 'Isla', '--ruleset', 'sundered_isles', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		expect(cliErrorIn(dir, 'truths', 'roll', '--out', 'Isles.md')).toContain("The vault's characters play Ironsworn: Starforged and Ironsworn: Sundered Isles: give --ruleset");
		expect(existsSync(join(dir, 'Isles.md'))).toBe(false);
	});
});
