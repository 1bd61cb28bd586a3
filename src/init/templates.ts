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
        with:
          persist-credentials: false # no job token left in .git/config for code to read
      - uses: ${actionRef}
`;
}

export const REPORT_WORKFLOW_PATH = '.github/workflows/gate-report.yml';

/** The privileged half of the fork setup: posts the check for pull requests from forks (README, "Forks"). */
export function reportWorkflowFile(actionRef: string): string {
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

export interface Skeleton {
  manifest: string;
  generator: string;
  input: string;
  /** The exercise: loads the code under test, writes its answers as JSON. */
  exercise: string;
  /** The judge (the fixture's `invariant`): reads cases and answers, loads no candidate file. */
  invariant: string;
  probe: string;
  /** The functions of the code the exercise calls (empty: none found, the law is a placeholder). */
  calls: string[];
  files: Record<string, string>;
}

/** The folders the starter creates: protected in gate.yml, so a helper module beside an invariant is oracle too. */
export const STARTER_FOLDERS = ['fixtures/example', 'exercises', 'invariants', 'probes'] as const;

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

/**
 * A unified diff of `path` from `before` to `after` as one hunk (the lines between the common start
 * and the common end, with up to three lines of context), which git apply applies.
 */
export function textDiff(path: string, before: string, after: string): string {
  const split = (t: string): string[] => t.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const a = split(before);
  const b = split(after);
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let s = 0;
  while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
  const start = Math.max(0, p - 3);
  const tail = Math.min(3, s);
  const line = (mark: string, l: string): string =>
    l.endsWith('\n') ? `${mark}${l}` : `${mark}${l}\n\\ No newline at end of file\n`;
  const body = [
    ...a.slice(start, p).map((l) => line(' ', l)),
    ...a.slice(p, a.length - s).map((l) => line('-', l)),
    ...b.slice(p, b.length - s).map((l) => line('+', l)),
    ...a.slice(a.length - s, a.length - s + tail).map((l) => line(' ', l)),
  ].join('');
  const oldCount = a.length - s + tail - start;
  const newCount = b.length - s + tail - start;
  const at = (count: number): string => `${count === 0 ? start : start + 1},${count}`;
  return `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -${at(oldCount)} +${at(newCount)} @@\n${body}`;
}

const withNewline = (text: string): string => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/**
 * A stand-in for a known bug of the code: the first function found in it redefined, at the end of its
 * file, to answer something else (`what` words its note for a fixture's seeds or a suite's tests).
 * Undefined where no function was found.
 */
export function standInProbe(
  language: Detected['skeleton'],
  detected: Partial<Detected>,
  what: 'seed' | 'test',
): string | undefined {
  const standIn = (name: string) =>
    what === 'seed'
      ? `gate probe: a stand-in for a known bug (${name} answers something else); replace it with a real bug of your code`
      : `gate probe: a stand-in for a known bug (${name} answers something else), on which some test must fail; replace it with a real bug of your code`;
  if (language === 'python' && detected.python) {
    const p = detected.python;
    const fn = p.functions[0];
    if (fn === undefined) return undefined;
    return textDiff(
      p.file,
      p.text,
      `${withNewline(p.text)}\n\n# ${standIn(fn)}\ndef ${fn}(*args, **kwargs):\n    return "gate probe"\n`,
    );
  }
  if (language === 'javascript' && detected.jsEntry) {
    const js = detected.jsEntry;
    const fn = js.functions?.[0];
    if (fn === undefined) return undefined;
    // An `export const` binding cannot be assigned: the probe makes it `export let` first.
    const text =
      fn.declared === 'const'
        ? js.text.replace(
            new RegExp(`^export\\s+const\\s+${fn.name.replace(/\$/g, '\\$')}\\b`, 'm'),
            `export let ${fn.name}`,
          )
        : js.text;
    const assign =
      fn.declared === 'cjs'
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
function starterProbe(language: Detected['skeleton'], detected: Partial<Detected>): string {
  const note = 'gate probe: replace this probe with a known bug of your code, on which some seed must miss';
  const standIn = standInProbe(language, detected, 'seed');
  if (standIn !== undefined) return standIn;
  if (language === 'python' && detected.python)
    return appendLineDiff(detected.python.file, detected.python.text, `# ${note}`);
  if (language === 'javascript' && detected.jsEntry)
    return appendLineDiff(detected.jsEntry.path, detected.jsEntry.text, `// ${note}`);
  return `diff --git a/gate-probe-placeholder.txt b/gate-probe-placeholder.txt\nnew file mode 100644\n--- /dev/null\n+++ b/gate-probe-placeholder.txt\n@@ -0,0 +1 @@\n+${note}\n`;
}

const INPUT = 'pear\napple\nfig\nbanana\ncherry\n';

export function skeleton(language: Detected['skeleton'], detected: Partial<Detected> = {}): Skeleton {
  const ext = language === 'python' ? 'py' : 'mjs';
  const manifest = 'fixtures/example/manifest.json';
  const generator = `fixtures/example/gen.${ext}`;
  const input = 'fixtures/example/inputs/words.txt';
  const exercise = `exercises/example.${ext}`;
  const invariant = `invariants/example.${ext}`;
  const probe = 'probes/example.patch';
  const calls =
    language === 'python'
      ? (detected.python?.functions ?? [])
      : (detected.jsEntry?.functions ?? []).map((f) => f.name);
  const manifestText =
    JSON.stringify({ generator, generator_id: 'example-gen/1', inputs: [input], seed: [1, 2, 3] }, null, 2) +
    '\n';
  const files: Record<string, string> = {
    [manifest]: manifestText,
    [input]: INPUT,
    [generator]: language === 'python' ? PY_GENERATOR : JS_GENERATOR,
    [exercise]:
      language === 'python' ? pyExercise(detected.python, calls) : jsExercise(detected.jsEntry?.path, calls),
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

const jsExercise = (
  entry: string | undefined,
  calls: string[],
) => `// Exercise of the example fixture: runs your code on the generated cases and writes its answers as
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
${
  calls.length > 0
    ? '// gate init found these exported by the entry: keep those that compute an answer from such a list.'
    : "// PLACEHOLDER: gate init found no exported function, so nothing is called and gate check refuses\n// the fixture (its probe cannot make a seed miss): name yours here, e.g. ['norm']."
}
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

const pyExercise = (
  found: Detected['python'],
  calls: string[],
) => `"""Exercise of the example fixture: runs your code on the generated cases and writes its answers as
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
${
  calls.length > 0
    ? `# gate init found these in ${found?.file ?? 'the package'}: keep those that compute an answer from such a list.`
    : '# PLACEHOLDER: gate init found no public function, so nothing is called and gate check refuses\n# the fixture (its probe cannot make a seed miss): name yours here, e.g. ["norm"].'
}
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
  # A starter fixture in the exercise + judge shape: ${fixture.exercise} loads your code and writes
  # its answers for the generated cases as JSON; ${fixture.invariant}, the judge, reads them in a
  # process that loads none of your code. ${
    fixture.calls.length > 0
      ? `law: same-as-base holds the answers of ${fixture.calls.join(', ')} to the base revision's at
  # each seed: a patch that changes them misses (a refactor or a speed-up passes). Its probe is a
  # stand-in for a known bug (a function redefined): replace it with a real one, and add a law of
  # your code to the judge.`
      : `No function of your code was found, so the exercise calls nothing: name
  # yours in it (CALLS), and replace the probe (it only adds a line) with a known bug of that code on
  # which some seed must miss, or the fixture cannot fail (FIXTURE_NOT_FALSIFIABLE).`
  }
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
