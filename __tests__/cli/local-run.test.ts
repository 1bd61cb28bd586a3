/**
 * The local run as a developer meets it (the built dist/cli.js, real git repositories, real child
 * processes): on a terminal `gate run` prints the verdict for a person, not the trace; an empty patch
 * beside uncommitted changes says to commit them; an output folder's name taken by a file is named in
 * one line; and the `gate freeze grant` command `gate summary`
 * prints for a local flaky hold works as printed once the owner is filled in.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestRepo } from '../helpers/repo.js';
import { LIB_FLAKY, project } from '../helpers/project.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');
const gate = (cwd: string, args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });
const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

function regression(): { repo: TestRepo; base: string } {
  const repo = new TestRepo('gate-local-run-');
  const base = repo.commit(project(), 'base');
  repo.commit(
    { 'src/lib.mjs': "export const behaviour = (s) => (s === 11 ? 'fail' : 'pass');\n" },
    'candidate',
  );
  return { repo, base };
}

describe('gate run for a person', () => {
  (hasScript ? it : it.skip)(
    'on a terminal prints the verdict, the evidence and what to do, not JSON',
    () => {
      const { repo, base } = regression();
      // `script` gives the child a real terminal as stdout.
      const r = spawnSync(
        'script',
        ['-qec', `${process.execPath} ${CLI} run --base ${base} --run-number 3`, '/dev/null'],
        { cwd: repo.dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
      );
      expect(r.status).toBe(0);
      const out = r.stdout.replace(/\r\n/g, '\n');
      expect(out).toContain('Regression: seed 11 of lib.behaviour fails; passes on base\n');
      expect(out).toContain('seed 11 of lib.behaviour fails on this patch (it failed (exit 1)');
      expect(out).toContain('What to do: Fix the patch');
      expect(out).toContain('trace: .gate/trace.json');
      expect(out).not.toMatch(/^\{/m);
      expect(out).not.toContain('"schema"');
      // The trace is still written for `gate summary` and for scripts.
      expect(existsSync(join(repo.dir, '.gate', 'trace.json'))).toBe(true);
    },
  );

  it('stdout not a terminal keeps the trace JSON (scripts read it); --json says so explicitly', () => {
    const { repo, base } = regression();
    const r = gate(repo.dir, ['run', '--base', base, '--json']);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as { verdict: string }).verdict).toBe('REJECT');
  });

  it('an output folder whose name a file holds is named in one line (exit 1), not an internal error', () => {
    const { repo, base } = regression();
    writeFileSync(join(repo.dir, 'out'), 'notes\n');
    const r = gate(repo.dir, ['run', '--base', base, '--out', 'out']);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      `gate run: ${join(repo.dir, 'out')} exists and is not a folder; choose another --out or remove it\n`,
    );
    expect(readFileSync(join(repo.dir, 'out'), 'utf8')).toBe('notes\n');
  });

  it('an empty patch beside uncommitted changes says to commit them', () => {
    const repo = new TestRepo('gate-local-run-');
    const base = repo.commit(project(), 'base');
    repo.write({ 'src/lib.mjs': "export const behaviour = () => 'fail';\n" });
    const r = gate(repo.dir, ['run', '--base', base, '--quiet']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('Nothing to grade: the patch is empty');
    expect(r.stderr).toContain('uncommitted change: the gate grades commits — commit your changes');
  });
});

describe('the freeze grant command of a local run', () => {
  it('works as printed with the run’s own paths, target and run number (only the owner filled in)', () => {
    const repo = new TestRepo('gate-local-run-');
    const base = repo.commit(project({ seeds: [11] }), 'base');
    repo.commit({ 'src/lib.mjs': LIB_FLAKY([11]) }, 'candidate');
    const run = gate(repo.dir, ['run', '--base', base, '--quiet', '--run-number', '7']);
    expect(run.status).toBe(0);
    const trace = JSON.parse(readFileSync(join(repo.dir, '.gate', 'trace.json'), 'utf8')) as {
      reason_code: string;
    };
    expect(trace.reason_code).toBe('NO_RECORD');
    const summary = gate(repo.dir, ['summary']).stdout;
    const block = /```sh\n\s*(gate freeze grant[\s\S]*?)\n\s*```/.exec(summary)?.[1];
    expect(block).toBeDefined();
    expect(block).toContain('--decision .gate/fixtures/lib.behaviour/seed-11/decision.json');
    expect(block).toContain('--target lib.behaviour');
    expect(block).toContain('--granted-run-number 7');
    // As a person pastes it: `gate` is the CLI, the owner placeholder replaced, nothing else touched.
    const command = (block as string)
      .replace(/^gate /, `${process.execPath} ${CLI} `)
      .replace('<OWNER>', 'octocat');
    const granted = spawnSync('sh', ['-c', command], { cwd: repo.dir, encoding: 'utf8' });
    expect(granted.stderr).toMatch(/^gate freeze grant: added frz-[0-9a-f]+ to gate-freezes\.json/);
    expect(granted.status).toBe(0);
    const ledger = JSON.parse(readFileSync(join(repo.dir, 'gate-freezes.json'), 'utf8')) as {
      freezes: Array<{ target: string; owner: string; seed: number; granted_run_number?: number }>;
    };
    expect(ledger.freezes).toEqual([
      expect.objectContaining({ target: 'lib.behaviour', owner: 'octocat', seed: 11, granted_run_number: 7 }),
    ]);
  });
});
