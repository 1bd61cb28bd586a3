/**
 * Fixture (SPEC §2): bind a generator, pinned inputs and a seed — hashing the inputs, never program
 * output — then replay each (fixture, seed) once: the generator into a fresh folder, then the
 * invariant over it. Exit 0 is a match, 1 a miss; anything else, a timeout included, is a miss
 * whose record says the budget or the transcript did not hold.
 */
import { availableParallelism } from 'node:os';
import { mkdirSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import { pyDumps } from '../classify/pyjson.js';
import { sha256Hex } from '../classify/hash.js';
import { resolveInside } from '../paths.js';
import { sha256File } from '../oracle.js';
import { runProcess } from '../adapters/proc.js';
import type { ReplayEnv } from '../classify/record.js';
import type { OutDir } from '../adapters/outdir.js';

export const BINDING_SCHEMA = 'failure-class-gate/binding@1';

export interface InputDigest {
  path: string;
  sha256: string;
}

export interface Binding {
  schema: typeof BINDING_SCHEMA;
  target: string;
  manifest: string;
  patch_digest: string;
  generator: string;
  generator_id: string;
  generator_sha256: string;
  inputs: InputDigest[];
  inputs_sha256: string;
  seeds: { seed: number; binding_sha256: string }[];
}

export type HashResult = { ok: true; files: InputDigest[]; digest: string } | { ok: false; reason: string };

/** The digest of a set of inputs: SHA-256 over `sha256  path` lines sorted by path (order-free). */
export function inputsDigest(files: readonly InputDigest[]): string {
  const lines = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return sha256Hex(lines.map((f) => `${f.sha256}  ${f.path}\n`).join(''));
}

/** Hashes the named inputs under root (contained: no `..`, absolute path or symlink out). */
export async function hashInputs(
  root: string,
  inputs: readonly string[],
  concurrency = 8,
): Promise<HashResult> {
  const files: InputDigest[] = new Array(inputs.length);
  let failure: string | undefined;
  let next = 0;
  async function worker(): Promise<void> {
    while (failure === undefined && next < inputs.length) {
      const i = next++;
      const rel = inputs[i] as string;
      const found = await resolveInside(root, rel);
      if (!found.ok) {
        failure = `input ${rel}: ${found.reason}`;
        return;
      }
      try {
        files[i] = { path: rel, sha256: await sha256File(found.path) };
      } catch (err) {
        failure = `input ${rel}: cannot read: ${(err as Error).message}`;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, inputs.length) }, worker));
  if (failure !== undefined) return { ok: false, reason: failure };
  return { ok: true, files, digest: inputsDigest(files) };
}

/** The binding digest of one seed: over patch, generator id and file digest, inputs digest and seed. */
export function bindingDigest(
  b: Pick<Binding, 'patch_digest' | 'generator_id' | 'generator_sha256' | 'inputs_sha256'>,
  seed: number,
): string {
  return sha256Hex(
    pyDumps(
      {
        patch_digest: b.patch_digest,
        generator_id: b.generator_id,
        generator_sha256: b.generator_sha256,
        inputs_sha256: b.inputs_sha256,
        seed,
      },
      { sortKeys: true },
    ),
  );
}

export interface ReplayFiles {
  /** Absolute paths of the trusted generator and invariant (from the base revision). */
  generator: string;
  invariant: string;
  /** Where the inputs are and the processes run (the candidate checkout, or the base worktree). */
  cwd: string;
  inputs: readonly string[];
  seed: number;
  timeoutMs: number;
  out: OutDir;
  /** Folder under `.gate/` for this attempt: its `out/` and logs. */
  attemptDir: string;
}

export type ReplayResult = 'pass' | 'fail' | 'budget' | 'incomplete';

export interface ReplayRun {
  result: ReplayResult;
  exitCode: number | null;
  reason: string;
  elapsedMs: number;
  logs: string[];
}

/** One replay: the generator with the seed into a fresh folder, then the invariant over it. */
export async function replayOnce(f: ReplayFiles): Promise<ReplayRun> {
  const started = Date.now();
  const outFolder = f.out.path(f.attemptDir, 'out');
  rmSync(outFolder, { recursive: true, force: true });
  mkdirSync(outFolder, { recursive: true });
  const env = {
    GATE_SEED: String(f.seed),
    GATE_INPUTS: JSON.stringify(f.inputs),
    GATE_OUT: outFolder,
    GATE_CASES: outFolder,
  };
  const genLog = join(f.attemptDir, 'generator.log');
  const gen = await runProcess({
    file: f.generator,
    cwd: f.cwd,
    env,
    timeoutMs: f.timeoutMs,
    logPath: f.out.path(genLog),
  });
  const logs = [genLog];
  if (gen.timedOut) {
    return {
      result: 'budget',
      exitCode: null,
      reason: `the generator ran past the ${f.timeoutMs} ms replay budget`,
      elapsedMs: Date.now() - started,
      logs,
    };
  }
  if (gen.spawnError || gen.exitCode !== 0) {
    const why = gen.spawnError ?? (gen.signal ? `was killed by ${gen.signal}` : `exited ${gen.exitCode}`);
    return {
      result: 'incomplete',
      exitCode: gen.exitCode,
      reason: `the generator ${why}`,
      elapsedMs: Date.now() - started,
      logs,
    };
  }
  const remaining = Math.max(1, f.timeoutMs - (Date.now() - started));
  const invLog = join(f.attemptDir, 'invariant.log');
  logs.push(invLog);
  const inv = await runProcess({
    file: f.invariant,
    cwd: f.cwd,
    env,
    timeoutMs: remaining,
    logPath: f.out.path(invLog),
  });
  const elapsedMs = Date.now() - started;
  if (inv.timedOut)
    return {
      result: 'budget',
      exitCode: null,
      reason: `the invariant ran past the ${f.timeoutMs} ms replay budget`,
      elapsedMs,
      logs,
    };
  if (inv.spawnError)
    return {
      result: 'incomplete',
      exitCode: null,
      reason: `the invariant cannot start: ${inv.spawnError}`,
      elapsedMs,
      logs,
    };
  if (inv.exitCode === 0)
    return { result: 'pass', exitCode: 0, reason: 'the invariant held', elapsedMs, logs };
  if (inv.exitCode === 1)
    return { result: 'fail', exitCode: 1, reason: 'the invariant failed (exit 1)', elapsedMs, logs };
  const why = inv.signal ? `was killed by ${inv.signal}` : `exited ${inv.exitCode}`;
  return {
    result: 'incomplete',
    exitCode: inv.exitCode,
    reason: `the invariant ${why} (not 0 or 1)`,
    elapsedMs,
    logs,
  };
}

const FS_NAMES: Record<number, string> = {
  0xef53: 'ext4',
  0x01021994: 'tmpfs',
  0x794c7630: 'overlay',
  0x9123683e: 'btrfs',
  0x58465342: 'xfs',
  0x6969: 'nfs',
  0x65735546: 'fuse',
  0x2fc12fc1: 'zfs',
  0x5346544e: 'ntfs',
  0x4d44: 'vfat',
  0x1badface: 'bfs',
  0x01161970: 'gfs2',
  0xf15f: 'ecryptfs',
  0x137d: 'ext',
  0x858458f6: 'ramfs',
  0x73717368: 'squashfs',
  0x62656572: 'sysfs',
  0x9fa0: 'proc',
  0x1021997: 'v9fs',
};

/** The environment a replay runs in (SPEC §4): workers, clock budget and file-system type. */
export function replayEnv(dir: string, clockBudgetMs: number): ReplayEnv {
  let filesystem = 'unknown';
  try {
    const type = Number(statfsSync(dir).type);
    filesystem = FS_NAMES[type] ?? `0x${type.toString(16)}`;
  } catch {
    // An unreadable folder leaves the type unknown; the record still compares both sides.
  }
  return { workers: availableParallelism(), clock_budget_ms: clockBudgetMs, filesystem };
}
