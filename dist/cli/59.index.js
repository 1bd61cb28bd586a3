export const id = 59;
export const ids = [59];
export const modules = {

/***/ 2013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IZ: () => (/* binding */ acquireLock),
/* harmony export */   OW: () => (/* binding */ OutDirError),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   kW: () => (/* binding */ OutDir),
/* harmony export */   pl: () => (/* binding */ pidAlive)
/* harmony export */ });
/* unused harmony exports MARKER, atomicWriteSeam, writeChunksAtomic, prettyJsonChunks */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The `.gate/` output folder: a lock so that two runs in one checkout cannot mix their results, a
 * fresh folder per run so that stale files are never read as this run's results, and atomic writes
 * so that an old or partial trace is never published.
 */



/** The file that marks a folder as written by the gate (the action uploads only such a folder). */
const MARKER = '.gate-out';
class OutDirError extends Error {
    constructor(message) {
        super(message);
        this.name = 'OutDirError';
    }
}
/**
 * Test seam: `fail` may return an error to throw at a step of {@link writeFileAtomic} (a full disk
 * at `write`, a failing `rename`), after the temporary file exists, so tests can prove that a failed
 * write never leaves a partial or stale file behind. Unset in production.
 */
const atomicWriteSeam = {
    reset() {
        delete this.fail;
    },
};
/** Writes a file atomically: a temporary file in the same folder, fsync, then rename. */
function writeFileAtomic(path, data) {
    writeChunksAtomic(path, [data]);
}
/** Characters of text gathered before each write of {@link writeChunksAtomic} (a buffer is written as it comes). */
const WRITE_BATCH = 64 * 1024;
/**
 * Writes the chunks, in order, as one file atomically (as {@link writeFileAtomic}), a batch at a time:
 * the whole text is never one string or one buffer. Returns the file's sha256 (hex). A batch of text
 * is encoded as UTF-8 on its own, so a string chunk must not end in half a surrogate pair (the JSON
 * pieces and whole texts given here never do).
 */
function writeChunksAtomic(path, chunks) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
    const tmp = `${path}.tmp-${process.pid}-${Date.now()}`;
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256');
    let fd;
    try {
        const out = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(tmp, 'w', 0o644);
        fd = out;
        const write = (buf) => {
            hash.update(buf);
            let off = 0;
            while (off < buf.length) {
                off += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(out, buf, off, buf.length - off);
                const injected = atomicWriteSeam.fail?.(path, 'write');
                if (injected)
                    throw injected;
            }
        };
        let pending = [];
        let pendingLength = 0;
        const flush = () => {
            if (pending.length > 0)
                write(Buffer.from(pending.join(''), 'utf8'));
            pending = [];
            pendingLength = 0;
        };
        for (const chunk of chunks) {
            if (typeof chunk !== 'string') {
                flush();
                write(chunk);
                continue;
            }
            pending.push(chunk);
            pendingLength += chunk.length;
            if (pendingLength >= WRITE_BATCH)
                flush();
        }
        flush();
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(out);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(out);
        fd = undefined;
        const injected = atomicWriteSeam.fail?.(path, 'rename');
        if (injected)
            throw injected;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, path);
        return hash.digest('hex');
    }
    catch (err) {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(tmp, { force: true });
        throw err;
    }
}
/** Object and array levels {@link prettyJsonChunks} gives member by member; deeper values are one piece. */
const STREAMED_LEVELS = 2;
/**
 * `JSON.stringify(value, null, 2)` in pieces: the members of the outer object or array, and of the
 * objects and arrays in it, one at a time (each member is stringified whole), so a list of 100,000
 * changed paths is never one string (`graded.json` at 100,000 paths: 7 MB as one string, and as many
 * again as bytes to write, at the run's peak of memory). The text is the same, byte for byte:
 * `toJSON` is called with the member's key, members that JSON leaves out are left out, array holes
 * and values JSON cannot hold are `null`, as JSON.stringify does.
 */
function* prettyJsonChunks(value) {
    const piece = jsonValue(value, '');
    if (piece === undefined)
        throw new TypeError('the value has no JSON text');
    yield* jsonPieces(piece, '', STREAMED_LEVELS);
}
/** The value JSON.stringify would serialise for this member (after `toJSON`), or undefined if none. */
function jsonValue(value, key) {
    let v = value;
    if (typeof v === 'object' && v !== null && typeof v.toJSON === 'function')
        v = v.toJSON(key);
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol')
        return undefined;
    return v;
}
function* jsonPieces(v, indent, levels) {
    const boxed = v instanceof Number || v instanceof String || v instanceof Boolean;
    if (levels === 0 || typeof v !== 'object' || v === null || boxed) {
        // One piece, indented where this member starts (a JSON text holds no raw line break in a string).
        yield JSON.stringify(v, null, 2).replace(/\n/g, `\n${indent}`);
        return;
    }
    const inner = `${indent}  `;
    let first = true;
    const open = (head) => {
        const s = `${first ? '' : ','}\n${inner}${head}`;
        first = false;
        return s;
    };
    if (Array.isArray(v)) {
        yield '[';
        for (let i = 0; i < v.length; i++) {
            const member = jsonValue(v[i], String(i));
            yield open('');
            if (member === undefined)
                yield 'null';
            else
                yield* jsonPieces(member, inner, levels - 1);
        }
        yield first ? ']' : `\n${indent}]`;
        return;
    }
    yield '{';
    for (const key of Object.keys(v)) {
        const member = jsonValue(v[key], key);
        if (member === undefined)
            continue;
        yield open(`${JSON.stringify(key)}: `);
        yield* jsonPieces(member, inner, levels - 1);
    }
    yield first ? '}' : `\n${indent}}`;
}
/** Whether a process with this pid exists (EPERM: it does, as another user). */
function pidAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
}
/** An exclusive lock file; a lock whose process is gone is taken over. */
function acquireLock(path) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
    for (let attempt = 0; attempt < 2; attempt++) {
        try {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'wx');
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, `${process.pid}\n`);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            return () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true });
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw err;
            const pid = Number((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8').trim());
            if (Number.isInteger(pid) && pid > 0 && pidAlive(pid) && pid !== process.pid) {
                throw new OutDirError(`another gate run (pid ${pid}) is using this checkout (lock ${path}); wait for it or stop it`);
            }
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(path);
        }
    }
    throw new OutDirError(`cannot take the lock ${path}`);
}
/** The run's output folder, emptied of any earlier run's files. */
class OutDir {
    root;
    constructor(root) {
        this.root = root;
    }
    static fresh(root) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(root)) {
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(root).isDirectory())
                throw new OutDirError(`${root} exists and is not a folder; choose another --out or remove it`);
            const entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(root);
            if (entries.length > 0 && !entries.includes(MARKER)) {
                throw new OutDirError(`${root} exists and was not written by the gate; choose another --out or remove it`);
            }
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(root, { recursive: true, force: true });
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(root, { recursive: true });
        writeFileAtomic((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, MARKER), 'written by failure-class gate; emptied at the start of every run\n');
        return new OutDir(root);
    }
    /** A folder used as it is (the single-stage CLI commands write next to files of earlier commands). */
    static existing(root) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(root, { recursive: true });
        return new OutDir(root);
    }
    path(...parts) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.root, ...parts);
    }
    /** Writes JSON atomically and returns its reference (relative path and digest) for the trace. */
    writeJson(rel, value) {
        const sha256 = writeChunksAtomic(this.path(rel), (function* () {
            yield* prettyJsonChunks(value);
            yield '\n';
        })());
        return { path: rel, sha256 };
    }
    writeText(rel, text) {
        return { path: rel, sha256: writeChunksAtomic(this.path(rel), [text]) };
    }
    rel(path) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(this.root, path);
    }
}


/***/ }),

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

/***/ 1059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   freezeGrant: () => (/* binding */ freezeGrant),
/* harmony export */   freezeLookup: () => (/* binding */ freezeLookup),
/* harmony export */   freezePrune: () => (/* binding */ freezePrune)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7593);
/* harmony import */ var _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6675);
/* harmony import */ var _classify_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2916);
/* harmony import */ var _classify_table_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4050);
/* harmony import */ var _classify_pyjson_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1737);
/* harmony import */ var _classify_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3329);
/* harmony import */ var _oracle_ledger_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1909);
/* harmony import */ var _stages_freeze_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1844);
/* harmony import */ var _adapters_outdir_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2013);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1604);
/* harmony import */ var _oracle_config_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8710);
/* harmony import */ var _adapters_defuse_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4708);
/**
 * `gate freeze lookup|grant|prune`. The gate job only ever looks up (after a miss); grant and prune
 * are for people, in a reviewed pull request, and are never called by `gate run`.
 */













function runNumberFrom(values) {
    const env = process.env.GITHUB_RUN_NUMBER;
    return (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalInt */ .yr)(values, 'run-number', 0) ?? (env && /^\d+$/.test(env) ? Number(env) : undefined);
}
function readLedger(path) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        return { version: 1, freezes: [] };
    const { ledger, defects } = (0,_oracle_ledger_js__WEBPACK_IMPORTED_MODULE_7__/* .parseLedger */ .h8)((0,_cli_io_js__WEBPACK_IMPORTED_MODULE_10__/* .readTextFile */ .Gu)(path), path);
    for (const d of defects)
        process.stderr.write((0,_adapters_defuse_js__WEBPACK_IMPORTED_MODULE_12__/* .defuseLog */ .T)(`warning: ${path}: row ${d.index}${d.id ? ` (${d.id})` : ''}: ${d.reason}\n`));
    return ledger;
}
const LOOKUP_USAGE = `usage: gate freeze lookup --target T --invariant I --require-fixture R --ledger L --out N [--record RUN.json] [--run-number N]

Reads the ledger only after a replay miss: refuses (exit 2, reading nothing) unless R exists with
code REPLAY_MISS. Key: target + invariant. A live row is ANNOTATED_HOLD, none NO_RECORD. With
--record (the classified run record), also says whether the row excuses the miss (SPEC §5).`;
async function freezeLookup(argv) {
    const p = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommand */ .RM)(argv, {
        target: { type: 'string' },
        invariant: { type: 'string' },
        'require-fixture': { type: 'string' },
        ledger: { type: 'string' },
        out: { type: 'string' },
        record: { type: 'string' },
        'run-number': { type: 'string' },
    }, LOOKUP_USAGE);
    if (p === 'help')
        return 0;
    (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .noPositionals */ .d0)(p.positionals);
    const target = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .required */ .mw)(p.values, 'target');
    const invariant = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .required */ .mw)(p.values, 'invariant');
    const fixturePath = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .required */ .mw)(p.values, 'require-fixture');
    const ledgerPath = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .required */ .mw)(p.values, 'ledger');
    const out = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .required */ .mw)(p.values, 'out');
    let fixtureCode = 'missing';
    try {
        const v = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fixturePath, 'utf8'));
        fixtureCode = typeof v.code === 'string' ? v.code : 'no code';
    }
    catch {
        fixtureCode = 'missing or unreadable';
    }
    if (fixtureCode !== 'REPLAY_MISS') {
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`refusing to read the freeze ledger: ${fixturePath} is ${fixtureCode}, not REPLAY_MISS`);
    }
    let decision = (0,_classify_table_js__WEBPACK_IMPORTED_MODULE_4__/* .classifyRecord */ .kK)({});
    let key = { property_path: invariant, seed: Number.NaN, fixture_sha256: '' };
    if (typeof p.values.record === 'string') {
        const record = (0,_classify_pyjson_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePyJson */ .j5)((0,_cli_io_js__WEBPACK_IMPORTED_MODULE_10__/* .readTextFile */ .Gu)(p.values.record));
        if (!(0,_classify_record_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(record))
            throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${p.values.record}: expected a JSON object`);
        decision = (0,_classify_table_js__WEBPACK_IMPORTED_MODULE_4__/* .classifyRecord */ .kK)(record);
        key = {
            property_path: String(record.property_path),
            seed: Number(record.seed),
            fixture_sha256: String(record.fixture_sha256),
        };
    }
    const client = new _stages_freeze_js__WEBPACK_IMPORTED_MODULE_8__/* .FreezeClient */ .l8(fixtureCode, { name: ledgerPath, read: async () => ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(ledgerPath) ? (0,_cli_io_js__WEBPACK_IMPORTED_MODULE_10__/* .readTextFile */ .Gu)(ledgerPath) : undefined) }, new Date(), runNumberFrom(p.values));
    const result = await client.lookup({ target, invariant, ...key, decision });
    const note = { ...result, target, invariant, ledger: ledgerPath, store_defects: client.storeDefects };
    (0,_adapters_outdir_js__WEBPACK_IMPORTED_MODULE_9__/* .writeFileAtomic */ .Zf)(out, JSON.stringify(note, null, 2) + '\n');
    process.stdout.write((0,_adapters_defuse_js__WEBPACK_IMPORTED_MODULE_12__/* .defuseJson */ .f)(JSON.stringify(note, null, 2)) + '\n');
    return 0;
}
const GRANT_USAGE = `usage: gate freeze grant --decision D --record R --owner O --target T
                         (--expires-after-runs N --granted-run-number K | --expires-at DATE) [--ledger gate-freezes.json]

Adds one row to the ledger for one SCHEDULER triple (property, seed, fixture digest). Refuses any
other decision, a record that does not hash to the decision's record_sha256, or a record that does
not classify SCHEDULER. Commit the ledger change in a pull request for review.`;
async function freezeGrant(argv) {
    const p = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommand */ .RM)(argv, {
        decision: { type: 'string' },
        record: { type: 'string' },
        owner: { type: 'string' },
        target: { type: 'string' },
        'expires-after-runs': { type: 'string' },
        'granted-run-number': { type: 'string' },
        'expires-at': { type: 'string' },
        ledger: { type: 'string', default: _oracle_config_js__WEBPACK_IMPORTED_MODULE_11__/* .DEFAULT_LEDGER */ ._Z },
    }, GRANT_USAGE);
    if (p === 'help')
        return 0;
    (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .noPositionals */ .d0)(p.positionals);
    const decisionPath = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .required */ .mw)(p.values, 'decision');
    const recordPath = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .required */ .mw)(p.values, 'record');
    const owner = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .required */ .mw)(p.values, 'owner').trim();
    const target = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .required */ .mw)(p.values, 'target');
    const ledgerPath = p.values.ledger;
    const runs = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalInt */ .yr)(p.values, 'expires-after-runs', 1);
    const grantedRun = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalInt */ .yr)(p.values, 'granted-run-number', 0) ?? runNumberFrom({});
    const expiresAt = p.values['expires-at'];
    if (runs === undefined && expiresAt === undefined)
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('an expiry is required: --expires-after-runs N or --expires-at DATE');
    if (runs !== undefined && grantedRun === undefined)
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--expires-after-runs needs --granted-run-number (the workflow run number the grant counts from)');
    if (expiresAt !== undefined &&
        (!/^\d{4}-\d{2}-\d{2}/.test(expiresAt) ||
            Number.isNaN(Date.parse(expiresAt)) ||
            Date.parse(expiresAt) <= Date.now())) {
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--expires-at: expected a future ISO date (YYYY-MM-DD), got ${JSON.stringify(expiresAt)}`);
    }
    if (owner === '')
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--owner must name a person');
    // The check summary prints the command with --owner "<OWNER>": pasted unchanged, it must not grant.
    if (/^<.*>$/.test(owner))
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--owner: replace the placeholder ${owner} with the person who owns the flake`);
    const decision = (0,_classify_pyjson_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePyJson */ .j5)((0,_cli_io_js__WEBPACK_IMPORTED_MODULE_10__/* .readTextFile */ .Gu)(decisionPath));
    const record = (0,_classify_pyjson_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePyJson */ .j5)((0,_cli_io_js__WEBPACK_IMPORTED_MODULE_10__/* .readTextFile */ .Gu)(recordPath));
    if (!(0,_classify_record_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(decision))
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${decisionPath}: expected a decision JSON object`);
    if (!(0,_classify_record_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(record))
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${recordPath}: expected a run record JSON object`);
    const refuse = (why) => {
        process.stderr.write((0,_adapters_defuse_js__WEBPACK_IMPORTED_MODULE_12__/* .defuseLog */ .T)(`gate freeze grant: refused: ${why}\n`));
        return 1;
    };
    if (decision.label !== 'SCHEDULER')
        return refuse(`the decision is ${String(decision.label)}; only SCHEDULER may enter the freeze ledger`);
    const hash = (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .recordSha256 */ .H)(record);
    if (decision.record_sha256 !== hash)
        return refuse(`the record hashes to ${hash}, not the decision's record_sha256 ${String(decision.record_sha256)}`);
    const again = (0,_classify_table_js__WEBPACK_IMPORTED_MODULE_4__/* .classifyRecord */ .kK)(record);
    if (again.label !== 'SCHEDULER')
        return refuse(`the record classifies ${again.label} today, not SCHEDULER`);
    if (again.seed !== decision.seed ||
        again.property_path !== decision.property_path ||
        again.fixture_sha256 !== decision.fixture_sha256) {
        return refuse('the decision names another triple than its record');
    }
    const triple = {
        property_path: again.property_path,
        seed: Number(again.seed),
        fixture_sha256: again.fixture_sha256,
    };
    const ledger = readLedger(ledgerPath);
    const id = `frz-${(0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .f)(`${target}\n${triple.property_path}\n${triple.seed}\n${triple.fixture_sha256}`).slice(0, 12)}`;
    if (ledger.freezes.some((r) => r.id === id))
        return refuse(`row ${id} already freezes this triple; prune it first or let it expire`);
    const row = {
        id,
        target,
        invariant: triple.property_path,
        ...triple,
        owner,
        record: record,
        record_sha256: hash,
        granted_at: new Date().toISOString(),
        ...(runs !== undefined ? { expires_after_runs: runs, granted_run_number: grantedRun } : {}),
        ...(expiresAt !== undefined ? { expires_at: expiresAt } : {}),
    };
    ledger.freezes.push(row);
    (0,_adapters_outdir_js__WEBPACK_IMPORTED_MODULE_9__/* .writeFileAtomic */ .Zf)(ledgerPath, (0,_oracle_ledger_js__WEBPACK_IMPORTED_MODULE_7__/* .serializeLedger */ .CE)(ledger));
    process.stdout.write((0,_adapters_defuse_js__WEBPACK_IMPORTED_MODULE_12__/* .defuseJson */ .f)(JSON.stringify({ granted: id, ledger: ledgerPath, row: { ...row, record: '…' } }, null, 2)) +
        '\n');
    process.stderr.write(`gate freeze grant: added ${id} to ${ledgerPath}; commit it in a pull request for review\n`);
    return 0;
}
const PRUNE_USAGE = `usage: gate freeze prune [--ledger gate-freezes.json] [--run-number N] [--dry-run]

Removes dead rows (expired, no expiry, or run-counted with no run number known) and prints them.`;
async function freezePrune(argv) {
    const p = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommand */ .RM)(argv, {
        ledger: { type: 'string', default: _oracle_config_js__WEBPACK_IMPORTED_MODULE_11__/* .DEFAULT_LEDGER */ ._Z },
        'run-number': { type: 'string' },
        'dry-run': { type: 'boolean' },
    }, PRUNE_USAGE);
    if (p === 'help')
        return 0;
    (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_1__/* .noPositionals */ .d0)(p.positionals);
    const ledgerPath = p.values.ledger;
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(ledgerPath) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(ledgerPath).isFile())
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${ledgerPath}: no such ledger file`);
    const ledger = readLedger(ledgerPath);
    const runNumber = runNumberFrom(p.values);
    const now = new Date();
    const removed = [];
    const kept = ledger.freezes.filter((row) => {
        const state = (0,_oracle_ledger_js__WEBPACK_IMPORTED_MODULE_7__/* .rowLiveness */ .UQ)(row, now, runNumber);
        if (!state.live)
            removed.push({ id: row.id, reason: state.reason });
        return state.live;
    });
    if (!p.values['dry-run'] && removed.length > 0)
        (0,_adapters_outdir_js__WEBPACK_IMPORTED_MODULE_9__/* .writeFileAtomic */ .Zf)(ledgerPath, (0,_oracle_ledger_js__WEBPACK_IMPORTED_MODULE_7__/* .serializeLedger */ .CE)({ ...ledger, freezes: kept }));
    for (const r of removed)
        process.stdout.write((0,_adapters_defuse_js__WEBPACK_IMPORTED_MODULE_12__/* .defuseLog */ .T)(`${p.values['dry-run'] ? 'would remove' : 'removed'} ${r.id}: ${r.reason}\n`));
    process.stdout.write(`${removed.length} row(s) ${p.values['dry-run'] ? 'dead' : 'removed'}, ${kept.length} kept\n`);
    return 0;
}


/***/ })

};
