import { linkFor } from '../campaign/links';
import type { ContentLibrary, RulesetContent } from '../content/library';
import { RULESETS, type RulesetId, isRulesetId, packagesOf } from '../content/rulesets';
import { nearest } from '../content/nearest';
import { type NoteOracle, listNoteOracles, loadNoteTables, pickNoteOracle } from '../custom-oracles/note-oracles';
import type { StateStore } from '../play/note-store';
import { OracleError } from '../rules/oracle-table';
import { splitFrontmatter } from '../state/frontmatter-text';
import type { PreparedSlot, PreparedTemplate } from './fill';
import { type ParsedTemplate, TemplateError, parseTemplate } from './parse';
import { resolveSlots, rulesetOfId } from './resolve';

/** A template note: anywhere in the vault, marked `iron_ledger: template`; `ruleset` may narrow its names. */
export interface TemplateNote extends NoteOracle {
	ruleset?: string;
}

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/, '');

export async function listTemplates(store: StateStore): Promise<TemplateNote[]> {
	const notes = (await store.campaignNotes('')).filter((n) => n.fm.iron_ledger === 'template');
	return notes
		.map(({ path, fm }) => ({ path, name: nameOf(path), link: linkFor(path), ...(typeof fm.ruleset === 'string' ? { ruleset: fm.ruleset } : {}) }))
		.sort((a, b) => a.name.localeCompare(b.name) || a.path.localeCompare(b.path));
}

/** A template note by its name, path or link; "did you mean" on a near miss. */
export function pickTemplate(all: readonly TemplateNote[], query: string): TemplateNote {
	const hit = pickNoteOracle(all, query);
	if (hit) return hit;
	if (all.length === 0) throw new TemplateError(`No template "${query}": mark a note with iron_ledger: template in its frontmatter; its text is the template.`);
	const guess = nearest(query, all.map((t) => t.name));
	throw new TemplateError(`No template "${query}"${guess ? `: did you mean ${guess}?` : '.'}`);
}

/**
 * A template note by name among the marked ones; else a note at that path, which is refused
 * with the reason: not marked, or not UTF-8 (such a note is never listed, as it cannot be read).
 */
export async function findTemplate(store: StateStore, query: string): Promise<TemplateNote> {
	const all = await listTemplates(store);
	const hit = pickNoteOracle(all, query);
	if (hit) return hit;
	const path = query.trim().replace(/^\[\[|\]\]$/g, '');
	const text = path ? await store.read(path.endsWith('.md') ? path : `${path}.md`) : null;
	if (text !== null) throw new TemplateError(`${path} is not a template: mark it with iron_ledger: template in its frontmatter.`);
	return pickTemplate(all, query);
}

/** The note's text after its frontmatter, read afresh so an edit counts at once. */
export async function readTemplateNote(store: StateStore, note: TemplateNote): Promise<ParsedTemplate> {
	const text = await store.read(note.path);
	if (text === null) throw new TemplateError(`There is no template note at ${note.path}.`);
	return parseTemplate(note.name, splitFrontmatter(text.replace(/^\uFEFF/, '')).body);
}

/**
 * The rulesets a template's names are looked up in: the one the note (or --ruleset) names, which
 * must be on, or every ruleset that is on.
 */
export function templateScopes(content: ContentLibrary, enabled: readonly RulesetContent[], name: string, ruleset: string | undefined): RulesetContent[] {
	if (ruleset === undefined) return [...enabled];
	if (!isRulesetId(ruleset)) throw new TemplateError(`Template ${JSON.stringify(name)} names the ruleset "${ruleset}": use ${RULESETS.join(', ')}.`);
	// An expansion's scope holds its core's tables: Delve classic's, the Sundered Isles Starforged's.
	const on = enabled.some((s) => (packagesOf(s.id) as readonly string[]).includes(ruleset));
	if (!on) throw new TemplateError(`Template ${JSON.stringify(name)} is for ${ruleset}, which is not turned on.`);
	return [content.ruleset(ruleset)];
}

/** The rulesets a template's slots name by full Datasworn id (`{{oracle_rollable:sundered_isles/island/name}}`). */
export function rulesetsNamedBy(parsed: ParsedTemplate): RulesetId[] {
	const named = parsed.slots.map((slot) => rulesetOfId(slot.query)).filter((id) => id !== undefined);
	return [...new Set(named)];
}

/**
 * Every slot's table, read before a die is rolled: a slot naming no table, or a table of the
 * player's that is broken, stops here with one line, and nothing is rolled or written.
 */
export async function prepareTemplate(input: {
	parsed: ParsedTemplate;
	source: string;
	scopes: readonly RulesetContent[];
	notes?: { store: StateStore; oracleFolder: string };
}): Promise<PreparedTemplate> {
	const { parsed, notes } = input;
	const own = notes ? await listNoteOracles(notes.store, notes.oracleFolder) : [];
	const sources = resolveSlots(parsed, input.scopes, own);
	const loaded = new Map<string, PreparedSlot>();
	const slots: PreparedSlot[] = [];
	for (const [n, source] of sources.entries()) {
		if (source.kind === 'datasworn') {
			slots.push({ table: source.scope.table(source.id), lookup: source.scope.lookup });
			continue;
		}
		let slot = loaded.get(source.note.path);
		if (!slot && notes) {
			try {
				slot = await loadNoteTables(notes.store, own, source.note);
			} catch (error) {
				if (!(error instanceof OracleError)) throw error;
				throw new TemplateError(`Template ${JSON.stringify(parsed.name)}: {{${parsed.slots[n]?.query ?? ''}}}: ${error.message}`);
			}
			loaded.set(source.note.path, slot);
		}
		if (slot) slots.push(slot);
	}
	return { parsed, source: input.source, slots };
}
