/**
 * `fresh_seeds: N`: N seeds drawn per run, bound and replayed like the manifest's, recorded in the
 * binding and the trace; a SCHEDULER on one is never excused by the freeze ledger (it will not recur).
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parseConfig } from '../../src/oracle/config.js';
import { recordSha256 } from '../../src/classify/hash.js';
import { runFixture } from '../../src/stages/fixture.js';
import { runClassify } from '../../src/stages/classify.js';
import { runFreeze } from '../../src/stages/freeze.js';
import { drawFreshSeeds, FRESH_SEED_LIMIT } from '../../src/stages/fresh-seeds.js';
import { auditTrace } from '../../src/trace/audit.js';
import { blankTrace } from '../../src/trace/blank.js';
import type { ProcSpec } from '../../src/adapters/proc.js';
import type { ReplayMisses, Scoped } from '../../src/run/context.js';
import type { Trace } from '../../src/trace/model.js';
import { fakeContext, scriptedRunner } from '../helpers/fake-context.js';

const GATE = (fresh: string) => `version: 1
budgets:
  retry_cap: 2
fixtures:
  - target: t.one
    manifest: fixtures/m.json
    invariant: invariants/i.mjs
${fresh}`;
const ORACLE = {
  'fixtures/m.json': JSON.stringify({
    generator: 'fixtures/gen.mjs',
    generator_id: 'g/1',
    inputs: ['fixtures/in.txt'],
    seed: [5],
  }),
  'fixtures/gen.mjs': '// gen\n',
  'invariants/i.mjs': '// inv\n',
  'fixtures/in.txt': 'words\n',
};
const scopedOf = (yml: string): Scoped => ({ config: parseConfig(yml, 'gate.yml'), manifests: new Map() });

/** The fixture stage with the invariant answering `exit(seed)` per replay; the seeds it was run with. */
async function fixtureWith(yml: string, exit: (seed: number) => number, ledger?: string) {
  const oracle = ledger ? { ...ORACLE, 'gate-freezes.json': ledger } : ORACLE;
  const ctx = fakeContext(oracle, { candidateFiles: oracle });
  const seen: number[] = [];
  const proc = scriptedRunner((spec: ProcSpec) => {
    if (!spec.file.endsWith('i.mjs')) return { exitCode: 0 };
    const seed = Number(spec.env?.GATE_SEED);
    seen.push(seed);
    return { exitCode: exit(seed) };
  });
  const fixture = await runFixture({ ...ctx, proc }, scopedOf(yml));
  return { ctx, proc, fixture, seen };
}

describe('drawFreshSeeds', () => {
  it('draws distinct seeds in range, none of them pinned, different on every draw', () => {
    const a = drawFreshSeeds(50, [5, 6]);
    const b = drawFreshSeeds(50, [5, 6]);
    expect(new Set(a).size).toBe(50);
    expect(a.every((s) => Number.isInteger(s) && s >= 0 && s < FRESH_SEED_LIMIT)).toBe(true);
    expect(a).not.toContain(5);
    expect(a).not.toEqual(b);
  });
});

describe('fresh_seeds in gate.yml', () => {
  it('reads 1 to 100 and refuses anything else, naming the field', () => {
    expect(scopedOf(GATE('    fresh_seeds: 3\n')).config.fixtures[0]?.fresh_seeds).toBe(3);
    expect(scopedOf(GATE('')).config.fixtures[0]?.fresh_seeds).toBeUndefined();
    for (const bad of ['0', '101', '2.5', 'many'])
      expect(() => scopedOf(GATE(`    fresh_seeds: ${bad}\n`))).toThrow(
        /fixtures\[0\]\.fresh_seeds: expected an integer from 1 to 100/,
      );
  });
});

describe('the fixture stage with fresh seeds', () => {
  it('replays the pinned seed and N fresh ones, each recorded in the binding and the trace', async () => {
    const { ctx, fixture, seen } = await fixtureWith(GATE('    fresh_seeds: 3\n'), () => 0);
    expect(fixture.code).toBe('REPLAY_MATCH');
    const replays = fixture.trace!.replays!;
    expect(replays.filter((r) => r.fresh_seed !== true).map((r) => r.seed)).toEqual([5]);
    const fresh = replays.filter((r) => r.fresh_seed === true).map((r) => r.seed as number);
    expect(fresh).toHaveLength(3);
    expect(new Set([...fresh, 5]).size).toBe(4);
    expect(seen.sort()).toEqual([5, ...fresh].sort());
    const binding = JSON.parse(readFileSync(ctx.out.path('fixtures/t.one/binding.json'), 'utf8')) as {
      seeds: { seed: number }[];
      fresh_seeds: { seed: number; binding_sha256: string }[];
    };
    expect(binding.seeds.map((s) => s.seed)).toEqual([5]);
    expect(binding.fresh_seeds.map((s) => s.seed)).toEqual(fresh);
    // Each fresh replay names its own binding digest, as a pinned one does.
    for (const r of replays.filter((x) => x.fresh_seed === true))
      expect(r.binding_sha256).toBe(binding.fresh_seeds.find((s) => s.seed === r.seed)?.binding_sha256);
  });

  it('without fresh_seeds only the manifest seeds replay', async () => {
    const { fixture } = await fixtureWith(GATE(''), () => 0);
    expect(fixture.trace!.replays!.map((r) => [r.seed, r.fresh_seed])).toEqual([[5, undefined]]);
  });

  it('a miss on a fresh seed is classified like any miss: retries, one base replay at that seed', async () => {
    let calls = 0;
    const { ctx, proc, fixture } = await fixtureWith(GATE('    fresh_seeds: 1\n'), (seed) =>
      seed === 5 ? 0 : calls++ === 0 ? 1 : 0,
    );
    expect(fixture.code).toBe('REPLAY_MISS');
    const misses = fixture.next as ReplayMisses;
    const baseSeeds: string[] = [];
    const baseCheckout = async <R>(run: (dir: string) => Promise<R>): Promise<R> => run(ctx.oracle.root);
    const spy = Object.assign(Object.create(proc) as typeof proc, {
      run: (spec: ProcSpec) => {
        if (spec.file.endsWith('i.mjs')) baseSeeds.push(String(spec.env?.GATE_SEED));
        return proc.run(spec);
      },
    });
    const c = await runClassify({ ...ctx, proc: spy, baseCheckout }, misses);
    const miss = c.trace!.misses![0]!;
    expect(miss.fresh_seed).toBe(true);
    expect(miss.decision.label).toBe('SCHEDULER');
    // The retry passed and the base replay ran at the same fresh seed.
    expect(new Set(baseSeeds)).toEqual(new Set([String(miss.seed)]));
  });
});

describe('the freeze stage and a fresh seed', () => {
  it('a SCHEDULER on a fresh seed is never excused, even by a live row for its exact triple', async () => {
    // A row for the pinned seed 5, then the same miss marked fresh: the row would excuse it otherwise.
    const first = await fixtureWith(GATE(''), () => 1);
    const c1 = await runClassify(
      { ...first.ctx, proc: first.proc, baseCheckout: async (run) => run(first.ctx.oracle.root) },
      first.fixture.next as ReplayMisses,
    );
    const record = JSON.parse(
      readFileSync(first.ctx.out.path(c1.trace!.misses![0]!.record_path), 'utf8'),
    ) as Record<string, unknown>;
    record.retry_results = ['pass'];
    record.base_seed_result = 'pass';
    const ledger = JSON.stringify({
      version: 1,
      freezes: [
        {
          id: 'frz-1',
          target: 't.one',
          invariant: 'invariants/i.mjs',
          property_path: 'invariants/i.mjs',
          seed: 5,
          fixture_sha256: record.fixture_sha256,
          owner: 'someone',
          record,
          record_sha256: recordSha256(record),
          expires_after_runs: 10,
          granted_run_number: 1,
        },
      ],
    });
    let n = 0;
    const run = async (fresh: boolean) => {
      n = 0;
      const m = await fixtureWith(GATE(''), () => (n++ === 0 ? 1 : 0), ledger);
      const c = await runClassify(
        { ...m.ctx, proc: m.proc, baseCheckout: async (r) => r(m.ctx.oracle.root) },
        m.fixture.next as ReplayMisses,
      );
      if (fresh) c.next!.outcomes[0]!.fresh_seed = true;
      return runFreeze({ ...m.ctx, now: new Date('2026-01-01'), runNumber: 3 }, c.next!);
    };
    const pinned = await run(false);
    expect(pinned.trace?.misses?.[0]?.freeze?.excuses).toBe(true);
    const fresh = await run(true);
    expect(fresh.trace?.misses?.[0]?.decision.label).toBe('SCHEDULER');
    expect(fresh.trace?.misses?.[0]?.freeze).toMatchObject({ excuses: false });
    expect(fresh.trace?.misses?.[0]?.freeze?.why).toMatch(/drawn fresh for this run .* will not recur/);
  });

  it('the trace audit refuses a freeze that excuses a miss on a fresh seed', () => {
    const t: Trace = blankTrace({ tool_version: '0', base: 'b', head: 'h', config: 'gate.yml', shard: null });
    const miss = { fresh_seed: true, decision: { label: 'SCHEDULER' }, freeze: { excuses: true } };
    expect(auditTrace(t).join('\n')).not.toMatch(/fresh seed/);
    t.misses = [miss as unknown as Trace['misses'][number]];
    expect(auditTrace(t).join('\n')).toMatch(/excuses a miss on a fresh seed/);
  });
});
