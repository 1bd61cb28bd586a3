/**
 * "Did you mean" for names a person types: the closest known name by edit distance, when it is close
 * enough to be a typo (at most a third of the longer name, and at most 3 edits).
 */

/** Levenshtein distance between `a` and `b` (insertions, deletions and substitutions cost 1). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
    }
    prev = cur;
  }
  return prev[b.length] as number;
}

/** The known name closest to `typed`, or undefined when none is close. Ties go to the first listed. */
export function closest(typed: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const t = typed.toLowerCase();
  for (const name of known) {
    const d = editDistance(t, name.toLowerCase());
    const limit = Math.min(3, Math.ceil(Math.max(t.length, name.length) / 3));
    if (d <= limit && d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

/** ` (did you mean X?)`, or the empty string. */
export function didYouMean(typed: string, known: readonly string[]): string {
  const hit = closest(typed, known);
  return hit === undefined ? '' : ` (did you mean ${hit}?)`;
}
