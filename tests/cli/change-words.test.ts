import { describe, expect, it } from 'vitest';
import { changeWords } from '../../src/journal/change-words';
import { cliVaults } from './cli-vault';

/** A change a player reads never says `null`: a key made or removed is said in words. */
const vault = cliVaults();

describe('changes in words', () => {
	it('a key made is "set to", a key removed is "removed", never null', () => {
		expect(changeWords('momentum', 2, 3)).toBe('momentum 2 → 3');
		expect(changeWords('achieved', true, null)).toBe('achieved true → removed');
		expect(changeWords('decisive', undefined, true)).toBe('decisive set to true');
	});

	it('the threat achieved by Advance a Threat, then undone: the output says the key goes, with no null', () => {
		const v = vault('undo-words');
		v.cli('character', 'new', '--name', 'Dee', '--ruleset', 'delve', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		v.cli('threat', 'new', '--name', 'Wraith', '--rank', 'dangerous');
		let last = '';
		for (const d100 of ['80', '90', '40']) last = v.cli('threat', 'advance', 'Tracks/Wraith.md', '--journal', 'J.md', '--apply', '--dice', d100);
		expect(last).toContain('achieved set to true');
		const undone = v.cli('undo', '--journal', 'J.md');
		expect(undone).toContain('achieved true → removed');
		expect(`${last}\n${undone}`).not.toMatch(/null/);
	});
});

describe('a list or a record is said in words, never as JSON', () => {
	it('a kept add reads as the add and its reason', () => {
		expect(changeWords('pending_adds', undefined, [{ value: 1, reason: 'Secure an Advantage' }])).toBe('pending_adds set to +1 (Secure an Advantage)');
		expect(changeWords('pending_adds', [{ value: 1, reason: 'Secure an Advantage' }], [])).toBe('pending_adds +1 (Secure an Advantage) → none');
		expect(changeWords('asset', { marked: [1, 2], health: 3 }, undefined)).not.toMatch(/[{}[\]]/);
	});
});
