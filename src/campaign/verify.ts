import type { ContentLibrary } from '../content/library';
import { findBlocks } from '../journal/note-text';
import type { StateStore } from '../play/note-store';
import { checkNote } from '../play/check-journal';
import { pathFor } from './links';

export interface Disagreement {
	note: string;
	key: string;
	/** Where the journal says it: "Journal/Session 1.md:42". */
	where: string;
	journal: unknown;
	frontmatter: unknown;
	message: string;
}

export interface VerifyReport {
	blocks: number;
	journals: string[];
	problems: string[];
	disagreements: Disagreement[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Replays the campaign's journal: every block's changes, in note order and then block order,
 * must follow on from the one before, and the last value the journal sets must be what the
 * frontmatter holds now. Each place they part is reported, with the journal's value as the fix.
 */
export async function verifyCampaign(store: StateStore, content: ContentLibrary, folder = ''): Promise<VerifyReport> {
	const report: VerifyReport = { blocks: 0, journals: [], problems: [], disagreements: [] };
	const last = new Map<string, { value: unknown; where: string; note: string; key: string }>();
	for (const path of await store.list(folder)) {
		const text = (await store.read(path)) ?? '';
		const found = findBlocks(text);
		if (found.length === 0) continue;
		report.journals.push(path);
		for (const p of checkNote(text, content).problems) report.problems.push(`${path}:${p.line}: ${p.message}`);
		for (const b of found) {
			if (!b.result.ok || b.result.block.undone) continue;
			report.blocks++;
			const where = `${path}:${b.startLine + 1}`;
			for (const c of b.result.block.changes) {
				const id = `${pathFor(c.note)}#${c.key}`;
				const before = last.get(id);
				if (before && !same(before.value, c.from)) {
					report.disagreements.push({
						note: c.note,
						key: c.key,
						where,
						journal: before.value,
						frontmatter: c.from,
						message: `${where}: ${c.key} of ${c.note} starts from ${JSON.stringify(c.from)}, but ${before.where} left it at ${JSON.stringify(before.value)} (changed outside the journal).`,
					});
				}
				last.set(id, { value: c.to, where, note: c.note, key: c.key });
			}
		}
	}
	for (const entry of last.values()) {
		const fm = await store.frontmatter(pathFor(entry.note)).catch(() => null);
		if (fm === null) {
			report.problems.push(`${entry.note} is missing or unreadable, but ${entry.where} changed it.`);
			continue;
		}
		if (!same(fm[entry.key], entry.value)) {
			report.disagreements.push({
				note: entry.note,
				key: entry.key,
				where: entry.where,
				journal: entry.value,
				frontmatter: fm[entry.key] ?? null,
				message: `${entry.key} of ${entry.note} is ${JSON.stringify(fm[entry.key] ?? null)}, but the journal (last at ${entry.where}) says ${JSON.stringify(entry.value)}. Fix: set it to ${JSON.stringify(entry.value)}.`,
			});
		}
	}
	return report;
}

/** Sets each disagreeing value to what the journal says, as `verify --fix` offers. */
export async function fixFromJournal(store: StateStore, disagreements: readonly Disagreement[]): Promise<void> {
	for (const d of disagreements) {
		if (!d.message.includes('Fix:')) continue;
		await store.updateFrontmatter(pathFor(d.note), (fm) => {
			fm[d.key] = d.journal;
		});
	}
}
