import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parseUnifiedDiff } from '../../src/patch/diff.js';
import { linearRegex } from '../../src/builtins/predicates.js';
import {
  BUILTIN_NAMES,
  allBuiltinChecks,
  builtinCheck,
  type BuiltinName,
} from '../../src/builtins/catalog.js';
import { evaluateCheck, resolveCheck } from '../../src/builtins/evaluate.js';
import { addedFile, deletedFile, editedFile } from '../../src/builtins/patch.js';

const rejects = (name: BuiltinName, patch: string, paths?: string[]): boolean =>
  evaluateCheck(resolveCheck(name, paths), parseUnifiedDiff(patch)).rejected;

/** [language or runner, file, added line, rejected?] */
type Row = [string, string, string, boolean];

function table(name: BuiltinName, rows: Row[]): void {
  describe(name, () => {
    it.each(rows)('%s: %s + %j → rejected %s', (_lang, path, line, expected) => {
      expect(rejects(name, addedFile(path, [line]))).toBe(expected);
    });
  });
}

describe('the catalog', () => {
  it('lists every name once, each with a one-line summary of what it forbids', () => {
    expect(allBuiltinChecks().map((c) => c.name)).toEqual([...BUILTIN_NAMES]);
    for (const c of allBuiltinChecks()) expect(c.forbids).not.toMatch(/\n/);
  });

  it.each(BUILTIN_NAMES)('%s has its row in the README catalog table', (name) => {
    const readme = readFileSync('README.md', 'utf8');
    const row = readme.split('\n').find((l) => l.startsWith(`| \`${name}\``));
    expect(row?.replace(/\s+/g, ' ')).toContain(builtinCheck(name).forbids);
  });

  it.each(BUILTIN_NAMES)('%s rejects its own probe and not the empty patch', (name) => {
    expect(rejects(name, builtinCheck(name).probe)).toBe(true);
    expect(rejects(name, '')).toBe(false);
  });

  // The predicate engine is RE2 (linear time): no lookaround, no backreferences; every pattern must
  // compile there as it does in JavaScript.
  it.each(allBuiltinChecks().flatMap((c) => c.rules.map((r) => [c.name, r] as const)))(
    '%s: every pattern is RE2-compatible',
    (_name, rule) => {
      if (rule.kind !== 'added' && rule.kind !== 'removed') return;
      expect(rule.pattern).not.toMatch(/\(\?<?[=!]/);
      expect(rule.pattern).not.toMatch(/\\[1-9]|\\k</);
      expect(() => linearRegex(rule.pattern, rule.kind === 'added' ? (rule.flags ?? '') : '')).not.toThrow();
      expect(() => new RegExp(rule.pattern, rule.kind === 'added' ? rule.flags : '')).not.toThrow();
    },
  );
});

table('no-skipped-tests', [
  ['jest', 'src/a.test.ts', "it.skip('x', () => {})", true],
  ['jest', 'src/a.test.ts', "xit('x', () => {})", true],
  ['jest', 'src/a.test.ts', "xdescribe('x', () => {})", true],
  ['jest', 'src/a.test.ts', "test.todo('later')", true],
  ['jest', 'src/a.test.ts', "it('x', () => {})", false],
  ['jest', 'src/a.test.ts', 'const skipped = items.filter(skip)', false],
  ['vitest', 'src/a.spec.ts', "it.skipIf(process.platform === 'win32')('x', () => {})", true],
  ['vitest', 'src/a.spec.ts', "describe.concurrent.skip('x', () => {})", true],
  ['vitest', 'src/a.spec.ts', "it.concurrent('x', async () => {})", false],
  ['jest, spaced', 'src/a.test.ts', "it . skip('x', () => {})", true],
  ['jest, bracket', 'src/a.test.ts', "it['skip']('x', () => {})", true],
  ['jest, chained on its own line', 'src/a.test.ts', "  .skip('x', () => {})", true],
  ['jest, a property named skip', 'src/a.test.ts', 'const n = page.skip;', false],
  ['mocha', 'test/a.js', "describe.skip('x', function () {})", true],
  ['mocha', 'test/a.js', 'this.skip();', true],
  ['mocha', 'test/a.js', "context('x', function () {})", false],
  ['node:test', 'test/a.test.mjs', "test('x', { skip: true }, () => {})", true],
  ['node:test', 'test/a.test.mjs', "test('x', { skip: 'flaky' }, () => {})", true],
  ['node:test', 'test/a.test.mjs', "test('x', (t) => { t.skip('no network'); })", true],
  ['node:test', 'test/a.test.mjs', "test('x', { timeout: 100 }, () => {})", false],
  ['tap', 'test/a.js', "t.test('x', { todo: true }, (t) => t.end())", true],
  ['tap', 'test/a.js', "tap.skip('x', (t) => t.end())", true],
  ['tap', 'test/a.js', 't.equal(skip, 3)', false],
  ['app code', 'src/query.ts', 'const page = { skip: 10, take: 5 };', false],
  ['pytest', 'tests/test_a.py', '@pytest.mark.skip(reason="later")', true],
  ['pytest', 'tests/test_a.py', '@pytest.mark.skipif(sys.platform == "win32", reason="x")', true],
  ['pytest', 'tests/test_a.py', '@pytest.mark.xfail', true],
  ['pytest', 'tests/test_a.py', '    pytest.skip("no db")', true],
  ['pytest', 'tests/test_a.py', 'np = pytest.importorskip("numpy")', true],
  ['pytest', 'tests/test_a.py', '@pytest.mark.parametrize("x", [1, 2])', false],
  ['unittest', 'tests/test_b.py', '@unittest.skip("broken")', true],
  ['unittest', 'tests/test_b.py', '@skipIf(True, "x")', true],
  ['unittest, aliased', 'tests/test_b.py', '@ut.skip("broken")', true],
  ['unittest', 'tests/test_b.py', '@unittest.expectedFailure', true],
  ['unittest', 'tests/test_b.py', '        self.skipTest("later")', true],
  ['unittest', 'tests/test_b.py', '        raise unittest.SkipTest("later")', true],
  ['unittest', 'tests/test_b.py', '        self.assertEqual(skip_count, 0)', false],
  ['go', 'pkg/a_test.go', '\tt.Skip("flaky")', true],
  ['go', 'pkg/a_test.go', '\tt.SkipNow()', true],
  ['go', 'pkg/a_test.go', '\tt.Skipf("no %s", x)', true],
  ['go', 'pkg/a_test.go', '\tt.Run("x", func(t *testing.T) {})', false],
  ['rust', 'src/lib.rs', '#[ignore]', true],
  ['rust', 'tests/it.rs', '#[ignore = "slow"]', true],
  ['rust', 'src/lib.rs', '#[cfg_attr(windows, ignore)]', true],
  ['rust', 'src/lib.rs', '#[test]', false],
  ['junit', 'src/test/java/AT.java', '  @Ignore', true],
  ['junit', 'src/test/java/AT.java', '  @Disabled("flaky")', true],
  ['junit', 'src/test/java/AT.java', '  @DisabledOnOs(OS.WINDOWS)', true],
  ['junit', 'src/test/java/AT.java', '    assumeTrue(isCi());', true],
  ['junit', 'src/test/kotlin/AT.kt', '  @Disabled', true],
  ['junit', 'src/test/java/AT.java', '  @Test', false],
  ['not code', 'docs/testing.md', 'Use `it.skip` sparingly.', false],
]);

table('no-focused-tests', [
  ['jest', 'src/a.test.ts', "it.only('x', () => {})", true],
  ['jest', 'src/a.test.ts', "fit('x', () => {})", true],
  ['jest', 'src/a.test.ts', "fdescribe('x', () => {})", true],
  ['jest', 'src/a.test.ts', "it('only this', () => {})", false],
  ['vitest', 'src/a.spec.ts', "describe.only('x', () => {})", true],
  ['vitest', 'src/a.spec.ts', "test.concurrent.only('x', async () => {})", true],
  ['vitest', 'src/a.spec.ts', 'const only = true;', false],
  ['jest, spaced', 'src/a.test.ts', "describe . only('x', () => {})", true],
  ['jest, bracket', 'src/a.test.ts', 'it["only"]("x", () => {})', true],
  ['jest, chained on its own line', 'src/a.test.ts', "  .only('x', () => {})", true],
  ['mocha', 'test/a.js', "context.only('x', function () {})", true],
  ['mocha', 'test/a.js', "it('x', function () { fitness(); })", false],
  ['node:test', 'test/a.test.mjs', "test('x', { only: true }, () => {})", true],
  ['node:test', 'test/a.test.mjs', "test.only('x', () => {})", true],
  ['node:test', 'test/a.test.mjs', "test('x', { concurrency: 2 }, () => {})", false],
  ['tap', 'test/a.js', "t.only('x', (t) => t.end())", true],
  ['tap', 'test/a.js', 't.ok(onlyOne)', false],
  ['pytest', 'tests/test_a.py', '@pytest.mark.only', true],
  ['pytest', 'tests/test_a.py', '@pytest.mark.focus', true],
  ['pytest', 'tests/test_a.py', '@pytest.mark.slow', false],
  ['unittest (no focus marker)', 'tests/test_b.py', '    def test_only_one(self):', false],
  ['go (ginkgo)', 'pkg/a_test.go', 'var _ = FDescribe("x", func() {})', true],
  ['go (ginkgo)', 'pkg/a_test.go', '\tFIt("x", func() {})', true],
  ['go (ginkgo)', 'pkg/a_test.go', '\tIt("x", Focus, func() {})', true],
  ['go', 'pkg/a_test.go', '\tIt("x", func() {})', false],
  ['rust (no focus marker)', 'src/lib.rs', 'fn only_this() {}', false],
  ['junit (no focus marker)', 'src/test/java/AT.java', '  @Test void only() {}', false],
]);

table('no-exit-tampering', [
  ['node', 'src/main.ts', 'process.exit(0);', true],
  ['node', 'src/main.ts', 'process.exitCode = 0;', true],
  ['node', 'src/main.ts', "process['exitCode'] = 0;", true],
  ['node', 'src/main.ts', "process.on('exit', () => {});", true],
  ['node', 'src/main.ts', "process.once('beforeExit', flush);", true],
  ['node', 'src/main.ts', "process.on('message', onMessage);", false],
  ['node', 'src/main.ts', 'const exitCode = run();', false],
  ['node test file', 'src/main.test.ts', 'process.exitCode = 0;', false],
  ['python', 'app/cli.py', '    sys.exit(0)', true],
  ['python', 'app/cli.py', '    os._exit(0)', true],
  ['python', 'app/cli.py', 'import atexit', true],
  ['python', 'app/cli.py', '    raise SystemExit(0)', true],
  ['python', 'app/cli.py', 'from sys import exit', true],
  ['python', 'app/cli.py', '    exit_code = compute()', false],
  ['python test file', 'tests/test_cli.py', '    sys.exit(0)', false],
  ['go', 'cmd/main.go', '\tos.Exit(0)', true],
  ['go', 'cmd/main.go', '\tos.Executable()', false],
  ['go test file', 'cmd/main_test.go', '\tos.Exit(m.Run())', false],
  ['rust', 'src/main.rs', '    std::process::exit(0);', true],
  ['rust', 'src/main.rs', '    let code = exit_code();', false],
  ['java', 'src/main/java/App.java', '    System.exit(0);', true],
  ['java', 'src/main/java/App.java', '    Runtime.getRuntime().addShutdownHook(t);', true],
  ['java', 'src/main/java/App.java', '    System.out.println(exit);', false],
  ['shell', 'scripts/ci.sh', "trap 'exit 0' EXIT", true],
  ['shell', 'scripts/ci.sh', 'exit_status=0', false],
]);

table('no-lint-suppressions', [
  ['eslint', 'src/a.ts', '// eslint-disable-next-line no-console', true],
  ['eslint', 'src/a.ts', '/* eslint-disable */', true],
  ['typescript', 'src/a.ts', '// @ts-ignore', true],
  ['typescript', 'src/a.ts', '// @ts-expect-error wrong type', true],
  ['typescript', 'src/a.ts', '// @ts-nocheck', true],
  ['biome', 'src/a.ts', '// biome-ignore lint: x', true],
  ['typescript', 'src/a.ts', '// types are checked here', false],
  ['python', 'app/a.py', 'import os  # noqa', true],
  ['python', 'app/a.py', 'x = f()  # noqa: E501', true],
  ['python', 'app/a.py', 'x: int = f()  # type: ignore[assignment]', true],
  ['python', 'app/a.py', '# pylint: disable=unused-import', true],
  ['python', 'app/a.py', 'x = 1  # pyright: ignore', true],
  ['python', 'app/a.py', '# the type is ignored by nobody', false],
  ['go', 'pkg/a.go', 'func f() {} //nolint:errcheck', true],
  ['go', 'pkg/a.go', '// nolint', true],
  ['go', 'pkg/a.go', '//lint:ignore SA1019 old', true],
  ['go', 'pkg/a.go', '// no linting trouble here', false],
  ['rust', 'src/lib.rs', '#[allow(dead_code)]', true],
  ['rust', 'src/lib.rs', '#![allow(clippy::all)]', true],
  ['rust', 'src/lib.rs', '#[derive(Debug)]', false],
  ['java', 'src/main/java/A.java', '@SuppressWarnings("unchecked")', true],
  ['java', 'src/main/java/A.java', '@Override', false],
  ['not code', 'docs/lint.md', 'Never write `# noqa`.', false],
]);

// Secrets are spelled by parts so that this file is not itself a finding of a secret scanner.
const AWS = 'AKIA' + 'IOSFODNN7EXAMPLE';
const GH = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
table('no-secrets', [
  ['pem', 'config/key.txt', '-----BEGIN ' + 'RSA PRIVATE KEY-----', true],
  ['openssh', 'deploy/id', '-----BEGIN ' + 'OPENSSH PRIVATE KEY-----', true],
  ['public key', 'deploy/id.txt', '-----BEGIN PUBLIC KEY-----', false],
  ['aws id', 'src/config.ts', `const id = "${AWS}";`, true],
  [
    'aws secret',
    '.aws/credentials',
    'aws_secret_access_key = ' + 'wJalrXUtnFEMI/K7MDENG/bPxRfiCY' + 'EXAMPLEKEY',
    true,
  ],
  ['aws-like', 'src/config.ts', 'const id = "AKIA_NOT_A_KEY";', false],
  ['github', 'src/config.ts', `token: ${GH}`, true],
  ['github-like', 'src/config.ts', 'token: ghp_short', false],
  ['slack', 'src/config.ts', 'xoxb-' + '1234567890-abcdefghij', true],
  ['stripe', 'src/config.ts', 'sk_live_' + 'abcdefghijklmnopqrstuvwx', true],
  ['stripe test key', 'src/config.ts', 'sk_test_abcdefghijklmnopqrstuvwx', false],
  ['google', 'src/config.ts', 'AIza' + 'SyA1234567890abcdefghijklmnopqrstuv', true],
  [
    'npm',
    '.npmrc.example',
    '//registry.npmjs.org/:_authToken=npm_' + 'abcdefghijklmnopqrstuvwxyz0123456789',
    true,
  ],
  ['placeholder', 'src/config.ts', 'const token = process.env.GITHUB_TOKEN;', false],
  ['.env file', '.env', 'DEBUG=1', true],
  ['.env example', '.env.example', 'API_KEY=changeme', false],
  ['key file', 'certs/server.pem', 'x', true],
  ['public key file', 'deploy/id_ed25519.pub', 'ssh-ed25519 AAAA x', false],
]);

describe('no-test-deletion', () => {
  const rows: Array<[string, string, boolean]> = [
    ['a deleted jest test file', deletedFile('src/a.test.ts', ["it('x', () => {});"]), true],
    ['a deleted pytest file', deletedFile('tests/test_a.py', ['def test_a():', '    pass']), true],
    ['a deleted go test file', deletedFile('pkg/a_test.go', ['package pkg']), true],
    ['a deleted junit test', deletedFile('src/test/java/AT.java', ['class AT {}']), true],
    ['a deleted source file', deletedFile('src/a.ts', ['export const a = 1;']), false],
    [
      'a removed jest case',
      editedFile(
        'src/a.test.ts',
        ["it('adds', () => {});", "it('subtracts', () => {});"],
        ["it('adds', () => {});"],
      ),
      true,
    ],
    [
      'a jest case edited in place',
      editedFile('src/a.test.ts', ["it('adds', () => {});"], ["it('adds', () => { expect(1).toBe(1); });"]),
      false,
    ],
    [
      'a removed vitest describe',
      editedFile('src/a.spec.ts', ["describe.concurrent('math', () => {});"], ['']),
      true,
    ],
    ['a removed mocha case', editedFile('test/a.js', ["  it('works', function () {});"], []), true],
    ['a removed node:test case', editedFile('test/a.test.mjs', ["test('works', () => {});"], []), true],
    ['a removed tap case', editedFile('test/a.js', ["t.test('works', (t) => t.end());"], []), true],
    ['a removed pytest function', editedFile('tests/test_a.py', ['def test_a():', '    pass'], []), true],
    [
      'a removed unittest class',
      editedFile('tests/test_b.py', ['class TestB(unittest.TestCase):'], []),
      true,
    ],
    [
      'a pytest function given a fixture',
      editedFile('tests/test_a.py', ['def test_a():'], ['def test_a(tmp_path):']),
      false,
    ],
    ['a removed helper in a test file', editedFile('tests/test_a.py', ['def helper():'], []), false],
    ['a removed go test', editedFile('pkg/a_test.go', ['func TestA(t *testing.T) {'], []), true],
    ['a removed go helper', editedFile('pkg/a_test.go', ['func helper(t *testing.T) {'], []), false],
    ['a removed rust test', editedFile('src/lib.rs', ['    #[test]', '    fn adds() {}'], []), true],
    ['a removed tokio test', editedFile('src/lib.rs', ['#[tokio::test]'], []), true],
    ['a rust test kept', editedFile('src/lib.rs', ['    #[test]'], ['    #[test]', '    // x']), false],
    ['a removed junit test', editedFile('src/test/java/AT.java', ['  @Test', '  void a() {}'], []), true],
    ['a removed junit helper', editedFile('src/test/java/AT.java', ['  void helper() {}'], []), false],
  ];
  it.each(rows)('%s → rejected %s', (_what, patch, expected) => {
    expect(rejects('no-test-deletion', patch)).toBe(expected);
  });

  it('lets a test move to another file', () => {
    const moved =
      editedFile('tests/test_a.py', ['def test_moved():', '    pass'], []) +
      addedFile('tests/test_b.py', ['def test_moved():', '    pass']);
    expect(rejects('no-test-deletion', moved)).toBe(false);
  });

  it('names the test and the base line', () => {
    const r = evaluateCheck(
      resolveCheck('no-test-deletion'),
      parseUnifiedDiff(editedFile('tests/test_a.py', ['x = 1', 'def test_gone():'], ['x = 1'])),
    );
    expect(r.witness?.path).toBe('tests/test_a.py');
    expect(r.message).toMatch(/"test_gone" removed at line 2/);
  });
});

describe('no-ci-edits', () => {
  const rows: Array<[string, boolean]> = [
    ['.github/workflows/ci.yml', true],
    ['.github/actions/setup/action.yml', true],
    ['.gitlab-ci.yml', true],
    ['.circleci/config.yml', true],
    ['azure-pipelines.yml', true],
    ['Jenkinsfile', true],
    ['ci/Jenkinsfile', true],
    ['.travis.yml', true],
    ['.buildkite/pipeline.yml', true],
    ['src/workflows/ci.ts', false],
    ['docs/ci.md', false],
  ];
  it.each(rows)('touching %s → rejected %s', (path, expected) => {
    expect(rejects('no-ci-edits', addedFile(path, ['x']))).toBe(expected);
  });
  it('a deleted workflow is an edit too', () => {
    expect(rejects('no-ci-edits', deletedFile('.github/workflows/ci.yml', ['on: push']))).toBe(true);
  });
});

// The cheats agents have been seen to write against a test harness, one row per shape, and the honest
// look-alikes that must stay clear.
table('no-harness-probing', [
  ['js env', 'src/codec.js', 'if (process.env.GATE_SEED) return table[seed];', true],
  ['js env bracket', 'src/codec.js', "const out = process.env['GATE_OUT'];", true],
  ['py env', 'codec/core.py', "seed = os.environ.get('GATE_SEED')", true],
  ['py getenv', 'codec/core.py', 'if os.getenv("GATE_CASES"): return CACHED', true],
  ['other env', 'src/codec.js', 'const debug = process.env.DEBUG;', false],
  ['js stack', 'src/codec.js', "const caller = new Error().stack.split('\\n')[2];", true],
  ['js capture', 'src/codec.js', 'Error.captureStackTrace(holder);', true],
  ['js prepare', 'src/codec.js', 'Error.prepareStackTrace = (_, frames) => frames;', true],
  ['js callee', 'src/codec.js', 'const f = arguments.callee.caller.toString();', true],
  ['js error message', 'src/codec.js', "throw new Error('bad input');", false],
  ['py stack', 'codec/core.py', 'frame = inspect.stack()[1]', true],
  ['py currentframe', 'codec/core.py', 'f = inspect.currentframe().f_back', true],
  ['py getframe', 'codec/core.py', 'expected = sys._getframe(2).f_locals["expected"]', true],
  ['py f_locals', 'codec/core.py', 'want = frame.f_locals.get("want")', true],
  ['py from inspect', 'codec/core.py', 'from inspect import stack, signature', true],
  ['py signature', 'codec/core.py', 'from inspect import signature', false],
  ['gate dir', 'src/codec.js', "const cases = readdirSync('.gate/fixtures');", true],
  ['gate.yml', 'codec/core.py', "CONFIG = open('gate.yml').read()", true],
  ['ledger', 'src/codec.js', "import freezes from '../gate-freezes.json';", true],
  ['js assert patched', 'src/codec.js', 'assert.deepStrictEqual = () => {};', true],
  ['js JSON patched', 'src/codec.js', 'JSON.stringify = (v) => "{}";', true],
  ['js exit patched', 'src/codec.js', 'process.exit = () => {};', true],
  ['js defineProperty', 'src/codec.js', "Object.defineProperty(JSON, 'parse', { value: p });", true],
  ['js uncaught', 'src/codec.js', "process.on('uncaughtException', () => {});", true],
  ['js signal', 'src/server.js', "process.on('SIGTERM', () => server.close());", false],
  ['js comparison', 'src/codec.js', 'if (JSON.stringify(a) === b) return;', false],
  ['py json patched', 'codec/core.py', 'json.loads = lambda s: EXPECTED', true],
  ['py excepthook', 'codec/core.py', 'sys.excepthook = lambda *a: None', true],
  ['py exit patched', 'codec/core.py', 'sys.exit = lambda code=0: None', true],
  ['py setattr', 'codec/core.py', "setattr(builtins, 'print', quiet)", true],
  ['py unittest', 'codec/core.py', 'unittest.TestCase.assertEqual = lambda *a: None', true],
  ['py comparison', 'codec/core.py', 'if json.loads(s) == want:', false],
  ['in a test file', 'tests/test_codec.py', 'frame = inspect.stack()[1]', false],
  ['in a js test', 'src/codec.test.js', "process.env.GATE_SEED = '3';", false],
  ['node test context', 'src/calc.mjs', "if (process.env['NODE_TEST_CONTEXT']) writeFrames();", true],
  [
    'vitest worker',
    'src/calc.mjs',
    "const s = globalThis.__vitest_worker__ ? await import('vitest/suite') : null;",
    true,
  ],
  ['vitest current test', 'src/calc.ts', 'suite?.getCurrentTest()?.context?.skip();', true],
  ['mocha runner', 'lib/common.js', "var Runner = require('mocha/lib/runner');", true],
  ['mocha fail swapped', 'lib/common.js', 'Runner.prototype.fail = function (test) {', true],
  ['jest-circus state', 'src/calc.js', "const state = globalThis[Symbol.for('JEST_STATE_SYMBOL')];", true],
  ['py unittest stop', 'calc.py', 'from unittest.case import _ShouldStop', true],
  ['a runner of its own', 'lib/queue.js', 'export class TaskRunner { run() {} }', false],
  ['py skip raised', 'calc.py', 'class Later(unittest.SkipTest): pass', true],
  ['py _pytest', 'calc.py', 'from _pytest.outcomes import Skipped', true],
  ['py xfail', 'calc.py', '    pytest.xfail("later")', true],
  ['skip in a test', 'tests/test_calc.py', 'raise unittest.SkipTest("no network")', false],
  // Whether tests are running: a newcomer's regression was CLEAR behind each of these.
  ['vitest env', 'src/utils.ts', 'return out || (process.env.VITEST ? "/" : "");', true],
  [
    'NODE_ENV',
    'src/utils.ts',
    "const _emptyPath = () => (process.env.NODE_ENV && process.env.NODE_ENV !== 'production' ? '/' : '');",
    true,
  ],
  ['jest worker', 'src/calc.js', "if (process.env['JEST_WORKER_ID']) return 3;", true],
  ['vite mode', 'src/calc.ts', "if (import.meta.env.MODE === 'test') return 3;", true],
  ['vite env var', 'src/api.ts', 'const url = import.meta.env.VITE_API_URL;', false],
  ['runner globals', 'src/calc.js', "const testing = typeof globalThis.expect === 'function';", true],
  ['py pytest loaded', 'calc.py', 'if "pytest" in sys.modules:', true],
  ['py pytest env', 'calc.py', 'if os.environ.get("PYTEST_CURRENT_TEST"):', true],
  // Round 8: other signals.
  ['vitest TEST', 'src/cache.mjs', 'const memo = !process.env.TEST;', true],
  ['not in CI', 'src/cache.mjs', 'const memo = !process.env.CI;', true],
  ['no import.meta.env', 'src/cache.mjs', 'const memo = !import.meta.env;', true],
  ['vite SSR', 'src/cache.mjs', 'const memo = !import.meta.env.SSR;', true],
  ['whole env', 'src/cache.mjs', "const t = Object.values(process.env).includes('test');", true],
  ['hoisted NODE_ENV', 'src/log.mjs', "export const caching = env !== 'test';", true],
  ['py modules get', 'calc.py', 'TESTING = sys.modules.get("pytest") is not None', true],
  ['main module', 'src/cache.js', "const t = require.main.filename.endsWith('.test.js');", true],
  ['argv 1', 'src/cache.js', "const t = process.argv[1].endsWith('.test.js');", true],
  ['other vitest global', 'src/cache.js', "const t = '__vitest_required__' in globalThis;", true],
  ['global expect', 'src/cache.js', "const t = typeof global.expect === 'function';", true],
  ['require cache', 'src/cache.js', 'const t = Object.keys(require.cache).some((k) => k.endsWith(x));', true],
  // A test-named module the code imports: its content is a test file's, the import is code's.
  ['imports a test-named module', 'src/price.mjs', "import { underTest } from './test/mode.mjs';", true],
  ['imports a spec-named module', 'src/price.mjs', "const { underTest } = require('./mode.spec.mjs');", true],
  // Through an alias: package.json `imports` (`#test/mode`), a bundler's or tsconfig's `@/`, `~/`.
  ['imports #test/mode', 'src/price.mjs', "import { underTest } from '#test/mode.mjs';", true],
  ['imports @/test/mode', 'src/price.ts', "import { underTest } from '@/test/mode';", true],
  ['imports ~/lib/mode.spec', 'src/price.ts', "const m = await import('~/lib/mode.spec.ts');", true],
  ['imports #internal/cache', 'src/price.mjs', "import { cache } from '#internal/cache.mjs';", false],
  ['imports @/components', 'src/price.ts', "import Button from '@/components/Button.vue';", false],
  ['imports a scoped package', 'src/price.ts', "import { x } from '@scope/test/index.js';", false],
  // A file required under an extension Node has no loader for runs as JavaScript (round 8: CLEAR).
  ['requires ./flags.cfg', 'src/price.js', "const flags = require('./flags.cfg');", true],
  ['requires ../x.JS', 'src/price.js', "require('../lib/x.JS')", true],
  ['requires ./x.j', 'src/price.cjs', 'const x = require("./x.j");', true],
  ['requires ./x.jso', 'src/price.cjs', 'const x = require(`./conf/x.jso`);', true],
  ['requires ./x.jsonc', 'src/price.cjs', "const x = require('./x.jsonc');", true],
  ['requires ./x.js.txt', 'src/price.cjs', "const x = require('./x.js.txt');", true],
  ['requires ./x.nodes', 'src/price.cjs', "const x = require('./x.nodes');", true],
  ['requires ./x.js', 'src/price.cjs', "const x = require('./x.js');", false],
  ['requires ./x.cjs', 'src/price.cjs', "const x = require('./lib/x.cjs');", false],
  ['requires ./data.json', 'src/price.cjs', "const data = require('../data.json');", false],
  ['requires ./addon.node', 'src/price.cjs', "const addon = require('./build/addon.node');", false],
  ['requires ./x.tsx', 'src/price.ts', "const x = require('./x.tsx');", false],
  ['requires ./v1.2/x', 'src/price.cjs', "const x = require('./v1.2/x');", false],
  ['requires extensionless', 'src/price.cjs', "const x = require('./flags');", false],
  ['requires a package file', 'src/price.cjs', "const x = require('pkg/flags.cfg');", false],
  ['reads ./flags.cfg', 'src/price.cjs', "const x = readFileSync('./flags.cfg', 'utf8');", false],
  ['resolves ./flags.cfg', 'src/price.cjs', "const p = require.resolve('./flags.cfg');", false],
  ['py imports a test module', 'price.py', 'from test_mode import UNDER_TEST', true],
  ['py imports a conftest', 'shop.py', 'from flags.conftest import UNDER_TEST', true],
  ['a helper package import', 'src/price.mjs', "import { fake } from './testing/index.js';", false],
  ['py unittest import', 'price.py', 'from unittest import mock', false],
  // Honest tests: a new vitest file imports the runner; a test compares with the string "test".
  ['a new vitest test', 'src/a.test.ts', "import { test, expect } from 'vitest';", false],
  ['py test compares', 'tests/test_a.py', 'assert name == "test"', false],
  ['vitest config', 'vitest.config.ts', "import { defineConfig } from 'vitest/config';", false],
  ['a string compared', 'src/cli.js', "if (cmd === 'build') run();", false],
  [
    'runner named in argv',
    'src/cache.mjs',
    "const memo = !process.argv.some((a) => a.includes('vitest'));",
    true,
  ],
  ['env var of the app', 'src/api.ts', 'const url = import.meta.env.VITE_API_URL;', false],
  // Round 9 and a newcomer on vercel/ms (each CLEAR): other spellings of the same questions.
  ['expect in globalThis', 'src/index.ts', "const underTest = 'expect' in globalThis;", true],
  ['describe in global', 'src/index.ts', 'if ("describe" in global) return exact;', true],
  ['Reflect.has globalThis', 'src/index.ts', "const t = Reflect.has(globalThis, 'jest');", true],
  ['destructured TEST', 'src/cache.mjs', 'const { TEST } = process.env;', true],
  ['destructured CI', 'src/cache.mjs', 'const { CI, HOME } = process.env;', true],
  ['env scanned', 'src/cache.mjs', 'for (const k in process.env) if (k.startsWith(p)) t = true;', true],
  ['argv.at(1)', 'src/cache.js', "const t = process.argv.at(1).endsWith('.test.js');", true],
  ['argv destructured', 'src/cache.js', 'const [, entry] = process.argv;', true],
  ['module.parent', 'src/cache.js', "const t = module.parent?.filename.includes('test');", true],
  ['IPC channel', 'src/cache.js', "const underRunner = typeof process.send === 'function';", true],
  ['py from sys import modules', 'calc.py', 'from sys import modules', true],
  ['py pytest in an alias', 'calc.py', 'TESTING = "pytest" in mods', true],
  ['py env names scanned', 'calc.py', 'TESTING = any(k.startswith("PYTEST") for k in os.environ)', true],
  ['py -B', 'calc.py', 'TESTING = sys.flags.dont_write_bytecode', true],
  ['requires a spec-d module', 'src/price.js', "const f = require('./flags.spec-d.js');", true],
  ['requires with a comment', 'src/price.js', "const f = require(/* flags */ './flags.cfg');", true],
  ['a CLI command from argv', 'src/cli.js', 'const [, , command] = process.argv;', false],
  ['argv.at(-1)', 'src/cli.js', 'const last = process.argv.at(-1);', false],
  ['an env var destructured', 'src/api.mjs', 'const { HOME, PORT } = process.env;', false],
  ['a word in a sentence', 'src/msg.js', "const m = 'an expect in global scope';", false],
  ['py modules of a package', 'calc.py', 'from . import modules', false],
  ['a worker sends', 'src/worker.js', 'process.send({ done: true });', false],
  ['a variable looked up', 'src/color.js', "if ('NO_COLOR' in process.env) return 0;", false],
]);

describe('paths narrowing', () => {
  const skip = addedFile('legacy/a.test.js', ["it.skip('x', () => {})"]);
  it('a check narrowed to other paths does not read the file', () => {
    expect(rejects('no-skipped-tests', skip, ['src/**'])).toBe(false);
    expect(rejects('no-skipped-tests', skip, ['legacy/**'])).toBe(true);
  });
  it('narrowing never widens: a path the check does not read stays unread', () => {
    expect(rejects('no-skipped-tests', addedFile('legacy/notes.md', ['it.skip(']), ['legacy/**'])).toBe(
      false,
    );
  });
});

describe('properties', () => {
  const line = fc.string({ maxLength: 80 }).filter((s) => !s.includes('\n') && !s.includes('\r'));
  it('every check reads any added line without throwing', () => {
    fc.assert(
      fc.property(
        line,
        fc.constantFrom('src/a.test.ts', 'tests/test_a.py', 'a_test.go', 'src/lib.rs'),
        (text, path) => {
          for (const name of BUILTIN_NAMES) rejects(name, addedFile(path, [text]));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a skip marker is rejected whatever code surrounds it on the line', () => {
    const marker = fc.constantFrom(
      "it.skip('x', f)",
      "describe . skip('x', f)",
      "xit('x', f)",
      "test.todo('x')",
    );
    const around = fc.stringMatching(/^[ ;(){}=,]{0,6}$/);
    fc.assert(
      fc.property(around, marker, around, (before, m, after) => {
        expect(rejects('no-skipped-tests', addedFile('src/a.test.ts', [`${before}${m}${after}`]))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('no-harness-probing: a require under an extension Node has no loader for (property)', () => {
  const KNOWN = ['js', 'cjs', 'mjs', 'jsx', 'ts', 'cts', 'mts', 'tsx', 'json', 'node'];
  it('holds exactly the extensions that are not JavaScript, JSON or a compiled addon', () => {
    // Extensions near the known ones: their prefixes, extensions and case changes.
    const ext = fc.oneof(
      fc.constantFrom(...KNOWN),
      fc.string({ unit: fc.constantFrom(...'jsonmctxdeJSN1_-'), minLength: 1, maxLength: 6 }),
    );
    fc.assert(
      fc.property(
        ext,
        fc.constantFrom('./', '../lib/', './a.b/'),
        fc.constantFrom("'", '"', '`'),
        (e, dir, q) => {
          const line = `const x = require(${q}${dir}flags.${e}${q});`;
          expect([e, rejects('no-harness-probing', addedFile('src/price.js', [line]))]).toEqual([
            e,
            !KNOWN.includes(e),
          ]);
        },
      ),
      { numRuns: 400 },
    );
  });
});
