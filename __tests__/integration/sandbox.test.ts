/**
 * The sandbox end to end (SPEC §8, §11): `gate run` from the bundled CLI as a child process, with a
 * job token in its environment, grades a candidate whose code — loaded by a spec and by the
 * invariant — attacks the gate: it reads the gate's environment for the token, empties the patch
 * copy the next spec reads, plants a git hook, rewrites the oracle worktree and writes the runner's
 * file commands. As root (CI here) every attack fails and the verdict is the honest one; with
 * GATE_SANDBOX=off the run still works, the same attacks succeed (so this test can fail), and the
 * trace, the log and the summary say that user code shared the gate's user.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Trace } from '../../src/trace/model.js';
import { renderSummary } from '../../src/report/summary.js';
import { canSudo, jobUserWithSudo } from '../helpers/sudo.js';
import { TestRepo } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project, LIB_PASS, SPEC } from '../helpers/project.js';

jest.setTimeout(120_000);

const CLI = join(process.cwd(), 'dist', 'cli.js');
const TOKEN = 'ghs_sandboxCanary0123456789';
const asRoot = process.getuid?.() === 0 && process.platform === 'linux';

/** A base spec that loads the candidate's code, as real specs do, then checks the patch. */
const LOADING_SPEC = `${SPEC}
await import(process.cwd() + '/src/lib.mjs');
`;

/**
 * The candidate's code: every attack at import time, each outcome written beside the repository. The
 * gate's files in the checkout are reached by the checkout's absolute path, as code would find it on a
 * runner (`$GITHUB_WORKSPACE`, a guessable place): programs run in views of the checkout.
 */
function attackLib(fileCommands: string, checkout: string): string {
  return `import { appendFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const tries = {};
const attempt = (name, fn) => {
  try { fn(); tries[name] = 'ok'; } catch (e) { tries[name] = e.code || String(e); }
};
let environ = '';
attempt('environ', () => { environ = readFileSync('/proc/' + process.ppid + '/environ', 'latin1'); });
tries.token = environ.includes(${JSON.stringify(TOKEN)}) ? 'found' : 'absent';
attempt('patch', () => writeFileSync(join(${JSON.stringify(checkout)}, '.gate/candidate.patch'), ''));
attempt('hook', () => writeFileSync(join(${JSON.stringify(checkout)}, '.git/hooks/post-checkout'), '#!/bin/sh\\ntouch ../hook-ran\\n', { mode: 0o755 }));
attempt('oracle', () => {
  // The run's state folder (the oracle's files, base worktrees) is outside the checkout, under the
  // runner's temp folder: this run's own (other runs of the suite, in other workers, are not its to break).
  const runs = [${JSON.stringify(runnerTempOf(fileCommands))}].flatMap((t) =>
    readdirSync(t).filter((n) => n.startsWith('gate-run-')).map((n) => join(t, n)));
  if (runs.length === 0) throw Object.assign(new Error('no state folder'), { code: 'NOTFOUND' });
  for (const r of runs)
    for (const d of readdirSync(join(r, 'worktrees'))) appendFileSync(join(r, 'worktrees', d, 'gate.yml'), '#\\n');
});
attempt('output', () => appendFileSync(${JSON.stringify(join(fileCommands, 'set_output'))}, 'verdict=CLEAR\\n'));
attempt('summary', () => appendFileSync(${JSON.stringify(join(fileCommands, 'step_summary'))}, '# all good\\n'));
writeFileSync(join(${JSON.stringify(dirname(fileCommands))}, 'attack-' + process.pid + '.json'), JSON.stringify(tries));
export const behaviour = () => 'pass';
`;
}

/** The runner's temp folder of one run (RUNNER_TEMP: where its state folder is made), beside its checkout. */
const runnerTempOf = (fileCommands: string): string => join(dirname(fileCommands), '_runner_temp');

interface Run {
  trace: Trace;
  stderr: string;
  attacks: Array<Record<string, string>>;
  repo: TestRepo;
  fileCommands: string;
}

function gateRun(
  sandbox: 'auto' | 'off',
  lib: (fileCommands: string, checkout: string) => string,
  asUser?: string,
  more: Record<string, string> = {},
): Run {
  const repo = new TestRepo('gate-sbx-it-');
  const parent = dirname(repo.dir);
  // The runner's file commands: owned by the gate's user, readable to all, as on a runner.
  const fileCommands = join(parent, '_runner_file_commands');
  mkdirSync(fileCommands, { mode: 0o755 });
  writeFileSync(join(fileCommands, 'set_output'), '', { mode: 0o644 });
  writeFileSync(join(fileCommands, 'step_summary'), '', { mode: 0o644 });
  const runnerTemp = runnerTempOf(fileCommands);
  mkdirSync(runnerTemp, { mode: 0o755 });
  const base = repo.commit(
    project({
      gateYml: gateYml({
        properties:
          '  - spec: specs/no_forbidden.mjs\n    probe: probes/forbidden.patch\n' +
          '  - spec: specs/loads_lib.mjs\n    probe: probes/forbidden.patch',
      }),
      extraFiles: { 'specs/loads_lib.mjs': LOADING_SPEC },
    }),
    'base',
  );
  repo.commit({ 'src/lib.mjs': lib(fileCommands, repo.dir) }, 'candidate');
  const env = {
    GITHUB_TOKEN: TOKEN,
    INPUT_TOKEN: TOKEN,
    GITHUB_OUTPUT: join(fileCommands, 'set_output'),
    GITHUB_STEP_SUMMARY: join(fileCommands, 'step_summary'),
    GATE_SANDBOX: sandbox,
    RUNNER_TEMP: runnerTemp,
    ...more,
  };
  if (asUser !== undefined) {
    // The checkout and the runner's files belong to the job's user, as on a hosted runner.
    spawnSync('chown', ['-R', `${asUser}:${asUser}`, repo.dir, fileCommands, runnerTemp]);
  }
  const r =
    asUser === undefined
      ? spawnSync(process.execPath, [CLI, 'run', '--base', base], {
          cwd: repo.dir,
          encoding: 'utf8',
          timeout: 90_000,
          env: { ...process.env, ...env },
        })
      : spawnSync(
          'sudo',
          [
            '-n',
            '-u',
            asUser,
            '--',
            'env',
            '-i',
            `PATH=${process.env.PATH ?? ''}`,
            `HOME=${repo.dir}`,
            // The suite's own temp folder (__tests__/setup/), which must be empty again at the end.
            `TMPDIR=${tmpdir()}`,
            ...Object.entries(env).map(([k, v]) => `${k}=${v}`),
            process.execPath,
            CLI,
            'run',
            '--base',
            base,
          ],
          { cwd: repo.dir, encoding: 'utf8', timeout: 90_000 },
        );
  expect(r.error).toBeUndefined();
  const trace = JSON.parse(readFileSync(join(repo.dir, '.gate', 'trace.json'), 'utf8')) as Trace;
  expectNoUnallowedPass(trace);
  const attacks = readdirSync(parent)
    .filter((f) => f.startsWith('attack-'))
    .map((f) => JSON.parse(readFileSync(join(parent, f), 'utf8')) as Record<string, string>);
  return { trace, stderr: r.stderr, attacks, repo, fileCommands };
}

/** Entries of the tree whose owner or group is not the gate's user. */
function notOwnedByGate(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = lstatSync(p);
    if (st.uid !== process.getuid!() || st.gid !== process.getgid!()) found.push(p);
    if (st.isDirectory()) found.push(...notOwnedByGate(p));
  }
  return found;
}

const codes = (t: Trace) => Object.fromEntries(t.stages.map((s) => [s.name, s.code]));

(asRoot ? describe : describe.skip)('with the sandbox (the gate runs as root)', () => {
  it('every attack of the candidate’s code fails and the verdict is the honest one', () => {
    const run = gateRun('auto', attackLib);
    expect(run.trace.sandbox?.mode).toBe('user');
    expect(run.trace.sandbox?.user).toMatch(/^gate-sbx-[0-9a-f]{8}$/);
    expect(run.stderr).toContain(`gate: sandbox  user code runs as the OS user ${run.trace.sandbox?.user}`);
    // The loading spec on the empty patch and on the candidate (it rejects the probe before loading),
    // and the invariant for each of the two seeds.
    expect(run.attacks.length).toBe(4);
    for (const a of run.attacks) {
      expect(a).toEqual({
        environ: 'EACCES',
        token: 'absent',
        patch: 'EACCES',
        hook: 'EACCES',
        oracle: 'EACCES',
        output: 'EACCES',
        summary: 'EACCES',
      });
    }
    expect(codes(run.trace)).toEqual({
      scope: 'IN_SCOPE',
      property: 'PROPERTY_CLEAR',
      fixture: 'REPLAY_MATCH',
    });
    expect(run.trace.verdict).toBe('CLEAR');
    expect(run.trace.audit.ok).toBe(true);
    expect(readFileSync(join(run.repo.dir, '.gate', 'candidate.patch'), 'utf8')).toContain('src/lib.mjs');
    expect(existsSync(join(run.repo.dir, '.git', 'hooks', 'post-checkout'))).toBe(false);
    expect(readFileSync(join(run.fileCommands, 'set_output'), 'utf8')).toBe('');
    expect(readFileSync(join(run.fileCommands, 'step_summary'), 'utf8')).toBe('');
    // The run's user is gone, and nothing in the checkout is left to it.
    expect(readFileSync('/etc/passwd', 'utf8')).not.toContain(`${run.trace.sandbox?.user}:`);
    expect(run.repo.git('status', '--porcelain', '--', '.', ':!.gate')).toBe('');
    expect(notOwnedByGate(run.repo.dir)).toEqual([]);
    expect(renderSummary(run.trace)).toContain('the sandbox user');
  });
});

(asRoot ? describe : describe.skip)('the job’s environment and the privileged walks', () => {
  it('a NODE_OPTIONS preload in the job’s environment runs in the gate, never in its walks of the checkout as root', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-walk-env-'));
    try {
      const marks = join(dir, 'marks');
      const preload = join(dir, 'preload.cjs');
      writeFileSync(
        preload,
        `require('fs').appendFileSync(${JSON.stringify(marks)}, JSON.stringify(process.argv.slice(1)) + '\\n');\n`,
        { mode: 0o644 },
      );
      const run = gateRun('auto', () => LIB_PASS + '// better\n', undefined, {
        NODE_OPTIONS: `--require ${preload}`,
      });
      expect(run.trace.sandbox?.mode).toBe('user');
      expect(run.trace.verdict).toBe('CLEAR');
      const started = readFileSync(marks, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => (JSON.parse(l) as string[]).join(' '));
      // The gate itself was started with the preload (the test can fail) …
      expect(started.some((a) => a.includes(CLI) && a.includes('run'))).toBe(true);
      // … and no walk (its job is a JSON argument naming its op) was.
      expect(started.filter((a) => a.includes('"op"'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('with GATE_SANDBOX=off', () => {
  it('an honest candidate still passes, and the trace, log and summary say the sandbox was off', () => {
    const run = gateRun('off', () => LIB_PASS + '// better\n');
    expect(codes(run.trace)).toEqual({
      scope: 'IN_SCOPE',
      property: 'PROPERTY_CLEAR',
      fixture: 'REPLAY_MATCH',
    });
    expect([run.trace.verdict, run.trace.conclusion]).toEqual(['CLEAR', 'success']);
    expect(run.trace.sandbox).toEqual({ mode: 'none', reason: 'GATE_SANDBOX=off' });
    expect(run.stderr).toContain(
      "gate: sandbox  none — user code runs as the gate's own OS user (GATE_SANDBOX=off)",
    );
    expect(renderSummary(run.trace)).toContain(
      "No sandbox: user code (specs, generators, invariants and the code they load) shared the gate's OS user",
    );
  });

  it('the same attacks succeed: the token is read and the gate’s files are written', () => {
    const run = gateRun('off', attackLib);
    expect(run.attacks.length).toBeGreaterThan(0);
    const first = run.attacks[0]!;
    expect([first.environ, first.token, first.patch, first.hook, first.output]).toEqual([
      'ok',
      'found',
      'ok',
      'ok',
      'ok',
    ]);
    expect(existsSync(join(run.repo.dir, '.git', 'hooks', 'post-checkout'))).toBe(true);
  });
});

/**
 * A GitHub-hosted runner: the job runs as a non-root user with passwordless sudo, and the sandbox
 * makes its users through sudo. Exercised where the machine has sudo and the test runs as root (it
 * makes that job user itself); elsewhere it says why it did not run.
 */
if (!canSudo)
  process.stderr.write('sandbox.test: no sudo here (or not root): the sudo path is not exercised\n');
(canSudo ? describe : describe.skip)(
  'as a non-root job user with passwordless sudo (a hosted runner)',
  () => {
    const user = jobUserWithSudo('gate-ci');

    it('every attack fails and the verdict is the honest one', () => {
      const run = gateRun('auto', attackLib, user);
      expect(run.trace.sandbox?.mode).toBe('user');
      expect(run.stderr).toContain('gate: sandbox  user code runs as the OS user gate-sbx-');
      expect(run.attacks.length).toBe(4);
      for (const a of run.attacks) {
        expect(a).toEqual({
          environ: 'EACCES',
          token: 'absent',
          patch: 'EACCES',
          hook: 'EACCES',
          oracle: 'EACCES',
          output: 'EACCES',
          summary: 'EACCES',
        });
      }
      expect(run.trace.verdict).toBe('CLEAR');
      expect(run.trace.audit.ok).toBe(true);
      expect(existsSync(join(run.repo.dir, '.git', 'hooks', 'post-checkout'))).toBe(false);
      expect(readFileSync('/etc/passwd', 'utf8')).not.toContain(`${run.trace.sandbox?.user}:`);
    });
  },
);
