/**
 * SPEC §3 read directly, for tests: may a run with these stages, misses and errors pass branch
 * protection? Written independently of src/trace, so the tests can check the verdict mapping with it.
 */
import { expect } from '@jest/globals';
import { LABELS } from '../../src/classify/table.js';
import type { Trace } from '../../src/trace/model.js';

export function passAllowed(t: Trace): 'success' | 'neutral' | null {
  if (t.errors.length > 0) return null;
  const run = t.stages.map((s) => `${s.name}:${s.code}`).join(' ');
  if (t.misses.length === 0) {
    if (run === 'scope:IN_SCOPE property:PROPERTY_CLEAR fixture:REPLAY_MATCH') return 'success';
    if (run === 'scope:IN_SCOPE property:PROPERTY_CLEAR' && t.fixtures_configured === 0) return 'success';
    return null;
  }
  // After a miss: the run's label is the first in table order among the misses' labels.
  const labels = t.misses.map((m) => m.decision.label);
  const label = LABELS.find((l) => labels.includes(l));
  const head = 'scope:IN_SCOPE property:PROPERTY_CLEAR fixture:REPLAY_MISS';
  if (
    label === 'PASS' &&
    new RegExp(`^${head}( classify:PASS)?( freeze:(ANNOTATED_HOLD|NO_RECORD))?$`).test(run)
  )
    return 'success';
  // A valid freeze: every SCHEDULER miss excused, the freeze stage found the row.
  const frozen =
    label === 'SCHEDULER' &&
    run === `${head} classify:SCHEDULER freeze:ANNOTATED_HOLD` &&
    t.misses.every((m) => m.decision.label !== 'SCHEDULER' || m.freeze?.excuses === true);
  return frozen ? 'neutral' : null;
}

/** Fails when a trace concludes `success` or `neutral` where SPEC §3 does not allow it. */
export function expectNoUnallowedPass(t: Trace): void {
  if (t.conclusion === 'success' || t.conclusion === 'neutral')
    expect({ conclusion: t.conclusion, stages: t.stages.map((s) => s.code) }).toEqual({
      conclusion: passAllowed(t),
      stages: t.stages.map((s) => s.code),
    });
}
