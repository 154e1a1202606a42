// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it } from 'vitest';
import { renderBlockSource } from '../../src/render/render-block';
import { writeBlockBody } from '../../src/journal/write';
import { library } from '../helpers/content';
import { EXAMPLES } from '../journal/examples';

const ctx = { content: library, openLink: () => undefined, listen: () => undefined };
const sources = Object.entries(EXAMPLES).map(([name, block]) => [name, writeBlockBody(block)] as const);

function html(source: string, parent: HTMLElement = createDiv()): string {
	renderBlockSource(parent, source, ctx);
	return parent.innerHTML;
}

describe('cards cloned from templates', () => {
	it('each card is the same whichever cards were drawn before it (nothing of one card is left in the next)', () => {
		const forward = new Map(sources.map(([name, source]) => [name, html(source)]));
		const backward = new Map([...sources].reverse().map(([name, source]) => [name, html(source)]));
		for (const [name] of sources) expect(backward.get(name), name).toBe(forward.get(name));
		// And a card drawn after every other kind, twice over, is still the same card.
		for (const [name, source] of sources) expect(html(source), name).toBe(forward.get(name));
	});

	it('a card changed after it is drawn does not change the next one', () => {
		const first = createDiv();
		renderBlockSource(first, writeBlockBody(EXAMPLES.action!), ctx);
		const before = first.innerHTML;
		for (const die of Array.from(first.querySelectorAll('.iron-ledger-die'))) {
			die.textContent = '0';
			die.classList.add('is-cancelled');
		}
		expect(html(writeBlockBody(EXAMPLES.action!))).toBe(before);
	});

	it('a card drawn in another document (a popout window) is made of that document’s nodes', () => {
		const other = document.implementation.createHTMLDocument('popout');
		const parent = other.body.createDiv();
		expect(parent.ownerDocument).toBe(other);
		renderBlockSource(parent, writeBlockBody(EXAMPLES.action!), ctx);
		const card = parent.querySelector('.iron-ledger-block');
		expect(card?.ownerDocument).toBe(other);
		expect(card?.querySelector('.iron-ledger-die-action')?.ownerDocument).toBe(other);
		expect(card?.querySelector('.iron-ledger-die-action')?.textContent).toBe('4');
	});

	it('more changes than the template’s one item each get their own line', () => {
		const block = { ...EXAMPLES.action!, changes: [
			{ note: '[[Kira]]', key: 'momentum', from: 3, to: 2 },
			{ note: '[[Kira]]', key: 'health', from: 5, to: 4 },
		] };
		const el = createDiv();
		renderBlockSource(el, writeBlockBody(block), ctx);
		expect([...el.querySelectorAll('.iron-ledger-changes li')].map((li) => li.textContent)).toEqual(['Kira: momentum 3 → 2', 'Kira: health 5 → 4']);
	});
});

describe('a card cloned whole from its shape', () => {
	it('what a block adds comes between its badges and its changes, and follow-ups before the folded move text', () => {
		const block = {
			...EXAMPLES.action!,
			oracles: [{ oracle: 'oracle_rollable:classic/turning_point/major_plot_twist', name: 'Major Plot Twist', roll: 5, result: 'A twist.', rolls: [] }],
			abilities: [{ ability: 'asset.ability:classic/combat_talent/swordmaster/0', name: 'Swordmaster' }],
			choices: [{ pick: 1, options: ['a', 'b'], chosen: ['a'] }],
			followUps: [{ move: 'move:classic/suffer/endure_harm', name: 'Endure Harm', magnitude: 2 }],
			changes: [
				{ note: '[[Kira]]', key: 'momentum', from: 3, to: 2 },
				{ note: '[[Kira]]', key: 'health', from: 5, to: 4 },
			],
		};
		const el = createDiv();
		renderBlockSource(el, writeBlockBody(block), ctx);
		const card = el.querySelector('.iron-ledger-block') as HTMLElement;
		expect([...card.children].map((c) => c.className)).toEqual([
			'iron-ledger-header',
			'iron-ledger-roll',
			'iron-ledger-badges',
			'iron-ledger-oracles',
			'iron-ledger-note iron-ledger-abilities',
			'iron-ledger-choice is-chosen',
			'iron-ledger-changes',
			'iron-ledger-follow-ups',
			'iron-ledger-move-text',
		]);
		expect([...card.querySelectorAll('.iron-ledger-changes li')].map((li) => li.textContent)).toEqual(['Kira: momentum 3 → 2', 'Kira: health 5 → 4']);
	});

	it('a burn that cancels a die the score beat marks it cancelled and beaten, whatever its shape had', () => {
		const block = { ...EXAMPLES.action!, score: 9, challenge: [5, 10] as [number, number], outcome: 'weak_hit' as const, burn: { from: 9, to: 2, cancelled: [5], outcomeBefore: 'miss' as const } };
		const el = createDiv();
		renderBlockSource(el, writeBlockBody(block), ctx);
		expect([...el.querySelectorAll('.iron-ledger-die-challenge')].map((d) => d.className)).toEqual([
			'iron-ledger-die iron-ledger-die-challenge is-cancelled is-beaten',
			'iron-ledger-die iron-ledger-die-challenge',
		]);
	});

	it('an ask with a question and a pick shows both lines above its roll, and the answer it came to', () => {
		const block = { ...EXAMPLES.pick!, question: 'Is the hatch sealed?' };
		const el = createDiv();
		renderBlockSource(el, writeBlockBody(block), ctx);
		const card = el.querySelector('.iron-ledger-block') as HTMLElement;
		expect([...card.children].map((c) => c.className)).toEqual(['iron-ledger-header', 'iron-ledger-question', 'iron-ledger-question', 'iron-ledger-roll', 'iron-ledger-badges']);
		expect([...card.querySelectorAll('.iron-ledger-question')].map((q) => q.textContent)).toEqual(['Is the hatch sealed?', 'The hatch is sealed (likely) or The hatch is open?']);
		expect(card.querySelector('.iron-ledger-no')?.textContent).toBe('The hatch is open');
	});
});
