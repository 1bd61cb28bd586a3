/**
 * `@actions/github` (Octokit and its plugins) is loaded on a client's first request, not when the
 * action starts: a step that fails on its inputs, and every mode until it talks to the API, does not
 * pay for compiling it. The factories stay synchronous; the first call awaits the import once.
 *
 * Every REST client of the action (checks, pulls, comments) retries through the one loop here. The
 * retry plugin `@octokit/plugin-retry` (bundled through the artifact client) is not used for them:
 * it does not wait for `retry-after` or a rate-limit reset, and it cannot tell a token without a
 * permission (a 403 to report with advice, never retried) from a secondary rate limit (a 403 to wait
 * out), which is the difference these clients must make.
 */
import type { getOctokit } from '@actions/github';
import type { Logger } from './log.js';

export type GitHubClient = ReturnType<typeof getOctokit>;
type OctokitOptions = NonNullable<Parameters<typeof getOctokit>[1]>;

/** Retries after the first attempt, the first backoff (doubled on each retry), the longest wait. */
export interface RetryPolicy {
  retries: number;
  minDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 3, minDelayMs: 1000, maxDelayMs: 60_000 };

/** A memoised loader of one configured client; `setup` runs once on it (e.g. `hook.wrap`). */
export function lazyOctokit(
  token: string,
  options: OctokitOptions,
  setup: (octokit: GitHubClient) => void,
): () => Promise<GitHubClient> {
  let client: Promise<GitHubClient> | undefined;
  return () =>
    (client ??= import('@actions/github').then(({ getOctokit }) => {
      const octokit = getOctokit(token, options);
      setup(octokit);
      return octokit;
    }));
}

/** What every repository client (checks, pulls, comments) is made with. */
export interface RepoClientOptions {
  token: string;
  owner: string;
  repo: string;
  /** The REST API root, e.g. https://api.github.com (RunContext.apiUrl). */
  baseUrl: string;
  fetch?: typeof fetch;
  log?: Logger;
  /** Retries after the first attempt, the first backoff (doubled on each retry), the longest wait. */
  retry?: Partial<RetryPolicy>;
}

export interface RetryingOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  log?: Logger;
  retry?: Partial<RetryPolicy>;
  /** The error a request denied for lack of permission becomes (never retried); else it is thrown as is. */
  permissionError?: (what: string, status: number, message: string) => Error;
}

/**
 * A lazily loaded client whose every request retries transient failures (5xx, rate limits, waiting
 * as long as the server asks, up to `maxDelayMs`), turns a permission failure into
 * `permissionError`, and gives up with the request, the status and the attempts in the message.
 */
export function retryingOctokit(token: string, o: RetryingOptions): () => Promise<GitHubClient> {
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...o.retry };
  const { log } = o;
  return lazyOctokit(
    token,
    {
      baseUrl: o.baseUrl,
      ...(o.fetch ? { request: { fetch: o.fetch } } : {}),
      log: {
        debug: () => {},
        info: () => {},
        warn: (m: string) => log?.warn(m),
        error: (m: string) => log?.error(m),
      },
    },
    (octokit) => {
      octokit.hook.wrap('request', async (request, options) => {
        const what = `${String(options.method)} ${String(options.url)}`;
        for (let attempt = 0; ; attempt++) {
          try {
            return await request(options);
          } catch (err) {
            const failure = describeFailure(err);
            if (failure.kind === 'permission') {
              if (o.permissionError) throw o.permissionError(what, failure.status, failure.message);
              throw err;
            }
            if (failure.kind === 'fatal') throw err;
            const delay = failure.waitMs ?? retry.minDelayMs * 2 ** attempt;
            if (attempt >= retry.retries || delay > retry.maxDelayMs) {
              const why =
                delay > retry.maxDelayMs ? `the server asked to wait ${delay} ms` : `${attempt + 1} attempts`;
              throw new Error(`${what}: ${failure.status} ${failure.message} (gave up after ${why})`, {
                cause: err,
              });
            }
            log?.warn(
              `${what}: ${failure.status} ${failure.message}; retry ${attempt + 1} of ${retry.retries} in ${delay} ms`,
            );
            await sleep(delay);
          }
        }
      });
    },
  );
}

type Failure =
  | { kind: 'permission'; status: number; message: string }
  | { kind: 'retry'; status: number; message: string; waitMs: number | null }
  | { kind: 'fatal' };

/** Sorts an octokit error: permission (no retry), transient (retry, maybe after a given wait), or fatal. */
export function describeFailure(err: unknown, now = Date.now()): Failure {
  const e = err as { status?: unknown; message?: unknown; response?: { headers?: unknown; data?: unknown } };
  if (typeof e !== 'object' || e === null || typeof e.status !== 'number') return { kind: 'fatal' };
  const status = e.status;
  const headers = (e.response?.headers ?? {}) as Record<string, string | number | undefined>;
  const data = e.response?.data as { message?: unknown } | undefined;
  const message = typeof data?.message === 'string' ? data.message : String(e.message ?? '');

  const retryAfter = parseRetryAfter(headers['retry-after'], now);
  const exhausted = String(headers['x-ratelimit-remaining'] ?? '') === '0';
  const reset = Number(headers['x-ratelimit-reset']);
  const rateLimited =
    status === 429 || (status === 403 && (retryAfter !== null || exhausted || /rate limit/i.test(message)));
  if (rateLimited) {
    let waitMs = retryAfter;
    if (waitMs === null && exhausted && Number.isFinite(reset)) waitMs = Math.max(0, reset * 1000 - now);
    return { kind: 'retry', status, message, waitMs };
  }
  if (status === 403) return { kind: 'permission', status, message };
  if (status >= 500) return { kind: 'retry', status, message, waitMs: null };
  return { kind: 'fatal' };
}

/** retry-after is seconds or an HTTP date; null when absent or unreadable. */
function parseRetryAfter(value: string | number | undefined, now: number): number | null {
  if (value === undefined || value === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(String(value));
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
