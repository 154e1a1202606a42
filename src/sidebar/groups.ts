/** The sidebar's shared pieces: a filter box, and groups that fold away. */

/** A search box above a list; `draw` redraws the list for what was typed. */
export function filterBox(el: HTMLElement, placeholder: string, draw: (query: string) => void): HTMLInputElement {
	const search = el.createEl('input', { type: 'search', placeholder, cls: 'iron-ledger-search', attr: { 'aria-label': placeholder } });
	search.addEventListener('input', () => draw(search.value));
	return search;
}

/**
 * A group under a heading with its count, folded or open; returns the element its rows go in.
 * `fill`, when given, draws the rows the first time the group is opened: a ruleset has hundreds
 * of tables, and drawing rows nobody opens would slow every redraw.
 */
export function groupBox(el: HTMLElement, title: string, count: number, open: boolean, fill?: (body: HTMLElement) => void): HTMLElement {
	const details = el.createEl('details', { cls: 'iron-ledger-group' });
	const summary = details.createEl('summary');
	summary.createSpan({ cls: 'iron-ledger-group-title', text: title });
	summary.createSpan({ cls: 'iron-ledger-group-count', text: String(count) });
	const body = details.createDiv({ cls: 'iron-ledger-group-body' });
	if (fill) {
		const once = () => {
			if (!details.open || body.hasChildNodes()) return;
			fill(body);
		};
		details.addEventListener('toggle', once);
		details.open = open;
		once();
	} else {
		details.open = open;
	}
	return body;
}
