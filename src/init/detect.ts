/**
 * What `gate init` needs to know about a repository: its languages, their test runners and where the
 * tests live. Read from the files at the top of the tree (manifests, a few folders); nothing is run.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const LANGUAGES = ['javascript', 'python', 'go', 'rust', 'jvm'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Detected {
  languages: Language[];
  /** Test runners found, by name (jest, vitest, mocha, tap, node:test, pytest, unittest, go, cargo, junit). */
  runners: string[];
  /** Test folders at the top of the tree (or `src/test`). */
  testDirs: string[];
  /** The language the fixture skeleton is written in: javascript or python (the interpreters §8 runs). */
  skeleton: 'javascript' | 'python';
  /** The Python package the starter imports, and where it is (absent: none found). */
  python?: PythonPackage;
  /** The JavaScript entry file of package.json and its text (absent: no package.json, or no such file). */
  jsEntry?: { path: string; text: string; functions?: JsFunction[] };
  /** The package's entry as Node resolves it, where no such file is in the checkout (a build output). */
  missingEntry?: string;
  /** package.json's `scripts.test`, as written (absent: none). */
  testScript?: string;
}

/** Options of a runner's command line that do not change which tests run or how. */
const PLAIN_OPTIONS =
  /^--(?:coverage|ci|silent|verbose|passWithNoTests|run|watch|no-watch|colors?|no-colors?|runInBand|detectOpenHandles|forceExit|bail|reporters?|outputFile|json|color)(?:=.*)?$|^-i$/;

/**
 * What a `runner:` fixture does not do of the project's `test` script: the runner run more than once,
 * or given options that change which tests run or how (`jest --env @edge-runtime/jest-environment`,
 * `vitest --project browser`). A fixture runs the runner once, with the project's configuration.
 */
export function scriptRunsBeyond(
  script: string,
  runner: string,
): { runs: string[]; options: string[] } | null {
  const word = new RegExp(`(?:^|[\\s/])${runner}(?:\\s|$)`);
  const runs = script
    .split(/&&|\|\||;|\|/)
    .filter((part) => word.test(` ${part} `))
    .map((part) => part.trim());
  const options = runs.flatMap((part) =>
    part
      .slice(part.search(word))
      .trim()
      .split(/\s+/)
      .filter((t) => t.startsWith('-') && !PLAIN_OPTIONS.test(t)),
  );
  return runs.length > 1 || options.length > 0 ? { runs, options: [...new Set(options)] } : null;
}

/**
 * A function the JavaScript entry exports, found in its text, and how it is declared (the starter
 * probe redefines it accordingly): `function` an `export function` (or `export let`/`var`), whose
 * binding can be assigned; `const` an `export const`; `cjs` a CommonJS `exports.NAME`.
 */
export interface JsFunction {
  name: string;
  declared: 'function' | 'const' | 'cjs';
}

/**
 * Names that usually start a program rather than compute an answer: the starter does not call them
 * (a `main` that serves or exits would hang or end the exercise).
 */
const NOT_CALLED = /^(main|cli|run|serve|server|start|listen|setup|install|init|exit|default)$/i;

/** The most functions the starter calls. */
const MAX_CALLED = 8;

/** The functions a JavaScript entry exports, read from its lines (nothing is run); at most {@link MAX_CALLED}. */
export function jsFunctions(text: string): JsFunction[] {
  const out = new Map<string, JsFunction['declared']>();
  const add = (name: string | undefined, declared: JsFunction['declared']): void => {
    if (name !== undefined && !NOT_CALLED.test(name) && !out.has(name)) out.set(name, declared);
  };
  for (const line of text.split('\n')) {
    let m = /^export\s+(?:async\s+)?function\s+([A-Za-z_$][\w$]*)\s*\(/.exec(line);
    if (m) add(m[1], 'function');
    m =
      /^export\s+(const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?(?:function\b|\(|[A-Za-z_$][\w$]*\s*=>)/.exec(
        line,
      );
    if (m) add(m[2], m[1] === 'const' ? 'const' : 'function');
    m = /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)\s*=(?!=)/.exec(line);
    if (m) add(m[1], 'cjs');
    m = /^module\.exports\s*=\s*\{([^}]*)\}/.exec(line);
    if (m)
      for (const part of (m[1] ?? '').split(','))
        add(/^\s*([A-Za-z_$][\w$]*)\s*(?::|$)/.exec(part)?.[1], 'cjs');
  }
  return [...out].slice(0, MAX_CALLED).map(([name, declared]) => ({ name, declared }));
}

/** The public functions a Python module defines at its top level (`def name(`); at most {@link MAX_CALLED}. */
export function pyFunctions(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^def ([A-Za-z][A-Za-z0-9_]*)\s*\(/gm)) {
    const name = m[1] as string;
    if (!NOT_CALLED.test(name) && !out.includes(name)) out.push(name);
  }
  return out.slice(0, MAX_CALLED);
}

/**
 * A Python package or module at the top of the tree: `src/NAME/` (src layout), `NAME/` (flat, with
 * or without `__init__.py`: a namespace package), or `NAME.py`. `file` is the file a starter probe
 * changes (the package's `__init__.py`, else its first module).
 */
export interface PythonPackage {
  name: string;
  layout: 'src' | 'flat' | 'namespace' | 'module';
  file: string;
  /** The text of `file` (the starter probe is a diff of it). */
  text: string;
  /** The module the starter imports: `name`, or `name.MODULE` when `file` is not the package's `__init__.py`. */
  module: string;
  /** The public functions `file` defines (the starter calls them on every case). */
  functions: string[];
}

/** Folders that hold no importable package of the project. */
const NOT_PACKAGES = new Set([
  'test',
  'tests',
  'testing',
  'docs',
  'doc',
  'examples',
  'example',
  'scripts',
  'tools',
  'benchmarks',
  'fixtures',
  'invariants',
  'probes',
  'specs',
  'build',
  'dist',
  'venv',
  'env',
  'node_modules',
  'site-packages',
]);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function pyFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((n) => n.endsWith('.py'))
      .sort();
  } catch {
    return [];
  }
}

function subdirs(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((n) => !n.startsWith('.') && !n.startsWith('_') && IDENTIFIER.test(n) && !NOT_PACKAGES.has(n))
      .filter((n) => isDir(join(dir, n)))
      .sort();
  } catch {
    return [];
  }
}

/** The first module of package `name` that its `__init__.py` imports from (`from .more import …`) and that defines functions. */
function reexportedModule(
  base: string,
  name: string,
  init: string,
): { module: string; text: string } | undefined {
  for (const m of init.matchAll(/^from \.([A-Za-z_][A-Za-z0-9_]*) import /gm)) {
    const module = m[1] as string;
    const text = readText(join(base, name, `${module}.py`));
    if (pyFunctions(text).length > 0) return { module, text };
  }
  return undefined;
}

/** The project's Python package, whatever its layout; the first found in layout order. */
export function findPythonPackage(root: string): PythonPackage | undefined {
  const inDir = (base: string, rel: string, layout: PythonPackage['layout']) => {
    for (const name of subdirs(base)) {
      const files = pyFiles(join(base, name));
      if (files.length === 0) continue;
      const hasInit = files.includes('__init__.py');
      if (layout === 'flat' && !hasInit) continue;
      const file = hasInit ? '__init__.py' : (files[0] as string);
      const text = readText(join(base, name, file));
      // An `__init__.py` that defines nothing and re-exports its modules (`from .more import *`): the
      // first of those modules that defines functions is what the starter calls and its probe changes.
      const reexported =
        hasInit && pyFunctions(text).length === 0 ? reexportedModule(base, name, text) : undefined;
      if (reexported !== undefined)
        return {
          name,
          layout,
          file: `${rel}${name}/${reexported.module}.py`,
          text: reexported.text,
          module: `${name}.${reexported.module}`,
          functions: pyFunctions(reexported.text),
        };
      return {
        name,
        layout,
        file: `${rel}${name}/${file}`,
        text,
        module: hasInit ? name : `${name}.${file.slice(0, -3)}`,
        functions: pyFunctions(text),
      };
    }
    return undefined;
  };
  const src = inDir(join(root, 'src'), 'src/', 'src');
  if (src) return src;
  const flat = inDir(root, '', 'flat');
  if (flat) return flat;
  const ns = inDir(root, '', 'namespace');
  if (ns) return ns;
  const module = pyFiles(root).find(
    (f) =>
      !['setup.py', 'conftest.py', 'noxfile.py', 'tasks.py'].includes(f) && IDENTIFIER.test(f.slice(0, -3)),
  );
  if (module === undefined) return undefined;
  const text = readText(join(root, module));
  const name = module.slice(0, -3);
  return { name, layout: 'module', file: module, text, module: name, functions: pyFunctions(text) };
}

/**
 * The entry of a package.json, as Node resolves the package's own name: `exports` (a string, or the
 * `.` entry's import/default/require), then `module`, then `main`, then `index.js`. The starter
 * invariant reads it the same way at run time.
 */
export function packageEntry(pkg: Record<string, unknown>): string {
  const pick = (v: unknown): string | undefined => {
    if (typeof v === 'string') return v;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    const o = v as Record<string, unknown>;
    if ('.' in o) return pick(o['.']);
    for (const k of ['import', 'default', 'require', 'node']) {
      const got = pick(o[k]);
      if (got !== undefined) return got;
    }
    return undefined;
  };
  // As Node resolves the package (a bundler's `module` field is not Node's: a patch could point it at
  // another copy than the one Node loads).
  const entry = pick(pkg.exports) ?? (typeof pkg.main === 'string' ? pkg.main : undefined) ?? 'index.js';
  return entry.replace(/^\.\//, '');
}

/** A JavaScript or TypeScript test file's name (`a.test.js`, `b.spec.mts`): its kind and extension. */
export const JS_TEST = /\.(test|spec)\.([cm]?[jt]sx?)$/;
/** A Python test file's name (`test_a.py`, `a_test.py`). */
export const PY_TEST = /^test_.*\.py$|_test\.py$/;

/** Files under `dir` (repository paths), at most `limit`, not in dot-folders or node_modules. */
export function filesUnder(root: string, dir: string, limit = 2000): string[] {
  const out: string[] = [];
  const walk = (rel: string, depth: number) => {
    if (out.length >= limit || depth > 8) return;
    let names: string[];
    try {
      names = readdirSync(join(root, rel)).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith('.') || name === 'node_modules' || name === '__pycache__') continue;
      const path = `${rel}/${name}`;
      let st;
      try {
        st = statSync(join(root, path));
      } catch {
        continue;
      }
      if (st.isDirectory()) walk(path, depth + 1);
      else if (st.isFile()) out.push(path);
      if (out.length >= limit) return;
    }
  };
  walk(dir, 0);
  return out;
}

/** Whether `dir` holds a test file (`*.test.js`, `*.spec.ts`, `test_*.py`), as the starter's globs find them. */
function holdsTestFile(root: string, dir: string): boolean {
  return filesUnder(root, dir).some((f) => {
    const name = f.slice(f.lastIndexOf('/') + 1);
    return JS_TEST.test(name) || PY_TEST.test(name);
  });
}

function readJson(path: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** File names at the top of the tree and one level down (not in dot-folders or node_modules). */
function shallowFiles(root: string): string[] {
  const out: string[] = [];
  let top: string[] = [];
  try {
    top = readdirSync(root);
  } catch {
    return out;
  }
  for (const name of top) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    out.push(name);
    if (isDir(join(root, name))) {
      try {
        for (const sub of readdirSync(join(root, name)).slice(0, 500)) out.push(`${name}/${sub}`);
      } catch {
        // unreadable: not counted
      }
    }
  }
  return out;
}

export function detectRepository(root: string): Detected {
  const languages = new Set<Language>();
  const runners: string[] = [];
  const files = shallowFiles(root);
  const has = (re: RegExp) => files.some((f) => re.test(f));

  const pkg = readJson(join(root, 'package.json'));
  let testScript: string | undefined;
  if (pkg !== undefined || has(/\.(m|c)?[jt]sx?$/)) languages.add('javascript');
  if (pkg !== undefined) {
    const deps = {
      ...((pkg.dependencies as Record<string, unknown>) ?? {}),
      ...((pkg.devDependencies as Record<string, unknown>) ?? {}),
    };
    const test = (pkg.scripts as Record<string, unknown> | undefined)?.test;
    if (typeof test === 'string') testScript = test;
    const script = String(test ?? '');
    for (const r of ['vitest', 'jest', 'mocha', 'tap', 'ava'])
      if (r in deps || new RegExp(`\\b${r}\\b`).test(script)) runners.push(r);
    if (/\bnode\s+(?:[^|&;]*\s)?--test\b/.test(script)) runners.push('node:test');
  }
  const pyproject = readText(join(root, 'pyproject.toml'));
  const requirements =
    readText(join(root, 'requirements.txt')) + readText(join(root, 'requirements-dev.txt'));
  if (
    pyproject !== '' ||
    existsSync(join(root, 'setup.py')) ||
    existsSync(join(root, 'setup.cfg')) ||
    requirements !== '' ||
    has(/\.py$/)
  ) {
    languages.add('python');
    const text = pyproject + requirements + readText(join(root, 'setup.cfg'));
    runners.push(/\bpytest\b/.test(text) || existsSync(join(root, 'pytest.ini')) ? 'pytest' : 'unittest');
  }
  if (existsSync(join(root, 'go.mod'))) {
    languages.add('go');
    runners.push('go');
  }
  if (existsSync(join(root, 'Cargo.toml'))) {
    languages.add('rust');
    runners.push('cargo');
  }
  if (['pom.xml', 'build.gradle', 'build.gradle.kts'].some((f) => existsSync(join(root, f)))) {
    languages.add('jvm');
    runners.push('junit');
  }
  const testDirs = ['test', 'tests', '__tests__', 'spec', 'src/test'].filter((d) => isDir(join(root, d)));
  // Tests kept beside the code (`src/parse.spec.ts`, `lib/test_x.py`): the code's folder is the tests'.
  if (testDirs.length === 0) testDirs.push(...['src', 'lib'].filter((d) => holdsTestFile(root, d)));
  const ordered = LANGUAGES.filter((l) => languages.has(l));
  // The skeleton runs under node or python3 (SPEC §8): Python where Python is the first language found
  // without JavaScript, else JavaScript (node is there, as the gate runs on it).
  const skeleton = ordered.includes('python') && !ordered.includes('javascript') ? 'python' : 'javascript';
  const python = findPythonPackage(root);
  let jsEntry: Detected['jsEntry'];
  let missingEntry: string | undefined;
  if (pkg !== undefined) {
    const entry = packageEntry(pkg);
    try {
      if (statSync(join(root, entry)).isFile()) {
        const text = readText(join(root, entry));
        jsEntry = { path: entry, text, functions: jsFunctions(text) };
      }
    } catch {
      // no such file: the starter imports nothing until the entry exists
      missingEntry = entry;
    }
  }
  return {
    languages: ordered,
    runners,
    testDirs,
    skeleton,
    ...(python ? { python } : {}),
    ...(jsEntry !== undefined ? { jsEntry } : {}),
    ...(missingEntry !== undefined ? { missingEntry } : {}),
    ...(testScript !== undefined ? { testScript } : {}),
  };
}
