import { describe, expect, it } from 'vitest';
import { refuseBurdenClear } from '../../src/character/burden-quest';
import { MemoryVault } from '../helpers/memory-vault';

const SHEET = 'Characters/Kira.md';

/** A vault with a Starforged character carrying `sheet` and one vow of the given status. */
function vault(sheet: string, status = 'active'): MemoryVault {
	return new MemoryVault(
		new Map([
			[SHEET, `---\niron_ledger: character\nruleset: starforged\nname: Kira\n${sheet}\n---\n`],
			['Tracks/Reckoning.md', `---\niron_ledger: track\nkind: vow\nrank: extreme\nticks: 40\nstatus: ${status}\n---\n`],
		]),
	);
}

describe('debility clear of a burden its quest clears (DB-14)', () => {
	it('Starforged doomed, tormented, indebted: refused with no vow sworn, naming the quest’s rank', async () => {
		for (const burden of ['doomed', 'tormented', 'indebted']) {
			await expect(refuseBurdenClear(vault(`${burden}: true`), SHEET, burden)).rejects.toThrow(`no vow is sworn for it yet: Swear an Iron Vow (extreme) for it first`);
		}
	});

	it('refused while the vow tied to it is active; allowed once it is complete', async () => {
		const tied = 'doomed: true\ndoomed_vow: "[[Tracks/Reckoning]]"';
		await expect(refuseBurdenClear(vault(tied), SHEET, 'doomed')).rejects.toThrow('Doomed is cleared only by completing its quest: [[Tracks/Reckoning]] is not fulfilled yet');
		await expect(refuseBurdenClear(vault(tied, 'complete'), SHEET, 'doomed')).resolves.toBeUndefined();
	});

	it('leaves other debilities, and a burden not marked, to the sheet command', async () => {
		await expect(refuseBurdenClear(vault('wounded: true'), SHEET, 'wounded')).resolves.toBeUndefined();
		await expect(refuseBurdenClear(vault('doomed: false'), SHEET, 'doomed')).resolves.toBeUndefined();
	});
});
