import { chooseLater } from '../campaign/choose-later';
import { playMove } from '../flows/make-move-flow';
import { enabledScopes } from '../flows/ports';
import type { FollowUpRecord } from '../journal/block';
import type { OfferedChoice } from '../moves/engine/evaluate';
import type { Prompter } from '../play/prompter';
import type { BlockActions } from '../render/render-block';
import { type CommandHost, withPorts } from './commands';

/** Asks each open choice as a checklist; the numbers are those the outcome gave its options. */
async function askOffered(prompt: Prompter, offered: OfferedChoice[], moveName: string): Promise<number[] | undefined> {
	const picks: number[] = [];
	for (const choice of offered) {
		const answer = await prompt.pickOptions({
			title: `${moveName}: choose ${choice.upTo ? 'up to ' : ''}${choice.pick}`,
			details: [],
			options: choice.options.map((o) => ({ label: o.text, ...(o.disabled ? { disabled: o.disabled } : {}) })),
			pick: choice.pick,
			upTo: choice.upTo,
			atLeast: choice.atLeast,
			repeats: choice.repeats,
		});
		if (answer === undefined) return undefined;
		if (answer === 'later') continue;
		picks.push(...answer.map((i) => choice.options[i]?.n ?? 0));
	}
	return picks.length > 0 ? picks : undefined;
}

/**
 * The buttons of a rendered block: "Choose now" resolves that block's open choice in its
 * note, a follow-up makes that move with its magnitude. Both run like the palette commands.
 */
export function blockActions(host: CommandHost, sourcePath: string, line: () => number | undefined): BlockActions {
	return {
		choose: () =>
			void withPorts(host, async (ports) => {
				const made = await chooseLater(host.stateStore(), ports.content, sourcePath, (offered, name) => askOffered(ports.prompt, offered, name), line());
				if (made) ports.notify(`Chosen: ${(made.block.choices ?? []).flatMap((c) => c.chosen ?? []).join('; ')}`);
				return made;
			}),
		followUp: (f: FollowUpRecord) =>
			void withPorts(host, async (ports) => {
				const scope = enabledScopes(ports).find((s) => s.get(f.move)?.type === 'move');
				if (!scope) {
					ports.notify(`${f.name} is not a move of the rulesets turned on in the settings.`);
					return undefined;
				}
				// A move the ruleset replaces (Starforged's Make a Discovery, with Sundered Isles on) is made in its new version.
				return playMove(ports, scope, scope.move(scope.replacementOf(f.move) ?? f.move), f.magnitude);
			}),
	};
}
