/**
 * Which `python3` the sandbox's user finds, seen from `gate check`, which runs the tests as the user
 * who started it: `gate run` starts Python tests as a user made for the run (`/usr/bin/env python3`,
 * the same PATH), and a Python installed in a private home (pyenv under `/root`, mode 700) is not that
 * user's. The folders of PATH are read here the way the kernel will check them for another user: each
 * folder on the way must be searchable by others and the file readable and executable by them (a pyenv
 * shim is a script). Permission bits only: an ACL could grant more, which at worst makes this a false
 * warning, never a wrong verdict.
 */
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';

/** Whether a user who is neither the owner nor in the group can reach `file` and run it. */
export function othersCanRun(file: string): boolean {
  let real: string;
  try {
    real = realpathSync(file);
    if ((statSync(real).mode & 0o005) !== 0o005) return false;
  } catch {
    return false;
  }
  // The folders of the name as written (a link is reached through them) and of what it leads to.
  for (const start of [dirname(resolve(file)), dirname(real)]) {
    for (let d = start; ; d = dirname(d)) {
      try {
        if ((statSync(d).mode & 0o001) === 0) return false;
      } catch {
        return false;
      }
      if (dirname(d) === d) break;
    }
  }
  return true;
}

/** The first `name` on `path` that this process can run, and the first another user can. */
export function pythonsOnPath(
  path: string,
  name = 'python3',
): { ours: string | undefined; theirs: string | undefined } {
  let ours: string | undefined;
  let theirs: string | undefined;
  for (const dir of path.split(delimiter)) {
    if (dir === '') continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      if (!statSync(file).isFile()) continue;
    } catch {
      continue;
    }
    ours ??= file;
    if (theirs === undefined && othersCanRun(file)) theirs = file;
    if (ours !== undefined && theirs !== undefined) break;
  }
  return { ours, theirs };
}

/**
 * What `gate check` says when the sandbox's user would run another Python than this check did: a
 * problem when that user finds none, or (for pytest) one that cannot import pytest; otherwise a note.
 * Null when both find the same one.
 */
export function sandboxPython(
  runner: string,
  path: string,
  importsPytest: (python: string) => boolean,
): { problem?: string; note?: string } | null {
  const { ours, theirs } = pythonsOnPath(path);
  if (ours === undefined || ours === theirs) return null;
  const why = `python3 on this PATH is ${ours}, which another user cannot reach or run (a folder on the way, or the file, is closed to others): gate run starts the tests as a user of its own (the sandbox), with the same PATH`;
  const fix =
    'install the runner for a Python every user can run (the system one, or one under /opt or /usr/local), make this one reachable, or set GATE_SANDBOX=off for runs on this machine (CI runners install Python where every user can run it)';
  if (theirs === undefined) return { problem: `${why}, and finds no python3 at all: ${fix}` };
  if (runner === 'pytest' && !importsPytest(theirs))
    return { problem: `${why}, and finds ${theirs}, which cannot import pytest: ${fix}` };
  return { note: `${why}: it will run ${theirs} instead` };
}
