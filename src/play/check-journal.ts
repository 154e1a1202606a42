import type { ContentLibrary } from '../content/library';
import { PACKAGES, packageOfId } from '../content/rulesets';
import type { JournalBlock, OracleRecord } from '../journal/block';
import { findBlocks } from '../journal/note-text';

export interface NoteProblem {
	/** 1-based line in the note. */
	line: number;
	message: string;
}

/** Is this Datasworn id one of the moves or tables the plugin ships? */
export function knownId(content: ContentLibrary, id: string): boolean {
	const pkg = packageOfId(id);
	if (!pkg || !(PACKAGES as readonly string[]).includes(pkg)) return false;
	return content.index(pkg).byId.has(id);
}

function oracleIds(records: readonly OracleRecord[]): string[] {
	return records.flatMap((r) => [r.oracle, ...oracleIds(r.rolls)]);
}

/** Ids a block refers to that no loaded ruleset has. */
export function unknownIds(content: ContentLibrary, block: JournalBlock): string[] {
	const ids = [...(block.move ? [block.move.id] : []), ...oracleIds(block.oracles), ...(block.kind === 'oracle' ? oracleIds([block.roll]) : [])];
	return [...new Set(ids)].filter((id) => !knownId(content, id));
}

/** Every problem with the note's iron-move blocks, with the note's own line numbers. */
export function checkNote(text: string, content: ContentLibrary): { blocks: number; problems: NoteProblem[] } {
	const found = findBlocks(text);
	const problems: NoteProblem[] = [];
	for (const b of found) {
		if (!b.result.ok) {
			for (const e of b.result.errors) problems.push({ line: b.startLine + 1 + e.line, message: e.message });
			continue;
		}
		for (const id of unknownIds(content, b.result.block)) {
			problems.push({ line: b.startLine + 2, message: `Unknown Datasworn id ${id}: no ruleset Iron Ledger ships has it.` });
		}
	}
	return { blocks: found.length, problems };
}
