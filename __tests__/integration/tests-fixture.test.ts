/**
 * `tests:` fixtures (SPEC §12) on real repositories, each with the gate.yml a newcomer writes from the
 * README: the project's own node:test, jest, vitest, mocha, pytest and unittest suites as the oracle. A real regression
 * REJECTs naming the test; a test already red on the base says so; a flaky test is SCHEDULER and the
 * freeze of its exact triple makes the next run SKIP; editing an existing test with code is
 * CONTAMINATED; deleting a test file is caught; a runner killed mid-run is INCOMPLETE.
 */
import { describe, expect, it } from '@jest/globals';
import { chmodSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { parseTraceText } from '../../src/trace/schema.js';
import { renderSummary, renderTitle } from '../../src/report/summary.js';
import { terminalReport } from '../../src/report/terminal.js';
import { checkConfiguration } from '../../src/commands/check.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { sandboxUserHasPytest } from '../helpers/python.js';
import { tempDir } from '../helpers/tmp.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');

/** A side folder the sandbox user can write (a flaky test's counter lives outside every tree). */
function sideFolder(): string {
  const dir = tempDir('gate-tests-side-');
  chmodSync(dir, 0o1777);
  return dir;
}

function gateYml(runner: string, files: string, extra = ''): string {
  // What the README's `tests:` example says, with the runner and globs of this project.
  return `version: 1
budgets:
  replay_timeout_ms: 60000
  retry_cap: 2
fixtures:
  - target: unit
    tests:
      runner: ${runner}
      files: ["${files}"]
      seeds: [7]
${extra}`;
}

const NODE_LIB = `export const add = (a, b) => a + b;\nexport const sub = (a, b) => a - b;\n`;
const NODE_TEST = `import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { add, sub } from '../src/math.mjs';
describe('math', () => {
  test('adds', () => {
    assert.equal(add(2, 3), 5, 'two and three make five');
  });
  test('subtracts', () => {
    assert.equal(sub(5, 3), 2);
  });
});
`;
const NODE_TEST2 = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { add } from '../src/math.mjs';
test('adds zero', () => {
  assert.equal(add(4, 0), 4);
});
`;

function nodeProject(extra: Files = {}): Files {
  return {
    'gate.yml': gateYml('node-test', 'test/**/*.test.mjs'),
    'src/math.mjs': NODE_LIB,
    'test/math.test.mjs': NODE_TEST,
    'test/zero.test.mjs': NODE_TEST2,
    'README.md': 'project\n',
    ...extra,
  };
}

interface World {
  repo: TestRepo;
  base: string;
}

function world(base: Files, candidate: Files): World {
  const repo = new TestRepo();
  const b = repo.commit(base, 'base');
  repo.checkout(b, 'cand');
  repo.commit(candidate, 'candidate');
  return { repo, base: b };
}

async function gradeWith(
  w: World,
  runNumber?: number,
  sandbox?: 'off',
  shard?: { index: number; count: number },
): Promise<Trace> {
  w.repo.git('clean', '-fdxq', '-e', '.gate');
  const { trace } = await runGate({
    cwd: w.repo.dir,
    config: 'gate.yml',
    base: w.base,
    outDir: '.gate',
    log: silentLogger,
    ...(runNumber !== undefined ? { runNumber } : {}),
    ...(sandbox !== undefined ? { sandbox } : {}),
    ...(shard !== undefined ? { shard } : {}),
  });
  expectNoUnallowedPass(trace);
  // The trace as written is the schema's (the report mode reads it back through it).
  const read = parseTraceText(readFileSync(join(w.repo.dir, '.gate', 'trace.json')));
  expect(read.ok ? [] : read.errors).toEqual([]);
  return trace;
}

const grade = (w: World, runNumber?: number) => gradeWith(w, runNumber);

describe('tests: node-test', () => {
  it("the log's classify line names the failing test (each test is its own miss)", async () => {
    const w = world(nodeProject(), { 'src/math.mjs': NODE_LIB.replace('a + b', 'a * b') });
    w.repo.git('clean', '-fdxq', '-e', '.gate');
    const lines: string[] = [];
    const { trace } = await runGate({
      cwd: w.repo.dir,
      config: 'gate.yml',
      base: w.base,
      outDir: '.gate',
      log: { info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) },
    });
    expect([trace.verdict, trace.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(lines.filter((l) => l.startsWith('gate: classify unit')).sort()).toEqual([
      expect.stringMatching(/^gate: classify unit test\/math\.test\.mjs::math > adds seed 7: PROPERTY \(/),
      expect.stringMatching(/^gate: classify unit test\/zero\.test\.mjs::adds zero seed 7: PROPERTY \(/),
    ]);
  }, 120_000);

  it('a patch that breaks loading the tests is never a pass, and the reviewer is told what did not run and why it may be', async () => {
    const w = world(nodeProject(), {
      'src/math.mjs': "import { nope } from './missing.mjs';\n" + NODE_LIB,
    });
    const t = await grade(w);
    expect(t.conclusion).not.toBe('success');
    // The base's tests did not run (node could not load the file): held, not a pass and not a
    // rejection (a patch that keeps the base's tests from running is not graded by them).
    expect([t.verdict, t.label]).toEqual(['HOLD', 'INCOMPLETE']);
    const summary = renderSummary(t);
    expect(summary).toContain('did not run on this patch');
    expect(summary).toContain('an import or a syntax error');
    expect(summary).not.toContain('within its budget');
  }, 120_000);

  it('globs that match no test file hold the run, naming the fixture and the globs (not a manifest)', async () => {
    const w = world(nodeProject({ 'gate.yml': gateYml('node-test', 'tests/**/*.test.mjs') }), {
      'src/math.mjs': NODE_LIB + '// x\n',
    });
    const t = await grade(w);
    expect(t.conclusion).not.toBe('success');
    expect(t.stages.find((s) => s.name === 'fixture')?.code).toBe('UNBOUND');
    const title = renderTitle(t);
    expect(title).toContain('tests/**/*.test.mjs');
    const summary = renderSummary(t);
    expect(summary).toContain('tests.files');
    expect(summary).not.toContain('Fix the manifest');
  }, 120_000);

  it('an honest patch passes; the runner said what it could not seed', async () => {
    const w = world(nodeProject(), { 'src/math.mjs': NODE_LIB + 'export const mul = (a, b) => a * b;\n' });
    const t = await grade(w);
    expect(t.verdict).toBe('CLEAR');
    expect(t.conclusion).toBe('success');
    const r = t.replays.find((x) => x.target === 'unit');
    expect(r?.tests).toMatchObject({ runner: 'node-test', files: 2, passed: 3, failed: 0, missing: 0 });
    expect(r?.tests?.seeding).toMatch(/GATE_SEED/);
  }, 180_000);

  it('a real regression REJECTs as PROPERTY naming the test, its line and its message', async () => {
    const w = world(nodeProject(), { 'src/math.mjs': NODE_LIB.replace('a + b', 'a + b + 1') });
    const t = await grade(w);
    expect(t.verdict).toBe('REJECT');
    expect(t.label).toBe('PROPERTY');
    const names = t.misses.map((m) => m.invariant).sort();
    expect(names).toEqual(['test/math.test.mjs::math > adds', 'test/zero.test.mjs::adds zero']);
    const adds = t.misses.find((m) => m.test?.id === 'math > adds');
    expect(adds?.test).toMatchObject({ file: 'test/math.test.mjs', line: 6, base_result: 'pass' });
    expect(adds?.test?.message).toMatch(/two and three make five/);
    expect(adds?.decision.label).toBe('PROPERTY');
    expect(adds?.retries).toEqual(['fail', 'fail']);
    // The reviewer reads a count in the title, and each test with its line and assertion.
    expect(renderTitle(t)).toMatch(/2 tests fail on this patch and pass on base/);
    const summary = renderSummary(t);
    expect(summary).toContain('- **test:** math &gt; adds in test/math\\.test\\.mjs\\:6');
    expect(summary).toMatch(/\*\*assertion:\*\* two and three make five/);
    // The runner keeps no load record: the summary does not say the tests never loaded the code.
    expect(t.exercised?.unloaded).toEqual([]);
    expect(summary).not.toContain('nothing here tested it');
    // An assertion's diff keeps its lines and its quotes as thrown, on every Node (Node 20's report
    // writes the message on one line, escaped twice), and the summary shows it before the output.
    const zero = t.misses.find((m) => m.test?.id === 'adds zero');
    expect(zero?.test?.message).toBe('Expected values to be strictly equal:\n\n5 !== 4');
    expect(summary).toContain(
      'The assertion:\n\n```text\nExpected values to be strictly equal:\n\n5 !== 4\n```',
    );
    // What to do speaks of tests, not of an invariant the project never wrote.
    expect(summary).toMatch(/Fix the patch: the tests pass on the base revision and fail with this change/);
    expect(summary).not.toMatch(/the invariant holds/);
  }, 240_000);

  it('a test already red on the base says so', async () => {
    const red = NODE_TEST.replace('sub(5, 3), 2', 'sub(5, 3), 3');
    const w = world(nodeProject({ 'test/math.test.mjs': red }), {
      'README.md': 'changed\n',
      'src/x.mjs': '',
    });
    const t = await grade(w);
    expect(t.verdict).not.toBe('CLEAR');
    const m = t.misses.find((x) => x.test?.id === 'math > subtracts');
    expect(m?.test?.base_result).toBe('fail');
    expect(m?.base_seed_result).toMatch(/^fail/);
  }, 240_000);

  it('retries and base replays of many failing tests share replay_concurrency (22 jest processes at once made a regression BUDGET)', async () => {
    // Each test notes on a side log when it starts and ends; with one slot, no two overlap, though
    // four tests fail and each has its retries and its base replay.
    const side = sideFolder();
    const slow = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { add } from '../src/math.mjs';
const note = (what) => appendFileSync(${JSON.stringify(join(side, 'log'))}, what + ' ' + process.pid + '\\n');
for (const n of [1, 2, 3, 4])
  test('adds ' + n, async () => {
    note('start');
    await new Promise((r) => setTimeout(r, 100));
    note('end');
    assert.equal(add(n, 1), n + 1);
  });
`;
    const base = nodeProject({ 'test/slow.test.mjs': slow });
    base['gate.yml'] = gateYml('node-test', 'test/slow.test.mjs').replace(
      'retry_cap: 2',
      'retry_cap: 2\n  replay_concurrency: 1',
    );
    const w = world(base, { 'src/math.mjs': NODE_LIB.replace('a + b', 'a + b + 1') });
    const t = await grade(w);
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(t.misses.filter((m) => m.test !== undefined)).toHaveLength(4);
    const lines = readFileSync(join(side, 'log'), 'utf8').trim().split('\n');
    // The first run, the base's inventory, then each miss's two retries and its base replay.
    expect(lines.filter((l) => l.startsWith('start')).length).toBeGreaterThanOrEqual(4 + 4 + 4 * 3);
    lines.forEach((l, i) => expect([i, l.split(' ')[0]]).toEqual([i, i % 2 === 0 ? 'start' : 'end']));
  }, 240_000);

  it('data a test reads through a base link into another folder, changed with a regression, holds the run (round 9: CLEAR, protected too)', async () => {
    const table = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { add } from '../src/math.mjs';
const cases = JSON.parse(readFileSync(new URL('./fixtures/cases.json', import.meta.url), 'utf8'));
test('table', () => {
  for (const [a, b, want] of cases) assert.equal(add(a, b), want);
});
`;
    const base = (extra = '') =>
      nodeProject({
        'gate.yml': gateYml('node-test', 'test/**/*.test.mjs', extra),
        'test/table.test.mjs': table,
        'shared/cases.json': '[[7, 1, 8]]',
        'test/fixtures': { symlink: '../shared' },
      });
    const regression = NODE_LIB.replace('a + b;', 'a + b + (a === 7 ? 1 : 0);');
    const alone = await grade(world(base(), { 'src/math.mjs': regression }));
    expect([alone.verdict, alone.label]).toEqual(['REJECT', 'PROPERTY']);
    const cheat = { 'src/math.mjs': regression, 'shared/cases.json': '[[7, 1, 9]]' };
    const t = await grade(world(base(), cheat));
    expect([t.verdict, t.reason_code]).toEqual(['HOLD', 'UNGRADABLE']);
    expect(JSON.stringify(t.stages)).toMatch(
      /read by the tests as `test\/fixtures\/cases\.json`, through the base's link/,
    );
    // On a terminal, "What to do" is the line itself: no pointer to a section of the summary.
    const terminal = terminalReport(t, '.gate/trace.json', '.gate');
    expect(terminal).toMatch(/What to do: A person reviews the files named above[^\n]*\.\n/);
    expect(terminal).not.toContain('(see \u201cWhat to do\u201d');
    // The README's advice for test data, `protected`, reaches it through the link too.
    const guarded = await grade(world(base('protected:\n  - test/fixtures/**\n'), cheat));
    expect([guarded.verdict, guarded.reason_code]).toEqual(['HOLD', 'UNGRADABLE']);
    expect(JSON.stringify(guarded.stages)).toMatch(/which `protected` lists/);
  }, 240_000);

  it('a flaky test is SCHEDULER, and the freeze of its exact triple makes the next run SKIP', async () => {
    const side = sideFolder();
    const flaky = `import { existsSync, writeFileSync } from 'node:fs';
export const add = (a, b) => {
  const mark = ${JSON.stringify(join(side, 'flaked'))};
  if (a === 2 && !existsSync(mark)) { writeFileSync(mark, ''); return 0; }
  return a + b;
};
export const sub = (a, b) => a - b;
`;
    const w = world(nodeProject(), { 'src/math.mjs': flaky });
    const t = await grade(w);
    expect(t.label).toBe('SCHEDULER');
    expect(t.verdict).toBe('HOLD');
    const miss = t.misses.find((m) => m.test?.id === 'math > adds');
    expect(miss?.decision.label).toBe('SCHEDULER');
    expect(miss?.retries[0]).toBe('pass');
    // The summary prints the command that freezes this test's exact triple (the one run below).
    expect(renderSummary(t)).toContain(`--record .gate/${miss!.record_path}`);
    // The advice names the test, not only its fixture and seed (which every test of the run shares).
    expect(t.advice).toContain('unit seed 7 (test math > adds)');

    // Freeze that exact triple with the CLI on main, then grade again: SKIP.
    const saved = tempDir('gate-grant-');
    execFileSync('cp', ['-r', `${join(w.repo.dir, '.gate', miss!.record_path, '..')}/.`, saved]);
    w.repo.git('checkout', '-q', 'main');
    w.repo.git('clean', '-fdxq');
    execFileSync(
      process.execPath,
      [
        CLI,
        'freeze',
        'grant',
        '--decision',
        join(saved, 'decision.json'),
        '--record',
        join(saved, 'record.json'),
        '--owner',
        'alice',
        '--target',
        miss!.target,
        '--expires-after-runs',
        '5',
        '--granted-run-number',
        '1',
      ],
      { cwd: w.repo.dir, stdio: 'pipe' },
    );
    w.repo.git('add', '-A');
    w.repo.git('commit', '-qm', 'freeze the flaky test');
    const main = w.repo.git('rev-parse', 'HEAD').trim();
    w.repo.git('checkout', '-q', 'cand');
    w.repo.git('rebase', '-q', 'main');
    rmSync(join(side, 'flaked'), { force: true });
    const again = await grade({ repo: w.repo, base: main }, 2);
    expect(again.verdict).toBe('SKIP');
    expect(again.conclusion).toBe('neutral');
    expect(readFileSync(join(w.repo.dir, 'gate-freezes.json'), 'utf8')).toContain('math > adds');
  }, 360_000);

  it('fresh_seeds: a seed drawn for this run is recorded; a flake on it is SCHEDULER and holds, unfrozen', async () => {
    const side = sideFolder();
    // Flakes once, and only on a seed that is not the listed one: so only on the fresh seed.
    const flaky = `import { existsSync, writeFileSync } from 'node:fs';
export const add = (a, b) => {
  const mark = ${JSON.stringify(join(side, 'flaked'))};
  if (a === 2 && process.env.GATE_SEED !== '7' && !existsSync(mark)) { writeFileSync(mark, ''); return 0; }
  return a + b;
};
export const sub = (a, b) => a - b;
`;
    const yml = gateYml('node-test', 'test/**/*.test.mjs').replace(
      '      seeds: [7]\n',
      '      seeds: [7]\n      fresh_seeds: 1\n',
    );
    const w = world(nodeProject({ 'gate.yml': yml }), { 'src/math.mjs': flaky });
    const t = await grade(w);
    const runs = t.replays.filter((r) => r.target === 'unit');
    expect(runs.map((r) => [r.seed === 7, r.fresh_seed === true])).toEqual([
      [true, false],
      [false, true],
    ]);
    const freshSeed = runs[1]?.seed as number;
    expect(Number.isInteger(freshSeed)).toBe(true);
    expect(t.label).toBe('SCHEDULER');
    expect(t.verdict).toBe('HOLD');
    const miss = t.misses.find((m) => m.test?.id === 'math > adds');
    expect(miss).toMatchObject({ seed: freshSeed, fresh_seed: true, retries: ['pass'] });
    expect(miss?.decision.label).toBe('SCHEDULER');
    expect(renderSummary(t)).toContain(`${freshSeed} (fresh)`);
  }, 240_000);

  it('a patch that edits an existing test together with code is CONTAMINATED; alone a TOOLCHAIN_PATCH', async () => {
    const w = world(nodeProject(), {
      'src/math.mjs': NODE_LIB.replace('a + b', 'a + b + 1'),
      'test/math.test.mjs': NODE_TEST.replace('add(2, 3), 5', 'add(2, 3), 6'),
    });
    const t = await grade(w);
    expect(t.verdict).toBe('REJECT');
    expect(t.label).toBe('CONTAMINATED');
    expect(t.oracle_touched).toContain('test/math.test.mjs');

    const alone = world(nodeProject(), {
      'test/math.test.mjs': NODE_TEST.replace('add(2, 3), 5', 'add(2, 3), 6'),
    });
    const t2 = await grade(alone);
    expect(t2.reason_code).toBe('TOOLCHAIN_PATCH');
    // Test first: the reviewer is told the changed test fails on the base until the code lands.
    expect(renderSummary(t2)).toMatch(
      /Its test files are the oracle once it lands: a test that asserts behaviour/,
    );
    expect(renderSummary(t)).not.toMatch(/Its test files are the oracle/);
  }, 240_000);

  it('a patch that deletes a test file with code is caught (CONTAMINATED)', async () => {
    const w = world(nodeProject(), {
      'src/math.mjs': NODE_LIB.replace('a + b', 'a + b + 1'),
      'test/math.test.mjs': null,
      'test/zero.test.mjs': null,
    });
    const t = await grade(w);
    expect(t.verdict).toBe('REJECT');
    expect(t.label).toBe('CONTAMINATED');
    expect(t.oracle_touched).toEqual(expect.arrayContaining(['test/math.test.mjs', 'test/zero.test.mjs']));
  }, 240_000);

  it("a new test file the patch adds is the patch's own claim: run and reported, never the oracle", async () => {
    const w = world(nodeProject(), {
      'src/math.mjs': NODE_LIB + 'export const mul = (a, b) => a * b;\n',
      'test/new.test.mjs': `import { test } from 'node:test';
import { mul } from '../src/math.mjs';
test('multiplies', () => { if (mul(2, 3) !== 6) throw new Error('bad'); });
test('always red', () => { throw new Error('red on purpose'); });
`,
    });
    const t = await grade(w);
    // Its red test is no miss: the verdict is the base's tests'.
    expect(t.verdict).toBe('CLEAR');
    expect(t.misses).toEqual([]);
    const r = t.replays.find((x) => x.target === 'unit');
    expect(r?.tests?.files).toBe(2);
    expect(r?.tests?.passed).toBe(3);
    expect(r?.tests?.patch_tests).toEqual({
      files: ['test/new.test.mjs'],
      passed: 1,
      failed: 1,
      skipped: 0,
      failures: [{ test: 'test/new.test.mjs::always red', message: expect.stringMatching(/red on purpose/) }],
    });
    expect(renderSummary(t)).toContain(
      "the patch's own tests (1 new file, not the oracle, not graded): 1 passed, 1 failed, 0 skipped (test/new\\.test\\.mjs\\:\\:always red — red on purpose)",
    );
    // A person at a terminal hears of it too.
    expect(terminalReport(t, '.gate/trace.json', '.gate')).toContain(
      "The patch's own tests (1 file(s), not the oracle, not graded): 1 failed, first test/new.test.mjs::always red.",
    );
  }, 180_000);

  it('code under test that ends the runner early (fewer tests than on the base) is INCOMPLETE, never a pass', async () => {
    const quits = `export const add = (a, b) => { process.exit(0); };\nexport const sub = (a, b) => a - b;\n`;
    const w = world(nodeProject(), { 'src/math.mjs': quits });
    const t = await grade(w);
    expect(t.label).toBe('INCOMPLETE');
    expect(t.verdict).toBe('HOLD');
    expect(t.replays.find((r) => r.target === 'unit')?.reason).toMatch(
      /did not run on this patch|did not complete/,
    );
  }, 240_000);

  it('a test that hangs is BUDGET, and the base revision runs the suite at the same seed under the same budget', async () => {
    // The README's promise for a budget miss: not retried, but replayed on the base, and the summary
    // says whether the base finished in time.
    const hangs = `export const add = (a, b) => { for (;;) {} };\nexport const sub = (a, b) => a - b;\n`;
    const w = world(
      nodeProject({ 'gate.yml': gateYml('node-test', 'test/**/*.test.mjs').replace('60000', '8000') }),
      { 'src/math.mjs': hangs },
    );
    const t = await grade(w);
    expect([t.verdict, t.label]).toEqual(['REJECT', 'BUDGET']);
    const miss = t.misses.find((m) => m.target === 'unit');
    expect(miss?.retries).toEqual([]);
    expect(miss?.base_seed_result).toMatch(/^pass/);
    expect(miss?.attempts?.find((a) => a.attempt === 'base')).toMatchObject({ result: 'pass' });
    expect(renderSummary(t)).toMatch(/\*\*base revision:\*\* passed in \d+ ms/);
  }, 240_000);

  it('a runner killed mid-run is INCOMPLETE with the reason', async () => {
    const kills = `export const add = (a, b) => { process.kill(process.ppid, 'SIGKILL'); return a + b; };\nexport const sub = (a, b) => a - b;\n`;
    const w = world(nodeProject(), { 'src/math.mjs': kills });
    const t = await grade(w);
    expect(t.label).toBe('INCOMPLETE');
    expect(t.verdict).toBe('HOLD');
    expect(t.replays.find((r) => r.target === 'unit')?.reason).toMatch(/killed|no report|did not/);
  }, 240_000);
});

const PY_LIB = `def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n`;
const PYTEST_TEST = `from calc import add, sub


def test_adds():
    assert add(2, 3) == 5, "two and three make five"


class TestSub:
    def test_subtracts(self):
        assert sub(5, 3) == 2
`;
const UNITTEST_TEST = `import unittest
from calc import add, sub


class MathTest(unittest.TestCase):
    def test_adds(self):
        self.assertEqual(add(2, 3), 5, "two and three make five")

    def test_subtracts(self):
        self.assertEqual(sub(5, 3), 2)
`;

function pyProject(runner: 'pytest' | 'unittest', extra: Files = {}): Files {
  return {
    'gate.yml': gateYml(runner, 'tests/test_*.py'),
    'calc.py': PY_LIB,
    'tests/test_calc.py': runner === 'pytest' ? PYTEST_TEST : UNITTEST_TEST,
    'README.md': 'project\n',
    ...extra,
  };
}

describe.each(['pytest', 'unittest'] as const)('tests: %s', (runner) => {
  const sandbox = runner === 'pytest' && !sandboxUserHasPytest() ? ('off' as const) : undefined;
  const grade = (w: World) => gradeWith(w, undefined, sandbox);
  const adds = runner === 'pytest' ? 'test_adds' : 'MathTest::test_adds';
  const subtracts = runner === 'pytest' ? 'TestSub::test_subtracts' : 'MathTest::test_subtracts';

  it('an honest patch passes; what the runner could not seed is said', async () => {
    const w = world(pyProject(runner), { 'calc.py': PY_LIB + '\n\ndef mul(a, b):\n    return a * b\n' });
    const t = await grade(w);
    expect(t.verdict).toBe('CLEAR');
    const r = t.replays.find((x) => x.target === 'unit');
    expect(r?.tests).toMatchObject({ runner, files: 1, passed: 2, failed: 0, missing: 0 });
    expect(r?.tests?.seeding).toMatch(
      runner === 'pytest' ? /pytest-randomly not installed/ : /unittest has no seed/,
    );
  }, 180_000);

  it('a real regression REJECTs as PROPERTY naming the test, with its line and message', async () => {
    const w = world(pyProject(runner), { 'calc.py': PY_LIB.replace('a + b', 'a + b + 1') });
    const t = await grade(w);
    expect(t.verdict).toBe('REJECT');
    expect(t.label).toBe('PROPERTY');
    expect(t.misses.map((m) => m.invariant)).toEqual([`tests/test_calc.py::${adds}`]);
    const m = t.misses[0];
    expect(m?.test).toMatchObject({ file: 'tests/test_calc.py', id: adds, base_result: 'pass' });
    expect(m?.test?.line).toBeGreaterThan(0);
    expect(m?.test?.message).toMatch(/two and three make five/);
    expect(m?.retries).toEqual(['fail', 'fail']);
    // At a terminal the assertion is under "What broke" (the unittest driver prints only its count).
    const terminal = terminalReport(t, '.gate/trace.json', '.gate');
    expect(terminal.slice(terminal.indexOf('What broke:'))).toMatch(
      new RegExp(`The test ${adds} \\(tests/test_calc\\.py:\\d+\\) asserted:\n {4}.*two and three make five`),
    );
  }, 240_000);

  it('a test already red on the base says so', async () => {
    const red = (runner === 'pytest' ? PYTEST_TEST : UNITTEST_TEST)
      .replace('sub(5, 3) == 2', 'sub(5, 3) == 3')
      .replace('sub(5, 3), 2', 'sub(5, 3), 3');
    const w = world(pyProject(runner, { 'tests/test_calc.py': red }), {
      'README.md': 'changed\n',
      'other.py': '',
    });
    const t = await grade(w);
    expect(t.verdict).not.toBe('CLEAR');
    const m = t.misses.find((x) => x.test?.id === subtracts);
    expect(m?.test?.base_result).toBe('fail');
  }, 240_000);

  it('a flaky test (fails once, passes on retry) is SCHEDULER', async () => {
    const side = sideFolder();
    const flaky = PY_LIB.replace(
      'def add(a, b):\n    return a + b',
      `import os\n\n\ndef add(a, b):\n    mark = ${JSON.stringify(join(side, 'flaked'))}\n    if not os.path.exists(mark):\n        open(mark, 'w').close()\n        return 0\n    return a + b`,
    );
    const w = world(pyProject(runner), { 'calc.py': flaky });
    const t = await grade(w);
    expect(t.label).toBe('SCHEDULER');
    expect(t.verdict).toBe('HOLD');
    expect(t.misses[0]?.test?.id).toBe(adds);
  }, 240_000);

  it('editing an existing test with code is CONTAMINATED; deleting the test file with code is caught', async () => {
    const edited = world(pyProject(runner), {
      'calc.py': PY_LIB.replace('a + b', 'a + b + 1'),
      'tests/test_calc.py': (runner === 'pytest' ? PYTEST_TEST : UNITTEST_TEST).replace('5', '6'),
    });
    const t = await grade(edited);
    expect(t.label).toBe('CONTAMINATED');
    const deleted = world(pyProject(runner), {
      'calc.py': PY_LIB.replace('a + b', 'a + b + 1'),
      'tests/test_calc.py': null,
    });
    const t2 = await grade(deleted);
    expect(t2.label).toBe('CONTAMINATED');
    expect(t2.oracle_touched).toContain('tests/test_calc.py');
  }, 240_000);

  // pytest only: a conftest.py is pytest's. It sits above the test files (at the root), so it is the
  // runner's configuration: held before anything runs (src/patch/compiled.ts). The inventory check
  // (INCOMPLETE when base tests did not run) stays the second line behind it.
  (runner === 'pytest' ? it : it.skip)(
    'a new conftest.py that drops the failing test from collection is held UNGRADABLE, never a pass',
    async () => {
      const conftest = `def pytest_collection_modifyitems(config, items):\n    items[:] = [i for i in items if 'adds' not in i.name]\n`;
      const w = world(pyProject(runner), {
        'calc.py': PY_LIB.replace('a + b', 'a + b + 1'),
        'conftest.py': conftest,
      });
      const t = await grade(w);
      expect([t.verdict, t.reason_code, t.conclusion]).toEqual(['HOLD', 'UNGRADABLE', 'action_required']);
      expect(t.stages.find((s) => s.name === 'scope')?.detail).toContain('"conftest.py"');
    },
    240_000,
  );

  it('code under test that skips the failing test calling it never passes: INCOMPLETE, said why', async () => {
    // The attack: the runner's own skip, raised from the code under test (named so no check of the
    // diff reads "SkipTest"); the runner writes an honest report that lists the test as skipped.
    const skips = PY_LIB.replace(
      'def add(a, b):\n    return a + b',
      'import unittest\n\n\nclass _Later(getattr(unittest, "Skip" + "Test")):\n    pass\n\n\ndef add(a, b):\n    raise _Later("flaky upstream")',
    );
    const t = await grade(world(pyProject(runner), { 'calc.py': skips }));
    expect([t.verdict, t.label, t.conclusion]).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
    expect(t.replays.find((r) => r.target === 'unit')?.reason).toMatch(
      new RegExp(
        `1 test\\(s\\) that ran on the base revision were skipped on this patch \\(tests/test_calc\\.py::${adds}\\)`,
      ),
    );
  }, 240_000);

  it('a package folder that shadows a test file never passes (was CLEAR under unittest)', async () => {
    // The attack: tests/test_calc/ is found before tests/test_calc.py by the import system, and holds
    // the same test names, passing; the pinned test file is never run. It was HOLD INCOMPLETE (the
    // driver saw the module come from elsewhere); now what the patch adds to a folder of tests is not
    // in the trees the base's tests run in, so the pinned file runs and the regression is named.
    const fake =
      runner === 'pytest'
        ? 'def test_adds():\n    pass\n\n\nclass TestSub:\n    def test_subtracts(self):\n        pass\n'
        : 'import unittest\n\n\nclass MathTest(unittest.TestCase):\n    def test_adds(self):\n        pass\n\n    def test_subtracts(self):\n        pass\n';
    const w = world(pyProject(runner, { 'tests/__init__.py': '' }), {
      'calc.py': PY_LIB.replace('a + b', 'a + b + 1'),
      'tests/test_calc/__init__.py': fake,
    });
    const t = await grade(w);
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(t.misses.map((m) => m.invariant)).toContain(
      runner === 'pytest' ? 'tests/test_calc.py::test_adds' : 'tests/test_calc.py::MathTest::test_adds',
    );
    // Where the trees are the checkout itself (no views: nothing can be left out), it still never
    // passes: the run is INCOMPLETE, and the unittest driver says where the module came from.
    w.repo.git('clean', '-fdxq', '-e', '.gate');
    const { trace: c } = await runGate({
      cwd: w.repo.dir,
      config: 'gate.yml',
      base: w.base,
      outDir: '.gate',
      log: silentLogger,
      views: 'checkout',
    });
    expect([c.verdict, c.label]).toEqual(['HOLD', 'INCOMPLETE']);
    if (runner === 'unittest')
      expect(JSON.stringify(c)).toMatch(
        /tests\.test_calc was imported from \S*tests\/test_calc\/__init__\.py, not from the test file tests\/test_calc\.py/,
      );
  }, 240_000);

  it('subtests and doctests: a feature passes, a regression of two subtests or of a doctest REJECTs (were HOLD)', async () => {
    // A project written as the standard library's own: doctests added to the suite by load_tests
    // (every one a DocTestCase with the method runTest), table tests as subtests. pytest ignores
    // load_tests; its summary counts subtests ("2 passed, 4 subtests passed").
    const lib = (extra = '') =>
      `def add(a, b):\n    """\n    >>> add(2, 3)\n    5\n    """\n    return a + b\n\n\ndef mul(a, b):\n    """\n    >>> mul(2, 3)\n    6\n    """\n    return a * b\n${extra}`;
    const suite = `import doctest
import unittest

import calc
from calc import add


def load_tests(loader, tests, ignore):
    tests.addTests(doctest.DocTestSuite(calc))
    return tests


class MathTest(unittest.TestCase):
    def test_adds(self):
        for a, b, total in [(2, 3, 5), (0, 0, 0), (-1, 1, 0), (10, 5, 15)]:
            with self.subTest(a=a, b=b):
                self.assertEqual(add(a, b), total)
`;
    const project = pyProject(runner, { 'calc.py': lib(), 'tests/test_calc.py': suite });
    const feature = await grade(
      world(project, {
        'calc.py': lib(
          '\n\ndef div(a, b):\n    """\n    >>> div(6, 3)\n    2.0\n    """\n    return a / b\n',
        ),
      }),
    );
    expect([feature.verdict, feature.label]).toEqual(['CLEAR', 'PASS']);
    const subtests = await grade(
      world(project, { 'calc.py': lib().replace('return a + b', 'return a + b if a < 1 else a + b + 1') }),
    );
    // On a failure, the reasons are in the message.
    expect({
      outcome: [subtests.verdict, subtests.label],
      why:
        subtests.label === 'PROPERTY'
          ? []
          : [
              subtests.reason,
              ...subtests.misses.map((m) => [
                m.invariant,
                m.retries,
                m.base_seed_result,
                m.attempts?.map((a) => a.reason),
              ]),
            ],
    }).toEqual({ outcome: ['REJECT', 'PROPERTY'], why: [] });
    // The test whose two subtests failed, once (and, under unittest, the doctest of add).
    expect(subtests.misses.map((m) => m.invariant).sort()).toEqual(
      runner === 'unittest'
        ? ['tests/test_calc.py::MathTest::test_adds', 'tests/test_calc.py::calc.add']
        : ['tests/test_calc.py::MathTest::test_adds'],
    );
    if (runner === 'unittest') {
      const doctests = await grade(
        world(project, { 'calc.py': lib().replace('return a * b', 'return a ** b') }),
      );
      expect([doctests.verdict, doctests.label]).toEqual(['REJECT', 'PROPERTY']);
      expect(doctests.misses.map((m) => m.invariant)).toEqual(['tests/test_calc.py::calc.mul']);
      expect(doctests.misses[0]?.retries).toEqual(['fail', 'fail']);
      // No line of doctest.py is given as the test file's.
      expect(doctests.misses[0]?.test?.line).toBeUndefined();
    }
  }, 480_000);

  it('a test folder’s __init__.py changed by the patch holds the run (a pytest plugin there was CLEAR)', async () => {
    // The attack: pytest imports tests/__init__.py itself while collecting; a plugin registered there
    // on the running Config turns every failed report into a pass, and nothing imports it.
    const plugin = `import gc

import pytest


class _Quiet:
    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item, call):
        outcome = yield
        report = outcome.get_result()
        if report.failed:
            report.outcome = "passed"
            report.longrepr = None


for _o in gc.get_objects():
    if type(_o).__name__ == "Config" and hasattr(_o, "pluginmanager"):
        _o.pluginmanager.register(_Quiet(), "quiet")
        break
`;
    const w = world(pyProject(runner, { 'tests/__init__.py': '' }), {
      'calc.py': PY_LIB.replace('a + b', 'a + b + 1'),
      'tests/__init__.py': runner === 'pytest' ? plugin : 'import unittest\n',
    });
    const t = await grade(w);
    expect([t.verdict, t.reason_code]).toEqual(['HOLD', 'UNGRADABLE']);
    expect(t.stages.find((x) => x.name === 'scope')?.detail).toMatch(
      /"tests\/__init__\.py".*the runner imports itself before the tests/,
    );
  }, 240_000);

  it('a module the patch adds where the runner imports it first holds the run (were CLEAR)', async () => {
    // pytest: a root pytest.py, which `python3 -c "import pytest"` finds first, loads the real one with
    // a plugin that turns failures into passes. unittest: a root tests.py beside tests/ (no
    // __init__.py) is imported as the package, plants a right calc and points at the pinned files.
    const attack: Files =
      runner === 'pytest'
        ? {
            'pytest.py': `import os, sys
_here = os.path.dirname(os.path.abspath(__file__))
_saved = sys.path[:]
sys.path[:] = [p for p in sys.path if os.path.abspath(p or '.') != _here]
del sys.modules[__name__]
import pytest as _real
sys.path[:] = _saved
sys.modules[__name__] = _real


class _Green:
    @_real.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item, call):
        outcome = yield
        rep = outcome.get_result()
        if rep.failed:
            rep.outcome = 'passed'
            rep.longrepr = None


_real.console_main = lambda: _real.main(plugins=[_Green()])
`,
          }
        : {
            'tests.py': `import os, sys, types
_calc = types.ModuleType('calc')
exec('def add(a, b):\\n    return a + b\\n\\ndef sub(a, b):\\n    return a - b\\n', _calc.__dict__)
sys.modules['calc'] = _calc
__path__ = [os.path.join(os.path.dirname(os.path.abspath(__file__)), 'tests')]
`,
          };
    const t = await grade(
      world(pyProject(runner), { 'calc.py': PY_LIB.replace('a + b', 'a + b + 1'), ...attack }),
    );
    expect([t.verdict, t.reason_code]).toEqual(['HOLD', 'UNGRADABLE']);
    expect(t.stages.find((x) => x.name === 'scope')?.detail).toMatch(
      runner === 'pytest'
        ? /"pytest\.py".*named like one of the test runner/
        : /"tests\.py".*a folder of tests beside it/,
    );
  }, 240_000);

  it('a runner killed mid-run is INCOMPLETE', async () => {
    const kills = `import os, signal\nos.kill(os.getpid(), signal.SIGKILL)\n` + PY_LIB;
    const w = world(pyProject(runner), { 'calc.py': kills });
    const t = await grade(w);
    expect(t.label).toBe('INCOMPLETE');
    expect(t.verdict).toBe('HOLD');
    expect(t.replays.find((r) => r.target === 'unit')?.reason).toMatch(/killed by SIGKILL/);
  }, 240_000);
});

describe('tests: a probe shows the suite can fail (version 2)', () => {
  const probe = (from: string, to: string, file = 'src/math.mjs', body = NODE_LIB) => {
    const old = body.split('\n').find((l) => l.includes(from)) as string;
    return `diff --git a/${file} b/${file}\n--- a/${file}\n+++ b/${file}\n@@ -1,2 +1,2 @@\n${body
      .split('\n')
      .slice(0, 2)
      .map((l) => (l === old ? `-${l}\n+${l.replace(from, to)}` : ` ${l}`))
      .join('\n')}\n`;
  };
  const v2 = (probePath: string) =>
    gateYml('node-test', 'test/**/*.test.mjs', `    probe: ${probePath}\n`).replace(
      'version: 1',
      'version: 2',
    );

  it('a probe on which a test fails: the fixture is falsifiable and an honest patch passes', async () => {
    const w = world(
      nodeProject({ 'gate.yml': v2('probes/add.patch'), 'probes/add.patch': probe('a + b', 'a - b') }),
      { 'src/math.mjs': NODE_LIB + 'export const mul = (a, b) => a * b;\n' },
    );
    const t = await grade(w);
    expect(t.fixture_probes?.[0]).toMatchObject({ target: 'unit', result: 'falsifiable' });
    expect(t.verdict).toBe('CLEAR');
  }, 240_000);

  it('a probe no test notices is FIXTURE_NOT_FALSIFIABLE, with no candidate run', async () => {
    const w = world(
      nodeProject({ 'gate.yml': v2('probes/noop.patch'), 'probes/noop.patch': probe('a - b', '-(b - a)') }),
      { 'src/math.mjs': NODE_LIB.replace('a + b', 'a + b + 1') },
    );
    const t = await grade(w);
    expect(t.reason_code).toBe('FIXTURE_NOT_FALSIFIABLE');
    expect(t.verdict).toBe('HOLD');
    expect(t.replays.filter((r) => r.target === 'unit')).toEqual([]);
    // The advice speaks of the tests and the probe, not of an invariant this fixture does not have.
    expect(t.advice).toContain('every test the base runs passed with its probe');
    expect(t.advice).not.toContain('invariant');
  }, 240_000);

  it('a probe that stops a test file loading is not a failing test: FIXTURE_NOT_FALSIFIABLE, as the same break on a candidate is INCOMPLETE', async () => {
    // The probe removes an export one test file imports: node's runner reports that file as a failed
    // "test" named after the file, while every test the base reports still passes or is not run.
    const w = world(
      nodeProject({
        'gate.yml': v2('probes/unexport.patch'),
        'probes/unexport.patch': probe('export const sub', 'const sub'),
      }),
      { 'src/math.mjs': NODE_LIB + 'export const mul = (a, b) => a * b;\n' },
    );
    const t = await grade(w);
    expect(t.reason_code).toBe('FIXTURE_NOT_FALSIFIABLE');
    expect(t.verdict).toBe('HOLD');
    expect(t.fixture_probes?.[0]).toMatchObject({ target: 'unit', result: 'not_falsifiable' });
    expect(t.fixture_probes?.[0]?.reason).toMatch(
      /failure\(s\) with the probe applied \(test\/math\.test\.mjs::test\/math\.test\.mjs\), none of them a test that passes without it/,
    );
    // The same break as a candidate is a hold, never a miss the probe could have stood for.
    const broken = world(nodeProject(), {
      'src/math.mjs': NODE_LIB.replace('export const sub', 'const sub'),
    });
    const c = await grade(broken);
    expect(c.verdict).toBe('HOLD');
    expect(c.label).toBe('INCOMPLETE');
    // Every shard decides the probe the same, the one that replays none of this fixture's seeds too.
    for (const index of [1, 2]) {
      const sharded = await gradeWith(w, undefined, undefined, { index, count: 2 });
      expect([index, sharded.reason_code, sharded.fixture_probes?.[0]?.result]).toEqual([
        index,
        'FIXTURE_NOT_FALSIFIABLE',
        'not_falsifiable',
      ]);
    }
  }, 240_000);

  it('a probe that breaks a test file instead of the code proves nothing', async () => {
    const w = world(
      nodeProject({
        'gate.yml': v2('probes/test.patch'),
        'probes/test.patch': probe('{ test }', '{ test, test as t }', 'test/zero.test.mjs', NODE_TEST2),
      }),
      { 'README.md': 'x\n', 'src/y.mjs': '' },
    );
    const t = await grade(w);
    expect(t.reason_code).toBe('FIXTURE_NOT_FALSIFIABLE');
    expect(t.fixture_probes?.[0]?.reason).toMatch(/changes the gate's own files \(test\/zero\.test\.mjs\)/);
  }, 240_000);
});

describe('tests: command', () => {
  // A project whose test script writes JUnit XML itself, to the path the gate names in GATE_REPORT.
  const RUN = `import { writeFileSync } from 'node:fs';
import { add } from '../src/math.mjs';
const seed = Number(process.env.GATE_SEED);
const cases = [
  ['adds', add(2, 3) === 5, 'add(2, 3) should be 5'],
  ['seeded', Number.isInteger(seed), 'GATE_SEED is an integer'],
];
const xml = cases
  .map(([name, ok, msg]) =>
    ok
      ? \`<testcase classname="math" name="\${name}" file="test/run.mjs"/>\`
      : \`<testcase classname="math" name="\${name}" file="test/run.mjs"><failure message="\${msg}"/></testcase>\`,
  )
  .join('');
writeFileSync(process.env.GATE_REPORT, \`<testsuites><testsuite name="all">\${xml}</testsuite></testsuites>\`);
`;
  const project = (): Files => ({
    'src/math.mjs': NODE_LIB,
    'test/run.mjs': RUN,
  });

  /** The gate.yml of a command fixture over test/run.mjs. */
  const commandYml = (command: string): string => `version: 1
budgets:
  replay_timeout_ms: 60000
fixtures:
  - target: unit
    tests:
      runner: command
      command: ${command}
      files: [test/run.mjs]
      seeds: [3]
`;

  it('an honest patch passes; a regression REJECTs naming the test the command reported', async () => {
    const yml = commandYml('node test/run.mjs');
    const ok = await grade(world({ ...project(), 'gate.yml': yml }, { 'src/other.mjs': '' }));
    expect(ok.verdict).toBe('CLEAR');
    expect(ok.replays[0]?.tests).toMatchObject({ runner: 'command', passed: 2, failed: 0 });
    const bad = await grade(
      world({ ...project(), 'gate.yml': yml }, { 'src/math.mjs': NODE_LIB.replace('a + b', 'a * b') }),
    );
    expect(bad.verdict).toBe('REJECT');
    expect(bad.misses.map((m) => m.invariant)).toEqual(['test/run.mjs::math::adds']);
    expect(bad.misses[0]?.test?.message).toBe('add(2, 3) should be 5');
  }, 240_000);

  it('a script the command names, edited beside a regression, holds the run (round 9: it put the code back before the tests, CLEAR)', async () => {
    const yml = commandYml('sh scripts/test.sh');
    const base = { ...project(), 'gate.yml': yml, 'scripts/test.sh': 'node test/run.mjs\n' };
    const regression = { 'src/math.mjs': NODE_LIB.replace('a + b', 'a * b') };
    const alone = await grade(world(base, regression));
    expect([alone.verdict, alone.label]).toEqual(['REJECT', 'PROPERTY']);
    const t = await grade(
      world(base, {
        ...regression,
        'scripts/test.sh': "sed -i 's/a \\* b/a + b/' src/math.mjs\nnode test/run.mjs\n",
      }),
    );
    expect([t.verdict, t.reason_code]).toEqual(['HOLD', 'UNGRADABLE']);
    expect(JSON.stringify(t.stages)).toContain("named by a tests fixture's `command` (`sh scripts/test.sh`)");
  }, 240_000);

  it("a report that names each case's file only as its classname (vitest's JUnit) names the test by that file", async () => {
    const yml = commandYml('node test/run.mjs');
    const asVitest = RUN.replaceAll('classname="math"', 'classname="test/run.mjs"').replaceAll(
      ' file="test/run.mjs"',
      '',
    );
    const bad = await grade(
      world(
        { ...project(), 'test/run.mjs': asVitest, 'gate.yml': yml },
        { 'src/math.mjs': NODE_LIB.replace('a + b', 'a * b') },
      ),
    );
    expect(bad.verdict).toBe('REJECT');
    expect(bad.misses.map((m) => m.invariant)).toEqual(['test/run.mjs::adds']);
    expect(bad.misses[0]?.test).toMatchObject({ file: 'test/run.mjs', id: 'adds' });
  }, 240_000);

  it("a command may run any runner: a regression with a runner's configuration (vitest's setupFiles) is UNGRADABLE, not CLEAR", async () => {
    // Found adopting the gate on a vitest project: its `command` ran vitest, and a patch added a setup
    // file that makes every `toEqual` pass. A named runner held it; a command graded it CLEAR.
    const yml = commandYml('node test/run.mjs');
    const t = await grade(
      world(
        { ...project(), 'gate.yml': yml },
        {
          'src/math.mjs': NODE_LIB.replace('a + b', 'a * b'),
          'test/setup.mjs':
            "import { expect } from 'vitest';\nexpect.extend({ toEqual: () => ({ pass: true }) });\n",
          'vitest.config.mjs': "export default { test: { setupFiles: ['test/setup.mjs'] } };\n",
        },
      ),
    );
    expect([t.verdict, t.reason_code, t.conclusion]).toEqual(['HOLD', 'UNGRADABLE', 'action_required']);
    expect(t.stages.find((x) => x.name === 'scope')?.detail).toContain('"vitest.config.mjs"');
  }, 240_000);
});

describe("tests: command, the patch's own cases", () => {
  // A command that runs every test/*.case.mjs it finds: the report names each case's file.
  const RUN = `import { readdirSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
const xml = [];
for (const f of readdirSync('test').filter((n) => n.endsWith('.case.mjs')).sort()) {
  const { name, ok } = await import('./' + f);
  xml.push(ok() ? \`<testcase classname="c" name="\${name}" file="test/\${f}"/>\`
    : \`<testcase classname="c" name="\${name}" file="test/\${f}"><failure message="\${name} is red"/></testcase>\`);
}
writeFileSync(process.env.GATE_REPORT, \`<testsuites><testsuite name="all">\${xml.join('')}</testsuite></testsuites>\`);
`;
  it("a case the command reports from a file the patch adds is the patch's own: reported, not a miss", async () => {
    const yml = `version: 1
budgets:
  replay_timeout_ms: 60000
fixtures:
  - target: unit
    tests:
      runner: command
      command: node test/run.mjs
      files: [test/run.mjs, 'test/*.case.mjs']
      seeds: [3]
`;
    const base: Files = {
      'gate.yml': yml,
      'src/math.mjs': NODE_LIB,
      'test/run.mjs': RUN,
      'test/a.case.mjs': `import { add } from '../src/math.mjs';\nexport const name = 'adds';\nexport const ok = () => add(2, 3) === 5;\n`,
    };
    const t = await grade(
      world(base, {
        'src/other.mjs': '',
        'test/b.case.mjs': `export const name = 'mine';\nexport const ok = () => false;\n`,
      }),
    );
    expect(t.verdict).toBe('CLEAR');
    expect(t.misses).toEqual([]);
    expect(t.replays[0]?.tests).toMatchObject({
      runner: 'command',
      passed: 1,
      failed: 0,
      patch_tests: {
        files: ['test/b.case.mjs'],
        passed: 0,
        failed: 1,
        failures: [{ test: 'test/b.case.mjs::c::mine', message: 'mine is red' }],
      },
    });
  }, 240_000);
});

describe('tests: jest', () => {
  // The project's jest, as a devDependency would put it: node_modules linked to this repository's.
  const modules = realpathSync(join(process.cwd(), 'node_modules'));
  const LIB = `exports.add = (a, b) => a + b;\nexports.sub = (a, b) => a - b;\n`;
  const TEST = `const { add, sub } = require('../src/math.js');
describe('math', () => {
  test('adds', () => {
    expect(add(2, 3)).toBe(5);
  });
  test('subtracts', () => {
    expect(sub(5, 3)).toBe(2);
  });
});
`;
  const project = (): Files => ({
    'gate.yml': gateYml('jest', 'test/**/*.test.js'),
    'package.json': '{ "name": "calc", "private": true }\n',
    node_modules: { symlink: modules },
    'src/math.js': LIB,
    'test/math.test.js': TEST,
  });

  it('an honest patch passes seeded; a regression REJECTs naming the test, its line and message', async () => {
    const ok = await grade(world(project(), { 'src/other.js': '' }));
    expect(ok.verdict).toBe('CLEAR');
    expect(ok.replays[0]?.tests).toMatchObject({ runner: 'jest', passed: 2, failed: 0, missing: 0 });
    expect(ok.replays[0]?.tests?.seeding).toMatch(/--seed/);
    const bad = await grade(world(project(), { 'src/math.js': LIB.replace('a + b', 'a * b') }));
    expect(bad.verdict).toBe('REJECT');
    expect(bad.label).toBe('PROPERTY');
    expect(bad.misses.map((m) => m.invariant)).toEqual(['test/math.test.js::math > adds']);
    expect(bad.misses[0]?.test).toMatchObject({ line: 3, base_result: 'pass' });
    expect(bad.misses[0]?.test?.message).toMatch(/Expected: 5/);
    expect(bad.misses[0]?.retries).toEqual(['fail', 'fail']);
  }, 300_000);

  it('a coverage threshold in the project\u2019s jest configuration is not the oracle (an honest feature was HOLD INCOMPLETE on a real project)', async () => {
    // As vercel/ms ships: coverage collected from every source file, 100 % required.
    const covered = (): Files => ({
      ...project(),
      'package.json': `${JSON.stringify({
        name: 'calc',
        private: true,
        jest: {
          collectCoverage: true,
          collectCoverageFrom: ['src/**/*.js'],
          coverageThreshold: { global: { lines: 100, functions: 100 } },
        },
      })}\n`,
    });
    // A new module with its own new test file: the base's tests do not cover it.
    const feature = await grade(
      world(covered(), {
        'src/mul.js': 'exports.mul = (a, b) => a * b;\n',
        'test/mul.test.js':
          "const { mul } = require('../src/mul.js');\ntest('muls', () => expect(mul(2, 3)).toBe(6));\n",
      }),
    );
    expect([feature.verdict, feature.label]).toEqual(['CLEAR', 'PASS']);
    // A regression: a retry runs one test, which covers half the code.
    const bad = await grade(world(covered(), { 'src/math.js': LIB.replace('a + b', 'a * b') }));
    expect([bad.verdict, bad.label]).toEqual(['REJECT', 'PROPERTY']);
  }, 300_000);

  it("a nested package's babel field, which the root's babelrcRoots applies, is held (a plugin that compiled the regression back was CLEAR)", async () => {
    // A monorepo's Babel setup: the root configuration lets each package keep its own.
    const base = {
      ...project(),
      'babel.config.js': "module.exports = { babelrcRoots: ['.', 'src'] };\n",
      'src/package.json': '{ "name": "calc-src" }\n',
    };
    const fix = `module.exports = () => ({
  visitor: { BinaryExpression(p) { if (p.node.operator === '*') p.node.operator = '+'; } },
});
`;
    const t = await grade(
      world(base, {
        'src/math.js': LIB.replace('a + b', 'a * b'),
        'src/package.json': '{ "name": "calc-src", "babel": { "plugins": ["./fix.cjs"] } }\n',
        'src/fix.cjs': fix,
      }),
    );
    expect([t.verdict, t.reason_code]).toEqual(['HOLD', 'UNGRADABLE']);
    expect(t.stages.find((x) => x.name === 'scope')?.detail).toMatch(
      /"src\/package\.json".*changes its `babel` field, a Babel configuration/,
    );
  }, 240_000);
});

/** A JavaScript project whose devDependency runner is this repository's (node_modules linked). */
function linkedProject(runner: string, glob: string, files: Files): Files {
  return {
    'gate.yml': gateYml(runner, glob),
    'package.json': '{ "name": "calc", "private": true, "type": "module" }\n',
    node_modules: { symlink: realpathSync(join(process.cwd(), 'node_modules')) },
    'src/math.js': NODE_LIB,
    ...files,
  };
}

describe('tests: vitest', () => {
  const TEST = `import { describe, test, expect } from 'vitest';
import { add, sub } from '../src/math.js';
describe('math', () => {
  test('adds', () => {
    expect(add(2, 3)).toBe(5);
  });
  test('subtracts', () => {
    expect(sub(5, 3)).toBe(2);
  });
});
`;
  const project = () => linkedProject('vitest', 'test/**/*.test.js', { 'test/math.test.js': TEST });

  it('coverage the project\u2019s vitest configuration turns on is off in the gate\u2019s runs (not the oracle)', async () => {
    // Enabled with a threshold, and no coverage provider installed: a run that collected it would fail.
    const covered = linkedProject('vitest', 'test/**/*.test.js', {
      'test/math.test.js': TEST,
      'vitest.config.mjs':
        "export default { test: { coverage: { enabled: true, provider: 'v8', thresholds: { lines: 100 } } } };\n",
    });
    const ok = await grade(world(covered, { 'src/other.js': 'export const x = 1;\n' }));
    expect([ok.verdict, ok.label]).toEqual(['CLEAR', 'PASS']);
    expect(ok.replays[0]?.tests).toMatchObject({ runner: 'vitest', passed: 2, failed: 0 });
  }, 240_000);

  it('expected data a test imports from its folder, rewritten with a regression, holds the run (was CLEAR on a real project)', async () => {
    // A newcomer's attack on a vitest project: the regression and the two expected outputs it breaks,
    // in test/fixture/*.json, which a base test imports; the test file itself untouched.
    const files = {
      'test/math.test.js': TEST,
      'test/table.test.js': `import { test, expect } from 'vitest';
import { sub } from '../src/math.js';
import cases from './fixture/sub.json';
test('table', () => {
  for (const [a, b, want] of cases) expect(sub(a, b)).toBe(want);
});
`,
      'test/fixture/sub.json': '[[7, 2, 5], [3, 1, 2]]',
    };
    const project = linkedProject('vitest', 'test/**/*.test.js', files);
    const regression = NODE_LIB.replace('a - b', 'a - b + (a > 6 ? 1 : 0)');
    const t = await grade(
      world(project, { 'src/math.js': regression, 'test/fixture/sub.json': '[[7, 2, 6], [3, 1, 2]]' }),
    );
    expect([t.verdict, t.reason_code]).toEqual(['HOLD', 'UNGRADABLE']);
    expect(JSON.stringify(t.stages)).toContain('test/fixture/sub.json');
    // The regression alone is caught by that test; new data beside it is the patch's own.
    const alone = await grade(world(project, { 'src/math.js': regression }));
    expect([alone.verdict, alone.label]).toEqual(['REJECT', 'PROPERTY']);
    const added = await grade(
      world(project, { 'src/extra.js': 'export const x = 1;\n', 'test/fixture/more.json': '[]' }),
    );
    expect([added.verdict, added.label]).toEqual(['CLEAR', 'PASS']);
  }, 300_000);

  it('data the patch adds to a folder of tests is not in the trees the base tests run in (a test that reads every case file was CLEAR)', async () => {
    // Round 8: the base test merges every test/cases/*.json; the patch adds one whose entries override
    // the base's and agree with the regression.
    const files = {
      'test/math.test.js': TEST,
      'test/table.test.js': `import { test, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sub } from '../src/math.js';
const dir = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, 'cases');
const cases = {};
for (const f of readdirSync(dir).sort()) Object.assign(cases, JSON.parse(readFileSync(join(dir, f), 'utf8')));
test('table', () => {
  for (const [k, want] of Object.entries(cases)) {
    const [a, b] = k.split('-').map(Number);
    expect(sub(a, b)).toBe(want);
  }
});
`,
      'test/cases/base.json': '{"7-2": 5, "3-1": 2}',
    };
    const project = linkedProject('vitest', 'test/**/*.test.js', files);
    const t = await grade(
      world(project, {
        'src/math.js': NODE_LIB.replace('a - b', 'a - b + (a > 6 ? 1 : 0)'),
        'test/cases/zz-local.json': '{"7-2": 6}',
      }),
    );
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(t.misses.map((m) => m.invariant)).toEqual(['test/table.test.js::table']);
  }, 300_000);

  it('a file snapshot the patch deletes with a regression fails, not written anew (was CLEAR)', async () => {
    // Without CI in its environment vitest writes a missing snapshot and passes the test. (Kept outside
    // the test folder: a file of a test folder that the patch deletes holds the run by itself.)
    const files = {
      'test/math.test.js': TEST,
      'test/render.test.js': `import { test, expect } from 'vitest';
import { sub } from '../src/math.js';
test('renders', async () => {
  await expect(\`diff \${sub(7, 2)}\`).toMatchFileSnapshot('../snapshots/render.txt');
});
`,
      'snapshots/render.txt': 'diff 5',
    };
    const t = await grade(
      world(linkedProject('vitest', 'test/**/*.test.js', files), {
        'src/math.js': NODE_LIB.replace('a - b', 'a - b + (a > 6 ? 1 : 0)'),
        'snapshots/render.txt': null,
      }),
    );
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(t.misses.map((m) => m.invariant)).toEqual(['test/render.test.js::renders']);
  }, 300_000);

  it('an honest patch passes seeded; a regression REJECTs naming the test, its line and message', async () => {
    const ok = await grade(world(project(), { 'src/other.js': '' }));
    expect(ok.verdict).toBe('CLEAR');
    expect(ok.replays[0]?.tests).toMatchObject({ runner: 'vitest', passed: 2, failed: 0, missing: 0 });
    expect(ok.replays[0]?.tests?.seeding).toMatch(/--sequence\.seed with --sequence\.shuffle/);
    const bad = await grade(world(project(), { 'src/math.js': NODE_LIB.replace('a + b', 'a * b') }));
    expect(bad.verdict).toBe('REJECT');
    expect(bad.label).toBe('PROPERTY');
    expect(bad.misses.map((m) => m.invariant)).toEqual(['test/math.test.js::math > adds']);
    expect(bad.misses[0]?.test).toMatchObject({ line: 5, base_result: 'pass' });
    expect(bad.misses[0]?.test?.message).toMatch(/expected 6 to be 5/);
    expect(bad.misses[0]?.retries).toEqual(['fail', 'fail']);
  }, 300_000);

  it("runs only the fixture's files: a test file outside `files` neither runs nor counts", async () => {
    // Found adopting the gate: after `--` vitest reads no filter and runs the whole suite, so a file
    // left out of `files` (a load-sensitive one, one whose test names change) decided the verdict.
    const other = `import { test, expect } from 'vitest';\ntest('always red', () => expect(1).toBe(2));\n`;
    const files = {
      'test/math.test.js': TEST,
      'test/other.test.js': other,
      // Matched by vitest's filter for test/math.test.js (a filter matches any path holding it).
      'test/math.test.js.test.js': other.replace('toBe(2)', 'toBe(1)'),
    };
    const base = linkedProject('vitest', 'test/math.test.js', files);
    const bad = await grade(world(base, { 'src/math.js': NODE_LIB.replace('a + b', 'a * b') }));
    expect([bad.verdict, bad.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(bad.misses.map((m) => m.invariant)).toEqual(['test/math.test.js::math > adds']);
    expect(bad.replays[0]?.tests).toMatchObject({ files: 1, passed: 1, failed: 1, missing: 0 });
  }, 300_000);

  it("a regression that skips the test calling it (vitest's public getCurrentTest) never passes", async () => {
    const skips = `const suite = globalThis.__vitest_worker__ ? await import('vitest/suite') : null;
export const add = (a, b) => {
  suite?.getCurrentTest()?.context?.skip('flaky upstream');
  return a * b;
};
export const sub = (a, b) => a - b;
`;
    const t = await grade(world(project(), { 'src/math.js': skips }));
    expect([t.verdict, t.label, t.conclusion]).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
    expect(t.replays[0]?.reason).toContain('were skipped on this patch (test/math.test.js::math > adds)');
  }, 300_000);
});

describe('tests: mocha', () => {
  const TEST = `import assert from 'node:assert/strict';
import { add, sub } from '../src/math.js';
describe('math', () => {
  it('adds', () => {
    assert.equal(add(2, 3), 5, 'two and three make five');
  });
  it('subtracts', () => {
    assert.equal(sub(5, 3), 2);
  });
});
`;
  const project = () => linkedProject('mocha', 'test/**/*.spec.js', { 'test/math.spec.js': TEST });

  it('a spec file the patch adds where the .mocharc spec list collects it is not in the trees the base tests run in (was CLEAR)', async () => {
    // Co-located unit specs in src/ beside the fixture's test/: one mocha process runs both.
    const files = linkedProject('mocha', 'test/**/*.spec.js', {
      'test/math.spec.js': TEST.replace(
        "import { add, sub } from '../src/math.js';",
        "import * as m from '../src/math.js';\nconst { add, sub } = { add: (a, b) => m.calc.add(a, b), sub: m.sub };",
      ),
      'src/math.js': 'export const calc = { add: (a, b) => a + b };\nexport const sub = (a, b) => a - b;\n',
      '.mocharc.json': '{ "spec": ["test/**/*.spec.js", "src/**/*.spec.js"] }\n',
    });
    const regression = {
      'src/math.js': 'export const calc = { add: (a, b) => a * b };\nexport const sub = (a, b) => a - b;\n',
    };
    const alone = await grade(world(files, regression));
    expect([alone.verdict, alone.label]).toEqual(['REJECT', 'PROPERTY']);
    // The added spec puts the right answer back on the shared object before any test runs.
    const t = await grade(
      world(files, {
        ...regression,
        'src/math.spec.js':
          "import { calc } from './math.js';\ncalc.add = (a, b) => a + b;\nit('loads', () => {});\n",
      }),
    );
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
  }, 240_000);

  it('a runner that is not installed: never a pass, and the reason quotes what the runner said', async () => {
    const files = project();
    delete files.node_modules;
    const t = await grade(world(files, { 'src/other.js': '' }));
    expect(t.conclusion).not.toBe('success');
    expect(JSON.stringify(t)).toMatch(
      /its log ends: Error: Cannot find module '[^']*node_modules\/mocha\/bin\/mocha\.js'/,
    );
  }, 120_000);

  it('an honest patch passes (the trace says mocha has no seed); a regression REJECTs naming the test', async () => {
    const ok = await grade(world(project(), { 'src/other.js': '' }));
    expect(ok.verdict).toBe('CLEAR');
    expect(ok.replays[0]?.tests).toMatchObject({ runner: 'mocha', passed: 2, failed: 0, missing: 0 });
    expect(ok.replays[0]?.tests?.seeding).toMatch(/mocha has no seed/);
    const bad = await grade(world(project(), { 'src/math.js': NODE_LIB.replace('a + b', 'a * b') }));
    expect(bad.verdict).toBe('REJECT');
    expect(bad.label).toBe('PROPERTY');
    expect(bad.misses.map((m) => m.invariant)).toEqual(['test/math.spec.js::math > adds']);
    expect(bad.misses[0]?.test).toMatchObject({ line: 5, base_result: 'pass' });
    expect(bad.misses[0]?.test?.message).toMatch(/two and three make five/);
    expect(bad.misses[0]?.retries).toEqual(['fail', 'fail']);
  }, 300_000);

  it('a mocha older than 10.4 (no bin/mocha.js before 10, no file in its xunit report before 10.4) is named, never a pass', async () => {
    // Found adopting the gate on js-yaml, which pins mocha 8: the run ended "Cannot find module".
    const files = project();
    delete files.node_modules;
    const t = await grade(
      world(
        { ...files, 'node_modules/mocha/package.json': '{ "name": "mocha", "version": "8.4.0" }\n' },
        {
          'src/other.js': '',
        },
      ),
    );
    expect(t.conclusion).not.toBe('success');
    expect(JSON.stringify(t)).toContain(
      "the project's mocha is 8.4.0 (node_modules/mocha): the gate runs mocha 10.4 or later",
    );
    // A mocha that says it is newer but writes no file attribute (as 10.0–10.3 do): said so too.
    const xunit = `const out = process.argv.find((a) => a.startsWith('output=')).slice(7);
require('node:fs').writeFileSync(out, '<testsuite name="Mocha Tests" tests="1" failures="0" errors="0" skipped="0"><testcase classname="math" name="adds" time="0"/></testsuite>');
`;
    const u = await grade(
      world(
        {
          ...files,
          'node_modules/mocha/package.json': '{ "name": "mocha", "version": "10.5.0" }\n',
          'node_modules/mocha/bin/mocha.js': xunit,
        },
        { 'src/other.js': '' },
      ),
    );
    expect(u.conclusion).not.toBe('success');
    expect(JSON.stringify(u)).toContain(
      "its xunit report names no test's file (mocha writes it from 10.4 on)",
    );
  }, 300_000);

  it('a patch that stops mocha loading a test file (a renamed export) is held, and the summary says the patch may be why', async () => {
    // Found adopting the gate on js-yaml: the summary said to make the replay complete within its budget.
    const t = await grade(world(project(), { 'src/math.js': NODE_LIB.replace('const add', 'const plus') }));
    expect([t.verdict, t.label]).toEqual(['HOLD', 'INCOMPLETE']);
    const summary = renderSummary(t);
    expect(summary).toContain(
      'if this patch breaks loading the tests (an import, a renamed or removed export',
    );
    expect(summary).toContain("does not provide an export named 'add'");
  }, 300_000);

  it("the patch's own test files are not in the tree the base's run in: a base test file that loads its folder's files cannot run them with the oracle", async () => {
    // Found adopting the gate on js-yaml: test/30-issues.js requires every file of test/issues/. A new
    // issue file there is the patch's own test (the globs match it), and it ran with the oracle: a
    // red one held an honest feature, and one that swaps mocha's fail() for a pass made a regression CLEAR.
    const files = {
      ...project(),
      'test/issues.spec.js': `import { readdirSync } from 'node:fs';
const dir = new URL('./issues/', import.meta.url);
for (const f of readdirSync(dir).sort()) if (f.endsWith('.spec.js')) await import(new URL(f, dir));
`,
      'test/issues/0001.spec.js': `import assert from 'node:assert/strict';
import { add } from '../../src/math.js';
it('issue 1', () => assert.equal(add(1, 1), 2));
`,
    };
    const hook = `import { Runner } from 'mocha/lib/runner.js';
const fail = Runner.prototype.fail;
Runner.prototype.fail = function (test, ...rest) {
  if (test && test.type === 'test') {
    test.state = 'passed';
    this.emit('pass', test);
    return;
  }
  return fail.call(this, test, ...rest);
};
it('issue 2', () => {});
`;
    const bad = await grade(
      world(files, { 'src/math.js': NODE_LIB.replace('a + b', 'a * b'), 'test/issues/0002.spec.js': hook }),
    );
    expect([bad.verdict, bad.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(bad.misses.map((m) => m.invariant)).toContain('test/math.spec.js::math > adds');
    // A red test of the patch's own, in that folder: a claim reported, not a hold.
    const red = `import assert from 'node:assert/strict';
import { triple } from '../../src/math.js';
it('issue 3', () => assert.equal(triple(2), 7));
`;
    const ok = await grade(
      world(files, {
        'src/math.js': `${NODE_LIB}export const triple = (a) => 3 * a;\n`,
        'test/issues/0003.spec.js': red,
      }),
    );
    expect([ok.verdict, ok.label]).toEqual(['CLEAR', 'PASS']);
    expect(ok.replays[0]?.tests?.patch_tests).toMatchObject({
      files: ['test/issues/0003.spec.js'],
      passed: 0,
      failed: 1,
    });
  }, 300_000);

  it("runs only the fixture's files: a spec file a .mocharc lists besides them neither decides nor counts", async () => {
    // mocha adds the files its configuration's `spec` lists to the ones the gate names.
    const other = `it('always red', () => { throw new Error('red'); });\n`;
    const files = {
      ...project(),
      'gate.yml': gateYml('mocha', 'test/math.spec.js'),
      'test/other.spec.js': other,
      '.mocharc.json': '{ "spec": ["test/other.spec.js"] }\n',
    };
    // Green, it neither counts nor hides the regression.
    const green = { ...files, 'test/other.spec.js': other.replace("throw new Error('red');", '') };
    const bad = await grade(world(green, { 'src/math.js': NODE_LIB.replace('a + b', 'a * b') }));
    expect([bad.verdict, bad.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(bad.misses.map((m) => m.invariant)).toEqual(['test/math.spec.js::math > adds']);
    expect(bad.replays[0]?.tests).toMatchObject({ files: 1, passed: 1, failed: 1, missing: 0 });
    // Red, its failure cannot stand for the fixture's in the exit status: held, and said why.
    const red = await grade(world(files, { 'src/other.js': '' }));
    expect([red.verdict, red.label]).toEqual(['HOLD', 'INCOMPLETE']);
    expect(red.replays[0]?.reason).toContain(
      "the failing tests it reports are in files that are not the fixture's (test/other.spec.js)",
    );
  }, 300_000);
});

/**
 * The rest of the issue's list for jest and vitest: a test red on the base, a flaky test, a deleted test
 * file and a runner killed mid-run, each with the project a newcomer would have (the runner a
 * devDependency, node_modules linked to this repository's).
 */
describe.each(['jest', 'vitest'] as const)('tests: %s, the other cases', (runner) => {
  const cjs = runner === 'jest';
  const lib = (add: string, prelude = '') =>
    cjs
      ? `${prelude.replace(/import \{ (.*) \} from '(.*)';/, "const { $1 } = require('$2');")}exports.add = (a, b) => ${add};\nexports.sub = (a, b) => a - b;\n`
      : `${prelude}export const add = (a, b) => ${add};\nexport const sub = (a, b) => a - b;\n`;
  const test = (subExpected: number) =>
    `${cjs ? "const { add, sub } = require('../src/math.js');" : "import { describe, test, expect } from 'vitest';\nimport { add, sub } from '../src/math.js';"}
describe('math', () => {
  test('adds', () => {
    expect(add(2, 3)).toBe(5);
  });
  test('subtracts', () => {
    expect(sub(5, 3)).toBe(${subExpected});
  });
});
`;
  const project = (o: { test?: string } = {}): Files => ({
    'gate.yml': gateYml(runner, 'test/**/*.test.js'),
    'package.json': `{ "name": "calc", "private": true${cjs ? '' : ', "type": "module"'} }\n`,
    node_modules: { symlink: realpathSync(join(process.cwd(), 'node_modules')) },
    'src/math.js': lib('a + b'),
    'test/math.test.js': o.test ?? test(2),
    'test/other.test.js': test(2).replace("describe('math'", "describe('other'"),
  });

  it('a test already red on the base says so', async () => {
    const w = world(project({ test: test(3) }), { 'README.md': 'changed\n', 'src/x.js': '' });
    const t = await grade(w);
    expect(t.verdict).not.toBe('CLEAR');
    const m = t.misses.find((x) => x.test?.id === 'math > subtracts');
    expect(m?.test?.base_result).toBe('fail');
    expect(m?.base_seed_result).toMatch(/^fail/);
  }, 300_000);

  it('a flaky test (fails once, passes on retry) is SCHEDULER', async () => {
    const side = sideFolder();
    const mark = JSON.stringify(join(side, 'flaked'));
    const flaky = lib(
      `{ if (a === 2 && !existsSync(${mark})) { writeFileSync(${mark}, ''); return 0; } return a + b; }`,
      "import { existsSync, writeFileSync } from 'node:fs';\n",
    );
    const t = await grade(world(project(), { 'src/math.js': flaky }));
    expect([t.verdict, t.label]).toEqual(['HOLD', 'SCHEDULER']);
    const miss = t.misses.find((m) => m.decision.label === 'SCHEDULER');
    expect(miss?.test?.id).toMatch(/^(math|other) > adds$/);
    expect(miss?.retries[0]).toBe('pass');
  }, 300_000);

  it('a patch that deletes a test file with code is caught (CONTAMINATED)', async () => {
    const t = await grade(world(project(), { 'test/other.test.js': null, 'src/math.js': lib('a * b') }));
    expect(t.conclusion).not.toBe('success');
    expect(t.reason_code).toBe('CONTAMINATED');
  }, 300_000);

  it('a snapshot is the oracle: a regression with its snapshot rewritten is CONTAMINATED (was CLEAR)', async () => {
    const render = `${cjs ? "const { sub } = require('../src/math.js');" : "import { test, expect } from 'vitest';\nimport { sub } from '../src/math.js';"}
test('renders', () => {
  expect(\`diff \${sub(7, 2)}\`).toMatchSnapshot();
});
`;
    const snap = (n: number) =>
      `// ${cjs ? 'Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing' : 'Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html'}\n\nexports[\`renders 1\`] = \`"diff ${n}"\`;\n`;
    const base = {
      ...project(),
      'test/render.test.js': render,
      'test/__snapshots__/render.test.js.snap': snap(5),
    };
    // Wrong from 7 up: only the snapshot sees it.
    const wrong = cjs
      ? 'exports.add = (a, b) => a + b;\nexports.sub = (a, b) => a - b + (a > 6 ? 1 : 0);\n'
      : 'export const add = (a, b) => a + b;\nexport const sub = (a, b) => a - b + (a > 6 ? 1 : 0);\n';
    const plain = await grade(world(base, { 'src/math.js': wrong }));
    expect([plain.verdict, plain.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(plain.misses.map((m) => m.test?.id)).toEqual(['renders']);
    const rewritten = await grade(
      world(base, { 'src/math.js': wrong, 'test/__snapshots__/render.test.js.snap': snap(6) }),
    );
    expect([rewritten.verdict, rewritten.reason_code]).toEqual(['REJECT', 'CONTAMINATED']);
    expect(rewritten.stages.find((x) => x.name === 'scope')?.detail).toContain(
      'test/__snapshots__/render.test.js.snap',
    );
  }, 300_000);

  it('a runner killed mid-run is INCOMPLETE with the reason', async () => {
    const kills = lib("{ process.kill(process.pid, 'SIGKILL'); return a + b; }");
    const t = await grade(world(project(), { 'src/math.js': kills }));
    expect(t.replays.find((r) => r.target === 'unit')?.reason).toMatch(/killed|no report|did not|exited/);
    expect(t.conclusion).not.toBe('success');
    expect([t.verdict, t.label]).toEqual(['HOLD', 'INCOMPLETE']);
  }, 300_000);
});

describe('gate check runs a tests: fixture on the checkout', () => {
  const check = (files: Files) => {
    const repo = new TestRepo();
    repo.commit(files, 'base');
    return checkConfiguration({ cwd: repo.dir, config: 'gate.yml', run: true, say: () => {} });
  };
  const v2 = (probePath: string) =>
    gateYml('node-test', 'test/**/*.test.mjs', `    probe: ${probePath}\n`).replace(
      'version: 1',
      'version: 2',
    );
  const probe = `diff --git a/src/math.mjs b/src/math.mjs\n--- a/src/math.mjs\n+++ b/src/math.mjs\n@@ -1,2 +1,2 @@\n-export const add = (a, b) => a + b;\n+export const add = (a, b) => a - b;\n export const sub = (a, b) => a - b;\n`;

  it('a green suite whose probe makes a test fail has no problem', async () => {
    const report = await check(
      nodeProject({ 'gate.yml': v2('probes/add.patch'), 'probes/add.patch': probe }),
    );
    expect(report.problems).toEqual([]);
    // The seed, then the probe (counted as a probe replay, not a seed).
    expect([report.replayed, report.probed]).toEqual([1, 1]);
  }, 120_000);

  it('a test red on the checkout is a problem naming it; a probe no test notices is another', async () => {
    const red = await check(
      nodeProject({
        'gate.yml': v2('probes/add.patch'),
        'probes/add.patch': probe,
        'test/zero.test.mjs': NODE_TEST2.replace('add(4, 0), 4', 'add(4, 0), 5'),
      }),
    );
    expect(red.problems.map((p) => [p.field, p.message])).toEqual([
      [
        'fixtures[0].tests',
        expect.stringMatching(
          /unit seed 7: 1 test\(s\) fail on this checkout: test\/zero\.test\.mjs::adds zero/,
        ),
      ],
    ]);
    const blind = await check(
      nodeProject({
        'gate.yml': v2('probes/sub.patch'),
        'probes/sub.patch': probe.replace(/add = \(a, b\) => a - b/, 'add = (a, b) => b + a'),
      }),
    );
    expect(blind.problems.map((p) => [p.field, p.message])).toEqual([
      [
        'fixtures[0].probe',
        expect.stringMatching(/FIXTURE_NOT_FALSIFIABLE: every test passed with the probe applied/),
      ],
    ]);
  }, 180_000);

  it('a suite that takes more than half its budget here is a problem naming the timeout to set', async () => {
    // Found adopting the gate: check ran the suite in 22 s of 30 s, then every gate run (three suite
    // runs, in the sandbox) ended BUDGET.
    const slow = await check(
      nodeProject({
        'gate.yml': v2('probes/add.patch').replace('    tests:\n', '    tests:\n      timeout_ms: 10000\n'),
        'probes/add.patch': probe,
        'test/slow.test.mjs':
          "import { test } from 'node:test';\ntest('takes its time', () => new Promise((r) => setTimeout(r, 5500)));\n",
      }),
    );
    expect(slow.problems.map((p) => [p.field, p.message])).toEqual([
      [
        'fixtures[0].tests',
        expect.stringMatching(
          /^unit seed 7: the suite took \d+ ms of its 10000 ms budget here: in gate run .* set timeout_ms to at least \d+000$/,
        ),
      ],
    ]);
  }, 180_000);

  it('a probe that only stops a test file loading is a problem, as `gate run` decides it', async () => {
    const unexport = probe
      .replace(
        '-export const add = (a, b) => a + b;\n+export const add = (a, b) => a - b;\n',
        ' export const add = (a, b) => a + b;\n',
      )
      .replace(
        ' export const sub = (a, b) => a - b;\n',
        '-export const sub = (a, b) => a - b;\n+const sub = (a, b) => a - b;\n',
      );
    const report = await check(
      nodeProject({ 'gate.yml': v2('probes/unexport.patch'), 'probes/unexport.patch': unexport }),
    );
    expect(report.problems.map((p) => [p.field, p.message])).toEqual([
      [
        'fixtures[0].probe',
        expect.stringMatching(
          /FIXTURE_NOT_FALSIFIABLE: 1 failure\(s\) with the probe applied \(test\/math\.test\.mjs::test\/math\.test\.mjs\), none of them a test that passes without it/,
        ),
      ],
    ]);
  }, 120_000);
});
