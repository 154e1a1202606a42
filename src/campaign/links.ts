/** Notes are linked by their vault path without ".md", so a link resolves to one note. */
export function linkFor(path: string): string {
	return `[[${path.replace(/\.md$/, '')}]]`;
}

export function pathFor(link: string): string {
	const inner = link.replace(/^\[\[/, '').replace(/\]\]$/, '').split('|')[0] ?? '';
	return inner.endsWith('.md') ? inner : `${inner}.md`;
}

/** A file name that is safe on every platform, from a player's title. */
export function safeName(title: string): string {
	return title.replace(/[\\/:*?"<>|#^[\]]/g, ' ').replace(/\s+/g, ' ').trim() || 'Untitled';
}
