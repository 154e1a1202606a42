import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBlocks } from '../../src/journal/note-text';

describe('npm run vault', () => {
	it('installs and enables the plugin and plays a session that verifies', () => {
		const vault = mkdtempSync(join(tmpdir(), 'iron-ledger-demo-'));
		const out = execFileSync(process.execPath, ['scripts/demo-vault.mjs', vault], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
		expect(out).toContain('the journal and the notes agree');
		for (const f of ['main.js', 'manifest.json', 'styles.css']) expect(existsSync(join(vault, '.obsidian/plugins/iron-ledger', f))).toBe(true);
		expect(JSON.parse(readFileSync(join(vault, '.obsidian/community-plugins.json'), 'utf8'))).toEqual(['iron-ledger']);
		const blocks = findBlocks(readFileSync(join(vault, 'Journal/Session 1.md'), 'utf8'));
		expect(blocks.length).toBeGreaterThanOrEqual(8);
		expect(blocks.every((b) => b.result.ok)).toBe(true);
		expect(new Set(blocks.map((b) => (b.result.ok ? b.result.block.kind : '')))).toEqual(new Set(['action', 'ask', 'oracle']));
		expect(readFileSync(join(vault, 'Tracks/Bring my brother home.md'), 'utf8')).toContain('kind: vow\nrank: extreme');
	});
});
