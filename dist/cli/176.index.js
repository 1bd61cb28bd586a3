export const id = 176;
export const ids = [176,691];
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

/***/ 2691:
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


/***/ }),

/***/ 4176:
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
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/adapters/git.ts
/**
 * Git, as the pipeline needs it: the patch between two revisions, the changed paths (rename- and
 * binary-aware), and clean worktrees of the base revision kept inside the repository's git folder,
 * so that they live on the same file system as the checkout (a replay environment that differs only
 * in its file system would turn SCHEDULER into BUDGET).
 */




class GitError extends Error {
    stderr;
    constructor(message, stderr) {
        super(message);
        this.stderr = stderr;
        this.name = 'GitError';
    }
}
/**
 * Every git command the gate runs is hardened the same way (SPEC §8): no hooks (an empty hooks folder),
 * no fsmonitor program, no system or global configuration (a machine's config must neither change the
 * output nor run programs; the checkout's own `.git/config` still applies, so a persisted fetch
 * credential keeps working), no replace refs, a scrubbed environment (no tokens reach git or anything it
 * starts), and a timeout after which the command is killed.
 */
let emptyHooks;
function hooksDir() {
    emptyHooks ??= (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-nohooks-'));
    return emptyHooks;
}
function hardening() {
    return [
        '-c',
        `core.hooksPath=${hooksDir()}`,
        '-c',
        'core.fsmonitor=false',
        '-c',
        'safe.directory=*',
        '-c',
        'protocol.ext.allow=never',
    ];
}
/** The whole environment of a git command: what git needs to run, nothing the runner was given. */
function gitEnv() {
    const env = {
        PATH: process.env.PATH || '/usr/local/bin:/usr/bin:/bin',
        HOME: process.env.HOME || (0,external_node_os_.tmpdir)(),
        LC_ALL: 'C',
        LANG: 'C',
        TZ: 'UTC',
        GIT_TERMINAL_PROMPT: '0',
        GIT_OPTIONAL_LOCKS: '0',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: external_node_os_.devNull,
        GIT_ATTR_NOSYSTEM: '1',
        GIT_NO_REPLACE_OBJECTS: '1',
        GIT_ASKPASS: '',
        SSH_ASKPASS: '',
    };
    if (process.platform === 'win32') {
        for (const name of ['SystemRoot', 'SYSTEMROOT', 'windir', 'ComSpec', 'PATHEXT'])
            if (process.env[name])
                env[name] = process.env[name];
    }
    return env;
}
/** How long one git command may take before it is killed: a full checkout of a large tree fits. */
const GIT_TIMEOUT_MS = 10 * 60 * 1000;
function git(cwd, args, encoding, timeoutMs = GIT_TIMEOUT_MS) {
    return new Promise((resolvePromise, reject) => {
        (0,external_node_child_process_.execFile)('git', [...hardening(), ...args], {
            cwd,
            env: gitEnv(),
            encoding,
            maxBuffer: 1024 * 1024 * 1024,
            timeout: timeoutMs,
            killSignal: 'SIGKILL',
        }, (err, stdout, stderr) => {
            if (err) {
                const text = Buffer.isBuffer(stderr) ? stderr.toString('utf8') : String(stderr);
                const killed = err.killed ? ` (killed after ${timeoutMs} ms)` : '';
                reject(new GitError(`git ${args.slice(0, 3).join(' ')}: ${text.trim() || err.message}${killed}`, text));
            }
            else
                resolvePromise(stdout);
        });
    });
}
/** The repository's top-level folder for a path inside it. */
async function topLevel(cwd) {
    return (await git(cwd, ['rev-parse', '--show-toplevel'], 'utf8')).trim();
}
/** The full sha of a revision, or undefined when it is not in the repository. */
async function resolveCommit(cwd, rev) {
    try {
        return (await git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], 'utf8')).trim();
    }
    catch {
        return undefined;
    }
}
/** `git fetch --depth=1 origin <sha>`: a depth-1 checkout does not have the base commit. */
async function fetchCommit(cwd, sha) {
    await git(cwd, ['fetch', '--no-tags', '--depth=1', 'origin', sha], 'utf8');
}
/**
 * Settings of the machine's git configuration that change how a patch is printed (prefixes, path
 * quoting, blank context lines), pinned so the specs read the same patch on every machine.
 */
const PATCH_FORMAT = [
    ['diff.noprefix', 'false'],
    ['diff.mnemonicPrefix', 'false'],
    ['core.quotePath', 'true'],
    ['diff.suppressBlankEmpty', 'false'],
].flatMap(([k, v]) => ['-c', `${k}=${v}`]);
/** The binary-safe patch from base to head, exactly as `git diff` prints it (renames detected). */
async function diffPatch(cwd, base, head) {
    return git(cwd, [
        ...PATCH_FORMAT,
        'diff',
        '--binary',
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
    ], 'buffer');
}
/** Every changed path, old and new sides of renames included, from `git diff --name-status -z`. */
async function changedPaths(cwd, base, head) {
    const out = await git(cwd, ['diff', '--name-status', '-z', '--find-renames', '--no-relative', '--no-ext-diff', base, head, '--'], 'utf8');
    const parts = out.split('\0');
    const changes = [];
    for (let i = 0; i + 1 < parts.length;) {
        const status = parts[i++];
        if (status === '')
            break;
        if (status.startsWith('R') || status.startsWith('C')) {
            const from = parts[i++];
            const to = parts[i++];
            changes.push({ status: status[0], path: to, from });
        }
        else {
            changes.push({ status, path: parts[i++] });
        }
    }
    return changes;
}
/** The folder where this repository's gate worktrees live (inside the git common dir). */
async function worktreeRoot(cwd) {
    const common = (await git(cwd, ['rev-parse', '--git-common-dir'], 'utf8')).trim();
    return (0,external_node_path_.join)((0,external_node_path_.resolve)(cwd, common), 'gate-worktrees');
}
function pidAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
}
/**
 * Removes worktrees that an earlier gate run left behind (it crashed or was killed): every folder
 * under the worktree root whose owning process is gone. Returns what was removed.
 */
async function removeStaleWorktrees(cwd) {
    const root = await worktreeRoot(cwd);
    if (!(0,external_node_fs_.existsSync)(root))
        return [];
    const removed = [];
    for (const name of (0,external_node_fs_.readdirSync)(root)) {
        const pid = Number(/^base-(\d+)-/.exec(name)?.[1]);
        if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && pidAlive(pid))
            continue;
        if (pid === process.pid)
            continue;
        const dir = (0,external_node_path_.join)(root, name);
        await git(cwd, ['worktree', 'remove', '--force', dir], 'utf8').catch(() => undefined);
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        removed.push(dir);
    }
    await git(cwd, ['worktree', 'prune'], 'utf8').catch(() => undefined);
    return removed;
}
let worktreeCounter = 0;
/** A clean, detached worktree of `sha`; remove it with removeWorktree. */
async function addWorktree(cwd, sha, purpose) {
    const root = await worktreeRoot(cwd);
    (0,external_node_fs_.mkdirSync)(root, { recursive: true });
    const dir = (0,external_node_path_.join)(root, `base-${process.pid}-${++worktreeCounter}-${purpose}`);
    await git(cwd, ['worktree', 'add', '--detach', '--force', dir, sha], 'utf8');
    return dir;
}
async function removeWorktree(cwd, dir) {
    await git(cwd, ['worktree', 'remove', '--force', dir], 'utf8').catch(() => undefined);
    (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    await git(cwd, ['worktree', 'prune'], 'utf8').catch(() => undefined);
}
/** Synchronous last-resort cleanup for exit paths (SIGINT) where nothing can be awaited. */
function removeWorktreeSync(root, dir) {
    (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    try {
        (0,external_node_child_process_.execFileSync)('git', [...hardening(), 'worktree', 'prune'], {
            cwd: root,
            env: gitEnv(),
            stdio: 'ignore',
            timeout: 5000,
        });
    }
    catch {
        // The next run prunes what is left (removeStaleWorktrees).
    }
}
/**
 * The names (never the values) of local git settings that hold a credential user processes could read
 * from the checkout: an `http.<url>.extraheader` (actions/checkout's persisted token) or a remote URL
 * with a password in it.
 */
async function persistedCredentials(cwd) {
    let out;
    try {
        out = await git(cwd, ['config', '--local', '--null', '--get-regexp', '^(http\\..*\\.extraheader|remote\\..*\\.url)$'], 'utf8');
    }
    catch {
        return []; // exit 1: no such key
    }
    const names = [];
    for (const entry of out.split('\0')) {
        const nl = entry.indexOf('\n');
        if (nl < 0)
            continue;
        const [name, value] = [entry.slice(0, nl), entry.slice(nl + 1)];
        if (/\.extraheader$/i.test(name) || /^[a-z][a-z0-9+.-]*:\/\/[^/@]*:[^/@]*@/i.test(value))
            names.push(name);
    }
    return [...new Set(names)];
}
/** Is the worktree exactly its commit (nothing modified, nothing untracked)? */
async function isClean(dir) {
    return (await git(dir, ['status', '--porcelain', '--untracked-files=all'], 'utf8')).trim() === '';
}

// EXTERNAL MODULE: ./src/adapters/proc.ts
var adapters_proc = __webpack_require__(7642);
// EXTERNAL MODULE: ./src/cleanup.ts
var cleanup = __webpack_require__(2691);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/config.ts
var src_config = __webpack_require__(2973);
// EXTERNAL MODULE: ./src/oracle.ts
var src_oracle = __webpack_require__(6161);
// EXTERNAL MODULE: ./src/manifest.ts
var src_manifest = __webpack_require__(5546);
// EXTERNAL MODULE: ./src/paths.ts
var paths = __webpack_require__(8431);
;// CONCATENATED MODULE: ./src/oracle-check.ts
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
    const isChanged = (p) => changed.some((c) => (0,paths/* isSamePath */.ys)(c, p));
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
            try {
                config = (0,src_config/* parseConfig */.o4)(text, configFile);
            }
            catch (err) {
                if (!(err instanceof src_config/* ConfigError */.xL))
                    throw err;
                errors.push(err.line !== undefined ? `${err.message} (line ${err.line})` : err.message);
            }
        }
    }
    const named = config ?? baseConfig;
    const manifests = [...new Set([...named.fixtures, ...baseConfig.fixtures].map((f) => f.manifest))].filter(isChanged);
    const generators = [];
    for (const manifest of manifests) {
        const text = await read(manifest);
        const namedNow = named.fixtures.some((f) => (0,paths/* isSamePath */.ys)(f.manifest, manifest));
        if (text === undefined) {
            if (namedNow)
                errors.push(`${manifest}: named by ${configFile}, but the patch deletes it`);
            continue;
        }
        if (text instanceof Error) {
            errors.push(`${manifest}: cannot be read: ${text.message}`);
            continue;
        }
        const parsed = (0,src_manifest/* parseManifest */.Ng)(text, manifest);
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
        const files = [...(0,src_config/* configOraclePaths */.dV)(config, configFile), ...generators].filter((p) => !(0,paths/* isSamePath */.ys)(p, configFile) && !(0,paths/* isSamePath */.ys)(p, config.freeze.ledger));
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
            const found = (0,paths/* resolveInsideSync */.uG)(root, path);
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
            return (0,paths/* resolveInsideSync */.uG)(root, path).ok;
        },
    };
}

// EXTERNAL MODULE: ./src/trace/evidence.ts + 1 modules
var trace_evidence = __webpack_require__(8697);
// EXTERNAL MODULE: ./src/model.ts
var model = __webpack_require__(182);
;// CONCATENATED MODULE: ./src/stages/scope.ts
/**
 * Scope (SPEC §2): the oracle is the gate's own files. A diff that touches them and other files is
 * CONTAMINATED (split it); one that touches only them is TOOLCHAIN_PATCH (graded by people).
 * Matching ignores case, so `Gate.yml` on a case-insensitive file system cannot slip past.
 */






/** Pure: the scope code of a set of changed paths against the oracle files and protected globs. */
function scopeOf(changed, oracleFiles, protectedGlobs) {
    if (changed.length === 0) {
        return {
            code: 'EMPTY_PATCH',
            oracleTouched: [],
            reason: 'the patch changes no file: there is nothing to grade',
        };
    }
    const oracle = new Set(oracleFiles.map((p) => p.toLowerCase()));
    const isProtected = protectedGlobs.length
        ? picomatch_default()(protectedGlobs, { dot: true, nocase: true })
        : () => false;
    const touched = changed.filter((p) => oracle.has(p.toLowerCase()) || isProtected(p));
    if (touched.length === 0) {
        return {
            code: 'IN_SCOPE',
            oracleTouched: [],
            reason: `${changed.length} changed path(s), none of them an oracle file`,
        };
    }
    const list = touched.slice(0, 10).join(', ') + (touched.length > 10 ? `, … (${touched.length} in all)` : '');
    if (touched.length === changed.length) {
        return {
            code: 'TOOLCHAIN_PATCH',
            oracleTouched: touched,
            reason: `the patch changes only the gate's own files (${list}): land it alone, reviewed by people`,
        };
    }
    return {
        code: 'CONTAMINATED',
        oracleTouched: touched,
        reason: `the patch changes the gate's own files (${list}) together with other files: split it`,
    };
}
/**
 * The scope stage: the config from the base revision (none, or one that does not load, is
 * NOT_CONFIGURED), the oracle files it names, then the changed paths against them. Runs no user code.
 */
async function runScope(ctx) {
    const { oracle, configFile } = ctx;
    if (!(await oracle.exists(configFile))) {
        return {
            code: 'NOT_CONFIGURED',
            artifacts: [],
            detail: `${configFile} does not exist on the base revision ${ctx.baseSha.slice(0, 12)}`,
        };
    }
    let config;
    try {
        config = (0,src_config/* parseConfig */.o4)(await oracle.readText(configFile), configFile);
    }
    catch (err) {
        if (!(err instanceof src_config/* ConfigError */.xL))
            throw err;
        return {
            code: 'NOT_CONFIGURED',
            artifacts: [],
            detail: `configuration error: ${err.message}`,
            trace: { config_error: (0,trace_evidence/* configProblemOf */.Hc)(err) },
        };
    }
    const { files: oracleFiles, manifests } = await (0,src_oracle/* oracleFilesOf */.TW)(oracle, config, configFile);
    const scope = scopeOf(ctx.patch.changed, oracleFiles, config.protected);
    const ref = ctx.out.writeJson('scope.json', {
        code: scope.code,
        reason: scope.reason,
        oracle_touched: scope.oracleTouched,
        oracle_files: oracleFiles,
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
        ...(scope.code === 'IN_SCOPE' ? { next: { config, manifests } } : {}),
    };
}

// EXTERNAL MODULE: ./src/stages/property.ts + 1 modules
var property = __webpack_require__(903);
// EXTERNAL MODULE: ./src/stages/fixture.ts + 1 modules
var fixture = __webpack_require__(6874);
// EXTERNAL MODULE: ./src/classify/decide.ts
var decide = __webpack_require__(7172);
// EXTERNAL MODULE: ./src/classify/hash.ts
var hash = __webpack_require__(2916);
// EXTERNAL MODULE: ./src/pool.ts
var pool = __webpack_require__(9537);
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
    // Base replays take the base checkout one at a time, so one cannot see another's files.
    const baseTurn = new pool/* Slots */.W(1);
    // Outcomes and log lines follow the order of the misses, not of completion.
    const outcomes = await (0,pool/* mapOrdered */.w)(misses.pending, misses.pending.length || 1, (p) => classifyMiss({ ...ctx, proc }, p, {
        baseWorktree: (run) => baseTurn.run(() => ctx.baseCheckout(run)),
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
// EXTERNAL MODULE: ./src/diff.ts
var src_diff = __webpack_require__(9952);
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
async function openRun(o, t, out, worktrees) {
    const { root } = o;
    let baseSha = await resolveCommit(root, o.base);
    if (!baseSha && o.fetchMissingBase && /^[0-9a-f]{40}$/i.test(o.base)) {
        o.log.info(`gate: base ${o.base} is not in this checkout; fetching it (git fetch --depth=1 origin ${o.base})`);
        await fetchCommit(root, o.base);
        baseSha = await resolveCommit(root, o.base);
    }
    if (!baseSha)
        throw new GateInputError(`base revision ${JSON.stringify(o.base)} is not a commit in ${root}`);
    const headRev = o.head ?? 'HEAD';
    const headSha = await resolveCommit(root, headRev);
    if (!headSha)
        throw new GateInputError(`head revision ${JSON.stringify(headRev)} is not a commit in ${root}`);
    t.base = baseSha;
    t.head = headSha;
    const oracleDir = await addWorktree(root, baseSha, 'oracle');
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
        oracle: new src_oracle/* Oracle */.RN(oracleDir),
        out,
        log: o.log,
        configFile: o.config,
        ...(o.shard ? { shard: o.shard } : {}),
    };
}
/** The patch the specs read: a given --patch file, or `git diff base head` taken in the oracle worktree. */
async function candidatePatch(o, out, { baseSha, headSha, oracleDir }) {
    let bytes;
    let changed;
    let diff;
    if (o.patchFile) {
        try {
            bytes = (0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(o.cwd, o.patchFile));
        }
        catch (err) {
            throw new GateInputError(`--patch ${o.patchFile}: cannot read: ${err.message}`);
        }
        try {
            diff = (0,src_diff/* parseUnifiedDiff */.rj)(bytes.toString('utf8'));
        }
        catch (err) {
            if (err instanceof src_diff/* DiffParseError */.hg)
                throw new GateInputError(`${o.patchFile}: not a unified diff: ${err.message}`);
            throw err;
        }
        changed = [
            ...new Set(diff.files.flatMap((f) => [f.oldPath, f.newPath]).filter((p) => !!p)),
        ].sort();
    }
    else {
        bytes = await diffPatch(oracleDir, baseSha, headSha);
        diff = (0,src_diff/* parseUnifiedDiff */.rj)(bytes.toString('utf8'));
        const paths = await changedPaths(oracleDir, baseSha, headSha);
        changed = [...new Set(paths.flatMap((p) => (p.from ? [p.from, p.path] : [p.path])))].sort();
    }
    const ref = out.writeText('candidate.patch', bytes);
    return { path: out.path('candidate.patch'), digest: `sha256:${ref.sha256}`, diff, changed };
}

;// CONCATENATED MODULE: ./src/run/base-checkout.ts
/** The base checkouts that base replays run in: made when the classify stage first needs one. */

/**
 * Clean worktrees of the base for base replays, separate from the oracle worktree: each base replay
 * borrows one that no other replay holds meanwhile (so side-by-side replays cannot see each other's
 * files), and gives it back; one that a replay left dirty is replaced before it is lent again.
 */
function reusedBaseCheckout(ctx, worktrees) {
    const idle = [];
    const borrow = async () => {
        for (let dir = idle.pop(); dir !== undefined; dir = idle.pop()) {
            if (await isClean(dir))
                return dir;
            await removeWorktree(ctx.root, dir);
            worktrees.splice(worktrees.indexOf(dir), 1);
        }
        const dir = await addWorktree(ctx.root, ctx.baseSha, 'replay');
        worktrees.push(dir);
        return dir;
    };
    return async (run) => {
        const dir = await borrow();
        try {
            return await run(dir);
        }
        finally {
            idle.push(dir);
        }
    };
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

;// CONCATENATED MODULE: ./src/version.ts
const VERSION = '0.1.0';

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
async function grade(ctx, o, t, worktrees) {
    const step = (name, body) => recordStage(t, o, name, body);
    const proc = adapters_proc/* localRunner */.iL;
    const scoped = await step('scope', () => runScope(ctx));
    if (!scoped)
        return;
    const clear = await step('property', () => (0,property/* runProperty */.f0)({ ...ctx, proc }, scoped));
    if (!clear)
        return;
    if (clear.config.fixtures.length === 0)
        return o.log.info('gate: fixture  (no fixtures configured)');
    const misses = await step('fixture', () => (0,fixture/* runFixture */.Bx)({ ...ctx, proc }, clear));
    if (!misses)
        return;
    const baseCheckout = reusedBaseCheckout(ctx, worktrees);
    const classified = await step('classify', () => runClassify({ ...ctx, proc, baseCheckout }, misses));
    if (!classified)
        return;
    const now = o.now ?? new Date();
    await step('freeze', () => (0,freeze/* runFreeze */.PF)({ ...ctx, now, ...(o.runNumber !== undefined ? { runNumber: o.runNumber } : {}) }, classified));
}
/** Trace bookkeeping: a stage's code, time, artifacts and trace fields, recorded as it finishes. */
async function recordStage(t, o, name, body) {
    const started = Date.now();
    if (o.injectFault === name)
        throw new Error(`injected fault in the ${name} stage`);
    const r = await body();
    Object.assign(t, r.trace);
    const elapsed = Date.now() - started;
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
async function runGate(o) {
    const root = await topLevel(o.cwd).catch(() => {
        throw new GateInputError(`${o.cwd} is not inside a git repository`);
    });
    const gitDir = (await git(root, ['rev-parse', '--absolute-git-dir'], 'utf8')).trim();
    const release = (0,outdir/* acquireLock */.IZ)((0,external_node_path_.join)(gitDir, 'gate.lock'));
    const t = blankTrace({
        tool_version: VERSION,
        base: o.base,
        head: o.head ?? 'HEAD',
        config: o.config,
        shard: o.shard ?? null,
        checkSha: o.checkSha,
    });
    t.finished_at = '';
    if (o.runNumber !== undefined)
        t.run_number = o.runNumber;
    const worktrees = [];
    let ctx;
    const unhook = (0,cleanup.onInterrupt)(() => {
        (0,adapters_proc/* killAllRunning */.fe)();
        for (const w of worktrees)
            removeWorktreeSync(root, w);
        release();
    });
    try {
        const out = outdir/* OutDir */.kW.fresh((0,external_node_path_.resolve)(o.cwd, o.outDir));
        for (const s of await removeStaleWorktrees(root))
            o.log.warn(`removed a base worktree left behind by an earlier run: ${s}`);
        for (const key of await persistedCredentials(root))
            o.log.warn(`the checkout keeps a credential in .git/config (${key}); specs, generators and invariants can read it: use actions/checkout with persist-credentials: false`);
        let error;
        try {
            ctx = await openRun({ ...o, root }, t, out, worktrees);
            await grade(ctx, o, t, worktrees);
        }
        catch (err) {
            error = err;
            o.log.error(`gate: ${err instanceof Error ? err.message : String(err)}`);
        }
        finally {
            t.oracle_reads = ctx ? [...ctx.oracle.reads] : [];
            for (const w of [...worktrees].reverse())
                await removeWorktree(root, w);
        }
        finish(t, error);
        out.writeJson('trace.json', t);
        o.log.info(`gate: verdict ${t.verdict}, label ${t.label ?? '-'}, reason ${t.reason_code} (${t.reason_stage}), conclusion ${t.conclusion}`);
        return { trace: t, tracePath: out.path('trace.json') };
    }
    finally {
        unhook();
        release();
    }
}

;// CONCATENATED MODULE: ./src/log.ts
const stderrLogger = {
    info: (m) => void process.stderr.write(`${m}\n`),
    warn: (m) => void process.stderr.write(`warning: ${m}\n`),
    error: (m) => void process.stderr.write(`error: ${m}\n`),
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
    const { trace, tracePath } = await runGate({
        cwd: process.cwd(),
        config: values.config,
        base: (0,args/* required */.mw)(values, 'base'),
        ...(values.head !== undefined ? { head: values.head } : {}),
        ...(values.patch !== undefined ? { patchFile: values.patch } : {}),
        outDir: values.out,
        ...(runNumber !== undefined ? { runNumber } : {}),
        ...(values.shard !== undefined ? { shard: parseShard(values.shard) } : {}),
        log: stderrLogger,
    });
    process.stderr.write((0,headline/* terminalSummary */.jg)(trace, (0,external_node_path_.relative)(process.cwd(), tracePath) || tracePath));
    if (values.quiet !== true)
        process.stdout.write(JSON.stringify(trace, null, 2) + '\n');
    return values['exit-code'] ? EXIT_CODES[trace.verdict] : 0;
}


/***/ })

};
