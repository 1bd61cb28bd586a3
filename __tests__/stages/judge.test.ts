/**
 * The checks around an exercise and its judge (src/stages/judge.ts): the cases digest ignores only
 * the outputs folder, the outputs must be plain JSON files, and the judge's load record must name no
 * file of the tree under test (and must exist).
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/tmp.js';
import {
  OUTPUTS_FOLDER,
  casesDigest,
  firstDifference,
  judgeLoadProblem,
  outputsProblem,
} from '../../src/stages/judge.js';
import { parseConfig } from '../../src/oracle/config.js';

const folder = (files: Record<string, string>): string => {
  const dir = tempDir('gate-judge-');
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

describe('firstDifference (law: same-as-base)', () => {
  it('is null for the same data (object keys in any order), else the first differing case side by side', () => {
    const base = folder({ 'out.json': '[1, {"a": 1, "b": 2}, 3]' });
    expect(firstDifference(folder({ 'out.json': '[1,{"b":2,"a":1},3]' }), base)).toBeNull();
    expect(firstDifference(folder({ 'out.json': '[1,{"a":1,"b":2},4]' }), base)).toBe(
      'out.json[2]: candidate 4, base 3',
    );
    expect(firstDifference(folder({ 'out.json': '[1,{"a":1,"b":2}]' }), base)).toBe(
      'out.json[2]: candidate (nothing), base 3',
    );
    expect(firstDifference(folder({ 'other.json': '1' }), base)).toBe(
      'other.json: written on the candidate, not on the base',
    );
  });

  it('goes down objects and arrays to the first differing value, keys in sorted order', () => {
    const base = folder({
      'answers.json': '{"seed": 7, "answers": [{"total": 6, "id": "a"}, {"total": 9}]}',
    });
    // The whole object shared a long common start: the reviewer needs the value, not the file.
    expect(
      firstDifference(
        folder({ 'answers.json': '{"answers": [{"id": "a", "total": 7}, {"total": 9}], "seed": 7}' }),
        base,
      ),
    ).toBe('answers.json.answers[0].total: candidate 7, base 6');
    expect(
      firstDifference(folder({ 'answers.json': '{"seed": 7, "answers": [{"total": 6, "id": "a"}]}' }), base),
    ).toBe('answers.json.answers[1]: candidate (nothing), base {"total":9}');
    expect(
      firstDifference(
        folder({
          'answers.json': '{"seed": 7, "answers": [{"total": 6, "id": "a"}, {"total": 9}], "a b": 1}',
        }),
        base,
      ),
    ).toBe('answers.json["a b"]: candidate 1, base (nothing)');
    // A value of another type is shown where it differs.
    expect(firstDifference(folder({ 'answers.json': '{"seed": "7", "answers": []}' }), base)).toBe(
      'answers.json.answers[0]: candidate (nothing), base {"total":6,"id":"a"}',
    );
  });

  it('a deeply nested output does not exhaust the stack', () => {
    const deep = (n: number, leaf: number) => '['.repeat(n) + String(leaf) + ']'.repeat(n);
    const base = folder({ 'out.json': deep(5000, 1) });
    expect(firstDifference(folder({ 'out.json': deep(5000, 2) }), base)).toMatch(
      /^out\.json(\[0\]){5000}: candidate 2, base 1$/,
    );
  });
});

describe('law in gate.yml', () => {
  const yml = (extra: string) =>
    `version: 1\nfixtures:\n  - target: t\n    manifest: m.json\n    invariant: j.mjs\n${extra}`;
  it('reads same-as-base with an exercise; refuses it without one, and any other law', () => {
    expect(
      parseConfig(yml('    exercise: e.mjs\n    law: same-as-base\n'), 'gate.yml').fixtures[0]?.law,
    ).toBe('same-as-base');
    expect(() => parseConfig(yml('    law: same-as-base\n'), 'gate.yml')).toThrow(
      /fixtures\[0\]\.exercise: expected an exercise \(law: same-as-base compares its outputs\), got nothing/,
    );
    expect(() => parseConfig(yml('    exercise: e.mjs\n    law: equal\n'), 'gate.yml')).toThrow(
      /fixtures\[0\]\.law: expected same-as-base, got string "equal"/,
    );
  });
});
