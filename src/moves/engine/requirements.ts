import type { Requirement } from '../model';
import { markedImpacts } from './impacts';
import { type Situation, gaugeKey } from './situation';
import type { StateView } from './state-view';
import { progressScore } from '../../rules/progress';
import { moduleHolds, vehicleIs } from '../starforged/vehicles';
import { LAST_FIGHT } from './fight';

/** Whether a requirement holds now; unknown state (no companion on the sheet) does not hold. */
export function holds(view: StateView, s: Situation, req: Requirement): boolean {
	const c = s.character;
	switch (req.kind) {
		case 'at_least':
		case 'at_most': {
			const key = gaugeKey(s, req.gauge);
			if (!c || !key || typeof view.get(c, key) !== 'number') return false;
			const v = view.num(c, key);
			return req.kind === 'at_least' ? v >= req.value : v <= req.value;
		}
		case 'marked':
			return !!c && markedImpacts(view, s).includes(req.impact);
		case 'unmarked':
			return !c || !markedImpacts(view, s).includes(req.impact);
		case 'initiative':
			return !!c && (view.get(c, 'initiative') === true) === req.has;
		case 'position': {
			const p = c ? view.get(c, 'position') : undefined;
			const inControl = p === 'in control' || p === 'in_control';
			return req.position === 'in_control' ? inControl : !inControl && typeof p === 'string';
		}
		case 'score_at_least':
			return !!c && progressScore(view.num(c, req.track)) >= req.value;
		case 'track_active':
			return !!s.track && (view.get(s.track, 'status') ?? 'active') === 'active';
		case 'track_complete':
			return !!s.track && view.get(s.track, 'status') === 'complete';
		case 'track_not':
			return !s.track || view.get(s.track, 'status') !== req.status;
		case 'rank_below':
			return !s.track || view.get(s.track, 'rank') !== req.rank;
		case 'stat_in_range': {
			const v = c ? view.get(c, req.stat) : undefined;
			return typeof v !== 'number' || (v >= 1 && v <= 3);
		}
		case 'action_die':
			return s.roll?.action === req.value;
		case 'companion':
			return !!s.companion;
		case 'vehicle':
			return !!s.vehicle;
		case 'vehicle_type':
			return vehicleIs(s, req.type);
		case 'module':
			return moduleHolds(view, s, req);
		case 'track_flag':
			return !s.track || (view.get(s.track, req.key) === true) === req.is;
		case 'add_for':
			return (s.roll?.adds ?? []).some((a) => a.value > 0 && a.reason.toLowerCase().includes(req.reason));
		case 'last_fight': {
			const last = c ? view.get(c, LAST_FIGHT) : undefined;
			return !s.track || typeof last !== 'string' || last === s.track;
		}
		case 'loss_left':
			return !s.loss || s.loss.left > 0;
		case 'rolled':
			return s.roll?.stat === req.stat;
	}
}

/** The requirement in words, for a disabled option or a refusal. */
export function describe(req: Requirement): string {
	switch (req.kind) {
		case 'at_least':
			return `${req.gauge.replace('_', ' ')} at least ${req.value}`;
		case 'at_most':
			return `${req.gauge.replace('_', ' ')} at most ${req.value}`;
		case 'marked':
			return `${req.impact.replace(/_/g, ' ')} marked`;
		case 'unmarked':
			return `not ${req.impact.replace(/_/g, ' ')}`;
		case 'initiative':
			return req.has ? 'you have initiative' : 'your foe has initiative';
		case 'position':
			return req.position === 'in_control' ? 'you are in control' : 'you are in a bad spot';
		case 'score_at_least':
			return `${req.track} track progress at least ${req.value}`;
		case 'track_active':
			return 'an active track';
		case 'track_complete':
			return 'a complete track (for a connection: that you share a bond)';
		case 'track_not':
			return `a track not ${req.status === 'complete' ? 'completed' : req.status}`;
		case 'rank_below':
			return `a rank below ${req.rank}`;
		case 'stat_in_range':
			return `${req.stat} from 1 to 3`;
		case 'action_die':
			return `a ${req.value} on the action die`;
		case 'companion':
			return 'a companion on your sheet';
		case 'vehicle':
			return 'a vehicle on your sheet';
		case 'vehicle_type':
			return req.type === 'command_vehicle' ? 'a command vehicle (your starship)' : 'a support vehicle';
		case 'module':
			return req.broken ? 'a broken module' : 'a module not broken';
		case 'track_flag':
			return `${req.is ? '' : 'not '}${req.key.replace(/_/g, ' ')} on the track`;
		case 'add_for':
			return `an add for a ${req.reason} (--adds 1 --reason ${req.reason})`;
		case 'last_fight':
			return 'your last roll in a fight made in this one';
		case 'loss_left':
			return 'a loss the meter cannot take';
		case 'rolled':
			return `${req.what} (a roll of +${req.stat})`;
	}
}
