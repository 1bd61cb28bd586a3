/**
 * Fresh seeds (`fresh_seeds: N` on a fixture): seeds the author of a patch cannot know. They are drawn
 * per run from the operating system's cryptographic source — nothing in the repository, the patch,
 * the clock or the run's identity feeds them — so a table of answers for the manifest's pinned cases
 * does not pass them. Each is replayed like a pinned seed and recorded in the fixture's binding and
 * in the trace (`replays[].fresh_seed`), so anyone can replay it afterwards with `gate replay-seed`.
 */
import { randomInt } from 'node:crypto';

/** Fresh seeds lie in [0, 2^31 − 1): a seed every generator's random source accepts (NumPy's included). */
export const FRESH_SEED_LIMIT = 2 ** 31 - 1;

/**
 * `n` distinct seeds, none of them one of `pinned` (a pinned seed is replayed already, and its
 * answers are what a lookup table would hold).
 */
export function drawFreshSeeds(n: number, pinned: readonly number[]): number[] {
  const taken = new Set(pinned);
  const out: number[] = [];
  while (out.length < n) {
    const s = randomInt(0, FRESH_SEED_LIMIT);
    if (taken.has(s)) continue;
    taken.add(s);
    out.push(s);
  }
  return out;
}
