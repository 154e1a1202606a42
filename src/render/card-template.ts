/**
 * Prepared pieces of a card, cloned instead of built. A note of a thousand blocks repeats the
 * same few shapes (a roll row, a badge line, a folded move text); each shape is built once per
 * document with createEl, and every card after that takes a native deep clone of it and only
 * fills in its words. No text is ever parsed as HTML: the templates hold no text of a block.
 */

/** Per document, since a popout window has its own and its nodes must be made there. */
const templates = new WeakMap<Document, Map<string, HTMLElement>>();

/**
 * A fresh copy of the template `key`, appended to `parent`. `build` makes the template once
 * (with createEl, inside the holder it is given) the first time a document asks for it.
 */
export function cloneTemplate(parent: HTMLElement, key: string, build: (holder: HTMLElement) => HTMLElement): HTMLElement {
	return parent.appendChild(templateCopy(parent, key, build));
}

/**
 * A fresh copy of the template `key` made in `near`'s document but not put in it yet: a card
 * filled while detached goes into the note in one insertion, not one per part.
 */
export function templateCopy(near: HTMLElement, key: string, build: (holder: HTMLElement) => HTMLElement): HTMLElement {
	const doc = near.ownerDocument;
	let byKey = templates.get(doc);
	if (!byKey) {
		byKey = new Map();
		templates.set(doc, byKey);
	}
	let template = byKey.get(key);
	if (!template) {
		// Built in that document, then taken out again: templates are never shown.
		const holder = near.createDiv();
		template = build(holder);
		holder.remove();
		template.remove();
		byKey.set(key, template);
	}
	// A template is made in `doc` (see above), so a plain deep clone is of `doc`; importNode makes
	// sure of it should createEl have built it elsewhere.
	return (template.ownerDocument === doc ? template.cloneNode(true) : doc.importNode(template, true)) as HTMLElement;
}
