/** The base checkouts that base replays run in: made when the classify stage first needs one. */
import * as gitAdapter from '../adapters/git.js';
import type { ClassifyContext, RunContext } from './context.js';

/**
 * Clean worktrees of the base for base replays, separate from the oracle worktree: each base replay
 * borrows one that no other replay holds meanwhile (so side-by-side replays cannot see each other's
 * files), and gives it back; one that a replay left dirty is replaced before it is lent again.
 */
export function reusedBaseCheckout(ctx: RunContext, worktrees: string[]): ClassifyContext['baseCheckout'] {
  const idle: string[] = [];
  const borrow = async (): Promise<string> => {
    for (let dir = idle.pop(); dir !== undefined; dir = idle.pop()) {
      if (await gitAdapter.isClean(dir)) return dir;
      await gitAdapter.removeWorktree(ctx.root, dir);
      worktrees.splice(worktrees.indexOf(dir), 1);
    }
    const dir = await gitAdapter.addWorktree(ctx.root, ctx.baseSha, 'replay');
    worktrees.push(dir);
    return dir;
  };
  return async (run) => {
    const dir = await borrow();
    try {
      return await run(dir);
    } finally {
      idle.push(dir);
    }
  };
}
