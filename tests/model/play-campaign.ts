import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { runCli } from '../../src/cli/run';
import type { RulesetId } from '../../src/content/rulesets';
import { fixedDice } from '../../src/rules/dice';
import { readFrontmatter } from '../../src/state/frontmatter-text';
import { library } from '../helpers/content';
import { MemoryVault } from '../helpers/memory-vault';

/** A campaign to play at random: its notes as the CLI made them, and the commands that made them. */
export interface Campaign {
	ruleset: RulesetId;
	/** The commands a person types to make the same vault, after `iron-ledger init`. */
	setup: string[][];
	notes: ReadonlyMap<string, string>;
	characters: { path: string; name: string }[];
	tracks: { path: string; kind: string }[];
	clocks: string[];
}

const STATS = ['edge=3,heart=2,iron=2,shadow=1,wits=1', 'edge=1,heart=3,iron=2,shadow=2,wits=1'];

const ASSETS: Record<RulesetId, string[]> = {
	classic: ['Swordmaster,Hound,Alchemist', 'Archer,Hawk,Alchemist'],
	delve: ['Swordmaster,Hound,Alchemist', 'Archer,Hawk,Alchemist'],
	starforged: ['Starship,Protocol Bot', 'Starship,Protocol Bot'],
	sundered_isles: ['Flagship,Parrot', 'Flagship,Parrot'],
};

/** The tracks and clocks of the campaign: one of each kind its ruleset plays. */
function trackCommands(ruleset: RulesetId): string[][] {
	const classic = ruleset === 'classic' || ruleset === 'delve';
	const out = [
		['track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Find the Relic', '--character', 'Characters/Kira.md'],
		['track', 'new', '--kind', 'vow', '--rank', 'troublesome', '--name', 'Guard the Pass', '--character', 'Characters/Arn.md'],
		['track', 'new', '--kind', classic ? 'fight' : 'combat_objective', '--rank', 'formidable', '--name', 'Duel'],
		['track', 'new', '--kind', classic ? 'journey' : 'expedition', '--rank', 'troublesome', '--name', 'The Road'],
		['clock', 'new', '--name', 'Doom', '--segments', '4'],
	];
	if (ruleset === 'delve') out.push(['track', 'new', '--kind', 'delve_site', '--rank', 'dangerous', '--name', 'Barrow', '--theme', 'Ancient', '--domain', 'Barrow']);
	if (!classic) {
		out.push(['track', 'new', '--kind', 'connection', '--rank', 'dangerous', '--name', 'Ada']);
		out.push(['track', 'new', '--kind', 'scene_challenge', '--readiness', 'ready', '--name', 'Escape']);
	}
	return out;
}

export function setupCommands(ruleset: RulesetId): string[][] {
	const characters = ['Kira', 'Arn'].map((name, i) => ['character', 'new', '--name', name, '--ruleset', ruleset, '--stats', STATS[i] ?? '', '--assets', ASSETS[ruleset][i] ?? '']);
	return [...characters, ...trackCommands(ruleset)];
}

/** Every file under `dir` but Obsidian's own folder, by vault path. */
export function readVault(dir: string): Map<string, string> {
	const notes = new Map<string, string>();
	const walk = (at: string) => {
		for (const name of readdirSync(at)) {
			if (name.startsWith('.')) continue;
			const full = join(at, name);
			if (statSync(full).isDirectory()) walk(full);
			else notes.set(relative(dir, full).split('\\').join('/'), readFileSync(full, 'utf8'));
		}
	};
	walk(dir);
	return notes;
}

/** Makes the campaign with the CLI itself, in process, in a folder removed at once. */
async function makeCampaign(ruleset: RulesetId): Promise<Campaign> {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-model-'));
	try {
		mkdirSync(join(dir, '.obsidian'));
		const setup = setupCommands(ruleset);
		for (const args of setup) {
			let err = '';
			const code = await runCli([...args, '--vault', dir], { content: library, dice: fixedDice([]) }, { out: () => undefined, err: (t) => (err += t) });
			if (code !== 0) throw new Error(`Setting up the ${ruleset} campaign failed: iron-ledger ${args.join(' ')}: ${err}`);
		}
		const notes = readVault(dir);
		const campaign: Campaign = { ruleset, setup, notes, characters: [], tracks: [], clocks: [] };
		for (const [path, text] of [...notes].sort(([a], [b]) => a.localeCompare(b))) {
			const fm = readFrontmatter(text, path);
			if (fm.iron_ledger === 'character') campaign.characters.push({ path, name: String(fm.name) });
			if (fm.iron_ledger === 'track') campaign.tracks.push({ path, kind: String(fm.kind) });
			if (fm.iron_ledger === 'clock') campaign.clocks.push(path);
		}
		return campaign;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

const made = new Map<RulesetId, Promise<Campaign>>();

/** The ruleset's campaign, made once per test file. */
export function campaignFor(ruleset: RulesetId): Promise<Campaign> {
	let campaign = made.get(ruleset);
	if (!campaign) made.set(ruleset, (campaign = makeCampaign(ruleset)));
	return campaign;
}

export const vaultOf = (campaign: Campaign) => new MemoryVault(new Map(campaign.notes));
