/**
 * `gate init` offers a `tests:` fixture when it finds a runner the gate runs and its test files, and
 * `gate check` runs it on the checkout: the suite must be green, and the starter probe (the code's first
 * function answers something else) makes a test fail.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { detectRepository, scriptRunsBeyond } from '../../src/init/detect.js';
import { testsStarter } from '../../src/init/tests-starter.js';
import { initCommand, planFiles } from '../../src/commands/init.js';
import { checkConfiguration, formatProblem } from '../../src/commands/check.js';
import { parseConfig } from '../../src/oracle/config.js';
import { TestRepo, type Files } from '../helpers/repo.js';

function repoWith(files: Files): TestRepo {
  const repo = new TestRepo();
  repo.commit(files, 'base');
  return repo;
}

const NODE_PROJECT: Files = {
  'package.json': '{"name":"calc","type":"module","main":"lib/index.js","scripts":{"test":"node --test"}}\n',
  'lib/index.js': 'export const add = (a, b) => a + b;\n',
  'test/add.test.mjs':
    "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { add } from '../lib/index.js';\ntest('adds', () => assert.equal(add(2, 3), 5));\n",
};

const UNITTEST_PROJECT: Files = {
  'setup.py': 'from setuptools import setup\n',
  'calc/__init__.py': 'def add(a, b):\n    return a + b\n',
  'tests/__init__.py': '',
  'tests/test_calc.py':
    'import unittest\nfrom calc import add\n\n\nclass T(unittest.TestCase):\n    def test_adds(self):\n        self.assertEqual(add(2, 3), 5)\n',
};

describe('gate init offers a tests: fixture', () => {
  it.each<[string, Files, string, string[]]>([
    ['node --test script', NODE_PROJECT, 'node-test', ['test/**/*.test.mjs']],
    [
      'jest in devDependencies',
      { 'package.json': '{"devDependencies":{"jest":"^30"}}', '__tests__/a.test.js': '', 'src/a.js': '' },
      'jest',
      ['__tests__/**/*.test.js'],
    ],
    [
      'vitest in the test script',
      { 'package.json': '{"scripts":{"test":"vitest run"}}', 'test/a.spec.ts': '', 'test/b.spec.ts': '' },
      'vitest',
      ['test/**/*.spec.ts'],
    ],
    [
      'vitest with its tests beside the code (src/*.spec.ts)',
      {
        'package.json': '{"devDependencies":{"vitest":"^3"},"scripts":{"test":"vitest"}}',
        'src/index.ts': 'export const add = (a: number, b: number) => a + b;\n',
        'src/index.spec.ts': '',
        'src/deep/parse.spec.ts': '',
      },
      'vitest',
      ['src/**/*.spec.ts'],
    ],
    [
      'mocha in devDependencies',
      { 'package.json': '{"devDependencies":{"mocha":"^11"}}', 'test/a.test.cjs': '' },
      'mocha',
      ['test/**/*.test.cjs'],
    ],
    [
      "mocha with its default spec (every script directly in test/, js-yaml's layout)",
      {
        'package.json': '{"devDependencies":{"mocha":"^10.4"},"scripts":{"test":"mocha"}}',
        'lib/index.js': 'exports.add = (a, b) => a + b;\n',
        'test/00-units.js': '',
        'test/10-loader.js': '',
        'test/issues/0001.js': '',
      },
      'mocha',
      ['test/*.js'],
    ],
    [
      'pytest in requirements',
      { 'requirements-dev.txt': 'pytest\n', 'tests/test_a.py': '', 'tests/helpers.py': '' },
      'pytest',
      ['tests/**/test_*.py'],
    ],
    ['a tests/ folder with unittest files', UNITTEST_PROJECT, 'unittest', ['tests/**/test_*.py']],
  ])('%s', (_what, files, runner, globs) => {
    const repo = repoWith(files);
    const s = testsStarter(repo.dir, detectRepository(repo.dir));
    expect([s?.runner, s?.files]).toEqual([runner, globs]);
    const on = planFiles(detectRepository(repo.dir), 'acme/gate@v1', { root: repo.dir, tests: true });
    const config = parseConfig(on['gate.yml'] as string, 'gate.yml');
    expect(config.tests?.map((t) => [t.target, t.runner, t.files, t.probe])).toEqual([
      ['tests', runner, globs, 'probes/tests.patch'],
    ]);
    // The starter's own fixture stays the first.
    // (`example` when gate init found functions to call, `example.placeholder` when it did not.)
    expect(config.fixtures.map((f) => f.target)).toEqual([
      expect.stringMatching(/^example(\.placeholder)?$/),
    ]);
    // Without --tests it is offered commented out (its probe written): uncommented, it is the same.
    const off = planFiles(detectRepository(repo.dir), 'acme/gate@v1', { root: repo.dir });
    expect(parseConfig(off['gate.yml'] as string, 'gate.yml').tests ?? []).toEqual([]);
    expect(off['probes/tests.patch']).toBe(on['probes/tests.patch']);
    const uncommented = (off['gate.yml'] as string).replace(
      /^ {2}# ( *(?:- target: tests|tests:|runner:|files:|seeds:|probe:))/gm,
      '  $1',
    );
    expect(parseConfig(uncommented, 'gate.yml').tests).toEqual(config.tests);
    // The optional fresh seeds it suggests parse as written, once uncommented.
    const fresh = (on['gate.yml'] as string).replace(/^( +)# (fresh_seeds: 4)/m, '$1$2');
    expect(parseConfig(fresh, 'gate.yml').tests?.[0]?.fresh_seeds).toBe(4);
  });

  it('gate init says what the runner needs installed, and why it wrote no tests: fixture', async () => {
    const said = async (files: Files, args: string[] = []): Promise<string> => {
      const repo = repoWith(files);
      const cwd = process.cwd();
      const out: string[] = [];
      const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
        out.push(String(chunk));
        return true;
      });
      try {
        process.chdir(repo.dir);
        expect(await initCommand(['--action', 'acme/gate@v1', '--dry-run', ...args])).toBe(0);
      } finally {
        process.chdir(cwd);
        spy.mockRestore();
      }
      return out.join('');
    };
    expect(await said(NODE_PROJECT)).toContain(
      'its runner runs from node_modules: in the workflow, install before the gate step (- run: npm ci --ignore-scripts)',
    );
    expect(await said(UNITTEST_PROJECT)).not.toContain('node_modules');
    expect(
      await said({ 'package.json': '{"devDependencies":{"jest":"^30"}}', 'src/a.js': '' }, ['--tests']),
    ).toContain('gate init: no tests: fixture written: found jest but no test files it would run');
    // vercel/ms runs jest twice, the second time under the edge runtime: a fixture runs it once, and
    // a test that fails only at the edge was CLEAR. Init says so.
    const ms = {
      'package.json': JSON.stringify({
        name: 'ms',
        main: 'index.js',
        scripts: { test: 'jest --env node && jest --env @edge-runtime/jest-environment --coverage' },
        devDependencies: { jest: '^30' },
      }),
      'index.js': 'exports.ms = (x) => x;\n',
      'src/ms.test.js': "const { ms } = require('../index.js');\ntest('x', () => expect(ms(1)).toBe(1));\n",
    };
    expect(await said(ms, ['--tests'])).toContain(
      'runs jest 2 times ("jest --env node", "jest --env @edge-runtime/jest-environment --coverage"); the tests: fixture runs it once, with your configuration and none of those options (--env)',
    );
    const plain = {
      ...ms,
      'package.json': ms['package.json'].replace(/"test":"[^"]*"/, '"test":"jest --coverage --ci"'),
    };
    expect(await said(plain, ['--tests'])).not.toContain('the tests: fixture runs it once');
    // A second init with --tests: gate.yml exists and is not rewritten, and init says so (it used to
    // say the fixture was in gate.yml, where it stayed commented out).
    const again = await said({ ...NODE_PROJECT, 'gate.yml': 'version: 2\n' }, ['--tests']);
    expect(again).toContain('gate.yml exists and is not rewritten: --tests changes nothing in it');
    expect(again).not.toContain('a tests: fixture is in gate.yml');
    // A TypeScript package whose entry is a build output (dist/ not committed): init says why the
    // exercise calls nothing, and what to do.
    const built = await said({
      'package.json':
        '{"name":"ufo","exports":{".":{"import":"./dist/index.mjs"}},"devDependencies":{"vitest":"^4"}}',
      'src/index.ts': 'export const add = (a: number, b: number) => a + b;\n',
      'test/add.test.ts': "import { add } from '../src/index';\n",
    });
    expect(built).toContain(
      "the package's entry dist/index.mjs is not in the checkout (a build output, not committed?)",
    );
    expect(built).toContain('(gate init --tests)');
    // Run with --tests, it does not ask for --tests again (the newcomer on vercel/ms had passed it).
    const builtTests = await said(
      {
        'package.json':
          '{"name":"ufo","exports":{".":{"import":"./dist/index.mjs"}},"devDependencies":{"vitest":"^4"}}',
        'src/index.ts': 'export const add = (a: number, b: number) => a + b;\n',
        'test/add.test.ts': "import { add } from '../src/index';\n",
      },
      ['--tests'],
    );
    expect(builtTests).toContain('let your tests be the oracle (its tests: fixture, written)');
    expect(builtTests).not.toContain('(gate init --tests)');
  });

  it("the code under test is the package's entry as Node resolves it (exports, else main; never a bundler's module field)", () => {
    // Round 7: the starter followed `module`, which the patch pointed at a good copy Node never loads.
    const repo = repoWith({
      'package.json': '{"name":"w","main":"lib/index.js","module":"lib/good-copy.js"}',
      'lib/index.js': 'exports.add = (a, b) => a + b;\n',
      'lib/good-copy.js': 'exports.add = (a, b) => a + b;\n',
    });
    expect(detectRepository(repo.dir).jsEntry?.path).toBe('lib/index.js');
    const exercise = planFiles(detectRepository(repo.dir), 'acme/gate@v1')['exercises/example.mjs'] as string;
    expect(exercise).toContain("pick(pkg.exports) ?? pkg.main ?? 'index.js'");
    expect(exercise).not.toContain('pkg.module');
  });

  it('the Python exercise searches first only the folder the package was found in (a copy under src/ is not imported instead)', () => {
    const exercise = (files: Files) =>
      planFiles(detectRepository(repoWith(files).dir), 'acme/gate@v1')['exercises/example.py'] as string;
    const flat = exercise({
      'pyproject.toml': '[project]\nname = "w"\n',
      'mylib/__init__.py': 'def f(ws):\n    return ws\n',
    });
    expect(flat).toContain('for folder in (ROOT,):');
    const src = exercise({
      'pyproject.toml': '[project]\nname = "w"\n',
      'src/mylib/__init__.py': 'def f(ws):\n    return ws\n',
    });
    expect(src).toContain('for folder in (os.path.join(ROOT, "src"),):');
  });

  it('none without test files, or for a runner the gate does not run', () => {
    for (const files of [
      { 'package.json': '{"devDependencies":{"jest":"^30"}}' },
      { 'go.mod': 'module x\n', 'x_test.go': 'package x\n' },
    ] as Files[]) {
      const repo = repoWith(files);
      expect(testsStarter(repo.dir, detectRepository(repo.dir))).toBeUndefined();
      expect(
        planFiles(detectRepository(repo.dir), 'acme/gate@v1', { root: repo.dir, tests: true })[
          'probes/tests.patch'
        ],
      ).toBeUndefined();
    }
  });

  it.each([
    ['node-test', NODE_PROJECT],
    ['unittest', UNITTEST_PROJECT],
  ] as const)(
    '%s: gate check runs it on the checkout: green, and its probe makes a test fail',
    async (_runner, project) => {
      const repo = repoWith(project);
      repo.commit(
        planFiles(detectRepository(repo.dir), 'acme/gate@v1', { root: repo.dir, tests: true }),
        'gate',
      );
      const said: string[] = [];
      const report = await checkConfiguration({
        cwd: repo.dir,
        config: 'gate.yml',
        run: true,
        say: (l) => said.push(l),
      });
      // Both are ready as written: the exercise + judge starter (same-as-base) and the tests fixture.
      expect(report.problems.map(formatProblem)).toEqual([]);
      expect(said.join('\n')).toMatch(/ran tests {3}tests seed 1: 1 test\(s\), none failed/);
      // The starter probe redefines the code's first function: the test that calls it fails (a probe
      // that only stopped the code loading would show nothing, and gate check would refuse it).
      expect(said.join('\n')).toMatch(
        /probed {6}tests: 1 test\(s\) failed with the probe applied \((test\/add\.test\.mjs::adds|tests\/test_calc\.py::T::test_adds)\)/,
      );
    },
    120_000,
  );
});

describe('scriptRunsBeyond', () => {
  it.each([
    ['jest', 'jest', null],
    ['jest --coverage --ci --runInBand', 'jest', null],
    [
      'jest --env node && jest --env edge',
      'jest',
      { runs: ['jest --env node', 'jest --env edge'], options: ['--env'] },
    ],
    [
      'vitest run --project browser',
      'vitest',
      { runs: ['vitest run --project browser'], options: ['--project'] },
    ],
    ['tsc && vitest run', 'vitest', null],
    [
      'npm run build; ./node_modules/.bin/jest -c jest.edge.config.js',
      'jest',
      { runs: ['./node_modules/.bin/jest -c jest.edge.config.js'], options: ['-c'] },
    ],
    ['mocha --require ts-node/register', 'jest', null],
  ])('%s (%s)', (script, runner, expected) => {
    expect(scriptRunsBeyond(script, runner)).toEqual(expected);
  });
});
