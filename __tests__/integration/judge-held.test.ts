/**
 * The judge held beside the exercise (src/stages/replay.ts): with the sandbox, the judge's process is
 * started while the exercise runs and held by the result channel's preload before any code of its own,
 * then released once the exercise has ended and the gate's checks between the two are done. Shown
 * from inside the exercise, in JavaScript and Python judges: the held judge is there while the
 * exercise runs, runs as another OS user (the exercise cannot signal it), and its first statement (a
 * marker file) has not run when the exercise ends, yet it ran after (the replay decided). An exercise
 * that crashes leaves no held judge behind: no process, no marker, no judge log.
 */
import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';

const asRoot = process.getuid?.() === 0 && process.platform === 'linux';

/** How long the exercise watches for the judge's marker (a held judge never writes it meanwhile). */
const WATCH_MS = 1500;

/**
 * The exercise: finds the held judge's process (its command line names the judge), reports what it
 * can do to it and whether the judge's first statement ran while it watched, then writes its outputs
 * (or crashes).
 */
const exercise = (
  marks: string,
  judgeName: string,
  crash: boolean,
): string => `import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { square } from '../src/square.mjs';
const nap = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const findJudge = () => {
  for (const e of readdirSync('/proc')) {
    if (!/^\\d+$/.test(e) || Number(e) === process.pid) continue;
    try {
      const cmd = readFileSync('/proc/' + e + '/cmdline', 'utf8').split('\\0');
      if (!cmd.some((a) => a.endsWith(${JSON.stringify(judgeName)}))) continue;
      const uid = Number(/^Uid:\\s+(\\d+)/m.exec(readFileSync('/proc/' + e + '/status', 'utf8'))[1]);
      return { pid: Number(e), uid };
    } catch {}
  }
  return null;
};
let judge = null;
for (let i = 0; i < 500 && judge === null; i++) { judge = findJudge(); if (judge === null) nap(20); }
const report = { seen: judge !== null, ownUid: process.getuid() };
if (judge !== null) {
  report.pid = judge.pid;
  report.uid = judge.uid;
  try { process.kill(judge.pid, 0); report.signal = 'allowed'; } catch (e) { report.signal = e.code; }
  const marker = join(${JSON.stringify(marks)}, 'judge-' + judge.pid);
  const until = Date.now() + ${WATCH_MS};
  while (!existsSync(marker) && Date.now() < until) nap(20);
  report.markerWhileExercising = existsSync(marker);
}
writeFileSync(join(${JSON.stringify(marks)}, 'exercise-' + process.pid + '.json'), JSON.stringify(report));
${crash ? "throw new Error('the exercise crashes');" : ''}
const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
writeFileSync(join(process.env.GATE_OUTPUTS, 'outputs.json'), JSON.stringify(cases.map((x) => square(x))));
`;

/** A judge whose first statement leaves a marker named by its process id. */
const JUDGES = {
  mjs: (marks: string) => `import { readFileSync, writeFileSync } from 'node:fs';
writeFileSync(${JSON.stringify(marks)} + '/judge-' + process.pid, 'ran');
const read = (dir, name) => JSON.parse(readFileSync(process.env[dir] + '/' + name, 'utf8'));
const cases = read('GATE_CASES', 'cases.json');
const outputs = read('GATE_OUTPUTS', 'outputs.json');
process.exit(cases.every((x, i) => outputs[i] === x * x) ? 0 : 1);
`,
  py: (marks: string) => `import os, json, sys
open(${JSON.stringify(marks)} + '/judge-' + str(os.getpid()), 'w').write('ran')
cases = json.load(open(os.environ['GATE_CASES'] + '/cases.json'))
outputs = json.load(open(os.environ['GATE_OUTPUTS'] + '/outputs.json'))
sys.exit(0 if all(o == x * x for o, x in zip(outputs, cases)) and len(outputs) == len(cases) else 1)
`,
};

async function grade(
  kind: 'mjs' | 'py',
  crash: boolean,
): Promise<{ trace: Trace; repo: TestRepo; marks: string }> {
  const repo = new TestRepo();
  const marks = join(dirname(repo.dir), 'marks');
  mkdirSync(marks);
  chmodSync(marks, 0o1777);
  const judgeName = `invariants/held_${randomBytes(4).toString('hex')}.${kind}`;
  const files: Files = {
    'gate.yml': `version: 2
budgets:
  replay_timeout_ms: 20000
  replay_concurrency: 1
fixtures:
  - target: square
    manifest: fixtures/sq/manifest.json
    exercise: exercises/square.mjs
    invariant: ${judgeName}
    probe: probes/square-off.patch
`,
    '.gitignore': '.gate/\n',
    'fixtures/sq/about.txt': 'squares\n',
    'fixtures/sq/manifest.json': JSON.stringify({
      generator: 'fixtures/sq/gen.mjs',
      generator_id: 'squares/1',
      inputs: ['fixtures/sq/about.txt'],
      seed: [3],
    }),
    'fixtures/sq/gen.mjs': `import { writeFileSync } from 'node:fs';
writeFileSync(process.env.GATE_OUT + '/cases.json', JSON.stringify([1, 2, 3, Number(process.env.GATE_SEED)]));
`,
    'exercises/square.mjs': exercise(marks, judgeName, crash),
    [judgeName]: JUDGES[kind](marks),
    'probes/square-off.patch': `diff --git a/src/square.mjs b/src/square.mjs
--- a/src/square.mjs
+++ b/src/square.mjs
@@ -1 +1 @@
-export const square = (x) => x * x;
+export const square = (x) => x + x;
`,
    'src/square.mjs': 'export const square = (x) => x * x;\n',
  };
  const base = repo.commit(files, 'base');
  repo.commit({ 'src/square.mjs': 'export const square = (x) => x ** 2;\n' }, 'candidate');
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
  });
  expectNoUnallowedPass(trace);
  return { trace, repo, marks };
}

interface Report {
  seen: boolean;
  ownUid: number;
  pid?: number;
  uid?: number;
  signal?: string;
  markerWhileExercising?: boolean;
}

const reports = (marks: string): Report[] =>
  readdirSync(marks)
    .filter((n) => n.startsWith('exercise-'))
    .map((n) => JSON.parse(readFileSync(join(marks, n), 'utf8')) as Report);

/** Every file below `dir` whose name is `name`. */
function filesNamed(dir: string, name: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...filesNamed(p, name));
    else if (e.name === name) out.push(p);
  }
  return out;
}

/** Processes whose command line names `name`. */
function processesNaming(name: string): number[] {
  const out: number[] = [];
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      if (readFileSync(`/proc/${e}/cmdline`, 'utf8').includes(name)) out.push(Number(e));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

(asRoot ? describe : describe.skip)(
  'the judge held beside the exercise (the gate runs as root: the sandbox)',
  () => {
    for (const kind of ['mjs', 'py'] as const) {
      it(`a ${kind === 'mjs' ? 'Node' : 'Python'} judge is there while the exercise runs, as another user, and runs none of its code until the exercise ended`, async () => {
        const { trace, marks } = await grade(kind, false);
        expect([trace.verdict, trace.conclusion]).toEqual(['CLEAR', 'success']);
        expect(trace.sandbox?.mode).toBe('user');
        const seen = reports(marks);
        // The probe's replay and the seed's: each exercise watched its own held judge.
        expect(seen.length).toBeGreaterThanOrEqual(2);
        for (const r of seen) {
          expect(r).toMatchObject({ seen: true, signal: 'EPERM', markerWhileExercising: false });
          expect(r.uid).not.toBe(r.ownUid);
          // Released afterwards, the judge's first statement ran.
          expect(existsSync(join(marks, `judge-${r.pid}`))).toBe(true);
        }
      });
    }

    it('an exercise that crashes leaves no held judge behind: no process, no marker, no judge log', async () => {
      const { trace, repo, marks } = await grade('mjs', true);
      expect(trace.conclusion).not.toBe('success');
      // The probe's replay: the exercise crashed, and the judge's log was never made.
      const probe = trace.fixture_probes?.[0];
      expect(probe?.reason).toMatch(/1 crashed or ran out of time/);
      expect(probe?.logs).toEqual(expect.arrayContaining([expect.stringMatching(/exercise\.log$/)]));
      expect(probe?.logs?.some((l) => l.endsWith('invariant.log'))).toBe(false);
      const seen = reports(marks);
      expect(seen.length).toBeGreaterThanOrEqual(1);
      for (const r of seen) {
        expect(r).toMatchObject({ seen: true, markerWhileExercising: false });
        expect(existsSync(join(marks, `judge-${r.pid}`))).toBe(false);
      }
      const judgeName = /invariant: (\S+)/.exec(readFileSync(join(repo.dir, 'gate.yml'), 'utf8'))![1]!;
      expect(processesNaming(judgeName)).toEqual([]);
      expect(filesNamed(join(repo.dir, '.gate'), 'invariant.log')).toEqual([]);
    });
  },
);
