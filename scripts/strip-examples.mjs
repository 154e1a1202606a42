// Leaves the moves' worked examples out of main.js and the CLI. Only the tests read them
// (tests/moves/examples.test.ts, tests/docs/rules-coverage.test.ts), and they were about a
// tenth of main.js: code V8 scans on every require, on every start of Obsidian.
import { readFile } from 'node:fs/promises';

const MOVE_DATA = /[\\/]src[\\/]moves[\\/](classic|delve|starforged|sundered-isles)[\\/][^\\/]+\.ts$/;
const KEY = /\bexamples:\s*\[/g;

/** Index just past the bracket that closes the one at `open`, skipping strings and comments. */
function closing(source, open) {
	let depth = 0;
	for (let i = open; i < source.length; i++) {
		const c = source[i];
		if (c === '"' || c === "'" || c === '`') {
			// Examples hold plain text: a template literal here has no `${`, so it ends at its quote.
			for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
		} else if (c === '/' && source[i + 1] === '/') {
			i = source.indexOf('\n', i);
			if (i < 0) break;
		} else if (c === '/' && source[i + 1] === '*') {
			i = source.indexOf('*/', i) + 1;
			if (i <= 0) break;
		} else if (c === '[' || c === '{' || c === '(') depth++;
		else if (c === ']' || c === '}' || c === ')') {
			depth--;
			if (depth === 0) return i + 1;
		}
	}
	throw new Error('strip-examples: an examples list is not closed');
}

/** The source with every `examples: [...]` property replaced by an empty list. */
export function stripExamples(source) {
	let out = '';
	let from = 0;
	for (const match of source.matchAll(KEY)) {
		if (match.index < from) continue;
		const open = match.index + match[0].length - 1;
		out += `${source.slice(from, match.index)}examples: []`;
		from = closing(source, open);
	}
	return out + source.slice(from);
}

/** The esbuild plugin: move data files are loaded without their examples. */
export function stripExamplesPlugin() {
	return {
		name: 'strip-examples',
		setup(build) {
			build.onLoad({ filter: MOVE_DATA }, async (args) => ({ contents: stripExamples(await readFile(args.path, 'utf8')), loader: 'ts' }));
		},
	};
}
