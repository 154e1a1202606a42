import { type ActionBlock, type AskBlock, type JournalBlock, OUTCOME_WORDS } from '../journal/block';
import { ODDS_LABELS, answersYes, isOdds, isPercentileMatch } from '../rules/ask-the-oracle';
import { actionScore } from '../rules/action-roll';
import { cancelsActionDie } from '../rules/momentum';
import { type ChallengeDice, type Outcome, isMatch, outcomeAgainst } from '../rules/outcome';

/** A recorded result the dice do not give; `key` is the block's top-level key to point at. */
export interface DiceProblem {
	key: string;
	message: string;
}

const a = (outcome: Outcome) => (outcome === 'miss' ? 'a miss' : `a ${OUTCOME_WORDS[outcome]}`);
const dice = (challenge: ChallengeDice) => `${challenge[0]} and ${challenge[1]}`;
const signed = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);

// Run on every block of a long journal, nearly all of them right: problems go into one list,
// with no spreads and no lists made for the blocks that have none.
function matchProblem(match: boolean, challenge: ChallengeDice, out: DiceProblem[]): DiceProblem[] {
	if (match === isMatch(challenge)) return out;
	const why = match ? `the challenge dice ${dice(challenge)} differ` : `both challenge dice show ${challenge[0]}`;
	out.push({ key: 'match', message: `"match" is ${String(match)}, but ${why}.` });
	return out;
}

/** The same dice in any order. */
function sameDice(a: readonly number[], b: readonly number[]): boolean {
	if (a.length !== b.length) return false;
	const x = [...a].sort((p, q) => p - q);
	const y = [...b].sort((p, q) => p - q);
	return x.every((d, i) => d === y[i]);
}

function actionProblems(block: ActionBlock): DiceProblem[] {
	const problems: DiceProblem[] = [];
	const cancelled = block.momentum === undefined ? block.actionCancelled : cancelsActionDie(block.momentum, block.action);
	if (cancelled !== block.actionCancelled) {
		problems.push({
			key: 'action_cancelled',
			message: `"action_cancelled" is ${String(block.actionCancelled)}, but momentum ${block.momentum ?? ''} ${cancelled ? 'cancels' : 'does not cancel'} an action die of ${block.action}.`,
		});
	}
	const adds = block.adds.reduce((sum, x) => sum + x.value, 0);
	const score = actionScore(block.action, block.stat.value, adds, cancelled);
	if (score !== block.score) {
		const sum = `${cancelled ? `(action die ${block.action} cancelled) stat ${block.stat.value}` : `action die ${block.action} ${signed(block.stat.value)} stat`} ${signed(adds)} adds`;
		const raw = (cancelled ? 0 : block.action) + block.stat.value + adds;
		problems.push({ key: 'score', message: `"score" is ${block.score}, but ${sum} makes ${raw > score ? `${raw}, and a score is at most ${score}` : score}.` });
	}
	const before = outcomeAgainst(score, block.challenge);
	const roll = `score ${score} against challenge dice ${dice(block.challenge)}`;
	if (!block.burn) {
		if (block.outcome !== before) problems.push({ key: 'outcome', message: `"outcome" is ${OUTCOME_WORDS[block.outcome]}, but ${roll} is ${a(before)}.` });
		return matchProblem(block.match, block.challenge, problems);
	}
	const burn = block.burn;
	if (burn.outcomeBefore !== before) {
		problems.push({ key: 'burn', message: `The burn's "outcome_before" is ${OUTCOME_WORDS[burn.outcomeBefore]}, but ${roll} is ${a(before)}.` });
	}
	// Burning cancels every challenge die below the momentum burned.
	const below: [boolean, boolean] = [block.challenge[0] < burn.from, block.challenge[1] < burn.from];
	const expected = block.challenge.filter((_, i) => below[i]);
	if (!sameDice(burn.cancelled, expected)) {
		const listed = (list: readonly number[]) => (list.length > 0 ? `[${list.join(', ')}]` : 'no dice');
		problems.push({ key: 'burn', message: `The burn cancelled ${listed(burn.cancelled)}, but momentum ${burn.from} cancels ${listed(expected)} of challenge dice ${dice(block.challenge)}.` });
	}
	const after = outcomeAgainst(score, block.challenge, below);
	if (block.outcome !== after) {
		problems.push({ key: 'outcome', message: `"outcome" is ${OUTCOME_WORDS[block.outcome]}, but ${roll}, with momentum ${burn.from} burned, is ${a(after)}.` });
	}
	return matchProblem(block.match, block.challenge, problems);
}

/** Ask the Oracle: the answer and the match follow from the roll and the odds, in the block's style. */
function askProblems(block: AskBlock): DiceProblem[] {
	if (!isOdds(block.odds)) return [];
	const problems: DiceProblem[] = [];
	const yes = answersYes(block.style, block.odds, block.roll);
	if (yes !== block.yes) {
		problems.push({ key: 'answer', message: `"answer" is ${block.yes ? 'yes' : 'no'}, but ${block.roll} on ${ODDS_LABELS[block.odds].toLowerCase()} odds (${block.style}) is ${yes ? 'a yes' : 'a no'}.` });
	}
	if (isPercentileMatch(block.roll) !== block.match) {
		problems.push({ key: 'match', message: `"match" is ${String(block.match)}, but ${block.roll} ${block.match ? 'is not' : 'is'} a double.` });
	}
	return problems;
}

/**
 * Where a roll's recorded result is not what its dice give by the rules: the score from the
 * action die, stat and adds; the outcome from the score against the challenge dice, after
 * any burn; the match. A hand edit that makes a miss a strong hit is caught here.
 */
export function diceProblems(block: JournalBlock): DiceProblem[] {
	if (block.kind === 'action') return actionProblems(block);
	if (block.kind === 'ask') return askProblems(block);
	if (block.kind !== 'progress') return [];
	const outcome = outcomeAgainst(block.score, block.challenge);
	const problems: DiceProblem[] = [];
	if (block.outcome !== outcome) {
		problems.push({ key: 'outcome', message: `"outcome" is ${OUTCOME_WORDS[block.outcome]}, but progress ${block.score} against challenge dice ${dice(block.challenge)} is ${a(outcome)}.` });
	}
	return matchProblem(block.match, block.challenge, problems);
}
