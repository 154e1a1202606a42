import { VEHICLE_XP } from '../moves/starforged/vehicles';
import { type Sheet, setOnSheet, sheetValue } from './sheet';

/** What Overcome Destruction's experience may buy (XP-16): a new command vehicle, modules and support vehicles. */
const FOR_VEHICLES = new Set(['command_vehicle', 'module', 'support_vehicle']);

const kept = (sheet: Sheet) => {
	const v = sheetValue(sheet, VEHICLE_XP);
	return typeof v === 'number' && v > 0 ? v : 0;
};

/** The experience kept for vehicles that a spend on this kind of asset (`path`, `module`…) may not use. */
export function keptFrom(sheet: Sheet, category: string): number {
	return FOR_VEHICLES.has(category) ? 0 : kept(sheet);
}

/** A spend on vehicles or modules uses the kept experience first. */
export function useKept(sheet: Sheet, cost: number, category: string): void {
	const now = kept(sheet);
	if (FOR_VEHICLES.has(category) && now > 0) setOnSheet(sheet, VEHICLE_XP, Math.max(0, now - cost));
}

export const keptWords = (n: number) => (n > 0 ? ` (${n} more are kept for a new command vehicle, modules and support vehicles)` : '');
