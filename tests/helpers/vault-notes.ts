import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every note of a vault (hidden folders left out) with its text: to show a refusal wrote nothing, or two runs made the same vault. */
export function vaultNotes(dir: string): Record<string, string> {
	const out: Record<string, string> = {};
	const walk = (rel: string) => {
		for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
			if (e.name.startsWith('.')) continue;
			const path = rel ? `${rel}/${e.name}` : e.name;
			if (e.isDirectory()) walk(path);
			else out[path] = readFileSync(join(dir, path), 'utf8');
		}
	};
	walk('');
	return out;
}
