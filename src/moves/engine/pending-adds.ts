/** "+1 on your next move", kept on the sheet until it is used. */
export interface PendingAdd {
	value: number;
	reason: string;
	/** Only this move (Make Camp's Prepare: Undertake a Journey). */
	move?: string;
	/** It may go to a progress move too (most may not). */
	progress?: boolean;
	/** The move that uses it takes +N momentum on a hit (Turn the Tide). */
	momentum_on_hit?: number;
}

/** The sheet's `pending_adds` as read for a move: an entry a hand edit left without a number is skipped, not an error. */
export function pendingAdds(raw: unknown): PendingAdd[] {
	if (!Array.isArray(raw)) return [];
	return raw.flatMap((p): PendingAdd[] => {
		if (!p || typeof p !== 'object') return [];
		const o = p as Record<string, unknown>;
		if (typeof o.value !== 'number') return [];
		const add: PendingAdd = { value: o.value, reason: typeof o.reason === 'string' ? o.reason : 'next move' };
		if (typeof o.move === 'string') add.move = o.move;
		if (o.progress === true) add.progress = true;
		if (typeof o.momentum_on_hit === 'number') add.momentum_on_hit = o.momentum_on_hit;
		return [add];
	});
}
