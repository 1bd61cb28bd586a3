#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4708:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ defuseLog),
/* harmony export */   f: () => (/* binding */ defuseJson)
/* harmony export */ });
/**
 * The log defuser: text from the patch or from user processes that the gate prints to the runner's log
 * can never be read by the runner as a workflow command.
 *
 * How the runner reads a log line (actions/runner, Runner.Common/ActionCommand.cs and
 * Runner.Worker/ActionCommandManager.cs), and what follows for the defuser:
 * - Output is split into lines by .NET `StreamReader.ReadLine`: at `\r\n`, `\r` and `\n`. Every one of
 *   those starts a new line here too.
 * - `::cmd …::data`: the line is `TrimStart()`ed (.NET whitespace, which includes U+0085 and other
 *   characters JavaScript's `\s` does not), then must start with `::`.
 * - `##[cmd …]data`: `##[` is looked for anywhere in the line.
 * - `StartsWith` and `IndexOf` there are culture-sensitive string comparisons, which skip characters
 *   with no collation weight (format and control characters such as U+200B, U+00AD, U+0000). So a
 *   zero-width character between the two colons does not defuse anything; a space does.
 *
 * So: a line whose first significant characters (after whitespace, separators, controls and ignorable
 * characters, a superset of what the runner skips) are two colons gets a space between them, and every
 * `##[` (ignorable characters between its characters included) gets a space before its `[`. The text stays
 * readable and nothing else changes.
 */
/** Characters a culture-sensitive comparison may skip: controls, format characters, default ignorables. */
const IGNORABLE = String.raw `\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}`;
/** Characters `TrimStart()` removes, widened to every separator and whitespace character. */
const LEADING = String.raw `\p{White_Space}\p{Z}${IGNORABLE}`;
const LINE_BREAK = /(\r\n|\r|\n)/;
const LEADING_COLONS = new RegExp(`^([${LEADING}]*):([${IGNORABLE}]*):`, 'u');
const HASH_BRACKET = new RegExp(`#([${IGNORABLE}]*)#([${IGNORABLE}]*)\\[`, 'gu');
/** One line (no line break inside) made inert. */
function defuseLine(line) {
    return line.replace(HASH_BRACKET, '#$1#$2 [').replace(LEADING_COLONS, '$1: $2:');
}
/** Text for the runner's log, any number of lines, with no workflow command left in any of them. */
function defuseLog(text) {
    const parts = text.split(LINE_BREAK);
    // split with a capturing group: even indexes are lines, odd ones the breaks between them.
    for (let i = 0; i < parts.length; i += 2)
        parts[i] = defuseLine(parts[i]);
    return parts.join('');
}
/**
 * JSON text for a log (the trace `gate run` prints): `##[` can only stand inside a JSON string there,
 * so its `[` is written as the escape `\u005b`, which reads back as the same value.
 */
function defuseJson(json) {
    return json.replace(HASH_BRACKET, '#$1#$2\\u005b');
}


/***/ }),

/***/ 2221:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ describeValue)
/* harmony export */ });
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1737);
/**
 * How a reason names a value it did not expect: its type as the reader of a JSON or YAML file knows it
 * and, for a scalar, the value itself (long strings cut). One wording for every reason the gate gives
 * about a record, a manifest, a ledger row, a trace or a predicate.
 */

const STRING_SHOWN = 60;
function describeValue(v) {
    if (v === undefined)
        return 'nothing';
    if (v === null)
        return 'null';
    if (v instanceof _pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$)
        return `float ${v.value}`;
    if (Array.isArray(v))
        return 'a list';
    if (typeof v === 'string')
        return `string ${JSON.stringify(v.length > STRING_SHOWN ? v.slice(0, STRING_SHOWN) + '…' : v)}`;
    if (typeof v === 'number' && !Number.isInteger(v))
        return `float ${v}`;
    if (typeof v === 'number' || typeof v === 'bigint')
        return `integer ${v}`;
    if (typeof v === 'object')
        return 'an object';
    return `${typeof v} ${String(v)}`;
}


/***/ }),

/***/ 1737:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ compareCodePoints),
/* harmony export */   Qg: () => (/* binding */ PyJsonError),
/* harmony export */   g$: () => (/* binding */ PyFloat),
/* harmony export */   j5: () => (/* binding */ parsePyJson),
/* harmony export */   m2: () => (/* binding */ closingQuote),
/* harmony export */   vD: () => (/* binding */ pyDumps)
/* harmony export */ });
/* unused harmony exports MAX_DEPTH, MAX_INT_DIGITS, pyFloatRepr, pyString */
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
class PyFloat {
    value;
    constructor(value) {
        this.value = value;
    }
}
class PyJsonError extends Error {
    position;
    constructor(message, position) {
        super(message);
        this.position = position;
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
function needsExact(text) {
    const c = text.charCodeAt(0);
    if (c !== 0x7b && c !== 0x5b)
        return true; // not an object or a list: small, or not JSON
    if (!MAYBE_EXACT.test(text))
        return false;
    EXACT_TOKEN.lastIndex = 0;
    let m;
    while ((m = EXACT_TOKEN.exec(text)) !== null)
        if (m[0].charCodeAt(0) !== 0x22)
            return true;
    return false;
}
/**
 * The deepest nesting of lists and objects Python's json reads: deeper, `json.loads` raises
 * RecursionError (CPython 3.11 with its default recursion limit of 1000, called from a script's
 * main() as the reference is, reads 994 levels; later versions read more). The document itself is
 * level 1. The gate refuses deeper text rather than classify what the reference cannot read.
 */
const MAX_DEPTH = 994;
/** Python refuses to read an integer of more digits than this (sys.int_max_str_digits, 3.11+). */
const MAX_INT_DIGITS = 4300;
/**
 * In JSON text with a string opening at `i` (a `"`), the offset of its closing quote, past every
 * escape (or the text's length when it has none).
 */
function closingQuote(text, i) {
    for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c)
            i++;
        else if (d === 0x22)
            break;
    }
    return i;
}
/** The first offset where lists and objects nest deeper than `limit`, strings skipped; or -1. */
function tooDeepAt(text, limit) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22) {
            i = closingQuote(text, i);
        }
        else if (c === 0x5b || c === 0x7b) {
            if (++depth > limit)
                return i;
        }
        else if (c === 0x5d || c === 0x7d)
            depth--;
    }
    return -1;
}
function tooDeep(at) {
    throw new PyJsonError(`lists and objects nested deeper than ${MAX_DEPTH} levels (Python's json cannot read them) at offset ${at}`, at);
}
/**
 * Parses JSON text the way Python's json.loads does (including NaN/Infinity, last duplicate key
 * wins), and refuses what it refuses: nesting deeper than MAX_DEPTH, integers longer than
 * MAX_INT_DIGITS digits.
 */
function parsePyJson(text) {
    // Nesting deeper than MAX_DEPTH takes at least 2 × (MAX_DEPTH + 1) characters.
    if (text.length >= 2 * (MAX_DEPTH + 1)) {
        const at = tooDeepAt(text, MAX_DEPTH);
        if (at >= 0)
            tooDeep(at);
    }
    if (!needsExact(text)) {
        try {
            return JSON.parse(text);
        }
        catch {
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
    text;
    pos = 0;
    constructor(text) {
        this.text = text;
    }
    document() {
        if (this.text.charCodeAt(0) === 0xfeff)
            this.fail("a byte order mark before the JSON (Python's json refuses it)");
        this.ws();
        const value = this.value();
        this.ws();
        if (this.pos !== this.text.length)
            this.fail('extra data after the JSON value');
        return value;
    }
    fail(what) {
        throw new PyJsonError(`${what} at offset ${this.pos}`, this.pos);
    }
    ws() {
        const t = this.text;
        while (this.pos < t.length) {
            const c = t.charCodeAt(this.pos);
            if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d)
                this.pos++;
            else
                break;
        }
    }
    value() {
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
                if (c === '-' || (c !== undefined && c >= '0' && c <= '9'))
                    return this.number();
                return this.fail(c === undefined ? 'unexpected end of JSON' : `unexpected character ${JSON.stringify(c)}`);
        }
    }
    literal(word, value) {
        if (!this.text.startsWith(word, this.pos))
            this.fail('invalid literal');
        this.pos += word.length;
        return value;
    }
    number() {
        const re = NUMBER;
        re.lastIndex = this.pos;
        const m = re.exec(this.text);
        if (!m)
            this.fail('invalid number');
        this.pos += m[0].length;
        if (m[1] !== undefined || m[2] !== undefined)
            return new PyFloat(Number(m[0]));
        const digits = m[0].length - (m[0].charCodeAt(0) === 0x2d ? 1 : 0);
        if (digits > MAX_INT_DIGITS) {
            this.pos -= m[0].length;
            this.fail(`an integer of ${digits} digits (Python's json reads at most ${MAX_INT_DIGITS})`);
        }
        const n = Number(m[0]);
        if (Number.isSafeInteger(n))
            return n === 0 ? 0 : n;
        return BigInt(m[0]);
    }
    string() {
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
            if (this.pos >= t.length)
                this.fail('unterminated string');
            const c = t.charCodeAt(this.pos);
            if (c === 0x22) {
                out += t.slice(start, this.pos);
                this.pos++;
                return out;
            }
            if (c < 0x20)
                this.fail('invalid control character in string');
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
                        if (!/^[0-9a-fA-F]{4}$/.test(hex))
                            this.fail('invalid \\u escape');
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
    array() {
        this.pos++;
        const out = [];
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
            if (c === ']')
                return out;
            if (c !== ',') {
                this.pos--;
                this.fail("expected ',' or ']'");
            }
        }
    }
    object() {
        this.pos++;
        const out = {};
        this.ws();
        if (this.text[this.pos] === '}') {
            this.pos++;
            return out;
        }
        while (true) {
            this.ws();
            if (this.text[this.pos] !== '"')
                this.fail('expected a property name in double quotes');
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
            else
                out[key] = value;
            this.ws();
            const c = this.text[this.pos++];
            if (c === '}')
                return out;
            if (c !== ',') {
                this.pos--;
                this.fail("expected ',' or '}'");
            }
        }
    }
}
/** Python's repr() of a float, which json.dumps uses (`1.0`, `1e-05`, `1e+16`, `NaN`, `Infinity`). */
function pyFloatRepr(x) {
    if (Number.isNaN(x))
        return 'NaN';
    if (x === Infinity)
        return 'Infinity';
    if (x === -Infinity)
        return '-Infinity';
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    const sign = x < 0 ? '-' : '';
    // Shortest round-trip digits and the decimal exponent, from JavaScript's own shortest repr.
    const [mant, expPart] = Math.abs(x).toExponential().split('e');
    const digits = mant.replace('.', '');
    const exp = Number(expPart); // value = 0.d1d2... * 10^(exp+1)
    const decpt = exp + 1;
    if (decpt > 16 || decpt <= -4) {
        const m = digits.length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`;
        const e = exp < 0 ? `-${String(-exp).padStart(2, '0')}` : `+${String(exp).padStart(2, '0')}`;
        return `${sign}${m}e${e}`;
    }
    if (decpt <= 0)
        return `${sign}0.${'0'.repeat(-decpt)}${digits}`;
    if (decpt >= digits.length)
        return `${sign}${digits}${'0'.repeat(decpt - digits.length)}.0`;
    return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}
const HEX = '0123456789abcdef';
const SHORT_ESCAPES = {
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
function pyString(s) {
    if (PLAIN.test(s))
        return '"' + s + '"';
    let out = '"';
    let start = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0x20 && c <= 0x7e && c !== 0x22 && c !== 0x5c)
            continue;
        out += s.slice(start, i);
        out +=
            SHORT_ESCAPES[c] ?? `\\u${HEX[(c >> 12) & 15]}${HEX[(c >> 8) & 15]}${HEX[(c >> 4) & 15]}${HEX[c & 15]}`;
        start = i + 1;
    }
    return out + s.slice(start) + '"';
}
const isHigh = (u) => u >= 0xd800 && u <= 0xdbff;
const isLow = (u) => u >= 0xdc00 && u <= 0xdfff;
/**
 * Orders strings by Unicode code point, as Python's sorted() does. JavaScript's default sort
 * compares UTF-16 units, which differs once a surrogate is involved: an astral character (a
 * surrogate pair) sorts above U+E000..U+FFFF by code point but below by unit, and a lone surrogate
 * (which Python's json reads from `"\ud800"`) is the code point of its own value, below U+E000.
 * A high surrogate followed by a low one is one astral code point; any other surrogate is lone.
 */
function compareCodePoints(a, b) {
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    // One is a prefix of the other. A string that ends in a lone high surrogate where the other
    // pairs it is still the shorter one, and below: the lone surrogate is below every astral code point.
    if (i === n)
        return a.length - b.length;
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (i > 0 && isHigh(a.charCodeAt(i - 1))) {
        // The same high surrogate precedes both: where it pairs with a low one, that string's code
        // point here is astral; where it does not, the code point is the lone high surrogate, lower.
        const xl = isLow(x);
        const yl = isLow(y);
        if (xl !== yl)
            return xl ? 1 : -1;
        if (xl)
            return x - y; // two astral code points with the same high half
    }
    // Both code points start at i.
    return a.codePointAt(i) - b.codePointAt(i);
}
const SURROGATE = /[\ud800-\udfff]/;
/** The last key list seen for each number of keys, and its sorted copy: records share shapes. */
const lastSorted = new Map();
function sameKeys(a, b) {
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return false;
    return true;
}
function sortedKeys(obj) {
    const keys = Object.keys(obj);
    const last = lastSorted.get(keys.length);
    if (last !== undefined && sameKeys(keys, last.keys))
        return last.sorted;
    // Only keys with UTF-16 surrogates sort differently by code point.
    const sorted = [...keys];
    if (SURROGATE.test(keys.join('')))
        sorted.sort(compareCodePoints);
    else
        sorted.sort();
    if (keys.length <= 64)
        lastSorted.set(keys.length, { keys, sorted });
    return sorted;
}
/**
 * json.dumps(value, ensure_ascii=True, ...) for PyJson values; plain JavaScript numbers that are
 * integers dump as Python ints, other numbers as Python floats.
 */
function pyDumps(value, options = {}) {
    return write(value, options.sortKeys === true, options.indent, 0);
}
function write(value, sort, indent, depth) {
    if (value === null)
        return 'null';
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
    if (value instanceof PyFloat)
        return pyFloatRepr(value.value);
    const nl = indent === undefined ? '' : '\n' + ' '.repeat(indent * (depth + 1));
    const close = indent === undefined ? '' : '\n' + ' '.repeat(indent * depth);
    const colon = indent === undefined ? ':' : ': ';
    if (Array.isArray(value)) {
        if (value.length === 0)
            return '[]';
        let out = '[';
        for (let i = 0; i < value.length; i++) {
            if (i)
                out += ',';
            out += nl + write(value[i], sort, indent, depth + 1);
        }
        return out + close + ']';
    }
    const obj = value;
    const keys = sort ? sortedKeys(obj) : Object.keys(obj);
    if (keys.length === 0)
        return '{}';
    let out = '{';
    for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        if (i)
            out += ',';
        out += nl + pyString(k) + colon + write(obj[k], sort, indent, depth + 1);
    }
    return out + close + '}';
}


/***/ }),

/***/ 3329:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F1: () => (/* binding */ envDifference),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   Ws: () => (/* binding */ REQUIRED_FIELDS),
/* harmony export */   Yp: () => (/* binding */ typeProblem)
/* harmony export */ });
/* unused harmony export isInteger */
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1737);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2221);
/**
 * The run record of seed 002 (SPEC §4): its required fields and their types. The reference reads
 * fields by Python truthiness; this gate checks each type first, so a string "false" or a negative
 * cap ends in INCOMPLETE with the field named, never in SCHEDULER or PASS.
 */


const REQUIRED_FIELDS = [
    'run_id',
    'seed',
    'property_path',
    'property_sha256',
    'fixture_sha256',
    'base_fixture_sha256',
    'diff_paths',
    'candidate_result',
    'base_seed_result',
    'retry_results',
    'retry_cap',
    'budget_ok',
    'transcript_complete',
];
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof _pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$);
}
/** An integer in Python's sense: not a bool, not a float (1.0 is a float). */
function isInteger(v) {
    return (typeof v === 'number' && Number.isInteger(v)) || typeof v === 'bigint';
}
const nonEmptyString = (v) => typeof v === 'string' && v.length > 0;
const stringList = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
const bool = (v) => typeof v === 'boolean';
const FIELD_TYPES = {
    run_id: [(v) => nonEmptyString(v) || (isInteger(v) && Number(v) >= 0), 'a non-empty string or an integer'],
    seed: [isInteger, 'an integer'],
    property_path: [nonEmptyString, 'a non-empty string'],
    property_sha256: [nonEmptyString, 'a non-empty string'],
    fixture_sha256: [nonEmptyString, 'a non-empty string'],
    base_fixture_sha256: [nonEmptyString, 'a non-empty string'],
    diff_paths: [stringList, 'a list of strings'],
    // Any string: the reference reads every string but "pass" as a failed candidate, at its own row.
    candidate_result: [(v) => typeof v === 'string', 'a string ("pass" or "fail")'],
    base_seed_result: [(v) => typeof v === 'string', 'a string ("pass", "fail" or "not_run")'],
    retry_results: [stringList, 'a list of strings'],
    retry_cap: [(v) => isInteger(v) && Number(v) >= 0, 'a non-negative integer'],
    budget_ok: [bool, 'a boolean'],
    transcript_complete: [bool, 'a boolean'],
};
function envProblem(name, v) {
    if (!isObject(v))
        return `${name}: expected an object {workers, clock_budget_ms, filesystem}, got ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(v)}`;
    if (!(isInteger(v.workers) && Number(v.workers) >= 1))
        return `${name}.workers: expected a positive integer, got ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(v.workers)}`;
    if (!(isInteger(v.clock_budget_ms) && Number(v.clock_budget_ms) >= 0))
        return `${name}.clock_budget_ms: expected a non-negative integer, got ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(v.clock_budget_ms)}`;
    if (!nonEmptyString(v.filesystem))
        return `${name}.filesystem: expected a non-empty string, got ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(v.filesystem)}`;
    return undefined;
}
/** The first type problem of a record whose required fields are all present, or undefined. */
function typeProblem(record) {
    for (const field of REQUIRED_FIELDS) {
        const [check, expected] = FIELD_TYPES[field];
        const v = record[field];
        if (!check(v)) {
            if (Array.isArray(v) && (field === 'diff_paths' || field === 'retry_results')) {
                const i = v.findIndex((x) => typeof x !== 'string');
                return `${field}[${i}]: expected a string, got ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(v[i])}`;
            }
            return `${field}: expected ${expected}, got ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(v)}`;
        }
    }
    const gen = record.fixture_generator_path;
    if (gen !== undefined && gen !== null && typeof gen !== 'string')
        return `fixture_generator_path: expected a string or null, got ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(gen)}`;
    for (const name of ['env', 'base_env']) {
        if (record[name] !== undefined) {
            const p = envProblem(name, record[name]);
            if (p)
                return p;
        }
    }
    return undefined;
}
/** The names of the environment fields in which `env` and `base_env` differ (both present). */
function envDifference(record) {
    const a = record.env;
    const b = record.base_env;
    if (!isObject(a) || !isObject(b))
        return [];
    return ['workers', 'clock_budget_ms', 'filesystem'].filter((k) => String(a[k]) !== String(b[k]));
}


/***/ }),

/***/ 4050:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J2: () => (/* binding */ isLabel),
/* harmony export */   kK: () => (/* binding */ classifyRecord),
/* harmony export */   kg: () => (/* binding */ LABELS)
/* harmony export */ });
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1737);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3329);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2221);
/**
 * The decision table of seed 002, first match wins, in the article's order (SPEC §4):
 * contamination before digest, digest before budget, budget before the scheduler row.
 *
 * Where this table parts from the reference, and why (each toward a blocking label):
 * - A required field of the wrong type is INCOMPLETE with a reason, before any other row (SPEC §4:
 *   fail closed on types); the reference reads it by Python truthiness, or raises.
 * - `candidate_result` is any string, read as the reference reads it: "pass" is a passed
 *   candidate, every other string a failed one, at the reference's own rows, so a record the
 *   reference labels CONTAMINATED, FIXTURE, BUDGET, INCOMPLETE (base result) or PROPERTY gets that
 *   label here. Only where the reference would print SCHEDULER does the gate fail closed: a
 *   SCHEDULER label is freeze-eligible, and a candidate result that is neither "pass" nor "fail"
 *   ("", "error", "PASS") does not record the failure the freeze would excuse, so the label is
 *   INCOMPLETE with a reason naming `candidate_result`. (PASS needs exactly "pass", as in the
 *   reference, so an unknown string never passes.)
 * - Where `env` and `base_env` both exist and differ, the SCHEDULER row is BUDGET (SPEC §4).
 */



const LABELS = [
    'INCOMPLETE',
    'CONTAMINATED',
    'FIXTURE',
    'BUDGET',
    'PROPERTY',
    'SCHEDULER',
    'PASS',
];
function isLabel(v) {
    return typeof v === 'string' && LABELS.includes(v);
}
/** Classifies one run record. Pure; never throws, whatever the input. */
function classifyRecord(input) {
    if (!(0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(input)) {
        return { label: 'INCOMPLETE', freeze: false, reason: 'record: expected a JSON object' };
    }
    const record = input;
    const missing = _record_js__WEBPACK_IMPORTED_MODULE_1__/* .REQUIRED_FIELDS */ .Ws.filter((key) => !Object.prototype.hasOwnProperty.call(record, key));
    if (missing.length > 0)
        return { label: 'INCOMPLETE', freeze: false, missing };
    if (record.transcript_complete === false)
        return { label: 'INCOMPLETE', freeze: false, missing: [] };
    const problem = (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .typeProblem */ .Yp)(record);
    if (problem !== undefined)
        return { label: 'INCOMPLETE', freeze: false, reason: problem };
    const diff = new Set(record.diff_paths);
    const watched = new Set([record.property_path]);
    const generator = record.fixture_generator_path;
    if (typeof generator === 'string' && generator !== '')
        watched.add(generator);
    const overlap = [...watched].filter((p) => diff.has(p));
    if (overlap.length > 0) {
        return { label: 'CONTAMINATED', freeze: false, paths: overlap.sort(_pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP) };
    }
    if (record.fixture_sha256 !== record.base_fixture_sha256)
        return { label: 'FIXTURE', freeze: false };
    if (record.budget_ok === false)
        return { label: 'BUDGET', freeze: false };
    if (record.base_seed_result !== 'pass' && record.base_seed_result !== 'fail') {
        return { label: 'INCOMPLETE', freeze: false, reason: 'base_seed_result' };
    }
    if (record.candidate_result === 'pass')
        return { label: 'PASS', freeze: false };
    const cap = Number(record.retry_cap);
    const retryPassed = record.retry_results.slice(0, cap).some((r) => r === 'pass');
    if (record.base_seed_result === 'pass' && retryPassed) {
        if (record.candidate_result !== 'fail') {
            return {
                label: 'INCOMPLETE',
                freeze: false,
                reason: `candidate_result: ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .b)(record.candidate_result)} is neither "pass" nor "fail"; a SCHEDULER label needs a recorded failure`,
            };
        }
        const differs = (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .envDifference */ .F1)(record);
        if (differs.length > 0) {
            // Seed 002: a scheduler label is wrong when base and candidate ran under different conditions.
            return { label: 'BUDGET', freeze: false, reason: `env differs from base_env: ${differs.join(', ')}` };
        }
        return {
            label: 'SCHEDULER',
            freeze: true,
            seed: record.seed,
            property_path: record.property_path,
            fixture_sha256: record.fixture_sha256,
        };
    }
    return { label: 'PROPERTY', freeze: false };
}


/***/ }),

/***/ 6675:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jc: () => (/* binding */ Exit),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/** A command line the CLI cannot act on: exit 2 with the message and the command's usage. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}
/** An input the user named cannot be used (unreadable file, invalid JSON): exit 1, one line on stderr. */
class InputError extends Error {
    constructor(message) {
        super(message);
        this.name = 'InputError';
    }
}
/** Exit codes of the CLI. */
const Exit = {
    OK: 0,
    INPUT: 1,
    USAGE: 2,
};


/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ readTextFile),
/* harmony export */   pG: () => (/* binding */ readLineBatches),
/* harmony export */   sD: () => (/* binding */ writeOut),
/* harmony export */   tT: () => (/* binding */ writeOutSync)
/* harmony export */ });
/* unused harmony export EXIT_PIPE_CLOSED */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6675);


const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Strict UTF-8 that keeps a byte order mark as U+FEFF, as Python's utf-8 codec does. */
const UTF8_KEEP_BOM = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/**
 * Reads a text file strictly as UTF-8; any failure is an InputError naming the file. A leading
 * byte order mark is dropped unless `keepBom` (run records are read as Python reads them).
 */
function readTextFile(path, { keepBom = false } = {}) {
    let bytes;
    try {
        bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path);
    }
    catch (err) {
        const code = err.code;
        const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : err.message;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${path}: cannot read: ${why}`);
    }
    try {
        return (keepBom ? UTF8_KEEP_BOM : UTF8).decode(bytes);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${path}: not valid UTF-8`);
    }
}
function stripCr(lines) {
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (line?.endsWith('\r'))
            lines[i] = line.slice(0, -1);
    }
    return lines;
}
/** The lines of bytes that end at a line boundary; a line that is not valid UTF-8 is null. */
function decodeLines(bytes) {
    let text;
    try {
        text = UTF8_KEEP_BOM.decode(bytes);
    }
    catch {
        // Rare: find the lines at fault, one by one.
        const lines = [];
        let start = 0;
        while (start <= bytes.length) {
            let end = bytes.indexOf(0x0a, start);
            if (end < 0)
                end = bytes.length;
            try {
                lines.push(UTF8_KEEP_BOM.decode(bytes.subarray(start, end)));
            }
            catch {
                lines.push(null);
            }
            start = end + 1;
        }
        return stripCr(lines);
    }
    const lines = text.split('\n');
    return text.includes('\r') ? stripCr(lines) : lines;
}
/**
 * Yields the lines of a file (or stdin for "-") a batch at a time — the complete lines of each
 * chunk read — without holding the whole input in memory. A final line without "\n" is yielded
 * last; "\r\n" ends a line as "\n" does. Each line is decoded as strict UTF-8 on its own: a line
 * that is not valid UTF-8 is yielded as null (nothing is replaced by U+FFFD), and a byte order
 * mark is kept, as Python reads the text.
 */
async function* readLineBatches(path) {
    const stream = path === '-' ? process.stdin : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path, { highWaterMark: 1024 * 1024 });
    /** The bytes of the line not yet ended. */
    const parts = [];
    try {
        for await (const data of stream) {
            const chunk = data;
            const end = chunk.lastIndexOf(0x0a);
            if (end < 0) {
                parts.push(chunk);
                continue;
            }
            parts.push(chunk.subarray(0, end));
            const body = parts.length === 1 ? parts[0] : Buffer.concat(parts);
            parts.length = 0;
            if (end + 1 < chunk.length)
                parts.push(chunk.subarray(end + 1));
            yield decodeLines(body);
        }
    }
    catch (err) {
        const code = err.code;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${path}: cannot read: ${code === 'ENOENT' ? 'no such file' : err.message}`);
    }
    const rest = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    if (rest.length > 0)
        yield decodeLines(rest);
}
/** Exit status when the reader of stdout went away: what a shell tool killed by SIGPIPE reports. */
const EXIT_PIPE_CLOSED = 141;
let pipeWatched = false;
/**
 * `gate classify --jsonl … | head`: once the reader has closed the pipe, stop quietly with 141 instead
 * of dying on an unhandled EPIPE with a stack trace.
 */
function watchPipe() {
    if (pipeWatched)
        return;
    pipeWatched = true;
    process.stdout.on('error', (err) => {
        if (err.code === 'EPIPE')
            process.exit(EXIT_PIPE_CLOSED);
        throw err;
    });
}
/** Writes to stdout, waiting when the pipe is full, so large outputs are not held in memory. */
function writeOut(text) {
    watchPipe();
    if (!process.stdout.write(text)) {
        return new Promise((resolve) => process.stdout.once('drain', () => resolve()));
    }
}
/**
 * Writes a short text to stdout at once, without creating the process.stdout stream (a cold
 * `gate classify` would spend longer on that than on the record). A pipe that is full or
 * non-blocking (EAGAIN) gets the rest through process.stdout.
 */
function writeOutSync(text) {
    const data = Buffer.from(text, 'utf8');
    let off = 0;
    try {
        while (off < data.length)
            off += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(1, data, off);
    }
    catch (err) {
        const code = err.code;
        if (code === 'EPIPE')
            process.exit(EXIT_PIPE_CLOSED);
        if (code !== 'EAGAIN')
            throw err;
        watchPipe();
        process.stdout.write(data.subarray(off));
    }
}


/***/ }),

/***/ 7508:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   au: () => (/* binding */ didYouMean)
/* harmony export */ });
/* unused harmony exports editDistance, closest */
/**
 * "Did you mean" for names a person types: the closest known name by edit distance, when it is close
 * enough to be a typo (at most a third of the longer name, and at most 3 edits).
 */
/** Levenshtein distance between `a` and `b` (insertions, deletions and substitutions cost 1). */
function editDistance(a, b) {
    if (a === b)
        return 0;
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const cur = [i];
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
        }
        prev = cur;
    }
    return prev[b.length];
}
/** The known name closest to `typed`, or undefined when none is close. Ties go to the first listed. */
function closest(typed, known) {
    let best;
    let bestDistance = Infinity;
    const t = typed.toLowerCase();
    for (const name of known) {
        const d = editDistance(t, name.toLowerCase());
        const limit = Math.min(3, Math.ceil(Math.max(t.length, name.length) / 3));
        if (d <= limit && d < bestDistance) {
            best = name;
            bestDistance = d;
        }
    }
    return best;
}
/** ` (did you mean X?)`, or the empty string. */
function didYouMean(typed, known) {
    const hit = closest(typed, known);
    return hit === undefined ? '' : ` (did you mean ${hit}?)`;
}


/***/ }),

/***/ 2057:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
const VERSION = '0.1.0';


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./cli/" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __nccwpck_require__(6675);
// EXTERNAL MODULE: ./src/classify/table.ts
var table = __nccwpck_require__(4050);
// EXTERNAL MODULE: ./src/classify/record.ts
var record = __nccwpck_require__(3329);
// EXTERNAL MODULE: ./src/classify/pyjson.ts
var pyjson = __nccwpck_require__(1737);
;// CONCATENATED MODULE: ./src/classify/sha256.ts
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
function utf8(text) {
    if (!NOT_ASCII.test(text)) {
        const out = new Uint8Array(text.length);
        for (let i = 0; i < text.length; i++)
            out[i] = text.charCodeAt(i);
        return out;
    }
    // Lone surrogates become U+FFFD, as Buffer.from(text, 'utf8') does.
    return new TextEncoder().encode(text);
}
/** Lower-case hex SHA-256 of `text` encoded as UTF-8. */
function sha256Utf8(text) {
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
            W[t] = (m[j] << 24) | (m[j + 1] << 16) | (m[j + 2] << 8) | m[j + 3];
        }
        for (let t = 16; t < 64; t++) {
            const a = W[t - 15];
            const b = W[t - 2];
            const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
            const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
            W[t] = (W[t - 16] + s0 + W[t - 7] + s1) | 0;
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
            const t1 = (h + S1 + ch + K[t] + W[t]) | 0;
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
        for (let shift = 28; shift >= 0; shift -= 4)
            out += HEX[(word >>> shift) & 15];
    }
    return out;
}

// EXTERNAL MODULE: ./src/cli/io.ts
var io = __nccwpck_require__(1604);
;// CONCATENATED MODULE: ./src/commands/classify.ts
/**
 * `gate classify RUN.json | --self-check | --jsonl FILE|-` (SPEC §4). Loads only the classifier:
 * no GitHub, artifact or pipeline code is reachable from here. One record, the common cold call,
 * loads neither node:crypto nor the stdout stream; --jsonl and --self-check load what they need.
 */






const CLASSIFY_USAGE = `usage: gate classify RUN.json
       gate classify --self-check
       gate classify --jsonl FILE|-

Prints the decision JSON (label, freeze, the reference's per-label fields and record_sha256).
Exit 0 for every known label (a label is not a verdict: read it from stdout); 1 when the record
cannot be read; 2 on a usage error.`;
/**
 * Classifies a parsed record and adds its hash, as the reference's main() does. The same as
 * decideRecord, with the plain-JavaScript SHA-256 instead of node:crypto (one record, cold).
 */
function decide(record) {
    const decision = (0,table/* classifyRecord */.kK)(record);
    decision.record_sha256 = sha256Utf8((0,pyjson/* pyDumps */.vD)(record, { sortKeys: true }));
    return decision;
}
/** A record from its text, or an InputError naming `where` (not JSON, too deep, not an object). */
function parseRecordText(text, where) {
    let value;
    try {
        value = (0,pyjson/* parsePyJson */.j5)(text);
    }
    catch (err) {
        const msg = err instanceof pyjson/* PyJsonError */.Qg ? err.message : String(err);
        throw new errors/* InputError */.dz(`${where}: invalid JSON: ${msg}`);
    }
    if (!(0,record/* isObject */.Gv)(value)) {
        throw new errors/* InputError */.dz(`${where}: expected a JSON object, got ${Array.isArray(value) ? 'a list' : typeof value}`);
    }
    return value;
}
async function classifyCommand(argv) {
    // One record, the cold path: a single argument that is not an option is what parseArgs would
    // read as the one positional, and node:util is not loaded for it.
    if (argv.length === 1 && !argv[0].startsWith('-'))
        return classifyFile(argv[0]);
    if (argv.length === 1 && argv[0] === WORKER_ARG)
        return jsonlWorker();
    const { parseArgs } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 7975, 23));
    let parsed;
    try {
        parsed = parseArgs({
            args: argv,
            options: {
                'self-check': { type: 'boolean' },
                jsonl: { type: 'string' },
                help: { type: 'boolean', short: 'h' },
            },
            allowPositionals: true,
            strict: true,
        });
    }
    catch (err) {
        throw new errors/* UsageError */.eb(err.message);
    }
    const { values, positionals } = parsed;
    if (values.help) {
        process.stdout.write(CLASSIFY_USAGE + '\n');
        return 0;
    }
    const modes = [values['self-check'] ? 1 : 0, values.jsonl !== undefined ? 1 : 0, positionals.length].reduce((a, b) => a + b);
    if (modes !== 1 || positionals.length > 1)
        throw new errors/* UsageError */.eb('give exactly one of RUN.json, --self-check, --jsonl FILE');
    if (values['self-check']) {
        const { runSelfCheck, WORKED_RECORDS } = await __nccwpck_require__.e(/* import() */ 452).then(__nccwpck_require__.bind(__nccwpck_require__, 6452));
        const failures = runSelfCheck();
        if (failures.length > 0) {
            for (const f of failures)
                process.stderr.write(`self-check failed: ${f}\n`);
            return 1;
        }
        process.stdout.write(`self-check ok (${WORKED_RECORDS.length} worked records)\n`);
        return 0;
    }
    if (values.jsonl !== undefined)
        return classifyJsonl(values.jsonl);
    return classifyFile(positionals[0]);
}
function classifyFile(file) {
    const record = parseRecordText((0,io/* readTextFile */.Gu)(file, { keepBom: true }), file);
    (0,io/* writeOutSync */.tT)((0,pyjson/* pyDumps */.vD)(decide(record), { indent: 2 }) + '\n');
    return 0;
}
/**
 * The decisions of a batch of lines, one per line; `first` is the number of the first line. A line
 * that is not valid UTF-8 (null) is INCOMPLETE, as is one that is not a JSON object.
 */
function classifyLines(lines, first, decideRecord) {
    let chunk = '';
    for (let i = 0; i < lines.length; i++) {
        const n = first + i;
        const line = lines[i];
        let out;
        try {
            if (line === null)
                throw new errors/* InputError */.dz(`line ${n}: not valid UTF-8`);
            out = (0,pyjson/* pyDumps */.vD)(decideRecord(parseRecordText(line, `line ${n}`)));
        }
        catch (err) {
            const reason = err instanceof errors/* InputError */.dz ? err.message : `line ${n}: ${String(err)}`;
            out = (0,pyjson/* pyDumps */.vD)({ label: 'INCOMPLETE', freeze: false, reason });
        }
        chunk += out + '\n';
    }
    return chunk;
}
/** The script that runs `gate` (set by the CLI entry): --jsonl workers are started from it. */
let workerScript;
function enableJsonlWorkers(script) {
    workerScript = script;
}
/** Hidden argument: this process is a worker thread of a parallel --jsonl. */
const WORKER_ARG = '--jsonl-worker';
/** Below this size one thread is faster than starting workers. */
const PARALLEL_MIN_BYTES = 8 * 1024 * 1024;
/** Batches handed out and not yet written, per worker: bounds memory on any input size. */
const IN_FLIGHT_PER_WORKER = 3;
async function workerCount(path) {
    if (workerScript === undefined || path === '-')
        return 1;
    const { statSync } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 3024, 23));
    const { availableParallelism } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8161, 23));
    let size = 0;
    try {
        size = statSync(path).size;
    }
    catch {
        return 1; // the sequential path reports the error
    }
    return size >= PARALLEL_MIN_BYTES ? Math.min(availableParallelism(), 4) : 1;
}
/** One decision per input line; a bad line becomes an INCOMPLETE decision and the run goes on. */
async function classifyJsonl(path) {
    const count = await workerCount(path);
    if (count > 1)
        return classifyJsonlParallel(path, count, workerScript);
    const { decideRecord } = await __nccwpck_require__.e(/* import() */ 172).then(__nccwpck_require__.bind(__nccwpck_require__, 7172));
    let n = 1;
    for await (const lines of (0,io/* readLineBatches */.pG)(path)) {
        await (0,io/* writeOut */.sD)(classifyLines(lines, n, decideRecord));
        n += lines.length;
    }
    return 0;
}
/**
 * --jsonl on a large file: batches of lines go to worker threads in turn, and their decisions
 * are written in input order, so the output is exactly that of one thread.
 */
async function classifyJsonlParallel(path, count, script) {
    const { Worker } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 5919, 23));
    const done = new Map();
    let failure;
    let wake;
    const waitForNews = () => new Promise((resolveWait) => (wake = resolveWait));
    let stopping = false;
    const workers = Array.from({ length: count }, () => {
        const w = new Worker(script, { argv: ['classify', WORKER_ARG] });
        w.on('message', (m) => {
            done.set(m.id, m.text);
            wake?.();
        });
        w.on('error', (err) => {
            failure ??= err;
            wake?.();
        });
        w.on('exit', (code) => {
            if (!stopping)
                failure ??= new Error(`a --jsonl worker exited (${code})`);
            wake?.();
        });
        return w;
    });
    let sent = 0;
    let written = 0;
    let first = 1;
    const flush = async () => {
        while (done.has(written)) {
            const text = done.get(written);
            done.delete(written);
            written++;
            await (0,io/* writeOut */.sD)(text);
        }
    };
    try {
        for await (const lines of (0,io/* readLineBatches */.pG)(path)) {
            while (sent - written >= count * IN_FLIGHT_PER_WORKER && failure === undefined) {
                // A result may have come in while the last write waited for the pipe.
                if (!done.has(written))
                    await waitForNews();
                await flush();
            }
            if (failure)
                throw failure;
            workers[sent % count].postMessage({ id: sent, first, lines });
            sent++;
            first += lines.length;
            await flush();
        }
        while (written < sent) {
            if (failure)
                throw failure;
            if (!done.has(written))
                await waitForNews();
            await flush();
        }
    }
    finally {
        stopping = true;
        await Promise.all(workers.map((w) => w.terminate()));
    }
    return 0;
}
/** The worker side: classifies each batch it is sent and sends back the decisions. */
async function jsonlWorker() {
    const { parentPort } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 5919, 23));
    if (!parentPort)
        throw new errors/* UsageError */.eb(`${WORKER_ARG} is internal to --jsonl`);
    const port = parentPort;
    const { decideRecord } = await __nccwpck_require__.e(/* import() */ 172).then(__nccwpck_require__.bind(__nccwpck_require__, 7172));
    port.on('message', (m) => {
        port.postMessage({ id: m.id, text: classifyLines(m.lines, m.first, decideRecord) });
    });
    // The port keeps this thread alive until the parent terminates it.
    return new Promise(() => { });
}

// EXTERNAL MODULE: ./src/adapters/defuse.ts
var defuse = __nccwpck_require__(4708);
// EXTERNAL MODULE: ./src/oracle/suggest.ts
var suggest = __nccwpck_require__(7508);
// EXTERNAL MODULE: ./src/run/version.ts
var version = __nccwpck_require__(2057);
;// CONCATENATED MODULE: ./src/cli.ts
/**
 * The `gate` CLI. `classify` is part of this module, as it is called once per record and cold
 * start is its cost (a separately loaded module costs more than the classifier). Every other
 * subcommand is imported only when it is called, so `gate classify` starts without loading the
 * pipeline, and no subcommand loads the GitHub or artifact clients.
 */





const COMMANDS = [
    {
        name: 'init',
        section: 'start',
        what: 'write gate.yml, a starter fixture and the workflow (never overwrites)',
        example: 'gate init',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(728), __nccwpck_require__.e(482), __nccwpck_require__.e(710), __nccwpck_require__.e(960), __nccwpck_require__.e(963)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1963))).initCommand,
    },
    {
        name: 'check',
        section: 'start',
        what: 'validate gate.yml, manifests and specs; register every spec; replay every seed',
        example: 'gate check',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(728), __nccwpck_require__.e(597), __nccwpck_require__.e(482), __nccwpck_require__.e(710), __nccwpck_require__.e(960), __nccwpck_require__.e(995), __nccwpck_require__.e(238)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9238))).checkCommand,
    },
    {
        name: 'run',
        section: 'start',
        what: 'grade the committed patch: scope → property → fixture → classify → freeze',
        example: 'gate run --base origin/main',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(728), __nccwpck_require__.e(597), __nccwpck_require__.e(482), __nccwpck_require__.e(710), __nccwpck_require__.e(960), __nccwpck_require__.e(995), __nccwpck_require__.e(313), __nccwpck_require__.e(844), __nccwpck_require__.e(70)]).then(__nccwpck_require__.bind(__nccwpck_require__, 70))).runCommand,
    },
    {
        name: 'summary',
        section: 'start',
        what: 'print the check-run summary (or --title) of a run',
        example: 'gate summary .gate/trace.json',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(728), __nccwpck_require__.e(210), __nccwpck_require__.e(482), __nccwpck_require__.e(710), __nccwpck_require__.e(313), __nccwpck_require__.e(630)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7630))).summaryCommand,
    },
    {
        name: 'classify',
        section: 'plumbing',
        what: 'classify one run record (or --jsonl, --self-check)',
        example: 'gate classify .gate/fixtures/TARGET/seed-N/record.json',
        load: () => {
            enableJsonlWorkers(process.argv[1]);
            return Promise.resolve(classifyCommand);
        },
    },
    {
        name: 'property register',
        section: 'plumbing',
        what: 'run a spec on its probe and on the empty patch; write the slot',
        example: 'gate property register --help',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(728), __nccwpck_require__.e(597), __nccwpck_require__.e(482), __nccwpck_require__.e(710), __nccwpck_require__.e(960), __nccwpck_require__.e(995), __nccwpck_require__.e(523)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4523))).propertyRegister,
    },
    {
        name: 'property eval',
        section: 'plumbing',
        what: 'run a registered spec on a candidate patch',
        example: 'gate property eval --help',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(728), __nccwpck_require__.e(597), __nccwpck_require__.e(482), __nccwpck_require__.e(710), __nccwpck_require__.e(960), __nccwpck_require__.e(995), __nccwpck_require__.e(523)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4523))).propertyEval,
    },
    {
        name: 'fixture bind',
        section: 'plumbing',
        what: 'bind a fixture manifest to a patch',
        example: 'gate fixture bind --help',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(728), __nccwpck_require__.e(597), __nccwpck_require__.e(482), __nccwpck_require__.e(710), __nccwpck_require__.e(960), __nccwpck_require__.e(995), __nccwpck_require__.e(523)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4523))).fixtureBind,
    },
    {
        name: 'fixture replay',
        section: 'plumbing',
        what: 'replay a binding: generator, then invariant',
        example: 'gate fixture replay --help',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(728), __nccwpck_require__.e(597), __nccwpck_require__.e(482), __nccwpck_require__.e(710), __nccwpck_require__.e(960), __nccwpck_require__.e(995), __nccwpck_require__.e(523)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4523))).fixtureReplay,
    },
    {
        name: 'freeze lookup',
        section: 'plumbing',
        what: 'read the freeze ledger after a REPLAY_MISS',
        example: 'gate freeze lookup --help',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(728), __nccwpck_require__.e(482), __nccwpck_require__.e(710), __nccwpck_require__.e(844), __nccwpck_require__.e(59)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1059))).freezeLookup,
    },
    {
        name: 'freeze grant',
        section: 'plumbing',
        what: 'add a SCHEDULER row to the ledger (people, in a reviewed pull request)',
        example: 'gate freeze grant --help   (gate summary prints one ready to paste)',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(728), __nccwpck_require__.e(482), __nccwpck_require__.e(710), __nccwpck_require__.e(844), __nccwpck_require__.e(59)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1059))).freezeGrant,
    },
    {
        name: 'freeze prune',
        section: 'plumbing',
        what: 'remove dead rows from the ledger',
        example: 'gate freeze prune',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(728), __nccwpck_require__.e(482), __nccwpck_require__.e(710), __nccwpck_require__.e(844), __nccwpck_require__.e(59)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1059))).freezePrune,
    },
    {
        name: 'replay-seed',
        section: 'plumbing',
        what: 'replay one seed once in a given worktree',
        example: 'gate replay-seed --help',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(728), __nccwpck_require__.e(597), __nccwpck_require__.e(482), __nccwpck_require__.e(710), __nccwpck_require__.e(960), __nccwpck_require__.e(995), __nccwpck_require__.e(523)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4523))).replaySeedCommand,
    },
    {
        name: 'builtins',
        section: 'plumbing',
        what: 'list the built-in checks (- builtin: NAME in gate.yml) and what each forbids',
        example: 'gate builtins',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(482), __nccwpck_require__.e(848)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9848))).builtinsCommand,
    },
];
const SECTIONS = {
    start: 'Start here:',
    plumbing: 'Plumbing (one stage at a time, for scripts and debugging):',
};
function usage() {
    const width = 20;
    const parts = Object.keys(SECTIONS).map((section) => [
        SECTIONS[section],
        ...COMMANDS.filter((c) => c.section === section).map((c) => `  ${c.name.padEnd(width)}${c.what}\n${' '.repeat(width + 4)}${c.example}`),
    ].join('\n'));
    return `usage: gate <command> [options]\n\n${parts.join('\n\n')}\n\nRun 'gate <command> --help' for a command's options.`;
}
/** Commands with subcommands (`freeze grant`): the first word, and each subcommand's entry. */
const GROUPS = new Map();
for (const c of COMMANDS) {
    const [group, sub] = c.name.split(' ');
    if (sub !== undefined)
        GROUPS.set(group, [...(GROUPS.get(group) ?? []), c]);
}
function groupUsage(group) {
    const entries = GROUPS.get(group) ?? [];
    const subs = entries.map((c) => c.name.slice(group.length + 1));
    const width = Math.max(...subs.map((s) => s.length));
    const lines = entries.map((c, i) => `  ${subs[i].padEnd(width)}  ${c.what}`);
    return `usage: gate ${group} <${subs.join('|')}> [options]\n\n${lines.join('\n')}\n\nRun 'gate ${group} <subcommand> --help' for its options.`;
}
/** Every command as typed: `run`, `property`, `property register`, … */
function commandNames() {
    return [...COMMANDS.map((c) => c.name), ...GROUPS.keys()];
}
/** The command argv names, and how many words of argv its name took. */
async function load(name, sub) {
    const typed = GROUPS.has(name) && sub !== undefined ? `${name} ${sub}` : name;
    const entry = COMMANDS.find((c) => c.name === typed);
    if (entry === undefined)
        return undefined;
    return [await entry.load(), typed.split(' ').length];
}
/** Ctrl-C and SIGTERM: kill user processes, remove worktrees and locks, then exit. */
function handleSignals() {
    for (const signal of ['SIGINT', 'SIGTERM']) {
        process.once(signal, () => {
            void __nccwpck_require__.e(/* import() */ 705).then(__nccwpck_require__.bind(__nccwpck_require__, 7705)).then(({ runInterruptCleanups }) => {
                runInterruptCleanups();
                process.stderr.write(`gate: interrupted (${signal}); cleaned up\n`);
                process.exit(signal === 'SIGINT' ? 130 : 143);
            });
        });
    }
}
async function main(argv) {
    const [name, sub] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        process.stdout.write(usage() + '\n');
        return name === undefined ? errors/* Exit */.Jc.USAGE : errors/* Exit */.Jc.OK;
    }
    if (name === '--version') {
        process.stdout.write(`gate ${version/* VERSION */.x}\n`);
        return errors/* Exit */.Jc.OK;
    }
    const group = GROUPS.get(name);
    if (group !== undefined) {
        const subs = group.map((c) => c.name.slice(name.length + 1));
        if (sub === undefined || sub === '--help' || sub === '-h') {
            (sub === undefined ? process.stderr : process.stdout).write(groupUsage(name) + '\n');
            return sub === undefined ? errors/* Exit */.Jc.USAGE : errors/* Exit */.Jc.OK;
        }
        if (!subs.includes(sub)) {
            process.stderr.write(`gate ${name}: unknown subcommand '${sub}'${(0,suggest/* didYouMean */.au)(sub, subs)}\n\n${groupUsage(name)}\n`);
            return errors/* Exit */.Jc.USAGE;
        }
    }
    const found = await load(name, sub);
    if (!found) {
        process.stderr.write(`gate: unknown command '${name}'${(0,suggest/* didYouMean */.au)(name, commandNames())}\nRun 'gate --help' for the commands.\n`);
        return errors/* Exit */.Jc.USAGE;
    }
    const [command, consumed] = found;
    if (name !== 'classify')
        handleSignals();
    try {
        return await command(argv.slice(consumed));
    }
    catch (err) {
        if (err instanceof errors/* UsageError */.eb) {
            const cmd = GROUPS.has(name) && sub !== undefined ? `${name} ${sub}` : name;
            process.stderr.write((0,defuse/* defuseLog */.T)(`gate ${cmd}: ${err.message}\nRun 'gate ${cmd} --help' for usage.\n`));
            return errors/* Exit */.Jc.USAGE;
        }
        if (err instanceof errors/* InputError */.dz) {
            process.stderr.write((0,defuse/* defuseLog */.T)(`gate ${name}: ${err.message}\n`));
            return errors/* Exit */.Jc.INPUT;
        }
        process.stderr.write((0,defuse/* defuseLog */.T)(`gate ${name}: internal error: ${err instanceof Error ? err.message : String(err)}\n`));
        return errors/* Exit */.Jc.INPUT;
    }
}
main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
}, (err) => {
    process.stderr.write((0,defuse/* defuseLog */.T)(`gate: internal error: ${String(err)}\n`));
    process.exitCode = 1;
});

