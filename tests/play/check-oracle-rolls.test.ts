import { describe, expect, it } from 'vitest';
import { checkNote } from '../../src/play/check-journal';
import { library } from '../helpers/content';

const fence = (...lines: string[]) => ['```iron-move', 'v: 1', ...lines, '```', ''].join('\n');
const FIRST_LOOK = 'oracle_rollable:sundered_isles/character/first_look';
const GIVEN_NAME = 'oracle_rollable:sundered_isles/character/name/given_name';

describe('journal check: an oracle roll against its own table (its die and its row)', () => {
	it('takes a d200 table\'s 150', () => {
		const note = fence('kind: oracle', `oracle: ${GIVEN_NAME}`, 'table: Given Name', 'roll: 150', 'result: Raven');
		expect(checkNote(note, library)).toEqual({ blocks: 1, problems: [] });
	});

	it('refuses 150 on a d100 table, at the top and nested', () => {
		const top = fence('kind: oracle', `oracle: ${FIRST_LOOK}`, 'table: Character First Look', 'roll: 150', 'result: Theatrical');
		expect(checkNote(top, library).problems).toEqual([{ line: 6, message: '"roll" is 150, but Character First Look is a d100 table: its rolls run from 1 to 100.' }]);
		const inner = fence('kind: oracle', `oracle: ${GIVEN_NAME}`, 'roll: 150', 'result: Raven', 'rolls:', `  - oracle: ${FIRST_LOOK}`, '    roll: 101', '    result: Theatrical');
		expect(checkNote(inner, library).problems).toEqual([{ line: 7, message: '"roll" is 101, but Character First Look is a d100 table: its rolls run from 1 to 100.' }]);
	});

	it('gives the same answer for a table it has looked up before', () => {
		const roll = (n: number) => fence('kind: oracle', `oracle: ${FIRST_LOOK}`, 'table: Character First Look', `roll: ${n}`, 'result: Youthful');
		const twice = `${roll(150)}\n${roll(100)}\n${roll(150)}`;
		expect(checkNote(twice, library).problems.map((p) => p.line)).toEqual([6, 24]);
	});

	it('refuses a Pay the Price roll past the d100 that a move block carries', () => {
		const move = fence(
			'kind: no_roll',
			'move: move:starforged/fate/pay_the_price',
			'oracles:',
			'  - oracle: move.oracle_rollable:starforged/fate/pay_the_price.pay_the_price',
			'    roll: 140',
			'    result: Something',
		);
		expect(checkNote(move, library).problems.map((p) => p.message)).toEqual(['"roll" is 140, but Pay the Price is a d100 table: its rolls run from 1 to 100.']);
	});

	it('a result that is not its roll\'s row is refused, at the top, nested and in a move; a row filled from its rolls is left to them', () => {
		const top = fence('kind: oracle', 'oracle: oracle_rollable:classic/action_and_theme/action', 'table: Action', 'roll: 5', 'result: Destroy');
		expect(checkNote(top, library).problems).toEqual([{ line: 7, message: 'Action 5 is "Create", but the block says "Destroy".' }]);
		expect(checkNote(top.replace('Destroy', 'Create'), library).problems).toEqual([]);
		const inner = fence('kind: oracle', `oracle: ${GIVEN_NAME}`, 'roll: 150', 'result: Raven', 'rolls:', `  - oracle: ${FIRST_LOOK}`, '    roll: 100', '    result: Theatrical');
		expect(checkNote(inner, library).problems).toEqual([{ line: 7, message: 'Character First Look 100 is "Youthful", but the block says "Theatrical".' }]);
		const move = fence('kind: no_roll', 'move: move:starforged/fate/pay_the_price', 'oracles:', '  - oracle: move.oracle_rollable:starforged/fate/pay_the_price.pay_the_price', '    roll: 1', '    result: Something');
		expect(checkNote(move, library).problems.map((p) => p.message)).toEqual([expect.stringMatching(/^Pay the Price 1 is ".+", but the block says "Something"\.$/)]);
	});
});

describe('journal check: the Sundered Isles\' cursed die', () => {
	const CURSED = 'oracle_rollable:sundered_isles/character/first_look_cursed';
	const block = (die: number, ...nested: string[]) =>
		fence('kind: oracle', `oracle: ${FIRST_LOOK}`, 'table: Character First Look', 'roll: 37', 'result: Flashy', `cursed_die: ${die}`, ...(nested.length ? ['rolls:', ...nested] : []));
	const cursedRoll = (roll: number, result: string, curse = 'replace', oracle = CURSED) => [`  - oracle: ${oracle}`, '    table: Cursed Character First Look', `    roll: ${roll}`, `    result: ${result}`, `    curse: ${curse}`];
	const messages = (note: string) => checkNote(note, library).problems.map((p) => p.message);

	it('takes a cursed die below 10 alone, and a 10 with its cursed table read with the same roll', () => {
		expect(messages(block(4))).toEqual([]);
		expect(messages(block(10, ...cursedRoll(37, 'Eerie')))).toEqual([]);
	});

	it('refuses a curse the die did not bring, a 10 without its cursed roll, another roll, and the wrong behaviour', () => {
		expect(messages(block(4, ...cursedRoll(37, 'Eerie')))).toEqual(['The cursed die is 4: only a 10 brings Cursed Character First Look.']);
		expect(messages(block(10))).toEqual(['The cursed die is 10: the block should have one roll on Cursed Character First Look marked "curse", not 0.']);
		expect(messages(block(10, ...cursedRoll(12, 'Aflame')))).toEqual(['Cursed Character First Look replaces Character First Look with the same roll: 12 should be 37.']);
		expect(messages(block(10, ...cursedRoll(37, 'Eerie', 'add')))).toEqual(['Cursed Character First Look replaces the result: "curse" should be replace, not add.']);
	});

	it('refuses a cursed die on a table that has no cursed version, and a cursed roll with no die', () => {
		const given = fence('kind: oracle', `oracle: ${GIVEN_NAME}`, 'table: Given Name', 'roll: 150', 'result: Raven', 'cursed_die: 10');
		expect(messages(given)).toEqual(['Given Name has no cursed version, but the block gives it a cursed die.']);
		const noDie = fence('kind: oracle', `oracle: ${FIRST_LOOK}`, 'table: Character First Look', 'roll: 37', 'result: Flashy', 'rolls:', ...cursedRoll(37, 'Eerie'));
		expect(messages(noDie)).toEqual(['Character First Look has a roll marked "curse" but no "cursed_die": only a 10 on the cursed die brings the cursed table.']);
	});

	it('a cursed die past 10 or a curse that is neither replace nor add is a malformed block', () => {
		expect(checkNote(block(11), library).problems).toHaveLength(1);
		expect(checkNote(block(10, ...cursedRoll(37, 'Eerie', 'swap')), library).problems[0]?.message).toContain('"curse" should be replace or add, not "swap".');
	});
});
