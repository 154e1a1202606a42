import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, mkdirSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { CampaignNote, StateStore } from '../play/note-store';
import { readCampaignNotes } from '../campaign/campaign-notes';
import { readFrontmatter, updateFrontmatter } from '../state/frontmatter-text';
import { StateError } from '../state/schema';
import { FileNoteStore, readNote } from './fs-note-store';
import { placeInVault } from './vault-bounds';
import { findVault } from './vault-paths';
import { VaultLock } from './vault-lock';
import { type PendingWrite, commitWrites } from './vault-transaction';
import { INTENT_FILE } from './intent-file';
import { recoverIntent } from './intent-recovery';

const LOCK_FILE = '.iron-ledger.lock';

/** The CLI's state store: notes in a vault folder; paths are relative to it. */
export class FileStateStore extends FileNoteStore implements StateStore {
	constructor(private readonly vault: string) {
		super();
	}

	/** A note's place on disk: inside the vault once links are followed (see vault-bounds). */
	private abs(path: string): string {
		return placeInVault(this.vault, path);
	}

	/**
	 * The folder whose lock and intent file every command on this vault shares, however it was
	 * named: the vault Obsidian would open (the nearest folder with `.obsidian/`), else the folder
	 * given, links followed. A journal-only command in a sub-folder and a campaign command given
	 * `--vault` then queue behind one lock instead of racing.
	 */
	private lockRoot(): string {
		const real = realpathSync(this.vault);
		return findVault(real) ?? real;
	}

	/** The note's text; a folder where a note should be is named in the player's words. */
	private readAt(target: string, path: string): string | null {
		try {
			return readNote(target);
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === 'EISDIR') throw new StateError(`${path} is a folder, not a note.`);
			throw error;
		}
	}

	override async read(path: string): Promise<string | null> {
		const target = this.abs(path);
		const pending = this.transaction.getStore()?.get(this.key(target));
		return Promise.resolve(pending ? pending.text : this.readAt(target, path));
	}

	/** Inside a command, a write is kept until the command ends; alone, it is a command of its own. */
	override async process(path: string, change: (text: string) => string): Promise<string> {
		const writes = this.transaction.getStore();
		if (!writes) return this.exclusive(() => this.process(path, change));
		const target = this.abs(path);
		const key = this.key(target);
		const pending = writes.get(key) ?? { original: this.readAt(target, path), text: '', changes: [] };
		const next = change(writes.has(key) ? pending.text : (pending.original ?? ''));
		writes.set(key, { original: pending.original, text: next, changes: [...pending.changes, change] });
		return Promise.resolve(next);
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
		if ((await this.read(path)) !== null) throw new StateError(`${path} already exists: choose another name.`);
		await this.process(path, () => text);
	}

	private queue: Promise<unknown> = Promise.resolve();
	private readonly transaction = new AsyncLocalStorage<Map<string, PendingWrite>>();
	/** What recovering an interrupted command did, for the command to tell the player. */
	readonly recovered: string[] = [];

	/**
	 * One command at a time on the vault: in this process by a promise chain, across processes
	 * by the vault's lock file, held for the whole read-decide-write. The command's writes are
	 * landed together at its end (all or nothing, see vault-transaction); a command that fails
	 * writes nothing.
	 */
	exclusive<T>(run: () => Promise<T>): Promise<T> {
		if (this.transaction.getStore()) return run();
		const next = this.queue.then(() => {
			mkdirSync(this.vault, { recursive: true });
			const root = this.lockRoot();
			return new VaultLock(join(root, LOCK_FILE)).hold(async (lock) => {
				this.recoverInterrupted();
				const writes = new Map<string, PendingWrite>();
				const result = await this.transaction.run(writes, run);
				const realVault = realpathSync(this.vault);
				commitWrites(writes, {
					root,
					abs: (key) => this.abs(key),
					stillHeld: () => lock.stillHeld(),
					intentKey: (key) => relative(root, join(realVault, key)).split('\\').join('/'),
				});
				return result;
			});
		});
		this.queue = next.catch(() => undefined);
		return next;
	}

	/** Finishes a command killed while landing its writes; run under the lock. */
	recoverInterrupted(): string[] {
		const root = this.lockRoot();
		const done = recoverIntent(root, (key) => placeInVault(root, key));
		this.recovered.push(...done);
		return done;
	}

	/** Recovery on its own (for verify): takes the lock, lands nothing else. */
	recover(): Promise<string[]> {
		// Nothing to finish: no lock taken, and no vault folder made for a check that only reads.
		if (!existsSync(this.vault) || !existsSync(join(this.lockRoot(), INTENT_FILE))) return Promise.resolve([]);
		return this.exclusive(() => Promise.resolve([...this.recovered]));
	}

	private key(target: string): string {
		return relative(resolve(this.vault), target).split('\\').join('/');
	}

	campaignNotes(folder: string): Promise<CampaignNote[]> {
		return readCampaignNotes(this, folder);
	}

	list(folder: string): Promise<string[]> {
		const root = this.abs(folder);
		const out: string[] = [];
		// A folder or note reached twice through links (a link back to the vault, to a parent) is
		// taken once, by its real path: a loop of links is walked once, and no note counted twice.
		const seen = new Set<string>();
		const note = (full: string, real: string) => {
			if (seen.has(real) || !full.endsWith('.md')) return;
			seen.add(real);
			out.push(relative(this.vault, full).split('\\').join('/'));
		};
		// `real` is the folder's real path: followed only where a link is, so a plain vault costs no more calls.
		const walk = (dir: string, real: string) => {
			if (seen.has(real)) return;
			seen.add(real);
			for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
				if (entry.name.startsWith('.')) continue;
				const full = join(dir, entry.name);
				if (entry.isSymbolicLink()) {
					let target: { real: string; folder: boolean };
					try {
						target = { real: realpathSync(full), folder: statSync(full).isDirectory() };
					} catch {
						// A dangling link or a loop of links is no note: skip it, as Obsidian does.
						continue;
					}
					if (target.folder) walk(full, target.real);
					else note(full, target.real);
				} else if (entry.isDirectory()) walk(full, join(real, entry.name));
				else note(full, join(real, entry.name));
			}
		};
		if (existsSync(root) && statSync(root).isDirectory()) walk(root, realpathSync(root));
		// Notes made earlier in this command are not on disk yet.
		const prefix = this.key(root);
		for (const key of this.transaction.getStore()?.keys() ?? []) {
			if (key.endsWith('.md') && (prefix === '' || key.startsWith(`${prefix}/`)) && !out.includes(key)) out.push(key);
		}
		return Promise.resolve(out.sort());
	}
}
