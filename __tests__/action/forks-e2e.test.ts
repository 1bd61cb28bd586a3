/**
 * The fork and matrix paths through the bundled action (`dist/index.js`) as a child process with a
 * runner's environment (helpers/action-runner.ts), against the local GitHub API (requests validated
 * against @octokit/openapi) and the local artifact service: a forged PASS artifact for a patch that
 * edits gate.yml is posted CONTAMINATED by `mode: report`, and `mode: merge` over a matrix with a
 * missing shard posts INCOMPLETE.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Trace } from '../../src/trace/model.js';
import { readZip, startArtifactServer, type ArtifactServer } from '../helpers/artifact-server.js';
import { startGitHubServer, type GitHubServer, type StoredCheckRun } from '../helpers/github-server.js';
import { mustEndAsConfigured, runAction, type ActionRun } from '../helpers/action-runner.js';
import { TestRepo } from '../helpers/repo.js';
import { LIB_PASS, gateYml, project } from '../helpers/project.js';

const OWNER = 'octo-org';
const REPO = 'octo-repo';
const FORK = 'fork-user/octo-repo';
const scratch = mkdtempSync(join(tmpdir(), 'gate-forks-e2e-'));

let github: GitHubServer;
let artifacts: ArtifactServer;
let nextRunId = 8100;

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
  github.reset();
  expect(violations).toEqual([]);
});

function pullRequestEvent(
  base: string,
  head: string,
  headRepo: string,
): { name: string; payload: Record<string, unknown> } {
  const repo = (full: string) => ({ full_name: full, name: REPO, owner: { login: full.split('/')[0] } });
  return {
    name: 'pull_request',
    payload: {
      action: 'synchronize',
      number: 7,
      pull_request: {
        number: 7,
        head: { sha: head, ref: 'patch-1', repo: repo(headRepo) },
        base: { sha: base, ref: 'main', repo: repo(`${OWNER}/${REPO}`) },
      },
    },
  };
}

const checksOn = (sha: string): StoredCheckRun[] =>
  [...github.checkRuns.values()].filter((c) => c.head_sha === sha);
const unescaped = (md: string): string => md.replace(/\\(.)/g, '$1');

describe('mode report, bundled', () => {
  it('a forged artifact claiming PASS for a patch that edits gate.yml posts CONTAMINATED', async () => {
    const repo = new TestRepo('gate-forks-e2e-');
    const base = repo.commit(project(), 'base');
    repo.git('checkout', '-q', '-b', 'patch-1');
    const clean = repo.commit({ 'src/lib.mjs': LIB_PASS + '// tidy\n' }, 'harmless');

    // The fork's pull_request job (read-only token: no check) grades the harmless commit: a real PASS.
    const gate = mustEndAsConfigured(
      await runAction({
        workspace: repo.dir,
        event: pullRequestEvent(base, clean, FORK),
        github,
        artifacts,
        runId: nextRunId++,
        sha: clean,
        inputs: { token: '' },
      }),
    );
    const genuine = JSON.parse(readFileSync(gate.outputs.trace as string, 'utf8')) as Trace;
    expect([genuine.verdict, genuine.label]).toEqual(['CLEAR', 'PASS']);
    expect(checksOn(clean)).toEqual([]);

    // Its real head edits gate.yml with code; its own workflow uploads the PASS trace for that head.
    const head = repo.commit({ 'gate.yml': gateYml({ budgets: { retry_cap: 9 } }) }, 'loosen the gate');
    const runId = nextRunId++;
    const forged = join(mkdtempSync(join(scratch, 'forged-')), '.gate');
    mkdirSync(forged);
    writeFileSync(join(forged, 'trace.json'), JSON.stringify({ ...genuine, head, check_sha: head }));
    // The fork's own workflow uploads it with the artifact client, under a name of its choosing.
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const saved = { ...process.env };
    Object.assign(process.env, artifacts.env());
    try {
      const client = new DefaultArtifactClient();
      const quiet = process.stdout.write;
      process.stdout.write = (() => true) as typeof process.stdout.write;
      try {
        await client.uploadArtifact(`gate-${runId}-1-forged`, [join(forged, 'trace.json')], forged);
      } finally {
        process.stdout.write = quiet;
      }
    } finally {
      process.env = saved;
    }
    // Keep only the forged upload for this run: the report picks the artifacts of the triggering run.
    github.setRunArtifacts(runId, () =>
      artifacts.restArtifacts().filter((a) => a.name === `gate-${runId}-1-forged`),
    );
    github.setPulls([
      { number: 8, headSha: head, headRef: 'patch-1', headRepo: FORK, baseSha: base, baseRef: 'main' },
    ]);
    github.setPullFiles(8, [{ filename: 'gate.yml' }, { filename: 'src/lib.mjs' }]);
    repo.checkout(base, 'main');

    const report = mustEndAsConfigured(
      await runAction({
        workspace: repo.dir,
        event: {
          name: 'workflow_run',
          payload: {
            action: 'completed',
            workflow_run: {
              id: runId,
              head_sha: head,
              head_branch: 'patch-1',
              event: 'pull_request',
              conclusion: 'success',
              head_repository: { full_name: FORK },
              pull_requests: [],
            },
          },
        },
        github,
        artifacts,
        runId: nextRunId++,
        job: 'report',
        sha: base,
        inputs: { mode: 'report' },
      }),
    );
    const [check] = checksOn(head);
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure', name: 'failure-class' });
    expect(check?.output.title).toMatch(
      /^Edits its checks: the patch edits the gate’s own files \(.+\) with \d+ other files?$/,
    );
    expect(report.outputs).toMatchObject({
      verdict: 'REJECT',
      label: 'CONTAMINATED',
      'reason-code': 'CONTAMINATED',
    });
    expect(unescaped(report.summary)).toContain("the gate's own files (gate.yml)");
    expect(repo.git('rev-parse', 'HEAD')).toBe(base);
  });
});

describe('mode merge, bundled', () => {
  it('a matrix with a missing shard posts INCOMPLETE (action_required), and the shards post no check', async () => {
    const repo = new TestRepo('gate-shards-e2e-');
    const base = repo.commit(project({ seeds: [1, 2, 3, 4, 5, 6] }), 'base');
    repo.git('checkout', '-q', '-b', 'patch-1');
    const head = repo.commit({ 'src/lib.mjs': LIB_PASS + '// tidy\n' }, 'candidate');
    const runId = nextRunId++;
    const job = async (name: string, inputs: Record<string, string>): Promise<ActionRun> => {
      repo.git('clean', '-fdxq', '-e', '.gate');
      return mustEndAsConfigured(
        await runAction({
          workspace: repo.dir,
          event: pullRequestEvent(base, head, `${OWNER}/${REPO}`),
          github,
          artifacts,
          runId,
          job: name,
          sha: head,
          inputs,
        }),
      );
    };
    for (const i of [1, 3]) {
      const shard = await job('gate', { shard: `${i}/3` });
      expect(shard.outputs.verdict).toBe('CLEAR');
    }
    expect(checksOn(head)).toEqual([]);
    github.setRunArtifacts(runId, () => artifacts.restArtifacts());

    const merge = await job('merge', { mode: 'merge' });
    const checks = checksOn(head);
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ status: 'completed', conclusion: 'action_required' });
    expect(merge.outputs).toMatchObject({
      verdict: 'HOLD',
      label: 'INCOMPLETE',
      'reason-code': 'SHARD_MISSING',
    });
    expect(unescaped(merge.summary)).toContain('shard 2 of 3: no usable .gate artifact');
    // The merged trace is uploaded on its own, and says what the check says.
    const merged = artifacts.artifacts.filter(
      (a) => a.name === `gate-merged-${runId}-1-merge` && a.finalized,
    );
    expect(merged).toHaveLength(1);
    const files = await readZip(merged[0]?.blob as Buffer);
    const trace = JSON.parse(files.get('trace.json')?.toString('utf8') ?? '{}') as Trace;
    expect(trace).toMatchObject({ verdict: 'HOLD', label: 'INCOMPLETE', reason_code: 'SHARD_MISSING' });
    expect(merge.summary).toContain(`/artifacts/${merged[0]?.id}) (id ${merged[0]?.id})`);
  });
});
