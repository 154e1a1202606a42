/**
 * The parts of Datasworn 0.1.0 JSON that Iron Ledger reads. Kept narrow on purpose: the
 * packed data drops fields we never use, and reading through these types keeps the
 * rest of the code independent of the schema's full unions.
 */
export interface RawNode {
	_id?: string;
	type?: string;
	name?: string;
	[key: string]: unknown;
}

export interface RawRollOption {
	using: string;
	stat?: string;
	condition_meter?: string;
	label?: string;
	value?: number;
	control?: string;
	assets?: string[] | null;
}

export interface RawCondition {
	text?: string;
	method: string | null;
	roll_options: RawRollOption[];
}

export interface RawMove extends RawNode {
	roll_type: 'action_roll' | 'progress_roll' | 'no_roll' | 'special_track';
	trigger: { text: string; conditions: RawCondition[] };
	text: string;
	outcomes?: Record<'strong_hit' | 'weak_hit' | 'miss', { text: string }>;
	allow_momentum_burn?: boolean;
	oracles?: Record<string, RawOracle>;
	tracks?: { category: string } | null;
	replaces?: string[];
	_source?: { page?: number };
}

export interface RawOracleRoll {
	oracle: string | null;
	number_of_rolls: number;
	duplicates: 'reroll' | 'keep' | 'make_it_worse';
	auto: boolean;
}

export interface RawRow {
	_id: string;
	roll: { min: number; max: number } | null;
	text: string;
	text2?: string | null;
	template?: { text?: string };
	oracle_rolls?: RawOracleRoll[];
}

export interface RawOracle extends RawNode {
	dice: string;
	rows: RawRow[];
	summary?: string;
	canonical_name?: string;
	column_labels?: Record<string, string>;
}

export interface RawRulesMeter {
	label: string;
	value: number;
	min: number;
	max: number;
	shared?: boolean;
}

export interface RawImpact {
	label: string;
	description?: string;
	permanent: boolean;
	prevents_recovery: string[];
	shared: boolean;
}

export interface RawRules {
	stats: Record<string, { label: string }>;
	condition_meters: Record<string, RawRulesMeter>;
	impacts: Record<string, { label: string; contents: Record<string, RawImpact> }>;
	special_tracks: Record<string, { label: string; optional?: boolean }>;
}

export interface RawPackage extends RawNode {
	title: string;
	authors: { name: string }[];
	license: string;
	url: string;
	date: string;
	ruleset?: string;
	rules: RawRules;
}
