/**
 * The sandbox walk run in the gate's own process (src/adapters/sandbox-walk.ts walkInProcess, as
 * root, for a walk of one part): it moves its working folder from folder to folder, so the gate's
 * working folder must be the same after it, when it succeeds and when it fails; and it must do what
 * the walk of a process of its own does.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WALKER, walkInProcess } from '../../src/adapters/sandbox-walk.js';
import { tempDir } from '../helpers/tmp.js';

const asRoot = process.platform === 'linux' && process.getuid?.() === 0;
if (!asRoot) process.stderr.write('sandbox-walk.test: not root: the walk is not exercised\n');

/** A tree of folders and files, and a grant job for it (the group: a gid no file has). */
function tree(): { root: string; job: Record<string, unknown> } {
  const root = tempDir('gate-walk-');
  for (const d of ['a', 'a/b', 'c']) mkdirSync(join(root, d));
  for (const f of ['x', 'a/y', 'a/b/z', 'c/w']) writeFileSync(join(root, f), f);
  const record = join(tempDir('gate-walk-rec-'), 'modes');
  return {
    root,
    job: { op: 'grant', roots: [root], owner: 0, gid: 4242, sticky: [], skip: [], record },
  };
}

(asRoot ? describe : describe.skip)('the sandbox walk in the gate’s process', () => {
  it('does what the walk of a process of its own does, and leaves the working folder as it was', () => {
    const here = tree();
    const there = tree();
    const cwd = process.cwd();
    const inProcess = JSON.parse(walkInProcess(here.job)) as unknown;
    expect(process.cwd()).toBe(cwd);
    const own = JSON.parse(
      execFileSync(process.execPath, ['-e', WALKER, JSON.stringify({ ...there.job, parts: 1 })], {
        encoding: 'utf8',
      }),
    ) as { modes: { path: string; mode: number }[] };
    const rel = (o: unknown, root: string) =>
      JSON.parse(JSON.stringify(o).split(root).join('<root>')) as unknown;
    expect(rel(inProcess, here.root)).toEqual(rel(own, there.root));
    for (const f of ['x', 'a/y', 'a/b/z', 'c/w', 'a', 'a/b']) {
      const [a, b] = [statSync(join(here.root, f)), statSync(join(there.root, f))];
      expect([a.gid, a.mode]).toEqual([4242, b.mode]);
      expect(b.gid).toBe(4242);
    }
  });

  it('puts the working folder back when the walk fails', () => {
    const t = tree();
    // The grant's record of modes is written with O_EXCL: one already there fails the walk.
    writeFileSync(`${String(t.job.record)}.0`, '[]');
    const cwd = process.cwd();
    expect(() => walkInProcess(t.job)).toThrow(/EEXIST/);
    expect(process.cwd()).toBe(cwd);
  });
});
