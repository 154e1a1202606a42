import type { StartedCharacter } from '../../character/new-character';
import { toPickLine } from '../../character/starting-play';
import type { CommandOutput } from '../output';

/** What `character new` says: the notes made, and what the book still has the player pick. */
export function startedOutput(name: string, made: StartedCharacter): CommandOutput {
	const toPick = toPickLine(name, made.toPick);
	return {
		json: { path: made.path, ...(made.vow ? { vow: made.vow } : {}), ...(made.toPick.length > 0 ? { to_pick: made.toPick } : {}) },
		text: [`Created ${made.path}`, ...(made.vow ? [`Created ${made.vow}: the background vow`] : []), ...(toPick ? [toPick] : [])].join('\n'),
	};
}
