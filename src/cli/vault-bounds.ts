import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { StateError } from '../state/schema';
import { realAncestor } from './real-path';

/**
 * A note's place on disk, which must be inside the vault once links are followed: a path
 * given on the command line or read from a block (`[[../outside/x]]`) cannot lead out.
 */
export function placeInVault(vault: string, path: string): string {
	const root = resolve(vault);
	const target = resolve(root, path);
	if (!inside(root, target)) throw new StateError(`${path} is outside the vault (${vault}): nothing was written.`);
	const realRoot = existsSync(root) ? realpathSync(root) : root;
	if (!inside(realRoot, realAncestor(target))) throw new StateError(`${path} leads outside the vault through a link: nothing was written.`);
	return throughLink(target, path, root, realRoot);
}

export function inside(root: string, target: string): boolean {
	const rel = relative(root, target);
	return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * A note that is a link to another note in the vault is written where the link leads, so the
 * link stays a link (renaming over it would replace it with a copy). A dangling link is refused.
 */
function throughLink(target: string, path: string, root: string, realRoot: string): string {
	let isLink = false;
	try {
		isLink = lstatSync(target).isSymbolicLink();
	} catch {
		return target;
	}
	if (!isLink) return target;
	let real: string;
	try {
		real = realpathSync(target);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw new StateError(`${path} is a link that leads round in a loop of links: fix or remove it.`);
		throw new StateError(`${path} is a link to ${readlinkSync(target)}, which does not exist: fix or remove the link.`);
	}
	return resolve(root, relative(realRoot, real));
}
