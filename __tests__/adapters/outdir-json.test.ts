/**
 * The output folder's JSON is written in pieces (src/adapters/outdir.ts prettyJsonChunks and
 * writeChunksAtomic) and is, byte for byte, what `JSON.stringify(value, null, 2)` gives: for generated
 * values — nested objects and arrays, members JSON leaves out or turns into null, `toJSON` (called
 * with the member's key), boxed primitives, strings with line breaks — and for a run's own files.
 */
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { OutDir, prettyJsonChunks, writeChunksAtomic } from '../../src/adapters/outdir.js';
import { tempDir } from '../helpers/tmp.js';

/** A value with a `toJSON` that answers with the key it was called with and a payload. */
class Keyed {
  constructor(readonly payload: unknown) {}
  toJSON(key: string): unknown {
    return { key, payload: this.payload };
  }
}

const odd = fc.constantFrom<unknown>(
  undefined,
  () => 1,
  Symbol('s'),
  Number.NaN,
  Number.POSITIVE_INFINITY,
  -0,
  new Date(0),
  new Number(3),
  new String('boxed\nline'),
  new Boolean(false),
  new Map([[1, 2]]),
  'line\nbreak and \u2028 and "quotes"',
);
/** One UTF-16 code unit, any of them (a lone surrogate too). */
const codeUnit = fc.nat(0xffff).map((c) => String.fromCharCode(c));
const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }),
    // Any UTF-16 code units, lone surrogates and line separators included (a path may hold them).
    fc.string({ unit: codeUnit, maxLength: 8 }),
    odd,
    fc.array(tie('tree'), { maxLength: 4 }),
    fc.dictionary(fc.string({ unit: codeUnit, maxLength: 6 }), tie('tree'), { maxKeys: 4 }),
    tie('tree').map((v) => new Keyed(v)),
    fc.array(tie('tree'), { maxLength: 3 }).map((a) => {
      const sparse = [...a];
      sparse.length += 2; // holes at the end
      return sparse;
    }),
  ),
}));

describe('JSON written in pieces', () => {
  it('is the text JSON.stringify(value, null, 2) gives, for any value it can write', () => {
    fc.assert(
      fc.property(tree, (value) => {
        const whole = JSON.stringify(value, null, 2);
        if (whole === undefined) expect(() => [...prettyJsonChunks(value)]).toThrow(TypeError);
        else expect([...prettyJsonChunks(value)].join('')).toBe(whole);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a long list member by member, never as one string', () => {
    const paths = Array.from({ length: 20_000 }, (_, i) => `many/d${i % 100}/f${i}.txt`);
    const value = { schema: 1, files: paths.map((path) => ({ path, graded: 'text' })), changed_paths: paths };
    const chunks = [...prettyJsonChunks(value)];
    expect(chunks.join('')).toBe(JSON.stringify(value, null, 2));
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(100);
  });

  it('writes the chunks as one file and returns its sha256, with no temporary file left', () => {
    const dir = tempDir('gate-outdir-json-');
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'grapheme' }),
            fc.uint8Array().map((a) => Buffer.from(a)),
          ),
        ),
        (chunks) => {
          const path = join(dir, 'out.json');
          const digest = writeChunksAtomic(path, chunks);
          const expected = Buffer.concat(
            chunks.map((c) => (typeof c === 'string' ? Buffer.from(c, 'utf8') : c)),
          );
          expect(readFileSync(path)).toEqual(expected);
          expect(digest).toBe(createHash('sha256').update(expected).digest('hex'));
          expect(readdirSync(dir)).toEqual(['out.json']);
        },
      ),
      { numRuns: 200 },
    );
    // Past a batch: the chunks are written in several writes, and the digest is of the whole.
    const big = Array.from({ length: 5000 }, (_, i) => `chunk ${i} ${'x'.repeat(i % 50)}\n`);
    const digest = writeChunksAtomic(join(dir, 'big.txt'), big);
    expect(readFileSync(join(dir, 'big.txt'), 'utf8')).toBe(big.join(''));
    expect(digest).toBe(createHash('sha256').update(big.join('')).digest('hex'));
  });

  it('writeText gives the file and the digest of its bytes, for text and for bytes', () => {
    const out = OutDir.fresh(join(tempDir('gate-outdir-text-'), 'out'));
    for (const [rel, data] of [
      ['log.txt', 'caf\u00e9\nline two\n'],
      ['bytes.bin', Buffer.from([0, 255, 10, 13])],
    ] as const) {
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      expect(out.writeText(rel, data)).toEqual({
        path: rel,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      expect(readFileSync(out.path(rel))).toEqual(bytes);
    }
  });

  it('writeJson gives the file and digest of JSON.stringify(value, null, 2) and a line end', () => {
    const out = OutDir.fresh(join(tempDir('gate-outdir-json-'), 'out'));
    const value = {
      schema: 1,
      files: [new Keyed(['a', undefined]), undefined],
      note: 'x\ny',
      skip: undefined,
    };
    const ref = out.writeJson('graded.json', value);
    const text = `${JSON.stringify(value, null, 2)}\n`;
    expect(readFileSync(out.path('graded.json'), 'utf8')).toBe(text);
    expect(ref).toEqual({ path: 'graded.json', sha256: createHash('sha256').update(text).digest('hex') });
  });
});
