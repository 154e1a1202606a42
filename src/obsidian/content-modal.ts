import { type App, Modal } from 'obsidian';
import type { ContentLibrary } from '../content/library';
import { renderEntry } from '../links/entry-view';

/** Shows a move's full text or a table's rows; links inside move to the linked entry. */
export class ContentModal extends Modal {
	constructor(
		app: App,
		private readonly content: ContentLibrary,
		private id: string,
	) {
		super(app);
	}

	override onOpen(): void {
		this.show(this.id);
	}

	private show(id: string): void {
		this.id = id;
		const el = this.contentEl;
		el.empty();
		el.addClass('iron-ledger-content-modal');
		// The same view as a link's hover and the sidebar's: src/links/entry-view.ts.
		const entry = renderEntry(el, this.content, id, (next) => this.show(next));
		if (!entry) {
			this.setTitle('Not found');
			el.createEl('p', { text: `Iron Ledger has nothing with the id ${id}.` });
			return;
		}
		this.setTitle(entry.name);
	}

	override onClose(): void {
		this.contentEl.empty();
	}
}
