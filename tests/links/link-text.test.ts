import { describe, expect, it } from 'vitest';
import { INDEXED_TYPES } from '../../src/content/package-index';
import { PACKAGES } from '../../src/content/rulesets';
import { findEntryLinks, formatEntryLink, idOfHref, parseEntryLink } from '../../src/links/link-text';
import { library } from '../helpers/content';

describe('the iron: link convention', () => {
	it('round-trips an entry of every indexed type, in every package', () => {
		const seen = new Set<string>();
		for (const pkg of PACKAGES) {
			for (const type of INDEXED_TYPES) {
				const entries = library.index(pkg).byType.get(type) ?? [];
				for (const entry of entries.slice(0, 25)) {
					const text = formatEntryLink(entry);
					const parsed = parseEntryLink(text);
					expect(parsed, text).toBeDefined();
					expect(parsed?.id).toBe(entry.id);
					expect(parsed?.label).toBe(entry.name);
					seen.add(type);
				}
			}
		}
		// Every kind the library indexes has at least one entry in some package.
		expect([...seen].sort()).toEqual([...INDEXED_TYPES].sort());
	});

	it('writes the link a player reads as plain text', () => {
		expect(formatEntryLink({ id: 'move:starforged/adventure/face_danger', name: 'Face Danger' })).toBe('[Face Danger](iron:move:starforged/adventure/face_danger)');
	});

	it('escapes brackets in a name, and reads them back', () => {
		const text = formatEntryLink({ id: 'oracle_rollable:classic/x/y', name: 'Odd [name] \\ here' });
		expect(text).toBe('[Odd \\[name\\] \\\\ here](iron:oracle_rollable:classic/x/y)');
		expect(parseEntryLink(text)?.label).toBe('Odd [name] \\ here');
	});

	it('reads Datasworn’s own datasworn: links, and a percent-encoded target', () => {
		expect(idOfHref('datasworn:move:classic/suffer/endure_harm')).toBe('move:classic/suffer/endure_harm');
		expect(idOfHref('iron:asset%3Aclassic/companion/hawk')).toBe('asset:classic/companion/hawk');
		expect(idOfHref('IRON:move:classic/suffer/endure_harm')).toBe('move:classic/suffer/endure_harm');
	});

	it('leaves every other link alone', () => {
		for (const href of ['https://example.com', 'Notes/Kira.md', 'iron:', 'iron:face_danger', 'mailto:a@b.c', '', null, 'iron:%E0%A4%A']) {
			expect(idOfHref(href), String(href)).toBeUndefined();
		}
	});

	it('finds the links in a note’s text with where their labels are, skipping embeds and other links', () => {
		const text = 'I [Face Danger](iron:move:classic/adventure/face_danger), see [site](https://x.y) and ![img](iron:move:classic/a/b) then [Hawk](datasworn:asset:classic/companion/hawk).';
		const links = findEntryLinks(text, 100);
		expect(links.map((l) => [l.label, l.id])).toEqual([
			['Face Danger', 'move:classic/adventure/face_danger'],
			['Hawk', 'asset:classic/companion/hawk'],
		]);
		const [first] = links;
		expect(text.slice(first!.from - 100, first!.to - 100)).toBe('[Face Danger](iron:move:classic/adventure/face_danger)');
		expect(text.slice(first!.labelFrom - 100, first!.labelTo - 100)).toBe('Face Danger');
	});

	it('a pasted line that is more than one link is not one link', () => {
		expect(parseEntryLink('[A](iron:move:classic/a/b) and more')).toBeUndefined();
	});
});
