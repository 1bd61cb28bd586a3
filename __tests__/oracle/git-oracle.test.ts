/**
 * The oracle of a run read from git's objects (src/oracle/reader.ts, GitOracle): the same answers as a
 * clean worktree of the base gives, without one; only what is asked for is written, with the blob's
 * bytes and mode, links as links, never through a link planted where a name is to be written.
 */
import { describe, expect, it } from '@jest/globals';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import { GitOracle, MAX_PROGRAM_FOLDER_FILES, Oracle } from '../../src/oracle/reader.js';
import { addWorktree, removeWorktree } from '../../src/adapters/git.js';
import { TestRepo } from '../helpers/repo.js';
import { tempDir } from '../helpers/tmp.js';

function baseRepo(): { repo: TestRepo; base: string } {
  const repo = new TestRepo('gate-git-oracle-');
  const base = repo.commit({
    'gate.yml': 'version: 1\n',
    'specs/check.mjs': "import { helper } from './lib/helper.mjs';\nhelper();\n",
    'specs/lib/helper.mjs': 'export const helper = () => 0;\n',
    'specs/data.txt': 'plain\n',
    'linked/specs': { symlink: '../specs' },
    'fixtures/inputs/a.txt': 'input a\n',
    'fixtures/inputs/b.txt': 'input b\n',
    'out/link': { symlink: '/etc' },
    'src/code.mjs': 'export const x = 1;\n',
  });
  // The candidate changes what the base holds, in the commit and in the checkout.
  repo.commit({ 'specs/check.mjs': 'process.exit(0);\n', 'gate.yml': 'version: 1 # candidate\n' });
  repo.write({ 'specs/lib/helper.mjs': 'export const helper = () => 1; // uncommitted\n' });
  return { repo, base };
}

describe('GitOracle', () => {
  it('answers as a worktree of the base does, writing only what was asked for', async () => {
    const { repo, base } = baseRepo();
    const dir = tempDir('gate-git-oracle-dir-');
    const oracle = new GitOracle(repo.dir, base, dir);
    const wt = await addWorktree(repo.dir, base, 'ref', tempDir('gate-git-oracle-ref-'));
    try {
      const ref = new Oracle(wt, base);
      expect(readdirSync(dir)).toEqual([]);
      for (const name of ['gate.yml', 'specs/data.txt', 'linked/specs/data.txt', 'specs/lib/helper.mjs'])
        expect(await oracle.readText(name)).toBe(await ref.readText(name));
      for (const name of [
        'gate.yml',
        'nothing',
        'specs',
        'specs/data.txt/x',
        'out/link/passwd',
        '../x',
        'linked/specs',
      ])
        expect([name, await oracle.exists(name)]).toEqual([name, await ref.exists(name)]);
      await expect(oracle.locate('out/link/passwd')).rejects.toThrow(/outside|escapes|link/);
      const inputs = ['fixtures/inputs/a.txt', 'fixtures/inputs/b.txt'];
      const [mine, theirs] = [await oracle.hashInputs(inputs), await ref.hashInputs(inputs)];
      expect(mine.ok && theirs.ok && mine.digest === theirs.digest).toBe(true);
      // Links are written as links, never as what they reach.
      expect(lstatSync(join(dir, 'linked', 'specs')).isSymbolicLink()).toBe(true);
      expect(readlinkSync(join(dir, 'linked', 'specs'))).toBe('../specs');
      // Nothing that was not asked for: no code of the project.
      expect(existsSync(join(dir, 'src'))).toBe(false);
      expect(oracle.reads).toEqual([
        'gate.yml',
        'specs/data.txt',
        'linked/specs/data.txt',
        'specs/lib/helper.mjs',
      ]);
    } finally {
      await removeWorktree(repo.dir, wt);
    }
  });

  it('locates a program with its own folder, at the base bytes and mode', async () => {
    const { repo, base } = baseRepo();
    const dir = tempDir('gate-git-oracle-dir-');
    const oracle = new GitOracle(repo.dir, base, dir);
    const spec = await oracle.locate('specs/check.mjs');
    expect(spec).toBe(join(dir, 'specs', 'check.mjs'));
    expect(readFileSync(spec, 'utf8')).toContain('./lib/helper.mjs');
    expect(lstatSync(spec).mode & 0o111).not.toBe(0);
    expect(readFileSync(join(dir, 'specs', 'lib', 'helper.mjs'), 'utf8')).toBe(
      'export const helper = () => 0;\n',
    );
    expect(lstatSync(join(dir, 'specs', 'data.txt')).mode & 0o111).toBe(0);
    // A located file never reads into the read log.
    expect(oracle.reads).toEqual([]);
  });

  it('leaves a program folder past the cap to what the names need', async () => {
    const repo = new TestRepo('gate-git-oracle-');
    const files: Record<string, string> = { 'big/gen.mjs': 'export {};\n' };
    for (let i = 0; i <= MAX_PROGRAM_FOLDER_FILES; i++) files[`big/data/f${i}.txt`] = `${i}\n`;
    const base = repo.commit(files);
    const dir = tempDir('gate-git-oracle-dir-');
    const oracle = new GitOracle(repo.dir, base, dir);
    await oracle.locate('big/gen.mjs');
    expect(readdirSync(join(dir, 'big'))).toEqual(['gen.mjs']);
  });

  it('never writes through a link planted where a name is to be written', async () => {
    const { repo, base } = baseRepo();
    const dir = tempDir('gate-git-oracle-dir-');
    const elsewhere = tempDir('gate-git-oracle-elsewhere-');
    symlinkSync(elsewhere, join(dir, 'specs'));
    mkdirSync(join(dir, 'fixtures'));
    symlinkSync(join(elsewhere, 'a.txt'), join(dir, 'fixtures', 'inputs'));
    const oracle = new GitOracle(repo.dir, base, dir);
    await expect(oracle.readText('specs/data.txt')).rejects.toThrow();
    await expect(oracle.hashInputs(['fixtures/inputs/a.txt'])).rejects.toThrow();
    expect(readdirSync(elsewhere)).toEqual([]);
  });
});
