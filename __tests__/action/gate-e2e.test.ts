/**
 * The bundled action (`dist/index.js`, what GitHub runs) end to end, as a child process with a runner's
 * environment, against a local GitHub API that validates every request against `@octokit/openapi` and a
 * local artifact service driven by the real `@actions/artifact` client. Each case grades a real git
 * repository: PASS, REJECT, HOLD and SKIP, a summary over GitHub's size limit with 120 annotations, a
 * 502 from the API, and a token that may not create check runs.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Trace } from '../../src/trace/model.js';
import { readZip, startArtifactServer, type ArtifactServer } from '../helpers/artifact-server.js';
import { startGitHubServer, type GitHubServer, type StoredCheckRun } from '../helpers/github-server.js';
import { mustEndAsConfigured, runAction, type ActionRun } from '../helpers/action-runner.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { gateYml, project, LIB_FLAKY } from '../helpers/project.js';
import { tempDir } from '../helpers/tmp.js';

const OWNER = 'octo-org';
const REPO = 'octo-repo';
const CLI = join(process.cwd(), 'dist', 'cli.js');
const SUMMARY_LIMIT = 65535;

let github: GitHubServer;
let artifacts: ArtifactServer;
let nextRunId = 7100;

beforeAll(async () => {
  [github, artifacts] = await Promise.all([
    startGitHubServer({ owner: OWNER, repo: REPO }),
    startArtifactServer(),
  ]);
});

afterAll(async () => {
  await Promise.all([github.close(), artifacts.close()]);
});

beforeEach(() => {
  github.clearFaults();
  artifacts.clearFaults();
  github.reset();
});

interface World {
  repo: TestRepo;
  base: string;
  head: string;
}

function world(candidate: Files, baseFiles: Files = project()): World {
  const repo = new TestRepo('gate-e2e-');
  const base = repo.commit(baseFiles, 'base');
  repo.checkout(base, 'cand');
  const head = repo.commit(candidate, 'candidate');
  return { repo, base, head };
}

function pullRequestEvent(w: World, number = 7): { name: string; payload: Record<string, unknown> } {
  const repository = { full_name: `${OWNER}/${REPO}`, name: REPO, owner: { login: OWNER } };
  return {
    name: 'pull_request',
    payload: {
      action: 'synchronize',
      number,
      pull_request: {
        number,
        head: { sha: w.head, ref: 'cand', repo: repository },
        base: { sha: w.base, ref: 'main', repo: repository },
      },
      repository,
    },
  };
}

/** Runs the bundled action on the pull request of `w` (or another event), on a fresh run id. */
function runOn(
  w: World,
  o: {
    runId?: number;
    inputs?: Record<string, string>;
    workspace?: string;
    event?: ReturnType<typeof pullRequestEvent>;
  } = {},
): Promise<ActionRun> {
  return runAction({
    workspace: o.workspace ?? w.repo.dir,
    event: o.event ?? pullRequestEvent(w),
    github,
    artifacts,
    runId: o.runId ?? nextRunId++,
    sha: w.head,
    ...(o.inputs !== undefined ? { inputs: o.inputs } : {}),
  });
}

interface Graded {
  run: ActionRun;
  runId: number;
  check: StoredCheckRun;
  trace: Trace;
  /** trace.json as it arrived in the uploaded artifact. */
  uploaded: Trace;
}

async function grade(w: World, inputs: Record<string, string> = {}): Promise<Graded> {
  const runId = nextRunId++;
  w.repo.git('clean', '-fdxq', '-e', '.gate');
  const run = await runOn(w, { runId, inputs });
  mustEndAsConfigured(run);
  const checks = [...github.checkRuns.values()].filter((c) => c.head_sha === w.head);
  expect(checks).toHaveLength(1);
  const tracePath = run.outputs.trace ?? '';
  expect(tracePath).toBe(join(w.repo.dir, '.gate', 'trace.json'));
  const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as Trace;
  return { run, runId, check: checks[0] as StoredCheckRun, trace, uploaded: await uploadedTrace(runId) };
}

async function uploadedTrace(runId: number): Promise<Trace> {
  const name = `gate-${runId}-1-gate`;
  const stored = artifacts.artifacts.filter((a) => a.name === name && a.finalized);
  expect(stored).toHaveLength(1);
  const files = await readZip(stored[0]?.blob as Buffer);
  const trace = files.get('trace.json');
  if (trace === undefined)
    throw new Error(`artifact ${name} has no trace.json: ${[...files.keys()].join(', ')}`);
  return JSON.parse(trace.toString('utf8')) as Trace;
}

/** What every graded run must satisfy, whatever its verdict. */
function expectPublished(g: Graded, conclusion: string, verdict: string, label: string | null): void {
  const { run, check, trace, uploaded } = g;
  expect(github.violations).toEqual([]);
  expect(artifacts.violations).toEqual([]);
  // The check went in progress first, then completed with the conclusion of the label.
  const creates = github.requests.filter((r) => r.operationId === 'checks/create' && r.status === 201);
  expect((creates[0]?.body as { status?: string }).status).toBe('in_progress');
  expect(check.name).toBe('failure-class');
  expect(check.status).toBe('completed');
  expect(check.conclusion).toBe(conclusion);
  expect(check.details_url).toBe(`https://github.com/${OWNER}/${REPO}/actions/runs/${g.runId}/attempts/1`);
  // The title says what happened in words; the codes are in the summary's reviewer fields.
  // The title leads with the class in a reviewer's words (src/report/headline.ts).
  const classes = {
    CLEAR: 'Passed',
    SKIP: 'Known flake, frozen',
    REJECT:
      'Spec failed|Regression|Edits its checks|Already failing on base|Too slow|Gate misconfigured on base',
    HOLD: 'Possible flake|Needs a person|Check cannot fail|Inconclusive|Exit in changed code|Gate misconfigured on base|Gate not set up on base',
    UNUSABLE: 'Gate error',
  }[verdict];
  expect(check.output.title).toMatch(new RegExp(`^(${classes}): \\S`));
  expect(check.output.summary).toContain(
    `| verdict | \`${verdict}\` · label ${label === null ? 'none' : `\`${label}\``}`,
  );
  expect(check.output.summary).toContain(`| reason code | \`${trace.reason_code}\` |`);
  expect(Buffer.byteLength(check.output.summary ?? '', 'utf8')).toBeLessThanOrEqual(SUMMARY_LIMIT);
  // Trace, artifact, outputs and job summary all say the same.
  expect(trace.verdict).toBe(verdict);
  expect(trace.label).toBe(label);
  expect(trace.conclusion).toBe(conclusion);
  expect(uploaded.verdict).toBe(verdict);
  expect(uploaded.patch_digest).toBe(trace.patch_digest);
  expect(run.outputs).toMatchObject({
    label: label ?? '',
    verdict,
    'reason-code': trace.reason_code,
    'reason-stage': trace.reason_stage,
    'freeze-consulted': String(trace.freeze_consulted),
  });
  expect(run.summary).toContain(trace.reason_code);
  // The artifact's id and URL are in both summaries (the name is markdown-escaped there).
  const stored = artifacts.artifacts.find((a) => a.name === `gate-${g.runId}-1-gate`);
  const link = `/actions/runs/${g.runId}/artifacts/${stored?.id}) (id ${stored?.id})`;
  expect(run.summary).toContain(link);
  expect(check.output.summary).toContain(link);
}

describe('the bundled action on a pull_request event', () => {
  it('PASS: every replay matched → success on the head sha, artifact and outputs agree', async () => {
    const w = world({ 'README.md': 'project, edited\n' });
    const g = await grade(w);
    expectPublished(g, 'success', 'CLEAR', 'PASS');
    expect(g.trace.reason_code).toBe('REPLAY_MATCH');
    expect(g.check.head_sha).toBe(w.head);
    expect(g.run.outputs['freeze-consulted']).toBe('false');
    expect(g.check.annotations).toEqual([]);
    expect(g.run.warnings).toEqual([]);
  });

  it('REJECT: a spec rejects the patch → failure, annotated at the witness line', async () => {
    const w = world({ 'src/lib.mjs': "export const behaviour = () => 'pass';\n// FORBIDDEN here\n" });
    const g = await grade(w);
    expectPublished(g, 'failure', 'REJECT', 'PROPERTY');
    expect(g.trace.reason_code).toBe('PROPERTY_REJECT');
    expect(g.check.annotations).toEqual([
      expect.objectContaining({
        path: 'src/lib.mjs',
        start_line: 2,
        end_line: 2,
        annotation_level: 'failure',
      }),
    ]);
    // The generator never ran after a rejected property.
    expect(existsSync(join(w.repo.dir, '..', 'generator-ran'))).toBe(false);
  });

  it('HOLD, then SKIP after a freeze granted with the CLI on the base branch', async () => {
    const w = world({ 'src/lib.mjs': LIB_FLAKY([11]) });
    const held = await grade(w);
    expectPublished(held, 'action_required', 'HOLD', 'SCHEDULER');
    expect(held.trace.reason_code).toBe('NO_RECORD');
    expect(held.run.outputs['freeze-consulted']).toBe('true');
    expect(held.check.output.summary).toContain('NO_RECORD');
    const miss = held.trace.misses[0];
    expect(miss?.decision.label).toBe('SCHEDULER');
    expect(held.check.output.summary).toContain((miss?.record_sha256 as string).slice(0, 12));

    // A maintainer grants the freeze from the artifact's record, in a commit on main.
    const saved = tempDir('gate-e2e-grant-');
    execFileSync('cp', [
      '-r',
      join(w.repo.dir, '.gate', miss?.record_path as string, '..'),
      join(saved, 'miss'),
    ]);
    w.repo.git('checkout', '-q', 'main');
    w.repo.git('clean', '-fdxq');
    execFileSync(
      process.execPath,
      [
        CLI,
        'freeze',
        'grant',
        '--decision',
        join(saved, 'miss', 'decision.json'),
        '--record',
        join(saved, 'miss', 'record.json'),
        '--owner',
        'alice',
        '--target',
        miss?.target as string,
        '--expires-after-runs',
        '20',
        '--granted-run-number',
        '10',
      ],
      { cwd: w.repo.dir, stdio: 'pipe' },
    );
    const base = w.repo.commit({}, 'freeze the flaky triple');
    w.repo.checkout(base, 'cand');
    const head = w.repo.commit({ 'src/lib.mjs': LIB_FLAKY([11]) }, 'candidate again');
    const w2: World = { repo: w.repo, base, head };

    const skipped = await grade(w2);
    expectPublished(skipped, 'neutral', 'SKIP', 'SCHEDULER');
    expect(skipped.trace.reason_code).toBe('ANNOTATED_HOLD');
    expect(skipped.trace.misses[0]?.freeze?.excuses).toBe(true);
  });

  it('a summary over 65,535 bytes drops detail, and 120 annotations go out 50 per request', async () => {
    const specs: Files = {};
    const lines: string[] = [];
    const props: string[] = [];
    for (let i = 0; i < 120; i++) {
      const id = String(i).padStart(3, '0');
      specs[`specs/mark${id}.yml`] =
        `predicates:\n  - forbid_added_lines:\n      pattern: 'MARK${id}\\b'\n      message: 'MARK${id} must not be added: ${'x'.repeat(900)}'\n`;
      specs[`probes/mark${id}.patch`] =
        `diff --git a/src/lib.mjs b/src/lib.mjs\n--- a/src/lib.mjs\n+++ b/src/lib.mjs\n@@ -1 +1,2 @@\n export const behaviour = () => 'pass';\n+// MARK${id}\n`;
      props.push(`  - spec: specs/mark${id}.yml\n    probe: probes/mark${id}.patch`);
      lines.push(`// MARK${id}`);
    }
    const base = project({
      gateYml: gateYml({ budgets: { max_predicates: 120 }, properties: props.join('\n') }),
      extraFiles: specs,
    });
    const w = world({ 'src/lib.mjs': `export const behaviour = () => 'pass';\n${lines.join('\n')}\n` }, base);
    const g = await grade(w);
    expectPublished(g, 'failure', 'REJECT', 'PROPERTY');
    expect(g.trace.properties.filter((p) => p.code === 'PROPERTY_REJECT')).toHaveLength(120);

    // The full summary would not fit: what was posted fits, keeps its verdict and says it dropped detail.
    const summary = g.check.output.summary ?? '';
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(Buffer.byteLength(g.run.summary, 'utf8')).toBeLessThanOrEqual(SUMMARY_LIMIT + 1);
    expect(summary).toContain('PROPERTY_REJECT');
    expect(summary).toMatch(/omitted|cut to|trimmed/);
    expect((summary.match(/```/g) ?? []).length % 2).toBe(0);

    // Every annotation arrived, each request carried at most 50, the verdict went with the first.
    expect(g.check.annotations).toHaveLength(120);
    const lineOf = new Map(lines.map((l, i) => [l.slice(3), i + 2]));
    for (const a of g.check.annotations as { path: string; start_line: number; message: string }[]) {
      expect(a.path).toBe('src/lib.mjs');
      expect(a.start_line).toBe(lineOf.get(/MARK\d{3}/.exec(a.message)?.[0] ?? ''));
    }
    const sent = github.requests
      .filter((r) => r.operationId === 'checks/update' || r.operationId === 'checks/create')
      .map((r) => ((r.body as { output?: { annotations?: unknown[] } }).output?.annotations ?? []).length);
    expect(Math.max(...sent)).toBeLessThanOrEqual(50);
    expect(sent.filter((n) => n > 0)).toEqual([50, 50, 20]);
  });

  it('a 502 from the API is retried: the check is still posted and the step succeeds', async () => {
    const w = world({ 'README.md': 'retried\n' });
    github.failNext(1, 502);
    const g = await grade(w);
    expectPublished(g, 'success', 'CLEAR', 'PASS');
    const statuses = github.requests.filter((r) => r.operationId === 'checks/create').map((r) => r.status);
    expect(statuses).toEqual([502, 201]);
  });

  it('a token that may not create check runs: no crash; job summary, outputs and artifact still there', async () => {
    const w = world({ 'src/lib.mjs': "export const behaviour = () => 'pass';\n// FORBIDDEN\n" });
    github.forbidCheckCreation();
    const runId = nextRunId++;
    const run = await runOn(w, { runId });
    // The verdict blocks, so the step fails (fail-step-on: hold) — here the only red a reviewer sees.
    expect(run.exitCode).toBe(1);
    expect(run.errors.join('\n')).toContain('the verdict is REJECT (fail-step-on: hold)');
    expect([...github.checkRuns.values()].filter((c) => c.head_sha === w.head)).toEqual([]);
    expect(github.violations).toEqual([]);
    expect(run.outputs).toMatchObject({
      verdict: 'REJECT',
      label: 'PROPERTY',
      'reason-code': 'PROPERTY_REJECT',
    });
    expect(run.summary).toContain('PROPERTY_REJECT');
    expect(run.summary).toMatch(/was not posted[^\n]*mode\\?: report/);
    expect(run.warnings.join('\n')).toMatch(/was not posted.*mode: report/s);
    expect((await uploadedTrace(runId)).verdict).toBe('REJECT');
  });

  it('an artifact upload that fails is a warning in the summary; the verdict is still posted', async () => {
    const w = world({ 'README.md': 'upload refused\n' });
    artifacts.failNext('CreateArtifact', 1, 403);
    const runId = nextRunId++;
    const run = await runOn(w, { runId });
    expect(run.exitCode).toBe(0);
    const check = [...github.checkRuns.values()].find((c) => c.head_sha === w.head);
    expect(check?.conclusion).toBe('success');
    expect(check?.output.summary).toMatch(/artifact gate\\?-\d+\\?-1\\?-gate was not uploaded/);
    expect(run.summary).toMatch(/was not uploaded/);
    expect(run.warnings.join('\n')).toMatch(/was not uploaded/);
    expect(run.outputs.verdict).toBe('CLEAR');
    expect(artifacts.artifacts.filter((a) => a.name === `gate-${runId}-1-gate`)).toEqual([]);
  });

  it('when the check cannot be completed the step fails, saying the required check stays pending', async () => {
    const w = world({ 'README.md': 'api down\n' });
    github.addFault({ status: 502, times: Infinity, operationId: 'checks/update', message: 'Bad Gateway' });
    const run = await runOn(w);
    expect(run.exitCode).toBe(1);
    expect(run.errors.join('\n')).toMatch(
      /could not post the failure-class check run on [0-9a-f]{40}.*stays pending/s,
    );
    const check = [...github.checkRuns.values()].find((c) => c.head_sha === w.head);
    expect(check?.status).toBe('in_progress');
    expect(check?.conclusion).toBeNull();
    // The job summary and the outputs still carry the verdict.
    expect(run.summary).toContain('REPLAY_MATCH');
    expect(run.outputs.verdict).toBe('CLEAR');
    const updates = github.requests.filter((r) => r.operationId === 'checks/update');
    expect(updates.length).toBe(4);
  }, 60_000);

  it('by default (fail-step-on: hold) the job is red exactly when the check blocks: a REJECT and a HOLD fail the step, after the check and outputs are posted; never keeps it green', async () => {
    const rejected = world({ 'src/lib.mjs': "export const behaviour = () => 'pass';\n// FORBIDDEN\n" });
    const run = await runOn(rejected);
    expect(run.exitCode).toBe(1);
    expect(run.errors.join('\n')).toContain('the verdict is REJECT (fail-step-on: hold)');
    expect(run.outputs.verdict).toBe('REJECT');
    expect([...github.checkRuns.values()].find((c) => c.head_sha === rejected.head)?.conclusion).toBe(
      'failure',
    );

    const held = world({ 'src/lib.mjs': LIB_FLAKY([11]) });
    const hold = await runOn(held);
    expect(hold.outputs.verdict).toBe('HOLD');
    expect(hold.exitCode).toBe(1);
    expect(hold.errors.join('\n')).toContain('the verdict is HOLD (fail-step-on: hold)');
    expect([...github.checkRuns.values()].find((c) => c.head_sha === held.head)?.conclusion).toBe(
      'action_required',
    );

    const quiet = await runOn(rejected, { inputs: { 'fail-step-on': 'never' } });
    expect([quiet.exitCode, quiet.outputs.verdict]).toEqual([0, 'REJECT']);
  });

  it('fail-step-on: reject fails the step on a REJECT, after the check and outputs are posted', async () => {
    const w = world({ 'src/lib.mjs': "export const behaviour = () => 'pass';\n// FORBIDDEN\n" });
    const runId = nextRunId++;
    const run = await runOn(w, { runId, inputs: { 'fail-step-on': 'reject' } });
    expect(run.exitCode).toBe(1);
    expect(run.errors.join('\n')).toContain('the verdict is REJECT (fail-step-on: reject)');
    const check = [...github.checkRuns.values()].find((c) => c.head_sha === w.head);
    expect(check?.conclusion).toBe('failure');
    expect(run.outputs.verdict).toBe('REJECT');
  });

  it('an internal error (the workspace is no git checkout) completes the check as failure, INTERNAL', async () => {
    const w = world({ 'README.md': 'x\n' });
    const notARepo = tempDir('gate-e2e-norepo-');
    const run = await runOn(w, { workspace: notARepo });
    expect(run.exitCode).toBe(1);
    const check = [...github.checkRuns.values()].find((c) => c.head_sha === w.head);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.summary).toContain('INTERNAL');
    expect(check?.output.summary).toContain('is not inside a git repository');
    expect(run.outputs).toMatchObject({ verdict: 'UNUSABLE', 'reason-code': 'INTERNAL' });
    expect(run.errors.join('\n')).toContain('the gate could not run');
    expect(github.violations).toEqual([]);
  });

  it('on push, the base input names the base and the check goes on the checked-out HEAD', async () => {
    const w = world({ 'README.md': 'pushed\n' });
    const runId = nextRunId++;
    const run = await runOn(w, {
      event: { name: 'push', payload: { ref: 'refs/heads/cand', after: w.head } },
      runId,
      inputs: { base: w.base },
    });
    expect(run.exitCode).toBe(0);
    const check = [...github.checkRuns.values()].find((c) => c.head_sha === w.head);
    expect(check?.conclusion).toBe('success');
    expect(run.outputs.verdict).toBe('CLEAR');

    // Without a base input a push has nothing to grade against: the step fails naming the input.
    const bare = await runOn(w, {
      event: { name: 'push', payload: { ref: 'refs/heads/cand', after: w.head } },
    });
    expect(bare.exitCode).toBe(1);
    expect(bare.errors.join('\n')).toMatch(/base/);
  });

  it('an invalid input fails the step, naming the input and the valid values', async () => {
    const w = world({ 'README.md': 'x\n' });
    const run = await runOn(w, { inputs: { 'fail-step-on': 'sometimes' } });
    expect(run.exitCode).toBe(1);
    expect(run.errors.join('\n')).toMatch(/fail-step-on.*"never", "reject", "hold"/);
  });
});
