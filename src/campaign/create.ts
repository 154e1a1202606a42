import type { ContentLibrary } from '../content/library';
import type { RulesetId } from '../content/rulesets';
import type { StateStore } from '../play/note-store';
import { checkStartingStats } from '../rules/character-creation';
import { STARTING_MOMENTUM } from '../rules/momentum';
import type { Rank } from '../rules/progress';
import { StateError, type TrackKind } from '../state/schema';
import { stringify } from 'yaml';
import { safeName } from './links';

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
}

/** A new character at the rules' starting values: meters 5, momentum +2, nothing marked. */
export async function createCharacter(store: StateStore, content: ContentLibrary, input: NewCharacter): Promise<string> {
	const problem = checkStartingStats(input.stats);
	if (problem) throw new StateError(problem);
	const scope = content.ruleset(input.ruleset);
	const assets = input.assets ?? [];
	if (assets.length > 3) throw new StateError('A new character starts with at most three assets.');
	for (const id of assets) if (scope.get(id)?.type !== 'asset') throw new StateError(`Unknown asset ${id} in ${scope.label}.`);
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
		...(input.ruleset === 'starforged'
			? { quests_legacy: 0, bonds_legacy: 0, discoveries_legacy: 0, position: 'in control' }
			: { bonds: 0, initiative: false }),
		...(input.ruleset === 'delve' ? { failure: 0 } : {}),
		assets,
		...assetState(scope, assets),
	};
	const path = join(input.folder, input.name);
	await store.create(path, note(fm, `# ${input.name}\n`));
	return path;
}

/**
 * Each asset's state as flat keys the Properties view edits: its marked abilities (a new
 * asset starts with the first) in `asset_abilities`, and its meters and inputs as
 * `<asset>_<control>` (a hawk's `hawk_health: 3`, `hawk_name`).
 */
function assetState(scope: ReturnType<ContentLibrary['ruleset']>, assets: readonly string[]): Record<string, unknown> {
	const out: Record<string, unknown> = { asset_abilities: [] as string[] };
	for (const id of assets) {
		const node = scope.get(id)?.node as
			| { abilities?: { _id: string }[]; controls?: Record<string, { field_type: string; value?: unknown }>; options?: Record<string, { field_type: string; value?: unknown }> }
			| undefined;
		const key = id.split('/').pop() ?? id;
		const first = node?.abilities?.[0]?._id;
		if (first) (out.asset_abilities as string[]).push(first);
		for (const [name, control] of Object.entries({ ...(node?.controls ?? {}), ...(node?.options ?? {}) })) {
			if (control.field_type === 'condition_meter' || control.field_type === 'text') out[`${key}_${name}`] = control.value ?? '';
		}
	}
	return out;
}

export interface NewTrack {
	name: string;
	kind: TrackKind;
	rank: Rank;
	folder: string;
	owners?: string[];
	/** A Delve site's theme and domain (Datasworn ids). */
	theme?: string;
	domain?: string;
}

export async function createTrack(store: StateStore, input: NewTrack): Promise<string> {
	const fm: Record<string, unknown> = { iron_ledger: 'track', kind: input.kind, rank: input.rank, ticks: 0, status: 'active', owners: input.owners ?? [] };
	if (input.kind === 'delve_site') Object.assign(fm, { theme: input.theme ?? '', domain: input.domain ?? '' });
	// A threat's menace is a second track of ticks: marking its last box means the threat succeeds.
	if (input.kind === 'threat') fm.menace = 0;
	const path = join(input.folder, input.name);
	await store.create(path, note(fm, `# ${input.name}\n`));
	return path;
}

export async function createClock(store: StateStore, input: { name: string; segments: number; folder: string }): Promise<string> {
	if (![4, 6, 8, 10].includes(input.segments)) throw new StateError('A clock has 4, 6, 8 or 10 segments.');
	const path = join(input.folder, input.name);
	await store.create(path, note({ iron_ledger: 'clock', segments: input.segments, filled: 0, status: 'active' }, `# ${input.name}\n`));
	return path;
}
