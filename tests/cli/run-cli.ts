import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/**
 * Runs the built CLI (bin/iron-ledger.cjs, built by tests/global-setup.ts) as a player
 * would, and checks the shape of what they see: a success prints to stdout only and exits
 * 0; a mistake prints exactly one line to stderr, nothing to stdout, and exits 2.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = fileURLToPath(new URL('../../bin/iron-ledger.cjs', import.meta.url));

export interface CliResult {
	status: number | null;
	stdout: string;
	stderr: string;
}

// JSON from the CLI is checked field by field against the spec: loosely typed on purpose
// (eslint.config.mjs allows this `any`, and its unsafe uses in tests).
export type Json = any;

export function runCli(...args: string[]): CliResult {
	return runCliIn(ROOT, ...args);
}

/** The CLI run from a folder of the player's: paths and the vault are found from there. */
export function runCliIn(cwd: string, ...args: string[]): CliResult {
	const result = spawnSync(process.execPath, [BIN, ...args], {
		cwd,
		encoding: 'utf8',
		env: { ...process.env, NO_COLOR: '1' },
		timeout: 15_000,
	});
	if (result.error) throw result.error;
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function describeRun(args: string[], r: CliResult): string {
	return `iron-ledger ${args.join(' ')}\nexit ${String(r.status)}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`;
}

/** Succeeds with text: exit 0, nothing on stderr. Returns stdout without its final newline. */
export function cliText(...args: string[]): string {
	return cliTextIn(ROOT, ...args);
}

export function cliTextIn(cwd: string, ...args: string[]): string {
	const r = runCliIn(cwd, ...args);
	expect(r.status, describeRun(args, r)).toBe(0);
	expect(r.stderr, describeRun(args, r)).toBe('');
	expect(r.stdout.endsWith('\n'), describeRun(args, r)).toBe(true);
	return r.stdout.slice(0, -1);
}

/** Succeeds with --json: exactly one line on stdout holding one JSON object. */
export function cliJson(...args: string[]): Json {
	const out = cliText(...args, '--json');
	expect(out.split('\n'), `iron-ledger ${args.join(' ')} --json: one line`).toHaveLength(1);
	const parsed: unknown = JSON.parse(out);
	expect(typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)).toBe(true);
	return parsed as Json;
}

/** Fails as bad input: exit 2, stdout empty, one line on stderr. Returns that line. */
export function cliError(...args: string[]): string {
	return cliErrorIn(ROOT, ...args);
}

export function cliErrorIn(cwd: string, ...args: string[]): string {
	const r = runCliIn(cwd, ...args);
	expect(r.status, describeRun(args, r)).toBe(2);
	expect(r.stdout, describeRun(args, r)).toBe('');
	expect(r.stderr, describeRun(args, r)).toMatch(/^[^\n]+\n$/);
	return r.stderr.slice(0, -1);
}
