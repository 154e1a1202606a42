import { moveModel } from '../moves';
import { pathFor } from '../campaign/links';
import type { RulesetContent } from '../content/library';
import type { MoveInfo } from '../content/map-move';
import type { JournalBlock } from '../journal/block';
import { canPick, listStanding } from '../campaign/choose-sub-lists';
import { ChoiceError, type OfferedChoice } from '../moves/engine/evaluate';
import type { MoveTurn } from '../play/turn';
import type { FlowPorts } from './ports';
import { changeWords } from '../journal/change-words';

const changeLine = (c: { note: string; key: string; from: unknown; to: unknown }) =>
	`${c.note.replace(/^\[\[|\]\]$/g, '')}: ${changeWords(c.key.replace(/_/g, ' '), c.from, c.to)}`;

/**
 * The outcome's "choose N" lists, one checklist each, with the fixed changes shown above.
 * A pick that breaks the rule is asked again with the rule named; "decide later" leaves the
 * choice open in the block. False when the player cancels.
 */
export async function askChoices(ports: FlowPorts, turn: MoveTurn): Promise<boolean> {
	const later = new Set<number>();
	let chosen: ReadonlyMap<number, readonly string[]> = new Map();
	const texts = (c: OfferedChoice) => c.options.map((o) => o.text);
	const standing = (c: OfferedChoice) =>
		listStanding(turn.model, texts(c), (options) => {
			const list = turn.choices.find((x) => JSON.stringify(texts(x)) === JSON.stringify(options));
			return list ? chosen.get(list.group) : undefined;
		});
	for (;;) {
		const open = turn.openChoices().filter((c) => !later.has(c.group));
		// A sub-list the parent's pick passed by ("two suffer moves (−1)" after a single one) is settled, nothing picked.
		const passed = open.find((c) => standing(c).state === 'settled');
		if (passed) {
			turn.decline(passed.group);
			chosen = new Map([...chosen, [passed.group, []]]);
			continue;
		}
		// One choice at a time: a pick may open another (at 0 health, mark wounded or roll the table; a sub-list).
		const choice = open.find((c) => canPick(standing(c)));
		if (!choice) break;
		const count = choice.upTo ? (choice.atLeast > 0 ? `${choice.atLeast} to ${choice.pick}` : `up to ${choice.pick}`) : String(choice.pick);
		let title = `${turn.setup.move.name}: choose ${count}`;
		for (;;) {
			const answer = await ports.prompt.pickOptions({
				title,
				details: [...turn.changes().map(changeLine), ...turn.notes],
				options: choice.options.map((o) => ({ label: o.text, ...(o.disabled ? { disabled: o.disabled } : {}) })),
				pick: choice.pick,
				upTo: choice.upTo,
				atLeast: choice.atLeast,
				repeats: choice.repeats,
			});
			if (answer === undefined) return false;
			if (answer === 'later') {
				later.add(choice.group);
				break;
			}
			const numbers = answer.map((i) => choice.options[i]?.n ?? 0);
			if (numbers.length === 0 && choice.atLeast > 0 && choice.options.some((o) => !o.disabled)) {
				title = `Choose at least ${choice.atLeast}. ${turn.setup.move.name}: choose again`;
				continue;
			}
			if (numbers.length === 0) {
				turn.decline(choice.group);
				chosen = new Map([...chosen, [choice.group, []]]);
				break;
			}
			try {
				chosen = turn.choose(numbers).chosen;
				break;
			} catch (error) {
				if (!(error instanceof ChoiceError)) throw error;
				title = `${error.message} ${turn.setup.move.name}: choose again`;
			}
		}
	}
	return true;
}

/** The follow-ups as the next step: pick one to make it now (with its magnitude), or not now. */
export async function offerFollowUps(
	ports: FlowPorts,
	scope: RulesetContent,
	block: JournalBlock,
	play: (ports: FlowPorts, scope: RulesetContent, move: MoveInfo, magnitude?: number, options?: { trackPath?: string }) => Promise<JournalBlock | undefined>,
): Promise<void> {
	// A move the ruleset replaces (Starforged's Make a Discovery, with Sundered Isles on) is made in its new version.
	const next = (block.followUps ?? []).filter((f) => scope.get(f.move)?.type === 'move').map((f) => {
		const move = scope.replacementOf(f.move);
		return move ? { ...f, move, name: scope.move(move).name } : f;
	});
	if (next.length === 0) return;
	// A move's alternate version (Delve's Reveal a Danger) is offered beside it: the group picks which it plays.
	const alternates = (f: (typeof next)[number]) =>
		scope
			.moves()
			.filter((m) => m.replaces.includes(f.move))
			.map((m) => ({ value: { ...f, move: m.id, name: m.name }, label: /alternate/i.test(m.name) ? m.name : `${m.name} (alternate version)`, detail: 'make it now' }));
	const pick = await ports.prompt.choose('Next move', [
		...next.flatMap((f) => [{ value: f, label: `${f.name}${f.magnitude !== undefined ? ` (${f.magnitude})` : ''}`, detail: 'make it now' }, ...alternates(f)]),
		{ value: null, label: 'Not now' },
	]);
	if (!pick) return;
	// A follow-up about the same kind of track goes on with it: Delve the Depths' danger is in the same site.
	const sameTrack = block.track?.startsWith('[[') && block.move && moveModel(pick.move)?.track !== undefined && moveModel(pick.move)?.track === moveModel(block.move.id)?.track;
	await play(ports, scope, scope.move(pick.move), pick.magnitude, sameTrack && block.track ? { trackPath: pathFor(block.track) } : {});
}
