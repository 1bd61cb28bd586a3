import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { ContextError, readRunContext, type RunContext } from '../../src/adapters/context.js';
import { mergeGroupPayload, validateWebhook } from '../helpers/webhooks.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-context-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

function payloadFile(payload: unknown): string {
  const file = join(dir, `event-${files++}.json`);
  writeFileSync(file, typeof payload === 'string' ? payload : JSON.stringify(payload));
  return file;
}

const BASE_SHA = 'b'.repeat(40);
const HEAD_SHA = 'c'.repeat(40);
const RUN_SHA = 'd'.repeat(40);

/** What the runner sets for every job. */
const ENV = {
  GITHUB_EVENT_NAME: 'push',
  GITHUB_REPOSITORY: 'octo-org/octo-repo',
  GITHUB_RUN_ID: '1234567',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_RUN_NUMBER: '88',
  GITHUB_JOB: 'gate',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_API_URL: 'https://api.github.com',
  GITHUB_SHA: RUN_SHA,
  GITHUB_WORKSPACE: '/home/runner/work/octo-repo/octo-repo',
};

function pullRequest(headRepo: unknown = { full_name: 'octo-org/octo-repo' }): unknown {
  return {
    action: 'synchronize',
    number: 17,
    pull_request: {
      number: 17,
      base: { sha: BASE_SHA, ref: 'main', repo: { full_name: 'octo-org/octo-repo' } },
      head: { sha: HEAD_SHA, ref: 'agent/patch-1', repo: headRepo },
    },
  };
}

function workflowRun(pullRequests: unknown[] = []): unknown {
  return {
    action: 'completed',
    workflow_run: {
      id: 999,
      head_sha: HEAD_SHA,
      head_branch: 'agent/patch-1',
      event: 'pull_request',
      conclusion: 'success',
      head_repository: { full_name: 'someone/octo-repo' },
      pull_requests: pullRequests,
    },
  };
}

describe('readRunContext', () => {
  it('reads a push run: no pull request, no workflow run, run URL pinned to the attempt', () => {
    const ctx = readRunContext({ ...ENV, GITHUB_EVENT_PATH: payloadFile({ ref: 'refs/heads/main' }) });
    const expected: RunContext = {
      eventName: 'push',
      repo: { owner: 'octo-org', repo: 'octo-repo' },
      runId: 1234567,
      runAttempt: 2,
      runNumber: 88,
      job: 'gate',
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      sha: RUN_SHA,
      workspace: '/home/runner/work/octo-repo/octo-repo',
      runUrl: 'https://github.com/octo-org/octo-repo/actions/runs/1234567/attempts/2',
      pullRequest: null,
      workflowRun: null,
      mergeGroup: null,
    };
    expect(ctx).toEqual(expected);
  });

  it.each<[string, Record<string, string | undefined>, Partial<RunContext>]>([
    [
      'no attempt: the run URL is not pinned',
      { GITHUB_RUN_ATTEMPT: undefined },
      { runAttempt: 1, runUrl: 'https://github.com/octo-org/octo-repo/actions/runs/1234567' },
    ],
    ['no run number', { GITHUB_RUN_NUMBER: '' }, { runNumber: null }],
    [
      'GitHub Enterprise Server without GITHUB_API_URL',
      { GITHUB_SERVER_URL: 'https://ghe.example.com/', GITHUB_API_URL: undefined },
      {
        serverUrl: 'https://ghe.example.com',
        apiUrl: 'https://ghe.example.com/api/v3',
        runUrl: 'https://ghe.example.com/octo-org/octo-repo/actions/runs/1234567/attempts/2',
      },
    ],
    [
      'GHE.com data residency without GITHUB_API_URL',
      { GITHUB_SERVER_URL: 'https://acme.ghe.com', GITHUB_API_URL: undefined },
      { apiUrl: 'https://api.acme.ghe.com' },
    ],
    [
      'defaults for server and API',
      { GITHUB_SERVER_URL: undefined, GITHUB_API_URL: undefined },
      { apiUrl: 'https://api.github.com' },
    ],
    [
      'a workflow_dispatch without a payload file',
      { GITHUB_EVENT_NAME: 'workflow_dispatch' },
      { eventName: 'workflow_dispatch' },
    ],
  ])('%s', (_name, overrides, expected) => {
    const ctx = readRunContext({ ...ENV, ...overrides });
    expect(ctx).toMatchObject(expected);
  });

  it.each<[string, unknown, RunContext['pullRequest']]>([
    [
      'a same-repository pull request',
      pullRequest(),
      {
        number: 17,
        baseSha: BASE_SHA,
        headSha: HEAD_SHA,
        baseRef: 'main',
        headRef: 'agent/patch-1',
        headRepo: 'octo-org/octo-repo',
        isFork: false,
      },
    ],
    [
      'a pull request from a fork',
      pullRequest({ full_name: 'someone/octo-repo' }),
      {
        number: 17,
        baseSha: BASE_SHA,
        headSha: HEAD_SHA,
        baseRef: 'main',
        headRef: 'agent/patch-1',
        headRepo: 'someone/octo-repo',
        isFork: true,
      },
    ],
    [
      'a pull request whose fork was deleted (head.repo null): treated as a fork',
      pullRequest(null),
      {
        number: 17,
        baseSha: BASE_SHA,
        headSha: HEAD_SHA,
        baseRef: 'main',
        headRef: 'agent/patch-1',
        headRepo: null,
        isFork: true,
      },
    ],
  ])('pull_request: %s', (_name, payload, expected) => {
    for (const eventName of ['pull_request', 'pull_request_target']) {
      const ctx = readRunContext({
        ...ENV,
        GITHUB_EVENT_NAME: eventName,
        GITHUB_EVENT_PATH: payloadFile(payload),
      });
      expect(ctx.pullRequest).toEqual(expected);
      expect(ctx.workflowRun).toBeNull();
    }
  });

  it('workflow_run: reads the upstream run and its pull requests', () => {
    const pr = {
      number: 17,
      head: { sha: HEAD_SHA, ref: 'agent/patch-1' },
      base: { sha: BASE_SHA, ref: 'main' },
    };
    const ctx = readRunContext({
      ...ENV,
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: payloadFile(workflowRun([pr])),
    });
    expect(ctx.pullRequest).toBeNull();
    expect(ctx.workflowRun).toEqual({
      id: 999,
      headSha: HEAD_SHA,
      headBranch: 'agent/patch-1',
      event: 'pull_request',
      headRepo: 'someone/octo-repo',
      conclusion: 'success',
      pullRequests: [
        { number: 17, headSha: HEAD_SHA, baseSha: BASE_SHA, headRef: 'agent/patch-1', baseRef: 'main' },
      ],
    });
  });

  it('workflow_run from a fork: GitHub lists no pull requests', () => {
    const ctx = readRunContext({
      ...ENV,
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: payloadFile(workflowRun([])),
    });
    expect(ctx.workflowRun?.pullRequests).toEqual([]);
  });

  it.each<[string, Record<string, string | undefined>, unknown, string | RegExp]>([
    [
      'no event name',
      { GITHUB_EVENT_NAME: '' },
      null,
      'GITHUB_EVENT_NAME: expected the runner to set it, got ""',
    ],
    [
      'no repository',
      { GITHUB_REPOSITORY: undefined },
      null,
      'GITHUB_REPOSITORY: expected the runner to set it, got ""',
    ],
    [
      'a repository without owner',
      { GITHUB_REPOSITORY: 'octo-repo' },
      null,
      'GITHUB_REPOSITORY: expected owner/repo, got "octo-repo"',
    ],
    ['no run id', { GITHUB_RUN_ID: undefined }, null, 'GITHUB_RUN_ID: expected the runner to set it, got ""'],
    [
      'a run id that is not a number',
      { GITHUB_RUN_ID: '12x' },
      null,
      'GITHUB_RUN_ID: expected a positive whole number, got "12x"',
    ],
    [
      'attempt 0',
      { GITHUB_RUN_ATTEMPT: '0' },
      null,
      'GITHUB_RUN_ATTEMPT: expected a positive whole number, got "0"',
    ],
    [
      'a server URL that is not a URL',
      { GITHUB_SERVER_URL: 'github.com' },
      null,
      'GITHUB_SERVER_URL: expected an http(s) URL, got "github.com"',
    ],
    [
      'a short GITHUB_SHA',
      { GITHUB_SHA: 'abc123' },
      null,
      'GITHUB_SHA: expected a 40- or 64-digit hex sha, got "abc123"',
    ],
    [
      'a pull_request without payload path',
      { GITHUB_EVENT_NAME: 'pull_request' },
      null,
      'GITHUB_EVENT_PATH: expected the path of the event payload, got ""',
    ],
    [
      'a payload that is not JSON',
      { GITHUB_EVENT_NAME: 'pull_request' },
      '{"pull_request":',
      // V8 words the JSON error itself; only the prefix is ours.
      /^event payload FILE: expected JSON, .+/,
    ],
    [
      'a payload that is a list',
      { GITHUB_EVENT_NAME: 'pull_request' },
      [],
      'event payload FILE: expected a JSON object',
    ],
    [
      'a pull_request payload without pull_request',
      { GITHUB_EVENT_NAME: 'pull_request' },
      { action: 'opened' },
      'event payload: pull_request.number: expected a pull request number, got nothing',
    ],
    [
      'a pull_request payload with a short head sha',
      { GITHUB_EVENT_NAME: 'pull_request_target' },
      { pull_request: { number: 3, base: { sha: BASE_SHA, ref: 'main' }, head: { sha: 'abc', ref: 'x' } } },
      'event payload: pull_request.head.sha: expected a commit sha, got "abc"',
    ],
    [
      'a workflow_run payload with a string id',
      { GITHUB_EVENT_NAME: 'workflow_run' },
      { workflow_run: { id: '999' } },
      'event payload: workflow_run.id: expected a workflow run id, got "999"',
    ],
    [
      'a workflow_run pull request without head sha',
      { GITHUB_EVENT_NAME: 'workflow_run' },
      workflowRun([{ number: 1, head: { ref: 'x' }, base: { sha: BASE_SHA, ref: 'main' } }]),
      'event payload: workflow_run.pull_requests.0.head.sha: expected a commit sha, got nothing',
    ],
  ])('rejects %s', (_name, overrides, payload, message) => {
    const file = payload === null ? undefined : payloadFile(payload);
    const env = { ...ENV, ...(file ? { GITHUB_EVENT_PATH: file } : {}), ...overrides };
    let caught: unknown;
    try {
      readRunContext(env);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ContextError);
    const where = JSON.stringify(file);
    if (typeof message === 'string') expect((caught as Error).message).toBe(message.replace('FILE', where));
    else
      expect((caught as Error).message).toMatch(
        new RegExp(message.source.replace('FILE', escapeRegExp(where))),
      );
  });
});

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('readRunContext on merge_group', () => {
  const GROUP = mergeGroupPayload({
    owner: 'octo-org',
    repo: 'octo-repo',
    headSha: HEAD_SHA,
    baseSha: BASE_SHA,
  });

  /** The payload with one field of merge_group (or the top level) replaced, or deleted for undefined. */
  function withField(path: string, value: unknown): Record<string, unknown> {
    const p = structuredClone(GROUP) as Record<string, unknown>;
    const keys = path.split('.');
    let at = p;
    for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
    const last = keys[keys.length - 1] as string;
    if (value === undefined) delete at[last];
    else at[last] = value;
    return p;
  }

  function read(payload: unknown): RunContext {
    return readRunContext({
      ...ENV,
      GITHUB_EVENT_NAME: 'merge_group',
      GITHUB_EVENT_PATH: payloadFile(payload),
    });
  }

  function errorOf(payload: unknown): string {
    try {
      read(payload);
    } catch (err) {
      expect(err).toBeInstanceOf(ContextError);
      return (err as Error).message;
    }
    throw new Error('readRunContext accepted the payload');
  }

  it('the fixture is a merge_group payload as GitHub describes it', () => {
    expect(validateWebhook('merge-group-checks-requested', GROUP)).toEqual([]);
    // The description is strict enough to catch a fixture that drifts.
    expect(
      validateWebhook('merge-group-checks-requested', withField('merge_group.head_commit', undefined)),
    ).not.toEqual([]);
    expect(validateWebhook('merge-group-checks-requested', withField('action', 'destroyed'))).not.toEqual([]);
  });

  it('reads the group: its commit, its parent and both refs; no pull request, no workflow run', () => {
    const ctx = read(GROUP);
    expect(ctx.mergeGroup).toEqual({
      headSha: HEAD_SHA,
      baseSha: BASE_SHA,
      headRef: `refs/heads/gh-readonly-queue/main/pr-7-${BASE_SHA}`,
      baseRef: 'refs/heads/main',
    });
    expect(ctx.pullRequest).toBeNull();
    expect(ctx.workflowRun).toBeNull();
    expect(ctx.eventName).toBe('merge_group');
    // The run number freeze expiry counts with is read as on every event.
    expect(ctx.runNumber).toBe(88);
  });

  it('other events carry no merge group', () => {
    const ctx = readRunContext({
      ...ENV,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: payloadFile(pullRequest()),
    });
    expect(ctx.mergeGroup).toBeNull();
  });

  it('a merge_group run without a payload file fails naming GITHUB_EVENT_PATH', () => {
    expect(() => readRunContext({ ...ENV, GITHUB_EVENT_NAME: 'merge_group' })).toThrow(
      'GITHUB_EVENT_PATH: expected the path of the event payload, got ""',
    );
  });

  it('a destroyed group (a payload GitHub describes) is refused, naming action', () => {
    const destroyed = { ...withField('action', 'destroyed'), reason: 'dequeued' };
    expect(validateWebhook('merge-group-destroyed', destroyed)).toEqual([]);
    expect(errorOf(destroyed)).toBe('event payload: action: expected "checks_requested", got "destroyed"');
  });

  const READ = [
    ['action', 'expected "checks_requested"'],
    ['merge_group.head_sha', 'expected a commit sha'],
    ['merge_group.base_sha', 'expected a commit sha'],
    ['merge_group.head_ref', 'expected a full ref (refs/heads/…)'],
    ['merge_group.base_ref', 'expected a full ref (refs/heads/…)'],
  ] as const;

  it.each(READ)('%s missing: the error names it', (path, expected) => {
    expect(errorOf(withField(path, undefined))).toBe(`event payload: ${path}: ${expected}, got nothing`);
  });

  it.each(
    READ.flatMap(([path, expected]) =>
      [null, 42, true, '', [], {}, 'c'.repeat(39), 'C'.repeat(40), 'main', ` ${HEAD_SHA}`].map(
        (v) => [path, JSON.stringify(v), v, expected] as const,
      ),
    ),
  )('%s = %s: the error names it', (path, _shown, value, expected) => {
    // 'main' is a branch name, not a full ref; 39 hex digits and upper case are no sha as git prints it.
    expect(errorOf(withField(path, value))).toBe(
      `event payload: ${path}: ${expected}, got ${JSON.stringify(value)}`,
    );
  });

  it('merge_group that is not an object: the first field read names where', () => {
    for (const v of [null, 'x', [HEAD_SHA], 7]) {
      expect(errorOf(withField('merge_group', v))).toBe(
        'event payload: merge_group.head_sha: expected a commit sha, got nothing',
      );
    }
  });

  it('any value at a field read is either a valid one or an error naming that field (property)', () => {
    const valid: Record<(typeof READ)[number][0], (v: unknown) => boolean> = {
      action: (v) => v === 'checks_requested',
      'merge_group.head_sha': (v) => typeof v === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(v),
      'merge_group.base_sha': (v) => typeof v === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(v),
      'merge_group.head_ref': (v) => typeof v === 'string' && /^refs\/\S+$/.test(v),
      'merge_group.base_ref': (v) => typeof v === 'string' && /^refs\/\S+$/.test(v),
    };
    const hex = fc.stringMatching(/^[0-9a-fA-F]{38,42}$/);
    const refs = fc.string().map((s) => `refs/${s}`);
    fc.assert(
      fc.property(
        fc.constantFrom(...READ.map(([p]) => p)),
        fc.oneof(fc.jsonValue(), hex, refs, fc.constant('checks_requested')),
        (path, value) => {
          const payload = withField(path, value);
          if (valid[path](value)) {
            expect(() => read(payload)).not.toThrow();
          } else {
            expect(errorOf(payload)).toMatch(new RegExp(`^event payload: ${escapeRegExp(path)}: expected `));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
