/**
 * What a reviewer and a maintainer get from the bundled action (`dist/index.js` as a runner runs it,
 * against the local API that checks every request against GitHub's description, and the local
 * artifact service): the outputs `conclusion`, `check-url` and `summary`, the log in `::group::`
 * sections with the check URL, `gate summary` printing exactly the posted summary, the sticky
 * pull-request comment — and the SCHEDULER hold's freeze commands, run as printed on the downloaded
 * artifact, giving a ledger row that makes the next run SKIP.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Trace } from '../../src/trace/model.js';
import { readZip, startArtifactServer, type ArtifactServer } from '../helpers/artifact-server.js';
import { startGitHubServer, type GitHubServer, type StoredCheckRun } from '../helpers/github-server.js';
import { mustEndAsConfigured, runAction, type ActionRun } from '../helpers/action-runner.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { project, LIB_FLAKY } from '../helpers/project.js';
import { tempDir } from '../helpers/tmp.js';

const OWNER = 'octo-org';
const REPO = 'octo-repo';
const CLI = join(process.cwd(), 'dist', 'cli.js');
const MARKER = /^<!-- failure-class-gate sticky comment [0-9a-f]{16} -->\n/;

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
});
beforeEach(() => {
  github.clearFaults();
  github.reset();
});

interface World {
  repo: TestRepo;
  base: string;
  head: string;
}

function world(candidate: Files, baseFiles: Files = project({ seeds: [11] })): World {
  const repo = new TestRepo('gate-reviewer-e2e-');
  const base = repo.commit(baseFiles, 'base');
  repo.checkout(base, 'cand');
  return { repo, base, head: repo.commit(candidate, 'candidate') };
}

function event(w: World, number: number, fork = false): { name: string; payload: Record<string, unknown> } {
  const repository = { full_name: `${OWNER}/${REPO}`, name: REPO, owner: { login: OWNER } };
  const head = fork
    ? { full_name: 'mallory/octo-repo', name: REPO, owner: { login: 'mallory' } }
    : repository;
  return {
    name: 'pull_request',
    payload: {
      action: 'synchronize',
      number,
      pull_request: {
        number,
        head: { sha: w.head, ref: 'cand', repo: head },
        base: { sha: w.base, ref: 'main', repo: repository },
      },
      repository,
    },
  };
}

interface Graded {
  run: ActionRun;
  runId: number;
  check: StoredCheckRun;
  trace: Trace;
}

async function grade(
  w: World,
  o: { pr?: number; fork?: boolean; inputs?: Record<string, string>; runNumber?: number } = {},
): Promise<Graded> {
  const runId = nextRunId++;
  w.repo.git('clean', '-fdxq', '-e', '.gate');
  const run = await runAction({
    workspace: w.repo.dir,
    event: event(w, o.pr ?? 7, o.fork),
    github,
    artifacts,
    runId,
    sha: w.head,
    ...(o.runNumber !== undefined ? { runNumber: o.runNumber } : {}),
    ...(o.inputs !== undefined ? { inputs: o.inputs } : {}),
  });
  mustEndAsConfigured(run);
  expect(github.violations).toEqual([]);
  const check = [...github.checkRuns.values()].filter((c) => c.head_sha === w.head).at(-1) as StoredCheckRun;
  const trace = JSON.parse(readFileSync(join(w.repo.dir, '.gate', 'trace.json'), 'utf8')) as Trace;
  return { run, runId, check, trace };
}

const comments = (pr: number) => [...github.comments.values()].filter((c) => c.issue === pr);

/** The fenced `sh` blocks of a summary, in order. */
function shellBlocks(md: string): string[] {
  return [...md.matchAll(/^ *```sh\n([\s\S]*?)\n *```$/gm)].map((m) =>
    (m[1] as string)
      .split('\n')
      .map((l) => l.trim())
      .join('\n'),
  );
}

describe('the action surface', () => {
  it('outputs conclusion, check-url and summary; groups its log; prints the check URL', async () => {
    const w = world({ 'src/lib.mjs': "export const behaviour = () => 'pass';\n// FORBIDDEN\n" });
    const g = await grade(w);
    expect(g.trace.verdict).toBe('REJECT');
    const url = `https://github.com/${OWNER}/${REPO}/runs/${g.check.id}`;
    expect(g.run.outputs).toMatchObject({ conclusion: 'failure', 'check-url': url });
    expect(g.run.outputs.summary).toBe(join(w.repo.dir, '.gate', 'summary.md'));
    expect(readFileSync(g.run.outputs.summary as string, 'utf8')).toBe(g.run.summary);
    expect(g.run.stdout).toContain('::group::failure-class: grade the patch');
    expect(g.run.stdout).toContain('::group::failure-class: publish the verdict');
    expect(g.run.stdout.match(/::endgroup::/g)?.length).toBeGreaterThanOrEqual(3);
    expect(g.run.stdout).toContain(`the failure-class check run: ${url}`);
    expect(g.check.output.title).toBe('Spec failed: specs/no_forbidden.mjs rejects src/lib.mjs:2');
  });

  it('gate summary prints exactly the summary the action posted', async () => {
    const w = world({ 'src/lib.mjs': LIB_FLAKY([11]) });
    const g = await grade(w);
    const posted = g.check.output.summary as string;
    const link = /\[(gate-\S+?)\]\((https:\/\/\S+\/artifacts\/(\d+))\) \(id (\d+)\)/.exec(
      posted.replace(/\\-/g, '-'),
    );
    expect(link).not.toBeNull();
    const [, name, url, , id] = link as unknown as string[];
    const r = spawnSync(
      process.execPath,
      [
        CLI,
        'summary',
        '.gate/trace.json',
        '--artifact',
        name as string,
        '--artifact-id',
        id as string,
        '--artifact-url',
        url as string,
        '--run-url',
        `https://github.com/${OWNER}/${REPO}/actions/runs/${g.runId}/attempts/1`,
      ],
      { cwd: w.repo.dir, encoding: 'utf8' },
    );
    expect(r.stdout).toBe(posted);
    const title = spawnSync(process.execPath, [CLI, 'summary', '--title'], {
      cwd: w.repo.dir,
      encoding: 'utf8',
    });
    expect(title.stdout).toBe(`${g.check.output.title}\n`);
  });
});

describe('a SCHEDULER hold, frozen with the commands it prints', () => {
  it('downloads the artifact, grants as printed, and the next run is skipped; one comment, updated', async () => {
    const w = world({ 'src/lib.mjs': LIB_FLAKY([11]) });
    const held = await grade(w, { pr: 41, inputs: { comment: 'on-failure' }, runNumber: 30 });
    expect([held.trace.verdict, held.trace.reason_code, held.trace.run_number]).toEqual([
      'HOLD',
      'NO_RECORD',
      30,
    ]);
    const summary = held.check.output.summary as string;
    const [download, grant] = shellBlocks(summary);

    // 1. The download names this run and its artifact; the test server stands in for `gh`.
    const name = `gate-${held.runId}-1-gate`;
    expect(download).toBe(
      `gh run download ${held.runId} --repo ${OWNER}/${REPO} --name ${name} --dir gate-artifact`,
    );
    const stored = artifacts.artifacts.find((a) => a.name === name && a.finalized);
    w.repo.git('checkout', '-q', 'main');
    w.repo.git('clean', '-fdxq');
    for (const [path, bytes] of await readZip(stored?.blob as Buffer)) {
      if (path.endsWith('/')) continue;
      const dest = join(w.repo.dir, 'gate-artifact', path);
      mkdirSync(dirname(dest), { recursive: true });
      writeFileSync(dest, bytes);
    }

    // 2. The grant, pasted into a shell with the action's CLI on PATH as `gate`.
    expect(grant).toContain('--target lib.behaviour');
    expect(grant).toContain('--granted-run-number 30');
    const bin = tempDir('gate-bin-');
    writeFileSync(join(bin, 'gate'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
    chmodSync(join(bin, 'gate'), 0o755);
    const shell = (script: string) =>
      spawnSync('bash', ['-c', script], {
        cwd: w.repo.dir,
        encoding: 'utf8',
        env: { PATH: `${bin}:${process.env.PATH}`, HOME: tmpdir() },
      });
    const unchanged = shell(grant as string);
    expect(unchanged.status).toBe(2);
    expect(unchanged.stderr).toContain('replace the placeholder <OWNER>');
    const granted = shell((grant as string).replace('<OWNER>', 'octocat'));
    expect(granted.stderr).toContain('gate freeze grant: added frz-');
    expect(granted.status).toBe(0);
    const ledger = JSON.parse(readFileSync(join(w.repo.dir, 'gate-freezes.json'), 'utf8')) as {
      freezes: Array<Record<string, unknown>>;
    };
    expect(ledger.freezes).toEqual([
      expect.objectContaining({
        target: 'lib.behaviour',
        seed: 11,
        owner: 'octocat',
        expires_after_runs: 10,
        granted_run_number: 30,
      }),
    ]);

    // 3. The ledger lands on the base branch; the pull request is graded again, on the next run.
    rmSync(join(w.repo.dir, 'gate-artifact'), { recursive: true });
    const base = w.repo.commit({}, 'freeze the flaky seed');
    w.repo.checkout(base, 'cand');
    const head = w.repo.commit({ 'src/lib.mjs': LIB_FLAKY([11]) }, 'candidate again');
    const skipped = await grade(
      { repo: w.repo, base, head },
      { pr: 41, inputs: { comment: 'on-failure' }, runNumber: 31 },
    );
    expect([skipped.trace.verdict, skipped.check.conclusion]).toEqual(['SKIP', 'neutral']);
    expect(skipped.check.output.title).toMatch(
      /^Known flake, frozen: seed 11 of lib\.behaviour skipped by freeze row frz-[0-9a-f]{12}, owner octocat, 8 more runs$/,
    );

    // The comment the hold created is updated in place, so it does not show a stale hold.
    const mine = comments(41);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.updates).toBe(1);
    expect(mine[0]?.body).toMatch(MARKER);
    expect(mine[0]?.body).toMatch(/\*\*Skipped( · [^*]+)?:\*\*/);
    expect(mine[0]?.body).toContain(
      `[check run](https://github.com/${OWNER}/${REPO}/runs/${skipped.check.id})`,
    );
  });
});

describe('the sticky comment', () => {
  it('on-failure does not comment a passing run that has none', async () => {
    const w = world({ 'README.md': 'edited\n' });
    const g = await grade(w, { pr: 51, inputs: { comment: 'on-failure' } });
    expect(g.trace.verdict).toBe('CLEAR');
    expect(comments(51)).toHaveLength(0);
  });

  it('always comments, once, and leaves other people’s comments alone', async () => {
    const w = world({ 'README.md': 'edited\n' });
    github.addComment(52, 'LGTM');
    await grade(w, { pr: 52, inputs: { comment: 'always' } });
    await grade(w, { pr: 52, inputs: { comment: 'always' } });
    const list = comments(52);
    expect(list.map((c) => c.body.startsWith('LGTM'))).toEqual([true, false]);
    expect(list[1]?.body).toMatch(MARKER);
    expect(list[1]?.updates).toBe(1);
  });

  it('is skipped with a note on a fork’s read-only token, and on a token without pull-requests: write', async () => {
    const w = world({ 'README.md': 'edited\n' });
    const fork = await grade(w, { pr: 53, fork: true, inputs: { comment: 'always' } });
    expect(comments(53)).toHaveLength(0);
    expect(fork.run.summary).toContain(
      'The pull-request comment (`comment: always`) was skipped: the token of a fork pull request is read-only',
    );
    github.addFault({
      status: 403,
      times: Infinity,
      operationId: 'issues/create-comment',
      message: 'Resource not accessible by integration',
    });
    const denied = await grade(w, { pr: 54, inputs: { comment: 'always' } });
    expect(denied.run.exitCode).toBe(0);
    expect(denied.run.summary).toContain('grant `permissions: pull-requests: write`');
    expect(comments(54)).toHaveLength(0);
    expect(existsSync(denied.run.outputs.summary as string)).toBe(true);
  });
});
