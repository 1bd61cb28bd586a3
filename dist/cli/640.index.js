export const id = 640;
export const ids = [640,705];
export const modules = {

/***/ 7172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decideRecord: () => (/* binding */ decideRecord)
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

/***/ 7640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RUN_USAGE: () => (/* binding */ RUN_USAGE),
  parseShard: () => (/* binding */ parseShard),
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/adapters/outdir.ts
var outdir = __webpack_require__(2013);
// EXTERNAL MODULE: ./src/adapters/statedir.ts
var statedir = __webpack_require__(2458);
// EXTERNAL MODULE: ./src/adapters/git.ts
var git = __webpack_require__(6960);
// EXTERNAL MODULE: ./src/adapters/proc.ts
var proc = __webpack_require__(7642);
// EXTERNAL MODULE: ./src/adapters/sandbox.ts
var sandbox = __webpack_require__(8023);
// EXTERNAL MODULE: ./src/run/cleanup.ts
var cleanup = __webpack_require__(7705);
// EXTERNAL MODULE: ./src/oracle/config.ts
var oracle_config = __webpack_require__(8710);
// EXTERNAL MODULE: ./src/oracle/reader.ts
var reader = __webpack_require__(1271);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/oracle/manifest.ts
var oracle_manifest = __webpack_require__(9549);
// EXTERNAL MODULE: ./src/patch/paths.ts
var patch_paths = __webpack_require__(5734);
;// CONCATENATED MODULE: ./src/oracle/toolchain.ts
/**
 * A TOOLCHAIN_PATCH changes only the gate's own files, and people review it instead of the gate
 * (SPEC §2). Once merged, its versions of those files are the oracle every later pull request is graded
 * against, so a broken one would hold all of them (NOT_CONFIGURED, UNBOUND, PROPERTY_ERROR). This
 * checks the candidate's versions with the parsers the gate itself uses — `parseConfig` and
 * `parseManifest` — and lists what is wrong, for the reviewers; the verdict stays HOLD either way.
 *
 * Nothing here runs candidate code: files are read as text, through a reader that stays inside the
 * candidate checkout (symbolic links out are refused) and caps what it reads.
 */




/** Errors listed at most (the trace schema's bound). */
const MAX_CANDIDATE_ERRORS = 100;
/** Bytes of one candidate oracle file read at most; a larger file is reported, not parsed. */
const MAX_CANDIDATE_FILE_BYTES = 1024 * 1024;
/**
 * What is wrong with the candidate's gate.yml (when the patch changes it) and with every manifest the
 * patch changes that either config names; and, when the candidate's gate.yml parses, every spec,
 * probe, manifest, invariant or generator it names that the candidate does not have. Empty when all is
 * well. Never throws: an unreadable file is itself an error in the list.
 */
async function candidateOracleErrors(input) {
    const { configFile, changed, baseConfig, tree } = input;
    const errors = [];
    const isChanged = (p) => changed.some((c) => (0,patch_paths/* isSamePath */.ys)(c, p));
    const read = async (p) => {
        try {
            return await tree.read(p);
        }
        catch (err) {
            return err instanceof Error ? err : new Error(String(err));
        }
    };
    let config;
    if (isChanged(configFile)) {
        const text = await read(configFile);
        if (text === undefined) {
            errors.push(`${configFile}: the patch deletes it; once merged, every pull request is NOT_CONFIGURED`);
        }
        else if (text instanceof Error) {
            errors.push(`${configFile}: cannot be read: ${text.message}`);
        }
        else {
            // Every problem at once (as `gate check` lists them), not only the first.
            const all = (0,oracle_config/* parseConfigAll */.zp)(text, configFile);
            if (all.config !== null)
                config = all.config;
            for (const err of all.errors)
                errors.push(err.line !== undefined ? `${err.message} (line ${err.line})` : err.message);
        }
    }
    const named = config ?? baseConfig;
    const manifests = [...new Set([...named.fixtures, ...baseConfig.fixtures].map((f) => f.manifest))].filter(isChanged);
    const generators = [];
    for (const manifest of manifests) {
        const text = await read(manifest);
        const namedNow = named.fixtures.some((f) => (0,patch_paths/* isSamePath */.ys)(f.manifest, manifest));
        if (text === undefined) {
            if (namedNow)
                errors.push(`${manifest}: named by ${configFile}, but the patch deletes it`);
            continue;
        }
        if (text instanceof Error) {
            errors.push(`${manifest}: cannot be read: ${text.message}`);
            continue;
        }
        const parsed = (0,oracle_manifest/* parseManifest */.Ng)(text, manifest);
        if (!parsed.ok) {
            errors.push(parsed.reason);
            continue;
        }
        generators.push(parsed.manifest.generator);
        for (const p of parsed.manifest.inputs) {
            if (!(await tree.exists(p)))
                errors.push(`${manifest}: inputs: ${p} does not exist in the patch`);
        }
    }
    if (config !== undefined) {
        const files = [...(0,oracle_config/* configOraclePaths */.dV)(config, configFile), ...generators].filter((p) => !(0,patch_paths/* isSamePath */.ys)(p, configFile) && !(0,patch_paths/* isSamePath */.ys)(p, config.freeze.ledger));
        for (const p of [...new Set(files)]) {
            if (!(await tree.exists(p)))
                errors.push(`${configFile}: names ${p}, which does not exist in the patch`);
        }
    }
    return errors.length > MAX_CANDIDATE_ERRORS
        ? [...errors.slice(0, MAX_CANDIDATE_ERRORS - 1), `… and ${errors.length - MAX_CANDIDATE_ERRORS + 1} more`]
        : errors;
}
/** The candidate checkout at `root` as a CandidateTree: contained, capped, UTF-8. */
function candidateTree(root) {
    return {
        async read(path) {
            const found = (0,patch_paths/* resolveInsideSync */.uG)(root, path);
            if (!found.ok) {
                if (found.kind === 'missing')
                    return undefined;
                throw new Error(found.reason);
            }
            const size = (0,external_node_fs_.statSync)(found.path).size;
            if (size > MAX_CANDIDATE_FILE_BYTES)
                throw new Error(`${size} bytes, more than the ${MAX_CANDIDATE_FILE_BYTES} read for this check`);
            return (0,external_node_fs_.readFileSync)(found.path, 'utf8');
        },
        async exists(path) {
            return (0,patch_paths/* resolveInsideSync */.uG)(root, path).ok;
        },
    };
}

// EXTERNAL MODULE: ./src/trace/evidence.ts + 1 modules
var trace_evidence = __webpack_require__(8697);
// EXTERNAL MODULE: ./src/trace/model.ts
var model = __webpack_require__(1332);
;// CONCATENATED MODULE: ./src/stages/scope.ts






/** Each path's key, and the keys of every folder above it. */
function keysWithFolders(paths) {
    const files = new Set();
    const folders = new Set();
    for (const p of paths) {
        const key = (0,patch_paths/* pathFoldKey */._4)(p);
        files.add(key);
        for (let i = key.indexOf('/'); i >= 0; i = key.indexOf('/', i + 1))
            folders.add(key.slice(0, i));
    }
    return { files, folders };
}
function listOf(paths) {
    return paths.slice(0, 10).join(', ') + (paths.length > 10 ? `, … (${paths.length} in all)` : '');
}
/**
 * Pure: the scope code of a set of changed paths against the oracle files, the protected globs and the
 * pinned inputs. A changed path touches a file when it is the file, or a folder on its way (git lists
 * no folders, so a changed path there is a file or link that replaced or will replace the folder).
 */
function scopeOf(changed, oracleFiles, protectedGlobs, inputFiles = []) {
    if (changed.length === 0) {
        return {
            code: 'EMPTY_PATCH',
            oracleTouched: [],
            inputsTouched: [],
            reason: 'the patch changes no file: there is nothing to grade',
        };
    }
    const oracle = keysWithFolders(oracleFiles);
    const inputs = keysWithFolders(inputFiles);
    const isProtected = protectedGlobs.length ? (0,patch_paths/* globMatcher */.fU)(protectedGlobs, { nocase: true }) : () => false;
    const reaches = (set, p) => {
        const key = (0,patch_paths/* pathFoldKey */._4)(p);
        return set.files.has(key) || set.folders.has(key);
    };
    const touched = changed.filter((p) => reaches(oracle, p) || isProtected(p));
    const inputsTouched = changed.filter((p) => !touched.includes(p) && reaches(inputs, p));
    if (touched.length === 0 && inputsTouched.length === 0) {
        return {
            code: 'IN_SCOPE',
            oracleTouched: [],
            inputsTouched: [],
            reason: `${changed.length} changed path(s), none of them an oracle file`,
        };
    }
    if (touched.length + inputsTouched.length === changed.length) {
        const all = changed.filter((p) => touched.includes(p) || inputsTouched.includes(p));
        const what = inputsTouched.length > 0 ? "the gate's own files and fixture inputs" : "the gate's own files";
        return {
            code: 'TOOLCHAIN_PATCH',
            oracleTouched: all,
            inputsTouched,
            reason: `the patch changes only ${what} (${listOf(all)}): land it alone, reviewed by people`,
        };
    }
    if (touched.length === 0) {
        return {
            code: 'IN_SCOPE',
            oracleTouched: [],
            inputsTouched,
            reason: `${changed.length} changed path(s), none of them an oracle file; pinned fixture inputs (${listOf(inputsTouched)}) change with other files, which the fixture stage finds (FIXTURE_MISMATCH)`,
        };
    }
    return {
        code: 'CONTAMINATED',
        oracleTouched: touched,
        inputsTouched,
        reason: `the patch changes the gate's own files (${listOf(touched)}) together with other files: split it`,
    };
}
/**
 * A patch that is in scope but holds paths the gate cannot show as the bytes that run (SPEC §8,
 * src/patch/graded.ts) is UNGRADABLE: no spec may clear what it cannot read. CONTAMINATED and
 * TOOLCHAIN_PATCH grade no content, so they stand as they are.
 */
function gradable(scope, ungradable) {
    if (scope.code !== 'IN_SCOPE' || ungradable.length === 0)
        return scope;
    const list = ungradable
        .slice(0, 5)
        .map((u) => `${JSON.stringify(u.path)}: ${u.reason}`)
        .join('; ');
    const more = ungradable.length > 5 ? `; … (${ungradable.length} in all)` : '';
    return {
        code: 'UNGRADABLE',
        oracleTouched: [],
        inputsTouched: scope.inputsTouched,
        reason: `the gate cannot grade the bytes that run for ${ungradable.length} changed path(s) (${list}${more}): a person must review them`,
    };
}
/**
 * The config from the base revision (none, one that does not load, or one whose oracle files cannot
 * be followed inside the repository is NOT_CONFIGURED), its oracle set, then the changed paths against
 * it and the protected globs (`extraProtected` adds globs of the caller's own). Runs no user code.
 */
async function scopeAgainstBase(oracle, configFile, changed, o) {
    if (!(await oracle.exists(configFile))) {
        // A gate.yml that is a link out of the repository reads as absent: say so rather than "missing".
        const r = await (0,reader/* resolveInBaseTree */.BE)(oracle.tree, configFile);
        if (!r.ok) {
            const problem = { file: configFile, field: '', message: `${configFile}: ${r.reason}` };
            return {
                code: 'NOT_CONFIGURED',
                reason: `configuration error: ${problem.message}`,
                configError: problem,
            };
        }
        return { code: 'NOT_CONFIGURED', reason: `${configFile} does not exist ${o.where}` };
    }
    let config;
    try {
        config = (0,oracle_config/* parseConfig */.o4)(await oracle.readText(configFile), configFile);
    }
    catch (err) {
        if (!(err instanceof oracle_config/* ConfigError */.xL))
            throw err;
        return {
            code: 'NOT_CONFIGURED',
            reason: `configuration error: ${err.message}`,
            configError: (0,trace_evidence/* configProblemOf */.Hc)(err),
        };
    }
    const set = await (0,reader/* oracleSetOf */.QP)(oracle, config, configFile);
    if (!set.ok) {
        return {
            code: 'NOT_CONFIGURED',
            reason: `configuration error: ${set.problem.message}`,
            configError: set.problem,
        };
    }
    const scope = scopeOf(changed, set.files, [...config.protected, ...(o.extraProtected ?? [])], set.inputs);
    return { code: scope.code, scope, config, oracle: set };
}
/**
 * The scope stage: the config from the base revision (none, or one that does not load, is
 * NOT_CONFIGURED), the oracle files it names, then the changed paths against them. Runs no user code.
 */
async function runScope(ctx) {
    const { oracle, configFile } = ctx;
    const base = await scopeAgainstBase(oracle, configFile, ctx.patch.changed, {
        where: `on the base revision ${ctx.baseSha.slice(0, 12)}`,
    });
    if (base.code === 'NOT_CONFIGURED') {
        return {
            code: 'NOT_CONFIGURED',
            artifacts: [],
            detail: base.reason,
            ...(base.configError !== undefined ? { trace: { config_error: base.configError } } : {}),
        };
    }
    const { config, oracle: set } = base;
    const scope = gradable(base.scope, ctx.patch.ungradable);
    const ref = ctx.out.writeJson('scope.json', {
        code: scope.code,
        reason: scope.reason,
        ...(ctx.patch.ungradable.length > 0 ? { ungradable: ctx.patch.ungradable } : {}),
        oracle_touched: scope.oracleTouched,
        inputs_touched: scope.inputsTouched,
        oracle_files: set.files,
        input_files: set.inputs,
    });
    return {
        code: scope.code,
        detail: scope.reason,
        artifacts: [ref],
        trace: {
            fixtures_configured: config.fixtures.length,
            budgets: config.budgets,
            freeze_ledger: config.freeze.ledger,
            ...(scope.oracleTouched.length > 0
                ? { oracle_touched: scope.oracleTouched.slice(0, model/* MAX_LISTED_PATHS */.Ce) }
                : {}),
            // A toolchain patch becomes the oracle once merged: its own versions are checked for the reviewers.
            ...(scope.code === 'TOOLCHAIN_PATCH'
                ? {
                    candidate_oracle_errors: await candidateOracleErrors({
                        configFile,
                        changed: ctx.patch.changed,
                        baseConfig: config,
                        tree: candidateTree(ctx.root),
                    }),
                }
                : {}),
        },
        ...(scope.code === 'IN_SCOPE' ? { next: { config, manifests: set.manifests } } : {}),
    };
}

// EXTERNAL MODULE: ./src/stages/property.ts
var property = __webpack_require__(874);
// EXTERNAL MODULE: ./src/stages/fixture.ts + 1 modules
var fixture = __webpack_require__(9485);
// EXTERNAL MODULE: ./src/classify/decide.ts
var decide = __webpack_require__(7172);
// EXTERNAL MODULE: ./src/classify/hash.ts
var hash = __webpack_require__(2916);
// EXTERNAL MODULE: ./src/run/pool.ts
var pool = __webpack_require__(2499);
// EXTERNAL MODULE: ./src/classify/table.ts
var table = __webpack_require__(4050);
;// CONCATENATED MODULE: ./src/trace/verdict.ts
/**
 * The verdict mapping of SPEC §3: the single place where a verdict, the run's label, the reason code
 * and the check conclusion are decided. The pipeline calls it with the codes its stages produced; the
 * fork report mode calls it with codes read from an untrusted artifact (and a scope it recomputed
 * itself). So it is total and fails closed: it never throws, and any input that is not a well-formed,
 * well-ordered run ends in UNUSABLE (or HOLD) — never in CLEAR or SKIP.
 *
 * Precedence, first match wins:
 *   1. an internal error                                   → UNUSABLE (INTERNAL)
 *   1b. the artifacts a report or merge read are unusable  → HOLD INCOMPLETE (SHARD_MISSING), or
 *                                                            UNUSABLE (ARTIFACT_INVALID, HEAD_MISMATCH)
 *   2. audit violations                                    → UNUSABLE (AUDIT_FAILED)
 *   3. a value outside its union / a malformed field       → UNUSABLE (AUDIT_FAILED)
 *   4. scope CONTAMINATED                                  → REJECT CONTAMINATED (whatever ran after it:
 *                                                            report mode recomputes scope from the API)
 *   5. a stage code present where the order forbids it     → UNUSABLE (AUDIT_FAILED)
 *   6. the table of SPEC §3, stage by stage.
 */


/** The check conclusion of a verdict. Only CLEAR (success) and SKIP (neutral) pass branch protection. */
function conclusionFor(verdict) {
    switch (verdict) {
        case 'CLEAR':
            return 'success';
        case 'SKIP':
            return 'neutral';
        case 'REJECT':
            return 'failure';
        case 'HOLD':
            return 'action_required';
        case 'UNUSABLE':
            return 'failure';
        default: {
            const unknown = verdict;
            void unknown;
            return 'failure';
        }
    }
}
/**
 * The run's label among the labels of its misses: the first in table order (SPEC §3). No labels, or
 * any value that is not a label, is INCOMPLETE: an empty or unreadable list never reads as PASS.
 */
function runLabel(labels) {
    if (!Array.isArray(labels) || labels.length === 0)
        return 'INCOMPLETE';
    if (!labels.every(table/* isLabel */.J2))
        return 'INCOMPLETE';
    for (const label of table/* LABELS */.kg)
        if (labels.includes(label))
            return label;
    return 'INCOMPLETE';
}
/** Maps the stage codes of one run to its verdict (SPEC §3). Pure and total: never throws. */
function decideVerdict(input) {
    try {
        return verdict_decide(input);
    }
    catch (error) {
        // Only reachable through hostile input (a getter or a proxy that throws); still a verdict.
        return unusable('INTERNAL', `verdict: ${error instanceof Error ? error.message : String(error)}`);
    }
}
function verdict_decide(input) {
    if (typeof input !== 'object' || input === null)
        return unusable('AUDIT_FAILED', 'verdict input: not an object');
    // 1–2. The gate itself failed.
    // Anything but `undefined` counts, even `null` or an empty string: fail closed.
    if (input.internalError !== undefined) {
        return unusable('INTERNAL', `internal error: ${String(input.internalError)}`);
    }
    const failure = input.artifactFailure;
    if (failure !== undefined)
        return artifactOutcome(failure);
    const violations = input.auditViolations;
    if (violations !== undefined) {
        if (!Array.isArray(violations))
            return unusable('AUDIT_FAILED', 'audit violations: not a list');
        if (violations.length > 0) {
            return unusable('AUDIT_FAILED', `the trace fails its own audit: ${violations.map(String).join('; ')}`);
        }
    }
    // 3. Every value must be one the unions know.
    const malformed = malformedField(input);
    if (malformed !== undefined)
        return unusable('AUDIT_FAILED', malformed);
    const { scope, property, fixture, freezeCode } = input;
    const missLabels = input.missLabels;
    const noFixtures = input.noFixtures === true;
    // 4. Contamination wins over whatever ran after it.
    if (scope === 'CONTAMINATED') {
        return result('REJECT', 'CONTAMINATED', 'CONTAMINATED', 'scope', 'the patch touches the gate’s own files and other files: split it');
    }
    // 5. The order of SPEC §2: a stage runs only when the previous one allows it.
    const disorder = orderViolation(scope, property, fixture, noFixtures, missLabels, freezeCode);
    if (disorder !== undefined)
        return unusable('AUDIT_FAILED', disorder);
    // 6. The table. Past step 5, scope is defined and every later code is consistent with it.
    switch (scope) {
        case undefined:
            return unusable('AUDIT_FAILED', 'scope: the stage did not run');
        case 'TOOLCHAIN_PATCH':
            return result('HOLD', null, 'TOOLCHAIN_PATCH', 'scope', 'the patch touches only the gate’s own files: land it alone, reviewed by people');
        case 'NOT_CONFIGURED':
            return result('HOLD', null, 'NOT_CONFIGURED', 'scope', 'the base revision has no usable gate configuration (the file is missing, or a configuration error)');
        case 'EMPTY_PATCH':
            return result('HOLD', null, 'EMPTY_PATCH', 'scope', 'the patch is empty: there is nothing to grade');
        case 'UNGRADABLE':
            return result('HOLD', null, 'UNGRADABLE', 'scope', 'the patch changes files whose running bytes the gate cannot show as text: a person must review them');
        case 'IN_SCOPE':
            return afterScope(property, fixture, noFixtures, missLabels, input.allSchedulerMissesExcused, freezeCode);
        default: {
            const unknown = scope;
            return unusable('AUDIT_FAILED', `scope: unknown code ${describe(unknown)}`);
        }
    }
}
function afterScope(property, fixture, noFixtures, missLabels, allSchedulerMissesExcused, freezeCode) {
    switch (property) {
        case undefined:
            return unusable('AUDIT_FAILED', 'property: the stage did not run after IN_SCOPE');
        case 'PROPERTY_REJECT':
            return result('REJECT', 'PROPERTY', 'PROPERTY_REJECT', 'property', 'a property spec rejected the patch');
        case 'PROPERTY_BUDGET':
            return result('REJECT', 'BUDGET', 'PROPERTY_BUDGET', 'property', 'a property spec exceeded its time cap, or there are more specs than max_predicates');
        case 'PROPERTY_NOT_FALSIFIABLE':
            return result('HOLD', 'INCOMPLETE', 'PROPERTY_NOT_FALSIFIABLE', 'property', 'a property spec is not falsifiable: its slot is invalid, so the candidate was not graded by it');
        case 'PROPERTY_ERROR':
            return result('HOLD', 'INCOMPLETE', 'PROPERTY_ERROR', 'property', 'a property spec gave no result: it crashed, or a file it needs is missing');
        case 'PROPERTY_CLEAR':
            return afterProperty(fixture, noFixtures, missLabels, allSchedulerMissesExcused, freezeCode);
        default: {
            const unknown = property;
            return unusable('AUDIT_FAILED', `property: unknown code ${describe(unknown)}`);
        }
    }
}
function afterProperty(fixture, noFixtures, missLabels, allSchedulerMissesExcused, freezeCode) {
    switch (fixture) {
        case undefined:
            return noFixtures
                ? result('CLEAR', 'PASS', 'PROPERTY_CLEAR', 'property', 'every property cleared; no fixtures are configured')
                : unusable('AUDIT_FAILED', 'fixture: the stage did not run after PROPERTY_CLEAR');
        case 'FIXTURE_MISMATCH':
            return result('REJECT', 'FIXTURE', 'FIXTURE_MISMATCH', 'fixture', 'the fixture inputs in the candidate differ from the base: the bytes under test are not the ones the manifest named');
        case 'UNBOUND':
            return result('HOLD', 'INCOMPLETE', 'UNBOUND', 'fixture', 'a fixture manifest could not be bound: a pipeline defect, not a flake');
        case 'REPLAY_MATCH':
            return result('CLEAR', 'PASS', 'REPLAY_MATCH', 'fixture', 'every property cleared and every replay matched');
        case 'REPLAY_MISS':
            return afterMiss(missLabels, allSchedulerMissesExcused, freezeCode);
        default: {
            const unknown = fixture;
            return unusable('AUDIT_FAILED', `fixture: unknown code ${describe(unknown)}`);
        }
    }
}
function afterMiss(missLabels, allSchedulerMissesExcused, freezeCode) {
    if (missLabels.length === 0) {
        return result('HOLD', 'INCOMPLETE', 'REPLAY_MISS', 'fixture', 'a replay missed but no classifier decision was recorded');
    }
    const label = runLabel(missLabels);
    const many = missLabels.length > 1 ? ` (first in table order among ${missLabels.length} misses)` : '';
    switch (label) {
        case 'INCOMPLETE':
            return result('HOLD', 'INCOMPLETE', 'INCOMPLETE', 'classify', `a replay miss was classified INCOMPLETE${many}`);
        case 'CONTAMINATED':
        case 'FIXTURE':
        case 'BUDGET':
        case 'PROPERTY':
            return result('REJECT', label, label, 'classify', `a replay miss was classified ${label}${many}`);
        case 'SCHEDULER':
            return schedulerOutcome(allSchedulerMissesExcused, freezeCode, many);
        case 'PASS':
            return result('CLEAR', 'PASS', 'PASS', 'classify', 'every replay miss was classified PASS');
        default: {
            const unknown = label;
            return unusable('AUDIT_FAILED', `classify: unknown label ${describe(unknown)}`);
        }
    }
}
function schedulerOutcome(allSchedulerMissesExcused, freezeCode, many) {
    switch (freezeCode) {
        case undefined:
            return result('HOLD', 'SCHEDULER', 'SCHEDULER', 'classify', `a replay miss was classified SCHEDULER${many}, and the freeze ledger was not consulted`);
        case 'ANNOTATED_HOLD':
            return allSchedulerMissesExcused === true
                ? result('SKIP', 'SCHEDULER', 'ANNOTATED_HOLD', 'freeze', `every SCHEDULER miss${many} has a live freeze row for its exact triple`)
                : result('HOLD', 'SCHEDULER', 'ANNOTATED_HOLD', 'freeze', `a SCHEDULER miss${many} has a freeze row that does not excuse it`);
        case 'NO_RECORD':
            // A NO_RECORD lookup cannot excuse anything, whatever the flag says.
            return result('HOLD', 'SCHEDULER', 'NO_RECORD', 'freeze', `a SCHEDULER miss${many} has no freeze row: it waits for a person`);
        default: {
            const unknown = freezeCode;
            return unusable('AUDIT_FAILED', `freeze: unknown code ${describe(unknown)}`);
        }
    }
}
function artifactOutcome(failure) {
    const f = (typeof failure === 'object' && failure !== null ? failure : {});
    const reason = typeof f.reason === 'string' && f.reason !== '' ? f.reason : 'no reason given';
    switch (f.code) {
        case 'SHARD_MISSING':
            return result('HOLD', 'INCOMPLETE', 'SHARD_MISSING', 'gate', reason);
        case 'ARTIFACT_INVALID':
        case 'HEAD_MISMATCH':
            return result('UNUSABLE', null, f.code, 'gate', reason);
        default:
            return unusable('AUDIT_FAILED', `artifact failure: unknown code ${describe(f.code)}: ${reason}`);
    }
}
/** The first field whose value lies outside its union, or undefined when every field is well formed. */
function malformedField(input) {
    const fields = [
        ['scope', input.scope, model/* SCOPE_CODES */.ub],
        ['property', input.property, model/* PROPERTY_CODES */.RE],
        ['fixture', input.fixture, model/* FIXTURE_CODES */.dh],
        ['freeze', input.freezeCode, model/* FREEZE_CODES */.bY],
    ];
    for (const [name, value, codes] of fields) {
        if (value === undefined)
            continue;
        if (typeof value !== 'string' || !codes.includes(value))
            return `${name}: unknown code ${describe(value)}`;
    }
    const labels = input.missLabels;
    if (!Array.isArray(labels))
        return 'miss labels: not a list';
    const bad = labels.findIndex((l) => !(0,table/* isLabel */.J2)(l));
    if (bad >= 0)
        return `miss labels[${bad}]: unknown label ${describe(labels[bad])}`;
    const excused = input.allSchedulerMissesExcused;
    if (typeof excused !== 'boolean')
        return `allSchedulerMissesExcused: expected a boolean, got ${describe(excused)}`;
    const noFixtures = input.noFixtures;
    if (noFixtures !== undefined && typeof noFixtures !== 'boolean') {
        return `noFixtures: expected a boolean, got ${describe(noFixtures)}`;
    }
    return undefined;
}
/** A stage code present where SPEC §2 says the stage could not have run. */
function orderViolation(scope, property, fixture, noFixtures, missLabels, freezeCode) {
    if (scope === undefined)
        return 'scope: the stage did not run';
    if (property !== undefined && scope !== 'IN_SCOPE')
        return `property ran after scope ${scope}`;
    if (fixture !== undefined && property !== 'PROPERTY_CLEAR') {
        return `fixture ran after property ${property ?? '(not run)'}`;
    }
    if (noFixtures && fixture !== undefined)
        return `fixture code ${fixture} on a run with no fixtures`;
    if (missLabels.length > 0 && fixture !== 'REPLAY_MISS') {
        return `a miss was classified on a run whose fixture code is ${fixture ?? '(not run)'}`;
    }
    if (freezeCode !== undefined && fixture !== 'REPLAY_MISS') {
        return `the freeze ledger was consulted on a run whose fixture code is ${fixture ?? '(not run)'}`;
    }
    return undefined;
}
function result(verdict, label, reason_code, reason_stage, reason) {
    return { verdict, label, reason_code, reason_stage, conclusion: conclusionFor(verdict), reason };
}
function unusable(reason_code, reason) {
    return result('UNUSABLE', null, reason_code, 'gate', reason);
}
/** A short, printable rendering of an unexpected value for a reason string. */
function describe(value) {
    if (typeof value === 'string')
        return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

// EXTERNAL MODULE: ./src/stages/replay.ts
var replay = __webpack_require__(3416);
;// CONCATENATED MODULE: ./src/stages/classify.ts
/**
 * Classify (SPEC §4): every miss on its own becomes a run record — retries on the candidate under
 * the cap written before the first retry, then one replay of the seed on the base revision, never
 * retried — and the record is labelled by the same classifier as `gate classify`. The run's label is
 * the first in table order among the misses' labels (SPEC §3).
 */








/** One miss: the record written with its cap, the retries, the base replay, the decision. */
async function classifyMiss(ctx, m, env) {
    const recordRel = (0,external_node_path_.join)(m.dir, 'record.json');
    const record = {
        run_id: `${env.runId}:${m.target}:${m.seed}`,
        seed: m.seed,
        property_path: m.invariant,
        property_sha256: m.invariantSha256,
        fixture_sha256: m.inputsSha256,
        base_fixture_sha256: m.baseInputsSha256,
        fixture_generator_path: m.generator,
        diff_paths: [...env.diffPaths],
        candidate_result: 'fail',
        base_seed_result: 'not_run',
        retry_results: [],
        retry_cap: env.retryCap,
        budget_ok: m.first.result !== 'budget',
        transcript_complete: m.first.result !== 'incomplete',
        env: (0,replay/* replayEnv */.Vy)(ctx.root, env.replayTimeoutMs, env.workers),
    };
    // The cap is an input, not a conclusion: it is on disk before the first retry runs.
    ctx.out.writeJson(recordRel, record);
    const evidence = (kind, run, n) => (0,trace_evidence/* readAttemptEvidence */.v8)((rel) => ctx.out.path(rel), kind, run, n);
    const failed = m.first.result === 'fail';
    // The retries (in a row: each stops the rest by passing) and the base replay do not depend on each
    // other, so they run side by side; the record is filled in the same order either way.
    const retryRuns = async () => {
        const runs = [];
        for (let k = 1; failed && k <= env.retryCap; k++) {
            const retry = await (0,replay/* replayOnce */.Du)(ctx.proc, {
                generator: m.generatorFile,
                invariant: m.invariantFile,
                cwd: ctx.root,
                inputs: m.inputs,
                seed: m.seed,
                timeoutMs: env.replayTimeoutMs,
                out: ctx.out,
                attemptDir: (0,external_node_path_.join)(m.dir, `retry-${k}`),
            });
            runs.push(retry);
            if (retry.result === 'pass')
                break;
        }
        return runs;
    };
    const baseRun = async () => failed
        ? env.baseWorktree(async (workdir) => ({
            base: await (0,replay/* replaySeed */.Zj)(ctx.proc, {
                workdir,
                generator: m.generator,
                invariant: m.invariant,
                inputs: m.inputs,
                seed: m.seed,
                expectFixtureSha256: m.baseInputsSha256,
                timeoutMs: env.replayTimeoutMs,
                out: ctx.out,
                attemptDir: (0,external_node_path_.join)(m.dir, 'base'),
            }),
            baseEnv: (0,replay/* replayEnv */.Vy)(workdir, env.replayTimeoutMs, env.workers),
        }))
        : undefined;
    const [retryList, based] = await Promise.all([retryRuns(), baseRun()]);
    const attempts = [evidence('first', m.first)];
    const retries = [];
    retryList.forEach((retry, i) => {
        retries.push(retry.result);
        attempts.push(evidence('retry', retry, i + 1));
        if (retry.result === 'budget')
            record.budget_ok = false;
    });
    record.retry_results = retries;
    let baseReason = 'not replayed: the first miss did not finish inside its budget or transcript';
    if (based !== undefined) {
        const { base, baseEnv } = based;
        record.base_seed_result = base.result;
        record.base_env = baseEnv;
        baseReason = base.reason;
        attempts.push(evidence('base', {
            result: base.result,
            reason: base.reason,
            ...(base.run
                ? {
                    exitCode: base.run.exitCode,
                    logs: base.run.logs,
                    ...(base.run.attested ? { attested: base.run.attested } : {}),
                }
                : {}),
        }));
    }
    else {
        attempts.push(evidence('base', { result: 'not_run', reason: baseReason }));
    }
    const decision = (0,decide.decideRecord)(record);
    ctx.out.writeJson(recordRel, record);
    ctx.out.writeJson((0,external_node_path_.join)(m.dir, 'decision.json'), decision);
    return {
        target: m.target,
        invariant: m.invariant,
        seed: m.seed,
        record_path: recordRel,
        record_sha256: decision.record_sha256,
        decision,
        retries,
        base_seed_result: `${record.base_seed_result} (${baseReason})`,
        attempts,
    };
}
/** The classify stage: each miss classified on its own; the stage code is the run's label. */
async function runClassify(ctx, misses) {
    const { budgets } = misses.config;
    // Every miss starts at once; the processes they run share `replay_concurrency` slots, so the
    // pool never runs more replays side by side than it says, and each keeps its own budget.
    const workers = Math.max(1, Math.min(budgets.replay_concurrency, 2 * misses.pending.length));
    const slots = new pool/* Slots */.W(workers);
    const proc = Object.assign(Object.create(ctx.proc), {
        run: (spec) => slots.run(() => ctx.proc.run(spec)),
    });
    // Outcomes and log lines follow the order of the misses, not of completion.
    const outcomes = await (0,pool/* mapOrdered */.w)(misses.pending, misses.pending.length || 1, (p) => classifyMiss({ ...ctx, proc }, p, {
        // The base checkout is lent to one base replay at a time (ClassifyContext.baseCheckout).
        baseWorktree: (run) => ctx.baseCheckout(run),
        replayTimeoutMs: budgets.replay_timeout_ms,
        retryCap: budgets.retry_cap,
        diffPaths: ctx.patch.changed,
        runId: ctx.runId,
        workers,
    }), (outcome) => ctx.log.info(`gate: classify ${outcome.target} seed ${outcome.seed}: ${outcome.decision.label} (retries ${JSON.stringify(outcome.retries)}, base ${outcome.base_seed_result})`));
    return {
        code: runLabel(outcomes.map((m) => m.decision.label)),
        artifacts: outcomes.map((m) => ({
            path: m.record_path,
            sha256: (0,hash/* sha256Hex */.f)((0,external_node_fs_.readFileSync)(ctx.out.path(m.record_path))),
        })),
        trace: { misses: outcomes },
        next: { misses, outcomes },
    };
}

// EXTERNAL MODULE: ./src/stages/freeze.ts
var freeze = __webpack_require__(1844);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/patch/diff.ts
var patch_diff = __webpack_require__(2435);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/patch/graded.ts
/**
 * Graded bytes are executed bytes (SPEC §8). The candidate patch is what every spec reads; this module
 * makes it, and says for every changed path whether the patch shows what a checkout of the head
 * revision holds and an interpreter loads, or why the gate cannot show it (then the run holds as
 * UNGRADABLE before any spec runs, never a clear).
 *
 * What git's own patch gets wrong, and what is done about each:
 * - **binary detection**: one NUL byte makes git print `Binary files … differ` (or base85 with
 *   `--binary`), so no spec saw the file. Every file whose old and new bytes are UTF-8 (NUL bytes
 *   included) is shown as text (`--text`, `--no-ext-diff`, `--no-textconv`), whatever any
 *   `.gitattributes` says. A file with bytes that are not UTF-8 stays a `GIT binary patch` (a program
 *   spec reading the patch as UTF-8 text must not choke on it), is named in `graded.json`
 *   (`graded: "binary"`), and the built-in predicates grade its whole new content as Node and bash
 *   read it: decoded with U+FFFD for each invalid sequence, which keeps every ASCII byte in place.
 *   A UTF-16 or UTF-32 byte order mark (text some interpreters decode, which that decoding would not
 *   show) is ungradable (`not-utf8`), as is a file over {@link MAX_GRADED_BYTES}.
 * - **checkout conversions**: a `filter` (LFS and any other driver), a `working-tree-encoding` or an
 *   `ident` attribute makes the checkout write other bytes than the committed blob the patch shows.
 *   The head revision's attributes are read (a private index of the head tree, `check-attr --cached`)
 *   for every changed path, and for every path of the tree when a `.gitattributes` changed; any such
 *   attribute is ungradable (`checkout-conversion`). `eol`/`text` only turn `\n` into `\r\n`, which
 *   every interpreter and the predicates read as the same lines, so they are graded.
 * - **links**: a changed symbolic link is graded as the content it reaches, at the link's path. It is
 *   resolved in the head tree (every link on the way followed); a link out of the repository, into
 *   `.git`, to nothing, in a loop, or to a folder or submodule is ungradable.
 * - **decoding tricks**: a Python `coding:` cookie other than UTF-8 in the first two lines makes the
 *   interpreter decode other characters than the patch shows (`encoding-cookie`).
 * - **names**: a path whose name is not UTF-8 cannot be matched by a glob or compared with the oracle
 *   (`path-not-utf8`); the names in the patch text must equal the names git lists with `-z`
 *   (`names-disagree`), so no quoting quirk can hide a path from a glob.
 * A submodule bump is ungradable too: what it reaches is not in this repository.
 *
 * Program specs read the same patch, and `graded.json` beside it (its path in `GATE_GRADED`) lists
 * every changed path with how it was graded: see {@link GradedNote}.
 */





/** A changed file larger than this is not read into the gate; it is ungradable (`too-large`). */
const MAX_GRADED_BYTES = 32 * 1024 * 1024;
/** Links followed while resolving one path, as the kernel's own limit. */
const MAX_LINK_HOPS = 40;
const UNGRADABLE_KINDS = (/* unused pure expression or super */ null && ([
    'not-utf8',
    'too-large',
    'checkout-conversion',
    'encoding-cookie',
    'link-outside',
    'link-dangling',
    'link-folder',
    'submodule',
    'path-not-utf8',
    'names-disagree',
    'binary-patch',
]));
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lossyUtf8 = new TextDecoder('utf-8', { ignoreBOM: true });
/** A UTF-16 or UTF-32 byte order mark at the start, by name, or null. */
function wideBom(b) {
    if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0)
        return 'UTF-32';
    if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff)
        return 'UTF-32';
    if (b.length >= 2 && ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff)))
        return 'UTF-16';
    return null;
}
/** `git diff` of base..head over `pathspec` (everything when empty), in a fixed format. */
function patchBytes(cwd, base, head, mode, pathspec) {
    return (0,git/* gitRun */.qM)(cwd, [
        '-c',
        'diff.noprefix=false',
        '-c',
        'diff.mnemonicPrefix=false',
        '-c',
        'core.quotePath=true',
        '-c',
        'diff.suppressBlankEmpty=false',
        'diff',
        ...mode,
        '--no-color',
        '--no-ext-diff',
        '--no-textconv',
        '--no-relative',
        '--unified=3',
        '--src-prefix=a/',
        '--dst-prefix=b/',
        '--find-renames',
        base,
        head,
        '--',
        ...pathspec,
    ]);
}
function utf8OrNull(bytes) {
    try {
        return strictUtf8.decode(bytes);
    }
    catch {
        return null;
    }
}
/** `git diff --raw -z` output: `:om nm oo no S\0path\0[path2\0]`. */
function parseRawZ(out) {
    const parts = [];
    let start = 0;
    for (let i = 0; i < out.length; i++) {
        if (out[i] === 0) {
            parts.push(out.subarray(start, i));
            start = i + 1;
        }
    }
    const changes = [];
    for (let i = 0; i < parts.length;) {
        const head = parts[i++].toString('latin1');
        if (head === '')
            continue;
        const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])\d*$/.exec(head);
        if (m === null)
            throw new Error(`unexpected git diff --raw record ${JSON.stringify(head)}`);
        const [oldMode, newMode, oldOid, newOid, status] = m.slice(1);
        const names = status === 'R' || status === 'C' ? [parts[i++], parts[i++]] : [parts[i++]];
        const decoded = names.map((b) => (b === undefined ? null : utf8OrNull(b)));
        const namesUtf8 = decoded.every((d) => d !== null);
        const text = names.map((b, k) => decoded[k] ?? (b ?? Buffer.alloc(0)).toString('utf8'));
        changes.push({
            status,
            oldMode,
            newMode,
            oldOid,
            newOid,
            path: text[text.length - 1],
            ...(text.length === 2 ? { from: text[0] } : {}),
            namesUtf8,
        });
    }
    return changes;
}
/**
 * The patch from base to head and how faithfully it shows each changed path. Runs in `cwd` (the base
 * revision's worktree), reading only git objects: no attribute of either revision changes the patch.
 */
async function gradedPatch(cwd, base, head) {
    const raw = parseRawZ(await (0,git/* gitRun */.qM)(cwd, [
        'diff',
        '--raw',
        '-z',
        '--no-abbrev',
        '--find-renames',
        '--no-relative',
        base,
        head,
        '--',
    ]));
    const changed = [
        ...new Set(raw.flatMap((c) => (c.from !== undefined ? [c.from, c.path] : [c.path]))),
    ].sort();
    // Every old and new blob, once: which changes can be shown as text, and what the new sides hold.
    const isBlob = (mode) => mode === '100644' || mode === '100755' || mode === '120000';
    const contents = await readBlobs(cwd, [
        ...raw.filter((c) => isBlob(c.oldMode)).map((c) => c.oldOid),
        ...raw.filter((c) => isBlob(c.newMode)).map((c) => c.newOid),
    ]);
    const textual = (oid, mode) => {
        if (!isBlob(mode))
            return true;
        const content = contents.get(oid);
        return content !== undefined && utf8OrNull(content) !== null;
    };
    const binary = raw.filter((c) => !textual(c.oldOid, c.oldMode) || !textual(c.newOid, c.newMode));
    const binaryPaths = new Set(binary.flatMap((c) => (c.from !== undefined ? [c.from, c.path] : [c.path])));
    const textPatch = await patchBytes(cwd, base, head, ['--text'], binaryPaths.size > 0 ? [':(top)', ...[...binaryPaths].map((p) => `:(top,literal,exclude)${p}`)] : []);
    const binaryPatch = binaryPaths.size > 0
        ? await patchBytes(cwd, base, head, ['--binary'], [...binaryPaths].map((p) => `:(top,literal)${p}`))
        : Buffer.alloc(0);
    const bytes = Buffer.concat([textPatch, binaryPatch]);
    const diff = (0,patch_diff/* parseUnifiedDiff */.rj)(bytes.toString('utf8'));
    const ungradable = [];
    const files = new Map();
    const fail = (path, kind, reason) => {
        if (!ungradable.some((u) => u.path === path && u.kind === kind))
            ungradable.push({ path, kind, reason });
        files.set(path, { path, graded: 'ungradable', reason });
    };
    // Names: what the patch text says must be what git lists; a name git cannot give as UTF-8 is refused.
    for (const c of raw) {
        if (!c.namesUtf8)
            fail(c.path, 'path-not-utf8', 'its name is not UTF-8, so no glob or oracle name can be matched against it');
    }
    const inPatch = new Set(diff.files.flatMap((f) => [f.oldPath, f.newPath]).filter((p) => p !== null));
    for (const p of changed) {
        if (!inPatch.has(p))
            fail(p, 'names-disagree', 'the patch text does not name it as git lists it');
    }
    for (const p of inPatch) {
        if (!changed.includes(p))
            fail(p, 'names-disagree', 'the patch text names a path git does not list as changed');
    }
    const tree = new TreeReader(cwd, head);
    const attrPaths = new Set();
    const blobs = [];
    for (const c of raw) {
        if (c.from !== undefined && c.status === 'R' && !files.has(c.from))
            files.set(c.from, { path: c.from, graded: 'deleted' });
        if (c.status === 'D') {
            if (!files.has(c.path))
                files.set(c.path, { path: c.path, graded: 'deleted' });
            continue;
        }
        if (files.get(c.path)?.graded === 'ungradable')
            continue;
        switch (c.newMode) {
            case '160000':
                fail(c.path, 'submodule', 'a submodule: the code it reaches is not in this repository');
                break;
            case '120000': {
                const reached = await tree.resolveLink(c.path);
                if (!reached.ok) {
                    fail(c.path, reached.kind, reached.reason);
                    break;
                }
                files.set(c.path, { path: c.path, graded: 'link', target: reached.path });
                attrPaths.add(reached.path);
                blobs.push({ path: c.path, oid: reached.oid, via: reached.path });
                break;
            }
            default:
                files.set(c.path, { path: c.path, graded: 'text' });
                attrPaths.add(c.path);
                blobs.push({ path: c.path, oid: c.newOid });
        }
    }
    // Content: every new side (a link's target too), checked as text an interpreter decodes as shown.
    const unread = blobs.map((b) => b.oid).filter((oid) => !contents.has(oid));
    for (const [oid, content] of await readBlobs(cwd, unread))
        contents.set(oid, content);
    const linkLines = new Map();
    for (const b of blobs) {
        const content = contents.get(b.oid);
        const where = b.via !== undefined ? ` (through the link to ${b.via})` : '';
        if (content === undefined) {
            fail(b.path, 'too-large', `larger than ${MAX_GRADED_BYTES} bytes${where}: not read`);
            continue;
        }
        const bom = wideBom(content);
        if (bom !== null) {
            fail(b.path, 'not-utf8', `a ${bom} byte order mark${where}: some interpreters decode it as text the patch does not show`);
            continue;
        }
        const text = utf8OrNull(content) ?? lossyUtf8.decode(content);
        const cookie = encodingCookie(text);
        if (cookie !== null) {
            fail(b.path, 'encoding-cookie', `a coding cookie (${cookie}) makes Python decode it as other characters than the patch shows${where}`);
            continue;
        }
        const isBinary = b.via === undefined && binaryPaths.has(b.path);
        if (b.via !== undefined || isBinary)
            linkLines.set(b.path, asAddedLines(text));
        if (isBinary)
            files.set(b.path, {
                path: b.path,
                graded: 'binary',
                reason: 'not UTF-8 on one side: a GIT binary patch; the built-in predicates grade its new content decoded with U+FFFD',
            });
    }
    // Attributes of the head revision that change bytes at checkout.
    const attributesChanged = changed.some((p) => p === '.gitattributes' || p.endsWith('/.gitattributes'));
    const checkPaths = attributesChanged ? await tree.filePaths() : [...attrPaths];
    for (const [path, why] of await checkoutConversions(cwd, head, checkPaths, contents, blobs)) {
        // A conversion on a link's target is reported at the link, the path the specs grade.
        const at = blobs.filter((b) => b.via === path).map((b) => b.path);
        for (const p of at.length > 0 ? at : [path])
            fail(p, 'checkout-conversion', why);
    }
    const gradedDiff = withLinkContent(diff, linkLines);
    const sorted = [...files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    ungradable.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { bytes, diff: gradedDiff, changed, ungradable, note: { schema: 1, files: sorted, ungradable } };
}
/** The content of a link's target as the added lines of the link's path (line 1 to the end). */
function asAddedLines(text) {
    const body = text.endsWith('\n') ? text.slice(0, -1) : text;
    if (body === '' && text === '')
        return [];
    return body
        .split('\n')
        .map((line, i) => ({ line: i + 1, text: line.endsWith('\r') ? line.slice(0, -1) : line }));
}
/**
 * The parsed patch with each changed link graded as the content it reaches, and each binary patch as
 * its whole new content.
 */
function withLinkContent(diff, linkLines) {
    if (linkLines.size === 0)
        return diff;
    let addedCount = 0;
    const files = diff.files.map((f) => {
        const lines = f.newPath !== null && (f.newMode === '120000' || f.binary) ? linkLines.get(f.newPath) : undefined;
        const file = lines === undefined ? f : { ...f, added: lines };
        addedCount += file.added.length;
        return file;
    });
    return { files, addedCount, removedCount: diff.removedCount };
}
/**
 * PEP 263: a comment in the first or second line matching `coding[:=]\s*([-\w.]+)` sets the source
 * encoding. Returns the named encoding when it is not UTF-8, else null.
 */
function encodingCookie(text) {
    const lines = text.split(/\r\n|\r|\n/, 2);
    for (const line of lines) {
        const m = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/.exec(line);
        if (m !== null) {
            const name = m[1].toLowerCase().replace(/_/g, '-');
            return name === 'utf-8' || name === 'utf8' || name.startsWith('utf-8-') || name.startsWith('utf8-')
                ? null
                : name;
        }
        // Python looks at the second line only when the first is a comment or blank.
        if (!/^[ \t\f]*(#.*)?$/.test(line))
            break;
    }
    return null;
}
/** Blob contents by oid, read with one `cat-file --batch`; oids over {@link MAX_GRADED_BYTES} are left out. */
async function readBlobs(cwd, oids) {
    const unique = [...new Set(oids)];
    const result = new Map();
    if (unique.length === 0)
        return result;
    const check = (await (0,git/* gitRun */.qM)(cwd, ['cat-file', '--batch-check'], { input: unique.join('\n') + '\n' }))
        .toString('latin1')
        .split('\n');
    const small = unique.filter((oid, i) => {
        const size = Number((check[i] ?? '').split(' ')[2]);
        return Number.isSafeInteger(size) && size <= MAX_GRADED_BYTES;
    });
    if (small.length === 0)
        return result;
    const out = await (0,git/* gitRun */.qM)(cwd, ['cat-file', '--batch'], { input: small.join('\n') + '\n' });
    let pos = 0;
    for (const oid of small) {
        const nl = out.indexOf(0x0a, pos);
        const header = out.subarray(pos, nl).toString('latin1').split(' ');
        const size = Number(header[2]);
        if (header[0] !== oid || !Number.isSafeInteger(size))
            throw new Error(`git cat-file --batch: unexpected header for ${oid}`);
        result.set(oid, out.subarray(nl + 1, nl + 1 + size));
        pos = nl + 1 + size + 1;
    }
    return result;
}
/**
 * Paths whose checkout bytes differ from the blob under the head revision's attributes, with why.
 * The attributes come from a private index of the head tree, so neither working tree is consulted.
 */
async function checkoutConversions(cwd, head, paths, contents, blobs) {
    if (paths.length === 0)
        return [];
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-attr-'));
    try {
        const env = { GIT_INDEX_FILE: (0,external_node_path_.join)(dir, 'index') };
        await (0,git/* gitRun */.qM)(cwd, ['read-tree', head], { env });
        const out = await (0,git/* gitRun */.qM)(cwd, ['check-attr', '--cached', '-z', '--stdin', 'filter', 'working-tree-encoding', 'ident'], { env, input: paths.join('\0') + '\0' });
        const parts = out.toString('utf8').split('\0');
        const found = new Map();
        const contentOf = (path) => {
            const b = blobs.find((x) => x.path === path && x.via === undefined) ?? blobs.find((x) => x.via === path);
            return b === undefined ? undefined : contents.get(b.oid);
        };
        for (let i = 0; i + 2 < parts.length; i += 3) {
            const [path, attr, value] = [parts[i], parts[i + 1], parts[i + 2]];
            if (value === 'unspecified' || value === 'unset')
                continue;
            let why;
            if (attr === 'filter')
                why = `filter=${value}`;
            else if (attr === 'working-tree-encoding' && !/^utf-?8$/i.test(value))
                why = `working-tree-encoding=${value}`;
            else if (attr === 'ident') {
                const content = contentOf(path);
                if (content === undefined || content.includes('$Id'))
                    why = 'ident';
            }
            if (why !== undefined)
                found.set(path, [...(found.get(path) ?? []), why]);
        }
        return [...found].map(([path, whys]) => [
            path,
            `its .gitattributes (${whys.join(', ')}) make a checkout write other bytes than the patch shows`,
        ]);
    }
    finally {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
}
/** The head tree, listed once on first use, for resolving links the way a checkout would. */
class TreeReader {
    cwd;
    rev;
    entries;
    constructor(cwd, rev) {
        this.cwd = cwd;
        this.rev = rev;
    }
    async list() {
        if (this.entries === undefined) {
            const out = await (0,git/* gitRun */.qM)(this.cwd, ['ls-tree', '-r', '-t', '-z', '--full-tree', this.rev]);
            const map = new Map();
            for (const record of out.toString('utf8').split('\0')) {
                const tab = record.indexOf('\t');
                if (tab < 0)
                    continue;
                const [mode, , oid] = record.slice(0, tab).split(' ');
                map.set(record.slice(tab + 1), { mode, oid });
            }
            this.entries = map;
        }
        return this.entries;
    }
    async filePaths() {
        return [...(await this.list())].filter(([, e]) => e.mode !== '040000').map(([p]) => p);
    }
    /** Where the link at `linkPath` leads in the tree, following every link on the way. */
    async resolveLink(linkPath) {
        const entries = await this.list();
        const shown = `the link ${linkPath}`;
        let hops = 0;
        // `done` are the resolved leading segments; `todo` what is left to walk.
        const done = [];
        let todo = [...linkPath.split('/')];
        while (todo.length > 0) {
            const seg = todo.shift();
            if (seg === '' || seg === '.')
                continue;
            if (seg === '..') {
                if (done.length === 0)
                    return { ok: false, kind: 'link-outside', reason: `${shown} leads outside the repository` };
                done.pop();
                continue;
            }
            if (/^\.git$/i.test(seg))
                return { ok: false, kind: 'link-outside', reason: `${shown} leads into git metadata (.git)` };
            done.push(seg);
            const here = done.join('/');
            const entry = entries.get(here);
            if (entry === undefined)
                return {
                    ok: false,
                    kind: 'link-dangling',
                    reason: `${shown} points to nothing in the head revision (${here})`,
                };
            if (entry.mode === '120000') {
                if (++hops > MAX_LINK_HOPS)
                    return { ok: false, kind: 'link-dangling', reason: `${shown} is a loop of links` };
                const target = (await (0,git/* gitRun */.qM)(this.cwd, ['cat-file', 'blob', entry.oid])).toString('utf8');
                if (target.startsWith('/'))
                    return {
                        ok: false,
                        kind: 'link-outside',
                        reason: `${shown} leads outside the repository (an absolute target)`,
                    };
                done.pop();
                todo = [...target.split('/'), ...todo];
                continue;
            }
            if (entry.mode === '160000')
                return {
                    ok: false,
                    kind: 'submodule',
                    reason: `${shown} leads into a submodule, which is not in this repository`,
                };
            if (entry.mode !== '040000' && todo.some((s) => s !== '' && s !== '.'))
                return {
                    ok: false,
                    kind: 'link-dangling',
                    reason: `${shown} goes through a file as if it were a folder`,
                };
        }
        const final = done.join('/');
        const entry = entries.get(final);
        if (final === '' || entry === undefined || entry.mode === '040000')
            return {
                ok: false,
                kind: 'link-folder',
                reason: `${shown} reaches a folder, whose files the patch does not show at the link's path`,
            };
        return { ok: true, path: final, oid: entry.oid };
    }
}
/**
 * A given `--patch` file has no tree to check content against: what it shows as binary, a link it
 * adds (whose target cannot be read), and bytes that are not UTF-8 are ungradable.
 */
function patchFileUngradable(bytes, diff, name) {
    const ungradable = [];
    const files = [];
    if (utf8OrNull(bytes) === null)
        ungradable.push({ path: name, kind: 'not-utf8', reason: 'the patch file is not UTF-8 text' });
    for (const f of diff.files) {
        const path = (f.newPath ?? f.oldPath);
        if (f.newPath === null)
            files.push({ path, graded: 'deleted' });
        else if (f.binary) {
            const reason = 'the patch shows it as binary, not as text';
            ungradable.push({ path, kind: 'binary-patch', reason });
            files.push({ path, graded: 'ungradable', reason });
        }
        else if (f.newMode === '120000' || f.newMode === '160000') {
            const reason = 'a link or submodule in a patch file: what it reaches cannot be read';
            ungradable.push({ path, kind: f.newMode === '120000' ? 'link-dangling' : 'submodule', reason });
            files.push({ path, graded: 'ungradable', reason });
        }
        else
            files.push({ path, graded: 'text' });
    }
    return { ungradable, files };
}

;// CONCATENATED MODULE: ./src/run/open.ts
/**
 * Opening a run, before any stage: the base and head revisions resolved (the base fetched when a
 * shallow checkout lacks it), the oracle worktree of the base, and the candidate patch — taken in that
 * worktree, so git applies the base revision's `.gitattributes` (a candidate that adds `* -diff` must
 * not turn its added lines into a binary patch the specs cannot read).
 */








/** An input the user gave cannot be graded (a --patch that is not a patch, an unknown revision). */
class GateInputError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GateInputError';
    }
}
/** A run's context and the worktrees it made (removed by the caller whatever happens). */
async function openRun(o, t, out, worktrees, state) {
    const { root } = o;
    let baseSha = await git/* resolveCommit */.WL(root, o.base);
    if (!baseSha && o.fetchMissingBase && /^[0-9a-f]{40}$/i.test(o.base)) {
        o.log.info(`gate: base ${o.base} is not in this checkout; fetching it (git fetch --depth=1 origin ${o.base})`);
        await git/* fetchCommit */.iH(root, o.base);
        baseSha = await git/* resolveCommit */.WL(root, o.base);
    }
    if (!baseSha)
        throw new GateInputError(`base revision ${JSON.stringify(o.base)} is not a commit in ${root}`);
    const headRev = o.head ?? 'HEAD';
    const headSha = await git/* resolveCommit */.WL(root, headRev);
    if (!headSha)
        throw new GateInputError(`head revision ${JSON.stringify(headRev)} is not a commit in ${root}`);
    t.base = baseSha;
    t.head = headSha;
    // In the run's state folder, outside the checkout, before any user code runs (SPEC §2, §8).
    const oracleDir = await git/* addWorktree */.l(root, baseSha, 'oracle', state.worktrees);
    worktrees.push(oracleDir);
    const patch = await candidatePatch(o, out, { baseSha, headSha, oracleDir });
    t.patch_digest = patch.digest;
    t.changed_paths = patch.changed;
    o.log.info(`gate: base ${baseSha.slice(0, 12)}, head ${headSha.slice(0, 12)}, ${patch.changed.length} changed path(s), patch ${patch.digest.slice(0, 19)}…`);
    return {
        root,
        baseSha,
        headSha,
        runId: (0,external_node_crypto_.randomUUID)(),
        patch,
        oracle: new reader/* Oracle */.RN(oracleDir, baseSha),
        out,
        log: o.log,
        configFile: o.config,
        ...(o.shard ? { shard: o.shard } : {}),
        handOver: (label, bytes, sha256) => state.handOver(label, bytes, sha256),
    };
}
/** The patch the specs read: a given --patch file, or `git diff base head` taken in the oracle worktree. */
async function candidatePatch(o, out, { baseSha, headSha, oracleDir }) {
    let bytes;
    let changed;
    let diff;
    let ungradable;
    let files;
    if (o.patchFile) {
        try {
            bytes = (0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(o.cwd, o.patchFile));
        }
        catch (err) {
            throw new GateInputError(`--patch ${o.patchFile}: cannot read: ${err.message}`);
        }
        try {
            diff = (0,patch_diff/* parseUnifiedDiff */.rj)(bytes.toString('utf8'));
        }
        catch (err) {
            if (err instanceof patch_diff/* DiffParseError */.hg)
                throw new GateInputError(`${o.patchFile}: not a unified diff: ${err.message}`);
            throw err;
        }
        changed = [
            ...new Set(diff.files.flatMap((f) => [f.oldPath, f.newPath]).filter((p) => !!p)),
        ].sort();
        ({ ungradable, files } = patchFileUngradable(bytes, diff, o.patchFile));
    }
    else {
        // Faithful text (src/patch/graded.ts): `--text`, content and attributes checked against the head tree.
        ({
            bytes,
            diff,
            changed,
            ungradable,
            note: { files },
        } = await gradedPatch(oracleDir, baseSha, headSha));
    }
    const ref = out.writeText('candidate.patch', bytes);
    out.writeJson('graded.json', { schema: 1, files, ungradable });
    return {
        path: out.path('candidate.patch'),
        bytes,
        digest: `sha256:${ref.sha256}`,
        diff,
        changed,
        ungradable,
        graded: out.path('graded.json'),
    };
}
/**
 * Before a run: state folders and base worktrees an earlier, killed run left behind are removed, and
 * a credential the checkout keeps in `.git/config` (which user code can read) is named — each with a
 * warning in the log.
 */
async function sweepLeftovers(root, log) {
    for (const s of statedir/* StateDir */.$R.removeStale())
        log.warn(`removed a state folder left behind by an earlier run: ${s}`);
    for (const s of await git/* removeStaleWorktrees */.KO(root))
        log.warn(`removed a base worktree left behind by an earlier run: ${s}`);
    for (const key of await git/* persistedCredentials */.Oo(root))
        log.warn(`the checkout keeps a credential in .git/config (${key}); specs, generators and invariants can read it: use actions/checkout with persist-credentials: false`);
}

;// CONCATENATED MODULE: ./src/run/base-checkout.ts
/**
 * The worktree of the base for base replays, separate from the oracle worktree. It is made before any
 * user code runs (git must not run in a repository candidate code has had the chance to configure:
 * hooks, filters, attributes), in the run's state folder. Base replays take it one at a time, so one
 * cannot see another's files; each after the first gets it back as the base revision holds it,
 * copied from the oracle worktree (which no stage writes to), without running git again.
 */




async function baseReplayCheckout(ctx, worktrees, parent, 
/** Called on the worktree before each base replay, once it holds the base revision again. */
prepare = () => { }) {
    const dir = await git/* addWorktree */.l(ctx.root, ctx.baseSha, 'replay', parent);
    worktrees.push(dir);
    const turn = new pool/* Slots */.W(1);
    let used = false;
    return (run) => turn.run(async () => {
        if (used) {
            if (!(ctx.oracle instanceof reader/* Oracle */.RN))
                throw new Error('the base replay checkout has no clean source');
            (0,statedir/* restoreTree */.NU)(dir, ctx.oracle.root);
        }
        used = true;
        prepare(dir);
        return run(dir);
    });
}

;// CONCATENATED MODULE: ./src/run/audit.ts
/**
 * The end-of-run audit of the files a trace names (SPEC §11): each stage's artifacts and logs get a
 * digest as the stage finishes, and at the end every one is read again; a change is AUDIT_FAILED.
 */

/**
 * Records the digest of every file the trace names that has none yet: the logs of the stage just
 * finished and its artifacts. The end of the run checks them all again ({@link changedArtifacts}).
 */
function recordDigests(t, out, artifacts) {
    const known = new Set((t.artifact_digests ??= []).map((a) => a.path));
    const add = (ref) => {
        if (known.has(ref.path))
            return;
        known.add(ref.path);
        t.artifact_digests?.push(ref);
    };
    for (const a of artifacts)
        add(a);
    for (const rel of namedLogs(t)) {
        if (known.has(rel))
            continue;
        const sha256 = (0,statedir/* artifactDigest */.Fp)(out.path(rel));
        if (sha256 === undefined)
            continue;
        // A log the gate wrote is a regular file of bounded size; anything else was put there since.
        if (sha256.startsWith('unread:'))
            (t.artifact_mismatches ??= []).push(`${rel}: ${sha256} when it was recorded`);
        add({ path: rel, sha256 });
    }
}
/** Every log file the trace names (relative to the output folder). */
function namedLogs(t) {
    return [
        ...t.properties.flatMap((p) => p.logs),
        ...t.replays.flatMap((r) => r.logs),
        ...t.misses.flatMap((m) => (m.attempts ?? []).flatMap((a) => (a.log !== undefined ? [a.log] : []))),
    ];
}
/** The recorded files whose bytes changed since (or that are gone), and the patch copies likewise. */
function changedArtifacts(t, out, state) {
    const changed = [];
    for (const a of t.artifact_digests ?? []) {
        const now = (0,statedir/* artifactDigest */.Fp)(out.path(a.path));
        if (now === undefined)
            changed.push(`${a.path}: gone or unreadable`);
        else if (now !== a.sha256)
            changed.push(`${a.path}: ${now.startsWith('unread:') ? now : `sha256:${now}`}, recorded as sha256:${a.sha256}`);
    }
    return [...changed, ...state.changedCopies()];
}
/**
 * The end-of-run audit: every file the trace names still holds the bytes it was recorded with; a
 * change is logged and listed (the trace then fails its audit, AUDIT_FAILED), and the patch copies
 * handed to specs join the recorded digests.
 */
function auditArtifacts(t, out, state, log) {
    const changed = changedArtifacts(t, out, state);
    if (changed.length > 0) {
        t.artifact_mismatches = [...(t.artifact_mismatches ?? []), ...changed];
        for (const c of changed)
            log.error(`gate: an artifact changed during the run: ${c}`);
    }
    t.artifact_digests = [
        ...(t.artifact_digests ?? []),
        ...state.copies.map((c) => ({ path: c.name, sha256: c.sha256 })),
    ];
}

// EXTERNAL MODULE: ./src/report/advice.ts
var advice = __webpack_require__(2296);
;// CONCATENATED MODULE: ./src/trace/inputs.ts
/** The verdict inputs of SPEC §3, read back from a trace's stage codes (pipeline, audit, report mode). */



/**
 * The order rules of SPEC §2 that the stage list alone shows: stages repeated or out of order, a
 * first stage other than scope, a classify or freeze stage (or misses) without a REPLAY_MISS, a
 * classify code that is not the label of its misses. The pipeline never writes such a trace; a forged
 * one must not pass on the first occurrence of each code, so the verdict inputs carry them as audit
 * violations, and auditTrace reports them with its other rules.
 */
function stageListViolations(t) {
    const v = [];
    let last = -1;
    for (const s of t.stages) {
        const i = model/* STAGES */.an.indexOf(s.name);
        if (i <= last)
            v.push(`stage ${String(s.name)} is out of order or repeated`);
        last = Math.max(last, i);
    }
    if (t.stages.length > 0 && t.stages[0]?.name !== 'scope')
        v.push('the first stage is not scope');
    const miss = t.stages.find((s) => s.name === 'fixture')?.code === 'REPLAY_MISS';
    for (const n of ['classify', 'freeze'])
        if (!miss && t.stages.some((s) => s.name === n))
            v.push(`${n} ran without a REPLAY_MISS`);
    if (!miss && t.misses.length > 0)
        v.push('misses recorded without a REPLAY_MISS');
    const labels = missLabels(t);
    const classified = t.stages.find((s) => s.name === 'classify')?.code;
    if (classified !== undefined && labels.length > 0 && classified !== runLabel(labels))
        v.push(`classify code ${String(classified)} differs from the label of its misses (${runLabel(labels)})`);
    return v;
}
/** Each miss's label; a miss without a known label counts as INCOMPLETE. */
function missLabels(t) {
    return t.misses.map((m) => ((0,table/* isLabel */.J2)(m.decision?.label) ? m.decision.label : 'INCOMPLETE'));
}
function pick(codes, v) {
    return typeof v === 'string' && codes.includes(v) ? v : undefined;
}
function verdictInputOf(t) {
    const code = (n) => t.stages.find((s) => s.name === n)?.code;
    const labels = missLabels(t);
    const schedulerMisses = t.misses.filter((m) => m.decision?.label === 'SCHEDULER');
    const fixtureRan = t.stages.some((s) => s.name === 'fixture');
    const contradictions = stageListViolations(t);
    return {
        scope: pick(model/* SCOPE_CODES */.ub, code('scope')),
        property: pick(model/* PROPERTY_CODES */.RE, code('property')),
        fixture: pick(model/* FIXTURE_CODES */.dh, code('fixture')),
        noFixtures: !fixtureRan && t.fixtures_configured === 0,
        missLabels: labels,
        allSchedulerMissesExcused: schedulerMisses.length > 0 && schedulerMisses.every((m) => m.freeze?.excuses === true),
        freezeCode: pick(model/* FREEZE_CODES */.bY, code('freeze')),
        ...(t.errors.length ? { internalError: t.errors[0] } : {}),
        ...(contradictions.length ? { auditViolations: contradictions } : {}),
    };
}

;// CONCATENATED MODULE: ./src/trace/audit.ts


function auditTrace(t) {
    const v = stageListViolations(t);
    const names = t.stages.map((s) => s.name);
    const code = (n) => t.stages.find((s) => s.name === n)?.code;
    if (names.includes('property') && code('scope') !== 'IN_SCOPE')
        v.push('property ran although scope was not IN_SCOPE');
    if (names.includes('fixture') && code('property') !== 'PROPERTY_CLEAR')
        v.push('fixture ran although property was not PROPERTY_CLEAR');
    const miss = code('fixture') === 'REPLAY_MISS';
    if (t.freeze_client_constructed && !miss)
        v.push('the freeze client was constructed on a run without a replay miss');
    if (t.freeze_consulted && !t.freeze_client_constructed)
        v.push('the ledger was consulted without a freeze client');
    if (miss && t.misses.length === 0)
        v.push('REPLAY_MISS with no classified miss');
    if (t.misses.some((m) => m.freeze?.excuses && m.decision.label !== 'SCHEDULER'))
        v.push('a freeze excuses a miss that is not SCHEDULER');
    const changed = t.artifact_mismatches;
    if (changed !== undefined && !Array.isArray(changed))
        v.push('artifact_mismatches is not a list');
    else
        for (const m of changed ?? [])
            v.push(`an artifact changed after it was recorded: ${String(m)}`);
    const recomputed = decideVerdict(verdictInputOf(t));
    if (recomputed.verdict !== t.verdict)
        v.push(`verdict ${t.verdict} differs from the one its stage codes give (${recomputed.verdict})`);
    if (recomputed.label !== t.label)
        v.push(`label ${t.label} differs from the one its stage codes give (${recomputed.label})`);
    if (conclusionFor(t.verdict) !== t.conclusion)
        v.push(`conclusion ${t.conclusion} does not follow from verdict ${t.verdict}`);
    return v;
}

;// CONCATENATED MODULE: ./src/trace/recompute.ts
/**
 * A trace's verdict fields made to follow from its own stage codes (SPEC §6): the verdict decided from
 * the codes and miss labels, the order rules audited, and a violation turning it UNUSABLE. The
 * pipeline finishes every run with it, and report and merge modes recompute every artifact with it,
 * so a stored verdict is never believed.
 */




/**
 * The verdict's reason, made specific where the codes alone cannot say it: a NOT_CONFIGURED run whose
 * gate.yml exists but does not load is a configuration error, named by file and field.
 */
function specificReason(t) {
    const p = t.config_error;
    if (t.reason_code === 'NOT_CONFIGURED' && typeof p === 'object' && p !== null) {
        const field = typeof p.field === 'string' && p.field !== '' ? `, field ${p.field}` : '';
        return `configuration error in ${String(p.file)} on the base revision${field}: ${String(p.message)}`;
    }
    return t.reason;
}
/** Overwrites the verdict fields of `t` (in place) from `v`. */
function applyVerdict(t, v) {
    t.verdict = v.verdict;
    t.label = v.label;
    t.reason_code = v.reason_code;
    t.reason_stage = v.reason_stage;
    t.reason = v.reason;
    t.conclusion = v.conclusion;
}
/**
 * Recomputes a trace from its own codes: the stored verdict fields are replaced, then the trace is
 * audited (order rules). A violation makes it UNUSABLE, as in the pipeline; `failure` (a missing shard,
 * an invalid artifact) overrides both.
 */
function recomputeTrace(source, failure) {
    const t = structuredClone(source);
    const input = verdictInputOf(t);
    applyVerdict(t, decideVerdict(input));
    const overclaims = [];
    if (source.verdict !== t.verdict)
        overclaims.push(`verdict ${source.verdict} (its codes give ${t.verdict})`);
    if (source.label !== t.label)
        overclaims.push(`label ${source.label} (its codes give ${t.label})`);
    if (source.conclusion !== t.conclusion)
        overclaims.push(`conclusion ${source.conclusion} (its codes give ${t.conclusion})`);
    const violations = auditTrace(t);
    t.audit = { ok: violations.length === 0, violations };
    if (violations.length > 0)
        applyVerdict(t, decideVerdict({ ...input, auditViolations: violations }));
    if (failure !== undefined)
        applyVerdict(t, decideVerdict({ ...input, artifactFailure: failure }));
    t.reason = specificReason(t);
    t.advice = (0,advice/* adviceFor */.cp)(t);
    return { trace: t, violations, overclaims };
}

;// CONCATENATED MODULE: ./src/run/record.ts




/** When the run started and its last stage ended: the time outside stages (setup_ms, teardown_ms). */
const clocks = new WeakMap();
/** The run started at `start` (ms): the time before its first stage counts as setup. */
function startClock(t, start) {
    clocks.set(t, { start });
}
/**
 * The time outside the stage table: `setup_ms` before the last stage ended (revisions, the oracle and
 * base worktrees, the sandbox), `teardown_ms` after it (worktrees removed, the audit); with the
 * stages' own times they add up to the run's wall time up to the trace being written.
 */
function recordOverheads(t) {
    const clock = clocks.get(t);
    if (!clock)
        return;
    const now = Date.now();
    const end = clock.lastStageEnd ?? now;
    const inStages = t.stages.reduce((sum, s) => sum + s.elapsed_ms, 0);
    t.setup_ms = Math.max(0, end - clock.start - inStages);
    t.teardown_ms = Math.max(0, now - end);
}
/** Trace bookkeeping: a stage's code, time, artifacts and trace fields, recorded as it finishes. */
async function recordStage(t, o, name, body, out) {
    const started = Date.now();
    const clock = clocks.get(t);
    if (o.injectFault === name)
        throw new Error(`injected fault in the ${name} stage`);
    const r = await body();
    Object.assign(t, r.trace);
    recordDigests(t, out, r.artifacts);
    const ended = Date.now();
    const elapsed = ended - started;
    if (clock)
        clock.lastStageEnd = ended;
    t.stages.push({
        name,
        code: r.code,
        elapsed_ms: elapsed,
        artifacts: r.artifacts,
        ...(r.detail ? { detail: r.detail } : {}),
    });
    o.log.info(`gate: ${name.padEnd(8)} ${r.code} (${elapsed} ms)${r.detail ? ` — ${r.detail}` : ''}`);
    return r.next;
}
/** Verdict, advice and audit: the trace is complete only when it agrees with its own stage codes. */
function finish(t, error) {
    if (error !== undefined)
        t.errors.push(error instanceof Error ? error.message : String(error));
    Object.assign(t, recomputeTrace(t).trace);
    if (error instanceof GateInputError && t.reason_code === 'INTERNAL') {
        t.reason = `input error: ${error.message}`;
        t.advice = (0,advice/* adviceFor */.cp)(t);
    }
    t.finished_at = new Date().toISOString();
    return t;
}
/** Kills what user code left and undoes the sandbox's grants; a failure to undo is a warning. */
function disposeRunner(runner, o) {
    try {
        runner?.dispose();
    }
    catch (err) {
        o.log.warn(err instanceof Error ? err.message : String(err));
    }
}

;// CONCATENATED MODULE: ./src/trace/blank.ts
/**
 * The skeleton every trace starts from: nothing ran, nothing was read, and the verdict is UNUSABLE /
 * INTERNAL until the stages (or an artifact) say otherwise, so a trace that is never filled in fails
 * closed. The pipeline, the action's internal-error path and the merge of shard artifacts all start here.
 */

function blankTrace(fields, now = new Date().toISOString()) {
    return {
        schema: model/* TRACE_SCHEMA */.on,
        tool_version: fields.tool_version,
        started_at: now,
        finished_at: now,
        patch_digest: '',
        base: fields.base,
        head: fields.head,
        ...(fields.checkSha !== undefined ? { check_sha: fields.checkSha } : {}),
        config: fields.config,
        shard: fields.shard,
        verdict: 'UNUSABLE',
        label: null,
        reason_code: 'INTERNAL',
        reason_stage: 'gate',
        reason: '',
        conclusion: 'failure',
        freeze_client_constructed: false,
        freeze_consulted: false,
        stages: [],
        fixtures_configured: 0,
        changed_paths: [],
        properties: [],
        replays: [],
        misses: [],
        witnesses: [],
        store_defects: [],
        oracle_reads: [],
        advice: null,
        errors: [],
        audit: { ok: true, violations: [] },
    };
}

// EXTERNAL MODULE: ./src/run/version.ts
var version = __webpack_require__(2057);
;// CONCATENATED MODULE: ./src/pipeline.ts
/**
 * The stage order of SPEC §2 as one readable list. Each stage is a module under `src/stages/` with one
 * entry point; a stage runs only when the one before handed it something (`next`), writes its files
 * into the output folder before the next starts, and the trace records what ran. Any error ends in a
 * blocking verdict with the reason.
 *
 * | stage    | runs when                    | module               |
 * |----------|------------------------------|----------------------|
 * | scope    | always, first                | stages/scope.ts      |
 * | property | scope is IN_SCOPE            | stages/property.ts   |
 * | fixture  | property is PROPERTY_CLEAR   | stages/fixture.ts    |
 * | classify | a replay is REPLAY_MISS      | stages/classify.ts   |
 * | freeze   | a replay is REPLAY_MISS      | stages/freeze.ts     |
 */




















/** The stages in order; each returns early when the one before it ended the run. */
async function grade(ctx, o, t, worktrees, state, proc) {
    const step = (name, body) => recordStage(t, o, name, body, ctx.out);
    const scoped = await step('scope', () => runScope(ctx));
    if (!scoped)
        return;
    // The base checkout for base replays is made now, before the first user program runs: git must not
    // run in a repository that candidate code has had the chance to configure (hooks, filters, attributes).
    const baseCheckout = scoped.config.fixtures.length > 0
        ? await baseReplayCheckout(ctx, worktrees, state.worktrees, (dir) => proc.grant(dir, []))
        : () => Promise.reject(new Error('no fixture is configured: there is no base replay'));
    const clear = await step('property', () => (0,property/* runProperty */.f0)({ ...ctx, proc }, scoped));
    if (!clear)
        return;
    if (clear.config.fixtures.length === 0)
        return o.log.info('gate: fixture  (no fixtures configured)');
    const misses = await step('fixture', () => (0,fixture/* runFixture */.Bx)({ ...ctx, proc }, clear));
    if (!misses)
        return;
    const classified = await step('classify', () => runClassify({ ...ctx, proc, baseCheckout }, misses));
    if (!classified)
        return;
    const now = o.now ?? new Date();
    await step('freeze', () => (0,freeze/* runFreeze */.PF)({ ...ctx, now, ...(o.runNumber !== undefined ? { runNumber: o.runNumber } : {}) }, classified));
}
async function runGate(o) {
    const startedAt = Date.now();
    const root = await git/* topLevel */.M4(o.cwd).catch(() => {
        throw new GateInputError(`${o.cwd} is not inside a git repository`);
    });
    const gitDir = (await git/* git */.$Y(root, ['rev-parse', '--absolute-git-dir'], 'utf8')).trim();
    const release = (0,outdir/* acquireLock */.IZ)((0,external_node_path_.join)(gitDir, 'gate.lock'));
    const t = blankTrace({
        tool_version: version/* VERSION */.x,
        base: o.base,
        head: o.head ?? 'HEAD',
        config: o.config,
        shard: o.shard ?? null,
        checkSha: o.checkSha,
    });
    startClock(t, startedAt);
    t.finished_at = '';
    if (o.runNumber !== undefined)
        t.run_number = o.runNumber;
    const worktrees = [];
    let ctx;
    let runner;
    let state;
    const dest = (0,external_node_path_.resolve)(o.cwd, o.outDir);
    /** `.gate/` written from the state folder, then the folder removed: on every way out, once. */
    let closed = false;
    const close = () => {
        if (closed || !state)
            return;
        closed = true;
        try {
            state.publish(dest);
        }
        finally {
            state.remove();
        }
    };
    const unhook = (0,cleanup.onInterrupt)(() => {
        (0,proc/* killAllRunning */.fe)();
        disposeRunner(runner, o);
        for (const w of worktrees)
            git/* removeWorktreeSync */.lz(root, w);
        close();
        release();
    });
    try {
        // The folder users know is checked (and emptied) first; the run itself writes to the state folder.
        outdir/* OutDir */.kW.fresh(dest);
        await sweepLeftovers(root, o.log);
        state = statedir/* StateDir */.$R.create();
        const out = outdir/* OutDir */.kW.fresh(state.outDir);
        let error;
        try {
            ctx = await openRun({ ...o, root }, t, out, worktrees, state);
            recordDigests(t, out, [{ path: 'candidate.patch', sha256: ctx.patch.digest.replace(/^sha256:/, '') }]);
            // After openRun: the oracle worktree and the patch exist before any user code can run.
            runner = (0,sandbox/* chooseRunner */.wm)({
                setting: o.sandbox ?? (0,sandbox/* sandboxSetting */.QP)(process.env.GATE_SANDBOX),
                checkout: root,
                protect: [out.root, dest],
                reach: [out.root],
            });
            t.sandbox = runner.sandbox;
            o.log.info((0,sandbox/* sandboxLine */.AK)(runner.sandbox));
            await grade(ctx, o, t, worktrees, state, runner);
        }
        catch (err) {
            error = err;
            o.log.error(`gate: ${err instanceof Error ? err.message : String(err)}`);
        }
        finally {
            disposeRunner(runner, o);
            t.oracle_reads = ctx ? [...ctx.oracle.reads] : [];
            for (const w of [...worktrees].reverse())
                await git/* removeWorktree */.IL(root, w);
        }
        auditArtifacts(t, out, state, o.log);
        recordOverheads(t);
        finish(t, error);
        out.writeJson('trace.json', t);
        o.log.info(`gate: verdict ${t.verdict}, label ${t.label ?? '-'}, reason ${t.reason_code} (${t.reason_stage}), conclusion ${t.conclusion}`);
        close();
        return { trace: t, tracePath: (0,external_node_path_.join)(dest, 'trace.json') };
    }
    finally {
        unhook();
        try {
            close();
        }
        finally {
            release();
        }
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/commands/preflight.ts
/**
 * What `gate run` checks before it opens a run, so that a mistake on the command line is a usage
 * error (exit 2, with the words to fix it) rather than an UNUSABLE verdict: git is there, the current
 * directory is a repository, the revisions exist, `--patch` is readable. It also warns where a verdict
 * would mislead: uncommitted changes (the specs and fixtures run on the working tree, the patch is
 * taken from commits) and a base that is not an ancestor of the head (the patch then holds the
 * base's own changes, reversed).
 */




async function preflightRun(cwd, o) {
    const warnings = [];
    const probe = (0,external_node_child_process_.spawnSync)('git', ['--version'], { encoding: 'utf8', timeout: 10_000, env: process.env });
    if (probe.error !== undefined || probe.status !== 0)
        throw new errors/* UsageError */.eb('git is not installed or not on PATH (the gate reads the patch and the base with it)');
    let root;
    try {
        root = await (0,git/* topLevel */.M4)(cwd);
    }
    catch {
        throw new errors/* UsageError */.eb(`${cwd} is not inside a git repository (run gate run in the candidate checkout)`);
    }
    const base = await (0,git/* resolveCommit */.WL)(root, o.base);
    if (base === undefined)
        throw new errors/* UsageError */.eb(`--base ${JSON.stringify(o.base)}: no such commit here` +
            (/^[0-9a-f]{7,40}$/i.test(o.base)
                ? ' (a shallow clone may lack it: git fetch --depth=1 origin SHA)'
                : ''));
    const headSha = await (0,git/* resolveCommit */.WL)(root, 'HEAD');
    if (o.head !== undefined) {
        const head = await (0,git/* resolveCommit */.WL)(root, o.head);
        if (head === undefined)
            throw new errors/* UsageError */.eb(`--head ${JSON.stringify(o.head)}: no such commit here`);
        // Specs and fixtures run on the checkout: grading another commit's patch against it would mix the two.
        if (head !== headSha)
            throw new errors/* UsageError */.eb(`--head ${JSON.stringify(o.head)} is ${head.slice(0, 12)}, not the checkout's HEAD ${String(headSha).slice(0, 12)}: ` +
                `check it out first (git checkout ${o.head}), or leave --head out`);
    }
    if (o.patch !== undefined) {
        try {
            (0,external_node_fs_.accessSync)(o.patch, external_node_fs_.constants.R_OK);
        }
        catch {
            throw new errors/* UsageError */.eb(`--patch ${o.patch}: cannot be read`);
        }
    }
    if (o.patch === undefined && headSha !== undefined) {
        try {
            await (0,git/* git */.$Y)(root, ['merge-base', '--is-ancestor', base, headSha], 'utf8', 30_000);
        }
        catch {
            warnings.push(`--base ${o.base} is not an ancestor of HEAD: the patch holds its changes too. ` +
                `Grade against the fork point: --base $(git merge-base ${o.base} HEAD)`);
        }
    }
    try {
        const status = await (0,git/* git */.$Y)(root, ['status', '--porcelain', '--untracked-files=normal'], 'utf8', 30_000);
        const out = o.out.replace(/^\.\//, '').replace(/\/$/, '');
        const dirty = status
            .split('\n')
            .filter((l) => l.trim() !== '')
            .filter((l) => !l.slice(3).startsWith(`${out}/`) && l.slice(3) !== out);
        if (dirty.length > 0)
            warnings.push(`the working tree has ${dirty.length} uncommitted change(s) (${dirty
                .slice(0, 3)
                .map((l) => l.slice(3))
                .join(', ')}${dirty.length > 3 ? ', …' : ''}): the patch is taken from commits, ` +
                'but specs and fixtures run on the working tree; commit or stash them for a faithful grade');
    }
    catch {
        // A status that cannot be read changes nothing about the grade.
    }
    return { warnings };
}

;// CONCATENATED MODULE: ./src/cli/tty.ts
/** Whether to colour what goes to `stream`: a TTY, NO_COLOR unset or empty (no-color.org), not TERM=dumb. */
function useColour(stream, env = process.env) {
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return false;
    if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0')
        return true;
    return stream.isTTY === true && env.TERM !== 'dumb';
}
const CODES = { CLEAR: '32', SKIP: '36', REJECT: '31', HOLD: '33', UNUSABLE: '31' };
/** `text` in the colour of the verdict (green passes, red rejects, yellow waits for a person). */
function paint(text, verdict, colour) {
    return colour ? `\u001b[1;${CODES[verdict]}m${text}\u001b[0m` : text;
}
/**
 * A logger that, when nothing was said for `everyMs` (a long replay), says that the run is still
 * going and what it last did, so a person at a terminal or a CI log can tell it from a hang.
 */
function withHeartbeat(inner, everyMs = 5000, now = Date.now) {
    let last = now();
    let lastLine = '';
    const started = now();
    const touch = (m) => {
        last = now();
        lastLine = m;
    };
    const timer = setInterval(() => {
        if (now() - last < everyMs)
            return;
        const seconds = Math.round((now() - started) / 1000);
        inner.info(`gate: … still running (${seconds} s)${lastLine ? `; last: ${lastLine.replace(/^gate: /, '')}` : ''}`);
        last = now();
    }, Math.min(everyMs, 1000));
    timer.unref();
    return {
        logger: {
            info: (m) => (touch(m), inner.info(m)),
            warn: (m) => (touch(m), inner.warn(m)),
            error: (m) => (touch(m), inner.error(m)),
        },
        stop: () => clearInterval(timer),
    };
}

// EXTERNAL MODULE: ./src/adapters/defuse.ts
var defuse = __webpack_require__(4708);
;// CONCATENATED MODULE: ./src/adapters/log.ts
/** Where progress goes: stderr for the CLI (stdout carries JSON), the runner log for the action. */

/**
 * The CLI's log. `gate run` in a workflow step writes to the runner's log as well, and messages carry
 * text from the patch and from user processes, so every line is defused (src/adapters/defuse.ts).
 */
const stderrLogger = {
    info: (m) => void process.stderr.write((0,defuse/* defuseLog */.T8)(`${m}\n`)),
    warn: (m) => void process.stderr.write((0,defuse/* defuseLog */.T8)(`warning: ${m}\n`)),
    error: (m) => void process.stderr.write((0,defuse/* defuseLog */.T8)(`error: ${m}\n`)),
};
const silentLogger = { info: () => { }, warn: () => { }, error: () => { } };

// EXTERNAL MODULE: ./src/report/headline.ts
var headline = __webpack_require__(4512);
;// CONCATENATED MODULE: ./src/commands/run.ts
/** `gate run`: the whole pipeline in the candidate checkout; prints the trace on stdout. */









const RUN_USAGE = `usage: gate run --base REV [--head REV | --patch FILE] [--config gate.yml] [--out .gate]
               [--run-number N] [--shard i/n] [--exit-code] [--quiet]

Grades the candidate checkout (the current directory) against the base revision: scope → property →
fixture → classify → freeze. Oracle files are read from a clean worktree of the base revision.
Writes .gate/ and prints .gate/trace.json on stdout (not with --quiet); progress goes to stderr, and
the run ends there with a short summary: what happened, what to do, and where the trace is
(gate summary TRACE prints the check summary).

Exit status: 0 whenever a verdict was reached (read it from the trace). With --exit-code:
0 CLEAR, 1 REJECT, 3 HOLD, 4 SKIP, 5 UNUSABLE. 2 is a usage error.`;
const EXIT_CODES = { CLEAR: 0, REJECT: 1, HOLD: 3, SKIP: 4, UNUSABLE: 5 };
function parseShard(text) {
    const m = /^(\d+)\/(\d+)$/.exec(text);
    const index = Number(m?.[1]);
    const count = Number(m?.[2]);
    if (!m || count < 1 || index < 1 || index > count)
        throw new errors/* UsageError */.eb(`--shard: expected i/n with 1 ≤ i ≤ n, got ${JSON.stringify(text)}`);
    return { index, count };
}
async function runCommand(argv) {
    const parsed = (0,args/* parseCommand */.RM)(argv, {
        base: { type: 'string' },
        head: { type: 'string' },
        patch: { type: 'string' },
        config: { type: 'string', default: 'gate.yml' },
        out: { type: 'string', default: '.gate' },
        'run-number': { type: 'string' },
        shard: { type: 'string' },
        'exit-code': { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
    }, RUN_USAGE);
    if (parsed === 'help')
        return 0;
    const { values, positionals } = parsed;
    (0,args/* noPositionals */.d0)(positionals);
    if (values.head !== undefined && values.patch !== undefined)
        throw new errors/* UsageError */.eb('give --head or --patch, not both');
    const envRun = process.env.GITHUB_RUN_NUMBER;
    const runNumber = (0,args/* optionalInt */.yr)(values, 'run-number', 0) ?? (envRun && /^\d+$/.test(envRun) ? Number(envRun) : undefined);
    const base = (0,args/* required */.mw)(values, 'base');
    const preflight = await preflightRun(process.cwd(), {
        base,
        out: values.out,
        ...(values.head !== undefined ? { head: values.head } : {}),
        ...(values.patch !== undefined ? { patch: values.patch } : {}),
    });
    for (const w of preflight.warnings)
        stderrLogger.warn(`gate run: ${w}`);
    const heartbeat = withHeartbeat(stderrLogger);
    let ran;
    try {
        ran = await runGate({
            cwd: process.cwd(),
            config: values.config,
            base,
            ...(values.head !== undefined ? { head: values.head } : {}),
            ...(values.patch !== undefined ? { patchFile: values.patch } : {}),
            outDir: values.out,
            ...(runNumber !== undefined ? { runNumber } : {}),
            ...(values.shard !== undefined ? { shard: parseShard(values.shard) } : {}),
            log: heartbeat.logger,
        });
    }
    finally {
        heartbeat.stop();
    }
    const { trace, tracePath } = ran;
    // In a workflow step both streams reach the runner's log, and the trace quotes user text.
    const summary = (0,defuse/* defuseLog */.T8)((0,headline/* terminalSummary */.jg)(trace, (0,external_node_path_.relative)(process.cwd(), tracePath) || tracePath));
    const [title, ...rest] = summary.split('\n');
    process.stderr.write([paint(title ?? '', trace.verdict, useColour(process.stderr)), ...rest].join('\n'));
    if (values.quiet !== true)
        process.stdout.write((0,defuse/* defuseJson */.fh)(JSON.stringify(trace, null, 2)) + '\n');
    return values['exit-code'] ? EXIT_CODES[trace.verdict] : 0;
}


/***/ }),

/***/ 7705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   onInterrupt: () => (/* binding */ onInterrupt),
/* harmony export */   runInterruptCleanups: () => (/* binding */ runInterruptCleanups)
/* harmony export */ });
/**
 * Synchronous cleanups to run when the process is interrupted (Ctrl-C, SIGTERM): worktrees, locks,
 * live process groups. Normal paths clean up in their own `finally`; this is the last resort.
 */
const cleanups = new Set();
function onInterrupt(fn) {
    cleanups.add(fn);
    return () => cleanups.delete(fn);
}
function runInterruptCleanups() {
    for (const fn of [...cleanups].reverse()) {
        try {
            fn();
        }
        catch {
            // Keep cleaning: one failed cleanup must not leave the others undone.
        }
    }
    cleanups.clear();
}


/***/ })

};
