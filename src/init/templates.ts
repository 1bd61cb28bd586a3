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
import { allBuiltinChecks } from '../builtins/catalog.js';
import type { Detected } from './detect.js';

/** The action as a workflow names it; `gate init --action` sets another (a fork, a pinned sha). */
export const DEFAULT_ACTION_REF = 'OWNER/failure-class-gate@v1';

export const WORKFLOW_PATH = '.github/workflows/gate.yml';

export function workflowFile(actionRef: string): string {
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

export interface Skeleton {
  manifest: string;
  generator: string;
  input: string;
  invariant: string;
  probe: string;
  files: Record<string, string>;
}

/** The folders the starter creates: protected in gate.yml, so a helper module beside an invariant is oracle too. */
export const STARTER_FOLDERS = ['fixtures/example', 'invariants', 'probes'] as const;

/**
 * A unified diff that appends `line` to the file `path` whose text is `text` (git apply applies it):
 * the starter probe's shape, a change of the code under test.
 */
export function appendLineDiff(path: string, text: string, line: string): string {
  const header = `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n`;
  if (text === '') return `${header}@@ -0,0 +1 @@\n+${line}\n`;
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
function starterProbe(language: Detected['skeleton'], detected: Partial<Detected>): string {
  const note = 'gate probe: replace this probe with a known bug of your code, on which some seed must miss';
  const target =
    language === 'python'
      ? detected.python && { path: detected.python.file, text: detected.python.text, line: `# ${note}` }
      : detected.jsEntry && { path: detected.jsEntry.path, text: detected.jsEntry.text, line: `// ${note}` };
  if (target) return appendLineDiff(target.path, target.text, target.line);
  return `diff --git a/gate-probe-placeholder.txt b/gate-probe-placeholder.txt\nnew file mode 100644\n--- /dev/null\n+++ b/gate-probe-placeholder.txt\n@@ -0,0 +1 @@\n+${note}\n`;
}

const INPUT = 'pear\napple\nfig\nbanana\ncherry\n';

export function skeleton(language: Detected['skeleton'], detected: Partial<Detected> = {}): Skeleton {
  const ext = language === 'python' ? 'py' : 'mjs';
  const manifest = 'fixtures/example/manifest.json';
  const generator = `fixtures/example/gen.${ext}`;
  const input = 'fixtures/example/inputs/words.txt';
  const invariant = `invariants/example.${ext}`;
  const probe = 'probes/example.patch';
  const manifestText =
    JSON.stringify({ generator, generator_id: 'example-gen/1', inputs: [input], seed: [1, 2, 3] }, null, 2) +
    '\n';
  const files: Record<string, string> = {
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

const pyInvariant = (
  pkg: string | undefined,
) => `"""Invariant of the example fixture: exit 0 when every case holds, 1 when one does not.

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

export function gateYml(detected: Detected, fixture: Skeleton): string {
  const found =
    detected.languages.length === 0
      ? 'no language recognised'
      : detected.languages.join(', ') + (detected.runners.length ? ` (${detected.runners.join(', ')})` : '');
  const tests = detected.testDirs.length
    ? `tests in ${detected.testDirs.join(', ')}`
    : 'no test folder found';
  const builtins = allBuiltinChecks()
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
