// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { App } from 'obsidian-test-mocks/obsidian';
import { describe, expect, it, vi } from 'vitest';
import { ContentModal } from '../../src/obsidian/content-modal';
import { library } from '../helpers/content';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

function open(id: string) {
	const app = App.createConfigured__();
	const modal = new ContentModal(app.asOriginalType__(), library, id);
	modal.open();
	return modal;
}

describe('the move and table modal (datasworn: links)', () => {
	it('shows a move with its full text, and its links open the linked move in place', () => {
		const modal = open('move:classic/adventure/face_danger');
		const el = modal.contentEl;
		expect(el.querySelector('.iron-ledger-path')?.textContent).toBe('Adventure Moves › Face Danger');
		expect(el.textContent).toContain('When you attempt something risky or react to an imminent threat');
		const link = [...el.querySelectorAll('a.iron-ledger-link')].find((a) => a.textContent === 'Endure Harm') as HTMLElement;
		link.click();
		expect(el.querySelector('.iron-ledger-path')?.textContent).toBe('Suffer Moves › Endure Harm');
	});

	it('shows a table with its rows', () => {
		const modal = open('oracle_rollable:classic/turning_point/challenge_rank');
		const rows = [...modal.contentEl.querySelectorAll('table.iron-ledger-table tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
		expect(rows).toEqual([
			['1-20', 'Troublesome'],
			['21-55', 'Dangerous'],
			['56-80', 'Formidable'],
			['81-93', 'Extreme'],
			['94-100', 'Epic'],
		]);
	});

	it('says so for an id it does not know', () => {
		expect(open('move:classic/nope').contentEl.textContent).toBe('Iron Ledger has nothing with the id move:classic/nope.');
	});
});
