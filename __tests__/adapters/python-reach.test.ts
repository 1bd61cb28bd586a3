/**
 * Which python3 the sandbox's user finds (src/adapters/python-reach.ts), from permission bits on real
 * folders: a Python in a private home (mode 700, as pyenv under /root) is this user's only, and
 * `gate check` says so — a problem when that user finds none or one without pytest (found adopting
 * the gate: check passed, then every run held on "No module named pytest"), a note otherwise.
 */
import { describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { othersCanRun, pythonsOnPath, sandboxPython } from '../../src/adapters/python-reach.js';
import { tempDir } from '../helpers/tmp.js';

/** A folder holding an executable `python3` script, with the folder's mode and the file's. */
function pythonIn(root: string, name: string, folderMode: number, fileMode = 0o755): string {
  const dir = join(root, name);
  mkdirSync(dir);
  const file = join(dir, 'python3');
  writeFileSync(file, '#!/bin/sh\nexit 0\n');
  chmodSync(file, fileMode);
  chmodSync(dir, folderMode);
  return dir;
}

describe('the python3 another user finds', () => {
  it('is not one in a folder closed to others, nor a file they cannot read and run', () => {
    // Under /tmp (mode 1777 on Linux): every folder above is searchable by others, whatever TMPDIR is.
    const root = tempDir('gate-python-reach-', '/tmp');
    chmodSync(root, 0o755);
    const open = pythonIn(root, 'open', 0o755);
    const home = pythonIn(root, 'home', 0o700);
    const unreadable = pythonIn(root, 'unreadable', 0o755, 0o711);
    expect(othersCanRun(join(open, 'python3'))).toBe(true);
    expect(othersCanRun(join(home, 'python3'))).toBe(false);
    expect(othersCanRun(join(unreadable, 'python3'))).toBe(false);
    // A link in an open folder to a file in a closed one: the target's folders count too.
    const linked = join(root, 'linked');
    mkdirSync(linked, { mode: 0o755 });
    chmodSync(linked, 0o755);
    symlinkSync(join(home, 'python3'), join(linked, 'python3'));
    expect(othersCanRun(join(linked, 'python3'))).toBe(false);
    expect(pythonsOnPath([home, join(root, 'none'), open].join(delimiter))).toEqual({
      ours: join(home, 'python3'),
      theirs: join(open, 'python3'),
    });
    expect(pythonsOnPath([open, home].join(delimiter))).toEqual({
      ours: join(open, 'python3'),
      theirs: join(open, 'python3'),
    });
  });

  it('gate check: a problem when that user finds none, or one without pytest; a note when it finds another', () => {
    const root = tempDir('gate-python-reach-check-', '/tmp');
    chmodSync(root, 0o755);
    const open = pythonIn(root, 'open', 0o755);
    const home = pythonIn(root, 'home', 0o700);
    const none = sandboxPython('unittest', home, () => true);
    expect(none?.problem).toMatch(
      new RegExp(
        `^python3 on this PATH is ${join(home, 'python3')}, which another user cannot reach.*finds no python3 at all: install the runner`,
      ),
    );
    const path = [home, open].join(delimiter);
    expect(sandboxPython('pytest', path, () => false)?.problem).toMatch(
      new RegExp(`finds ${join(open, 'python3')}, which cannot import pytest`),
    );
    expect(sandboxPython('pytest', path, () => true)).toEqual({
      note: expect.stringMatching(new RegExp(`it will run ${join(open, 'python3')} instead$`)),
    });
    expect(sandboxPython('unittest', path, () => false)?.problem).toBeUndefined();
    // The same python3 for both: nothing to say.
    expect(sandboxPython('pytest', [open, home].join(delimiter), () => false)).toBeNull();
  });
});
