import { readCampaignNotes } from '../../src/campaign/campaign-notes';
import { PlayClock } from '../../src/journal/play-order';
import type { CampaignNote, StateStore } from '../../src/play/note-store';
import { readFrontmatter, updateFrontmatter } from '../../src/state/frontmatter-text';
import { StateError } from '../../src/state/schema';

// Parsing YAML is most of the cost of a long run, and a note's frontmatter is read again and
// again between its changes: each text is parsed once (its copy handed out, as callers change it).
const parsed = new Map<string, Record<string, unknown>>();

/** The frontmatter of a note's text, parsed once per text. */
export function parsedFrontmatter(text: string, path: string): Record<string, unknown> {
	const key = `${path}\u0000${text}`;
	let fm = parsed.get(key);
	if (!fm) {
		if (parsed.size > 5000) parsed.clear();
		parsed.set(key, (fm = readFrontmatter(text, path)));
	}
	return fm;
}

/**
 * A vault held in memory, written through the same frontmatter code as the CLI's files, so a
 * long run of random play costs no disk. Like the CLI's store, a command is all or nothing:
 * `exclusive` puts every note back when the command throws, as the file store lands no write.
 */
export class MemoryVault implements StateStore {
	private depth = 0;
	private tick = 0;
	/** Blocks are stamped with their place in play order as the CLI stamps them, on a clock of its own (a millisecond a block), so a run is the same every time. */
	readonly playClock = new PlayClock(() => Date.UTC(2026, 0, 1) + this.tick++);

	constructor(readonly notes: Map<string, string> = new Map()) {}

	/** Every note's text, to compare with later or to put back. */
	snapshot(): Map<string, string> {
		return new Map(this.notes);
	}

	restore(snapshot: ReadonlyMap<string, string>): void {
		this.notes.clear();
		for (const [path, text] of snapshot) this.notes.set(path, text);
	}

	/** Another vault with the same notes, for a check that must not touch this one. */
	clone(): MemoryVault {
		return new MemoryVault(this.snapshot());
	}

	read(path: string): Promise<string | null> {
		return Promise.resolve(this.notes.get(path) ?? null);
	}

	process(path: string, change: (text: string) => string): Promise<string> {
		const next = change(this.notes.get(path) ?? '');
		this.notes.set(path, next);
		return Promise.resolve(next);
	}

	async frontmatter(path: string): Promise<Record<string, unknown> | null> {
		const text = await this.read(path);
		return text === null ? null : structuredClone(parsedFrontmatter(text, path));
	}

	async updateFrontmatter(path: string, change: (fm: Record<string, unknown>) => void): Promise<void> {
		if (!this.notes.has(path)) throw new StateError(`There is no note at ${path}.`);
		await this.process(path, (text) => updateFrontmatter(text, change, path));
	}

	async create(path: string, text: string): Promise<void> {
		if (this.notes.has(path)) throw new StateError(`${path} already exists: choose another name.`);
		await this.process(path, () => text);
	}

	list(folder: string): Promise<string[]> {
		const prefix = folder === '' ? '' : `${folder.replace(/\/$/, '')}/`;
		return Promise.resolve([...this.notes.keys()].filter((p) => p.endsWith('.md') && p.startsWith(prefix)).sort());
	}

	campaignNotes(folder: string): Promise<CampaignNote[]> {
		return readCampaignNotes(this, folder);
	}

	async exclusive<T>(run: () => Promise<T>): Promise<T> {
		if (this.depth > 0) return run();
		const before = this.snapshot();
		this.depth++;
		try {
			return await run();
		} catch (error) {
			this.restore(before);
			throw error;
		} finally {
			this.depth--;
		}
	}
}
