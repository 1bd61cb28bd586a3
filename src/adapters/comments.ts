/**
 * The sticky pull-request comment (action input `comment`): one comment per pull request and check
 * name, found again by a hidden marker and updated in place, so a pull request that is graded ten times
 * carries one comment, not ten. Issues comments API (a pull request is an issue): list every page,
 * then update the marked comment or create one. Needs `pull-requests: write` (or `issues: write`); a
 * 403 is reported as CommentPermissionError so the caller can say so instead of failing the step.
 */
import { createHash } from 'node:crypto';
import { retryingOctokit, type RepoClientOptions } from './octokit.js';

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

export type CommentsClientOptions = RepoClientOptions;

export function createCommentsClient(opts: CommentsClientOptions): CommentsClient {
  if (opts.token === '') throw new Error('comments: no token');
  const api = retryingOctokit(opts.token, {
    baseUrl: opts.baseUrl,
    ...(opts.log ? { log: opts.log } : {}),
    ...(opts.retry ? { retry: opts.retry } : {}),
    permissionError: (what, status, message) => new CommentPermissionError(`${what}: ${status} ${message}`),
  });
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
