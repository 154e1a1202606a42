import { Document, Scalar, isScalar, isSeq, visit } from 'yaml';
import { BLOCK_LANGUAGE, BLOCK_VERSION, type ChoiceRecord, type JournalBlock, OUTCOME_WORDS, type OracleRecord } from './block';
import { summarise } from './summary';
import { fenceFor } from './fences';
import { assertWritable, fitForJournal } from './fit';

function oracleRecord(r: OracleRecord): Record<string, unknown> {
	const out: Record<string, unknown> = { oracle: r.oracle, table: r.name, roll: r.roll, result: r.result };
	if (r.worse) out.worse = true;
	if (r.duplicate) out.duplicate = true;
	if (r.duplicate && r.duplicateWords) out.duplicate_words = r.duplicateWords;
	if (r.repeated) out.repeated = true;
	if (r.rerolled && r.rerolled.length > 0) out.rerolled = [...r.rerolled];
	if (r.cursedDie !== undefined) out.cursed_die = r.cursedDie;
	if (r.curse) out.curse = r.curse;
	if (r.rolls.length > 0) out.rolls = r.rolls.map(oracleRecord);
	return out;
}

function choiceData(c: ChoiceRecord): Record<string, unknown> {
	const out: Record<string, unknown> = { pick: c.pick };
	if (c.upTo) out.up_to = true;
	if (c.repeats) out.repeats = true;
	out.options = [...c.options];
	if (c.chosen) out.chosen = [...c.chosen];
	return out;
}

/** The block as plain data, keys in the order a reader expects. */
export function blockToData(block: JournalBlock): Record<string, unknown> {
	const data: Record<string, unknown> = { v: BLOCK_VERSION, kind: block.kind };
	if (block.played) {
		data.at = block.played.at;
		data.seq = block.played.seq;
	}
	if (block.move) {
		data.move = block.move.id;
		data.name = block.move.name;
	}
	if (block.by !== undefined) data.by = block.by;
	if (block.track !== undefined && block.kind !== 'progress') data.track = block.track;
	switch (block.kind) {
		case 'action':
			if (block.stat.name !== undefined) data.stat = block.stat.name;
			data.stat_value = block.stat.value;
			if (block.adds.length > 0) data.adds = block.adds.map((a) => ({ value: a.value, reason: a.reason }));
			data.action_die = block.action;
			data.challenge = [...block.challenge];
			if (block.momentum !== undefined) data.momentum = block.momentum;
			data.score = block.score;
			data.outcome = OUTCOME_WORDS[block.outcome];
			data.match = block.match;
			if (block.actionCancelled) data.action_cancelled = true;
			if (block.rerolled && block.rerolled.length > 0) data.rerolled = block.rerolled.map((r) => ({ die: r.die, from: r.from, to: r.to }));
			if (block.burn) {
				data.burn = {
					from: block.burn.from,
					to: block.burn.to,
					cancelled: [...block.burn.cancelled],
					outcome_before: OUTCOME_WORDS[block.burn.outcomeBefore],
				};
			}
			break;
		case 'progress':
			if (block.track !== undefined) data.track = block.track;
			data.score = block.score;
			data.challenge = [...block.challenge];
			data.outcome = OUTCOME_WORDS[block.outcome];
			data.match = block.match;
			break;
		case 'sheet':
			data.what = block.what;
			break;
		case 'template':
			data.template = block.template;
			data.text = block.text;
			break;
		case 'no_roll':
			if (block.text !== undefined) data.text = block.text;
			break;
		case 'oracle':
			Object.assign(data, oracleRecord(block.roll));
			break;
		case 'ask':
			if (block.question !== undefined) data.question = block.question;
			data.odds = block.odds;
			data.style = block.style;
			data.roll = block.roll;
			data.answer = block.yes ? 'yes' : 'no';
			data.match = block.match;
			if (block.pick) data.pick = { likely: block.pick.likely, other: block.pick.other, result: block.yes ? block.pick.likely : block.pick.other };
			break;
	}
	if (block.abilities && block.abilities.length > 0) data.abilities = block.abilities.map((a) => ({ ability: a.ability, name: a.name }));
	if (block.countsAs) data.counts_as = OUTCOME_WORDS[block.countsAs];
	if (block.clock !== undefined) data.clock = block.clock;
	if (block.override && block.override.length > 0) data.override = [...block.override];
	if (block.choices && block.choices.length > 0) data.choices = block.choices.map(choiceData);
	if (block.followUps && block.followUps.length > 0) {
		data.follow_ups = block.followUps.map((f) => ({ move: f.move, name: f.name, ...(f.magnitude !== undefined ? { magnitude: f.magnitude } : {}), ...(f.note ? { note: f.note } : {}) }));
	}
	if (block.oracles.length > 0) data.oracles = block.oracles.map(oracleRecord);
	if (block.changes.length > 0) data.changes = block.changes.map((c) => ({ note: c.note, key: c.key, from: c.from, to: c.to }));
	if (block.undone) data.undone = true;
	if (block.cut && block.cut.length > 0) data.cut = [...block.cut];
	for (const [key, value] of Object.entries(block.extra)) if (!(key in data)) data[key] = value;
	return data;
}

const FLOW_KEYS = ['challenge', 'cancelled'];

/**
 * The YAML body of a block (without the fence), with a summary comment on top: the player's
 * texts cut to their cap (fit.ts), and refused when the reader would refuse it.
 */
export function writeBlockBody(given: JournalBlock): string {
	const block = fitForJournal(given).block;
	const doc = new Document(blockToData(block));
	// A block scalar cannot carry every text back: a line of only spaces, or one starting with a
	// space first, comes back changed. Such text is written double-quoted, which keeps every character.
	visit(doc, {
		Scalar(_, node) {
			if (typeof node.value === 'string' && node.value.includes('\n') && /(^[ \t])|(^|\n)[ \t]+(\n|$)|[ \t]\n/.test(node.value)) node.type = Scalar.QUOTE_DOUBLE;
		},
		// An oracle record's dice rolled again, at any depth, read as dice do: `rerolled: [98]`.
		Pair(_, pair) {
			if (isScalar(pair.key) && pair.key.value === 'rerolled' && isSeq(pair.value)) pair.value.flow = true;
		},
	});
	// Dice read best on one line: `challenge: [3, 8]`.
	for (const path of [['challenge'], ['burn', 'cancelled']]) {
		const node = doc.getIn(path, true);
		if (isSeq(node) && FLOW_KEYS.includes(path[path.length - 1] as string)) node.flow = true;
	}
	// The summary line lets the block read well where the plugin is not installed.
	// A double-quoted text stays on one line: yaml's folding of a long one writes a line of a
	// single space as an escaped backslash, and the text would come back with a "\" in it.
	const body = `# ${summarise(block).replace(/\s+/g, ' ')}\n${doc.toString({ lineWidth: 0, flowCollectionPadding: false, doubleQuotedMinMultiLineLength: Number.MAX_SAFE_INTEGER })}`;
	assertWritable(body, block);
	return body;
}

/** The whole fenced block, ending with a newline. */
export function writeBlock(block: JournalBlock): string {
	const body = writeBlockBody(block);
	// A fence longer than any backtick run the player's text starts a line with: it cannot close early.
	const fence = fenceFor(body);
	return `${fence}${BLOCK_LANGUAGE}\n${body}${fence}\n`;
}
