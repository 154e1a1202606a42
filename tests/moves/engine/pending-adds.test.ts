import { describe, expect, it } from 'vitest';
import { pendingAdds } from '../../../src/moves/engine/pending-adds';

describe('pendingAdds: the "+N on your next move" a sheet keeps', () => {
	it('reads each add with what limits it', () => {
		expect(pendingAdds([{ value: 1, reason: 'Make Camp', move: 'move:classic/adventure/undertake_a_journey' }, { value: 2, reason: 'Turn the Tide', progress: true, momentum_on_hit: 1 }])).toEqual([
			{ value: 1, reason: 'Make Camp', move: 'move:classic/adventure/undertake_a_journey' },
			{ value: 2, reason: 'Turn the Tide', progress: true, momentum_on_hit: 1 },
		]);
	});

	it('skips what a hand edit left without a number, and names an add without a reason', () => {
		expect(pendingAdds([null, 'plus one', { value: '1' }, { value: 1 }])).toEqual([{ value: 1, reason: 'next move' }]);
		expect(pendingAdds('+1')).toEqual([]);
		expect(pendingAdds(undefined)).toEqual([]);
	});
});
