/** Journal notes as the CLI writes them, for the story-export tests. */

export const FACE_DANGER = [
	'```iron-move',
	'# Face Danger (+shadow): miss with a match, 3 vs 7 and 7; next: Pay the Price',
	'v: 1',
	'kind: action',
	'move: move:classic/adventure/face_danger',
	'name: Face Danger',
	'by: "[[Characters/Kira]]"',
	'stat: shadow',
	'stat_value: 1',
	'action_die: 2',
	'challenge: [7, 7]',
	'momentum: 2',
	'score: 3',
	'outcome: miss',
	'match: true',
	'follow_ups:',
	'  - move: move:classic/fate/pay_the_price',
	'    name: Pay the Price',
	'```',
].join('\n');

export const ASK = ['```iron-move', 'v: 1', 'kind: ask', 'question: Did they leave a trail?', 'odds: likely', 'style: classic', 'roll: 64', 'answer: yes', 'match: false', '```'].join('\n');

/** A block broken by hand: the outcome is not one the rules know. */
export const BROKEN = ['```iron-move', 'v: 1', 'kind: action', 'name: Face Danger', 'outcome: splendid', '```'].join('\n');

export const SESSION_1 = [
	'---',
	'tags: [session]',
	'---',
	'# Session 1',
	'',
	'Kira stands at the edge of the burned village.',
	'',
	FACE_DANGER,
	'',
	'The ground gives way.',
	'',
	ASK,
	'',
	'Hoofprints, heading north.',
	'',
].join('\n');
