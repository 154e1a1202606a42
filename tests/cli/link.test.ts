import { describe, expect, it } from 'vitest';
import { cliError, cliJson, cliText } from './run-cli';

describe('iron-ledger link', () => {
	it('prints the link text for a name in a ruleset, for an id, and for a table and an asset', () => {
		expect(cliText('link', 'Face Danger', '--ruleset', 'starforged')).toBe('[Face Danger](iron:move:starforged/adventure/face_danger)');
		expect(cliText('link', 'move:classic/suffer/endure_harm')).toBe('[Endure Harm](iron:move:classic/suffer/endure_harm)');
		expect(cliText('link', 'iron:move:classic/suffer/endure_harm')).toBe('[Endure Harm](iron:move:classic/suffer/endure_harm)');
		expect(cliText('link', 'Challenge', 'Rank', '--ruleset', 'classic')).toBe('[Challenge Rank](iron:oracle_rollable:classic/turning_point/challenge_rank)');
		expect(cliText('link', 'Hawk', '--ruleset', 'classic')).toBe('[Hawk](iron:asset:classic/companion/hawk)');
	});

	it('--json gives the link with the entry it names', () => {
		expect(cliJson('link', 'Delve the Depths')).toEqual({
			link: '[Delve the Depths](iron:move:delve/delve/delve_the_depths)',
			id: 'move:delve/delve/delve_the_depths',
			name: 'Delve the Depths',
			type: 'move',
			path: 'Delve Moves › Delve the Depths',
		});
	});

	it('a miss is one line with a did-you-mean, exit 2; so are an ambiguous name, an unknown id and no name', () => {
		expect(cliError('link', 'Face Dangr', '--ruleset', 'classic')).toBe('iron-ledger link: Unknown move, oracle or asset "Face Dangr" in Ironsworn: did you mean Face Danger?');
		expect(cliError('link', 'Face Danger')).toBe(
			'iron-ledger link: "Face Danger" is in more than one ruleset: move:classic/adventure/face_danger, move:starforged/adventure/face_danger. Give --ruleset or an id.',
		);
		expect(cliError('link', 'move:classic/adventure/face_dangr')).toBe('iron-ledger link: Unknown Datasworn id move:classic/adventure/face_dangr (did you mean move:classic/adventure/face_danger?).');
		expect(cliError('link')).toBe('iron-ledger link: Name a move, oracle or asset, or give its id: iron-ledger link "Face Danger".');
		expect(cliError('link', 'Hawk', '--ruleset', 'nope')).toMatch(/^iron-ledger link: Unknown ruleset "nope"/);
	});
});
