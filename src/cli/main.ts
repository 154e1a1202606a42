import { writeSync } from 'node:fs';
import { bundledContent } from '../content/bundled';
import { oneLine } from '../journal/one-line';
import { cryptoDice } from '../rules/dice';
import { runCli } from './run';
import { terminalText } from './terminal-text';

/**
 * What a player sees when Iron Ledger itself is wrong: one line to report, never a stack.
 * IRON_LEDGER_DEBUG=1 adds the stack, for whoever fixes it.
 */
function internalError(error: unknown): void {
	const message = error instanceof Error ? error.message : String(error);
	process.stderr.write(terminalText(`iron-ledger: internal error: ${oneLine(message.trim().replace(/\s*\n\s*/g, ' ')).replace(/\.$/, '')}. Please report it.\n`));
	if (process.env.IRON_LEDGER_DEBUG === '1' && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
	process.exitCode = 1;
}

const DISK: Record<string, string> = {
	ENOSPC: 'the disk is full',
	EDQUOT: 'the disk quota is used up',
	EFBIG: 'the file is too large',
	EIO: 'the disk failed (input/output error)',
};

let outputFailed = false;

/**
 * A write to stdout or stderr that failed: Node reports it later, as the stream's 'error' event,
 * which unheard was an "internal error" (and, with stderr on the same closed pipe, an endless
 * loop of them). A reader that went away (`| head`, `| true`) wants nothing more: the process
 * ends at once, silently, as a program killed by SIGPIPE would. Anything else (a full disk) is
 * said on one line where it can still be said, with exit 1. The commands have finished by the
 * time anything is printed, so ending here cuts no note's writing short.
 */
function writeFailed(error: NodeJS.ErrnoException): void {
	if (outputFailed) return;
	outputFailed = true;
	if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
	const why = DISK[error.code ?? ''] ?? terminalText(oneLine(error.message));
	try {
		// Synchronous, so the line is out before the exit; stderr may be what failed.
		writeSync(2, `iron-ledger: could not write the output: ${why}.\n`);
	} catch {
		// Nowhere left to say it: the exit code does.
	}
	process.exit(1);
}

process.stdout.on('error', writeFailed);
process.stderr.on('error', writeFailed);
process.on('uncaughtException', internalError);
process.on('unhandledRejection', internalError);

// The CLI bundle's entry: real dice, bundled content, the process's streams.
void runCli(process.argv.slice(2), { content: bundledContent(), dice: cryptoDice() }, {
	out: (text) => process.stdout.write(`${text}\n`),
	err: (text) => process.stderr.write(`${text}\n`),
}).then((code) => {
	process.exitCode = code;
}, internalError);
