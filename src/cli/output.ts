/** What a command gives back: one JSON object, and the same thing as readable text. */
export interface CommandOutput {
	json: Record<string, unknown>;
	text: string;
}

export interface CliIo {
	out(text: string): void;
	err(text: string): void;
}

export function signed(n: number): string {
	return n >= 0 ? `+${n}` : `${n}`;
}
