import { describe, expect, it } from 'vitest';
import { findLinkTarget } from '../../src/links/resolve';
import { library } from '../helpers/content';

const SI = 'oracle_rollable:sundered_isles/character/name/given_name';
const SF = 'oracle_rollable:starforged/character/name/given_name';

describe('a name that an expansion and its base ruleset share', () => {
	it('is the expansion\'s own entry for a player of the expansion, and the base one otherwise', () => {
		expect(library.ruleset('sundered_isles').find('oracle_rollable', 'Given Name').id).toBe(SI);
		expect(library.ruleset('starforged').find('oracle_rollable', 'Given Name').id).toBe(SF);
		expect(findLinkTarget(library, 'Given Name', 'sundered_isles').id).toBe(SI);
	});

	it('is still ambiguous between two of the base ruleset\'s own entries', () => {
		// Two Starforged tables called "Given Name" would still need their longer names: none is preferred.
		expect(() => library.ruleset('sundered_isles').find('oracle_rollable', 'Name')).toThrow(/matches \d+ oracles/);
	});
});
