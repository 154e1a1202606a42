import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBlocks } from '../../src/journal/note-text';
import { tempDirs } from '../helpers/temp-dirs';

const tempDir = tempDirs();
// Built once for the run already (tests/global-setup.ts); each run plays a dozen CLI commands.
const demo = (vault: string) =>
	execFileSync(process.execPath, ['scripts/demo-vault.mjs', vault], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, IRON_LEDGER_DEMO_BUILT: '1' } });
const SLOW = 120_000;

/** Every file under a folder, by its path there, with its bytes. */
function files(dir: string, under = dir): Map<string, Buffer> {
	const out = new Map<string, Buffer>();
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const full = join(dir, entry.name);
		if (entry.isDirectory()) for (const [k, v] of files(full, under)) out.set(k, v);
		else out.set(relative(under, full), readFileSync(full));
	}
	return out;
}

describe('npm run vault', () => {
	it('installs and enables the plugin and plays a session that verifies', () => {
		const vault = tempDir('demo');
		const out = demo(vault);
		expect(out).toContain('the journal and the notes agree');
		for (const f of ['main.js', 'manifest.json', 'styles.css']) expect(existsSync(join(vault, '.obsidian/plugins/iron-ledger', f))).toBe(true);
		expect(JSON.parse(readFileSync(join(vault, '.obsidian/community-plugins.json'), 'utf8'))).toEqual(['iron-ledger']);
		const blocks = findBlocks(readFileSync(join(vault, 'Journal/Session 1.md'), 'utf8'));
		expect(blocks.length).toBeGreaterThanOrEqual(8);
		expect(blocks.every((b) => b.result.ok)).toBe(true);
		// The NPC Kira meets is journaled as generated: one template block, a line per field.
		expect(new Set(blocks.map((b) => (b.result.ok ? b.result.block.kind : '')))).toEqual(new Set(['action', 'ask', 'oracle', 'template']));
		expect(readFileSync(join(vault, 'Tracks/Bring my brother home.md'), 'utf8')).toContain('kind: vow\nrank: extreme');
		// Today's features, each made by its CLI command: truths linked from the character, generated entities,
		// a template filled into the journal, iron: links in the prose, and the story exported last.
		const read = (path: string) => readFileSync(join(vault, path), 'utf8');
		expect(read('Truths.md')).toContain('iron_ledger: truths\nruleset: classic\n');
		expect(read('Characters/Kira.md')).toContain('truths: "[[Truths]]"');
		expect(read('Entities/Ithela.md')).toContain('kind: npc\nruleset: classic\nrole: Hunter\n');
		expect(read('Entities/Elderwatch.md')).toContain('kind: settlement\n');
		expect(read('Templates/Tavern stranger.md')).toContain('iron_ledger: template');
		const session2 = findBlocks(read('Journal/Session 2.md'));
		expect(session2.every((b) => b.result.ok)).toBe(true);
		const filled = session2.map((b) => (b.result.ok ? b.result.block : null)).find((b) => b?.kind === 'template');
		expect(JSON.stringify(filled)).toContain('[[Oracles/Tavern mood]]');
		expect(JSON.stringify(filled)).toContain('oracle_rollable:classic/character/role');
		expect(read('Journal/Session 1.md')).toContain('[Secure an Advantage](iron:move:classic/adventure/secure_an_advantage)');
		expect(read('Story.md')).toMatch(/^---\niron_ledger: story\nmechanics: summary\n---[\s\S]*# Session 1[\s\S]*# Session 2[\s\S]*Tavern stranger: A Cunning Guide/);
		expect(read('Story.html')).toContain('Tavern stranger: A Cunning Guide');
		// The demo's own vault is played afresh when run again, not added to, and with fixed dice it is the same vault
		// but for when each block was played (its `at` and `seq`, docs/blocks.md).
		const unstamped = (m: Map<string, Buffer>) => new Map([...m].map(([k, v]) => [k, Buffer.from(v.toString('utf8').replace(/^at: .*\nseq: \d+\n/gm, ''))]));
		const first = unstamped(files(vault));
		expect(demo(vault)).toContain('the journal and the notes agree');
		expect(findBlocks(read('Journal/Session 1.md'))).toHaveLength(blocks.length);
		const again = unstamped(files(vault));
		expect([...again.keys()].sort()).toEqual([...first.keys()].sort());
		for (const [path, bytes] of first) expect(again.get(path)?.equals(bytes), path).toBe(true);
	}, SLOW);

	it('on a vault of the player\'s, changes nothing that was there and keeps every plugin enabled', () => {
		const vault = tempDir('demo-player');
		const mine: Record<string, string> = {
			'Welcome.md': '# My campaign\n',
			'Journal/Session 1.md': '# Session 1\n\nMy own session, years of it.\n',
			'Characters/Kira.md': '---\nname: Kira\nmomentum: 5\n---\nMy Kira.\n',
			'Tracks/Bring my brother home.md': '---\nticks: 12\n---\n',
			'Iron Ledger demo/notes.md': 'A folder of mine with the demo\'s name.\n',
			'.obsidian/app.json': '{\n    "vimMode": true\n}',
			'.obsidian/community-plugins.json': '[\n    "dataview",\n    "calendar"\n]',
			'.obsidian/plugins/dataview/main.js': '// dataview\n',
			'.obsidian/plugins/dataview/data.json': '{"refresh": 2500}',
			'.obsidian/plugins/iron-ledger/data.json': '{"dice": "physical", "journalNote": "Play/Log.md"}',
		};
		for (const [path, text] of Object.entries(mine)) {
			mkdirSync(dirname(join(vault, path)), { recursive: true });
			writeFileSync(join(vault, path), text);
		}
		const before = files(vault);

		const out = demo(vault);
		expect(out).toContain('the journal and the notes agree');
		expect(out).toContain('in the folder "Iron Ledger demo 2"');
		const after = files(vault);
		for (const [path, bytes] of before) {
			if (path === join('.obsidian', 'community-plugins.json')) continue;
			expect(after.get(path)?.equals(bytes), path).toBe(true);
		}
		expect(JSON.parse(readFileSync(join(vault, '.obsidian/community-plugins.json'), 'utf8'))).toEqual(['dataview', 'calendar', 'iron-ledger']);
		// The demo's notes are all in a folder of their own.
		const added = [...after.keys()].filter((path) => !before.has(path) && !path.startsWith('.obsidian'));
		expect(added.length).toBeGreaterThan(4);
		for (const path of added) expect(path.startsWith(`Iron Ledger demo 2${join('/')}`), path).toBe(true);
		const blocks = findBlocks(readFileSync(join(vault, 'Iron Ledger demo 2/Journal/Session 1.md'), 'utf8'));
		expect(blocks.length).toBeGreaterThanOrEqual(8);
		expect(blocks.every((b) => b.result.ok)).toBe(true);
	}, SLOW);
});
