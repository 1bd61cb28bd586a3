import { describe, expect, it } from '@jest/globals';
import { adviceFor, adviceForCode } from '../../src/report/advice.js';
import { LABELS } from '../../src/classify/table.js';
import {
  FIXTURE_CODES,
  FREEZE_CODES,
  GATE_CODES,
  PROPERTY_CODES,
  SCOPE_CODES,
  type ReasonCode,
  type ReasonStage,
  type Trace,
} from '../../src/trace/model.js';
import { clearTrace, holdTrace, miss, property, rejectTrace, replay, stage } from './trace-fixture.js';

const hold = (reason_code: ReasonCode, reason_stage: ReasonStage, more: Partial<Trace> = {}): Trace =>
  holdTrace({ reason_code, reason_stage, ...more });

describe('adviceFor', () => {
  it('is null for every verdict but HOLD', () => {
    expect(adviceFor(clearTrace())).toBeNull();
    expect(adviceFor(rejectTrace({ path: 'a.py', line: 1 }))).toBeNull();
    expect(adviceFor(clearTrace({ verdict: 'SKIP' }))).toBeNull();
    expect(adviceFor(clearTrace({ verdict: 'UNUSABLE' }))).toBeNull();
  });

  it('starts with the last code and its stage', () => {
    expect(adviceFor(holdTrace())).toMatch(/^Last code: NO_RECORD \(stage freeze\)\. /);
  });

  // Seed 000 §6, one row each, plus the other codes that hold a run.
  it.each<[string, ReasonCode, ReasonStage, Partial<Trace>, RegExp[]]>([
    [
      'UNBOUND: fix the manifest, do not open the freeze store',
      'UNBOUND',
      'fixture',
      {
        replays: [replay({ code: 'UNBOUND', manifest: 'fixtures/parser/manifest.json' })],
        misses: [],
      },
      [
        /UNBOUND: the fixture manifest/,
        /fixtures\/parser\/manifest\.json/,
        /a seed/,
        /Fix the manifest/,
        /not a flake/,
        /Do not open the freeze store/i,
        /^(?![\s\S]*FIXTURE_UNBOUND)/,
      ],
    ],
    [
      'PROPERTY_BUDGET: split the spec, do not raise the cap',
      'PROPERTY_BUDGET',
      'property',
      { properties: [property({ code: 'PROPERTY_BUDGET', spec: 'specs/slow.py' })] },
      [/specs\/slow\.py/, /Split the spec/, /Do not raise the cap/],
    ],
    [
      'NO_RECORD: keep the hold, assign a person, freeze grant in a reviewed PR',
      'NO_RECORD',
      'freeze',
      {},
      [
        /Keep the hold and assign a person/,
        /gate freeze grant --decision D --record R --target T --owner O --expires-after-runs N --granted-run-number K/,
        /reviewed pull request/,
        /Do not write a freeze row from the CI job/,
      ],
    ],
    [
      'ANNOTATED_HOLD: confirm expiry and target, empty expiry is a store defect',
      'ANNOTATED_HOLD',
      'freeze',
      { misses: [miss({}, { code: 'ANNOTATED_HOLD', freeze_id: 'frz-7', why: 'expired at run 40' })] },
      [
        /frz-7/,
        /expired at run 40/,
        /expiry is still in the future/,
        /target/,
        /treat the row as absent and file a store defect/,
      ],
    ],
    [
      'PROPERTY_NOT_FALSIFIABLE: fix the spec or its probe',
      'PROPERTY_NOT_FALSIFIABLE',
      'property',
      { properties: [property({ code: 'PROPERTY_NOT_FALSIFIABLE', spec: 'specs/always_true.py' })] },
      [/specs\/always_true\.py/, /probe/, /empty patch/, /global: true/],
    ],
    [
      'PROPERTY_ERROR: read the log, fix the spec',
      'PROPERTY_ERROR',
      'property',
      { properties: [property({ code: 'PROPERTY_ERROR', spec: 'specs/crash.py' })] },
      [/specs\/crash\.py/, /crashed/, /\.gate\/logs\//],
    ],
    [
      'TOOLCHAIN_PATCH: land it alone; how it merges under a required check',
      'TOOLCHAIN_PATCH',
      'scope',
      {},
      [/Land it alone/, /People review it/, /second one approves/, /bypass list/, /CODEOWNERS/],
    ],
    [
      'NOT_CONFIGURED: add gate.yml first, merged by a person',
      'NOT_CONFIGURED',
      'scope',
      {},
      [/has no gate\.yml/, /base/, /bypass/],
    ],
    [
      'NOT_CONFIGURED by a configuration error: says so, with file, field and line',
      'NOT_CONFIGURED',
      'scope',
      {
        config_error: {
          file: 'gate.yml',
          field: 'budgets.retry_cpa',
          message: 'gate.yml: budgets.retry_cpa: expected one of …, got an unknown key',
          line: 4,
        },
      },
      [
        /configuration error in gate\.yml on the base revision, field budgets\.retry_cpa \(line 4\)/,
        /unknown key/,
        /^(?![\s\S]*has no gate)(?![\s\S]*add gate\.yml)/i,
      ],
    ],
    [
      'PROPERTY_ERROR of a spec that never started: no crash, no log',
      'PROPERTY_ERROR',
      'property',
      {
        properties: [
          property({
            code: 'PROPERTY_ERROR',
            spec: 'specs/gone.py',
            logs: [],
            reason: 'specs/gone.py: missing (on the base revision)',
          }),
        ],
      },
      [/specs\/gone\.py could not be started: specs\/gone\.py: missing/, /^(?![\s\S]*crashed)(?![\s\S]*log)/],
    ],
    ['EMPTY_PATCH: nothing to grade', 'EMPTY_PATCH', 'scope', {}, [/nothing to grade/]],
    [
      'INCOMPLETE miss: make the replay complete, no freeze',
      'INCOMPLETE',
      'classify',
      {
        misses: [
          miss({ seed: 77, decision: { label: 'INCOMPLETE', freeze: false, missing: ['budget_ok'] } }),
        ],
      },
      [/parser\.roundtrip seed 77/, /transcript/, /do not grant a freeze/],
    ],
    [
      'INCOMPLETE: a base test skipped on the patch is said, not a budget',
      'INCOMPLETE',
      'classify',
      {
        misses: [
          miss({
            decision: { label: 'INCOMPLETE', freeze: false, missing: [] },
            attempts: [
              {
                attempt: 'first',
                result: 'incomplete',
                reason:
                  '1 test(s) that ran on the base revision were skipped on this patch (tests/test_calc.py::test_adds): a test the code under test skips is not a pass',
              },
            ],
          }),
        ],
      },
      [/tests\/test_calc\.py::test_adds/, /never a pass — make it run/, /^(?![\s\S]*within its budget)/],
    ],
    [
      'INCOMPLETE: a test reported more times on the patch asks for a name of its own',
      'INCOMPLETE',
      'classify',
      {
        misses: [
          miss({
            decision: { label: 'INCOMPLETE', freeze: false, missing: [] },
            attempts: [
              {
                attempt: 'first',
                result: 'incomplete',
                reason:
                  "1 test(s) were reported more times on this patch than on the base revision (test/a.test.js::math > adds): a test the code under test adds under a base test's name is not that test",
              },
            ],
          }),
        ],
      },
      [/math &gt; adds|math > adds/, /give the new test a name of its own/, /^(?![\s\S]*within its budget)/],
    ],
  ])('%s', (_what, code, stageName, more, patterns) => {
    const advice = adviceFor(hold(code, stageName, more));
    expect(advice).not.toBeNull();
    expect(advice!.startsWith(`Last code: ${code} (stage ${stageName}).`)).toBe(true);
    for (const p of patterns) expect(advice).toMatch(p);
  });

  it('names at most three examples, then counts the rest', () => {
    const replays = Array.from({ length: 5 }, (_, i) => replay({ code: 'UNBOUND', manifest: `m${i}.json` }));
    const advice = adviceFor(hold('UNBOUND', 'fixture', { replays, misses: [] }))!;
    expect(advice).toContain('m0.json, m1.json, m2.json and 2 more');
    expect(advice).not.toContain('m3.json');
  });

  it('cuts a hostile, very long name', () => {
    const advice = adviceFor(
      hold('PROPERTY_ERROR', 'property', {
        properties: [property({ code: 'PROPERTY_ERROR', spec: 'x'.repeat(10_000) })],
      }),
    )!;
    expect(advice.length).toBeLessThan(1000);
  });

  it('UNBOUND advice does not depend on the freeze store', () => {
    const advice = adviceFor(
      hold('UNBOUND', 'fixture', {
        stages: [
          stage('scope', 'IN_SCOPE'),
          stage('property', 'PROPERTY_CLEAR'),
          stage('fixture', 'UNBOUND'),
        ],
        replays: [replay({ code: 'UNBOUND' })],
        misses: [],
        freeze_client_constructed: false,
        freeze_consulted: false,
      }),
    )!;
    expect(advice).not.toMatch(/gate freeze grant/);
  });
});

describe('adviceForCode', () => {
  const all: ReasonCode[] = [
    ...SCOPE_CODES,
    ...PROPERTY_CODES,
    ...FIXTURE_CODES,
    ...LABELS,
    ...FREEZE_CODES,
    ...GATE_CODES,
  ];
  it.each(all)('%s has advice', (code) => {
    const text = adviceForCode(code, holdTrace());
    expect(text.length).toBeGreaterThan(20);
    // A miss with no label reads as INCOMPLETE; SCHEDULER without a lookup as NO_RECORD.
    const named =
      ({ REPLAY_MISS: 'INCOMPLETE', SCHEDULER: 'NO_RECORD' } as Record<string, string>)[code] ?? code;
    expect(text).toContain(named);
  });
});
