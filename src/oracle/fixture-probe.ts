/**
 * Fixture probes (SPEC §2 "Every check proves it can fail — fixtures too"). A fixture names `probe`:
 * a unified diff of the code under test, a known bug. Before any candidate replay, the probe is
 * applied to a tree of the base revision and the fixture's seeds are replayed there, stopping at the
 * first that misses. A seed that misses shows the fixture can fail; none → FIXTURE_NOT_FALSIFIABLE.
 * That is what catches an invariant that never loads the code under test, a placeholder law, or a
 * law the code cannot break: each of them holds on the probed tree too.
 *
 * - The tree is the run's base checkout (made before any user code ran, src/run/base-checkout.ts):
 *   each use gets it back as the base revision holds it, so a probe never leaks into a base replay.
 * - The probe is applied with `git apply` against an empty repository of the gate's own: no
 *   configuration, attributes or hooks of the candidate's repository take part, and git refuses
 *   paths that leave the tree or pass through a symbolic link.
 * - A probe that changes an oracle file (the invariant, the generator, the manifest, an input, the
 *   config, any spec or `protected` path) proves nothing about the code under test: not falsifiable.
 * - The generator runs from the oracle (base) tree, the invariant at its own path in the probed tree
 *   (its bytes checked against the base first), cwd the probed tree, as a candidate replay runs.
 * - A probe replay that crashes or runs out of time is not a miss: it says nothing about the law.
 *   Only exit 1 of the invariant, through its channel, counts.
 * - Budget: one replay per seed tried, at most the fixture's seeds, stopping at the first miss.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sha256Hex } from '../classify/hash.js';
import { gitRun } from '../adapters/git.js';
import { DiffParseError, parseUnifiedDiff, touchedPaths } from '../patch/diff.js';
import { globMatcher } from '../patch/paths.js';
import { hashInputs } from './inputs.js';
import { OracleError, type OracleReader } from './reader.js';
import type { OutDir } from '../adapters/outdir.js';
import type { ArtifactRef, FixtureProbeOutcome } from '../trace/model.js';

export const FIXTURE_PROBE_SCHEMA = 'failure-class-gate/fixture-probe@1';

/**
 * What the summary and `gate check` say of a fixture whose probe made no seed miss, in the words of
 * its kind: an invariant must load the code under test; an exercise must call it and its judge check
 * what it wrote.
 */
export function notFalsifiableAdvice(exercise?: string): string {
  return exercise === undefined
    ? 'this check cannot fail: its probe did not make any seed miss — does the invariant load the code under test?'
    : `this check cannot fail: its probe did not make any seed miss — does the exercise ${exercise} call the code the probe breaks, and does the judge check what it writes?`;
}

/** A bound fixture, as the probe needs it. */
export interface ProbeSubject {
  target: string;
  manifest: string;
  invariant: string;
  /** The fixture's exercise (a repository path), where the invariant is its judge. */
  exercise?: string;
  /** The fixture's probe (a repository path); null for a `version: 1` fixture without one. */
  probe: string | null;
  generator: string;
  generatorSha256: string;
  invariantSha256: string;
  /** The manifest's `inputs` as the programs see them (`GATE_INPUTS`). */
  inputs: readonly string[];
  /** The input files bound on the base (for the oracle check of the probe). */
  inputPaths: readonly string[];
  /** The inputs' digest on the base revision: the probed tree must hold the same bytes. */
  baseInputsSha256: string;
  seeds: readonly number[];
  /** The fixture's folder under `.gate/` (`fixtures/<slug>`). */
  dir: string;
}

/** One replay as the fixture stage runs it (src/stages/replay.ts), given to the probe so the oracle imports no stage. */
export type ProbeReplay = (r: {
  /** Absolute path of the invariant (in the probed tree). */
  invariant: string;
  /** The probed tree: cwd of both programs. */
  cwd: string;
  seed: number;
  /** Folder under `.gate/` for this attempt. */
  attemptDir: string;
}) => Promise<{
  result: 'pass' | 'fail' | 'budget' | 'incomplete';
  exitCode: number | null;
  reason: string;
  logs: string[];
}>;

export interface ProbeEnv {
  /** Where the probe and the manifest are read (the base revision; the checkout for `gate check`). */
  oracle: Pick<OracleReader, 'locate' | 'reads'>;
  out: OutDir;
  /** Runs the generator (from the oracle tree) and then the invariant, under the replay budget. */
  replay: ProbeReplay;
  /** Runs `run` in a clean tree of the base revision (the run's base checkout); absent: none. */
  baseCheckout?: <R>(run: (dir: string) => Promise<R>) => Promise<R>;
  /** Oracle files of the config (config, specs, probes, manifests, invariants, ledger). */
  oraclePaths: readonly string[];
  /** The config's `protected` globs. */
  protectedGlobs: readonly string[];
}

/** One seed replayed on the probed tree. */
interface ProbeAttempt {
  seed: number;
  result: Awaited<ReturnType<ProbeReplay>>['result'];
  exit_code: number | null;
  reason: string;
  logs: string[];
}

export interface ProbeResult {
  outcome: FixtureProbeOutcome;
  /** The slot file, when one was written (not for `no_probe`). */
  artifact?: ArtifactRef;
}

/** A fixture's probe: apply it to the base, replay the seeds until one misses, write the slot. */
export async function probeFixture(env: ProbeEnv, s: ProbeSubject): Promise<ProbeResult> {
  const started = Date.now();
  if (s.probe === null) {
    return {
      outcome: {
        target: s.target,
        probe: null,
        result: 'no_probe',
        seeds_tried: [],
        replays: 0,
        elapsed_ms: 0,
        reason:
          'nothing shows this fixture can fail: it names no probe (version: 1); add a probe, a known bug of the code under test on which some seed misses',
        logs: [],
      },
    };
  }
  const probe = s.probe;
  const attempts: ProbeAttempt[] = [];
  let probeSha: string | undefined;
  let reason: string;
  let missed: number | undefined;
  try {
    const probeFile = await env.oracle.locate(probe);
    env.oracle.reads.push(probe);
    const bytes = readFileSync(probeFile);
    probeSha = sha256Hex(bytes);
    const refusal = probeRefusal(bytes, s, env);
    if (refusal !== null) reason = refusal;
    else if (env.baseCheckout === undefined)
      reason = 'no tree of the base revision is available to apply the probe to';
    else {
      const ran = await env.baseCheckout((dir) => replayProbed(env, s, probeFile, dir, attempts));
      missed = ran.missed;
      reason = ran.reason;
    }
  } catch (err) {
    if (!(err instanceof OracleError)) throw err;
    reason = `the probe cannot be read: ${err.message}`;
  }
  const manifestSha = await fileSha(env.oracle, s.manifest);
  const result = missed !== undefined ? 'falsifiable' : 'not_falsifiable';
  const slot = {
    schema: FIXTURE_PROBE_SCHEMA,
    target: s.target,
    manifest: s.manifest,
    manifest_sha256: manifestSha,
    invariant: s.invariant,
    invariant_sha256: s.invariantSha256,
    generator: s.generator,
    generator_sha256: s.generatorSha256,
    inputs_sha256: s.baseInputsSha256,
    probe,
    probe_sha256: probeSha ?? null,
    result,
    seeds_tried: attempts.map((a) => a.seed),
    missed_seed: missed ?? null,
    attempts,
    reason,
  };
  const artifact = env.out.writeJson(`${s.dir}/probe.json`, slot);
  return {
    outcome: {
      target: s.target,
      probe,
      result,
      ...(probeSha !== undefined ? { probe_sha256: probeSha } : {}),
      seeds_tried: slot.seeds_tried,
      ...(missed !== undefined ? { missed_seed: missed } : {}),
      slot: artifact.path,
      slot_sha256: artifact.sha256,
      replays: attempts.length,
      elapsed_ms: Date.now() - started,
      reason,
      logs: attempts.flatMap((a) => a.logs),
    },
    artifact,
  };
}

/** Why the probe cannot show anything before it runs (not a patch, changes an oracle file); else null. */
function probeRefusal(bytes: Buffer, s: ProbeSubject, env: ProbeEnv): string | null {
  let touched: string[];
  try {
    const diff = parseUnifiedDiff(bytes.toString('utf8'));
    touched = touchedPaths(diff);
  } catch (err) {
    if (!(err instanceof DiffParseError)) throw err;
    return `the probe ${s.probe} is not a patch: ${err.message}`;
  }
  if (touched.length === 0) return `the probe ${s.probe} changes no file`;
  const oracle = new Set([...env.oraclePaths, s.generator, ...s.inputPaths]);
  const isProtected = env.protectedGlobs.length > 0 ? globMatcher(env.protectedGlobs) : () => false;
  const bad = touched.filter((p) => oracle.has(p) || isProtected(p));
  if (bad.length > 0)
    return `the probe ${s.probe} changes the gate's own files (${bad.slice(0, 5).join(', ')}): a probe must change the code under test, not the check`;
  return null;
}

/** In the base checkout: apply the probe, then replay the seeds until one misses. */
async function replayProbed(
  env: ProbeEnv,
  s: ProbeSubject,
  probeFile: string,
  dir: string,
  attempts: ProbeAttempt[],
): Promise<{ missed?: number; reason: string }> {
  const applied = await applyProbe(dir, probeFile);
  if (applied !== null)
    return { reason: `the probe ${s.probe} does not apply to the base revision: ${applied}` };
  // The invariant runs at its path in the probed tree: it must still be the base's bytes.
  let invariantNow: string;
  try {
    invariantNow = sha256Hex(readFileSync(join(dir, s.invariant)));
  } catch {
    invariantNow = 'unreadable';
  }
  if (invariantNow !== s.invariantSha256)
    return { reason: `${s.invariant} in the probed tree is not the base revision's file` };
  const inputs = await hashInputs(dir, s.inputs);
  if (!inputs.ok || inputs.digest !== s.baseInputsSha256)
    return { reason: 'the inputs in the probed tree are not the bytes bound on the base revision' };
  for (const seed of s.seeds) {
    const attemptDir = `${s.dir}/probe/seed-${seed}`;
    const run = await env.replay({ invariant: join(dir, s.invariant), cwd: dir, seed, attemptDir });
    attempts.push({ seed, result: run.result, exit_code: run.exitCode, reason: run.reason, logs: run.logs });
    if (run.result === 'fail')
      return { missed: seed, reason: `seed ${seed} missed with the probe applied: the fixture can fail` };
  }
  const held = attempts.filter((a) => a.result === 'pass').length;
  const broken = attempts.length - held;
  const why =
    broken === 0
      ? `every seed held with the probe applied (${held} of ${attempts.length})`
      : `no seed missed with the probe applied: ${held} held, ${broken} crashed or ran out of time (a crash or a timeout is not a miss: it proves nothing)`;
  return { reason: `${why}: ${notFalsifiableAdvice(s.exercise)}` };
}

/**
 * `git apply` of the probe in `dir`, against an empty repository of the gate's own (so nothing the
 * candidate's repository configures takes part); null when it applied, else git's complaint.
 */
export async function applyProbe(dir: string, probeFile: string): Promise<string | null> {
  const empty = mkdtempSync(join(tmpdir(), 'gate-probe-git-'));
  try {
    await gitRun(empty, ['init', '--quiet', '--bare', join(empty, 'git')]);
    await gitRun(dir, ['apply', '--whitespace=nowarn', probeFile], {
      env: { GIT_DIR: join(empty, 'git'), GIT_WORK_TREE: dir },
    });
    return null;
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    return text.split('\n').slice(0, 3).join(' ').slice(0, 500);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}

async function fileSha(oracle: ProbeEnv['oracle'], rel: string): Promise<string | null> {
  try {
    return sha256Hex(readFileSync(await oracle.locate(rel)));
  } catch {
    return null;
  }
}
