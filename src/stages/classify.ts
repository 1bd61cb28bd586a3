/**
 * Classify (SPEC §4): a replay miss becomes a run record — retries on the candidate under the cap
 * written before the first retry, then one replay of the seed on the base revision, never retried —
 * and the record is labelled by the same classifier as `gate classify`.
 */
import { join } from 'node:path';
import { decideRecord } from '../classify/decide.js';
import { hashInputs, replayEnv, replayOnce, type ReplayRun } from './fixture.js';
import type { RunRecord } from '../classify/record.js';
import type { MissOutcome } from '../model.js';
import type { OutDir } from '../adapters/outdir.js';

export interface MissInput {
  target: string;
  invariant: string;
  generator: string;
  inputs: readonly string[];
  seed: number;
  /** Absolute paths of the trusted generator and invariant (base revision). */
  generatorFile: string;
  invariantFile: string;
  invariantSha256: string;
  inputsSha256: string;
  baseInputsSha256: string;
  first: ReplayRun;
  /** `.gate/` folder of this (fixture, seed). */
  dir: string;
}

export interface ClassifyEnv {
  out: OutDir;
  candidateRoot: string;
  /** A clean worktree of the base revision for base replays (created on first use). */
  baseWorktree: () => Promise<string>;
  replayTimeoutMs: number;
  retryCap: number;
  diffPaths: readonly string[];
  runId: string;
}

export type SeedResult = 'pass' | 'fail' | 'not_run';

export interface BaseReplayInput {
  workdir: string;
  generator: string;
  invariant: string;
  inputs: readonly string[];
  seed: number;
  expectFixtureSha256: string;
  timeoutMs: number;
  out: OutDir;
  attemptDir: string;
}

/**
 * One replay of a seed in a given worktree (the base revision): its own generator and invariant,
 * its own inputs, which must hash to the expected fixture digest. 0 pass, 1 fail, else not_run.
 */
export async function replaySeed(
  b: BaseReplayInput,
): Promise<{ result: SeedResult; reason: string; run?: ReplayRun }> {
  const hashed = await hashInputs(b.workdir, b.inputs);
  if (!hashed.ok) return { result: 'not_run', reason: hashed.reason };
  if (hashed.digest !== b.expectFixtureSha256) {
    return {
      result: 'not_run',
      reason: `the inputs in ${b.workdir} hash to ${hashed.digest}, not ${b.expectFixtureSha256}`,
    };
  }
  const run = await replayOnce({
    generator: join(b.workdir, b.generator),
    invariant: join(b.workdir, b.invariant),
    cwd: b.workdir,
    inputs: b.inputs,
    seed: b.seed,
    timeoutMs: b.timeoutMs,
    out: b.out,
    attemptDir: b.attemptDir,
  });
  const result: SeedResult = run.result === 'pass' ? 'pass' : run.result === 'fail' ? 'fail' : 'not_run';
  return { result, reason: run.reason, run };
}

export async function classifyMiss(m: MissInput, env: ClassifyEnv): Promise<MissOutcome> {
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
    env: replayEnv(env.candidateRoot, env.replayTimeoutMs),
  };
  // The cap is an input, not a conclusion: it is on disk before the first retry runs.
  env.out.writeJson(recordRel, record);

  const retries: string[] = [];
  if (m.first.result === 'fail') {
    for (let k = 1; k <= env.retryCap; k++) {
      const retry = await replayOnce({
        generator: m.generatorFile,
        invariant: m.invariantFile,
        cwd: env.candidateRoot,
        inputs: m.inputs,
        seed: m.seed,
        timeoutMs: env.replayTimeoutMs,
        out: env.out,
        attemptDir: join(m.dir, `retry-${k}`),
      });
      retries.push(retry.result === 'pass' ? 'pass' : retry.result === 'fail' ? 'fail' : retry.result);
      if (retry.result === 'budget') record.budget_ok = false;
      if (retry.result === 'pass') break;
    }
  }
  record.retry_results = retries;

  let baseReason = 'not replayed: the first miss did not finish inside its budget or transcript';
  if (m.first.result === 'fail') {
    const workdir = await env.baseWorktree();
    const base = await replaySeed({
      workdir,
      generator: m.generator,
      invariant: m.invariant,
      inputs: m.inputs,
      seed: m.seed,
      expectFixtureSha256: m.baseInputsSha256,
      timeoutMs: env.replayTimeoutMs,
      out: env.out,
      attemptDir: join(m.dir, 'base'),
    });
    record.base_seed_result = base.result;
    record.base_env = replayEnv(workdir, env.replayTimeoutMs);
    baseReason = base.reason;
  }
  const decision = decideRecord(record);
  env.out.writeJson(recordRel, record);
  env.out.writeJson(join(m.dir, 'decision.json'), decision);
  return {
    target: m.target,
    invariant: m.invariant,
    seed: m.seed,
    record_path: recordRel,
    record_sha256: decision.record_sha256 as string,
    decision,
    retries,
    base_seed_result: `${record.base_seed_result} (${baseReason})`,
  };
}
