import { Notice } from 'obsidian';

const PREFIX = 'Iron Ledger: ';

/**
 * Every notice the same way: "Iron Ledger: " then a sentence, capitalised and ended. Flows
 * write their messages for the CLI too, so the Obsidian form is made here, in one place.
 */
export function noticeText(message: string): string {
	const lines = message.replace(/^Iron Ledger:\s*/, '').split('\n');
	const first = lines[0] ?? '';
	// Only a plain word is capitalised: a note path or an id keeps its case.
	lines[0] = /^[a-z]+(?=[\s,]|:\s|$)/.test(first) ? `${first.charAt(0).toUpperCase()}${first.slice(1)}` : first;
	const last = lines.length - 1;
	const end = lines[last] ?? '';
	if (/[\p{L}\p{N})\]"'*`]$/u.test(end)) lines[last] = `${end}.`;
	return `${PREFIX}${lines.join('\n')}`;
}

export function notice(message: string): Notice {
	return new Notice(noticeText(message));
}
