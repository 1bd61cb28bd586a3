/**
 * The pull-request edge of the report mode (SPEC §9): which pull request a workflow run graded, and
 * which files it changes — both from the REST API, never from the artifact under review. Transient
 * failures (5xx, rate limits) are retried with backoff, as for the Checks API.
 */
import { retryingOctokit, type RepoClientOptions } from './octokit.js';

export interface PullRef {
  number: number;
  headSha: string;
  headRef: string;
  /** `owner/name` of the head repository; null when the fork was deleted. */
  headRepo: string | null;
  baseSha: string;
  baseRef: string;
}

export interface ChangedFiles {
  /** Every path the pull request touches, old and new names of renames included, sorted. */
  paths: string[];
  /** The API lists at most 3000 files: more may be changed than listed. */
  truncated: boolean;
}

export interface PullsClient {
  /** Open pull requests whose head is `headOwner:headRef` (pulls/list, head filter). */
  findByHead(headOwner: string, headRef: string): Promise<PullRef[]>;
  /** The changed files of a pull request (pulls/list-files, every page). */
  changedFiles(pullNumber: number): Promise<ChangedFiles>;
}

export type PullsClientOptions = RepoClientOptions;

/** GitHub's documented cap on pulls/list-files. */
export const MAX_LISTED_FILES = 3000;

export function createPullsClient(opts: PullsClientOptions): PullsClient {
  if (opts.token === '') throw new Error('pulls: no token; the report mode needs a token');
  const api = retryingOctokit(opts.token, {
    baseUrl: opts.baseUrl,
    ...(opts.log ? { log: opts.log } : {}),
    ...(opts.retry ? { retry: opts.retry } : {}),
  });
  const { owner, repo } = opts;
  return {
    async findByHead(headOwner, headRef) {
      const octokit = await api();
      const pulls = await octokit.paginate(octokit.rest.pulls.list, {
        owner,
        repo,
        state: 'open',
        head: `${headOwner}:${headRef}`,
        per_page: 100,
      });
      return pulls.map((p) => ({
        number: p.number,
        headSha: p.head.sha,
        headRef: p.head.ref,
        headRepo: p.head.repo?.full_name ?? null,
        baseSha: p.base.sha,
        baseRef: p.base.ref,
      }));
    },
    async changedFiles(pullNumber) {
      const octokit = await api();
      const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
        owner,
        repo,
        pull_number: pullNumber,
        per_page: 100,
      });
      const paths = new Set<string>();
      for (const f of files) {
        paths.add(f.filename);
        if (typeof f.previous_filename === 'string' && f.previous_filename !== '')
          paths.add(f.previous_filename);
      }
      return { paths: [...paths].sort(), truncated: files.length >= MAX_LISTED_FILES };
    },
  };
}
