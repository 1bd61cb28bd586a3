export const id = 963;
export const ids = [963];
export const modules = {

/***/ 1963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  INIT_USAGE: () => (/* binding */ INIT_USAGE),
  initCommand: () => (/* binding */ initCommand),
  planFiles: () => (/* binding */ planFiles)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/commands/preflight.ts
var preflight = __webpack_require__(5821);
;// CONCATENATED MODULE: ./src/init/detect.ts
/**
 * What `gate init` needs to know about a repository: its languages, their test runners and where the
 * tests live. Read from the files at the top of the tree (manifests, a few folders); nothing is run.
 */


const LANGUAGES = ['javascript', 'python', 'go', 'rust', 'jvm'];
/** Options of a runner's command line that do not change which tests run or how. */
const PLAIN_OPTIONS = /^--(?:coverage|ci|silent|verbose|passWithNoTests|run|watch|no-watch|colors?|no-colors?|runInBand|detectOpenHandles|forceExit|bail|reporters?|outputFile|json|color)(?:=.*)?$|^-i$/;
/**
 * What a `runner:` fixture does not do of the project's `test` script: the runner run more than once,
 * or given options that change which tests run or how (`jest --env @edge-runtime/jest-environment`,
 * `vitest --project browser`). A fixture runs the runner once, with the project's configuration.
 */
function scriptRunsBeyond(script, runner) {
    const word = new RegExp(`(?:^|[\\s/])${runner}(?:\\s|$)`);
    const runs = script
        .split(/&&|\|\||;|\|/)
        .filter((part) => word.test(` ${part} `))
        .map((part) => part.trim());
    const options = runs.flatMap((part) => part
        .slice(part.search(word))
        .trim()
        .split(/\s+/)
        .filter((t) => t.startsWith('-') && !PLAIN_OPTIONS.test(t)));
    return runs.length > 1 || options.length > 0 ? { runs, options: [...new Set(options)] } : null;
}
/**
 * Names that usually start a program rather than compute an answer: the starter does not call them
 * (a `main` that serves or exits would hang or end the exercise).
 */
const NOT_CALLED = /^(main|cli|run|serve|server|start|listen|setup|install|init|exit|default)$/i;
/** The most functions the starter calls. */
const MAX_CALLED = 8;
/** The functions a JavaScript entry exports, read from its lines (nothing is run); at most {@link MAX_CALLED}. */
function jsFunctions(text) {
    const out = new Map();
    const add = (name, declared) => {
        if (name !== undefined && !NOT_CALLED.test(name) && !out.has(name))
            out.set(name, declared);
    };
    for (const line of text.split('\n')) {
        let m = /^export\s+(?:async\s+)?function\s+([A-Za-z_$][\w$]*)\s*\(/.exec(line);
        if (m)
            add(m[1], 'function');
        m =
            /^export\s+(const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?(?:function\b|\(|[A-Za-z_$][\w$]*\s*=>)/.exec(line);
        if (m)
            add(m[2], m[1] === 'const' ? 'const' : 'function');
        m = /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)\s*=(?!=)/.exec(line);
        if (m)
            add(m[1], 'cjs');
        m = /^module\.exports\s*=\s*\{([^}]*)\}/.exec(line);
        if (m)
            for (const part of (m[1] ?? '').split(','))
                add(/^\s*([A-Za-z_$][\w$]*)\s*(?::|$)/.exec(part)?.[1], 'cjs');
    }
    return [...out].slice(0, MAX_CALLED).map(([name, declared]) => ({ name, declared }));
}
/** The public functions a Python module defines at its top level (`def name(`); at most {@link MAX_CALLED}. */
function pyFunctions(text) {
    const out = [];
    for (const m of text.matchAll(/^def ([A-Za-z][A-Za-z0-9_]*)\s*\(/gm)) {
        const name = m[1];
        if (!NOT_CALLED.test(name) && !out.includes(name))
            out.push(name);
    }
    return out.slice(0, MAX_CALLED);
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
function pyFiles(dir) {
    try {
        return (0,external_node_fs_.readdirSync)(dir)
            .filter((n) => n.endsWith('.py'))
            .sort();
    }
    catch {
        return [];
    }
}
function subdirs(dir) {
    try {
        return (0,external_node_fs_.readdirSync)(dir)
            .filter((n) => !n.startsWith('.') && !n.startsWith('_') && IDENTIFIER.test(n) && !NOT_PACKAGES.has(n))
            .filter((n) => isDir((0,external_node_path_.join)(dir, n)))
            .sort();
    }
    catch {
        return [];
    }
}
/** The first module of package `name` that its `__init__.py` imports from (`from .more import …`) and that defines functions. */
function reexportedModule(base, name, init) {
    for (const m of init.matchAll(/^from \.([A-Za-z_][A-Za-z0-9_]*) import /gm)) {
        const module = m[1];
        const text = readText((0,external_node_path_.join)(base, name, `${module}.py`));
        if (pyFunctions(text).length > 0)
            return { module, text };
    }
    return undefined;
}
/** The project's Python package, whatever its layout; the first found in layout order. */
function findPythonPackage(root) {
    const inDir = (base, rel, layout) => {
        for (const name of subdirs(base)) {
            const files = pyFiles((0,external_node_path_.join)(base, name));
            if (files.length === 0)
                continue;
            const hasInit = files.includes('__init__.py');
            if (layout === 'flat' && !hasInit)
                continue;
            const file = hasInit ? '__init__.py' : files[0];
            const text = readText((0,external_node_path_.join)(base, name, file));
            // An `__init__.py` that defines nothing and re-exports its modules (`from .more import *`): the
            // first of those modules that defines functions is what the starter calls and its probe changes.
            const reexported = hasInit && pyFunctions(text).length === 0 ? reexportedModule(base, name, text) : undefined;
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
    const src = inDir((0,external_node_path_.join)(root, 'src'), 'src/', 'src');
    if (src)
        return src;
    const flat = inDir(root, '', 'flat');
    if (flat)
        return flat;
    const ns = inDir(root, '', 'namespace');
    if (ns)
        return ns;
    const module = pyFiles(root).find((f) => !['setup.py', 'conftest.py', 'noxfile.py', 'tasks.py'].includes(f) && IDENTIFIER.test(f.slice(0, -3)));
    if (module === undefined)
        return undefined;
    const text = readText((0,external_node_path_.join)(root, module));
    const name = module.slice(0, -3);
    return { name, layout: 'module', file: module, text, module: name, functions: pyFunctions(text) };
}
/**
 * The entry of a package.json, as Node resolves the package's own name: `exports` (a string, or the
 * `.` entry's import/default/require), then `module`, then `main`, then `index.js`. The starter
 * invariant reads it the same way at run time.
 */
function packageEntry(pkg) {
    const pick = (v) => {
        if (typeof v === 'string')
            return v;
        if (typeof v !== 'object' || v === null || Array.isArray(v))
            return undefined;
        const o = v;
        if ('.' in o)
            return pick(o['.']);
        for (const k of ['import', 'default', 'require', 'node']) {
            const got = pick(o[k]);
            if (got !== undefined)
                return got;
        }
        return undefined;
    };
    // As Node resolves the package (a bundler's `module` field is not Node's: a patch could point it at
    // another copy than the one Node loads).
    const entry = pick(pkg.exports) ?? (typeof pkg.main === 'string' ? pkg.main : undefined) ?? 'index.js';
    return entry.replace(/^\.\//, '');
}
/** A JavaScript or TypeScript test file's name (`a.test.js`, `b.spec.mts`): its kind and extension. */
const JS_TEST = /\.(test|spec)\.([cm]?[jt]sx?)$/;
/** A Python test file's name (`test_a.py`, `a_test.py`). */
const PY_TEST = /^test_.*\.py$|_test\.py$/;
/** Files under `dir` (repository paths), at most `limit`, not in dot-folders or node_modules. */
function filesUnder(root, dir, limit = 2000) {
    const out = [];
    const walk = (rel, depth) => {
        if (out.length >= limit || depth > 8)
            return;
        let names;
        try {
            names = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, rel)).sort();
        }
        catch {
            return;
        }
        for (const name of names) {
            if (name.startsWith('.') || name === 'node_modules' || name === '__pycache__')
                continue;
            const path = `${rel}/${name}`;
            let st;
            try {
                st = (0,external_node_fs_.statSync)((0,external_node_path_.join)(root, path));
            }
            catch {
                continue;
            }
            if (st.isDirectory())
                walk(path, depth + 1);
            else if (st.isFile())
                out.push(path);
            if (out.length >= limit)
                return;
        }
    };
    walk(dir, 0);
    return out;
}
/** Whether `dir` holds a test file (`*.test.js`, `*.spec.ts`, `test_*.py`), as the starter's globs find them. */
function holdsTestFile(root, dir) {
    return filesUnder(root, dir).some((f) => {
        const name = f.slice(f.lastIndexOf('/') + 1);
        return JS_TEST.test(name) || PY_TEST.test(name);
    });
}
function readJson(path) {
    try {
        const v = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
        return typeof v === 'object' && v !== null && !Array.isArray(v)
            ? v
            : undefined;
    }
    catch {
        return undefined;
    }
}
function readText(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return '';
    }
}
function isDir(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/** File names at the top of the tree and one level down (not in dot-folders or node_modules). */
function shallowFiles(root) {
    const out = [];
    let top = [];
    try {
        top = (0,external_node_fs_.readdirSync)(root);
    }
    catch {
        return out;
    }
    for (const name of top) {
        if (name.startsWith('.') || name === 'node_modules')
            continue;
        out.push(name);
        if (isDir((0,external_node_path_.join)(root, name))) {
            try {
                for (const sub of (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, name)).slice(0, 500))
                    out.push(`${name}/${sub}`);
            }
            catch {
                // unreadable: not counted
            }
        }
    }
    return out;
}
function detectRepository(root) {
    const languages = new Set();
    const runners = [];
    const files = shallowFiles(root);
    const has = (re) => files.some((f) => re.test(f));
    const pkg = readJson((0,external_node_path_.join)(root, 'package.json'));
    let testScript;
    if (pkg !== undefined || has(/\.(m|c)?[jt]sx?$/))
        languages.add('javascript');
    if (pkg !== undefined) {
        const deps = {
            ...(pkg.dependencies ?? {}),
            ...(pkg.devDependencies ?? {}),
        };
        const test = pkg.scripts?.test;
        if (typeof test === 'string')
            testScript = test;
        const script = String(test ?? '');
        for (const r of ['vitest', 'jest', 'mocha', 'tap', 'ava'])
            if (r in deps || new RegExp(`\\b${r}\\b`).test(script))
                runners.push(r);
        if (/\bnode\s+(?:[^|&;]*\s)?--test\b/.test(script))
            runners.push('node:test');
    }
    const pyproject = readText((0,external_node_path_.join)(root, 'pyproject.toml'));
    const requirements = readText((0,external_node_path_.join)(root, 'requirements.txt')) + readText((0,external_node_path_.join)(root, 'requirements-dev.txt'));
    if (pyproject !== '' ||
        (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'setup.py')) ||
        (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'setup.cfg')) ||
        requirements !== '' ||
        has(/\.py$/)) {
        languages.add('python');
        const text = pyproject + requirements + readText((0,external_node_path_.join)(root, 'setup.cfg'));
        runners.push(/\bpytest\b/.test(text) || (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'pytest.ini')) ? 'pytest' : 'unittest');
    }
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'go.mod'))) {
        languages.add('go');
        runners.push('go');
    }
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'Cargo.toml'))) {
        languages.add('rust');
        runners.push('cargo');
    }
    if (['pom.xml', 'build.gradle', 'build.gradle.kts'].some((f) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, f)))) {
        languages.add('jvm');
        runners.push('junit');
    }
    const testDirs = ['test', 'tests', '__tests__', 'spec', 'src/test'].filter((d) => isDir((0,external_node_path_.join)(root, d)));
    // Tests kept beside the code (`src/parse.spec.ts`, `lib/test_x.py`): the code's folder is the tests'.
    if (testDirs.length === 0)
        testDirs.push(...['src', 'lib'].filter((d) => holdsTestFile(root, d)));
    const ordered = LANGUAGES.filter((l) => languages.has(l));
    // The skeleton runs under node or python3 (SPEC §8): Python where Python is the first language found
    // without JavaScript, else JavaScript (node is there, as the gate runs on it).
    const skeleton = ordered.includes('python') && !ordered.includes('javascript') ? 'python' : 'javascript';
    const python = findPythonPackage(root);
    let jsEntry;
    let missingEntry;
    if (pkg !== undefined) {
        const entry = packageEntry(pkg);
        try {
            if ((0,external_node_fs_.statSync)((0,external_node_path_.join)(root, entry)).isFile()) {
                const text = readText((0,external_node_path_.join)(root, entry));
                jsEntry = { path: entry, text, functions: jsFunctions(text) };
            }
        }
        catch {
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

// EXTERNAL MODULE: ./src/builtins/catalog.ts + 1 modules
var catalog = __webpack_require__(8932);
;// CONCATENATED MODULE: ./src/init/templates.ts
/**
 * The files `gate init` writes: a commented gate.yml (`version: 2`) using the built-in checks, a
 * starter fixture in the repository's language, and the workflow. The starter is an exercise + judge
 * fixture (src/stages/judge.ts) with `law: same-as-base`: the exercise imports the project's code (the
 * Python package whatever its layout, the entry of package.json), resolved from the current directory,
 * which is the checkout being graded, calls the functions gate init found in it on every case — each
 * case at least twice, in an order shuffled by the seed, after a warm-up, so an answer that depends on
 * the call count or on what was called before gives one case two answers — and writes the answers as
 * JSON; the judge reads cases and answers and loads none of that code. The probe redefines the first
 * function found (a stand-in for a known bug), so the starter as written is falsifiable and grades a
 * patch: answers changed is a miss, a refactor passes. Where no function was found the exercise calls
 * nothing and the probe only adds a line: FIXTURE_NOT_FALSIFIABLE until the user names theirs. The
 * workflow is the one of examples/workflows/gate.yml (a test keeps them equal).
 */

/** The action as a workflow names it; `gate init --action` sets another (a fork, a pinned sha). */
const DEFAULT_ACTION_REF = 'OWNER/failure-class-gate@v1';
const WORKFLOW_PATH = '.github/workflows/gate.yml';
function workflowFile(actionRef) {
    return `# .github/workflows/gate.yml — the unprivileged half of the fork setup (README, "Forks").
# Grades the pull request's code and uploads .gate. For a pull request from this repository the
# token may write checks, so the check is posted here; for a fork GitHub makes the token read-only,
# the step only warns, and gate-report.yml posts the check.
# With a merge queue it also runs on merge_group: it grades the queue's candidate commit
# (merge_group.head_sha, which actions/checkout checks out) against its parent and posts
# failure-class on it; the queue merges the group only when that check passes (README, "Merge queues").
name: gate
on:
  pull_request:
  merge_group: # without it the queue waits for failure-class until it times out
permissions:
  contents: read # check out the pull request and fetch its base commit
  checks: write # post failure-class (ignored for forks: their token is read-only; required in the queue)
jobs:
  gate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
        with:
          persist-credentials: false # no job token left in .git/config for code to read
      - uses: ${actionRef}
`;
}
const REPORT_WORKFLOW_PATH = '.github/workflows/gate-report.yml';
/** The privileged half of the fork setup: posts the check for pull requests from forks (README, "Forks"). */
function reportWorkflowFile(actionRef) {
    return `# .github/workflows/gate-report.yml — the privileged half of the fork setup (README, "Forks").
# Runs after the "gate" workflow completes, from this repository's default branch, never with the
# fork's code: it downloads the .gate artifact as untrusted data, recomputes scope and the verdict,
# and posts failure-class on the pull request's head sha. GitHub only triggers workflow_run
# workflows that exist on the default branch.
name: gate report
on:
  workflow_run:
    workflows: [gate] # the name: of gate.yml
    types: [completed]
permissions:
  actions: read # download the .gate artifact of the triggering run
  checks: write # post failure-class on workflow_run.head_sha
  pull-requests: read # find the pull request and list its changed files (scope is recomputed)
  contents: read # check out this repository's default branch and fetch the pull request's base commit
jobs:
  report:
    # Only pull requests from forks: the gate job posted the check itself for the others, and for
    # merge_group runs (the merge queue's branches are in this repository).
    if: >-
      github.event.workflow_run.event == 'pull_request' &&
      github.event.workflow_run.head_repository.full_name != github.repository
    runs-on: ubuntu-latest
    steps:
      # The base repository as it is on the default branch: no ref, no repository input — never the
      # pull request's head.
      - uses: actions/checkout@v5
        with:
          persist-credentials: false # no job token left in .git/config for code to read
      - uses: ${actionRef}
        with:
          mode: report
`;
}
/** The folders the starter creates: protected in gate.yml, so a helper module beside an invariant is oracle too. */
const STARTER_FOLDERS = ['fixtures/example', 'exercises', 'invariants', 'probes'];
/**
 * A unified diff that appends `line` to the file `path` whose text is `text` (git apply applies it):
 * the starter probe's shape, a change of the code under test.
 */
function appendLineDiff(path, text, line) {
    const header = `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n`;
    if (text === '')
        return `${header}@@ -0,0 +1 @@\n+${line}\n`;
    const endsWithNewline = text.endsWith('\n');
    const lines = (endsWithNewline ? text.slice(0, -1) : text).split('\n');
    const context = lines.slice(-3);
    const start = lines.length - context.length + 1;
    const body = endsWithNewline
        ? context.map((l) => ` ${l}\n`).join('') + `+${line}\n`
        : context
            .slice(0, -1)
            .map((l) => ` ${l}\n`)
            .join('') +
            `-${context.at(-1) ?? ''}\n\\ No newline at end of file\n+${context.at(-1) ?? ''}\n+${line}\n`;
    return `${header}@@ -${start},${context.length} +${start},${context.length + 1} @@\n${body}`;
}
/**
 * A unified diff of `path` from `before` to `after` as one hunk (the lines between the common start
 * and the common end, with up to three lines of context), which git apply applies.
 */
function textDiff(path, before, after) {
    const split = (t) => t.match(/[^\n]*\n|[^\n]+$/g) ?? [];
    const a = split(before);
    const b = split(after);
    let p = 0;
    while (p < a.length && p < b.length && a[p] === b[p])
        p++;
    let s = 0;
    while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s])
        s++;
    const start = Math.max(0, p - 3);
    const tail = Math.min(3, s);
    const line = (mark, l) => l.endsWith('\n') ? `${mark}${l}` : `${mark}${l}\n\\ No newline at end of file\n`;
    const body = [
        ...a.slice(start, p).map((l) => line(' ', l)),
        ...a.slice(p, a.length - s).map((l) => line('-', l)),
        ...b.slice(p, b.length - s).map((l) => line('+', l)),
        ...a.slice(a.length - s, a.length - s + tail).map((l) => line(' ', l)),
    ].join('');
    const oldCount = a.length - s + tail - start;
    const newCount = b.length - s + tail - start;
    const at = (count) => `${count === 0 ? start : start + 1},${count}`;
    return `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -${at(oldCount)} +${at(newCount)} @@\n${body}`;
}
const withNewline = (text) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);
/**
 * A stand-in for a known bug of the code: the first function found in it redefined, at the end of its
 * file, to answer something else (`what` words its note for a fixture's seeds or a suite's tests).
 * Undefined where no function was found.
 */
function standInProbe(language, detected, what) {
    const standIn = (name) => what === 'seed'
        ? `gate probe: a stand-in for a known bug (${name} answers something else); replace it with a real bug of your code`
        : `gate probe: a stand-in for a known bug (${name} answers something else), on which some test must fail; replace it with a real bug of your code`;
    if (language === 'python' && detected.python) {
        const p = detected.python;
        const fn = p.functions[0];
        if (fn === undefined)
            return undefined;
        return textDiff(p.file, p.text, `${withNewline(p.text)}\n\n# ${standIn(fn)}\ndef ${fn}(*args, **kwargs):\n    return "gate probe"\n`);
    }
    if (language === 'javascript' && detected.jsEntry) {
        const js = detected.jsEntry;
        const fn = js.functions?.[0];
        if (fn === undefined)
            return undefined;
        // An `export const` binding cannot be assigned: the probe makes it `export let` first.
        const text = fn.declared === 'const'
            ? js.text.replace(new RegExp(`^export\\s+const\\s+${fn.name.replace(/\$/g, '\\$')}\\b`, 'm'), `export let ${fn.name}`)
            : js.text;
        const assign = fn.declared === 'cjs'
            ? `module.exports.${fn.name} = () => 'gate probe';`
            : `${fn.name} = () => 'gate probe';`;
        return textDiff(js.path, js.text, `${withNewline(text)}// ${standIn(fn.name)}\n${assign}\n`);
    }
    return undefined;
}
/**
 * The starter probe. Where the exercise calls a function of the code, a stand-in for a known bug
 * ({@link standInProbe}) — so some seed misses and `gate check` passes the starter as written; replace
 * it with a real bug of the code. Where none was found, a line the placeholder law cannot see (a new
 * file when no code was found).
 */
function starterProbe(language, detected) {
    const note = 'gate probe: replace this probe with a known bug of your code, on which some seed must miss';
    const standIn = standInProbe(language, detected, 'seed');
    if (standIn !== undefined)
        return standIn;
    if (language === 'python' && detected.python)
        return appendLineDiff(detected.python.file, detected.python.text, `# ${note}`);
    if (language === 'javascript' && detected.jsEntry)
        return appendLineDiff(detected.jsEntry.path, detected.jsEntry.text, `// ${note}`);
    return `diff --git a/gate-probe-placeholder.txt b/gate-probe-placeholder.txt\nnew file mode 100644\n--- /dev/null\n+++ b/gate-probe-placeholder.txt\n@@ -0,0 +1 @@\n+${note}\n`;
}
const INPUT = 'pear\napple\nfig\nbanana\ncherry\n';
function skeleton(language, detected = {}) {
    const ext = language === 'python' ? 'py' : 'mjs';
    const manifest = 'fixtures/example/manifest.json';
    const generator = `fixtures/example/gen.${ext}`;
    const input = 'fixtures/example/inputs/words.txt';
    const exercise = `exercises/example.${ext}`;
    const invariant = `invariants/example.${ext}`;
    const probe = 'probes/example.patch';
    const calls = language === 'python'
        ? (detected.python?.functions ?? [])
        : (detected.jsEntry?.functions ?? []).map((f) => f.name);
    const manifestText = JSON.stringify({ generator, generator_id: 'example-gen/1', inputs: [input], seed: [1, 2, 3] }, null, 2) +
        '\n';
    const files = {
        [manifest]: manifestText,
        [input]: INPUT,
        [generator]: language === 'python' ? PY_GENERATOR : JS_GENERATOR,
        [exercise]: language === 'python' ? pyExercise(detected.python, calls) : jsExercise(detected.jsEntry?.path, calls),
        [invariant]: language === 'python' ? PY_JUDGE : JS_JUDGE,
        [probe]: starterProbe(language, detected),
    };
    return { manifest, generator, input, exercise, invariant, probe, calls, files };
}
const JS_GENERATOR = `// Generator of the example fixture (gate.yml, fixtures): writes the cases the exercise runs.
// It gets GATE_SEED, GATE_INPUTS (a JSON list of the pinned input files) and GATE_OUT (a fresh folder),
// and must be deterministic in them: same seed and inputs, same cases.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const seed = Number(process.env.GATE_SEED);
const inputs = JSON.parse(process.env.GATE_INPUTS);
const words = inputs.flatMap((f) => readFileSync(f, 'utf8').split('\\n').filter(Boolean));

// A small seeded generator (mulberry32): the seed, not the clock, decides the cases.
let state = seed >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const cases = Array.from({ length: 20 }, () => words.filter(() => random() < 0.5));
writeFileSync(join(process.env.GATE_OUT, 'cases.json'), JSON.stringify(cases));
`;
const jsExercise = (entry, calls) => `// Exercise of the example fixture: runs your code on the generated cases and writes its answers as
// JSON into GATE_OUTPUTS. The judge (invariants/example.mjs) decides in another process, which never
// loads your code; with law: same-as-base (gate.yml) the answers must also equal the base revision's
// at the same seed. Exit 0 when the answers are written, 1 for a miss seen here.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The code under test: the package's entry from package.json, in the checkout being graded (the
// current directory)${entry !== undefined ? ` — gate init found ${entry}` : ''}. A relative import ('../src/x.js') reaches the same code.
const root = process.cwd();
const pkgFile = join(root, 'package.json');
const pkg = existsSync(pkgFile) ? JSON.parse(readFileSync(pkgFile, 'utf8')) : null;
const pick = (v) =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && !Array.isArray(v)
      ? '.' in v
        ? pick(v['.'])
        : (pick(v.import) ?? pick(v.default) ?? pick(v.require) ?? pick(v.node))
      : undefined;
// As Node resolves it: exports, else main (a bundler's module field is not Node's).
const entry = pkg && (pick(pkg.exports) ?? pkg.main ?? 'index.js');
const lib = entry && existsSync(join(root, entry)) ? await import(pathToFileURL(join(root, entry)).href) : {};

// The functions called on every case, each with one case (a list of words) as its argument.
${calls.length > 0
    ? '// gate init found these exported by the entry: keep those that compute an answer from such a list.'
    : "// PLACEHOLDER: gate init found no exported function, so nothing is called and gate check refuses\n// the fixture (its probe cannot make a seed miss): name yours here, e.g. ['norm']."}
const CALLS = ${JSON.stringify(calls)};

const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
const fn = (name) =>
  typeof lib[name] === 'function'
    ? lib[name]
    : typeof lib.default?.[name] === 'function'
      ? (...args) => lib.default[name](...args)
      : undefined;

// A value as plain JSON that keeps apart what JSON.stringify would drop or merge: a Set and a Map
// (each in a fixed order), a BigInt, NaN, Infinity and -0, undefined, a Date, a typed array, an
// iterator (its first 10,000 values), an object of a class (with its class's name); a cycle, and past
// a million values, said as such. The order of an object's keys is not compared, and a class's
// #private fields cannot be read from here: return what the caller sees.
const byText = (a, b) => {
  const [x, y] = [JSON.stringify(a), JSON.stringify(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};
const plain = (root) => {
  let budget = 1_000_000;
  const on = new Set();
  const walk = (value) => {
    if (--budget < 0) return { tooLarge: true };
    if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
    if (typeof value === 'number')
      return Number.isFinite(value) && !Object.is(value, -0) ? value : { number: Object.is(value, -0) ? '-0' : String(value) };
    if (typeof value === 'bigint') return { bigint: String(value) };
    if (value === undefined) return { undefined: true };
    if (typeof value === 'symbol') return { symbol: String(value) };
    if (typeof value === 'function') return { function: value.name };
    if (on.has(value)) return { cycle: true };
    on.add(value);
    try {
      if (Array.isArray(value)) return value.map(walk);
      if (value instanceof Set) return { Set: [...value].map(walk).sort(byText) };
      if (value instanceof Map) return { Map: [...value].map(([k, v]) => [walk(k), walk(v)]).sort(byText) };
      if (value instanceof Date) return { Date: Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString() };
      if (value instanceof Error) return { Error: String(value) };
      if (value instanceof RegExp) return { RegExp: String(value) };
      if (value instanceof ArrayBuffer) return { ArrayBuffer: [...new Uint8Array(value)] };
      if (ArrayBuffer.isView(value))
        return { [value.constructor.name]: [...new Uint8Array(value.buffer, value.byteOffset, value.byteLength)] };
      if (typeof value.next === 'function' && typeof value[Symbol.iterator] === 'function') {
        const out = [];
        for (const v of value) {
          if (out.length === 10_000) break;
          out.push(walk(v));
        }
        return { iterator: out };
      }
      const own = Object.fromEntries(Object.keys(value).map((k) => [k, walk(value[k])]));
      const proto = Object.getPrototypeOf(value);
      return proto === Object.prototype || proto === null ? own : { class: proto?.constructor?.name ?? '', value: own };
    } finally {
      on.delete(value);
    }
  };
  return walk(root);
};

// One answer as plain data: what the function returned, or the kind of error it threw. Each call gets
// its own copy of the case, so a function that changes its argument changes no later call; what it
// left in that copy is part of the answer, and so is a promise (awaited: its value or its rejection).
const answer = async (name, words) => {
  const f = fn(name);
  if (f === undefined) return { missing: name };
  const arg = structuredClone(words);
  let got;
  try {
    got = f(arg);
  } catch (err) {
    return { error: err instanceof Error ? err.name : typeof err };
  }
  if (got !== null && (typeof got === 'object' || typeof got === 'function') && typeof got.then === 'function') {
    try {
      got = { promised: plain(await got) };
    } catch (err) {
      got = { rejected: err instanceof Error ? err.name : typeof err };
    }
  } else got = plain(got);
  const after = plain(arg);
  return JSON.stringify(after) === JSON.stringify(plain(words)) ? got : { returned: got, argument: after };
};

// Every case runs twice for every function, in an order shuffled by the seed, after a warm-up call:
// code whose answer depends on how often or in what order it is called answers one case two ways.
let state = (Number(process.env.GATE_SEED) ^ 0x5bd1e995) >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const order = CALLS.flatMap((name) => cases.flatMap((_, i) => [[name, i], [name, i]]));
for (let k = order.length - 1; k > 0; k--) {
  const j = Math.floor(random() * (k + 1));
  [order[k], order[j]] = [order[j], order[k]];
}
if (cases.length > 0) for (const name of CALLS) await answer(name, cases[0]);
const answers = Object.fromEntries(CALLS.map((name) => [name, cases.map(() => [])]));
for (const [name, i] of order) {
  const got = await answer(name, cases[i]);
  const runs = answers[name][i];
  if (runs.length > 0 && JSON.stringify(runs[0]) !== JSON.stringify(got)) {
    console.log(\`case \${i} answered twice, differently, by \${name}: \${JSON.stringify(runs[0])} then \${JSON.stringify(got)}\`);
    process.exitCode = 1;
  }
  runs.push(got);
}
writeFileSync(join(process.env.GATE_OUTPUTS, 'answers.json'), JSON.stringify(answers));
`;
const JS_JUDGE = `// Judge of the example fixture (its invariant): reads the cases and the exercise's answers, plain
// JSON, and decides. It imports nothing of your code — the gate checks that it loads no file of the
// tree under test — so nothing your code does (patching JSON or assert, an object equal to anything,
// reading the caller's frame) can reach it. Exit 0 when every answer holds, 1 when one does not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
const answers = JSON.parse(readFileSync(join(process.env.GATE_OUTPUTS, 'answers.json'), 'utf8'));

// Your law: whether \`got\`, the answer of the function \`name\` for \`words\`, is right. With
// law: same-as-base the answers already equal the base revision's; a law here holds them to what is
// right, not only to what was (e.g. for a sort: every word kept, in order).
const holds = (name, words, got) => true;

let failed = false;
for (const [name, perCase] of Object.entries(answers)) {
  if (!Array.isArray(perCase) || perCase.length !== cases.length) {
    console.log(\`\${name}: answers for \${Array.isArray(perCase) ? perCase.length : 0} of \${cases.length} cases\`);
    failed = true;
    continue;
  }
  perCase.forEach((runs, i) => {
    const shown = runs.map((r) => JSON.stringify(r));
    const other = shown.find((s) => s !== shown[0]);
    if (shown.length < 2) {
      console.log(\`case \${i} was not answered twice by \${name}\`);
      failed = true;
    } else if (other !== undefined) {
      console.log(\`case \${i} answered twice, differently, by \${name}: \${shown[0]} then \${other}\`);
      failed = true;
    }
    if (!holds(name, cases[i], runs[0])) {
      console.log(\`case \${i} breaks the law of \${name}: \${JSON.stringify(cases[i])} gave \${shown[0]}\`);
      failed = true;
    }
  });
}
process.exit(failed ? 1 : 0);
`;
const PY_GENERATOR = `"""Generator of the example fixture (gate.yml, fixtures): writes the cases the exercise runs.

It gets GATE_SEED, GATE_INPUTS (a JSON list of the pinned input files) and GATE_OUT (a fresh folder),
and must be deterministic in them: same seed and inputs, same cases.
"""
import json
import os
import random

seed = int(os.environ["GATE_SEED"])
words = []
for path in json.loads(os.environ["GATE_INPUTS"]):
    with open(path, encoding="utf-8") as f:
        words += [w for w in f.read().split("\\n") if w]

rng = random.Random(seed)  # the seed, not the clock, decides the cases
cases = [[w for w in words if rng.random() < 0.5] for _ in range(20)]
with open(os.path.join(os.environ["GATE_OUT"], "cases.json"), "w", encoding="utf-8") as f:
    json.dump(cases, f)
`;
const pyExercise = (found, calls) => `"""Exercise of the example fixture: runs your code on the generated cases and writes its answers as
JSON into GATE_OUTPUTS. The judge (invariants/example.py) decides in another process, which never
loads your code; with law: same-as-base (gate.yml) the answers must also equal the base revision's at
the same seed. Exit 0 when the answers are written, 1 for a miss seen here.
"""
import collections.abc
import copy
import enum
import importlib
import inspect
import itertools
import json
import math
import os
import random
import sys

# The code under test, in the checkout being graded (the current directory), in the folder gate init
# found it in: src/PACKAGE (src layout), or PACKAGE/ (flat, or a namespace package without
# __init__.py) and PACKAGE.py at the root. Only that folder is searched first, so a copy of the
# package a patch adds in the other one is not what is graded.
ROOT = os.getcwd()
for folder in ${found === undefined ? '(ROOT, os.path.join(ROOT, "src"))' : found.layout === 'src' ? '(os.path.join(ROOT, "src"),)' : '(ROOT,)'}:
    if os.path.isdir(folder) and folder not in sys.path:
        sys.path.insert(0, folder)
MODULE = ${found === undefined ? 'None  # gate init found no package: name yours here' : JSON.stringify(found.module)}
lib = importlib.import_module(MODULE) if MODULE else None

# The functions called on every case, each with one case (a list of words) as its argument.
${calls.length > 0
    ? `# gate init found these in ${found?.file ?? 'the package'}: keep those that compute an answer from such a list.`
    : '# PLACEHOLDER: gate init found no public function, so nothing is called and gate check refuses\n# the fixture (its probe cannot make a seed miss): name yours here, e.g. ["norm"].'}
CALLS = ${JSON.stringify(calls)}

with open(os.path.join(os.environ["GATE_CASES"], "cases.json"), encoding="utf-8") as f:
    cases = json.load(f)


def plain(value):
    """A value as plain JSON that keeps apart what json.dumps merges or cannot write: a tuple from a
    list, 3.0 and -0.0 from 3 and 0, a set (in a fixed order), a dict with keys that are not strings,
    NaN and infinities, bytes, a Decimal, a date or any value whose repr is its own (a Fraction), an
    iterator (its first 10,000 values), an object by its class, attributes and repr; a cycle, and past
    a million values, said as such. The order of a dict's keys is not compared."""
    budget = [1_000_000]
    on = set()

    def ordered(items):
        return sorted(items, key=lambda x: json.dumps(x, sort_keys=True))

    def walk(v):
        budget[0] -= 1
        if budget[0] < 0:
            return {"too large": True}
        if v is None or isinstance(v, (bool, str)):
            return v
        if isinstance(v, enum.Enum):
            return {type(v).__qualname__: repr(v)}
        if isinstance(v, int):
            return int(v)
        if isinstance(v, float):
            # A float that JSON would write as an int's equal (3.0, -0.0) or cannot write: as its repr.
            if not math.isfinite(v) or v.is_integer():
                return {"float": repr(float(v))}
            return float(v)
        if isinstance(v, type):
            return {"class": v.__module__ + "." + v.__qualname__}
        if inspect.isroutine(v):
            return {"function": getattr(v, "__qualname__", repr(v))}
        if id(v) in on:
            return {"cycle": True}
        on.add(id(v))
        try:
            if type(v) is list:
                return [walk(x) for x in v]
            if isinstance(v, (list, tuple)):
                return {type(v).__qualname__: [walk(x) for x in v]}
            if isinstance(v, dict):
                if all(isinstance(k, str) for k in v):
                    return {k: walk(x) for k, x in v.items()}
                return {"dict": ordered([walk(k), walk(x)] for k, x in v.items())}
            if isinstance(v, (set, frozenset)):
                return {type(v).__name__: ordered(walk(x) for x in v)}
            if isinstance(v, (bytes, bytearray, memoryview)):
                return {type(v).__name__: bytes(v).hex()}
            if isinstance(v, collections.abc.Iterator):
                return {"iterator": [walk(x) for x in itertools.islice(v, 10_000)]}
            shown = repr(v)
            if hasattr(v, "__dict__"):
                # Its state, whatever its repr shows (a dataclass field with repr=False).
                state = {"attributes": walk(vars(v))}
                if " at 0x" not in shown:
                    state["repr"] = shown
                return {type(v).__qualname__: state}
            if " at 0x" not in shown:
                return {type(v).__qualname__: shown}
            slots = [s for c in type(v).__mro__ for s in getattr(c, "__slots__", ()) if hasattr(v, s)]
            return {type(v).__qualname__: {s: walk(getattr(v, s)) for s in slots}}
        finally:
            on.discard(id(v))

    return walk(value)


def answer(name, words):
    """One answer: what the function returned, or the kind of error it raised. Each call gets its own
    copy of the case, so a function that changes its argument changes no later call; what it left in
    that copy is part of the answer."""
    f = getattr(lib, name, None)
    if not callable(f):
        return {"missing": name}
    arg = copy.deepcopy(words)
    try:
        got = plain(f(arg))
    except Exception as err:  # the error is an answer too
        return {"error": type(err).__name__}
    after = plain(arg)
    return got if after == plain(words) else {"returned": got, "argument": after}


# Every case runs twice for every function, in an order shuffled by the seed, after a warm-up call:
# code whose answer depends on how often or in what order it is called answers one case two ways.
order = [(name, i) for name in CALLS for i in range(len(cases)) for _ in range(2)]
random.Random("gate-order:" + os.environ["GATE_SEED"]).shuffle(order)
if cases:
    for name in CALLS:
        answer(name, cases[0])
answers = {name: [[] for _ in cases] for name in CALLS}
failed = False
for name, i in order:
    got = answer(name, cases[i])
    runs = answers[name][i]
    if runs and runs[0] != got:
        print(f"case {i} answered twice, differently, by {name}: {json.dumps(runs[0])} then {json.dumps(got)}")
        failed = True
    runs.append(got)
with open(os.path.join(os.environ["GATE_OUTPUTS"], "answers.json"), "w", encoding="utf-8") as f:
    json.dump(answers, f)
raise SystemExit(1 if failed else 0)
`;
const PY_JUDGE = `"""Judge of the example fixture (its invariant): reads the cases and the exercise's answers, plain
JSON, and decides. It imports nothing of your code — the gate checks that it loads no file of the
tree under test — so nothing your code does (patching json or assert, an object equal to anything,
reading the caller's frame) can reach it. Exit 0 when every answer holds, 1 when one does not.
"""
import json
import os

with open(os.path.join(os.environ["GATE_CASES"], "cases.json"), encoding="utf-8") as f:
    cases = json.load(f)
with open(os.path.join(os.environ["GATE_OUTPUTS"], "answers.json"), encoding="utf-8") as f:
    answers = json.load(f)


def holds(name, words, got):
    """Your law: whether got, the answer of the function name for words, is right.

    With law: same-as-base the answers already equal the base revision's; a law here holds them to
    what is right, not only to what was (e.g. for a sort: every word kept, in order).
    """
    return True


failed = False
for name, per_case in answers.items():
    if not isinstance(per_case, list) or len(per_case) != len(cases):
        print(f"{name}: answers for {len(per_case) if isinstance(per_case, list) else 0} of {len(cases)} cases")
        failed = True
        continue
    for i, runs in enumerate(per_case):
        shown = [json.dumps(r, sort_keys=True) for r in runs]
        other = next((s for s in shown if s != shown[0]), None)
        if len(shown) < 2:
            print(f"case {i} was not answered twice by {name}")
            failed = True
        elif other is not None:
            print(f"case {i} answered twice, differently, by {name}: {shown[0]} then {other}")
            failed = True
        if not holds(name, cases[i], runs[0] if runs else None):
            print(f"case {i} breaks the law of {name}: {cases[i]!r} gave {shown[0] if shown else None}")
            failed = True
raise SystemExit(1 if failed else 0)
`;
function gateYml(detected, fixture) {
    const found = detected.languages.length === 0
        ? 'no language recognised'
        : detected.languages.join(', ') + (detected.runners.length ? ` (${detected.runners.join(', ')})` : '');
    const tests = detected.testDirs.length
        ? `tests in ${detected.testDirs.join(', ')}`
        : 'no test folder found';
    const builtins = (0,catalog/* allBuiltinChecks */.YI)()
        .map((c) => `  - builtin: ${c.name}\n${c.honestUses !== undefined ? '    on_match: hold\n' : ''}`)
        .join('');
    return `# gate.yml — the failure-class gate, read from the base revision of every pull request.
# Written by 'gate init' for: ${found}; ${tests}.
# Check it with 'gate check' before it lands; unknown keys are errors.
version: 2
# budgets: # every key optional; defaults shown
#   max_predicates: 12 # more specs than this is PROPERTY_BUDGET
#   predicate_timeout_ms: 2000 # per spec run (probe, empty patch, candidate)
#   replay_timeout_ms: 30000 # per replay: generator + invariant
#   retry_cap: 2 # candidate retries of a missed seed
properties:
  # Built-in checks ('gate builtins' says what each forbids). Each ships its own probe, a patch it
  # must reject, so it proves it can fail. Narrow one with paths: [...]; give probe: PATH when the
  # narrowed paths leave the shipped probe's files out. no-exit-tampering skips tests: narrow it
  # away from a CLI entry point that must set its exit status.
${builtins}  # Your own specs: a program that exits 1 to reject the patch (or a .yml of predicates), and
  # a patch it must reject:
  # - spec: specs/my_rule.py
  #   probe: probes/my_rule.patch
fixtures:
  # A starter fixture in the exercise + judge shape: ${fixture.exercise} loads your code and writes
  # its answers for the generated cases as JSON; ${fixture.invariant}, the judge, reads them in a
  # process that loads none of your code. ${fixture.calls.length > 0
        ? `law: same-as-base holds the answers of ${fixture.calls.join(', ')} to the base revision's at
  # each seed: a patch that changes them misses (a refactor or a speed-up passes). Its probe is a
  # stand-in for a known bug (a function redefined): replace it with a real one, and add a law of
  # your code to the judge.`
        : `No function of your code was found, so the exercise calls nothing: name
  # yours in it (CALLS), and replace the probe (it only adds a line) with a known bug of that code on
  # which some seed must miss, or the fixture cannot fail (FIXTURE_NOT_FALSIFIABLE).`}
  # Keep the generator deterministic in its seed and inputs.
  - target: ${fixture.calls.length > 0 ? 'example' : 'example.placeholder'}
    manifest: ${fixture.manifest}
    exercise: ${fixture.exercise}
    invariant: ${fixture.invariant}
    law: same-as-base
    probe: ${fixture.probe}
freeze:
  ledger: gate-freezes.json # written only by people, with 'gate freeze grant', in a reviewed PR
protected: # more files that count as the gate's own (a patch editing them is graded by people)
  - .github/workflows/**
  # Where a tests: fixture's runner is installed from them, the dependency manifests: a patch could
  # otherwise swap the runner or an assertion library (README, "Installing the runner").
  # - package.json
  # - package-lock.json
  # The starter's folders: a helper module an invariant imports from here is the gate's own too.
${STARTER_FOLDERS.map((f) => `  - ${f}/**\n`).join('')}`;
}

// EXTERNAL MODULE: ./src/oracle/config.ts
var config = __webpack_require__(8710);
;// CONCATENATED MODULE: ./src/init/tests-starter.ts
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



/** The runner names `detectRepository` reports, as a `tests:` fixture names them. */
const RUNNER_OF = { 'node:test': 'node-test' };
/** The globs of the test files in the detected test folders, for `runner`. */
function testGlobs(root, testDirs, runner) {
    const globs = new Set();
    const python = runner === 'pytest' || runner === 'unittest';
    for (const dir of testDirs)
        for (const f of filesUnder(root, dir)) {
            const name = f.slice(f.lastIndexOf('/') + 1);
            if (python) {
                if (PY_TEST.test(name))
                    globs.add(`${dir}/**/${name.startsWith('test_') ? 'test_*.py' : '*_test.py'}`);
            }
            else {
                const m = JS_TEST.exec(name);
                if (m)
                    globs.add(`${dir}/**/*.${m[1]}.${m[2]}`);
            }
        }
    // mocha's own default, where no file is named like a test: every script directly in `test/`.
    if (globs.size === 0 && runner === 'mocha')
        for (const f of filesUnder(root, 'test')) {
            const m = /^test\/[^/]+\.([cm]?js)$/.exec(f);
            if (m)
                globs.add(`test/*.${m[1]}`);
        }
    return [...globs].sort();
}
/**
 * The starter probe: the first function found in the code redefined to answer something else, so a
 * test that calls it and checks its answer fails (a probe that only stopped the code loading would
 * show nothing: the runner reports a file that did not load, not a failing test). Where no function
 * was found, a line no test can notice: `gate check` refuses the fixture until it is replaced.
 */
function tests_starter_starterProbe(language, detected) {
    const standIn = standInProbe(language, detected, 'test');
    if (standIn !== undefined)
        return standIn;
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
function testsStarter(root, detected) {
    for (const found of detected.runners) {
        const runner = RUNNER_OF[found] ?? found;
        if (!config/* TEST_RUNNERS */.Ln.includes(runner) || runner === 'command')
            continue;
        const language = runner === 'pytest' || runner === 'unittest' ? 'python' : 'javascript';
        const files = testGlobs(root, detected.testDirs, runner);
        if (files.length === 0)
            continue;
        return {
            runner: runner,
            files,
            probe: 'probes/tests.patch',
            probeText: tests_starter_starterProbe(language, detected),
        };
    }
    return undefined;
}
/**
 * The fixture's entry in gate.yml (under `fixtures:`). Off (commented) unless `on`: once on, the test
 * files are the gate's own, and a patch that edits one together with code is CONTAMINATED.
 */
function testsFixtureYml(s, on) {
    const setup = s.runner === 'pytest' || s.runner === 'unittest'
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
function withTestsStarter(files, starter, on) {
    if (starter === undefined)
        return files;
    const yml = files['gate.yml'];
    if (yml === undefined || !yml.includes('\nfreeze:\n'))
        return files;
    return {
        ...files,
        'gate.yml': yml.replace('\nfreeze:\n', `\n${testsFixtureYml(starter, on)}freeze:\n`),
        [starter.probe]: starter.probeText,
    };
}

;// CONCATENATED MODULE: ./src/commands/init.ts
/**
 * `gate init`: scaffolds the gate in a repository. Never overwrites: a file that exists is skipped
 * with a message. Exit 0 when it wrote at least one file, 1 when every file already existed (nothing
 * to do: the repository is set up, or was set up by hand), 2 on a usage error.
 */








const INIT_USAGE = `usage: gate init [--skeleton javascript|python] [--action OWNER/REPO@REF] [--tests] [--dry-run]

Writes, in the current directory (the repository's root), what the gate needs:
  gate.yml                      the configuration: the built-in checks and the starter fixture
  fixtures/example/…            a starter fixture: manifest, generator and pinned input
  exercises/example.(mjs|py)    its exercise: imports your package (Python: src/, flat or namespace
                                layout; JavaScript: the entry of package.json), calls the functions
                                found there on every case (twice, shuffled by the seed) and writes
                                the answers as JSON; law: same-as-base holds them to the base's
  invariants/example.(mjs|py)   its judge: reads cases and answers, loads none of your code
  probes/example.patch          its probe: a stand-in for a known bug (a function redefined), to
                                replace with a real one (some seed must miss with it)
  probes/tests.patch            when a test runner the gate runs and its test files are found: the
                                probe of a second fixture, your own tests as the oracle (tests:),
                                written commented out in gate.yml (--tests: on)
  ${WORKFLOW_PATH}    the workflow running the action (--action names it; default ${DEFAULT_ACTION_REF})
  ${REPORT_WORKFLOW_PATH}
                                posts the check for pull requests from forks, whose token cannot
                                (README, "Forks"); it runs from the default branch only
and adds .gate/ (the gate's state folder) to .gitignore. The languages and test runners found
choose the fixture's language (--skeleton overrides it).

Never overwrites: a file that exists is skipped with a message. A warning (stderr) says when the
current directory is not inside a git repository, or not at its root. Exit status: 0 when at least
one file was written, 1 when every file already existed, 2 on a usage error.`;
const ACTION_REF = /^[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9_.-]+(\/[A-Za-z0-9_./-]+)?@[A-Za-z0-9_./-]+$/;
async function initCommand(argv) {
    const parsed = (0,args/* parseCommand */.RM)(argv, {
        skeleton: { type: 'string' },
        action: { type: 'string' },
        tests: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
    }, INIT_USAGE);
    if (parsed === 'help')
        return 0;
    (0,args/* noPositionals */.d0)(parsed.positionals);
    const root = process.cwd();
    const detected = detectRepository(root);
    const lang = parsed.values.skeleton;
    if (lang !== undefined) {
        if (lang !== 'javascript' && lang !== 'python')
            throw new errors/* UsageError */.eb(`--skeleton: expected javascript or python, got ${JSON.stringify(lang)}`);
        detected.skeleton = lang;
    }
    const action = parsed.values.action ?? DEFAULT_ACTION_REF;
    if (!ACTION_REF.test(action))
        throw new errors/* UsageError */.eb(`--action: expected OWNER/REPO@REF (a tag, branch or sha), got ${JSON.stringify(action)}`);
    const dryRun = parsed.values['dry-run'] === true;
    const plan = planFiles(detected, action, { root, tests: parsed.values.tests === true });
    const say = (line) => process.stderr.write(line + '\n');
    const where = await (0,preflight/* checkoutWarning */.h)(root, 'init');
    if (where !== null)
        say(`gate init: ${where}`);
    say(describe(detected, parsed.values.tests === true));
    if (plan['probes/tests.patch'] !== undefined) {
        // An existing gate.yml is never rewritten: the fixture init would write is not in it.
        const kept = exists(__webpack_require__.ab + "gate.yml");
        say(kept
            ? `gate init: your own tests can be the oracle, but gate.yml exists and is not rewritten: ${parsed.values.tests === true ? '--tests changes nothing in it' : 'nothing is added to it'}. Uncomment its tests: fixture if init wrote one before, or move gate.yml aside and run gate init --tests to see the one it would write.`
            : `gate init: your own tests can be the oracle: a tests: fixture is in gate.yml${parsed.values.tests === true ? '' : ', commented out (gate init --tests writes it on)'}.`);
        if ((0,external_node_fs_.existsSync)(__webpack_require__.ab + "package.json") && !/runner: (?:pytest|unittest)/.test(plan['gate.yml'] ?? ''))
            say('gate init: its runner runs from node_modules: in the workflow, install before the gate step (- run: npm ci --ignore-scripts), or give the fixture a setup: (README, "Your test suite as the oracle").');
        // What the project's own `npm test` does that the fixture will not (a second environment).
        const runner = /^\s*runner: (jest|vitest|mocha)\s*$/m.exec(plan['gate.yml'] ?? '')?.[1];
        const beyond = runner !== undefined && detected.testScript !== undefined
            ? scriptRunsBeyond(detected.testScript, runner)
            : null;
        if (beyond !== null)
            say(`gate init: your test script runs ${runner} ${beyond.runs.length > 1 ? `${beyond.runs.length} times` : 'with options'} (${beyond.runs.map((r) => JSON.stringify(r)).join(', ')}); the tests: fixture runs it once, with your configuration and none of those options${beyond.options.length > 0 ? ` (${beyond.options.join(' ')})` : ''}, so a test that fails only there is not graded. Add a fixture with runner: command for such a line (README, "Your test suite as the oracle").`);
    }
    else if (detected.runners.length > 0 || parsed.values.tests === true)
        say(`gate init: no tests: fixture written: ${detected.runners.length > 0 ? `found ${detected.runners.join(', ')} but no test files it would run` : 'no test runner found'} (test files named like *.test.js, *.spec.ts, test_*.py); write it by hand (README, "Your test suite as the oracle").`);
    let written = 0;
    for (const [rel, text] of Object.entries(plan)) {
        const path = (0,external_node_path_.join)(root, rel);
        if (exists(path)) {
            say(`  skip   ${rel} (exists; not overwritten)`);
            continue;
        }
        if (!dryRun) {
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
            (0,external_node_fs_.writeFileSync)(path, text, {
                flag: 'wx',
                mode: rel.endsWith('.mjs') || rel.endsWith('.py') ? 0o755 : 0o644,
            });
        }
        say(`  ${dryRun ? 'would write' : 'write'}  ${rel}`);
        written++;
    }
    const ignored = ensureIgnored(root, dryRun);
    if (ignored !== null)
        say(`  ${dryRun ? 'would add' : 'add'}    .gate/ to .gitignore${ignored}`);
    say('');
    if (written === 0) {
        say('gate init: nothing written: every file already exists. Run gate check to validate them.');
        return 1;
    }
    say(nextSteps(action));
    return 0;
}
function exists(path) {
    try {
        (0,external_node_fs_.lstatSync)(path); // a dangling link is a file too: never written through
        return true;
    }
    catch {
        return false;
    }
}
/**
 * What init writes; with `root`, a `tests:` fixture too when a runner and its test files are found
 * there (commented out unless `tests`).
 */
function planFiles(detected, action, opts = {}) {
    const fixture = skeleton(detected.skeleton, detected);
    const files = {
        'gate.yml': gateYml(detected, fixture),
        ...fixture.files,
        [WORKFLOW_PATH]: workflowFile(action),
        // Without it a pull request from a fork never gets the check: its token cannot post one.
        [REPORT_WORKFLOW_PATH]: reportWorkflowFile(action),
    };
    return opts.root === undefined
        ? files
        : withTestsStarter(files, testsStarter(opts.root, detected), opts.tests === true);
}
function describe(d, tests = false) {
    const langs = d.languages.length ? d.languages.join(', ') : 'no language recognised';
    const runners = d.runners.length ? ` (tests: ${d.runners.join(', ')})` : '';
    const found = d.skeleton === 'python' ? (d.python?.functions ?? []) : (d.jsEntry?.functions ?? []).map((f) => f.name);
    const calls = found.length > 0
        ? `its exercise calls ${found.join(', ')}`
        : d.skeleton === 'javascript' && d.missingEntry !== undefined
            ? `no function of your code was found: the package's entry ${d.missingEntry} is not in the checkout (a build output, not committed?), so the exercise has nothing to import. Name a module of yours in it that node runs as it is (plain JavaScript: node cannot import TypeScript sources before Node 22.6), or remove the example fixture and let your tests be the oracle (${tests ? 'its tests: fixture, written' : 'gate init --tests'})`
            : 'no function of your code was found: name yours in its exercise';
    return `gate init: found ${langs}${runners}; the starter fixture (an exercise and a judge) is in ${d.skeleton}; ${calls}.`;
}
/** Appends `.gate/` to .gitignore unless it is there; null when nothing changes. */
function ensureIgnored(root, dryRun) {
    const path = (0,external_node_path_.join)(root, '.gitignore');
    let text = '';
    if ((0,external_node_fs_.existsSync)(path)) {
        if ((0,external_node_fs_.lstatSync)(path).isSymbolicLink())
            return null; // never written through a link
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
        if (/^\/?\.gate\/?\s*$/m.test(text))
            return null;
    }
    if (!dryRun)
        (0,external_node_fs_.appendFileSync)(path, `${text === '' || text.endsWith('\n') ? '' : '\n'}.gate/\n`);
    return text === '' ? ' (created)' : '';
}
function nextSteps(action) {
    const placeholder = action.startsWith('OWNER/')
        ? `\n     Replace OWNER in ${WORKFLOW_PATH} and ${REPORT_WORKFLOW_PATH} with the action's owner (or run init with --action).`
        : '';
    return `Next steps:
  1. gate check          validates gate.yml, the manifest and every spec, registers each check on its
                         probe and the empty patch, and replays the fixture's seeds here (exit 0: ready).
  2. The starter holds the answers of your functions to the base revision's (law: same-as-base). Add a
     law of your code to the judge (invariants/example.*), and replace probes/example.patch with a
     real bug of that code on which some seed misses. Where no function was found, name yours in
     exercises/example.*: until then gate check refuses the fixture (it cannot fail).${placeholder}
  3. Commit these files alone, in one pull request reviewed by people (the gate cannot grade its own
     files: with no gate.yml on the base branch it holds as NOT_CONFIGURED).
  4. Branch protection: require the check 'failure-class' on the default branch.
  Try it locally on a branch: gate run --base main`;
}


/***/ }),

/***/ 5821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ checkoutWarning),
/* harmony export */   r: () => (/* binding */ preflightRun)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6675);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6960);
/**
 * What `gate run` checks before it opens a run, so that a mistake on the command line is a usage
 * error (exit 2, with the words to fix it) rather than an UNUSABLE verdict: git is there, the current
 * directory is a repository, the revisions exist, `--patch` is readable. It also warns where a verdict
 * would mislead: uncommitted changes (the specs and fixtures run on the working tree, the patch is
 * taken from commits) and a base that is not an ancestor of the head (the patch then holds the
 * base's own changes, reversed).
 */




async function preflightRun(cwd, o) {
    const warnings = [];
    const probe = (0,node_child_process__WEBPACK_IMPORTED_MODULE_1__.spawnSync)('git', ['--version'], { encoding: 'utf8', timeout: 10_000, env: process.env });
    if (probe.error !== undefined || probe.status !== 0)
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('git is not installed or not on PATH (the gate reads the patch and the base with it)');
    let root;
    try {
        root = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .topLevel */ .M4)(cwd);
    }
    catch {
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${cwd} is not inside a git repository (run gate run in the candidate checkout)`);
    }
    const base = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(root, o.base);
    if (base === undefined)
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--base ${JSON.stringify(o.base)}: no such commit here` +
            (/^[0-9a-f]{7,40}$/i.test(o.base)
                ? ' (a shallow clone may lack it: git fetch --depth=1 origin SHA)'
                : ''));
    const headSha = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(root, 'HEAD');
    if (o.head !== undefined) {
        const head = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(root, o.head);
        if (head === undefined)
            throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--head ${JSON.stringify(o.head)}: no such commit here`);
        // Specs and fixtures run on the checkout: grading another commit's patch against it would mix the two.
        if (head !== headSha)
            throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--head ${JSON.stringify(o.head)} is ${head.slice(0, 12)}, not the checkout's HEAD ${String(headSha).slice(0, 12)}: ` +
                `check it out first (git checkout ${o.head}), or leave --head out`);
    }
    if (o.patch !== undefined) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(o.patch, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK);
        }
        catch {
            throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--patch ${o.patch}: cannot be read`);
        }
    }
    if (o.patch === undefined && headSha !== undefined) {
        try {
            await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(root, ['merge-base', '--is-ancestor', base, headSha], 'utf8', 30_000);
        }
        catch {
            warnings.push(`--base ${o.base} is not an ancestor of HEAD: the patch holds its changes too. ` +
                `Grade against the fork point: --base $(git merge-base ${o.base} HEAD)`);
        }
    }
    return { warnings, checkout: checkoutStatus(root, o.out) };
}
/** The uncommitted changes of the working tree outside the output folder `outDir`, and their warning. */
async function checkoutStatus(root, outDir) {
    try {
        // Only a warning, so git compares a file's modification time and size, not its change time,
        // owner or inode: the sandbox of an earlier run in this checkout changed those on every file
        // (its grant and hand-back), and a full comparison read and hashed the whole checkout again
        // (100,000 files: 0.8 s). An edit that keeps both the time and the size is not warned about.
        // It takes no lock (GIT_OPTIONAL_LOCKS=0, src/adapters/git.ts), so the run's own index refresh
        // may go on beside it.
        const status = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(root, [
            '-c',
            'core.checkStat=minimal',
            '-c',
            'core.trustctime=false',
            'status',
            '--porcelain',
            '--untracked-files=normal',
        ], 'utf8', 30_000);
        const out = outDir.replace(/^\.\//, '').replace(/\/$/, '');
        const dirty = status
            .split('\n')
            .filter((l) => l.trim() !== '')
            .filter((l) => !l.slice(3).startsWith(`${out}/`) && l.slice(3) !== out);
        if (dirty.length === 0)
            return { uncommitted: 0, warning: null };
        return {
            uncommitted: dirty.length,
            warning: `the working tree has ${dirty.length} uncommitted change(s) (${dirty
                .slice(0, 3)
                .map((l) => l.slice(3))
                .join(', ')}${dirty.length > 3 ? ', …' : ''}): the patch is taken from commits, ` +
                'but specs and fixtures run on the working tree (a path the patch changes that differs is held ' +
                'UNGRADABLE); commit or stash them for a faithful grade',
        };
    }
    catch {
        // A status that cannot be read changes nothing about the grade.
        return { uncommitted: 0, warning: null };
    }
}
/**
 * Where `gate check` and `gate init` run: they read and write the current directory, which the action
 * reads as the repository's root. A warning when it is not inside a git repository, or not at its root;
 * null at the root.
 */
async function checkoutWarning(cwd, command) {
    const reads = command === 'init' ? 'writes gate.yml and its files into' : 'reads gate.yml and the paths it names from';
    let root;
    try {
        root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .topLevel */ .M4)(cwd));
    }
    catch {
        return (`warning: ${cwd} is not inside a git repository. gate ${command} ${reads} the current directory, ` +
            'but the gate grades commits: run it at the root of the repository it is for (or git init first)');
    }
    let here = cwd;
    try {
        here = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(cwd);
    }
    catch {
        // An unreadable directory is compared as it is named.
    }
    if (here === root)
        return null;
    return (`warning: ${cwd} is not the root of its git repository (${root}). gate ${command} ${reads} the current ` +
        `directory, while the action reads them from the root: run it there (cd ${root})`);
}


/***/ })

};
