import type { ContentLibrary } from '../content/library';
import { renderEntry } from './entry-view';

export interface EntryPanelActions {
	/** Opens another entry in the panel's place (a link inside). */
	open(id: string): void;
	/** Back to the tab the player was on. */
	close(): void;
}

/** One entry shown in the sidebar, a link's target: its name, its text, and the way back. */
export function renderEntryPanel(el: HTMLElement, content: ContentLibrary, id: string, actions: EntryPanelActions): void {
	const panel = el.createDiv({ cls: 'iron-ledger-entry-panel' });
	const back = panel.createEl('button', { cls: 'iron-ledger-entry-back', text: 'Back' });
	back.addEventListener('click', () => actions.close());
	const title = panel.createEl('h4');
	const entry = renderEntry(panel, content, id, (next) => actions.open(next));
	if (entry) title.setText(entry.name);
	else panel.createEl('p', { cls: 'iron-ledger-empty', text: `Iron Ledger has nothing with the id ${id}.` });
}
