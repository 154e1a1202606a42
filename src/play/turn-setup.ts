import { linkFor, pathFor } from '../campaign/links';
import type { ContentLibrary, RulesetContent } from '../content/library';
import type { MoveInfo } from '../content/map-move';
import type { RulesetId } from '../content/rulesets';
import { moveModel } from '../moves';
import { impactRules } from '../moves/engine/impacts';
import type { AssetMeter, Situation } from '../moves/engine/situation';
import { StateView } from '../moves/engine/state-view';
import { StateError, readCharacter, readClock, readTrack } from '../state/schema';
import { checkAssetMeters } from '../character/asset-state';
import type { StateStore } from './note-store';
import { sceneClockOf } from './scene-clock';
import { addTrackOwners } from './track-owners';
import { addConnections } from './connections';
import { coreOf } from '../content/rulesets';

/** Where the move's notes are: all optional, for a move made without a character. */
export interface TurnNotes {
	characterPath?: string;
	trackPath?: string;
	clockPath?: string;
	/** The companion asset a companion move acts on, by id or name, when the sheet has several. */
	companion?: string;
	/** Aid Your Ally: the ally's character note, who takes the benefits of a hit. */
	allyPath?: string;
	/** The vehicle a vehicle move acts on, by id or name, when the sheet has several (a starship and a rover). */
	vehicle?: string;
}

export interface TurnSetup extends TurnNotes {
	/** What is known of a character without its notes (values typed or read elsewhere): used only when no sheet is loaded. */
	snapshot?: { link: string; momentum?: number; debilities: number };
	content: ContentLibrary;
	ruleset: RulesetId;
	move: MoveInfo;
	store?: StateStore;
}

type Controls = Record<string, { field_type?: string; max?: number }>;

/** The sheet's assets with a meter of this kind: a companion's health, a vehicle's integrity. */
export function assetMeters(scope: RulesetContent, fm: Record<string, unknown>, control: 'health' | 'integrity' | 'supply'): AssetMeter[] {
	const assets = Array.isArray(fm.assets) ? fm.assets.filter((a): a is string => typeof a === 'string') : [];
	return assets.flatMap((id): AssetMeter[] => {
		const entry = scope.get(id);
		const controls = (entry?.node as { controls?: Controls } | undefined)?.controls ?? {};
		const meter = controls[control];
		if (!entry || meter?.field_type !== 'condition_meter') return [];
		const slug = id.split('/').pop() ?? id;
		const key = `${slug}_${control}`;
		if (typeof fm[key] !== 'number') return [];
		const name = typeof fm[`${slug}_name`] === 'string' && fm[`${slug}_name`] ? (fm[`${slug}_name`] as string) : entry.name;
		return [{ asset: id, key, max: meter.max ?? 5, name }];
	});
}

/** The companion (or vehicle) asset a move acts on: the one named, or the first on the sheet. */
function pickCompanion(meters: AssetMeter[], wanted: string | undefined, what = 'companion'): AssetMeter | undefined {
	if (!wanted) return meters[0];
	const w = wanted.toLowerCase();
	const found = meters.find((m) => m.asset === wanted || m.name.toLowerCase() === w || m.asset?.toLowerCase().endsWith(`/${w.replace(/\s+/g, '_')}`));
	if (!found) throw new StateError(`The sheet has no ${what} "${wanted}"${meters.length ? `: it has ${meters.map((m) => m.name).join(', ')}` : ''}.`);
	return found;
}

/**
 * A move that acts on a companion (or vehicle) with two or more on the sheet and none named
 * would silently hit the first: it is refused, naming them (the palette asks which instead).
 */
function refuseUnnamedAsset(setup: TurnSetup, scope: RulesetContent, fm: Record<string, unknown>): void {
	// Only a move about one of them (Companion Endure Harm, Withstand Damage); Make Camp's "any companions" is not refused.
	const model = moveModel(setup.move.id);
	const about = (gauge: string, kind: string) => model?.sufferFirst === gauge || !!model?.preconditions?.some((p) => p.requires.kind === kind);
	const uses = { companion: about('companion_health', 'companion'), vehicle: about('integrity', 'vehicle') };
	for (const [which, control] of [['companion', 'health'], ['vehicle', 'integrity']] as const) {
		const meters = assetMeters(scope, fm, control);
		if (!uses[which] || setup[which] || meters.length < 2) continue;
		throw new StateError(`${setup.move.name} acts on one ${which}, and the sheet has ${meters.length}: ${meters.map((m) => m.name).join(', ')}; give --${which} NAME.`);
	}
}

/** A site is delved with its theme and domain cards: without them the move would roll on no card. */
function refuseSiteWithoutCards(setup: TurnSetup, fm: Record<string, unknown>): void {
	if (!moveModel(setup.move.id)?.siteCards || fm.kind !== 'delve_site') return;
	const missing = (['theme', 'domain'] as const).filter((k) => typeof fm[k] !== 'string' || !fm[k]);
	if (missing.length === 0) return;
	throw new StateError(`${setup.trackPath ?? 'The site'} has no ${missing.join(' and no ')}: ${setup.move.name} reads the site's theme and domain cards, so set ${missing.length > 1 ? 'them' : 'it'} in the note (as site new --theme T --domain D does).`);
}

/** Puts a character sheet, checked, into the view, with its companion and vehicle. */
export function addCharacter(view: StateView, situation: Situation, scope: RulesetContent, fm: Record<string, unknown>, path: string, companion?: string, vehicleName?: string): void {
	readCharacter(fm, path, situation.impacts.map((i) => i.key));
	// A meter written as text would be skipped below, and the move would roll another asset's.
	checkAssetMeters(scope, fm, path);
	situation.character = linkFor(path);
	view.add(situation.character, fm);
	const picked = pickCompanion(assetMeters(scope, fm, 'health'), companion);
	const vehicle = pickCompanion(assetMeters(scope, fm, 'integrity'), vehicleName, 'vehicle');
	const hold = assetMeters(scope, fm, 'supply')[0];
	if (picked) situation.companion = picked;
	if (vehicle) situation.vehicle = vehicle;
	if (hold) situation.hold = hold;
}

/** The allies on the sheet's `party` list, loaded so a shared supply change reaches them. */
export async function addParty(store: StateStore, view: StateView, situation: Situation, fm: Record<string, unknown>): Promise<void> {
	const links = Array.isArray(fm.party) ? fm.party.filter((l): l is string => typeof l === 'string' && l.startsWith('[[')) : [];
	const party: string[] = [];
	for (const link of links) {
		const path = pathFor(link);
		const ally = await store.frontmatter(path);
		if (ally === null) throw new StateError(`${link} on the party list of ${situation.character ?? 'the sheet'} is missing: fix the list or make the note.`);
		readCharacter(ally, path, situation.impacts.map((i) => i.key));
		const own = linkFor(path);
		if (own === situation.character || view.has(own)) continue;
		view.add(own, ally);
		party.push(own);
	}
	if (party.length > 0) situation.party = party;
}

/**
 * Reads the notes a move touches into a StateView, each checked for what it should be, and
 * builds the engine's situation. Nothing is written here.
 */
export async function loadTurn(setup: TurnSetup): Promise<{ view: StateView; situation: Situation }> {
	const scope = setup.content.ruleset(setup.ruleset);
	const impacts = impactRules(scope);
	const view = new StateView();
	const situation: Situation = { ruleset: setup.ruleset, moveId: setup.move.id, moveName: setup.move.name, impacts };
	const store = setup.store;
	if (!store) return { view, situation };
	const load = async (path: string, what: string) => {
		const fm = await store.frontmatter(path);
		if (fm === null) throw new StateError(`There is no ${what} note at ${path}.`);
		return fm;
	};
	if (setup.characterPath) {
		const fm = await load(setup.characterPath, 'character');
		addCharacter(view, situation, scope, fm, setup.characterPath, setup.companion, setup.vehicle);
		refuseUnnamedAsset(setup, scope, fm);
		await addParty(store, view, situation, fm);
		// Only an action roll can take a connection's help; the vault is read for them only then.
		if (coreOf(setup.ruleset) === 'starforged' && setup.move.rollType === 'action_roll') await addConnections(store, situation, setup.characterPath);
	}
	if (setup.allyPath) {
		const fm = await load(setup.allyPath, 'character');
		readCharacter(fm, setup.allyPath, impacts.map((i) => i.key));
		situation.aid = linkFor(setup.allyPath);
		if (situation.aid === situation.character) throw new StateError('A character cannot aid themselves: name another character as the ally.');
		view.add(situation.aid, fm);
	}
	if (setup.trackPath) {
		const fm = await load(setup.trackPath, 'track');
		readTrack(fm, setup.trackPath);
		refuseSiteWithoutCards(setup, fm);
		situation.track = linkFor(setup.trackPath);
		view.add(situation.track, fm);
		await addTrackOwners(store, view, situation, fm);
	}
	const clockPath = setup.clockPath ?? (setup.trackPath ? await sceneClockOf(store, setup.move.id, setup.trackPath, view.get(situation.track as string, 'kind')) : undefined);
	if (clockPath) {
		const fm = await load(clockPath, 'clock');
		readClock(fm, clockPath);
		situation.clock = linkFor(clockPath);
		view.add(situation.clock, fm);
	}
	return { view, situation };
}
