// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { bundledContent } from '../../src/content/bundled';
import { writeBlockBody } from '../../src/journal/write';
import { renderBlockSource } from '../../src/render/render-block';
import { EXAMPLES } from '../journal/examples';

describe('what a card asks the content library', () => {
	it('each id once per library, however many blocks name it', () => {
		const content = bundledContent();
		const index = vi.spyOn(content, 'index');
		const sources = [EXAMPLES.action, EXAMPLES.progress, EXAMPLES.ask].map((b) => writeBlockBody(b as never));
		for (let i = 0; i < 30; i++) {
			renderBlockSource(createDiv(), sources[i % sources.length] as string, { content, openLink: () => undefined, listen: () => undefined });
		}
		// Face Danger, Fulfill Your Vow and Ask the Oracle's move: three questions, not ninety.
		expect(index.mock.calls.length).toBeLessThanOrEqual(3);
		// Another library is asked afresh: its answers are its own.
		const other = bundledContent();
		const otherIndex = vi.spyOn(other, 'index');
		renderBlockSource(createDiv(), sources[0] as string, { content: other, openLink: () => undefined, listen: () => undefined });
		expect(otherIndex).toHaveBeenCalled();
	});

	it('the move text shown on opening is the one for the block’s result', () => {
		const content = bundledContent();
		const el = createDiv();
		renderBlockSource(el, writeBlockBody({ ...EXAMPLES.action, outcome: 'miss', score: 2, challenge: [3, 8] } as never), { content, openLink: () => undefined, listen: (t, h) => t.addEventListener('click', h) });
		el.querySelector<HTMLElement>('.iron-ledger-move-text summary')?.click();
		expect(el.querySelector('.iron-ledger-move-text summary')?.textContent).toBe('On a miss');
		expect(el.querySelector('details')?.textContent).toContain('Pay the Price');
	});
});
