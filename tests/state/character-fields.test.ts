import { describe, expect, it } from 'vitest';
import { StateError, readCharacter } from '../../src/state/schema';

const sheet = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
	iron_ledger: 'character', ruleset: 'sundered_isles', name: 'Kira', edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1,
	health: 5, spirit: 5, supply: 5, momentum: 2, xp_earned: 0, xp_spent: 0, quests_legacy: 0, bonds_legacy: 0, discoveries_legacy: 0, position: 'in control', ...extra,
});
const read = (extra: Record<string, unknown>) => () => readCharacter(sheet(extra), 'Characters/Kira.md', []);

describe('a hand-edited character sheet is checked key by key', () => {
	it('reads a sound sheet, and one made before a key existed', () => {
		expect(read({})().ruleset).toBe('sundered_isles');
		expect(read({ xp_earned: undefined, position: undefined, discoveries_legacy: null })().name).toBe('Kira');
	});

	it('a ruleset it does not know names the valid values, and the one meant', () => {
		expect(read({ ruleset: 'si' })).toThrow('"ruleset" in Characters/Kira.md is "si", a ruleset Iron Ledger does not know: it should be classic, delve, starforged or sundered_isles (did you mean sundered_isles?).');
		expect(read({ ruleset: 'sundered-islands' })).toThrow(/did you mean sundered_isles\?/);
		expect(read({ ruleset: 'klassic' })).toThrow(/did you mean classic\?/);
		expect(read({ ruleset: undefined })).toThrow('Characters/Kira.md has no "ruleset": it should be classic, delve, starforged or sundered_isles.');
	});

	it('experience is a whole number, not text read as 0', () => {
		expect(read({ xp_earned: 'lots' })).toThrow('"xp_earned" in Characters/Kira.md should be a whole number, 0 or more, not "lots".');
		expect(read({ xp_spent: -1 })).toThrow(StateError);
	});

	it('a legacy or sheet track is 0 to 40 ticks', () => {
		expect(read({ discoveries_legacy: 50 })).toThrow('"discoveries_legacy" in Characters/Kira.md is 50; it should be 0 to 40.');
		expect(read({ bonds: '12' })).toThrow(/"bonds" .* should be a whole number/);
		expect(read({ failure: 41 })).toThrow(StateError);
		expect(read({ quests_legacy_completed: 'yes' })).toThrow(/checkbox/);
	});

	it('position is in control or in a bad spot, as the engine writes it', () => {
		expect(read({ position: 'in a bad spot' })().name).toBe('Kira');
		expect(read({ position: 'sideways' })).toThrow('"position" in Characters/Kira.md should be "in control" or "in a bad spot", not "sideways".');
		expect(read({ initiative: 'yes' })).toThrow(/checkbox/);
	});
});
