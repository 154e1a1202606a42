import { describe, expect, it } from 'vitest';
import { parseRulesetId } from '../../src/content/rulesets';

describe('parseRulesetId: names are data', () => {
	it('reads a ruleset by its id or its other spellings', () => {
		expect(['classic', ' Delve ', 'si', 'sundered-isles'].map(parseRulesetId)).toEqual(['classic', 'delve', 'sundered_isles', 'sundered_isles']);
	});

	it("knows no ruleset named like one of Object's own", () => {
		for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']) expect(parseRulesetId(name), name).toBeUndefined();
	});
});
