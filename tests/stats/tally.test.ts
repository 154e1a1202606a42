import { describe, expect, it } from 'vitest';
import type { ActionBlock, AskBlock, JournalBlock, OracleBlock, OracleRecord, ProgressBlock } from '../../src/journal/block';
import { writeBlock } from '../../src/journal/write';
import { RollTally } from '../../src/stats/tally';
import type { Outcome } from '../../src/rules/outcome';

const common = { oracles: [] as OracleRecord[], changes: [], extra: {} as Record<string, unknown> };
const FACE_DANGER = { id: 'move:classic/adventure/face_danger', name: 'Face Danger' };
const STRIKE = { id: 'move:classic/combat/strike', name: 'Strike' };

function action(stat: string, dice: [number, number, number], outcome: Outcome, more: Partial<ActionBlock> = {}): ActionBlock {
	const [a, c1, c2] = dice;
	return { kind: 'action', ...common, move: FACE_DANGER, stat: { name: stat, value: 2 }, adds: [], action: a, challenge: [c1, c2], score: a + 2, outcome, match: c1 === c2, actionCancelled: false, ...more };
}

function progress(challenge: [number, number], outcome: Outcome): ProgressBlock {
	return { kind: 'progress', ...common, move: { id: 'move:classic/quest/fulfill_your_vow', name: 'Fulfill Your Vow' }, score: 6, challenge, outcome, match: challenge[0] === challenge[1] };
}

function ask(odds: string, roll: number, yes: boolean): AskBlock {
	return { kind: 'ask', ...common, odds, style: 'classic', roll, yes, match: roll % 11 === 0 };
}

const record = (oracle: string, name: string, roll: number, rolls: OracleRecord[] = []): OracleRecord => ({ oracle, name, roll, result: 'x', rolls });
const oracle = (r: OracleRecord): OracleBlock => ({ kind: 'oracle', ...common, roll: r });

const note = (...blocks: JournalBlock[]) => `# Session\n\nSome play.\n\n${blocks.map(writeBlock).join('\nMore play.\n\n')}`;

describe('counting rolls from blocks', () => {
	it('outcomes by move and by stat, matches, burns, and the action and challenge dice', () => {
		const tally = new RollTally();
		tally.addNote(
			'Journal/Session 1.md',
			note(
				action('edge', [5, 3, 3], 'strong_hit'),
				action('Iron', [1, 9, 4], 'miss', { move: STRIKE }),
				action('iron', [6, 9, 2], 'weak_hit', { move: STRIKE, momentum: 7, burn: { from: 7, to: 2, cancelled: [], outcomeBefore: 'weak_hit' } }),
				action('wits', [2, 8, 6], 'weak_hit', { momentum: 7, burn: { from: 7, to: 2, cancelled: [6], outcomeBefore: 'miss' } }),
				progress([7, 7], 'miss'),
			),
		);
		const s = tally.result();
		expect(s.notes).toBe(1);
		expect(s.blocks).toBe(5);
		expect(s.outcomes).toEqual({ strong_hit: 1, weak_hit: 2, miss: 2 });
		expect(s.byMove).toEqual([
			{ id: FACE_DANGER.id, name: 'Face Danger', outcomes: { strong_hit: 1, weak_hit: 1, miss: 0 }, total: 2 },
			{ id: STRIKE.id, name: 'Strike', outcomes: { strong_hit: 0, weak_hit: 1, miss: 1 }, total: 2 },
			{ id: 'move:classic/quest/fulfill_your_vow', name: 'Fulfill Your Vow', outcomes: { strong_hit: 0, weak_hit: 0, miss: 1 }, total: 1 },
		]);
		// Stats in the rules' order, whatever case the block wrote; progress rolls last.
		expect(s.byStat.map((r) => [r.stat, r.total, r.outcomes.miss])).toEqual([
			['edge', 1, 0],
			['iron', 2, 1],
			['wits', 1, 0],
			['progress', 1, 1],
		]);
		expect(s.matches).toEqual({ rolls: 5, matches: 2 });
		expect(s.momentum).toEqual({ burned: 2, changed: 1 });
		expect(s.dice[0]?.counts).toEqual([1, 1, 0, 0, 1, 1]);
		expect(s.dice[1]?.counts).toEqual([0, 1, 2, 1, 0, 1, 2, 1, 2, 0]);
	});

	it('undone blocks are not counted; malformed ones are skipped with their note and line', () => {
		const tally = new RollTally();
		const text = `${note(action('edge', [5, 3, 3], 'strong_hit'), action('edge', [1, 1, 1], 'miss', { undone: true }))}\n\`\`\`iron-move\nkind: action\naction: 9\n\`\`\`\n\n\`\`\`iron-move\nkind: oracle\n`;
		tally.addNote('Session.md', text);
		const s = tally.result();
		expect(s.blocks).toBe(1);
		expect(s.undone).toBe(1);
		expect(s.outcomes).toEqual({ strong_hit: 1, weak_hit: 0, miss: 0 });
		expect(s.dice[0]?.counts).toEqual([0, 0, 0, 0, 1, 0]);
		// Reported at the note's line of the block's first problem: the line after its fence.
		const lines = text.split('\n');
		const fence = lines.lastIndexOf('```iron-move', lines.length - 4) + 1;
		expect(s.skipped).toEqual([
			{ note: 'Session.md', line: fence + 1, message: '"v" is missing.' },
			{ note: 'Session.md', line: lines.length, message: 'The block has no closing ``` fence.' },
		]);
	});

	it('a rarity die is no action d6; a rerolled die counts both faces', () => {
		const tally = new RollTally();
		tally.addBlock(action('edge', [3, 3, 5], 'weak_hit', { extra: { rarity: { rarity: 'rarity:delve/x', name: 'X', die: 3 } } }));
		tally.addBlock(action('edge', [4, 2, 9], 'weak_hit', { rerolled: [{ die: 'action', from: 1, to: 4 }, { die: 'challenge_2', from: 10, to: 9 }] }));
		const s = tally.result();
		expect(s.dice[0]?.counts).toEqual([1, 0, 0, 1, 0, 0]);
		expect(s.dice[1]?.counts).toEqual([0, 1, 1, 0, 1, 0, 0, 0, 1, 1]);
	});

	it('oracle rolls by table, nested and inside moves; only d100 tables are dice samples', () => {
		const sides: Record<string, number> = { 'oracle_rollable:classic/action_and_theme/action': 100, 'oracle_rollable:x/d6': 6 };
		const tally = new RollTally({ oracleSides: (id) => sides[id] });
		tally.addBlock(oracle(record('oracle_rollable:classic/action_and_theme/action', 'Action', 5)));
		tally.addBlock(oracle(record('oracle_rollable:classic/action_and_theme/action', 'Action', 95, [record('oracle_rollable:classic/action_and_theme/action', 'Action', 42)])));
		tally.addBlock(oracle(record('oracle_rollable:x/d6', 'Small', 4)));
		tally.addBlock({ ...action('edge', [1, 9, 9], 'miss'), oracles: [record('[[Oracles/Tavern mood]]', 'Tavern mood', 77)] });
		const s = tally.result();
		expect(s.oracles.rolls).toBe(5);
		expect(s.oracles.byOracle).toEqual([
			{ id: 'oracle_rollable:classic/action_and_theme/action', name: 'Action', count: 3 },
			{ id: 'oracle_rollable:x/d6', name: 'Small', count: 1 },
			{ id: '[[Oracles/Tavern mood]]', name: 'Tavern mood', count: 1 },
		]);
		expect(s.dice[2]?.counts).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
		expect(s.dice[2]?.bins[9]).toBe('91-100');
	});

	it('a cursed table read in place of the plain one (the Sundered Isles\' cursed die) is no second d100', () => {
		const plain = 'oracle_rollable:sundered_isles/character/first_look';
		const cursed = 'oracle_rollable:sundered_isles/character/first_look_cursed';
		const tally = new RollTally({ oracleSides: () => 100 });
		tally.addBlock(oracle({ ...record(plain, 'Character First Look', 55, [{ ...record(cursed, 'Cursed Character First Look', 55), curse: 'replace' }]), cursedDie: 10 }));
		expect(tally.result().dice[2]?.counts).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0, 0]);
	});

	it('Ask the Oracle: yes and no by odds, in the odds order, and its d100', () => {
		const tally = new RollTally();
		for (const b of [ask('likely', 55, true), ask('small_chance', 10, false), ask('likely', 11, false), ask('likely', 100, true)]) tally.addBlock(b);
		const s = tally.result();
		expect(s.ask).toEqual({
			asked: 4,
			matches: 2,
			byOdds: [
				{ odds: 'small_chance', label: 'Small chance', yes: 0, no: 1 },
				{ odds: 'likely', label: 'Likely', yes: 2, no: 1 },
			],
		});
		expect(s.dice[2]?.counts).toEqual([1, 1, 0, 0, 0, 1, 0, 0, 0, 1]);
	});

	it('a roll without a move is its own row; a move is named by the rulesets when they know it', () => {
		const tally = new RollTally({ moveName: (id) => (id === FACE_DANGER.id ? 'Face Danger (book)' : undefined) });
		const { move: _, ...bare } = action('edge', [2, 1, 1], 'strong_hit');
		tally.addBlock(bare);
		tally.addBlock(action('edge', [2, 1, 1], 'strong_hit'));
		expect(tally.result().byMove.map((m) => [m.id, m.name])).toEqual([
			['roll:action', 'Action roll (no move)'],
			[FACE_DANGER.id, 'Face Danger (book)'],
		]);
	});
});
