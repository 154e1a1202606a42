import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../src/rules/dice';
import { readFrontmatter } from '../../src/state/frontmatter-text';
import { newTruthsNote, readableLinks, truthSection, truthsState, updatedTruthsNote } from '../../src/truths/note';
import { settleTruth } from '../../src/truths/roll';
import { findOption, findTruth, truthsOf } from '../../src/truths/truths';
import { classic, starforged } from '../helpers/content';

const sf = truthsOf(starforged);
const truth = (key: string) => findTruth(sf, key, 'Starforged');

describe('the truths note', () => {
	const cataclysm = settleTruth(starforged, truth('cataclysm'), fixedDice([12, 40]));
	const exodus = settleTruth(starforged, truth('exodus'), fixedDice([]), { option: findOption(truth('exodus'), '2') });

	it('a section per truth: heading, summary, description with the table’s result in place, how it was settled, quest starter, and links read as text', () => {
		const section = truthSection(cataclysm);
		expect(section.split('\n\n')[0]).toBe('%% iron-ledger truth:starforged/cataclysm %%\n## Cataclysm');
		expect(section).toContain('**The Sun Plague extinguished the stars in our home galaxy.**');
		expect(section).toContain('We suspect the sun plague was caused by:\n\n**Sun Plague Cause:** Sudden dark matter decay (rolled 40)\n\n*Rolled 12 (1-33).*');
		expect(section).not.toContain('{{table>');
		expect(section).toContain('**Quest starter:** The galaxy your people left behind is a cold, lightless grave.');
		expect(section).toContain('you might be a Vestige.');
		expect(section).not.toContain('datasworn:');
		expect(section.endsWith('%% /iron-ledger truth:starforged/cataclysm %%')).toBe(true);
		expect(truthSection(exodus)).toContain('*Chosen (34-67).*');
		expect(readableLinks('a [Vestige](datasworn:asset:starforged/path/vestige) and [[Kira]]')).toBe('a Vestige and [[Kira]]');
	});

	it('a classic section has the description and quest starter, and no summary line', () => {
		const iron = settleTruth(classic, findTruth(truthsOf(classic), 'iron', 'Ironsworn'), fixedDice([90]));
		const section = truthSection(iron);
		expect(section).toContain('## Iron');
		expect(section).toContain(iron.option.description.split('\n\n')[0]);
		expect(section).toContain('*Rolled 90 (68-100).*');
		expect(section).not.toMatch(/^\*\*[^Q]/m);
	});

	it('records the ruleset and each truth’s option and table row by Datasworn id', () => {
		const text = newTruthsNote('Truths', 'Ironsworn: Starforged', 'starforged', [cataclysm, exodus]);
		expect(text.startsWith('---\niron_ledger: truths\nruleset: starforged\ntruths:\n  cataclysm: truth.option:starforged/cataclysm.0\n  exodus: truth.option:starforged/exodus.1\n')).toBe(true);
		expect(truthsState(readFrontmatter(text))).toEqual({
			ruleset: 'starforged',
			truths: { cataclysm: 'truth.option:starforged/cataclysm.0', exodus: 'truth.option:starforged/exodus.1' },
			tables: { cataclysm: 'truth.option.oracle_rollable.row:starforged/cataclysm.0.sun_plague_cause.1' },
		});
		expect(text).toContain('\n# Truths\n');
		expect(text.indexOf('## Cataclysm')).toBeLessThan(text.indexOf('## Exodus'));
	});

	it('an update rewrites only the changed sections: the player’s text and unchanged truths stay byte for byte', () => {
		const made = newTruthsNote('Truths', 'Ironsworn: Starforged', 'starforged', [cataclysm, exodus]);
		const mine = made.replace('# Truths\n', '# Truths\n\nMy own notes on the Forge.\n').replace('%% /iron-ledger truth:starforged/exodus %%', '%% /iron-ledger truth:starforged/exodus %%\n\nThe Ironhomes are where my family came from.');
		const sameExodus = { ...exodus };
		const newCataclysm = settleTruth(starforged, truth('cataclysm'), fixedDice([90, 1]));
		const lifeforms = settleTruth(starforged, truth('lifeforms'), fixedDice([5]));
		const communities = settleTruth(starforged, truth('communities'), fixedDice([5]));
		const { text, changed } = updatedTruthsNote(mine, 'starforged', [newCataclysm, sameExodus, lifeforms, communities], sf);
		expect(changed.map((p) => p.truth.key)).toEqual(['cataclysm', 'lifeforms', 'communities']);
		expect(text).toContain('My own notes on the Forge.');
		expect(text).toContain('The Ironhomes are where my family came from.');
		expect(text).not.toContain('Sun Plague');
		expect(text).toContain(truthSection(newCataclysm));
		// The unchanged section is the very same text.
		expect(text).toContain(truthSection(exodus));
		// New sections go in the book's order, before the next truth's section, so the player's text
		// after a section stays with it: communities after exodus and the player's line, before lifeforms.
		expect(text.indexOf('The Ironhomes')).toBeLessThan(text.indexOf('## Communities'));
		expect(text.indexOf('## Communities')).toBeLessThan(text.indexOf('## Lifeforms'));
		expect(text.trimEnd().endsWith('%% /iron-ledger truth:starforged/lifeforms %%')).toBe(true);
		const fm = truthsState(readFrontmatter(text));
		expect(fm.truths).toMatchObject({ cataclysm: 'truth.option:starforged/cataclysm.2', lifeforms: 'truth.option:starforged/lifeforms.0' });
		expect(fm.tables.cataclysm).toBe('truth.option.oracle_rollable.row:starforged/cataclysm.2.foe.0');
		// Nothing new: the note comes back as it was.
		expect(updatedTruthsNote(text, 'starforged', [newCataclysm, lifeforms], sf)).toEqual({ text, changed: [] });
	});

	it('keeps CRLF line endings and the player’s frontmatter keys', () => {
		const made = newTruthsNote('Truths', 'Ironsworn: Starforged', 'starforged', [exodus]).replace('ruleset: starforged\n', 'ruleset: starforged\ntags: [world]  # mine\n').replace(/\n/g, '\r\n');
		const { text } = updatedTruthsNote(made, 'starforged', [cataclysm], sf);
		expect(text.replace(/\r\n/g, '')).not.toContain('\n');
		expect(text).toContain('tags: [world]  # mine\r\n');
		expect(text.indexOf('## Cataclysm')).toBeLessThan(text.indexOf('## Exodus'));
	});
});
