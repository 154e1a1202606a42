import { describe, expect, it } from 'vitest';
import { StateView } from '../../../src/moves/engine/state-view';

const N = '[[Hero]]';

/** What a move writes to the notes: one change per key, from its first value to its last. */
describe('the notes a move changes', () => {
	it('records one change per key, from the first value to the last', () => {
		const v = new StateView({ [N]: { health: 5 } });
		v.set(N, 'health', 3);
		v.set(N, 'health', 2);
		expect(v.changes()).toEqual([{ note: N, key: 'health', from: 5, to: 2 }]);
	});

	it('a value set back to where it was is no change, but it was touched', () => {
		const v = new StateView({ [N]: { health: 5 } });
		v.set(N, 'health', 3);
		v.set(N, 'health', 5);
		expect(v.changes()).toEqual([]);
		expect(v.touched(N, 'health')).toBe(true);
		expect(v.touched(N, 'spirit')).toBe(false);
	});

	it('a new key is a change from nothing, and a list compares by its items', () => {
		const v = new StateView({ [N]: { assets: ['a'] } });
		v.set(N, 'wounded', true);
		v.set(N, 'assets', ['a']);
		expect(v.changes()).toEqual([{ note: N, key: 'wounded', from: null, to: true }]);
	});

	it('keeps its own copies: what a caller changes later is not in the view', () => {
		const sheet = { assets: ['a'] };
		const v = new StateView({ [N]: sheet });
		sheet.assets.push('b');
		const list = ['x'];
		v.set(N, 'assets', list);
		list.push('y');
		expect(v.get(N, 'assets')).toEqual(['x']);
	});

	it('reads a number, or the fallback when the value is not one', () => {
		const v = new StateView({ [N]: { health: 4, spirit: '3' } });
		expect(v.num(N, 'health')).toBe(4);
		expect(v.num(N, 'spirit')).toBe(0);
		expect(v.num(N, 'spirit', 5)).toBe(5);
		expect(v.num('[[Nobody]]', 'health', 1)).toBe(1);
	});

	it('refuses to write to a note it was not given', () => {
		expect(() => new StateView().set(N, 'health', 1)).toThrow('[[Hero]] is not loaded.');
	});

	it('a fork tries changes without touching the view, and carries the changes made so far', () => {
		const v = new StateView({ [N]: { health: 5 } });
		v.set(N, 'health', 4);
		const f = v.fork();
		f.set(N, 'health', 1);
		expect(v.get(N, 'health')).toBe(4);
		expect(f.changes()).toEqual([{ note: N, key: 'health', from: 5, to: 1 }]);
		expect(f.has(N)).toBe(true);
		expect(f.has('[[Other]]')).toBe(false);
		v.add('[[Other]]', { health: 2 });
		expect(v.has('[[Other]]')).toBe(true);
	});
});
