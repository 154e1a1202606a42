import { describe, expect, it } from 'vitest';
import { blockerOf, markedImpacts } from '../../../src/moves/engine/impacts';
import { forEachAlly } from '../../../src/moves/engine/party';
import type { ImpactRule, Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';

const HERO = '[[Hero]]';
const rule = (key: string, prevents: string[] = []): ImpactRule => ({ key, category: 'conditions', prevents, permanent: false });
const IMPACTS = [rule('wounded', ['health']), rule('shaken', ['spirit']), rule('harmed', ['companion'])];
const s: Situation = { ruleset: 'starforged', moveId: 'move:starforged/recover/heal', character: HERO, impacts: IMPACTS };

/** ME-05 and the like: a marked condition keeps its meter from rising; a companion's health counts as `companion`. */
describe('which marked impact stops a meter from rising', () => {
	it('names the marked impact that prevents this meter, and none for another meter', () => {
		const v = new StateView({ [HERO]: { wounded: true, shaken: false } });
		expect(blockerOf(v, s, 'health')).toBe('wounded');
		expect(blockerOf(v, s, 'spirit')).toBeUndefined();
		expect(markedImpacts(v, s)).toEqual(['wounded']);
	});

	it('reads a companion\'s health as the companion meter', () => {
		expect(blockerOf(new StateView({ [HERO]: { harmed: true } }), s, 'companion_health')).toBe('harmed');
	});

	it('an unmarked impact, or no character, blocks nothing', () => {
		expect(blockerOf(new StateView({ [HERO]: { wounded: false } }), s, 'health')).toBeUndefined();
		expect(blockerOf(new StateView({ [HERO]: { wounded: 'yes' } }), s, 'health')).toBeUndefined();
		expect(markedImpacts(new StateView({ [HERO]: { wounded: true } }), { ...s, character: undefined })).toEqual([]);
	});
});

/** MO-26 and the like: what the rules give every player goes to each ally as themself, never with the roller's assets. */
describe('each ally of the party, as themself', () => {
	it('runs once for every other member, with no companion, vehicle, hold or aid of the roller', () => {
		const meter = { key: 'm', max: 5, name: 'M' };
		const seen: Situation[] = [];
		forEachAlly({ ...s, party: [HERO, '[[Kara]]', '[[Bron]]'], companion: meter, vehicle: meter, hold: meter, aid: '[[Kara]]' }, (a) => seen.push(a));
		expect(seen.map((a) => a.character)).toEqual(['[[Kara]]', '[[Bron]]']);
		for (const a of seen) expect([a.companion, a.vehicle, a.hold, a.aid]).toEqual([undefined, undefined, undefined, undefined]);
	});

	it('runs for no one without a party', () => {
		let n = 0;
		forEachAlly(s, () => n++);
		expect(n).toBe(0);
	});
});
