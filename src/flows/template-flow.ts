import type { TemplateBlock } from '../journal/block';
import { writeBlock } from '../journal/write';
import { rollTemplate } from '../templates/fill';
import { TemplateError } from '../templates/parse';
import { listTemplates, prepareTemplate, readTemplateNote, templateScopes } from '../templates/prepare';
import { rollWithChosenDice } from './dice-entry';
import { type FlowPorts, enabledScopes } from './ports';

/**
 * Fill an oracle template: pick a template note, read it afresh, find every slot's table, then
 * roll them all (as the dice setting says) and write the filled text as one block at the cursor.
 */
export async function fillTemplateFlow(ports: FlowPorts): Promise<TemplateBlock | undefined> {
	if (!ports.notes) return undefined;
	const templates = await listTemplates(ports.notes.store);
	if (templates.length === 0) throw new TemplateError('No oracle templates yet: mark a note with iron_ledger: template in its frontmatter; its text, with {{slots}} naming oracles, is the template.');
	const pick = await ports.prompt.choose(
		'Fill an oracle template',
		templates.map((t) => ({ value: t, label: t.name, detail: t.path })),
	);
	if (!pick) return undefined;
	const parsed = await readTemplateNote(ports.notes.store, pick);
	const scopes = templateScopes(ports.content, enabledScopes(ports), pick.name, pick.ruleset);
	const prepared = await prepareTemplate({ parsed, source: pick.link, scopes, notes: ports.notes });
	const block = await rollWithChosenDice(ports, (dice) => rollTemplate(prepared, dice, ports.character?.link));
	if (block) await ports.sink.insert(writeBlock(block));
	return block;
}
