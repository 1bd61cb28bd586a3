/**
 * `mode: gate` — what `gate run` does locally, in a workflow (SPEC §7): the check run goes in progress
 * on the pull request's head sha, the pipeline grades the checkout, `.gate/` is uploaded whatever
 * happened, and the verdict is published (check, job summary, outputs).
 *
 * The pipeline does not throw for grading problems (it returns an UNUSABLE trace); when it throws
 * anyway (not a git repository, the checkout is locked, `.gate` belongs to someone else), the check
 * still completes with `failure` and reason INTERNAL, and the step fails: an internal error never
 * leaves the gate green or silent.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultArtifactName, type UploadResult } from '../adapters/artifact.js';
import { resolveCommit } from '../adapters/git.js';
import { MARKER } from '../adapters/outdir.js';
import type { RunContext } from '../adapters/context.js';
import { runGate, type GateOptions, type GateResult } from '../pipeline.js';
import { decideVerdict } from '../trace/verdict.js';
import { blankTrace } from '../trace/blank.js';
import { adviceFor } from '../report/advice.js';
import { Inputs, SettingsError, type Settings } from '../settings.js';
import type { Trace } from '../model.js';
import { VERSION } from '../version.js';
import { publishOrFail, startCheck, type InternalFailure } from './publish.js';
import { inGroup, type ActionDeps } from './deps.js';

/** Where the gate writes, relative to the workspace (as `gate run`'s default --out). */
export const OUT_DIR = '.gate';

/** The revisions of one run, decided from the inputs and the event before anything else happens. */
export interface GateTarget {
  /** Base revision for the pipeline (a sha on pull requests). */
  base: string;
  /** Candidate revision for the diff; undefined grades the checked-out HEAD. */
  head: string | undefined;
  /** The commit the check run goes on. */
  checkSha: string;
}

/**
 * Base and head from the inputs, else from the event: on a pull request the payload's base sha, the
 * checked-out HEAD as the candidate (actions/checkout checks out the merge commit, which is the code
 * that runs) and the payload's head sha for the check — GITHUB_SHA is the merge commit, which no pull
 * request shows. On any other event (push, workflow_dispatch, …) there is no pull request to take a base
 * from: the `base` input is required. `resolveHead` turns a revision of the checkout into its sha.
 */
export async function gateTarget(
  settings: Pick<Settings, 'base' | 'head'>,
  context: Pick<RunContext, 'eventName' | 'pullRequest' | 'sha'>,
  resolveHead: (rev: string) => Promise<string | undefined>,
): Promise<GateTarget> {
  const pr = context.pullRequest;
  const head = settings.head ?? undefined;
  if (pr !== null) return { base: settings.base ?? pr.baseSha, head, checkSha: pr.headSha };

  if (settings.base === null) {
    throw new SettingsError(
      Inputs.Base,
      '',
      `a base revision (sha or ref) on ${context.eventName} events: only a pull_request event names one`,
    );
  }
  const checkSha = (await resolveHead(head ?? 'HEAD')) ?? (head === undefined ? context.sha : '');
  if (checkSha === '') {
    throw new SettingsError(
      Inputs.Head,
      head ?? '',
      'a revision of the checkout to post the check run on (the checkout has no such commit)',
    );
  }
  return { base: settings.base, head, checkSha };
}

/**
 * A checkout that is neither the pull request's head nor its merge commit is not what the check on the
 * head sha claims to grade: said in the summary rather than refused, since a workflow may check out a
 * rebased or otherwise prepared candidate on purpose.
 */
async function checkoutWarning(
  target: GateTarget,
  context: RunContext,
  settings: Settings,
  resolveHead: (rev: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  const pr = context.pullRequest;
  if (pr === null || settings.head !== null) return undefined;
  const head = await resolveHead('HEAD');
  if (head === undefined || head === pr.headSha || head === context.sha) return undefined;
  return (
    `The checkout is at ${head}, which is neither the pull request head ${pr.headSha} nor its merge ` +
    `commit ${context.sha || '(GITHUB_SHA unset)'}; the gate graded the checkout and posts on ${target.checkSha}.`
  );
}

export type Grade = (options: GateOptions) => Promise<GateResult>;

export async function runGateMode(deps: ActionDeps, grade: Grade = runGate): Promise<void> {
  const { settings, context, log, workspace } = deps;
  const resolveHead = (rev: string): Promise<string | undefined> => resolveCommit(workspace, rev);
  const target = await gateTarget(settings, context, resolveHead);
  const warnings: string[] = [];
  const mismatch = await checkoutWarning(target, context, settings, resolveHead);
  if (mismatch !== undefined) warnings.push(mismatch);

  // A shard grades a slice: the merge job posts the run's one check (SPEC §9).
  const noCheck =
    settings.shard !== null
      ? `this is shard ${settings.shard.index}/${settings.shard.count}; the mode merge job posts the check`
      : undefined;
  const check = noCheck === undefined ? await startCheck(deps, target.checkSha, context.runUrl) : undefined;

  const runNumber = settings.runNumber ?? context.runNumber ?? undefined;
  const options: GateOptions = {
    cwd: workspace,
    config: settings.config,
    base: target.base,
    ...(target.head !== undefined ? { head: target.head } : {}),
    outDir: OUT_DIR,
    ...(runNumber !== undefined ? { runNumber } : {}),
    ...(settings.shard !== null ? { shard: settings.shard } : {}),
    checkSha: target.checkSha,
    // A default actions/checkout has depth 1: the base commit is not there (SPEC §7).
    fetchMissingBase: true,
    log,
  };
  let result: GateResult | undefined;
  let failed: InternalFailure | undefined;
  try {
    result = await inGroup(deps, `${settings.checkName}: grade the patch`, () => grade(options));
  } catch (err) {
    failed = { what: 'the gate could not run', error: err };
    log.error(`the gate could not run: ${errorMessage(err)}`);
  }
  const trace = result?.trace ?? internalTrace(failed?.error, options);

  const outDir = join(workspace, OUT_DIR);
  let artifact: UploadResult | undefined;
  // After an internal error `.gate` may not be ours (OutDir refused a folder the gate did not write).
  if (result !== undefined || existsSync(join(outDir, MARKER))) {
    const name = settings.artifactName ?? defaultArtifactName(context, settings.shard);
    artifact = await inGroup(deps, `${settings.checkName}: upload ${OUT_DIR} as ${name}`, () =>
      deps.uploadGateDir(outDir, name, settings.retentionDays, log, context),
    );
    if (!('error' in artifact)) {
      log.info(
        `uploaded ${OUT_DIR} as artifact ${artifact.name}${artifact.id ? ` (id ${artifact.id})` : ''}`,
      );
    }
  }

  await publishOrFail(
    trace,
    {
      headSha: target.checkSha,
      detailsUrl: context.runUrl,
      ...(artifact !== undefined ? { artifact } : {}),
      warnings,
      ...(result !== undefined ? { tracePath: result.tracePath } : {}),
      ...(check !== undefined ? { check } : {}),
      ...(noCheck !== undefined ? { noCheck } : {}),
      ...(context.pullRequest !== null
        ? { pullRequest: { number: context.pullRequest.number, readOnlyToken: context.pullRequest.isFork } }
        : {}),
    },
    deps,
    failed,
  );
}

/**
 * The trace of a run the pipeline could not finish: UNUSABLE with reason INTERNAL and the error, so the
 * check, the job summary and the outputs say what happened. Nothing here claims a stage ran.
 */
export function internalTrace(
  error: unknown,
  options: Pick<GateOptions, 'base' | 'head' | 'config' | 'shard' | 'checkSha'>,
): Trace {
  const message = errorMessage(error);
  const v = decideVerdict({
    scope: undefined,
    property: undefined,
    fixture: undefined,
    missLabels: [],
    allSchedulerMissesExcused: false,
    freezeCode: undefined,
    internalError: message,
  });
  const trace: Trace = {
    ...blankTrace({
      tool_version: VERSION,
      base: options.base,
      head: options.head ?? 'HEAD',
      config: options.config,
      shard: options.shard ?? null,
      checkSha: options.checkSha,
    }),
    verdict: v.verdict,
    label: v.label,
    reason_code: v.reason_code,
    reason_stage: v.reason_stage,
    reason: v.reason,
    conclusion: v.conclusion,
    errors: [message],
  };
  trace.advice = adviceFor(trace);
  return trace;
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
