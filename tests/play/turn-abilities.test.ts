import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { abilityOffers, automaticOffers } from '../../src/assets/ability-offers';
import { createCharacter } from '../../src/campaign/create';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { finishActionMove } from '../../src/play/make-move';
import { MoveTurn } from '../../src/play/turn';
import { fixedDice } from '../../src/rules/dice';
import { library } from '../helpers/content';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function kira(ruleset: 'classic' | 'starforged', assets: string[], extra: Record<string, unknown> = {}) {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-abilities-'));
	made.push(dir);
	const store = new FileStateStore(dir);
	const path = await createCharacter(store, library, { name: 'Kira', ruleset, stats: { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 }, folder: '', assets });
	await store.updateFrontmatter(path, (fm) => Object.assign(fm, extra));
	return { store, path };
}

async function turnFor(ruleset: 'classic' | 'starforged', moveId: string, assets: string[], extra: Record<string, unknown> = {}) {
	const { store, path } = await kira(ruleset, assets, extra);
	return MoveTurn.open({ content: library, ruleset, move: library.ruleset(ruleset).move(moveId), store, characterPath: path });
}

const HAWK = 'asset:classic/companion/hawk';
const sheet = (fm: Record<string, unknown>) => (k: string) => fm[k];

describe('asset abilities offered for a move', () => {
	const scope = library.ruleset('classic');
	const fm = { assets: [HAWK], asset_abilities: ['asset.ability:classic/companion/hawk.0', 'asset.ability:classic/companion/hawk.1'], hawk_health: 3, hawk_name: 'Kestrel' };

	it('only marked abilities, only for the moves and stats they name, by the companion’s own name', () => {
		const journey = abilityOffers(scope, sheet(fm), 'move:classic/adventure/undertake_a_journey', ['wits']);
		expect(journey.map((o) => o.name)).toEqual(['Kestrel: Far-seeing']);
		expect(automaticOffers(journey)).toHaveLength(1);
		expect(abilityOffers(scope, sheet(fm), 'move:classic/adventure/secure_an_advantage', ['edge']).map((o) => [o.name, o.when !== undefined])).toEqual([['Kestrel: Fierce', true]]);
		expect(abilityOffers(scope, sheet(fm), 'move:classic/adventure/secure_an_advantage', ['wits'])).toEqual([]);
		expect(abilityOffers(scope, sheet(fm), 'move:classic/adventure/face_danger', ['wits'])).toEqual([]);
	});

	it('a companion at 0 health lends no ability (classic: until it gains +1 health)', () => {
		const offers = abilityOffers(scope, sheet({ ...fm, hawk_health: 0 }), 'move:classic/adventure/undertake_a_journey', ['wits']);
		expect(offers[0]?.unavailable).toBe('Kestrel is at 0 health');
		expect(automaticOffers(offers)).toEqual([]);
	});
});

describe('abilities applied to the move', () => {
	it('an automatic add is in the score and named in the block', async () => {
		const turn = await turnFor('classic', 'move:classic/adventure/undertake_a_journey', [HAWK]);
		turn.abilities.use(automaticOffers(turn.abilities.offers(['wits'])));
		const rolled = turn.rollAction({ name: 'wits', value: 1 }, [], fixedDice([4, 5, 9]));
		expect(rolled.roll.score).toBe(6);
		turn.settle(finishActionMove(rolled, false));
		const block = turn.block();
		expect(block.kind === 'action' && block.adds).toEqual([{ value: 1, reason: 'Hawk: Far-seeing' }]);
		expect(block.abilities).toEqual([{ ability: 'asset.ability:classic/companion/hawk.0', name: 'Hawk: Far-seeing' }]);
	});

	it('"+1 momentum on a hit" follows the move’s own momentum, and not on a miss', async () => {
		const fierce = ['asset.ability:classic/companion/hawk.0', 'asset.ability:classic/companion/hawk.1'];
		for (const [dice, momentum] of [
			[[6, 2, 3], 5],
			[[1, 9, 9], 2],
		] as const) {
			const turn = await turnFor('classic', 'move:classic/adventure/secure_an_advantage', [HAWK], { asset_abilities: fierce });
			turn.abilities.use(turn.abilities.offers(['edge']));
			turn.settle(finishActionMove(turn.rollAction({ name: 'edge', value: 3 }, [], fixedDice(dice)), false));
			// A strong hit: Prepare to act (+2 momentum); the hawk adds +1 more.
			if (turn.openChoices().length > 0) turn.choose([2]);
			const after = turn.changes().find((c) => c.key === 'momentum')?.to ?? 2;
			expect(after).toBe(momentum);
		}
	});

	it('a reroll replaces the chosen die and the block keeps both faces', async () => {
		const turn = await turnFor('classic', 'move:classic/adventure/secure_an_advantage', ['asset:classic/combat_talent/duelist'], {
			asset_abilities: ['asset.ability:classic/combat_talent/duelist.0', 'asset.ability:classic/combat_talent/duelist.1'],
		});
		const offers = turn.abilities.offers(['edge']);
		expect(offers.map((o) => o.benefits.map((b) => b.kind))).toEqual([['reroll']]);
		turn.abilities.use(offers);
		const first = turn.rollAction({ name: 'edge', value: 3 }, [], fixedDice([1, 9, 2]));
		expect(first.roll.outcome).toBe('weak_hit');
		const again = turn.abilities.reroll(first, ['challenge_1'], fixedDice([3]));
		expect(again.roll.outcome).toBe('strong_hit');
		turn.settle(finishActionMove(again, false));
		const block = turn.block();
		expect(block.kind === 'action' && [block.challenge, block.rerolled]).toEqual([[3, 2], [{ die: 'challenge_1', from: 9, to: 3 }]]);
		expect(() => turn.abilities.reroll(first, ['action'], fixedDice([3]))).not.toThrow();
	});

	it('rerolls only what a used ability allows', async () => {
		const turn = await turnFor('classic', 'move:classic/adventure/undertake_a_journey', [HAWK]);
		turn.abilities.use(automaticOffers(turn.abilities.offers(['wits'])));
		const rolled = turn.rollAction({ name: 'wits', value: 1 }, [], fixedDice([4, 5, 9]));
		expect(() => turn.abilities.reroll(rolled, ['action'], fixedDice([6]))).toThrow(/No ability used on this move lets you reroll/);
	});

	it('a weak hit counted as a strong hit (Starforged rockhorn, Companion Takes a Hit)', async () => {
		const turn = await turnFor('starforged', 'move:starforged/suffer/companion_takes_a_hit', ['asset:starforged/companion/rockhorn'], {
			asset_abilities: ['asset.ability:starforged/companion/rockhorn.0', 'asset.ability:starforged/companion/rockhorn.1'],
		});
		turn.sufferFirst(1);
		turn.abilities.use(turn.abilities.offers(['companion_health']));
		turn.settle(finishActionMove(turn.rollAction({ name: 'companion_health', value: 3 }, [], fixedDice([2, 4, 9])), false));
		const block = turn.block();
		expect(block.kind === 'action' && [block.outcome, block.countsAs]).toEqual(['weak_hit', 'strong_hit']);
	});

	it('an ability of a companion at 0 health is refused by name', async () => {
		const turn = await turnFor('classic', 'move:classic/adventure/undertake_a_journey', [HAWK], { hawk_health: 0 });
		expect(() => turn.abilities.use(turn.abilities.offers(['wits']))).toThrow(/Hawk: Far-seeing cannot be used: Hawk is at 0 health/);
	});
});
