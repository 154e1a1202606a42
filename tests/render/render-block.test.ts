// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it } from 'vitest';
import { renderBlockSource } from '../../src/render/render-block';
import { writeBlockBody } from '../../src/journal/write';
import { library } from '../helpers/content';
import { CURSED_ORACLE_BODY, EXAMPLES } from '../journal/examples';
import { MALFORMED } from '../journal/malformed-cases';

function render(source: string) {
	const opened: string[] = [];
	const el = createDiv();
	renderBlockSource(el, source, { content: library, openLink: (id) => opened.push(id), listen: (target, handler) => target.addEventListener('click', handler) });
	return { el, opened };
}

const text = (el: Element, selector: string) => [...el.querySelectorAll(selector)].map((e) => e.textContent);

describe('rendering iron-move blocks', () => {
	it('Delve: a rarity die in place of the action die is named, and the rarity’s strong hit shown', () => {
		const block = { ...(EXAMPLES.action as object), action: 6, challenge: [9, 9], score: 8, outcome: 'miss', match: true, countsAs: 'strong_hit', extra: { rarity: { rarity: 'rarity:delve/ayethins_journal', name: 'Ayethin’s Journal', die: 6 } } };
		const { el } = render(writeBlockBody(block as never));
		expect(el.querySelector('.iron-ledger-die-action')?.getAttribute('aria-label')).toBe('Rarity die (Ayethin’s Journal)');
		expect(text(el, '.iron-ledger-note')).toContain('Rarity die 6: Ayethin’s Journal in place of the action die');
		expect(text(el, '.iron-ledger-badge')).toContain('Counts as a strong hit');
	});

	it('an action roll: move name, stat and adds, dice faces, outcome badge, changes and the outcome text', () => {
		const { el, opened } = render(writeBlockBody(EXAMPLES.action as never));
		expect(text(el, '.iron-ledger-move-name')).toEqual(['Face Danger']);
		expect(text(el, '.iron-ledger-by')).toEqual(['Kira']);
		expect(text(el, '.iron-ledger-stat')).toEqual(['+edge 2 +1 Secure an Advantage']);
		expect(text(el, '.iron-ledger-die')).toEqual(['4', '3', '8']);
		expect(text(el, '.iron-ledger-score')).toEqual(['= 7']);
		expect(text(el, '.iron-ledger-badge')).toEqual(['Weak hit']);
		expect(el.querySelector('.iron-ledger-weak-hit')).not.toBeNull();
		expect(text(el, '.iron-ledger-changes li')).toEqual(['Kira: momentum 3 → 2']);
		expect(el.querySelector('.iron-ledger-move-text summary')?.textContent).toBe('On a weak hit');
		// The move text is built when the player opens it.
		expect(el.querySelector('details')).toBeNull();
		(el.querySelector('.iron-ledger-move-text summary') as HTMLElement).click();
		expect(el.querySelector('details')?.textContent).toContain('You are delayed, lose advantage, or face a new danger');
		(el.querySelector('.iron-ledger-move-name') as HTMLElement).click();
		expect(opened).toEqual(['move:classic/adventure/face_danger']);
		(el.querySelector('details a.iron-ledger-link') as HTMLElement).click();
		expect(opened[1]).toBe('move:classic/suffer/endure_harm');
	});

	it('a burn shows momentum before → after and the die it cancelled', () => {
		const { el } = render(writeBlockBody(EXAMPLES.burn as never));
		expect(text(el, '.iron-ledger-burn')).toEqual(['Momentum burned 6 → 2: cancelled 5, miss → weak hit']);
		expect(el.querySelectorAll('.iron-ledger-die.is-cancelled')).toHaveLength(1);
	});

	it('a cancelled action die is explained in words; a miss with a match is a heightened danger', () => {
		const { el } = render(writeBlockBody(EXAMPLES.cancelled as never));
		expect(text(el, '.iron-ledger-note')).toEqual(['Action die 4 cancelled: momentum -4 equals it, so the score is stat and adds only.']);
		expect(text(el, '.iron-ledger-badges .iron-ledger-badge')).toEqual(['Miss', 'Match: a heightened danger']);
		expect(text(el, '.iron-ledger-oracles .iron-ledger-badge')).toEqual(['Make it worse']);
	});

	it('a strong hit with a match on a progress roll', () => {
		const { el } = render(writeBlockBody(EXAMPLES.progress as never));
		expect(text(el, '.iron-ledger-stat')).toEqual(['Progress 6 on Vow - Avenge my kin']);
		expect(text(el, '.iron-ledger-badge')).toEqual(['Strong hit', 'Match: a twist or an opportunity']);
	});

	it('an oracle roll with nested rolls, a duplicate flagged', () => {
		const { el } = render(writeBlockBody(EXAMPLES.oracle as never));
		expect(text(el, '.iron-ledger-oracle-result')).toEqual([
			'Roll twice more on this table. Both results occur. If they are the same result, make it more dramatic.',
			'A trap is sprung.',
			'A trap is sprung.',
		]);
		expect(text(el, '.iron-ledger-oracles .iron-ledger-badge')).toEqual(['Duplicate: make it worse']);
	});

	it('Ask the Oracle: the question, yes or no and the match', () => {
		const { el } = render(writeBlockBody(EXAMPLES.ask as never));
		expect(text(el, '.iron-ledger-question')).toEqual(['Is the bridge guarded?']);
		expect(text(el, '.iron-ledger-badge')).toEqual(['Yes', 'Match: an extreme result or a twist']);
	});

	it('Pick two shows both options and the one the roll picked', () => {
		const { el } = render(writeBlockBody(EXAMPLES.pick as never));
		expect(text(el, '.iron-ledger-question')).toEqual(['The hatch is sealed (likely) or The hatch is open?']);
		expect(text(el, '.iron-ledger-badge')).toEqual(['The hatch is open']);
	});

	it('a move without a roll shows its text folded', () => {
		const { el } = render(writeBlockBody(EXAMPLES.no_roll as never));
		expect(el.querySelector('.iron-ledger-move-text summary')?.textContent).toBe('Move text');
	});

	it('an undone block is marked and struck through', () => {
		const { el } = render(writeBlockBody({ ...EXAMPLES.action, undone: true } as never));
		expect(el.querySelector('.iron-ledger-undone')).not.toBeNull();
		expect(text(el, '.iron-ledger-undone-badge')).toEqual(['Undone']);
	});

	const broken = [
		...MALFORMED.map((m) => ({ name: m.name, source: m.source, expect: `Line ${m.line}: ` })),
		{ name: 'unknown move id', source: 'v: 1\nkind: no_roll\nmove: move:classic/adventure/dance', expect: 'Unknown Datasworn id move:classic/adventure/dance' },
		{ name: 'unknown oracle id', source: 'v: 1\nkind: oracle\noracle: oracle_rollable:classic/nope\nroll: 5\nresult: x', expect: 'Unknown Datasworn id oracle_rollable:classic/nope' },
	];

	it.each(broken)('a malformed block ($name) shows the error, the line and the raw source, never blank', ({ source, expect: message }) => {
		const { el } = render(source);
		expect(el.querySelector('.iron-ledger-error-title')?.textContent).toBe('This iron-move block could not be read');
		expect(text(el, '.iron-ledger-error li').some((t) => t?.includes(message))).toBe(true);
		expect(el.querySelector('pre.iron-ledger-source')?.textContent).toBe(source);
		expect(el.querySelector('.iron-ledger-roll')).toBeNull();
	});

	it('renders text, never HTML, from a block', () => {
		const { el } = render('v: 1\nkind: ask\nquestion: "<img src=x onerror=alert(1)>"\nodds: likely\nstyle: classic\nroll: 40\nanswer: yes\nmatch: false');
		expect(el.querySelector('img')).toBeNull();
		expect(text(el, '.iron-ledger-question')).toEqual(['<img src=x onerror=alert(1)>']);
	});
});

describe('rendering the Sundered Isles\' cursed die', () => {
	it('names the die, marks the cursed roll, and strikes the result it replaced', () => {
		const { el } = render(CURSED_ORACLE_BODY);
		expect(text(el, '.iron-ledger-cursed-die')).toEqual(['Cursed die 10']);
		expect(text(el, '.iron-ledger-curse')).toEqual(['Cursed: in place of the result above']);
		expect(el.querySelector('li.is-cursed > .iron-ledger-oracle-result')?.textContent).toBe('Flashy');
		expect(text(el, '.iron-ledger-oracle-result')).toEqual(['Flashy', 'Eerie']);
	});
});
