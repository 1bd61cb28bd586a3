/**
 * `law: same-as-base`: the exercise's outputs on the candidate must equal its outputs on the base
 * revision at the same seed — a law for refactors without writing one. Real repositories, JavaScript
 * and Python: a refactor that keeps every answer is CLEAR; one that changes an answer is REJECT /
 * PROPERTY, and the summary shows the first differing case side by side.
 */
import { describe, expect, it } from '@jest/globals';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import { renderSummary } from '../../src/report/summary.js';
import { terminalReport } from '../../src/report/terminal.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';

const GATE = (ext: string) => `version: 2
budgets:
  replay_timeout_ms: 20000
fixtures:
  - target: fmt
    manifest: fixtures/fmt/manifest.json
    exercise: exercises/fmt.${ext}
    invariant: invariants/accept.${ext} # the judge has nothing more to say: the law is same-as-base
    law: same-as-base
    probe: probes/fmt.patch
    fresh_seeds: 2
`;

const MANIFEST = (ext: string) =>
  JSON.stringify({
    generator: `fixtures/fmt/gen.${ext}`,
    generator_id: 'fmt/1',
    inputs: ['fixtures/fmt/about.txt'],
    seed: [5, 9],
  });

const JS: Files = {
  'gate.yml': GATE('mjs'),
  'fixtures/fmt/manifest.json': MANIFEST('mjs'),
  'fixtures/fmt/about.txt': 'numbers to format\n',
  'fixtures/fmt/gen.mjs': `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
let s = Number(process.env.GATE_SEED) >>> 0;
const cases = [];
for (let i = 0; i < 8; i++) { s = (Math.imul(s, 1103515245) + 12345) >>> 0; cases.push(s % 5000); }
writeFileSync(join(process.env.GATE_OUT, 'cases.json'), JSON.stringify(cases));
`,
  'exercises/fmt.mjs': `import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fmt } from '../src/fmt.mjs';
const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
writeFileSync(join(process.env.GATE_OUTPUTS, 'out.json'), JSON.stringify(cases.map((x) => fmt(x))));
`,
  'invariants/accept.mjs': 'process.exit(0);\n',
  'probes/fmt.patch': `diff --git a/src/fmt.mjs b/src/fmt.mjs
--- a/src/fmt.mjs
+++ b/src/fmt.mjs
@@ -1 +1 @@
-export const fmt = (x) => '#' + x.toString(36);
+export const fmt = (x) => '#' + x.toString(16);
`,
  'src/fmt.mjs': "export const fmt = (x) => '#' + x.toString(36);\n",
};

const PY: Files = {
  'gate.yml': GATE('py'),
  'fixtures/fmt/manifest.json': MANIFEST('py'),
  'fixtures/fmt/about.txt': 'numbers to format\n',
  'fixtures/fmt/gen.py': `import json, os
s = int(os.environ["GATE_SEED"]) & 0xFFFFFFFF
cases = []
for _ in range(8):
    s = (s * 1103515245 + 12345) & 0xFFFFFFFF
    cases.append(s % 5000)
with open(os.path.join(os.environ["GATE_OUT"], "cases.json"), "w") as f:
    json.dump(cases, f)
`,
  'exercises/fmt.py': `import json, os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
from fmt import fmt
with open(os.path.join(os.environ["GATE_CASES"], "cases.json")) as f:
    cases = json.load(f)
with open(os.path.join(os.environ["GATE_OUTPUTS"], "out.json"), "w") as f:
    json.dump([fmt(x) for x in cases], f)
`,
  'invariants/accept.py': 'raise SystemExit(0)\n',
  'probes/fmt.patch': `diff --git a/src/fmt.py b/src/fmt.py
--- a/src/fmt.py
+++ b/src/fmt.py
@@ -1,2 +1,2 @@
 def fmt(x):
-    return "#%x" % x
+    return "#%o" % x
`,
  'src/fmt.py': 'def fmt(x):\n    return "#%x" % x\n',
};

const LANGS = {
  javascript: {
    files: JS,
    lib: 'src/fmt.mjs',
    // Same answers, another implementation.
    refactor: `const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
export const fmt = (x) => {
  let out = '';
  do { out = DIGITS[x % 36] + out; x = Math.floor(x / 36); } while (x > 0);
  return '#' + out;
};
`,
    // Faster, and wrong from 1000 up.
    regression: "export const fmt = (x) => '#' + (x < 1000 ? x.toString(36) : x.toString(35));\n",
  },
  python: {
    files: PY,
    lib: 'src/fmt.py',
    refactor: 'def fmt(x):\n    return "#" + format(x, "x")\n',
    regression: 'def fmt(x):\n    return "#%x" % x if x < 1000 else "#%X" % x\n',
  },
} as const;

async function grade(lang: keyof typeof LANGS, lib: string): Promise<Trace> {
  const l = LANGS[lang];
  const repo = new TestRepo();
  const base = repo.commit({ ...l.files, '.gitignore': '.gate/\n' }, 'base');
  repo.commit({ [l.lib]: lib }, 'candidate');
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
  });
  expectNoUnallowedPass(trace);
  return trace;
}

describe.each(['javascript', 'python'] as const)('law: same-as-base, %s', (lang) => {
  it('a refactor that keeps every answer is CLEAR (pinned and fresh seeds)', async () => {
    const t = await grade(lang, LANGS[lang].refactor);
    expect([t.verdict, t.label, t.conclusion]).toEqual(['CLEAR', 'PASS', 'success']);
    expect(t.fixture_probes?.[0]).toMatchObject({ result: 'falsifiable' });
    expect(t.replays).toHaveLength(4);
  });

  it('one that changes an answer is REJECT / PROPERTY, the first differing case side by side', async () => {
    const t = await grade(lang, LANGS[lang].regression);
    expect([t.verdict, t.label, t.conclusion]).toEqual(['REJECT', 'PROPERTY', 'failure']);
    const reason = t.replays.find((r) => r.code === 'REPLAY_MISS')?.reason ?? '';
    expect(reason).toMatch(
      /^the exercise's outputs differ from the base revision's at this seed \(law: same-as-base\): out\.json\[\d+\]: candidate "#\w+", base "#\w+"$/,
    );
    // A person at a terminal reads it under "What broke" (the judge printed nothing).
    const terminal = terminalReport(t, '.gate/trace.json', '.gate');
    expect(terminal.slice(terminal.indexOf('What broke:'))).toMatch(
      /The first replay of seed \d+ of \w+: .*out\.json\[\d+\]: candidate "#\w+", base "#\w+"/,
    );
    // The summary shows it as text (escaped markdown), the two answers side by side.
    expect(renderSummary(t)).toMatch(
      /same\\-as\\-base\\\)\\: out\\\.json\\\[\d+\\\]\\: candidate &quot;.+&quot;, base &quot;/,
    );
  });
});

describe('law: same-as-base compares numbers exactly', () => {
  it('a Python id past 2^53 that loses its low bits is REJECT, not the same as a double (was CLEAR)', async () => {
    // The attack as found: every id collides on 2^62, which read as doubles equals the base's
    // 2^62 + small. Python writes its integers exactly; the comparison now reads them so.
    const ids = 'def fmt(x):\n    return (1 << 62) + x % 7\n';
    const probe = `diff --git a/src/fmt.py b/src/fmt.py
--- a/src/fmt.py
+++ b/src/fmt.py
@@ -1,2 +1,2 @@
 def fmt(x):
-    return (1 << 62) + x % 7
+    return (1 << 61) + x % 7
`;
    const repo = new TestRepo();
    const base = repo.commit(
      { ...PY, 'src/fmt.py': ids, 'probes/fmt.patch': probe, '.gitignore': '.gate/\n' },
      'base',
    );
    repo.commit({ 'src/fmt.py': 'def fmt(x):\n    return 1 << 62\n' }, 'candidate');
    const { trace: t } = await runGate({
      cwd: repo.dir,
      config: 'gate.yml',
      base,
      outDir: '.gate',
      log: silentLogger,
    });
    expectNoUnallowedPass(t);
    expect([t.verdict, t.label, t.conclusion]).toEqual(['REJECT', 'PROPERTY', 'failure']);
    expect(t.replays.find((r) => r.code === 'REPLAY_MISS')?.reason).toMatch(
      /out\.json\[\d+\]: candidate 4611686018427387904, base (?!4611686018427387904\b)46116860184273879\d\d$/,
    );
  });

  it('a Python Decimal that goes through a float is REJECT, not the same as a double (was CLEAR)', async () => {
    // The regression: x / 3 computed as a float, then made a Decimal. Its literal (the double's exact
    // expansion) and the base's 28 digits both read as the same double; as decimals they differ.
    const exercise = `import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
import json
from fmt import fmt
with open(os.path.join(os.environ["GATE_CASES"], "cases.json")) as f:
    cases = json.load(f)
with open(os.path.join(os.environ["GATE_OUTPUTS"], "out.json"), "w") as f:
    f.write("[" + ",".join(str(fmt(x)) for x in cases) + "]")
`;
    const thirds = 'from decimal import Decimal\ndef fmt(x):\n    return Decimal(x) / Decimal(3)\n';
    const probe = `diff --git a/src/fmt.py b/src/fmt.py
--- a/src/fmt.py
+++ b/src/fmt.py
@@ -1,3 +1,3 @@
 from decimal import Decimal
 def fmt(x):
-    return Decimal(x) / Decimal(3)
+    return Decimal(x) / Decimal(7)
`;
    const repo = new TestRepo();
    const base = repo.commit(
      {
        ...PY,
        'exercises/fmt.py': exercise,
        'src/fmt.py': thirds,
        'probes/fmt.patch': probe,
        '.gitignore': '.gate/\n',
      },
      'base',
    );
    repo.commit(
      { 'src/fmt.py': 'from decimal import Decimal\ndef fmt(x):\n    return Decimal(x / 3)\n' },
      'candidate',
    );
    const { trace: t } = await runGate({
      cwd: repo.dir,
      config: 'gate.yml',
      base,
      outDir: '.gate',
      log: silentLogger,
    });
    expectNoUnallowedPass(t);
    expect([t.verdict, t.label, t.conclusion]).toEqual(['REJECT', 'PROPERTY', 'failure']);
    const reason = t.replays.find((r) => r.code === 'REPLAY_MISS')?.reason ?? '';
    const [, cand = '', was = ''] = /candidate ([\d.]+), base ([\d.]+)$/.exec(reason) ?? [];
    // Two literals of the same double, told apart.
    expect(cand).not.toBe(was);
    expect(Number(cand)).toBe(Number(was));
  });
});
