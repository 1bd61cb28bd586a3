/**
 * JSON exactly as Python's `json` module reads and writes it, so that `record_sha256` equals what
 * the reference classifier prints for the same file (SPEC §4):
 * `json.dumps(record, sort_keys=True, separators=(",", ":"))` with `ensure_ascii=True`.
 *
 * JavaScript's JSON.parse loses what Python keeps: `1.0` is a float (dumped as `1.0`, not `1`), and
 * integers are unbounded. `parsePyJson` therefore keeps floats as `PyFloat` and large integers as
 * `bigint`; every other value is the plain JavaScript one.
 */

/** A JSON number that Python reads as a float (it has a fraction or an exponent). */
export class PyFloat {
  constructor(readonly value: number) {}
}

export type PyJson =
  null | boolean | string | number | bigint | PyFloat | PyJson[] | { [key: string]: PyJson };

export class PyJsonError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'PyJsonError';
  }
}

/**
 * Where JSON.parse already reads exactly what Python reads: no fraction, exponent or long integer
 * outside strings (a digest such as `…c1e4…` inside a string does not count). NaN and Infinity are
 * not JSON, so JSON.parse rejects them and the exact parser reads them. Strings are skipped whole;
 * in text that is not valid JSON the scan may go astray, but JSON.parse then throws and the exact
 * parser decides.
 */
const EXACT_TOKEN = /"(?:[^"\\]|\\.)*"|[0-9][.eE]|[0-9]{16}/g;

/**
 * In an object or a list, a number outside strings follows `:`, `,` or `[` (and white space). Text
 * in which no such place holds a fraction, an exponent or 16 digits needs no closer look.
 */
const MAYBE_EXACT = /[:,[][ \t\n\r]*-?[0-9]+(?:[.eE]|[0-9]{15})/;

function needsExact(text: string): boolean {
  const c = text.charCodeAt(0);
  if (c !== 0x7b && c !== 0x5b) return true; // not an object or a list: small, or not JSON
  if (!MAYBE_EXACT.test(text)) return false;
  EXACT_TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = EXACT_TOKEN.exec(text)) !== null) if (m[0].charCodeAt(0) !== 0x22) return true;
  return false;
}

/**
 * The deepest nesting of lists and objects Python's json reads: deeper, `json.loads` raises
 * RecursionError (CPython 3.11 with its default recursion limit of 1000, called from a script's
 * main() as the reference is, reads 994 levels; later versions read more). The document itself is
 * level 1. The gate refuses deeper text rather than classify what the reference cannot read.
 */
export const MAX_DEPTH = 994;
/** Python refuses to read an integer of more digits than this (sys.int_max_str_digits, 3.11+). */
export const MAX_INT_DIGITS = 4300;

/**
 * In JSON text with a string opening at `i` (a `"`), the offset of its closing quote, past every
 * escape (or the text's length when it has none).
 */
export function closingQuote(text: string, i: number): number {
  for (i++; i < text.length; i++) {
    const d = text.charCodeAt(i);
    if (d === 0x5c) i++;
    else if (d === 0x22) break;
  }
  return i;
}

/** The first offset where lists and objects nest deeper than `limit`, strings skipped; or -1. */
function tooDeepAt(text: string, limit: number): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = closingQuote(text, i);
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return -1;
}

function tooDeep(at: number): never {
  throw new PyJsonError(
    `lists and objects nested deeper than ${MAX_DEPTH} levels (Python's json cannot read them) at offset ${at}`,
    at,
  );
}

/**
 * Parses JSON text the way Python's json.loads does (including NaN/Infinity, last duplicate key
 * wins), and refuses what it refuses: nesting deeper than MAX_DEPTH, integers longer than
 * MAX_INT_DIGITS digits.
 */
export function parsePyJson(text: string): PyJson {
  // Nesting deeper than MAX_DEPTH takes at least 2 × (MAX_DEPTH + 1) characters.
  if (text.length >= 2 * (MAX_DEPTH + 1)) {
    const at = tooDeepAt(text, MAX_DEPTH);
    if (at >= 0) tooDeep(at);
  }
  if (!needsExact(text)) {
    try {
      return JSON.parse(text) as PyJson;
    } catch {
      // Fall through to the exact parser for a precise error position.
    }
  }
  const parser = new ExactParser(text);
  return parser.document();
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
/** A backslash or a control character (below U+0020). */
const STRING_SPECIAL = /[^\x20-\x5b\x5d-\uffff]/;

class ExactParser {
  private pos = 0;
  constructor(private readonly text: string) {}

  document(): PyJson {
    if (this.text.charCodeAt(0) === 0xfeff)
      this.fail("a byte order mark before the JSON (Python's json refuses it)");
    this.ws();
    const value = this.value();
    this.ws();
    if (this.pos !== this.text.length) this.fail('extra data after the JSON value');
    return value;
  }

  private fail(what: string): never {
    throw new PyJsonError(`${what} at offset ${this.pos}`, this.pos);
  }

  private ws(): void {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) this.pos++;
      else break;
    }
  }

  private value(): PyJson {
    const t = this.text;
    const c = t[this.pos];
    switch (c) {
      case '{':
        return this.object();
      case '[':
        return this.array();
      case '"':
        return this.string();
      case 't':
        return this.literal('true', true);
      case 'f':
        return this.literal('false', false);
      case 'n':
        return this.literal('null', null);
      case 'N':
        return this.literal('NaN', new PyFloat(NaN));
      case 'I':
        return this.literal('Infinity', new PyFloat(Infinity));
      default:
        if (c === '-' && t.startsWith('-Infinity', this.pos))
          return this.literal('-Infinity', new PyFloat(-Infinity));
        if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
        return this.fail(
          c === undefined ? 'unexpected end of JSON' : `unexpected character ${JSON.stringify(c)}`,
        );
    }
  }

  private literal<T extends PyJson>(word: string, value: T): T {
    if (!this.text.startsWith(word, this.pos)) this.fail('invalid literal');
    this.pos += word.length;
    return value;
  }

  private number(): PyJson {
    const re = NUMBER;
    re.lastIndex = this.pos;
    const m = re.exec(this.text);
    if (!m) this.fail('invalid number');
    this.pos += m[0].length;
    if (m[1] !== undefined || m[2] !== undefined) return new PyFloat(Number(m[0]));
    const digits = m[0].length - (m[0].charCodeAt(0) === 0x2d ? 1 : 0);
    if (digits > MAX_INT_DIGITS) {
      this.pos -= m[0].length;
      this.fail(`an integer of ${digits} digits (Python's json reads at most ${MAX_INT_DIGITS})`);
    }
    const n = Number(m[0]);
    if (Number.isSafeInteger(n)) return n === 0 ? 0 : n;
    return BigInt(m[0]);
  }

  private string(): string {
    const t = this.text;
    // Most strings have no escape: up to the next quote, with no backslash or control character.
    const end = t.indexOf('"', this.pos + 1);
    if (end > 0) {
      const raw = t.slice(this.pos + 1, end);
      if (!STRING_SPECIAL.test(raw)) {
        this.pos = end + 1;
        return raw;
      }
    }
    this.pos++; // opening quote
    let out = '';
    let start = this.pos;
    while (true) {
      if (this.pos >= t.length) this.fail('unterminated string');
      const c = t.charCodeAt(this.pos);
      if (c === 0x22) {
        out += t.slice(start, this.pos);
        this.pos++;
        return out;
      }
      if (c < 0x20) this.fail('invalid control character in string');
      if (c === 0x5c) {
        out += t.slice(start, this.pos);
        const e = t[this.pos + 1];
        this.pos += 2;
        switch (e) {
          case '"':
            out += '"';
            break;
          case '\\':
            out += '\\';
            break;
          case '/':
            out += '/';
            break;
          case 'b':
            out += '\b';
            break;
          case 'f':
            out += '\f';
            break;
          case 'n':
            out += '\n';
            break;
          case 'r':
            out += '\r';
            break;
          case 't':
            out += '\t';
            break;
          case 'u': {
            const hex = t.slice(this.pos, this.pos + 4);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('invalid \\u escape');
            out += String.fromCharCode(parseInt(hex, 16));
            this.pos += 4;
            break;
          }
          default:
            this.pos -= 2;
            this.fail('invalid escape');
        }
        start = this.pos;
        continue;
      }
      this.pos++;
    }
  }

  private array(): PyJson[] {
    this.pos++;
    const out: PyJson[] = [];
    this.ws();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return out;
    }
    while (true) {
      this.ws();
      out.push(this.value());
      this.ws();
      const c = this.text[this.pos++];
      if (c === ']') return out;
      if (c !== ',') {
        this.pos--;
        this.fail("expected ',' or ']'");
      }
    }
  }

  private object(): { [key: string]: PyJson } {
    this.pos++;
    const out: { [key: string]: PyJson } = {};
    this.ws();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return out;
    }
    while (true) {
      this.ws();
      if (this.text[this.pos] !== '"') this.fail('expected a property name in double quotes');
      const key = this.string();
      this.ws();
      if (this.text[this.pos++] !== ':') {
        this.pos--;
        this.fail("expected ':'");
      }
      this.ws();
      const value = this.value();
      // defineProperty for "__proto__": the key is data, never the prototype. Plain assignment
      // otherwise, which keeps the object in V8's fast mode.
      if (key === '__proto__')
        Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      else out[key] = value;
      this.ws();
      const c = this.text[this.pos++];
      if (c === '}') return out;
      if (c !== ',') {
        this.pos--;
        this.fail("expected ',' or '}'");
      }
    }
  }
}

/** Python's repr() of a float, which json.dumps uses (`1.0`, `1e-05`, `1e+16`, `NaN`, `Infinity`). */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const sign = x < 0 ? '-' : '';
  // Shortest round-trip digits and the decimal exponent, from JavaScript's own shortest repr.
  const [mant, expPart] = Math.abs(x).toExponential().split('e') as [string, string];
  const digits = mant.replace('.', '');
  const exp = Number(expPart); // value = 0.d1d2... * 10^(exp+1)
  const decpt = exp + 1;
  if (decpt > 16 || decpt <= -4) {
    const m = digits.length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`;
    const e = exp < 0 ? `-${String(-exp).padStart(2, '0')}` : `+${String(exp).padStart(2, '0')}`;
    return `${sign}${m}e${e}`;
  }
  if (decpt <= 0) return `${sign}0.${'0'.repeat(-decpt)}${digits}`;
  if (decpt >= digits.length) return `${sign}${digits}${'0'.repeat(decpt - digits.length)}.0`;
  return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}

const HEX = '0123456789abcdef';
const SHORT_ESCAPES: Record<number, string> = {
  0x22: '\\"',
  0x5c: '\\\\',
  0x0a: '\\n',
  0x0d: '\\r',
  0x09: '\\t',
  0x08: '\\b',
  0x0c: '\\f',
};

/** Printable ASCII without `"` and `\\`: written as it is. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** A string as json.dumps writes it with ensure_ascii=True: every non-printable-ASCII UTF-16 unit as \uXXXX. */
export function pyString(s: string): string {
  if (PLAIN.test(s)) return '"' + s + '"';
  let out = '"';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c <= 0x7e && c !== 0x22 && c !== 0x5c) continue;
    out += s.slice(start, i);
    out +=
      SHORT_ESCAPES[c] ?? `\\u${HEX[(c >> 12) & 15]}${HEX[(c >> 8) & 15]}${HEX[(c >> 4) & 15]}${HEX[c & 15]}`;
    start = i + 1;
  }
  return out + s.slice(start) + '"';
}

const isHigh = (u: number): boolean => u >= 0xd800 && u <= 0xdbff;
const isLow = (u: number): boolean => u >= 0xdc00 && u <= 0xdfff;

/**
 * Orders strings by Unicode code point, as Python's sorted() does. JavaScript's default sort
 * compares UTF-16 units, which differs once a surrogate is involved: an astral character (a
 * surrogate pair) sorts above U+E000..U+FFFF by code point but below by unit, and a lone surrogate
 * (which Python's json reads from `"\ud800"`) is the code point of its own value, below U+E000.
 * A high surrogate followed by a low one is one astral code point; any other surrogate is lone.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // One is a prefix of the other. A string that ends in a lone high surrogate where the other
  // pairs it is still the shorter one, and below: the lone surrogate is below every astral code point.
  if (i === n) return a.length - b.length;
  const x = a.charCodeAt(i);
  const y = b.charCodeAt(i);
  if (i > 0 && isHigh(a.charCodeAt(i - 1))) {
    // The same high surrogate precedes both: where it pairs with a low one, that string's code
    // point here is astral; where it does not, the code point is the lone high surrogate, lower.
    const xl = isLow(x);
    const yl = isLow(y);
    if (xl !== yl) return xl ? 1 : -1;
    if (xl) return x - y; // two astral code points with the same high half
  }
  // Both code points start at i.
  return (a.codePointAt(i) as number) - (b.codePointAt(i) as number);
}

const SURROGATE = /[\ud800-\udfff]/;

/** The last key list seen for each number of keys, and its sorted copy: records share shapes. */
const lastSorted = new Map<number, { keys: string[]; sorted: string[] }>();

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sortedKeys(obj: object): readonly string[] {
  const keys = Object.keys(obj);
  const last = lastSorted.get(keys.length);
  if (last !== undefined && sameKeys(keys, last.keys)) return last.sorted;
  // Only keys with UTF-16 surrogates sort differently by code point.
  const sorted = [...keys];
  if (SURROGATE.test(keys.join(''))) sorted.sort(compareCodePoints);
  else sorted.sort();
  if (keys.length <= 64) lastSorted.set(keys.length, { keys, sorted });
  return sorted;
}

export interface DumpOptions {
  /** sort_keys=True */
  sortKeys?: boolean;
  /** indent=N; without it the compact separators (",", ":") are used. */
  indent?: number;
}

/**
 * json.dumps(value, ensure_ascii=True, ...) for PyJson values; plain JavaScript numbers that are
 * integers dump as Python ints, other numbers as Python floats.
 */
export function pyDumps(value: unknown, options: DumpOptions = {}): string {
  return write(value, options.sortKeys === true, options.indent, 0);
}

function write(value: unknown, sort: boolean, indent: number | undefined, depth: number): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return pyString(value);
    case 'number':
      return Number.isInteger(value) ? (value === 0 ? '0' : String(value)) : pyFloatRepr(value);
    case 'bigint':
      return value.toString();
    case 'object':
      break;
    default:
      throw new TypeError(`Object of type ${typeof value} is not JSON serializable`);
  }
  if (value instanceof PyFloat) return pyFloatRepr(value.value);
  const nl = indent === undefined ? '' : '\n' + ' '.repeat(indent * (depth + 1));
  const close = indent === undefined ? '' : '\n' + ' '.repeat(indent * depth);
  const colon = indent === undefined ? ':' : ': ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i) out += ',';
      out += nl + write(value[i], sort, indent, depth + 1);
    }
    return out + close + ']';
  }
  const obj = value as Record<string, unknown>;
  const keys = sort ? sortedKeys(obj) : Object.keys(obj);
  if (keys.length === 0) return '{}';
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    if (i) out += ',';
    out += nl + pyString(k) + colon + write(obj[k], sort, indent, depth + 1);
  }
  return out + close + '}';
}
