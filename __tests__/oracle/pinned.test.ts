/**
 * The pinned oracle (src/oracle/pinned.ts) on a real repository: what the base revision's git objects
 * hold at each oracle path, checked in a working tree — bytes, links, folders, the stat shortcut.
 */
import { describe, expect, it } from '@jest/globals';
import {
  chmodSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { gitBaseTree } from '../../src/oracle/base-tree.js';
import { PinnedOracle, blobIdOf, pinsOf, protectedFiles } from '../../src/oracle/pinned.js';
import { TestRepo } from '../helpers/repo.js';

function repoWithOracle(): { repo: TestRepo; pins: () => Promise<PinnedOracle> } {
  const repo = new TestRepo('gate-pinned-');
  repo.commit({
    'gate/invariants/law.mjs': 'process.exit(0);\n',
    'gate/helpers/util.mjs': 'export const x = 1;\n',
    'gate/link.mjs': { symlink: 'invariants/law.mjs' },
    'src/code.mjs': 'export const y = 2;\n',
  });
  const tree = gitBaseTree(repo.dir, 'HEAD');
  return {
    repo,
    pins: async () =>
      new PinnedOracle(
        await pinsOf(tree, [
          'gate/invariants/law.mjs',
          'gate/link.mjs',
          ...(await protectedFiles(tree, ['gate/helpers/**'])),
          'gate/missing.yml',
        ]),
      ),
  };
}

describe('pinsOf / protectedFiles', () => {
  it('pins each file with its blob id, each link with its target, and the folders on the way', async () => {
    const { repo, pins } = repoWithOracle();
    const p = await pins();
    const kinds = Object.fromEntries(p.entries.map((e) => [e.path, e.kind]));
    expect(kinds).toEqual({
      gate: 'folder',
      'gate/invariants': 'folder',
      'gate/invariants/law.mjs': 'file',
      'gate/helpers': 'folder',
      'gate/helpers/util.mjs': 'file',
      'gate/link.mjs': 'link',
    });
    const law = p.entries.find((e) => e.path === 'gate/invariants/law.mjs');
    expect(law?.kind === 'file' ? law.id : '').toBe(repo.git('rev-parse', 'HEAD:gate/invariants/law.mjs'));
    const hashed = blobIdOf(join(repo.dir, 'gate/invariants/law.mjs'), 'sha1');
    expect('id' in hashed ? hashed.id : hashed.error).toBe(
      repo.git('hash-object', 'gate/invariants/law.mjs'),
    );
  });
});

describe('PinnedOracle.check', () => {
  it('a tree that holds the base revision has no difference', async () => {
    const { repo, pins } = repoWithOracle();
    const p = await pins();
    expect(p.differences(repo.dir)).toEqual([]);
    expect(p.check(repo.dir, 'before')).toBeNull();
    expect(p.mismatches).toEqual([]);
  });

  it.each([
    [
      'other bytes',
      (d: string) => writeFileSync(join(d, 'gate/invariants/law.mjs'), 'process.exit(1);\n'),
      /other bytes/,
    ],
    [
      'a file renamed away and another put there',
      (d: string) => {
        renameSync(join(d, 'gate/invariants/law.mjs'), join(d, 'gate/invariants/old.mjs'));
        writeFileSync(join(d, 'gate/invariants/law.mjs'), 'process.exit(0); // mine\n');
      },
      /other bytes/,
    ],
    [
      'a link to a copy',
      (d: string) => {
        writeFileSync(join(d, 'copy.mjs'), 'process.exit(0);\n');
        rmSync(join(d, 'gate/invariants/law.mjs'));
        symlinkSync(join(d, 'copy.mjs'), join(d, 'gate/invariants/law.mjs'));
      },
      /symbolic link where the base revision has a file/,
    ],
    ['a missing file', (d: string) => rmSync(join(d, 'gate/helpers/util.mjs')), /missing/],
    [
      'a folder where the file was',
      (d: string) => {
        rmSync(join(d, 'gate/helpers/util.mjs'));
        mkdirSync(join(d, 'gate/helpers/util.mjs'));
      },
      /a folder where the base revision has a file/,
    ],
    [
      'a folder swapped for a link to a copy of it',
      (d: string) => {
        renameSync(join(d, 'gate/invariants'), join(d, 'elsewhere'));
        symlinkSync(join(d, 'elsewhere'), join(d, 'gate/invariants'));
      },
      /gate\/invariants: a symbolic link where the base revision has a folder/,
    ],
    [
      'a link retargeted',
      (d: string) => {
        rmSync(join(d, 'gate/link.mjs'));
        symlinkSync('helpers/util.mjs', join(d, 'gate/link.mjs'));
      },
      /another target/,
    ],
  ])('%s is a difference naming the path', async (_what, change, why) => {
    const { repo, pins } = repoWithOracle();
    const p = await pins();
    expect(p.check(repo.dir, 'before')).toBeNull();
    change(repo.dir);
    const d = p.check(repo.dir, 'after the invariant');
    expect(d).toMatch(why);
    expect(p.mismatches.join('\n')).toContain('(after the invariant)');
  });

  it('the stat shortcut cannot hide new bytes of the same size with the old mtime put back', async () => {
    const { repo, pins } = repoWithOracle();
    const p = await pins();
    const file = join(repo.dir, 'gate/invariants/law.mjs');
    expect(p.check(repo.dir, 'before')).toBeNull();
    const st = statSync(file);
    writeFileSync(file, 'process.exit(7);\n'); // same length
    utimesSync(file, st.atime, st.mtime);
    expect(p.check(repo.dir, 'after')).toMatch(/other bytes/);
  });

  it('seal makes the pinned files read-only and unseal gives the modes back', async () => {
    const { repo, pins } = repoWithOracle();
    const p = await pins();
    const file = join(repo.dir, 'gate/helpers/util.mjs');
    chmodSync(file, 0o664);
    p.seal(repo.dir);
    expect(statSync(file).mode & 0o222).toBe(0);
    expect(p.differences(repo.dir)).toEqual([]);
    p.unseal();
    expect(statSync(file).mode & 0o777).toBe(0o664);
  });
});
