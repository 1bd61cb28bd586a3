/**
 * The starter exercise `gate init` writes calls the code for every case at least twice, in an order
 * shuffled by the seed, after a warm-up: code whose answer toggles with the call count — right for as
 * many calls as a one-call-per-case harness makes, wrong after — passes a one-call exercise judged by a
 * law of the code and fails the starter as written (REJECT / PROPERTY, the exercise's output naming
 * the case answered two ways), while an honest change is CLEAR. JavaScript and Python, real
 * repositories, `gate run`.
 */
import { describe, expect, it } from '@jest/globals';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import { planFiles } from '../../src/commands/init.js';
import { detectRepository } from '../../src/init/detect.js';
import type { Trace } from '../../src/trace/model.js';
import { renderSummary } from '../../src/report/summary.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';

const LANGS = {
  javascript: {
    project: {
      '.gitignore': '.gate/\n',
      'package.json': '{"name":"wordy","type":"module","main":"lib/index.js"}',
      'lib/index.js': 'export const norm = (ws) => [...ws].sort();\n',
    } as Files,
    lib: 'lib/index.js',
    invariant: 'invariants/example.mjs',
    probe:
      'diff --git a/lib/index.js b/lib/index.js\n--- a/lib/index.js\n+++ b/lib/index.js\n@@ -1 +1 @@\n-export const norm = (ws) => [...ws].sort();\n+export const norm = (ws) => [...ws];\n',
    /** One program, each case once in the generator's order, with a law of `norm`. */
    oneCall:
      "import { readFileSync } from 'node:fs';\nimport { join } from 'node:path';\nimport { norm } from '../lib/index.js';\n\nconst cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));\nfor (const ws of cases)\n  if (JSON.stringify(norm(ws)) !== JSON.stringify([...ws].sort())) process.exitCode = 1;\n",
    // Right for the first 20 calls (the generator makes 20 cases), reversed after.
    toggle:
      'let calls = 0;\nexport const norm = (ws) => (++calls <= 20 ? [...ws].sort() : [...ws].sort().reverse());\n',
    honest: 'export const norm = (ws) => [...ws].sort(); // a sorted copy\n',
  },
  python: {
    project: {
      '.gitignore': '.gate/\n',
      'pyproject.toml': '[project]\nname = "wordy"\n',
      'src/wordy/__init__.py': 'def norm(ws):\n    return sorted(ws)\n',
    } as Files,
    lib: 'src/wordy/__init__.py',
    invariant: 'invariants/example.py',
    probe:
      'diff --git a/src/wordy/__init__.py b/src/wordy/__init__.py\n--- a/src/wordy/__init__.py\n+++ b/src/wordy/__init__.py\n@@ -1,2 +1,2 @@\n def norm(ws):\n-    return sorted(ws)\n+    return list(ws)\n',
    oneCall:
      'import json, os, sys\n\nsys.path.insert(0, os.path.join(os.getcwd(), "src"))\nfrom wordy import norm\n\nwith open(os.path.join(os.environ["GATE_CASES"], "cases.json"), encoding="utf-8") as f:\n    cases = json.load(f)\nraise SystemExit(0 if all(norm(ws) == sorted(ws) for ws in cases) else 1)\n',
    toggle:
      '_calls = [0]\n\n\ndef norm(ws):\n    _calls[0] += 1\n    return sorted(ws) if _calls[0] <= 20 else sorted(ws, reverse=True)\n',
    honest: 'def norm(ws):\n    """A sorted copy."""\n    return sorted(ws)\n',
  },
} as const;

/**
 * Grades `candidate` with the starter as `gate init` writes it, or (`oneCall`) with the fixture made a
 * single program that calls the code once per case, with a law of it and a probe that breaks it.
 */
async function grade(
  lang: keyof typeof LANGS,
  shape: 'starter' | 'oneCall',
  candidate: string,
): Promise<Trace> {
  const l = LANGS[lang];
  const repo = new TestRepo();
  repo.commit(l.project, 'project');
  const files = planFiles(detectRepository(repo.dir), 'acme/gate@v1');
  if (shape === 'oneCall') {
    files[l.invariant] = l.oneCall;
    files['probes/example.patch'] = l.probe;
    files['gate.yml'] = (files['gate.yml'] as string)
      .replace(/ {4}exercise: .*\n/, '')
      .replace('    law: same-as-base\n', '');
  }
  const base = repo.commit(files, 'gate');
  repo.commit({ [l.lib]: candidate }, 'candidate');
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

const outcome = (t: Trace) => [t.verdict, t.label, t.conclusion];

describe.each(['javascript', 'python'] as const)('the starter runs every case twice, %s', (lang) => {
  it('a call-count toggle passes a single program that calls each case once: CLEAR', async () => {
    const t = await grade(lang, 'oneCall', LANGS[lang].toggle);
    expect(outcome(t)).toEqual(['CLEAR', 'PASS', 'success']);
  });

  it('the starter as written fails it: REJECT / PROPERTY, the output names a case answered two ways', async () => {
    const t = await grade(lang, 'starter', LANGS[lang].toggle);
    expect(t.fixture_probes?.[0]).toMatchObject({ result: 'falsifiable' });
    expect(outcome(t)).toEqual(['REJECT', 'PROPERTY', 'failure']);
    const excerpts = t.misses.flatMap((m) => (m.attempts ?? []).map((a) => a.excerpt ?? '')).join('\n');
    expect(excerpts).toMatch(/answered twice, differently/);
    // The summary says what the code did, in words.
    expect(renderSummary(t)).toMatch(
      /a case was answered two ways when it was called again: the answer depends on how often, or after what, the code is called — a patch must not do this/,
    );
  });

  it('an honest change with the starter as written: CLEAR', async () => {
    const t = await grade(lang, 'starter', LANGS[lang].honest);
    expect(outcome(t)).toEqual(['CLEAR', 'PASS', 'success']);
  });
});
