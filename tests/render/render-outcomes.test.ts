// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it } from 'vitest';
import type { FollowUpRecord } from '../../src/journal/block';
import { renderBlockSource } from '../../src/render/render-block';
import { library } from '../helpers/content';

const PENDING = `v: 1
kind: action
move: move:classic/adventure/face_danger
name: Face Danger
stat: edge
stat_value: 2
action_die: 3
challenge: [4, 9]
score: 5
outcome: weak hit
match: false
choices:
  - pick: 1
    options:
      - "Delayed, lose advantage or a new danger: suffer −1 momentum"
      - "Tired or hurt: Endure Harm (1 harm)"
follow_ups:
  - move: move:classic/suffer/endure_harm
    name: Endure Harm
    magnitude: 1
`;

function render(source: string, withActions = true) {
	const calls: string[] = [];
	const el = createDiv();
	renderBlockSource(el, source, {
		content: library,
		openLink: () => undefined,
		listen: (target, handler) => target.addEventListener('click', handler),
		...(withActions ? { actions: { choose: () => calls.push('choose'), followUp: (f: FollowUpRecord) => calls.push(`${f.move} ${String(f.magnitude)}`) } } : {}),
	});
	return { el, calls };
}

const text = (el: Element, selector: string) => [...el.querySelectorAll(selector)].map((e) => e.textContent);

describe('rendering what a move left to choose and to do next', () => {
	it('an open choice says so and offers Choose now; a follow-up is a button that makes that move with its magnitude', () => {
		const { el, calls } = render(PENDING);
		expect(text(el, '.iron-ledger-choice-title')).toEqual(['Choose 1 (still open):']);
		expect(text(el, '.iron-ledger-choice li')).toEqual(['Delayed, lose advantage or a new danger: suffer −1 momentum', 'Tired or hurt: Endure Harm (1 harm)']);
		const [choose, next] = [...el.querySelectorAll('button')] as HTMLButtonElement[];
		expect([choose?.textContent, next?.textContent]).toEqual(['Choose now', 'Endure Harm (1)']);
		choose?.click();
		next?.click();
		expect(calls).toEqual(['choose', 'move:classic/suffer/endure_harm 1']);
	});

	it('a made choice ticks the picked option and has no button; counts-as and overrides are said', () => {
		const source = PENDING.replace('      - "Tired or hurt: Endure Harm (1 harm)"\n', '      - "Tired or hurt: Endure Harm (1 harm)"\n    chosen:\n      - "Tired or hurt: Endure Harm (1 harm)"\n') + 'counts_as: miss\noverride:\n  - not-unprepared\n';
		const { el } = render(source);
		expect(text(el, '.iron-ledger-choice li.is-picked')).toEqual(['✓ Tired or hurt: Endure Harm (1 harm)']);
		expect(text(el, 'button')).toEqual(['Endure Harm (1)']);
		expect(text(el, '.iron-ledger-badge')).toContain('Counts as a miss');
		expect(text(el, '.iron-ledger-note')).toContain('Made anyway, against: not unprepared');
	});

	it('without actions (a preview) the follow-ups are plain text', () => {
		const { el } = render(PENDING, false);
		expect(el.querySelectorAll('button')).toHaveLength(0);
		expect(text(el, '.iron-ledger-follow-ups .iron-ledger-badge')).toEqual(['Endure Harm (1)']);
	});
});
