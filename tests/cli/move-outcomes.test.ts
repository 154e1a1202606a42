import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBlocks } from '../../src/journal/note-text';
import { cliError, cliJson, cliText } from './run-cli';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function newVault(ruleset = 'classic', stats = 'edge=3,heart=2,iron=2,shadow=1,wits=1', assets?: string): string {
	const vault = mkdtempSync(join(tmpdir(), 'iron-ledger-outcomes-'));
	made.push(vault);
	cliText('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', ruleset, '--stats', stats, ...(assets ? ['--assets', assets] : []));
	return vault;
}

const read = (vault: string, path: string) => readFileSync(join(vault, path), 'utf8');
const sheet = (vault: string) => read(vault, 'Characters/Kira.md');
const setKey = (vault: string, key: string, value: string) =>
	writeFileSync(join(vault, 'Characters/Kira.md'), sheet(vault).replace(new RegExp(`^${key}: .*$`, 'm'), `${key}: ${value}`));
const lastBlock = (vault: string, journal = 'Journal.md') => {
	const blocks = findBlocks(read(vault, journal));
	const last = blocks[blocks.length - 1]?.result;
	if (!last?.ok) throw new Error('no block');
	return last.block;
};

function move(vault: string, name: string, ...rest: string[]) {
	return cliJson('move', name, '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--apply', ...rest);
}

describe('moves act on the sheet as the rules say (classic)', () => {
	it('Gather Information: +2 momentum on a strong hit, +1 on a weak hit', () => {
		const vault = newVault();
		expect(move(vault, 'Gather Information', '--ruleset', 'classic', '--dice', '6,1,2').changes).toEqual([{ note: '[[Characters/Kira]]', key: 'momentum', from: 2, to: 4 }]);
		expect(move(vault, 'Gather Information', '--ruleset', 'classic', '--dice', '2,1,9').changes).toEqual([{ note: '[[Characters/Kira]]', key: 'momentum', from: 4, to: 5 }]);
	});

	it('a weak hit lists its choices, numbered, and the follow-up; choose later applies the pick and journals it', () => {
		const vault = newVault();
		const r = move(vault, 'Face Danger', '--ruleset', 'classic', '--stat', 'edge', '--dice', '2,3,9');
		expect(r.outcome).toBe('weak_hit');
		expect(r.choices.map((c: { n: number; text: string }) => `${c.n}. ${c.text}`)).toEqual([
			'1. Delayed, lose advantage or a new danger: suffer −1 momentum',
			'2. Tired or hurt: Endure Harm (1 harm)',
			'3. Dispirited or afraid: Endure Stress (1 stress)',
			'4. Sacrifice resources: suffer −1 supply',
		]);
		expect(lastBlock(vault).choices?.[0]?.chosen).toBeUndefined();
		const text = cliText('move', 'Face Danger', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Other.md', '--stat', 'edge', '--dice', '2,3,9');
		expect(text).toContain('Choose 1:\n  1. Delayed, lose advantage or a new danger: suffer −1 momentum\n');
		// Made without --apply: choose would refuse this block, so the output says how to choose instead.
		expect(text).toContain('To choose, make the move again with --apply (and --choose N[,N], or choose later).');
		const chosen = cliJson('choose', '--vault', vault, '--journal', 'Journal.md', '4');
		expect(chosen.changes).toEqual([{ note: '[[Characters/Kira]]', key: 'supply', from: 5, to: 4 }]);
		expect(sheet(vault)).toContain('supply: 4\n');
		const block = lastBlock(vault);
		expect(block.choices?.[0]?.chosen).toEqual(['Sacrifice resources: suffer −1 supply']);
		expect(block.changes).toEqual([{ note: '[[Characters/Kira]]', key: 'supply', from: 5, to: 4 }]);
		expect(cliError('choose', '--vault', vault, '--journal', 'Journal.md', '1')).toBe('iron-ledger choose: Journal.md has no open choice.');
		expect(cliText('verify', '--vault', vault)).toMatch(/agree/);
		cliText('undo', '--vault', vault, '--journal', 'Journal.md');
		expect(sheet(vault)).toContain('supply: 5\n');
	});

	it('a choice that leads to a move names it with its magnitude', () => {
		const vault = newVault();
		const r = move(vault, 'Face Danger', '--ruleset', 'classic', '--stat', 'edge', '--dice', '2,3,9', '--choose', '2');
		expect(r.follow_ups).toEqual([{ move: 'move:classic/suffer/endure_harm', magnitude: 1 }]);
		expect(lastBlock(vault).followUps).toEqual([{ move: 'move:classic/suffer/endure_harm', name: 'Endure Harm', magnitude: 1 }]);
	});

	it('a classic journey: Make Camp keeps +1 for Undertake a Journey, which uses it; undo gives it back; verify agrees', () => {
		const vault = newVault();
		cliText('track', 'new', '--vault', vault, '--kind', 'journey', '--rank', 'dangerous', '--name', 'To the Havens');
		setKey(vault, 'spirit', '3');
		const camp = move(vault, 'Make Camp', '--ruleset', 'classic', '--dice', '4,2,6', '--choose', '3,5');
		expect(camp.outcome).toBe('strong_hit');
		expect(sheet(vault)).toContain('spirit: 4\n');
		expect(sheet(vault)).toMatch(/pending_adds:\n {2}- value: 1\n {4}reason: Make Camp\n {4}move: move:classic\/adventure\/undertake_a_journey\n/);
		// Not on another move: Face Danger leaves it kept.
		move(vault, 'Face Danger', '--ruleset', 'classic', '--stat', 'edge', '--dice', '6,1,1');
		expect(sheet(vault)).toContain('reason: Make Camp');
		const journey = move(vault, 'Undertake a Journey', '--ruleset', 'classic', '--track', 'Tracks/To the Havens.md', '--dice', '1,4,9');
		// wits 1 + 1 (die) + 1 (Prepare) = 3: a miss without the +1 would be the same here, so check the adds.
		const block = lastBlock(vault);
		expect(block.kind === 'action' && block.adds).toEqual([{ value: 1, reason: 'Make Camp' }]);
		expect(block.kind === 'action' && block.score).toBe(3);
		expect(journey.changes).toContainEqual({ note: '[[Characters/Kira]]', key: 'pending_adds', from: [{ value: 1, reason: 'Make Camp', move: 'move:classic/adventure/undertake_a_journey' }], to: [] });
		expect(cliText('verify', '--vault', vault)).toMatch(/agree/);
		cliText('undo', '--vault', vault, '--journal', 'Journal.md');
		expect(sheet(vault)).toContain('reason: Make Camp');
	});

	it('Undertake a Journey marks progress on its journey by rank and takes −1 supply on a weak hit', () => {
		const vault = newVault();
		cliText('track', 'new', '--vault', vault, '--kind', 'journey', '--rank', 'formidable', '--name', 'North');
		const r = move(vault, 'Undertake a Journey', '--ruleset', 'classic', '--track', 'Tracks/North.md', '--dice', '4,3,9');
		expect(r.changes).toEqual([
			{ note: '[[Tracks/North]]', key: 'ticks', from: 0, to: 4 },
			{ note: '[[Characters/Kira]]', key: 'supply', from: 5, to: 4 },
		]);
	});

	it('bad picks are refused with the rule, exit 2, nothing written', () => {
		const vault = newVault();
		const args = ['move', 'Make Camp', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--dice', '4,2,6', '--apply'];
		expect(cliError(...args, '--choose', '9')).toBe('iron-ledger move: There is no option 9: choose from 1 to 5.');
		expect(cliError(...args, '--choose', '3')).toBe('iron-ledger move: Choose 2 of options 1-5, not 1.');
		expect(cliError(...args, '--choose', '3,3')).toBe('iron-ledger move: Each option may be chosen only once.');
		expect(cliError(...args, '--choose', 'x')).toMatch(/--choose/);
		expect(existsSync(join(vault, 'Journal.md'))).toBe(false);
		expect(sheet(vault)).toContain('momentum: 2\n');
	});

	it('preconditions: refused with the rule and nothing written; --anyway goes ahead and says so in the block', () => {
		const vault = newVault();
		setKey(vault, 'supply', '0');
		setKey(vault, 'unprepared', 'true');
		setKey(vault, 'momentum', '1');
		const args = ['move', 'Resupply', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--dice', '4,1,3', '--apply'];
		expect(cliError(...args)).toBe('iron-ledger move: You cannot Resupply while unprepared (not-unprepared). Nothing was written; add --anyway to make the move regardless.');
		expect(existsSync(join(vault, 'Journal.md'))).toBe(false);
		cliText(...args, '--anyway');
		const block = lastBlock(vault);
		expect(block.override).toEqual(['not-unprepared']);
		expect(read(vault, 'Journal.md')).toContain('override:\n  - not-unprepared\n');
	});

	it('a stat outside 1-3 on the sheet is refused (AR-04)', () => {
		const vault = newVault();
		setKey(vault, 'edge', '5');
		expect(cliError('move', 'Face Danger', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--stat', 'edge', '--dice', '1,1,1')).toMatch(/A stat is 1 to 3; your edge is 5 \(edge-1-to-3\)/);
	});

	it('Companion Endure Harm takes the harm from the companion and rolls its health (AR-06, ME-20)', () => {
		const vault = newVault('classic', 'edge=3,heart=2,iron=2,shadow=1,wits=1', 'asset:classic/companion/hawk');
		const r = move(vault, 'Companion Endure Harm', '--ruleset', 'classic', '--stat', 'heart', '--suffer', '2', '--dice', '5,3,9');
		expect(r.changes[0]).toEqual({ note: '[[Characters/Kira]]', key: 'hawk_health', from: 3, to: 1 });
		expect(sheet(vault)).toContain('health: 5\n');
		expect(cliError('move', 'Companion Endure Harm', '--ruleset', 'classic', '--vault', newVault(), '--character', 'Characters/Kira.md', '--journal', 'J.md', '--suffer', '1', '--dice', '1,1,1')).toMatch(/companion/);
	});

	it('Fulfill Your Vow on a vow already fulfilled is refused (XP-01)', () => {
		const vault = newVault();
		cliText('track', 'new', '--vault', vault, '--kind', 'vow', '--rank', 'formidable', '--name', 'Oath');
		cliText('track', 'mark', 'Tracks/Oath.md', '--vault', vault, '--times', '8');
		move(vault, 'Fulfill Your Vow', '--ruleset', 'classic', '--track', 'Tracks/Oath.md', '--dice', '1,2');
		expect(sheet(vault)).toContain('xp_earned: 3\n');
		expect(cliError('move', 'Fulfill Your Vow', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--track', 'Tracks/Oath.md', '--dice', '1,2', '--apply')).toMatch(/track-active/);
	});
});

describe('Delve', () => {
	it('Check Your Gear needs supply of at least +1 (DV-13); a burn that turns a miss into a hit marks no failure (DV-19)', () => {
		const vault = newVault('delve');
		setKey(vault, 'supply', '0');
		setKey(vault, 'unprepared', 'true');
		expect(cliError('move', 'Check Your Gear', '--ruleset', 'delve', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'J.md', '--dice', '1,1,1')).toMatch(/supply-at-least-1/);
		const other = newVault('delve');
		setKey(other, 'momentum', '8');
		const r = move(other, 'Delve the Depths', '--ruleset', 'delve', '--stat', 'wits', '--dice', '1,7,9', '--burn');
		expect(r.outcome).toBe('weak_hit');
		expect(r.changes.map((c: { key: string }) => c.key)).not.toContain('failure');
		expect(cliError('move', 'Delve the Depths', '--ruleset', 'delve', '--vault', other, '--character', 'Characters/Kira.md', '--journal', 'J.md', '--stat', 'iron', '--dice', '1,1,1')).toMatch(/does not roll iron: it rolls edge, shadow, wits/);
	});
});

describe('without a character', () => {
	it('a move still lists its choices and follow-ups, and --choose records the pick', () => {
		const r = cliJson('move', 'Secure an Advantage', '--ruleset', 'classic', '--stat', 'wits=3', '--dice', '6,2,3', '--choose', '2');
		expect(r.choices).toEqual([]);
		expect(r.block).toContain('chosen:\n      - "Prepare to act: take +2 momentum"');
		const miss = cliJson('move', 'Face Danger', '--ruleset', 'classic', '--stat', 'edge=1', '--dice', '1,9,9');
		expect(miss.follow_ups).toEqual([{ move: 'move:classic/fate/pay_the_price' }]);
	});
});

describe('a Starforged fight from the command line', () => {
	it('Enter the Fray, Gain Ground with two choices, Strike, React Under Fire, Take Decisive Action in a bad spot; verify agrees', () => {
		const vault = newVault('starforged');
		cliText('track', 'new', '--vault', vault, '--kind', 'combat_objective', '--rank', 'dangerous', '--name', 'Drive off the raiders');
		const obj = ['--track', 'Tracks/Drive off the raiders.md'];
		const sf = (name: string, ...rest: string[]) => move(vault, name, '--ruleset', 'starforged', ...rest);
		expect(sf('Enter the Fray', '--stat', 'edge', '--dice', '5,3,6').outcome).toBe('strong_hit');
		expect(sheet(vault)).toMatch(/momentum: 4\n[\s\S]*position: in control\n/);
		const gain = sf('Gain Ground', '--stat', 'edge', ...obj, '--dice', '4,2,5', '--choose', '1,2');
		expect(gain.changes).toEqual([
			{ note: '[[Tracks/Drive off the raiders]]', key: 'ticks', from: 0, to: 8 },
			{ note: '[[Characters/Kira]]', key: 'momentum', from: 4, to: 6 },
		]);
		const strike = sf('Strike', '--stat', 'iron', ...obj, '--dice', '3,4,8');
		expect(strike.outcome).toBe('weak_hit');
		expect(strike.changes).toEqual([
			{ note: '[[Tracks/Drive off the raiders]]', key: 'ticks', from: 8, to: 24 },
			{ note: '[[Characters/Kira]]', key: 'position', from: 'in control', to: 'in a bad spot' },
		]);
		// Strike needs you in control: refused now, naming the rule.
		expect(cliError('move', 'Strike', '--ruleset', 'starforged', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--stat', 'iron', ...obj, '--dice', '6,1,1')).toMatch(/in-control/);
		const react = sf('React Under Fire', '--stat', 'edge', '--dice', '2,4,9', '--choose', '1');
		expect(react.outcome).toBe('weak_hit');
		expect(sheet(vault)).toContain('momentum: 5\n');
		const decisive = sf('Take Decisive Action', ...obj, '--dice', '2,5', '--choose', '1');
		expect(decisive).toMatchObject({ outcome: 'strong_hit', counts_as: 'weak_hit' });
		expect(read(vault, 'Tracks/Drive off the raiders.md')).toContain('status: complete');
		expect(lastBlock(vault).countsAs).toBe('weak_hit');
		expect(cliText('verify', '--vault', vault)).toMatch(/agree/);
	});
});

describe('a pick that opens another choice', () => {
	it('Starforged Endure Harm miss at 1 health: another −1 health brings you to 0, and the wounded choice opens; choose resolves it later', () => {
		const vault = newVault('starforged');
		setKey(vault, 'health', '2');
		const r = move(vault, 'Endure Harm', '--ruleset', 'starforged', '--suffer', '1', '--dice', '1,9,9', '--choose', '1');
		expect(r.outcome).toBe('miss');
		expect(sheet(vault)).toContain('health: 0\n');
		expect(r.choices.map((c: { n: number; text: string }) => `${c.n}. ${c.text}`)).toEqual(['3. Mark wounded', '4. Mark permanently harmed', '5. Roll on the Endure Harm table']);
		expect(lastBlock(vault).choices?.map((c) => c.chosen)).toEqual([['Suffer an additional −1 health'], undefined]);
		cliJson('choose', '--vault', vault, '--journal', 'Journal.md', '3');
		expect(sheet(vault)).toContain('wounded: true\n');
		expect(cliText('verify', '--vault', vault)).toMatch(/agree/);
	});
});
