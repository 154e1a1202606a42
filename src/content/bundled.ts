import classicText from 'datasworn-packed:classic';
import delveText from 'datasworn-packed:delve';
import starforgedText from 'datasworn-packed:starforged';
import { ContentLibrary } from './library';
import type { PackageId } from './rulesets';

const TEXTS: Record<PackageId, string> = { classic: classicText, delve: delveText, starforged: starforgedText };

/** The Datasworn data packed into the bundle at build time (see scripts/datasworn-pack.mjs). */
export function bundledContent(): ContentLibrary {
	return new ContentLibrary((pkg) => TEXTS[pkg]);
}
