import { withPhysicalDice } from '../play/physical-dice';
import type { DiceSource } from '../rules/dice';
import type { FlowPorts } from './ports';

const DIE_NAMES: Record<number, string> = { 6: 'action die (d6)', 10: 'challenge die (d10)', 100: 'percentile dice (d100, 00 = 100)' };

/**
 * Runs a roll with digital dice, or with dice the player types in, as the settings say
 * (or as the player picks, when the setting is to ask). Undefined when cancelled.
 */
export async function rollWithChosenDice<T>(ports: FlowPorts, run: (dice: DiceSource) => T): Promise<T | undefined> {
	let physical = ports.diceMode === 'physical';
	if (ports.diceMode === 'ask') {
		const pick = await ports.prompt.choose('How do you roll?', [
			{ value: false, label: 'Roll the dice for me' },
			{ value: true, label: 'Enter the dice I rolled' },
		]);
		if (pick === undefined) return undefined;
		physical = pick;
	}
	if (!physical) return run(ports.dice);
	return withPhysicalDice(run, (sides, position) => ports.prompt.die(`Die ${position}: your ${DIE_NAMES[sides] ?? `d${sides}`}`, sides));
}
