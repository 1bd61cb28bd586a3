/**
 * The sticky pull-request comment (action input `comment`): one comment per pull request and check
 * name, found again by a hidden marker and updated in place, so a pull request that is graded ten times
 * carries one comment, not ten. Issues comments API (a pull request is an issue): list every page,
 * then update the marked comment or create one. Needs `pull-requests: write` (or `issues: write`); a
 * 403 is reported as CommentPermissionError so the caller can say so instead of failing the step.
 */
import { createHash } from 'node:crypto';
import type { Logger } from './log.js';
import { lazyOctokit } from './octokit.js';
import { describeFailure } from './checks.js';

/** GitHub's cap on a comment body (characters). */
export const COMMENT_LIMIT = 65536;

/** The hidden first line that marks the comment of one check name. */
export function commentMarker(checkName: string): string {
  const key = createHash('sha256').update(checkName, 'utf8').digest('hex').slice(0, 16);
  return `<!-- failure-class-gate sticky comment ${key} -->`;
}

export interface CommentResult {
  action: 'created' | 'updated';
  id: number;
  url: string | null;
}

export interface CommentsClient {
  /**
   * Updates the comment of `pullNumber` that starts with `marker`, or creates it — unless `create` is
   * false, in which case a missing comment stays missing (null).
   */
  upsert(pullNumber: number, marker: string, body: string, create?: boolean): Promise<CommentResult | null>;
}

/** The token may not write comments (403). */
export class CommentPermissionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommentPermissionError';
  }
}

export interface CommentsClientOptions {
  token: string;
  owner: string;
  repo: string;
  baseUrl: string;
  log?: Logger;
  retry?: { retries: number; minDelayMs: number };
}

export function createCommentsClient(opts: CommentsClientOptions): CommentsClient {
  if (opts.token === '') throw new Error('comments: no token');
  const retry = { retries: 3, minDelayMs: 1000, ...opts.retry };
  const api = lazyOctokit(
    opts.token,
    {
      baseUrl: opts.baseUrl,
      log: { debug: () => {}, info: () => {}, warn: (m: string) => opts.log?.warn(m), error: () => {} },
    },
    (octokit) => {
      octokit.hook.wrap('request', async (request, options) => {
        for (let attempt = 0; ; attempt++) {
          try {
            return await request(options);
          } catch (err) {
            const failure = describeFailure(err);
            if (failure.kind === 'permission') {
              throw new CommentPermissionError(
                `${String(options.method)} ${String(options.url)}: ${failure.status} ${failure.message}`,
              );
            }
            if (failure.kind !== 'retry' || attempt >= retry.retries) throw err;
            const delay = failure.waitMs ?? retry.minDelayMs * 2 ** attempt;
            opts.log?.warn(
              `${String(options.method)} ${String(options.url)}: ${failure.status} ${failure.message}; retry ${attempt + 1} of ${retry.retries} in ${delay} ms`,
            );
            await new Promise((r) => setTimeout(r, delay));
          }
        }
      });
    },
  );
  const { owner, repo } = opts;
  return {
    async upsert(pullNumber, marker, body, create = true) {
      const octokit = await api();
      const text = `${marker}\n${body}`.slice(0, COMMENT_LIMIT);
      const comments = await octokit.paginate(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: pullNumber,
        per_page: 100,
      });
      const mine = comments.find((c) => typeof c.body === 'string' && c.body.startsWith(marker));
      if (mine !== undefined) {
        const { data } = await octokit.rest.issues.updateComment({
          owner,
          repo,
          comment_id: mine.id,
          body: text,
        });
        return { action: 'updated', id: data.id, url: data.html_url ?? null };
      }
      if (!create) return null;
      const { data } = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: pullNumber,
        body: text,
      });
      return { action: 'created', id: data.id, url: data.html_url ?? null };
    },
  };
}
