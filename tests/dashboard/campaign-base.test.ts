import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { campaignBase } from '../../src/dashboard/campaign-base';
import { cliErrorIn, cliTextIn } from '../cli/run-cli';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('the campaign dashboard (an Obsidian Bases file)', () => {
	it('is YAML with a view each for characters, active tracks, clocks and threats, over the keys Iron Ledger keeps', () => {
		const base = parse(campaignBase()) as { views: { name: string; type: string; filters: { and: string[] }; order: string[] }[]; formulas: Record<string, string> };
		expect(base.views.map((v) => [v.name, v.type])).toEqual([
			['Characters', 'table'],
			['Active tracks', 'table'],
			['Clocks', 'table'],
			['Threats', 'table'],
		]);
		expect(base.views.map((v) => v.filters.and[0])).toEqual(['iron_ledger == "character"', 'iron_ledger == "track"', 'iron_ledger == "clock"', 'iron_ledger == "track"']);
		// Every formula a view shows is defined.
		for (const v of base.views) for (const key of v.order.filter((k) => k.startsWith('formula.'))) expect(base.formulas[key.slice(8)], key).toBeDefined();
		// A character's truths note (the `truths` link *Choose your world's truths* writes) is a column of its own.
		expect(base.views[0]?.order).toContain('truths');
	});

	it('`iron-ledger dashboard` writes it once, and never overwrites a file the player has', () => {
		const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-dashboard-'));
		made.push(dir);
		mkdirSync(join(dir, '.obsidian'));
		expect(cliTextIn(dir, 'dashboard')).toMatch(/^Created Campaign dashboard\.base/);
		expect(readFileSync(join(dir, 'Campaign dashboard.base'), 'utf8')).toBe(campaignBase());
		writeFileSync(join(dir, 'Campaign dashboard.base'), 'my own edits\n');
		expect(cliErrorIn(dir, 'dashboard')).toMatch(/already there: it is yours/);
		expect(readFileSync(join(dir, 'Campaign dashboard.base'), 'utf8')).toBe('my own edits\n');
	});
});
