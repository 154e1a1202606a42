import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCharacter } from '../../src/campaign/create';
import { changeAssetControl, setAssetCondition } from '../../src/character/asset-controls';
import { changeMeter, impactKey } from '../../src/character/conditions';
import { openSheet } from '../../src/character/sheet';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { StateError } from '../../src/state/schema';
import { library } from '../helpers/content';

/** Object's own names, typed as a meter, a control, a condition or a debility: each is one nobody has. */
const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function sheetWithHawk() {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-hostile-sheet-'));
	made.push(dir);
	const store = new FileStateStore(dir);
	const stats = { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 };
	const path = await createCharacter(store, library, { name: 'Kira', ruleset: 'classic', stats, folder: 'Characters', assets: ['asset:classic/companion/hawk'] });
	return openSheet(store, library, path);
}

describe('sheet lookups of names a player types', () => {
	it.each(HOSTILE)('meter %s is no meter', async (name) => {
		const sheet = await sheetWithHawk();
		expect(() => changeMeter(sheet, name, 1)).toThrow(new StateError(`There is no meter "${name}": use health, spirit, supply or momentum.`));
		expect(sheet.view.changes()).toEqual([]);
	});

	it.each(HOSTILE)("Hawk's %s is no meter and no condition", async (name) => {
		const sheet = await sheetWithHawk();
		expect(() => changeAssetControl(sheet, 'Hawk', name, 1)).toThrow(`Hawk has no meter "${name}": it has health.`);
		expect(() => setAssetCondition(sheet, 'Hawk', name, true)).toThrow(`Hawk has no condition "${name}"`);
		expect(() => impactKey(sheet, name)).toThrow(`has no debility or impact "${name}"`);
		expect(sheet.view.changes()).toEqual([]);
	});

	it('the real ones still change the sheet', async () => {
		const sheet = await sheetWithHawk();
		expect(changeMeter(sheet, 'Spirit', -1)).toBe('Suffer −1 spirit');
		expect(changeAssetControl(sheet, 'Hawk', 'health', -1)).toBe('Hawk: suffer −1 health');
	});
});
