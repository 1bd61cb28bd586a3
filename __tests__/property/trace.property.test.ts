/**
 * Traces read back (SPEC §6, §9): the pure functions the report mode relies on — schema validation
 * (`parseTraceText` / `validateTrace`) and the verdict recomputed from the stage codes with
 * `decideVerdict(verdictInputOf(trace))`. A forged or malformed trace never yields `success` or
 * `neutral` unless its stage codes describe, by SPEC §3 as written out again here, a run that may
 * pass: whatever verdict and conclusion the file itself claims.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parseTraceText, validateTrace } from '../../src/trace/schema.js';
import { verdictInputOf } from '../../src/trace/inputs.js';
import { conclusionFor, decideVerdict } from '../../src/trace/verdict.js';
import { auditTrace } from '../../src/trace/audit.js';
import { LABELS } from '../../src/classify/table.js';
import {
  FIXTURE_CODES,
  FREEZE_CODES,
  PROPERTY_CODES,
  SCOPE_CODES,
  STAGES,
  VERDICTS,
  type Trace,
} from '../../src/trace/model.js';
import { clearTrace, holdTrace, miss, schedulerDecision, stage, SHA } from '../report/trace-fixture.js';
import { checkProperty } from './runs.js';
import { passAllowed } from '../helpers/spec3.js';

const CODES: Record<string, readonly string[]> = {
  scope: SCOPE_CODES,
  property: PROPERTY_CODES,
  fixture: FIXTURE_CODES,
  classify: LABELS,
  freeze: FREEZE_CODES,
};
const ALL_CODES = Object.values(CODES).flat();

const stageArb = fc
  .tuple(
    fc.constantFrom(...STAGES),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom(...ALL_CODES) },
    ),
    fc.nat(),
  )
  .map(([name, other, k]) => {
    const own = CODES[name] as readonly string[];
    return stage(name, (other ?? own[k % own.length]) as never);
  });

/** Runs in the right order (so the passing rows are reached), and any other list of stages. */
const stagesArb = fc.oneof(
  fc
    .nat(STAGES.length)
    .chain((n) =>
      fc.tuple(
        ...STAGES.slice(0, n).map((name) =>
          fc.constantFrom(...(CODES[name] as readonly string[])).map((code) => stage(name, code as never)),
        ),
      ),
    ),
  fc.constantFrom(
    [stage('scope', 'IN_SCOPE'), stage('property', 'PROPERTY_CLEAR'), stage('fixture', 'REPLAY_MATCH')],
    [stage('scope', 'IN_SCOPE'), stage('property', 'PROPERTY_CLEAR')],
    [
      stage('scope', 'IN_SCOPE'),
      stage('property', 'PROPERTY_CLEAR'),
      stage('fixture', 'REPLAY_MISS'),
      stage('classify', 'SCHEDULER'),
      stage('freeze', 'ANNOTATED_HOLD'),
    ],
  ),
  fc.array(stageArb, { maxLength: 7 }),
);

const missArb = fc
  .tuple(
    // SCHEDULER and an excusing row often enough that the SKIP row is reached, every other label too.
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<(typeof LABELS)[number]>('SCHEDULER') },
      { weight: 4, arbitrary: fc.constantFrom(...LABELS) },
    ),
    fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    fc.constantFrom('ANNOTATED_HOLD', 'NO_RECORD'),
    fc.nat(3),
  )
  .map(([label, excuses, code, seed]) =>
    miss(
      {
        seed: 1402 + seed,
        decision: label === 'SCHEDULER' ? schedulerDecision(1402 + seed) : { label, freeze: false },
      },
      { code, excuses, ...(code === 'ANNOTATED_HOLD' ? { freeze_id: 'f-1' } : {}) },
    ),
  );

const forged = fc
  .record({
    stages: stagesArb,
    misses: fc.oneof(fc.constant([]), fc.array(missArb, { minLength: 1, maxLength: 3 })),
    errors: fc.oneof(
      { weight: 4, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: fc.constant(['boom']) },
    ),
    fixtures_configured: fc.constantFrom(0, 1, 2),
    verdict: fc.constantFrom(...VERDICTS),
    conclusion: fc.constantFrom('success', 'neutral', 'failure', 'action_required'),
    label: fc.constantFrom(null, ...LABELS),
    freeze_client_constructed: fc.boolean(),
    freeze_consulted: fc.boolean(),
    base: fc.constantFrom('clear', 'hold'),
  })
  .map(
    ({ base, ...o }): Trace =>
      ({ ...(base === 'clear' ? clearTrace() : holdTrace()), ...o }) as unknown as Trace,
  );

describe('traces read back (property-based)', () => {
  it('a forged trace passes only when its stage codes allow it, whatever it claims (10,000 runs)', () => {
    const seen = { success: 0, neutral: 0, blocked: 0, claimedPassButBlocked: 0 };
    checkProperty(
      'trace: forged stage codes and claims',
      forged,
      (t) => {
        const v = validateTrace(JSON.parse(JSON.stringify(t)));
        if (!v.ok) return;
        const r = decideVerdict(verdictInputOf(v.trace));
        const conclusion = conclusionFor(r.verdict);
        expect(r.conclusion).toBe(conclusion);
        const allowed = passAllowed(v.trace);
        if (conclusion === 'success' || conclusion === 'neutral') {
          expect({ conclusion, stages: v.trace.stages.map((s) => s.code) }).toEqual({
            conclusion: allowed,
            stages: v.trace.stages.map((s) => s.code),
          });
          seen[conclusion]++;
        } else {
          seen.blocked++;
          if (t.conclusion === 'success' || t.conclusion === 'neutral') seen.claimedPassButBlocked++;
        }
        // The audit the gate runs before publishing flags every trace whose claim differs.
        if (t.verdict !== r.verdict || t.conclusion !== conclusion)
          expect(auditTrace(v.trace)).not.toEqual([]);
      },
      10000,
    );
    // Both passing rows are reached, and many forged passing claims were turned down.
    expect(seen.success).toBeGreaterThan(50);
    expect(seen.neutral).toBeGreaterThan(10);
    expect(seen.claimedPassButBlocked).toBeGreaterThan(1000);
  });

  it('a passing trace whose JSON text is damaged is refused or recomputed, never trusted (5,000 runs)', () => {
    const skip = holdTrace({
      verdict: 'SKIP',
      label: 'SCHEDULER',
      reason_code: 'ANNOTATED_HOLD',
      conclusion: 'neutral',
      stages: [
        stage('scope', 'IN_SCOPE'),
        stage('property', 'PROPERTY_CLEAR'),
        stage('fixture', 'REPLAY_MISS'),
        stage('classify', 'SCHEDULER'),
        stage('freeze', 'ANNOTATED_HOLD'),
      ],
      misses: [miss({}, { code: 'ANNOTATED_HOLD', excuses: true, freeze_id: 'f-1' })],
    });
    const texts = [JSON.stringify(clearTrace()), JSON.stringify(skip, null, 2)];
    const damage = fc.tuple(
      fc.constantFrom(0, 1),
      fc.constantFrom('cut', 'replace', 'insert', 'swap-code'),
      fc.nat(),
      fc.constantFrom(
        '"',
        '{',
        '}',
        ',',
        '0',
        'x',
        '\u0000',
        '\ud800',
        '[]',
        'null',
        '"REJECT"',
        '"UNBOUND"',
        '\\',
      ),
    );
    let refused = 0;
    checkProperty(
      'trace: damaged JSON text',
      damage,
      ([which, how, k, piece]) => {
        const text = texts[which] as string;
        const at = k % text.length;
        let damaged: string;
        if (how === 'cut') damaged = text.slice(0, at);
        else if (how === 'replace') damaged = text.slice(0, at) + piece + text.slice(at + 1);
        else if (how === 'insert') damaged = text.slice(0, at) + piece + text.slice(at);
        else
          damaged = text.replace(
            /"(REPLAY_MATCH|REPLAY_MISS|SCHEDULER|IN_SCOPE)"/,
            piece === '"REJECT"' ? '"UNBOUND"' : '"REPLAY_MISS"',
          );
        const v = parseTraceText(damaged);
        if (!v.ok) {
          refused++;
          expect(v.errors.length).toBeGreaterThan(0);
          return;
        }
        const conclusion = conclusionFor(decideVerdict(verdictInputOf(v.trace)).verdict);
        if (conclusion === 'success' || conclusion === 'neutral')
          expect(passAllowed(v.trace)).toBe(conclusion);
      },
      5000,
    );
    expect(refused).toBeGreaterThan(1000);
  });

  it('never throws on arbitrary JSON values and bytes, and accepts none of them (3,000 runs)', () => {
    checkProperty(
      'trace: arbitrary values and bytes',
      fc.oneof(
        fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc
          .dictionary(fc.constantFrom(...Object.keys(clearTrace())), fc.jsonValue())
          .map((v) => JSON.stringify(v)),
      ),
      (text) => {
        expect(parseTraceText(text).ok).toBe(false);
        expect(parseTraceText(Buffer.from(text, 'utf8')).ok).toBe(false);
      },
      3000,
    );
  });

  // Found by the first property: each of these read as success or neutral before verdictInputOf
  // checked the stage list itself (the audit saw them; a recompute on the codes alone did not).
  it.each([
    [
      'a classify code that is not the label of its misses',
      holdTrace({
        stages: [
          stage('scope', 'IN_SCOPE'),
          stage('property', 'PROPERTY_CLEAR'),
          stage('fixture', 'REPLAY_MISS'),
          stage('classify', 'PROPERTY'),
          stage('freeze', 'NO_RECORD'),
        ],
        misses: [miss({ decision: { label: 'PASS', freeze: false } }, { code: 'NO_RECORD' })],
      }),
    ],
    [
      'a classify stage after REPLAY_MATCH',
      clearTrace({ stages: [...clearTrace().stages, stage('classify', 'PROPERTY')] }),
    ],
    [
      'a repeated fixture stage whose first code matched',
      clearTrace({ stages: [...clearTrace().stages, stage('fixture', 'REPLAY_MISS')] }),
    ],
    [
      'a trace that does not start with scope',
      clearTrace({ stages: [...clearTrace().stages.slice(1), stage('scope', 'IN_SCOPE')] }),
    ],
  ])('%s is UNUSABLE, not a pass', (_what, t) => {
    const v = validateTrace(JSON.parse(JSON.stringify(t)));
    expect(v.ok).toBe(true);
    const r = decideVerdict(verdictInputOf((v as { trace: Trace }).trace));
    expect([r.verdict, r.reason_code, r.conclusion]).toEqual(['UNUSABLE', 'AUDIT_FAILED', 'failure']);
  });

  it('an oversized trace is refused before it is parsed', () => {
    const big = JSON.stringify({ ...clearTrace(), reason: 'x'.repeat(17 * 1024 * 1024) });
    const v = parseTraceText(big);
    expect(v.ok).toBe(false);
    expect(SHA('a')).toHaveLength(64);
  });
});
