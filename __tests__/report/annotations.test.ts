import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  annotationsFor,
  capMessage,
  changedFrame,
  cleanRelativePath,
  lineNumber,
} from '../../src/report/annotations.js';
import { ANNOTATION_MESSAGE_LIMIT as MESSAGE_LIMIT_BYTES, chunk } from '../../src/adapters/checks.js';
import { byteLength } from '../../src/report/markdown.js';
import { clearTrace, holdTrace, miss, property, rejectTrace, replay } from './trace-fixture.js';
import type { MissOutcome } from '../../src/trace/model.js';

describe('annotationsFor', () => {
  it('a rejecting witness is a failure at its line', () => {
    const trace = rejectTrace({ path: 'src/app.py', line: 12, message: 'bare except' });
    expect(annotationsFor(trace)).toEqual([
      {
        path: 'src/app.py',
        start_line: 12,
        end_line: 12,
        annotation_level: 'failure',
        title: 'PROPERTY_REJECT: specs/no_bare_except.py',
        message: 'bare except',
      },
    ]);
  });

  it('a witness without a line is annotated at line 1, without a message gets one', () => {
    const [a] = annotationsFor(rejectTrace({ path: 'src/app.py' }));
    expect(a).toMatchObject({ start_line: 1, end_line: 1 });
    expect(a!.message).toContain('rejected the patch');
  });

  it('the same witness in properties and in trace.witnesses is annotated once', () => {
    const trace = rejectTrace({ path: 'a.py', line: 2, message: 'm' });
    expect(trace.witnesses).toHaveLength(1);
    expect(annotationsFor(trace)).toHaveLength(1);
  });

  it('a witness of a non-rejecting spec is a warning; a CLEAR run has none otherwise', () => {
    expect(annotationsFor(clearTrace())).toEqual([]);
    const trace = clearTrace({
      properties: [property({ code: 'PROPERTY_ERROR', witness: { path: 'b.py', line: 3 } })],
    });
    expect(annotationsFor(trace)[0]).toMatchObject({ annotation_level: 'warning', path: 'b.py' });
  });

  it('drops witnesses whose path is not a clean relative path', () => {
    for (const path of [
      '/etc/passwd',
      '../outside.py',
      'a/../../b',
      'C:\\x.py',
      'a\\b.py',
      '',
      'a//b',
      'a\nb',
      'x/./y',
    ]) {
      expect(annotationsFor(rejectTrace({ path, line: 1 }))).toEqual([]);
    }
    expect(annotationsFor(rejectTrace({ path: './src/a.py', line: 1 }))[0]!.path).toBe('src/a.py');
  });

  it('hostile values: bad lines become 1, hostile titles become one line', () => {
    for (const line of [0, -3, 1.5, Number.NaN, Infinity, 2 ** 40, '7' as unknown as number]) {
      expect(annotationsFor(rejectTrace({ path: 'a.py', line }))[0]!.start_line).toBe(1);
    }
    const trace = rejectTrace({ path: 'a.py', line: 4 });
    trace.properties[0]!.spec = `evil\n${'x'.repeat(1000)}`;
    const [a] = annotationsFor(trace);
    expect(a!.title).not.toMatch(/\n/);
    expect(a!.title.length).toBeLessThanOrEqual(255);
  });

  it('caps huge unicode messages at 64 KiB', () => {
    const message = '🦄日本'.repeat(40_000);
    const [a] = annotationsFor(rejectTrace({ path: 'a.py', line: 1, message }));
    expect(byteLength(a!.message)).toBeLessThanOrEqual(MESSAGE_LIMIT_BYTES);
    expect(a!.message).toContain('.gate artifact');
    expect(a!.message).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('tolerates a malformed trace', () => {
    const trace = clearTrace({ properties: null as never, witnesses: [null, 3, { path: 'ok.py' }] as never });
    expect(annotationsFor(trace)).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('cleanRelativePath accepts only clean relative paths', () => {
    expect(cleanRelativePath('src/a.py')).toBe('src/a.py');
    expect(cleanRelativePath(3)).toBeUndefined();
    expect(cleanRelativePath('a/')).toBeUndefined();
  });

  it('property: an accepted path is relative, has no dot segments and no control characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[./a-z\\]{0,12}$/)), (s) => {
        const p = cleanRelativePath(s);
        if (p === undefined) return;
        expect(p.startsWith('/')).toBe(false);
        expect(p.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..')).toBe(true);
        // eslint-disable-next-line no-control-regex
        expect(p).not.toMatch(/[\u0000-\u001f\\]/);
      }),
    );
  });

  it('lineNumber', () => {
    expect(lineNumber(5)).toBe(5);
    expect(lineNumber(undefined)).toBe(1);
  });

  it('capMessage leaves short messages alone', () => {
    expect(capMessage('hi')).toBe('hi');
  });

  it('chunk splits into slices of 50 by default', () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    const chunks = chunk(items);
    expect(chunks.map((c) => c.length)).toEqual([50, 50, 20]);
    expect(chunks.flat()).toEqual(items);
    expect(chunk([], 10)).toEqual([]);
    expect(chunk([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
    expect(() => chunk([1], 1.5)).toThrow(RangeError);
  });
});

describe('annotations wherever a path is known', () => {
  const paths = (t: Parameters<typeof annotationsFor>[0]) =>
    annotationsFor(t).map((a) => [a.path, a.start_line, a.annotation_level, a.title]);

  it('the oracle files of a CONTAMINATED patch', () => {
    const t = clearTrace({
      verdict: 'REJECT',
      label: 'CONTAMINATED',
      reason_code: 'CONTAMINATED',
      reason_stage: 'scope',
      properties: [],
      oracle_touched: ['invariants/p.py', '../escape', 'gate.yml'],
    });
    expect(paths(t)).toEqual([
      ['invariants/p.py', 1, 'failure', 'failure-class: CONTAMINATED'],
      ['gate.yml', 1, 'failure', 'failure-class: CONTAMINATED'],
    ]);
  });

  it('the changed inputs of a FIXTURE_MISMATCH, once each', () => {
    const t = clearTrace({
      verdict: 'REJECT',
      reason_code: 'FIXTURE_MISMATCH',
      reason_stage: 'fixture',
      properties: [],
      replays: [
        replay({ code: 'FIXTURE_MISMATCH', differing_inputs: ['fixtures/a.txt'] }),
        replay({ code: 'FIXTURE_MISMATCH', seed: 9, differing_inputs: ['fixtures/a.txt'] }),
      ],
    });
    expect(paths(t)).toEqual([['fixtures/a.txt', 1, 'failure', 'failure-class: FIXTURE_MISMATCH']]);
  });

  it('the spec of a PROPERTY_ERROR, the manifest of an UNBOUND fixture, the line of a config error', () => {
    const spec = clearTrace({
      properties: [property({ code: 'PROPERTY_ERROR', spec: 'specs/crash.py', reason: 'exit 3' })],
    });
    expect(annotationsFor(spec)).toEqual([
      expect.objectContaining({
        path: 'specs/crash.py',
        annotation_level: 'warning',
        message: 'This spec gave no result: exit 3.',
      }),
    ]);
    const unbound = clearTrace({
      properties: [],
      replays: [replay({ code: 'UNBOUND', manifest: 'fixtures/m.json', reason: 'seed: missing' })],
    });
    expect(paths(unbound)).toEqual([['fixtures/m.json', 1, 'warning', 'failure-class: UNBOUND']]);
    const config = clearTrace({
      verdict: 'HOLD',
      reason_code: 'NOT_CONFIGURED',
      reason_stage: 'scope',
      properties: [],
      replays: [],
      config_error: { file: 'gate.yml', field: 'budgets.retry_cpa', message: 'unknown key', line: 4 },
    });
    expect(paths(config)).toEqual([['gate.yml', 4, 'failure', 'failure-class: configuration error']]);
  });

  it('a catalog check is no repository file: its PROPERTY_NOT_FALSIFIABLE has no annotation', () => {
    const held = clearTrace({
      properties: [
        property({
          code: 'PROPERTY_NOT_FALSIFIABLE',
          spec: 'builtin:no-skipped-tests',
          reason: 'probe not rejected',
        }),
      ],
    });
    expect(annotationsFor(held)).toEqual([]);
  });

  it('the invariant of a miss that rejects the patch, with what it printed', () => {
    const t = clearTrace({
      verdict: 'REJECT',
      properties: [],
      misses: [
        miss({
          decision: { label: 'PROPERTY', freeze: false },
          attempts: [{ attempt: 'first', result: 'fail', excerpt: 'roundtrip failed for "zzzz"' }],
        }),
      ],
    });
    expect(annotationsFor(t)).toEqual([
      expect.objectContaining({
        path: 'invariants/parser_roundtrip.py',
        annotation_level: 'failure',
        title: 'failure-class: PROPERTY: parser.roundtrip seed 1402',
        message: expect.stringContaining('roundtrip failed for "zzzz"'),
      }),
    ]);
  });
});

describe('evidence on the lines the pull request changed', () => {
  it('a stack frame in a changed file, Node or Python, is found; an unchanged file is not', () => {
    const node =
      'Error: bad\n    at decode (/tmp/gate-x/src/codec.mjs:14:11)\n    at main (/tmp/gate-x/lib/other.mjs:3:1)';
    expect(changedFrame(node, ['src/codec.mjs'])).toEqual({ path: 'src/codec.mjs', line: 14 });
    const py = 'Traceback:\n  File "/w/pkg/mod.py", line 12, in f\n  File "/w/pkg/other.py", line 3';
    expect(changedFrame(py, ['pkg/other.py', 'pkg/mod.py'])).toEqual({ path: 'pkg/mod.py', line: 12 });
    expect(changedFrame(node, ['src/dec.mjs', 'lib/codec.mjs'])).toBeUndefined();
    expect(changedFrame('nothing here', ['src/codec.mjs'])).toBeUndefined();
  });

  it('an exit taken by the code under test in a changed file is annotated at its line', () => {
    const trace = holdTrace({
      reason_code: 'INCOMPLETE',
      label: 'INCOMPLETE',
      changed_paths: ['src/codec.mjs'],
    });
    const m = trace.misses[0] as MissOutcome;
    m.decision = { ...m.decision, label: 'INCOMPLETE' };
    m.attempts = [
      {
        attempt: 'first',
        result: 'incomplete',
        reason:
          'the invariant process.exit(3) from the code under test at src/codec.mjs:14 (not a decision of the invariant)',
      },
    ];
    const a = annotationsFor(trace).find((x) => x.path === 'src/codec.mjs');
    expect(a).toMatchObject({ start_line: 14, end_line: 14, annotation_level: 'failure' });
    expect(a?.message).toMatch(/ended the process here/);
  });
});
