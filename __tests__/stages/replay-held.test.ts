/**
 * The held judge in one replay (src/stages/replay.ts), with runners that record what they are asked:
 * a runner whose concurrent programs are different users (`apart`) gets the judge held beside the
 * exercise and released after it; one that is not never gets a held program; a held judge the runner
 * cannot start fails no replay (the judge runs after the exercise); an exercise that misses lets the
 * held judge go unreleased.
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
function recording(o: { apart?: true; refuseHeld?: true }) {
  const seen: { file: string; held: boolean; result?: ProcResult }[] = [];
  const runner: ProcessRunner = {
    ...(o.apart ? { apart: true } : {}),
    run: async (spec: ProcSpec) => {
      const entry: { file: string; held: boolean; result?: ProcResult } = {
        file: spec.file,
        held: spec.hold !== undefined,
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
