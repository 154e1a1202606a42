import { ItemView, Notice, type TAbstractFile, type WorkspaceLeaf } from 'obsidian';
import { openSheet } from '../character/sheet';
import { changeMeter } from '../character/conditions';
import { changeSheet } from '../flows/sheet-flows';
import { advanceClock, markTrack, setTrackStatus } from '../campaign/track-ops';
import { enabledScopes } from '../flows/ports';
import { playMove } from '../flows/make-move-flow';
import { isProgressMove } from '../flows/move-targets';
import { moveModel } from '../moves';
import type { RulesetContent } from '../content/library';
import { rollWithChosenDice } from '../flows/dice-entry';
import { writeBlock } from '../journal/write';
import { rollOracleBlock } from '../play/make-move';
import { kindOf } from '../state/schema';
import type { StateStore } from '../play/note-store';
import { type CommandHost, withPorts } from '../obsidian/commands';
import { renderCharacterTab } from './character-tab';
import { renderMovesTab } from './moves-tab';
import { type OracleResultLine, renderOraclesTab } from './oracles-tab';
import { listNoteOracles } from '../custom-oracles/note-oracles';
import { rollNoteOracleFlow } from '../flows/oracle-flows';
import type { OracleBlock } from '../journal/block';
import { type TrackItem, newTracksState, renderTracksTab } from './tracks-tab';
import { renderEntryPanel } from '../links/entry-panel';

export const SIDEBAR_VIEW = 'iron-ledger-sidebar';

/** The progress moves of the enabled rulesets that roll a track of this kind, from the moves' models. */
function progressMovesFor(scopes: readonly RulesetContent[], kind: string): { id: string; name: string }[] {
	const seen = new Set<string>();
	return scopes.flatMap((scope) =>
		scope.moves().filter((m) => isProgressMove(m) && moveModel(m.id)?.track === kind && !seen.has(m.id) && (seen.add(m.id), true)).map((m) => ({ id: m.id, name: m.name })),
	);
}

/** The store, except that the note just read is not read and parsed a second time (a copy is given, the rules may change it). */
function alreadyRead(store: StateStore, path: string, fm: Record<string, unknown>): StateStore {
	const once = Object.create(store) as StateStore;
	once.frontmatter = (p) => (p === path ? Promise.resolve(structuredClone(fm)) : store.frontmatter(p));
	return once;
}
const TABS = ['Character', 'Tracks', 'Moves', 'Oracles'] as const;
type Tab = (typeof TABS)[number];

export interface SidebarHost extends CommandHost {
	openEntry(id: string): void;
}

/** The sidebar: character sheet, tracks in play, moves and oracles at hand. */
export class IronLedgerSidebar extends ItemView {
	private tab: Tab = 'Character';
	private recent: OracleResultLine[] = [];
	/** The track list's search and pages shown, kept across redraws so an action keeps the player's place. */
	private readonly tracks = newTracksState();
	private pending = 0;
	/** Counts refreshes, so one that finishes after a later one started does not replace it. */
	private drawing = 0;
	/** A linked entry shown in place of the tab, until a tab or Back is clicked. */
	private entry: string | undefined = undefined;

	constructor(
		leaf: WorkspaceLeaf,
		private readonly host: SidebarHost,
	) {
		super(leaf);
	}

	getViewType(): string {
		return SIDEBAR_VIEW;
	}

	getDisplayText(): string {
		return 'Iron Ledger';
	}

	override getIcon(): string {
		return 'swords';
	}

	override async onOpen(): Promise<void> {
		// Notes change under the sheet: redraw when a character, track or journal note changes.
		this.registerEvent(this.app.metadataCache.on('changed', (file) => this.changed(file)));
		this.registerEvent(this.app.vault.on('delete', (file) => this.changed(file)));
		await this.refresh();
	}

	private changed(file: TAbstractFile): void {
		const s = this.host.settings;
		if (!file.path.startsWith(`${s.trackFolder}/`) && !file.path.startsWith(`${s.characterFolder}/`) && file.path !== s.activeCharacter) return;
		window.clearTimeout(this.pending);
		this.pending = window.setTimeout(() => void this.refresh(), 150);
	}

	/** Shows a move, table or asset by Datasworn id, where a link in a note opens; '' goes back to the tab. */
	showEntry(id: string): void {
		this.entry = id;
		void this.refresh();
	}

	async refresh(): Promise<void> {
		// Drawn apart and swapped in whole once the notes are read: the old tab stays on screen
		// meanwhile (no blank flash), and of two quick refreshes only the later one is shown.
		const drawing = ++this.drawing;
		const root = this.contentEl;
		root.addClass('iron-ledger-sidebar');
		const bar = createDiv({ cls: 'iron-ledger-tabs' });
		for (const t of TABS) {
			const b = bar.createEl('button', { text: t, cls: t === this.tab ? 'is-active' : '', attr: { 'data-tab': t.toLowerCase() } });
			b.addEventListener('click', () => {
				this.tab = t;
				this.entry = undefined;
				void this.refresh();
			});
		}
		const body = createDiv({ cls: 'iron-ledger-tab-body' });
		try {
			if (this.entry) renderEntryPanel(body, this.host.content(), this.entry, { open: (id) => this.showEntry(id), close: () => this.showEntry('') });
			else await this.renderTab(body);
		} catch (error) {
			body.createEl('p', { cls: 'iron-ledger-empty', text: (error as Error).message });
		}
		if (drawing === this.drawing) root.replaceChildren(bar, body);
	}

	private async character(): Promise<Record<string, unknown> | null> {
		const path = this.host.settings.activeCharacter;
		return path ? this.host.stateStore().frontmatter(path).catch(() => null) : null;
	}

	private async renderTab(body: HTMLElement): Promise<void> {
		const host = this.host;
		const store = host.stateStore();
		const content = host.content();
		// Only the sheet and the moves show the character: the other tabs do not read its note.
		const fm = this.tab === 'Character' || this.tab === 'Moves' ? await this.character() : null;
		const act = (run: () => Promise<unknown>) =>
			void run()
				.catch((e: unknown) => new Notice(`Iron Ledger: ${(e as Error).message}`))
				.then(() => this.refresh());
		if (this.tab === 'Character') {
			// The sheet as the rules read it (what XP buys); a sheet they refuse still shows the rest.
			const path = host.settings.activeCharacter;
			const sheet = fm ? await openSheet(alreadyRead(store, path, fm), content, path).catch(() => undefined) : undefined;
			renderCharacterTab(body, fm, host.settings.activeCharacter, content, {
				open: (id) => host.openEntry(id),
				run: (flow) => act(() => withPorts(host, flow)),
				adjust: (key, delta) => act(() => withPorts(host, (ports) => changeSheet(ports, (s) => changeMeter(s, key, delta)))),
			}, sheet);
		} else if (this.tab === 'Tracks') {
			const items: TrackItem[] = [];
			for (const { path, fm: tfm } of await store.campaignNotes(host.settings.trackFolder)) {
				if (kindOf(tfm) === 'track' || kindOf(tfm) === 'clock') items.push({ path, fm: tfm });
			}
			const scopes = enabledScopes({ content, rulesets: host.settings.rulesets });
			renderTracksTab(body, items, {
				mark: (path) => act(() => withPorts(host, (ports) => store.exclusive(() => markTrack(store, path, 1, ports.sink)))),
				complete: (path) => act(() => withPorts(host, (ports) => store.exclusive(() => setTrackStatus(store, path, 'complete', ports.sink)))),
				advance: (path) => act(() => withPorts(host, (ports) => store.exclusive(() => advanceClock(store, path, 1, ports.sink)))),
				play: (path, moveId) =>
					act(() =>
						withPorts(host, (ports) => {
							const scope = scopes.find((s) => s.get(moveId)) ?? ports.content.ruleset('delve');
							return playMove(ports, scope, scope.move(moveId), undefined, { trackPath: path });
						}),
					),
				progressMoves: (kind) => progressMovesFor(scopes, kind),
			}, this.tracks);
		} else if (this.tab === 'Moves') {
			const values = Object.fromEntries(Object.entries(fm ?? {}).filter(([, v]) => typeof v === 'number')) as Record<string, number>;
			const scopes = enabledScopes({ content, rulesets: host.settings.rulesets });
			renderMovesTab(body, scopes, values, typeof fm?.momentum === 'number' ? fm.momentum : undefined, {
				open: (id) => host.openEntry(id),
				roll: (scope, id) => act(() => withPorts(host, (ports) => playMove(ports, scope, scope.move(id)))),
			});
		} else {
			const scopes = enabledScopes({ content, rulesets: host.settings.rulesets });
			const own = await listNoteOracles(store, host.settings.oracleFolder);
			const remember = (block: OracleBlock | undefined) => {
				if (block) this.recent = [{ name: block.roll.name, roll: block.roll.roll, result: block.roll.result }, ...this.recent].slice(0, 8);
			};
			renderOraclesTab(
				body,
				scopes,
				this.recent,
				{
					roll: (scope, id) =>
						act(() =>
							withPorts(host, async (ports) => {
								const block = await rollWithChosenDice(ports, (dice) => rollOracleBlock(scope, id, dice, ports.character?.link));
								if (!block) return;
								await ports.sink.insert(writeBlock(block));
								remember(block);
							}),
						),
					rollNote: (path) => act(() => withPorts(host, async (ports) => remember((await rollNoteOracleFlow(ports, path)) as OracleBlock | undefined))),
				},
				own,
			);
		}
	}
}
