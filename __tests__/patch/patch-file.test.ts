/**
 * parseGitPatchFile reads a patch `git diff` wrote to disk one file part at a time: the same files,
 * paths, modes, added and removed lines as the whole-text parser, its lines re-read on demand, a part
 * changed on disk an error (never other lines), and a part past the cap named, not parsed. A link or
 * binary file graded as its whole content keeps the rest of what was parsed for it.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseGitPatchFile, parseUnifiedDiff, type ParsedDiff } from '../../src/patch/diff.js';
import { gradedPatch } from '../../src/patch/graded.js';
import { TestRepo } from '../helpers/repo.js';
import { tempDir } from '../helpers/tmp.js';

function gitPatch(): { file: string; text: string } {
  const repo = new TestRepo('gate-patchfile-');
  const base = repo.commit(
    { 'a.txt': 'one\ntwo\nthree\n', 'gone.txt': 'bye\n', 'moved.txt': 'same\nsame\nsame\nsame\n' },
    'base',
  );
  repo.git('rm', '-q', 'gone.txt');
  repo.git('mv', 'moved.txt', 'there.txt');
  repo.commit(
    {
      'a.txt': 'one\n2\nthree\nfour\n',
      'diff --git x.txt': 'diff --git a/x b/x\n+added\n',
      'caf\u00e9.txt': ' diff --git a/y b/y\n',
      'b.bin': Buffer.from([0, 1, 2, 0xff]),
    },
    'candidate',
  );
  const text = execFileSync('git', ['diff', '--binary', '--find-renames', base, 'HEAD'], {
    cwd: repo.dir,
    encoding: 'utf8',
  });
  const file = join(repo.dir, '..', `${repo.dir.split('/').pop()}.patch`);
  writeFileSync(file, text);
  return { file, text };
}

const plain = (d: ParsedDiff) => JSON.parse(JSON.stringify(d)) as unknown;

describe('parseGitPatchFile', () => {
  it('parses like the whole-text parser', () => {
    const { file, text } = gitPatch();
    const whole = parseUnifiedDiff(text);
    const parts = parseGitPatchFile(file, Buffer.byteLength(text), 1024 * 1024);
    expect(whole.files.length).toBeGreaterThanOrEqual(6);
    expect(parts.oversized).toEqual([]);
    expect(plain(parts.diff)).toEqual(plain(whole));
  });

  it('a patch of several read chunks parses like the whole text, a file header across a chunk edge included', () => {
    const part = (i: number, line: string): string =>
      `diff --git a/f${i}.txt b/f${i}.txt\nnew file mode 100644\nindex 0000000..1111111\n--- /dev/null\n+++ b/f${i}.txt\n@@ -0,0 +1,2 @@\n+${line}\n+end ${i}\n`;
    const MiB = 1024 * 1024;
    let text = '';
    for (let i = 0; text.length < 3 * MiB; i++) {
      // The part that crosses the next MiB edge is cut so that the following header straddles it.
      const edge = (Math.floor(text.length / MiB) + 1) * MiB;
      const room = edge - text.length - part(i, '').length - 5;
      text += part(i, 'x'.repeat(room > 0 && room < 300_000 ? room : 200_000));
    }
    const dir = tempDir('gate-patchfile-big-');
    const file = join(dir, 'big.patch');
    writeFileSync(file, text);
    const parts = parseGitPatchFile(file, Buffer.byteLength(text), 1024 * 1024);
    expect(plain(parts.diff)).toEqual(plain(parseUnifiedDiff(text)));
    // Lines read in any order are each file's own (no buffer is shared between what was read).
    const files = parts.diff.files;
    const last = files[files.length - 1]!;
    const first = files[0]!;
    expect(last.added[1]!.text).toBe(`end ${files.length - 1}`);
    expect(first.added[1]!.text).toBe('end 0');
    expect(last.added[0]!.text.length).toBeGreaterThan(0);
  });

  it('a part changed on disk after it was read is an error when its lines are read again from the file', () => {
    // a.txt first, then more than a read window (1 MiB) of other parts, then z.txt.
    const part = (name: string, lines: string[]): string =>
      `diff --git a/${name} b/${name}\nnew file mode 100644\nindex 0000000..1111111\n--- /dev/null\n+++ b/${name}\n@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}\n`).join('')}`;
    let text = part('a.txt', ['2', 'four']);
    for (let i = 0; i < 30; i++) text += part(`m${String(i).padStart(2, '0')}.txt`, ['y'.repeat(40_000)]);
    text += part('z.txt', ['last']);
    const file = join(tempDir('gate-patchfile-window-'), 'p.patch');
    writeFileSync(file, text);
    const { diff } = parseGitPatchFile(file, Buffer.byteLength(text), 1024 * 1024);
    const lines = (name: string) => diff.files.find((f) => f.newPath === name)!.added.map((l) => l.text);
    expect(lines('a.txt')).toEqual(['2', 'four']);
    // Still in the window: the bytes first parsed, never other lines, even after a change on disk.
    writeFileSync(file, text.replace('+four', '+FOUR'));
    expect(lines('a.txt')).toEqual(['2', 'four']);
    // A part past the window read in between: a.txt is read again from the file, and found changed.
    expect(lines('z.txt')).toEqual(['last']);
    expect(() => lines('a.txt')).toThrow(/changed on disk/);
    // Put back, it reads as parsed again.
    writeFileSync(file, text);
    expect(lines('a.txt')).toEqual(['2', 'four']);
  });

  it('a part past the cap is named from its header and carries no lines', () => {
    const { file, text } = gitPatch();
    const whole = parseUnifiedDiff(text);
    const { diff, oversized } = parseGitPatchFile(file, Buffer.byteLength(text), 150);
    expect(oversized.length).toBeGreaterThan(0);
    expect(oversized.length).toBeLessThan(diff.files.length);
    const big = new Set(oversized.map((o) => o.path));
    diff.files.forEach((f, i) => {
      const path = (f.newPath ?? f.oldPath) as string;
      const w = whole.files[i]!;
      expect([f.oldPath, f.newPath]).toEqual([w.oldPath, w.newPath]);
      expect(f.added).toEqual(big.has(path) ? [] : w.added);
    });
  });
});

describe('gradedPatch: a link or binary file graded as its content', () => {
  it('keeps every field of the file read from disk, its removed lines included', async () => {
    const repo = new TestRepo('gate-graded-content-');
    const base = repo.commit(
      {
        'one.txt': 'first\n',
        'two.txt': 'second\nline\n',
        'link.txt': { symlink: 'one.txt' },
        'blob.bin': Buffer.from([0, 1, 2, 0xff, 0x0a]),
        'plain.txt': 'a\nb\n',
      },
      'base',
    );
    const head = repo.commit(
      {
        'link.txt': { symlink: 'two.txt' },
        'blob.bin': Buffer.from([0, 1, 2, 0xfe, 0x0a, 0x41, 0x0a]),
        'plain.txt': 'a\nc\n',
      },
      'candidate',
    );
    const dest = join(tempDir('gate-graded-content-out-'), 'candidate.patch');
    const graded = await gradedPatch(repo.dir, base, head, dest);
    const byPath = new Map(graded.diff.files.map((f) => [f.newPath, f]));
    const link = byPath.get('link.txt')!;
    // Graded as what it reaches; its removed line is the old target's name, as git's patch shows it.
    expect(link.added.map((l) => l.text)).toEqual(['second', 'line']);
    expect(link.removed?.map((l) => l.text)).toEqual(['one.txt']);
    expect({ status: link.status, newMode: link.newMode, removedCount: link.removedCount }).toEqual({
      status: 'modified',
      newMode: '120000',
      removedCount: 1,
    });
    const blob = byPath.get('blob.bin')!;
    expect(blob.binary).toBe(true);
    expect(blob.added.length).toBeGreaterThan(0);
    const parsed = parseGitPatchFile(dest, statSync(dest).size, 1024 * 1024).diff.files;
    expect(blob.removed).toEqual(parsed.find((f) => f.newPath === 'blob.bin')!.removed);
    // A file graded as its patch lines is as it was parsed.
    const plain = byPath.get('plain.txt')!;
    expect(plain.added.map((l) => l.text)).toEqual(['c']);
    expect(plain.removed?.map((l) => l.text)).toEqual(['b']);
  });
});
