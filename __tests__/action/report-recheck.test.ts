/**
 * Report mode recomputes what it can and trusts nothing else (issue 25 item 4): the attacks first, as a
 * fork would make them — a forged artifact uploaded to the local artifact service for a pull request
 * built with real git commands — then driven end to end through `runMode()` against the local GitHub
 * API; then the freeze lookup on real base repositories through `scopeOnBase` and `applyScope`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionDeps } from '../../src/action/deps.js';
import type { Trace } from '../../src/trace/model.js';
import { classifyRecord } from '../../src/classify/table.js';
import { recordSha256 } from '../../src/classify/hash.js';
import { startArtifactServer, type ArtifactServer } from '../helpers/artifact-server.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { OWNER, REPO, importDepsModules, type DepsModules } from '../helpers/action-deps.js';
import { forkJobs } from '../helpers/fork-jobs.js';
import { TestRepo } from '../helpers/repo.js';
import { project } from '../helpers/project.js';
import { holdTrace, miss, replay, stage } from '../report/trace-fixture.js';

const ENV_KEYS = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_API_URL',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
const scratch = mkdtempSync(join(tmpdir(), 'gate-report-recheck-'));

let results: ArtifactServer;
let github: GitHubServer;
let m: DepsModules;
let runMode: typeof import('../../src/main.js').runMode;
let report: typeof import('../../src/action/report-mode.js');
let nextRunId = 9300;

beforeAll(async () => {
  results = await startArtifactServer();
  github = await startGitHubServer({ owner: OWNER, repo: REPO });
  Object.assign(process.env, results.env(), {
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: github.url,
  });
  m = await importDepsModules();
  ({ runMode } = await import('../../src/main.js'));
  report = await import('../../src/action/report-mode.js');
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

const jobs = forkJobs(() => ({
  m,
  github,
  results,
  runMode,
  scratch,
  nextRunId: () => nextRunId++,
}));
const { run, readTrace, reportDeps, reportJob, setPull } = jobs;
const forkGateJob = async (repo: TestRepo, base: string, head: string, runId: number): Promise<Trace> =>
  readTrace(await jobs.forkGateJob(repo, base, head, runId));

/** What a fork uploads instead of its real `.gate`: any trace it likes. */
async function uploadForged(runId: number, trace: Trace): Promise<void> {
  await jobs.uploadForged(`gate-${runId}-1-gate`, { 'trace.json': JSON.stringify(trace) });
  github.setRunArtifacts(runId, () => results.restArtifacts());
}

const checkOn = (head: string) => [...github.checkRuns.values()].filter((c) => c.head_sha === head).at(-1);

/** A record the classifier calls SCHEDULER (failed first, passed on retry and on the base). */
function schedulerRecord(seed: number, fixtureSha: string): Record<string, unknown> {
  return {
    run_id: 'run-1',
    seed,
    property_path: 'invariants/behaviour.mjs',
    property_sha256: 'p'.repeat(64),
    fixture_sha256: fixtureSha,
    base_fixture_sha256: fixtureSha,
    diff_paths: [],
    candidate_result: 'fail',
    base_seed_result: 'pass',
    retry_results: ['pass'],
    retry_cap: 2,
    budget_ok: true,
    transcript_complete: true,
  };
}

/** The trace a fork forges for a regression on seed 11: a SCHEDULER miss excused by a "live row". */
function forgedExcuse(base: string, head: string, fixtureSha: string): Trace {
  const seed = 11;
  const decision = { ...classifyRecord(schedulerRecord(seed, fixtureSha)) };
  expect(decision.label).toBe('SCHEDULER');
  const target = { target: 'lib.behaviour', invariant: 'invariants/behaviour.mjs', seed };
  return holdTrace({
    base,
    head,
    check_sha: head,
    config: 'gate.yml',
    verdict: 'SKIP',
    label: 'SCHEDULER',
    reason_code: 'ANNOTATED_HOLD',
    reason_stage: 'freeze',
    conclusion: 'neutral',
    changed_paths: ['src/lib.mjs'],
    stages: [
      stage('scope', 'IN_SCOPE'),
      stage('property', 'PROPERTY_CLEAR'),
      stage('fixture', 'REPLAY_MISS'),
      stage('classify', 'SCHEDULER'),
      stage('freeze', 'ANNOTATED_HOLD'),
    ],
    replays: [
      replay({
        ...target,
        manifest: 'fixtures/lib/manifest.json',
        code: 'REPLAY_MISS',
        exit_code: 1,
        inputs_sha256: fixtureSha,
        base_inputs_sha256: fixtureSha,
      }),
    ],
    misses: [
      miss(
        { ...target, decision },
        { code: 'ANNOTATED_HOLD', freeze_id: 'frz-forged', excuses: true, why: 'live row', owner: 'me' },
      ),
    ],
  });
}

describe('mode report: facts the report can establish replace the artifact', () => {
  it('a fork that changes a pinned input with code and forges REPLAY_MATCH posts FIXTURE_MISMATCH (REJECT, failure)', async () => {
    const repo = new TestRepo('gate-report-recheck-');
    const base = repo.commit(project(), 'base');
    repo.git('checkout', '-q', '-b', 'patch-1');
    const clean = repo.commit({ 'src/lib.mjs': "export const behaviour = () => 'pass'; // tidy\n" }, 'tidy');
    const genuineClear = await forkGateJob(repo, base, clean, nextRunId++);
    expect([genuineClear.verdict, genuineClear.conclusion]).toEqual(['CLEAR', 'success']);
    rmSync(join(repo.dir, '.gate'), { recursive: true, force: true });
    // The attack: new input words and a code change that depends on them, in one pull request.
    const head = repo.commit(
      { 'fixtures/lib/input.txt': 'gamma\n', 'src/lib.mjs': "export const behaviour = (_seed) => 'pass';\n" },
      'new words and the code for them',
    );
    // The gate itself, run honestly, says FIXTURE_MISMATCH: the forgery below hides it.
    const honest = await forkGateJob(repo, base, head, nextRunId++);
    expect([honest.reason_code, honest.label]).toEqual(['FIXTURE_MISMATCH', 'FIXTURE']);
    const runId = nextRunId++;
    await uploadForged(runId, { ...genuineClear, head, check_sha: head });
    setPull(8, base, head, ['fixtures/lib/input.txt', 'src/lib.mjs']);
    repo.checkout(base, 'main');

    const d = await reportJob(repo, runId, head);
    const t = readTrace(d);
    expect(t.stages.map((s) => [s.name, s.code])).toEqual([
      ['scope', 'IN_SCOPE'],
      ['property', 'PROPERTY_CLEAR'],
      ['fixture', 'FIXTURE_MISMATCH'],
    ]);
    expect([t.verdict, t.label, t.reason_code, t.conclusion]).toEqual([
      'REJECT',
      'FIXTURE',
      'FIXTURE_MISMATCH',
      'failure',
    ]);
    expect(t.replays.map((r) => [r.target, r.seed, r.code, r.differing_inputs])).toEqual([
      ['lib.behaviour', 11, 'FIXTURE_MISMATCH', ['fixtures/lib/input.txt']],
      ['lib.behaviour', 12, 'FIXTURE_MISMATCH', ['fixtures/lib/input.txt']],
    ]);
    expect(checkOn(head)).toMatchObject({ status: 'completed', conclusion: 'failure' });
  });

  it('a forged freeze row on a base with no ledger gives HOLD (action_required), never neutral', async () => {
    const repo = new TestRepo('gate-report-recheck-');
    const base = repo.commit(project(), 'base');
    repo.git('checkout', '-q', '-b', 'patch-1');
    const head = repo.commit({ 'src/lib.mjs': "export const behaviour = () => 'fail';\n" }, 'regress');
    const runId = nextRunId++;
    await uploadForged(runId, forgedExcuse(base, head, 'c'.repeat(64)));
    setPull(9, base, head, ['src/lib.mjs']);
    repo.checkout(base, 'main');

    const t = readTrace(await reportJob(repo, runId, head));
    expect([t.verdict, t.label, t.reason_code, t.conclusion]).toEqual([
      'HOLD',
      'SCHEDULER',
      'NO_RECORD',
      'action_required',
    ]);
    expect(t.misses[0]?.freeze).toMatchObject({ code: 'NO_RECORD', excuses: false });
    expect(t.misses[0]?.freeze?.freeze_id).toBeUndefined();
    expect(checkOn(head)).toMatchObject({ status: 'completed', conclusion: 'action_required' });
  });

  it('an artifact that claims no fixtures and stops at PROPERTY_CLEAR is not a pass when the base has one', async () => {
    const repo = new TestRepo('gate-report-recheck-');
    const base = repo.commit(project(), 'base');
    repo.git('checkout', '-q', '-b', 'patch-1');
    const head = repo.commit({ 'src/lib.mjs': "export const behaviour = () => 'fail';\n" }, 'regress');
    const runId = nextRunId++;
    const forged = forgedExcuse(base, head, 'c'.repeat(64));
    await uploadForged(runId, {
      ...forged,
      verdict: 'CLEAR',
      label: 'PASS',
      reason_code: 'PROPERTY_CLEAR',
      reason_stage: 'property',
      conclusion: 'success',
      fixtures_configured: 0,
      freeze_client_constructed: false,
      freeze_consulted: false,
      stages: [stage('scope', 'IN_SCOPE'), stage('property', 'PROPERTY_CLEAR')],
      replays: [],
      misses: [],
    });
    setPull(10, base, head, ['src/lib.mjs']);
    repo.checkout(base, 'main');

    const t = readTrace(await reportJob(repo, runId, head));
    expect(t.fixtures_configured).toBe(1);
    expect(t.conclusion).not.toBe('success');
    expect(t.verdict).toBe('UNUSABLE');
    expect(checkOn(head)?.conclusion).toBe('failure');
  });
});

describe('mode report: every way out posts a blocking check', () => {
  it('a RUNNER_TEMP that cannot be written (a full disk) still completes the check as failure', async () => {
    const repo = new TestRepo('gate-report-recheck-');
    const base = repo.commit(project(), 'base');
    repo.git('checkout', '-q', '-b', 'patch-1');
    const head = repo.commit({ 'src/lib.mjs': "export const behaviour = (_s) => 'pass';\n" }, 'edit');
    const runId = nextRunId++;
    await uploadForged(runId, forgedExcuse(base, head, 'c'.repeat(64)));
    setPull(11, base, head, ['src/lib.mjs']);
    repo.checkout(base, 'main');
    const d = reportDeps(repo, runId, head);
    // Every folder the report would make under RUNNER_TEMP fails (ENOTDIR), as on a full disk.
    const blocked = join(scratch, `not-a-folder-${runId}`);
    writeFileSync(blocked, '');
    d.deps.env.RUNNER_TEMP = blocked;
    expect(await run(d)).toBeInstanceOf(Error);
    const check = checkOn(head);
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(d.outputs.get('conclusion')).toBe('failure');
  });
});

describe('the freeze lookup of the report is the base ledger, live, exact triple', () => {
  const deps = (dir: string): ActionDeps =>
    ({
      workspace: dir,
      settings: { config: 'gate.yml' },
      log: { info() {}, warn() {}, error() {} },
    }) as unknown as ActionDeps;
  const FIX = 'f'.repeat(64);
  const row = (over: Record<string, unknown> = {}) => {
    const record = schedulerRecord(11, FIX);
    return {
      id: 'frz-1',
      target: 'lib.behaviour',
      invariant: 'invariants/behaviour.mjs',
      property_path: 'invariants/behaviour.mjs',
      seed: 11,
      fixture_sha256: FIX,
      owner: 'someone',
      record,
      record_sha256: recordSha256(record),
      expires_after_runs: 10,
      granted_run_number: 35,
      ...over,
    };
  };

  async function reportOn(rows: unknown[] | undefined, runNumber: number | undefined): Promise<Trace> {
    const repo = new TestRepo('gate-report-ledger-');
    const files = project();
    if (rows !== undefined) files['gate-freezes.json'] = JSON.stringify({ version: 1, freezes: rows });
    const base = repo.commit(files, 'base');
    const head = '3'.repeat(40);
    const forged = forgedExcuse(base, head, FIX);
    const scope = await report.scopeOnBase(deps(repo.dir), base, ['src/lib.mjs'], {
      misses: forged.misses,
      replays: forged.replays,
      now: new Date('2026-06-01T00:00:00Z'),
      runNumber,
    });
    expect(scope.code).toBe('IN_SCOPE');
    return report.applyScope(forged, scope, ['src/lib.mjs'], { number: 1, baseSha: base }, []);
  }

  it('a live row of the base ledger for the exact SCHEDULER triple still excuses it (SKIP, neutral)', async () => {
    const t = await reportOn([row()], 40);
    expect([t.verdict, t.reason_code, t.conclusion]).toEqual(['SKIP', 'ANNOTATED_HOLD', 'neutral']);
    expect(t.misses[0]?.freeze).toMatchObject({ freeze_id: 'frz-1', excuses: true });
  });

  it.each([
    ['no ledger on the base', undefined, 40],
    ['a row for another seed', [row({ seed: 12 })], 40],
    ['a row for another fixture digest', [row({ fixture_sha256: 'e'.repeat(64) })], 40],
    ['an expired row', [row({ granted_run_number: 20 })], 40],
    ['a run-counted row with the run number unknown', [row()], undefined],
    ['a row whose record hash does not match', [row({ record_sha256: '0'.repeat(64) })], 40],
  ])('%s: the forged excuse is dropped (HOLD, action_required)', async (_name, rows, runNumber) => {
    const t = await reportOn(rows, runNumber);
    expect([t.verdict, t.conclusion]).toEqual(['HOLD', 'action_required']);
    expect(t.misses[0]?.freeze?.excuses).toBe(false);
    expect(t.misses[0]?.freeze?.freeze_id).not.toBe('frz-forged');
  });
});
