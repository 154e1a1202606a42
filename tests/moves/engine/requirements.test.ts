import { describe as group, expect, it } from 'vitest';
import type { Requirement } from '../../../src/moves/model';
import { describe, holds } from '../../../src/moves/engine/requirements';
import type { ImpactRule, Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';

const HERO = '[[Hero]]';
const T = '[[Tracks/Foe]]';
const IMPACTS: ImpactRule[] = [{ key: 'wounded', category: 'conditions', prevents: ['health'], permanent: false }];
const s: Situation = { ruleset: 'classic', moveId: 'move:classic/test', character: HERO, impacts: IMPACTS, track: T };
const view = (hero: Record<string, unknown> = {}, track: Record<string, unknown> = {}) =>
	new StateView({ [HERO]: { health: 3, wits: 2, ...hero }, [T]: track });
const ok = (req: Requirement, v = view(), sit: Situation = s) => holds(v, sit, req);

/** A move's option is offered only while its rule holds: the edges of each rule, and unknown state refused. */
group('when an option\'s requirement holds', () => {
	it('at least / at most a value, counting the value itself; no character or a missing meter does not hold', () => {
		expect(ok({ kind: 'at_least', gauge: 'health', value: 3 })).toBe(true);
		expect(ok({ kind: 'at_least', gauge: 'health', value: 4 })).toBe(false);
		expect(ok({ kind: 'at_most', gauge: 'health', value: 3 })).toBe(true);
		expect(ok({ kind: 'at_most', gauge: 'health', value: 2 })).toBe(false);
		expect(ok({ kind: 'at_least', gauge: 'health', value: 0 }, view({ health: '3' }))).toBe(false);
		expect(ok({ kind: 'at_least', gauge: 'health', value: 0 }, view(), { ...s, character: undefined })).toBe(false);
		expect(ok({ kind: 'at_least', gauge: 'companion_health', value: 0 })).toBe(false);
	});

	it('marked and unmarked; with no character nothing is marked', () => {
		const wounded = view({ wounded: true });
		expect(ok({ kind: 'marked', impact: 'wounded' }, wounded)).toBe(true);
		expect(ok({ kind: 'marked', impact: 'wounded' })).toBe(false);
		expect(ok({ kind: 'unmarked', impact: 'wounded' }, wounded)).toBe(false);
		expect(ok({ kind: 'unmarked', impact: 'wounded' })).toBe(true);
		expect(ok({ kind: 'marked', impact: 'wounded' }, wounded, { ...s, character: undefined })).toBe(false);
		expect(ok({ kind: 'unmarked', impact: 'wounded' }, wounded, { ...s, character: undefined })).toBe(true);
	});

	it('initiative and position, in either spelling; an unset position is neither', () => {
		expect(ok({ kind: 'initiative', has: true }, view({ initiative: true }))).toBe(true);
		expect(ok({ kind: 'initiative', has: false }, view({ initiative: true }))).toBe(false);
		expect(ok({ kind: 'initiative', has: false })).toBe(true);
		expect(ok({ kind: 'initiative', has: false }, view(), { ...s, character: undefined })).toBe(false);
		for (const p of ['in control', 'in_control']) expect(ok({ kind: 'position', position: 'in_control' }, view({ position: p }))).toBe(true);
		expect(ok({ kind: 'position', position: 'bad_spot' }, view({ position: 'in a bad spot' }))).toBe(true);
		expect(ok({ kind: 'position', position: 'bad_spot' }, view({ position: 'in control' }))).toBe(false);
		expect(ok({ kind: 'position', position: 'bad_spot' })).toBe(false);
		expect(ok({ kind: 'position', position: 'in_control' })).toBe(false);
	});

	it('a progress score counts full boxes only', () => {
		expect(ok({ kind: 'score_at_least', track: 'failure', value: 2 }, view({ failure: 8 }))).toBe(true);
		expect(ok({ kind: 'score_at_least', track: 'failure', value: 2 }, view({ failure: 7 }))).toBe(false);
		expect(ok({ kind: 'score_at_least', track: 'failure', value: 0 }, view(), { ...s, character: undefined })).toBe(false);
	});

	it('the track\'s status and rank; a track with no status is active', () => {
		expect(ok({ kind: 'track_active' })).toBe(true);
		expect(ok({ kind: 'track_active' }, view({}, { status: 'complete' }))).toBe(false);
		expect(ok({ kind: 'track_active' }, view(), { ...s, track: undefined })).toBe(false);
		expect(ok({ kind: 'track_complete' }, view({}, { status: 'complete' }))).toBe(true);
		expect(ok({ kind: 'track_complete' })).toBe(false);
		expect(ok({ kind: 'track_complete' }, view({}, { status: 'complete' }), { ...s, track: undefined })).toBe(false);
		expect(ok({ kind: 'track_not', status: 'forsaken' }, view({}, { status: 'forsaken' }))).toBe(false);
		expect(ok({ kind: 'track_not', status: 'forsaken' })).toBe(true);
		expect(ok({ kind: 'track_not', status: 'forsaken' }, view({}, { status: 'forsaken' }), { ...s, track: undefined })).toBe(true);
		expect(ok({ kind: 'rank_below', rank: 'epic' }, view({}, { rank: 'epic' }))).toBe(false);
		expect(ok({ kind: 'rank_below', rank: 'epic' }, view({}, { rank: 'extreme' }))).toBe(true);
		expect(ok({ kind: 'rank_below', rank: 'epic' }, view({}, { rank: 'epic' }), { ...s, track: undefined })).toBe(true);
	});

	it('a stat from 1 to 3; a stat not on the sheet is not checked', () => {
		for (const [v, want] of [[0, false], [1, true], [3, true], [4, false]] as const) expect(ok({ kind: 'stat_in_range', stat: 'wits' }, view({ wits: v }))).toBe(want);
		expect(ok({ kind: 'stat_in_range', stat: 'heart' })).toBe(true);
		expect(ok({ kind: 'stat_in_range', stat: 'wits' }, view({ wits: 9 }), { ...s, character: undefined })).toBe(true);
	});

	it('the action die, a companion, a vehicle, the roll\'s stat', () => {
		const roll = { outcome: 'weak_hit' as const, match: false, challenge: [3, 9] as const, action: 1, stat: 'wits', progress: false };
		expect(ok({ kind: 'action_die', value: 1 }, view(), { ...s, roll })).toBe(true);
		expect(ok({ kind: 'action_die', value: 2 }, view(), { ...s, roll })).toBe(false);
		expect(ok({ kind: 'companion' })).toBe(false);
		expect(ok({ kind: 'companion' }, view(), { ...s, companion: { key: 'hawk_health', max: 3, name: 'Hawk' } })).toBe(true);
		expect(ok({ kind: 'vehicle' })).toBe(false);
		expect(ok({ kind: 'vehicle' }, view(), { ...s, vehicle: { key: 'integrity', max: 5, name: 'Ship' } })).toBe(true);
		expect(ok({ kind: 'rolled', stat: 'wits', what: 'Heal' }, view(), { ...s, roll })).toBe(true);
		expect(ok({ kind: 'rolled', stat: 'iron', what: 'Heal' }, view(), { ...s, roll })).toBe(false);
	});

	it('an add given for a reason, only when it adds something', () => {
		const roll = (adds: { value: number; reason: string }[]) => ({ ...s, roll: { outcome: 'miss' as const, match: false, challenge: [9, 9] as const, progress: false, adds } });
		expect(ok({ kind: 'add_for', reason: 'bond' }, view(), roll([{ value: 1, reason: 'Shared Bond' }]))).toBe(true);
		expect(ok({ kind: 'add_for', reason: 'bond' }, view(), roll([{ value: 0, reason: 'bond' }]))).toBe(false);
		expect(ok({ kind: 'add_for', reason: 'bond' }, view(), roll([{ value: 1, reason: 'camp' }]))).toBe(false);
		expect(ok({ kind: 'add_for', reason: 'bond' })).toBe(false);
	});

	it('a flag on the track, the fight last rolled in, a loss left over', () => {
		expect(ok({ kind: 'track_flag', key: 'boasted', is: true }, view({}, { boasted: true }))).toBe(true);
		expect(ok({ kind: 'track_flag', key: 'boasted', is: true })).toBe(false);
		expect(ok({ kind: 'track_flag', key: 'boasted', is: false })).toBe(true);
		expect(ok({ kind: 'track_flag', key: 'boasted', is: true }, view(), { ...s, track: undefined })).toBe(true);
		expect(ok({ kind: 'last_fight' }, view({ last_fight: T }))).toBe(true);
		expect(ok({ kind: 'last_fight' }, view({ last_fight: '[[Tracks/Other]]' }))).toBe(false);
		expect(ok({ kind: 'last_fight' })).toBe(true);
		expect(ok({ kind: 'last_fight' }, view({ last_fight: '[[Tracks/Other]]' }), { ...s, track: undefined })).toBe(true);
		expect(ok({ kind: 'loss_left' })).toBe(true);
		expect(ok({ kind: 'loss_left' }, view(), { ...s, loss: { amount: 2, left: 1 } })).toBe(true);
		expect(ok({ kind: 'loss_left' }, view(), { ...s, loss: { amount: 2, left: 0 } })).toBe(false);
	});
});

group('a requirement in the player\'s words', () => {
	it('says each rule as a disabled option or a refusal shows it', () => {
		const said: [Requirement, string][] = [
			[{ kind: 'at_least', gauge: 'companion_health', value: 1 }, 'companion health at least 1'],
			[{ kind: 'at_most', gauge: 'health', value: 4 }, 'health at most 4'],
			[{ kind: 'marked', impact: 'permanently_harmed' }, 'permanently harmed marked'],
			[{ kind: 'unmarked', impact: 'permanently_harmed' }, 'not permanently harmed'],
			[{ kind: 'initiative', has: true }, 'you have initiative'],
			[{ kind: 'initiative', has: false }, 'your foe has initiative'],
			[{ kind: 'position', position: 'in_control' }, 'you are in control'],
			[{ kind: 'position', position: 'bad_spot' }, 'you are in a bad spot'],
			[{ kind: 'score_at_least', track: 'failure', value: 1 }, 'failure track progress at least 1'],
			[{ kind: 'track_active' }, 'an active track'],
			[{ kind: 'track_complete' }, 'a complete track (for a connection: that you share a bond)'],
			[{ kind: 'track_not', status: 'complete' }, 'a track not completed'],
			[{ kind: 'track_not', status: 'forsaken' }, 'a track not forsaken'],
			[{ kind: 'rank_below', rank: 'epic' }, 'a rank below epic'],
			[{ kind: 'stat_in_range', stat: 'iron' }, 'iron from 1 to 3'],
			[{ kind: 'action_die', value: 1 }, 'a 1 on the action die'],
			[{ kind: 'companion' }, 'a companion on your sheet'],
			[{ kind: 'vehicle' }, 'a vehicle on your sheet'],
			[{ kind: 'vehicle_type', type: 'command_vehicle' }, 'a command vehicle (your starship)'],
			[{ kind: 'vehicle_type', type: 'support_vehicle' }, 'a support vehicle'],
			[{ kind: 'module', broken: true }, 'a broken module'],
			[{ kind: 'module', broken: false }, 'a module not broken'],
			[{ kind: 'track_flag', key: 'hold_no_iron', is: true }, 'hold no iron on the track'],
			[{ kind: 'track_flag', key: 'hold_no_iron', is: false }, 'not hold no iron on the track'],
			[{ kind: 'add_for', reason: 'bond' }, 'an add for a bond (--adds 1 --reason bond)'],
			[{ kind: 'last_fight' }, 'your last roll in a fight made in this one'],
			[{ kind: 'loss_left' }, 'a loss the meter cannot take'],
			[{ kind: 'rolled', stat: 'wits', what: 'Heal someone else' }, 'Heal someone else (a roll of +wits)'],
		];
		for (const [req, words] of said) expect(describe(req)).toBe(words);
	});
});
