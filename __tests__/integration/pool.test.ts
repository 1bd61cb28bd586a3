/**
 * The replay pool (budgets.replay_concurrency) on real repositories and processes: a run with four
 * replays side by side grades exactly as the same run one at a time — the same replays, misses,
 * labels, retries, base results and log lines, in the same order — and each record's env says how
 * many replays ran side by side. A barrier in the invariant shows the replays did overlap: each waits
 * until the other seeds of its batch have started, which can only happen when they run at once.
 */
import { describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project } from '../helpers/project.js';

const SEEDS = [11, 12, 13, 14, 15, 16, 17, 18];

/**
 * Per seed: 11, 15 regress (fail on the candidate, always); 12, 16 flake (fail on the first call,
 * through state kept in `shared`, a folder outside the checkout); the rest pass. With `barrier`, a
 * seed's first call waits until `barrier` seeds have started.
 */
const LIB = (
  barrier: number,
  shared: string,
) => `import { existsSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
export const behaviour = (seed) => {
  const dir = join(${JSON.stringify(shared)}, 'started');
  mkdirSync(dir, { recursive: true });
  // Each attempt may run as another user of the run: the first one's file stays as it is.
  if (!existsSync(join(dir, String(seed)))) writeFileSync(join(dir, String(seed)), '');
  const deadline = Date.now() + 20000;
  while (${barrier} > 1 && readdirSync(dir).length < Math.min(${barrier}, ${SEEDS.length}) && Date.now() < deadline) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  if (readdirSync(dir).length < Math.min(${barrier}, ${SEEDS.length})) return 'crash';
  if (seed === 11 || seed === 15) return 'fail';
  if (seed === 12 || seed === 16) {
    const marker = join(${JSON.stringify(shared)}, '.flaky-' + seed);
    if (existsSync(marker)) return 'pass';
    writeFileSync(marker, '');
    return 'fail';
  }
  return 'pass';
};
`;

async function grade(concurrency: number, barrier: number): Promise<{ trace: Trace; log: string[] }> {
  const repo = new TestRepo();
  const base = repo.commit(
    project({
      seeds: SEEDS,
      gateYml: gateYml({ budgets: { replay_concurrency: concurrency, replay_timeout_ms: 60000 } }),
    }),
    'base',
  );
  repo.checkout(base, 'cand');
  repo.commit({ 'src/lib.mjs': LIB(barrier, dirname(repo.dir)) }, 'candidate');
  // Programs side by side run as different users of the run (the sandbox): the barrier's folder is
  // made here, writable by all of them, rather than by whichever program comes first.
  const started = join(dirname(repo.dir), 'started');
  mkdirSync(started, { recursive: true });
  chmodSync(started, 0o777);
  const log: string[] = [];
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: { info: (m) => log.push(m), warn: (m) => log.push(m), error: (m) => log.push(m) },
  });
  expectNoUnallowedPass(trace);
  const records = trace.misses.map((m) =>
    JSON.parse(readFileSync(join(repo.dir, '.gate', m.record_path), 'utf8')),
  );
  for (const r of records) {
    expect(r.env.workers).toBe(Math.min(concurrency, trace.misses.length));
    expect(r.base_env.workers).toBe(r.env.workers);
  }
  return { trace, log };
}

/** What must not depend on scheduling: everything but times and the run's own ids. */
function graded(t: Trace) {
  return {
    verdict: t.verdict,
    label: t.label,
    stages: t.stages.map((s) => [s.name, s.code, s.artifacts.map((a) => a.path)]),
    replays: t.replays.map((r) => [r.target, r.seed, r.code, r.exit_code, r.reason, r.logs]),
    misses: t.misses.map((m) => [m.seed, m.decision.label, m.retries, m.base_seed_result, m.record_path]),
  };
}
const timeless = (lines: string[]) =>
  lines.filter((l) => /gate: (fixture|classify) /.test(l)).map((l) => l.replace(/\(\d+ ms\)/, '(… ms)'));

describe('replay pool', () => {
  it('four at a time grades as one at a time, in the same order, and the replays overlapped', async () => {
    const serial = await grade(1, 1);
    const pooled = await grade(4, 4);
    expect(serial.trace.misses.map((m) => [m.seed, m.decision.label])).toEqual([
      [11, 'PROPERTY'],
      [12, 'SCHEDULER'],
      [15, 'PROPERTY'],
      [16, 'SCHEDULER'],
    ]);
    // The barrier passed: no seed crashed waiting for the others to start.
    expect(pooled.trace.replays.every((r) => r.exit_code !== 7)).toBe(true);
    expect(graded(pooled.trace)).toEqual(graded(serial.trace));
    expect(timeless(pooled.log)).toEqual(
      timeless(serial.log).map((l) => l.replace('pair(s)', 'pair(s), 4 at a time')),
    );
  }, 240_000);
});
