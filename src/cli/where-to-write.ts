import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { posix, relative, resolve } from 'node:path';
import { type ParsedArgs, UsageError } from './args';
import { CONTROL_CHARACTER } from './file-names';
import { FileStateStore } from './fs-state-store';
import type { CommandOutput } from './output';

/**
 * Where a command may write, and what it tells the player about it. Every note a command
 * writes goes through one store's `process`, so the checks sit there: a note under a hidden
 * folder (`.obsidian/` is Obsidian's own settings, and Obsidian shows no hidden note) is
 * refused, and each folder the command will make is noted while the disk is still as it was,
 * for the command to say.
 */

/** Options that name a file or folder: a character no file name can hold in them is refused at once (--vault: see givenVault). */
const NAMING_OPTIONS = ['save', 'name', 'out', 'folder', 'journal'] as const;


/** Refuses a file or folder name with a character that no file name can hold, before anything is read or written. */
export function refuseUnwritableNames(args: ParsedArgs): void {
	for (const name of NAMING_OPTIONS) {
		const value = args.options.get(name);
		const bad = value === undefined ? null : CONTROL_CHARACTER.exec(value);
		if (bad) throw new UsageError(`--${name} holds a control character (${codeOf(bad[0])}), which no file name can hold: type the name again without it.`);
	}
}

/** A path from the command line or a block that no disk could hold, refused before Node sees it (a NUL is an internal error there). */
function refuseControl(path: string): void {
	const bad = CONTROL_CHARACTER.exec(path);
	if (bad) throw new UsageError(`${path.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '?')} holds a control character (${codeOf(bad[0])}), which no file name can hold: nothing was written.`);
}

function codeOf(character: string): string {
	return `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A vault-relative path's parts, with `..` and `.` resolved, so `Tracks/../.obsidian/x` is seen for what it is. */
function parts(path: string): string[] {
	return posix.normalize(path.split('\\').join('/')).split('/').filter((p) => p !== '' && p !== '.');
}

/** Refuses a path (a note, or a folder for notes) in a hidden folder, or a hidden file. */
export function refuseHidden(path: string, what = path): string {
	if (parts(path).some((p) => p.startsWith('.') && p !== '..')) {
		throw new UsageError(`${what} is hidden (a name starting with a dot, such as .obsidian/, which holds Obsidian's own settings): Iron Ledger writes only notes Obsidian shows. Nothing was written.`);
	}
	return path;
}

/** `--folder`, checked: a folder for new notes, never a hidden one. */
export function folderOption(args: ParsedArgs, fallback: string): string {
	const given = args.options.get('folder');
	if (given === undefined) return fallback;
	return refuseHidden(given, `--folder ${given}`);
}

/** A store that refuses hidden notes and remembers the folders its writes will make. */
export class CommandStore extends FileStateStore {
	private readonly made = new Set<string>();

	constructor(readonly root: string) {
		super(root);
	}

	override read(path: string): Promise<string | null> {
		refuseControl(path);
		return super.read(path);
	}

	override process(path: string, change: (text: string) => string): Promise<string> {
		refuseControl(path);
		refuseHidden(path);
		this.noteNewFolders(path);
		return super.process(path, change);
	}

	/** The folders this command's writes made, deepest only (`a/b/c` stands for `a` and `a/b`). */
	madeFolders(): string[] {
		const all = [...this.made];
		return all.filter((f) => !all.some((g) => g.startsWith(`${f}/`))).sort();
	}

	/** Run before the write lands, while the disk still says which folders are missing. */
	private noteNewFolders(path: string): void {
		const folders = parts(path).slice(0, -1);
		const vault = resolve(this.root);
		for (let n = 1; n <= folders.length; n++) {
			const folder = folders.slice(0, n).join('/');
			const rel = relative(vault, resolve(vault, folder));
			if (rel.startsWith('..')) continue;
			if (!existsSync(resolve(vault, folder))) this.made.add(folder);
		}
	}
}

/** The shared store of a command made of several moves (hiatus), so they land as one. */
const shared = new AsyncLocalStorage<CommandStore>();

/** The store for a vault: the command's own when one is running on that vault, else a new one. */
export function storeFor(vault: string): CommandStore {
	const current = shared.getStore();
	if (current && resolve(current.root) === resolve(vault)) return current;
	return new CommandStore(vault);
}

/**
 * Runs a whole command as one transaction: every move made inside it, through `storeFor`,
 * writes into the same store, and all its writes land together at the end or none do.
 */
export function oneTransaction<T>(store: CommandStore, run: () => Promise<T>): Promise<T> {
	return shared.run(store, () => store.exclusive(run));
}

/** "Made the folder a/b/c/", or nothing when no folder was made. */
export function madeFoldersLine(folders: readonly string[]): string | undefined {
	if (folders.length === 0) return undefined;
	const named = folders.map((f) => `${f}/`);
	return named.length === 1 ? `Made the folder ${named[0]}` : `Made the folders ${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

/** The output with the folders the store made said in its text and kept in its JSON. */
export function withMadeFolders(output: CommandOutput, store: CommandStore): CommandOutput {
	const folders = store.madeFolders();
	const line = madeFoldersLine(folders);
	if (!line) return output;
	return { json: { ...output.json, folders_made: folders }, text: `${output.text}\n${line}` };
}
