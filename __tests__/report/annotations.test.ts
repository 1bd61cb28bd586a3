import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  MESSAGE_LIMIT_BYTES,
  annotationsFor,
  capMessage,
  chunk,
  cleanRelativePath,
  lineNumber,
} from '../../src/report/annotations.js';
import { byteLength } from '../../src/report/markdown.js';
import { clearTrace, property, rejectTrace } from './trace-fixture.js';

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
