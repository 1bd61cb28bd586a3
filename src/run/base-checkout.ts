/**
 * The worktree of the base for base replays, separate from the oracle worktree. It is made before any
 * user code runs (git must not run in a repository candidate code has had the chance to configure:
 * hooks, filters, attributes), in the run's state folder. Base replays take it one at a time, so one
 * cannot see another's files; each after the first gets it back as the base revision holds it,
 * copied from the oracle worktree (which no stage writes to), without running git again.
 */
import * as gitAdapter from '../adapters/git.js';
import { restoreTree } from '../adapters/statedir.js';
import { Oracle } from '../oracle/reader.js';
import { Slots } from './pool.js';
import type { ClassifyContext, RunContext } from './context.js';

export async function baseReplayCheckout(
  ctx: RunContext,
  worktrees: string[],
  parent: string,
  /** Called on the worktree before each base replay, once it holds the base revision again. */
  prepare: (dir: string) => void = () => {},
): Promise<ClassifyContext['baseCheckout']> {
  const dir = await gitAdapter.addWorktree(ctx.root, ctx.baseSha, 'replay', parent);
  worktrees.push(dir);
  const turn = new Slots(1);
  let used = false;
  return (run) =>
    turn.run(async () => {
      if (used) {
        if (!(ctx.oracle instanceof Oracle)) throw new Error('the base replay checkout has no clean source');
        restoreTree(dir, ctx.oracle.root);
      }
      used = true;
      prepare(dir);
      return run(dir);
    });
}
