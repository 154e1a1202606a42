// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it } from 'vitest';
import { renderBlockSource } from '../../src/render/render-block';
import { writeBlockBody } from '../../src/journal/write';
import { library } from '../helpers/content';
import { EXAMPLES } from '../journal/examples';

/** A card attached to the document, as in a note, with its click and key handlers counted. */
function render(block: unknown) {
	const el = document.body.createDiv();
	const handlers = { click: 0, keydown: 0 };
	renderBlockSource(el, writeBlockBody(block as never), {
		content: library,
		openLink: () => undefined,
		listen: (target, handler) => {
			handlers.click++;
			target.addEventListener('click', handler);
		},
		listenKey: (target, handler) => {
			handlers.keydown++;
			target.addEventListener('keydown', handler);
		},
	});
	const summary = () => el.querySelector<HTMLElement>('.iron-ledger-move-text summary');
	return { el, handlers, summary };
}

describe('the folded move text', () => {
	it('is only a summary line until opened: no details and no text are built for a closed card', () => {
		const { el, summary } = render(EXAMPLES.action);
		expect(el.querySelector('details')).toBeNull();
		expect(summary()?.getAttribute('role')).toBe('button');
		expect(summary()?.getAttribute('aria-expanded')).toBe('false');
		expect(summary()?.getAttribute('tabindex')).toBe('0');
		expect(el.textContent).not.toContain('You are delayed');
	});

	it('a click opens it as a real, open details holding the same summary and the text; later clicks are the browser’s', () => {
		const { el, summary } = render(EXAMPLES.action);
		const line = summary() as HTMLElement;
		line.click();
		const details = el.querySelector('details.iron-ledger-move-text') as HTMLDetailsElement;
		expect(details.open).toBe(true);
		expect(details.firstElementChild).toBe(line);
		expect(line.hasAttribute('role')).toBe(false);
		expect(details.textContent).toContain('You are delayed, lose advantage, or face a new danger');
		// Built once: a second click does not add the text again.
		line.click();
		expect(el.querySelectorAll('details.iron-ledger-move-text > div')).toHaveLength(1);
		// It took the folded line's place: it stays the card's last part.
		expect(el.querySelector('.iron-ledger-block')?.lastElementChild).toBe(details);
	});

	it('Enter or Space opens it from the keyboard, and the summary keeps the focus', () => {
		for (const key of ['Enter', ' ']) {
			const { el, summary } = render(EXAMPLES.action);
			const line = summary() as HTMLElement;
			line.focus();
			line.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
			expect(el.querySelector<HTMLDetailsElement>('details')?.open).toBe(true);
			expect(document.activeElement).toBe(line);
		}
		const { el, summary } = render(EXAMPLES.action);
		summary()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
		expect(el.querySelector('details')).toBeNull();
	});

	it('one click handler per card, and a key handler only where there is text to open', () => {
		expect(render(EXAMPLES.action).handlers).toEqual({ click: 1, keydown: 1 });
		expect(render(EXAMPLES.ask).handlers).toEqual({ click: 0, keydown: 0 });
	});
});
