/**
 * The held judge in one replay (src/stages/replay.ts), with runners that record what they are asked:
 * a runner whose concurrent programs are different users (`apart`) gets the judge held beside the
 * exercise and released after it; one that is not never gets a held program; a held judge the runner
 * cannot start fails no replay (the judge runs after the exercise); an exercise that misses lets the
 * held judge go unreleased. The same for the invariant of an ordinary fixture, held beside the
 * generator: its cases' folder granted only at its release, let go when the generator fails.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localRunner, type ProcessRunner, type ProcResult, type ProcSpec } from '../../src/adapters/proc.js';
import { OutDir } from '../../src/adapters/outdir.js';
import { replayOnce } from '../../src/stages/replay.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('gate-replay-held-');
const tree = join(dir, 'tree');
const oracle = join(dir, 'oracle');
mkdirSync(join(tree, 'exercises'), { recursive: true });
mkdirSync(oracle);
writeFileSync(
  join(oracle, 'gen.mjs'),
  "import { writeFileSync } from 'node:fs';\nwriteFileSync(process.env.GATE_OUT + '/cases.json', '[1,2,3]');\n",
);
writeFileSync(
  join(oracle, 'judge.mjs'),
  "import { readFileSync } from 'node:fs';\nconst o = JSON.parse(readFileSync(process.env.GATE_OUTPUTS + '/out.json', 'utf8'));\nprocess.exit(o.join() === '1,4,9' ? 0 : 1);\n",
);
const EXERCISE = (miss: boolean) =>
  `import { readFileSync, writeFileSync } from 'node:fs';\nconst c = JSON.parse(readFileSync(process.env.GATE_CASES + '/cases.json', 'utf8'));\nwriteFileSync(process.env.GATE_OUTPUTS + '/out.json', JSON.stringify(c.map((x) => x * x)));\n${miss ? 'process.exit(1);\n' : ''}`;

/** A runner that records each spec it ran (and whether it was held) and each result. */
interface Seen {
  file: string;
  held: boolean;
  writable?: string[];
  atRelease?: string[];
  result?: ProcResult;
}

function recording(o: { apart?: true; refuseHeld?: true }) {
  const seen: Seen[] = [];
  const runner: ProcessRunner = {
    ...(o.apart ? { apart: true } : {}),
    run: async (spec: ProcSpec) => {
      const entry: Seen = {
        file: spec.file,
        held: spec.hold !== undefined,
        writable: spec.writableDirs ?? [],
        atRelease: spec.writableAtRelease ?? [],
      };
      seen.push(entry);
      if (o.refuseHeld && spec.hold !== undefined) throw new Error('no second user could be made');
      entry.result = await localRunner.run(spec);
      return entry.result;
    },
  };
  return { runner, seen };
}

let n = 0;
async function replay(runner: ProcessRunner, miss = false) {
  const name = `ex${++n}.mjs`;
  writeFileSync(join(tree, 'exercises', name), EXERCISE(miss));
  const out = OutDir.fresh(join(dir, `out${n}`));
  return replayOnce(runner, {
    generator: join(oracle, 'gen.mjs'),
    invariant: join(oracle, 'judge.mjs'),
    exercise: { path: `exercises/${name}`, judge: join(oracle, 'judge.mjs') },
    cwd: tree,
    inputs: [],
    seed: 1,
    timeoutMs: 20_000,
    out,
    attemptDir: 'attempt',
  });
}

const files = (seen: { file: string; held: boolean }[]) =>
  seen.map((s) => [s.file.slice(dir.length + 1), s.held]);

describe('the held judge in a replay', () => {
  it('apart: the judge is started held beside the exercise and released after it (pass)', async () => {
    const { runner, seen } = recording({ apart: true });
    const r = await replay(runner);
    expect([r.result, r.reason]).toEqual(['pass', 'the judge held']);
    expect(files(seen)).toEqual([
      ['oracle/gen.mjs', false],
      ['tree/exercises/ex1.mjs', false],
      ['oracle/judge.mjs', true],
    ]);
    expect(seen[2]?.result?.notReleased).toBeUndefined();
  });

  it('not apart (no sandbox): nothing is held, the judge starts after the exercise', async () => {
    const { runner, seen } = recording({});
    const r = await replay(runner);
    expect(r.result).toBe('pass');
    expect(seen.map((s) => s.held)).toEqual([false, false, false]);
  });

  it('an exercise that misses lets the held judge go unreleased', async () => {
    const { runner, seen } = recording({ apart: true });
    const r = await replay(runner, true);
    expect([r.result, r.reason]).toEqual(['fail', 'the exercise failed (exit 1)']);
    expect(r.logs.some((l) => l.endsWith('invariant.log'))).toBe(false);
    expect(seen[2]).toMatchObject({ held: true, result: { notReleased: true } });
  });

  it('a held judge the runner cannot start fails no replay: the judge runs after the exercise', async () => {
    const { runner, seen } = recording({ apart: true, refuseHeld: true });
    const r = await replay(runner);
    expect([r.result, r.reason]).toEqual(['pass', 'the judge held']);
    expect(files(seen).slice(2)).toEqual([
      ['oracle/judge.mjs', true],
      ['oracle/judge.mjs', false],
    ]);
  });
});

writeFileSync(
  join(oracle, 'gen-fails.mjs'),
  "import { writeFileSync } from 'node:fs';\nwriteFileSync(process.env.GATE_OUT + '/cases.json', '[1,2,3]');\nprocess.exit(2);\n",
);
mkdirSync(join(tree, 'oracle'), { recursive: true });
writeFileSync(
  join(tree, 'oracle', 'inv.mjs'),
  "import { readFileSync } from 'node:fs';\nconst c = JSON.parse(readFileSync(process.env.GATE_CASES + '/cases.json', 'utf8'));\nprocess.exit(c.join() === '1,2,3' ? 0 : 1);\n",
);

/** An ordinary fixture's replay: the generator, then the invariant in the tree. */
async function plain(runner: ProcessRunner, generator = 'gen.mjs') {
  const out = OutDir.fresh(join(dir, `out${++n}`));
  const run = await replayOnce(runner, {
    generator: join(oracle, generator),
    invariant: join(tree, 'oracle', 'inv.mjs'),
    cwd: tree,
    inputs: [],
    seed: 1,
    timeoutMs: 20_000,
    out,
    attemptDir: 'attempt',
  });
  return { run, cases: out.path('attempt', 'out') };
}

describe('the held invariant in an ordinary replay', () => {
  it('apart: the invariant is started held beside the generator, its folder granted at the release', async () => {
    const { runner, seen } = recording({ apart: true });
    const { run, cases } = await plain(runner);
    expect([run.result, run.reason]).toEqual(['pass', 'the invariant held']);
    expect(files(seen)).toEqual([
      ['oracle/gen.mjs', false],
      ['tree/oracle/inv.mjs', true],
    ]);
    expect(seen[0]).toMatchObject({ writable: [cases], atRelease: [] });
    expect(seen[1]).toMatchObject({ writable: [], atRelease: [cases] });
    expect(seen[1]?.result?.notReleased).toBeUndefined();
  });

  it('not apart (no sandbox): nothing is held, the invariant starts after the generator', async () => {
    const { runner, seen } = recording({});
    const { run, cases } = await plain(runner);
    expect(run.result).toBe('pass');
    expect(seen.map((s) => [s.held, s.writable])).toEqual([
      [false, [cases]],
      [false, [cases]],
    ]);
  });

  it('a generator that fails lets the held invariant go unreleased', async () => {
    const { runner, seen } = recording({ apart: true });
    const { run } = await plain(runner, 'gen-fails.mjs');
    expect([run.result, run.reason]).toEqual(['incomplete', 'the generator exited 2']);
    expect(run.logs.some((l) => l.endsWith('invariant.log'))).toBe(false);
    expect(seen[1]).toMatchObject({ held: true, result: { notReleased: true } });
  });

  it('a held invariant the runner cannot start fails no replay: it runs after the generator', async () => {
    const { runner, seen } = recording({ apart: true, refuseHeld: true });
    const { run, cases } = await plain(runner);
    expect([run.result, run.reason]).toEqual(['pass', 'the invariant held']);
    expect(seen.slice(1).map((s) => [s.file.slice(dir.length + 1), s.held, s.writable])).toEqual([
      ['tree/oracle/inv.mjs', true, []],
      ['tree/oracle/inv.mjs', false, [cases]],
    ]);
  });
});
