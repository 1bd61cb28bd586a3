/**
 * parseRawZ reads `git diff --raw -z`: every record's modes, object ids, status and names as git
 * prints them (checked against git's own tab-separated listing), for additions, deletions, edits,
 * and renames — the all-zero id of a missing side included.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { parseRawZ } from '../../src/patch/git-diff.js';
import { TestRepo } from '../helpers/repo.js';

describe('parseRawZ', () => {
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
