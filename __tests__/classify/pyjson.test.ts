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
    expect(pyDumps({ '😀': 1, '\uff5e': 2 }, { sortKeys: true })).toBe('{"\\uff5e":2,"\\ud83d\\ude00":1}');
  });

  it('indents like json.dumps(indent=2)', () => {
    expect(pyDumps({ a: [], b: [1, 2], c: {} }, { indent: 2 })).toBe(
      '{\n  "a": [],\n  "b": [\n    1,\n    2\n  ],\n  "c": {}\n}',
    );
  });
});
