import { App, Editor, Notice } from 'obsidian-test-mocks/obsidian';
import { expect, vi } from 'vitest';
import IronLedgerPlugin from '../../main.ts';
import manifest from '../../manifest.json';
import { findBlocks } from '../../src/journal/note-text';
import { commandRunner } from './run-command';
import type { Answer } from './scripted-prompter';

class TestEditor extends Editor {}

export interface HarnessOptions {
	rulesets?: string[];
	/** Notes in the vault at the start, by path. A `Journal.md` is always there. */
	files?: Record<string, string>;
	/** The active character's note, when one is set. */
	activeCharacter?: string;
	/** False for no open note: commands that write at the cursor must say so. */
	editor?: boolean;
}

/**
 * The plugin on an in-memory vault (obsidian-test-mocks) with a journal open in an editor:
 * commands run from scripts as a player would answer them, dice fixed, notices kept.
 * Test files that use it must `vi.mock('obsidian', …)` themselves (vitest hoists it per file).
 */
export async function pluginHarness(options: HarnessOptions = {}) {
	const app = App.createConfigured__({ files: { 'Journal.md': '# Session 1\n', ...(options.files ?? {}) } });
	const plugin = new IronLedgerPlugin(app.asOriginalType__(), manifest);
	await plugin.saveData({ rulesets: options.rulesets ?? ['classic'], ...(options.activeCharacter ? { activeCharacter: options.activeCharacter } : {}) });
	await plugin.onload();
	const editor = new TestEditor();
	editor.setValue('# Session 1\n');
	editor.setCursor({ line: 1, ch: 0 });
	if (options.editor !== false) app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
	const notices: string[] = [];
	vi.spyOn(Notice.prototype, 'constructor__').mockImplementation((message: unknown) => void notices.push(String(message)));
	const runCommand = commandRunner(plugin);
	const run = async (id: string, script: Answer[], dice: number[] = []) => {
		const prompter = await runCommand(id, script, dice);
		expect(prompter.remaining, `${id}: unanswered questions`).toBe(0);
		return prompter;
	};
	const read = async (path: string) => app.vault.read(app.vault.getFileByPath(path)!);
	const blocks = () => findBlocks(editor.getValue()).flatMap((b) => (b.result.ok ? [b.result.block] : []));
	/** The journal as Obsidian would have saved it, open as the active note (undo and verify read it). */
	const save = async () => {
		const journal = app.vault.getFileByPath('Journal.md')!;
		await app.vault.modify(journal, editor.getValue());
		app.workspace.getActiveFile = () => journal;
	};
	return { app, plugin, editor, notices, run, read, blocks, save };
}
