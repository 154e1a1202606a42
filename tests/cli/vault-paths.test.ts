import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findVault, journalRoot, vaultPath } from '../../src/cli/vault-paths';
import { tempDirs } from '../helpers/temp-dirs';

const tempDir = tempDirs();

/** A vault with .obsidian/, Characters/Kira.md and an empty Journal folder, beside a folder that is no vault. */
function layout() {
	const top = tempDir('vault-paths');
	const vault = join(top, 'vault');
	mkdirSync(join(vault, '.obsidian'), { recursive: true });
	mkdirSync(join(vault, 'Characters'));
	mkdirSync(join(vault, 'Journal'));
	writeFileSync(join(vault, 'Characters/Kira.md'), '---\n---\n');
	mkdirSync(join(top, 'elsewhere'));
	return { top, vault, elsewhere: join(top, 'elsewhere') };
}

describe('findVault', () => {
	it('is the nearest folder above that holds .obsidian/, or none', () => {
		const { vault, elsewhere } = layout();
		expect(findVault(join(vault, 'Journal'))).toBe(vault);
		expect(findVault(vault)).toBe(vault);
		expect(findVault(elsewhere)).toBeUndefined();
	});
});

describe('vaultPath', () => {
	it('makes an absolute path inside the vault relative, and leaves one outside for the store to refuse', () => {
		const { vault, elsewhere } = layout();
		expect(vaultPath(vault, join(vault, 'Characters/Kira.md'), { cwd: elsewhere })).toBe('Characters/Kira.md');
		expect(vaultPath(vault, join(elsewhere, 'x.md'), { cwd: elsewhere })).toBe(join(elsewhere, 'x.md'));
	});

	it('outside the vault, a relative path is from the vault, as before', () => {
		const { vault, elsewhere } = layout();
		expect(vaultPath(vault, 'Journal.md', { cwd: elsewhere, mayBeNew: true })).toBe('Journal.md');
		expect(vaultPath(vault, 'Characters/Kira.md', { cwd: elsewhere })).toBe('Characters/Kira.md');
	});

	it('inside the vault: a note where you stand first, then one from the vault, then a new note where you stand', () => {
		const { vault } = layout();
		const cwd = join(vault, 'Characters');
		expect(vaultPath(vault, 'Kira.md', { cwd })).toBe('Characters/Kira.md');
		expect(vaultPath(vault, 'Kira', { cwd })).toBe('Characters/Kira');
		expect(vaultPath(vault, 'Characters/Kira.md', { cwd })).toBe('Characters/Kira.md');
		expect(vaultPath(vault, 'Session 1.md', { cwd: join(vault, 'Journal'), mayBeNew: true })).toBe('Journal/Session 1.md');
		// A character's name is no path: it is left for the name lookup.
		expect(vaultPath(vault, 'Kira', { cwd: join(vault, 'Journal') })).toBe('Kira');
		expect(vaultPath(vault, '../Characters/Kira.md', { cwd: join(vault, 'Journal') })).toBe('Characters/Kira.md');
	});
});

describe('journalRoot', () => {
	it('is the vault around you, else the vault around the journal, else the folder you stand in (as --vault . would), else the journal\'s folder', () => {
		const { top, vault, elsewhere } = layout();
		expect(journalRoot('S.md', join(vault, 'Journal'))).toEqual({ root: vault, path: 'Journal/S.md' });
		expect(journalRoot(join(vault, 'Journal/S.md'), elsewhere)).toEqual({ root: vault, path: 'Journal/S.md' });
		expect(journalRoot('Notes/S.md', elsewhere)).toEqual({ root: elsewhere, path: 'Notes/S.md' });
		expect(journalRoot(join(top, 'other', 'S.md'), elsewhere)).toEqual({ root: join(top, 'other'), path: 'S.md' });
	});
});

describe('a new note named without an extension', () => {
	it('gets .md, as Obsidian lists only .md notes, unless something of that name is there', () => {
		const { vault } = layout();
		expect(vaultPath(vault, 'Journal/Session 1', { mayBeNew: true, cwd: vault })).toBe('Journal/Session 1.md');
		expect(vaultPath(vault, 'Truths', { mayBeNew: true, cwd: vault })).toBe('Truths.md');
		expect(vaultPath(vault, 'Notes.txt', { mayBeNew: true, cwd: vault })).toBe('Notes.txt');
		writeFileSync(join(vault, 'Plain'), 'x');
		expect(vaultPath(vault, 'Plain', { mayBeNew: true, cwd: vault })).toBe('Plain');
		expect(vaultPath(vault, 'Characters/Kira', { cwd: vault })).toBe('Characters/Kira');
		expect(journalRoot('Session 2', vault).path).toBe('Session 2.md');
	});
});

