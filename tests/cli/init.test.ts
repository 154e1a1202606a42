import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliErrorIn, cliTextIn } from './run-cli';

/**
 * `iron-ledger init [DIR]`: the one command that makes a vault, so no other has to (issue 29,
 * item 7). It makes .obsidian/ and turns the plugin on; Obsidian's settings that are already
 * there are the player's, and only ever gain the plugin's id.
 */

const tempDir = tempDirs();
const plugins = (vault: string) => readFileSync(join(vault, '.obsidian/community-plugins.json'), 'utf8');

describe('iron-ledger init', () => {
	it('makes a new folder a vault with the plugin on, and says what it made; commands then play in it', () => {
		const top = tempDir('init');
		expect(cliTextIn(top, 'init', 'Campaign/Ironlands')).toBe(
			[
				'Made the folder Campaign/Ironlands/',
				'Made Campaign/Ironlands/.obsidian/: Campaign/Ironlands is a vault now.',
				'Made Campaign/Ironlands/.obsidian/community-plugins.json: Iron Ledger is turned on.',
				'Play here with iron-ledger commands; to play in Obsidian too, install the plugin in Campaign/Ironlands/.obsidian/plugins/iron-ledger/.',
			].join('\n'),
		);
		const vault = join(top, 'Campaign/Ironlands');
		expect(JSON.parse(plugins(vault))).toEqual(['iron-ledger']);
		expect(readdirSync(join(vault, '.obsidian'))).toEqual(['community-plugins.json']);
		expect(cliTextIn(vault, 'dashboard')).toMatch(/^Created Campaign dashboard\.base/);
	});

	it('in the folder you are in, an existing list of plugins only gains the id; run again, nothing changes', () => {
		const vault = tempDir('init-here');
		mkdirSync(join(vault, '.obsidian'));
		writeFileSync(join(vault, '.obsidian/community-plugins.json'), '[\n  "dataview"\n]');
		writeFileSync(join(vault, '.obsidian/app.json'), '{"theme":"moonstone"}');
		expect(cliTextIn(vault, 'init')).toMatch(/^Added Iron Ledger \(iron-ledger\) to \.obsidian\/community-plugins\.json, after the plugins already there\.\n/);
		expect(JSON.parse(plugins(vault))).toEqual(['dataview', 'iron-ledger']);
		const after = plugins(vault);
		expect(cliTextIn(vault, 'init', '.', '--json')).toContain('"plugins":["dataview","iron-ledger"]');
		expect(cliTextIn(vault, 'init')).toMatch(/^\.obsidian\/community-plugins\.json already turns Iron Ledger on: it was left as it is\.\n/);
		expect(plugins(vault)).toBe(after);
		expect(readFileSync(join(vault, '.obsidian/app.json'), 'utf8')).toBe('{"theme":"moonstone"}');
	});

	it('a plugin list that is a link (settings shared between vaults) stays a link, and the shared file gains the id', () => {
		const vault = tempDir('init-linked');
		const shared = join(tempDir('init-shared'), 'plugins.json');
		writeFileSync(shared, '["dataview"]');
		mkdirSync(join(vault, '.obsidian'));
		symlinkSync(shared, join(vault, '.obsidian/community-plugins.json'));
		cliTextIn(vault, 'init');
		expect(lstatSync(join(vault, '.obsidian/community-plugins.json')).isSymbolicLink()).toBe(true);
		expect(JSON.parse(readFileSync(shared, 'utf8'))).toEqual(['dataview', 'iron-ledger']);
		expect(readdirSync(join(vault, '.obsidian'))).toEqual(['community-plugins.json']);
	});

	it('a plugin list it cannot read is left alone; a file, or a folder inside another vault, is refused; exit 2', () => {
		const vault = tempDir('init-refused');
		mkdirSync(join(vault, '.obsidian'));
		writeFileSync(join(vault, '.obsidian/community-plugins.json'), '{"not": "a list"}');
		expect(cliErrorIn(vault, 'init')).toBe(
			'iron-ledger init: .obsidian/community-plugins.json is not the list of plugin ids Obsidian writes: it was left as it is. Turn Iron Ledger on in Obsidian (Settings, Community plugins).',
		);
		expect(plugins(vault)).toBe('{"not": "a list"}');
		writeFileSync(join(vault, 'notes.md'), 'x');
		expect(cliErrorIn(vault, 'init', 'notes.md')).toBe('iron-ledger init: notes.md is a file, not a folder.');
		expect(cliErrorIn(vault, 'init', 'Sub')).toBe(`iron-ledger init: Sub is inside the vault ${vault}: play there (iron-ledger init ${JSON.stringify(vault)} turns the plugin on in it).`);
		expect(existsSync(join(vault, 'Sub'))).toBe(false);
	});
});
