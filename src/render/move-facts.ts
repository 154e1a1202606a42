import type { ContentLibrary } from '../content/library';
import { PACKAGES, packageOfId } from '../content/rulesets';
import type { Outcome } from '../rules/outcome';

/** What a card needs to know about a Datasworn id: whether it is known, and a move's texts. */
export interface IdFacts {
	known: boolean;
	/** A move's text for each outcome, for rolled moves. */
	outcomes?: Partial<Record<Outcome, string>>;
	/** A move's whole text, for moves made without a roll. */
	text?: string;
}

/**
 * The facts per library and id. A journal repeats a handful of moves and tables hundreds of
 * times, so each is looked up once per library, not once per block; a WeakMap lets a
 * replaced library (and its answers) go.
 */
const cache = new WeakMap<ContentLibrary, Map<string, IdFacts>>();

export function idFacts(content: ContentLibrary, id: string): IdFacts {
	let facts = cache.get(content);
	if (!facts) {
		facts = new Map();
		cache.set(content, facts);
	}
	let known = facts.get(id);
	if (!known) {
		known = lookUp(content, id);
		facts.set(id, known);
	}
	return known;
}

function lookUp(content: ContentLibrary, id: string): IdFacts {
	const pkg = packageOfId(id);
	if (!pkg || !(PACKAGES as readonly string[]).includes(pkg)) return { known: false };
	const entry = content.index(pkg).byId.get(id);
	if (!entry) return { known: false };
	if (entry.type !== 'move') return { known: true };
	const raw = entry.node as { outcomes?: Record<string, { text?: string } | undefined>; text?: string };
	const outcomes: Partial<Record<Outcome, string>> = {};
	for (const outcome of ['strong_hit', 'weak_hit', 'miss'] as const) {
		const text = raw.outcomes?.[outcome]?.text;
		if (text) outcomes[outcome] = text;
	}
	return { known: true, outcomes, ...(raw.text ? { text: raw.text } : {}) };
}
