/**
 * One replay of a seed in a tree of the base revision (the classify stage's base replay, and
 * `gate replay-seed`): the base's own generator and invariant over the base's own inputs, which must
 * first hash to the fixture digest the candidate's replays were bound to. The replay itself is
 * src/stages/replay.ts.
 */
import { join } from 'node:path';
import { hashInputs } from '../oracle/inputs.js';
import type { ProcessRunner } from '../adapters/proc.js';
import type { OutDir } from '../adapters/outdir.js';
import type { PinnedOracle } from '../oracle/pinned.js';
import { replayOnce, type ExerciseFiles, type ReplayRun } from './replay.js';

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
  /** The pinned oracle, checked in `workdir` around every program as in the candidate's replays. */
  pins?: PinnedOracle;
  /** An exercise + judge fixture (`ReplayFiles.exercise` in src/stages/replay.ts). */
  exercise?: ExerciseFiles;
  /** A neutral folder for `GATE_OUT` (`ReplayFiles.scratch` in src/stages/replay.ts). */
  scratch?: string;
}

/**
 * One replay of a seed in a given worktree (the base revision): its own generator and invariant,
 * its own inputs, which must hash to the expected fixture digest. 0 pass, 1 fail, else not_run: a
 * crash of the invariant (or of the base code it loads) is never `fail`, so it cannot blame the
 * candidate.
 */
export async function replaySeed(
  proc: ProcessRunner,
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
  const run = await replayOnce(proc, {
    generator: join(b.workdir, b.generator),
    invariant: join(b.workdir, b.invariant),
    ...(b.pins !== undefined ? { pinned: { invariant: b.invariant, oracle: b.pins } } : {}),
    ...(b.exercise !== undefined ? { exercise: b.exercise } : {}),
    cwd: b.workdir,
    inputs: b.inputs,
    seed: b.seed,
    timeoutMs: b.timeoutMs,
    out: b.out,
    attemptDir: b.attemptDir,
    ...(b.scratch !== undefined ? { scratch: b.scratch } : {}),
  });
  const result: SeedResult = run.result === 'pass' ? 'pass' : run.result === 'fail' ? 'fail' : 'not_run';
  return { result, reason: run.reason, run };
}
