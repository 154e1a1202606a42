import type { RulesetContent } from '../content/library';
import { packageOfId } from '../content/rulesets';
import { linkFor, pathFor } from '../campaign/links';
import type { StateStore } from '../play/note-store';
import { readFrontmatter } from '../state/frontmatter-text';
import { StateError } from '../state/schema';
import { TRUTHS_KIND, type TruthsState, newTruthsNote, truthsState, updatedTruthsNote } from './note';
import type { TruthPick } from './roll';
import { type Truth, truthsOf } from './truths';


/**
 * The truths a note already records, or undefined when there is no note. A note the player made
 * (no `iron_ledger: truths`) and a note of another ruleset's truths are refused, before anything
 * is asked or rolled.
 */
export async function existingTruths(store: Pick<StateStore, 'read'>, path: string, scope?: RulesetContent): Promise<TruthsState | undefined> {
	const text = await store.read(path);
	if (text === null) return undefined;
	const fm = readFrontmatter(text, path);
	if (fm.iron_ledger !== TRUTHS_KIND) throw new StateError(`${path} is already there and is not a truths note Iron Ledger made: it is yours, and is left as it is (choose another note).`);
	const state = truthsState(fm);
	// Compared by the package the truths come from: a classic note serves Delve, not Starforged.
	const pkg = scope ? packageOfId(truthsOf(scope)[0]?.id ?? '') : undefined;
	if (scope && Object.values(state.truths).some((id) => packageOfId(id) !== pkg)) {
		throw new StateError(`${path} holds the truths of another ruleset (${state.ruleset ?? 'not named'}), not ${scope.label}'s: choose another note.`);
	}
	return state;
}

/** The truths note a character links to, when its `truths` is a link. */
export async function linkedTruthsNote(store: Pick<StateStore, 'frontmatter'>, character: string): Promise<string | undefined> {
	const fm = await store.frontmatter(character);
	const link = fm?.truths;
	return typeof link === 'string' && /^\[\[[^\]]+\]\]$/.test(link.trim()) ? pathFor(link.trim()) : undefined;
}

export interface TruthsWrite {
	path: string;
	scope: RulesetContent;
	/** Every truth of the ruleset, in order: where a new section goes. */
	order: readonly Truth[];
	picks: readonly TruthPick[];
	/** The character note that links the truths note (its `truths` key). */
	character?: string;
}

export interface TruthsWritten {
	path: string;
	created: boolean;
	/** The truths whose sections were written: an unchanged truth is left as it was. */
	written: TruthPick[];
	/** The character that now links the note; `kept` when its own `truths` value was left alone. */
	link?: { character: string; kept?: string };
}

/** Writes the picks into the truths note (made, or updated section by section) and links it from the character. */
export async function writeTruths(store: StateStore, input: TruthsWrite): Promise<TruthsWritten> {
	return store.exclusive(async () => {
		const existing = await existingTruths(store, input.path, input.scope);
		let out: TruthsWritten;
		if (existing === undefined) {
			const title = (input.path.split('/').pop() ?? input.path).replace(/\.md$/, '');
			await store.create(input.path, newTruthsNote(title, input.scope.label, input.scope.id, input.picks));
			out = { path: input.path, created: true, written: [...input.picks] };
		} else {
			let written: TruthPick[] = [];
			await store.process(input.path, (text) => {
				const updated = updatedTruthsNote(text, input.scope.id, input.picks, input.order);
				written = updated.changed;
				return updated.text;
			});
			out = { path: input.path, created: false, written };
		}
		if (input.character) out.link = await linkFromCharacter(store, input.character, input.path);
		return out;
	});
}

/** The character gets `truths: "[[…]]"`; a `truths` value of its own is kept. */
async function linkFromCharacter(store: StateStore, character: string, path: string): Promise<TruthsWritten['link']> {
	const fm = await store.frontmatter(character);
	if (fm === null) return undefined;
	const link = linkFor(path);
	if (fm.truths === undefined || fm.truths === null) {
		await store.updateFrontmatter(character, (data) => {
			data.truths = link;
		});
		return { character };
	}
	const own = typeof fm.truths === 'string' ? fm.truths : JSON.stringify(fm.truths);
	return own.trim() === link ? { character } : { character, kept: own };
}
