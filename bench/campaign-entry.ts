/**
 * Bench entry for the campaign section: the plugin as shipped, on obsidian-test-mocks (the
 * bench aliases `obsidian` to them), with the sidebar, the index and the tests' scripted prompter.
 */
export { default as IronLedgerPlugin } from '../main';
export { default as manifest } from '../manifest.json';
export { runCommand } from '../src/obsidian/commands';
export { IronLedgerSidebar } from '../src/sidebar/sidebar-view';
export { fixedDice } from '../src/rules/dice';
export { ScriptedPrompter } from '../tests/helpers/scripted-prompter';
export { characterNote } from '../tests/helpers/character-notes';
export { App, Editor, WorkspaceLeaf, MarkdownView } from 'obsidian-test-mocks/obsidian';
export { setup } from 'obsidian-test-mocks/setup';
export { writeBlock } from '../src/journal/write';
