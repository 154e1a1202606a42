import type { Outcome } from '../../rules/outcome';
import type { Gauge } from '../model';
import type { DiceSource } from '../../rules/dice';

export type RulesetName = 'classic' | 'delve' | 'starforged' | 'sundered_isles';

export interface ImpactRule {
	key: string;
	/** Datasworn's category: conditions, banes, burdens, misfortunes, lasting_effects… */
	category: string;
	/** The meters it stops from rising (wounded: health). */
	prevents: string[];
	permanent: boolean;
}

/** Where an asset's meter lives on the sheet (`hawk_health`) and how high it goes. */
export interface AssetMeter {
	/** The asset's Datasworn id, when it is on the sheet's `assets` list. */
	asset?: string;
	key: string;
	max: number;
	name: string;
}

/** Everything the engine needs to know besides the notes: who, on which track, with which roll. */
export interface Situation {
	ruleset: RulesetName;
	moveId: string;
	/** For people: the reason a pending add gives ("Secure an Advantage"). */
	moveName?: string;
	/** Links to the notes the move touches; they must be loaded in the StateView. */
	character?: string;
	track?: string;
	clock?: string;
	impacts: readonly ImpactRule[];
	/** Allies travelling with the character (`party` on the sheet), loaded in the view: they share supply. */
	party?: string[];
	/** Aid Your Ally: the ally (a character link, loaded in the view) who takes the benefits of a hit. */
	aid?: string;
	/** The other owners of the move's track (a shared vow, bond or expedition), loaded in the view: they mark its legacy too. */
	sharers?: string[];
	/**
	 * The character's connections that may help the move (src/play/connections.ts): their roles
	 * (`track role`), whether bonded, and whether Forge a Bond bolstered their influence.
	 */
	connections?: { link: string; name: string; roles: string[]; bonded: boolean; bolstered: boolean }[];
	companion?: AssetMeter;
	vehicle?: AssetMeter;
	/** A ship's hold: an asset's supply meter, apart from the character's own supply. */
	hold?: AssetMeter;
	/** Option texts the move's block chose before these picks (a choice made earlier), once per pick: Repair's points. */
	picked?: string[];
	/** The row rolled on the outcome's table (TableSpec), numbered from 0. */
	tableRow?: number;
	/** The d100 on that table showed doubles (OR-21). */
	tableMatch?: boolean;
	/** Dice for what a pick rolls (a recommit's challenge dice): typed dice run on into them. */
	dice?: DiceSource;
	/** The challenge dice a recommit rolled anew, for the block. */
	recommit?: [number, number];
	/** Challenge dice a no-roll move rolled (returning to an explored site). */
	challenge?: readonly [number, number];
	/** The loss given with a no-roll suffer move, and how much of it the gauge could not take. */
	loss?: { amount: number; left: number };
	roll?: {
		outcome: Outcome;
		match: boolean;
		challenge: readonly [number, number];
		action?: number;
		/** What the action roll used, by its key (`wits`, `hold`); "iron/health" for the higher of two. */
		stat?: string;
		/** A progress roll (progress move or special track). */
		progress: boolean;
		/** The adds the player gave with the roll, with their reasons (a shared bond). */
		adds?: readonly { value: number; reason: string }[];
	};
}

/** The sheet key a gauge lives under. */
export function gaugeKey(situation: Situation, gauge: Gauge): string | undefined {
	if (gauge === 'companion_health') return situation.companion?.key;
	if (gauge === 'integrity') return situation.vehicle?.key;
	if (gauge === 'hold') return situation.hold?.key;
	return gauge;
}

export function gaugeMax(situation: Situation, gauge: Gauge, debilities: number): number {
	if (gauge === 'companion_health') return situation.companion?.max ?? 5;
	if (gauge === 'integrity') return situation.vehicle?.max ?? 5;
	if (gauge === 'hold') return situation.hold?.max ?? 5;
	if (gauge === 'momentum') return 10 - debilities;
	return 5;
}
