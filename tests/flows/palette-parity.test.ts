import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCharacter } from '../../src/campaign/create';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { runMove } from '../../src/flows/make-move-flow';
import type { FlowPorts } from '../../src/flows/ports';
import type { RulesetId } from '../../src/content/rulesets';
import { fixedDice } from '../../src/rules/dice';
import { library } from '../helpers/content';
import { type Answer, ScriptedPrompter } from '../helpers/scripted-prompter';
import { tempDirs } from '../helpers/temp-dirs';

const tempDir = tempDirs();

/** The palette over a vault with Kira (Starforged unless told), her sheet changed by `extra`. */
async function palette(answers: Answer[], opts: { ruleset?: RulesetId; extra?: Record<string, unknown>; dice?: number[]; notes?: Record<string, string> } = {}) {
	const dir = tempDir('palette-parity');
	const store = new FileStateStore(dir);
	const ruleset = opts.ruleset ?? 'starforged';
	const characterPath = await createCharacter(store, library, { name: 'Kira', ruleset, stats: { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 }, folder: '', assets: [] });
	await store.updateFrontmatter(characterPath, (fm) => Object.assign(fm, opts.extra ?? {}));
	for (const [path, text] of Object.entries(opts.notes ?? {})) writeFileSync(join(dir, path), text);
	const prompt = new ScriptedPrompter(answers);
	const notified: string[] = [];
	const ports: FlowPorts = {
		content: library,
		rulesets: ['classic', 'starforged'],
		dice: fixedDice(opts.dice ?? []),
		diceMode: 'digital',
		prompt,
		sink: { insert: () => Promise.resolve() },
		tracks: () => Promise.resolve([]),
		notify: (m) => notified.push(m),
		campaign: { store, characterPath, trackFolder: '' },
	};
	return { ports, prompt, notified };
}

const sf = library.ruleset('starforged');
const connection = (status: string) => `---\niron_ledger: track\nkind: connection\nrank: formidable\nticks: 4\nstatus: ${status}\n---\n`;

describe('the palette makes moves as the CLI does', () => {
	it('Lose Momentum asks the amount and takes it first', async () => {
		const { ports, prompt } = await palette([{ number: 2 }], { extra: { momentum: 5 } });
		const run = await runMove(ports, sf, sf.move('move:starforged/suffer/lose_momentum'));
		expect(prompt.asked.map((q) => q.title)).toEqual(['Lose Momentum: how much momentum do you lose?']);
		expect(run?.turn.changes()).toContainEqual({ note: '[[Kira]]', key: 'momentum', from: 5, to: 3 });
	});

	it('Develop Your Relationship without a bond is not rolled: progress by rank', async () => {
		const { ports, prompt } = await palette([], { notes: { 'Ally.md': connection('active') } });
		const run = await runMove(ports, sf, sf.move('move:starforged/connection/develop_your_relationship'), undefined, { trackPath: 'Ally.md' });
		expect(prompt.asked).toEqual([]);
		expect(run?.block.kind).toBe('no_roll');
		expect(run?.turn.changes()).toContainEqual({ note: '[[Ally]]', key: 'ticks', from: 4, to: 8 });
	});

	it('Develop Your Relationship with a bond rolls +the rank, not asked', async () => {
		const { ports, prompt } = await palette([{ text: '' }], { notes: { 'Ally.md': connection('complete') }, dice: [1, 9, 9] });
		const run = await runMove(ports, sf, sf.move('move:starforged/connection/develop_your_relationship'), undefined, { trackPath: 'Ally.md' });
		expect(prompt.asked.map((q) => q.kind)).toEqual(['text']);
		expect(run?.block.kind === 'action' && run.block.stat).toEqual({ name: 'formidable', value: 3 });
	});

	it('a move of another ruleset than the character plays is refused with a notice', async () => {
		const { ports, notified } = await palette([]);
		const classic = library.ruleset('classic');
		expect(await runMove(ports, classic, classic.move('move:classic/adventure/face_danger'))).toBeUndefined();
		expect(notified[0]).toContain('is not a move of Ironsworn: Starforged');
	});
});
