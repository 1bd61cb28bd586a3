/**
 * The verdict mapping of SPEC §3: the single place where a verdict, the run's label, the reason code
 * and the check conclusion are decided. The pipeline calls it with the codes its stages produced; the
 * fork report mode calls it with codes read from an untrusted artifact (and a scope it recomputed
 * itself). So it is total and fails closed: it never throws, and any input that is not a well-formed,
 * well-ordered run ends in UNUSABLE (or HOLD) — never in CLEAR or SKIP.
 *
 * Precedence, first match wins:
 *   1. an internal error                                   → UNUSABLE (INTERNAL)
 *   1b. the artifacts a report or merge read are unusable  → HOLD INCOMPLETE (SHARD_MISSING), or
 *                                                            UNUSABLE (ARTIFACT_INVALID, HEAD_MISMATCH)
 *   2. audit violations                                    → UNUSABLE (AUDIT_FAILED)
 *   3. a value outside its union / a malformed field       → UNUSABLE (AUDIT_FAILED)
 *   4. scope CONTAMINATED                                  → REJECT CONTAMINATED (whatever ran after it:
 *                                                            report mode recomputes scope from the API)
 *   5. a stage code present where the order forbids it     → UNUSABLE (AUDIT_FAILED)
 *   6. the table of SPEC §3, stage by stage.
 */
import { LABELS, isLabel, type Label } from '../classify/table.js';
import {
  FIXTURE_CODES,
  FREEZE_CODES,
  PROPERTY_CODES,
  SCOPE_CODES,
  type Conclusion,
  type FixtureCode,
  type FreezeCode,
  type PropertyCode,
  type ReasonCode,
  type ReasonStage,
  type ScopeCode,
  type Verdict,
} from './model.js';
import { describeValue } from '../classify/describe.js';

export interface VerdictInput {
  /** undefined = the stage did not run (or its code is unknown). */
  scope: ScopeCode | undefined;
  property: PropertyCode | undefined;
  /** undefined = the fixture stage did not run; a pass only together with `noFixtures: true`. */
  fixture: FixtureCode | undefined;
  /**
   * The configuration names no fixtures, so the fixture stage had nothing to replay. This is the only
   * way a missing fixture code can end in CLEAR: a fixture stage that silently did not run is not a pass.
   */
  noFixtures?: boolean;
  /** One label per classified miss (empty when there is no miss). */
  missLabels: Label[];
  /** Every SCHEDULER miss has a freeze row that excuses it (SPEC §5). Only `true` counts. */
  allSchedulerMissesExcused: boolean;
  freezeCode: FreezeCode | undefined;
  /** → UNUSABLE, INTERNAL. */
  internalError?: string;
  /** → UNUSABLE, AUDIT_FAILED. */
  auditViolations?: string[];
  /**
   * Report and merge modes: the uploaded traces could not be used as they are (SPEC §9). A missing or
   * failed shard leaves pairs ungraded: HOLD, INCOMPLETE. An invalid artifact, or one made for another
   * head revision, says nothing trustworthy: UNUSABLE.
   */
  artifactFailure?: ArtifactFailure;
}

export interface ArtifactFailure {
  code: 'SHARD_MISSING' | 'ARTIFACT_INVALID' | 'HEAD_MISMATCH';
  reason: string;
}

export interface VerdictResult {
  verdict: Verdict;
  label: Label | null;
  reason_code: ReasonCode;
  reason_stage: ReasonStage;
  conclusion: Conclusion;
  reason: string;
}

/** The check conclusion of a verdict. Only CLEAR (success) and SKIP (neutral) pass branch protection. */
export function conclusionFor(verdict: Verdict): Conclusion {
  switch (verdict) {
    case 'CLEAR':
      return 'success';
    case 'SKIP':
      return 'neutral';
    case 'REJECT':
      return 'failure';
    case 'HOLD':
      return 'action_required';
    case 'UNUSABLE':
      return 'failure';
    default: {
      const unknown: never = verdict;
      void unknown;
      return 'failure';
    }
  }
}

/**
 * The run's label among the labels of its misses: the first in table order (SPEC §3). No labels, or
 * any value that is not a label, is INCOMPLETE: an empty or unreadable list never reads as PASS.
 */
export function runLabel(labels: Label[]): Label {
  if (!Array.isArray(labels) || labels.length === 0) return 'INCOMPLETE';
  if (!labels.every(isLabel)) return 'INCOMPLETE';
  for (const label of LABELS) if (labels.includes(label)) return label;
  return 'INCOMPLETE';
}

/** Maps the stage codes of one run to its verdict (SPEC §3). Pure and total: never throws. */
export function decideVerdict(input: VerdictInput): VerdictResult {
  try {
    return decide(input);
  } catch (error) {
    // Only reachable through hostile input (a getter or a proxy that throws); still a verdict.
    return unusable('INTERNAL', `verdict: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function decide(input: VerdictInput): VerdictResult {
  if (typeof input !== 'object' || input === null)
    return unusable('AUDIT_FAILED', 'verdict input: not an object');

  // 1–2. The gate itself failed.
  // Anything but `undefined` counts, even `null` or an empty string: fail closed.
  if (input.internalError !== undefined) {
    return unusable('INTERNAL', `internal error: ${String(input.internalError)}`);
  }
  const failure: unknown = input.artifactFailure;
  if (failure !== undefined) return artifactOutcome(failure);
  const violations: unknown = input.auditViolations;
  if (violations !== undefined) {
    if (!Array.isArray(violations)) return unusable('AUDIT_FAILED', 'audit violations: not a list');
    if (violations.length > 0) {
      return unusable('AUDIT_FAILED', `the trace fails its own audit: ${violations.map(String).join('; ')}`);
    }
  }

  // 3. Every value must be one the unions know.
  const malformed = malformedField(input);
  if (malformed !== undefined) return unusable('AUDIT_FAILED', malformed);
  const { scope, property, fixture, freezeCode } = input;
  const missLabels = input.missLabels;
  const noFixtures = input.noFixtures === true;

  // 4. Contamination wins over whatever ran after it.
  if (scope === 'CONTAMINATED') {
    return result(
      'REJECT',
      'CONTAMINATED',
      'CONTAMINATED',
      'scope',
      'the patch touches the gate’s own files and other files: split it',
    );
  }

  // 5. The order of SPEC §2: a stage runs only when the previous one allows it.
  const disorder = orderViolation(scope, property, fixture, noFixtures, missLabels, freezeCode);
  if (disorder !== undefined) return unusable('AUDIT_FAILED', disorder);

  // 6. The table. Past step 5, scope is defined and every later code is consistent with it.
  switch (scope) {
    case undefined:
      return unusable('AUDIT_FAILED', 'scope: the stage did not run');
    case 'TOOLCHAIN_PATCH':
      return result(
        'HOLD',
        null,
        'TOOLCHAIN_PATCH',
        'scope',
        'the patch touches only the gate’s own files: land it alone, reviewed by people',
      );
    case 'NOT_CONFIGURED':
      return result(
        'HOLD',
        null,
        'NOT_CONFIGURED',
        'scope',
        'the base revision has no usable gate configuration (the file is missing, or a configuration error)',
      );
    case 'EMPTY_PATCH':
      return result('HOLD', null, 'EMPTY_PATCH', 'scope', 'the patch is empty: there is nothing to grade');
    case 'UNGRADABLE':
      return result(
        'HOLD',
        null,
        'UNGRADABLE',
        'scope',
        'the patch changes files whose running bytes the gate cannot show as text: a person must review them',
      );
    case 'IN_SCOPE':
      return afterScope(
        property,
        fixture,
        noFixtures,
        missLabels,
        input.allSchedulerMissesExcused,
        freezeCode,
      );
    default: {
      const unknown: never = scope;
      return unusable('AUDIT_FAILED', `scope: unknown code ${describeValue(unknown)}`);
    }
  }
}

function afterScope(
  property: PropertyCode | undefined,
  fixture: FixtureCode | undefined,
  noFixtures: boolean,
  missLabels: Label[],
  allSchedulerMissesExcused: boolean,
  freezeCode: FreezeCode | undefined,
): VerdictResult {
  switch (property) {
    case undefined:
      return unusable('AUDIT_FAILED', 'property: the stage did not run after IN_SCOPE');
    case 'PROPERTY_REJECT':
      return result(
        'REJECT',
        'PROPERTY',
        'PROPERTY_REJECT',
        'property',
        'a property spec rejected the patch',
      );
    case 'PROPERTY_BUDGET':
      return result(
        'REJECT',
        'BUDGET',
        'PROPERTY_BUDGET',
        'property',
        'a property spec exceeded its time cap, or there are more specs than max_predicates',
      );
    case 'PROPERTY_NOT_FALSIFIABLE':
      return result(
        'HOLD',
        'INCOMPLETE',
        'PROPERTY_NOT_FALSIFIABLE',
        'property',
        'a property spec is not falsifiable: its slot is invalid, so the candidate was not graded by it',
      );
    case 'PROPERTY_ERROR':
      return result(
        'HOLD',
        'INCOMPLETE',
        'PROPERTY_ERROR',
        'property',
        'a property spec gave no result: it crashed, or a file it needs is missing',
      );
    case 'PROPERTY_HOLD':
      // SPEC §3: a match of an `on_match: hold` property, nothing else rejecting, waits for a person.
      return result(
        'HOLD',
        null,
        'PROPERTY_HOLD',
        'property',
        'a check with honest uses (on_match: hold) matched: a person must review the patch',
      );
    case 'PROPERTY_CLEAR':
      return afterProperty(fixture, noFixtures, missLabels, allSchedulerMissesExcused, freezeCode);
    default: {
      const unknown: never = property;
      return unusable('AUDIT_FAILED', `property: unknown code ${describeValue(unknown)}`);
    }
  }
}

function afterProperty(
  fixture: FixtureCode | undefined,
  noFixtures: boolean,
  missLabels: Label[],
  allSchedulerMissesExcused: boolean,
  freezeCode: FreezeCode | undefined,
): VerdictResult {
  switch (fixture) {
    case undefined:
      return noFixtures
        ? result(
            'CLEAR',
            'PASS',
            'PROPERTY_CLEAR',
            'property',
            'every property cleared; no fixtures are configured',
          )
        : unusable('AUDIT_FAILED', 'fixture: the stage did not run after PROPERTY_CLEAR');
    case 'FIXTURE_MISMATCH':
      return result(
        'REJECT',
        'FIXTURE',
        'FIXTURE_MISMATCH',
        'fixture',
        'the fixture inputs in the candidate differ from the base: the bytes under test are not the ones the manifest named',
      );
    case 'UNBOUND':
      return result(
        'HOLD',
        'INCOMPLETE',
        'UNBOUND',
        'fixture',
        'a fixture manifest could not be bound: a pipeline defect, not a flake',
      );
    case 'FIXTURE_NOT_FALSIFIABLE':
      return result(
        'HOLD',
        'INCOMPLETE',
        'FIXTURE_NOT_FALSIFIABLE',
        'fixture',
        'a fixture cannot fail: its probe did not make any seed miss, so no candidate replay was spent on it',
      );
    case 'REPLAY_MATCH':
      return result(
        'CLEAR',
        'PASS',
        'REPLAY_MATCH',
        'fixture',
        'every property cleared and every replay matched',
      );
    case 'REPLAY_MISS':
      return afterMiss(missLabels, allSchedulerMissesExcused, freezeCode);
    default: {
      const unknown: never = fixture;
      return unusable('AUDIT_FAILED', `fixture: unknown code ${describeValue(unknown)}`);
    }
  }
}

function afterMiss(
  missLabels: Label[],
  allSchedulerMissesExcused: boolean,
  freezeCode: FreezeCode | undefined,
): VerdictResult {
  if (missLabels.length === 0) {
    return result(
      'HOLD',
      'INCOMPLETE',
      'REPLAY_MISS',
      'fixture',
      'a replay missed but no classifier decision was recorded',
    );
  }
  const label = runLabel(missLabels);
  const many = missLabels.length > 1 ? ` (first in table order among ${missLabels.length} misses)` : '';
  switch (label) {
    case 'INCOMPLETE':
      return result(
        'HOLD',
        'INCOMPLETE',
        'INCOMPLETE',
        'classify',
        `a replay miss was classified INCOMPLETE${many}`,
      );
    case 'CONTAMINATED':
    case 'FIXTURE':
    case 'BUDGET':
    case 'PROPERTY':
      return result('REJECT', label, label, 'classify', `a replay miss was classified ${label}${many}`);
    case 'SCHEDULER':
      return schedulerOutcome(allSchedulerMissesExcused, freezeCode, many);
    case 'PASS':
      return result('CLEAR', 'PASS', 'PASS', 'classify', 'every replay miss was classified PASS');
    default: {
      const unknown: never = label;
      return unusable('AUDIT_FAILED', `classify: unknown label ${describeValue(unknown)}`);
    }
  }
}

function schedulerOutcome(
  allSchedulerMissesExcused: boolean,
  freezeCode: FreezeCode | undefined,
  many: string,
): VerdictResult {
  switch (freezeCode) {
    case undefined:
      return result(
        'HOLD',
        'SCHEDULER',
        'SCHEDULER',
        'classify',
        `a replay miss was classified SCHEDULER${many}, and the freeze ledger was not consulted`,
      );
    case 'ANNOTATED_HOLD':
      return allSchedulerMissesExcused === true
        ? result(
            'SKIP',
            'SCHEDULER',
            'ANNOTATED_HOLD',
            'freeze',
            `every SCHEDULER miss${many} has a live freeze row for its exact triple`,
          )
        : result(
            'HOLD',
            'SCHEDULER',
            'ANNOTATED_HOLD',
            'freeze',
            `a SCHEDULER miss${many} has a freeze row that does not excuse it`,
          );
    case 'NO_RECORD':
      // A NO_RECORD lookup cannot excuse anything, whatever the flag says.
      return result(
        'HOLD',
        'SCHEDULER',
        'NO_RECORD',
        'freeze',
        `a SCHEDULER miss${many} has no freeze row: it waits for a person`,
      );
    default: {
      const unknown: never = freezeCode;
      return unusable('AUDIT_FAILED', `freeze: unknown code ${describeValue(unknown)}`);
    }
  }
}

function artifactOutcome(failure: unknown): VerdictResult {
  const f = (typeof failure === 'object' && failure !== null ? failure : {}) as Partial<ArtifactFailure>;
  const reason = typeof f.reason === 'string' && f.reason !== '' ? f.reason : 'no reason given';
  switch (f.code) {
    case 'SHARD_MISSING':
      return result('HOLD', 'INCOMPLETE', 'SHARD_MISSING', 'gate', reason);
    case 'ARTIFACT_INVALID':
    case 'HEAD_MISMATCH':
      return result('UNUSABLE', null, f.code, 'gate', reason);
    default:
      return unusable('AUDIT_FAILED', `artifact failure: unknown code ${describeValue(f.code)}: ${reason}`);
  }
}

/** The first field whose value lies outside its union, or undefined when every field is well formed. */
function malformedField(input: VerdictInput): string | undefined {
  const fields: Array<[string, unknown, readonly string[]]> = [
    ['scope', input.scope, SCOPE_CODES],
    ['property', input.property, PROPERTY_CODES],
    ['fixture', input.fixture, FIXTURE_CODES],
    ['freeze', input.freezeCode, FREEZE_CODES],
  ];
  for (const [name, value, codes] of fields) {
    if (value === undefined) continue;
    if (typeof value !== 'string' || !codes.includes(value))
      return `${name}: unknown code ${describeValue(value)}`;
  }
  const labels: unknown = input.missLabels;
  if (!Array.isArray(labels)) return 'miss labels: not a list';
  const bad = labels.findIndex((l) => !isLabel(l));
  if (bad >= 0) return `miss labels[${bad}]: unknown label ${describeValue(labels[bad])}`;
  const excused: unknown = input.allSchedulerMissesExcused;
  if (typeof excused !== 'boolean')
    return `allSchedulerMissesExcused: expected a boolean, got ${describeValue(excused)}`;
  const noFixtures: unknown = input.noFixtures;
  if (noFixtures !== undefined && typeof noFixtures !== 'boolean') {
    return `noFixtures: expected a boolean, got ${describeValue(noFixtures)}`;
  }
  return undefined;
}

/** A stage code present where SPEC §2 says the stage could not have run. */
function orderViolation(
  scope: ScopeCode | undefined,
  property: PropertyCode | undefined,
  fixture: FixtureCode | undefined,
  noFixtures: boolean,
  missLabels: Label[],
  freezeCode: FreezeCode | undefined,
): string | undefined {
  if (scope === undefined) return 'scope: the stage did not run';
  if (property !== undefined && scope !== 'IN_SCOPE') return `property ran after scope ${scope}`;
  if (fixture !== undefined && property !== 'PROPERTY_CLEAR') {
    return `fixture ran after property ${property ?? '(not run)'}`;
  }
  if (noFixtures && fixture !== undefined) return `fixture code ${fixture} on a run with no fixtures`;
  if (missLabels.length > 0 && fixture !== 'REPLAY_MISS') {
    return `a miss was classified on a run whose fixture code is ${fixture ?? '(not run)'}`;
  }
  if (freezeCode !== undefined && fixture !== 'REPLAY_MISS') {
    return `the freeze ledger was consulted on a run whose fixture code is ${fixture ?? '(not run)'}`;
  }
  return undefined;
}

function result(
  verdict: Verdict,
  label: Label | null,
  reason_code: ReasonCode,
  reason_stage: ReasonStage,
  reason: string,
): VerdictResult {
  return { verdict, label, reason_code, reason_stage, conclusion: conclusionFor(verdict), reason };
}

function unusable(reason_code: 'INTERNAL' | 'AUDIT_FAILED', reason: string): VerdictResult {
  return result('UNUSABLE', null, reason_code, 'gate', reason);
}
