import { describe, expect, it } from 'vitest';
import { runMove } from '../../src/flows/make-move-flow';
import type { FlowPorts } from '../../src/flows/ports';
import { parseBlock } from '../../src/journal/parse';
import { checkNote } from '../../src/play/check-journal';
import { writeBlock, writeBlockBody } from '../../src/journal/write';
import { cryptoDice } from '../../src/rules/dice';
import type { Choice, Prompter } from '../../src/play/prompter';
import { library } from '../helpers/content';

/** A player who always takes the first option and answers 2 to every number. */
const firstChoice: Prompter = {
	choose: <T>(_: string, choices: readonly Choice<T>[]) => Promise.resolve(choices[0]?.value),
	number: () => Promise.resolve(2),
	text: () => Promise.resolve(''),
	die: () => Promise.resolve(1),
	confirm: () => Promise.resolve(false),
	pickOptions: () => Promise.resolve('later'),
};

describe('every move of every ruleset can be made and written', () => {
	for (const rulesetId of ['classic', 'delve', 'starforged', 'sundered_isles'] as const) {
		const scope = library.ruleset(rulesetId);
		it(`${rulesetId}: all ${scope.moves().length} moves give a valid block that round-trips`, async () => {
			const ports: FlowPorts = {
				content: library,
				rulesets: [rulesetId],
				dice: cryptoDice(),
				diceMode: 'digital',
				prompt: firstChoice,
				sink: { insert: () => Promise.resolve() },
				tracks: () => Promise.resolve([{ link: '[[Track]]', name: 'Track', ticks: 17 }]),
				notify: () => undefined,
			};
			for (const move of scope.moves()) {
				const run = await runMove(ports, scope, move);
				expect(run, move.id).toBeDefined();
				if (!run) continue;
				const block = run.turn.block();
				expect(block.move?.id ?? (block.kind === 'oracle' ? move.id : undefined), move.id).toBe(move.id);
				const parsed = parseBlock(writeBlockBody(block));
				expect(parsed, move.id).toEqual({ ok: true, block });
				expect(checkNote(writeBlock(block), library).problems, move.id).toEqual([]);
			}
		});
	}
});
