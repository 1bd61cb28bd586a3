/**
 * `tests:` fixtures (SPEC §12): the repository's own test files, as the base revision holds them, run
 * by a named runner at each seed against the candidate's code. The per-test results come from the
 * runner's machine-readable report (JUnit XML), written into a fresh folder the gate makes for the run
 * and hands to the runner only on its command line (not in the environment, not under the checkout);
 * the runner's exit status is never the verdict.
 *
 * - Test files are oracle files (src/oracle/reader.ts): scope grades a patch that edits or deletes
 *   one, and they are pinned in every tree (checked before and after every process). A test file the
 *   patch adds under the globs is the candidate's own claim, not the oracle: it is run once, apart
 *   (for `runner: command`, a run of its own whose other cases are set apart), and reported in the trace
 *   (`tests.patch_tests`) and the summary; no miss and no verdict come from it. The trees the base's
 *   tests run in do not hold it (a base test file that loads its folder's files would run it too).
 * - The suite runs once on the base revision (a base tree, the first seed): the tests it reports are
 *   the inventory. A candidate run that reports fewer of them — the code under test exited early, a
 *   collection hook dropped tests — is a miss that cannot be read (INCOMPLETE), as is a runner that
 *   crashes, runs past its budget or writes no report.
 * - Each failing test is its own miss, `property_path` = `file::test id`, classified like any miss
 *   (src/stages/classify.ts): retries of that test alone in fresh candidate trees, one run of that test
 *   at the same seed in a base tree.
 * - Seeds: the listed ones, then `fresh_seeds` drawn per run (src/stages/fresh-seeds.ts; a miss on one
 *   is never excused by a freeze). `GATE_SEED` in the environment for every runner; node's
 *   `--test-random-seed` where the Node version has it; jest's `--seed --randomize`; vitest's
 *   `--sequence.seed --sequence.shuffle` (mocha has no seed); pytest's `--hypothesis-seed` and
 *   `-p randomly --randomly-seed` when those plugins are installed. What was not seeded is said in the
 *   trace (`tests.seeding`).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  constants,
  fstatSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  writeFileSync,
  readFileSync,
  lstatSync,
  realpathSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sha256Hex } from '../classify/hash.js';
import { CUT_MARK, readLogExcerpt } from '../trace/excerpt.js';
import { nodeTestMessage, parseJunit, MAX_JUNIT_BYTES, type JunitCase } from '../adapters/junit.js';
import { git } from '../adapters/git.js';
import type { ProcessRunner, ProcResult } from '../adapters/proc.js';
import { protectedFiles } from '../oracle/base-tree.js';
import { applyProbe } from '../oracle/fixture-probe.js';
import { drawFreshSeeds } from './fresh-seeds.js';
import { DiffParseError, parseUnifiedDiff, touchedPaths } from '../patch/diff.js';
import type { TestsFixtureConfig } from '../oracle/config.js';
import { PinnedOracle } from '../oracle/pinned.js';
import { checkRepoPath, globMatcher, slug } from '../patch/paths.js';
import { inTestsFolder, NAMED_AS_TEST } from '../patch/compiled.js';
import type {
  ArtifactRef,
  FixtureProbeOutcome,
  PatchTestsSummary,
  ReplayOutcome,
  TestsRunSummary,
} from '../trace/model.js';
import type { FixtureContext } from '../run/context.js';
import { sandboxPython } from '../adapters/python-reach.js';
import type { PendingMiss, ReplayRun } from './replay.js';

/** One test as the report gave it. */
export interface TestCase {
  file: string;
  id: string;
  status: 'pass' | 'fail' | 'skip';
  line?: number;
  message?: string;
}

type SuiteRun =
  | { ok: true; cases: TestCase[]; elapsedMs: number; logs: string[] }
  | { ok: false; result: 'budget' | 'incomplete'; reason: string; elapsedMs: number; logs: string[] };

/** What the runner is handed for one run in one tree. */
interface RunSpec {
  t: TestsFixtureConfig;
  /** The base revision's test files (repository paths). */
  files: readonly string[];
  seed: number;
  /** One test only (a retry, a base replay). */
  only?: TestCase;
  cwd: string;
  attemptDir: string;
  scratch?: string;
  timeoutMs: number;
  pins: PinnedOracle;
  plugins: PythonPlugins;
}

interface PythonPlugins {
  hypothesis: boolean;
  randomly: boolean;
}

/** Whether this Node's test runner takes `--test-random-seed` (Node 20 does not). */
function nodeHasTestSeed(): boolean {
  return process.allowedNodeEnvironmentFlags.has('--test-random-seed');
}

/** How the seed reaches the runner, and what it cannot seed (the trace says it, never pretends). */
export function seedingOf(runner: TestsFixtureConfig['runner'], plugins: PythonPlugins): string {
  switch (runner) {
    case 'node-test':
      return nodeHasTestSeed()
        ? 'GATE_SEED in the environment; --test-random-seed (test order)'
        : `GATE_SEED in the environment; test order not seeded: Node ${process.versions.node} has no --test-random-seed`;
    case 'jest':
      return 'GATE_SEED in the environment; --seed with --randomize (test order, jest.getSeed())';
    case 'vitest':
      return 'GATE_SEED in the environment; --sequence.seed with --sequence.shuffle (test order)';
    case 'mocha':
      return 'GATE_SEED in the environment; mocha has no seed or shuffle of its own: test order not seeded';
    case 'pytest': {
      const said = ['GATE_SEED in the environment'];
      said.push(plugins.hypothesis ? '--hypothesis-seed' : 'Hypothesis not installed (not seeded)');
      said.push(
        plugins.randomly
          ? '-p randomly --randomly-seed (test order)'
          : 'pytest-randomly not installed: test order not seeded',
      );
      return said.join('; ');
    }
    case 'unittest':
      return 'GATE_SEED in the environment; unittest has no seed of its own: test order not seeded';
    case 'command':
      return 'GATE_SEED in the environment (the command seeds what it can)';
    default: {
      const never: never = runner;
      throw new Error(`unknown runner ${String(never)}`);
    }
  }
}

/**
 * Python is found on PATH by the user the tests run as (`/usr/bin/env python3`), as an interpreter of
 * a `.py` invariant is: under the sandbox a python in the gate's own home is not that user's.
 */
const ENV = '/usr/bin/env';

/** The gate's own unittest driver: runs the named modules and writes JUnit XML (path in argv[1]). */
const UNITTEST_DRIVER = String.raw`import sys, os, unittest, inspect, traceback, importlib
import xml.etree.ElementTree as ET
report, only = sys.argv[1], sys.argv[2]
files = sys.argv[3:]
# The count is printed on a copy of stdout taken before any test module loads.
_out = os.dup(1)
sys.path.insert(0, os.getcwd())
root = ET.Element('testsuites')
def name_of(test):
    # A test method as its class and name (MathTest::test_adds); anything else a suite holds (a
    # doctest that load_tests added, a FunctionTestCase) by its own id, which names it alone.
    cls, method, tid = type(test), getattr(test, '_testMethodName', None), test.id()
    if method and tid == '%s.%s.%s' % (cls.__module__, cls.__qualname__, method):
        return cls.__name__, method
    return '', tid
def key_of(test):
    cls, name = name_of(test)
    return cls + '::' + name if cls else name
def line_of(test, file):
    # Only a line of the test file itself (a doctest's method is doctest.py's).
    try:
        fn = getattr(type(test), test._testMethodName)
        if os.path.realpath(inspect.getsourcefile(fn)) != os.path.realpath(file):
            return None
        return inspect.getsourcelines(fn)[1]
    except Exception:
        return None
def flat(suite):
    for t in suite:
        if isinstance(t, unittest.TestSuite):
            yield from flat(t)
        else:
            yield t
class Result(unittest.TestResult):
    def __init__(self, file, suite):
        super().__init__()
        self.file, self.suite = file, suite
        self.cases = {}
    def case(self, test, status=None, err=None, message=None):
        # One case per test: a test whose subtests fail is one failing test (its first failure), and
        # a test reported again (run twice by its suite) keeps a failure either run had.
        key = key_of(test)
        had = self.cases.get(key)
        if had is not None:
            if had.find('failure') is not None or had.find('error') is not None or status not in ('failure', 'error'):
                return
            self.suite.remove(had)
        cls, name = name_of(test)
        el = ET.SubElement(self.suite, 'testcase', classname=cls, name=name, file=self.file)
        self.cases[key] = el
        ln = line_of(test, self.file)
        if ln: el.set('line', str(ln))
        if status == 'skipped':
            ET.SubElement(el, 'skipped', message=str(message or ''))
        elif status:
            f = ET.SubElement(el, status, message=str(err[1])[:500] if err else str(message or ''))
            f.text = ''.join(traceback.format_exception(*err))[-4000:] if err else ''
    def addSuccess(self, test): self.case(test)
    def addFailure(self, test, err): self.case(test, 'failure', err)
    def addError(self, test, err): self.case(test, 'error', err)
    def addSkip(self, test, reason): self.case(test, 'skipped', message=reason)
    def addExpectedFailure(self, test, err): self.case(test)
    def addUnexpectedSuccess(self, test): self.case(test, 'failure', message='unexpected success')
    def addSubTest(self, test, subtest, err):
        if err is not None: self.case(test, 'failure' if issubclass(err[0], test.failureException) else 'error', err)
loader = unittest.TestLoader()
for f in files:
    suite_el = ET.SubElement(root, 'testsuite', name=f)
    mod = f[:-3].replace('/', '.') if f.endswith('.py') else f.replace('/', '.')
    result = Result(f, suite_el)
    try:
        # The module must be the test file: a package folder of the same name (tests/test_x/) or an
        # extension module beside it is found first by the import system, and would run instead.
        module = importlib.import_module(mod)
        got = getattr(module, '__file__', None)
        if not got or os.path.realpath(got) != os.path.realpath(os.path.join(os.getcwd(), f)):
            raise ImportError('%s was imported from %s, not from the test file %s' % (mod, got, f))
        # The module's suite as its load_tests makes it (doctests too); one test of it for a retry.
        tests = loader.loadTestsFromModule(module)
        if only:
            tests = unittest.TestSuite([t for t in flat(tests) if key_of(t) == only])
    except Exception:
        el = ET.SubElement(suite_el, 'testcase', classname='', name='<import>', file=f)
        x = ET.SubElement(el, 'error', message=str(sys.exc_info()[1])[:500])
        x.text = traceback.format_exc()[-4000:]
        continue
    tests.run(result)
ran = failed = 0
for c in root.iter('testcase'):
    ran += 1
    if c.find('failure') is not None or c.find('error') is not None: failed += 1
ET.ElementTree(root).write(report, encoding='utf-8', xml_declaration=True)
os.write(_out, ('gate-unittest: ran %d, failed %d\n' % (ran, failed)).encode())
# No exit hook of the code under test runs after the report is written.
os._exit(0)
`;

/**
 * pytest, started so that no exit hook of the code under test runs after pytest wrote its report
 * (an `atexit` hook could otherwise rewrite it): the streams are flushed and the process ends at once.
 */
const PYTEST_MAIN = `import os, sys, pytest
try:
    code = pytest.console_main()
finally:
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:
        pass
os._exit(code if isinstance(code, int) else 1)
`;

/** The program, its arguments and environment for one run (one file for node-test, else all). */
function commandsOf(
  s: RunSpec,
  reportDir: string,
  driver: string | null,
): {
  file: string;
  args: string[];
  env: Record<string, string>;
  report: string;
  format?: 'jest-json';
  testFile?: string;
}[] {
  const env = { GATE_SEED: String(s.seed) };
  const report = join(reportDir, 'report.xml');
  switch (s.t.runner) {
    case 'node-test': {
      const files = s.only ? [s.only.file] : s.files;
      return files.map((f, i) => ({
        file: process.execPath,
        args: [
          '--test',
          '--test-reporter=junit',
          `--test-reporter-destination=${join(reportDir, `report-${i}.xml`)}`,
          ...(nodeHasTestSeed() ? [`--test-random-seed=${s.seed}`] : []),
          ...(s.only
            ? [`--test-name-pattern=^${escapeRegExp(s.only.id.split(' > ').pop() ?? s.only.id)}$`]
            : []),
          f,
        ],
        env,
        report: join(reportDir, `report-${i}.xml`),
        testFile: f,
      }));
    }
    case 'jest': {
      // The project's own jest, from its node_modules (the setup installs it); its cache in the run's folder.
      const fullName = s.only !== undefined ? s.only.id.split(' > ').join(' ') : undefined;
      return [
        {
          file: process.execPath,
          args: [
            'node_modules/jest/bin/jest.js',
            '--ci',
            '--json',
            `--outputFile=${report}`,
            '--testLocationInResults',
            `--seed=${s.seed}`,
            '--randomize',
            // Coverage is not the oracle: a threshold fails a run of a part of the suite (the base's
            // tests without the patch's new file, one test on a retry) with no failing test.
            '--coverage=false',
            `--cacheDirectory=${join(reportDir, 'cache')}`,
            ...(fullName !== undefined ? [`--testNamePattern=^${escapeRegExp(fullName)}$`] : []),
            '--runTestsByPath',
            ...(s.only ? [s.only.file] : s.files),
          ],
          env,
          report,
          format: 'jest-json',
        },
      ];
    }
    case 'vitest': {
      // The project's own vitest, from its node_modules; no cache (it would be written under node_modules).
      const fullName = s.only !== undefined ? s.only.id.split(' > ').join(' ') : undefined;
      return [
        {
          file: process.execPath,
          args: [
            'node_modules/vitest/vitest.mjs',
            'run',
            '--no-cache',
            '--coverage.enabled=false',
            '--reporter=junit',
            `--outputFile=${report}`,
            '--sequence.shuffle',
            `--sequence.seed=${s.seed}`,
            ...(fullName !== undefined ? [`--testNamePattern=^${escapeRegExp(fullName)}$`] : []),
            // Filters, not after `--`: vitest reads what follows `--` as no filter at all and runs the
            // whole suite. A filter matches any path that contains it: the cases of test files that
            // are not the fixture's are dropped from the report (runSuite).
            ...(s.only ? [s.only.file] : s.files).map((f) => `./${f}`),
          ],
          // As on CI: a snapshot that is missing fails, where vitest would write it and pass (jest: --ci).
          env: { ...env, CI: 'true' },
          report,
        },
      ];
    }
    case 'mocha': {
      // The project's own mocha, from its node_modules, with its xunit reporter (JUnit XML).
      const fullTitle = s.only !== undefined ? s.only.id.split(' > ').join(' ') : undefined;
      return [
        {
          file: process.execPath,
          args: [
            'node_modules/mocha/bin/mocha.js',
            '--reporter',
            'xunit',
            '--reporter-option',
            `output=${report}`,
            ...(fullTitle !== undefined ? ['--grep', `^${escapeRegExp(fullTitle)}$`] : []),
            '--',
            ...(s.only ? [s.only.file] : s.files),
          ],
          env,
          report,
        },
      ];
    }
    case 'pytest': {
      const targets = s.only ? [`${s.only.file}::${s.only.id}`] : [...s.files];
      return [
        {
          file: ENV,
          args: [
            'python3',
            '-c',
            PYTEST_MAIN,
            '-p',
            'no:cacheprovider',
            '-o',
            'junit_family=xunit1',
            `--junitxml=${report}`,
            '-q',
            ...(s.plugins.hypothesis ? [`--hypothesis-seed=${s.seed}`] : []),
            ...(s.plugins.randomly ? ['-p', 'randomly', `--randomly-seed=${s.seed}`] : []),
            ...targets,
          ],
          env,
          report,
        },
      ];
    }
    case 'unittest': {
      const files = s.only ? [s.only.file] : [...s.files];
      return [
        {
          file: ENV,
          args: ['python3', '-B', driver as string, report, s.only ? s.only.id : '', ...files],
          env,
          report,
        },
      ];
    }
    case 'command':
      return [
        {
          file: '/bin/sh',
          args: ['-c', s.t.command as string],
          env: { ...env, GATE_REPORT: report },
          report,
        },
      ];
    default: {
      const never: never = s.t.runner;
      throw new Error(`unknown runner ${String(never)}`);
    }
  }
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The report file, read without following a link, bounded; null with the reason when there is none. */
function readReport(path: string): { text: string } | { error: string } {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return {
      error: code === 'ENOENT' ? 'the runner wrote no report' : `the report cannot be opened (${code})`,
    };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { error: 'the report is not a regular file' };
    if (st.size > MAX_JUNIT_BYTES) return { error: `the report is larger than ${MAX_JUNIT_BYTES} bytes` };
    const buf = Buffer.alloc(st.size);
    let got = 0;
    while (got < st.size) {
      const n = readSync(fd, buf, got, st.size - got, null);
      if (n === 0) break;
      got += n;
    }
    return { text: buf.subarray(0, got).toString('utf8') };
  } finally {
    closeSync(fd);
  }
}

/** The module path of a Python test file (`tests/test_x.py` → `tests.test_x`). */
function pyModule(file: string): string {
  return file.replace(/\.py$/, '').split('/').join('.');
}

/** `name` relative to the tree (`roots`: its path as given and resolved) when it is an absolute path inside it. */
function inTreeName(name: string, roots: readonly string[]): string {
  for (const root of roots) if (name.startsWith(`${root}/`)) return name.slice(root.length + 1);
  return name;
}

/** A tree's path as given and as resolved (the two a runner may report its files under). */
function treeRoots(cwd: string): string[] {
  try {
    return [...new Set([cwd, realpathSync(cwd)])];
  } catch {
    return [cwd];
  }
}

/** The report's cases as tests of the fixture's files: the file each belongs to and its id. */
function testCases(s: RunSpec, cases: JunitCase[], testFile: string | undefined): TestCase[] {
  const known = new Set(s.files);
  const roots = treeRoots(s.cwd);
  return cases.map((c) => {
    let file: string;
    let id: string;
    switch (s.t.runner) {
      case 'node-test':
        file = testFile ?? '';
        // A file that failed to load is reported as a test named by its absolute path in the tree the
        // suite ran in (a fresh folder each run): named by its repository path instead, it is the same
        // test from one run to the next, and no temporary path reaches the summary.
        id = [...c.suites, inTreeName(c.name, roots)].join(' > ');
        break;
      case 'pytest': {
        file = c.file ?? '';
        if (file === '' || !known.has(file)) {
          const mod = s.files.find(
            (f) => c.classname === pyModule(f) || c.classname.startsWith(`${pyModule(f)}.`),
          );
          file = mod ?? file;
        }
        const mod = pyModule(file);
        const cls = c.classname.startsWith(`${mod}.`) ? c.classname.slice(mod.length + 1) : '';
        id = cls !== '' ? `${cls.split('.').join('::')}::${c.name}` : c.name;
        break;
      }
      case 'vitest':
        // vitest names the file (relative to the tree) as the classname, the test as `suite > name`.
        file = c.file ?? c.classname;
        id = c.name;
        break;
      case 'mocha':
        // mocha's xunit: the enclosing suites' full title as the classname, the file absolutely.
        file = c.file !== undefined ? inTreeName(c.file, roots) : '';
        id = c.classname !== '' ? `${c.classname} > ${c.name}` : c.name;
        break;
      case 'jest':
      case 'unittest':
        file = c.file ?? '';
        id = c.classname !== '' ? `${c.classname}::${c.name}` : c.name;
        break;
      case 'command': {
        // A report without a file per case (vitest's JUnit) names the file as the classname.
        const byClass = c.file === undefined ? knownFile(c.classname, s.files, known) : '';
        if (known.has(byClass)) {
          file = byClass;
          id = c.name;
        } else {
          file = c.file ?? '';
          id = c.classname !== '' ? `${c.classname}::${c.name}` : c.name;
        }
        break;
      }
      default: {
        const never: never = s.t.runner;
        throw new Error(`unknown runner ${String(never)}`);
      }
    }
    file = knownFile(file, s.files, known);
    const line = c.line ?? lineFrom(c.detail, file);
    const said = s.t.runner === 'node-test' ? nodeTestMessage(c) : c.message;
    const message = said !== undefined ? said.slice(0, 1000) : undefined;
    return {
      file,
      id,
      status: c.status,
      ...(line !== undefined ? { line } : {}),
      ...(message !== undefined && message !== '' ? { message } : {}),
    };
  });
}

/**
 * jest's `--json` report as tests: each assertion result with its file (relative to the tree), its
 * describe blocks and title as the id, its line (`--testLocationInResults`) and first failure message.
 * A report of another shape is not read.
 */
function jestCases(
  text: string,
  cwd: string,
  files: readonly string[],
): { ok: true; cases: TestCase[] } | { ok: false; reason: string } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the jest report is not JSON' };
  }
  const results = (doc as { testResults?: unknown } | null)?.testResults;
  if (!Array.isArray(results)) return { ok: false, reason: 'the jest report has no testResults' };
  const cases: TestCase[] = [];
  const prefix = cwd.endsWith('/') ? cwd : `${cwd}/`;
  const known = new Set(files);
  for (const r of results as { name?: unknown; assertionResults?: unknown }[]) {
    if (typeof r?.name !== 'string' || !Array.isArray(r.assertionResults))
      return { ok: false, reason: 'a jest test result without a name or assertion results' };
    const file = knownFile(r.name.startsWith(prefix) ? r.name.slice(prefix.length) : r.name, files, known);
    for (const a of r.assertionResults as Record<string, unknown>[]) {
      const titles = Array.isArray(a.ancestorTitles) ? a.ancestorTitles.map(String) : [];
      const status = a.status === 'passed' ? 'pass' : a.status === 'failed' ? 'fail' : 'skip';
      const loc = a.location as { line?: unknown } | null | undefined;
      const line =
        typeof loc?.line === 'number' && Number.isInteger(loc.line) && loc.line > 0 ? loc.line : undefined;
      const failures = Array.isArray(a.failureMessages) ? a.failureMessages.map(String) : [];
      const message = failures[0]
        ?.split('\n')
        .filter((l) => l.trim() !== '' && !/^\s+at /.test(l))
        .slice(0, 4)
        .join(' ')
        .slice(0, 1000);
      cases.push({
        file,
        id: [...titles, String(a.title ?? '')].join(' > '),
        status,
        ...(line !== undefined ? { line } : {}),
        ...(message ? { message } : {}),
      });
    }
  }
  return { ok: true, cases };
}

/**
 * The test file a report names, as one of the fixture's files: itself, or the one it ends with (a report
 * may name the file absolutely, through another path to the tree); else a repository-path-shaped name
 * that says it is none of them (a report of `runner: command` may name anything).
 */
function knownFile(file: string, files: readonly string[], known: ReadonlySet<string>): string {
  if (known.has(file)) return file;
  const tail = files.find((f) => file.endsWith(`/${f}`));
  if (tail !== undefined) return tail;
  return file !== '' && checkRepoPath(file) === undefined ? file : '(not a test file of the fixture)';
}

/** The line of `file` a stack names (`…/file:12:5`), the first frame in it. */
function lineFrom(detail: string | undefined, file: string): number | undefined {
  if (detail === undefined || file === '') return undefined;
  const at = detail.indexOf(`${file}:`);
  if (at < 0) return undefined;
  const m = /^:(\d+)/.exec(detail.slice(at + file.length));
  return m ? Number(m[1]) : undefined;
}

/** Runs the fixture's setup (when any) and then its tests in one tree; every process pinned around. */
async function runSuite(proc: ProcessRunner, s: RunSpec, out: FixtureContext['out']): Promise<SuiteRun> {
  const logs: string[] = [];
  let spent = 0;
  const pinned = (when: string): string | null => {
    const d = s.pins.check(s.cwd, when);
    return d === null
      ? null
      : `an oracle file in the tree the tests run in is not the base revision's (${when}): ${d}`;
  };
  const before = pinned('before the tests');
  if (before !== null) return { ok: false, result: 'incomplete', reason: before, elapsedMs: 0, logs };
  const reportDir = s.scratch ?? mkdtempSync(join(tmpdir(), 'gate-tests-'));
  const ownDir = s.scratch === undefined;
  // The unittest driver is the gate's: a read-only file in a folder only reachable by its name.
  let driverDir: string | null = null;
  try {
    chmodSync(reportDir, 0o700);
    let driver: string | null = null;
    if (s.t.runner === 'unittest') {
      driverDir = mkdtempSync(join(tmpdir(), 'gate-unittest-'));
      chmodSync(driverDir, 0o711);
      driver = join(
        driverDir,
        `driver-${createHash('sha256').update(UNITTEST_DRIVER).digest('hex').slice(0, 12)}.py`,
      );
      writeFileSync(driver, UNITTEST_DRIVER, { mode: 0o444 });
    }
    if (s.t.setup !== null) {
      const log = join(s.attemptDir, 'setup.log');
      logs.push(log);
      const r = await proc.run({
        file: '/bin/sh',
        args: ['-c', s.t.setup],
        cwd: s.cwd,
        env: { GATE_SEED: String(s.seed) },
        timeoutMs: s.t.setup_timeout_ms,
        logPath: out.path(log),
        writableDirs: [reportDir],
      });
      const after = pinned('after the setup');
      if (after !== null) return { ok: false, result: 'incomplete', reason: after, elapsedMs: 0, logs };
      if (r.timedOut)
        return {
          ok: false,
          result: 'budget',
          reason: `the setup ran past its ${s.t.setup_timeout_ms} ms budget`,
          elapsedMs: 0,
          logs,
        };
      if (r.exitCode !== 0)
        return {
          ok: false,
          result: 'incomplete',
          reason: `the setup ${describeExit(r)}`,
          elapsedMs: 0,
          logs,
        };
    }
    const old = s.t.runner === 'mocha' ? mochaTooOld(s.cwd) : null;
    if (old !== null) return { ok: false, result: 'incomplete', reason: old, elapsedMs: 0, logs };
    const cases: TestCase[] = [];
    const runs = commandsOf(s, reportDir, driver);
    for (const [i, c] of runs.entries()) {
      const log = join(s.attemptDir, runs.length > 1 ? `tests-${i + 1}.log` : 'tests.log');
      logs.push(log);
      const r = await proc.run({
        file: c.file,
        args: c.args,
        cwd: s.cwd,
        env: c.env,
        timeoutMs: Math.max(1, s.timeoutMs - spent),
        logPath: out.path(log),
        writableDirs: [reportDir],
      });
      spent += r.elapsedMs;
      const after = pinned('after the tests');
      if (after !== null) return { ok: false, result: 'incomplete', reason: after, elapsedMs: spent, logs };
      const what = c.testFile !== undefined ? `the runner (${c.testFile})` : 'the runner';
      if (r.timedOut)
        return {
          ok: false,
          result: 'budget',
          reason: `${what} ran past the ${s.timeoutMs} ms budget`,
          elapsedMs: spent,
          logs,
        };
      if (r.spawnError !== undefined)
        return {
          ok: false,
          result: 'incomplete',
          reason: `${what} cannot start: ${r.spawnError}`,
          elapsedMs: spent,
          logs,
        };
      if (r.signal !== null)
        return {
          ok: false,
          result: 'incomplete',
          reason: `${what} was killed by ${r.signal}`,
          elapsedMs: spent,
          logs,
        };
      const read = readReport(c.report);
      if ('error' in read) {
        // What the runner said last is usually why (a runner or a module the tests' user cannot find).
        const last = lastLogLine(out.path(log));
        return {
          ok: false,
          result: 'incomplete',
          reason: `${what} ${describeExit(r)} and ${read.error}${last !== null ? ` (its log ends: ${last})` : ''}`,
          elapsedMs: spent,
          logs,
        };
      }
      const kept = join(s.attemptDir, runs.length > 1 ? `report-${i + 1}.xml` : 'report.xml');
      out.writeText(kept, read.text);
      if (c.format === 'jest-json') {
        const jest = jestCases(read.text, s.cwd, s.files);
        if (!jest.ok)
          return {
            ok: false,
            result: 'incomplete',
            reason: `${what}: ${jest.reason}`,
            elapsedMs: spent,
            logs,
          };
        const unaccounted = failureUnaccounted(s.t.runner, r, jest.cases);
        if (unaccounted !== null)
          return {
            ok: false,
            result: 'incomplete',
            reason: `${what} ${unaccounted}`,
            elapsedMs: spent,
            logs,
          };
        cases.push(...jest.cases);
        continue;
      }
      const parsed = parseJunit(read.text);
      if (!parsed.ok)
        return {
          ok: false,
          result: 'incomplete',
          reason: `${what}: ${parsed.reason}`,
          elapsedMs: spent,
          logs,
        };
      // vitest's filters match more than the files named (see its argv), and mocha adds the spec
      // files its `.mocharc` lists to the ones named: only the fixture's cases count, for the exit
      // status too (a failing file of the patch's must not account for a fixture file's dead worker).
      if (
        s.t.runner === 'mocha' &&
        parsed.cases.length > 0 &&
        parsed.cases.every((x) => x.file === undefined)
      )
        return {
          ok: false,
          result: 'incomplete',
          reason: `${what}: its xunit report names no test's file (mocha writes it from 10.4 on): upgrade the project's mocha to 10.4 or later`,
          elapsedMs: spent,
          logs,
        };
      const known = new Set(s.files);
      const all = testCases(s, parsed.cases, c.testFile);
      const reported =
        s.t.runner === 'vitest' || s.t.runner === 'mocha' ? all.filter((x) => known.has(x.file)) : all;
      const disagrees = printedDisagrees(s.t.runner, out.path(log), r.outputTruncated, reported);
      if (disagrees !== null)
        return { ok: false, result: 'incomplete', reason: `${what}: ${disagrees}`, elapsedMs: spent, logs };
      const unaccounted = failureUnaccounted(s.t.runner, r, reported);
      if (unaccounted !== null) {
        const others = [
          ...new Set(all.filter((x) => x.status === 'fail' && !known.has(x.file)).map((x) => x.file)),
        ];
        const why =
          others.length > 0
            ? `${unaccounted}; the failing tests it reports are in files that are not the fixture's (${others.slice(0, 5).join(', ')}), which its configuration added (a .mocharc spec list, a vitest filter that matches more than one file): its exit status says nothing of the fixture's tests — keep those files out of the run, or list them in files`
            : unaccounted;
        return { ok: false, result: 'incomplete', reason: `${what} ${why}`, elapsedMs: spent, logs };
      }
      cases.push(...reported);
    }
    return { ok: true, cases, elapsedMs: spent, logs };
  } finally {
    if (ownDir) rmSync(reportDir, { recursive: true, force: true });
    if (driverDir !== null) rmSync(driverDir, { recursive: true, force: true });
  }
}

/** Oldest mocha whose xunit report names each test's file (and which has `bin/mocha.js`, from 10). */
const MOCHA_FROM = [10, 4] as const;

/**
 * Why the tree's mocha cannot be the runner, from its `package.json` (only to say so: a version it
 * claims falsely runs and is judged by its report as any other); null when it can, or says nothing.
 */
function mochaTooOld(cwd: string): string | null {
  let version: unknown;
  try {
    version = (
      JSON.parse(readFileSync(join(cwd, 'node_modules', 'mocha', 'package.json'), 'utf8')) as {
        version?: unknown;
      }
    ).version;
  } catch {
    return null;
  }
  const m = typeof version === 'string' ? /^(\d+)\.(\d+)\./.exec(version) : null;
  if (m === null) return null;
  const [major, minor] = [Number(m[1]), Number(m[2])];
  if (major > MOCHA_FROM[0] || (major === MOCHA_FROM[0] && minor >= MOCHA_FROM[1])) return null;
  return `the project's mocha is ${version} (node_modules/mocha): the gate runs mocha ${MOCHA_FROM.join('.')} or later, whose xunit report names each test's file (before 10 it has no bin/mocha.js either) — upgrade it (npm install --save-dev mocha@^${MOCHA_FROM[0]}.${MOCHA_FROM[1]})`;
}

/**
 * The line of a program's log that says why it failed: among the last lines (src/trace/excerpt.ts,
 * escapes and controls removed), the last that names an error (a Python traceback's, Node's
 * `Error: Cannot find module`), else the last; at most 200 characters.
 */
function lastLogLine(file: string): string | null {
  const lines = (readLogExcerpt(file, { maxLines: 40, maxChars: 4000 }) ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && l !== CUT_MARK && !/^Node\.js v\d/.test(l));
  const line =
    [...lines]
      .reverse()
      .find((l) => /\b\w*(?:Error|Exception)\b|No module named|Cannot find|not found/.test(l)) ??
    lines[lines.length - 1];
  if (line === undefined) return null;
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** pytest's closing line (`-q`): `1 failed, 3 passed, 2 warnings in 0.12s`, or `no tests ran in 0.01s`. */
const PYTEST_SUMMARY =
  /^=*\s*(?:no tests ran|(?:\d+ (?:subtests )?(?:failed|passed|skipped|deselected|xfailed|xpassed|warnings?|errors?|rerun)(?:, )?)+) in [\d.]+s(?: \([^)]*\))?\s*=*$/;
const UNITTEST_SUMMARY = /^gate-unittest: ran (\d+), failed (\d+)$/;

/** The last line a runner printed, quoted (at most 200 characters), for a count that was not found. */
function lastLine(text: string): string {
  const last = text.trimEnd().split(/\r?\n/).pop()?.trim() ?? '';
  if (last === '') return ' (it printed nothing)';
  return ` (its last line: ${JSON.stringify(last.length > 200 ? `${last.slice(0, 199)}…` : last)})`;
}

/**
 * The code under test runs in the runner's own process (pytest, the unittest driver): it can learn the
 * report's path and rewrite it after the runner wrote it. The runner prints its own count first; the
 * report must agree with it about whether anything failed, and the count must be printed exactly once
 * (a second one was printed by someone else). Null when they agree, or when the runner prints no such
 * count (node's test runner and jest run the tests in other processes than the one writing the
 * report; `command` is the project's own), or the log was cut before its end.
 */
function printedDisagrees(
  runner: TestsFixtureConfig['runner'],
  logFile: string,
  truncated: boolean,
  cases: readonly TestCase[],
): string | null {
  if ((runner !== 'pytest' && runner !== 'unittest') || truncated) return null;
  let text: string;
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return 'its log cannot be read, so its report cannot be checked against what it printed';
  }
  const pattern = runner === 'pytest' ? PYTEST_SUMMARY : UNITTEST_SUMMARY;
  const lines = text.split(/\r?\n/).filter((l) => pattern.test(l.trim()));
  if (lines.length !== 1)
    return lines.length === 0
      ? `it printed no count of its own${lastLine(text)}, so its report cannot be checked against it`
      : `it printed its count ${lines.length} times (${lines.map((l) => l.trim()).join(' | ')}): something else printed one, so its report cannot be trusted`;
  const line = (lines[0] as string).trim();
  const printedFailed =
    runner === 'pytest'
      ? [...line.matchAll(/(\d+) (?:subtests )?(?:failed|errors?)\b/g)].reduce((n, m) => n + Number(m[1]), 0)
      : Number(UNITTEST_SUMMARY.exec(line)?.[2] ?? 0);
  const reportFailed = cases.filter((c) => c.status === 'fail').length;
  if (printedFailed > 0 !== reportFailed > 0)
    return `its report (${reportFailed} failed) disagrees with what it printed ("${line}"): the report was rewritten after the runner wrote it`;
  return null;
}

/**
 * The exit status is not the verdict, but it is evidence: a runner that says something failed (a
 * non-zero exit) while its report shows no failing test — vitest when a worker dies mid-file lists the
 * file's tests as passed, an error outside any test — has a report that does not account for the
 * failure, and the run cannot be read. Not for `command` (its status is the project's own) or the
 * gate's unittest driver (it always ends 0 and prints its count).
 */
function failureUnaccounted(
  runner: TestsFixtureConfig['runner'],
  r: ProcResult,
  cases: readonly TestCase[],
): string | null {
  if (runner === 'command' || runner === 'unittest' || r.exitCode === 0 || r.exitCode === null) return null;
  if (cases.some((c) => c.status === 'fail')) return null;
  return `exited ${r.exitCode}, but its report shows no failing test: the report does not account for what failed (a test worker that died, an error outside any test)`;
}

function describeExit(r: ProcResult): string {
  return r.exitCode === null ? 'did not exit' : `exited ${r.exitCode}`;
}

/** Installed pytest plugins that take a seed, asked of Python in a neutral folder (never a checkout). */
async function pythonPlugins(proc: ProcessRunner, t: TestsFixtureConfig): Promise<PythonPlugins> {
  if (t.runner !== 'pytest') return { hypothesis: false, randomly: false };
  const dir = mkdtempSync(join(tmpdir(), 'gate-plugins-'));
  try {
    chmodSync(dir, 0o755);
    const r = await proc.run({
      file: ENV,
      args: [
        'python3',
        '-c',
        "import importlib.util as u; print(int(bool(u.find_spec('hypothesis'))), int(bool(u.find_spec('pytest_randomly'))))",
      ],
      cwd: dir,
      timeoutMs: 30_000,
    });
    const m = /^([01]) ([01])/.exec(r.stdout.trim());
    return { hypothesis: m?.[1] === '1', randomly: m?.[2] === '1' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Why a probe cannot show the tests can fail before it runs: not a patch, no file, or it changes the
 * gate's own files (a test file, the config — a failing test it edits proves nothing about the code).
 */
function probeRefusal(text: string, probe: string, oracle: ReadonlySet<string>): string | null {
  let touched: string[];
  try {
    touched = touchedPaths(parseUnifiedDiff(text));
  } catch (err) {
    if (!(err instanceof DiffParseError)) throw err;
    return `the probe ${probe} is not a patch: ${err.message}`;
  }
  if (touched.length === 0) return `the probe ${probe} changes no file`;
  const bad = touched.filter((p) => oracle.has(p));
  return bad.length > 0
    ? `the probe ${probe} changes the gate's own files (${bad.slice(0, 5).join(', ')}): a probe must change the code under test, not the tests`
    : null;
}

/** The property path of a test: its file and id, as the freeze key and the record name it. */
export function testPropertyPath(c: Pick<TestCase, 'file' | 'id'>): string {
  // A repository-path-shaped name: no control characters or backslashes, no `.`/`..` components.
  // eslint-disable-next-line no-control-regex
  const id = c.id.replace(/[\u0000-\u001f\u007f\\]/g, '?').replace(/\//g, '∕');
  const path = `${c.file}::${id}`;
  return path.length > 1000 ? `${path.slice(0, 960)}…${sha256Hex(path).slice(0, 16)}` : path;
}

/** A run of the suite as one replay's outcome. */
function asReplay(
  run: SuiteRun,
  result: ReplayRun['result'],
  exitCode: number | null,
  reason: string,
): ReplayRun {
  return { result, exitCode, reason, elapsedMs: run.elapsedMs, logs: run.logs };
}

/**
 * The outcome of a whole-suite run standing for a miss of the suite as a whole (a base replay of a run
 * past its budget): every reported test passed or was skipped, some failed, else not a decision.
 */
function wholeSuite(run: SuiteRun): ReplayRun {
  if (!run.ok) return asReplay(run, run.result, null, run.reason);
  const failed = run.cases.filter((c) => c.status === 'fail');
  return failed.length === 0
    ? asReplay(run, 'pass', 0, `the suite completed: ${run.cases.length} test(s), none failed`)
    : asReplay(run, 'fail', 1, `${failed.length} test(s) failed (${failed[0]?.file}::${failed[0]?.id})`);
}

/**
 * How a candidate run's report falls short of the base run's inventory, per test (file and id):
 * `missing`, a test reported fewer times than the base ran it; `skipped`, one the base ran that this
 * run reports as skipped (code under test can skip the test that calls it with the runner's public
 * API — a skip is not a pass); `extra`, one reported more times than on the base (code under test can
 * register a test of its own under a base test's name). A test the base skipped may run or stay
 * skipped.
 */
export function inventoryGaps(
  base: readonly Pick<TestCase, 'file' | 'id' | 'status'>[],
  candidate: readonly Pick<TestCase, 'file' | 'id' | 'status'>[],
): { missing: string[]; skipped: string[]; extra: string[] } {
  const tally = (cases: readonly Pick<TestCase, 'file' | 'id' | 'status'>[]) => {
    const out = new Map<string, { n: number; ran: number }>();
    for (const c of cases) {
      const k = `${c.file}::${c.id}`;
      const t = out.get(k) ?? { n: 0, ran: 0 };
      t.n++;
      if (c.status !== 'skip') t.ran++;
      out.set(k, t);
    }
    return out;
  };
  const b = tally(base);
  const c = tally(candidate);
  const missing: string[] = [];
  const skipped: string[] = [];
  const extra: string[] = [];
  for (const [k, was] of b) {
    const now = c.get(k) ?? { n: 0, ran: 0 };
    if (now.n < was.n) missing.push(k);
    else if (now.ran < was.ran) skipped.push(k);
  }
  for (const [k, now] of c) {
    const was = b.get(k);
    if (was !== undefined && now.n > was.n) extra.push(k);
  }
  return { missing, skipped, extra };
}

/** The outcome of one run of one test (a retry, a base replay): pass or fail of that test, else not a decision. */
function oneTest(run: SuiteRun, c: TestCase): ReplayRun {
  if (!run.ok) return asReplay(run, run.result, null, run.reason);
  const same = run.cases.filter((x) => x.file === c.file && x.id === c.id);
  const found = same.find((x) => x.status !== 'skip');
  if (found !== undefined && same.some((x) => x.status === 'skip'))
    return asReplay(run, 'incomplete', null, `the runner reported ${c.id} both as skipped and as run`);
  if (found === undefined)
    return asReplay(
      run,
      'incomplete',
      null,
      same.length > 0 ? `the runner reported ${c.id} as skipped` : `the runner did not report ${c.id}`,
    );
  // Reported more than once (a test of the code under test's under its name): any failure counts.
  const failed = same.find((x) => x.status === 'fail');
  if (failed !== undefined)
    return asReplay(run, 'fail', 1, `the test failed${failed.message ? `: ${failed.message}` : ''}`);
  return asReplay(run, 'pass', 0, 'the test passed');
}

/**
 * The test files the patch adds under the fixture's globs (regular files in the candidate checkout,
 * none of the base's): the candidate's own claims.
 */
function patchTestFiles(
  root: string,
  changed: readonly string[],
  t: TestsFixtureConfig,
  files: readonly string[],
): string[] {
  const matches = globMatcher(t.files);
  const base = new Set(files);
  return changed
    .filter((p) => matches(p) && !base.has(p) && checkRepoPath(p) === undefined)
    .filter((p) => {
      try {
        return lstatSync(join(root, p)).isFile();
      } catch {
        return false;
      }
    })
    .sort();
}

/** What a run of the patch's own tests found, for the trace (bounded). */
function patchTestsSummary(files: readonly string[], run: SuiteRun): PatchTestsSummary {
  const listed = files.slice(0, 100);
  if (!run.ok)
    return {
      files: listed,
      passed: 0,
      failed: 0,
      skipped: 0,
      failures: [],
      reason: run.reason.slice(0, 4000),
    };
  const failed = run.cases.filter((c) => c.status === 'fail');
  return {
    files: listed,
    passed: run.cases.filter((c) => c.status === 'pass').length,
    failed: failed.length,
    skipped: run.cases.filter((c) => c.status === 'skip').length,
    failures: failed.slice(0, 20).map((c) => {
      const message = c.message?.split('\n')[0]?.slice(0, 500);
      return { test: testPropertyPath(c).slice(0, 4000), ...(message ? { message } : {}) };
    }),
  };
}

export interface TestsStage {
  replays: ReplayOutcome[];
  misses: PendingMiss[];
  artifacts: ArtifactRef[];
  probes: FixtureProbeOutcome[];
  /** A tests fixture whose globs match no file on the base revision (UNBOUND). */
  unbound?: string;
  /** A tests fixture whose probe made no test fail (FIXTURE_NOT_FALSIFIABLE). */
  notFalsifiable?: string;
}

function inTree<R>(
  ctx: FixtureContext,
  side: 'candidate' | 'base',
  run: (cwd: string, scratch?: string) => Promise<R>,
): Promise<R> {
  if (ctx.trees !== undefined) return ctx.trees[side]((t) => run(t.dir, t.scratch));
  if (side === 'base') {
    if (ctx.baseCheckout === undefined) throw new Error('no tree of the base revision is available');
    return ctx.baseCheckout(run);
  }
  return run(ctx.root);
}

/** A `tests:` fixture's probe run, decided once the base inventory is known. */
interface PendingProbe {
  probe: string;
  probeSha?: string;
  /** How long the probe's own run took. */
  elapsedMs: number;
  /** The tests that failed with the probe applied. */
  failed: TestCase[];
  /** Why it cannot show the fixture can fail, where no test failed. */
  reason: string;
  logs: string[];
}

const caseKey = (c: Pick<TestCase, 'file' | 'id'>): string => `${c.file}\u0000${c.id}`;

/**
 * Whether the tests that failed with the probe applied show the fixture can fail: some must, and,
 * where the base revision's run of the suite is known (`base`), one of them must be a test that passes
 * there. A failure the runner reports for a file that did not load is no such test: on a candidate the
 * same breakage is a suite with fewer tests than the base's (INCOMPLETE, a hold), never a miss.
 */
function probeReason(
  failed: readonly TestCase[],
  base: readonly TestCase[] | null,
): { falsifiable: boolean; reason: string } {
  if (failed.length === 0)
    return {
      falsifiable: false,
      reason:
        'every test passed with the probe applied: this check cannot fail — do the tests load the code under test?',
    };
  const passing = base === null ? null : new Set(base.filter((c) => c.status === 'pass').map(caseKey));
  const real = passing === null ? failed : failed.filter((c) => passing.has(caseKey(c)));
  const first = real[0];
  if (first === undefined) {
    const shown = failed
      .slice(0, 3)
      .map((c) => `${c.file}::${c.id}`)
      .join(', ');
    return {
      falsifiable: false,
      reason: `${failed.length} failure(s) with the probe applied (${shown}${failed.length > 3 ? ', …' : ''}), none of them a test that passes without it: the probe stops tests from loading or running rather than making one fail — on a candidate that is INCOMPLETE, never a miss; make the probe a bug some test asserts against`,
    };
  }
  return {
    falsifiable: true,
    reason: `${real.length} test(s) failed with the probe applied (${first.file}::${first.id}): the fixture can fail`,
  };
}

/** Records a `tests:` fixture's probe outcome (trace.fixture_probes) and says it in the log. */
function settleProbe(
  ctx: FixtureContext,
  stage: TestsStage,
  t: TestsFixtureConfig,
  p: PendingProbe,
  falsifiable: boolean,
  reason: string,
): void {
  stage.probes.push({
    target: t.target,
    probe: p.probe,
    result: falsifiable ? 'falsifiable' : 'not_falsifiable',
    ...(p.probeSha !== undefined ? { probe_sha256: p.probeSha } : {}),
    seeds_tried: [t.seeds[0] as number],
    ...(falsifiable ? { missed_seed: t.seeds[0] as number } : {}),
    replays: 1,
    elapsed_ms: p.elapsedMs,
    reason,
    logs: p.logs,
  });
  ctx.log.info(
    `gate: fixture  ${t.target} probe: ${falsifiable ? 'falsifiable' : 'not_falsifiable'} — ${reason}`,
  );
}

/** Every `tests:` fixture: probe, base inventory, one candidate run per seed, a pending miss per failing test. */
export async function runTestsFixtures(
  ctx: FixtureContext,
  fixtures: readonly TestsFixtureConfig[],
  replayTimeoutMs: number,
  concurrency: number,
  pins: PinnedOracle,
  ranked: (target: string, seed: number) => boolean,
): Promise<TestsStage> {
  const stage: TestsStage = { replays: [], misses: [], artifacts: [], probes: [] };
  for (const t of fixtures) {
    const files = (await protectedFiles(ctx.oracle.tree, t.files)).sort();
    const base = `fixtures/${slug(t.target)}`;
    if (files.length === 0) {
      stage.unbound = `${t.target}: no file of the base revision matches the test globs ${t.files.join(', ')}`;
      return stage;
    }
    const named = new Set(files);
    const blobs = pins.entries.filter((e) => e.kind === 'file' && named.has(e.path));
    const digest = sha256Hex(JSON.stringify(blobs.map((e) => [e.path, e.kind === 'file' ? e.id : ''])));
    const plugins = await pythonPlugins(ctx.proc, t);
    const seeding = seedingOf(t.runner, plugins);
    const timeoutMs = t.timeout_ms ?? replayTimeoutMs;
    // The patch's own test files: run and reported, never the oracle.
    const own = patchTestFiles(ctx.root, ctx.patch.changed, t, files);
    const ownSet = new Set(own);
    // The trees the oracle runs in hold none of them: a base test file that loads every file of its
    // folder (`test/issues/*.js`) would run them with the oracle, their hooks and failures included.
    // Nor do they hold what the patch adds to a folder of tests (test data, a helper): a base test that
    // reads every file of its folder (`test/cases/*.json`) would read it as the base's. Nor any file it
    // adds under a test file's name, which the runner's own configuration may collect beside the
    // fixture's files (a `.mocharc` `spec` list, a vitest filter that matches more than one path).
    const added = ctx.patch.diff.files.flatMap((f) =>
      f.newPath !== null && (f.status === 'added' || f.status === 'renamed' || f.status === 'copied')
        ? [f.newPath]
        : [],
    );
    const hidden = [
      ...new Set([...own, ...inTestsFolder(added, files), ...added.filter((p) => NAMED_AS_TEST.test(p))]),
    ].filter((p) => checkRepoPath(p) === undefined);
    let kept = false;
    const oracleTree = async (cwd: string): Promise<void> => {
      if (hidden.length === 0 || ctx.trees === undefined) return;
      if (await ctx.trees.hide(cwd, hidden)) return;
      if (!kept)
        ctx.log.info(
          `gate: fixture  ${t.target}: the patch's own test files and what it adds to a folder of tests stay in the tree the base's tests run in (the trees are the checkout itself, not views): a base test file that loads or reads them runs them with the oracle`,
        );
      kept = true;
    };
    const spec = (
      cwd: string,
      attemptDir: string,
      seed: number,
      scratch?: string,
      only?: TestCase,
    ): RunSpec => ({
      t,
      files,
      seed,
      cwd,
      attemptDir,
      timeoutMs,
      pins,
      plugins,
      ...(scratch !== undefined ? { scratch } : {}),
      ...(only !== undefined ? { only } : {}),
    });
    ctx.log.info(`gate: fixture  ${t.target}: ${files.length} test file(s), runner ${t.runner} — ${seeding}`);

    // The probe: a known bug of the code under test on which some test must fail. A failure counts
    // only if it is a test the base revision's run reports passing (decided once the base inventory is
    // known, below): a probe that stops a test file loading makes the runner report the file, not a
    // test, as failed — on a candidate that is a suite with fewer tests (INCOMPLETE), never a miss.
    let probed: PendingProbe | undefined;
    if (t.probe !== null) {
      const probe = t.probe;
      const started = Date.now();
      let reason: string;
      let failed: TestCase[] = [];
      let probeSha: string | undefined;
      let logs: string[] = [];
      try {
        const probeFile = await ctx.oracle.locate(probe);
        ctx.oracle.reads.push(probe);
        const bytes = readFileSync(probeFile);
        probeSha = sha256Hex(bytes);
        const seed = t.seeds[0] as number;
        const refused = probeRefusal(
          bytes.toString('utf8'),
          probe,
          new Set(pins.entries.filter((e) => e.kind !== 'folder').map((e) => e.path)),
        );
        const ran =
          refused !== null
            ? { reason: refused }
            : await inTree(ctx, 'base', async (dir, scratch) => {
                const applied = await applyProbe(dir, probeFile);
                if (applied !== null)
                  return { reason: `the probe ${probe} does not apply to the base revision: ${applied}` };
                return { run: await runSuite(ctx.proc, spec(dir, `${base}/probe`, seed, scratch), ctx.out) };
              });
        if ('run' in ran && ran.run !== undefined) {
          logs = ran.run.logs;
          if (!ran.run.ok) reason = `the suite did not complete with the probe applied: ${ran.run.reason}`;
          else {
            failed = ran.run.cases.filter((c) => c.status === 'fail');
            reason = probeReason(failed, null).reason;
          }
        } else reason = (ran as { reason: string }).reason;
      } catch (err) {
        reason = `the probe cannot be run: ${err instanceof Error ? err.message : String(err)}`;
      }
      probed = {
        probe,
        elapsedMs: Date.now() - started,
        failed,
        reason,
        logs,
        ...(probeSha !== undefined ? { probeSha } : {}),
      };
      if (failed.length === 0) {
        settleProbe(ctx, stage, t, probed, false, reason);
        stage.notFalsifiable = `${t.target}: ${reason}`;
        return stage;
      }
    } else {
      stage.probes.push({
        target: t.target,
        probe: null,
        result: 'no_probe',
        seeds_tried: [],
        replays: 0,
        elapsed_ms: 0,
        reason:
          'nothing shows this fixture can fail: it names no probe (version: 1); add a probe, a known bug of the code under test on which some test fails',
        logs: [],
      });
    }

    // The listed seeds this job runs (its shard's slice), then the fresh ones it draws itself: a fresh
    // seed is not known before the run, so it is never split between shards.
    const fresh = new Set(t.fresh_seeds !== undefined ? drawFreshSeeds(t.fresh_seeds, t.seeds) : []);
    const seeds = [...t.seeds.filter((seed) => ranked(t.target, seed)), ...fresh];
    if (fresh.size > 0)
      ctx.log.info(`gate: fixture  ${t.target}: fresh seed(s) drawn for this run: ${[...fresh].join(', ')}`);
    // The base inventory: which tests the base revision's run reports.
    // The base inventory and the candidate runs do not depend on each other: side by side where the
    // budgets allow more than one replay at a time (each keeps its own budget).
    const inventoryRun = () =>
      inTree(ctx, 'base', (dir, scratch) =>
        runSuite(ctx.proc, spec(dir, `${base}/base-inventory`, t.seeds[0] as number, scratch), ctx.out),
      );
    const candidateRuns = async (): Promise<SuiteRun[]> => {
      const runs: SuiteRun[] = [];
      for (const seed of seeds)
        runs.push(
          await inTree(ctx, 'candidate', async (cwd, scratch) => {
            await oracleTree(cwd);
            return runSuite(ctx.proc, spec(cwd, `${base}/seed-${seed}/attempt-1`, seed, scratch), ctx.out);
          }),
        );
      return runs;
    };
    // A shard with no seed of this fixture still runs the inventory where the probe needs it, so every
    // shard decides the probe the same.
    if (seeds.length === 0 && probed === undefined) continue;
    const [inventory, firsts] =
      concurrency > 1
        ? await Promise.all([inventoryRun(), candidateRuns()])
        : [await inventoryRun(), await candidateRuns()];
    if (probed !== undefined) {
      // The probe's failures against the base inventory (a suite that did not complete on the base
      // holds every seed below; the probe keeps what its own run showed).
      const decided = probeReason(probed.failed, inventory.ok ? inventory.cases : null);
      settleProbe(ctx, stage, t, probed, decided.falsifiable, decided.reason);
      if (!decided.falsifiable) {
        stage.notFalsifiable = `${t.target}: ${decided.reason}`;
        return stage;
      }
    }
    if (seeds.length === 0) continue;
    // The patch's own tests, once at the first seed run: a runner that takes files runs them apart;
    // `runner: command` runs what it runs, so their cases are set apart from its report instead.
    let patchTests: PatchTestsSummary | undefined;
    if (own.length > 0) {
      const seed = seeds[0] as number;
      let ownRun: SuiteRun;
      if (t.runner === 'command') {
        // The oracle's runs held none of them: one more run of the command, in a tree that does.
        const all = await inTree(ctx, 'candidate', (cwd, scratch) =>
          runSuite(ctx.proc, spec(cwd, `${base}/patch-tests`, seed, scratch), ctx.out),
        );
        ownRun = all.ok ? { ...all, cases: all.cases.filter((c) => ownSet.has(c.file)) } : all;
      } else {
        ownRun = await inTree(ctx, 'candidate', (cwd, scratch) =>
          runSuite(ctx.proc, { ...spec(cwd, `${base}/patch-tests`, seed, scratch), files: own }, ctx.out),
        );
      }
      patchTests = patchTestsSummary(own, ownRun);
      ctx.log.info(
        `gate: fixture  ${t.target}: the patch's own tests (${own.length} file(s), not the oracle): ${
          patchTests.reason !== undefined
            ? `did not complete (${patchTests.reason})`
            : `${patchTests.passed} passed, ${patchTests.failed} failed, ${patchTests.skipped} skipped`
        }`,
      );
    }
    // Whatever the patch's own files reported is not the oracle's (runner: command may report them).
    for (const run of firsts) if (run.ok) run.cases = run.cases.filter((c) => !ownSet.has(c.file));
    const baseCases = inventory.ok ? inventory.cases : null;
    for (const [k, seed] of seeds.entries()) {
      const dir = `${base}/seed-${seed}`;
      const first = firsts[k] as SuiteRun;
      const pending: PendingMiss[] = [];
      const common = {
        target: t.target,
        generator: '',
        inputs: [] as string[],
        seed,
        generatorFile: '',
        invariantFile: '',
        pins,
        inputsSha256: digest,
        baseInputsSha256: digest,
      };
      const replay: ReplayOutcome = {
        target: t.target,
        manifest: ctx.configFile,
        invariant: files[0] as string,
        seed,
        code: 'REPLAY_MATCH',
        binding_sha256: sha256Hex(JSON.stringify([ctx.patch.digest, digest, t.runner, seed])),
        inputs_sha256: digest,
        base_inputs_sha256: digest,
        budget_ok: first.ok || first.result !== 'budget',
        transcript_complete: first.ok || first.result !== 'incomplete',
        exit_code: null,
        reason: '',
        elapsed_ms: first.elapsedMs,
        logs: first.logs,
        ...(fresh.has(seed) ? { fresh_seed: true as const } : {}),
      };
      // The suite as one miss: a base replay of a run past its budget (or a retry, were it a failure)
      // runs the whole suite again, in a tree of its own, as the first run did.
      const whole = (run: ReplayRun, path: string): PendingMiss => ({
        ...common,
        replay,
        invariant: path,
        invariantSha256: digest,
        first: run,
        dir: `${dir}/suite`,
        rerun: {
          candidate: async (proc, cwd, attemptDir, scratch) => {
            await oracleTree(cwd);
            return wholeSuite(await runSuite(proc, spec(cwd, attemptDir, seed, scratch), ctx.out));
          },
          base: async (proc, cwd, attemptDir, scratch) =>
            wholeSuite(await runSuite(proc, spec(cwd, attemptDir, seed, scratch), ctx.out)),
        },
      });
      /** The whole suite as one incomplete miss (no per-test verdict can be read from this run). */
      const incomplete = (why: string): void => {
        replay.reason = why;
        replay.transcript_complete = false;
        pending.push(
          whole(
            {
              result: 'incomplete',
              exitCode: null,
              reason: why,
              elapsedMs: first.elapsedMs,
              logs: first.logs,
            },
            files[0] as string,
          ),
        );
      };
      if (!first.ok) {
        replay.reason = first.reason;
        pending.push(
          whole(
            {
              result: first.result,
              exitCode: null,
              reason: first.reason,
              elapsedMs: first.elapsedMs,
              logs: first.logs,
            },
            files[0] as string,
          ),
        );
      } else if (baseCases === null) {
        incomplete(
          `the suite did not complete on the base revision (${inventory.ok ? '' : inventory.reason}): nothing to compare with`,
        );
      } else {
        const gaps = inventoryGaps(baseCases, first.cases);
        const missing = [...gaps.missing, ...gaps.skipped];
        const failed = first.cases.filter((c) => c.status === 'fail');
        const counts = {
          passed: first.cases.filter((c) => c.status === 'pass').length,
          failed: failed.length,
          skipped: first.cases.filter((c) => c.status === 'skip').length,
        };
        replay.tests = {
          runner: t.runner,
          files: files.length,
          ...counts,
          missing: missing.length,
          seeding,
          ...(k === 0 && patchTests !== undefined ? { patch_tests: patchTests } : {}),
        } satisfies TestsRunSummary;
        const some = (ids: string[]): string => `${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''}`;
        const why: string[] = [];
        if (gaps.missing.length > 0)
          why.push(
            `${gaps.missing.length} test(s) that ran on the base revision did not run on this patch (${some(gaps.missing)}): the suite did not complete`,
          );
        if (gaps.skipped.length > 0)
          why.push(
            `${gaps.skipped.length} test(s) that ran on the base revision were skipped on this patch (${some(gaps.skipped)}): a test the code under test skips is not a pass`,
          );
        if (gaps.extra.length > 0)
          why.push(
            `${gaps.extra.length} test(s) were reported more times on this patch than on the base revision (${some(gaps.extra)}): a test the code under test adds under a base test's name is not that test`,
          );
        if (why.length > 0) incomplete(why.join('; '));
        failed.forEach((c, n) => {
          const fileBlob = pins.entries.find((e) => e.path === c.file);
          const missDir = `${dir}/test-${n + 1}-${slug(c.id)}`;
          pending.push({
            ...common,
            replay,
            invariant: testPropertyPath(c),
            invariantSha256: fileBlob !== undefined && fileBlob.kind === 'file' ? fileBlob.id : digest,
            first: {
              result: 'fail',
              exitCode: 1,
              reason: `the test failed${c.message ? `: ${c.message}` : ''}`,
              elapsedMs: first.elapsedMs,
              logs: first.logs,
            },
            dir: missDir,
            test: {
              file: c.file,
              id: c.id,
              ...(c.line !== undefined ? { line: c.line } : {}),
              ...(c.message !== undefined ? { message: c.message } : {}),
            },
            rerun: {
              candidate: async (proc, cwd, attemptDir, scratch) => {
                await oracleTree(cwd);
                return oneTest(await runSuite(proc, spec(cwd, attemptDir, seed, scratch, c), ctx.out), c);
              },
              base: async (proc, cwd, attemptDir, scratch) =>
                oneTest(await runSuite(proc, spec(cwd, attemptDir, seed, scratch, c), ctx.out), c),
            },
          });
        });
        const said =
          failed.length > 0
            ? `${failed.length} of ${first.cases.length} test(s) failed`
            : `${counts.passed} test(s) passed, ${counts.skipped} skipped`;
        replay.reason = missing.length > 0 ? `${replay.reason}; ${said}` : said;
      }
      if (pending.length > 0) replay.code = 'REPLAY_MISS';
      stage.artifacts.push(ctx.out.writeJson(`${dir}/replay.json`, replay));
      stage.replays.push(replay);
      stage.misses.push(...pending);
      ctx.log.info(`gate: fixture  ${t.target} seed ${seed}: ${replay.code} (${replay.reason})`);
    }
  }
  return stage;
}

/** What `gate check` needs to run a `tests:` fixture on the user's checkout. */
export interface CheckTestsEnv {
  proc: ProcessRunner;
  /** The checkout (its working tree as it is). */
  cwd: string;
  out: FixtureContext['out'];
  replayTimeoutMs: number;
  /** The config's own oracle files (a probe that changes one proves nothing). */
  oraclePaths: readonly string[];
  /** Runs `run` in a throwaway copy of the checkout (where the probe is applied). */
  inCopy: <R>(run: (dir: string) => Promise<R>) => Promise<R>;
  say: (line: string) => void;
  /** `gate run` here would start the tests as a sandbox user (root, or passwordless sudo). */
  sandboxed?: boolean;
}

/**
 * `gate check` of a `tests:` fixture on the checkout: at every seed every test must pass (a suite that
 * is red here cannot grade a patch), and the probe, applied to a copy, must make some test fail.
 * Returns the problems, each a sentence naming the fixture; `runs` counts the suite runs spent at the
 * seeds, `probeRuns` those with the probe applied.
 */
export async function checkTestsFixture(
  env: CheckTestsEnv,
  t: TestsFixtureConfig,
): Promise<{ problems: { field: 'tests' | 'probe'; message: string }[]; runs: number; probeRuns: number }> {
  const problems: { field: 'tests' | 'probe'; message: string }[] = [];
  const listed = (
    await git(env.cwd, ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], 'utf8')
  )
    .split('\0')
    .filter((f) => f !== '');
  const matches = globMatcher(t.files);
  const files = [...new Set(listed.filter((f) => matches(f)))].sort();
  if (files.length === 0) {
    problems.push({
      field: 'tests',
      message: `${t.target}: no file of the checkout matches ${t.files.join(', ')}`,
    });
    return { problems, runs: 0, probeRuns: 0 };
  }
  const plugins = await pythonPlugins(env.proc, t);
  const noPins = new PinnedOracle([]);
  const spec = (cwd: string, attemptDir: string, seed: number): RunSpec => ({
    t,
    files,
    seed,
    cwd,
    attemptDir,
    timeoutMs: t.timeout_ms ?? env.replayTimeoutMs,
    pins: noPins,
    plugins,
  });
  env.say(
    `  tests       ${t.target}: ${files.length} file(s), runner ${t.runner} — ${seedingOf(t.runner, plugins)}`,
  );
  if (env.sandboxed === true && (t.runner === 'pytest' || t.runner === 'unittest')) {
    const other = sandboxPython(
      t.runner,
      process.env.PATH ?? '',
      (python) =>
        // From `/`: `-c` puts the working folder first on sys.path, and the checkout's files are not
        // what that user's Python has installed.
        spawnSync(python, ['-c', 'import pytest'], { cwd: '/', stdio: 'ignore', timeout: 30_000 }).status ===
        0,
    );
    if (other?.problem !== undefined)
      problems.push({ field: 'tests', message: `${t.target}: ${other.problem}` });
    if (other?.note !== undefined) env.say(`  note        ${t.target}: ${other.note}`);
  }
  let runs = 0;
  let probeRuns = 0;
  let green = true;
  /** The first seed's cases: what the probe's failures must be among (probeReason). */
  let baseCases: TestCase[] | null = null;
  for (const seed of t.seeds) {
    const run = await runSuite(
      env.proc,
      spec(env.cwd, `check/${slug(t.target)}/seed-${seed}`, seed),
      env.out,
    );
    runs++;
    if (!run.ok) {
      green = false;
      problems.push({
        field: 'tests',
        message: `${t.target} seed ${seed}: the suite did not complete (${run.reason})`,
      });
      continue;
    }
    if (seed === t.seeds[0]) baseCases = run.cases;
    const failed = run.cases.filter((c) => c.status === 'fail');
    if (failed.length > 0) {
      green = false;
      const names = failed
        .slice(0, 5)
        .map((c) => `${c.file}::${c.id}${c.message ? ` (${c.message.split('\n')[0]})` : ''}`);
      problems.push({
        field: 'tests',
        message: `${t.target} seed ${seed}: ${failed.length} test(s) fail on this checkout: ${names.join('; ')}${failed.length > 5 ? '; …' : ''} — a suite must pass before it can grade a patch`,
      });
    } else {
      env.say(
        `  ran tests   ${t.target} seed ${seed}: ${run.cases.length} test(s), none failed (${run.elapsedMs} ms)`,
      );
      const budget = t.timeout_ms ?? env.replayTimeoutMs;
      if (run.elapsedMs > budget / 2)
        problems.push({
          field: 'tests',
          message: `${t.target} seed ${seed}: the suite took ${run.elapsedMs} ms of its ${budget} ms budget here: in gate run (the sandbox, a busy runner) it can run past it and end BUDGET — set timeout_ms to at least ${Math.ceil((run.elapsedMs * 3) / 1000) * 1000}`,
        });
    }
  }
  // The probe only means something for a suite that passes here.
  if (!green || t.probe === null) return { problems, runs, probeRuns };
  const probe = t.probe;
  let text: string;
  try {
    text = readFileSync(join(env.cwd, probe), 'utf8');
  } catch (err) {
    problems.push({
      field: 'probe',
      message: `${t.target}: the probe ${probe} cannot be read (${(err as Error).message})`,
    });
    return { problems, runs, probeRuns };
  }
  const refused = probeRefusal(text, probe, new Set([...env.oraclePaths, ...files]));
  if (refused !== null) {
    problems.push({ field: 'probe', message: `${t.target}: FIXTURE_NOT_FALSIFIABLE: ${refused}` });
    return { problems, runs, probeRuns };
  }
  const seed = t.seeds[0] as number;
  const probed = await env.inCopy(async (dir) => {
    const applied = await applyProbe(dir, join(env.cwd, probe));
    if (applied !== null) return `the probe ${probe} does not apply to this checkout: ${applied}`;
    const run = await runSuite(env.proc, spec(dir, `check/${slug(t.target)}/probe`, seed), env.out);
    probeRuns++;
    if (!run.ok) return `the suite did not complete with the probe applied (${run.reason})`;
    const decided = probeReason(
      run.cases.filter((c) => c.status === 'fail'),
      baseCases,
    );
    if (!decided.falsifiable) return decided.reason;
    env.say(`  probed      ${t.target}: ${decided.reason}`);
    return null;
  });
  if (probed !== null)
    problems.push({ field: 'probe', message: `${t.target}: FIXTURE_NOT_FALSIFIABLE: ${probed}` });
  return { problems, runs, probeRuns };
}
