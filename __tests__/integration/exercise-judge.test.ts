/**
 * Exercise + judge (`exercise:` on a fixture), on real git repositories in JavaScript and Python. The
 * code under test runs in the exercise's process only; the judge reads the cases and the exercise's
 * outputs as JSON in a fresh process run from the base revision's tree. A patch that wins by reaching
 * the judge's helpers — a patched `assert` and `JSON.stringify`, an always-equal `__eq__` object, a
 * patched `json.dumps` — passes the same law written as one program (CLEAR, shown first) and is REJECT
 * / PROPERTY as an exercise and a judge; an honest patch is CLEAR; a judge that loads a candidate file
 * is caught by its load record and never passes.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { renderSummary } from '../../src/report/summary.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';

const MANIFEST = (generator: string) =>
  JSON.stringify({ generator, generator_id: 'squares/1', inputs: ['fixtures/sq/about.txt'], seed: [3, 17] });

/** gate.yml as the README shows an exercise + judge fixture (or, without `exercise`, one program). */
const GATE = (invariant: string, exercise?: string) => `version: 2
budgets:
  replay_timeout_ms: 20000
fixtures:
  - target: square
    manifest: fixtures/sq/manifest.json
${exercise !== undefined ? `    exercise: ${exercise}\n` : ''}    invariant: ${invariant}
    probe: probes/square-off.patch
`;

const JS: Files = {
  'fixtures/sq/about.txt': 'squares\n',
  'fixtures/sq/manifest.json': MANIFEST('fixtures/sq/gen.mjs'),
  'fixtures/sq/gen.mjs': `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
let s = Number(process.env.GATE_SEED) >>> 0;
const cases = [];
for (let i = 0; i < 6; i++) { s = (Math.imul(s, 1103515245) + 12345) >>> 0; cases.push(s % 1000); }
writeFileSync(join(process.env.GATE_OUT, 'cases.json'), JSON.stringify(cases));
`,
  'exercises/square.mjs': `import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { square } from '../src/square.mjs';
const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
writeFileSync(join(process.env.GATE_OUTPUTS, 'outputs.json'), JSON.stringify(cases.map((x) => square(x))));
`,
  // The judge: cases and outputs as data, compared with helpers the code under test cannot reach.
  'invariants/square.mjs': `import assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
const read = (dir, name) => JSON.parse(readFileSync(join(process.env[dir], name), 'utf8'));
const cases = read('GATE_CASES', 'cases.json');
const outputs = read('GATE_OUTPUTS', 'outputs.json');
try {
  assert.strictEqual(outputs.length, cases.length);
  cases.forEach((x, i) => assert.strictEqual(outputs[i], x * x));
} catch { process.exit(1); }
if (JSON.stringify(outputs) !== JSON.stringify(cases.map((x) => x * x))) process.exit(1);
`,
  // The same law as one program: it loads the code under test beside its assert and JSON.
  'invariants/square_one.mjs': `import assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { square } from '../src/square.mjs';
const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
try { for (const x of cases) assert.strictEqual(square(x), x * x); } catch { process.exit(1); }
if (JSON.stringify(cases.map((x) => square(x))) !== JSON.stringify(cases.map((x) => x * x))) process.exit(1);
`,
  // A judge that loads the code under test itself (an oracle defect the load record shows).
  'invariants/square_loads.mjs': `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const { square } = await import(pathToFileURL(join(process.cwd(), 'src/square.mjs')).href);
const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
const outputs = JSON.parse(readFileSync(join(process.env.GATE_OUTPUTS, 'outputs.json'), 'utf8'));
process.exit(cases.every((x, i) => outputs[i] === square(x)) ? 0 : 1);
`,
  'probes/square-off.patch': `diff --git a/src/square.mjs b/src/square.mjs
--- a/src/square.mjs
+++ b/src/square.mjs
@@ -1 +1 @@
-export const square = (x) => x * x;
+export const square = (x) => x * x + 1;
`,
  'src/square.mjs': 'export const square = (x) => x * x;\n',
};

/** The cheat as written against a judge in its process: patch its assert and its JSON at import. */
const JS_PATCHED_HELPERS = `import assert from 'node:assert';
assert.strictEqual = () => {};
const stringify = JSON.stringify;
JSON.stringify = (v, ...rest) => (Array.isArray(v) ? '[]' : stringify(v, ...rest));
export const square = (x) => x + 1;
`;

const PY: Files = {
  'fixtures/sq/about.txt': 'squares\n',
  'fixtures/sq/manifest.json': MANIFEST('fixtures/sq/gen.py'),
  'fixtures/sq/gen.py': `import json, os
s = int(os.environ["GATE_SEED"]) & 0xFFFFFFFF
cases = []
for _ in range(6):
    s = (s * 1103515245 + 12345) & 0xFFFFFFFF
    cases.append(s % 1000)
with open(os.path.join(os.environ["GATE_OUT"], "cases.json"), "w") as f:
    json.dump(cases, f)
`,
  'exercises/square.py': `import json, os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
from square import square
with open(os.path.join(os.environ["GATE_CASES"], "cases.json")) as f:
    cases = json.load(f)
with open(os.path.join(os.environ["GATE_OUTPUTS"], "outputs.json"), "w") as f:
    json.dump([square(x) for x in cases], f)
`,
  'invariants/square.py': `import json, os, sys
with open(os.path.join(os.environ["GATE_CASES"], "cases.json")) as f:
    cases = json.load(f)
with open(os.path.join(os.environ["GATE_OUTPUTS"], "outputs.json")) as f:
    outputs = json.load(f)
ok = isinstance(outputs, list) and len(outputs) == len(cases)
ok = ok and all(o == x * x for o, x in zip(outputs, cases))
ok = ok and json.dumps(outputs) == json.dumps([x * x for x in cases])
sys.exit(0 if ok else 1)
`,
  // One program: compares with == (an always-equal object wins) ...
  'invariants/square_eq.py': `import json, os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
from square import square
with open(os.path.join(os.environ["GATE_CASES"], "cases.json")) as f:
    cases = json.load(f)
sys.exit(0 if all(square(x) == x * x for x in cases) else 1)
`,
  // ... or with json.dumps (a patched json wins).
  'invariants/square_json.py': `import json, os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
from square import square
with open(os.path.join(os.environ["GATE_CASES"], "cases.json")) as f:
    cases = json.load(f)
sys.exit(0 if json.dumps([square(x) for x in cases]) == json.dumps([x * x for x in cases]) else 1)
`,
  'probes/square-off.patch': `diff --git a/src/square.py b/src/square.py
--- a/src/square.py
+++ b/src/square.py
@@ -1,2 +1,2 @@
 def square(x):
-    return x * x
+    return x * x + 1
`,
  'src/square.py': 'def square(x):\n    return x * x\n',
};

/** An int that equals everything: passes `==` and isinstance checks, and serializes as 0. */
const PY_ALWAYS_EQUAL = `class Same(int):
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = int.__hash__


def square(x):
    return Same(0)
`;

/** A json patched at import: every list dumps alike. */
const PY_PATCHED_JSON = `import json

_dumps = json.dumps
json.dumps = lambda o, *a, **k: "[]" if isinstance(o, list) else _dumps(o, *a, **k)


def square(x):
    return x + 1
`;

async function grade(
  files: Files,
  gate: string,
  lib: [string, string],
): Promise<{ trace: Trace; repo: TestRepo }> {
  const repo = new TestRepo();
  const base = repo.commit({ ...files, 'gate.yml': gate, '.gitignore': '.gate/\n' }, 'base');
  repo.commit({ [lib[0]]: lib[1] }, 'candidate');
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
  });
  expectNoUnallowedPass(trace);
  return { trace, repo };
}

const outcome = (t: Trace) => [t.verdict, t.label, t.conclusion];
const JS_LIB = 'src/square.mjs';
const PY_LIB = 'src/square.py';

describe('exercise + judge, javascript', () => {
  it('a patched assert and JSON pass the law as one program: CLEAR (the hole)', async () => {
    const { trace } = await grade(JS, GATE('invariants/square_one.mjs'), [JS_LIB, JS_PATCHED_HELPERS]);
    expect(outcome(trace)).toEqual(['CLEAR', 'PASS', 'success']);
  });

  it('the same patch under an exercise and a judge: REJECT / PROPERTY', async () => {
    const { trace } = await grade(JS, GATE('invariants/square.mjs', 'exercises/square.mjs'), [
      JS_LIB,
      JS_PATCHED_HELPERS,
    ]);
    expect(outcome(trace)).toEqual(['REJECT', 'PROPERTY', 'failure']);
    expect(trace.fixture_probes?.[0]).toMatchObject({ result: 'falsifiable' });
    expect(trace.replays.every((r) => r.attested?.exercise === true && r.attested.invariant === true)).toBe(
      true,
    );
    expect(trace.misses[0]?.attempts?.[0]?.log).toMatch(/invariant\.log$/);
    // The summary says which shape judged each replay.
    expect(trace.replays.every((r) => r.exercise === 'exercises/square.mjs')).toBe(true);
    expect(renderSummary(trace)).toContain('exercise `exercises/square.mjs`, judged apart');
  });

  it('an honest patch under an exercise and a judge: CLEAR, the exercise loaded the changed file', async () => {
    const { trace } = await grade(JS, GATE('invariants/square.mjs', 'exercises/square.mjs'), [
      JS_LIB,
      'export const square = (x) => x ** 2;\n',
    ]);
    expect(outcome(trace)).toEqual(['CLEAR', 'PASS', 'success']);
    expect(trace.exercised?.fixtures).toEqual([{ target: 'square', loaded: [JS_LIB] }]);
  });

  it('code under test that rewrites the generated cases from the exercise never passes: HOLD, said why', async () => {
    const lib = `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
// Leave the judge nothing to check.
try { writeFileSync(join(process.env.GATE_CASES, 'cases.json'), '[]'); } catch {}
export const square = (x) => x + 1;
`;
    const { trace } = await grade(JS, GATE('invariants/square.mjs', 'exercises/square.mjs'), [JS_LIB, lib]);
    expect(outcome(trace)).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
    expect(trace.replays.map((r) => r.reason)).toContain(
      'the exercise changed the generated cases: the judge would not read what the generator wrote',
    );
    expect(renderSummary(trace)).toMatch(
      /the code under test changed the generated cases while the exercise ran, so the judge would not have read what the generator wrote — a patch must not do this/,
    );
  });

  it('a judge that loads a candidate file never passes: its load record names the file', async () => {
    const { trace, repo } = await grade(JS, GATE('invariants/square_loads.mjs', 'exercises/square.mjs'), [
      JS_LIB,
      'export const square = (x) => x ** 2;\n',
    ]);
    expect(trace.conclusion).not.toBe('success');
    expect(trace.verdict).toBe('HOLD');
    const probe = readFileSync(join(repo.dir, '.gate', 'fixtures', 'square', 'probe.json'), 'utf8');
    expect(probe).toMatch(/the judge loaded files of the tree under test \(src\/square\.mjs\)/);
  });
  it('an exercise that never calls the code cannot fail: the hold speaks of the exercise and the judge, not an invariant', async () => {
    // As a newcomer might first write it: the exercise copies the cases' squares itself.
    const files = {
      ...JS,
      'exercises/square.mjs': `import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
writeFileSync(join(process.env.GATE_OUTPUTS, 'outputs.json'), JSON.stringify(cases.map((x) => x * x)));
`,
    };
    const { trace } = await grade(files, GATE('invariants/square.mjs', 'exercises/square.mjs'), [
      JS_LIB,
      'export const square = (x) => x + 1;\n',
    ]);
    expect(outcome(trace)).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
    expect(trace.fixture_probes?.[0]?.reason).toContain(
      'does the exercise exercises/square.mjs call the code the probe breaks, and does the judge check what it writes?',
    );
    const summary = renderSummary(trace);
    expect(summary).toContain('does the exercise call the code the probe breaks');
    expect(summary).not.toContain('does the invariant load the code under test');
  });
});

describe('exercise + judge, python', () => {
  it.each([
    ['an always-equal __eq__ object', 'invariants/square_eq.py', PY_ALWAYS_EQUAL],
    ['a patched json.dumps', 'invariants/square_json.py', PY_PATCHED_JSON],
  ])(
    '%s passes the law as one program (CLEAR) and not under an exercise and a judge (REJECT)',
    async (_w, one, lib) => {
      const single = await grade(PY, GATE(one), [PY_LIB, lib]);
      expect(outcome(single.trace)).toEqual(['CLEAR', 'PASS', 'success']);
      const split = await grade(PY, GATE('invariants/square.py', 'exercises/square.py'), [PY_LIB, lib]);
      expect(outcome(split.trace)).toEqual(['REJECT', 'PROPERTY', 'failure']);
    },
  );

  it('an honest patch under an exercise and a judge: CLEAR', async () => {
    const { trace } = await grade(PY, GATE('invariants/square.py', 'exercises/square.py'), [
      PY_LIB,
      'def square(x):\n    return x ** 2\n',
    ]);
    expect(outcome(trace)).toEqual(['CLEAR', 'PASS', 'success']);
  });
});
