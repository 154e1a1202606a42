import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recoverIntent } from '../../src/cli/intent-recovery';
import { INTENT_FILE, digest } from '../../src/cli/intent-file';
import { placeInVault } from '../../src/cli/vault-bounds';
import { tempDirs } from '../helpers/temp-dirs';

/** A command killed while landing its writes is finished or rolled back by the next, with nothing left behind. */
const tempDir = tempDirs();
const recover = (root: string) => recoverIntent(root, (key) => placeInVault(root, key));

function vaultWith(notes: Record<string, string>): string {
	const dir = tempDir('recovery');
	for (const [path, text] of Object.entries(notes)) writeFileSync(join(dir, path), text);
	return dir;
}

describe('an interrupted command', () => {
	it('killed after its first note landed: the rest land from their prepared files', () => {
		const v = vaultWith({ 'Kira.md': 'momentum: 3\n', 'J.md': 'before\n' });
		const temp = join(v, '.iron-ledger-0123456789ab.tmp');
		writeFileSync(temp, 'before\nblock\n');
		const intent = { version: 2, writes: [
			{ path: 'Kira.md', before: digest('momentum: 2\n'), after: digest('momentum: 3\n'), temp: join(v, '.iron-ledger-aaaaaaaaaaaa.tmp') },
			{ path: 'J.md', before: digest('before\n'), after: digest('before\nblock\n'), temp },
		] };
		writeFileSync(join(v, INTENT_FILE), JSON.stringify(intent));
		expect(recover(v)).toEqual(['An interrupted command was finished: Kira.md, J.md.']);
		expect(readFileSync(join(v, 'J.md'), 'utf8')).toBe('before\nblock\n');
		expect(readdirSync(v).sort()).toEqual(['J.md', 'Kira.md']);
	});

	it('killed before any note landed: rolled back, its prepared files and new folders removed, the notes untouched', () => {
		const v = vaultWith({ 'J.md': 'before\n' });
		mkdirSync(join(v, 'People'));
		const temps = [join(v, '.iron-ledger-bbbbbbbbbbbb.tmp'), join(v, 'People', '.iron-ledger-cccccccccccc.tmp')];
		writeFileSync(temps[0]!, 'before\nblock\n');
		writeFileSync(temps[1]!, 'half a sh');
		const intent = { version: 2, folders: [join(v, 'People')], writes: [
			{ path: 'J.md', before: digest('before\n'), after: digest('before\nblock\n'), temp: temps[0] },
			{ path: 'People/Kira.md', before: null, after: digest('a sheet\n'), temp: temps[1] },
		] };
		writeFileSync(join(v, INTENT_FILE), JSON.stringify(intent));
		expect(recover(v)).toEqual(['An interrupted command was rolled back: nothing of it was written (J.md, People/Kira.md).']);
		expect(readFileSync(join(v, 'J.md'), 'utf8')).toBe('before\n');
		expect(readdirSync(v)).toEqual(['J.md']);
	});

	it('an intent cannot name a file elsewhere to rename over a note, nor a note outside the vault', () => {
		const v = vaultWith({ 'J.md': 'after\n', 'Other.md': 'before\n' });
		writeFileSync(join(v, 'Secret.md'), 'not a temporary file\n');
		const intent = { version: 2, writes: [
			{ path: 'J.md', before: digest('before\n'), after: digest('after\n') },
			{ path: 'Other.md', before: digest('before\n'), after: digest('not a temporary file\n'), temp: join(v, 'Secret.md') },
		] };
		writeFileSync(join(v, INTENT_FILE), JSON.stringify(intent));
		recover(v);
		expect(readFileSync(join(v, 'Other.md'), 'utf8')).toBe('before\n');
		expect(readFileSync(join(v, 'Secret.md'), 'utf8')).toBe('not a temporary file\n');
		writeFileSync(join(v, INTENT_FILE), JSON.stringify({ version: 2, writes: [{ path: '../escape.md', before: null, after: digest('x') }] }));
		expect(recover(v)).toEqual([`${INTENT_FILE} named a note outside the vault, so Iron Ledger did not write it: it was removed; run verify to check the campaign.`]);
		expect(existsSync(join(v, '..', 'escape.md'))).toBe(false);
	});

	it('an intent that is not ours is removed and said, never set aside as a copy', () => {
		const v = vaultWith({ 'J.md': 'text\n' });
		writeFileSync(join(v, INTENT_FILE), '{"version": 2, "wri');
		writeFileSync(join(v, '.iron-ledger-dddddddddddd.tmp'), 'a temporary file of a killed command');
		expect(recover(v)).toEqual([`${INTENT_FILE} was not one Iron Ledger wrote and was removed; run verify to check the campaign.`]);
		expect(readdirSync(v)).toEqual(['J.md']);
		expect(existsSync(join(v, INTENT_FILE))).toBe(false);
	});
});
