/**
 * `@actions/github` (Octokit and its plugins) is loaded on a client's first request, not when the
 * action starts: a step that fails on its inputs, and every mode until it talks to the API, does not
 * pay for compiling it. The factories stay synchronous; the first call awaits the import once.
 */
import type { getOctokit } from '@actions/github';

export type GitHubClient = ReturnType<typeof getOctokit>;
type OctokitOptions = NonNullable<Parameters<typeof getOctokit>[1]>;

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
