/**
 * The outcome model: what each move does, written by hand from the rules documents and keyed
 * by Datasworn move id. Datasworn's prose is only shown to the player; the engine reads this.
 */
import type { Outcome } from '../rules/outcome';

export type Meter = 'health' | 'spirit' | 'supply';
/** What a number on the sheet belongs to: the character's meters, or an asset's. */
/** `hold`: a ship's supply, an asset's meter (the Sundered Isles flagship's `supply (hold)`), not the character's. */
export type Gauge = Meter | 'momentum' | 'companion_health' | 'integrity' | 'hold';
export type Position = 'in_control' | 'bad_spot';
export type LegacyName = 'quests' | 'bonds' | 'discoveries';

/** One state change a move makes. Amounts are signed: +2 is "take +2", −1 is "suffer −1". */
export type Effect =
	/** With `everyone`, each ally of the party (`party` on the sheet) takes it too: "all players take +1 momentum" (MO-26). */
	| { kind: 'gauge'; gauge: Gauge; amount: number; everyone?: boolean }
	/** Set momentum to its reset value (a burn, Take a Hiatus). */
	| { kind: 'momentum_reset' }
	/** Set these to their max (Take a Hiatus). */
	| { kind: 'restore'; gauges: Gauge[] }
	/** Mark progress on the move's own track, by its rank. */
	| { kind: 'progress'; times: number }
	/** Classic combat: inflict harm (weapon base + extra) on the fight track, progress per harm by rank. */
	| { kind: 'harm'; extra: number }
	/** Clear progress on the move's track: all of it, all but one filled box, or boxes equal to the lower challenge die. */
	| { kind: 'clear_progress'; how: 'all' | 'all_but_one' | 'lower_die' }
	| { kind: 'raise_rank' }
	| { kind: 'track_status'; status: 'complete' | 'forsaken' }
	/** Ticks on the character's bonds (classic) or failure (Delve) track. */
	| { kind: 'ticks'; track: 'bonds' | 'failure'; ticks: number }
	| { kind: 'clear_ticks'; track: 'failure' }
	/** Starforged legacy: by the rank of the move's track (a weak hit one rank lower unless `full`), or fixed ticks. */
	| { kind: 'legacy'; track: LegacyName; reward: 'by_rank' | 'full_by_rank' | number }
	| { kind: 'xp'; amount: number }
	/** Classic Fulfill Your Vow: 1-5 XP by the vow's rank on a strong hit, one less on a weak hit. */
	| { kind: 'vow_xp' }
	| { kind: 'mark'; impact: string }
	| { kind: 'clear'; impact: string }
	/** Every condition (not banes or burdens): Delve's Take a Hiatus. */
	| { kind: 'clear_conditions' }
	| { kind: 'initiative'; has: boolean }
	| { kind: 'position'; position: Position }
	/** "+N on your next move": kept on the sheet and added to the next eligible move. */
	/** With `momentumOnHit`, that move also takes +N momentum on a hit (Turn the Tide). */
	| { kind: 'next_move'; add: number; move?: string; progress?: boolean; momentumOnHit?: number }
	/** Fill segments of the scene's tension clock. */
	| { kind: 'clock'; segments: number }
	/** Remove the companion or vehicle asset from the sheet; with `xpPerAbility`, gain that much XP per marked ability. */
	/** `chosen`: one the player names later, owed on the sheet until `asset remove NAME` (src/moves/engine/discard-owed.ts). */
	| { kind: 'discard_asset'; asset: 'companion' | 'vehicle' | 'chosen'; xpPerAbility?: number }
	/** Starforged modules (src/moves/starforged/vehicles.ts): mark one broken, fix it, or discard it; `asset` is filled per module on the sheet. */
	| { kind: 'module'; change: 'break' | 'fix' | 'discard'; asset?: string }
	/** Overcome Destruction: the command vehicle goes with its modules and support vehicles, for experience kept for a new one. */
	| { kind: 'lose_command_vehicle' }
	/** A fact kept on the move's track (Turn the Tide was used in this fight). */
	| { kind: 'track_flag'; key: string; value: boolean }
	/** Delve: mark menace on the threat's menace track, by the threat's rank (see src/moves/engine/menace.ts). */
	| { kind: 'menace'; times: number }
	/** A burden's quest (src/moves/engine/burden-quest.ts): `opens` it for a burden just marked, or, without, binds the vow sworn to it. */
	| { kind: 'burden_quest'; opens?: string; missed?: true };

/** A move the player makes next, with its magnitude where the rules give one ("a suffer move (−2)"). */
export interface FollowUp {
	move: string;
	magnitude?: number;
	/** The magnitude is the rank of the move's track, 1 (troublesome) to 5 (epic): Forsake Your Vow's stress. */
	magnitudeOfRank?: boolean;
	/** Why, in a few words, when the move alone does not say it. */
	note?: string;
}

/** A state the rules ask for: a precondition of a move, or of one option of a choice. */
export type Requirement =
	| { kind: 'at_least'; gauge: Gauge; value: number }
	| { kind: 'at_most'; gauge: Gauge; value: number }
	| { kind: 'marked'; impact: string }
	| { kind: 'unmarked'; impact: string }
	| { kind: 'initiative'; has: boolean }
	| { kind: 'position'; position: Position }
	| { kind: 'score_at_least'; track: 'failure'; value: number }
	/** The move's track is active (not complete or forsaken). */
	| { kind: 'track_active' }
	/** The move's track is not in this status (a vow already forsaken or fulfilled is not forsaken again). */
	| { kind: 'track_not'; status: 'complete' | 'forsaken' }
	/** The move's track is ranked below this (no rank above epic to raise to); holds when no track is given. */
	| { kind: 'rank_below'; rank: 'epic' }
	/** The move's track is complete: for a connection, you share a bond. */
	| { kind: 'track_complete' }
	/** A stat on the sheet is a legal value, 1 to 3. */
	| { kind: 'stat_in_range'; stat: string }
	/** The action die showed this face (classic: a companion dies on a miss with a 1). */
	| { kind: 'action_die'; value: number }
	| { kind: 'companion' }
	| { kind: 'vehicle' }
	/** The vehicle the move acts on is of this kind (Withstand Damage's cost at 0 integrity). */
	| { kind: 'vehicle_type'; type: 'command_vehicle' | 'support_vehicle' }
	/** A module on the sheet (this one, once options are made per module) is broken, or not. */
	| { kind: 'module'; broken: boolean; asset?: string }
	/** The character's last roll in a fight was in the move's track (classic End the Fight); holds on a sheet that never rolled in one. */
	| { kind: 'last_fight' }
	/** The roll took an add whose reason names this (Sojourn's +1 for a shared bond: `--adds 1 --reason bond`). */
	| { kind: 'add_for'; reason: string }
	/** A fact on the move's track; holds when no track is given, since it cannot be known. */
	| { kind: 'track_flag'; key: string; is: boolean }
	/**
	 * Part of the loss given with the move (`loss`) was more than its gauge could take. Holds
	 * when no loss was given: the player then makes the move because the gauge is at its floor.
	 */
	| { kind: 'loss_left' }
	/** The action roll used this option, by its key (`wits`): Repair's own repairs against services at a facility. */
	| { kind: 'rolled'; stat: string; what: string };

export interface Precondition {
	/** Recorded as the block's `override` when the player goes ahead anyway. */
	id: string;
	requires: Requirement;
	/** The rule, in words, for the refusal ("Check Your Gear needs supply of at least +1"). */
	rule: string;
}

export interface OptionSpec {
	text: string;
	effects?: Effect[];
	followUps?: FollowUp[];
	/** The option cannot be picked unless these hold (shake it off: health above 0). */
	requires?: Requirement[];
	/** Picking it rolls this table (Datasworn id: "Roll on the Endure Harm table"); the result goes into the block. */
	roll?: string;
	/** One option per module on the sheet, "a module" in its text made "the shields module". */
	each?: 'module';
	/** Repair points: picking it gives this many; `cost` spends them (the outcome's picks never spend more than they give). */
	points?: number;
	cost?: number;
}

export interface ChoiceSpec {
	/** How many to pick; with `upTo`, from 0 to that many. */
	pick: number;
	upTo?: boolean;
	/** With `upTo`: the fewest that may be picked ("one or more", "one to three"). */
	atLeast?: number;
	/** The same option may be picked more than once (Starforged Sojourn; "+1 supply" up to twice). */
	repeats?: boolean;
	/**
	 * One pick per point of the move's loss its gauge could not take, no more and no fewer (Face a
	 * Setback, Out of Supply: each −momentum or −supply owed is exchanged); not offered when none is owed.
	 */
	perLoss?: boolean;
	/** Each ally on the party list picks from the list too, on the same roll, for their own sheet (Make Camp). */
	eachAlly?: boolean;
	/** Set by the engine on an ally's copy of an `eachAlly` list: the ally's link. */
	forAlly?: string;
	/** One more pick when this holds (Sojourn: "if you share a bond, choose one more"). */
	extraPickWhen?: Requirement;
	/** The choice is offered only when these hold (Endure Harm miss: at 0 health). */
	when?: Requirement[];
	/**
	 * A sub-list: it opens only when this option (both indexes from 0, within the outcome) was
	 * picked ("or two suffer moves (−1)"), and is settled with nothing picked when another was.
	 */
	after?: { choice: number; option: number };
	options: OptionSpec[];
}

export interface OutcomeSpec {
	effects?: Effect[];
	choices?: ChoiceSpec[];
	followUps?: FollowUp[];
	/** The outcome goes on in a table the move rolls: the row rolled adds its own spec. */
	table?: TableSpec;
}

/**
 * A table whose rows are rules (Delve the Depths' weak hit, Advance a Threat): one spec per
 * row of the Datasworn table, in its order. A test checks the counts agree.
 */
export interface TableSpec {
	/** The Datasworn table id; `{stat}` stands for the stat rolled (one column per stat). */
	oracle: string;
	rows: OutcomeSpec[];
	/** What doubles on the d100 (11, 22 … 100) add to any row: Advance a Threat's surprising aspect (OR-21). */
	onMatch?: { note: string };
}

export type OutcomeKey = Outcome;

/** A worked example: dice and state in, what the move then changes and offers out. It runs as a test. */
export interface MoveExample {
	name: string;
	/** Checklist ids the example proves. */
	proves?: string[];
	/** Character sheet values (merged over a default character of the ruleset). */
	sheet?: Record<string, unknown>;
	/** The move's track, when it has one. */
	track?: { rank: string; ticks: number; status?: string; kind?: string; tide_turned?: boolean; decisive?: boolean; explored?: boolean; menace?: number; hold_no_iron?: boolean; bare_yourself?: boolean };
	/** The scene's tension clock. */
	clock?: { segments: number; filled: number };
	/** What is rolled: a stat name, or a special track. */
	stat?: string;
	/** Action die and challenge dice (action moves), or challenge dice (progress moves). */
	dice: number[];
	adds?: number;
	burn?: boolean;
	/** Options picked, numbered from 1 in the order the outcome lists them. */
	choose?: number[];
	/** Loss before the roll (suffer moves). */
	suffer?: number;
	/** The d100 on the outcome's table, when it has one. */
	table?: number;
	expect: {
		outcome?: Outcome;
		/** The sheet, track and clock after: only the keys named are checked (`track.ticks`, `clock.filled`). */
		after?: Record<string, unknown>;
		/** The options offered, by their text. */
		options?: string[];
		/** Follow-up moves by id, with the magnitude after a space: `move:classic/suffer/endure_harm 1`. */
		followUps?: string[];
		/** An outcome rewritten by a rule (Take Decisive Action in a bad spot). */
		countsAs?: Outcome;
		/** A refused precondition's id. */
		refused?: string;
		/** What a doubles d100 on the outcome's table adds (`TableSpec.onMatch`). */
		tableNote?: string;
	};
}

export interface MoveModel {
	id: string;
	/** What the move's rolls may use, when narrower than Datasworn's options (Delve the Depths). */
	stats?: string[];
	preconditions?: Precondition[];
	/** Suffer moves: the loss comes first, then the roll. */
	sufferFirst?: Gauge;
	/** No-roll suffer moves whose size is the player's call (Lose Momentum −1/−2/−3): the loss, when given, comes off this gauge first. */
	loss?: Gauge;
	/** The loss may be none (Out of Supply when supply has just reached 0: unprepared, nothing to exchange). */
	lossMayBeNone?: boolean;
	/** An action move is rolled only when this holds, and otherwise does `noRoll` (Develop Your Relationship: only when bonded). */
	rollsWhen?: Requirement;
	/** Adds the move gives itself when its requirement holds (Test Your Relationship: +1 when bonded). */
	addsWhen?: { requires: Requirement; add: number; reason: string }[];
	/** The roll is +the rank of the move's track: Datasworn's custom options, one per rank, labelled by it. */
	rollsRank?: boolean;
	/** The move reads the site's theme and domain cards: a site without them is refused (Delve the Depths, Reveal a Danger). */
	siteCards?: boolean;
	/** The kind of track the move marks or rolls against. */
	track?: 'vow' | 'journey' | 'fight' | 'connection' | 'expedition' | 'delve_site' | 'scene_challenge' | 'combat_objective' | 'threat';
	/** Starforged Take Decisive Action: in a bad spot a strong hit without a match counts as weak, a weak hit as a miss. */
	downgradeWhen?: Requirement;
	/** No automatic changes beyond the notes (narrative moves); the engine still offers follow-ups. */
	outcomes: Partial<Record<Outcome, OutcomeSpec>>;
	/** Replaces an outcome when the challenge dice match. */
	onMatch?: Partial<Record<Outcome, OutcomeSpec>>;
	/** A move without a roll: what making it does. */
	noRoll?: OutcomeSpec;
	/** The player decides how many times the move's own table is rolled, 1 to `max` (Confront Chaos: one to three aspects). */
	tableTimes?: { max: number; what: string };
	/** A no-roll move that rolls only its challenge dice when this holds (returning to an explored site, DV-02). */
	challengeDiceWhen?: Requirement;
	/** The result of the move's own table is kept on its track under this key (a site's last danger). */
	remember?: string;
	examples: MoveExample[];
}
