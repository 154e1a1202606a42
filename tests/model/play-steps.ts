import fc from 'fast-check';

/**
 * One step of random play, as numbers that do not depend on the campaign's state: "the second
 * character", "the 17th move of the ruleset". fast-check can then drop any step of a failing
 * sequence and the others still mean something, so the sequence it prints is short.
 */
export type Step =
	| { kind: 'move'; who: number; move: number; stat: number; track: number; suffer: number; choose: number[] | null; burn: boolean; apply: boolean; journal: number; dice: number[] }
	| { kind: 'choose'; journal: number; picks: number[]; dice: number[] }
	| { kind: 'sheet'; who: number; journal: number; op: SheetOp; up: boolean; name: number; amount: number }
	| { kind: 'track'; journal: number; target: number; op: 'mark' | 'complete' | 'forsake'; times: number }
	| { kind: 'clock'; journal: number; target: number; times: number }
	| { kind: 'undo'; journal: number }
	| { kind: 'burn'; who: number; journal: number; dice: number[] }
	| { kind: 'party'; journal: number }
	| { kind: 'prose'; journal: number; words: string }
	// Never drawn at random: a hand edit of a sheet, the break the harness's own test plants.
	| { kind: 'hand'; journal: number; note: string; key: string; value: number };

export type SheetOp = 'meter' | 'debility' | 'xp' | 'initiative' | 'position' | 'companion' | 'vehicle';

/** The journal notes a campaign writes to: a session note each, as a player keeps them. A step's `journal` is an index into them, or -1 for the note written last. */
export const JOURNALS = ['Session 1.md', 'Session 2.md', 'Session 3.md'];

const index = fc.nat({ max: 999 });
// Raw numbers, each made a die of the size asked for (see diceFrom): they shrink towards 1s.
const dice = fc.array(fc.nat({ max: 999 }), { minLength: 6, maxLength: 6 });

/** Steps for `notes` journal notes (1 keeps the play order inside one note). */
export function stepArbitrary(notes: number): fc.Arbitrary<Step> {
	const journal = fc.nat({ max: notes - 1 });
	// A choice, an undo or a burn is mostly made on the note just written (-1 says so), as a player does.
	// Most choices pick one option of two or more; now and then two, or one past the list (refused).
	const picks = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 2 }).map((n) => [n]) }, { weight: 1, arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 2 }) });
	const recent = fc.oneof({ weight: 1, arbitrary: journal }, { weight: 2, arbitrary: fc.constant(-1) });
	const move = fc.record({
		kind: fc.constant('move' as const),
		who: index,
		move: index,
		stat: index,
		track: index,
		suffer: fc.integer({ min: 1, max: 3 }),
		// Picked at roll time now and then; most choices are left open for `choose`, as at a table.
		choose: fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 3, arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 }) }),
		burn: fc.boolean(),
		apply: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
		journal,
		dice,
	});
	const sheet = fc.record({
		kind: fc.constant('sheet' as const),
		who: index,
		journal,
		op: fc.constantFrom<SheetOp>('meter', 'meter', 'meter', 'debility', 'xp', 'initiative', 'position', 'companion', 'vehicle'),
		up: fc.boolean(),
		name: index,
		amount: fc.integer({ min: 1, max: 3 }),
	});
	return fc.oneof(
		{ weight: 12, arbitrary: move },
		{ weight: 4, arbitrary: fc.record({ kind: fc.constant('choose' as const), journal: recent, picks, dice }) },
		{ weight: 5, arbitrary: sheet },
		{ weight: 2, arbitrary: fc.record({ kind: fc.constant('track' as const), journal, target: index, op: fc.constantFrom<'mark' | 'complete' | 'forsake'>('mark', 'mark', 'mark', 'complete', 'forsake'), times: fc.integer({ min: 1, max: 3 }) }) },
		{ weight: 1, arbitrary: fc.record({ kind: fc.constant('clock' as const), journal, target: index, times: fc.integer({ min: 1, max: 2 }) }) },
		{ weight: 3, arbitrary: fc.record({ kind: fc.constant('undo' as const), journal: recent }) },
		{ weight: 2, arbitrary: fc.record({ kind: fc.constant('burn' as const), who: index, journal: recent, dice }) },
		{ weight: 1, arbitrary: fc.record({ kind: fc.constant('party' as const), journal }) },
		{ weight: 1, arbitrary: fc.record({ kind: fc.constant('prose' as const), journal, words: fc.constantFrom('We make for the ridge.', 'Night falls.', '## Scene') }) },
	);
}

/**
 * A sequence of about `length` steps: `length` places, nine in ten of them played. A place
 * left out is how fast-check shrinks a failing sequence (a flag shrinks from played to not),
 * as an array of fixed length cannot lose elements and one of any length is mostly short.
 */
export function sequenceArbitrary(notes: number, length: number): fc.Arbitrary<Step[]> {
	const place = fc.tuple(fc.integer({ min: 0, max: 9 }), stepArbitrary(notes));
	return fc.array(place, { minLength: length, maxLength: length }).map(
		(places) => places.flatMap(([played, step]) => (played > 0 ? [step] : [])),
		// Shown as steps, a counterexample is printed without the places left out.
	);
}

/**
 * Dice from a step's numbers, and the faces rolled, so the printed command can give them with
 * --dice. Past the step's own numbers they go on from a simple sequence of them.
 */
export function diceFrom(raw: readonly number[]): { roll: (sides: number) => number; rolled: number[] } {
	const rolled: number[] = [];
	return {
		rolled,
		roll(sides: number) {
			const k = rolled.length;
			const base = raw[k % raw.length] ?? 0;
			const face = 1 + ((base + Math.floor(k / raw.length) * 7) % sides);
			rolled.push(face);
			return face;
		},
	};
}

/** A word of a command line quoted for a shell when it needs it. */
export function shellWord(word: string): string {
	return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export const commandLine = (args: readonly string[]) => `iron-ledger ${args.map(shellWord).join(' ')}`;
