/**
 * A block's place in the campaign's play order: when it was played (`at`, UTC to the
 * millisecond) and a sequence (`seq`) that orders blocks one writer played within the same
 * millisecond. Blocks live in many notes (a session note, Journal.md), so their order across
 * notes cannot be read from the notes; it is read from these two keys. A block written before
 * they existed carries neither and keeps the order it always had (see playOrder in
 * src/campaign/play-order.ts).
 */
export interface PlayStamp {
	/** `2026-11-28T14:33:13.123Z`: always this shape, so two stamps compare as text. */
	at: string;
	/** 1 for the first block a writer plays in a millisecond, 2 for the next… */
	seq: number;
}

/** The one shape `at` is written in; anything else in a block is reported, not guessed at. */
export const PLAYED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Earlier than, equal to (0) or later than: by time, then sequence. */
export function compareStamps(a: PlayStamp, b: PlayStamp): number {
	if (a.at !== b.at) return a.at < b.at ? -1 : 1;
	return a.seq - b.seq;
}

// A note's last block may carry a time far ahead (another device's clock, a hand edit): it is
// followed only this far, so one bad stamp cannot pull every later block into the future.
const FUTURE_TRUSTED_MS = 10 * 60 * 1000;

/**
 * Hands out stamps that only ever go forward: the wall clock, never earlier than the last
 * stamp this clock gave, nor than the last block of the note being written (a clock set back
 * between two commands must not put a new block before an older one of the same note).
 */
export class PlayClock {
	private last: PlayStamp | undefined;

	constructor(private readonly now: () => number = Date.now) {}

	next(notBefore?: PlayStamp): PlayStamp {
		const nowMs = this.now();
		let stamp: PlayStamp = { at: new Date(nowMs).toISOString(), seq: 1 };
		for (const floor of [this.last, notBefore]) {
			if (!floor || compareStamps(floor, stamp) < 0) continue;
			if (floor === notBefore && Date.parse(floor.at) - nowMs > FUTURE_TRUSTED_MS) continue;
			stamp = { at: floor.at, seq: floor.seq + 1 };
		}
		this.last = stamp;
		return stamp;
	}
}

const BLOCK_OPEN = /^ {0,3}(`{3,}|~{3,})iron-move[ \t]*\r?$/gm;
const AT_LINE = /^at: (\S+)\r?$/m;
const SEQ_LINE = /^seq: (\d{1,9})\r?$/m;

/**
 * The stamp of the last block in a note, read from its first lines without parsing the
 * note: a roll written to a long session note must stay as quick as it was.
 */
export function lastStampIn(note: string): PlayStamp | undefined {
	let start = -1;
	for (const m of note.matchAll(BLOCK_OPEN)) start = m.index;
	if (start < 0) return undefined;
	// The stamp sits right after `kind:`, among the first few lines of the body.
	const head = note.slice(start, start + 400);
	const at = AT_LINE.exec(head)?.[1];
	const seq = SEQ_LINE.exec(head)?.[1];
	if (at === undefined || !PLAYED_AT.test(at)) return undefined;
	return { at, seq: seq === undefined ? 0 : Number(seq) };
}

/**
 * The fenced block with its stamp, in the place the writer puts it (after `kind:`): the same
 * bytes as writing the block with the stamp set, which a test holds to. The stamp is taken
 * where the block lands, from the note it lands in.
 */
export function stampFenced(fenced: string, stamp: PlayStamp): string {
	const kind = /\nkind: [^\n]*\n/.exec(fenced);
	// Iron Ledger's writer always puts `v` and `kind` first; a block of another shape is left as it is.
	if (!kind) return fenced;
	const end = kind.index + kind[0].length;
	if (fenced.startsWith('at: ', end)) return fenced;
	return `${fenced.slice(0, end)}at: ${stamp.at}\nseq: ${stamp.seq}\n${fenced.slice(end)}`;
}

/** Stamps a block about to be put into `note`, when the writer keeps play order. */
export function stampForNote(note: string, fenced: string, clock: PlayClock | undefined): string {
	return clock ? stampFenced(fenced, clock.next(lastStampIn(note))) : fenced;
}
