/**
 * The trace audits itself before it is published (SPEC §6): the order rules of SPEC §2, and the
 * verdict recomputed from the stage codes. A violation makes the run UNUSABLE, conclusion failure.
 */
import type { Trace } from './model.js';
import { conclusionFor, decideVerdict } from './verdict.js';
import { stageListViolations, verdictInputOf } from './inputs.js';

export function auditTrace(t: Trace): string[] {
  const v: string[] = stageListViolations(t);
  const names = t.stages.map((s) => s.name);
  const code = (n: string) => t.stages.find((s) => s.name === n)?.code;

  if (names.includes('property') && code('scope') !== 'IN_SCOPE')
    v.push('property ran although scope was not IN_SCOPE');
  if (names.includes('fixture') && code('property') !== 'PROPERTY_CLEAR')
    v.push('fixture ran although property was not PROPERTY_CLEAR');
  const miss = code('fixture') === 'REPLAY_MISS';
  if (t.freeze_client_constructed && !miss)
    v.push('the freeze client was constructed on a run without a replay miss');
  if (t.freeze_consulted && !t.freeze_client_constructed)
    v.push('the ledger was consulted without a freeze client');
  if (miss && t.misses.length === 0) v.push('REPLAY_MISS with no classified miss');
  if (t.misses.some((m) => m.freeze?.excuses && m.decision.label !== 'SCHEDULER'))
    v.push('a freeze excuses a miss that is not SCHEDULER');
  if (t.misses.some((m) => m.freeze?.excuses && m.fresh_seed === true))
    v.push('a freeze excuses a miss on a fresh seed (it will not recur, so nothing can freeze it)');
  const changed: unknown = t.artifact_mismatches;
  if (changed !== undefined && !Array.isArray(changed)) v.push('artifact_mismatches is not a list');
  else for (const m of changed ?? []) v.push(`an artifact changed after it was recorded: ${String(m)}`);
  const pinned: unknown = t.pinned_mismatches;
  if (pinned !== undefined && !Array.isArray(pinned)) v.push('pinned_mismatches is not a list');
  else
    for (const m of pinned ?? [])
      v.push(`an oracle file in the tree a replay ran in is not the base revision's: ${String(m)}`);

  const recomputed = decideVerdict(verdictInputOf(t));
  if (recomputed.verdict !== t.verdict)
    v.push(`verdict ${t.verdict} differs from the one its stage codes give (${recomputed.verdict})`);
  if (recomputed.label !== t.label)
    v.push(`label ${t.label} differs from the one its stage codes give (${recomputed.label})`);
  if (conclusionFor(t.verdict) !== t.conclusion)
    v.push(`conclusion ${t.conclusion} does not follow from verdict ${t.verdict}`);
  return v;
}
