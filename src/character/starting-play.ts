import type { RulesetContent } from '../content/library';
import { type RulesetId, coreOf } from '../content/rulesets';
import { MAX_BACKGROUND_BONDS, isValidBackgroundVowRank } from '../rules/character-creation';
import { type Rank, isRank } from '../rules/progress';
import { StateError } from '../state/schema';

/**
 * What a new character starts with, as the books set it (issue 24, item 4):
 * - classic and Delve: three assets (XP-07), up to three background bonds (PR-13);
 * - Starforged and Sundered Isles: the command vehicle, two paths and one more asset (a path,
 *   companion, module or support vehicle), and no background bonds (connections are made in play);
 * - every ruleset: a background vow, extreme or epic (PR-18).
 */

/** The slots a Starforged-style character fills at creation, in the order they are said. */
const STARFORGED_SLOTS = ['command vehicle', 'path', 'path', 'one more asset'] as const;
/** Categories the last slot takes; a deed is earned in play, and a second ship is not given. */
const ONE_MORE = new Set(['path', 'companion', 'module', 'support_vehicle']);
export const CLASSIC_STARTING_ASSETS = 3;

/** How many assets a new character picks in this ruleset (the palette's "asset N of M"). */
export function startingAssetCount(ruleset: RulesetId): number {
	return starforgedStyle(ruleset) ? STARFORGED_SLOTS.length : CLASSIC_STARTING_ASSETS;
}

function categoryOf(id: string): string {
	return id.split('/').slice(-2, -1)[0] ?? '';
}

function starforgedStyle(ruleset: RulesetId): boolean {
	return coreOf(ruleset) === 'starforged';
}

/**
 * Checks the starting assets against the book and says what is still to pick (in the player's
 * words), or throws the one problem found. A list short of the book's is allowed: the player may
 * pick the rest free with `asset add NAME --free`, and the output says so.
 */
export function startingAssetsToPick(scope: RulesetContent, ruleset: RulesetId, assets: readonly string[]): string[] {
	const name = (id: string) => scope.get(id)?.name ?? id;
	if (!starforgedStyle(ruleset)) {
		if (assets.length > CLASSIC_STARTING_ASSETS) throw new StateError(`${assets.length} assets are too many: a new character starts with at most three assets (XP-07).`);
		const left = CLASSIC_STARTING_ASSETS - assets.length;
		return left === 0 ? [] : [`${left === 3 ? 'three assets' : left === 2 ? 'two more assets' : 'one more asset'}`];
	}
	const open: string[] = [...STARFORGED_SLOTS];
	const take = (slot: string) => open.splice(open.indexOf(slot), 1);
	for (const id of assets) {
		const category = categoryOf(id);
		if (category === 'command_vehicle') {
			if (!open.includes('command vehicle')) throw new StateError(`${name(id)} is a second command vehicle: a new character starts with one ship.`);
			take('command vehicle');
		} else if (category === 'path' && open.includes('path')) take('path');
		else if (!ONE_MORE.has(category)) throw new StateError(`${name(id)} is a deed, earned in play: a new character starts with the command vehicle, two paths and one more path, companion, module or support vehicle.`);
		else if (open.includes('one more asset')) take('one more asset');
		else throw new StateError(`${name(id)} is one asset too many: a new character starts with the command vehicle, two paths and one more asset.`);
	}
	const paths = open.filter((s) => s === 'path').length;
	return [
		...(open.includes('command vehicle') ? ['the command vehicle'] : []),
		...(paths > 0 ? [paths === 2 ? 'two paths' : 'one more path'] : []),
		...(open.includes('one more asset') ? ['one more asset'] : []),
	];
}

/** PR-13: up to three background bonds, one tick each, and only where there is a bonds track. */
export function checkBackgroundBonds(ruleset: RulesetId, bonds: number | undefined): void {
	if (bonds === undefined) return;
	if (starforgedStyle(ruleset)) throw new StateError('Background bonds are an Ironsworn (classic and Delve) start: in Starforged you make connections in play.');
	if (!Number.isInteger(bonds) || bonds < 0 || bonds > MAX_BACKGROUND_BONDS) {
		throw new StateError(`A new character marks up to three background bonds, not ${bonds} (PR-13).`);
	}
}

/** PR-18: the background vow is extreme or epic; the rank is the player's to give. */
export function checkBackgroundVow(name: string | undefined, rank: string | undefined): Rank | undefined {
	if (name === undefined && rank === undefined) return undefined;
	if (!name?.trim()) throw new StateError('Name the background vow with --vow, and give its rank with --vow-rank extreme or epic.');
	if (rank === undefined) throw new StateError('Give the background vow a rank: --vow-rank extreme or epic (PR-18).');
	if (!isRank(rank) || !isValidBackgroundVowRank(rank)) throw new StateError(`The background vow is extreme or epic, not ${rank} (PR-18).`);
	return rank;
}

/** The still-to-pick line a new character's output carries, or nothing when creation is whole. */
export function toPickLine(characterName: string, toPick: readonly string[]): string | undefined {
	if (toPick.length === 0) return undefined;
	const list = toPick.length === 1 ? toPick[0] : `${toPick.slice(0, -1).join(', ')} and ${toPick[toPick.length - 1]}`;
	const who = /\s/.test(characterName) ? `"${characterName}"` : characterName;
	return `${characterName} still picks ${list} to start: asset add NAME --free --character ${who}.`;
}
