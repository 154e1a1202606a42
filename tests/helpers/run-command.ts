import { fixedDice } from '../../src/rules/dice';
import type IronLedgerPlugin from '../../main';
import { type Answer, ScriptedPrompter } from './scripted-prompter';

type Internals = { commands__: Map<string, { callback?: () => void }> };

/**
 * Runs a plugin command as a player would from the palette: its questions answered from a
 * script, its dice fixed. Resolves once the script is used up and the command has settled.
 */
export function commandRunner(plugin: IronLedgerPlugin) {
	return async (id: string, script: Answer[], dice: number[] = []): Promise<ScriptedPrompter> => {
		const prompter = new ScriptedPrompter(script);
		plugin.prompter = () => prompter as never;
		plugin.dice = () => fixedDice(dice);
		(plugin as unknown as Internals).commands__.get(id)?.callback?.();
		for (let i = 0; i < 100 && prompter.remaining > 0; i++) await new Promise((r) => window.setTimeout(r, 0));
		await new Promise((r) => window.setTimeout(r, 10));
		return prompter;
	};
}
