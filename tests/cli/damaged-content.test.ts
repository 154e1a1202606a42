import { describe, expect, it } from 'vitest';
import { packedRuleset } from '../../scripts/datasworn-pack.mjs';
import { runCli } from '../../src/cli/run';
import { ContentLibrary } from '../../src/content/library';
import { packedSource } from '../../src/content/packed';
import { PACKAGES, type PackageId } from '../../src/content/rulesets';
import { cryptoDice } from '../../src/rules/dice';

describe('a damaged ruleset in the CLI', () => {
	it('is one line telling the player to reinstall, exit 1; the other rulesets still play', async () => {
		const shipped = Object.fromEntries(PACKAGES.map((p) => [p, packedRuleset(p)])) as Record<PackageId, ReturnType<typeof packedRuleset>>;
		const starforged = { ...shipped.starforged, deflated: (shipped.starforged.deflated ?? '').slice(0, 500) };
		const content = new ContentLibrary(packedSource({ ...shipped, starforged }));
		const out: string[] = [];
		const err: string[] = [];
		const io = { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t) };
		expect(await runCli(['oracle', 'Action', '--ruleset', 'starforged'], { content, dice: cryptoDice() }, io)).toBe(1);
		expect(err).toEqual(["iron-ledger oracle: The starforged rules in Iron Ledger's main.js are damaged: reinstall the plugin."]);
		expect(await runCli(['oracle', 'Action', '--ruleset', 'classic', '--dice', '37'], { content, dice: cryptoDice() }, io)).toBe(0);
	});
});
