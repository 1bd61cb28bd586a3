/**
 * The Checks API edge: the failure-class check run goes `in_progress`, then `completed` with the
 * conclusion, title, summary and annotations (SPEC §3, §7). Transient failures (5xx, 429, rate-limit
 * 403s) are retried with exponential backoff; a 403 for permissions is not retried and throws
 * ChecksPermissionError, so the caller can say what the workflow must grant (`checks: write`, or the
 * workflow_run split for forks, SPEC §9).
 */
import type { Logger } from './log.js';
import { retryingOctokit, type RepoClientOptions } from './octokit.js';
/** Sorting API failures lives with the one retry loop (octokit.ts); re-exported for the callers. */
export { describeFailure } from './octokit.js';
import type { Conclusion } from '../trace/model.js';

export type AnnotationLevel = 'notice' | 'warning' | 'failure';

/** One annotation, in the Checks API's own field names. */
export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  /** Only when start_line equals end_line (an API rule). */
  start_column?: number;
  end_column?: number;
  annotation_level: AnnotationLevel;
  /** At most 255 characters. */
  title?: string;
  /** At most 64 KB. */
  message: string;
  raw_details?: string;
}

export interface CheckOutput {
  title: string;
  /** Markdown, at most 65,535 characters. */
  summary: string;
  text?: string;
  annotations?: Annotation[];
}

export interface ChecksClient {
  /**
   * Creates the check run on headSha with status in_progress. Returns its id, or null when it could not
   * be created for a reason other than permissions (logged); complete() then creates it in one go.
   */
  start(name: string, headSha: string, detailsUrl?: string): Promise<number | null>;
  /**
   * Completes the check run (creates it when id is null) with the conclusion and output. At most 50
   * annotations go with the completing request; the rest follow in further updates of 50, each
   * repeating the output's title, summary and text, as the API requires. Throws when the completing
   * request fails; a failed later batch of annotations is only logged. Returns the check run's id and
   * its page (`html_url`, null when the API gave none).
   */
  complete(
    id: number | null,
    name: string,
    headSha: string,
    conclusion: Conclusion,
    output: CheckOutput,
    detailsUrl?: string,
  ): Promise<CompletedCheck>;
}

/** A completed check run: its id and the page GitHub shows it on. */
export interface CompletedCheck {
  id: number;
  htmlUrl: string | null;
}

/** The token may not write check runs (403 "Resource not accessible by integration" and the like). */
export class ChecksPermissionError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ChecksPermissionError';
  }
}

export type ChecksClientOptions = RepoClientOptions;

/** The Checks API accepts at most 50 annotations per request. */
export const ANNOTATIONS_PER_REQUEST = 50;
/** output.summary and output.text: at most 65,535 characters; we keep to 65,535 UTF-8 bytes. */
export const OUTPUT_TEXT_LIMIT = 65535;
/** An annotation's title: at most 255 characters. */
export const ANNOTATION_TITLE_LIMIT = 255;
/** An annotation's message: at most 64 KiB. */
export const ANNOTATION_MESSAGE_LIMIT = 64 * 1024;

export function createChecksClient(opts: ChecksClientOptions): ChecksClient {
  if (opts.token === '') {
    throw new Error('checks: no token; the action needs a token with checks: write to post the check run');
  }
  const log = opts.log;
  const api = retryingOctokit(opts.token, {
    baseUrl: opts.baseUrl,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
    ...(log ? { log } : {}),
    ...(opts.retry ? { retry: opts.retry } : {}),
    // What to do about it is the caller's to say (publish.ts permissionAdvice).
    permissionError: (what, status, message) =>
      new ChecksPermissionError(`${what}: ${status} ${message}`, status),
  });
  const { owner, repo } = opts;

  return {
    async start(name, headSha, detailsUrl) {
      const octokit = await api();
      try {
        const { data } = await octokit.rest.checks.create({
          owner,
          repo,
          name,
          head_sha: headSha,
          status: 'in_progress',
          started_at: new Date().toISOString(),
          ...(detailsUrl ? { details_url: detailsUrl } : {}),
        });
        return data.id;
      } catch (err) {
        if (err instanceof ChecksPermissionError) throw err;
        log?.warn(`could not create the ${name} check run in progress: ${errorMessage(err)}`);
        return null;
      }
    },

    async complete(id, name, headSha, conclusion, output, detailsUrl) {
      const octokit = await api();
      const base = fitOutput(output, log);
      const chunks = chunk((output.annotations ?? []).map(fitAnnotation), ANNOTATIONS_PER_REQUEST);
      const first = chunks.shift() ?? [];
      const completing = {
        name,
        status: 'completed' as const,
        conclusion,
        completed_at: new Date().toISOString(),
        ...(detailsUrl ? { details_url: detailsUrl } : {}),
        output: { ...base, ...(first.length > 0 ? { annotations: first } : {}) },
      };
      let checkRunId: number;
      let htmlUrl: string | null;
      if (id === null) {
        const { data } = await octokit.rest.checks.create({ owner, repo, head_sha: headSha, ...completing });
        checkRunId = data.id;
        htmlUrl = data.html_url ?? null;
      } else {
        const { data } = await octokit.rest.checks.update({ owner, repo, check_run_id: id, ...completing });
        checkRunId = id;
        htmlUrl = data.html_url ?? null;
      }
      const done: CompletedCheck = { id: checkRunId, htmlUrl };
      // Updates append annotations; output.title and summary are required on every update. The
      // conclusion is already posted: a failed batch costs annotations, not the verdict, so it is
      // logged rather than thrown.
      const total = first.length + chunks.flat().length;
      let sent = first.length;
      for (const annotations of chunks) {
        try {
          await octokit.rest.checks.update({
            owner,
            repo,
            check_run_id: checkRunId,
            output: { ...base, annotations },
          });
        } catch (err) {
          log?.warn(
            `check run ${checkRunId}: posted ${sent} of ${total} annotations; the rest failed: ${errorMessage(err)}`,
          );
          return done;
        }
        sent += annotations.length;
      }
      return done;
    },
  };
}

/** Consecutive slices of at most `size` items (the Checks API takes 50 annotations per request). */
export function chunk<T>(items: readonly T[], size = ANNOTATIONS_PER_REQUEST): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`chunk: size must be a positive integer, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * The longest prefix of `text` whose UTF-8 encoding fits `maxBytes`, cut at a code point boundary
 * (never half a surrogate pair or half a multi-byte sequence). The one such cut in the gate: the
 * Checks API's limits and the summary renderer both use it.
 */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (maxBytes <= 0) return '';
  if (text.length * 3 <= maxBytes || Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  let bytes = 0;
  let end = 0;
  for (const c of text) {
    const size = utf8Size(c);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += c.length;
  }
  return text.slice(0, end);
}

/** The UTF-8 size of one code point (a lone surrogate is written as U+FFFD, 3 bytes). */
function utf8Size(codePoint: string): number {
  const c = codePoint.codePointAt(0) ?? 0;
  if (c <= 0x7f) return 1;
  if (c <= 0x7ff) return 2;
  return c <= 0xffff ? 3 : 4;
}

/**
 * The summary renderer keeps within the limit (and degrades detail first); this is the last guard, so a
 * too-long summary still posts a verdict instead of a 422.
 */
function fitOutput(
  output: CheckOutput,
  log: Logger | undefined,
): { title: string; summary: string; text?: string } {
  const fit = (field: string, s: string): string => {
    if (Buffer.byteLength(s, 'utf8') <= OUTPUT_TEXT_LIMIT) return s;
    log?.warn(`check output.${field} exceeds ${OUTPUT_TEXT_LIMIT} bytes; truncated`);
    const marker = '\n\n… (truncated)';
    return truncateUtf8(s, OUTPUT_TEXT_LIMIT - Buffer.byteLength(marker)) + marker;
  };
  return {
    title: output.title,
    summary: fit('summary', output.summary),
    ...(output.text !== undefined ? { text: fit('text', output.text) } : {}),
  };
}

function fitAnnotation(a: Annotation): Annotation {
  const start = Math.max(1, Math.trunc(a.start_line));
  const end = Math.max(start, Math.trunc(a.end_line));
  const out: Annotation = {
    path: a.path,
    start_line: start,
    end_line: end,
    annotation_level: a.annotation_level,
    message: truncateUtf8(a.message, ANNOTATION_MESSAGE_LIMIT),
  };
  if (start === end && a.start_column !== undefined) {
    out.start_column = Math.max(1, Math.trunc(a.start_column));
    if (a.end_column !== undefined) out.end_column = Math.max(out.start_column, Math.trunc(a.end_column));
  }
  if (a.title !== undefined) out.title = [...a.title].slice(0, ANNOTATION_TITLE_LIMIT).join('');
  if (a.raw_details !== undefined) out.raw_details = truncateUtf8(a.raw_details, ANNOTATION_MESSAGE_LIMIT);
  return out;
}
