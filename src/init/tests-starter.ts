/**
 * The `tests:` fixture `gate init` offers when it finds a test runner the gate runs and test files for
 * it: the project's own suite as the oracle (README, "Your test suite as the oracle"). Nothing is run
 * here; `gate check` then runs the suite on the checkout (every test must pass) and its probe (some
 * test must fail).
 *
 * The starter probe redefines the first function found in the code to answer something else: a
 * stand-in for a known bug, on which a test that calls it fails; the gate.yml says to replace it with a
 * real one. Where no function was found the probe only adds a line, and `gate check` refuses the
 * fixture until it is replaced.
 */
import { TEST_RUNNERS, type TestRunner } from '../oracle/config.js';
import { JS_TEST, PY_TEST, filesUnder, type Detected } from './detect.js';
import { appendLineDiff, standInProbe } from './templates.js';

export interface TestsStarter {
  runner: TestRunner;
  /** Repository globs of the test files found. */
  files: string[];
  probe: string;
  probeText: string;
}

/** The runner names `detectRepository` reports, as a `tests:` fixture names them. */
const RUNNER_OF: Record<string, string> = { 'node:test': 'node-test' };

/** The globs of the test files in the detected test folders, for `runner`. */
function testGlobs(root: string, testDirs: readonly string[], runner: string): string[] {
  const globs = new Set<string>();
  const python = runner === 'pytest' || runner === 'unittest';
  for (const dir of testDirs)
    for (const f of filesUnder(root, dir)) {
      const name = f.slice(f.lastIndexOf('/') + 1);
      if (python) {
        if (PY_TEST.test(name))
          globs.add(`${dir}/**/${name.startsWith('test_') ? 'test_*.py' : '*_test.py'}`);
      } else {
        const m = JS_TEST.exec(name);
        if (m) globs.add(`${dir}/**/*.${m[1]}.${m[2]}`);
      }
    }
  // mocha's own default, where no file is named like a test: every script directly in `test/`.
  if (globs.size === 0 && runner === 'mocha')
    for (const f of filesUnder(root, 'test')) {
      const m = /^test\/[^/]+\.([cm]?js)$/.exec(f);
      if (m) globs.add(`test/*.${m[1]}`);
    }
  return [...globs].sort();
}

/**
 * The starter probe: the first function found in the code redefined to answer something else, so a
 * test that calls it and checks its answer fails (a probe that only stopped the code loading would
 * show nothing: the runner reports a file that did not load, not a failing test). Where no function
 * was found, a line no test can notice: `gate check` refuses the fixture until it is replaced.
 */
function starterProbe(language: 'javascript' | 'python', detected: Detected): string {
  const standIn = standInProbe(language, detected, 'test');
  if (standIn !== undefined) return standIn;
  const note = 'gate probe: replace this probe with a known bug of your code, on which some test must fail';
  if (language === 'python' && detected.python)
    return appendLineDiff(detected.python.file, detected.python.text, `# ${note}`);
  if (language === 'javascript' && detected.jsEntry)
    return appendLineDiff(detected.jsEntry.path, detected.jsEntry.text, `// ${note}`);
  return `diff --git a/gate-probe-placeholder.txt b/gate-probe-placeholder.txt\nnew file mode 100644\n--- /dev/null\n+++ b/gate-probe-placeholder.txt\n@@ -0,0 +1 @@\n+${note}\n`;
}

/**
 * The `tests:` fixture to offer: the first runner found that the gate runs and for which test files
 * were found (unittest only with `test_*.py` files); undefined when there is none.
 */
export function testsStarter(root: string, detected: Detected): TestsStarter | undefined {
  for (const found of detected.runners) {
    const runner = RUNNER_OF[found] ?? found;
    if (!(TEST_RUNNERS as readonly string[]).includes(runner) || runner === 'command') continue;
    const language = runner === 'pytest' || runner === 'unittest' ? 'python' : 'javascript';
    const files = testGlobs(root, detected.testDirs, runner);
    if (files.length === 0) continue;
    return {
      runner: runner as TestRunner,
      files,
      probe: 'probes/tests.patch',
      probeText: starterProbe(language, detected),
    };
  }
  return undefined;
}

/**
 * The fixture's entry in gate.yml (under `fixtures:`). Off (commented) unless `on`: once on, the test
 * files are the gate's own, and a patch that edits one together with code is CONTAMINATED.
 */
export function testsFixtureYml(s: TestsStarter, on: boolean): string {
  const setup =
    s.runner === 'pytest' || s.runner === 'unittest'
      ? '# setup: pip install -r requirements.txt # optional: run in each tree before its tests'
      : '# setup: npm ci --no-audit --no-fund # optional: each tree installs its own (no npm cache there: slower than an install step in the workflow, README)';
  const entry = [
    '- target: tests',
    '  tests:',
    `    runner: ${s.runner}`,
    `    files: [${s.files.map((f) => `'${f}'`).join(', ')}]`,
    '    seeds: [1]',
    '    # fresh_seeds: 4 # optional: the suite again at 4 seeds drawn per run (one seed finds a flaky test the patch adds only by chance)',
    `    ${setup}`,
    `  probe: ${s.probe}`,
  ];
  const head = [
    "# Your own tests as the oracle (found by 'gate init'): the test files the globs match on the base",
    "# revision are the gate's own; each test that fails on a patch and passes on the base is a miss.",
    '# Its probe is a stand-in for a known bug (a function of your code answers something else):',
    '# replace it with a real bug of your code on which some test fails.',
    ...(on
      ? []
      : [
          '# Off until you uncomment it (or run gate init --tests): once on, a patch that edits a test',
          '# file together with code is CONTAMINATED (graded by people), one that edits only tests a',
          '# TOOLCHAIN_PATCH.',
        ]),
  ];
  return [...head, ...entry.map((l) => (on ? l : `# ${l}`))].map((l) => `  ${l}\n`).join('');
}

/**
 * gate.yml with the fixture added after the other fixtures (before `freeze:`), on or commented out,
 * and its probe's file.
 */
export function withTestsStarter(
  files: Record<string, string>,
  starter: TestsStarter | undefined,
  on: boolean,
): Record<string, string> {
  if (starter === undefined) return files;
  const yml = files['gate.yml'];
  if (yml === undefined || !yml.includes('\nfreeze:\n')) return files;
  return {
    ...files,
    'gate.yml': yml.replace('\nfreeze:\n', `\n${testsFixtureYml(starter, on)}freeze:\n`),
    [starter.probe]: starter.probeText,
  };
}
