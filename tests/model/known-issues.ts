/**
 * Breaks random play finds that are known and owned by work in progress (issue 24): a step
 * that breaks only these goes on, and the run counts them, so the harness keeps finding the
 * others. Remove an entry when its fix lands: the runs then prove it.
 */
export interface KnownIssue {
	says: RegExp;
	why: string;
}

export const KNOWN_ISSUES: KnownIssue[] = [];

export const isKnown = (broken: string) => KNOWN_ISSUES.some((k) => k.says.test(broken));
