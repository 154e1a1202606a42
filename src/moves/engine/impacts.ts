import type { RulesetContent } from '../../content/library';
import type { ImpactRule } from './situation';

/** The ruleset's debilities or impacts, as the engine reads them: from Datasworn's rules. */
export function impactRules(scope: RulesetContent): ImpactRule[] {
	return scope.rules().impacts.map((i) => ({ key: i.key, category: i.category, prevents: [...(i.prevents_recovery ?? [])], permanent: i.permanent === true }));
}
