import type { Editor } from 'obsidian';
import { type CommandHost, TEXT_COMMANDS, activeEditor, flowPorts } from './commands';
import { editorSink } from './editor-sink';
import { linkPlace } from '../links/link-place';
import { notice } from './notice';

/** Where the selection is, as offsets into the note. */
function selection(editor: Editor): { from: number; to: number } {
	return { from: editor.posToOffset(editor.getCursor('from')), to: editor.posToOffset(editor.getCursor('to')) };
}

/**
 * Runs a command that writes text at the cursor (Insert a link): always into the open note,
 * whatever the settings say about where blocks go, replacing the selection if there is one;
 * in the frontmatter or a move block, after it instead, as a link there would break it.
 * A problem becomes a notice, never an exception into Obsidian.
 */
export async function runTextCommand(host: CommandHost, id: string): Promise<string | undefined> {
	const command = TEXT_COMMANDS.find((c) => c.id === id);
	if (!command) return undefined;
	if (host.settings.rulesets.length === 0) {
		notice('Turn on a ruleset in the settings first.');
		return undefined;
	}
	const editor = activeEditor(host);
	if (!editor) {
		notice('Open a note to insert the link at the cursor.');
		return undefined;
	}
	try {
		const first = selection(editor);
		const early = linkPlace(editor.getValue(), first.from, first.to);
		if (early && 'refuse' in early) {
			notice(early.refuse);
			return undefined;
		}
		const text = await command.run(flowPorts(host, editorSink(editor)));
		if (!text) return text;
		// Read again: the note may have changed while the list was open.
		const { from, to } = selection(editor);
		const place = linkPlace(editor.getValue(), from, to);
		if (!place) editor.replaceSelection(text);
		else if ('refuse' in place) notice(place.refuse);
		else {
			editor.replaceRange(`\n${text}`, editor.offsetToPos(place.after));
			editor.setCursor(editor.offsetToPos(place.after + 1 + text.length));
			notice(`The link went on its own line after ${place.what}, which it would have broken.`);
		}
		return text;
	} catch (error) {
		notice((error as Error).message);
		return undefined;
	}
}
