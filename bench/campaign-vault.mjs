// The synthetic vault of the campaign section, built in memory for obsidian-test-mocks: a
// two-year campaign's worth of notes, tracks and journal blocks (issue 15, item 3). Links are
// by vault path, as Iron Ledger writes them (the mocks resolve a bare name, or a note
// not created yet, by walking the vault: places link back to the one before).

export const VAULT_SIZE = { notes: 5000, tracks: 1000, clocks: 100, characters: 10, blocks: 20000, journals: 400 };

const KINDS = ['vow', 'journey', 'combat', 'bond', 'delve', 'expedition'];
const RANKS = ['troublesome', 'dangerous', 'formidable', 'extreme', 'epic'];

const fm = (fields) => `---\n${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n`;

/** A progress track or a clock note, as Iron Ledger writes them. */
export function trackNote(i) {
	if (i % 10 === 9) return fm({ iron_ledger: 'clock', name: `Clock ${i}`, segments: 4 + 2 * (i % 3), filled: i % 4, status: 'active' });
	return fm({ iron_ledger: 'track', kind: KINDS[i % KINDS.length], rank: RANKS[i % RANKS.length], name: `Track ${i}`, ticks: (i * 7) % 41, status: 'active' }) + `Notes on track ${i}.\n`;
}

/**
 * Files by path: 10 characters, 1,000 tracks (one in ten a clock), 400 session journals holding
 * 20,000 blocks between paragraphs, and plain notes (places, people) up to 5,000 notes.
 * `bundle` gives the shipped block writer and the tests' character sheet.
 */
export function syntheticVault(bundle) {
	const files = {};
	for (let c = 0; c < VAULT_SIZE.characters; c++) {
		files[`Characters/Hero ${c}.md`] = bundle.characterNote('classic', `Hero ${c}`, { assets: ['asset:classic/companion/hawk'], asset_abilities: ['asset.ability:classic/companion/hawk.0'], hawk_health: 3 });
	}
	for (let t = 0; t < VAULT_SIZE.tracks; t++) files[`Tracks/Track ${t}.md`] = trackNote(t);
	const perJournal = VAULT_SIZE.blocks / VAULT_SIZE.journals;
	const block = (j, b) =>
		bundle.writeBlock({
			kind: 'action',
			move: { id: 'move:classic/adventure/face_danger', name: 'Face Danger' },
			by: `[[Characters/Hero ${j % VAULT_SIZE.characters}]]`,
			stat: { name: 'edge', value: 3 },
			adds: [],
			action: 1 + ((j + b) % 6),
			challenge: [1 + (b % 10), 1 + ((b * 3) % 10)],
			momentum: 2,
			score: 4,
			outcome: 'weak_hit',
			match: false,
			actionCancelled: false,
			oracles: [],
			changes: [{ note: `[[Characters/Hero ${j % VAULT_SIZE.characters}]]`, key: 'momentum', from: 2, to: 1 }],
			extra: {},
		});
	// Written once per variant: the YAML writer is not what this vault is for.
	const variants = new Map();
	const variant = (j, b) => {
		const key = `${j % VAULT_SIZE.characters}/${(j + b) % 6}/${b % 10}`;
		if (!variants.has(key)) variants.set(key, block(j, b));
		return variants.get(key);
	};
	for (let j = 0; j < VAULT_SIZE.journals; j++) {
		const parts = [`# Session ${j}\n`];
		for (let b = 0; b < perJournal; b++) parts.push(`The hero pushes on through the ${b}th danger of the day.\n`, variant(j, b));
		files[`Journal/Session ${j}.md`] = parts.join('\n');
	}
	const plain = VAULT_SIZE.notes - Object.keys(files).length;
	for (let n = 0; n < plain; n++) files[`World/Place ${n}.md`] = `# Place ${n}\n\nA place linked to [[World/Place ${Math.max(0, n - 1)}]], with some prose about it.\n`;
	return files;
}
