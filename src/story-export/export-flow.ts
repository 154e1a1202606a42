import type { Choice, Prompter } from '../play/prompter';
import type { StateStore } from '../play/note-store';
import type { Mechanics } from './chapters';
import { type StorySource, naturalCompare } from './collect';
import { type ExportResult, exportMessage, exportStory } from './export-story';
import { DEFAULT_STORY_PATH, type StoryFormat } from './write';

export interface StoryPorts {
	store: StateStore;
	prompt: Prompter;
	/** The note open in the editor: its folder is offered first. */
	activeNote?: string;
	notify(message: string): void;
}

/** A notice stays readable: the first few problems, then how many more. */
const SHOWN_PROBLEMS = 5;

const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

function sourceChoices(notes: readonly string[], activeNote: string | undefined): Choice<StorySource>[] {
	const folders = [...new Set(notes.map(folderOf))].sort(naturalCompare);
	const active = activeNote === undefined ? undefined : folderOf(activeNote);
	const folderChoice = (f: string, detail?: string): Choice<StorySource> => ({
		value: { kind: 'folder', path: f },
		label: f === '' ? 'Every note in the vault' : `The notes in ${f}`,
		...(detail ? { detail } : {}),
	});
	return [
		...(active === undefined ? [] : [folderChoice(active, 'the folder of the open note')]),
		{ value: { kind: 'played' }, label: 'Every note with moves', detail: 'wherever it is in the vault' },
		...folders.filter((f) => f !== active).map((f) => folderChoice(f)),
	];
}

/** The palette's export: which notes, how the mechanics show, which format; the file goes to the vault's root. */
export async function exportStoryFlow(p: StoryPorts): Promise<ExportResult | undefined> {
	const source = await p.prompt.choose('Which journal notes make the story?', sourceChoices(await p.store.list(''), p.activeNote));
	if (!source) return undefined;
	const mechanics = await p.prompt.choose<Mechanics>('How do moves and rolls show?', [
		{ value: 'summary', label: 'One line each', detail: 'the outcome in a short quote' },
		{ value: 'hidden', label: 'Hidden', detail: 'the prose alone' },
		{ value: 'kept', label: 'In full', detail: 'dice, changes and oracle results in words' },
	]);
	if (!mechanics) return undefined;
	const format = await p.prompt.choose<StoryFormat>('Format', [
		{ value: 'md', label: 'Markdown note', detail: DEFAULT_STORY_PATH.md },
		{ value: 'html', label: 'Web page', detail: `${DEFAULT_STORY_PATH.html}, to share or print` },
	]);
	if (!format) return undefined;
	const result = await exportStory(p.store, { sources: [source], mechanics, format });
	const [written = '', ...problems] = exportMessage(result);
	const more = problems.length - SHOWN_PROBLEMS;
	p.notify([written, ...problems.slice(0, SHOWN_PROBLEMS), ...(more > 0 ? [`…and ${more} more.`] : [])].join('\n'));
	return result;
}
