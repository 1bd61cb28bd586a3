/**
 * `mode: gate` — what `gate run` does locally, in a workflow (SPEC §7): the check run goes in progress
 * on the pull request's head sha (or the merge group's commit), the pipeline grades the checkout,
 * `.gate/` is uploaded whatever happened, and the verdict is published (check, job summary, outputs).
 *
 * The pipeline does not throw for grading problems (it returns an UNUSABLE trace); when it throws
 * anyway (not a git repository, the checkout is locked, `.gate` belongs to someone else), the check
 * still completes with `failure` and reason INTERNAL, and the step fails: an internal error never
 * leaves the gate green or silent.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultArtifactName, type UploadResult } from '../adapters/artifact.js';
import { ChecksPermissionError } from '../adapters/checks.js';
import { resolveCommit } from '../adapters/git.js';
import { MARKER } from '../adapters/outdir.js';
import type { RunContext } from '../adapters/context.js';
import { GateInputError, runGate, type GateOptions, type GateResult } from '../pipeline.js';
import { decideVerdict } from '../trace/verdict.js';
import { blankTrace } from '../trace/blank.js';
import { adviceFor } from '../report/advice.js';
import { Inputs, SettingsError, type Settings } from './settings.js';
import type { Trace } from '../trace/model.js';
import { VERSION } from '../run/version.js';
import { publishOrFail, startCheck, type InternalFailure } from './publish.js';
import { inGroup, type ActionDeps } from './deps.js';
import { verdictAnnotation } from '../report/log-line.js';

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
 * request shows. On a merge group (merge queue) the group's parent commit is the base, the checkout is
 * the candidate (actions/checkout checks out GITHUB_SHA, the group's commit) and the check goes on the
 * group's commit, which is what the queue merges. On any other event (push, workflow_dispatch, …) there
 * is no base to take from the event: the `base` input is required. `resolveHead` turns a revision of the
 * checkout into its sha.
 */
export async function gateTarget(
  settings: Pick<Settings, 'base' | 'head'>,
  context: Pick<RunContext, 'eventName' | 'pullRequest' | 'mergeGroup' | 'sha'>,
  resolveHead: (rev: string) => Promise<string | undefined>,
): Promise<GateTarget> {
  const pr = context.pullRequest;
  const head = settings.head ?? undefined;
  if (pr !== null) return { base: settings.base ?? pr.baseSha, head, checkSha: pr.headSha };
  const group = context.mergeGroup;
  if (group !== null) return { base: settings.base ?? group.baseSha, head, checkSha: group.headSha };

  if (settings.base === null) {
    throw new SettingsError(
      Inputs.Base,
      '',
      `a base revision (sha or ref) on ${context.eventName} events: only pull_request and merge_group events name one`,
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

/** What the checkout says about the target: a note for the summary, or a reason not to grade it. */
export interface CheckoutFinding {
  warning?: string;
  refusal?: string;
}

/**
 * Pull request: a checkout that is neither the pull request's head nor its merge commit is not what
 * the check on the head sha claims to grade; said in the summary rather than refused, since a workflow
 * may check out a rebased or otherwise prepared candidate on purpose.
 *
 * Merge group: the queue merges exactly the group's commit when the check passes, so anything else
 * graded (a checkout of another commit, a `head` input naming one) would vouch for a commit nobody
 * graded. That is refused: the check concludes failure and says why.
 */
export async function checkoutFinding(
  target: GateTarget,
  context: Pick<RunContext, 'pullRequest' | 'mergeGroup' | 'sha'>,
  settings: Pick<Settings, 'head'>,
  resolveHead: (rev: string) => Promise<string | undefined>,
): Promise<CheckoutFinding> {
  const group = context.mergeGroup;
  if (group !== null) {
    const refuse = (what: string): CheckoutFinding => ({
      refusal:
        `on merge_group the gate grades the merge group's commit ${group.headSha} (merge_group.head_sha), ` +
        `but ${what}: check out GITHUB_SHA (actions/checkout without a ref input does) and leave the ` +
        'head input empty',
    });
    const checkedOut = await resolveHead('HEAD');
    // A workspace that is no checkout at all fails in the pipeline, with its own message.
    if (checkedOut !== undefined && checkedOut !== group.headSha) {
      return refuse(`the checkout is at ${checkedOut}`);
    }
    if (settings.head !== null) {
      const named = await resolveHead(settings.head);
      if (named !== group.headSha) {
        return refuse(
          `the head input ${JSON.stringify(settings.head)} is ${named ?? 'no commit of the checkout'}`,
        );
      }
    }
    return {};
  }
  const pr = context.pullRequest;
  if (pr === null || settings.head !== null) return {};
  const head = await resolveHead('HEAD');
  if (head === undefined || head === pr.headSha || head === context.sha) return {};
  return {
    warning:
      `The checkout is at ${head}, which is neither the pull request head ${pr.headSha} nor its merge ` +
      `commit ${context.sha || '(GITHUB_SHA unset)'}; the gate graded the checkout and posts on ${target.checkSha}.`,
  };
}

/**
 * On merge_group the check is all the queue reads: a check that is not posted leaves the group waiting
 * until the queue's timeout. So there a token that may not write check runs is an error (the step
 * fails, saying what to grant), not the fork case publish() only warns about; the queue's branches
 * live in this repository, so the token of a same-repository workflow can always be given
 * `checks: write`. Elsewhere the deps are returned as they are.
 */
export function requireCheckPosting(deps: ActionDeps): ActionDeps {
  const { context, settings } = deps;
  if (context.mergeGroup === null) return deps;
  const grant =
    `on merge_group events the merge queue waits for the ${settings.checkName} check on ` +
    'merge_group.head_sha: give the job `permissions: checks: write` and keep the default token input';
  if (settings.token === '')
    throw new SettingsError(Inputs.Token, '', `a token that may post check runs (${grant})`);
  const denied = (err: unknown): never => {
    if (err instanceof ChecksPermissionError) throw new Error(`${err.message}; ${grant}`);
    throw err;
  };
  return {
    ...deps,
    checksClient: () => {
      const client = deps.checksClient();
      return {
        start: (...args) => client.start(...args).catch(denied),
        complete: (...args) => client.complete(...args).catch(denied),
      };
    },
  };
}

export type Grade = (options: GateOptions) => Promise<GateResult>;

export async function runGateMode(given: ActionDeps, grade: Grade = runGate): Promise<void> {
  const { settings, context, log, workspace } = given;
  const resolveHead = (rev: string): Promise<string | undefined> => resolveCommit(workspace, rev);
  const target = await gateTarget(settings, context, resolveHead);
  const warnings: string[] = [];
  const checkout = await checkoutFinding(target, context, settings, resolveHead);
  if (checkout.warning !== undefined) warnings.push(checkout.warning);
  if (context.mergeGroup !== null) {
    const g = context.mergeGroup;
    log.info(
      `gate: merge group ${g.headRef} into ${g.baseRef}: grading ${g.headSha} against its parent ${g.baseSha}`,
    );
  }

  // A shard grades a slice: the merge job posts the run's one check (SPEC §9).
  const noCheck =
    settings.shard !== null
      ? `this is shard ${settings.shard.index}/${settings.shard.count}; the mode merge job posts the check`
      : undefined;
  const deps = noCheck === undefined ? requireCheckPosting(given) : given;
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
    // A default actions/checkout has depth 1: the base commit is not there (SPEC §7). The job token is
    // given to git for that fetch alone, so a checkout without persisted credentials still fetches.
    fetchMissingBase: true,
    ...(settings.token !== '' ? { fetchAuth: { serverUrl: context.serverUrl, token: settings.token } } : {}),
    log,
  };
  let result: GateResult | undefined;
  let failed: InternalFailure | undefined;
  try {
    if (checkout.refusal !== undefined) throw new GateInputError(checkout.refusal);
    result = await inGroup(deps, `${settings.checkName}: grade the patch`, () => grade(options));
  } catch (err) {
    failed = { what: 'the gate could not run', error: err };
    log.error(`the gate could not run: ${errorMessage(err)}`);
  }
  const trace = result?.trace ?? internalTrace(failed?.error, options);
  // The verdict as an annotation of the job, outside the grade group: what the check says, where the
  // log is read first (through the logger, so the text is defused like every other line).
  const said = verdictAnnotation(trace);
  const line = `${said.title} — ${said.message}`;
  if (said.level === 'error') log.error(line);
  else if (said.level === 'warning') log.warn(line);
  else log.info(line);

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
