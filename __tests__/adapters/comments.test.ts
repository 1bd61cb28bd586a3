/**
 * The sticky pull-request comment over real HTTP against the local API, which checks every request and
 * answer against GitHub's published description of the issues comments API.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CommentPermissionError,
  commentMarker,
  createCommentsClient,
  type CommentsClient,
} from '../../src/adapters/comments.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';

const OWNER = 'octo-org';
const REPO = 'octo-repo';
let server: GitHubServer;

beforeAll(async () => {
  server = await startGitHubServer({ owner: OWNER, repo: REPO });
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  const violations = [...server.violations];
  server.clearFaults();
  server.reset();
  expect(violations).toEqual([]);
});

function client(): CommentsClient {
  return createCommentsClient({
    token: 'ghs_test',
    owner: OWNER,
    repo: REPO,
    baseUrl: server.url,
    retry: { retries: 2, minDelayMs: 5 },
  });
}

const commentsOf = (issue: number) => [...server.comments.values()].filter((c) => c.issue === issue);

describe('sticky comment', () => {
  it('is created once and then updated in place, past other comments on later pages', async () => {
    for (let i = 0; i < 120; i++) server.addComment(31, `comment ${i} by someone else`);
    const marker = commentMarker('failure-class');
    const first = await client().upsert(31, marker, 'first verdict');
    expect(first?.action).toBe('created');
    expect(first?.url).toContain('#issuecomment-');
    for (let i = 0; i < 30; i++) server.addComment(31, `more ${i}`);
    const second = await client().upsert(31, marker, 'second verdict');
    expect(second).toMatchObject({ action: 'updated', id: first?.id });
    const mine = commentsOf(31).filter((c) => c.body.startsWith(marker));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.body).toBe(`${marker}\nsecond verdict`);
    expect(mine[0]?.updates).toBe(1);
    // Other comments untouched.
    expect(commentsOf(31).filter((c) => c.updates > 0)).toHaveLength(1);
  });

  it('one comment per check name', async () => {
    await client().upsert(32, commentMarker('failure-class'), 'a');
    await client().upsert(32, commentMarker('failure-class / shard'), 'b');
    expect(commentsOf(32)).toHaveLength(2);
    expect(commentMarker('x')).not.toBe(commentMarker('y'));
    expect(commentMarker('a -->\n<b>')).toMatch(/^<!-- failure-class-gate sticky comment [0-9a-f]{16} -->$/);
  });

  it('with create false, a missing comment stays missing', async () => {
    expect(await client().upsert(33, commentMarker('failure-class'), 'passed', false)).toBeNull();
    expect(commentsOf(33)).toHaveLength(0);
  });

  it('a 403 is a CommentPermissionError', async () => {
    server.addFault({
      status: 403,
      times: Infinity,
      operationId: 'issues/create-comment',
      message: 'Resource not accessible by integration',
    });
    await expect(client().upsert(34, commentMarker('failure-class'), 'x')).rejects.toBeInstanceOf(
      CommentPermissionError,
    );
  });
});
