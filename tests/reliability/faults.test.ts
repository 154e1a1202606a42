import { describe, expect, it, vi } from 'vitest';
import { faultyFs } from '../helpers/disk-faults';
import { type FaultFigures, SCENARIOS, attack } from '../helpers/fault-run';
import { figure } from './figures';

vi.mock('node:fs', (load) => faultyFs(load as () => Promise<typeof import('node:fs')>));

/** Each errno a disk gives a write, and a write cut short, at every writing call of each command in turn. */
const CODES = ['ENOSPC', 'EFBIG', 'EROFS', 'EACCES', 'EPERM', 'ENAMETOOLONG', 'EIO', 'EDQUOT'];

describe('write faults', () => {
	it('every writing call of a move, a roll and a new note fails in turn, with every errno: no note torn, nothing left behind', async () => {
		const figures: FaultFigures = { faults: 0, shortWrites: 0, failedCleanly: 0, succeeded: 0, broken: [] };
		for (const scenario of SCENARIOS) await attack(scenario, CODES, figures);
		figure('write faults injected', `${figures.faults} faults (${CODES.length} errnos × every writing call of ${SCENARIOS.length} commands): ${figures.failedCleanly} refused with every note as it was, ${figures.succeeded} finished whole (a fault in clean-up only); ${figures.broken.length} torn or truncated notes or files left behind`);
		figure('short writes injected', `${figures.shortWrites} writes cut short: ${figures.broken.filter((b) => b.includes('short')).length} notes truncated`);
		expect(figures.broken).toEqual([]);
		expect(figures.faults).toBeGreaterThan(100);
	});
});
