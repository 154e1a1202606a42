// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { characterNote } from '../helpers/character-notes';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const KIRA = characterNote('classic', 'Kira', {
	xp_earned: 3,
	assets: ['asset:classic/companion/hawk', 'asset:classic/path/ritualist'],
	asset_abilities: ['asset.ability:classic/companion/hawk.0', 'asset.ability:classic/companion/hawk.1', 'asset.ability:classic/path/ritualist.0'],
	hawk_health: 3,
	hawk_name: 'Kestrel',
	discards_owed: [{ reason: 'Learn From Your Failures', xp_per_ability: 2 }],
});

describe('Remove an asset from the palette (SF-14, DV-21)', () => {
	it('asks which, for the discard owed, and settles it with its XP, journaled', async () => {
		const h = await pluginHarness({ rulesets: ['classic'], files: { 'Characters/Kira.md': KIRA }, activeCharacter: 'Characters/Kira.md' });
		const asked = await h.run('remove-asset', [{ pick: 'Hawk (Kestrel)' }]);
		expect(asked.asked[0]).toMatchObject({ title: 'Discard which asset? (for Learn From Your Failures)', choices: ['Hawk (Kestrel)', 'Ritualist'] });
		const sheet = await h.read('Characters/Kira.md');
		expect(sheet).not.toContain('hawk');
		expect(sheet).not.toContain('discards_owed');
		expect(sheet).toContain('xp_earned: 7\n');
		expect(h.blocks().at(-1)).toMatchObject({ kind: 'sheet', what: 'Discard Hawk (Kestrel), for Learn From Your Failures: 4 XP for 2 marked abilities' });
	});
});
