/**
 * The checks around an exercise and its judge (src/stages/judge.ts): the cases digest ignores only
 * the outputs folder, the outputs must be plain JSON files, and the judge's load record must name no
 * file of the tree under test (and must exist).
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUTPUTS_FOLDER, casesDigest, judgeLoadProblem, outputsProblem } from '../../src/stages/judge.js';

const folder = (files: Record<string, string>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-judge-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
};

describe('casesDigest', () => {
  it('changes with any byte, name or entry of the cases, not with the outputs folder', () => {
    const dir = folder({ 'cases.json': '[1,2]', 'more/x.json': '1' });
    const d0 = casesDigest(dir);
    writeFileSync(join(dir, OUTPUTS_FOLDER), '');
    expect(casesDigest(dir)).toBe(d0);
    writeFileSync(join(dir, 'cases.json'), '[1,3]');
    expect(casesDigest(dir)).not.toBe(d0);
    writeFileSync(join(dir, 'cases.json'), '[1,2]');
    expect(casesDigest(dir)).toBe(d0);
    writeFileSync(join(dir, 'new.json'), '');
    expect(casesDigest(dir)).not.toBe(d0);
  });
});

describe('outputsProblem', () => {
  it('accepts JSON files in folders', () => {
    expect(outputsProblem(folder({ 'a.json': '[1]', 'b/c.json': '{"x": null}' }))).toBeNull();
  });
  it('refuses a file that is not JSON, a link, and names it', () => {
    expect(outputsProblem(folder({ 'a.json': '[1]', 'b.txt': 'NaN' }))).toBe('b.txt is not JSON');
    const dir = folder({ 'a.json': '1' });
    symlinkSync('/etc/hostname', join(dir, 'l.json'));
    expect(outputsProblem(dir)).toBe('l.json is not a regular file');
  });
});

describe('judgeLoadProblem', () => {
  it('an attested judge that loaded nothing of the tree proves it', () => {
    expect(judgeLoadProblem({ channel: 'attested' })).toBeNull();
    expect(
      judgeLoadProblem({ channel: 'attested', loaded: ['invariants/j.py'] }, 'invariants/j.py'),
    ).toBeNull();
  });
  it('a loaded tree file, or no record at all, is a reason', () => {
    expect(judgeLoadProblem({ channel: 'attested', loaded: ['src/x.py'] })).toMatch(
      /the judge loaded files of the tree under test \(src\/x\.py\)/,
    );
    expect(judgeLoadProblem({ channel: 'exit-code' })).toMatch(/no load record/);
  });
});
