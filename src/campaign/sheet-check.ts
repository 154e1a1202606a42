import type { ContentLibrary, RulesetContent } from '../content/library';
import type { RulesetId } from '../content/rulesets';
import { oneLine } from '../journal/one-line';
import { STAT_RANGE } from '../rules/character-creation';
import { CHECKBOXES, COUNTS, POSITIONS, SHEET_TRACKS, characterRuleset } from '../state/character-fields';
import { FrontmatterError, readFrontmatter, splitFrontmatter } from '../state/frontmatter-text';
import { METERS, METER_RANGE, STATS, StateError, TICKS_RANGE, kindOf, momentumRange } from '../state/schema';
import { assetKeys, assetMeterRanges, assetNode, assetSlug } from '../character/asset-state';
import { NoteChecks, type SheetProblem, either, shownValue, words } from './sheet-check-fields';
import { checkClock, checkTrack } from './sheet-check-tracks';

export type { SheetProblem } from './sheet-check-fields';

/**
 * What the rules do not allow on one note of the campaign (a character, track or clock), each
 * problem one line naming the note and key. Read from the note's text, as `verify` reads it
 * for its blocks: a note that is not one of Iron Ledger's has none.
 */
export function sheetProblems(text: string, note: string, content: ContentLibrary): SheetProblem[] {
	// Most notes of a vault are the player's prose: their YAML is not parsed at all.
	const { yaml, present } = splitFrontmatter(text);
	if (!present || !yaml.includes('iron_ledger')) return [];
	let fm: Record<string, unknown>;
	try {
		fm = readFrontmatter(text, note);
	} catch (error) {
		if (!(error instanceof FrontmatterError)) throw error;
		// Broken YAML is a problem only where it hides a note of ours: a move on it would be refused.
		if (!/^iron_ledger:\s*['"]?(character|track|clock)\b/m.test(yaml)) return [];
		// The parser's first line may end in ":" before a quote of the YAML, not shown on one line.
		return [{ note, key: '', value: undefined, message: oneLine(error.message.replace(/:$/, '.')) }];
	}
	switch (kindOf(fm)) {
		case 'character':
			return checkCharacter(fm, note, content);
		case 'track':
			return checkTrack(fm, note);
		case 'clock':
			return checkClock(fm, note);
		default:
			return [];
	}
}

/**
 * A character sheet: the same ranges a move reads it within (src/state/schema.ts), except that
 * a stat is held to the rules' 1-3, and what no single value shows (experience spent that was
 * never earned, an asset listed twice).
 */
export function checkCharacter(fm: Record<string, unknown>, note: string, content: ContentLibrary): SheetProblem[] {
	const c = new NoteChecks(fm, note);
	let ruleset: RulesetId | undefined;
	try {
		ruleset = characterRuleset(fm, note);
	} catch (error) {
		if (!(error instanceof StateError)) throw error;
		c.problems.push({ note, key: 'ruleset', value: fm.ruleset, message: oneLine(error.message) });
	}
	for (const stat of STATS) c.int(stat, STAT_RANGE, { required: true });
	for (const meter of METERS) c.int(meter, METER_RANGE, { required: true });
	// Without a ruleset its debilities are not known: momentum is held to −6..10 alone.
	const scope = ruleset ? content.ruleset(ruleset) : undefined;
	const impacts = scope ? scope.rules().impacts.map((i) => i.key) : [];
	for (const key of impacts) c.checkbox(key);
	const marked = impacts.filter((k) => fm[k] === true);
	c.int('momentum', momentumRange(marked.length), { required: true, ...(marked.length > 0 ? { why: `with ${either(marked.map(words), 'and')} marked` } : {}) });
	for (const key of SHEET_TRACKS) c.int(key, TICKS_RANGE);
	const [earned, spent] = COUNTS.map((key) => c.int(key, { min: 0, max: Infinity }));
	if (earned !== undefined && spent !== undefined && earned >= 0 && spent > earned) {
		c.add('xp_spent', `xp_spent is ${spent}, more than xp_earned (${earned}): experience is spent only once earned.`);
	}
	for (const key of CHECKBOXES) c.checkbox(key);
	if (fm.position != null) c.oneOf('position', POSITIONS);
	checkAssets(c, fm, scope);
	return c.problems;
}

/** The asset list, each asset's checkboxes, and each of its meters within the asset's own range (Datasworn's). */
function checkAssets(c: NoteChecks, fm: Record<string, unknown>, scope: RulesetContent | undefined): void {
	const assets = fm.assets;
	if (assets == null) return;
	if (!Array.isArray(assets)) {
		c.add('assets', `assets is ${shownValue(assets)}, not a list of assets.`);
		return;
	}
	const seen = new Set<string>();
	for (const id of assets) {
		if (typeof id !== 'string') {
			c.add('assets', `assets holds ${shownValue(id)}, not an asset.`);
			continue;
		}
		if (!scope) continue;
		const entry = scope.get(id);
		if (entry?.type !== 'asset') {
			c.add('assets', `assets lists ${shownValue(id)}, an asset ${scope.label} does not have.`);
			continue;
		}
		if (seen.has(id)) {
			c.add('assets', `assets lists ${entry.name} twice: a character holds an asset once.`);
			continue;
		}
		seen.add(id);
		const slug = assetSlug(id);
		for (const [key, start] of Object.entries(assetKeys(assetNode(entry), id))) {
			if (typeof start === 'boolean') c.checkbox(key, `${entry.name}'s ${words(key.slice(slug.length + 1))}`);
		}
	}
	if (!scope) return;
	// An asset listed twice would list its meters twice: each key is said once.
	const checked = new Set<string>();
	for (const meter of assetMeterRanges(scope, fm)) {
		if (checked.has(meter.key)) continue;
		checked.add(meter.key);
		c.int(meter.key, meter, { label: meter.label });
	}
}
