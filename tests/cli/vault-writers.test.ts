import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, hostname } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { VaultLock } from '../../src/cli/vault-lock';
import { INTENT_FILE } from '../../src/cli/vault-transaction';
import { bundleWorker } from '../helpers/worker-bundle';
import { cliText } from './run-cli';

let worker: Awaited<ReturnType<typeof bundleWorker>>;
let vault: string;
beforeAll(async () => {
	worker = await bundleWorker(join(__dirname, '../helpers/vault-writer.ts'));
});
afterAll(() => worker.dispose());
const fresh = () => (vault = mkdtempSync(join(tmpdir(), 'iron-ledger-writers-')));
afterEach(() => rmSync(vault, { recursive: true, force: true }));

function runWriter(mode: string, n: number): Promise<{ code: number | null; stderr: string }> {
	return new Promise((done) => {
		const child = spawn(process.execPath, [worker.script, vault, mode, String(n)]);
		let stderr = '';
		child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
		child.on('close', (code) => done({ code, stderr }));
	});
}

const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;
const sha = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');

describe('one writer at a time', () => {
	it('processes writing the same note and journal at once lose no update', async () => {
		fresh();
		writeFileSync(join(vault, 'Counter.md'), '---\ncount: 0\n---\n');
		const results = await Promise.all([1, 2, 3, 4].map(() => runWriter('counter', 25)));
		expect(results.map((r) => r.stderr).join('')).toBe('');
		expect(results.every((r) => r.code === 0)).toBe(true);
		expect(readFileSync(join(vault, 'Counter.md'), 'utf8')).toContain('count: 100');
		const lines = readFileSync(join(vault, 'Journal.md'), 'utf8').trim().split('\n');
		expect(lines).toHaveLength(100);
		expect(new Set(lines.map((l) => l.split(' ')[2])).size).toBe(100);
	}, 60_000);

	it('a lock left by a dead process is taken over by its pid, not after a wait for it to age', async () => {
		fresh();
		writeFileSync(join(vault, '.iron-ledger.lock'), JSON.stringify({ host: hostname(), pid: deadPid(), token: 'gone' }));
		const lock = new VaultLock(join(vault, '.iron-ledger.lock'), { staleMs: 3_600_000, waitMs: 5_000 });
		await expect(lock.hold(async () => 'mine')).resolves.toBe('mine');
		expect(existsSync(join(vault, '.iron-ledger.lock'))).toBe(false);
	});

	it("a live holder's lock is never broken, even when it holds longer than the stale age", async () => {
		fresh();
		const path = join(vault, '.iron-ledger.lock');
		const order: string[] = [];
		const first = new VaultLock(path, { staleMs: 200 }).hold(async () => {
			order.push('first in');
			await sleep(700);
			order.push('first out');
		});
		await sleep(20);
		const second = new VaultLock(path, { staleMs: 200 }).hold(async () => {
			order.push('second in');
		});
		await Promise.all([first, second]);
		expect(order).toEqual(['first in', 'first out', 'second in']);
	});

	it('a live holder that outlasts the wait gets a message, not a broken lock', async () => {
		fresh();
		const path = join(vault, '.iron-ledger.lock');
		writeFileSync(path, JSON.stringify({ host: hostname(), pid: process.pid, token: 'me' }));
		await expect(new VaultLock(path, { waitMs: 100 }).hold(async () => 'x')).rejects.toThrow(/Another Iron Ledger command \(pid \d+\).*nothing was written/);
		expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ token: 'me' });
	});
});

describe('a command is all or nothing', () => {
	it('a command that fails part way writes nothing', async () => {
		fresh();
		writeFileSync(join(vault, 'A.md'), '---\nn: 1\n---\n');
		const store = new FileStateStore(vault);
		await expect(
			store.exclusive(async () => {
				await store.updateFrontmatter('A.md', (fm) => {
					fm.n = 2;
				});
				await store.process('Journal.md', (t) => `${t}written\n`);
				throw new Error('the rules refused');
			}),
		).rejects.toThrow('the rules refused');
		expect(readFileSync(join(vault, 'A.md'), 'utf8')).toBe('---\nn: 1\n---\n');
		expect(existsSync(join(vault, 'Journal.md'))).toBe(false);
	});

	it('inside a command, reads see the command’s own writes, and new notes are listed', async () => {
		fresh();
		const store = new FileStateStore(vault);
		await store.exclusive(async () => {
			await store.create('Tracks/Vow.md', '---\nticks: 0\n---\n');
			expect(await store.frontmatter('Tracks/Vow.md')).toEqual({ ticks: 0 });
			expect(await store.list('Tracks')).toEqual(['Tracks/Vow.md']);
			expect(existsSync(join(vault, 'Tracks/Vow.md'))).toBe(false);
		});
		expect(readFileSync(join(vault, 'Tracks/Vow.md'), 'utf8')).toBe('---\nticks: 0\n---\n');
	});

	it('a command killed while landing its writes is finished by the next one', async () => {
		fresh();
		writeFileSync(join(vault, 'A.md'), 'A after');
		writeFileSync(join(vault, 'B.md'), 'B before');
		const intent = { version: 1, writes: [
			{ path: 'A.md', before: sha('A before'), after: 'A after' },
			{ path: 'B.md', before: sha('B before'), after: 'B after' },
			{ path: 'C.md', before: null, after: 'C new' },
		] };
		writeFileSync(join(vault, INTENT_FILE), JSON.stringify(intent));
		const store = new FileStateStore(vault);
		expect(await store.recover()).toEqual(['An interrupted command was finished: A.md, B.md, C.md.']);
		expect(readFileSync(join(vault, 'B.md'), 'utf8')).toBe('B after');
		expect(readFileSync(join(vault, 'C.md'), 'utf8')).toBe('C new');
		expect(existsSync(join(vault, INTENT_FILE))).toBe(false);
	});

	it('verify finishes an interrupted command first and says so', () => {
		fresh();
		writeFileSync(join(vault, 'Kira.md'), '---\nmomentum: 2\n---\n');
		const after = '---\nmomentum: 3\n---\n';
		const journal = '```iron-move\nv: 1\nkind: sheet\nwhat: Take momentum\nchanges:\n  - note: "[[Kira]]"\n    key: momentum\n    from: 2\n    to: 3\n```\n';
		writeFileSync(join(vault, 'Journal.md'), journal);
		writeFileSync(join(vault, INTENT_FILE), JSON.stringify({ version: 1, writes: [{ path: 'Kira.md', before: sha('---\nmomentum: 2\n---\n'), after }, { path: 'Journal.md', before: sha(''), after: journal }] }));
		const out = cliText('verify', '--vault', vault);
		expect(out).toMatch(/^An interrupted command was finished: Kira\.md, Journal\.md\./);
		expect(readFileSync(join(vault, 'Kira.md'), 'utf8')).toBe(after);
	});

	it('a note the player changed after the interruption is left as the player has it, and said', async () => {
		fresh();
		writeFileSync(join(vault, 'A.md'), 'edited by the player');
		writeFileSync(join(vault, INTENT_FILE), JSON.stringify({ version: 1, writes: [{ path: 'A.md', before: sha('A before'), after: 'A after' }] }));
		const notes = await new FileStateStore(vault).recover();
		expect(notes.join('\n')).toMatch(/A\.md was changed after an interrupted command; it was left as it is/);
		expect(readFileSync(join(vault, 'A.md'), 'utf8')).toBe('edited by the player');
	});

	it('an intent naming a path outside the vault is not ours: removed and said, and nothing outside is written', async () => {
		fresh();
		writeFileSync(join(vault, INTENT_FILE), JSON.stringify({ version: 1, writes: [{ path: '../escape.md', before: null, after: 'x' }] }));
		expect(await new FileStateStore(vault).recover()).toEqual([`${INTENT_FILE} named a note outside the vault, so Iron Ledger did not write it: it was removed; run verify to check the campaign.`]);
		expect(existsSync(join(vault, '..', 'escape.md'))).toBe(false);
		expect(existsSync(join(vault, INTENT_FILE))).toBe(false);
	});
});
