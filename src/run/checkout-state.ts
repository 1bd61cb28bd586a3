/**
 * What the specs leave in the checkout. Specs run in the checkout itself and may load the code under
 * test, and the replays that follow run in views whose lower layer is that checkout: whatever the
 * code did to it while a spec ran would be loaded by every replay instead of the graded bytes — a
 * rewritten tracked file, or a file git does not track that shadows one (a package `src/helper/`
 * beside `src/helper.py`, a `node_modules/` beside a module, a `conftest.py`).
 *
 * Taken before the specs and checked after them (no process of the run's users is alive by then):
 * - tracked files that differ from the commit, each with the digest of what is there;
 * - every file git does not track (ignored ones included), each with its type, inode, size and change
 *   time — a change time no user can set back, so a file rewritten in place shows;
 * Changed tracked files, or untracked files that changed or went away, end the run (the caller
 * throws: UNUSABLE, naming the files). Untracked files that appeared are removed, so the replays see
 * the checkout as it was before the specs (an honest spec may leave a cache behind); the folders
 * they sit in are checked with no-follow reads first, and a link on the way ends the run instead.
 */
import { lstatSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import * as gitAdapter from '../adapters/git.js';
import { artifactDigest } from '../adapters/statedir.js';

export interface CheckoutState {
  /** Tracked files that differ from the commit → digest of what is there (or `missing`). */
  tracked: Map<string, string>;
  /** Files git does not track → type, inode, size and change time. */
  untracked: Map<string, string>;
}

/** Repository paths under `skip` (the run's own folders inside the checkout) are left out. */
export async function checkoutState(root: string, skip: readonly string[]): Promise<CheckoutState> {
  const inside = skip
    .map((s) => relative(root, s))
    .filter((r) => r !== '' && !r.startsWith('..') && !r.startsWith(sep))
    .map((r) => r.split(sep).join('/'));
  const skipped = (p: string) => inside.some((s) => p === s || p.startsWith(`${s}/`));
  const tracked = new Map<string, string>();
  const diff = await gitAdapter.git(
    root,
    ['diff', '--name-only', '-z', '--no-renames', 'HEAD', '--'],
    'utf8',
  );
  for (const p of diff.split('\0'))
    if (p !== '' && !skipped(p)) tracked.set(p, artifactDigest(join(root, p)) ?? 'missing');
  const untracked = new Map<string, string>();
  const others = await gitAdapter.git(root, ['ls-files', '--others', '-z', '--'], 'utf8');
  for (const p of others.split('\0')) {
    if (p === '' || skipped(p)) continue;
    untracked.set(p, identity(join(root, p)));
  }
  return { tracked, untracked };
}

function identity(path: string): string {
  try {
    const st = lstatSync(path, { bigint: true });
    return `${st.mode}:${st.ino}:${st.size}:${st.ctimeNs}`;
  } catch {
    return 'missing';
  }
}

export interface SpecLeftovers {
  /** Tracked files changed, or untracked files that changed or went away: the run cannot grade. */
  changed: string[];
  /** Untracked files that appeared (removed by {@link removePlanted}). */
  planted: string[];
}

export function compareCheckout(before: CheckoutState, after: CheckoutState): SpecLeftovers {
  const changed = [...new Set([...before.tracked.keys(), ...after.tracked.keys()])].filter(
    (p) => before.tracked.get(p) !== after.tracked.get(p),
  );
  for (const [p, id] of before.untracked) if (after.untracked.get(p) !== id) changed.push(p);
  const planted = [...after.untracked.keys()].filter((p) => !before.untracked.has(p));
  return { changed, planted };
}

/**
 * Removes the planted files and the folders that held nothing else, refusing (throwing) where a
 * folder on the way is not a real folder: nothing is followed through a link.
 */
export function removePlanted(root: string, planted: readonly string[]): void {
  const folders = new Set<string>();
  for (const p of planted) {
    const parts = p.split('/');
    let at = root;
    for (const part of parts.slice(0, -1)) {
      at = join(at, part);
      const st = lstatSync(at);
      if (!st.isDirectory() || st.isSymbolicLink())
        throw new Error(
          `${relative(root, at)} is not a folder any more: a program replaced it while the specs ran`,
        );
      folders.add(at);
    }
    unlinkSync(join(root, p));
  }
  // Deepest first: a folder left empty by the removal goes too (one with anything else in it stays).
  for (const dir of [...folders].sort((a, b) => b.length - a.length)) {
    if (dirname(dir) === dir) continue;
    try {
      if (readdirSync(dir).length === 0) rmdirSync(dir);
    } catch {
      // Not empty, or gone already: left as it is.
    }
  }
}
