/**
 * The stage order of SPEC §2 as one readable list. Each stage is a module under `src/stages/` with one
 * entry point; a stage runs only when the one before handed it something (`next`), writes its files
 * into the output folder before the next starts, and the trace records what ran. Any error ends in a
 * blocking verdict with the reason.
 *
 * | stage    | runs when                    | module               |
 * |----------|------------------------------|----------------------|
 * | scope    | always, first                | stages/scope.ts      |
 * | property | scope is IN_SCOPE            | stages/property.ts   |
 * | fixture  | property is PROPERTY_CLEAR   | stages/fixture.ts    |
 * | classify | a replay is REPLAY_MISS      | stages/classify.ts   |
 * | freeze   | a replay is REPLAY_MISS      | stages/freeze.ts     |
 */
import { join, resolve } from 'node:path';
import { OutDir, acquireLock } from './adapters/outdir.js';
import { StateDir } from './adapters/statedir.js';
import { holdHeap } from './adapters/heap.js';
import { checkoutState, compareCheckout, dirtyPaths, removePlanted } from './run/checkout-state.js';
import { closeObjectReaders } from './adapters/git-objects.js';
import * as gitAdapter from './adapters/git.js';
import type { FetchAuth } from './adapters/git.js';
import { holdPycachePrefix, killAllRunning } from './adapters/proc.js';
import { removeLiveChannels } from './adapters/attest.js';
import {
  chooseRunner,
  sandboxLine,
  sandboxSetting,
  warmPrivilege,
  type GateRunner,
  type SandboxSetting,
} from './adapters/sandbox.js';
import { coolChannel } from './adapters/privileged.js';
import { onInterrupt } from './run/cleanup.js';
import { runScope } from './stages/scope.js';
import { runProperty } from './stages/property.js';
import { runFixture } from './stages/fixture.js';
import { runClassify } from './stages/classify.js';
import { runFreeze } from './stages/freeze.js';
import { GateInputError, openRun, sweepLeftovers } from './run/open.js';
import type { ClassifyContext, RunContext, StageResult } from './run/context.js';
import {
  openViews,
  treeAccessSetting,
  viewsSetting,
  type TreeAccessSetting,
  type Views,
  type ViewsSetting,
} from './adapters/views.js';
import { baseReplayCheckout } from './run/base-checkout.js';
import { exercisedRecord } from './run/exercised.js';
import type { GateConfig } from './oracle/config.js';
import { auditArtifacts, recordDigests } from './run/audit.js';
import { disposeRunner, finish, recordOverheads, recordStage, startClock } from './run/record.js';
import { blankTrace } from './trace/blank.js';
import { VERSION } from './run/version.js';
import { pinConfigured, type PinnedOracle } from './oracle/pinned.js';
import type { Logger } from './adapters/log.js';
import type { StageName, Trace } from './trace/model.js';
import type { Shard } from './run/shard.js';

export { GateInputError } from './run/open.js';
export { shardPairs, type Shard } from './run/shard.js';

export interface GateOptions {
  /** The candidate checkout (the code under test). */
  cwd: string;
  /** gate.yml path, relative to the repository root; read from the base revision. */
  config: string;
  /** Base revision (sha or ref). */
  base: string;
  /** Candidate revision for the diff; defaults to HEAD of cwd. */
  head?: string;
  /** A unified diff to grade instead of `git diff base head` (the candidate is still cwd). */
  patchFile?: string;
  /** Output folder, default `<cwd>/.gate`. */
  outDir: string;
  /** Workflow run number for run-counted freeze expiry; undefined when unknown. */
  runNumber?: number;
  shard?: Shard;
  /** The commit the check run goes on (the pull request's head sha), recorded as trace.check_sha. */
  checkSha?: string;
  /** Fetch the base commit from origin when it is not in the checkout (the action does). */
  fetchMissingBase?: boolean;
  /** The job token for that fetch, given to git in its environment only (src/adapters/git.ts tokenEnv). */
  fetchAuth?: FetchAuth;
  log: Logger;
  /** The clock for freeze expiry (tests). */
  now?: Date;
  /** Test hook: throw inside the named stage to prove an internal error blocks. */
  injectFault?: StageName;
  /** Whether user code runs as another OS user; default GATE_SANDBOX from the environment (auto). */
  sandbox?: SandboxSetting;
  /** How replay trees are made (src/adapters/views.ts); default GATE_VIEWS from the environment. */
  views?: ViewsSetting;
  /** How user code may write the views (default: GATE_TREE_ACCESS, else `auto`: by the checkout’s size). */
  treeAccess?: TreeAccessSetting;
  /** Test hook: runs before each base replay tree is handed out (a slow preparation, simulated). */
  beforeBaseTree?: () => Promise<void> | void;
  /**
   * A read of the checkout that must end before any program runs there: `gate run`'s count of
   * uncommitted changes (src/commands/preflight.ts), read while the patch is taken and the checkout
   * granted.
   */
  checkoutReadBy?: Promise<unknown>;
}

export interface GateResult {
  trace: Trace;
  tracePath: string;
}

/** The configuration scope read, for the record of what the oracle exercised (trace.exercised). */
const exercisedConfig = new WeakMap<Trace, GateConfig>();

/** The stages in order; each returns early when the one before it ended the run. */
async function grade(
  ctx: RunContext,
  o: GateOptions,
  t: Trace,
  worktrees: string[],
  state: StateDir,
  proc: GateRunner,
  pins: PinnedOracle | null,
  views: Views[],
  dirty: readonly string[],
  grantCheckout: () => void,
): Promise<void> {
  const step = <N>(name: StageName, body: () => Promise<StageResult<N>>) =>
    recordStage(t, o, name, body, ctx.out);
  const scoped = await step('scope', () => runScope({ ...ctx, dirty }));
  if (!scoped) return;
  exercisedConfig.set(t, scoped.config);
  // The replay trees (the base layer, or the base worktree without views) are made now, before the
  // first user program runs: git must not run in a repository that candidate code has had the chance
  // to configure (hooks, filters, attributes).
  const fixtureCount = scoped.config.fixtures.length + (scoped.config.tests?.length ?? 0);
  const trees =
    fixtureCount > 0
      ? await openViews({
          checkout: ctx.root,
          baseSha: ctx.baseSha,
          changed: ctx.patch.changed,
          dirty,
          state: state.root,
          setting: o.views ?? viewsSetting(process.env.GATE_VIEWS),
          fallbackBase: () =>
            baseReplayCheckout(ctx, worktrees, state.worktrees, (dir) => proc.grant(dir, [])),
          ...(o.beforeBaseTree ? { beforeBase: o.beforeBaseTree } : {}),
          ...(proc.owner !== undefined ? { owner: proc.owner } : {}),
          grant: grantCheckout,
          access: o.treeAccess ?? treeAccessSetting(process.env.GATE_TREE_ACCESS),
          ...(pins !== null ? { pins: pins.entries } : {}),
        })
      : undefined;
  // Every way but idmapped views runs user code with the checkout granted to it, file by file.
  if (trees?.info.access !== 'idmap') grantCheckout();
  if (trees) {
    views.push(trees);
    t.views = { ...trees.info };
    o.log.info(`gate: trees    ${trees.info.mechanism} (${trees.info.reason})`);
  }
  // Base replays and fixture probes borrow a fresh base tree, one attempt at a time.
  const baseCheckout: ClassifyContext['baseCheckout'] = trees
    ? (run) => trees.base((bt) => run(bt.dir, bt.scratch))
    : () => Promise.reject(new Error('no fixture is configured: there is no base replay'));
  const overlay = trees?.info.mechanism === 'overlay';
  if (overlay) {
    // From here on every program runs in a view, the specs included: the real checkout is no longer
    // the run's users' to reach (a cache written there by absolute path would be seen by every later
    // attempt), and nothing code a spec loads writes can reach the trees the replays run.
    proc.seal(ctx.root);
  }
  // Without mounts the specs run in the checkout itself, and a spec may load the code under test:
  // the checkout is compared before and after them, so the replays never run what that code wrote.
  const skip = [ctx.out.root, state.root];
  const before = trees && !overlay ? await checkoutState(ctx.root, skip, dirty) : undefined;
  const clear = await step('property', () =>
    overlay
      ? trees.specs((t) => runProperty({ ...ctx, root: t.dir, proc }, scoped))
      : runProperty({ ...ctx, proc }, scoped),
  );
  if (!clear) return;
  if (before !== undefined) {
    // Whatever that code did to the checkout, the replays must not run it instead of the graded bytes.
    const after = checkoutState(ctx.root, skip, dirty, { stamped: false });
    const { changed, planted } = await compareCheckout(before, after);
    if (changed.length > 0)
      throw new Error(
        `the checkout's files changed while the specs ran (${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}): code a spec loaded rewrote the tree the replays would run, so this run cannot grade the patch`,
      );
    if (planted.length > 0) {
      removePlanted(ctx.root, planted);
      o.log.info(
        `gate: property  removed ${planted.length} file(s) the specs left in the checkout, so the replays see it as it was: ${planted.slice(0, 5).join(', ')}${planted.length > 5 ? ', …' : ''}`,
      );
    }
  }
  if (fixtureCount === 0) return o.log.info('gate: fixture  (no fixtures configured)');
  const pinned = pins !== null ? { pins } : {};
  const misses = await step('fixture', () =>
    runFixture({ ...ctx, proc, baseCheckout, ...pinned, ...(trees ? { trees } : {}) }, clear),
  );
  if (!misses) return;
  const classified = await step('classify', () =>
    runClassify({ ...ctx, proc, baseCheckout, ...pinned, ...(trees ? { trees } : {}) }, misses),
  );
  if (!classified) return;
  const now = o.now ?? new Date();
  await step('freeze', () =>
    runFreeze({ ...ctx, now, ...(o.runNumber !== undefined ? { runNumber: o.runNumber } : {}) }, classified),
  );
}

/** Runs every step, whatever an earlier one threw. */
function eachOf(steps: ReadonlyArray<() => unknown>): void {
  for (const step of steps) {
    try {
      step();
    } catch {
      // The next step still runs; what is left is swept by the next run (sweepLeftovers).
    }
  }
}

export async function runGate(o: GateOptions): Promise<GateResult> {
  // Until the patch's changed paths are counted (src/patch/graded.ts lets it go if they are few).
  holdHeap();
  const startedAt = Date.now();
  const root = await gitAdapter.topLevel(o.cwd).catch(() => {
    throw new GateInputError(`${o.cwd} is not inside a git repository`);
  });
  const gitDir = (await gitAdapter.git(root, ['rev-parse', '--absolute-git-dir'], 'utf8')).trim();
  const lock = acquireLock(join(gitDir, 'gate.lock'));
  const dropPycache = holdPycachePrefix();
  // Under sudo the privileged command server starts now, beside the steps before the sandbox's first.
  try {
    warmPrivilege(o.sandbox ?? sandboxSetting(process.env.GATE_SANDBOX));
  } catch {
    // A setting that does not parse is reported where the sandbox is chosen.
  }
  /**
   * Lets go of what the run holds outside its state folder: a command server no step took, Python's
   * cache prefix and the lock.
   */
  const release = () => {
    try {
      eachOf([coolChannel, dropPycache]);
    } finally {
      lock();
    }
  };
  const t = blankTrace({
    tool_version: VERSION,
    base: o.base,
    head: o.head ?? 'HEAD',
    config: o.config,
    shard: o.shard ?? null,
    checkSha: o.checkSha,
  });
  startClock(t, startedAt);
  t.finished_at = '';
  if (o.runNumber !== undefined) t.run_number = o.runNumber;
  const worktrees: string[] = [];
  /** The replay trees' mounts, undone on every way out (before the worktrees they may stack on). */
  const views: Views[] = [];
  let ctx: RunContext | undefined;
  let runner: GateRunner | undefined;
  let pins: PinnedOracle | null = null;
  let state: StateDir | undefined;
  const dest = resolve(o.cwd, o.outDir);
  /** `.gate/` written from the state folder, then the folder removed: on every way out, once. */
  let closed = false;
  const close = () => {
    if (closed || !state) return;
    closed = true;
    try {
      state.publish(dest);
    } finally {
      state.remove();
    }
  };
  // Each step on its own: one that fails (under sudo a program's channel folder is the sandbox user's
  // until the hand-back) must not leave the users, the grant, the mounts or the lock behind.
  const unhook = onInterrupt(() =>
    eachOf([
      killAllRunning,
      () => disposeRunner(runner, o),
      removeLiveChannels,
      ...views.map((v) => () => v.dispose()),
      () => pins?.unseal(),
      ...worktrees.map((w) => () => gitAdapter.removeWorktreeSync(root, w)),
      closeObjectReaders,
      close,
      release,
    ]),
  );
  try {
    // The folder users know is checked (and emptied) first; the run itself writes to the state folder.
    OutDir.fresh(dest);
    await sweepLeftovers(root, o.log);
    state = StateDir.create();
    const out = OutDir.fresh(state.outDir);
    // The working files that differ from the commit, while git's index still holds their status:
    // the sandbox's grant and the seal change every granted file's change time and group, and a
    // `git diff HEAD` after them would read every file of the checkout again (the base layer and the
    // checks around the specs use this list instead; src/run/checkout-state.ts). Read beside the
    // patch and the oracle, which come from git objects and touch neither the working tree nor the
    // index (at 100,000 files the refresh and the diff are about 0.2 s); awaited before the run leaves.
    const dirtyRead = dirtyPaths(root);
    dirtyRead.catch(() => undefined);
    let error: unknown;
    try {
      ctx = await openRun({ ...o, root }, t, out, state);
      recordDigests(t, out, [{ path: 'candidate.patch', sha256: ctx.patch.digest.replace(/^sha256:/, '') }]);
      // The oracle files in the checkout, from the base revision's objects, before any user code runs:
      // the sandbox leaves them (and the folders above them, sticky) to the gate; without it they are
      // read-only; either way every replay checks them before and after each program.
      pins = await pinConfigured(ctx.oracle, ctx.configFile);
      const dirty = await dirtyRead;
      // After openRun and the pins: the oracle's files and the patch exist before any user code can run.
      runner = chooseRunner({
        setting: o.sandbox ?? sandboxSetting(process.env.GATE_SANDBOX),
        reach: [out.root],
      });
      // The checkout is granted to the run's users only where idmapped views do not show it to them as
      // theirs (src/adapters/views.ts), and before any user code runs.
      const box = runner;
      const protect = [out.root, dest, ...(pins?.filesIn(root) ?? [])];
      let granted = false;
      const grantCheckout = (): void => {
        if (granted) return;
        box.grant(root, protect);
        granted = true;
      };
      pins?.seal(root);
      t.sandbox = runner.sandbox;
      o.log.info(sandboxLine(runner.sandbox));
      // A read of the checkout may still be going on (`gate run`'s count of uncommitted changes): the
      // pins and the grant changed no file's content, size, modification time or executable bit, all
      // that read compares; the specs and the checks around them may add or change files.
      await o.checkoutReadBy;
      await grade(ctx, o, t, worktrees, state, runner, pins, views, dirty, grantCheckout);
    } catch (err) {
      error = err;
      o.log.error(`gate: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      // No git process of the run outlives it (the read fails the run where it is awaited, above).
      await dirtyRead.catch(() => undefined);
      disposeRunner(runner, o);
      for (const v of views) v.dispose();
      pins?.unseal();
      t.oracle_reads = ctx ? [...ctx.oracle.reads] : [];
      const config = exercisedConfig.get(t);
      if (runner && ctx && config) t.exercised = exercisedRecord(runner.loads, config, ctx.patch.changed);
      for (const w of [...worktrees].reverse()) await gitAdapter.removeWorktree(root, w);
      closeObjectReaders();
    }
    auditArtifacts(t, out, state, o.log);
    recordOverheads(t);
    finish(t, error);
    out.writeJson('trace.json', t);
    o.log.info(
      `gate: verdict ${t.verdict}, label ${t.label ?? '-'}, reason ${t.reason_code} (${t.reason_stage}), conclusion ${t.conclusion}`,
    );
    close();
    return { trace: t, tracePath: join(dest, 'trace.json') };
  } finally {
    unhook();
    try {
      close();
    } finally {
      release();
    }
  }
}
