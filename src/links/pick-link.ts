import { qualifiedName } from '../content/lookup';
import type { IndexedEntry } from '../content/package-index';
import { moveChoices } from '../flows/make-move-flow';
import { type FlowPorts, enabledScopes } from '../flows/ports';
import type { Choice } from '../play/prompter';
import { formatEntryLink } from './link-text';

/**
 * Insert a link: one fuzzy list of the enabled rulesets' moves (as Make a move lists them),
 * tables (as Roll an oracle does) and assets; the link text for the pick, or undefined.
 */
export async function pickEntryLink(ports: FlowPorts): Promise<string | undefined> {
	const seen = new Set<string>();
	const once = (e: { id: string }) => !seen.has(e.id) && (seen.add(e.id), true);
	const scopes = enabledScopes(ports);
	const moves: Choice<{ id: string; name: string }>[] = moveChoices(ports).map((c) => ({ value: c.value.move, label: c.label, detail: `Move · ${c.detail ?? ''}` }));
	const entries = (type: 'oracle_rollable' | 'asset', kind: string, label: (e: IndexedEntry) => string): Choice<IndexedEntry>[] =>
		scopes.flatMap((scope) =>
			scope
				.entries(type)
				.filter(once)
				.map((e) => ({ value: e, label: label(e), detail: `${kind} · ${scope.label}` })),
		);
	const tables = entries('oracle_rollable', 'Oracle', qualifiedName);
	const assets = entries('asset', 'Asset', (e) => (typeof e.node.category === 'string' ? `${e.name} (${e.node.category})` : e.name));
	const pick = await ports.prompt.choose<{ id: string; name: string }>('Insert a link to a move, oracle or asset', [...moves, ...tables, ...assets]);
	return pick ? formatEntryLink(pick) : undefined;
}
