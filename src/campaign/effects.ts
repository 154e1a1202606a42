import type { MoveInfo } from '../content/map-move';
import type { JournalBlock, StateChange } from '../journal/block';
import { changeMomentum } from '../rules/momentum';
import { sufferMeter, takeMeter } from '../rules/meters';
import { markProgress, vowExperience } from '../rules/progress';
import { legacyReward, markLegacy } from '../rules/legacy';
import type { Outcome } from '../rules/outcome';
import type { CharacterState, TrackState } from '../state/schema';

/**
 * The fixed mechanical effects of a move's result, proposed for the player to accept. Only
 * unconditional sentences count ("Take +1 momentum."): anything in a "choose" list or
 * behind an "if" is the player's call, so it is never proposed.
 */
export interface Proposal {
	changes: StateChange[];
	/** What the rules refused, in words: momentum above max, a meter at 0… */
	notes: string[];
}

const CONDITIONAL = /\b(if|or|instead|may|choose|unless|when)\b/i;

function unconditionalSentences(text: string): string[] {
	const withoutLists = text
		.split('\n')
		.filter((l) => !/^\s*[*-]\s/.test(l))
		.join(' ');
	return withoutLists.replace(/([.!])\s+/g, '$1\n').split('\n').filter((s) => !CONDITIONAL.test(s));
}

export interface EffectInput {
	move: MoveInfo;
	block: JournalBlock;
	character?: { link: string; state: CharacterState; fm: Record<string, unknown> };
	track?: { link: string; state: TrackState };
	ruleset: 'classic' | 'delve' | 'starforged';
}

export function proposeChanges(input: EffectInput): Proposal {
	const out: Proposal = { changes: [], notes: [] };
	const { block, character, track } = input;
	const outcome: Outcome | undefined = block.kind === 'action' || block.kind === 'progress' ? block.outcome : undefined;
	const values: Record<string, unknown> = { ...(character?.fm ?? {}) };
	const set = (note: string, key: string, to: unknown) => {
		if (JSON.stringify(values[key]) === JSON.stringify(to)) return;
		out.changes.push({ note, key, from: values[key] ?? null, to });
		values[key] = to;
	};
	/** Marks a legacy reward; each box it fills earns XP (2, or 1 once the track has been completed). */
	const legacy = (key: string, rank: TrackState['rank'], result: Outcome) => {
		if (!character || typeof values[key] !== 'number') return;
		const mark = markLegacy({ ticks: values[key], completed: values[`${key}_completed`] === true }, legacyReward(rank, result));
		set(character.link, key, mark.after.ticks);
		if (mark.after.completed && values[`${key}_completed`] !== true) set(character.link, `${key}_completed`, true);
		if (mark.xp > 0) set(character.link, 'xp_earned', ((values.xp_earned as number) ?? 0) + mark.xp);
	};
	if (character && block.kind === 'action' && block.burn) set(character.link, 'momentum', block.burn.to);
	const text = outcome ? input.move.outcomes[outcome] ?? '' : '';
	if (character && outcome) {
		const debilities = character.state.marked.length;
		for (const sentence of unconditionalSentences(text)) {
			for (const m of sentence.matchAll(/\b(take|suffer)\s+([+-−]?\d+)\s+(momentum|health|spirit|supply)\b/gi)) {
				const amount = Math.abs(Number((m[2] ?? '0').replace('−', '-')));
				const sign = (m[1] ?? '').toLowerCase() === 'take' ? 1 : -1;
				const key = (m[3] ?? '').toLowerCase();
				const current = values[key] as number;
				if (key === 'momentum') {
					const c = changeMomentum(current, sign * amount, debilities);
					if (c.blockedAbove > 0) out.notes.push(`Momentum is at its max (${c.to}): ${c.blockedAbove} more was not taken.`);
					if (c.blockedBelow > 0) out.notes.push(`Momentum cannot go below −6: face a setback for the other ${c.blockedBelow}.`);
					set(character.link, key, c.to);
				} else {
					const blocker = input.move && sign > 0 ? blocking(key, character.state) : undefined;
					const c = sign > 0 ? takeMeter(current, amount, blocker) : sufferMeter(current, amount);
					if (c.blockedBy) out.notes.push(`You are ${c.blockedBy}: ${key} cannot rise until it is cleared.`);
					if (c.overflow > 0) out.notes.push(`${key} is at 0: ${c.overflow} more comes off momentum (or another meter) — make that move.`);
					set(character.link, key, c.to);
				}
			}
		}
	}
	if (track && outcome && block.kind === 'action' && /\bmark progress\b/i.test(unconditionalSentences(text).join(' '))) {
		const to = markProgress(track.state.ticks, track.state.rank);
		if (to !== track.state.ticks) out.changes.push({ note: track.link, key: 'ticks', from: track.state.ticks, to });
	}
	if (track && outcome && block.kind === 'progress' && input.move.trackCategory === 'Vow' && outcome !== 'miss') {
		out.changes.push({ note: track.link, key: 'status', from: track.state.status, to: 'complete' });
		if (character && input.ruleset !== 'starforged') {
			const xp = vowExperience(track.state.rank, outcome);
			if (xp > 0) set(character.link, 'xp_earned', ((values.xp_earned as number) ?? 0) + xp);
		}
		if (character && input.ruleset === 'starforged') legacy('quests_legacy', track.state.rank, outcome);
	}
	const id = input.move.id;
	if (character && outcome && outcome !== 'miss') {
		// Classic Forge a Bond: a tick on the bonds track.
		if (id === 'move:classic/relationship/forge_a_bond' && typeof values.bonds === 'number') set(character.link, 'bonds', Math.min(40, values.bonds + 1));
		// Starforged: a bond forged or an expedition finished is a legacy reward by the track's rank.
		if (track && (id === 'move:starforged/connection/forge_a_bond' || id === 'move:starforged/exploration/finish_an_expedition')) {
			out.changes.push({ note: track.link, key: 'status', from: track.state.status, to: 'complete' });
			legacy(id.endsWith('forge_a_bond') ? 'bonds_legacy' : 'discoveries_legacy', track.state.rank, outcome);
		}
	}
	if (character && outcome && id === 'move:delve/failure/learn_from_your_failures') {
		// 3, 2 or 1 XP, and the failure track is cleared.
		set(character.link, 'xp_earned', ((values.xp_earned as number) ?? 0) + (outcome === 'strong_hit' ? 3 : outcome === 'weak_hit' ? 2 : 1));
		set(character.link, 'failure', 0);
	}
	if (character && input.ruleset === 'delve' && outcome === 'miss' && typeof values.failure === 'number' && id !== 'move:delve/failure/learn_from_your_failures') {
		// Mark Your Failure: a miss marks one tick on the failure track, two on a progress move.
		set(character.link, 'failure', Math.min(40, values.failure + (block.kind === 'progress' ? 2 : 1)));
	}
	return out;
}

const BLOCKERS: Record<string, string> = { health: 'wounded', spirit: 'shaken', supply: 'unprepared' };

function blocking(meter: string, state: CharacterState): string | undefined {
	const condition = BLOCKERS[meter];
	return condition && state.marked.includes(condition) ? condition : undefined;
}

