/**
 * The invariant held beside the generator (src/stages/replay.ts): with the sandbox, an ordinary
 * fixture's invariant process is started while the generator runs and held by the result channel's
 * preload before any code of its own, then released once the generator has ended and the gate's
 * checks between the two are done. Shown from inside the generator, in JavaScript and Python
 * invariants: the held invariant is there while the generator runs, runs as another OS user (the
 * generator cannot signal it), and its first statement (a marker file) has not run when the generator
 * ends, yet it ran after (the replay decided). Released, it finds the cases' folder as an invariant
 * started after the generator does: its own, the generator's files in it its own to rewrite. Each
 * program runs as the same user from one replay to the next. A
 * generator that crashes leaves no held invariant behind: no process, no marker, no invariant log.
 */
import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { filesNamed } from '../helpers/grade.js';
import { processesNaming } from '../helpers/procs.js';
import { gradeSquare, reportsOf, watcher, type HeldReport } from '../helpers/held.js';

const asRoot = process.getuid?.() === 0 && process.platform === 'linux';

/**
 * An invariant whose first statement leaves a marker named by its process id; it rewrites the
 * generator's cases file and adds one of its own (the cases' folder is the invariant's to write).
 */
const INVARIANTS = {
  mjs: (marks: string) => `import { readFileSync, writeFileSync } from 'node:fs';
import { square } from '../src/square.mjs';
writeFileSync(${JSON.stringify(marks)} + '/invariant-' + process.pid, 'ran');
const file = process.env.GATE_CASES + '/cases.json';
const cases = JSON.parse(readFileSync(file, 'utf8'));
writeFileSync(file, JSON.stringify(cases));
writeFileSync(process.env.GATE_OUT + '/seen.json', JSON.stringify(cases.map(square)));
process.exit(cases.every((x) => square(x) === x * x) ? 0 : 1);
`,
  py: (marks: string) => `import os, json, sys
open(${JSON.stringify(marks)} + '/invariant-' + str(os.getpid()), 'w').write('ran')
path = os.environ['GATE_CASES'] + '/cases.json'
cases = json.load(open(path))
open(path, 'w').write(json.dumps(cases))
open(os.environ['GATE_OUT'] + '/seen.json', 'w').write(json.dumps([x * x for x in cases]))
src = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src', 'square.mjs')).read()
sys.exit(0 if 'x * x' in src or 'x ** 2' in src else 1)
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
  const invName = `invariants/held_${randomBytes(4).toString('hex')}.${kind}`;
  const files: Files = {
    'gate.yml': `version: 2
budgets:
  replay_timeout_ms: 20000
  replay_concurrency: 1
fixtures:
  - target: square
    manifest: fixtures/sq/manifest.json
    invariant: ${invName}
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
    'fixtures/sq/gen.mjs': watcher({
      self: 'generator',
      held: 'invariant',
      heldName: invName,
      marks,
      crash,
      rest: "writeFileSync(process.env.GATE_OUT + '/cases.json', JSON.stringify([1, 2, 3, Number(process.env.GATE_SEED)]));\n",
    }),
    [invName]: INVARIANTS[kind](marks),
  };
  return { trace: await gradeSquare(repo, files), repo, marks };
}

const reports = (marks: string): HeldReport[] => reportsOf(marks, 'generator');

(asRoot ? describe : describe.skip)(
  'the invariant held beside the generator (the gate runs as root: the sandbox)',
  () => {
    for (const kind of ['mjs', 'py'] as const) {
      it(`a ${kind === 'mjs' ? 'Node' : 'Python'} invariant is there while the generator runs, as another user, runs none of its code until the generator ended, and then owns the cases' folder`, async () => {
        const { trace, repo, marks } = await grade(kind, false);
        expect([trace.verdict, trace.conclusion]).toEqual(['CLEAR', 'success']);
        expect(trace.sandbox?.mode).toBe('user');
        const seen = reports(marks);
        // The probe's replay and the seed's (base and candidate): each generator watched its own.
        expect(seen.length).toBeGreaterThanOrEqual(2);
        for (const r of seen) {
          expect(r).toMatchObject({ seen: true, signal: 'EPERM', markerWhileRunning: false });
          expect(r.uid).not.toBe(r.ownUid);
          // Released afterwards, the invariant's first statement ran.
          expect(existsSync(join(marks, `invariant-${r.pid}`))).toBe(true);
        }
        // Each program as the same user from one replay to the next: the generator as one, the
        // invariant as another.
        expect(new Set(seen.map((r) => r.ownUid)).size).toBe(1);
        expect(new Set(seen.map((r) => r.uid)).size).toBe(1);
        // It wrote into the cases' folder, beside the generator's file it rewrote.
        expect(filesNamed(join(repo.dir, '.gate'), 'seen.json').length).toBeGreaterThanOrEqual(1);
      });
    }

    it('a generator that crashes leaves no held invariant behind: no process, no marker, no invariant log', async () => {
      const { trace, repo, marks } = await grade('mjs', true);
      expect(trace.conclusion).not.toBe('success');
      const seen = reports(marks);
      expect(seen.length).toBeGreaterThanOrEqual(1);
      for (const r of seen) {
        expect(r).toMatchObject({ seen: true, markerWhileRunning: false });
        expect(existsSync(join(marks, `invariant-${r.pid}`))).toBe(false);
      }
      const invName = /invariant: (\S+)/.exec(readFileSync(join(repo.dir, 'gate.yml'), 'utf8'))![1]!;
      expect(processesNaming(invName)).toEqual([]);
      expect(filesNamed(join(repo.dir, '.gate'), 'invariant.log')).toEqual([]);
      expect(readdirSync(marks).filter((n) => n.startsWith('invariant-'))).toEqual([]);
    });
  },
);
