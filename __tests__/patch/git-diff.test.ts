/**
 * RawZReader reads `git diff --raw -z`: every record's modes, object ids, status and names as git
 * prints them (checked against git's own tab-separated listing), for additions, deletions, edits,
 * and renames — the all-zero id of a missing side included.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { gitBytesEach } from '../../src/adapters/git.js';
import { RawZReader, type RawChange } from '../../src/patch/git-diff.js';
import { TestRepo } from '../helpers/repo.js';

/** A whole `git diff --raw -z` output, handed to the reader field by field. */
function parseRawZ(out: Buffer): RawChange[] {
  const reader = new RawZReader();
  for (let pos = 0; pos < out.length;) {
    let end = out.indexOf(0, pos);
    if (end < 0) end = out.length;
    reader.push(out.subarray(pos, end));
    pos = end + 1;
  }
  return reader.end();
}

describe('RawZReader over a whole listing', () => {
  it('gives every field of every record as git lists it', () => {
    const repo = new TestRepo('gate-rawz-');
    const base = repo.commit(
      { 'a.txt': 'one\n', 'gone.txt': 'bye\n', 'moved.txt': 'same\nsame\nsame\nsame\n' },
      'base',
    );
    repo.git('rm', '-q', 'gone.txt');
    repo.git('mv', 'moved.txt', 'there.txt');
    const head = repo.commit({ 'a.txt': 'two\n', 'new dir/caf\u00e9.txt': 'new\n' }, 'candidate');
    const raw = parseRawZ(
      execFileSync('git', ['diff', '--raw', '-z', '--no-abbrev', '--find-renames', base, head], {
        cwd: repo.dir,
      }),
    );
    // git's listing without -z: `:om nm oo no S\tpath[\tpath2]`, names quoted only when unusual.
    const listed = execFileSync(
      'git',
      ['-c', 'core.quotePath=false', 'diff', '--raw', '--no-abbrev', '--find-renames', base, head],
      { cwd: repo.dir, encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .map((line) => {
        const [meta, ...names] = line.split('\t');
        const [oldMode, newMode, oldOid, newOid, status] = (meta as string).slice(1).split(' ');
        return { oldMode, newMode, oldOid, newOid, status: (status as string).slice(0, 1), names };
      });
    expect(
      raw.map((c) => ({
        oldMode: c.oldMode,
        newMode: c.newMode,
        oldOid: c.oldOid,
        newOid: c.newOid,
        status: c.status,
        names: c.from !== undefined ? [c.from, c.path] : [c.path],
      })),
    ).toEqual(listed);
    expect(raw.map((c) => `${c.status} ${c.path}`).sort()).toEqual([
      'A new dir/caf\u00e9.txt',
      'D gone.txt',
      'M a.txt',
      'R there.txt',
    ]);
    const added = raw.find((c) => c.status === 'A');
    expect(added?.oldOid).toBe('0'.repeat(40));
    expect(added?.path).toBe('new dir/caf\u00e9.txt');
    expect(raw.every((c) => c.namesUtf8)).toBe(true);
  });
});

/**
 * The listing read as it streams (src/patch/graded.ts): git's fields come one at a time from
 * gitBytesEach, each field's bytes valid only while it is handed over, and the records are those of
 * the whole listing parsed at once.
 */
describe('RawZReader: `git diff --raw -z` a field at a time', () => {
  const hex = fc
    .array(fc.constantFrom(...'0123456789abcdef'.split('')), { minLength: 40, maxLength: 40 })
    .map((a) => a.join(''));
  const name = fc
    .uint8Array({ minLength: 1, maxLength: 24 })
    .map((b) => Buffer.from(b.map((x) => (x === 0 ? 0x2f : x))));
  const record = fc.record({
    status: fc.constantFrom('A', 'D', 'M', 'T', 'R087', 'C100', 'R100'),
    oldMode: fc.constantFrom('000000', '100644', '100755', '120000'),
    newMode: fc.constantFrom('000000', '100644', '100755', '160000'),
    oldOid: hex,
    newOid: hex,
    first: name,
    second: name,
  });
  const listingOf = (records: Array<typeof record extends fc.Arbitrary<infer T> ? T : never>): Buffer =>
    Buffer.concat(
      records.flatMap((r) => {
        const head = Buffer.from(
          `:${r.oldMode} ${r.newMode} ${r.oldOid} ${r.newOid} ${r.status}\0`,
          'latin1',
        );
        const two = r.status.startsWith('R') || r.status.startsWith('C');
        return two
          ? [head, r.first, Buffer.from([0]), r.second, Buffer.from([0])]
          : [head, r.first, Buffer.from([0])];
      }),
    );

  it('gives the records of the whole listing, though each field it is handed is overwritten after', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 30 }), (records) => {
        const whole = listingOf(records);
        const reader = new RawZReader();
        // One scratch buffer for every field, scribbled over once the reader has it: a reader that
        // kept a field's bytes instead of what it read from them gives other names.
        const scratch = Buffer.alloc(whole.length + 1);
        for (let pos = 0; pos < whole.length;) {
          const end = whole.indexOf(0, pos);
          const n = whole.copy(scratch, 0, pos, end);
          reader.push(scratch.subarray(0, n));
          scratch.fill(0x41);
          pos = end + 1;
        }
        const streamed = reader.end();
        expect(streamed).toEqual(parseRawZ(whole));
        expect(streamed).toHaveLength(records.length);
        expect(streamed.map((c) => c.from !== undefined)).toEqual(
          records.map((r) => r.status.startsWith('R') || r.status.startsWith('C')),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('reads a real listing through gitBytesEach as parseRawZ reads it whole, names of any bytes included', async () => {
    const repo = new TestRepo('gate-rawz-stream-');
    const files: Record<string, string> = {};
    for (let i = 0; i < 300; i++) files[`d${i % 7}/f${i}.txt`] = `${'line\n'.repeat(20)}${i}\n`;
    const base = repo.commit(files, 'base');
    mkdirSync(join(repo.dir, 'moved'));
    for (let i = 0; i < 300; i += 3) repo.git('mv', `d${i % 7}/f${i}.txt`, `moved/\u00e9 ${i}\ttab.txt`);
    for (let i = 1; i < 300; i += 12) repo.git('rm', '-q', `d${i % 7}/f${i}.txt`);
    writeFileSync(join(repo.dir, 'new\nline.txt'), 'n\n');
    writeFileSync(Buffer.from(`${repo.dir}/not-utf8-\xff.txt`, 'latin1'), 'x\n');
    const head = repo.commit({ 'd0/f7.txt': 'changed\n' }, 'candidate');
    const args = ['diff', '--raw', '-z', '--no-abbrev', '--find-renames', '--no-relative', base, head, '--'];
    const reader = new RawZReader();
    await gitBytesEach(repo.dir, args, [], (field) => reader.push(field));
    const streamed = reader.end();
    expect(streamed).toEqual(parseRawZ(execFileSync('git', args, { cwd: repo.dir, maxBuffer: 64 << 20 })));
    expect(streamed.filter((c) => c.status === 'R')).toHaveLength(100);
    expect(streamed.filter((c) => !c.namesUtf8).map((c) => c.status)).toEqual(['A']);
    expect(streamed.some((c) => c.path === 'new\nline.txt')).toBe(true);
  });
});
