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
import * as gitAdapter from './adapters/git.js';
import { killAllRunning, localRunner } from './adapters/proc.js';
import { onInterrupt } from './cleanup.js';
import { runScope } from './stages/scope.js';
import { runProperty } from './stages/property.js';
import { runFixture } from './stages/fixture.js';
import { runClassify } from './stages/classify.js';
import { runFreeze } from './stages/freeze.js';
import { GateInputError, openRun } from './run/open.js';
import type { RunContext, StageResult } from './run/context.js';
import { reusedBaseCheckout } from './run/base-checkout.js';
import { blankTrace } from './trace/blank.js';
import { recomputeTrace } from './trace/recompute.js';
import { adviceFor } from './report/advice.js';
import { VERSION } from './version.js';
import type { Logger } from './log.js';
import type { StageName, Trace } from './model.js';
import type { Shard } from './shard.js';

export { GateInputError } from './run/open.js';
export { shardPairs, type Shard } from './shard.js';

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
  log: Logger;
  /** The clock for freeze expiry (tests). */
  now?: Date;
  /** Test hook: throw inside the named stage to prove an internal error blocks. */
  injectFault?: StageName;
}

export interface GateResult {
  trace: Trace;
  tracePath: string;
}

/** The stages in order; each returns early when the one before it ended the run. */
async function grade(ctx: RunContext, o: GateOptions, t: Trace, worktrees: string[]): Promise<void> {
  const step = <N>(name: StageName, body: () => Promise<StageResult<N>>) => recordStage(t, o, name, body);
  const proc = localRunner;
  const scoped = await step('scope', () => runScope(ctx));
  if (!scoped) return;
  const clear = await step('property', () => runProperty({ ...ctx, proc }, scoped));
  if (!clear) return;
  if (clear.config.fixtures.length === 0) return o.log.info('gate: fixture  (no fixtures configured)');
  const misses = await step('fixture', () => runFixture({ ...ctx, proc }, clear));
  if (!misses) return;
  const baseCheckout = reusedBaseCheckout(ctx, worktrees);
  const classified = await step('classify', () => runClassify({ ...ctx, proc, baseCheckout }, misses));
  if (!classified) return;
  const now = o.now ?? new Date();
  await step('freeze', () =>
    runFreeze({ ...ctx, now, ...(o.runNumber !== undefined ? { runNumber: o.runNumber } : {}) }, classified),
  );
}

/** Trace bookkeeping: a stage's code, time, artifacts and trace fields, recorded as it finishes. */
async function recordStage<N>(
  t: Trace,
  o: GateOptions,
  name: StageName,
  body: () => Promise<StageResult<N>>,
): Promise<N | undefined> {
  const started = Date.now();
  if (o.injectFault === name) throw new Error(`injected fault in the ${name} stage`);
  const r = await body();
  Object.assign(t, r.trace);
  const elapsed = Date.now() - started;
  t.stages.push({
    name,
    code: r.code,
    elapsed_ms: elapsed,
    artifacts: r.artifacts,
    ...(r.detail ? { detail: r.detail } : {}),
  });
  o.log.info(`gate: ${name.padEnd(8)} ${r.code} (${elapsed} ms)${r.detail ? ` — ${r.detail}` : ''}`);
  return r.next;
}

/** Verdict, advice and audit: the trace is complete only when it agrees with its own stage codes. */
function finish(t: Trace, error?: unknown): Trace {
  if (error !== undefined) t.errors.push(error instanceof Error ? error.message : String(error));
  Object.assign(t, recomputeTrace(t).trace);
  if (error instanceof GateInputError && t.reason_code === 'INTERNAL') {
    t.reason = `input error: ${error.message}`;
    t.advice = adviceFor(t);
  }
  t.finished_at = new Date().toISOString();
  return t;
}

export async function runGate(o: GateOptions): Promise<GateResult> {
  const root = await gitAdapter.topLevel(o.cwd).catch(() => {
    throw new GateInputError(`${o.cwd} is not inside a git repository`);
  });
  const gitDir = (await gitAdapter.git(root, ['rev-parse', '--absolute-git-dir'], 'utf8')).trim();
  const release = acquireLock(join(gitDir, 'gate.lock'));
  const t = blankTrace({
    tool_version: VERSION,
    base: o.base,
    head: o.head ?? 'HEAD',
    config: o.config,
    shard: o.shard ?? null,
    checkSha: o.checkSha,
  });
  t.finished_at = '';
  if (o.runNumber !== undefined) t.run_number = o.runNumber;
  const worktrees: string[] = [];
  let ctx: RunContext | undefined;
  const unhook = onInterrupt(() => {
    killAllRunning();
    for (const w of worktrees) gitAdapter.removeWorktreeSync(root, w);
    release();
  });
  try {
    const out = OutDir.fresh(resolve(o.cwd, o.outDir));
    for (const s of await gitAdapter.removeStaleWorktrees(root))
      o.log.warn(`removed a base worktree left behind by an earlier run: ${s}`);
    for (const key of await gitAdapter.persistedCredentials(root))
      o.log.warn(
        `the checkout keeps a credential in .git/config (${key}); specs, generators and invariants can read it: use actions/checkout with persist-credentials: false`,
      );
    let error: unknown;
    try {
      ctx = await openRun({ ...o, root }, t, out, worktrees);
      await grade(ctx, o, t, worktrees);
    } catch (err) {
      error = err;
      o.log.error(`gate: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      t.oracle_reads = ctx ? [...ctx.oracle.reads] : [];
      for (const w of [...worktrees].reverse()) await gitAdapter.removeWorktree(root, w);
    }
    finish(t, error);
    out.writeJson('trace.json', t);
    o.log.info(
      `gate: verdict ${t.verdict}, label ${t.label ?? '-'}, reason ${t.reason_code} (${t.reason_stage}), conclusion ${t.conclusion}`,
    );
    return { trace: t, tracePath: out.path('trace.json') };
  } finally {
    unhook();
    release();
  }
}
