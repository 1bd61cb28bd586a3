/**
 * The JUnit XML reader of `tests:` fixtures: per-test outcomes from real runners' shapes (node's test
 * runner, pytest's xunit1), and never a pass from a report it cannot read.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { nodeTestMessage, parseJunit } from '../../src/adapters/junit.js';

describe('parseJunit', () => {
  it("reads node's report: nested suites, a failure with its message, entities", () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<testsuites>
  <testsuite name="math" tests="2" failures="1">
    <testcase name="adds" time="0.001" classname="test"/>
    <testcase name="subs" classname="test" failure="x">
      <failure type="testCodeFailure" message="subtraction is wrong&#10;0 !== 5">
Error: subtraction is wrong
    at TestContext.&lt;anonymous&gt; (file:///tmp/a.test.mjs:5:31)
      </failure>
    </testcase>
  </testsuite>
  <testcase name="top &amp; &lt;level>" classname="test">
    <skipped type="skipped" message="todo"/>
  </testcase>
  <!-- tests 3 -->
</testsuites>`;
    const r = parseJunit(xml);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.cases.map((c) => [c.suites, c.name, c.status])).toEqual([
      [['math'], 'adds', 'pass'],
      [['math'], 'subs', 'fail'],
      [[], 'top & <level>', 'skip'],
    ]);
    expect(r.cases[1]?.message).toBe('subtraction is wrong\n0 !== 5');
    expect(r.cases[1]?.detail).toContain('(file:///tmp/a.test.mjs:5:31)');
  });

  it("reads pytest's xunit1 report: file, line, error as a failure, CDATA text", () => {
    const xml = `<testsuites><testsuite name="pytest"><testcase classname="tests.test_calc.TestSub" name="test_subtracts" file="tests/test_calc.py" line="9"><error message="boom"><![CDATA[Traceback <here>]]></error></testcase></testsuite></testsuites>`;
    const r = parseJunit(xml);
    expect(r).toEqual({
      ok: true,
      cases: [
        {
          suites: ['pytest'],
          name: 'test_subtracts',
          classname: 'tests.test_calc.TestSub',
          file: 'tests/test_calc.py',
          line: 9,
          status: 'fail',
          message: 'boom',
          detail: 'Traceback <here>',
        },
      ],
    });
  });

  it.each([
    ['an empty file', ''],
    ['text only', 'all tests passed'],
    ['a truncated report', '<testsuites><testsuite name="a"><testcase name="x"/>'],
    ['mismatched tags', '<testsuites><testcase name="x"></testsuite></testsuites>'],
    ['two roots', '<testsuites/><testsuites/>'],
    [
      'a testcase in a testcase',
      '<testsuites><testcase name="a"><testcase name="b"/></testcase></testsuites>',
    ],
  ])('%s is not a report (never a pass)', (_what, xml) => {
    expect(parseJunit(xml).ok).toBe(false);
  });

  it('never throws, and a failure it reads is never a pass (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, text) => {
        const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
        const r = parseJunit(
          `<testsuites><testcase name="${esc(name)}"><failure>${esc(text)}</failure></testcase></testsuites>`,
        );
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.cases).toEqual([expect.objectContaining({ name, status: 'fail' })]);
        expect(() => parseJunit(text)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('nodeTestMessage', () => {
  // Node 20's reporter, as it writes an assertion diff with quotes: the attribute on one line and
  // escaped twice; the failure's text as thrown.
  const NODE20 = `<testsuites><testcase name="quotes" classname="test" failure="x"><failure type="testCodeFailure" message="Expected values to be strictly deep-equal:+ actual - expected  {+   a: 'x &amp;quot;y&amp;quot;',-   a: 'x &amp;quot;z&amp;quot;'  }">
Error [ERR_TEST_FAILURE]: Expected values to be strictly deep-equal:
+ actual - expected

  {
+   a: 'x "y"',
-   a: 'x "z"'
  }
    at async Promise.all (index 0) {
  code: 'ERR_TEST_FAILURE',
}
</failure></testcase>
<testcase name="string" classname="test" failure="x"><failure type="testCodeFailure" message="a string">
[Error [ERR_TEST_FAILURE]: a string] { code: 'ERR_TEST_FAILURE', failureType: 'testCodeFailure', cause: 'a string' }
</failure></testcase>
<testcase name="other" classname="test" failure="x"><failure type="testCodeFailure" message="what the attribute says">
Error [ERR_TEST_FAILURE]: something else entirely
    at x
</failure></testcase></testsuites>`;

  it("takes the failure's text where it is the attribute's message, and keeps the attribute otherwise", () => {
    const r = parseJunit(NODE20);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.cases.map((c) => nodeTestMessage(c))).toEqual([
      'Expected values to be strictly deep-equal:\n+ actual - expected\n\n  {\n+   a: \'x "y"\',\n-   a: \'x "z"\'\n  }',
      'a string',
      'what the attribute says',
    ]);
  });

  it('is the attribute for anything that is not node’s failure text (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.string(), (message, detail) => {
        fc.pre(!/ERR_TEST_FAILURE/.test(detail));
        expect(nodeTestMessage({ message, detail })).toBe(message);
      }),
    );
  });
});
