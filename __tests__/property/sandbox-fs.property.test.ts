/**
 * The sandbox's privileged file work over generated inputs, as root (CI on this project's machines):
 * - the walk that grants a checkout to the run's group and hands it back, split into 1 to 4 parts,
 *   over generated trees (odd names, nested folders, `.git` at any depth, links out, hard links to a
 *   file outside; the modes a checkout's entries have, group-writable and private ones too): every
 *   file and folder granted once and handed back with the mode it had, each refusal reported once,
 *   nothing under `.git` and nothing a link reaches touched;
 * - the end-of-run removal of what the run's users left in the shared temp folders, over generated
 *   leftovers (files, folders, world-writable folders holding links to a root-only folder, links, FIFOs,
 *   names with spaces, newlines, a leading dash): all gone, the root-only folder and a file of the
 *   gate's user beside them untouched.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { WALKER } from '../../src/adapters/sandbox-walk.js';
import { chooseRunner, type GateRunner } from '../../src/adapters/sandbox.js';
import { tempDir } from '../helpers/tmp.js';
import { checkAsyncProperty, checkProperty } from './runs.js';

jest.setTimeout(180_000);

const asRoot = process.getuid?.() === 0 && process.platform === 'linux';

/** File names as a hostile tree might hold them. */
const nameArb = fc
  .array(fc.constantFrom('a', 'b', 'z', ' ', '-', '.', 'é', '\n', '_'), { minLength: 1, maxLength: 6 })
  .map((cs) => cs.join(''))
  .filter((n) => n !== '.' && n !== '..')
  .chain((n) => fc.constantFrom(n, '.git'));

type Kind = 'file' | 'exec' | 'dir' | 'link' | 'hardlink';
/** Modes a checkout's entries may have: the usual ones, group-writable ones (umask 002), private ones. */
const MODES: Record<'file' | 'exec' | 'dir', number[]> = {
  file: [0o644, 0o664, 0o600, 0o640],
  exec: [0o755, 0o775, 0o700],
  dir: [0o755, 0o775, 0o750, 0o2755],
};
const treeArb = fc.record({
  entries: fc.array(
    fc.record({
      parent: fc.nat(),
      name: nameArb,
      kind: fc.constantFrom<Kind>('file', 'exec', 'dir', 'dir', 'link', 'hardlink'),
      mode: fc.nat(),
    }),
    { minLength: 1, maxLength: 40 },
  ),
  parts: fc.integer({ min: 1, max: 4 }),
});

function walk(job: Record<string, unknown>): { modes: unknown[]; refused: string[] } {
  const r = spawnSync(process.execPath, ['-e', WALKER, JSON.stringify(job)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`walker exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout) as { modes: unknown[]; refused: string[] };
}

/** A root-only folder holding a root-only file, and everything about them. */
function sentinel(): { dir: string; snap: () => unknown[] } {
  const dir = tempDir('gate-sentinel-');
  writeFileSync(join(dir, 'secret'), 'root only\n', { mode: 0o600 });
  chmodSync(dir, 0o700);
  const snap = () => {
    const d = statSync(dir);
    const f = statSync(join(dir, 'secret'));
    return [d.mode, d.uid, d.gid, f.mode, f.gid, readFileSync(join(dir, 'secret'), 'utf8'), readdirSync(dir)];
  };
  return { dir, snap };
}

(asRoot ? describe : describe.skip)('the sandbox’s file work, generated', () => {
  it('the split walk grants every file and folder once, refuses each hard link once, and hands all back', () => {
    checkProperty(
      'sandbox walk in parts',
      treeArb,
      ({ entries, parts }) => {
        const root = tempDir('gate-walkprop-');
        const tree = join(root, 'repo');
        mkdirSync(tree);
        const outside = join(root, 'outside.txt');
        writeFileSync(outside, 'outside\n', { mode: 0o644 });
        const s = sentinel();
        const before = s.snap();
        const dirs = [tree];
        const made: Array<{ path: string; kind: Kind }> = [];
        for (const e of entries) {
          const path = join(dirs[e.parent % dirs.length]!, e.name);
          if (existsSync(path) || made.some((m) => m.path === path)) continue;
          if (e.kind === 'dir') {
            mkdirSync(path);
            dirs.push(path);
          } else if (e.kind === 'link') symlinkSync(s.dir, path);
          else if (e.kind === 'hardlink') linkSync(outside, path);
          else writeFileSync(path, 'x\n');
          if (e.kind === 'dir' || e.kind === 'file' || e.kind === 'exec')
            chmodSync(path, MODES[e.kind][e.mode % MODES[e.kind].length]!);
          made.push({ path, kind: e.kind });
        }
        const underGit = (p: string) => relative(tree, p).split('/').includes('.git');
        const gid = 4243;
        const treeMode = statSync(tree).mode & 0o7777;
        const modes = new Map([tree, ...made.map((m) => m.path)].map((p) => [p, lstatSync(p).mode]));
        const record = join(root, 'modes');
        const granted = walk({
          op: 'grant',
          roots: [tree],
          owner: 0,
          gid,
          skip: [],
          sticky: [],
          parts,
          record,
        });
        // The top folder's mode is recorded once, by the part that changed it, to be restored.
        expect(granted.modes).toEqual([{ path: tree, mode: treeMode }]);
        const hard = made.filter((m) => m.kind === 'hardlink' && !underGit(m.path)).map((m) => m.path);
        expect(granted.refused.sort()).toEqual(
          hard.map((p) => `${p} (not a file of the gate’s with one name)`).sort(),
        );
        for (const m of made) {
          const st = lstatSync(m.path);
          const shouldGrant =
            (m.kind === 'file' || m.kind === 'exec' || m.kind === 'dir') && !underGit(m.path);
          expect([m.path, st.gid]).toEqual([m.path, shouldGrant ? gid : 0]);
          if (shouldGrant) expect(st.mode & 0o060).toBe(0o060);
        }
        expect(lstatSync(outside).gid).toBe(0);
        expect(s.snap()).toEqual(before);
        const back = walk({
          op: 'giveBack',
          roots: [tree],
          uids: [gid],
          gid,
          toUid: 0,
          toGid: 0,
          parts,
          records: [record],
        });
        expect(back.refused).toEqual([]);
        // Owner, group and mode as they were: the group bits the grant added do not outlive the run.
        for (const m of [tree, ...made.map((x) => x.path)]) {
          const st = lstatSync(m);
          expect([m, st.gid, st.mode]).toEqual([m, 0, modes.get(m)]);
        }
        rmSync(root, { recursive: true, force: true });
      },
      15,
    );
  });

  describe('what a run leaves in the shared temp folders', () => {
    const runners: GateRunner[] = [];
    afterEach(() => {
      for (const r of runners.splice(0)) r.dispose();
    });

    type Left = 'file' | 'dir' | 'open-dir-with-link' | 'link' | 'fifo';
    const leftArb = fc.array(
      fc.record({
        where: fc.constantFrom('/tmp', '/var/tmp', '/dev/shm'),
        name: nameArb.filter((n) => n !== '.git'),
        dash: fc.boolean(),
        kind: fc.constantFrom<Left>('file', 'dir', 'open-dir-with-link', 'link', 'fifo'),
      }),
      { minLength: 1, maxLength: 8 },
    );

    it('is gone when the run ends, whatever it is and however it is named; nothing else is', async () => {
      let round = 0;
      await checkAsyncProperty(
        'shared temp sweep',
        leftArb,
        async (left) => {
          const tag = `gate-sweepprop-${process.pid}-${round++}`;
          const s = sentinel();
          const before = s.snap();
          const decoy = join('/tmp', `${tag}-gate-user`);
          writeFileSync(decoy, 'the gate user’s\n');
          const plan = left.map((l, i) => ({
            path: join(l.where, `${l.dash ? '-' : ''}${tag}-${i}-${l.name}`),
            kind: l.kind,
          }));
          const box = tempDir('gate-sweepprop-box-');
          const checkout = join(box, 'repo');
          mkdirSync(join(checkout, '.git'), { recursive: true });
          const r = chooseRunner({ setting: 'require', checkout, protect: [], reach: [] });
          runners.push(r);
          const prog = join(box, 'plant.mjs');
          writeFileSync(
            prog,
            `import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
for (const { path, kind } of ${JSON.stringify(plan)}) {
  if (existsSync(path)) continue;
  if (kind === 'file') writeFileSync(path, 'left\\n');
  else if (kind === 'dir') { mkdirSync(path + '/deep', { recursive: true }); writeFileSync(path + '/deep/f', 'x'); }
  else if (kind === 'open-dir-with-link') { mkdirSync(path); chmodSync(path, 0o777); symlinkSync(${JSON.stringify(s.dir)}, path + '/to-root'); }
  else if (kind === 'link') symlinkSync(${JSON.stringify(s.dir)}, path);
  else execFileSync('mkfifo', ['--', path]);
}
console.log('planted');
`,
            { mode: 0o644 },
          );
          const res = await r.run({ file: prog, cwd: checkout, timeoutMs: 20_000 });
          expect(res.stdout).toContain('planted');
          // Planted by the run's user, not the gate's.
          for (const p of plan) expect([p.path, lstatSync(p.path).uid === 0]).toEqual([p.path, false]);
          r.dispose();
          for (const p of plan)
            expect([p.path, existsSync(p.path) || isLink(p.path)]).toEqual([p.path, false]);
          expect(s.snap()).toEqual(before);
          expect(readFileSync(decoy, 'utf8')).toBe('the gate user’s\n');
          rmSync(decoy);
          rmSync(box, { recursive: true, force: true });
        },
        5,
      );
    });
  });
});

function isLink(p: string): boolean {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}
