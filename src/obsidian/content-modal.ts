import { type App, Modal } from 'obsidian';
import type { ContentLibrary } from '../content/library';
import { qualifiedName } from '../content/lookup';
import type { RawMove, RawOracle } from '../content/datasworn-shapes';
import { packageOfId } from '../content/rulesets';
import { renderDataswornMarkdown } from '../render/datasworn-markdown';

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
		const pkg = packageOfId(id);
		const entry = pkg ? this.content.index(pkg).byId.get(id) : undefined;
		if (!entry) {
			this.setTitle('Not found');
			el.createEl('p', { text: `Iron Ledger has nothing with the id ${id}.` });
			return;
		}
		this.setTitle(entry.name);
		el.createDiv({ cls: 'iron-ledger-path', text: qualifiedName(entry) });
		const open = (next: string) => this.show(next);
		const node = entry.node;
		if (entry.type === 'oracle_rollable') {
			const table = node as RawOracle;
			if (table.summary) renderDataswornMarkdown(el, table.summary, open);
			const t = el.createEl('table', { cls: 'iron-ledger-table' });
			for (const row of table.rows) {
				const tr = t.createEl('tr');
				tr.createEl('td', { text: row.roll ? (row.roll.min === row.roll.max ? String(row.roll.min) : `${row.roll.min}-${row.roll.max}`) : '' });
				renderDataswornMarkdown(tr.createEl('td'), row.text2 ? `${row.text} — ${row.text2}` : row.text, open);
			}
			return;
		}
		const text = (node as RawMove).text ?? (typeof node.description === 'string' ? node.description : undefined) ?? (typeof node.summary === 'string' ? node.summary : '');
		renderDataswornMarkdown(el, text, open);
		const page = (node as RawMove)._source?.page;
		if (page) el.createDiv({ cls: 'iron-ledger-path', text: `Page ${page}` });
	}

	override onClose(): void {
		this.contentEl.empty();
	}
}
