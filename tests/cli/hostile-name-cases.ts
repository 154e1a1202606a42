import { join } from 'node:path';

/**
 * The places each command of the CLI takes a name, for tests/cli/hostile-names.test.ts: every
 * one gets `__proto__`, `constructor`, `toString` and `hasOwnProperty` in turn.
 */

export const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const;
export const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';
/** A rank is one of five words: the refusal lists them. */
const RANK = 'troublesome, dangerous, formidable, extreme or epic';

export interface Vaults {
	/** A Delve character with Hawk, a vow, a site and a journal: read, never changed by a case. */
	main: string;
	/** Where a case that may create a note (a clock named `constructor`) writes. */
	scratch: string;
	/** A character note whose ruleset is `constructor`. */
	badRuleset: string;
	/** A character note with a key named `__proto__` (and `constructor`). */
	protoKey: string;
	/** A folder that is no vault, for init. */
	plain: string;
}

/**
 * A case: the arguments, then what is expected. By default a refusal (exit 2, one line) that
 * quotes the name back, as any unknown name is; 'usage' is a refusal that shows the usage
 * instead (a subcommand nobody has); other text is what the refusal must say; 0 is where the
 * name is free text the command takes (a clock's name, a note's path).
 */
export type Case = [args: string[], expected?: 0 | string];

/** Each command's places for a name, `n`, in `v`'s vaults. Every command of the CLI is here. */
export function casesFor(n: string, v: Vaults): Record<string, Case[]> {
	const M = ['--vault', v.main];
	const S = ['--vault', v.scratch];
	const J = ['--journal', 'Journal.md'];
	return {
		roll: [[['roll', '--stat', '2', '--ruleset', n]], [['roll', '--stat', n]]],
		'progress-roll': [[['progress-roll', '--score', '5', '--ruleset', n]], [['progress-roll', '--score', '5', '--track', n], 0]],
		odds: [[['odds', '--stat', '2', '--ruleset', n]], [['odds', '--stat', n]], [['odds', n]]],
		oracle: [[['oracle', n, ...M]], [['oracle', 'Action', '--ruleset', n, ...M]], [['oracle', `${n}:classic/x`, ...M]]],
		template: [[['template', n, ...M]], [['template', '--text', `{{${n}}}`, ...M]], [['template', '--text', '{{Action}}', '--ruleset', n, ...M]]],
		ask: [[['ask', n]], [['ask', 'likely', '--ruleset', n]], [['ask', 'likely', '--question', n], 0]],
		'pick-two': [[['pick-two', n, 'other'], 0], [['pick-two', 'a', 'b', '--ruleset', n]]],
		moves: [[['moves', '--ruleset', n]], [['moves', n], 'takes no names']],
		oracles: [[['oracles', '--ruleset', n, ...M]], [['oracles', n, ...M], 'takes no names']],
		assets: [[['assets', '--ruleset', n]], [['assets', n], 'takes no names']],
		move: [
			[['move', n, '--stat', 'edge=2']],
			[['move', 'Face Danger', '--ruleset', n, '--stat', 'edge=2']],
			[['move', 'Face Danger', '--ruleset', 'classic', '--stat', `${n}=2`]],
			[['move', 'Face Danger', ...M, ...J, '--character', n]],
			[['move', 'Face Danger', ...M, ...J, '--stat', n]],
			[['move', 'Face Danger', ...M, ...J, '--stat', 'edge', '--ruleset', n]],
			[['move', 'Endure Harm', ...M, ...J, '--suffer', '1', '--companion', n]],
			[['move', 'Face Danger', ...M, ...J, '--stat', 'edge', '--ability', n]],
			[['move', 'Face Danger', ...M, ...J, '--stat', 'edge', '--rarity', n]],
			[['move', 'Aid Your Ally', ...M, ...J, '--stat', 'edge', '--ally', n]],
			[['move', 'Face Danger', ...M, ...J, '--stat', 'edge', '--reroll', n]],
			[['move', 'Fulfill Your Vow', ...M, ...J, '--track', n]],
			[['move', 'Endure Harm', ...M, ...J, '--suffer', '1', '--vehicle', n]],
			[['move', 'Face Danger', ...M, ...J, '--stat', 'edge', '--clock', n]],
			[['move', 'Face Danger', '--ruleset', 'classic', '--stat', 'edge=2', '--by', n], 0],
			[['move', 'Face Danger', ...M, ...J, '--stat', 'edge', '--choose', n]],
		],
		journal: [[['journal', n]], [['journal', 'check', join(v.main, n)]]],
		choose: [[['choose', '--journal', n, '1', ...M]], [['choose', ...J, n, ...M]]],
		character: [
			[['character', n], 'usage'],
			[['character', 'new', ...S, '--name', 'Arn', '--ruleset', n, '--stats', STATS]],
			[['character', 'new', ...S, '--name', 'Arn', '--ruleset', 'classic', '--stats', `${STATS},${n}=1`]],
			[['character', 'new', ...S, '--name', 'Arn', '--ruleset', 'classic', '--stats', STATS, '--assets', n]],
		],
		track: [
			[['track', n, ...M]],
			[['track', 'new', ...S, '--kind', n, '--rank', 'dangerous', '--name', 'Vow'], '--kind should be one of'],
			[['track', 'new', ...S, '--kind', 'vow', '--rank', n, '--name', 'Vow'], RANK],
			[['track', 'new', ...S, '--kind', 'scene_challenge', '--readiness', n, '--name', 'Vow'], '--readiness is clear_advantage'],
			[['track', 'new', ...S, '--kind', 'delve_site', '--rank', 'dangerous', '--name', 'Site', '--theme', n, '--domain', 'Barrow']],
			[['track', 'new', ...S, '--kind', 'delve_site', '--rank', 'dangerous', '--name', 'Site', '--theme', 'Ancient', '--domain', n]],
			[['track', 'new', ...S, '--kind', 'vow', '--rank', 'dangerous', '--name', n], 0],
			[['track', 'mark', n, ...M]],
		],
		clock: [[['clock', n, ...M], 'usage'], [['clock', 'new', ...S, '--name', 'Doom', '--segments', n]], [['clock', 'advance', n, ...M]], [['clock', 'new', ...S, '--name', n, '--folder', 'Clocks'], 0]],
		undo: [[['undo', '--journal', n, ...M]]],
		dashboard: [[['dashboard', ...S, '--folder', n], 0]],
		export: [[['export', '--journal', n, ...M]], [['export', '--mechanics', n, ...M]], [['export', '--format', n, ...M]], [['export', n, ...M]]],
		verify: [[['verify', ...M, '--folder', n], 0]],
		meter: [[['meter', 'take', n, '1', ...M]], [['meter', n, 'health', '1', ...M], 'usage'], [['meter', 'take', 'health', '1', ...M, '--character', n]]],
		debility: [[['debility', 'mark', n, ...M]], [['debility', n, 'wounded', ...M], 'usage'], [['debility', 'mark', 'wounded', ...M, '--character', n]]],
		initiative: [[['initiative', n, ...M], 'usage'], [['initiative', 'take', ...M, '--character', n]]],
		position: [[['position', n, ...M], 'usage'], [['position', 'in control', ...M, '--character', n]]],
		companion: [[['companion', n, '1', ...M], 'usage'], [['companion', 'take', '1', ...M, '--companion', n]], [['companion', 'take', '1', ...M, '--character', n]]],
		vehicle: [[['vehicle', n, '1', ...M], 'usage'], [['vehicle', 'take', '1', ...M, '--vehicle', n]]],
		xp: [
			[['xp', n, ...M], 'usage'],
			[['xp', 'spend', n, ...M]],
			[['xp', 'spend', 'Hawk', n, ...M]],
			[['asset', 'add', 'Ironclad', '--free', '--input', `${n}=x`, ...M]],
			[['xp', 'earn', '1', ...M, '--character', n]],
		],
		asset: [
			[['asset', n, ...M], 'usage'],
			[['asset', 'add', n, ...M]],
			[['asset', 'upgrade', n, ...M]],
			[['asset', 'upgrade', 'Hawk', n, ...M]],
			[['asset', 'input', n, '--input', 'name=x', ...M]],
			[['asset', 'input', 'Hawk', '--input', `${n}=x`, ...M]],
			[['asset', 'meter', n, 'health', '+1', ...M]],
			[['asset', 'meter', 'Hawk', n, '+1', ...M]],
			[['asset', 'mark', n, 'out_of_action', ...M]],
			[['asset', 'mark', 'Hawk', n, ...M]],
			[['asset', 'list', ...M, '--character', n]],
		],
		party: [[['party', n, 'Kira', ...M]], [['party', 'Kira', n, ...M]]],
		site: [
			[['site', n, ...M], 'usage'],
			[['site', 'new', ...S, '--theme', n, '--domain', 'Barrow', '--rank', 'dangerous', '--name', 'Crypt']],
			[['site', 'new', ...S, '--theme', 'Ancient', '--domain', n, '--rank', 'dangerous', '--name', 'Crypt']],
			[['site', 'new', ...S, '--theme', 'Ancient', '--domain', 'Barrow', '--rank', n, '--name', 'Crypt'], RANK],
			[['site', 'new', ...S, '--premade', n]],
			[['site', 'enter', n, ...J, ...M]],
			[['site', 'delve', 'Tracks/Crypt.md', ...J, ...M, '--stat', n]],
		],
		threat: [
			[['threat', n, ...M], 'usage'],
			[['threat', 'new', ...S, '--name', 'Lich', '--rank', n], RANK],
			[['threat', 'new', ...S, '--name', 'Lich', '--rank', 'dangerous', '--category', n]],
			[['threat', 'advance', n, ...J, ...M]],
		],
		rarity: [[['rarity', n, ...M], 'usage'], [['rarity', 'buy', n, ...M]]],
		hiatus: [[['hiatus', ...J, ...M, '--character', n]], [['hiatus', '--journal', `Hiatus/${n}.md`, ...M], 0]],
		generate: [
			[['generate', n]],
			[['generate', 'npc', '--ruleset', n]],
			[['generate', 'settlement', '--ruleset', 'starforged', '--region', n], '--region is terminus'],
			[['generate', 'npc', '--ruleset', 'classic', '--reroll', n]],
			[['generate', 'site', '--rank', n]],
		],
		'move-info': [[['move-info', n]], [['move-info', 'Face Danger', '--ruleset', n]]],
		truths: [
			[['truths', n]],
			[['truths', '--ruleset', n]],
			[['truths', 'roll', '--ruleset', n]],
			[['truths', 'roll', '--ruleset', 'classic', '--choose', `${n}=1`]],
			[['truths', 'roll', '--ruleset', 'classic', '--choose', `old_world=${n}`]],
			[['truths', 'roll', '--ruleset', 'classic', '--choose', `old_world=1/${n}`]],
			[['truths', 'roll', '--ruleset', 'classic', '--skip', n]],
			[['truths', 'roll', '--out', 'Truths.md', ...S, '--character', n]],
		],
		link: [[['link', n]], [['link', 'Face Danger', '--ruleset', n]]],
		stats: [[['stats', n, ...M]], [['stats', ...M, '--folder', n]]],
		init: [[['init', join(v.plain, n)], 0]],
	};
}

/** Commands that read the character of a vault, for the vaults whose character note is hostile. */
export function sheetCases(vault: string, who: string): Case[] {
	const V = ['--vault', vault, '--character', who];
	const J = ['--journal', 'Journal.md'];
	return [
		[['move', 'Face Danger', ...V, ...J, '--stat', 'edge']],
		[['meter', 'take', 'health', '1', ...V]],
		[['debility', 'mark', 'wounded', ...V]],
		[['initiative', 'take', ...V]],
		[['companion', 'take', '1', ...V]],
		[['xp', ...V]],
		[['asset', 'list', ...V]],
		[['asset', 'add', 'Hawk', '--free', ...V]],
		[['rarity', 'buy', 'Hawk', ...V]],
		[['site', 'enter', 'Crypt.md', ...J, ...V]],
		[['hiatus', ...J, ...V]],
		[['truths', 'roll', '--out', 'Truths.md', ...V]],
		[['generate', 'npc', '--vault', vault], 'give the ruleset'],
	];
}

/** Each frontmatter key named like Object's own, each read as a stat, a meter, a debility. */
export function protoKeyCases(vault: string, n: string): Case[] {
	const V = ['--vault', vault];
	const J = ['--journal', 'Journal.md'];
	return [
		[['move', 'Face Danger', ...V, ...J, '--stat', n]],
		[['meter', 'take', n, '1', ...V]],
		[['debility', 'mark', n, ...V]],
		[['asset', 'meter', 'Hawk', n, '+1', ...V]],
		[['asset', 'mark', 'Hawk', n, ...V]],
		// The sheet's other keys still play: the hostile ones are only data.
		[['meter', 'suffer', 'spirit', '1', ...V], 0],
	];
}
