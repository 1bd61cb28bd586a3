export const id = 70;
export const ids = [70];
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

/***/ 5821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ checkoutWarning),
/* harmony export */   r: () => (/* binding */ preflightRun)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6675);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6960);
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
    const probe = (0,node_child_process__WEBPACK_IMPORTED_MODULE_1__.spawnSync)('git', ['--version'], { encoding: 'utf8', timeout: 10_000, env: process.env });
    if (probe.error !== undefined || probe.status !== 0)
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('git is not installed or not on PATH (the gate reads the patch and the base with it)');
    let root;
    try {
        root = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .topLevel */ .M4)(cwd);
    }
    catch {
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${cwd} is not inside a git repository (run gate run in the candidate checkout)`);
    }
    const base = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(root, o.base);
    if (base === undefined)
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--base ${JSON.stringify(o.base)}: no such commit here` +
            (/^[0-9a-f]{7,40}$/i.test(o.base)
                ? ' (a shallow clone may lack it: git fetch --depth=1 origin SHA)'
                : ''));
    const headSha = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(root, 'HEAD');
    if (o.head !== undefined) {
        const head = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(root, o.head);
        if (head === undefined)
            throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--head ${JSON.stringify(o.head)}: no such commit here`);
        // Specs and fixtures run on the checkout: grading another commit's patch against it would mix the two.
        if (head !== headSha)
            throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--head ${JSON.stringify(o.head)} is ${head.slice(0, 12)}, not the checkout's HEAD ${String(headSha).slice(0, 12)}: ` +
                `check it out first (git checkout ${o.head}), or leave --head out`);
    }
    if (o.patch !== undefined) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(o.patch, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK);
        }
        catch {
            throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--patch ${o.patch}: cannot be read`);
        }
    }
    if (o.patch === undefined && headSha !== undefined) {
        try {
            await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(root, ['merge-base', '--is-ancestor', base, headSha], 'utf8', 30_000);
        }
        catch {
            warnings.push(`--base ${o.base} is not an ancestor of HEAD: the patch holds its changes too. ` +
                `Grade against the fork point: --base $(git merge-base ${o.base} HEAD)`);
        }
    }
    return { warnings, checkout: checkoutStatus(root, o.out) };
}
/** The uncommitted changes of the working tree outside the output folder `outDir`, and their warning. */
async function checkoutStatus(root, outDir) {
    try {
        // Only a warning, so git compares a file's modification time and size, not its change time,
        // owner or inode: the sandbox of an earlier run in this checkout changed those on every file
        // (its grant and hand-back), and a full comparison read and hashed the whole checkout again
        // (100,000 files: 0.8 s). An edit that keeps both the time and the size is not warned about.
        // It takes no lock (GIT_OPTIONAL_LOCKS=0, src/adapters/git.ts), so the run's own index refresh
        // may go on beside it.
        const status = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(root, [
            '-c',
            'core.checkStat=minimal',
            '-c',
            'core.trustctime=false',
            'status',
            '--porcelain',
            '--untracked-files=normal',
        ], 'utf8', 30_000);
        const out = outDir.replace(/^\.\//, '').replace(/\/$/, '');
        const dirty = status
            .split('\n')
            .filter((l) => l.trim() !== '')
            .filter((l) => !l.slice(3).startsWith(`${out}/`) && l.slice(3) !== out);
        if (dirty.length === 0)
            return { uncommitted: 0, warning: null };
        return {
            uncommitted: dirty.length,
            warning: `the working tree has ${dirty.length} uncommitted change(s) (${dirty
                .slice(0, 3)
                .map((l) => l.slice(3))
                .join(', ')}${dirty.length > 3 ? ', …' : ''}): the patch is taken from commits, ` +
                'but specs and fixtures run on the working tree (a path the patch changes that differs is held ' +
                'UNGRADABLE); commit or stash them for a faithful grade',
        };
    }
    catch {
        // A status that cannot be read changes nothing about the grade.
        return { uncommitted: 0, warning: null };
    }
}
/**
 * Where `gate check` and `gate init` run: they read and write the current directory, which the action
 * reads as the repository's root. A warning when it is not inside a git repository, or not at its root;
 * null at the root.
 */
async function checkoutWarning(cwd, command) {
    const reads = command === 'init' ? 'writes gate.yml and its files into' : 'reads gate.yml and the paths it names from';
    let root;
    try {
        root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .topLevel */ .M4)(cwd));
    }
    catch {
        return (`warning: ${cwd} is not inside a git repository. gate ${command} ${reads} the current directory, ` +
            'but the gate grades commits: run it at the root of the repository it is for (or git init first)');
    }
    let here = cwd;
    try {
        here = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(cwd);
    }
    catch {
        // An unreadable directory is compared as it is named.
    }
    if (here === root)
        return null;
    return (`warning: ${cwd} is not the root of its git repository (${root}). gate ${command} ${reads} the current ` +
        `directory, while the action reads them from the root: run it there (cd ${root})`);
}


/***/ }),

/***/ 70:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RUN_EXIT: () => (/* binding */ RUN_EXIT),
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
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
;// CONCATENATED MODULE: ./src/adapters/heap.ts
/**
 * The gate process's heap held tight while a run may be reading a patch of very many paths: the young
 * generation at the size it starts with, and the old generation let grow by a tenth of what is live
 * after each full collection instead of V8's own factor (up to four times).
 *
 * - V8 doubles the young generation (up to 64 MiB a semi-space on Node 24, 32 MiB on Node 20) while
 *   many new objects survive their collections, as the records of a patch of 100,000 paths all do, and
 *   the process's resident memory then keeps the largest size it reached: that patch peaked at about
 *   340 MiB on Node 24, 218 MiB with the young generation held.
 * - Held small, the young generation moves what outlives two of its collections to the old generation,
 *   where V8 lets garbage pile up to several times the live size before it collects: at 100,000 paths
 *   about 47 MB were live after the last full collection and 123 MB in use when the run ended. Let
 *   grow by a tenth, the old generation is collected more often (a dozen short full collections
 *   instead of two) and the peak is 44 MiB lower on Node 20, 19 MiB on Node 24 (docs/contributing.md).
 *
 * Held for a patch of large files instead, the many objects each file's lines make move to the old
 * generation early and its peak rose (a 100 MiB patch over 2,000 files: 124 to 159 MiB on Node 24), so
 * a run holds the heap from its start and lets it go as soon as the changed paths are counted and are
 * not many (src/patch/graded.ts); then both flags are V8's own again.
 *
 * The action's `node` is started by the runner, so no command-line flag of ours reaches it, and the
 * sizes `--max-semi-space-size` and `--max-old-space-size` are read only when the heap is made; the
 * two flags here are read each time V8 decides how far a space may grow, so setting them while the
 * process runs takes effect (at start V8 raises a semi-space growth factor below 2 to 2; set later, 1
 * keeps the size; a growing percent of 0 is V8's own factor). Node documents run-time flag changes as
 * use-with-care; these change only when V8 grows a space or collects, never what is kept.
 */

const HOLD_HEAP = '--semi-space-growth-factor=1 --heap-growing-percent=10';
/** V8's own growth factors, set back once the run lets the heap go. */
const LET_HEAP_GO = '--semi-space-growth-factor=2 --heap-growing-percent=0';
let held = false;
function holdHeap() {
    (0,external_node_v8_.setFlagsFromString)(HOLD_HEAP);
    held = true;
}
function letHeapGo() {
    if (!held)
        return;
    (0,external_node_v8_.setFlagsFromString)(LET_HEAP_GO);
    held = false;
}
/** Whether this process holds its heap now. */
function heapHeld() {
    return held;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/adapters/git.ts
var git = __webpack_require__(6960);
;// CONCATENATED MODULE: ./src/run/checkout-state.ts
/**
 * What the specs leave in the checkout, where the replays run without views (`GATE_VIEWS=checkout`,
 * or no mount possible; with views the specs run in a view of their own and none of this is needed).
 * There the specs run in the checkout itself and may load the code under test, and the replays that
 * follow run in that checkout (or a base worktree beside it): whatever the
 * code did to it while a spec ran would be loaded by every replay instead of the graded bytes — a
 * rewritten tracked file, or a file git does not track that shadows one (a package `src/helper/`
 * beside `src/helper.py`, a `node_modules/` beside a module, a `conftest.py`).
 *
 * Taken before the specs and checked after them (no process of the run's users is alive by then):
 * - the moment it was taken, as the checkout's file system stamps change times: afterwards every
 *   tracked file whose change time is at or past it (a change time no user can set back, so a file
 *   written in place, replaced or removed shows) is compared by content — a file that differed from
 *   the commit before the run with the digest taken of it before the specs, any other with the commit
 *   by git (only those paths are read);
 * - every file git does not track (ignored ones included), with its type, inode, size and change time;
 * Changed tracked files, or untracked files that changed or went away, end the run (the caller
 * throws: UNUSABLE, naming the files). Untracked files that appeared are removed, so the replays see
 * the checkout as it was before the specs (an honest spec may leave a cache behind); the folders
 * they sit in are checked with no-follow reads first, and a link on the way ends the run instead.
 */





/**
 * The state of the checkout before or after the specs. `dirty` is what `git diff HEAD` listed before
 * the sandbox's grant ({@link dirtyPaths}): the grant changes every file's change time and group,
 * which git's index records, so a `git diff HEAD` after it would read every file of the checkout
 * again. Instead the state records the time it was taken, as the checkout's file system stamps it
 * (the change time of a file made and removed in the checkout's top folder); after the specs, a
 * tracked file changed since then has a change time at or past it, as a change time no user can set
 * back. Only those files are compared by content (see {@link compareCheckout}).
 * Repository paths under `skip` (the run's own folders inside the checkout) are left out.
 */
async function checkoutState(root, skip, dirty, { stamped = true } = {}) {
    const inside = skip
        .map((s) => (0,external_node_path_.relative)(root, s))
        .filter((r) => r !== '' && !r.startsWith('..') && !r.startsWith(external_node_path_.sep))
        .map((r) => r.split(external_node_path_.sep).join('/'));
    const skipped = (p) => inside.some((s) => p === s || p.startsWith(`${s}/`));
    const since = stamped ? clockOf(root) : null;
    const tracked = new Map();
    for (const p of dirty)
        if (!skipped(p))
            tracked.set(p, asGitSees((0,external_node_path_.join)(root, p)));
    const untracked = new Map();
    const others = await git/* git */.$Y(root, ['ls-files', '--others', '-z', '--'], 'utf8');
    for (const p of others.split('\0')) {
        if (p === '' || skipped(p))
            continue;
        untracked.set(p, identity((0,external_node_path_.join)(root, p)));
    }
    return { root, since, skip: skipped, tracked, untracked };
}
/**
 * A working file as git compares it with the commit: its bytes (their digest), its type and its
 * executable bit; `missing` when it is gone. The grant's group bits are not part of it.
 */
function asGitSees(path) {
    let st;
    try {
        st = (0,external_node_fs_.lstatSync)(path);
    }
    catch {
        return 'missing';
    }
    return `${(0,statedir/* artifactDigest */.Fp)(path) ?? 'missing'}:${st.mode & 0o170000}:${st.mode & 0o100}`;
}
/** The change time the checkout's file system gives a file now (nanoseconds). */
function clockOf(root) {
    const probe = (0,external_node_path_.join)(root, `.gate-clock-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`);
    const fd = (0,external_node_fs_.openSync)(probe, 'wx', 0o600);
    try {
        return (0,external_node_fs_.fstatSync)(fd, { bigint: true }).ctimeNs;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
        (0,external_node_fs_.unlinkSync)(probe);
    }
}
/**
 * The tracked files whose change time is at or past `since` (or that are gone, or cannot be read):
 * every one the specs wrote, replaced, moved or removed, and maybe a few the grant touched in the
 * same clock tick.
 */
async function touchedSince(state) {
    const since = state.since;
    if (since === null)
        throw new Error('the state of the checkout before the specs has no time to compare from');
    const listed = await git/* git */.$Y(state.root, ['ls-files', '-z', '--'], 'utf8');
    const touched = [];
    for (const p of listed.split('\0')) {
        if (p === '' || state.skip(p))
            continue;
        let ctime;
        try {
            ctime = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(state.root, p), { bigint: true, throwIfNoEntry: false })?.ctimeNs;
        }
        catch {
            ctime = undefined;
        }
        if (ctime === undefined || ctime >= since)
            touched.push(p);
    }
    return touched;
}
/**
 * What `git diff HEAD` lists as changed in the working tree, before any of the run's changes. A file's
 * change time alone does not make git read it again (`core.trustctime=false`): an earlier run's grant
 * and hand-back changed every file's change time and nothing else, and without this the first run
 * after it would read the whole checkout (a content change still shows in the time it was modified,
 * its size, inode, owner or group). What the index records stale for another reason (a file written
 * with the same bytes, a checkout copied) is refreshed once, best effort: it decides nothing.
 */
async function dirtyPaths(root) {
    // The index brought up to date first (what an older run or tool left stale is read once, here).
    await git/* git */.$Y(root, ['-c', 'core.trustctime=false', 'update-index', '-q', '--ignore-submodules', '--refresh'], 'utf8')
        .catch(() => undefined);
    const out = await git/* git */.$Y(root, ['-c', 'core.trustctime=false', 'diff', '--name-only', '-z', '--no-renames', 'HEAD', '--'], 'utf8');
    return out.split('\0').filter((p) => p !== '');
}
function identity(path) {
    try {
        const st = (0,external_node_fs_.lstatSync)(path, { bigint: true });
        return `${st.mode}:${st.ino}:${st.size}:${st.ctimeNs}`;
    }
    catch {
        return 'missing';
    }
}
/**
 * What the specs left: `after` may still be being taken (a promise), so that git lists the untracked
 * files while this process stats the tracked ones (100,000 files: about 0.1 s of the 0.45 s).
 */
async function compareCheckout(before, taking) {
    const changed = [];
    // A tracked file whose change time is before the state was taken was not written since.
    const [touchedList, after] = await Promise.all([touchedSince(before), taking]);
    const touched = new Set(touchedList);
    for (const p of before.tracked.keys())
        touched.add(p);
    const againstCommit = [];
    for (const p of touched) {
        const was = before.tracked.get(p);
        // A file that already differed from the commit: changed if its bytes, type or executable bit
        // are not what they were.
        if (was !== undefined) {
            if (after.tracked.get(p) !== was)
                changed.push(p);
        }
        else
            againstCommit.push(p);
    }
    // A file that was the commit's: changed if git now finds it differs (only these paths are read).
    const CHUNK = 500;
    for (let i = 0; i < againstCommit.length; i += CHUNK) {
        const out = await git/* gitRun */.qM(after.root, ['diff', '--name-only', '-z', '--no-renames', 'HEAD', '--', ...againstCommit.slice(i, i + CHUNK)], { env: { GIT_LITERAL_PATHSPECS: '1' } });
        for (const p of out.toString('utf8').split('\0'))
            if (p !== '')
                changed.push(p);
    }
    for (const [p, id] of before.untracked)
        if (after.untracked.get(p) !== id)
            changed.push(p);
    const planted = [...after.untracked.keys()].filter((p) => !before.untracked.has(p));
    return { changed: [...new Set(changed)], planted };
}
/**
 * Removes the planted files and the folders that held nothing else, refusing (throwing) where a
 * folder on the way is not a real folder: nothing is followed through a link.
 */
function removePlanted(root, planted) {
    const folders = new Set();
    for (const p of planted) {
        const parts = p.split('/');
        let at = root;
        for (const part of parts.slice(0, -1)) {
            at = (0,external_node_path_.join)(at, part);
            const st = (0,external_node_fs_.lstatSync)(at);
            if (!st.isDirectory() || st.isSymbolicLink())
                throw new Error(`${(0,external_node_path_.relative)(root, at)} is not a folder any more: a program replaced it while the specs ran`);
            folders.add(at);
        }
        (0,external_node_fs_.unlinkSync)((0,external_node_path_.join)(root, p));
    }
    // Deepest first: a folder left empty by the removal goes too (one with anything else in it stays).
    for (const dir of [...folders].sort((a, b) => b.length - a.length)) {
        if ((0,external_node_path_.dirname)(dir) === dir)
            continue;
        try {
            if ((0,external_node_fs_.readdirSync)(dir).length === 0)
                (0,external_node_fs_.rmdirSync)(dir);
        }
        catch {
            // Not empty, or gone already: left as it is.
        }
    }
}

// EXTERNAL MODULE: ./src/adapters/git-objects.ts
var git_objects = __webpack_require__(2585);
// EXTERNAL MODULE: ./src/adapters/proc.ts
var proc = __webpack_require__(7642);
// EXTERNAL MODULE: ./src/adapters/attest.ts + 1 modules
var attest = __webpack_require__(9565);
// EXTERNAL MODULE: ./src/adapters/sandbox.ts
var sandbox = __webpack_require__(8023);
// EXTERNAL MODULE: ./src/adapters/privileged.ts
var privileged = __webpack_require__(6043);
// EXTERNAL MODULE: ./src/run/cleanup.ts
var cleanup = __webpack_require__(7705);
// EXTERNAL MODULE: ./src/oracle/config.ts
var oracle_config = __webpack_require__(8710);
// EXTERNAL MODULE: ./src/oracle/base-tree.ts
var base_tree = __webpack_require__(3778);
// EXTERNAL MODULE: ./src/oracle/reader.ts
var reader = __webpack_require__(1271);
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
 * Files read and paths looked up at most in one check: a 1 MiB gate.yml can name thousands of
 * manifests of thousands of inputs each, and the check must not hold the gate past its budgets.
 * Past it the list says where the check stopped (the verdict is a HOLD for people either way).
 */
const MAX_CANDIDATE_LOOKUPS = 20_000;
/**
 * What is wrong with the candidate's gate.yml (when the patch changes it) and with every manifest the
 * patch changes that either config names; and, when the candidate's gate.yml parses, every spec,
 * probe, manifest, invariant or generator it names that the candidate does not have. Empty when all is
 * well. Never throws: an unreadable file is itself an error in the list.
 */
async function candidateOracleErrors(input) {
    const { configFile, changed, baseConfig, tree } = input;
    const errors = [];
    // isSamePath is string equality: a set answers it in constant time per path.
    const changedSet = new Set(changed);
    const isChanged = (p) => changedSet.has(p);
    let lookups = 0;
    const spent = () => ++lookups > MAX_CANDIDATE_LOOKUPS;
    // Where the check stopped is the last entry, whatever the cap on entries leaves out before it.
    const stopped = () => [
        ...finish(errors).slice(0, MAX_CANDIDATE_ERRORS - 2),
        ...(errors.length > MAX_CANDIDATE_ERRORS - 2
            ? [`… and ${errors.length - (MAX_CANDIDATE_ERRORS - 2)} more`]
            : finish(errors).slice(MAX_CANDIDATE_ERRORS - 2)),
        `the check stopped after ${MAX_CANDIDATE_LOOKUPS} file reads and lookups; the rest was not checked`,
    ];
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
    const namedManifests = new Set(named.fixtures.map((f) => f.manifest));
    for (const manifest of manifests) {
        if (spent())
            return stopped();
        const text = await read(manifest);
        const namedNow = namedManifests.has(manifest);
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
            if (spent())
                return stopped();
            if (!(await tree.exists(p)))
                errors.push(`${manifest}: inputs: ${p} does not exist in the patch`);
        }
    }
    if (config !== undefined) {
        const files = [...(0,oracle_config/* configOraclePaths */.dV)(config, configFile), ...generators].filter((p) => !(0,patch_paths/* isSamePath */.ys)(p, configFile) && !(0,patch_paths/* isSamePath */.ys)(p, config.freeze.ledger));
        for (const p of [...new Set(files)]) {
            if (spent())
                return stopped();
            if (!(await tree.exists(p)))
                errors.push(`${configFile}: names ${p}, which does not exist in the patch`);
        }
    }
    return finish(errors);
}
/** At most {@link MAX_CANDIDATE_ERRORS} entries, the last one counting what was left out. */
function finish(errors) {
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

// EXTERNAL MODULE: ./src/trace/evidence.ts
var trace_evidence = __webpack_require__(1932);
// EXTERNAL MODULE: ./src/trace/model.ts
var model = __webpack_require__(1332);
// EXTERNAL MODULE: ./src/patch/compiled.ts + 1 modules
var compiled = __webpack_require__(1698);
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
function scopeOf(changed, oracleFiles, protectedGlobs, inputFiles = [], inputGlobs = []) {
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
    // One pass, set lookups: linear in the changed paths (a patch may add a million files). A path the
    // patch adds under a manifest's input glob is an input too (src/oracle/manifest.ts).
    const isGlobbedInput = inputGlobs.length ? (0,patch_paths/* globMatcher */.fU)(inputGlobs, { nocase: true }) : () => false;
    const touched = [];
    const inputsTouched = [];
    for (const p of changed) {
        if (reaches(oracle, p) || isProtected(p))
            touched.push(p);
        else if (reaches(inputs, p) || isGlobbedInput(p))
            inputsTouched.push(p);
    }
    if (touched.length === 0 && inputsTouched.length === 0) {
        return {
            code: 'IN_SCOPE',
            oracleTouched: [],
            inputsTouched: [],
            reason: `${changed.length} changed path(s), none of them an oracle file`,
        };
    }
    if (touched.length + inputsTouched.length === changed.length) {
        const all = [...changed]; // every changed path is one or the other
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
    // A patch past a size cap was not read: not even "it changes nothing" is known, so it holds.
    const tooLarge = ungradable.find((u) => u.kind === 'patch-too-large');
    if (tooLarge !== undefined && scope.code !== 'CONTAMINATED' && scope.code !== 'TOOLCHAIN_PATCH')
        return {
            code: 'UNGRADABLE',
            oracleTouched: [],
            inputsTouched: scope.inputsTouched,
            reason: `the gate cannot grade this patch: ${tooLarge.reason}; a person must review it`,
        };
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
    const scope = scopeOf(changed, set.files, [...config.protected, ...(o.extraProtected ?? [])], set.inputs, set.inputGlobs);
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
    const testFiles = [...config.fixtures.map((f) => f.invariant), ...(set.testFiles ?? [])];
    // The base's links where its tests or the `protected` globs reach: a path the patch changes under a
    // link's target is read there as the link's path.
    const links = ctx.patch.changed.length === 0
        ? []
        : await (async () => {
            const { deep, shallow } = (0,compiled/* testLinkFolders */.G3)((config.tests ?? []).length > 0 ? testFiles : []);
            // A protected folder may be the link itself: its parent's entries are read too.
            // (Never the root: a glob such as `**/*.snap` would walk the whole tree.)
            const prefixes = [...new Set(config.protected.map(base_tree/* literalFolder */.us))].filter((p) => p !== '');
            const parents = prefixes.map((p) => p.slice(0, Math.max(0, p.lastIndexOf('/'))));
            return (0,compiled/* baseLinksUnder */.$L)(oracle.tree, [...deep, ...prefixes], [...shallow, ...parents]);
        })();
    const guarded = (0,patch_paths/* globMatcher */.fU)(config.protected, { nocase: true });
    const linkedProtected = (0,compiled/* throughLinks */.h7)(ctx.patch.changed, links)
        .filter((x) => guarded(x.alias) && !guarded(x.path))
        .map(({ path, alias, link }) => ({
        path,
        kind: 'loader-context',
        reason: `is \`${alias}\` through the base's link \`${link.path}\` (to \`${link.target}\`), which \`protected\` lists: a protected file changed by its other name. List the link's target under \`protected\` too, or make the change in its own reviewed patch`,
    }));
    // Compiled code, and files that change how an invariant (or a tests fixture's test file, and what
    // its runner reads) is loaded in the checkout it runs in.
    const ungradable = [
        ...ctx.patch.ungradable,
        ...(0,compiled/* compiledUngradable */.Be)(ctx.patch.changed),
        ...(0,compiled/* workingTreeUngradable */.Dw)(ctx.patch.changed, ctx.dirty ?? []),
        ...linkedProtected,
        ...(0,compiled/* commandFilesUngradable */.yJ)(ctx.patch.changed, (config.tests ?? []).flatMap((t) => [
            ...(t.command !== null ? [{ field: 'command', text: t.command }] : []),
            ...(t.setup !== null && t.setup !== undefined ? [{ field: 'setup', text: t.setup }] : []),
        ])),
        ...(await (0,compiled/* loaderContextUngradable */.I4)(ctx.patch.changed, testFiles, {
            base: (p) => (0,compiled/* baseBlob */.tv)(oracle.tree, p),
            head: async (p) => (0,compiled/* checkoutFile */.ni)(ctx.root, p),
            baseNames: (folder) => (0,compiled/* baseFolderNames */.Il)(oracle.tree, folder),
            headNames: async (folder) => (0,compiled/* checkoutNames */.Jb)(ctx.root, folder),
        }, (config.tests ?? []).map((t) => t.runner), links)),
    ];
    const scope = gradable(base.scope, ungradable);
    const ref = ctx.out.writeJson('scope.json', {
        code: scope.code,
        reason: scope.reason,
        ...(ungradable.length > 0 ? { ungradable } : {}),
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
            fixtures_configured: config.fixtures.length + (config.tests?.length ?? 0),
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

// EXTERNAL MODULE: ./src/builtins/spec.ts
var builtins_spec = __webpack_require__(4129);
// EXTERNAL MODULE: ./src/stages/spec-run.ts
var spec_run = __webpack_require__(3336);
;// CONCATENATED MODULE: ./src/stages/property.ts
/**
 * Property (SPEC §2): every spec must first show it can fail. Registration runs it on its probe
 * patch (must reject) and on the empty patch (must not reject unless `global: true`); the slot file
 * keeps both results and the digests. Only a valid slot lets the spec grade the candidate.
 *
 * This module is the stage: each configured spec located on the base revision, registered and
 * evaluated (independent specs concurrently), `on_match: hold`, and the stage code decided from the
 * specs' codes. Running one spec, registering and evaluating it is src/stages/spec-run.ts.
 */





/**
 * `on_match: hold` (SPEC §3, §12): the spec's match on the candidate holds the patch for a person
 * instead of rejecting it. Only a match changes: registration (the probe must match, the empty patch
 * must not) and every other result stand as they are, so a held check is as falsifiable as any.
 */
function property_held(result) {
    if (result.code !== 'PROPERTY_REJECT')
        return result;
    const where = result.witness
        ? `${result.witness.path}${result.witness.line !== undefined ? ` line ${result.witness.line}` : ''}`
        : 'the patch';
    return {
        ...result,
        code: 'PROPERTY_HOLD',
        reason: `needs a person: this patch edits ${where} (${result.reason})`,
    };
}
/**
 * The order in which spec codes decide the stage: a witnessed rejection first; a held match only
 * when nothing else rejects or fails to grade (a HOLD never hides a REJECT, SPEC §3).
 */
const STAGE_ORDER = [
    'PROPERTY_REJECT',
    'PROPERTY_BUDGET',
    'PROPERTY_ERROR',
    'PROPERTY_NOT_FALSIFIABLE',
    'PROPERTY_HOLD',
    'PROPERTY_CLEAR',
];
function stageCode(outcomes) {
    for (const code of STAGE_ORDER)
        if (outcomes.some((o) => o.code === code))
            return code;
    return 'PROPERTY_CLEAR';
}
/** One configured spec: located on the base revision, registered, then (with a valid slot) evaluated. */
async function gradeSpec(ctx, p, i, timeoutMs) {
    const t0 = Date.now();
    const dir = `property/${String(i + 1).padStart(2, '0')}-${(0,patch_paths/* slug */.yR)(p.spec)}`;
    const base = { spec: p.spec, probe: p.probe, global: p.global, logs: [] };
    let specFile;
    let probeFile;
    let catalog;
    try {
        if (p.builtin !== undefined) {
            // A catalog check ships with the gate: only an overriding probe is read from the base revision.
            catalog = (0,builtins_spec/* materializeCheck */.I)(ctx.out, dir, p.builtin);
            specFile = catalog.specFile;
            if (p.builtin.shippedProbe || p.probe === null)
                probeFile = catalog.probeFile;
            else {
                probeFile = await ctx.oracle.locate(p.probe);
                ctx.oracle.reads.push(p.probe);
            }
        }
        else {
            specFile = await ctx.oracle.locate(p.spec);
            ctx.oracle.reads.push(p.spec);
            if (p.probe === null)
                throw new reader/* OracleError */.lF(`${p.spec}: no probe configured`, p.spec);
            probeFile = await ctx.oracle.locate(p.probe);
            ctx.oracle.reads.push(p.probe);
        }
    }
    catch (err) {
        if (!(err instanceof reader/* OracleError */.lF))
            throw err;
        const outcome = {
            ...base,
            code: 'PROPERTY_ERROR',
            reason: err.message,
            elapsed_ms: Date.now() - t0,
        };
        return { outcome, artifacts: [] };
    }
    const env = {
        proc: ctx.proc,
        cwd: ctx.root,
        timeoutMs,
        out: ctx.out,
        logPrefix: dir.replace('/', '-'),
        handOver: ctx.handOver,
        ...(ctx.patch.graded !== undefined ? { graded: ctx.patch.graded } : {}),
    };
    const spec = { name: p.spec, file: specFile, ...(catalog ? { check: catalog.check } : {}) };
    const { slot, logs: regLogs } = await (0,spec_run/* registerSpec */.tT)(spec, { name: p.probe ?? `${p.spec}.patch`, file: probeFile }, p.global, env);
    const slotRef = ctx.out.writeJson(`${dir}/slot.json`, slot);
    const evaluated = await (0,spec_run/* evalSpec */.wJ)(spec, slot, slotRef.sha256, { bytes: ctx.patch.bytes, sha256: ctx.patch.digest.replace(/^sha256:/, ''), diff: ctx.patch.diff }, ctx.patch.changed, env);
    const { logs } = evaluated;
    const result = p.on_match === 'hold' ? property_held(evaluated.result) : evaluated.result;
    const resultRef = ctx.out.writeJson(`${dir}/result.json`, result);
    const outcome = {
        ...base,
        code: result.code,
        spec_sha256: slot.spec_sha256,
        probe_sha256: slot.probe_sha256,
        slot_sha256: slotRef.sha256,
        reason: result.reason,
        ...(result.witness ? { witness: result.witness } : {}),
        // Which channel the spec's result came through (a built-in spec is evaluated in-process).
        ...((0,spec_run/* isBuiltin */.iK)(specFile) ? {} : { attested: (0,attest/* resultChannelOf */.wK)(specFile) === 'attested' }),
        elapsed_ms: Date.now() - t0,
        logs: [...regLogs, ...logs],
    };
    return { outcome, artifacts: [...(catalog?.artifacts ?? []), slotRef, resultRef] };
}
/**
 * The property stage: more specs than `max_predicates` is PROPERTY_BUDGET; otherwise every spec is
 * registered and evaluated, independent specs concurrently, and the stage code is the first in
 * {@link STAGE_ORDER} among their codes.
 */
async function runProperty(ctx, scoped) {
    const { properties, budgets } = scoped.config;
    if (properties.length > budgets.max_predicates) {
        return {
            code: 'PROPERTY_BUDGET',
            artifacts: [],
            detail: `${properties.length} specs configured, more than max_predicates ${budgets.max_predicates}`,
        };
    }
    const graded = await Promise.all(properties.map((p, i) => gradeSpec(ctx, p, i, budgets.predicate_timeout_ms)));
    const outcomes = graded.map((g) => g.outcome);
    const code = stageCode(outcomes);
    const deciding = outcomes.find((o) => o.code === code);
    return {
        code,
        detail: code === 'PROPERTY_CLEAR'
            ? `${outcomes.length} spec(s) clear`
            : `${deciding?.spec}: ${deciding?.reason}`,
        artifacts: graded.flatMap((g) => g.artifacts),
        trace: {
            properties: outcomes,
            witnesses: outcomes.flatMap((o) => (o.witness && o.code === 'PROPERTY_REJECT' ? [o.witness] : [])),
        },
        ...(code === 'PROPERTY_CLEAR' ? { next: scoped } : {}),
    };
}

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
// EXTERNAL MODULE: ./src/classify/describe.ts
var describe = __webpack_require__(2221);
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
            return unusable('AUDIT_FAILED', `scope: unknown code ${(0,describe/* describeValue */.b)(unknown)}`);
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
        case 'PROPERTY_HOLD':
            // SPEC §3: a match of an `on_match: hold` property, nothing else rejecting, waits for a person.
            return result('HOLD', null, 'PROPERTY_HOLD', 'property', 'a check with honest uses (on_match: hold) matched: a person must review the patch');
        case 'PROPERTY_CLEAR':
            return afterProperty(fixture, noFixtures, missLabels, allSchedulerMissesExcused, freezeCode);
        default: {
            const unknown = property;
            return unusable('AUDIT_FAILED', `property: unknown code ${(0,describe/* describeValue */.b)(unknown)}`);
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
        case 'FIXTURE_NOT_FALSIFIABLE':
            return result('HOLD', 'INCOMPLETE', 'FIXTURE_NOT_FALSIFIABLE', 'fixture', 'a fixture cannot fail: its probe did not make any seed miss, so no candidate replay was spent on it');
        case 'REPLAY_MATCH':
            return result('CLEAR', 'PASS', 'REPLAY_MATCH', 'fixture', 'every property cleared and every replay matched');
        case 'REPLAY_MISS':
            return afterMiss(missLabels, allSchedulerMissesExcused, freezeCode);
        default: {
            const unknown = fixture;
            return unusable('AUDIT_FAILED', `fixture: unknown code ${(0,describe/* describeValue */.b)(unknown)}`);
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
            return unusable('AUDIT_FAILED', `classify: unknown label ${(0,describe/* describeValue */.b)(unknown)}`);
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
            return unusable('AUDIT_FAILED', `freeze: unknown code ${(0,describe/* describeValue */.b)(unknown)}`);
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
            return unusable('AUDIT_FAILED', `artifact failure: unknown code ${(0,describe/* describeValue */.b)(f.code)}: ${reason}`);
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
            return `${name}: unknown code ${(0,describe/* describeValue */.b)(value)}`;
    }
    const labels = input.missLabels;
    if (!Array.isArray(labels))
        return 'miss labels: not a list';
    const bad = labels.findIndex((l) => !(0,table/* isLabel */.J2)(l));
    if (bad >= 0)
        return `miss labels[${bad}]: unknown label ${(0,describe/* describeValue */.b)(labels[bad])}`;
    const excused = input.allSchedulerMissesExcused;
    if (typeof excused !== 'boolean')
        return `allSchedulerMissesExcused: expected a boolean, got ${(0,describe/* describeValue */.b)(excused)}`;
    const noFixtures = input.noFixtures;
    if (noFixtures !== undefined && typeof noFixtures !== 'boolean') {
        return `noFixtures: expected a boolean, got ${(0,describe/* describeValue */.b)(noFixtures)}`;
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

// EXTERNAL MODULE: ./src/stages/replay.ts
var replay = __webpack_require__(3416);
// EXTERNAL MODULE: ./src/stages/base-replay.ts
var base_replay = __webpack_require__(1620);
;// CONCATENATED MODULE: ./src/stages/replay-env.ts
/**
 * The environment a replay runs in (SPEC §4): the replays running side by side with it, its clock
 * budget and the type of the file system under it. The fixture stage records it for the candidate's
 * replays and the classify stage for the base replay; the record decides whether a base replay is
 * comparable with the candidate's.
 */

const FS_NAMES = {
    0xef53: 'ext4',
    0x01021994: 'tmpfs',
    0x794c7630: 'overlay',
    0x9123683e: 'btrfs',
    0x58465342: 'xfs',
    0x6969: 'nfs',
    0x65735546: 'fuse',
    0x2fc12fc1: 'zfs',
    0x5346544e: 'ntfs',
    0x4d44: 'vfat',
    0x1badface: 'bfs',
    0x01161970: 'gfs2',
    0xf15f: 'ecryptfs',
    0x137d: 'ext',
    0x858458f6: 'ramfs',
    0x73717368: 'squashfs',
    0x62656572: 'sysfs',
    0x9fa0: 'proc',
    0x1021997: 'v9fs',
};
/**
 * The environment a replay runs in (SPEC §4): workers (the replays running side by side with it),
 * clock budget and file-system type.
 */
function replayEnv(dir, clockBudgetMs, workers) {
    let filesystem = 'unknown';
    try {
        const type = Number((0,external_node_fs_.statfsSync)(dir).type);
        filesystem = FS_NAMES[type] ?? `0x${type.toString(16)}`;
    }
    catch {
        // An unreadable folder leaves the type unknown; the record still compares both sides.
    }
    return { workers, clock_budget_ms: clockBudgetMs, filesystem };
}

;// CONCATENATED MODULE: ./src/stages/classify.ts
/**
 * Classify (SPEC §4): every miss on its own becomes a run record — retries on the candidate under
 * the cap written before the first retry, then one replay of the seed on the base revision, never
 * retried (also after a first replay past its budget, which is not retried: the base's time is
 * evidence, the label stays BUDGET) — and the record is labelled by the same classifier as
 * `gate classify`. The run's label is
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
        // The file system the candidate's attempts ran on: a view's, where attempts run in views.
        env: await (0,fixture/* inCandidateTree */.bK)(ctx, async (cwd) => replayEnv(cwd, env.replayTimeoutMs, env.workers)),
    };
    // The cap is an input, not a conclusion: it is on disk before the first retry runs.
    ctx.out.writeJson(recordRel, record);
    const evidence = (kind, run, n) => (0,trace_evidence/* readAttemptEvidence */.v8)((rel) => ctx.out.path(rel), kind, run, n);
    const failed = m.first.result === 'fail';
    // A first replay past its budget is not retried (a timeout is never retried into a pass), but the
    // base replays the same seed under the same budget: the label stays BUDGET, and the evidence says
    // whether the base is slow too (a slow runner) or finished in time (a slow patch).
    const timedOut = m.first.result === 'budget';
    // The retries (in a row: each stops the rest by passing) and the base replay do not depend on each
    // other, so they run side by side; the record is filled in the same order either way.
    const retryRuns = async () => {
        const runs = [];
        for (let k = 1; failed && k <= env.retryCap; k++) {
            // Each retry in a fresh tree, like the first replay: nothing an earlier attempt wrote, and
            // nothing that tells it which attempt it is (the retry number names only the kept logs).
            const retry = await (0,fixture/* inCandidateTree */.bK)(ctx, (cwd, scratch) => m.rerun !== undefined
                ? m.rerun.candidate(ctx.proc, cwd, (0,external_node_path_.join)(m.dir, `retry-${k}`), scratch)
                : (0,replay/* replayOnce */.D)(ctx.proc, {
                    generator: m.generatorFile,
                    invariant: m.invariantFile,
                    ...(m.pins !== undefined ? { pinned: { invariant: m.invariant, oracle: m.pins } } : {}),
                    ...(0,fixture/* exerciseOf */.sS)(m, m.invariantFile, m.reference, m.judgeInputs),
                    cwd,
                    inputs: m.inputs,
                    seed: m.seed,
                    timeoutMs: env.replayTimeoutMs,
                    out: ctx.out,
                    attemptDir: (0,external_node_path_.join)(m.dir, `retry-${k}`),
                    ...(scratch !== undefined ? { scratch } : {}),
                }));
            runs.push(retry);
            if (retry.result === 'pass')
                break;
        }
        return runs;
    };
    const baseRun = async () => failed || timedOut
        ? env.baseWorktree(async (workdir, scratch) => ({
            base: m.rerun !== undefined
                ? seedResultOf(await m.rerun.base(ctx.proc, workdir, (0,external_node_path_.join)(m.dir, 'base'), scratch))
                : await (0,base_replay/* replaySeed */.Z)(ctx.proc, {
                    workdir,
                    ...(scratch !== undefined ? { scratch } : {}),
                    generator: m.generator,
                    invariant: m.invariant,
                    inputs: m.inputs,
                    seed: m.seed,
                    expectFixtureSha256: m.baseInputsSha256,
                    timeoutMs: env.replayTimeoutMs,
                    out: ctx.out,
                    attemptDir: (0,external_node_path_.join)(m.dir, 'base'),
                    ...(m.pins !== undefined ? { pins: m.pins } : {}),
                    ...(0,fixture/* exerciseOf */.sS)(m, m.invariantFile, m.reference, m.judgeInputs),
                }),
            baseEnv: replayEnv(workdir, env.replayTimeoutMs, env.workers),
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
    let baseReason = 'not replayed: the first replay did not finish (its transcript is incomplete)';
    if (based !== undefined) {
        const { base, baseEnv } = based;
        record.base_seed_result = base.result;
        record.base_env = baseEnv;
        baseReason = base.reason;
        attempts.push({
            ...evidence('base', {
                result: base.result,
                reason: base.reason,
                ...(base.run
                    ? {
                        exitCode: base.run.exitCode,
                        logs: base.run.logs,
                        ...(base.run.attested ? { attested: base.run.attested } : {}),
                    }
                    : {}),
            }),
            // After a timeout, how the base fared under the same budget is the evidence.
            ...(timedOut && base.run !== undefined
                ? {
                    elapsed_ms: Math.max(0, Math.round(base.run.elapsedMs)),
                    ...(base.run.result === 'budget' ? { past_budget: true } : {}),
                }
                : {}),
        });
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
        ...(m.replay.fresh_seed ? { fresh_seed: true } : {}),
        record_path: recordRel,
        record_sha256: decision.record_sha256,
        decision,
        retries,
        base_seed_result: `${record.base_seed_result} (${baseReason})`,
        attempts,
        ...(m.test !== undefined ? { test: { ...m.test, base_result: record.base_seed_result } } : {}),
    };
}
/** A base run of one test as a seed result: pass, fail, or not_run (a crash never blames the candidate). */
function seedResultOf(run) {
    const result = run.result === 'pass' ? 'pass' : run.result === 'fail' ? 'fail' : 'not_run';
    return { result, reason: run.reason, run };
}
/** Every difference the pinned oracle found so far (the fixture stage's and this stage's). */
function pinnedMismatches(pending) {
    const all = new Set(pending.flatMap((p) => p.pins?.mismatches ?? []));
    return all.size > 0 ? { pinned_mismatches: [...all] } : {};
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
        baseWorktree: (run) => ctx.trees !== undefined ? ctx.trees.base((t) => run(t.dir, t.scratch)) : ctx.baseCheckout(run),
        replayTimeoutMs: budgets.replay_timeout_ms,
        retryCap: budgets.retry_cap,
        diffPaths: ctx.patch.changed,
        runId: ctx.runId,
        workers,
    }), (outcome) => ctx.log.info(`gate: classify ${outcome.target}${outcome.test !== undefined ? ` ${outcome.invariant}` : ''} seed ${outcome.seed}: ${outcome.decision.label} (retries ${JSON.stringify(outcome.retries)}, base ${outcome.base_seed_result})`));
    return {
        code: runLabel(outcomes.map((m) => m.decision.label)),
        artifacts: outcomes.map((m) => ({
            path: m.record_path,
            sha256: (0,hash/* sha256Hex */.f)((0,external_node_fs_.readFileSync)(ctx.out.path(m.record_path))),
        })),
        trace: { misses: outcomes, ...pinnedMismatches(misses.pending) },
        next: { misses, outcomes },
    };
}

// EXTERNAL MODULE: ./src/stages/freeze.ts
var freeze = __webpack_require__(1844);
// EXTERNAL MODULE: ./src/patch/diff.ts
var patch_diff = __webpack_require__(2435);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/patch/git-diff.ts
/**
 * The git plumbing of grading a patch: the patch text in one fixed format whatever the machine's git
 * configuration, the changed paths as `git diff --raw -z` lists them (names kept as bytes until they
 * are known to be UTF-8), and blob sizes. What the gate concludes from them is graded.ts's business.
 */

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
function strictOrNull(bytes) {
    try {
        return strictUtf8.decode(bytes);
    }
    catch {
        return null;
    }
}
/** `git diff` of base..head over `pathspec` (everything when empty), in a fixed format, into `sink`. */
function patchTo(sink, cwd, base, head, mode, pathspec, settings = []) {
    return (0,git/* gitToSink */.Pn)(cwd, [
        ...settings,
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
    ], sink);
}
/**
 * `git diff --raw -z` read a field at a time as git prints it (src/adapters/git.ts gitBytesEach), so
 * the listing is never held whole: at 100,000 changed paths it is about 11 MB, held once as chunks and
 * once joined, and what the process held that way stayed in its resident memory to the end of the run.
 * A record's header, then its one name (two for a rename or copy); a listing that ends before a
 * record's names gives that record empty names, not UTF-8.
 */
class RawZReader {
    changes = [];
    head;
    wanted = 0;
    /** The names of the record being read that another follows, copied (a field's bytes are the chunk's). */
    names = [];
    push(field) {
        if (this.head === undefined) {
            const head = field.toString('latin1');
            if (head === '')
                return;
            const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])\d*$/.exec(head);
            if (m === null)
                throw new Error(`unexpected git diff --raw record ${JSON.stringify(head)}`);
            // The fields as strings of their own: a slice of `head` would keep all of it alive with every
            // record (100,000 changed paths held ~35 MB this way); the all-zero id of an added or deleted
            // side and the modes are shared.
            const [oldMode, newMode, status] = [m[1], m[2], m[5]].map(shared);
            const idLength = m[3].length;
            this.head = {
                status,
                oldMode,
                newMode,
                oldOid: objectId(field, 15, idLength),
                newOid: objectId(field, 16 + idLength, m[4].length),
            };
            this.wanted = status === 'R' || status === 'C' ? 2 : 1;
            return;
        }
        // A name another must follow is copied; the last one is read where it is.
        if (this.names.length + 1 < this.wanted)
            this.names.push(Buffer.from(field));
        else
            this.record([...this.names, field]);
    }
    /** Every record read; one whose names the listing cut off gets empty ones. */
    end() {
        if (this.head !== undefined)
            this.record(this.names);
        return this.changes;
    }
    record(read) {
        const head = this.head;
        const names = [...read];
        while (names.length < this.wanted)
            names.push(undefined);
        const decoded = names.map((b) => (b === undefined ? null : strictOrNull(b)));
        const namesUtf8 = decoded.every((d) => d !== null);
        const text = names.map((b, k) => decoded[k] ?? (b ?? Buffer.alloc(0)).toString('utf8'));
        // Every property named (a spread of `head` made a hidden class per record: 26 MB at 100,000).
        this.changes.push({
            status: head.status,
            oldMode: head.oldMode,
            newMode: head.newMode,
            oldOid: head.oldOid,
            newOid: head.newOid,
            path: text[text.length - 1],
            ...(text.length === 2 ? { from: text[0] } : {}),
            namesUtf8,
        });
        this.head = undefined;
        this.names = [];
    }
}
/** One string per distinct short field (modes, status letters, all-zero ids), shared by every record. */
const SHARED = new Map();
function shared(text) {
    const key = text ?? '';
    let kept = SHARED.get(key);
    if (kept === undefined) {
        // Copied into a string of its own (not a slice of the record it came from).
        kept = Buffer.from(key, 'latin1').toString('latin1');
        if (SHARED.size < 64)
            SHARED.set(kept, kept);
    }
    return kept;
}
/** The object id of `length` hex digits at `at` in a raw record, as a string of its own. */
function objectId(record, at, length) {
    const id = record.toString('latin1', at, at + length);
    return /^0+$/.test(id) ? shared(id) : id;
}
/** The blob sizes git reports for `oids` (`cat-file --batch-check`); a missing object has none. */
async function blobSizes(cwd, oids) {
    const sizes = new Map();
    if (oids.length === 0)
        return sizes;
    const out = (await (0,git/* gitRun */.qM)(cwd, ['cat-file', '--batch-check'], { input: oids.join('\n') + '\n' })).toString('latin1');
    let pos = 0;
    for (const oid of oids) {
        const nl = out.indexOf('\n', pos);
        const line = out.slice(pos, nl < 0 ? out.length : nl);
        pos = nl + 1;
        const size = Number(line.split(' ')[2]);
        if (line.startsWith(oid) && Number.isSafeInteger(size))
            sizes.set(oid, size);
    }
    return sizes;
}

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
 *   (`graded: "binary"`), and the in-process checks (built-in checks and .yml predicate specs) grade its whole new content as Node and bash
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
/**
 * The patch is written to disk as git prints it and never held whole; past this size git is stopped
 * and the run holds (`patch-too-large`), naming the figure.
 */
const MAX_PATCH_BYTES = 1024 * 1024 * 1024;
/**
 * One file's part of the patch is parsed in memory (memory follows the largest changed file, not the
 * patch): a part larger than this is not parsed, and its path is ungradable (`too-large`).
 */
const MAX_FILE_DIFF_BYTES = 80 * 1024 * 1024;
/** `git diff --raw -z` is read into memory: about 2,000,000 changed paths fit under this. */
const MAX_LISTING_BYTES = 256 * 1024 * 1024;
/**
 * Binary or too-large paths are diffed apart from the text, named one by one on git's command line;
 * more than this many would pass the system's limit on arguments, so the run holds instead.
 */
const MAX_APART_PATHS = 10_000;
/**
 * Past this many changed paths the run keeps its heap held (src/adapters/heap.ts): their records
 * survive every collection while the patch is read; below it, it is let go.
 */
const HOLD_HEAP_PAST_PATHS = 20_000;
/**
 * The caps in force: the constants above, replaceable by tests, which show each cap's hold without
 * writing a gigabyte (`patchLimits.patch = 1000`).
 */
const patchLimits = {
    graded: MAX_GRADED_BYTES,
    patch: MAX_PATCH_BYTES,
    part: MAX_FILE_DIFF_BYTES,
    listing: MAX_LISTING_BYTES,
    apart: MAX_APART_PATHS,
    holdHeapAt: HOLD_HEAP_PAST_PATHS,
};
/**
 * The heap let go once a patch is seen to change at most `patchLimits.holdHeapAt` paths
 * (the run held it from its start: src/adapters/heap.ts); past that it stays held.
 */
function letGoIfFew(paths) {
    if (paths <= patchLimits.holdHeapAt)
        letHeapGo();
}
/** A link target longer than the system's path limit reaches nothing a checkout can make. */
const MAX_LINK_TARGET_BYTES = 4096;
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
    /** Compiled code an interpreter loads (src/patch/compiled.ts). */
    'compiled-code',
    /** A file that changes how an invariant is loaded, in its folder or above (src/patch/compiled.ts). */
    'loader-context',
    /** A changed path whose working file is not the head revision's (src/patch/compiled.ts). */
    'working-tree',
    'patch-too-large',
]));
const graded_strictUtf8 = new TextDecoder('utf-8', { fatal: true });
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
function utf8OrNull(bytes) {
    try {
        return graded_strictUtf8.decode(bytes);
    }
    catch {
        return null;
    }
}
function factsOf(content, text) {
    return {
        utf8: text !== null,
        bom: wideBom(content),
        cookie: encodingCookie(text ?? lossyUtf8.decode(content)),
        ident: content.includes('$Id'),
    };
}
const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
/**
 * The patch from base to head and how faithfully it shows each changed path. Runs in the repository at
 * `cwd`, reading only git objects: no attribute of either revision changes the patch. `attributes`,
 * given the changed paths, names a folder holding the base revision's `.gitattributes` for them: the
 * diff runs with it as git's work tree, so the attributes it does consult (hunk headers' `diff=`
 * drivers) are the base's, never a candidate checkout's.
 * The patch is written to `dest` as git prints it and parsed one file at a time; the gate holds one
 * changed file's content at a time, never the whole patch. Past a size cap the run holds, naming it.
 */
async function gradedPatch(cwd, base, head, dest, attributes) {
    // Read as it streams, record by record: held whole (chunks, then joined, then parsed) the listing
    // of 100,000 changed paths stayed in the process's resident memory to the end of the run.
    const listing = new RawZReader();
    try {
        await (0,git/* gitBytesEach */.J5)(cwd, ['diff', '--raw', '-z', '--no-abbrev', '--find-renames', '--no-relative', base, head, '--'], [], (field) => listing.push(field), { maxBytes: patchLimits.listing });
    }
    catch (err) {
        if (!(err instanceof git/* GitOutputTooLarge */.TM))
            throw err;
        return tooLargeToGrade(dest, [], `git lists the changed paths in more than ${patchLimits.listing} bytes (the gate reads at most that)`);
    }
    const raw = listing.end();
    letGoIfFew(raw.length);
    // Each changed path, mapped to itself: the patch's files take these strings for their names rather
    // than copies of their own (100,000 paths: 4 MB).
    const changedSet = new Map();
    for (const c of raw) {
        if (c.from !== undefined)
            changedSet.set(c.from, c.from);
        changedSet.set(c.path, c.path);
    }
    const changed = [...changedSet.keys()].sort();
    // Every old and new blob, once: its size, then (when not too large) what the gate must know of it.
    const isBlob = (mode) => mode === '100644' || mode === '100755' || mode === '120000';
    const blobOids = new Set();
    for (const c of raw) {
        if (isBlob(c.oldMode))
            blobOids.add(c.oldOid);
        if (isBlob(c.newMode))
            blobOids.add(c.newOid);
    }
    const sizes = await blobSizes(cwd, [...blobOids]);
    const small = (oid) => (sizes.get(oid) ?? Infinity) <= patchLimits.graded;
    const linkOids = new Set(raw.filter((c) => c.newMode === '120000').map((c) => c.newOid));
    const facts = new Map();
    const linkTargets = new Map();
    const scan = (oid, content) => {
        const text = utf8OrNull(content);
        facts.set(oid, factsOf(content, text));
        if (linkOids.has(oid) && content.length <= MAX_LINK_TARGET_BYTES)
            linkTargets.set(oid, text ?? content.toString('utf8'));
    };
    await (0,git/* catFileEach */.e0)(cwd, [...blobOids].filter(small), scan);
    // A side too large to read is diffed apart (git prints `Binary files … differ` past its big-file
    // threshold, so no side is loaded whole); a side that is not UTF-8 is a `GIT binary patch`.
    const largeSide = (oid, mode) => isBlob(mode) && !small(oid);
    const textual = (oid, mode) => !isBlob(mode) || facts.get(oid)?.utf8 === true;
    const largePaths = new Set();
    const binaryPaths = new Set();
    for (const c of raw) {
        const paths = c.from !== undefined ? [c.from, c.path] : [c.path];
        if (largeSide(c.oldOid, c.oldMode) || largeSide(c.newOid, c.newMode))
            for (const p of paths)
                largePaths.add(p);
        else if (!textual(c.oldOid, c.oldMode) || !textual(c.newOid, c.newMode))
            for (const p of paths)
                binaryPaths.add(p);
    }
    if (largePaths.size + binaryPaths.size > patchLimits.apart)
        return tooLargeToGrade(dest, changed, `${largePaths.size + binaryPaths.size} changed paths are binary or larger than ${patchLimits.graded} bytes; the gate diffs at most ${patchLimits.apart} such paths`);
    const apart = [...largePaths, ...binaryPaths];
    let diffCwd = cwd;
    let where = [];
    if (attributes !== undefined) {
        const gitDir = (await (0,git/* gitRun */.qM)(cwd, ['rev-parse', '--absolute-git-dir'])).toString('utf8').trim();
        diffCwd = await attributes(changed);
        where = [`--git-dir=${gitDir}`, `--work-tree=${diffCwd}`];
    }
    const sink = new git/* FileSink */.UP(dest, patchLimits.patch);
    let sha256;
    try {
        await patchTo(sink, diffCwd, base, head, ['--text'], apart.length > 0 ? [':(top)', ...apart.map((p) => `:(top,literal,exclude)${p}`)] : [], where);
        if (binaryPaths.size > 0 && !sink.overflow)
            await patchTo(sink, diffCwd, base, head, ['--binary'], [...binaryPaths].map((p) => `:(top,literal)${p}`), where);
        if (largePaths.size > 0 && !sink.overflow)
            await patchTo(sink, diffCwd, base, head, [], [...largePaths].map((p) => `:(top,literal)${p}`), [...where, '-c', `core.bigFileThreshold=${patchLimits.graded}`]);
    }
    finally {
        sha256 = sink.close();
    }
    if (sink.overflow)
        return tooLargeToGrade(dest, changed, `the patch is more than ${patchLimits.patch} bytes (the gate writes at most that)`);
    const parsed = (0,patch_diff/* parseGitPatchFile */.y_)(dest, sink.bytes, patchLimits.part, (name) => changedSet.get(name));
    const diff = parsed.diff;
    const ungradable = [];
    const reported = new Set();
    const files = new Map();
    const fail = (path, kind, reason) => {
        const key = `${kind}\0${path}`;
        if (!reported.has(key)) {
            reported.add(key);
            ungradable.push({ path, kind, reason });
        }
        files.set(path, { path, graded: 'ungradable', reason });
    };
    for (const o of parsed.oversized)
        fail(o.path, 'too-large', `its part of the patch is ${o.bytes} bytes, more than the ${patchLimits.part} the gate parses for one file`);
    // Names: what the patch text says must be what git lists; a name git cannot give as UTF-8 is refused.
    for (const c of raw) {
        if (!c.namesUtf8)
            fail(c.path, 'path-not-utf8', 'its name is not UTF-8, so no glob or oracle name can be matched against it');
    }
    const inPatch = new Set();
    for (const f of diff.files) {
        if (f.oldPath !== null)
            inPatch.add(f.oldPath);
        if (f.newPath !== null)
            inPatch.add(f.newPath);
    }
    for (const p of changed) {
        if (!inPatch.has(p))
            fail(p, 'names-disagree', 'the patch text does not name it as git lists it');
    }
    for (const p of inPatch) {
        if (!changedSet.has(p))
            fail(p, 'names-disagree', 'the patch text names a path git does not list as changed');
    }
    const tree = new TreeReader(cwd, head, linkTargets);
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
    // The listing's records are read no more: let them go before the contents and attributes are read
    // (100,000 paths: 10 MB; the reader holds the same array).
    raw.length = 0;
    // Content: every new side (a link's target too), checked as text an interpreter decodes as shown.
    // A link's target and a binary file's new side are graded as their whole content: that text is kept.
    const wanted = new Set();
    for (const b of blobs)
        if (b.via !== undefined || binaryPaths.has(b.path))
            wanted.add(b.oid);
    const unread = [...new Set(blobs.map((b) => b.oid))].filter((oid) => !facts.has(oid));
    for (const [oid, size] of await blobSizes(cwd, unread))
        sizes.set(oid, size);
    const texts = new Map();
    await (0,git/* catFileEach */.e0)(cwd, [...new Set([...unread, ...wanted])].filter(small), (oid, content) => {
        const text = utf8OrNull(content);
        if (!facts.has(oid))
            facts.set(oid, factsOf(content, text));
        if (wanted.has(oid))
            texts.set(oid, text ?? lossyUtf8.decode(content));
    });
    const contentLines = new Map();
    for (const b of blobs) {
        const fact = facts.get(b.oid);
        const where = b.via !== undefined ? ` (through the link to ${b.via})` : '';
        if (fact === undefined || !small(b.oid)) {
            fail(b.path, 'too-large', `larger than ${patchLimits.graded} bytes${where}: not read`);
            continue;
        }
        if (fact.bom !== null) {
            fail(b.path, 'not-utf8', `a ${fact.bom} byte order mark${where}: some interpreters decode it as text the patch does not show`);
            continue;
        }
        if (fact.cookie !== null) {
            fail(b.path, 'encoding-cookie', `a coding cookie (${fact.cookie}) makes Python decode it as other characters than the patch shows${where}`);
            continue;
        }
        const isBinary = b.via === undefined && binaryPaths.has(b.path);
        const text = texts.get(b.oid);
        if ((b.via !== undefined || isBinary) && text !== undefined)
            contentLines.set(b.path, text);
        if (isBinary)
            files.set(b.path, {
                path: b.path,
                graded: 'binary',
                reason: 'not UTF-8 on one side: a GIT binary patch; the in-process checks grade its new content decoded with U+FFFD',
            });
    }
    // Attributes of the head revision that change bytes at checkout.
    const attributesChanged = changed.some((p) => p === '.gitattributes' || p.endsWith('/.gitattributes'));
    const checkPaths = attributesChanged ? await tree.filePaths() : [...attrPaths];
    const linksTo = new Map();
    for (const b of blobs)
        if (b.via !== undefined)
            linksTo.set(b.via, [...(linksTo.get(b.via) ?? []), b.path]);
    for (const [path, why] of await checkoutConversions(cwd, head, checkPaths, blobs, facts)) {
        // A conversion on a link's target is reported at the link, the path the specs grade.
        const at = linksTo.get(path) ?? [];
        for (const p of at.length > 0 ? at : [path])
            fail(p, 'checkout-conversion', why);
    }
    const gradedDiff = withLinkContent(diff, contentLines);
    const sorted = [...files.values()].sort(byPath);
    ungradable.sort(byPath);
    return {
        file: dest,
        sha256,
        diff: gradedDiff,
        changed,
        ungradable,
        note: { schema: 1, files: sorted, ungradable },
    };
}
/**
 * A patch past a size cap: the run holds as UNGRADABLE with the figure (src/stages/scope.ts), never
 * an out-of-memory crash. The patch file is left empty: no spec reads a part of a patch.
 */
function tooLargeToGrade(dest, changed, reason) {
    const sink = new git/* FileSink */.UP(dest, 0);
    const sha256 = sink.close();
    const ungradable = [{ path: '', kind: 'patch-too-large', reason }];
    return {
        file: dest,
        sha256,
        diff: { files: [], addedCount: 0, removedCount: 0 },
        changed,
        ungradable,
        note: { schema: 1, files: [], ungradable },
    };
}
/** Text as the added lines of a whole file (line 1 to the end). */
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
 * its whole new content (split into lines each time they are read).
 */
function withLinkContent(diff, content) {
    if (content.size === 0)
        return diff;
    let addedCount = diff.addedCount;
    const files = diff.files.map((f) => {
        const text = f.newPath !== null && (f.newMode === '120000' || f.binary) ? content.get(f.newPath) : undefined;
        if (text === undefined)
            return f;
        // Every field read from `f` (a file read lazily has its lines as accessors of its class, not as
        // properties of its own), its added lines the content's, its removed lines still its own.
        const file = (0,patch_diff/* fileFields */.we)(f);
        Object.defineProperties(file, {
            added: { enumerable: true, configurable: true, get: () => asAddedLines(text) },
            removed: { enumerable: true, configurable: true, get: () => f.removed },
        });
        addedCount += file.added.length - f.added.length;
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
/**
 * Paths whose checkout bytes differ from the blob under the head revision's attributes, with why.
 * The attributes come from a private index of the head tree, so neither working tree is consulted.
 */
async function checkoutConversions(cwd, head, paths, blobs, facts) {
    if (paths.length === 0)
        return [];
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-attr-'));
    try {
        const env = { GIT_INDEX_FILE: (0,external_node_path_.join)(dir, 'index') };
        await (0,git/* gitRun */.qM)(cwd, ['read-tree', head], { env });
        const found = new Map();
        // The blob at each path (a changed file's own, else a link target's), looked up in one map.
        const oidAt = new Map();
        for (const b of blobs)
            if (b.via !== undefined && !oidAt.has(b.via))
                oidAt.set(b.via, b.oid);
        for (const b of blobs)
            if (b.via === undefined)
                oidAt.set(b.path, b.oid);
        // Read as it streams: git prints three fields per path and attribute (about 120 bytes a path), so
        // the output of a patch of 100,000 files, held and split at once, was the run's peak of memory;
        // read in batches of a process each, it cost a process (and a read of the index) per batch.
        const triple = [];
        await (0,git/* gitFieldsEach */.DG)(cwd, ['check-attr', '--cached', '-z', '--stdin', 'filter', 'working-tree-encoding', 'ident'], paths, (field) => {
            triple.push(field);
            if (triple.length < 3)
                return;
            attributeFindings(triple, oidAt, facts, found);
            triple.length = 0;
        }, { env });
        if (triple.length !== 0)
            throw new Error('git check-attr printed a path without its attribute and value');
        return [...found].map(([path, whys]) => [
            path,
            `its .gitattributes (${whys.join(', ')}) make a checkout write other bytes than the patch shows`,
        ]);
    }
    finally {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
}
/** `check-attr -z` output (path, attribute, value, …): each path's attributes that change its checkout bytes. */
function attributeFindings(parts, oidAt, facts, found) {
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
            const oid = oidAt.get(path);
            const fact = oid === undefined ? undefined : facts.get(oid);
            if (fact === undefined || fact.ident)
                why = 'ident';
        }
        if (why !== undefined)
            found.set(path, [...(found.get(path) ?? []), why]);
    }
}
/** The head tree, listed once on first use, for resolving links the way a checkout would. */
class TreeReader {
    cwd;
    rev;
    targets;
    entries;
    constructor(cwd, rev, 
    /** Link targets already read, by blob oid (the changed links'), so no git runs for them. */
    targets = new Map()) {
        this.cwd = cwd;
        this.rev = rev;
        this.targets = targets;
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
                let target = this.targets.get(entry.oid);
                if (target === undefined) {
                    const bytes = await (0,git/* gitRun */.qM)(this.cwd, ['cat-file', 'blob', entry.oid], {
                        maxBytes: MAX_LINK_TARGET_BYTES,
                    }).catch((err) => {
                        if (err instanceof git/* GitOutputTooLarge */.TM)
                            return undefined;
                        throw err;
                    });
                    if (bytes === undefined)
                        return {
                            ok: false,
                            kind: 'link-dangling',
                            reason: `${shown} has a target longer than ${MAX_LINK_TARGET_BYTES} bytes, which no checkout can follow`,
                        };
                    target = bytes.toString('utf8');
                    this.targets.set(entry.oid, target);
                }
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
function patchFileUngradable(utf8, diff, name) {
    const ungradable = [];
    const files = [];
    if (!utf8)
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

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/adapters/idmap.ts
/**
 * The Python program: `idmap UID_FROM UID_TO GID_FROM GID_TO SRC DST [SRC DST]…`, one user namespace
 * for every bind. Run with `-I -S` (no site, no user paths, no environment). Syscall numbers 428, 429
 * and 442 are the same on every architecture (the numbering was unified from 424 on).
 */
const SCRIPT = `
import ctypes, os, sys, time
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
def call(*a):
    r = libc.syscall(*a)
    if r < 0:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e))
    return r
class Attr(ctypes.Structure):
    _fields_ = [("attr_set", ctypes.c_uint64), ("attr_clr", ctypes.c_uint64),
                ("propagation", ctypes.c_uint64), ("userns_fd", ctypes.c_uint64)]
uf, ut, gf, gt = (int(x) for x in sys.argv[1:5])
pairs = sys.argv[5:]
r, w = os.pipe()
pid = os.fork()
if pid == 0:
    os.close(w)
    if libc.unshare(0x10000000) != 0:
        os._exit(1)
    os.read(r, 1)
    os._exit(0)
os.close(r)
mine = os.stat("/proc/self/ns/user").st_ino
for _ in range(2000):
    if os.stat("/proc/%d/ns/user" % pid).st_ino != mine:
        break
    time.sleep(0.001)
else:
    raise OSError("the helper process made no user namespace")
with open("/proc/%d/uid_map" % pid, "w") as f:
    f.write("%d %d 1\\n" % (uf, ut))
with open("/proc/%d/setgroups" % pid, "w") as f:
    f.write("deny")
with open("/proc/%d/gid_map" % pid, "w") as f:
    f.write("%d %d 1\\n" % (gf, gt))
ns = os.open("/proc/%d/ns/user" % pid, os.O_RDONLY | os.O_CLOEXEC)
os.close(w)
os.waitpid(pid, 0)
for i in range(0, len(pairs) - 1, 2):
    fd = call(428, -100, pairs[i].encode(), 1 | os.O_CLOEXEC)
    attr = Attr(0x100000 | 0x1, 0, 0, ns)
    call(442, fd, b"", 0x1000, ctypes.byref(attr), ctypes.sizeof(attr))
    call(429, fd, b"", -100, pairs[i + 1].encode(), 4)
    os.close(fd)
`;
/**
 * Mounts at each `dst` (an empty folder) a read-only bind of its `src` whose files of `uidFrom`/`gidFrom`
 * show as `uidTo`/`gidTo`. Synchronous (one short privileged process for all of them); throws with the
 * reason it failed, after which some of the binds may be mounted (the caller unmounts every `dst`).
 */
function idmapBinds(priv, binds, m) {
    for (const v of [m.uidFrom, m.uidTo, m.gidFrom, m.gidTo])
        if (!Number.isInteger(v) || v < 0)
            throw new Error(`not an id: ${String(v)}`);
    if (binds.length === 0)
        return;
    priv.exec([
        'python3',
        '-I',
        '-S',
        '-c',
        SCRIPT,
        String(m.uidFrom),
        String(m.uidTo),
        String(m.gidFrom),
        String(m.gidTo),
        ...binds.flatMap((b) => [b.src, b.dst]),
    ]);
}

;// CONCATENATED MODULE: ./src/adapters/views.ts
/**
 * The trees replays run in (SPEC §4, issue 25 item 6, issue 30 item 3). Every attempt of a replay —
 * the first, each retry, the base replay — starts from the same fresh state and cannot tell which
 * attempt it is: a tree of its own, and a `GATE_OUT` folder with a neutral, random name.
 *
 * Two mechanisms behind one interface ({@link Views}):
 * - `overlay` (root, or passwordless `sudo -n`): each attempt runs in a fresh overlay view of the
 *   checkout (the checkout the lower layer, a fresh upper layer per attempt, dropped afterwards), so
 *   nothing one attempt writes is seen by the next, and the checkout itself is not written through a
 *   view. The base tree is a view too: a layer holding just the base versions of the changed paths
 *   (blobs from `git cat-file --batch`, whiteouts where the base has no such path), built once before
 *   user code runs and stacked over the checkout. Cost follows the change, not the repository.
 * - `checkout`: where no mount is possible (or `GATE_VIEWS=checkout`), the way without views: attempts
 *   run in the checkout itself, base replays in a worktree of the base restored before each later use.
 *   The trace says which mechanism made the trees and why (`trace.views`).
 *
 * Every mount is undone on every way out ({@link Views.dispose}, also from the interrupt cleanup), and
 * mounts a killed run left are undone by the next run's sweep ({@link unmountStale}).
 */








/**
 * From this many tracked files `auto` lends views through idmapped binds. Below it the per-file grant
 * and hand-back cost less (about 14 µs a file on two cores: 0.14 s at 10,000) than what lent views
 * cost a run: two binds (about 30 ms) and, in each replay, the invariant's start after the generator
 * instead of beside it (a program held beside the view's user could only read the tree).
 */
const IDMAP_FROM_FILES = 10_000;
/** Reads GATE_TREE_ACCESS (`auto`, the default, `idmap` or `grant`); anything else is an error naming them. */
function treeAccessSetting(value) {
    const v = (value ?? '').trim().toLowerCase();
    if (v === '' || v === 'auto')
        return 'auto';
    if (v === 'idmap' || v === 'grant')
        return v;
    throw new Error(`GATE_TREE_ACCESS=${JSON.stringify(value)} is not a tree access setting: use auto, idmap or grant`);
}
/**
 * A count with thousands separators (15,000). Not `toLocaleString`: its first call loads the locale
 * data, about 15 ms of every run's start.
 */
function withCommas(n) {
    const digits = String(Math.trunc(n));
    let out = '';
    for (let i = 0; i < digits.length; i++) {
        if (i > 0 && (digits.length - i) % 3 === 0 && digits[i - 1] !== '-')
            out += ',';
        out += digits[i];
    }
    return out;
}
/**
 * How many files git's index of the checkout tracks, from the index's header (12 bytes: `DIRC`, the
 * version, the count); undefined where it cannot be read.
 */
function trackedFiles(checkout) {
    try {
        let gitDir = (0,external_node_path_.join)(checkout, '.git');
        if ((0,external_node_fs_.lstatSync)(gitDir).isFile()) {
            const m = /^gitdir: (.+)$/m.exec((0,external_node_fs_.readFileSync)(gitDir, 'utf8').slice(0, 4096));
            if (m === null)
                return undefined;
            gitDir = (0,external_node_path_.resolve)(checkout, m[1].trim());
        }
        const fd = (0,external_node_fs_.openSync)((0,external_node_path_.join)(gitDir, 'index'), external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
        try {
            const head = Buffer.alloc(12);
            if ((0,external_node_fs_.readSync)(fd, head, 0, 12, 0) !== 12 || head.toString('latin1', 0, 4) !== 'DIRC')
                return undefined;
            return head.readUInt32BE(8);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch {
        return undefined;
    }
}
/** Reads GATE_VIEWS (`overlay`, the default, or `checkout`); anything else is an error naming both. */
function viewsSetting(value) {
    const v = (value ?? '').trim().toLowerCase();
    if (v === '' || v === 'overlay' || v === 'auto')
        return 'overlay';
    if (v === 'checkout')
        return 'checkout';
    throw new Error(`GATE_VIEWS=${JSON.stringify(value)} is not a views setting: use overlay or checkout`);
}
/** The folder under a run's state folder that holds its views. */
function viewsRoot(state) {
    return (0,external_node_path_.join)(state, 'views');
}
function neutralName() {
    return (0,external_node_crypto_.randomBytes)(8).toString('hex');
}
/** A fresh scratch folder for `GATE_OUT`, `<views>/<random>/out`. */
function scratchIn(root) {
    const dir = (0,external_node_path_.join)(root, neutralName());
    (0,external_node_fs_.mkdirSync)(dir, { mode: 0o711 });
    const scratch = (0,external_node_path_.join)(dir, 'out');
    (0,external_node_fs_.mkdirSync)(scratch, { mode: 0o755 });
    return { dir, scratch };
}
/** Characters overlayfs reads as separators in its mount options: such a path cannot be a layer. */
const UNSAFE_LAYER_PATH = /[,:\\\n]/;
/** A command run with the gate's privilege, asynchronously (no event-loop stall while programs run). */
function views_privileged(priv, argv) {
    const [command, args] = priv.kind === 'root' ? [argv[0], argv.slice(1)] : ['sudo', ['-n', '--', ...argv]];
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)(command, args, { timeout: 30_000, env: (0,git/* gitEnv */.gE)() }, (err, _out, stderr) => {
            if (err)
                reject(new Error(`${argv.join(' ')}: ${String(stderr).trim() || err.message}`));
            else
                resolve();
        });
    });
}
/**
 * A quick command (one entry's owner or mode, a mount): on the sudo path through the run's privileged
 * command server (src/adapters/privileged.ts: a few ms of the run's thread, where a sudo of its own
 * cost about 10); what can take long (an unmount that writes back an upper layer, a removal) keeps a
 * process of its own ({@link privileged}), so no program's timing waits on the gate's thread.
 */
async function privilegedQuick(priv, argv) {
    if (priv.kind === 'root')
        return views_privileged(priv, argv);
    priv.exec(argv);
}
function privilegedSync(priv, argv) {
    if (priv?.kind === 'sudo') {
        try {
            priv.exec(argv);
        }
        catch {
            // As before: the caller checks what is left (a stale mount is swept by the next run).
        }
        return;
    }
    (0,external_node_child_process_.spawnSync)(argv[0], argv.slice(1), { stdio: 'ignore', timeout: 10_000 });
}
async function mountOverlay(priv, lower, upper, work, target) {
    await privilegedQuick(priv, [
        'mount',
        '-t',
        'overlay',
        'overlay',
        '-o',
        `lowerdir=${lower.join(':')},upperdir=${upper},workdir=${work}`,
        target,
    ]);
}
/**
 * The mechanism for a run: overlay views where a probe mount succeeds, else the checkout way with
 * the reason. Called before any user code runs (it runs git in the checkout).
 */
async function openViews(o) {
    const root = viewsRoot(o.state);
    (0,external_node_fs_.mkdirSync)(root, { recursive: true, mode: 0o711 });
    let granted = false;
    const grant = () => {
        if (granted)
            return;
        o.grant?.();
        granted = true;
    };
    const fallback = async (reason) => {
        grant();
        return new CheckoutViews(o, root, reason, await o.fallbackBase());
    };
    if ((o.setting ?? 'overlay') === 'checkout')
        return fallback('GATE_VIEWS=checkout');
    if (process.platform !== 'linux')
        return fallback(`overlay views need Linux, this is ${process.platform}`);
    for (const p of [o.checkout, root])
        if (UNSAFE_LAYER_PATH.test(p))
            return fallback(`the path ${JSON.stringify(p)} holds a character overlay options cannot carry`);
    const priv = (0,sandbox/* detectPrivilege */.F4)();
    if (typeof priv === 'string')
        return fallback(`no overlay mount: ${priv}`);
    const views = new OverlayViews(o, root, priv);
    try {
        await views.open(grant);
    }
    catch (err) {
        views.dispose();
        (0,external_node_fs_.mkdirSync)(root, { recursive: true, mode: 0o711 });
        return await fallback(`no overlay mount: ${err instanceof Error ? err.message : String(err)}`);
    }
    return views;
}
/** The owner, group and mode bits of the checkout's top folder, which every view's top folder copies. */
function topOf(checkout) {
    return (0,external_node_fs_.lstatSync)(checkout);
}
class OverlayViews {
    o;
    root;
    priv;
    info = {
        mechanism: 'overlay',
        reason: 'each attempt runs in a fresh overlay view of the checkout',
    };
    mounts = new Set();
    /** Where the layers and binds are: mode 700, the gate's. */
    hidden;
    layer;
    /** The oracle's pinned paths as the gate's, above the checkout (idmapped views only). */
    pinsLayer;
    disposed = false;
    /**
     * The checkout's top folder as it was when the views opened (granted or not), before the sandbox
     * sealed the real one (GateRunner.seal): every view's top folder copies this, so views stay the run's.
     */
    top;
    /** Who views are lent to, where the checkout is shown through idmapped binds; else undefined. */
    owner;
    /** Idmapped binds made so far (of the checkout and of the base layer), by the uid they show. */
    binds = new Map();
    constructor(o, root, priv) {
        this.o = o;
        this.root = root;
        this.priv = priv;
        // The layers and binds in a folder only the gate (and root) can enter: the kernel reaches them with
        // the mounter's rights, while a program that reads their paths from /proc/self/mountinfo cannot
        // write into a layer every later view stacks.
        this.hidden = (0,external_node_path_.join)(root, 'layers');
        (0,external_node_fs_.mkdirSync)(this.hidden, { mode: 0o700 });
        this.layer = (0,external_node_path_.join)(this.hidden, 'base-layer');
        this.pinsLayer = (0,external_node_path_.join)(this.hidden, 'pins-layer');
    }
    /**
     * Chooses how user code may write the views (an idmapped bind of the checkout where the sandbox and
     * the machine allow, else the per-file grant, made now), then builds the layers.
     */
    async open(grant) {
        const owner = this.o.owner;
        let why = owner === undefined ? null : this.idmapUnfit(owner);
        if (owner !== undefined && why === null) {
            // The base layer first (its files the gate's, as the checkout's are), then both binds of the
            // run's first user in one privileged process: what most runs need, made before any user code.
            this.top = topOf(this.o.checkout);
            await this.buildBaseLayer();
            try {
                this.bindsFor(owner.firstUid, owner);
                this.owner = owner;
            }
            catch (err) {
                why = err instanceof Error ? (err.message.split('\n')[0] ?? '').slice(0, 300) : String(err);
                await this.remove(this.layer);
            }
        }
        if (owner !== undefined) {
            this.info.access = this.owner !== undefined ? 'idmap' : 'grant';
            this.info.reason +=
                this.owner !== undefined
                    ? '; each view shows the checkout as its own to the user of the run it is lent to (an idmapped mount), so no file of the checkout is granted'
                    : `; the checkout is granted to the run's users file by file (no idmapped mount: ${why ?? 'unknown'})`;
        }
        if (this.owner === undefined) {
            grant();
            this.top = topOf(this.o.checkout);
            await this.buildBaseLayer();
        }
        else
            await this.buildPinsLayer(this.owner);
    }
    /** Why the checkout cannot be shown through idmapped binds, before any is tried (null: it may be). */
    idmapUnfit(owner) {
        if (this.o.access === 'grant')
            return 'GATE_TREE_ACCESS=grant';
        if ((this.o.access ?? 'auto') === 'auto') {
            const files = trackedFiles(this.o.checkout);
            if (files === undefined || files < IDMAP_FROM_FILES)
                return `${files === undefined ? 'an unread number of' : withCommas(files)} tracked files, fewer than ${withCommas(IDMAP_FROM_FILES)}: the grant costs less`;
        }
        const top = topOf(this.o.checkout);
        if (top.uid !== owner.gateUid || top.gid !== owner.gateGid)
            return `the checkout's top folder is not the gate's (uid ${top.uid}, gid ${top.gid})`;
        // The specs, and a judge held beside the view's user, read the tree as the run's group or as
        // others: a checkout made with a private umask (700) is granted instead.
        if ((top.mode & 0o055) !== 0o055)
            return `the checkout's top folder has mode ${(0,sandbox/* numericMode */.ze)(top.mode)}, not readable by others`;
        return null;
    }
    /**
     * The idmapped binds of the checkout and of the base layer in which the gate's files show as `uid`'s
     * and the gate's group as the run's: made at first use for that user (both in one privileged
     * process), kept until dispose.
     */
    bindsFor(uid, owner) {
        const made = this.binds.get(uid);
        if (made !== undefined)
            return made;
        const pair = {
            checkout: (0,external_node_path_.join)(this.hidden, `bind-${neutralName()}`),
            layer: (0,external_node_path_.join)(this.hidden, `bind-${neutralName()}`),
        };
        (0,external_node_fs_.mkdirSync)(pair.checkout, { mode: 0o755 });
        (0,external_node_fs_.mkdirSync)(pair.layer, { mode: 0o755 });
        try {
            idmapBinds(this.priv, [
                { src: this.o.checkout, dst: pair.checkout },
                { src: this.layer, dst: pair.layer },
            ], { uidFrom: owner.gateUid, uidTo: uid, gidFrom: owner.gateGid, gidTo: owner.group });
        }
        catch (err) {
            // The first may be mounted when the second failed.
            for (const d of [pair.layer, pair.checkout]) {
                privilegedSync(this.priv, ['umount', d]);
                try {
                    (0,external_node_fs_.rmdirSync)(d); // never recursive: a bind left mounted shows the checkout
                }
                catch {
                    // Still mounted: dispose's sweep of the views folder unmounts it (one file system at a time).
                    this.mounts.add(d);
                }
            }
            throw err;
        }
        this.mounts.add(pair.checkout);
        this.mounts.add(pair.layer);
        this.binds.set(uid, pair);
        return pair;
    }
    /**
     * The pins layer: the oracle's pinned files and links as they are in the checkout (the base's, put
     * there before any user code ran), owned by the gate, read-only, in folders owned by the gate that
     * the run's group may add to but whose entries only their owners may rename or remove (sticky). The
     * layer sits above the idmapped checkout, so a view's user owns every other file but no oracle file.
     */
    async buildPinsLayer(owner) {
        (0,external_node_fs_.mkdirSync)(this.pinsLayer, { mode: 0o755 });
        const folders = new Set();
        const addFolders = (rel) => {
            for (let d = (0,external_node_path_.dirname)(rel); d !== '.' && d !== ''; d = (0,external_node_path_.dirname)(d))
                folders.add(d);
        };
        const entries = [...(this.o.pins ?? [])].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        for (const e of entries) {
            addFolders(e.path);
            if (e.kind === 'folder')
                folders.add(e.path);
        }
        for (const d of [...folders].sort()) {
            const at = safeJoin(this.pinsLayer, d);
            await (0,promises_.mkdir)(at, { mode: 0o755 });
            let mode = 0o755;
            try {
                const st = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(this.o.checkout, d));
                if (st.isDirectory())
                    mode = st.mode & 0o777;
            }
            catch {
                // Not in the checkout: the view shows the layer's folder.
            }
            await this.ownAs(at, owner.gateUid, owner.group, mode | 0o1070);
        }
        for (const e of entries) {
            if (e.kind === 'folder')
                continue;
            const from = (0,external_node_path_.join)(this.o.checkout, e.path);
            let st;
            try {
                st = (0,external_node_fs_.lstatSync)(from);
            }
            catch {
                continue; // Missing: the check before the first program reports it.
            }
            const to = safeJoin(this.pinsLayer, e.path);
            if (e.kind === 'link' && st.isSymbolicLink())
                await (0,promises_.symlink)(await (0,promises_.readlink)(from, { encoding: 'buffer' }), to);
            else if (e.kind === 'file' && st.isFile()) {
                await (0,promises_.writeFile)(to, await (0,promises_.readFile)(from), { flag: 'wx', mode: 0o600 });
                await (0,promises_.chmod)(to, st.mode & 0o555);
            }
        }
    }
    /** Gives `path` this owner, group and mode, with privilege (the run's group is not the gate's). */
    async ownAs(path, uid, gid, mode) {
        if (this.priv.kind === 'root') {
            await (0,promises_.lchown)(path, uid, gid);
            await (0,promises_.chmod)(path, mode);
            return;
        }
        await privilegedQuick(this.priv, ['chown', '-h', `${uid}:${gid}`, '--', path]);
        await privilegedQuick(this.priv, ['chmod', (0,sandbox/* numericMode */.ze)(mode), '--', path]);
    }
    /**
     * The base layer: an overlay over the checkout with an empty upper layer, the changed paths written
     * (base blobs) or removed (whiteouts) through it, then unmounted: the upper layer is the layer.
     */
    async buildBaseLayer() {
        const build = (0,external_node_path_.join)(this.hidden, 'layer-build');
        const work = (0,external_node_path_.join)(this.hidden, 'layer-work');
        (0,external_node_fs_.mkdirSync)(this.layer, { mode: 0o755 });
        (0,external_node_fs_.mkdirSync)(work, { mode: 0o700 });
        (0,external_node_fs_.mkdirSync)(build, { mode: 0o700 });
        const top = this.top;
        await this.adopt(this.layer, top);
        await mountOverlay(this.priv, [this.o.checkout], this.layer, work, build);
        this.mounts.add(build);
        try {
            const paths = layerPaths(this.o.changed, this.o.dirty);
            const entries = await baseEntries(this.o.checkout, this.o.baseSha, paths);
            const blobs = await readBlobs(this.o.checkout, [...entries.values()].filter((e) => e.mode !== '160000').map((e) => e.id));
            // Removals first, longest path last: a folder the base has as a file is gone before the file is
            // written, and a file the base has as a folder is gone before the folder is made.
            for (const p of paths)
                await (0,promises_.rm)(safeJoin(build, p), { recursive: true, force: true });
            // A folder the patch added goes too: each folder above a path the base lacks that is left empty
            // (git keeps no empty folder, so the base has none), or the base tree would hold an empty
            // `test/node_modules/chai/` that a bare import then resolves to.
            for (const p of paths) {
                if (entries.has(p))
                    continue;
                const above = [];
                for (let d = (0,external_node_path_.dirname)(p); d !== '.' && d !== ''; d = (0,external_node_path_.dirname)(d))
                    above.push(d);
                // Only through folders of the view (no link followed on the way up).
                if (!above.every((d) => (0,external_node_fs_.lstatSync)(safeJoin(build, d), { throwIfNoEntry: false })?.isDirectory() !== false))
                    continue;
                for (const d of above) {
                    try {
                        (0,external_node_fs_.rmdirSync)(safeJoin(build, d));
                    }
                    catch {
                        break;
                    }
                }
            }
            const madeDirs = [];
            for (const p of paths) {
                const e = entries.get(p);
                if (e === undefined || e.mode === '160000')
                    continue;
                const target = safeJoin(build, p);
                madeDirs.push(...(await mkdirsNoFollow(build, (0,external_node_path_.dirname)(p))));
                const bytes = blobs.get(e.id);
                if (bytes === undefined)
                    throw new Error(`git cat-file returned no blob for ${p}`);
                if (e.mode === '120000')
                    await (0,promises_.symlink)(bytes.toString('utf8'), target);
                else {
                    await (0,promises_.writeFile)(target, bytes, { flag: 'wx', mode: e.mode === '100755' ? 0o755 : 0o644 });
                    await (0,promises_.chmod)(target, e.mode === '100755' ? 0o755 : 0o644);
                }
            }
            // Written files and made folders get what the checkout's files have (its group and group
            // write, as granted to the sandbox), so a sandboxed program can write them in its view.
            await this.unmount(build);
            const groupWrite = (top.mode & 0o020) !== 0;
            for (const p of paths) {
                const e = entries.get(p);
                if (e === undefined || e.mode === '160000')
                    continue;
                const at = (0,external_node_path_.join)(this.layer, p);
                await this.chownTo(at, top);
                if (groupWrite && e.mode !== '120000')
                    await (0,promises_.chmod)(at, (e.mode === '100755' ? 0o755 : 0o644) | 0o020);
            }
            for (const d of madeDirs)
                await this.adopt((0,external_node_path_.join)(this.layer, d), top);
        }
        finally {
            if (this.mounts.has(build))
                await this.unmount(build).catch(() => undefined);
            await this.remove(build);
            await this.remove(work);
        }
    }
    async chownTo(path, top) {
        if (this.priv.kind === 'root')
            await (0,promises_.lchown)(path, top.uid, top.gid);
        else
            await privilegedQuick(this.priv, ['chown', '-h', `${top.uid}:${top.gid}`, '--', path]);
    }
    /** Gives a folder the checkout top folder's owner, group and mode (setgid, sticky included). */
    async adopt(dir, top) {
        await this.chownTo(dir, top);
        if (this.priv.kind === 'root')
            await (0,promises_.chmod)(dir, top.mode & 0o7777);
        else
            await privilegedQuick(this.priv, ['chmod', (0,sandbox/* numericMode */.ze)(top.mode), '--', dir]);
    }
    async unmount(target) {
        await views_privileged(this.priv, ['umount', target]);
        this.mounts.delete(target);
    }
    async view(kind, run) {
        if (this.disposed)
            throw new Error('the run has ended: no more views');
        const { dir, scratch } = scratchIn(this.root);
        // The upper and work folders where no user of the run can reach them by path (they are written
        // through the view only): a program of one view cannot plant files in another's upper layer.
        const layers = (0,external_node_path_.join)(dir, 'layers');
        const upper = (0,external_node_path_.join)(layers, 'upper');
        const work = (0,external_node_path_.join)(layers, 'work');
        const tree = (0,external_node_path_.join)(dir, 'tree');
        (0,external_node_fs_.mkdirSync)(layers, { mode: 0o700 });
        (0,external_node_fs_.mkdirSync)(upper, { mode: 0o755 });
        (0,external_node_fs_.mkdirSync)(work, { mode: 0o700 });
        (0,external_node_fs_.mkdirSync)(tree, { mode: 0o755 });
        let lease;
        try {
            const owner = this.owner;
            let lower;
            if (owner === undefined) {
                lower = kind === 'base' ? [this.layer, this.o.checkout] : [this.o.checkout];
                await this.adopt(upper, this.top);
            }
            else {
                // The top folder holds oracle files: the gate's, the run's group may add to it, sticky.
                await this.ownAs(upper, owner.gateUid, owner.group, (this.top.mode & 0o777) | 0o1070);
                if (kind === 'specs')
                    lower = [this.pinsLayer, this.o.checkout];
                else {
                    lease = owner.lease(tree);
                    const shown = this.bindsFor(lease.uid, owner);
                    lower =
                        kind === 'base'
                            ? [this.pinsLayer, shown.layer, shown.checkout]
                            : [this.pinsLayer, shown.checkout];
                }
            }
            await mountOverlay(this.priv, lower, upper, work, tree);
            this.mounts.add(tree);
            return await run({ dir: tree, scratch });
        }
        finally {
            // Dropping the upper layer is the reset: the next attempt starts from the lower layers again.
            if (this.mounts.has(tree))
                await this.unmount(tree).catch(() => this.unmountSync(tree));
            lease?.release();
            await this.remove(dir);
        }
    }
    candidate(run) {
        return this.view('candidate', run);
    }
    specs(run) {
        return this.view('specs', run);
    }
    async base(run) {
        await this.o.beforeBase?.();
        return this.view('base', run);
    }
    async hide(tree, paths) {
        if (!this.mounts.has(tree))
            throw new Error(`${tree} is not a view of this run`);
        const gone = [];
        for (const path of paths) {
            const target = safeJoin(tree, path);
            // No link followed on the way: every folder above the path is a folder of the view (no program
            // has run in it yet, so nothing changes between this look and the removal).
            const parts = path.split('/');
            let present = true;
            for (let i = 1; i < parts.length && present; i++) {
                const at = safeJoin(tree, parts.slice(0, i).join('/'));
                const st = (0,external_node_fs_.lstatSync)(at, { throwIfNoEntry: false });
                present = st !== undefined;
                if (st !== undefined && !st.isDirectory())
                    throw new Error(`cannot hide ${path}: ${at} is not a folder`);
            }
            if (present && (0,external_node_fs_.lstatSync)(target, { throwIfNoEntry: false }) !== undefined)
                gone.push(target);
        }
        if (gone.length === 0)
            return true;
        if (this.priv.kind === 'root')
            await Promise.all(gone.map((p) => (0,promises_.rm)(p, { force: true })));
        else
            await privilegedQuick(this.priv, ['rm', '-f', '--', ...gone]);
        return true;
    }
    /**
     * Removes a view's folders. Under sudo the gate's user cannot remove what the sandbox user made in
     * an upper layer, nor overlayfs's own work folder (root, mode 000): those go with privilege.
     */
    async remove(dir) {
        await (0,promises_.rm)(dir, { recursive: true, force: true }).catch(() => undefined);
        if (this.priv.kind === 'sudo' && (0,external_node_fs_.existsSync)(dir))
            await views_privileged(this.priv, ['rm', '-rf', '--one-file-system', '--', dir]).catch(() => undefined);
    }
    unmountSync(target) {
        privilegedSync(this.priv, ['umount', '-l', target]);
        this.mounts.delete(target);
    }
    dispose() {
        this.disposed = true;
        for (const m of [...this.mounts].reverse())
            this.unmountSync(m);
        try {
            (0,external_node_fs_.rmSync)(this.root, { recursive: true, force: true });
        }
        catch {
            // What the gate's own user cannot remove (sudo): see remove().
        }
        if (this.priv.kind === 'sudo' && (0,external_node_fs_.existsSync)(this.root))
            privilegedSync(this.priv, ['rm', '-rf', '--one-file-system', '--', this.root]);
        this.priv.close?.();
    }
}
/** The way without mounts: attempts in the checkout, base replays in a restored worktree. */
class CheckoutViews {
    o;
    root;
    worktree;
    info;
    constructor(o, root, reason, worktree) {
        this.o = o;
        this.root = root;
        this.worktree = worktree;
        this.info = {
            mechanism: 'checkout',
            reason: `${reason}: attempts run in the checkout itself, base replays in a worktree of the base`,
        };
    }
    async candidate(run) {
        const { dir, scratch } = scratchIn(this.root);
        try {
            return await run({ dir: this.o.checkout, scratch });
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true }).catch(() => undefined);
        }
    }
    specs(run) {
        return this.candidate(run);
    }
    hide() {
        return Promise.resolve(false);
    }
    async base(run) {
        await this.o.beforeBase?.();
        const { dir, scratch } = scratchIn(this.root);
        try {
            return await this.worktree((tree) => run({ dir: tree, scratch }));
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true }).catch(() => undefined);
        }
    }
    dispose() {
        (0,external_node_fs_.rmSync)(this.root, { recursive: true, force: true });
    }
}
/** Joins a repository path under a folder, refusing `..`, absolute paths and `.git`. */
function safeJoin(root, rel) {
    const parts = rel.split('/');
    if (rel === '' || parts.some((p) => p === '' || p === '.' || p === '..' || p === '.git'))
        throw new Error(`not a repository path a view can hold: ${JSON.stringify(rel)}`);
    return (0,external_node_path_.join)(root, ...parts);
}
/**
 * Makes the folders of `rel` under `root`, refusing to pass through a symbolic link (writing base
 * bytes through a link would write outside the view). Returns the folders it made.
 */
async function mkdirsNoFollow(root, rel) {
    if (rel === '.' || rel === '')
        return [];
    const made = [];
    let at = '';
    for (const part of rel.split('/')) {
        at = at === '' ? part : `${at}/${part}`;
        const abs = safeJoin(root, at);
        let st;
        try {
            st = (0,external_node_fs_.lstatSync)(abs);
        }
        catch {
            st = undefined;
        }
        if (st === undefined) {
            await (0,promises_.mkdir)(abs, { mode: 0o755 });
            made.push(at);
        }
        else if (!st.isDirectory())
            throw new Error(`${at} is not a folder in the checkout but the base has files under it`);
    }
    return made;
}
/**
 * Every path the base layer must hold as the base has it: the changed paths, and the paths whose
 * working files differ from the checkout's commit (a dirty checkout must not leak into the base tree).
 * Sorted, so a folder comes before what is in it.
 */
function layerPaths(changed, dirty) {
    return [...new Set([...changed, ...dirty])].sort();
}
/** The base tree's entries for `paths` (`git ls-tree`, literal paths, in chunks): absent = not in base. */
async function baseEntries(checkout, base, paths) {
    const found = new Map();
    const CHUNK = 500;
    for (let i = 0; i < paths.length; i += CHUNK) {
        const out = await (0,git/* gitRun */.qM)(checkout, ['ls-tree', '-r', '-z', '--full-tree', base, '--', ...paths.slice(i, i + CHUNK)], { env: { GIT_LITERAL_PATHSPECS: '1' } });
        for (const record of out.toString('utf8').split('\0')) {
            if (record === '')
                continue;
            const tab = record.indexOf('\t');
            const [mode, , id] = record.slice(0, tab).split(' ');
            if (tab < 0 || mode === undefined || id === undefined)
                throw new Error(`git ls-tree printed ${JSON.stringify(record.slice(0, 80))}`);
            found.set(record.slice(tab + 1), { mode, id });
        }
    }
    return found;
}
/** Blobs by id through one `git cat-file --batch`. */
async function readBlobs(checkout, ids) {
    const blobs = new Map();
    const unique = [...new Set(ids)];
    if (unique.length === 0)
        return blobs;
    const out = await (0,git/* gitRun */.qM)(checkout, ['cat-file', '--batch'], {
        input: unique.map((id) => `${id}\n`).join(''),
    });
    let at = 0;
    for (const id of unique) {
        const nl = out.indexOf(10, at);
        if (nl < 0)
            throw new Error('git cat-file --batch ended early');
        const header = out.subarray(at, nl).toString('utf8').split(' ');
        if (header[0] !== id || header[1] !== 'blob' || header[2] === undefined)
            throw new Error(`git cat-file --batch: unexpected ${JSON.stringify(header.join(' '))} for ${id}`);
        const size = Number(header[2]);
        blobs.set(id, out.subarray(nl + 1, nl + 1 + size));
        at = nl + 1 + size + 1;
    }
    return blobs;
}
/** Mount points of overlay views under `state` folders for which `stale(name)` says the run is gone. */
function staleViewMounts(parent, stale) {
    let table;
    try {
        table = (0,external_node_fs_.readFileSync)('/proc/self/mountinfo', 'utf8');
    }
    catch {
        return [];
    }
    const prefix = parent.endsWith('/') ? parent : `${parent}/`;
    const found = [];
    for (const line of table.split('\n')) {
        const point = line.split(' ')[4];
        if (point === undefined)
            continue;
        const path = point.replace(/\\([0-7]{3})/g, (_, o) => String.fromCharCode(parseInt(o, 8)));
        if (!path.startsWith(prefix))
            continue;
        const name = path.slice(prefix.length).split('/')[0] ?? '';
        if (path.slice(prefix.length).split('/')[1] === 'views' && stale(name))
            found.push(path);
    }
    return found.reverse();
}
/** Unmounts views a killed run left (lazily: a process of that run may still hold one open). */
function unmountStale(parent, stale) {
    const found = staleViewMounts(parent, stale);
    if (found.length === 0)
        return [];
    const priv = (0,sandbox/* detectPrivilege */.F4)();
    for (const m of found)
        privilegedSync(typeof priv === 'string' ? undefined : priv, ['umount', '-l', m]);
    if (typeof priv !== 'string')
        priv.close?.();
    return found;
}

;// CONCATENATED MODULE: ./src/run/open.ts
/**
 * Opening a run, before any stage: the base and head revisions resolved (the base fetched when a
 * shallow checkout lacks it), the oracle of the base (read from git's objects, no worktree made), and
 * the candidate patch — taken with the base revision's `.gitattributes` as the only work tree git sees
 * (a candidate that adds `* -diff` must not turn its added lines into a binary patch the specs cannot
 * read).
 */











/** An input the user gave cannot be graded (a --patch that is not a patch, an unknown revision). */
class GateInputError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GateInputError';
    }
}
/** A run's context; what it writes is in the run's state folder (removed by the caller whatever happens). */
async function openRun(o, t, out, state) {
    const { root } = o;
    let baseSha = await git/* resolveCommit */.WL(root, o.base);
    if (!baseSha && o.fetchMissingBase && /^[0-9a-f]{40}$/i.test(o.base)) {
        o.log.info(`gate: base ${o.base} is not in this checkout; fetching it (git fetch --depth=1 origin ${o.base})`);
        await git/* fetchCommit */.iH(root, o.base, o.fetchAuth);
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
    // The oracle's files are written, as they are asked for, into a folder of the run's state folder,
    // outside the checkout (SPEC §2, §8); git runs only before any user code does.
    const oracleDir = (0,external_node_path_.join)(state.worktrees, 'oracle');
    (0,external_node_fs_.mkdirSync)(oracleDir, { mode: 0o755 });
    const oracle = new reader/* GitOracle */.NA(root, baseSha, oracleDir);
    const patch = await candidatePatch(o, out, { baseSha, headSha, oracle });
    t.patch_digest = patch.digest;
    t.changed_paths = patch.changed;
    o.log.info(`gate: base ${baseSha.slice(0, 12)}, head ${headSha.slice(0, 12)}, ${patch.changed.length} changed path(s), patch ${patch.digest.slice(0, 19)}…`);
    return {
        root,
        baseSha,
        headSha,
        runId: (0,external_node_crypto_.randomUUID)(),
        patch,
        oracle,
        out,
        log: o.log,
        configFile: o.config,
        ...(o.shard ? { shard: o.shard } : {}),
        handOver: (label, bytes, sha256) => state.handOver(label, bytes, sha256),
    };
}
/**
 * The patch the specs read: a given --patch file, or `git diff base head` with the base revision's
 * attributes (the oracle's folder as git's work tree).
 * Either is written to the output folder as it is read and hashed on the way; the gate keeps the file's
 * path, never its bytes (memory follows the largest changed file, not the patch).
 */
async function candidatePatch(o, out, { baseSha, headSha, oracle }) {
    const dest = out.path('candidate.patch');
    let sha256;
    let changed;
    let diff;
    let ungradable;
    let files;
    if (o.patchFile) {
        const given = copyPatchFile((0,external_node_path_.resolve)(o.cwd, o.patchFile), dest, o.patchFile);
        // Its parts counted before it is parsed, the same bound as a run from commits.
        if (!given.tooLarge)
            letGoIfFew((0,patch_diff/* countGitParts */.Cv)(dest, given.size));
        sha256 = given.sha256;
        if (given.tooLarge) {
            ({ diff, changed, ungradable, files } = {
                diff: { files: [], addedCount: 0, removedCount: 0 },
                changed: [],
                ungradable: [
                    {
                        path: '',
                        kind: 'patch-too-large',
                        reason: `${o.patchFile} is more than ${patchLimits.patch} bytes (the gate reads at most that)`,
                    },
                ],
                files: [],
            });
        }
        else {
            let oversized = [];
            try {
                if (given.size <= patchLimits.part)
                    diff = (0,patch_diff/* parseUnifiedDiff */.rj)((0,external_node_fs_.readFileSync)(dest, 'utf8'));
                else
                    ({ diff, oversized } = (0,patch_diff/* parseGitPatchFile */.y_)(dest, given.size, patchLimits.part));
            }
            catch (err) {
                if (err instanceof patch_diff/* DiffParseError */.hg)
                    throw new GateInputError(`${o.patchFile}: not a unified diff: ${err.message}`);
                throw err;
            }
            changed = (0,patch_diff/* touchedPaths */.Pq)(diff);
            ({ ungradable, files } = patchFileUngradable(given.utf8, diff, o.patchFile));
            for (const part of oversized)
                ungradable.push({
                    path: part.path,
                    kind: 'too-large',
                    reason: `its part of the patch is ${part.bytes} bytes, more than the ${patchLimits.part} the gate parses for one file`,
                });
        }
    }
    else {
        // Faithful text (src/patch/graded.ts): `--text`, content and attributes checked against the head tree.
        ({
            sha256,
            diff,
            changed,
            ungradable,
            note: { files },
        } = await gradedPatch(o.root, baseSha, headSha, dest, (changed) => oracle.attributesFor(changed)));
    }
    out.writeJson('graded.json', { schema: 1, files, ungradable });
    return {
        path: dest,
        bytes: { file: dest },
        digest: `sha256:${sha256}`,
        diff,
        changed,
        ungradable,
        graded: out.path('graded.json'),
    };
}
/** Copies a --patch file into the output folder in chunks: its digest, size, and whether it is UTF-8. */
function copyPatchFile(from, dest, name) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(from, 'r');
    }
    catch (err) {
        throw new GateInputError(`--patch ${name}: cannot read: ${err.message}`);
    }
    const sink = new git/* FileSink */.UP(dest, patchLimits.patch);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let utf8 = true;
    try {
        const buf = Buffer.allocUnsafe(1024 * 1024);
        for (;;) {
            const n = (0,external_node_fs_.readSync)(fd, buf, 0, buf.length, null);
            if (n === 0)
                break;
            const chunk = buf.subarray(0, n);
            if (!sink.write(chunk))
                break;
            if (utf8) {
                try {
                    decoder.decode(chunk, { stream: true });
                }
                catch {
                    utf8 = false;
                }
            }
        }
        if (utf8 && !sink.overflow) {
            try {
                decoder.decode();
            }
            catch {
                utf8 = false;
            }
        }
    }
    catch (err) {
        throw new GateInputError(`--patch ${name}: cannot read: ${err.message}`);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    const sha256 = sink.close();
    return { sha256, size: sink.bytes, utf8, tooLarge: sink.overflow };
}
/**
 * Before a run: replay views, state folders and base worktrees an earlier, killed run left behind are
 * removed (views unmounted), and
 * a credential the checkout keeps in `.git/config` (which user code can read) is named — each with a
 * warning in the log.
 */
async function sweepLeftovers(root, log) {
    // Views first: a killed run's state folder cannot be removed while a view is mounted in it.
    for (const m of unmountStale((0,statedir/* stateRoot */.om)(), staleRun))
        log.warn(`unmounted a replay view left behind by an earlier run: ${m}`);
    for (const s of statedir/* StateDir */.$R.removeStale())
        log.warn(`removed a state folder left behind by an earlier run: ${s}`);
    for (const s of await git/* removeStaleWorktrees */.KO(root))
        log.warn(`removed a base worktree left behind by an earlier run: ${s}`);
    for (const key of await git/* persistedCredentials */.Oo(root))
        log.warn(`the checkout keeps a credential in .git/config (${key}); specs, generators and invariants can read it: use actions/checkout with persist-credentials: false`);
}
/** Whether a state folder's name (`gate-run-<pid>-…`) is of a run whose process is gone. */
function staleRun(name) {
    const pid = Number(/^gate-run-(\d+)-/.exec(name)?.[1]);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !(0,outdir/* pidAlive */.pl)(pid);
}

;// CONCATENATED MODULE: ./src/run/base-checkout.ts
/**
 * The worktree of the base for base replays where no overlay view can be had (src/adapters/views.ts,
 * mechanism `checkout`). It is made before any user code runs (git must not run in a repository
 * candidate code has had the chance to configure: hooks, filters, attributes), in the run's state
 * folder. Base replays take it one at a time, so one cannot see another's files; each after the first
 * gets it back as the base revision holds it, copied from a second, untouched worktree of the base made
 * with it (no program runs in it or is granted it), without running git again. The copy is asynchronous: gate-side work never holds
 * the event loop while user programs run (their budgets are theirs alone).
 */





async function baseReplayCheckout(ctx, worktrees, parent, 
/** Called on the worktree before each base replay, once it holds the base revision again. */
prepare = () => { }) {
    const dir = await git/* addWorktree */.l(ctx.root, ctx.baseSha, 'replay', parent);
    worktrees.push(dir);
    const source = await git/* addWorktree */.l(ctx.root, ctx.baseSha, 'replay-source', parent);
    worktrees.push(source);
    const turn = new pool/* Slots */.W(1);
    let used = false;
    return (run) => turn.run(async () => {
        if (used)
            await restoreTree(dir, source);
        used = true;
        prepare(dir);
        return run(dir);
    });
}
/**
 * Makes `dir` hold what `source` holds again: every entry but `.git` removed, then copied.
 *
 * `dir` is a tree the run's users could write, and other programs of the run (candidate retries in
 * their own views) may still be running while it is restored, as users of the group the tree is
 * granted to. Nothing here resolves a path the user could have changed: every folder is opened with
 * O_NOFOLLOW|O_DIRECTORY and its entries are reached through that descriptor
 * (`/proc/self/fd/<folder>/<name>`), so a folder swapped for a link is unlinked as the link it now is,
 * never followed; files are created with O_EXCL (a name planted meanwhile, a link included, makes the
 * restore fail, which fails the replay closed). Where `/proc/self/fd` is missing (not Linux, so no
 * sandbox user either) the plain removal and copy are used.
 */
async function restoreTree(dir, source) {
    if (!(0,external_node_fs_.existsSync)('/proc/self/fd'))
        return restoreByName(dir, source);
    const top = await (0,promises_.open)(dir, DIR);
    try {
        await emptyAt(top.fd, (name) => name === '.git', dir);
        await copyInto(source, top.fd, (name) => name === '.git', dir);
    }
    finally {
        await top.close();
    }
}
const DIR = external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_DIRECTORY;
const at = (fd, name) => `/proc/self/fd/${fd}/${name}`;
const code = (err) => err.code;
/** Removes every entry of the folder open as `fd` (but `keep`), never following a link. */
async function emptyAt(fd, keep, path) {
    for (const name of await (0,promises_.readdir)(`/proc/self/fd/${fd}`)) {
        if (!keep(name))
            await removeAt(fd, name, `${path}/${name}`);
    }
}
async function removeAt(fd, name, path) {
    // A few rounds: an entry swapped between looking and removing is looked at again.
    for (let round = 0; round < 5; round++) {
        const st = await (0,promises_.lstat)(at(fd, name)).catch((err) => {
            if (code(err) === 'ENOENT')
                return null;
            throw err;
        });
        if (st === null)
            return;
        try {
            if (!st.isDirectory())
                return await (0,promises_.unlink)(at(fd, name));
            const child = await (0,promises_.open)(at(fd, name), DIR);
            try {
                await emptyAt(child.fd, () => false, path);
            }
            finally {
                await child.close();
            }
            return await (0,promises_.rmdir)(at(fd, name));
        }
        catch (err) {
            // ELOOP/ENOTDIR: a folder became a link; EISDIR: a file became a folder; ENOTEMPTY: written
            // meanwhile. Look again.
            if (!['ELOOP', 'ENOTDIR', 'EISDIR', 'ENOTEMPTY', 'ENOENT'].includes(code(err) ?? ''))
                throw err;
        }
    }
    throw new Error(`the base replay tree keeps changing at ${path} while the gate restores it`);
}
/** Copies `source`'s entries (but `skip`) into the folder open as `fd`, creating every name anew. */
async function copyInto(source, fd, skip, path) {
    for (const entry of await (0,promises_.readdir)(source, { withFileTypes: true })) {
        const name = entry.name;
        if (skip(name))
            continue;
        const from = (0,external_node_path_.join)(source, name);
        if (entry.isDirectory()) {
            await (0,promises_.mkdir)(at(fd, name), { mode: (await (0,promises_.lstat)(from)).mode & 0o7777 });
            const child = await (0,promises_.open)(at(fd, name), DIR);
            try {
                await copyInto(from, child.fd, () => false, `${path}/${name}`);
            }
            finally {
                await child.close();
            }
        }
        else if (entry.isSymbolicLink()) {
            await (0,promises_.symlink)(await (0,promises_.readlink)(from), at(fd, name));
        }
        else if (entry.isFile()) {
            // O_CREAT|O_EXCL: a name that exists (a link planted meanwhile included) is an error, never followed.
            await (0,promises_.copyFile)(from, at(fd, name), external_node_fs_.constants.COPYFILE_EXCL);
        }
    }
}
/** The same by names, where descriptors cannot be walked (no `/proc/self/fd`). */
async function restoreByName(dir, source) {
    for (const name of await (0,promises_.readdir)(dir)) {
        if (name === '.git')
            continue;
        await (0,promises_.rm)((0,external_node_path_.join)(dir, name), { recursive: true, force: true });
    }
    for (const name of await (0,promises_.readdir)(source)) {
        if (name === '.git')
            continue;
        await (0,promises_.cp)((0,external_node_path_.join)(source, name), (0,external_node_path_.join)(dir, name), { recursive: true, verbatimSymlinks: true });
    }
}

;// CONCATENATED MODULE: ./src/run/exercised.ts

/** Files an interpreter the gate runs would load as code (what "nothing here tested it" is about). */
const CODE_FILE = /\.(?:[cm]?js|jsx|[cm]?ts|tsx|py)$/i;
function exercisedRecord(book, config, changed) {
    const changedSet = new Set(changed);
    const pick = (loaded) => [...loaded]
        .filter((f) => changedSet.has(f))
        .sort()
        .slice(0, model/* MAX_LISTED_PATHS */.Ce);
    const specs = config.properties
        .filter((p) => p.builtin === undefined)
        .map((p) => ({ spec: p.spec, loaded: pick(book.loadedBy(p.spec)) }));
    // An exercise + judge fixture: the exercise loads the code under test (the judge may load none).
    const fixtures = config.fixtures.map((f) => ({
        target: f.target,
        loaded: pick(new Set([...book.loadedBy(f.invariant), ...book.loadedBy(f.exercise ?? f.invariant)])),
    }));
    const any = new Set([...specs, ...fixtures].flatMap((x) => x.loaded));
    // A `tests:` fixture's runner keeps no load record (jest and vitest load files through their own
    // module systems): what its tests loaded is not known, so no changed file is said to be untested.
    const unloaded = (config.tests ?? []).length > 0
        ? []
        : changed.filter((c) => CODE_FILE.test(c) && !any.has(c)).slice(0, model/* MAX_LISTED_PATHS */.Ce);
    return { specs, fixtures, unloaded };
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
        ...(t.fixture_probes ?? []).flatMap((p) => p.logs),
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
var report_advice = __webpack_require__(2296);
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
    if (t.misses.some((m) => m.freeze?.excuses && m.fresh_seed === true))
        v.push('a freeze excuses a miss on a fresh seed (it will not recur, so nothing can freeze it)');
    const changed = t.artifact_mismatches;
    if (changed !== undefined && !Array.isArray(changed))
        v.push('artifact_mismatches is not a list');
    else
        for (const m of changed ?? [])
            v.push(`an artifact changed after it was recorded: ${String(m)}`);
    const pinned = t.pinned_mismatches;
    if (pinned !== undefined && !Array.isArray(pinned))
        v.push('pinned_mismatches is not a list');
    else
        for (const m of pinned ?? [])
            v.push(`an oracle file in the tree a replay ran in is not the base revision's: ${String(m)}`);
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
 * an invalid artifact) overrides both. `advise` fills the advice of the recomputed trace.
 */
function recomputeTrace(source, advise, failure) {
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
    t.advice = advise(t);
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
function record_finish(t, error) {
    if (error !== undefined)
        t.errors.push(error instanceof Error ? error.message : String(error));
    Object.assign(t, recomputeTrace(t, report_advice/* adviceFor */.cp).trace);
    if (error instanceof GateInputError && t.reason_code === 'INTERNAL') {
        t.reason = `input error: ${error.message}`;
        t.advice = (0,report_advice/* adviceFor */.cp)(t);
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
// EXTERNAL MODULE: ./src/oracle/pinned.ts
var pinned = __webpack_require__(318);
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




























/** The configuration scope read, for the record of what the oracle exercised (trace.exercised). */
const exercisedConfig = new WeakMap();
/** The stages in order; each returns early when the one before it ended the run. */
async function grade(ctx, o, t, worktrees, state, proc, pins, views, dirty, grantCheckout) {
    const step = (name, body) => recordStage(t, o, name, body, ctx.out);
    const scoped = await step('scope', () => runScope({ ...ctx, dirty }));
    if (!scoped)
        return;
    exercisedConfig.set(t, scoped.config);
    // The replay trees (the base layer, or the base worktree without views) are made now, before the
    // first user program runs: git must not run in a repository that candidate code has had the chance
    // to configure (hooks, filters, attributes).
    const fixtureCount = scoped.config.fixtures.length + (scoped.config.tests?.length ?? 0);
    const trees = fixtureCount > 0
        ? await openViews({
            checkout: ctx.root,
            baseSha: ctx.baseSha,
            changed: ctx.patch.changed,
            dirty,
            state: state.root,
            setting: o.views ?? viewsSetting(process.env.GATE_VIEWS),
            fallbackBase: () => baseReplayCheckout(ctx, worktrees, state.worktrees, (dir) => proc.grant(dir, [])),
            ...(o.beforeBaseTree ? { beforeBase: o.beforeBaseTree } : {}),
            ...(proc.owner !== undefined ? { owner: proc.owner } : {}),
            grant: grantCheckout,
            access: o.treeAccess ?? treeAccessSetting(process.env.GATE_TREE_ACCESS),
            ...(pins !== null ? { pins: pins.entries } : {}),
        })
        : undefined;
    // Every way but idmapped views runs user code with the checkout granted to it, file by file.
    if (trees?.info.access !== 'idmap')
        grantCheckout();
    if (trees) {
        views.push(trees);
        t.views = { ...trees.info };
        o.log.info(`gate: trees    ${trees.info.mechanism} (${trees.info.reason})`);
    }
    // Base replays and fixture probes borrow a fresh base tree, one attempt at a time.
    const baseCheckout = trees
        ? (run) => trees.base((bt) => run(bt.dir, bt.scratch))
        : () => Promise.reject(new Error('no fixture is configured: there is no base replay'));
    const overlay = trees?.info.mechanism === 'overlay';
    if (overlay) {
        // From here on every program runs in a view, the specs included: the real checkout is no longer
        // the run's users' to reach (a cache written there by absolute path would be seen by every later
        // attempt), and nothing code a spec loads writes can reach the trees the replays run.
        proc.seal(ctx.root);
    }
    // Without mounts the specs run in the checkout itself, and a spec may load the code under test:
    // the checkout is compared before and after them, so the replays never run what that code wrote.
    const skip = [ctx.out.root, state.root];
    const before = trees && !overlay ? await checkoutState(ctx.root, skip, dirty) : undefined;
    const clear = await step('property', () => overlay
        ? trees.specs((t) => runProperty({ ...ctx, root: t.dir, proc }, scoped))
        : runProperty({ ...ctx, proc }, scoped));
    if (!clear)
        return;
    if (before !== undefined) {
        // Whatever that code did to the checkout, the replays must not run it instead of the graded bytes.
        const after = checkoutState(ctx.root, skip, dirty, { stamped: false });
        const { changed, planted } = await compareCheckout(before, after);
        if (changed.length > 0)
            throw new Error(`the checkout's files changed while the specs ran (${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}): code a spec loaded rewrote the tree the replays would run, so this run cannot grade the patch`);
        if (planted.length > 0) {
            removePlanted(ctx.root, planted);
            o.log.info(`gate: property  removed ${planted.length} file(s) the specs left in the checkout, so the replays see it as it was: ${planted.slice(0, 5).join(', ')}${planted.length > 5 ? ', …' : ''}`);
        }
    }
    if (fixtureCount === 0)
        return o.log.info('gate: fixture  (no fixtures configured)');
    const pinned = pins !== null ? { pins } : {};
    const misses = await step('fixture', () => (0,fixture/* runFixture */.Bx)({ ...ctx, proc, baseCheckout, ...pinned, ...(trees ? { trees } : {}) }, clear));
    if (!misses)
        return;
    const classified = await step('classify', () => runClassify({ ...ctx, proc, baseCheckout, ...pinned, ...(trees ? { trees } : {}) }, misses));
    if (!classified)
        return;
    const now = o.now ?? new Date();
    await step('freeze', () => (0,freeze/* runFreeze */.PF)({ ...ctx, now, ...(o.runNumber !== undefined ? { runNumber: o.runNumber } : {}) }, classified));
}
/** Runs every step, whatever an earlier one threw. */
function eachOf(steps) {
    for (const step of steps) {
        try {
            step();
        }
        catch {
            // The next step still runs; what is left is swept by the next run (sweepLeftovers).
        }
    }
}
async function runGate(o) {
    // Until the patch's changed paths are counted (src/patch/graded.ts lets it go if they are few).
    holdHeap();
    const startedAt = Date.now();
    const root = await git/* topLevel */.M4(o.cwd).catch(() => {
        throw new GateInputError(`${o.cwd} is not inside a git repository`);
    });
    const gitDir = (await git/* git */.$Y(root, ['rev-parse', '--absolute-git-dir'], 'utf8')).trim();
    const lock = (0,outdir/* acquireLock */.IZ)((0,external_node_path_.join)(gitDir, 'gate.lock'));
    const dropPycache = (0,proc/* holdPycachePrefix */.Tg)();
    // Under sudo the privileged command server starts now, beside the steps before the sandbox's first.
    try {
        (0,sandbox/* warmPrivilege */.dD)(o.sandbox ?? (0,sandbox/* sandboxSetting */.QP)(process.env.GATE_SANDBOX));
    }
    catch {
        // A setting that does not parse is reported where the sandbox is chosen.
    }
    /**
     * Lets go of what the run holds outside its state folder: a command server no step took, Python's
     * cache prefix and the lock.
     */
    const release = () => {
        try {
            eachOf([privileged/* coolChannel */.Hk, dropPycache]);
        }
        finally {
            lock();
        }
    };
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
    /** The replay trees' mounts, undone on every way out (before the worktrees they may stack on). */
    const views = [];
    let ctx;
    let runner;
    let pins = null;
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
    // Each step on its own: one that fails (under sudo a program's channel folder is the sandbox user's
    // until the hand-back) must not leave the users, the grant, the mounts or the lock behind.
    const unhook = (0,cleanup.onInterrupt)(() => eachOf([
        proc/* killAllRunning */.fe,
        () => disposeRunner(runner, o),
        attest/* removeLiveChannels */.tF,
        ...views.map((v) => () => v.dispose()),
        () => pins?.unseal(),
        ...worktrees.map((w) => () => git/* removeWorktreeSync */.lz(root, w)),
        git_objects/* closeObjectReaders */.SY,
        close,
        release,
    ]));
    try {
        // The folder users know is checked (and emptied) first; the run itself writes to the state folder.
        outdir/* OutDir */.kW.fresh(dest);
        await sweepLeftovers(root, o.log);
        state = statedir/* StateDir */.$R.create();
        const out = outdir/* OutDir */.kW.fresh(state.outDir);
        // The working files that differ from the commit, while git's index still holds their status:
        // the sandbox's grant and the seal change every granted file's change time and group, and a
        // `git diff HEAD` after them would read every file of the checkout again (the base layer and the
        // checks around the specs use this list instead; src/run/checkout-state.ts). Read beside the
        // patch and the oracle, which come from git objects and touch neither the working tree nor the
        // index (at 100,000 files the refresh and the diff are about 0.2 s); awaited before the run leaves.
        const dirtyRead = dirtyPaths(root);
        dirtyRead.catch(() => undefined);
        let error;
        try {
            ctx = await openRun({ ...o, root }, t, out, state);
            recordDigests(t, out, [{ path: 'candidate.patch', sha256: ctx.patch.digest.replace(/^sha256:/, '') }]);
            // The oracle files in the checkout, from the base revision's objects, before any user code runs:
            // the sandbox leaves them (and the folders above them, sticky) to the gate; without it they are
            // read-only; either way every replay checks them before and after each program.
            pins = await (0,pinned/* pinConfigured */.Ej)(ctx.oracle, ctx.configFile);
            const dirty = await dirtyRead;
            // After openRun and the pins: the oracle's files and the patch exist before any user code can run.
            runner = (0,sandbox/* chooseRunner */.wm)({
                setting: o.sandbox ?? (0,sandbox/* sandboxSetting */.QP)(process.env.GATE_SANDBOX),
                reach: [out.root],
            });
            // The checkout is granted to the run's users only where idmapped views do not show it to them as
            // theirs (src/adapters/views.ts), and before any user code runs.
            const box = runner;
            const protect = [out.root, dest, ...(pins?.filesIn(root) ?? [])];
            let granted = false;
            const grantCheckout = () => {
                if (granted)
                    return;
                box.grant(root, protect);
                granted = true;
            };
            pins?.seal(root);
            t.sandbox = runner.sandbox;
            o.log.info((0,sandbox/* sandboxLine */.AK)(runner.sandbox));
            // A read of the checkout may still be going on (`gate run`'s count of uncommitted changes): the
            // pins and the grant changed no file's content, size, modification time or executable bit, all
            // that read compares; the specs and the checks around them may add or change files.
            await o.checkoutReadBy;
            await grade(ctx, o, t, worktrees, state, runner, pins, views, dirty, grantCheckout);
        }
        catch (err) {
            error = err;
            o.log.error(`gate: ${err instanceof Error ? err.message : String(err)}`);
        }
        finally {
            // No git process of the run outlives it (the read fails the run where it is awaited, above).
            await dirtyRead.catch(() => undefined);
            disposeRunner(runner, o);
            for (const v of views)
                v.dispose();
            pins?.unseal();
            t.oracle_reads = ctx ? [...ctx.oracle.reads] : [];
            const config = exercisedConfig.get(t);
            if (runner && ctx && config)
                t.exercised = exercisedRecord(runner.loads, config, ctx.patch.changed);
            for (const w of [...worktrees].reverse())
                await git/* removeWorktree */.IL(root, w);
            (0,git_objects/* closeObjectReaders */.SY)();
        }
        auditArtifacts(t, out, state, o.log);
        recordOverheads(t);
        record_finish(t, error);
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

// EXTERNAL MODULE: ./src/commands/preflight.ts
var commands_preflight = __webpack_require__(5821);
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
    /** The last line a heartbeat repeated: the next ones say only the time, until the run says more. */
    let repeated = '';
    const started = now();
    const touch = (m) => {
        last = now();
        lastLine = m;
    };
    const timer = setInterval(() => {
        if (now() - last < everyMs)
            return;
        const seconds = Math.round((now() - started) / 1000);
        const said = lastLine.replace(/^gate: /, '').split('\n')[0] ?? '';
        const shown = said.length > 160 ? `${said.slice(0, 159)}…` : said;
        inner.info(`gate: … still running (${seconds} s)${lastLine !== '' && lastLine !== repeated ? `; last: ${shown}` : ''}`);
        repeated = lastLine;
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
    info: (m) => void process.stderr.write((0,defuse/* defuseLog */.T)(`${m}\n`)),
    warn: (m) => void process.stderr.write((0,defuse/* defuseLog */.T)(`warning: ${m}\n`)),
    error: (m) => void process.stderr.write((0,defuse/* defuseLog */.T)(`error: ${m}\n`)),
};
const silentLogger = { info: () => { }, warn: () => { }, error: () => { } };

// EXTERNAL MODULE: ./src/report/headline.ts
var headline = __webpack_require__(4512);
// EXTERNAL MODULE: ./src/report/facts.ts
var facts = __webpack_require__(1349);
;// CONCATENATED MODULE: ./src/report/terminal.ts



/** Lines of one excerpt shown on a terminal (the log in `.gate` has all of it). */
const EXCERPT_LINES = 12;
/** Failing tests whose assertion the terminal shows (the summary and the trace have every one). */
const ASSERTIONS_SHOWN = 3;
/** Controls and bidirectional overrides, which a terminal would obey, become spaces (newlines stay). */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
function clean(text) {
    return text.replace(/\r\n?/g, '\n').replace(CONTROLS, ' ');
}
function indented(text, by = '    ') {
    const lines = clean(text).replace(/\n+$/, '').split('\n');
    const shown = lines.length > EXCERPT_LINES ? ['…', ...lines.slice(-EXCERPT_LINES)] : lines;
    return shown.map((l) => `${by}${l}`);
}
/** The human report of a run, ending with a newline. `outDir` is the `.gate` folder as the user named it. */
function terminalReport(trace, tracePath, outDir) {
    const h = (0,headline/* headlineOf */.gD)(trace);
    const out = [(0,headline/* titleOf */.Gg)(h), '', `  ${clean(h.what.text())}.`];
    const evidence = [];
    if (trace.reason_stage === 'property') {
        for (const p of (0,facts/* specsWith */.FT)(trace, String(trace.reason_code))) {
            const w = p.witness;
            const at = w !== undefined && typeof w.path === 'string'
                ? ` at ${w.path}${typeof w.line === 'number' ? `:${w.line}` : ''}`
                : '';
            const message = typeof w?.message === 'string' && w.message !== '' ? `: ${w.message}` : '';
            evidence.push(`  ${clean(`${p.spec}${at}${message}`)}`);
        }
    }
    const misses = (0,facts/* decidingMisses */.u$)(trace);
    const first = misses[0];
    // A failing test's assertion, as the test said it (the run's output is every test's, and the
    // unittest driver prints only its count): the first lines, for the first few failing tests.
    for (const m of misses.slice(0, ASSERTIONS_SHOWN)) {
        const test = m.test;
        if (test === undefined || typeof test.message !== 'string' || test.message.trim() === '')
            continue;
        const at = typeof test.line === 'number' ? `${test.file}:${test.line}` : String(test.file);
        const lines = clean(test.message).trimEnd().split('\n');
        evidence.push(`  ${clean(`The test ${String(test.id)} (${at})`)} asserted:`, ...lines.slice(0, EXCERPT_LINES).map((l) => `    ${l}`), ...(lines.length > EXCERPT_LINES ? ['    …'] : []));
    }
    if (first !== undefined) {
        // One miss stands for the others only when they printed the same thing; the trace has them all.
        const seen = new Set();
        for (const a of (0,facts/* attemptsOf */.Or)(first)) {
            if (typeof a.excerpt !== 'string' || a.excerpt === '') {
                // A program that printed nothing (a judge under \`law: same-as-base\`): the first replay's
                // reason is the evidence (the first differing case side by side).
                if (a.attempt === 'first' && typeof a.reason === 'string' && a.reason !== '' && !seen.has(a.reason)) {
                    seen.add(a.reason);
                    evidence.push(`  The first replay of ${clean((0,facts/* seedsPhrase */.Wq)([first]).text())}: ${clean(a.reason)}`);
                }
                continue;
            }
            if (seen.has(a.excerpt))
                continue;
            seen.add(a.excerpt);
            const who = a.attempt === 'base'
                ? 'the base replay'
                : a.attempt === 'retry'
                    ? `retry ${a.n ?? ''}`.trim()
                    : 'the first replay';
            const log = typeof a.log === 'string' ? ` (${outDir}/${a.log})` : '';
            evidence.push(`  Output of ${who} of ${clean((0,facts/* seedsPhrase */.Wq)([first]).text())}${log}:`, ...indented(a.excerpt));
        }
    }
    const errors = Array.isArray(trace.candidate_oracle_errors) ? trace.candidate_oracle_errors : [];
    for (const e of errors.slice(0, 10))
        evidence.push(`  - ${clean(String(e))}`);
    if (trace.reason_code === 'NOT_CONFIGURED' && trace.config_error) {
        const p = trace.config_error;
        evidence.push(`  ${clean(`${p.file}${p.line !== undefined ? `:${p.line}` : ''}${p.field ? ` (${p.field})` : ''}: ${p.message}`)}`);
    }
    for (const r of (0,facts/* entries */.jO)(trace.replays)
        .filter((r) => r.code === 'UNBOUND')
        .slice(0, 5))
        evidence.push(`  ${clean(`${r.manifest}: ${r.reason ?? 'cannot be bound'}`)}`);
    if (evidence.length > 0) {
        const heading = trace.verdict === 'REJECT' && h.fault !== 'base'
            ? 'What broke'
            : trace.verdict === 'HOLD'
                ? 'Why it is held'
                : 'Evidence';
        out.push('', `${heading}:`, ...evidence);
    }
    // The patch's own tests (a tests fixture runs them apart, never as the oracle): a red one does not
    // block, but the person who wrote it should hear of it.
    for (const r of (0,facts/* entries */.jO)(trace.replays)) {
        const own = r.tests?.patch_tests;
        if (own === undefined || (own.failed === 0 && own.reason === undefined))
            continue;
        const said = own.reason !== undefined
            ? `did not complete (${own.reason})`
            : `${own.failed} failed${own.failures[0] !== undefined ? `, first ${own.failures[0].test}` : ''}`;
        out.push('', clean(`The patch's own tests (${own.files.length} file(s), not the oracle, not graded): ${said}.`));
        break;
    }
    // The summary's pointer to its own "What to do" section is this line on a terminal.
    out.push('', `What to do: ${clean(h.next.text().replace(/ \(see “What to do”(?:: [^)]*)?\)/, ''))}`);
    const advice = (0,report_advice/* adviceOf */.wr)(trace, { files: { kind: 'local', dir: outDir } });
    if (advice !== null) {
        out.push(`  ${clean(advice.words.text())}`);
        for (const c of advice.commands)
            out.push('', `  ${clean(c.what.text())}:`, ...c.lines.map((l) => `    ${clean(l)}`));
    }
    const label = trace.label === null ? 'none' : String(trace.label);
    out.push('', `verdict ${String(trace.verdict)} · label ${label} · reason ${String(trace.reason_code)} (${String(trace.reason_stage)}) · conclusion ${String(trace.conclusion)}`, `trace: ${tracePath}   (gate summary ${tracePath} prints the check summary; --json prints the trace)`);
    return `${out.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/commands/run.ts
/** `gate run`: the whole pipeline in the candidate checkout; prints the trace on stdout. */











const RUN_USAGE = `usage: gate run --base REV [--head REV | --patch FILE] [--config gate.yml] [--out .gate]
               [--run-number N] [--shard i/n] [--exit-code] [--json] [--quiet]

Grades the candidate checkout (the current directory) against the base revision: scope → property →
fixture → classify → freeze. Oracle files are read from git's objects of the base revision; the
patch is taken from commits (commit your changes first). Writes .gate/; progress goes to stderr.

What it prints on stdout:
  on a terminal          the verdict for a person: title, what happened, the evidence (the witness
                         or the invariant's last output), what to do, and where the trace is
  --json, or stdout      .gate/trace.json (scripts and CI read it; the short summary then goes to
  not a terminal         stderr)
  --quiet                nothing on stdout

Example: gate run --base origin/main
`;
const RUN_EXIT = `

Exit status: 0 whenever a verdict was reached (read it from the trace). With --exit-code:
0 CLEAR, 1 REJECT, 3 HOLD, 4 SKIP, 5 UNUSABLE. 2 is a usage error.`;
const USAGE = `${RUN_USAGE}${RUN_EXIT}`;
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
        json: { type: 'boolean' },
    }, USAGE);
    if (parsed === 'help')
        return 0;
    const { values, positionals } = parsed;
    (0,args/* noPositionals */.d0)(positionals);
    if (values.head !== undefined && values.patch !== undefined)
        throw new errors/* UsageError */.eb('give --head or --patch, not both');
    const envRun = process.env.GITHUB_RUN_NUMBER;
    const runNumber = (0,args/* optionalInt */.yr)(values, 'run-number', 0) ?? (envRun && /^\d+$/.test(envRun) ? Number(envRun) : undefined);
    const base = (0,args/* required */.mw)(values, 'base');
    const preflight = await (0,commands_preflight/* preflightRun */.r)(process.cwd(), {
        base,
        out: values.out,
        ...(values.head !== undefined ? { head: values.head } : {}),
        ...(values.patch !== undefined ? { patch: values.patch } : {}),
    });
    for (const w of preflight.warnings)
        stderrLogger.warn(`gate run: ${w}`);
    const heartbeat = withHeartbeat(stderrLogger);
    // The count of uncommitted changes is read while the run takes the patch and grants the checkout;
    // its warning is printed when it is known, and no program runs before then.
    const checkout = preflight.checkout.then((status) => {
        if (status.warning !== null)
            stderrLogger.warn(`gate run: ${status.warning}`);
        return status;
    });
    let ran;
    try {
        ran = await runGate({
            checkoutReadBy: checkout,
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
    catch (err) {
        // What the user named cannot be used (an output folder's name taken by a file, a revision
        // missing): one line naming it, not an internal error.
        if (err instanceof outdir/* OutDirError */.OW || err instanceof GateInputError)
            throw new errors/* InputError */.dz(err.message);
        throw err;
    }
    finally {
        heartbeat.stop();
    }
    const { trace, tracePath } = ran;
    const shownPath = (0,external_node_path_.relative)(process.cwd(), tracePath) || tracePath;
    // A person at a terminal reads the verdict; a script (or --json) reads the trace, as before.
    const human = values.quiet !== true && values.json !== true && process.stdout.isTTY === true;
    const { uncommitted } = await checkout;
    const emptyButDirty = trace.reason_code === 'EMPTY_PATCH' && uncommitted > 0
        ? `gate run: the patch is empty but the working tree has ${uncommitted} uncommitted ${uncommitted === 1 ? 'change' : 'changes'}: the gate grades commits — commit your changes and run it again.\n`
        : '';
    if (human) {
        const outDir = (0,external_node_path_.relative)(process.cwd(), (0,external_node_path_.dirname)(tracePath)) || '.';
        const report = (0,defuse/* defuseLog */.T)(`${terminalReport(trace, shownPath, outDir)}${emptyButDirty}`);
        const [title, ...rest] = report.split('\n');
        process.stdout.write([paint(title ?? '', trace.verdict, useColour(process.stdout)), ...rest].join('\n'));
        return values['exit-code'] ? EXIT_CODES[trace.verdict] : 0;
    }
    // In a workflow step both streams reach the runner's log, and the trace quotes user text.
    const summary = (0,defuse/* defuseLog */.T)(`${(0,headline/* terminalSummary */.jg)(trace, shownPath)}${emptyButDirty}`);
    const [title, ...rest] = summary.split('\n');
    process.stderr.write([paint(title ?? '', trace.verdict, useColour(process.stderr)), ...rest].join('\n'));
    if (values.quiet !== true)
        process.stdout.write((0,defuse/* defuseJson */.f)(JSON.stringify(trace, null, 2)) + '\n');
    return values['exit-code'] ? EXIT_CODES[trace.verdict] : 0;
}


/***/ })

};
