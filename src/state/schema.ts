import type { RulesetId } from '../content/rulesets';
import { type Rank, MAX_TICKS, isRank } from '../rules/progress';
import { MOMENTUM_MIN, momentumMax } from '../rules/momentum';
import { characterRuleset, checkCharacterFields } from './character-fields';

/** Every Iron Ledger note says what it is in `iron_ledger`, so other notes are never misread. */
export type NoteKind = 'character' | 'track' | 'clock';

export const TRACK_KINDS = ['vow', 'journey', 'fight', 'bond', 'connection', 'expedition', 'delve_site', 'scene_challenge', 'combat_objective', 'threat'] as const;
export type TrackKind = (typeof TRACK_KINDS)[number];
export const TRACK_STATUSES = ['active', 'complete', 'forsaken'] as const;
export type TrackStatus = (typeof TRACK_STATUSES)[number];

export const STATS = ['edge', 'heart', 'iron', 'shadow', 'wits'] as const;
export const METERS = ['health', 'spirit', 'supply'] as const;
export type Meter = (typeof METERS)[number];

/**
 * The ranges a move reads the sheet within, and `verify` checks: one set for both. A stat is
 * read within 0-5, wider than the rules' 1-3 (STAT_RANGE): a move refuses only to roll one outside it.
 */
export const STAT_READ_RANGE = { min: 0, max: 5 } as const;
export const METER_RANGE = { min: 0, max: 5 } as const;
export const TICKS_RANGE = { min: 0, max: MAX_TICKS } as const;
export const CLOCK_SEGMENTS_RANGE = { min: 2, max: 12 } as const;
/** −6 to 10 less one per marked debility or impact (MO-01, MO-05). */
export const momentumRange = (marked: number) => ({ min: MOMENTUM_MIN, max: momentumMax(marked) });

export class StateError extends Error {
	override name = 'StateError';
}

/** Reads a whole number from frontmatter, or says exactly what is wrong with it. */
export function intField(fm: Record<string, unknown>, key: string, note: string, bounds: { min: number; max: number }): number {
	const v = fm[key];
	if (v === undefined || v === null) throw new StateError(`${note} has no "${key}".`);
	if (typeof v !== 'number' || !Number.isInteger(v)) {
		throw new StateError(`"${key}" in ${note} should be a whole number, not ${Array.isArray(v) ? 'a list' : JSON.stringify(v)}.`);
	}
	if (v < bounds.min || v > bounds.max) throw new StateError(`"${key}" in ${note} is ${v}; it should be ${bounds.min} to ${bounds.max}.`);
	return v;
}

export function kindOf(fm: Record<string, unknown>): NoteKind | undefined {
	const k = fm.iron_ledger;
	return k === 'character' || k === 'track' || k === 'clock' ? k : undefined;
}

export interface TrackState {
	kind: TrackKind;
	rank: Rank;
	ticks: number;
	status: TrackStatus;
}

export function readTrack(fm: Record<string, unknown>, note: string): TrackState {
	if (kindOf(fm) !== 'track') throw new StateError(`${note} is not a progress track (its frontmatter has no "iron_ledger: track").`);
	const kind = fm.kind;
	if (typeof kind !== 'string' || !(TRACK_KINDS as readonly string[]).includes(kind)) {
		throw new StateError(`"kind" in ${note} should be one of ${TRACK_KINDS.join(', ')}.`);
	}
	if (!isRank(fm.rank)) throw new StateError(`"rank" in ${note} should be troublesome, dangerous, formidable, extreme or epic.`);
	const status = fm.status ?? 'active';
	if (typeof status !== 'string' || !(TRACK_STATUSES as readonly string[]).includes(status)) {
		throw new StateError(`"status" in ${note} should be active, complete or forsaken.`);
	}
	return { kind: kind as TrackKind, rank: fm.rank, ticks: intField(fm, 'ticks', note, TICKS_RANGE), status: status as TrackStatus };
}

export interface ClockState {
	segments: number;
	filled: number;
	status: 'active' | 'complete';
}

export function readClock(fm: Record<string, unknown>, note: string): ClockState {
	if (kindOf(fm) !== 'clock') throw new StateError(`${note} is not a clock (its frontmatter has no "iron_ledger: clock").`);
	const segments = intField(fm, 'segments', note, CLOCK_SEGMENTS_RANGE);
	const filled = intField(fm, 'filled', note, { min: 0, max: segments });
	return { segments, filled, status: fm.status === 'complete' ? 'complete' : 'active' };
}

export interface CharacterState {
	ruleset: RulesetId;
	name: string;
	stats: Record<string, number>;
	meters: Record<Meter, number>;
	momentum: number;
	/** Keys of marked debilities (impacts in Starforged). */
	marked: string[];
}

export function readCharacter(fm: Record<string, unknown>, note: string, impactKeys: readonly string[]): CharacterState {
	if (kindOf(fm) !== 'character') throw new StateError(`${note} is not a character (its frontmatter has no "iron_ledger: character").`);
	const ruleset = characterRuleset(fm, note);
	const stats = Object.fromEntries(STATS.map((s) => [s, intField(fm, s, note, STAT_READ_RANGE)]));
	const meters = Object.fromEntries(METERS.map((m) => [m, intField(fm, m, note, METER_RANGE)])) as Record<Meter, number>;
	for (const key of impactKeys) {
		if (fm[key] !== undefined && typeof fm[key] !== 'boolean') throw new StateError(`"${key}" in ${note} should be a checkbox (true or false).`);
	}
	const marked = impactKeys.filter((k) => fm[k] === true);
	const momentum = intField(fm, 'momentum', note, momentumRange(marked.length));
	checkCharacterFields(fm, note);
	return { ruleset, name: typeof fm.name === 'string' ? fm.name : note, stats, meters, momentum, marked };
}
