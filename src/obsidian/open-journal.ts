import { type App, MarkdownView, TFile, normalizePath } from 'obsidian';
import { findBlocks } from '../journal/note-text';
import type { BlockSink } from '../play/note-store';

/**
 * The block this plugin wrote last, by note and body. Blocks carry no time and the cursor puts
 * them anywhere, so "the last move" is the one remembered here, for this vault session only
 * (held by the plugin instance, gone on reload, when undo falls back to the bottom-most block).
 */
export class LastWrittenBlock {
	private last: { path: string | undefined; source: string } | undefined;

	/** `path` unknown (an editor with no file) still remembers the body: undo matches it by text alone. */
	remember(path: string | undefined, fenced: string): void {
		const block = findBlocks(fenced)[0];
		this.last = block ? { path: path === undefined ? undefined : normalizePath(path), source: block.source } : undefined;
	}

	/** A block rewritten in place (a burn) stays the one written last. */
	rememberSource(path: string, source: string): void {
		this.last = { path: normalizePath(path), source };
	}

	/** The body of the block written last in `path`, if it was written there. */
	sourceIn(path: string): string | undefined {
		if (!this.last) return undefined;
		return this.last.path === undefined || this.last.path === normalizePath(path) ? this.last.source : undefined;
	}

	forget(): void {
		this.last = undefined;
	}

	/** A note renamed keeps its blocks: the memory follows it. */
	renamed(from: string, to: string): void {
		if (this.last && this.last.path === normalizePath(from)) this.last = { ...this.last, path: normalizePath(to) };
	}
}

/** A sink that remembers what it wrote and where, once the block is in. */
export function rememberingSink(sink: BlockSink, memory: LastWrittenBlock | undefined, path: string | undefined): BlockSink {
	if (!memory) return sink;
	return {
		insert: async (fenced) => {
			await sink.insert(fenced);
			memory.remember(path, fenced);
		},
	};
}

function openViews(app: App): MarkdownView[] {
	const views: unknown[] = [app.workspace.getActiveViewOfType(MarkdownView), ...(app.workspace.getLeavesOfType?.('markdown') ?? []).map((l) => l.view)];
	return views.filter((v): v is MarkdownView => typeof v === 'object' && v !== null && 'editor' in v);
}

/**
 * Saves the editor showing `path` when it holds more than the file: Obsidian writes an editor
 * about two seconds after a change, and undo or burn read the file, so without this they acted
 * on the block before the one the player sees.
 */
export async function saveOpenEditor(app: App, path: string): Promise<void> {
	const normal = normalizePath(path);
	const view = openViews(app).find((v) => v.file?.path === normal);
	const file = view?.file;
	if (!view || !(file instanceof TFile)) return;
	const text = view.editor.getValue();
	if (text === (await app.vault.cachedRead(file))) return;
	if (typeof view.save === 'function') await view.save();
	else await app.vault.modify(file, text);
}
