import { describe, expect, it } from 'vitest';
import { bundledContent } from '../../src/content/bundled';
import { checkNote } from '../../src/play/check-journal';

const content = bundledContent();

// Score 2 + 2 + 1 = 5 against 3 and 8: a weak hit, no match.
const ACTION = 'v: 1\nkind: action\nstat_value: 2\nadds:\n  - value: 1\n    reason: Hawk\naction_die: 2\nchallenge: [3, 8]\nscore: 5\noutcome: weak hit\nmatch: false';
const PROGRESS = 'v: 1\nkind: progress\nscore: 6\nchallenge: [3, 8]\noutcome: weak hit\nmatch: false';

/** The problems of a note holding one block, which starts at line 3 (its body at line 4). */
function problems(body: string) {
	return checkNote(`# Session\n\n\`\`\`iron-move\n${body}\n\`\`\`\n`, content).problems;
}

describe('journal check recomputes each roll from its dice', () => {
	it('a roll as the dice give it has no problem', () => {
		expect(problems(ACTION)).toEqual([]);
		expect(problems(PROGRESS)).toEqual([]);
	});

	it('an outcome that contradicts the dice is reported at its line', () => {
		expect(problems(ACTION.replace('outcome: weak hit', 'outcome: strong hit'))).toEqual([
			{ line: 13, message: '"outcome" is strong hit, but score 5 against challenge dice 3 and 8 is a weak hit.' },
		]);
		expect(problems(PROGRESS.replace('outcome: weak hit', 'outcome: miss'))).toEqual([
			{ line: 8, message: '"outcome" is miss, but progress 6 against challenge dice 3 and 8 is a weak hit.' },
		]);
	});

	it('a score that is not action die + stat + adds (capped at 10), with the outcome it would give', () => {
		expect(problems(ACTION.replace('score: 5', 'score: 9'))).toEqual([
			{ line: 12, message: '"score" is 9, but action die 2 + 2 stat + 1 adds makes 5.' },
		]);
		const capped = ACTION.replace('action_die: 2', 'action_die: 6').replace('adds:\n  - value: 1', 'adds:\n  - value: 4').replace('score: 5', 'score: 9');
		expect(problems(capped).map((p) => p.message)).toContain('"score" is 9, but action die 6 + 2 stat + 4 adds makes 12, and a score is at most 10.');
	});

	it('momentum equal to minus the action die cancels it: the score is stat and adds only', () => {
		const cancelled = ACTION.replace('score: 5', 'momentum: -2\nscore: 3\naction_cancelled: true').replace('outcome: weak hit', 'outcome: miss');
		expect(problems(cancelled)).toEqual([]);
		expect(problems(cancelled.replace('action_cancelled: true', 'action_cancelled: false')).map((p) => p.message)).toEqual([
			'"action_cancelled" is false, but momentum -2 cancels an action die of 2.',
		]);
	});

	it('a match the dice do not show, or a missing one', () => {
		expect(problems(ACTION.replace('match: false', 'match: true'))).toEqual([{ line: 14, message: '"match" is true, but the challenge dice 3 and 8 differ.' }]);
		const doubles = ACTION.replace('[3, 8]', '[8, 8]').replace('weak hit', 'miss');
		expect(problems(doubles)).toEqual([{ line: 14, message: '"match" is false, but both challenge dice show 8.' }]);
	});

	describe('a burn', () => {
		// Momentum 6 cancels the 3 but not the 8 (a die must be below it): still a weak hit.
		const burn = (cancelled: string, before: string, outcome: string, from = 6) =>
			ACTION.replace('outcome: weak hit', `outcome: ${outcome}\nburn:\n  from: ${from}\n  to: 2\n  cancelled: ${cancelled}\n  outcome_before: ${before}`);

		it('that follows the rules has no problem', () => {
			expect(problems(burn('[3]', 'weak hit', 'weak hit'))).toEqual([]);
			expect(problems(burn('[3, 8]', 'weak hit', 'strong hit', 9))).toEqual([]);
			// The dice cancelled, in any order.
			expect(problems(burn('[8, 3]', 'weak hit', 'strong hit', 9))).toEqual([]);
		});

		it('that lists another die, or too few', () => {
			expect(problems(burn('[8]', 'weak hit', 'weak hit')).map((p) => p.message)).toEqual(['The burn cancelled [8], but momentum 6 cancels [3] of challenge dice 3 and 8.']);
			expect(problems(burn('[]', 'weak hit', 'weak hit')).map((p) => p.message)).toEqual(['The burn cancelled no dice, but momentum 6 cancels [3] of challenge dice 3 and 8.']);
		});

		it('that claims more than momentum cancels', () => {
			expect(problems(burn('[3, 8]', 'weak hit', 'strong hit')).map((p) => p.message)).toEqual([
				'The burn cancelled [3, 8], but momentum 6 cancels [3] of challenge dice 3 and 8.',
				'"outcome" is strong hit, but score 5 against challenge dice 3 and 8, with momentum 6 burned, is a weak hit.',
			]);
		});

		it('whose outcome before the burn is not the roll\'s', () => {
			expect(problems(burn('[3]', 'miss', 'weak hit'))).toEqual([
				{ line: 14, message: 'The burn\'s "outcome_before" is miss, but score 5 against challenge dice 3 and 8 is a weak hit.' },
			]);
		});
	});

	it('an Ask the Oracle answer or match that contradicts the roll and the odds is reported at its line', () => {
		const ask = 'v: 1\nkind: ask\nodds: likely\nstyle: classic\nroll: 66\nanswer: yes\nmatch: true';
		expect(problems(ask)).toEqual([]);
		expect(problems(ask.replace('answer: yes', 'answer: no'))).toEqual([{ line: 9, message: '"answer" is no, but 66 on likely odds (classic) is a yes.' }]);
		expect(problems(ask.replace('match: true', 'match: false'))).toEqual([{ line: 10, message: '"match" is false, but 66 is a double.' }]);
		// Starforged reads low rolls as yes.
		expect(problems('v: 1\nkind: ask\nodds: likely\nstyle: starforged\nroll: 80\nanswer: yes\nmatch: false')).toEqual([{ line: 9, message: '"answer" is yes, but 80 on likely odds (starforged) is a no.' }]);
	});
});
