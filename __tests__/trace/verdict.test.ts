import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LABELS, type Label } from '../../src/classify/table.js';
import {
  FIXTURE_CODES,
  FREEZE_CODES,
  PROPERTY_CODES,
  SCOPE_CODES,
  VERDICTS,
  type Conclusion,
  type Verdict,
} from '../../src/trace/model.js';
import {
  conclusionFor,
  decideVerdict,
  runLabel,
  type VerdictInput,
  type VerdictResult,
} from '../../src/trace/verdict.js';

/** A clean run up to the fixture stage; rows override what they test. */
const base: VerdictInput = {
  scope: 'IN_SCOPE',
  property: 'PROPERTY_CLEAR',
  fixture: 'REPLAY_MATCH',
  missLabels: [],
  allSchedulerMissesExcused: false,
  freezeCode: undefined,
};
const miss = (labels: Label[], more: Partial<VerdictInput> = {}): VerdictInput => ({
  ...base,
  fixture: 'REPLAY_MISS',
  missLabels: labels,
  freezeCode: 'NO_RECORD',
  ...more,
});
/** Casts an invalid value into a field, as report mode may receive it from an artifact. */
const junk = <T>(v: unknown): T => v as T;

type Expected = Pick<VerdictResult, 'verdict' | 'label' | 'reason_code' | 'reason_stage' | 'conclusion'>;
const row = (
  what: string,
  input: VerdictInput,
  verdict: Verdict,
  label: Label | null,
  reason_code: string,
  reason_stage: string,
  conclusion: Conclusion,
): [string, VerdictInput, Expected] => [
  what,
  input,
  { verdict, label, reason_code, reason_stage, conclusion } as Expected,
];

const ROWS: Array<[string, VerdictInput, Expected]> = [
  // SPEC §3, row by row.
  row('every replay matched', base, 'CLEAR', 'PASS', 'REPLAY_MATCH', 'fixture', 'success'),
  row(
    'no fixtures and PROPERTY_CLEAR',
    { ...base, fixture: undefined, noFixtures: true },
    'CLEAR',
    'PASS',
    'PROPERTY_CLEAR',
    'property',
    'success',
  ),
  row(
    'SCHEDULER miss with an excusing freeze row',
    miss(['SCHEDULER'], { freezeCode: 'ANNOTATED_HOLD', allSchedulerMissesExcused: true }),
    'SKIP',
    'SCHEDULER',
    'ANNOTATED_HOLD',
    'freeze',
    'neutral',
  ),
  row(
    'PROPERTY_REJECT',
    { ...base, property: 'PROPERTY_REJECT', fixture: undefined },
    'REJECT',
    'PROPERTY',
    'PROPERTY_REJECT',
    'property',
    'failure',
  ),
  row(
    'PROPERTY_BUDGET',
    { ...base, property: 'PROPERTY_BUDGET', fixture: undefined },
    'REJECT',
    'BUDGET',
    'PROPERTY_BUDGET',
    'property',
    'failure',
  ),
  row(
    'scope CONTAMINATED',
    { ...base, scope: 'CONTAMINATED', property: undefined, fixture: undefined },
    'REJECT',
    'CONTAMINATED',
    'CONTAMINATED',
    'scope',
    'failure',
  ),
  row(
    'FIXTURE_MISMATCH',
    { ...base, fixture: 'FIXTURE_MISMATCH' },
    'REJECT',
    'FIXTURE',
    'FIXTURE_MISMATCH',
    'fixture',
    'failure',
  ),
  ...(['CONTAMINATED', 'FIXTURE', 'BUDGET', 'PROPERTY'] as const).map((label) =>
    row(`a miss classified ${label}`, miss([label]), 'REJECT', label, label, 'classify', 'failure'),
  ),
  row(
    'SCHEDULER miss, NO_RECORD',
    miss(['SCHEDULER']),
    'HOLD',
    'SCHEDULER',
    'NO_RECORD',
    'freeze',
    'action_required',
  ),
  row(
    'SCHEDULER miss, ANNOTATED_HOLD that does not excuse',
    miss(['SCHEDULER'], { freezeCode: 'ANNOTATED_HOLD' }),
    'HOLD',
    'SCHEDULER',
    'ANNOTATED_HOLD',
    'freeze',
    'action_required',
  ),
  row(
    'PROPERTY_NOT_FALSIFIABLE',
    { ...base, property: 'PROPERTY_NOT_FALSIFIABLE', fixture: undefined },
    'HOLD',
    'INCOMPLETE',
    'PROPERTY_NOT_FALSIFIABLE',
    'property',
    'action_required',
  ),
  row(
    'PROPERTY_ERROR',
    { ...base, property: 'PROPERTY_ERROR', fixture: undefined },
    'HOLD',
    'INCOMPLETE',
    'PROPERTY_ERROR',
    'property',
    'action_required',
  ),
  row(
    'PROPERTY_HOLD (a check with on_match: hold matched, nothing else rejecting)',
    { ...base, property: 'PROPERTY_HOLD', fixture: undefined },
    'HOLD',
    null,
    'PROPERTY_HOLD',
    'property',
    'action_required',
  ),
  row(
    'UNBOUND',
    { ...base, fixture: 'UNBOUND' },
    'HOLD',
    'INCOMPLETE',
    'UNBOUND',
    'fixture',
    'action_required',
  ),
  row(
    'a miss classified INCOMPLETE',
    miss(['INCOMPLETE']),
    'HOLD',
    'INCOMPLETE',
    'INCOMPLETE',
    'classify',
    'action_required',
  ),
  ...(['TOOLCHAIN_PATCH', 'NOT_CONFIGURED', 'EMPTY_PATCH'] as const).map((scope) =>
    row(
      `scope ${scope}`,
      { ...base, scope, property: undefined, fixture: undefined },
      'HOLD',
      null,
      scope,
      'scope',
      'action_required',
    ),
  ),
  row(
    'an internal error',
    { ...base, internalError: 'boom' },
    'UNUSABLE',
    null,
    'INTERNAL',
    'gate',
    'failure',
  ),
  row(
    'an audit violation',
    { ...base, auditViolations: ['freeze client on a run without a miss'] },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),

  // Several seeds: the first label in table order decides; a frozen seed never excuses another.
  row(
    'SCHEDULER (excused) and PROPERTY',
    miss(['SCHEDULER', 'PROPERTY'], { freezeCode: 'ANNOTATED_HOLD', allSchedulerMissesExcused: true }),
    'REJECT',
    'PROPERTY',
    'PROPERTY',
    'classify',
    'failure',
  ),
  row(
    'SCHEDULER (excused) and INCOMPLETE',
    miss(['SCHEDULER', 'INCOMPLETE'], { freezeCode: 'ANNOTATED_HOLD', allSchedulerMissesExcused: true }),
    'HOLD',
    'INCOMPLETE',
    'INCOMPLETE',
    'classify',
    'action_required',
  ),
  row(
    'SCHEDULER (excused) and PASS',
    miss(['PASS', 'SCHEDULER'], { freezeCode: 'ANNOTATED_HOLD', allSchedulerMissesExcused: true }),
    'SKIP',
    'SCHEDULER',
    'ANNOTATED_HOLD',
    'freeze',
    'neutral',
  ),
  row(
    'BUDGET before PROPERTY',
    miss(['PROPERTY', 'BUDGET']),
    'REJECT',
    'BUDGET',
    'BUDGET',
    'classify',
    'failure',
  ),
  row('every miss classified PASS', miss(['PASS', 'PASS']), 'CLEAR', 'PASS', 'PASS', 'classify', 'success'),

  // Fail closed.
  row(
    'a miss without any classifier label',
    miss([]),
    'HOLD',
    'INCOMPLETE',
    'REPLAY_MISS',
    'fixture',
    'action_required',
  ),
  row(
    'REPLAY_MISS, no labels, no freeze',
    { ...base, fixture: 'REPLAY_MISS' },
    'HOLD',
    'INCOMPLETE',
    'REPLAY_MISS',
    'fixture',
    'action_required',
  ),
  row(
    'NO_RECORD can never excuse, whatever the flag says',
    miss(['SCHEDULER'], { allSchedulerMissesExcused: true }),
    'HOLD',
    'SCHEDULER',
    'NO_RECORD',
    'freeze',
    'action_required',
  ),
  row(
    'SCHEDULER with the freeze never consulted',
    miss(['SCHEDULER'], { freezeCode: undefined, allSchedulerMissesExcused: true }),
    'HOLD',
    'SCHEDULER',
    'SCHEDULER',
    'classify',
    'action_required',
  ),
  row(
    'fixture stage missing without noFixtures',
    { ...base, fixture: undefined },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'noFixtures but a fixture code',
    { ...base, noFixtures: true },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'property CLEAR but scope never ran',
    { ...base, scope: undefined },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'IN_SCOPE but property never ran',
    { ...base, property: undefined, fixture: undefined },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'a freeze client on a PROPERTY_REJECT run',
    { ...base, property: 'PROPERTY_REJECT', fixture: undefined, freezeCode: 'NO_RECORD' },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'a freeze lookup after REPLAY_MATCH',
    { ...base, freezeCode: 'ANNOTATED_HOLD', allSchedulerMissesExcused: true },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'miss labels on a matching run',
    { ...base, missLabels: ['PASS'] },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'fixture ran after PROPERTY_REJECT',
    { ...base, property: 'PROPERTY_REJECT' },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'property ran after TOOLCHAIN_PATCH',
    { ...base, scope: 'TOOLCHAIN_PATCH' },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'CONTAMINATED (recomputed) wins over a clean artifact',
    { ...base, scope: 'CONTAMINATED' },
    'REJECT',
    'CONTAMINATED',
    'CONTAMINATED',
    'scope',
    'failure',
  ),
  row(
    'an unknown fixture code',
    { ...base, fixture: junk('REPLAY_OK') },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'an unknown scope code',
    { ...base, scope: junk('in_scope') },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'a label that is not a label',
    miss([junk('pass')], { freezeCode: 'ANNOTATED_HOLD', allSchedulerMissesExcused: true }),
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'a string "true" for the excuse flag',
    miss(['SCHEDULER'], { freezeCode: 'ANNOTATED_HOLD', allSchedulerMissesExcused: junk('true') }),
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'a string "true" for noFixtures',
    { ...base, fixture: undefined, noFixtures: junk('true') },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'audit violations that are not a list',
    { ...base, auditViolations: junk('x') },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'an empty internal error still counts',
    { ...base, internalError: '' },
    'UNUSABLE',
    null,
    'INTERNAL',
    'gate',
    'failure',
  ),
  row(
    'a null internal error still counts',
    { ...base, internalError: junk(null) },
    'UNUSABLE',
    null,
    'INTERNAL',
    'gate',
    'failure',
  ),
  row(
    'null audit violations are not an empty list',
    { ...base, auditViolations: junk(null) },
    'UNUSABLE',
    null,
    'AUDIT_FAILED',
    'gate',
    'failure',
  ),
  row(
    'an empty audit list is no violation',
    { ...base, auditViolations: [] },
    'CLEAR',
    'PASS',
    'REPLAY_MATCH',
    'fixture',
    'success',
  ),
];

describe('decideVerdict: the table of SPEC §3', () => {
  it.each(ROWS)('%s', (_what, input, expected) => {
    const result = decideVerdict(input);
    expect(result).toMatchObject(expected);
    expect(typeof result.reason).toBe('string');
    expect(result.reason.length).toBeGreaterThan(0);
  });

  it('names the violations and the internal error in the reason', () => {
    expect(decideVerdict({ ...base, internalError: 'disk full' }).reason).toContain('disk full');
    expect(decideVerdict({ ...base, auditViolations: ['a', 'b'] }).reason).toContain('a; b');
  });

  it('is total: non-objects and throwing inputs are UNUSABLE', () => {
    for (const v of [null, undefined, 3, 'x', []]) {
      const r = decideVerdict(junk(v));
      expect(r.verdict).toBe('UNUSABLE');
      expect(r.conclusion).toBe('failure');
    }
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('gotcha');
        },
      },
    );
    expect(decideVerdict(junk(hostile))).toMatchObject({ verdict: 'UNUSABLE', reason_code: 'INTERNAL' });
  });
});

describe('conclusionFor', () => {
  it.each([
    ['CLEAR', 'success'],
    ['SKIP', 'neutral'],
    ['REJECT', 'failure'],
    ['HOLD', 'action_required'],
    ['UNUSABLE', 'failure'],
  ] as const)('%s → %s', (verdict, conclusion) => {
    expect(conclusionFor(verdict)).toBe(conclusion);
  });

  it('an unknown verdict fails', () => {
    expect(conclusionFor(junk('PASS'))).toBe('failure');
  });
});

describe('runLabel', () => {
  it('is the first label in table order', () => {
    expect(runLabel(['PASS', 'SCHEDULER', 'PROPERTY'])).toBe('PROPERTY');
    expect(runLabel(['SCHEDULER', 'BUDGET', 'FIXTURE'])).toBe('FIXTURE');
    expect(runLabel(['PASS', 'CONTAMINATED', 'INCOMPLETE'])).toBe('INCOMPLETE');
    expect(runLabel(['PASS'])).toBe('PASS');
    for (const label of LABELS) expect(runLabel([label])).toBe(label);
  });

  it('no labels, or anything that is not a label, is INCOMPLETE', () => {
    expect(runLabel([])).toBe('INCOMPLETE');
    expect(runLabel([junk('pass')])).toBe('INCOMPLETE');
    expect(runLabel(['PASS', junk(null)])).toBe('INCOMPLETE');
    expect(runLabel(junk(undefined))).toBe('INCOMPLETE');
  });
});

describe('decideVerdict fails closed (property)', () => {
  const junkValue = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom('pass', 'true', 'CLEAR', 'success', 'REPLAY_OK', 'in_scope', ''),
  );
  /** Mostly valid codes (so the passing rows are reached), sometimes absent, sometimes junk. */
  const field = <T extends string>(codes: readonly T[]) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...codes), weight: 8 },
      { arbitrary: fc.constant(undefined), weight: 2 },
      { arbitrary: junkValue, weight: 1 },
    );
  const labelArb = fc.oneof(
    { arbitrary: fc.constantFrom(...LABELS), weight: 10 },
    { arbitrary: junkValue, weight: 1 },
  );
  const randomArb = fc.record(
    {
      scope: fc.oneof(
        { arbitrary: fc.constant('IN_SCOPE'), weight: 6 },
        { arbitrary: field(SCOPE_CODES), weight: 2 },
      ),
      property: fc.oneof(
        { arbitrary: fc.constant('PROPERTY_CLEAR'), weight: 6 },
        { arbitrary: field(PROPERTY_CODES), weight: 2 },
      ),
      fixture: field(FIXTURE_CODES),
      noFixtures: fc.oneof(fc.constant(undefined), fc.boolean(), junkValue),
      missLabels: fc.oneof(
        { arbitrary: fc.array(labelArb, { maxLength: 4 }), weight: 10 },
        { arbitrary: junkValue, weight: 1 },
      ),
      allSchedulerMissesExcused: fc.oneof(
        { arbitrary: fc.boolean(), weight: 10 },
        { arbitrary: junkValue, weight: 1 },
      ),
      freezeCode: field(FREEZE_CODES),
      internalError: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 10 },
        { arbitrary: fc.string(), weight: 1 },
      ),
      auditViolations: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 6 },
        { arbitrary: fc.constant([]), weight: 3 },
        { arbitrary: fc.array(fc.string(), { minLength: 1, maxLength: 2 }), weight: 1 },
        { arbitrary: junkValue, weight: 1 },
      ),
    },
    {
      requiredKeys: ['scope', 'property', 'fixture', 'missLabels', 'allSchedulerMissesExcused', 'freezeCode'],
    },
  ) as fc.Arbitrary<unknown>;
  /** Inputs one or two fields away from a pass, so both passing rows are reached often. */
  const nearPassArb = fc.record(
    {
      scope: fc.oneof(
        { arbitrary: fc.constant('IN_SCOPE'), weight: 9 },
        { arbitrary: field(SCOPE_CODES), weight: 1 },
      ),
      property: fc.oneof(
        { arbitrary: fc.constant('PROPERTY_CLEAR'), weight: 9 },
        { arbitrary: field(PROPERTY_CODES), weight: 1 },
      ),
      fixture: fc.constantFrom('REPLAY_MISS', 'REPLAY_MISS', 'REPLAY_MATCH', undefined),
      noFixtures: fc.constantFrom(undefined, false, true),
      missLabels: fc.array(
        fc.oneof(
          { arbitrary: fc.constantFrom<Label>('SCHEDULER', 'PASS'), weight: 9 },
          { arbitrary: labelArb, weight: 1 },
        ),
        { maxLength: 3 },
      ),
      allSchedulerMissesExcused: fc.boolean(),
      freezeCode: fc.constantFrom('ANNOTATED_HOLD', 'ANNOTATED_HOLD', 'NO_RECORD', undefined),
      auditViolations: fc.constantFrom(undefined, [], ['x']),
    },
    {
      requiredKeys: ['scope', 'property', 'fixture', 'missLabels', 'allSchedulerMissesExcused', 'freezeCode'],
    },
  ) as fc.Arbitrary<unknown>;
  const inputArb = fc.oneof(randomArb, nearPassArb);

  /** The gate failed, or reported nothing: no pass is possible. */
  const gateFailed = (i: Record<string, unknown>): boolean =>
    i.internalError !== undefined ||
    (i.auditViolations !== undefined &&
      !(Array.isArray(i.auditViolations) && i.auditViolations.length === 0));
  const isLabelList = (v: unknown): v is Label[] =>
    Array.isArray(v) && v.every((l) => (LABELS as readonly unknown[]).includes(l));
  const cleanUpToFixture = (i: Record<string, unknown>): boolean =>
    !gateFailed(i) &&
    i.scope === 'IN_SCOPE' &&
    i.property === 'PROPERTY_CLEAR' &&
    typeof i.allSchedulerMissesExcused === 'boolean' &&
    isLabelList(i.missLabels) &&
    (i.freezeCode === undefined || (FREEZE_CODES as readonly unknown[]).includes(i.freezeCode));

  /** SPEC §3's CLEAR conditions, written independently of the implementation. */
  const exactlyClear = (i: Record<string, unknown>): boolean => {
    if (!cleanUpToFixture(i)) return false;
    const labels = i.missLabels as Label[];
    if (i.fixture === undefined) {
      return i.noFixtures === true && labels.length === 0 && i.freezeCode === undefined;
    }
    if (i.noFixtures !== undefined && i.noFixtures !== false) return false;
    if (i.fixture === 'REPLAY_MATCH') return labels.length === 0 && i.freezeCode === undefined;
    if (i.fixture === 'REPLAY_MISS') return labels.length > 0 && labels.every((l) => l === 'PASS');
    return false;
  };
  /** SPEC §3's SKIP conditions: every failing seed is an excused SCHEDULER miss. */
  const exactlyExcused = (i: Record<string, unknown>): boolean => {
    if (!cleanUpToFixture(i) || i.fixture !== 'REPLAY_MISS') return false;
    if (i.noFixtures !== undefined && i.noFixtures !== false) return false;
    const labels = i.missLabels as Label[];
    return (
      labels.includes('SCHEDULER') &&
      labels.every((l) => l === 'SCHEDULER' || l === 'PASS') &&
      i.freezeCode === 'ANNOTATED_HOLD' &&
      i.allSchedulerMissesExcused === true
    );
  };

  it('success exactly when the CLEAR conditions hold, neutral exactly for excused SCHEDULER', () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(inputArb, (raw) => {
        const input = raw as Record<string, unknown>;
        const r = decideVerdict(raw as VerdictInput);
        expect((VERDICTS as readonly string[]).includes(r.verdict)).toBe(true);
        expect(r.conclusion).toBe(conclusionFor(r.verdict));
        expect(r.conclusion === 'success').toBe(exactlyClear(input));
        expect(r.conclusion === 'neutral').toBe(exactlyExcused(input));
        if (r.conclusion === 'success') expect(r).toMatchObject({ verdict: 'CLEAR', label: 'PASS' });
        if (r.conclusion === 'neutral') expect(r).toMatchObject({ verdict: 'SKIP', label: 'SCHEDULER' });
        if (r.verdict === 'UNUSABLE') expect(r).toMatchObject({ label: null, reason_stage: 'gate' });
        seen.set(r.conclusion, (seen.get(r.conclusion) ?? 0) + 1);
      }),
      { numRuns: 5000 },
    );
    // The generator reaches the passing rows too, not only the failing ones.
    for (const conclusion of ['success', 'neutral', 'failure', 'action_required']) {
      expect(seen.get(conclusion) ?? 0).toBeGreaterThan(10);
    }
  });

  it('any input at all: never throws, never passes', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const r = decideVerdict(v as VerdictInput);
        expect(['success', 'neutral']).not.toContain(r.conclusion);
      }),
    );
  });
});

describe('artifact failures (report and merge modes)', () => {
  it.each<[string, VerdictInput['artifactFailure'], Expected]>([
    [
      'a missing shard',
      { code: 'SHARD_MISSING', reason: 'shard 2 of 3: no usable .gate artifact' },
      {
        verdict: 'HOLD',
        label: 'INCOMPLETE',
        reason_code: 'SHARD_MISSING',
        reason_stage: 'gate',
        conclusion: 'action_required',
      },
    ],
    [
      'an invalid artifact',
      { code: 'ARTIFACT_INVALID', reason: 'not valid JSON' },
      {
        verdict: 'UNUSABLE',
        label: null,
        reason_code: 'ARTIFACT_INVALID',
        reason_stage: 'gate',
        conclusion: 'failure',
      },
    ],
    [
      'a trace for another head',
      { code: 'HEAD_MISMATCH', reason: 'made for another commit' },
      {
        verdict: 'UNUSABLE',
        label: null,
        reason_code: 'HEAD_MISMATCH',
        reason_stage: 'gate',
        conclusion: 'failure',
      },
    ],
    [
      'an unknown failure code',
      junk({ code: 'PASS', reason: 'x' }),
      {
        verdict: 'UNUSABLE',
        label: null,
        reason_code: 'AUDIT_FAILED',
        reason_stage: 'gate',
        conclusion: 'failure',
      },
    ],
  ])('%s blocks, over codes that would pass', (_what, artifactFailure, expected) => {
    const v = decideVerdict({ ...base, artifactFailure });
    expect({ ...v, reason: undefined }).toEqual({ ...expected, reason: undefined });
    expect(v.reason).not.toBe('');
  });

  it('an internal error still comes first', () => {
    const v = decideVerdict({
      ...base,
      internalError: 'boom',
      artifactFailure: { code: 'SHARD_MISSING', reason: 'x' },
    });
    expect(v.reason_code).toBe('INTERNAL');
  });
});
