import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliError } from './run-cli';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('a new character', () => {
	it('holds an asset once: the same asset twice is refused, nothing made', () => {
		const vault = mkdtempSync(join(tmpdir(), 'iron-ledger-sheet-checks-'));
		made.push(vault);
		expect(cliError('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Hound,Hound')).toBe('iron-ledger character: Hound is given twice: a character holds an asset once.');
		expect(existsSync(join(vault, 'Characters/Kira.md'))).toBe(false);
	});
});
