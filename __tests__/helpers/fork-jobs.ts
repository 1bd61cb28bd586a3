/**
 * The two jobs of the fork setup (SPEC §9), driven in-process through `runMode()` against the local
 * GitHub API and artifact servers: the fork's `pull_request` job (read-only token, `.gate` uploaded)
 * and the privileged `workflow_run` report job; and what a fork does instead — upload a `.gate` of
 * its own making. Shared by the report-mode tests.
 */
import { expect } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Trace } from '../../src/trace/model.js';
import type { ArtifactServer } from './artifact-server.js';
import type { GitHubServer } from './github-server.js';
import {
  OWNER,
  REPO,
  endedAsConfigured,
  makeDeps,
  quietly,
  type DepsModules,
  type DepsRun,
} from './action-deps.js';
import type { TestRepo } from './repo.js';
import { expectNoUnallowedPass } from './spec3.js';

export const FORK = 'fork-user/octo-repo';

/** What the jobs need, read when a job runs (the servers start in `beforeAll`). */
export interface ForkJobsEnv {
  m: DepsModules;
  github: GitHubServer;
  results: ArtifactServer;
  runMode: typeof import('../../src/main.js').runMode;
  /** A folder for forged uploads. */
  scratch: string;
  /** A fresh workflow run id. */
  nextRunId(): number;
}

export function forkJobs(env: () => ForkJobsEnv) {
  /** Runs the mode; its error (a failed step) is returned, not thrown. */
  const run = (d: DepsRun): Promise<unknown> =>
    quietly(() =>
      env()
        .runMode(d.deps)
        .then(
          () => undefined,
          (err: unknown) => err,
        ),
    );
  const readTrace = (d: DepsRun): Trace =>
    JSON.parse(readFileSync(d.outputs.get('trace') as string, 'utf8')) as Trace;

  /** The fork's pull_request job: read-only token, so no check; `.gate` uploaded. */
  async function forkGateJob(repo: TestRepo, base: string, head: string, runId: number): Promise<DepsRun> {
    const { m, github } = env();
    const d = makeDeps(m, {
      apiUrl: github.url,
      eventName: 'pull_request',
      payload: {
        action: 'synchronize',
        pull_request: {
          number: 7,
          base: { sha: base, ref: 'main', repo: { full_name: `${OWNER}/${REPO}` } },
          head: { sha: head, ref: 'patch-1', repo: { full_name: FORK } },
        },
      },
      inputs: { token: '' },
      runId,
      workspace: repo.dir,
      sha: head,
    });
    endedAsConfigured(await run(d), d);
    expectNoUnallowedPass(readTrace(d));
    return d;
  }

  /** The privileged report job on the base repository's checkout, not yet run. */
  function reportDeps(repo: TestRepo, triggering: number, headSha: string): DepsRun {
    const { m, github } = env();
    return makeDeps(m, {
      apiUrl: github.url,
      eventName: 'workflow_run',
      payload: {
        action: 'completed',
        workflow_run: {
          id: triggering,
          head_sha: headSha,
          head_branch: 'patch-1',
          event: 'pull_request',
          conclusion: 'success',
          run_number: 40,
          head_repository: { full_name: FORK },
          pull_requests: [],
        },
      },
      inputs: { mode: 'report' },
      runId: env().nextRunId(),
      job: 'report',
      workspace: repo.dir,
    });
  }

  /** The report job, run: it succeeds and its trace is no pass SPEC §3 does not allow. */
  async function reportJob(repo: TestRepo, triggering: number, headSha: string): Promise<DepsRun> {
    const d = reportDeps(repo, triggering, headSha);
    endedAsConfigured(await run(d), d);
    expectNoUnallowedPass(readTrace(d));
    return d;
  }

  /** What a fork uploads instead of its real `.gate`: any files it likes, under `name`. */
  async function uploadForged(name: string, files: Record<string, string>): Promise<void> {
    const { m, scratch } = env();
    const dir = join(mkdtempSync(join(scratch, 'forged-')), '.gate');
    for (const [rel, content] of Object.entries(files)) {
      mkdirSync(join(dir, rel, '..'), { recursive: true });
      writeFileSync(join(dir, rel), content);
    }
    const res = await quietly(() => m.uploadGateDir(dir, name, 0, { info() {}, warn() {}, error() {} }));
    expect(res).not.toHaveProperty('error');
  }

  function setPull(number: number, base: string, head: string, files: string[]): void {
    const { github } = env();
    github.setPulls([
      { number, headSha: head, headRef: 'patch-1', headRepo: FORK, baseSha: base, baseRef: 'main' },
    ]);
    github.setPullFiles(
      number,
      files.map((filename) => ({ filename })),
    );
  }

  return { run, readTrace, forkGateJob, reportDeps, reportJob, uploadForged, setPull };
}
