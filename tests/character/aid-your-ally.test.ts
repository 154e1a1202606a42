import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCharacter, createTrack } from '../../src/campaign/create';
import { makeCampaignMove } from '../../src/campaign/campaign-move';
import { chooseLater } from '../../src/campaign/choose-later';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { fixedDice } from '../../src/rules/dice';
import { library } from '../helpers/content';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function party(ruleset: 'classic' | 'starforged') {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-aid-'));
	made.push(dir);
	const store = new FileStateStore(dir);
	const stats = { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 };
	const kira = await createCharacter(store, library, { name: 'Kira', ruleset, stats, folder: 'Characters' });
	const arn = await createCharacter(store, library, { name: 'Arn', ruleset, stats, folder: 'Characters' });
	return { store, kira, arn };
}

function aid(p: Awaited<ReturnType<typeof party>>, ruleset: 'classic' | 'starforged', moveId: string, stat: string, dice: number[], extra: { trackPath?: string; choose?: number[] } = {}) {
	const move = library.ruleset(ruleset).move(moveId);
	return makeCampaignMove(p.store, library, { ruleset, move, characterPath: p.kira, journalPath: 'Journal.md', stat, adds: [], burn: false, apply: true, allyPath: p.arn, ...extra }, fixedDice(dice));
}

const fm = async (p: Awaited<ReturnType<typeof party>>, path: string) => (await p.store.frontmatter(path)) as Record<string, unknown>;

describe('Aid Your Ally: the ally takes the benefits of a hit', () => {
	it('Starforged Gain Ground, weak hit: the ally is in control and you are in a bad spot (SF-39)', async () => {
		const p = await party('starforged');
		const trackPath = await createTrack(p.store, { name: 'Raiders', kind: 'combat_objective', rank: 'dangerous', folder: 'Tracks' });
		const r = await aid(p, 'starforged', 'move:starforged/combat/gain_ground', 'iron', [3, 2, 9], { trackPath, choose: [3] });
		expect(r.block.kind === 'action' && r.block.outcome).toBe('weak_hit');
		expect(await fm(p, p.kira)).toMatchObject({ position: 'in a bad spot' });
		expect((await fm(p, p.kira)).pending_adds ?? []).toEqual([]);
		expect(await fm(p, p.arn)).toMatchObject({ position: 'in control', pending_adds: [{ value: 1, reason: 'Gain Ground' }] });
		expect(r.block.extra.ally).toBe('[[Characters/Arn]]');
	});

	it('Starforged Gain Ground, strong hit: both in control, the momentum is the ally’s', async () => {
		const p = await party('starforged');
		const trackPath = await createTrack(p.store, { name: 'Raiders', kind: 'combat_objective', rank: 'dangerous', folder: 'Tracks' });
		await aid(p, 'starforged', 'move:starforged/combat/gain_ground', 'iron', [6, 2, 5], { trackPath, choose: [1, 2] });
		expect(await fm(p, p.kira)).toMatchObject({ position: 'in control', momentum: 2 });
		expect(await fm(p, p.arn)).toMatchObject({ position: 'in control', momentum: 4 });
		expect((await fm(p, trackPath)).ticks).toBe(8);
	});

	it('classic Secure an Advantage in a fight: a strong hit gives both initiative (CB-19), the choice made later still goes to the ally', async () => {
		const p = await party('classic');
		const trackPath = await createTrack(p.store, { name: 'Broken', kind: 'fight', rank: 'dangerous', folder: 'Tracks' });
		const r = await aid(p, 'classic', 'move:classic/adventure/secure_an_advantage', 'edge', [6, 2, 3], { trackPath });
		expect(r.choices).toHaveLength(1);
		await chooseLater(p.store, library, 'Journal.md', [2]);
		expect(await fm(p, p.kira)).toMatchObject({ initiative: true, momentum: 2 });
		expect(await fm(p, p.arn)).toMatchObject({ initiative: true, momentum: 4 });
	});

	it('refuses to aid yourself', async () => {
		const p = await party('classic');
		const move = library.ruleset('classic').move('move:classic/adventure/secure_an_advantage');
		await expect(
			makeCampaignMove(p.store, library, { ruleset: 'classic', move, characterPath: p.kira, journalPath: 'Journal.md', stat: 'edge', adds: [], burn: false, apply: true, allyPath: p.kira }, fixedDice([6, 2, 3])),
		).rejects.toThrow(/cannot aid themselves/);
	});
});

describe('allies travelling together share supply (ME-03, ME-22, DB-05)', () => {
	it('a supply loss reaches every sheet in the party, and at 0 each is unprepared', async () => {
		const { formParty } = await import('../../src/character/party');
		const p = await party('starforged');
		await formParty(p.store, 'Journal.md', [p.kira, p.arn]);
		expect((await fm(p, p.arn)).party).toEqual(['[[Characters/Kira]]']);
		await p.store.updateFrontmatter(p.kira, (f) => Object.assign(f, { supply: 1 }));
		await p.store.updateFrontmatter(p.arn, (f) => Object.assign(f, { supply: 1 }));
		const { openSheet, commitSheet } = await import('../../src/character/sheet');
		const { changeMeter } = await import('../../src/character/conditions');
		const sheet = await openSheet(p.store, library, p.kira);
		const r = await commitSheet(p.store, sheet, 'Journal.md', changeMeter(sheet, 'supply', -1));
		expect(r.changes).toEqual(expect.arrayContaining([{ note: '[[Characters/Arn]]', key: 'supply', from: 1, to: 0 }, { note: '[[Characters/Arn]]', key: 'unprepared', from: false, to: true }]));
		expect(await fm(p, p.arn)).toMatchObject({ supply: 0, unprepared: true });
	});

	it('a hand change to supply is shared too, and health is not', async () => {
		const { formParty } = await import('../../src/character/party');
		const { openSheet, commitSheet } = await import('../../src/character/sheet');
		const { changeMeter } = await import('../../src/character/conditions');
		const p = await party('classic');
		await formParty(p.store, 'Journal.md', [p.kira, p.arn]);
		for (const [meter, amount] of [['supply', -2], ['health', -2]] as const) {
			const sheet = await openSheet(p.store, library, p.kira);
			await commitSheet(p.store, sheet, 'Journal.md', changeMeter(sheet, meter, amount));
		}
		expect(await fm(p, p.arn)).toMatchObject({ supply: 3, health: 5 });
	});
});

describe('a move in a party', () => {
	it('a classic journey weak hit spends the party’s supply', async () => {
		const { formParty } = await import('../../src/character/party');
		const p = await party('classic');
		await formParty(p.store, 'Journal.md', [p.kira, p.arn]);
		const move = library.ruleset('classic').move('move:classic/adventure/undertake_a_journey');
		const trackPath = await createTrack(p.store, { name: 'Road', kind: 'journey', rank: 'dangerous', folder: 'Tracks' });
		const r = await makeCampaignMove(p.store, library, { ruleset: 'classic', move, characterPath: p.kira, journalPath: 'Journal.md', stat: 'wits', trackPath, adds: [], burn: false, apply: true }, fixedDice([6, 4, 9]));
		expect(r.changes).toContainEqual({ note: '[[Characters/Arn]]', key: 'supply', from: 5, to: 4 });
	});
});

describe('CB-19 when you already hold initiative', () => {
	it('a strong hit aiding an ally gives them initiative too', async () => {
		const p = await party('classic');
		await p.store.updateFrontmatter(p.kira, (f) => Object.assign(f, { initiative: true }));
		const trackPath = await createTrack(p.store, { name: 'Broken', kind: 'fight', rank: 'dangerous', folder: 'Tracks' });
		await aid(p, 'classic', 'move:classic/adventure/secure_an_advantage', 'edge', [6, 2, 3], { trackPath, choose: [1] });
		expect((await fm(p, p.arn)).initiative).toBe(true);
	});
});
