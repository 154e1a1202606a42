import { type App, MarkdownView, Notice, TFile, normalizePath } from 'obsidian';
import type { ContentLibrary } from '../content/library';
import { appendBlock } from '../journal/note-text';
import type { JournalBlock } from '../journal/block';
import { makeMoveFlow } from '../flows/make-move-flow';
import { askTheOracleFlow, payThePriceFlow, rollOracleFlow } from '../flows/oracle-flows';
import type { FlowPorts } from '../flows/ports';
import { snapshotFromFrontmatter } from '../play/character-snapshot';
import type { BlockSink } from '../play/note-store';
import type { Prompter } from '../play/prompter';
import type { DiceSource } from '../rules/dice';
import type { IronLedgerSettings } from '../settings/settings';
import { editorSink } from './editor-sink';
import { VaultNoteStore } from './vault-store';

export interface CommandHost {
	app: App;
	settings: IronLedgerSettings;
	content(): ContentLibrary;
	dice(): DiceSource;
	prompter(): Prompter;
}

/** The commands, by stable id. Obsidian prefixes them with the plugin id. */
export const COMMANDS: { id: string; name: string; run: (ports: FlowPorts) => Promise<JournalBlock | undefined> }[] = [
	{ id: 'make-move', name: 'Make a move', run: (p) => makeMoveFlow(p) },
	{ id: 'make-progress-move', name: 'Make a progress move', run: (p) => makeMoveFlow(p, true) },
	{ id: 'roll-oracle', name: 'Roll an oracle', run: rollOracleFlow },
	{ id: 'ask-the-oracle', name: 'Ask the Oracle', run: askTheOracleFlow },
	{ id: 'pay-the-price', name: 'Pay the Price', run: payThePriceFlow },
];

function sinkFor(host: CommandHost): BlockSink | string {
	if (host.settings.placement === 'journal') {
		const store = new VaultNoteStore(host.app);
		return { insert: async (fenced) => void (await store.process(host.settings.journalNote, (t) => appendBlock(t, fenced).text)) };
	}
	const editor = host.app.workspace.getActiveViewOfType(MarkdownView)?.editor;
	return editor ? editorSink(editor) : 'Open a note to write the result at the cursor, or send results to the journal note in the settings.';
}

function activeCharacter(host: CommandHost, content: ContentLibrary): FlowPorts['character'] {
	const path = host.settings.activeCharacter;
	if (!path) return undefined;
	// getAbstractFileByPath, not getFileByPath: that one needs Obsidian 1.5.7 (minAppVersion is 1.5.0).
	const found = host.app.vault.getAbstractFileByPath(normalizePath(path.endsWith('.md') ? path : `${path}.md`));
	const file = found instanceof TFile ? found : null;
	const fm = file ? host.app.metadataCache.getFileCache(file)?.frontmatter : undefined;
	if (!file || !fm) return undefined;
	const debilityKeys = host.settings.rulesets.flatMap((r) => content.ruleset(r).rules().impacts.map((i) => i.key));
	return snapshotFromFrontmatter(`[[${file.basename}]]`, fm, debilityKeys);
}

function trackList(host: CommandHost): () => Promise<{ link: string; name: string; ticks: number }[]> {
	return () => {
		const folder = normalizePath(host.settings.trackFolder);
		const files = host.app.vault.getMarkdownFiles().filter((f: TFile) => f.path.startsWith(`${folder}/`));
		const tracks = files.flatMap((f) => {
			const fm: Record<string, unknown> | undefined = host.app.metadataCache.getFileCache(f)?.frontmatter;
			const ticks = fm?.ticks;
			if (typeof ticks !== 'number' || fm?.status === 'complete' || fm?.status === 'forsaken') return [];
			return [{ link: `[[${f.basename}]]`, name: f.basename, ticks }];
		});
		return Promise.resolve(tracks);
	};
}

/** Builds the ports a flow runs on, from the plugin's state at the moment of the command. */
export function flowPorts(host: CommandHost, sink: BlockSink): FlowPorts {
	const content = host.content();
	return {
		content,
		rulesets: host.settings.rulesets,
		dice: host.dice(),
		diceMode: host.settings.dice,
		prompt: host.prompter(),
		sink,
		character: activeCharacter(host, content),
		tracks: trackList(host),
		notify: (message) => new Notice(message),
	};
}

/** Runs one command: never throws into Obsidian; a problem becomes a notice. */
export async function runCommand(host: CommandHost, id: string): Promise<JournalBlock | undefined> {
	const command = COMMANDS.find((c) => c.id === id);
	if (!command) return undefined;
	if (host.settings.rulesets.length === 0) {
		new Notice('Iron Ledger: turn on a ruleset in the settings first.');
		return undefined;
	}
	const sink = sinkFor(host);
	if (typeof sink === 'string') {
		new Notice(`Iron Ledger: ${sink}`);
		return undefined;
	}
	try {
		return await command.run(flowPorts(host, sink));
	} catch (error) {
		new Notice(`Iron Ledger: ${(error as Error).message}`);
		return undefined;
	}
}
