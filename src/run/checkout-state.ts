/**
 * What the specs leave in the checkout, where the replays run without views (`GATE_VIEWS=checkout`,
 * or no mount possible; with views the specs run in a view of their own and none of this is needed).
 * There the specs run in the checkout itself and may load the code under test, and the replays that
 * follow run in that checkout (or a base worktree beside it): whatever the
 * code did to it while a spec ran would be loaded by every replay instead of the graded bytes — a
 * rewritten tracked file, or a file git does not track that shadows one (a package `src/helper/`
 * beside `src/helper.py`, a `node_modules/` beside a module, a `conftest.py`).
 *
 * Taken before the specs and checked after them (no process of the run's users is alive by then):
 * - the moment it was taken, as the checkout's file system stamps change times: afterwards every
 *   tracked file whose change time is at or past it (a change time no user can set back, so a file
 *   written in place, replaced or removed shows) is compared by content — a file that differed from
 *   the commit before the run with the digest taken of it before the specs, any other with the commit
 *   by git (only those paths are read);
 * - every file git does not track (ignored ones included), with its type, inode, size and change time;
 * Changed tracked files, or untracked files that changed or went away, end the run (the caller
 * throws: UNUSABLE, naming the files). Untracked files that appeared are removed, so the replays see
 * the checkout as it was before the specs (an honest spec may leave a cache behind); the folders
 * they sit in are checked with no-follow reads first, and a link on the way ends the run instead.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, lstatSync, openSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import * as gitAdapter from '../adapters/git.js';
import { artifactDigest } from '../adapters/statedir.js';

export interface CheckoutState {
  root: string;
  /**
   * When the state was taken, as the checkout's file system stamps change times (nanoseconds); null
   * for a state taken only to be compared with an earlier one (after the specs), which needs none.
   */
  since: bigint | null;
  /** Whether a repository path is one of the run's own (left out). */
  skip: (path: string) => boolean;
  /**
   * Tracked files that differed from the commit before the run → the digest of what is there, its
   * type and its executable bit, as git sees a file (or `missing`).
   */
  tracked: Map<string, string>;
  /** Files git does not track → type, inode, size and change time. */
  untracked: Map<string, string>;
}

/**
 * The state of the checkout before or after the specs. `dirty` is what `git diff HEAD` listed before
 * the sandbox's grant ({@link dirtyPaths}): the grant changes every file's change time and group,
 * which git's index records, so a `git diff HEAD` after it would read every file of the checkout
 * again. Instead the state records the time it was taken, as the checkout's file system stamps it
 * (the change time of a file made and removed in the checkout's top folder); after the specs, a
 * tracked file changed since then has a change time at or past it, as a change time no user can set
 * back. Only those files are compared by content (see {@link compareCheckout}).
 * Repository paths under `skip` (the run's own folders inside the checkout) are left out.
 */
export async function checkoutState(
  root: string,
  skip: readonly string[],
  dirty: readonly string[],
  { stamped = true }: { stamped?: boolean } = {},
): Promise<CheckoutState> {
  const inside = skip
    .map((s) => relative(root, s))
    .filter((r) => r !== '' && !r.startsWith('..') && !r.startsWith(sep))
    .map((r) => r.split(sep).join('/'));
  const skipped = (p: string) => inside.some((s) => p === s || p.startsWith(`${s}/`));
  const since = stamped ? clockOf(root) : null;
  const tracked = new Map<string, string>();
  for (const p of dirty) if (!skipped(p)) tracked.set(p, asGitSees(join(root, p)));
  const untracked = new Map<string, string>();
  const others = await gitAdapter.git(root, ['ls-files', '--others', '-z', '--'], 'utf8');
  for (const p of others.split('\0')) {
    if (p === '' || skipped(p)) continue;
    untracked.set(p, identity(join(root, p)));
  }
  return { root, since, skip: skipped, tracked, untracked };
}

/**
 * A working file as git compares it with the commit: its bytes (their digest), its type and its
 * executable bit; `missing` when it is gone. The grant's group bits are not part of it.
 */
function asGitSees(path: string): string {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return 'missing';
  }
  return `${artifactDigest(path) ?? 'missing'}:${st.mode & 0o170000}:${st.mode & 0o100}`;
}

/** The change time the checkout's file system gives a file now (nanoseconds). */
function clockOf(root: string): bigint {
  const probe = join(root, `.gate-clock-${randomBytes(8).toString('hex')}`);
  const fd = openSync(probe, 'wx', 0o600);
  try {
    return fstatSync(fd, { bigint: true }).ctimeNs;
  } finally {
    closeSync(fd);
    unlinkSync(probe);
  }
}

/**
 * The tracked files whose change time is at or past `since` (or that are gone, or cannot be read):
 * every one the specs wrote, replaced, moved or removed, and maybe a few the grant touched in the
 * same clock tick.
 */
async function touchedSince(state: CheckoutState): Promise<string[]> {
  const since = state.since;
  if (since === null)
    throw new Error('the state of the checkout before the specs has no time to compare from');
  const listed = await gitAdapter.git(state.root, ['ls-files', '-z', '--'], 'utf8');
  const touched: string[] = [];
  for (const p of listed.split('\0')) {
    if (p === '' || state.skip(p)) continue;
    let ctime: bigint | undefined;
    try {
      ctime = lstatSync(join(state.root, p), { bigint: true, throwIfNoEntry: false })?.ctimeNs;
    } catch {
      ctime = undefined;
    }
    if (ctime === undefined || ctime >= since) touched.push(p);
  }
  return touched;
}

/**
 * What `git diff HEAD` lists as changed in the working tree, before any of the run's changes. A file's
 * change time alone does not make git read it again (`core.trustctime=false`): an earlier run's grant
 * and hand-back changed every file's change time and nothing else, and without this the first run
 * after it would read the whole checkout (a content change still shows in the time it was modified,
 * its size, inode, owner or group). What the index records stale for another reason (a file written
 * with the same bytes, a checkout copied) is refreshed once, best effort: it decides nothing.
 */
export async function dirtyPaths(root: string): Promise<string[]> {
  // The index brought up to date first (what an older run or tool left stale is read once, here).
  await gitAdapter
    .git(
      root,
      ['-c', 'core.trustctime=false', 'update-index', '-q', '--ignore-submodules', '--refresh'],
      'utf8',
    )
    .catch(() => undefined);
  const out = await gitAdapter.git(
    root,
    ['-c', 'core.trustctime=false', 'diff', '--name-only', '-z', '--no-renames', 'HEAD', '--'],
    'utf8',
  );
  return out.split('\0').filter((p) => p !== '');
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

/**
 * What the specs left: `after` may still be being taken (a promise), so that git lists the untracked
 * files while this process stats the tracked ones (100,000 files: about 0.1 s of the 0.45 s).
 */
export async function compareCheckout(
  before: CheckoutState,
  taking: CheckoutState | Promise<CheckoutState>,
): Promise<SpecLeftovers> {
  const changed: string[] = [];
  // A tracked file whose change time is before the state was taken was not written since.
  const [touchedList, after] = await Promise.all([touchedSince(before), taking]);
  const touched = new Set(touchedList);
  for (const p of before.tracked.keys()) touched.add(p);
  const againstCommit: string[] = [];
  for (const p of touched) {
    const was = before.tracked.get(p);
    // A file that already differed from the commit: changed if its bytes, type or executable bit
    // are not what they were.
    if (was !== undefined) {
      if (after.tracked.get(p) !== was) changed.push(p);
    } else againstCommit.push(p);
  }
  // A file that was the commit's: changed if git now finds it differs (only these paths are read).
  const CHUNK = 500;
  for (let i = 0; i < againstCommit.length; i += CHUNK) {
    const out = await gitAdapter.gitRun(
      after.root,
      ['diff', '--name-only', '-z', '--no-renames', 'HEAD', '--', ...againstCommit.slice(i, i + CHUNK)],
      { env: { GIT_LITERAL_PATHSPECS: '1' } },
    );
    for (const p of out.toString('utf8').split('\0')) if (p !== '') changed.push(p);
  }
  for (const [p, id] of before.untracked) if (after.untracked.get(p) !== id) changed.push(p);
  const planted = [...after.untracked.keys()].filter((p) => !before.untracked.has(p));
  return { changed: [...new Set(changed)], planted };
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
