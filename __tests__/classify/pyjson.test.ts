import { describe, expect, it } from '@jest/globals';
import {
  compareCodePoints,
  parsePyJson,
  pyDumps,
  pyFloatRepr,
  PyFloat,
  PyJsonError,
} from '../../src/classify/pyjson.js';

describe('pyFloatRepr matches Python repr(float)', () => {
  it.each([
    [1, '1.0'],
    [0.1, '0.1'],
    [1e-5, '1e-05'],
    [1e-4, '0.0001'],
    [1e16, '1e+16'],
    [1e15, '1000000000000000.0'],
    [1.5e16, '1.5e+16'],
    [1.2345678901234568e17, '1.2345678901234568e+17'],
    [-0, '-0.0'],
    [0, '0.0'],
    [2.5, '2.5'],
    [Infinity, 'Infinity'],
    [-Infinity, '-Infinity'],
    [NaN, 'NaN'],
    [1e22, '1e+22'],
    [-1.25e-7, '-1.25e-07'],
    [5e-324, '5e-324'],
    [1.7976931348623157e308, '1.7976931348623157e+308'],
    [123.456, '123.456'],
  ])('%p → %s', (x, expected) => {
    expect(pyFloatRepr(x)).toBe(expected);
  });
});

describe('parsePyJson', () => {
  it('keeps floats, big integers and NaN as Python reads them', () => {
    const v = parsePyJson('{"a":1.0,"b":12345678901234567890,"c":NaN,"d":-0,"e":[1E5]}') as Record<
      string,
      unknown
    >;
    expect(v.a).toBeInstanceOf(PyFloat);
    expect(v.b).toBe(12345678901234567890n);
    expect(pyDumps(v, { sortKeys: true })).toBe(
      '{"a":1.0,"b":12345678901234567890,"c":NaN,"d":0,"e":[100000.0]}',
    );
  });

  it('treats "__proto__" as a plain key', () => {
    const v = parsePyJson('{"__proto__": {"polluted": 1}, "x": 1.5}') as Record<string, unknown>;
    expect(Object.keys(v)).toEqual(['__proto__', 'x']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses what Python's json cannot read: deeper than 994 levels, integers over 4300 digits, a BOM", () => {
    const nest = (d: number) => '['.repeat(d) + ']'.repeat(d);
    expect(() => parsePyJson(nest(994))).not.toThrow();
    expect(() => parsePyJson(nest(995))).toThrow(/nested deeper than 994 levels/);
    expect(() => parsePyJson('{"a":' + '{"k":'.repeat(994) + '1' + '}'.repeat(995))).toThrow(
      /deeper than 994/,
    );
    // Brackets inside strings are not nesting.
    expect(() => parsePyJson(JSON.stringify(['['.repeat(5000)]))).not.toThrow();
    expect(parsePyJson('9'.repeat(4300))).toBe(BigInt('9'.repeat(4300)));
    expect(() => parsePyJson('[-' + '9'.repeat(4301) + ']')).toThrow(/an integer of 4301 digits/);
    // A float is not an int: Python reads any number of digits in one.
    expect(parsePyJson('1'.repeat(4301) + '.0')).toBeInstanceOf(PyFloat);
    expect(() => parsePyJson('\ufeff{}')).toThrow(/byte order mark/);
  });

  it.each(['{', '{"a":}', '[1,]', '"\\x"', '01', '{"a":1} x', '"\u0001"'])(
    'rejects %p with a position',
    (text) => {
      expect(() => parsePyJson(text)).toThrow(PyJsonError);
    },
  );
});

describe('pyDumps', () => {
  it('escapes like ensure_ascii=True, surrogate pairs included', () => {
    expect(pyDumps('é😀\u007f"\\\n')).toBe('"\\u00e9\\ud83d\\ude00\\u007f\\"\\\\\\n"');
  });

  it('sorts keys by code point, not by UTF-16 unit', () => {
    expect(['\uff5e', '😀', 'a'].sort(compareCodePoints)).toEqual(['a', '\uff5e', '😀']);
    // A lone surrogate is the code point of its own value: below U+E000, below every astral one.
    expect(['\ue000', '\ud800'].sort(compareCodePoints)).toEqual(['\ud800', '\ue000']);
    expect(['\udfff', '\ue000', '\ud800', '😀', '\uffff'].sort(compareCodePoints)).toEqual([
      '\ud800',
      '\udfff',
      '\ue000',
      '\uffff',
      '😀',
    ]);
    // The same high surrogate, paired in one and lone in the other: the lone one is lower.
    expect(['\ud83d\ude00', '\ud83dA'].sort(compareCodePoints)).toEqual(['\ud83dA', '\ud83d\ude00']);
    expect(['\ud83d\ude00', '\ud83d\ud83d', '\ud83d'].sort(compareCodePoints)).toEqual([
      '\ud83d',
      '\ud83d\ud83d',
      '\ud83d\ude00',
    ]);
    expect(pyDumps({ '\ue000': 1, '\ud800': 2 }, { sortKeys: true })).toBe('{"\\ud800":2,"\\ue000":1}');
    expect(pyDumps({ '😀': 1, '\uff5e': 2 }, { sortKeys: true })).toBe('{"\\uff5e":2,"\\ud83d\\ude00":1}');
  });

  it('indents like json.dumps(indent=2)', () => {
    expect(pyDumps({ a: [], b: [1, 2], c: {} }, { indent: 2 })).toBe(
      '{\n  "a": [],\n  "b": [\n    1,\n    2\n  ],\n  "c": {}\n}',
    );
  });
});
