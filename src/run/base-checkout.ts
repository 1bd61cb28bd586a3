/**
 * The worktree of the base for base replays where no overlay view can be had (src/adapters/views.ts,
 * mechanism `checkout`). It is made before any user code runs (git must not run in a repository
 * candidate code has had the chance to configure: hooks, filters, attributes), in the run's state
 * folder. Base replays take it one at a time, so one cannot see another's files; each after the first
 * gets it back as the base revision holds it, copied from a second, untouched worktree of the base made
 * with it (no program runs in it or is granted it), without running git again. The copy is asynchronous: gate-side work never holds
 * the event loop while user programs run (their budgets are theirs alone).
 */
import { constants, existsSync } from 'node:fs';
import {
  copyFile,
  cp,
  lstat,
  mkdir,
  open,
  readdir,
  readlink,
  rm,
  rmdir,
  symlink,
  unlink,
} from 'node:fs/promises';
import { join } from 'node:path';
import * as gitAdapter from '../adapters/git.js';
import type { BaseWorktree } from '../adapters/views.js';
import { Slots } from './pool.js';
import type { RunContext } from './context.js';

export async function baseReplayCheckout(
  ctx: Pick<RunContext, 'root' | 'baseSha'>,
  worktrees: string[],
  parent: string,
  /** Called on the worktree before each base replay, once it holds the base revision again. */
  prepare: (dir: string) => void = () => {},
): Promise<BaseWorktree> {
  const dir = await gitAdapter.addWorktree(ctx.root, ctx.baseSha, 'replay', parent);
  worktrees.push(dir);
  const source = await gitAdapter.addWorktree(ctx.root, ctx.baseSha, 'replay-source', parent);
  worktrees.push(source);
  const turn = new Slots(1);
  let used = false;
  return (run) =>
    turn.run(async () => {
      if (used) await restoreTree(dir, source);
      used = true;
      prepare(dir);
      return run(dir);
    });
}

/**
 * Makes `dir` hold what `source` holds again: every entry but `.git` removed, then copied.
 *
 * `dir` is a tree the run's users could write, and other programs of the run (candidate retries in
 * their own views) may still be running while it is restored, as users of the group the tree is
 * granted to. Nothing here resolves a path the user could have changed: every folder is opened with
 * O_NOFOLLOW|O_DIRECTORY and its entries are reached through that descriptor
 * (`/proc/self/fd/<folder>/<name>`), so a folder swapped for a link is unlinked as the link it now is,
 * never followed; files are created with O_EXCL (a name planted meanwhile, a link included, makes the
 * restore fail, which fails the replay closed). Where `/proc/self/fd` is missing (not Linux, so no
 * sandbox user either) the plain removal and copy are used.
 */
export async function restoreTree(dir: string, source: string): Promise<void> {
  if (!existsSync('/proc/self/fd')) return restoreByName(dir, source);
  const top = await open(dir, DIR);
  try {
    await emptyAt(top.fd, (name) => name === '.git', dir);
    await copyInto(source, top.fd, (name) => name === '.git', dir);
  } finally {
    await top.close();
  }
}

const DIR = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_DIRECTORY;
const at = (fd: number, name: string) => `/proc/self/fd/${fd}/${name}`;
const code = (err: unknown) => (err as NodeJS.ErrnoException).code;

/** Removes every entry of the folder open as `fd` (but `keep`), never following a link. */
async function emptyAt(fd: number, keep: (name: string) => boolean, path: string): Promise<void> {
  for (const name of await readdir(`/proc/self/fd/${fd}`)) {
    if (!keep(name)) await removeAt(fd, name, `${path}/${name}`);
  }
}

async function removeAt(fd: number, name: string, path: string): Promise<void> {
  // A few rounds: an entry swapped between looking and removing is looked at again.
  for (let round = 0; round < 5; round++) {
    const st = await lstat(at(fd, name)).catch((err: unknown) => {
      if (code(err) === 'ENOENT') return null;
      throw err;
    });
    if (st === null) return;
    try {
      if (!st.isDirectory()) return await unlink(at(fd, name));
      const child = await open(at(fd, name), DIR);
      try {
        await emptyAt(child.fd, () => false, path);
      } finally {
        await child.close();
      }
      return await rmdir(at(fd, name));
    } catch (err) {
      // ELOOP/ENOTDIR: a folder became a link; EISDIR: a file became a folder; ENOTEMPTY: written
      // meanwhile. Look again.
      if (!['ELOOP', 'ENOTDIR', 'EISDIR', 'ENOTEMPTY', 'ENOENT'].includes(code(err) ?? '')) throw err;
    }
  }
  throw new Error(`the base replay tree keeps changing at ${path} while the gate restores it`);
}

/** Copies `source`'s entries (but `skip`) into the folder open as `fd`, creating every name anew. */
async function copyInto(
  source: string,
  fd: number,
  skip: (name: string) => boolean,
  path: string,
): Promise<void> {
  for (const entry of await readdir(source, { withFileTypes: true })) {
    const name = entry.name;
    if (skip(name)) continue;
    const from = join(source, name);
    if (entry.isDirectory()) {
      await mkdir(at(fd, name), { mode: (await lstat(from)).mode & 0o7777 });
      const child = await open(at(fd, name), DIR);
      try {
        await copyInto(from, child.fd, () => false, `${path}/${name}`);
      } finally {
        await child.close();
      }
    } else if (entry.isSymbolicLink()) {
      await symlink(await readlink(from), at(fd, name));
    } else if (entry.isFile()) {
      // O_CREAT|O_EXCL: a name that exists (a link planted meanwhile included) is an error, never followed.
      await copyFile(from, at(fd, name), constants.COPYFILE_EXCL);
    }
  }
}

/** The same by names, where descriptors cannot be walked (no `/proc/self/fd`). */
async function restoreByName(dir: string, source: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name === '.git') continue;
    await rm(join(dir, name), { recursive: true, force: true });
  }
  for (const name of await readdir(source)) {
    if (name === '.git') continue;
    await cp(join(source, name), join(dir, name), { recursive: true, verbatimSymlinks: true });
  }
}
