/**
 * The pull-request edge of the report mode against the local GitHub API server (every request checked
 * against @octokit/openapi): the head filter, every page of the changed files with renames, retries.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createPullsClient, type PullsClient } from '../../src/adapters/pulls.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';

const OWNER = 'octo-org';
const REPO = 'octo-repo';
let github: GitHubServer;
let client: PullsClient;
const warnings: string[] = [];

beforeAll(async () => {
  github = await startGitHubServer({ owner: OWNER, repo: REPO });
  client = createPullsClient({
    token: 'ghs_read',
    owner: OWNER,
    repo: REPO,
    baseUrl: github.url,
    log: { info() {}, warn: (m) => warnings.push(m), error() {} },
    retry: { retries: 2, minDelayMs: 5 },
  });
  github.setPulls([
    {
      number: 3,
      headSha: 'a'.repeat(40),
      headRef: 'patch-1',
      headRepo: 'alice/octo-repo',
      baseSha: 'b'.repeat(40),
      baseRef: 'main',
    },
    {
      number: 4,
      headSha: 'c'.repeat(40),
      headRef: 'patch-1',
      headRepo: 'bob/octo-repo',
      baseSha: 'b'.repeat(40),
      baseRef: 'main',
    },
    {
      number: 5,
      state: 'closed',
      headSha: 'd'.repeat(40),
      headRef: 'old',
      headRepo: 'alice/octo-repo',
      baseSha: 'b'.repeat(40),
      baseRef: 'main',
    },
  ]);
});

afterAll(() => github.close());

afterEach(() => {
  const violations = github.violations.map((v) => JSON.stringify(v));
  github.reset();
  github.clearFaults();
  expect(violations).toEqual([]);
});

describe('createPullsClient', () => {
  it('finds the open pull request by head owner and branch', async () => {
    expect(await client.findByHead('alice', 'patch-1')).toEqual([
      {
        number: 3,
        headSha: 'a'.repeat(40),
        headRef: 'patch-1',
        headRepo: 'alice/octo-repo',
        baseSha: 'b'.repeat(40),
        baseRef: 'main',
      },
    ]);
    expect(github.requests[0]?.query).toMatchObject({
      head: 'alice:patch-1',
      state: 'open',
      per_page: '100',
    });
    expect(await client.findByHead('alice', 'old')).toEqual([]);
  });

  it('lists every page of changed files, with both names of a rename', async () => {
    const files = Array.from({ length: 250 }, (_, i) => ({
      filename: `src/f${String(i).padStart(3, '0')}.ts`,
    }));
    github.setPullFiles(3, [
      ...files,
      { filename: 'gate/new.yml', status: 'renamed', previous_filename: 'gate.yml' },
    ]);
    const got = await client.changedFiles(3);
    expect(got.truncated).toBe(false);
    expect(got.paths).toHaveLength(252);
    expect(got.paths).toEqual(
      expect.arrayContaining(['gate.yml', 'gate/new.yml', 'src/f000.ts', 'src/f249.ts']),
    );
    expect(
      github.requests.filter((r) => r.operationId === 'pulls/list-files').map((r) => r.query.page ?? '1'),
    ).toEqual(['1', '2', '3']);
  });

  it('says when the API may not have listed every file (3000 or more)', async () => {
    github.setPullFiles(
      4,
      Array.from({ length: 3001 }, (_, i) => ({ filename: `f${i}` })),
    );
    expect((await client.changedFiles(4)).truncated).toBe(true);
  });

  it('retries a 502, then succeeds', async () => {
    github.failNext(1, 502);
    github.setPullFiles(3, [{ filename: 'a.txt' }]);
    expect((await client.changedFiles(3)).paths).toEqual(['a.txt']);
    expect(warnings.some((w) => /502 .*retry 1 of 2/.test(w))).toBe(true);
  });

  it('throws when the pull request does not exist', async () => {
    await expect(client.changedFiles(999)).rejects.toThrow(/Not Found/);
  });
});
