/** Virtual modules provided by scripts/datasworn-pack.mjs: compact Datasworn JSON text. */
declare module 'datasworn-packed:*' {
	const text: string;
	export default text;
}
