/**
 * Bench entry, bundled by bench/run.mjs with the plugin's own esbuild settings and the
 * datasworn-packed plugin, so the bench loads exactly the packed content the plugin ships.
 * Its minified size also stands in for "main.js with all four rulesets".
 */
import classic from 'datasworn-packed:classic';
import delve from 'datasworn-packed:delve';
import starforged from 'datasworn-packed:starforged';
import sundered_isles from 'datasworn-packed:sundered_isles';

export { bundledContent } from '../src/content/bundled';
export { unpackRuleset } from '../src/content/packed';
/** The rulesets as packed into the bundle, to time their decoding alone. */
export const packedRulesets = { classic, delve, starforged, sundered_isles };
export { packagesOf, PACKAGES, RULESETS } from '../src/content/rulesets';
export * from '../src/rules';
export { MOVE_MODELS } from '../src/moves';
export { evaluate } from '../src/moves/engine/evaluate';
export { StateView } from '../src/moves/engine/state-view';
export { impactRules } from '../src/moves/engine/impacts';
