import { existsSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { type ParsedArgs, UsageError } from './args';
import { realAncestor } from './real-path';
import { CONTROL_CHARACTER } from './file-names';

/**
 * Paths as a player types them: absolute, relative to the folder they stand in, or relative to
 * the vault. The store only knows vault-relative paths, so everything is turned into one here.
 */

/** The nearest folder, from `start` up, that holds `.obsidian/`: the vault Obsidian would open there. */
export function findVault(start: string): string | undefined {
	let at = resolve(start);
	for (;;) {
		if (isDirectory(join(at, '.obsidian'))) return at;
		const up = dirname(at);
		if (up === at) return undefined;
		at = up;
	}
}

/**
 * `--vault DIR` when given, which must be a folder that is there: a mistyped vault would
 * otherwise be made, outside any vault, by the first write. Undefined when not given.
 */
export function givenVault(args: ParsedArgs): string | undefined {
	const given = args.options.get('vault');
	if (!given) return undefined;
	// A name no disk can hold (NUL) is refused as such, not looked for.
	if (CONTROL_CHARACTER.test(given)) throw new UsageError('--vault holds a control character, which no folder name can hold: type the path again without it.');
	if (!isDirectory(given)) {
		if (existsSync(given)) throw new UsageError(`--vault ${given} is a file, not a folder.`);
		throw new UsageError(`There is no vault at ${given}: make one with iron-ledger init ${/[\s"'$]/.test(given) ? JSON.stringify(given) : given}`);
	}
	// A vault's own .obsidian/ (or any hidden folder as the vault itself) is Obsidian's, never a vault to write notes in.
	const parts = realpathSync(given).split(sep);
	const hidden = parts.find((part) => part === '.obsidian') ?? (parts.at(-1)?.startsWith('.') ? parts.at(-1) : undefined);
	if (hidden) throw new UsageError(`--vault ${given} is in a hidden folder (${hidden}), which Obsidian does not show: give the vault's own folder.`);
	return given;
}

/** `--vault DIR`, or the vault around the current folder; without either, a usage error. */
export function vaultFolder(args: ParsedArgs, cwd: string = process.cwd()): string {
	const given = givenVault(args);
	if (given !== undefined) return given;
	const found = findVault(cwd);
	if (!found) throw new UsageError('No vault here: give --vault DIR, or run inside a vault (a folder with .obsidian/ in it or above it).');
	return found;
}

export interface PathOptions {
	cwd?: string;
	/** A note the command may create (a journal): when the player stands inside the vault, it is made where they stand. */
	mayBeNew?: boolean;
}

/**
 * A note path made relative to the vault. Absolute: inside the vault it becomes relative (outside,
 * it is left for the store to refuse). Relative: taken from the current folder when that names a
 * note inside the vault; otherwise from the vault, as before, so `--vault V --journal Journal.md`
 * run from anywhere keeps meaning V/Journal.md. A name that is not a path (`--character Kira`) is
 * left alone unless a note of that name is where the player stands.
 */
export function vaultPath(vault: string, givenPath: string, options: PathOptions = {}): string {
	const cwd = options.cwd ?? process.cwd();
	const given = options.mayBeNew ? asNewNote(givenPath, [resolve(vault, givenPath), resolve(cwd, givenPath)]) : givenPath;
	const root = realAncestor(resolve(vault));
	if (isAbsolute(given)) {
		return inside(root, realNote(given)) ?? given;
	}
	const fromCwd = realNote(resolve(cwd, given));
	const fromCwdRel = inside(root, fromCwd);
	if (fromCwdRel === undefined || fromCwd === realNote(resolve(vault, given))) return given;
	if (noteExists(fromCwd)) return fromCwdRel;
	if (noteExists(resolve(vault, given))) return given;
	if (options.mayBeNew && inside(root, realAncestor(cwd)) !== undefined) return fromCwdRel;
	return given;
}

/**
 * A note the command may create, named without an extension (`--journal Session`): Obsidian lists
 * only `.md` notes, so `.md` is added, unless something of that exact name is already there.
 */
function asNewNote(given: string, places: readonly string[]): string {
	if (/\.[^./\\]+$/.test(given) || places.some((p) => existsSync(p))) return given;
	return `${given}.md`;
}

/** The same for an option, when given. */
export function vaultPathOption(args: ParsedArgs, name: string, vault: string, options: PathOptions = {}): string | undefined {
	const given = args.options.get(name);
	return given === undefined ? undefined : vaultPath(vault, given, options);
}

/**
 * Where a command without a vault writes its journal: the vault around the current folder, else
 * the vault around the journal, else the journal's own folder. Writes then take that folder's
 * lock, so they queue behind campaign commands on the same vault instead of racing them.
 */
export function journalRoot(given: string, cwd: string = process.cwd()): { root: string; path: string } {
	const journal = asNewNote(given, [resolve(cwd, given)]);
	const vault = findVault(cwd);
	if (vault) return { root: vault, path: vaultPath(vault, journal, { cwd, mayBeNew: true }) };
	const absolute = resolve(cwd, journal);
	// No vault anywhere: the folder the player stands in, when the journal is in it, as `--vault .`
	// would be, so both take the same lock; else the journal's own folder.
	const standing = inside(realAncestor(cwd), realAncestor(absolute)) !== undefined ? cwd : undefined;
	const root = findVault(dirname(absolute)) ?? standing ?? dirname(absolute);
	return { root, path: vaultPath(root, absolute, { cwd }) };
}

/** The path from `root` to `target` with forward slashes, or undefined when `target` is not inside `root`. */
function inside(root: string, target: string): string | undefined {
	const rel = relative(root, target);
	if (rel.startsWith('..') || isAbsolute(rel)) return undefined;
	return rel.split('\\').join('/');
}

function noteExists(path: string): boolean {
	return existsSync(path) || existsSync(`${path}.md`);
}

function isDirectory(path: string): boolean {
	try {
		return statSync(path).isDirectory();
	} catch {
		return false;
	}
}

/** A note's place with its folders' links followed, not its own: a linked note keeps its name. */
function realNote(path: string): string {
	return join(realAncestor(dirname(path)), basename(path));
}

