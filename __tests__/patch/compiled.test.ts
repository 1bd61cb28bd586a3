/** Compiled code and loader-context files in a patch (src/patch/compiled.ts). */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  commandFilesUngradable,
  commandPaths,
  compiledKind,
  compiledUngradable,
  loaderContextUngradable,
  inTestsFolder,
  NAMED_AS_TEST,
  packageLoaderChanged,
  testLinkFolders,
  throughLinks,
  workingTreeUngradable,
} from '../../src/patch/compiled.js';

describe('compiledKind', () => {
  it.each([
    ['pkg/__pycache__/codec.cpython-311.pyc', true],
    ['pkg/__PYCACHE__/codec.py', true],
    ['pkg/codec.pyc', true],
    ['pkg/codec.PYO', true],
    ['pkg/_speedups.cpython-311-x86_64-linux-gnu.so', true],
    ['lib/libx.so.1', true],
    ['pkg/_speedups.pyd', true],
    ['build/Release/addon.node', true],
    ['pkg/codec.py', false],
    ['src/so.js', false],
    ['docs/node.md', false],
    ['pkg/pycache.py', false],
  ])('%s: %s', (path, compiled) => {
    expect(compiledKind(path) !== null).toBe(compiled);
  });

  it('names every compiled path of the patch', () => {
    const u = compiledUngradable(['src/a.js', 'pkg/x.pyc', 'b.node']);
    expect(u.map((x) => [x.path, x.kind])).toEqual([
      ['pkg/x.pyc', 'compiled-code'],
      ['b.node', 'compiled-code'],
    ]);
  });
});

describe('packageLoaderChanged', () => {
  const j = (o: unknown) => Buffer.from(JSON.stringify(o));
  it('sees the loader fields only', () => {
    expect(
      packageLoaderChanged(j({ name: 'a', version: '1' }), j({ name: 'a', version: '2', dependencies: {} })),
    ).toEqual([]);
    expect(packageLoaderChanged(j({ name: 'a' }), j({ name: 'a', type: 'module' }))).toEqual(['type']);
    expect(
      packageLoaderChanged(j({ imports: { '#c': './a.js' } }), j({ imports: { '#c': './b.js' } })),
    ).toEqual(['imports']);
  });
  it('a file added, removed or unreadable counts as changed', () => {
    expect(packageLoaderChanged(null, j({}))).toEqual(['the whole file']);
    expect(packageLoaderChanged(j({}), null)).toEqual(['the whole file']);
    expect(packageLoaderChanged(j({}), Buffer.from('{'))).toEqual(['the whole file']);
    expect(packageLoaderChanged(null, null)).toEqual([]);
  });
});

describe('loaderContextUngradable', () => {
  const sides = (base: Record<string, string>, head: Record<string, string>) => ({
    base: async (p: string) => (p in base ? Buffer.from(base[p] as string) : null),
    head: async (p: string) => (p in head ? Buffer.from(head[p] as string) : null),
  });
  const invariants = ['gate/invariants/law.py', 'tests/props/x.mjs'];

  it('flags loader files in an invariant’s folder and above, not beside other code', async () => {
    const u = await loaderContextUngradable(
      [
        'gate/invariants/conftest.py',
        'gate/sitecustomize.py',
        'x.pth',
        'tsconfig.base.json',
        '.npmrc',
        'src/conftest.py',
        'gate/invariants/sub/conftest.py',
        'src/app.py',
      ],
      invariants,
      sides({}, {}),
    );
    expect(u.map((x) => x.path)).toEqual([
      'gate/invariants/conftest.py',
      'gate/sitecustomize.py',
      'x.pth',
      'tsconfig.base.json',
      '.npmrc',
    ]);
    expect(u.every((x) => x.kind === 'loader-context')).toBe(true);
  });

  it('a package.json above an invariant counts when its loader fields change', async () => {
    const changed = ['package.json', 'tests/package.json', 'src/package.json'];
    const u = await loaderContextUngradable(
      changed,
      invariants,
      sides(
        { 'package.json': '{"version":"1"}', 'tests/package.json': '{}', 'src/package.json': '{}' },
        {
          'package.json': '{"version":"2"}',
          'tests/package.json': '{"type":"commonjs"}',
          'src/package.json': '{"type":"module"}',
        },
      ),
    );
    expect(u.map((x) => x.path)).toEqual(['tests/package.json']);
    expect(u[0]?.reason).toContain('type');
  });

  it('no invariant, nothing to protect', async () => {
    expect(await loaderContextUngradable(['conftest.py'], [], sides({}, {}))).toEqual([]);
  });
});

describe('loaderContextUngradable: a tests fixture’s runner configuration', () => {
  const sides = (base: Record<string, string>, head: Record<string, string>) => ({
    base: async (p: string) => (p in base ? Buffer.from(base[p] as string) : null),
    head: async (p: string) => (p in head ? Buffer.from(head[p] as string) : null),
  });
  const tests = ['tests/unit/test_calc.py', 'test/math.test.js'];
  const flagged = async (
    runners: Parameters<typeof loaderContextUngradable>[3],
    changed: string[],
    base: Record<string, string> = {},
    head: Record<string, string> = {},
  ) => (await loaderContextUngradable(changed, tests, sides(base, head), runners)).map((u) => u.path);

  /** Each runner's own files, as a patch would add them at the root. */
  const OWN: Record<string, string[]> = {
    pytest: ['.pytest.ini', 'pytest.toml', '.pytest.toml', 'tests/conftest.py', 'pytest.ini'],
    jest: [
      'jest.config.js',
      'jest.config.ts',
      'jest.config.json',
      'babel.config.js',
      '.babelrc',
      '.babelrc.json',
    ],
    vitest: [
      'vitest.config.ts',
      'vite.config.mjs',
      'vitest.workspace.ts',
      'vitest.config.e2e.ts',
      // A project config a `projects: ['./vitest.*.config.mjs']` list names.
      'vitest.unit.config.mjs',
      'vite.e2e.config.ts',
    ],
    mocha: ['.mocharc.yml', '.mocharc.json', '.mocharc.cjs'],
  };

  it.each(Object.entries(OWN))(
    '%s: its configuration files on the way to a test file count',
    async (runner, names) => {
      expect(await flagged([runner as 'pytest'], names)).toEqual(names);
      // Beside other code (not on the way from a test file to the root) they do not, but for Babel's,
      // which babel-jest applies to every file it compiles below it.
      const beside = names.map((n) => `src/${n.split('/').pop()}`);
      expect(await flagged([runner as 'pytest'], beside)).toEqual(
        beside.filter((n) => runner === 'jest' && /babel/.test(n)),
      );
    },
  );

  it('jest: anything under a __mocks__ folder counts, wherever it is (a root __mocks__ replaces a package)', async () => {
    expect(
      await flagged(['jest'], ['__mocks__/fast-check.js', 'src/__mocks__/math.js', 'src/math.js']),
    ).toEqual(['__mocks__/fast-check.js', 'src/__mocks__/math.js']);
    expect(await flagged(['pytest'], ['__mocks__/fast-check.js'])).toEqual([]);
  });

  it('command: a runner’s configuration counts anywhere in the tree (its command line may name it)', async () => {
    expect(
      await flagged(
        ['command'],
        ['tools/vitest.config.mjs', 'tools/jest.config.js', 'ci/.mocharc.yml', 'src/x.js'],
      ),
    ).toEqual(['tools/vitest.config.mjs', 'tools/jest.config.js', 'ci/.mocharc.yml']);
    // A named runner reads its configuration on the way from a test file to the root only.
    expect(await flagged(['vitest'], ['tools/vitest.config.mjs'])).toEqual([]);
  });

  it('pytest, unittest, command: the __init__.py of a test folder on the way counts, a package of the code does not', async () => {
    // tests/unit/test_calc.py: tests/ and tests/unit/ are test folders; the root's is the project's.
    const inits = ['tests/__init__.py', 'tests/unit/__init__.py', 'Tests/Unit/__INIT__.py', '__init__.py'];
    // All of them on the base (changed, not added): the root's is the project's.
    const onBase = Object.fromEntries(
      [...inits, 'src/pkg/__init__.py', 'tests/other/__init__.py'].map((p) => [p, '']),
    );
    // (tests/other/__init__.py is not on the way: it is held as a file of a test folder, below.)
    for (const runner of ['pytest', 'unittest', 'command'] as const)
      expect(
        await flagged([runner], [...inits, 'src/pkg/__init__.py', 'tests/other/__init__.py'], onBase),
      ).toEqual([...inits.slice(0, 3), 'tests/other/__init__.py']);
    // Tests kept beside the code: the package is the code under test's.
    expect(
      await loaderContextUngradable(
        ['src/pkg/__init__.py', 'src/pkg/tests/__init__.py'],
        ['src/pkg/test_calc.py', 'src/pkg/tests/test_more.py'],
        sides({ 'src/pkg/__init__.py': '', 'src/pkg/tests/__init__.py': '' }, {}),
        ['pytest'],
      ).then((u) => u.map((x) => x.path)),
    ).toEqual(['src/pkg/tests/__init__.py']);
    // Folders named for tests in other ways; a name that only contains the word is not one.
    expect(
      await loaderContextUngradable(
        ['unit_tests/__init__.py', 'tests-e2e/__init__.py', 'contest/__init__.py', 'latest/__init__.py'],
        ['unit_tests/test_a.py', 'tests-e2e/test_b.py', 'contest/test_c.py', 'latest/test_d.py'],
        sides(
          Object.fromEntries(
            ['unit_tests', 'tests-e2e', 'contest', 'latest'].map((f) => [`${f}/__init__.py`, '']),
          ),
          {},
        ),
        ['pytest'],
      ).then((u) => u.map((x) => x.path)),
    ).toEqual(['unit_tests/__init__.py', 'tests-e2e/__init__.py']);
    // Other runners import no packages.
    expect(await flagged(['jest', 'vitest', 'mocha', 'node-test'], inits)).toEqual([]);
  });

  it('pytest, unittest: a module the patch adds where it is imported first, and the __init__.py of a folder of tests', async () => {
    const base: Record<string, string> = {
      'calc.py': '',
      'src/wordy/__init__.py': '',
      'src/wordy/core.py': '',
      'src/wordy/test_core.py': '',
      'spec/test_calc.py': '',
      'spec/__init__.py': '',
      'Checks/test_more.py': '',
      'Checks/__init__.py': '',
    };
    const names: Record<string, string[]> = {
      '': ['calc.py', 'src', 'spec', 'Checks'],
      src: ['wordy'],
      spec: ['__init__.py', 'test_calc.py'],
      Checks: ['__init__.py', 'test_more.py'],
      'src/wordy': ['__init__.py', 'core.py', 'test_core.py'],
    };
    const read = {
      ...sides(base, {}),
      baseNames: async (folder: string) => names[folder] ?? null,
    };
    const tests = [
      'tests/test_calc.py',
      'spec/test_calc.py',
      'src/wordy/test_core.py',
      'Checks/test_more.py',
    ];
    const held = async (
      changed: string[],
      runners: Parameters<typeof loaderContextUngradable>[3] = ['pytest'],
    ) => (await loaderContextUngradable(changed, tests, read, runners)).map((u) => [u.path, u.reason]);
    const attacks = [
      'pytest.py', // the runner itself, at the root
      'xml/__init__.py', // the standard library (pytest's JUnit writer imports xml.etree)
      'tests.py', // beside tests/ without an __init__.py
      '__init__.py', // pytest then imports the checkout as a package
      'tests/calc.py', // the code under test, found first from the test's folder
      'tests/__init__.py', // a folder becomes a package
      'spec/__init__.py', // a folder of test files only, whatever its name
      'Checks/__init__.py', // the same, its name as written (not case-folded) read on the base
    ];
    for (const runner of ['pytest', 'unittest', 'command'] as const)
      expect((await held(attacks, [runner])).map(([p]) => p)).toEqual(attacks);
    expect(Object.fromEntries(await held(attacks))).toMatchObject({
      'pytest.py': expect.stringMatching(/adds a module `pytest` .* one of the test runner/),
      'xml/__init__.py': expect.stringMatching(/`xml` .* Python's standard library/),
      'tests.py': expect.stringMatching(/`tests` .* a folder of tests beside it/),
      'tests/calc.py': expect.stringMatching(/`calc` .* a module of the project/),
      '__init__.py': expect.stringMatching(/adds the `__init__.py`/),
    });
    // The code under test and new helpers of its own name are not held: its package's __init__.py
    // (tests beside its modules), the module itself, a new helper, a new module of the package.
    expect(
      await held([
        'calc.py',
        'src/wordy/__init__.py',
        'tests/helpers.py',
        'src/wordy/extra.py',
        'docs/conf.py',
      ]),
    ).toEqual([]);
    // A module of a package named like the standard library's is the package's (`wordy.types`): its
    // folder is not on sys.path, whatever tests sit beside it.
    expect(await held(['src/wordy/types.py', 'src/wordy/json/__init__.py'])).toEqual([]);
    // In a folder that is no package, the same name shadows the standard library's.
    expect((await held(['tests/types.py'])).map(([p]) => p)).toEqual(['tests/types.py']);
    // Other runners import no Python (a changed file of a folder of tests is held by its own rule).
    expect(
      (await held(attacks, ['jest', 'vitest', 'mocha', 'node-test'])).filter(
        ([, why]) => !why?.includes('no glob of the fixture matches'),
      ),
    ).toEqual([]);
  });

  it('pytest, unittest: a module the patch adds where it is found first, named like one a base test file imports', async () => {
    // Round 7: code kept in lib/ (pytest's pythonpath), a namespace package app/, a library (numpy,
    // yaml) — none at the root or under src/, so only the tests' own imports name them.
    const test = [
      'import numpy.testing as npt, yaml',
      'from app.calc import add',
      'from calc import sub  # lib/calc.py',
      'from . import helpers',
      '',
    ].join('\n');
    const base: Record<string, string> = { 'tests/test_calc.py': test, 'lib/calc.py': '', 'app/calc.py': '' };
    const names: Record<string, string[]> = { '': ['app', 'lib', 'tests'], tests: ['test_calc.py'] };
    const read = { ...sides(base, {}), baseNames: async (f: string) => names[f] ?? null };
    const held = async (changed: string[]) =>
      (await loaderContextUngradable(changed, ['tests/test_calc.py'], read, ['pytest'])).map((u) => [
        u.path,
        u.reason,
      ]);
    const attacks = [
      'tests/calc.py',
      'tests/app/calc.py',
      'tests/numpy/__init__.py',
      'tests/numpy/testing.py',
      'yaml/__init__.py',
    ];
    const got = await held(attacks);
    expect(got.map(([p]) => p)).toEqual(attacks);
    expect(Object.fromEntries(got)['tests/app/calc.py']).toMatch(/`app` .* a module the tests import/);
    // New helpers and packages no base test imports are the patch's own.
    expect(await held(['tests/helpers.py', 'tests/fixtures/data.py', 'tools/x.py'])).toEqual([]);
  });

  it('jest: a Babel configuration anywhere (babel-jest applies it to the code under test beside it)', async () => {
    expect(
      await flagged(['jest'], ['src/.babelrc.json', 'lib/deep/babel.config.js', 'src/babel-fix.cjs']),
    ).toEqual(['src/.babelrc.json', 'lib/deep/babel.config.js']);
    expect(await flagged(['vitest'], ['src/.babelrc.json'])).toEqual([]);
  });

  it('another runner’s configuration files do not count (a jest.config.js in a pytest project)', async () => {
    expect(await flagged(['pytest'], ['jest.config.js', '.mocharc.yml', 'vite.config.ts'])).toEqual([]);
    expect(await flagged(['jest'], ['.pytest.ini', 'pyproject.toml'], { 'pyproject.toml': '' }, {})).toEqual(
      [],
    );
  });

  it('pyproject.toml counts when its pytest table or pytest11 entry points change, however the key is spelled', async () => {
    const base = { 'pyproject.toml': '[project]\nname = "calc"\ndependencies = []\n' };
    const change = async (text: string) =>
      flagged(['pytest'], ['pyproject.toml'], base, { 'pyproject.toml': text });
    expect(await change('[project]\nname = "calc"\ndependencies = ["attrs"]\n')).toEqual([]);
    expect(await change(base['pyproject.toml'] + '[tool.pytest.ini_options]\naddopts = "-p x"\n')).toEqual([
      'pyproject.toml',
    ]);
    expect(
      await change(base['pyproject.toml'] + '[tool]\n"\\u0070ytest".ini_options = { addopts = "-p x" }\n'),
    ).toEqual(['pyproject.toml']);
    expect(await change(base['pyproject.toml'] + '[tool.pytest]\naddopts = ["-p", "x"]\n')).toEqual([
      'pyproject.toml',
    ]);
    expect(
      await change(
        '[project]\nname = "calc"\ndependencies = []\n[project.entry-points.pytest11]\nx = "calc.plug"\n',
      ),
    ).toEqual(['pyproject.toml']);
    // A side that does not parse counts as its own value: from valid to not valid is a change.
    expect(await change('[project\n')).toEqual(['pyproject.toml']);
  });

  it('tox.ini and setup.cfg count when their pytest section (or setup.cfg’s entry points) change', async () => {
    const base = { 'tox.ini': '[tox]\nenvlist = py311\n', 'setup.cfg': '[metadata]\nname = calc\n' };
    const head = (tox: string, cfg: string) => ({ 'tox.ini': tox, 'setup.cfg': cfg });
    expect(
      await flagged(
        ['pytest'],
        ['tox.ini', 'setup.cfg'],
        base,
        head('[tox]\nenvlist = py312\n', '[metadata]\nname = calc2\n'),
      ),
    ).toEqual([]);
    expect(
      await flagged(
        ['pytest'],
        ['tox.ini', 'setup.cfg'],
        base,
        head(
          '[tox]\nenvlist = py311\n[pytest]\naddopts = -p x\n',
          '[metadata]\nname = calc\n[options.entry_points]\npytest11 =\n  x = calc.plug\n',
        ),
      ),
    ).toEqual(['tox.ini', 'setup.cfg']);
    // A comment added to the section is not a change of what pytest reads.
    expect(
      await flagged(
        ['pytest'],
        ['tox.ini'],
        { 'tox.ini': '[pytest]\naddopts = -q\n' },
        { 'tox.ini': '[pytest]\n# quiet\naddopts = -q\n' },
      ),
    ).toEqual([]);
  });

  it('a package’s entry_points.txt anywhere counts for pytest (installed plugins), not for other runners', async () => {
    const changed = ['src/calc.egg-info/entry_points.txt', 'build/lib/calc-1.0.dist-info/entry_points.txt'];
    expect(await flagged(['pytest'], changed)).toEqual(changed);
    expect(await flagged(['jest'], changed)).toEqual([]);
  });

  it('package.json counts for jest when its jest or babel field changes, for mocha its mocha field', async () => {
    const base = { 'package.json': '{"name":"calc","version":"1"}' };
    const head = (o: object) => ({ 'package.json': JSON.stringify({ name: 'calc', ...o }) });
    expect(await flagged(['jest'], ['package.json'], base, head({ version: '2' }))).toEqual([]);
    expect(
      await flagged(['jest'], ['package.json'], base, head({ version: '1', jest: { verbose: true } })),
    ).toEqual(['package.json']);
    expect(await flagged(['jest'], ['package.json'], base, head({ version: '1', babel: {} }))).toEqual([
      'package.json',
    ]);
    expect(await flagged(['mocha'], ['package.json'], base, head({ version: '1', mocha: {} }))).toEqual([
      'package.json',
    ]);
    expect(await flagged(['pytest'], ['package.json'], base, head({ version: '1', jest: {} }))).toEqual([]);
  });

  it('round 7: transpiler and module folders anywhere, interpreter pins, and what a command delegates to', async () => {
    const attacks: [Parameters<typeof flagged>[0], string[]][] = [
      // A bare import resolves from the importing file's folder up: a committed test/node_modules/chai.
      [['vitest'], ['test/node_modules/chai/index.js', 'test/node_modules/expect.js']],
      [['node-test'], ['lib/node_modules/x.js']],
      [['mocha'], ['src/node_modules/assert/index.js']],
      // Babel's TypeScript-named configurations and SWC's, for jest; Babel's for mocha (@babel/register).
      [['jest'], ['src/.babelrc.cts', 'babel.config.ts', 'src/.swcrc', 'lib/.swcrc.json']],
      [['mocha'], ['src/.babelrc.json', 'babel.config.json']],
      // vitest compiles each file with the nearest tsconfig.
      [['vitest'], ['src/tsconfig.json', 'packages/a/tsconfig.build.json']],
      // The interpreter a shim starts.
      [['pytest'], ['.python-version', '.tool-versions']],
      [['node-test'], ['.nvmrc', '.node-version']],
      // What a delegating command runs.
      [['command'], ['Makefile', 'tools/justfile', 'noxfile.py', '.cargo/config.toml']],
    ];
    for (const [runners, paths] of attacks)
      expect([runners, await flagged(runners, paths)]).toEqual([runners, paths]);
    // package.json's scripts, for a command (`npm test`); not for a runner named directly.
    const base = { 'package.json': '{"scripts":{"test":"node --test"}}' };
    const head = { 'package.json': '{"scripts":{"test":"node --import ./x.mjs --test"}}' };
    expect(await flagged(['command'], ['package.json'], base, head)).toEqual(['package.json']);
    expect(await flagged(['node-test'], ['package.json'], base, head)).toEqual([]);
    // Not for runners that never read them.
    expect(
      await flagged(['pytest'], ['test/node_modules/chai/index.js', 'src/.swcrc', 'src/tsconfig.json']),
    ).toEqual([]);
    expect(await flagged(['node-test'], ['src/.babelrc.json', 'Makefile', 'src/tsconfig.json'])).toEqual([]);
  });

  it('JavaScript runners: a file the patch adds beside another the same import names (calc.js by calc.ts, lib.js by lib/)', async () => {
    const base = { 'src/calc.ts': '', 'lib/index.js': '', 'src/util.js': '', 'src/fmt.ts': '' };
    const head: Record<string, string[]> = {
      '': ['lib', 'lib.js', 'src', 'test'],
      src: ['calc.ts', 'calc.js', 'new.js', 'util.ts', 'fmt.ts', 'fmt', 'notes.md'],
      test: ['calc.test.js'],
    };
    const read = {
      ...sides(base, {}),
      headNames: async (f: string) => head[f] ?? null,
    };
    const held = async (changed: string[], runner: Parameters<typeof loaderContextUngradable>[3]) =>
      (await loaderContextUngradable(changed, ['test/calc.test.js'], read, runner)).map((u) => [
        u.path,
        u.reason,
      ]);
    for (const runner of ['vitest', 'jest', 'mocha', 'node-test', 'command'] as const) {
      const got = await held(['src/calc.js', 'lib.js', 'src/new.js'], [runner]);
      expect([runner, got.map(([p]) => p)]).toEqual([runner, ['src/calc.js', 'lib.js']]);
      expect(got[0]?.[1]).toMatch(/is added beside `src\/calc\.ts`, which the same import names/);
    }
    // An extensionless file beside a module of its name: vite resolved `./utils` to it (CLEAR).
    const bare = await held(['src/fmt', 'src/notes.md'], ['vitest']);
    expect(bare.map(([p]) => p)).toEqual(['src/fmt']);
    expect(bare[0]?.[1]).toMatch(/is added beside `src\/fmt\.ts`/);
    // A module moved from .js to .ts (the old one gone), or the base's own pair: not held.
    expect(await held(['src/util.ts'], ['vitest'])).toEqual([]);
    expect(await held(['src/calc.js'], ['pytest'])).toEqual([]);
  });

  it('tests fixtures: a file of a test folder the globs do not match, changed or deleted by the patch (a newcomer\u2019s expected-output JSON was CLEAR)', async () => {
    const base = {
      'test/punycode.test.ts': "import cases from './fixture/toascii.json';\n",
      'test/fixture/toascii.json': '[]',
      'test/helpers.ts': '',
      '__tests__/data/x.txt': '',
      'src/data/table.json': '{}',
      'src/testing/index.ts': '',
      'spec/cases.json': '[]',
      'spec/a.spec.js': '',
      'src/__fixtures__/table.json': '{}',
      'testdata/golden.txt': '',
      'test-fixtures/cases.json': '[]',
      'src/calc.test.ts': "import data from './data/table.json';\n",
    };
    const read = sides(base, {});
    const tests = ['test/punycode.test.ts', 'src/calc.test.ts', '__tests__/unit/a.test.js', 'spec/a.spec.js'];
    const held = async (changed: string[], runners: Parameters<typeof loaderContextUngradable>[3]) =>
      (await loaderContextUngradable(changed, tests, read, runners)).map((u) => u.path);
    const changed = [
      'test/fixture/toascii.json',
      'test/helpers.ts',
      '__tests__/data/x.txt',
      'test/fixture/new.json', // added: no base test can read it
      'src/data/table.json', // the code under test's, beside a test kept with the code
      'src/testing/index.ts', // a library's testing package: no test file below it
      'spec/cases.json', // mocha's spec/ folder
      'src/__fixtures__/table.json', // data beside tests kept with the code
      'testdata/golden.txt', // a root data folder
      'test-fixtures/cases.json', // named for tests and data, no test file in it
      'test/punycode.test.ts', // a test file: the oracle's own rules
    ];
    for (const runner of ['vitest', 'jest', 'mocha', 'node-test', 'command', 'pytest', 'unittest'] as const)
      expect([runner, await held(changed, [runner])]).toEqual([
        runner,
        [
          'test/fixture/toascii.json',
          'test/helpers.ts',
          '__tests__/data/x.txt',
          'spec/cases.json',
          'src/__fixtures__/table.json',
          'testdata/golden.txt',
          'test-fixtures/cases.json',
        ],
      ]);
    // Without a tests fixture the test folders are not the oracle's.
    expect(await held(changed, [])).toEqual([]);
    const [u] = await loaderContextUngradable(['test/fixture/toascii.json'], tests, read, ['vitest']);
    expect(u?.reason).toMatch(
      /no glob of the fixture matches .* List it under the fixture's `files` or under `protected`/,
    );
  });

  it('jest: a package.json anywhere counts when its babel field changes (babel-jest reads it as a .babelrc)', async () => {
    const babel = JSON.stringify({ babel: { plugins: ['./fix.cjs'] } });
    // Added with a babel field, beside the code under test (not on the way to a test file).
    expect(await flagged(['jest'], ['src/package.json'], {}, { 'src/package.json': babel })).toEqual([
      'src/package.json',
    ]);
    // Its babel field changed; removed while it held one; and for `command` (it may run jest).
    const had = { 'lib/package.json': JSON.stringify({ babel: {} }) };
    expect(await flagged(['jest'], ['lib/package.json'], had, { 'lib/package.json': babel })).toEqual([
      'lib/package.json',
    ]);
    expect(await flagged(['jest'], ['lib/package.json'], had, {})).toEqual(['lib/package.json']);
    expect(await flagged(['command'], ['src/package.json'], {}, { 'src/package.json': babel })).toEqual([
      'src/package.json',
    ]);
    // Other fields, a package.json added without one, or another runner: not held.
    const plain = JSON.stringify({ name: 'x', type: 'module' });
    expect(await flagged(['jest'], ['src/package.json'], {}, { 'src/package.json': plain })).toEqual([]);
    expect(
      await flagged(['vitest', 'pytest'], ['src/package.json'], {}, { 'src/package.json': babel }),
    ).toEqual([]);
  });

  it('with only a tests fixture (no invariant) the root and the test files’ folders are still guarded', async () => {
    const u = await loaderContextUngradable(
      ['pytest.ini', 'tests/conftest.py'],
      ['tests/test_x.py'],
      sides({}, {}),
      ['pytest'],
    );
    expect(u.map((x) => x.path)).toEqual(['pytest.ini', 'tests/conftest.py']);
  });
});

describe('loaderContextUngradable: a folder\u2019s package.json anywhere', () => {
  it('is held where the patch adds one to a folder the base has, or changes its loader fields (round 8: lib/package.json pointed main at a good copy)', async () => {
    const j = (o: object) => JSON.stringify(o);
    const base: Record<string, string> = {
      'lib/index.js': '',
      'packages/a/package.json': j({ name: 'a', version: '1.0.0', exports: './index.js' }),
      'packages/b/package.json': j({ name: 'b', version: '1.0.0', main: 'index.js' }),
      'packages/c/package.json': j({ name: 'c', version: '1.0.0' }),
      'test/math.test.js': '',
    };
    const head: Record<string, string> = {
      ...base,
      'lib/package.json': j({ main: 'impl.js' }),
      'packages/a/package.json': j({ name: 'a', version: '1.1.0', exports: './index.js' }),
      'packages/b/package.json': j({ name: 'b', version: '1.0.0', main: 'good.js' }),
      'packages/new/package.json': j({ name: 'new', main: 'index.js' }),
      // Round 9: a `#impl` import whose `development` condition (vite's) names another file than node's.
      'packages/c/package.json': j({
        name: 'c',
        version: '1.0.0',
        imports: { '#impl': { development: './impl-dev.js', default: './impl.js' } },
      }),
    };
    const folders = new Set(
      Object.keys(base).flatMap((p) =>
        p
          .split('/')
          .slice(0, -1)
          .map((_, i, a) => a.slice(0, i + 1).join('/')),
      ),
    );
    const read = {
      base: async (p: string) => (p in base ? Buffer.from(base[p] as string) : null),
      head: async (p: string) => (p in head ? Buffer.from(head[p] as string) : null),
      baseNames: async (f: string) => (f === '' || folders.has(f) ? ['x'] : null),
    };
    const changed = [
      'lib/package.json',
      'packages/a/package.json',
      'packages/b/package.json',
      'packages/new/package.json',
      'packages/c/package.json',
    ];
    for (const runners of [['vitest'], ['node-test'], ['jest'], ['mocha'], ['command'], []] as const) {
      const u = await loaderContextUngradable(changed, ['test/math.test.js'], read, [...runners]);
      expect([runners, u.map((x) => x.path)]).toEqual([
        runners,
        ['lib/package.json', 'packages/b/package.json', 'packages/c/package.json'],
      ]);
    }
    // Runners that import no JavaScript.
    expect(await loaderContextUngradable(changed, ['test/math.test.js'], read, ['pytest'])).toEqual([]);
  });
});

describe('loaderContextUngradable: any runner file on the way from a test file to the root (property)', () => {
  const seg = fc.constantFrom('tests', 'unit', 'src', 'pkg', 'a b', 'Ünï', 'deep');
  const folderArb = fc.array(seg, { maxLength: 3 }).map((s) => s.join('/'));
  const own = fc.constantFrom(
    ['pytest', 'conftest.py'],
    ['pytest', '.pytest.ini'],
    ['pytest', 'pytest.toml'],
    ['jest', 'jest.config.cjs'],
    ['vitest', 'vitest.config.mts'],
    ['mocha', '.mocharc.yaml'],
  );
  it('is flagged exactly when its folder is the test file’s folder or above it', async () => {
    await fc.assert(
      fc.asyncProperty(
        folderArb,
        folderArb,
        own,
        fc.boolean(),
        async (testDir, fileDir, [runner, name], upper) => {
          const testFile = (testDir ? `${testDir}/` : '') + 'test_x.py';
          const changedName = upper ? name.toUpperCase() : name;
          const path = (fileDir ? `${fileDir}/` : '') + changedName;
          const u = await loaderContextUngradable(
            [path],
            [testFile],
            { base: async () => null, head: async () => null },
            [runner as 'pytest'],
          );
          const onTheWay = testDir === fileDir || testDir.startsWith(`${fileDir}/`) || fileDir === '';
          expect(u.map((x) => x.path)).toEqual(onTheWay ? [path] : []);
          // A Babel configuration counts for jest wherever it is (babel-jest applies it below it).
          const babel = (fileDir ? `${fileDir}/` : '') + (upper ? '.BABELRC' : '.babelrc');
          const b = await loaderContextUngradable(
            [babel],
            [testFile],
            { base: async () => null, head: async () => null },
            ['jest'],
          );
          expect(b.map((x) => x.path)).toEqual([babel]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('loaderContextUngradable: a Python module the patch adds on the way to a test file (property)', () => {
  const seg = fc.constantFrom('tests', 'unit', 'src', 'pkg', 'deep');
  const folderArb = fc.array(seg, { maxLength: 3 }).map((s) => s.join('/'));
  const RUNNER = ['pytest', 'pluggy', '_pytest'];
  const STDLIB = ['json', 'types', 'xml', 'unittest'];
  const nameArb = fc.constantFrom(...RUNNER, ...STDLIB, 'calc', 'helpers', 'tests', 'unit', 'deep');
  const join = (...p: string[]) => p.filter((x) => x !== '').join('/');

  it('is held exactly when its folder is no package and its name is the runner’s, the standard library’s, a test folder’s beside it or the project’s', async () => {
    await fc.assert(
      fc.asyncProperty(
        folderArb,
        fc.nat(),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        nameArb,
        fc.boolean(),
        fc.constantFrom('calc.py', 'src/calc.py', 'src/calc/__init__.py', 'docs/calc.py'),
        fc.boolean(),
        async (testDir, pick, packages, name, asPackage, calcAt, listings) => {
          const testFile = join(testDir, 'test_x.py');
          // The folders on the way (the root first); some are packages on the base.
          const parts = testDir === '' ? [] : testDir.split('/');
          const way = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
          way.unshift('');
          const at = way[pick % way.length] as string;
          const base = new Map<string, string>([
            [testFile, ''],
            [calcAt, ''],
          ]);
          way.forEach((f, i) => {
            if (packages[i % packages.length] === true) base.set(join(f, '__init__.py'), '');
          });
          const path = asPackage ? join(at, name, '__init__.py') : join(at, `${name}.py`);
          const read = {
            base: async (p: string) => (base.has(p) ? Buffer.from(base.get(p) as string) : null),
            head: async (p: string) => (p === path || base.has(p) ? Buffer.from('') : null),
            // With or without the folder listings (without them, no folder is known to hold only tests).
            ...(listings
              ? {
                  baseNames: async (folder: string) => {
                    const under = [...base.keys()].filter((k) => folder === '' || k.startsWith(`${folder}/`));
                    if (under.length === 0) return null;
                    return [
                      ...new Set(
                        under.map(
                          (k) => k.slice(folder === '' ? 0 : folder.length + 1).split('/')[0] as string,
                        ),
                      ),
                    ];
                  },
                }
              : {}),
          };
          const u = await loaderContextUngradable([path], [testFile], read, ['pytest']);
          const added = !base.has(path);
          const isPackage = base.has(join(at, '__init__.py'));
          const project = ['', 'src'].some(
            (r) => r !== at && (base.has(join(r, `${name}.py`)) || base.has(join(r, name, '__init__.py'))),
          );
          const named =
            RUNNER.includes(name) || STDLIB.includes(name) || way.includes(join(at, name)) || project;
          // A package whose folder is itself on the way adds an __init__.py on the way: always held.
          const initOnWay = asPackage && way.includes(join(at, name));
          // An __init__.py on the way that the base holds is held in a folder of tests: one named for
          // them or below one, or one whose Python files on the base are all test files.
          const folder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
          const py = [...base.keys()].filter(
            (k) =>
              k.startsWith(folder === '' ? '' : `${folder}/`) &&
              !k.slice(folder === '' ? 0 : folder.length + 1).includes('/') &&
              !k.endsWith('__init__.py'),
          );
          const testsOnly = listings && py.length > 0 && py.every((k) => k === testFile);
          const changedInit =
            !added && asPackage && way.includes(folder) && (folder.split('/').includes('tests') || testsOnly);
          const expected = changedInit || (added && (initOnWay || (!isPackage && named)));
          // A file of a test folder the base holds is held by its own rule, for every runner (below).
          const ofTestFolder = !added && folder.split('/').some((x) => /^tests?$/i.test(x));
          const importRule = (x: { reason: string }) => !x.reason.includes('no glob of the fixture matches');
          expect(u.filter(importRule).map((x) => x.path)).toEqual(expected ? [path] : []);
          expect(u.map((x) => x.path)).toEqual(expected || ofTestFolder ? [path] : []);
          // Other runners import no Python.
          const other = await loaderContextUngradable([path], [testFile], read, ['jest', 'node-test']);
          expect(other.filter(importRule)).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('loaderContextUngradable: two files one JavaScript import names (property)', () => {
  const EXT = ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'mts', 'cts', 'json', 'node'];
  const seg = fc.constantFrom('src', 'lib', 'a b', 'Ünï', 'deep', 'test');
  const folderArb = fc.array(seg, { maxLength: 3 }).map((s) => s.join('/'));
  const stemArb = fc.constantFrom('calc', 'index', 'lib', 'x.y', 'Calc');
  it('an added file is held exactly when its folder holds another entry the same import names', async () => {
    await fc.assert(
      fc.asyncProperty(
        folderArb,
        stemArb,
        // The added file's extension: one a resolver tries, none, or an unrelated one.
        fc.constantFrom(...EXT, '', 'md'),
        // The other entry beside it: none, a file of another (or an unrelated) extension, or a folder.
        fc.oneof(
          fc.constant(null),
          fc.constantFrom(...EXT).map((e) => ({ kind: 'file' as const, ext: e })),
          fc.constant({ kind: 'file' as const, ext: 'md' }),
          fc.constant({ kind: 'folder' as const, ext: '' }),
        ),
        fc.boolean(),
        fc.constantFrom('jest', 'vitest', 'mocha', 'node-test', 'command', 'pytest'),
        async (folder, stem, ext, other, onBase, runner) => {
          const within = (n: string) => (folder === '' ? n : `${folder}/${n}`);
          const name = ext === '' ? stem : `${stem}.${ext}`;
          const path = within(name);
          const otherName = other === null ? null : other.kind === 'folder' ? stem : `${stem}.${other.ext}`;
          const names = [name, ...(otherName !== null && otherName !== name ? [otherName] : [])];
          const read = {
            base: async (p: string) => (onBase && p === path ? Buffer.from('') : null),
            head: async () => null,
            headNames: async (f: string) => (f === folder ? names : null),
          };
          const u = await loaderContextUngradable([path], ['test/x.test.js'], read, [runner as 'jest']);
          // A module is named by its stem; any other name is tried as it is, then with each extension.
          const twin = EXT.includes(ext)
            ? otherName !== null &&
              otherName !== name &&
              (other?.kind === 'folder' || EXT.includes(other?.ext ?? ''))
            : otherName !== null && EXT.some((e) => otherName === `${name}.${e}`);
          const js = runner !== 'pytest';
          const held = js && !onBase && twin;
          expect(
            u.filter((x) => x.reason.includes('which the same import names')).map((x) => x.path),
          ).toEqual(held ? [path] : []);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('workingTreeUngradable (property)', () => {
  const pathArb = fc
    .array(fc.constantFrom('src', 'lib', 'a.mjs', 'b.py', 'Ünï', 'x y', '.hidden'), {
      minLength: 1,
      maxLength: 3,
    })
    .map((p) => p.join('/'));
  it('holds exactly the changed paths whose working file differs, in the patch’s order, each named', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(pathArb, { maxLength: 12 }),
        fc.uniqueArray(pathArb, { maxLength: 12 }),
        (changed, dirty) => {
          const u = workingTreeUngradable(changed, dirty);
          expect(u.map((x) => x.path)).toEqual(changed.filter((p) => dirty.includes(p)));
          for (const x of u) {
            expect(x.kind).toBe('working-tree');
            expect(x.reason).toMatch(/uncommitted/);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('inTestsFolder (property)', () => {
  // Folder names: named for tests, named for test data, and neither (a library's `testing/` package,
  // look-alikes such as `contest/` and `fixturesx/`), in mixed case.
  const TESTS = [
    'test',
    'tests',
    '__tests__',
    'spec',
    'e2e',
    'unit_tests',
    'tests-e2e',
    'Test',
    'SPEC',
    'testing',
  ];
  const DATA = ['fixtures', '__fixtures__', 'testdata', 'test-fixtures', 'test_data', 'Fixtures'];
  const OTHER = ['src', 'lib', 'data', 'unit', 'contest', 'fixturesx', 'latest', 'x y', 'Ünï'];
  const segment = fc.constantFrom(...TESTS, ...DATA, ...OTHER);
  const folder = fc.array(segment, { maxLength: 4 });
  const file = (names: string[]) =>
    fc.tuple(folder, fc.constantFrom(...names)).map(([f, n]) => [...f, n].join('/'));
  const paths = fc.uniqueArray(file(['x.json', 'helper.ts', 'golden.txt']), { maxLength: 8 });
  const tests = fc.uniqueArray(file(['a.test.ts', 'b_test.py', 'c.spec.js']), { maxLength: 5 });
  const isTests = (s: string) => TESTS.some((t) => t.toLowerCase() === s.toLowerCase());
  const isData = (s: string) => DATA.some((t) => t.toLowerCase() === s.toLowerCase());
  /** Whether a test file lies below `parts` (the root when empty), compared without case. */
  const holds = (parts: string[], ts: string[]) =>
    ts.some((t) => {
      const tp = t.toLowerCase().split('/').slice(0, -1);
      return parts.length <= tp.length && parts.every((p, i) => p.toLowerCase() === tp[i]);
    });
  /**
   * The rule, stated on its own: the outermost folder named for tests counts when a test file lies
   * below it; the outermost folder named for test data counts when its parent holds a test file.
   */
  const model = (p: string, ts: string[]) => {
    const parts = p.split('/').slice(0, -1);
    const at = parts.findIndex(isTests);
    if (at >= 0 && holds(parts.slice(0, at + 1), ts)) return true;
    const data = parts.findIndex(isData);
    return data >= 0 && holds(parts.slice(0, data), ts);
  };

  it('keeps exactly the paths in a folder of tests, in order', () => {
    fc.assert(
      fc.property(paths, tests, (ps, ts) => {
        expect(inTestsFolder(ps, ts)).toEqual(ps.filter((p) => model(p, ts)));
      }),
      { numRuns: 500 },
    );
  });

  it('more test files never take a path out; none, or a path with no such folder, keeps nothing', () => {
    fc.assert(
      fc.property(paths, tests, tests, (ps, ts, more) => {
        const some = new Set(inTestsFolder(ps, ts));
        const all = new Set(inTestsFolder(ps, [...ts, ...more]));
        for (const p of some) expect(all.has(p)).toBe(true);
        expect(inTestsFolder(ps, [])).toEqual([]);
        const plain = ps.filter((p) => !p.split('/').some((s) => isTests(s) || isData(s)));
        expect(inTestsFolder(plain, [...ts, ...more])).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on case, and a test file below a folder of tests puts every file of its root in', () => {
    fc.assert(
      fc.property(paths, tests, folder, (ps, ts, sub) => {
        const upper = (x: string) => x.toUpperCase();
        expect(inTestsFolder(ps.map(upper), ts).map((p) => p.toLowerCase())).toEqual(
          inTestsFolder(ps, ts.map(upper)).map((p) => p.toLowerCase()),
        );
        // `test/<anything>/x.json` with a test anywhere below `test/`.
        const p = ['test', ...sub, 'x.json'].join('/');
        expect(inTestsFolder([p], ['test/deep/er/a.test.ts'])).toEqual([p]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('inTestsFolder: data folders', () => {
  it('golden/ and __data__/ beside tests are the tests\u2019 data; data/ is not (round 9: CLEAR)', () => {
    const tests = ['src/calc.test.js'];
    expect(
      inTestsFolder(
        [
          'src/golden/cases.json',
          'src/goldens/a.txt',
          'src/__data__/cases.json',
          'src/data/table.json',
          'lib/golden/x',
        ],
        tests,
      ),
    ).toEqual(['src/golden/cases.json', 'src/goldens/a.txt', 'src/__data__/cases.json']);
  });
});

describe('NAMED_AS_TEST', () => {
  it.each([
    ['src/calc.spec.js', true],
    ['atest/calc.test.js', true],
    ['src/calc.test-d.ts', true],
    ['pkg/calc_test.py', true],
    ['test_calc.py', true],
    ['src/__tests__/helpers.js', true],
    ['src/Calc.Spec.TS', true],
    ['src/self-test.js', false], // a module the code may import
    ['src/latest.js', false],
    ['src/contest.py', false],
    ['src/testing/index.ts', false],
    ['test_data/table.json', false],
  ])('%s: %s', (path, named) => {
    expect(NAMED_AS_TEST.test(path)).toBe(named);
  });
});

describe('links of the base', () => {
  it('a changed path under a link\u2019s target is read as the link\u2019s path; a look-alike folder is not', () => {
    const links = [
      { path: 'test/fixtures', target: 'shared' },
      { path: 'test/cases.json', target: 'data/cases.json' },
    ];
    expect(
      throughLinks(
        ['shared/a.json', 'sharedx/b.json', 'shared', 'data/cases.json', 'data/cases.json5'],
        links,
      ).map((x) => [x.path, x.alias]),
    ).toEqual([
      ['shared/a.json', 'test/fixtures/a.json'],
      ['shared', 'test/fixtures'],
      ['data/cases.json', 'test/cases.json'],
    ]);
    expect(throughLinks(['shared/a.json'], [])).toEqual([]);
  });

  it('finds exactly the changed paths at or under a link\u2019s target (property, against the plain definition)', () => {
    const part = fc.constantFrom('a', 'b', 'ab', 'a.b');
    const path = fc.array(part, { minLength: 1, maxLength: 4 }).map((p) => p.join('/'));
    fc.assert(
      fc.property(
        fc.uniqueArray(path, { maxLength: 10 }),
        fc.array(fc.record({ path: path.map((p) => `t/${p}`), target: path }), { maxLength: 5 }),
        (changed, links) => {
          const plain = changed.flatMap((p) =>
            links
              .filter((l) => p === l.target || p.startsWith(`${l.target}/`))
              .map((l) => `${p} ${l.path}${p.slice(l.target.length)}`),
          );
          expect(
            throughLinks(changed, links)
              .map((x) => `${x.path} ${x.alias}`)
              .sort(),
          ).toEqual(plain.sort());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('looks in each test file\u2019s outermost folder named for tests, and in its own folder', () => {
    expect(
      testLinkFolders(['test/unit/a.test.js', 'src/calc.test.ts', 'Spec/x.spec.js', 'b_test.py']),
    ).toEqual({
      deep: ['test', 'Spec'],
      shallow: ['test/unit', 'src', 'Spec', ''],
    });
  });
});

describe('commandFilesUngradable', () => {
  it('holds the scripts a command or setup names (not what lies in a folder it names: pytest tests/)', () => {
    expect(commandPaths('sh scripts/test.sh && ./run.py --x=1; bin/check tests/ > out.xml')).toEqual([
      'scripts/test.sh',
      'run.py',
      'bin/check',
      'tests',
    ]);
    // Not: options, variables, the runner's own words, data files, paths outside the tree.
    expect(
      commandPaths(
        'npm ci; pip install -r requirements.txt; FOO=1 pytest -q "$GATE_REPORT" /usr/bin/env ../x.sh',
      ),
    ).toEqual([]);
    const u = commandFilesUngradable(
      ['scripts/test.sh', 'src/calc.js', 'tools/prep', 'tests/test_new.py', 'requirements.txt'],
      [
        { field: 'command', text: 'sh scripts/test.sh && pytest tests/' },
        { field: 'setup', text: 'tools/prep && pip install -r requirements.txt' },
      ],
    );
    expect(u.map((x) => x.path)).toEqual(['scripts/test.sh', 'tools/prep']);
    expect(u[0]?.reason).toMatch(
      /named by a tests fixture.s `command` \(`sh scripts\/test\.sh && pytest tests\/`\)/,
    );
    expect(commandFilesUngradable(['scripts/test.sh'], [])).toEqual([]);
  });
});

describe('loaderContextUngradable: an added file with no extension that holds JavaScript', () => {
  it('is held for the JavaScript runners (require(\u2019./flags\u2019) loads it as JavaScript); other files with no extension are not', async () => {
    const head: Record<string, string> = {
      'src/flags': "module.exports = { strict: process.env.NODE_ENV !== 'test' };\n",
      'src/esm-flags': "export const strict = !('expect' in globalThis);\n",
      'bin/cli': "#!/usr/bin/env node\nrequire('../lib/cli.js').main();\n",
      Makefile: 'test:\n\tNODE_ENV=test npx jest\n',
      LICENSE: 'Permission is hereby granted, free of charge, to any person obtaining a copy\n',
      Dockerfile: 'FROM node:20\nENV NODE_ENV=production\nRUN npm ci\n',
      'scripts/deploy': '#!/bin/sh\nset -e\nexport NODE_ENV=production\nnpm run build\n',
      Jenkinsfile: 'import groovy.json.JsonSlurper\npipeline { }\n',
    };
    const read = {
      base: async (p: string) => (p === 'src/old' ? Buffer.from('module.exports = 1;\n') : null),
      head: async (p: string) => (p in head ? Buffer.from(head[p] as string) : null),
    };
    const changed = [...Object.keys(head), 'src/old'];
    const held = async (runners: Parameters<typeof loaderContextUngradable>[3]) =>
      (await loaderContextUngradable(changed, ['test/a.test.js'], read, runners)).map((u) => u.path);
    for (const runner of ['node-test', 'jest', 'vitest', 'mocha'] as const)
      expect([runner, await held([runner])]).toEqual([runner, ['src/flags', 'src/esm-flags', 'bin/cli']]);
    // A command: the Makefile by its own rule (what `make test` runs).
    expect(await held(['command'])).toEqual(['src/flags', 'src/esm-flags', 'bin/cli', 'Makefile']);
    // JavaScript invariants alone load modules as Node does; pytest does not.
    expect(await held([])).toEqual(['src/flags', 'src/esm-flags', 'bin/cli']);
    expect(await held(['pytest'])).toEqual([]);
    const [u] = await loaderContextUngradable(['src/flags'], ['test/a.test.js'], read, ['vitest']);
    expect(u?.reason).toMatch(
      /no extension and holds a JavaScript module, which an import of `\.\/flags` loads/,
    );
  });
});
