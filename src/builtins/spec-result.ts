/**
 * What one run of a spec on one patch said: the shape the spec runner (src/stages/spec-run.ts) and a
 * built-in catalog check (src/builtins/spec.ts) both return. Types only, kept with the catalog so a
 * built-in check names it without importing a stage.
 */
import type { ResultChannel } from '../adapters/attest.js';
import type { Witness } from '../trace/model.js';

/** What one run of a spec on one patch said. */
export type SpecVerdict = 'reject' | 'clear' | 'budget' | 'error';

export interface SpecRun {
  result: SpecVerdict;
  witness?: Witness;
  message?: string;
  reason?: string;
  log?: string;
  /** How the result reached the gate (absent for a built-in spec, evaluated in-process). */
  channel?: ResultChannel;
}
