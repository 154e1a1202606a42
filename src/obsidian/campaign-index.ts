import type { App, CachedMetadata, EventRef, TAbstractFile, TFile } from 'obsidian';
import type { CampaignNote } from '../play/note-store';

/**
 * Iron Ledger's notes (characters, tracks, clocks…) and their frontmatter, kept from Obsidian's
 * metadata cache: built once on first use, then one note re-read when that note changes. The
 * palette and the sidebar ask it, so neither ever walks the vault.
 */
export class CampaignIndex {
	private notes: Map<string, CampaignNote> | undefined;
	/** The answers of `under`, by folder prefix, until a note changes. */
	private readonly sorted = new Map<string, CampaignNote[]>();

	constructor(private readonly app: App) {}

	/** The events that keep it current; the plugin registers them so they end with it. */
	events(): EventRef[] {
		return [
			this.app.metadataCache.on('changed', (file: TFile, _data: string, cache: CachedMetadata) => this.update(file.path, cache.frontmatter)),
			this.app.vault.on('delete', (file: TAbstractFile) => this.remove(file.path)),
			this.app.vault.on('rename', (file: TAbstractFile, old: string) => this.rename(file.path, old)),
		];
	}

	/** Notes under a folder ('' for all), by path. */
	under(folder: string): CampaignNote[] {
		const prefix = folder ? `${folder.replace(/\/+$/, '')}/` : '';
		// Sorted once, not on every question: localeCompare over 1,000 tracks costs a millisecond
		// or more, and the sidebar and every move ask.
		let list = this.sorted.get(prefix);
		if (!list) {
			list = [...this.build().values()].filter((n) => n.path.startsWith(prefix)).sort((a, b) => a.path.localeCompare(b.path));
			this.sorted.set(prefix, list);
		}
		return [...list];
	}

	private build(): Map<string, CampaignNote> {
		if (this.notes) return this.notes;
		const notes = new Map<string, CampaignNote>();
		for (const file of this.app.vault.getMarkdownFiles()) {
			const fm = this.app.metadataCache.getFileCache(file)?.frontmatter;
			if (fm && typeof fm.iron_ledger === 'string') notes.set(file.path, { path: file.path, fm: { ...fm } });
		}
		this.notes = notes;
		return notes;
	}

	private update(path: string, fm: Record<string, unknown> | undefined): void {
		if (!this.notes) return;
		if (fm && typeof fm.iron_ledger === 'string') {
			const note = { path, fm: { ...fm } };
			const known = this.notes.has(path);
			this.notes.set(path, note);
			// A note that was there keeps its place in every sorted list (a move writes the sheet
			// and a track, then the next one asks again); a new one needs them sorted anew.
			if (!known) this.sorted.clear();
			else for (const list of this.sorted.values()) {
				const i = list.findIndex((n) => n.path === path);
				if (i >= 0) list[i] = note;
			}
		} else this.remove(path);
	}

	private remove(path: string): void {
		if (this.notes?.delete(path)) this.sorted.clear();
	}

	private rename(path: string, old: string): void {
		const note = this.notes?.get(old);
		if (!note || !this.notes) return;
		this.notes.delete(old);
		this.notes.set(path, { ...note, path });
		this.sorted.clear();
	}
}
