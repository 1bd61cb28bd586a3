import { describe, expect, it } from '@jest/globals';
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { parseUnifiedDiff } from '../../src/patch/diff.js';
import {
  PredicateBudgetError,
  cpuClock,
  PredicateSpecError,
  evaluateBuiltinSpec,
  interpretedLines,
  linearRegex,
  parseBuiltinSpec,
  type BuiltinSpec,
  type PredicateResult,
} from '../../src/builtins/predicates.js';

const FILE = 'specs/sample.yml';
const patch = (...lines: string[]): string => lines.map((l) => `${l}\n`).join('');
const evaluate = (yamlText: string, patchText: string): PredicateResult =>
  evaluateBuiltinSpec(parseBuiltinSpec(yamlText, FILE), parseUnifiedDiff(patchText));

/** A patch that edits src/app.ts (added lines 2 and 21), adds docs/notes.md and deletes keys/old.pem. */
const CANDIDATE = patch(
  'diff --git a/src/app.ts b/src/app.ts',
  'index 1111111..2222222 100644',
  '--- a/src/app.ts',
  '+++ b/src/app.ts',
  '@@ -1,2 +1,3 @@',
  ' import x from "x";',
  '+const debug = true;',
  ' export default x;',
  '@@ -19,2 +20,3 @@',
  ' function run() {',
  '+  console.log("running");',
  '-  return;',
  '+  return 1;',
  'diff --git a/docs/notes.md b/docs/notes.md',
  'new file mode 100644',
  'index 0000000..3333333',
  '--- /dev/null',
  '+++ b/docs/notes.md',
  '@@ -0,0 +1,2 @@',
  '+# Notes',
  '+console.log is fine in docs',
  'diff --git a/keys/old.pem b/keys/old.pem',
  'deleted file mode 100644',
  'index 4444444..0000000',
  '--- a/keys/old.pem',
  '+++ /dev/null',
  '@@ -1,3 +0,0 @@',
  '-----BEGIN KEY-----',
  '-abc',
  '-----END KEY-----',
);

describe('parseBuiltinSpec', () => {
  it('reads every kind, with defaults filled in', () => {
    const spec = parseBuiltinSpec(
      [
        'predicates:',
        '  - forbid_added_lines:',
        "      pattern: 'console\\.log\\('",
        '      paths: [src/**/*.ts]',
        '      message: no console.log in src',
        '  - forbid_added_lines: { pattern: todo, flags: i }',
        "  - forbid_paths: { paths: ['**/*.pem', 'secrets/**'], message: keys stay out }",
        '  - diff_size: { max_files: 50, max_added_lines: 2000, max_removed_lines: 10, min_files: 1 }',
      ].join('\n'),
      FILE,
    );
    const expected: BuiltinSpec = {
      predicates: [
        {
          kind: 'forbid_added_lines',
          pattern: 'console\\.log\\(',
          flags: '',
          paths: ['src/**/*.ts'],
          message: 'no console.log in src',
        },
        { kind: 'forbid_added_lines', pattern: 'todo', flags: 'i', paths: ['**'] },
        { kind: 'forbid_paths', paths: ['**/*.pem', 'secrets/**'], message: 'keys stay out' },
        { kind: 'diff_size', maxFiles: 50, maxAddedLines: 2000, maxRemovedLines: 10, minFiles: 1 },
      ],
    };
    expect(spec).toEqual(expected);
  });

  const errors: Array<[string, string, string, RegExp]> = [
    ['a YAML syntax error', 'predicates: [', '(document)', /expected a YAML document, got/],
    ['a duplicate key', 'predicates: []\npredicates: []', '(document)', /unique/i],
    ['an empty file', '', '(document)', /expected a mapping with `predicates`, got null/],
    ['a list at the top', '- forbid_paths: {paths: [x]}', '(document)', /got a list of 1/],
    [
      'an unknown top-level key',
      'predicates: []\nversion: 1',
      'version',
      /expected one of predicates, got an unknown key/,
    ],
    [
      'no predicates',
      'predicates: []',
      'predicates',
      /expected a non-empty list of predicates, got a list of 0/,
    ],
    ['predicates is a mapping', 'predicates: {a: 1}', 'predicates', /got a mapping with keys a/],
    [
      'an unknown kind',
      'predicates:\n  - forbid_lines: {}',
      'predicates[0].forbid_lines',
      /got an unknown key/,
    ],
    [
      'two kinds in one item',
      'predicates:\n  - forbid_paths: {paths: [x]}\n    diff_size: {max_files: 1}',
      'predicates[0]',
      /expected exactly one predicate kind .*, got a mapping with keys forbid_paths, diff_size/,
    ],
    [
      'an item that is a string',
      'predicates:\n  - forbid_paths',
      'predicates[0]',
      /got the string "forbid_paths"/,
    ],
    [
      'a kind without a body',
      'predicates:\n  - forbid_paths:',
      'predicates[0].forbid_paths',
      /expected a mapping, got null/,
    ],
    [
      'an unknown key in a body',
      'predicates:\n  - forbid_paths: {paths: [x], pattern: y}',
      'predicates[0].forbid_paths.pattern',
      /expected one of paths, message, got an unknown key/,
    ],
    [
      'a missing pattern',
      'predicates:\n  - forbid_paths: {paths: [x]}\n  - forbid_added_lines: {paths: [x]}',
      'predicates[1].forbid_added_lines.pattern',
      /expected a non-empty string, got nothing/,
    ],
    [
      'a pattern that is a number',
      'predicates:\n  - forbid_added_lines: {pattern: 42}',
      'predicates[0].forbid_added_lines.pattern',
      /got the number 42/,
    ],
    [
      'an invalid regular expression',
      "predicates:\n  - forbid_added_lines: {pattern: 'console.log('}",
      'predicates[0].forbid_added_lines.pattern',
      /expected a valid JavaScript regular expression, got the string "console.log\(" \(Invalid regular expression/,
    ],
    [
      'a backreference (no linear-time form)',
      "predicates:\n  - forbid_added_lines: {pattern: '(a)\\1'}",
      'predicates[0].forbid_added_lines.pattern',
      /linear-time engine can run.*got the string "\(a\)\\\\1"/,
    ],
    [
      'a stateful flag',
      'predicates:\n  - forbid_added_lines: {pattern: x, flags: g}',
      'predicates[0].forbid_added_lines.flags',
      /expected a string of distinct flags from `imsu`, got the string "g"/,
    ],
    [
      'a repeated flag',
      'predicates:\n  - forbid_added_lines: {pattern: x, flags: ii}',
      'predicates[0].forbid_added_lines.flags',
      /got the string "ii"/,
    ],
    [
      'paths as a single string',
      "predicates:\n  - forbid_added_lines: {pattern: x, paths: 'src/**'}",
      'predicates[0].forbid_added_lines.paths',
      /expected a non-empty list of glob strings, got the string "src\/\*\*"/,
    ],
    [
      'a glob that is not a string',
      'predicates:\n  - forbid_paths: {paths: [ok, 3]}',
      'predicates[0].forbid_paths.paths[1]',
      /expected a non-empty string, got the number 3/,
    ],
    [
      'an empty paths list',
      'predicates:\n  - forbid_paths: {paths: []}',
      'predicates[0].forbid_paths.paths',
      /got a list of 0/,
    ],
    [
      'an empty message',
      "predicates:\n  - forbid_paths: {paths: [x], message: ''}",
      'predicates[0].forbid_paths.message',
      /expected a non-empty string, got the string ""/,
    ],
    [
      'a diff_size without bounds',
      'predicates:\n  - diff_size: {message: big}',
      'predicates[0].diff_size',
      /expected at least one of max_files, max_added_lines, max_removed_lines, min_files, got none/,
    ],
    [
      'a misspelt diff_size bound',
      'predicates:\n  - diff_size: {max_file: 3}',
      'predicates[0].diff_size.max_file',
      /got an unknown key/,
    ],
    [
      'a bound given as a string',
      "predicates:\n  - diff_size: {max_files: '50'}",
      'predicates[0].diff_size.max_files',
      /expected a non-negative integer, got the string "50"/,
    ],
    [
      'a negative bound',
      'predicates:\n  - diff_size: {max_files: -1}',
      'predicates[0].diff_size.max_files',
      /got the number -1/,
    ],
    [
      'a fractional bound',
      'predicates:\n  - diff_size: {max_added_lines: 2.5}',
      'predicates[0].diff_size.max_added_lines',
      /got the number 2.5/,
    ],
    [
      'a YAML set is not a mapping',
      'predicates:\n  - !!set {forbid_paths}',
      'predicates[0]',
      /got a Set object/,
    ],
  ];

  it.each(errors)('%s is an error naming file and field', (_name, yamlText, field, message) => {
    let error: unknown;
    try {
      parseBuiltinSpec(yamlText, FILE);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PredicateSpecError);
    const e = error as PredicateSpecError;
    expect(e.file).toBe(FILE);
    expect(e.field).toBe(field);
    expect(e.message.startsWith(`${FILE}: ${field}: expected `)).toBe(true);
    expect(e.message).toMatch(message);
  });

  it('throws nothing but PredicateSpecError on arbitrary text (1,000 runs)', () => {
    const fragments = fc.constantFrom(
      'predicates:',
      '  - forbid_added_lines:',
      '      pattern: x',
      '      flags: i',
      '  - forbid_paths: {paths: [a]}',
      '  - diff_size: {max_files: 1}',
      '      paths: [src/**]',
      '  - ',
      '&a [*a]',
      '!!binary aGk=',
      '? [a]\n: b',
    );
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.array(fc.oneof(fragments, fc.string()), { maxLength: 8 }).map((l) => l.join('\n')),
    );
    fc.assert(
      fc.property(text, (t) => {
        try {
          parseBuiltinSpec(t, FILE);
        } catch (e) {
          expect(e).toBeInstanceOf(PredicateSpecError);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('linearRegex: JavaScript patterns on a linear-time engine', () => {
  it.each([
    ['console\\.log\\(', '', 'x console.log(1)', true],
    ['^import', '', 'import x', true],
    ['\\u00e9', '', 'caf\u00e9', true],
    ['(?<name>ab)', '', 'ab', true],
    ['\\/etc', '', '/etc/passwd', true],
    ['eval\\s*\\(', '', 'eval\u00a0(x)', true], // JavaScript runs it as eval(
    ['eval\\s*\\(', '', 'eval\ufeff(x)', true],
    ['a\\Sb', '', 'a\u00a0b', false],
    ['[\\s,]x', '', '\u3000x', true],
    ['SECRET', 'i', 'secret', true],
    ['^b', 'm', 'a\nb', true],
    ['a.b', 's', 'a\nb', true],
    ['(a+)+$', '', `${'a'.repeat(50_000)}b`, false],
  ])('/%s/%s on %j → %s', (pattern, flags, text, expected) => {
    expect(linearRegex(pattern, flags).test(text)).toBe(expected);
  });

  it.each([['(a)\\1'], ['(?=a)a'], ['(?<=a)b'], ['(?!a)b'], ['[\\S,]'], ['\\Qa']])(
    '%s has no linear-time form: a configuration error naming the file and field',
    (pattern) => {
      expect(() => linearRegex(pattern, '')).toThrow();
      expect(() =>
        parseBuiltinSpec(`predicates:\n  - forbid_added_lines: {pattern: '${pattern}'}`, FILE),
      ).toThrow(
        /^specs\/sample\.yml: predicates\[0\]\.forbid_added_lines\.pattern: expected a pattern the linear-time engine can run/,
      );
    },
  );
});

describe('interpretedLines: line breaks as interpreters see them', () => {
  it.each([
    ['a\rb', ['a', 'b']],
    ['a\u2028b\u2029c', ['a', 'b', 'c']],
    ['a\u0085b', ['a', 'b']],
    ['a\vb\fc', ['a', 'b', 'c']],
    ['plain', ['plain']],
  ])('%j → %j', (text, lines) => {
    expect(interpretedLines(text, false)).toEqual(lines);
  });

  it('drops the byte order mark of a first line only', () => {
    expect(interpretedLines('\ufeffimport x', true)).toEqual(['import x']);
    expect(interpretedLines('\ufeffimport x', false)).toEqual(['\ufeffimport x']);
  });
});

describe('evaluateBuiltinSpec', () => {
  const cases: Array<[string, string, string, PredicateResult]> = [
    [
      'forbid_added_lines rejects at the first matching added line',
      "predicates:\n  - forbid_added_lines: {pattern: 'console\\.log\\(', paths: ['src/**/*.ts'], message: no logs}",
      CANDIDATE,
      {
        rejected: true,
        message: 'no logs (added line matches /console\\.log\\(/)',
        predicate: { index: 0, kind: 'forbid_added_lines' },
        witness: { path: 'src/app.ts', line: 21, message: 'no logs (added line matches /console\\.log\\(/)' },
      },
    ],
    [
      'forbid_added_lines clears when the glob excludes the file',
      "predicates:\n  - forbid_added_lines: {pattern: 'console\\.log', paths: ['lib/**']}",
      CANDIDATE,
      { rejected: false },
    ],
    [
      'forbid_added_lines clears when only removed lines match',
      "predicates:\n  - forbid_added_lines: {pattern: 'BEGIN KEY'}",
      CANDIDATE,
      { rejected: false },
    ],
    [
      'forbid_added_lines defaults to every path',
      "predicates:\n  - forbid_added_lines: {pattern: '^# Notes$'}",
      CANDIDATE,
      {
        rejected: true,
        message: 'added line matches /^# Notes$/',
        predicate: { index: 0, kind: 'forbid_added_lines' },
        witness: { path: 'docs/notes.md', line: 1, message: 'added line matches /^# Notes$/' },
      },
    ],
    [
      'forbid_added_lines honours flags',
      "predicates:\n  - forbid_added_lines: {pattern: 'CONST DEBUG', flags: i}",
      CANDIDATE,
      {
        rejected: true,
        message: 'added line matches /CONST DEBUG/i',
        predicate: { index: 0, kind: 'forbid_added_lines' },
        witness: { path: 'src/app.ts', line: 2, message: 'added line matches /CONST DEBUG/i' },
      },
    ],
    [
      'forbid_paths rejects a deleted file by its old path',
      "predicates:\n  - forbid_paths: {paths: ['**/*.pem']}",
      CANDIDATE,
      {
        rejected: true,
        message: 'touches keys/old.pem, a path matching **/*.pem',
        predicate: { index: 0, kind: 'forbid_paths' },
        witness: { path: 'keys/old.pem', message: 'touches keys/old.pem, a path matching **/*.pem' },
      },
    ],
    [
      'forbid_paths clears when nothing matches',
      "predicates:\n  - forbid_paths: {paths: ['secrets/**', '.github/**']}",
      CANDIDATE,
      { rejected: false },
    ],
    [
      'forbid_paths matches dotfiles',
      "predicates:\n  - forbid_paths: {paths: ['.github/**']}",
      patch(
        'diff --git a/.github/workflows/ci.yml b/.github/workflows/ci.yml',
        'old mode 100644',
        'new mode 100755',
      ),
      {
        rejected: true,
        message: 'touches .github/workflows/ci.yml, a path matching .github/**',
        predicate: { index: 0, kind: 'forbid_paths' },
        witness: {
          path: '.github/workflows/ci.yml',
          message: 'touches .github/workflows/ci.yml, a path matching .github/**',
        },
      },
    ],
    [
      'forbid_paths sees a rename out of a forbidden folder',
      "predicates:\n  - forbid_paths: {paths: ['secrets/**']}",
      patch(
        'diff --git a/secrets/k b/public/k',
        'similarity index 100%',
        'rename from secrets/k',
        'rename to public/k',
      ),
      {
        rejected: true,
        message: 'touches secrets/k, a path matching secrets/**',
        predicate: { index: 0, kind: 'forbid_paths' },
        witness: { path: 'secrets/k', message: 'touches secrets/k, a path matching secrets/**' },
      },
    ],
    [
      'diff_size max_files names the first file past the bound',
      'predicates:\n  - diff_size: {max_files: 2}',
      CANDIDATE,
      {
        rejected: true,
        message: 'patch touches 3 files, more than max_files 2',
        predicate: { index: 0, kind: 'diff_size' },
        witness: { path: 'keys/old.pem', message: 'patch touches 3 files, more than max_files 2' },
      },
    ],
    [
      'diff_size max_added_lines names the added line past the bound',
      'predicates:\n  - diff_size: {max_added_lines: 4}',
      CANDIDATE,
      {
        rejected: true,
        message: 'patch adds 5 lines, more than max_added_lines 4',
        predicate: { index: 0, kind: 'diff_size' },
        witness: {
          path: 'docs/notes.md',
          line: 2,
          message: 'patch adds 5 lines, more than max_added_lines 4',
        },
      },
    ],
    [
      'diff_size max_removed_lines names the file that crossed it',
      'predicates:\n  - diff_size: {max_removed_lines: 1, message: keep it small}',
      CANDIDATE,
      {
        rejected: true,
        message: 'keep it small (patch removes 4 lines, more than max_removed_lines 1)',
        predicate: { index: 0, kind: 'diff_size' },
        witness: {
          path: 'keys/old.pem',
          message: 'keep it small (patch removes 4 lines, more than max_removed_lines 1)',
        },
      },
    ],
    [
      'diff_size min_files rejects the empty patch without a path',
      'predicates:\n  - diff_size: {min_files: 1}',
      '',
      {
        rejected: true,
        message: 'patch touches 0 files, fewer than min_files 1',
        predicate: { index: 0, kind: 'diff_size' },
      },
    ],
    [
      'diff_size clears at its bounds exactly',
      'predicates:\n  - diff_size: {max_files: 3, max_added_lines: 5, max_removed_lines: 4, min_files: 3}',
      CANDIDATE,
      { rejected: false },
    ],
    [
      'the first failing predicate in order wins',
      [
        'predicates:',
        "  - forbid_paths: {paths: ['secrets/**']}",
        '  - diff_size: {max_files: 1}',
        "  - forbid_added_lines: {pattern: 'console'}",
      ].join('\n'),
      CANDIDATE,
      {
        rejected: true,
        message: 'patch touches 3 files, more than max_files 1',
        predicate: { index: 1, kind: 'diff_size' },
        witness: { path: 'docs/notes.md', message: 'patch touches 3 files, more than max_files 1' },
      },
    ],
    [
      'nothing rejects the empty patch but min_files',
      [
        'predicates:',
        "  - forbid_paths: {paths: ['**']}",
        "  - forbid_added_lines: {pattern: '.'}",
        '  - diff_size: {max_files: 0, max_added_lines: 0, max_removed_lines: 0}',
      ].join('\n'),
      '',
      { rejected: false },
    ],
  ];

  it.each(cases)('%s', (_name, yamlText, patchText, expected) => {
    expect(evaluate(yamlText, patchText)).toEqual(expected);
  });

  it('does not scan binary files; scans a long line to its end', () => {
    const spec = "predicates:\n  - forbid_added_lines: {pattern: 'SECRET'}";
    const binary = patch(
      'diff --git a/b.bin b/b.bin',
      'index 1..2 100644',
      'Binary files a/b.bin and b/b.bin differ',
    );
    expect(evaluate(spec, binary)).toEqual({ rejected: false });

    const long = (at: number): string =>
      patch('--- a/m.js', '+++ b/m.js', '@@ -0,0 +1 @@', `+${'x'.repeat(at)}SECRET`);
    // A match past the old 10,000-character cut is found: nothing is cut any more.
    expect(evaluate(spec, long(9_994)).rejected).toBe(true);
    expect(evaluate(spec, long(200_000)).witness).toMatchObject({ path: 'm.js', line: 1 });
    const endAnchored = "predicates:\n  - forbid_added_lines: {pattern: 'x$'}";
    expect(evaluate(endAnchored, long(20_000))).toEqual({ rejected: false });
  });

  it('a line break inside an added line splits it as interpreters do', () => {
    const spec = "predicates:\n  - forbid_added_lines: {pattern: '^\\s*require\\('}";
    for (const br of ['\r', '\u2028', '\u2029', '\u0085', '\v', '\f']) {
      const result = evaluate(
        spec,
        patch('--- a/m.js', '+++ b/m.js', '@@ -0,0 +1 @@', `+// x${br}require('child_process')`),
      );
      expect(result.witness).toMatchObject({ path: 'm.js', line: 1 });
    }
  });

  it('a backtracking-shaped pattern on a long line is linear: the match past 10,000 characters is found', () => {
    const spec = "predicates:\n  - forbid_added_lines: {pattern: '\\s+x'}";
    const result = evaluate(spec, patch('--- a/m', '+++ b/m', '@@ -0,0 +1 @@', `+${' '.repeat(200_000)}x`));
    expect(result.rejected).toBe(true);
    const nested = "predicates:\n  - forbid_added_lines: {pattern: '(a+)+$'}";
    const long = patch('--- a/m', '+++ b/m', '@@ -0,0 +1 @@', `+${'a'.repeat(100_000)}b`);
    expect(evaluate(nested, long)).toEqual({ rejected: false });
  });

  it('the one-pass screen finds exactly what a line-by-line scan finds (1,000 runs)', () => {
    const patterns = ['^ab', 'ab$', '^$', '\\bab\\b', 'a\\s+b', '[^a]b', 'a.b', '^\\s*b', 'b\\W*$', 'x{2,}'];
    const line = fc.string({
      unit: fc.constantFrom('a', 'b', 'x', ' ', '\t', '\r', '\u2028', '-'),
      maxLength: 8,
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns),
        fc.constantFrom('', 'i', 's', 'm'),
        fc.array(line, { minLength: 1, maxLength: 6 }),
        (pattern, flags, lines) => {
          const re = linearRegex(pattern, flags);
          const spec = parseBuiltinSpec(
            `predicates:\n  - forbid_added_lines: {pattern: '${pattern}', flags: '${flags}'}`,
            FILE,
          );
          const diff = parseUnifiedDiff(
            patch('--- a/m', '+++ b/m', `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)),
          );
          // The scan line by line, over the lines the parser gives (a CRLF's `\r` is the terminator).
          const added = diff.files[0]?.added ?? [];
          const first = added.findIndex((a) =>
            interpretedLines(a.text, a.line === 1).some((t) => re.test(t)),
          );
          const result = evaluateBuiltinSpec(spec, diff);
          expect(result.rejected ? result.witness?.line : -1).toBe(first === -1 ? -1 : first + 1);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a patch larger than one screen is screened in runs of files: the first finding in patch order, whichever run holds it', () => {
    // 24 files of 100,000 characters each (more than two screens): the files that end `a` / start `b`
    // make a cross-line match in the screen (`a\nb`), which is no finding; the real one is in file 17.
    const file = (i: number, text: string): string =>
      patch(`--- a/f${i}.txt`, `+++ b/f${i}.txt`, '@@ -0,0 +1,2 @@', `+${text}`, '+tail');
    const filler = 'y'.repeat(100_000);
    let text = '';
    for (let i = 0; i < 24; i++) {
      const body = i === 3 ? `${filler}a` : i === 17 ? `${filler} ab` : filler;
      text += file(i, body);
    }
    const diff = parseUnifiedDiff(text);
    const spec = (pattern: string): BuiltinSpec =>
      parseBuiltinSpec(`predicates:\n  - forbid_added_lines: {pattern: '${pattern}'}`, FILE);
    expect(evaluateBuiltinSpec(spec('\\bab\\b'), diff).witness).toMatchObject({ path: 'f17.txt', line: 1 });
    expect(evaluateBuiltinSpec(spec('a\\s+tail'), diff)).toEqual({ rejected: false });
    expect(evaluateBuiltinSpec(spec('^tail$'), diff).witness).toMatchObject({ path: 'f0.txt', line: 2 });
    expect(evaluateBuiltinSpec(spec('^zz'), diff)).toEqual({ rejected: false });
  });

  it('stops past its budget with PredicateBudgetError, never a clear', () => {
    const spec = parseBuiltinSpec("predicates:\n  - forbid_added_lines: {pattern: '\\s+x'}", FILE);
    const slow = `+${' '.repeat(100_000)}`;
    const diff = parseUnifiedDiff(
      patch('--- a/m', '+++ b/m', '@@ -0,0 +1,2000 @@', ...Array.from({ length: 2000 }, () => slow)),
    );
    expect(() => evaluateBuiltinSpec(spec, diff, { timeoutMs: 1 })).toThrow(PredicateBudgetError);
    expect(evaluateBuiltinSpec(spec, parseUnifiedDiff(CANDIDATE), { timeoutMs: 2000 })).toEqual({
      rejected: false,
    });
  });

  it('its budget runs on CPU time: a process held off the CPU (a loaded machine) is not charged', () => {
    const used = cpuClock();
    // Asleep for 400 ms: no CPU spent, as when other processes have the machine.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
    expect(used()).toBeLessThan(200);
  });

  it('forbid_added_lines finds exactly the first added line holding a token (500 runs)', () => {
    const token = 'FORBIDDEN';
    const text = fc.oneof(fc.string({ maxLength: 20 }), fc.constant(`x ${token} y`));
    const files = fc.array(
      fc.record({
        dir: fc.constantFrom('src', 'lib'),
        lines: fc.array(fc.tuple(fc.constantFrom('+', ' ', '-'), text), { minLength: 1, maxLength: 10 }),
      }),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(files, (gen) => {
        let text = '';
        let expected: { path: string; line: number } | undefined;
        gen.forEach((f, i) => {
          const path = `${f.dir}/f${i}.txt`;
          const clean = f.lines.map(([k, t]): [string, string] => [k, t.replace(/\n|\r/g, '')]);
          const oldCount = clean.filter(([k]) => k !== '+').length;
          const newCount = clean.filter(([k]) => k !== '-').length;
          text += `--- a/${path}\n+++ b/${path}\n@@ -1,${oldCount} +1,${newCount} @@\n`;
          let line = 1;
          for (const [k, t] of clean) {
            text += `${k}${t}\n`;
            if (k === '+' && f.dir === 'src' && t.includes(token)) expected ??= { path, line };
            if (k !== '-') line++;
          }
        });
        const result = evaluate(
          `predicates:\n  - forbid_added_lines: {pattern: ${token}, paths: ['src/**']}`,
          text,
        );
        expect(result.rejected).toBe(expected !== undefined);
        if (expected !== undefined) expect(result.witness).toMatchObject(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('evaluates 12 predicates over a 50,000-line, 2,000-file patch, every line scanned', () => {
    const diff = parseUnifiedDiff(largePatch());
    const spec = parseBuiltinSpec(TWELVE, FILE);
    expect(spec.predicates).toHaveLength(12);
    const result = evaluateBuiltinSpec(spec, diff);
    // Every predicate clears, so every one scans the whole patch: the worst case. Its speed is the
    // bench's figure ("property, 50k lines / 2k files"), not an assertion a loaded machine could fail.
    expect(result).toEqual({ rejected: false });
  });
});

const TWELVE = [
  'predicates:',
  "  - forbid_added_lines: {pattern: 'console\\.log\\(', paths: ['src/**/*.ts']}",
  "  - forbid_added_lines: {pattern: '\\bdebugger\\b'}",
  "  - forbid_added_lines: {pattern: 'TODO|FIXME|XXX', flags: i}",
  "  - forbid_added_lines: {pattern: 'eval\\s*\\('}",
  "  - forbid_added_lines: {pattern: '^\\s*except\\s*:\\s*$', paths: ['**/*.py']}",
  "  - forbid_added_lines: {pattern: '(?:password|secret)\\s*=\\s*[\"'']', flags: i}",
  "  - forbid_added_lines: {pattern: '@ts-ignore'}",
  "  - forbid_added_lines: {pattern: '\\bany\\b\\s*[;,)]', paths: ['src/**']}",
  "  - forbid_added_lines: {pattern: 'it\\.only\\(|describe\\.only\\('}",
  "  - forbid_added_lines: {pattern: '\\s+$'}",
  "  - forbid_paths: {paths: ['**/*.pem', 'secrets/**', '.github/**', 'gate.yml']}",
  '  - diff_size: {max_files: 5000, max_added_lines: 100000, max_removed_lines: 100000}',
].join('\n');

/** 2,000 files × 25 lines: 5 header lines, then 5 context, 5 removed and 10 added lines. */
function largePatch(): string {
  const out: string[] = [];
  for (let f = 0; f < 2000; f++) {
    const path = `src/module${f % 40}/file_${f}.ts`;
    out.push(
      `diff --git a/${path} b/${path}`,
      'index 1234567..89abcde 100644',
      `--- a/${path}`,
      `+++ b/${path}`,
    );
    out.push('@@ -10,10 +10,15 @@ export function handler(request: Request) {');
    for (let i = 0; i < 5; i++) out.push(`   const value${i} = compute(request, ${i});`);
    for (let i = 0; i < 5; i++) out.push(`-  legacy${i}(value${i});`);
    for (let i = 0; i < 10; i++)
      out.push(`+  const next${i} = transform(value${i % 5}, { index: ${i}, file: ${f} });`);
  }
  return `${out.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------
// The published JSON Schema and the parser accept and reject the same files.

const schema = JSON.parse(
  readFileSync(new URL('../../schema/predicates.schema.json', import.meta.url), 'utf8'),
) as object;
// `.default`: ajv is CommonJS; the class is its own `default`, which works under Node, Jest and ncc.
const validateSchema = new Ajv2020.default({ strict: true, allErrors: true }).compile(schema);

describe('schema/predicates.schema.json agrees with parseBuiltinSpec', () => {
  const valid = [
    'predicates:\n  - forbid_added_lines: {pattern: x}',
    "predicates:\n  - forbid_added_lines: {pattern: x, flags: imsu, paths: ['**'], message: m}",
    'predicates:\n  - forbid_paths: {paths: [a, b/**]}',
    'predicates:\n  - diff_size: {min_files: 0}',
    'predicates:\n  - diff_size: {max_files: 1, max_added_lines: 2, max_removed_lines: 3, message: m}',
    'predicates:\n  - forbid_paths: {paths: [x]}\n  - diff_size: {max_files: 9007199254740991}',
  ];
  const invalid = [
    'predicates: []',
    'predicates: {}',
    'other: 1',
    'predicates:\n  - forbid_paths: {paths: [x]}\nextra: 1',
    'predicates:\n  - {}',
    'predicates:\n  - bogus: {}',
    'predicates:\n  - forbid_paths: {paths: [x]}\n    diff_size: {max_files: 1}',
    'predicates:\n  - forbid_paths: null',
    'predicates:\n  - forbid_paths: {}',
    'predicates:\n  - forbid_paths: {paths: []}',
    "predicates:\n  - forbid_paths: {paths: ['']}",
    'predicates:\n  - forbid_paths: {paths: x}',
    'predicates:\n  - forbid_paths: {paths: [x], extra: 1}',
    'predicates:\n  - forbid_added_lines: {paths: [x]}',
    "predicates:\n  - forbid_added_lines: {pattern: ''}",
    'predicates:\n  - forbid_added_lines: {pattern: x, flags: g}',
    'predicates:\n  - forbid_added_lines: {pattern: x, flags: ii}',
    'predicates:\n  - forbid_added_lines: {pattern: x, flags: 1}',
    "predicates:\n  - forbid_added_lines: {pattern: x, message: ''}",
    'predicates:\n  - diff_size: {}',
    'predicates:\n  - diff_size: {message: m}',
    'predicates:\n  - diff_size: {max_files: -1}',
    'predicates:\n  - diff_size: {max_files: 1.5}',
    "predicates:\n  - diff_size: {max_files: '3'}",
    'predicates:\n  - diff_size: {max_files: 9007199254740992}',
    'predicates:\n  - diff_size: {max_files: 1, min_file: 1}',
  ];
  // What a JSON Schema cannot express: the parser alone refuses these, as the schema's description says.
  const parserOnly = [
    "predicates:\n  - forbid_added_lines: {pattern: '('}",
    "predicates:\n  - forbid_added_lines: {pattern: '(?<=a)b'}",
    "predicates:\n  - forbid_added_lines: {pattern: '[z-a]'}",
  ];

  const parses = (text: string): boolean => {
    try {
      parseBuiltinSpec(text, FILE);
      return true;
    } catch (e) {
      if (e instanceof PredicateSpecError) return false;
      throw e;
    }
  };

  it.each(valid)('both accept: %s', (text) => {
    expect(validateSchema(parseYaml(text))).toBe(true);
    expect(parses(text)).toBe(true);
  });

  it.each(invalid)('both reject: %s', (text) => {
    expect(validateSchema(parseYaml(text))).toBe(false);
    expect(parses(text)).toBe(false);
  });

  it.each(parserOnly)('only the parser rejects (not expressible in the schema): %s', (text) => {
    expect(validateSchema(parseYaml(text))).toBe(true);
    expect(parses(text)).toBe(false);
  });

  it('agree on generated specs (1,000 runs)', () => {
    const anyValue = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer({ min: -2, max: 3 }),
      fc.constantFrom(0.5, '', 'x', 'i', 'gi', 'src/**', '**/*.pem'),
      fc.constantFrom([], ['x'], [''], [1], ['a', 'b']),
    );
    const body = fc.record(
      {
        pattern: anyValue,
        flags: anyValue,
        paths: anyValue,
        message: anyValue,
        max_files: anyValue,
        max_added_lines: anyValue,
        max_removed_lines: anyValue,
        min_files: anyValue,
        bogus: anyValue,
      },
      { requiredKeys: [] },
    );
    const item = fc.oneof(
      fc.record({ forbid_added_lines: body }),
      fc.record({ forbid_paths: body }),
      fc.record({ diff_size: body }),
      fc.record({ forbid_paths: body, diff_size: body }, { requiredKeys: [] }),
      anyValue,
    );
    const doc = fc.oneof(fc.record({ predicates: fc.array(item, { maxLength: 3 }) }), anyValue);
    fc.assert(
      fc.property(doc, (value) => {
        // Through YAML, as a user's file would arrive; undefined members are dropped.
        const text = JSON.stringify(value) ?? '';
        const data: unknown = parseYaml(text);
        expect(parses(text)).toBe(validateSchema(data));
      }),
      { numRuns: 1000 },
    );
  });
});
