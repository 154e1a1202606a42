import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ABILITY_ENTRIES } from '../../src/assets/abilities';

interface RawAbility { _id: string; text: string; enhance_moves?: { enhances?: string[] | null }[] }
interface RawMove { _id: string; roll_type: string }

function load(path: string) {
	return JSON.parse(readFileSync(new URL(`../../node_modules/@datasworn/${path}`, import.meta.url), 'utf8')) as {
		assets: Record<string, { contents: Record<string, { abilities: RawAbility[] }> }>;
		moves: Record<string, { contents: Record<string, RawMove> }>;
	};
}

const PACKAGES = [load('ironsworn-classic/json/classic.json'), load('starforged/json/starforged.json'), load('ironsworn-classic-delve/json/delve.json'), load('sundered-isles/json/sundered_isles.json')];
const ABILITIES = new Map<string, RawAbility>();
const MOVES = new Map<string, RawMove>();
for (const pkg of PACKAGES) {
	for (const c of Object.values(pkg.assets ?? {})) for (const a of Object.values(c.contents)) for (const ab of a.abilities) ABILITIES.set(ab._id, ab);
	for (const c of Object.values(pkg.moves ?? {})) for (const m of Object.values(c.contents)) MOVES.set(m._id, m);
}
const ROLLABLE = new Set(['edge', 'heart', 'iron', 'shadow', 'wits', 'health', 'spirit', 'supply', 'companion_health', 'integrity']);

describe('asset ability data', () => {
	it('has one entry for every ability in Datasworn, and none for anything else', () => {
		const ids = ABILITY_ENTRIES.map((e) => e.id);
		expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
		expect(ids.filter((id) => !ABILITIES.has(id))).toEqual([]);
		expect([...ABILITIES.keys()].filter((id) => !ids.includes(id))).toEqual([]);
	});

	for (const entry of ABILITY_ENTRIES) {
		if (!('uses' in entry)) continue;
		it(`${entry.id} names real moves, stats and the numbers its text gives`, () => {
			const raw = ABILITIES.get(entry.id);
			expect(raw, 'the ability exists').toBeDefined();
			const text = raw?.text ?? '';
			const named = new Set([...(raw?.enhance_moves ?? []).flatMap((e) => e.enhances ?? []), ...[...text.matchAll(/datasworn:(move:[a-z_/]+)/g)].map((m) => m[1])]);
			expect(entry.uses.length).toBeGreaterThan(0);
			for (const use of entry.uses) {
				expect(use.benefits.length).toBeGreaterThan(0);
				for (const id of use.moves) {
					if (id === '*') continue;
					expect(MOVES.has(id), `${id} exists`).toBe(true);
					expect(named.has(id) || (raw?.enhance_moves ?? []).some((e) => !e.enhances), `${id} is one the ability names`).toBe(true);
					if (use.benefits.some((b) => b.kind === 'add')) expect(MOVES.get(id)?.roll_type, `${id} is an action roll`).toBe('action_roll');
				}
				for (const s of use.stats ?? []) expect(ROLLABLE.has(s), `${s} is rollable`).toBe(true);
				for (const b of use.benefits) {
					if (b.kind === 'add') expect(text).toContain(`+${b.value}`);
					if (b.kind === 'gain') expect(text).toMatch(new RegExp(`[+-]${Math.abs(b.amount)} ${b.gauge === 'companion_health' ? '' : b.gauge}`));
					if (b.kind === 'reroll') expect(text).toMatch(/reroll/i);
					if (b.kind === 'upgrade') expect(text).toMatch(/strong hit/i);
					if (b.kind === 'harm') expect(text).toContain(`+${b.amount} harm`);
					if (b.kind === 'next_add') expect(text).toMatch(new RegExp(`\\+${b.value} on your next move`));
				}
				if (use.onBurn) expect(text).toMatch(/burn momentum/i);
				for (const b of use.benefits) {
					if (b.kind === 'harm') for (const id of use.moves) expect(['move:classic/combat/strike', 'move:classic/combat/clash'], `${id} inflicts harm`).toContain(id);
				}
			}
		});
	}
});
