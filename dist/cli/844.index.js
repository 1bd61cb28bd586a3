export const id = 844;
export const ids = [844];
export const modules = {

/***/ 1909:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ serializeLedger),
/* harmony export */   O8: () => (/* binding */ rowExpiry),
/* harmony export */   UQ: () => (/* binding */ rowLiveness),
/* harmony export */   h8: () => (/* binding */ parseLedger)
/* harmony export */ });
/* unused harmony exports LedgerError, LEDGER_VERSION, MAX_EXPIRES_AFTER_RUNS, MAX_TEXT, ISO_DATE_PATTERN, emptyLedger, parseIsoInstant, formatDefect */
/* harmony import */ var _classify_pyjson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1737);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8710);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5734);
/* harmony import */ var _classify_describe_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2221);
/**
 * The freeze ledger (SPEC §5): `{ "version": 1, "freezes": [row, …] }` in the repository (config
 * `freeze.ledger`, default `gate-freezes.json`), written by people through a reviewed pull request
 * with the CLI, read by the gate from the base revision, never written by the gate job.
 *
 * A file that is not JSON or not that top-level shape cannot be read at all: LedgerError. A malformed
 * row is skipped and reported as a store defect; the other rows stay usable. Without the row a miss
 * finds NO_RECORD and the run holds, which is the safe side. The file is read as Python reads JSON
 * (src/classify/pyjson.ts), so a stored `record` hashes exactly as it did when the freeze was granted.
 *
 * Decisions the specification left open:
 * - A row must carry an expiry: `expires_after_runs` (1 to {@link MAX_EXPIRES_AFTER_RUNS}) together
 *   with `granted_run_number`, and/or `expires_at`. A row without one is a store defect at parse
 *   time (and {@link rowLiveness} calls such a row dead, for rows built by hand).
 * - A run-counted row is live while `granted_run_number <= run < granted_run_number +
 *   expires_after_runs`: SPEC §5's upper bound, plus a lower one, because a row granted "in the
 *   future" (a mistyped or inflated `granted_run_number`) would otherwise stay live indefinitely.
 * - `expires_at` is an ISO date (`2025-03-01`, which expires at 00:00 UTC that day: an expiry is live
 *   only while it is in the future) or an RFC 3339 date-time with `Z` or an offset.
 * - `id`s are unique: every row whose id occurs more than once is a defect (none of them is used).
 * - Unknown keys in a row, or at the top level (other than `$schema`), are defects / errors.
 * - Seeds are integers (safe integers; negative allowed, as the classifier allows them).
 * - `record_sha256` is 64 lowercase hex digits. Whether it still matches `record`, and whether the
 *   record still classifies SCHEDULER, is the freeze lookup's question (a changed record makes a hit
 *   ANNOTATED_HOLD, not a vanished row).
 */




class LedgerError extends Error {
    file;
    constructor(file, message) {
        super(message);
        this.file = file;
        this.name = 'LedgerError';
    }
}
const LEDGER_VERSION = 1;
const MAX_EXPIRES_AFTER_RUNS = 1000;
const MAX_TEXT = 200;
/** An ISO date, or an RFC 3339 date-time with a zone. The schemas carry the same pattern. */
const ISO_DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:T[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\\.[0-9]{1,9})?(?:Z|[+-][0-9]{2}:[0-9]{2}))?$';
const ISO_DATE_RE = new RegExp(ISO_DATE_PATTERN);
const SHA256_RE = /^[0-9a-f]{64}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
function emptyLedger() {
    return { version: 1, freezes: [] };
}
/** The instant an ISO date (00:00 UTC) or date-time denotes, or undefined when it is not a real one. */
function parseIsoInstant(s) {
    if (!ISO_DATE_RE.test(s))
        return undefined;
    const year = Number(s.slice(0, 4));
    const month = Number(s.slice(5, 7));
    const day = Number(s.slice(8, 10));
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
        return undefined;
    if (s.length === 10)
        return utc(year, month, day, 0, 0, 0, 0);
    const hour = Number(s.slice(11, 13));
    const minute = Number(s.slice(14, 16));
    const second = Number(s.slice(17, 19));
    if (hour > 23 || minute > 59 || second > 59)
        return undefined;
    const zone = /(Z|[+-]\d{2}:\d{2})$/.exec(s)?.[1] ?? 'Z';
    let offset = 0;
    if (zone !== 'Z') {
        const oh = Number(zone.slice(1, 3));
        const om = Number(zone.slice(4, 6));
        if (oh > 23 || om > 59)
            return undefined;
        offset = (zone[0] === '-' ? -1 : 1) * (oh * 60 + om);
    }
    const frac = /\.(\d+)/.exec(s)?.[1];
    const ms = frac === undefined ? 0 : Number(frac.padEnd(3, '0').slice(0, 3));
    return utc(year, month, day, hour, minute, second, ms) - offset * 60_000;
}
function utc(year, month, day, h, m, s, ms) {
    const d = new Date(Date.UTC(2000, month - 1, day, h, m, s, ms));
    d.setUTCFullYear(year); // Date.UTC reads years 0-99 as 1900-1999
    return d.getTime();
}
function daysInMonth(year, month) {
    if (month === 2)
        return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
    return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function isPlainObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof _classify_pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$);
}
function isText(v) {
    return typeof v === 'string' && /\S/.test(v) && [...v].length <= MAX_TEXT && !CONTROL.test(v);
}
const ROW_KEYS = [
    'id',
    'target',
    'invariant',
    'property_path',
    'seed',
    'fixture_sha256',
    'owner',
    'granted_at',
    'granted_run_number',
    'expires_after_runs',
    'expires_at',
    'record_sha256',
    'record',
];
const TOP_KEYS = ['$schema', 'version', 'freezes'];
class RowProblem extends Error {
}
/** The row, or throws RowProblem with the reason (`field: expected …, got …`). */
function readRow(raw) {
    const bad = (field, expected, got) => {
        throw new RowProblem(`${field}: expected ${expected}, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .describeValue */ .b)(got)}`);
    };
    if (!isPlainObject(raw))
        return bad('row', 'an object', raw);
    for (const key of Object.keys(raw)) {
        if (!ROW_KEYS.includes(key))
            throw new RowProblem(`${key}: unknown key (expected ${ROW_KEYS.join(', ')})`);
    }
    const text = (field) => {
        const v = raw[field];
        return isText(v) ? v : bad(field, `a non-empty string of at most ${MAX_TEXT} characters`, v);
    };
    const repoPath = (field) => {
        const v = raw[field];
        if (typeof v !== 'string')
            return bad(field, 'a repository path', v);
        const why = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .checkRepoPath */ .Q1)(v);
        if (why !== undefined)
            throw new RowProblem(`${field}: expected a repository path, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .describeValue */ .b)(v)} (${why})`);
        return v;
    };
    const id = text('id');
    const target = raw.target;
    if (!(0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .isTarget */ .Ex)(target))
        bad('target', "a target name (letters, digits, '.', '_', '-')", target);
    const invariant = repoPath('invariant');
    const property_path = repoPath('property_path');
    const seed = raw.seed;
    if (!(typeof seed === 'number' && Number.isSafeInteger(seed)))
        bad('seed', 'an integer', seed);
    const fixture_sha256 = text('fixture_sha256');
    const owner = text('owner');
    const record = raw.record;
    if (!isPlainObject(record))
        bad('record', 'the run record (an object)', record);
    const record_sha256 = raw.record_sha256;
    if (!(typeof record_sha256 === 'string' && SHA256_RE.test(record_sha256)))
        bad('record_sha256', '64 lowercase hex digits', record_sha256);
    const row = {
        id,
        target: target,
        invariant,
        property_path,
        seed: seed,
        fixture_sha256,
        owner,
        record: record,
        record_sha256: record_sha256,
    };
    const has = (k) => Object.prototype.hasOwnProperty.call(raw, k);
    if (has('granted_at')) {
        const g = raw.granted_at;
        if (!(typeof g === 'string' && parseIsoInstant(g) !== undefined))
            bad('granted_at', 'an ISO date or date-time (2025-03-01, 2025-03-01T12:00:00Z)', g);
        row.granted_at = g;
    }
    const runs = has('expires_after_runs');
    const granted = has('granted_run_number');
    if (runs !== granted)
        throw new RowProblem(runs
            ? 'expires_after_runs without granted_run_number (a run-counted expiry needs both)'
            : 'granted_run_number without expires_after_runs (a run-counted expiry needs both)');
    if (runs) {
        const n = raw.expires_after_runs;
        if (!(typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_EXPIRES_AFTER_RUNS))
            bad('expires_after_runs', `an integer from 1 to ${MAX_EXPIRES_AFTER_RUNS}`, n);
        const g = raw.granted_run_number;
        if (!(typeof g === 'number' && Number.isSafeInteger(g) && g >= 1))
            bad('granted_run_number', 'a positive integer', g);
        row.granted_run_number = g;
        row.expires_after_runs = n;
    }
    if (has('expires_at')) {
        const e = raw.expires_at;
        if (!(typeof e === 'string' && parseIsoInstant(e) !== undefined))
            bad('expires_at', 'an ISO date or date-time (2025-03-01, 2025-03-01T12:00:00Z)', e);
        row.expires_at = e;
    }
    if (!runs && !has('expires_at'))
        throw new RowProblem('no expiry (expires_after_runs with granted_run_number, or expires_at)');
    return row;
}
/**
 * Reads the ledger text; `file` names it in errors. Throws LedgerError (and nothing else) when the
 * file as a whole is unusable; a malformed row is left out and returned as a defect.
 */
function parseLedger(text, file) {
    let value;
    try {
        value = (0,_classify_pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePyJson */ .j5)(text);
    }
    catch (err) {
        throw new LedgerError(file, `${file}: not valid JSON (${err instanceof Error ? err.message : String(err)})`);
    }
    if (!isPlainObject(value))
        throw new LedgerError(file, `${file}: expected a JSON object {"version": 1, "freezes": [...]}, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .describeValue */ .b)(value)}`);
    for (const key of Object.keys(value)) {
        if (!TOP_KEYS.includes(key))
            throw new LedgerError(file, `${file}: ${key}: unknown key (expected ${TOP_KEYS.join(', ')})`);
    }
    if (value.version !== LEDGER_VERSION)
        throw new LedgerError(file, `${file}: version: expected 1, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .describeValue */ .b)(value.version)}`);
    const freezes = value.freezes;
    if (!Array.isArray(freezes))
        throw new LedgerError(file, `${file}: freezes: expected a list of freeze rows, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .describeValue */ .b)(freezes)}`);
    const schema = value.$schema;
    if (schema !== undefined && typeof schema !== 'string')
        throw new LedgerError(file, `${file}: $schema: expected a string, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_3__/* .describeValue */ .b)(schema)}`);
    const defects = [];
    const rows = [];
    freezes.forEach((raw, index) => {
        const rawId = isPlainObject(raw) && typeof raw.id === 'string' ? raw.id : undefined;
        try {
            rows.push({ index, row: readRow(raw) });
        }
        catch (err) {
            // Anything readRow throws is a problem with this row; it never stops the others.
            const reason = err instanceof RowProblem ? err.message : `unreadable row (${String(err)})`;
            defects.push({ index, ...(rawId !== undefined ? { id: rawId } : {}), reason });
        }
    });
    const byId = new Map();
    for (const { index, row } of rows)
        byId.set(row.id, [...(byId.get(row.id) ?? []), index]);
    const kept = [];
    for (const { index, row } of rows) {
        const at = byId.get(row.id);
        if (at.length > 1) {
            const others = at.filter((i) => i !== index).map((i) => `freezes[${i}]`);
            defects.push({
                index,
                id: row.id,
                reason: `id: duplicate (also at ${others.join(', ')}); no row with this id is used`,
            });
        }
        else {
            kept.push(row);
        }
    }
    defects.sort((a, b) => a.index - b.index);
    const ledger = { version: 1, freezes: kept };
    if (schema !== undefined)
        ledger.$schema = schema;
    return { ledger, defects };
}
/** One line per defect, for the trace's `store_defects` and the summary. */
function formatDefect(file, d) {
    const id = d.id !== undefined ? ` (id ${JSON.stringify(d.id)})` : '';
    return `${file}: freezes[${d.index}]${id}: ${d.reason}`;
}
/**
 * Whether a row may be used now (SPEC §5). Stateless: a run-counted row is live while
 * `granted_run_number <= runNumber < granted_run_number + expires_after_runs`, and absent when no run
 * number is known; a dated row is live while `expires_at` is in the future; with both, both must hold;
 * with neither, the row is dead (a store defect).
 */
function rowLiveness(row, now, runNumber) {
    const runs = row.expires_after_runs;
    const granted = row.granted_run_number;
    const hasRuns = runs !== undefined || granted !== undefined;
    if (!hasRuns && row.expires_at === undefined)
        return { live: false, reason: 'no expiry: store defect' };
    if (hasRuns) {
        if (runs === undefined || granted === undefined)
            return {
                live: false,
                reason: 'run-counted expiry without both expires_after_runs and granted_run_number: store defect',
            };
        if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(granted))
            return { live: false, reason: 'run-counted expiry is not a pair of integers: store defect' };
        if (runNumber === undefined || !Number.isSafeInteger(runNumber))
            return { live: false, reason: 'run-counted expiry, but the run number is unknown' };
        if (runNumber < granted)
            return {
                live: false,
                reason: `run ${runNumber} is before granted_run_number ${granted} (a freeze cannot start in the future)`,
            };
        if (runNumber >= granted + runs)
            return {
                live: false,
                reason: `expired: run ${runNumber} is not below granted_run_number ${granted} + expires_after_runs ${runs}`,
            };
    }
    if (row.expires_at !== undefined) {
        const at = parseIsoInstant(row.expires_at);
        if (at === undefined)
            return { live: false, reason: 'expires_at is not an ISO date: store defect' };
        if (now.getTime() >= at)
            return { live: false, reason: `expired at ${row.expires_at}` };
    }
    return { live: true };
}
/**
 * The owner and the remaining life of a row at `now` / `runNumber`. Meaningful for a live row (see
 * {@link rowLiveness}); for a dead one the counts are 0.
 */
function rowExpiry(row, now, runNumber) {
    const out = { owner: row.owner };
    const runs = row.expires_after_runs;
    const granted = row.granted_run_number;
    if (runs !== undefined &&
        granted !== undefined &&
        runNumber !== undefined &&
        Number.isSafeInteger(runs) &&
        Number.isSafeInteger(granted) &&
        Number.isSafeInteger(runNumber)) {
        out.runs_left = Math.max(0, granted + runs - runNumber - 1);
    }
    if (row.expires_at !== undefined) {
        out.expires_at = row.expires_at;
        const at = parseIsoInstant(row.expires_at);
        if (at !== undefined)
            out.days_left = Math.max(0, Math.floor((at - now.getTime()) / 86_400_000));
    }
    return out;
}
function sortDeep(v) {
    if (Array.isArray(v))
        return v.map(sortDeep);
    if (!isPlainObject(v))
        return v;
    const out = {};
    for (const k of Object.keys(v).sort(_classify_pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)) {
        Object.defineProperty(out, k, {
            value: sortDeep(v[k]),
            enumerable: true,
            writable: true,
            configurable: true,
        });
    }
    return out;
}
/**
 * The ledger as the CLI writes it: 2-space JSON, rows sorted by id, row keys in a fixed order, record
 * keys sorted at every depth, floats and large integers as Python writes them, non-ASCII escaped,
 * a trailing newline. Deterministic, so two people granting the same freeze write the same bytes.
 */
function serializeLedger(l) {
    const rows = [...l.freezes].sort((a, b) => (0,_classify_pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.id, b.id));
    const out = {};
    if (l.$schema !== undefined)
        out.$schema = l.$schema;
    out.version = l.version;
    out.freezes = rows.map((row) => {
        const ordered = {};
        for (const key of ROW_KEYS) {
            const v = row[key];
            if (v !== undefined)
                ordered[key] = key === 'record' ? sortDeep(v) : v;
        }
        return ordered;
    });
    return (0,_classify_pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .pyDumps */ .vD)(out, { indent: 2 }) + '\n';
}


/***/ }),

/***/ 1844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PF: () => (/* binding */ runFreeze),
/* harmony export */   l8: () => (/* binding */ FreezeClient)
/* harmony export */ });
/* unused harmony export FreezeOrderError */
/* harmony import */ var _classify_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4050);
/* harmony import */ var _classify_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2916);
/* harmony import */ var _oracle_ledger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1909);
/**
 * Freeze (SPEC §2, §5): the read-only ledger, consulted only after a replay miss. The client cannot
 * be constructed without a miss, reads the ledger once from the base revision, and never writes it.
 * A hit is ANNOTATED_HOLD; it excuses a miss only for the exact SCHEDULER triple, on a live row whose
 * stored record still hashes to its `record_sha256` and still classifies SCHEDULER.
 */



/** Why a miss on a fresh seed is never excused. */
const FRESH_NOT_FROZEN = (seed) => `seed ${seed} was drawn fresh for this run (fresh_seeds) and will not recur, so no freeze row can excuse a miss on it`;
class FreezeOrderError extends Error {
    constructor(message) {
        super(message);
        this.name = 'FreezeOrderError';
    }
}
class FreezeClient {
    source;
    now;
    runNumber;
    rows;
    storeDefects = [];
    /** Refuses to exist unless the fixture stage ended REPLAY_MISS. */
    constructor(fixtureCode, source, now, runNumber) {
        this.source = source;
        this.now = now;
        this.runNumber = runNumber;
        if (fixtureCode !== 'REPLAY_MISS') {
            throw new FreezeOrderError(`the freeze ledger may be read only after a REPLAY_MISS (fixture code is ${fixtureCode})`);
        }
    }
    /** The one read: parses the ledger; a missing file is an empty ledger. */
    async load() {
        if (this.rows)
            return this.rows;
        const text = await this.source.read();
        if (text === undefined) {
            this.rows = [];
            return this.rows;
        }
        const { ledger, defects } = (0,_oracle_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLedger */ .h8)(text, this.source.name);
        for (const d of defects)
            this.storeDefects.push(`${this.source.name}: row ${d.index}${d.id ? ` (${d.id})` : ''}: ${d.reason}`);
        this.rows = ledger.freezes;
        return this.rows;
    }
    async lookup(miss) {
        const rows = await this.load();
        const live = [];
        for (const row of rows) {
            if (row.target !== miss.target || row.invariant !== miss.invariant)
                continue;
            const state = (0,_oracle_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .rowLiveness */ .UQ)(row, this.now, this.runNumber);
            if (state.live)
                live.push(row);
            else
                this.noteDefect(`${this.source.name}: row ${row.id} is absent: ${state.reason}`);
        }
        if (live.length === 0) {
            return {
                code: 'NO_RECORD',
                excuses: false,
                why: miss.fresh === true
                    ? FRESH_NOT_FROZEN(miss.seed)
                    : `no live freeze row for ${miss.target} + ${miss.invariant}`,
            };
        }
        const exact = live.filter((r) => r.property_path === miss.property_path &&
            r.seed === miss.seed &&
            r.fixture_sha256 === miss.fixture_sha256);
        const row = exact[0] ?? live[0];
        // A hit names its row, with the owner and what is left of it (the summary shows them).
        const hit = (excuses, why) => ({
            code: 'ANNOTATED_HOLD',
            freeze_id: row.id,
            excuses,
            why,
            ...(0,_oracle_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .rowExpiry */ .O8)(row, this.now, this.runNumber),
        });
        if (miss.decision.label !== 'SCHEDULER') {
            return hit(false, `the miss is ${miss.decision.label}: only SCHEDULER may be excused`);
        }
        if (miss.fresh === true)
            return hit(false, FRESH_NOT_FROZEN(miss.seed));
        if (exact.length === 0) {
            return hit(false, `row ${row.id} freezes another triple (property, seed or fixture digest differ)`);
        }
        if ((0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .recordSha256 */ .H)(row.record) !== row.record_sha256) {
            return hit(false, `row ${row.id}: the stored record no longer hashes to its record_sha256 (void)`);
        }
        const stored = (0,_classify_table_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyRecord */ .kK)(row.record);
        // The stored record is the evidence for this row: it must be a record of the row's own triple.
        const r = row.record;
        if (r.property_path !== row.property_path ||
            String(r.seed) !== String(row.seed) ||
            r.fixture_sha256 !== row.fixture_sha256) {
            return hit(false, `row ${row.id}: the stored record is for another triple (property, seed or fixture digest differ)`);
        }
        if (stored.label !== 'SCHEDULER') {
            return hit(false, `row ${row.id}: the stored record classifies ${stored.label}, not SCHEDULER`);
        }
        return hit(true, `row ${row.id} (owner ${row.owner}) freezes this exact triple and is live`);
    }
    noteDefect(text) {
        if (!this.storeDefects.includes(text))
            this.storeDefects.push(text);
    }
}
/**
 * The freeze stage: the client is constructed here and only here, from the classified misses of a
 * REPLAY_MISS; one read of the ledger (from the base revision), one lookup per miss, never a write.
 */
async function runFreeze(ctx, classified) {
    const ledger = classified.misses.config.freeze.ledger;
    const { oracle } = ctx;
    const client = new FreezeClient('REPLAY_MISS', { name: ledger, read: async () => ((await oracle.exists(ledger)) ? oracle.readText(ledger) : undefined) }, ctx.now, ctx.runNumber);
    const replays = classified.misses.pending.map((p) => p.replay);
    const misses = [];
    for (const m of classified.outcomes) {
        const freeze = await client.lookup({
            target: m.target,
            invariant: m.invariant,
            property_path: m.invariant,
            seed: m.seed,
            fixture_sha256: typeof m.decision.fixture_sha256 === 'string'
                ? m.decision.fixture_sha256
                : (replays.find((r) => r.target === m.target && r.seed === m.seed)?.inputs_sha256 ?? ''),
            decision: m.decision,
            fresh: m.fresh_seed === true,
        });
        misses.push({ ...m, freeze });
    }
    const code = misses.some((m) => m.freeze?.code === 'ANNOTATED_HOLD')
        ? 'ANNOTATED_HOLD'
        : 'NO_RECORD';
    const ref = ctx.out.writeJson('freeze-note.json', {
        code,
        ledger,
        run_number: ctx.runNumber ?? null,
        lookups: misses.map((m) => ({ target: m.target, invariant: m.invariant, seed: m.seed, ...m.freeze })),
        store_defects: client.storeDefects,
    });
    const excused = misses.filter((m) => m.freeze?.excuses).length;
    return {
        code,
        detail: `${excused} of ${misses.length} miss(es) excused by a freeze row`,
        artifacts: [ref],
        trace: {
            misses,
            freeze_client_constructed: true,
            freeze_consulted: true,
            store_defects: [...client.storeDefects],
        },
    };
}


/***/ })

};
