import { RULESET_LABELS, type RulesetId } from '../content/rulesets';
import { type Generator, generatorRulesets, generatorsFor } from '../generators/catalogue';
import { entityBlock, entityTitle } from '../generators/entity-block';
import { DEFAULT_ENTITY_FOLDER, entityName, saveEntity } from '../generators/entity-note';
import { type Entity, type Region, generateEntity, regionsOf, rerollField } from '../generators/roll-group';
import { writeBlock } from '../journal/write';
import type { BlockSink } from '../play/note-store';
import type { Choice } from '../play/prompter';
import { RANKS, type Rank } from '../rules/progress';
import { StateError } from '../state/schema';
import type { CampaignPorts } from './campaign-flows';

export type GeneratePorts = Pick<CampaignPorts, 'store' | 'content' | 'prompt' | 'rulesets' | 'dice' | 'notify' | 'trackFolder'> & {
	/** Where entity notes go; Entities/ unless the host says otherwise. */
	entityFolder?: string;
	/** The note being written in (or the journal note), when there is one: the entity may go there as one block. */
	sink?: BlockSink;
};

type Next = { save: 'generated' | 'named' } | { write: true } | { reroll: string };

/** The ruleset a generator rolls in: classic's generators roll in Delve when only Delve is on. */
function rulesetFor(generator: Generator, enabled: readonly RulesetId[]): RulesetId {
	return generatorRulesets(generator).find((r) => enabled.includes(r)) ?? generator.ruleset;
}

async function pickGenerator(p: GeneratePorts): Promise<Generator | undefined> {
	const generators = generatorsFor(p.rulesets);
	if (generators.length === 0) throw new StateError('None of your rulesets has an entity generator.');
	const several = new Set(generators.map((g) => g.ruleset)).size > 1;
	return p.prompt.choose(
		'Generate an entity',
		generators.map((g) => ({ value: g, label: several ? `${g.label} — ${RULESET_LABELS[g.ruleset]}` : g.label })),
	);
}

/** One row per field to re-roll it, and the saves: a phone shows this as a plain list. */
function nextChoices(entity: Entity, name: string | undefined, canWrite: boolean): Choice<Next>[] {
	const saves: Choice<Next>[] = name
		? [
				{ value: { save: 'generated' }, label: `Save as ${name}` },
				{ value: { save: 'named' }, label: 'Save under another name' },
			]
		: [{ value: { save: 'named' }, label: 'Save as a note', detail: 'you name it' }];
	const write: Choice<Next>[] = canWrite ? [{ value: { write: true }, label: 'Write it into the note', detail: 'one block, a line per field' }] : [];
	return [...saves, ...write, ...entity.fields.map((f) => ({ value: { reroll: f.key }, label: `Re-roll ${f.name}`, detail: f.text }))];
}

/**
 * Generate an entity: pick what, roll every table of its Datasworn collection, re-roll any
 * field as often as you like, then save it as a note. Cancelling at any point writes nothing.
 */
export async function generateEntityFlow(p: GeneratePorts): Promise<string | undefined> {
	if (!p.dice) throw new StateError('No dice to roll with.');
	const dice = p.dice;
	const generator = await pickGenerator(p);
	if (!generator) return undefined;
	const scope = p.content.ruleset(rulesetFor(generator, p.rulesets));
	let region: Region | undefined;
	const regions = regionsOf(scope, generator);
	if (regions.length > 0) {
		region = await p.prompt.choose('Region', regions.map((r) => ({ value: r, label: `${r[0]?.toUpperCase()}${r.slice(1)}` })));
		if (!region) return undefined;
	}
	let entity = generateEntity(scope, generator, dice, region);
	for (;;) {
		const generated = entityName(entity, generator, scope);
		const next = await p.prompt.choose(`${generator.label}: re-roll a field, or save`, nextChoices(entity, generated, p.sink !== undefined));
		if (!next) return undefined;
		if ('reroll' in next) {
			entity = rerollField(scope, generator, entity, next.reroll, dice);
			continue;
		}
		if ('write' in next) {
			await p.sink?.insert(writeBlock(entityBlock(entity, entityTitle(generator, entity, generated))));
			return undefined;
		}
		const typed = next.save === 'generated' ? generated : await p.prompt.text(`Name of the ${generator.label.toLowerCase()}`, generated ?? 'A name');
		if (typed === undefined) return undefined;
		const name = typed.trim();
		if (!name) {
			p.notify('Give the entity a name: nothing was saved.');
			return undefined;
		}
		let rank: Rank | undefined;
		if (generator.kind === 'site') {
			rank = await p.prompt.choose<Rank>('Rank of the site', RANKS.map((r) => ({ value: r, label: r })));
			if (!rank) return undefined;
		}
		const folder = generator.kind === 'site' ? p.trackFolder : (p.entityFolder ?? DEFAULT_ENTITY_FOLDER);
		const path = await saveEntity(p.store, p.content, entity, { name, folder, ...(rank ? { rank } : {}) });
		p.notify(`Created ${path}.`);
		return path;
	}
}
