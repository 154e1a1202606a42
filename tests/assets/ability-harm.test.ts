import { describe, expect, it } from 'vitest';
import { abilityEffectsOn, abilityOffers, automaticOffers, offerText } from '../../src/assets/ability-offers';
import { classic } from '../helpers/content';

const STRIKE = 'move:classic/combat/strike';
const CLASH = 'move:classic/combat/clash';
const sheet = (fm: Record<string, unknown>) => (k: string) => fm[k];
const hound = { assets: ['asset:classic/companion/hound'], asset_abilities: ['asset.ability:classic/companion/hound.0', 'asset.ability:classic/companion/hound.1'], hound_health: 4 };
const swordmaster = { assets: ['asset:classic/combat_talent/swordmaster'], asset_abilities: ['asset.ability:classic/combat_talent/swordmaster.0'] };

describe('abilities that add harm on Strike or Clash (classic)', () => {
	it('Hound, Ferocious: +1 harm or +1 momentum on a hit, offered as the two choices', () => {
		const offers = abilityOffers(classic, sheet(hound), STRIKE, ['iron']);
		expect(offers.map(offerText)).toEqual([
			'Hound: Ferocious (+1 harm on a hit) — when you fight alongside your hound and inflict the harm (not the momentum)',
			'Hound: Ferocious (+1 momentum on a hit) — when you fight alongside your hound and take the momentum (not the harm)',
		]);
		expect(abilityOffers(classic, sheet(hound), CLASH, ['edge'])).toHaveLength(2);
		expect(automaticOffers(offers)).toEqual([]);
		const harm = offers.filter((o) => o.use === 0);
		expect(abilityEffectsOn(harm, 'weak_hit', false)).toEqual([{ name: harm[0]?.name, effects: [{ kind: 'progress', times: 1 }], note: `${harm[0]?.name ?? ''}: +1 harm.` }]);
		expect(abilityEffectsOn(harm, 'miss', false)).toEqual([]);
		// The momentum is a gain the turn already applies, not an effect of this kind.
		expect(abilityEffectsOn(offers.filter((o) => o.use === 1), 'strong_hit', false)).toEqual([]);
	});

	it('a Hound at 0 health lends neither', () => {
		expect(abilityOffers(classic, sheet({ ...hound, hound_health: 0 }), STRIKE, ['iron']).every((o) => o.unavailable === 'Hound is at 0 health')).toBe(true);
	});

	it('Swordmaster 1: after a burn that improves the result, +2 harm and +1 on the next move; nothing without the burn', () => {
		const offers = abilityOffers(classic, sheet(swordmaster), CLASH, ['iron']);
		expect(offers.map(offerText)).toEqual(['Swordmaster: When you Strike or Clash and… (+2 harm on a hit, +1 on your next move, after a burn that improves the result) — when you burn momentum to improve your result']);
		expect(abilityEffectsOn(offers, 'strong_hit', true)[0]?.effects).toEqual([{ kind: 'progress', times: 2 }, { kind: 'next_move', add: 1 }]);
		expect(abilityEffectsOn(offers, 'strong_hit', false)).toEqual([]);
		expect(abilityOffers(classic, sheet(swordmaster), 'move:classic/adventure/face_danger', ['edge'])).toEqual([]);
	});
});
