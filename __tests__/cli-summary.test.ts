/**
 * The CLI a reviewer or maintainer runs locally (the built dist/cli.js, as a child process, in a real
 * git repository): `gate run` ends with a short human summary on stderr and keeps stdout for the trace
 * (empty with --quiet); `gate summary` prints exactly what the action's renderer posts, `--title` the
 * title; `gate freeze grant` refuses the owner placeholder the summary prints.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSummary, renderTitle } from '../src/report/summary.js';
import type { Trace } from '../src/trace/model.js';
import { TestRepo } from './helpers/repo.js';
import { project } from './helpers/project.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');
const gate = (cwd: string, args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });

function regression(): { repo: TestRepo; base: string } {
  const repo = new TestRepo('gate-cli-summary-');
  const base = repo.commit(project(), 'base');
  repo.commit(
    { 'src/lib.mjs': "export const behaviour = (s) => (s === 11 ? 'fail' : 'pass');\n" },
    'candidate',
  );
  return { repo, base };
}

describe('gate run', () => {
  it('ends with what happened, what to do and where the trace is; stdout is the trace', () => {
    const { repo, base } = regression();
    const r = gate(repo.dir, ['run', '--base', base, '--run-number', '3']);
    expect(r.status).toBe(0);
    const trace = JSON.parse(r.stdout) as Trace;
    expect(trace.verdict).toBe('REJECT');
    const tail = r.stderr.trimEnd().split('\n').slice(-4);
    expect(tail[0]).toBe('Regression: seed 11 of lib.behaviour fails; passes on base');
    expect(tail[1]).toMatch(/^ {2}what to do: Fix the patch/);
    expect(tail[2]).toBe(
      '  verdict REJECT · label PROPERTY · reason PROPERTY (classify) · conclusion failure',
    );
    expect(tail[3]).toBe(
      '  trace: .gate/trace.json   (gate summary .gate/trace.json prints the check summary)',
    );
  });

  it('--quiet leaves stdout empty', () => {
    const { repo, base } = regression();
    const r = gate(repo.dir, ['run', '--base', base, '--quiet', '--out', 'out/g']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('trace: out/g/trace.json');
  });
});

describe('gate summary', () => {
  it('prints the summary and the title the action renders for the trace', () => {
    const { repo, base } = regression();
    expect(gate(repo.dir, ['run', '--base', base, '--quiet', '--run-number', '3']).status).toBe(0);
    const trace = JSON.parse(readFileSync(join(repo.dir, '.gate', 'trace.json'), 'utf8')) as Trace;
    const local = gate(repo.dir, ['summary']);
    expect(local.status).toBe(0);
    expect(local.stdout).toBe(renderSummary(trace, { files: { kind: 'local', dir: '.gate' } }));
    expect(local.stdout).toContain('### What broke');
    const run = 'https://github.com/o/r/actions/runs/77/attempts/2';
    const posted = gate(repo.dir, [
      'summary',
      '.gate/trace.json',
      '--artifact',
      'gate-77-2-gate',
      '--artifact-id',
      '5',
      '--run-url',
      run,
    ]);
    expect(posted.stdout).toBe(
      renderSummary(trace, { artifact: { name: 'gate-77-2-gate', id: 5 }, runUrl: run }),
    );
    const title = gate(repo.dir, ['summary', '--title']);
    expect(title.stdout).toBe(`${renderTitle(trace)}\n`);
  });

  it('refuses what is not a trace, naming the file', () => {
    const dir = new TestRepo('gate-cli-summary-').dir;
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ verdict: 'CLEAR' }));
    const bad = gate(dir, ['summary', 'bad.json']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^gate summary: bad\.json: not a gate trace: /);
    const missing = gate(dir, ['summary']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('.gate/trace.json: cannot read: no such file');
    expect(gate(dir, ['summary', 'bad.json', '--run-url', 'http://x']).status).toBe(2);
  });
});

describe('gate freeze grant', () => {
  it('refuses the owner placeholder the summary prints', () => {
    const dir = new TestRepo('gate-cli-summary-').dir;
    const r = gate(dir, [
      'freeze',
      'grant',
      '--decision',
      'd.json',
      '--record',
      'r.json',
      '--target',
      't',
      '--owner',
      '<OWNER>',
      '--expires-after-runs',
      '10',
      '--granted-run-number',
      '3',
    ]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--owner: replace the placeholder <OWNER> with the person who owns the flake');
  });
});
