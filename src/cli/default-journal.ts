import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lastPlayedNote } from '../campaign/current-journal';
import type { StateStore } from '../play/note-store';
import type { ParsedArgs } from './args';
import { vaultFolder, vaultPathOption } from './vault-paths';

/** Where results go when neither a note nor the settings name one. */
export const DEFAULT_JOURNAL = 'Journal.md';

/**
 * The journal note the plugin's settings name (`journalNote` in its data.json), when the vault
 * has the plugin set up: the CLI writes where Obsidian would. A setting that is not a note's
 * name is passed over.
 */
export function configuredJournal(vault: string): string | undefined {
	let setting: unknown;
	try {
		setting = (JSON.parse(readFileSync(join(vault, '.obsidian', 'plugins', 'iron-ledger', 'data.json'), 'utf8')) as Record<string, unknown>).journalNote;
	} catch {
		return undefined;
	}
	if (typeof setting !== 'string') return undefined;
	const path = setting.trim().replace(/\\/g, '/').replace(/^\/+/, '');
	if (path === '' || path.endsWith('/') || path.split('/').some((part) => part === '..' || part.startsWith('.'))) return undefined;
	return /\.md$/i.test(path) ? path : `${path}.md`;
}

/**
 * Where a move or a sheet change is journaled: `--journal`; otherwise the note of the block
 * played last in the vault, so moves and sheet changes made with the defaults go to the same
 * note and a campaign verifies clean; otherwise the settings' journal note, or Journal.md.
 */
export async function journalFor(args: ParsedArgs, store: StateStore): Promise<string> {
	const vault = vaultFolder(args);
	const given = vaultPathOption(args, 'journal', vault, { mayBeNew: true });
	if (given) return given;
	return (await lastPlayedNote(store)) ?? configuredJournal(vault) ?? DEFAULT_JOURNAL;
}
