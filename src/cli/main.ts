import { bundledContent } from '../content/bundled';
import { cryptoDice } from '../rules/dice';
import { runCli } from './run';

// The CLI bundle's entry: real dice, bundled content, the process's streams.
void runCli(process.argv.slice(2), { content: bundledContent(), dice: cryptoDice() }, {
	out: (text) => process.stdout.write(`${text}\n`),
	err: (text) => process.stderr.write(`${text}\n`),
}).then(
	(code) => {
		process.exitCode = code;
	},
	(error: unknown) => {
		process.stderr.write(`iron-ledger: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
		process.exitCode = 1;
	},
);
