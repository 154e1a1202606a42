import { ChoiceError } from '../engine/evaluate';
import type { Situation } from '../engine/situation';
import type { Gauge, MoveModel } from '../model';

/** The player names the flagship's hold as `hold` or by its sheet key (`flagship_supply`). */
const namesHold = (s: Situation, stat: string) => stat === 'hold' || stat === s.hold?.key;

/**
 * The gauge a suffer move's loss comes off. The flagship's hold "acts as supply for you and
 * your allies when … suffering a cost related to shipwide gear and provisions", so Sacrifice
 * Resources with `--stat hold` takes the loss out of the hold (and emptying it marks unprepared).
 * A stat the loss cannot come off is refused, never ignored.
 */
export function lossGauge(model: MoveModel | undefined, s: Situation, stat?: string): Gauge | undefined {
	const gauge = model?.sufferFirst ?? model?.loss;
	if (stat === undefined || !gauge || model?.sufferFirst || stat === gauge) return gauge;
	const name = s.moveName ?? 'This move';
	if (gauge === 'supply' && namesHold(s, stat)) {
		if (!s.hold) throw new ChoiceError(`${name} from the hold needs a ship with its hold (supply) on the sheet; nothing was written.`);
		return 'hold';
	}
	const hold = gauge === 'supply' && s.hold ? ', or from the ship’s hold with --stat hold' : '';
	throw new ChoiceError(`${name} takes its loss from ${gauge}${hold}, not ${stat}; nothing was written.`);
}
