import type { ChoiceSpec, MoveModel, OptionSpec } from '../model';

const VOW = 'move:starforged/quest/swear_an_iron_vow';
const CONNECTION = 'move:starforged/connection/make_a_connection';

/** Continue a Legacy's lists; a better result may take from a lower list. */
const STRONG: OptionSpec[] = [
	{ text: 'Follow their path: take one path or companion asset, with its marked abilities' },
	{ text: 'Share a connection: take one connection, with its progress and bond benefits' },
	{ text: 'Accept an inheritance: take their command vehicle and one module or support vehicle' },
];
// The legacy ticks these promise come later, at the visit or the connection, so nothing is marked now.
const WEAK: OptionSpec[] = [
	{ text: 'See it through: swear to one of their unfinished quests, with up to half their progress', followUps: [{ move: VOW, note: 'an automatic strong hit; mark up to half their progress' }] },
	{ text: 'Rebuild a connection: a changed connection of theirs', followUps: [{ move: CONNECTION, note: 'with them: an automatic strong hit and two ticks on your bonds legacy' }] },
	{ text: 'Explore familiar ground: a place that mattered to them; two discoveries legacy ticks on your first visit' },
];
const MISS: OptionSpec[] = [
	{ text: 'Deal with the aftermath: one of their foes has gained power or influence' },
	{ text: 'Switch loyalties: you begin opposed to their beliefs, goals, or allegiances' },
	{ text: "Open Pandora's Box: an advancement or discovery has unleashed dire consequences" },
];
const pickFrom = (...lists: OptionSpec[][]): ChoiceSpec[] => [{ pick: 1, options: lists.flat() }];

/** Starforged legacy and fate moves (seed 003 lines 836-934). Spending and oracles live elsewhere. */
export const STARFORGED_LEGACY = (): MoveModel[] => [
	// Earn Experience is applied wherever legacy is marked; Advance is spending, done on the sheet.
	{ id: 'move:starforged/legacy/earn_experience', noRoll: {}, outcomes: {}, examples: [] },
	{ id: 'move:starforged/legacy/advance', noRoll: {}, outcomes: {}, examples: [] },
	{
		id: 'move:starforged/legacy/continue_a_legacy',
		// One roll per legacy track of the former character: each roll is one making of this move.
		outcomes: { strong_hit: { choices: pickFrom(STRONG, WEAK, MISS) }, weak_hit: { choices: pickFrom(WEAK, MISS) }, miss: { choices: pickFrom(MISS) } },
		examples: [
			{
				name: 'strong hit on quests: one of any list',
				proves: ['SF-37'],
				stat: 'quests_legacy',
				sheet: { quests_legacy: 28 },
				dice: [3, 6],
				choose: [1],
				expect: { outcome: 'strong_hit', options: [...STRONG, ...WEAK, ...MISS].map((o) => o.text) },
			},
			{ name: 'a cleared (completed) legacy track rolls as 10 progress', proves: ['XP-11', 'SF-37'], stat: 'quests_legacy', sheet: { quests_legacy: 0, quests_legacy_completed: true }, dice: [9, 8], expect: { outcome: 'strong_hit' } },
			{
				name: 'weak hit on discoveries at 39 ticks (9 boxes, a tie goes to the dice): see it through',
				proves: ['SF-37'],
				stat: 'discoveries_legacy',
				sheet: { discoveries_legacy: 39 },
				dice: [9, 4],
				choose: [1],
				expect: { outcome: 'weak_hit', options: [...WEAK, ...MISS].map((o) => o.text), followUps: [VOW] },
			},
			{ name: 'miss on bonds: one of the miss list', proves: ['SF-37'], stat: 'bonds_legacy', sheet: { bonds_legacy: 4 }, dice: [5, 7], expect: { outcome: 'miss', options: MISS.map((o) => o.text) } },
		],
	},
	{ id: 'move:starforged/fate/ask_the_oracle', noRoll: {}, outcomes: {}, examples: [] },
	{ id: 'move:starforged/fate/pay_the_price', noRoll: {}, outcomes: {}, examples: [] },
];
