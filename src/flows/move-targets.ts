import { pathFor } from '../campaign/links';
import type { MoveInfo } from '../content/map-move';
import { moveModel } from '../moves';
import type { Choice } from '../play/prompter';
import { oddsFor } from './odds-labels';
import type { FlowPorts } from './ports';

/** What a move is made about, asked before its turn opens: the track, and the ally it aids. */

export const isProgressMove = (m: MoveInfo) => m.rollType === 'progress_roll' || m.rollType === 'special_track';


export interface PickedTrack {
	path?: string;
	link?: string;
	ticks?: number;
}

/** Which track the move is about: asked when the move marks or rolls one. Empty for none. */
export async function pickTrack(ports: FlowPorts, move: MoveInfo, kind: string | undefined): Promise<PickedTrack | undefined> {
	if (move.rollType === 'special_track' || (!isProgressMove(move) && (!kind || !ports.campaign))) return {};
	const tracks = await ports.tracks();
	const fitting = tracks.filter((t) => !kind || !t.kind || t.kind === kind || (kind === 'fight' && t.kind === 'combat_objective'));
	const choices: Choice<PickedTrack>[] = fitting.map((t) => ({
		value: { path: pathFor(t.link), link: t.link, ticks: t.ticks },
		label: t.name,
		detail: `progress ${Math.floor(t.ticks / 4)} — ${oddsFor(Math.floor(t.ticks / 4))}`,
	}));
	if (choices.length === 0 && !isProgressMove(move)) return {};
	choices.push({ value: {}, label: isProgressMove(move) ? 'Enter the progress score' : kind === 'fight' && !moveModel(move.id)?.track ? 'Not in a fight' : 'No track' });
	if (choices.length === 1) return {};
	return ports.prompt.choose(`${move.name}: which ${kind?.replace(/_/g, ' ') ?? 'track'}?`, choices);
}

/** The moves Aid Your Ally makes for an ally, whose hit benefits the ally. */
const AIDING = new Set(['move:classic/adventure/secure_an_advantage', 'move:starforged/adventure/secure_an_advantage', 'move:starforged/combat/gain_ground']);

/** In co-op, whether this move is made in direct support of another character: who, or '' for yourself. */
export async function pickAlly(ports: FlowPorts, move: MoveInfo): Promise<string | undefined> {
	const campaign = ports.campaign;
	if (!campaign || !AIDING.has(move.id)) return '';
	const others: { value: string; label: string }[] = [];
	for (const { path, fm } of await campaign.store.campaignNotes('')) {
		if (path === campaign.characterPath) continue;
		if (fm.iron_ledger === 'character') others.push({ value: path, label: `Aid ${typeof fm.name === 'string' ? fm.name : path}: they take the benefits` });
	}
	if (others.length === 0) return '';
	return ports.prompt.choose(`${move.name}: for whom?`, [{ value: '', label: 'For yourself' }, ...others]);
}
