/**
 * `mode: merge` — the last job of a sharded run (SPEC §9): downloads the `.gate` artifact of every
 * `shard: i/n` job of this workflow run, merges them into one trace with one label (src/trace/merge.ts:
 * a missing or failed shard is INCOMPLETE, shards that disagree are UNUSABLE), and posts the one
 * failure-class check. It grades nothing and runs no code from the artifacts.
 */
import { dirname } from 'node:path';
import { defaultArtifactName } from '../adapters/artifact.js';
import type { RunContext } from '../adapters/context.js';
import { mergeShards } from '../trace/merge.js';
import { adviceFor } from '../report/advice.js';
import type { Settings } from './settings.js';
import type { Trace } from '../trace/model.js';
import { VERSION } from '../run/version.js';
import { inGroup, type ActionDeps } from './deps.js';
import { publishOrFail, startCheck, type InternalFailure } from './publish.js';
import { collectTraces, writeTrace } from './traces.js';
import { internalTrace, requireCheckPosting } from './gate-mode.js';

/** Shard artifacts of this run under their default names (defaultArtifactName). */
export function shardPattern(runId: number): string {
  return `gate-${runId}-*-shard-*-of-*`;
}

/** `gate-merged-<run id>-<attempt>-<job>`: the merged trace of a matrix run. */
export function mergedArtifactName(run: Pick<RunContext, 'runId' | 'runAttempt' | 'job'>): string {
  return defaultArtifactName(run, null).replace(/^gate-/, 'gate-merged-');
}

/**
 * The commit the merged check goes on: the pull request's head or the merge group's commit, else the
 * head input or GITHUB_SHA.
 */
export function mergeCheckSha(
  settings: Pick<Settings, 'head'>,
  context: Pick<RunContext, 'pullRequest' | 'mergeGroup' | 'sha'>,
): string {
  if (context.pullRequest !== null) return context.pullRequest.headSha;
  if (context.mergeGroup !== null) return context.mergeGroup.headSha;
  if (settings.head !== null && /^[0-9a-f]{40}$/.test(settings.head)) return settings.head;
  if (context.sha === '') throw new Error('mode merge: no pull request, no head sha input and no GITHUB_SHA');
  return context.sha;
}

export async function runMergeMode(given: ActionDeps): Promise<void> {
  const deps = requireCheckPosting(given);
  const { settings, context, log } = deps;
  const checkSha = mergeCheckSha(settings, context);
  const check = await startCheck(deps, checkSha, context.runUrl);
  const pattern = settings.artifactName ?? shardPattern(context.runId);
  let trace: Trace;
  let failed: InternalFailure | undefined;
  const warnings: string[] = [];
  try {
    const got = await inGroup(deps, `${settings.checkName}: read the shards (${pattern})`, () =>
      collectTraces(deps, context.runId, pattern),
    );
    log.info(`merge: ${got.shards.length} shard trace(s) read, ${got.problems.length} problem(s)`);
    warnings.push(...got.overclaims);
    trace = mergeShards(
      got.shards,
      got.problems,
      { checkSha, tool_version: VERSION, config: settings.config },
      adviceFor,
    );
  } catch (err) {
    failed = { what: 'the merge could not run', error: err };
    trace = internalTrace(err, { base: '', config: settings.config, checkSha });
  }
  log.info(
    `merge: verdict ${trace.verdict}, label ${trace.label ?? '-'}, reason ${trace.reason_code} (${trace.reason_stage})`,
  );
  const tracePath = await writeTrace(deps, trace, 'gate-merged-');
  // The merged trace is kept as an artifact of its own, under a name that neither the shard pattern
  // nor report mode's `gate-<run id>-*` matches, so it is never read back as a shard.
  const artifact = await deps.uploadGateDir(
    dirname(tracePath),
    mergedArtifactName(context),
    settings.retentionDays,
    log,
    context,
  );
  await publishOrFail(
    trace,
    {
      headSha: checkSha,
      detailsUrl: context.runUrl,
      warnings,
      tracePath,
      check,
      artifact,
      ...(context.pullRequest !== null
        ? { pullRequest: { number: context.pullRequest.number, readOnlyToken: context.pullRequest.isFork } }
        : {}),
    },
    deps,
    failed,
  );
}
