// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import type { StateChange } from '../../src/journal/block';
import { pluginHarness } from '../helpers/plugin-harness';
import { commandRunner } from '../helpers/run-command';
import type { Answer } from '../helpers/scripted-prompter';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

/**
 * A fresh vault played only through the palette, as tests/cli/whole-character.test.ts plays it
 * from the command line. `verify` saves the journal from the editor first unless told not to
 * (after an undo the note on disk is the newer one) and returns what it asked and told.
 */
async function setup(rulesets: string[]) {
	const h = await pluginHarness({ rulesets });
	const runCommand = commandRunner(h.plugin);
	// As the harness runs a command, but a script that goes astray names what was asked and told.
	const run = async (id: string, script: Answer[], dice: number[] = []) => {
		const told = h.notices.length;
		const prompter = await runCommand(id, script, dice);
		const trail = [...prompter.asked.map((q) => `${q.kind} "${q.title}"${q.choices ? `: ${q.choices.join(' | ')}` : ''}`), ...h.notices.slice(told)].join('\n');
		expect(prompter.remaining, `${id}: unanswered questions\n${trail}`).toBe(0);
		// The script may run out with the command still asking: that question fails as a notice.
		expect(h.notices.slice(told).filter((n) => /^Iron Ledger: (Unscripted|No choice|Expected)/.test(n)), `${id}: a question the script did not answer\n${trail}`).toEqual([]);
		return prompter;
	};
	const sheet = async (name = 'Kira') => h.read(`Characters/${name}.md`);
	const track = async (name: string) => h.read(`Tracks/${name}.md`);
	const verify = async (save = true) => {
		if (save) await h.save();
		const told = h.notices.length;
		const asked = (await run('verify-campaign', [])).asked;
		return { asked, told: h.notices.slice(told) };
	};
	return { ...h, run, sheet, track, verify };
}

const changesOf = (block: { changes: StateChange[] } | undefined) => block?.changes ?? [];

describe('the whole character from the palette, journaled, undoable and verified', () => {
	it('classic: a pack fought to the end, wounded and healed, 0 health and Face Death, a vow’s XP buys a hawk that helps the next journey', async () => {
		const { app, run, blocks, sheet, track, verify, notices } = await setup(['classic']);
		await run('create-character', [{ text: 'Kira' }, { pick: 'edge' }, { pick: 'heart' }, { pick: 'iron' }, { pick: 'shadow' }, { pick: 'No assets for now' }]);
		expect(await sheet()).toContain('wits: 1\n');

		// Troublesome foes as a pack of four fight one rank higher (CB-15).
		const wolves = await run('create-progress-track', [{ pick: 'fight' }, { pick: 'troublesome' }, { text: 'Wolves' }, { pick: 'A pack' }, { number: 4 }]);
		expect(wolves.asked.find((q) => q.title === 'One foe or a pack?')?.choices).toEqual(['One foe (or each fought alone)', 'A pack: 3-5 foes fight one rank higher, 6-10 two ranks']);
		expect(await track('Wolves')).toContain('rank: dangerous\n');

		// Enter the Fray offers to create a fight track even when it is made on one: declined.
		await run('make-move', [{ pick: 'Enter the Fray' }, { pick: 'Wolves' }, { pick: '+wits (1)' }, { text: '' }, { pick: 'Apply all' }], [6, 1, 2]);
		expect(changesOf(blocks().at(-1))).toContainEqual({ note: '[[Characters/Kira]]', key: 'initiative', from: false, to: true });
		expect(await sheet()).toContain('initiative: true\n');

		// A strong hit with the default deadly weapon: 2 harm +1, three marks of a dangerous track.
		await run('make-move', [{ pick: 'Strike' }, { pick: 'Wolves' }, { pick: '+iron (2)' }, { text: '' }, { pick: 'Apply all' }], [6, 1, 2]);
		expect(changesOf(blocks().at(-1))).toEqual([{ note: '[[Tracks/Wolves]]', key: 'ticks', from: 0, to: 24 }]);
		expect(await track('Wolves')).toContain('ticks: 24\n');

		await run('make-progress-move', [{ pick: 'End the Fight' }, { pick: 'Wolves' }, { pick: 'Apply all' }], [1, 2]);
		expect(blocks().at(-1)).toMatchObject({ kind: 'progress', outcome: 'strong_hit', changes: [{ key: 'status', to: 'complete' }] });
		expect(await track('Wolves')).toContain('status: complete\n');

		await run('mark-or-clear-debility', [{ pick: 'wounded' }]);
		expect(await sheet()).toContain('wounded: true\n');
		const heal = await run('make-move', [{ pick: 'Heal' }, { pick: '+wits (1)' }, { text: '' }, { options: [1] }, { pick: 'Apply all' }], [6, 1, 2]);
		expect(heal.asked.find((q) => q.kind === 'options')?.choices?.[0]).toBe('Clear wounded and take +2 health');
		expect(await sheet()).toContain('wounded: false\n');

		await run('take-or-suffer', [{ pick: 'health' }, { pick: 'Suffer' }, { number: 4 }]);
		expect(await sheet()).toContain('health: 1\n');

		// A new fight, with a formidable foe: Endure Harm offers the foe's rank as the harm first.
		await run('create-progress-track', [{ pick: 'fight' }, { pick: 'formidable' }, { text: 'Bear' }]);
		const harm = await run('make-move', [{ pick: 'Endure Harm' }, { pick: 'Bear' }, { pick: "3: the foe's rank" }, { pick: 'Higher of +iron and +health' }, { text: '' }, { options: [1] }, { pick: 'Apply all' }], [1, 9, 9]);
		expect(harm.asked.find((q) => q.title === 'Endure Harm: how much health do you lose?')?.choices).toEqual(["3: the foe's rank", '2: when unsure', 'Another amount']);
		expect(harm.asked.find((q) => q.kind === 'options')?.choices).toEqual(['Mark wounded', 'Mark maimed', 'Roll on the Endure Harm table']);
		// 3 harm at 1 health: 0 health, the other 2 off momentum (4 → 2), the miss's −1 momentum, initiative lost.
		expect(changesOf(blocks().at(-1))).toEqual([
			{ note: '[[Characters/Kira]]', key: 'health', from: 1, to: 0 },
			{ note: '[[Characters/Kira]]', key: 'momentum', from: 4, to: 1 },
			{ note: '[[Characters/Kira]]', key: 'initiative', from: true, to: false },
			// The sheet names the fight rolled in last, for End the Fight (CB-12).
			{ note: '[[Characters/Kira]]', key: 'last_fight', from: '[[Tracks/Wolves]]', to: '[[Tracks/Bear]]' },
			{ note: '[[Characters/Kira]]', key: 'wounded', from: false, to: true },
		]);
		expect(await sheet()).toMatch(/health: 0\n[\s\S]*wounded: true\n/);

		// Face Death is asked which fight too (the bear's is open): death is no fight. A strong hit changes nothing.
		await run('make-move', [{ pick: 'Face Death' }, { pick: '+heart (2)' }, { text: '' }], [5, 2, 3]);
		expect(blocks().at(-1)).toMatchObject({ move: { name: 'Face Death' }, outcome: 'strong_hit' });

		// A vow carried to its end: ten full boxes (set in its note: Mark progress would journal into
		// the note on disk while the editor holds the journal), then fulfilled for the extreme rank's 4 XP.
		await run('create-progress-track', [{ pick: 'vow' }, { pick: 'extreme' }, { text: 'Avenge' }]);
		await app.vault.process(app.vault.getFileByPath('Tracks/Avenge.md')!, (t) => t.replace('ticks: 0\n', 'ticks: 40\n'));
		await run('make-progress-move', [{ pick: 'Fulfill Your Vow' }, { pick: 'Avenge' }, { pick: 'Apply all' }], [3, 4]);
		expect(changesOf(blocks().at(-1))).toContainEqual({ note: '[[Characters/Kira]]', key: 'xp_earned', from: 0, to: 4 });

		const spent = await run('spend-experience', [{ pick: 'A new asset' }, { pick: 'Hawk' }, { text: '' }]);
		expect(spent.asked[0]?.title).toBe('Spend experience: 4 XP to spend');
		expect(blocks().at(-1)).toMatchObject({ kind: 'sheet', what: 'Spend 3 XP: Hawk' });
		expect(await sheet()).toMatch(/xp_spent: 3\n[\s\S]*assets:\n {2}- asset:classic\/companion\/hawk\n/);

		// The hawk's Far-seeing adds +1 to the journey by itself: 4 + 1 + 1 = 6 vs 5 and 9, a weak hit.
		await run('create-progress-track', [{ pick: 'journey' }, { pick: 'dangerous' }, { text: 'Road' }]);
		await run('make-move', [{ pick: 'Undertake a Journey' }, { pick: 'Road' }, { pick: '+wits (1)' }, { text: '' }, { pick: 'Apply all' }], [4, 5, 9]);
		const journey = blocks().at(-1);
		expect(journey?.kind === 'action' && [journey.score, journey.outcome]).toEqual([6, 'weak_hit']);
		expect(journey?.kind === 'action' && journey.adds).toContainEqual({ value: 1, reason: 'Hawk: Far-seeing' });
		expect(journey?.abilities).toEqual([{ ability: 'asset.ability:classic/companion/hawk.0', name: 'Hawk: Far-seeing' }]);
		expect(await track('Road')).toContain('ticks: 8\n');
		expect(await sheet()).toContain('supply: 4\n');

		const checked = await verify();
		expect(checked.asked).toEqual([]);
		expect(checked.told.join('\n')).toMatch(/the journal and the notes agree/);

		// verify saved the journal and made it the open note: undo works on it, on disk.
		const told = notices.length;
		await run('undo-last-move', [{ pick: 'Remove the block' }]);
		expect(notices.slice(told).join('\n')).toMatch(/^Iron Ledger: Undid .*Undertake a Journey/m);
		expect(await track('Road')).toContain('ticks: 0\n');
		expect(await sheet()).toContain('supply: 5\n');
		expect(await app.vault.read(app.vault.getFileByPath('Journal.md')!)).not.toContain('Undertake a Journey');
		const again = await verify(false);
		expect(again.asked).toEqual([]);
		expect(again.told.join('\n')).toMatch(/the journal and the notes agree/);
	});

	it('Starforged: position in a fight, a starship and a companion take damage, an explorer’s path earns momentum on its own', async () => {
		const { run, blocks, sheet, track, verify } = await setup(['starforged']);
		await run('create-character', [{ text: 'Kira' }, { pick: 'edge' }, { pick: 'heart' }, { pick: 'iron' }, { pick: 'shadow' }, { pick: 'Starship' }, { pick: 'Protocol Bot' }, { pick: 'Done' }]);
		await run('create-progress-track', [{ pick: 'combat objective' }, { pick: 'dangerous' }, { text: 'Raiders' }]);
		// A new character starts in control: ambushed, Kira begins in a bad spot, and the fray's strong hit puts her in control.
		await run('set-position', [{ pick: 'In a bad spot' }]);

		// The protocol bot's +1 is offered on every roll (its circumstance is the player's call): not taken.
		const fray = await run('make-move', [{ pick: 'Enter the Fray' }, { pick: '+wits (1)' }, { options: [] }, { text: '' }, { pick: 'Apply all' }, { confirm: false }], [6, 1, 2]);
		expect(fray.asked.find((q) => q.kind === 'options')?.title).toBe('Enter the Fray: asset abilities whose circumstance holds');
		expect(changesOf(blocks().at(-1))).toContainEqual({ note: '[[Characters/Kira]]', key: 'position', from: 'in a bad spot', to: 'in control' });
		expect(await sheet()).toContain('position: in control\n');

		await run('make-move', [{ pick: 'Strike' }, { pick: 'Raiders' }, { pick: '+iron (2)' }, { options: [] }, { text: '' }, { pick: 'Apply all' }], [6, 1, 2]);
		expect(changesOf(blocks().at(-1))).toEqual([{ note: '[[Tracks/Raiders]]', key: 'ticks', from: 0, to: 16 }]);

		// In control, a strong hit (progress 4 vs 1 and 2) counts as one: +1 momentum and the objective complete.
		await run('make-move', [{ pick: 'Take Decisive Action' }, { pick: 'Raiders' }, { pick: 'Apply all' }], [1, 2]);
		expect(blocks().at(-1)).toMatchObject({ kind: 'progress', outcome: 'strong_hit' });
		expect(await track('Raiders')).toContain('status: complete\n');

		// Outside a classic fight the loss is asked as a number; the miss's choice is left for later.
		await run('make-move', [{ pick: 'Withstand Damage' }, { number: 2 }, { pick: '+integrity' }, { options: [] }, { text: '' }, 'later', { pick: 'Apply all' }], [1, 9, 9]);
		expect(changesOf(blocks().at(-1))).toContainEqual({ note: '[[Characters/Kira]]', key: 'starship_integrity', from: 5, to: 3 });
		await run('make-move', [{ pick: 'Companion Takes a Hit' }, { number: 2 }, { pick: '+companion health (1)' }, { options: [] }, { text: '' }, 'later', { pick: 'Apply all' }], [1, 9, 9]);
		expect(changesOf(blocks().at(-1))).toContainEqual({ note: '[[Characters/Kira]]', key: 'protocol_bot_health', from: 3, to: 1 });

		expect(await sheet()).toContain('protocol_bot_health: 1\n');
		await run('take-or-suffer', [{ pick: 'Starship (vehicle integrity)' }, { pick: 'Take' }, { number: 1 }]);
		await run('take-or-suffer', [{ pick: 'Protocol Bot (companion health)' }, { pick: 'Take' }, { number: 1 }]);
		await run('set-position', [{ pick: 'In a bad spot' }]);
		expect(await sheet()).toContain('position: in a bad spot\n');

		await run('earn-experience', [{ number: 3 }]);
		const spent = await run('spend-experience', [{ pick: 'A new asset' }, { pick: 'Explorer' }]);
		expect(spent.asked[0]?.title).toBe('Spend experience: 3 XP to spend');
		expect(await sheet()).toMatch(/xp_earned: 3\nxp_spent: 3\n/);
		expect(await sheet()).toContain('  - asset.ability:starforged/path/explorer.0\n');

		const before = Number(/momentum: (-?\d+)\n/.exec(await sheet())?.[1]);
		await run('make-move', [{ pick: 'Explore a Waypoint' }, { pick: '+wits (1)' }, { options: [] }, { text: '' }, { options: [1] }, { pick: 'Apply all' }], [6, 1, 2]);
		const waypoint = blocks().at(-1);
		expect(waypoint?.kind === 'action' && waypoint.outcome).toBe('strong_hit');
		expect(waypoint?.abilities).toContainEqual(expect.objectContaining({ ability: 'asset.ability:starforged/path/explorer.0', name: expect.stringMatching(/^Explorer: /) }));
		// Option 1 is +2 momentum; the path adds +1 on a hit.
		const momentum = changesOf(waypoint).find((c) => c.key === 'momentum');
		expect(momentum && Number(momentum.to) - Number(momentum.from)).toBe(3);
		expect(await sheet()).toContain(`momentum: ${before + 3}\n`);
		expect(await sheet()).toContain('starship_integrity: 4\n');

		const checked = await verify();
		expect(checked.asked).toEqual([]);
		expect(checked.told.join('\n')).toMatch(/the journal and the notes agree/);
	});
});
