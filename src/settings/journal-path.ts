import { normalizePath } from 'obsidian';

/**
 * The journal note the settings name, as a note path: `Journal` becomes `Journal.md`, as the
 * vault would not show a file without an extension. What cannot be a note is refused, so
 * nothing is written where the player would not see it.
 */
export function journalNotePath(setting: string): { ok: true; path: string } | { ok: false; problem: string } {
	const trimmed = setting.trim();
	const refuse = (why: string) => ({ ok: false as const, problem: `The journal note in the settings ${why}: set a note such as Journal.md; nothing was written.` });
	if (trimmed === '' || trimmed === '/') return refuse('is empty');
	if (/[/\\]$/.test(trimmed)) return refuse(`(${trimmed}) is a folder, not a note`);
	const path = normalizePath(trimmed);
	const name = path.slice(path.lastIndexOf('/') + 1);
	if (name.startsWith('.') || name === '..') return refuse(`(${trimmed}) is not a note name`);
	const dot = name.lastIndexOf('.');
	if (dot <= 0) return { ok: true, path: `${path}.md` };
	if (name.slice(dot).toLowerCase() !== '.md') return refuse(`(${trimmed}) is not a Markdown note`);
	return { ok: true, path };
}
