import { describe, expect, it } from 'vitest';
import { type AbilityOffer, abilityEffectsOn, offerText } from '../../src/assets/ability-offers';

// Offers as the data would give them: a companion's harm on a hit, and a talent's harm and next-move add after a burn.
const harm: AbilityOffer = { ability: 'a.1', use: 0, name: 'Hound: Ferocious', when: 'you fight alongside your hound', benefits: [{ kind: 'harm', amount: 1, on: ['strong_hit', 'weak_hit'] }] };
const afterBurn: AbilityOffer = { ability: 'b.0', use: 0, name: 'Swordmaster', onBurn: true, benefits: [{ kind: 'harm', amount: 2, on: ['strong_hit', 'weak_hit'] }, { kind: 'next_add', value: 1 }] };

describe('abilities that change a move’s harm and next move', () => {
	it('"+N harm" on a hit is N more marks of progress on the fight; none on a miss', () => {
		expect(abilityEffectsOn([harm], 'weak_hit', false)).toEqual([{ name: 'Hound: Ferocious', effects: [{ kind: 'progress', times: 1 }], note: 'Hound: Ferocious: +1 harm.' }]);
		expect(abilityEffectsOn([harm], 'miss', false)).toEqual([]);
	});

	it('an ability tied to a burn gives its harm and add only when the burn improved the result', () => {
		expect(abilityEffectsOn([afterBurn], 'strong_hit', true)).toEqual([{ name: 'Swordmaster', effects: [{ kind: 'progress', times: 2 }, { kind: 'next_move', add: 1 }], note: 'Swordmaster: +2 harm, +1 on your next move.' }]);
		expect(abilityEffectsOn([afterBurn], 'strong_hit', false)).toEqual([]);
	});

	it('is offered in words', () => {
		expect(offerText(harm)).toBe('Hound: Ferocious (+1 harm on a hit) — when you fight alongside your hound');
		expect(offerText(afterBurn)).toBe('Swordmaster (+2 harm on a hit, +1 on your next move, after a burn that improves the result)');
	});
});
