/**
 * Starforged vehicles on the sheet: which kind the move's vehicle is, its modules and their
 * broken state (`shields_broken`), and what Overcome Destruction takes. The engine calls these
 * for the `module` and `lose_command_vehicle` effects and the `vehicle_type` and `module`
 * requirements; the rules that use them are in suffer.ts, recover.ts and threshold.ts.
 */
import type { Effect, OptionSpec, OutcomeSpec, Requirement } from '../model';
import type { EffectReport } from '../engine/effects';
import type { Situation } from '../engine/situation';
import type { StateView } from '../engine/state-view';

/** Experience Overcome Destruction gave that may be spent only on vehicles and modules (XP-16). */
export const VEHICLE_XP = 'xp_for_vehicles';
/** At least this much experience comes with a lost command vehicle. */
const MIN_DESTRUCTION_XP = 3;

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
/** `module` for asset:starforged/module/shields. */
export const assetCategory = (id: string): string => id.split('/').slice(-2, -1)[0] ?? '';
const slug = (id: string) => id.split('/').pop() ?? id;
const words = (id: string) => slug(id).replace(/_/g, ' ');
const brokenKey = (id: string) => `${slug(id)}_broken`;

function owned(view: StateView, s: Situation, category: string): string[] {
	return s.character ? list(view.get(s.character, 'assets')).filter((id) => assetCategory(id) === category) : [];
}

const isBroken = (view: StateView, s: Situation, id: string) => !!s.character && view.get(s.character, brokenKey(id)) === true;

export function vehicleIs(s: Situation, type: 'command_vehicle' | 'support_vehicle'): boolean {
	return !!s.vehicle?.asset && assetCategory(s.vehicle.asset) === type;
}

/** A module (the one named, or any on the sheet) in the state asked for. */
export function moduleHolds(view: StateView, s: Situation, req: Extract<Requirement, { kind: 'module' }>): boolean {
	return owned(view, s, 'module').some((id) => (!req.asset || id === req.asset) && isBroken(view, s, id) === req.broken);
}

function forModule(o: OptionSpec, id: string | undefined): OptionSpec {
	const { each: _, ...rest } = o;
	const option: OptionSpec = { ...rest, text: id ? o.text.replace('a module', `the ${words(id)} module`) : o.text };
	if (!id) return option;
	if (o.effects) option.effects = o.effects.map((e): Effect => (e.kind === 'module' ? { ...e, asset: id } : e));
	if (o.requires) option.requires = o.requires.map((r): Requirement => (r.kind === 'module' ? { ...r, asset: id } : r));
	return option;
}

/**
 * An option about "a module" becomes one option per module on the sheet, so the player says
 * which is broken, fixed or discarded. Without modules it stays one option, which its
 * requirement keeps from being picked.
 */
export function expandModules(view: StateView, s: Situation, spec: OutcomeSpec): OutcomeSpec {
	if (!spec.choices?.some((c) => c.options.some((o) => o.each === 'module'))) return spec;
	const modules = owned(view, s, 'module');
	const choices = spec.choices.map((c) => ({
		...c,
		options: c.options.flatMap((o) => (o.each !== 'module' ? [o] : modules.length === 0 ? [forModule(o, undefined)] : modules.map((id) => forModule(o, id)))),
	}));
	return { ...spec, choices };
}

/** Mark a module broken, fix it, or discard it (a destroyed module goes with its abilities). */
export function moduleEffect(view: StateView, s: Situation, e: Extract<Effect, { kind: 'module' }>, r: EffectReport): void {
	const c = s.character;
	if (!c) return;
	if (!e.asset || !owned(view, s, 'module').includes(e.asset)) {
		r.notes.push('There is no such module on the sheet: nothing was changed.');
		return;
	}
	if (e.change !== 'discard') return void view.set(c, brokenKey(e.asset), e.change === 'break');
	discard(view, c, [e.asset]);
	r.notes.push(`The ${words(e.asset)} module is destroyed and discarded.`);
}

/** Takes assets off the sheet with their marked abilities; returns how many abilities were marked on them. */
function discard(view: StateView, c: string, ids: readonly string[]): number {
	const abilities = list(view.get(c, 'asset_abilities'));
	const theirs = abilities.filter((a) => ids.some((id) => a.startsWith(`${id.replace(/^asset:/, 'asset.ability:')}.`)));
	view.set(c, 'assets', list(view.get(c, 'assets')).filter((a) => !ids.includes(a)));
	view.set(c, 'asset_abilities', abilities.filter((a) => !theirs.includes(a)));
	return theirs.length;
}

/**
 * Overcome Destruction: the command vehicle is discarded with its modules and (docked) support
 * vehicles; 1 experience per ability marked on them, at least 3, kept for a new command
 * vehicle, modules and support vehicles (SF-36, XP-16).
 */
export function loseCommandVehicle(view: StateView, s: Situation, r: EffectReport): void {
	const c = s.character;
	if (!c) return;
	const ship = owned(view, s, 'command_vehicle');
	if (ship.length === 0) {
		r.notes.push('There is no command vehicle on the sheet to discard.');
		return;
	}
	const lost = [...ship, ...owned(view, s, 'module'), ...owned(view, s, 'support_vehicle')];
	const marked = discard(view, c, lost);
	const xp = Math.max(MIN_DESTRUCTION_XP, marked);
	view.set(c, 'xp_earned', view.num(c, 'xp_earned') + xp);
	view.set(c, VEHICLE_XP, view.num(c, VEHICLE_XP) + xp);
	r.notes.push(`Discarded: ${lost.map(words).join(', ')}. ${marked} marked abilit${marked === 1 ? 'y' : 'ies'} give ${xp} experience${marked < MIN_DESTRUCTION_XP ? ' (the minimum)' : ''}, to spend only on a new command vehicle, modules and support vehicles.`);
}
