export const id = 890;
export const ids = [890];
export const modules = {

/***/ 890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CLASSIFY_USAGE: () => (/* binding */ CLASSIFY_USAGE),
  classifyCommand: () => (/* binding */ classifyCommand),
  decide: () => (/* binding */ decide)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(975);
;// CONCATENATED MODULE: ./src/classify/pyjson.ts
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

;// CONCATENATED MODULE: ./src/classify/record.ts
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
    return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof PyFloat);
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
    if (v instanceof PyFloat)
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

;// CONCATENATED MODULE: ./src/classify/table.ts
/**
 * The decision table of seed 002, first match wins, in the article's order (SPEC §4):
 * contamination before digest, digest before budget, budget before the scheduler row.
 */


const LABELS = (/* unused pure expression or super */ null && ([
    'INCOMPLETE',
    'CONTAMINATED',
    'FIXTURE',
    'BUDGET',
    'PROPERTY',
    'SCHEDULER',
    'PASS',
]));
function isLabel(v) {
    return typeof v === 'string' && LABELS.includes(v);
}
/** Classifies one run record. Pure; never throws, whatever the input. */
function classifyRecord(input) {
    if (!isObject(input)) {
        return { label: 'INCOMPLETE', freeze: false, reason: 'record: expected a JSON object' };
    }
    const record = input;
    const missing = REQUIRED_FIELDS.filter((key) => !Object.prototype.hasOwnProperty.call(record, key));
    if (missing.length > 0)
        return { label: 'INCOMPLETE', freeze: false, missing };
    if (record.transcript_complete === false)
        return { label: 'INCOMPLETE', freeze: false, missing: [] };
    const problem = typeProblem(record);
    if (problem !== undefined)
        return { label: 'INCOMPLETE', freeze: false, reason: problem };
    const diff = new Set(record.diff_paths);
    const watched = new Set([record.property_path]);
    const generator = record.fixture_generator_path;
    if (typeof generator === 'string' && generator !== '')
        watched.add(generator);
    const overlap = [...watched].filter((p) => diff.has(p));
    if (overlap.length > 0) {
        return { label: 'CONTAMINATED', freeze: false, paths: overlap.sort(compareCodePoints) };
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
        const differs = envDifference(record);
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(598);
;// CONCATENATED MODULE: ./src/classify/hash.ts


/** SHA-256 of `json.dumps(record, sort_keys=True, separators=(",", ":"))`, as the reference prints it. */
function recordSha256(record) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(pyDumps(record, { sortKeys: true }), 'utf8')
        .digest('hex');
}
function sha256Hex(data) {
    return createHash('sha256').update(data).digest('hex');
}

;// CONCATENATED MODULE: ./src/classify/selfcheck.ts
/** The worked records of seed 002, one per row of the decision table, plus this gate's stricter rows. */

const base = {
    run_id: 'r1',
    seed: 1402,
    property_path: 'tests/props/test_retry_budget.py',
    property_sha256: 'p'.repeat(64),
    fixture_sha256: 'f'.repeat(64),
    base_fixture_sha256: 'f'.repeat(64),
    diff_paths: ['src/retry.py'],
    candidate_result: 'fail',
    base_seed_result: 'pass',
    retry_results: ['pass'],
    retry_cap: 2,
    budget_ok: true,
    transcript_complete: true,
};
const env = { workers: 2, clock_budget_ms: 30000, filesystem: 'ext4' };
function without(key) {
    const copy = { ...base };
    delete copy[key];
    return copy;
}
/** [what the row shows, record, expected label] in table order. */
const WORKED_RECORDS = [
    ['a required field is missing', without('base_seed_result'), 'INCOMPLETE'],
    ['transcript_complete is false', { ...base, transcript_complete: false }, 'INCOMPLETE'],
    ['the property path is in diff_paths', { ...base, diff_paths: [base.property_path] }, 'CONTAMINATED'],
    [
        'the fixture generator path is in diff_paths',
        { ...base, fixture_generator_path: 'fixtures/gen.py', diff_paths: ['fixtures/gen.py'] },
        'CONTAMINATED',
    ],
    [
        'contamination comes before a digest mismatch',
        { ...base, diff_paths: [base.property_path], fixture_sha256: 'e'.repeat(64) },
        'CONTAMINATED',
    ],
    ['digest mismatch (abc vs def)', { ...base, fixture_sha256: 'abc', base_fixture_sha256: 'def' }, 'FIXTURE'],
    [
        'a digest mismatch comes before the budget',
        { ...base, fixture_sha256: 'abc', base_fixture_sha256: 'def', budget_ok: false },
        'FIXTURE',
    ],
    ['budget_ok is false', { ...base, budget_ok: false }, 'BUDGET'],
    [
        'the budget comes before the base result',
        { ...base, budget_ok: false, base_seed_result: 'not_run' },
        'BUDGET',
    ],
    [
        'base_seed_result is not_run, even with a passing retry',
        { ...base, base_seed_result: 'not_run' },
        'INCOMPLETE',
    ],
    ['candidate failed, base passed, a retry inside the cap passed', base, 'SCHEDULER'],
    ['candidate failed, base failed', { ...base, base_seed_result: 'fail' }, 'PROPERTY'],
    ['the passing retry lies beyond the cap', { ...base, retry_results: ['fail', 'fail', 'pass'] }, 'PROPERTY'],
    ['a cap of 0 admits no retry', { ...base, retry_cap: 0 }, 'PROPERTY'],
    ['candidate passed', { ...base, candidate_result: 'pass' }, 'PASS'],
    ['the string "false" is not a boolean', { ...base, budget_ok: 'false' }, 'INCOMPLETE'],
    ['a negative retry cap', { ...base, retry_cap: -1 }, 'INCOMPLETE'],
    ['a non-string in diff_paths', { ...base, diff_paths: [7] }, 'INCOMPLETE'],
    ['env and base_env differ', { ...base, env, base_env: { ...env, workers: 4 } }, 'BUDGET'],
    ['env and base_env agree', { ...base, env, base_env: { ...env } }, 'SCHEDULER'],
];
/** Runs every worked record; returns the rows that did not get their expected label. */
function runSelfCheck() {
    const failures = [];
    for (const [what, record, expected] of WORKED_RECORDS) {
        const got = classifyRecord(record).label;
        if (got !== expected)
            failures.push(`${what}: expected ${expected}, got ${got}`);
    }
    return failures;
}

// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(675);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(24);
;// CONCATENATED MODULE: ./src/cli/io.ts


const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Reads a text file strictly as UTF-8; any failure is an InputError naming the file. */
function readTextFile(path) {
    let bytes;
    try {
        bytes = (0,external_node_fs_.readFileSync)(path);
    }
    catch (err) {
        const code = err.code;
        const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : err.message;
        throw new errors/* InputError */.dz(`${path}: cannot read: ${why}`);
    }
    try {
        return UTF8.decode(bytes);
    }
    catch {
        throw new errors/* InputError */.dz(`${path}: not valid UTF-8`);
    }
}
/** Yields the lines of a file (or stdin for "-") without holding the whole input in memory. */
async function* readLines(path) {
    const stream = path === '-' ? process.stdin : (0,external_node_fs_.createReadStream)(path);
    const decoder = new TextDecoder('utf-8');
    let rest = '';
    try {
        for await (const chunk of stream) {
            const text = rest + decoder.decode(chunk, { stream: true });
            const lines = text.split('\n');
            rest = lines.pop() ?? '';
            for (const line of lines)
                yield line.endsWith('\r') ? line.slice(0, -1) : line;
        }
    }
    catch (err) {
        const code = err.code;
        throw new errors/* InputError */.dz(`${path}: cannot read: ${code === 'ENOENT' ? 'no such file' : err.message}`);
    }
    rest += decoder.decode();
    if (rest !== '')
        yield rest.endsWith('\r') ? rest.slice(0, -1) : rest;
}
/** Writes to stdout, waiting when the pipe is full, so large outputs are not held in memory. */
function writeOut(text) {
    if (!process.stdout.write(text)) {
        return new Promise((resolve) => process.stdout.once('drain', () => resolve()));
    }
}

;// CONCATENATED MODULE: ./src/commands/classify.ts
/**
 * `gate classify RUN.json | --self-check | --jsonl FILE|-` (SPEC §4). Loads only the classifier:
 * no GitHub, artifact or pipeline code is reachable from here.
 */








const CLASSIFY_USAGE = `usage: gate classify RUN.json
       gate classify --self-check
       gate classify --jsonl FILE|-

Prints the decision JSON (label, freeze, the reference's per-label fields and record_sha256).
Exit 0 for every known label (a label is not a verdict: read it from stdout); 1 when the record
cannot be read; 2 on a usage error.`;
/** Classifies a parsed record and adds its hash, as the reference's main() does. */
function decide(record) {
    const decision = classifyRecord(record);
    decision.record_sha256 = recordSha256(record);
    return decision;
}
function parseRecordText(text, where) {
    let value;
    try {
        value = parsePyJson(text);
    }
    catch (err) {
        const msg = err instanceof PyJsonError ? err.message : String(err);
        throw new errors/* InputError */.dz(`${where}: invalid JSON: ${msg}`);
    }
    if (!isObject(value)) {
        throw new errors/* InputError */.dz(`${where}: expected a JSON object, got ${Array.isArray(value) ? 'a list' : typeof value}`);
    }
    return value;
}
async function classifyCommand(argv) {
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
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
    const file = positionals[0];
    const record = parseRecordText(readTextFile(file), file);
    process.stdout.write(pyDumps(decide(record), { indent: 2 }) + '\n');
    return 0;
}
/** One decision per input line; a bad line becomes an INCOMPLETE decision and the run goes on. */
async function classifyJsonl(path) {
    let buffer = [];
    let n = 0;
    for await (const line of readLines(path)) {
        n++;
        let out;
        try {
            out = pyDumps(decide(parseRecordText(line, `line ${n}`)));
        }
        catch (err) {
            const reason = err instanceof errors/* InputError */.dz ? err.message : `line ${n}: ${String(err)}`;
            out = pyDumps({ label: 'INCOMPLETE', freeze: false, reason });
        }
        buffer.push(out);
        if (buffer.length >= 512) {
            const chunk = buffer.join('\n') + '\n';
            buffer = [];
            await writeOut(chunk);
        }
    }
    if (buffer.length)
        await writeOut(buffer.join('\n') + '\n');
    return 0;
}


/***/ })

};
