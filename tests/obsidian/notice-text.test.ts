import { describe, expect, it, vi } from 'vitest';
import { noticeText } from '../../src/obsidian/notice';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

describe('notices read the same way', () => {
	it.each([
		['turn on a ruleset in the settings first.', 'Iron Ledger: Turn on a ruleset in the settings first.'],
		['Tracks/Full.md: ticks 38 → 40', 'Iron Ledger: Tracks/Full.md: ticks 38 → 40.'],
		['Suffer −2 health: health 5 → 3.', 'Iron Ledger: Suffer −2 health: health 5 → 3.'],
		['Iron Ledger: already prefixed.', 'Iron Ledger: Already prefixed.'],
		['move:classic/x is unknown', 'Iron Ledger: move:classic/x is unknown.'],
		['Is that so?', 'Iron Ledger: Is that so?'],
		['Applied: +1 momentum', 'Iron Ledger: Applied: +1 momentum.'],
		['3 problems:\nfirst\n…and 2 more.', 'Iron Ledger: 3 problems:\nfirst\n…and 2 more.'],
	])('%j', (message, shown) => expect(noticeText(message)).toBe(shown));
});
