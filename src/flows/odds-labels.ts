import { actionRollOdds, percent, progressRollOdds } from '../rules/odds';

// The odds are exact over every die, and a picker shows them on every stat and every track:
// each label is worked out once per session (a few hundred at most), not once per choice shown.
const oddsLabels = new Map<string, string>();
function remembered(key: string, make: () => { strong_hit: number; weak_hit: number; miss: number }): string {
	let label = oddsLabels.get(key);
	if (label === undefined) {
		const o = make();
		label = `strong ${percent(o.strong_hit)} · weak ${percent(o.weak_hit)} · miss ${percent(o.miss)}`;
		if (oddsLabels.size > 2000) oddsLabels.clear();
		oddsLabels.set(key, label);
	}
	return label;
}

export function oddsLabel(value: number, adds: number, momentum: number | undefined): string {
	return remembered(`a${value}/${adds}/${momentum}`, () => actionRollOdds({ stat: value, adds, momentum }));
}

export function oddsFor(score: number): string {
	return remembered(`p${score}`, () => progressRollOdds(score));
}
