/**
 * A newcomer's flow, with the files `gate init` writes left as they are: `gate init`, `gate check`
 * (green: the starter is an exercise + judge fixture with `law: same-as-base` over the functions init
 * found, and its probe makes a seed miss), then `gate run` on a pull request — a refactor is CLEAR, a
 * regression of a function the exercise calls is REJECT. JavaScript (ESM and CommonJS) and Python,
 * real repositories.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initCommand } from '../../src/commands/init.js';
import { checkConfiguration, formatProblem } from '../../src/commands/check.js';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { renderSummary } from '../../src/report/summary.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';

interface Project {
  files: Files;
  lib: string;
  exercise: string;
  honest: string;
  regression: string;
}

const PROJECTS: Record<string, Project> = {
  'javascript (ESM, export const)': {
    files: {
      'package.json': '{"name":"wordy","type":"module","main":"lib/index.js"}',
      'lib/index.js':
        'export const norm = (ws) => [...ws].sort();\nexport function count(ws) {\n  return ws.length;\n}\n',
    },
    lib: 'lib/index.js',
    exercise: 'exercises/example.mjs',
    honest:
      'const byCode = (a, b) => (a < b ? -1 : a > b ? 1 : 0);\nexport const norm = (ws) => ws.slice().sort(byCode);\nexport function count(ws) {\n  return ws.length;\n}\n',
    regression:
      'export const norm = (ws) => [...ws].sort().reverse();\nexport function count(ws) {\n  return ws.length;\n}\n',
  },
  'javascript (CommonJS)': {
    files: {
      'package.json': '{"name":"wordy","main":"index.js"}',
      'index.js': 'exports.longest = (ws) => ws.reduce((a, w) => (w.length > a.length ? w : a), "");\n',
    },
    lib: 'index.js',
    exercise: 'exercises/example.mjs',
    honest:
      'exports.longest = (ws) => {\n  let best = "";\n  for (const w of ws) if (w.length > best.length) best = w;\n  return best;\n};\n',
    regression: 'exports.longest = (ws) => ws.reduce((a, w) => (w.length >= a.length ? w : a), "");\n',
  },
  'python (src layout)': {
    files: {
      'pyproject.toml': '[project]\nname = "wordy"\n',
      'src/wordy/__init__.py': 'def norm(ws):\n    return sorted(ws)\n',
    },
    lib: 'src/wordy/__init__.py',
    exercise: 'exercises/example.py',
    honest: 'def norm(ws):\n    """A sorted copy."""\n    out = list(ws)\n    out.sort()\n    return out\n',
    regression: 'def norm(ws):\n    return sorted(ws)[1:]\n',
  },
};

describe.each(Object.entries(PROJECTS))('a newcomer, %s', (_what, p) => {
  let cwd: string;
  beforeEach(() => {
    cwd = process.cwd();
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    process.chdir(cwd);
    jest.restoreAllMocks();
  });

  it('gate init, gate check green, then gate run: a refactor CLEAR, a regression REJECT', async () => {
    const repo = new TestRepo();
    repo.commit(p.files, 'project');
    process.chdir(repo.dir);
    expect(await initCommand(['--action', 'acme/gate@v1'])).toBe(0);
    process.chdir(cwd);
    // The starter's shape: an exercise, a judge, and a law that needs no writing.
    const yml = readFileSync(join(repo.dir, 'gate.yml'), 'utf8');
    expect(yml).toContain(`    exercise: ${p.exercise}\n`);
    expect(yml).toContain('    law: same-as-base\n');
    const check = await checkConfiguration({ cwd: repo.dir, config: 'gate.yml', run: true, say: () => {} });
    expect(check.problems.map(formatProblem)).toEqual([]);
    expect(check.probed).toBeGreaterThanOrEqual(1);
    const base = repo.commit({}, 'gate init');

    const grade = async (text: string): Promise<Trace> => {
      repo.git('checkout', '-q', '-B', 'pr', base);
      repo.commit({ [p.lib]: text }, 'candidate');
      const { trace } = await runGate({
        cwd: repo.dir,
        config: 'gate.yml',
        base,
        outDir: '.gate',
        log: silentLogger,
      });
      expectNoUnallowedPass(trace);
      return trace;
    };
    const good = await grade(p.honest);
    expect([good.verdict, good.label, good.conclusion]).toEqual(['CLEAR', 'PASS', 'success']);
    expect(good.fixture_probes?.[0]).toMatchObject({ target: 'example', result: 'falsifiable' });
    // The summary says the fixture is judged apart from the code it runs.
    expect(renderSummary(good)).toMatch(/judged apart/);

    const bad = await grade(p.regression);
    expect([bad.verdict, bad.label, bad.conclusion]).toEqual(['REJECT', 'PROPERTY', 'failure']);
    expect(bad.misses[0]?.attempts?.[0]?.reason).toMatch(/differ from the base revision's at this seed/);
  });
});
