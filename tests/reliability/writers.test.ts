import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { INTENT_FILE } from '../../src/cli/vault-transaction';
import { verifyCampaign } from '../../src/campaign/verify';
import { library } from '../helpers/content';
import { bundleWorker } from '../helpers/worker-bundle';
import { figure } from './figures';

const PROCESSES = 20;
const WRITES_EACH = 50;
const KILLS = Number(process.env.IRON_LEDGER_KILLS ?? 500);
const KILLS_PER_CAMPAIGN = 50;

let worker: Awaited<ReturnType<typeof bundleWorker>>;
const dirs: string[] = [];
beforeAll(async () => {
	worker = await bundleWorker(join(__dirname, '../helpers/vault-writer.ts'));
});
afterAll(() => {
	worker.dispose();
	for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function vault(): string {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-reliability-'));
	dirs.push(dir);
	return dir;
}

function run(dir: string, mode: string, n: number): Promise<{ code: number | null; stderr: string }> {
	return new Promise((done) => {
		const child = spawn(process.execPath, [worker.script, dir, mode, String(n)]);
		let stderr = '';
		child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
		child.on('close', (code) => done({ code, stderr }));
	});
}

/** Starts a writer making moves without end and kills it with SIGKILL a random moment after it is ready. */
function killMidMove(dir: string, afterMs: number): Promise<void> {
	return new Promise((done) => {
		const child = spawn(process.execPath, [worker.script, dir, 'moves', '1000000']);
		child.stdout.once('data', () => void sleep(afterMs).then(() => child.kill('SIGKILL')));
		child.on('close', () => done());
	});
}

describe('concurrent writers', () => {
	it(`${PROCESSES} processes × ${WRITES_EACH} writes on one note and one journal lose nothing`, async () => {
		const dir = vault();
		writeFileSync(join(dir, 'Counter.md'), '---\ncount: 0\n---\n');
		const results = await Promise.all(Array.from({ length: PROCESSES }, () => run(dir, 'counter', WRITES_EACH)));
		const expected = PROCESSES * WRITES_EACH;
		const count = Number(/count: (\d+)/.exec(readFileSync(join(dir, 'Counter.md'), 'utf8'))?.[1]);
		const lines = readFileSync(join(dir, 'Journal.md'), 'utf8').trim().split('\n').length;
		const failures = results.filter((r) => r.code !== 0 || r.stderr !== '').length;
		figure('concurrent writes', `${PROCESSES} processes × ${WRITES_EACH} writes: ${expected - count} lost in the note, ${expected - lines} lost in the journal, ${failures} processes failed`);
		expect(failures).toBe(0);
		expect(count).toBe(expected);
		expect(lines).toBe(expected);
	});
});

describe('kill -9 mid-move', () => {
	it(`${KILLS} kills at random moments leave no note where sheet and journal disagree`, async () => {
		let interrupted = 0;
		let torn = 0;
		let moves = 0;
		const campaign = async (kills: number) => {
			const dir = vault();
			mkdirSync(join(dir, 'Characters'));
			mkdirSync(join(dir, 'Tracks'));
			writeFileSync(join(dir, 'Characters', 'Kira.md'), '---\nmomentum: 2\n---\n');
			writeFileSync(join(dir, 'Tracks', 'Vow.md'), '---\nticks: 0\n---\n');
			for (let k = 0; k < kills; k++) {
				// Spread over a few moves' time, so kills land before, inside and after a commit.
				await killMidMove(dir, Math.floor(Math.random() * 100));
				if (existsSync(join(dir, INTENT_FILE))) interrupted++;
			}
			const store = new FileStateStore(dir);
			await store.recover();
			const report = await verifyCampaign(store, library);
			moves += report.blocks;
			torn += report.disagreements.length + report.problems.length;
		};
		const campaigns = Array.from({ length: Math.ceil(KILLS / KILLS_PER_CAMPAIGN) }, (_, i) => Math.min(KILLS_PER_CAMPAIGN, KILLS - i * KILLS_PER_CAMPAIGN));
		// Two campaigns at a time: the machine has two cores, and each kill waits on a process start.
		for (let i = 0; i < campaigns.length; i += 2) await Promise.all(campaigns.slice(i, i + 2).map(campaign));
		figure('kills survived', `${KILLS} kill -9 at random moments (${interrupted} mid-commit, finished by the next command), ${moves} moves journaled: ${torn} notes where sheet and journal disagree`);
		expect(torn).toBe(0);
	});
});
