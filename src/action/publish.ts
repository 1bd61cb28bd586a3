/**
 * Publishing a verdict (SPEC §3, §6, §7): the failure-class check run on the pull request's head sha,
 * the same summary in the job summary, and the step outputs — all rendered from one trace. Every mode
 * (gate, report, merge) ends here.
 *
 * The check is what branch protection reads; the job summary and the outputs are there so that a token
 * without `checks: write` (a fork, Dependabot) still shows the verdict on the run page. So a refused
 * token is a warning, never a crash; any other failure to post the check fails the step after the job
 * summary and the outputs are written (the required check then stays pending, which blocks merging).
 */
import { ChecksPermissionError } from '../adapters/checks.js';
import { isUploadFailure, type UploadResult } from '../adapters/artifact.js';
import { renderSummary, renderTitle, type SummaryExtras } from '../report/summary.js';
import { annotationsFor } from '../report/annotations.js';
import type { FailStepOn } from '../settings.js';
import type { Trace, Verdict } from '../model.js';
import { Outputs, type ActionDeps } from './deps.js';

/**
 * The check run as a mode started it: `id` of the in-progress run (null when creating it failed for a
 * reason other than permissions: complete() then creates it), or why the token may not post it.
 */
export type CheckStart = { id: number | null } | { denied: string };

export interface PublishOptions {
  /** The commit the check run goes on: the pull request's head sha, never its merge commit. */
  headSha: string;
  /** Where the check's "Details" link points: the workflow run. */
  detailsUrl: string;
  /** The `.gate` upload (its failure becomes a warning in the summary). */
  artifact?: UploadResult;
  warnings?: string[];
  /** Absolute path of `.gate/trace.json` for the `trace` output; absent when no trace was written. */
  tracePath?: string;
  /** From startCheck(): complete that run instead of creating a second one. */
  check?: CheckStart;
  /**
   * Why this job posts no check at all (a `shard: i/n` job: the merge job posts the one check of the
   * run). The job summary and the outputs are still written.
   */
  noCheck?: string;
}

export interface Published {
  /** The check run was completed with the trace's conclusion. */
  checkPosted: boolean;
  /** Every warning shown in the job summary (the caller's, the upload's, the check's). */
  warnings: string[];
  summary: string;
}

/** Thrown after everything else is published: the step must fail. */
export class StepFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StepFailure';
  }
}

/**
 * What the summary says when the token may not write check runs, and what to do about it (SPEC §9).
 */
export function permissionAdvice(checkName: string, why: string): string {
  return (
    `The ${checkName} check run was not posted (${why}); the verdict is in this summary, the step ` +
    'outputs and the .gate artifact. Same-repository pull requests: grant `permissions: checks: write`. ' +
    'Fork and Dependabot pull requests get a read-only token: post the check from a second workflow ' +
    'on `workflow_run` that runs this action with `mode: report` (README, Forks).'
  );
}

/**
 * Creates the check run in progress, so the pull request shows the gate is running. Never throws: a
 * refused token comes back as `{ denied }`, anything else as `{ id: null }` (logged by the client).
 */
export async function startCheck(deps: ActionDeps, headSha: string, detailsUrl: string): Promise<CheckStart> {
  const { settings } = deps;
  if (settings.token === '') return { denied: 'the token input is empty' };
  try {
    return { id: await deps.checksClient().start(settings.checkName, headSha, detailsUrl) };
  } catch (err) {
    if (err instanceof ChecksPermissionError) return { denied: err.message };
    deps.log.warn(`could not create the ${settings.checkName} check run in progress: ${errorMessage(err)}`);
    return { id: null };
  }
}

/** The step fails for this verdict under `fail-step-on`; null when it succeeds. */
export function stepFailureFor(verdict: Verdict, failStepOn: FailStepOn): string | null {
  const blocking =
    failStepOn === 'never'
      ? false
      : failStepOn === 'reject'
        ? verdict === 'REJECT' || verdict === 'UNUSABLE'
        : verdict === 'REJECT' || verdict === 'UNUSABLE' || verdict === 'HOLD';
  return blocking ? `the verdict is ${verdict} (fail-step-on: ${failStepOn})` : null;
}

/**
 * Posts the check, writes the job summary and sets the outputs; then throws StepFailure when the check
 * could not be posted (other than for permissions) or when `fail-step-on` says the verdict fails the
 * step. So it is the last thing a mode does.
 */
export async function publish(trace: Trace, options: PublishOptions, deps: ActionDeps): Promise<Published> {
  const { settings, context, log } = deps;
  const warnings = [...(options.warnings ?? [])];
  const extras: SummaryExtras = { runUrl: context.runUrl };
  if (options.artifact !== undefined) {
    if (isUploadFailure(options.artifact)) {
      warnings.push(
        `The .gate artifact ${options.artifact.name} was not uploaded: ${options.artifact.error}`,
      );
    } else {
      extras.artifact = {
        name: options.artifact.name,
        ...(options.artifact.id !== undefined ? { id: options.artifact.id } : {}),
        ...(options.artifact.url !== undefined ? { url: options.artifact.url } : {}),
      };
    }
  }
  for (const w of warnings) log.warn(w);

  // The check first: its summary carries the warnings known so far; the job summary also those of
  // posting it.
  const title = renderTitle(trace);
  const checkSummary = renderSummary(trace, { ...extras, warnings });
  let checkPosted = false;
  let postFailure: string | null = null;
  const check = options.check ?? { id: null };
  const denied = 'denied' in check ? check.denied : settings.token === '' ? 'the token input is empty' : null;
  if (options.noCheck !== undefined) {
    log.info(`no ${settings.checkName} check run from this job: ${options.noCheck}`);
  } else if (denied !== null) {
    const advice = permissionAdvice(settings.checkName, denied);
    log.warn(advice);
    warnings.push(advice);
  } else {
    try {
      await deps
        .checksClient()
        .complete(
          'id' in check ? check.id : null,
          settings.checkName,
          options.headSha,
          trace.conclusion,
          { title, summary: checkSummary, annotations: annotationsFor(trace) },
          options.detailsUrl,
        );
      checkPosted = true;
      log.info(
        `posted the ${settings.checkName} check run on ${options.headSha}: ${trace.conclusion} (${title})`,
      );
    } catch (err) {
      if (err instanceof ChecksPermissionError) {
        const advice = permissionAdvice(settings.checkName, err.message);
        log.warn(advice);
        warnings.push(advice);
      } else {
        postFailure =
          `could not post the ${settings.checkName} check run on ${options.headSha}: ${errorMessage(err)}. ` +
          'The required check stays pending, which blocks merging; re-run the job.';
        warnings.push(postFailure);
      }
    }
  }

  const summary = warnings.length === 0 ? checkSummary : renderSummary(trace, { ...extras, warnings });
  try {
    await deps.writeJobSummary(summary);
  } catch (err) {
    log.warn(`could not write the job summary: ${errorMessage(err)}`);
  }
  setOutputs(deps, trace, options.tracePath);

  if (postFailure !== null) throw new StepFailure(postFailure);
  const failStep = stepFailureFor(trace.verdict, settings.failStepOn);
  if (failStep !== null) throw new StepFailure(failStep);
  return { checkPosted, warnings, summary };
}

/** What a mode could not do, and why: it fails the step after the verdict is published. */
export interface InternalFailure {
  /** e.g. "the gate could not run" */
  what: string;
  error: unknown;
}

/**
 * publish(), and then, when the mode hit an internal error, fail the step whatever `fail-step-on`
 * says: the error's message first, a failure to publish added to it.
 */
export async function publishOrFail(
  trace: Trace,
  options: PublishOptions,
  deps: ActionDeps,
  internal: InternalFailure | undefined,
): Promise<void> {
  const publishing = publish(trace, options, deps);
  if (internal === undefined) {
    await publishing;
    return;
  }
  const also = await publishing.then(
    () => '',
    (err: unknown) => `; ${errorMessage(err)}`,
  );
  throw new StepFailure(`${internal.what}: ${errorMessage(internal.error)}${also}`);
}

function setOutputs(deps: ActionDeps, trace: Trace, tracePath: string | undefined): void {
  deps.setOutput(Outputs.Label, trace.label ?? '');
  deps.setOutput(Outputs.Verdict, trace.verdict);
  deps.setOutput(Outputs.ReasonCode, trace.reason_code);
  deps.setOutput(Outputs.ReasonStage, trace.reason_stage);
  deps.setOutput(Outputs.FreezeConsulted, String(trace.freeze_consulted === true));
  deps.setOutput(Outputs.Trace, tracePath ?? '');
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
