import type { JournalBlock, OracleRecord, TemplateBlock } from './block';
import { OUTCOME_WORDS } from './block';

/** A summary is read as plain text: Datasworn's `[label](datasworn:…)` links keep their label only. */
const plain = (text: string) => text.replace(/\[([^\]]+)\]\((?:datasworn|iron):[^)\s]+\)/g, '$1');

/** A result, with what it led to when a row sends the reader on (a site's card, a denizen). */
function oracleLine(r: OracleRecord): string {
	const cursedDie = r.cursedDie === undefined ? '' : `, cursed die ${r.cursedDie}`;
	const replaced = r.rolls.find((n) => n.curse === 'replace');
	// A curse that replaces the result is what the reader takes: the plain row is kept only as the roll's record.
	if (replaced) return `${r.name} ${r.roll}${cursedDie}: ${plain(replaced.result)} (cursed, in place of ${plain(r.result)})`;
	const nested = r.rolls.map((n) => (n.curse ? `${n.result} (cursed)` : n.result));
	return `${r.name} ${r.roll}${cursedDie}: ${plain(r.result)}${nested.length > 0 ? ` → ${nested.map(plain).join('; ')}` : ''}`;
}

/** Delve: the rarity die that took the action die's place. */
function rarity(block: JournalBlock): string {
	const r = block.extra.rarity as { name?: unknown; die?: unknown } | undefined;
	return r && typeof r.die === 'number' ? `, rarity die ${r.die}${typeof r.name === 'string' ? ` (${r.name})` : ''}` : '';
}

const countsAs = (block: JournalBlock) => (block.countsAs && block.countsAs !== (block.kind === 'action' || block.kind === 'progress' ? block.outcome : undefined) ? `, counts as a ${OUTCOME_WORDS[block.countsAs]}` : '');

/** The tables an action or progress roll went on in (Delve the Depths' weak hit). */
const tables = (block: JournalBlock) => block.oracles.map((o) => `; ${oracleLine(o)}`).join('');

/** What is left to do after the roll, for readers without the plugin: an open choice, the next move. */
function pendingTail(block: JournalBlock): string {
	if (block.undone) return '';
	const open = (block.choices ?? []).some((c) => !c.chosen) ? '; a choice is open' : '';
	const next = (block.followUps ?? []).map((f) => `${f.name}${f.magnitude !== undefined ? ` (${f.magnitude})` : ''}`);
	return `${open}${next.length > 0 ? `; next: ${next.join(', ')}` : ''}`;
}

/** A template note's name (a link's last part), or "Oracle template" for text given inline. */
export function templateTitle(block: Pick<TemplateBlock, 'template'>): string {
	const link = /^\[\[([^\]|]+)(\|[^\]]*)?\]\]$/.exec(block.template.trim());
	return link && !block.template.includes('{{') ? (link[1] ?? '').split('/').pop() ?? '' : 'Oracle template';
}

// The summary is one comment line: a long filled text is cut there, and kept whole in `text`.
const SUMMARY_TEXT = 120;
const cut = (text: string) => {
	const flat = text.replace(/\s+/g, ' ').trim();
	return flat.length > SUMMARY_TEXT ? `${flat.slice(0, SUMMARY_TEXT - 1)}…` : flat;
};

/** One line that says what happened, for the block's first comment and for lists. */
export function summarise(block: JournalBlock): string {
	const tail = pendingTail(block);
	// A roll that ends a sentence ("…disadvantage.") takes the tail without its full stop: never ".;".
	return (tail ? summariseRoll(block).replace(/\.$/, '') : summariseRoll(block)) + tail;
}

function summariseRoll(block: JournalBlock): string {
	const name = block.move?.name;
	const undone = block.undone ? ' (undone)' : '';
	switch (block.kind) {
		case 'action': {
			const stat = block.stat.name ? `+${block.stat.name}` : `+${block.stat.value}`;
			const match = block.match ? ' with a match' : '';
			return `${name ?? 'Action roll'} (${stat}): ${OUTCOME_WORDS[block.outcome]}${match}, ${block.score} vs ${block.challenge[0]} and ${block.challenge[1]}${block.burn ? ', momentum burned' : ''}${rarity(block)}${countsAs(block)}${tables(block)}${undone}`;
		}
		case 'progress':
			return `${name ?? 'Progress roll'}: ${OUTCOME_WORDS[block.outcome]}${block.match ? ' with a match' : ''}, progress ${block.score} vs ${block.challenge[0]} and ${block.challenge[1]}${countsAs(block)}${tables(block)}${undone}`;
		case 'no_roll':
			return `${block.move.name}${tables(block)}${undone}`;
		case 'sheet':
			return `${block.what}${undone}`;
		case 'template':
			return `${templateTitle(block)}: ${cut(block.text)}${undone}`;
		case 'oracle':
			return `${name && name !== block.roll.name ? `${name}: ` : ''}${oracleLine(block.roll)}${undone}`;
		case 'ask':
			if (block.pick) return `Pick two: ${block.yes ? block.pick.likely : block.pick.other} (over ${block.yes ? block.pick.other : block.pick.likely}; rolled ${block.roll})${block.match ? ', a match' : ''}${undone}`;
			return `Ask the Oracle${block.question ? ` "${block.question}"` : ''} (${block.odds.replace('_', ' ')}): ${block.yes ? 'yes' : 'no'}${block.match ? ', a match' : ''} (${block.roll})${undone}`;
	}
}
