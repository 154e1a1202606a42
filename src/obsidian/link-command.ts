import { Notice } from 'obsidian';
import { type CommandHost, TEXT_COMMANDS, activeEditor, flowPorts } from './commands';
import { editorSink } from './editor-sink';


/**
 * Runs a command that writes text at the cursor (Insert a link): always into the open note,
 * whatever the settings say about where blocks go, replacing the selection if there is one.
 * A problem becomes a notice, never an exception into Obsidian.
 */
export async function runTextCommand(host: CommandHost, id: string): Promise<string | undefined> {
	const command = TEXT_COMMANDS.find((c) => c.id === id);
	if (!command) return undefined;
	if (host.settings.rulesets.length === 0) {
		new Notice('Iron Ledger: turn on a ruleset in the settings first.');
		return undefined;
	}
	const editor = activeEditor(host);
	if (!editor) {
		new Notice('Iron Ledger: open a note to insert the link at the cursor.');
		return undefined;
	}
	try {
		const text = await command.run(flowPorts(host, editorSink(editor)));
		if (text) editor.replaceSelection(text);
		return text;
	} catch (error) {
		new Notice(`Iron Ledger: ${(error as Error).message}`);
		return undefined;
	}
}
