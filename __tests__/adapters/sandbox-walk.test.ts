/**
 * The sandbox's privileged walk (src/adapters/sandbox-walk.ts) run directly as root, split into
 * several parts as on a machine with more cores: every entry is changed by exactly one part, each
 * refusal is reported once, and the hand-back undoes the grant everywhere.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { linkSync, lstatSync, mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WALKER } from '../../src/adapters/sandbox-walk.js';
import { tempDir } from '../helpers/tmp.js';

const asRoot = process.getuid?.() === 0 && process.platform === 'linux';
const rootOnly = asRoot ? describe : describe.skip;

function walk(job: Record<string, unknown>): {
  modes: Array<{ path: string; mode: number }>;
  refused: string[];
} {
  const r = spawnSync(process.execPath, ['-e', WALKER, JSON.stringify(job)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`walker exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout) as { modes: Array<{ path: string; mode: number }>; refused: string[] };
}

/** Every entry under `dir` but `.git`, links included (lstat). */
function entries(dir: string): string[] {
  const all: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === '.git') continue;
    const p = join(dir, name);
    all.push(p);
    if (lstatSync(p).isDirectory()) all.push(...entries(p));
  }
  return all;
}

rootOnly('the privileged walk in parts', () => {
  it.each([1, 2, 3])(
    'with %i part(s): each file granted once, each refusal once, all handed back',
    (parts) => {
      const root = tempDir('gate-walk-');
      const tree = join(root, 'repo');
      for (let d = 0; d < 6; d++) {
        mkdirSync(join(tree, `d${d}`, 'sub'), { recursive: true });
        for (let f = 0; f < 40; f++)
          writeFileSync(join(tree, `d${d}`, f % 2 ? 'sub' : '', `f${f}.txt`), `${d}/${f}\n`, { mode: 0o644 });
      }
      mkdirSync(join(tree, '.git'));
      writeFileSync(join(tree, '.git', 'config'), '[core]\n', { mode: 0o644 });
      writeFileSync(join(root, 'outside.txt'), 'outside\n', { mode: 0o644 });
      linkSync(join(root, 'outside.txt'), join(tree, 'd0', 'hard.txt'));
      symlinkSync(join(root, 'outside.txt'), join(tree, 'd1', 'link.txt'));
      const gid = 4242;
      const treeMode = statSync(tree).mode & 0o7777;
      const granted = walk({ op: 'grant', roots: [tree], owner: 0, gid, skip: [], sticky: [], parts });
      expect(granted.refused).toEqual([`${tree}/d0/hard.txt (not a file of the gate’s with one name)`]);
      expect(granted.modes).toEqual([{ path: tree, mode: treeMode }]);
      const inTree = entries(tree).filter((p) => !p.endsWith('hard.txt') && !p.endsWith('link.txt'));
      expect(inTree.length).toBe(6 * 2 + 6 * 40);
      for (const p of [tree, ...inTree]) {
        const st = lstatSync(p);
        expect([p, st.gid, st.mode & 0o070]).toEqual([p, gid, st.isDirectory() ? 0o070 : 0o060]);
      }
      // Untouched: what the walk refused or must not follow, and .git.
      for (const p of [join(root, 'outside.txt'), join(tree, 'd1', 'link.txt'), join(tree, '.git', 'config')])
        expect(lstatSync(p).gid).toBe(0);
      const back = walk({ op: 'giveBack', roots: [tree], uids: [4242], gid, toUid: 0, toGid: 0, parts });
      expect(back.refused).toEqual([]);
      for (const p of [tree, ...inTree]) expect([p, lstatSync(p).gid]).toEqual([p, 0]);
    },
  );
});
