export const id = 589;
export const ids = [589];
export const modules = {

/***/ 5589:
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
            return { name, layout, file: `${rel}${name}/${file}`, text: readText((0,external_node_path_.join)(base, name, file)) };
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
    return module
        ? { name: module.slice(0, -3), layout: 'module', file: module, text: readText((0,external_node_path_.join)(root, module)) }
        : undefined;
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
    const entry = pick(pkg.exports) ??
        (typeof pkg.module === 'string' ? pkg.module : undefined) ??
        (typeof pkg.main === 'string' ? pkg.main : undefined) ??
        'index.js';
    return entry.replace(/^\.\//, '');
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
    if (pkg !== undefined || has(/\.(m|c)?[jt]sx?$/))
        languages.add('javascript');
    if (pkg !== undefined) {
        const deps = {
            ...(pkg.dependencies ?? {}),
            ...(pkg.devDependencies ?? {}),
        };
        const script = String(pkg.scripts?.test ?? '');
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
    const ordered = LANGUAGES.filter((l) => languages.has(l));
    // The skeleton runs under node or python3 (SPEC §8): Python where Python is the first language found
    // without JavaScript, else JavaScript (node is there, as the gate runs on it).
    const skeleton = ordered.includes('python') && !ordered.includes('javascript') ? 'python' : 'javascript';
    const python = findPythonPackage(root);
    let jsEntry;
    if (pkg !== undefined) {
        const entry = packageEntry(pkg);
        try {
            if ((0,external_node_fs_.statSync)((0,external_node_path_.join)(root, entry)).isFile())
                jsEntry = { path: entry, text: readText((0,external_node_path_.join)(root, entry)) };
        }
        catch {
            // no such file: the starter imports nothing until the entry exists
        }
    }
    return {
        languages: ordered,
        runners,
        testDirs,
        skeleton,
        ...(python ? { python } : {}),
        ...(jsEntry !== undefined ? { jsEntry } : {}),
    };
}

// EXTERNAL MODULE: ./src/builtins/catalog.ts + 1 modules
var catalog = __webpack_require__(8932);
;// CONCATENATED MODULE: ./src/init/templates.ts
/**
 * The files `gate init` writes: a commented gate.yml (`version: 2`) using the built-in checks, a
 * starter fixture (manifest, generator, inputs, invariant, probe) in the repository's language with a
 * placeholder law, and the workflow. The starter invariant imports the project's code (the Python
 * package whatever its layout, the entry of package.json), resolved from the current directory, which
 * is the checkout being graded; its law is a placeholder that never depends on that code, and its
 * probe only adds a line the law cannot see, so the untouched starter is FIXTURE_NOT_FALSIFIABLE and
 * `gate check` refuses it until both are replaced. The law is two functions (the code's answer for a
 * case, and whether it is right) that the rest of the invariant calls for every case at least twice,
 * in an order shuffled by the seed, after a warm-up: an answer that depends on the call count or on
 * what was called before gives one case two answers, and fails. The workflow is the one of examples/workflows/gate.yml (a test keeps them equal).
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
      - uses: ${actionRef}
`;
}
/** The folders the starter creates: protected in gate.yml, so a helper module beside an invariant is oracle too. */
const STARTER_FOLDERS = ['fixtures/example', 'invariants', 'probes'];
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
/** The starter probe: a line added to the code under test (a new file when none was found). */
function starterProbe(language, detected) {
    const note = 'gate probe: replace this probe with a known bug of your code, on which some seed must miss';
    const target = language === 'python'
        ? detected.python && { path: detected.python.file, text: detected.python.text, line: `# ${note}` }
        : detected.jsEntry && { path: detected.jsEntry.path, text: detected.jsEntry.text, line: `// ${note}` };
    if (target)
        return appendLineDiff(target.path, target.text, target.line);
    return `diff --git a/gate-probe-placeholder.txt b/gate-probe-placeholder.txt\nnew file mode 100644\n--- /dev/null\n+++ b/gate-probe-placeholder.txt\n@@ -0,0 +1 @@\n+${note}\n`;
}
const INPUT = 'pear\napple\nfig\nbanana\ncherry\n';
function skeleton(language, detected = {}) {
    const ext = language === 'python' ? 'py' : 'mjs';
    const manifest = 'fixtures/example/manifest.json';
    const generator = `fixtures/example/gen.${ext}`;
    const input = 'fixtures/example/inputs/words.txt';
    const invariant = `invariants/example.${ext}`;
    const probe = 'probes/example.patch';
    const manifestText = JSON.stringify({ generator, generator_id: 'example-gen/1', inputs: [input], seed: [1, 2, 3] }, null, 2) +
        '\n';
    const files = {
        [manifest]: manifestText,
        [input]: INPUT,
        [generator]: language === 'python' ? PY_GENERATOR : JS_GENERATOR,
        [invariant]: language === 'python' ? pyInvariant(detected.python?.name) : JS_INVARIANT,
        [probe]: starterProbe(language, detected),
    };
    return { manifest, generator, input, invariant, probe, files };
}
const JS_GENERATOR = `// Generator of the example fixture (gate.yml, fixtures): writes the cases the invariant checks.
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
/**
 * The part of the starter invariant that calls the law: after a warm-up call, every case runs at least
 * twice, in an order shuffled by the seed, and a case answered two ways fails — so an answer that
 * depends on how often, or after what, the code was called shows as a miss.
 */
const REPEAT_HARNESS_JS = `// Every case runs twice, in an order shuffled by the seed, after a warm-up call: code whose answer
// depends on how often or in what order it is called answers one case two ways, and that fails.
let state = (Number(process.env.GATE_SEED) ^ 0x5bd1e995) >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const order = cases.flatMap((_, i) => [i, i]);
for (let k = order.length - 1; k > 0; k--) {
  const j = Math.floor(random() * (k + 1));
  [order[k], order[j]] = [order[j], order[k]];
}
if (cases.length > 0) answer(cases[0]);
const first = new Map();
for (const i of order) {
  const got = answer(cases[i]);
  const shown = JSON.stringify(got);
  if (first.has(i) && first.get(i) !== shown) {
    console.log(\`case \${i} answered twice, differently: \${first.get(i)} then \${shown}\`);
    process.exitCode = 1;
  }
  if (!first.has(i)) first.set(i, shown);
  if (!holds(cases[i], got)) {
    console.log(\`case \${i} breaks the law: \${JSON.stringify(cases[i])} gave \${shown}\`);
    process.exitCode = 1;
  }
}
`;
const JS_INVARIANT = `// Invariant of the example fixture: exit 0 when every case holds, 1 when one does not.
// PLACEHOLDER LAW: sorting twice gives what sorting once gives. It never calls your code, so
// 'gate check' refuses it (its probe cannot make a seed miss): replace answer() and holds() below
// with a law of your code (decode(encode(x)) equals x, a parser accepts what the printer prints, ...),
// and probes/example.patch with a known bug of that code on which the law fails.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The code under test: the package's entry from package.json, in the checkout being graded (the
// current directory). A relative import ('../src/x.js') reaches the same code.
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
const entry = pkg && (pick(pkg.exports) ?? pkg.module ?? pkg.main ?? 'index.js');
const lib = entry && existsSync(join(root, entry)) ? await import(pathToFileURL(join(root, entry)).href) : {};

const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
const sort = (xs) => [...xs].sort();

// What your code answers for one case, as plain data (arrays, objects, strings, numbers).
// PLACEHOLDER: replace with a call of your code, e.g. (words) => lib.norm(words).
const answer = (words) => sort(words);
// The law: whether \`got\`, your code's answer for \`words\`, is right.
// PLACEHOLDER: sorting twice gives what sorting once gives.
const holds = (words, got) => JSON.stringify(sort(got)) === JSON.stringify(got);

${REPEAT_HARNESS_JS}`;
const PY_GENERATOR = `"""Generator of the example fixture (gate.yml, fixtures): writes the cases the invariant checks.

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
const pyInvariant = (pkg) => `"""Invariant of the example fixture: exit 0 when every case holds, 1 when one does not.

PLACEHOLDER LAW: sorting twice gives what sorting once gives. It never calls your code, so
'gate check' refuses it (its probe cannot make a seed miss): replace answer() and holds() below with
a law of your code (decode(encode(x)) == x, a parser accepts what the printer prints, ...), and probes/example.patch
with a known bug of that code on which the law fails.
"""
import importlib
import json
import os
import random
import sys

# The code under test, in the checkout being graded (the current directory), whatever its layout:
# src/PACKAGE (src layout), PACKAGE/ (flat, or a namespace package without __init__.py), PACKAGE.py.
ROOT = os.getcwd()
for folder in (ROOT, os.path.join(ROOT, "src")):
    if os.path.isdir(folder) and folder not in sys.path:
        sys.path.insert(0, folder)
PACKAGE = ${pkg === undefined ? 'None  # gate init found no package: name yours here' : JSON.stringify(pkg)}
lib = importlib.import_module(PACKAGE) if PACKAGE else None

with open(os.path.join(os.environ["GATE_CASES"], "cases.json"), encoding="utf-8") as f:
    cases = json.load(f)


def answer(words):
    """What your code answers for one case, as plain data (lists, dicts, strings, numbers).

    PLACEHOLDER: replace with a call of your code, e.g. return lib.norm(words).
    """
    return sorted(words)


def holds(words, got):
    """The law: whether got, your code's answer for words, is right.

    PLACEHOLDER: sorting twice gives what sorting once gives.
    """
    return sorted(got) == got


# Every case runs twice, in an order shuffled by the seed, after a warm-up call: code whose answer
# depends on how often or in what order it is called answers one case two ways, and that fails.
order = [i for i in range(len(cases)) for _ in range(2)]
random.Random("gate-order:" + os.environ["GATE_SEED"]).shuffle(order)
if cases:
    answer(cases[0])
first = {}
failed = False
for i in order:
    got = answer(cases[i])
    shown = json.dumps(got, sort_keys=True, default=repr)
    if i in first and first[i] != shown:
        print(f"case {i} answered twice, differently: {first[i]} then {shown}")
        failed = True
    first.setdefault(i, shown)
    if not holds(cases[i], got):
        print(f"case {i} breaks the law: {cases[i]!r} gave {shown}")
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
  # A starter fixture. Its law is a PLACEHOLDER (see ${fixture.invariant}): replace it with one of
  # your code; keep the generator deterministic in its seed and inputs.
  # Its probe is a known bug of the code under test on which some seed must miss, or the fixture
  # cannot fail (FIXTURE_NOT_FALSIFIABLE): the starter probe only adds a line, so replace it too.
  - target: example.placeholder
    manifest: ${fixture.manifest}
    invariant: ${fixture.invariant}
    probe: ${fixture.probe}
freeze:
  ledger: gate-freezes.json # written only by people, with 'gate freeze grant', in a reviewed PR
protected: # more files that count as the gate's own (a patch editing them is graded by people)
  - .github/workflows/**
  # The starter's folders: a helper module an invariant imports from here is the gate's own too.
${STARTER_FOLDERS.map((f) => `  - ${f}/**\n`).join('')}`;
}

;// CONCATENATED MODULE: ./src/commands/init.ts
/**
 * `gate init`: scaffolds the gate in a repository. Never overwrites: a file that exists is skipped
 * with a message. Exit 0 when it wrote at least one file, 1 when every file already existed (nothing
 * to do: the repository is set up, or was set up by hand), 2 on a usage error.
 */







const INIT_USAGE = `usage: gate init [--skeleton javascript|python] [--action OWNER/REPO@REF] [--dry-run]

Writes, in the current directory (the repository's root), what the gate needs:
  gate.yml                      the configuration: the built-in checks and the starter fixture
  fixtures/example/…            a starter fixture: manifest, generator and pinned input
  invariants/example.(mjs|py)   its invariant, with a PLACEHOLDER law to replace; it imports your
                                package (Python: src/, flat or namespace layout; JavaScript: the
                                entry of package.json)
  probes/example.patch          its probe, a known bug to replace (some seed must miss with it)
  ${WORKFLOW_PATH}    the workflow running the action (--action names it; default ${DEFAULT_ACTION_REF})
and adds .gate/ (the gate's state folder) to .gitignore. The languages and test runners found
choose the fixture's language (--skeleton overrides it).

Never overwrites: a file that exists is skipped with a message. A warning (stderr) says when the
current directory is not inside a git repository, or not at its root. Exit status: 0 when at least
one file was written, 1 when every file already existed, 2 on a usage error.`;
const ACTION_REF = /^[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9_.-]+(\/[A-Za-z0-9_./-]+)?@[A-Za-z0-9_./-]+$/;
async function initCommand(argv) {
    const parsed = (0,args/* parseCommand */.RM)(argv, { skeleton: { type: 'string' }, action: { type: 'string' }, 'dry-run': { type: 'boolean' } }, INIT_USAGE);
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
    const plan = planFiles(detected, action);
    const say = (line) => process.stderr.write(line + '\n');
    const where = await (0,preflight/* checkoutWarning */.h)(root, 'init');
    if (where !== null)
        say(`gate init: ${where}`);
    say(describe(detected));
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
function planFiles(detected, action) {
    const fixture = skeleton(detected.skeleton, detected);
    return { 'gate.yml': gateYml(detected, fixture), ...fixture.files, [WORKFLOW_PATH]: workflowFile(action) };
}
function describe(d) {
    const langs = d.languages.length ? d.languages.join(', ') : 'no language recognised';
    const runners = d.runners.length ? ` (tests: ${d.runners.join(', ')})` : '';
    return `gate init: found ${langs}${runners}; the starter fixture is in ${d.skeleton}.`;
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
        ? `\n     Replace OWNER in ${WORKFLOW_PATH} with the action's owner (or run init with --action).`
        : '';
    return `Next steps:
  1. gate check          validates gate.yml, the manifest and every spec, registers each check on its
                         probe and the empty patch, and replays the fixture's seeds here (exit 0: ready).
  2. Replace the placeholder law in invariants/example.* with a law of your code, and
     probes/example.patch with a known bug of that code on which the law fails: until then gate
     check refuses the fixture (it cannot fail).${placeholder}
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
    let uncommitted = 0;
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
    try {
        const status = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(root, ['status', '--porcelain', '--untracked-files=normal'], 'utf8', 30_000);
        const out = o.out.replace(/^\.\//, '').replace(/\/$/, '');
        const dirty = status
            .split('\n')
            .filter((l) => l.trim() !== '')
            .filter((l) => !l.slice(3).startsWith(`${out}/`) && l.slice(3) !== out);
        uncommitted = dirty.length;
        if (dirty.length > 0)
            warnings.push(`the working tree has ${dirty.length} uncommitted change(s) (${dirty
                .slice(0, 3)
                .map((l) => l.slice(3))
                .join(', ')}${dirty.length > 3 ? ', …' : ''}): the patch is taken from commits, ` +
                'but specs and fixtures run on the working tree; commit or stash them for a faithful grade');
    }
    catch {
        // A status that cannot be read changes nothing about the grade.
    }
    return { warnings, uncommitted };
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
