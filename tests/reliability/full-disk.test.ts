import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { leftBehind, snapshot } from '../helpers/fault-run';
import { figure } from './figures';

/**
 * A real full disk, where the machine lets the suite mount one (root, tmpfs): moves are made
 * until the disk is full, and every refused one must leave the vault byte for byte as it was.
 */
const BIN = fileURLToPath(new URL('../../bin/iron-ledger.cjs', import.meta.url));
const mount = mkdtempSync(join(tmpdir(), 'iron-ledger-tmpfs-'));
const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=192k', 'tmpfs', mount]).status === 0;
afterAll(() => {
	if (mounted) spawnSync('umount', [mount]);
	rmSync(mount, { recursive: true, force: true });
});

const cli = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { cwd: mount, encoding: 'utf8', timeout: 15_000 });

describe('a real full disk', () => {
	it.skipIf(!mounted)('moves until the disk is full: each refused move leaves every note as it was', () => {
		mkdirSync(join(mount, '.obsidian'));
		expect(cli('character', 'new', '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Swordmaster,Hound,Alchemist').status).toBe(0);
		writeFileSync(join(mount, 'J.md'), `${'x'.repeat(99)}\n`.repeat(300));
		// Fill the disk but for about 45 KB: the journal (30 KB) then fits once more, at most.
		const free = () => statfsSync(mount).bavail * statfsSync(mount).bsize;
		writeFileSync(join(mount, 'filler.bin'), Buffer.alloc(Math.max(0, free() - 45 * 1024)));
		let refused = 0;
		let made = 0;
		let broken = 0;
		for (let i = 0; i < 12; i++) {
			const before = snapshot(mount);
			const r = cli('move', 'Face Danger', '--stat', 'edge', '--dice', '6,1,1', '--journal', 'J.md', '--apply');
			if (r.status === 0) made++;
			else {
				refused++;
				if (!/^iron-ledger move: The disk is full: [^\n]+ nothing was written\.\n$/.test(r.stderr)) broken++;
				const after = snapshot(mount);
				if (after.size !== before.size || [...after].some(([k, v]) => before.get(k) !== v)) broken++;
			}
		}
		const left = leftBehind(mount);
		figure('real full disk', `tmpfs with 45 KB free: ${made} moves made, ${refused} refused as the disk filled; ${broken} notes changed by a refused move, ${left.length} files left behind`);
		expect(refused).toBeGreaterThan(0);
		expect(broken).toBe(0);
		expect(left).toEqual([]);
		expect(readdirSync(mount).sort()).toEqual(['.obsidian', 'Characters', 'J.md', 'filler.bin']);
	});
});
