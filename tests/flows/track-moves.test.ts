import { describe, expect, it } from 'vitest';
import { trackKindFor } from '../../src/flows/track-moves';

describe('trackKindFor', () => {
	it('finds the track a move begins', () => {
		expect(trackKindFor('move:classic/quest/swear_an_iron_vow', 'classic')).toBe('vow');
	});

	it("begins no track for a move id named like one of Object's own", () => {
		for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(trackKindFor(`move:classic/${name}`, 'classic'), name).toBeUndefined();
	});
});
