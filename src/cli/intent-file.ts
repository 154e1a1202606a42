import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { removeQuietly, writeAtomic } from './durable-file';

/**
 * The intent file: while a command lands its writes, it names every note being replaced, the
 * temporary file holding the note's new text and the digests of the text before and after. It
 * is written whole (renamed into place) before any note changes and removed once all have.
 */
export const INTENT_FILE = '.iron-ledger-intent.json';

export interface IntentEntry {
	/** Relative to the vault's lock root. */
	path: string;
	/** The temporary file with the new text (absolute). Version 1 intents have none. */
	temp?: string;
	/** The old note under a second name while landing (absolute), when there was one. */
	old?: string;
	/** sha256 of the note's text before the command, or null when the note did not exist. */
	before: string | null;
	/** Version 2: the sha256 of the new text. Version 1: the new text itself. */
	after: string;
}

export interface Intent {
	version: 1 | 2;
	writes: IntentEntry[];
	/** Folders made for new notes (absolute), outermost first. */
	folders?: string[];
}

export const digest = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export function writeIntent(root: string, intent: Intent): void {
	writeAtomic(join(root, INTENT_FILE), JSON.stringify(intent));
}

export function removeIntent(root: string): void {
	removeQuietly(join(root, INTENT_FILE));
}

/** The intent left by an interrupted command: undefined when there is none, 'unreadable' when it is not one of ours. */
export function readIntent(root: string): Intent | 'unreadable' | undefined {
	let raw: string;
	try {
		raw = readFileSync(join(root, INTENT_FILE), 'utf8');
	} catch {
		return undefined;
	}
	try {
		const intent = JSON.parse(raw) as Partial<Intent>;
		if ((intent.version !== 1 && intent.version !== 2) || !Array.isArray(intent.writes)) return 'unreadable';
		const ok = intent.writes.every((w) => typeof w?.path === 'string' && typeof w.after === 'string' && (w.before === null || typeof w.before === 'string'));
		return ok ? (intent as Intent) : 'unreadable';
	} catch {
		return 'unreadable';
	}
}
