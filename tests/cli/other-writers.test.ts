import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { LOST_LOCK } from '../../src/cli/vault-transaction';
import { cliVaults } from './cli-vault';
import { runCliIn } from './run-cli';

/**
 * Writers Iron Ledger does not control (an editor saving the note, a script appending to it) and
 * an Iron Ledger command that lost its lock while paused: no one's write is lost (issue 29).
 */

const BIN = fileURLToPath(new URL('../../bin/iron-ledger.cjs', import.meta.url));
const vaultNamed = cliVaults();

function campaign(name: string) {
	const v = vaultNamed(name);
	v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Swordmaster,Hound,Alchemist');
	writeFileSync(join(v.dir, 'J.md'), '# Session\n');
	return v;
}

/** A CLI command as a child process, resolved with its exit code and output. */
function cliAsync(cwd: string, ...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
	return new Promise((done) => {
		const child = spawn(process.execPath, [BIN, ...args], { cwd });
		let out = '';
		let err = '';
		child.stdout.on('data', (d: Buffer) => (out += d.toString()));
		child.stderr.on('data', (d: Buffer) => (err += d.toString()));
		child.on('close', (code) => done({ code, out, err }));
	});
}

/** Another program appending a line to the note every 5 ms until told to stop; resolves with how many it wrote. */
function appender(note: string): { stop: () => Promise<number> } {
	const script = `const fs=require('fs');let n=0;const t=setInterval(()=>{fs.appendFileSync(${JSON.stringify(note)},'line '+(n++)+'\\n')},5);process.on('message',()=>{clearInterval(t);process.send(n,()=>process.exit(0))});`;
	const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
	return {
		stop: () =>
			new Promise((done) => {
				child.once('message', (n) => done(Number(n)));
				child.send('stop');
			}),
	};
}

describe('another program writing the same note', () => {
	it('a line appended every 5 ms while three moves are made: no line and no move lost', async () => {
		const v = campaign('foreign-appender');
		const foreign = appender(join(v.dir, 'J.md'));
		const results = [];
		for (const dice of ['6,1,1', '6,2,2', '6,3,3']) results.push(await cliAsync(v.dir, 'move', 'Face Danger', '--stat', 'edge', '--dice', dice, '--journal', 'J.md', '--apply'));
		const written = await foreign.stop();
		const journal = readFileSync(join(v.dir, 'J.md'), 'utf8');
		const lines = journal.split('\n').filter((l) => /^line \d+$/.test(l));
		const made = results.filter((r) => r.code === 0).length;
		expect(written).toBeGreaterThan(10);
		expect(lines).toHaveLength(written);
		expect(new Set(lines).size).toBe(written);
		// Each move landed whole, or was refused in one line with nothing written: never half.
		for (const r of results) if (r.code !== 0) expect(r.err).toMatch(/^iron-ledger move: J\.md was changed by another program while this command ran[^\n]*\n$/);
		expect(journal.match(/^```+iron-move/gm)).toHaveLength(made);
		expect(readFileSync(join(v.dir, 'Characters', 'Kira.md'), 'utf8')).toContain(`momentum: ${2 + made}`);
		expect(made).toBeGreaterThan(0);
	});

	it('a note changed in the very place the command changes is refused, nothing written', async () => {
		const v = campaign('foreign-conflict');
		const store = new FileStateStore(v.dir);
		const kira = join(v.dir, 'Characters', 'Kira.md');
		const journalBefore = readFileSync(join(v.dir, 'J.md'), 'utf8');
		await expect(
			store.exclusive(async () => {
				await store.process('Characters/Kira.md', (t) => t.replace('momentum: 2', 'momentum: 3'));
				await store.process('J.md', (t) => `${t}\nthe block\n`);
				// The player's editor saves the sheet with another momentum meanwhile.
				writeFileSync(kira, readFileSync(kira, 'utf8').replace('momentum: 2', 'momentum: 5'));
			}),
		).rejects.toThrow('Characters/Kira.md was changed by another program while this command ran, where this command changes it too: nothing was written. Run the command again.');
		expect(readFileSync(kira, 'utf8')).toContain('momentum: 5');
		expect(readFileSync(join(v.dir, 'J.md'), 'utf8')).toBe(journalBefore);
	});

	it('a note made meanwhile by someone else is never overwritten by a note the command makes', async () => {
		const v = vaultNamed('foreign-create');
		const store = new FileStateStore(v.dir);
		await expect(
			store.exclusive(async () => {
				await store.create('Mine.md', 'made by Iron Ledger\n');
				writeFileSync(join(v.dir, 'Mine.md'), 'made by the player\n');
			}),
		).rejects.toThrow(/Mine\.md was changed by another program/);
		expect(readFileSync(join(v.dir, 'Mine.md'), 'utf8')).toBe('made by the player\n');
	});
});

describe('a command paused past the lock', () => {
	it('a holder whose lock was taken over while it slept commits nothing, and the other move stays', async () => {
		const v = campaign('paused-holder');
		const paused = new FileStateStore(v.dir);
		const lock = join(v.dir, '.iron-ledger.lock');
		await expect(
			paused.exclusive(async () => {
				await paused.process('Characters/Kira.md', (t) => t.replace('momentum: 2', 'momentum: 3'));
				await paused.process('J.md', (t) => `${t}\nthe paused move's block\n`);
				// Asleep past the stale age: another command broke the lock, made its move and let go.
				expect(existsSync(lock)).toBe(true);
				rmSync(lock);
				const other = runCliIn(v.dir, 'move', 'Face Danger', '--stat', 'edge', '--dice', '6,1,1', '--journal', 'J.md', '--apply');
				expect(other.status).toBe(0);
			}),
		).rejects.toThrow(LOST_LOCK);
		const journal = readFileSync(join(v.dir, 'J.md'), 'utf8');
		expect(journal).not.toContain("the paused move's block");
		expect(journal.match(/^```+iron-move/gm)).toHaveLength(1);
		expect(readFileSync(join(v.dir, 'Characters', 'Kira.md'), 'utf8')).toContain('momentum: 3');
		expect(runCliIn(v.dir, 'verify').status).toBe(0);
	});
});

describe('one lock root per vault', () => {
	it('a roll into a journal in a sub-folder, with no vault marked, takes the lock where --vault would', async () => {
		const v = vaultNamed('lock-root');
		rmSync(join(v.dir, '.obsidian'), { recursive: true });
		mkdirSync(join(v.dir, 'Sessions'));
		writeFileSync(join(v.dir, 'Sessions', 'One.md'), '# One\n');
		// 8 writers at once, half through --vault and half from the folder: every block lands.
		const runs = Array.from({ length: 8 }, (_, i) =>
			i % 2 === 0 ? cliAsync(v.dir, 'oracle', 'Action', '--ruleset', 'classic', '--journal', 'Sessions/One.md', '--vault', v.dir) : cliAsync(v.dir, 'ask', 'likely', '--journal', 'Sessions/One.md'),
		);
		const results = await Promise.all(runs);
		expect(results.map((r) => r.err).join('')).toBe('');
		expect(readFileSync(join(v.dir, 'Sessions', 'One.md'), 'utf8').match(/^```+iron-move/gm)).toHaveLength(8);
	});
});
