export const id = 710;
export const ids = [710];
export const modules = {

/***/ 8710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ DEFAULT_BUDGETS),
/* harmony export */   Ex: () => (/* binding */ isTarget),
/* harmony export */   Ln: () => (/* binding */ TEST_RUNNERS),
/* harmony export */   _Z: () => (/* binding */ DEFAULT_LEDGER),
/* harmony export */   dV: () => (/* binding */ configOraclePaths),
/* harmony export */   o4: () => (/* binding */ parseConfig),
/* harmony export */   xL: () => (/* binding */ ConfigError),
/* harmony export */   zp: () => (/* binding */ parseConfigAll)
/* harmony export */ });
/* unused harmony exports MAX_REPLAY_CONCURRENCY, BUDGET_BOUNDS, builtinSpecName, TESTS_TIMEOUT_BOUNDS, MAX_TEST_SEEDS, DEFAULT_SETUP_TIMEOUT_MS, MAX_FRESH_SEEDS, CONFIG_VERSIONS, DEFAULT_CONFIG_FILE, TARGET_PATTERN, describeValue */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5734);
/* harmony import */ var _builtins_catalog_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8932);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7508);
/**
 * `gate.yml` (SPEC §10): read from the base revision, checked strictly. Unknown keys are errors, every
 * path is a clean repository path (src/patch/paths.ts), and the first problem ends the load with a
 * ConfigError that names the file, the field and what was expected. The JSON Schema for editors is
 * `schema/gate.schema.json`; a test keeps the two in agreement.
 *
 * Decisions the specification left open:
 * - `probe` is required for every spec, `global: true` or not. SPEC §2 registers each spec on its
 *   probe, and a spec that has never been seen to reject cannot show that it can fail.
 * - `properties`, `fixtures` and `protected` may be omitted (empty lists); an empty `properties:`
 *   (YAML null) is an error, not an empty list, so a list commented out by mistake is noticed.
 * - A spec may be listed once, a target once (the freeze key is target + invariant).
 * - A target is a name, not a path: letters, digits, `.`, `_` and `-`, at most 128, starting with a
 *   letter or digit, so it can name files and artifacts as it is.
 * - Budgets have upper bounds: `max_predicates` ≤ 1000, timeouts ≤ 1 hour, `retry_cap` ≤ 10 (a cap
 *   of "until green" is not a cap).
 * - `version: 2` differs from `version: 1` only in that every fixture must name a `probe` (SPEC §2
 *   "Every check proves it can fail — fixtures too"); a version 1 fixture without one is still read,
 *   with `probe: null`, and graded, but nothing shows it can fail (the trace and `gate check` say so).
 * - YAML is read as YAML 1.2 (core schema: `yes` is a string, not a boolean) unless the file opens
 *   with a `%YAML 1.1` directive; unknown tags, several documents in one file, duplicate keys and
 *   more than 100 alias expansions are errors.
 */





/** The most replays the pool runs at once, whatever the machine. */
const MAX_REPLAY_CONCURRENCY = 64;
const DEFAULT_BUDGETS = Object.freeze({
    max_predicates: 12,
    predicate_timeout_ms: 2000,
    replay_timeout_ms: 30000,
    retry_cap: 2,
    replay_concurrency: Math.min((0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)(), MAX_REPLAY_CONCURRENCY),
});
/** Inclusive bounds of each budget. */
const BUDGET_BOUNDS = Object.freeze({
    max_predicates: [1, 1000],
    predicate_timeout_ms: [1, 3_600_000],
    replay_timeout_ms: [1, 3_600_000],
    retry_cap: [0, 10],
    replay_concurrency: [1, MAX_REPLAY_CONCURRENCY],
});
/** The `spec` name of a catalog check, as the trace and the summary show it. */
function builtinSpecName(name) {
    return `builtin:${name}`;
}
/** The test runners a `tests:` fixture names (src/stages/tests.ts runs each). */
const TEST_RUNNERS = [
    'node-test',
    'jest',
    'vitest',
    'mocha',
    'pytest',
    'unittest',
    'command',
];
/** Bounds of a `tests:` fixture's setup and per-run budgets (ms). */
const TESTS_TIMEOUT_BOUNDS = [1, 3_600_000];
/** The most seeds a `tests:` fixture lists. */
const MAX_TEST_SEEDS = 100;
/** The setup budget of a `tests:` fixture when it names none. */
const DEFAULT_SETUP_TIMEOUT_MS = 300_000;
/** The most seeds a fixture may draw fresh per run. */
const MAX_FRESH_SEEDS = 100;
/** The versions of gate.yml this gate reads; 2 requires a probe on every fixture. */
const CONFIG_VERSIONS = (/* unused pure expression or super */ null && ([1, 2]));
const DEFAULT_CONFIG_FILE = 'gate.yml';
const DEFAULT_LEDGER = 'gate-freezes.json';
/** A target: the first half of the freeze key, and safe as part of a file or artifact name. */
const TARGET_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$';
const TARGET_RE = new RegExp(TARGET_PATTERN);
const TARGET_EXPECTED = "a name of letters, digits, '.', '_' and '-' (at most 128, starting with a letter or digit)";
function isTarget(v) {
    return typeof v === 'string' && TARGET_RE.test(v);
}
class ConfigError extends Error {
    file;
    field;
    expected;
    /** 1-based line and column of the offending node, when known. */
    line;
    column;
    constructor(file, field, expected, message) {
        super(message);
        this.file = file;
        this.field = field;
        this.expected = expected;
        this.name = 'ConfigError';
    }
}
/** How a value reads in an error message. */
function describeValue(v) {
    if (v === undefined)
        return 'nothing';
    if (v === null)
        return 'null';
    if (typeof v === 'string') {
        const shown = [...v].length > 60 ? [...v].slice(0, 60).join('') + '…' : v;
        return `string ${JSON.stringify(shown)}`;
    }
    if (typeof v === 'boolean')
        return `boolean ${v}`;
    if (typeof v === 'bigint')
        return `integer ${v}`;
    if (typeof v === 'number')
        return Number.isInteger(v) ? `integer ${v}` : `number ${v}`;
    if (Array.isArray(v))
        return 'a list';
    if (v instanceof Set)
        return 'a set';
    if (v instanceof Date)
        return 'a timestamp';
    if (v instanceof Map || (typeof v === 'object' && v.constructor === Object))
        return 'a mapping';
    return typeof v;
}
const TOP_KEYS = ['version', 'budgets', 'properties', 'fixtures', 'freeze', 'protected'];
const BUDGET_KEYS = [
    'max_predicates',
    'predicate_timeout_ms',
    'replay_timeout_ms',
    'retry_cap',
    'replay_concurrency',
];
const PROPERTY_KEYS = ['spec', 'probe', 'global', 'on_match'];
const BUILTIN_KEYS = ['builtin', 'paths', 'probe', 'on_match'];
const FIXTURE_KEYS = ['target', 'manifest', 'invariant', 'probe', 'fresh_seeds', 'exercise', 'law'];
const TESTS_FIXTURE_KEYS = ['target', 'tests', 'probe'];
const TESTS_KEYS = [
    'runner',
    'files',
    'seeds',
    'fresh_seeds',
    'setup',
    'setup_timeout_ms',
    'timeout_ms',
    'command',
];
const FREEZE_KEYS = ['ledger'];
function fieldName(path) {
    let out = '';
    for (const p of path)
        out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`;
    return out;
}
/** Reads the config from its text; `file` names it in errors. Throws ConfigError (the first problem), nothing else. */
function parseConfig(yamlText, file) {
    const { config, errors } = parseConfigAll(yamlText, file);
    if (config === null)
        throw errors[0];
    return config;
}
/**
 * Reads the config and lists every problem it can find (`gate check`): each section, list item and
 * budget is checked on its own, so one mistake does not hide the next. A YAML syntax error is the
 * only problem listed, as nothing after it can be read reliably. `config` is null when any is found;
 * `partial` then holds the parts that were read (null when the document itself could not be).
 */
function parseConfigAll(yamlText, file) {
    try {
        const reader = parseConfigReader(yamlText, file);
        return reader.readAll();
    }
    catch (err) {
        if (err instanceof ConfigError)
            return { config: null, errors: [err], partial: null };
        throw err;
    }
}
function parseConfigReader(yamlText, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
    let doc;
    let root;
    try {
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true, version: '1.2' });
        const problem = doc.errors[0] ?? doc.warnings[0];
        if (problem !== undefined) {
            const { line, col } = lineCounter.linePos(problem.pos[0]);
            const text = problem.message.split('\n')[0] ?? problem.message;
            const err = new ConfigError(file, '', 'valid YAML', `${file}: line ${line}, column ${col}: ${text}`);
            err.line = line;
            err.column = col;
            throw err;
        }
    }
    catch (err) {
        if (err instanceof ConfigError)
            throw err;
        const text = err instanceof Error ? err.message : String(err);
        throw new ConfigError(file, '', 'valid YAML', `${file}: ${text.split('\n')[0]}`);
    }
    try {
        root = doc.toJS({ mapAsMap: true, maxAliasCount: 100 });
    }
    catch (err) {
        // Alias problems (an undefined anchor, too many aliases) surface here, without a position.
        const text = (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
        const at = aliasPosition(doc, lineCounter);
        const where = at ? `line ${at.line}, column ${at.col}: ` : '';
        const e = new ConfigError(file, '', 'valid YAML', `${file}: ${where}${text}`);
        if (at)
            [e.line, e.column] = [at.line, at.col];
        throw e;
    }
    const reader = new ConfigReader(file, doc, lineCounter);
    return {
        readAll() {
            let config = null;
            try {
                config = reader.read(root);
            }
            catch (err) {
                if (!(err instanceof ConfigError))
                    throw err;
                reader.errors.push(err);
            }
            // `partial`: what could be read, the parts in error left out (gate check still checks its files).
            return { config: reader.errors.length === 0 ? config : null, errors: reader.errors, partial: config };
        },
    };
}
/** Where the first alias that does not resolve is, else the first alias. */
function aliasPosition(doc, lines) {
    let first;
    let broken;
    (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .visit */ .YR)(doc, {
        Alias(_, node) {
            first ??= node;
            if (node.resolve(doc) === undefined) {
                broken = node;
                return yaml__WEBPACK_IMPORTED_MODULE_1__/* .visit */ .YR.BREAK;
            }
            return undefined;
        },
    });
    const node = broken ?? first;
    return node?.range ? lines.linePos(node.range[0]) : undefined;
}
class ConfigReader {
    file;
    doc;
    lines;
    /** Problems found by {@link guard}ed parts, in the order they were read. */
    errors = [];
    /** The file's `version` (read first): 2 requires fixture probes. */
    version = 1;
    constructor(file, doc, lines) {
        this.file = file;
        this.doc = doc;
        this.lines = lines;
    }
    /** Runs one independent part; a ConfigError is kept and `fallback` stands in for the part. */
    guard(part, fallback) {
        try {
            return part();
        }
        catch (err) {
            if (!(err instanceof ConfigError))
                throw err;
            this.errors.push(err);
            return fallback;
        }
    }
    fail(path, expected, got, at) {
        const field = fieldName(path);
        const where = field === '' ? '' : `${field}: `;
        const err = new ConfigError(this.file, field, expected, `${this.file}: ${where}expected ${expected}, got ${got}`);
        // The node itself, or (for a missing key) the nearest enclosing one.
        let range = at;
        for (let n = path.length; n >= 0 && range === undefined; n--)
            range = this.rangeOf(path.slice(0, n));
        if (range !== undefined) {
            const { line, col } = this.lines.linePos(range[0]);
            err.line = line;
            err.column = col;
        }
        throw err;
    }
    rangeOf(path) {
        const node = path.length === 0 ? this.doc.contents : this.doc.getIn(path, true);
        return node?.range ?? undefined;
    }
    /** Where the key `key` of the mapping at `path` is written. */
    keyRange(path, key) {
        const node = path.length === 0 ? this.doc.contents : this.doc.getIn(path, true);
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(node))
            return undefined;
        const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(p.key) && p.key.value === key);
        return pair?.key?.range ?? undefined;
    }
    /**
     * A mapping with string keys, all of them known, as a plain object. Every unknown key is listed
     * (the last one thrown); `suggest` are the names a did-you-mean may offer (by default `known`).
     */
    mapping(value, path, expected, known, suggest = known) {
        if (!(value instanceof Map))
            this.fail(path, expected, describeValue(value));
        for (const key of value.keys())
            if (typeof key !== 'string')
                this.fail(path, 'string keys', `${describeValue(key)} as a key`);
        const unknown = [...value.keys()].filter((key) => !known.includes(key));
        const failAt = (key) => this.fail([...path, key], `one of ${known.join(', ')}`, `an unknown key${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .didYouMean */ .au)(key, suggest)}`, this.keyRange(path, key));
        // Each unknown key is its own problem: all but the last are kept, the last ends the part.
        for (const key of unknown.slice(0, -1))
            this.guard(() => failAt(key), undefined);
        if (unknown.length > 0)
            failAt(unknown[unknown.length - 1]);
        return value;
    }
    list(value, path, expected) {
        if (!Array.isArray(value))
            this.fail(path, expected, describeValue(value));
        return value;
    }
    repoPath(value, path, what) {
        if (typeof value !== 'string')
            this.fail(path, what, describeValue(value));
        const bad = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .checkRepoPath */ .Q1)(value);
        if (bad !== undefined)
            this.fail(path, what, `${describeValue(value)} (${bad})`);
        return value;
    }
    read(root) {
        if (root === null || root === undefined)
            this.fail([], 'a mapping with version: 2', 'an empty document');
        const top = this.mapping(root, [], 'a mapping with version: 2', TOP_KEYS);
        if (!top.has('version'))
            this.fail(['version'], '1 or 2', 'nothing');
        const version = top.get('version');
        if (version !== 1 && version !== 2)
            this.fail(['version'], '1 or 2', describeValue(version));
        this.version = version;
        // Read in the file's order, so the problems are listed in reading order.
        const budgets = this.guard(() => this.budgets(top.get('budgets')), { ...DEFAULT_BUDGETS });
        const properties = this.guard(() => this.properties(top.get('properties'), top.has('properties')), []);
        const all = this.guard(() => this.fixtures(top.get('fixtures'), top.has('fixtures')), {
            fixtures: [],
            tests: [],
        });
        return {
            version,
            budgets,
            properties,
            fixtures: all.fixtures,
            ...(all.tests.length > 0 ? { tests: all.tests } : {}),
            freeze: this.guard(() => this.freeze(top.get('freeze'), top.has('freeze')), { ledger: DEFAULT_LEDGER }),
            protected: this.guard(() => this.protectedGlobs(top.get('protected'), top.has('protected')), []),
        };
    }
    budgets(value) {
        const budgets = { ...DEFAULT_BUDGETS };
        if (value === undefined)
            return budgets;
        const map = this.mapping(value, ['budgets'], `a mapping of ${BUDGET_KEYS.join(', ')}`, BUDGET_KEYS);
        for (const key of BUDGET_KEYS) {
            if (!map.has(key))
                continue;
            const v = map.get(key);
            const [lo, hi] = BUDGET_BOUNDS[key];
            this.guard(() => {
                if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi)
                    this.fail(['budgets', key], `an integer from ${lo} to ${hi}`, describeValue(v));
                budgets[key] = v;
            }, undefined);
        }
        return budgets;
    }
    properties(value, present) {
        if (!present)
            return [];
        const items = this.list(value, ['properties'], 'a list of {spec, probe, global} or {builtin, paths, probe}');
        const seen = new Map();
        const out = [];
        items.forEach((item, i) => {
            const p = this.guard(() => this.property(item, i, seen), null);
            if (p !== null)
                out.push(p);
        });
        return out;
    }
    property(item, i, seen) {
        {
            const path = ['properties', i];
            if (item instanceof Map && item.has('builtin'))
                return this.builtinProperty(item, path, i, seen);
            const map = this.mapping(item, path, 'a mapping with spec and probe', PROPERTY_KEYS, [
                ...PROPERTY_KEYS,
                ...BUILTIN_KEYS,
            ]);
            const spec = this.repoPath(map.get('spec'), [...path, 'spec'], 'a repository path (the spec to run)');
            const probe = this.repoPath(map.get('probe'), [...path, 'probe'], 'a repository path (a unified diff this spec must reject)');
            let global = false;
            if (map.has('global')) {
                const g = map.get('global');
                if (typeof g !== 'boolean')
                    this.fail([...path, 'global'], 'true or false', describeValue(g));
                global = g;
            }
            const first = seen.get(spec);
            if (first !== undefined)
                this.fail([...path, 'spec'], `a spec not already listed (properties[${first}])`, describeValue(spec));
            seen.set(spec, i);
            return { spec, probe, global, ...this.onMatch(map, path) };
        }
    }
    /** `- builtin: NAME` with optional `paths:` (narrowing) and `probe:` (overriding the shipped probe). */
    builtinProperty(item, path, i, seen) {
        const map = this.mapping(item, path, 'a mapping with builtin (and optional paths, probe)', BUILTIN_KEYS);
        const name = map.get('builtin');
        if (!(0,_builtins_catalog_js__WEBPACK_IMPORTED_MODULE_3__/* .isBuiltinName */ .nc)(name)) {
            const hint = typeof name === 'string' ? (0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .didYouMean */ .au)(name, _builtins_catalog_js__WEBPACK_IMPORTED_MODULE_3__/* .BUILTIN_NAMES */ .VP) : '';
            this.fail([...path, 'builtin'], `one of ${_builtins_catalog_js__WEBPACK_IMPORTED_MODULE_3__/* .BUILTIN_NAMES */ .VP.join(', ')} (gate builtins lists them)`, `${describeValue(name)}${hint}`);
        }
        const spec = builtinSpecName(name);
        const first = seen.get(spec);
        if (first !== undefined)
            this.fail([...path, 'builtin'], `a check not already listed (properties[${first}]); give one entry several paths`, describeValue(name));
        seen.set(spec, i);
        let paths;
        if (map.has('paths')) {
            const list = this.list(map.get('paths'), [...path, 'paths'], 'a non-empty list of repository globs');
            if (list.length === 0)
                this.fail([...path, 'paths'], 'a non-empty list of repository globs', 'an empty list');
            paths = list.map((g, j) => {
                if (typeof g !== 'string')
                    this.fail([...path, 'paths', j], 'a repository glob', describeValue(g));
                const bad = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .checkRepoGlob */ .J)(g);
                if (bad !== undefined)
                    this.fail([...path, 'paths', j], 'a repository glob', `${describeValue(g)} (${bad})`);
                return g;
            });
        }
        const shippedProbe = !map.has('probe');
        const probe = shippedProbe
            ? `${spec}.patch`
            : this.repoPath(map.get('probe'), [...path, 'probe'], 'a repository path (a unified diff this check must reject)');
        return {
            spec,
            probe,
            global: false,
            builtin: { name, ...(paths !== undefined ? { paths } : {}), shippedProbe },
            ...this.onMatch(map, path),
        };
    }
    /** `on_match`: `reject` (the default) or `hold` (a match waits for a person, SPEC §3). */
    onMatch(map, path) {
        if (!map.has('on_match'))
            return {};
        const v = map.get('on_match');
        if (v !== 'reject' && v !== 'hold')
            this.fail([...path, 'on_match'], 'reject or hold', describeValue(v));
        return v === 'hold' ? { on_match: 'hold' } : {};
    }
    fixtures(value, present) {
        const out = { fixtures: [], tests: [] };
        if (!present)
            return out;
        const items = this.list(value, ['fixtures'], 'a list of {target, manifest, invariant, probe} or {target, tests, probe}');
        const seen = new Map();
        items.forEach((item, i) => {
            if (item instanceof Map && item.has('tests')) {
                const t = this.guard(() => this.testsFixture(item, i, seen), null);
                if (t !== null)
                    out.tests.push(t);
                return;
            }
            const f = this.guard(() => this.fixture(item, i, seen), null);
            if (f !== null)
                out.fixtures.push(f);
        });
        return out;
    }
    /** A target not used by an earlier fixture of either kind. */
    target(map, path, seen) {
        const target = map.get('target');
        if (!isTarget(target))
            this.fail([...path, 'target'], TARGET_EXPECTED, describeValue(target));
        const first = seen.get(target);
        if (first !== undefined)
            this.fail([...path, 'target'], `a target not already used (fixtures[${first}])`, describeValue(target));
        seen.set(target, path[1]);
        return target;
    }
    /** A fixture's probe: required from version 2. */
    fixtureProbe(map, path, what) {
        const probeExpected = `a repository path (a unified diff of the code under test on which ${what})`;
        if (!map.has('probe') && this.version < 2)
            return null;
        return this.repoPath(map.get('probe'), [...path, 'probe'], this.version >= 2 ? `${probeExpected}, required by version: 2` : probeExpected);
    }
    /** `- target: …, tests: {runner, files, seeds, …}, probe: …` (SPEC §12 tests). */
    testsFixture(item, i, seen) {
        const path = ['fixtures', i];
        const map = this.mapping(item, path, 'a mapping with target, tests and probe', TESTS_FIXTURE_KEYS);
        const target = this.target(map, path, seen);
        const tp = [...path, 'tests'];
        const t = this.mapping(map.get('tests'), tp, 'a mapping with runner, files and seeds (and optional fresh_seeds, setup, setup_timeout_ms, timeout_ms, command)', TESTS_KEYS);
        const runner = t.get('runner');
        if (!TEST_RUNNERS.includes(runner)) {
            const hint = typeof runner === 'string' ? (0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .didYouMean */ .au)(runner, TEST_RUNNERS) : '';
            this.fail([...tp, 'runner'], `one of ${TEST_RUNNERS.join(', ')}`, `${describeValue(runner)}${hint}`);
        }
        const globsExpected = 'a non-empty list of repository globs (the test files)';
        const list = this.list(t.get('files'), [...tp, 'files'], globsExpected);
        if (list.length === 0)
            this.fail([...tp, 'files'], globsExpected, 'an empty list');
        const files = list.map((g, j) => {
            if (typeof g !== 'string')
                this.fail([...tp, 'files', j], 'a repository glob', describeValue(g));
            const bad = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .checkRepoGlob */ .J)(g);
            if (bad !== undefined)
                this.fail([...tp, 'files', j], 'a repository glob', `${describeValue(g)} (${bad})`);
            return g;
        });
        const seedsExpected = `an integer from 0 to ${Number.MAX_SAFE_INTEGER} or a non-empty list of at most ${MAX_TEST_SEEDS} of them`;
        const rawSeeds = t.get('seeds');
        const seedList = Array.isArray(rawSeeds) ? rawSeeds : rawSeeds === undefined ? [] : [rawSeeds];
        if (seedList.length === 0 || seedList.length > MAX_TEST_SEEDS)
            this.fail([...tp, 'seeds'], seedsExpected, describeValue(rawSeeds));
        const seeds = seedList.map((s, j) => {
            if (typeof s !== 'number' || !Number.isSafeInteger(s) || s < 0)
                this.fail(Array.isArray(rawSeeds) ? [...tp, 'seeds', j] : [...tp, 'seeds'], seedsExpected, describeValue(s));
            return s;
        });
        if (new Set(seeds).size !== seeds.length)
            this.fail([...tp, 'seeds'], 'seeds listed once each', 'a repeated seed');
        const text = (key, expected) => {
            if (!t.has(key))
                return null;
            const v = t.get(key);
            if (typeof v !== 'string' || v.trim() === '' || v.includes('\0') || v.length > 4096)
                this.fail([...tp, key], expected, describeValue(v));
            return v;
        };
        const ms = (key) => {
            if (!t.has(key))
                return null;
            const v = t.get(key);
            const [lo, hi] = TESTS_TIMEOUT_BOUNDS;
            if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi)
                this.fail([...tp, key], `an integer from ${lo} to ${hi}`, describeValue(v));
            return v;
        };
        const setup = text('setup', 'a shell command (run in each tree before its tests)');
        const command = text('command', 'a shell command that runs the tests and writes JUnit XML to $GATE_REPORT');
        if (runner === 'command' && command === null)
            this.fail([...tp, 'command'], 'a shell command (required by runner: command)', 'nothing');
        if (runner !== 'command' && command !== null)
            this.fail([...tp, 'command'], `nothing (runner ${String(runner)} builds its own command)`, describeValue(command));
        return {
            target,
            runner: runner,
            files,
            seeds,
            ...this.freshSeeds(t, tp),
            setup,
            setup_timeout_ms: ms('setup_timeout_ms') ?? DEFAULT_SETUP_TIMEOUT_MS,
            timeout_ms: ms('timeout_ms'),
            command,
            probe: this.fixtureProbe(map, path, 'some test fails'),
        };
    }
    fixture(item, i, seen) {
        {
            const path = ['fixtures', i];
            const map = this.mapping(item, path, 'a mapping with target, manifest, invariant and probe', FIXTURE_KEYS);
            const target = this.target(map, path, seen);
            const manifest = this.repoPath(map.get('manifest'), [...path, 'manifest'], 'a repository path (the fixture manifest, JSON)');
            const invariant = this.repoPath(map.get('invariant'), [...path, 'invariant'], 'a repository path (the invariant program)');
            // From version 2 a fixture must show it can fail; version 1 files keep working without a probe.
            const probe = this.fixtureProbe(map, path, 'some seed misses');
            return {
                target,
                manifest,
                invariant,
                probe,
                ...this.freshSeeds(map, path),
                ...this.exercise(map, path),
                ...this.law(map, path),
            };
        }
    }
    /** `exercise`: a repository path, the program that runs the code under test for the judge. */
    exercise(map, path) {
        if (!map.has('exercise'))
            return {};
        return {
            exercise: this.repoPath(map.get('exercise'), [...path, 'exercise'], 'a repository path (the exercise program, which writes the outputs the invariant judges)'),
        };
    }
    /** `law`: `same-as-base`, on a fixture with an exercise. */
    law(map, path) {
        if (!map.has('law'))
            return {};
        const v = map.get('law');
        if (v !== 'same-as-base')
            this.fail([...path, 'law'], 'same-as-base', describeValue(v));
        if (!map.has('exercise'))
            this.fail([...path, 'exercise'], 'an exercise (law: same-as-base compares its outputs)', 'nothing');
        return { law: v };
    }
    /** `fresh_seeds`: an integer from 1 to {@link MAX_FRESH_SEEDS}; absent draws none. */
    freshSeeds(map, path) {
        if (!map.has('fresh_seeds'))
            return {};
        const v = map.get('fresh_seeds');
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_FRESH_SEEDS)
            this.fail([...path, 'fresh_seeds'], `an integer from 1 to ${MAX_FRESH_SEEDS}`, describeValue(v));
        return { fresh_seeds: v };
    }
    freeze(value, present) {
        if (!present)
            return { ledger: DEFAULT_LEDGER };
        const map = this.mapping(value, ['freeze'], 'a mapping with ledger', FREEZE_KEYS);
        if (!map.has('ledger'))
            return { ledger: DEFAULT_LEDGER };
        return {
            ledger: this.repoPath(map.get('ledger'), ['freeze', 'ledger'], 'a repository path (the freeze ledger, JSON)'),
        };
    }
    protectedGlobs(value, present) {
        if (!present)
            return [];
        const items = this.list(value, ['protected'], 'a list of repository globs');
        const out = [];
        items.forEach((g, i) => this.guard(() => {
            if (typeof g !== 'string')
                this.fail(['protected', i], 'a repository glob', describeValue(g));
            const bad = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .checkRepoGlob */ .J)(g);
            if (bad !== undefined)
                this.fail(['protected', i], 'a repository glob', `${describeValue(g)} (${bad})`);
            out.push(g);
        }, undefined));
        return out;
    }
}
/**
 * Every oracle file the config names itself (SPEC §2 scope): the config, each spec, probe, manifest
 * and invariant, and the ledger. Generators are named by the manifests; the `protected` globs are
 * matched separately.
 */
function configOraclePaths(config, configFile) {
    const out = new Set([configFile]);
    for (const p of config.properties) {
        // A catalog check ships with the product; only a probe that overrides its own is a repository file.
        if (p.builtin !== undefined) {
            if (!p.builtin.shippedProbe && p.probe !== null)
                out.add(p.probe);
            continue;
        }
        out.add(p.spec);
        if (p.probe !== null)
            out.add(p.probe);
    }
    for (const f of config.fixtures) {
        out.add(f.manifest);
        out.add(f.invariant);
        if (f.exercise !== undefined)
            out.add(f.exercise);
        if (f.probe !== null)
            out.add(f.probe);
    }
    // A tests fixture's files are globs, expanded on the base revision by the oracle reader.
    for (const t of config.tests ?? [])
        if (t.probe !== null)
            out.add(t.probe);
    out.add(config.freeze.ledger);
    return [...out];
}


/***/ }),

/***/ 5734:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ checkRepoGlob),
/* harmony export */   LI: () => (/* binding */ resolveInside),
/* harmony export */   Q1: () => (/* binding */ checkRepoPath),
/* harmony export */   _4: () => (/* binding */ pathFoldKey),
/* harmony export */   fU: () => (/* binding */ globMatcher),
/* harmony export */   uG: () => (/* binding */ resolveInsideSync),
/* harmony export */   yR: () => (/* binding */ slug),
/* harmony export */   ys: () => (/* binding */ isSamePath)
/* harmony export */ });
/* unused harmony exports MAX_PATH_CODE_POINTS, REPO_PATH_PATTERN, REPO_GLOB_PATTERN, isRepoPath, pathsEqualIgnoringCase, isUnderIgnoringCase */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Path containment for every path the gate takes from a file it did not write: the config, a fixture
 * manifest, the ledger, a spec's witness, an uploaded artifact.
 *
 * A repository path is accepted only in its one canonical spelling, so that comparing two paths is
 * comparing two strings (the scope stage matches oracle paths against the diff's paths; a second
 * spelling such as `./specs/x.py` or `specs//x.py` would slip past that comparison). The rules:
 *
 * - relative POSIX form: `/` separates segments; no leading `/`, no drive letter (`C:`), no `\`
 *   (a separator on Windows, an escape in globs);
 * - no empty, `.` or `..` segment (so no `./` prefix, no `//`, no trailing `/`), nor a segment of only
 *   dots and spaces (Windows trims `.. ` to `..`);
 * - no `.git` segment in any case, with or without trailing dots or spaces (git metadata is never a
 *   versioned oracle file, and `.GIT.` is `.git` on Windows);
 * - no NUL or other control character;
 * - at most {@link MAX_PATH_CODE_POINTS} code points.
 *
 * The same rules are the `repoPath` pattern of the JSON schemas in `schema/` (a test keeps them equal).
 * Syntax alone cannot stop a symbolic link inside the repository from pointing out of it:
 * {@link resolveInside} checks the file system, with realpath, for that.
 */



const MAX_PATH_CODE_POINTS = 4096;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const DRIVE = /^[A-Za-z]:/;
const GIT_SEGMENT = /^\.git[. ]*$/i;
const DOTS_AND_SPACES = /^[. ]+$/;
/**
 * The rules of {@link checkRepoPath} as one ECMAScript regular expression (with the `u` flag), for
 * JSON Schema `pattern`; with `maxLength` {@link MAX_PATH_CODE_POINTS} the two accept the same strings.
 */
const REPO_PATH_PATTERN = '^(?![A-Za-z]:)(?!/)(?!(?:.*/)?[. ]*(?:/|$))(?!(?:.*/)?\\.[Gg][Ii][Tt][. ]*(?:/|$))[^\\u0000-\\u001f\\u007f\\\\]+$';
/** The rules of {@link checkRepoGlob} as one regular expression (with the `u` flag). */
const REPO_GLOB_PATTERN = '^(?!!)(?![A-Za-z]:)(?!/)(?!(?:.*/)?[. ]*(?:/|$))[^\\u0000-\\u001f\\u007f\\\\]+$';
/** Why `p` is not a clean repository-relative path, or undefined when it is one. */
function checkRepoPath(p) {
    if (typeof p !== 'string')
        return 'expected a string';
    if (p === '')
        return 'empty path';
    if (tooLong(p))
        return `longer than ${MAX_PATH_CODE_POINTS} characters`;
    if (p.includes('\u0000'))
        return 'contains a NUL character';
    if (CONTROL.test(p))
        return 'contains a control character';
    if (p.includes('\\'))
        return "contains '\\' (write '/' between segments)";
    if (p.startsWith('/'))
        return 'absolute path (write it relative to the repository root)';
    if (DRIVE.test(p))
        return 'starts with a drive letter (write it relative to the repository root)';
    const segments = p.split('/');
    const problem = segmentProblem(segments, p);
    if (problem !== undefined)
        return problem;
    if (segments.some((s) => GIT_SEGMENT.test(s)))
        return "names git metadata ('.git')";
    return undefined;
}
/** Longer than the limit in code points (JSON Schema's maxLength counts code points, not UTF-16 units). */
function tooLong(s) {
    return (s.length > MAX_PATH_CODE_POINTS &&
        (s.length > 2 * MAX_PATH_CODE_POINTS || [...s].length > MAX_PATH_CODE_POINTS));
}
function segmentProblem(segments, p) {
    if (segments.includes('..'))
        return "'..' segment leaves the repository";
    if (segments.some((s) => s === '' || s === '.'))
        return `not in canonical form (write ${JSON.stringify(canonicalHint(p))})`;
    if (segments.some((s) => DOTS_AND_SPACES.test(s)))
        return "a segment of only dots and spaces (Windows reads it as '.' or '..')";
    return undefined;
}
/** What a path with `.` or empty segments was probably meant to be, for the error message. */
function canonicalHint(p) {
    return p
        .split('/')
        .filter((s) => s !== '' && s !== '.')
        .join('/');
}
/** True when `p` is a clean repository-relative path (see {@link checkRepoPath}). */
function isRepoPath(p) {
    return checkRepoPath(p) === undefined;
}
/**
 * Why `glob` is not an acceptable repository glob (for `protected` in gate.yml), or undefined. The path
 * rules apply, except that glob characters are free, `.git` may be named, and a leading `!` (negation,
 * which would match almost everything) is refused.
 */
function checkRepoGlob(glob) {
    if (typeof glob !== 'string')
        return 'expected a string';
    if (glob === '')
        return 'empty glob';
    if (tooLong(glob))
        return `longer than ${MAX_PATH_CODE_POINTS} characters`;
    if (CONTROL.test(glob))
        return 'contains a control character';
    if (glob.includes('\\'))
        return "contains '\\' (write '/' between segments)";
    if (glob.startsWith('!'))
        return "starts with '!' (negated globs are not allowed here)";
    if (glob.startsWith('/'))
        return 'absolute (write it relative to the repository root)';
    if (DRIVE.test(glob))
        return 'starts with a drive letter (write it relative to the repository root)';
    return segmentProblem(glob.split('/'), glob);
}
/** Two canonical repository paths name the same file on a case-sensitive file system. */
function isSamePath(a, b) {
    return a === b;
}
/**
 * The key under which a case-insensitive or normalising file system (macOS APFS/HFS+, Windows NTFS)
 * may treat two spellings as one file: Unicode NFC, case folded, and with the trailing dots and
 * spaces Windows drops from each segment removed. It over-matches rather than under-matches (`ß`
 * folds like `SS`), which is the safe side when the question is "could this alias an oracle file?".
 */
function pathFoldKey(p) {
    return p
        .normalize('NFC')
        .toUpperCase()
        .toLowerCase()
        .split('/')
        .map((s) => s.replace(/[. ]+$/, ''))
        .join('/');
}
/** Whether `a` and `b` could name the same file on a case-insensitive file system (see {@link pathFoldKey}). */
function pathsEqualIgnoringCase(a, b) {
    return pathFoldKey(a) === pathFoldKey(b);
}
/** Whether `p` is, or lies under, the directory `dir`, compared case-insensitively (see {@link pathFoldKey}). */
function isUnderIgnoringCase(p, dir) {
    const key = pathFoldKey(p);
    const d = pathFoldKey(dir);
    return key === d || key.startsWith(d + '/');
}
function inside(root, target) {
    const r = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, target);
    return r === '' || (r !== '..' && !r.startsWith('..' + node_path__WEBPACK_IMPORTED_MODULE_1__.sep) && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(r));
}
function errCode(err) {
    return typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : undefined;
}
/**
 * Resolves the repository path `rel` under `root` on the file system, following every symbolic link
 * with realpath, and refuses it when any link on the way leads outside `root` (even when the link's
 * target does not exist). Returns the real path to open. A race in which the tree changes between
 * this call and the open is outside its reach: run it on a tree the candidate cannot write to while
 * the gate runs (the base worktree), or open the returned real path at once.
 */
function resolveInsideSync(root, rel, options = {}) {
    const expect = options.expect ?? 'file';
    const bad = checkRepoPath(rel);
    if (bad !== undefined)
        return { ok: false, kind: 'invalid', reason: bad };
    const cache = options.prefixCache;
    let realRoot = cache?.get('');
    if (realRoot === undefined) {
        try {
            realRoot = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(root);
        }
        catch (err) {
            return {
                ok: false,
                kind: 'error',
                reason: `the repository root cannot be resolved (${errCode(err) ?? err})`,
            };
        }
        cache?.set('', realRoot);
    }
    let current = realRoot;
    const segments = rel.split('/');
    let first = 0;
    for (let i = segments.length - 1; cache && i > 0; i--) {
        const known = cache.get(segments.slice(0, i).join('/'));
        if (known !== undefined) {
            current = known;
            first = i;
            break;
        }
    }
    /** The last segment's lstat when it is no symbolic link: then it is the stat of the result. */
    let lastInfo;
    for (let i = first; i < segments.length; i++) {
        const shown = segments.slice(0, i + 1).join('/');
        const next = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(current, segments[i]);
        let info;
        try {
            info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(next);
        }
        catch (err) {
            const code = errCode(err);
            if (code === 'ENOENT' || code === 'ENOTDIR')
                return { ok: false, kind: 'missing', reason: 'missing' };
            return { ok: false, kind: 'error', reason: `${shown}: cannot be read (${code ?? String(err)})` };
        }
        if (info.isSymbolicLink()) {
            let target;
            try {
                target = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(next);
            }
            catch (err) {
                const code = errCode(err);
                if (code === 'ELOOP')
                    return { ok: false, kind: 'error', reason: `${shown}: symbolic link loop` };
                if (code !== 'ENOENT' && code !== 'ENOTDIR')
                    return {
                        ok: false,
                        kind: 'error',
                        reason: `${shown}: cannot be resolved (${code ?? String(err)})`,
                    };
                // A dangling link: say whether it would have led outside, which is the more useful answer.
                let dangling = '';
                try {
                    dangling = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(next), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(next));
                }
                catch {
                    // fall through: reported as missing
                }
                if (dangling !== '' && !inside(realRoot, dangling))
                    return {
                        ok: false,
                        kind: 'outside',
                        reason: `symbolic link ${shown} leads outside the repository`,
                    };
                return { ok: false, kind: 'missing', reason: `missing (symbolic link ${shown} points to nothing)` };
            }
            if (!inside(realRoot, target))
                return { ok: false, kind: 'outside', reason: `symbolic link ${shown} leads outside the repository` };
            // A link into git metadata reaches what no repository path may name (credentials in .git/config).
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(realRoot, target)
                .split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)
                .some((s) => GIT_SEGMENT.test(s)))
                return {
                    ok: false,
                    kind: 'outside',
                    reason: `symbolic link ${shown} leads into git metadata (.git)`,
                };
            current = target;
            lastInfo = undefined;
        }
        else {
            current = next;
            lastInfo = info;
        }
        if (cache && i < segments.length - 1)
            cache.set(shown, current);
    }
    if (expect !== 'any') {
        let info = lastInfo;
        try {
            info ??= (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(current);
        }
        catch (err) {
            return { ok: false, kind: 'error', reason: `cannot be read (${errCode(err) ?? String(err)})` };
        }
        if (expect === 'file' && !info.isFile())
            return {
                ok: false,
                kind: 'not-a-file',
                reason: info.isDirectory() ? 'a directory, not a file' : 'not a regular file',
            };
        if (expect === 'directory' && !info.isDirectory())
            return { ok: false, kind: 'not-a-directory', reason: 'not a directory' };
    }
    return { ok: true, path: current };
}
/** {@link resolveInsideSync}, for callers that await. */
async function resolveInside(root, rel, options = {}) {
    return resolveInsideSync(root, rel, options);
}
/** A short file-name-safe form of a path's last segment, for folder names in the output folder. */
function slug(path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)
        .replace(/[^A-Za-z0-9._-]+/g, '_')
        .slice(0, 60);
}
/**
 * A matcher for repository globs that matches a path as git stores it, whatever characters its name
 * holds. picomatch compiles a glob to a regular expression whose `.` stops at line terminators, so a
 * name with `\n`, `\r`, U+2028 or U+2029 in it matched no glob at all (`src/**` missed `src/a\nb.js`).
 * The expression is recompiled here with the `s` flag (`.` matches every character) and the `u` flag
 * (a character outside the BMP is one character for `?`). Patch paths always use `/`, whatever the
 * runner's OS; `dot: true` so `**` covers `.github/**`. Throws what picomatch throws for a bad glob.
 */
function globMatcher(globs, options = {}) {
    const res = globs.map((glob) => faithfulRegex(glob, options));
    return (path) => res.some((re) => re.test(path));
}
function faithfulRegex(glob, options) {
    const re = picomatch__WEBPACK_IMPORTED_MODULE_2___default().makeRe(glob, { dot: true, windows: false, nocase: options.nocase === true });
    const flags = [...new Set([...re.flags.replace(/[gy]/g, ''), 's'])].join('');
    try {
        return new RegExp(re.source, `${flags}u`);
    }
    catch {
        // picomatch escapes some characters in a way the `u` flag refuses; without it a character
        // outside the BMP counts as two for `?`, which only ever makes `?` stricter, never a `*`.
        return new RegExp(re.source, flags);
    }
}


/***/ })

};
