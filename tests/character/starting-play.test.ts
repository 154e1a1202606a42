import { describe, expect, it } from 'vitest';
import { checkBackgroundBonds, checkBackgroundVow, startingAssetCount, startingAssetsToPick, toPickLine } from '../../src/character/starting-play';
import { classic, library, starforged } from '../helpers/content';

const si = library.ruleset('sundered_isles');
const SHIP = 'asset:starforged/command_vehicle/starship';
const ACE = 'asset:starforged/path/ace';
const HUNTER = 'asset:starforged/path/bounty_hunter';
const BOT = 'asset:starforged/companion/protocol_bot';

describe('what a new character starts with', () => {
	it('XP-07 classic: three assets; fewer leave the rest to pick, a fourth is refused', () => {
		expect(startingAssetsToPick(classic, 'classic', [])).toEqual(['three assets']);
		expect(startingAssetsToPick(classic, 'classic', ['asset:classic/companion/hawk'])).toEqual(['two more assets']);
		expect(startingAssetsToPick(classic, 'classic', ['a', 'b', 'c'])).toEqual([]);
		expect(() => startingAssetsToPick(classic, 'delve', ['a', 'b', 'c', 'd'])).toThrow('4 assets are too many: a new character starts with at most three assets (XP-07).');
	});

	it('Starforged: the command vehicle, two paths and one more asset, in any order', () => {
		expect(startingAssetsToPick(starforged, 'starforged', [BOT, ACE, SHIP, HUNTER])).toEqual([]);
		expect(startingAssetsToPick(starforged, 'starforged', [ACE, HUNTER, 'asset:starforged/path/gearhead', SHIP])).toEqual([]);
		expect(startingAssetsToPick(starforged, 'starforged', [])).toEqual(['the command vehicle', 'two paths', 'one more asset']);
		expect(startingAssetsToPick(starforged, 'starforged', [SHIP, BOT])).toEqual(['two paths']);
		expect(startingAssetsToPick(si, 'sundered_isles', ['asset:sundered_isles/command_vehicle/flagship'])).toEqual(['two paths', 'one more asset']);
	});

	it('the palette asks for as many starting assets as the book gives: three, or four in Starforged and Sundered Isles', () => {
		expect(['classic', 'delve', 'starforged', 'sundered_isles'].map((r) => startingAssetCount(r as 'classic'))).toEqual([3, 3, 4, 4]);
	});

	it('Starforged refuses a second ship, a deed, and a fifth asset', () => {
		expect(() => startingAssetsToPick(starforged, 'starforged', [SHIP, 'asset:sundered_isles/command_vehicle/flagship'])).toThrow(/a second command vehicle/);
		expect(() => startingAssetsToPick(starforged, 'starforged', ['asset:starforged/deed/sworn']).length).toThrow(/is a deed, earned in play/);
		expect(() => startingAssetsToPick(starforged, 'starforged', [SHIP, ACE, HUNTER, BOT, 'asset:starforged/companion/combat_bot'])).toThrow(/one asset too many/);
		expect(() => startingAssetsToPick(starforged, 'starforged', [SHIP, BOT, 'asset:starforged/module/engine_upgrade'])).toThrow(/one asset too many/);
	});

	it('PR-13 background bonds: 0 to 3 in classic, none in Starforged', () => {
		for (const n of [0, 1, 3]) expect(() => checkBackgroundBonds('classic', n)).not.toThrow();
		expect(() => checkBackgroundBonds('classic', 4)).toThrow('A new character marks up to three background bonds, not 4 (PR-13).');
		expect(() => checkBackgroundBonds('delve', -1)).toThrow(/not -1/);
		expect(() => checkBackgroundBonds('starforged', 1)).toThrow(/make connections in play/);
	});

	it('PR-18 the background vow: extreme or epic, named, and ranked', () => {
		expect(checkBackgroundVow(undefined, undefined)).toBeUndefined();
		expect(checkBackgroundVow('Avenge my kin', 'extreme')).toBe('extreme');
		expect(() => checkBackgroundVow('Avenge my kin', 'formidable')).toThrow('The background vow is extreme or epic, not formidable (PR-18).');
		expect(() => checkBackgroundVow('Avenge my kin', undefined)).toThrow(/--vow-rank extreme or epic/);
		expect(() => checkBackgroundVow(undefined, 'epic')).toThrow(/Name the background vow/);
	});

	it('the still-to-pick line names what is left and how to add it', () => {
		expect(toPickLine('Kira', [])).toBeUndefined();
		expect(toPickLine('Sol Vey', ['the command vehicle', 'two paths', 'one more asset'])).toBe('Sol Vey still picks the command vehicle, two paths and one more asset to start: asset add NAME --free --character "Sol Vey".');
	});
});
