import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDirs } from '../helpers/temp-dirs';
import { cliErrorIn, cliTextIn } from './run-cli';

export interface CliVault {
	dir: string;
	/** The CLI run inside the vault: its output, checked to succeed. */
	cli: (...args: string[]) => string;
	/** The CLI run inside the vault: its one-line error, checked to exit 2 and print nothing else. */
	fails: (...args: string[]) => string;
}

/**
 * Temporary vaults (a folder with `.obsidian/`, so the CLI finds it from inside) for one test
 * file, all removed when its tests are done. Call once at the top of the file.
 */
export function cliVaults(): (name: string) => CliVault {
	const tempDir = tempDirs();
	return (name) => {
		const dir = tempDir(name);
		mkdirSync(join(dir, '.obsidian'));
		return { dir, cli: (...args) => cliTextIn(dir, ...args), fails: (...args) => cliErrorIn(dir, ...args) };
	};
}
