import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { runCli } from '../../src/cli/run';
import { cryptoDice } from '../../src/rules/dice';
import { library } from './content';
import { disk } from './disk-faults';

/**
 * Runs CLI commands in process on a disk that fails (see disk-faults): every writing call of a
 * command fails in turn, and after each the record must be whole: a failed command left every
 * file as it was and nothing behind; a command that succeeded left a campaign `verify` agrees with.
 */

export interface Scenario {
	name: string;
	/** Builds the vault the command runs on, on a working disk. */
	setup: (cli: (...args: string[]) => Promise<number>) => Promise<void>;
	command: string[];
}

export interface FaultFigures {
	faults: number;
	shortWrites: number;
	failedCleanly: number;
	succeeded: number;
	/** What broke the invariant, one line each: empty when the record held. */
	broken: string[];
}

async function cliIn(vault: string, args: readonly string[]): Promise<{ code: number; err: string }> {
	let err = '';
	const code = await runCli([...args, '--vault', vault], { content: library, dice: cryptoDice() }, { out: () => undefined, err: (t) => (err += `${t}\n`) });
	return { code, err };
}

/** Every file under `dir` with its bytes. */
export function snapshot(dir: string): Map<string, string> {
	const files = new Map<string, string>();
	const walk = (at: string) => {
		for (const name of readdirSync(at)) {
			const full = join(at, name);
			if (statSync(full).isDirectory()) walk(full);
			else files.set(relative(dir, full), readFileSync(full, 'latin1'));
		}
	};
	walk(dir);
	return files;
}

/** Files and folders Iron Ledger uses while writing, which must never stay. */
export function leftBehind(dir: string): string[] {
	const out: string[] = [];
	const walk = (at: string) => {
		for (const name of readdirSync(at)) {
			const full = join(at, name);
			if (/^\.iron-ledger-|\.iron-ledger-tmp$|unreadable|\.iron-ledger\.lock/.test(name)) out.push(relative(dir, full));
			if (statSync(full).isDirectory()) walk(full);
		}
	};
	walk(dir);
	return out;
}

const differs = (a: Map<string, string>, b: Map<string, string>) => a.size !== b.size || [...a].some(([k, v]) => b.get(k) !== v);

export async function attack(scenario: Scenario, codes: readonly string[], figures: FaultFigures): Promise<void> {
	const root = mkdtempSync(join(tmpdir(), 'iron-ledger-faults-'));
	try {
		const base = join(root, 'base');
		mkdirSync(join(base, '.obsidian'), { recursive: true });
		await scenario.setup(async (...args) => {
			const r = await cliIn(base, args);
			if (r.code !== 0) throw new Error(`${scenario.name}: setting up failed: ${r.err}`);
			return r.code;
		});
		// How many writing calls the command makes on a working disk.
		const probe = join(root, 'probe');
		cpSync(base, probe, { recursive: true });
		Object.assign(disk, { counting: true, count: 0, failAt: 0, short: false });
		const clean = await cliIn(probe, scenario.command);
		disk.counting = false;
		if (clean.code !== 0) throw new Error(`${scenario.name} fails on a working disk: ${clean.err}`);
		const calls = disk.count;
		let run = 0;
		for (const mode of [...codes, 'short']) {
			for (let at = 1; at <= calls; at++) {
				const dir = join(root, `run-${run++}`);
				cpSync(base, dir, { recursive: true });
				const before = snapshot(dir);
				Object.assign(disk, { counting: true, count: 0, failAt: at, code: mode === 'short' ? 'ENOSPC' : mode, short: mode === 'short', injected: 0 });
				const started = Date.now();
				const result = await cliIn(dir, scenario.command);
				disk.counting = false;
				if (Date.now() - started > 2000) figures.broken.push(`${scenario.name}, ${mode} at ${at}: took ${Date.now() - started} ms`);
				if (disk.injected === 0) continue;
				if (mode === 'short') figures.shortWrites++;
				else figures.faults++;
				const where = `${scenario.name}, ${mode} at writing call ${at} of ${calls}`;
				if (result.code !== 0) {
					figures.failedCleanly++;
					if (differs(before, snapshot(dir))) figures.broken.push(`${where}: failed, but the files changed`);
					if (result.err.trim().split('\n').length !== 1) figures.broken.push(`${where}: the error is not one line: ${result.err}`);
					if (/internal error|\n\s+at /.test(result.err)) figures.broken.push(`${where}: ${result.err.trim()}`);
				} else {
					figures.succeeded++;
					const verify = await cliIn(dir, ['verify']);
					if (verify.code !== 0) figures.broken.push(`${where}: succeeded, but verify disagrees: ${verify.err}`);
				}
				// The next successful command leaves nothing of the failed one behind.
				const next = await cliIn(dir, ['oracle', 'Action', '--ruleset', 'classic', '--dice', '50', '--journal', 'Next.md']);
				if (next.code !== 0) figures.broken.push(`${where}: the next command failed: ${next.err}`);
				const left = leftBehind(dir);
				if (left.length > 0) figures.broken.push(`${where}: left ${left.join(', ')}`);
				rmSync(dir, { recursive: true, force: true });
			}
		}
	} finally {
		disk.counting = false;
		rmSync(root, { recursive: true, force: true });
	}
}

/** The commands attacked: a move that changes a sheet and a journal, a roll into a journal, a note made in a new folder. */
export const SCENARIOS: Scenario[] = [
	{
		name: 'a move with --apply (sheet and journal)',
		setup: async (cli) => {
			await cli('character', 'new', '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Swordmaster,Hound,Alchemist');
			await cli('oracle', 'Action', '--ruleset', 'classic', '--dice', '50', '--journal', 'J.md');
		},
		command: ['move', 'Face Danger', '--stat', 'edge', '--dice', '6,1,1', '--journal', 'J.md', '--apply'],
	},
	{
		name: 'a roll into a journal',
		setup: async (cli) => {
			await cli('oracle', 'Action', '--ruleset', 'classic', '--dice', '50', '--journal', 'J.md');
		},
		command: ['oracle', 'Action', '--ruleset', 'classic', '--dice', '50', '--journal', 'J.md'],
	},
	{
		name: 'a character made in a new folder',
		setup: () => Promise.resolve(),
		command: ['character', 'new', '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Swordmaster,Hound,Alchemist', '--folder', 'People'],
	},
];
