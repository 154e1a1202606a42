import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError } from './run-cli';

const tempDir = tempDirs();

describe('a new character', () => {
	it('holds an asset once: the same asset twice is refused, nothing made', () => {
		const vault = tempDir('sheet-checks');
		expect(cliError('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Hound,Hound')).toBe('iron-ledger character: Hound is given twice: a character holds an asset once.');
		expect(existsSync(join(vault, 'Characters/Kira.md'))).toBe(false);
	});
});
