// `npm run vault [PATH]`: builds the plugin, installs it into PATH (default demo-vault/),
// enables it, and plays a short classic session through the CLI, so the vault opens in
// Obsidian with a character, her world's truths, a sworn vow, a journey, an NPC and a settlement,
// an oracle template, and a journal to read, exported as a story. Every die is fixed, so the
// vault is the same each time.
//
// It never harms a vault. The demo's own vault (demo-vault/, or a folder this script made,
// marked by DEMO_MARK) is played afresh each time. In any other vault nothing that is there is
// changed: the demo's notes go into a folder of their own that does not exist yet ("Iron Ledger
// demo", or "Iron Ledger demo 2"…), iron-ledger is added to the enabled plugins beside the
// others, and the plugin's settings (data.json) are written only when it has none. The plugin's
// own files (main.js, manifest.json, styles.css) are replaced with the new build: that is the install.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname ?? '.', '..');
const ownDefault = join(root, 'demo-vault');
const vault = resolve(process.argv[2] ?? ownDefault);
const DEMO_MARK = '.iron-ledger-demo';
const cli = (...args) => execFileSync(process.execPath, [join(root, 'bin', 'iron-ledger.cjs'), ...args], { encoding: 'utf8' });
const fail = (message) => {
	process.stderr.write(`npm run vault: ${message}\n`);
	process.exit(2);
};

if (existsSync(vault) && !statSync(vault).isDirectory()) fail(`${vault} is a file, not a folder.`);
const isEmptyFolder = () => !existsSync(vault) || readdirSync(vault).length === 0;
const own = vault === ownDefault || existsSync(join(vault, DEMO_MARK)) || isEmptyFolder();

/** Enabled plugins: iron-ledger added to the list, every other kept, the file untouched when it is there. */
function enable() {
	const file = join(vault, '.obsidian', 'community-plugins.json');
	let plugins = [];
	if (existsSync(file)) {
		try {
			plugins = JSON.parse(readFileSync(file, 'utf8'));
		} catch {
			fail(`${file} is not a JSON list of plugins: fix it (or enable Iron Ledger in Obsidian), then run this again.`);
		}
		if (!Array.isArray(plugins)) fail(`${file} is not a JSON list of plugins: fix it, then run this again.`);
		if (plugins.includes('iron-ledger')) return;
	}
	writeFileSync(file, `${JSON.stringify([...plugins, 'iron-ledger'], null, 2)}\n`);
}

/** The first "Iron Ledger demo" folder name not taken in the player's vault. */
function freshFolder() {
	for (let n = 1; ; n++) {
		const name = n === 1 ? 'Iron Ledger demo' : `Iron Ledger demo ${n}`;
		if (!existsSync(join(vault, name))) return name;
	}
}

const base = own ? '' : freshFolder();
const at = (path) => (base ? `${base}/${path}` : path);

// The tests build once per run (tests/global-setup.ts): building here too would rewrite the CLI
// while other test files are running it.
if (process.env.IRON_LEDGER_DEMO_BUILT !== '1') execFileSync(process.execPath, [join(root, 'esbuild.config.mjs'), 'production'], { stdio: 'inherit', cwd: root });

const plugin = join(vault, '.obsidian', 'plugins', 'iron-ledger');
mkdirSync(plugin, { recursive: true });
if (own) writeFileSync(join(vault, DEMO_MARK), 'This vault was made by `npm run vault`: running it again plays the demo afresh here.\n');
for (const file of ['main.js', 'manifest.json', 'styles.css']) copyFileSync(join(root, file), join(plugin, file));
enable();
if (!existsSync(join(plugin, 'data.json'))) {
	const settings = { rulesets: ['classic', 'delve', 'starforged'], dice: 'digital', placement: 'cursor', journalNote: at('Journal/Session 1.md'), characterFolder: at('Characters'), trackFolder: at('Tracks'), oracleFolder: at('Oracles'), truthsNote: at('Truths.md'), entityFolder: at('Entities'), activeCharacter: at('Characters/Kira.md') };
	writeFileSync(join(plugin, 'data.json'), `${JSON.stringify(settings, null, 2)}\n`);
}

if (own) {
	// The campaign is played afresh each time, so the demo's vault always shows the current format.
	for (const dir of ['Characters', 'Tracks', 'Journal', 'Oracles', 'Entities', 'Templates', 'Truths.md', 'Story.md', 'Story.html', 'Campaign dashboard.base']) rmSync(join(vault, dir), { recursive: true, force: true });
	rmSync(join(vault, '.iron-ledger.lock'), { recursive: true, force: true });
}

const journal = at('Journal/Session 1.md');
const link = (path) => `[[${at(path)}]]`;
mkdirSync(join(vault, at('Journal')), { recursive: true });
writeFileSync(
	join(vault, at('Welcome.md')),
	`# Welcome to the Iron Ledger demo\n\nOpen ${link('Journal/Session 1')} to read a short session, ${link('Characters/Kira')} for the character sheet, ${link('Truths')} for the truths of her world, and the notes in ${at('Tracks')} for her vow and journey. ${link('Entities/Ithela')}, the hunter she meets, and ${link('Entities/Elderwatch')} were made by *Generate an entity*. ${link('Journal/Session 2')} is a Delve: ${link('Tracks/The Frozen Vault')} shows its site card, ${link('Oracles/Tavern mood')} is an oracle table of your own, and ${link('Templates/Tavern stranger')} an oracle template that rolls it. ${link('Story')} (and ${at('Story.html')}) is the campaign exported as a story.\n\nOpen ${at('Campaign dashboard.base')} for the campaign at a glance. Try the command palette: *Iron Ledger: Make a move*, *Roll an oracle*, *Ask the Oracle*, *Discover a site*, *Fill an oracle template*, *Export the campaign as a story*.\n`,
);
writeFileSync(join(vault, journal), '# Session 1\n\nKira stands at the edge of the burned village. Her brother is gone, taken by raiders in the night.\n');

const v = ['--vault', vault];
const as = ['--ruleset', 'classic', ...v, '--character', at('Characters/Kira.md'), '--journal', journal];
const note = (text) => writeFileSync(join(vault, journal), `${readFileSync(join(vault, journal), 'utf8')}\n${text}\n`);
const folder = (name) => ['--folder', at(name)];
// The links a player pastes into prose (docs/links.md), as `iron-ledger link` writes them.
const ironLink = (name) => cli('link', name, '--ruleset', 'classic').trim();

cli('character', 'new', ...v, ...folder('Characters'), '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=2,heart=3,iron=2,shadow=1,wits=1', '--assets', 'asset:classic/path/bonded,asset:classic/combat_talent/archer,asset:classic/companion/hawk');
// Her world: the plague drove the Ironlanders here (chosen), the other truths rolled; linked from her sheet.
cli('truths', 'roll', '--ruleset', 'classic', '--choose', 'old_world=2', '--dice', '71,12,45,78,23,56,89,34,67,91', '--out', at('Truths.md'), ...v, '--character', at('Characters/Kira.md'));
cli('track', 'new', ...v, ...folder('Tracks'), '--kind', 'vow', '--rank', 'extreme', '--name', 'Bring my brother home', '--character', at('Characters/Kira'));
cli('move', 'Swear an Iron Vow', ...as, '--stat', 'heart', '--dice', '4,3,6', '--apply');
note('She kneels in the ashes and swears on her father’s blade.');
cli('track', 'new', ...v, ...folder('Tracks'), '--kind', 'journey', '--rank', 'dangerous', '--name', 'To the Deepwood', '--character', at('Characters/Kira'));
cli('ask', 'likely', '--ruleset', 'classic', '--question', 'Did the raiders leave a trail?', '--dice', '64', '--journal', join(vault, journal));
note('Hoofprints, heading north into the Deepwood.');
cli('move', 'Undertake a Journey', ...as, '--stat', 'wits', '--track', at('Tracks/To the Deepwood.md'), '--dice', '5,4,8', '--apply');
cli('oracle', 'Action', '--ruleset', 'classic', '--dice', '37', '--journal', join(vault, journal));
cli('oracle', 'Theme', '--ruleset', 'classic', '--dice', '81', '--journal', join(vault, journal));
note('At the first waypoint a hunter’s camp, abandoned in haste.');
cli('generate', 'npc', '--ruleset', 'classic', '--dice', '80,28,32,44', '--save', 'Ithela', ...folder('Entities'), ...v, '--journal', join(vault, journal));
note(`Its hunter, ${link('Entities/Ithela')}, steps out of the trees with an arrow on the string. She is looking for someone too: her son rode with the raiders’ captives.`);
cli('move', 'Face Danger', ...as, '--stat', 'shadow', '--dice', '2,7,7', '--apply');
cli('move', 'Pay the Price', ...as, '--dice', '47');
note(`The ${ironLink('Hawk')} circles; something is wrong with the trees. Kira climbs a rise to ${ironLink('Secure an Advantage')} before the next ${ironLink('Face Danger')}.`);
cli('move', 'Secure an Advantage', ...as, '--stat', 'wits', '--adds', '1', '--reason', 'Hawk', '--dice', '6,2,9', '--apply');

// Session 2: Arn delves a site (Ironsworn: Delve), and the tavern's mood comes from a table of the player's own.
const journal2 = at('Journal/Session 2.md');
writeFileSync(join(vault, journal2), '# Session 2\n\nArn follows the raiders’ trail north, to the last village before the ice.\n');
mkdirSync(join(vault, at('Oracles')), { recursive: true });
writeFileSync(join(vault, at('Oracles/Tavern mood.md')), '# Tavern mood\n\nA table of your own: roll it from *Roll an oracle* or the sidebar.\n\n| d100 | Mood |\n|---|---|\n| 1-50 | Quiet, wary of strangers |\n| 51-90 | Rowdy; someone is celebrating |\n| 91-00 | Roll twice |\n');
const arn = ['--ruleset', 'delve', ...v, '--character', at('Characters/Arn.md'), '--journal', journal2];
cli('character', 'new', ...v, ...folder('Characters'), '--name', 'Arn', '--ruleset', 'delve', '--stats', 'edge=3,heart=1,iron=2,shadow=1,wits=2');
cli('generate', 'settlement', '--ruleset', 'classic', '--dice', '12,45,78', '--save', 'Elderwatch', ...folder('Entities'), ...v);
const note2 = (text) => writeFileSync(join(vault, journal2), `${readFileSync(join(vault, journal2), 'utf8')}\n${text}\n`);
note2(`${link('Entities/Elderwatch')} has lost something it will not name. Arn takes a bench in its tavern.`);
cli('oracle', 'Tavern mood', ...v, '--folder', at('Oracles'), '--dice', '72', '--journal', join(vault, journal2));
// A template of the player's: Datasworn's tables and the demo's own, in one line (kept out of the oracle folder).
mkdirSync(join(vault, at('Templates')), { recursive: true });
writeFileSync(join(vault, at('Templates/Tavern stranger.md')), '---\niron_ledger: template\nruleset: classic\n---\nA {{Character Descriptor}} {{Character Role}} at the corner table. Their aim: {{Character Goal}}. When they speak, the room turns: {{Tavern mood}}.\n');
cli('template', 'Tavern stranger', ...v, '--folder', at('Oracles'), '--dice', '46,9,43,30', '--journal', join(vault, journal2));
note2('The guide knows the ruin in the ice, and will lead Arn there for a share of what lies under it.');
cli('site', 'new', ...v, ...folder('Tracks'), '--theme', 'Ancient', '--domain', 'Ice Reach', '--rank', 'dangerous', '--name', 'The Frozen Vault', '--character', at('Characters/Arn.md'), '--journal', journal2, '--apply');
cli('site', 'delve', at('Tracks/The Frozen Vault.md'), ...arn, '--stat', 'edge', '--dice', '2,5,4,78', '--apply');
cli('site', 'danger', at('Tracks/The Frozen Vault.md'), ...arn, '--dice', '3', '--apply');
cli('threat', 'new', ...v, ...folder('Tracks'), '--name', 'The Frost Cult', '--rank', 'dangerous', '--category', 'Zealous Cult', '--site', at('Tracks/The Frozen Vault.md'));
cli('threat', 'advance', at('Tracks/The Frost Cult.md'), ...arn, '--dice', '55', '--apply');

// The campaign dashboard (Obsidian Bases), once: a dashboard already there is the player's (the demo's own
// vault lost its own above, so it always shows the current columns).
if (!existsSync(join(vault, at('Campaign dashboard.base')))) cli('dashboard', ...v, ...(base ? ['--folder', base] : []));

// The sessions as a story to read, made last so they hold everything above: a note, and a web page.
for (const out of ['Story.md', 'Story.html']) cli('export', ...v, '--journal', at('Journal'), '--mechanics', 'summary', '--out', at(out));

// Only the demo's notes are checked: the player's own journal is theirs to verify.
const check = cli('verify', ...v, ...(base ? ['--folder', base] : []));
const where = base ? `${vault}, in the folder "${base}" (nothing that was there was changed)` : vault;
process.stdout.write(`${check}\nDemo vault ready at ${where}\nOpen it in Obsidian (Open folder as vault); Iron Ledger is installed and enabled.\n`);
if (!existsSync(join(plugin, 'main.js'))) process.exitCode = 1;
