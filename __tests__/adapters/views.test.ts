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
  chmodSync,
  lstatSync,
  mkdtempSync,
  statSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  openViews,
  trackedFiles,
  treeAccessSetting,
  IDMAP_FROM_FILES,
  type ViewsSetting,
} from '../../src/adapters/views.js';
import { chooseRunner, type GateRunner } from '../../src/adapters/sandbox.js';
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

/** Every entry of a tree but `.git`: kind, bytes or link target, the executable bit, and empty folders. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel))) {
      if (rel === '' && (name === '.git' || name === '.gate')) continue;
      const r = rel === '' ? name : `${rel}/${name}`;
      const st = lstatSync(join(dir, r));
      if (st.isSymbolicLink()) out[r] = `link ${readlinkSync(join(dir, r))}`;
      else if (st.isDirectory()) {
        // An empty folder too: git checks out none, so a tree that holds one is not the revision's.
        if (readdirSync(join(dir, r)).length === 0) out[r] = 'empty folder';
        walk(r);
      } else out[r] = `file ${(st.mode & 0o100) !== 0 ? 'x' : '-'} ${readFileSync(join(dir, r), 'utf8')}`;
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

/** `overlay-idmap`: overlay views lent to a user of a real sandbox through idmapped binds. */
type Way = ViewsSetting | 'overlay-idmap';
const settings: Way[] = canMount ? ['overlay', 'overlay-idmap', 'checkout'] : ['checkout'];

describe.each(settings)('replay trees (%s)', (way) => {
  it('over generated changes, the base tree is the base revision and the candidate tree the checkout, fresh each time', async () => {
    const setting: ViewsSetting = way === 'checkout' ? 'checkout' : 'overlay';
    const box: GateRunner | undefined =
      way === 'overlay-idmap' ? chooseRunner({ setting: 'require' }) : undefined;
    try {
      for (let seed = 1; seed <= 12; seed++) {
        const { base: baseFiles, head: headFiles } = generate(seed);
        const repo = new TestRepo();
        const base = repo.commit(baseFiles, 'base');
        const head = repo.commit(headFiles, 'head');
        const state = mkdtempSync(join(tmpdir(), 'gate-views-state-'));
        // The sandbox's users reach the views (and a script beside them) as they would a run's state folder.
        if (box !== undefined) for (const d of [tmpdir(), state]) chmodSync(d, statSync(d).mode | 0o011);
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
          ...(box?.owner !== undefined ? { owner: box.owner, access: 'idmap' as const, pins: [] } : {}),
        });
        try {
          expect(views.info.mechanism).toBe(setting);
          if (box !== undefined) expect(views.info.access).toBe('idmap');
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
                if (box !== undefined) {
                  // The view's user writes a file of the checkout in place, as a program of the attempt would.
                  const p = join(state, `w-${seed}-${round}.sh`);
                  writeFileSync(p, 'echo more >> keep.txt && id -u\n', { mode: 0o755 });
                  const r = await box.run({ file: p, cwd: t.dir, timeoutMs: 10_000 });
                  expect({ seed, exit: r.exitCode }).toEqual({ seed, exit: 0 });
                  expect(Number(r.stdout.trim())).not.toBe(0);
                }
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
    } finally {
      box?.dispose();
    }
  }, 240_000);
});

describe.each(settings)('hiding files in a view (%s)', (way) => {
  it('removes files from the fresh view only, follows no link on the way, and is refused where trees are the checkout', async () => {
    const setting: ViewsSetting = way === 'checkout' ? 'checkout' : 'overlay';
    const box: GateRunner | undefined =
      way === 'overlay-idmap' ? chooseRunner({ setting: 'require' }) : undefined;
    const repo = new TestRepo();
    const outside = mkdtempSync(join(tmpdir(), 'gate-views-outside-'));
    writeFileSync(join(outside, 'x.js'), 'outside\n');
    const base = repo.commit({ 'src/a.js': 'a\n' }, 'base');
    repo.commit(
      { 'test/new.spec.js': 'new\n', 'test/keep.spec.js': 'keep\n', linked: { symlink: outside } },
      'head',
    );
    const state = mkdtempSync(join(tmpdir(), 'gate-views-hide-'));
    if (box !== undefined) for (const d of [tmpdir(), state]) chmodSync(d, statSync(d).mode | 0o011);
    const worktrees: string[] = [];
    const views = await openViews({
      checkout: repo.dir,
      baseSha: base,
      changed: ['test/new.spec.js', 'test/keep.spec.js', 'linked'],
      dirty: [],
      state,
      setting,
      fallbackBase: () => baseReplayCheckout({ root: repo.dir, baseSha: base }, worktrees, state),
      ...(box?.owner !== undefined ? { owner: box.owner, access: 'idmap' as const, pins: [] } : {}),
    });
    try {
      const seen = await views.candidate(async (t) => {
        const hid = await views.hide(t.dir, ['test/new.spec.js', 'test/absent.spec.js', 'nowhere/x.js']);
        const after = snapshot(t.dir);
        const link = await views.hide(t.dir, ['linked/x.js']).then(
          () => 'hidden',
          (err: Error) => err.message,
        );
        const dots = await views.hide(t.dir, ['test/../src/a.js']).then(
          () => 'hidden',
          (err: Error) => err.message,
        );
        const git = await views.hide(t.dir, ['.git/config']).then(
          () => 'hidden',
          (err: Error) => err.message,
        );
        return { hid, after, link, dots, git };
      });
      if (setting === 'checkout') {
        // The checkout itself is never written: nothing is hidden, and the caller is told.
        expect(seen.hid).toBe(false);
        expect(seen.after['test/new.spec.js']).toMatch(/^file . new\n$/);
      } else {
        expect(seen.hid).toBe(true);
        expect(seen.after['test/new.spec.js']).toBeUndefined();
        expect(seen.after['test/keep.spec.js']).toMatch(/^file . keep\n$/);
        expect(seen.link).toMatch(/linked is not a folder/);
        expect(seen.dots).toMatch(/not a repository path/);
        expect(seen.git).toMatch(/not a repository path/);
        // The next view holds the file again.
        expect(await views.candidate(async (t) => snapshot(t.dir)['test/new.spec.js'])).toMatch(
          /^file . new\n$/,
        );
      }
      // Nothing outside the tree, nor the checkout, was touched.
      expect(readFileSync(join(outside, 'x.js'), 'utf8')).toBe('outside\n');
      expect(readFileSync(join(repo.dir, 'test/new.spec.js'), 'utf8')).toBe('new\n');
    } finally {
      views.dispose();
      for (const w of worktrees) await removeWorktree(repo.dir, w);
      rmSync(state, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
      box?.dispose();
    }
  }, 120_000);
});

describe('how user code may write the views (GATE_TREE_ACCESS)', () => {
  it('reads auto (the default), idmap and grant, and names them otherwise', () => {
    expect(treeAccessSetting(undefined)).toBe('auto');
    expect(treeAccessSetting(' IDMAP ')).toBe('idmap');
    expect(treeAccessSetting('grant')).toBe('grant');
    expect(() => treeAccessSetting('acl')).toThrow(/auto, idmap or grant/);
  });

  it('counts the tracked files from the index, in a checkout and in a worktree of it', async () => {
    const repo = new TestRepo();
    const files: Files = {};
    for (let i = 0; i < 37; i++) files[`d${i % 3}/f${i}`] = `${i}\n`;
    const head = repo.commit(files, 'base');
    const listed = repo
      .git('ls-files')
      .split('\n')
      .filter((l) => l !== '').length;
    expect(trackedFiles(repo.dir)).toBe(listed);
    const state = mkdtempSync(join(tmpdir(), 'gate-views-count-'));
    try {
      const wt = await addWorktree(repo.dir, head, 'count', join(state, 'wt'));
      expect(lstatSync(join(wt, '.git')).isFile()).toBe(true);
      expect(trackedFiles(wt)).toBe(listed);
      await removeWorktree(repo.dir, wt);
    } finally {
      rmSync(state, { recursive: true, force: true });
    }
    expect(trackedFiles(state)).toBeUndefined();
    expect(IDMAP_FROM_FILES).toBeGreaterThan(listed);
  });
});
