import type { Outcome } from '../rules/outcome';
import type { RollMethod } from '../rules/roll-options';
import type { RawMove, RawRollOption } from './datasworn-shapes';
import type { IndexedEntry } from './package-index';

export type RollType = 'action_roll' | 'progress_roll' | 'no_roll' | 'special_track';

/** What a roll option rolls: a stat, a meter, a track, an asset control or a fixed value. */
export type RollOption =
	| { using: 'stat'; stat: string }
	| { using: 'condition_meter'; meter: string }
	| { using: 'progress_track' }
	| { using: 'special_track'; track: string }
	| { using: 'asset_control' | 'attached_asset_control' | 'asset_option'; key: string; assets: string[] }
	| { using: 'custom'; label: string; value: number };

export interface MoveCondition {
	text: string;
	method: RollMethod | 'progress_roll' | 'strong_hit' | 'weak_hit' | 'miss' | null;
	options: RollOption[];
}

export interface MoveInfo {
	id: string;
	name: string;
	category: string;
	rollType: RollType;
	trigger: string;
	conditions: MoveCondition[];
	outcomes: Partial<Record<Outcome, string>>;
	text: string;
	allowMomentumBurn: boolean;
	/** Tables embedded in the move (Pay the Price, Endure Harm…), by id. */
	oracles: string[];
	/** For progress moves: the kind of track, as Datasworn names it ("Vow", "Combat"…). */
	trackCategory?: string;
	replaces: string[];
	page?: number;
}

const SPECIAL_TRACKS = new Set(['bonds_track', 'failure_track', 'quests_legacy', 'bonds_legacy', 'discoveries_legacy']);

export function mapRollOption(raw: RawRollOption): RollOption {
	switch (raw.using) {
		case 'stat':
			return { using: 'stat', stat: raw.stat ?? '' };
		case 'condition_meter':
			return { using: 'condition_meter', meter: raw.condition_meter ?? '' };
		case 'progress_track':
			return { using: 'progress_track' };
		case 'custom':
			return { using: 'custom', label: raw.label ?? '', value: raw.value ?? 0 };
		case 'asset_control':
		case 'attached_asset_control':
		case 'asset_option':
			return { using: raw.using, key: raw.control ?? raw.label ?? '', assets: raw.assets ?? [] };
		default:
			if (SPECIAL_TRACKS.has(raw.using)) return { using: 'special_track', track: raw.using };
			return { using: 'custom', label: raw.using, value: 0 };
	}
}

/** A short label for a roll option: "+edge", "+health", "progress", "bonds legacy". */
export function rollOptionLabel(option: RollOption): string {
	switch (option.using) {
		case 'stat':
			return `+${option.stat}`;
		case 'condition_meter':
			return `+${option.meter}`;
		case 'progress_track':
			return 'progress';
		case 'special_track':
			return option.track.replace(/_/g, ' ');
		case 'custom':
			return `${option.label} (+${option.value})`;
		default:
			return `+${option.key} (asset)`;
	}
}

export function toMoveInfo(entry: IndexedEntry): MoveInfo {
	const raw = entry.node as RawMove;
	const outcomes: Partial<Record<Outcome, string>> = {};
	for (const key of ['strong_hit', 'weak_hit', 'miss'] as const) {
		const text = raw.outcomes?.[key]?.text;
		if (text) outcomes[key] = text;
	}
	const info: MoveInfo = {
		id: entry.id,
		name: entry.name,
		category: entry.path[entry.path.length - 1] ?? '',
		rollType: raw.roll_type,
		trigger: raw.trigger.text,
		conditions: raw.trigger.conditions.map((c) => ({
			text: c.text ?? '',
			method: typeof c.method === 'string' ? (c.method as MoveCondition['method']) : null,
			options: c.roll_options.map(mapRollOption),
		})),
		outcomes,
		text: raw.text,
		allowMomentumBurn: raw.allow_momentum_burn ?? raw.roll_type === 'action_roll',
		oracles: Object.values(raw.oracles ?? {}).map((o) => o._id as string),
		replaces: raw.replaces ?? [],
	};
	if (raw.tracks?.category) info.trackCategory = raw.tracks.category;
	if (raw._source?.page !== undefined) info.page = raw._source.page;
	return info;
}
