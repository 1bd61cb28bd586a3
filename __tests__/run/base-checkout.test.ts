/**
 * The fallback base tree (GATE_VIEWS=checkout) is restored between base replays by the gate — as
 * root when the sandbox is on — in a tree the run's users could write, while other programs of the
 * run may still be running (candidate retries beside the base replay). Written as the attacker would:
 * a real process keeps swapping a folder of the tree for a link to an outside folder (and plants
 * links to an outside file and folder) while the gate restores the tree again and again. The outside
 * targets are never deleted or changed; the tree holds what the base holds after each restore.
 */
import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { restoreTree } from '../../src/run/base-checkout.js';
import { tempDir } from '../helpers/tmp.js';

/** A small base: a few folders of files, a link, and the worktree's `.git` pointer file. */
function makeSource(root: string): void {
  for (const d of ['src', 'src/deep', 'docs']) mkdirSync(join(root, d), { recursive: true });
  for (let i = 0; i < 20; i++) writeFileSync(join(root, 'src', `f${i}.txt`), `file ${i}\n`);
  writeFileSync(join(root, 'src/deep/x.txt'), 'deep\n');
  writeFileSync(join(root, 'docs/readme.md'), 'docs\n');
  symlinkSync('src/f0.txt', join(root, 'link'));
}

function makeOutside(root: string): { dir: string; file: string } {
  const dir = join(root, 'outside');
  mkdirSync(dir);
  for (let i = 0; i < 50; i++) writeFileSync(join(dir, `precious-${i}`), 'keep\n');
  const file = join(root, 'outside-file');
  writeFileSync(file, 'keep\n');
  chmodSync(file, 0o644);
  return { dir, file };
}

/** What an attacker left: a folder swapped for links, in a loop, until the file `stop` appears. */
const SWAPPER = `
const fs = require('fs');
const [tree, outside, stop] = process.argv.slice(1);
const names = ['src', 'docs', 'planted'];
let n = 0;
while (!fs.existsSync(stop)) {
  for (const name of names) {
    const p = tree + '/' + name;
    try { fs.mkdirSync(p); } catch {}
    try { fs.writeFileSync(p + '/bait', 'x'); } catch {}
    try { fs.renameSync(p, tree + '/.aside-' + n); } catch {}
    try { fs.symlinkSync(outside, p); } catch {}
    try { fs.unlinkSync(p); } catch {}
    try { fs.renameSync(tree + '/.aside-' + n, p); } catch {}
    n++;
  }
}
`;

describe('the base replay tree restore (GATE_VIEWS=checkout)', () => {
  it('planted links to an outside file and folder are removed as links; the targets are untouched', async () => {
    const root = tempDir('gate-restore-');
    const source = join(root, 'source');
    const tree = join(root, 'tree');
    mkdirSync(source);
    mkdirSync(tree);
    makeSource(source);
    writeFileSync(join(tree, '.git'), 'gitdir: /nowhere\n');
    const outside = makeOutside(root);
    // What a program in a base replay leaves behind.
    symlinkSync(outside.dir, join(tree, 'src'));
    mkdirSync(join(tree, 'docs'));
    symlinkSync(outside.dir, join(tree, 'docs', 'readme.md'));
    symlinkSync(outside.file, join(tree, 'planted-file'));
    symlinkSync(outside.dir, join(tree, 'planted-dir'));
    await restoreTree(tree, source);
    expect(readdirSync(outside.dir)).toHaveLength(50);
    expect(readFileSync(outside.file, 'utf8')).toBe('keep\n');
    expect(readdirSync(tree).sort()).toEqual(['.git', 'docs', 'link', 'src']);
    expect(lstatSync(join(tree, 'src')).isDirectory()).toBe(true);
    expect(readFileSync(join(tree, 'docs/readme.md'), 'utf8')).toBe('docs\n');
    expect(readFileSync(join(tree, '.git'), 'utf8')).toBe('gitdir: /nowhere\n');
  });

  it('a live process swapping folders for links to an outside folder while the tree is restored reaches nothing outside', async () => {
    const root = tempDir('gate-restore-race-');
    const source = join(root, 'source');
    const tree = join(root, 'tree');
    mkdirSync(source);
    mkdirSync(tree);
    makeSource(source);
    const outside = makeOutside(root);
    const stop = join(root, 'stop');
    const swapper = spawn(process.execPath, ['-e', SWAPPER, tree, outside.dir, stop], { stdio: 'ignore' });
    const exited = new Promise((r) => swapper.once('exit', r));
    let failures = 0;
    try {
      for (let i = 0; i < 300 && readdirSync(outside.dir).length === 50; i++) {
        // A restore that meets a name planted meanwhile fails (the replay fails closed): allowed.
        await restoreTree(tree, source).catch(() => failures++);
      }
    } finally {
      writeFileSync(stop, '');
      await exited;
    }
    expect(readdirSync(outside.dir).sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `precious-${i}`).sort(),
    );
    expect(readFileSync(outside.file, 'utf8')).toBe('keep\n');
    // Once the attacker is gone, a restore gives the base back.
    await restoreTree(tree, source);
    expect(readFileSync(join(tree, 'src/deep/x.txt'), 'utf8')).toBe('deep\n');
    expect(existsSync(join(tree, 'planted'))).toBe(false);
    expect(failures).toBeLessThan(300);
  }, 120_000);
});
