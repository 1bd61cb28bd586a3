/**
 * hashInputs stats first (issue 13, part 4): only regular files are opened, a type, size or inode other
 * than the reference's is a mismatch without a byte read, and a file unchanged since bind keeps the
 * digest it had then. Real files, FIFOs and sparse files in a temp folder.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { hashInputs } from '../../src/oracle/inputs.js';
import { tempDir } from '../helpers/tmp.js';

function folder(files: Record<string, string>): string {
  const dir = tempDir('gate-hash-');
  for (const [rel, text] of Object.entries(files)) writeFileSync(join(dir, rel), text);
  return dir;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

async function bound(dir: string, inputs: string[]) {
  const r = await hashInputs(dir, inputs);
  if (!r.ok) throw new Error(r.reason);
  return r;
}

describe('hashInputs', () => {
  it('hashes regular files', async () => {
    const dir = folder({ a: 'alpha\n', b: '' });
    const r = await bound(dir, ['a', 'b']);
    expect(r.files).toEqual([
      { path: 'a', sha256: sha('alpha\n') },
      { path: 'b', sha256: sha('') },
    ]);
  });

  it('refuses a FIFO without opening it (no reference), and marks it unread against one', async () => {
    const base = folder({ a: 'alpha\n' });
    const dir = folder({});
    execFileSync('mkfifo', [join(dir, 'a')]);
    const alone = await hashInputs(dir, ['a']);
    expect(alone).toEqual({ ok: false, reason: 'input a: not a regular file (fifo)' });
    const ref = await bound(base, ['a']);
    const r = await hashInputs(dir, ['a'], { reference: { ...ref, same: 'content' } });
    expect(r.ok && r.files).toEqual([{ path: 'a', sha256: 'unread:fifo-not-file' }]);
  });

  it('a file of another size than the base’s (a 100 GB sparse file) is a mismatch without reading it', async () => {
    const base = folder({ a: 'alpha\n' });
    const dir = folder({ a: '' });
    execFileSync('truncate', ['-s', '100G', join(dir, 'a')]);
    const ref = await bound(base, ['a']);
    const r = await hashInputs(dir, ['a'], { reference: { ...ref, same: 'content' } });
    expect(r.ok && r.files).toEqual([{ path: 'a', sha256: `unread:size-${100 * 1024 ** 3}-not-6` }]);
  });

  it('a file unchanged since bind keeps its digest; one replaced (new inode) is unread, even with the same bytes', async () => {
    const dir = folder({ a: 'alpha\n' });
    const atBind = await bound(dir, ['a']);
    // A made-up digest for the same file: returned as it is, so the file was not read again.
    const marked = { ...atBind, files: [{ path: 'a', sha256: 'f'.repeat(64) }] };
    const again = await hashInputs(dir, ['a'], { reference: { ...marked, same: 'file' } });
    expect(again.ok && again.files).toEqual([{ path: 'a', sha256: 'f'.repeat(64) }]);

    writeFileSync(join(dir, 'a.new'), 'alpha\n');
    renameSync(join(dir, 'a.new'), join(dir, 'a'));
    const replaced = await hashInputs(dir, ['a'], { reference: { ...atBind, same: 'file' } });
    expect(replaced.ok && replaced.files).toEqual([{ path: 'a', sha256: 'unread:replaced' }]);
  });

  it('a file rewritten in place (same inode and size, new bytes) is read again', async () => {
    const dir = folder({ a: 'alpha\n' });
    const atBind = await bound(dir, ['a']);
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(join(dir, 'a'), 'omega\n');
    const again = await hashInputs(dir, ['a'], { reference: { ...atBind, same: 'file' } });
    expect(again.ok && again.files).toEqual([{ path: 'a', sha256: sha('omega\n') }]);
  });

  it('a folder or a link to another file in an input’s place is unread against the bind', async () => {
    const dir = folder({ a: 'alpha\n', other: 'other\n' });
    const atBind = await bound(dir, ['a']);
    rmSync(join(dir, 'a'));
    execFileSync('ln', ['-s', 'other', join(dir, 'a')]);
    const link = await hashInputs(dir, ['a'], { reference: { ...atBind, same: 'file' } });
    expect(link.ok && link.files).toEqual([{ path: 'a', sha256: 'unread:replaced' }]);
    rmSync(join(dir, 'a'));
    execFileSync('mkdir', [join(dir, 'a')]);
    const folderNow = await hashInputs(dir, ['a'], { reference: { ...atBind, same: 'file' } });
    expect(folderNow.ok && folderNow.files).toEqual([{ path: 'a', sha256: 'unread:directory-not-file' }]);
  });
});
