import { createTrack } from '../campaign/create';
import { linkFor } from '../campaign/links';
import type { JournalBlock } from '../journal/block';
import { RANKS, SCENE_RANK_BY_READINESS } from '../rules/progress';
import type { TrackKind } from '../state/schema';
import type { FlowPorts } from './ports';

/** Moves that begin a track, and the kind they begin (the suffix of the Datasworn id). */
const TRACK_MOVES: Record<string, TrackKind> = {
	'quest/swear_an_iron_vow': 'vow',
	'combat/enter_the_fray': 'fight',
	'adventure/undertake_a_journey': 'journey',
	'delve/discover_a_site': 'delve_site',
	'connection/make_a_connection': 'connection',
	'exploration/undertake_an_expedition': 'expedition',
	'scene_challenge/begin_the_scene': 'scene_challenge',
};

export function trackKindFor(moveId: string, ruleset: string): TrackKind | undefined {
	const key = moveId.replace(/^move:[a-z_]+\//, '');
	const kind = Object.hasOwn(TRACK_MOVES, key) ? TRACK_MOVES[key] : undefined;
	// A Starforged fight is tracked by its objective.
	return kind === 'fight' && (ruleset === 'starforged' || ruleset === 'sundered_isles') ? 'combat_objective' : kind;
}

/**
 * After a move that begins something (Swear an Iron Vow, Enter the Fray…), offer to create
 * its track; Begin the Scene also gets its four-segment tension clock.
 */
export async function offerTrackFor(ports: FlowPorts, block: JournalBlock): Promise<string | undefined> {
	const campaign = ports.campaign;
	const id = block.move?.id;
	// A move made on a track it names does not begin another.
	if (!campaign || !id || block.track) return undefined;
	const kind = trackKindFor(id, id.split(':')[1]?.split('/')[0] ?? '');
	if (!kind) return undefined;
	// A connection is made only on a hit; everything else begins whatever the roll.
	if (kind === 'connection' && 'outcome' in block && block.outcome === 'miss') return undefined;
	const label = kind.replace(/_/g, ' ');
	const yes = await ports.prompt.confirm(`Create the ${label} track?`, `${block.move?.name ?? ''} begins a ${label}.`, 'Create it', 'Not now');
	if (!yes) return undefined;
	const rank =
		kind === 'scene_challenge'
			? await ports.prompt.choose('How ready are you for the scene?', [
					{ value: SCENE_RANK_BY_READINESS.clear_advantage, label: 'A clear advantage', detail: 'a troublesome challenge' },
					{ value: SCENE_RANK_BY_READINESS.ready, label: 'Ready', detail: 'a dangerous challenge' },
					{ value: SCENE_RANK_BY_READINESS.unprepared, label: 'Unprepared', detail: 'a formidable challenge' },
				])
			: await ports.prompt.choose(`Rank of the ${label}`, RANKS.map((r) => ({ value: r, label: r })));
	if (!rank) return undefined;
	const name = (await ports.prompt.text(`Name of the ${label}`, 'Avenge my kin'))?.trim();
	if (!name) return undefined;
	const path = await createTrack(campaign.store, { name, kind, rank, folder: campaign.trackFolder, owners: [linkFor(campaign.characterPath)] });
	ports.notify(`Created ${path}.`);
	return path;
}
