import { existsSync, mkdirSync, readdirSync, realpathSync, rmdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StateStore } from '../play/note-store';
import { readFrontmatter, updateFrontmatter } from '../state/frontmatter-text';
import { StateError } from '../state/schema';
import { FileNoteStore } from './fs-note-store';

/** The CLI's state store: notes in a vault folder; paths are relative to it. */
export class FileStateStore extends FileNoteStore implements StateStore {
	constructor(private readonly vault: string) {
		super();
	}

	/**
	 * A note's place on disk, which must be inside the vault once links are followed: a path
	 * given on the command line or read from a block (`[[../outside/x]]`) cannot lead out.
	 */
	private abs(path: string): string {
		const root = resolve(this.vault);
		const target = resolve(root, path);
		if (!inside(root, target)) throw new StateError(`${path} is outside the vault (${this.vault}): nothing was written.`);
		const realRoot = existsSync(root) ? realpathSync(root) : root;
		if (!inside(realRoot, realAncestor(target))) throw new StateError(`${path} leads outside the vault through a link: nothing was written.`);
		return target;
	}

	override async read(path: string): Promise<string | null> {
		return super.read(this.abs(path));
	}

	override async process(path: string, change: (text: string) => string): Promise<string> {
		return super.process(this.abs(path), change);
	}

	async frontmatter(path: string): Promise<Record<string, unknown> | null> {
		const text = await this.read(path);
		return text === null ? null : readFrontmatter(text, path);
	}

	async updateFrontmatter(path: string, change: (fm: Record<string, unknown>) => void): Promise<void> {
		if ((await this.read(path)) === null) throw new StateError(`There is no note at ${path}.`);
		await this.process(path, (text) => updateFrontmatter(text, change, path));
	}

	async create(path: string, text: string): Promise<void> {
		if (existsSync(this.abs(path))) throw new StateError(`${path} already exists: choose another name.`);
		await this.process(path, () => text);
	}

	private queue: Promise<unknown> = Promise.resolve();

	/**
	 * One use case at a time: in this process by a promise chain, across processes (two CLI
	 * calls at once) by a lock folder in the vault that only one can create.
	 */
	exclusive<T>(run: () => Promise<T>): Promise<T> {
		const next = this.queue.then(async () => {
			const lock = this.abs('.iron-ledger.lock');
			for (let attempt = 0; ; attempt++) {
				try {
					mkdirSync(this.vault, { recursive: true });
					mkdirSync(lock);
					break;
				} catch (error) {
					if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
					// A lock older than 30 s was left by a crash: take it over.
					if (attempt > 600 || Date.now() - statSync(lock).mtimeMs > 30_000) {
						rmdirSync(lock);
						continue;
					}
					await sleep(25);
				}
			}
			try {
				return await run();
			} finally {
				rmdirSync(lock);
			}
		});
		this.queue = next.catch(() => undefined);
		return next;
	}

	list(folder: string): Promise<string[]> {
		const root = this.abs(folder);
		const out: string[] = [];
		const walk = (dir: string) => {
			if (!existsSync(dir)) return;
			for (const name of readdirSync(dir).sort()) {
				if (name.startsWith('.')) continue;
				const full = join(dir, name);
				if (statSync(full).isDirectory()) walk(full);
				else if (name.endsWith('.md')) out.push(relative(this.vault, full).split('\\').join('/'));
			}
		};
		walk(root);
		return Promise.resolve(out);
	}
}

function inside(root: string, target: string): boolean {
	const rel = relative(root, target);
	return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** The real path of the nearest part of `target` that exists (a note not made yet has none of its own). */
function realAncestor(target: string): string {
	let at = target;
	for (;;) {
		try {
			return join(realpathSync(at), relative(at, target));
		} catch {
			const up = dirname(at);
			if (up === at) return target;
			at = up;
		}
	}
}
