/**
 * The summary's detail budget (src/report/summary.ts): how many rows, blocks and characters a rendering
 * carries, the steps that degrade it when the summary does not fit the check-run limit, the order in
 * which detail is given back, and the search for the most of one kind that still fits.
 */

/** How much detail a rendering carries: rows per table, blocks, and characters per free text. */
export interface Plan {
  /** Misses shown with their evidence (attempts and excerpts). */
  evidenceRows: number;
  /** Characters of one output excerpt. */
  excerptChars: number;
  replayRows: number;
  missRows: number;
  propertyRows: number;
  /** Items of each plain list: store defects, audit violations, errors, warnings, file lists. */
  listRows: number;
  textChars: number;
}

type PlanKey = keyof Plan;

/** Characters of one free text (a reason, a witness message) at full detail. */
export const FULL_TEXT = 500;
/** Characters of one excerpt at full detail (the trace keeps at most 2000). */
export const FULL_EXCERPT = 2000;
/** Evidence blocks at most (the rest are rows of the misses table). */
export const MAX_EVIDENCE = 10;
/** Paths of one file list (oracle files, other files, differing inputs) at full detail. */
export const MAX_PATHS = 50;

export const DEGRADE: ReadonlyArray<(plan: Plan) => Plan> = [
  (plan) => ({ ...plan, replayRows: 0 }),
  (plan) => ({ ...plan, excerptChars: Math.min(plan.excerptChars, 600) }),
  (plan) => ({ ...plan, missRows: 0 }),
  (plan) => ({ ...plan, evidenceRows: Math.min(plan.evidenceRows, 3) }),
  (plan) => ({ ...plan, propertyRows: 0 }),
  (plan) => ({ ...plan, textChars: 160 }),
  (plan) => ({ ...plan, excerptChars: 0 }),
  (plan) => ({ ...plan, evidenceRows: Math.min(plan.evidenceRows, 1) }),
  (plan) => ({ ...plan, textChars: 60 }),
  (plan) => ({ ...plan, listRows: 0 }),
  (plan) => ({ ...plan, evidenceRows: 0 }),
];
export const REFILL_ORDER: readonly PlanKey[] = [
  'evidenceRows',
  'excerptChars',
  'missRows',
  'propertyRows',
  'listRows',
  'replayRows',
];

/** The plan with the largest `key` (≤ n) that fits, by binary search; undefined when none fits. */
export function largestFitting(
  plan: Plan,
  key: PlanKey,
  n: number,
  fits: (plan: Plan) => string | undefined,
): { plan: Plan; text: string } | undefined {
  let best: { plan: Plan; text: string } | undefined;
  let lo = plan[key];
  let hi = n;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const candidate = { ...plan, [key]: mid };
    const text = fits(candidate);
    if (text !== undefined) {
      best = { plan: candidate, text };
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return best;
}
