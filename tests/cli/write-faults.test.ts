import { describe, expect, it, vi } from 'vitest';
import { faultyFs } from '../helpers/disk-faults';
import { type FaultFigures, SCENARIOS, attack } from '../helpers/fault-run';

vi.mock('node:fs', (load) => faultyFs(load as () => Promise<typeof import('node:fs')>));

/**
 * Every writing call of a move fails in turn (a full disk, and a write cut short): the move is
 * all or nothing. The full round, every errno and every scenario, is in `npm run test:reliability`.
 */
describe('a failing disk, every write of a move in turn', () => {
	it('a full disk or a cut write at any point leaves every note as it was, or a campaign verify agrees with', async () => {
		const figures: FaultFigures = { faults: 0, shortWrites: 0, failedCleanly: 0, succeeded: 0, broken: [] };
		await attack(SCENARIOS[0]!, ['ENOSPC'], figures);
		expect(figures.broken).toEqual([]);
		expect(figures.faults).toBeGreaterThan(5);
		expect(figures.shortWrites).toBeGreaterThan(0);
		expect(figures.failedCleanly).toBeGreaterThan(0);
	});
});
