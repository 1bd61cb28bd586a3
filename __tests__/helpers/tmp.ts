/**
 * Temp folders a test file makes, removed when that file's tests are done: a root-level `afterAll` of
 * every test file that imports this module, directly or through another helper. Only the folders
 * made here are removed, by their exact path — never by a name pattern, since suites running at the
 * same time (other jest workers, other checkouts) own folders with the same prefixes. Python's cache
 * prefix folder, which the product removes when the last run holding it ends (or at process exit,
 * which under jest is not this file's end), goes too when a test ran programs outside a run.
 */
import { afterAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdPycachePrefix } from '../../src/adapters/proc.js';

const made: string[] = [];

afterAll(() => {
  // Taken and let go at once: removed if no run of this file still holds it.
  holdPycachePrefix()();
  for (const dir of made.splice(0).reverse()) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Still in use (a mount a failed test left): the failure that left it is the one to read.
    }
  }
});

/** A fresh folder `<parent>/<prefix>XXXXXX` (parent: the temp folder), removed after this file's tests. */
export function tempDir(prefix: string, parent: string = tmpdir()): string {
  const dir = mkdtempSync(join(parent, prefix));
  made.push(dir);
  return dir;
}

/** Removes `dir` with the others after this file's tests (a folder made by other means). */
export function removeAfterAll(dir: string): string {
  made.push(dir);
  return dir;
}
