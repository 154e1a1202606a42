import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliText } from './run-cli';

const tempDir = tempDirs();

describe('a party-mate marked unprepared through shared supply', () => {
	it('comes down to the new max momentum, and can still make moves (MO-05, MO-06, DB-02)', () => {
		const v = tempDir('party-debility');
		const cli = (...a: string[]) => cliText(...a, '--vault', v);
		for (const name of ['Kara', 'Bron']) cli('character', 'new', '--name', name, '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		cli('debility', 'mark', 'wounded', '--character', 'Kara');
		cli('debility', 'mark', 'cursed', '--character', 'Kara');
		cli('meter', 'take', 'momentum', '8', '--character', 'Kara');
		cli('party', 'Kara', 'Bron');
		cli('meter', 'suffer', 'supply', '5', '--character', 'Bron');
		expect(cli('move', 'Out of Supply', '--character', 'Bron', '--journal', 'J.md', '--apply')).toContain('[[Characters/Kara]]: momentum 8 → 7');
		const kara = readFileSync(join(v, 'Characters/Kara.md'), 'utf8');
		expect(kara).toContain('momentum: 7\n');
		expect(kara).toContain('unprepared: true\n');
		expect(cli('move', 'Face Danger', '--character', 'Kara', '--stat', 'edge', '--journal', 'J.md', '--dice', '5,1,1')).toContain('strong hit');
	});
});
