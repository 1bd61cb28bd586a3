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
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { filesNamed } from '../helpers/grade.js';
import { processesNaming } from '../helpers/procs.js';
import { gradeSquare, reportsOf, watcher, type HeldReport } from '../helpers/held.js';

const asRoot = process.getuid?.() === 0 && process.platform === 'linux';

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
  access: 'grant' | 'idmap' = 'grant',
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
    'exercises/square.mjs': watcher({
      self: 'exercise',
      held: 'judge',
      heldName: judgeName,
      marks,
      crash,
      imports: "import { square } from '../src/square.mjs';\n",
      rest:
        "const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));\n" +
        "writeFileSync(join(process.env.GATE_OUTPUTS, 'outputs.json'), JSON.stringify(cases.map((x) => square(x))));\n",
    }),
    [judgeName]: JUDGES[kind](marks),
  };
  return { trace: await gradeSquare(repo, files, access), repo, marks };
}

const reports = (marks: string): HeldReport[] => reportsOf(marks, 'exercise');

(asRoot ? describe : describe.skip)(
  'the judge held beside the exercise (the gate runs as root: the sandbox)',
  () => {
    for (const [kind, access] of [
      ['mjs', 'grant'],
      ['py', 'grant'],
      // In a view lent to the exercise's user (idmapped binds), the judge, which writes nothing of
      // the tree, is still held beside it as another user.
      ['mjs', 'idmap'],
    ] as const) {
      it(`a ${kind === 'mjs' ? 'Node' : 'Python'} judge is there while the exercise runs, as another user, and runs none of its code until the exercise ended (checkout ${access === 'grant' ? 'granted' : 'lent through idmapped binds'})`, async () => {
        const { trace, marks } = await grade(kind, false, access);
        expect([trace.verdict, trace.conclusion]).toEqual(['CLEAR', 'success']);
        expect(trace.sandbox?.mode).toBe('user');
        expect(trace.views?.access).toBe(access);
        const seen = reports(marks);
        // The probe's replay and the seed's: each exercise watched its own held judge.
        expect(seen.length).toBeGreaterThanOrEqual(2);
        for (const r of seen) {
          expect(r).toMatchObject({ seen: true, signal: 'EPERM', markerWhileRunning: false });
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
        expect(r).toMatchObject({ seen: true, markerWhileRunning: false });
        expect(existsSync(join(marks, `judge-${r.pid}`))).toBe(false);
      }
      const judgeName = /invariant: (\S+)/.exec(readFileSync(join(repo.dir, 'gate.yml'), 'utf8'))![1]!;
      expect(processesNaming(judgeName)).toEqual([]);
      expect(filesNamed(join(repo.dir, '.gate'), 'invariant.log')).toEqual([]);
    });
  },
);
