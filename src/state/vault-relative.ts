import { StateError } from './schema';

/**
 * A path the plugin writes must stay inside the vault. Obsidian's `normalizePath` keeps `..`, and
 * paths come from settings and from links in notes (`truths: "[[../x]]"`), so they are checked here,
 * as the CLI's store checks them on disk.
 */
export function assertInsideVault(path: string): void {
	// A leading slash is not a way out: Obsidian reads every path from the vault's root.
	if (path.split(/[\\/]/).some((part) => part === '..')) throw new StateError(`${path} is outside the vault: nothing was written.`);
}
