import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ChecksPermissionError,
  createChecksClient,
  describeFailure,
  truncateUtf8,
  type Annotation,
  type ChecksClient,
} from '../../src/adapters/checks.js';
import type { Logger } from '../../src/adapters/log.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { compileOperations, toJsonSchema } from '../helpers/openapi.js';

const SHA = 'a'.repeat(40);
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
  // Every request any test made must be one GitHub accepts, and every answer GitHub-shaped.
  const violations = [...server.violations];
  server.clearFaults();
  server.reset();
  expect(violations).toEqual([]);
});

function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => void lines.push(`info: ${m}`),
    warn: (m) => void lines.push(`warn: ${m}`),
    error: (m) => void lines.push(`error: ${m}`),
  };
}

function client(log: Logger = memoryLogger(), retries = 3): ChecksClient {
  return createChecksClient({
    token: 'ghs_test',
    owner: OWNER,
    repo: REPO,
    baseUrl: server.url,
    log,
    retry: { retries, minDelayMs: 10 },
  });
}

function annotations(n: number): Annotation[] {
  return Array.from({ length: n }, (_, i) => ({
    path: `src/file${i}.ts`,
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: 'failure' as const,
    title: `witness ${i}`,
    message: `property rejected line ${i + 1}`,
  }));
}

describe('createChecksClient against the local GitHub server', () => {
  it('creates the check run in progress, then completes it with conclusion and output', async () => {
    const checks = client();
    const id = await checks.start('failure-class', SHA, 'https://github.com/o/r/actions/runs/1');
    expect(typeof id).toBe('number');
    expect(server.checkRuns.get(id as number)).toMatchObject({ status: 'in_progress', head_sha: SHA });

    await checks.complete(id, 'failure-class', SHA, 'action_required', {
      title: 'HOLD: SCHEDULER',
      summary: '## HOLD\nA person must look.',
      text: 'details',
    });
    const run = server.checkRuns.get(id as number);
    expect(run).toMatchObject({
      name: 'failure-class',
      status: 'completed',
      conclusion: 'action_required',
      details_url: 'https://github.com/o/r/actions/runs/1',
      output: { title: 'HOLD: SCHEDULER', summary: '## HOLD\nA person must look.', text: 'details' },
      annotations: [],
    });
    expect(server.requests.map((r) => [r.method, r.operationId, r.status])).toEqual([
      ['POST', 'checks/create', 201],
      ['PATCH', 'checks/update', 200],
    ]);
    expect(server.requests[0]?.body).toMatchObject({
      name: 'failure-class',
      head_sha: SHA,
      status: 'in_progress',
      details_url: 'https://github.com/o/r/actions/runs/1',
    });
    for (const r of server.requests) expect(r.headers.authorization).toBe('token ghs_test');
  });

  it('sends 120 annotations as 50 + 50 + 20, repeating title and summary on every update', async () => {
    const checks = client();
    const id = await checks.start('failure-class', SHA);
    server.reset();
    await checks.complete(id, 'failure-class', SHA, 'failure', {
      title: 'REJECT: PROPERTY',
      summary: 'rejected',
      annotations: annotations(120),
    });
    const bodies = server.requests.map((r) => r.body as { status?: string; output: Record<string, unknown> });
    expect(bodies.map((b) => (b.output.annotations as unknown[]).length)).toEqual([50, 50, 20]);
    expect(bodies.map((b) => [b.output.title, b.output.summary])).toEqual(
      Array(3).fill(['REJECT: PROPERTY', 'rejected']),
    );
    expect(bodies.map((b) => b.status)).toEqual(['completed', undefined, undefined]);
    const run = server.checkRuns.get(id as number);
    expect(run?.annotations).toHaveLength(120);
    expect(run?.annotations.map((a) => (a as Annotation).start_line)).toEqual(
      Array.from({ length: 120 }, (_, i) => i + 1),
    );
    expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
  });

  it('creates a completed check run in one go when start() gave no id', async () => {
    await client().complete(null, 'failure-class', SHA, 'success', {
      title: 'CLEAR',
      summary: 'all replays matched',
      annotations: annotations(51),
    });
    expect(server.requests.map((r) => r.operationId)).toEqual(['checks/create', 'checks/update']);
    const run = [...server.checkRuns.values()].at(-1);
    expect(run).toMatchObject({ status: 'completed', conclusion: 'success', head_sha: SHA });
    expect(run?.annotations).toHaveLength(51);
  });

  it('keeps the posted verdict when a later batch of annotations fails, and says so in the log', async () => {
    const log = memoryLogger();
    server.addFault({
      status: 422,
      times: Infinity,
      operationId: 'checks/update',
      message: 'Validation Failed',
    });
    await expect(
      client(log).complete(null, 'failure-class', SHA, 'failure', {
        title: 'REJECT',
        summary: 's',
        annotations: annotations(120),
      }),
    ).resolves.toMatchObject({ id: expect.any(Number), htmlUrl: expect.stringMatching(/\/runs\/\d+$/) });
    const run = [...server.checkRuns.values()].at(-1);
    expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(run?.annotations).toHaveLength(50);
    expect(server.requests.map((r) => [r.operationId, r.status])).toEqual([
      ['checks/create', 201],
      ['checks/update', 422],
    ]);
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^warn: check run \d+: posted 50 of 120 annotations; the rest failed: Validation Failed/,
      ),
    ]);
  });

  it('retries a 502 with backoff and then succeeds', async () => {
    const log = memoryLogger();
    server.failNext(2, 502);
    const id = await client(log).start('failure-class', SHA);
    expect(id).not.toBeNull();
    expect(server.requests.map((r) => r.status)).toEqual([502, 502, 201]);
    expect(log.lines.filter((l) => l.startsWith('warn:'))).toHaveLength(2);
    expect(log.lines[0]).toMatch(
      /POST \/repos\/\{owner\}\/\{repo\}\/check-runs: 502 Bad Gateway; retry 1 of 3 in 10 ms/,
    );
  });

  it('gives up after the configured retries; start() then returns null and complete() throws', async () => {
    const log = memoryLogger();
    server.failNext(100, 503);
    await expect(client(log, 2).start('failure-class', SHA)).resolves.toBeNull();
    expect(server.requests).toHaveLength(3);
    expect(log.lines.at(-1)).toMatch(
      /could not create the failure-class check run in progress: .*503.*gave up after 3 attempts/,
    );
    await expect(
      client(log, 1).complete(null, 'failure-class', SHA, 'failure', { title: 't', summary: 's' }),
    ).rejects.toThrow(/503 Server Error \(gave up after 2 attempts\)/);
  });

  it('honours retry-after on a 429 and on a secondary rate-limit 403', async () => {
    server.rateLimitNext(1, 1, 429);
    const t0 = Date.now();
    await expect(client().start('failure-class', SHA)).resolves.toEqual(expect.any(Number));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950);
    server.reset();
    server.rateLimitNext(1, 0, 403);
    await expect(client().start('failure-class', SHA)).resolves.toEqual(expect.any(Number));
    expect(server.requests.map((r) => r.status)).toEqual([403, 201]);
  });

  it('throws ChecksPermissionError on 403 "Resource not accessible by integration", without retrying', async () => {
    server.forbidCheckCreation();
    const err = await client()
      .start('failure-class', SHA)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChecksPermissionError);
    expect((err as ChecksPermissionError).status).toBe(403);
    expect((err as Error).message).toBe(
      'POST /repos/{owner}/{repo}/check-runs: 403 Resource not accessible by integration',
    );
    expect(server.requests).toHaveLength(1);
    await expect(
      client().complete(null, 'failure-class', SHA, 'failure', { title: 't', summary: 's' }),
    ).rejects.toBeInstanceOf(ChecksPermissionError);
  });

  it('keeps an oversized summary within the API limit instead of failing with 422', async () => {
    const log = memoryLogger();
    await client(log).complete(null, 'failure-class', SHA, 'failure', {
      title: 'REJECT',
      summary: 'é'.repeat(40_000),
      text: 'x'.repeat(70_000),
    });
    const body = server.requests[0]?.body as { output: { summary: string; text: string } };
    expect(Buffer.byteLength(body.output.summary)).toBeLessThanOrEqual(65535);
    expect(body.output.text.endsWith('… (truncated)')).toBe(true);
    expect(log.lines.filter((l) => l.includes('truncated'))).toHaveLength(2);
  });

  it('refuses to be built without a token', () => {
    expect(() => createChecksClient({ token: '', owner: OWNER, repo: REPO, baseUrl: server.url })).toThrow(
      /no token/,
    );
  });
});

describe('the local GitHub server validates against the OpenAPI description', () => {
  it('flags an invalid body with a 422 like GitHub and records the violation', async () => {
    const runsBefore = server.checkRuns.size;
    const res = await fetch(`${server.url}/repos/${OWNER}/${REPO}/check-runs`, {
      method: 'POST',
      headers: { authorization: 'token x', 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'failure-class',
        status: 'done',
        conclusion: 'green',
        output: { title: 't', summary: 's', annotations: annotations(51) },
      }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; status: string };
    expect(body.status).toBe('422');
    expect(body.message).toMatch(/^Invalid request\./);
    const errors = server.violations.flatMap((v) => v.errors);
    expect(errors).toEqual(
      expect.arrayContaining([
        "body must have required property 'head_sha'",
        expect.stringMatching(/^body\/status must be equal to one of the allowed values/),
        expect.stringMatching(/^body\/conclusion must be equal to one of the allowed values/),
        'body/output/annotations must NOT have more than 50 items',
      ]),
    );
    expect(server.checkRuns.size).toBe(runsBefore);
    server.reset();
  });

  it('flags a missing authorization header, a wrong path parameter type and a completed run without conclusion', async () => {
    const res = await fetch(`${server.url}/repos/${OWNER}/${REPO}/check-runs/abc`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'completed' }),
    });
    expect(res.status).toBe(401);
    expect(server.violations[0]?.errors).toEqual([
      'header authorization: missing',
      'path/check_run_id must be integer',
      "body must have required property 'conclusion'",
      'body/status must be equal to one of the allowed values ["queued","in_progress"]',
      'body must match a schema in anyOf',
    ]);
    server.reset();
  });

  it('checks its own answers too: a check run without id or with a bad status type is off-spec', () => {
    const update = compileOperations().find((o) => o.spec.operationId === 'checks/update');
    expect(update?.validateResponse({ name: 'x' })).toEqual(
      expect.arrayContaining(["response must have required property 'id'"]),
    );
    expect(update?.validateBody({ output: { title: 't' } })).toEqual([
      "body/output must have required property 'summary'",
    ]);
  });

  it.each([
    [{ type: 'string', nullable: true }, { type: ['string', 'null'] }],
    [
      { type: 'string', enum: ['a'], nullable: true },
      { type: ['string', 'null'], enum: ['a', null] },
    ],
    [
      { allOf: [{ type: 'object' }], nullable: true },
      { anyOf: [{ allOf: [{ type: 'object' }] }, { type: 'null' }] },
    ],
    [
      { type: 'integer', minimum: 0, exclusiveMinimum: true },
      { type: 'integer', exclusiveMinimum: 0 },
    ],
    [
      { type: 'object', description: 'd', example: {}, properties: { description: { type: 'string' } } },
      { type: 'object', properties: { description: { type: 'string' } } },
    ],
  ])('converts OpenAPI 3.0 %j to JSON Schema', (input, expected) => {
    expect(toJsonSchema(input)).toEqual(expected);
  });

  it('serves pull request files in pages with a Link header', async () => {
    server.setPullFiles(
      7,
      Array.from({ length: 45 }, (_, i) => ({ filename: `f${i}.txt` })),
    );
    const res = await fetch(`${server.url}/repos/${OWNER}/${REPO}/pulls/7/files?per_page=20&page=2`, {
      headers: { authorization: 'token x' },
    });
    expect(res.status).toBe(200);
    const files = (await res.json()) as { filename: string }[];
    expect(files.map((f) => f.filename)).toEqual(Array.from({ length: 20 }, (_, i) => `f${i + 20}.txt`));
    expect(res.headers.get('link')).toContain('page=3>; rel="next"');
  });
});

describe('describeFailure', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  const err = (status: number, message: string, headers: Record<string, string> = {}): unknown => ({
    status,
    message,
    response: { headers, data: { message } },
  });
  it.each([
    ['502', err(502, 'Bad Gateway'), { kind: 'retry', waitMs: null }],
    ['500 from a failed fetch', err(500, 'fetch failed'), { kind: 'retry', waitMs: null }],
    ['429 without headers', err(429, 'Too Many Requests'), { kind: 'retry', waitMs: null }],
    ['429 retry-after 3', err(429, 'slow down', { 'retry-after': '3' }), { kind: 'retry', waitMs: 3000 }],
    [
      '403 rate limit exhausted until reset',
      err(403, 'API rate limit exceeded', {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(now / 1000 + 20),
      }),
      { kind: 'retry', waitMs: 20000 },
    ],
    ['403 secondary rate limit', err(403, 'You have exceeded a secondary rate limit'), { kind: 'retry' }],
    [
      '403 permissions',
      err(403, 'Resource not accessible by integration'),
      { kind: 'permission', status: 403 },
    ],
    ['422', err(422, 'Invalid request'), { kind: 'fatal' }],
    ['404', err(404, 'Not Found'), { kind: 'fatal' }],
    ['not an HTTP error', new TypeError('x is undefined'), { kind: 'fatal' }],
  ])('%s', (_name, error, expected) => {
    expect(describeFailure(error, now)).toMatchObject(expected);
  });
});

describe('truncateUtf8', () => {
  it.each([
    ['abc', 2, 'ab'],
    ['aé', 2, 'a'],
    ['aé', 3, 'aé'],
    ['a😀b', 4, 'a'],
    ['a😀b', 5, 'a😀'],
  ])('%s to %i bytes', (s, n, expected) => {
    expect(truncateUtf8(s, n)).toBe(expected);
  });
});
