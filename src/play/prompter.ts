/**
 * What a flow asks the player. Obsidian answers with modals; tests answer from a script.
 * Every question may be cancelled (undefined), which ends the flow with nothing written.
 */
export interface Choice<T> {
	value: T;
	label: string;
	detail?: string;
}

/** An outcome's "choose N" as the player sees it: the options, how many, and what else the move did. */
export interface OptionsRequest {
	title: string;
	/** The fixed changes and notes the outcome already made, shown above the options. */
	details: string[];
	options: { label: string; disabled?: string }[];
	pick: number;
	upTo: boolean;
	/** With `upTo`, the fewest that may be picked. */
	atLeast?: number;
	repeats: boolean;
}

export interface Prompter {
	/**
	 * The picked options' indexes (0-based; an index twice when repeats are allowed), 'later'
	 * to leave the choice open in the block, or undefined when cancelled.
	 */
	pickOptions(request: OptionsRequest): Promise<number[] | 'later' | undefined>;
	choose<T>(placeholder: string, choices: readonly Choice<T>[]): Promise<T | undefined>;
	number(title: string, bounds: { min: number; max: number }): Promise<number | undefined>;
	text(title: string, placeholder: string): Promise<string | undefined>;
	/** One die rolled by hand: a face from 1 to sides (00 is 100 on percentile dice). */
	die(title: string, sides: number): Promise<number | undefined>;
	confirm(title: string, body: string, yes: string, no: string): Promise<boolean | undefined>;
}
