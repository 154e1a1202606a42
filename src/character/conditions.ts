import type { Gauge } from '../moves/model';
import { StateError } from '../state/schema';
import { type Sheet, applyToSheet, sheetValue } from './sheet';
import { nearest } from '../content/nearest';
import { coreOf } from '../content/rulesets';

/** The words a player may type for a meter; a Map, so `constructor` is a meter nobody has. */
const WORDS: ReadonlyMap<string, Gauge> = new Map([['health', 'health'], ['spirit', 'spirit'], ['supply', 'supply'], ['momentum', 'momentum']]);

function signed(n: number): string {
	return n >= 0 ? `+${n}` : `−${-n}`;
}

/** Take (+) or suffer (−) on momentum or a condition meter: "Suffer −2 health". */
export function changeMeter(sheet: Sheet, meter: string, amount: number): string {
	const gauge = WORDS.get(meter.toLowerCase());
	if (!gauge) throw new StateError(`There is no meter "${meter}": use health, spirit, supply or momentum.`);
	applyToSheet(sheet, [{ kind: 'gauge', gauge, amount }]);
	return `${amount >= 0 ? 'Take' : 'Suffer'} ${signed(amount)} ${gauge}`;
}

/** A companion's health or the vehicle's integrity, by the sheet's asset. */
export function changeAssetMeter(sheet: Sheet, which: 'companion' | 'vehicle', amount: number): string {
	const meter = which === 'companion' ? sheet.situation.companion : sheet.situation.vehicle;
	if (!meter) throw new StateError(`${sheet.path} has no ${which} asset with its ${which === 'companion' ? 'health' : 'integrity'} on the sheet.`);
	applyToSheet(sheet, [{ kind: 'gauge', gauge: which === 'companion' ? 'companion_health' : 'integrity', amount }]);
	return `${meter.name}: ${amount >= 0 ? 'take' : 'suffer'} ${signed(amount)} ${which === 'companion' ? 'health' : 'integrity'}`;
}

/** The ruleset's debility or impact a player named, by key or words ("permanently harmed"). */
export function impactKey(sheet: Sheet, name: string): string {
	const key = name.trim().toLowerCase().replace(/[\s-]+/g, '_');
	const keys = sheet.situation.impacts.map((i) => i.key);
	if (keys.includes(key)) return key;
	const guess = nearest(key, keys);
	throw new StateError(`${sheet.scope.label} has no debility or impact "${name}"${guess ? `; did you mean ${guess.replace(/_/g, ' ')}?` : ''} (${keys.join(', ')}).`);
}

/** Mark or clear one debility; momentum's max and reset follow it. */
export function setImpact(sheet: Sheet, name: string, marked: boolean): string {
	const key = impactKey(sheet, name);
	const words = key.replace(/_/g, ' ');
	if ((sheetValue(sheet, key) === true) === marked) throw new StateError(`${words} is already ${marked ? 'marked' : 'clear'}. Nothing was written.`);
	applyToSheet(sheet, [{ kind: marked ? 'mark' : 'clear', impact: key }]);
	return `${marked ? 'Mark' : 'Clear'} ${words}`;
}

/** Classic: who has initiative in the fight. */
export function setInitiative(sheet: Sheet, has: boolean): string {
	if (coreOf(sheet.ruleset) === 'starforged') throw new StateError('Starforged has no initiative: set your position (in control or in a bad spot) instead.');
	if ((sheetValue(sheet, 'initiative') === true) === has) throw new StateError(`You ${has ? 'already have' : 'already lack'} initiative. Nothing was written.`);
	applyToSheet(sheet, [{ kind: 'initiative', has }]);
	return has ? 'Take initiative' : 'Lose initiative';
}

/** Starforged: in control or in a bad spot. */
export function setPosition(sheet: Sheet, position: string): string {
	if (coreOf(sheet.ruleset) !== 'starforged') throw new StateError('Classic fights use initiative, not position.');
	const p = position.toLowerCase().replace(/[\s_-]+/g, ' ').trim();
	const to = ['control', 'in control'].includes(p) ? 'in_control' : ['bad', 'bad spot', 'in a bad spot'].includes(p) ? 'bad_spot' : undefined;
	if (!to) throw new StateError(`Position is "in control" or "in a bad spot", not "${position}".`);
	const words = to === 'in_control' ? 'in control' : 'in a bad spot';
	if (sheetValue(sheet, 'position') === words) throw new StateError(`You are already ${words}. Nothing was written.`);
	applyToSheet(sheet, [{ kind: 'position', position: to }]);
	return `Now ${words}`;
}
