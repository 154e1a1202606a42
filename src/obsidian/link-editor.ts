import { type EditorState, type Extension, Prec, RangeSetBuilder } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView, ViewPlugin, type ViewUpdate } from '@codemirror/view';
import { Keymap, editorLivePreviewField } from 'obsidian';
import { ENTRY_ID_ATTRIBUTE, ENTRY_LINK_CLASS } from '../links/entry-link';
import { type FoundLink, findEntryLinks } from '../links/link-text';
import { type LinkHost, linkProblem } from './link-post-processor';

/**
 * The editor (Live Preview, and Source mode with Ctrl/Cmd): the label of each entry link in
 * view is marked with its id, so the same hover finds it, and a click on it opens the entry.
 * Only the lines on screen are read, again when they change or scroll.
 */
export function entryLinkDecorations(state: EditorState, ranges: readonly { from: number; to: number }[], host: LinkHost): DecorationSet {
	const builder = new RangeSetBuilder<Decoration>();
	let done = 0;
	for (const range of ranges) {
		const from = Math.max(state.doc.lineAt(range.from).from, done);
		const to = state.doc.lineAt(range.to).to;
		if (from >= to) continue;
		for (const link of findEntryLinks(state.sliceDoc(from, to), from)) {
			if (link.labelTo <= link.labelFrom) continue;
			const problem = linkProblem(host, link.id);
			const attributes: Record<string, string> = { [ENTRY_ID_ATTRIBUTE]: link.id };
			if (problem) attributes.title = problem;
			builder.add(link.labelFrom, link.labelTo, Decoration.mark({ class: `${ENTRY_LINK_CLASS} iron-ledger-editor-link${problem ? ' is-unresolved' : ''}`, attributes }));
		}
		done = to;
	}
	return builder.finish();
}

/** The entry link under a pointer event in this editor, with where its source lies. */
function linkUnder(event: MouseEvent, view: EditorView): FoundLink | undefined {
	// instanceOf, not instanceof: a pop-out window has its own Element class.
	const target = event.target as Node | null;
	const el = target?.instanceOf(Element) ? target.closest(`[${ENTRY_ID_ATTRIBUTE}]`) : null;
	if (!el || !view.contentDOM.contains(el) || el.classList.contains('is-unresolved')) return undefined;
	const pos = view.posAtDOM(el);
	const line = view.state.doc.lineAt(pos);
	const id = el.getAttribute(ENTRY_ID_ATTRIBUTE);
	return findEntryLinks(line.text, line.from).find((l) => l.id === id && l.labelFrom <= pos && pos <= l.labelTo);
}

/**
 * A click opens the entry with Ctrl/Cmd held, or in Live Preview while the link is drawn as a
 * link; once the cursor is in it, its source shows and a click edits it, as Obsidian's links do.
 */
function opens(event: MouseEvent, view: EditorView, link: FoundLink): boolean {
	if (event.button !== 0) return false;
	if (Keymap.isModEvent(event)) return true;
	if (!view.state.field(editorLivePreviewField, false)) return false;
	const { from, to } = view.state.selection.main;
	return to < link.from || from > link.to;
}

export function entryLinkEditorExtension(host: LinkHost): Extension {
	const marks = ViewPlugin.fromClass(
		class {
			decorations: DecorationSet;
			constructor(view: EditorView) {
				this.decorations = entryLinkDecorations(view.state, view.visibleRanges, host);
			}
			update(update: ViewUpdate): void {
				if (update.docChanged || update.viewportChanged) this.decorations = entryLinkDecorations(update.state, update.view.visibleRanges, host);
			}
		},
		{ decorations: (v) => v.decorations },
	);
	// Ahead of the editor's own handling: the press must not move the cursor into the link
	// (which would show its source) nor let the system be asked to open "iron:".
	const clicks = Prec.highest(
		EditorView.domEventHandlers({
			mousedown(event, view) {
				const link = linkUnder(event, view);
				if (!link || !opens(event, view, link)) return false;
				event.preventDefault();
				return true;
			},
			click(event, view) {
				const link = linkUnder(event, view);
				if (!link || !opens(event, view, link)) return false;
				event.preventDefault();
				host.openEntry(link.id);
				return true;
			},
		}),
	);
	return [marks, clicks];
}
