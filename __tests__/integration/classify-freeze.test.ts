/**
 * Classification of every miss and the freeze ledger (SPEC §3–§5), on real repositories: a flaky
 * invariant held, then skipped after a grant made with the CLI; expired, tampered and mismatched
 * rows never skip; regressions, red bases, timeouts and crashes stay blocking; the gate never
 * writes the ledger.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { headlineOf } from '../../src/report/headline.js';
import { renderSummary, renderTitle } from '../../src/report/summary.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project, LIB_FLAKY, LIB_PASS, resetFlakeService } from '../helpers/project.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');

interface World {
  repo: TestRepo;
  base: string;
}

function world(candidate: Files, baseExtra: Files = {}, seeds = [11, 12]): World {
  const repo = new TestRepo();
  const base = repo.commit(project({ seeds, extraFiles: baseExtra }), 'base');
  repo.checkout(base, 'cand');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

async function grade(w: World, runNumber?: number): Promise<Trace> {
  w.repo.git('clean', '-fdxq', '-e', '.gate');
  resetFlakeService();
  const { trace } = await runGate({
    cwd: w.repo.dir,
    config: 'gate.yml',
    base: w.base,
    outDir: '.gate',
    log: silentLogger,
    ...(runNumber !== undefined ? { runNumber } : {}),
  });
  expectNoUnallowedPass(trace); // SPEC §3: never success or neutral where it does not allow it
  return trace;
}

/** Grants a freeze for the SCHEDULER miss of `seed` with the CLI, on main; rebases the candidate. */
function grant(
  w: World,
  trace: Trace,
  seed: number,
  args: string[],
  edit?: (ledger: { freezes: Record<string, unknown>[] }) => void,
): void {
  const miss = trace.misses.find((m) => m.seed === seed);
  if (!miss) throw new Error(`no miss for seed ${seed}`);
  const dir = join(w.repo.dir, '.gate', miss.record_path, '..');
  const saved = join(w.repo.dir, '..', `grant-${seed}`);
  execFileSync('cp', ['-r', dir, saved]);
  w.repo.git('checkout', '-q', 'main');
  w.repo.git('clean', '-fdxq');
  execFileSync(
    process.execPath,
    [
      CLI,
      'freeze',
      'grant',
      '--decision',
      join(saved, 'decision.json'),
      '--record',
      join(saved, 'record.json'),
      '--owner',
      'alice',
      '--target',
      miss.target,
      ...args,
    ],
    { cwd: w.repo.dir, stdio: 'pipe' },
  );
  if (edit) {
    const path = join(w.repo.dir, 'gate-freezes.json');
    const ledger = JSON.parse(readFileSync(path, 'utf8'));
    edit(ledger);
    writeFileSync(path, JSON.stringify(ledger, null, 2));
  }
  w.base = w.repo.commit({}, 'freeze');
  w.repo.git('checkout', '-q', 'cand');
  w.repo.git('rebase', '-q', w.base);
}

const RUNS = ['--expires-after-runs', '10', '--granted-run-number', '1'];

describe('a flaky invariant', () => {
  it('is SCHEDULER → HOLD with NO_RECORD, and its record has the retries and the base replay', async () => {
    const w = world({ 'src/lib.mjs': LIB_FLAKY([11]) });
    const t = await grade(w, 2);
    expect(t.stages.map((s) => s.code)).toEqual([
      'IN_SCOPE',
      'PROPERTY_CLEAR',
      'REPLAY_MISS',
      'SCHEDULER',
      'NO_RECORD',
    ]);
    expect([t.verdict, t.label, t.conclusion, t.reason_code, t.reason_stage]).toEqual([
      'HOLD',
      'SCHEDULER',
      'action_required',
      'NO_RECORD',
      'freeze',
    ]);
    const miss = t.misses[0]!;
    expect(miss.seed).toBe(11);
    expect(miss.retries).toEqual(['pass']);
    const record = JSON.parse(readFileSync(join(w.repo.dir, '.gate', miss.record_path), 'utf8'));
    expect(record).toMatchObject({
      seed: 11,
      candidate_result: 'fail',
      base_seed_result: 'pass',
      retry_results: ['pass'],
      retry_cap: 2,
      budget_ok: true,
      transcript_complete: true,
      diff_paths: ['src/lib.mjs'],
    });
    expect(record.env).toEqual(record.base_env);
    // The first failure's output is kept as evidence though the retry passed.
    expect(
      readFileSync(join(w.repo.dir, '.gate/fixtures/lib.behaviour/seed-11/attempt-1/invariant.log'), 'utf8'),
    ).toBeDefined();
    expect(t.advice).toMatch(/NO_RECORD/);
    expect(t.freeze_consulted).toBe(true);
  });

  it('is SKIP (neutral) after a grant with the CLI, and HOLD again when the row expires', async () => {
    const w = world({ 'src/lib.mjs': LIB_FLAKY([11]) });
    grant(w, await grade(w, 1), 11, RUNS);
    const skipped = await grade(w, 2);
    expect([skipped.verdict, skipped.label, skipped.conclusion, skipped.reason_code]).toEqual([
      'SKIP',
      'SCHEDULER',
      'neutral',
      'ANNOTATED_HOLD',
    ]);
    expect(skipped.misses[0]?.freeze).toMatchObject({ code: 'ANNOTATED_HOLD', excuses: true });
    const expired = await grade(w, 11);
    expect([expired.verdict, expired.conclusion]).toEqual(['HOLD', 'action_required']);
    expect(expired.store_defects.join('\n')).toMatch(/absent/);
    const unknownRun = await grade(w);
    expect(unknownRun.verdict).toBe('HOLD');
  });

  it('is not skipped when the stored record was edited after the grant', async () => {
    const w = world({ 'src/lib.mjs': LIB_FLAKY([11]) });
    grant(w, await grade(w, 1), 11, RUNS, (l) => {
      (l.freezes[0]!.record as Record<string, unknown>).run_id = 'edited';
    });
    const t = await grade(w, 2);
    expect([t.verdict, t.conclusion]).toEqual(['HOLD', 'action_required']);
    expect(t.misses[0]?.freeze).toMatchObject({ code: 'ANNOTATED_HOLD', excuses: false });
    expect(t.misses[0]?.freeze?.why).toMatch(/hash/);
  });

  it('is not skipped by a row for another seed or another fixture digest', async () => {
    const w = world({ 'src/lib.mjs': LIB_FLAKY([11]) });
    grant(w, await grade(w, 1), 11, RUNS, (l) => {
      l.freezes[0]!.seed = 12;
    });
    const t = await grade(w, 2);
    expect(t.verdict).toBe('HOLD');
    expect(t.misses[0]?.freeze?.why).toMatch(/another triple/);

    const w2 = world({ 'src/lib.mjs': LIB_FLAKY([11]) });
    grant(w2, await grade(w2, 1), 11, RUNS, (l) => {
      l.freezes[0]!.fixture_sha256 = 'f'.repeat(64);
    });
    expect((await grade(w2, 2)).verdict).toBe('HOLD');
  });

  it('a frozen SCHEDULER seed never excuses another seed that is PROPERTY: REJECT', async () => {
    const w = world({ 'src/lib.mjs': LIB_FLAKY([11]) });
    grant(w, await grade(w, 1), 11, RUNS);
    // Seed 12 now fails deterministically on the candidate only.
    w.repo.commit(
      { 'src/lib.mjs': LIB_FLAKY([11]).replace('if (!', "if (seed === 12) return 'fail';\n  if (!") },
      'regress 12',
    );
    const t = await grade(w, 2);
    expect(t.misses.map((m) => [m.seed, m.decision.label, m.freeze?.excuses])).toEqual([
      [11, 'SCHEDULER', true],
      [12, 'PROPERTY', false],
    ]);
    expect([t.verdict, t.label, t.conclusion]).toEqual(['REJECT', 'PROPERTY', 'failure']);
  });
});

describe('misses that stay blocking', () => {
  it('a deterministic regression (base passes, every retry fails) is PROPERTY → REJECT', async () => {
    const t = await grade(
      world({ 'src/lib.mjs': "export const behaviour = (s) => (s === 11 ? 'fail' : 'pass');\n" }),
    );
    expect(t.misses[0]).toMatchObject({ seed: 11, retries: ['fail', 'fail'] });
    expect([t.verdict, t.label, t.reason_code, t.reason_stage]).toEqual([
      'REJECT',
      'PROPERTY',
      'PROPERTY',
      'classify',
    ]);
  });

  it('a seed already red on base is PROPERTY, even when a candidate retry passes', async () => {
    const red = { 'src/lib.mjs': "export const behaviour = (s) => (s === 11 ? 'fail' : 'pass');\n" };
    const flakyOnRed = LIB_FLAKY([11]);
    const t = await grade(world({ 'src/lib.mjs': flakyOnRed, 'README.md': 'y\n' }, red));
    expect(t.misses[0]?.base_seed_result).toMatch(/^fail/);
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
  });

  it('a replay past its budget is BUDGET → REJECT, and its processes are gone', async () => {
    const w = world({ 'src/lib.mjs': "export const behaviour = (s) => (s === 12 ? 'hang' : 'pass');\n" });
    w.repo.git('checkout', '-q', 'main');
    w.base = w.repo.commit({ 'gate.yml': gateYml({ budgets: { replay_timeout_ms: 1000 } }) }, 'short budget');
    w.repo.git('checkout', '-q', 'cand');
    w.repo.git('rebase', '-q', w.base);
    const t = await grade(w);
    expect(t.replays.find((r) => r.seed === 12)).toMatchObject({ code: 'REPLAY_MISS', budget_ok: false });
    expect([t.verdict, t.label]).toEqual(['REJECT', 'BUDGET']);
    expect(t.misses[0]?.retries).toEqual([]);
  });

  /** A world whose base revision sets `replay_timeout_ms`; `baseLib` is the base's src/lib.mjs. */
  function budgetWorld(candidate: Files, budgetMs: number, baseLib?: string): World {
    const w = world(candidate, baseLib !== undefined ? { 'src/lib.mjs': baseLib } : {});
    w.repo.git('checkout', '-q', 'main');
    w.base = w.repo.commit({ 'gate.yml': gateYml({ budgets: { replay_timeout_ms: budgetMs } }) }, 'budget');
    w.repo.git('checkout', '-q', 'cand');
    w.repo.git('rebase', '-q', w.base);
    return w;
  }
  const HANGS_ON_12 = "export const behaviour = (s) => (s === 12 ? 'hang' : 'pass');\n";

  it('a candidate past its budget has the base replay the same seed under the same budget: finished in time, the label stays BUDGET and the summary says so', async () => {
    // Generous: the base's honest replay must finish inside it even on a loaded machine.
    const w = budgetWorld({ 'src/lib.mjs': HANGS_ON_12 }, 6000);
    const t = await grade(w);
    expect([t.verdict, t.label, t.conclusion]).toEqual(['REJECT', 'BUDGET', 'failure']);
    const miss = t.misses.find((m) => m.seed === 12);
    expect(miss?.decision.label).toBe('BUDGET');
    expect(miss?.retries).toEqual([]);
    expect(miss?.base_seed_result).toMatch(/^pass/);
    const base = miss?.attempts?.find((a) => a.attempt === 'base');
    expect(base).toMatchObject({ result: 'pass', elapsed_ms: expect.any(Number) });
    expect(base?.past_budget).toBeUndefined();
    // The record holds what the base did; the decision table still says BUDGET for it.
    const record = JSON.parse(
      readFileSync(join(w.repo.dir, '.gate', miss?.record_path as string), 'utf8'),
    ) as {
      base_seed_result: string;
      budget_ok: boolean;
    };
    expect([record.base_seed_result, record.budget_ok]).toEqual(['pass', false]);
    const h = headlineOf(t);
    expect([h.kind, h.fault]).toEqual(['Too slow', 'patch']);
    expect(h.what.text()).toMatch(
      /ran past the 6000 ms replay budget on this patch, so it was not retried; the base revision finished the same seed within the same budget \(in \d+ ms\)/,
    );
    expect(renderSummary(t)).toMatch(/\*\*base revision:\*\* passed in \d+ ms/);
  });

  it('a base that also runs past the same budget on the same seed: still BUDGET, but the summary says the runner may be slow, not the patch', async () => {
    const t = await grade(budgetWorld({ 'README.md': 'docs only\n' }, 1500, HANGS_ON_12));
    expect([t.verdict, t.label]).toEqual(['REJECT', 'BUDGET']);
    const miss = t.misses.find((m) => m.seed === 12);
    expect(miss?.decision.label).toBe('BUDGET');
    expect(miss?.attempts?.find((a) => a.attempt === 'base')).toMatchObject({
      result: 'not_run',
      past_budget: true,
      elapsed_ms: expect.any(Number),
    });
    const h = headlineOf(t);
    expect([h.kind, h.fault]).toEqual(['Too slow', 'undecided']);
    expect(renderTitle(t)).toMatch(/^Too slow: .*on base too/);
    expect(h.what.text()).toContain(
      'and the base revision also ran past the same budget on the same seed: the runner may be too slow for the budget, rather than the patch',
    );
    expect(renderSummary(t)).toMatch(
      /\*\*base revision:\*\* ran past the same replay budget too \(stopped after \d+ ms\)/,
    );
  });

  it('an invariant that crashes (exit 7) is INCOMPLETE → HOLD', async () => {
    const t = await grade(
      world({ 'src/lib.mjs': "export const behaviour = (s) => (s === 11 ? 'crash' : 'pass');\n" }),
    );
    expect(t.replays.find((r) => r.seed === 11)).toMatchObject({ transcript_complete: false });
    expect([t.verdict, t.label, t.conclusion]).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
  });
});

describe('the ledger', () => {
  it('is never written by the gate: bytes and mtime unchanged across held, skipped and rejected runs', async () => {
    const w = world({ 'src/lib.mjs': LIB_FLAKY([11]) });
    grant(w, await grade(w, 1), 11, RUNS);
    const path = join(w.repo.dir, 'gate-freezes.json');
    const before = { bytes: readFileSync(path), mtime: statSync(path).mtimeMs };
    for (const run of [2, 3, 50, undefined]) await grade(w, run);
    expect(readFileSync(path).equals(before.bytes)).toBe(true);
    expect(statSync(path).mtimeMs).toBe(before.mtime);
  });

  it('is never opened without a replay miss', async () => {
    const w = world({ 'src/lib.mjs': LIB_PASS + '// fine\n' });
    const flaky = world({ 'src/lib.mjs': LIB_FLAKY([11]) });
    grant(flaky, await grade(flaky, 1), 11, RUNS);
    // The same ledger on this world's base, with a candidate that passes.
    w.repo.git('checkout', '-q', 'main');
    w.base = w.repo.commit(
      { 'gate-freezes.json': readFileSync(join(flaky.repo.dir, 'gate-freezes.json'), 'utf8') },
      'ledger',
    );
    w.repo.git('checkout', '-q', 'cand');
    w.repo.git('rebase', '-q', w.base);
    const t = await grade(w, 2);
    expect(t.verdict).toBe('CLEAR');
    expect(t.oracle_reads).not.toContain('gate-freezes.json');
    expect([t.freeze_client_constructed, t.freeze_consulted]).toEqual([false, false]);
  });
});
