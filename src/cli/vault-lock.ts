import { closeSync, linkSync, openSync, readFileSync, statSync, unlinkSync, utimesSync } from 'node:fs';
import { removeQuietly, writeAll } from './durable-file';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { StateError } from '../state/schema';

/**
 * One writer per vault across processes: a lock file made with O_EXCL that names its holder
 * (host, pid, a token). A lock is taken over only when its holder is gone: its pid is dead on
 * this host, or it stopped its heartbeat (pid reuse, another host) for longer than STALE_MS.
 * A live holder refreshes the file's time, so a long move is never broken into.
 */
export interface LockOptions {
	/** How long to wait for a live holder before giving up with a message. */
	waitMs?: number;
	/** A lock whose heartbeat is older than this is stale even if its pid seems alive. */
	staleMs?: number;
}


export interface HeldLock {
	/** Whether the lock file still names this holder. */
	stillHeld(): boolean;
}

interface Holder {
	host: string;
	pid: number;
	token: string;
}

export class VaultLock {
	private readonly waitMs: number;
	private readonly staleMs: number;

	constructor(
		private readonly path: string,
		options: LockOptions = {},
	) {
		this.waitMs = options.waitMs ?? 120_000;
		this.staleMs = options.staleMs ?? 30_000;
	}

	/**
	 * Takes the lock (waiting for a live holder), runs `work`, and always lets go. `work` is given
	 * a check that the lock is still its own: a holder paused past the stale age (Ctrl-Z, a laptop
	 * asleep) may have lost it to another command, and must then commit nothing.
	 */
	async hold<T>(work: (held: HeldLock) => Promise<T>): Promise<T> {
		const token = await this.acquire();
		// Beats well within the stale age, so a live holder is never taken for a dead one.
		const beat = setInterval(() => this.touch(token), Math.max(10, Math.min(2_000, this.staleMs / 4)));
		beat.unref();
		try {
			return await work({ stillHeld: () => this.readHolder(this.path)?.token === token });
		} finally {
			clearInterval(beat);
			this.release(token);
		}
	}

	private async acquire(): Promise<string> {
		const me: Holder = { host: hostname(), pid: process.pid, token: randomBytes(8).toString('hex') };
		const started = Date.now();
		for (let attempt = 0; ; attempt++) {
			if (this.tryCreate(this.path, me)) return me.token;
			const holder = this.readHolder(this.path);
			if (holder && this.isStale(this.path, holder)) await this.breakStale(holder);
			else if (!holder && this.unreadableAndOld()) removeQuietly(this.path);
			else if (Date.now() - started > this.waitMs) {
				throw new StateError(`Another Iron Ledger command (pid ${holder?.pid ?? '?'}) has been writing to this vault for over ${Math.round(this.waitMs / 1000)} s: nothing was written. Try again when it ends.`);
			}
			// Short waits first (most commands take milliseconds), then back off a little.
			await sleep(Math.min(2 + attempt, 25));
		}
	}

	/**
	 * Makes the lock file whole or not at all: written under a name of its own, then linked
	 * into place (link fails if the lock exists), so no one ever reads a half-written holder.
	 */
	private tryCreate(path: string, holder: Holder): boolean {
		const temp = `${path}-${holder.pid}-${holder.token}.tmp`;
		writeHolder(temp, holder);
		try {
			linkSync(temp, path);
			return true;
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
			// A file system without hard links (FAT, some shares): create in place instead.
			return createInPlace(path, holder);
		} finally {
			// A temporary name left by a failing disk is removed by the next holder (intent-recovery).
			removeQuietly(temp);
		}
	}

	/** The holder named in a lock file; null when it vanished or is still being written. */
	private readHolder(path: string): Holder | null {
		try {
			const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
			if (typeof parsed.pid === 'number' && typeof parsed.token === 'string' && typeof parsed.host === 'string') return parsed as Holder;
			return null;
		} catch {
			return null;
		}
	}

	private isStale(path: string, holder: Holder): boolean {
		if (holder.host === hostname() && !alive(holder.pid)) return true;
		try {
			return Date.now() - statSync(path).mtimeMs > this.staleMs;
		} catch {
			return false;
		}
	}

	/**
	 * Removes a stale lock. Only the holder of a second, short-lived lock may remove another
	 * process's lock, and it checks again under it, so two waiters never both break in and
	 * never remove a lock that a live process has just made.
	 */
	private async breakStale(stale: Holder): Promise<void> {
		const breaker = `${this.path}.break`;
		const me: Holder = { host: hostname(), pid: process.pid, token: randomBytes(8).toString('hex') };
		if (!this.tryCreate(breaker, me)) {
			const other = this.readHolder(breaker);
			if (other && this.isStale(breaker, other)) removeIfToken(breaker, other.token);
			return;
		}
		try {
			const now = this.readHolder(this.path);
			if (now && now.token === stale.token && this.isStale(this.path, now)) removeIfToken(this.path, stale.token);
		} finally {
			removeIfToken(breaker, me.token);
		}
		await Promise.resolve();
	}

	/**
	 * A lock file that names no one (cut short by a full disk, or not ours) blocks no one once it
	 * is older than the stale age: a holder writes its name before the file is ever in place.
	 */
	private unreadableAndOld(): boolean {
		try {
			return Date.now() - statSync(this.path).mtimeMs > this.staleMs;
		} catch {
			return false;
		}
	}

	private touch(token: string): void {
		try {
			if (this.readHolder(this.path)?.token === token) {
				const now = new Date();
				utimesSync(this.path, now, now);
			}
		} catch {
			// The heartbeat is best effort: a missed beat only matters after STALE_MS.
		}
	}

	private release(token: string): void {
		removeIfToken(this.path, token);
	}
}

function createInPlace(path: string, holder: Holder): boolean {
	try {
		writeHolder(path, holder);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
		throw error;
	}
	return true;
}

/** A new file naming the holder, all of it, or no file at all (a full disk cuts it, and it is removed). */
function writeHolder(path: string, holder: Holder): void {
	const fd = openSync(path, 'wx');
	try {
		writeAll(fd, Buffer.from(JSON.stringify(holder)), path);
	} catch (error) {
		closeSync(fd);
		removeQuietly(path);
		throw error;
	}
	closeSync(fd);
}

/** Removes a lock file only when it is still the one with this token. */
function removeIfToken(path: string, token: string): void {
	try {
		const held = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
		if (held.token === token) unlinkSync(path);
	} catch {
		// Already gone: nothing to remove.
	}
}

/** Whether a process of this host is running (EPERM: it is, but belongs to someone else). */
export function alive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		// EPERM: the process exists but belongs to someone else.
		return (error as NodeJS.ErrnoException).code === 'EPERM';
	}
}
