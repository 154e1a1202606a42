import { lstatSync, readlinkSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { oneLine } from '../journal/one-line';

/**
 * Node's file-system errors ("ELOOP: too many symbolic links encountered, open '/…'") said
 * in a player's words, naming the path as they gave it. A path the player gave that is a
 * folder, a broken or looping link, or not theirs to write is their input to fix: exit 2.
 * A full or failing disk is the machine's: exit 1. Either way one line, never a stack.
 */
export interface FileProblem {
	message: string;
	exitCode: 1 | 2;
}

type FsError = Error & { code: string; syscall?: string; path?: string };

const MACHINE: Record<string, (at: string) => string> = {
	ENOSPC: (at) => `The disk is full: ${at} could not be written, so nothing was written.`,
	EDQUOT: (at) => `The disk quota is used up: ${at} could not be written, so nothing was written.`,
	EFBIG: (at) => `${at} would be larger than the file size limit allows: nothing was written.`,
	EIO: (at) => `The disk failed to read or write ${at} (input/output error): nothing was written.`,
	EMFILE: () => 'Too many files are open: close some programs and try again.',
	ENFILE: () => 'Too many files are open: close some programs and try again.',
	EBUSY: (at) => `${at} is in use by another program: try again when it is done.`,
	ETXTBSY: (at) => `${at} is in use by another program: try again when it is done.`,
};

function isFsError(error: unknown): error is FsError {
	const e = error as Partial<FsError> | null;
	return error instanceof Error && typeof e?.code === 'string' && /^E[A-Z]+$/.test(e.code) && typeof e.syscall === 'string';
}

const stat = (path: string) => {
	try {
		return statSync(path);
	} catch {
		return undefined;
	}
};
const lstat = (path: string) => {
	try {
		return lstatSync(path);
	} catch {
		return undefined;
	}
};

const linkTarget = (path: string) => {
	try {
		return readlinkSync(path);
	} catch {
		return 'something';
	}
};

/** The value of `--vault`, and every other word of the command line, which may be a path. */
function hints(argv: readonly string[]): { vault?: string; words: string[] } {
	let vault: string | undefined;
	const words: string[] = [];
	argv.forEach((token, i) => {
		if (token === '--vault') vault = argv[i + 1];
		else if (token.startsWith('--vault=')) vault = token.slice('--vault='.length);
		if (token.startsWith('--') && token.includes('=')) words.push(token.slice(token.indexOf('=') + 1));
		else if (!token.startsWith('--')) words.push(token);
	});
	return { vault, words };
}

/**
 * Some errors (EISDIR from a read) carry no path: the path is then the word of the command
 * line that is a folder, looked for in the vault first and then where the command runs.
 */
function guessPath(code: string, words: readonly string[], vault: string | undefined, cwd: string): string | undefined {
	if (code !== 'EISDIR') return undefined;
	const places = [...(vault ? [resolve(cwd, vault)] : []), cwd];
	for (const word of words) {
		for (const place of places) {
			for (const candidate of [resolve(place, word), resolve(place, `${word}.md`)]) {
				if (candidate !== places[0] && candidate !== cwd && stat(candidate)?.isDirectory()) return candidate;
			}
		}
	}
	return undefined;
}

/** A path as the player would name it: inside the vault relative to it, else as the command line gave it. */
function shown(path: string, vault: string | undefined, cwd: string): string {
	const abs = resolve(cwd, path);
	for (const root of [...(vault ? [resolve(cwd, vault)] : []), cwd]) {
		const rel = relative(root, abs);
		if (rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)) return oneLine(rel.split('\\').join('/'));
	}
	return oneLine(abs);
}

/** The nearest part of a path that exists but is a file, so nothing can be inside it. */
function fileOnTheWay(path: string): string | undefined {
	for (let at = dirname(path); at !== dirname(at); at = dirname(at)) {
		const s = stat(at);
		if (s) return s.isDirectory() ? undefined : at;
	}
	return undefined;
}

function inputMessage(e: FsError, abs: string | undefined, at: string, show: (path: string) => string): string | undefined {
	const writing = ['mkdir', 'rename', 'unlink', 'rmdir', 'chmod', 'write', 'copyfile', 'symlink'].includes(e.syscall ?? '');
	switch (e.code) {
		case 'ENOENT': {
			const link = abs ? lstat(abs) : undefined;
			if (abs && link?.isSymbolicLink()) return `${at} is a link to ${oneLine(linkTarget(abs))}, which does not exist: fix or remove the link.`;
			return `${at} does not exist.`;
		}
		case 'EISDIR':
			return `${at} is a folder, not a note.`;
		case 'ENOTDIR': {
			const file = abs ? fileOnTheWay(abs) : undefined;
			return file ? `${show(file)} is a file, not a folder, so ${at} cannot be in it.` : `A part of ${at} is a file, not a folder.`;
		}
		case 'ELOOP':
			return `${at} is a link that leads round in a loop of links: fix or remove it.`;
		case 'EEXIST':
			return abs && stat(abs)?.isDirectory() === false && e.syscall === 'mkdir' ? `${at} is a file, not a folder.` : `${at} already exists.`;
		case 'ENAMETOOLONG':
			return `${at}: the name is too long for this disk: nothing was written.`;
		case 'EACCES':
		case 'EPERM':
			return `${at} cannot be ${writing ? 'written' : 'opened'}: permission denied${writing ? ', so nothing was written' : ''}.`;
		case 'EROFS':
			return `${at} is on a read-only disk: nothing was written.`;
		default:
			return undefined;
	}
}

/** The one-line message for a file-system error, or undefined when `error` is not one. */
export function fileProblem(error: unknown, argv: readonly string[], cwd = process.cwd()): FileProblem | undefined {
	if (!isFsError(error)) return undefined;
	const { vault, words } = hints(argv);
	const show = (path: string) => shown(path, vault, cwd);
	// A --vault that is a file fails in many ways (EEXIST, ENOTDIR…), all of them this.
	if (vault && stat(resolve(cwd, vault))?.isDirectory() === false) return { message: `--vault ${oneLine(vault)} is a file, not a folder.`, exitCode: 2 };
	const path = error.path ?? guessPath(error.code, words, vault, cwd);
	const abs = path === undefined ? undefined : resolve(cwd, path);
	const at = abs ? show(abs) : 'One of the notes named';
	const input = inputMessage(error, abs, at, show);
	if (input) return { message: input, exitCode: 2 };
	const machine = MACHINE[error.code];
	if (machine) return { message: machine(at), exitCode: 1 };
	const what = oneLine(error.message.replace(/^E[A-Z]+: /, '').replace(/, \w+ '.*'$/, ''));
	return { message: `${at} could not be ${error.syscall === 'open' || error.syscall === 'read' ? 'read' : 'written'}: ${what} (${error.code}).`, exitCode: 1 };
}
