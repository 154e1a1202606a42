import { describe, expect, it } from 'vitest';
import { createCharacter, createTrack } from '../../src/campaign/create';
import { makeCampaignMove } from '../../src/campaign/campaign-move';
import { chooseLater } from '../../src/campaign/choose-later';
import { FileStateStore } from '../../src/cli/fs-state-store';
import type { OfferedChoice } from '../../src/moves/engine/evaluate';
import { fixedDice } from '../../src/rules/dice';
import { library } from '../helpers/content';
import { tempDirs } from '../helpers/temp-dirs';

const tempDir = tempDirs();

/** A Starforged character whose Undertake an Expedition was a weak hit, its choice left open. */
async function weakHit() {
	const store = new FileStateStore(tempDir('choose-later'));
	const kira = await createCharacter(store, library, { name: 'Kira', ruleset: 'starforged', stats: { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 }, folder: 'Characters' });
	const trackPath = await createTrack(store, { name: 'Reef', kind: 'expedition', rank: 'dangerous', folder: 'Tracks' });
	const move = library.ruleset('starforged').move('move:starforged/exploration/undertake_an_expedition');
	await makeCampaignMove(store, library, { ruleset: 'starforged', move, characterPath: kira, journalPath: 'E.md', stat: 'edge', adds: [], burn: false, apply: true, trackPath }, fixedDice([1, 3, 9]));
	return { store, kira };
}

/** The palette's "Choose now": answers each time it is asked, and keeps what it was offered. */
function picker(answers: number[][]) {
	const offered: string[][] = [];
	const pick = (lists: OfferedChoice[]) => {
		offered.push(lists.map((l) => `${l.options[0]?.n ?? 0}-${l.options[l.options.length - 1]?.n ?? 0} pick ${l.pick}`));
		return Promise.resolve(answers.shift());
	};
	return { pick, offered };
}

describe('choose later from the palette: a sub-list is offered only once its option is picked', () => {
	it('the first list alone is offered; "two suffer moves" then offers the sub-list, and both are recorded', async () => {
		const { store, kira } = await weakHit();
		const p = picker([[7], [9, 12]]);
		const made = await chooseLater(store, library, 'E.md', p.pick);
		expect(p.offered).toEqual([['1-8 pick 1'], ['9-14 pick 2']]);
		expect(made?.block.choices?.map((c) => c.chosen?.length)).toEqual([1, 2]);
		expect(await store.frontmatter(kira)).toMatchObject({ momentum: 1, supply: 4 });
	});

	it('a peril: the sub-list is not offered, and is recorded as settled', async () => {
		const { store } = await weakHit();
		const p = picker([[8]]);
		const made = await chooseLater(store, library, 'E.md', p.pick);
		expect(p.offered).toEqual([['1-8 pick 1']]);
		expect(made?.block.choices?.map((c) => c.chosen)).toEqual([['Face a peril at the waypoint: envision what you encounter'], []]);
		await expect(chooseLater(store, library, 'E.md', [9, 12])).rejects.toThrow('E.md has no open choice.');
	});
});
