import { type App, TFile, normalizePath } from 'obsidian';
import type { NoteStore } from '../play/note-store';
import type { PlayClock } from '../journal/play-order';
import { assertInsideVault } from '../state/vault-relative';

/** The note store over the vault: `Vault.process` so edits never race each other. */
export class VaultNoteStore implements NoteStore {
	constructor(
		private readonly app: App,
		/** The plugin's one clock, so every block it writes this session takes its place in play order. */
		readonly playClock?: PlayClock,
	) {}

	async read(path: string): Promise<string | null> {
		// getAbstractFileByPath, not getFileByPath: that one needs Obsidian 1.5.7 (minAppVersion is 1.5.0).
		const file = this.app.vault.getAbstractFileByPath(normalizePath(path));
		return file instanceof TFile ? this.app.vault.cachedRead(file) : null;
	}

	async process(path: string, change: (text: string) => string): Promise<string> {
		assertInsideVault(path);
		const normal = normalizePath(path);
		const file = this.app.vault.getAbstractFileByPath(normal);
		if (file instanceof TFile) return this.app.vault.process(file, change);
		if (file) throw new Error(`${normal} is a folder, not a note.`);
		const folder = normal.includes('/') ? normal.slice(0, normal.lastIndexOf('/')) : '';
		if (folder && !this.app.vault.getAbstractFileByPath(folder)) await this.app.vault.createFolder(folder);
		const text = change('');
		await this.app.vault.create(normal, text);
		return text;
	}
}
