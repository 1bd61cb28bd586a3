export const id = 137;
export const ids = [137];
export const modules = {

/***/ 7172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ decideRecord)
/* harmony export */ });
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4050);
/* harmony import */ var _hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2916);


/** Classifies a record and adds its hash, as the reference's main() prints it. */
function decideRecord(record) {
    const decision = (0,_table_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyRecord */ .kK)(record);
    decision.record_sha256 = (0,_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .recordSha256 */ .H)(record);
    return decision;
}


/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ readTextFile),
/* harmony export */   Se: () => (/* binding */ readLines),
/* harmony export */   sD: () => (/* binding */ writeOut)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6675);


const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Reads a text file strictly as UTF-8; any failure is an InputError naming the file. */
function readTextFile(path) {
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
        return UTF8.decode(bytes);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${path}: not valid UTF-8`);
    }
}
/** Yields the lines of a file (or stdin for "-") without holding the whole input in memory. */
async function* readLines(path) {
    const stream = path === '-' ? process.stdin : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${path}: cannot read: ${code === 'ENOENT' ? 'no such file' : err.message}`);
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


/***/ }),

/***/ 3137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CLASSIFY_USAGE: () => (/* binding */ CLASSIFY_USAGE),
  classifyCommand: () => (/* binding */ classifyCommand),
  decide: () => (/* binding */ classify_decide)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/classify/decide.ts
var decide = __webpack_require__(7172);
// EXTERNAL MODULE: ./src/classify/record.ts
var record = __webpack_require__(3329);
// EXTERNAL MODULE: ./src/classify/pyjson.ts
var pyjson = __webpack_require__(1737);
// EXTERNAL MODULE: ./src/classify/table.ts
var table = __webpack_require__(4050);
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
        const got = (0,table/* classifyRecord */.kK)(record).label;
        if (got !== expected)
            failures.push(`${what}: expected ${expected}, got ${got}`);
    }
    return failures;
}

// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/io.ts
var io = __webpack_require__(1604);
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
function classify_decide(record) {
    return (0,decide/* decideRecord */.I)(record);
}
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
    const record = parseRecordText((0,io/* readTextFile */.Gu)(file), file);
    process.stdout.write((0,pyjson/* pyDumps */.vD)(classify_decide(record), { indent: 2 }) + '\n');
    return 0;
}
/** One decision per input line; a bad line becomes an INCOMPLETE decision and the run goes on. */
async function classifyJsonl(path) {
    let buffer = [];
    let n = 0;
    for await (const line of (0,io/* readLines */.Se)(path)) {
        n++;
        let out;
        try {
            out = (0,pyjson/* pyDumps */.vD)(classify_decide(parseRecordText(line, `line ${n}`)));
        }
        catch (err) {
            const reason = err instanceof errors/* InputError */.dz ? err.message : `line ${n}: ${String(err)}`;
            out = (0,pyjson/* pyDumps */.vD)({ label: 'INCOMPLETE', freeze: false, reason });
        }
        buffer.push(out);
        if (buffer.length >= 512) {
            const chunk = buffer.join('\n') + '\n';
            buffer = [];
            await (0,io/* writeOut */.sD)(chunk);
        }
    }
    if (buffer.length)
        await (0,io/* writeOut */.sD)(buffer.join('\n') + '\n');
    return 0;
}


/***/ })

};
