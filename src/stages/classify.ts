/**
 * Classify (SPEC §4): every miss on its own becomes a run record — retries on the candidate under
 * the cap written before the first retry, then one replay of the seed on the base revision, never
 * retried (also after a first replay past its budget, which is not retried: the base's time is
 * evidence, the label stays BUDGET) — and the record is labelled by the same classifier as
 * `gate classify`. The run's label is
 * the first in table order among the misses' labels (SPEC §3).
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { decideRecord } from '../classify/decide.js';
import { sha256Hex } from '../classify/hash.js';
import { Slots, mapOrdered } from '../run/pool.js';
import type { ProcSpec, ProcessRunner } from '../adapters/proc.js';
import { runLabel } from '../trace/verdict.js';
import type { RunRecord } from '../classify/record.js';
import type { AttemptEvidence, AttemptKind, MissOutcome } from '../trace/model.js';
import { readAttemptEvidence, type RunOutcome } from '../trace/evidence.js';
import type { Classified, ClassifyContext, ReplayMisses, StageResult } from '../run/context.js';
import { replayOnce, type PendingMiss, type ReplayRun } from './replay.js';
import { replaySeed, type SeedResult } from './base-replay.js';
import { replayEnv } from './replay-env.js';
import { exerciseOf, inCandidateTree } from './fixture.js';

export interface ClassifyEnv {
  /**
   * Runs `run` in a clean worktree of the base revision that no other base replay uses meanwhile
   * (made before user code ran, restored before each later use).
   */
  baseWorktree: <R>(run: (dir: string, scratch?: string) => Promise<R>) => Promise<R>;
  /** Replays running side by side in this stage: the `workers` of the record's env and base_env. */
  workers: number;
  replayTimeoutMs: number;
  retryCap: number;
  diffPaths: readonly string[];
  runId: string;
}

/** One miss: the record written with its cap, the retries, the base replay, the decision. */
export async function classifyMiss(
  ctx: Pick<ClassifyContext, 'proc' | 'out' | 'root' | 'trees'>,
  m: PendingMiss,
  env: ClassifyEnv,
): Promise<MissOutcome> {
  const recordRel = join(m.dir, 'record.json');
  const record: RunRecord = {
    run_id: `${env.runId}:${m.target}:${m.seed}`,
    seed: m.seed,
    property_path: m.invariant,
    property_sha256: m.invariantSha256,
    fixture_sha256: m.inputsSha256,
    base_fixture_sha256: m.baseInputsSha256,
    fixture_generator_path: m.generator,
    diff_paths: [...env.diffPaths],
    candidate_result: 'fail',
    base_seed_result: 'not_run',
    retry_results: [],
    retry_cap: env.retryCap,
    budget_ok: m.first.result !== 'budget',
    transcript_complete: m.first.result !== 'incomplete',
    // The file system the candidate's attempts ran on: a view's, where attempts run in views.
    env: await inCandidateTree(ctx, async (cwd) => replayEnv(cwd, env.replayTimeoutMs, env.workers)),
  };
  // The cap is an input, not a conclusion: it is on disk before the first retry runs.
  ctx.out.writeJson(recordRel, record);

  const evidence = (kind: AttemptKind, run: RunOutcome, n?: number): AttemptEvidence =>
    readAttemptEvidence((rel) => ctx.out.path(rel), kind, run, n);
  const failed = m.first.result === 'fail';
  // A first replay past its budget is not retried (a timeout is never retried into a pass), but the
  // base replays the same seed under the same budget: the label stays BUDGET, and the evidence says
  // whether the base is slow too (a slow runner) or finished in time (a slow patch).
  const timedOut = m.first.result === 'budget';

  // The retries (in a row: each stops the rest by passing) and the base replay do not depend on each
  // other, so they run side by side; the record is filled in the same order either way.
  const retryRuns = async (): Promise<RunOutcome[]> => {
    const runs: RunOutcome[] = [];
    for (let k = 1; failed && k <= env.retryCap; k++) {
      // Each retry in a fresh tree, like the first replay: nothing an earlier attempt wrote, and
      // nothing that tells it which attempt it is (the retry number names only the kept logs).
      const retry = await inCandidateTree(ctx, (cwd, scratch) =>
        m.rerun !== undefined
          ? m.rerun.candidate(ctx.proc, cwd, join(m.dir, `retry-${k}`), scratch)
          : replayOnce(ctx.proc, {
              generator: m.generatorFile,
              invariant: m.invariantFile,
              ...(m.pins !== undefined ? { pinned: { invariant: m.invariant, oracle: m.pins } } : {}),
              ...exerciseOf(m, m.invariantFile, m.reference, m.judgeInputs),
              cwd,
              inputs: m.inputs,
              seed: m.seed,
              timeoutMs: env.replayTimeoutMs,
              out: ctx.out,
              attemptDir: join(m.dir, `retry-${k}`),
              ...(scratch !== undefined ? { scratch } : {}),
            }),
      );
      runs.push(retry);
      if (retry.result === 'pass') break;
    }
    return runs;
  };
  const baseRun = async () =>
    failed || timedOut
      ? env.baseWorktree(async (workdir, scratch) => ({
          base:
            m.rerun !== undefined
              ? seedResultOf(await m.rerun.base(ctx.proc, workdir, join(m.dir, 'base'), scratch))
              : await replaySeed(ctx.proc, {
                  workdir,
                  ...(scratch !== undefined ? { scratch } : {}),
                  generator: m.generator,
                  invariant: m.invariant,
                  inputs: m.inputs,
                  seed: m.seed,
                  expectFixtureSha256: m.baseInputsSha256,
                  timeoutMs: env.replayTimeoutMs,
                  out: ctx.out,
                  attemptDir: join(m.dir, 'base'),
                  ...(m.pins !== undefined ? { pins: m.pins } : {}),
                  ...exerciseOf(m, m.invariantFile, m.reference, m.judgeInputs),
                }),
          baseEnv: replayEnv(workdir, env.replayTimeoutMs, env.workers),
        }))
      : undefined;
  const [retryList, based] = await Promise.all([retryRuns(), baseRun()]);

  const attempts: AttemptEvidence[] = [evidence('first', m.first)];
  const retries: string[] = [];
  retryList.forEach((retry, i) => {
    retries.push(retry.result);
    attempts.push(evidence('retry', retry, i + 1));
    if (retry.result === 'budget') record.budget_ok = false;
  });
  record.retry_results = retries;

  let baseReason = 'not replayed: the first replay did not finish (its transcript is incomplete)';
  if (based !== undefined) {
    const { base, baseEnv } = based;
    record.base_seed_result = base.result;
    record.base_env = baseEnv;
    baseReason = base.reason;
    attempts.push({
      ...evidence('base', {
        result: base.result,
        reason: base.reason,
        ...(base.run
          ? {
              exitCode: base.run.exitCode,
              logs: base.run.logs,
              ...(base.run.attested ? { attested: base.run.attested } : {}),
            }
          : {}),
      }),
      // After a timeout, how the base fared under the same budget is the evidence.
      ...(timedOut && base.run !== undefined
        ? {
            elapsed_ms: Math.max(0, Math.round(base.run.elapsedMs)),
            ...(base.run.result === 'budget' ? { past_budget: true as const } : {}),
          }
        : {}),
    });
  } else {
    attempts.push(evidence('base', { result: 'not_run', reason: baseReason }));
  }
  const decision = decideRecord(record);
  ctx.out.writeJson(recordRel, record);
  ctx.out.writeJson(join(m.dir, 'decision.json'), decision);
  return {
    target: m.target,
    invariant: m.invariant,
    seed: m.seed,
    ...(m.replay.fresh_seed ? { fresh_seed: true as const } : {}),
    record_path: recordRel,
    record_sha256: decision.record_sha256 as string,
    decision,
    retries,
    base_seed_result: `${record.base_seed_result} (${baseReason})`,
    attempts,
    ...(m.test !== undefined ? { test: { ...m.test, base_result: record.base_seed_result } } : {}),
  };
}

/** A base run of one test as a seed result: pass, fail, or not_run (a crash never blames the candidate). */
function seedResultOf(run: ReplayRun): { result: SeedResult; reason: string; run: ReplayRun } {
  const result: SeedResult = run.result === 'pass' ? 'pass' : run.result === 'fail' ? 'fail' : 'not_run';
  return { result, reason: run.reason, run };
}

/** Every difference the pinned oracle found so far (the fixture stage's and this stage's). */
function pinnedMismatches(pending: readonly PendingMiss[]): { pinned_mismatches?: string[] } {
  const all = new Set(pending.flatMap((p) => p.pins?.mismatches ?? []));
  return all.size > 0 ? { pinned_mismatches: [...all] } : {};
}

/** The classify stage: each miss classified on its own; the stage code is the run's label. */
export async function runClassify(
  ctx: ClassifyContext,
  misses: ReplayMisses,
): Promise<StageResult<Classified>> {
  const { budgets } = misses.config;
  // Every miss starts at once; the processes they run share `replay_concurrency` slots, so the
  // pool never runs more replays side by side than it says, and each keeps its own budget.
  const workers = Math.max(1, Math.min(budgets.replay_concurrency, 2 * misses.pending.length));
  const slots = new Slots(workers);
  const proc: ProcessRunner = Object.assign(Object.create(ctx.proc) as ProcessRunner, {
    run: (spec: ProcSpec) => slots.run(() => ctx.proc.run(spec)),
  });
  // Outcomes and log lines follow the order of the misses, not of completion.
  const outcomes = await mapOrdered(
    misses.pending,
    misses.pending.length || 1,
    (p) =>
      classifyMiss({ ...ctx, proc }, p, {
        // The base checkout is lent to one base replay at a time (ClassifyContext.baseCheckout).
        baseWorktree: (run) =>
          ctx.trees !== undefined ? ctx.trees.base((t) => run(t.dir, t.scratch)) : ctx.baseCheckout(run),
        replayTimeoutMs: budgets.replay_timeout_ms,
        retryCap: budgets.retry_cap,
        diffPaths: ctx.patch.changed,
        runId: ctx.runId,
        workers,
      }),
    (outcome) =>
      ctx.log.info(
        `gate: classify ${outcome.target}${outcome.test !== undefined ? ` ${outcome.invariant}` : ''} seed ${outcome.seed}: ${outcome.decision.label} (retries ${JSON.stringify(outcome.retries)}, base ${outcome.base_seed_result})`,
      ),
  );
  return {
    code: runLabel(outcomes.map((m) => m.decision.label)),
    artifacts: outcomes.map((m) => ({
      path: m.record_path,
      sha256: sha256Hex(readFileSync(ctx.out.path(m.record_path))),
    })),
    trace: { misses: outcomes, ...pinnedMismatches(misses.pending) },
    next: { misses, outcomes },
  };
}
