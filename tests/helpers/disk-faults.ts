import type * as Fs from 'node:fs';

/**
 * A failing disk for in-process tests: `node:fs` with its writing calls counted, and the Nth one
 * made to fail with an errno, or cut short as a full disk or a file size limit cuts a write.
 * Use it from `vi.mock('node:fs', (load) => faultyFs(load))` and steer it with `disk`.
 */
export interface DiskPlan {
	/** Count writing calls from now on. */
	counting: boolean;
	count: number;
	/** The call (1-based) that fails; 0: none. */
	failAt: number;
	code: string;
	/** Instead of an error, the failing writeSync writes half its bytes and the next one fails. */
	short: boolean;
	/** Calls that failed (or were cut) this run. */
	injected: number;
}

export const disk: DiskPlan = { counting: false, count: 0, failAt: 0, code: 'ENOSPC', short: false, injected: 0 };

const WRITING = ['openSync', 'writeSync', 'fsyncSync', 'renameSync', 'linkSync', 'mkdirSync', 'chmodSync', 'unlinkSync', 'rmdirSync', 'writeFileSync', 'utimesSync'] as const;

function failure(code: string, syscall: string): NodeJS.ErrnoException {
	const error = new Error(`${code}: injected fault, ${syscall}`) as NodeJS.ErrnoException;
	error.code = code;
	error.syscall = syscall;
	return error;
}

/**
 * Opening only to read is not a write. Letting go of the vault lock is left alone: a real
 * process that failed to remove it has exited, and the next command takes over a dead holder's
 * lock at once, where in one test process the holder would seem alive.
 */
function writes(name: string, args: unknown[]): boolean {
	if ((name === 'unlinkSync' || name === 'utimesSync') && /\.iron-ledger\.lock(-\d+-[0-9a-f]+\.tmp)?$/.test(String(args[0]))) return false;
	if (name !== 'openSync') return true;
	const flags = args[1];
	return typeof flags === 'string' ? /[wa+]/.test(flags) : typeof flags === 'number' && flags !== 0;
}

export async function faultyFs(load: () => Promise<typeof Fs>): Promise<typeof Fs> {
	const fs = await load();
	let cutNext = false;
	const wrapped: Record<string, unknown> = {};
	for (const name of WRITING) {
		const real = fs[name] as (...args: unknown[]) => unknown;
		wrapped[name] = (...args: unknown[]) => {
			if (!disk.counting || !writes(name, args)) return real(...args);
			disk.count++;
			if (cutNext && name === 'writeSync') {
				cutNext = false;
				throw failure('EFBIG', 'write');
			}
			if (disk.count !== disk.failAt) return real(...args);
			disk.injected++;
			if (disk.short && name === 'writeSync') {
				// A cut write: half of what was asked lands, the count says so, and the next write fails.
				const [fd, buffer, offset, length] = args as [number, Uint8Array, number | undefined, number | undefined];
				const from = offset ?? 0;
				const size = length ?? buffer.length - from;
				cutNext = true;
				return fs.writeSync(fd, buffer, from, Math.max(0, Math.floor(size / 2)));
			}
			throw failure(disk.code, name.replace(/Sync$/, '').toLowerCase());
		};
	}
	return { ...fs, ...wrapped, default: { ...fs, ...wrapped } } as typeof Fs;
}
