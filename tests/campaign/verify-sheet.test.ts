import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCharacter, createClock, createTrack } from '../../src/campaign/create';
import { fixFromJournal, verifyCampaign, verifySummary } from '../../src/campaign/verify';
import { bundledContent } from '../../src/content/bundled';
import type { RulesetId } from '../../src/content/rulesets';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { tempDirs } from '../helpers/temp-dirs';

const tempDir = tempDirs();
const content = bundledContent();
const STATS = { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 };

/** A vault with one fresh character of the ruleset (with the given assets), a vow and a clock, made as `character new` makes them. */
async function campaign(ruleset: RulesetId, assets: string[] = []): Promise<{ dir: string; store: FileStateStore }> {
	const dir = tempDir('verify-sheet');
	const store = new FileStateStore(dir);
	await createCharacter(store, content, { name: 'Kira', ruleset, stats: STATS, folder: 'Characters', assets });
	await createTrack(store, { name: 'Vow', kind: 'vow', rank: 'dangerous', folder: 'Tracks' });
	await createClock(store, { name: 'Storm', segments: 6, folder: 'Tracks' });
	return { dir, store };
}

/** Sets keys in a note's frontmatter by rewriting their lines, as a player editing the note would. */
function edit(dir: string, note: string, values: Record<string, string>): void {
	const path = join(dir, note);
	let text = readFileSync(path, 'utf8');
	for (const [key, value] of Object.entries(values)) {
		// The key's line and the items of a block list under it.
		const line = new RegExp(`^${key}:.*(\\n  - .*)*$`, 'm');
		text = line.test(text) ? text.replace(line, `${key}: ${value}`) : text.replace(/\n---\n/, `\n${key}: ${value}\n---\n`);
	}
	writeFileSync(path, text);
}

function remove(dir: string, note: string, key: string): void {
	const path = join(dir, note);
	writeFileSync(path, readFileSync(path, 'utf8').replace(new RegExp(`^${key}:.*\\n`, 'm'), ''));
}

describe('verify checks the sheet as well as the replay', () => {
	it('each value out of its range is one line naming the note and the key', async () => {
		const { dir, store } = await campaign('classic', ['asset:classic/companion/hawk']);
		edit(dir, 'Characters/Kira.md', { supply: '6', momentum: '11', edge: '0', heart: '4', spirit: 'five', wounded: '"yes"', xp_earned: '3', xp_spent: '5', bonds: '41', hawk_health: '4' });
		const report = await verifyCampaign(store, content);
		expect(report.problems).toEqual([
			'Characters/Kira.md: edge is 0, below its least (1).',
			'Characters/Kira.md: heart is 4, above its most (3).',
			'Characters/Kira.md: spirit is "five", not a whole number; it should be 0 to 5.',
			'Characters/Kira.md: supply is 6, above its most (5).',
			'Characters/Kira.md: wounded is "yes", not a checkbox (true or false).',
			'Characters/Kira.md: momentum is 11, above its most (10).',
			'Characters/Kira.md: bonds is 41, above its most (40).',
			'Characters/Kira.md: xp_spent is 5, more than xp_earned (3): experience is spent only once earned.',
			"Characters/Kira.md: hawk_health (Hawk's health) is 4, above its most (3).",
		]);
		expect(report.sheet.map((p) => [p.note, p.key, p.value])).toContainEqual(['Characters/Kira.md', 'supply', 6]);
		expect(report.disagreements).toEqual([]);
	});

	it("momentum's most is 10 less one per marked debility or impact", async () => {
		const { dir, store } = await campaign('starforged');
		edit(dir, 'Characters/Kira.md', { wounded: 'true', permanently_harmed: 'true', momentum: '9' });
		expect((await verifyCampaign(store, content)).problems).toEqual(['Characters/Kira.md: momentum is 9, above its most (8, with wounded and permanently harmed marked).']);
		edit(dir, 'Characters/Kira.md', { momentum: '8' });
		expect((await verifyCampaign(store, content)).problems).toEqual([]);
		edit(dir, 'Characters/Kira.md', { momentum: '-7' });
		expect((await verifyCampaign(store, content)).problems).toEqual(['Characters/Kira.md: momentum is -7, below its least (-6).']);
	});

	it("a track's rank and ticks, a clock's filled segments, and a Sundered Isles ship's hold within its own range", async () => {
		const { dir, store } = await campaign('sundered_isles', ['asset:sundered_isles/command_vehicle/flagship', 'asset:sundered_isles/companion/parrot']);
		remove(dir, 'Tracks/Vow.md', 'rank');
		edit(dir, 'Tracks/Vow.md', { ticks: '44' });
		edit(dir, 'Tracks/Storm.md', { filled: '7' });
		edit(dir, 'Characters/Kira.md', { flagship_supply: '6', parrot_out_of_action: '1', position: 'winning' });
		const report = await verifyCampaign(store, content);
		expect(report.problems).toEqual([
			'Characters/Kira.md: position is "winning", not "in control" or "in a bad spot".',
			"Characters/Kira.md: parrot_out_of_action (Parrot's out of action) is 1, not a checkbox (true or false).",
			"Characters/Kira.md: flagship_supply (Flagship's supply) is 6, above its most (5).",
			'Tracks/Storm.md: filled is 7, above its most (6, its segments).',
			'Tracks/Vow.md: rank is missing; it should be troublesome, dangerous, formidable, extreme or epic.',
			'Tracks/Vow.md: ticks is 44, above its most (40).',
		]);
	});

	it('a missing stat, an asset listed twice and a note of ours whose YAML is broken are said too', async () => {
		const { dir, store } = await campaign('classic', ['asset:classic/companion/hawk']);
		remove(dir, 'Characters/Kira.md', 'wits');
		edit(dir, 'Characters/Kira.md', { assets: '[asset:classic/companion/hawk, asset:classic/companion/hawk]' });
		writeFileSync(join(dir, 'Tracks/Broken.md'), '---\niron_ledger: track\nrank: [dangerous\n---\n');
		writeFileSync(join(dir, 'Notes.md'), '---\ntitle: [not ours\n---\nThe player\'s own note.\n');
		const report = await verifyCampaign(store, content);
		expect(report.problems).toEqual([
			'Characters/Kira.md: wits is missing; it should be 1 to 3.',
			'Characters/Kira.md: assets lists Hawk twice: a character holds an asset once.',
			expect.stringMatching(/^The frontmatter of Tracks\/Broken\.md is not valid YAML: .*\.$/),
		]);
	});

	it('--fix sets none of them, and says it cannot know what they should be', async () => {
		const { dir, store } = await campaign('classic');
		edit(dir, 'Characters/Kira.md', { supply: '6', edge: '4' });
		const before = readFileSync(join(dir, 'Characters/Kira.md'), 'utf8');
		const report = await verifyCampaign(store, content);
		expect(verifySummary(report)).toBe(
			'0 moves in 0 journal notes: 2 problems; none can be fixed by setting a value: 2 values on the sheets are outside what the rules allow, and only you know what they should be: set them by hand.',
		);
		const fixed = await fixFromJournal(store, report.disagreements);
		expect(fixed).toEqual([]);
		expect(readFileSync(join(dir, 'Characters/Kira.md'), 'utf8')).toBe(before);
		expect(verifySummary(report, fixed)).toBe(
			'0 moves in 0 journal notes: 2 problems; nothing was set; 2 left as they are: fix them by hand (--fix does not change the 2 values on the sheets outside what the rules allow: it cannot know what they should be).',
		);
	});

	it.each(['classic', 'delve', 'starforged', 'sundered_isles'] as const)('a fresh %s character with its assets, a vow and a clock verify clean', async (ruleset) => {
		const assets = {
			classic: ['asset:classic/companion/hawk', 'asset:classic/combat_talent/archer'],
			delve: ['asset:classic/companion/horse', 'asset:classic/path/alchemist'],
			starforged: ['asset:starforged/command_vehicle/starship', 'asset:starforged/companion/protocol_bot', 'asset:starforged/path/ace'],
			sundered_isles: ['asset:sundered_isles/command_vehicle/flagship', 'asset:sundered_isles/companion/parrot'],
		}[ruleset];
		const { store } = await campaign(ruleset, assets);
		await createTrack(store, { name: 'Threat', kind: 'threat', rank: 'formidable', folder: 'Tracks' });
		await createTrack(store, { name: 'Pack', kind: 'fight', rank: 'troublesome', pack: 4, folder: 'Tracks' });
		await createTrack(store, { name: 'Scene', kind: 'scene_challenge', rank: 'dangerous', folder: 'Tracks' });
		const report = await verifyCampaign(store, content);
		expect(report.problems).toEqual([]);
		expect(verifySummary(report)).toBe('0 moves in 0 journal notes: the journal and the notes agree.');
	});
});
