'use strict';
// A minimal stand-in for the `obsidian` module, enough to require main.js and run onload
// in plain node. Obsidian's real module is already loaded when a plugin is required, so
// the bench pre-loads this stub before timing.
class Component {
	load() {}
	onload() {}
	unload() {}
	onunload() {}
	addChild(c) { return c; }
	removeChild(c) { return c; }
	register() {}
	registerEvent() {}
	registerDomEvent() {}
	registerInterval(id) { return id; }
}
class Plugin extends Component {
	constructor(app, manifest) {
		super();
		this.app = app;
		this.manifest = manifest;
	}
	async loadData() { return null; }
	async saveData() {}
	addCommand(command) { return command; }
	addRibbonIcon() { return {}; }
	addStatusBarItem() { return {}; }
	addSettingTab() {}
	registerView() {}
	registerExtensions() {}
	registerMarkdownCodeBlockProcessor() {}
	registerMarkdownPostProcessor() {}
	registerEditorExtension() {}
	registerEditorSuggest() {}
	registerObsidianProtocolHandler() {}
}
// Any other export a later main.js asks for is a no-op class, so the bench keeps working
// as features land; replace with real behaviour here if onload starts depending on it.
class Stub {}
const known = { Component, Plugin, Platform: { isDesktop: true, isMobile: false }, normalizePath: (p) => p };
module.exports = new Proxy(known, {
	get: (target, key) => (key in target ? target[key] : typeof key === 'string' && /^[A-Z]/.test(key) ? Stub : undefined),
});
