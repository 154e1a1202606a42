import { describe, expect, it } from 'vitest';
import { MAX_NESTING, MAX_ROLLS, MAX_ROLL_TEXT, RollBudget } from '../../src/rules/oracle-budget';
import { MAX_TEXT_CHARS, capText } from '../../src/rules/oracle-text-cap';

const own = { id: 'oracle:own', name: 'Own', own: true };
const datasworn = { id: 'oracle:ds', name: 'DS' };

/** A player's text is capped in a block, and says where it was cut. */
describe('a player\'s text in a block', () => {
	it('is kept whole up to the cap, and cut past it with the cut written inside the cap', () => {
		expect(capText('x'.repeat(MAX_TEXT_CHARS))).toBe('x'.repeat(MAX_TEXT_CHARS));
		const cut = capText('x'.repeat(MAX_TEXT_CHARS + 1));
		expect(cut).toHaveLength(MAX_TEXT_CHARS);
		expect(cut.endsWith(` … (cut at ${MAX_TEXT_CHARS} characters)`)).toBe(true);
		expect(capText(cut)).toBe(cut);
	});

	it('never splits a character made of two halves', () => {
		const mark = ' … (cut at 40 characters)';
		const keep = 40 - mark.length;
		const text = `${'a'.repeat(keep - 1)}😀${'b'.repeat(40)}`;
		expect(capText(text, 40)).toBe(`${'a'.repeat(keep - 1)}${mark}`);
		expect(capText(`${'a'.repeat(keep)}😀${'b'.repeat(40)}`, 40)).toBe(`${'a'.repeat(keep)}${mark}`);
	});

	it('a cap shorter than its own mark keeps none of the text', () => {
		expect(capText('abcdef', 3)).toBe(' … (cut at 3 characters)');
	});
});

/** One command's rolls stop at a depth, a count and a length no real table reaches, saying which. */
describe('the rolls one command makes', () => {
	it('nests up to the depth cap, then refuses and says so once', () => {
		const b = new RollBudget();
		expect(b.allows(MAX_NESTING)).toBe(true);
		expect(b.allows(MAX_NESTING + 1)).toBe(false);
		expect(b.allows(MAX_NESTING + 1)).toBe(false);
		expect(b.notes()).toEqual([`Rolls nested more than ${MAX_NESTING} deep were not made (the deepest one roll goes).`]);
	});

	it('stops at the roll cap, keeping room for the first rolls still to come', () => {
		const b = new RollBudget(3);
		for (let i = 0; i < MAX_ROLLS - 3; i++) {
			expect(b.allows(1)).toBe(true);
			b.spend(datasworn, 'r', 1);
		}
		expect(b.allows(1)).toBe(false);
		expect(b.notes()).toEqual([`Rolling stopped at ${MAX_ROLLS} rolls, the most one command makes; the nested rolls left were not made.`]);
		// A first roll once made holds no more room: 1 first made, 1 to come, 78 rolls in all leave one more.
		const c = new RollBudget(2);
		c.spend(datasworn, 'r', 0);
		for (let i = 1; i < MAX_ROLLS - 2; i++) c.spend(datasworn, 'r', 1);
		expect(c.allows(1)).toBe(true);
	});

	it('stops at the text cap; the player\'s own results are cut to the room left, Datasworn\'s never', () => {
		const b = new RollBudget();
		const long = 'y'.repeat(MAX_ROLL_TEXT - 50);
		expect(b.spend(datasworn, long, 0)).toBe(long);
		const kept = b.spend(own, 'z'.repeat(500), 1);
		// The room left is under 100 characters: an own result is still given 100.
		expect(kept).toHaveLength(100);
		expect(kept.endsWith(' … (cut at 100 characters)')).toBe(true);
		expect(b.allows(1)).toBe(false);
		expect(b.notes()).toEqual([`Rolling stopped at ${MAX_ROLL_TEXT} characters of results, the most one journal entry takes; the nested rolls left were not made.`]);
	});

	it('counts the table\'s name and id with each result', () => {
		const b = new RollBudget();
		b.spend({ id: 'i'.repeat(MAX_ROLL_TEXT / 2), name: 'n'.repeat(MAX_ROLL_TEXT / 2) }, '', 0);
		expect(b.allows(1)).toBe(false);
	});

	it('an own result that fits is kept whole', () => {
		expect(new RollBudget().spend(own, 'short', 0)).toBe('short');
		expect(new RollBudget().notes()).toEqual([]);
	});
});
