/**
 * Checklist ids with no test of their own elsewhere: each is proven here on the existing
 * rules code, the move engine or the Datasworn data (docs/rules-coverage.md names these).
 */
import { describe, expect, it } from 'vitest';
import { createCharacter } from '../../src/campaign/create';
import { moveModel } from '../../src/moves';
import { applyEffect, newReport } from '../../src/moves/engine/effects';
import { ChoiceError, evaluate } from '../../src/moves/engine/evaluate';
import { impactRules } from '../../src/moves/engine/impacts';
import type { RulesetName, Situation } from '../../src/moves/engine/situation';
import { StateView } from '../../src/moves/engine/state-view';
import type { MoveExample, MoveModel } from '../../src/moves/model';
import type { StateStore } from '../../src/play/note-store';
import { resolveActionRoll } from '../../src/rules/action-roll';
import { METER_MAX, METER_MIN, sufferMeter, takeMeter } from '../../src/rules/meters';
import type { OracleTable } from '../../src/rules/oracle-table';
import { readFrontmatter } from '../../src/state/frontmatter-text';
import { classic, delve, library, starforged } from '../helpers/content';
import { LINKS, defaultSheet, runExample } from '../moves/run-example';

const HERO = '[[Characters/Hero]]';
const ALLY = '[[Characters/Ally]]';
const FOE = '[[Tracks/Foe]]';

function model(id: string): MoveModel {
	const found = moveModel(id);
	if (!found) throw new Error(`No outcome model for ${id}`);
	return found;
}

/** One worked example, run as tests/moves/examples.test.ts runs them. */
function run(ruleset: RulesetName, id: string, example: Omit<MoveExample, 'name' | 'expect'>) {
	return runExample(library.ruleset(ruleset), model(id), { name: 'coverage gap', expect: {}, ...example });
}

const hero = (r: ReturnType<typeof run>, key: string) => r.view.get(LINKS.CHARACTER, key);
const rows = (t: OracleTable) => t.rows.map((r) => [r.min, r.max]);

/** Two characters on one fight track: the party the group rules talk about. */
function party(ruleset: RulesetName, sheets: { hero?: Record<string, unknown>; ally?: Record<string, unknown> } = {}) {
	const scope = library.ruleset(ruleset);
	const impacts = impactRules(scope);
	const keys = impacts.map((i) => i.key);
	const view = new StateView({
		[HERO]: { ...defaultSheet(ruleset, keys), ...sheets.hero },
		[ALLY]: { ...defaultSheet(ruleset, keys), ...sheets.ally },
		[FOE]: { iron_ledger: 'track', kind: 'fight', rank: 'dangerous', ticks: 0, status: 'active' },
	});
	/** `character` makes move `id` with an action roll of these dice, stat 2. */
	const act = (character: string, id: string, dice: [number, number, number]) => {
		const roll = resolveActionRoll({ stat: 2, adds: 0, action: dice[0], challenge: [dice[1], dice[2]] });
		const situation: Situation = {
			ruleset,
			moveId: id,
			moveName: scope.move(id).name,
			character,
			track: FOE,
			impacts,
			roll: { outcome: roll.outcome, match: roll.match, challenge: roll.challenge, action: roll.action, progress: false },
		};
		return evaluate(model(id), view, situation);
	};
	return { view, act };
}

/** A store that keeps what createCharacter writes. */
function memoryStore(): { store: StateStore; written: Map<string, string> } {
	const written = new Map<string, string>();
	const store = {
		create: (path: string, text: string) => {
			written.set(path, text);
			return Promise.resolve();
		},
	} as unknown as StateStore;
	return { store, written };
}

const STATS = { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 };

describe('4. Condition meters', () => {
	it('ME-01 health is an integer from 0 to 5 and starts at 5', () => {
		expect([METER_MIN, METER_MAX]).toEqual([0, 5]);
		expect(takeMeter(4, 3).to).toBe(5);
		expect(sufferMeter(1, 3).to).toBe(0);
		expect(classic.rules().meters.health).toMatchObject({ min: 0, max: 5, value: 5 });
	});

	it('ME-02 spirit is an integer from 0 to 5 and starts at 5', () => {
		expect(takeMeter(5, 1)).toMatchObject({ to: 5, refused: 1 });
		expect(sufferMeter(2, 4)).toMatchObject({ to: 0, overflow: 2 });
		expect(classic.rules().meters.spirit).toMatchObject({ min: 0, max: 5, value: 5 });
	});

	it('ME-03 supply is 0 to 5, starts at 5, and Datasworn marks it shared by allies', () => {
		for (const scope of [classic, delve, starforged]) expect(scope.rules().meters.supply).toMatchObject({ min: 0, max: 5, value: 5, shared: true });
	});

	it('ME-05 wounded blocks +health: shake it off cannot be chosen, and no gain gets through', () => {
		expect(takeMeter(2, 1, 'wounded')).toMatchObject({ to: 2, refused: 1, blockedBy: 'wounded' });
		const strong = run('classic', 'move:classic/suffer/endure_harm', { stat: 'health/iron', sheet: { health: 4, wounded: true }, suffer: 1, dice: [6, 1, 2] });
		expect(strong.evaluation?.choices[0]?.options.map((o) => o.disabled)).toEqual(['you are wounded', undefined]);
		expect(() => run('classic', 'move:classic/suffer/endure_harm', { stat: 'health/iron', sheet: { health: 4, wounded: true }, suffer: 1, dice: [6, 1, 2], choose: [1] })).toThrow(ChoiceError);
		const camp = run('classic', 'move:classic/adventure/make_camp', { stat: 'supply', sheet: { shaken: true }, dice: [4, 2, 6] });
		expect(camp.evaluation?.choices[0]?.options.find((o) => o.text.startsWith('Relax'))?.disabled).toBe('you are shaken');
	});

	it('ME-10 shake it off needs health above 0; embrace the pain is always open', () => {
		const atZero = run('classic', 'move:classic/suffer/endure_harm', { stat: 'health/iron', sheet: { health: 1 }, suffer: 1, dice: [6, 1, 2] });
		expect(atZero.evaluation?.choices[0]?.options.map((o) => o.disabled)).toEqual(['needs health at least 1', undefined]);
		const above = run('classic', 'move:classic/suffer/endure_harm', { stat: 'health/iron', sheet: { health: 3 }, suffer: 1, dice: [6, 1, 2], choose: [1] });
		expect([hero(above, 'health'), hero(above, 'momentum')]).toEqual([3, 1]);
	});

	it('ME-13 with wounded and maimed both marked, the Endure Harm table is the only choice', () => {
		const sheet = { health: 1, wounded: true, maimed: true };
		const miss = run('classic', 'move:classic/suffer/endure_harm', { stat: 'health/iron', sheet, suffer: 1, dice: [1, 5, 7] });
		expect(miss.evaluation?.choices[0]?.options.map((o) => [o.text, o.disabled !== undefined])).toEqual([
			['Mark wounded', true],
			['Mark maimed', true],
			['Roll on the Endure Harm table', false],
		]);
		expect(() => run('classic', 'move:classic/suffer/endure_harm', { stat: 'health/iron', sheet, suffer: 1, dice: [1, 5, 7], choose: [2] })).toThrow(ChoiceError);
	});

	it('ME-16 with shaken and corrupted both marked, the Endure Stress table is the only choice', () => {
		const sheet = { spirit: 1, shaken: true, corrupted: true };
		const miss = run('classic', 'move:classic/suffer/endure_stress', { stat: 'spirit/heart', sheet, suffer: 2, dice: [1, 6, 8] });
		expect(miss.evaluation?.choices[0]?.options.map((o) => [o.text, o.disabled !== undefined])).toEqual([
			['Mark shaken', true],
			['Mark corrupted', true],
			['Roll on the Endure Stress table', false],
		]);
	});

	it('ME-14 the Endure Harm table: 1-10 Face Death, 11-20 dying, 21-35 unconscious, 36-50 reeling, 51-100 standing', () => {
		const t = classic.table('move.oracle_rollable:classic/suffer/endure_harm.endure_harm');
		expect(rows(t)).toEqual([[1, 10], [11, 20], [21, 35], [36, 50], [51, 100]]);
		expect(t.rows[0]?.text).toMatch(/Face Death/);
		expect(t.rows[1]?.text).toMatch(/dying/);
		expect(t.rows[2]?.text).toMatch(/unconscious/);
		expect(t.rows[3]?.text).toMatch(/reeling/);
		expect(t.rows[4]?.text).toMatch(/still standing/);
	});

	it('ME-17 the Endure Stress table: 1-10 Face Desolation, 11-25 Forsake Your Vow, 26-50 against your instincts, 51-100 persevere', () => {
		const t = classic.table('move.oracle_rollable:classic/suffer/endure_stress.endure_stress');
		expect(rows(t)).toEqual([[1, 10], [11, 25], [26, 50], [51, 100]]);
		expect(t.rows[0]?.text).toMatch(/Face Desolation/);
		expect(t.rows[1]?.text).toMatch(/Forsake Your Vow/);
		expect(t.rows[3]?.text).toMatch(/persevere/);
	});

	it('ME-27 each Sojourn option may be chosen only once', () => {
		expect(() => run('classic', 'move:classic/relationship/sojourn', { stat: 'heart', dice: [5, 3, 6], choose: [7, 7] })).toThrow(/only once/);
		const two = run('classic', 'move:classic/relationship/sojourn', { stat: 'heart', sheet: { supply: 3 }, dice: [5, 3, 6], choose: [6, 7] });
		expect([hero(two, 'supply'), hero(two, 'momentum')]).toEqual([5, 4]);
	});
});

describe('5. Debilities', () => {
	it('DB-01 the debilities are conditions (4), banes (2) and burdens (2)', () => {
		const byCategory = (category: string) => classic.rules().impacts.filter((i) => i.category === category).map((i) => i.key);
		expect(byCategory('conditions')).toEqual(['wounded', 'shaken', 'unprepared', 'encumbered']);
		expect(byCategory('banes')).toEqual(['maimed', 'corrupted']);
		expect(byCategory('burdens')).toEqual(['cursed', 'tormented']);
	});

	it('DB-02 a bane or a burden lowers max momentum as a condition does', () => {
		// +2 momentum at 7 with maimed and cursed marked: max is 8.
		const r = run('classic', 'move:classic/adventure/gather_information', { stat: 'wits', sheet: { momentum: 7, maimed: true, cursed: true }, dice: [6, 1, 5] });
		expect(hero(r, 'momentum')).toBe(8);
		const marked = run('classic', 'move:classic/suffer/endure_stress', { stat: 'spirit/heart', sheet: { spirit: 1, momentum: 10 }, suffer: 1, dice: [1, 6, 8], choose: [2] });
		// −1 momentum on the miss, then corrupted (a bane) brings max to 9.
		expect([hero(marked, 'corrupted'), hero(marked, 'momentum')]).toEqual([true, 9]);
	});

	it('DB-06 encumbered blocks no meter: Datasworn gives it no prevents_recovery, and health still rises', () => {
		expect(classic.rules().impacts.find((i) => i.key === 'encumbered')).toMatchObject({ category: 'conditions', prevents_recovery: [] });
		const r = run('classic', 'move:classic/adventure/make_camp', { stat: 'supply', sheet: { encumbered: true, health: 3 }, dice: [4, 2, 6], choose: [1, 4] });
		expect([hero(r, 'health'), hero(r, 'momentum')]).toEqual([4, 3]);
	});

	it('DB-07 clearing wounded restores max momentum and lets health rise again', () => {
		// Max momentum is 9 while wounded; Mend clears it and heals, then Plan's +2 reaches 10.
		const r = run('classic', 'move:classic/relationship/sojourn', { stat: 'heart', sheet: { wounded: true, health: 2, momentum: 8 }, dice: [5, 3, 6], choose: [1, 7] });
		expect([hero(r, 'wounded'), hero(r, 'health'), hero(r, 'momentum')]).toEqual([false, 3, 10]);
	});

	it('DB-09 banes are permanent: Datasworn says so, and the engine will not clear maimed', () => {
		for (const key of ['maimed', 'corrupted']) expect(classic.rules().impacts.find((i) => i.key === key)?.permanent).toBe(true);
		const view = new StateView({ [HERO]: { maimed: true, momentum: 2 } });
		const report = newReport();
		applyEffect(view, { ruleset: 'classic', moveId: 'test', character: HERO, impacts: impactRules(classic) }, { kind: 'clear', impact: 'maimed' }, report);
		expect(view.get(HERO, 'maimed')).toBe(true);
		expect(report.notes.join()).toMatch(/permanent/);
	});

	it('DB-12 a new character has every debility (classic) or impact (Starforged) unmarked', async () => {
		for (const ruleset of ['classic', 'starforged'] as const) {
			const { store, written } = memoryStore();
			const path = await createCharacter(store, library, { name: 'Kira', ruleset, stats: STATS, folder: 'Characters' });
			const fm = readFrontmatter(written.get(path) ?? '');
			const keys = library.ruleset(ruleset).rules().impacts.map((i) => i.key);
			expect(keys.length).toBeGreaterThan(7);
			for (const key of keys) expect(fm[key], `${ruleset} ${key}`).toBe(false);
		}
	});
});

describe('6. Experience', () => {
	it('XP-07 a new character has at most three assets and no experience marked', async () => {
		const { store, written } = memoryStore();
		const assets = ['asset:classic/companion/hawk', 'asset:classic/combat_talent/archer'];
		const path = await createCharacter(store, library, { name: 'Kira', ruleset: 'classic', stats: STATS, folder: 'Characters', assets });
		expect(readFrontmatter(written.get(path) ?? '')).toMatchObject({ assets, xp_earned: 0, xp_spent: 0 });
		const four = [...assets, 'asset:classic/path/ritualist', 'asset:classic/path/alchemist'];
		await expect(createCharacter(store, library, { name: 'Bran', ruleset: 'classic', stats: STATS, folder: 'Characters', assets: four })).rejects.toThrow(/at most three assets/);
	});
});

describe('6. Experience: asset abilities', () => {
	it('XP-06 abilities are marked by id, in any order: a hawk with its first and third abilities counts two', () => {
		const hawk = { hawk_health: 1, assets: ['asset:classic/companion/hawk'], asset_abilities: ['asset.ability:classic/companion/hawk.0', 'asset.ability:classic/companion/hawk.2'] };
		const r = run('classic', 'move:classic/suffer/companion_endure_harm', { stat: 'heart/companion_health', sheet: hawk, suffer: 1, dice: [1, 4, 8], choose: [1] });
		expect([hero(r, 'xp_earned'), hero(r, 'asset_abilities')]).toEqual([2, []]);
	});
});

describe('2, 3 and 7. Allies, shared tracks and initiative', () => {
	it('MO-21 on a group move only the character who made the move gains the momentum', () => {
		const { view, act } = party('classic');
		act(HERO, 'move:classic/combat/battle', [5, 2, 4]);
		expect([view.get(HERO, 'momentum'), view.get(ALLY, 'momentum')]).toEqual([4, 2]);
	});

	it('PR-11 allies share one fight track: harm from each of them marks the same track', () => {
		const { view, act } = party('classic', { hero: { initiative: true }, ally: { initiative: true } });
		act(HERO, 'move:classic/combat/strike', [5, 3, 4]);
		act(ALLY, 'move:classic/combat/strike', [3, 2, 9]);
		// Dangerous: 2 boxes per harm. 3 harm, then 2 harm: 10 boxes on the one track.
		expect(view.get(FOE, 'ticks')).toBe(40);
	});

	it('CB-20 each ally keeps their own initiative', () => {
		const { view, act } = party('classic');
		act(HERO, 'move:classic/combat/enter_the_fray', [5, 3, 6]);
		act(ALLY, 'move:classic/combat/enter_the_fray', [1, 7, 8]);
		expect([view.get(HERO, 'initiative'), view.get(ALLY, 'initiative')]).toEqual([true, false]);
	});

	it('CB-13 an End the Fight strong hit leaves you with initiative', () => {
		const r = run('classic', 'move:classic/combat/end_the_fight', { stat: 'progress', sheet: { initiative: true }, track: { rank: 'dangerous', ticks: 28, kind: 'fight', decisive: true }, dice: [3, 6] });
		expect([r.outcome, hero(r, 'initiative')]).toEqual(['strong_hit', true]);
	});

	it('CB-02 Enter the Fray rolls +heart facing off, +shadow against an unaware foe, +wits when ambushed', () => {
		const options = classic.move('Enter the Fray').conditions.map((c) => c.options.map((o) => ('stat' in o ? o.stat : '')).join());
		expect(options).toEqual(['heart', 'shadow', 'wits']);
	});
});

describe('9. Starforged', () => {
	it('SF-41 Starforged impacts lower max momentum and the reset exactly as classic debilities do', () => {
		const capped = run('starforged', 'move:starforged/adventure/gather_information', { stat: 'wits', sheet: { momentum: 8, permanently_harmed: true, battered: true }, dice: [6, 1, 5] });
		expect(hero(capped, 'momentum')).toBe(8);
		const burned = run('starforged', 'move:starforged/adventure/face_danger', { stat: 'edge', sheet: { momentum: 8, wounded: true }, dice: [1, 5, 6], burn: true });
		// One impact: the burn resets momentum to +1, then the strong hit takes +1.
		expect([burned.outcome, hero(burned, 'momentum')]).toEqual(['strong_hit', 2]);
	});
});

describe('10. Delve tables', () => {
	it('DV-11 Reveal a Danger: 1-30 theme card, 31-45 domain card, 46-94 general dangers, 95-100 twice more', () => {
		const t = delve.table('move.oracle_rollable:delve/delve/reveal_a_danger.reveal_a_danger');
		expect(rows(t).slice(0, 2)).toEqual([[1, 30], [31, 45]]);
		expect([t.rows[0]?.text, t.rows[1]?.text]).toEqual(['Check the theme card.', 'Check the domain card.']);
		expect(t.rows[2]?.min).toBe(46);
		expect(t.rows[t.rows.length - 2]?.max).toBe(94);
		expect(t.rows[t.rows.length - 1]).toMatchObject({ min: 95, max: 100, rolls: [{ times: 2, duplicates: 'make_it_worse' }] });
	});

	it('DV-12 Reveal a Danger (alternate) has 10 rows and no theme or domain rows', () => {
		const t = delve.table('move.oracle_rollable:delve/delve/reveal_a_danger_alt.reveal_a_danger_alt');
		expect(t.rows).toHaveLength(10);
		expect(t.rows.some((r) => /theme card|domain card/.test(r.text))).toBe(false);
	});

	it('DV-22 Advance a Threat: 1-30 readies, 31-70 mark menace, 71-100 mark menace twice', () => {
		const t = delve.table('move.oracle_rollable:delve/threat/advance_a_threat.advance_a_threat');
		expect(rows(t)).toEqual([[1, 30], [31, 70], [71, 100]]);
		expect(t.rows[0]?.text).toMatch(/Reach a Milestone.*Otherwise, mark menace/s);
		expect(t.rows[1]?.text).toMatch(/Mark menace\.$/);
		expect(t.rows[2]?.text).toMatch(/Mark menace twice/);
	});

	it('DV-25 Datasworn has no menace track and no size for a mark of menace', () => {
		expect(Object.keys(delve.rules().specialTracks)).toEqual(['bonds', 'failure_track']);
		const table = delve.table('move.oracle_rollable:delve/threat/advance_a_threat.advance_a_threat');
		const texts = [delve.move('Advance a Threat').text, ...table.rows.map((r) => r.text)];
		expect(texts[0]).toMatch(/mark the last box on the threat’s menace track/);
		// "Mark menace" and "mark menace twice", never a number of ticks or boxes.
		for (const text of texts) expect(text).not.toMatch(/\b(\d+|one|two|three|four) (ticks?|box(es)?)\b/i);
	});
});
