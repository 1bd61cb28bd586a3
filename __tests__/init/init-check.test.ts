/**
 * gate init and gate check on real repositories: what init detects and writes (never overwriting),
 * that what it writes checks green and replays on a fresh checkout in both skeleton languages, and that
 * check lists every problem at once with its position.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync, writeFileSync, existsSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { detectRepository } from '../../src/init/detect.js';
import { DEFAULT_ACTION_REF, reportWorkflowFile, workflowFile } from '../../src/init/templates.js';
import { initCommand, planFiles } from '../../src/commands/init.js';
import { checkConfiguration, formatProblem, type CheckReport } from '../../src/commands/check.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { BUILTIN_NAMES } from '../../src/builtins/catalog.js';

const check = (repo: TestRepo, run = true): Promise<CheckReport> =>
  checkConfiguration({ cwd: repo.dir, config: 'gate.yml', run, say: () => {} });

function repoWith(files: Files): TestRepo {
  const repo = new TestRepo();
  repo.commit(files, 'base');
  return repo;
}

describe('detectRepository', () => {
  it.each<[string, Files, string[], string[], string]>([
    [
      'jest',
      { 'package.json': '{"devDependencies":{"jest":"^30"}}' },
      ['javascript'],
      ['jest'],
      'javascript',
    ],
    [
      'vitest',
      { 'package.json': '{"scripts":{"test":"vitest run"}}' },
      ['javascript'],
      ['vitest'],
      'javascript',
    ],
    [
      'node:test',
      { 'package.json': '{"scripts":{"test":"node --test"}}' },
      ['javascript'],
      ['node:test'],
      'javascript',
    ],
    ['pytest', { 'pyproject.toml': '[tool.pytest.ini_options]\n' }, ['python'], ['pytest'], 'python'],
    ['unittest', { 'setup.py': 'from setuptools import setup\n' }, ['python'], ['unittest'], 'python'],
    ['go', { 'go.mod': 'module x\n' }, ['go'], ['go'], 'javascript'],
    ['rust', { 'Cargo.toml': '[package]\n' }, ['rust'], ['cargo'], 'javascript'],
    ['maven', { 'pom.xml': '<project/>' }, ['jvm'], ['junit'], 'javascript'],
    [
      'js and python',
      { 'package.json': '{}', 'tools/gen.py': 'print(1)\n' },
      ['javascript', 'python'],
      ['unittest'],
      'javascript',
    ],
    ['nothing', { 'README.md': 'x\n' }, [], [], 'javascript'],
  ])('%s', (_what, files, languages, runners, skeleton) => {
    const d = detectRepository(repoWith(files).dir);
    expect([d.languages, d.runners, d.skeleton]).toEqual([languages, runners, skeleton]);
  });

  it('finds the test folders', () => {
    const d = detectRepository(repoWith({ 'tests/test_a.py': '', '__tests__/a.test.js': '' }).dir);
    expect(d.testDirs).toEqual(['tests', '__tests__']);
  });
});

it('the workflow init writes is the one of examples/workflows/gate.yml', () => {
  expect(workflowFile(DEFAULT_ACTION_REF)).toBe(readFileSync('examples/workflows/gate.yml', 'utf8'));
  // And the fork setup's privileged half, so a fork's pull request gets the check at all.
  expect(reportWorkflowFile(DEFAULT_ACTION_REF)).toBe(
    readFileSync('examples/workflows/gate-report.yml', 'utf8'),
  );
  expect(Object.keys(planFiles(detectRepository(process.cwd()), DEFAULT_ACTION_REF))).toEqual(
    expect.arrayContaining(['.github/workflows/gate.yml', '.github/workflows/gate-report.yml']),
  );
});

describe.each(['javascript', 'python'] as const)('what init writes, in %s', (skeleton) => {
  it('the untouched starter is refused: every built-in registered, every seed matching, but its probe makes no seed miss', async () => {
    const repo = repoWith({ 'README.md': 'x\n' });
    const d = { ...detectRepository(repo.dir), skeleton };
    repo.commit(planFiles(d, 'acme/gate@v1'), 'gate');
    const report = await check(repo);
    expect(report.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^gate\.yml: fixtures\[0\]\.probe: example\.placeholder: FIXTURE_NOT_FALSIFIABLE: every seed held with the probe applied \(3 of 3\): this check cannot fail: its probe did not make any seed miss — does the exercise exercises\/example\.(?:mjs|py) call the code the probe breaks, and does the judge check what it writes\?$/,
      ),
    ]);
    expect([report.registered, report.replayed, report.probed]).toEqual([BUILTIN_NAMES.length, 3, 3]);
  });

  it('with a function of the code found, the starter as written is green: its probe makes a seed miss', async () => {
    const lib: Files =
      skeleton === 'python'
        ? {
            'pyproject.toml': '[project]\nname = "wordy"\n',
            'src/wordy/__init__.py': 'def norm(ws):\n    return sorted(ws)\n',
          }
        : {
            'package.json': '{"name":"wordy","type":"module","main":"lib/index.js"}',
            'lib/index.js': 'export const norm = (ws) => [...ws].sort();\n',
          };
    const repo = repoWith(lib);
    repo.commit(planFiles({ ...detectRepository(repo.dir), skeleton }, 'acme/gate@v1'), 'gate');
    const report = await check(repo);
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(report.probed).toBeGreaterThanOrEqual(1);
  });

  it('a broken law is a problem naming the seed, with the invariant output', async () => {
    const repo = repoWith({ 'README.md': 'x\n' });
    const files = planFiles({ ...detectRepository(repo.dir), skeleton }, 'acme/gate@v1');
    const inv = Object.keys(files).find((f) => f.startsWith('invariants/')) as string;
    files[inv] =
      skeleton === 'python'
        ? 'print("law broken")\nraise SystemExit(1)\n'
        : 'console.log("law broken");\nprocess.exitCode = 1;\n';
    repo.commit(files, 'gate');
    const report = await check(repo);
    expect(report.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^example\.placeholder seed 1 does not match on this checkout \(fail[\s\S]*law broken/,
      ),
      expect.stringMatching(/seed 2 does not match/),
      expect.stringMatching(/seed 3 does not match/),
    ]);
  });
});

describe('gate check', () => {
  it('fails while the workflow names the OWNER placeholder, saying how to fix it', async () => {
    const repo = repoWith({ 'README.md': 'x\n' });
    repo.commit(planFiles(detectRepository(repo.dir), DEFAULT_ACTION_REF), 'gate');
    const report = await check(repo, false);
    expect(report.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^\.github\/workflows\/gate-report\.yml:\d+:\d+: still names the placeholder OWNER\/failure-class-gate@v1: .*Replace OWNER with the owner/,
      ),
      expect.stringMatching(
        /^\.github\/workflows\/gate\.yml:\d+:\d+: still names the placeholder OWNER\/failure-class-gate@v1: .*Replace OWNER with the owner/,
      ),
    ]);
  });

  it('the OWNER placeholder does not keep the configuration from being registered and replayed here', async () => {
    const repo = repoWith({ 'README.md': 'x\n' });
    repo.commit(planFiles(detectRepository(repo.dir), DEFAULT_ACTION_REF), 'gate');
    const report = await check(repo);
    // The placeholder is said, and the starter was still registered and replayed (its untouched probe
    // is then a problem of gate.yml, as it is with a real action named).
    expect(report.problems.map((p) => p.file)).toContain('.github/workflows/gate.yml');
    expect(report.stoppedEarly).toBeUndefined();
    expect(report.replayed).toBeGreaterThan(0);
  });

  it('a job that runs the gate after a checkout that keeps the job token in .git/config is a problem, naming the step', async () => {
    const repo = repoWith({ 'README.md': 'x\n' });
    const files = planFiles(detectRepository(repo.dir), 'acme/failure-class-gate@v1');
    const written = files['.github/workflows/gate.yml'] as string;
    expect(written).toContain('persist-credentials: false');
    // As a newcomer might write it from memory: a bare checkout. And a report job, which runs no pull
    // request code (its checkout is the base repository's), left alone.
    const bare = written.replace(/\n {8}with:\n {10}persist-credentials: false[^\n]*/, '');
    const report = `name: gate-report
on:
  workflow_run:
    workflows: [gate]
    types: [completed]
jobs:
  report:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: acme/failure-class-gate@v1
        with:
          mode: report
`;
    repo.commit(
      { ...files, '.github/workflows/gate.yml': bare, '.github/workflows/gate-report.yml': report },
      'gate',
    );
    const found = await check(repo, false);
    const line = bare.split('\n').findIndex((l) => /- uses: actions\/checkout@/.test(l)) + 1;
    expect(found.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\.github/workflows/gate\\.yml:${line}:\\d+: actions/checkout keeps the job token in \\.git/config unless persist-credentials is false`,
        ),
      ),
    ]);
    repo.commit({ '.github/workflows/gate.yml': written }, 'fixed');
    expect((await check(repo, false)).problems.map(formatProblem)).toEqual([]);
  });

  it('fails on a version 1 fixture without a probe: nothing shows it can fail', async () => {
    const repo = repoWith({ 'README.md': 'x\n' });
    const files = planFiles(detectRepository(repo.dir), 'acme/gate@v1');
    files['gate.yml'] = (files['gate.yml'] as string)
      .replace('version: 2', 'version: 1')
      .replace(/\n {4}probe: probes\/example\.patch/, '');
    repo.commit(files, 'gate');
    const report = await check(repo, false);
    expect(report.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^gate\.yml:\d+:\d+: fixtures\[0\]: example\.placeholder: nothing shows this fixture can fail: it names no probe/,
      ),
    ]);
  });

  it('lists every problem of every file at once, with file, line:column, field and did-you-mean', async () => {
    const repo = repoWith({
      'gate.yml': [
        'version: 1',
        'budgets:',
        '  retry_cpa: 2',
        'properties:',
        '  - builtin: no-skiped-tests',
        '  - spec: specs/missing.py',
        '    probe: probes/p.patch',
        '  - spec: specs/rules.yml',
        '    probe: probes/broken.patch',
        'fixtures:',
        '  - target: t',
        '    manifest: fx/manifest.json',
        '    invariant: inv.mjs',
        '    probe: probes/bug.patch',
        '',
      ].join('\n'),
      'probes/bug.patch': 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n',
      'probes/p.patch': '',
      'probes/broken.patch': 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-a\n',
      'specs/rules.yml': 'predicates:\n  - forbid_added_line:\n      pattern: x\n',
      'fx/manifest.json':
        '{\n  "generator": "fx/gen.mjs",\n  "generator_id": "g/1",\n  "input": ["a"],\n  "seed": 1\n}\n',
      'inv.mjs': '',
    });
    const report = await check(repo);
    expect(report.problems.map(formatProblem)).toEqual([
      'gate.yml:3:3: budgets.retry_cpa: expected one of max_predicates, predicate_timeout_ms, replay_timeout_ms, retry_cap, replay_concurrency, got an unknown key (did you mean retry_cap?)',
      expect.stringMatching(
        /^gate\.yml:5:14: properties\[0\]\.builtin: .*\(did you mean no-skipped-tests\?\)$/,
      ),
      expect.stringMatching(/^gate\.yml:6:11: properties\[1\]\.spec: specs\/missing\.py: /),
      'probes/p.patch: the probe changes no file (a probe is a patch the spec must reject)',
      expect.stringMatching(
        /^specs\/rules\.yml:3:7: predicates\[0\]\.forbid_added_line: .*\(did you mean forbid_added_lines\?\)$/,
      ),
      expect.stringMatching(/^probes\/broken\.patch:4:1: not a unified diff: /),
      'probes/bug.patch: the probe patches x, which the repository does not hold: it cannot apply. Patch a file of the code under test as it is on this branch',
      expect.stringMatching(/^fx\/manifest\.json:4:\d+: input: unknown key .*\(did you mean inputs\?\)$/),
    ]);
    expect(report.registered).toBe(0); // nothing runs until the files parse
  });

  it('a spec that cannot fail is a problem: it does not reject its probe', async () => {
    const repo = repoWith({
      'gate.yml': 'version: 1\nproperties:\n  - spec: specs/never.mjs\n    probe: probes/p.patch\n',
      'specs/never.mjs': 'process.exitCode = 0;\n',
      'probes/p.patch':
        'diff --git a/a b/a\nnew file mode 100644\n--- /dev/null\n+++ b/a\n@@ -0,0 +1 @@\n+x\n',
    });
    const report = await check(repo);
    expect(report.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^specs\/never\.mjs: PROPERTY_NOT_FALSIFIABLE: the probe probes\/p\.patch was not rejected/,
      ),
    ]);
  });

  it('no gate.yml says to run gate init', async () => {
    const report = await check(repoWith({ 'README.md': 'x\n' }));
    expect(report.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^gate\.yml: .*run gate init/),
    ]);
  });
});

describe('gate init', () => {
  let cwd: string;
  let stderr: string;
  beforeEach(() => {
    cwd = process.cwd();
    stderr = '';
    jest.spyOn(process.stderr, 'write').mockImplementation((s) => {
      stderr += String(s);
      return true;
    });
  });
  afterEach(() => {
    process.chdir(cwd);
    jest.restoreAllMocks();
  });

  it('never overwrites: existing files (and links) are skipped, the rest written; exit 1 once nothing is left', async () => {
    const repo = repoWith({
      'pyproject.toml': '[tool.pytest.ini_options]\n',
      'gate.yml': 'mine\n',
      '.gitignore': 'build/\n',
    });
    symlinkSync('/nonexistent', join(repo.dir, 'invariants-link'));
    process.chdir(repo.dir);
    expect(await initCommand(['--action', 'acme/gate@v1'])).toBe(0);
    expect(readFileSync(join(repo.dir, 'gate.yml'), 'utf8')).toBe('mine\n');
    expect(stderr).toMatch(/skip {3}gate\.yml \(exists; not overwritten\)/);
    expect(existsSync(join(repo.dir, 'fixtures/example/gen.py'))).toBe(true);
    expect(existsSync(join(repo.dir, 'invariants/example.py'))).toBe(true);
    expect(readFileSync(join(repo.dir, '.github/workflows/gate.yml'), 'utf8')).toMatch(
      /uses: acme\/gate@v1\n/,
    );
    expect(readFileSync(join(repo.dir, '.gitignore'), 'utf8')).toBe('build/\n.gate/\n');
    expect(await initCommand([])).toBe(1);
    expect(stderr).toMatch(/nothing written: every file already exists/);
    expect(readFileSync(join(repo.dir, '.gitignore'), 'utf8')).toBe('build/\n.gate/\n');
  });

  it('does not write through a dangling link', async () => {
    const repo = repoWith({ 'package.json': '{}' });
    const target = join(repo.dir, '..', 'outside.yml');
    symlinkSync(target, join(repo.dir, 'gate.yml'));
    process.chdir(repo.dir);
    expect(await initCommand([])).toBe(0);
    expect(existsSync(target)).toBe(false);
  });

  it('--dry-run writes nothing', async () => {
    const repo = repoWith({ 'package.json': '{}' });
    process.chdir(repo.dir);
    expect(await initCommand(['--dry-run'])).toBe(0);
    expect(existsSync(join(repo.dir, 'gate.yml'))).toBe(false);
    expect(stderr).toMatch(/would write {2}gate\.yml/);
  });

  it('refuses a malformed --action', async () => {
    process.chdir(repoWith({ 'package.json': '{}' }).dir);
    await expect(initCommand(['--action', 'not a ref'])).rejects.toThrow(
      /--action: expected OWNER\/REPO@REF/,
    );
  });
});

it('writes a gate.yml that names the detected runners and test folders', () => {
  const repo = repoWith({ 'package.json': '{"devDependencies":{"vitest":"1"}}', 'test/a.test.ts': '' });
  const text = planFiles(detectRepository(repo.dir), DEFAULT_ACTION_REF)['gate.yml'] as string;
  expect(text).toMatch(/# Written by 'gate init' for: javascript \(vitest\); tests in test\./);
  writeFileSync(join(repo.dir, 'gate.yml'), text);
});

describe('gate check on an exercise + judge fixture', () => {
  const files = (withExercise: boolean): Files => ({
    'gate.yml':
      'version: 2\nfixtures:\n  - target: sq\n    manifest: fx/m.json\n    exercise: fx/exercise.mjs\n    invariant: fx/judge.mjs\n    probe: fx/off.patch\n',
    'fx/m.json': JSON.stringify({
      generator: 'fx/gen.mjs',
      generator_id: 'g/1',
      inputs: ['fx/in.txt'],
      seed: [1],
    }),
    'fx/in.txt': 'x\n',
    'fx/gen.mjs':
      "import { writeFileSync } from 'node:fs';\nwriteFileSync(process.env.GATE_OUT + '/cases.json', '[1,2,3]');\n",
    ...(withExercise
      ? {
          'fx/exercise.mjs':
            "import { readFileSync, writeFileSync } from 'node:fs';\nimport { sq } from '../sq.mjs';\nconst cases = JSON.parse(readFileSync(process.env.GATE_CASES + '/cases.json', 'utf8'));\nwriteFileSync(process.env.GATE_OUTPUTS + '/out.json', JSON.stringify(cases.map(sq)));\n",
        }
      : {}),
    'fx/judge.mjs':
      "import { readFileSync } from 'node:fs';\nconst r = (d, n) => JSON.parse(readFileSync(process.env[d] + '/' + n, 'utf8'));\nconst cases = r('GATE_CASES', 'cases.json');\nconst out = r('GATE_OUTPUTS', 'out.json');\nprocess.exit(cases.every((x, i) => out[i] === x * x) ? 0 : 1);\n",
    'fx/off.patch':
      'diff --git a/sq.mjs b/sq.mjs\n--- a/sq.mjs\n+++ b/sq.mjs\n@@ -1 +1 @@\n-export const sq = (x) => x * x;\n+export const sq = (x) => x + x;\n',
    'sq.mjs': 'export const sq = (x) => x * x;\n',
  });

  it('replays the exercise and the judge on the checkout and probes them: green', async () => {
    const report = await check(repoWith(files(true)));
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(report.probed).toBe(1);
  });

  it('names judge_inputs on a fixture without an exercise, and a missing one', async () => {
    const f = files(true);
    f['gate.yml'] = (f['gate.yml'] as string).replace('    exercise: fx/exercise.mjs\n', '');
    f['fx/m.json'] = JSON.stringify({
      ...JSON.parse(f['fx/m.json'] as string),
      judge_inputs: ['fx/none.json'],
    });
    const report = await check(repoWith(f), false);
    expect(report.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^fx\/m\.json:\d+:\d+: judge_inputs: sq has no exercise: .*add exercise: to the fixture$/,
      ),
      expect.stringMatching(/^fx\/m\.json:\d+:\d+: judge_inputs\[0\]: fx\/none\.json: /),
    ]);
  });

  it('names a missing exercise', async () => {
    const report = await check(repoWith(files(false)), false);
    expect(report.problems.map(formatProblem).join('\n')).toMatch(
      /fixtures\[0\]\.exercise: fx\/exercise\.mjs/,
    );
  });
});
