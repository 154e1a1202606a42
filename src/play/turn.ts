import type { JournalBlock, OracleRecord } from '../journal/block';
import { moveModel } from '../moves';
import { type EffectReport, applyEffect, newReport } from '../moves/engine/effects';
import { markedImpacts } from '../moves/engine/impacts';
import { type PendingAdd, pendingAdds } from '../moves/engine/pending-adds';
import { ChoiceError, type Evaluation, type OfferedChoice, type Resolution, evaluate, openChoices, resolveChoices } from '../moves/engine/evaluate';
import { failedPreconditions } from '../moves/engine/preconditions';
import type { Situation } from '../moves/engine/situation';
import type { StateView } from '../moves/engine/state-view';
import type { FollowUp, MoveModel, Precondition } from '../moves/model';
import type { Add } from '../rules/adds';
import { type DiceSource, cryptoDice } from '../rules/dice';
import { legacyProgressScore } from '../rules/legacy';
import { progressScore } from '../rules/progress';
import { type ActionMoveRoll, rollActionMove } from './make-move';
import type { ChosenStat } from './move-stats';
import { type TurnSetup, loadTurn } from './turn-setup';
import { TurnAbilities } from './turn-abilities';
import { foeLoss } from '../moves/engine/fight';
import { takeLoss } from '../moves/engine/loss';
import { shareWithParty } from '../moves/engine/party';
import { hasTurnTable, readTableRow, readTurnTables, rollChosenTables, rollTurnTables, withTableNote } from './turn-tables';
import type { RarityInfo } from '../delve/rarities';
import { rarityRule, withRarity } from './turn-rarity';
import { lossGauge } from '../moves/sundered-isles/hold';
import { choiceRecord, followUpInRuleset, followUpRecord } from './turn-records';
import { modelAdds } from '../moves/engine/model-adds';

const SPECIAL_KEYS: Record<string, string> = { bonds_track: 'bonds', failure_track: 'failure' };

/**
 * One move, from the notes it reads to the block it writes: preconditions, the loss a suffer
 * move takes first, pending adds, the roll, the outcome's fixed effects, the player's
 * choices and the follow-ups. The palette, the sidebar and the CLI all make moves through
 * this; nothing is written until the caller commits `block()` and `changes()`.
 */
export class MoveTurn {
	private evaluation?: Evaluation;
	private resolution?: Resolution;
	private rolled?: JournalBlock;
	private overrides: string[] = [];
	private suffered = 0;
	private readonly report: EffectReport = newReport();
	private upgraded = false;
	private usedPending: PendingAdd[] = [];
	private rarity?: RarityInfo;
	/** AR-20: companions that helped a roll with an action die of 1. */
	private companionTrouble: string[] = [];
	/** Tables the picked options rolled (Roll on the Endure Harm table). */
	readonly chosenRolls: OracleRecord[] = [];
	readonly model: MoveModel | undefined;
	/** The sheet's asset abilities this move may use, and the ones it does. */
	readonly abilities: TurnAbilities;

	private constructor(
		readonly setup: TurnSetup,
		readonly view: StateView,
		readonly situation: Situation,
	) {
		this.model = moveModel(setup.move.id);
		this.abilities = new TurnAbilities(setup.content.ruleset(setup.ruleset), view, situation);
	}

	static async open(setup: TurnSetup): Promise<MoveTurn> {
		const { view, situation } = await loadTurn(setup);
		return new MoveTurn(setup, view, situation);
	}

	get character(): string | undefined {
		return this.situation.character;
	}

	/** A value the move may roll, from the sheet: a stat, a meter, the companion's health, the vehicle's integrity. */
	sheetValue(key: string): number | undefined {
		const c = this.situation.character;
		if (!c) return undefined;
		const asset = { companion_health: this.situation.companion, integrity: this.situation.vehicle, hold: this.situation.hold }[key];
		const sheetKey = asset ? asset.key : ['companion_health', 'integrity', 'hold'].includes(key) ? undefined : key;
		const v = sheetKey ? this.view.get(c, sheetKey) : undefined;
		return typeof v === 'number' ? v : undefined;
	}

	get momentum(): number | undefined {
		return this.character ? this.view.num(this.character, 'momentum') : this.setup.snapshot?.momentum;
	}

	get debilities(): number {
		return this.character ? markedImpacts(this.view, this.situation).length : (this.setup.snapshot?.debilities ?? 0);
	}

	/** Who makes the move, as a link: the loaded sheet, or the character known without one. */
	get by(): string | undefined {
		return this.character ?? this.setup.snapshot?.link;
	}

	/** The preconditions that do not hold for rolling these stats (none when overridden). */
	refusals(rolled: readonly string[] = []): Precondition[] {
		return failedPreconditions(this.model, this.view, this.situation, rolled);
	}

	get overridden(): readonly string[] {
		return this.overrides;
	}

	/** Go ahead although these preconditions fail; the block records it. */
	override(ids: readonly string[]): void {
		this.overrides = [...new Set([...this.overrides, ...ids])];
	}

	/** A suffer move's loss before the roll (or, for Lose Momentum and the like, before its rules), with its overflow (harm past 0 comes off momentum). */
	sufferFirst(amount: number, stat?: string): string[] {
		const gauge = lossGauge(this.model, this.situation, stat);
		if (!gauge || amount < 0 || !this.character) return [];
		this.suffered += amount;
		const before = this.report.notes.length;
		takeLoss(this.view, this.situation, gauge, amount, this.report);
		return this.report.notes.slice(before);
	}

	/** The harm, stress or loss the fight's foe inflicts: its rank (ME-06..08, CB-21); none outside a fight. */
	foeLoss(): number | undefined {
		return foeLoss(this.view, this.situation);
	}

	/** "+1 on your next move" kept on the sheet that applies to this move. */
	pendingForThisMove(): PendingAdd[] {
		if (!this.character || this.setup.move.rollType !== 'action_roll') return [];
		return pendingAdds(this.view.get(this.character, 'pending_adds')).filter((p) => !p.move || p.move === this.setup.move.id);
	}

	/** An action roll with the player's adds and the pending ones. Pure: physical dice may run it again. */
	rollAction(stat: ChosenStat, adds: readonly Add[], dice: DiceSource): ActionMoveRoll {
		const pending = this.pendingForThisMove().map((p) => ({ value: p.value, reason: p.reason }));
		const own = modelAdds(this.model, this.view, this.situation);
		const input = { move: this.setup.move, stat, adds: [...adds, ...own, ...this.abilities.adds(), ...pending], momentum: this.momentum, debilities: this.debilities };
		return this.abilities.withCursedRoll(rollActionMove(this.by ? { ...input, by: this.by } : input, dice), dice);
	}

	/** The progress score the move rolls: its track's full boxes, or a special track on the sheet. */
	progressScore(special?: string): number | undefined {
		if (special) {
			const key = SPECIAL_KEYS[special] ?? special;
			const c = this.character;
			if (!c || typeof this.view.get(c, key) !== 'number') return undefined;
			if (key.endsWith('_legacy')) return legacyProgressScore({ ticks: this.view.num(c, key), completed: this.view.get(c, `${key}_completed`) === true });
			return progressScore(this.view.num(c, key));
		}
		const t = this.situation.track;
		return t ? progressScore(this.view.num(t, 'ticks')) : undefined;
	}

	/** What the move rolls beyond its own dice (a table its outcome goes on in, a site's cards): call before `settle`. */
	rollTables(block: JournalBlock, dice: DiceSource): JournalBlock {
		return rollTurnTables(this.setup.content.ruleset(this.setup.ruleset), this.model, this.view, this.situation, block, dice);
	}

	/** Whether `rollTables` needs dice for this block. */
	hasTable(block: JournalBlock): boolean {
		return hasTurnTable(this.model, block);
	}

	/** Wield a Rarity: the move is aided by the asset it augments, so the action die is the rarity die (DV-16). */
	wield(rarity: RarityInfo): void {
		this.rarity = rarity;
	}

	/** After the roll: the burn's reset, used adds, the outcome's fixed effects; what is left to choose. */
	settle(rolled: JournalBlock): Evaluation {
		const block = this.abilities.withCursedDie(withRarity(rolled, this.rarity));
		const face = rarityRule(block);
		this.rolled = block;
		const c = this.character;
		if (c && block.kind === 'action') {
			if (block.burn) this.view.set(c, 'momentum', block.burn.to);
			const used = this.pendingForThisMove();
			this.usedPending = used;
			if (used.length > 0) {
				const left = pendingAdds(this.view.get(c, 'pending_adds')).filter((p) => !used.some((u) => JSON.stringify(u) === JSON.stringify(p)));
				this.view.set(c, 'pending_adds', left);
			}
		}
		if (block.kind === 'action' || block.kind === 'progress') {
			// An ability that counts a weak hit as a strong hit settles the move as one.
			const byRarity = block.kind === 'action' && face?.countsAs !== block.outcome ? face?.countsAs : undefined;
			const upgraded = block.kind === 'action' ? (byRarity ?? this.abilities.upgrade(block.outcome)) : undefined;
			this.upgraded = upgraded !== undefined;
			const roll = { outcome: upgraded ?? block.outcome, match: block.match, challenge: block.challenge, progress: block.kind === 'progress' };
			this.situation.roll = block.kind === 'action' ? { ...roll, action: block.action, adds: block.adds, ...(block.stat.name ? { stat: block.stat.name } : {}) } : roll;
		}
		const model = this.model ?? { id: this.setup.move.id, outcomes: {}, examples: [] };
		readTurnTables(this.setup.content.ruleset(this.setup.ruleset), this.model, this.view, this.situation, block);
		this.evaluation = evaluate(model, this.view, this.situation);
		const counted = this.evaluation.outcome;
		if (counted && block.kind === 'action') {
			this.abilities.applyGains(counted, this.report, block.burn !== undefined);
			this.companionTrouble = this.abilities.companionsInTrouble(block.action, counted);
			for (const name of this.companionTrouble) this.report.notes.push(`The action die shows 1 with ${name} helping: this move's trouble involves ${name}.`);
			// A "+1 on your next move" that also promised momentum on a hit (Turn the Tide).
			const promised = this.usedPending.reduce((n, p) => n + (p.momentum_on_hit ?? 0), 0);
			if (promised > 0 && counted !== 'miss') applyEffect(this.view, this.situation, { kind: 'gauge', gauge: 'momentum', amount: promised }, this.report);
			if (face) {
				for (const e of face.effects ?? []) applyEffect(this.view, this.situation, e, this.report);
				this.report.notes.push(face.note);
			}
		}
		return this.evaluation;
	}

	/**
	 * Picks up a move already in the journal whose choice is still open: its roll is a fact
	 * and its fixed effects were applied then, so only the open choices are offered again.
	 */
	resume(block: JournalBlock): OfferedChoice[] {
		this.rolled = block;
		readTableRow(this.setup.content.ruleset(this.setup.ruleset), this.model, this.situation, block);
		if (block.kind === 'action' || block.kind === 'progress') {
			const roll = { outcome: block.outcome, match: block.match, challenge: block.challenge, progress: block.kind === 'progress' };
			this.situation.roll = block.kind === 'action' ? { ...roll, action: block.action, adds: block.adds, ...(block.stat.name ? { stat: block.stat.name } : {}) } : roll;
		}
		const outcome = block.kind === 'action' || block.kind === 'progress' ? (block.countsAs ?? block.outcome) : undefined;
		const model = this.model ?? { id: this.setup.move.id, outcomes: {}, examples: [] };
		const pending = (block.choices ?? []).filter((c) => !c.chosen).map((c) => JSON.stringify(c.options));
		const choices = openChoices(model, this.view, this.situation, outcome).filter((c) => pending.includes(JSON.stringify(c.options.map((o) => o.text))));
		this.evaluation = { notes: [], choices, followUps: [], ...(outcome ? { outcome } : {}) };
		return choices;
	}

	get choices(): OfferedChoice[] {
		return this.evaluation?.choices ?? [];
	}

	/** The choices no pick has resolved yet. */
	openChoices(): OfferedChoice[] {
		return this.choices.filter((c) => !this.resolution?.chosen.has(c.group));
	}

	get notes(): string[] {
		return [...this.report.notes, ...(this.evaluation?.notes ?? []), ...(this.resolution?.notes ?? [])];
	}

	/** Picks options, numbered as offered; throws a ChoiceError that names the rule when they do not fit. A picked option's table is rolled with `dice`. */
	choose(picks: readonly number[], dice: DiceSource = cryptoDice()): Resolution {
		const evaluation = this.evaluation;
		if (!this.model || !evaluation) throw new Error('Roll before choosing.');
		const done = this.resolution?.chosen ?? new Map<number, string[]>();
		for (const n of picks) {
			const group = evaluation.choices.find((c) => c.options.some((o) => o.n === n));
			if (group && done.has(group.group)) throw new ChoiceError(`Option ${n} belongs to a choice already made.`);
		}
		// Picks come a choice at a time: each call applies only its own picks (Repair's points count the earlier ones too).
		this.situation.picked = [...(this.rolled?.choices ?? []).flatMap((c) => c.chosen ?? []), ...[...done.values()].flat()];
		// What a pick rolls (a recommit's challenge dice) comes from the same dice as its tables.
		this.situation.dice = dice;
		const fresh = resolveChoices(this.model, this.view, this.situation, evaluation.outcome, picks);
		const merged: Resolution = {
			chosen: new Map([...done, ...fresh.chosen]),
			followUps: [...(this.resolution?.followUps ?? []), ...fresh.followUps],
			notes: [...(this.resolution?.notes ?? []), ...fresh.notes],
			tables: [...(this.resolution?.tables ?? []), ...fresh.tables],
		};
		this.chosenRolls.push(...rollChosenTables(this.setup.content.ruleset(this.setup.ruleset), fresh.tables, dice));
		this.resolution = merged;
		// A pick can open a choice the rules offer only now (another −1 health brings you to 0).
		const offered = new Set(evaluation.choices.map((c) => c.group));
		evaluation.choices.push(...openChoices(this.model, this.view, this.situation, evaluation.outcome).filter((c) => !offered.has(c.group)));
		return merged;
	}

	/** "Up to N" taken as none: the choice is made, with nothing picked. */
	decline(group: number): void {
		const chosen = new Map(this.resolution?.chosen ?? []);
		chosen.set(group, []);
		this.resolution = { chosen, followUps: this.resolution?.followUps ?? [], notes: this.resolution?.notes ?? [], tables: this.resolution?.tables ?? [] };
	}

	followUps(): FollowUp[] {
		return [...this.report.triggered, ...(this.evaluation?.followUps ?? []), ...(this.resolution?.followUps ?? [])].map((f) => followUpInRuleset(this.setup, f));
	}

	changes() {
		shareWithParty(this.view, this.situation);
		return this.view.changes();
	}

	/** The block to write: the roll, the changes, what was chosen or is still open, what comes next. */
	block(): JournalBlock {
		if (!this.rolled) throw new Error('Nothing was rolled.');
		const block: JournalBlock = { ...withTableNote(this.model, this.rolled, this.evaluation?.tableNote), changes: this.changes() };
		if (this.chosenRolls.length > 0) block.oracles = [...block.oracles, ...this.chosenRolls];
		// The loss before the roll, so the move can be settled again (a later burn) from the start.
		if (this.suffered > 0) block.extra = { ...block.extra, suffered: this.suffered };
		if (this.situation.recommit) block.extra = { ...block.extra, recommit: [...this.situation.recommit] };
		if (this.situation.track && block.kind !== 'progress') block.track = this.situation.track;
		if (this.situation.track && block.kind === 'progress' && !block.track) block.track = this.situation.track;
		if (this.situation.clock) block.clock = this.situation.clock;
		if (this.companionTrouble.length > 0) block.extra = { ...block.extra, companion_in_trouble: [...this.companionTrouble] };
		if (this.situation.aid) block.extra = { ...block.extra, ally: this.situation.aid };
		if (this.evaluation?.countsAs) block.countsAs = this.evaluation.countsAs;
		else if (this.upgraded) block.countsAs = 'strong_hit';
		const abilities = this.abilities.records();
		if (abilities.length > 0) block.abilities = abilities;
		if (block.kind === 'action' && this.abilities.rerolled.length > 0) block.rerolled = [...this.abilities.rerolled];
		if (this.overrides.length > 0) block.override = [...this.overrides];
		const choices = this.choices.map((c) => choiceRecord(c, this.resolution?.chosen.get(c.group)));
		if (choices.length > 0) block.choices = choices;
		const followUps = this.followUps().map((f) => followUpRecord(this.setup, f));
		if (followUps.length > 0) block.followUps = followUps;
		return block;
	}
}
