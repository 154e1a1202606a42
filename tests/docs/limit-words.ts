/**
 * Which statements of docs/rules-coverage.md carry a limit, a cost, a budget, a precondition or an
 * "only", read from the statement's own words so that no row escapes the negative proof by being left
 * unmarked. The list is kept narrow on purpose: words such as "not", "no", "past" or "above" describe
 * what a rule does as often as what it forbids, and would flag most of the page.
 */
export const LIMIT_WORDS: readonly string[] = [
	'only',
	'at most',
	'at least',
	'up to',
	'never',
	'cannot',
	"can't",
	'no more',
	'max',
	'maximum',
	'minimum',
	'cap',
	'capped',
	'limit',
	'cost',
	'costs',
	'spend',
	'spends',
	'spent',
	'must',
	'unless',
	'until',
	'need',
	'needs',
	'require',
	'requires',
	// "once" as a count ("once a fight", "once at most"), not "thrown at once" (together).
	'once',
	'stop',
	'stops',
	'exceed',
	'exceeds',
	'or more',
	// Phrases that forbid without a word above: a floor, a single roller or pick, a list closed.
	'nothing else',
	'bottoms out',
	'drops below',
	'no progress roll',
	'not a progress',
	'one of them',
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace("'", "['’]");
const LIMIT = new RegExp(`\\b(?:${LIMIT_WORDS.map(escape).join('|')})\\b`, 'gi');

/** The limit words a statement uses, in order (empty when it carries no limit). */
export function limitWords(statement: string): string[] {
	return [...statement.matchAll(LIMIT)].filter((m) => !(m[0].toLowerCase() === 'once' && /\bat $/i.test(statement.slice(0, m.index)))).map((m) => m[0].toLowerCase());
}

/** The escape for a word the detector misreads: the cell says why there is nothing to refuse. */
export const NOTHING_TO_REFUSE = /^nothing to refuse: .{15,}$/;
