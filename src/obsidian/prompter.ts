import { type App, FuzzySuggestModal, Modal, Setting } from 'obsidian';
import type { Choice, OptionsRequest, Prompter } from '../play/prompter';
import { OptionsModal } from './options-modal';

/** A fuzzy picker that resolves once: with the pick, or undefined when dismissed. */
class ChoiceModal<T> extends FuzzySuggestModal<Choice<T>> {
	private picked = false;

	constructor(
		app: App,
		placeholder: string,
		private readonly choices: readonly Choice<T>[],
		private readonly done: (value: T | undefined) => void,
	) {
		super(app);
		this.setPlaceholder(placeholder);
	}

	getItems(): Choice<T>[] {
		return [...this.choices];
	}

	getItemText(item: Choice<T>): string {
		return item.detail ? `${item.label} — ${item.detail}` : item.label;
	}

	onChooseItem(item: Choice<T>): void {
		this.picked = true;
		this.done(item.value);
	}

	override onClose(): void {
		super.onClose();
		// Obsidian calls onChooseItem after onClose; wait a tick before treating it as a cancel.
		window.setTimeout(() => {
			if (!this.picked) this.done(undefined);
		}, 0);
	}
}

/** A small form: a prompt, one input, submit with Enter or the button. */
class InputModal extends Modal {
	private submitted = false;

	constructor(
		app: App,
		private readonly title: string,
		private readonly placeholder: string,
		private readonly inputType: 'text' | 'number',
		private readonly validate: (raw: string) => string | undefined,
		private readonly done: (raw: string | undefined) => void,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle(this.title);
		const error = this.contentEl.createDiv({ cls: 'iron-ledger-input-error' });
		let value = '';
		const submit = () => {
			const problem = this.validate(value);
			if (problem) {
				error.setText(problem);
				return;
			}
			this.submitted = true;
			this.close();
			this.done(value);
		};
		new Setting(this.contentEl)
			.addText((text) => {
				text.inputEl.type = this.inputType;
				text.setPlaceholder(this.placeholder).onChange((v) => (value = v));
				text.inputEl.addEventListener('keydown', (e) => {
					if (e.key === 'Enter') {
						e.preventDefault();
						submit();
					}
				});
				window.setTimeout(() => text.inputEl.focus(), 0);
			})
			.addButton((b) => b.setButtonText('OK').setCta().onClick(submit));
	}

	override onClose(): void {
		this.contentEl.empty();
		if (!this.submitted) this.done(undefined);
	}
}

class ConfirmModal extends Modal {
	private answered = false;

	constructor(
		app: App,
		private readonly title: string,
		private readonly body: string,
		private readonly yes: string,
		private readonly no: string,
		private readonly done: (answer: boolean | undefined) => void,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle(this.title);
		this.contentEl.createEl('p', { text: this.body });
		const answer = (value: boolean) => {
			this.answered = true;
			this.close();
			this.done(value);
		};
		new Setting(this.contentEl)
			.addButton((b) => b.setButtonText(this.yes).setCta().onClick(() => answer(true)))
			.addButton((b) => b.setButtonText(this.no).onClick(() => answer(false)));
	}

	override onClose(): void {
		this.contentEl.empty();
		if (!this.answered) this.done(undefined);
	}
}

function parseDie(raw: string, sides: number): number | undefined {
	const t = raw.trim();
	const n = t === '00' && sides === 100 ? 100 : /^\d+$/.test(t) ? Number(t) : NaN;
	return Number.isInteger(n) && n >= 1 && n <= sides ? n : undefined;
}

/** Obsidian's answer to the flows' questions: modals. */
export class ModalPrompter implements Prompter {
	constructor(private readonly app: App) {}

	choose<T>(placeholder: string, choices: readonly Choice<T>[]): Promise<T | undefined> {
		return new Promise((resolve) => new ChoiceModal(this.app, placeholder, choices, resolve).open());
	}

	number(title: string, bounds: { min: number; max: number }): Promise<number | undefined> {
		const check = (raw: string) => (/^-?\d+$/.test(raw.trim()) && Number(raw) >= bounds.min && Number(raw) <= bounds.max ? undefined : `Enter a whole number from ${bounds.min} to ${bounds.max}.`);
		return new Promise((resolve) => new InputModal(this.app, title, `${bounds.min}-${bounds.max}`, 'number', check, (raw) => resolve(raw === undefined ? undefined : Number(raw))).open());
	}

	text(title: string, placeholder: string): Promise<string | undefined> {
		return new Promise((resolve) => new InputModal(this.app, title, placeholder, 'text', () => undefined, resolve).open());
	}

	die(title: string, sides: number): Promise<number | undefined> {
		const check = (raw: string) => (parseDie(raw, sides) === undefined ? `A d${sides} shows 1 to ${sides}${sides === 100 ? ' (type 00 for 100)' : ''}.` : undefined);
		return new Promise((resolve) => new InputModal(this.app, title, `1-${sides}`, 'text', check, (raw) => resolve(raw === undefined ? undefined : parseDie(raw, sides))).open());
	}

	confirm(title: string, body: string, yes: string, no: string): Promise<boolean | undefined> {
		return new Promise((resolve) => new ConfirmModal(this.app, title, body, yes, no, resolve).open());
	}

	pickOptions(request: OptionsRequest): Promise<number[] | 'later' | undefined> {
		return new Promise((resolve) => new OptionsModal(this.app, request, resolve).open());
	}
}
