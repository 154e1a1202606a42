/**
 * Negative proofs for docs/rules-coverage.md: for statements that carry a limit (a count of picks,
 * a cap on a meter, a cost in experience) and had no test of the refused case yet, each test here
 * asks for the forbidden case and shows the product refuses it or caps it.
 */
import { describe, expect, it } from 'vitest';
import { createCharacter } from '../../src/campaign/create';
import { addAsset, earnXp } from '../../src/character/advancement';
import { commitSheet, openSheet, type Sheet } from '../../src/character/sheet';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { moveModel } from '../../src/moves';
import { ChoiceError } from '../../src/moves/engine/evaluate';
import type { RulesetName } from '../../src/moves/engine/situation';
import type { MoveExample } from '../../src/moves/model';
import { library } from '../helpers/content';
import { tempDirs } from '../helpers/temp-dirs';
import { LINKS, runExample } from '../moves/run-example';

const tempDir = tempDirs();

/** A move made as a worked example would be, with the picks the player asks for. */
function run(ruleset: RulesetName, id: string, example: Omit<MoveExample, 'name' | 'expect'>) {
	const model = moveModel(id);
	if (!model) throw new Error(`No outcome model for ${id}`);
	return runExample(library.ruleset(ruleset), model, { name: 'a limit', expect: {}, ...example });
}

describe('picks past the count a move allows are refused', () => {
	it('ME-23 Make Camp: a third pick on a strong hit, a second on a weak hit', () => {
		const strong = { stat: 'supply', dice: [5, 3, 6] };
		expect(() => run('classic', 'move:classic/adventure/make_camp', { ...strong, choose: [1, 2, 3] })).toThrow(ChoiceError);
		expect(() => run('classic', 'move:classic/adventure/make_camp', { stat: 'supply', dice: [3, 4, 9], choose: [1, 2] })).toThrow(ChoiceError);
		// The count itself is allowed: two on the strong hit.
		expect(() => run('classic', 'move:classic/adventure/make_camp', { ...strong, choose: [2, 4] })).not.toThrow();
	});

	it('CB-16 Draw the Circle: a third boast on a strong hit, a second on a weak hit', () => {
		expect(() => run('classic', 'move:classic/relationship/draw_the_circle', { stat: 'heart', dice: [5, 2, 6], choose: [3, 4, 5] })).toThrow(ChoiceError);
		expect(() => run('classic', 'move:classic/relationship/draw_the_circle', { stat: 'heart', dice: [3, 2, 6], choose: [3, 4] })).toThrow(ChoiceError);
		expect(() => run('classic', 'move:classic/relationship/draw_the_circle', { stat: 'heart', dice: [5, 2, 6], choose: [3, 5] })).not.toThrow();
	});

	it('CB-03 SF-02 Enter the Fray: a weak hit gives the momentum or the upper hand, never both', () => {
		expect(() => run('classic', 'move:classic/combat/enter_the_fray', { stat: 'wits', dice: [3, 2, 9], choose: [1, 2] })).toThrow(ChoiceError);
		expect(() => run('starforged', 'move:starforged/combat/enter_the_fray', { stat: 'heart', dice: [3, 2, 9], choose: [1, 2] })).toThrow(ChoiceError);
		expect(() => run('starforged', 'move:starforged/combat/enter_the_fray', { stat: 'heart', dice: [3, 2, 9], choose: [2] })).not.toThrow();
	});

	it('DV-15 Escape the Depths: a weak hit takes one cost of the six, never two', () => {
		expect(() => run('delve', 'move:delve/delve/escape_the_depths', { stat: 'heart', dice: [2, 3, 6], choose: [1, 2] })).toThrow(ChoiceError);
		expect(() => run('delve', 'move:delve/delve/escape_the_depths', { stat: 'heart', dice: [2, 3, 6], choose: [2] })).not.toThrow();
	});
});

describe('gains stop at the meter’s top', () => {
	it('ME-24 Heal’s +2 health at 4 health stops at 5', () => {
		const healed = run('classic', 'move:classic/adventure/heal', { stat: 'wits', sheet: { wits: 3, health: 4 }, dice: [5, 3, 4], choose: [2] });
		expect(healed.view.get(LINKS.CHARACTER, 'health')).toBe(5);
	});
});

describe('experience buys no more than it has', () => {
	async function starforged() {
		const store = new FileStateStore(tempDir('limits'));
		const path = await createCharacter(store, library, { name: 'Kira', ruleset: 'starforged', stats: { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 }, folder: 'Characters' });
		const edit = async (change: (s: Sheet) => string) => {
			const sheet = await openSheet(store, library, path);
			return commitSheet(store, sheet, 'Journal.md', change(sheet));
		};
		return { store, path, edit };
	}

	it('XP-17 a Starforged path with 2 experience is refused and nothing is spent', async () => {
		const v = await starforged();
		await v.edit((s) => earnXp(s, 2));
		await expect(v.edit((s) => addAsset(s, 'Ace'))).rejects.toThrow(/costs 3 XP and you have 2 to spend/);
		expect(((await v.store.frontmatter(v.path)) as Record<string, unknown>).xp_spent ?? 0).toBe(0);
	});
});
