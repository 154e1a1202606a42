import type { IronLedgerSettings } from './settings';

const NOTE_KEYS = ['activeCharacter', 'journalNote', 'truthsNote'] as const;
const FOLDER_KEYS = ['characterFolder', 'trackFolder', 'oracleFolder', 'entityFolder'] as const;

/** `path` after `from` became `to`: the note itself, or anything under a renamed folder. */
function moved(path: string, from: string, to: string): string | undefined {
	if (path === '') return undefined;
	if (path === from) return to;
	// A note setting may be written without its .md, as the settings tab allows.
	if (`${path}.md` === from) return to.replace(/\.md$/, '');
	if (path.startsWith(`${from}/`)) return `${to}${path.slice(from.length)}`;
	return undefined;
}

/**
 * The settings after a note or folder was renamed in the vault: every stored path that named it
 * follows it, so the active character (and the journal, the truths, the folders) are still found.
 * Returns whether anything changed, so the settings are saved only then.
 */
export function followRename(settings: IronLedgerSettings, from: string, to: string): boolean {
	let changed = false;
	for (const key of [...NOTE_KEYS, ...FOLDER_KEYS]) {
		const next = moved(settings[key].replace(/\/+$/, ''), from, to);
		if (next !== undefined && next !== settings[key]) {
			settings[key] = next;
			changed = true;
		}
	}
	return changed;
}
