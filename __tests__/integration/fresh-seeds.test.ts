/**
 * Seeds the author cannot know (`fresh_seeds: N`), on real git repositories in JavaScript and Python:
 * a patch that replaces the code under test with a lookup table of the manifest's pinned cases passes
 * every bound seed — and so passes a gate without fresh seeds — but misses the seeds drawn for the run:
 * REJECT / PROPERTY. An honest patch of the same code is CLEAR. A flake that shows only on a fresh
 * seed is SCHEDULER and holds, and the summary says why it cannot be frozen.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import { renderSummary } from '../../src/report/summary.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { flakeMarker } from '../helpers/project.js';

const PINNED = [3, 17];

/** The generator's cases for a seed: six numbers from a 32-bit LCG (the same in both languages). */
function casesOf(seed: number): number[] {
  let s = seed >>> 0;
  const out: number[] = [];
  for (let i = 0; i < 6; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    out.push(s % 100000);
  }
  return out;
}

const MANIFEST = (generator: string) =>
  JSON.stringify({
    generator,
    generator_id: 'squares/1',
    inputs: ['fixtures/sq/about.txt'],
    seed: PINNED,
  });

/** gate.yml as the README shows a fixture, with `fresh_seeds` when asked for. */
const GATE = (invariant: string, probe: string, fresh?: number) => `version: 2
budgets:
  replay_timeout_ms: 20000
fixtures:
  - target: square
    manifest: fixtures/sq/manifest.json
    invariant: ${invariant}
    probe: ${probe}
${fresh !== undefined ? `    fresh_seeds: ${fresh}\n` : ''}`;

const JS: Files = {
  'fixtures/sq/about.txt': 'squares of small numbers\n',
  'fixtures/sq/gen.mjs': `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
let s = Number(process.env.GATE_SEED) >>> 0;
const cases = [];
for (let i = 0; i < 6; i++) { s = (Math.imul(s, 1103515245) + 12345) >>> 0; cases.push(s % 100000); }
writeFileSync(join(process.env.GATE_OUT, 'cases.json'), JSON.stringify(cases));
`,
  'invariants/square.mjs': `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { square } from '../src/square.mjs';
const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
process.exit(cases.every((x) => square(x) === x * x) ? 0 : 1);
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

const PY: Files = {
  'fixtures/sq/about.txt': 'squares of small numbers\n',
  'fixtures/sq/gen.py': `import json, os
s = int(os.environ["GATE_SEED"]) & 0xFFFFFFFF
cases = []
for _ in range(6):
    s = (s * 1103515245 + 12345) & 0xFFFFFFFF
    cases.append(s % 100000)
with open(os.path.join(os.environ["GATE_OUT"], "cases.json"), "w") as f:
    json.dump(cases, f)
`,
  'invariants/square.py': `import json, os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
from square import square
with open(os.path.join(os.environ["GATE_CASES"], "cases.json")) as f:
    cases = json.load(f)
sys.exit(0 if all(square(x) == x * x for x in cases) else 1)
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

/** The pinned cases' answers, as a patch that read the manifest and its generator would tabulate them. */
const table = () => PINNED.flatMap(casesOf).map((x) => [x, x * x] as const);

const LANGS = {
  javascript: {
    files: JS,
    manifest: MANIFEST('fixtures/sq/gen.mjs'),
    invariant: 'invariants/square.mjs',
    lib: 'src/square.mjs',
    cheat: () =>
      `const TABLE = new Map(${JSON.stringify(table())});\nexport const square = (x) => TABLE.get(x) ?? x + x;\n`,
    honest: 'export const square = (x) => x ** 2;\n',
  },
  python: {
    files: PY,
    manifest: MANIFEST('fixtures/sq/gen.py'),
    invariant: 'invariants/square.py',
    lib: 'src/square.py',
    cheat: () =>
      `TABLE = {${table()
        .map(([x, y]) => `${x}: ${y}`)
        .join(', ')}}\n\ndef square(x):\n    return TABLE.get(x, x + x)\n`,
    honest: 'def square(x):\n    return x ** 2\n',
  },
} as const;

async function grade(
  lang: keyof typeof LANGS,
  fresh: number | undefined,
  lib: string,
): Promise<{ trace: Trace; repo: TestRepo }> {
  const l = LANGS[lang];
  const repo = new TestRepo();
  const base = repo.commit(
    {
      ...l.files,
      'fixtures/sq/manifest.json': l.manifest,
      'gate.yml': GATE(l.invariant, 'probes/square-off.patch', fresh),
      '.gitignore': '.gate/\n',
    },
    'base',
  );
  repo.commit({ [l.lib]: lib }, 'candidate');
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

describe.each(['javascript', 'python'] as const)('fresh_seeds, %s', (lang) => {
  it('a lookup table of the pinned cases passes every bound seed: CLEAR without fresh seeds', async () => {
    const { trace } = await grade(lang, undefined, LANGS[lang].cheat());
    expect(outcome(trace)).toEqual(['CLEAR', 'PASS', 'success']);
    expect(trace.replays.map((r) => r.seed)).toEqual(PINNED);
  });

  it('with fresh_seeds: 3 the same table misses the drawn seeds: REJECT / PROPERTY, the seeds recorded', async () => {
    const { trace, repo } = await grade(lang, 3, LANGS[lang].cheat());
    expect(outcome(trace)).toEqual(['REJECT', 'PROPERTY', 'failure']);
    const pinned = trace.replays.filter((r) => r.fresh_seed !== true);
    expect(pinned.map((r) => [r.seed, r.code])).toEqual(PINNED.map((s) => [s, 'REPLAY_MATCH']));
    const fresh = trace.replays.filter((r) => r.fresh_seed === true);
    expect(fresh).toHaveLength(3);
    expect(fresh.every((r) => r.code === 'REPLAY_MISS')).toBe(true);
    // Every miss is on a fresh seed, retried and replayed once on the base at that seed (which held).
    expect(trace.misses.every((m) => m.fresh_seed === true && m.decision.label === 'PROPERTY')).toBe(true);
    expect(trace.misses.every((m) => m.base_seed_result.startsWith('pass'))).toBe(true);
    const binding = JSON.parse(
      readFileSync(join(repo.dir, '.gate', 'fixtures', 'square', 'binding.json'), 'utf8'),
    ) as { fresh_seeds: { seed: number }[] };
    expect(binding.fresh_seeds.map((s) => s.seed)).toEqual(fresh.map((r) => r.seed));
    expect(renderSummary(trace)).toContain(`${String(fresh[0]?.seed)} (fresh)`);
  });

  it('an honest patch of the same code with fresh_seeds: 3 is CLEAR', async () => {
    const { trace } = await grade(lang, 3, LANGS[lang].honest);
    expect(outcome(trace)).toEqual(['CLEAR', 'PASS', 'success']);
    expect(trace.replays.filter((r) => r.fresh_seed === true && r.code === 'REPLAY_MATCH')).toHaveLength(3);
  });
});

describe('a flake on a fresh seed', () => {
  it('is SCHEDULER and holds; the summary says its seed will not recur, so it cannot be frozen', async () => {
    // A real flake, held by a service outside the checkout: the first call on a case that is not a
    // pinned one fails, once; every later call passes (so only a fresh seed can meet it).
    const marker = flakeMarker();
    const lib = `import { existsSync, writeFileSync } from 'node:fs';
export const square = (x) => {
  if (${JSON.stringify(PINNED.flatMap(casesOf))}.includes(x)) return x * x;
  if (existsSync(${JSON.stringify(marker)})) return x * x;
  writeFileSync(${JSON.stringify(marker)}, '');
  return -1;
};
`;
    const { trace } = await grade('javascript', 1, lib);
    expect(outcome(trace)).toEqual(['HOLD', 'SCHEDULER', 'action_required']);
    expect(trace.misses).toHaveLength(1);
    expect(trace.misses[0]).toMatchObject({ fresh_seed: true, decision: { label: 'SCHEDULER' } });
    expect(trace.misses[0]?.freeze?.excuses).toBe(false);
    const summary = renderSummary(trace);
    expect(summary).toMatch(/drawn fresh for this run/);
    expect(summary).toMatch(/no freeze row can excuse a miss on it/);
  });
});
