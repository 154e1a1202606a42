import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { LOST_LOCK } from '../../src/cli/vault-transaction';
import { figure } from './figures';

/** Writers Iron Ledger does not control, and a paused Iron Ledger command, over many rounds. */

const BIN = fileURLToPath(new URL('../../bin/iron-ledger.cjs', import.meta.url));
const ROUNDS = Number(process.env.IRON_LEDGER_FOREIGN_ROUNDS ?? 10);
const dirs: string[] = [];
afterAll(() => {
	for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function campaign(): string {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-foreign-'));
	dirs.push(dir);
	mkdirSync(join(dir, '.obsidian'));
	mkdirSync(join(dir, 'Characters'));
	writeFileSync(join(dir, 'Characters', 'Kira.md'), '---\niron_ledger: character\nruleset: classic\nname: Kira\nedge: 3\nheart: 2\niron: 2\nshadow: 1\nwits: 1\nhealth: 5\nspirit: 5\nsupply: 5\nmomentum: 2\nassets: []\n---\n');
	writeFileSync(join(dir, 'J.md'), '# Session\n');
	return dir;
}

function cli(cwd: string, ...args: string[]): Promise<number | null> {
	return new Promise((done) => spawn(process.execPath, [BIN, ...args], { cwd, stdio: 'ignore' }).on('close', done));
}

function appender(note: string): { stop: () => Promise<number> } {
	const script = `const fs=require('fs');let n=0;const t=setInterval(()=>{fs.appendFileSync(${JSON.stringify(note)},'line '+(n++)+'\\n')},5);process.on('message',()=>{clearInterval(t);process.send(n,()=>process.exit(0))});`;
	const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
	return { stop: () => new Promise((done) => (child.once('message', (n) => done(Number(n))), child.send('stop'))) };
}

describe('a foreign writer appending during moves', () => {
	it(`${ROUNDS} rounds of three moves against a line appended every 5 ms: no line lost, every move whole`, async () => {
		let lost = 0;
		let appended = 0;
		let moves = 0;
		let refused = 0;
		let torn = 0;
		for (let round = 0; round < ROUNDS; round++) {
			const dir = campaign();
			const foreign = appender(join(dir, 'J.md'));
			let made = 0;
			for (let m = 0; m < 3; m++) {
				const code = await cli(dir, 'move', 'Face Danger', '--stat', 'edge', '--dice', '6,1,1', '--journal', 'J.md', '--apply', '--character', 'Kira');
				if (code === 0) made++;
				else refused++;
			}
			const written = await foreign.stop();
			const journal = readFileSync(join(dir, 'J.md'), 'utf8');
			const lines = new Set(journal.split('\n').filter((l) => /^line \d+$/.test(l)));
			lost += written - lines.size;
			appended += written;
			moves += made;
			const blocks = journal.match(/^```+iron-move/gm)?.length ?? 0;
			const momentum = Number(/momentum: (\d+)/.exec(readFileSync(join(dir, 'Characters', 'Kira.md'), 'utf8'))?.[1]);
			if (blocks !== made || momentum !== Math.min(10, 2 + made)) torn++;
		}
		figure('foreign writer', `${ROUNDS} rounds, ${appended} lines appended by another program during ${moves} moves (${refused} refused whole): ${lost} lines lost, ${torn} moves torn`);
		expect(lost).toBe(0);
		expect(torn).toBe(0);
	});
});

describe('a paused lock holder', () => {
	it('20 holders whose lock was taken over while they slept commit nothing, and the other command stays', async () => {
		let lostWrites = 0;
		let wrongly = 0;
		for (let i = 0; i < 20; i++) {
			const dir = campaign();
			const paused = new FileStateStore(dir);
			let message = '';
			try {
				await paused.exclusive(async () => {
					await paused.process('Characters/Kira.md', (t) => t.replace('momentum: 2', 'momentum: 3'));
					await paused.process('J.md', (t) => `${t}\nthe paused block\n`);
					rmSync(join(dir, '.iron-ledger.lock'));
					if ((await cli(dir, 'ask', 'likely', '--dice', '50', '--journal', 'J.md')) !== 0) lostWrites++;
				});
				wrongly++;
			} catch (error) {
				message = (error as Error).message;
			}
			const journal = readFileSync(join(dir, 'J.md'), 'utf8');
			if (message !== LOST_LOCK || journal.includes('the paused block')) wrongly++;
			if (!journal.includes('iron-move')) lostWrites++;
		}
		figure('paused lock holder', `20 holders paused past the stale age while another command wrote: ${wrongly} committed anyway, ${lostWrites} writes lost`);
		expect(wrongly).toBe(0);
		expect(lostWrites).toBe(0);
	});
});
