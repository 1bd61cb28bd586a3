/**
 * `mode: report` — the privileged half of the fork setup (SPEC §9). It runs in a `workflow_run`
 * workflow, from the base repository's default branch, with `checks: write`; the `pull_request` run
 * that triggered it graded the fork's code with a read-only token and uploaded `.gate`. This mode:
 *
 * 1. downloads that run's `.gate` artifacts and reads only their `trace.json`, schema-validated and
 *    size-capped (src/action/traces.ts), merging shards when the run was a matrix;
 * 2. refuses a trace made for another commit than `workflow_run.head_sha` (HEAD_MISMATCH);
 * 3. recomputes scope itself: the pull request's changed files from the API, against the oracle files
 *    of the pull request's base revision — gate.yml, and every spec, probe, manifest, invariant,
 *    generator and ledger it names, read from a clean worktree of the base sha in this job's checkout
 *    of the base repository (never from the artifact, never from the fork) — plus the `protected`
 *    globs and `.github/workflows/**`, since the triggering workflow ran from the fork's own files;
 * 4. recomputes what else it can from the base revision (src/action/report-recheck.ts): pinned inputs
 *    the pull request changes are FIXTURE_MISMATCH, the fixture count is the base's, and a freeze row
 *    excuses a miss only when the base revision's ledger holds it, live, for the exact triple;
 * 5. recomputes the verdict and conclusion from the stage codes and labels (never a stored verdict);
 * 6. posts failure-class on `workflow_run.head_sha`.
 *
 * A missing, truncated or invalid artifact is a blocking conclusion with the reason. Nothing from the
 * artifact is executed, and no fork code is checked out: the only code this job runs is the action.
 */
import { Oracle } from '../oracle/reader.js';
import * as gitAdapter from '../adapters/git.js';
import type { WorkflowRunEvent } from '../adapters/context.js';
import { MAX_LISTED_FILES, type PullRef } from '../adapters/pulls.js';
import { scopeAgainstBase } from '../stages/scope.js';
import { mergeShards } from '../trace/merge.js';
import { recomputeTrace } from '../trace/recompute.js';
import { adviceFor } from '../report/advice.js';
import { Inputs, SettingsError } from './settings.js';
import {
  MAX_LISTED_PATHS,
  type ConfigProblem,
  type ScopeCode,
  type StageEntry,
  type Trace,
} from '../trace/model.js';
import { VERSION } from '../run/version.js';
import { inGroup, type ActionDeps } from './deps.js';
import { DOWNLOAD_DIR, runOfUrl, type GateFiles } from '../report/commands.js';
import { internalTrace } from './gate-mode.js';
import {
  postBlockingFallback,
  publishOrFail,
  startCheck,
  trackCheckCompletion,
  type CheckStart,
  type InternalFailure,
} from './publish.js';
import {
  applyFreezeRecheck,
  applyInputMismatch,
  recheckFreeze,
  touchedFixtures,
  type FixtureFacts,
  type FreezeRecheck,
} from './report-recheck.js';
import { collectTraces, writeTrace } from './traces.js';

/** Globs every report treats as the gate's own files: the fork's workflow is what graded it. */
export const REPORT_PROTECTED = ['.github/workflows/**'];

/** The triggering run's `.gate` artifacts under their default names (defaultArtifactName). */
export function reportPattern(runId: number): string {
  return `gate-${runId}-*`;
}

export async function runReportMode(deps: ActionDeps): Promise<void> {
  const { settings, context } = deps;
  const run = context.workflowRun;
  if (run === null) {
    throw new SettingsError(
      Inputs.Mode,
      settings.mode,
      `mode gate on ${context.eventName} events: mode report runs in a workflow_run workflow`,
    );
  }
  // Every way out of this mode completes the check it started: a report that fails after this line
  // (a full RUNNER_TEMP, a renderer error) still posts a blocking conclusion, never `in_progress`.
  const tracked = trackCheckCompletion(deps);
  const check = await startCheck(tracked.deps, run.headSha, context.runUrl);
  try {
    await reportAndPublish(tracked.deps, run, check);
  } catch (err) {
    if (!tracked.completed() && !('denied' in check)) {
      await postBlockingFallback(tracked.deps, check, run.headSha, context.runUrl, err);
    }
    throw err;
  }
}

async function reportAndPublish(deps: ActionDeps, run: WorkflowRunEvent, check: CheckStart): Promise<void> {
  const { settings, context, log } = deps;
  const warnings: string[] = [];
  let trace: Trace;
  let failed: InternalFailure | undefined;
  const found: ReportFound = {};
  try {
    trace = await reportTrace(deps, run, warnings, found);
  } catch (err) {
    failed = { what: 'the report could not be made', error: err };
    log.error(`the report could not be made: ${err instanceof Error ? err.message : String(err)}`);
    trace = internalTrace(err, {
      base: '',
      head: run.headSha,
      config: settings.config,
      checkSha: run.headSha,
    });
  }
  log.info(
    `report: verdict ${trace.verdict}, label ${trace.label ?? '-'}, reason ${trace.reason_code} (${trace.reason_stage}) for ${run.headSha}`,
  );
  const tracePath = await writeTrace(deps, trace, 'gate-report-').catch((err: unknown) => {
    warnings.push(
      `The report's trace.json could not be written: ${err instanceof Error ? err.message : String(err)}`,
    );
    return undefined;
  });
  await publishOrFail(
    trace,
    {
      headSha: run.headSha,
      detailsUrl: context.runUrl,
      warnings,
      ...(tracePath !== undefined ? { tracePath } : {}),
      check,
      // This job's token may write to the fork's pull request: the comment is posted from here.
      ...(found.pr !== undefined ? { pullRequest: { number: found.pr, readOnlyToken: false } } : {}),
      ...(found.files !== undefined ? { files: found.files } : {}),
    },
    deps,
    failed,
  );
}

/** What the report found out on the way: the pull request, and where the graded run's files are. */
interface ReportFound {
  pr?: number;
  files?: GateFiles;
}

/** The verdict of the triggering run, recomputed. Throws only when scope cannot be recomputed. */
async function reportTrace(
  deps: ActionDeps,
  run: WorkflowRunEvent,
  warnings: string[],
  found: ReportFound,
): Promise<Trace> {
  const { settings, log, context } = deps;
  const pattern = settings.artifactName ?? reportPattern(run.id);
  const got = await inGroup(deps, `${settings.checkName}: read the artifacts of run ${run.id}`, () =>
    collectTraces(deps, run.id, pattern),
  );
  // The decision and record files a freeze grant needs are in the graded run's artifact.
  const repo = runOfUrl(context.runUrl)?.repo;
  const name = got.names[0];
  if (repo !== undefined && name !== undefined) {
    found.files = { kind: 'artifact', repo, runId: run.id, name, dir: DOWNLOAD_DIR };
  }
  warnings.push(...got.overclaims);
  const merged = mergeShards(
    got.shards,
    got.problems,
    { checkSha: run.headSha, tool_version: VERSION, config: settings.config },
    adviceFor,
  );
  if (merged.reason_stage === 'gate') return merged;

  const pr = await pullRequestOf(deps, run);
  found.pr = pr.number;
  const changed = await deps.pullsClient().changedFiles(pr.number);
  if (changed.truncated) {
    throw new Error(
      `pull request #${pr.number} changes ${MAX_LISTED_FILES} or more files, more than the API lists: its scope cannot be recomputed`,
    );
  }
  const scope = await scopeOnBase(deps, pr.baseSha, changed.paths, {
    misses: merged.misses,
    replays: merged.replays,
    now: new Date(),
    runNumber: run.runNumber,
  });
  log.info(
    `report: pull request #${pr.number}, base ${pr.baseSha.slice(0, 12)}: ${changed.paths.length} changed path(s), scope ${scope.code}`,
  );
  return applyScope(merged, scope, changed.paths, pr, warnings);
}

/**
 * The pull request the triggering run graded: the one the payload names (same-repository pull
 * requests), else the open pull request from the head repository and branch of the run (forks: the
 * payload's list is empty for them). Either way its head must be `workflow_run.head_sha`.
 */
export async function pullRequestOf(deps: ActionDeps, run: WorkflowRunEvent): Promise<PullRef> {
  const listed = run.pullRequests.filter((p) => p.headSha === run.headSha);
  if (listed.length === 1) {
    const p = listed[0] as (typeof listed)[number];
    return { ...p, headRepo: null };
  }
  if (run.event !== 'pull_request') {
    throw new Error(
      `the triggering run was a ${run.event} event, not pull_request: there is no pull request to report on (filter the report job with if: github.event.workflow_run.event == 'pull_request')`,
    );
  }
  if (run.headRepo === null || run.headBranch === null) {
    throw new Error(
      'the triggering run names no head repository or branch: its pull request cannot be found',
    );
  }
  const owner = run.headRepo.split('/')[0] as string;
  const found = (await deps.pullsClient().findByHead(owner, run.headBranch)).filter(
    (p) =>
      p.headSha === run.headSha && (p.headRepo ?? '').toLowerCase() === (run.headRepo ?? '').toLowerCase(),
  );
  if (found.length !== 1) {
    throw new Error(
      found.length === 0
        ? `no open pull request from ${run.headRepo}:${run.headBranch} has head ${run.headSha}`
        : `${found.length} open pull requests have head ${run.headSha}: refusing to pick one`,
    );
  }
  return found[0] as PullRef;
}

/** Scope of the changed paths against the oracle files of the base revision (a clean worktree of it). */
export interface ReportScope {
  code: ScopeCode;
  reason: string;
  /** The scope stage's detail line in the report's trace. */
  detail: string;
  /** The changed paths that are oracle files (CONTAMINATED, TOOLCHAIN_PATCH). */
  oracleTouched?: string[];
  /** NOT_CONFIGURED because the base revision's gate.yml does not load. */
  configError?: ConfigProblem;
  /** The base revision's fixtures and the ones whose pinned inputs change (a loaded gate.yml). */
  fixtures?: FixtureFacts;
  /** The artifact's misses looked up in the base revision's ledger (when it has misses). */
  freeze?: FreezeRecheck;
}

/** What the report looks up in the base ledger: the artifact's misses, at this job's clock. */
export interface FreezeQuery {
  misses: Trace['misses'];
  replays: Trace['replays'];
  now: Date;
  runNumber: number | undefined;
}

export async function scopeOnBase(
  deps: ActionDeps,
  baseSha: string,
  changed: string[],
  query?: FreezeQuery,
): Promise<ReportScope> {
  const { workspace, settings, log } = deps;
  const root = await gitAdapter.topLevel(workspace).catch(() => {
    throw new Error(
      `${workspace} is not a git checkout: the report job needs actions/checkout of the base repository (never of the pull request)`,
    );
  });
  if ((await gitAdapter.resolveCommit(root, baseSha)) === undefined) {
    log.info(
      `report: base ${baseSha} is not in this checkout; fetching it (git fetch --depth=1 origin ${baseSha})`,
    );
    await gitAdapter.fetchCommit(
      root,
      baseSha,
      settings.token !== '' ? { serverUrl: deps.context.serverUrl, token: settings.token } : undefined,
    );
  }
  const dir = await gitAdapter.addWorktree(root, baseSha, 'report-oracle');
  try {
    // The same decision as the gate's scope stage, on the same oracle set (links followed in git's
    // objects of the base sha), with the fork's workflow files protected as well.
    const where = `on the base revision ${baseSha.slice(0, 12)}`;
    const base = await scopeAgainstBase(new Oracle(dir, baseSha), settings.config, changed, {
      where,
      extraProtected: REPORT_PROTECTED,
    });
    if (base.code === 'NOT_CONFIGURED') {
      return {
        ...notConfigured(base.reason),
        ...(base.configError !== undefined ? { configError: base.configError } : {}),
      };
    }
    const { scope, config } = base;
    const oracle = new Oracle(dir, baseSha);
    const fixtures = await touchedFixtures(oracle, config, base.oracle, scope.inputsTouched);
    const ledger = config.freeze.ledger;
    const freeze =
      query !== undefined && query.misses.length > 0
        ? await recheckFreeze(
            query.misses,
            query.replays,
            {
              name: ledger,
              read: async () => ((await oracle.exists(ledger)) ? oracle.readText(ledger) : undefined),
            },
            query.now,
            query.runNumber,
          )
        : undefined;
    return {
      code: scope.code,
      fixtures,
      ...(freeze !== undefined ? { freeze } : {}),
      reason: scope.reason,
      ...(scope.oracleTouched.length > 0
        ? { oracleTouched: scope.oracleTouched.slice(0, MAX_LISTED_PATHS) }
        : {}),
      detail: `recomputed by the report from the pull request's ${changed.length} changed file(s) (API) and the oracle ${where}: ${scope.reason}`,
    };
  } finally {
    await gitAdapter.removeWorktree(root, dir);
  }
}

function notConfigured(reason: string): ReportScope {
  return { code: 'NOT_CONFIGURED', reason, detail: `recomputed by the report: ${reason}` };
}

/**
 * The artifact's trace with the report's own scope. A scope other than IN_SCOPE ends the run there,
 * whatever the artifact says ran after it (a fork that edits the oracle is CONTAMINATED); IN_SCOPE
 * keeps the artifact's later stages only when the artifact agrees that the patch was in scope.
 */
export function applyScope(
  merged: Trace,
  scope: ReportScope,
  changed: string[],
  pr: Pick<PullRef, 'number' | 'baseSha'>,
  warnings: string[],
): Trace {
  const t = structuredClone(merged);
  const claimed = t.stages.find((s) => s.name === 'scope');
  // The report sees names, not bytes: a fork's gate that found content it cannot grade is believed,
  // since UNGRADABLE only ever holds (it can never make a run pass).
  const ungradable = scope.code === 'IN_SCOPE' && claimed?.code === 'UNGRADABLE';
  const entry: StageEntry = {
    name: 'scope',
    code: ungradable ? 'UNGRADABLE' : scope.code,
    elapsed_ms: claimed?.elapsed_ms ?? 0,
    artifacts: claimed?.artifacts ?? [],
    detail: ungradable ? (claimed.detail ?? scope.detail) : scope.detail,
  };
  const artifactPaths = JSON.stringify([...t.changed_paths].sort());
  if (artifactPaths !== JSON.stringify(changed)) {
    warnings.push(
      `The artifact lists ${t.changed_paths.length} changed path(s); pull request #${pr.number} changes ${changed.length} according to the API. The report's scope uses the API's list.`,
    );
  }
  t.changed_paths = [...changed];
  // The evidence of the report's own scope, never the artifact's.
  delete t.oracle_touched;
  delete t.config_error;
  if (scope.oracleTouched !== undefined) t.oracle_touched = scope.oracleTouched;
  if (scope.configError !== undefined) t.config_error = scope.configError;
  // The fork's check of its own gate files is shown only when the report agrees it is a toolchain patch.
  if (scope.code !== 'TOOLCHAIN_PATCH' || claimed?.code !== 'TOOLCHAIN_PATCH')
    delete t.candidate_oracle_errors;
  if (scope.code !== 'IN_SCOPE' || ungradable) {
    if (claimed?.code !== entry.code) {
      warnings.push(
        `The artifact's scope is ${claimed?.code ?? '(none)'}; the pull request's files give ${scope.code}, which decides.`,
      );
    }
    Object.assign(t, {
      stages: [entry],
      properties: [],
      replays: [],
      misses: [],
      witnesses: [],
      freeze_client_constructed: false,
      freeze_consulted: false,
    });
    return recomputeTrace(t, adviceFor).trace;
  }
  if (claimed?.code !== 'IN_SCOPE') {
    return recomputeTrace(t, adviceFor, {
      code: 'ARTIFACT_INVALID',
      reason: `the artifact's scope is ${claimed?.code ?? '(none)'}, but the pull request's files are in scope: the artifact did not grade this pull request`,
    }).trace;
  }
  t.stages = t.stages.map((s) => (s.name === 'scope' ? entry : s));
  if (scope.fixtures !== undefined) {
    // The base's count, never the artifact's: "no fixtures" would let PROPERTY_CLEAR pass alone.
    t.fixtures_configured = scope.fixtures.configured;
    if (applyInputMismatch(t, scope.fixtures)) {
      warnings.push(
        `The pull request changes pinned fixture inputs together with other files: the fixture stage is FIXTURE_MISMATCH, whatever the artifact says.`,
      );
      return recomputeTrace(t, adviceFor).trace;
    }
  }
  applyFreezeRecheck(t, scope.freeze);
  return recomputeTrace(t, adviceFor).trace;
}
