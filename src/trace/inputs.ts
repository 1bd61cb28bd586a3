/** The verdict inputs of SPEC §3, read back from a trace's stage codes (pipeline, audit, report mode). */
import {
  FIXTURE_CODES,
  FREEZE_CODES,
  PROPERTY_CODES,
  SCOPE_CODES,
  type FixtureCode,
  type FreezeCode,
  type PropertyCode,
  type ScopeCode,
  type Trace,
} from '../model.js';
import { isLabel, type Label } from '../classify/table.js';
import type { VerdictInput } from './verdict.js';

function pick<T extends string>(codes: readonly T[], v: unknown): T | undefined {
  return typeof v === 'string' && (codes as readonly string[]).includes(v) ? (v as T) : undefined;
}

export function verdictInputOf(
  t: Pick<Trace, 'stages' | 'misses' | 'errors' | 'fixtures_configured'> & { audit?: Trace['audit'] },
): VerdictInput {
  const code = (n: string) => t.stages.find((s) => s.name === n)?.code;
  const labels: Label[] = t.misses.map((m) => (isLabel(m.decision?.label) ? m.decision.label : 'INCOMPLETE'));
  const schedulerMisses = t.misses.filter((m) => m.decision?.label === 'SCHEDULER');
  const fixtureRan = t.stages.some((s) => s.name === 'fixture');
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
  };
}
