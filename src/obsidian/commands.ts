import { createDashboard } from '../dashboard/campaign-base';
import { chooseTruthsFlow } from '../flows/truths-flow';
import { exportStoryFlow } from '../story-export/export-flow';
import { buyRarityFlow, delveMoveFlow, discoverSiteFlow, hiatusFlow, newThreatFlow } from '../flows/delve-flows';
import { generateEntityFlow } from '../flows/generate-flow';
import { type App, type Editor, MarkdownView, TFile, normalizePath } from 'obsidian';
import type { ContentLibrary } from '../content/library';
import { appendBlock } from '../journal/note-text';
import { journalNotePath } from '../settings/journal-path';
import { notice } from './notice';
import type { JournalBlock } from '../journal/block';
import { makeMoveFlow } from '../flows/make-move-flow';
import { askTheOracleFlow, payThePriceFlow, pickTwoFlow, rollOracleFlow } from '../flows/oracle-flows';
import { fillTemplateFlow } from '../flows/template-flow';
import type { FlowPorts } from '../flows/ports';
import { assetControlFlow } from '../flows/asset-flows';
import { addAssetFlow, earnXpFlow, fillInputFlow, impactFlow as sheetImpactFlow, initiativeFlow, meterFlow as sheetMeterFlow, positionFlow, spendXpFlow } from '../flows/sheet-flows';
import { snapshotFromFrontmatter } from '../play/character-snapshot';
import { type BlockSink, type StateStore, stampingSink } from '../play/note-store';
import type { PlayClock } from '../journal/play-order';
import { linkFor } from '../campaign/links';
import {
	type CampaignPorts,
	clockFlow,
	createCharacterFlow,
	createTrackFlow,
	setActiveCharacterFlow,
	trackFlow,
	verifyFlow,
} from '../flows/campaign-flows';
import type { Prompter } from '../play/prompter';
import type { DiceSource } from '../rules/dice';
import type { IronLedgerSettings } from '../settings/settings';
import { editorSink } from './editor-sink';
import { pickEntryLink } from '../links/pick-link';
import { VaultNoteStore } from './vault-store';
import { type LastWrittenBlock, rememberingSink, saveOpenEditor } from './open-journal';
import { type OpenJournal, burnInObsidian, undoInObsidian } from './journal-commands';
import { removeAssetFlow } from '../flows/remove-asset-flow';

export interface CommandHost {
	app: App;
	settings: IronLedgerSettings;
	content(): ContentLibrary;
	dice(): DiceSource;
	prompter(): Prompter;
	stateStore(): StateStore;
	setActiveCharacter(path: string): Promise<void>;
	/** The block written last this session, for undo (held by the plugin instance). */
	lastBlock?: LastWrittenBlock;
	/** The plugin's play clock: every block written is stamped with its place in play order. */
	playClock?: PlayClock;
}

/** Campaign commands: characters, tracks, clocks, meters, undo and verify. */
export const CAMPAIGN_COMMANDS: { id: string; name: string; run: (ports: CampaignPorts & { diceMode: IronLedgerSettings['dice']; truthsNote: string; entityFolder: string; sink?: BlockSink; journal?: OpenJournal }) => Promise<unknown> }[] = [
	{ id: 'create-character', name: 'Create character', run: createCharacterFlow },
	{ id: 'set-active-character', name: 'Set the active character', run: setActiveCharacterFlow },
	{ id: 'create-progress-track', name: 'Create progress track', run: (p) => createTrackFlow(p) },
	{ id: 'mark-progress', name: 'Mark progress', run: (p) => trackFlow(p, 'mark') },
	{ id: 'complete-track', name: 'Complete a progress track', run: (p) => trackFlow(p, 'complete') },
	{ id: 'forsake-track', name: 'Forsake a progress track', run: (p) => trackFlow(p, 'forsake') },
	{ id: 'create-clock', name: 'Create clock', run: (p) => clockFlow(p, 'new') },
	{ id: 'advance-clock', name: 'Advance clock', run: (p) => clockFlow(p, 'advance') },
	{ id: 'burn-momentum', name: 'Burn momentum on the last roll', run: burnInObsidian },
	{ id: 'undo-last-move', name: 'Undo last move', run: undoInObsidian },
	{ id: 'verify-campaign', name: 'Verify campaign', run: verifyFlow },
	{
		id: 'create-dashboard',
		name: 'Create the campaign dashboard',
		run: async (p) => p.notify(`Created ${await createDashboard(p.store)}: open it to see characters, tracks, clocks and threats.`),
	},
	{ id: 'export-story', name: 'Export the campaign as a story', run: exportStoryFlow },
	{ id: 'generate-entity', name: 'Generate an entity', run: generateEntityFlow },
	{ id: 'choose-truths', name: "Choose your world's truths", run: chooseTruthsFlow },
];

/** Runs a campaign command; a problem becomes a notice, never an exception into Obsidian. */
export async function runCampaignCommand(host: CommandHost, id: string): Promise<unknown> {
	const command = CAMPAIGN_COMMANDS.find((c) => c.id === id);
	if (!command) return undefined;
	const s = host.settings;
	try {
		// Where a result may be written, when there is a note to write it in (a generated entity).
		const sink = sinkFor(host);
		return await command.run({
			...(typeof sink === 'string' ? {} : { sink }),
			store: host.stateStore(),
			content: host.content(),
			prompt: host.prompter(),
			rulesets: s.rulesets.length > 0 ? s.rulesets : ['classic'],
			characterFolder: s.characterFolder,
			trackFolder: s.trackFolder,
			activeCharacter: s.activeCharacter,
			setActiveCharacter: (path) => host.setActiveCharacter(path),
			activeNote: host.app.workspace.getActiveFile()?.path,
			dice: host.dice(),
			diceMode: s.dice,
			truthsNote: s.truthsNote,
			entityFolder: s.entityFolder,
			journal: { save: (path) => saveOpenEditor(host.app, path), ...(host.lastBlock ? { lastBlock: host.lastBlock } : {}) },
			notify: (message) => notice(message),
		});
	} catch (error) {
		notice((error as Error).message);
		return undefined;
	}
}

/** The commands, by stable id. Obsidian prefixes them with the plugin id. */
export const COMMANDS: { id: string; name: string; run: (ports: FlowPorts) => Promise<JournalBlock | undefined> }[] = [
	{ id: 'make-move', name: 'Make a move', run: (p) => makeMoveFlow(p) },
	{ id: 'make-progress-move', name: 'Make a progress move', run: (p) => makeMoveFlow(p, true) },
	{ id: 'roll-oracle', name: 'Roll an oracle', run: rollOracleFlow },
	{ id: 'ask-the-oracle', name: 'Ask the Oracle', run: askTheOracleFlow },
	{ id: 'pick-two', name: 'Ask the Oracle: pick two', run: pickTwoFlow },
	{ id: 'pay-the-price', name: 'Pay the Price', run: payThePriceFlow },
	{ id: 'fill-template', name: 'Fill an oracle template', run: fillTemplateFlow },
	// Sheet changes outside a move, journaled where moves go.
	{ id: 'take-or-suffer', name: 'Take or suffer on a meter', run: (p) => sheetMeterFlow(p) },
	{ id: 'mark-or-clear-debility', name: 'Mark or clear a debility', run: (p) => sheetImpactFlow(p) },
	{ id: 'take-meter', name: 'Take on a meter or momentum', run: (p) => sheetMeterFlow(p, 'take') },
	{ id: 'suffer-meter', name: 'Suffer on a meter or momentum', run: (p) => sheetMeterFlow(p, 'suffer') },
	{ id: 'mark-impact', name: 'Mark a debility or impact', run: (p) => sheetImpactFlow(p, 'mark') },
	{ id: 'clear-impact', name: 'Clear a debility or impact', run: (p) => sheetImpactFlow(p, 'clear') },
	{ id: 'set-initiative', name: 'Set initiative', run: initiativeFlow },
	{ id: 'set-position', name: 'Set position', run: positionFlow },
	{ id: 'earn-experience', name: 'Earn experience', run: earnXpFlow },
	{ id: 'spend-experience', name: 'Spend experience', run: spendXpFlow },
	{ id: 'add-asset', name: 'Add an asset', run: addAssetFlow },
	{ id: 'remove-asset', name: 'Remove an asset', run: removeAssetFlow },
	{ id: 'fill-asset-input', name: "Fill an asset's input", run: fillInputFlow },
	{ id: 'change-asset-control', name: "Change an asset's meter or condition", run: assetControlFlow },
	// Ironsworn: Delve.
	{ id: 'discover-a-site', name: 'Discover a site', run: discoverSiteFlow },
	{ id: 'delve-the-depths', name: 'Delve the depths', run: delveMoveFlow('move:delve/delve/delve_the_depths') },
	{ id: 'create-threat', name: 'Create a threat', run: newThreatFlow },
	{ id: 'advance-a-threat', name: 'Advance a threat', run: delveMoveFlow('move:delve/threat/advance_a_threat') },
	{ id: 'take-a-hiatus', name: 'Take a hiatus', run: hiatusFlow },
	{ id: 'buy-rarity', name: 'Buy a rarity', run: buyRarityFlow },
];

/** Commands that write text at the cursor, not a block (src/obsidian/link-command.ts runs them). */
export const TEXT_COMMANDS: { id: string; name: string; run: (ports: FlowPorts) => Promise<string | undefined> }[] = [
	{ id: 'insert-link', name: 'Insert a link to a move, oracle or asset', run: pickEntryLink },
];

/** The editor of the note the player writes in: from the sidebar the active view is the sidebar itself, so the note last written in is meant. */
export function activeEditor(host: CommandHost): Editor | undefined {
	const recent = host.app.workspace.getMostRecentLeaf?.()?.view;
	return host.app.workspace.getActiveViewOfType(MarkdownView)?.editor ?? (recent instanceof MarkdownView ? recent.editor : undefined);
}

function sinkFor(host: CommandHost): BlockSink | string {
	if (host.settings.placement === 'journal') {
		const path = journalNotePath(host.settings.journalNote);
		if (!path.ok) return path.problem;
		const store = new VaultNoteStore(host.app);
		return stampingSink(rememberingSink({ insert: async (fenced) => void (await store.process(path.path, (t) => appendBlock(t, fenced).text)) }, host.lastBlock, path.path), host.playClock);
	}
	const editor = activeEditor(host);
	if (!editor) return 'Open a note to write the result at the cursor, or send results to the journal note in the settings.';
	return stampingSink(rememberingSink(editorSink(editor), host.lastBlock, editorNotePath(host)), host.playClock);
}

/** The note the editor shows, for remembering where a block went. */
function editorNotePath(host: CommandHost): string | undefined {
	const recent = host.app.workspace.getMostRecentLeaf?.()?.view;
	const view = host.app.workspace.getActiveViewOfType(MarkdownView) ?? (recent instanceof MarkdownView ? recent : undefined);
	return view?.file?.path ?? host.app.workspace.getActiveFile()?.path;
}

function characterPath(host: CommandHost): string {
	const path = host.settings.activeCharacter;
	return normalizePath(path.endsWith('.md') ? path : `${path}.md`);
}

function activeCharacter(host: CommandHost, content: ContentLibrary): FlowPorts['character'] {
	if (!host.settings.activeCharacter) return undefined;
	// getAbstractFileByPath, not getFileByPath: that one needs Obsidian 1.5.7 (minAppVersion is 1.5.0).
	const found = host.app.vault.getAbstractFileByPath(characterPath(host));
	const file = found instanceof TFile ? found : null;
	const fm = file ? host.app.metadataCache.getFileCache(file)?.frontmatter : undefined;
	if (!file || !fm) return undefined;
	const debilityKeys = host.settings.rulesets.flatMap((r) => content.ruleset(r).rules().impacts.map((i) => i.key));
	return snapshotFromFrontmatter(linkFor(file.path), fm, debilityKeys);
}

function trackList(host: CommandHost): FlowPorts['tracks'] {
	return async () => {
		// From the campaign index, kept by metadata events: a move never walks the vault for its tracks.
		const notes = await host.stateStore().campaignNotes(normalizePath(host.settings.trackFolder));
		const tracks: Awaited<ReturnType<FlowPorts['tracks']>> = [];
		for (const { path, fm } of notes) {
			const ticks = fm.ticks;
			if (typeof ticks !== 'number' || fm.status === 'complete' || fm.status === 'forsaken') continue;
			// Links by vault path, so the note is found wherever the track folder is.
			const track: (typeof tracks)[number] = { link: linkFor(path), name: path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/, ''), ticks };
			if (typeof fm.kind === 'string') track.kind = fm.kind;
			tracks.push(track);
		}
		return tracks;
	};
}

/** Builds the ports a flow runs on, from the plugin's state at the moment of the command. */
export function flowPorts(host: CommandHost, sink: BlockSink): FlowPorts {
	const content = host.content();
	return {
		content,
		rulesets: host.settings.rulesets,
		dice: host.dice(),
		diceMode: host.settings.dice,
		prompt: host.prompter(),
		sink,
		character: activeCharacter(host, content),
		tracks: trackList(host),
		notify: (message) => notice(message),
		notes: { store: host.stateStore(), oracleFolder: host.settings.oracleFolder },
		campaign: host.settings.activeCharacter ? { store: host.stateStore(), characterPath: characterPath(host), trackFolder: host.settings.trackFolder } : undefined,
	};
}

/** Runs a flow with the plugin's ports, as the commands do: problems become notices. */
export async function withPorts<T>(host: CommandHost, run: (ports: FlowPorts) => Promise<T>): Promise<T | undefined> {
	const sink = sinkFor(host);
	if (typeof sink === 'string') {
		notice(sink);
		return undefined;
	}
	try {
		return await run(flowPorts(host, sink));
	} catch (error) {
		notice((error as Error).message);
		return undefined;
	}
}

/** Runs one command: never throws into Obsidian; a problem becomes a notice. */
export async function runCommand(host: CommandHost, id: string): Promise<JournalBlock | undefined> {
	const command = COMMANDS.find((c) => c.id === id);
	if (!command) return undefined;
	if (host.settings.rulesets.length === 0) {
		notice('Turn on a ruleset in the settings first.');
		return undefined;
	}
	const sink = sinkFor(host);
	if (typeof sink === 'string') {
		notice(sink);
		return undefined;
	}
	try {
		return await command.run(flowPorts(host, sink));
	} catch (error) {
		notice((error as Error).message);
		return undefined;
	}
}
