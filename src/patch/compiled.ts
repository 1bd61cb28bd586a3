/**
 * Compiled code and loading context (SPEC §8 "graded bytes are executed bytes", §2 "bound to the
 * right tree").
 *
 * Compiled code: a patch that adds, changes or removes a file an interpreter loads as compiled code —
 * Python bytecode (`*.pyc`, `*.pyo`, anything under `__pycache__/`), a native extension (`*.so`,
 * `*.pyd`, `*.node`, `*.dylib`, `*.dll`) — changes executed bytes no spec can read: the run holds as
 * UNGRADABLE (`compiled-code`), never a clear. (A bytecode cache is never read from the checkout
 * anyway, src/adapters/proc.ts; a `.pyc` without its source is still imported, and an extension
 * module wins over the `.py` beside it.)
 *
 * Loading context: invariants run at their own paths in the candidate checkout, so files there decide
 * how the invariant itself is loaded — a `package.json` whose `type`, `imports`, `exports`, `main` or
 * `name` changes (ESM or CommonJS, `#imports`, self-references), a `conftest.py`, a
 * `sitecustomize.py`/`usercustomize.py`, a `.pth`, a `pytest.ini`, a `tsconfig*.json`/`jsconfig.json`
 * (paths), an `.npmrc` (`node-options`). The rule is the simplest honest one: a patch that changes such
 * a file in an invariant's folder or any folder above it up to the repository root is UNGRADABLE
 * (`loader-context`), naming the file, so the invariant is loaded exactly as on the base revision or
 * the run holds.
 *
 * A `tests:` fixture's test files are invariants too, and its runner reads configuration of its own
 * that decides what a test does and what the report says (a `conftest.py` hook that marks a failure
 * passed, `addopts = -p plugin`, jest's `testResultsProcessor`, a Babel plugin that rewrites the
 * tests, mocha's `--require`): for each runner the run uses, its configuration files on the way from a
 * test file up to the root count as loader context — pytest's `pytest.ini`, `.pytest.ini`,
 * `pytest.toml`, `.pytest.toml`, and `pyproject.toml` / `tox.ini` / `setup.cfg` when their pytest
 * table or section changes (read with a TOML parser: a key can be spelled with escapes), plus a
 * package's `entry_points.txt` anywhere (pytest loads the plugins installed packages declare); jest's
 * `jest.config.*` and Babel's configuration, `package.json`'s `jest` and `babel`; vitest's and vite's
 * `*.config.*` and workspace files; mocha's `.mocharc.*` and `package.json`'s `mocha` — and for a
 * `runner: command`, which may run any of them, all of these. For jest, a Babel configuration counts
 * anywhere (babel-jest applies the one nearest each file it compiles). pytest and unittest import a
 * test file as a module of its packages with the checkout first on `sys.path`, so what the import
 * system finds first on the way counts too: a test folder's `__init__.py`, one the patch adds, and a
 * module the patch adds that shadows another ({@link pythonImportHeld}).
 */
import { closeSync, fstatSync, lstatSync, openSync, readdirSync, readSync, constants } from 'node:fs';
import { join, posix } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import type { BaseTree } from '../oracle/base-tree.js';
import type { TestRunner } from '../oracle/config.js';
import type { Ungradable } from './graded.js';
import { pathFoldKey } from './paths.js';
import { PYTHON_RUNNER_MODULES, PYTHON_STDLIB } from './python-modules.js';

/** File names (case-folded) an interpreter loads as compiled code. */
const COMPILED_EXTENSIONS = ['.pyc', '.pyo', '.so', '.pyd', '.node', '.dylib', '.dll'];

/** Why `path` is compiled code an interpreter would load, or null. */
export function compiledKind(path: string): string | null {
  const parts = pathFoldKey(path).split('/');
  const name = parts[parts.length - 1] ?? '';
  if (parts.slice(0, -1).includes('__pycache__')) return 'a Python bytecode cache';
  if (name.endsWith('.pyc') || name.endsWith('.pyo')) return 'Python bytecode';
  // `x.so`, `x.cpython-311-x86_64-linux-gnu.so`, `libx.so.1`.
  if (/\.so(\.\d+)*$/.test(name)) return 'a native library or extension module';
  for (const ext of COMPILED_EXTENSIONS)
    if (name.endsWith(ext)) return 'a native library or extension module';
  return null;
}

/** The changed paths that are compiled code (both sides of a rename are in `changed`). */
export function compiledUngradable(changed: readonly string[]): Ungradable[] {
  const out: Ungradable[] = [];
  for (const path of changed) {
    const kind = compiledKind(path);
    if (kind === null) continue;
    out.push({
      path,
      kind: 'compiled-code',
      reason: `${kind}: an interpreter loads these bytes, which no spec can read as source`,
    });
  }
  return out;
}

/** Loader-context files (case-folded names) whose any change counts. */
const CONTEXT_NAMES = new Set([
  'conftest.py',
  'sitecustomize.py',
  'usercustomize.py',
  'pytest.ini',
  '.npmrc',
  'jsconfig.json',
  // What picks the interpreter a shim on PATH starts (pyenv, asdf, nvm, volta, nodenv).
  '.python-version',
  '.tool-versions',
  '.node-version',
  '.nvmrc',
]);

/** How a changed loader-context file is compared: any change, or only the part a loader reads. */
type ContextKind =
  | { compare: 'always' }
  | { compare: 'package.json' }
  | { compare: 'toml'; tables: readonly (readonly string[])[] }
  | { compare: 'ini'; sections: readonly string[] };

/** Each runner's own configuration files (case-folded names), and how a change of one counts. */
const RUNNER_CONTEXT: Partial<Record<TestRunner, (name: string) => ContextKind | null>> = {
  pytest: (n) => {
    if (['.pytest.ini', 'pytest.toml', '.pytest.toml'].includes(n)) return { compare: 'always' };
    // The pytest configuration, and the plugins the package declares (a `setup` that installs the
    // package makes them plugins pytest loads).
    if (n === 'pyproject.toml')
      return {
        compare: 'toml',
        tables: [
          ['tool', 'pytest'],
          ['project', 'entry-points', 'pytest11'],
        ],
      };
    if (n === 'tox.ini') return { compare: 'ini', sections: ['pytest'] };
    if (n === 'setup.cfg') return { compare: 'ini', sections: ['tool:pytest', 'options.entry_points'] };
    return null;
  },
  jest: (n) =>
    /^jest\.config\.(?:[cm]?[jt]s|json)$/.test(n) ||
    /^babel\.config\.(?:json|[cm]?js|cts)$/.test(n) ||
    /^\.babelrc(?:\.(?:json|[cm]?js))?$/.test(n)
      ? { compare: 'always' }
      : null,
  // `vitest.config.ts`, `vite.config.mts`, a workspace, and the per-project configs a `projects` list
  // names (`vitest.unit.config.mjs`, `vite.e2e.config.ts`).
  vitest: (n) =>
    /^(?:vitest|vite)\.(?:[\w-]+\.)*(?:config|workspace|projects)(?:\.[\w-]+)?\.(?:[cm]?[jt]s|json)$/.test(n)
      ? { compare: 'always' }
      : null,
  mocha: (n) => (/^\.mocharc\.(?:[cm]?js|json|jsonc|ya?ml)$/.test(n) ? { compare: 'always' } : null),
};

/** The runners whose configuration a `runner: command` fixture's changes are held for (it may run any). */
const COMMAND_MAY_RUN: readonly TestRunner[] = ['command', 'jest', 'vitest', 'mocha', 'pytest', 'unittest'];

/** The `package.json` fields a runner reads its configuration from. */
const RUNNER_PACKAGE_FIELDS: Partial<Record<TestRunner, readonly string[]>> = {
  jest: ['jest', 'babel'],
  mocha: ['mocha'],
  // What `npm test` (or `npm run x`) runs, for a command that delegates to it.
  command: ['scripts'],
};

/** What a change of `name` changes, when it is a loader-context file; null otherwise. */
function contextKind(name: string, runners: ReadonlySet<TestRunner>): ContextKind | null {
  const n = pathFoldKey(name);
  if (n === 'package.json') return { compare: 'package.json' };
  if (CONTEXT_NAMES.has(n) || n.endsWith('.pth') || /^tsconfig.*\.json$/.test(n))
    return { compare: 'always' };
  for (const r of runners) {
    const kind = RUNNER_CONTEXT[r]?.(n);
    if (kind) return kind;
  }
  return null;
}

/** A runner's own configuration file (not the loader's: a `package.json`, a `.pth`) by its name. */
function runnerConfigKind(name: string, runners: ReadonlySet<TestRunner>): ContextKind | null {
  for (const r of runners) {
    const kind = RUNNER_CONTEXT[r]?.(name);
    if (kind) return kind;
  }
  return null;
}

/** A folder named for tests: `test`, `tests`, `testing`, `__tests__`, `unit_tests`, `tests-e2e` … */
const TEST_FOLDER = /^(?:tests?|testing|__tests__)$|^tests?[_-]|[_-]tests?$/;

/**
 * A folder of tests: one named for them, or below one. Its `__init__.py` is test code the runner
 * loads; a package of the code under test (`src/pkg/`, with tests beside its modules) is not held for
 * it: what code under test does in the runner's process is SECURITY.md's known limit.
 */
function inTestFolder(folder: string): boolean {
  return folder.split('/').some((part) => TEST_FOLDER.test(part));
}

/** A folder named for tests by the runners' conventions beyond TEST_FOLDER: mocha's `spec/`, `e2e/`. */
const TEST_ROOT = /^(?:specs?|e2e|__tests?__)$/;

/**
 * A folder named for the data tests read: `fixtures/`, `__fixtures__/`, `testdata/`, `test-fixtures/`,
 * `golden/`, `__data__/` (a plain `data/` is the code's as often as the tests').
 */
const TEST_DATA =
  /^(?:(?:__)?(?:fixtures?|testdata|goldens?|golden[-_]?files|tests?[-_]?(?:data|fixtures?|cases|resources|assets))(?:__)?|__data__)$/;

/**
 * Whether `folder` (case-folded) is in a folder of tests: its outermost folder named for tests (the
 * tests' root: `test/` for `test/fixture/`, `tests/` for `tests/unit/data/`, `spec/`) holds a test file
 * at any depth, or a folder named for test data (`src/__fixtures__/`, a root `testdata/`) sits in a
 * folder that does (`holdsTests`: every folder that holds a test file; the root when any does).
 */
function ofTestRoot(folder: string, holdsTests: ReadonlySet<string>): boolean {
  const parts = folder.split('/');
  const at = parts.findIndex((part) => TEST_FOLDER.test(part) || TEST_ROOT.test(part));
  if (at >= 0 && holdsTests.has(parts.slice(0, at + 1).join('/'))) return true;
  const data = parts.findIndex((part) => TEST_DATA.test(part));
  return data >= 0 && holdsTests.has(parts.slice(0, data).join('/'));
}

/** Every folder (case-folded) that holds one of `tests` at any depth, the root included when any. */
function foldersHolding(tests: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const t of tests) {
    const k = pathFoldKey(t);
    out.add('');
    for (let at = k.lastIndexOf('/'); at > 0; at = k.lastIndexOf('/', at - 1)) out.add(k.slice(0, at));
  }
  return out;
}

/**
 * A file named as the runners' conventions name test files (`calc.spec.js`, `calc_test.py`,
 * `test_calc.py`, `__tests__/`, `calc.test-d.ts`), wherever it is: a runner whose own configuration
 * collects such names (a `.mocharc` `spec: src/**\/*.spec.js`, a vitest filter that matches
 * `atest/calc.test.js` as well as `test/calc.test.js`) runs it in the process of the fixture's tests.
 */
export const NAMED_AS_TEST = /(?:^|\/)__tests?__\/|(?:^|\/)test_[^/]*\.py$|[._](?:test|spec)(?:-d)?\.[^/]+$/i;

/**
 * The paths of `paths` that lie in a folder of tests (see ofTestRoot) of the base's test files
 * `tests`: test code or data, which a base test may read without naming it (a folder it lists).
 */
export function inTestsFolder(paths: readonly string[], tests: readonly string[]): string[] {
  const holds = foldersHolding(tests);
  return paths.filter((p) => {
    const k = pathFoldKey(p);
    return ofTestRoot(k.slice(0, Math.max(0, k.lastIndexOf('/'))), holds);
  });
}

/**
 * The per-folder configuration of the transpilers jest (babel-jest, @swc/jest), mocha (a base
 * `.mocharc` that requires @babel/register) and a `command` apply to each file they compile below them:
 * Babel's (`.babelrc.cts` and `babel.config.ts` where a TypeScript loader is installed) and SWC's.
 */
const BABEL_CONFIG =
  /^(?:babel\.config\.(?:json|[cm]?[jt]s)|\.babelrc(?:\.(?:json|[cm]?[jt]s))?|\.swcrc(?:\.json)?)$/;

/** Files that say what a `runner: command` runs when its command delegates (`npm test`, `make test`, `cargo test`). */
const COMMAND_DEFINITIONS = /^(?:(?:gnu)?makefile|\.?justfile|noxfile\.py|taskfile\.ya?ml)$/;

/**
 * Why a changed path changes what pytest or unittest imports for the tests, or null. Both put the
 * checkout (and pytest a test file's package root) first on `sys.path` and import a test file as a
 * module of its packages, so on the way from a test file to the root:
 * - an `__init__.py` the patch adds (a folder becomes a package, or the root one: pytest imports the
 *   checkout itself), or changes in a folder of tests — one named for tests or below one, or one whose
 *   Python files on the base are all test files (`spec/`); a package of the code under test with tests
 *   beside its modules is not held for it (SECURITY.md: code under test in the runner's process);
 * - a module the patch adds (`X.py`, `X/__init__.py`) in a folder that is no package (the root,
 *   `tests/` without `__init__.py`: pytest puts such a folder first on `sys.path`) named like one the
 *   runner or the standard library provides (`pytest.py` at the root ran instead of pytest), like a
 *   folder on the way (`tests.py` beside a `tests/` without `__init__.py`), or like a module of the
 *   project at its root or under `src/` (`tests/calc.py` ran instead of the code under test).
 */
async function pythonImportHeld(
  path: string,
  key: string,
  folder: string,
  onPath: boolean,
  folders: ReadonlySet<string>,
  testKeys: ReadonlySet<string>,
  read: TwoSides,
  testsImport: () => Promise<ReadonlySet<string>>,
): Promise<string | null> {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const parent = folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '';
  const added = async () => (await read.base(path)) === null;
  if (onPath && name === '__init__.py') {
    if (await added())
      return 'adds the `__init__.py` of a folder on the way to a test file, which pytest and unittest then import as a package before the tests (the root one makes pytest import the checkout itself): the tests must run as on the base revision';
    const rawFolder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
    if (inTestFolder(folder) || (await testsOnly(rawFolder, testKeys, read)))
      return 'is the `__init__.py` of a test folder on the way to a test file, which the runner imports itself before the tests (it can register a plugin or rewrite results with no test importing it): the tests must run as on the base revision';
    return null;
  }
  // `F/X.py` with F on the way, or `F/X/__init__.py` (a package X in F).
  let module: { at: string; x: string; raw?: string } | null =
    onPath && name.endsWith('.py')
      ? { at: folder, x: name.slice(0, -3) }
      : name === '__init__.py' && folder !== '' && folders.has(parent)
        ? { at: parent, x: folder.slice(folder.lastIndexOf('/') + 1) }
        : null;
  // `F/X/…/m.py` with F on the way and X a folder the base lacks: X is a (namespace) package of F.
  if (module === null && name.endsWith('.py')) {
    const parts = key.split('/');
    for (let i = parts.length - 2; i >= 0; i--) {
      const f = parts.slice(0, i).join('/');
      if (!folders.has(f)) continue;
      const rawAt = path.split('/').slice(0, i).join('/');
      const rawX = path.split('/')[i] as string;
      const names = await read.baseNames?.(rawAt);
      const isNew =
        names === undefined
          ? (await read.base(`${rawAt === '' ? '' : `${rawAt}/`}${rawX}/__init__.py`)) === null
          : !names?.includes(rawX);
      if (isNew) module = { at: f, x: parts[i] as string, raw: rawX };
      break;
    }
  }
  if (module === null || testKeys.has(key) || !(await added())) return null;
  const { at, x: folded, raw } = module;
  // A package's folder is not on `sys.path` (the folder above its root is): `src/pkg/types.py` is
  // `pkg.types`, shadowing nothing. Only a folder without an `__init__.py` on either side is searched.
  const atRaw = path
    .split('/')
    .slice(0, at === '' ? 0 : at.split('/').length)
    .join('/');
  const init = atRaw === '' ? '__init__.py' : `${atRaw}/__init__.py`;
  if ((await read.base(init)) !== null || (await read.head(init)) !== null) return null;
  // The module's name as written (the key is case-folded): `cProfile`, `Calc`.
  const parts = path.split('/');
  const x =
    raw ??
    (name === '__init__.py' ? parts[parts.length - 2] : parts[parts.length - 1]?.slice(0, -3)) ??
    folded;
  const within = (f: string) => (f === '' ? folded : `${f}/${folded}`);
  const like = PYTHON_RUNNER_MODULES.has(x)
    ? 'the test runner'
    : PYTHON_STDLIB.has(x)
      ? "Python's standard library"
      : folders.has(within(at))
        ? 'a folder of tests beside it'
        : (await projectModule(x, atRaw, read))
          ? 'a module of the project'
          : (await testsImport()).has(x)
            ? 'a module the tests import (a library, or code kept outside the root and src/)'
            : null;
  if (like === null) return null;
  return `adds a module \`${x}\` on the way to a test file, named like one of ${like}, which the import system finds first there (it runs instead): the tests must run as on the base revision`;
}

/** The extensions Node's, vite's and jest's resolvers try for an import without one. */
const JS_RESOLVED = ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'mts', 'cts', 'json', 'node'];

/**
 * For a file the patch adds, the name of another entry of its folder on the candidate side that an
 * import of the same module names (`calc.ts` for `calc.js`, the folder `lib` for `lib.js`, `utils.ts`
 * for an extensionless `utils`), or null. Each folder is listed once (a set: linear in the patch).
 */
async function jsTwin(
  path: string,
  read: TwoSides,
  sets: Map<string, Promise<ReadonlySet<string> | null>>,
): Promise<string | null> {
  const slash = path.lastIndexOf('/');
  const folder = slash < 0 ? '' : path.slice(0, slash);
  const name = path.slice(slash + 1);
  const m = /^(.+)\.([a-z]+)$/.exec(name);
  // A module of a resolved extension is named by its stem, as is the stem's file or folder; any other
  // name (`utils`, `calc.v2`) is tried as it is before the same name with each extension, so it is
  // named by an import of the module beside it (`utils` beside `utils.ts`: vite took it).
  const stem = m !== null && JS_RESOLVED.includes(m[2] as string) ? (m[1] as string) : null;
  if ((await read.base(path)) !== null) return null;
  let names = sets.get(folder);
  if (names === undefined) {
    names = (async () => {
      const listed = await read.headNames?.(folder);
      return listed === undefined || listed === null ? null : new Set(listed);
    })();
    sets.set(folder, names);
  }
  const here = await names;
  if (here === null) return null;
  const named =
    stem === null
      ? JS_RESOLVED.map((e) => `${name}.${e}`)
      : [stem, ...JS_RESOLVED.map((e) => `${stem}.${e}`)];
  for (const other of named)
    if (other !== name && here.has(other)) return folder === '' ? other : `${folder}/${other}`;
  return null;
}

/** Largest test file read for its imports; the rest of a larger one is not read. */
const MAX_IMPORTS_READ = 1024 * 1024;

/** What a JavaScript module says, and a licence, a Makefile or a Dockerfile does not. */
const JS_MODULE_TEXT =
  /\bmodule\.exports\b|\bexports\.[\w$]+\s*=|\brequire\s*\(\s*['"`]|^\s*export\s+(?:default\b|const\b|let\b|var\b|function\b|class\b|async\b|\{|\*)|^\s*import\s+(?:[\w$*{][^'"`\n]*\bfrom\s*)?['"`]|\bprocess\s*\.\s*env\b|\bglobalThis\b/m;

/**
 * The top-level modules the base's Python test files import (`import numpy.testing as npt` and
 * `from app.calc import add` name `numpy` and `app`; relative imports name none): a module the patch
 * adds where the import system looks first, named like one of them, runs in its place.
 */
async function pythonImports(tests: readonly string[], read: TwoSides): Promise<Set<string>> {
  const out = new Set<string>();
  for (const test of tests) {
    if (!test.endsWith('.py')) continue;
    const bytes = await read.base(test);
    if (bytes === null) continue;
    const text = bytes.subarray(0, MAX_IMPORTS_READ).toString('utf8');
    for (const m of text.matchAll(/^[ \t]*import[ \t]+([^#\n;]+)/gm))
      for (const part of (m[1] as string).split(',')) out.add(part.trim().split(/[\s.]/)[0] as string);
    for (const m of text.matchAll(/^[ \t]*from[ \t]+([A-Za-z_][\w]*)/gm)) out.add(m[1] as string);
  }
  out.delete('');
  return out;
}

/** Whether the base's Python files in `folder` (as written) are all test files (beside `__init__.py` and `conftest.py`). */
async function testsOnly(folder: string, testKeys: ReadonlySet<string>, read: TwoSides): Promise<boolean> {
  const names = await read.baseNames?.(folder);
  if (names === undefined || names === null) return false;
  const py = names.filter((n) => n.endsWith('.py') && n !== '__init__.py' && n !== 'conftest.py');
  const within = (n: string) => pathFoldKey(folder === '' ? n : `${folder}/${n}`);
  return py.length > 0 && py.every((n) => testKeys.has(within(n)));
}

/** Whether the base holds a module `x` at the root or under `src/` (other than in `at`, where it is added). */
async function projectModule(x: string, at: string, read: TwoSides): Promise<boolean> {
  for (const root of ['', 'src']) {
    if (root === at) continue;
    // One listing of the folder (cached with the tree) answers most names without reading a file.
    const names = await read.baseNames?.(root);
    if (names === null || (names !== undefined && !names.includes(`${x}.py`) && !names.includes(x))) continue;
    const base = root === '' ? x : `${root}/${x}`;
    if ((await read.base(`${base}.py`)) !== null || (await read.base(`${base}/__init__.py`)) !== null)
      return true;
  }
  return false;
}

/** A package's entry points (`x.dist-info/entry_points.txt`, `x.egg-info/…`): pytest loads the plugins they declare. */
function entryPoints(key: string): boolean {
  return /(?:^|\/)[^/]+\.(?:dist|egg)-info\/entry_points\.txt$/.test(key);
}

/** The `package.json` fields that change how Node loads a file below it. */
export const PACKAGE_LOADER_FIELDS = ['type', 'imports', 'exports', 'main', 'name'] as const;

/**
 * The fields of a nested `package.json` that decide which file an import of its folder loads (not how
 * the files load: a `type` beside the code is the code's, for its tests and its consumers alike).
 */
const NESTED_PACKAGE_FIELDS = ['exports', 'imports', 'main', 'module', 'browser'] as const;

/** Largest `package.json` compared; a larger one counts as changed. */
const MAX_PACKAGE_JSON_BYTES = 1024 * 1024;

/** How to read a file's bytes on each side; null when it is absent (or not a regular file). */
export interface TwoSides {
  base(path: string): Promise<Buffer | null>;
  head(path: string): Promise<Buffer | null>;
  /** The names a folder holds on the base (null when it is not a folder there); unknown when absent. */
  baseNames?(folder: string): Promise<string[] | null>;
  /** The same on the candidate's side (the checkout). */
  headNames?(folder: string): Promise<string[] | null>;
}

/**
 * Whether the loader fields of two `package.json` versions differ: a side that is missing, too large
 * or not a JSON object counts as its own value, so a change between those counts too.
 */
export function packageLoaderChanged(
  base: Buffer | null,
  head: Buffer | null,
  extra: readonly string[] = [],
): string[] {
  return packageFieldsChanged(base, head, [...PACKAGE_LOADER_FIELDS, ...extra], false);
}

/**
 * Which of `names` differ between two `package.json` versions (see packageLoaderChanged). With
 * `absentIsEmpty`, a missing side reads as an object without them: a file added or removed counts only
 * when the other side holds one of them.
 */
function packageFieldsChanged(
  base: Buffer | null,
  head: Buffer | null,
  names: readonly string[],
  absentIsEmpty: boolean,
): string[] {
  const fields = (b: Buffer | null): Record<string, string> | string => {
    if (b === null && absentIsEmpty) return Object.fromEntries(names.map((f) => [f, '']));
    if (b === null) return 'absent';
    if (b.length > MAX_PACKAGE_JSON_BYTES) return 'too large to compare';
    try {
      const v: unknown = JSON.parse(b.toString('utf8'));
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'not a JSON object';
      const out: Record<string, string> = {};
      for (const f of names) out[f] = JSON.stringify((v as Record<string, unknown>)[f]) ?? '';
      return out;
    } catch {
      return 'not valid JSON';
    }
  };
  const a = fields(base);
  const b = fields(head);
  if (typeof a === 'string' || typeof b === 'string') return unreadableDiffer(a, b) ? ['the whole file'] : [];
  return names.filter((f) => a[f] !== b[f]);
}

/**
 * Two sides of which at least one could not be read as what a loader reads (a string saying why):
 * the same reason on both is no change, except a file too large to compare, which always counts.
 */
function unreadableDiffer(a: unknown, b: unknown): boolean {
  return !(a === b && a !== 'too large to compare');
}

/** One side's value of what a loader reads, or why it cannot be read (a string). */
type Part = { value: string } | string;

function partsDiffer(base: Part, head: Part): boolean {
  if (typeof base === 'string' || typeof head === 'string') return unreadableDiffer(base, head);
  return base.value !== head.value;
}

/** The part of a TOML or INI file its runner reads. */
function partOf(kind: Extract<ContextKind, { compare: 'toml' | 'ini' }>, b: Buffer | null): Part {
  return kind.compare === 'toml' ? tomlPart(b, kind.tables) : iniPart(b, kind.sections);
}

/** The tables at `paths` of a TOML file (e.g. `tool.pytest`, with `ini_options` below it), as JSON text. */
function tomlPart(b: Buffer | null, paths: readonly (readonly string[])[]): Part {
  if (b === null) return { value: 'absent' };
  if (b.length > MAX_PACKAGE_JSON_BYTES) return 'too large to compare';
  let doc: unknown;
  try {
    doc = parseToml(b.toString('utf8'));
  } catch {
    return 'not valid TOML';
  }
  const at = (path: readonly string[]): unknown =>
    path.reduce<unknown>(
      (v, key) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined),
      doc,
    );
  return { value: JSON.stringify(paths.map((p) => at(p) ?? null)) };
}

/**
 * The lines of the named `[sections]` of an INI file as pytest's parser reads it (a header is a line
 * that starts with `[`, a section may appear more than once, comments start with `#` or `;`), each
 * with its section, trailing space dropped.
 */
function iniPart(b: Buffer | null, sections: readonly string[]): Part {
  if (b === null) return { value: 'absent' };
  if (b.length > MAX_PACKAGE_JSON_BYTES) return 'too large to compare';
  const lines: string[] = [];
  let section = '';
  for (const raw of b.toString('utf8').split(/\r\n|\r|\n/)) {
    const line = raw.trimEnd();
    const header = /^\[([^\]]*)\]/.exec(line);
    if (header) {
      section = (header[1] as string).trim();
      continue;
    }
    if (sections.includes(section) && !/^\s*(?:[#;]|$)/.test(line)) lines.push(`[${section}] ${line}`);
  }
  return { value: lines.length === 0 ? 'absent' : JSON.stringify(lines) };
}

/** The folders from each invariant's folder up to the root (`''`), case-folded. */
function loaderFolders(invariants: readonly string[]): Set<string> {
  const folders = new Set<string>(['']);
  for (const inv of invariants) {
    const parts = pathFoldKey(inv).split('/');
    for (let i = parts.length - 1; i >= 1; i--) folders.add(parts.slice(0, i).join('/'));
  }
  return folders;
}

/** The runners that resolve modules as Node does (an invariant is held by its own rules). */
const NODE_RESOLVING: readonly TestRunner[] = ['jest', 'vitest', 'mocha', 'node-test', 'command'];

const MUST_RUN_AS_ON_BASE = 'the tests must run as on the base revision';

/**
 * Files that change how a runner loads the code under test wherever they are in the tree, not only on
 * the way from a test file to the root. A rule holds a changed path when one of its runners is among
 * the run's (a `command` counts as every runner it may run, COMMAND_MAY_RUN) and it matches the path
 * (`key`, case-folded) or its file name; the first rule that holds gives the reason.
 */
interface PathRule {
  runners: readonly TestRunner[];
  matches: (key: string, name: string) => boolean;
  reason: string;
}

const PATH_RULES: readonly PathRule[] = [
  {
    runners: ['jest'],
    matches: (key) => /(?:^|\/)__mocks__\//.test(key),
    reason: `is under a \`__mocks__\` folder, which jest reads in place of the module it mocks (a package's at the root, with no call in any test): ${MUST_RUN_AS_ON_BASE}`,
  },
  {
    runners: ['pytest'],
    matches: (key) => entryPoints(key),
    reason: `declares entry points of an installed package, which pytest loads as plugins: ${MUST_RUN_AS_ON_BASE}`,
  },
  // A module folder, wherever it is: a bare import resolves from the importing file's folder up
  // (`test/node_modules/chai`), for Node, jest, vitest and mocha alike.
  {
    runners: NODE_RESOLVING,
    matches: (key) => /(?:^|\/)node_modules\//.test(key),
    reason: `is under a \`node_modules\` folder, from which Node and the test runners resolve the bare imports of every file below it (a test\u2019s assertion library too): ${MUST_RUN_AS_ON_BASE}`,
  },
  // vitest and ts-jest compile each file with the nearest tsconfig above it.
  {
    runners: ['vitest', 'jest'],
    matches: (_, name) => /^tsconfig.*\.json$/.test(name),
    reason: `is a TypeScript configuration, which vitest and ts-jest apply to every file they compile below it (the code under test too): ${MUST_RUN_AS_ON_BASE}`,
  },
  {
    runners: ['command'],
    matches: (_, name) => COMMAND_DEFINITIONS.test(name),
    reason: `may define what the fixture's command runs (\`make test\`, \`just test\`, \`nox\`): ${MUST_RUN_AS_ON_BASE}`,
  },
  {
    runners: ['command'],
    matches: (key) => /(?:^|\/)\.cargo\/config(?:\.toml)?$/.test(key),
    reason: `is cargo's configuration, which can wrap the test binaries a \`cargo test\` command runs (\`[target.*] runner\`): ${MUST_RUN_AS_ON_BASE}`,
  },
  {
    runners: ['jest', 'mocha'],
    matches: (_, name) => BABEL_CONFIG.test(name),
    reason: `is a Babel or SWC configuration, which babel-jest, @swc/jest and @babel/register apply to every file they compile below it (the code under test too): ${MUST_RUN_AS_ON_BASE}`,
  },
];

const LOADS_AS_ON_BASE = 'an invariant must load as on the base revision';

/**
 * The changed loader-context files on the way from an invariant's folder (or a `tests:` fixture's
 * test file's) up to the root: each one is UNGRADABLE (`loader-context`), a `package.json`,
 * `pyproject.toml`, `tox.ini` or `setup.cfg` only when the part a loader or runner reads changed.
 * `runners` are the runners of the run's `tests:` fixtures, whose configuration files count too.
 */
export async function loaderContextUngradable(
  changed: readonly string[],
  invariants: readonly string[],
  read: TwoSides,
  runners: readonly TestRunner[] = [],
  links: readonly BaseLink[] = [],
): Promise<Ungradable[]> {
  if (invariants.length === 0) return [];
  const folders = loaderFolders(invariants);
  // A `command` may run any runner: every named runner's configuration counts for it.
  const using = new Set(runners.flatMap((r) => (r === 'command' ? COMMAND_MAY_RUN : [r])));
  const packageFields = [...using].flatMap((r) => RUNNER_PACKAGE_FIELDS[r] ?? []);
  const out: Ungradable[] = [];
  // A `command` names its runner's configuration on its own command line (`--config tools/x`), from
  // any folder: for it, a runner's configuration file counts wherever it is in the tree.
  const anywhere = using.has('command');
  // pytest and unittest import a test file as a module of its packages: each folder's `__init__.py`.
  const importsPackages = using.has('pytest') || using.has('unittest');
  const usesNode = NODE_RESOLVING.some((r) => using.has(r));
  const testKeys = new Set(invariants.map((p) => pathFoldKey(p)));
  // Every folder that holds a test file (or an invariant) at any depth: a folder named for tests
  // counts as the tests' own only where it does (a library's `src/testing/` package does not).
  const holdsTests = foldersHolding(invariants);
  const headSets = new Map<string, Promise<ReadonlySet<string> | null>>();
  let imports: Promise<ReadonlySet<string>> | undefined;
  const testsImport = () => (imports ??= pythonImports(invariants, read));
  /** Why a loader-context file on the way to a test file (or a runner's configuration anywhere, for a command) holds, or null. */
  // What must be as on the base: the tests' run where a tests fixture runs them (a jest user does not
  // think of an invariant), an invariant's load otherwise.
  const onBase = runners.length > 0 ? MUST_RUN_AS_ON_BASE : LOADS_AS_ON_BASE;
  const contextReason = async (path: string, name: string, onPath: boolean): Promise<string | null> => {
    if (!onPath && !anywhere) return null;
    const kind = onPath ? contextKind(name, using) : runnerConfigKind(name, using);
    if (kind === null) return null;
    if (kind.compare === 'package.json') {
      const differ = packageLoaderChanged(await read.base(path), await read.head(path), packageFields);
      return differ.length === 0
        ? null
        : `changes how Node or a test runner loads the files below it (${differ.join(', ')}): ${onBase}`;
    }
    if (kind.compare === 'toml' || kind.compare === 'ini') {
      if (!partsDiffer(partOf(kind, await read.base(path)), partOf(kind, await read.head(path)))) return null;
      const names = kind.compare === 'toml' ? kind.tables.map((t) => t.join('.')) : kind.sections;
      return `changes its ${names.map((x) => `[${x}]`).join(' or ')}: the test runner's configuration for the tests below it — ${MUST_RUN_AS_ON_BASE}`;
    }
    return `changes how an invariant or a test file below it is loaded or run (it sits in that file’s folder or above it): ${onBase}`;
  };
  for (const path of changed) {
    const key = pathFoldKey(path);
    const slash = key.lastIndexOf('/');
    const name = key.slice(slash + 1);
    const rule = PATH_RULES.find((r) => r.runners.some((x) => using.has(x)) && r.matches(key, name));
    if (rule !== undefined) {
      out.push({ path, kind: 'loader-context', reason: rule.reason });
      continue;
    }
    const folder = slash < 0 ? '' : key.slice(0, slash);
    // The folder as the tree spells it (`folder` is its case-folded key).
    const dir = slash < 0 ? '' : path.slice(0, path.lastIndexOf('/'));
    const onPath = folders.has(folder);
    if (importsPackages) {
      const held = await pythonImportHeld(path, key, folder, onPath, folders, testKeys, read, testsImport);
      if (held !== null) {
        out.push({ path, kind: 'loader-context', reason: held });
        continue;
      }
    }
    // babel-jest reads a `package.json`'s `babel` field as it reads a `.babelrc` beside it: a nested
    // package's where the root configuration's `babelrcRoots` names it (a monorepo's packages).
    if (
      using.has('jest') &&
      !onPath &&
      name === 'package.json' &&
      packageFieldsChanged(await read.base(path), await read.head(path), ['babel'], true).length > 0
    ) {
      out.push({
        path,
        kind: 'loader-context',
        reason: `changes its \`babel\` field, a Babel configuration, which babel-jest applies to every file it compiles below it (the code under test too): ${MUST_RUN_AS_ON_BASE}`,
      });
      continue;
    }
    // A folder's `package.json` says which file an import of the folder loads (`main`, `exports`), which
    // need not be the file the package's own entry names: one the patch adds to a folder the base has,
    // or whose entry fields it changes, anywhere (`lib/package.json` pointing `main` at a good copy
    // beside a broken `lib/index.js`). A new folder's (a new workspace package) is not held.
    if ((usesNode || runners.length === 0) && !onPath && name === 'package.json') {
      const differ = packageFieldsChanged(
        await read.base(path),
        await read.head(path),
        [...NESTED_PACKAGE_FIELDS],
        true,
      );
      const folderOnBase = read.baseNames === undefined || (await read.baseNames(dir)) !== null;
      if (differ.length > 0 && folderOnBase) {
        out.push({
          path,
          kind: 'loader-context',
          reason: `changes which file an import of its folder loads (${differ.join(', ')}), in a folder the base has: the tests may load another file than the package's entry does — ${MUST_RUN_AS_ON_BASE}`,
        });
        continue;
      }
    }
    // Two files one import names (`src/calc.js` beside `src/calc.ts`, `lib.js` beside `lib/`): the
    // resolver takes the one it tries first, which need not be the one the build or a consumer uses.
    if (usesNode && read.headNames !== undefined && !testKeys.has(key)) {
      const twin = await jsTwin(path, read, headSets);
      if (twin !== null) {
        out.push({
          path,
          kind: 'loader-context',
          reason: `is added beside \`${twin}\`, which the same import names: a resolver (Node's, vite's, jest's) takes whichever it tries first, so the tests may load another file than the build or a consumer does — ${MUST_RUN_AS_ON_BASE}`,
        });
        continue;
      }
    }
    // A file with no extension that holds a JavaScript module: `require('./flags')` (or vite's
    // `import './flags'`) loads it as JavaScript (the exact name is tried first), under a name no
    // check reads as code (round 9: a test-running probe kept there was CLEAR).
    if ((usesNode || runners.length === 0) && !name.includes('.') && !testKeys.has(key)) {
      const head = (await read.base(path)) === null ? await read.head(path) : null;
      if (head !== null && JS_MODULE_TEXT.test(head.subarray(0, MAX_IMPORTS_READ).toString('utf8'))) {
        out.push({
          path,
          kind: 'loader-context',
          reason: `is added with no extension and holds a JavaScript module, which an import of \`./${path.slice(path.lastIndexOf('/') + 1)}\` loads as JavaScript (Node and vite try the exact name first) though no check reads it as code (a new CLI entry in \`bin/\` is one too: a person looks) — ${MUST_RUN_AS_ON_BASE}`,
        });
        continue;
      }
    }
    const reason =
      (await contextReason(path, name, onPath)) ??
      (runners.length > 0 &&
      !testKeys.has(key) &&
      ofTestRoot(folder, holdsTests) &&
      (await read.base(path)) !== null
        ? `is a file of a test folder that no glob of the fixture matches (test code or data: \`test/fixture/expected.json\`, a helper), changed by the patch: what a test reads there changes what it checks. List it under the fixture's \`files\` or under \`protected\` to grade such a change as the oracle's; ${MUST_RUN_AS_ON_BASE}`
        : null);
    if (reason !== null) out.push({ path, kind: 'loader-context', reason });
  }
  // A path reached from a folder of tests through a base link: what a test reads there (a link kept
  // by the base, `test/fixtures -> ../shared`, with the patch editing or adding under `shared/`).
  if (runners.length > 0) {
    const held = new Set(out.map((u) => u.path));
    for (const { path, alias, link } of throughLinks(changed, links)) {
      const key = pathFoldKey(alias);
      if (
        held.has(path) ||
        testKeys.has(key) ||
        !ofTestRoot(key.slice(0, Math.max(0, key.lastIndexOf('/'))), holdsTests)
      )
        continue;
      held.add(path);
      out.push({
        path,
        kind: 'loader-context',
        reason: `is read by the tests as \`${alias}\`, through the base's link \`${link.path}\` (to \`${link.target}\`) in a folder of tests, and the patch changes it: what a test reads there changes what it checks. List the link's target under the fixture's \`files\` or under \`protected\`; ${MUST_RUN_AS_ON_BASE}`,
      });
    }
  }
  return out;
}

/**
 * The words of a shell command line that name a script of the tree (`scripts/test.sh`, `./run.py`,
 * `bin/check`): a file with a script's extension, or a path without one. Data it names
 * (`-r requirements.txt`) is not: the dependencies a setup installs are the candidate's by design.
 */
export function commandPaths(command: string): string[] {
  const out = new Set<string>();
  for (const raw of command.split(/[\s;|&()<>]+/)) {
    const word = raw.replace(/^['"]+|['"]+$/g, '');
    if (word === '' || word.startsWith('-') || word.includes('$') || /^[A-Za-z_]\w*=/.test(word)) continue;
    const name = word.slice(word.lastIndexOf('/') + 1);
    const script = /\.(?:sh|bash|zsh|py|[cm]?js|[cm]?ts|rb|pl|ps1)$/i.test(name);
    if (!script && (!word.includes('/') || name.includes('.'))) continue;
    if (word.startsWith('/')) continue;
    const path = posix.normalize(word).replace(/\/$/, '');
    if (path !== '.' && path !== '..' && !path.startsWith('../')) out.add(path);
  }
  return [...out];
}

/**
 * The changed paths a `tests:` fixture's `command` or `setup` names on its command line (`sh
 * scripts/test.sh`; a folder it names, `pytest tests/`, is the tests' own): what it runs must be the base's (a
 * script edited beside a regression could put the right answer back before the tests run, or take
 * the failures out of the report after).
 */
export function commandFilesUngradable(
  changed: readonly string[],
  commands: ReadonlyArray<{ field: 'command' | 'setup'; text: string }>,
): Ungradable[] {
  const named = commands.flatMap((c) => commandPaths(c.text).map((path) => ({ ...c, path })));
  if (named.length === 0) return [];
  return changed.flatMap((path) => {
    const n = named.find((x) => path === x.path);
    return n === undefined
      ? []
      : [
          {
            path,
            kind: 'loader-context' as const,
            reason: `is named by a tests fixture's \`${n.field}\` (\`${n.text.length > 120 ? `${n.text.slice(0, 117)}...` : n.text}\`), and the patch changes it: a changed script could put the right answer back before the tests run or take failures out of their report. List it under \`protected\`, or change it in its own patch; ${MUST_RUN_AS_ON_BASE}`,
          },
        ];
  });
}

/**
 * The changed paths whose working file differs from the checkout's commit (`dirty`: modified, staged,
 * removed): the specs read the patch, the programs run the working file, so what would run is not what
 * is graded. Each is UNGRADABLE (`working-tree`), naming the file.
 */
export function workingTreeUngradable(changed: readonly string[], dirty: readonly string[]): Ungradable[] {
  if (dirty.length === 0) return [];
  const differs = new Set(dirty);
  return changed
    .filter((path) => differs.has(path))
    .map((path) => ({
      path,
      kind: 'working-tree' as const,
      reason:
        'its working file differs from the commit the patch is taken from (an uncommitted change): the programs would run other bytes than the specs grade; commit or stash it and run again',
    }));
}

/** The id of a folder of the base tree (no link followed), or null when it is not a folder there. */
async function baseFolderId(tree: BaseTree, folder: string): Promise<string | null> {
  let treeId = await tree.root();
  for (const part of folder === '' ? [] : folder.split('/')) {
    const entry = (await tree.entries(treeId)).get(part);
    if (entry === undefined || entry.type !== 'tree' || entry.mode === '120000') return null;
    treeId = entry.id;
  }
  return treeId;
}

/** The names a folder of the base tree holds (no link followed), or null when it is not a folder there. */
export async function baseFolderNames(tree: BaseTree, folder: string): Promise<string[] | null> {
  const treeId = await baseFolderId(tree, folder);
  return treeId === null ? null : [...(await tree.entries(treeId)).keys()];
}

/** A symbolic link of the base tree and the path in the repository its target names. */
export interface BaseLink {
  /** The link (`test/fixtures`). */
  path: string;
  /** Its target read from the link's folder (`../shared` → `shared`), inside the repository. */
  target: string;
}

/** Folders read at most looking for the base's links (each one git tree object). */
export const MAX_LINK_FOLDERS = 20_000;

/**
 * The base's links in `deep` (each folder walked to any depth) and `shallow` (a folder's own entries,
 * and below those named for test data), links not followed, whose targets stay in the repository: a
 * test that reads `test/fixtures/cases.json` through `test/fixtures -> ../shared` reads `shared/`.
 * Past MAX_LINK_FOLDERS folders the walk stops (SECURITY.md).
 */
export async function baseLinksUnder(
  tree: BaseTree,
  deep: Iterable<string>,
  shallow: Iterable<string>,
): Promise<BaseLink[]> {
  const out: BaseLink[] = [];
  const seen = new Set<string>();
  const walk = async (folder: string, treeId: string, below: boolean): Promise<void> => {
    if (seen.has(folder) || seen.size >= MAX_LINK_FOLDERS) return;
    seen.add(folder);
    for (const [name, entry] of await tree.entries(treeId)) {
      const path = folder === '' ? name : `${folder}/${name}`;
      if (entry.mode === '120000') {
        const raw = (await tree.linkTarget(entry.id)).toString('utf8');
        const target = posix.normalize(posix.join(folder, raw)).replace(/\/$/, '');
        if (!raw.startsWith('/') && target !== '.' && target !== '..' && !target.startsWith('../'))
          out.push({ path, target });
      } else if (entry.type === 'tree' && (below || TEST_DATA.test(name.toLowerCase())))
        await walk(path, entry.id, true);
    }
  };
  for (const [folders, below] of [
    [deep, true],
    [shallow, false],
  ] as const)
    for (const folder of folders) {
      const id = await baseFolderId(tree, folder);
      if (id !== null) await walk(folder, id, below);
    }
  return out;
}

/**
 * Where the base's tests may read through a link: each test file's outermost folder named for tests
 * (walked to any depth) and each test file's own folder (its entries).
 */
export function testLinkFolders(tests: readonly string[]): { deep: string[]; shallow: string[] } {
  const deep = new Set<string>();
  const shallow = new Set<string>();
  for (const t of tests) {
    const parts = t.split('/').slice(0, -1);
    shallow.add(parts.join('/'));
    const at = parts.findIndex((p) => TEST_FOLDER.test(p.toLowerCase()) || TEST_ROOT.test(p.toLowerCase()));
    if (at >= 0) deep.add(parts.slice(0, at + 1).join('/'));
  }
  return { deep: [...deep], shallow: [...shallow] };
}

/**
 * Each changed path under a link's target, as the link's side reads it (`shared/cases.json` as
 * `test/fixtures/cases.json`).
 */
export function throughLinks(
  changed: readonly string[],
  links: readonly BaseLink[],
): Array<{ path: string; alias: string; link: BaseLink }> {
  const out: Array<{ path: string; alias: string; link: BaseLink }> = [];
  if (links.length === 0) return out;
  // By target: each changed path looks up itself and each folder above it (linear in the patch).
  const byTarget = new Map<string, BaseLink[]>();
  for (const link of links) byTarget.set(link.target, [...(byTarget.get(link.target) ?? []), link]);
  for (const path of changed)
    for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1))
      for (const link of byTarget.get(path.slice(0, end)) ?? [])
        out.push({ path, alias: `${link.path}${path.slice(end)}`, link });
  return out;
}

/** A file's bytes in the base tree (git objects, no link followed), or null. */
export async function baseBlob(tree: BaseTree, path: string): Promise<Buffer | null> {
  const slash = path.lastIndexOf('/');
  const treeId = await baseFolderId(tree, slash < 0 ? '' : path.slice(0, slash));
  if (treeId === null) return null;
  const entry = (await tree.entries(treeId)).get(path.slice(slash + 1));
  return entry === undefined || entry.mode === '120000' || entry.type !== 'blob'
    ? null
    : tree.linkTarget(entry.id);
}

/** The names a folder of the checkout holds, or null when it is not a folder (a link is not followed). */
export function checkoutNames(root: string, folder: string): string[] | null {
  try {
    const at = folder === '' ? root : join(root, folder);
    if (!lstatSync(at).isDirectory()) return null;
    return readdirSync(at);
  } catch {
    return null;
  }
}

/**
 * A file's bytes in the checkout, opened without following a link, at most `cap` bytes (more reads as
 * a file too large to compare); null when absent or not a regular file.
 */
export function checkoutFile(root: string, path: string, cap = MAX_PACKAGE_JSON_BYTES + 1): Buffer | null {
  let fd: number;
  try {
    fd = openSync(join(root, path), constants.O_RDONLY | constants.O_NOFOLLOW | (constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    if (!fstatSync(fd).isFile()) return null;
    const buf = Buffer.alloc(cap);
    let n = 0;
    while (n < cap) {
      const got = readSync(fd, buf, n, cap - n, null);
      if (got === 0) break;
      n += got;
    }
    return buf.subarray(0, n);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
