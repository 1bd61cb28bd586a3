/**
 * The checks around an exercise and its judge (src/stages/judge.ts): the cases digest ignores only
 * the outputs folder, the outputs must be plain JSON files, and the judge's load record must name no
 * file of the tree under test (and must exist).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
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

  it('compares integers exactly, past 2^53 too (a Python exercise writes them exactly)', () => {
    // The attack: a 64-bit id that collides (every id the same) read as doubles equals the base's.
    const base = folder({ 'answers.json': '{"id": 4611686018427387906, "n": [1, 2.5, -0, 1e3]}' });
    expect(
      firstDifference(
        folder({ 'answers.json': '{"id": 4611686018427387904, "n": [1, 2.5, -0, 1e3]}' }),
        base,
      ),
    ).toBe('answers.json.id: candidate 4611686018427387904, base 4611686018427387906');
    // The same numbers written another way are the same data.
    expect(
      firstDifference(
        folder({ 'answers.json': '{"n": [1.0, 25e-1, 0, 1000], "id": 4611686018427387906}' }),
        base,
      ),
    ).toBeNull();
    // The id through a double (as Python's float() writes it) is another number; written exactly
    // with an exponent it is the same one. A string is never a number.
    expect(
      firstDifference(
        folder({ 'answers.json': '{"id": 4.611686018427388e+18, "n": [1, 2.5, -0, 1e3]}' }),
        base,
      ),
    ).toBe('answers.json.id: candidate 4.611686018427388e+18, base 4611686018427387906');
    expect(
      firstDifference(
        folder({ 'answers.json': '{"id": 4.611686018427387906e18, "n": [1, 2.5, -0, 1e3]}' }),
        base,
      ),
    ).toBeNull();
    expect(
      firstDifference(
        folder({ 'answers.json': '{"id": "4611686018427387906", "n": [1, 2.5, -0, 1e3]}' }),
        base,
      ),
    ).toBe('answers.json.id: candidate "4611686018427387906", base 4611686018427387906');
    // Numbers inside strings are text: `"1"` and `"1.0"` differ.
    const s = folder({ 'o.json': '["1", "a\\"1"]' });
    expect(firstDifference(folder({ 'o.json': '["1.0", "a\\"1"]' }), s)).toBe(
      'o.json[0]: candidate "1.0", base "1"',
    );
    expect(firstDifference(folder({ 'o.json': '["1", "a\\"1"]' }), s)).toBeNull();
  });

  it('compares fractions exactly, past the 17 digits a double keeps (a Decimal written in full)', () => {
    // The attack: every price off in its 20th digit, read as doubles, equals the base's.
    const base = folder({ 'prices.json': '[0.12345678901234567891, 1e-30, 100]' });
    expect(firstDifference(folder({ 'prices.json': '[0.12345678901234567892, 1e-30, 100]' }), base)).toBe(
      'prices.json[0]: candidate 0.12345678901234567892, base 0.12345678901234567891',
    );
    expect(
      firstDifference(
        folder({ 'prices.json': '[0.12345678901234567891, 1.0000000000000000001e-30, 100]' }),
        base,
      ),
    ).toBe('prices.json[1]: candidate 1.0000000000000000001e-30, base 1e-30');
    // The same decimals written another way, exponents past what a double holds too.
    expect(
      firstDifference(folder({ 'prices.json': '[12345678901234567891e-20, 0.0000010E-24, 1.00e2]' }), base),
    ).toBeNull();
    const huge = folder({ 'o.json': '[1e400, -0.0, 0e-999]' });
    expect(firstDifference(folder({ 'o.json': '[10e399, 0, -0]' }), huge)).toBeNull();
    expect(firstDifference(folder({ 'o.json': '[2e400, 0, 0]' }), huge)).toBe(
      'o.json[0]: candidate 2e400, base 1e400',
    );
    // An exponent of more than 15 digits: only the same literal is the same number.
    const far = folder({ 'o.json': '[1e1000000000000000]' });
    expect(firstDifference(folder({ 'o.json': '[1e1000000000000000]' }), far)).toBeNull();
    expect(firstDifference(folder({ 'o.json': '[10e999999999999999]' }), far)).toBe(
      'o.json[0]: candidate 10e999999999999999, base 1e1000000000000000',
    );
  });

  it('a number is the same number however it is written (property: decimals of any length)', () => {
    // A decimal: its digits and a power of ten; written with zeros added on either side, the point
    // moved and the exponent made up for, in either case of `e`.
    const decimal = fc.record({
      negative: fc.boolean(),
      digits: fc.stringMatching(/^[1-9]\d{0,40}$/),
      power: fc.integer({ min: -400, max: 400 }),
    });
    const written = (
      d: { negative: boolean; digits: string; power: number },
      shift: number,
      zeros: number,
      upper: boolean,
    ): string => {
      // digits * 10^power, with `zeros` trailing zeros and the point `shift` places from the right.
      const all = d.digits + '0'.repeat(zeros);
      const power = d.power - zeros;
      const point = Math.min(shift, all.length - 1);
      const whole = all.slice(0, all.length - point);
      const fraction = all.slice(all.length - point);
      const e = power + point;
      return `${d.negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}${upper ? 'E' : 'e'}${e}`;
    };
    fc.assert(
      fc.property(
        decimal,
        decimal,
        fc.nat(45),
        fc.nat(5),
        fc.boolean(),
        fc.boolean(),
        (a, b, shift, zeros, upper, same) => {
          const other = same ? a : b;
          const base = folder({ 'o.json': `[${written(other, 0, 0, false)}]` });
          const cand = folder({ 'o.json': `[${written(a, shift, zeros, upper)}]` });
          const equal =
            a.negative === other.negative &&
            a.digits.replace(/0+$/, '') === other.digits.replace(/0+$/, '') &&
            a.power + (a.digits.length - a.digits.replace(/0+$/, '').length) ===
              other.power + (other.digits.length - other.digits.replace(/0+$/, '').length);
          expect(firstDifference(cand, base) === null).toBe(equal);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('two outputs are the same data exactly when their values are (property, integers of any size)', () => {
    const value = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => ({ int: n })),
        fc.string(),
        fc.boolean(),
        fc.array(tie('v'), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 3 }), tie('v'), { maxKeys: 3 }),
      ),
    })).v;
    const text = (v: unknown): string =>
      v !== null &&
      typeof v === 'object' &&
      'int' in (v as object) &&
      typeof (v as { int: unknown }).int === 'bigint'
        ? String((v as { int: bigint }).int)
        : Array.isArray(v)
          ? `[${v.map(text).join(',')}]`
          : v !== null && typeof v === 'object'
            ? `{${Object.entries(v as Record<string, unknown>)
                .map(([k, x]) => `${JSON.stringify(k)}:${text(x)}`)
                .join(',')}}`
            : JSON.stringify(v);
    // The same data: object keys in sorted order, then the same text.
    const canonical = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(canonical)
        : v !== null && typeof v === 'object' && !('int' in (v as object))
          ? Object.fromEntries(
              Object.entries(v as Record<string, unknown>)
                .sort(([k], [j]) => (k < j ? -1 : k > j ? 1 : 0))
                .map(([k, x]) => [k, canonical(x)]),
            )
          : v;
    // A copy with every object's keys in reverse order: the same data.
    const reversed = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reversed)
        : v !== null && typeof v === 'object' && !('int' in (v as object))
          ? Object.fromEntries(
              Object.entries(v as Record<string, unknown>)
                .reverse()
                .map(([k, x]) => [k, reversed(x)]),
            )
          : v;
    fc.assert(
      fc.property(value, value, fc.boolean(), (v, b, copy) => {
        // Half the pairs: the base's own value, its keys in another order.
        const a = copy ? reversed(b) : v;
        const base = folder({ 'o.json': text(b) });
        expect(firstDifference(folder({ 'o.json': text(a) }), base) === null).toBe(
          text(canonical(a)) === text(canonical(b)),
        );
      }),
      { numRuns: 300 },
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
