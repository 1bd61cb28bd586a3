/**
 * Files only the judge reads (`judge_inputs` in the manifest: expected answers, a known-answer table).
 * Before them a judge read its table from the checkout, and so could the code under test: a library
 * that returns the pinned answers for the pinned cases passed. Now the judge gets copies, made once the
 * exercise ended, and while the exercise runs the files are unreadable to user code — by their path
 * relative to the tree it runs in, by that tree's absolute path, by the real checkout's, and through
 * the git objects of the tree's `.git` (`git show HEAD:…`). Real git
 * repositories, `gate run`, with the sandbox (as root; skipped elsewhere, as it guarantees nothing
 * without it: SECURITY.md).
 */
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { runGate } from '../../src/pipeline.js';
import { validateTrace } from '../../src/trace/schema.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';

const asRoot = process.getuid?.() === 0 && process.platform === 'linux';

const CASES = [3, 5, 7, 11, 13, 17];
const ANSWERS = Object.fromEntries(CASES.map((x) => [String(x), x * x]));

const BASE: Files = {
  '.gitignore': '.gate/\n',
  'gate.yml': `version: 2
budgets:
  replay_timeout_ms: 20000
fixtures:
  - target: square
    manifest: fixtures/sq/manifest.json
    exercise: exercises/square.mjs
    invariant: invariants/square.mjs
    probe: probes/square-off.patch
protected:
  - fixtures/**
`,
  'fixtures/sq/about.txt': 'squares\n',
  'fixtures/sq/answers.json': JSON.stringify(ANSWERS),
  'fixtures/sq/manifest.json': JSON.stringify({
    generator: 'fixtures/sq/gen.mjs',
    generator_id: 'squares/1',
    inputs: ['fixtures/sq/about.txt'],
    judge_inputs: ['fixtures/sq/answers.json'],
    seed: [3, 17],
  }),
  'fixtures/sq/gen.mjs': `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
writeFileSync(join(process.env.GATE_OUT, 'cases.json'), JSON.stringify(${JSON.stringify(CASES)}));
`,
  'exercises/square.mjs': `import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { square } from '../src/square.mjs';
const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
writeFileSync(join(process.env.GATE_OUTPUTS, 'outputs.json'), JSON.stringify(cases.map((x) => square(x))));
`,
  // The judge: its known-answer table from GATE_JUDGE_INPUTS, never from the tree under test.
  'invariants/square.mjs': `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
const [table] = JSON.parse(process.env.GATE_JUDGE_INPUTS).map((f) => JSON.parse(readFileSync(f, 'utf8')));
const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
const outputs = JSON.parse(readFileSync(join(process.env.GATE_OUTPUTS, 'outputs.json'), 'utf8'));
process.exit(cases.every((x, i) => outputs[i] === table[String(x)]) ? 0 : 1);
`,
  'probes/square-off.patch':
    'diff --git a/src/square.mjs b/src/square.mjs\n--- a/src/square.mjs\n+++ b/src/square.mjs\n@@ -1 +1 @@\n-export const square = (x) => x * x;\n+export const square = (x) => x + x;\n',
  'src/square.mjs': 'export const square = (x) => x * x;\n',
};

/** The cheat: the answers read from the checkout, by every path the code could know, instead of computed. */
const cheat = (checkout: string) => `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
const tried = ['fixtures/sq/answers.json', join(process.cwd(), 'fixtures/sq/answers.json'), ${JSON.stringify(
  `${checkout}/fixtures/sq/answers.json`,
)}];
let table = {};
for (const p of tried) {
  try {
    table = JSON.parse(readFileSync(p, 'utf8'));
    break;
  } catch {}
}
export const square = (x) => table[String(x)] ?? 0;
`;

async function grade(candidate: (checkout: string) => string): Promise<Trace> {
  const repo = new TestRepo();
  const base = repo.commit(BASE, 'base');
  repo.commit({ 'src/square.mjs': candidate(repo.dir) }, 'candidate');
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

(asRoot ? describe : describe.skip)('judge_inputs: answers only the judge reads', () => {
  it('a library that returns the pinned answers read from the checkout is not CLEAR: REJECT', async () => {
    const t = await grade(cheat);
    expect(t.fixture_probes?.[0]).toMatchObject({ result: 'falsifiable' });
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
  });

  it("a library that reads them from the checkout's git objects is not CLEAR either: REJECT", async () => {
    const t = await grade(
      () => `import { execFileSync } from 'node:child_process';
let table = {};
try {
  const args = ['-c', 'safe.directory=*', 'show', 'HEAD:fixtures/sq/answers.json'];
  table = JSON.parse(execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
} catch {}
export const square = (x) => table[String(x)] ?? 0;
`,
    );
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
  });

  it('an honest change is CLEAR, the judge reading its copy of the answers', async () => {
    const t = await grade(() => 'export const square = (x) => x ** 2;\n');
    expect([t.verdict, t.label, t.conclusion]).toEqual(['CLEAR', 'PASS', 'success']);
    // The trace names the files the judge alone read, with the base revision's digest of each, and
    // nothing of where the gate kept them; it is a valid trace.
    const answers = createHash('sha256')
      .update(BASE['fixtures/sq/answers.json'] as string)
      .digest('hex');
    for (const r of t.replays)
      expect(r.judge_inputs).toEqual([{ path: 'fixtures/sq/answers.json', sha256: answers }]);
    expect(JSON.stringify(t)).not.toContain('judgeInputs');
    expect(validateTrace(JSON.parse(JSON.stringify(t)))).toMatchObject({ ok: true });
  });
});
