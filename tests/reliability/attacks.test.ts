import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { figure } from './figures';

const BIN = fileURLToPath(new URL('../../bin/iron-ledger.cjs', import.meta.url));
const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const TRACK = '---\niron_ledger: track\nkind: vow\nrank: dangerous\nticks: 0\nstatus: active\n---\n';
const CHARACTER = '---\niron_ledger: character\nruleset: classic\nname: Kira\nedge: 2\nheart: 3\niron: 2\nshadow: 1\nwits: 1\nhealth: 5\nspirit: 5\nsupply: 5\nmomentum: 2\n---\n';
const block = (body: string) => `\`\`\`iron-move\n${body}\n\`\`\`\n`;
const outsideLink = block('v: 1\nkind: sheet\nwhat: Mark progress\nchanges:\n  - note: "[[../outside/x]]"\n    key: ticks\n    from: 0\n    to: 8');

/** A vault with a folder beside it that nothing may write into, and traps inside. */
function layout() {
	const root = mkdtempSync(join(tmpdir(), 'iron-ledger-attacks-'));
	made.push(root);
	const vault = join(root, 'vault');
	const outside = join(root, 'outside');
	for (const d of [vault, outside, join(vault, '.obsidian'), join(vault, 'Tracks'), join(vault, 'Characters')]) mkdirSync(d);
	writeFileSync(join(outside, 'x.md'), TRACK);
	writeFileSync(join(vault, 'Tracks', 'Oath.md'), TRACK);
	writeFileSync(join(vault, 'Characters', 'Kira.md'), CHARACTER);
	writeFileSync(join(vault, 'Latin.md'), Buffer.from('---\nname: Jos\xe9\n---\nCaf\xe9\n', 'latin1'));
	writeFileSync(join(vault, 'Undo.md'), outsideLink);
	writeFileSync(join(vault, 'Keys.md'), block(Array.from({ length: 28_000 }, (_, i) => `k${i}: ${i}`).join('\n')));
	writeFileSync(join(vault, 'Nan.md'), block('v: 1\nkind: progress\nmove: move:classic/quest/fulfill_your_iron_vow\nscore: .nan\nchallenge: [3, 4]\noutcome: strong_hit'));
	writeFileSync(join(root, 'a-file'), 'not a folder');
	symlinkSync(outside, join(vault, 'Away'));
	symlinkSync(join(vault, 'Loop'), join(vault, 'Loop'));
	symlinkSync(join(vault, 'nowhere.md'), join(vault, 'Dangling.md'));
	return { root, vault, outside };
}

function snapshot(dir: string): string {
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.sort()
		.map((f) => {
			const p = join(dir, f);
			return statSync(p).isFile() ? `${f}:${readFileSync(p, 'base64')}` : f;
		})
		.join('\n');
}

describe('attacks on the vault through the CLI', () => {
	it('every hostile path, link, note and block is refused with one line: nothing written outside, no stack trace', () => {
		const { root, vault, outside } = layout();
		const v = ['--vault', vault];
		const as = ['--ruleset', 'classic', ...v, '--character', 'Characters/Kira.md'];
		const attacks: string[][] = [
			['track', 'mark', '../outside/x.md', ...v],
			['track', 'mark', join(outside, 'x.md'), ...v],
			['track', 'mark', 'Away/x.md', ...v],
			['track', 'new', ...v, '--kind', 'vow', '--rank', 'dangerous', '--name', 'Oath 2', '--folder', '../outside'],
			['track', 'new', ...v, '--kind', 'vow', '--rank', 'dangerous', '--name', 'Oath 3', '--folder', 'Away'],
			['move', 'Face Danger', ...as, '--stat', 'edge', '--dice', '4,3,6', '--journal', '../outside/j.md', '--apply'],
			['move', 'Face Danger', ...as, '--stat', 'edge', '--dice', '4,3,6', '--journal', 'Away/j.md', '--apply'],
			['move', 'Face Danger', ...as, '--stat', 'edge', '--dice', '4,3,6', '--journal', join(outside, 'j.md'), '--apply'],
			// No --vault: the vault is found from the current folder, and the journal must be in it.
			['oracle', 'Action', '--ruleset', 'classic', '--dice', '37', '--journal', join(outside, 'j.md')],
			['oracle', 'Action', '--ruleset', 'classic', '--dice', '37', '--journal', '../outside/j.md'],
			['undo', '--journal', 'Undo.md', ...v],
			['verify', ...v, '--fix'],
			['clock', 'new', ...v, '--name', '../../outside/clock', '--segments', '4'],
			['track', 'mark', 'Loop/x.md', ...v],
			['track', 'mark', 'Dangling.md', ...v],
			['track', 'mark', 'Tracks', ...v],
			['track', 'mark', 'Tracks/Oath.md/x.md', ...v],
			['track', 'mark', 'Tracks/Oath.md', '--vault', join(root, 'a-file')],
			['track', 'mark', 'Latin.md', ...v],
			['move', 'Face Danger', ...as, '--stat', 'edge', '--dice', '4,3,6', '--journal', 'Latin.md', '--apply'],
			['journal', 'check', join(vault, 'Keys.md')],
			['journal', 'check', join(vault, 'Nan.md')],
			['journal', 'check', join(vault, 'Loop')],
		];
		const before = snapshot(outside);
		const latin = readFileSync(join(vault, 'Latin.md'));
		let stackTraces = 0;
		let multiLine = 0;
		const failures: string[] = [];
		for (const args of attacks) {
			const r = spawnSync(process.execPath, [BIN, ...args], { cwd: vault, encoding: 'utf8', timeout: 30_000 });
			const err = r.stderr ?? '';
			if (process.env.IRON_LEDGER_SHOW) process.stdout.write(`${args.slice(0, 3).join(" ")} → ${String(r.status)} ${err}${r.stdout.slice(0, 200)}\n`);
			if (/\n\s+at /.test(err) || /unexpected error/i.test(err)) stackTraces++;
			if (r.status !== 0 && err.trimEnd().split('\n').length !== 1) multiLine++;
			if (/\n\s+at /.test(err) || (r.status !== 0 && err.trimEnd().split('\n').length !== 1)) failures.push(`${args.join(' ')} → exit ${String(r.status)}: ${err}`);
		}
		const outsideChanged = snapshot(outside) === before ? 0 : 1;
		const latinKept = Buffer.compare(latin, readFileSync(join(vault, 'Latin.md'))) === 0;
		figure('writes outside the vault', `${attacks.length} hostile commands: ${outsideChanged} writes outside the vault, ${stackTraces} stack traces, ${multiLine} errors not on one line; the Latin-1 note ${latinKept ? 'kept byte for byte' : 'CHANGED'}`);
		expect(failures).toEqual([]);
		expect(outsideChanged).toBe(0);
		expect(stackTraces).toBe(0);
		expect(latinKept).toBe(true);
		expect(existsSync(join(outside, 'j.md'))).toBe(false);
	});
});
