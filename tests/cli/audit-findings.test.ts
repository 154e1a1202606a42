import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { INTENT_FILE, digest } from '../../src/cli/intent-file';
import { LOST_LOCK, commitWrites } from '../../src/cli/vault-transaction';
import { cliVaults } from './cli-vault';
import { tempDirs } from '../helpers/temp-dirs';

/** What an independent hostile re-audit of docs/reliability.md found, each now held (issue 29). */
const BIN = fileURLToPath(new URL('../../bin/iron-ledger.cjs', import.meta.url));
const vaultNamed = cliVaults();
const tempDir = tempDirs();

function campaign(name: string) {
	const v = vaultNamed(name);
	v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Swordmaster,Hound,Alchemist');
	return v;
}

describe('an editor saving the journal while a command lands', () => {
	it('a note emptied a moment ago (an editor mid-save) is waited for, never taken for empty and renamed away', async () => {
		const v = vaultNamed('editor-save');
		const journal = join(v.dir, 'J.md');
		const prose = Array.from({ length: 200 }, (_, i) => `My prose line ${i + 1}`).join('\n') + '\n';
		writeFileSync(journal, prose);
		// The editor empties the note, then writes it back 150 ms later from its open file.
		const editor = spawn(process.execPath, ['-e', `const fs=require('fs');const fd=fs.openSync(${JSON.stringify(journal)},'w');process.stdout.write('emptied\\n');setTimeout(()=>{fs.writeSync(fd,${JSON.stringify(prose)});fs.closeSync(fd)},150)`]);
		await new Promise((done) => editor.stdout.once('data', done));
		const store = new FileStateStore(v.dir);
		const landed = await store.exclusive(() => store.process('J.md', (t) => `${t}${t === '' ? '' : '\n'}the block\n`)).then(
			() => true,
			() => false,
		);
		await new Promise((done) => editor.on('close', done));
		const text = readFileSync(journal, 'utf8');
		expect(text.match(/^My prose line \d+$/gm)).toHaveLength(200);
		expect(text.includes('the block')).toBe(landed);
	});
});

describe('an interrupted command in a vault moved since', () => {
	it('recovers from the names beside each note, wherever the vault now is', () => {
		const top = tempDir('moved-vault');
		const before = join(top, 'before');
		mkdirSync(join(before, '.obsidian'), { recursive: true });
		writeFileSync(join(before, 'Kira.md'), 'health: 4\n');
		writeFileSync(join(before, 'J.md'), '# Session\n');
		writeFileSync(join(before, '.iron-ledger-aaaaaaaaaaaa.tmp'), '# Session\nblock\n');
		writeFileSync(join(before, '.iron-ledger-bbbbbbbbbbbb.old'), 'health: 5\n');
		writeFileSync(join(before, INTENT_FILE), JSON.stringify({ version: 2, writes: [
			{ path: 'Kira.md', before: digest('health: 5\n'), after: digest('health: 4\n'), temp: join(before, '.iron-ledger-cccccccccccc.tmp'), old: join(before, '.iron-ledger-bbbbbbbbbbbb.old') },
			{ path: 'J.md', before: digest('# Session\n'), after: digest('# Session\nblock\n'), temp: join(before, '.iron-ledger-aaaaaaaaaaaa.tmp') },
		] }));
		const after = join(top, 'after');
		renameSync(before, after);
		const r = spawnSync(process.execPath, [BIN, 'verify'], { cwd: after, encoding: 'utf8' });
		expect(r.stdout).toContain('An interrupted command was finished: Kira.md, J.md.');
		expect(r.stdout).not.toContain('was changed after');
		expect(readFileSync(join(after, 'J.md'), 'utf8')).toBe('# Session\nblock\n');
		expect(readdirSync(after).sort()).toEqual(['.obsidian', 'J.md', 'Kira.md']);
	});

	it('an intent naming a note outside the vault is removed and said, instead of blocking every command', () => {
		const v = vaultNamed('outside-intent');
		writeFileSync(join(v.dir, INTENT_FILE), JSON.stringify({ version: 2, writes: [{ path: '../outside2/x.md', before: null, after: digest('x') }] }));
		expect(v.cli('ask', 'likely', '--dice', '50', '--journal', 'J.md')).toContain('Written to J.md');
		expect(existsSync(join(v.dir, INTENT_FILE))).toBe(false);
	});
});

describe('places that are not for notes', () => {
	it('--vault naming a vault\'s .obsidian/ is refused, nothing written there', () => {
		const v = vaultNamed('vault-obsidian');
		expect(v.fails('character', 'new', '--vault', '.obsidian', '--name', 'Ob', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1')).toMatch(/--vault \.obsidian is in a hidden folder \(\.obsidian\)/);
		expect(v.fails('track', 'new', '--vault', join(v.dir, '.obsidian'), '--kind', 'vow', '--rank', 'epic', '--name', 'X')).toMatch(/hidden folder/);
		expect(readdirSync(join(v.dir, '.obsidian'))).toEqual([]);
	});

	it('an existing note in a read-only folder is left as it is, root included', () => {
		const v = campaign('read-only-folder-note');
		v.cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Vow');
		const track = readFileSync(join(v.dir, 'Tracks', 'Vow.md'), 'utf8');
		chmodSync(join(v.dir, 'Tracks'), 0o555);
		try {
			expect(v.fails('track', 'mark', 'Tracks/Vow.md', '--journal', 'J.md')).toBe('iron-ledger track: Tracks/Vow.md is in a read-only folder: nothing was written. Make the folder writable to play on in it.');
			expect(readFileSync(join(v.dir, 'Tracks', 'Vow.md'), 'utf8')).toBe(track);
			expect(existsSync(join(v.dir, 'J.md'))).toBe(false);
		} finally {
			chmodSync(join(v.dir, 'Tracks'), 0o755);
		}
	});
});

describe('a command paused past the lock, then resumed mid-commit', () => {
	it('its prepared files rolled back by the command that took over: it says it was paused, not that a note is missing', () => {
		const v = vaultNamed('paused-mid-commit');
		writeFileSync(join(v.dir, 'J.md'), '# Session\n');
		let asked = 0;
		const ctx = {
			root: v.dir,
			abs: (key: string) => join(v.dir, key),
			intentKey: (key: string) => key,
			// Held at the check; while asleep before the rename, another command broke in and rolled this one back.
			stillHeld: () => {
				asked++;
				if (asked === 2) for (const name of readdirSync(v.dir)) if (/^\.iron-ledger-/.test(name)) rmSync(join(v.dir, name));
				return asked <= 2;
			},
		};
		const writes = new Map([['J.md', { original: '# Session\n', text: '# Session\nthe paused block\n', changes: [(t: string) => `${t}the paused block\n`] }]]);
		expect(() => commitWrites(writes, ctx)).toThrow(LOST_LOCK);
		expect(readFileSync(join(v.dir, 'J.md'), 'utf8')).toBe('# Session\n');
	});
});
