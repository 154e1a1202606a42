import classic from 'datasworn-packed:classic';
import delve from 'datasworn-packed:delve';
import starforged from 'datasworn-packed:starforged';
import sundered_isles from 'datasworn-packed:sundered_isles';
import { ContentLibrary } from './library';
import { packedSource } from './packed';

/**
 * The Datasworn data packed into the bundle at build time (see scripts/datasworn-pack.mjs),
 * each ruleset decoded the first time something in it is asked for.
 */
export function bundledContent(): ContentLibrary {
	return new ContentLibrary(packedSource({ classic, delve, starforged, sundered_isles }));
}
