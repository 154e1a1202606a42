import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError, cliJson, cliText } from './run-cli';

const tempDir = tempDirs();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';
const TAM = 'Tracks/Old Tam.md';

function withConnection(status: string, ticks: number): string {
	const vault = tempDir('connection');
	cliText('character', 'new', '--vault', vault, '--name', 'Mara', '--ruleset', 'starforged', '--stats', STATS);
	mkdirSync(join(vault, 'Tracks'));
	writeFileSync(join(vault, TAM), `---\niron_ledger: track\nkind: connection\nrank: troublesome\nticks: ${ticks}\nstatus: ${status}\n---\n# Old Tam\n`);
	return vault;
}

const develop = (vault: string, ...args: string[]) => ['move', 'Develop Your Relationship', '--vault', vault, '--character', 'Mara', '--track', TAM, '--journal', 'J.md', ...args];

describe('CLI: Develop Your Relationship', () => {
	it('not bonded: no roll, progress by their rank; --stat is refused', () => {
		const vault = withConnection('active', 0);
		const json = cliJson(...develop(vault, '--apply'));
		expect(json.kind).toBe('no_roll');
		expect(json.changes).toEqual([{ note: '[[Tracks/Old Tam]]', key: 'ticks', from: 0, to: 12 }]);
		expect(readFileSync(join(vault, TAM), 'utf8')).toContain('ticks: 12\n');
		expect(cliError(...develop(vault, '--stat', 'epic', '--dice', '1,2,3'))).toContain('Develop Your Relationship is not rolled for [[Tracks/Old Tam]]');
	});

	it('bonded: the roll is +their rank, whatever --stat says', () => {
		const vault = withConnection('complete', 40);
		const json = cliJson(...develop(vault, '--dice', '2,2,3'));
		expect(json.kind).toBe('action');
		expect(json.score).toBe(3);
		expect(json.outcome).toBe('weak_hit');
		expect(cliError(...develop(vault, '--stat', 'epic', '--dice', '2,2,3'))).toContain('which is troublesome, not epic');
	});
});
