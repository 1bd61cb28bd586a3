/**
 * A trace's verdict fields made to follow from its own stage codes (SPEC §6): the verdict decided from
 * the codes and miss labels, the order rules audited, and a violation turning it UNUSABLE. The
 * pipeline finishes every run with it, and report and merge modes recompute every artifact with it,
 * so a stored verdict is never believed.
 *
 * The advice is words for a reviewer (src/report/advice.ts, a higher layer): the caller hands its
 * function in, and every recomputed trace gets the advice it gives.
 */
import type { Trace } from './model.js';
import { auditTrace } from './audit.js';
import { verdictInputOf } from './inputs.js';
import { decideVerdict, type ArtifactFailure, type VerdictInput } from './verdict.js';

/** What a reviewer does about a trace's verdict (`adviceFor` of src/report/advice.ts). */
export type Advise = (trace: Trace) => string | null;

export interface Recomputed {
  /** A copy whose verdict, label, reason, conclusion, advice and audit follow from its stage codes. */
  trace: Trace;
  /** Order-rule violations of the stage codes themselves (the stored verdict is not compared). */
  violations: string[];
  /** What the artifact claimed that its codes do not give, e.g. `verdict CLEAR (its codes give REJECT)`. */
  overclaims: string[];
}

/**
 * The verdict's reason, made specific where the codes alone cannot say it: a NOT_CONFIGURED run whose
 * gate.yml exists but does not load is a configuration error, named by file and field.
 */
export function specificReason(t: Trace): string {
  const p = t.config_error;
  if (t.reason_code === 'NOT_CONFIGURED' && typeof p === 'object' && p !== null) {
    const field = typeof p.field === 'string' && p.field !== '' ? `, field ${p.field}` : '';
    return `configuration error in ${String(p.file)} on the base revision${field}: ${String(p.message)}`;
  }
  return t.reason;
}

/** Overwrites the verdict fields of `t` (in place) from `v`. */
export function applyVerdict(t: Trace, v: ReturnType<typeof decideVerdict>): void {
  t.verdict = v.verdict;
  t.label = v.label;
  t.reason_code = v.reason_code;
  t.reason_stage = v.reason_stage;
  t.reason = v.reason;
  t.conclusion = v.conclusion;
}

/**
 * Recomputes a trace from its own codes: the stored verdict fields are replaced, then the trace is
 * audited (order rules). A violation makes it UNUSABLE, as in the pipeline; `failure` (a missing shard,
 * an invalid artifact) overrides both. `advise` fills the advice of the recomputed trace.
 */
export function recomputeTrace(source: Trace, advise: Advise, failure?: ArtifactFailure): Recomputed {
  const t = structuredClone(source);
  const input: VerdictInput = verdictInputOf(t);
  applyVerdict(t, decideVerdict(input));
  const overclaims: string[] = [];
  if (source.verdict !== t.verdict)
    overclaims.push(`verdict ${source.verdict} (its codes give ${t.verdict})`);
  if (source.label !== t.label) overclaims.push(`label ${source.label} (its codes give ${t.label})`);
  if (source.conclusion !== t.conclusion)
    overclaims.push(`conclusion ${source.conclusion} (its codes give ${t.conclusion})`);
  const violations = auditTrace(t);
  t.audit = { ok: violations.length === 0, violations };
  if (violations.length > 0) applyVerdict(t, decideVerdict({ ...input, auditViolations: violations }));
  if (failure !== undefined) applyVerdict(t, decideVerdict({ ...input, artifactFailure: failure }));
  t.reason = specificReason(t);
  t.advice = advise(t);
  return { trace: t, violations, overclaims };
}
