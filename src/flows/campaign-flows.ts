import { createCharacter, createClock, createTrack } from '../campaign/create';
import { linkFor } from '../campaign/links';
import { advanceClock, markTrack, setTrackStatus } from '../campaign/track-ops';
import type { DiceSource } from '../rules/dice';
import { fixFromJournal, verifyCampaign } from '../campaign/verify';
import type { ContentLibrary } from '../content/library';
import { RULESET_LABELS, type RulesetId } from '../content/rulesets';
import type { StateChange } from '../journal/block';
import type { StateStore } from '../play/note-store';
import type { Prompter } from '../play/prompter';
import { unreadableLine } from '../play/unreadable-notes';
import { STARTING_STAT_ARRAY } from '../rules/character-creation';
import { startingAssetCount } from '../character/starting-play';
import { RANKS } from '../rules/progress';
import { TRACK_KINDS, type TrackKind, kindOf } from '../state/schema';
import { changeWords } from '../journal/change-words';

export interface CampaignPorts {
	store: StateStore;
	content: ContentLibrary;
	prompt: Prompter;
	rulesets: readonly RulesetId[];
	characterFolder: string;
	trackFolder: string;
	activeCharacter: string;
	setActiveCharacter(path: string): Promise<void>;
	/** The note open in the editor: the journal for undo. */
	activeNote?: string;
	/** Dice for what a command rolls (a burn that turns a miss into a weak hit with a table). */
	dice?: DiceSource;
	notify(message: string): void;
}

const describe = (c: StateChange) => changeWords(c.key, c.from, c.to);

export async function createCharacterFlow(p: CampaignPorts): Promise<string | undefined> {
	const ruleset = p.rulesets.length === 1 ? p.rulesets[0] : await p.prompt.choose('Ruleset', p.rulesets.map((r) => ({ value: r, label: RULESET_LABELS[r] })));
	if (!ruleset) return undefined;
	const name = (await p.prompt.text('Character name', 'Kira'))?.trim();
	if (!name) return undefined;
	const stats: Record<string, number> = {};
	const left = ['edge', 'heart', 'iron', 'shadow', 'wits'];
	for (const value of STARTING_STAT_ARRAY.slice(0, 4)) {
		const stat = await p.prompt.choose(`Which stat gets +${value}?`, left.map((s) => ({ value: s, label: s })));
		if (!stat) return undefined;
		stats[stat] = value;
		left.splice(left.indexOf(stat), 1);
	}
	stats[left[0] as string] = STARTING_STAT_ARRAY[4];
	const assets: string[] = [];
	const all = p.content.ruleset(ruleset).entries('asset');
	// Starforged starts with four (the ship, two paths, one more): src/character/starting-play.ts.
	const count = startingAssetCount(ruleset);
	while (assets.length < count) {
		const pick = await p.prompt.choose(`Starting asset ${assets.length + 1} of ${count}`, [
			{ value: '', label: assets.length === 0 ? 'No assets for now' : 'Done' },
			...all.filter((a) => !assets.includes(a.id)).map((a) => ({ value: a.id, label: a.name, detail: a.path.join(' › ') })),
		]);
		if (pick === undefined) return undefined;
		if (pick === '') break;
		assets.push(pick);
	}
	const path = await createCharacter(p.store, p.content, { name, ruleset, stats, folder: p.characterFolder, assets });
	if (!p.activeCharacter) await p.setActiveCharacter(path);
	p.notify(`Created ${path}.`);
	return path;
}

export async function createTrackFlow(p: CampaignPorts, kind?: TrackKind): Promise<string | undefined> {
	const k = kind ?? (await p.prompt.choose('Kind of track', TRACK_KINDS.map((t) => ({ value: t, label: t.replace(/_/g, ' ') }))));
	if (!k) return undefined;
	const rank = await p.prompt.choose('Rank', RANKS.map((r) => ({ value: r, label: r })));
	if (!rank) return undefined;
	const name = (await p.prompt.text('Name', 'Avenge my kin'))?.trim();
	if (!name) return undefined;
	const owners = p.activeCharacter ? [linkFor(p.activeCharacter)] : [];
	// A fight against troublesome or dangerous foes may be a pack (CB-15): its rank is raised.
	let pack: number | undefined;
	if (k === 'fight' && (rank === 'troublesome' || rank === 'dangerous')) {
		const kind = await p.prompt.choose('One foe or a pack?', [
			{ value: 'one', label: 'One foe (or each fought alone)' },
			{ value: 'pack', label: 'A pack: 3-5 foes fight one rank higher, 6-10 two ranks' },
		]);
		if (kind === undefined) return undefined;
		if (kind === 'pack') {
			pack = await p.prompt.number('How many foes in the pack? (3-10)', { min: 3, max: 10 });
			if (pack === undefined) return undefined;
		}
	}
	const path = await createTrack(p.store, { name, kind: k, rank, folder: p.trackFolder, owners, ...(pack ? { pack } : {}) });
	p.notify(`Created ${path}.`);
	return path;
}

/** Picks an active track or clock note of the campaign. */
async function pickNote(p: CampaignPorts, kind: 'track' | 'clock', title: string): Promise<string | undefined> {
	const notes: { value: string; label: string }[] = [];
	for (const { path, fm } of await p.store.campaignNotes(p.trackFolder)) {
		if (kindOf(fm) === kind && fm.status !== 'complete' && fm.status !== 'forsaken') notes.push({ value: path, label: path.replace(/\.md$/, '') });
	}
	if (notes.length === 0) {
		p.notify(`No active ${kind} in ${p.trackFolder || 'the vault'}.`);
		return undefined;
	}
	return p.prompt.choose(title, notes);
}

export async function trackFlow(p: CampaignPorts, action: 'mark' | 'complete' | 'forsake'): Promise<StateChange[] | undefined> {
	const path = await pickNote(p, 'track', action === 'mark' ? 'Mark progress on' : action === 'complete' ? 'Complete' : 'Forsake');
	if (!path) return undefined;
	// Journaled in the open note, so undo and verify cover a mark made by hand.
	const journal = p.activeNote?.endsWith('.md') ? p.activeNote : undefined;
	const changes = await p.store.exclusive(() => (action === 'mark' ? markTrack(p.store, path, 1, journal) : setTrackStatus(p.store, path, action === 'complete' ? 'complete' : 'forsaken', journal)));
	p.notify(changes.length ? `${path}: ${changes.map(describe).join(', ')}` : `${path} is already full.`);
	return changes;
}

export async function clockFlow(p: CampaignPorts, action: 'new' | 'advance'): Promise<unknown> {
	if (action === 'new') {
		const segments = await p.prompt.choose('Segments', [4, 6, 8, 10].map((n) => ({ value: n, label: `${n} segments` })));
		if (!segments) return undefined;
		const name = (await p.prompt.text('Name', 'The storm breaks'))?.trim();
		if (!name) return undefined;
		return createClock(p.store, { name, segments, folder: p.trackFolder });
	}
	const path = await pickNote(p, 'clock', 'Advance which clock?');
	if (!path) return undefined;
	const journal = p.activeNote?.endsWith('.md') ? p.activeNote : undefined;
	const changes = await p.store.exclusive(() => advanceClock(p.store, path, 1, journal));
	p.notify(`${path}: ${changes.map(describe).join(', ')}`);
	return changes;
}

export async function setActiveCharacterFlow(p: CampaignPorts): Promise<string | undefined> {
	const choices: { value: string; label: string }[] = [];
	for (const { path, fm } of await p.store.campaignNotes(p.characterFolder)) {
		if (kindOf(fm) === 'character') choices.push({ value: path, label: typeof fm.name === 'string' ? fm.name : path });
	}
	const path = await p.prompt.choose('Active character', choices);
	if (path) await p.setActiveCharacter(path);
	return path;
}

export async function verifyFlow(p: CampaignPorts): Promise<void> {
	const report = await verifyCampaign(p.store, p.content);
	const problems = [...report.problems, ...report.disagreements.map((d) => d.message)];
	const skipped = report.unreadable.map(unreadableLine);
	if (problems.length === 0) {
		p.notify([`${report.blocks} moves checked: the journal and the notes agree.`, ...skipped].join('\n'));
		return;
	}
	if (!report.disagreements.some((d) => d.fixable)) {
		// Nothing a value could settle (a note the journal changed is gone, the journal's own
		// chain breaks): there is no choice to offer, but the player must still be told.
		const shown = problems.slice(0, MAX_LISTED);
		const more = problems.length - shown.length;
		const head = `${problems.length} problem${problems.length === 1 ? '' : 's'} in the journal; none can be fixed by setting a value:`;
		p.notify([head, ...shown, ...(more > 0 ? [`…and ${more} more.`] : []), ...skipped].join('\n'));
		return;
	}
	const fix = await p.prompt.confirm('The journal and the notes disagree', [...problems, ...skipped].join('\n'), 'Set the notes to what the journal says', 'Leave them');
	if (fix) {
		const fixed = await fixFromJournal(p.store, report.disagreements);
		const left = problems.length - fixed.length;
		p.notify(left === 0 ? 'The notes now match the journal.' : `${fixed.length} value${fixed.length === 1 ? '' : 's'} set to what the journal says; ${left} problem${left === 1 ? '' : 's'} left to fix by hand.`);
	}
}

/** How many problems a notice lists: more would not fit on a phone's screen. */
const MAX_LISTED = 5;
