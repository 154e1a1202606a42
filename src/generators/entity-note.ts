import { stringify } from 'yaml';
import { safeName } from '../campaign/links';
import type { ContentLibrary, RulesetContent } from '../content/library';
import { createSite } from '../delve/new-notes';
import type { StateStore } from '../play/note-store';
import type { Rank } from '../rules/progress';
import { StateError } from '../state/schema';
import type { Generator } from './catalogue';
import { fieldValue } from './field-text';
import type { Entity, EntityField } from './roll-group';

export const DEFAULT_ENTITY_FOLDER = 'Entities';

const isNameField = (f: EntityField, generator: Generator) => generator.nameFrom?.includes(f.oracle) ?? /(^|_)name$/.test(f.key);

/** The name the fields give (given and family names, a settlement's name…), or none: then the player names it. */
export function entityName(entity: Entity, generator: Generator, scope: RulesetContent): string | undefined {
	const parts = entity.fields.filter((f) => isNameField(f, generator)).map((f) => fieldValue(f, scope));
	const name = parts.join(' ').replace(/\s+/g, ' ').trim();
	return name || undefined;
}

/**
 * The entity note: each field's text under its Datasworn key, the kind and ruleset, and which
 * table each field came from, so the note can be traced back to Datasworn and re-rolled by hand.
 */
export function entityNote(entity: Entity, name: string): string {
	const fm: Record<string, unknown> = { kind: entity.kind, ruleset: entity.ruleset };
	if (entity.region) fm.region = entity.region;
	// A name row may be a prompt that leads to the name ("A creature… → Elderwatch"): the note's `name` is the name.
	for (const f of entity.fields) fm[f.key] = f.key === 'name' ? name : f.text;
	fm.oracles = Object.fromEntries(entity.fields.map((f) => [f.key, f.oracle]));
	const lines = entity.fields.map((f) => `- **${f.name}**: ${f.text}`);
	return `---\n${stringify(fm, { lineWidth: 0 })}---\n# ${name}\n\n${lines.join('\n')}\n`;
}

export function entityPath(folder: string, name: string): string {
	return `${folder ? `${folder.replace(/\/+$/, '')}/` : ''}${safeName(name)}.md`;
}

/** The Delve card a rolled theme or domain row links to; a "roll twice" row links none. */
function siteCard(entity: Entity, key: 'theme' | 'domain'): string {
	const field = entity.fields.find((f) => f.key === key);
	const id = field && /datasworn:(delve_site_(?:theme|domain):[^)\s]+)/.exec(field.result.result)?.[1];
	if (!id) throw new StateError(`The ${key} rolled (${field?.text ?? 'none'}) names no one ${key} card: re-roll the ${key} before saving the site.`);
	return id;
}

export interface SaveInput {
	name: string;
	folder: string;
	/** A Delve site's rank: it is saved as a site note, as Discover a Site makes them. */
	rank?: Rank;
}

/** Writes the note; a note of that name is never overwritten (the store refuses, in one line). */
export async function saveEntity(store: StateStore, content: ContentLibrary, entity: Entity, input: SaveInput): Promise<string> {
	const name = input.name.trim();
	if (!name) throw new StateError('Give the entity a name.');
	if (entity.kind === 'site') {
		if (!input.rank) throw new StateError('A site needs a rank: troublesome, dangerous, formidable, extreme or epic.');
		const theme = siteCard(entity, 'theme');
		const domain = siteCard(entity, 'domain');
		return store.exclusive(() => createSite(store, content, { name, rank: input.rank, theme, domain, folder: input.folder }));
	}
	const path = entityPath(input.folder, name);
	await store.exclusive(() => store.create(path, entityNote(entity, name)));
	return path;
}
