import { existsSync, mkdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { writeAtomic } from '../durable-file';
import { dirname, join, relative, resolve } from 'node:path';
import manifest from '../../../manifest.json';
import { type ParsedArgs, UsageError } from '../args';
import type { CommandOutput } from '../output';
import { CONTROL_CHARACTER } from '../file-names';
import { findVault } from '../vault-paths';

/**
 * `init [DIR]`: makes a folder a vault Iron Ledger plays in: `.obsidian/`, which is what makes a
 * folder a vault for Obsidian and for the CLI, and the plugin turned on in
 * `.obsidian/community-plugins.json`. Obsidian's own settings are the player's: an existing list
 * of plugins only ever gains Iron Ledger's id, and one Iron Ledger cannot read is left alone.
 */
export const initSpec = { options: [], flags: ['json'] };

const PLUGIN_ID: string = manifest.id;
const PLUGINS_FILE = '.obsidian/community-plugins.json';

function isFolder(path: string): boolean {
	try {
		return statSync(path).isDirectory();
	} catch {
		return false;
	}
}

/** The folders from `dir` up that are not there yet, outermost first. */
function missingFolders(dir: string): string[] {
	const missing: string[] = [];
	for (let at = dir; !existsSync(at); at = dirname(at)) {
		missing.unshift(at);
		if (dirname(at) === at) break;
	}
	return missing;
}

/**
 * Whole or not at all, through the store's own atomic write: a settings file Obsidian reads is
 * never left half written, and one that is a link (settings shared between vaults) stays a link.
 */
function writeWhole(file: string, text: string): void {
	writeAtomic(existsSync(file) ? realpathSync(file) : file, text);
}

/** The list of enabled community plugins, or undefined when there is no file; refused when it is not a list of ids. */
function enabledPlugins(file: string, shown: string): string[] | undefined {
	if (!existsSync(file)) return undefined;
	let list: unknown;
	try {
		list = JSON.parse(readFileSync(file, 'utf8'));
	} catch {
		list = undefined;
	}
	if (!Array.isArray(list) || !list.every((id) => typeof id === 'string')) {
		throw new UsageError(`${shown} is not the list of plugin ids Obsidian writes: it was left as it is. Turn Iron Ledger on in Obsidian (Settings, Community plugins).`);
	}
	return list;
}

export function initCommand(args: ParsedArgs, cwd: string = process.cwd()): CommandOutput {
	const [given = '.', extra] = args.positionals;
	if (extra !== undefined) throw new UsageError(`Unexpected "${extra}": init makes one folder a vault (quote a name with spaces).`);
	if (CONTROL_CHARACTER.test(given)) throw new UsageError('The folder name holds a control character, which no folder name can hold: type it again without it.');
	const dir = resolve(cwd, given);
	if (existsSync(dir) && !isFolder(dir)) throw new UsageError(`${given} is a file, not a folder.`);
	// A vault inside another is a second Obsidian over the same notes: the outer vault is the one to play in.
	const outer = findVault(dirname(dir));
	if (!isFolder(join(dir, '.obsidian')) && outer !== undefined) {
		throw new UsageError(`${given} is inside the vault ${outer}: play there (iron-ledger init ${JSON.stringify(outer)} turns the plugin on in it).`);
	}
	const shownDir = (path: string) => relative(cwd, path).split('\\').join('/') || '.';
	const lines: string[] = [];
	const made = missingFolders(dir);
	if (made.length > 0) {
		mkdirSync(dir, { recursive: true });
		lines.push(`Made the folder ${shownDir(dir)}/`);
	}
	const settings = join(dir, '.obsidian');
	if (!isFolder(settings)) {
		mkdirSync(settings);
		lines.push(`Made ${shownDir(settings)}/: ${shownDir(dir)} is a vault now.`);
	}
	const file = join(dir, PLUGINS_FILE);
	const before = enabledPlugins(file, shownDir(file));
	if (before?.includes(PLUGIN_ID)) {
		lines.push(`${shownDir(file)} already turns Iron Ledger on: it was left as it is.`);
	} else {
		// Obsidian writes the list this way; the player's own plugins keep their places.
		writeWhole(file, `${JSON.stringify([...(before ?? []), PLUGIN_ID], null, 2)}`);
		lines.push(before === undefined ? `Made ${shownDir(file)}: Iron Ledger is turned on.` : `Added Iron Ledger (${PLUGIN_ID}) to ${shownDir(file)}, after the plugins already there.`);
	}
	lines.push(`Play here with iron-ledger commands; to play in Obsidian too, install the plugin in ${shownDir(join(dir, '.obsidian/plugins', PLUGIN_ID))}/.`);
	return {
		json: { vault: dir, folders_made: made.map(shownDir), plugins: [...(before ?? []), ...(before?.includes(PLUGIN_ID) ? [] : [PLUGIN_ID])] },
		text: lines.join('\n'),
	};
}
