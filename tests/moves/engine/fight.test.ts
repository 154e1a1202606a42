import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCharacter, createTrack } from '../../../src/campaign/create';
import { FileStateStore } from '../../../src/cli/fs-state-store';
import { finishActionMove } from '../../../src/play/make-move';
import { MoveTurn } from '../../../src/play/turn';
import { fixedDice } from '../../../src/rules/dice';
import { type Rank, packRank } from '../../../src/rules/progress';
import { library } from '../../helpers/content';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function fight(rank: Rank, initiative: boolean, kind: 'fight' | 'vow' = 'fight') {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-fight-'));
	made.push(dir);
	const store = new FileStateStore(dir);
	const characterPath = await createCharacter(store, library, { name: 'Kira', ruleset: 'classic', stats: { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 }, folder: '' });
	await store.updateFrontmatter(characterPath, (fm) => Object.assign(fm, { initiative }));
	const trackPath = await createTrack(store, { name: 'Foe', kind, rank, folder: '' });
	return { store, characterPath, trackPath };
}

/** A move's turn in the fight (or beside the track) that `fight` set up. */
function turnIn(moveId: string, setup: Awaited<ReturnType<typeof fight>>) {
	return MoveTurn.open({ content: library, ruleset: 'classic', move: library.ruleset('classic').move(moveId), ...setup });
}

describe('classic fights: the default initiative rule (CB-04, CB-05)', () => {
	it('a strong hit on a move that does not name initiative takes it; a weak hit or miss loses it', async () => {
		const strong = await turnIn('move:classic/adventure/face_danger', await fight('dangerous', false));
		strong.settle(finishActionMove(strong.rollAction({ name: 'edge', value: 3 }, [], fixedDice([6, 2, 3])), false));
		expect(strong.changes()).toContainEqual({ note: '[[Kira]]', key: 'initiative', from: false, to: true });
		const weak = await turnIn('move:classic/adventure/face_danger', await fight('dangerous', true));
		weak.settle(finishActionMove(weak.rollAction({ name: 'edge', value: 3 }, [], fixedDice([2, 4, 9])), false));
		expect(weak.changes()).toContainEqual({ note: '[[Kira]]', key: 'initiative', from: true, to: false });
	});

	it('a strong hit on a suffer move takes initiative too', async () => {
		const turn = await turnIn('move:classic/suffer/endure_harm', await fight('formidable', false));
		turn.sufferFirst(turn.foeLoss() ?? 0);
		turn.settle(finishActionMove(turn.rollAction({ name: 'iron', value: 2 }, [], fixedDice([6, 1, 2])), false));
		expect(turn.changes()).toContainEqual({ note: '[[Kira]]', key: 'initiative', from: false, to: true });
	});

	it('moves that say what happens to initiative keep their own rule, and outside a fight nothing changes', async () => {
		const strike = await turnIn('move:classic/combat/strike', await fight('dangerous', true));
		strike.settle(finishActionMove(strike.rollAction({ name: 'iron', value: 2 }, [], fixedDice([6, 1, 2])), false));
		expect(strike.changes().find((c) => c.key === 'initiative')).toBeUndefined();
		const vow = await turnIn('move:classic/adventure/face_danger', await fight('dangerous', true, 'vow'));
		vow.settle(finishActionMove(vow.rollAction({ name: 'edge', value: 3 }, [], fixedDice([1, 9, 9])), false));
		expect(vow.changes().find((c) => c.key === 'initiative')).toBeUndefined();
	});
});

describe("a foe's harm and stress by its rank (ME-06, ME-07, ME-08, CB-21)", () => {
	it('troublesome 1 to epic 5, from the fight track; none outside a fight', async () => {
		const ranks: Rank[] = ['troublesome', 'dangerous', 'formidable', 'extreme', 'epic'];
		const losses = [];
		for (const rank of ranks) losses.push((await turnIn('move:classic/suffer/endure_stress', await fight(rank, false))).foeLoss());
		expect(losses).toEqual([1, 2, 3, 4, 5]);
		expect((await turnIn('move:classic/suffer/endure_harm', await fight('epic', false, 'vow'))).foeLoss()).toBeUndefined();
	});
});

describe('packs of foes (CB-15)', () => {
	it('3-5 troublesome or dangerous foes fight one rank higher, 6-10 two; formidable foes never group', () => {
		expect(packRank('troublesome', 3)).toBe('dangerous');
		expect(packRank('dangerous', 5)).toBe('formidable');
		expect(packRank('troublesome', 6)).toBe('formidable');
		expect(packRank('dangerous', 10)).toBe('extreme');
		expect(packRank('dangerous', 2)).toBeUndefined();
		expect(packRank('formidable', 4)).toBeUndefined();
	});

	it('a pack track keeps the foes and their own rank, and refuses what cannot be a pack', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-pack-'));
		made.push(dir);
		const store = new FileStateStore(dir);
		const path = await createTrack(store, { name: 'Wolves', kind: 'fight', rank: 'troublesome', folder: '', pack: 6 });
		expect(await store.frontmatter(path)).toMatchObject({ rank: 'formidable', pack: 6, foe_rank: 'troublesome' });
		await expect(createTrack(store, { name: 'Giants', kind: 'fight', rank: 'formidable', folder: '', pack: 4 })).rejects.toThrow(/3 to 10 troublesome or dangerous foes/);
		await expect(createTrack(store, { name: 'Oath', kind: 'vow', rank: 'dangerous', folder: '', pack: 4 })).rejects.toThrow(/Only a fight/);
	});
});

describe('Starforged Begin the Scene (SF-21)', () => {
	it('the scene’s rank follows readiness, and the challenge comes with a 4-segment tension clock', async () => {
		const { SCENE_RANK_BY_READINESS } = await import('../../../src/rules/progress');
		expect(SCENE_RANK_BY_READINESS).toEqual({ clear_advantage: 'troublesome', ready: 'dangerous', unprepared: 'formidable' });
		const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-scene-'));
		made.push(dir);
		const store = new FileStateStore(dir);
		await createTrack(store, { name: 'Escape the station', kind: 'scene_challenge', rank: SCENE_RANK_BY_READINESS.unprepared, folder: '' });
		expect(await store.frontmatter('Escape the station.md')).toMatchObject({ kind: 'scene_challenge', rank: 'formidable' });
		expect(await store.frontmatter('Escape the station tension.md')).toMatchObject({ iron_ledger: 'clock', segments: 4, filled: 0 });
	});
});

describe('Turn the Tide (CB-11)', () => {
	it('the next move adds +1, and takes +1 momentum on a hit; the fight remembers the tide was turned', async () => {
		const setup = await fight('dangerous', false);
		const tide = await turnIn('move:classic/combat/turn_the_tide', setup);
		const { makeNoRollMove } = await import('../../../src/play/make-move');
		tide.settle(makeNoRollMove(tide.setup.move, library.ruleset('classic'), fixedDice([]), tide.by));
		const { applyChanges } = await import('../../../src/campaign/changes');
		await applyChanges(setup.store, tide.changes());
		expect(await setup.store.frontmatter(setup.trackPath)).toMatchObject({ tide_turned: true });
		const next = await turnIn('move:classic/adventure/face_danger', setup);
		const rolled = next.rollAction({ name: 'edge', value: 3 }, [], fixedDice([4, 1, 2]));
		expect(rolled.roll.score).toBe(8);
		next.settle(finishActionMove(rolled, false));
		// A strong hit: Face Danger's +1 momentum, and the tide's +1.
		expect(next.changes().find((c) => c.key === 'momentum')).toEqual({ note: '[[Kira]]', key: 'momentum', from: 2, to: 4 });
		expect(next.changes().find((c) => c.key === 'pending_adds')?.to).toEqual([]);
	});
});
