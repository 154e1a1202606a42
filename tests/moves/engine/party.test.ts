import { describe, expect, it } from 'vitest';
import { shareWithParty } from '../../../src/moves/engine/party';
import type { ImpactRule, Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';

const impact = (key: string): ImpactRule => ({ key, category: 'conditions', prevents: [], permanent: false });
const IMPACTS = ['wounded', 'unprepared', 'cursed'].map(impact);

describe('shareWithParty', () => {
	it('an ally who gains unprepared comes down to the new max momentum (MO-05, MO-06, DB-02)', () => {
		const view = new StateView({
			'[[Bron]]': { supply: 0, unprepared: false, momentum: 2 },
			'[[Kara]]': { supply: 0, unprepared: false, momentum: 8, wounded: true, cursed: true },
		});
		const s: Situation = { ruleset: 'classic', moveId: 'move:classic/suffer/out_of_supply', character: '[[Bron]]', party: ['[[Kara]]'], impacts: IMPACTS };
		view.set('[[Bron]]', 'unprepared', true);
		shareWithParty(view, s);
		expect(view.get('[[Kara]]', 'unprepared')).toBe(true);
		expect(view.get('[[Kara]]', 'momentum')).toBe(7);
	});

	it('an ally below the new max keeps their momentum', () => {
		const view = new StateView({ '[[Bron]]': { unprepared: false }, '[[Kara]]': { unprepared: false, momentum: 5, wounded: true } });
		view.set('[[Bron]]', 'unprepared', true);
		shareWithParty(view, { ruleset: 'classic', moveId: 'x', character: '[[Bron]]', party: ['[[Kara]]'], impacts: IMPACTS });
		expect(view.get('[[Kara]]', 'momentum')).toBe(5);
	});
});
