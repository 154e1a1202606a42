import { describe, expect, it } from 'vitest';
import { RARITY_DIE_SIDES, rarityFace } from '../../src/moves/delve/rarity';

// Wield a Rarity (seed 004:159-165): the rarity die is rolled in place of the action die.
describe('the rarity die', () => {
	it('DV-16 is a d6, the die it replaces', () => {
		expect(RARITY_DIE_SIDES).toBe(6);
	});
	it('DV-17 a 6 on any result is an automatic strong hit and +1 momentum', () => {
		for (const outcome of ['miss', 'weak_hit', 'strong_hit'] as const) {
			expect(rarityFace(6, outcome)).toMatchObject({ countsAs: 'strong_hit', effects: [{ kind: 'gauge', gauge: 'momentum', amount: 1 }] });
		}
	});
	it('DV-18 a 5 on a hit takes +1 momentum, on a miss nothing; a 1 on a miss fails or backfires, on a hit nothing', () => {
		expect(rarityFace(5, 'weak_hit')).toMatchObject({ effects: [{ kind: 'gauge', gauge: 'momentum', amount: 1 }] });
		expect(rarityFace(5, 'strong_hit')?.countsAs).toBeUndefined();
		expect(rarityFace(5, 'miss')).toBeUndefined();
		expect(rarityFace(1, 'miss')?.note).toMatch(/fails or works against you/);
		expect(rarityFace(1, 'weak_hit')).toBeUndefined();
		for (const face of [2, 3, 4]) expect(rarityFace(face, 'miss')).toBeUndefined();
	});
});
