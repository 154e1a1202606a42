import type { RulesetContent } from '../../src/content/library';
import { impactRules } from '../../src/moves/engine/impacts';
import { type Evaluation, evaluate, resolveChoices } from '../../src/moves/engine/evaluate';
import { failedPreconditions } from '../../src/moves/engine/preconditions';
import type { AssetMeter, RulesetName, Situation } from '../../src/moves/engine/situation';
import { StateView } from '../../src/moves/engine/state-view';
import type { MoveExample, MoveModel } from '../../src/moves/model';
import { burnMomentum, resolveActionRoll } from '../../src/rules/action-roll';
import { resolveProgressRoll, progressScore } from '../../src/rules/progress';
import { legacyProgressScore } from '../../src/rules/legacy';
import { rowForRoll } from '../../src/rules/oracle-table';
import { isPercentileMatch } from '../../src/rules/ask-the-oracle';
import { holds } from '../../src/moves/engine/requirements';
import { takeLoss } from '../../src/moves/engine/loss';
import { newReport } from '../../src/moves/engine/effects';
import { fixedDice } from '../../src/rules/dice';
import { modelAdds } from '../../src/moves/engine/model-adds';

const CHARACTER = '[[Characters/Hero]]';
const TRACK = '[[Tracks/Track]]';
const CLOCK = '[[Tracks/Clock]]';

/** A fresh character of the ruleset, every stat 2, meters 5, momentum +2, nothing marked. */
export function defaultSheet(ruleset: RulesetName, impacts: readonly string[]): Record<string, unknown> {
	return {
		iron_ledger: 'character',
		ruleset,
		edge: 2,
		heart: 2,
		iron: 2,
		shadow: 2,
		wits: 2,
		health: 5,
		spirit: 5,
		supply: 5,
		momentum: 2,
		...Object.fromEntries(impacts.map((k) => [k, false])),
		xp_earned: 0,
		xp_spent: 0,
		...(ruleset === 'starforged' || ruleset === 'sundered_isles' ? { quests_legacy: 0, bonds_legacy: 0, discoveries_legacy: 0, position: 'in control' } : { bonds: 0, initiative: false }),
		...(ruleset === 'delve' ? { failure: 0 } : {}),
	};
}

function assetMeter(scope: RulesetContent, sheet: Record<string, unknown>, control: 'health' | 'integrity' | 'supply'): AssetMeter | undefined {
	const key = Object.keys(sheet).find((k) => k.endsWith(`_${control}`) && k !== control);
	if (!key) return undefined;
	const slug = key.slice(0, -control.length - 1);
	const asset = scope.entries('asset').find((a) => a.id.endsWith(`/${slug}`));
	const max = (asset?.node as { controls?: Record<string, { max?: number }> } | undefined)?.controls?.[control]?.max ?? 5;
	return { key, max, name: slug.replace(/_/g, ' '), ...(asset ? { asset: asset.id } : {}) };
}

export interface ExampleRun {
	refused: string[];
	evaluation?: Evaluation;
	view: StateView;
	followUps: string[];
	outcome?: string;
}

/** Runs one worked example through the engine: the roll from its dice, then its picks. */
export function runExample(scope: RulesetContent, model: MoveModel, example: MoveExample): ExampleRun {
	const ruleset = scope.id;
	const impacts = impactRules(scope);
	const sheet = { ...defaultSheet(ruleset, impacts.map((i) => i.key)), ...(example.sheet ?? {}) };
	const view = new StateView({ [CHARACTER]: sheet });
	const situation: Situation = { ruleset, moveId: model.id, moveName: scope.move(model.id).name, character: CHARACTER, impacts };
	const companion = assetMeter(scope, sheet, 'health');
	const vehicle = assetMeter(scope, sheet, 'integrity');
	if (companion) situation.companion = companion;
	if (vehicle) situation.vehicle = vehicle;
	const hold = assetMeter(scope, sheet, 'supply');
	if (hold) situation.hold = hold;
	if (example.track) {
		const { kind, rank, ticks, status, ...flags } = example.track;
		view.add(TRACK, { iron_ledger: 'track', kind: kind ?? model.track ?? 'vow', rank, ticks, status: status ?? 'active', ...flags });
		situation.track = TRACK;
	}
	if (example.clock) {
		view.add(CLOCK, { iron_ledger: 'clock', segments: example.clock.segments, filled: example.clock.filled, status: 'active' });
		situation.clock = CLOCK;
	}
	const rolled = example.stat && !['progress'].includes(example.stat) && !example.stat.endsWith('_track') && !example.stat.endsWith('_legacy') ? [example.stat] : [];
	const refused = failedPreconditions(model, view, situation, rolled).map((p) => p.id);
	if (refused.length > 0) return { refused, view, followUps: [] };
	const info = scope.move(model.id);
	const lossGauge = model.sufferFirst ?? model.loss;
	// The loss comes before the roll, with its overflow.
	if (example.suffer !== undefined && lossGauge) takeLoss(view, situation, lossGauge, example.suffer, newReport());
	const unrolled = model.rollsWhen && situation.track && !holds(view, situation, model.rollsWhen);
	if (info.rollType === 'action_roll' && !unrolled) {
		const [action, c1, c2] = example.dice as [number, number, number];
		// A custom option carries its own value (Develop Your Relationship: the connection's rank).
		const custom = info.conditions.flatMap((c) => c.options).find((o) => o.using === 'custom' && o.label === example.stat);
		const statValue = custom?.using === 'custom' ? custom.value : statOf(view, situation, example.stat ?? '');
		const momentum = view.num(CHARACTER, 'momentum');
		const own = modelAdds(model, view, situation).reduce((n, a) => n + a.value, 0);
		let roll = resolveActionRoll({ stat: statValue, adds: (example.adds ?? 0) + own, momentum, action, challenge: [c1, c2] });
		if (example.burn) {
			const burn = burnMomentum(roll, momentum, impacts.filter((i) => view.get(CHARACTER, i.key) === true).length);
			view.set(CHARACTER, 'momentum', burn.to);
			roll = { ...roll, outcome: burn.outcome };
		}
		situation.roll = { outcome: roll.outcome, match: roll.match, challenge: roll.challenge, action: roll.action, progress: false, ...(example.stat ? { stat: example.stat } : {}) };
	} else if (info.rollType === 'progress_roll' || info.rollType === 'special_track') {
		const [c1, c2] = example.dice as [number, number];
		const score = example.stat === 'progress' || !example.stat ? progressScore(view.num(TRACK, 'ticks')) : specialScore(view, example.stat);
		const roll = resolveProgressRoll(score, [c1, c2]);
		situation.roll = { outcome: roll.outcome, match: roll.match, challenge: roll.challenge, progress: true };
		// Dice after the roll's own are for what a pick rolls anew (a recommit's challenge dice).
		if (example.dice.length > 2) situation.dice = fixedDice(example.dice.slice(2));
	}
	readTable(scope, model, example, situation);
	if (model.challengeDiceWhen && info.rollType === 'no_roll' && example.dice.length === 2 && holds(view, situation, model.challengeDiceWhen)) {
		situation.challenge = [example.dice[0] as number, example.dice[1] as number];
	}
	const evaluation = evaluate(model, view, situation);
	const followUps = evaluation.followUps.map((f) => `${f.move}${f.magnitude !== undefined ? ` ${f.magnitude}` : ''}`);
	if (example.choose) {
		const resolution = resolveChoices(model, view, situation, evaluation.outcome, example.choose);
		followUps.push(...resolution.followUps.map((f) => `${f.move}${f.magnitude !== undefined ? ` ${f.magnitude}` : ''}`));
	}
	return { refused, evaluation, view, followUps, outcome: situation.roll?.outcome };
}

/** The example's d100 on the outcome's table, as the row the engine reads. */
function readTable(scope: RulesetContent, model: MoveModel, example: MoveExample, s: Situation): void {
	if (example.table === undefined) return;
	const outcome = s.roll?.outcome;
	const spec = outcome ? model.outcomes[outcome] : model.noRoll;
	const id = spec?.table?.oracle.replace('{stat}', example.stat ?? '');
	if (!id) throw new Error(`${model.id} › ${example.name}: a table roll is given, but the outcome has no table`);
	const table = scope.table(id);
	const row = rowForRoll(table, example.table);
	if (row) s.tableRow = table.rows.indexOf(row);
	s.tableMatch = isPercentileMatch(example.table);
}

function statOf(view: StateView, s: Situation, stat: string): number {
	const values = stat.split('/').map((k) => {
		if (k === 'companion_health') return view.num(CHARACTER, s.companion?.key ?? '');
		if (k === 'integrity') return view.num(CHARACTER, s.vehicle?.key ?? '');
		return view.num(CHARACTER, k);
	});
	return stat.includes('/') ? Math.max(...values) : (values[0] ?? 0);
}

function specialScore(view: StateView, track: string): number {
	const key = track === 'bonds_track' ? 'bonds' : track === 'failure_track' ? 'failure' : track;
	if (key.endsWith('_legacy')) return legacyProgressScore({ ticks: view.num(CHARACTER, key), completed: view.get(CHARACTER, `${key}_completed`) === true });
	return progressScore(view.num(CHARACTER, key));
}

export const LINKS = { CHARACTER, TRACK, CLOCK };
