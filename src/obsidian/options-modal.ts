import { type App, Modal, Setting } from 'obsidian';
import type { OptionsRequest } from '../play/prompter';

/**
 * "Choose N" as a checklist: the outcome's fixed changes on top, one row per option (a
 * checkbox, or a count when an option may be taken more than once), and Apply enabled only
 * when the count fits the rule. "Decide later" leaves the choice open in the block.
 */
export class OptionsModal extends Modal {
	private answered = false;
	private readonly counts: number[];

	constructor(
		app: App,
		private readonly request: OptionsRequest,
		private readonly done: (answer: number[] | 'later' | undefined) => void,
	) {
		super(app);
		this.counts = request.options.map(() => 0);
	}

	private rule(): string {
		const r = this.request;
		const count = r.upTo ? (r.atLeast ? `${r.atLeast} to ${r.pick}` : `up to ${r.pick}`) : String(r.pick);
		return `Choose ${count}${r.repeats ? ' (an option may be taken more than once)' : ''}.`;
	}

	private valid(): boolean {
		const total = this.counts.reduce((a, b) => a + b, 0);
		const usable = this.request.options.filter((o) => !o.disabled).length;
		const want = this.request.repeats ? this.request.pick : Math.min(this.request.pick, usable);
		return this.request.upTo ? total <= this.request.pick && total >= (this.request.atLeast ?? 0) : total === want;
	}

	private answer(value: number[] | 'later'): void {
		this.answered = true;
		this.close();
		this.done(value);
	}

	override onOpen(): void {
		this.setTitle(this.request.title);
		const { contentEl } = this;
		contentEl.addClass('iron-ledger-options');
		if (this.request.details.length > 0) {
			const list = contentEl.createEl('ul', { cls: 'iron-ledger-options-details' });
			for (const d of this.request.details) list.createEl('li', { text: d });
		}
		const status = contentEl.createEl('p', { cls: 'iron-ledger-options-rule', text: this.rule() });
		let apply: HTMLButtonElement | undefined;
		const refresh = () => {
			const total = this.counts.reduce((a, b) => a + b, 0);
			status.setText(`${this.rule()} Chosen: ${total}.`);
			if (apply) apply.disabled = !this.valid();
		};
		this.request.options.forEach((option, i) => {
			const row = new Setting(contentEl).setName(option.label);
			if (option.disabled) {
				row.setDesc(`Not now: ${option.disabled}`);
				row.setDisabled(true);
				return;
			}
			if (this.request.repeats) {
				row.addExtraButton((b) => b.setIcon('minus').setTooltip('One less').onClick(() => {
					this.counts[i] = Math.max(0, (this.counts[i] ?? 0) - 1);
					row.setDesc(`×${this.counts[i]}`);
					refresh();
				}));
				row.addExtraButton((b) => b.setIcon('plus').setTooltip('One more').onClick(() => {
					this.counts[i] = (this.counts[i] ?? 0) + 1;
					row.setDesc(`×${this.counts[i]}`);
					refresh();
				}));
			} else {
				row.addToggle((t) => t.onChange((on) => {
					this.counts[i] = on ? 1 : 0;
					refresh();
				}));
			}
		});
		new Setting(contentEl)
			.addButton((b) => {
				apply = b.buttonEl;
				b.setButtonText('Apply').setCta().onClick(() => {
					if (this.valid()) this.answer(this.counts.flatMap((n, i) => Array.from({ length: n }, () => i)));
				});
			})
			.addButton((b) => b.setButtonText('Decide later').onClick(() => this.answer('later')));
		refresh();
	}

	override onClose(): void {
		this.contentEl.empty();
		if (!this.answered) this.done(undefined);
	}
}
