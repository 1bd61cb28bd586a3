import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  defaultArtifactName,
  downloadArtifacts,
  isDownloadError,
  isUploadFailure,
  uploadGateDir,
  type UploadedArtifact,
} from '../../src/adapters/artifact.js';
import type { Logger } from '../../src/adapters/log.js';
import { readZip, startArtifactServer, type ArtifactServer } from '../helpers/artifact-server.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';

/**
 * The real @actions/artifact client against the local results service and blob store. It reads its
 * configuration from the environment, exactly as on a runner: ACTIONS_RUNTIME_TOKEN (a JWT whose scp
 * claim names the run and job), ACTIONS_RESULTS_URL, GITHUB_SERVER_URL (github.com, not GHES) and,
 * for the REST listing and download, GITHUB_API_URL (read once when @actions/github first loads).
 */
const ENV_KEYS = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_API_URL',
  'GITHUB_RETENTION_DAYS',
  'ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

/** Everything this file writes lives under one temporary folder, removed at the end. */
const scratch = mkdtempSync(join(tmpdir(), 'gate-artifact-test-'));

let results: ArtifactServer;
let github: GitHubServer;
const OWNER = 'octo-org';
const REPO = 'octo-repo';
const RUN_ID = 4242;

const log: Logger & { lines: string[] } = {
  lines: [],
  info(m) {
    this.lines.push(`info: ${m}`);
  },
  warn(m) {
    this.lines.push(`warn: ${m}`);
  },
  error(m) {
    this.lines.push(`error: ${m}`);
  },
};

beforeAll(async () => {
  results = await startArtifactServer();
  github = await startGitHubServer({ owner: OWNER, repo: REPO });
  Object.assign(process.env, results.env(), {
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: github.url,
  });
  delete process.env.GITHUB_RETENTION_DAYS;
  delete process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY;
});

afterAll(async () => {
  for (const k of ENV_KEYS) {
    if (savedEnv[k] === undefined) delete process.env[k];
    else process.env[k] = savedEnv[k];
  }
  await Promise.all([results.close(), github.close()]);
  rmSync(scratch, { recursive: true, force: true });
});

afterEach(() => {
  const violations = [...results.violations, ...github.violations.map((v) => JSON.stringify(v))];
  results.violations.length = 0;
  results.clearFaults();
  github.reset();
  github.clearFaults();
  expect(violations).toEqual([]);
});

/** @actions/core writes progress (and ::add-mask:: commands) to stdout: keep it out of the test log. */
async function quietly<T>(fn: () => Promise<T>): Promise<{ value: T; stdout: string }> {
  const write = process.stdout.write;
  let stdout = '';
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  try {
    return { value: await fn(), stdout };
  } finally {
    process.stdout.write = write;
  }
}

/**
 * The artifact client waits 3 s, 4.5 s, 6.75 s … between Twirp retries and the blob client 4 s, 8 s …;
 * shorten every wait of a second or more so the failure tests take milliseconds, not half a minute.
 */
async function withShortRetryWaits<T>(fn: () => Promise<T>): Promise<T> {
  const real = globalThis.setTimeout;
  const call = real as (cb: () => void, ms?: number, ...args: unknown[]) => ReturnType<typeof setTimeout>;
  globalThis.setTimeout = ((cb: () => void, ms?: number, ...args: unknown[]) =>
    call(cb, typeof ms === 'number' && ms >= 1000 ? 2 : ms, ...args)) as typeof setTimeout;
  try {
    return await fn();
  } finally {
    globalThis.setTimeout = real;
  }
}

/** A .gate folder like the pipeline writes, with binary and empty files and a symlink to skip. */
function gateFolder(tag: string): { dir: string; files: Map<string, Buffer> } {
  const root = mkdtempSync(join(scratch, `${tag}-`));
  const dir = join(root, '.gate');
  const files = new Map<string, Buffer>([
    ['trace.json', Buffer.from(JSON.stringify({ schema: 'failure-class-gate/trace@1', tag }, null, 2))],
    ['stages/scope.json', Buffer.from('{"code":"IN_SCOPE"}\n')],
    ['stages/property.json', Buffer.from('{"code":"PROPERTY_CLEAR"}\n')],
    ['logs/spec-1.log', Buffer.from([0, 1, 2, 255, 254, 10, 13])],
    ['logs/empty.log', Buffer.alloc(0)],
    ['records/run 1.json', Buffer.from('{"label":"SCHEDULER"}')],
  ]);
  for (const [path, bytes] of files) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), bytes);
  }
  writeFileSync(join(root, 'outside.txt'), 'not part of .gate');
  symlinkSync(join(root, 'outside.txt'), join(dir, 'logs', 'link-out.txt'));
  return { dir, files };
}

function readTree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(relative(dir, p).split('\\').join('/'), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

function twirpCalls(kind: string): Record<string, unknown>[] {
  return results.requests.filter((r) => r.kind === kind).map((r) => r.body as Record<string, unknown>);
}

describe('defaultArtifactName', () => {
  it.each([
    [{ runId: 123, runAttempt: 1, job: 'gate' }, null, 'gate-123-1-gate'],
    [{ runId: 123, runAttempt: 2, job: 'gate' }, { index: 2, count: 4 }, 'gate-123-2-gate-shard-2-of-4'],
    [{ runId: 9, runAttempt: 1, job: 'a/b:c' }, null, 'gate-9-1-a_b_c'],
    [{ runId: 9, runAttempt: 1, job: '' }, null, 'gate-9-1-job'],
  ])('%j %j → %s', (run, shard, expected) => {
    expect(defaultArtifactName(run, shard)).toBe(expected);
  });
});

describe('uploadGateDir with the real @actions/artifact client', () => {
  it('uploads every file under .gate; the zip that arrives holds exactly those bytes', async () => {
    const { dir, files } = gateFolder('full');
    const { value: result, stdout } = await quietly(() =>
      uploadGateDir(dir, 'gate-4242-1-gate', 7, log, {
        serverUrl: 'https://github.com',
        repo: { owner: OWNER, repo: REPO },
        runId: RUN_ID,
      }),
    );
    expect(isUploadFailure(result)).toBe(false);
    const uploaded = result as UploadedArtifact;
    const stored = results.artifacts.find((a) => a.name === 'gate-4242-1-gate');
    expect(stored?.finalized).toBe(true);
    expect(uploaded).toEqual({
      name: 'gate-4242-1-gate',
      id: stored?.id,
      url: `https://github.com/${OWNER}/${REPO}/actions/runs/${RUN_ID}/artifacts/${stored?.id}`,
      size: stored?.blob?.length,
      digest: stored?.hash?.replace(/^sha256:/, ''),
    });

    const zip = await readZip(stored?.blob as Buffer);
    const arrived = new Map([...zip].filter(([p]) => !p.endsWith('/')));
    expect(new Map([...arrived].sort())).toEqual(new Map([...files].sort()));
    expect(log.lines).toContain('warn: artifact: skipping symlink ' + join(dir, 'logs', 'link-out.txt'));

    const [create] = twirpCalls('CreateArtifact');
    expect(create).toMatchObject({
      workflow_run_backend_id: results.runBackendId,
      workflow_job_run_backend_id: results.jobBackendId,
      name: 'gate-4242-1-gate',
      version: 7,
      mime_type: 'application/zip',
    });
    const days = (Date.parse(String(create?.expires_at)) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect(twirpCalls('FinalizeArtifact')[0]).toMatchObject({
      size: String(stored?.blob?.length),
      hash: stored?.hash,
    });
    expect(stored?.blobContentType).toBe('application/zip');
    expect(results.requests.map((r) => r.kind)).toEqual([
      'CreateArtifact',
      'blob:block',
      'blob:blocklist',
      'FinalizeArtifact',
    ]);
    // The client masks the signature of the upload URL in the log.
    expect(stdout).toMatch(/::add-mask::/);
  });

  it('omits the expiry when retention-days is 0 (the repository default)', async () => {
    results.requests.length = 0;
    const { dir } = gateFolder('default-retention');
    const { value } = await quietly(() => uploadGateDir(dir, 'gate-default-retention', 0, log));
    expect(isUploadFailure(value)).toBe(false);
    expect(value).not.toHaveProperty('url');
    expect(twirpCalls('CreateArtifact')[0]).not.toHaveProperty('expires_at');
  });

  it('returns { error } instead of throwing when the results service answers 500', async () => {
    results.requests.length = 0;
    results.failNext('CreateArtifact', 100, 500);
    const { dir } = gateFolder('svc-500');
    const { value } = await quietly(() => withShortRetryWaits(() => uploadGateDir(dir, 'gate-500', 0, log)));
    expect(value).toEqual({
      name: 'gate-500',
      error: expect.stringMatching(
        /^artifact upload failed: Failed to CreateArtifact: Failed to make request after 5 attempts: Failed request: \(500\) Internal Server Error: injected fault$/,
      ),
    });
    expect(results.requests.map((r) => r.kind)).toEqual(Array(5).fill('CreateArtifact'));
  });

  it('returns { error } when blob storage keeps failing', async () => {
    results.requests.length = 0;
    results.failNext('blob', 100, 500);
    const { dir } = gateFolder('blob-500');
    const { value } = await quietly(() =>
      withShortRetryWaits(() => uploadGateDir(dir, 'gate-blob-500', 0, log)),
    );
    expect(value).toEqual({ name: 'gate-blob-500', error: 'artifact upload failed: injected fault' });
    const kinds = results.requests.map((r) => r.kind);
    // The blob client retried the block (the Azure SDK's own policy), and nothing was finalized.
    expect(kinds[0]).toBe('CreateArtifact');
    expect(kinds.filter((k) => k === 'blob:block').length).toBeGreaterThan(1);
    expect(kinds).not.toContain('FinalizeArtifact');
  });

  it('returns { error } when the name is already taken on the run (409 already_exists)', async () => {
    const { dir } = gateFolder('dup');
    const first = await quietly(() => uploadGateDir(dir, 'gate-dup', 0, log));
    expect(isUploadFailure(first.value)).toBe(false);
    const second = await quietly(() => uploadGateDir(dir, 'gate-dup', 0, log));
    expect(second.value).toEqual({
      name: 'gate-dup',
      error: expect.stringContaining('already exists on the workflow run'),
    });
  });

  it.each([
    ['a missing folder', (root: string) => join(root, 'nope'), /is not a directory$/],
    [
      'an empty folder',
      (root: string) => {
        mkdirSync(join(root, 'empty'));
        return join(root, 'empty');
      },
      /holds no files to upload$/,
    ],
  ])('returns { error } for %s', async (_name, make, message) => {
    const root = mkdtempSync(join(scratch, 'bad-'));
    const result = await uploadGateDir(make(root), 'gate-x', 0, log);
    expect(result).toEqual({ name: 'gate-x', error: expect.stringMatching(message) });
  });

  it('returns { error } outside a runner (no ACTIONS_RUNTIME_TOKEN)', async () => {
    const token = process.env.ACTIONS_RUNTIME_TOKEN;
    delete process.env.ACTIONS_RUNTIME_TOKEN;
    try {
      const { dir } = gateFolder('no-token');
      const { value } = await quietly(() => uploadGateDir(dir, 'gate-no-token', 0, log));
      expect(value).toEqual({
        name: 'gate-no-token',
        error: 'artifact upload failed: Unable to get the ACTIONS_RUNTIME_TOKEN env variable',
      });
    } finally {
      process.env.ACTIONS_RUNTIME_TOKEN = token;
    }
  });
});

describe('downloadArtifacts (REST listing, 302 to the signed blob URL)', () => {
  const shards = ['gate-77-1-gate-shard-1-of-2', 'gate-77-1-gate-shard-2-of-2'];
  let expected: Map<string, Map<string, Buffer>>;

  beforeAll(async () => {
    expected = new Map();
    for (const name of [...shards, 'coverage-report']) {
      const { dir, files } = gateFolder(name);
      const { value } = await quietly(() => uploadGateDir(dir, name, 0, log));
      expect(isUploadFailure(value)).toBe(false);
      expected.set(name, files);
    }
    github.setRunArtifacts(RUN_ID, () => results.restArtifacts());
  });

  it('downloads each artifact whose name matches into <destination>/<name>/', async () => {
    const destination = mkdtempSync(join(scratch, 'download-'));
    const { value } = await quietly(() =>
      downloadArtifacts({
        token: 'ghs_read',
        owner: OWNER,
        repo: REPO,
        runId: RUN_ID,
        pattern: 'gate-77-1-*',
        destination,
        log,
      }),
    );
    if (isDownloadError(value)) throw new Error(value.error);
    expect(value.failed).toEqual([]);
    expect(value.artifacts.map((a) => [a.name, a.path])).toEqual(
      shards.map((n) => [n, join(destination, n)]),
    );
    for (const name of shards) {
      expect(new Map([...readTree(join(destination, name))].sort())).toEqual(
        new Map([...(expected.get(name) as Map<string, Buffer>)].sort()),
      );
    }
    expect(github.requests.map((r) => [r.operationId, r.status])).toEqual([
      ['actions/list-workflow-run-artifacts', 200],
      ['actions/download-artifact', 302],
      ['actions/download-artifact', 302],
    ]);
    expect(github.requests[0]?.headers.authorization).toBe('token ghs_read');
  });

  it('refuses artifacts above maxBytes without downloading them', async () => {
    const destination = mkdtempSync(join(scratch, 'download-'));
    const { value } = await quietly(() =>
      downloadArtifacts({
        token: 'ghs_read',
        owner: OWNER,
        repo: REPO,
        runId: RUN_ID,
        pattern: 'gate-77-1-gate-shard-1-of-2',
        destination,
        log,
        maxBytes: 10,
      }),
    );
    expect(value).toEqual({
      artifacts: [],
      failed: [
        {
          id: expect.any(Number),
          name: shards[0],
          kind: 'invalid',
          error: expect.stringMatching(/more than 10$/),
        },
      ],
    });
    expect(github.requests.map((r) => r.operationId)).toEqual(['actions/list-workflow-run-artifacts']);
  });

  it('returns { error } when the run cannot be listed', async () => {
    // @actions/artifact's REST client retries even a 404 (its request options carry retries: 5).
    github.addFault({ status: 404, times: Infinity, message: 'Not Found' });
    // (Its request-log plugin reports each failed request on console.error, bound at load time.)
    const { value } = await quietly(() =>
      downloadArtifacts({
        token: 'ghs_read',
        owner: OWNER,
        repo: REPO,
        runId: RUN_ID,
        pattern: 'gate-*',
        destination: mkdtempSync(join(scratch, 'download-')),
        log,
      }),
    );
    expect(value).toEqual({
      error: expect.stringMatching(/^cannot list the artifacts of run 4242: Not Found/),
    });
    expect(github.requests.every((r) => r.operationId === 'actions/list-workflow-run-artifacts')).toBe(true);
  });
});
