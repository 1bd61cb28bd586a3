/**
 * The merge queue through the bundled action (`dist/index.js`) as a child process with a runner's
 * environment: a `merge_group` / `checks_requested` event payload (validated against GitHub's webhook
 * description, @octokit/openapi-webhooks), a depth-1 clone of the queue's temporary branch as
 * actions/checkout leaves it (GITHUB_SHA = merge_group.head_sha, the base commit absent), and the local
 * Checks API that validates every request against @octokit/openapi. The check must land on
 * merge_group.head_sha with the conclusion of the verdict: CLEAR, REJECT, HOLD, a freeze that excuses
 * the HOLD (and stops excusing it when its run count is spent), a checkout of another commit, a token
 * that may not post checks, and a matrix merged by mode merge.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Trace } from '../../src/trace/model.js';
import { startArtifactServer, type ArtifactServer } from '../helpers/artifact-server.js';
import { startGitHubServer, type GitHubServer, type StoredCheckRun } from '../helpers/github-server.js';
import { mustEndAsConfigured, runAction, type ActionRun } from '../helpers/action-runner.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { LIB_FLAKY, LIB_PASS, project, resetFlakeService } from '../helpers/project.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { mergeGroupPayload, validateWebhook } from '../helpers/webhooks.js';

const OWNER = 'octo-org';
const REPO = 'octo-repo';
const CLI = join(process.cwd(), 'dist', 'cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'gate-mq-e2e-'));

let github: GitHubServer;
let artifacts: ArtifactServer;
let nextRunId = 9100;
let clones = 0;

beforeAll(async () => {
  [github, artifacts] = await Promise.all([
    startGitHubServer({ owner: OWNER, repo: REPO }),
    startArtifactServer(),
  ]);
});

afterAll(async () => {
  await Promise.all([github.close(), artifacts.close()]);
  rmSync(scratch, { recursive: true, force: true });
});

afterEach(() => {
  const violations = [...artifacts.violations, ...github.violations.map((v) => JSON.stringify(v))];
  artifacts.violations.length = 0;
  github.clearFaults();
  github.reset();
  github.checkRuns.clear();
  expect(violations).toEqual([]);
});

/** The repository on GitHub ("origin"): main, and the queue's temporary branch of one merge group. */
interface Queue {
  origin: TestRepo;
  base: string;
  head: string;
  number: number;
}

/** The merge queue builds group `number` on `base`: a temporary branch with the candidate on top. */
function enqueue(origin: TestRepo, base: string, candidate: Files, number: number): Queue {
  origin.checkout(base, `gh-readonly-queue/main/pr-${number}-${base}`);
  const head = origin.commit(candidate, `Merge pull request #${number} from ${OWNER}/agent/patch-${number}`);
  origin.git('checkout', '-q', 'main');
  return { origin, base, head, number };
}

function queue(candidate: Files, baseFiles: Files = project()): Queue {
  const origin = new TestRepo('gate-mq-origin-');
  const base = origin.commit(baseFiles, 'base');
  return enqueue(origin, base, candidate, 7);
}

/** What actions/checkout does on merge_group: a depth-1 fetch of GITHUB_SHA, the group's branch. */
function shallowCheckout(q: Queue): string {
  const dir = join(scratch, `ws-${clones++}`);
  execFileSync(
    'git',
    [
      'clone',
      '-q',
      '--depth=1',
      '--branch',
      `gh-readonly-queue/main/pr-${q.number}-${q.base}`,
      `file://${q.origin.dir}`,
      dir,
    ],
    { stdio: 'pipe' },
  );
  return dir;
}

function mergeGroupEvent(q: Queue): { name: string; payload: Record<string, unknown> } {
  const payload = mergeGroupPayload({
    owner: OWNER,
    repo: REPO,
    headSha: q.head,
    baseSha: q.base,
    number: q.number,
  });
  // The fixture is what GitHub sends, by GitHub's own description.
  expect(validateWebhook('merge-group-checks-requested', payload)).toEqual([]);
  return { name: 'merge_group', payload };
}

function runOn(
  q: Queue,
  workspace: string,
  o: { runId?: number; runNumber?: number; job?: string; inputs?: Record<string, string> } = {},
): Promise<ActionRun> {
  return runAction({
    workspace,
    event: mergeGroupEvent(q),
    github,
    artifacts,
    runId: o.runId ?? nextRunId++,
    ...(o.runNumber !== undefined ? { runNumber: o.runNumber } : {}),
    ...(o.job !== undefined ? { job: o.job } : {}),
    ...(o.inputs !== undefined ? { inputs: o.inputs } : {}),
    // GITHUB_SHA on merge_group is the group's commit.
    sha: q.head,
  });
}

const checksOn = (sha: string): StoredCheckRun[] =>
  [...github.checkRuns.values()].filter((c) => c.head_sha === sha);

interface Graded {
  run: ActionRun;
  check: StoredCheckRun;
  trace: Trace;
  workspace: string;
}

/** One merge_group run on a fresh shallow checkout; the step must succeed and post one check. */
async function grade(q: Queue, o: { runNumber?: number } = {}): Promise<Graded> {
  github.checkRuns.clear();
  const workspace = shallowCheckout(q);
  expect(() =>
    execFileSync('git', ['cat-file', '-e', `${q.base}^{commit}`], { cwd: workspace, stdio: 'pipe' }),
  ).toThrow();
  const run = await runOn(q, workspace, o);
  mustEndAsConfigured(run);
  const checks = checksOn(q.head);
  expect(checks).toHaveLength(1);
  // Nothing is posted on the group's parent (or on any other commit).
  expect([...github.checkRuns.values()].filter((c) => c.head_sha !== q.head)).toEqual([]);
  const trace = JSON.parse(readFileSync(run.outputs.trace ?? '', 'utf8')) as Trace;
  expectNoUnallowedPass(trace);
  // The group's commit was graded against its parent, which the action fetched into the shallow clone.
  expect(trace).toMatchObject({ base: q.base, head: q.head, check_sha: q.head });
  expect(run.stdout).toContain(`fetching it (git fetch --depth=1 origin ${q.base})`);
  expect(run.stdout).toContain(
    `merge group refs/heads/gh-readonly-queue/main/pr-${q.number}-${q.base} into refs/heads/main`,
  );
  const check = checks[0] as StoredCheckRun;
  expect(check).toMatchObject({ name: 'failure-class', status: 'completed', conclusion: trace.conclusion });
  expect(run.outputs).toMatchObject({ verdict: trace.verdict, 'reason-code': trace.reason_code });
  return { run, check, trace, workspace };
}

describe('the bundled action on a merge_group event', () => {
  it('CLEAR: success on merge_group.head_sha, graded against merge_group.base_sha', async () => {
    const g = await grade(queue({ 'README.md': 'project, edited in the queue\n' }));
    expect(g.check.conclusion).toBe('success');
    expect(g.trace).toMatchObject({ verdict: 'CLEAR', label: 'PASS', reason_code: 'REPLAY_MATCH' });
    expect(g.run.warnings).toEqual([]);
  });

  it('REJECT: a spec rejects the group → failure on merge_group.head_sha, annotated', async () => {
    const g = await grade(queue({ 'src/lib.mjs': `${LIB_PASS}// FORBIDDEN in the queue\n` }));
    expect(g.check.conclusion).toBe('failure');
    expect(g.trace).toMatchObject({ verdict: 'REJECT', label: 'PROPERTY', reason_code: 'PROPERTY_REJECT' });
    expect(g.check.annotations).toEqual([
      expect.objectContaining({ path: 'src/lib.mjs', start_line: 2, annotation_level: 'failure' }),
    ]);
  });

  it('an oracle edit in the group is CONTAMINATED: the oracle is read from merge_group.base_sha', async () => {
    const g = await grade(
      queue({ 'src/lib.mjs': `${LIB_PASS}// tidy\n`, 'specs/no_forbidden.mjs': 'process.exit(0);\n' }),
    );
    expect(g.check.conclusion).toBe('failure');
    expect(g.trace).toMatchObject({ verdict: 'REJECT', label: 'CONTAMINATED', reason_code: 'CONTAMINATED' });
  });

  it('HOLD, then SKIP after a freeze lands on main, then HOLD again once its run count is spent', async () => {
    const q = queue({ 'src/lib.mjs': LIB_FLAKY([11]) });
    const held = await grade(q, { runNumber: 12 });
    expect(held.check.conclusion).toBe('action_required');
    expect(held.trace).toMatchObject({ verdict: 'HOLD', label: 'SCHEDULER', reason_code: 'NO_RECORD' });
    expect(held.run.outputs['freeze-consulted']).toBe('true');
    const miss = held.trace.misses[0];
    expect(miss?.decision.label).toBe('SCHEDULER');

    // The queue removes the pull request. A maintainer grants the freeze from the run's artifact, in a
    // reviewed pull request that lands on main; the pull request is queued again, on the new main.
    const saved = join(scratch, 'grant');
    cpSync(join(held.workspace, '.gate', miss?.record_path as string, '..'), saved, { recursive: true });
    const { origin } = q;
    origin.git('checkout', '-q', 'main');
    execFileSync(
      process.execPath,
      [
        CLI,
        'freeze',
        'grant',
        '--decision',
        join(saved, 'decision.json'),
        '--record',
        join(saved, 'record.json'),
        '--owner',
        'alice',
        '--target',
        miss?.target as string,
        '--expires-after-runs',
        '20',
        '--granted-run-number',
        '12',
      ],
      { cwd: origin.dir, stdio: 'pipe' },
    );
    const frozenBase = origin.commit({}, 'freeze the flaky triple (owner alice)');
    const again = enqueue(origin, frozenBase, { 'src/lib.mjs': LIB_FLAKY([11]) }, 8);

    const skipped = await grade(again, { runNumber: 20 });
    expect(skipped.check.conclusion).toBe('neutral');
    expect(skipped.trace).toMatchObject({
      verdict: 'SKIP',
      label: 'SCHEDULER',
      reason_code: 'ANNOTATED_HOLD',
    });
    expect(skipped.trace.misses[0]?.freeze?.excuses).toBe(true);

    // Run-counted expiry works from GITHUB_RUN_NUMBER on merge_group as on pull requests: 12 + 20.
    // The flake's state lives outside the checkout: a later run flakes again only once it is forgotten.
    resetFlakeService();
    const expired = await grade(again, { runNumber: 32 });
    expect(expired.check.conclusion).toBe('action_required');
    expect(expired.trace.verdict).toBe('HOLD');
    expect(expired.trace.misses[0]?.freeze?.excuses ?? false).toBe(false);
  }, 120_000);

  it('a checkout of another commit than the group is refused: failure on the group, the step fails', async () => {
    const q = queue({ 'README.md': 'edited\n' });
    const workspace = join(scratch, `ws-${clones++}`);
    execFileSync('git', ['clone', '-q', `file://${q.origin.dir}`, workspace], { stdio: 'pipe' });
    // e.g. a workflow copied from pull_request with `ref: main`: a clean tree that is not what merges.
    execFileSync('git', ['checkout', '-q', q.base], { cwd: workspace });
    const run = await runOn(q, workspace);
    expect(run.exitCode).toBe(1);
    const checks = checksOn(q.head);
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(run.outputs).toMatchObject({ verdict: 'UNUSABLE', 'reason-code': 'INTERNAL' });
    expect(run.errors.join('\n')).toContain(
      `on merge_group the gate grades the merge group's commit ${q.head} (merge_group.head_sha), but the checkout is at ${q.base}`,
    );
    expect(checks[0]?.output.summary).toMatch(/check out GITHUB\\?_SHA/);
    expect(checksOn(q.base)).toEqual([]);
  });

  it('a token that may not post check runs fails the step, saying what to grant', async () => {
    const q = queue({ 'src/lib.mjs': `${LIB_PASS}// FORBIDDEN\n` });
    github.forbidCheckCreation();
    const run = await runOn(q, shallowCheckout(q));
    expect(run.exitCode).toBe(1);
    expect(checksOn(q.head)).toEqual([]);
    const errors = run.errors.join('\n');
    expect(errors).toMatch(/could not post the failure-class check run on [0-9a-f]{40}: .*403/);
    expect(errors).toContain('on merge_group events the merge queue waits for the failure-class check');
    expect(errors).toContain('permissions: checks: write');
    // Not the fork advice: there is no workflow_run to post it from.
    expect(errors).not.toContain('mode: report');
    // The verdict is still in the job summary and the outputs.
    expect(run.outputs).toMatchObject({ verdict: 'REJECT', 'reason-code': 'PROPERTY_REJECT' });
    expect(run.summary).toMatch(/PROPERTY\\?_REJECT/);
  });

  it('an empty token fails the step before grading, naming the token input', async () => {
    const q = queue({ 'README.md': 'edited\n' });
    const run = await runOn(q, shallowCheckout(q), { inputs: { token: '' } });
    expect(run.exitCode).toBe(1);
    expect(run.errors.join('\n')).toMatch(/^input token: expected a token that may post check runs/m);
    expect(run.outputs.verdict).toBeUndefined();
    expect(github.requests).toEqual([]);
  });

  it('a matrix: the shards post nothing, mode merge posts one check on merge_group.head_sha', async () => {
    const q = queue({ 'src/lib.mjs': `${LIB_PASS}// tidy\n` }, project({ seeds: [1, 2, 3, 4] }));
    const runId = nextRunId++;
    for (const i of [1, 2]) {
      const shard = await runOn(q, shallowCheckout(q), { runId, inputs: { shard: `${i}/2` } });
      expect(shard.exitCode).toBe(0);
      expect(shard.outputs.verdict).toBe('CLEAR');
    }
    expect(github.checkRuns.size).toBe(0);
    github.setRunArtifacts(runId, () => artifacts.restArtifacts());
    const merge = await runOn(q, mkdtempSync(join(scratch, 'merge-')), {
      runId,
      job: 'merge',
      inputs: { mode: 'merge' },
    });
    expect(merge.exitCode).toBe(0);
    const checks = checksOn(q.head);
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(github.checkRuns.size).toBe(1);
    expect(merge.outputs).toMatchObject({ verdict: 'CLEAR', label: 'PASS' });
  });
});
