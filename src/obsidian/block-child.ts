import { MarkdownRenderChild } from 'obsidian';
import type { ContentLibrary } from '../content/library';
import type { OpenLink } from '../render/datasworn-markdown';
import { type BlockActions, renderBlockSource } from '../render/render-block';

/**
 * One rendered iron-move block. It owns its click handlers (registered through the
 * child), so they go away when Obsidian unloads the block.
 */
export class IronBlockChild extends MarkdownRenderChild {
	constructor(
		containerEl: HTMLElement,
		private readonly source: string,
		private readonly content: () => ContentLibrary,
		private readonly openLink: OpenLink,
		private readonly actions?: BlockActions,
	) {
		super(containerEl);
	}

	override onload(): void {
		renderBlockSource(this.containerEl, this.source, {
			content: this.content(),
			openLink: this.openLink,
			listen: (el, handler) => this.registerDomEvent(el, 'click', handler),
			listenKey: (el, handler) => this.registerDomEvent(el, 'keydown', handler),
			...(this.actions ? { actions: this.actions } : {}),
		});
	}
}
