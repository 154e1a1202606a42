/**
 * A process that writes to a vault the way CLI commands do, for the tests that race many
 * processes or kill them mid-write. Bundled by tests/helpers/worker-bundle.ts and run as:
 *   node writer.cjs VAULT counter N   — N read-increment-write steps on Counter.md and Journal.md
 *   node writer.cjs VAULT moves N     — N moves, each changing a sheet and a track and journaling it
 */
import { FileStateStore } from '../../src/cli/fs-state-store';
import { applyChanges } from '../../src/campaign/changes';
import type { SheetBlock, StateChange } from '../../src/journal/block';
import { appendBlock } from '../../src/journal/note-text';
import { writeBlock } from '../../src/journal/write';

const [vault, mode, count] = process.argv.slice(2) as [string, string, string];
const store = new FileStateStore(vault);

async function counterStep(): Promise<void> {
	await store.exclusive(async () => {
		const fm = (await store.frontmatter('Counter.md')) ?? {};
		const n = Number(fm.count ?? 0) + 1;
		await store.updateFrontmatter('Counter.md', (data) => {
			data.count = n;
		});
		await store.process('Journal.md', (text) => `${text}- step ${n} by ${process.pid}\n`);
	});
}

async function moveStep(): Promise<void> {
	await store.exclusive(async () => {
		const sheet = (await store.frontmatter('Characters/Kira.md')) ?? {};
		const track = (await store.frontmatter('Tracks/Vow.md')) ?? {};
		const momentum = Number(sheet.momentum ?? 2);
		const ticks = Number(track.ticks ?? 0);
		const changes: StateChange[] = [
			{ note: '[[Characters/Kira]]', key: 'momentum', from: momentum, to: momentum >= 9 ? 2 : momentum + 1 },
			{ note: '[[Tracks/Vow]]', key: 'ticks', from: ticks, to: ticks >= 40 ? 0 : ticks + 1 },
		];
		const block: SheetBlock = { kind: 'sheet', what: 'A test move', oracles: [], changes, extra: {} };
		await applyChanges(store, changes);
		await store.process('Journal.md', (text) => appendBlock(text, writeBlock(block)).text);
	});
}

async function main(): Promise<void> {
	process.stdout.write('ready\n');
	const step = mode === 'counter' ? counterStep : moveStep;
	for (let i = 0; i < Number(count); i++) await step();
}

main().then(
	() => process.exit(0),
	(error: unknown) => {
		process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
		process.exit(1);
	},
);
