import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { terminalJson, terminalText } from '../../src/cli/terminal-text';
import { cliVaults } from './cli-vault';
import { runCli, runCliIn } from './run-cli';

const BIN = fileURLToPath(new URL('../../bin/iron-ledger.cjs', import.meta.url));
const vault = cliVaults();

// A name that would clear a terminal's colours and reverse the rest of the line if printed raw.
const ESC_NAME = 'Red\u001b[31m and \u202eevil';
const SHOWN = 'Red\\u001b[31m and \\u202eevil';
// Anything a terminal acts on instead of showing: no raw C0 (but \n, \t), DEL, C1 or bidi control.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

function oracleVault(): string {
	const v = vault('terminal');
	mkdirSync(join(v.dir, 'Oracles'));
	writeFileSync(join(v.dir, 'Oracles', `${ESC_NAME}.md`), '| d6 | Who |\n|---|---|\n| 1-6 | Priests |\n');
	return v.dir;
}

describe('control characters in what the CLI prints', () => {
	it('are shown escaped in terminal text as oneLine shows them in error lines: C0, DEL, C1, ESC and bidi controls; \\n and \\t are kept', () => {
		expect(terminalText('a\u001bb\u0000c\u007fd\u0085e\u009bf\rg')).toBe('a\\u001bb\\u0000c\\u007fd\\u0085e\\u009bf\\rg');
		expect(terminalText('\u202a\u202e\u2066\u2069\u200e\u200f\u061c')).toBe('\\u202a\\u202e\\u2066\\u2069\\u200e\\u200f\\u061c');
		expect(terminalText('line\n\tindented — ü 日本 ↳ ●')).toBe('line\n\tindented — ü 日本 ↳ ●');
	});

	it('JSON keeps the data: read back, it is the same characters', () => {
		const data = { name: ESC_NAME, rows: ['\u0085\u2066x\u2069', 'plain'] };
		expect(terminalJson(data)).not.toMatch(RAW_CONTROL);
		expect(JSON.parse(terminalJson(data))).toEqual(data);
	});

	it('a custom oracle note named with ESC and a right-to-left override is listed escaped by oracles', () => {
		const dir = oracleVault();
		const r = runCliIn(dir, 'oracles', '--vault', dir);
		expect(r.status).toBe(0);
		expect(r.stdout).not.toMatch(RAW_CONTROL);
		expect(r.stdout).toContain(`[[Oracles/${SHOWN}]]  ${SHOWN}`);
	});

	it('--json keeps the name as it is', () => {
		const dir = oracleVault();
		const r = runCliIn(dir, 'oracles', '--vault', dir, '--json');
		expect(r.status).toBe(0);
		expect(r.stdout).not.toMatch(RAW_CONTROL);
		const json = JSON.parse(r.stdout) as { yours: { name: string }[] };
		expect(json.yours.map((o) => o.name)).toEqual([ESC_NAME]);
	});

	// Error lines were already escaped by oneLine (src/journal/one-line.ts): the listing now reads the same.
	it('an error line naming such a note is escaped, still one line', () => {
		const dir = oracleVault();
		writeFileSync(join(dir, 'Oracles', 'Gaps\u001b[2J.md'), '| d100 | x |\n|---|---|\n| 1-40 | a |\n| 50-100 | b |\n');
		const r = runCliIn(dir, 'oracle', 'Gaps\u001b[2J');
		expect(r.status).toBe(2);
		expect(r.stderr).toBe('iron-ledger oracle: Oracles/Gaps\\u001b[2J.md:4: No row covers 41-49 (a d100 rolls 1 to 100).\n');
	});

	it('an unknown command with controls in it is named escaped', () => {
		const r = runCli('\u001b]0;owned\u0007');
		expect(r.status).toBe(2);
		expect(r.stderr).not.toMatch(RAW_CONTROL);
		expect(r.stderr).toContain('"\\u001b]0;owned\\u0007"');
	});
});

/**
 * The CLI with the read end of its stdout closed before it writes, as `| true` does (a reader
 * that takes a first chunk and leaves, `| head -c 10`, lets the rest of a small output through).
 */
function closedPipe(command: string, args: string[]): Promise<{ code: number | null; signal: string | null; stderr: string }> {
	return new Promise((resolve, reject) => {
		// SIGKILL after 10 s: a CLI that did not end by itself fails the check below.
		const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 10_000, killSignal: 'SIGKILL' });
		let stderr = '';
		child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
		child.stdout.destroy();
		child.on('error', reject);
		child.on('close', (code, signal) => {
			resolve({ code, signal, stderr });
		});
	});
}

const endedQuietly = (r: { code: number | null; signal: string | null; stderr: string }) => {
	expect(r.signal === 'SIGPIPE' || r.code === 0 || r.code === 141, JSON.stringify(r)).toBe(true);
	expect(r.stderr).not.toContain('internal error');
	expect(r.stderr).toBe('');
};

describe('output the reader closed or the disk could not take', () => {
	it('a closed stdout ends the CLI at once, silently', async () => {
		endedQuietly(await closedPipe(process.execPath, [BIN, 'moves']));
	});

	it.skipIf(!existsSync('/bin/sh'))('stdout and stderr on one closed pipe (2>&1 | true) end the CLI instead of spinning', async () => {
		endedQuietly(await closedPipe('/bin/sh', ['-c', `exec "${process.execPath}" "${BIN}" moves 2>&1`]));
	});

	it.skipIf(!existsSync('/dev/full'))('a full disk under stdout (moves > /dev/full) is one line and exit 1, not an internal error', () => {
		const full = openSync('/dev/full', 'w');
		try {
			const r = spawnSync(process.execPath, [BIN, 'moves'], { stdio: ['ignore', full, 'pipe'], encoding: 'utf8', timeout: 15_000 });
			expect(r.status).toBe(1);
			expect(r.stderr).toBe('iron-ledger: could not write the output: the disk is full.\n');
		} finally {
			closeSync(full);
		}
	});
});

describe('command names are data', () => {
	it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('iron-ledger %s is an unknown command, exit 2', (name) => {
		const r = runCli(name);
		expect(r.status).toBe(2);
		expect(r.stdout).toBe('');
		expect(r.stderr).toMatch(new RegExp(`^iron-ledger: unknown command "${name}"[^\\n]*\\n$`));
	});

	it('a near miss gets "did you mean"', () => {
		expect(runCli('orcle').stderr).toMatch(/^iron-ledger: unknown command "orcle": did you mean oracle\?/);
	});
});
