/**
 * One replay of a (fixture, seed), as the fixture and classify stages and the single-stage commands
 * run it: the inputs hashed (never program output), the generator with the seed into a fresh folder,
 * then the invariant over it. The invariant's own decision 0 is a pass, 1 a fail (read through the
 * attestation channel, src/adapters/attest.ts, where its interpreter has one); anything else — a
 * timeout, a crash, a status the invariant did not decide — says the budget or the transcript did
 * not hold, never a pass and never a fail. The environment record of SPEC §4 is
 * src/stages/replay-env.ts; a base replay, with its inputs checked first, src/stages/base-replay.ts.
 *
 * Where the invariant runs (SPEC §2): at its own repository path inside the tree the attempt runs in
 * (`join(cwd, path)`: the candidate checkout, or a tree of the base revision for the base replay), so
 * a relative import, `import.meta.url`, `__file__` and Python's `sys.path[0]` reach the code under
 * test and not a copy of the base. The generator stays in the base tree. The oracle's pinned files
 * in that tree are checked against the base blobs before the first program and after each one
 * (src/oracle/pinned.ts): a difference ends the replay incomplete, and the trace's
 * `pinned_mismatches` fail the run's audit — never a grade.
 */
import {
  existsSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  type BigIntStats,
} from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { ProcessRunner, ProcSpec } from '../adapters/proc.js';
import { resultChannelOf, runAttested, type ProgramOutcome, type ProgramRun } from '../adapters/attest.js';
import type { OutDir } from '../adapters/outdir.js';
import type { ReplayChannels, ReplayOutcome, TestEvidence } from '../trace/model.js';
import type { PinnedOracle } from '../oracle/pinned.js';
import {
  JUDGE_INPUTS_FOLDER,
  OUTPUTS_FOLDER,
  casesDigest,
  copyJudgeInputs,
  firstDifference,
  hideJudgeInputs,
  judgeInputCopies,
  judgeLoadProblem,
  outputsProblem,
  type JudgeInputs,
} from './judge.js';

export interface ReplayFiles {
  /** Absolute paths of the trusted generator and invariant (from the base revision). */
  generator: string;
  /** Run as is only without `pinned` (commands that replay in a tree of the base revision). */
  invariant: string;
  /**
   * The invariant's repository path, run at `join(cwd, invariant)`, and the pinned oracle checked in
   * `cwd` before the first program and after every program of this attempt.
   */
  pinned?: { invariant: string; oracle: PinnedOracle };
  /**
   * An exercise + judge fixture (src/stages/judge.ts): the exercise's repository path, run at
   * `join(cwd, path)` after the generator; the invariant is then the judge, run as `judge` (a file of
   * the oracle tree, never of `cwd`) with the exercise's outputs.
   */
  exercise?: ExerciseFiles;
  /** Where the inputs are and the processes run (the candidate checkout, or the base worktree). */
  cwd: string;
  /**
   * Keep the invariant's (or the exercise's) load record, for trace.exercised: asked of a seed's first
   * replay in the candidate's tree, not of retries, base replays, probes or generators.
   */
  recordLoads?: true;
  inputs: readonly string[];
  seed: number;
  timeoutMs: number;
  out: OutDir;
  /** Folder under `.gate/` for this attempt: its `out/` and logs. */
  attemptDir: string;
  /**
   * A fresh, empty folder with a neutral name (src/adapters/views.ts) for `GATE_OUT`: the same path
   * shape on every attempt, so the code under test cannot tell a retry from a first replay. Moved to
   * the attempt's `out/` once the programs ended. Absent: `GATE_OUT` is the attempt's `out/` itself.
   */
  scratch?: string;
}

/** An exercise + judge fixture's programs (src/stages/judge.ts). */
export interface ExerciseFiles {
  /** The exercise's repository path, run at `join(cwd, path)`. */
  path: string;
  /** The judge: a file of the oracle tree. */
  judge: string;
  /** `law: same-as-base`: the base revision's outputs at this seed, which the outputs must equal. */
  reference?: string;
  /** Only collect the outputs (the base's, for `same-as-base`): no judge, a pass once they are data. */
  collectOnly?: true;
  /** The manifest's `judge_inputs`: hidden from the exercise, copied for the judge alone. */
  judgeInputs?: JudgeInputs;
}

export type ReplayResult = 'pass' | 'fail' | 'budget' | 'incomplete';

export interface ReplayRun {
  result: ReplayResult;
  exitCode: number | null;
  reason: string;
  elapsedMs: number;
  logs: string[];
  /** Whether each program's result came through the attestation channel (absent: it did not run). */
  attested?: ReplayChannels;
}

/** Why a program's run is not a decision, for a replay's reason; null when it decided. */
function notDecided(outcome: ProgramOutcome): string | null {
  switch (outcome.kind) {
    case 'decided':
      return null;
    case 'not_started':
      return `cannot start: ${outcome.reason}`;
    case 'budget':
      return 'ran past its budget';
    case 'crashed':
    case 'tampered':
      return outcome.reason;
    default: {
      const never: never = outcome;
      throw new Error(`unknown program outcome ${JSON.stringify(never)}`);
    }
  }
}

/**
 * A program that runs at its path in the tree: its own code there is the pinned oracle's files, so an
 * exit from a file planted beside it is the code under test's (ProcSpec.ownFiles).
 */
function ownFilesOf(f: ReplayFiles): Pick<ProcSpec, 'ownFiles'> {
  if (f.pinned === undefined) return {};
  const { oracle } = f.pinned;
  let files = ownFilesByOracle.get(oracle);
  if (files === undefined) {
    files = oracle.entries.filter((e) => e.kind !== 'folder').map((e) => e.path);
    ownFilesByOracle.set(oracle, files);
  }
  return { ownFiles: files };
}

/** The pinned files of each pinned oracle, listed once per run rather than once per program. */
const ownFilesByOracle = new WeakMap<PinnedOracle, readonly string[]>();

/** The inputs of each attempt as they were before its generator: type, inode, size and times. */
const inputsBefore = new WeakMap<ReplayFiles, Map<string, string>>();

/**
 * An input's identity in the tree: any write, replacement, move or change of mode changes it. An input
 * that is a symbolic link is the link and the file it leads to (a program reads the file).
 */
function inputIdentity(cwd: string, rel: string): string {
  const of = (st: BigIntStats): string =>
    `${st.dev}:${st.ino}:${st.mode}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
  try {
    const path = join(cwd, rel);
    const st = lstatSync(path, { bigint: true });
    if (!st.isSymbolicLink()) return of(st);
    let target: string;
    try {
      target = of(statSync(path, { bigint: true }));
    } catch (err) {
      target = `unreadable ${(err as NodeJS.ErrnoException).code ?? String(err)}`;
    }
    return `${of(st)} -> ${target}`;
  } catch (err) {
    return `unreadable ${(err as NodeJS.ErrnoException).code ?? String(err)}`;
  }
}

/**
 * Why the tree the replay runs in no longer holds what was bound, as a replay's reason; null when it
 * does. The oracle must be the base's (pinned files); the fixture's inputs must be the files the
 * attempt started with: the code under test, run by the generator, could otherwise rewrite an input
 * an invariant reads from the tree (the bound bytes were hashed, the rewritten ones would decide).
 * Before the generator it records the inputs (a stat each); every later check compares.
 */
function pinProblem(f: ReplayFiles, when: string): string | null {
  if (f.pinned !== undefined) {
    const d = f.pinned.oracle.check(f.cwd, when);
    if (d !== null)
      return `an oracle file in the tree the replay runs in is not the base revision's (${when}): ${d}`;
  }
  // The judge-only files are hidden and shown again by the gate itself (a change of mode).
  const gateOwn = new Set(f.exercise?.judgeInputs?.paths ?? []);
  const inputs = f.inputs.filter((p) => !gateOwn.has(p));
  if (when === 'before the generator') {
    inputsBefore.set(f, new Map(inputs.map((p) => [p, inputIdentity(f.cwd, p)])));
    return null;
  }
  const before = inputsBefore.get(f);
  if (before === undefined) return null;
  for (const [p, was] of before)
    if (inputIdentity(f.cwd, p) !== was)
      return `a fixture input in the tree the replay runs in changed during the attempt (${when}): ${p}; the invariant would read other bytes than were bound`;
  return null;
}

/** One replay: the generator with the seed into a fresh folder, then the invariant over it. */
export async function replayOnce(proc: ProcessRunner, f: ReplayFiles): Promise<ReplayRun> {
  const kept = f.out.path(f.attemptDir, 'out');
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(f.scratch ?? kept, { recursive: true });
  try {
    return await replayIn(proc, f, f.scratch ?? kept);
  } finally {
    if (f.scratch !== undefined) {
      // A rename inside the state folder: nothing the programs wrote is read or followed.
      mkdirSync(f.out.path(f.attemptDir), { recursive: true });
      rmSync(kept, { recursive: true, force: true });
      renameSync(f.scratch, kept);
      ownBack(kept);
    }
  }
}

/**
 * The kept outputs belong to the gate again (the sandbox hands back what it granted at its own path,
 * and the scratch folder has moved): links are never followed. Only root can; under sudo they stay
 * the sandbox user's until the state folder goes.
 */
function ownBack(dir: string): void {
  const uid = process.getuid?.();
  const gid = process.getgid?.();
  if (uid !== 0 || gid === undefined) return;
  const walk = (p: string): void => {
    const st = lstatSync(p);
    lchownSync(p, uid, gid);
    if (st.isDirectory()) for (const n of readdirSync(p)) walk(join(p, n));
  };
  try {
    walk(dir);
  } catch {
    // A file that vanished meanwhile: nothing to hand back.
  }
}

async function replayIn(proc: ProcessRunner, f: ReplayFiles, outFolder: string): Promise<ReplayRun> {
  const before = pinProblem(f, 'before the generator');
  if (before !== null)
    return { result: 'incomplete', exitCode: null, reason: before, elapsedMs: 0, logs: [] };
  const env = {
    GATE_SEED: String(f.seed),
    GATE_INPUTS: JSON.stringify(f.inputs),
    GATE_OUT: outFolder,
    GATE_CASES: outFolder,
  };
  const genLog = join(f.attemptDir, 'generator.log');
  const gen = runAttested(proc, {
    file: f.generator,
    cwd: f.cwd,
    env,
    timeoutMs: f.timeoutMs,
    logPath: f.out.path(genLog),
    writableDirs: [outFolder],
  });
  // The invariant: at its path in the tree, in the same working folder, with the same environment
  // and the cases' folder to write in. It starts held beside the generator where the two are
  // different OS users (holdBeside), and is released where it would start today: the generator
  // ended and everything between checked; the cases' folder is its own only from then.
  const invLog = join(f.attemptDir, 'invariant.log');
  const invSpec: ProcSpec = {
    file: f.pinned !== undefined ? join(f.cwd, f.pinned.invariant) : f.invariant,
    cwd: f.cwd,
    env,
    timeoutMs: f.timeoutMs,
    logPath: f.out.path(invLog),
    writableDirs: [outFolder],
    ...ownFilesOf(f),
    ...(f.exercise === undefined && f.recordLoads === true ? { recordLoads: true } : {}),
  };
  const held = f.exercise === undefined ? holdBeside(proc, invSpec, false, [outFolder]) : undefined;
  try {
    return await afterGenerator(proc, f, outFolder, env, await gen, genLog, { invSpec, invLog }, held);
  } finally {
    // Unreleased: killed, its user's processes gone, its channel removed, before the replay returns.
    await held?.letGo();
  }
}

/** What follows the generator: its checks, then the invariant (or the exercise and the judge). */
async function afterGenerator(
  proc: ProcessRunner,
  f: ReplayFiles,
  outFolder: string,
  env: Record<string, string>,
  gen: ProgramRun,
  genLog: string,
  inv: { invSpec: ProcSpec; invLog: string },
  held: Held | undefined,
): Promise<ReplayRun> {
  // The budget covers the two programs only (SPEC §4): each one's own run time, never the gate's work
  // before, between or around them.
  let spent = 0;
  const logs = [genLog];
  const attested: ReplayChannels = { generator: gen.channel === 'attested' };
  spent += gen.proc.elapsedMs;
  const afterGen = pinProblem(f, 'after the generator');
  if (afterGen !== null)
    return {
      result: 'incomplete',
      exitCode: null,
      reason: afterGen,
      elapsedMs: spent,
      logs,
      attested,
    };
  if (gen.outcome.kind === 'budget') {
    return {
      result: 'budget',
      exitCode: null,
      reason: `the generator ran past the ${f.timeoutMs} ms replay budget`,
      elapsedMs: spent,
      logs,
      attested,
    };
  }
  const genProblem =
    gen.outcome.kind === 'decided'
      ? gen.outcome.code === 0
        ? null
        : `exited ${gen.outcome.code}`
      : notDecided(gen.outcome);
  if (genProblem !== null) {
    return {
      result: 'incomplete',
      exitCode: gen.proc.exitCode,
      reason: `the generator ${genProblem}`,
      elapsedMs: spent,
      logs,
      attested,
    };
  }
  if (f.exercise !== undefined)
    return exerciseAndJudge(proc, f, f.exercise, outFolder, env, { spent, logs, attested });
  const remaining = Math.max(1, f.timeoutMs - spent);
  logs.push(inv.invLog);
  const run =
    held !== undefined
      ? await held.release(remaining)
      : await runAttested(proc, { ...inv.invSpec, timeoutMs: remaining });
  attested.invariant = run.channel === 'attested';
  spent += run.proc.elapsedMs;
  const done = { elapsedMs: spent, logs, attested };
  // Whatever the invariant decided, it decided nothing if the oracle under it changed meanwhile.
  const afterInv = pinProblem(f, 'after the invariant');
  if (afterInv !== null)
    return { result: 'incomplete', exitCode: run.proc.exitCode, reason: afterInv, ...done };
  return invariantDecision(run, f.timeoutMs, done);
}

/** What the invariant's (or the judge's) run means for the replay. */
function invariantDecision(
  inv: ProgramRun,
  timeoutMs: number,
  done: Pick<ReplayRun, 'elapsedMs' | 'logs' | 'attested'>,
): ReplayRun {
  const o = inv.outcome;
  if (o.kind === 'budget')
    return {
      result: 'budget',
      exitCode: null,
      reason: `the invariant ran past the ${timeoutMs} ms replay budget`,
      ...done,
    };
  if (o.kind === 'not_started')
    return {
      result: 'incomplete',
      exitCode: null,
      reason: `the invariant cannot start: ${o.reason}`,
      ...done,
    };
  // A crash, or a status the invariant did not decide, is an incomplete transcript: never a pass,
  // and never a fail that could blame the side it ran on.
  if (o.kind === 'crashed' || o.kind === 'tampered')
    return {
      result: 'incomplete',
      exitCode: inv.proc.exitCode,
      reason: `the invariant ${o.reason} (not a decision of the invariant)`,
      ...done,
    };
  if (o.code === 0) return { result: 'pass', exitCode: 0, reason: 'the invariant held', ...done };
  if (o.code === 1) return { result: 'fail', exitCode: 1, reason: 'the invariant failed (exit 1)', ...done };
  return {
    result: 'incomplete',
    exitCode: o.code,
    reason: `the invariant exited ${o.code} (not 0 or 1)`,
    ...done,
  };
}

/**
 * The exercise at its path in the tree, its outputs into a folder the gate made, then the judge from
 * the oracle tree over the cases and the outputs (src/stages/judge.ts says what is checked between).
 */
async function exerciseAndJudge(
  proc: ProcessRunner,
  f: ReplayFiles,
  ex: ExerciseFiles,
  outFolder: string,
  env: Record<string, string>,
  so: { spent: number; logs: string[]; attested: ReplayChannels },
): Promise<ReplayRun> {
  const { logs, attested, spent } = so;
  const not = (reason: string, exitCode: number | null = null, elapsedMs = spent): ReplayRun => ({
    result: 'incomplete',
    exitCode,
    reason,
    elapsedMs,
    logs,
    attested,
  });
  const outputs = join(outFolder, OUTPUTS_FOLDER);
  for (const folder of [OUTPUTS_FOLDER, ...(ex.judgeInputs !== undefined ? [JUDGE_INPUTS_FOLDER] : [])])
    if (existsSync(join(outFolder, folder)))
      return not(`the generator wrote ${folder}/, a folder the gate makes for the exercise and the judge`);
  // The judge-only files stay unreadable to user code (in the attempt's tree and in the oracle tree)
  // until the judge has run; the judge reads copies made once the exercise ended.
  const hidden =
    ex.judgeInputs !== undefined
      ? hideJudgeInputs([f.cwd, ex.judgeInputs.root], ex.judgeInputs.paths)
      : undefined;
  try {
    return await exerciseThenJudge(proc, f, ex, outFolder, outputs, env, { spent, logs, attested }, not);
  } finally {
    hidden?.restore();
    rmSync(join(outFolder, JUDGE_INPUTS_FOLDER), { recursive: true, force: true });
  }
}

/** A program started held beside another (ProcSpec.hold): released with its budget, or let go. */
interface Held {
  /** Releases it with this budget (its time and log start now): its run. */
  release(budgetMs: number): Promise<ProgramRun>;
  /** Lets it go unreleased when it was not released: killed, its user's processes and channel gone. */
  letGo(): Promise<void>;
}

/**
 * Where programs that run side by side are different OS users (the sandbox), `spec`'s process starts
 * now, held by the result channel's preload before any code of its own (it waits for its nonce:
 * src/adapters/attest-preload.ts), so its interpreter's start is not paid after the program it waits
 * for. Released — its nonce written, its budget, time and log starting then, its folders
 * (`writableAtRelease`) granted then — only where it would start today; a replay that ends before
 * that lets it go, killed unreleased. Its user is not the running program's: that one can neither
 * signal it nor trace it nor read its memory. Undefined where it cannot be held (not apart, in a view
 * lent to one user unless it only reads the tree, or a program without the attested channel): it
 * starts at its turn, as without the sandbox.
 */
function holdBeside(
  proc: ProcessRunner,
  spec: ProcSpec,
  readsTreeOnly: boolean,
  writableAtRelease: string[] = [],
): Held | undefined {
  if (
    proc.apart !== true ||
    proc.holdsIn?.(spec.cwd, readsTreeOnly) === false ||
    resultChannelOf(spec.file) !== 'attested'
  )
    return undefined;
  let release: (budgetMs: number | null) => void = () => {};
  let released = false;
  const held = runAttested(proc, {
    ...spec,
    writableDirs: (spec.writableDirs ?? []).filter((d) => !writableAtRelease.includes(d)),
    writableAtRelease,
    hold: new Promise<number | null>((r) => (release = r)),
  });
  // A held program the runner could not start (no second user could be made) fails no replay: it
  // then starts at its release, as without the sandbox.
  const failedUnreleased = held.then(
    () => false,
    () => !released,
  );
  return {
    release: async (budgetMs) => {
      released = true;
      release(budgetMs);
      try {
        return await held;
      } catch (err) {
        if (await failedUnreleased) return runAttested(proc, { ...spec, timeoutMs: budgetMs });
        throw err;
      }
    },
    letGo: async () => {
      release(null);
      await failedUnreleased;
    },
  };
}

async function exerciseThenJudge(
  proc: ProcessRunner,
  f: ReplayFiles,
  ex: ExerciseFiles,
  outFolder: string,
  outputs: string,
  env: Record<string, string>,
  so: { spent: number; logs: string[]; attested: ReplayChannels },
  notWith: (reason: string, exitCode: number | null, spent: number) => ReplayRun,
): Promise<ReplayRun> {
  const cases = casesDigest(outFolder);
  mkdirSync(outputs);
  const judgeEnv: Record<string, string> = {
    ...env,
    GATE_OUTPUTS: outputs,
    ...(ex.judgeInputs !== undefined
      ? {
          GATE_JUDGE_INPUTS: JSON.stringify(
            judgeInputCopies(ex.judgeInputs, join(outFolder, JUDGE_INPUTS_FOLDER)),
          ),
        }
      : {}),
  };
  const judgeLog = join(f.attemptDir, 'invariant.log');
  // The judge: a file of the oracle tree, in a fresh process, with nothing to write.
  const judgeSpec: ProcSpec = {
    file: ex.judge,
    cwd: f.cwd,
    env: judgeEnv,
    timeoutMs: f.timeoutMs,
    logPath: f.out.path(judgeLog),
    writableDirs: [],
    // Its load record is part of its verdict (judgeLoadProblem): kept on every run.
    recordLoads: true,
  };
  const exLog = join(f.attemptDir, 'exercise.log');
  so.logs.push(exLog);
  const exercise = runAttested(proc, {
    ...ownFilesOf(f),
    ...(f.recordLoads === true ? { recordLoads: true } : {}),
    file: join(f.cwd, ex.path),
    cwd: f.cwd,
    env: { ...env, GATE_OUT: outputs, GATE_OUTPUTS: outputs },
    timeoutMs: Math.max(1, f.timeoutMs - so.spent),
    logPath: f.out.path(exLog),
    writableDirs: [outputs],
  });
  // The judge starts held beside the exercise where the two are different OS users (holdBeside),
  // and is released where it would start today: the exercise ended and everything between checked.
  // The judge writes nothing of the tree: it may be held even in a view lent to the exercise's user.
  const held = ex.collectOnly !== true ? holdBeside(proc, judgeSpec, true) : undefined;
  try {
    return await judgeAfter(
      proc,
      f,
      ex,
      { outFolder, outputs, cases, judgeSpec, judgeLog },
      await exercise,
      so,
      notWith,
      held?.release,
    );
  } finally {
    // Unreleased: killed, its user's processes gone, its channel removed, before the replay returns.
    await held?.letGo();
  }
}

/** What follows the exercise: the checks between the two programs, then the judge. */
async function judgeAfter(
  proc: ProcessRunner,
  f: ReplayFiles,
  ex: ExerciseFiles,
  at: { outFolder: string; outputs: string; cases: string; judgeSpec: ProcSpec; judgeLog: string },
  exercise: ProgramRun,
  so: { spent: number; logs: string[]; attested: ReplayChannels },
  notWith: (reason: string, exitCode: number | null, spent: number) => ReplayRun,
  /** Releases the judge started held with this budget, and its run. */
  releaseHeld: ((budgetMs: number) => Promise<ProgramRun>) | undefined,
): Promise<ReplayRun> {
  const { logs, attested } = so;
  const { outFolder, outputs } = at;
  let spent = so.spent;
  const not = (reason: string, exitCode: number | null = null): ReplayRun => notWith(reason, exitCode, spent);
  attested.exercise = exercise.channel === 'attested';
  spent += exercise.proc.elapsedMs;
  const afterEx = pinProblem(f, 'after the exercise');
  if (afterEx !== null) return not(afterEx, exercise.proc.exitCode);
  const eo = exercise.outcome;
  if (eo.kind === 'budget')
    return { ...not(`the exercise ran past the ${f.timeoutMs} ms replay budget`), result: 'budget' };
  if (eo.kind !== 'decided') return not(`the exercise ${notDecided(eo) ?? ''}`, exercise.proc.exitCode);
  if (eo.code === 1)
    return {
      result: 'fail',
      exitCode: 1,
      reason: 'the exercise failed (exit 1)',
      elapsedMs: spent,
      logs,
      attested,
    };
  if (eo.code !== 0) return not(`the exercise exited ${eo.code} (not 0 or 1)`, eo.code);
  if (casesDigest(outFolder) !== at.cases)
    return not('the exercise changed the generated cases: the judge would not read what the generator wrote');
  const bad = outputsProblem(outputs);
  if (bad !== null) return not(`the exercise's outputs are not plain data: ${bad}`);
  if (ex.collectOnly === true)
    return {
      result: 'pass',
      exitCode: 0,
      reason: 'the exercise wrote its outputs',
      elapsedMs: spent,
      logs,
      attested,
    };
  if (ex.reference !== undefined) {
    const diff = firstDifference(outputs, ex.reference);
    if (diff !== null)
      return {
        result: 'fail',
        exitCode: 1,
        reason: `the exercise's outputs differ from the base revision's at this seed (law: same-as-base): ${diff}`,
        elapsedMs: spent,
        logs,
        attested,
      };
  }
  if (ex.judgeInputs !== undefined) {
    const copied = copyJudgeInputs(ex.judgeInputs, join(outFolder, JUDGE_INPUTS_FOLDER));
    if ('problem' in copied) return not(copied.problem);
    if (JSON.stringify(copied.files) !== at.judgeSpec.env?.GATE_JUDGE_INPUTS)
      return not('the copies of the judge inputs are not where the judge was told they are');
  }
  logs.push(at.judgeLog);
  const budgetMs = Math.max(1, f.timeoutMs - spent);
  const judge =
    releaseHeld !== undefined
      ? await releaseHeld(budgetMs)
      : await runAttested(proc, { ...at.judgeSpec, timeoutMs: budgetMs });
  attested.invariant = judge.channel === 'attested';
  spent += judge.proc.elapsedMs;
  const afterJudge = pinProblem(f, 'after the judge');
  if (afterJudge !== null) return not(afterJudge, judge.proc.exitCode);
  if (judge.outcome.kind === 'decided') {
    const loads = judgeLoadProblem(judge, pathInTree(f.cwd, ex.judge));
    if (loads !== null) return not(loads, judge.proc.exitCode);
  }
  const decided = invariantDecision(judge, f.timeoutMs, { elapsedMs: spent, logs, attested });
  return { ...decided, reason: decided.reason.replace(/^the invariant/, 'the judge') };
}

/** `file`'s path inside the tree at `root` ('/'-separated), or undefined when it lies outside. */
function pathInTree(root: string, file: string): string | undefined {
  try {
    const rel = relative(realpathSync(root), realpathSync(file));
    return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? undefined : rel.split(sep).join('/');
  } catch {
    return undefined;
  }
}

/** A replay miss, handed from the fixture stage to the classify stage. */
export interface PendingMiss {
  replay: ReplayOutcome;
  target: string;
  invariant: string;
  generator: string;
  inputs: readonly string[];
  seed: number;
  /** Absolute paths of the trusted generator and invariant (base revision). */
  generatorFile: string;
  invariantFile: string;
  /** An exercise + judge fixture: the exercise's repository path (the judge is `invariantFile`). */
  exercise?: string;
  /** The manifest's `judge_inputs`, for the judge alone. */
  judgeInputs?: JudgeInputs;
  /** `law: same-as-base`: the base's outputs at this seed (in the state folder). */
  reference?: string;
  /** The pinned oracle the replays of this miss are checked against (the invariant runs in the tree). */
  pins?: PinnedOracle;
  invariantSha256: string;
  inputsSha256: string;
  baseInputsSha256: string;
  first: ReplayRun;
  /** Output-folder path of this (fixture, seed). */
  dir: string;
  /**
   * A miss of a `tests:` fixture (src/stages/tests.ts): its retries and its base replay run that one
   * test in the tree given (`attemptDir` under `.gate/`), instead of the generator and the invariant.
   */
  rerun?: {
    /** `proc` is the classify stage's, whose processes share `replay_concurrency` slots. */
    candidate: (proc: ProcessRunner, cwd: string, attemptDir: string, scratch?: string) => Promise<ReplayRun>;
    base: (proc: ProcessRunner, cwd: string, attemptDir: string, scratch?: string) => Promise<ReplayRun>;
  };
  /** The failing test, as evidence (a `tests:` fixture's miss). */
  test?: TestEvidence;
}
