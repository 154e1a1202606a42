import type { RulesetContent } from '../../content/library';
import type { ImpactRule, Situation } from './situation';
import type { StateView } from './state-view';
import type { Gauge } from '../model';

/** The ruleset's debilities or impacts, as the engine reads them: from Datasworn's rules. */
export function impactRules(scope: RulesetContent): ImpactRule[] {
	return scope.rules().impacts.map((i) => ({ key: i.key, category: i.category, prevents: [...(i.prevents_recovery ?? [])], permanent: i.permanent === true }));
}

/** The impacts marked on the sheet of the character who moves. */
export function markedImpacts(view: StateView, s: Situation): string[] {
	if (!s.character) return [];
	const c = s.character;
	return s.impacts.filter((i) => view.get(c, i.key) === true).map((i) => i.key);
}

/** The marked impact that keeps this gauge from rising, if any (wounded for health). */
export function blockerOf(view: StateView, s: Situation, gauge: Gauge): string | undefined {
	const marked = new Set(markedImpacts(view, s));
	const meter = gauge === 'companion_health' ? 'companion' : gauge;
	return s.impacts.find((i) => marked.has(i.key) && i.prevents.includes(meter))?.key;
}
