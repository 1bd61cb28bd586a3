import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CUT_MARK,
  EXCERPT_CHARS,
  EXCERPT_LINES,
  EXCERPT_READ_BYTES,
  logExcerpt,
  readLogExcerpt,
} from '../../src/trace/excerpt.js';
import { tempDir } from '../helpers/tmp.js';

describe('logExcerpt', () => {
  it('keeps a short output as it is, without trailing blank lines', () => {
    expect(logExcerpt('roundtrip failed for "zzzz": got "zzzzzz"\n\n')).toBe(
      'roundtrip failed for "zzzz": got "zzzzzz"',
    );
  });

  it('keeps the last lines and marks the cut', () => {
    const text = Array.from({ length: 50 }, (_, i) => `line ${i}`).join('\n');
    const out = logExcerpt(text);
    const lines = out.split('\n');
    expect(lines[0]).toBe(CUT_MARK);
    expect(lines.slice(1)).toHaveLength(EXCERPT_LINES);
    expect(lines.at(-1)).toBe('line 49');
    expect(lines[1]).toBe(`line ${50 - EXCERPT_LINES}`);
  });

  it('removes colour escapes, keeps what a progress bar finally showed, drops controls', () => {
    const out = logExcerpt(
      '\u001b[31mLAW BROKEN\u001b[0m [inc preminor]\n10%\r50%\r100%\nbell\u0007 nul\u0000\n',
    );
    expect(out).toBe('LAW BROKEN [inc preminor]\n100%\nbell nul');
  });

  it('cuts to the character cap at a line start', () => {
    const out = logExcerpt(Array.from({ length: 10 }, () => 'x'.repeat(500)).join('\n'));
    expect(out.startsWith(`${CUT_MARK}\n`)).toBe(true);
    expect(Array.from(out).length).toBeLessThanOrEqual(EXCERPT_CHARS + 2);
    expect(
      out
        .split('\n')
        .slice(1)
        .every((l) => l === 'x'.repeat(500)),
    ).toBe(true);
  });

  it('drops the partial first line of a tail read', () => {
    expect(logExcerpt('tail of a line\nwhole line', { fromMiddle: true })).toBe(`${CUT_MARK}\nwhole line`);
  });

  it('is bounded and free of controls whatever the bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 6000 }), fc.boolean(), (bytes, middle) => {
        const out = logExcerpt(bytes, { fromMiddle: middle });
        expect(out.split('\n').length).toBeLessThanOrEqual(EXCERPT_LINES + 1);
        expect(Array.from(out).length).toBeLessThanOrEqual(EXCERPT_CHARS + 2);
        // eslint-disable-next-line no-control-regex
        expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('readLogExcerpt', () => {
  const dir = tempDir('gate-excerpt-');

  it('reads only the tail of a large log', () => {
    const file = join(dir, 'big.log');
    const head = 'HEAD-ONLY\n'.repeat(100_000);
    writeFileSync(
      file,
      `${head}the invariant failed: seed 7\n[gate: output truncated after 1048576 bytes]\n`,
    );
    const out = readLogExcerpt(file) as string;
    expect(out.split('\n').filter((l) => l === 'HEAD-ONLY').length).toBeLessThan(EXCERPT_LINES);
    expect(out.endsWith('the invariant failed: seed 7\n[gate: output truncated after 1048576 bytes]')).toBe(
      true,
    );
    expect(out.startsWith(CUT_MARK)).toBe(true);
    expect(EXCERPT_READ_BYTES).toBeLessThan(head.length);
  });

  it('is undefined for a missing or empty log', () => {
    expect(readLogExcerpt(join(dir, 'none.log'))).toBeUndefined();
    writeFileSync(join(dir, 'empty.log'), '\n\n');
    expect(readLogExcerpt(join(dir, 'empty.log'))).toBeUndefined();
  });
});
