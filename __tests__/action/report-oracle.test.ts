/**
 * Report mode recomputes scope with the gate's own function (issue 12, classes 3 and 4): a fork whose
 * base commits links on the way to the oracle cannot edit the files the links reach and post a PASS,
 * whatever its artifact says. End to end through `runMode()` against the local GitHub API and artifact
 * servers, and the same layouts as the gate-mode tests through `scopeOnBase` on real repositories.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionDeps } from '../../src/action/deps.js';
import { startArtifactServer, type ArtifactServer } from '../helpers/artifact-server.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { OWNER, REPO, importDepsModules, type DepsModules } from '../helpers/action-deps.js';
import { forkJobs } from '../helpers/fork-jobs.js';
import { CODE_EDIT, LINK_LAYOUTS, UNFOLLOWABLE_LINKS, linked, withLinks } from '../helpers/oracle-links.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { gateYml, project } from '../helpers/project.js';

const ENV_KEYS = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_API_URL',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
const scratch = mkdtempSync(join(tmpdir(), 'gate-report-oracle-'));

let results: ArtifactServer;
let github: GitHubServer;
let m: DepsModules;
let runMode: typeof import('../../src/main.js').runMode;
// Imported after the environment is set: @actions/artifact reads GITHUB_API_URL when it first loads.
let scopeOnBase: typeof import('../../src/action/report-mode.js').scopeOnBase;
let nextRunId = 9100;

beforeAll(async () => {
  results = await startArtifactServer();
  github = await startGitHubServer({ owner: OWNER, repo: REPO });
  Object.assign(process.env, results.env(), {
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: github.url,
  });
  m = await importDepsModules();
  ({ runMode } = await import('../../src/main.js'));
  ({ scopeOnBase } = await import('../../src/action/report-mode.js'));
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

const { readTrace, forkGateJob, reportJob, uploadForged, setPull } = forkJobs(() => ({
  m,
  github,
  results,
  runMode,
  scratch,
  nextRunId: () => nextRunId++,
}));

describe('mode report: the oracle is known by identity', () => {
  it('a forged PASS for a fork that edits the target of gate.yml -> ci/gate.yml posts CONTAMINATED', async () => {
    const repo = new TestRepo('gate-report-oracle-');
    const base = repo.commit(linked(project(), 'gate.yml', 'ci/gate.yml', 'ci/gate.yml'), 'base');
    repo.git('checkout', '-q', '-b', 'patch-1');
    const clean = repo.commit(CODE_EDIT, 'harmless');
    const genuine = readTrace(await forkGateJob(repo, base, clean, nextRunId++));
    expect([genuine.verdict, genuine.label]).toEqual(['CLEAR', 'PASS']);
    const head = repo.commit({ 'ci/gate.yml': gateYml({ budgets: { retry_cap: 9 } }) }, 'loosen the gate');
    const runId = nextRunId++;
    await uploadForged(`gate-${runId}-1-gate`, {
      'trace.json': JSON.stringify({ ...genuine, head, check_sha: head }),
    });
    github.setRunArtifacts(runId, () => results.restArtifacts());
    setPull(8, base, head, ['ci/gate.yml', 'src/lib.mjs']);
    repo.checkout(base, 'main');

    const d = await reportJob(repo, runId, head);
    const t = readTrace(d);
    expect(t.stages.map((s) => [s.name, s.code])).toEqual([['scope', 'CONTAMINATED']]);
    expect([t.verdict, t.conclusion]).toEqual(['REJECT', 'failure']);
    expect(t.oracle_touched).toEqual(['ci/gate.yml']);
    const check = [...github.checkRuns.values()].filter((c) => c.head_sha === head).at(-1);
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
  });

  it('a fork that changes only a pinned input is TOOLCHAIN_PATCH in both jobs (HOLD, action_required)', async () => {
    const repo = new TestRepo('gate-report-oracle-');
    const base = repo.commit(project(), 'base');
    repo.git('checkout', '-q', '-b', 'patch-1');
    const head = repo.commit({ 'fixtures/lib/input.txt': 'gamma\n' }, 'new words');
    const runId = nextRunId++;
    const gate = await forkGateJob(repo, base, head, runId);
    expect(readTrace(gate).reason_code).toBe('TOOLCHAIN_PATCH');
    github.setRunArtifacts(runId, () => results.restArtifacts());
    setPull(9, base, head, ['fixtures/lib/input.txt']);
    repo.checkout(base, 'main');
    const rep = await reportJob(repo, runId, head);
    const t = readTrace(rep);
    expect([t.reason_code, t.verdict, t.conclusion]).toEqual(['TOOLCHAIN_PATCH', 'HOLD', 'action_required']);
  });
});

describe('scopeOnBase (report mode) on the gate-mode layouts', () => {
  const deps = (dir: string): ActionDeps =>
    ({
      workspace: dir,
      settings: { config: 'gate.yml' },
      log: { info() {}, warn() {}, error() {} },
    }) as unknown as ActionDeps;
  const onBase = (files: Files): { repo: TestRepo; base: string } => {
    const repo = new TestRepo('gate-report-scope-');
    return { repo, base: repo.commit(files, 'base') };
  };

  it.each(LINK_LAYOUTS)('%s: with code CONTAMINATED, alone TOOLCHAIN_PATCH', async (_name, files, edit) => {
    const { repo, base } = onBase(files);
    const mixed = await scopeOnBase(deps(repo.dir), base, [...Object.keys(edit), 'src/lib.mjs'].sort());
    expect(mixed.code).toBe('CONTAMINATED');
    expect(mixed.oracleTouched).toEqual(expect.arrayContaining(Object.keys(edit)));
    expect((await scopeOnBase(deps(repo.dir), base, Object.keys(edit))).code).toBe('TOOLCHAIN_PATCH');
    expect((await scopeOnBase(deps(repo.dir), base, ['src/lib.mjs'])).code).toBe('IN_SCOPE');
  });

  it.each(UNFOLLOWABLE_LINKS)('%s: NOT_CONFIGURED naming the link', async (_name, links) => {
    const { repo, base } = onBase(withLinks(links));
    const r = await scopeOnBase(deps(repo.dir), base, ['src/lib.mjs']);
    expect(r.code).toBe('NOT_CONFIGURED');
    expect(r.configError?.message).toContain(`symbolic link ${Object.keys(links)[0] as string}`);
  });

  it('pinned inputs: alone TOOLCHAIN_PATCH, with code IN_SCOPE (the artifact then decides FIXTURE_MISMATCH)', async () => {
    const { repo, base } = onBase(project());
    expect((await scopeOnBase(deps(repo.dir), base, ['fixtures/lib/input.txt'])).code).toBe(
      'TOOLCHAIN_PATCH',
    );
    expect((await scopeOnBase(deps(repo.dir), base, ['fixtures/lib/input.txt', 'src/lib.mjs'])).code).toBe(
      'IN_SCOPE',
    );
  });
});
