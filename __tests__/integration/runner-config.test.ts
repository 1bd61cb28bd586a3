/**
 * A `tests:` fixture's runner reads configuration of its own from the candidate's tree, and that
 * configuration decides what a test does and what the report says. Written as the attacker would, on
 * real repositories with the real runners: a regression that comes with a `conftest.py` hook marking
 * every failure passed, with a plugin named in a new `pytest.ini`'s `addopts`, with the same option in
 * `pyproject.toml` under a key spelled with escapes, or with a `jest.config.js` whose
 * `testResultsProcessor` turns failures into passes. Each was `success` (CLEAR) for the regression;
 * each is now held UNGRADABLE (`loader-context`), naming the file, and a change to the same files that the
 * runner does not read (a dependency in `pyproject.toml`) still grades.
 */
import { describe, expect, it } from '@jest/globals';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { hasPytest, sandboxUserHasPytest } from '../helpers/python.js';

function gateYml(runner: string, files: string): string {
  // What `gate init --tests` and the README's `tests:` example give, trimmed to the tests fixture.
  return `version: 2
budgets:
  replay_timeout_ms: 60000
  retry_cap: 1
fixtures:
  - target: unit
    tests:
      runner: ${runner}
      files: ["${files}"]
      seeds: [7]
    probe: probes/breaks.patch
`;
}

async function grade(base: Files, candidate: Files, sandbox?: 'off'): Promise<Trace> {
  const repo = new TestRepo('gate-runner-config-');
  const b = repo.commit({ ...base, '.gitignore': '.gate/\n' }, 'base');
  repo.commit(candidate, 'candidate');
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base: b,
    outDir: '.gate',
    log: silentLogger,
    ...(sandbox ? { sandbox } : {}),
  });
  expectNoUnallowedPass(trace);
  return trace;
}

/** Held as UNGRADABLE for the loader-context file `path` (named in scope.json), never a pass. */
function expectHeldFor(t: Trace, path: string): void {
  expect(t.conclusion).not.toBe('success');
  expect([t.verdict, t.reason_code]).toEqual(['HOLD', 'UNGRADABLE']);
  const detail = t.stages.find((s) => s.name === 'scope')?.detail ?? '';
  expect(detail).toContain(JSON.stringify(path));
  expect(detail).toMatch(/loaded or run|test runner/);
}

describe('pytest: configuration the patch brings', () => {
  const LIB = `def add(a, b):\n    return a + b\n`;
  const REGRESSION = LIB.replace('a + b', 'a + b + 1');
  const TEST = `from calc import add


def test_adds():
    assert add(2, 3) == 5


def test_zero():
    assert add(0, 0) == 0
`;
  const PROBE = `diff --git a/calc.py b/calc.py
--- a/calc.py
+++ b/calc.py
@@ -1,2 +1,2 @@
 def add(a, b):
-    return a + b
+    return a - b
`;
  /** A hook that reports every test as passed. */
  const HOOK = `import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    rep.outcome = "passed"
`;
  const project: Files = {
    'gate.yml': gateYml('pytest', 'tests/test_*.py'),
    'calc.py': LIB,
    'tests/test_calc.py': TEST,
    'probes/breaks.patch': PROBE,
    'pyproject.toml': '[project]\nname = "calc"\nversion = "1.0"\ndependencies = []\n',
  };
  const sandbox = sandboxUserHasPytest() ? undefined : ('off' as const);
  const maybe = hasPytest ? it : it.skip;

  maybe(
    'a conftest.py hook beside the tests that marks failures passed: UNGRADABLE, not CLEAR',
    async () => {
      const t = await grade(project, { 'calc.py': REGRESSION, 'tests/conftest.py': HOOK }, sandbox);
      expectHeldFor(t, 'tests/conftest.py');
    },
    240_000,
  );

  maybe(
    'a plugin named in a new pytest.ini’s addopts: UNGRADABLE, not CLEAR',
    async () => {
      const t = await grade(
        project,
        { 'calc.py': REGRESSION, 'calc_plug.py': HOOK, 'pytest.ini': '[pytest]\naddopts = -p calc_plug\n' },
        sandbox,
      );
      expectHeldFor(t, 'pytest.ini');
    },
    240_000,
  );

  maybe(
    'the same option in pyproject.toml under a key spelled with escapes: UNGRADABLE, not CLEAR',
    async () => {
      const t = await grade(
        project,
        {
          'calc.py': REGRESSION,
          'calc_plug.py': HOOK,
          'pyproject.toml':
            project['pyproject.toml'] +
            '\n[tool]\n"\\u0070ytest".ini_options = { addopts = "-p calc_plug" }\n',
        },
        sandbox,
      );
      expectHeldFor(t, 'pyproject.toml');
    },
    240_000,
  );

  maybe(
    'a dependency added to pyproject.toml is not the runner’s configuration: the regression is REJECT PROPERTY',
    async () => {
      const t = await grade(
        project,
        {
          'calc.py': REGRESSION,
          'pyproject.toml': project['pyproject.toml']!.toString().replace('[]', '["attrs>=23"]'),
        },
        sandbox,
      );
      expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    },
    240_000,
  );
});

describe('jest: configuration the patch brings', () => {
  // The project's jest, as a devDependency would put it: node_modules linked to this repository's.
  const modules = realpathSync(join(process.cwd(), 'node_modules'));
  const LIB = `exports.add = (a, b) => a + b;\n`;
  const TEST = `const { add } = require('../src/math.js');
test('adds', () => {
  expect(add(2, 3)).toBe(5);
});
test('adds zero', () => {
  expect(add(0, 0)).toBe(0);
});
`;
  const PROBE = `diff --git a/src/math.js b/src/math.js
--- a/src/math.js
+++ b/src/math.js
@@ -1 +1 @@
-exports.add = (a, b) => a + b;
+exports.add = (a, b) => a - b;
`;
  /** A results processor that turns every failure into a pass before jest writes its report. */
  const FORGE = `module.exports = (results) => {
  for (const file of results.testResults) {
    file.numFailingTests = 0;
    for (const t of file.testResults) { t.status = 'passed'; t.failureMessages = []; }
  }
  results.numFailedTests = 0;
  results.numPassedTests = results.numTotalTests;
  results.success = true;
  return results;
};
`;
  const project: Files = {
    'gate.yml': gateYml('jest', 'test/**/*.test.js'),
    'package.json': '{ "name": "calc", "private": true }\n',
    node_modules: { symlink: modules },
    'src/math.js': LIB,
    'test/math.test.js': TEST,
    'probes/breaks.patch': PROBE,
  };
  const regression = { 'src/math.js': LIB.replace('a + b', 'a * b') };

  it('a jest.config.js whose testResultsProcessor turns failures into passes: UNGRADABLE, not CLEAR', async () => {
    const t = await grade(project, {
      ...regression,
      'src/forge.js': FORGE,
      'jest.config.js': "module.exports = { testResultsProcessor: './src/forge.js' };\n",
    });
    expectHeldFor(t, 'jest.config.js');
  }, 300_000);

  it('the same in package.json’s jest field: UNGRADABLE, not CLEAR', async () => {
    const t = await grade(project, {
      ...regression,
      'src/forge.js': FORGE,
      'package.json':
        '{ "name": "calc", "private": true, "jest": { "testResultsProcessor": "./src/forge.js" } }\n',
    });
    expectHeldFor(t, 'package.json');
  }, 300_000);
});
