/** The verdict inputs of SPEC §3, read back from a trace's stage codes (pipeline, audit, report mode). */
import {
  STAGES,
  FIXTURE_CODES,
  FREEZE_CODES,
  PROPERTY_CODES,
  SCOPE_CODES,
  type FixtureCode,
  type FreezeCode,
  type PropertyCode,
  type ScopeCode,
  type Trace,
} from './model.js';
import { isLabel, type Label } from '../classify/table.js';
import { runLabel, type VerdictInput } from './verdict.js';

/**
 * The order rules of SPEC §2 that the stage list alone shows: stages repeated or out of order, a
 * first stage other than scope, a classify or freeze stage (or misses) without a REPLAY_MISS, a
 * classify code that is not the label of its misses. The pipeline never writes such a trace; a forged
 * one must not pass on the first occurrence of each code, so the verdict inputs carry them as audit
 * violations, and auditTrace reports them with its other rules.
 */
export function stageListViolations(t: Pick<Trace, 'stages' | 'misses'>): string[] {
  const v: string[] = [];
  let last = -1;
  for (const s of t.stages) {
    const i = (STAGES as readonly string[]).indexOf(s.name);
    if (i <= last) v.push(`stage ${String(s.name)} is out of order or repeated`);
    last = Math.max(last, i);
  }
  if (t.stages.length > 0 && t.stages[0]?.name !== 'scope') v.push('the first stage is not scope');
  const miss = t.stages.find((s) => s.name === 'fixture')?.code === 'REPLAY_MISS';
  for (const n of ['classify', 'freeze'])
    if (!miss && t.stages.some((s) => s.name === n)) v.push(`${n} ran without a REPLAY_MISS`);
  if (!miss && t.misses.length > 0) v.push('misses recorded without a REPLAY_MISS');
  const labels = missLabels(t);
  const classified = t.stages.find((s) => s.name === 'classify')?.code;
  if (classified !== undefined && labels.length > 0 && classified !== runLabel(labels))
    v.push(`classify code ${String(classified)} differs from the label of its misses (${runLabel(labels)})`);
  return v;
}

/** Each miss's label; a miss without a known label counts as INCOMPLETE. */
function missLabels(t: Pick<Trace, 'misses'>): Label[] {
  return t.misses.map((m) => (isLabel(m.decision?.label) ? m.decision.label : 'INCOMPLETE'));
}

function pick<T extends string>(codes: readonly T[], v: unknown): T | undefined {
  return typeof v === 'string' && (codes as readonly string[]).includes(v) ? (v as T) : undefined;
}

export function verdictInputOf(
  t: Pick<Trace, 'stages' | 'misses' | 'errors' | 'fixtures_configured'> & { audit?: Trace['audit'] },
): VerdictInput {
  const code = (n: string) => t.stages.find((s) => s.name === n)?.code;
  const labels = missLabels(t);
  const schedulerMisses = t.misses.filter((m) => m.decision?.label === 'SCHEDULER');
  const fixtureRan = t.stages.some((s) => s.name === 'fixture');
  const contradictions = stageListViolations(t);
  return {
    scope: pick<ScopeCode>(SCOPE_CODES, code('scope')),
    property: pick<PropertyCode>(PROPERTY_CODES, code('property')),
    fixture: pick<FixtureCode>(FIXTURE_CODES, code('fixture')),
    noFixtures: !fixtureRan && t.fixtures_configured === 0,
    missLabels: labels,
    allSchedulerMissesExcused:
      schedulerMisses.length > 0 && schedulerMisses.every((m) => m.freeze?.excuses === true),
    freezeCode: pick<FreezeCode>(FREEZE_CODES, code('freeze')),
    ...(t.errors.length ? { internalError: t.errors[0] } : {}),
    ...(contradictions.length ? { auditViolations: contradictions } : {}),
  };
}
