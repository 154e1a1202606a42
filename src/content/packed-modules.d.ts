/** Virtual modules provided by scripts/datasworn-pack.mjs: one packed Datasworn ruleset each. */
declare module 'datasworn-packed:*' {
	const packed: import('./packed').PackedRuleset;
	export default packed;
}
