/**
 * The worktree of the base for base replays where no overlay view can be had (src/adapters/views.ts,
 * mechanism `checkout`). It is made before any user code runs (git must not run in a repository
 * candidate code has had the chance to configure: hooks, filters, attributes), in the run's state
 * folder. Base replays take it one at a time, so one cannot see another's files; each after the first
 * gets it back as the base revision holds it, copied from the oracle worktree (which no program
 * writes to), without running git again. The copy is asynchronous: gate-side work never holds
 * the event loop while user programs run (their budgets are theirs alone).
 */
import { cp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as gitAdapter from '../adapters/git.js';
import type { BaseWorktree } from '../adapters/views.js';
import { Oracle } from '../oracle/reader.js';
import { Slots } from './pool.js';
import type { RunContext } from './context.js';

export async function baseReplayCheckout(
  ctx: Pick<RunContext, 'root' | 'baseSha' | 'oracle'>,
  worktrees: string[],
  parent: string,
  /** Called on the worktree before each base replay, once it holds the base revision again. */
  prepare: (dir: string) => void = () => {},
): Promise<BaseWorktree> {
  const dir = await gitAdapter.addWorktree(ctx.root, ctx.baseSha, 'replay', parent);
  worktrees.push(dir);
  const turn = new Slots(1);
  let used = false;
  return (run) =>
    turn.run(async () => {
      if (used) {
        if (!(ctx.oracle instanceof Oracle)) throw new Error('the base replay checkout has no clean source');
        await restoreTree(dir, ctx.oracle.root);
      }
      used = true;
      prepare(dir);
      return run(dir);
    });
}

/** Makes `dir` hold what `source` holds again: every entry but `.git` removed, then copied. */
async function restoreTree(dir: string, source: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name === '.git') continue;
    await rm(join(dir, name), { recursive: true, force: true });
  }
  for (const name of await readdir(source)) {
    if (name === '.git') continue;
    await cp(join(source, name), join(dir, name), { recursive: true, verbatimSymlinks: true });
  }
}
