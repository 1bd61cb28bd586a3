/**
 * The pure merge of shard traces (src/trace/merge.ts): the merged verdict equals the verdict of the
 * same work unsharded, for every mix of miss labels and freezes; a missing or failed shard is
 * INCOMPLETE; shards that disagree, overlap or break the split are UNUSABLE; stored verdicts are
 * never believed.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Label } from '../../src/classify/table.js';
import type { Trace } from '../../src/trace/model.js';
import { shardPairs } from '../../src/run/shard.js';
import { latestAttempts, mergeShards, parseArtifactName, type ShardTrace } from '../../src/trace/merge.js';
import { recomputeTrace } from '../../src/trace/recompute.js';
import { adviceFor } from '../../src/report/advice.js';
import { runLabel } from '../../src/trace/verdict.js';
import { clearTrace, miss, replay, schedulerDecision, stage } from '../report/trace-fixture.js';

const SEEDS = [1, 2, 3, 4, 5, 6, 7];
const HEAD = 'c'.repeat(40);
const OPTIONS = { checkSha: HEAD, tool_version: '0.1.0', config: 'gate.yml' };

/** What happened to a seed: a classified miss (and whether a freeze row excuses it). */
type Outcome = { label: Label; excused?: boolean };

/** The trace a run of the pipeline writes for these outcomes, for one shard or for all pairs. */
function runTrace(outcomes: Record<number, Outcome>, shard?: { index: number; count: number }): Trace {
  const all = SEEDS.map((seed) => ({ target: 'parser.roundtrip', seed }));
  const mine = shard ? shardPairs(all, shard) : all;
  const replays = mine.map((p) =>
    replay({ seed: p.seed, code: outcomes[p.seed] ? 'REPLAY_MISS' : 'REPLAY_MATCH' }),
  );
  const misses = mine
    .filter((p) => outcomes[p.seed])
    .map((p) => {
      const o = outcomes[p.seed] as Outcome;
      return miss(
        {
          seed: p.seed,
          decision: { ...schedulerDecision(p.seed), label: o.label, freeze: o.label === 'SCHEDULER' },
        },
        o.excused
          ? { code: 'ANNOTATED_HOLD', excuses: true, freeze_id: `frz-${p.seed}`, why: 'live row' }
          : { code: 'NO_RECORD', excuses: false },
      );
    });
  const stages = [stage('scope', 'IN_SCOPE'), stage('property', 'PROPERTY_CLEAR')];
  stages.push(stage('fixture', misses.length ? 'REPLAY_MISS' : 'REPLAY_MATCH'));
  if (misses.length) {
    stages.push(stage('classify', runLabel(misses.map((x) => x.decision.label))));
    stages.push(
      stage(
        'freeze',
        misses.some((x) => x.freeze?.code === 'ANNOTATED_HOLD') ? 'ANNOTATED_HOLD' : 'NO_RECORD',
      ),
    );
  }
  const t = clearTrace({
    head: HEAD,
    check_sha: HEAD,
    shard: shard ?? null,
    stages,
    replays,
    misses,
    freeze_client_constructed: misses.length > 0,
    freeze_consulted: misses.length > 0,
  });
  return recomputeTrace(t, adviceFor).trace;
}

function shardsOf(outcomes: Record<number, Outcome>, count: number, skip: number[] = []): ShardTrace[] {
  const out: ShardTrace[] = [];
  for (let index = 1; index <= count; index++) {
    if (skip.includes(index)) continue;
    out.push({
      artifact: `gate-9-1-gate-shard-${index}-of-${count}`,
      trace: runTrace(outcomes, { index, count }),
    });
  }
  return out;
}

const verdictOf = (t: Trace) => [t.verdict, t.label, t.reason_code, t.reason_stage, t.conclusion];

describe('mergeShards: the same verdict as one unsharded run', () => {
  const ROWS: Array<[string, Record<number, Outcome>, string]> = [
    ['every replay matched', {}, 'CLEAR'],
    ['one PROPERTY miss', { 4: { label: 'PROPERTY' } }, 'REJECT'],
    ['a SCHEDULER miss without a freeze', { 2: { label: 'SCHEDULER' } }, 'HOLD'],
    ['a frozen SCHEDULER miss', { 2: { label: 'SCHEDULER', excused: true } }, 'SKIP'],
    [
      'a frozen SCHEDULER seed never excuses another shard’s SCHEDULER seed',
      { 2: { label: 'SCHEDULER', excused: true }, 6: { label: 'SCHEDULER' } },
      'HOLD',
    ],
    [
      'PROPERTY in one shard, a frozen SCHEDULER in another',
      { 1: { label: 'PROPERTY' }, 3: { label: 'SCHEDULER', excused: true } },
      'REJECT',
    ],
    [
      'INCOMPLETE wins over every other label',
      { 1: { label: 'BUDGET' }, 5: { label: 'INCOMPLETE' } },
      'HOLD',
    ],
  ];

  it.each(ROWS)('%s', (_what, outcomes, verdict) => {
    const single = runTrace(outcomes);
    expect(single.verdict).toBe(verdict);
    for (const count of [1, 2, 3, 7, 9]) {
      const merged = mergeShards(shardsOf(outcomes, count), [], OPTIONS, adviceFor);
      expect(verdictOf(merged)).toEqual(verdictOf(single));
      expect(merged.stages.map((s) => [s.name, s.code])).toEqual(single.stages.map((s) => [s.name, s.code]));
      expect(merged.replays.map((r) => [r.seed, r.code])).toEqual(
        single.replays.map((r) => [r.seed, r.code]),
      );
      expect(merged.misses.map((x) => x.seed)).toEqual(single.misses.map((x) => x.seed));
      expect(merged.audit).toEqual({ ok: true, violations: [] });
      expect(merged.shard).toBeNull();
    }
  });

  it('for any outcomes, shard count and order of the artifacts (property)', () => {
    const outcome = fc.option(
      fc.record({
        label: fc.constantFrom<Label>('INCOMPLETE', 'BUDGET', 'PROPERTY', 'SCHEDULER', 'PASS'),
        excused: fc.boolean(),
      }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.array(outcome, { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        (list, count, reverse) => {
          const outcomes: Record<number, Outcome> = {};
          list.forEach((o, i) => {
            if (o)
              outcomes[SEEDS[i] as number] = {
                label: o.label,
                excused: o.label === 'SCHEDULER' && o.excused,
              };
          });
          const shards = shardsOf(outcomes, count);
          if (reverse) shards.reverse();
          expect(verdictOf(mergeShards(shards, [], OPTIONS, adviceFor))).toEqual(
            verdictOf(runTrace(outcomes)),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('recomputes from the codes: stored verdicts of the shards are not believed', () => {
    const shards = shardsOf({ 3: { label: 'PROPERTY' } }, 3).map((s) => ({
      ...s,
      trace: {
        ...s.trace,
        verdict: 'CLEAR' as const,
        label: 'PASS' as const,
        conclusion: 'success' as const,
      },
    }));
    expect(verdictOf(mergeShards(shards, [], OPTIONS, adviceFor))).toEqual([
      'REJECT',
      'PROPERTY',
      'PROPERTY',
      'classify',
      'failure',
    ]);
  });
});

describe('mergeShards: what blocks', () => {
  const outcomes = { 2: { label: 'SCHEDULER' as Label, excused: true } };

  it('a missing shard is INCOMPLETE (HOLD, action_required), even when the others would SKIP', () => {
    const merged = mergeShards(shardsOf(outcomes, 3, [3]), [], OPTIONS, adviceFor);
    expect(verdictOf(merged)).toEqual(['HOLD', 'INCOMPLETE', 'SHARD_MISSING', 'gate', 'action_required']);
    expect(merged.reason).toContain('shard 3 of 3: no usable .gate artifact');
    expect(merged.advice).toMatch(/^Last code: SHARD_MISSING/);
  });

  it('an artifact that did not download is INCOMPLETE with its reason', () => {
    const merged = mergeShards(
      shardsOf({}, 2, [2]),
      [{ artifact: 'gate-9-1-gate-shard-2-of-2', kind: 'missing', reason: 'HTTP 500' }],
      OPTIONS,
      adviceFor,
    );
    expect(merged.reason_code).toBe('SHARD_MISSING');
    expect(merged.reason).toContain('gate-9-1-gate-shard-2-of-2: HTTP 500');
  });

  it('a shard that failed (internal error) is INCOMPLETE', () => {
    const shards = shardsOf({}, 2);
    const failed = shards[1] as ShardTrace;
    failed.trace = recomputeTrace({ ...failed.trace, errors: ['disk full'] }, adviceFor).trace;
    const merged = mergeShards(shards, [], OPTIONS, adviceFor);
    expect(verdictOf(merged)).toEqual(['HOLD', 'INCOMPLETE', 'SHARD_MISSING', 'gate', 'action_required']);
    expect(merged.reason).toContain('the shard failed');
  });

  it('fresh seeds are each shard’s own: outside the split, kept, and still never replayed twice', () => {
    const withFresh = (x: ShardTrace, seed: number): ShardTrace => ({
      ...x,
      trace: { ...x.trace, replays: [...x.trace.replays, { ...replay({ seed }), fresh_seed: true }] },
    });
    const clear = shardsOf({}, 3).map((x, i) => withFresh(x, 1000 + i));
    const merged = mergeShards(clear, [], OPTIONS, adviceFor);
    expect(verdictOf(merged)).toEqual(['CLEAR', 'PASS', 'REPLAY_MATCH', 'fixture', 'success']);
    expect(merged.replays.filter((r) => r.fresh_seed === true).map((r) => r.seed)).toEqual([
      1000, 1001, 1002,
    ]);
    const twice = shardsOf({}, 3).map((x) => withFresh(x, 1000));
    expect(mergeShards(twice, [], OPTIONS, adviceFor).reason).toMatch(/replayed by two shards/);
  });

  it('no artifact at all is INCOMPLETE', () => {
    expect(mergeShards([], [], OPTIONS, adviceFor).reason_code).toBe('SHARD_MISSING');
  });

  it.each<[string, (s: ShardTrace[]) => ShardTrace[], RegExp]>([
    [
      'two artifacts for one shard',
      (s) => [...s, { ...(s[0] as ShardTrace), artifact: 'copy' }],
      /are both shard 1/,
    ],
    [
      'a shard that graded another patch',
      (s) =>
        s.map((x, i) =>
          i === 1 ? { ...x, trace: { ...x.trace, patch_digest: `sha256:${'f'.repeat(64)}` } } : x,
        ),
      /graded something else/,
    ],
    [
      'a shard that disagrees on the property stage',
      (s) =>
        s.map((x, i) =>
          i === 2
            ? {
                ...x,
                trace: {
                  ...x.trace,
                  properties: [
                    {
                      ...(x.trace.properties[0] as Trace['properties'][number]),
                      slot_sha256: 'e'.repeat(64),
                    },
                  ],
                },
              }
            : x,
        ),
      /graded something else/,
    ],
    [
      'a shard that replayed another shard’s pair',
      (s) =>
        s.map((x, i) =>
          i === 0 ? { ...x, trace: { ...x.trace, replays: [...x.trace.replays, replay({ seed: 2 })] } } : x,
        ),
      /replayed by two shards|did not replay its slice/,
    ],
    [
      'shards that disagree on the count',
      (s) => [...s.slice(0, 2), { artifact: 'other', trace: runTrace({}, { index: 3, count: 4 }) }],
      /disagree on the shard count/,
    ],
    [
      'a shard whose codes break the order rules',
      (s) =>
        s.map((x, i) => (i === 0 ? { ...x, trace: { ...x.trace, freeze_client_constructed: true } } : x)),
      /break the order rules/,
    ],
  ])('%s is UNUSABLE (ARTIFACT_INVALID)', (_what, mutate, reason) => {
    const merged = mergeShards(mutate(shardsOf(outcomes, 3)), [], OPTIONS, adviceFor);
    expect(verdictOf(merged)).toEqual(['UNUSABLE', null, 'ARTIFACT_INVALID', 'gate', 'failure']);
    expect(merged.reason).toMatch(reason);
    expect(merged.stages).toEqual([]);
  });

  it('an artifact that fails the schema is UNUSABLE, not merely missing', () => {
    const merged = mergeShards(
      shardsOf({}, 2, [2]),
      [{ artifact: 'x', kind: 'invalid', reason: 'not valid JSON' }],
      OPTIONS,
      adviceFor,
    );
    expect(merged.reason_code).toBe('ARTIFACT_INVALID');
  });

  it('a shard made for another head is refused (HEAD_MISMATCH)', () => {
    const merged = mergeShards(shardsOf({}, 2), [], { ...OPTIONS, checkSha: 'd'.repeat(40) }, adviceFor);
    expect(verdictOf(merged)).toEqual(['UNUSABLE', null, 'HEAD_MISMATCH', 'gate', 'failure']);
  });
});

describe('the advice comes from the function the caller hands in', () => {
  const stub = (t: Trace): string => `advice for ${t.reason_code}`;
  const CASES: Array<[string, (advise: (t: Trace) => string | null) => Trace]> = [
    ['merged shards', (a) => mergeShards(shardsOf({ 2: { label: 'SCHEDULER' } }, 3), [], OPTIONS, a)],
    ['one unsharded trace', (a) => mergeShards(shardsOf({ 4: { label: 'PROPERTY' } }, 1), [], OPTIONS, a)],
    ['a missing shard', (a) => mergeShards(shardsOf({}, 3, [3]), [], OPTIONS, a)],
    ['no artifact at all', (a) => mergeShards([], [], OPTIONS, a)],
    [
      'an invalid artifact',
      (a) =>
        mergeShards(shardsOf({}, 2), [{ artifact: 'x', kind: 'invalid', reason: 'not JSON' }], OPTIONS, a),
    ],
    ['another head', (a) => mergeShards(shardsOf({}, 2), [], { ...OPTIONS, checkSha: 'd'.repeat(40) }, a)],
    ['a recomputed trace', (a) => recomputeTrace(runTrace({ 1: { label: 'BUDGET' } }), a).trace],
    [
      'a recomputed trace with an artifact failure',
      (a) => recomputeTrace(runTrace({}), a, { code: 'SHARD_MISSING', reason: 'shard 2 of 2' }).trace,
    ],
  ];

  it.each(CASES)('%s', (_what, make) => {
    const t = make(stub);
    expect(t.advice).toBe(`advice for ${t.reason_code}`);
    const real = make(adviceFor);
    expect(real.advice).toBe(adviceFor(real));
  });
});

describe('artifact names and attempts', () => {
  it('parses default names', () => {
    expect(parseArtifactName('gate-123-2-gate-shard-3-of-4')).toEqual({
      runId: 123,
      attempt: 2,
      job: 'gate',
      shard: { index: 3, count: 4 },
    });
    expect(parseArtifactName('gate-123-1-my-job')).toEqual({
      runId: 123,
      attempt: 1,
      job: 'my-job',
      shard: null,
    });
    expect(parseArtifactName('coverage')).toBeNull();
  });

  it('keeps the latest attempt of each shard ("re-run failed jobs" re-uploads only those)', () => {
    expect(
      latestAttempts([
        'gate-5-1-gate-shard-1-of-3',
        'gate-5-1-gate-shard-2-of-3',
        'gate-5-2-gate-shard-2-of-3',
        'gate-5-1-gate-shard-3-of-3',
        'custom-name',
      ]),
    ).toEqual([
      'custom-name',
      'gate-5-1-gate-shard-1-of-3',
      'gate-5-1-gate-shard-3-of-3',
      'gate-5-2-gate-shard-2-of-3',
    ]);
  });
});

describe('shardPairs: the split is deterministic and stable', () => {
  it('is a partition of the sorted pairs, whatever order the pairs come in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ target: fc.constantFrom('a', 'b', 'c.d'), seed: fc.integer({ min: -5, max: 50 }) }),
          {
            selector: (p) => `${p.target}/${p.seed}`,
            maxLength: 40,
          },
        ),
        fc.integer({ min: 1, max: 9 }),
        (pairs, count) => {
          const sorted = shardPairs(pairs);
          const slices = Array.from({ length: count }, (_, i) =>
            shardPairs([...pairs].reverse(), { index: i + 1, count }),
          );
          // Every pair in exactly one shard, the shards as even as possible, the same on every call.
          expect(slices.flat().length).toBe(pairs.length);
          expect(new Set(slices.flat().map((p) => `${p.target}/${p.seed}`)).size).toBe(pairs.length);
          const sizes = slices.map((s) => s.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          slices.forEach((s, i) => expect(s).toEqual(sorted.filter((_, k) => k % count === i)));
          expect(shardPairs(pairs, { index: 1, count })).toEqual(slices[0]);
        },
      ),
    );
  });
});
