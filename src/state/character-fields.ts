import { type RulesetId, RULESETS, isRulesetId, parseRulesetId } from '../content/rulesets';
import { nearest } from '../content/nearest';
import { StateError, TICKS_RANGE, intField } from './schema';

/**
 * The ruleset a character plays, or a StateError naming what is wrong: an alias the command
 * line accepts (`si`) is still not a value the sheet may hold, since every reader of the note
 * (plugin, CLI, Dataview) would have to know it.
 */
export function characterRuleset(fm: Record<string, unknown>, note: string): RulesetId {
	const value = fm.ruleset;
	if (isRulesetId(value)) return value;
	const valid = `${RULESETS.slice(0, -1).join(', ')} or ${RULESETS[RULESETS.length - 1] ?? ''}`;
	if (value === undefined || value === null) throw new StateError(`${note} has no "ruleset": it should be ${valid}.`);
	const typed = typeof value === 'string' ? value : JSON.stringify(value);
	const guess = typeof value === 'string' ? (parseRulesetId(value) ?? nearest(value.trim(), RULESETS)) : undefined;
	throw new StateError(`"ruleset" in ${note} is "${typed}", a ruleset Iron Ledger does not know: it should be ${valid}${guess ? ` (did you mean ${guess}?)` : ''}.`);
}

/** Progress tracks kept on the sheet (bonds, failure, the legacy tracks): 10 boxes of 4 ticks. */
export const SHEET_TRACKS = ['bonds', 'failure', 'quests_legacy', 'bonds_legacy', 'discoveries_legacy'] as const;
export const COUNTS = ['xp_earned', 'xp_spent'] as const;
export const CHECKBOXES = ['initiative', 'quests_legacy_completed', 'bonds_legacy_completed', 'discoveries_legacy_completed'] as const;
/** How the engine writes position (effects.ts): the words a player reads in Properties. */
export const POSITIONS = ['in control', 'in a bad spot'] as const;

/**
 * The sheet's other keys a move or sheet change reads: each may be missing or empty (a sheet made
 * before it existed), but one that is there must hold what it should, or a move would read it as 0 or
 * overwrite it without a word.
 */
export function checkCharacterFields(fm: Record<string, unknown>, note: string): void {
	for (const key of SHEET_TRACKS) if (fm[key] != null) intField(fm, key, note, TICKS_RANGE);
	for (const key of COUNTS) {
		const v = fm[key];
		if (v == null) continue;
		if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) {
			throw new StateError(`"${key}" in ${note} should be a whole number, 0 or more, not ${Array.isArray(v) ? 'a list' : JSON.stringify(v)}.`);
		}
	}
	for (const key of CHECKBOXES) {
		if (fm[key] != null && typeof fm[key] !== 'boolean') throw new StateError(`"${key}" in ${note} should be a checkbox (true or false).`);
	}
	const position = fm.position;
	if (position != null && !(POSITIONS as readonly unknown[]).includes(position)) {
		throw new StateError(`"position" in ${note} should be "in control" or "in a bad spot", not ${JSON.stringify(position)}.`);
	}
}
