/**
 * Built-in checks judge what a patch adds (issue 29, item 3): a suppression, skip marker or focused
 * test is new only where the patch adds more of it, in a file and by the text matched, than it
 * removes. Patches shaped like real upstream commits: a rename of a suppressed function, a reflow
 * around a suppression, a type-checker setting that gives every ignore its code.
 */
import { describe, expect, it } from '@jest/globals';
import { parseUnifiedDiff } from '../../src/patch/diff.js';
import { BUILTIN_NAMES, builtinCheck, type BuiltinName } from '../../src/builtins/catalog.js';
import { evaluateCheck, resolveCheck } from '../../src/builtins/evaluate.js';

const check = (name: BuiltinName, patch: string) =>
  evaluateCheck(resolveCheck(name), parseUnifiedDiff(patch));

/** A hunk-exact diff of one file from its old and new text (whole-file hunk). */
function diff(path: string, before: string[], after: string[], newPath = path): string {
  return [
    `diff --git a/${path} b/${newPath}`,
    ...(newPath !== path ? ['similarity index 90%', `rename from ${path}`, `rename to ${newPath}`] : []),
    `--- a/${path}`,
    `+++ b/${newPath}`,
    `@@ -1,${before.length} +1,${after.length} @@`,
    ...before.map((l) => `-${l}`),
    ...after.map((l) => `+${l}`),
    '',
  ].join('\n');
}

describe('no-lint-suppressions judges what the patch adds', () => {
  it('a rename of a suppressed function is CLEAR', () => {
    const p = diff(
      'src/pkg/parser.py',
      ['def _parse_legacy(text):  # noqa: C901', '    return text'],
      ['def parse_legacy(text):  # noqa: C901', '    return text'],
    );
    expect(check('no-lint-suppressions', p).rejected).toBe(false);
  });

  it('a reflow that moves a suppression down the file is CLEAR', () => {
    const p = diff(
      'src/log.ts',
      [
        'export function log(a, b, c) {',
        '  // eslint-disable-next-line no-console',
        '  console.log(a, b, c);',
        '}',
      ],
      [
        'export function log(a, b, c) {',
        '  const line = [a, b, c].join(" ");',
        '  // eslint-disable-next-line no-console',
        '  console.log(line);',
        '}',
      ],
    );
    expect(check('no-lint-suppressions', p).rejected).toBe(false);
  });

  it('a type-checker setting that gives every ignore its error code (config and code) is CLEAR', () => {
    const p =
      diff(
        'pyproject.toml',
        ['[tool.mypy]', 'strict = true'],
        ['[tool.mypy]', 'strict = true', 'enable_error_code = ["ignore-without-code"]'],
      ) +
      diff(
        'src/pkg/compat.py',
        ['    return obj.__wrapped__  # type: ignore', '    import yaml  # type: ignore'],
        [
          '    return obj.__wrapped__  # type: ignore[attr-defined]',
          '    import yaml  # type: ignore[import-untyped]',
        ],
      );
    expect(check('no-lint-suppressions', p).rejected).toBe(false);
  });

  it('a file renamed with its suppressions is CLEAR', () => {
    const p = diff(
      'src/old.ts',
      ['// @ts-expect-error legacy', 'x = 1;'],
      ['// @ts-expect-error legacy', 'x = 2;'],
      'src/new.ts',
    );
    expect(check('no-lint-suppressions', p).rejected).toBe(false);
  });

  it('one more of the same suppression in the file REJECTs, at the added line past the count removed', () => {
    const p = diff(
      'src/pkg/compat.py',
      ['x = a.b  # type: ignore'],
      ['x = a.b  # type: ignore', 'y = a.c  # type: ignore'],
    );
    const r = check('no-lint-suppressions', p);
    expect(r.rejected).toBe(true);
    expect(r.witness).toMatchObject({ path: 'src/pkg/compat.py', line: 2 });
  });

  it('a suppression of another kind in place of a removed one REJECTs', () => {
    const p = diff('src/pkg/a.py', ['x = f()  # noqa'], ['x = f()  # type: ignore']);
    expect(check('no-lint-suppressions', p).rejected).toBe(true);
  });

  it('a suppression removed from one file and added to another REJECTs (counted per file)', () => {
    const p =
      diff('src/a.ts', ['// @ts-ignore', 'a();'], ['a();']) +
      diff('src/b.ts', ['b();'], ['// @ts-ignore', 'b();']);
    const r = check('no-lint-suppressions', p);
    expect(r.rejected).toBe(true);
    expect(r.witness?.path).toBe('src/b.ts');
  });

  it('a suppression added to a new file REJECTs', () => {
    const p = diff('src/a.go', ['package a'], ['package a', 'func f() {} //nolint:unused']);
    expect(check('no-lint-suppressions', p).rejected).toBe(true);
  });
});

describe('skip markers and focused tests judge what the patch adds', () => {
  it('renaming a skipped test is CLEAR; a second skip REJECTs', () => {
    const renamed = diff(
      'test/a.test.js',
      ["it.skip('old name', () => {});"],
      ["it.skip('new name', () => {});"],
    );
    expect(check('no-skipped-tests', renamed).rejected).toBe(false);
    const more = diff(
      'test/a.test.js',
      ["it.skip('old name', () => {});"],
      ["it.skip('old name', () => {});", "it.skip('another', () => {});"],
    );
    expect(check('no-skipped-tests', more).rejected).toBe(true);
  });

  it('a pytest skip mark kept on an edited test is CLEAR', () => {
    const p = diff(
      'tests/test_io.py',
      ['@pytest.mark.skipif(sys.platform == "win32", reason="posix")', 'def test_link():'],
      ['@pytest.mark.skipif(os.name == "nt", reason="posix only")', 'def test_symlink():'],
    );
    expect(check('no-skipped-tests', p).rejected).toBe(false);
  });

  it('a focused test reflowed is CLEAR; a new one REJECTs', () => {
    const reflow = diff(
      'src/a.test.ts',
      ["describe.only('x', () => { it('y', f); });"],
      ["describe.only('x', () => {", "  it('y', f);", '});'],
    );
    expect(check('no-focused-tests', reflow).rejected).toBe(false);
    expect(
      check('no-focused-tests', diff('src/a.test.ts', ["it('y', f);"], ["it.only('y', f);"])).rejected,
    ).toBe(true);
  });
});

describe('the catalog stays falsifiable', () => {
  it.each(BUILTIN_NAMES)('%s still rejects its shipped probe', (name) => {
    expect(check(name, builtinCheck(name).probe).rejected).toBe(true);
  });
});

describe('honest uses', () => {
  it('the catalog names the checks whose match has honest uses (gate init holds them)', () => {
    const honest = BUILTIN_NAMES.filter((n) => builtinCheck(n).honestUses !== undefined);
    expect(honest).toEqual(['no-lint-suppressions', 'no-ci-edits', 'no-harness-probing']);
    for (const n of honest) expect(builtinCheck(n).honestUses).toMatch(/\w{3,}/);
  });
});
