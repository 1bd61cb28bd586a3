/**
 * The fork and matrix paths of SPEC §9, end to end in-process: `runMode()` with a real ActionDeps whose
 * Checks, pull-request and artifact clients talk HTTP to the local GitHub API server (every request
 * validated against @octokit/openapi) and the local artifact service, on real git repositories with
 * real gate runs. Artifacts are uploaded by the real gate mode, or forged by hand and uploaded with the
 * same client, the way a fork's workflow could.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Trace } from '../../src/trace/model.js';
import { startArtifactServer, type ArtifactServer } from '../helpers/artifact-server.js';
import { startGitHubServer, type GitHubServer, type StoredCheckRun } from '../helpers/github-server.js';
import {
  OWNER,
  REPO,
  importDepsModules,
  makeDeps,
  endedAsConfigured,
  quietly,
  type DepsModules,
  type DepsRun,
} from '../helpers/action-deps.js';
import { TestRepo } from '../helpers/repo.js';
import { LIB_PASS, flakeMarker, gateYml, project, resetFlakeService } from '../helpers/project.js';

const ENV_KEYS = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_API_URL',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
const scratch = mkdtempSync(join(tmpdir(), 'gate-forks-test-'));
const FORK = 'fork-user/octo-repo';

let results: ArtifactServer;
let github: GitHubServer;
let m: DepsModules;
let runMode: typeof import('../../src/main.js').runMode;
let nextRunId = 7000;

beforeAll(async () => {
  results = await startArtifactServer();
  github = await startGitHubServer({ owner: OWNER, repo: REPO });
  Object.assign(process.env, results.env(), {
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: github.url,
  });
  m = await importDepsModules();
  ({ runMode } = await import('../../src/main.js'));
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
  github.reset();
  expect(violations).toEqual([]);
});

function pullRequestPayload(number: number, base: string, head: string, headRepo = FORK): unknown {
  return {
    action: 'synchronize',
    pull_request: {
      number,
      base: { sha: base, ref: 'main', repo: { full_name: `${OWNER}/${REPO}` } },
      head: { sha: head, ref: 'patch-1', repo: { full_name: headRepo } },
    },
  };
}

function workflowRunPayload(runId: number, headSha: string, pullRequests: unknown[] = []): unknown {
  return {
    action: 'completed',
    workflow_run: {
      id: runId,
      head_sha: headSha,
      head_branch: 'patch-1',
      event: 'pull_request',
      conclusion: 'success',
      head_repository: { full_name: FORK },
      pull_requests: pullRequests,
    },
  };
}

/** Runs one mode; a StepFailure is returned, not thrown, so a test can look at what was published. */
async function run(d: DepsRun): Promise<unknown> {
  return quietly(() =>
    runMode(d.deps).then(
      () => undefined,
      (err: unknown) => err,
    ),
  );
}

/** `mode: gate` as a fork's pull_request job runs it: read-only token, so no check; .gate uploaded. */
async function forkGateJob(
  repo: TestRepo,
  base: string,
  head: string,
  runId: number,
  inputs: Record<string, string> = {},
): Promise<DepsRun> {
  const d = makeDeps(m, {
    apiUrl: github.url,
    eventName: 'pull_request',
    payload: pullRequestPayload(7, base, head),
    inputs: { token: '', ...inputs },
    runId,
    workspace: repo.dir,
    sha: head,
  });
  endedAsConfigured(await run(d), d, inputs);
  return d;
}

/** The report job: a checkout of the base branch, mode report, on the triggering run. */
async function reportJob(
  repo: TestRepo,
  triggering: number,
  headSha: string,
  pullRequests: unknown[] = [],
): Promise<{ d: DepsRun; error: unknown; check: StoredCheckRun | undefined }> {
  const d = makeDeps(m, {
    apiUrl: github.url,
    eventName: 'workflow_run',
    payload: workflowRunPayload(triggering, headSha, pullRequests),
    inputs: { mode: 'report' },
    runId: nextRunId++,
    job: 'report',
    workspace: repo.dir,
  });
  const error = await run(d);
  const check = [...github.checkRuns.values()].filter((c) => c.head_sha === headSha).at(-1);
  return { d, error, check };
}

/** Uploads a hand-made .gate folder under `name`, as a fork's own workflow could. */
async function uploadForged(name: string, files: Record<string, string | Buffer>): Promise<void> {
  const dir = join(mkdtempSync(join(scratch, 'forged-')), '.gate');
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), content);
  }
  const res = await quietly(() => m.uploadGateDir(dir, name, 0, { info() {}, warn() {}, error() {} }));
  expect(res).not.toHaveProperty('error');
}

function publishArtifacts(runId: number): void {
  github.setRunArtifacts(runId, () => results.restArtifacts());
}

/** A base repository with the gated project, and a fork branch `patch-1` with one candidate commit. */
function forkScenario(candidate: Record<string, string>): { repo: TestRepo; base: string; head: string } {
  const repo = new TestRepo('gate-forks-');
  const base = repo.commit(project(), 'base');
  repo.git('checkout', '-q', '-b', 'patch-1');
  const head = repo.commit(candidate, 'fork candidate');
  return { repo, base, head };
}

function setPull(number: number, base: string, head: string, files: string[]): void {
  github.setPulls([
    { number, headSha: head, headRef: 'patch-1', headRepo: FORK, baseSha: base, baseRef: 'main' },
  ]);
  github.setPullFiles(
    number,
    files.map((filename) => ({ filename })),
  );
}

/** The job summary's markdown escapes punctuation from the trace; tests read the plain text. */
const unescaped = (md: string): string => md.replace(/\\(.)/g, '$1');
const readTrace = (d: DepsRun): Trace =>
  JSON.parse(readFileSync(d.outputs.get('trace') as string, 'utf8')) as Trace;

describe('mode report (a fork pull request, posted from workflow_run)', () => {
  it('posts the genuine verdict of a clean fork pull request on workflow_run.head_sha', async () => {
    const { repo, base, head } = forkScenario({ 'src/lib.mjs': LIB_PASS + '// tidy\n' });
    const runId = nextRunId++;
    const gate = await forkGateJob(repo, base, head, runId);
    expect(gate.outputs.get('verdict')).toBe('CLEAR');
    expect([...github.checkRuns.values()].some((c) => c.head_sha === head)).toBe(false);
    publishArtifacts(runId);
    setPull(7, base, head, ['src/lib.mjs']);
    repo.checkout(base, 'main');

    const { d, error, check } = await reportJob(repo, runId, head);
    endedAsConfigured(error, d);
    expect(check).toMatchObject({ status: 'completed', conclusion: 'success', name: 'failure-class' });
    expect(check?.output.title).toMatch(/^Passed: /);
    expect(d.outputs.get('verdict')).toBe('CLEAR');
    const ops = github.requests.map((r) => r.operationId);
    expect(ops).toEqual(
      expect.arrayContaining([
        'actions/list-workflow-run-artifacts',
        'pulls/list',
        'pulls/list-files',
        'checks/create',
        'checks/update',
      ]),
    );
    expect(github.requests.find((r) => r.operationId === 'pulls/list')?.query).toMatchObject({
      head: 'fork-user:patch-1',
      state: 'open',
    });
    // The fork's head was never checked out by the report job.
    expect(repo.git('rev-parse', 'HEAD')).toBe(base);
  });

  it('a forged artifact claiming PASS for a patch that edits gate.yml posts CONTAMINATED', async () => {
    // The fork's job graded something harmless, then uploaded that PASS trace for its real head, which
    // edits gate.yml together with code.
    const { repo, base, head: clean } = forkScenario({ 'src/lib.mjs': LIB_PASS + '// tidy\n' });
    const real = await forkGateJob(repo, base, clean, nextRunId++);
    const genuine = readTrace(real);
    expect([genuine.verdict, genuine.label]).toEqual(['CLEAR', 'PASS']);
    const head = repo.commit({ 'gate.yml': gateYml({ budgets: { retry_cap: 5 } }) }, 'loosen the gate');
    const runId = nextRunId++;
    await uploadForged(`gate-${runId}-1-gate`, {
      'trace.json': JSON.stringify({ ...genuine, head, check_sha: head, changed_paths: ['src/lib.mjs'] }),
    });
    publishArtifacts(runId);
    setPull(8, base, head, ['gate.yml', 'src/lib.mjs']);
    repo.checkout(base, 'main');

    const { d, error, check } = await reportJob(repo, runId, head);
    endedAsConfigured(error, d);
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(check?.output.title).toMatch(/^Edits its checks: the patch edits the gate’s own files/);
    expect(unescaped(check?.output.summary ?? '')).toContain("the gate's own files (gate.yml)");
    expect(unescaped(d.summary())).toMatch(
      /The artifact(’|')s scope is IN_SCOPE; the pull request(’|')s files give CONTAMINATED/,
    );
    const t = readTrace(d);
    expect(t.stages.map((s) => [s.name, s.code])).toEqual([['scope', 'CONTAMINATED']]);
    expect(t.changed_paths).toEqual(['gate.yml', 'src/lib.mjs']);
  });

  it('an edit of the workflow alone is not graded by its own artifact (TOOLCHAIN_PATCH, a HOLD)', async () => {
    const { repo, base, head } = forkScenario({ '.github/workflows/gate.yml': 'on: pull_request\n' });
    const runId = nextRunId++;
    await forkGateJob(repo, base, head, runId);
    publishArtifacts(runId);
    setPull(9, base, head, ['.github/workflows/gate.yml']);
    repo.checkout(base, 'main');
    const { check } = await reportJob(repo, runId, head);
    expect(check).toMatchObject({ conclusion: 'action_required' });
    expect(check?.output.title).toMatch(/^Needs a person: the patch changes only the gate’s own files/);
  });

  describe('a bad artifact is a blocking conclusion with the reason', () => {
    let repo: TestRepo;
    let base: string;
    let head: string;
    let genuine: string;

    beforeAll(async () => {
      ({ repo, base, head } = forkScenario({ 'src/lib.mjs': LIB_PASS + '// tidy\n' }));
      const gate = await forkGateJob(repo, base, head, nextRunId++);
      genuine = readFileSync(gate.outputs.get('trace') as string, 'utf8');
      repo.checkout(base, 'main');
      setPull(10, base, head, ['src/lib.mjs']);
    });

    it.each([
      [
        'truncated',
        () => ({ 'trace.json': genuine.slice(0, Math.floor(genuine.length / 2)) }),
        /not valid JSON/,
      ],
      [
        'schema-invalid (a verdict that is not one)',
        () => ({ 'trace.json': JSON.stringify({ ...JSON.parse(genuine), verdict: 'PASS' }) }),
        /fails the trace schema: \/verdict/,
      ],
      [
        'schema-invalid (an extra field)',
        () => ({ 'trace.json': JSON.stringify({ ...JSON.parse(genuine), trusted: true }) }),
        /must NOT have additional properties/,
      ],
      ['without trace.json', () => ({ 'scope.json': '{}' }), /trace\.json: missing/],
    ])('%s → failure, ARTIFACT_INVALID', async (_what, files, reason) => {
      const runId = nextRunId++;
      await uploadForged(`gate-${runId}-1-gate`, files());
      publishArtifacts(runId);
      const { d, check } = await reportJob(repo, runId, head);
      expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
      expect(check?.output.title).toMatch(/^Gate error: /);
      expect(check?.output.summary).toContain('| reason code | `ARTIFACT_INVALID` |');
      expect(d.outputs.get('reason-code')).toBe('ARTIFACT_INVALID');
      expect(readTrace(d).reason).toMatch(reason);
    });

    it('no artifact at all → action_required, INCOMPLETE (SHARD_MISSING), never a pass', async () => {
      const runId = nextRunId++;
      publishArtifacts(runId);
      const { d, check } = await reportJob(repo, runId + 100000, head);
      expect(check).toMatchObject({ status: 'completed', conclusion: 'action_required' });
      expect([d.outputs.get('verdict'), d.outputs.get('label'), d.outputs.get('reason-code')]).toEqual([
        'HOLD',
        'INCOMPLETE',
        'SHARD_MISSING',
      ]);
    });

    it('a trace whose head sha differs from workflow_run.head_sha is refused (HEAD_MISMATCH)', async () => {
      const runId = nextRunId++;
      await uploadForged(`gate-${runId}-1-gate`, { 'trace.json': genuine });
      publishArtifacts(runId);
      const other = base;
      const { d, check } = await reportJob(repo, runId, other);
      expect(check).toMatchObject({ head_sha: other, conclusion: 'failure' });
      expect(d.outputs.get('reason-code')).toBe('HEAD_MISMATCH');
      expect(readTrace(d).reason).toContain(`made for ${head}, not for ${other}`);
      // Refused before anything else was looked up.
      expect(github.requests.map((r) => r.operationId)).not.toContain('pulls/list');
    });

    it('an artifact that claims CLEAR over codes that say REJECT posts REJECT', async () => {
      const t = JSON.parse(genuine) as Trace;
      t.stages = t.stages.map((s) => (s.name === 'property' ? { ...s, code: 'PROPERTY_REJECT' } : s));
      t.stages = t.stages.filter((s) => s.name !== 'fixture');
      t.replays = [];
      const runId = nextRunId++;
      await uploadForged(`gate-${runId}-1-gate`, { 'trace.json': JSON.stringify(t) });
      publishArtifacts(runId);
      const { d, check } = await reportJob(repo, runId, head);
      expect(check).toMatchObject({ conclusion: 'failure' });
      expect(d.outputs.get('verdict')).toBe('REJECT');
      expect(unescaped(d.summary())).toMatch(/claims verdict CLEAR \(its codes give REJECT\)/);
    });
  });
});

/**
 * A candidate whose seed 2 regresses (PROPERTY) and whose seed 6 flakes once (SCHEDULER). The flake's
 * state lives in the flake service, outside the checkout: every attempt runs in a fresh view of the
 * checkout, so a marker written there would make seed 6 fail every time (a regression, not a flake).
 * Each job resets the service, so seed 6 flakes once in every run.
 */
const LIB_MIXED = `import { existsSync, writeFileSync } from 'node:fs';
export const behaviour = (seed) => {
  if (seed === 2) return 'fail';
  if (seed === 6) {
    const marker = ${JSON.stringify(`${flakeMarker()}6`)};
    if (existsSync(marker)) return 'pass';
    writeFileSync(marker, '');
    return 'fail';
  }
  return 'pass';
};
`;

describe('shard: i/n and mode merge (a matrix in one pull_request run)', () => {
  let repo: TestRepo;
  let base: string;
  let head: string;

  beforeAll(() => {
    repo = new TestRepo('gate-shards-');
    base = repo.commit(project({ seeds: [1, 2, 3, 4, 5, 6] }), 'base');
    repo.git('checkout', '-q', '-b', 'patch-1');
    head = repo.commit({ 'src/lib.mjs': LIB_MIXED }, 'candidate');
  });

  /** One job of the run: same-repository pull request, token with checks: write. */
  async function job(runId: number, name: string, inputs: Record<string, string>): Promise<DepsRun> {
    repo.checkout(head, 'patch-1'); // a fresh runner: no marker files from another job
    resetFlakeService(); // and a flake that has not flaked yet in this job: seed 6 flakes in each run
    const d = makeDeps(m, {
      apiUrl: github.url,
      eventName: 'pull_request',
      payload: pullRequestPayload(11, base, head, `${OWNER}/${REPO}`),
      inputs,
      runId,
      job: name,
      workspace: repo.dir,
      sha: head,
    });
    endedAsConfigured(await run(d), d, inputs);
    return d;
  }

  const checksOn = (sha: string): StoredCheckRun[] =>
    [...github.checkRuns.values()].filter((c) => c.head_sha === sha);
  const pairs = (t: Trace): unknown[] => t.replays.map((r) => [r.target, r.seed, r.code]);

  it('three shards merge into the verdict of one unsharded run of the same work, and post one check', async () => {
    const unsharded = await job(nextRunId++, 'gate', {});
    const single = readTrace(unsharded);
    expect([single.verdict, single.label, single.reason_code]).toEqual(['REJECT', 'PROPERTY', 'PROPERTY']);
    const checksBefore = checksOn(head).length;

    const runId = nextRunId++;
    const shards: Trace[] = [];
    for (const i of [1, 2, 3]) shards.push(readTrace(await job(runId, 'gate', { shard: `${i}/3` })));
    // Shards post no check; each graded only its slice, and alone would say something else.
    expect(checksOn(head).length).toBe(checksBefore);
    expect(shards.map((s) => s.replays.map((r) => r.seed))).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
    expect(shards.map((s) => s.verdict)).toEqual(['CLEAR', 'REJECT', 'HOLD']);
    expect(shards.map((s) => s.label)).toEqual(['PASS', 'PROPERTY', 'SCHEDULER']);
    expect(
      results.artifacts
        .filter((a) => a.name.startsWith(`gate-${runId}-`))
        .map((a) => a.name)
        .sort(),
    ).toEqual([1, 2, 3].map((i) => `gate-${runId}-1-gate-shard-${i}-of-3`));

    publishArtifacts(runId);
    const merge = await job(runId, 'merge', { mode: 'merge' });
    const merged = readTrace(merge);
    const posted = checksOn(head);
    expect(posted.length).toBe(checksBefore + 1);
    const [unshardedCheck, mergedCheck] = [posted[checksBefore - 1], posted[checksBefore]];
    expect(mergedCheck).toMatchObject({ status: 'completed', conclusion: unshardedCheck?.conclusion });
    expect(mergedCheck?.output.title).toBe(unshardedCheck?.output.title);
    for (const k of ['verdict', 'label', 'reason_code', 'reason_stage', 'conclusion'] as const) {
      expect(merged[k]).toEqual(single[k]);
    }
    expect(merged.stages.map((s) => [s.name, s.code])).toEqual(single.stages.map((s) => [s.name, s.code]));
    expect(pairs(merged)).toEqual(pairs(single));
    expect(merged.misses.map((x) => [x.seed, x.decision.label])).toEqual(
      single.misses.map((x) => [x.seed, x.decision.label]),
    );
    expect(merged.audit).toEqual({ ok: true, violations: [] });
  });

  it('a missing shard gives INCOMPLETE (HOLD, action_required), whatever the others say', async () => {
    const runId = nextRunId++;
    for (const i of [1, 3]) await job(runId, 'gate', { shard: `${i}/3` });
    publishArtifacts(runId);
    const merge = await job(runId, 'merge', { mode: 'merge' });
    const check = checksOn(head).at(-1);
    expect(check).toMatchObject({ status: 'completed', conclusion: 'action_required' });
    expect([
      merge.outputs.get('verdict'),
      merge.outputs.get('label'),
      merge.outputs.get('reason-code'),
    ]).toEqual(['HOLD', 'INCOMPLETE', 'SHARD_MISSING']);
    expect(readTrace(merge).reason).toContain('shard 2 of 3: no usable .gate artifact');
  });
});
