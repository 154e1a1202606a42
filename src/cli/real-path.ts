import { realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * The real path of the nearest part of `target` that exists, with the rest appended: a note not
 * made yet has no real path of its own, but the folders it would go in do, links followed.
 */
export function realAncestor(target: string): string {
	let at = target;
	for (;;) {
		try {
			return join(realpathSync(at), relative(at, target));
		} catch {
			const up = dirname(at);
			if (up === at) return target;
			at = up;
		}
	}
}
