import type { Add } from '../../rules/adds';
import type { MoveModel } from '../model';
import { holds } from './requirements';
import type { Situation } from './situation';
import type { StateView } from './state-view';

/**
 * The adds a move gives of itself when the notes show its condition: a bonded connection on Test
 * Your Relationship (SF-16). The rules leave no choice here, so the player is not asked.
 */
export function modelAdds(model: MoveModel | undefined, view: StateView, s: Situation): Add[] {
	return (model?.addsWhen ?? []).filter((a) => holds(view, s, a.requires)).map((a) => ({ value: a.add, reason: a.reason }));
}
