/**
 * The files `gate init` writes: a commented gate.yml using the built-in checks, a starter fixture
 * (manifest, generator, inputs, invariant) in the repository's language with a placeholder law, and
 * the workflow. The workflow is the one of examples/workflows/gate.yml (a test keeps them equal).
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
  files: Record<string, string>;
}

const INPUT = 'pear\napple\nfig\nbanana\ncherry\n';

export function skeleton(language: Detected['skeleton']): Skeleton {
  const ext = language === 'python' ? 'py' : 'mjs';
  const manifest = 'fixtures/example/manifest.json';
  const generator = `fixtures/example/gen.${ext}`;
  const input = 'fixtures/example/inputs/words.txt';
  const invariant = `invariants/example.${ext}`;
  const manifestText =
    JSON.stringify({ generator, generator_id: 'example-gen/1', inputs: [input], seed: [1, 2, 3] }, null, 2) +
    '\n';
  const files: Record<string, string> = {
    [manifest]: manifestText,
    [input]: INPUT,
    [generator]: language === 'python' ? PY_GENERATOR : JS_GENERATOR,
    [invariant]: language === 'python' ? PY_INVARIANT : JS_INVARIANT,
  };
  return { manifest, generator, input, invariant, files };
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

const JS_INVARIANT = `// Invariant of the example fixture: exit 0 when every case holds, 1 when one does not.
// PLACEHOLDER LAW: sorting twice gives what sorting once gives. Replace it with a law of your code
// (decode(encode(x)) equals x, a parser accepts what the printer prints, ...) by importing it here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
const sort = (xs) => [...xs].sort();
for (const [i, words] of cases.entries()) {
  const once = sort(words);
  if (JSON.stringify(sort(once)) !== JSON.stringify(once)) {
    console.log(\`case \${i} breaks the law: \${JSON.stringify(words)}\`);
    process.exitCode = 1;
  }
}
`;

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

const PY_INVARIANT = `"""Invariant of the example fixture: exit 0 when every case holds, 1 when one does not.

PLACEHOLDER LAW: sorting twice gives what sorting once gives. Replace it with a law of your code
(decode(encode(x)) == x, a parser accepts what the printer prints, ...) by importing it here.
"""
import json
import os

with open(os.path.join(os.environ["GATE_CASES"], "cases.json"), encoding="utf-8") as f:
    cases = json.load(f)
broken = [i for i, words in enumerate(cases) if sorted(sorted(words)) != sorted(words)]
for i in broken:
    print(f"case {i} breaks the law: {cases[i]!r}")
raise SystemExit(1 if broken else 0)
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
    .map((c) => `  - builtin: ${c.name}\n`)
    .join('');
  return `# gate.yml — the failure-class gate, read from the base revision of every pull request.
# Written by 'gate init' for: ${found}; ${tests}.
# Check it with 'gate check' before it lands; unknown keys are errors.
version: 1
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
  - target: example.placeholder
    manifest: ${fixture.manifest}
    invariant: ${fixture.invariant}
freeze:
  ledger: gate-freezes.json # written only by people, with 'gate freeze grant', in a reviewed PR
protected: # more files that count as the gate's own (a patch editing them is graded by people)
  - .github/workflows/**
`;
}
