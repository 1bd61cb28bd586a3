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
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ChecksPermissionError, type ChecksClient } from '../adapters/checks.js';
import { CommentPermissionError, commentMarker } from '../adapters/comments.js';
import { isUploadFailure, type UploadResult } from '../adapters/artifact.js';
import { renderSummary, renderTitle, type SummaryExtras } from '../report/summary.js';
import { annotationsFor } from '../report/annotations.js';
import { Prose, code, codeSpan, isSafeUrl, prose } from '../report/markdown.js';
import type { FailStepOn } from './settings.js';
import type { Trace, Verdict } from '../trace/model.js';
import { Outputs, inGroup, type ActionDeps } from './deps.js';

/** A warning: plain text from the world (escaped in the summary), or the product's own Prose. */
export type Warning = string | Prose;

/** A sticky comment leaves room for its marker and footer under GitHub's 65,536-character cap. */
const COMMENT_SUMMARY_BYTES = 60_000;

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
  warnings?: Warning[];
  /**
   * The pull request the verdict is for (the sticky comment goes there); `readOnlyToken` when the job's
   * token cannot write to it (a fork's pull_request run).
   */
  pullRequest?: { number: number; readOnlyToken: boolean };
  /**
   * Where a person downloads the `.gate` files the summary's commands name, when they are not this
   * job's own artifact (report mode: the graded run's).
   */
  files?: SummaryExtras['files'];
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
  warnings: Warning[];
  summary: string;
  /** The check run's page, when it was posted. */
  checkUrl: string | null;
  /** Where the rendered summary markdown was written (the `summary` output). */
  summaryPath: string | null;
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
export function permissionAdvice(checkName: string, why: string): Prose {
  return prose`The ${code(checkName)} check run was not posted (${why}); the verdict is in this summary, the step outputs and the \`.gate\` artifact. Same-repository pull requests: grant \`permissions: checks: write\`. Fork and Dependabot pull requests get a read-only token: post the check from a second workflow on \`workflow_run\` that runs this action with \`mode: report\` (README, Forks).`;
}

/** A warning as log text. */
function plain(w: Warning): string {
  return w instanceof Prose ? w.text() : w;
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
  return inGroup(deps, `${deps.settings.checkName}: publish the verdict`, () =>
    publishNow(trace, options, deps),
  );
}

async function publishNow(trace: Trace, options: PublishOptions, deps: ActionDeps): Promise<Published> {
  const { settings, context, log } = deps;
  const warnings: Warning[] = [...(options.warnings ?? [])];
  const extras: SummaryExtras = {
    runUrl: context.runUrl,
    ...(options.files !== undefined ? { files: options.files } : {}),
  };
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
  for (const w of warnings) log.warn(plain(w));

  // The check first: its summary carries the warnings known so far; the job summary also those of
  // posting it and of the comment.
  const title = renderTitle(trace);
  const checkSummary = renderSummary(trace, { ...extras, warnings });
  const checkWarnings = warnings.length;
  let checkPosted = false;
  let checkUrl: string | null = null;
  let postFailure: string | null = null;
  const check = options.check ?? { id: null };
  const denied = 'denied' in check ? check.denied : settings.token === '' ? 'the token input is empty' : null;
  if (options.noCheck !== undefined) {
    log.info(`no ${settings.checkName} check run from this job: ${options.noCheck}`);
  } else if (denied !== null) {
    const advice = permissionAdvice(settings.checkName, denied);
    log.warn(advice.text());
    warnings.push(advice);
  } else {
    try {
      const done = await deps
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
      checkUrl = done.htmlUrl;
      log.info(
        `posted the ${settings.checkName} check run on ${options.headSha}: ${trace.conclusion} (${title})`,
      );
      if (checkUrl !== null) log.info(`the ${settings.checkName} check run: ${checkUrl}`);
    } catch (err) {
      if (err instanceof ChecksPermissionError) {
        const advice = permissionAdvice(settings.checkName, err.message);
        log.warn(advice.text());
        warnings.push(advice);
      } else {
        postFailure =
          `could not post the ${settings.checkName} check run on ${options.headSha}: ${errorMessage(err)}. ` +
          'The required check stays pending, which blocks merging; re-run the job.';
        warnings.push(postFailure);
      }
    }
  }

  const note = await stickyComment(trace, options, deps, { ...extras, warnings }, checkUrl);
  if (note !== undefined) {
    log.warn(note.text());
    warnings.push(note);
  }

  const summary =
    warnings.length === checkWarnings ? checkSummary : renderSummary(trace, { ...extras, warnings });
  try {
    await deps.writeJobSummary(summary);
  } catch (err) {
    log.warn(`could not write the job summary: ${errorMessage(err)}`);
  }
  const summaryPath = await writeSummaryFile(deps, summary, options.tracePath);
  setOutputs(deps, trace, options.tracePath, checkUrl, summaryPath);

  if (postFailure !== null) throw new StepFailure(postFailure);
  const failStep = stepFailureFor(trace.verdict, settings.failStepOn);
  if (failStep !== null) throw new StepFailure(failStep);
  return { checkPosted, warnings, summary, checkUrl, summaryPath };
}

/**
 * The sticky pull-request comment, per the `comment` input. Never fails the step: what went wrong is
 * returned as a note for the job summary (a read-only fork token, a token without
 * `pull-requests: write`, an API error).
 */
async function stickyComment(
  trace: Trace,
  options: PublishOptions,
  deps: ActionDeps,
  extras: SummaryExtras,
  checkUrl: string | null,
): Promise<Prose | undefined> {
  const { settings, log } = deps;
  if (settings.comment === 'off') return undefined;
  const pr = options.pullRequest;
  if (pr === undefined) {
    log.info(`comment: ${settings.comment}, but this run is for no pull request: no comment`);
    return undefined;
  }
  if (pr.readOnlyToken) {
    return prose`The pull-request comment (\`comment: ${settings.comment}\`) was skipped: the token of a fork pull request is read-only. Post it from the \`workflow_run\` job that runs \`mode: report\` (set \`comment\` there, with \`pull-requests: write\`).`;
  }
  if (deps.commentsClient === undefined) return undefined;
  const blocking = trace.verdict !== 'CLEAR' && trace.verdict !== 'SKIP';
  // on-failure: a passing run only updates a comment a failing run left, so it never shows a stale failure.
  const create = settings.comment === 'always' || blocking;
  const link =
    checkUrl !== null && isSafeUrl(checkUrl)
      ? `\n\n<sub>Updated on every run of the ${codeSpan(settings.checkName)} check · [check run](${checkUrl})</sub>\n`
      : `\n\n<sub>Updated on every run of the ${codeSpan(settings.checkName)} check</sub>\n`;
  const body = `${renderSummary(trace, extras, COMMENT_SUMMARY_BYTES)}${link}`;
  try {
    const done = await deps
      .commentsClient()
      .upsert(pr.number, commentMarker(settings.checkName), body, create);
    if (done === null)
      log.info(`comment: the verdict is ${trace.verdict} and no comment exists: none posted`);
    else
      log.info(
        `comment: ${done.action} comment ${done.id} on pull request #${pr.number}${done.url ? ` (${done.url})` : ''}`,
      );
    return undefined;
  } catch (err) {
    if (err instanceof CommentPermissionError) {
      return prose`The pull-request comment was not posted (${err.message}): grant \`permissions: pull-requests: write\` to this job, or set \`comment: off\`.`;
    }
    return prose`The pull-request comment was not posted: ${errorMessage(err)}.`;
  }
}

/** The rendered summary as a file (the `summary` output): next to the trace, else in RUNNER_TEMP. */
async function writeSummaryFile(
  deps: ActionDeps,
  summary: string,
  tracePath: string | undefined,
): Promise<string | null> {
  try {
    const dir =
      tracePath !== undefined
        ? dirname(tracePath)
        : await mkdtemp(
            join(
              deps.env.RUNNER_TEMP !== undefined && deps.env.RUNNER_TEMP !== ''
                ? deps.env.RUNNER_TEMP
                : tmpdir(),
              'gate-summary-',
            ),
          );
    const path = join(dir, 'summary.md');
    await writeFile(path, summary, 'utf8');
    return path;
  } catch (err) {
    deps.log.warn(`could not write the summary file: ${errorMessage(err)}`);
    return null;
  }
}

/**
 * `deps` whose checks client notes when a check run was completed, so a mode can tell, on its way out
 * with an error, whether the check it started still needs a conclusion.
 */
export function trackCheckCompletion(deps: ActionDeps): { deps: ActionDeps; completed(): boolean } {
  let completed = false;
  const checksClient = (): ChecksClient => {
    const inner = deps.checksClient();
    return {
      ...inner,
      start: (...a) => inner.start(...a),
      complete: async (...a) => {
        const done = await inner.complete(...a);
        completed = true;
        return done;
      },
    };
  };
  return { deps: { ...deps, checksClient }, completed: () => completed };
}

/**
 * The last way out: a check run the mode started is completed `failure` with the error, in plain text
 * and without rendering anything from the trace (the renderer may be what failed). Never throws.
 */
export async function postBlockingFallback(
  deps: ActionDeps,
  check: CheckStart,
  headSha: string,
  detailsUrl: string,
  err: unknown,
): Promise<void> {
  const { settings, log } = deps;
  const why = errorMessage(err).slice(0, 2000);
  try {
    await deps.checksClient().complete(
      'id' in check ? check.id : null,
      settings.checkName,
      headSha,
      'failure',
      {
        title: 'The gate could not finish its report',
        summary: `The job failed before it could publish a verdict, so this check blocks. Re-run the job; the job log has the details.\n\n    ${why.replace(/\n/g, '\n    ')}\n`,
      },
      detailsUrl,
    );
  } catch (e) {
    log.error(`could not complete the ${settings.checkName} check run after a failure: ${errorMessage(e)}`);
  }
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

function setOutputs(
  deps: ActionDeps,
  trace: Trace,
  tracePath: string | undefined,
  checkUrl: string | null,
  summaryPath: string | null,
): void {
  deps.setOutput(Outputs.Label, trace.label ?? '');
  deps.setOutput(Outputs.Verdict, trace.verdict);
  deps.setOutput(Outputs.ReasonCode, trace.reason_code);
  deps.setOutput(Outputs.ReasonStage, trace.reason_stage);
  deps.setOutput(Outputs.FreezeConsulted, String(trace.freeze_consulted === true));
  deps.setOutput(Outputs.Trace, tracePath ?? '');
  deps.setOutput(Outputs.Conclusion, trace.conclusion);
  deps.setOutput(Outputs.CheckUrl, checkUrl ?? '');
  deps.setOutput(Outputs.Summary, summaryPath ?? '');
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
