import type { ContentLibrary } from '../content/library';
import { type RulesetId, coreOf } from '../content/rulesets';
import type { StateStore } from '../play/note-store';
import { checkStartingStats } from '../rules/character-creation';
import { STARTING_MOMENTUM } from '../rules/momentum';
import { type Rank, packRank } from '../rules/progress';
import { StateError, type TrackKind } from '../state/schema';
import { stringify } from 'yaml';
import { safeName } from './links';
import { startingAssetState } from '../character/asset-state';
import { startingAssetsToPick } from '../character/starting-play';

function note(frontmatter: Record<string, unknown>, body: string): string {
	return `---\n${stringify(frontmatter, { lineWidth: 0 })}---\n${body}`;
}

function join(folder: string, name: string): string {
	return `${folder ? `${folder.replace(/\/+$/, '')}/` : ''}${safeName(name)}.md`;
}

/** The debility (classic) or impact (Starforged) keys of a ruleset, from Datasworn. */
export function impactKeys(content: ContentLibrary, ruleset: RulesetId): string[] {
	return content.ruleset(ruleset).rules().impacts.map((i) => i.key);
}

export interface NewCharacter {
	name: string;
	ruleset: RulesetId;
	stats: Record<string, number>;
	folder: string;
	assets?: string[];
	/** PR-13: background bonds (classic and Delve), checked by src/character/starting-play.ts. */
	bonds?: number;
}

/** A new character at the rules' starting values: meters 5, momentum +2, nothing marked. */
export async function createCharacter(store: StateStore, content: ContentLibrary, input: NewCharacter): Promise<string> {
	const problem = checkStartingStats(input.stats);
	if (problem) throw new StateError(problem);
	const scope = content.ruleset(input.ruleset);
	const assets = input.assets ?? [];
	for (const id of assets) if (scope.get(id)?.type !== 'asset') throw new StateError(`Unknown asset ${id} in ${scope.label}.`);
	// One sheet key per asset control: a second copy would share its meters and abilities.
	const twice = assets.find((id, i) => assets.indexOf(id) !== i);
	if (twice) throw new StateError(`${scope.get(twice)?.name ?? twice} is given twice: a character holds an asset once.`);
	// The book's count and kinds (XP-07; Starforged's ship, paths and one more): too many is refused.
	startingAssetsToPick(scope, input.ruleset, assets);
	const fm: Record<string, unknown> = {
		iron_ledger: 'character',
		ruleset: input.ruleset,
		name: input.name,
		...Object.fromEntries(['edge', 'heart', 'iron', 'shadow', 'wits'].map((s) => [s, input.stats[s]])),
		health: 5,
		spirit: 5,
		supply: 5,
		momentum: STARTING_MOMENTUM,
		...Object.fromEntries(impactKeys(content, input.ruleset).map((k) => [k, false])),
		xp_earned: 0,
		xp_spent: 0,
		...(coreOf(input.ruleset) === 'starforged'
			? { quests_legacy: 0, bonds_legacy: 0, discoveries_legacy: 0, position: 'in control' }
			: { bonds: input.bonds ?? 0, initiative: false }),
		...(input.ruleset === 'delve' ? { failure: 0 } : {}),
		assets,
		...startingAssetState(scope, assets),
	};
	const path = join(input.folder, input.name);
	await store.create(path, note(fm, `# ${input.name}\n`));
	return path;
}

export interface NewTrack {
	name: string;
	kind: TrackKind;
	rank: Rank;
	folder: string;
	owners?: string[];
	/** A pack of this many foes of `rank` (fights only): the track's rank is raised as the rules say. */
	pack?: number;
	/** A Delve site's theme and domain (Datasworn ids). */
	theme?: string;
	domain?: string;
	/** More keys for the note (a site's denizens, a threat's vow). */
	extra?: Record<string, unknown>;
	/** The note's body; a heading with its name by default. */
	body?: string;
}

export async function createTrack(store: StateStore, input: NewTrack): Promise<string> {
	let rank = input.rank;
	if (input.pack !== undefined) {
		const raised = input.kind === 'fight' ? packRank(input.rank, input.pack) : undefined;
		if (!raised) throw new StateError(input.kind !== 'fight' ? 'Only a fight can be a pack of foes.' : `A pack is 3 to 10 troublesome or dangerous foes; ${input.pack} ${input.rank} foes are fought one by one.`);
		rank = raised;
	}
	const fm: Record<string, unknown> = { iron_ledger: 'track', kind: input.kind, rank, ticks: 0, status: 'active', owners: input.owners ?? [] };
	if (input.pack !== undefined) Object.assign(fm, { pack: input.pack, foe_rank: input.rank });
	if (input.kind === 'delve_site') Object.assign(fm, { theme: input.theme ?? '', domain: input.domain ?? '' });
	// A threat's menace is a second track of ticks: marking its last box means the threat succeeds.
	if (input.kind === 'threat') fm.menace = 0;
	Object.assign(fm, input.extra ?? {});
	const path = join(input.folder, input.name);
	await store.create(path, note(fm, input.body ?? `# ${input.name}\n`));
	// A scene challenge comes with its 4-segment tension clock (SF-21).
	if (input.kind === 'scene_challenge') await createClock(store, { name: `${input.name} tension`, segments: 4, folder: input.folder });
	return path;
}

export async function createClock(store: StateStore, input: { name: string; segments: number; folder: string }): Promise<string> {
	if (![4, 6, 8, 10].includes(input.segments)) throw new StateError('A clock has 4, 6, 8 or 10 segments.');
	const path = join(input.folder, input.name);
	await store.create(path, note({ iron_ledger: 'clock', segments: input.segments, filled: 0, status: 'active' }, `# ${input.name}\n`));
	return path;
}
