import type { RulesetContent } from '../content/library';
import type { Outcome } from '../rules/outcome';
import { abilityLabel, assetNode, assetSlug, stringList } from '../character/asset-state';
import type { AbilityBenefit } from './ability-model';
import { abilityUses } from './abilities';

/** A marked ability that modifies the move being made, as the player is offered it. */
export interface AbilityOffer {
	/** The ability's Datasworn id; with `use`, which of its uses. */
	ability: string;
	use: number;
	/** "Hawk: Fierce", or the companion's own name. */
	name: string;
	/** The circumstance to confirm; none means it applies whenever the move is made with this stat. */
	when?: string;
	benefits: AbilityBenefit[];
	/** Why it cannot be used now (a companion at 0 health, a broken module). */
	unavailable?: string;
}

const isCompanion = (id: string) => id.includes('/companion/');

/**
 * Every use of the sheet's marked abilities that fits this move and the stat rolled. A
 * companion at 0 health lends none of its abilities (classic ME-21's note; Starforged the
 * same while it is out of action), nor does a broken module.
 */
export function abilityOffers(scope: RulesetContent, sheet: (key: string) => unknown, moveId: string, rolled: readonly string[]): AbilityOffer[] {
	const marked = new Set(stringList(sheet('asset_abilities')));
	const offers: AbilityOffer[] = [];
	// An ability written for the move this one replaces (Starforged's Enter the Fray, for
	// Sundered Isles') modifies it too.
	const replaces = (scope.get(moveId)?.node as { replaces?: string[] } | undefined)?.replaces ?? [];
	const fits = (moves: readonly string[]) => moves.includes(moveId) || moves.includes('*') || replaces.some((id) => moves.includes(id));
	for (const assetId of stringList(sheet('assets'))) {
		const entry = scope.get(assetId);
		if (!entry) continue;
		const slug = assetSlug(assetId);
		const given = sheet(`${slug}_name`);
		const assetName = typeof given === 'string' && given.trim() ? given.trim() : entry.name;
		const health = sheet(`${slug}_health`);
		const unavailable =
			isCompanion(assetId) && health === 0
				? `${assetName} is at 0 health`
				: sheet(`${slug}_out_of_action`) === true
					? `${assetName} is out of action`
					: sheet(`${slug}_broken`) === true
						? `${assetName} is broken`
						: undefined;
		(assetNode(entry).abilities ?? []).forEach((ability, i) => {
			if (!marked.has(ability._id)) return;
			abilityUses(ability._id).forEach((use, n) => {
				if (!fits(use.moves)) return;
				if (use.stats && !use.stats.some((s) => rolled.includes(s))) return;
				const offer: AbilityOffer = { ability: ability._id, use: n, name: `${assetName}: ${abilityLabel(ability, i)}`, benefits: use.benefits };
				if (use.when) offer.when = use.when;
				if (unavailable) offer.unavailable = unavailable;
				offers.push(offer);
			});
		});
	}
	return offers;
}

/** The offers that apply without asking: available, and tied to nothing but the move and stat. */
export const automaticOffers = (offers: readonly AbilityOffer[]) => offers.filter((o) => !o.when && !o.unavailable);

export function offerText(o: AbilityOffer): string {
	const parts = o.benefits.map((b) => {
		if (b.kind === 'add') return `+${b.value}`;
		if (b.kind === 'gain') return `${b.amount >= 0 ? '+' : '−'}${Math.abs(b.amount)} ${b.gauge.replace('_', ' ')} on ${b.on.length === 2 && b.on.includes('strong_hit') && b.on.includes('weak_hit') ? 'a hit' : b.on.map((x) => `a ${x.replace('_', ' ')}`).join(' or ')}`;
		if (b.kind === 'reroll') return b.dice === 'any' ? 'reroll any dice' : b.dice === 'action' ? 'reroll the action die' : 'reroll challenge dice';
		return 'a weak hit counts as a strong hit';
	});
	return `${o.name} (${parts.join(', ')})${o.when ? ` — when ${o.when}` : ''}`;
}

/** The gains a used ability gives on this outcome. */
export function gainsOn(offers: readonly AbilityOffer[], outcome: Outcome) {
	return offers.flatMap((o) => o.benefits.flatMap((b) => (b.kind === 'gain' && b.on.includes(outcome) ? [{ ...b, name: o.name }] : [])));
}
