import { appendFileSync } from 'node:fs';

/**
 * A figure the reliability suite prints at its end (see tests/reliability/setup.ts): what
 * was attempted and what went wrong, e.g. "kills survived: 500 kills, 0 torn moves".
 */
export function figure(name: string, value: string): void {
	const file = process.env.IRON_LEDGER_FIGURES;
	if (file) appendFileSync(file, `${JSON.stringify({ name, value })}\n`);
}
