import { nearest } from '../../content/nearest';
import type { RulesetId } from '../../content/rulesets';
import { GENERATORS, findGenerator, kindOf } from '../../generators/catalogue';
import { entityBlock, entityTitle } from '../../generators/entity-block';
import { DEFAULT_ENTITY_FOLDER, entityName, saveEntity } from '../../generators/entity-note';
import { type Entity, type Region, generateEntity, regionsOf, rerollField } from '../../generators/roll-group';
import { writeBlock } from '../../journal/write';
import { RANKS, isRank } from '../../rules/progress';
import type { OracleRollResult } from '../../rules/oracle-table';
import { type ParsedArgs, UsageError } from '../args';
import { type CliContext, diceFor, rulesetOption } from '../context';
import { playedRulesets } from '../played-rulesets';
import { FileStateStore } from '../fs-state-store';
import { folderOption, madeFoldersLine, refuseUnwritableNames, storeFor } from '../where-to-write';
import { recordBlock } from '../journal-output';
import type { CommandOutput } from '../output';
import { findVault, givenVault, vaultFolder } from '../vault-paths';

export const generateSpec = { options: ['ruleset', 'dice', 'reroll', 'save', 'folder', 'vault', 'journal', 'region', 'rank'], flags: ['json'] };

/** --region, one of the regions the generator's tables have columns for (the first when not given). */
function regionOption(args: ParsedArgs, regions: readonly string[]): Region | undefined {
	const raw = args.options.get('region')?.trim().toLowerCase();
	if (raw === undefined) return undefined;
	if (regions.length === 0) throw new UsageError('--region: no table of this generator differs by region.');
	if (!regions.includes(raw)) throw new UsageError(`--region is ${regions.join(', ')}, not "${raw}".`);
	return raw;
}

function resultJson(r: OracleRollResult): Record<string, unknown> {
	return { oracle: r.oracle, roll: r.roll, result: r.result, rolls: r.rolls.map(resultJson) };
}

/** Re-rolls the fields named in --reroll (keys, comma-separated), in that order. */
function rerolls(args: ParsedArgs, entity: Entity, reroll: (e: Entity, key: string) => Entity): Entity {
	const keys = args.options.get('reroll')?.split(',').map((k) => k.trim()).filter(Boolean) ?? [];
	let out = entity;
	for (const key of keys) {
		if (!out.fields.some((f) => f.key === key)) {
			const guess = nearest(key, out.fields.map((f) => f.key));
			throw new UsageError(`No field "${key}" to re-roll${guess ? `: did you mean ${guess}?` : ''} Fields: ${out.fields.map((f) => f.key).join(', ')}.`);
		}
		out = reroll(out, key);
	}
	return out;
}

/**
 * Without --ruleset, a kind that several rulesets have (an NPC) is generated in the ruleset the
 * vault's characters play, when they all play one; otherwise findGenerator asks for --ruleset.
 */
async function charactersRuleset(args: ParsedArgs, typed: string): Promise<RulesetId | undefined> {
	if (GENERATORS.filter((g) => g.kind === kindOf(typed)).length < 2) return undefined;
	const vault = givenVault(args) ?? findVault(process.cwd());
	if (!vault) return undefined;
	const played = await playedRulesets(new FileStateStore(vault));
	return played.length === 1 ? played[0] : undefined;
}

/** `generate KIND`: rolls a generator's Datasworn tables; --save NAME writes the entity note. */
export async function generateCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const [typed, extra] = args.positionals;
	// Before any roll: a name no file can hold, or a hidden folder, is refused with nothing written.
	refuseUnwritableNames(args);
	const folderGiven = args.options.has('folder') ? folderOption(args, '') : undefined;
	if (!typed) throw new UsageError(`Name what to generate: ${[...new Set(GENERATORS.map((g) => g.kind))].join(', ')}.`);
	if (extra !== undefined) throw new UsageError(`Unexpected "${extra}": give one kind (quote a kind of two words).`);
	const ruleset = rulesetOption(args) ?? (await charactersRuleset(args, typed));
	const generator = findGenerator(typed, ruleset);
	const scope = ctx.content.ruleset(ruleset ?? generator.ruleset);
	const rank = args.options.get('rank');
	if (rank !== undefined && (generator.kind !== 'site' || !isRank(rank))) {
		throw new UsageError(generator.kind !== 'site' ? '--rank is for a Delve site only.' : `--rank is ${RANKS.join(', ')}, not "${rank}".`);
	}
	if (generator.kind === 'site' && args.options.has('save') && rank === undefined) {
		throw new UsageError(`A site is saved with its rank: add --rank ${RANKS.join('|')}.`);
	}
	const dice = diceFor(args, ctx);
	let entity = generateEntity(scope, generator, dice, regionOption(args, regionsOf(scope, generator)));
	entity = rerolls(args, entity, (e, key) => rerollField(scope, generator, e, key, dice));
	dice.assertAllUsed();

	const name = args.options.get('save')?.trim() || entityName(entity, generator, scope);
	const json: Record<string, unknown> = {
		kind: entity.kind,
		ruleset: entity.ruleset,
		...(entity.region ? { region: entity.region } : {}),
		...(name ? { name } : {}),
		fields: entity.fields.map((f) => ({ key: f.key, name: f.name, oracle: f.oracle, text: f.text, ...(f.from ? { from: f.from } : {}), roll: resultJson(f.result) })),
	};
	const lines = [
		entityTitle(generator, entity, name),
		...entity.fields.map((f) => `  ${f.key}: ${f.text}  [${f.name} ${f.result.roll}]`),
	];

	if (args.options.has('save')) {
		const store = storeFor(vaultFolder(args));
		const folder = folderGiven ?? (entity.kind === 'site' ? 'Tracks' : DEFAULT_ENTITY_FOLDER);
		const path = await saveEntity(store, ctx.content, entity, { name: name ?? '', folder, ...(rank !== undefined && isRank(rank) ? { rank } : {}) });
		json.path = path;
		lines.push(`Created ${path}`);
		const made = madeFoldersLine(store.madeFolders());
		if (made) {
			json.folders_made = store.madeFolders();
			lines.push(made);
		}
	} else if (args.options.has('folder')) {
		throw new UsageError('--folder says where --save writes: add --save NAME.');
	}
	const journal = args.options.get('journal');
	if (journal) {
		const made = await recordBlock(ctx, journal, writeBlock(entityBlock(entity, lines[0] as string)), givenVault(args));
		json.journal = journal;
		lines.push(`Written to ${journal}`);
		const folders = madeFoldersLine(made);
		if (folders) {
			json.folders_made = made;
			lines.push(folders);
		}
	}
	return { json, text: lines.join('\n') };
}
