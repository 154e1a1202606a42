import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function tsFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? tsFiles(path) : path.endsWith('.ts') ? [path] : [];
	});
}

describe('src/rules stays pure', () => {
	const files = tsFiles('src/rules');

	it('has rules files to check', () => {
		expect(files.length).toBeGreaterThan(5);
	});

	it.each(files)('%s imports nothing from obsidian and nothing outside src/rules', (file) => {
		const source = readFileSync(file, 'utf8');
		const imports = [...source.matchAll(/(?:import|export)[^'"]*from\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
		for (const spec of imports) {
			expect(spec, `${file} imports ${spec}`).not.toMatch(/^obsidian/);
			expect(spec, `${file} imports ${spec}`).toMatch(/^\.\/[\w-]+$/);
		}
	});

	it.each(files)('%s never calls Math.random', (file) => {
		expect(readFileSync(file, 'utf8')).not.toMatch(/Math\.random/);
	});
});
