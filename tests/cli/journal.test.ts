import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../src/journal/parse';
import { findBlocks } from '../../src/journal/note-text';
import { tempDirs } from '../helpers/temp-dirs';

const tempDir = tempDirs();

function cli(...args: string[]) {
	const r = spawnSync(process.execPath, ['bin/iron-ledger.cjs', ...args], { encoding: 'utf8' });
	return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('CLI journal: --journal, move, journal check', () => {
	const dir = tempDir('journal');

	it('appends each kind of block to a journal note, creating it, and every block checks valid', () => {
		const journal = join(dir, 'Sessions', 'Session 1.md');
		const steps = [
			['move', 'Face Danger', '--ruleset', 'classic', '--stat', 'edge=2', '--adds', '1', '--reason', 'Secure an Advantage', '--dice', '3,4,9'],
			['move', 'Endure Harm', '--ruleset', 'classic', '--stat', 'iron=2,health=4', '--dice', '3,4,9'],
			['move', 'Fulfill Your Vow', '--ruleset', 'classic', '--score', '6', '--track', '[[Vow]]', '--dice', '3,3'],
			['move', 'Pay the Price', '--ruleset', 'starforged', '--dice', '40'],
			['move', 'Reach a Milestone', '--ruleset', 'classic'],
			['move', 'Delve the Depths', '--ruleset', 'delve', '--stat', 'wits=3', '--dice', '6,2,2'],
			['roll', '--stat', '2', '--momentum', '6', '--dice', '1,5,8', '--burn'],
			['progress-roll', '--score', '4', '--dice', '9,1'],
			['oracle', 'Major Plot Twist', '--dice', '97,3,3'],
			['ask', 'likely', '--ruleset', 'starforged', '--question', 'Is it guarded?', '--dice', '55'],
			['pick-two', 'A trap', 'An ally', '--ruleset', 'starforged', '--dice', '80'],
		];
		for (const step of steps) {
			const r = cli(...step, '--journal', journal);
			expect(r.err, step.join(' ')).toBe('');
			expect(r.code).toBe(0);
			expect(r.out).toContain(`Written to ${journal}`);
		}
		const text = readFileSync(journal, 'utf8');
		const blocks = findBlocks(text);
		expect(blocks.map((b) => (b.result.ok ? b.result.block.kind : 'invalid'))).toEqual([
			'action', 'action', 'progress', 'oracle', 'no_roll', 'action', 'action', 'progress', 'oracle', 'ask', 'ask',
		]);
		const pick = blocks[10]?.result;
		expect(pick?.ok && pick.block.kind === 'ask' && pick.block.pick).toEqual({ likely: 'A trap', other: 'An ally' });
		expect(pick?.ok && pick.block.kind === 'ask' && pick.block.yes).toBe(false);
		const first = blocks[0]?.result;
		expect(first?.ok && first.block).toMatchObject({
			move: { id: 'move:classic/adventure/face_danger', name: 'Face Danger' },
			stat: { name: 'edge', value: 2 },
			adds: [{ value: 1, reason: 'Secure an Advantage' }],
			action: 3,
			challenge: [4, 9],
			score: 6,
			outcome: 'weak_hit',
		});
		const burn = blocks[6]?.result;
		expect(burn?.ok && burn.block.kind === 'action' && burn.block.burn).toEqual({ from: 6, to: 2, cancelled: [5], outcomeBefore: 'miss' });
		const check = cli('journal', 'check', journal);
		expect(check).toMatchObject({ code: 0, err: '' });
		expect(check.out.trim()).toBe('11 blocks in 1 note: all valid.');
	});

	it('move --json prints the block it wrote', () => {
		const r = cli('move', 'move:starforged/adventure/face_danger', '--stat', 'wits=3', '--dice', '6,10,10', '--json');
		const json = JSON.parse(r.out) as { kind: string; block: string; summary: string };
		expect(json.kind).toBe('action');
		expect(json.summary).toBe('Face Danger (+wits): miss with a match, 9 vs 10 and 10; next: Pay the Price');
		const body = json.block.split('\n').slice(1, -2).join('\n');
		expect(parseBlock(body).ok).toBe(true);
	});

	it('refuses a stat the move does not roll, and a burn on a progress move', () => {
		const wrong = cli('move', 'Delve the Depths', '--ruleset', 'delve', '--stat', 'iron=3');
		expect(wrong.code).toBe(2);
		expect(wrong.err.trim()).toBe('iron-ledger move: Delve the Depths does not roll iron: it rolls edge; or shadow; or wits.');
		const progress = cli('move', 'Fulfill Your Vow', '--ruleset', 'classic', '--stat', 'heart=2');
		expect(progress.code).toBe(2);
		expect(progress.err).toMatch(/progress roll: give --score N/);
	});

	it('journal check reports each broken block with its file and line, exit 1', () => {
		const note = join(dir, 'broken.md');
		writeFileSync(
			note,
			[
				'# Session',
				'```iron-move',
				'v: 1',
				'kind: action',
				'stat_value: 2',
				'action_die: 8',
				'challenge: [3, 4]',
				'score: 6',
				'outcome: weak hit',
				'match: false',
				'```',
				'```iron-move',
				'v: 1',
				'kind: no_roll',
				'move: move:classic/adventure/dance_all_night',
				'```',
			].join('\n'),
		);
		const r = cli('journal', 'check', note);
		expect(r.code).toBe(1);
		expect(r.out.trim().split('\n')).toEqual([
			`${note}:6: "action_die" is 8; it cannot be above 6.`,
			`${note}:13: Unknown Datasworn id move:classic/adventure/dance_all_night: no ruleset Iron Ledger ships has it.`,
			'2 blocks in 1 note: 2 problems.',
		]);
		const missing = cli('journal', 'check', join(dir, 'nope.md'));
		expect(missing.code).toBe(2);
		expect(cli('journal', 'check').code).toBe(2);
	});
});
