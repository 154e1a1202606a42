import { nearest } from '../content/nearest';
import type { StateStore } from '../play/note-store';
import { StateError } from '../state/schema';

/**
 * The character a command acts for: a note path, or a character's name or note name; the only
 * character in the vault when none is given. Several characters make a co-op campaign: then
 * the player names one.
 */
export async function findCharacter(store: StateStore, given: string | undefined): Promise<string> {
	if (given) {
		const path = given.endsWith('.md') ? given : `${given}.md`;
		if ((await store.frontmatter(path)) !== null) return path;
	}
	const characters: { path: string; name: string }[] = [];
	for (const { path, fm } of await store.campaignNotes('')) {
		if (fm.iron_ledger === 'character') characters.push({ path, name: typeof fm.name === 'string' ? fm.name : path });
	}
	const base = (p: string) => (p.split('/').pop() ?? p).replace(/\.md$/, '').toLowerCase();
	if (!given) {
		if (characters.length === 1 && characters[0]) return characters[0].path;
		if (characters.length === 0) throw new StateError('There is no character in the vault yet: make one with "character new".');
		throw new StateError(`Several characters play here (${characters.map((c) => c.name).join(', ')}): name one with --character.`);
	}
	const wanted = given.trim().toLowerCase();
	const hits = characters.filter((c) => c.name.toLowerCase() === wanted || base(c.path) === wanted.replace(/\.md$/, ''));
	if (hits.length === 1 && hits[0]) return hits[0].path;
	if (hits.length > 1) throw new StateError(`"${given}" names ${hits.length} characters: ${hits.map((h) => h.path).join(', ')}. Give the note's path.`);
	const guess = nearest(given, characters.map((c) => c.name));
	throw new StateError(guess ? `There is no character "${given}": did you mean ${guess}?` : `There is no character "${given}"${characters.length ? ` (the vault has ${characters.map((c) => c.name).join(', ')})` : ''}.`);
}
