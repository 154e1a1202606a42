// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { App, type MarkdownRenderChild } from 'obsidian-test-mocks/obsidian';
import { describe, expect, it, vi } from 'vitest';
import IronLedgerPlugin from '../../main.ts';
import manifest from '../../manifest.json';
import { writeBlockBody } from '../../src/journal/write';
import { EXAMPLES } from '../journal/examples';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

type Processor = (source: string, el: HTMLElement, ctx: unknown) => void;

/** Every method of an object (and its prototypes), wrapped to count calls by name. */
function countCalls(target: object, name: string, calls: string[]): void {
	const seen = new Set<string>();
	for (let proto: object | null = target; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
		for (const key of Object.getOwnPropertyNames(proto)) {
			const value = (target as Record<string, unknown>)[key];
			if (key === 'constructor' || seen.has(key) || typeof value !== 'function') continue;
			seen.add(key);
			vi.spyOn(target as Record<string, () => unknown>, key).mockImplementation(function (this: unknown, ...args: unknown[]) {
				calls.push(`${name}.${key}`);
				return (value as (...a: unknown[]) => unknown).apply(this, args);
			});
		}
	}
}

describe('an iron-move block’s render', () => {
	it('reads nothing from the vault: no file listed or read, no metadata asked, even for a card naming its character and track', async () => {
		const files: Record<string, string> = { 'Journal.md': '# Journal\n' };
		for (let i = 0; i < 50; i++) files[`Tracks/Vow ${i}.md`] = `---\niron-ledger: track\nname: Vow ${i}\n---\n`;
		const app = App.createConfigured__({ files });
		const plugin = new IronLedgerPlugin(app.asOriginalType__(), manifest);
		await plugin.onload();
		const processor = (plugin as unknown as { markdownCodeBlockProcessors__: Map<string, Processor> }).markdownCodeBlockProcessors__.get('iron-move');
		const calls: string[] = [];
		countCalls(app.vault, 'vault', calls);
		countCalls(app.metadataCache, 'metadataCache', calls);
		countCalls(app.workspace, 'workspace', calls);
		const blocks = [EXAMPLES.action, { ...EXAMPLES.action, choices: [{ pick: 1, options: ['a', 'b'] }] }, EXAMPLES.progress, EXAMPLES.ask];
		const children: MarkdownRenderChild[] = [];
		for (const block of blocks) {
			const el = createDiv();
			processor?.(writeBlockBody(block as never), el, { sourcePath: 'Journal.md', getSectionInfo: () => null, addChild: (c: MarkdownRenderChild) => children.push(c) });
		}
		for (const child of children) child.load();
		// Opening the folded move text is still only the card's own work.
		for (const child of children) child.containerEl.querySelector<HTMLElement>('.iron-ledger-move-text summary')?.click();
		expect(children.map((c) => c.containerEl.querySelector('.iron-ledger-block') !== null)).toEqual([true, true, true, true]);
		expect(calls).toEqual([]);
		for (const child of children) child.unload();
	});
});
