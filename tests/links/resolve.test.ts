import { describe, expect, it } from 'vitest';
import { ContentLookupError } from '../../src/content/lookup';
import { findLinkTarget, resolveEntry } from '../../src/links/resolve';
import { library } from '../helpers/content';

const problem = (id: string) => resolveEntry(library, id).problem;

describe('resolving a link’s Datasworn id', () => {
	it('finds a move, a table and an asset', () => {
		expect(resolveEntry(library, 'move:starforged/adventure/face_danger').entry?.name).toBe('Face Danger');
		expect(resolveEntry(library, 'oracle_rollable:classic/turning_point/challenge_rank').entry?.type).toBe('oracle_rollable');
		expect(resolveEntry(library, 'asset:classic/companion/hawk').entry?.name).toBe('Hawk');
	});

	it('an unknown id is one line naming it and the nearest id', () => {
		expect(problem('move:classic/adventure/face_dangr')).toBe('Unknown Datasworn id move:classic/adventure/face_dangr (did you mean move:classic/adventure/face_danger?)');
	});

	it('an id of no package, or nothing like any id, says so without a guess', () => {
		expect(problem('move:nowhere/zzzzzzzzzzzzzzzzzzzz/qqqqqqqqqqqqqqqqqqqqqqqqq')).toBe('Unknown Datasworn id move:nowhere/zzzzzzzzzzzzzzzzzzzz/qqqqqqqqqqqqqqqqqqqqqqqqq');
	});
});

describe('finding what a player names, for a link', () => {
	it('by name within a ruleset, by id, and by a pasted link', () => {
		expect(findLinkTarget(library, 'Face Danger', 'classic').id).toBe('move:classic/adventure/face_danger');
		expect(findLinkTarget(library, 'asset:classic/companion/hawk').name).toBe('Hawk');
		expect(findLinkTarget(library, '[x](iron:move:starforged/adventure/face_danger)').id).toBe('move:starforged/adventure/face_danger');
	});

	it('a move or a truth named exactly is meant over the tables it holds of the same name', () => {
		expect(findLinkTarget(library, 'Endure Harm', 'classic').id).toBe('move:classic/suffer/endure_harm');
		expect(findLinkTarget(library, 'Pay the Price', 'starforged').id).toBe('move:starforged/fate/pay_the_price');
		expect(findLinkTarget(library, 'Cataclysm', 'starforged').id).toBe('truth:starforged/cataclysm');
	});

	it('a name found in one ruleset only needs no --ruleset', () => {
		expect(findLinkTarget(library, 'Delve the Depths').id).toBe('move:delve/delve/delve_the_depths');
	});

	it('a name in two rulesets, a misspelt name and an unknown id are errors, never a guess', () => {
		expect(() => findLinkTarget(library, 'Face Danger')).toThrow(/in more than one ruleset: move:classic\/adventure\/face_danger, move:starforged\/adventure\/face_danger/);
		expect(() => findLinkTarget(library, 'Face Dangr', 'classic')).toThrow('Unknown move, oracle or asset "Face Dangr" in Ironsworn: did you mean Face Danger?');
		expect(() => findLinkTarget(library, 'move:classic/adventure/nope')).toThrow(ContentLookupError);
	});
});
