/**
 * SHA-256 (FIPS 180-4) of a string's UTF-8 bytes, in plain JavaScript. It exists for cold start, not
 * for speed: `gate classify` hashes one short, ASCII-only text per record (`json.dumps` with
 * ensure_ascii) and exits, and in a fresh process the first node:crypto digest costs the load of
 * OpenSSL's bindings — measured about 7.5 ms for import + one digest of a 150-byte record, against
 * about 3 ms for importing this module from its own file and hashing the same text (median of five
 * fresh `node` processes each, one run side by side on a 2-core machine). On long or many texts
 * node:crypto is faster; everything else in the gate uses it.
 */
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const W = new Int32Array(64);
const HEX = '0123456789abcdef';
const NOT_ASCII = /[^\x20-\x7e]/;

function utf8(text: string): Uint8Array {
  if (!NOT_ASCII.test(text)) {
    const out = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
    return out;
  }
  // Lone surrogates become U+FFFD, as Buffer.from(text, 'utf8') does.
  return new TextEncoder().encode(text);
}

/** Lower-case hex SHA-256 of `text` encoded as UTF-8. */
export function sha256Utf8(text: string): string {
  const data = utf8(text);
  const n = data.length;
  // Message, 0x80, zero padding, 64-bit big-endian bit length: a whole number of 64-byte blocks.
  const blocks = ((n + 8) >> 6) + 1;
  const m = new Uint8Array(blocks * 64);
  m.set(data);
  m[n] = 0x80;
  const bits = n * 8;
  const end = blocks * 64;
  m[end - 5] = (bits / 0x100000000) >>> 0;
  m[end - 4] = bits >>> 24;
  m[end - 3] = bits >>> 16;
  m[end - 2] = bits >>> 8;
  m[end - 1] = bits;
  let h0 = 0x6a09e667 | 0;
  let h1 = 0xbb67ae85 | 0;
  let h2 = 0x3c6ef372 | 0;
  let h3 = 0xa54ff53a | 0;
  let h4 = 0x510e527f | 0;
  let h5 = 0x9b05688c | 0;
  let h6 = 0x1f83d9ab | 0;
  let h7 = 0x5be0cd19 | 0;
  for (let off = 0; off < end; off += 64) {
    for (let t = 0; t < 16; t++) {
      const j = off + t * 4;
      W[t] = (m[j]! << 24) | (m[j + 1]! << 16) | (m[j + 2]! << 8) | m[j + 3]!;
    }
    for (let t = 16; t < 64; t++) {
      const a = W[t - 15]!;
      const b = W[t - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      W[t] = (W[t - 16]! + s0 + W[t - 7]! + s1) | 0;
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    let f = h5;
    let g = h6;
    let h = h7;
    for (let t = 0; t < 64; t++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (h + S1 + ch + K[t]! + W[t]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  let out = '';
  for (const word of [h0, h1, h2, h3, h4, h5, h6, h7]) {
    for (let shift = 28; shift >= 0; shift -= 4) out += HEX[(word >>> shift) & 15];
  }
  return out;
}
