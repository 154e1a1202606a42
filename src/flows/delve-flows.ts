import { linkFor } from '../campaign/links';
import type { RulesetContent } from '../content/library';
import { buyRarity } from '../delve/rarities';
import { createSite, createThreat, threatCategories } from '../delve/new-notes';
import { activeThreats } from '../delve/threats';
import type { JournalBlock } from '../journal/block';
import { RANKS, type Rank } from '../rules/progress';
import { rollOracle } from '../rules/oracle-table';
import { StateError } from '../state/schema';
import { playMove } from './make-move-flow';
import type { FlowPorts } from './ports';
import { changeSheet } from './sheet-flows';

const DISCOVER = 'move:delve/delve/discover_a_site';
const ADVANCE = 'move:delve/threat/advance_a_threat';

function delveOf(ports: FlowPorts): RulesetContent {
	if (!ports.rulesets.includes('delve')) throw new StateError('Turn on Ironsworn: Delve in the settings first.');
	return ports.content.ruleset('delve');
}

function campaignOf(ports: FlowPorts): NonNullable<FlowPorts['campaign']> {
	if (!ports.campaign) throw new StateError('Set the active character first (Set the active character, or Create character).');
	return ports.campaign;
}

/** A theme or domain picked from the cards, or rolled on Delve's Site Nature table. */
async function pickCard(ports: FlowPorts, scope: RulesetContent, type: 'delve_site_theme' | 'delve_site_domain'): Promise<string | undefined> {
	const word = type === 'delve_site_theme' ? 'theme' : 'domain';
	const pick = await ports.prompt.choose(`The site's ${word}`, [
		{ value: 'roll', label: `Roll the ${word}` },
		...scope.entries(type).map((e) => ({ value: e.id, label: e.name, detail: (e.node as { summary?: string }).summary })),
	]);
	if (pick !== 'roll') return pick;
	const rolled = rollOracle(scope.table(`oracle_rollable:delve/site_nature/${word}`), ports.dice, scope.lookup);
	// The row links to the card it names; a row naming none ("roll twice") leaves the pick to the player.
	const id = /datasworn:(delve_site_(?:theme|domain):[^)\s]+)/.exec(rolled.result)?.[1];
	if (!id) return pickCard(ports, scope, type);
	ports.notify(`${word[0]?.toUpperCase()}${word.slice(1)}: ${scope.get(id)?.name ?? id} (rolled ${rolled.roll}).`);
	return id;
}

/** An active vow the site or threat is about, or none. */
async function pickVow(ports: FlowPorts, title: string): Promise<string | undefined | null> {
	const vows = (await ports.tracks()).filter((t) => t.kind === 'vow');
	if (vows.length === 0) return null;
	return ports.prompt.choose(title, [{ value: null, label: 'No vow' }, ...vows.map((v) => ({ value: v.link, label: v.name }))]);
}

/** Discover a site: a premade one or a new one with its rank, theme and domain; the note, then the move in it. */
export async function discoverSiteFlow(ports: FlowPorts): Promise<JournalBlock | undefined> {
	const scope = delveOf(ports);
	const { store, trackFolder } = campaignOf(ports);
	const premade = await ports.prompt.choose('Discover a site', [
		{ value: '', label: 'A new site', detail: 'choose its name, rank, theme and domain' },
		...scope.entries('delve_site').map((e) => ({ value: e.id, label: e.name, detail: 'premade site from Ironsworn: Delve' })),
	]);
	if (premade === undefined) return undefined;
	let input: Parameters<typeof createSite>[2] = { folder: trackFolder, owners: [linkFor(campaignOf(ports).characterPath)] };
	if (premade) input = { ...input, premade };
	else {
		const name = (await ports.prompt.text('Name of the site', 'The Frozen Vault'))?.trim();
		if (!name) return undefined;
		const rank = await ports.prompt.choose<Rank>('Rank of the site', RANKS.map((r) => ({ value: r, label: r })));
		if (!rank) return undefined;
		const theme = await pickCard(ports, scope, 'delve_site_theme');
		if (!theme) return undefined;
		const domain = await pickCard(ports, scope, 'delve_site_domain');
		if (!domain) return undefined;
		input = { ...input, name, rank, theme, domain };
	}
	const vow = await pickVow(ports, 'The vow you delve it for');
	if (vow === undefined) return undefined;
	const path = await store.exclusive(() => createSite(store, ports.content, vow ? { ...input, vow } : input));
	ports.notify(`Created ${path}.`);
	return playMove(ports, scope, scope.move(DISCOVER), undefined, { trackPath: path });
}

/** Create a threat: its name, rank (its vow's), category and the vow it opposes. */
export async function newThreatFlow(ports: FlowPorts): Promise<JournalBlock | undefined> {
	delveOf(ports);
	const { store, trackFolder, characterPath } = campaignOf(ports);
	const name = (await ports.prompt.text('Name of the threat', 'The Frost Cult'))?.trim();
	if (!name) return undefined;
	const rank = await ports.prompt.choose<Rank>('Rank of the threat (the rank of the vow it opposes)', RANKS.map((r) => ({ value: r, label: r })));
	if (!rank) return undefined;
	const category = await ports.prompt.choose('Category', threatCategories(ports.content).map((c) => ({ value: c, label: c })));
	if (!category) return undefined;
	const vow = await pickVow(ports, 'The vow it opposes');
	if (vow === undefined) return undefined;
	const path = await store.exclusive(() => createThreat(store, ports.content, { name, rank, category, folder: trackFolder, owners: [linkFor(characterPath)], ...(vow ? { vow } : {}) }));
	ports.notify(`Created ${path}.`);
	return undefined;
}

/** A Delve move made from its own command (Delve the depths, Advance a threat). */
export function delveMoveFlow(moveId: string) {
	return (ports: FlowPorts): Promise<JournalBlock | undefined> => {
		const scope = delveOf(ports);
		return playMove(ports, scope, scope.move(moveId));
	};
}

/** Take a Hiatus, then Advance a Threat once for each active threat, each its own block. */
export async function hiatusFlow(ports: FlowPorts): Promise<JournalBlock | undefined> {
	const scope = delveOf(ports);
	const { store } = campaignOf(ports);
	const hiatus = await playMove(ports, scope, scope.move('move:delve/threat/take_a_hiatus'), undefined, { followUps: false });
	if (!hiatus) return undefined;
	const threats = await activeThreats(store);
	if (threats.length === 0) ports.notify('No active threat to advance.');
	for (const path of threats) if (!(await playMove(ports, scope, scope.move(ADVANCE), undefined, { trackPath: path }))) break;
	return hiatus;
}

/** Buy a rarity for an asset on the sheet, with its experience cost. */
export async function buyRarityFlow(ports: FlowPorts): Promise<JournalBlock | undefined> {
	const scope = delveOf(ports);
	const pick = await ports.prompt.choose(
		'Buy which rarity?',
		scope.entries('rarity').map((e) => {
			const node = e.node as { asset?: string; xp_cost?: number };
			return { value: e.id, label: e.name, detail: `${scope.get(node.asset ?? '')?.name ?? node.asset ?? ''} · ${node.xp_cost ?? '?'} XP` };
		}),
	);
	if (!pick) return undefined;
	return changeSheet(ports, (sheet) => buyRarity(sheet, pick));
}
