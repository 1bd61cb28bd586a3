// Extracts the reference classifier (classify_failure.py) from seed 002 into a temporary folder.
// The reference is read from the article at use time and never committed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where a `shared/seeds` folder may sit: beside any folder above the checkout (a clone nested anywhere
 * under the workspace finds it), and above the main checkout when this is a linked worktree.
 */
function seedFolders() {
  const starts = [root];
  try {
    const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (common) starts.push(dirname(common));
  } catch {
    // not a git checkout: the folders above it only
  }
  const folders = [];
  for (const start of starts) {
    for (let d = resolve(start); ; d = dirname(d)) {
      folders.push(join(d, 'shared', 'seeds'));
      if (dirname(d) === d) break;
    }
  }
  return [...new Set(folders)];
}

export function seedPath() {
  const candidates = [
    process.env.GATE_SEED_002,
    ...seedFolders().map((p) => join(p, '002_0cc84a73ae6a4cf9.txt')),
  ].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`seed 002 not found (looked in ${candidates.join(', ')}); set GATE_SEED_002`);
  return found;
}

/** Writes classify_failure.py into a new temporary folder and returns its path. */
export function extractReference() {
  const text = readFileSync(seedPath(), 'utf8');
  const start = text.indexOf('#!/usr/bin/env python3');
  const endMarker = 'raise SystemExit(main(sys.argv))';
  const end = text.indexOf(endMarker, start);
  if (start < 0 || end < 0) throw new Error('the reference listing was not found in seed 002');
  const dir = mkdtempSync(join(tmpdir(), 'gate-ref-'));
  const file = join(dir, 'classify_failure.py');
  writeFileSync(file, text.slice(start, end + endMarker.length) + '\n');
  return file;
}

/** The real python3 binary (not a version-manager shim), for side-by-side timing. */
export function realPython() {
  try {
    const exe = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
      encoding: 'utf8',
    }).trim();
    return exe || 'python3';
  } catch {
    return 'python3';
  }
}
