import type { Choice, OptionsRequest, Prompter } from '../../src/play/prompter';

/** One scripted answer: a choice picked by its label, a number, text, a die, yes/no, or a cancel. */
export type Answer = { pick: string } | { number: number } | { text: string } | { die: number } | { confirm: boolean } | { options: number[] } | 'later' | 'cancel';

/**
 * A prompter that answers from a script, in order, and records each question with the
 * choices offered, so a test can check what the player was shown.
 */
export class ScriptedPrompter implements Prompter {
	readonly asked: { kind: string; title: string; choices?: string[] }[] = [];

	constructor(private readonly script: Answer[]) {}

	private next(kind: string, title: string, choices?: string[]): Answer {
		this.asked.push({ kind, title, choices });
		const answer = this.script.shift();
		if (answer === undefined) throw new Error(`Unscripted ${kind}: "${title}"`);
		return answer;
	}

	choose<T>(placeholder: string, choices: readonly Choice<T>[]): Promise<T | undefined> {
		const labels = choices.map((c) => (c.detail ? `${c.label} — ${c.detail}` : c.label));
		const a = this.next('choose', placeholder, labels);
		if (a === 'cancel') return Promise.resolve(undefined);
		if (typeof a === 'string' || !('pick' in a)) throw new Error(`Expected a pick for "${placeholder}"`);
		const hit = choices.find((c) => c.label === a.pick) ?? choices.find((c) => c.label.startsWith(a.pick));
		if (!hit) throw new Error(`No choice "${a.pick}" in "${placeholder}": ${labels.slice(0, 20).join(' | ')}`);
		return Promise.resolve(hit.value);
	}

	/** Options are scripted by their 1-based numbers, as the CLI takes them. */
	pickOptions(request: OptionsRequest): Promise<number[] | 'later' | undefined> {
		const a = this.next('options', request.title, request.options.map((o) => (o.disabled ? `${o.label} (${o.disabled})` : o.label)));
		if (a === 'cancel') return Promise.resolve(undefined);
		if (a === 'later') return Promise.resolve('later');
		if (typeof a === 'string' || !('options' in a)) throw new Error(`Expected options for "${request.title}"`);
		return Promise.resolve(a.options.map((n) => n - 1));
	}

	number(title: string): Promise<number | undefined> {
		const a = this.next('number', title);
		return Promise.resolve(a === 'cancel' ? undefined : (a as { number: number }).number);
	}

	text(title: string): Promise<string | undefined> {
		const a = this.next('text', title);
		return Promise.resolve(a === 'cancel' ? undefined : (a as { text: string }).text);
	}

	die(title: string): Promise<number | undefined> {
		const a = this.next('die', title);
		return Promise.resolve(a === 'cancel' ? undefined : (a as { die: number }).die);
	}

	confirm(title: string, body: string): Promise<boolean | undefined> {
		const a = this.next('confirm', `${title} ${body}`);
		return Promise.resolve(a === 'cancel' ? undefined : (a as { confirm: boolean }).confirm);
	}

	get remaining(): number {
		return this.script.length;
	}
}
