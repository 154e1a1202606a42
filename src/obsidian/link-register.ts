import type { Plugin } from 'obsidian';
import { type CommandHost, TEXT_COMMANDS } from './commands';
import { runTextCommand } from './link-command';
import { entryLinkEditorExtension } from './link-editor';
import { EntryHover } from './link-hover';
import { type LinkHost, entryLinkPostProcessor } from './link-post-processor';

/**
 * Links to moves, oracles and assets in a player's notes (docs/links.md): Reading view, the
 * editor, the hover, and the command that inserts one. Registering costs nothing: the game
 * content is read when a note with such a link is drawn or one is hovered.
 */
export function registerEntryLinks(plugin: Plugin & CommandHost & LinkHost): void {
	for (const command of TEXT_COMMANDS) {
		plugin.addCommand({ id: command.id, name: command.name, callback: () => void runTextCommand(plugin, command.id) });
	}
	plugin.registerMarkdownPostProcessor(entryLinkPostProcessor(plugin));
	plugin.registerEditorExtension(entryLinkEditorExtension(plugin));
	const hover = new EntryHover(plugin);
	const listen = (doc: Document) => plugin.registerDomEvent(doc, 'mouseover', (event) => void hover.onMouseOver(event));
	listen(document);
	// A popout window has a document of its own.
	plugin.registerEvent(plugin.app.workspace.on('window-open', (win) => listen(win.doc)));
}
