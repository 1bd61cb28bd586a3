import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sha256Utf8 } from '../../src/classify/sha256.js';

const native = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Utf8 (the plain-JavaScript SHA-256 of a cold classify)', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256Utf8('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Utf8('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto at every padding boundary', () => {
    for (let n = 0; n <= 200; n++) expect(sha256Utf8('x'.repeat(n))).toBe(native('x'.repeat(n)));
  });

  it('agrees with node:crypto on any string, lone surrogates included (encoded as U+FFFD)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => sha256Utf8(s) === native(s)),
      { numRuns: 500 },
    );
    for (const s of ['lone \ud800 high', '\udc00 low', 'caf\u00e9', '\ud83d\ude00', '\u007f'])
      expect(sha256Utf8(s)).toBe(native(s));
  });
});
