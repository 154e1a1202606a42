import { existsSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { nearest } from '../../content/nearest';
import { MECHANICS, type Mechanics } from '../../story-export/chapters';
import type { StorySource } from '../../story-export/collect';
import { exportMessage, exportStory } from '../../story-export/export-story';
import { STORY_FORMATS, type StoryFormat } from '../../story-export/write';
import { type ParsedArgs, UsageError } from '../args';
import type { CommandOutput } from '../output';
import { vaultFolder, vaultPath } from '../vault-paths';
import { refuseHidden, refuseUnwritableNames, storeFor, withMadeFolders } from '../where-to-write';

export const exportSpec = { options: ['journal', 'mechanics', 'format', 'out', 'vault'], flags: ['json'] };

/** One of a few words, with "did you mean" for a near miss. */
function oneOf<T extends string>(args: ParsedArgs, name: string, words: readonly T[]): T | undefined {
	const raw = args.options.get(name);
	if (raw === undefined) return undefined;
	const word = raw.trim().toLowerCase();
	if ((words as readonly string[]).includes(word)) return word as T;
	const guess = nearest(word, words);
	throw new UsageError(`--${name} is ${words.join(', ')}, not "${raw}"${guess ? ` (did you mean ${guess}?)` : ''}.`);
}

function isFolder(path: string): boolean {
	try {
		return statSync(path).isDirectory();
	} catch {
		return false;
	}
}

/** A path the player named: a folder of notes, or a note (".md" may be left out). */
function source(vault: string, given: string): StorySource {
	const path = vaultPath(vault, given).replace(/^\.\/?$/, '');
	const onDisk = resolve(vault, path);
	if (isFolder(onDisk)) return { kind: 'folder', path };
	if (!existsSync(onDisk) && !path.toLowerCase().endsWith('.md') && existsSync(`${onDisk}.md`)) return { kind: 'note', path: `${path}.md` };
	if (!existsSync(onDisk)) throw new UsageError(`There is no note or folder at ${given}.`);
	return { kind: 'note', path };
}

/** The format: --format, else what --out ends in, else markdown. */
function formatOf(args: ParsedArgs): StoryFormat {
	const given = oneOf(args, 'format', STORY_FORMATS);
	const out = args.options.get('out')?.toLowerCase();
	const implied = out?.endsWith('.html') ? 'html' : out?.endsWith('.md') ? 'md' : undefined;
	if (given && implied && given !== implied) throw new UsageError(`--out ${args.options.get('out') ?? ''} is not a .${given} file, as --format ${given} asks.`);
	return given ?? implied ?? 'md';
}

/** `export [--journal PATH…] [--mechanics hidden|summary|kept] [--format md|html] [--out FILE]`: the campaign as one story. */
export async function exportCommand(args: ParsedArgs): Promise<CommandOutput> {
	refuseUnwritableNames(args);
	const vault = vaultFolder(args);
	const journal = args.options.get('journal');
	const [stray] = args.positionals;
	if (journal === undefined && stray !== undefined) throw new UsageError(`Unexpected "${stray}": name the journal notes after --journal.`);
	const sources: StorySource[] = journal === undefined ? [{ kind: 'played' }] : [journal, ...args.positionals].map((g) => source(vault, g));
	const mechanics: Mechanics = oneOf(args, 'mechanics', MECHANICS) ?? 'summary';
	const format = formatOf(args);
	const given = args.options.get('out');
	// An out file named without an extension takes the format's, which `mayBeNew` would not know.
	const out = given === undefined ? undefined : vaultPath(vault, /\.[^./\\]+$/.test(given) ? given : `${given}.${format}`, { mayBeNew: true });
	// A path left absolute is outside the vault, which the store refuses in its own words.
	if (out !== undefined && !isAbsolute(out)) refuseHidden(out, `--out ${given ?? ''}`);
	const store = storeFor(vault);
	const result = await exportStory(store, { sources, mechanics, format, ...(out === undefined ? {} : { out }) });
	return withMadeFolders({ json: { ...result, format, mechanics }, text: exportMessage(result).join('\n') }, store);
}
