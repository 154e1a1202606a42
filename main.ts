import { Plugin } from 'obsidian';

/**
 * Iron Ledger's Obsidian entry point. It only wires: game content is parsed on first
 * use, never during start-up.
 */
export default class IronLedgerPlugin extends Plugin {
	override async onload(): Promise<void> {
		// Commands and views are registered here as the features land.
	}
}
