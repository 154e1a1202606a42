import { type HoverParent, HoverPopover, Keymap } from 'obsidian';
import { ENTRY_ID_ATTRIBUTE } from '../links/entry-link';
import { renderEntry } from '../links/entry-view';
import type { LinkHost } from './link-post-processor';

/**
 * Shows an entry link's text in a hover popover, for every entry link wherever it is drawn
 * (one listener per window, not one per link). As with Obsidian's page previews, hovering is
 * enough in Reading view and the sidebar; in the editor, where the pointer often rests on
 * text being written, Ctrl (Cmd on macOS) must be held.
 */
export class EntryHover {
	private readonly parent: HoverParent = { hoverPopover: null };

	constructor(private readonly host: LinkHost) {}

	/** The popover shown for this pointer move, if it is over an entry link that can show one. */
	onMouseOver(event: MouseEvent): HoverPopover | undefined {
		// instanceOf, not instanceof: a pop-out window has its own Element class.
		const over = event.target as Node | null;
		const link = over?.instanceOf(Element) ? over.closest<HTMLElement>(`[${ENTRY_ID_ATTRIBUTE}]`) : null;
		if (!link) return undefined;
		const id = link.getAttribute(ENTRY_ID_ATTRIBUTE) ?? '';
		// A broken link's title says what is wrong; a link inside a popover opens on a click.
		if (!id || link.classList.contains('is-unresolved') || link.closest('.iron-ledger-popover')) return undefined;
		if (link.closest('.cm-editor') && !Keymap.isModEvent(event)) return undefined;
		// The pointer moving from one part of the link to another is not a new hover.
		const from = event.relatedTarget as Node | null;
		if (from?.instanceOf(Node) && link.contains(from)) return undefined;
		const popover = new HoverPopover(this.parent, link);
		this.parent.hoverPopover = popover;
		const el = popover.hoverEl;
		el.addClass('iron-ledger-popover');
		const title = el.createEl('h4', { cls: 'iron-ledger-popover-title' });
		const entry = renderEntry(el.createDiv({ cls: 'iron-ledger-popover-body' }), this.host.content(), id, (next) => this.host.openEntry(next));
		title.setText(entry?.name ?? id);
		return popover;
	}
}
