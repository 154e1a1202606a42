import { describe, expect, it } from 'vitest';
import { connectionOffers } from '../../src/play/connections';
import type { Situation } from '../../src/moves/engine/situation';

const tam = { link: '[[Tracks/Old Tam]]', name: 'Old Tam', roles: ['navigator'], bonded: false, bolstered: false };
const at = (moveId: string, connections: Situation['connections'], track?: string): Situation => ({ ruleset: 'starforged', moveId, impacts: [], connections, ...(track ? { track } : {}) });

describe('connectionOffers (SF-13, SF-15, SF-17)', () => {
	it('a role offers +1 and +1 momentum on a hit; bolstered, +2', () => {
		expect(connectionOffers(at('move:starforged/adventure/face_danger', [tam])).map((o) => o.benefits)).toEqual([[{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: ['strong_hit', 'weak_hit'] }]]);
		expect(connectionOffers(at('move:starforged/adventure/face_danger', [{ ...tam, bolstered: true }]))[0]?.benefits[0]).toEqual({ kind: 'add', value: 2 });
	});

	it('offers nothing without a role, nor for a move on their own track', () => {
		expect(connectionOffers(at('move:starforged/adventure/face_danger', [{ ...tam, roles: [] }]))).toEqual([]);
		expect(connectionOffers(at('move:starforged/connection/test_your_relationship', [tam], tam.link))).toEqual([]);
	});

	it('a vow sworn to them: +1, or +2 bonded, with or without a role', () => {
		const swear = 'move:starforged/quest/swear_an_iron_vow';
		expect(connectionOffers(at(swear, [{ ...tam, roles: [] }])).map((o) => [o.name, o.benefits])).toEqual([['Old Tam', [{ kind: 'add', value: 1 }]]]);
		expect(connectionOffers(at(swear, [{ ...tam, roles: [], bonded: true }]))[0]?.benefits).toEqual([{ kind: 'add', value: 2 }]);
	});
});
