/**
 * Reading the `.gate` artifacts of a workflow run back (report and merge modes, SPEC §9). An artifact
 * is untrusted data: it is downloaded into a fresh temporary folder outside the workspace (the artifact
 * client refuses names with path separators), only one fixed file of it is opened — `trace.json`,
 * resolved inside the extracted folder without following a link out — it must be a regular file under
 * the size cap, and it must pass the trace schema. Nothing in it is executed or joined onto a path.
 */
import { lstat, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDownloadError } from '../adapters/artifact.js';
import { resolveInside } from '../patch/paths.js';
import { MAX_TRACE_BYTES, parseTraceText } from '../trace/schema.js';
import { latestAttempts, type ShardProblem, type ShardTrace } from '../trace/merge.js';
import { recomputeTrace } from '../trace/recompute.js';
import { adviceFor } from '../report/advice.js';
import type { Trace } from '../trace/model.js';
import type { ActionDeps } from './deps.js';

/** A `.gate` zip larger than this is not downloaded. */
export const MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;

export interface CollectedTraces {
  shards: ShardTrace[];
  problems: ShardProblem[];
  /** What artifacts claimed that their own codes do not give (shown as warnings). */
  overclaims: string[];
  /** Names of the artifacts that were read. */
  names: string[];
}

/** A fresh folder for downloads, under RUNNER_TEMP when the runner gives one. */
export async function scratchDir(deps: ActionDeps, prefix: string): Promise<string> {
  const root =
    deps.env.RUNNER_TEMP !== undefined && deps.env.RUNNER_TEMP !== '' ? deps.env.RUNNER_TEMP : tmpdir();
  return mkdtemp(join(root, prefix));
}

/** The trace of one extracted artifact, or why it cannot be used. */
export async function readArtifactTrace(
  dir: string,
): Promise<{ ok: true; trace: ShardTrace['trace'] } | { ok: false; reason: string }> {
  const found = await resolveInside(dir, 'trace.json');
  if (!found.ok) return { ok: false, reason: `trace.json: ${found.reason}` };
  const info = await lstat(found.path);
  if (!info.isFile()) return { ok: false, reason: 'trace.json is not a regular file' };
  if (info.size > MAX_TRACE_BYTES) {
    return { ok: false, reason: `trace.json is ${info.size} bytes, more than ${MAX_TRACE_BYTES}` };
  }
  const parsed = parseTraceText(await readFile(found.path));
  if (!parsed.ok)
    return { ok: false, reason: `trace.json fails the trace schema: ${parsed.errors.join('; ')}` };
  return { ok: true, trace: parsed.trace };
}

/**
 * Downloads the artifacts of `runId` whose names match `pattern`, keeps the latest attempt of each
 * (job, shard), and reads each one's trace. Never throws for what an artifact holds; a listing failure
 * becomes a problem (missing), so the verdict blocks with the reason.
 */
export async function collectTraces(
  deps: ActionDeps,
  runId: number,
  pattern: string,
): Promise<CollectedTraces> {
  const { settings, context, log } = deps;
  const destination = await scratchDir(deps, 'gate-artifacts-');
  const res = await deps.downloadArtifacts({
    token: settings.token,
    owner: context.repo.owner,
    repo: context.repo.repo,
    runId,
    pattern,
    destination,
    log,
    maxBytes: MAX_ARTIFACT_BYTES,
  });
  const out: CollectedTraces = { shards: [], problems: [], overclaims: [], names: [] };
  if (isDownloadError(res)) {
    out.problems.push({ artifact: `run ${runId}`, kind: 'missing', reason: res.error });
    return out;
  }
  const keep = new Set(latestAttempts([...res.artifacts, ...res.failed].map((a) => a.name)));
  for (const f of res.failed) {
    if (!keep.has(f.name)) continue;
    out.problems.push({
      artifact: f.name,
      kind: f.kind === 'invalid' ? 'invalid' : 'missing',
      reason: f.error,
    });
  }
  for (const a of res.artifacts) {
    if (!keep.has(a.name)) continue;
    out.names.push(a.name);
    const read = await readArtifactTrace(a.path).catch((err: unknown) => ({
      ok: false as const,
      reason: `trace.json cannot be read: ${err instanceof Error ? err.message : String(err)}`,
    }));
    if (!read.ok) {
      log.warn(`artifact ${a.name}: ${read.reason}`);
      out.problems.push({ artifact: a.name, kind: 'invalid', reason: read.reason });
      continue;
    }
    out.shards.push({ artifact: a.name, trace: read.trace });
    for (const o of recomputeTrace(read.trace, adviceFor).overclaims) {
      out.overclaims.push(`Artifact ${a.name} claims ${o}; its stage codes decide, not its claim.`);
    }
  }
  return out;
}

/** Writes the trace a mode published, for the `trace` output. */
export async function writeTrace(deps: ActionDeps, trace: Trace, prefix: string): Promise<string> {
  const path = join(await scratchDir(deps, prefix), 'trace.json');
  await writeFile(path, `${JSON.stringify(trace, null, 2)}\n`, 'utf8');
  return path;
}
