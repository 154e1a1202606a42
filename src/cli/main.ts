import { bundledContent } from '../content/bundled';
import { oneLine } from '../journal/one-line';
import { cryptoDice } from '../rules/dice';
import { runCli } from './run';

/**
 * What a player sees when Iron Ledger itself is wrong: one line to report, never a stack.
 * IRON_LEDGER_DEBUG=1 adds the stack, for whoever fixes it.
 */
function internalError(error: unknown): void {
	const message = error instanceof Error ? error.message : String(error);
	process.stderr.write(`iron-ledger: internal error: ${oneLine(message.trim().replace(/\s*\n\s*/g, ' ')).replace(/\.$/, '')}. Please report it.\n`);
	if (process.env.IRON_LEDGER_DEBUG === '1' && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
	process.exitCode = 1;
}

process.on('uncaughtException', internalError);
process.on('unhandledRejection', internalError);

// The CLI bundle's entry: real dice, bundled content, the process's streams.
void runCli(process.argv.slice(2), { content: bundledContent(), dice: cryptoDice() }, {
	out: (text) => process.stdout.write(`${text}\n`),
	err: (text) => process.stderr.write(`${text}\n`),
}).then((code) => {
	process.exitCode = code;
}, internalError);
