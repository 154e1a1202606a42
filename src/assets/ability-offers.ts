import type { RulesetContent } from '../content/library';
import type { Outcome } from '../rules/outcome';
import { abilityLabel, assetNode, assetSlug, stringList } from '../character/asset-state';
import type { Effect } from '../moves/model';
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
	/** Its harm and next-move add come only after a burn that improved the result. */
	onBurn?: boolean;
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
				if (use.onBurn) offer.onBurn = true;
				if (unavailable) offer.unavailable = unavailable;
				offers.push(offer);
			});
		});
	}
	return offers;
}

/** The offers that apply without asking: available, and tied to nothing but the move and stat. */
export const automaticOffers = (offers: readonly AbilityOffer[]) => offers.filter((o) => !o.when && !o.unavailable);

const onWords = (on: readonly Outcome[]) => (on.length === 2 && on.includes('strong_hit') && on.includes('weak_hit') ? 'a hit' : on.map((x) => `a ${x.replace('_', ' ')}`).join(' or '));

export function offerText(o: AbilityOffer): string {
	const parts = o.benefits.map((b) => {
		if (b.kind === 'add') return `+${b.value}`;
		if (b.kind === 'gain') return `${b.amount >= 0 ? '+' : '−'}${Math.abs(b.amount)} ${b.gauge.replace('_', ' ')} on ${onWords(b.on)}`;
		if (b.kind === 'reroll') return b.dice === 'any' ? 'reroll any dice' : b.dice === 'action' ? 'reroll the action die' : 'reroll challenge dice';
		if (b.kind === 'harm') return `+${b.amount} harm on ${onWords(b.on)}`;
		if (b.kind === 'next_add') return `+${b.value} on your next move`;
		return 'a weak hit counts as a strong hit';
	});
	return `${o.name} (${parts.join(', ')}${o.onBurn ? ', after a burn that improves the result' : ''})${o.when ? ` — when ${o.when}` : ''}`;
}

/** The gains a used ability gives on this outcome. */
export function gainsOn(offers: readonly AbilityOffer[], outcome: Outcome) {
	return offers.flatMap((o) => o.benefits.flatMap((b) => (b.kind === 'gain' && b.on.includes(outcome) ? [{ ...b, name: o.name }] : [])));
}

/** What a used ability does to the move's effects on this outcome (harm, an add kept for the next move), with the note the block shows. */
export interface AbilityEffects {
	name: string;
	effects: Effect[];
	note: string;
}

/**
 * The harm and next-move adds of the abilities used, as the engine's effects: "+N harm" is N
 * more marks of progress on the fight (as Clash's "inflict +1 harm"), an add for the next move
 * is kept on the sheet. An ability tied to a burn gives them only when `burned` (the burn
 * improved the result; a burn that would not is refused before the roll).
 */
export function abilityEffectsOn(offers: readonly AbilityOffer[], outcome: Outcome, burned: boolean): AbilityEffects[] {
	return offers.flatMap((o) => {
		if (o.onBurn && !burned) return [];
		const effects: Effect[] = [];
		const said: string[] = [];
		for (const b of o.benefits) {
			if (b.kind === 'harm' && b.on.includes(outcome)) {
				effects.push({ kind: 'progress', times: b.amount });
				said.push(`+${b.amount} harm`);
			} else if (b.kind === 'next_add' && outcome !== 'miss') {
				effects.push({ kind: 'next_move', add: b.value });
				said.push(`+${b.value} on your next move`);
			}
		}
		return effects.length ? [{ name: o.name, effects, note: `${o.name}: ${said.join(', ')}.` }] : [];
	});
}
