// `npm run vault [PATH]`: builds the plugin, installs it into PATH (default demo-vault/),
// enables it, and plays a short classic session through the CLI, so the vault opens in
// Obsidian with a character, a sworn vow, a journey and a journal to read.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname ?? '.', '..');
const vault = resolve(process.argv[2] ?? join(root, 'demo-vault'));
const cli = (...args) => execFileSync(process.execPath, [join(root, 'bin', 'iron-ledger.cjs'), ...args], { encoding: 'utf8' });

execFileSync(process.execPath, [join(root, 'esbuild.config.mjs'), 'production'], { stdio: 'inherit', cwd: root });

const plugin = join(vault, '.obsidian', 'plugins', 'iron-ledger');
mkdirSync(plugin, { recursive: true });
for (const file of ['main.js', 'manifest.json', 'styles.css']) copyFileSync(join(root, file), join(plugin, file));
writeFileSync(join(vault, '.obsidian', 'community-plugins.json'), `${JSON.stringify(['iron-ledger'], null, 2)}\n`);
writeFileSync(
	join(plugin, 'data.json'),
	`${JSON.stringify({ rulesets: ['classic', 'delve', 'starforged'], dice: 'digital', placement: 'cursor', journalNote: 'Journal/Session 1.md', characterFolder: 'Characters', trackFolder: 'Tracks', activeCharacter: 'Characters/Kira.md' }, null, 2)}\n`,
);

// The campaign is played afresh each time, so the vault always shows the current format.
for (const dir of ['Characters', 'Tracks', 'Journal']) rmSync(join(vault, dir), { recursive: true, force: true });
rmSync(join(vault, '.iron-ledger.lock'), { recursive: true, force: true });

const journal = 'Journal/Session 1.md';
writeFileSync(
	join(vault, 'Welcome.md'),
	'# Welcome to the Iron Ledger demo\n\nOpen [[Journal/Session 1]] to read a short session, [[Characters/Kira]] for the character sheet, and the notes in Tracks for her vow and journey.\n\nTry the command palette: *Iron Ledger: Make a move*, *Roll an oracle*, *Ask the Oracle*.\n',
);
mkdirSync(join(vault, 'Journal'), { recursive: true });
writeFileSync(join(vault, journal), '# Session 1\n\nKira stands at the edge of the burned village. Her brother is gone, taken by raiders in the night.\n');

const v = ['--vault', vault];
const as = ['--ruleset', 'classic', ...v, '--character', 'Characters/Kira.md', '--journal', journal];
const note = (text) => writeFileSync(join(vault, journal), `${readFileSync(join(vault, journal), 'utf8')}\n${text}\n`);

cli('character', 'new', ...v, '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=2,heart=3,iron=2,shadow=1,wits=1', '--assets', 'asset:classic/path/bonded,asset:classic/combat_talent/archer,asset:classic/companion/hawk');
cli('track', 'new', ...v, '--kind', 'vow', '--rank', 'extreme', '--name', 'Bring my brother home', '--character', 'Characters/Kira');
cli('move', 'Swear an Iron Vow', ...as, '--stat', 'heart', '--dice', '4,3,6', '--apply');
note('She kneels in the ashes and swears on her father’s blade.');
cli('track', 'new', ...v, '--kind', 'journey', '--rank', 'dangerous', '--name', 'To the Deepwood', '--character', 'Characters/Kira');
cli('ask', 'likely', '--ruleset', 'classic', '--question', 'Did the raiders leave a trail?', '--dice', '64', '--journal', join(vault, journal));
note('Hoofprints, heading north into the Deepwood.');
cli('move', 'Undertake a Journey', ...as, '--stat', 'wits', '--track', 'Tracks/To the Deepwood.md', '--dice', '5,4,8', '--apply');
cli('oracle', 'Action', '--ruleset', 'classic', '--dice', '37', '--journal', join(vault, journal));
cli('oracle', 'Theme', '--ruleset', 'classic', '--dice', '81', '--journal', join(vault, journal));
note('At the first waypoint a hunter’s camp, abandoned in haste.');
cli('move', 'Face Danger', ...as, '--stat', 'shadow', '--dice', '2,7,7', '--apply');
cli('move', 'Pay the Price', ...as, '--dice', '47');
note('The hawk circles; something is wrong with the trees.');
cli('move', 'Secure an Advantage', ...as, '--stat', 'wits', '--adds', '1', '--reason', 'Hawk', '--dice', '6,2,9', '--apply');

const check = cli('verify', ...v);
process.stdout.write(`${check}\nDemo vault ready at ${vault}\nOpen it in Obsidian (Open folder as vault); Iron Ledger is installed and enabled.\n`);
if (!existsSync(join(plugin, 'main.js'))) process.exitCode = 1;
