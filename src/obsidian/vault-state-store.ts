import { type App, TFile, normalizePath, parseYaml } from 'obsidian';
import type { CampaignNote, StateStore } from '../play/note-store';
import { readCampaignNotes } from '../campaign/campaign-notes';
import type { CampaignIndex } from './campaign-index';
import { splitFrontmatter, updateFrontmatter } from '../state/frontmatter-text';
import { StateError } from '../state/schema';
import { VaultNoteStore } from './vault-store';
import type { PlayClock } from '../journal/play-order';

/**
 * Frontmatter through Obsidian's own `processFrontMatter`, so the Properties view, links
 * and other plugins stay in step; reads parse the note itself, so a value written a moment
 * ago is seen before the metadata cache catches up.
 */
export class VaultStateStore extends VaultNoteStore implements StateStore {
	private queue: Promise<unknown> = Promise.resolve();

	constructor(
		private readonly obsidian: App,
		private readonly index?: CampaignIndex,
		playClock?: PlayClock,
	) {
		super(obsidian, playClock);
	}

	/** From the campaign index when the plugin keeps one; otherwise read note by note. */
	campaignNotes(folder: string): Promise<CampaignNote[]> {
		if (this.index) return Promise.resolve(this.index.under(normalizePath(folder || '/').replace(/^\/$/, '')));
		return readCampaignNotes(this, folder);
	}

	private file(path: string): TFile | null {
		const f = this.obsidian.vault.getAbstractFileByPath(normalizePath(path));
		return f instanceof TFile ? f : null;
	}

	async frontmatter(path: string): Promise<Record<string, unknown> | null> {
		const text = await this.read(path);
		if (text === null) return null;
		const { yaml, present } = splitFrontmatter(text);
		if (!present || yaml.trim() === '') return {};
		try {
			const data: unknown = parseYaml(yaml);
			if (data !== null && (typeof data !== 'object' || Array.isArray(data))) throw new Error('not "key: value" lines');
			return (data as Record<string, unknown> | null) ?? {};
		} catch (error) {
			throw new StateError(`The frontmatter of ${path} is not valid YAML: ${(error as Error).message}`);
		}
	}

	/**
	 * Through `Vault.process` with Iron Ledger's minimal edit rather than `processFrontMatter`,
	 * which re-serialises the whole frontmatter: the player's comments, quoting, flow lists and
	 * number formats stay byte for byte, and only the changed values' bytes change (docs/state.md).
	 */
	async updateFrontmatter(path: string, change: (fm: Record<string, unknown>) => void): Promise<void> {
		const file = this.file(path);
		if (!file) throw new StateError(`There is no note at ${path}.`);
		await this.process(file.path, (text) => updateFrontmatter(text, change, path));
	}

	async create(path: string, text: string): Promise<void> {
		const normal = normalizePath(path);
		if (this.obsidian.vault.getAbstractFileByPath(normal)) throw new StateError(`${normal} already exists: choose another name.`);
		await this.process(normal, () => text);
	}

	list(folder: string): Promise<string[]> {
		const prefix = folder ? `${normalizePath(folder)}/` : '';
		return Promise.resolve(
			this.obsidian.vault
				.getMarkdownFiles()
				.map((f) => f.path)
				.filter((p) => p.startsWith(prefix))
				.sort(),
		);
	}

	exclusive<T>(run: () => Promise<T>): Promise<T> {
		const next = this.queue.then(run);
		this.queue = next.catch(() => undefined);
		return next;
	}
}
