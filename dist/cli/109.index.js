export const id = 109;
export const ids = [109];
export const modules = {

/***/ 2916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ recordSha256),
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1737);


/** SHA-256 of `json.dumps(record, sort_keys=True, separators=(",", ":"))`, as the reference prints it. */
function recordSha256(record) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update((0,_pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .pyDumps */ .vD)(record, { sortKeys: true }), 'utf8')
        .digest('hex');
}
function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}


/***/ }),

/***/ 1737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ compareCodePoints),
/* harmony export */   Qg: () => (/* binding */ PyJsonError),
/* harmony export */   g$: () => (/* binding */ PyFloat),
/* harmony export */   j5: () => (/* binding */ parsePyJson),
/* harmony export */   vD: () => (/* binding */ pyDumps)
/* harmony export */ });
/* unused harmony exports pyFloatRepr, pyString */
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
/** Where JSON.parse already reads exactly what Python reads: no fraction, exponent, long integer or NaN. */
const NEEDS_EXACT = /[0-9][.eE]|[0-9]{16}|NaN|Infinity/;
/** Parses JSON text the way Python's json.loads does (including NaN/Infinity, last duplicate key wins). */
function parsePyJson(text) {
    if (!NEEDS_EXACT.test(text)) {
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
class ExactParser {
    text;
    pos = 0;
    constructor(text) {
        this.text = text;
    }
    document() {
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
        const re = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
        re.lastIndex = this.pos;
        const m = re.exec(this.text);
        if (!m)
            this.fail('invalid number');
        this.pos += m[0].length;
        if (m[1] !== undefined || m[2] !== undefined)
            return new PyFloat(Number(m[0]));
        const n = Number(m[0]);
        if (Number.isSafeInteger(n))
            return n === 0 ? 0 : n;
        return BigInt(m[0]);
    }
    string() {
        const t = this.text;
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
            // defineProperty: a "__proto__" key is data, never the prototype.
            Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
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
/** A string as json.dumps writes it with ensure_ascii=True: every non-printable-ASCII UTF-16 unit as \uXXXX. */
function pyString(s) {
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
/** Orders keys by Unicode code point, as Python's sorted() does (JavaScript's sort uses UTF-16 units). */
function compareCodePoints(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        const xs = x >= 0xd800 && x <= 0xdfff;
        const ys = y >= 0xd800 && y <= 0xdfff;
        if (xs !== ys)
            return xs ? 1 : -1; // a surrogate starts a code point above U+FFFF
        return x - y;
    }
    return a.length - b.length;
}
function sortedKeys(obj) {
    const keys = Object.keys(obj);
    for (const k of keys) {
        if (k.length && !/^[\x20-\x7e]*$/.test(k))
            return keys.sort(compareCodePoints);
    }
    return keys.sort();
}
/**
 * json.dumps(value, ensure_ascii=True, ...) for PyJson values; plain JavaScript numbers that are
 * integers dump as Python ints, other numbers as Python floats.
 */
function pyDumps(value, options = {}) {
    const parts = [];
    write(value, parts, options, 0);
    return parts.join('');
}
function write(value, out, o, depth) {
    if (value === null)
        return void out.push('null');
    switch (typeof value) {
        case 'boolean':
            return void out.push(value ? 'true' : 'false');
        case 'string':
            return void out.push(pyString(value));
        case 'number':
            return void out.push(Number.isInteger(value) ? (value === 0 ? '0' : String(value)) : pyFloatRepr(value));
        case 'bigint':
            return void out.push(value.toString());
        case 'object':
            break;
        default:
            throw new TypeError(`Object of type ${typeof value} is not JSON serializable`);
    }
    if (value instanceof PyFloat)
        return void out.push(pyFloatRepr(value.value));
    const indent = o.indent;
    const nl = indent === undefined ? '' : '\n' + ' '.repeat(indent * (depth + 1));
    const close = indent === undefined ? '' : '\n' + ' '.repeat(indent * depth);
    const sep = indent === undefined ? ',' : ',';
    const colon = indent === undefined ? ':' : ': ';
    if (Array.isArray(value)) {
        if (value.length === 0)
            return void out.push('[]');
        out.push('[');
        value.forEach((item, i) => {
            if (i)
                out.push(sep);
            out.push(nl);
            write(item, out, o, depth + 1);
        });
        out.push(close, ']');
        return;
    }
    const obj = value;
    const keys = o.sortKeys ? sortedKeys(obj) : Object.keys(obj);
    if (keys.length === 0)
        return void out.push('{}');
    out.push('{');
    keys.forEach((k, i) => {
        if (i)
            out.push(sep);
        out.push(nl, pyString(k), colon);
        write(obj[k], out, o, depth + 1);
    });
    out.push(close, '}');
}


/***/ }),

/***/ 3329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F1: () => (/* binding */ envDifference),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   Ws: () => (/* binding */ REQUIRED_FIELDS),
/* harmony export */   Yp: () => (/* binding */ typeProblem)
/* harmony export */ });
/* unused harmony export isInteger */
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1737);
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
function describe(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'list';
    if (v instanceof _pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$)
        return `float ${v.value}`;
    if (typeof v === 'string')
        return `string ${JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v)}`;
    if (typeof v === 'number' || typeof v === 'bigint')
        return `integer ${v}`;
    return typeof v;
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
    candidate_result: [nonEmptyString, 'a string ("pass" or "fail")'],
    base_seed_result: [(v) => typeof v === 'string', 'a string ("pass", "fail" or "not_run")'],
    retry_results: [stringList, 'a list of strings'],
    retry_cap: [(v) => isInteger(v) && Number(v) >= 0, 'a non-negative integer'],
    budget_ok: [bool, 'a boolean'],
    transcript_complete: [bool, 'a boolean'],
};
function envProblem(name, v) {
    if (!isObject(v))
        return `${name}: expected an object {workers, clock_budget_ms, filesystem}, got ${describe(v)}`;
    if (!(isInteger(v.workers) && Number(v.workers) >= 1))
        return `${name}.workers: expected a positive integer, got ${describe(v.workers)}`;
    if (!(isInteger(v.clock_budget_ms) && Number(v.clock_budget_ms) >= 0))
        return `${name}.clock_budget_ms: expected a non-negative integer, got ${describe(v.clock_budget_ms)}`;
    if (!nonEmptyString(v.filesystem))
        return `${name}.filesystem: expected a non-empty string, got ${describe(v.filesystem)}`;
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
                return `${field}[${i}]: expected a string, got ${describe(v[i])}`;
            }
            return `${field}: expected ${expected}, got ${describe(v)}`;
        }
    }
    const gen = record.fixture_generator_path;
    if (gen !== undefined && gen !== null && typeof gen !== 'string')
        return `fixture_generator_path: expected a string or null, got ${describe(gen)}`;
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J2: () => (/* binding */ isLabel),
/* harmony export */   kK: () => (/* binding */ classifyRecord),
/* harmony export */   kg: () => (/* binding */ LABELS)
/* harmony export */ });
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1737);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3329);
/**
 * The decision table of seed 002, first match wins, in the article's order (SPEC §4):
 * contamination before digest, digest before budget, budget before the scheduler row.
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


/***/ })

};
