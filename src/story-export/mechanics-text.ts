import { type JournalBlock, OUTCOME_WORDS, type OracleRecord, type StateChange } from '../journal/block';

/**
 * A block told in full for a reader of the story: a line per thing that happened, in words,
 * never the block's YAML. The headline (the block's summary) is said apart from these lines.
 */

/** A wikilink as a reader sees it: the alias, or the note's name without its folders. */
export function linkName(link: string): string {
	const inner = link.replace(/^!?\[\[/, '').replace(/\]\]$/, '');
	const [target = '', alias] = inner.split('|');
	if (alias !== undefined && alias.trim() !== '') return alias.trim();
	const note = target.split('#')[0] ?? target;
	return (note.split('/').pop() ?? note).replace(/\.md$/, '').trim() || target.trim();
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

const show = (v: unknown): string =>
	typeof v === 'string' ? (/^\[\[.*\]\]$/.test(v) ? linkName(v) : v) : typeof v === 'number' || typeof v === 'boolean' || v === null ? String(v) : JSON.stringify(v);

const CURSE_WORDS = { replace: 'cursed, in place of the result above', add: 'cursed, added' } as const;

function oracleLines(records: readonly OracleRecord[], depth = 0): string[] {
	return records.flatMap((r) => [
		`${'  '.repeat(depth)}${r.name} ${r.roll}${r.cursedDie === undefined ? '' : `, cursed die ${r.cursedDie}`}: ${r.result}${r.worse ? ' (worse)' : ''}${r.curse ? ` (${CURSE_WORDS[r.curse]})` : ''}`,
		...oracleLines(r.rolls, depth + 1),
	]);
}

/** A list item in words: a link's note, a Datasworn id's last part (`asset:…/flagship` → Flagship). */
function itemName(item: unknown): string {
	if (typeof item !== 'string') return show(item);
	if (/^\[\[.*\]\]$/.test(item)) return linkName(item);
	const id = /^[a-z_.]+:[\w/.-]+$/.test(item) ? (item.split('/').pop() ?? item) : item;
	return id === item ? item : id.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** A list that changed (a sheet's assets), as what came and what went: a reader never sees the raw list. */
function listChange(from: readonly unknown[], to: readonly unknown[]): string {
	const key = (v: unknown) => JSON.stringify(v);
	const had = new Set(from.map(key));
	const has = new Set(to.map(key));
	const parts = [...to.filter((v) => !had.has(key(v))).map((v) => `+ ${itemName(v)}`), ...from.filter((v) => !has.has(key(v))).map((v) => `− ${itemName(v)}`)];
	return parts.length > 0 ? parts.join(', ') : 'in another order';
}

function changeLine(c: StateChange): string {
	const from =
		typeof c.from === 'number' && typeof c.to === 'number'
			? `${c.from} → ${c.to} (${signed(c.to - c.from)})`
			: Array.isArray(c.from) && Array.isArray(c.to)
				? listChange(c.from, c.to)
				: `${show(c.from)} → ${show(c.to)}`;
	return `${linkName(c.note)}: ${c.key.replace(/_/g, ' ')} ${from}`;
}

function rollLines(block: JournalBlock): string[] {
	switch (block.kind) {
		case 'action': {
			const adds = block.adds.map((a) => `${signed(a.value)}${a.reason ? ` ${a.reason}` : ''}`);
			const stat = block.stat.name ? `${signed(block.stat.value)} ${block.stat.name}` : signed(block.stat.value);
			const lines = [`Action die ${block.action}${block.actionCancelled ? ' (cancelled by momentum)' : ''} ${stat}${adds.length ? ` ${adds.join(' ')}` : ''} = ${block.score}, against ${block.challenge[0]} and ${block.challenge[1]}`];
			for (const r of block.rerolled ?? []) lines.push(`Rerolled the ${r.die.replace('_', ' ')} die: ${r.from} → ${r.to}`);
			if (block.burn) lines.push(`Burned momentum ${block.burn.from} → ${block.burn.to}: was a ${OUTCOME_WORDS[block.burn.outcomeBefore]}`);
			return lines;
		}
		case 'progress':
			return [`Progress ${block.score}, against ${block.challenge[0]} and ${block.challenge[1]}`];
		case 'ask':
			return block.pick ? [`Likelier: ${block.pick.likely}; other: ${block.pick.other}`] : [];
		default:
			return [];
	}
}

/** The lines under a block's headline when the player keeps mechanics in full. */
export function blockDetails(block: JournalBlock): string[] {
	const lines: string[] = [];
	if (block.by) lines.push(`By ${linkName(block.by)}`);
	if (block.track) lines.push(`Track: ${linkName(block.track)}`);
	if (block.clock) lines.push(`Clock: ${linkName(block.clock)}`);
	if (block.abilities?.length) lines.push(`Using ${block.abilities.map((a) => a.name).join(', ')}`);
	lines.push(...rollLines(block));
	if (block.kind !== 'oracle') lines.push(...oracleLines(block.oracles));
	for (const c of block.choices ?? []) {
		lines.push(c.chosen ? `Chose: ${c.chosen.join('; ')}` : `Still to choose ${c.upTo ? 'up to ' : ''}${c.pick}: ${c.options.join('; ')}`);
	}
	lines.push(...block.changes.map(changeLine));
	if (block.followUps?.length) lines.push(`Next: ${block.followUps.map((f) => `${f.name}${f.magnitude !== undefined ? ` (${f.magnitude})` : ''}`).join(', ')}`);
	if (block.kind === 'oracle') lines.push(...oracleLines(block.roll.rolls));
	if (block.undone) lines.push('Undone afterwards');
	return lines;
}

/** A site or threat card (`iron-site`): what the note's frontmatter says of it, in words. */
export function siteCardLines(title: string, fm: Record<string, unknown>): { headline: string; details: string[] } {
	const threat = fm.kind === 'threat';
	const ticks = threat ? fm.menace : fm.ticks;
	const boxes = typeof ticks === 'number' ? Math.floor(ticks / 4) : 0;
	const rank = typeof fm.rank === 'string' ? ` (${fm.rank})` : '';
	const headline = `${threat ? 'Threat' : 'Site'}: ${title}${rank}, ${threat ? 'menace' : 'progress'} ${boxes} of 10`;
	const details: string[] = [];
	for (const key of ['status', 'category', 'vow', 'last_danger', 'last_opportunity'] as const) {
		const value = fm[key];
		if (typeof value === 'string' && value.trim() !== '') details.push(`${key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())}: ${show(value)}`);
	}
	return { headline, details };
}
