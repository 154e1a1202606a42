import { describe, expect, it } from 'vitest';
import type { ChoiceSpec, OutcomeSpec } from '../../../src/moves/model';
import { newReport } from '../../../src/moves/engine/effects';
import { applyChosen, chooser, withAllies } from '../../../src/moves/engine/each-ally';
import type { Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';

const BRON = '[[Characters/Bron]]';
const KARA = '[[Characters/Kara|Kara the Bold]]';
const camp: ChoiceSpec = { pick: 1, eachAlly: true, options: [{ text: 'Recuperate' }, { text: 'Partake' }] };
const spec: OutcomeSpec = { choices: [camp] };
const s: Situation = { ruleset: 'classic', moveId: 'move:classic/adventure/make_camp', character: BRON, impacts: [], party: [BRON, KARA] };

/** ME-23: Make Camp is one roll for the party; each ally picks from the same list on it. */
describe('Make Camp\'s picks for each ally', () => {
	it('copies the list once per other ally, each option named for that ally', () => {
		const out = withAllies(spec, s);
		expect(out?.choices).toHaveLength(2);
		expect(out?.choices?.[1]).toMatchObject({ eachAlly: false, forAlly: KARA });
		expect(out?.choices?.[1]?.options.map((o) => o.text)).toEqual(['Kara: Recuperate', 'Kara: Partake']);
		expect(out?.choices?.[0]).toBe(camp);
	});

	it('leaves the outcome alone with no ally, or with no list for each ally', () => {
		expect(withAllies(spec, { ...s, party: [BRON] })).toBe(spec);
		expect(withAllies(spec, { ...s, party: undefined })).toBe(spec);
		const plain = { choices: [{ ...camp, eachAlly: false }] } as unknown as OutcomeSpec;
		expect(withAllies(plain, s)).toBe(plain);
		expect(withAllies(undefined, s)).toBeUndefined();
	});

	it('an ally\'s pick goes on the ally\'s sheet; supply stays the party\'s, changed through the roller', () => {
		const view = new StateView({ [BRON]: { health: 3, supply: 4 }, [KARA]: { health: 2, supply: 4 } });
		const forKara = { ...camp, forAlly: KARA } as unknown as ChoiceSpec;
		applyChosen(view, s, forKara, [{ kind: 'gauge', gauge: 'health', amount: 1 }, { kind: 'gauge', gauge: 'supply', amount: -1 }], newReport());
		expect(view.get(KARA, 'health')).toBe(3);
		expect(view.get(BRON, 'health')).toBe(3);
		expect(view.get(BRON, 'supply')).toBe(3);
		expect(view.get(KARA, 'supply')).toBe(4);
	});

	it('the chooser is the ally, with none of the roller\'s assets; the roller\'s own list is the roller\'s', () => {
		const meter = { key: 'hawk_health', max: 3, name: 'Hawk' };
		const who = chooser({ ...s, companion: meter, vehicle: meter, hold: meter, aid: KARA }, { ...camp, forAlly: KARA });
		expect([who.character, who.companion, who.vehicle, who.hold, who.aid]).toEqual([KARA, undefined, undefined, undefined, undefined]);
		expect(chooser(s, camp)).toBe(s);
		expect(chooser(s, undefined)).toBe(s);
	});
});
