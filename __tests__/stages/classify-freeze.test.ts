/**
 * The classify and freeze stages alone: they can only be reached with the misses of a fixture stage
 * that ended REPLAY_MISS; retries stop at the first pass, the base replays once, the ledger is read once.
 */
import { describe, expect, it } from '@jest/globals';
import { parseConfig } from '../../src/oracle/config.js';
import { recordSha256 } from '../../src/classify/hash.js';
import { runFixture } from '../../src/stages/fixture.js';
import { runClassify } from '../../src/stages/classify.js';
import { runFreeze } from '../../src/stages/freeze.js';
import type { ProcSpec } from '../../src/adapters/proc.js';
import type { ReplayMisses, Scoped } from '../../src/run/context.js';
import { fakeContext, scriptedRunner } from '../helpers/fake-context.js';

const GATE = `version: 1
budgets:
  retry_cap: 2
fixtures:
  - target: t.one
    manifest: fixtures/m.json
    invariant: invariants/i.mjs
`;
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
const scoped: Scoped = { config: parseConfig(GATE, 'gate.yml'), manifests: new Map() };

/** `results` answers the invariant's runs in order: first replay, retries, then the base replay. */
async function missed(results: number[], ledger?: string) {
  const oracle = ledger ? { ...ORACLE, 'gate-freezes.json': ledger } : ORACLE;
  // The checkout holds the base's oracle files, as a real one does: the invariant runs there.
  const ctx = fakeContext(oracle, { candidateFiles: oracle });
  const queue = [...results];
  const proc = scriptedRunner((spec: ProcSpec) => ({
    exitCode: spec.file.endsWith('i.mjs') ? (queue.shift() ?? 0) : 0,
  }));
  const fixture = await runFixture({ ...ctx, proc }, scoped);
  let checkouts = 0;
  const baseCheckout = async <R>(run: (dir: string) => Promise<R>): Promise<R> => {
    checkouts++;
    return run(ctx.oracle.root);
  };
  return { ctx, proc, misses: fixture.next as ReplayMisses, baseCheckout, checkouts: () => checkouts };
}

describe('runClassify', () => {
  it('fail, retry passes, base passes: SCHEDULER; the retries stop at the first pass; one base replay', async () => {
    const m = await missed([1, 0, 0]);
    const r = await runClassify({ ...m.ctx, proc: m.proc, baseCheckout: m.baseCheckout }, m.misses);
    expect(r.code).toBe('SCHEDULER');
    const [miss] = r.trace?.misses ?? [];
    expect(miss?.retries).toEqual(['pass']);
    expect(miss?.base_seed_result).toMatch(/^pass /);
    expect(m.checkouts()).toBe(1);
    const invariantRuns = m.proc.calls.filter((c) => c.file.endsWith('i.mjs'));
    expect(invariantRuns.map((c) => c.cwd)).toEqual([m.ctx.root, m.ctx.root, m.ctx.oracle.root]);
  });

  it('fail on every retry and on the base: PROPERTY (the base was red too)', async () => {
    const m = await missed([1, 1, 1, 1]);
    const r = await runClassify({ ...m.ctx, proc: m.proc, baseCheckout: m.baseCheckout }, m.misses);
    expect(r.code).toBe('PROPERTY');
    expect(r.trace?.misses?.[0]?.retries).toEqual(['fail', 'fail']);
    expect(r.artifacts.map((a) => a.path)).toEqual(['fixtures/t.one/seed-5/record.json']);
  });

  it('a first replay that crashed (exit 7) is not retried and never reaches the base: INCOMPLETE', async () => {
    const m = await missed([7]);
    const r = await runClassify({ ...m.ctx, proc: m.proc, baseCheckout: m.baseCheckout }, m.misses);
    expect(r.code).toBe('INCOMPLETE');
    expect(m.checkouts()).toBe(0);
  });
});

describe('runFreeze', () => {
  it('no ledger on the base is an empty ledger: NO_RECORD, read once, nothing excused', async () => {
    const m = await missed([1, 0, 0]);
    const c = await runClassify({ ...m.ctx, proc: m.proc, baseCheckout: m.baseCheckout }, m.misses);
    const r = await runFreeze({ ...m.ctx, now: new Date('2026-01-01'), runNumber: 3 }, c.next!);
    expect(r.code).toBe('NO_RECORD');
    expect(r.trace?.freeze_client_constructed).toBe(true);
    expect(r.trace?.misses?.[0]?.freeze?.excuses).toBe(false);
  });

  it('a live row for the exact SCHEDULER triple excuses the miss: ANNOTATED_HOLD', async () => {
    const first = await missed([1, 0, 0]);
    const c1 = await runClassify(
      { ...first.ctx, proc: first.proc, baseCheckout: first.baseCheckout },
      first.misses,
    );
    const miss = c1.trace!.misses![0]!;
    const record = JSON.parse(
      (await import('node:fs')).readFileSync(first.ctx.out.path(miss.record_path), 'utf8'),
    ) as Record<string, unknown>;
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
    const m = await missed([1, 0, 0], ledger);
    const c = await runClassify({ ...m.ctx, proc: m.proc, baseCheckout: m.baseCheckout }, m.misses);
    const r = await runFreeze({ ...m.ctx, now: new Date('2026-01-01'), runNumber: 3 }, c.next!);
    expect(r.code).toBe('ANNOTATED_HOLD');
    expect(r.trace?.misses?.[0]?.freeze).toMatchObject({
      code: 'ANNOTATED_HOLD',
      freeze_id: 'frz-1',
      excuses: true,
    });
    expect(m.ctx.oracle.reads.filter((p) => p === 'gate-freezes.json')).toEqual(['gate-freezes.json']);
  });
});
