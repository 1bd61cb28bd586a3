/**
 * The run's one `git cat-file --batch` per repository (src/adapters/git-objects.ts) and the base
 * tree read through it (src/oracle/base-tree.ts): over generated trees every folder reads as
 * `git ls-tree` lists it (names with spaces, newlines and non-ASCII, executable files, links,
 * submodules, folders), a blob streamed in chunks is the blob, reads answer in order, a missing
 * object or a malformed id is an error, and no process is left once the reader is closed or idle.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { closeObjectReaders, objectInfo, readObject, streamObject } from '../../src/adapters/git-objects.js';
import { gitBaseTree, type TreeEntry } from '../../src/oracle/base-tree.js';
import { TestRepo } from '../helpers/repo.js';

afterEach(() => closeObjectReaders());

/** What `git ls-tree -z` lists for a tree: name → mode, type, id. */
function lsTree(repo: TestRepo, tree: string): Map<string, TreeEntry> {
  const out = execFileSync('git', ['ls-tree', '-z', '--full-tree', tree], { cwd: repo.dir });
  const entries = new Map<string, TreeEntry>();
  for (const record of out.toString('utf8').split('\0')) {
    if (record === '') continue;
    const tab = record.indexOf('\t');
    const [mode, type, id] = record.slice(0, tab).split(' ') as [string, TreeEntry['type'], string];
    entries.set(record.slice(tab + 1), { mode, type, id });
  }
  return entries;
}

/** `git cat-file` processes of this test process's repositories still running. */
function batchProcesses(dir: string): number {
  let n = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const cwd = execFileSync('readlink', [`/proc/${pid}/cwd`], { encoding: 'utf8' }).trim();
      if (cmd.includes('cat-file') && cwd === dir) n++;
    } catch {
      // Gone meanwhile.
    }
  }
  return n;
}

const name = fc
  .string({
    unit: fc.constantFrom('a', 'B', ' ', '\n', 'é', '日', '-', '.', '_', '1'),
    minLength: 1,
    maxLength: 8,
  })
  .filter((s) => s !== '.' && s !== '..' && s !== '.git' && !s.includes('/'));

describe('git objects through one batch reader', () => {
  it('over generated trees, every folder reads as git ls-tree lists it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.tuple(name, fc.option(name, { nil: undefined }), fc.constantFrom('file', 'exec', 'link')),
          {
            minLength: 1,
            maxLength: 12,
            selector: ([a, b]) => `${a}/${b ?? ''}`,
          },
        ),
        async (specs) => {
          const repo = new TestRepo('gate-objects-');
          const files: Record<string, string | { symlink: string }> = {};
          for (const [top, sub, kind] of specs) {
            const path = sub === undefined ? `f-${top}` : `d-${top}/${sub}`;
            files[path] = kind === 'link' ? { symlink: `../${top}` } : `bytes of ${path}\n`;
          }
          repo.commit(files, 'generated');
          for (const [top, sub, kind] of specs)
            if (kind === 'exec')
              repo.git(
                'update-index',
                '--chmod=+x',
                '--',
                sub === undefined ? `f-${top}` : `d-${top}/${sub}`,
              );
          // A submodule entry (a commit id in the tree), as git records one.
          repo.git('update-index', '--add', '--cacheinfo', `160000,${repo.git('rev-parse', 'HEAD')},sub`);
          repo.git('commit', '-q', '-m', 'modes');
          const tree = gitBaseTree(repo.dir, 'HEAD');
          const root = await tree.root();
          const want = lsTree(repo, root);
          expect(new Map(await tree.entries(root))).toEqual(want);
          for (const entry of want.values())
            if (entry.type === 'tree')
              expect(new Map(await tree.entries(entry.id))).toEqual(lsTree(repo, entry.id));
          for (const entry of want.values())
            if (entry.mode === '120000')
              expect((await tree.linkTarget(entry.id)).toString('utf8')).toBe(
                execFileSync('git', ['cat-file', 'blob', entry.id], { cwd: repo.dir, encoding: 'utf8' }),
              );
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);

  it('streams a blob larger than a pipe in chunks, answers concurrent reads in order, and refuses what is not an object', async () => {
    const repo = new TestRepo('gate-objects-');
    const big = randomBytes(3 * 1024 * 1024).toString('base64');
    repo.commit({ 'big.txt': big, 'small.txt': 'small\n' }, 'base');
    const id = (path: string) => repo.git('rev-parse', `HEAD:${path}`);
    const chunks: Buffer[] = [];
    const [type, small, again] = await Promise.all([
      streamObject(repo.dir, id('big.txt'), (c) => chunks.push(Buffer.from(c))),
      readObject(repo.dir, id('small.txt')),
      readObject(repo.dir, id('big.txt')),
    ]);
    expect(type).toBe('blob');
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(big);
    expect(small).toEqual({ type: 'blob', size: 6, content: Buffer.from('small\n') });
    // Type and size alone, as git cat-file -t / -s give them, the content not read.
    for (const [path, kind] of [
      ['big.txt', 'blob'],
      ['', 'tree'],
    ] as const)
      expect(await objectInfo(repo.dir, id(path))).toEqual({
        type: kind,
        size: Number(repo.git('cat-file', '-s', id(path))),
      });
    await expect(objectInfo(repo.dir, '0'.repeat(40))).rejects.toThrow(/missing/);
    expect(again.content.toString('utf8')).toBe(big);
    await expect(readObject(repo.dir, '0'.repeat(40))).rejects.toThrow(/missing/);
    // The reader goes on after a missing object.
    expect((await readObject(repo.dir, id('small.txt'))).content.toString('utf8')).toBe('small\n');
    await expect(readObject(repo.dir, 'HEAD')).rejects.toThrow(/not a git object id/);
    await expect(readObject(repo.dir, `${id('small.txt')}\n${id('big.txt')}`)).rejects.toThrow(
      /not a git object id/,
    );
  }, 60_000);

  it('leaves no process behind: closed at the end of a run, and ended by itself when idle', async () => {
    const repo = new TestRepo('gate-objects-');
    repo.commit({ 'a.txt': 'a\n' }, 'base');
    const blob = repo.git('rev-parse', 'HEAD:a.txt');
    await readObject(repo.dir, blob);
    expect(batchProcesses(repo.dir)).toBe(1);
    closeObjectReaders();
    await waitFor(() => batchProcesses(repo.dir) === 0);
    await readObject(repo.dir, blob);
    expect(batchProcesses(repo.dir)).toBe(1);
    // Idle: it ends without being closed.
    await waitFor(() => batchProcesses(repo.dir) === 0);
  }, 60_000);
});

/** Polls `done` (no fixed sleep in an assertion): fails only after a generous wait. */
async function waitFor(done: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('waited too long');
    await new Promise((r) => setTimeout(r, 25));
  }
}
