import { describe, expect, it } from 'vitest';
import { aidedMoves, allyRefusal } from '../../../src/moves/engine/aid';

const nameOf = (id: string) => id.split('/').pop()?.replace(/_/g, ' ') ?? id;

/** SF-39 and classic Aid Your Ally: --ally is taken only by the moves Aid Your Ally makes. */
describe('the moves made for an ally', () => {
	it('are the ones each book\'s Aid Your Ally sends you to, from the data', () => {
		expect([...aidedMoves()].sort()).toEqual([
			'move:classic/adventure/secure_an_advantage',
			'move:starforged/adventure/secure_an_advantage',
			'move:starforged/combat/gain_ground',
		]);
	});

	it('take an ally', () => {
		expect(allyRefusal('move:starforged/combat/gain_ground', 'Gain Ground', 'starforged', nameOf)).toBeUndefined();
		expect(allyRefusal('move:classic/adventure/secure_an_advantage', 'Secure an Advantage', 'classic', nameOf)).toBeUndefined();
	});

	it('any other move refuses an ally, naming the moves of its own book that take one, each once', () => {
		expect(allyRefusal('move:classic/adventure/face_danger', 'Face Danger', 'classic', nameOf)).toBe(
			'Face Danger is not made for an ally: --ally is for the moves Aid Your Ally makes, secure an advantage.',
		);
		expect(allyRefusal('move:starforged/adventure/face_danger', 'Face Danger', 'starforged', nameOf)).toBe(
			'Face Danger is not made for an ally: --ally is for the moves Aid Your Ally makes, secure an advantage and gain ground.',
		);
	});

	it('a book with no Aid Your Ally of its own names those of the others', () => {
		expect(allyRefusal('move:delve/delve/delve_the_depths', 'Delve the Depths', 'delve', nameOf)).toBe(
			'Delve the Depths is not made for an ally: --ally is for the moves Aid Your Ally makes, secure an advantage and gain ground.',
		);
	});
});
