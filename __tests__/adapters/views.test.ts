/**
 * The replay trees of src/adapters/views.ts on real repositories: over generated changes (files
 * added, changed, deleted, made executable, turned into folders or links and back), the base tree
 * holds exactly the base revision's bytes, modes and links, and the candidate tree exactly the
 * checkout's; writes in one attempt are not seen by the next; the checkout is never written; every
 * mount is gone after dispose. The same holds for the way without mounts.
 */
import { dirtyPaths } from '../../src/run/checkout-state.js';
import { describe, expect, it } from '@jest/globals';
import {
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openViews, type ViewsSetting } from '../../src/adapters/views.js';
import { baseReplayCheckout } from '../../src/run/base-checkout.js';
import { addWorktree, removeWorktree } from '../../src/adapters/git.js';
import { TestRepo, type Files } from '../helpers/repo.js';

const canMount = process.getuid?.() === 0;

/** A small deterministic generator (mulberry32), so a failing case can be replayed from its seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ['a', 'b', 'c.txt', 'd/e', 'd/f.sh', 'g/h/i', 'g/j', 'k', 'l/m'];

/** A random change: each name kept, rewritten, deleted, made a link, or made a folder. */
function generate(seed: number): { base: Files; head: Files } {
  const r = rng(seed);
  const base: Files = { 'keep.txt': 'unchanged\n' };
  for (const n of NAMES) {
    const x = r();
    if (x < 0.15) base[n] = { symlink: n.includes('/') ? '../keep.txt' : 'keep.txt' };
    else if (x < 0.7) base[n] = `base ${n} ${seed}\n`;
  }
  const head: Files = {};
  for (const n of NAMES) {
    const x = r();
    if (x < 0.2) head[n] = `head ${n} ${seed}\n`;
    else if (x < 0.35) head[n] = null;
    else if (x < 0.45) head[n] = { symlink: 'keep.txt' };
    else if (x < 0.5 && !n.includes('/')) {
      head[n] = null;
      head[`${n}/inner`] = 'now a folder\n';
    }
  }
  return { base, head };
}

/** Every entry of a tree but `.git`: kind, bytes or link target, and the executable bit. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel))) {
      if (rel === '' && (name === '.git' || name === '.gate')) continue;
      const r = rel === '' ? name : `${rel}/${name}`;
      const st = lstatSync(join(dir, r));
      if (st.isSymbolicLink()) out[r] = `link ${readlinkSync(join(dir, r))}`;
      else if (st.isDirectory()) walk(r);
      else out[r] = `file ${(st.mode & 0o100) !== 0 ? 'x' : '-'} ${readFileSync(join(dir, r), 'utf8')}`;
    }
  };
  walk('');
  return out;
}

function changedPaths(repo: TestRepo, a: string, b: string): string[] {
  return repo
    .git('diff', '--name-only', '--no-renames', a, b)
    .split('\n')
    .filter((p) => p !== '');
}

const settings: ViewsSetting[] = canMount ? ['overlay', 'checkout'] : ['checkout'];

describe.each(settings)('replay trees (%s)', (setting) => {
  it('over generated changes, the base tree is the base revision and the candidate tree the checkout, fresh each time', async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { base: baseFiles, head: headFiles } = generate(seed);
      const repo = new TestRepo();
      const base = repo.commit(baseFiles, 'base');
      const head = repo.commit(headFiles, 'head');
      const state = mkdtempSync(join(tmpdir(), 'gate-views-state-'));
      const worktrees: string[] = [];
      // Only this test's mounts: other test files mount views of their own meanwhile.
      const ours = () =>
        readFileSync('/proc/self/mountinfo', 'utf8')
          .split('\n')
          .filter((l) => l.includes(state));
      const mountsBefore = ours();
      // The reference: a worktree of each revision, as git checks it out.
      const refBase = await addWorktree(repo.dir, base, 'ref', join(state, 'ref'));
      const views = await openViews({
        checkout: repo.dir,
        baseSha: base,
        changed: changedPaths(repo, base, head),
        dirty: await dirtyPaths(repo.dir),
        state,
        setting,
        fallbackBase: () => baseReplayCheckout({ root: repo.dir, baseSha: base }, worktrees, state),
      });
      try {
        expect(views.info.mechanism).toBe(setting);
        const want = { base: snapshot(refBase), head: snapshot(repo.dir) };
        for (let round = 0; round < 2; round++) {
          const seenBase = await views.base(async (t) => {
            const s = snapshot(t.dir);
            // An attempt writes and deletes; the next one must not see it.
            writeFileSync(join(t.dir, 'keep.txt'), 'written by an attempt\n');
            writeFileSync(join(t.dir, 'new-file'), 'x');
            writeFileSync(join(t.scratch, 'out.json'), '{}');
            return s;
          });
          expect({ seed, round, tree: seenBase }).toEqual({ seed, round, tree: want.base });
          if (setting === 'overlay') {
            const seenHead = await views.candidate(async (t) => {
              const s = snapshot(t.dir);
              writeFileSync(join(t.dir, 'keep.txt'), 'written by an attempt\n');
              rmSync(join(t.dir, 'keep.txt'));
              return s;
            });
            expect({ seed, round, tree: seenHead }).toEqual({ seed, round, tree: want.head });
          }
        }
        // The checkout itself was never written.
        expect(snapshot(repo.dir)).toEqual(want.head);
      } finally {
        views.dispose();
        for (const w of worktrees) await removeWorktree(repo.dir, w);
        await removeWorktree(repo.dir, refBase);
        rmSync(state, { recursive: true, force: true });
      }
      expect(ours()).toEqual(mountsBefore);
    }
  }, 240_000);
});
