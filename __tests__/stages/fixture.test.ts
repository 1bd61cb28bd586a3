/** The fixture stage alone: bind on both sides, stop before any replay on a defect, replay each pair once. */
import { describe, expect, it } from '@jest/globals';
import { parseConfig } from '../../src/oracle/config.js';
import { runFixture } from '../../src/stages/fixture.js';
import type { Scoped } from '../../src/run/context.js';
import { fakeContext, scriptedRunner } from '../helpers/fake-context.js';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';

const GATE = `version: 1
fixtures:
  - target: t.one
    manifest: fixtures/m.json
    invariant: invariants/i.mjs
`;
const manifest = (seed: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    generator: 'fixtures/gen.mjs',
    generator_id: 'g/1',
    inputs: ['fixtures/in.txt'],
    seed,
    ...extra,
  });
const scoped: Scoped = { config: parseConfig(GATE, 'gate.yml'), manifests: new Map() };

function setup(o: { manifest?: string; baseInput?: string; candInput?: string } = {}) {
  const oracle: Record<string, string> = {
    'fixtures/gen.mjs': '// gen\n',
    'invariants/i.mjs': '// inv\n',
    'fixtures/in.txt': o.baseInput ?? 'words\n',
  };
  if (o.manifest !== null) oracle['fixtures/m.json'] = o.manifest ?? manifest([3, 1, 2]);
  // The checkout holds the base's oracle files, as a real one does: the invariant runs there.
  return fakeContext(oracle, { candidateFiles: { ...oracle, 'fixtures/in.txt': o.candInput ?? 'words\n' } });
}

describe('runFixture', () => {
  it('a manifest defect is UNBOUND at bind time, with the field named, and nothing runs', async () => {
    const proc = scriptedRunner(() => ({ exitCode: 0 }));
    const r = await runFixture({ ...setup({ manifest: manifest(1, { seed: undefined }) }), proc }, scoped);
    expect(r.code).toBe('UNBOUND');
    expect(r.detail).toBe('fixtures/m.json: seed: missing');
    expect(proc.calls).toEqual([]);
  });

  it('inputs that differ between candidate and base are FIXTURE_MISMATCH without spending a replay', async () => {
    const proc = scriptedRunner(() => ({ exitCode: 0 }));
    const r = await runFixture({ ...setup({ candInput: 'other\n' }), proc }, scoped);
    expect(r.code).toBe('FIXTURE_MISMATCH');
    expect(r.trace?.replays?.map((x) => [x.seed, x.code])).toEqual([
      [1, 'FIXTURE_MISMATCH'],
      [2, 'FIXTURE_MISMATCH'],
      [3, 'FIXTURE_MISMATCH'],
    ]);
    expect(proc.calls).toEqual([]);
  });

  it('every pair replays once, in seed order: generator then invariant, cwd the candidate', async () => {
    const ctx = setup();
    const proc = scriptedRunner(() => ({ exitCode: 0 }));
    // One at a time, so the order of the calls is the order of the pairs.
    const serial: Scoped = {
      ...scoped,
      config: { ...scoped.config, budgets: { ...scoped.config.budgets, replay_concurrency: 1 } },
    };
    const r = await runFixture({ ...ctx, proc }, serial);
    expect([r.code, r.next]).toEqual(['REPLAY_MATCH', undefined]);
    expect(
      proc.calls.map((c) => [c.file.endsWith('gen.mjs') ? 'gen' : 'inv', c.env?.GATE_SEED, c.cwd]),
    ).toEqual([
      ['gen', '1', ctx.root],
      ['inv', '1', ctx.root],
      ['gen', '2', ctx.root],
      ['inv', '2', ctx.root],
      ['gen', '3', ctx.root],
      ['inv', '3', ctx.root],
    ]);
    // The generator runs from the base tree; the invariant at its own path in the checkout.
    for (const c of proc.calls) {
      expect(c.file).toBe(
        c.file.endsWith('gen.mjs')
          ? join(ctx.oracle.root, 'fixtures/gen.mjs')
          : join(ctx.root, 'invariants/i.mjs'),
      );
    }
  });

  it('side by side, every pair still replays once and the trace keeps seed order', async () => {
    const ctx = setup();
    const proc = scriptedRunner(() => ({ exitCode: 0 }));
    const pooled: Scoped = {
      ...scoped,
      config: { ...scoped.config, budgets: { ...scoped.config.budgets, replay_concurrency: 3 } },
    };
    const r = await runFixture({ ...ctx, proc }, pooled);
    expect(r.trace?.replays?.map((x) => [x.seed, x.code])).toEqual([
      [1, 'REPLAY_MATCH'],
      [2, 'REPLAY_MATCH'],
      [3, 'REPLAY_MATCH'],
    ]);
    const runs = proc.calls.map((c) => `${c.file.endsWith('gen.mjs') ? 'gen' : 'inv'} ${c.env?.GATE_SEED}`);
    expect([...runs].sort()).toEqual(['gen 1', 'gen 2', 'gen 3', 'inv 1', 'inv 2', 'inv 3']);
  });

  it('a miss hands the pending misses on; a shard replays only its pairs', async () => {
    const proc = scriptedRunner((spec) => ({
      exitCode: spec.file.endsWith('i.mjs') && spec.env?.GATE_SEED === '2' ? 1 : 0,
    }));
    const r = await runFixture({ ...setup(), proc, shard: { index: 2, count: 3 } }, scoped);
    expect(r.code).toBe('REPLAY_MISS');
    expect(r.next?.pending.map((p) => [p.target, p.seed, p.first.result])).toEqual([['t.one', 2, 'fail']]);
    expect(r.trace?.replays?.map((x) => x.seed)).toEqual([2]);
  });
});

describe('runFixture: the invariant in the checkout is the base revision’s', () => {
  it('an invariant in the checkout other than the base’s: no program runs, and the trace names it', async () => {
    const ctx = setup();
    writeFileSync(join(ctx.root, 'invariants/i.mjs'), '// not the base invariant\n');
    const proc = scriptedRunner(() => ({ exitCode: 0 }));
    const r = await runFixture({ ...ctx, proc }, scoped);
    expect(proc.calls).toEqual([]);
    expect(r.trace?.replays?.every((x) => x.transcript_complete === false)).toBe(true);
    expect(r.trace?.pinned_mismatches?.[0]).toMatch(/^invariants\/i\.mjs: other bytes/);
  });

  it('a program that changes the invariant: the replay is incomplete, never a match', async () => {
    const ctx = setup();
    const proc = scriptedRunner((spec) => {
      if (spec.file.endsWith('gen.mjs'))
        writeFileSync(join(ctx.root, 'invariants/i.mjs'), 'process.exit(0)\n');
      return { exitCode: 0 };
    });
    const r = await runFixture({ ...ctx, proc }, scoped);
    expect(r.code).toBe('REPLAY_MISS');
    expect(proc.calls.filter((c) => c.file.endsWith('i.mjs'))).toEqual([]);
    expect(r.trace?.pinned_mismatches?.some((m) => m.endsWith('(after the generator)'))).toBe(true);
  });
});
