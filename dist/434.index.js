export const id = 434;
export const ids = [434];
export const modules = {

/***/ 98434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OUT_DIR: () => (/* binding */ OUT_DIR),
  checkoutFinding: () => (/* binding */ checkoutFinding),
  gateTarget: () => (/* binding */ gateTarget),
  internalTrace: () => (/* binding */ internalTrace),
  requireCheckPosting: () => (/* binding */ requireCheckPosting),
  runGateMode: () => (/* binding */ runGateMode)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/adapters/artifact.ts + 1 modules
var adapters_artifact = __webpack_require__(27901);
// EXTERNAL MODULE: ./src/adapters/checks.ts
var checks = __webpack_require__(40851);
// EXTERNAL MODULE: ./src/adapters/git.ts
var adapters_git = __webpack_require__(76960);
// EXTERNAL MODULE: ./src/adapters/outdir.ts
var outdir = __webpack_require__(32013);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/adapters/statedir.ts
/**
 * The run's state folder: everything the gate trusts while a run goes on — its working copy of
 * `.gate/`, the oracle's files and the base worktrees (`worktrees/`), the patch copies handed to specs —
 * lives here, outside the candidate checkout, so that nothing the candidate's code or a spec resolves
 * from the checkout reaches it (module resolution from a base spec walks up into the candidate's
 * `node_modules` when the spec sits inside the checkout; `.gate/candidate.patch` is a known path in the
 * checkout).
 *
 * One folder per run, `gate-run-<pid>-<random>` under `RUNNER_TEMP` (the runner's per-job temp
 * folder) or else the OS temp folder, mode 0711: the gate's user alone may list or write it; the
 * sandbox's user (src/adapters/sandbox.ts) may only pass through it to the paths it is handed (a
 * patch copy, its GATE_OUT, the base replay worktree), whose names it cannot list. `.gate/` in the checkout is written from it at the
 * end of the run (on every path, errors and interrupts included), then the folder is removed.
 */





class StateDirError extends Error {
    constructor(message) {
        super(message);
        this.name = 'StateDirError';
    }
}
const PREFIX = 'gate-run-';
/** Where run folders are made: the runner's temp folder, else the OS one. */
function stateRoot(env = process.env) {
    const runnerTemp = env.RUNNER_TEMP;
    return (0,external_node_path_.resolve)(runnerTemp !== undefined && runnerTemp !== '' ? runnerTemp : (0,external_node_os_.tmpdir)());
}
/**
 * The sha256 (hex) of a regular file, read in chunks without following a link at its own name (a
 * swapped-in link is not the copy): a patch copy can be far larger than any file in it.
 */
function sha256File(path) {
    const fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile())
            throw new StateDirError(`${path} is not a regular file`);
        if (st.size > MAX_DIGESTED_BYTES)
            throw new StateDirError(`${path} has ${st.size} bytes`);
        const hash = (0,external_node_crypto_.createHash)('sha256');
        const buf = Buffer.allocUnsafe(Math.min(st.size, 1024 * 1024));
        let off = 0;
        while (off < st.size) {
            const n = (0,external_node_fs_.readSync)(fd, buf, 0, Math.min(buf.length, st.size - off), off);
            if (n === 0)
                break;
            hash.update(buf.subarray(0, n));
            off += n;
        }
        return hash.digest('hex');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Past this size a file the trace names is not read (logs are capped at 1 MiB, JSON files are small). */
const MAX_DIGESTED_BYTES = 256 * 1024 * 1024;
/**
 * The sha256 (hex) of a file the gate wrote, read the way user code cannot turn against the gate: not
 * through a link, never blocking on a FIFO, never past {@link MAX_DIGESTED_BYTES}. Anything else is
 * `unread:<why>`, which never equals a digest; undefined when there is no such file.
 */
function artifactDigest(path) {
    let st;
    try {
        st = (0,external_node_fs_.lstatSync)(path);
    }
    catch {
        return undefined;
    }
    if (!st.isFile())
        return `unread:${st.isSymbolicLink() ? 'symlink' : st.isDirectory() ? 'directory' : 'special-file'}`;
    if (st.size > MAX_DIGESTED_BYTES)
        return `unread:size-${st.size}`;
    try {
        return sha256File(path);
    }
    catch (err) {
        return `unread:${err.code ?? 'error'}`;
    }
}
class StateDir {
    root;
    copyCounter = 0;
    /** Every copy handed out this run, re-checked at the end. */
    copies = [];
    constructor(root) {
        this.root = root;
    }
    /** A fresh run folder (mode 0711, see the module comment) under {@link stateRoot}. */
    static create(env = process.env) {
        const parent = stateRoot(env);
        (0,external_node_fs_.mkdirSync)(parent, { recursive: true });
        const root = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(parent, `${PREFIX}${process.pid}-`));
        (0,external_node_fs_.chmodSync)(root, 0o711);
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.join)(root, 'worktrees'), { mode: 0o711 });
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.join)(root, 'patch-copies'), { mode: 0o711 });
        return new StateDir(root);
    }
    /** Removes run folders that an earlier run left behind (it was killed): their process is gone. */
    static removeStale(env = process.env) {
        const parent = stateRoot(env);
        if (!(0,external_node_fs_.existsSync)(parent))
            return [];
        const removed = [];
        for (const name of (0,external_node_fs_.readdirSync)(parent)) {
            const pid = Number(new RegExp(`^${PREFIX}(\\d+)-`).exec(name)?.[1]);
            if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || (0,outdir/* pidAlive */.pl)(pid))
                continue;
            const dir = (0,external_node_path_.join)(parent, name);
            try {
                (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
                removed.push(dir);
            }
            catch {
                // Another user's folder, or one in use: not ours to remove.
            }
        }
        return removed;
    }
    /** The working copy of `.gate/`. */
    get outDir() {
        return (0,external_node_path_.join)(this.root, 'out');
    }
    /** Where the oracle's files are written and the base worktrees made. */
    get worktrees() {
        return (0,external_node_path_.join)(this.root, 'worktrees');
    }
    /**
     * A read-only copy of `bytes` for one spec run: a file of mode 0444 in a fresh folder of mode 0555,
     * read back and checked against `sha256` (hex) before its path is handed over. The copy is kept in
     * {@link copies}, so the end-of-run audit finds a copy changed while (or after) the spec read it.
     */
    handOver(label, bytes, sha256) {
        const n = String(++this.copyCounter).padStart(3, '0');
        // `<run>/<phase>`: the folder tells the runs apart, the file is `<phase>.patch`.
        const at = label.lastIndexOf('/');
        const [run, phase] = at < 0 ? ['', label] : [label.slice(0, at), label.slice(at + 1)];
        const safe = (x) => x.replace(/[^A-Za-z0-9._-]+/g, '-');
        const name = `patch-copies/${n}${run ? `-${safe(run)}` : ''}/${safe(phase)}.patch`;
        const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(this.root, 'patch-copies', `${n}-`));
        const path = (0,external_node_path_.join)(dir, `${safe(phase)}.patch`);
        // A patch on disk is copied, not read into memory (it can be far larger than any file in it).
        if (Buffer.isBuffer(bytes))
            (0,external_node_fs_.writeFileSync)(path, bytes, { mode: 0o444, flag: 'wx' });
        else
            (0,external_node_fs_.copyFileSync)(bytes.file, path, external_node_fs_.constants.COPYFILE_EXCL);
        (0,external_node_fs_.chmodSync)(path, 0o444);
        (0,external_node_fs_.chmodSync)(dir, 0o555);
        const got = sha256File(path);
        if (got !== sha256)
            throw new StateDirError(`${name}: the copy reads back as sha256:${got}, not sha256:${sha256}`);
        this.copies.push({ name, path, sha256 });
        return path;
    }
    /** The copies whose bytes are no longer the ones handed over (or that are gone or replaced). */
    changedCopies() {
        const changed = [];
        for (const c of this.copies) {
            let now;
            try {
                now = sha256File(c.path);
            }
            catch (err) {
                changed.push(`${c.name}: ${err.message}`);
                continue;
            }
            if (now !== c.sha256)
                changed.push(`${c.name}: sha256:${now}, handed over as sha256:${c.sha256}`);
        }
        return changed;
    }
    /**
     * Writes the working `.gate/` to `dest` (replacing what is there: the gate emptied it at the start of
     * the run, so anything in it now was put there during the run). A rename where the two are on one
     * file system, else a copy of folders, regular files and links (nothing else is copied).
     */
    publish(dest) {
        if (!(0,external_node_fs_.existsSync)(this.outDir))
            return;
        (0,external_node_fs_.rmSync)(dest, { recursive: true, force: true });
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(dest), { recursive: true });
        try {
            (0,external_node_fs_.renameSync)(this.outDir, dest);
            return;
        }
        catch (err) {
            if (err.code !== 'EXDEV')
                throw err;
        }
        copyTree(this.outDir, dest);
    }
    /** Removes the run folder (the read-only copies' folders are made writable first). */
    remove() {
        const copies = (0,external_node_path_.join)(this.root, 'patch-copies');
        if ((0,external_node_fs_.existsSync)(copies)) {
            for (const name of (0,external_node_fs_.readdirSync)(copies)) {
                try {
                    (0,external_node_fs_.chmodSync)((0,external_node_path_.join)(copies, name), 0o700);
                }
                catch {
                    // rmSync reports what it cannot remove.
                }
            }
        }
        (0,external_node_fs_.rmSync)(this.root, { recursive: true, force: true });
    }
}
function copyTree(from, to) {
    (0,external_node_fs_.mkdirSync)(to, { recursive: true });
    for (const name of (0,external_node_fs_.readdirSync)(from)) {
        const src = (0,external_node_path_.join)(from, name);
        const dst = (0,external_node_path_.join)(to, name);
        const st = (0,external_node_fs_.lstatSync)(src);
        if (st.isDirectory())
            copyTree(src, dst);
        else if (st.isSymbolicLink())
            (0,external_node_fs_.symlinkSync)((0,external_node_fs_.readlinkSync)(src), dst);
        else if (st.isFile())
            (0,external_node_fs_.copyFileSync)(src, dst);
    }
}

// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(78877);
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

;// CONCATENATED MODULE: ./src/run/checkout-state.ts
/**
 * What the specs leave in the checkout. Specs run in the checkout itself and may load the code under
 * test, and the replays that follow run in views whose lower layer is that checkout: whatever the
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
    const others = await adapters_git/* git */.$Y(root, ['ls-files', '--others', '-z', '--'], 'utf8');
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
    return `${artifactDigest(path) ?? 'missing'}:${st.mode & 0o170000}:${st.mode & 0o100}`;
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
    const listed = await adapters_git/* git */.$Y(state.root, ['ls-files', '-z', '--'], 'utf8');
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
    await adapters_git/* git */.$Y(root, ['-c', 'core.trustctime=false', 'update-index', '-q', '--ignore-submodules', '--refresh'], 'utf8')
        .catch(() => undefined);
    const out = await adapters_git/* git */.$Y(root, ['-c', 'core.trustctime=false', 'diff', '--name-only', '-z', '--no-renames', 'HEAD', '--'], 'utf8');
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
        const out = await adapters_git/* gitRun */.qM(after.root, ['diff', '--name-only', '-z', '--no-renames', 'HEAD', '--', ...againstCommit.slice(i, i + CHUNK)], { env: { GIT_LITERAL_PATHSPECS: '1' } });
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
var git_objects = __webpack_require__(12585);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
;// CONCATENATED MODULE: ./src/adapters/proc.ts
/**
 * Runs one user program (a spec, generator or invariant) under the process contract of SPEC §8:
 * its own process group, a minimal environment, a hard budget enforced on the whole group, and
 * output captured to a log up to a cap. Every process failure comes back as data in ProcResult,
 * so the stages decide what a crash or a timeout means; only a malformed ProcSpec throws.
 */





/** Runs user programs as the gate's own user, in their own process groups. */
const localRunner = { run: (spec) => runProcess(spec) };
const localLaunch = {
    argv: (command, args) => ({ command, args }),
    killGroup,
};
const DEFAULT_OUTPUT_CAP_BYTES = 1024 * 1024;
const DEFAULT_STDOUT_KEEP_BYTES = 64 * 1024;
/**
 * After the leader exits and its group is killed, the pipes close at once unless a process escaped
 * the group (setsid) while holding them; we stop reading then rather than wait for it forever.
 */
const CLOSE_GRACE_MS = 100;
/** SIGKILL cannot be caught, but a process stuck in the kernel (D state) can delay its exit. */
const EXIT_GRACE_MS = 1000;
const DEFAULT_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/** Windows needs these to start anything at all; they carry no credentials. */
const WINDOWS_ESSENTIALS = ['SystemRoot', 'SYSTEMROOT', 'windir', 'ComSpec', 'PATHEXT', 'SystemDrive'];
/**
 * Defence in depth for `extra`: the base environment is an allow-list already, but a caller
 * passing a credential by mistake must not hand it to code from a pull request.
 */
const SECRET_NAME = /^(INPUT_|ACTIONS_)|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE_KEY|API_KEY/i;
/**
 * Compiled caches are executed bytes (SPEC §8): a `__pycache__/x.cpython-3X.pyc` committed in the
 * checkout (unchecked-hash, so never compared with its source) would run instead of the source beside
 * it, which is what the specs read. Python under the gate therefore reads bytecode caches only from a
 * prefix folder outside the checkout (`-X pycache_prefix`, which also holds under `-I`/`-E`, and
 * `PYTHONPYCACHEPREFIX` for Pythons a program starts) and writes none (`-B`,
 * `PYTHONDONTWRITEBYTECODE`). The folder is the gate's: made when a run first needs it, filled by the
 * gate with the standard library modules every program imports (so each program does not compile
 * them again), then made read-only; no file of a checkout is ever cached there. A run holds it
 * ({@link holdPycachePrefix}) and it is removed when the last run that holds it ends, or at exit:
 * a run leaves the temp folder as it found it, also when many runs share one process.
 */
let pycache;
let pycacheFilled = false;
let pycacheHolders = 0;
let pycacheExitHook = false;
/** Removes the cache prefix folder (the next Python program makes a new one). */
function removePycache() {
    const dir = pycache;
    if (dir === undefined || dir === '/dev/null' || dir === 'NUL')
        return;
    pycache = undefined;
    pycacheFilled = false;
    try {
        chmodTree(dir, 0o700, 0o600);
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
    catch {
        // Left behind in the temp folder: read-only caches of the standard library, nothing else.
    }
}
/** Holds the cache prefix for a run; the returned function lets go (the last one out removes it). */
function holdPycachePrefix() {
    pycacheHolders += 1;
    let held = true;
    return () => {
        if (!held)
            return;
        held = false;
        pycacheHolders -= 1;
        if (pycacheHolders === 0)
            removePycache();
    };
}
/** Modules compiled into the cache prefix up front: what the bootstrap and most programs import. */
const PRECOMPILED = 'json, runpy, traceback, base64, hashlib, random, re, collections, dataclasses, typing';
/**
 * The cache prefix folder of this gate process; `fill` compiles {@link PRECOMPILED} into it first
 * (once, when a Python program is about to start: a gate that runs no Python never starts one).
 */
function pycachePrefix(o = {}) {
    if (pycache === undefined) {
        try {
            const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-pycache-'));
            readOnly(dir);
            if (!pycacheExitHook) {
                pycacheExitHook = true;
                process.once('exit', removePycache);
            }
            pycache = dir;
        }
        catch {
            // No folder: a prefix under /dev/null can never hold a file, so no cache is read at all.
            pycache = process.platform === 'win32' ? 'NUL' : '/dev/null';
            pycacheFilled = true;
        }
    }
    if (o.fill === true && !pycacheFilled) {
        pycacheFilled = true;
        const dir = pycache;
        try {
            chmodTree(dir, 0o700, 0o600);
            // As the gate, from the empty folder, isolated: nothing of any checkout or user site is imported.
            (0,external_node_child_process_.spawnSync)('python3', ['-I', '-X', `pycache_prefix=${dir}`, '-c', `import ${PRECOMPILED}`], {
                cwd: dir,
                stdio: 'ignore',
                timeout: 60_000,
                env: { PATH: process.env.PATH || DEFAULT_PATH },
            });
        }
        finally {
            readOnly(dir);
        }
    }
    return pycache;
}
/** Folders 0555 and files 0444: readable by a sandbox user, writable by nobody but by chmod. */
function readOnly(dir) {
    try {
        chmodTree(dir, 0o555, 0o444);
    }
    catch {
        // A cache that stayed writable is still outside every checkout and never written (-B).
    }
}
function chmodTree(path, dirMode, fileMode) {
    const st = (0,external_node_fs_.lstatSync)(path);
    if (st.isSymbolicLink())
        return;
    if (st.isDirectory()) {
        (0,external_node_fs_.chmodSync)(path, 0o700);
        for (const name of (0,external_node_fs_.readdirSync)(path))
            chmodTree((0,external_node_path_.join)(path, name), dirMode, fileMode);
        (0,external_node_fs_.chmodSync)(path, dirMode);
    }
    else
        (0,external_node_fs_.chmodSync)(path, fileMode);
}
/**
 * How a program file is started: the interpreter, its own flags (before any preload), and the
 * arguments naming the program.
 */
function commandFor(file) {
    switch ((0,external_node_path_.extname)(file).toLowerCase()) {
        case '.py':
            return {
                command: 'python3',
                flags: ['-B', '-X', `pycache_prefix=${pycachePrefix({ fill: true })}`],
                args: [file],
            };
        case '.js':
        case '.mjs':
        case '.cjs':
            return { command: process.execPath, args: [file] };
        case '.sh':
            return { command: 'bash', args: [file] };
        default:
            return { command: file, args: [] };
    }
}
/**
 * The whole environment a user program sees: an allow-list of what interpreters need, never the
 * runner's variables (GITHUB_TOKEN, INPUT_*, ACTIONS_RUNTIME_TOKEN, NODE_OPTIONS, …), plus `extra`.
 */
function minimalEnv(extra = {}) {
    const parent = process.env;
    const env = {
        PATH: parent.PATH || DEFAULT_PATH,
        HOME: parent.HOME || (0,external_node_os_.homedir)(),
        LANG: parent.LANG || 'C.UTF-8',
        LC_ALL: parent.LC_ALL || 'C.UTF-8',
        TMPDIR: parent.TMPDIR || (0,external_node_os_.tmpdir)(),
        TZ: parent.TZ || 'UTC',
    };
    if (process.platform === 'win32') {
        for (const name of WINDOWS_ESSENTIALS) {
            const value = parent[name];
            if (value)
                env[name] = value;
        }
    }
    for (const [name, value] of Object.entries(extra)) {
        if (!SECRET_NAME.test(name))
            env[name] = value;
    }
    // A Python that a program starts (a test runner, a script) reads no cache from the checkout either.
    env.PYTHONDONTWRITEBYTECODE = '1';
    env.PYTHONPYCACHEPREFIX = pycachePrefix();
    return env;
}
/**
 * Process groups (by leader pid) that may still have members, each with the way to kill it (a group
 * run as another user may need privilege to signal); killAllRunning empties them.
 */
const liveGroups = new Map();
function killGroup(pid) {
    try {
        process.kill(-pid, 'SIGKILL');
    }
    catch {
        // ESRCH: the group is already empty, which is the goal.
    }
}
function killAllRunning() {
    for (const [pid, kill] of liveGroups)
        kill(pid);
}
/**
 * The gate's own stalls, while any program runs. A program's exit reaches the gate only when the
 * event loop turns; if gate-side work (a synchronous tree copy, a large hash) held the loop, the
 * exit waited in the queue and a wall-clock difference would charge that wait to the program. A
 * ticker measures how late each turn came; the lateness, summed, is time the gate was busy and is
 * taken off every program's elapsed time (SPEC §4: a budget covers the programs only). A loaded
 * machine makes turns late too: lateness up to LATE_MS a turn is not counted, and what is counted at
 * most charges a program less, never more; a program killed at its budget is charged the budget.
 */
const TICK_MS = 20;
/** Lateness up to this is the machine's load, not a hold of the gate's; only what exceeds it counts. */
const LATE_MS = 50;
let stalledMs = 0;
let lastTick = 0;
let ticker = null;
let tickUsers = 0;
function tick() {
    const now = external_node_perf_hooks_.performance.now();
    stalledMs += Math.max(0, now - lastTick - TICK_MS - LATE_MS);
    lastTick = now;
}
/** Stalled time so far, including a stall still under way (the current turn came late). */
function stalledNow() {
    if (ticker === null)
        return stalledMs;
    return stalledMs + Math.max(0, external_node_perf_hooks_.performance.now() - lastTick - TICK_MS - LATE_MS);
}
function holdTicker() {
    if (tickUsers++ > 0)
        return;
    lastTick = external_node_perf_hooks_.performance.now();
    ticker = setInterval(tick, TICK_MS);
    ticker.unref();
}
function releaseTicker() {
    if (--tickUsers > 0 || ticker === null)
        return;
    tick();
    clearInterval(ticker);
    ticker = null;
}
/** The number of process groups runProcess has started and not yet reaped (for tests and shutdown). */
function runningCount() {
    return liveGroups.size;
}
/** Cuts a trailing partial UTF-8 sequence, so a capped stdout never ends in U+FFFD. */
function utf8Prefix(buf) {
    let end = buf.length;
    for (let i = buf.length - 1; i >= 0 && i >= buf.length - 4; i--) {
        const b = buf[i];
        if ((b & 0xc0) === 0x80)
            continue;
        const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
        if (i + need > buf.length)
            end = i;
        break;
    }
    return buf.subarray(0, end).toString('utf8');
}
/**
 * The log is written synchronously: it is capped (1 MiB by default), so the cost is bounded, the
 * order of stdout and stderr chunks is kept, and no write buffer can grow behind a slow disk.
 */
class CappedLog {
    cap;
    fd = null;
    written = 0;
    lastByte = 0x0a;
    total = 0;
    error;
    constructor(path, cap) {
        this.cap = cap;
        if (path === undefined)
            return;
        try {
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
            this.fd = (0,external_node_fs_.openSync)(path, 'w');
        }
        catch (err) {
            this.error = describeError(err, path);
        }
    }
    get truncated() {
        return this.total > this.cap;
    }
    write(chunk) {
        this.total += chunk.length;
        const room = this.cap - this.written;
        if (room <= 0)
            return;
        const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
        this.written += part.length;
        this.lastByte = part[part.length - 1] ?? this.lastByte;
        this.append(part);
    }
    note(line) {
        this.append(Buffer.from(`${this.lastByte === 0x0a ? '' : '\n'}${line}\n`));
        this.lastByte = 0x0a;
    }
    close() {
        if (this.fd === null)
            return;
        try {
            (0,external_node_fs_.closeSync)(this.fd);
        }
        catch {
            // Nothing left to lose: every byte was written synchronously.
        }
        this.fd = null;
    }
    append(data) {
        if (this.fd === null)
            return;
        try {
            let off = 0;
            while (off < data.length)
                off += (0,external_node_fs_.writeSync)(this.fd, data, off);
        }
        catch (err) {
            this.error = describeError(err, 'log');
            this.close();
        }
    }
}
function describeError(err, subject) {
    const e = err;
    const code = typeof e?.code === 'string' ? e.code : 'ERROR';
    return `${code}: ${subject}: ${e?.message ?? String(err)}`;
}
/**
 * Checks what spawn would only report vaguely: a missing `.py` is otherwise python3's exit 2, which
 * a stage would read as a crashing spec rather than a configuration defect.
 */
function preflight(spec, command) {
    try {
        const st = (0,external_node_fs_.statSync)(spec.file);
        if (!st.isFile())
            return `EISDIR: ${spec.file} is not a regular file`;
        if (command === spec.file)
            (0,external_node_fs_.accessSync)(spec.file, external_node_fs_.constants.X_OK);
    }
    catch (err) {
        return describeError(err, spec.file);
    }
    try {
        if (!(0,external_node_fs_.statSync)(spec.cwd).isDirectory())
            return `ENOTDIR: working directory ${spec.cwd}`;
    }
    catch (err) {
        return describeError(err, `working directory ${spec.cwd}`);
    }
    return undefined;
}
function validate(spec) {
    if (spec.hold !== undefined && spec.stdin === undefined) {
        throw new RangeError('runProcess: a held program needs stdin (it is released by writing it)');
    }
    if (!Number.isFinite(spec.timeoutMs) || spec.timeoutMs <= 0) {
        throw new RangeError(`runProcess: timeoutMs must be a positive number of ms, got ${spec.timeoutMs}`);
    }
    for (const [name, value] of [
        ['outputCapBytes', spec.outputCapBytes],
        ['stdoutKeepBytes', spec.stdoutKeepBytes],
    ]) {
        if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
            throw new RangeError(`runProcess: ${name} must be a non-negative integer, got ${value}`);
        }
    }
}
/** The budget a hold settled with, or null for a hold that lets the program go unreleased. */
function releasedBudget(hold) {
    return hold.then((ms) => (typeof ms === 'number' && Number.isFinite(ms) ? Math.max(1, ms) : null), () => null);
}
/** The result of a held program killed unreleased (ProcSpec.hold): it ran none of its own code. */
function unreleased() {
    return {
        exitCode: null,
        signal: null,
        timedOut: false,
        elapsedMs: 0,
        stdout: '',
        outputTruncated: false,
        outputBytes: 0,
        notReleased: true,
    };
}
async function runProcess(spec, launch = localLaunch) {
    validate(spec);
    const { command, args, flags = [] } = commandFor(spec.file);
    const kill = (pgid) => launch.killGroup(pgid);
    const cap = spec.outputCapBytes ?? DEFAULT_OUTPUT_CAP_BYTES;
    const keep = spec.stdoutKeepBytes ?? DEFAULT_STDOUT_KEEP_BYTES;
    const hold = spec.hold;
    // A held program's log is opened at its release: one killed unreleased leaves none.
    let log = hold === undefined ? new CappedLog(spec.logPath, cap) : null;
    let started = external_node_perf_hooks_.performance.now();
    const notStarted = async (spawnError) => {
        if (hold !== undefined) {
            // Told at the release, as a program started then would have told it.
            if ((await releasedBudget(hold)) === null)
                return unreleased();
            started = external_node_perf_hooks_.performance.now();
        }
        const l = log ?? new CappedLog(spec.logPath, cap);
        l.note(`[gate: could not start: ${spawnError}]`);
        l.close();
        return {
            exitCode: null,
            signal: null,
            timedOut: false,
            elapsedMs: Math.round(external_node_perf_hooks_.performance.now() - started),
            stdout: '',
            outputTruncated: false,
            outputBytes: 0,
            spawnError,
            ...(l.error ? { logError: l.error } : {}),
        };
    };
    const problem = preflight(spec, command);
    if (problem)
        return notStarted(problem);
    let child;
    try {
        const preload = command === spec.file ? [] : (spec.launchArgs ?? []);
        const env = { ...minimalEnv(spec.env), ...launch.env };
        const run = launch.argv(command, [...flags, ...preload, ...args, ...(spec.args ?? [])], env);
        child = (0,external_node_child_process_.spawn)(run.command, run.args, {
            cwd: spec.cwd,
            env,
            ...(launch.uid !== undefined ? { uid: launch.uid } : {}),
            ...(launch.gid !== undefined ? { gid: launch.gid } : {}),
            // A new session and process group: the budget kill reaches every descendant that stays in
            // it, and a Ctrl-C at the terminal reaches the gate only, which then calls killAllRunning.
            detached: true,
            stdio: [spec.stdin !== undefined ? 'pipe' : 'ignore', 'pipe', 'pipe', ...(spec.passFds ?? [])],
            windowsHide: true,
        });
    }
    catch (err) {
        return notStarted(describeError(err, `${command} (running ${spec.file})`));
    }
    // A program that exits without reading gives EPIPE here; that is its business, not an error.
    child.stdin?.on('error', () => { });
    if (spec.stdin !== undefined && hold === undefined)
        child.stdin?.end(spec.stdin);
    holdTicker();
    let stalledAtStart = stalledNow();
    return new Promise((resolve) => {
        const pid = child.pid;
        if (pid !== undefined)
            liveGroups.set(pid, kill);
        const stdoutChunks = [];
        let stdoutKept = 0;
        let timedOut = false;
        let exitCode = null;
        let signal = null;
        let exitedAt = null;
        let stalledAtExit = null;
        let spawnError;
        let settled = false;
        const timers = [];
        let budgetMs = spec.timeoutMs;
        // A held program (ProcSpec.hold): not yet released, or let go unreleased; what it prints before
        // its release (only its interpreter could) waits here, at most the cap, for the log.
        let released = hold === undefined;
        let letGo = false;
        let finishAtRelease = false;
        const early = [];
        let earlyKept = 0;
        let earlyDropped = 0;
        const toLog = (chunk) => {
            if (log !== null)
                return log.write(chunk);
            const part = chunk.subarray(0, Math.max(0, cap - earlyKept));
            if (part.length > 0)
                early.push(Buffer.from(part));
            earlyKept += part.length;
            earlyDropped += chunk.length - part.length;
        };
        const stdout = child.stdout;
        const stderr = child.stderr;
        // Both pipes are always drained, kept or not, so the child never blocks on a full pipe and
        // memory stays bounded by the keep and cap sizes whatever the program prints.
        stdout.on('data', (chunk) => {
            toLog(chunk);
            if (stdoutKept < keep) {
                const part = chunk.length <= keep - stdoutKept ? chunk : chunk.subarray(0, keep - stdoutKept);
                // Copy the slice: a subarray would pin the whole 64 KiB read buffer.
                stdoutChunks.push(part === chunk ? chunk : Buffer.from(part));
                stdoutKept += part.length;
            }
        });
        stderr.on('data', (chunk) => toLog(chunk));
        // A destroyed pipe can report ECONNRESET/EPIPE; the run's outcome comes from 'exit' alone.
        stdout.on('error', () => { });
        stderr.on('error', () => { });
        const finish = () => {
            if (settled)
                return;
            if (!released && !letGo) {
                // A held program that ended before its release is reported at the release.
                finishAtRelease = true;
                return;
            }
            settled = true;
            for (const t of timers)
                clearTimeout(t);
            stdout.destroy();
            stderr.destroy();
            child.stdin?.destroy();
            if (!released || log === null) {
                releaseTicker();
                resolve(unreleased());
                return;
            }
            if (timedOut)
                log.note(`[gate: budget of ${budgetMs} ms exceeded; process group killed]`);
            if (log.truncated)
                log.note(`[gate: output truncated after ${cap} bytes]`);
            log.close();
            const end = exitedAt ?? external_node_perf_hooks_.performance.now();
            const gateStalls = (stalledAtExit ?? stalledNow()) - stalledAtStart;
            releaseTicker();
            // A program killed at its budget was still running when the budget (after any stall) ran out:
            // it ran at least that long.
            const ran = Math.max(0, Math.round(end - started - gateStalls));
            resolve({
                exitCode,
                signal,
                timedOut,
                elapsedMs: timedOut ? Math.max(ran, budgetMs) : ran,
                stdout: utf8Prefix(Buffer.concat(stdoutChunks)),
                outputTruncated: log.truncated,
                outputBytes: log.total,
                ...(spawnError ? { spawnError } : {}),
                ...(log.error ? { logError: log.error } : {}),
            });
        };
        child.on('error', (err) => {
            // Spawn failures (ENOENT for a missing interpreter, EACCES, a bad shebang) arrive here with
            // no 'exit'; errors after a successful spawn (a failed kill) do not change the outcome.
            if (exitedAt !== null || (pid !== undefined && !spawnFailed(err)))
                return;
            spawnError = describeError(err, `${command} (running ${spec.file})`);
            if (pid !== undefined)
                liveGroups.delete(pid);
            finish();
        });
        child.on('exit', (code, sig) => {
            exitedAt = external_node_perf_hooks_.performance.now();
            stalledAtExit = stalledNow();
            exitCode = code;
            signal = sig;
            if (pid !== undefined) {
                // Background grandchildren would outlive the program and hold its pipes open.
                kill(pid);
                liveGroups.delete(pid);
            }
            timers.push(setTimeout(finish, CLOSE_GRACE_MS));
        });
        child.on('close', () => {
            if (exitedAt !== null)
                finish();
        });
        const armBudget = () => {
            timers.push(setTimeout(() => {
                // The budget is the program's, not the gate's: when gate-side work held the event loop past
                // the deadline, an exit that happened meanwhile is still queued behind this timer. Deciding
                // after the pending I/O has been read (setImmediate runs after the poll phase) charges the
                // program only for time it really ran.
                setImmediate(() => {
                    if (exitedAt !== null || settled)
                        return;
                    timedOut = true;
                    if (pid !== undefined)
                        kill(pid);
                    timers.push(setTimeout(() => {
                        if (exitedAt !== null)
                            return;
                        signal = 'SIGKILL';
                        finish();
                    }, EXIT_GRACE_MS));
                });
            }, budgetMs));
        };
        if (hold === undefined) {
            armBudget();
            return;
        }
        void releasedBudget(hold).then((budget) => {
            if (settled)
                return;
            if (budget === null) {
                // Let go unreleased: killed before any of its own code ran, and reported as such. Its stdin
                // stays open until it is gone (finish): an end of input would wake it.
                letGo = true;
                if (pid !== undefined)
                    kill(pid);
                if (finishAtRelease)
                    finish();
                else
                    timers.push(setTimeout(finish, EXIT_GRACE_MS));
                return;
            }
            released = true;
            budgetMs = budget;
            // The run starts now: its time, its budget, its log.
            started = external_node_perf_hooks_.performance.now();
            stalledAtStart = stalledNow();
            log = new CappedLog(spec.logPath, cap);
            for (const chunk of early)
                log.write(chunk);
            log.total += earlyDropped;
            early.length = 0;
            if (exitedAt !== null) {
                // It ended before its release (its interpreter failed): it ran nothing of its own.
                exitedAt = started;
                stalledAtExit = stalledAtStart;
                if (finishAtRelease)
                    finish();
                return;
            }
            armBudget();
            child.stdin?.end(spec.stdin);
        });
    });
}
function spawnFailed(err) {
    return err.syscall?.startsWith('spawn') ?? false;
}

;// CONCATENATED MODULE: ./src/adapters/attest-preload.ts
/**
 * The preloads of the attestation channel (src/adapters/attest.ts), as source text: the gate writes
 * them into each program run's private channel folder, so the bundle needs no extra files and no run
 * can alter the preload another run loads.
 *
 * Both follow one protocol. At start, before any code of the program or of the candidate runs, the
 * preload reads the run's nonce from stdin (a pipe the gate writes once and closes), deletes the
 * channel variable, and takes the verdict file: `GATE_ATTEST=fd:N`, the file the gate made and
 * passed open, or a folder path, where it creates `verdict` exclusively (where descriptors cannot be
 * passed). It then appends one JSON line per event it witnesses:
 *   {"v":1,"nonce":N,"kind":"exit"|"end","code":C}   the program decided C (an explicit exit / the end)
 *   {"v":1,"nonce":N,"kind":"crash","detail":D}      an uncaught exception or traceback
 *   {"v":1,"nonce":N,"kind":"tampered","detail":D}   an exit taken by the code under test, or the
 *                                                    exit machinery replaced by it
 *   {"v":1,"nonce":N,"kind":"load","files":[F…]}     repository files the program loaded (paths
 *                                                    relative to the tree root; a record, not a verdict)
 * An explicit exit counts as the program's only when the call stack holds a frame of the program's
 * own folder and none from the candidate's tree (the working directory) outside it. The first
 * decision is the one attested; whatever runs after it (exit handlers, atexit) cannot change it, and
 * the gate requires the final exit status to equal it.
 */
/** Node: loaded with `--require` before the program (CommonJS or ESM) is. */
const NODE_PRELOAD = String.raw `'use strict';
(() => {
  const fs = require('fs');
  const path = require('path');
  const url = require('url');
  const channel = process.env.GATE_ATTEST;
  if (!channel) return;
  delete process.env.GATE_ATTEST;
  // The load record of ES modules comes from load hooks. Where Node has synchronous hooks
  // (module.registerHooks: 22.15 and later, so every runner's node24) they run in this thread, each
  // recording a file of the tree as it is loaded, before any of its code runs; what they call is
  // taken here, before the program or the candidate's code can replace it. Elsewhere (Node 20) the
  // hooks run in a thread of their own; starting that thread is the costliest part of a program's
  // start (about 40 ms), so it starts first, before the nonce is read: a program the gate holds (its
  // nonce not yet written, src/adapters/proc.ts ProcSpec.hold) has paid for it by the time it is
  // released. Either way the hooks are the gate's code alone, and they learn the verdict file, the
  // nonce and the tree root once the nonce is here; until then (and forever, for a run without a
  // nonce) they record nothing.
  const MAX_LOADED = 2000;
  const shared = typeof SharedArrayBuffer === 'function' ? new SharedArrayBuffer(4 + 65536) : null;
  let hooked = null;
  let inThread = null;
  try {
    const mod = require('module');
    if (typeof mod.registerHooks === 'function') {
      const realpathSync = fs.realpathSync;
      const fileURLToPath = url.fileURLToPath;
      const writeLine = fs.writeSync;
      const stringify = JSON.stringify;
      let n = 0;
      mod.registerHooks({
        load(u, c, next) {
          const r = next(u, c);
          const k = inThread;
          if (k !== null && n < MAX_LOADED && typeof u === 'string' && u.slice(0, 5) === 'file:') {
            let p;
            try {
              p = realpathSync(fileURLToPath(u));
            } catch {
              p = null;
            }
            if (typeof p === 'string' && p.slice(0, k.root.length + 1) === k.root + '/') {
              n++;
              try {
                writeLine(k.fd, stringify({ v: 1, nonce: k.nonce, kind: 'load', files: [p.slice(k.root.length + 1)] }) + '\n');
              } catch {}
            }
          }
          return r;
        },
      });
      hooked = 'thread';
    } else if (shared !== null && typeof mod.register === 'function') {
      const hooks =
        "import fs from 'node:fs'; import url from 'node:url'; let shared, info = null, n = 0;" +
        'export function initialize(d) { shared = d.shared; }' +
        'function known() {' +
        '  if (info !== null) return info;' +
        '  const len = Atomics.load(new Int32Array(shared, 0, 1), 0);' +
        '  if (len > 0) info = JSON.parse(new TextDecoder().decode(new Uint8Array(shared, 4, len).slice()));' +
        '  return info;' +
        '}' +
        'export async function load(u, c, next) {' +
        '  const r = await next(u, c);' +
        '  const k = known();' +
        "  if (k !== null && n < " + MAX_LOADED + " && typeof u === 'string' && u.startsWith('file:')) {" +
        '    let p; try { p = fs.realpathSync(url.fileURLToPath(u)); } catch { p = null; }' +
        "    if (p && p.startsWith(k.root + '/')) { n++; try { fs.writeSync(k.fd, JSON.stringify({ v: 1, nonce: k.nonce, kind: 'load', files: [p.slice(k.root.length + 1)] }) + '\\n'); } catch {} }" +
        '  }' +
        '  return r;' +
        '}';
      mod.register('data:text/javascript,' + encodeURIComponent(hooks), { data: { shared } });
      hooked = 'worker';
      // The hooks thread opens the main thread's stdout and stderr, and a pipe opened by Node is made
      // non-blocking: a program writing with fs.writeSync(1, …) would then fail with EAGAIN whenever
      // the pipe is full. Put them back as a program started without the preload finds them.
      for (const s of [process.stdout, process.stderr]) {
        try {
          if (s && s._handle && typeof s._handle.setBlocking === 'function') s._handle.setBlocking(true);
        } catch {}
      }
    }
  } catch {
    // No hooks (an older Node): ES modules go unrecorded; the record is a report, not a verdict.
  }
  let nonce;
  let fd;
  try {
    // The nonce arrives on stdin, a pipe the gate writes once and closes: it never sits in a file.
    const buf = Buffer.alloc(128);
    let got = '';
    while (!got.includes('\n') && got.length < 1024) {
      let n;
      try {
        n = fs.readSync(0, buf, 0, buf.length, null);
      } catch (e) {
        if (e && e.code === 'EAGAIN') continue;
        throw e;
      }
      if (n === 0) break;
      got += buf.toString('latin1', 0, n);
    }
    nonce = got.split('\n')[0];
    if (!/^[0-9a-f]{64}$/.test(nonce)) throw new Error('no nonce');
    // The verdict file: made by the gate and handed over open ("fd:N"), or made here, exclusively,
    // in the program's private channel folder where descriptors cannot be passed.
    fd = channel.startsWith('fd:') ? Number(channel.slice(3)) : fs.openSync(path.join(channel, 'verdict'), 'ax', 0o600);
    if (!Number.isInteger(fd) || fd < 0) throw new Error('no verdict file');
  } catch {
    // No channel (no nonce: the gate that held this program is gone, or never wrote one): the program
    // does not run, and the gate, if any, reads that as an error.
    process.reallyExit(70);
  }
  const writeSync = fs.writeSync;
  const realpath = (p) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return p;
    }
  };
  const root = realpath(process.cwd());
  const program = process.argv[1] ? realpath(path.resolve(process.argv[1])) : '';
  const programDir = program ? path.dirname(program) : '';
  const inside = (p, d) => d !== '' && (p === d || p.startsWith(d.endsWith(path.sep) ? d : d + path.sep));
  const NativeError = Error;
  const captureStackTrace = Error.captureStackTrace;
  // Our stack reads must not go through code under test: the hooks V8 consults are pinned.
  let userPrepare = Error.prepareStackTrace;
  let capturing = false;
  const ownPrepare = (_e, callsites) => callsites;
  Object.defineProperty(Error, 'prepareStackTrace', {
    configurable: false,
    enumerable: false,
    get: () => (capturing ? ownPrepare : userPrepare),
    set: (v) => {
      userPrepare = v;
    },
  });
  Object.defineProperty(Error, 'stackTraceLimit', {
    value: Error.stackTraceLimit,
    writable: true,
    enumerable: true,
    configurable: false,
  });
  Object.defineProperty(globalThis, 'Error', { value: NativeError, writable: false, configurable: false });

  function frames() {
    const holder = {};
    const limit = NativeError.stackTraceLimit;
    capturing = true;
    NativeError.stackTraceLimit = Infinity;
    let sites = [];
    try {
      captureStackTrace(holder, frames);
      sites = holder.stack;
    } finally {
      NativeError.stackTraceLimit = limit;
      capturing = false;
    }
    if (!Array.isArray(sites)) return null;
    const out = [];
    for (const s of sites) {
      let file = '';
      try {
        if (s.isEval()) file = 'eval:' + String(s.getEvalOrigin());
        else file = String(s.getFileName() ?? s.getScriptNameOrSourceURL() ?? '');
      } catch {
        file = '';
      }
      if (file.startsWith('file://')) {
        try {
          file = url.fileURLToPath(file);
        } catch {
          // keep the URL text
        }
      }
      if (file === '' || file.startsWith('node:')) continue;
      out.push({ file, line: typeof s.getLineNumber === 'function' ? s.getLineNumber() : null });
    }
    return out;
  }

  /** Why an exit taken now is not the program's, or null when it is. */
  function notTheProgram(what) {
    const fs_ = frames();
    if (fs_ === null) return what + ': the call stack cannot be read';
    let own = false;
    for (const f of fs_) {
      if (f.file.startsWith('eval:')) {
        if (f.file.includes(root)) return what + ' from code evaluated by the code under test (' + f.file.slice(5) + ')';
        continue;
      }
      const p = realpath(f.file);
      if (inside(p, programDir)) own = true;
      else if (inside(p, root)) return what + ' from the code under test at ' + path.relative(root, p) + ':' + f.line;
    }
    return own ? null : what + ' outside the program\'s own code';
  }

  let decided = false;
  let taint = null;
  function record(entry) {
    const line = JSON.stringify({ v: 1, nonce, ...entry }) + '\n';
    try {
      writeSync(fd, line);
    } catch {
      // A lost attestation reads as no decision: an error, never a pass.
    }
  }
  // The load record: which files of the tree the program loaded (a record for the reviewer, never a
  // verdict). CommonJS from the module cache when the program decides, ES modules from a load hook
  // that writes each one as it is loaded.
  const relInTree = (file) => {
    const p = realpath(file);
    if (!inside(p, root) || p === root) return null;
    return path.relative(root, p).split(path.sep).join('/');
  };
  function recordLoads() {
    const files = [];
    try {
      for (const key of Object.keys(require.cache)) {
        if (files.length >= MAX_LOADED) break;
        const rel = relInTree(key);
        if (rel !== null) files.push(rel);
      }
    } catch {
      // The cache was tampered with: the record is only what could be read.
    }
    if (files.length > 0) record({ kind: 'load', files });
  }
  if (hooked === 'thread') inThread = { fd, nonce, root };
  else if (hooked === 'worker') {
    // Now the hooks may record: they write only lines of this run, to its verdict file.
    const bytes = Buffer.from(JSON.stringify({ fd, nonce, root }), 'utf8');
    if (bytes.length <= shared.byteLength - 4) {
      new Uint8Array(shared, 4, bytes.length).set(bytes);
      Atomics.store(new Int32Array(shared, 0, 1), 0, bytes.length);
    } else taint = 'the load record of ES modules cannot be kept (the tree root is too long)';
  }
  function decide(kind, code, why) {
    if (decided) return;
    decided = true;
    recordLoads();
    if (taint) record({ kind: 'tampered', detail: taint });
    else if (why) record({ kind: 'tampered', detail: why });
    else record({ kind, code });
  }
  const normalise = (code) => {
    if (code === undefined || code === null) {
      const c = process.exitCode;
      return c === undefined || c === null ? 0 : Number(c) | 0;
    }
    return Number(code) | 0;
  };

  const realExit = process.exit;
  const realReallyExit = process.reallyExit;
  const gateExit = function exit(code) {
    if (!decided) decide('exit', normalise(code), notTheProgram('process.exit(' + String(code ?? '') + ')'));
    return realExit.apply(process, arguments);
  };
  const gateReallyExit = function reallyExit(code) {
    if (!decided) decide('exit', normalise(code), notTheProgram('process.reallyExit'));
    return realReallyExit.apply(process, arguments);
  };
  // The exit machinery may be replaced (test libraries stub it), but a replacement made by the code
  // under test taints every later decision.
  const pinned = { exit: gateExit, reallyExit: gateReallyExit, emit: process.emit };
  for (const name of Object.keys(pinned)) {
    Object.defineProperty(process, name, {
      configurable: false,
      enumerable: name !== 'emit',
      get: () => pinned[name],
      set: (v) => {
        const why = notTheProgram('process.' + name + ' replaced');
        if (why !== null && taint === null) taint = why;
        pinned[name] = v;
      },
    });
  }

  const onCrash = (err, origin) => {
    // An uncaught exception is a crash whatever happens next, even if a handler swallows it.
    let detail;
    try {
      detail = String((err && err.stack) || err).slice(0, 2000);
    } catch {
      detail = 'an uncaught exception';
    }
    record({ kind: 'crash', detail, origin: String(origin) });
  };
  const onExit = (code) => {
    if (decided) return;
    const exitListeners = process.rawListeners('exit');
    const monitors = process.rawListeners('uncaughtExceptionMonitor');
    if (exitListeners[0] !== onExit) decide('end', 0, 'an exit listener was placed before the gate\'s');
    else if (!monitors.includes(onCrash)) decide('end', 0, 'the gate\'s exception monitor was removed');
    else decide('end', normalise(code), null);
  };
  process.on('uncaughtExceptionMonitor', onCrash);
  process.on('exit', onExit);
})();
`;
/**
 * Python: the program is run by this bootstrap (`python3 <bootstrap> <program> args…`) with
 * runpy, as `__main__`, with `sys.argv` and `sys.path[0]` as a direct run would set them.
 */
const PYTHON_BOOTSTRAP = String.raw `import os, sys
def _gate_bootstrap():
    import json, runpy, traceback
    channel = os.environ.pop('GATE_ATTEST', None)
    prog = os.path.realpath(os.path.abspath(sys.argv[1]))
    sys.argv = sys.argv[1:]
    sys.path[0] = os.path.dirname(prog)
    fd = None
    nonce = ''
    if channel:
        try:
            # The nonce arrives on stdin, a pipe the gate writes once and closes: never in a file.
            got = b''
            while b'\n' not in got and len(got) < 1024:
                chunk = os.read(0, 128)
                if not chunk:
                    break
                got += chunk
            nonce = got.split(b'\n')[0].decode('latin-1')
            if len(nonce) != 64 or any(c not in '0123456789abcdef' for c in nonce):
                raise OSError('no nonce')
            if channel.startswith('fd:'):
                fd = int(channel[3:])
                # Not for the program's children: they cannot know the nonce, but need not see it either.
                os.set_inheritable(fd, False)
            else:
                fd = os.open(os.path.join(channel, 'verdict'), os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o600)
        except (OSError, ValueError):
            # No channel (no nonce: the gate that held this program is gone, or never wrote one): the
            # program does not run, and the gate, if any, reads that as an error.
            os._exit(70)
    root = os.path.realpath(os.getcwd())
    pdir = os.path.dirname(prog)
    write = os.write
    real_exit = os._exit
    real_sys_exit = sys.exit
    state = {'decided': False}

    def inside(p, folder):
        return p == folder or p.startswith(folder.rstrip(os.sep) + os.sep)

    def record(entry):
        if fd is None:
            return
        entry = dict(entry, v=1, nonce=nonce)
        try:
            write(fd, (json.dumps(entry) + '\n').encode())
        except OSError:
            pass

    def not_the_program(what, files):
        own = False
        for name, line in files:
            if name.startswith('<'):
                continue
            p = os.path.realpath(name)
            if inside(p, pdir):
                own = True
            elif inside(p, root):
                return '%s from the code under test at %s:%s' % (what, os.path.relpath(p, root), line)
        return None if own else what + " outside the program's own code"

    def record_loads():
        # The load record: which files of the tree the program imported (a report, never a verdict).
        files = [os.path.relpath(prog, root).replace(os.sep, '/')] if inside(prog, root) and prog != root else []
        try:
            for m in list(sys.modules.values()):
                f = getattr(m, '__file__', None)
                if not isinstance(f, str) or len(files) >= 2000:
                    continue
                p = os.path.realpath(f)
                if p != root and inside(p, root):
                    files.append(os.path.relpath(p, root).replace(os.sep, '/'))
        except Exception:
            pass
        if files:
            record({'kind': 'load', 'files': files})

    def decide(kind, code, why):
        if state['decided']:
            return
        state['decided'] = True
        record_loads()
        if why:
            record({'kind': 'tampered', 'detail': why})
        else:
            record({'kind': kind, 'code': code})

    def stack_files(frame):
        out = []
        while frame is not None:
            out.append((frame.f_code.co_filename, frame.f_lineno))
            frame = frame.f_back
        return out

    def tb_files(tb):
        out = []
        while tb is not None:
            out.append((tb.tb_frame.f_code.co_filename, tb.tb_lineno))
            tb = tb.tb_next
        return out

    def gate_exit(code):
        if not state['decided']:
            decide('exit', int(code), not_the_program('os._exit(%s)' % code, stack_files(sys._getframe(1))))
        real_exit(code)

    os._exit = gate_exit
    try:
        import posix
        posix._exit = gate_exit
    except ImportError:
        pass

    def exit_code(value):
        if value is None:
            return 0
        if isinstance(value, int):
            # Unmasked: exit(256) leaves status 0, which must not read as a decision of 0.
            return value
        return 1

    try:
        runpy.run_path(prog, run_name='__main__')
    except SystemExit as e:
        code = exit_code(e.code)
        decide('exit', code, not_the_program('exit(%s)' % e.code, tb_files(e.__traceback__)))
        raise
    except BaseException as e:
        detail = ''.join(traceback.format_exception_only(type(e), e)).strip()[:2000]
        record_loads()
        record({'kind': 'crash', 'detail': detail})
        state['decided'] = True
        tb = e.__traceback__
        while tb is not None and os.path.realpath(tb.tb_frame.f_code.co_filename) != prog:
            tb = tb.tb_next
        traceback.print_exception(type(e), e, tb or e.__traceback__)
        sys.stderr.flush()
        sys.exit(1)
    # A program that ends without deciding reads 0, so the exit calls it could have made must still
    # be the real ones: code under test that swapped them may have swallowed a rejection.
    if sys.exit is not real_sys_exit or os._exit is not gate_exit:
        decide('end', 0, 'the exit functions were replaced while the program ran')
    decide('end', 0, None)
_gate_bootstrap()
`;

;// CONCATENATED MODULE: ./src/adapters/attest.ts
/**
 * The result channel of a user program (SPEC §8, "the result is the program's"). An exit status
 * alone can be set by whatever the program loads: the candidate's code can install an exit handler
 * that turns a rejection into 0, or exit 0 itself before the check ran. So for the interpreters the
 * gate knows (Node, Python) each run gets a private channel folder holding a fresh nonce and a
 * preload (src/adapters/attest-preload.ts) that attests the program's first decision, or its crash;
 * the gate reads a status as the program's only when a well-formed attestation carrying the nonce
 * says so and the exit status equals it. Other programs (shell, executables) keep the plain exit-code
 * contract, and the trace says which channel each program had.
 */







/**
 * A verdict file is a few lines and a bounded load record (MAX_LOADED paths); anything larger was
 * written by someone else.
 */
const MAX_VERDICT_BYTES = 1024 * 1024;
/** The most repository files one program's load record lists (the preloads stop there too). */
const MAX_LOADED = 2000;
function interpreterOf(file) {
    const { command } = commandFor(file);
    if (command === process.execPath)
        return 'node';
    if (command === 'python3')
        return 'python';
    return null;
}
/** The channel a program gets: attested where the gate has a preload for its interpreter. */
function resultChannelOf(file) {
    return interpreterOf(file) === null ? 'exit-code' : 'attested';
}
/** Parses a verdict file's text: every line must be a well-formed entry carrying the nonce. */
function parseAttestation(text, nonce) {
    const lines = text.split('\n').filter((l) => l !== '');
    if (lines.length === 0)
        return { ok: false, reason: 'the program wrote no attestation' };
    const entries = [];
    const loaded = new Set();
    for (const line of lines) {
        let v;
        try {
            v = JSON.parse(line);
        }
        catch {
            return { ok: false, reason: 'the attestation holds a line that is not JSON' };
        }
        const e = v;
        if (typeof v !== 'object' || v === null || e.v !== 1 || e.nonce !== nonce)
            return { ok: false, reason: 'the attestation holds a line without this run’s nonce' };
        switch (e.kind) {
            case 'exit':
            case 'end':
                if (typeof e.code !== 'number' || !Number.isInteger(e.code))
                    return { ok: false, reason: 'the attestation holds a decision without an integer code' };
                entries.push({ kind: e.kind, code: e.code });
                break;
            case 'crash':
            case 'tampered':
                entries.push({ kind: e.kind, detail: typeof e.detail === 'string' ? e.detail.slice(0, 2000) : '' });
                break;
            case 'load': {
                const files = v.files;
                if (!Array.isArray(files))
                    return { ok: false, reason: 'the attestation holds a load record without files' };
                for (const f of files) {
                    if (loaded.size >= MAX_LOADED)
                        break;
                    if (isTreePath(f))
                        loaded.add(f);
                }
                break;
            }
            default:
                return { ok: false, reason: 'the attestation holds a line of unknown kind' };
        }
    }
    if (entries.length === 0)
        return { ok: false, reason: 'the program wrote no attestation' };
    return { ok: true, entries, ...(loaded.size > 0 ? { loaded: [...loaded].sort() } : {}) };
}
/** A path relative to the tree root that stays inside it (the only kind a load record may name). */
function isTreePath(f) {
    if (typeof f !== 'string' || f === '' || f.length > 1024 || f.startsWith('/') || f.includes('\0'))
        return false;
    return f.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
function firstLine(text) {
    const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
    return line.trim().slice(0, 300);
}
function describeExit(r) {
    return r.signal ? `was killed by ${r.signal}` : `exited ${r.exitCode}`;
}
/**
 * What a finished run means (pure). Budget and start failures first; then, for a plain program,
 * its exit status; for an attested one, the attestation against the exit status.
 */
function interpretRun(r, channel, att) {
    if (r.notReleased)
        return { kind: 'not_started', reason: 'held, and never released' };
    if (r.spawnError)
        return { kind: 'not_started', reason: r.spawnError };
    if (r.timedOut)
        return { kind: 'budget' };
    switch (channel) {
        case 'exit-code':
            if (r.exitCode === null)
                return { kind: 'crashed', reason: describeExit(r) };
            return { kind: 'decided', code: r.exitCode };
        case 'attested': {
            if (att === undefined || !att.ok) {
                const why = att === undefined ? 'the program wrote no attestation' : att.reason;
                if (r.exitCode === null)
                    return { kind: 'crashed', reason: describeExit(r) };
                return {
                    kind: 'tampered',
                    reason: `it ${describeExit(r)} but ${why} (an exit the program did not take)`,
                };
            }
            const crash = att.entries.find((e) => e.kind === 'crash');
            if (crash && crash.kind === 'crash')
                return { kind: 'crashed', reason: `crashed: ${firstLine(crash.detail) || 'an uncaught exception'}` };
            const first = att.entries[0];
            if (first.kind === 'tampered')
                return { kind: 'tampered', reason: first.detail || 'the exit was not the program’s' };
            const later = att.entries.find((e) => e.kind === 'tampered');
            if (later && later.kind === 'tampered')
                return { kind: 'tampered', reason: later.detail };
            if (first.kind === 'crash')
                return { kind: 'crashed', reason: first.detail };
            if (r.exitCode === null)
                return { kind: 'crashed', reason: `${describeExit(r)} after deciding ${first.code}` };
            if (r.exitCode !== first.code)
                return {
                    kind: 'tampered',
                    reason: `it decided ${first.code} but exited ${r.exitCode}: the exit status was changed after the decision`,
                };
            return { kind: 'decided', code: first.code };
        }
        default: {
            const never = channel;
            throw new Error(`unknown result channel ${String(never)}`);
        }
    }
}
/** Reads at most MAX_VERDICT_BYTES of a regular file, never following a link. */
function readVerdict(path) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch {
        return { error: 'the program wrote no attestation' };
    }
    try {
        return readVerdictFd(fd);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Reads the verdict through a descriptor the gate holds (from offset 0, whatever its position). */
function readVerdictFd(fd) {
    const st = (0,external_node_fs_.fstatSync)(fd);
    if (!st.isFile())
        return { error: 'the attestation is not a regular file' };
    if (st.size === 0)
        return { error: 'the program wrote no attestation' };
    if (st.size > MAX_VERDICT_BYTES)
        return { error: 'the attestation is larger than any the preload writes' };
    const buf = Buffer.alloc(st.size);
    let off = 0;
    while (off < buf.length) {
        const n = (0,external_node_fs_.readSync)(fd, buf, off, buf.length - off, off);
        if (n === 0)
            break;
        off += n;
    }
    return buf.subarray(0, off).toString('utf8');
}
/**
 * Runs one program through `proc` with the attestation channel where its interpreter has a preload,
 * and reads the result. Never throws for a program failure (like ProcessRunner.run).
 *
 * The channel's secret never sits in a file: the nonce reaches the preload on its stdin, a pipe the
 * gate writes once and closes. The verdict file is made by the gate before the program starts and
 * handed over open (fd 3), in a folder of the gate's that nobody else can list or write; a daemon
 * left by another program can neither read the nonce nor write the verdict first. Where descriptors
 * cannot be passed (sudo closes them), the preload makes the verdict file itself in a folder owned
 * by the program's own OS user (mode 0700), which the sandbox gives to one program at a time and
 * empties of that user's processes after each (src/adapters/sandbox.ts).
 */
async function runAttested(proc, spec, 
/** Where channel folders are made (the OS temp folder). */
channelRoot = (0,external_node_os_.tmpdir)()) {
    const kind = interpreterOf(spec.file);
    if (kind === null) {
        const r = await proc.run(spec);
        return { proc: r, channel: 'exit-code', outcome: interpretRun(r, 'exit-code') };
    }
    const nonce = (0,external_node_crypto_.randomBytes)(32).toString('hex');
    const preloadName = kind === 'node' ? 'preload.cjs' : 'bootstrap.py';
    const byFd = proc.passesFds !== false;
    let dir;
    let fd;
    let chan;
    try {
        dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(channelRoot, 'gate-attest-'));
        liveChannels.add(dir);
        // Searchable, not listable: another user reaches the preload only by its name, and the preload
        // is public text; the verdict file is the gate's (0600) and reaches the program only as fd 3.
        (0,external_node_fs_.chmodSync)(dir, 0o711);
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, preloadName), kind === 'node' ? NODE_PRELOAD : PYTHON_BOOTSTRAP, { mode: 0o444 });
        if (byFd) {
            fd = (0,external_node_fs_.openSync)((0,external_node_path_.join)(dir, 'verdict'), external_node_fs_.constants.O_RDWR |
                external_node_fs_.constants.O_CREAT |
                external_node_fs_.constants.O_EXCL |
                external_node_fs_.constants.O_APPEND |
                external_node_fs_.constants.O_NOFOLLOW, 0o600);
        }
        else {
            chan = (0,external_node_path_.join)(dir, 'chan');
            (0,external_node_fs_.mkdirSync)(chan, { mode: 0o700 });
        }
    }
    catch (err) {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
        if (dir !== undefined) {
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
            liveChannels.delete(dir);
        }
        // No channel, no run: a program whose status could not be attested is not started at all.
        return notStarted(`cannot create the attestation channel: ${err.message}`);
    }
    try {
        const preload = (0,external_node_path_.join)(dir, preloadName);
        const r = await proc.run({
            ...spec,
            // Python: no per-user site folder (a .pth there would run before the bootstrap).
            launchArgs: kind === 'node' ? ['--require', preload] : ['-s', preload],
            env: { ...spec.env, GATE_ATTEST: fd !== undefined ? 'fd:3' : chan },
            stdin: `${nonce}\n`,
            ...(fd !== undefined ? { passFds: [fd] } : {}),
            // The channel folder is handed to the program's user (and back after it).
            ...(chan !== undefined ? { writableDirs: [...(spec.writableDirs ?? []), chan] } : {}),
        });
        const text = fd !== undefined ? readVerdictFd(fd) : readVerdict((0,external_node_path_.join)(chan, 'verdict'));
        const att = typeof text === 'string' ? parseAttestation(text, nonce) : { ok: false, reason: text.error };
        if (att.ok && att.loaded !== undefined)
            proc.loads?.add(spec.file, att.loaded);
        return {
            proc: r,
            channel: 'attested',
            outcome: interpretRun(r, 'attested', att),
            ...(att.ok && att.loaded !== undefined ? { loaded: att.loaded } : {}),
        };
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        liveChannels.delete(dir);
    }
}
/** Channel folders of programs still running: removed by {@link removeLiveChannels} on an interrupt. */
const liveChannels = new Set();
/**
 * Removes the channel folders of programs still running (Ctrl-C, SIGTERM: the process exits without
 * reaching their `finally`). The programs must be dead first (killAllRunning).
 */
function removeLiveChannels() {
    for (const dir of liveChannels) {
        try {
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        }
        catch {
            // Under sudo a running program's folder is its user's until the hand-back: left, not fatal.
        }
    }
    liveChannels.clear();
}
/**
 * The load records of a run's programs, by program file (absolute path): which repository files each
 * loaded on any of its runs, at most MAX_LOADED per program.
 */
class LoadBook {
    byProgram = new Map();
    add(program, files) {
        let set = this.byProgram.get(program);
        if (set === undefined)
            this.byProgram.set(program, (set = new Set()));
        for (const f of files) {
            if (set.size >= MAX_LOADED)
                break;
            set.add(f);
        }
    }
    /** The files loaded by every program whose file is `rel` (a repository path) in some tree. */
    loadedBy(rel) {
        const out = new Set();
        for (const [program, files] of this.byProgram) {
            if (program === rel || program.endsWith(`/${rel}`))
                for (const f of files)
                    out.add(f);
        }
        return out;
    }
}
function notStarted(reason) {
    const r = {
        exitCode: null,
        signal: null,
        timedOut: false,
        elapsedMs: 0,
        stdout: '',
        outputTruncated: false,
        outputBytes: 0,
        spawnError: reason,
    };
    return { proc: r, channel: 'attested', outcome: { kind: 'not_started', reason } };
}

;// CONCATENATED MODULE: ./src/adapters/sandbox-walk.ts
/**
 * The privileged file walk of the sandbox (src/adapters/sandbox.ts) as source text, run by `node -e`
 * as root or under `sudo`, so both ways share one implementation that never follows a link. A walk of
 * one part as root runs the same text in the gate's own process ({@link walkInProcess}): a `node` of
 * its own cost about 35 ms of the run's thread per walk, two walks a run.
 */


/**
 * How a script written for `node -e SCRIPT ARG` runs inside a process that is already running, as
 * source text (the gate runs it here; the sudo path's command server, src/adapters/privileged.ts,
 * runs the same text as root): `(script, arg, require) => {status, stdout, stderr}`. The script gets
 * a `process` of its own for what it reads and writes (argv, stdout, stderr, exitCode); its working
 * folder moves (the walk names entries relative to a folder's descriptor) and is put back before this
 * returns, whatever happens. Only for a script that finishes synchronously (a walk of one part: it
 * starts no process of its own), so nothing else of the process's runs meanwhile.
 */
const RUN_IN_PROCESS = String.raw `(script, arg, require) => {
  let stdout = '';
  let stderr = '';
  let exitCode = 0;
  const shim = {
    argv: [process.execPath, arg],
    execPath: process.execPath,
    execArgv: [],
    chdir: (dir) => process.chdir(dir),
    stdout: { write: (text) => ((stdout += text), true) },
    stderr: { write: (text) => ((stderr += text), true) },
    get exitCode() { return exitCode; },
    set exitCode(code) { exitCode = code; },
  };
  const cwd = process.cwd();
  try {
    new Function('require', 'process', script)(require, shim);
  } catch (err) {
    return { status: 1, signal: null, error: null, stdout, stderr: stderr + String((err && err.stack) || err) };
  } finally {
    process.chdir(cwd);
  }
  return { status: exitCode, signal: null, error: null, stdout, stderr };
}`;
/** {@link RUN_IN_PROCESS}, in the gate's process. */
const runInProcess = new Function(`return ${RUN_IN_PROCESS}`)();
/**
 * Runs {@link WALKER} in this process for `job` (of one part: no other process is started) and gives
 * back what it prints; a walk that fails throws, as the process of its own exits non-zero.
 */
function walkInProcess(job) {
    const modules = { fs: external_node_fs_, child_process: external_node_child_process_ };
    const r = runInProcess(WALKER, JSON.stringify({ ...job, parts: 1 }), (name) => {
        if (!(name in modules))
            throw new Error(`the sandbox walk asked for ${name}`);
        return modules[name];
    });
    if (r.status !== 0 || r.stdout === '')
        throw new Error(r.stderr.trim().split('\n')[0] || 'the sandbox walk gave no account');
    return r.stdout;
}
const WALKER = String.raw `'use strict';
// The gate's privileged file walk (src/adapters/sandbox.ts), run as root or under sudo. It works on
// descriptors, never on names resolved twice: every folder is opened with O_NOFOLLOW|O_DIRECTORY and
// its entries are reached from that descriptor — the walk's working folder is set to it (a chdir to
// /proc/self/fd/<folder>, once per folder) and each entry is named relative to it, as openat(2) would
// name it — so a folder swapped for a link during the walk is refused (ELOOP/ENOTDIR), never
// followed; every change is made with fchown / fchmod on the descriptor that was opened and checked
// (a regular file with one name, of the expected owner), so what is changed is what was checked.
// (Node has no openat: a path through /proc/self/fd/<folder>/<name> for each entry did the same at
// a third more time per file, the magic link resolved again each time.)
const fs = require('fs');
const C = fs.constants;
const job = JSON.parse(process.argv[process.argv.length - 1]);
// A large tree is walked by several processes at once (job.parts, at most 4), each changing the
// entries whose path hashes to its part: every part opens every folder, so each checks what it
// changes on its own descriptors. The first part is this process; it starts the others and merges
// their accounts. Without job.part this is the first.
const of = job.part === undefined ? Math.max(1, Math.min(4, job.parts | 0)) : job.of;
const part = job.part === undefined ? 0 : job.part;
const mine = (p) => {
  if (of === 1) return true;
  let h = 0x811c9dc5;
  for (let i = 0; i < p.length; i++) h = Math.imul(h ^ p.charCodeAt(i), 0x01000193);
  return (h >>> 0) % of === part;
};
const DIR = C.O_RDONLY | C.O_NOFOLLOW | C.O_DIRECTORY;
const NODE = C.O_RDONLY | C.O_NOFOLLOW | C.O_NONBLOCK | C.O_NOCTTY;
// The folder descriptor the working folder was last set to; reset whenever a folder descriptor is
// closed, since its number is then free to name another folder.
let here = null;
const at = (fd, name) => {
  if (here !== fd) {
    here = null;
    process.chdir('/proc/self/fd/' + fd);
    here = fd;
  }
  return name;
};
const closeDir = (fd) => {
  if (here === fd) here = null;
  fs.closeSync(fd);
};
const out = { modes: [], refused: [] };
// The hand-back puts every entry's mode back as it was: the group bits the grant added do not
// outlive the run. It takes off what the grant adds to a usual mode (group write; on a folder also
// set-group-id and sticky) — 644 and 755 come back as they were — and the grant records the entries
// that rule would not restore (a mode that already had group write, a private one: 600, 700) with
// their mode (job.record: a path prefix in a folder only the gate reaches; each part writes
// <prefix>.<part>), read back by the hand-back (job.records). A checkout made with umask 022 needs no
// record at all.
const ruleBack = (mode, dir) => mode & ~(dir ? 0o3020 : 0o020);
const changedModes = [];
const restore = new Map();
if (job.op === 'giveBack') {
  for (const prefix of job.records || []) {
    for (let k = 0; ; k++) {
      let text;
      try {
        text = fs.readFileSync(prefix + '.' + k, 'utf8');
      } catch (e) {
        if (e && e.code === 'ENOENT') break;
        throw e;
      }
      for (const [p, mode] of JSON.parse(text)) if (mine(p)) restore.set(p, mode);
    }
  }
}
/** Puts back the mode the grant found on the run's entry at path p (fd open on it, st its fstat). */
const putBack = (fd, st, p) => {
  const was = restore.get(p);
  const mode =
    was !== undefined && (st.mode & 0o170000) === (was & 0o170000)
      ? was & 0o7777
      : ruleBack(st.mode & 0o7777, st.isDirectory());
  if (mode !== (st.mode & 0o7777)) fs.fchmodSync(fd, mode);
};
const openAt = (fd, name, flags, p) => {
  try {
    return fs.openSync(fd === null ? name : at(fd, name), flags);
  } catch (e) {
    if (mine(p)) out.refused.push(p + ' (' + (e && e.code) + ')');
    return null;
  }
};
// Entries with the type the folder records for them (d_type), so a walk of a large tree makes one
// call per file fewer: the type only chooses how an entry is opened, and what is opened is checked
// again on its descriptor. A file system that records no type gets an lstat, as does an entry that
// cannot be opened (a link, a socket), whose owner the hand-back needs.
const entries = (fd) => fs.readdirSync('/proc/self/fd/' + fd, { withFileTypes: true });
const lstatAt = (fd, name) => {
  try {
    return fs.lstatSync(at(fd, name));
  } catch {
    return null;
  }
};
const KNOWN = ['isFile', 'isDirectory', 'isSymbolicLink', 'isFIFO', 'isSocket', 'isBlockDevice', 'isCharacterDevice'];
/** The entry's type from the folder, or from an lstat where the folder records none (null: gone). */
const typeOf = (fd, d) => (KNOWN.some((k) => d[k]()) ? d : lstatAt(fd, d.name));

function grantDir(fd, p, top) {
  const st = fs.fstatSync(fd);
  const own = mine(p);
  if (!st.isDirectory() || st.uid !== job.owner) {
    if (own) out.refused.push(p + ' (not the gate’s folder)');
    return;
  }
  const sticky = job.sticky.includes(p);
  if (own) {
    if (top || sticky) out.modes.push({ path: p, mode: st.mode & 0o7777 });
    fs.fchownSync(fd, -1, job.gid);
    const mode = (st.mode & 0o7777) | 0o2070 | (sticky ? 0o1000 : 0);
    fs.fchmodSync(fd, mode);
    if (ruleBack(mode, true) !== (st.mode & 0o7777)) changedModes.push([p, st.mode]);
  }
  for (const d of entries(fd)) {
    const name = d.name;
    const cp = p + '/' + name;
    if (name === '.git' || job.skip.includes(cp)) continue;
    const l = typeOf(fd, d);
    if (l === null || l.isSymbolicLink()) continue;
    if (l.isDirectory()) {
      const c = openAt(fd, name, DIR, cp);
      if (c === null) continue;
      try {
        grantDir(c, cp, false);
      } finally {
        closeDir(c);
      }
    } else if (l.isFile() && mine(cp)) {
      const c = openAt(fd, name, NODE, cp);
      if (c === null) continue;
      try {
        const s = fs.fstatSync(c);
        // One name only: a hard link to a file elsewhere is not the checkout's to grant.
        if (!s.isFile() || s.nlink !== 1 || s.uid !== job.owner) {
          out.refused.push(cp + ' (not a file of the gate’s with one name)');
          continue;
        }
        fs.fchownSync(c, -1, job.gid);
        const mode = (s.mode & 0o7777) | 0o060 | ((s.mode & 0o100) !== 0 ? 0o010 : 0);
        fs.fchmodSync(c, mode);
        if (ruleBack(mode, false) !== (s.mode & 0o7777)) changedModes.push([cp, s.mode]);
      } finally {
        fs.closeSync(c);
      }
    }
  }
}

const theirs = (s) => job.uids.includes(s.uid) || s.gid === job.gid;

/** An entry that can be opened, handed back if its descriptor shows it is the run's. */
function handBack(fd, name, cp) {
  const c = openAt(fd, name, NODE, cp);
  if (c === null) return;
  try {
    const st = fs.fstatSync(c);
    if (!theirs(st)) return;
    fs.fchownSync(c, job.toUid, job.toGid);
    putBack(c, st, cp);
  } finally {
    fs.closeSync(c);
  }
}

function giveBackDir(fd, p) {
  const st = fs.fstatSync(fd);
  if (theirs(st) && mine(p)) {
    fs.fchownSync(fd, job.toUid, job.toGid);
    putBack(fd, st, p);
  }
  for (const d of entries(fd)) {
    const name = d.name;
    const cp = p + '/' + name;
    if (name === '.git') continue;
    const t = typeOf(fd, d);
    if (t === null) continue;
    if (t.isDirectory()) {
      const c = openAt(fd, name, DIR, cp);
      if (c === null) continue;
      try {
        giveBackDir(c, cp);
      } finally {
        closeDir(c);
      }
    } else if (!mine(cp)) {
      continue;
    } else if (t.isFile()) {
      // Opened and checked on its descriptor: no lstat first (after a grant nearly every file is the
      // run's). A name swapped for a link meanwhile is refused by O_NOFOLLOW.
      handBack(fd, name, cp);
    } else {
      const l = lstatAt(fd, name);
      if (l === null || !theirs(l)) continue;
      if (l.isSymbolicLink() || l.isSocket()) {
        // Cannot be opened; lchown changes the entry itself, in the folder that was opened.
        try {
          fs.lchownSync(at(fd, name), job.toUid, job.toGid);
        } catch {}
        continue;
      }
      handBack(fd, name, cp);
    }
  }
}

// The other parts, started before this one walks (each prints its own account, or fails).
const others = [];
if (job.part === undefined) {
  const { spawn } = require('child_process');
  for (let k = 1; k < of; k++) {
    const child = spawn(process.execPath, [...process.execArgv, JSON.stringify({ ...job, part: k, of })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    others.push(
      new Promise((done, failed) => {
        child.on('error', failed);
        child.on('close', (code, signal) =>
          code === 0 ? done(Buffer.concat(chunks).toString('utf8')) : failed(new Error('part ' + k + ' exited ' + (code ?? signal))),
        );
      }),
    );
  }
}
for (const root of job.roots) {
  const fd = openAt(null, root, DIR, root);
  if (fd === null) continue;
  try {
    if (job.op === 'grant') grantDir(fd, root, true);
    else giveBackDir(fd, root);
  } finally {
    closeDir(fd);
  }
}
if (job.op === 'grant' && typeof job.record === 'string') {
  fs.writeFileSync(job.record + '.' + part, JSON.stringify(changedModes), { flag: 'wx', mode: 0o600 });
}
const finish = (texts) => {
  for (const t of texts) {
    const o = JSON.parse(t);
    out.modes.push(...o.modes);
    out.refused.push(...o.refused);
  }
  process.stdout.write(JSON.stringify(out));
};
// One part: the account is printed before the walk returns (run in the gate's own process, it is
// read as soon as the script's function returns).
if (others.length === 0) finish([]);
else
  Promise.all(others).then(finish, (err) => {
    process.stderr.write('the sandbox walk failed: ' + err.message + '\n');
    process.exitCode = 1;
  });
`;

;// CONCATENATED MODULE: ./src/adapters/privileged.ts
/**
 * One privileged process per run on the sudo path (GitHub-hosted runners: user `runner` with
 * passwordless sudo), instead of one `sudo` per command.
 *
 * Why. Every `sudo -n -- cmd` costs sudo's own start, policy and logging (about 10 ms on a runner's
 * image and here), and the sandbox and the views made dozens of such calls per run, one after the
 * other with the run's one thread held: the demo's run made 93 sudo calls and took about half as long
 * again as the same run as root. Here the gate starts one root process through sudo (`node -e` of the server below) and hands
 * it each command over a pair of named pipes; the server runs it (`spawnSync`, with the environment
 * sudo gave the server — what `sudo -n -- cmd` would have given the command) and answers with its exit
 * status and output. A command costs its own process start, not sudo's; a walk of one part (a script
 * that finishes synchronously) runs in the server itself. The sandbox and the views hold the one
 * server ({@link holdChannel}); the run starts it when it opens ({@link warmChannel}) so its start
 * overlaps the run's first steps, and ends it when it lets go of its lock ({@link coolChannel}).
 *
 * Trust. The server runs what it is sent as root: exactly what the gate could already do with
 * `sudo -n`, so no one gains a power. The pipes are made by the gate with mode 600 in a folder of its
 * own (`mkdtemp`, mode 700, named as a run's state folder is, so a killed run's is swept by the next
 * run), so only the gate's user (and root) can open them — never a sandbox user; the gate's
 * descriptors are close-on-exec and a program is never given them. The server ends at end-of-file on
 * its requests (the gate closed them, or the gate's process ended, whatever the way) or, before the
 * gate has opened them, when the gate's process is gone; it runs in a session of its own and ignores
 * SIGINT, SIGTERM and SIGHUP, so a Ctrl-C reaches the gate, which still needs it to undo the run.
 *
 * Synchronous by design: the sandbox's privileged steps are synchronous (a hand-back or a user's
 * removal inside an interrupt's cleanup). Once the server holds its ends the gate's are opened
 * blocking, so an answer is waited for in `read(2)`, with no polling; a server that died is
 * end-of-file there. A failure of the channel fails the step it carried (never retried: it may have
 * run) and later steps take a `sudo` of their own. Where the server cannot be started (sudo refuses
 * it, no `mkfifo`), {@link PrivilegedChannel.open} says why and every step takes a `sudo` of its own,
 * as before.
 */






/** How long one command may run in the server before it is killed (as the direct way's timeout). */
const COMMAND_TIMEOUT_MS = 30_000;
/** How long the server may take to start and open its ends. */
const START_MS = 20_000;
/** The most output one command may print (a walk's account of a large checkout is a few MB). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
/**
 * Lines from a descriptor, read as they come, as source text (the server reads its requests with it,
 * the gate its answers): `(fs, fd) => () => line | null` (null at end-of-file). The bytes of a line
 * are kept as the chunks they came in and joined once, so a long line costs its length, not its
 * length times its chunks.
 */
const LINE_READER = String.raw `(fs, fd) => {
  const chunk = Buffer.alloc(1 << 16);
  let rest = Buffer.alloc(0);
  return () => {
    const parts = [];
    let from = rest;
    for (;;) {
      const at = from.indexOf(10);
      if (at >= 0) {
        parts.push(from.subarray(0, at));
        rest = from.subarray(at + 1);
        return Buffer.concat(parts).toString('utf8');
      }
      parts.push(from);
      const n = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) {
        rest = Buffer.alloc(0);
        return null;
      }
      from = Buffer.from(chunk.subarray(0, n));
    }
  };
}`;
/**
 * The server, run as root with `node -e SERVER <requests> <answers> <gate pid>`: a request is one line of JSON
 * (`{"argv": [...]}`, or `{"script": text, "arg": text}`: a `node -e` script that finishes
 * synchronously, run in the server as src/adapters/sandbox-walk.ts RUN_IN_PROCESS runs it), an answer
 * one line of JSON ({@link ChannelResult}). It opens the answer pipe
 * first (the gate already reads it), then the request pipe, and says `ready`.
 */
const SERVER = `'use strict';
// The gate's privileged command server (src/adapters/privileged.ts): one command per request line.
const fs = require('fs');
const { spawnSync } = require('child_process');
const [reqPath, resPath, gatePid] = process.argv.slice(1);
// Only the end of its requests ends it: a terminal's interrupt or a signal sudo relays does not (the
// run still needs it to hand the checkout back).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
// A script of one synchronous run (a walk of one part), run here rather than in a node of its own.
const runInProcess = ${RUN_IN_PROCESS};
const res = fs.openSync(resPath, 'w');
// The gate's writing end, waited for without waiting in open(2): a gate killed before it opens its end
// would leave a server waiting there for good. A reader that does not wait, polled: end-of-file while
// no writer is there, EAGAIN once one is (the gate sends nothing before it reads "ready"); the server
// ends if the gate's process is gone meanwhile.
const probe = fs.openSync(reqPath, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
for (const one = Buffer.alloc(1); ; ) {
  try {
    if (fs.readSync(probe, one, 0, 1, null) > 0) process.exit(1);
  } catch (err) {
    if (err.code === 'EAGAIN') break;
    throw err;
  }
  try {
    process.kill(Number(gatePid), 0);
  } catch {
    process.exit(0);
  }
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
}
const req = fs.openSync(reqPath, 'r');
fs.closeSync(probe);
const say = (text) => {
  const b = Buffer.from(text + '\\n', 'utf8');
  for (let at = 0; at < b.length; ) at += fs.writeSync(res, b, at, b.length - at);
};
say('ready');
const nextLine = (${LINE_READER})(fs, req);
for (let line = nextLine(); line !== null; line = nextLine()) {
  let answer;
  try {
    const { argv, script, arg } = JSON.parse(line);
    if (typeof script === 'string') answer = runInProcess(script, arg, require);
    else {
      const r = spawnSync(argv[0], argv.slice(1), {
        encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: ${COMMAND_TIMEOUT_MS},
        killSignal: 'SIGKILL', maxBuffer: ${MAX_OUTPUT_BYTES},
      });
      answer = { status: r.status, signal: r.signal, error: r.error ? r.error.message : null, stdout: r.stdout || '', stderr: r.stderr || '' };
    }
  } catch (err) {
    answer = { status: null, signal: null, error: String(err), stdout: '', stderr: '' };
  }
  let text;
  try {
    text = JSON.stringify(answer);
  } catch (err) {
    text = JSON.stringify({ status: null, signal: null, error: 'the answer could not be written: ' + String(err), stdout: '', stderr: '' });
  }
  say(text);
}
`;
/** Undoes a start that failed; the reason, as {@link PrivilegedChannel.open} gives it. */
function abandon(s, err) {
    // A server still waiting for a writer is let go (a writer that closes at once: end-of-file).
    if (s.req !== '') {
        try {
            (0,external_node_fs_.closeSync)((0,external_node_fs_.openSync)(s.req, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_NONBLOCK));
        }
        catch {
            // no server waiting
        }
    }
    for (const fd of s.fds) {
        try {
            (0,external_node_fs_.closeSync)(fd);
        }
        catch {
            // already closed
        }
    }
    if (s.dir !== '')
        (0,external_node_fs_.rmSync)(s.dir, { recursive: true, force: true });
    return `the privileged command server did not start: ${err instanceof Error ? err.message : String(err)}`;
}
function sleep(ms) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
/** {@link LINE_READER}, in the gate's process. */
const lineReader = new Function(`return ${LINE_READER}`)();
/** A started server and the gate's ends of its pipes. */
class PrivilegedChannel {
    dir;
    pid;
    reqFd;
    resFd;
    dead = null;
    answers;
    constructor(dir, pid, reqFd, resFd) {
        this.dir = dir;
        this.pid = pid;
        this.reqFd = reqFd;
        this.resFd = resFd;
        this.answers = lineReader(external_node_fs_, resFd);
    }
    /** Starts the server through `sudo -n` (`sudo`: which one); a string says why it could not be started. */
    static open(sudo = 'sudo') {
        const starting = PrivilegedChannel.start(sudo);
        return typeof starting === 'string' ? starting : PrivilegedChannel.finish(starting);
    }
    /**
     * The first half of {@link open}: the pipes made and the server started, not waited for (its node
     * starts while the gate goes on: {@link warmChannel}).
     */
    static start(sudo = 'sudo') {
        const s = { dir: '', req: '', res: '', fds: [], pid: -1 };
        try {
            // Named as a run's state folder is: a run that was killed leaves it to the next run's sweep.
            s.dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(stateRoot(), `gate-run-${process.pid}-priv-`));
            s.req = (0,external_node_path_.join)(s.dir, 'requests');
            s.res = (0,external_node_path_.join)(s.dir, 'answers');
            const made = (0,external_node_child_process_.spawnSync)('mkfifo', ['-m', '600', '--', s.req, s.res], {
                stdio: 'ignore',
                timeout: 10_000,
            });
            if (made.status !== 0)
                throw new Error('mkfifo failed');
            // Our reading end first (non-blocking: no writer yet), so the server's opening for writing
            // does not wait; then the server, which then waits in its opening of the requests for a writer.
            s.fds.push((0,external_node_fs_.openSync)(s.res, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK));
            // In a session of its own: a terminal's interrupt reaches the gate, which still needs the server
            // to undo the run, and not the server.
            const child = (0,external_node_child_process_.spawn)(sudo, ['-n', '--', process.execPath, '-e', SERVER, s.req, s.res, String(process.pid)], {
                stdio: 'ignore',
                detached: true,
            });
            child.on('error', () => undefined);
            child.unref();
            if (child.pid === undefined)
                throw new Error('sudo could not be started');
            s.pid = child.pid;
            return s;
        }
        catch (err) {
            return abandon(s, err);
        }
    }
    /** The second half of {@link open}: waits until the server is ready and opens the gate's ends. */
    static finish(s) {
        try {
            const resNb = s.fds[0];
            const deadline = Date.now() + START_MS;
            const waitOrFail = () => {
                if (!runningPid(s.pid))
                    throw new Error('sudo ended before the server was ready');
                if (Date.now() > deadline)
                    throw new Error(`not ready in ${START_MS / 1000} s`);
                sleep(2);
            };
            // A writing end opens without blocking once the server waits to read (ENXIO before).
            let reqNb = -1;
            while (reqNb < 0) {
                try {
                    reqNb = (0,external_node_fs_.openSync)(s.req, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_NONBLOCK);
                }
                catch (err) {
                    if (err.code !== 'ENXIO')
                        throw err;
                    waitOrFail();
                }
            }
            s.fds.push(reqNb);
            // Its `ready` line, read without blocking (a server that never answers must not hang the gate).
            let line = '';
            const buf = Buffer.alloc(64);
            while (!line.includes('\n')) {
                let n = 0;
                try {
                    n = (0,external_node_fs_.readSync)(resNb, buf, 0, buf.length, null);
                }
                catch (err) {
                    if (err.code !== 'EAGAIN')
                        throw err;
                }
                if (n > 0)
                    line += buf.toString('utf8', 0, n);
                else
                    waitOrFail();
            }
            if (line !== 'ready\n')
                throw new Error(`it said ${JSON.stringify(line)}`);
            // The server holds both its ends: blocking ends of ours open at once and replace the probes.
            // Ours of the requests is opened for reading too, which never waits (a server that ended
            // meanwhile shows as end-of-file on the answers instead).
            const reqFd = (0,external_node_fs_.openSync)(s.req, 'r+');
            s.fds.push(reqFd);
            const resFd = (0,external_node_fs_.openSync)(s.res, 'r');
            s.fds.push(resFd);
            (0,external_node_fs_.closeSync)(reqNb);
            (0,external_node_fs_.closeSync)(resNb);
            return new PrivilegedChannel(s.dir, s.pid, reqFd, resFd);
        }
        catch (err) {
            return abandon(s, err);
        }
    }
    /** Whether the server can still take a command. */
    get alive() {
        return this.dead === null;
    }
    /** Runs `argv` as root in the server; throws only when the channel itself fails. */
    run(argv) {
        return this.ask({ argv });
    }
    /** Runs a `node -e` script that finishes synchronously (`script`, given `arg`) in the server, as root. */
    runScript(script, arg) {
        return this.ask({ script, arg });
    }
    ask(what) {
        if (this.dead !== null)
            throw new Error(`the privileged command server is gone: ${this.dead}`);
        try {
            const request = Buffer.from(JSON.stringify(what) + '\n', 'utf8');
            for (let at = 0; at < request.length;)
                at += (0,external_node_fs_.writeSync)(this.reqFd, request, at, request.length - at);
            const line = this.answers();
            if (line === null)
                throw new Error('it ended');
            return JSON.parse(line);
        }
        catch (err) {
            this.dead = err instanceof Error ? err.message : String(err);
            this.close();
            throw new Error(`the privileged command server failed: ${this.dead}`);
        }
    }
    /**
     * Ends the server (end-of-file on its requests) and removes the pipes; waits, briefly, until the
     * sudo that started it is gone, so a run's end leaves no process of its own behind.
     */
    close() {
        if (this.reqFd >= 0) {
            for (const fd of [this.reqFd, this.resFd]) {
                try {
                    (0,external_node_fs_.closeSync)(fd);
                }
                catch {
                    // already closed
                }
            }
            this.reqFd = this.resFd = -1;
            (0,external_node_fs_.rmSync)(this.dir, { recursive: true, force: true });
        }
        if (this.dead === null)
            this.dead = 'closed';
        if (this.pid === undefined)
            return;
        const deadline = Date.now() + 5_000;
        while (Date.now() < deadline && runningPid(this.pid))
            sleep(2);
    }
}
/** True while `pid` is a process that has not ended (a zombie has ended: its parent reaps it later). */
function runningPid(pid) {
    try {
        const stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
    }
    catch {
        return false;
    }
}
/**
 * The process's one server, shared by every owner that holds it (the sandbox and the views of a run
 * each hold it; the server starts once, about 50 ms on a runner, and ends when the last lets go).
 */
let shared;
/** A server started ahead of its first hold ({@link warmChannel}). */
let warming;
/** Takes a hold on the shared server, starting it if none runs; a string says why there is none. */
function holdChannel() {
    if (shared === undefined || (typeof shared.channel !== 'string' && !shared.channel.alive)) {
        const started = warming ?? PrivilegedChannel.start();
        warming = undefined;
        shared = {
            channel: typeof started === 'string' ? started : PrivilegedChannel.finish(started),
            holders: 0,
        };
    }
    shared.holders++;
    return shared.channel;
}
/**
 * Starts the server now, for a hold to come: its start (a root node, about 50 ms) then overlaps what
 * the run does before its first privileged step. {@link coolChannel} ends one no hold took.
 */
function warmChannel() {
    if (shared !== undefined || warming !== undefined)
        return;
    const started = PrivilegedChannel.start();
    if (typeof started !== 'string')
        warming = started;
}
/** Ends a server {@link warmChannel} started that no hold took (waiting for it to be ready first). */
function coolChannel() {
    if (warming === undefined)
        return;
    const started = PrivilegedChannel.finish(warming);
    warming = undefined;
    if (typeof started !== 'string')
        started.close();
}
/** Lets go of a hold; the last one ends the server. */
function releaseChannel(channel) {
    if (shared === undefined || shared.channel !== channel) {
        if (typeof channel !== 'string')
            channel.close();
        return;
    }
    shared.holders--;
    if (shared.holders > 0)
        return;
    if (typeof shared.channel !== 'string')
        shared.channel.close();
    shared = undefined;
}

;// CONCATENATED MODULE: ./src/adapters/sandbox.ts
/**
 * The sandbox for user processes (SPEC §8): where the machine allows it, every spec, generator and
 * invariant runs as a separate unprivileged OS user made for this run, so the kernel keeps it out of
 * the gate's environment and memory (`/proc/<gate pid>/environ`, `/proc/<gate pid>/mem` need the
 * same uid) and out of every file the gate owns and has not granted.
 *
 * Privilege. The gate needs it only to make and remove the user and to hand files over: it is root
 * (CI on this project's machines), or it has passwordless `sudo -n` (GitHub-hosted runners, user
 * `runner`). Only what a stock Ubuntu runner has is used: useradd/userdel, chown/chmod/find, sudo,
 * kill. As root, a program is spawned with spawn's `uid`/`gid` (libuv drops the supplementary groups
 * too), so no extra process sits between the gate and the program and the budget kill is the
 * ordinary kill(2) of the process group. Under sudo the program is started as
 * `sudo -n -u <user> -- env -i VARS… program`; sudo stays root, so the group is killed with
 * `sudo -n kill -KILL -- -<pgid>` (only when a probe with signal 0 shows the group still has members).
 *
 * One user per run (`gate-sbx-<8 hex>`), removed at the end. A shared user would let the code of one
 * run reach another run's files on a machine that runs several jobs, and a daemon left by an earlier
 * run write into this run's checkout. At the end every process of the run's user is killed (`kill -1`
 * as that user reaches even a program that left its process group with setsid), then the user goes.
 *
 * What user code may write, and how it is granted:
 * - a scratch HOME and TMPDIR of its own (mode 700, owned by the run's user), removed at the end;
 * - the machine's shared temporary folders (/tmp, /var/tmp, /dev/shm), as any user may: what the
 *   run's users left at their top level is removed at the end, once none of their processes is left;
 * - the folders a ProcSpec names in `writableDirs` (a generator's GATE_OUT), chowned to the user;
 * - the candidate checkout's working files, as before the sandbox: they keep their owner and get the
 *   run's group with group write (directories setgid, so new files stay in the group). Group and
 *   owner are handed back at the end. ACLs would be finer, but `setfacl` is not on every machine;
 *   chown/chmod are. Symbolic links are never followed, `.git` (at any depth) and the gate's own
 *   folders inside the checkout (`protect`: the output folder) are left alone, and the folders that
 *   hold them get the sticky bit, so the user can add files there but cannot rename or delete what
 *   the gate owns (a `.git` moved aside and replaced would otherwise be the gate's repository).
 * Everything else — `.gate/`, the gate's worktrees (inside `.git`), the candidate's `.git`, the
 * runner's file commands (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY), the patch copies — stays owned by the
 * gate and is at most readable to the user. Folders above the checkout that other users cannot search
 * get the search bit (o+x, no listing) so the user can reach its working folder; the old modes are
 * put back at the end.
 *
 * Selection: GATE_SANDBOX=off|auto|require (default auto). `auto` runs unsandboxed, and says so, when
 * no sandbox is possible; `require` fails closed with the reason.
 */









const SANDBOX_SETTINGS = ['off', 'auto', 'require'];
class SandboxUnavailableError extends Error {
    constructor(reason) {
        super(`GATE_SANDBOX=require, but user code cannot be sandboxed here: ${reason}`);
        this.name = 'SandboxUnavailableError';
    }
}
/** Reads GATE_SANDBOX; an unknown value is an error that lists the valid ones. */
function sandboxSetting(value) {
    const v = (value ?? '').trim().toLowerCase();
    if (v === '')
        return 'auto';
    if (SANDBOX_SETTINGS.includes(v))
        return v;
    throw new Error(`GATE_SANDBOX=${JSON.stringify(value)} is not a sandbox setting: use one of ${SANDBOX_SETTINGS.join(', ')}`);
}
/** The one plain log line about the sandbox. */
function sandboxLine(s) {
    switch (s.mode) {
        case 'user':
            return `gate: sandbox  user code runs as the OS user ${s.user}`;
        case 'none':
            return `gate: sandbox  none — user code runs as the gate's own OS user (${s.reason ?? 'no reason given'})`;
        default: {
            const never = s.mode;
            return never;
        }
    }
}
/** A runner without a sandbox: user code runs as the gate's user. */
function unsandboxedRunner(reason) {
    return {
        sandbox: { mode: 'none', reason },
        loads: new LoadBook(),
        run: async (spec) => {
            // Even without another user, each program gets a HOME and TMPDIR no earlier program wrote.
            const own = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-prog-'));
            try {
                const home = (0,external_node_path_.join)(own, 'home');
                const tmp = (0,external_node_path_.join)(own, 'tmp');
                (0,external_node_fs_.mkdirSync)(home, { mode: 0o700 });
                (0,external_node_fs_.mkdirSync)(tmp, { mode: 0o700 });
                return await runProcess(spec, {
                    ...localLaunch,
                    env: { HOME: home, TMPDIR: tmp },
                });
            }
            finally {
                (0,external_node_fs_.rmSync)(own, { recursive: true, force: true });
            }
        },
        grant: () => { },
        seal: () => { },
        dispose: () => { },
    };
}
/**
 * The runner for a run: sandboxed when the setting and the machine allow, else unsandboxed with the
 * reason (`auto`) or a SandboxUnavailableError (`require`).
 */
function chooseRunner(o) {
    if (o.setting === 'off')
        return unsandboxedRunner('GATE_SANDBOX=off');
    const fallback = (reason) => {
        if (o.setting === 'require')
            throw new SandboxUnavailableError(reason);
        return unsandboxedRunner(reason);
    };
    if (process.platform !== 'linux')
        return fallback(`the sandbox needs Linux, this is ${process.platform}`);
    const priv = (o.privilege ?? detectPrivilege)();
    if (typeof priv === 'string')
        return fallback(priv);
    let box;
    try {
        box = new UserSandbox(priv);
        for (const dir of o.reach ?? [])
            box.reach(dir);
        if (o.checkout !== undefined)
            box.grant(o.checkout, o.protect ?? []);
        return box;
    }
    catch (err) {
        box?.dispose();
        return fallback(err instanceof Error ? err.message : String(err));
    }
}
const EXEC_TIMEOUT_MS = 30_000;
function execOrThrow(command, args, env) {
    const r = (0,external_node_child_process_.spawnSync)(command, args, {
        encoding: 'utf8',
        timeout: EXEC_TIMEOUT_MS,
        stdio: 'pipe',
        ...(env !== undefined ? { env } : {}),
    });
    return checked([command, ...args], {
        status: r.status,
        signal: r.signal,
        error: r.error ? r.error.message : null,
        stdout: r.stdout ?? '',
        stderr: r.stderr ?? '',
    });
}
/**
 * `mode` as GNU chmod must be given it to set exactly those bits: five octal digits. With four or
 * fewer, chmod keeps a folder's set-user-id and set-group-id bits whatever the mode says (so `0755` on
 * a folder the grant made 2775 left it 2755).
 */
function numericMode(mode) {
    return (mode & 0o7777).toString(8).padStart(5, '0');
}
/** A command's output, or an error naming the command and the last line it printed. */
function checked(argv, r) {
    if (r.error !== null)
        throw new Error(`${argv.join(' ')}: ${r.error}`);
    if (r.status !== 0) {
        const why = (r.stderr || r.stdout || '').trim().split('\n').slice(-1)[0] ?? '';
        throw new Error(`${argv.join(' ')} exited ${r.status ?? r.signal}${why ? `: ${why}` : ''}`);
    }
    return r.stdout;
}
/**
 * The sudo path: each command through the process's privileged command server
 * (src/adapters/privileged.ts, started at the first command and shared by the run's holders), or
 * through a `sudo -n` of its own where that server cannot start or once this holder let it go.
 */
function sudoPrivilege() {
    let channel;
    let closed = false;
    const server = () => {
        if (!closed)
            channel ??= holdChannel();
        return channel === undefined || typeof channel === 'string' || !channel.alive ? undefined : channel;
    };
    return {
        kind: 'sudo',
        exec(argv) {
            const c = server();
            return c === undefined
                ? execOrThrow('sudo', ['-n', '--', ...argv])
                : checked(['sudo', '-n', '--', ...argv], c.run(argv));
        },
        script(text, arg) {
            const c = server();
            return c === undefined
                ? execOrThrow('sudo', ['-n', '--', process.execPath, '-e', text, arg])
                : checked(['sudo', '-n', '--', process.execPath, '-e', '(script)'], c.runScript(text, arg));
        },
        close() {
            if (channel !== undefined)
                releaseChannel(channel);
            channel = undefined;
            closed = true;
        },
    };
}
/**
 * A system user with no home and no login shell: in a group of its own, or in `gid` (the run's group,
 * for a second program that runs beside the first). Read back from /etc/passwd to be sure it exists.
 */
function addSystemUser(priv, name, gid) {
    const group = gid === undefined ? ['--user-group'] : ['--no-user-group', '--gid', String(gid)];
    priv.exec([
        'useradd',
        '--system',
        ...group,
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        name,
    ]);
    const account = lookUpAccount(name);
    if (!account)
        throw new Error(`useradd ${name} succeeded but the user is not in /etc/passwd`);
    return account;
}
/** The first of the usual places that holds `name` (root's PATH may lack /usr/sbin). */
function systemTool(name) {
    for (const dir of ['/usr/sbin', '/sbin', '/usr/bin', '/bin']) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, name)))
            return (0,external_node_path_.join)(dir, name);
    }
    return name;
}
let sudoWorks;
/**
 * On the sudo path, starts the privileged command server now, so its start overlaps the run's first
 * steps (nothing as root, without sudo, or with the sandbox off); coolChannel ends it if no step took it.
 */
function warmPrivilege(setting) {
    if (setting === 'off' || process.platform !== 'linux' || process.getuid?.() === 0)
        return;
    if (typeof detectPrivilege() !== 'string')
        warmChannel();
}
function detectPrivilege() {
    const uid = process.getuid?.();
    if (uid === 0)
        return { kind: 'root', exec: ([cmd, ...args]) => execOrThrow(systemTool(cmd), args) };
    // Asked once per process: the sandbox and the views both ask, and each asking cost a sudo.
    sudoWorks ??= (0,external_node_child_process_.spawnSync)('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
    if (sudoWorks)
        return sudoPrivilege();
    return `the gate runs as uid ${uid ?? '?'}, neither root nor with passwordless sudo`;
}
function lookUpAccount(name) {
    for (const line of (0,external_node_fs_.readFileSync)('/etc/passwd', 'utf8').split('\n')) {
        const f = line.split(':');
        if (f[0] === name && f.length >= 4)
            return { name, uid: Number(f[2]), gid: Number(f[3]) };
    }
    return undefined;
}
/** How long the gate waits, after killing them, for the processes of a program's user to be gone. */
const KILL_PROOF_MS = 5_000;
/**
 * A checkout of more than about 10,000 files, judged by the size of its git index (about 100 bytes
 * an entry): its walks are split between processes. A tree without a `.git/index` is small enough.
 */
function isLargeCheckout(root) {
    try {
        return (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(root, '.git', 'index')).size > 1_000_000;
    }
    catch {
        return false;
    }
}
/** World-writable folders of a Linux machine where any user may leave files outside its scratch. */
const SHARED_TEMP = ['/tmp', '/var/tmp', '/dev/shm'];
/** Blocks this thread for `ms` (between kill rounds; never in a test's assertion). */
function pause(ms) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
class UserSandbox {
    priv;
    sandbox;
    loads = new LoadBook();
    /** Sudo closes every descriptor above 2: the result channel then uses a private folder. */
    passesFds;
    /** Programs that run side by side run as different users of the run (see run()). */
    apart = true;
    account;
    /** Every user of this run: the first, and one more per program that ran beside another. */
    accounts = [];
    /** Users with no program running and none of their processes left. */
    idle = [];
    scratch;
    gateUid = process.getuid?.() ?? 0;
    gateGid = process.getgid?.() ?? 0;
    /** Trees whose owner or group may now be the run's users (granted or written): handed back. */
    handBack = [];
    /** Where each grant recorded the modes it changed (in the scratch folder), for the hand-back. */
    modeRecords = [];
    modes = [];
    disposed = false;
    running = 0;
    constructor(priv) {
        this.priv = priv;
        const account = addSystemUser(priv, `gate-sbx-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
        const name = account.name;
        this.checkUnprivileged(account);
        this.account = account;
        this.accounts.push(account);
        this.idle.push(account);
        this.sandbox = { mode: 'user', user: name };
        this.passesFds = priv.kind === 'root';
        this.scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-sbx-'));
        // Searchable, not listable: a program finds only the folders it is given.
        (0,external_node_fs_.chmodSync)(this.scratch, 0o711);
        this.reach(this.scratch);
    }
    /**
     * Runs one program as a user of this run that has no other process: its own fresh HOME and TMPDIR
     * (no earlier program could have written them: a `.pth` in Python's user site, a `~/.node_modules`),
     * and, once it ends, every process of that user is killed — a daemon started with setsid
     * included — and the gate proves none is left before it goes on. Programs that run side by side
     * get different users of the run (same group, so the checkout is granted to all of them), so one
     * cannot reach into another while it runs.
     */
    async run(spec) {
        if (this.disposed)
            throw new Error('the sandbox of this run is already disposed');
        const account = this.takeIdle(spec.hold !== undefined) ?? this.addUser();
        this.running++;
        let clean = false;
        const own = (0,external_node_path_.join)(this.scratch, (0,external_node_crypto_.randomBytes)(8).toString('hex'));
        const later = spec.hold !== undefined ? (spec.writableAtRelease ?? []) : [];
        const dirs = [
            ...(spec.writableDirs ?? []),
            ...(spec.hold === undefined ? (spec.writableAtRelease ?? []) : []),
        ];
        try {
            (0,external_node_fs_.mkdirSync)(own, { mode: 0o711 });
            const home = (0,external_node_path_.join)(own, 'home');
            const tmp = (0,external_node_path_.join)(own, 'tmp');
            this.makeOwnDirs([home, tmp], account);
            if (dirs.length > 0) {
                for (const parent of new Set(dirs.map((d) => (0,external_node_path_.dirname)(d))))
                    this.reach(parent);
                this.chown(dirs, account.uid, account.gid);
                this.handBack.push(...dirs);
            }
            for (const parent of new Set(later.map((d) => (0,external_node_path_.dirname)(d))))
                this.reach(parent);
            // A held program's folders are its own only from its release: the program beside it (which
            // fills them) keeps them until then. A grant that fails rejects the hold: killed unreleased.
            const hold = later.length > 0 && spec.hold !== undefined
                ? spec.hold.then((budget) => {
                    if (budget !== null)
                        this.grantAtRelease(later, account);
                    return budget;
                })
                : spec.hold;
            const result = await runProcess({ ...spec, ...(hold !== undefined ? { hold } : {}) }, this.launchFor(account, home, tmp));
            this.killUser(account);
            clean = true;
            // Without root the gate could neither read what the user left at mode 600 nor delete it. These
            // folders are this user's alone (no other user of the run can write them) and it has no process
            // left, so coreutils' physical walk (-P, no link followed) is enough and saves a walker per program.
            const written = [...dirs, ...later];
            if (this.priv.kind === 'sudo' && written.length > 0) {
                const to = `${this.gateUid}:${this.gateGid}`;
                for (const d of written.filter((x) => (0,external_node_fs_.existsSync)(x))) {
                    this.priv.exec(['chown', '-R', '-P', `--from=${account.uid}`, to, '--', d]);
                }
            }
            return result;
        }
        finally {
            this.running--;
            if (!clean) {
                try {
                    this.killUser(account);
                    clean = true;
                }
                catch {
                    // A user whose processes could not be ended runs nothing more; dispose tries again.
                }
            }
            this.removeOwn(own);
            if (clean)
                this.idle.push(account);
        }
    }
    /**
     * An idle user of this run for the next program: a program that runs in turn gets the first made, a
     * held one (started beside another) the last made. So each program of a replay runs as the same user
     * from one replay to the next (the generator as one, the invariant held beside it as another), as
     * they did when every program ran in turn as the run's first user: what code keeps per user (a file
     * named by its uid in /tmp) is found again by the next replay's same program.
     */
    takeIdle(held) {
        if (this.idle.length === 0)
            return undefined;
        const order = (a) => this.accounts.indexOf(a);
        let at = 0;
        for (let i = 1; i < this.idle.length; i++) {
            const better = held
                ? order(this.idle[i]) > order(this.idle[at])
                : order(this.idle[i]) < order(this.idle[at]);
            if (better)
                at = i;
        }
        return this.idle.splice(at, 1)[0];
    }
    /**
     * Makes `dir` searchable for the run's user: every folder from `/` down to it gets o+x where it
     * lacks it (search, not listing), and gets its old mode back at the end.
     */
    reach(dir) {
        const abs = (0,external_node_path_.resolve)(dir);
        const chain = [];
        for (let p = abs;; p = (0,external_node_path_.dirname)(p)) {
            chain.unshift(p);
            if ((0,external_node_path_.dirname)(p) === p)
                break;
        }
        for (const p of chain) {
            const st = (0,external_node_fs_.statSync)(p);
            if (!st.isDirectory() || (st.mode & 0o001) !== 0)
                continue;
            this.setMode(p, st.mode, st.mode | 0o001);
        }
    }
    /**
     * Grants the checkout's working files to the run's group (see the module comment): owner kept,
     * group write, setgid folders, symbolic links and `.git` and `protect` untouched, the sticky bit on
     * every folder that holds a protected entry. The walk never follows a link (src/adapters/sandbox-walk.ts),
     * so a program of this run that swaps a folder for a link while it runs reaches nothing outside.
     */
    grant(dir, protect) {
        const root = (0,external_node_path_.resolve)(dir);
        this.reach(root);
        this.handBack.push(root);
        const guarded = protect.map((p) => (0,external_node_path_.resolve)(p)).filter((p) => isInside(root, p));
        const sticky = new Set([root]);
        for (const p of guarded) {
            for (let d = (0,external_node_path_.dirname)(p); isInside(root, d); d = (0,external_node_path_.dirname)(d)) {
                sticky.add(d);
                if (d === root)
                    break;
            }
        }
        // The modes it changes, kept where only the gate (and root) can reach: the scratch folder is
        // searchable, not listable, and the record's files are the walk's own (mode 600).
        const record = (0,external_node_path_.join)(this.scratch, `grant-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`);
        this.modeRecords.push(record);
        const done = this.walk({
            op: 'grant',
            roots: [root],
            owner: this.gateUid,
            gid: this.account.gid,
            skip: guarded,
            sticky: [...sticky],
            record,
        });
        this.modes.push(...done.modes);
    }
    seal(dir) {
        const root = (0,external_node_path_.resolve)(dir);
        const st = (0,external_node_fs_.statSync)(root);
        if (!st.isDirectory())
            throw new Error(`cannot seal ${root}: not a folder`);
        // The group first (the give-back at dispose puts the gate's group back on the whole tree anyway),
        // then the mode, recorded so dispose restores it.
        if (this.priv.kind === 'root')
            (0,external_node_fs_.lchownSync)(root, st.uid, this.gateGid);
        else
            this.priv.exec(['chown', '-h', `${st.uid}:${this.gateGid}`, '--', root]);
        this.setMode(root, st.mode, st.mode & 0o7700);
    }
    dispose() {
        if (this.disposed)
            return;
        this.disposed = true;
        const problems = [];
        const attempt = (what, body) => {
            try {
                body();
            }
            catch (err) {
                problems.push(`${what}: ${err instanceof Error ? err.message : String(err)}`);
            }
        };
        const killed = this.accounts.map((a) => {
            try {
                this.killUser(a);
                return true;
            }
            catch (err) {
                problems.push(`kill: ${err instanceof Error ? err.message : String(err)}`);
                return false;
            }
        });
        // Privileged walks only once no process of the run's users is left to race them.
        if (killed.every(Boolean)) {
            attempt('hand back', () => this.giveBack());
            for (const m of [...this.modes].reverse())
                attempt(`mode of ${m.path}`, () => this.chmod(m.path, m.mode));
            attempt('shared temporary folders', () => this.sweepShared());
        }
        attempt('scratch', () => this.priv.kind === 'root'
            ? (0,external_node_fs_.rmSync)(this.scratch, { recursive: true, force: true })
            : this.priv.exec(['rm', '-rf', '--', this.scratch]));
        // The run's first user last: its group is the others' primary group.
        for (const a of [...this.accounts].reverse())
            attempt('userdel', () => this.priv.exec(['userdel', a.name]));
        attempt('privileged command server', () => this.priv.close?.());
        if (problems.length > 0) {
            throw new Error(`the sandbox of this run was not fully undone: ${problems.join('; ')}`);
        }
    }
    checkUnprivileged(a) {
        if (a.uid === 0 || a.uid === this.gateUid || a.gid === 0) {
            throw new Error(`the user ${a.name} has uid ${a.uid} / gid ${a.gid}: not unprivileged`);
        }
    }
    /** One more user of this run, in the run's group, for a program that runs beside another. */
    addUser() {
        const account = addSystemUser(this.priv, `${this.account.name}-${this.accounts.length + 1}`, this.account.gid);
        this.accounts.push(account);
        this.checkUnprivileged(account);
        return account;
    }
    launchFor(account, home, tmp) {
        // Python's per-user site folder is off (-s, src/adapters/attest.ts), and HOME is new and empty.
        const env = { HOME: home, TMPDIR: tmp };
        if (this.priv.kind === 'root') {
            return {
                argv: (command, args) => ({ command, args }),
                env,
                uid: account.uid,
                gid: account.gid,
                killGroup: (pgid) => signalGroup(pgid),
            };
        }
        return {
            argv: (command, args, vars) => ({
                command: 'sudo',
                args: [
                    '-n',
                    '-u',
                    account.name,
                    '--',
                    '/usr/bin/env',
                    '-i',
                    ...Object.entries(vars).map(([k, v]) => `${k}=${v}`),
                    command,
                    ...args,
                ],
            }),
            env,
            killGroup: (pgid) => {
                if (!groupAlive(pgid))
                    return;
                (0,external_node_child_process_.spawnSync)('sudo', ['-n', 'kill', '-KILL', '--', `-${pgid}`], { stdio: 'ignore', timeout: 10_000 });
            },
        };
    }
    /** Fresh folders owned by `account`, mode 700, in a folder of the gate's no one else can list. */
    makeOwnDirs(dirs, account) {
        if (this.priv.kind === 'root') {
            for (const d of dirs) {
                (0,external_node_fs_.mkdirSync)(d, { mode: 0o700 });
                (0,external_node_fs_.chownSync)(d, account.uid, account.gid);
            }
            return;
        }
        this.priv.exec([
            'install',
            '-d',
            '-o',
            String(account.uid),
            '-g',
            String(account.gid),
            '-m',
            '700',
            ...dirs,
        ]);
    }
    /** Removes a program's own folders once no process of its user is left. */
    removeOwn(own) {
        try {
            if (this.priv.kind === 'root')
                (0,external_node_fs_.rmSync)(own, { recursive: true, force: true });
            else if ((0,external_node_fs_.existsSync)(own))
                this.priv.exec(['rm', '-rf', '--', own]);
        }
        catch {
            // The scratch folder goes as a whole at dispose.
        }
    }
    /**
     * Kills every process of `account` — `kill -KILL -1` as that user reaches each of them, in or out
     * of their process groups — and proves none is left (walking /proc for its uid); throws when some
     * are still there after KILL_PROOF_MS, so the gate never goes on beside a process of user code.
     */
    killUser(account) {
        const deadline = Date.now() + KILL_PROOF_MS;
        for (let round = 0;; round++) {
            if (!userHasProcesses(account.uid))
                return;
            if (Date.now() > deadline) {
                throw new Error(`processes of ${account.name} are still running after being killed`);
            }
            if (round > 0)
                pause(20);
            if (this.priv.kind === 'root') {
                (0,external_node_child_process_.spawnSync)('/bin/sh', ['-c', 'kill -KILL -1'], {
                    uid: account.uid,
                    gid: account.gid,
                    stdio: 'ignore',
                    timeout: 10_000,
                });
            }
            else {
                (0,external_node_child_process_.spawnSync)('sudo', ['-n', '-u', account.name, '--', '/bin/sh', '-c', 'kill -KILL -1'], {
                    stdio: 'ignore',
                    timeout: 10_000,
                });
            }
        }
    }
    /**
     * What the run's users left in the machine's shared temporary folders (SHARED_TEMP and the gate's
     * own temp folder), removed once none of their processes is left: an entry there outlives the run
     * and its user, and the next run's user may get the same uid (useradd reuses a freed one) and with
     * it the entry, so one run's program could leave state — a warm cache, a planted module, a forged
     * answer — for another run's. Only the top-level entries owned by one of the run's uids go, removed
     * by GNU `rm -rf --one-file-system` (as root, or through sudo), which walks with descriptors and
     * follows no link: a folder the user made world-writable cannot steer the removal outside it.
     */
    sweepShared() {
        const uids = new Set(this.accounts.map((a) => a.uid));
        const left = [];
        for (const dir of new Set([(0,external_node_os_.tmpdir)(), ...SHARED_TEMP].map((d) => (0,external_node_path_.resolve)(d)))) {
            let names;
            try {
                names = (0,external_node_fs_.readdirSync)(dir);
            }
            catch {
                continue; // not on this machine
            }
            for (const name of names) {
                const path = (0,external_node_path_.join)(dir, name);
                try {
                    if (uids.has((0,external_node_fs_.lstatSync)(path).uid))
                        left.push(path);
                }
                catch {
                    // gone meanwhile
                }
            }
        }
        for (let at = 0; at < left.length; at += 500) {
            const argv = ['rm', '-rf', '--one-file-system', '--', ...left.slice(at, at + 500)];
            if (this.priv.kind === 'root')
                execOrThrow(argv[0], argv.slice(1));
            else
                this.priv.exec(argv);
        }
    }
    /**
     * Every entry owned by a user or the group of this run goes back to the gate's user and group, and
     * every entry a grant changed the mode of gets the mode it had back (the group bits it added).
     */
    giveBack(trees = this.handBack) {
        this.walk({
            op: 'giveBack',
            roots: trees.map((t) => (0,external_node_path_.resolve)(t)),
            uids: this.accounts.map((a) => a.uid),
            gid: this.account.gid,
            toUid: this.gateUid,
            toGid: this.gateGid,
            records: this.modeRecords,
        });
    }
    /** Runs the no-follow walk (src/adapters/sandbox-walk.ts) with privilege. */
    walk(job) {
        // One part per core for a large checkout: the walk is a system call per entry, and its grant and
        // hand-back were the larger part of its run (100,000 files: about a second each, one process).
        // A small tree is walked by one process: another would cost more to start than it saves.
        const roots = job.roots ?? [];
        const parts = roots.some(isLargeCheckout) ? (0,external_node_os_.availableParallelism)() : 1;
        const args = ['-e', WALKER, JSON.stringify({ ...job, parts })];
        // A walk of one part runs in this process as root, in the command server under sudo (no node of
        // its own to start either way). A walk in parts gets no more environment than sudo would give it:
        // nothing of the runner's (a NODE_OPTIONS, NODE_EXTRA_CA_CERTS: certificates read at every start,
        // ~30 ms here) reaches it.
        const stdout = this.priv.kind === 'root'
            ? parts === 1
                ? walkInProcess(job)
                : execOrThrow(process.execPath, args, { PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin' })
            : parts === 1 && this.priv.script !== undefined
                ? this.priv.script(WALKER, JSON.stringify({ ...job, parts }))
                : this.priv.exec([process.execPath, ...args]);
        const parsed = JSON.parse(stdout);
        if (!Array.isArray(parsed.modes) || !Array.isArray(parsed.refused)) {
            throw new Error('the sandbox walk gave no account of what it did');
        }
        return { modes: parsed.modes, refused: parsed.refused };
    }
    /**
     * A held program's folders at its release (ProcSpec.writableAtRelease), as a program started then
     * would have found them: the folders its own, and what another user of this run wrote in them (the
     * program that filled them, now without a process) its own too, as the one user of a run that
     * starts programs one after the other would own it. Under sudo that user's files were already
     * handed to the gate when it ended, as they are then. No link is followed.
     */
    grantAtRelease(dirs, account) {
        this.chown([...dirs], account.uid, account.gid);
        this.handBack.push(...dirs);
        if (this.priv.kind !== 'root')
            return;
        const others = new Set(this.accounts.filter((a) => a.uid !== account.uid).map((a) => a.uid));
        const walk = (p) => {
            const st = (0,external_node_fs_.lstatSync)(p);
            if (others.has(st.uid))
                (0,external_node_fs_.lchownSync)(p, account.uid, st.gid); // the run's users share a group
            if (st.isDirectory())
                for (const n of (0,external_node_fs_.readdirSync)(p))
                    walk((0,external_node_path_.join)(p, n));
        };
        for (const d of dirs)
            for (const n of (0,external_node_fs_.readdirSync)(d))
                walk((0,external_node_path_.join)(d, n));
    }
    chown(paths, uid, gid) {
        if (this.priv.kind === 'root') {
            for (const p of paths)
                (0,external_node_fs_.lchownSync)(p, uid, gid);
        }
        else {
            this.priv.exec(['chown', '-h', `${uid}:${gid}`, '--', ...paths]);
        }
    }
    setMode(path, old, mode) {
        this.modes.push({ path, mode: old & 0o7777 });
        this.chmod(path, mode & 0o7777);
    }
    chmod(path, mode) {
        if (this.priv.kind === 'root')
            (0,external_node_fs_.chmodSync)(path, mode);
        else
            this.priv.exec(['chmod', numericMode(mode), '--', path]);
    }
}
/** True while a process of `uid` exists (zombies aside: they run nothing). */
function userHasProcesses(uid) {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return true;
    }
    for (const e of entries) {
        if (!/^\d+$/.test(e))
            continue;
        try {
            const status = (0,external_node_fs_.readFileSync)(`/proc/${e}/status`, 'utf8');
            const uids = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(status);
            const state = /^State:\s+(\S)/m.exec(status)?.[1];
            if (state === 'Z' || state === 'X' || !uids)
                continue;
            if ([uids[1], uids[2], uids[3]].some((u) => Number(u) === uid))
                return true;
        }
        catch {
            // The process is gone.
        }
    }
    return false;
}
function isInside(root, p) {
    const rel = (0,external_node_path_.relative)(root, p);
    return rel === '' || (!rel.startsWith('..') && !rel.startsWith(external_node_path_.sep) && rel !== '..');
}
function signalGroup(pgid) {
    try {
        process.kill(-pgid, 'SIGKILL');
    }
    catch {
        // ESRCH: the group is already empty, which is the goal.
    }
}
/** Signal 0 checks the group without touching it: EPERM means it has members we cannot signal. */
function groupAlive(pgid) {
    try {
        process.kill(-pgid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
}

;// CONCATENATED MODULE: ./src/run/cleanup.ts
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

// EXTERNAL MODULE: ./src/stages/scope.ts + 2 modules
var scope = __webpack_require__(86577);
// EXTERNAL MODULE: ./src/oracle/reader.ts
var reader = __webpack_require__(11271);
// EXTERNAL MODULE: ./src/patch/paths.ts
var patch_paths = __webpack_require__(5734);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/builtins/predicates.ts
/**
 * Predicate specs (SPEC §8, last paragraph): a spec written as a `.yml` file instead of a program,
 * evaluated in-process over the parsed patch. The format is published as
 * `schema/predicates.schema.json`; the checks here agree with it and add the one it cannot express:
 * the pattern is a JavaScript regular expression that a linear-time engine (RE2, through `re2js`) can
 * run, so that no pattern can backtrack catastrophically on a line the candidate wrote, however long.
 * Backreferences and lookaround have no linear-time form: such a pattern is a configuration error.
 *
 * Lines are graded as interpreters read them: an added line of the patch (split on `\n`) is split
 * again at every other line break some interpreter honours (`\r`, U+2028, U+2029, NEL U+0085, and
 * `\v`, `\f`), and each piece is matched on its own, so `^` and `$` see the lines the code runs as.
 *
 * ```yaml
 * predicates:
 *   - forbid_added_lines: { pattern: 'console\.log\(', flags: i, paths: ['src/**'], message: … }
 *   - forbid_paths: { paths: ['**\/*.pem'], message: … }
 *   - diff_size: { max_files: 50, max_added_lines: 2000, max_removed_lines: 2000, min_files: 1 }
 * ```
 */



const PREDICATE_KINDS = ['forbid_added_lines', 'forbid_paths', 'diff_size'];
class PredicateSpecError extends Error {
    file;
    /** The field path, e.g. `predicates[1].forbid_added_lines.pattern`; `(document)` for the whole file. */
    field;
    constructor(file, field, expected, got) {
        super(`${file}: ${field}: expected ${expected}, got ${got}`);
        this.name = 'PredicateSpecError';
        this.file = file;
        this.field = field;
    }
}
const ROOT = '(document)';
const FLAGS = /^(?!.*(.).*\1)[imsu]*$/;
const DIFF_SIZE_BOUNDS = [
    ['max_files', 'maxFiles'],
    ['max_added_lines', 'maxAddedLines'],
    ['max_removed_lines', 'maxRemovedLines'],
    ['min_files', 'minFiles'],
];
/** Parses and checks a predicate spec; throws {@link PredicateSpecError} naming file and field. */
function parseBuiltinSpec(yamlText, file) {
    const fail = (field, expected, got) => {
        throw new PredicateSpecError(file, field, expected, got);
    };
    // logLevel 'error': a collection used as a key would print a process warning; it fails as an unknown key.
    const doc = (0,dist/* parseDocument */.Tp)(yamlText, { uniqueKeys: true, prettyErrors: true, logLevel: 'error' });
    const syntax = doc.errors[0];
    if (syntax !== undefined)
        fail(ROOT, 'a YAML document', predicates_firstLine(syntax.message));
    let root;
    try {
        root = doc.toJS({ maxAliasCount: 100 });
    }
    catch (e) {
        fail(ROOT, 'a YAML document', predicates_firstLine(e instanceof Error ? e.message : String(e)));
    }
    const top = mapping(root, ROOT, 'a mapping with `predicates`', fail);
    onlyKeys(top, ['predicates'], '', fail);
    const list = top.predicates;
    if (!Array.isArray(list) || list.length === 0) {
        return fail('predicates', 'a non-empty list of predicates', describe(list));
    }
    const predicates = list.map((item, index) => parsePredicate(item, `predicates[${index}]`, fail));
    return { predicates };
}
function parsePredicate(item, at, fail) {
    const kinds = PREDICATE_KINDS.join(', ');
    const entry = mapping(item, at, `a mapping with one of ${kinds}`, fail);
    const keys = Object.keys(entry);
    for (const key of keys) {
        if (!PREDICATE_KINDS.includes(key)) {
            fail(`${at}.${key}`, `one of ${kinds}`, 'an unknown key');
        }
    }
    if (keys.length !== 1)
        fail(at, `exactly one predicate kind (${kinds})`, describe(entry));
    const kind = keys[0];
    const field = `${at}.${kind}`;
    const body = mapping(entry[kind], field, 'a mapping', fail);
    switch (kind) {
        case 'forbid_added_lines': {
            onlyKeys(body, ['pattern', 'flags', 'paths', 'message'], field, fail);
            const pattern = nonEmptyString(body.pattern, `${field}.pattern`, fail);
            const flags = body.flags === undefined ? '' : body.flags;
            if (typeof flags !== 'string' || !FLAGS.test(flags)) {
                fail(`${field}.flags`, 'a string of distinct flags from `imsu`', describe(flags));
            }
            const predicate = {
                kind,
                pattern,
                flags: flags,
                paths: body.paths === undefined ? ['**'] : globs(body.paths, `${field}.paths`, fail),
            };
            compileRegex(predicate, `${field}.pattern`, fail);
            return withMessage(predicate, body, field, fail);
        }
        case 'forbid_paths': {
            onlyKeys(body, ['paths', 'message'], field, fail);
            const predicate = { kind, paths: globs(body.paths, `${field}.paths`, fail) };
            return withMessage(predicate, body, field, fail);
        }
        case 'diff_size': {
            onlyKeys(body, [...DIFF_SIZE_BOUNDS.map(([key]) => key), 'message'], field, fail);
            const predicate = { kind };
            for (const [key, prop] of DIFF_SIZE_BOUNDS) {
                const value = body[key];
                if (value === undefined)
                    continue;
                if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
                    fail(`${field}.${key}`, 'a non-negative integer', describe(value));
                }
                predicate[prop] = value;
            }
            if (DIFF_SIZE_BOUNDS.every(([, prop]) => predicate[prop] === undefined)) {
                fail(field, `at least one of ${DIFF_SIZE_BOUNDS.map(([key]) => key).join(', ')}`, 'none');
            }
            return withMessage(predicate, body, field, fail);
        }
        default: {
            const unreachable = kind;
            return unreachable;
        }
    }
}
function withMessage(predicate, body, field, fail) {
    if (body.message !== undefined)
        predicate.message = nonEmptyString(body.message, `${field}.message`, fail);
    return predicate;
}
function mapping(value, field, expected, fail) {
    // YAML tags such as !!set or !!omap produce Set/Map objects: not a plain mapping.
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return fail(field, expected, describe(value));
    }
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
        return fail(field, expected, describe(value));
    return value;
}
function onlyKeys(body, allowed, field, fail) {
    for (const key of Object.keys(body)) {
        if (!allowed.includes(key)) {
            fail(field === '' ? key : `${field}.${key}`, `one of ${allowed.join(', ')}`, 'an unknown key');
        }
    }
}
function nonEmptyString(value, field, fail) {
    if (typeof value !== 'string' || value.length === 0) {
        return fail(field, 'a non-empty string', describe(value));
    }
    return value;
}
function globs(value, field, fail) {
    if (!Array.isArray(value) || value.length === 0) {
        return fail(field, 'a non-empty list of glob strings', describe(value));
    }
    value.forEach((glob, i) => {
        const at = `${field}[${i}]`;
        const text = nonEmptyString(glob, at, fail);
        try {
            (0,patch_paths/* globMatcher */.fU)([text]);
        }
        catch (e) {
            fail(at, 'a glob picomatch can compile', `${describe(text)} (${e instanceof Error ? e.message : String(e)})`);
        }
    });
    return value;
}
/** How a value reads in an error message: its type, and a short rendering of scalars. */
function describe(value) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null';
    if (typeof value === 'string') {
        return `the string ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)}`;
    }
    if (typeof value === 'number' || typeof value === 'boolean')
        return `the ${typeof value} ${String(value)}`;
    if (Array.isArray(value))
        return `a list of ${value.length}`;
    if (typeof value === 'object') {
        const proto = Object.getPrototypeOf(value);
        if (proto === Object.prototype || proto === null) {
            const keys = Object.keys(value);
            return keys.length === 0 ? 'an empty mapping' : `a mapping with keys ${keys.join(', ')}`;
        }
        return `a ${value.constructor?.name ?? 'non-plain'} object`;
    }
    return `a ${typeof value}`;
}
/** The first line of a `yaml` error (its pretty form adds a code excerpt after a colon). */
function predicates_firstLine(text) {
    return (text.split('\n', 1)[0] ?? text).replace(/:$/, '');
}
// Compiled once per parsed predicate: a spec is evaluated on its probe, the empty patch and the candidate.
const compiledCache = new WeakMap();
function compiled(predicate) {
    let entry = compiledCache.get(predicate);
    if (entry === undefined) {
        const paths = predicate.kind === 'diff_size' ? [] : predicate.paths;
        entry = {
            regex: predicate.kind === 'forbid_added_lines' ? linearRegex(predicate.pattern, predicate.flags) : undefined,
            screen: predicate.kind === 'forbid_added_lines'
                ? linearRegex(predicate.pattern, predicate.flags.includes('m') ? predicate.flags : `${predicate.flags}m`)
                : undefined,
            globs: paths.map((glob) => ({ glob, isMatch: (0,patch_paths/* globMatcher */.fU)([glob]) })),
        };
        compiledCache.set(predicate, entry);
    }
    return entry;
}
function compileRegex(predicate, field, fail) {
    try {
        new RegExp(predicate.pattern, predicate.flags);
    }
    catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        fail(field, 'a valid JavaScript regular expression', `${describe(predicate.pattern)} (${why})`);
    }
    try {
        linearRegex(predicate.pattern, predicate.flags);
    }
    catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        fail(field, 'a pattern the linear-time engine can run (no backreferences, no lookahead or lookbehind, ' +
            'no `[^]` or `[]`)', `${describe(predicate.pattern)} (${why})`);
    }
}
/**
 * JavaScript's `\s`: the characters its `String.prototype.trim` and the language itself treat as white
 * space. RE2's `\s` is ASCII only, so `eval\u00a0(` (which JavaScript runs as `eval(`) would slip past
 * `eval\s*\(`; the JavaScript meaning is kept by spelling the class out.
 */
const JS_SPACE = '\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** Escapes that mean the same in a JavaScript pattern and in RE2 (after `translateRegExp`). */
const SAME_ESCAPES = new Set(['d', 'D', 'w', 'W', 'b', 'B', 'n', 'r', 't', 'f', 'v', 'x', 'p', 'P']);
/**
 * The RE2 form of a JavaScript pattern, compiled with the matching flags. Throws when RE2 cannot run
 * it the same way (backreferences, lookaround, `\S` inside a class, an identity escape of a letter).
 */
function linearRegex(pattern, flags) {
    let mask = 0;
    if (flags.includes('i'))
        mask |= build/* RE2JS */.L3.CASE_INSENSITIVE;
    if (flags.includes('m'))
        mask |= build/* RE2JS */.L3.MULTILINE;
    if (flags.includes('s'))
        mask |= build/* RE2JS */.L3.DOTALL;
    return build/* RE2JS */.L3.compile(jsSpaces(build/* RE2JS */.L3.translateRegExp(pattern)), mask);
}
/** Rewrites `\s` and `\S` of an RE2-syntax pattern to JavaScript's white space (see {@link JS_SPACE}). */
function jsSpaces(re2) {
    let out = '';
    let inClass = false;
    for (let i = 0; i < re2.length; i++) {
        const c = re2[i];
        if (c === '\\') {
            const e = re2[i + 1];
            if (e === undefined)
                throw new Error('a pattern cannot end in `\\`');
            if (e === 's')
                out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
            else if (e === 'S') {
                if (inClass)
                    throw new Error('`\\S` inside a character class has no linear-time form here');
                out += `[^${JS_SPACE}]`;
            }
            else if (e === 'x' && re2[i + 2] === '{') {
                const close = re2.indexOf('}', i);
                out += re2.slice(i, close + 1);
                i = close;
                continue;
            }
            else if (/[A-Za-z]/.test(e) && !SAME_ESCAPES.has(e)) {
                // JavaScript reads `\Q` as `Q`; RE2 as the start of a quoted run: refused, not reinterpreted.
                throw new Error(`the escape \\${e} means something else to RE2`);
            }
            else
                out += c + e;
            i++;
            continue;
        }
        if (c === '[' && !inClass)
            inClass = true;
        else if (c === ']' && inClass)
            inClass = false;
        out += c;
    }
    return out;
}
/**
 * The clock a built-in check's budget runs on: the CPU time this process has used since the call
 * (user + system, in ms). Built-in checks run in the gate's own process; wall time would charge them
 * whatever else the machine does meanwhile, so the same patch could clear on a quiet runner and be
 * REJECTed past its budget on a loaded one. CPU time is the work the patch asks for.
 */
function cpuClock() {
    const start = process.cpuUsage();
    return () => {
        const used = process.cpuUsage(start);
        return (used.user + used.system) / 1000;
    };
}
/** Thrown when evaluation runs past `timeoutMs`: the spec's budget (SPEC §2, `PROPERTY_BUDGET`). */
class PredicateBudgetError extends Error {
    budgetMs;
    elapsedMs;
    constructor(budgetMs, elapsedMs) {
        super(`the predicates used ${Math.round(elapsedMs)} ms of CPU, past their ${budgetMs} ms budget`);
        this.name = 'PredicateBudgetError';
        this.budgetMs = budgetMs;
        this.elapsedMs = elapsedMs;
    }
}
/**
 * Runs the predicates in order; the first that rejects wins. Its witness is the first offending
 * path (and, for added lines, the first offending line) in patch order. Throws
 * {@link PredicateBudgetError} past `options.timeoutMs` — an error rather than a flag on the result,
 * so a caller that forgets to look cannot read an unfinished scan as a clear.
 */
function evaluateBuiltinSpec(spec, diff, options = {}) {
    const used = cpuClock();
    const budget = options.timeoutMs;
    const checkBudget = budget === undefined
        ? () => { }
        : () => {
            const elapsed = used();
            if (elapsed > budget)
                throw new PredicateBudgetError(budget, elapsed);
        };
    for (let index = 0; index < spec.predicates.length; index++) {
        const predicate = spec.predicates[index];
        checkBudget();
        const found = evaluatePredicate(predicate, diff, checkBudget);
        if (found !== null) {
            const message = predicate.message === undefined ? found.detail : `${predicate.message} (${found.detail})`;
            const result = { rejected: true, message, predicate: { index, kind: predicate.kind } };
            if (found.path !== undefined) {
                result.witness = {
                    path: found.path,
                    ...(found.line === undefined ? {} : { line: found.line }),
                    message,
                };
            }
            return result;
        }
    }
    return { rejected: false };
}
function evaluatePredicate(predicate, diff, checkBudget) {
    switch (predicate.kind) {
        case 'forbid_added_lines':
            return forbidAddedLines(predicate, diff, checkBudget);
        case 'forbid_paths':
            return forbidPaths(predicate, diff);
        case 'diff_size':
            return diffSize(predicate, diff);
        default: {
            const unreachable = predicate;
            return unreachable;
        }
    }
}
function forbidAddedLines(predicate, diff, checkBudget) {
    const { regex, screen, globs } = compiled(predicate);
    if (regex === undefined || screen === undefined)
        return null;
    // Deleted files add no lines; a file's lines are read (from the patch on disk, for a large one)
    // only when the glob reads it, and once for the screen.
    const scanned = diff.files.filter((file) => file.newPath !== null && globs.some((g) => g.isMatch(file.newPath)));
    // A screen first: the lines of a run of files joined by `\n`, matched once with `^`/`$` at each
    // `\n`. A line that matches on its own matches there too (its anchors and `\b` see a `\n` where the
    // line had an edge), so no match in the screen is no match in any of its lines; a match is then
    // looked for line by line in those files, in patch order, for the exact witness (the screen can also
    // match across a `\n`, which is no finding). The runs are cut at about {@link SCREEN_CHARS}, so the
    // screen holds a bounded part of the patch, never all of it (memory follows the largest file).
    let run = [];
    let texts = [];
    let chars = 0;
    const flush = () => {
        checkBudget();
        const screened = screen.test(texts.join('\n'));
        checkBudget(); // a clear that came past the budget is still a budget miss
        const files = run;
        run = [];
        texts = [];
        chars = 0;
        if (!screened)
            return null;
        for (const file of files) {
            const path = file.newPath;
            for (const added of file.added) {
                checkBudget();
                if (interpretedLines(added.text, added.line === 1).some((text) => regex.test(text))) {
                    return {
                        path,
                        line: added.line,
                        detail: `added line matches /${predicate.pattern}/${predicate.flags}`,
                    };
                }
            }
        }
        return null;
    };
    for (const file of scanned) {
        const text = screenText(file);
        if (text === '' && file.added.length === 0)
            continue;
        run.push(file);
        texts.push(text);
        chars += text.length + 1;
        if (chars >= SCREEN_CHARS) {
            const found = flush();
            if (found !== null)
                return found;
        }
    }
    return run.length > 0 ? flush() : null;
}
/** About how much added text one screen holds (characters): runs of small files cost one match. */
const SCREEN_CHARS = 1024 * 1024;
/**
 * Line breaks that some interpreter honours besides `\n`: `\r` (Python, the JavaScript lexer), U+2028
 * and U+2029 (JavaScript), NEL U+0085 (Python's `str.splitlines`, YAML 1.1), `\v` and `\f` (Python's
 * `splitlines`). A line of the patch holding one of them is more than one line to that interpreter.
 */
const INTERPRETER_BREAKS = /[\r\u2028\u2029\u0085\v\f]/;
/**
 * The lines an interpreter sees in one added line of the patch; on a file's first line without the
 * UTF-8 byte order mark, which Python and Node strip before they read the code.
 */
function interpretedLines(text, firstLine) {
    const t = firstLine && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    return INTERPRETER_BREAKS.test(t) ? t.split(INTERPRETER_BREAKS) : [t];
}
/**
 * The interpreter lines of a file's added lines, joined by `\n`: computed once per parsed file while
 * the texts kept stay under {@link SCREEN_CACHE_CHARS} in all (several predicates read the same
 * files); past that, computed again each time, so a large patch's text is never kept whole.
 */
const screenTexts = new WeakMap();
const SCREEN_CACHE_CHARS = 4 * 1024 * 1024;
let screenCached = 0;
function screenText(file) {
    let text = screenTexts.get(file);
    if (text === undefined) {
        text = file.added.flatMap((a) => interpretedLines(a.text, a.line === 1)).join('\n');
        // Counted when kept and never given back: a conservative bound on what the cache holds.
        if (screenCached + text.length <= SCREEN_CACHE_CHARS) {
            screenCached += text.length;
            screenTexts.set(file, text);
        }
    }
    return text;
}
function forbidPaths(predicate, diff) {
    const { globs } = compiled(predicate);
    for (const file of diff.files) {
        for (const path of [file.oldPath, file.newPath]) {
            if (path === null)
                continue;
            const hit = globs.find((g) => g.isMatch(path));
            if (hit !== undefined)
                return { path, detail: `touches ${path}, a path matching ${hit.glob}` };
        }
    }
    return null;
}
function diffSize(predicate, diff) {
    const files = diff.files;
    const pathOf = (file) => (file.newPath ?? file.oldPath);
    const { maxFiles, maxAddedLines, maxRemovedLines, minFiles } = predicate;
    if (maxFiles !== undefined && files.length > maxFiles) {
        // The first file past the bound is the one that broke it.
        const past = files[maxFiles];
        return {
            path: pathOf(past),
            detail: `patch touches ${files.length} files, more than max_files ${maxFiles}`,
        };
    }
    if (maxAddedLines !== undefined) {
        const total = files.reduce((sum, f) => sum + f.added.length, 0);
        if (total > maxAddedLines) {
            // Witness: the added line that went past the bound.
            let before = 0;
            for (const file of files) {
                const added = file.added[maxAddedLines - before];
                if (added !== undefined) {
                    return {
                        path: pathOf(file),
                        line: added.line,
                        detail: `patch adds ${total} lines, more than max_added_lines ${maxAddedLines}`,
                    };
                }
                before += file.added.length;
            }
        }
    }
    if (maxRemovedLines !== undefined) {
        const total = files.reduce((sum, f) => sum + f.removedCount, 0);
        if (total > maxRemovedLines) {
            let before = 0;
            for (const file of files) {
                before += file.removedCount;
                if (before > maxRemovedLines) {
                    return {
                        path: file.oldPath ?? pathOf(file),
                        detail: `patch removes ${total} lines, more than max_removed_lines ${maxRemovedLines}`,
                    };
                }
            }
        }
    }
    if (minFiles !== undefined && files.length < minFiles) {
        return { detail: `patch touches ${files.length} files, fewer than min_files ${minFiles}` };
    }
    return null;
}
/** `a.js:1-3` for the added lines of one file of a patch. */
function predicates_addedSpan(file) {
    const first = file.added[0]?.line;
    const last = file.added[file.added.length - 1]?.line;
    const at = first === undefined ? '' : first === last ? `:${first}` : `:${first}-${String(last)}`;
    return `${file.newPath ?? file.oldPath ?? '?'}${at}`;
}
/** Up to three items, then how many more. */
function predicates_fewOf(items) {
    return items.length <= 3
        ? items.join(', ')
        : `${items.slice(0, 3).join(', ')} and ${items.length - 3} more`;
}
/**
 * Why a spec did not reject its probe (`gate check`): for each predicate, the probe's files it read
 * and what it did not find there, or that the probe's files fall outside its `paths`.
 */
function explainClear(spec, diff) {
    const paths = diff.files.map((f) => f.newPath ?? f.oldPath ?? '?');
    return spec.predicates.map((predicate, index) => {
        const at = `predicates[${index}].${predicate.kind}`;
        switch (predicate.kind) {
            case 'forbid_added_lines': {
                const { globs } = compiled(predicate);
                const adding = diff.files.filter((f) => f.newPath !== null && f.added.length > 0);
                if (adding.length === 0)
                    return `${at}: the probe adds no line (it only deletes or renames files)`;
                const read = adding.filter((f) => globs.some((g) => g.isMatch(f.newPath)));
                if (read.length === 0)
                    return `${at}: reads only ${predicate.paths.join(', ')}, and the probe adds lines only outside them (${predicates_fewOf(adding.map(predicates_addedSpan))})`;
                const lines = read.reduce((n, f) => n + f.added.length, 0);
                return `${at}: none of the ${lines} line(s) the probe adds at ${predicates_fewOf(read.map(predicates_addedSpan))} matches /${predicate.pattern}/${predicate.flags}`;
            }
            case 'forbid_paths':
                return `${at}: none of the probe's paths (${predicates_fewOf(paths)}) matches ${predicate.paths.join(', ')}`;
            case 'diff_size': {
                const added = diff.files.reduce((n, f) => n + f.added.length, 0);
                const removed = diff.files.reduce((n, f) => n + f.removedCount, 0);
                return `${at}: the probe touches ${diff.files.length} file(s), adds ${added} and removes ${removed} line(s): within its bounds`;
            }
            default: {
                const unreachable = predicate;
                return unreachable;
            }
        }
    });
}

// EXTERNAL MODULE: ./src/builtins/catalog.ts + 1 modules
var catalog = __webpack_require__(78932);
;// CONCATENATED MODULE: ./src/builtins/evaluate.ts
/**
 * Evaluates a catalog check over a parsed patch. Added-line and path rules are run by the built-in
 * predicate engine (src/builtins/predicates.ts) over the files the rule reads, so catalog checks and `.yml`
 * specs match lines the same way; the two kinds the engine has no predicate for (removed test
 * declarations, deleted files) are evaluated here.
 */



function resolveCheck(name, paths) {
    return { check: (0,catalog/* builtinCheck */.q8)(name), ...(paths !== undefined ? { paths } : {}) };
}
/**
 * The definition a slot digests: the catalog version, the rules and the narrowing. A gate upgrade that
 * changes a rule changes the digest, as editing a spec file would.
 */
function checkDefinition(resolved) {
    const { name, rules } = resolved.check;
    return (JSON.stringify({ catalog: catalog/* CATALOG_VERSION */.$i, builtin: name, paths: resolved.paths ?? null, rules }, null, 2) + '\n');
}
const matchers = new Map();
function matcher(globs) {
    const key = JSON.stringify(globs);
    let m = matchers.get(key);
    if (m === undefined) {
        // The product's one glob matcher: it matches every path name git allows (line breaks included).
        m = (0,patch_paths/* globMatcher */.fU)(globs);
        matchers.set(key, m);
    }
    return m;
}
/** Whether a rule (narrowed by the user's paths) reads `path`. */
function reads(rule, narrowing, path) {
    if (!matcher(rule.paths)(path))
        return false;
    if ('exclude' in rule && rule.exclude !== undefined && matcher(rule.exclude)(path))
        return false;
    return narrowing === undefined || matcher(narrowing)(path);
}
// One predicate object per rule, so the engine compiles each pattern once.
const predicates = new WeakMap();
function predicateOf(rule) {
    let p = predicates.get(rule);
    if (p === undefined) {
        p =
            rule.kind === 'added'
                ? { kind: 'forbid_added_lines', pattern: rule.pattern, flags: rule.flags ?? '', paths: ['**'] }
                : { kind: 'forbid_paths', paths: ['**'] };
        predicates.set(rule, p);
    }
    return p;
}
/**
 * Runs the check's rules in order; the first that rejects wins, with the first offending path (and
 * line) in patch order. Throws {@link PredicateBudgetError} past `timeoutMs`.
 */
function evaluateCheck(resolved, diff, timeoutMs) {
    const used = cpuClock();
    const left = () => {
        if (timeoutMs === undefined)
            return undefined;
        const elapsed = used();
        if (elapsed > timeoutMs)
            throw new PredicateBudgetError(timeoutMs, elapsed);
        return timeoutMs - elapsed;
    };
    const { rules } = resolved.check;
    for (let index = 0; index < rules.length; index++) {
        const rule = rules[index];
        const found = evaluateRule(rule, resolved.paths, diff, left);
        if (found !== null) {
            const message = `${resolved.check.name}: ${rule.what} (${found.detail})`;
            return {
                rejected: true,
                message,
                rule: index,
                witness: { path: found.path, ...(found.line !== undefined ? { line: found.line } : {}), message },
            };
        }
    }
    return { rejected: false };
}
function evaluateRule(rule, narrowing, diff, left) {
    switch (rule.kind) {
        case 'added': {
            const files = diff.files.filter((f) => f.newPath !== null && reads(rule, narrowing, f.newPath));
            // The engine screens the added lines at once; only a match there is weighed against the removed.
            const found = viaEngine(rule, files, left());
            return found !== null && rule.net === true ? netAdded(rule, narrowing, files, left) : found;
        }
        case 'touched': {
            // The new path of an added or changed file; the old path only when a rename or copy moves it
            // away (a deletion is a `deleted` rule's business: removing a key file is not adding one).
            const files = diff.files.filter((f) => (f.newPath !== null && reads(rule, narrowing, f.newPath)) ||
                (f.newPath !== null && f.oldPath !== null && reads(rule, narrowing, f.oldPath)));
            return viaEngine(rule, files, left());
        }
        case 'deleted':
            for (const f of diff.files) {
                left();
                if (f.oldPath === null || !reads(rule, narrowing, f.oldPath))
                    continue;
                if (f.status === 'deleted')
                    return { path: f.oldPath, detail: `${f.oldPath} is deleted` };
                if (f.status === 'renamed' && f.newPath !== null && !reads(rule, narrowing, f.newPath))
                    return { path: f.oldPath, detail: `${f.oldPath} is renamed to ${f.newPath}, where it is no test` };
            }
            return null;
        case 'removed':
            return removedDeclarations(rule, narrowing, diff, left);
        default: {
            const unreachable = rule;
            return unreachable;
        }
    }
}
function viaEngine(rule, files, timeoutMs) {
    if (files.length === 0)
        return null;
    const sub = {
        files,
        addedCount: files.reduce((n, f) => n + f.added.length, 0),
        removedCount: files.reduce((n, f) => n + f.removedCount, 0),
    };
    const r = evaluateBuiltinSpec({ predicates: [predicateOf(rule)] }, sub, timeoutMs === undefined ? {} : { timeoutMs });
    if (!r.rejected || r.witness === undefined)
        return null;
    const detail = rule.kind === 'added'
        ? `added line${r.witness.line !== undefined ? ` ${r.witness.line}` : ''} of ${r.witness.path}`
        : `${r.witness.path}`;
    return { path: r.witness.path, ...(r.witness.line !== undefined ? { line: r.witness.line } : {}), detail };
}
const netRegex = new WeakMap();
/** Every match of `re` in the interpreter lines of one patch line, as keys (white space removed). */
function matchKeys(re, text, firstLine) {
    const keys = [];
    for (const line of interpretedLines(text, firstLine)) {
        const m = re.matcher(line);
        while (m.find()) {
            const hit = m.group(0) ?? '';
            if (hit === '')
                break;
            keys.push(hit.replace(/\s+/g, ''));
        }
    }
    return keys;
}
/**
 * A `net` rule (SPEC §8, the catalog): per file — one entry of the patch, a rename's two paths
 * together — and per text matched, the patch adds a match only where it adds more of it than it
 * removes. The first added line past the count removed is the witness. So renaming a suppressed
 * function, editing a line that keeps its `# noqa`, or reflowing code around an `eslint-disable`
 * adds nothing, while a second `@ts-ignore` where the base had one is one added.
 */
function netAdded(rule, narrowing, files, left) {
    let re = netRegex.get(rule);
    if (re === undefined) {
        re = linearRegex(rule.pattern, rule.flags ?? '');
        netRegex.set(rule, re);
    }
    for (const f of files) {
        const path = f.newPath;
        const removed = new Map();
        if (f.oldPath !== null && reads(rule, narrowing, f.oldPath)) {
            for (const r of f.removed ?? []) {
                left();
                for (const key of matchKeys(re, r.text, r.line === 1))
                    removed.set(key, (removed.get(key) ?? 0) + 1);
            }
        }
        const added = new Map();
        for (const a of f.added) {
            left();
            for (const key of matchKeys(re, a.text, a.line === 1)) {
                const n = (added.get(key) ?? 0) + 1;
                added.set(key, n);
                const before = removed.get(key) ?? 0;
                if (n > before)
                    return {
                        path,
                        line: a.line,
                        detail: `added line ${a.line} of ${path}: ${JSON.stringify(key)}, which the patch adds more often than it removes there (${before} removed)`,
                    };
            }
        }
    }
    return null;
}
// Compiled once per rule. Patterns are RE2-compatible (no lookaround or backreferences), so the
// engine may change without changing what matches.
const removedRegex = new WeakMap();
/**
 * The first removed declaration whose key is not added back: keys are counted as a multiset over the
 * files the rule reads, so a test moved to another file or edited in place (same name) passes, and a
 * test renamed is reported (it reads as one test removed and another added).
 */
function removedDeclarations(rule, narrowing, diff, left) {
    let re = removedRegex.get(rule);
    if (re === undefined) {
        // RE2, as every other built-in pattern: linear in the line, whatever the patch holds.
        re = linearRegex(rule.pattern, '');
        removedRegex.set(rule, re);
    }
    const compiled = re;
    const keyOf = (text) => {
        const m = compiled.matcher(text);
        if (!m.find())
            return null;
        return (m.groupCount() >= 1 && m.group(1) !== null ? m.group(1) : m.group(0))?.trim() ?? null;
    };
    const addedKeys = new Map();
    const removed = [];
    for (const f of diff.files) {
        if (f.newPath !== null && reads(rule, narrowing, f.newPath)) {
            for (const a of f.added) {
                left();
                const key = keyOf(a.text);
                if (key !== null)
                    addedKeys.set(key, (addedKeys.get(key) ?? 0) + 1);
            }
        }
        if (f.oldPath !== null && reads(rule, narrowing, f.oldPath)) {
            for (const r of f.removed ?? []) {
                left();
                const key = keyOf(r.text);
                if (key !== null)
                    removed.push({ key, path: f.oldPath, line: r.line });
            }
        }
    }
    for (const r of removed) {
        const n = addedKeys.get(r.key) ?? 0;
        if (n > 0) {
            addedKeys.set(r.key, n - 1);
            continue;
        }
        return {
            path: r.path,
            detail: `${JSON.stringify(r.key)} removed at line ${r.line} of the base ${r.path}, not added back`,
        };
    }
    return null;
}
/**
 * Why a catalog check did not reject its probe (`gate check`): the user's `paths:` leaves out every
 * file the probe changes, or none of its rules reads them, or what it looked for in those it read.
 */
function explainCheckClear(resolved, diff) {
    const { check, paths: narrowing } = resolved;
    const pathsOf = (f) => [f.newPath, f.oldPath].filter((p) => p !== null);
    const all = [...new Set(diff.files.flatMap(pathsOf))];
    if (narrowing !== undefined && !all.some((p) => matcher(narrowing)(p)))
        return [
            `its paths: ${narrowing.join(', ')} leave out every file the probe changes (${fewOf(all)}); the check reads nothing of it`,
        ];
    const read = diff.files.filter((f) => check.rules.some((r) => pathsOf(f).some((p) => reads(r, narrowing, p))));
    if (read.length === 0)
        return [
            `none of its rules reads the files the probe changes (${fewOf(all)}): it reads ${fewOf([...new Set(check.rules.flatMap((r) => r.paths))])}`,
        ];
    const looked = [
        ...new Set(check.rules
            .filter((r) => diff.files.some((f) => pathsOf(f).some((p) => reads(r, narrowing, p))))
            .map((r) => r.what)),
    ];
    return [`it read ${fewOf(read.map(addedSpan))} and found none of: ${looked.join('; ')}`];
}

;// CONCATENATED MODULE: ./src/builtins/spec.ts


/** Writes `dir/builtin.json` and `dir/probe.patch` into the state folder. */
function materializeCheck(out, dir, builtin) {
    const check = resolveCheck(builtin.name, builtin.paths);
    const spec = out.writeText(`${dir}/builtin.json`, checkDefinition(check));
    const probe = out.writeText(`${dir}/probe.patch`, check.check.probe);
    return { check, specFile: out.path(spec.path), probeFile: out.path(probe.path), artifacts: [spec, probe] };
}
/** Runs a catalog check on one patch. Never throws. */
function runCatalogSpec(check, diff, timeoutMs, name) {
    try {
        const r = evaluateCheck(check, diff, timeoutMs);
        if (!r.rejected)
            return { result: 'clear' };
        return {
            result: 'reject',
            ...(r.witness ? { witness: r.witness } : {}),
            ...(r.message ? { message: r.message } : {}),
        };
    }
    catch (err) {
        if (err instanceof PredicateBudgetError)
            return { result: 'budget', reason: `${name}: ${err.message}` };
        return { result: 'error', reason: `${name}: ${err instanceof Error ? err.message : String(err)}` };
    }
}

// EXTERNAL MODULE: ./src/classify/hash.ts
var hash = __webpack_require__(52916);
;// CONCATENATED MODULE: ./src/patch/diff.ts
/**
 * A unified-diff parser for `git diff` output and plain `diff -u` patches (SPEC §2 scope and property
 * stages: the changed paths, and the added lines the in-process checks scan).
 *
 * Decisions a reader needs before trusting the result:
 * - Lines are split on `\n`; one trailing `\r` is the terminator of a CRLF line, so it is removed from
 *   every line, headers and content alike. `AddedLine.text` therefore never ends in `\r` (a `\r`
 *   inside a line is kept). Patches saved with CRLF endings parse like their LF originals.
 * - Hunk counts are authoritative: inside a hunk a line is content whatever it looks like (`+++ x`
 *   is an added line). An empty line inside a hunk is an empty context line, as `git apply` reads
 *   whitespace-damaged patches. A hunk that runs past the end, or a `+`/`-`/` ` line right after a
 *   hunk's counts are used up, is an error: the header and the body disagree, so the patch cannot
 *   be graded.
 * - Text before the first file header (a `git show` / `git format-patch` commit message), between
 *   files after a non-content line, and after a format-patch `-- ` signature is ignored, as
 *   `git apply` does; outside a `diff --git` section a `---`/`+++` pair is a file header only when a
 *   hunk header follows it. A non-blank text with no file header at all is not a patch: that is an error.
 *   Empty (or blank) input is the empty patch: zero files.
 * - Paths: git's C-quoted names (`"a/caf\303\251.py"`) are decoded as UTF-8. Like `git apply -p1`,
 *   one leading component is stripped when it is a prefix: a one-letter one (`a/`, `b/`, and git's
 *   mnemonic `c/ i/ o/ w/`), or, with both sides present, two different first components over the
 *   same rest (`diff -ruN old/x new/x`). `rename`/`copy` lines carry full paths and win over
 *   `---`/`+++`, which win over the `diff --git` line. Names are cut at the first tab (git's marker
 *   after names with spaces; `diff -u`'s timestamps).
 * - Performance: lines are offsets into the text; context and removed lines are classified by their
 *   first char code and never copied; regular expressions run only on header lines.
 * - Memory: a patch `git diff` wrote to disk is read one file at a time ({@link parseGitPatchFile}):
 *   each file's added and removed lines are parsed again when they are read, so the text and the
 *   parsed lines of the whole patch are never held at once.
 */


class DiffParseError extends Error {
    /** 1-based line of the patch the error is about. */
    line;
    constructor(line, detail) {
        super(`line ${line}: ${detail}`);
        this.name = 'DiffParseError';
        this.line = line;
    }
}
const CH_TAB = 9;
const CH_CR = 13;
const CH_SPACE = 32;
const CH_QUOTE = 34;
const CH_PLUS = 43;
const CH_COMMA = 44;
const CH_MINUS = 45;
const CH_SLASH = 47;
const CH_0 = 48;
const CH_7 = 55;
const CH_9 = 57;
const CH_BACKSLASH = 92;
const BINARY_BLOCK = /^(?:literal|delta) \d+$/;
/** Parses `text`; throws {@link DiffParseError} naming the 1-based line when it is not a valid patch. */
function parseUnifiedDiff(text) {
    return new Parser(text).parse();
}
const GIT_SECTION = Buffer.from('diff --git ');
const HEAD_BYTES = 64 * 1024;
/**
 * A buffer of `length` bytes for a read whose bytes are used and dropped before the next read (hashed,
 * decoded into a string): up to {@link SCRATCH_KEPT} bytes it is one buffer kept for the process, so
 * reading a patch part by part does not leave a buffer per part for the collector.
 */
function scratch(length) {
    if (length > SCRATCH_KEPT)
        return Buffer.allocUnsafe(length);
    if (scratchBuffer === undefined || scratchBuffer.length < length)
        scratchBuffer = Buffer.allocUnsafe(Math.min(SCRATCH_KEPT, Math.max(length, 64 * 1024, 2 * (scratchBuffer?.length ?? 0))));
    return scratchBuffer.subarray(0, length);
}
const SCRATCH_KEPT = 4 * 1024 * 1024;
let scratchBuffer;
/**
 * Bytes `[start, start + length)` of the open file, in `into` when given (else a fresh buffer). The
 * result shares memory with `into`.
 */
function readRange(fd, start, length, into) {
    const buf = into === undefined ? Buffer.allocUnsafe(length) : into.subarray(0, length);
    let got = 0;
    while (got < length) {
        const n = (0,external_node_fs_.readSync)(fd, buf, got, length - got, start + got);
        if (n === 0)
            break;
        got += n;
    }
    return got === length ? buf : buf.subarray(0, got);
}
/** Where each line that starts with `diff --git ` begins, found by reading the file in chunks. */
function sectionStarts(fd, size) {
    const starts = [];
    const CHUNK = 1024 * 1024;
    const into = Buffer.allocUnsafe(Math.min(CHUNK, size));
    let previous = 0x0a; // the byte before offset 0 counts as a line end
    for (let pos = 0; pos < size;) {
        const chunk = readRange(fd, pos, Math.min(CHUNK, size - pos), into);
        // A match that would cross the chunk's end is found from the next chunk (it starts earlier).
        const last = chunk.length - (pos + chunk.length < size ? GIT_SECTION.length - 1 : 0);
        for (let k = chunk.indexOf(GIT_SECTION); k >= 0 && k < last; k = chunk.indexOf(GIT_SECTION, k + 1)) {
            const before = k === 0 ? previous : chunk[k - 1];
            if (before === 0x0a)
                starts.push(pos + k);
        }
        if (last <= 0)
            break;
        previous = chunk[last - 1];
        pos += last;
    }
    return starts;
}
/** How many `diff --git` parts the patch file at `path` holds, counted before any is parsed. */
function countGitParts(path, size) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        return sectionStarts(fd, size).length;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * Parses a patch `git diff` wrote to `path` one file part at a time (every part starts with a
 * `diff --git` line, and in git's output no other line does: hunk lines start with ` `, `+`, `-` or
 * `\`). The returned files carry their paths, modes and counts; their `added` and `removed` lines
 * are parsed again each time they are read (the last one is kept), through a window of the file
 * ({@link ReadWindow}), after checking the part still holds the bytes first parsed: a file changed on
 * disk is an error when the part is read from it again, and never gives other lines. A part longer
 * than `maxPartBytes` is not parsed: it is listed in `oversized` (its path read from its header) and
 * carries no lines.
 */
function parseGitPatchFile(path, size, maxPartBytes, 
/** The caller's own string for a name, where it has one (the files then hold no copy of it). */
named = () => undefined) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        const starts = sectionStarts(fd, size);
        if (starts.length === 0) {
            // No `diff --git` part: the empty patch, or text the whole-text parser judges.
            if (size > maxPartBytes)
                throw new DiffParseError(1, `no \`diff --git\` file header in ${size} bytes`);
            return { diff: parseUnifiedDiff(readRange(fd, 0, size).toString('utf8')), oversized: [] };
        }
        const files = [];
        const oversized = [];
        let addedCount = 0;
        let removedCount = 0;
        const source = { path, window: new ReadWindow(size), digests: new DigestTable() };
        for (let k = 0; k < starts.length; k++) {
            const start = starts[k];
            const length = (k + 1 < starts.length ? starts[k + 1] : size) - start;
            if (length > maxPartBytes) {
                const file = headerOnly(readRange(fd, start, Math.min(length, HEAD_BYTES)).toString('utf8'), start);
                oversized.push({ path: (file.newPath ?? file.oldPath), bytes: length });
                files.push({ ...file, added: [], removed: [], removedCount: 0 });
                continue;
            }
            const bytes = source.window.read(fd, start, length);
            const digest = source.digests.add((0,external_node_crypto_.createHash)('sha256').update(bytes).digest());
            // Names, modes and counts now; the lines themselves when they are read.
            const { file: parsed, added } = onePart(bytes, start, false);
            addedCount += added;
            removedCount += parsed.removedCount;
            files.push(new LazyFile(parsed, { source, start, length, digest }, named));
        }
        return { diff: { files, addedCount, removedCount }, oversized };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * Bytes of a patch file read {@link WINDOW} at a time: parts read in file order — the parse, and every
 * scan of the files' lines — cost one read per window, not one `open`/`read`/`close` each (100,000
 * one-line parts: 18 reads instead of 300,000 system calls). A part longer than the window is read on
 * its own. The result shares memory with the window (or the scratch buffer): used before the next read.
 */
class ReadWindow {
    size;
    /** The window's buffer, and the bytes the last read put in it (from file offset `from`). */
    buf;
    valid;
    from = 0;
    constructor(size) {
        this.size = size;
    }
    /** Whether `[start, start + length)` is in the window now. */
    holds(start, length) {
        return this.valid !== undefined && start >= this.from && start + length <= this.from + this.valid.length;
    }
    read(fd, start, length) {
        if (length > WINDOW)
            return readRange(fd, start, length, scratch(length));
        if (!this.holds(start, length)) {
            this.buf ??= Buffer.allocUnsafe(Math.max(1, Math.min(WINDOW, this.size)));
            this.from = start;
            this.valid = readRange(fd, start, Math.max(0, Math.min(this.buf.length, this.size - start)), this.buf);
        }
        const at = start - this.from;
        return this.valid.subarray(at, at + length);
    }
    /** Drops what the window holds: the next read is from the file. */
    forget() {
        this.valid = undefined;
    }
}
const WINDOW = 1024 * 1024;
/** One part's bytes, read again and checked against the digest taken when it was first parsed. */
function readPart(source, start, length, digest) {
    const { path, window } = source;
    let bytes;
    if (window.holds(start, length))
        bytes = window.read(-1, start, length);
    else {
        const fd = (0,external_node_fs_.openSync)(path, 'r');
        try {
            bytes = window.read(fd, start, length);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    if (!source.digests.is(digest, (0,external_node_crypto_.createHash)('sha256').update(bytes).digest())) {
        window.forget();
        throw new Error(`the patch file ${path} changed on disk after it was read (bytes ${start}+${length})`);
    }
    return bytes;
}
/**
 * The one file of a part, and how many lines it adds; with `keepLines` false its `added` and `removed`
 * lines are counted, not kept (the part is checked all the same).
 */
function onePart(bytes, start, keepLines) {
    let parsed;
    try {
        parsed = new Parser(bytes.toString('utf8'), keepLines).parse();
    }
    catch (err) {
        if (err instanceof DiffParseError)
            throw new DiffParseError(err.line, `${err.message} (in the file part at byte ${start})`);
        throw err;
    }
    if (parsed.files.length !== 1)
        throw new DiffParseError(1, `the file part at byte ${start} holds ${parsed.files.length} files, not one`);
    return { file: parsed.files[0], added: parsed.addedCount };
}
/** The names and modes of a part from its header, its hunks left out (the part is too large). */
function headerOnly(head, start) {
    const lines = head.split('\n');
    const kept = [];
    for (const line of lines.slice(0, -1)) {
        if (line.startsWith('@@ ') || line === 'GIT binary patch' || line.startsWith('Binary files '))
            break;
        kept.push(line);
    }
    // An empty hunk stands in for the ones left out, so the `---`/`+++` names are read as usual.
    const hunk = kept.some((l) => l.startsWith('+++ ')) ? '@@ -0,0 +0,0 @@\n' : '';
    return onePart(Buffer.from(kept.join('\n') + '\n' + hunk, 'utf8'), start, true).file;
}
/**
 * SHA-256 digests, 32 bytes each, in one growing buffer: a hexadecimal string per part cost about 80
 * bytes of heap and an object to hold it (100,000 parts: 13 MB, held to the end of the run).
 */
class DigestTable {
    bytes = Buffer.alloc(32 * 64);
    count = 0;
    /** Keeps `digest` (32 bytes); returns its number. */
    add(digest) {
        if ((this.count + 1) * 32 > this.bytes.length) {
            const grown = Buffer.alloc(this.bytes.length * 2);
            this.bytes.copy(grown);
            this.bytes = grown;
        }
        digest.copy(this.bytes, this.count * 32, 0, 32);
        return this.count++;
    }
    /** Whether digest number `k` is `digest`. */
    is(k, digest) {
        return digest.length === 32 && this.bytes.subarray(k * 32, k * 32 + 32).equals(digest);
    }
}
function loadPart(ref) {
    const { source, start, length, digest } = ref;
    if (source.cached?.start === start)
        return source.cached.file;
    const file = onePart(readPart(source, start, length, digest), start, true).file;
    source.cached = { start, file };
    return file;
}
/** A copy of `name` that holds no reference to the part's text it was cut from (a sliced string). */
function ownString(name) {
    return name === null ? null : Buffer.from(name, 'utf16le').toString('utf16le');
}
/** The usual modes as one string each, not a copy per file. */
const MODES = new Map(['100644', '100755', '120000', '160000', '040000'].map((m) => [m, m]));
const sharedMode = (mode) => mode === undefined ? undefined : (MODES.get(mode) ?? mode);
/**
 * A file of the patch whose `added` and `removed` lines are read from its part of the patch file on
 * every access (the last file read is kept); it holds its names, modes and counts, and where its part
 * is. One class, so a 100,000-file patch costs one hidden class and no property store per file (an
 * object given its accessors one by one cost both, about 64 bytes a file more); the lines are own
 * properties of what {@link toJSON} gives, as they are of a file parsed whole.
 */
class LazyFile {
    oldPath;
    newPath;
    status;
    binary;
    oldMode;
    newMode;
    removedCount;
    #source;
    #start;
    #length;
    #digest;
    constructor(file, ref, named) {
        this.oldPath = file.oldPath === null ? null : (named(file.oldPath) ?? ownString(file.oldPath));
        this.newPath = file.newPath === null ? null : (named(file.newPath) ?? ownString(file.newPath));
        this.status = file.status;
        this.binary = file.binary;
        this.oldMode = sharedMode(file.oldMode);
        this.newMode = sharedMode(file.newMode);
        this.removedCount = file.removedCount;
        this.#source = ref.source;
        this.#start = ref.start;
        this.#length = ref.length;
        this.#digest = ref.digest;
    }
    get added() {
        return this.#lines().added;
    }
    get removed() {
        return this.#lines().removed;
    }
    #lines() {
        return loadPart({ source: this.#source, start: this.#start, length: this.#length, digest: this.#digest });
    }
    toJSON() {
        const { added, removed } = this.#lines();
        return { ...fileFields(this), added, ...(removed !== undefined ? { removed } : {}) };
    }
}
/** A file's names, status, modes and removed count, read one by one (none of its lines). */
function fileFields(f) {
    return {
        oldPath: f.oldPath,
        newPath: f.newPath,
        status: f.status,
        binary: f.binary,
        ...(f.oldMode !== undefined ? { oldMode: f.oldMode } : {}),
        ...(f.newMode !== undefined ? { newMode: f.newMode } : {}),
        removedCount: f.removedCount,
    };
}
/** Every old and new path the patch touches, deduplicated and sorted by code unit (deterministic). */
function touchedPaths(diff) {
    const paths = new Set();
    for (const file of diff.files) {
        if (file.oldPath !== null)
            paths.add(file.oldPath);
        if (file.newPath !== null)
            paths.add(file.newPath);
    }
    return [...paths].sort();
}
/** The empty patch (`git diff` of identical trees): no file at all. A mode-only change is not empty. */
function isEmptyDiff(diff) {
    return diff.files.length === 0;
}
/**
 * The patch as line offsets into the text: a string is made only for header lines and added lines,
 * so a large patch costs few allocations (context and removed lines are read by one char code).
 */
class Parser {
    keepLines;
    text;
    /** Start of each line, and its end before `\n` and a CRLF `\r`. */
    starts = [];
    ends = [];
    n;
    files = [];
    addedCount = 0;
    removedCount = 0;
    /** Added lines of the file being parsed that were counted, not kept. */
    uncounted = 0;
    /** With `keepLines` false, added and removed lines are counted and checked but not kept. */
    constructor(text, keepLines = true) {
        this.keepLines = keepLines;
        this.text = text;
        let pos = 0;
        while (pos < text.length) {
            const nl = text.indexOf('\n', pos);
            let end = nl < 0 ? text.length : nl;
            if (end > pos && text.charCodeAt(end - 1) === CH_CR)
                end--;
            this.starts.push(pos);
            this.ends.push(end);
            pos = nl < 0 ? text.length : nl + 1;
        }
        this.n = this.starts.length;
    }
    /** Line `i` (0-based, `i < n`) without its terminator. */
    line(i) {
        return this.text.slice(this.starts[i], this.ends[i]);
    }
    /** Whether line `i` exists and starts with `prefix`. */
    has(i, prefix) {
        if (i >= this.n)
            return false;
        const start = this.starts[i];
        return this.ends[i] - start >= prefix.length && this.text.startsWith(prefix, start);
    }
    parse() {
        let i = 0;
        while (i < this.n) {
            if (this.has(i, 'diff --git ')) {
                i = this.gitSection(i);
            }
            else if (this.has(i, 'diff --cc ') || this.has(i, 'diff --combined ')) {
                throw new DiffParseError(i + 1, 'a combined (merge) diff is not supported; diff against one parent');
            }
            else if (this.isFileHeaderPair(i)) {
                i = this.plainSection(i);
            }
            else if (this.has(i, '@@ ')) {
                throw new DiffParseError(i + 1, 'hunk header outside a file: no `diff --git` or `---`/`+++` header before it');
            }
            else if (this.has(i, 'Binary files ') && this.line(i).endsWith(' differ')) {
                this.plainBinary(i);
                i++;
            }
            else {
                // Preamble, commit message, `diff -r`'s `Only in …`, a format-patch signature: not ours.
                i++;
            }
        }
        if (this.files.length === 0) {
            for (let k = 0; k < this.n; k++) {
                if (this.line(k).trim() !== '') {
                    throw new DiffParseError(k + 1, 'not a patch: no file header (`diff --git …`, or `--- <path>` followed by `+++ <path>`) found');
                }
            }
        }
        return { files: this.files, addedCount: this.addedCount, removedCount: this.removedCount };
    }
    /**
     * A plain file header: `--- `, `+++ `, then a hunk header. Like `git apply`, a `---`/`+++` pair
     * without a hunk under it is text (a commit message may quote one), not a file.
     */
    isFileHeaderPair(i) {
        return this.has(i, '--- ') && this.has(i + 1, '+++ ') && this.has(i + 2, '@@ ');
    }
    /** A `diff --git` section: extended headers, then hunks, a binary marker, or nothing (mode-only). */
    gitSection(start) {
        const header = this.line(start).slice('diff --git '.length);
        // The header's names are a fallback (mode-only, binary and empty files); quoted ones are checked
        // now, the unquoted split (a search over spaces) only runs when nothing better names the file.
        const quotedNames = header.includes('"') ? gitHeaderNames(header, start + 1) : undefined;
        const file = {
            oldPath: null,
            newPath: null,
            status: 'modified',
            binary: false,
            added: [],
            removedCount: 0,
        };
        let created = false;
        let deleted = false;
        let sawIndex = false;
        let renameFrom = null;
        let renameTo = null;
        let copyFrom = null;
        let copyTo = null;
        let patchNames = null;
        let hunks = 0;
        let indexMode;
        let i = start + 1;
        headers: while (i < this.n) {
            const line = this.line(i);
            const lineNo = i + 1;
            if (line.startsWith('index ')) {
                sawIndex = true;
                indexMode = indexLineMode(line);
            }
            else if (line.startsWith('old mode ')) {
                file.oldMode = line.slice(9);
            }
            else if (line.startsWith('new mode ')) {
                file.newMode = line.slice(9);
            }
            else if (line.startsWith('deleted file mode ')) {
                deleted = true;
                file.oldMode = line.slice(18);
            }
            else if (line.startsWith('new file mode ')) {
                created = true;
                file.newMode = line.slice(14);
            }
            else if (line.startsWith('similarity index ') || line.startsWith('dissimilarity index ')) {
                // Informational only: the rename/copy lines say what happened.
            }
            else if (line.startsWith('rename from ')) {
                renameFrom = fullPath(line.slice(12), lineNo);
            }
            else if (line.startsWith('rename old ')) {
                renameFrom = fullPath(line.slice(11), lineNo);
            }
            else if (line.startsWith('rename to ')) {
                renameTo = fullPath(line.slice(10), lineNo);
            }
            else if (line.startsWith('rename new ')) {
                renameTo = fullPath(line.slice(11), lineNo);
            }
            else if (line.startsWith('copy from ')) {
                copyFrom = fullPath(line.slice(10), lineNo);
            }
            else if (line.startsWith('copy to ')) {
                copyTo = fullPath(line.slice(8), lineNo);
            }
            else if (line.startsWith('Binary files ') && line.endsWith(' differ')) {
                file.binary = true;
                i++;
                break headers;
            }
            else if (line === 'GIT binary patch') {
                file.binary = true;
                i = this.skipBinaryPatch(i + 1);
                break headers;
            }
            else if (line.startsWith('--- ')) {
                if (!this.has(i + 1, '+++ ')) {
                    throw new DiffParseError(i + 1 < this.n ? lineNo + 1 : lineNo, 'expected `+++ <path>` after the `---` line');
                }
                patchNames = stripPrefixes(patchName(line.slice(4), lineNo), patchName(this.line(i + 1).slice(4), lineNo + 1));
                i = this.hunks(file, i + 2, lineNo);
                hunks = 1;
                break headers;
            }
            else {
                break headers;
            }
            i++;
        }
        const changed = sawIndex ||
            hunks > 0 ||
            file.binary ||
            created ||
            deleted ||
            file.oldMode !== undefined ||
            file.newMode !== undefined ||
            renameFrom !== null ||
            renameTo !== null ||
            copyFrom !== null ||
            copyTo !== null;
        if (!changed) {
            throw new DiffParseError(start + 1, 'a `diff --git` header with no change under it (truncated patch?)');
        }
        if ((renameFrom === null) !== (renameTo === null)) {
            throw new DiffParseError(start + 1, 'a rename needs both `rename from` and `rename to`');
        }
        if ((copyFrom === null) !== (copyTo === null)) {
            throw new DiffParseError(start + 1, 'a copy needs both `copy from` and `copy to`');
        }
        if (renameFrom !== null && renameTo !== null) {
            file.status = 'renamed';
            file.oldPath = renameFrom;
            file.newPath = renameTo;
        }
        else if (copyFrom !== null && copyTo !== null) {
            file.status = 'copied';
            file.oldPath = copyFrom;
            file.newPath = copyTo;
        }
        else {
            const names = patchNames ?? quotedNames ?? gitHeaderNames(header, start + 1);
            if (names === null) {
                throw new DiffParseError(start + 1, 'cannot tell the old and new file names apart in this `diff --git` line');
            }
            file.oldPath = names[0];
            file.newPath = names[1];
            if (created)
                file.oldPath = null;
            if (deleted)
                file.newPath = null;
            if (file.oldPath === null && file.newPath === null) {
                throw new DiffParseError(start + 1, 'both sides of the file are /dev/null');
            }
            file.status = file.oldPath === null ? 'added' : file.newPath === null ? 'deleted' : 'modified';
        }
        // `index a..b 100644` names the mode of a file whose mode did not change.
        if (indexMode !== undefined) {
            if (file.oldMode === undefined && file.oldPath !== null)
                file.oldMode = indexMode;
            if (file.newMode === undefined && file.newPath !== null)
                file.newMode = indexMode;
        }
        this.push(file);
        return i;
    }
    /** A `---`/`+++` pair outside a git section: a plain `diff -u` file. */
    plainSection(start) {
        const names = stripPrefixes(patchName(this.line(start).slice(4), start + 1), patchName(this.line(start + 1).slice(4), start + 2));
        const oldPath = names[0];
        const newPath = names[1];
        if (oldPath === null && newPath === null) {
            throw new DiffParseError(start + 1, 'both sides of the file are /dev/null');
        }
        const file = {
            oldPath,
            newPath,
            status: oldPath === null ? 'added' : newPath === null ? 'deleted' : 'modified',
            binary: false,
            added: [],
            removedCount: 0,
        };
        const end = this.hunks(file, start + 2, start + 1);
        this.push(file);
        return end;
    }
    /** `Binary files X and Y differ` on its own (`diff -r` output). */
    plainBinary(i) {
        const body = this.line(i).slice('Binary files '.length, -' differ'.length);
        let names = null;
        for (let k = body.indexOf(' and '); k >= 0; k = body.indexOf(' and ', k + 1)) {
            const pair = stripPrefixes(devNull(body.slice(0, k)), devNull(body.slice(k + 5)));
            names ??= pair;
            if (pair[0] === pair[1]) {
                names = pair;
                break;
            }
        }
        if (names === null || (names[0] === null && names[1] === null)) {
            throw new DiffParseError(i + 1, 'cannot read the two file names of this `Binary files` line');
        }
        const [oldPath, newPath] = names;
        this.push({
            oldPath,
            newPath,
            status: oldPath === null ? 'added' : newPath === null ? 'deleted' : 'modified',
            binary: true,
            added: [],
            removedCount: 0,
        });
    }
    push(file) {
        this.files.push(file);
        this.addedCount += file.added.length + this.uncounted;
        this.uncounted = 0;
        this.removedCount += file.removedCount;
    }
    /**
     * One or more hunks starting at `start` (0-based), for the file whose header is on `headerLine`.
     * Returns the index of the first line after them.
     */
    hunks(file, start, headerLine) {
        const { text, starts, ends, n } = this;
        let i = start;
        if (!this.has(i, '@@ ')) {
            throw new DiffParseError(i < n ? i + 1 : headerLine, `expected a hunk header \`@@ -a,b +c,d @@\` after the file header at line ${headerLine}`);
        }
        while (this.has(i, '@@ ')) {
            const hunkLine = i + 1;
            const { oldStart, oldCount, newStart, newCount } = hunkHeader(this.line(i), hunkLine);
            if (newCount > 0 && newStart === 0) {
                throw new DiffParseError(hunkLine, 'hunk header adds lines at new line 0; new lines start at 1');
            }
            let oldLeft = oldCount;
            let newLeft = newCount;
            let newLine = newStart;
            let oldLine = oldStart;
            i++;
            while (oldLeft > 0 || newLeft > 0) {
                if (i >= n) {
                    throw new DiffParseError(hunkLine, `the hunk header counts ${oldCount} old and ${newCount} new lines, but the patch ends ` +
                        `${oldLeft} old / ${newLeft} new lines short (after line ${n})`);
                }
                const s = starts[i];
                const e = ends[i];
                // An empty line is an empty context line (a whitespace-damaged patch), as `git apply` reads it.
                const c = s === e ? CH_SPACE : text.charCodeAt(s);
                if (c === CH_PLUS) {
                    if (newLeft === 0)
                        this.overrun(i, hunkLine, 'added', oldCount, newCount);
                    newLeft--;
                    if (this.keepLines)
                        file.added.push({ line: newLine, text: text.slice(s + 1, e) });
                    else
                        this.uncounted++;
                    newLine++;
                }
                else if (c === CH_MINUS) {
                    if (oldLeft === 0)
                        this.overrun(i, hunkLine, 'removed', oldCount, newCount);
                    oldLeft--;
                    file.removedCount++;
                    if (this.keepLines)
                        (file.removed ??= []).push({ line: oldLine, text: text.slice(s + 1, e) });
                    oldLine++;
                }
                else if (c === CH_SPACE) {
                    if (oldLeft === 0 || newLeft === 0)
                        this.overrun(i, hunkLine, 'context', oldCount, newCount);
                    oldLeft--;
                    newLeft--;
                    newLine++;
                    oldLine++;
                }
                else if (c !== CH_BACKSLASH) {
                    // `\ No newline at end of file` may sit inside a hunk (after the old side's last line).
                    throw new DiffParseError(i + 1, `expected a hunk line (' ', '-', '+' or '\\'): the hunk at line ${hunkLine} still needs ` +
                        `${oldLeft} old and ${newLeft} new lines`);
                }
                i++;
            }
            while (this.has(i, '\\'))
                i++;
            // A content-looking line right after the counts ran out means the header undercounts.
            if (i < n && !this.has(i, '@@ ') && !this.isFileHeaderPair(i)) {
                const s = starts[i];
                const e = ends[i];
                const c = s === e ? -1 : text.charCodeAt(s);
                const signature = e - s === 3 && this.has(i, '-- '); // format-patch's `-- ` ends the mail body
                if ((c === CH_PLUS || c === CH_MINUS || c === CH_SPACE) && !signature) {
                    throw new DiffParseError(i + 1, `content line after the hunk at line ${hunkLine} ended (its header counts ${oldCount} old ` +
                        `and ${newCount} new lines)`);
                }
            }
        }
        return i;
    }
    overrun(i, hunkLine, kind, oldCount, newCount) {
        throw new DiffParseError(i + 1, `one ${kind} line too many for the hunk at line ${hunkLine} (its header counts ${oldCount} old ` +
            `and ${newCount} new lines)`);
    }
    /**
     * Skips a `GIT binary patch` body: a `literal N`/`delta N` block of base85 lines ended by a blank
     * line, optionally followed by the reverse block. Each data line is checked against its length
     * character, so a header line is never swallowed as data.
     */
    skipBinaryPatch(start) {
        let i = start;
        for (let block = 0; block < 2; block++) {
            if (i >= this.n || !BINARY_BLOCK.test(this.line(i))) {
                if (block === 1)
                    return i;
                // At the end of input, name the `GIT binary patch` line itself (1-based i).
                throw new DiffParseError(i >= this.n ? i : i + 1, 'expected `literal N` or `delta N` after `GIT binary patch`');
            }
            i++;
            while (i < this.n) {
                const line = this.line(i);
                if (line.length === 0) {
                    i++;
                    break;
                }
                if (!isBase85Line(line)) {
                    throw new DiffParseError(i + 1, 'expected a base85 line of the binary patch, or a blank line ending it');
                }
                i++;
            }
        }
        return i;
    }
}
/**
 * `@@ -a[,b] +c[,d] @@[ heading]`, an omitted count being 1 (`@@ -1 +1 @@`). Read by char codes
 * with a cursor and no array destructuring: it runs once per hunk, mostly before V8 optimises it.
 */
function hunkHeader(line, lineNo) {
    const cur = { line, pos: 3, lineNo }; // after `@@ `
    literal(cur, '-');
    const oldStart = readNumber(cur);
    const oldCount = optionalCount(cur);
    literal(cur, ' +');
    const newStart = readNumber(cur);
    const newCount = optionalCount(cur);
    literal(cur, ' @@');
    return { oldStart, oldCount, newStart, newCount };
}
function malformedHunk(cur) {
    throw new DiffParseError(cur.lineNo, 'malformed hunk header; expected `@@ -a,b +c,d @@`');
}
function literal(cur, text) {
    if (!cur.line.startsWith(text, cur.pos))
        malformedHunk(cur);
    cur.pos += text.length;
}
function readNumber(cur) {
    const { line } = cur;
    const from = cur.pos;
    let pos = from;
    let value = 0;
    while (pos < line.length) {
        const c = line.charCodeAt(pos);
        if (c < CH_0 || c > CH_9)
            break;
        value = value * 10 + c - CH_0;
        pos++;
    }
    if (pos === from)
        malformedHunk(cur);
    if (!Number.isSafeInteger(value)) {
        throw new DiffParseError(cur.lineNo, `hunk number ${line.slice(from, pos)} is out of range`);
    }
    cur.pos = pos;
    return value;
}
function optionalCount(cur) {
    if (cur.line.charCodeAt(cur.pos) !== CH_COMMA)
        return 1;
    cur.pos++;
    return readNumber(cur);
}
/** The mode at the end of `index <hash>..<hash> <mode>`, if any. */
function indexLineMode(line) {
    const space = line.lastIndexOf(' ');
    if (space <= 6)
        return undefined; // `index ` itself: no mode
    const mode = line.slice(space + 1);
    for (let k = 0; k < mode.length; k++) {
        const c = mode.charCodeAt(k);
        if (c < CH_0 || c > CH_7)
            return undefined;
    }
    return mode.length > 0 ? mode : undefined;
}
/** A git base85 line: a length char (A–Z 1–26 bytes, a–z 27–52) then 5 chars per 4 bytes. */
function isBase85Line(line) {
    const c = line.charCodeAt(0);
    let bytes;
    if (c >= 65 && c <= 90)
        bytes = c - 64;
    else if (c >= 97 && c <= 122)
        bytes = c - 96 + 26;
    else
        return false;
    return line.length === 1 + Math.ceil(bytes / 4) * 5;
}
function devNull(name) {
    return name === '/dev/null' ? null : name;
}
/** The name on a `---`/`+++` line: C-quoted, or verbatim up to the first tab. */
function patchName(rest, lineNo) {
    if (rest.charCodeAt(0) === CH_QUOTE)
        return devNull(unquote(rest, 0, lineNo).value);
    const tab = rest.indexOf('\t');
    return devNull(tab >= 0 ? rest.slice(0, tab) : rest);
}
/** A `rename from`/`copy to`… path: the whole rest of the line, C-quoted or verbatim. */
function fullPath(rest, lineNo) {
    if (rest.charCodeAt(0) !== CH_QUOTE)
        return rest;
    const { value, end } = unquote(rest, 0, lineNo);
    if (end !== rest.length)
        throw new DiffParseError(lineNo, 'text after the quoted path');
    return value;
}
/**
 * The two names of a `diff --git` line, prefixes stripped; null when unquoted names with spaces
 * cannot be told apart (git itself then relies on the `---`/`+++` or rename lines).
 */
function gitHeaderNames(rest, lineNo) {
    if (rest.charCodeAt(0) === CH_QUOTE) {
        const first = unquote(rest, 0, lineNo);
        if (rest.charCodeAt(first.end) !== CH_SPACE) {
            throw new DiffParseError(lineNo, 'expected a space after the first quoted name');
        }
        const second = rest.slice(first.end + 1);
        return stripPrefixes(first.value, second.charCodeAt(0) === CH_QUOTE ? fullPath(second, lineNo) : second);
    }
    if (rest.endsWith('"')) {
        // An unquoted name cannot hold `"` (git would quote it), so the first ` "` opens the second name.
        const k = rest.indexOf(' "');
        if (k > 0)
            return stripPrefixes(rest.slice(0, k), fullPath(rest.slice(k + 1), lineNo));
    }
    let only = null;
    let spaces = 0;
    for (let k = rest.indexOf(' '); k >= 0; k = rest.indexOf(' ', k + 1)) {
        spaces++;
        const pair = stripPrefixes(rest.slice(0, k), rest.slice(k + 1));
        if (pair[0] === pair[1])
            return pair;
        only = pair;
    }
    return spaces === 1 ? only : null;
}
/** Strips the `-p1` prefix component, when there is one (see the module comment). */
function stripPrefixes(a, b) {
    if (a !== null && b !== null) {
        const ia = a.indexOf('/');
        const ib = b.indexOf('/');
        if (ia > 0 && ib > 0) {
            const restA = a.slice(ia + 1);
            const restB = b.slice(ib + 1);
            const differ = a.slice(0, ia) !== b.slice(0, ib);
            if (differ && ((ia === 1 && ib === 1) || restA === restB))
                return [restA, restB];
        }
        return [a, b];
    }
    return [oneLetterStripped(a), oneLetterStripped(b)];
}
function oneLetterStripped(name) {
    return name !== null && name.length > 2 && name.charCodeAt(1) === CH_SLASH ? name.slice(2) : name;
}
const ESCAPES = {
    a: 7,
    b: 8,
    t: CH_TAB,
    n: 10,
    v: 11,
    f: 12,
    r: CH_CR,
    '"': 34,
    '\\': 92,
};
const utf8 = new TextDecoder('utf-8');
const encoder = new TextEncoder();
/**
 * Decodes git's C-quoted name starting at `from` (the opening quote): `\ooo` octal bytes, the C
 * escapes, other characters as their UTF-8 bytes; the bytes are decoded as UTF-8 (invalid sequences
 * become U+FFFD). Returns the value and the index after the closing quote.
 */
function unquote(s, from, lineNo) {
    const bytes = [];
    let i = from + 1;
    while (i < s.length) {
        const c = s.charCodeAt(i);
        if (c === CH_QUOTE)
            return { value: utf8.decode(Uint8Array.from(bytes)), end: i + 1 };
        if (c === CH_BACKSLASH) {
            const e = s[i + 1];
            if (e !== undefined && e >= '0' && e <= '3') {
                const oct = s.slice(i + 1, i + 4);
                if (!/^[0-7]{3}$/.test(oct)) {
                    throw new DiffParseError(lineNo, `bad octal escape \\${oct} in a quoted path`);
                }
                bytes.push(parseInt(oct, 8));
                i += 4;
                continue;
            }
            const b = e === undefined ? undefined : ESCAPES[e];
            if (b === undefined)
                throw new DiffParseError(lineNo, `unknown escape \\${e ?? ''} in a quoted path`);
            bytes.push(b);
            i += 2;
            continue;
        }
        if (c < 0x80) {
            bytes.push(c);
            i++;
        }
        else {
            const cp = s.codePointAt(i);
            const ch = String.fromCodePoint(cp);
            for (const byte of encoder.encode(ch))
                bytes.push(byte);
            i += ch.length;
        }
    }
    throw new DiffParseError(lineNo, 'unterminated quoted path');
}

;// CONCATENATED MODULE: ./src/stages/spec-run.ts
/**
 * One spec (SPEC §2), as the property stage and the single-stage commands run it: on one patch (a
 * program through the attestation channel, src/adapters/attest.ts, or a built-in `.yml` or catalog
 * check in-process), registered on its probe patch (must reject) and on the empty patch (must not
 * reject unless `global: true`) into a slot that keeps both results and the digests, and evaluated on
 * the candidate only with a valid slot.
 */








const SLOT_SCHEMA = 'failure-class-gate/slot@1';
const EMPTY_DIFF = { files: [], addedCount: 0, removedCount: 0 };
function isBuiltin(file) {
    const ext = (0,external_node_path_.extname)(file).toLowerCase();
    return ext === '.yml' || ext === '.yaml';
}
/** The witness a spec printed: the last stdout line that is a JSON object with `witness`. */
function parseWitness(stdout) {
    const lines = stdout.split('\n');
    for (let i = lines.length - 1; i >= 0; i--) {
        const line = lines[i].trim();
        if (!line.startsWith('{'))
            continue;
        try {
            const value = JSON.parse(line);
            const message = typeof value.message === 'string' ? value.message.slice(0, 4096) : undefined;
            const w = value.witness;
            if (w && typeof w.path === 'string' && (0,patch_paths/* checkRepoPath */.Q1)(w.path) === undefined) {
                const lineNo = typeof w.line === 'number' && Number.isInteger(w.line) && w.line >= 1 ? w.line : undefined;
                return {
                    witness: { path: w.path, ...(lineNo ? { line: lineNo } : {}), ...(message ? { message } : {}) },
                    message,
                };
            }
            return { message };
        }
        catch {
            continue;
        }
    }
    return {};
}
/** Runs a spec (a program or a built-in `.yml`) on one patch. Never throws. */
async function runSpec(spec, patch, env, phase) {
    const { diff } = patch;
    if (spec.check !== undefined)
        return runCatalogSpec(spec.check, diff, env.timeoutMs, spec.name);
    if (isBuiltin(spec.file)) {
        try {
            const parsed = parseBuiltinSpec((0,external_node_fs_.readFileSync)(spec.file, 'utf8'), spec.name);
            const r = evaluateBuiltinSpec(parsed, diff, { timeoutMs: env.timeoutMs });
            if (!r.rejected)
                return { result: 'clear' };
            const message = r.message ?? r.witness?.message;
            return {
                result: 'reject',
                ...(r.witness ? { witness: r.witness } : {}),
                ...(message ? { message } : {}),
            };
        }
        catch (err) {
            if (err instanceof PredicateBudgetError)
                return { result: 'budget', reason: `${spec.name}: ${err.message}` };
            const msg = err instanceof PredicateSpecError ? err.message : `${spec.name}: ${err.message}`;
            return { result: 'error', reason: msg };
        }
    }
    const logRel = (0,external_node_path_.join)('logs', `${env.logPrefix}-${phase}.log`);
    let patchPath;
    try {
        patchPath = env.handOver(`${env.logPrefix}/${phase}`, patch.bytes, patch.sha256);
    }
    catch (err) {
        return {
            result: 'error',
            reason: `${spec.name}: the ${phase} patch cannot be handed over: ${err.message}`,
        };
    }
    const { proc: r, channel, outcome, } = await runAttested(env.proc, {
        file: spec.file,
        args: [patchPath],
        cwd: env.cwd,
        env: {
            GATE_PATCH: patchPath,
            ...(phase === 'candidate' && env.graded !== undefined ? { GATE_GRADED: env.graded } : {}),
        },
        timeoutMs: env.timeoutMs,
        logPath: env.out.path(logRel),
    });
    const ran = { log: logRel, channel };
    // Only the program's own decision grades: a crash, or a status it did not decide, is an error.
    switch (outcome.kind) {
        case 'not_started':
            return { result: 'error', reason: `${spec.name}: cannot start: ${outcome.reason}`, ...ran };
        case 'budget':
            return {
                result: 'budget',
                reason: `${spec.name} ran past its ${env.timeoutMs} ms budget on the ${phase} patch`,
                ...ran,
            };
        case 'crashed':
            return {
                result: 'error',
                reason: `${spec.name} ${outcome.reason} on the ${phase} patch (a crash is not a rejection)`,
                ...ran,
            };
        case 'tampered':
            return {
                result: 'error',
                reason: `${spec.name} on the ${phase} patch: ${outcome.reason}; the result is not the spec's`,
                ...ran,
            };
        case 'decided':
            if (outcome.code === 0)
                return { result: 'clear', ...ran };
            if (outcome.code === 1)
                return { result: 'reject', ...parseWitness(r.stdout), ...ran };
            return {
                result: 'error',
                reason: `${spec.name} exited ${outcome.code} on the ${phase} patch (a spec rejects with exit 1)`,
                ...ran,
            };
        default: {
            const never = outcome;
            throw new Error(`unknown program outcome ${JSON.stringify(never)}`);
        }
    }
}
function describeRun(run) {
    return run.reason ?? run.result;
}
/** Registers a spec on its probe and on the empty patch; returns the slot (valid or not, with why). */
async function registerSpec(spec, probe, global, env) {
    const specBytes = (0,external_node_fs_.readFileSync)(spec.file);
    const probeBytes = (0,external_node_fs_.readFileSync)(probe.file);
    const base = {
        schema: SLOT_SCHEMA,
        spec: spec.name,
        spec_sha256: (0,hash/* sha256Hex */.f)(specBytes),
        probe: probe.name,
        probe_sha256: (0,hash/* sha256Hex */.f)(probeBytes),
        global,
    };
    let probeDiff;
    try {
        probeDiff = parseUnifiedDiff(probeBytes.toString('utf8'));
        if (probeDiff.files.length === 0)
            throw new DiffParseError(1, 'the probe changes no file');
    }
    catch (err) {
        const why = err instanceof DiffParseError ? err.message : String(err);
        return {
            slot: {
                ...base,
                probe_result: 'error',
                empty_result: 'error',
                valid: false,
                invalid_code: 'PROPERTY_NOT_FALSIFIABLE',
                reason: `probe ${probe.name} is not a patch: ${why}`,
            },
            logs: [],
        };
    }
    const empty = Buffer.alloc(0);
    const [onProbe, onEmpty] = await Promise.all([
        runSpec(spec, { bytes: probeBytes, sha256: base.probe_sha256, diff: probeDiff }, env, 'probe'),
        runSpec(spec, { bytes: empty, sha256: (0,hash/* sha256Hex */.f)(empty), diff: EMPTY_DIFF }, env, 'empty'),
    ]);
    const logs = [onProbe.log, onEmpty.log].filter((l) => !!l);
    let reason;
    let invalid = null;
    const runCode = (r) => r.result === 'budget' ? 'PROPERTY_BUDGET' : r.result === 'error' ? 'PROPERTY_ERROR' : null;
    if (onProbe.result !== 'reject') {
        invalid = runCode(onProbe) ?? 'PROPERTY_NOT_FALSIFIABLE';
        reason = `the probe ${probe.name} was not rejected (${describeRun(onProbe)}): the spec cannot show it can fail`;
    }
    else if (onEmpty.result === 'reject' && !global) {
        invalid = 'PROPERTY_NOT_FALSIFIABLE';
        reason = 'the spec rejects the empty patch (set `global: true` if it is meant to)';
    }
    else if (onEmpty.result === 'budget' || onEmpty.result === 'error') {
        invalid = runCode(onEmpty);
        reason = `the empty-patch run did not finish cleanly (${describeRun(onEmpty)})`;
    }
    else {
        reason =
            'probe rejected; empty patch ' +
                (onEmpty.result === 'reject' ? 'rejected (global spec)' : 'not rejected');
    }
    const slot = {
        ...base,
        probe_result: onProbe.result,
        empty_result: onEmpty.result,
        valid: invalid === null,
        invalid_code: invalid,
        reason,
    };
    return { slot, logs };
}
/** Evaluates a registered spec on the candidate patch; an invalid or stale slot never evaluates. */
async function evalSpec(spec, slot, slotSha256, patch, changedPaths, env) {
    const specSha = (0,hash/* sha256Hex */.f)((0,external_node_fs_.readFileSync)(spec.file));
    const common = { spec: spec.name, spec_sha256: specSha, slot_sha256: slotSha256 };
    if (slot.schema !== SLOT_SCHEMA || slot.spec_sha256 !== specSha) {
        return {
            result: {
                ...common,
                code: 'PROPERTY_NOT_FALSIFIABLE',
                reason: `the slot does not match ${spec.name} (spec digest changed since registration)`,
            },
            logs: [],
        };
    }
    if (!slot.valid) {
        return {
            result: {
                ...common,
                code: slot.invalid_code ?? 'PROPERTY_NOT_FALSIFIABLE',
                reason: slot.reason,
            },
            logs: [],
        };
    }
    const run = await runSpec(spec, patch, env, 'candidate');
    const logs = run.log ? [run.log] : [];
    switch (run.result) {
        case 'clear':
            return {
                result: { ...common, code: 'PROPERTY_CLEAR', reason: 'the spec did not reject the candidate' },
                logs,
            };
        case 'reject': {
            const witness = run.witness ?? {
                path: changedPaths[0] ?? '(patch)',
                message: run.message ?? 'the spec rejected the patch without naming a witness',
            };
            return {
                result: {
                    ...common,
                    code: 'PROPERTY_REJECT',
                    witness,
                    reason: run.message ?? `${spec.name} rejected the patch`,
                },
                logs,
            };
        }
        case 'budget':
            return { result: { ...common, code: 'PROPERTY_BUDGET', reason: run.reason ?? 'over budget' }, logs };
        case 'error':
            return {
                result: { ...common, code: 'PROPERTY_ERROR', reason: run.reason ?? 'the spec crashed' },
                logs,
            };
        default: {
            const never = run.result;
            throw new Error(`unknown spec result ${String(never)}`);
        }
    }
}

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
            catalog = materializeCheck(ctx.out, dir, p.builtin);
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
    const { slot, logs: regLogs } = await registerSpec(spec, { name: p.probe ?? `${p.spec}.patch`, file: probeFile }, p.global, env);
    const slotRef = ctx.out.writeJson(`${dir}/slot.json`, slot);
    const evaluated = await evalSpec(spec, slot, slotRef.sha256, { bytes: ctx.patch.bytes, sha256: ctx.patch.digest.replace(/^sha256:/, ''), diff: ctx.patch.diff }, ctx.patch.changed, env);
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
        ...(isBuiltin(specFile) ? {} : { attested: resultChannelOf(specFile) === 'attested' }),
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

// EXTERNAL MODULE: ./src/classify/pyjson.ts
var pyjson = __webpack_require__(21737);
// EXTERNAL MODULE: ./src/oracle/manifest.ts
var manifest = __webpack_require__(89549);
;// CONCATENATED MODULE: ./src/run/pool.ts
/**
 * A bounded pool for replays: at most `limit` calls of `fn` run at once, results come back in the
 * order of `items`, and `onResult` sees them in that order too (result i only after results 0..i-1),
 * so the trace, the files and the log read the same whatever finished first. Small enough to own:
 * the libraries for this (p-limit, p-map) order results but not the callback that logs as they land.
 * The first error stops new calls from starting and is thrown once the running ones have settled, so
 * nothing is left running behind the caller's back.
 */
async function mapOrdered(items, limit, fn, onResult) {
    if (!Number.isInteger(limit) || limit < 1)
        throw new Error(`pool: limit must be a positive integer, got ${limit}`);
    const results = new Array(items.length);
    const done = new Array(items.length).fill(false);
    let next = 0;
    let reported = 0;
    let failure;
    const report = () => {
        while (reported < items.length && done[reported]) {
            onResult?.(results[reported], reported);
            reported++;
        }
    };
    const worker = async () => {
        while (failure === undefined && next < items.length) {
            const i = next++;
            try {
                results[i] = await fn(items[i], i);
                done[i] = true;
                report();
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    if (failure !== undefined)
        throw failure.error;
    return results;
}
/**
 * At most `limit` holders at once; the rest wait in arrival order. The replay stages wrap their
 * process runner in one, so a pool of replays never runs more processes side by side than it says.
 */
class Slots {
    limit;
    free;
    waiting = [];
    constructor(limit) {
        this.limit = limit;
        if (!Number.isInteger(limit) || limit < 1)
            throw new Error(`pool: limit must be a positive integer, got ${limit}`);
        this.free = limit;
    }
    async run(fn) {
        if (this.free > 0)
            this.free--;
        else
            await new Promise((resolve) => this.waiting.push(resolve));
        try {
            return await fn();
        }
        finally {
            const next = this.waiting.shift();
            if (next)
                next();
            else
                this.free++;
        }
    }
}

// EXTERNAL MODULE: ./src/run/shard.ts
var run_shard = __webpack_require__(66941);
// EXTERNAL MODULE: ./src/oracle/config.ts + 1 modules
var oracle_config = __webpack_require__(2443);
// EXTERNAL MODULE: ./src/oracle/inputs.ts
var oracle_inputs = __webpack_require__(41441);
;// CONCATENATED MODULE: ./src/oracle/fixture-probe.ts
/**
 * Fixture probes (SPEC §2 "Every check proves it can fail — fixtures too"). A fixture names `probe`:
 * a unified diff of the code under test, a known bug. Before any candidate replay, the probe is
 * applied to a tree of the base revision and the fixture's seeds are replayed there, stopping at the
 * first that misses. A seed that misses shows the fixture can fail; none → FIXTURE_NOT_FALSIFIABLE.
 * That is what catches an invariant that never loads the code under test, a placeholder law, or a
 * law the code cannot break: each of them holds on the probed tree too.
 *
 * - The tree is the run's base checkout (made before any user code ran, src/run/base-checkout.ts):
 *   each use gets it back as the base revision holds it, so a probe never leaks into a base replay.
 * - The probe is applied with `git apply` against an empty repository of the gate's own: no
 *   configuration, attributes or hooks of the candidate's repository take part, and git refuses
 *   paths that leave the tree or pass through a symbolic link.
 * - A probe that changes an oracle file (the invariant, the generator, the manifest, an input, the
 *   config, any spec or `protected` path) proves nothing about the code under test: not falsifiable.
 * - The generator runs from the oracle (base) tree, the invariant at its own path in the probed tree
 *   (its bytes checked against the base first), cwd the probed tree, as a candidate replay runs.
 * - A probe replay that crashes or runs out of time is not a miss: it says nothing about the law.
 *   Only exit 1 of the invariant, through its channel, counts.
 * - Budget: one replay per seed tried, at most the fixture's seeds, stopping at the first miss.
 */









const FIXTURE_PROBE_SCHEMA = 'failure-class-gate/fixture-probe@1';
/** What the summary and `gate check` say of a fixture whose probe made no seed miss. */
const NOT_FALSIFIABLE_ADVICE = 'this check cannot fail: its probe did not make any seed miss — does the invariant load the code under test?';
/** A fixture's probe: apply it to the base, replay the seeds until one misses, write the slot. */
async function probeFixture(env, s) {
    const started = Date.now();
    if (s.probe === null) {
        return {
            outcome: {
                target: s.target,
                probe: null,
                result: 'no_probe',
                seeds_tried: [],
                replays: 0,
                elapsed_ms: 0,
                reason: 'nothing shows this fixture can fail: it names no probe (version: 1); add a probe, a known bug of the code under test on which some seed misses',
                logs: [],
            },
        };
    }
    const probe = s.probe;
    const attempts = [];
    let probeSha;
    let reason;
    let missed;
    try {
        const probeFile = await env.oracle.locate(probe);
        env.oracle.reads.push(probe);
        const bytes = (0,external_node_fs_.readFileSync)(probeFile);
        probeSha = (0,hash/* sha256Hex */.f)(bytes);
        const refusal = probeRefusal(bytes, s, env);
        if (refusal !== null)
            reason = refusal;
        else if (env.baseCheckout === undefined)
            reason = 'no tree of the base revision is available to apply the probe to';
        else {
            const ran = await env.baseCheckout((dir) => replayProbed(env, s, probeFile, dir, attempts));
            missed = ran.missed;
            reason = ran.reason;
        }
    }
    catch (err) {
        if (!(err instanceof reader/* OracleError */.lF))
            throw err;
        reason = `the probe cannot be read: ${err.message}`;
    }
    const manifestSha = await fileSha(env.oracle, s.manifest);
    const result = missed !== undefined ? 'falsifiable' : 'not_falsifiable';
    const slot = {
        schema: FIXTURE_PROBE_SCHEMA,
        target: s.target,
        manifest: s.manifest,
        manifest_sha256: manifestSha,
        invariant: s.invariant,
        invariant_sha256: s.invariantSha256,
        generator: s.generator,
        generator_sha256: s.generatorSha256,
        inputs_sha256: s.baseInputsSha256,
        probe,
        probe_sha256: probeSha ?? null,
        result,
        seeds_tried: attempts.map((a) => a.seed),
        missed_seed: missed ?? null,
        attempts,
        reason,
    };
    const artifact = env.out.writeJson(`${s.dir}/probe.json`, slot);
    return {
        outcome: {
            target: s.target,
            probe,
            result,
            ...(probeSha !== undefined ? { probe_sha256: probeSha } : {}),
            seeds_tried: slot.seeds_tried,
            ...(missed !== undefined ? { missed_seed: missed } : {}),
            slot: artifact.path,
            slot_sha256: artifact.sha256,
            replays: attempts.length,
            elapsed_ms: Date.now() - started,
            reason,
            logs: attempts.flatMap((a) => a.logs),
        },
        artifact,
    };
}
/** Why the probe cannot show anything before it runs (not a patch, changes an oracle file); else null. */
function probeRefusal(bytes, s, env) {
    let touched;
    try {
        const diff = parseUnifiedDiff(bytes.toString('utf8'));
        touched = touchedPaths(diff);
    }
    catch (err) {
        if (!(err instanceof DiffParseError))
            throw err;
        return `the probe ${s.probe} is not a patch: ${err.message}`;
    }
    if (touched.length === 0)
        return `the probe ${s.probe} changes no file`;
    const oracle = new Set([...env.oraclePaths, s.generator, ...s.inputPaths]);
    const isProtected = env.protectedGlobs.length > 0 ? (0,patch_paths/* globMatcher */.fU)(env.protectedGlobs) : () => false;
    const bad = touched.filter((p) => oracle.has(p) || isProtected(p));
    if (bad.length > 0)
        return `the probe ${s.probe} changes the gate's own files (${bad.slice(0, 5).join(', ')}): a probe must change the code under test, not the check`;
    return null;
}
/** In the base checkout: apply the probe, then replay the seeds until one misses. */
async function replayProbed(env, s, probeFile, dir, attempts) {
    const applied = await fixture_probe_applyProbe(dir, probeFile);
    if (applied !== null)
        return { reason: `the probe ${s.probe} does not apply to the base revision: ${applied}` };
    // The invariant runs at its path in the probed tree: it must still be the base's bytes.
    let invariantNow;
    try {
        invariantNow = (0,hash/* sha256Hex */.f)((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, s.invariant)));
    }
    catch {
        invariantNow = 'unreadable';
    }
    if (invariantNow !== s.invariantSha256)
        return { reason: `${s.invariant} in the probed tree is not the base revision's file` };
    const inputs = await (0,oracle_inputs/* hashInputs */._)(dir, s.inputs);
    if (!inputs.ok || inputs.digest !== s.baseInputsSha256)
        return { reason: 'the inputs in the probed tree are not the bytes bound on the base revision' };
    for (const seed of s.seeds) {
        const attemptDir = `${s.dir}/probe/seed-${seed}`;
        const run = await env.replay({ invariant: (0,external_node_path_.join)(dir, s.invariant), cwd: dir, seed, attemptDir });
        attempts.push({ seed, result: run.result, exit_code: run.exitCode, reason: run.reason, logs: run.logs });
        if (run.result === 'fail')
            return { missed: seed, reason: `seed ${seed} missed with the probe applied: the fixture can fail` };
    }
    const held = attempts.filter((a) => a.result === 'pass').length;
    const broken = attempts.length - held;
    const why = broken === 0
        ? `every seed held with the probe applied (${held} of ${attempts.length})`
        : `no seed missed with the probe applied: ${held} held, ${broken} crashed or ran out of time (a crash or a timeout is not a miss: it proves nothing)`;
    return { reason: `${why}: ${NOT_FALSIFIABLE_ADVICE}` };
}
/**
 * `git apply` of the probe in `dir`, against an empty repository of the gate's own (so nothing the
 * candidate's repository configures takes part); null when it applied, else git's complaint.
 */
async function fixture_probe_applyProbe(dir, probeFile) {
    const empty = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-probe-git-'));
    try {
        await (0,adapters_git/* gitRun */.qM)(empty, ['init', '--quiet', '--bare', (0,external_node_path_.join)(empty, 'git')]);
        await (0,adapters_git/* gitRun */.qM)(dir, ['apply', '--whitespace=nowarn', probeFile], {
            env: { GIT_DIR: (0,external_node_path_.join)(empty, 'git'), GIT_WORK_TREE: dir },
        });
        return null;
    }
    catch (err) {
        const text = err instanceof Error ? err.message : String(err);
        return text.split('\n').slice(0, 3).join(' ').slice(0, 500);
    }
    finally {
        (0,external_node_fs_.rmSync)(empty, { recursive: true, force: true });
    }
}
async function fileSha(oracle, rel) {
    try {
        return (0,hash/* sha256Hex */.f)((0,external_node_fs_.readFileSync)(await oracle.locate(rel)));
    }
    catch {
        return null;
    }
}

// EXTERNAL MODULE: ./src/trace/evidence.ts + 1 modules
var trace_evidence = __webpack_require__(58697);
;// CONCATENATED MODULE: ./src/stages/judge.ts
/**
 * An exercise + judge fixture (SPEC §12): the *exercise* runs at its own path in the attempt's tree,
 * loads the code under test and writes its outputs for the generated cases as JSON into a folder the
 * gate made (`GATE_OUTPUTS`); the *judge* (the fixture's `invariant`) then runs from the oracle tree —
 * as a generator does — in a fresh process whose module paths hold no candidate folder, reads the cases
 * and the outputs, and decides. Plain data crossing a process boundary cannot carry an `__eq__`, a
 * `valueOf` or a patched `assert`/`JSON` into the judge.
 *
 * What this module checks around the two programs, each a reason the replay is not a decision:
 * - the exercise left the generated cases as the generator wrote them ({@link casesDigest});
 * - every file in the outputs folder is JSON, a regular file, and the folder is bounded ({@link outputsProblem});
 * - the judge's load record (the result channel's preload, src/adapters/attest-preload.ts) names no
 *   file of the attempt's tree: the record is kept relative to the judge's working folder, which is
 *   that tree, so an empty record proves it loaded no candidate file; a judge without a record (not
 *   Node or Python) proves nothing ({@link judgeLoadProblem}).
 */



/** The folder, inside the generator's output folder, the gate makes for the exercise's outputs. */
const OUTPUTS_FOLDER = 'exercise-outputs';
/** The folder, inside the generator's output folder, the gate makes for the judge's copies of `judge_inputs`. */
const JUDGE_INPUTS_FOLDER = 'judge-inputs';
/** The most bytes the exercise's outputs may hold (they are parsed as JSON). */
const judge_MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
/** The most entries the outputs folder may hold. */
const MAX_OUTPUT_FILES = 10_000;
/**
 * A digest of what the generator wrote (every path, its type, and its bytes or link target), the
 * outputs folder left out. Never throws: an unreadable entry is part of the digest as such.
 */
function casesDigest(dir) {
    const h = (0,external_node_crypto_.createHash)('sha256');
    const walk = (rel) => {
        const p = rel === '' ? dir : (0,external_node_path_.join)(dir, rel);
        let names;
        try {
            names = (0,external_node_fs_.readdirSync)(p).sort();
        }
        catch {
            h.update(`unreadable\0${rel}\0`);
            return;
        }
        for (const name of names) {
            const r = rel === '' ? name : `${rel}/${name}`;
            if (r === OUTPUTS_FOLDER)
                continue;
            try {
                const st = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(dir, r));
                if (st.isDirectory()) {
                    h.update(`dir\0${r}\0`);
                    walk(r);
                }
                else if (st.isSymbolicLink())
                    h.update(`link\0${r}\0${(0,external_node_fs_.readlinkSync)((0,external_node_path_.join)(dir, r))}\0`);
                else if (st.isFile())
                    h.update(`file\0${r}\0${st.size}\0`).update((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, r)));
                else
                    h.update(`other\0${r}\0`);
            }
            catch {
                h.update(`unreadable\0${r}\0`);
            }
        }
    };
    walk('');
    return h.digest('hex');
}
/**
 * Why the outputs folder is not plain data, or null: each entry a folder or a regular file (no link,
 * no device), each file JSON, at most {@link MAX_OUTPUT_BYTES} in all.
 */
function outputsProblem(dir) {
    let bytes = 0;
    let count = 0;
    const walk = (rel) => {
        const names = (0,external_node_fs_.readdirSync)(rel === '' ? dir : (0,external_node_path_.join)(dir, rel)).sort();
        for (const name of names) {
            const r = rel === '' ? name : `${rel}/${name}`;
            if (++count > MAX_OUTPUT_FILES)
                return `more than ${MAX_OUTPUT_FILES} entries`;
            const st = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(dir, r));
            if (st.isDirectory()) {
                const inner = walk(r);
                if (inner !== null)
                    return inner;
                continue;
            }
            if (!st.isFile())
                return `${r} is not a regular file`;
            bytes += st.size;
            if (bytes > judge_MAX_OUTPUT_BYTES)
                return `more than ${judge_MAX_OUTPUT_BYTES} bytes`;
            try {
                JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, r), 'utf8'));
            }
            catch {
                return `${r} is not JSON`;
            }
        }
        return null;
    };
    try {
        return walk('');
    }
    catch (err) {
        return `cannot be read (${err.message})`;
    }
}
/**
 * Why the judge's run does not prove it loaded no candidate file, or null when it does. `self` is the
 * judge's own path in the tree when it lies there (`gate check`, where the checkout is both the oracle
 * and the tree under test): the program itself is not a file it loaded.
 */
function judgeLoadProblem(run, self) {
    if (run.channel !== 'attested')
        return 'the judge has no load record (only Node and Python judges keep one), so nothing proves it loaded no candidate file';
    const loaded = (run.loaded ?? []).filter((f) => f !== self);
    if (loaded.length === 0)
        return null;
    const shown = loaded.slice(0, 5).join(', ') + (loaded.length > 5 ? `, … (${loaded.length} in all)` : '');
    return `the judge loaded files of the tree under test (${shown}): a judge must never load a candidate file`;
}
/** The JSON files of an outputs folder, '/'-separated paths in sorted order. */
function jsonFiles(dir, rel = '') {
    const out = [];
    for (const name of (0,external_node_fs_.readdirSync)(rel === '' ? dir : (0,external_node_path_.join)(dir, rel)).sort()) {
        const r = rel === '' ? name : `${rel}/${name}`;
        if ((0,external_node_fs_.lstatSync)((0,external_node_path_.join)(dir, r)).isDirectory())
            out.push(...jsonFiles(dir, r));
        else
            out.push(r);
    }
    return out;
}
/** A value as one line, at most `max` characters. */
function shown(v, max = 200) {
    const text = v === undefined ? '(nothing)' : JSON.stringify(v);
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
/**
 * `law: same-as-base`: the first place the candidate's outputs differ from the base revision's, side
 * by side (`out.json[3]: candidate 10, base 9`), or null when they are the same data. Both folders
 * passed {@link outputsProblem}: every file is JSON. Object keys in any order are the same data.
 */
function firstDifference(candidate, base) {
    const a = jsonFiles(candidate);
    const b = jsonFiles(base);
    const onlyA = a.find((f) => !b.includes(f));
    if (onlyA !== undefined)
        return `${onlyA}: written on the candidate, not on the base`;
    const onlyB = b.find((f) => !a.includes(f));
    if (onlyB !== undefined)
        return `${onlyB}: written on the base, not on the candidate`;
    const canon = (v) => JSON.stringify(sortKeys(v));
    for (const f of a) {
        const x = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(candidate, f), 'utf8'));
        const y = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(base, f), 'utf8'));
        if (canon(x) === canon(y))
            continue;
        if (Array.isArray(x) && Array.isArray(y)) {
            for (let i = 0; i < Math.max(x.length, y.length); i++)
                if (canon(x[i]) !== canon(y[i]))
                    return `${f}[${i}]: candidate ${shown(x[i])}, base ${shown(y[i])}`;
        }
        return `${f}: candidate ${shown(x)}, base ${shown(y)}`;
    }
    return null;
}
function sortKeys(v) {
    if (Array.isArray(v))
        return v.map(sortKeys);
    if (v !== null && typeof v === 'object')
        return Object.fromEntries(Object.keys(v)
            .sort()
            .map((k) => [k, sortKeys(v[k])]));
    return v;
}
/** How many attempts hide each file now, and its mode and owner before the first did. */
const hiddenNow = new Map();
/**
 * Makes the judge-only files at `paths` in each of `trees` unreadable to user code while the exercise
 * runs, and each tree's `.git` too (the base revision's blobs are there: `git show HEAD:answers.json`
 * would read them): files mode 0600 and folders 0700 and, where the gate is root, owned by root, so a
 * sandbox user — never their owner — can neither read them nor give itself the right back, while the
 * gate (their owner, or root) still reads them to copy for the judge. A link or a missing path is left
 * alone. Counted per path, as attempts share trees; `restore` undoes it once the last attempt is done.
 * Without the sandbox, user code runs as the gate's own user and this hides nothing from it
 * (SECURITY.md).
 */
function hideJudgeInputs(trees, paths) {
    const done = [];
    const root = process.getuid?.() === 0;
    for (const tree of new Set(trees))
        for (const p of [...paths, '.git']) {
            const file = (0,external_node_path_.join)(tree, p);
            let st;
            try {
                st = (0,external_node_fs_.lstatSync)(file);
            }
            catch {
                continue;
            }
            if (!st.isFile() && !st.isDirectory())
                continue;
            const seen = hiddenNow.get(file);
            if (seen !== undefined)
                seen.count++;
            else {
                hiddenNow.set(file, { count: 1, mode: st.mode & 0o7777, uid: st.uid, gid: st.gid });
                if (root)
                    (0,external_node_fs_.lchownSync)(file, 0, 0);
                (0,external_node_fs_.chmodSync)(file, st.isDirectory() ? 0o700 : 0o600);
            }
            done.push(file);
        }
    let restored = false;
    return {
        restore: () => {
            if (restored)
                return;
            restored = true;
            for (const file of done) {
                const seen = hiddenNow.get(file);
                if (seen === undefined || --seen.count > 0)
                    continue;
                hiddenNow.delete(file);
                try {
                    if (root)
                        (0,external_node_fs_.lchownSync)(file, seen.uid, seen.gid);
                    (0,external_node_fs_.chmodSync)(file, seen.mode);
                }
                catch {
                    // The tree went (a dropped view): nothing to give back.
                }
            }
        },
    };
}
/**
 * Where {@link copyJudgeInputs} puts the copies in `dir`, in the manifest's order (known before the
 * copies are made: a judge started held beside the exercise gets them in its environment).
 */
function judgeInputCopies(inputs, dir) {
    return inputs.paths.map((p) => (0,external_node_path_.join)(dir, p));
}
/**
 * Copies the judge-only files from the oracle tree into `dir` (made here, read-only), for the judge;
 * the paths of the copies, in the manifest's order, or why one cannot be copied (not a regular file
 * of the tree: a link is not followed). Made after the exercise ended, so it never saw them.
 */
function copyJudgeInputs(inputs, dir) {
    const files = [];
    const copies = judgeInputCopies(inputs, dir);
    for (const [i, p] of inputs.paths.entries()) {
        const from = (0,external_node_path_.join)(inputs.root, p);
        let st;
        try {
            st = (0,external_node_fs_.lstatSync)(from);
        }
        catch {
            return { problem: `the judge input ${p} is missing on the base revision` };
        }
        if (!st.isFile())
            return { problem: `the judge input ${p} is not a regular file on the base revision` };
        const to = copies[i];
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(to), { recursive: true });
        (0,external_node_fs_.writeFileSync)(to, (0,external_node_fs_.readFileSync)(from), { mode: 0o444 });
        files.push(to);
    }
    return { files };
}

;// CONCATENATED MODULE: ./src/stages/replay.ts
/**
 * One replay of a (fixture, seed), as the fixture and classify stages and the single-stage commands
 * run it: the inputs hashed (never program output), the generator with the seed into a fresh folder,
 * then the invariant over it. The invariant's own decision 0 is a pass, 1 a fail (read through the
 * attestation channel, src/adapters/attest.ts, where its interpreter has one); anything else — a
 * timeout, a crash, a status the invariant did not decide — says the budget or the transcript did
 * not hold, never a pass and never a fail. The environment record of SPEC §4 is
 * src/stages/replay-env.ts; a base replay, with its inputs checked first, src/stages/base-replay.ts.
 *
 * Where the invariant runs (SPEC §2): at its own repository path inside the tree the attempt runs in
 * (`join(cwd, path)`: the candidate checkout, or a tree of the base revision for the base replay), so
 * a relative import, `import.meta.url`, `__file__` and Python's `sys.path[0]` reach the code under
 * test and not a copy of the base. The generator stays in the base tree. The oracle's pinned files
 * in that tree are checked against the base blobs before the first program and after each one
 * (src/oracle/pinned.ts): a difference ends the replay incomplete, and the trace's
 * `pinned_mismatches` fail the run's audit — never a grade.
 */




/** Why a program's run is not a decision, for a replay's reason; null when it decided. */
function notDecided(outcome) {
    switch (outcome.kind) {
        case 'decided':
            return null;
        case 'not_started':
            return `cannot start: ${outcome.reason}`;
        case 'budget':
            return 'ran past its budget';
        case 'crashed':
        case 'tampered':
            return outcome.reason;
        default: {
            const never = outcome;
            throw new Error(`unknown program outcome ${JSON.stringify(never)}`);
        }
    }
}
/** Why the oracle in the tree is not the base's, as a replay's reason; null when it is (or unpinned). */
function pinProblem(f, when) {
    if (f.pinned === undefined)
        return null;
    const d = f.pinned.oracle.check(f.cwd, when);
    return d === null
        ? null
        : `an oracle file in the tree the replay runs in is not the base revision's (${when}): ${d}`;
}
/** One replay: the generator with the seed into a fresh folder, then the invariant over it. */
async function replayOnce(proc, f) {
    const kept = f.out.path(f.attemptDir, 'out');
    (0,external_node_fs_.rmSync)(kept, { recursive: true, force: true });
    (0,external_node_fs_.mkdirSync)(f.scratch ?? kept, { recursive: true });
    try {
        return await replayIn(proc, f, f.scratch ?? kept);
    }
    finally {
        if (f.scratch !== undefined) {
            // A rename inside the state folder: nothing the programs wrote is read or followed.
            (0,external_node_fs_.mkdirSync)(f.out.path(f.attemptDir), { recursive: true });
            (0,external_node_fs_.rmSync)(kept, { recursive: true, force: true });
            (0,external_node_fs_.renameSync)(f.scratch, kept);
            ownBack(kept);
        }
    }
}
/**
 * The kept outputs belong to the gate again (the sandbox hands back what it granted at its own path,
 * and the scratch folder has moved): links are never followed. Only root can; under sudo they stay
 * the sandbox user's until the state folder goes.
 */
function ownBack(dir) {
    const uid = process.getuid?.();
    const gid = process.getgid?.();
    if (uid !== 0 || gid === undefined)
        return;
    const walk = (p) => {
        const st = (0,external_node_fs_.lstatSync)(p);
        (0,external_node_fs_.lchownSync)(p, uid, gid);
        if (st.isDirectory())
            for (const n of (0,external_node_fs_.readdirSync)(p))
                walk((0,external_node_path_.join)(p, n));
    };
    try {
        walk(dir);
    }
    catch {
        // A file that vanished meanwhile: nothing to hand back.
    }
}
async function replayIn(proc, f, outFolder) {
    const before = pinProblem(f, 'before the generator');
    if (before !== null)
        return { result: 'incomplete', exitCode: null, reason: before, elapsedMs: 0, logs: [] };
    const env = {
        GATE_SEED: String(f.seed),
        GATE_INPUTS: JSON.stringify(f.inputs),
        GATE_OUT: outFolder,
        GATE_CASES: outFolder,
    };
    const genLog = (0,external_node_path_.join)(f.attemptDir, 'generator.log');
    const gen = runAttested(proc, {
        file: f.generator,
        cwd: f.cwd,
        env,
        timeoutMs: f.timeoutMs,
        logPath: f.out.path(genLog),
        writableDirs: [outFolder],
    });
    // The invariant: at its path in the tree, in the same working folder, with the same environment
    // and the cases' folder to write in. It starts held beside the generator where the two are
    // different OS users (holdBeside), and is released where it would start today: the generator
    // ended and everything between checked; the cases' folder is its own only from then.
    const invLog = (0,external_node_path_.join)(f.attemptDir, 'invariant.log');
    const invSpec = {
        file: f.pinned !== undefined ? (0,external_node_path_.join)(f.cwd, f.pinned.invariant) : f.invariant,
        cwd: f.cwd,
        env,
        timeoutMs: f.timeoutMs,
        logPath: f.out.path(invLog),
        writableDirs: [outFolder],
    };
    const held = f.exercise === undefined ? holdBeside(proc, invSpec, [outFolder]) : undefined;
    try {
        return await afterGenerator(proc, f, outFolder, env, await gen, genLog, { invSpec, invLog }, held);
    }
    finally {
        // Unreleased: killed, its user's processes gone, its channel removed, before the replay returns.
        await held?.letGo();
    }
}
/** What follows the generator: its checks, then the invariant (or the exercise and the judge). */
async function afterGenerator(proc, f, outFolder, env, gen, genLog, inv, held) {
    // The budget covers the two programs only (SPEC §4): each one's own run time, never the gate's work
    // before, between or around them.
    let spent = 0;
    const logs = [genLog];
    const attested = { generator: gen.channel === 'attested' };
    spent += gen.proc.elapsedMs;
    const afterGen = pinProblem(f, 'after the generator');
    if (afterGen !== null)
        return {
            result: 'incomplete',
            exitCode: null,
            reason: afterGen,
            elapsedMs: spent,
            logs,
            attested,
        };
    if (gen.outcome.kind === 'budget') {
        return {
            result: 'budget',
            exitCode: null,
            reason: `the generator ran past the ${f.timeoutMs} ms replay budget`,
            elapsedMs: spent,
            logs,
            attested,
        };
    }
    const genProblem = gen.outcome.kind === 'decided'
        ? gen.outcome.code === 0
            ? null
            : `exited ${gen.outcome.code}`
        : notDecided(gen.outcome);
    if (genProblem !== null) {
        return {
            result: 'incomplete',
            exitCode: gen.proc.exitCode,
            reason: `the generator ${genProblem}`,
            elapsedMs: spent,
            logs,
            attested,
        };
    }
    if (f.exercise !== undefined)
        return exerciseAndJudge(proc, f, f.exercise, outFolder, env, { spent, logs, attested });
    const remaining = Math.max(1, f.timeoutMs - spent);
    logs.push(inv.invLog);
    const run = held !== undefined
        ? await held.release(remaining)
        : await runAttested(proc, { ...inv.invSpec, timeoutMs: remaining });
    attested.invariant = run.channel === 'attested';
    spent += run.proc.elapsedMs;
    const done = { elapsedMs: spent, logs, attested };
    // Whatever the invariant decided, it decided nothing if the oracle under it changed meanwhile.
    const afterInv = pinProblem(f, 'after the invariant');
    if (afterInv !== null)
        return { result: 'incomplete', exitCode: run.proc.exitCode, reason: afterInv, ...done };
    return invariantDecision(run, f.timeoutMs, done);
}
/** What the invariant's (or the judge's) run means for the replay. */
function invariantDecision(inv, timeoutMs, done) {
    const o = inv.outcome;
    if (o.kind === 'budget')
        return {
            result: 'budget',
            exitCode: null,
            reason: `the invariant ran past the ${timeoutMs} ms replay budget`,
            ...done,
        };
    if (o.kind === 'not_started')
        return {
            result: 'incomplete',
            exitCode: null,
            reason: `the invariant cannot start: ${o.reason}`,
            ...done,
        };
    // A crash, or a status the invariant did not decide, is an incomplete transcript: never a pass,
    // and never a fail that could blame the side it ran on.
    if (o.kind === 'crashed' || o.kind === 'tampered')
        return {
            result: 'incomplete',
            exitCode: inv.proc.exitCode,
            reason: `the invariant ${o.reason} (not a decision of the invariant)`,
            ...done,
        };
    if (o.code === 0)
        return { result: 'pass', exitCode: 0, reason: 'the invariant held', ...done };
    if (o.code === 1)
        return { result: 'fail', exitCode: 1, reason: 'the invariant failed (exit 1)', ...done };
    return {
        result: 'incomplete',
        exitCode: o.code,
        reason: `the invariant exited ${o.code} (not 0 or 1)`,
        ...done,
    };
}
/**
 * The exercise at its path in the tree, its outputs into a folder the gate made, then the judge from
 * the oracle tree over the cases and the outputs (src/stages/judge.ts says what is checked between).
 */
async function exerciseAndJudge(proc, f, ex, outFolder, env, so) {
    const { logs, attested, spent } = so;
    const not = (reason, exitCode = null, elapsedMs = spent) => ({
        result: 'incomplete',
        exitCode,
        reason,
        elapsedMs,
        logs,
        attested,
    });
    const outputs = (0,external_node_path_.join)(outFolder, OUTPUTS_FOLDER);
    for (const folder of [OUTPUTS_FOLDER, ...(ex.judgeInputs !== undefined ? [JUDGE_INPUTS_FOLDER] : [])])
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(outFolder, folder)))
            return not(`the generator wrote ${folder}/, a folder the gate makes for the exercise and the judge`);
    // The judge-only files stay unreadable to user code (in the attempt's tree and in the oracle tree)
    // until the judge has run; the judge reads copies made once the exercise ended.
    const hidden = ex.judgeInputs !== undefined
        ? hideJudgeInputs([f.cwd, ex.judgeInputs.root], ex.judgeInputs.paths)
        : undefined;
    try {
        return await exerciseThenJudge(proc, f, ex, outFolder, outputs, env, { spent, logs, attested }, not);
    }
    finally {
        hidden?.restore();
        (0,external_node_fs_.rmSync)((0,external_node_path_.join)(outFolder, JUDGE_INPUTS_FOLDER), { recursive: true, force: true });
    }
}
/**
 * Where programs that run side by side are different OS users (the sandbox), `spec`'s process starts
 * now, held by the result channel's preload before any code of its own (it waits for its nonce:
 * src/adapters/attest-preload.ts), so its interpreter's start is not paid after the program it waits
 * for. Released — its nonce written, its budget, time and log starting then, its folders
 * (`writableAtRelease`) granted then — only where it would start today; a replay that ends before
 * that lets it go, killed unreleased. Its user is not the running program's: that one can neither
 * signal it nor trace it nor read its memory. Undefined where it cannot be held (not apart, or a
 * program without the attested channel): it starts at its turn, as without the sandbox.
 */
function holdBeside(proc, spec, writableAtRelease = []) {
    if (proc.apart !== true || resultChannelOf(spec.file) !== 'attested')
        return undefined;
    let release = () => { };
    let released = false;
    const held = runAttested(proc, {
        ...spec,
        writableDirs: (spec.writableDirs ?? []).filter((d) => !writableAtRelease.includes(d)),
        writableAtRelease,
        hold: new Promise((r) => (release = r)),
    });
    // A held program the runner could not start (no second user could be made) fails no replay: it
    // then starts at its release, as without the sandbox.
    const failedUnreleased = held.then(() => false, () => !released);
    return {
        release: async (budgetMs) => {
            released = true;
            release(budgetMs);
            try {
                return await held;
            }
            catch (err) {
                if (await failedUnreleased)
                    return runAttested(proc, { ...spec, timeoutMs: budgetMs });
                throw err;
            }
        },
        letGo: async () => {
            release(null);
            await failedUnreleased;
        },
    };
}
async function exerciseThenJudge(proc, f, ex, outFolder, outputs, env, so, notWith) {
    const cases = casesDigest(outFolder);
    (0,external_node_fs_.mkdirSync)(outputs);
    const judgeEnv = {
        ...env,
        GATE_OUTPUTS: outputs,
        ...(ex.judgeInputs !== undefined
            ? {
                GATE_JUDGE_INPUTS: JSON.stringify(judgeInputCopies(ex.judgeInputs, (0,external_node_path_.join)(outFolder, JUDGE_INPUTS_FOLDER))),
            }
            : {}),
    };
    const judgeLog = (0,external_node_path_.join)(f.attemptDir, 'invariant.log');
    // The judge: a file of the oracle tree, in a fresh process, with nothing to write.
    const judgeSpec = {
        file: ex.judge,
        cwd: f.cwd,
        env: judgeEnv,
        timeoutMs: f.timeoutMs,
        logPath: f.out.path(judgeLog),
        writableDirs: [],
    };
    const exLog = (0,external_node_path_.join)(f.attemptDir, 'exercise.log');
    so.logs.push(exLog);
    const exercise = runAttested(proc, {
        file: (0,external_node_path_.join)(f.cwd, ex.path),
        cwd: f.cwd,
        env: { ...env, GATE_OUT: outputs, GATE_OUTPUTS: outputs },
        timeoutMs: Math.max(1, f.timeoutMs - so.spent),
        logPath: f.out.path(exLog),
        writableDirs: [outputs],
    });
    // The judge starts held beside the exercise where the two are different OS users (holdBeside),
    // and is released where it would start today: the exercise ended and everything between checked.
    const held = ex.collectOnly !== true ? holdBeside(proc, judgeSpec) : undefined;
    try {
        return await judgeAfter(proc, f, ex, { outFolder, outputs, cases, judgeSpec, judgeLog }, await exercise, so, notWith, held?.release);
    }
    finally {
        // Unreleased: killed, its user's processes gone, its channel removed, before the replay returns.
        await held?.letGo();
    }
}
/** What follows the exercise: the checks between the two programs, then the judge. */
async function judgeAfter(proc, f, ex, at, exercise, so, notWith, 
/** Releases the judge started held with this budget, and its run. */
releaseHeld) {
    const { logs, attested } = so;
    const { outFolder, outputs } = at;
    let spent = so.spent;
    const not = (reason, exitCode = null) => notWith(reason, exitCode, spent);
    attested.exercise = exercise.channel === 'attested';
    spent += exercise.proc.elapsedMs;
    const afterEx = pinProblem(f, 'after the exercise');
    if (afterEx !== null)
        return not(afterEx, exercise.proc.exitCode);
    const eo = exercise.outcome;
    if (eo.kind === 'budget')
        return { ...not(`the exercise ran past the ${f.timeoutMs} ms replay budget`), result: 'budget' };
    if (eo.kind !== 'decided')
        return not(`the exercise ${notDecided(eo) ?? ''}`, exercise.proc.exitCode);
    if (eo.code === 1)
        return {
            result: 'fail',
            exitCode: 1,
            reason: 'the exercise failed (exit 1)',
            elapsedMs: spent,
            logs,
            attested,
        };
    if (eo.code !== 0)
        return not(`the exercise exited ${eo.code} (not 0 or 1)`, eo.code);
    if (casesDigest(outFolder) !== at.cases)
        return not('the exercise changed the generated cases: the judge would not read what the generator wrote');
    const bad = outputsProblem(outputs);
    if (bad !== null)
        return not(`the exercise's outputs are not plain data: ${bad}`);
    if (ex.collectOnly === true)
        return {
            result: 'pass',
            exitCode: 0,
            reason: 'the exercise wrote its outputs',
            elapsedMs: spent,
            logs,
            attested,
        };
    if (ex.reference !== undefined) {
        const diff = firstDifference(outputs, ex.reference);
        if (diff !== null)
            return {
                result: 'fail',
                exitCode: 1,
                reason: `the exercise's outputs differ from the base revision's at this seed (law: same-as-base): ${diff}`,
                elapsedMs: spent,
                logs,
                attested,
            };
    }
    if (ex.judgeInputs !== undefined) {
        const copied = copyJudgeInputs(ex.judgeInputs, (0,external_node_path_.join)(outFolder, JUDGE_INPUTS_FOLDER));
        if ('problem' in copied)
            return not(copied.problem);
        if (JSON.stringify(copied.files) !== at.judgeSpec.env?.GATE_JUDGE_INPUTS)
            return not('the copies of the judge inputs are not where the judge was told they are');
    }
    logs.push(at.judgeLog);
    const budgetMs = Math.max(1, f.timeoutMs - spent);
    const judge = releaseHeld !== undefined
        ? await releaseHeld(budgetMs)
        : await runAttested(proc, { ...at.judgeSpec, timeoutMs: budgetMs });
    attested.invariant = judge.channel === 'attested';
    spent += judge.proc.elapsedMs;
    const afterJudge = pinProblem(f, 'after the judge');
    if (afterJudge !== null)
        return not(afterJudge, judge.proc.exitCode);
    if (judge.outcome.kind === 'decided') {
        const loads = judgeLoadProblem(judge, pathInTree(f.cwd, ex.judge));
        if (loads !== null)
            return not(loads, judge.proc.exitCode);
    }
    const decided = invariantDecision(judge, f.timeoutMs, { elapsedMs: spent, logs, attested });
    return { ...decided, reason: decided.reason.replace(/^the invariant/, 'the judge') };
}
/** `file`'s path inside the tree at `root` ('/'-separated), or undefined when it lies outside. */
function pathInTree(root, file) {
    try {
        const rel = (0,external_node_path_.relative)((0,external_node_fs_.realpathSync)(root), (0,external_node_fs_.realpathSync)(file));
        return rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel) ? undefined : rel.split(external_node_path_.sep).join('/');
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/oracle/base-tree.ts
var base_tree = __webpack_require__(33778);
;// CONCATENATED MODULE: ./src/oracle/pinned.ts
/**
 * Oracle files pinned in the tree an attempt runs in (SPEC §2 "Trusted oracle, bound to the right
 * tree"). Invariants run at their own paths inside the candidate checkout, so their relative imports
 * reach the code under test; their bytes must still be the base revision's. This module knows, from
 * git objects of the base revision, what each oracle path is (a file with its blob id, a symbolic link
 * with its target, a folder on the way) and checks a tree against it: before any user code runs and
 * after every user process. Anything else at such a path — other bytes, a link put in its place, a
 * missing file, another file type — is a difference, which the trace records (`pinned_mismatches`)
 * and which fails the run's audit (UNUSABLE / AUDIT_FAILED), never a grade.
 *
 * The check runs after every process, so it is stat first: a file whose `lstat` (device, inode, size,
 * mode, mtime and ctime — ctime cannot be set back by user code) is the one last hashed is not read
 * again. A file is opened without following links and hashed as git hashes a blob.
 *
 * Which paths: every oracle file of the config (config, specs, probes, manifests, invariants, ledger,
 * generators, and every link on the way to them) and every base file under a `protected` glob — a
 * helper module an invariant imports belongs there, so it is pinned too.
 */







class pinned_PinnedOracle {
    entries;
    /** Every difference found so far, in order, each naming the file: the trace's `pinned_mismatches`. */
    mismatches = [];
    seen = new Map();
    sealed = [];
    constructor(entries) {
        this.entries = entries;
    }
    /** The pinned files and links (not folders) of the tree at `root`, as absolute paths. */
    filesIn(root) {
        return this.entries.filter((e) => e.kind !== 'folder').map((e) => (0,external_node_path_.join)(root, e.path));
    }
    /**
     * The differences between the tree at `root` and the base revision at the pinned paths (empty: the
     * tree holds the base's oracle). Never throws: an unreadable path is a difference.
     */
    differences(root) {
        const out = [];
        for (const e of this.entries) {
            const why = this.differs(root, e);
            if (why !== null)
                out.push(`${e.path}: ${why}`);
        }
        return out;
    }
    /**
     * Checks the tree at `root` and records what differs, saying when (`when`: "before the generator",
     * "after the invariant" …). Returns the first difference, or null when the tree holds the oracle.
     */
    check(root, when) {
        const found = this.differences(root);
        for (const d of found) {
            const line = `${d} (${when})`;
            if (!this.mismatches.includes(line))
                this.mismatches.push(line);
        }
        return found[0] ?? null;
    }
    /**
     * Makes the pinned files under `root` read-only to everyone (`chmod a-w`), remembering the modes
     * {@link unseal} puts back. Without the sandbox user code runs as the gate's own user and could undo
     * it; the check after every process is what catches that. A file that cannot be changed is left as
     * it is: the checks still hold.
     */
    seal(root) {
        for (const e of this.entries) {
            if (e.kind !== 'file')
                continue;
            const path = (0,external_node_path_.join)(root, e.path);
            try {
                const st = (0,external_node_fs_.lstatSync)(path);
                if (!st.isFile())
                    continue;
                const mode = st.mode & 0o7777;
                if ((mode & 0o222) === 0)
                    continue;
                (0,external_node_fs_.chmodSync)(path, mode & ~0o222);
                this.sealed.push({ path, mode });
            }
            catch {
                // Missing or not ours: the check before the first process reports a missing file.
            }
        }
    }
    /** Puts back the modes {@link seal} changed (the user's checkout stays as it was); idempotent. */
    unseal() {
        for (const s of this.sealed.reverse()) {
            try {
                const st = (0,external_node_fs_.lstatSync)(s.path);
                if (st.isFile())
                    (0,external_node_fs_.chmodSync)(s.path, s.mode);
            }
            catch {
                // Gone: nothing to put back.
            }
        }
        this.sealed = [];
    }
    differs(root, e) {
        const path = (0,external_node_path_.join)(root, e.path);
        let st;
        try {
            st = (0,external_node_fs_.lstatSync)(path, { bigint: true });
        }
        catch (err) {
            const code = err.code;
            return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : `cannot be read (${code ?? String(err)})`;
        }
        switch (e.kind) {
            case 'folder':
                if (st.isSymbolicLink())
                    return 'a symbolic link where the base revision has a folder';
                return st.isDirectory() ? null : `a ${typeOf(st)} where the base revision has a folder`;
            case 'link': {
                if (!st.isSymbolicLink())
                    return `a ${typeOf(st)} where the base revision has a symbolic link`;
                let target;
                try {
                    target = (0,external_node_fs_.readlinkSync)(path, { encoding: 'buffer' });
                }
                catch (err) {
                    return `cannot be read (${err.code ?? String(err)})`;
                }
                return target.equals(e.target) ? null : 'a symbolic link to another target than the base revision’s';
            }
            case 'file': {
                if (st.isSymbolicLink())
                    return 'a symbolic link where the base revision has a file';
                if (!st.isFile())
                    return `a ${typeOf(st)} where the base revision has a file`;
                const prior = this.seen.get(path);
                const now = {
                    dev: st.dev,
                    ino: st.ino,
                    size: st.size,
                    mode: st.mode,
                    mtimeNs: st.mtimeNs,
                    ctimeNs: st.ctimeNs,
                };
                if (prior !== undefined && sameStat(prior, now))
                    return null;
                this.seen.delete(path);
                const id = blobIdOf(path, e.id.length === 64 ? 'sha256' : 'sha1');
                if ('error' in id)
                    return id.error;
                if (id.id !== e.id)
                    return `other bytes than the base revision’s blob ${e.id.slice(0, 12)}`;
                // Recorded only when the file hashed is the one stat-ed (same inode), and unchanged meanwhile.
                if (id.ino === st.ino && id.ctimeNs === st.ctimeNs)
                    this.seen.set(path, now);
                return null;
            }
            default: {
                const never = e;
                throw new Error(`unknown pin ${JSON.stringify(never)}`);
            }
        }
    }
}
function sameStat(a, b) {
    return (a.dev === b.dev &&
        a.ino === b.ino &&
        a.size === b.size &&
        a.mode === b.mode &&
        a.mtimeNs === b.mtimeNs &&
        a.ctimeNs === b.ctimeNs);
}
function typeOf(st) {
    if (st.isDirectory())
        return 'folder';
    if (st.isFile())
        return 'file';
    if (st.isFIFO())
        return 'FIFO';
    if (st.isSocket())
        return 'socket';
    return 'device';
}
/** Largest pinned file hashed; a larger one at a pinned path is a difference, never read whole. */
const MAX_PINNED_BYTES = 64 * 1024 * 1024;
/**
 * The git blob id of the file at `path` (`blob <size>\0<bytes>`), opened without following a link,
 * with the inode and ctime of what was read.
 */
function blobIdOf(path, algorithm) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch (err) {
        return { error: `cannot be opened (${err.code ?? String(err)})` };
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd, { bigint: true });
        if (!st.isFile())
            return { error: 'not a regular file' };
        if (st.size > BigInt(MAX_PINNED_BYTES))
            return { error: `larger than ${MAX_PINNED_BYTES} bytes` };
        const size = Number(st.size);
        const hash = (0,external_node_crypto_.createHash)(algorithm).update(`blob ${size}\0`);
        const buf = Buffer.alloc(Math.min(size, 1 << 20) || 1);
        let total = 0;
        for (;;) {
            const n = (0,external_node_fs_.readSync)(fd, buf, 0, buf.length, null);
            if (n === 0)
                break;
            total += n;
            if (total > size)
                return { error: 'grew while it was read' };
            hash.update(buf.subarray(0, n));
        }
        if (total !== size)
            return { error: 'shrank while it was read' };
        return { id: hash.digest('hex'), ino: st.ino, ctimeNs: st.ctimeNs };
    }
    catch (err) {
        return { error: `cannot be read (${err.code ?? String(err)})` };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * The pins of `names` in the base tree: each name's folders on the way, and what it ends at, never
 * following a link (a link is pinned as a link; the oracle set already holds where links lead). A
 * name missing on the base pins the folders up to where it stops.
 */
async function pinsOf(tree, names) {
    const byPath = new Map();
    const root = await tree.root();
    for (const name of names) {
        const parts = name.split('/');
        let treeId = root;
        for (let i = 0; i < parts.length; i++) {
            const at = parts.slice(0, i + 1).join('/');
            const entry = (await tree.entries(treeId)).get(parts[i]);
            if (entry === undefined)
                break;
            if (entry.mode === '120000') {
                if (!byPath.has(at))
                    byPath.set(at, { path: at, kind: 'link', target: await tree.linkTarget(entry.id) });
                break;
            }
            if (entry.type === 'tree') {
                if (!byPath.has(at))
                    byPath.set(at, { path: at, kind: 'folder' });
                treeId = entry.id;
                continue;
            }
            // A file ends the name (a submodule is no file of this repository: nothing to pin).
            if (entry.type === 'blob' && i === parts.length - 1 && !byPath.has(at))
                byPath.set(at, { path: at, kind: 'file', id: entry.id });
            break;
        }
    }
    return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
/**
 * The pinned oracle of a configuration on the base revision: its oracle set (closed under links) and
 * the base files under its `protected` globs. Runs git on the base revision's objects only; call it
 * before any user code runs.
 */
async function pinOracle(oracle, config, configFile) {
    const set = await (0,reader/* oracleSetOf */.QP)(quiet(oracle), config, configFile);
    // Written now, before any user code runs (a run's oracle is read from git objects).
    if (set.ok)
        await oracle.prefetch?.(set.files, set.inputs);
    const names = new Set(set.ok ? set.files : []);
    for (const p of await (0,base_tree/* protectedFiles */.wJ)(oracle.tree, config.protected))
        names.add(p);
    return new pinned_PinnedOracle(await pinsOf(oracle.tree, names));
}
/**
 * The pinned oracle of the configuration file on the base revision, read before the run grades
 * anything (the sandbox grant needs the paths); null when there is no loadable configuration (scope
 * then ends the run NOT_CONFIGURED, and no user code runs).
 */
async function pinConfigured(oracle, configFile) {
    const q = quiet(oracle);
    if (!(await q.exists(configFile)))
        return null;
    let config;
    try {
        config = (0,oracle_config/* parseConfig */.o4)(await q.readText(configFile), configFile);
    }
    catch {
        return null;
    }
    return pinOracle(oracle, config, configFile);
}
/** The reader without its read log: pinning reads what scope reads again, and the trace lists it once. */
function quiet(oracle) {
    const unlogged = async (read) => {
        const before = oracle.reads.length;
        try {
            return await read();
        }
        finally {
            oracle.reads.length = before;
        }
    };
    return {
        reads: [],
        tree: oracle.tree,
        locate: (rel) => oracle.locate(rel),
        exists: (rel) => oracle.exists(rel),
        readText: (rel) => unlogged(() => oracle.readText(rel)),
        readBytes: (rel) => unlogged(() => oracle.readBytes(rel)),
        hashInputs: (inputs, options) => oracle.hashInputs(inputs, options),
    };
}

;// CONCATENATED MODULE: ./src/adapters/junit.ts
/**
 * A bounded reader of JUnit XML, the report format test runners share (node's `--test-reporter=junit`,
 * pytest's `--junitxml`, the gate's own unittest driver, and what a `runner: command` writes). It reads
 * what a per-test verdict needs — each `testcase` with its enclosing `testsuite` names, its `file` and
 * `line` attributes where the runner gives them, and whether it has a `failure`, `error` or `skipped`
 * child with its message — and nothing else: no DTD, no external entities, no namespaces. The text is
 * untrusted (the code under test runs in the same process tree as the runner): sizes are capped, and
 * anything that is not well-formed enough to pair every element is a report that cannot be read,
 * never a pass.
 */
/** The largest report read; a larger one is not a report this gate trusts. */
const MAX_JUNIT_BYTES = 32 * 1024 * 1024;
/** The most test cases one report may hold. */
const MAX_JUNIT_CASES = 100_000;
const MAX_DETAIL_CHARS = 4000;
const MAX_DEPTH = 200;
const TOKEN = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
function decode(text) {
    return text.replace(/&(#x[0-9A-Fa-f]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (all, e) => {
        switch (e) {
            case 'lt':
                return '<';
            case 'gt':
                return '>';
            case 'amp':
                return '&';
            case 'quot':
                return '"';
            case 'apos':
                return "'";
            default: {
                const code = e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
                return code <= 0x10ffff ? String.fromCodePoint(code) : all;
            }
        }
    });
}
function attrsOf(text) {
    const out = new Map();
    for (const m of text.matchAll(ATTR))
        out.set(m[1], decode(m[2] ?? m[3] ?? ''));
    return out;
}
/** The cases of a JUnit XML report, or why it cannot be read. */
function parseJunit(xml) {
    if (xml.length > MAX_JUNIT_BYTES)
        return { ok: false, reason: `the report is larger than ${MAX_JUNIT_BYTES} bytes` };
    const stack = [];
    const cases = [];
    let current = null;
    /** The failure/error/skipped element being read, and its text so far. */
    let outcome = null;
    let sawRoot = false;
    let last = 0;
    for (const m of xml.matchAll(TOKEN)) {
        const between = xml.slice(last, m.index);
        if (outcome !== null)
            outcome.text += decode(between);
        else if (/[<>]/.test(between))
            return { ok: false, reason: 'the report is not well-formed XML' };
        last = (m.index ?? 0) + m[0].length;
        if (m[1] !== undefined) {
            if (outcome !== null)
                outcome.text += m[1];
            continue;
        }
        const tag = m[3];
        if (tag === undefined)
            continue; // a comment, a declaration
        const closing = m[2] === '/';
        const selfClosing = m[5] === '/';
        if (closing) {
            const top = stack.pop();
            if (top === undefined || top.tag !== tag)
                return {
                    ok: false,
                    reason: `the report is not well-formed XML (</${tag}> closes ${top ? `<${top.tag}>` : 'nothing'})`,
                };
            const done = closeElement(top, current, outcome, cases);
            if (done === 'case')
                current = null;
            if (done === 'outcome')
                outcome = null;
            if (cases.length > MAX_JUNIT_CASES)
                return { ok: false, reason: `the report holds more than ${MAX_JUNIT_CASES} tests` };
            continue;
        }
        const open = { tag, attrs: attrsOf(m[4] ?? '') };
        if (stack.length === 0) {
            if (sawRoot)
                return { ok: false, reason: 'the report has more than one root element' };
            sawRoot = true;
        }
        if (tag === 'testcase') {
            if (current !== null)
                return { ok: false, reason: 'a testcase inside a testcase' };
            const line = Number(open.attrs.get('line'));
            current = {
                suites: stack.filter((s) => s.tag === 'testsuite').map((s) => s.attrs.get('name') ?? ''),
                name: open.attrs.get('name') ?? '',
                classname: open.attrs.get('classname') ?? '',
                ...(open.attrs.get('file') ? { file: open.attrs.get('file') } : {}),
                ...(Number.isInteger(line) && line > 0 ? { line } : {}),
                status: 'pass',
            };
        }
        else if (current !== null && (tag === 'failure' || tag === 'error' || tag === 'skipped')) {
            if (tag === 'skipped') {
                if (current.status === 'pass')
                    current.status = 'skip';
            }
            else {
                current.status = 'fail';
                const message = open.attrs.get('message');
                if (message !== undefined && current.message === undefined)
                    current.message = message;
                outcome = { text: '' };
            }
        }
        if (selfClosing) {
            const done = closeElement(open, current, outcome, cases);
            if (done === 'case')
                current = null;
            if (done === 'outcome')
                outcome = null;
        }
        else {
            if (stack.length >= MAX_DEPTH)
                return { ok: false, reason: 'the report nests too deep' };
            stack.push(open);
        }
    }
    if (/[<>]/.test(xml.slice(last)))
        return { ok: false, reason: 'the report is not well-formed XML' };
    if (!sawRoot)
        return { ok: false, reason: 'the report is empty' };
    if (stack.length > 0)
        return { ok: false, reason: `the report ends inside <${stack[stack.length - 1]?.tag}>` };
    return { ok: true, cases };
}
function closeElement(el, current, outcome, cases) {
    if (el.tag === 'testcase' && current !== null) {
        cases.push(current);
        return 'case';
    }
    if ((el.tag === 'failure' || el.tag === 'error') && current !== null && outcome !== null) {
        const text = outcome.text.trim();
        if (text !== '') {
            const detail = text.length > MAX_DETAIL_CHARS ? `${text.slice(0, MAX_DETAIL_CHARS)}…` : text;
            current.detail = current.detail === undefined ? detail : current.detail;
            if (current.message === undefined || current.message === '')
                current.message = (text.split('\n')[0] ?? '').slice(0, 500);
        }
        return 'outcome';
    }
    return null;
}

;// CONCATENATED MODULE: ./src/stages/fresh-seeds.ts
/**
 * Fresh seeds (`fresh_seeds: N` on a fixture): seeds the author of a patch cannot know. They are drawn
 * per run from the operating system's cryptographic source — nothing in the repository, the patch,
 * the clock or the run's identity feeds them — so a table of answers for the manifest's pinned cases
 * does not pass them. Each is replayed like a pinned seed and recorded in the fixture's binding and
 * in the trace (`replays[].fresh_seed`), so anyone can replay it afterwards with `gate replay-seed`.
 */

/** Fresh seeds lie in [0, 2^31 − 1): a seed every generator's random source accepts (NumPy's included). */
const FRESH_SEED_LIMIT = 2 ** 31 - 1;
/**
 * `n` distinct seeds, none of them one of `pinned` (a pinned seed is replayed already, and its
 * answers are what a lookup table would hold).
 */
function drawFreshSeeds(n, pinned) {
    const taken = new Set(pinned);
    const out = [];
    while (out.length < n) {
        const s = (0,external_node_crypto_.randomInt)(0, FRESH_SEED_LIMIT);
        if (taken.has(s))
            continue;
        taken.add(s);
        out.push(s);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/stages/tests.ts
/**
 * `tests:` fixtures (SPEC §12): the repository's own test files, as the base revision holds them, run
 * by a named runner at each seed against the candidate's code. The per-test results come from the
 * runner's machine-readable report (JUnit XML), written into a fresh folder the gate makes for the run
 * and hands to the runner only on its command line (not in the environment, not under the checkout);
 * the runner's exit status is never the verdict.
 *
 * - Test files are oracle files (src/oracle/reader.ts): scope grades a patch that edits or deletes
 *   one, and they are pinned in every tree (checked before and after every process). A test file the
 *   patch adds under the globs is the candidate's own claim, not the oracle: it is run once, apart
 *   (or, for `runner: command`, its cases are set apart from the report), and reported in the trace
 *   (`tests.patch_tests`) and the summary; no miss and no verdict come from it.
 * - The suite runs once on the base revision (a base tree, the first seed): the tests it reports are
 *   the inventory. A candidate run that reports fewer of them — the code under test exited early, a
 *   collection hook dropped tests — is a miss that cannot be read (INCOMPLETE), as is a runner that
 *   crashes, runs past its budget or writes no report.
 * - Each failing test is its own miss, `property_path` = `file::test id`, classified like any miss
 *   (src/stages/classify.ts): retries of that test alone in fresh candidate trees, one run of that test
 *   at the same seed in a base tree.
 * - Seeds: the listed ones, then `fresh_seeds` drawn per run (src/stages/fresh-seeds.ts; a miss on one
 *   is never excused by a freeze). `GATE_SEED` in the environment for every runner; node's
 *   `--test-random-seed` where the Node version has it; jest's `--seed --randomize`; vitest's
 *   `--sequence.seed --sequence.shuffle` (mocha has no seed); pytest's `--hypothesis-seed` and
 *   `-p randomly --randomly-seed` when those plugins are installed. What was not seeded is said in the
 *   trace (`tests.seeding`).
 */













/** Whether this Node's test runner takes `--test-random-seed` (Node 20 does not). */
function nodeHasTestSeed() {
    return process.allowedNodeEnvironmentFlags.has('--test-random-seed');
}
/** How the seed reaches the runner, and what it cannot seed (the trace says it, never pretends). */
function seedingOf(runner, plugins) {
    switch (runner) {
        case 'node-test':
            return nodeHasTestSeed()
                ? 'GATE_SEED in the environment; --test-random-seed (test order)'
                : `GATE_SEED in the environment; test order not seeded: Node ${process.versions.node} has no --test-random-seed`;
        case 'jest':
            return 'GATE_SEED in the environment; --seed with --randomize (test order, jest.getSeed())';
        case 'vitest':
            return 'GATE_SEED in the environment; --sequence.seed with --sequence.shuffle (test order)';
        case 'mocha':
            return 'GATE_SEED in the environment; mocha has no seed or shuffle of its own: test order not seeded';
        case 'pytest': {
            const said = ['GATE_SEED in the environment'];
            said.push(plugins.hypothesis ? '--hypothesis-seed' : 'Hypothesis not installed (not seeded)');
            said.push(plugins.randomly
                ? '-p randomly --randomly-seed (test order)'
                : 'pytest-randomly not installed: test order not seeded');
            return said.join('; ');
        }
        case 'unittest':
            return 'GATE_SEED in the environment; unittest has no seed of its own: test order not seeded';
        case 'command':
            return 'GATE_SEED in the environment (the command seeds what it can)';
        default: {
            const never = runner;
            throw new Error(`unknown runner ${String(never)}`);
        }
    }
}
/**
 * Python is found on PATH by the user the tests run as (`/usr/bin/env python3`), as an interpreter of
 * a `.py` invariant is: under the sandbox a python in the gate's own home is not that user's.
 */
const ENV = '/usr/bin/env';
/** The gate's own unittest driver: runs the named modules and writes JUnit XML (path in argv[1]). */
const UNITTEST_DRIVER = String.raw `import sys, os, unittest, inspect, traceback
import xml.etree.ElementTree as ET
report, only = sys.argv[1], sys.argv[2]
files = sys.argv[3:]
# The count is printed on a copy of stdout taken before any test module loads.
_out = os.dup(1)
sys.path.insert(0, os.getcwd())
root = ET.Element('testsuites')
def line_of(test):
    try:
        fn = getattr(type(test), test._testMethodName)
        return inspect.getsourcelines(fn)[1]
    except Exception:
        return None
class Result(unittest.TestResult):
    def __init__(self, file, suite):
        super().__init__()
        self.file, self.suite = file, suite
    def case(self, test, status=None, err=None, message=None):
        el = ET.SubElement(self.suite, 'testcase', classname=type(test).__name__, name=getattr(test, '_testMethodName', str(test)), file=self.file)
        ln = line_of(test)
        if ln: el.set('line', str(ln))
        if status == 'skipped':
            ET.SubElement(el, 'skipped', message=str(message or ''))
        elif status:
            f = ET.SubElement(el, status, message=str(err[1])[:500] if err else str(message or ''))
            f.text = ''.join(traceback.format_exception(*err))[-4000:] if err else ''
    def addSuccess(self, test): self.case(test)
    def addFailure(self, test, err): self.case(test, 'failure', err)
    def addError(self, test, err): self.case(test, 'error', err)
    def addSkip(self, test, reason): self.case(test, 'skipped', message=reason)
    def addExpectedFailure(self, test, err): self.case(test)
    def addUnexpectedSuccess(self, test): self.case(test, 'failure', message='unexpected success')
    def addSubTest(self, test, subtest, err):
        if err is not None: self.case(test, 'failure' if issubclass(err[0], test.failureException) else 'error', err)
loader = unittest.TestLoader()
for f in files:
    suite_el = ET.SubElement(root, 'testsuite', name=f)
    mod = f[:-3].replace('/', '.') if f.endswith('.py') else f.replace('/', '.')
    result = Result(f, suite_el)
    try:
        tests = loader.loadTestsFromName(mod + ('.' + only.replace('::', '.') if only else ''))
    except Exception:
        el = ET.SubElement(suite_el, 'testcase', classname='', name='<import>', file=f)
        x = ET.SubElement(el, 'error', message=str(sys.exc_info()[1])[:500])
        x.text = traceback.format_exc()[-4000:]
        continue
    tests.run(result)
ran = failed = 0
for c in root.iter('testcase'):
    ran += 1
    if c.find('failure') is not None or c.find('error') is not None: failed += 1
ET.ElementTree(root).write(report, encoding='utf-8', xml_declaration=True)
os.write(_out, ('gate-unittest: ran %d, failed %d\n' % (ran, failed)).encode())
# No exit hook of the code under test runs after the report is written.
os._exit(0)
`;
/**
 * pytest, started so that no exit hook of the code under test runs after pytest wrote its report
 * (an `atexit` hook could otherwise rewrite it): the streams are flushed and the process ends at once.
 */
const PYTEST_MAIN = `import os, sys, pytest
try:
    code = pytest.console_main()
finally:
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:
        pass
os._exit(code if isinstance(code, int) else 1)
`;
/** The program, its arguments and environment for one run (one file for node-test, else all). */
function commandsOf(s, reportDir, driver) {
    const env = { GATE_SEED: String(s.seed) };
    const report = (0,external_node_path_.join)(reportDir, 'report.xml');
    switch (s.t.runner) {
        case 'node-test': {
            const files = s.only ? [s.only.file] : s.files;
            return files.map((f, i) => ({
                file: process.execPath,
                args: [
                    '--test',
                    '--test-reporter=junit',
                    `--test-reporter-destination=${(0,external_node_path_.join)(reportDir, `report-${i}.xml`)}`,
                    ...(nodeHasTestSeed() ? [`--test-random-seed=${s.seed}`] : []),
                    ...(s.only
                        ? [`--test-name-pattern=^${escapeRegExp(s.only.id.split(' > ').pop() ?? s.only.id)}$`]
                        : []),
                    f,
                ],
                env,
                report: (0,external_node_path_.join)(reportDir, `report-${i}.xml`),
                testFile: f,
            }));
        }
        case 'jest': {
            // The project's own jest, from its node_modules (the setup installs it); its cache in the run's folder.
            const fullName = s.only !== undefined ? s.only.id.split(' > ').join(' ') : undefined;
            return [
                {
                    file: process.execPath,
                    args: [
                        'node_modules/jest/bin/jest.js',
                        '--ci',
                        '--json',
                        `--outputFile=${report}`,
                        '--testLocationInResults',
                        `--seed=${s.seed}`,
                        '--randomize',
                        `--cacheDirectory=${(0,external_node_path_.join)(reportDir, 'cache')}`,
                        ...(fullName !== undefined ? [`--testNamePattern=^${escapeRegExp(fullName)}$`] : []),
                        '--runTestsByPath',
                        ...(s.only ? [s.only.file] : s.files),
                    ],
                    env,
                    report,
                    format: 'jest-json',
                },
            ];
        }
        case 'vitest': {
            // The project's own vitest, from its node_modules; no cache (it would be written under node_modules).
            const fullName = s.only !== undefined ? s.only.id.split(' > ').join(' ') : undefined;
            return [
                {
                    file: process.execPath,
                    args: [
                        'node_modules/vitest/vitest.mjs',
                        'run',
                        '--no-cache',
                        '--reporter=junit',
                        `--outputFile=${report}`,
                        '--sequence.shuffle',
                        `--sequence.seed=${s.seed}`,
                        ...(fullName !== undefined ? [`--testNamePattern=^${escapeRegExp(fullName)}$`] : []),
                        '--',
                        ...(s.only ? [s.only.file] : s.files),
                    ],
                    env,
                    report,
                },
            ];
        }
        case 'mocha': {
            // The project's own mocha, from its node_modules, with its xunit reporter (JUnit XML).
            const fullTitle = s.only !== undefined ? s.only.id.split(' > ').join(' ') : undefined;
            return [
                {
                    file: process.execPath,
                    args: [
                        'node_modules/mocha/bin/mocha.js',
                        '--reporter',
                        'xunit',
                        '--reporter-option',
                        `output=${report}`,
                        ...(fullTitle !== undefined ? ['--grep', `^${escapeRegExp(fullTitle)}$`] : []),
                        '--',
                        ...(s.only ? [s.only.file] : s.files),
                    ],
                    env,
                    report,
                },
            ];
        }
        case 'pytest': {
            const targets = s.only ? [`${s.only.file}::${s.only.id}`] : [...s.files];
            return [
                {
                    file: ENV,
                    args: [
                        'python3',
                        '-c',
                        PYTEST_MAIN,
                        '-p',
                        'no:cacheprovider',
                        '-o',
                        'junit_family=xunit1',
                        `--junitxml=${report}`,
                        '-q',
                        ...(s.plugins.hypothesis ? [`--hypothesis-seed=${s.seed}`] : []),
                        ...(s.plugins.randomly ? ['-p', 'randomly', `--randomly-seed=${s.seed}`] : []),
                        ...targets,
                    ],
                    env,
                    report,
                },
            ];
        }
        case 'unittest': {
            const files = s.only ? [s.only.file] : [...s.files];
            return [
                {
                    file: ENV,
                    args: ['python3', '-B', driver, report, s.only ? s.only.id : '', ...files],
                    env,
                    report,
                },
            ];
        }
        case 'command':
            return [
                {
                    file: '/bin/sh',
                    args: ['-c', s.t.command],
                    env: { ...env, GATE_REPORT: report },
                    report,
                },
            ];
        default: {
            const never = s.t.runner;
            throw new Error(`unknown runner ${String(never)}`);
        }
    }
}
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
/** The report file, read without following a link, bounded; null with the reason when there is none. */
function readReport(path) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (err) {
        const code = err.code;
        return {
            error: code === 'ENOENT' ? 'the runner wrote no report' : `the report cannot be opened (${code})`,
        };
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile())
            return { error: 'the report is not a regular file' };
        if (st.size > MAX_JUNIT_BYTES)
            return { error: `the report is larger than ${MAX_JUNIT_BYTES} bytes` };
        const buf = Buffer.alloc(st.size);
        let got = 0;
        while (got < st.size) {
            const n = (0,external_node_fs_.readSync)(fd, buf, got, st.size - got, null);
            if (n === 0)
                break;
            got += n;
        }
        return { text: buf.subarray(0, got).toString('utf8') };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The module path of a Python test file (`tests/test_x.py` → `tests.test_x`). */
function pyModule(file) {
    return file.replace(/\.py$/, '').split('/').join('.');
}
/** The report's cases as tests of the fixture's files: the file each belongs to and its id. */
function testCases(s, cases, testFile) {
    const known = new Set(s.files);
    return cases.map((c) => {
        let file;
        let id;
        switch (s.t.runner) {
            case 'node-test':
                file = testFile ?? '';
                id = [...c.suites, c.name].join(' > ');
                break;
            case 'pytest': {
                file = c.file ?? '';
                if (file === '' || !known.has(file)) {
                    const mod = s.files.find((f) => c.classname === pyModule(f) || c.classname.startsWith(`${pyModule(f)}.`));
                    file = mod ?? file;
                }
                const mod = pyModule(file);
                const cls = c.classname.startsWith(`${mod}.`) ? c.classname.slice(mod.length + 1) : '';
                id = cls !== '' ? `${cls.split('.').join('::')}::${c.name}` : c.name;
                break;
            }
            case 'vitest':
                // vitest names the file (relative to the tree) as the classname, the test as `suite > name`.
                file = c.file ?? c.classname;
                id = c.name;
                break;
            case 'mocha':
                // mocha's xunit: the enclosing suites' full title as the classname, the file absolutely.
                file = c.file ?? '';
                id = c.classname !== '' ? `${c.classname} > ${c.name}` : c.name;
                break;
            case 'jest':
            case 'unittest':
                file = c.file ?? '';
                id = c.classname !== '' ? `${c.classname}::${c.name}` : c.name;
                break;
            case 'command':
                file = c.file ?? '';
                id = c.classname !== '' ? `${c.classname}::${c.name}` : c.name;
                break;
            default: {
                const never = s.t.runner;
                throw new Error(`unknown runner ${String(never)}`);
            }
        }
        file = knownFile(file, s.files);
        const line = c.line ?? lineFrom(c.detail, file);
        const message = c.message !== undefined ? c.message.slice(0, 1000) : undefined;
        return {
            file,
            id,
            status: c.status,
            ...(line !== undefined ? { line } : {}),
            ...(message !== undefined && message !== '' ? { message } : {}),
        };
    });
}
/**
 * jest's `--json` report as tests: each assertion result with its file (relative to the tree), its
 * describe blocks and title as the id, its line (`--testLocationInResults`) and first failure message.
 * A report of another shape is not read.
 */
function jestCases(text, cwd, files) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        return { ok: false, reason: 'the jest report is not JSON' };
    }
    const results = doc?.testResults;
    if (!Array.isArray(results))
        return { ok: false, reason: 'the jest report has no testResults' };
    const cases = [];
    const prefix = cwd.endsWith('/') ? cwd : `${cwd}/`;
    for (const r of results) {
        if (typeof r?.name !== 'string' || !Array.isArray(r.assertionResults))
            return { ok: false, reason: 'a jest test result without a name or assertion results' };
        const file = knownFile(r.name.startsWith(prefix) ? r.name.slice(prefix.length) : r.name, files);
        for (const a of r.assertionResults) {
            const titles = Array.isArray(a.ancestorTitles) ? a.ancestorTitles.map(String) : [];
            const status = a.status === 'passed' ? 'pass' : a.status === 'failed' ? 'fail' : 'skip';
            const loc = a.location;
            const line = typeof loc?.line === 'number' && Number.isInteger(loc.line) && loc.line > 0 ? loc.line : undefined;
            const failures = Array.isArray(a.failureMessages) ? a.failureMessages.map(String) : [];
            const message = failures[0]
                ?.split('\n')
                .filter((l) => l.trim() !== '' && !/^\s+at /.test(l))
                .slice(0, 4)
                .join(' ')
                .slice(0, 1000);
            cases.push({
                file,
                id: [...titles, String(a.title ?? '')].join(' > '),
                status,
                ...(line !== undefined ? { line } : {}),
                ...(message ? { message } : {}),
            });
        }
    }
    return { ok: true, cases };
}
/**
 * The test file a report names, as one of the fixture's files: itself, or the one it ends with (a report
 * may name the file absolutely, through another path to the tree); else a repository-path-shaped name
 * that says it is none of them (a report of `runner: command` may name anything).
 */
function knownFile(file, files) {
    if (files.includes(file))
        return file;
    const tail = files.find((f) => file.endsWith(`/${f}`));
    if (tail !== undefined)
        return tail;
    return file !== '' && (0,patch_paths/* checkRepoPath */.Q1)(file) === undefined ? file : '(not a test file of the fixture)';
}
/** The line of `file` a stack names (`…/file:12:5`), the first frame in it. */
function lineFrom(detail, file) {
    if (detail === undefined || file === '')
        return undefined;
    const at = detail.indexOf(`${file}:`);
    if (at < 0)
        return undefined;
    const m = /^:(\d+)/.exec(detail.slice(at + file.length));
    return m ? Number(m[1]) : undefined;
}
/** Runs the fixture's setup (when any) and then its tests in one tree; every process pinned around. */
async function runSuite(proc, s, out) {
    const logs = [];
    let spent = 0;
    const pinned = (when) => {
        const d = s.pins.check(s.cwd, when);
        return d === null
            ? null
            : `an oracle file in the tree the tests run in is not the base revision's (${when}): ${d}`;
    };
    const before = pinned('before the tests');
    if (before !== null)
        return { ok: false, result: 'incomplete', reason: before, elapsedMs: 0, logs };
    const reportDir = s.scratch ?? (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-tests-'));
    const ownDir = s.scratch === undefined;
    // The unittest driver is the gate's: a read-only file in a folder only reachable by its name.
    let driverDir = null;
    try {
        (0,external_node_fs_.chmodSync)(reportDir, 0o700);
        let driver = null;
        if (s.t.runner === 'unittest') {
            driverDir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-unittest-'));
            (0,external_node_fs_.chmodSync)(driverDir, 0o711);
            driver = (0,external_node_path_.join)(driverDir, `driver-${(0,external_node_crypto_.createHash)('sha256').update(UNITTEST_DRIVER).digest('hex').slice(0, 12)}.py`);
            (0,external_node_fs_.writeFileSync)(driver, UNITTEST_DRIVER, { mode: 0o444 });
        }
        if (s.t.setup !== null) {
            const log = (0,external_node_path_.join)(s.attemptDir, 'setup.log');
            logs.push(log);
            const r = await proc.run({
                file: '/bin/sh',
                args: ['-c', s.t.setup],
                cwd: s.cwd,
                env: { GATE_SEED: String(s.seed) },
                timeoutMs: s.t.setup_timeout_ms,
                logPath: out.path(log),
                writableDirs: [reportDir],
            });
            const after = pinned('after the setup');
            if (after !== null)
                return { ok: false, result: 'incomplete', reason: after, elapsedMs: 0, logs };
            if (r.timedOut)
                return {
                    ok: false,
                    result: 'budget',
                    reason: `the setup ran past its ${s.t.setup_timeout_ms} ms budget`,
                    elapsedMs: 0,
                    logs,
                };
            if (r.exitCode !== 0)
                return {
                    ok: false,
                    result: 'incomplete',
                    reason: `the setup ${tests_describeExit(r)}`,
                    elapsedMs: 0,
                    logs,
                };
        }
        const cases = [];
        const runs = commandsOf(s, reportDir, driver);
        for (const [i, c] of runs.entries()) {
            const log = (0,external_node_path_.join)(s.attemptDir, runs.length > 1 ? `tests-${i + 1}.log` : 'tests.log');
            logs.push(log);
            const r = await proc.run({
                file: c.file,
                args: c.args,
                cwd: s.cwd,
                env: c.env,
                timeoutMs: Math.max(1, s.timeoutMs - spent),
                logPath: out.path(log),
                writableDirs: [reportDir],
            });
            spent += r.elapsedMs;
            const after = pinned('after the tests');
            if (after !== null)
                return { ok: false, result: 'incomplete', reason: after, elapsedMs: spent, logs };
            const what = c.testFile !== undefined ? `the runner (${c.testFile})` : 'the runner';
            if (r.timedOut)
                return {
                    ok: false,
                    result: 'budget',
                    reason: `${what} ran past the ${s.timeoutMs} ms budget`,
                    elapsedMs: spent,
                    logs,
                };
            if (r.spawnError !== undefined)
                return {
                    ok: false,
                    result: 'incomplete',
                    reason: `${what} cannot start: ${r.spawnError}`,
                    elapsedMs: spent,
                    logs,
                };
            if (r.signal !== null)
                return {
                    ok: false,
                    result: 'incomplete',
                    reason: `${what} was killed by ${r.signal}`,
                    elapsedMs: spent,
                    logs,
                };
            const read = readReport(c.report);
            if ('error' in read)
                return {
                    ok: false,
                    result: 'incomplete',
                    reason: `${what} ${tests_describeExit(r)} and ${read.error}`,
                    elapsedMs: spent,
                    logs,
                };
            const kept = (0,external_node_path_.join)(s.attemptDir, runs.length > 1 ? `report-${i + 1}.xml` : 'report.xml');
            out.writeText(kept, read.text);
            if (c.format === 'jest-json') {
                const jest = jestCases(read.text, s.cwd, s.files);
                if (!jest.ok)
                    return {
                        ok: false,
                        result: 'incomplete',
                        reason: `${what}: ${jest.reason}`,
                        elapsedMs: spent,
                        logs,
                    };
                const unaccounted = failureUnaccounted(s.t.runner, r, jest.cases);
                if (unaccounted !== null)
                    return {
                        ok: false,
                        result: 'incomplete',
                        reason: `${what} ${unaccounted}`,
                        elapsedMs: spent,
                        logs,
                    };
                cases.push(...jest.cases);
                continue;
            }
            const parsed = parseJunit(read.text);
            if (!parsed.ok)
                return {
                    ok: false,
                    result: 'incomplete',
                    reason: `${what}: ${parsed.reason}`,
                    elapsedMs: spent,
                    logs,
                };
            const own = testCases(s, parsed.cases, c.testFile);
            const disagrees = printedDisagrees(s.t.runner, out.path(log), r.outputTruncated, own);
            if (disagrees !== null)
                return { ok: false, result: 'incomplete', reason: `${what}: ${disagrees}`, elapsedMs: spent, logs };
            const unaccounted = failureUnaccounted(s.t.runner, r, own);
            if (unaccounted !== null)
                return { ok: false, result: 'incomplete', reason: `${what} ${unaccounted}`, elapsedMs: spent, logs };
            cases.push(...own);
        }
        return { ok: true, cases, elapsedMs: spent, logs };
    }
    finally {
        if (ownDir)
            (0,external_node_fs_.rmSync)(reportDir, { recursive: true, force: true });
        if (driverDir !== null)
            (0,external_node_fs_.rmSync)(driverDir, { recursive: true, force: true });
    }
}
/** pytest's closing line (`-q`): `1 failed, 3 passed, 2 warnings in 0.12s`, or `no tests ran in 0.01s`. */
const PYTEST_SUMMARY = /^=*\s*(?:no tests ran|(?:\d+ (?:failed|passed|skipped|deselected|xfailed|xpassed|warnings?|errors?|rerun)(?:, )?)+) in [\d.]+s(?: \([^)]*\))?\s*=*$/;
const UNITTEST_SUMMARY = /^gate-unittest: ran (\d+), failed (\d+)$/;
/**
 * The code under test runs in the runner's own process (pytest, the unittest driver): it can learn the
 * report's path and rewrite it after the runner wrote it. The runner prints its own count first; the
 * report must agree with it about whether anything failed, and the count must be printed exactly once
 * (a second one was printed by someone else). Null when they agree, or when the runner prints no such
 * count (node's test runner and jest run the tests in other processes than the one writing the
 * report; `command` is the project's own), or the log was cut before its end.
 */
function printedDisagrees(runner, logFile, truncated, cases) {
    if ((runner !== 'pytest' && runner !== 'unittest') || truncated)
        return null;
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(logFile, 'utf8');
    }
    catch {
        return 'its log cannot be read, so its report cannot be checked against what it printed';
    }
    const pattern = runner === 'pytest' ? PYTEST_SUMMARY : UNITTEST_SUMMARY;
    const lines = text.split(/\r?\n/).filter((l) => pattern.test(l.trim()));
    if (lines.length !== 1)
        return lines.length === 0
            ? 'it printed no count of its own, so its report cannot be checked against it'
            : `it printed its count ${lines.length} times (${lines.map((l) => l.trim()).join(' | ')}): something else printed one, so its report cannot be trusted`;
    const line = lines[0].trim();
    const printedFailed = runner === 'pytest'
        ? [...line.matchAll(/(\d+) (?:failed|errors?)\b/g)].reduce((n, m) => n + Number(m[1]), 0)
        : Number(UNITTEST_SUMMARY.exec(line)?.[2] ?? 0);
    const reportFailed = cases.filter((c) => c.status === 'fail').length;
    if (printedFailed > 0 !== reportFailed > 0)
        return `its report (${reportFailed} failed) disagrees with what it printed ("${line}"): the report was rewritten after the runner wrote it`;
    return null;
}
/**
 * The exit status is not the verdict, but it is evidence: a runner that says something failed (a
 * non-zero exit) while its report shows no failing test — vitest when a worker dies mid-file lists the
 * file's tests as passed, an error outside any test — has a report that does not account for the
 * failure, and the run cannot be read. Not for `command` (its status is the project's own) or the
 * gate's unittest driver (it always ends 0 and prints its count).
 */
function failureUnaccounted(runner, r, cases) {
    if (runner === 'command' || runner === 'unittest' || r.exitCode === 0 || r.exitCode === null)
        return null;
    if (cases.some((c) => c.status === 'fail'))
        return null;
    return `exited ${r.exitCode}, but its report shows no failing test: the report does not account for what failed (a test worker that died, an error outside any test)`;
}
function tests_describeExit(r) {
    return r.exitCode === null ? 'did not exit' : `exited ${r.exitCode}`;
}
/** Installed pytest plugins that take a seed, asked of Python in a neutral folder (never a checkout). */
async function pythonPlugins(proc, t) {
    if (t.runner !== 'pytest')
        return { hypothesis: false, randomly: false };
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-plugins-'));
    try {
        (0,external_node_fs_.chmodSync)(dir, 0o755);
        const r = await proc.run({
            file: ENV,
            args: [
                'python3',
                '-c',
                "import importlib.util as u; print(int(bool(u.find_spec('hypothesis'))), int(bool(u.find_spec('pytest_randomly'))))",
            ],
            cwd: dir,
            timeoutMs: 30_000,
        });
        const m = /^([01]) ([01])/.exec(r.stdout.trim());
        return { hypothesis: m?.[1] === '1', randomly: m?.[2] === '1' };
    }
    finally {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
}
/**
 * Why a probe cannot show the tests can fail before it runs: not a patch, no file, or it changes the
 * gate's own files (a test file, the config — a failing test it edits proves nothing about the code).
 */
function tests_probeRefusal(text, probe, oracle) {
    let touched;
    try {
        touched = touchedPaths(parseUnifiedDiff(text));
    }
    catch (err) {
        if (!(err instanceof DiffParseError))
            throw err;
        return `the probe ${probe} is not a patch: ${err.message}`;
    }
    if (touched.length === 0)
        return `the probe ${probe} changes no file`;
    const bad = touched.filter((p) => oracle.has(p));
    return bad.length > 0
        ? `the probe ${probe} changes the gate's own files (${bad.slice(0, 5).join(', ')}): a probe must change the code under test, not the tests`
        : null;
}
/** The property path of a test: its file and id, as the freeze key and the record name it. */
function testPropertyPath(c) {
    // A repository-path-shaped name: no control characters or backslashes, no `.`/`..` components.
    // eslint-disable-next-line no-control-regex
    const id = c.id.replace(/[\u0000-\u001f\u007f\\]/g, '?').replace(/\//g, '∕');
    const path = `${c.file}::${id}`;
    return path.length > 1000 ? `${path.slice(0, 960)}…${(0,hash/* sha256Hex */.f)(path).slice(0, 16)}` : path;
}
/** The outcome of one run of one test (a retry, a base replay): pass or fail of that test, else not a decision. */
function oneTest(run, c) {
    if (!run.ok)
        return {
            result: run.result,
            exitCode: null,
            reason: run.reason,
            elapsedMs: run.elapsedMs,
            logs: run.logs,
        };
    const found = run.cases.find((x) => x.file === c.file && x.id === c.id && x.status !== 'skip');
    if (found === undefined)
        return {
            result: 'incomplete',
            exitCode: null,
            reason: `the runner did not report ${c.id}`,
            elapsedMs: run.elapsedMs,
            logs: run.logs,
        };
    return found.status === 'pass'
        ? { result: 'pass', exitCode: 0, reason: 'the test passed', elapsedMs: run.elapsedMs, logs: run.logs }
        : {
            result: 'fail',
            exitCode: 1,
            reason: `the test failed${found.message ? `: ${found.message}` : ''}`,
            elapsedMs: run.elapsedMs,
            logs: run.logs,
        };
}
/**
 * The test files the patch adds under the fixture's globs (regular files in the candidate checkout,
 * none of the base's): the candidate's own claims.
 */
function patchTestFiles(root, changed, t, files) {
    const matches = (0,patch_paths/* globMatcher */.fU)(t.files);
    const base = new Set(files);
    return changed
        .filter((p) => matches(p) && !base.has(p) && (0,patch_paths/* checkRepoPath */.Q1)(p) === undefined)
        .filter((p) => {
        try {
            return (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(root, p)).isFile();
        }
        catch {
            return false;
        }
    })
        .sort();
}
/** What a run of the patch's own tests found, for the trace (bounded). */
function patchTestsSummary(files, run) {
    const listed = files.slice(0, 100);
    if (!run.ok)
        return {
            files: listed,
            passed: 0,
            failed: 0,
            skipped: 0,
            failures: [],
            reason: run.reason.slice(0, 4000),
        };
    const failed = run.cases.filter((c) => c.status === 'fail');
    return {
        files: listed,
        passed: run.cases.filter((c) => c.status === 'pass').length,
        failed: failed.length,
        skipped: run.cases.filter((c) => c.status === 'skip').length,
        failures: failed.slice(0, 20).map((c) => {
            const message = c.message?.split('\n')[0]?.slice(0, 500);
            return { test: testPropertyPath(c).slice(0, 4000), ...(message ? { message } : {}) };
        }),
    };
}
function inTree(ctx, side, run) {
    if (ctx.trees !== undefined)
        return ctx.trees[side]((t) => run(t.dir, t.scratch));
    if (side === 'base') {
        if (ctx.baseCheckout === undefined)
            throw new Error('no tree of the base revision is available');
        return ctx.baseCheckout(run);
    }
    return run(ctx.root);
}
/** Every `tests:` fixture: probe, base inventory, one candidate run per seed, a pending miss per failing test. */
async function runTestsFixtures(ctx, fixtures, replayTimeoutMs, concurrency, pins, ranked) {
    const stage = { replays: [], misses: [], artifacts: [], probes: [] };
    for (const t of fixtures) {
        const files = (await (0,base_tree/* protectedFiles */.wJ)(ctx.oracle.tree, t.files)).sort();
        const base = `fixtures/${(0,patch_paths/* slug */.yR)(t.target)}`;
        if (files.length === 0) {
            stage.unbound = `${t.target}: no file of the base revision matches the test globs ${t.files.join(', ')}`;
            return stage;
        }
        const blobs = pins.entries.filter((e) => e.kind === 'file' && files.includes(e.path));
        const digest = (0,hash/* sha256Hex */.f)(JSON.stringify(blobs.map((e) => [e.path, e.kind === 'file' ? e.id : ''])));
        const plugins = await pythonPlugins(ctx.proc, t);
        const seeding = seedingOf(t.runner, plugins);
        const timeoutMs = t.timeout_ms ?? replayTimeoutMs;
        // The patch's own test files: run and reported, never the oracle.
        const own = patchTestFiles(ctx.root, ctx.patch.changed, t, files);
        const ownSet = new Set(own);
        const spec = (cwd, attemptDir, seed, scratch, only) => ({
            t,
            files,
            seed,
            cwd,
            attemptDir,
            timeoutMs,
            pins,
            plugins,
            ...(scratch !== undefined ? { scratch } : {}),
            ...(only !== undefined ? { only } : {}),
        });
        ctx.log.info(`gate: fixture  ${t.target}: ${files.length} test file(s), runner ${t.runner} — ${seeding}`);
        // The probe: a known bug of the code under test on which some test must fail.
        if (t.probe !== null) {
            const probe = t.probe;
            const started = Date.now();
            let reason;
            let falsifiable = false;
            let probeSha;
            let logs = [];
            try {
                const probeFile = await ctx.oracle.locate(probe);
                ctx.oracle.reads.push(probe);
                const bytes = (0,external_node_fs_.readFileSync)(probeFile);
                probeSha = (0,hash/* sha256Hex */.f)(bytes);
                const seed = t.seeds[0];
                const refused = tests_probeRefusal(bytes.toString('utf8'), probe, new Set(pins.entries.filter((e) => e.kind !== 'folder').map((e) => e.path)));
                const ran = refused !== null
                    ? { reason: refused }
                    : await inTree(ctx, 'base', async (dir, scratch) => {
                        const applied = await fixture_probe_applyProbe(dir, probeFile);
                        if (applied !== null)
                            return { reason: `the probe ${probe} does not apply to the base revision: ${applied}` };
                        return { run: await runSuite(ctx.proc, spec(dir, `${base}/probe`, seed, scratch), ctx.out) };
                    });
                if ('run' in ran && ran.run !== undefined) {
                    logs = ran.run.logs;
                    if (!ran.run.ok)
                        reason = `the suite did not complete with the probe applied: ${ran.run.reason}`;
                    else {
                        const failed = ran.run.cases.filter((c) => c.status === 'fail');
                        falsifiable = failed.length > 0;
                        reason = falsifiable
                            ? `${failed.length} test(s) failed with the probe applied (${failed[0]?.file}::${failed[0]?.id}): the fixture can fail`
                            : 'every test passed with the probe applied: this check cannot fail — do the tests load the code under test?';
                    }
                }
                else
                    reason = ran.reason;
            }
            catch (err) {
                reason = `the probe cannot be run: ${err instanceof Error ? err.message : String(err)}`;
            }
            stage.probes.push({
                target: t.target,
                probe,
                result: falsifiable ? 'falsifiable' : 'not_falsifiable',
                ...(probeSha !== undefined ? { probe_sha256: probeSha } : {}),
                seeds_tried: [t.seeds[0]],
                ...(falsifiable ? { missed_seed: t.seeds[0] } : {}),
                replays: 1,
                elapsed_ms: Date.now() - started,
                reason,
                logs,
            });
            ctx.log.info(`gate: fixture  ${t.target} probe: ${falsifiable ? 'falsifiable' : 'not_falsifiable'} — ${reason}`);
            if (!falsifiable) {
                stage.notFalsifiable = `${t.target}: ${reason}`;
                return stage;
            }
        }
        else {
            stage.probes.push({
                target: t.target,
                probe: null,
                result: 'no_probe',
                seeds_tried: [],
                replays: 0,
                elapsed_ms: 0,
                reason: 'nothing shows this fixture can fail: it names no probe (version: 1); add a probe, a known bug of the code under test on which some test fails',
                logs: [],
            });
        }
        // The listed seeds this job runs (its shard's slice), then the fresh ones it draws itself: a fresh
        // seed is not known before the run, so it is never split between shards.
        const fresh = new Set(t.fresh_seeds !== undefined ? drawFreshSeeds(t.fresh_seeds, t.seeds) : []);
        const seeds = [...t.seeds.filter((seed) => ranked(t.target, seed)), ...fresh];
        if (seeds.length === 0)
            continue;
        if (fresh.size > 0)
            ctx.log.info(`gate: fixture  ${t.target}: fresh seed(s) drawn for this run: ${[...fresh].join(', ')}`);
        // The base inventory: which tests the base revision's run reports.
        // The base inventory and the candidate runs do not depend on each other: side by side where the
        // budgets allow more than one replay at a time (each keeps its own budget).
        const inventoryRun = () => inTree(ctx, 'base', (dir, scratch) => runSuite(ctx.proc, spec(dir, `${base}/base-inventory`, t.seeds[0], scratch), ctx.out));
        const candidateRuns = async () => {
            const runs = [];
            for (const seed of seeds)
                runs.push(await inTree(ctx, 'candidate', (cwd, scratch) => runSuite(ctx.proc, spec(cwd, `${base}/seed-${seed}/attempt-1`, seed, scratch), ctx.out)));
            return runs;
        };
        const [inventory, firsts] = concurrency > 1
            ? await Promise.all([inventoryRun(), candidateRuns()])
            : [await inventoryRun(), await candidateRuns()];
        // The patch's own tests, once at the first seed run: a runner that takes files runs them apart;
        // `runner: command` runs what it runs, so their cases are set apart from its report instead.
        let patchTests;
        if (own.length > 0) {
            const seed = seeds[0];
            let ownRun;
            if (t.runner === 'command') {
                const first = firsts[0];
                ownRun = first.ok ? { ...first, cases: first.cases.filter((c) => ownSet.has(c.file)) } : first;
            }
            else {
                ownRun = await inTree(ctx, 'candidate', (cwd, scratch) => runSuite(ctx.proc, { ...spec(cwd, `${base}/patch-tests`, seed, scratch), files: own }, ctx.out));
            }
            patchTests = patchTestsSummary(own, ownRun);
            ctx.log.info(`gate: fixture  ${t.target}: the patch's own tests (${own.length} file(s), not the oracle): ${patchTests.reason !== undefined
                ? `did not complete (${patchTests.reason})`
                : `${patchTests.passed} passed, ${patchTests.failed} failed, ${patchTests.skipped} skipped`}`);
        }
        // Whatever the patch's own files reported is not the oracle's (runner: command may report them).
        for (const run of firsts)
            if (run.ok)
                run.cases = run.cases.filter((c) => !ownSet.has(c.file));
        const baseIds = inventory.ok ? new Set(inventory.cases.map((c) => `${c.file}\u0000${c.id}`)) : null;
        for (const [k, seed] of seeds.entries()) {
            const dir = `${base}/seed-${seed}`;
            const first = firsts[k];
            const pending = [];
            const common = {
                target: t.target,
                generator: '',
                inputs: [],
                seed,
                generatorFile: '',
                invariantFile: '',
                pins,
                inputsSha256: digest,
                baseInputsSha256: digest,
            };
            const replay = {
                target: t.target,
                manifest: ctx.configFile,
                invariant: files[0],
                seed,
                code: 'REPLAY_MATCH',
                binding_sha256: (0,hash/* sha256Hex */.f)(JSON.stringify([ctx.patch.digest, digest, t.runner, seed])),
                inputs_sha256: digest,
                base_inputs_sha256: digest,
                budget_ok: first.ok || first.result !== 'budget',
                transcript_complete: first.ok || first.result !== 'incomplete',
                exit_code: null,
                reason: '',
                elapsed_ms: first.elapsedMs,
                logs: first.logs,
                ...(fresh.has(seed) ? { fresh_seed: true } : {}),
            };
            const whole = (run, path) => ({
                ...common,
                replay,
                invariant: path,
                invariantSha256: digest,
                first: run,
                dir: `${dir}/suite`,
            });
            /** The whole suite as one incomplete miss (no per-test verdict can be read from this run). */
            const incomplete = (why) => {
                replay.reason = why;
                replay.transcript_complete = false;
                pending.push(whole({
                    result: 'incomplete',
                    exitCode: null,
                    reason: why,
                    elapsedMs: first.elapsedMs,
                    logs: first.logs,
                }, files[0]));
            };
            if (!first.ok) {
                replay.reason = first.reason;
                pending.push(whole({
                    result: first.result,
                    exitCode: null,
                    reason: first.reason,
                    elapsedMs: first.elapsedMs,
                    logs: first.logs,
                }, files[0]));
            }
            else if (baseIds === null) {
                incomplete(`the suite did not complete on the base revision (${inventory.ok ? '' : inventory.reason}): nothing to compare with`);
            }
            else {
                const ran = new Set(first.cases.map((c) => `${c.file}\u0000${c.id}`));
                const missing = [...baseIds].filter((k) => !ran.has(k)).map((k) => k.replace('\u0000', '::'));
                const failed = first.cases.filter((c) => c.status === 'fail');
                const counts = {
                    passed: first.cases.filter((c) => c.status === 'pass').length,
                    failed: failed.length,
                    skipped: first.cases.filter((c) => c.status === 'skip').length,
                };
                replay.tests = {
                    runner: t.runner,
                    files: files.length,
                    ...counts,
                    missing: missing.length,
                    seeding,
                    ...(k === 0 && patchTests !== undefined ? { patch_tests: patchTests } : {}),
                };
                if (missing.length > 0) {
                    incomplete(`${missing.length} test(s) that ran on the base revision did not run on this patch (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}): the suite did not complete`);
                }
                failed.forEach((c, n) => {
                    const fileBlob = pins.entries.find((e) => e.path === c.file);
                    const missDir = `${dir}/test-${n + 1}-${(0,patch_paths/* slug */.yR)(c.id)}`;
                    pending.push({
                        ...common,
                        replay,
                        invariant: testPropertyPath(c),
                        invariantSha256: fileBlob !== undefined && fileBlob.kind === 'file' ? fileBlob.id : digest,
                        first: {
                            result: 'fail',
                            exitCode: 1,
                            reason: `the test failed${c.message ? `: ${c.message}` : ''}`,
                            elapsedMs: first.elapsedMs,
                            logs: first.logs,
                        },
                        dir: missDir,
                        test: {
                            file: c.file,
                            id: c.id,
                            ...(c.line !== undefined ? { line: c.line } : {}),
                            ...(c.message !== undefined ? { message: c.message } : {}),
                        },
                        rerun: {
                            candidate: async (cwd, attemptDir, scratch) => oneTest(await runSuite(ctx.proc, spec(cwd, attemptDir, seed, scratch, c), ctx.out), c),
                            base: async (cwd, attemptDir, scratch) => oneTest(await runSuite(ctx.proc, spec(cwd, attemptDir, seed, scratch, c), ctx.out), c),
                        },
                    });
                });
                const said = failed.length > 0
                    ? `${failed.length} of ${first.cases.length} test(s) failed`
                    : `${counts.passed} test(s) passed, ${counts.skipped} skipped`;
                replay.reason = missing.length > 0 ? `${replay.reason}; ${said}` : said;
            }
            if (pending.length > 0)
                replay.code = 'REPLAY_MISS';
            stage.artifacts.push(ctx.out.writeJson(`${dir}/replay.json`, replay));
            stage.replays.push(replay);
            stage.misses.push(...pending);
            ctx.log.info(`gate: fixture  ${t.target} seed ${seed}: ${replay.code} (${replay.reason})`);
        }
    }
    return stage;
}
/**
 * `gate check` of a `tests:` fixture on the checkout: at every seed every test must pass (a suite that
 * is red here cannot grade a patch), and the probe, applied to a copy, must make some test fail.
 * Returns the problems, each a sentence naming the fixture; `runs` counts the suite runs spent.
 */
async function checkTestsFixture(env, t) {
    const problems = [];
    const listed = (await git(env.cwd, ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], 'utf8'))
        .split('\0')
        .filter((f) => f !== '');
    const matches = globMatcher(t.files);
    const files = [...new Set(listed.filter((f) => matches(f)))].sort();
    if (files.length === 0) {
        problems.push({
            field: 'tests',
            message: `${t.target}: no file of the checkout matches ${t.files.join(', ')}`,
        });
        return { problems, runs: 0 };
    }
    const plugins = await pythonPlugins(env.proc, t);
    const noPins = new PinnedOracle([]);
    const spec = (cwd, attemptDir, seed) => ({
        t,
        files,
        seed,
        cwd,
        attemptDir,
        timeoutMs: t.timeout_ms ?? env.replayTimeoutMs,
        pins: noPins,
        plugins,
    });
    env.say(`  tests       ${t.target}: ${files.length} file(s), runner ${t.runner} — ${seedingOf(t.runner, plugins)}`);
    let runs = 0;
    let green = true;
    for (const seed of t.seeds) {
        const run = await runSuite(env.proc, spec(env.cwd, `check/${slug(t.target)}/seed-${seed}`, seed), env.out);
        runs++;
        if (!run.ok) {
            green = false;
            problems.push({
                field: 'tests',
                message: `${t.target} seed ${seed}: the suite did not complete (${run.reason})`,
            });
            continue;
        }
        const failed = run.cases.filter((c) => c.status === 'fail');
        if (failed.length > 0) {
            green = false;
            const names = failed
                .slice(0, 5)
                .map((c) => `${c.file}::${c.id}${c.message ? ` (${c.message.split('\n')[0]})` : ''}`);
            problems.push({
                field: 'tests',
                message: `${t.target} seed ${seed}: ${failed.length} test(s) fail on this checkout: ${names.join('; ')}${failed.length > 5 ? '; …' : ''} — a suite must pass before it can grade a patch`,
            });
        }
        else
            env.say(`  ran tests   ${t.target} seed ${seed}: ${run.cases.length} test(s), none failed (${run.elapsedMs} ms)`);
    }
    // The probe only means something for a suite that passes here.
    if (!green || t.probe === null)
        return { problems, runs };
    const probe = t.probe;
    let text;
    try {
        text = readFileSync(join(env.cwd, probe), 'utf8');
    }
    catch (err) {
        problems.push({
            field: 'probe',
            message: `${t.target}: the probe ${probe} cannot be read (${err.message})`,
        });
        return { problems, runs };
    }
    const refused = tests_probeRefusal(text, probe, new Set([...env.oraclePaths, ...files]));
    if (refused !== null) {
        problems.push({ field: 'probe', message: `${t.target}: FIXTURE_NOT_FALSIFIABLE: ${refused}` });
        return { problems, runs };
    }
    const seed = t.seeds[0];
    const probed = await env.inCopy(async (dir) => {
        const applied = await applyProbe(dir, join(env.cwd, probe));
        if (applied !== null)
            return `the probe ${probe} does not apply to this checkout: ${applied}`;
        const run = await runSuite(env.proc, spec(dir, `check/${slug(t.target)}/probe`, seed), env.out);
        runs++;
        if (!run.ok)
            return `the suite did not complete with the probe applied (${run.reason})`;
        const failed = run.cases.filter((c) => c.status === 'fail');
        if (failed.length === 0)
            return 'every test passed with the probe applied: this check cannot fail — do the tests load the code under test?';
        env.say(`  probed      ${t.target}: ${failed.length} test(s) fail with the probe applied (${failed[0]?.file}::${failed[0]?.id})`);
        return null;
    });
    if (probed !== null)
        problems.push({ field: 'probe', message: `${t.target}: FIXTURE_NOT_FALSIFIABLE: ${probed}` });
    return { problems, runs };
}

;// CONCATENATED MODULE: ./src/stages/fixture.ts
/**
 * Fixture (SPEC §2): bind every fixture — generator, pinned inputs (hashed on the candidate and on
 * the base, never program output) and seeds — then replay each (fixture, seed) of this shard once.
 * A manifest defect is UNBOUND (a pipeline defect, never a flake); inputs that differ between
 * candidate and base are FIXTURE_MISMATCH without spending a replay; then each fixture's probe must
 * make a seed miss on the base (src/oracle/fixture-probe.ts), else FIXTURE_NOT_FALSIFIABLE without a
 * candidate replay; otherwise every pair replays, and the misses go on to the classify stage.
 */


















const BINDING_SCHEMA = 'failure-class-gate/binding@1';
/** The binding digest of one seed: over patch, generator id and file digest, inputs digest and seed. */
function bindingDigest(b, seed) {
    return (0,hash/* sha256Hex */.f)((0,pyjson/* pyDumps */.vD)({
        patch_digest: b.patch_digest,
        generator_id: b.generator_id,
        generator_sha256: b.generator_sha256,
        inputs_sha256: b.inputs_sha256,
        seed,
    }, { sortKeys: true }));
}
function unboundReplays(f, reason, seeds = []) {
    return (seeds.length ? seeds : [null]).map((seed) => ({
        target: f.target,
        manifest: f.manifest,
        invariant: f.invariant,
        seed,
        code: 'UNBOUND',
        reason,
        elapsed_ms: 0,
        logs: [],
    }));
}
/** Bind: the manifest from the base revision, its files located there, the inputs hashed on both sides. */
async function bindFixture(ctx, f, scoped) {
    const { oracle } = ctx;
    const dir = `fixtures/${(0,patch_paths/* slug */.yR)(f.target)}`;
    if (!(await oracle.exists(f.manifest)))
        return { unbound: unboundReplays(f, `${f.manifest}: manifest not found on the base revision`) };
    const parsed = scoped.manifests.get(f.manifest) ?? (0,manifest/* parseManifest */.Ng)(await oracle.readText(f.manifest), f.manifest);
    const parsedManifest = 'ok' in parsed ? (parsed.ok ? parsed.manifest : undefined) : parsed;
    if (!parsedManifest)
        return { unbound: unboundReplays(f, parsed.reason) };
    let generatorFile;
    let invariantFile;
    const judgeInputs = [];
    try {
        generatorFile = await oracle.locate(parsedManifest.generator);
        oracle.reads.push(parsedManifest.generator);
        invariantFile = await oracle.locate(f.invariant);
        oracle.reads.push(f.invariant);
        if (f.exercise !== undefined) {
            await oracle.locate(f.exercise);
            oracle.reads.push(f.exercise);
        }
        // Files only the judge reads come from the base revision's tree, as the judge does: located
        // here, so a missing one is UNBOUND before anything runs, and digested for the trace.
        for (const p of parsedManifest.judge_inputs ?? []) {
            judgeInputs.push({ path: p, sha256: (0,hash/* sha256Hex */.f)((0,external_node_fs_.readFileSync)(await oracle.locate(p))) });
            oracle.reads.push(p);
        }
    }
    catch (err) {
        if (!(err instanceof reader/* OracleError */.lF))
            throw err;
        return { unbound: unboundReplays(f, err.message, parsedManifest.seeds) };
    }
    // Globs are expanded on the base revision's tree: the expansion, not the pattern, is what is bound
    // and replayed, so `m` from here on names files only.
    const expanded = await (0,manifest/* expandInputs */.Go)(oracle.tree, parsedManifest.inputs, f.manifest);
    if (!expanded.ok)
        return { unbound: unboundReplays(f, expanded.reason, parsedManifest.seeds) };
    const m = { ...parsedManifest, inputs: expanded.inputs };
    // The base first: a candidate input of another type or size than the base's is a mismatch without
    // a byte of it read (a huge sparse file, a FIFO, a folder in its place). An input the base holds
    // and the candidate does not (deleted, moved, replaced by a link out) is changed by the patch,
    // never UNBOUND: only a defect on the base is the manifest's (SPEC §2).
    const base = await oracle.hashInputs(m.inputs);
    if (!base.ok)
        return { unbound: unboundReplays(f, `${f.manifest}: ${base.reason}`, m.seeds) };
    const hashed = await (0,oracle_inputs/* hashInputs */._)(ctx.root, m.inputs, {
        reference: { stats: base.stats, files: base.files, same: 'content' },
    });
    if (!hashed.ok)
        return { unbound: unboundReplays(f, `${f.manifest}: ${hashed.reason}`, m.seeds) };
    // A file the patch adds under a glob is an input the base did not have: the inputs changed.
    const added = (0,manifest/* addedUnderGlobs */.qS)(ctx.patch.changed, expanded.globs, m.inputs);
    const cand = added.length === 0
        ? hashed
        : (() => {
            const files = [...hashed.files, ...added.map((path) => ({ path, sha256: 'unread:added' }))];
            return { ...hashed, files, digest: (0,oracle_inputs/* inputsDigest */.K)(files) };
        })();
    const generatorSha = (0,hash/* sha256Hex */.f)((0,external_node_fs_.readFileSync)(generatorFile));
    const b0 = {
        patch_digest: ctx.patch.digest,
        generator_id: m.generator_id,
        generator_sha256: generatorSha,
        inputs_sha256: cand.digest,
    };
    const binding = {
        schema: BINDING_SCHEMA,
        target: f.target,
        manifest: f.manifest,
        patch_digest: ctx.patch.digest,
        generator: m.generator,
        generator_id: m.generator_id,
        generator_sha256: generatorSha,
        inputs: cand.files,
        inputs_sha256: cand.digest,
        seeds: m.seeds.map((seed) => ({ seed, binding_sha256: bindingDigest(b0, seed) })),
        ...freshBinding(f, m.seeds, b0),
    };
    const artifact = ctx.out.writeJson(`${dir}/binding.json`, {
        ...binding,
        base_inputs_sha256: base.digest,
        ...(expanded.globs.length > 0 ? { input_globs: expanded.globs } : {}),
        ...(parsedManifest.judge_inputs !== undefined ? { judge_inputs: judgeInputs } : {}),
    });
    const invariantSha256 = (0,hash/* sha256Hex */.f)((0,external_node_fs_.readFileSync)(invariantFile));
    return {
        bound: {
            f,
            m,
            binding,
            generatorFile,
            invariantFile,
            invariantSha256,
            baseDigest: base.digest,
            baseFiles: base.files,
            candidateStats: cand.stats,
            ...(parsedManifest.judge_inputs !== undefined ? { judgeInputs } : {}),
            dir,
        },
        artifact,
    };
}
/** The fixture's fresh seeds, drawn now and bound like the manifest's (none without `fresh_seeds`). */
function freshBinding(f, pinned, b0) {
    if (f.fresh_seeds === undefined)
        return {};
    const seeds = drawFreshSeeds(f.fresh_seeds, pinned);
    return { fresh_seeds: seeds.map((seed) => ({ seed, binding_sha256: bindingDigest(b0, seed) })) };
}
/**
 * The pairs this job replays: its slice of the manifests' seeds (src/run/shard.ts), then every fresh
 * seed it drew itself (a fresh seed is not known before the run, so it is never split: each shard
 * draws and replays its own).
 */
function pairsOf(bound, shard) {
    const pinned = (0,run_shard/* shardPairs */.Q)(bound.flatMap((b) => b.binding.seeds.map((s) => ({ target: b.f.target, seed: s.seed, b, bindingSha: s.binding_sha256 }))), shard);
    const fresh = bound.flatMap((b) => (b.binding.fresh_seeds ?? []).map((s) => ({
        target: b.f.target,
        seed: s.seed,
        b,
        bindingSha: s.binding_sha256,
        fresh: true,
    })));
    return [...pinned, ...fresh];
}
/**
 * Runs `run` in a fresh tree of the candidate (a view, src/adapters/views.ts) with a neutral scratch
 * folder for `GATE_OUT`; in the checkout itself where the context has no trees (stage tests).
 */
function inCandidateTree(ctx, run) {
    if (ctx.trees === undefined)
        return run(ctx.root);
    return ctx.trees.candidate((t) => run(t.dir, t.scratch));
}
/** Replay: re-hash the inputs (bytes changed since bind are not the bound fixture), then run once. */
async function replayPair(ctx, p, timeoutMs, pins, refs) {
    const { b } = p;
    const ref = b.f.law === 'same-as-base' ? refs.get(refKey(p.target, p.seed)) : undefined;
    const reference = ref !== undefined && 'folder' in ref ? ref.folder : undefined;
    const dir = `${b.dir}/seed-${p.seed}`;
    // Once per run: an input that is still the file hashed at bind keeps its digest; one replaced or
    // resized since is a change without being read.
    const again = await (0,oracle_inputs/* hashInputs */._)(ctx.root, b.m.inputs, {
        reference: { stats: b.candidateStats, files: b.binding.inputs, same: 'file' },
    });
    const inputsNow = again.ok ? again.digest : 'unreadable';
    const blocked = inputsNow !== b.binding.inputs_sha256
        ? 'the inputs changed between bind and replay'
        : b.f.law === 'same-as-base' && reference === undefined
            ? `law: same-as-base has nothing to compare with at this seed: ${ref !== undefined && 'reason' in ref ? ref.reason : 'no base outputs'}`
            : undefined;
    const first = blocked === undefined
        ? await inCandidateTree(ctx, (cwd, scratch) => replayOnce(ctx.proc, {
            generator: b.generatorFile,
            invariant: b.invariantFile,
            // The invariant runs at its own path in the tree, its bytes checked against the base's.
            pinned: { invariant: b.f.invariant, oracle: pins },
            ...exerciseOf(b.f, b.invariantFile, reference, judgeInputsOf(b.m.judge_inputs, b.invariantFile, b.f.invariant)),
            cwd,
            inputs: b.m.inputs,
            seed: p.seed,
            timeoutMs,
            out: ctx.out,
            attemptDir: `${dir}/attempt-1`,
            ...(scratch !== undefined ? { scratch } : {}),
        }))
        : {
            result: 'incomplete',
            exitCode: null,
            reason: blocked,
            elapsedMs: 0,
            logs: [],
        };
    const replay = {
        target: p.target,
        manifest: b.f.manifest,
        invariant: b.f.invariant,
        seed: p.seed,
        ...(p.fresh ? { fresh_seed: true } : {}),
        ...(b.f.exercise !== undefined ? { exercise: b.f.exercise } : {}),
        ...(b.judgeInputs !== undefined ? { judge_inputs: b.judgeInputs } : {}),
        code: first.result === 'pass' ? 'REPLAY_MATCH' : 'REPLAY_MISS',
        binding_sha256: p.bindingSha,
        inputs_sha256: inputsNow,
        base_inputs_sha256: b.baseDigest,
        budget_ok: first.result !== 'budget',
        transcript_complete: first.result !== 'incomplete',
        exit_code: first.exitCode,
        reason: first.reason,
        ...(first.attested ? { attested: first.attested } : {}),
        elapsed_ms: first.elapsedMs,
        logs: first.logs,
    };
    return {
        replay,
        target: p.target,
        invariant: b.f.invariant,
        generator: b.m.generator,
        inputs: b.m.inputs,
        seed: p.seed,
        generatorFile: b.generatorFile,
        invariantFile: b.invariantFile,
        ...(b.f.exercise !== undefined ? { exercise: b.f.exercise } : {}),
        ...(b.m.judge_inputs !== undefined
            ? { judgeInputs: judgeInputsOf(b.m.judge_inputs, b.invariantFile, b.f.invariant) }
            : {}),
        ...(reference !== undefined ? { reference } : {}),
        pins,
        invariantSha256: b.invariantSha256,
        inputsSha256: inputsNow,
        baseInputsSha256: b.baseDigest,
        first,
        dir,
    };
}
/** The fixture stage: bind every fixture, then replay this shard's pairs (or stop at UNBOUND / FIXTURE_MISMATCH). */
async function runFixture(ctx, scoped) {
    const { config } = scoped;
    const artifacts = [];
    const replays = [];
    const bound = [];
    for (const f of config.fixtures) {
        const b = await bindFixture(ctx, f, scoped);
        if ('unbound' in b)
            replays.push(...b.unbound);
        else {
            bound.push(b.bound);
            artifacts.push(b.artifact);
        }
    }
    const pairs = pairsOf(bound, ctx.shard);
    const firstUnbound = replays.find((r) => r.code === 'UNBOUND');
    if (firstUnbound) {
        return {
            code: 'UNBOUND',
            detail: firstUnbound.reason ?? 'a manifest is unbound',
            artifacts,
            trace: { replays },
        };
    }
    const mismatched = new Set(bound.filter((b) => b.binding.inputs_sha256 !== b.baseDigest).map((b) => b.f.target));
    if (mismatched.size > 0) {
        const detail = `the inputs of ${[...mismatched].join(', ')} differ between candidate and base: the bytes under test are not the bytes the manifest named`;
        for (const p of pairs.filter((x) => mismatched.has(x.target))) {
            replays.push({
                target: p.target,
                manifest: p.b.f.manifest,
                invariant: p.b.f.invariant,
                seed: p.seed,
                ...(p.fresh ? { fresh_seed: true } : {}),
                code: 'FIXTURE_MISMATCH',
                binding_sha256: p.bindingSha,
                inputs_sha256: p.b.binding.inputs_sha256,
                base_inputs_sha256: p.b.baseDigest,
                reason: detail,
                differing_inputs: (0,trace_evidence/* differingInputs */.cG)(p.b.binding.inputs, p.b.baseFiles),
                elapsed_ms: 0,
                logs: [],
            });
        }
        return { code: 'FIXTURE_MISMATCH', detail, artifacts, trace: { replays } };
    }
    // Made before any candidate code runs (the pipeline hands its own, whose files it also sealed).
    const pins = ctx.pins ?? (await pinOracle(ctx.oracle, config, ctx.configFile));
    const refs = await baseReferences(ctx, bound, pins, config.budgets.replay_timeout_ms);
    // Every fixture shows it can fail before a candidate replay is spent (before the shard split, so
    // every shard decides the same).
    const fixture_probes = [];
    for (const b of bound) {
        const probed = await probeBound(ctx, scoped, b, refs);
        fixture_probes.push(probed.outcome);
        if (probed.artifact)
            artifacts.push(probed.artifact);
        ctx.log.info(`gate: fixture  ${b.f.target} probe: ${probed.outcome.result} (${probed.outcome.replays} replay(s)) — ${probed.outcome.reason}`);
    }
    const unfalsifiable = fixture_probes.filter((p) => p.result === 'not_falsifiable');
    if (unfalsifiable.length > 0) {
        const detail = `${unfalsifiable.map((p) => p.target).join(', ')}: ${unfalsifiable[0]?.reason ?? ''}`;
        return { code: 'FIXTURE_NOT_FALSIFIABLE', detail, artifacts, trace: { replays, fixture_probes } };
    }
    // `tests:` fixtures (src/stages/tests.ts): their probes, base inventories and candidate runs.
    const testPairs = new Set((0,run_shard/* shardPairs */.Q)((config.tests ?? []).flatMap((t) => t.seeds.map((seed) => ({ target: t.target, seed }))), ctx.shard).map((p) => `${p.target}\u0000${p.seed}`));
    const tested = await runTestsFixtures(ctx, config.tests ?? [], config.budgets.replay_timeout_ms, config.budgets.replay_concurrency, pins, (target, seed) => testPairs.has(`${target}\u0000${seed}`));
    artifacts.push(...tested.artifacts);
    fixture_probes.push(...tested.probes);
    if (tested.unbound !== undefined)
        return { code: 'UNBOUND', detail: tested.unbound, artifacts, trace: { replays, fixture_probes } };
    if (tested.notFalsifiable !== undefined)
        return {
            code: 'FIXTURE_NOT_FALSIFIABLE',
            detail: tested.notFalsifiable,
            artifacts,
            trace: { replays, fixture_probes },
        };
    replays.push(...tested.replays);
    const workers = Math.min(config.budgets.replay_concurrency, pairs.length);
    ctx.log.info(`gate: fixture  replaying ${pairs.length} (fixture, seed) pair(s)${workers > 1 ? `, ${workers} at a time` : ''}${ctx.shard ? ` — shard ${ctx.shard.index}/${ctx.shard.count}` : ''}`);
    const misses = [...tested.misses];
    // Each pair writes under its own folder; what is shared (the lists, the log) is written in pair
    // order as results land, so the trace does not depend on which replay finished first.
    await mapOrdered(pairs, Math.max(1, workers), (p) => replayPair(ctx, p, config.budgets.replay_timeout_ms, pins, refs), (done) => {
        artifacts.push(ctx.out.writeJson(`${done.dir}/replay.json`, done.replay));
        replays.push(done.replay);
        ctx.log.info(`gate: fixture  ${done.target} seed ${done.seed}: ${done.replay.code} (${done.first.reason})`);
        if (done.replay.code === 'REPLAY_MISS')
            misses.push(done);
    });
    const code = misses.length ? 'REPLAY_MISS' : 'REPLAY_MATCH';
    const runs = pairs.length + tested.replays.length;
    const detail = misses.length
        ? `${misses.length} miss(es) in ${runs} replay(s)${tested.misses.length > 0 ? ` (${tested.misses.filter((m) => m.test !== undefined).length} failing test(s))` : ''}`
        : `${runs} replay(s) matched`;
    return {
        code,
        detail,
        artifacts,
        trace: {
            replays,
            fixture_probes,
            ...(pins.mismatches.length ? { pinned_mismatches: [...pins.mismatches] } : {}),
        },
        ...(misses.length ? { next: replayMisses(config, misses) } : {}),
    };
}
/** A bound fixture's probe, replayed in the base checkout as a candidate replay runs. */
function probeBound(ctx, scoped, b, refs) {
    const timeoutMs = scoped.config.budgets.replay_timeout_ms;
    return probeFixture({
        oracle: ctx.oracle,
        out: ctx.out,
        ...(ctx.baseCheckout ? { baseCheckout: ctx.baseCheckout } : {}),
        oraclePaths: (0,oracle_config/* configOraclePaths */.dV)(scoped.config, ctx.configFile),
        protectedGlobs: scoped.config.protected,
        replay: (r) => replayOnce(ctx.proc, {
            generator: b.generatorFile,
            invariant: r.invariant,
            ...exerciseOf(b.f, b.invariantFile, referenceAt(refs, b, r.seed), judgeInputsOf(b.m.judge_inputs, b.invariantFile, b.f.invariant)),
            cwd: r.cwd,
            inputs: b.m.inputs,
            seed: r.seed,
            timeoutMs,
            out: ctx.out,
            attemptDir: r.attemptDir,
        }),
    }, {
        target: b.f.target,
        manifest: b.f.manifest,
        invariant: b.f.invariant,
        probe: b.f.probe,
        generator: b.m.generator,
        generatorSha256: b.binding.generator_sha256,
        invariantSha256: b.invariantSha256,
        inputs: b.m.inputs,
        inputPaths: b.baseFiles.map((x) => x.path),
        baseInputsSha256: b.baseDigest,
        seeds: b.m.seeds,
        dir: b.dir,
    });
}
/** An exercise + judge fixture's replay files: the exercise in the tree, the judge from the oracle tree. */
function exerciseOf(f, judge, reference, judgeInputs) {
    if (f.exercise === undefined)
        return {};
    return {
        exercise: {
            path: f.exercise,
            judge,
            ...(reference !== undefined ? { reference } : {}),
            ...(judgeInputs !== undefined ? { judgeInputs } : {}),
        },
    };
}
/**
 * The manifest's `judge_inputs` in the oracle tree, which holds the judge at `judgeFile` (its
 * repository path `judgePath`): the tree is the judge file's path less that repository path.
 */
function judgeInputsOf(paths, judgeFile, judgePath) {
    if (paths === undefined)
        return undefined;
    const root = judgeFile.endsWith(`/${judgePath}`)
        ? judgeFile.slice(0, -judgePath.length - 1)
        : (0,external_node_path_.dirname)(judgeFile);
    return { root, paths };
}
/** The base's outputs `law: same-as-base` compares with at `seed`, when made. */
function referenceAt(refs, b, seed) {
    const ref = b.f.law === 'same-as-base' ? refs.get(refKey(b.f.target, seed)) : undefined;
    return ref !== undefined && 'folder' in ref ? ref.folder : undefined;
}
const refKey = (target, seed) => `${target}\u0000${seed}`;
/**
 * `law: same-as-base`: the exercise's outputs on the base revision at every seed a fixture with that
 * law replays (the manifest's, for the probe too, and the fresh ones), each made once, in a tree of
 * the base revision, before any candidate code runs.
 */
async function baseReferences(ctx, bound, pins, timeoutMs) {
    const refs = new Map();
    for (const b of bound) {
        if (b.f.law !== 'same-as-base' || b.f.exercise === undefined)
            continue;
        for (const seed of [...b.m.seeds, ...(b.binding.fresh_seeds ?? []).map((s) => s.seed)]) {
            const attemptDir = `${b.dir}/seed-${seed}/base-outputs`;
            const run = (cwd, scratch) => replayOnce(ctx.proc, {
                generator: b.generatorFile,
                invariant: b.invariantFile,
                pinned: { invariant: b.f.invariant, oracle: pins },
                exercise: {
                    path: b.f.exercise,
                    judge: b.invariantFile,
                    collectOnly: true,
                    ...(b.m.judge_inputs !== undefined
                        ? {
                            judgeInputs: judgeInputsOf(b.m.judge_inputs, b.invariantFile, b.f.invariant),
                        }
                        : {}),
                },
                cwd,
                inputs: b.m.inputs,
                seed,
                timeoutMs,
                out: ctx.out,
                attemptDir,
                ...(scratch !== undefined ? { scratch } : {}),
            });
            const done = ctx.trees !== undefined
                ? await ctx.trees.base((t) => run(t.dir, t.scratch))
                : ctx.baseCheckout !== undefined
                    ? await ctx.baseCheckout(run)
                    : undefined;
            refs.set(refKey(b.f.target, seed), done === undefined
                ? { reason: 'no tree of the base revision to run the exercise in' }
                : done.result === 'pass'
                    ? { folder: ctx.out.path(attemptDir, 'out', OUTPUTS_FOLDER) }
                    : { reason: `the exercise did not write its outputs on the base revision (${done.reason})` });
        }
    }
    return refs;
}
/** The one place a {@link ReplayMisses} is made: the fixture stage ended REPLAY_MISS. */
function replayMisses(config, pending) {
    return { config, pending };
}

// EXTERNAL MODULE: ./src/classify/table.ts + 1 modules
var table = __webpack_require__(70068);
;// CONCATENATED MODULE: ./src/classify/decide.ts


/** Classifies a record and adds its hash, as the reference's main() prints it. */
function decideRecord(record) {
    const decision = (0,table/* classifyRecord */.kK)(record);
    decision.record_sha256 = (0,hash/* recordSha256 */.H)(record);
    return decision;
}

// EXTERNAL MODULE: ./src/trace/verdict.ts
var verdict = __webpack_require__(63568);
;// CONCATENATED MODULE: ./src/stages/base-replay.ts
/**
 * One replay of a seed in a tree of the base revision (the classify stage's base replay, and
 * `gate replay-seed`): the base's own generator and invariant over the base's own inputs, which must
 * first hash to the fixture digest the candidate's replays were bound to. The replay itself is
 * src/stages/replay.ts.
 */



/**
 * One replay of a seed in a given worktree (the base revision): its own generator and invariant,
 * its own inputs, which must hash to the expected fixture digest. 0 pass, 1 fail, else not_run: a
 * crash of the invariant (or of the base code it loads) is never `fail`, so it cannot blame the
 * candidate.
 */
async function replaySeed(proc, b) {
    const hashed = await (0,oracle_inputs/* hashInputs */._)(b.workdir, b.inputs);
    if (!hashed.ok)
        return { result: 'not_run', reason: hashed.reason };
    if (hashed.digest !== b.expectFixtureSha256) {
        return {
            result: 'not_run',
            reason: `the inputs in ${b.workdir} hash to ${hashed.digest}, not ${b.expectFixtureSha256}`,
        };
    }
    const run = await replayOnce(proc, {
        generator: (0,external_node_path_.join)(b.workdir, b.generator),
        invariant: (0,external_node_path_.join)(b.workdir, b.invariant),
        ...(b.pins !== undefined ? { pinned: { invariant: b.invariant, oracle: b.pins } } : {}),
        ...(b.exercise !== undefined ? { exercise: b.exercise } : {}),
        cwd: b.workdir,
        inputs: b.inputs,
        seed: b.seed,
        timeoutMs: b.timeoutMs,
        out: b.out,
        attemptDir: b.attemptDir,
        ...(b.scratch !== undefined ? { scratch: b.scratch } : {}),
    });
    const result = run.result === 'pass' ? 'pass' : run.result === 'fail' ? 'fail' : 'not_run';
    return { result, reason: run.reason, run };
}

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
        env: await inCandidateTree(ctx, async (cwd) => replayEnv(cwd, env.replayTimeoutMs, env.workers)),
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
            const retry = await inCandidateTree(ctx, (cwd, scratch) => m.rerun !== undefined
                ? m.rerun.candidate(cwd, (0,external_node_path_.join)(m.dir, `retry-${k}`), scratch)
                : replayOnce(ctx.proc, {
                    generator: m.generatorFile,
                    invariant: m.invariantFile,
                    ...(m.pins !== undefined ? { pinned: { invariant: m.invariant, oracle: m.pins } } : {}),
                    ...exerciseOf(m, m.invariantFile, m.reference, m.judgeInputs),
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
                ? seedResultOf(await m.rerun.base(workdir, (0,external_node_path_.join)(m.dir, 'base'), scratch))
                : await replaySeed(ctx.proc, {
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
                    ...exerciseOf(m, m.invariantFile, m.reference, m.judgeInputs),
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
    const decision = decideRecord(record);
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
    const slots = new Slots(workers);
    const proc = Object.assign(Object.create(ctx.proc), {
        run: (spec) => slots.run(() => ctx.proc.run(spec)),
    });
    // Outcomes and log lines follow the order of the misses, not of completion.
    const outcomes = await mapOrdered(misses.pending, misses.pending.length || 1, (p) => classifyMiss({ ...ctx, proc }, p, {
        // The base checkout is lent to one base replay at a time (ClassifyContext.baseCheckout).
        baseWorktree: (run) => ctx.trees !== undefined ? ctx.trees.base((t) => run(t.dir, t.scratch)) : ctx.baseCheckout(run),
        replayTimeoutMs: budgets.replay_timeout_ms,
        retryCap: budgets.retry_cap,
        diffPaths: ctx.patch.changed,
        runId: ctx.runId,
        workers,
    }), (outcome) => ctx.log.info(`gate: classify ${outcome.target} seed ${outcome.seed}: ${outcome.decision.label} (retries ${JSON.stringify(outcome.retries)}, base ${outcome.base_seed_result})`));
    return {
        code: (0,verdict/* runLabel */.Az)(outcomes.map((m) => m.decision.label)),
        artifacts: outcomes.map((m) => ({
            path: m.record_path,
            sha256: (0,hash/* sha256Hex */.f)((0,external_node_fs_.readFileSync)(ctx.out.path(m.record_path))),
        })),
        trace: { misses: outcomes, ...pinnedMismatches(misses.pending) },
        next: { misses, outcomes },
    };
}

// EXTERNAL MODULE: ./src/stages/freeze.ts + 1 modules
var freeze = __webpack_require__(48336);
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
    return (0,adapters_git/* gitToSink */.Pn)(cwd, [
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
            const [oldMode, newMode, status] = [m[1], m[2], m[5]].map(git_diff_shared);
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
function git_diff_shared(text) {
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
    return /^0+$/.test(id) ? git_diff_shared(id) : id;
}
/** The blob sizes git reports for `oids` (`cat-file --batch-check`); a missing object has none. */
async function blobSizes(cwd, oids) {
    const sizes = new Map();
    if (oids.length === 0)
        return sizes;
    const out = (await (0,adapters_git/* gitRun */.qM)(cwd, ['cat-file', '--batch-check'], { input: oids.join('\n') + '\n' })).toString('latin1');
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
        await (0,adapters_git/* gitBytesEach */.J5)(cwd, ['diff', '--raw', '-z', '--no-abbrev', '--find-renames', '--no-relative', base, head, '--'], [], (field) => listing.push(field), { maxBytes: patchLimits.listing });
    }
    catch (err) {
        if (!(err instanceof adapters_git/* GitOutputTooLarge */.TM))
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
    await (0,adapters_git/* catFileEach */.e0)(cwd, [...blobOids].filter(small), scan);
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
        const gitDir = (await (0,adapters_git/* gitRun */.qM)(cwd, ['rev-parse', '--absolute-git-dir'])).toString('utf8').trim();
        diffCwd = await attributes(changed);
        where = [`--git-dir=${gitDir}`, `--work-tree=${diffCwd}`];
    }
    const sink = new adapters_git/* FileSink */.UP(dest, patchLimits.patch);
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
    const parsed = parseGitPatchFile(dest, sink.bytes, patchLimits.part, (name) => changedSet.get(name));
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
    await (0,adapters_git/* catFileEach */.e0)(cwd, [...new Set([...unread, ...wanted])].filter(small), (oid, content) => {
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
    const sink = new adapters_git/* FileSink */.UP(dest, 0);
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
        const file = fileFields(f);
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
        await (0,adapters_git/* gitRun */.qM)(cwd, ['read-tree', head], { env });
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
        await (0,adapters_git/* gitFieldsEach */.DG)(cwd, ['check-attr', '--cached', '-z', '--stdin', 'filter', 'working-tree-encoding', 'ident'], paths, (field) => {
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
            const out = await (0,adapters_git/* gitRun */.qM)(this.cwd, ['ls-tree', '-r', '-t', '-z', '--full-tree', this.rev]);
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
                    const bytes = await (0,adapters_git/* gitRun */.qM)(this.cwd, ['cat-file', 'blob', entry.oid], {
                        maxBytes: MAX_LINK_TARGET_BYTES,
                    }).catch((err) => {
                        if (err instanceof adapters_git/* GitOutputTooLarge */.TM)
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
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
function privileged(priv, argv) {
    const [command, args] = priv.kind === 'root' ? [argv[0], argv.slice(1)] : ['sudo', ['-n', '--', ...argv]];
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)(command, args, { timeout: 30_000, env: (0,adapters_git/* gitEnv */.gE)() }, (err, _out, stderr) => {
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
        return privileged(priv, argv);
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
    const fallback = async (reason) => new CheckoutViews(o, root, reason, await o.fallbackBase());
    if ((o.setting ?? 'overlay') === 'checkout')
        return fallback('GATE_VIEWS=checkout');
    if (process.platform !== 'linux')
        return fallback(`overlay views need Linux, this is ${process.platform}`);
    for (const p of [o.checkout, root])
        if (UNSAFE_LAYER_PATH.test(p))
            return fallback(`the path ${JSON.stringify(p)} holds a character overlay options cannot carry`);
    const priv = detectPrivilege();
    if (typeof priv === 'string')
        return fallback(`no overlay mount: ${priv}`);
    const views = new OverlayViews(o, root, priv);
    try {
        await views.buildBaseLayer();
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
    layer;
    disposed = false;
    /**
     * The checkout's top folder as it was when the views opened, before the sandbox sealed the real
     * one (GateRunner.seal): every view's top folder copies this, so views stay the run's to use.
     */
    top;
    constructor(o, root, priv) {
        this.o = o;
        this.root = root;
        this.priv = priv;
        this.layer = (0,external_node_path_.join)(root, 'base-layer');
        this.top = topOf(o.checkout);
    }
    /**
     * The base layer: an overlay over the checkout with an empty upper layer, the changed paths written
     * (base blobs) or removed (whiteouts) through it, then unmounted: the upper layer is the layer.
     */
    async buildBaseLayer() {
        const build = (0,external_node_path_.join)(this.root, 'layer-build');
        const work = (0,external_node_path_.join)(this.root, 'layer-work');
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
            await privilegedQuick(this.priv, ['chmod', numericMode(top.mode), '--', dir]);
    }
    async unmount(target) {
        await privileged(this.priv, ['umount', target]);
        this.mounts.delete(target);
    }
    async view(lower, run) {
        if (this.disposed)
            throw new Error('the run has ended: no more views');
        const { dir, scratch } = scratchIn(this.root);
        const upper = (0,external_node_path_.join)(dir, 'upper');
        const work = (0,external_node_path_.join)(dir, 'work');
        const tree = (0,external_node_path_.join)(dir, 'tree');
        (0,external_node_fs_.mkdirSync)(upper, { mode: 0o755 });
        (0,external_node_fs_.mkdirSync)(work, { mode: 0o700 });
        (0,external_node_fs_.mkdirSync)(tree, { mode: 0o755 });
        try {
            await this.adopt(upper, this.top);
            await mountOverlay(this.priv, lower, upper, work, tree);
            this.mounts.add(tree);
            return await run({ dir: tree, scratch });
        }
        finally {
            // Dropping the upper layer is the reset: the next attempt starts from the lower layers again.
            if (this.mounts.has(tree))
                await this.unmount(tree).catch(() => this.unmountSync(tree));
            await this.remove(dir);
        }
    }
    candidate(run) {
        return this.view([this.o.checkout], run);
    }
    async base(run) {
        await this.o.beforeBase?.();
        return this.view([this.layer, this.o.checkout], run);
    }
    /**
     * Removes a view's folders. Under sudo the gate's user cannot remove what the sandbox user made in
     * an upper layer, nor overlayfs's own work folder (root, mode 000): those go with privilege.
     */
    async remove(dir) {
        await (0,promises_.rm)(dir, { recursive: true, force: true }).catch(() => undefined);
        if (this.priv.kind === 'sudo' && (0,external_node_fs_.existsSync)(dir))
            await privileged(this.priv, ['rm', '-rf', '--one-file-system', '--', dir]).catch(() => undefined);
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
        throw new Error(`not a repository path the base layer can hold: ${JSON.stringify(rel)}`);
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
        const out = await (0,adapters_git/* gitRun */.qM)(checkout, ['ls-tree', '-r', '-z', '--full-tree', base, '--', ...paths.slice(i, i + CHUNK)], { env: { GIT_LITERAL_PATHSPECS: '1' } });
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
    const out = await (0,adapters_git/* gitRun */.qM)(checkout, ['cat-file', '--batch'], {
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
    const priv = detectPrivilege();
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
    let baseSha = await adapters_git/* resolveCommit */.WL(root, o.base);
    if (!baseSha && o.fetchMissingBase && /^[0-9a-f]{40}$/i.test(o.base)) {
        o.log.info(`gate: base ${o.base} is not in this checkout; fetching it (git fetch --depth=1 origin ${o.base})`);
        await adapters_git/* fetchCommit */.iH(root, o.base);
        baseSha = await adapters_git/* resolveCommit */.WL(root, o.base);
    }
    if (!baseSha)
        throw new GateInputError(`base revision ${JSON.stringify(o.base)} is not a commit in ${root}`);
    const headRev = o.head ?? 'HEAD';
    const headSha = await adapters_git/* resolveCommit */.WL(root, headRev);
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
            letGoIfFew(countGitParts(dest, given.size));
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
                    diff = parseUnifiedDiff((0,external_node_fs_.readFileSync)(dest, 'utf8'));
                else
                    ({ diff, oversized } = parseGitPatchFile(dest, given.size, patchLimits.part));
            }
            catch (err) {
                if (err instanceof DiffParseError)
                    throw new GateInputError(`${o.patchFile}: not a unified diff: ${err.message}`);
                throw err;
            }
            changed = touchedPaths(diff);
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
    const sink = new adapters_git/* FileSink */.UP(dest, patchLimits.patch);
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
    for (const m of unmountStale(stateRoot(), staleRun))
        log.warn(`unmounted a replay view left behind by an earlier run: ${m}`);
    for (const s of StateDir.removeStale())
        log.warn(`removed a state folder left behind by an earlier run: ${s}`);
    for (const s of await adapters_git/* removeStaleWorktrees */.KO(root))
        log.warn(`removed a base worktree left behind by an earlier run: ${s}`);
    for (const key of await adapters_git/* persistedCredentials */.Oo(root))
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
    const dir = await adapters_git/* addWorktree */.l(ctx.root, ctx.baseSha, 'replay', parent);
    worktrees.push(dir);
    const source = await adapters_git/* addWorktree */.l(ctx.root, ctx.baseSha, 'replay-source', parent);
    worktrees.push(source);
    const turn = new Slots(1);
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

// EXTERNAL MODULE: ./src/trace/model.ts
var model = __webpack_require__(91332);
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
    const unloaded = changed.filter((c) => CODE_FILE.test(c) && !any.has(c)).slice(0, model/* MAX_LISTED_PATHS */.Ce);
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
        const sha256 = artifactDigest(out.path(rel));
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
        const now = artifactDigest(out.path(a.path));
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
var advice = __webpack_require__(52296);
// EXTERNAL MODULE: ./src/trace/recompute.ts + 1 modules
var recompute = __webpack_require__(42654);
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
    Object.assign(t, (0,recompute/* recomputeTrace */.eN)(t, advice/* adviceFor */.cp).trace);
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

// EXTERNAL MODULE: ./src/trace/blank.ts
var blank = __webpack_require__(94783);
// EXTERNAL MODULE: ./src/run/version.ts
var version = __webpack_require__(42057);
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
async function grade(ctx, o, t, worktrees, state, proc, pins, views, dirty) {
    const step = (name, body) => recordStage(t, o, name, body, ctx.out);
    const scoped = await step('scope', () => (0,scope/* runScope */.AO)(ctx));
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
        })
        : undefined;
    if (trees) {
        views.push(trees);
        t.views = { ...trees.info };
        o.log.info(`gate: trees    ${trees.info.mechanism} (${trees.info.reason})`);
    }
    // Base replays and fixture probes borrow a fresh base tree, one attempt at a time.
    const baseCheckout = trees
        ? (run) => trees.base((bt) => run(bt.dir, bt.scratch))
        : () => Promise.reject(new Error('no fixture is configured: there is no base replay'));
    const skip = [ctx.out.root, state.root];
    const before = trees ? await checkoutState(ctx.root, skip, dirty) : undefined;
    const clear = await step('property', () => runProperty({ ...ctx, proc }, scoped));
    if (!clear)
        return;
    if (before !== undefined) {
        // Specs run in the checkout itself, and a spec may load the code under test: whatever that code
        // did to the checkout, the replays must not run it instead of the graded bytes.
        const after = checkoutState(ctx.root, skip, dirty, { stamped: false });
        const { changed, planted } = await compareCheckout(before, after);
        if (changed.length > 0)
            throw new Error(`the checkout's files changed while the specs ran (${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}): code a spec loaded rewrote the tree the replays would run, so this run cannot grade the patch`);
        if (planted.length > 0) {
            removePlanted(ctx.root, planted);
            o.log.info(`gate: property  removed ${planted.length} file(s) the specs left in the checkout, so the replays see it as it was: ${planted.slice(0, 5).join(', ')}${planted.length > 5 ? ', …' : ''}`);
        }
    }
    // Specs run in the checkout itself; from here on every program runs in a view, so the real
    // checkout is no longer the run's users' to reach (a cache written there by absolute path would be
    // seen by every later attempt).
    if (trees?.info.mechanism === 'overlay')
        proc.seal(ctx.root);
    if (fixtureCount === 0)
        return o.log.info('gate: fixture  (no fixtures configured)');
    const pinned = pins !== null ? { pins } : {};
    const misses = await step('fixture', () => runFixture({ ...ctx, proc, baseCheckout, ...pinned, ...(trees ? { trees } : {}) }, clear));
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
    const root = await adapters_git/* topLevel */.M4(o.cwd).catch(() => {
        throw new GateInputError(`${o.cwd} is not inside a git repository`);
    });
    const gitDir = (await adapters_git/* git */.$Y(root, ['rev-parse', '--absolute-git-dir'], 'utf8')).trim();
    const lock = (0,outdir/* acquireLock */.IZ)((0,external_node_path_.join)(gitDir, 'gate.lock'));
    const dropPycache = holdPycachePrefix();
    // Under sudo the privileged command server starts now, beside the steps before the sandbox's first.
    try {
        warmPrivilege(o.sandbox ?? sandboxSetting(process.env.GATE_SANDBOX));
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
            eachOf([coolChannel, dropPycache]);
        }
        finally {
            lock();
        }
    };
    const t = (0,blank/* blankTrace */.A)({
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
    const unhook = onInterrupt(() => eachOf([
        killAllRunning,
        () => disposeRunner(runner, o),
        removeLiveChannels,
        ...views.map((v) => () => v.dispose()),
        () => pins?.unseal(),
        ...worktrees.map((w) => () => adapters_git/* removeWorktreeSync */.lz(root, w)),
        git_objects/* closeObjectReaders */.SY,
        close,
        release,
    ]));
    try {
        // The folder users know is checked (and emptied) first; the run itself writes to the state folder.
        outdir/* OutDir */.kW.fresh(dest);
        await sweepLeftovers(root, o.log);
        state = StateDir.create();
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
            pins = await pinConfigured(ctx.oracle, ctx.configFile);
            const dirty = await dirtyRead;
            // After openRun and the pins: the oracle's files and the patch exist before any user code can run.
            runner = chooseRunner({
                setting: o.sandbox ?? sandboxSetting(process.env.GATE_SANDBOX),
                checkout: root,
                protect: [out.root, dest, ...(pins?.filesIn(root) ?? [])],
                reach: [out.root],
            });
            pins?.seal(root);
            t.sandbox = runner.sandbox;
            o.log.info(sandboxLine(runner.sandbox));
            // A read of the checkout may still be going on (`gate run`'s count of uncommitted changes): the
            // pins and the grant changed no file's content, size, modification time or executable bit, all
            // that read compares; the specs and the checks around them may add or change files.
            await o.checkoutReadBy;
            await grade(ctx, o, t, worktrees, state, runner, pins, views, dirty);
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
                await adapters_git/* removeWorktree */.IL(root, w);
            (0,git_objects/* closeObjectReaders */.SY)();
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

// EXTERNAL MODULE: ./src/action/settings.ts
var action_settings = __webpack_require__(69297);
// EXTERNAL MODULE: ./src/action/publish.ts + 10 modules
var publish = __webpack_require__(72726);
// EXTERNAL MODULE: ./src/action/deps.ts + 1 modules
var action_deps = __webpack_require__(14885);
// EXTERNAL MODULE: ./src/report/headline.ts
var headline = __webpack_require__(14512);
;// CONCATENATED MODULE: ./src/report/log-line.ts

/** The annotation level of a verdict: what blocks is an error or a warning, what passes a notice. */
function logLevelOf(trace) {
    const verdict = trace.verdict;
    switch (verdict) {
        case 'REJECT':
        case 'UNUSABLE':
            return 'error';
        case 'HOLD':
            return 'warning';
        case 'CLEAR':
        case 'SKIP':
            return 'notice';
        default: {
            // An unknown verdict (an untrusted trace) blocks: fail closed.
            const unknown = verdict;
            void unknown;
            return 'error';
        }
    }
}
/** Workflow-command data: `%`, CR and LF escaped, so the message cannot end the command or add one. */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A workflow-command property value: also `:` and `,`, which end a property. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** The verdict as the log says it: its level, the check-run title and the what-to-do sentence. */
function verdictAnnotation(trace) {
    const h = (0,headline/* headlineOf */.gD)(trace);
    return { level: logLevelOf(trace), title: (0,headline/* titleOf */.Gg)(h), message: `What to do: ${h.next.text()}` };
}
/** `::error title=Regression%3A seed 1402 …::What to do: Fix the patch: …` — one line. */
function verdictLogLine(trace) {
    const a = verdictAnnotation(trace);
    return `::${a.level} title=${escapeProperty(a.title)}::${escapeData(a.message)}`;
}

;// CONCATENATED MODULE: ./src/action/gate-mode.ts
/**
 * `mode: gate` — what `gate run` does locally, in a workflow (SPEC §7): the check run goes in progress
 * on the pull request's head sha (or the merge group's commit), the pipeline grades the checkout,
 * `.gate/` is uploaded whatever happened, and the verdict is published (check, job summary, outputs).
 *
 * The pipeline does not throw for grading problems (it returns an UNUSABLE trace); when it throws
 * anyway (not a git repository, the checkout is locked, `.gate` belongs to someone else), the check
 * still completes with `failure` and reason INTERNAL, and the step fails: an internal error never
 * leaves the gate green or silent.
 */















/** Where the gate writes, relative to the workspace (as `gate run`'s default --out). */
const OUT_DIR = '.gate';
/**
 * Base and head from the inputs, else from the event: on a pull request the payload's base sha, the
 * checked-out HEAD as the candidate (actions/checkout checks out the merge commit, which is the code
 * that runs) and the payload's head sha for the check — GITHUB_SHA is the merge commit, which no pull
 * request shows. On a merge group (merge queue) the group's parent commit is the base, the checkout is
 * the candidate (actions/checkout checks out GITHUB_SHA, the group's commit) and the check goes on the
 * group's commit, which is what the queue merges. On any other event (push, workflow_dispatch, …) there
 * is no base to take from the event: the `base` input is required. `resolveHead` turns a revision of the
 * checkout into its sha.
 */
async function gateTarget(settings, context, resolveHead) {
    const pr = context.pullRequest;
    const head = settings.head ?? undefined;
    if (pr !== null)
        return { base: settings.base ?? pr.baseSha, head, checkSha: pr.headSha };
    const group = context.mergeGroup;
    if (group !== null)
        return { base: settings.base ?? group.baseSha, head, checkSha: group.headSha };
    if (settings.base === null) {
        throw new action_settings/* SettingsError */.GN(action_settings/* Inputs */.G0.Base, '', `a base revision (sha or ref) on ${context.eventName} events: only pull_request and merge_group events name one`);
    }
    const checkSha = (await resolveHead(head ?? 'HEAD')) ?? (head === undefined ? context.sha : '');
    if (checkSha === '') {
        throw new action_settings/* SettingsError */.GN(action_settings/* Inputs */.G0.Head, head ?? '', 'a revision of the checkout to post the check run on (the checkout has no such commit)');
    }
    return { base: settings.base, head, checkSha };
}
/**
 * Pull request: a checkout that is neither the pull request's head nor its merge commit is not what
 * the check on the head sha claims to grade; said in the summary rather than refused, since a workflow
 * may check out a rebased or otherwise prepared candidate on purpose.
 *
 * Merge group: the queue merges exactly the group's commit when the check passes, so anything else
 * graded (a checkout of another commit, a `head` input naming one) would vouch for a commit nobody
 * graded. That is refused: the check concludes failure and says why.
 */
async function checkoutFinding(target, context, settings, resolveHead) {
    const group = context.mergeGroup;
    if (group !== null) {
        const refuse = (what) => ({
            refusal: `on merge_group the gate grades the merge group's commit ${group.headSha} (merge_group.head_sha), ` +
                `but ${what}: check out GITHUB_SHA (actions/checkout without a ref input does) and leave the ` +
                'head input empty',
        });
        const checkedOut = await resolveHead('HEAD');
        // A workspace that is no checkout at all fails in the pipeline, with its own message.
        if (checkedOut !== undefined && checkedOut !== group.headSha) {
            return refuse(`the checkout is at ${checkedOut}`);
        }
        if (settings.head !== null) {
            const named = await resolveHead(settings.head);
            if (named !== group.headSha) {
                return refuse(`the head input ${JSON.stringify(settings.head)} is ${named ?? 'no commit of the checkout'}`);
            }
        }
        return {};
    }
    const pr = context.pullRequest;
    if (pr === null || settings.head !== null)
        return {};
    const head = await resolveHead('HEAD');
    if (head === undefined || head === pr.headSha || head === context.sha)
        return {};
    return {
        warning: `The checkout is at ${head}, which is neither the pull request head ${pr.headSha} nor its merge ` +
            `commit ${context.sha || '(GITHUB_SHA unset)'}; the gate graded the checkout and posts on ${target.checkSha}.`,
    };
}
/**
 * On merge_group the check is all the queue reads: a check that is not posted leaves the group waiting
 * until the queue's timeout. So there a token that may not write check runs is an error (the step
 * fails, saying what to grant), not the fork case publish() only warns about; the queue's branches
 * live in this repository, so the token of a same-repository workflow can always be given
 * `checks: write`. Elsewhere the deps are returned as they are.
 */
function requireCheckPosting(deps) {
    const { context, settings } = deps;
    if (context.mergeGroup === null)
        return deps;
    const grant = `on merge_group events the merge queue waits for the ${settings.checkName} check on ` +
        'merge_group.head_sha: give the job `permissions: checks: write` and keep the default token input';
    if (settings.token === '')
        throw new action_settings/* SettingsError */.GN(action_settings/* Inputs */.G0.Token, '', `a token that may post check runs (${grant})`);
    const denied = (err) => {
        if (err instanceof checks/* ChecksPermissionError */.Lk)
            throw new Error(`${err.message}; ${grant}`);
        throw err;
    };
    return {
        ...deps,
        checksClient: () => {
            const client = deps.checksClient();
            return {
                start: (...args) => client.start(...args).catch(denied),
                complete: (...args) => client.complete(...args).catch(denied),
            };
        },
    };
}
async function runGateMode(given, grade = runGate) {
    const { settings, context, log, workspace } = given;
    const resolveHead = (rev) => (0,adapters_git/* resolveCommit */.WL)(workspace, rev);
    const target = await gateTarget(settings, context, resolveHead);
    const warnings = [];
    const checkout = await checkoutFinding(target, context, settings, resolveHead);
    if (checkout.warning !== undefined)
        warnings.push(checkout.warning);
    if (context.mergeGroup !== null) {
        const g = context.mergeGroup;
        log.info(`gate: merge group ${g.headRef} into ${g.baseRef}: grading ${g.headSha} against its parent ${g.baseSha}`);
    }
    // A shard grades a slice: the merge job posts the run's one check (SPEC §9).
    const noCheck = settings.shard !== null
        ? `this is shard ${settings.shard.index}/${settings.shard.count}; the mode merge job posts the check`
        : undefined;
    const deps = noCheck === undefined ? requireCheckPosting(given) : given;
    const check = noCheck === undefined ? await (0,publish/* startCheck */.b7)(deps, target.checkSha, context.runUrl) : undefined;
    const runNumber = settings.runNumber ?? context.runNumber ?? undefined;
    const options = {
        cwd: workspace,
        config: settings.config,
        base: target.base,
        ...(target.head !== undefined ? { head: target.head } : {}),
        outDir: OUT_DIR,
        ...(runNumber !== undefined ? { runNumber } : {}),
        ...(settings.shard !== null ? { shard: settings.shard } : {}),
        checkSha: target.checkSha,
        // A default actions/checkout has depth 1: the base commit is not there (SPEC §7).
        fetchMissingBase: true,
        log,
    };
    let result;
    let failed;
    try {
        if (checkout.refusal !== undefined)
            throw new GateInputError(checkout.refusal);
        result = await (0,action_deps/* inGroup */.HB)(deps, `${settings.checkName}: grade the patch`, () => grade(options));
    }
    catch (err) {
        failed = { what: 'the gate could not run', error: err };
        log.error(`the gate could not run: ${errorMessage(err)}`);
    }
    const trace = result?.trace ?? internalTrace(failed?.error, options);
    // The verdict as an annotation of the job, outside the grade group: what the check says, where the
    // log is read first (through the logger, so the text is defused like every other line).
    const said = verdictAnnotation(trace);
    const line = `${said.title} — ${said.message}`;
    if (said.level === 'error')
        log.error(line);
    else if (said.level === 'warning')
        log.warn(line);
    else
        log.info(line);
    const outDir = (0,external_node_path_.join)(workspace, OUT_DIR);
    let artifact;
    // After an internal error `.gate` may not be ours (OutDir refused a folder the gate did not write).
    if (result !== undefined || (0,external_node_fs_.existsSync)((0,external_node_path_.join)(outDir, outdir/* MARKER */.tl))) {
        const name = settings.artifactName ?? (0,adapters_artifact/* defaultArtifactName */.Vb)(context, settings.shard);
        artifact = await (0,action_deps/* inGroup */.HB)(deps, `${settings.checkName}: upload ${OUT_DIR} as ${name}`, () => deps.uploadGateDir(outDir, name, settings.retentionDays, log, context));
        if (!('error' in artifact)) {
            log.info(`uploaded ${OUT_DIR} as artifact ${artifact.name}${artifact.id ? ` (id ${artifact.id})` : ''}`);
        }
    }
    await (0,publish/* publishOrFail */.F0)(trace, {
        headSha: target.checkSha,
        detailsUrl: context.runUrl,
        ...(artifact !== undefined ? { artifact } : {}),
        warnings,
        ...(result !== undefined ? { tracePath: result.tracePath } : {}),
        ...(check !== undefined ? { check } : {}),
        ...(noCheck !== undefined ? { noCheck } : {}),
        ...(context.pullRequest !== null
            ? { pullRequest: { number: context.pullRequest.number, readOnlyToken: context.pullRequest.isFork } }
            : {}),
    }, deps, failed);
}
/**
 * The trace of a run the pipeline could not finish: UNUSABLE with reason INTERNAL and the error, so the
 * check, the job summary and the outputs say what happened. Nothing here claims a stage ran.
 */
function internalTrace(error, options) {
    const message = errorMessage(error);
    const v = (0,verdict/* decideVerdict */.AU)({
        scope: undefined,
        property: undefined,
        fixture: undefined,
        missLabels: [],
        allSchedulerMissesExcused: false,
        freezeCode: undefined,
        internalError: message,
    });
    const trace = {
        ...(0,blank/* blankTrace */.A)({
            tool_version: version/* VERSION */.x,
            base: options.base,
            head: options.head ?? 'HEAD',
            config: options.config,
            shard: options.shard ?? null,
            checkSha: options.checkSha,
        }),
        verdict: v.verdict,
        label: v.label,
        reason_code: v.reason_code,
        reason_stage: v.reason_stage,
        reason: v.reason,
        conclusion: v.conclusion,
        errors: [message],
    };
    trace.advice = (0,advice/* adviceFor */.cp)(trace);
    return trace;
}
function errorMessage(err) {
    return err instanceof Error ? err.message : String(err);
}


/***/ }),

/***/ 72726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Uw: () => (/* binding */ postBlockingFallback),
  F0: () => (/* binding */ publishOrFail),
  b7: () => (/* binding */ startCheck),
  ux: () => (/* binding */ trackCheckCompletion)
});

// UNUSED EXPORTS: StepFailure, permissionAdvice, publish, stepFailureFor

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/adapters/checks.ts
var checks = __webpack_require__(40851);
// EXTERNAL MODULE: ./src/adapters/comments.ts
var comments = __webpack_require__(36084);
// EXTERNAL MODULE: ./src/adapters/artifact.ts + 1 modules
var artifact = __webpack_require__(27901);
// EXTERNAL MODULE: ./src/report/headline.ts
var headline = __webpack_require__(14512);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
;// CONCATENATED MODULE: ./src/report/blocks.ts
/**
 * The summary as a list of blocks (src/report/summary.ts): text, tables, lists and `<details>`, the
 * units the last-resort trim may cut between (or between table rows and list items), and their
 * rendering to markdown. A cut block is always closed: no code fence, `<details>` or table row is
 * left open.
 */

const OMITTED = (n) => `_${n} ${n === 1 ? 'row' : 'rows'} omitted — see the .gate artifact._`;
const TRIM_NOTE = '\n---\n\n_Summary trimmed to fit the check-run size limit — see the .gate artifact._\n';
/** A table whose first `failing` rows are shown and the rest collapsed under `<details>`. */
function splitTable(headers, rows, total, failing, collapsed) {
    const out = [];
    const shownFailing = rows.slice(0, failing);
    const shownPassing = rows.slice(failing);
    const passingTotal = total - failing;
    if (failing > 0)
        out.push(tableBlock(headers, shownFailing, failing));
    if (passingTotal > 0) {
        out.push({
            kind: 'details',
            summary: collapsed(passingTotal),
            blocks: [tableBlock(headers, shownPassing, passingTotal)],
        });
    }
    return out;
}
function tableBlock(headers, rows, total) {
    return { kind: 'table', header: (0,markdown/* tableHeader */.qd)(headers), rows, omitted: Math.max(0, total - rows.length) };
}
/** Blocks → markdown, all of them. */
function serialize(blocks) {
    return blocks.map(render).join('');
}
/**
 * The last-resort trim: the longest prefix of whole blocks (then whole table rows or list items) that
 * fits `limit` together with the trim note; undefined when even the required blocks do not fit.
 */
function serializeTrimmed(blocks, limit) {
    const room = limit - (0,markdown/* byteLength */.dp)(TRIM_NOTE);
    const out = [];
    let used = 0;
    for (const block of blocks) {
        const whole = render(block);
        const size = (0,markdown/* byteLength */.dp)(whole);
        if (used + size <= room) {
            out.push(whole);
            used += size;
            continue;
        }
        if (block.kind === 'text' && block.required === true)
            return undefined;
        out.push(partial(block, room - used));
        break;
    }
    return `${out.join('')}${TRIM_NOTE}`;
}
function render(block) {
    switch (block.kind) {
        case 'text':
            return `${block.text}\n`;
        case 'list': {
            const items = block.omitted > 0 ? [...block.items, `- ${OMITTED(block.omitted)}`] : block.items;
            return items.length === 0 ? '' : `${items.join('\n')}\n\n`;
        }
        case 'table': {
            const rows = block.rows.length > 0 ? `${block.rows.join('\n')}\n` : '';
            const note = block.omitted > 0 ? `\n${OMITTED(block.omitted)}\n` : '';
            return `${block.header}\n${rows}${note}\n`;
        }
        case 'details':
            return `${(0,markdown/* detailsOpen */.xw)(block.summary)}${block.blocks.map(render).join('')}${markdown/* DETAILS_CLOSE */.qv}\n`;
        default: {
            const unknown = block;
            return String(unknown);
        }
    }
}
/** As much of one block as fits `room` bytes, closed: a table cut between rows, a details block closed. */
function partial(block, room) {
    switch (block.kind) {
        case 'text':
            return '';
        case 'list': {
            let used = 0;
            const items = [];
            for (const item of block.items) {
                const size = (0,markdown/* byteLength */.dp)(item) + 1;
                if (used + size > room)
                    break;
                items.push(`${item}\n`);
                used += size;
            }
            return items.join('');
        }
        case 'table': {
            const head = `${block.header}\n`;
            let used = (0,markdown/* byteLength */.dp)(head);
            if (used > room)
                return '';
            const rows = [];
            for (const row of block.rows) {
                const size = (0,markdown/* byteLength */.dp)(row) + 1;
                if (used + size > room)
                    break;
                rows.push(`${row}\n`);
                used += size;
            }
            return `${head}${rows.join('')}`;
        }
        case 'details': {
            const open = (0,markdown/* detailsOpen */.xw)(block.summary);
            const shell = (0,markdown/* byteLength */.dp)(open) + (0,markdown/* byteLength */.dp)(markdown/* DETAILS_CLOSE */.qv) + 1;
            if (shell > room)
                return '';
            let used = shell;
            const inner = [];
            for (const child of block.blocks) {
                const whole = render(child);
                const size = (0,markdown/* byteLength */.dp)(whole);
                if (used + size <= room) {
                    inner.push(whole);
                    used += size;
                    continue;
                }
                inner.push(partial(child, room - used));
                break;
            }
            return `${open}${inner.join('')}${markdown/* DETAILS_CLOSE */.qv}\n`;
        }
        default: {
            const unknown = block;
            return String(unknown);
        }
    }
}

;// CONCATENATED MODULE: ./src/report/plan.ts
/**
 * The summary's detail budget (src/report/summary.ts): how many rows, blocks and characters a rendering
 * carries, the steps that degrade it when the summary does not fit the check-run limit, the order in
 * which detail is given back, and the search for the most of one kind that still fits.
 */
/** Characters of one free text (a reason, a witness message) at full detail. */
const FULL_TEXT = 500;
/** Characters of one excerpt at full detail (the trace keeps at most 2000). */
const FULL_EXCERPT = 2000;
/** Evidence blocks at most (the rest are rows of the misses table). */
const MAX_EVIDENCE = 10;
/** Paths of one file list (oracle files, other files, differing inputs) at full detail. */
const MAX_PATHS = 50;
const DEGRADE = [
    (plan) => ({ ...plan, replayRows: 0 }),
    (plan) => ({ ...plan, excerptChars: Math.min(plan.excerptChars, 600) }),
    (plan) => ({ ...plan, missRows: 0 }),
    (plan) => ({ ...plan, evidenceRows: Math.min(plan.evidenceRows, 3) }),
    (plan) => ({ ...plan, propertyRows: 0 }),
    (plan) => ({ ...plan, textChars: 160 }),
    (plan) => ({ ...plan, excerptChars: 0 }),
    (plan) => ({ ...plan, evidenceRows: Math.min(plan.evidenceRows, 1) }),
    (plan) => ({ ...plan, textChars: 60 }),
    (plan) => ({ ...plan, listRows: 0 }),
    (plan) => ({ ...plan, evidenceRows: 0 }),
];
const REFILL_ORDER = [
    'evidenceRows',
    'excerptChars',
    'missRows',
    'propertyRows',
    'listRows',
    'replayRows',
];
/** The plan with the largest `key` (≤ n) that fits, by binary search; undefined when none fits. */
function largestFitting(plan, key, n, fits) {
    let best;
    let lo = plan[key];
    let hi = n;
    while (lo <= hi) {
        const mid = Math.floor((lo + hi) / 2);
        const candidate = { ...plan, [key]: mid };
        const text = fits(candidate);
        if (text !== undefined) {
            best = { plan: candidate, text };
            lo = mid + 1;
        }
        else {
            hi = mid - 1;
        }
    }
    return best;
}

// EXTERNAL MODULE: ./src/report/facts.ts
var facts = __webpack_require__(51349);
;// CONCATENATED MODULE: ./src/report/values.ts
/**
 * Small formatters and guards for the values of a trace as the summary prints them
 * (src/report/summary.ts). The trace may come from an untrusted artifact: a list may hold anything, a
 * number may be a string, so every value is checked or escaped here before it reaches the markdown.
 */

/** A plain object (not null, not an array). */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A free text escaped for markdown and cut to `textChars` characters, marked when cut. */
function textOf(textChars) {
    return (value) => {
        const text = String(value ?? '');
        const cut = (0,markdown/* truncateText */.EJ)(text, textChars);
        return (0,markdown/* escapeMarkdown */.FV)(cut) + (cut === text ? '' : ' *\\[cut\\]*');
    };
}
/** An array, or an empty one for anything else (an untrusted trace may hold anything). */
function list(value) {
    return Array.isArray(value) ? value : [];
}
/** A short code-like value as plain text (escape or code-span it before printing). */
function values_short(value, max = 60) {
    return (0,markdown/* truncateText */.EJ)(String(value ?? ''), max);
}
/** A number as text; anything else escaped and cut short. */
function num(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    if (typeof value === 'bigint')
        return String(value);
    return (0,markdown/* escapeMarkdown */.FV)(values_short(value, 30));
}
/** Milliseconds as `840 ms` or `1.2 s`; `—` when not a time. */
function elapsed(ms) {
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
        return '—';
    return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
/** `4990 REPLAY_MATCH, 10 REPLAY_MISS` — counts per value, in first-seen order. */
function tally(values) {
    const counts = new Map();
    for (const v of values)
        counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts].map(([v, n]) => `${n} ${values_short(v, 40)}`).join(', ');
}

;// CONCATENATED MODULE: ./src/report/evidence.ts





function evidenceBlocks(trace, plan, source, t, blob) {
    const out = [];
    const heading = evidenceHeading(trace);
    const body = [];
    const files = (title, paths) => {
        if (paths.length === 0)
            return;
        const shown = paths.slice(0, Math.min(MAX_PATHS, Math.max(plan.listRows, 5)));
        body.push({ kind: 'text', text: `${title.markdown()}\n` });
        body.push({
            kind: 'list',
            items: shown.map((p) => `- ${(0,markdown/* safeCode */.lI)((0,markdown/* truncateText */.EJ)(p, plan.textChars))}`),
            omitted: paths.length - shown.length,
        });
    };
    // Specs that decided the run: the rejecting one with its witness, the crashed, the unfalsifiable.
    if (trace.reason_stage === 'property') {
        for (const p of (0,facts/* entries */.jO)(trace.properties)) {
            if (p.code !== 'PROPERTY_CLEAR')
                body.push({ kind: 'text', text: specEvidence(p, t, blob) });
        }
    }
    switch (trace.reason_code) {
        case 'CONTAMINATED':
            if (trace.reason_stage === 'scope') {
                files(markdown/* Prose */.s7.trusted('**The gate’s own files it changes** — split these off into their own pull request:'), (0,facts/* oracleTouched */.$S)(trace));
                files(markdown/* Prose */.s7.trusted('**The other files** — graded on their own once split:'), (0,facts/* otherPaths */.DO)(trace));
            }
            break;
        case 'TOOLCHAIN_PATCH': {
            files(markdown/* Prose */.s7.trusted('**The gate’s own files it changes:**'), (0,facts/* oracleTouched */.$S)(trace));
            const errors = list(trace.candidate_oracle_errors).map(String);
            if (Array.isArray(trace.candidate_oracle_errors) && errors.length === 0) {
                body.push({
                    kind: 'text',
                    text: '_Its own versions of gate.yml and of the manifests it changes load with the gate’s parsers, and every file they name exists._\n',
                });
            }
            if (errors.length > 0) {
                body.push({
                    kind: 'text',
                    text: '**Its versions of them are invalid** (checked with the gate’s own parsers; once merged they would hold every pull request):\n',
                });
                body.push({
                    kind: 'list',
                    items: errors.slice(0, Math.max(plan.listRows, 5)).map((e) => `- ${t(e)}`),
                    omitted: Math.max(0, errors.length - Math.max(plan.listRows, 5)),
                });
            }
            break;
        }
        case 'FIXTURE_MISMATCH':
            for (const m of (0,facts/* mismatchedInputs */.rj)(trace)) {
                files((0,markdown/* prose */.CS) `**Inputs of ${(0,markdown/* code */.aY)((0,facts/* str */.gx)(m.target, 128))} that differ from the base revision:**`, m.inputs);
            }
            break;
        case 'NOT_CONFIGURED': {
            const p = trace.config_error;
            if (isObject(p)) {
                const parts = [(0,markdown/* prose */.CS) `file ${(0,markdown/* code */.aY)((0,facts/* str */.gx)(p.file))}`];
                if (String(p.field ?? '') !== '')
                    parts.push((0,markdown/* prose */.CS) `field ${(0,markdown/* code */.aY)((0,facts/* str */.gx)(p.field))}`);
                if ((0,facts/* isCount */.my)(p.line))
                    parts.push((0,markdown/* prose */.CS) `line ${p.line}`);
                body.push({ kind: 'text', text: `- ${markdown/* Prose */.s7.join(parts, ', ').markdown()}: ${t(p.message)}\n` });
            }
            break;
        }
        case 'FIXTURE_NOT_FALSIFIABLE':
            for (const p of (0,facts/* entries */.jO)(trace.fixture_probes)
                .filter((x) => x.result === 'not_falsifiable')
                .slice(0, 10)) {
                body.push({ kind: 'text', text: `- ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(p.target))}: ${t(p.reason)}\n` });
            }
            break;
        case 'UNBOUND':
            for (const r of (0,facts/* replaysWith */.Rz)(trace, 'UNBOUND').slice(0, 10)) {
                body.push({
                    kind: 'text',
                    text: `- ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(r.manifest))}: ${t(r.reason ?? 'cannot be bound')}\n`,
                });
            }
            break;
        default:
            break;
    }
    // A version 1 fixture without a probe is graded, but nothing shows it can fail (SPEC §10).
    for (const p of (0,facts/* entries */.jO)(trace.fixture_probes)
        .filter((x) => x.result === 'no_probe')
        .slice(0, 10)) {
        body.push({
            kind: 'text',
            text: `- ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(p.target))}: nothing shows this fixture can fail — it names no \`probe\` (a known bug on which some seed must miss).\n`,
        });
    }
    // Misses with their attempts and excerpts.
    const evidence = Math.min(plan.evidenceRows, source.count('evidence'));
    for (let i = 0; i < evidence; i++) {
        body.push({ kind: 'text', text: source.evidence(i, plan.textChars, plan.excerptChars) });
    }
    const missCount = source.count('miss');
    const shown = source.missesIn(evidence);
    if (missCount > shown && missCount > 0) {
        const rest = missCount - shown;
        body.push({
            kind: 'text',
            text: `_${rest} more ${rest === 1 ? 'miss' : 'misses'}: see the misses table in the audit detail and the .gate artifact._\n`,
        });
    }
    if (body.length > 0 && heading !== '')
        out.push({ kind: 'text', text: `### ${heading}\n` }, ...body);
    return out;
}
function evidenceHeading(trace) {
    // A base-side cause is not something this patch broke.
    const base = (0,headline/* headlineOf */.gD)(trace).fault === 'base';
    switch (trace.verdict) {
        case 'REJECT':
            return base ? 'Why it is blocked (on the base branch)' : 'What broke';
        case 'HOLD':
            return base ? 'Why it is held (on the base branch)' : 'Why it is held';
        case 'SKIP':
            return 'Why it is skipped';
        case 'UNUSABLE':
            return 'What went wrong';
        case 'CLEAR':
            return 'What ran';
        default:
            return 'Evidence';
    }
}
function specEvidence(p, t, blob) {
    const parts = [`- ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(p.spec))} ${specWords(p.code)}`];
    const w = isObject(p.witness) ? p.witness : undefined;
    if (w !== undefined) {
        const line = (0,facts/* isCount */.my)(w.line) && w.line >= 1 ? w.line : undefined;
        parts.push(` at ${fileRef((0,facts/* str */.gx)(w.path), line, blob)}`);
        if (typeof w.message === 'string' && w.message !== '')
            parts.push(` — ${t(w.message)}`);
    }
    if (typeof p.reason === 'string' && p.reason !== '' && p.reason !== w?.message)
        parts.push(`: ${t(p.reason)}`);
    const logs = list(p.logs).map(String);
    if (p.code === 'PROPERTY_ERROR') {
        parts.push(logs.length > 0
            ? ` — log ${logs
                .slice(0, 3)
                .map((l) => (0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(l)))
                .join(', ')}`
            : ' — it never started, so it wrote no log');
    }
    return `${parts.join('')}\n`;
}
/** What a spec's code means, in words (the code itself is in the audit detail). */
function specWords(codeName) {
    switch (codeName) {
        case 'PROPERTY_REJECT':
            return 'rejects this patch';
        case 'PROPERTY_BUDGET':
            return 'ran past its time cap';
        case 'PROPERTY_NOT_FALSIFIABLE':
            return 'cannot show it fails';
        case 'PROPERTY_ERROR':
            return 'gave no verdict';
        case 'PROPERTY_CLEAR':
            return 'clears this patch';
        default:
            return `· ${(0,markdown/* codeSpan */.SS)((0,facts/* str */.gx)(codeName, 60))}`;
    }
}
/** `path:line` as a link to the blob at the head sha (see blobBaseOf), else as code. */
function fileRef(path, line, blob) {
    const shown = `${path}${line !== undefined ? `:${line}` : ''}`;
    if (blob === undefined || path === '' || path.startsWith('/') || path.split('/').includes('..'))
        return (0,markdown/* safeCode */.lI)(shown);
    const url = `${blob}${path.split('/').map(encodeURIComponent).join('/')}${line !== undefined ? `#L${line}` : ''}`;
    return (0,markdown/* isSafeUrl */.FY)(url) ? `[${(0,markdown/* safeCode */.lI)(shown)}](${url})` : (0,markdown/* safeCode */.lI)(shown);
}
const ATTEMPT_NAMES = {
    first: 'the first replay',
    retry: 'retry',
    base: 'the base replay',
};
/**
 * Misses that carry the same evidence (label, what each run did, the same output) in one group, in
 * order of first appearance: ten seeds that fail the same way are one block with ten seeds listed.
 * A malformed entry stays alone (shown as such).
 */
function groupEvidence(trace, misses) {
    const groups = [];
    const byKey = new Map();
    for (const m of misses) {
        if (!isObject(m)) {
            groups.push(m);
            continue;
        }
        const miss = m;
        const key = JSON.stringify([
            String(miss.target),
            String(miss.invariant),
            (0,facts/* labelOf */.Wy)(miss),
            (0,facts/* firstPhrase */.iI)(trace, miss).text(),
            (0,facts/* retriesPhrase */.AT)(trace, miss).text(),
            (0,facts/* baseShort */.Wv)(miss).text(),
            isObject(miss.freeze)
                ? [miss.freeze.code, miss.freeze.freeze_id ?? null, miss.freeze.excuses, miss.freeze.why ?? null]
                : null,
            (0,facts/* attemptsOf */.Or)(miss).map((a) => [a.attempt, a.n ?? null, a.result, a.excerpt ?? '']),
        ]);
        const group = byKey.get(key);
        if (group !== undefined)
            group.push(miss);
        else {
            const fresh = [miss];
            byKey.set(key, fresh);
            groups.push(fresh);
        }
    }
    return groups;
}
/** What a miss's label means, in a reviewer's words (the label itself is in the audit detail). */
function labelWords(m) {
    const label = (0,facts/* labelOf */.Wy)(m);
    if (m.freeze?.excuses === true)
        return 'known flake, frozen';
    switch (label) {
        case 'PROPERTY':
            return (0,facts/* baseResultOf */.gH)(m) === 'fail' ? 'already failing on the base revision' : 'regression';
        case 'SCHEDULER':
            return 'possible flake';
        case 'INCOMPLETE':
            return 'could not be judged';
        case 'BUDGET':
            return 'too slow';
        case 'FIXTURE':
            return 'ran on changed inputs';
        case 'CONTAMINATED':
            return 'the patch changes what judges it';
        case 'PASS':
            return 'passed on a retry';
        default:
            return (0,markdown/* escapeMarkdown */.FV)(values_short(label, 40));
    }
}
/**
 * One group of misses with the same evidence: a heading with the seeds, what was observed of each
 * run, the files, and the output excerpts — exact bytes in a fence, with the path of the exact log.
 */
function missEvidence(trace, group, t, excerptChars) {
    const m = group[0];
    const label = (0,facts/* labelOf */.Wy)(m);
    const baseSide = label === 'PROPERTY' && (0,facts/* baseResultOf */.gH)(m) === 'fail';
    const icon = m.freeze?.excuses === true
        ? '⏭️'
        : baseSide || label === 'SCHEDULER' || label === 'INCOMPLETE'
            ? '✋'
            : '❌';
    const seeds = group.map((g) => num(g.seed));
    const seedList = seeds.length === 1
        ? `seed ${seeds[0]}`
        : `seeds ${seeds.slice(0, -1).join(', ')} and ${seeds[seeds.length - 1]}`;
    const lines = [];
    lines.push(`#### ${icon} ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(m.target, 128))} ${seedList} — ${labelWords(m)}\n`);
    const each = group.length > 1 ? ' (each)' : '';
    const test = isObject(m.test) ? m.test : undefined;
    if (test !== undefined) {
        // A `tests:` fixture's failing test: its name, where it is, what it asserted.
        const at = typeof test.line === 'number' ? `${(0,facts/* str */.gx)(test.file, 512)}:${num(test.line)}` : (0,facts/* str */.gx)(test.file, 512);
        lines.push(`- **test:** ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(test.id, 512))} in ${(0,markdown/* safeCode */.lI)(at)}`);
        if (typeof test.message === 'string' && test.message !== '')
            lines.push(`- **assertion:** ${(0,markdown/* escapeMarkdown */.FV)(values_short(test.message.split('\n')[0] ?? '', 300))}`);
    }
    lines.push(`- **first replay${each}:** ${(0,facts/* firstPhrase */.iI)(trace, m).markdown()}`);
    lines.push(`- **retries:** ${(0,facts/* retriesPhrase */.AT)(trace, m).markdown()}`);
    lines.push(`- **base revision:** ${(0,facts/* baseShort */.Wv)(m).markdown()}`);
    const records = group.map((g) => (0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(g.record_path)));
    lines.push(`- ${records.length === 1 ? 'record' : 'records'} ${records.join(', ')} · ${test !== undefined ? 'test' : 'invariant'} ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(m.invariant))}`);
    const f = m.freeze;
    if (isObject(f))
        lines.push(`- **freeze:** ${freezeWords(f, t)}`);
    let text = `${lines.join('\n')}\n`;
    if (excerptChars > 0) {
        // Attempts that printed the same text share one block: `Output of the first replay and retry 1`.
        const groups = new Map();
        for (const a of (0,facts/* attemptsOf */.Or)(m)) {
            if (typeof a.excerpt !== 'string' || a.excerpt === '')
                continue;
            groups.set(a.excerpt, [...(groups.get(a.excerpt) ?? []), a]);
        }
        for (const [excerpt, attempts] of groups) {
            const names = attempts.map(attemptName);
            const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
            const first = attempts[0];
            // The same attempt's log of every seed in the group.
            const logs = group.flatMap((g) => {
                const same = (0,facts/* attemptsOf */.Or)(g).find((a) => a.attempt === first.attempt && a.n === first.n);
                return typeof same?.log === 'string' ? [(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(same.log))] : [];
            });
            const cut = tail(excerpt, excerptChars);
            const where = logs.length === 0
                ? ''
                : ` — ${cut === excerpt ? 'exact bytes' : 'the end; all of it'} in ${logs.join(', ')} of the .gate artifact`;
            text += `\nOutput of ${(0,markdown/* escapeMarkdown */.FV)(who ?? 'the run')}${where}:\n\n${(0,markdown/* codeBlock */.DV)(cut)}`;
        }
    }
    return text;
}
/** A freeze outcome in words: which row, whether it excuses the miss and why not. */
function freezeWords(f, t) {
    const life = [];
    if (typeof f.owner === 'string')
        life.push(`owner ${(0,markdown/* escapeMarkdown */.FV)(values_short(f.owner, 80))}`);
    if ((0,facts/* isCount */.my)(f.runs_left))
        life.push(`${f.runs_left} more ${f.runs_left === 1 ? 'run' : 'runs'}`);
    if ((0,facts/* isCount */.my)(f.days_left))
        life.push(`${f.days_left} ${f.days_left === 1 ? 'day' : 'days'} left`);
    const row = f.freeze_id === undefined ? 'a freeze row' : `freeze row ${(0,markdown/* codeSpan */.SS)(values_short(f.freeze_id, 80))}`;
    const lifeText = life.length > 0 ? ` (${life.join(', ')})` : '';
    if (f.excuses === true)
        return `excused by ${row}${lifeText}`;
    if (f.code === 'NO_RECORD')
        return f.why === undefined ? 'no freeze row' : t(f.why);
    return `${row}${lifeText} matched but does not excuse it${f.why === undefined ? '' : `: ${t(f.why)}`}`;
}
function attemptName(a) {
    const name = ATTEMPT_NAMES[String(a.attempt)] ?? 'run';
    return a.attempt === 'retry' && (0,facts/* isCount */.my)(a.n) ? `${name} ${a.n}` : name;
}
/** The last `chars` characters of an excerpt, from a line start, with a leading `…` when cut. */
function tail(text, chars) {
    const points = Array.from(text);
    if (points.length <= chars)
        return text;
    let cut = points.slice(-chars).join('');
    const nl = cut.indexOf('\n');
    if (nl >= 0 && nl < cut.length - 1)
        cut = cut.slice(nl + 1);
    return `…\n${cut}`;
}

;// CONCATENATED MODULE: ./src/report/rows.ts





const LIST_KINDS = ['defect', 'violation', 'error', 'warning'];
const STAGE_HEADERS = ['stage', 'code', 'elapsed', 'detail'];
const PROPERTY_HEADERS = ['spec', 'code', 'witness', 'reason'];
const REPLAY_HEADERS = ['target', 'seed', 'code', 'binding', 'detail'];
const MISS_HEADERS = ['target', 'seed', 'classifier decision', 'record_sha256', 'freeze row'];
/** The rows of one trace, ordered and grouped once, rendered on demand and kept per text length. */
class RowSource {
    trace;
    items;
    memo = new Map();
    /** `4990 REPLAY_MATCH, 10 REPLAY_MISS`, counted once. */
    replayTally;
    /** Whether any evidence miss carries an output excerpt. */
    hasExcerpts;
    /** How many of the (failing-first) spec and replay rows are failing: the rest are collapsed. */
    failing;
    constructor(trace, extras) {
        this.trace = trace;
        const replays = list(trace.replays);
        const properties = list(trace.properties);
        const matched = (r) => isObject(r) && r.code === 'REPLAY_MATCH';
        const clear = (p) => isObject(p) && p.code === 'PROPERTY_CLEAR';
        const misses = list(trace.misses);
        this.items = {
            stage: list(trace.stages),
            // Failing rows first: they are what a reviewer reads; matches are the bulk.
            property: [...properties.filter((p) => !clear(p)), ...properties.filter(clear)],
            replay: [...replays.filter((r) => !matched(r)), ...replays.filter(matched)],
            miss: misses,
            // The misses that decided the run first, then the others; misses with the same evidence share
            // one block (the seeds listed); at most MAX_EVIDENCE blocks.
            evidence: groupEvidence(trace, [
                ...misses.filter((m) => isObject(m) && (0,facts/* labelOf */.Wy)(m) === trace.label),
                ...misses.filter((m) => !isObject(m) || (0,facts/* labelOf */.Wy)(m) !== trace.label),
            ]).slice(0, MAX_EVIDENCE),
            defect: list(trace.store_defects),
            violation: list(trace.audit?.violations),
            error: list(trace.errors),
            warning: list(extras.warnings),
        };
        this.hasExcerpts = this.items.evidence.some((g) => Array.isArray(g) &&
            g.some((m) => (0,facts/* attemptsOf */.Or)(m).some((a) => typeof a.excerpt === 'string' && a.excerpt !== '')));
        this.failing = {
            property: properties.filter((p) => !clear(p)).length,
            replay: replays.filter((r) => !matched(r)).length,
        };
        this.replayTally = tally(replays.map((r) => String(isObject(r) ? r.code : r)));
    }
    count(kind) {
        return this.items[kind].length;
    }
    item(kind, i) {
        return this.items[kind][i];
    }
    /** The first `count` rows of `kind`, with free texts cut to `textChars`. */
    rows(kind, textChars, count) {
        const key = `${kind}:${textChars}`;
        let rows = this.memo.get(key);
        if (rows === undefined) {
            rows = [];
            this.memo.set(key, rows);
        }
        const items = this.items[kind];
        const t = textOf(textChars);
        while (rows.length < Math.min(count, items.length))
            rows.push(renderRow(kind, items[rows.length], t));
        return rows.slice(0, count);
    }
    /** How many misses the first `blocks` evidence blocks show. */
    missesIn(blocks) {
        return this.items.evidence
            .slice(0, blocks)
            .reduce((n, g) => n + (Array.isArray(g) ? g.length : 1), 0);
    }
    /** The evidence block of the i-th evidence group at this detail (memoized). */
    evidence(i, textChars, excerptChars) {
        const key = `evidence:${i}:${textChars}:${excerptChars}`;
        const memo = this.memo.get(key);
        if (memo !== undefined)
            return memo[0];
        const item = this.items.evidence[i];
        const text = Array.isArray(item)
            ? missEvidence(this.trace, item, textOf(textChars), excerptChars)
            : '- *malformed entry*\n';
        this.memo.set(key, [text]);
        return text;
    }
}
function renderRow(kind, item, t) {
    // An untrusted trace may hold anything in its lists; a malformed entry is shown as such.
    const malformed = (width) => (0,markdown/* tableRow */.jD)(['*malformed entry*'], width);
    switch (kind) {
        case 'stage':
            return isObject(item) ? (0,markdown/* tableRow */.jD)(stageRow(item, t), STAGE_HEADERS.length) : malformed(4);
        case 'property':
            return isObject(item)
                ? (0,markdown/* tableRow */.jD)(propertyRow(item, t), PROPERTY_HEADERS.length)
                : malformed(PROPERTY_HEADERS.length);
        case 'replay':
            return isObject(item)
                ? (0,markdown/* tableRow */.jD)(replayRow(item, t), REPLAY_HEADERS.length)
                : malformed(REPLAY_HEADERS.length);
        case 'miss':
            return isObject(item)
                ? (0,markdown/* tableRow */.jD)(missRow(item, t), MISS_HEADERS.length)
                : malformed(MISS_HEADERS.length);
        case 'defect':
        case 'violation':
        case 'error':
            return `- ${t(item)}`;
        case 'warning':
            return item instanceof markdown/* Prose */.s7 ? `- ${item.markdown()}` : `- ${t(item)}`;
        default: {
            const unknown = kind;
            return String(unknown);
        }
    }
}
function stageRow(stage, t) {
    return [
        (0,markdown/* escapeMarkdown */.FV)(values_short(stage.name)),
        (0,markdown/* codeSpan */.SS)(values_short(stage.code)),
        elapsed(stage.elapsed_ms),
        stage.detail === undefined || stage.detail === null ? '' : t(stage.detail),
    ];
}
function propertyRow(p, t) {
    return [
        t(p.spec),
        (0,markdown/* codeSpan */.SS)(values_short(p.code)),
        isObject(p.witness) ? witnessCell(p.witness, t) : '',
        t(p.reason),
    ];
}
function witnessCell(w, t) {
    const at = typeof w.line === 'number' && Number.isSafeInteger(w.line) && w.line >= 1 ? `:${w.line}` : '';
    const where = `${t(w.path)}${at}`;
    return typeof w.message === 'string' && w.message !== '' ? `${where} — ${t(w.message)}` : where;
}
function replayRow(r, t) {
    const detail = [r.reason === undefined || r.reason === null ? '' : t(r.reason)];
    if (r.budget_ok === false)
        detail.push('over budget');
    if (r.transcript_complete === false)
        detail.push('transcript incomplete');
    // Which shape judged it: an exercise and a judge in separate processes, or one program.
    if (typeof r.exercise === 'string')
        detail.push(`exercise ${(0,markdown/* codeSpan */.SS)(values_short(r.exercise))}, judged apart`);
    const own = isObject(r.tests) ? r.tests.patch_tests : undefined;
    if (isObject(own))
        detail.push(patchTestsCell(own, t));
    return [
        t(r.target),
        r.seed === null || r.seed === undefined
            ? '—'
            : `${num(r.seed)}${r.fresh_seed === true ? ' (fresh)' : ''}`,
        (0,markdown/* codeSpan */.SS)(values_short(r.code)),
        typeof r.binding_sha256 === 'string' ? (0,markdown/* codeSpan */.SS)((0,markdown/* shortDigest */.VK)(r.binding_sha256)) : '—',
        detail.filter((d) => d !== '').join('; '),
    ];
}
/** The patch's own test files (a `tests:` fixture): reported, labelled as not the oracle. */
function patchTestsCell(p, t) {
    const n = Array.isArray(p.files) ? p.files.length : 0;
    const head = `the patch's own tests (${n} new ${n === 1 ? 'file' : 'files'}, not the oracle, not graded)`;
    if (typeof p.reason === 'string')
        return `${head}: did not complete — ${t(p.reason)}`;
    const counts = `${num(p.passed)} passed, ${num(p.failed)} failed, ${num(p.skipped)} skipped`;
    const failures = (Array.isArray(p.failures) ? p.failures : [])
        .slice(0, 5)
        .map((f) => (typeof f.message === 'string' ? `${t(f.test)} — ${t(f.message)}` : t(f.test)));
    return failures.length > 0 ? `${head}: ${counts} (${failures.join('; ')})` : `${head}: ${counts}`;
}
function freezeCell(f, t) {
    const life = [];
    if (typeof f.owner === 'string')
        life.push(`owner ${(0,markdown/* codeSpan */.SS)(values_short(f.owner, 80))}`);
    if ((0,facts/* isCount */.my)(f.runs_left))
        life.push(`${f.runs_left} more ${f.runs_left === 1 ? 'run' : 'runs'}`);
    if (typeof f.expires_at === 'string')
        life.push(`expires ${(0,markdown/* escapeMarkdown */.FV)(values_short(f.expires_at, 40))}`);
    if ((0,facts/* isCount */.my)(f.days_left))
        life.push(`${f.days_left} ${f.days_left === 1 ? 'day' : 'days'} left`);
    return [
        (0,markdown/* codeSpan */.SS)(values_short(f.code)),
        f.freeze_id === undefined ? '' : `row ${(0,markdown/* codeSpan */.SS)(values_short(f.freeze_id, 80))}`,
        ...life,
        f.excuses === true ? 'excuses the miss' : 'does not excuse',
        f.why === undefined ? '' : t(f.why),
    ]
        .filter((s) => s !== '')
        .join(' · ');
}
function missRow(m, t) {
    const d = isObject(m.decision) ? m.decision : {};
    const decision = [(0,markdown/* codeSpan */.SS)(values_short(d.label))];
    if (Array.isArray(d.missing) && d.missing.length > 0)
        decision.push(`missing ${t(d.missing.join(', '))}`);
    if (d.reason !== undefined)
        decision.push(t(d.reason));
    if (Array.isArray(d.paths) && d.paths.length > 0)
        decision.push(`paths ${t(d.paths.join(', '))}`);
    if (d.freeze === true)
        decision.push('freeze eligible');
    const f = m.freeze;
    const freeze = !isObject(f) ? 'not consulted' : freezeCell(f, t);
    return [t(m.target), num(m.seed), decision.join(' · '), (0,markdown/* codeSpan */.SS)((0,markdown/* shortDigest */.VK)(m.record_sha256)), freeze];
}

// EXTERNAL MODULE: ./src/report/advice.ts
var report_advice = __webpack_require__(52296);
;// CONCATENATED MODULE: ./src/report/exercised.ts

/** At most this many files are named; the rest are counted. */
const NAMED = 5;
function exercisedNote(trace) {
    const e = trace.exercised;
    // Only once an invariant ran: before that, nothing was meant to load the code.
    if (e === undefined || !Array.isArray(e.unloaded) || e.unloaded.length === 0)
        return undefined;
    if (!Array.isArray(trace.replays) || trace.replays.length === 0)
        return undefined;
    const named = e.unloaded.slice(0, NAMED).map((f) => (0,markdown/* codeSpan */.SS)(String(f)));
    const more = e.unloaded.length - named.length;
    const files = `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    return `_No check loaded ${files}, which this patch changes: nothing here tested ${e.unloaded.length === 1 ? 'it' : 'them'}._\n`;
}

// EXTERNAL MODULE: ./src/report/commands.ts
var commands = __webpack_require__(74506);
;// CONCATENATED MODULE: ./src/report/extras.ts
/**
 * What the summary knows besides the trace (src/report/summary.ts): the run's artifact, its workflow
 * run, where a person finds its `.gate` files, and from those the address file references link to.
 */

/** Where the run's `.gate` files are for a person, from what the summary knows (see SummaryExtras.files). */
function gateFilesOf(extras) {
    if (extras.files !== undefined)
        return extras.files;
    const run = (0,commands/* runOfUrl */.cl)(extras.runUrl);
    if (extras.artifact !== undefined && run !== undefined) {
        return {
            kind: 'artifact',
            repo: run.repo,
            runId: run.runId,
            name: extras.artifact.name,
            dir: commands/* DOWNLOAD_DIR */.jt,
        };
    }
    return { kind: 'local', dir: '.gate' };
}
/**
 * `https://github.com/OWNER/REPO/blob/<head sha>/` when the summary knows the repository (from the
 * run's URL on github.com) and the trace a full head sha: file references then open the file as the
 * pull request has it.
 */
function blobBaseOf(trace, extras) {
    const run = (0,commands/* runOfUrl */.cl)(extras.runUrl);
    if (run === undefined || run.repo.split('/').length !== 2)
        return undefined;
    if (typeof trace.head !== 'string' || !/^[0-9a-f]{40}$/.test(trace.head))
        return undefined;
    return `https://github.com/${run.repo}/blob/${trace.head}/`;
}

;// CONCATENATED MODULE: ./src/report/sections.ts










/**
 * The first lines of every summary: a GitHub alert (`> [!CAUTION]` …) with what happened and what to
 * do, in plain words.
 */
function renderVerdictLine(trace) {
    const h = (0,headline/* headlineOf */.gD)(trace);
    // The marker stands alone: where check-run output shows it as plain text, the next line still reads.
    const lead = h.kind === h.verb ? h.verb : `${h.verb} · ${h.kind}`;
    return (`> [!${h.alert}]\n` +
        `> **${lead}:** ${h.what.markdown()}.\n` +
        `>\n` +
        `> **What to do:** ${h.next.markdown()}\n`);
}
function buildBlocks(trace, extras, plan, source) {
    const t = textOf(plan.textChars);
    const blocks = [{ kind: 'text', text: renderVerdictLine(trace), required: true }];
    blocks.push(...evidenceBlocks(trace, plan, source, t, blobBaseOf(trace, extras)));
    // The advice in words; its codes are in the audit detail (reason code, stage).
    const advice = (0,report_advice/* adviceOf */.wr)(trace, { files: gateFilesOf(extras) });
    if (advice !== null) {
        blocks.push({ kind: 'text', text: `### What to do\n\n${advice.words.markdown()}\n` });
        advice.commands.forEach((c, i) => {
            blocks.push({
                kind: 'text',
                text: `${i + 1}. ${c.what.markdown()}:\n\n${indent((0,markdown/* codeBlock */.DV)((0,report_advice/* shellLines */.ms)(c.lines), 'sh'))}`,
            });
        });
    }
    const links = linksLine(extras);
    if (links !== '')
        blocks.push({ kind: 'text', text: links });
    // Said in the open, not in the details: user code could reach what a sandbox keeps out.
    const noSandbox = sandboxNote(trace);
    if (noSandbox !== undefined)
        blocks.push({ kind: 'text', text: noSandbox, required: true });
    const unexercised = exercisedNote(trace);
    if (unexercised !== undefined)
        blocks.push({ kind: 'text', text: unexercised });
    const titles = {
        defect: 'Store defects',
        violation: 'Audit violations',
        error: 'Errors',
        warning: 'Warnings',
    };
    for (const kind of LIST_KINDS) {
        const total = source.count(kind);
        if (total === 0)
            continue;
        const items = source.rows(kind, plan.textChars, plan.listRows);
        blocks.push({ kind: 'text', text: `### ${titles[kind]} (${total})\n` });
        blocks.push({ kind: 'list', items, omitted: total - items.length });
    }
    // Everything an auditor reads and a reviewer does not: codes, stages, digests, the tables.
    const audit = [{ kind: 'text', text: reviewerFields(trace) }];
    const stages = source.count('stage');
    if (stages === 0)
        audit.push({ kind: 'text', text: '_No stage ran._\n' });
    else
        audit.push(tableBlock(STAGE_HEADERS, source.rows('stage', plan.textChars, stages), stages));
    const outside = overheadLine(trace);
    if (outside !== undefined)
        audit.push({ kind: 'text', text: outside });
    // Said only where it explains the end of the run: after a property stage that cleared.
    const propertyCleared = list(trace.stages).some((s) => isObject(s) && s.name === 'property' && s.code === 'PROPERTY_CLEAR');
    if (trace.fixtures_configured === 0 && propertyCleared) {
        audit.push({
            kind: 'text',
            text: '_No fixtures are configured: the run ends at the property stage._\n',
        });
    }
    const properties = source.count('property');
    if (properties > 0) {
        audit.push({ kind: 'text', text: `#### Specs (${properties})\n` });
        audit.push(...splitTable(PROPERTY_HEADERS, source.rows('property', plan.textChars, plan.propertyRows), properties, source.failing.property, (n) => `${n} ${n === 1 ? 'spec' : 'specs'} clear`));
    }
    const replays = source.count('replay');
    if (replays > 0) {
        audit.push({
            kind: 'text',
            text: `#### Replays (${(0,markdown/* escapeMarkdown */.FV)(`${replays}: ${source.replayTally}`)})\n`,
        });
        audit.push(...splitTable(REPLAY_HEADERS, source.rows('replay', plan.textChars, plan.replayRows), replays, source.failing.replay, (n) => `${n} ${n === 1 ? 'replay' : 'replays'} matched`));
    }
    const misses = source.count('miss');
    if (misses > 0) {
        audit.push({ kind: 'text', text: `#### Misses and the freeze rows consulted (${misses})\n` });
        audit.push(tableBlock(MISS_HEADERS, source.rows('miss', plan.textChars, plan.missRows), misses));
    }
    audit.push({ kind: 'text', text: footer(trace) });
    blocks.push({ kind: 'details', summary: AUDIT_SUMMARY, blocks: audit });
    if (plan.textChars < FULL_TEXT || (source.hasExcerpts && plan.excerptChars < FULL_EXCERPT)) {
        blocks.push({
            kind: 'text',
            text: `_Long texts are cut to ${plan.textChars} characters and output excerpts to ${plan.excerptChars} — see the .gate artifact._\n`,
        });
    }
    return blocks;
}
/** The one collapsed block below the evidence: every code, stage, digest and table of the run. */
const AUDIT_SUMMARY = 'Audit detail: verdict and codes, stages, specs, replays, digests';
function indent(markdown) {
    return markdown
        .split('\n')
        .map((l) => (l === '' ? l : `   ${l}`))
        .join('\n');
}
// ---------------------------------------------------------------------------------------------------
// Header, links and footer
function reviewerFields(trace) {
    const yesNo = (v) => (v === true ? 'yes' : v === false ? 'no' : 'unknown');
    const rows = [
        [
            'verdict',
            `${(0,markdown/* codeSpan */.SS)(values_short(trace.verdict))} · label ${trace.label === null ? 'none' : (0,markdown/* codeSpan */.SS)(values_short(trace.label))} · conclusion ${(0,markdown/* codeSpan */.SS)(values_short(trace.conclusion))}`,
        ],
        ['reason code', (0,markdown/* codeSpan */.SS)(values_short(trace.reason_code))],
        ['emitted by stage', (0,markdown/* codeSpan */.SS)(values_short(trace.reason_stage))],
        ['freeze client constructed', yesNo(trace.freeze_client_constructed)],
        ['freeze consulted', yesNo(trace.freeze_consulted)],
    ];
    // Absent from traces of runs that ended before user code could run, and from older gates.
    if (isObject(trace.sandbox))
        rows.push(['user code ran as', sandboxCell(trace.sandbox)]);
    return `${(0,markdown/* tableHeader */.qd)(['reviewer field', 'value'])}\n${rows.map((r) => (0,markdown/* tableRow */.jD)(r, 2)).join('\n')}\n`;
}
/** Who user code ran as (SPEC §8). */
function sandboxCell(sandbox) {
    if (sandbox.mode === 'user')
        return `the sandbox user ${(0,markdown/* codeSpan */.SS)(values_short(sandbox.user))}`;
    return `the gate's own OS user (no sandbox: ${(0,markdown/* escapeMarkdown */.FV)(values_short(sandbox.reason, 200))})`;
}
/** Said plainly when user code shared the gate's user: it could reach what the sandbox keeps out. */
function sandboxNote(trace) {
    const s = trace.sandbox;
    if (!isObject(s) || s.mode !== 'none')
        return undefined;
    return (`_No sandbox: user code (specs, generators, invariants and the code they load) shared the gate's OS ` +
        `user (${(0,markdown/* escapeMarkdown */.FV)(values_short(s.reason, 200))}), so it could read the gate's environment and write its state._\n`);
}
function linksLine(extras) {
    const parts = [];
    const artifact = extras.artifact;
    if (artifact !== undefined) {
        const id = typeof artifact.id === 'number' && Number.isSafeInteger(artifact.id) ? ` (id ${artifact.id})` : '';
        parts.push(`Artifact: ${(0,markdown/* link */.nf)(values_short(artifact.name, 200), artifact.url)}${id}`);
    }
    if (extras.runUrl !== undefined)
        parts.push((0,markdown/* link */.nf)('workflow run', extras.runUrl));
    return parts.length === 0 ? '' : `${parts.join(' · ')}\n`;
}
function footer(trace) {
    const shard = isObject(trace.shard) ? ` · shard ${num(trace.shard.index)}/${num(trace.shard.count)}` : '';
    return (`<sub>patch ${(0,markdown/* codeSpan */.SS)((0,markdown/* shortDigest */.VK)(trace.patch_digest))} · base ${(0,markdown/* codeSpan */.SS)((0,markdown/* shortDigest */.VK)(trace.base))} · ` +
        `head ${(0,markdown/* codeSpan */.SS)((0,markdown/* shortDigest */.VK)(trace.head))} · gate ${(0,markdown/* codeSpan */.SS)(values_short(trace.tool_version, 40))}${shard}</sub>\n`);
}
/** The run's time outside the stage table, when the trace records it. */
function overheadLine(trace) {
    const { setup_ms: setup, teardown_ms: teardown } = trace;
    if (typeof setup !== 'number' || typeof teardown !== 'number')
        return undefined;
    return `_Outside the stages: setup ${elapsed(setup)} (revisions, worktrees, sandbox), teardown ${elapsed(teardown)} (worktrees removed, audit)._\n`;
}

;// CONCATENATED MODULE: ./src/report/summary.ts







/** The check-run summary limit (bytes of UTF-8): the Checks API's own. */
const SUMMARY_LIMIT = checks/* OUTPUT_TEXT_LIMIT */.a5;


/** `Rejected: seed 1402 of codec.roundtrip fails on this patch, passes on base` — one line, ≤ 255 chars. */
function renderTitle(trace) {
    return (0,headline/* titleOf */.Gg)((0,headline/* headlineOf */.gD)(trace));
}
/**
 * The check-run summary, at most `limitBytes` bytes of UTF-8. Below about 1 KiB there is no room for
 * the evidence; the result is then the alert alone, cut to fit.
 *
 * Degradation: drop per-seed rows, shorten excerpts, drop the misses table, keep fewer evidence
 * blocks, drop per-spec rows, shorten long texts, drop excerpts, then the plain lists, until the
 * summary fits; then give detail back, the most useful first (evidence, excerpts, misses, specs,
 * lists, replays), as much as still fits. Every dropped row is counted in a note that points at the
 * `.gate` artifact. Only if nothing else is left is it trimmed.
 */
function renderSummary(trace, extras = {}, limitBytes = SUMMARY_LIMIT) {
    const limit = Math.max(0, Math.floor(limitBytes));
    const source = new RowSource(trace, extras);
    const full = {
        evidenceRows: source.count('evidence'),
        // No excerpt at all: nothing to shorten or give back.
        excerptChars: source.hasExcerpts ? FULL_EXCERPT : 0,
        replayRows: source.count('replay'),
        missRows: source.count('miss'),
        propertyRows: source.count('property'),
        listRows: Math.max(0, ...LIST_KINDS.map((kind) => source.count(kind))),
        textChars: FULL_TEXT,
    };
    const render = (plan) => serialize(buildBlocks(trace, extras, plan, source));
    const fits = (plan) => {
        const text = render(plan);
        return (0,markdown/* byteLength */.dp)(text) <= limit ? text : undefined;
    };
    let plan = full;
    let text = fits(plan);
    for (const step of DEGRADE) {
        if (text !== undefined)
            break;
        plan = step(plan);
        text = fits(plan);
    }
    if (text === undefined) {
        // Last resort: cut at a block boundary, never inside a row, a fence or a details block.
        const trimmed = serializeTrimmed(buildBlocks(trace, extras, plan, source), limit);
        if (trimmed !== undefined && (0,markdown/* byteLength */.dp)(trimmed) <= limit)
            return trimmed;
        return (0,checks/* truncateUtf8 */.Ck)(renderVerdictLine(trace), limit);
    }
    if (plan === full)
        return text;
    for (const key of REFILL_ORDER) {
        if (plan[key] >= full[key])
            continue;
        const best = largestFitting(plan, key, full[key], fits);
        if (best !== undefined)
            ({ plan, text } = best);
    }
    return text;
}

;// CONCATENATED MODULE: ./src/report/annotations.ts
/**
 * Check-run annotations at witness lines (SPEC §7). Witnesses come from user processes (a spec prints
 * its own witness), so every path is validated as a clean relative path inside the repository, every
 * line is a positive integer, and every message and title is capped; a witness whose path is not clean
 * gets no annotation (it still appears, escaped, in the summary).
 */



const PATH_LIMIT_BYTES = 4096;
const MAX_LINE = 2 ** 31 - 1;
/**
 * Annotations for a trace: one per property witness (a `failure` when the spec rejected the patch, a
 * `warning` otherwise), then one per remaining trace witness not already annotated. Duplicates (same
 * path, line and message) are dropped.
 */
function annotationsFor(trace) {
    const out = [];
    const seen = new Set();
    const add = (witness, level, title, fallback) => {
        const annotation = annotationAt(witness, level, title, fallback);
        if (annotation === undefined)
            return;
        const key = JSON.stringify([annotation.path, annotation.start_line, witness.message ?? '']);
        if (seen.has(key))
            return;
        seen.add(key);
        out.push(annotation);
    };
    for (const p of Array.isArray(trace.properties) ? trace.properties : []) {
        if (p === null || typeof p !== 'object' || p.witness === undefined)
            continue;
        const rejected = p.code === 'PROPERTY_REJECT';
        add(p.witness, rejected ? 'failure' : 'warning', `${String(p.code)}: ${String(p.spec)}`, rejected ? `The spec ${String(p.spec)} rejected the patch here.` : `Witness of ${String(p.spec)}.`);
    }
    const level = trace.verdict === 'REJECT' ? 'failure' : 'warning';
    for (const w of Array.isArray(trace.witnesses) ? trace.witnesses : []) {
        add(w, level, `failure-class: ${String(trace.verdict)}`, 'Witness reported by the gate.');
    }
    for (const e of evidenceAnnotations(trace))
        add(e.witness, e.level, e.title, e.witness.message ?? '');
    return out;
}
/** Annotations of one kind at most (the Checks API takes 50 a request; the rest is in the summary). */
const EVIDENCE_ANNOTATIONS = 50;
/**
 * Annotations wherever the trace knows a path besides witnesses: the gate's own files a CONTAMINATED
 * patch changes, the fixture inputs of a FIXTURE_MISMATCH, the spec of a PROPERTY_ERROR or
 * PROPERTY_NOT_FALSIFIABLE, the manifest of an UNBOUND fixture, the line of a configuration error, and
 * the invariant of a miss that rejects the patch (with the output it printed).
 */
function evidenceAnnotations(trace) {
    const out = [];
    const push = (paths, level, title, message, line) => {
        for (const p of paths.slice(0, EVIDENCE_ANNOTATIONS)) {
            // A catalog check (`builtin:NAME`) is no file of the repository: nothing to annotate.
            if (typeof p !== 'string' || p.startsWith('builtin:'))
                continue;
            out.push({
                witness: { path: p, ...(line !== undefined ? { line } : {}), message: message(p) },
                level,
                title,
            });
        }
    };
    const list = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'object' && x !== null) : [];
    if (trace.reason_code === 'CONTAMINATED' &&
        trace.reason_stage === 'scope' &&
        Array.isArray(trace.oracle_touched)) {
        push(trace.oracle_touched, 'failure', 'failure-class: CONTAMINATED', () => 'This is one of the gate’s own files (the oracle), changed together with other files: split the change to it into its own pull request.');
    }
    for (const r of list(trace.replays)) {
        if (r.code !== 'FIXTURE_MISMATCH' || !Array.isArray(r.differing_inputs))
            continue;
        push(r.differing_inputs, 'failure', 'failure-class: FIXTURE_MISMATCH', () => `A pinned input of the fixture ${String(r.target)}: its bytes differ from the base revision, so no replay ran. Revert it, or land it alone as a toolchain patch.`);
    }
    for (const p of list(trace.properties)) {
        if (p.code === 'PROPERTY_ERROR') {
            push([p.spec], 'warning', 'failure-class: PROPERTY_ERROR', () => `This spec gave no result${typeof p.reason === 'string' && p.reason !== '' ? `: ${p.reason}` : ''}.`);
        }
        else if (p.code === 'PROPERTY_HOLD' && p.witness !== undefined) {
            push([p.witness.path], 'warning', 'failure-class: PROPERTY_HOLD', () => `${typeof p.reason === 'string' && p.reason !== '' ? p.reason : 'needs a person'}.`);
        }
        else if (p.code === 'PROPERTY_NOT_FALSIFIABLE') {
            push([p.spec], 'warning', 'failure-class: PROPERTY_NOT_FALSIFIABLE', () => `This spec is not falsifiable${typeof p.reason === 'string' && p.reason !== '' ? `: ${p.reason}` : ''}.`);
        }
    }
    for (const r of list(trace.replays)) {
        if (r.code !== 'UNBOUND')
            continue;
        push([r.manifest], 'warning', 'failure-class: UNBOUND', () => `This fixture manifest cannot be bound${typeof r.reason === 'string' && r.reason !== '' ? `: ${r.reason}` : ''}.`);
    }
    const problem = trace.config_error;
    if (trace.reason_code === 'NOT_CONFIGURED' && typeof problem === 'object' && problem !== null) {
        push([problem.file], 'failure', 'failure-class: configuration error', () => String(problem.message), typeof problem.line === 'number' ? problem.line : undefined);
    }
    // A failure tied to a line this pull request changed lands on that line, in the diff: the line the
    // code under test exited at, or the first stack frame in a changed file the invariant printed.
    const changed = Array.isArray(trace.changed_paths) ? trace.changed_paths.map(String) : [];
    for (const m of list(trace.misses).slice(0, EVIDENCE_ANNOTATIONS)) {
        const label = m.decision?.label;
        const site = (0,facts/* exitSiteOf */.ZN)(m);
        const at = site !== undefined && changed.includes(site.path)
            ? site
            : label === 'PROPERTY' || label === 'BUDGET'
                ? changedFrame(list(m.attempts)
                    .map((a) => (typeof a.excerpt === 'string' ? a.excerpt : ''))
                    .join('\n'), changed)
                : undefined;
        if (at === undefined)
            continue;
        push([at.path], 'failure', `failure-class: ${String(m.target)} seed ${String(m.seed)} stops here`, () => site !== undefined && site.path === at.path
            ? `The code under test ended the process here while seed ${String(m.seed)} of ${String(m.target)} was replayed, before the invariant decided.`
            : `Seed ${String(m.seed)} of ${String(m.target)} fails on this patch; the invariant's output has a stack frame on this line.`, at.line);
    }
    for (const m of list(trace.misses).slice(0, EVIDENCE_ANNOTATIONS)) {
        const label = m.decision?.label;
        if (label !== 'PROPERTY' && label !== 'BUDGET')
            continue;
        const first = list(m.attempts).find((a) => a.attempt === 'first');
        const excerpt = typeof first?.excerpt === 'string' && first.excerpt !== '' ? `\n\n${first.excerpt}` : '';
        push([m.invariant], 'failure', `failure-class: ${label}: ${String(m.target)} seed ${String(m.seed)}`, () => `Seed ${String(m.seed)} of ${String(m.target)} fails on this patch (${label}); the invariant printed:${excerpt || ' nothing.'}`);
    }
    return out;
}
/**
 * The first `PATH:LINE` (a Node or Java frame) or `File "PATH", line N` (a Python frame) in `text`
 * whose PATH is, or ends with `/` and, a path the pull request changed.
 */
function changedFrame(text, changed) {
    let best;
    for (const path of changed) {
        if (path === '')
            continue;
        const p = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const re = new RegExp(`(?:^|[\\s/("'])${p}(?::(\\d+)|", line (\\d+))`, 'g');
        const m = re.exec(text);
        const line = Number(m?.[1] ?? m?.[2]);
        if (m !== null && Number.isSafeInteger(line) && line >= 1 && (best === undefined || m.index < best.index))
            best = { path, line, index: m.index };
    }
    return best === undefined ? undefined : { path: best.path, line: best.line };
}
function annotationAt(witness, level, title, fallback) {
    if (witness === null || typeof witness !== 'object')
        return undefined;
    const path = cleanRelativePath(witness.path);
    if (path === undefined)
        return undefined;
    const line = lineNumber(witness.line);
    const message = typeof witness.message === 'string' && witness.message.trim() !== '' ? witness.message : fallback;
    return {
        path,
        start_line: line,
        end_line: line,
        annotation_level: level,
        title: (0,markdown/* truncateText */.EJ)(oneLine(title), checks/* ANNOTATION_TITLE_LIMIT */.j$),
        message: capMessage(message),
    };
}
/**
 * A clean relative path inside the repository (`./` prefixes removed), or undefined: not empty, not
 * absolute, no drive letter, no backslash, no `.`/`..`/empty segment, no control character.
 */
function cleanRelativePath(value) {
    if (typeof value !== 'string')
        return undefined;
    let path = value;
    while (path.startsWith('./'))
        path = path.slice(2);
    if (path === '' || (0,markdown/* byteLength */.dp)(path) > PATH_LIMIT_BYTES)
        return undefined;
    if (path.startsWith('/') || path.includes('\\') || /^[A-Za-z]:/.test(path))
        return undefined;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path))
        return undefined;
    if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
        return undefined;
    return path;
}
/** A line number ≥ 1; a witness without a (valid) line is annotated at line 1. */
function lineNumber(value) {
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LINE ? value : 1;
}
/** A message within GitHub's 64 KiB cap, cut at a code point boundary with a note when it was cut. */
function capMessage(message) {
    if ((0,markdown/* byteLength */.dp)(message) <= checks/* ANNOTATION_MESSAGE_LIMIT */.MN)
        return message;
    const note = '\n… (cut — the full message is in the .gate artifact)';
    return (0,checks/* truncateUtf8 */.Ck)(message, checks/* ANNOTATION_MESSAGE_LIMIT */.MN - (0,markdown/* byteLength */.dp)(note)) + note;
}
function oneLine(text) {
    // eslint-disable-next-line no-control-regex
    return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

// EXTERNAL MODULE: ./src/action/deps.ts + 1 modules
var action_deps = __webpack_require__(14885);
;// CONCATENATED MODULE: ./src/action/publish.ts
/**
 * Publishing a verdict (SPEC §3, §6, §7): the failure-class check run on the pull request's head sha,
 * the same summary in the job summary, and the step outputs — all rendered from one trace. Every mode
 * (gate, report, merge) ends here.
 *
 * The check is what branch protection reads; the job summary and the outputs are there so that a token
 * without `checks: write` (a fork, Dependabot) still shows the verdict on the run page. So a refused
 * token is a warning, never a crash; any other failure to post the check fails the step after the job
 * summary and the outputs are written (the required check then stays pending, which blocks merging).
 */










/** A sticky comment leaves room for its marker and footer under GitHub's 65,536-character cap. */
const COMMENT_SUMMARY_BYTES = 60_000;
/** Thrown after everything else is published: the step must fail. */
class StepFailure extends Error {
    constructor(message) {
        super(message);
        this.name = 'StepFailure';
    }
}
/**
 * What the summary says when the token may not write check runs, and what to do about it (SPEC §9).
 */
function permissionAdvice(checkName, why) {
    return (0,markdown/* prose */.CS) `The ${(0,markdown/* code */.aY)(checkName)} check run was not posted (${why}); the verdict is in this summary, the step outputs and the \`.gate\` artifact. Same-repository pull requests: grant \`permissions: checks: write\`. Fork and Dependabot pull requests get a read-only token: post the check from a second workflow on \`workflow_run\` that runs this action with \`mode: report\` (README, Forks).`;
}
/** A warning as log text. */
function plain(w) {
    return w instanceof markdown/* Prose */.s7 ? w.text() : w;
}
/**
 * Creates the check run in progress, so the pull request shows the gate is running. Never throws: a
 * refused token comes back as `{ denied }`, anything else as `{ id: null }` (logged by the client).
 */
async function startCheck(deps, headSha, detailsUrl) {
    const { settings } = deps;
    if (settings.token === '')
        return { denied: 'the token input is empty' };
    try {
        return { id: await deps.checksClient().start(settings.checkName, headSha, detailsUrl) };
    }
    catch (err) {
        if (err instanceof checks/* ChecksPermissionError */.Lk)
            return { denied: err.message };
        deps.log.warn(`could not create the ${settings.checkName} check run in progress: ${errorMessage(err)}`);
        return { id: null };
    }
}
/** The step fails for this verdict under `fail-step-on`; null when it succeeds. */
function stepFailureFor(verdict, failStepOn) {
    const blocking = failStepOn === 'never'
        ? false
        : failStepOn === 'reject'
            ? verdict === 'REJECT' || verdict === 'UNUSABLE'
            : verdict === 'REJECT' || verdict === 'UNUSABLE' || verdict === 'HOLD';
    return blocking ? `the verdict is ${verdict} (fail-step-on: ${failStepOn})` : null;
}
/**
 * Posts the check, writes the job summary and sets the outputs; then throws StepFailure when the check
 * could not be posted (other than for permissions) or when `fail-step-on` says the verdict fails the
 * step. So it is the last thing a mode does.
 */
async function publish(trace, options, deps) {
    return (0,action_deps/* inGroup */.HB)(deps, `${deps.settings.checkName}: publish the verdict`, () => publishNow(trace, options, deps));
}
async function publishNow(trace, options, deps) {
    const { settings, context, log } = deps;
    const warnings = [...(options.warnings ?? [])];
    const extras = {
        runUrl: context.runUrl,
        ...(options.files !== undefined ? { files: options.files } : {}),
    };
    if (options.artifact !== undefined) {
        if ((0,artifact/* isUploadFailure */.mr)(options.artifact)) {
            warnings.push(`The .gate artifact ${options.artifact.name} was not uploaded: ${options.artifact.error}`);
        }
        else {
            extras.artifact = {
                name: options.artifact.name,
                ...(options.artifact.id !== undefined ? { id: options.artifact.id } : {}),
                ...(options.artifact.url !== undefined ? { url: options.artifact.url } : {}),
            };
        }
    }
    for (const w of warnings)
        log.warn(plain(w));
    // The check first: its summary carries the warnings known so far; the job summary also those of
    // posting it and of the comment.
    const title = renderTitle(trace);
    const checkSummary = renderSummary(trace, { ...extras, warnings });
    const checkWarnings = warnings.length;
    let checkPosted = false;
    let checkUrl = null;
    let postFailure = null;
    const check = options.check ?? { id: null };
    const denied = 'denied' in check ? check.denied : settings.token === '' ? 'the token input is empty' : null;
    if (options.noCheck !== undefined) {
        log.info(`no ${settings.checkName} check run from this job: ${options.noCheck}`);
    }
    else if (denied !== null) {
        const advice = permissionAdvice(settings.checkName, denied);
        log.warn(advice.text());
        warnings.push(advice);
    }
    else {
        try {
            const done = await deps
                .checksClient()
                .complete('id' in check ? check.id : null, settings.checkName, options.headSha, trace.conclusion, { title, summary: checkSummary, annotations: annotationsFor(trace) }, options.detailsUrl);
            checkPosted = true;
            checkUrl = done.htmlUrl;
            log.info(`posted the ${settings.checkName} check run on ${options.headSha}: ${trace.conclusion} (${title})`);
            if (checkUrl !== null)
                log.info(`the ${settings.checkName} check run: ${checkUrl}`);
        }
        catch (err) {
            if (err instanceof checks/* ChecksPermissionError */.Lk) {
                const advice = permissionAdvice(settings.checkName, err.message);
                log.warn(advice.text());
                warnings.push(advice);
            }
            else {
                postFailure =
                    `could not post the ${settings.checkName} check run on ${options.headSha}: ${errorMessage(err)}. ` +
                        'The required check stays pending, which blocks merging; re-run the job.';
                warnings.push(postFailure);
            }
        }
    }
    const note = await stickyComment(trace, options, deps, { ...extras, warnings }, checkUrl);
    if (note !== undefined) {
        log.warn(note.text());
        warnings.push(note);
    }
    const summary = warnings.length === checkWarnings ? checkSummary : renderSummary(trace, { ...extras, warnings });
    try {
        await deps.writeJobSummary(summary);
    }
    catch (err) {
        log.warn(`could not write the job summary: ${errorMessage(err)}`);
    }
    const summaryPath = await writeSummaryFile(deps, summary, options.tracePath);
    setOutputs(deps, trace, options.tracePath, checkUrl, summaryPath);
    if (postFailure !== null)
        throw new StepFailure(postFailure);
    const failStep = stepFailureFor(trace.verdict, settings.failStepOn);
    if (failStep !== null)
        throw new StepFailure(failStep);
    return { checkPosted, warnings, summary, checkUrl, summaryPath };
}
/**
 * The sticky pull-request comment, per the `comment` input. Never fails the step: what went wrong is
 * returned as a note for the job summary (a read-only fork token, a token without
 * `pull-requests: write`, an API error).
 */
async function stickyComment(trace, options, deps, extras, checkUrl) {
    const { settings, log } = deps;
    if (settings.comment === 'off')
        return undefined;
    const pr = options.pullRequest;
    if (pr === undefined) {
        log.info(`comment: ${settings.comment}, but this run is for no pull request: no comment`);
        return undefined;
    }
    if (pr.readOnlyToken) {
        return (0,markdown/* prose */.CS) `The pull-request comment (\`comment: ${settings.comment}\`) was skipped: the token of a fork pull request is read-only. Post it from the \`workflow_run\` job that runs \`mode: report\` (set \`comment\` there, with \`pull-requests: write\`).`;
    }
    if (deps.commentsClient === undefined)
        return undefined;
    const blocking = trace.verdict !== 'CLEAR' && trace.verdict !== 'SKIP';
    // on-failure: a passing run only updates a comment a failing run left, so it never shows a stale failure.
    const create = settings.comment === 'always' || blocking;
    const link = checkUrl !== null && (0,markdown/* isSafeUrl */.FY)(checkUrl)
        ? `\n\n<sub>Updated on every run of the ${(0,markdown/* codeSpan */.SS)(settings.checkName)} check · [check run](${checkUrl})</sub>\n`
        : `\n\n<sub>Updated on every run of the ${(0,markdown/* codeSpan */.SS)(settings.checkName)} check</sub>\n`;
    const body = `${renderSummary(trace, extras, COMMENT_SUMMARY_BYTES)}${link}`;
    try {
        const done = await deps
            .commentsClient()
            .upsert(pr.number, (0,comments/* commentMarker */.Ql)(settings.checkName), body, create);
        if (done === null)
            log.info(`comment: the verdict is ${trace.verdict} and no comment exists: none posted`);
        else
            log.info(`comment: ${done.action} comment ${done.id} on pull request #${pr.number}${done.url ? ` (${done.url})` : ''}`);
        return undefined;
    }
    catch (err) {
        if (err instanceof comments/* CommentPermissionError */.JA) {
            return (0,markdown/* prose */.CS) `The pull-request comment was not posted (${err.message}): grant \`permissions: pull-requests: write\` to this job, or set \`comment: off\`.`;
        }
        return (0,markdown/* prose */.CS) `The pull-request comment was not posted: ${errorMessage(err)}.`;
    }
}
/** The rendered summary as a file (the `summary` output): next to the trace, else in RUNNER_TEMP. */
async function writeSummaryFile(deps, summary, tracePath) {
    try {
        const dir = tracePath !== undefined
            ? (0,external_node_path_.dirname)(tracePath)
            : await (0,promises_.mkdtemp)((0,external_node_path_.join)(deps.env.RUNNER_TEMP !== undefined && deps.env.RUNNER_TEMP !== ''
                ? deps.env.RUNNER_TEMP
                : (0,external_node_os_.tmpdir)(), 'gate-summary-'));
        const path = (0,external_node_path_.join)(dir, 'summary.md');
        await (0,promises_.writeFile)(path, summary, 'utf8');
        return path;
    }
    catch (err) {
        deps.log.warn(`could not write the summary file: ${errorMessage(err)}`);
        return null;
    }
}
/**
 * `deps` whose checks client notes when a check run was completed, so a mode can tell, on its way out
 * with an error, whether the check it started still needs a conclusion.
 */
function trackCheckCompletion(deps) {
    let completed = false;
    const checksClient = () => {
        const inner = deps.checksClient();
        return {
            ...inner,
            start: (...a) => inner.start(...a),
            complete: async (...a) => {
                const done = await inner.complete(...a);
                completed = true;
                return done;
            },
        };
    };
    return { deps: { ...deps, checksClient }, completed: () => completed };
}
/**
 * The last way out: a check run the mode started is completed `failure` with the error, in plain text
 * and without rendering anything from the trace (the renderer may be what failed). Never throws.
 */
async function postBlockingFallback(deps, check, headSha, detailsUrl, err) {
    const { settings, log } = deps;
    const why = errorMessage(err).slice(0, 2000);
    try {
        await deps.checksClient().complete('id' in check ? check.id : null, settings.checkName, headSha, 'failure', {
            title: 'The gate could not finish its report',
            summary: `The job failed before it could publish a verdict, so this check blocks. Re-run the job; the job log has the details.\n\n    ${why.replace(/\n/g, '\n    ')}\n`,
        }, detailsUrl);
    }
    catch (e) {
        log.error(`could not complete the ${settings.checkName} check run after a failure: ${errorMessage(e)}`);
    }
}
/**
 * publish(), and then, when the mode hit an internal error, fail the step whatever `fail-step-on`
 * says: the error's message first, a failure to publish added to it.
 */
async function publishOrFail(trace, options, deps, internal) {
    const publishing = publish(trace, options, deps);
    if (internal === undefined) {
        await publishing;
        return;
    }
    const also = await publishing.then(() => '', (err) => `; ${errorMessage(err)}`);
    throw new StepFailure(`${internal.what}: ${errorMessage(internal.error)}${also}`);
}
function setOutputs(deps, trace, tracePath, checkUrl, summaryPath) {
    deps.setOutput(action_deps/* Outputs */.tY.Label, trace.label ?? '');
    deps.setOutput(action_deps/* Outputs */.tY.Verdict, trace.verdict);
    deps.setOutput(action_deps/* Outputs */.tY.ReasonCode, trace.reason_code);
    deps.setOutput(action_deps/* Outputs */.tY.ReasonStage, trace.reason_stage);
    deps.setOutput(action_deps/* Outputs */.tY.FreezeConsulted, String(trace.freeze_consulted === true));
    deps.setOutput(action_deps/* Outputs */.tY.Trace, tracePath ?? '');
    deps.setOutput(action_deps/* Outputs */.tY.Conclusion, trace.conclusion);
    deps.setOutput(action_deps/* Outputs */.tY.CheckUrl, checkUrl ?? '');
    deps.setOutput(action_deps/* Outputs */.tY.Summary, summaryPath ?? '');
}
function errorMessage(err) {
    return err instanceof Error ? err.message : String(err);
}


/***/ }),

/***/ 12585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ readObject),
/* harmony export */   SY: () => (/* binding */ closeObjectReaders),
/* harmony export */   _d: () => (/* binding */ objectInfo),
/* harmony export */   w8: () => (/* binding */ streamObject)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76960);
/**
 * One `git cat-file --batch` per repository for the run's reads of single git objects — the base
 * tree's folders as the oracle is followed through them, link targets, the oracle's small files —
 * instead of a `git ls-tree` or `git cat-file blob` process each (about 8 ms apiece; a small run read
 * some twenty that way before its first program). Requests are answered in the order they are
 * written, so a read is a queue entry; the process ends when no read has come for {@link IDLE_MS}, at
 * {@link closeObjectReaders} (the end of a run), or on any error, and a later read starts a new one.
 * Written here rather than taken from a library: what is needed is git's own batch protocol, read
 * exactly (a header line, then exactly `size` bytes and a newline).
 */


/** How long a reader waits for another request before its process ends. */
const IDLE_MS = 150;
/** An object id as git prints it (SHA-1 or SHA-256), and nothing else. */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
class ObjectReader {
    cwd;
    check;
    child;
    queue = [];
    pending = Buffer.alloc(0);
    /** The object being read: `size + 1` bytes (its content and a newline), into `buf` or streamed. */
    body;
    idle;
    timer;
    /** `check`: a `git cat-file --batch-check`, which answers with an object's type and size only. */
    constructor(cwd, check = false) {
        this.cwd = cwd;
        this.check = check;
    }
    read(id, write) {
        if (!OBJECT_ID.test(id))
            return Promise.reject(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(`not a git object id: ${JSON.stringify(id)}`, ''));
        return new Promise((resolve, reject) => {
            const child = this.start();
            if (this.idle !== undefined)
                clearTimeout(this.idle);
            this.idle = undefined;
            this.queue.push({ id, resolve, reject, ...(write !== undefined ? { write } : {}) });
            this.hold(true);
            this.armTimeout();
            child.stdin.write(`${id}\n`);
        });
    }
    close() {
        this.stop(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS('git cat-file --batch: closed with reads pending', ''));
    }
    start() {
        if (this.child !== undefined)
            return this.child;
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...(0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHardening */ .vE)(), 'cat-file', this.check ? '--batch-check' : '--batch'], {
            cwd: this.cwd,
            env: (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .gitEnv */ .gE)(),
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        this.child = child;
        let stderr = '';
        child.stderr.on('data', (c) => {
            if (stderr.length < 4096)
                stderr += c.toString('utf8');
        });
        child.stdout.on('data', (chunk) => this.take(child, chunk));
        child.stdin.on('error', () => undefined);
        child.on('error', (err) => this.stop(err, child));
        child.on('close', (code) => {
            if (this.child === child)
                this.stop(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(`git cat-file --batch: exit ${code}${stderr ? `: ${stderr.trim()}` : ''}`, stderr), child);
        });
        return child;
    }
    /** Whether the process keeps the gate's event loop alive: while a read waits, and not when idle. */
    hold(on) {
        const child = this.child;
        if (child === undefined)
            return;
        for (const h of [child, child.stdin, child.stdout, child.stderr])
            if (on)
                h.ref?.();
            else
                h.unref?.();
    }
    take(child, chunk) {
        if (this.child !== child)
            return;
        let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
        this.pending = Buffer.alloc(0);
        while (data.length > 0 && this.child === child) {
            if (this.body === undefined) {
                const nl = data.indexOf(0x0a);
                if (nl < 0) {
                    this.pending = Buffer.from(data);
                    return;
                }
                const header = data.subarray(0, nl).toString('latin1').split(' ');
                data = data.subarray(nl + 1);
                const head = this.queue[0];
                if (head === undefined)
                    return this.stop(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS('git cat-file --batch: an answer nobody asked for', ''));
                if (header[0] !== head.id)
                    return this.stop(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(`git cat-file --batch: unexpected answer for ${head.id}`, ''));
                if (header[1] === 'missing' || header[1] === 'ambiguous') {
                    this.queue.shift();
                    head.reject(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(`git cat-file: object ${head.id} is ${header[1]}`, ''));
                    this.settled();
                    continue;
                }
                const size = Number(header[2]);
                if (header.length !== 3 || header[1] === undefined || !Number.isSafeInteger(size) || size < 0)
                    return this.stop(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(`git cat-file --batch: unexpected header for ${head.id}`, ''));
                if (this.check) {
                    this.queue.shift();
                    head.resolve({ type: header[1], size, content: Buffer.alloc(0) });
                    this.settled();
                    continue;
                }
                this.body = {
                    type: header[1],
                    size,
                    ...(head.write === undefined ? { buf: Buffer.allocUnsafe(size + 1) } : {}),
                    filled: 0,
                };
            }
            const body = this.body;
            const head = this.queue[0];
            const n = Math.min(body.size + 1 - body.filled, data.length);
            if (body.buf !== undefined)
                data.copy(body.buf, body.filled, 0, n);
            else {
                // The content only, not git's newline after it.
                const content = Math.min(n, Math.max(0, body.size - body.filled));
                if (content > 0) {
                    try {
                        head.write?.(data.subarray(0, content));
                    }
                    catch (err) {
                        return this.stop(err);
                    }
                }
            }
            body.filled += n;
            data = data.subarray(n);
            if (body.filled === body.size + 1) {
                this.body = undefined;
                this.queue.shift();
                head.resolve({
                    type: body.type,
                    size: body.size,
                    content: body.buf === undefined ? Buffer.alloc(0) : body.buf.subarray(0, body.size),
                });
                this.settled();
            }
        }
    }
    /** After an answer: the next read's clock, or the idle clock when none is waiting. */
    settled() {
        this.armTimeout();
        if (this.queue.length === 0 && this.idle === undefined) {
            // Idle, the process does not hold the gate's exit.
            this.hold(false);
            this.idle = setTimeout(() => this.stop(undefined), IDLE_MS);
            this.idle.unref();
        }
    }
    armTimeout() {
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.timer = undefined;
        if (this.queue.length === 0)
            return;
        this.timer = setTimeout(() => this.stop(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(`git cat-file --batch: no answer in ${_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_TIMEOUT_MS */ .eS} ms`, '')), _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_TIMEOUT_MS */ .eS);
        this.timer.unref();
    }
    /** Ends the process; every read still waiting fails with `err`. */
    stop(err, only) {
        const child = this.child;
        if (only !== undefined && child !== only)
            return;
        this.child = undefined;
        this.body = undefined;
        this.pending = Buffer.alloc(0);
        if (this.idle !== undefined)
            clearTimeout(this.idle);
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.idle = this.timer = undefined;
        if (child !== undefined) {
            child.stdin.end();
            if (err !== undefined)
                child.kill('SIGKILL');
        }
        const waiting = this.queue.splice(0);
        for (const p of waiting)
            p.reject(err ?? new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS('git cat-file --batch: ended', ''));
    }
}
const readers = new Map();
const checkers = new Map();
/** The type and size of the object `id` of the repository at `cwd`, its content not read. */
async function objectInfo(cwd, id) {
    let checker = checkers.get(cwd);
    if (checker === undefined) {
        checker = new ObjectReader(cwd, true);
        checkers.set(cwd, checker);
    }
    const { type, size } = await checker.read(id);
    return { type, size };
}
/** The object `id` of the repository at `cwd`, read through that repository's batch reader. */
function readObject(cwd, id) {
    return readerFor(cwd).read(id);
}
/**
 * Streams the object `id` of the repository at `cwd` to `write`, chunk by chunk (a file of any size
 * is never held whole); resolves with its type.
 */
async function streamObject(cwd, id, write) {
    return (await readerFor(cwd).read(id, write)).type;
}
function readerFor(cwd) {
    let reader = readers.get(cwd);
    if (reader === undefined) {
        reader = new ObjectReader(cwd);
        readers.set(cwd, reader);
    }
    return reader;
}
/** Ends every batch reader's process (the end of a run); a later read starts a new one. */
function closeObjectReaders() {
    for (const r of [...readers.values(), ...checkers.values()])
        r.close();
    readers.clear();
    checkers.clear();
}


/***/ }),

/***/ 76960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   DG: () => (/* binding */ gitFieldsEach),
/* harmony export */   IL: () => (/* binding */ removeWorktree),
/* harmony export */   J5: () => (/* binding */ gitBytesEach),
/* harmony export */   KO: () => (/* binding */ removeStaleWorktrees),
/* harmony export */   M4: () => (/* binding */ topLevel),
/* harmony export */   Oo: () => (/* binding */ persistedCredentials),
/* harmony export */   Pn: () => (/* binding */ gitToSink),
/* harmony export */   TM: () => (/* binding */ GitOutputTooLarge),
/* harmony export */   UP: () => (/* binding */ FileSink),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   e0: () => (/* binding */ catFileEach),
/* harmony export */   eS: () => (/* binding */ GIT_TIMEOUT_MS),
/* harmony export */   gE: () => (/* binding */ gitEnv),
/* harmony export */   iH: () => (/* binding */ fetchCommit),
/* harmony export */   l: () => (/* binding */ addWorktree),
/* harmony export */   lz: () => (/* binding */ removeWorktreeSync),
/* harmony export */   qM: () => (/* binding */ gitRun),
/* harmony export */   vE: () => (/* binding */ gitHardening)
/* harmony export */ });
/* unused harmony exports worktreeRoot, isClean */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _outdir_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(32013);
/**
 * Git, as the pipeline needs it: the patch between two revisions, the changed paths (rename- and
 * binary-aware), and clean worktrees of the base revision, made in the run's state folder outside the
 * checkout (src/adapters/statedir.ts), or for report mode inside the repository's git folder.
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
function hooksDir() {
    // The null device is no folder, so git finds no hook in it; an empty folder made for the purpose
    // would be left behind in the temp folder by every run.
    return node_os__WEBPACK_IMPORTED_MODULE_3__.devNull;
}
/** The `-c` settings every git command of the gate runs with (hooks off, no fsmonitor, no `ext::`). */
function gitHardening() {
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
        HOME: process.env.HOME || (0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(),
        LC_ALL: 'C',
        LANG: 'C',
        TZ: 'UTC',
        GIT_TERMINAL_PROMPT: '0',
        GIT_OPTIONAL_LOCKS: '0',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: node_os__WEBPACK_IMPORTED_MODULE_3__.devNull,
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
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', [...gitHardening(), ...args], {
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
/** A git command printed more than its caller holds in memory. */
class GitOutputTooLarge extends Error {
    command;
    maxBytes;
    constructor(command, maxBytes) {
        super(`git ${command}: printed more than ${maxBytes} bytes`);
        this.command = command;
        this.maxBytes = maxBytes;
        this.name = 'GitOutputTooLarge';
    }
}
/** {@link git} with a private environment addition and standard input; the output as bytes. */
function gitRun(cwd, args, options = {}) {
    const timeoutMs = options.timeoutMs ?? GIT_TIMEOUT_MS;
    return new Promise((resolvePromise, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', [...gitHardening(), ...args], {
            cwd,
            env: { ...gitEnv(), ...options.env },
            encoding: 'buffer',
            maxBuffer: options.maxBytes ?? 1024 * 1024 * 1024,
            timeout: timeoutMs,
            killSignal: 'SIGKILL',
        }, (err, stdout, stderr) => {
            if (err && err.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
                reject(new GitOutputTooLarge(args.slice(0, 3).join(' '), options.maxBytes ?? 1024 * 1024 * 1024));
            }
            else if (err) {
                const text = stderr.toString('utf8');
                const killed = err.killed ? ` (killed after ${timeoutMs} ms)` : '';
                reject(new GitError(`git ${args.slice(0, 3).join(' ')}: ${text.trim() || err.message}${killed}`, text));
            }
            else
                resolvePromise(stdout);
        });
        // A command that exits before reading all of its input must not crash the gate with EPIPE.
        child.stdin?.on('error', () => undefined);
        child.stdin?.end(options.input ?? '');
    });
}
/**
 * A file that takes git's output as it comes, hashed on the way, up to a cap: past `maxBytes` nothing
 * more is written and `overflow` is set (the caller turns that into an honest size hold). Bytes come
 * through {@link write}, or from a child writing to {@link fd} itself ({@link gitToSink}), which
 * {@link absorb} then reads back in chunks: git's output never passes through the gate's memory.
 */
class FileSink {
    path;
    maxBytes;
    fd;
    hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256');
    bytes = 0;
    overflow = false;
    constructor(path, maxBytes, 
    /** `wx`: a new file only (a name already there, a link included, fails and is never followed). */
    flags = 'w', mode = 0o644) {
        this.path = path;
        this.maxBytes = maxBytes;
        // Read back by absorb(); a child's writes and write() go on at the end (one shared offset).
        this.fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.openSync)(path, flags === 'wx' ? 'wx+' : 'w+', mode);
    }
    /** False once the cap is passed (the chunk is not written). */
    write(chunk) {
        if (this.overflow)
            return false;
        if (this.bytes + chunk.length > this.maxBytes) {
            this.overflow = true;
            return false;
        }
        for (let off = 0; off < chunk.length;)
            off += (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.writeSync)(this.fd, chunk, off);
        this.hash.update(chunk);
        this.bytes += chunk.length;
        return true;
    }
    /**
     * Counts and hashes what a child wrote to {@link fd} since the last call, reading it back in chunks;
     * false (and `overflow` set) when the file is now past the cap.
     */
    absorb() {
        if (this.overflow)
            return false;
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.fstatSync)(this.fd).size;
        if (size > this.maxBytes) {
            this.overflow = true;
            return false;
        }
        const buf = Buffer.allocUnsafe(Math.min(1024 * 1024, Math.max(size - this.bytes, 1)));
        while (this.bytes < size) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readSync)(this.fd, buf, 0, Math.min(buf.length, size - this.bytes), this.bytes);
            if (n === 0)
                throw new Error(`${this.path}: ended at ${this.bytes} of ${size} bytes while it was read back`);
            this.hash.update(buf.subarray(0, n));
            this.bytes += n;
        }
        return true;
    }
    /** Whether the file is now past the cap (a child still writing to it must be stopped). */
    pastCap() {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.fstatSync)(this.fd).size > this.maxBytes;
    }
    /** Closes the file; the hex sha256 of what was written. */
    close() {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.closeSync)(this.fd);
        return this.hash.digest('hex');
    }
}
/**
 * A git command whose standard output goes straight into `sink`'s file (the gate never holds it: a
 * patch can be far larger than the largest file in it), then is hashed from there. The file's size
 * is watched while git writes: past the sink's cap the command is killed and the promise resolves,
 * `sink.overflow` saying so.
 */
function gitToSink(cwd, args, sink, timeoutMs = GIT_TIMEOUT_MS) {
    return new Promise((resolvePromise, reject) => {
        let stderr = '';
        let failed;
        if (sink.overflow) {
            resolvePromise();
            return;
        }
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...gitHardening(), ...args], {
            cwd,
            env: gitEnv(),
            stdio: ['ignore', sink.fd, 'pipe'],
        });
        const timer = setTimeout(() => {
            failed ??= new GitError(`git ${args.slice(0, 3).join(' ')}: killed after ${timeoutMs} ms`, stderr);
            child.kill('SIGKILL');
        }, timeoutMs);
        // Past the cap git is stopped: the file holds at most what git writes between two looks.
        const watch = setInterval(() => {
            try {
                if (sink.pastCap())
                    child.kill('SIGKILL');
            }
            catch (err) {
                failed ??= err;
                child.kill('SIGKILL');
            }
        }, 50);
        child.stderr?.on('data', (chunk) => {
            if (stderr.length < 64 * 1024)
                stderr += chunk.toString('utf8');
        });
        child.on('error', (err) => (failed ??= err));
        child.on('close', (code) => {
            clearTimeout(timer);
            clearInterval(watch);
            if (!failed) {
                try {
                    sink.absorb();
                }
                catch (err) {
                    failed = err;
                }
            }
            if (failed)
                reject(failed);
            else if (sink.overflow)
                resolvePromise();
            else if (code !== 0)
                reject(new GitError(`git ${args.slice(0, 3).join(' ')}: ${stderr.trim() || `exit ${code}`}`, stderr));
            else
                resolvePromise();
        });
    });
}
/**
 * A git command whose output is read as it streams, never held whole: the wiring shared by
 * {@link catFileEach} and {@link gitBytesEach} — the first failure (a throw of `take`, a stream or
 * spawn error, the time limit) is kept and kills the command, and the promise settles once it closed.
 */
function streamGit(cwd, args, s) {
    return new Promise((resolvePromise, reject) => {
        const what = `git ${args.slice(0, 2).join(' ')}`;
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...gitHardening(), ...args], {
            cwd,
            env: { ...gitEnv(), ...s.env },
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        let failed;
        const fail = (err) => {
            failed ??= err;
            child.kill('SIGKILL');
        };
        const timeoutMs = s.timeoutMs ?? GIT_TIMEOUT_MS;
        const timer = setTimeout(() => fail(new GitError(`${what}: killed after ${timeoutMs} ms`, '')), timeoutMs);
        let stderr = '';
        child.stderr.on('data', (chunk) => {
            if (stderr.length < 4096)
                stderr += chunk.toString('utf8');
        });
        child.stdout.on('data', (chunk) => {
            if (failed)
                return;
            try {
                s.take(chunk);
            }
            catch (err) {
                fail(err);
            }
        });
        child.stdout.on('error', (err) => fail(err));
        child.on('error', (err) => fail(err));
        child.stdin.on('error', () => undefined);
        child.on('close', (code) => {
            clearTimeout(timer);
            const wrong = failed ?? s.finish(code, stderr);
            if (wrong)
                reject(wrong);
            else
                resolvePromise();
        });
        s.feed(child.stdin, () => failed !== undefined);
    });
}
/**
 * `git cat-file --batch` over `oids`, each object handed to `visit` as it is read and then dropped:
 * memory holds one object at a time, never all of them. The caller leaves out objects it will not
 * hold (sizes from `--batch-check`).
 */
function catFileEach(cwd, oids, visit, timeoutMs = GIT_TIMEOUT_MS) {
    if (oids.length === 0)
        return Promise.resolve();
    let next = 0;
    // The object being read: its content is filled in place, so no chunk list grows with it.
    let body;
    let filled = 0;
    let pending = Buffer.alloc(0);
    const take = (chunk) => {
        let data = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
        pending = Buffer.alloc(0);
        while (data.length > 0) {
            if (body === undefined) {
                const nl = data.indexOf(0x0a);
                if (nl < 0) {
                    pending = Buffer.from(data);
                    return;
                }
                const header = data.subarray(0, nl).toString('latin1').split(' ');
                const oid = oids[next];
                const size = Number(header[2]);
                if (header[0] !== oid || !Number.isSafeInteger(size))
                    throw new Error(`git cat-file --batch: unexpected header for ${oid ?? '(none)'}`);
                body = Buffer.allocUnsafe(size + 1); // the content and its terminating newline
                filled = 0;
                data = data.subarray(nl + 1);
            }
            const count = Math.min(body.length - filled, data.length);
            data.copy(body, filled, 0, count);
            filled += count;
            data = data.subarray(count);
            if (filled === body.length) {
                const done = body;
                body = undefined;
                visit(oids[next++], done.subarray(0, done.length - 1));
            }
        }
    };
    return streamGit(cwd, ['cat-file', '--batch'], {
        timeoutMs,
        feed: (stdin) => stdin.end(oids.join('\n') + '\n'),
        take,
        finish: (code) => code !== 0 || next !== oids.length
            ? new GitError(`git cat-file --batch: exit ${code}, ${next} of ${oids.length} objects`, '')
            : undefined,
    });
}
/**
 * A git command that reads `lines` (each ended by NUL, written as git takes them) and prints
 * NUL-separated fields (`check-attr -z --stdin`, `diff --raw -z`), each field's bytes handed to
 * `visit` as they are read: neither the input nor the output is held whole (100,000 paths: about
 * 12 MB of output), and one process reads the index once, where a process per batch read it again
 * each time. A field's bytes may be the chunk's own: `visit` copies what it keeps. Past `maxBytes` of
 * output the command is killed and {@link GitOutputTooLarge} thrown.
 */
function gitBytesEach(cwd, args, lines, visit, o = {}) {
    const what = `git ${args.slice(0, 2).join(' ')}`;
    // The bytes of a field that a chunk ended inside of.
    let pending = [];
    let seen = 0;
    const take = (chunk) => {
        seen += chunk.length;
        if (o.maxBytes !== undefined && seen > o.maxBytes)
            throw new GitOutputTooLarge(args.slice(0, 3).join(' '), o.maxBytes);
        let from = 0;
        for (let nul = chunk.indexOf(0); nul >= 0; nul = chunk.indexOf(0, from)) {
            const part = chunk.subarray(from, nul);
            const field = pending.length > 0 ? Buffer.concat([...pending, part]) : part;
            pending = [];
            from = nul + 1;
            visit(field);
        }
        if (from < chunk.length)
            pending.push(Buffer.from(chunk.subarray(from)));
    };
    // The input in batches, each written when the pipe has taken the one before.
    const feed = (stdin, stopped) => {
        let at = 0;
        const BATCH = 4096;
        const writeMore = () => {
            while (at < lines.length && !stopped()) {
                const batch = lines.slice(at, at + BATCH);
                at += batch.length;
                if (!stdin.write(batch.join('\0') + '\0')) {
                    stdin.once('drain', writeMore);
                    return;
                }
            }
            stdin.end();
        };
        writeMore();
    };
    return streamGit(cwd, args, {
        ...(o.env !== undefined ? { env: o.env } : {}),
        ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs } : {}),
        feed,
        take,
        finish: (code, stderr) => code !== 0
            ? new GitError(`${what}: exit ${code}: ${stderr.trim()}`, stderr)
            : pending.length > 0
                ? new GitError(`${what}: its output ends inside a field`, stderr)
                : undefined,
    });
}
/** {@link gitBytesEach} with each field read as UTF-8 text. */
function gitFieldsEach(cwd, args, lines, visit, o = {}) {
    return gitBytesEach(cwd, args, lines, (field) => visit(field.toString('utf8')), o);
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
/** The folder where this repository's gate worktrees live (inside the git common dir). */
async function worktreeRoot(cwd) {
    const common = (await git(cwd, ['rev-parse', '--git-common-dir'], 'utf8')).trim();
    return (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(cwd, common), 'gate-worktrees');
}
/**
 * Removes worktrees that an earlier gate run left behind (it crashed or was killed): every folder
 * under the worktree root whose owning process is gone. Returns what was removed.
 */
async function removeStaleWorktrees(cwd) {
    const root = await worktreeRoot(cwd);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(root))
        return [];
    const removed = [];
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(root)) {
        const pid = Number(/^base-(\d+)-/.exec(name)?.[1]);
        if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && (0,_outdir_js__WEBPACK_IMPORTED_MODULE_5__/* .pidAlive */ .pl)(pid))
            continue;
        if (pid === process.pid)
            continue;
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(root, name);
        await git(cwd, ['worktree', 'remove', '--force', dir], 'utf8').catch(() => undefined);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(dir, { recursive: true, force: true });
        removed.push(dir);
    }
    await git(cwd, ['worktree', 'prune'], 'utf8').catch(() => undefined);
    return removed;
}
let worktreeCounter = 0;
/**
 * A clean, detached worktree of `sha`; remove it with removeWorktree. `parent` is the folder it is
 * made in: a run puts its worktrees in its state folder, outside the checkout (src/adapters/statedir.ts);
 * without one, the repository's git folder.
 */
async function addWorktree(cwd, sha, purpose, parent) {
    const root = parent ?? (await worktreeRoot(cwd));
    (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.mkdirSync)(root, { recursive: true });
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(root, `base-${process.pid}-${++worktreeCounter}-${purpose}`);
    await git(cwd, ['worktree', 'add', '--detach', '--force', dir, sha], 'utf8');
    return dir;
}
async function removeWorktree(cwd, dir) {
    await git(cwd, ['worktree', 'remove', '--force', dir], 'utf8').catch(() => undefined);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(dir, { recursive: true, force: true });
    await git(cwd, ['worktree', 'prune'], 'utf8').catch(() => undefined);
}
/** Synchronous last-resort cleanup for exit paths (SIGINT) where nothing can be awaited. */
function removeWorktreeSync(root, dir) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(dir, { recursive: true, force: true });
    try {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', [...gitHardening(), 'worktree', 'prune'], {
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


/***/ }),

/***/ 32013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IZ: () => (/* binding */ acquireLock),
/* harmony export */   kW: () => (/* binding */ OutDir),
/* harmony export */   pl: () => (/* binding */ pidAlive),
/* harmony export */   tl: () => (/* binding */ MARKER)
/* harmony export */ });
/* unused harmony exports OutDirError, atomicWriteSeam, writeFileAtomic, writeChunksAtomic, prettyJsonChunks */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
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

/***/ 78932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VP: () => (/* binding */ BUILTIN_NAMES),
  $i: () => (/* binding */ CATALOG_VERSION),
  q8: () => (/* binding */ builtinCheck),
  nc: () => (/* binding */ isBuiltinName)
});

// UNUSED EXPORTS: TEST_GLOBS, allBuiltinChecks

;// CONCATENATED MODULE: ./src/builtins/patch.ts
/**
 * Builders of the unified diffs the catalog ships as probes. A probe is patch text, parsed by the same
 * parser as a candidate patch; building it from lines keeps the hunk counts right by construction.
 */
/** A patch that adds the file `path` with `lines`. */
function addedFile(path, lines) {
    return [
        `diff --git a/${path} b/${path}`,
        'new file mode 100644',
        '--- /dev/null',
        `+++ b/${path}`,
        `@@ -0,0 +1,${lines.length} @@`,
        ...lines.map((l) => `+${l}`),
        '',
    ].join('\n');
}
/** A patch that deletes the file `path`, which held `lines`. */
function deletedFile(path, lines) {
    return [
        `diff --git a/${path} b/${path}`,
        'deleted file mode 100644',
        `--- a/${path}`,
        '+++ /dev/null',
        `@@ -1,${lines.length} +0,0 @@`,
        ...lines.map((l) => `-${l}`),
        '',
    ].join('\n');
}
/** A patch that edits `path`: `before` lines become `after` lines, at line 1. */
function editedFile(path, before, after) {
    return [
        `diff --git a/${path} b/${path}`,
        `--- a/${path}`,
        `+++ b/${path}`,
        `@@ -1,${before.length} +1,${after.length} @@`,
        ...before.map((l) => `-${l}`),
        ...after.map((l) => `+${l}`),
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/builtins/catalog.ts
/**
 * The catalog of built-in checks (`- builtin: NAME` in gate.yml, SPEC §8): what most teams forbid in
 * agent patches, maintained with the product. Each check is a list of rules over the parsed patch and
 * ships its own probe, a patch it must reject, so it is registered and proven falsifiable like any spec.
 *
 * Every pattern is RE2-compatible (no lookaround, no backreferences) so that it matches in linear
 * time under the predicate engine; `__tests__/builtins/catalog.test.ts` checks that. Patterns are
 * matched against one added (or removed) line at a time.
 */

/** Bumped when a rule changes meaning: it is part of every builtin spec's digest. */
const CATALOG_VERSION = 2;
const BUILTIN_NAMES = [
    'no-skipped-tests',
    'no-focused-tests',
    'no-test-deletion',
    'no-exit-tampering',
    'no-lint-suppressions',
    'no-secrets',
    'no-ci-edits',
    'no-harness-probing',
];
function isBuiltinName(name) {
    return typeof name === 'string' && BUILTIN_NAMES.includes(name);
}
const JS = '**/*.{js,jsx,ts,tsx,mjs,cjs,mts,cts}';
const JS_EXT = '{js,jsx,ts,tsx,mjs,cjs,mts,cts}';
const PY = '**/*.py';
const GO = '**/*.go';
const RS = '**/*.rs';
const JVM = '**/*.{java,kt,kts,groovy,scala}';
const CODE = [JS, PY, GO, RS, JVM, '**/*.{vue,svelte}'];
/** Where the test runners of each language look for tests, by convention. */
const TEST_GLOBS = {
    js: [
        `**/*.{test,spec}.${JS_EXT}`,
        `**/*.{test,spec}-d.${JS_EXT}`,
        `**/__tests__/**/*.${JS_EXT}`,
        `**/{test,tests}/**/*.${JS_EXT}`,
    ],
    py: ['**/test_*.py', '**/*_test.py', '**/{test,tests}/**/*.py', '**/conftest.py'],
    go: ['**/*_test.go'],
    rs: ['**/tests/**/*.rs'],
    jvm: ['**/src/test/**', '**/*{Test,Tests,IT}.{java,kt,groovy,scala}'],
};
const ALL_TESTS = Object.values(TEST_GLOBS).flat();
// A quote that opens or closes a JavaScript string: ', " or a backtick.
const Q = '[\'"`]';
/**
 * Rules that judge what a patch adds on balance: a suppression or a test marker the patch moves or
 * keeps on an edited line was already in the code, and is the base's, not the patch's.
 */
function net(rules) {
    return rules.map((r) => (r.kind === 'added' ? { ...r, net: true } : r));
}
const CATALOG = [
    {
        name: 'no-skipped-tests',
        forbids: 'skip/xit/xfail/ignore markers: jest, vitest, mocha, node:test, tap, pytest, unittest, go, rust, junit',
        rules: net([
            {
                kind: 'added',
                what: 'a skipped JavaScript test (.skip, .skipIf, .todo)',
                pattern: '\\b(?:describe|it|test|context|suite|specify|bench)(?:\\s*\\.\\s*\\w{1,40}){0,4}\\s*\\.\\s*(?:skip|skipIf|todo)\\b',
                paths: [JS],
            },
            {
                kind: 'added',
                what: "a skipped JavaScript test, by bracket (it['skip']) or on a line of its own (.skip(…))",
                pattern: `\\[\\s*${Q}(?:skip|skipIf|todo)${Q}\\s*\\]|^\\s*\\.\\s*(?:skip|skipIf|todo)\\s*\\(`,
                paths: [JS],
            },
            {
                kind: 'added',
                what: 'a skipped JavaScript test (xit, xdescribe, xtest)',
                pattern: '\\bx(?:it|describe|test|context|specify)\\s*\\(',
                paths: [JS],
            },
            {
                kind: 'added',
                what: 'a test skipping itself (this.skip(), t.skip(), t.todo())',
                pattern: '\\b(?:this|t|tap|ctx|context)\\.(?:skip|todo)\\s*\\(',
                paths: [JS],
            },
            {
                kind: 'added',
                what: 'a node:test or tap test option that skips it ({ skip: … }, { todo: … })',
                pattern: `(?:^|[{,])\\s*(?:skip|todo)\\s*:\\s*(?:true|${Q}|[A-Za-z_(!])`,
                paths: [...TEST_GLOBS.js],
            },
            {
                kind: 'added',
                what: 'a skipped or expected-to-fail pytest test',
                pattern: '\\bmark\\.(?:skip|skipif|xfail)\\b|\\bpytest\\.(?:skip|xfail|importorskip)\\s*\\(',
                paths: [PY],
            },
            {
                kind: 'added',
                what: 'a skipped unittest test',
                pattern: '@(?:\\w{1,40}\\.){0,2}(?:skip|skipIf|skipUnless|expectedFailure)\\b|\\.skipTest\\s*\\(|\\bSkipTest\\b',
                paths: [PY],
            },
            {
                kind: 'added',
                what: 'a skipped Go test (t.Skip, t.SkipNow, t.Skipf)',
                pattern: '\\b\\w+\\.Skip(?:Now|f)?\\s*\\(',
                paths: [GO],
            },
            {
                kind: 'added',
                what: 'an ignored Rust test (#[ignore])',
                pattern: '#\\[\\s*ignore\\b|#\\[\\s*cfg_attr\\s*\\(.*\\bignore\\b',
                paths: [RS],
            },
            {
                kind: 'added',
                what: 'a disabled JUnit test (@Ignore, @Disabled…, an assumption)',
                pattern: '@(?:org\\.junit\\.)?Ignore\\b|@(?:org\\.junit\\.jupiter\\.api\\.)?(?:Disabled|EnabledIf|EnabledOn)\\w*|\\bassume(?:True|False|That|NotNull|NoException)\\s*\\(',
                paths: [JVM],
            },
        ]),
        probe: addedFile('__tests__/gate-probe.test.js', [
            "it.skip('the gate must reject a skipped test', () => {});",
        ]) +
            addedFile('tests/test_gate_probe.py', [
                'import pytest',
                '',
                '',
                '@pytest.mark.skip(reason="the gate must reject a skipped test")',
                'def test_gate_probe():',
                '    assert False',
            ]),
    },
    {
        name: 'no-focused-tests',
        forbids: 'focus markers that run one test and silently drop the rest: .only, fit/fdescribe, { only: true }, pytest-only, ginkgo F…',
        rules: net([
            {
                kind: 'added',
                what: 'a focused JavaScript test (.only)',
                pattern: '\\b(?:describe|it|test|context|suite|specify|bench|t|tap)(?:\\s*\\.\\s*\\w{1,40}){0,4}\\s*\\.\\s*only\\b',
                paths: [JS],
            },
            {
                kind: 'added',
                what: "a focused JavaScript test, by bracket (it['only']) or on a line of its own (.only(…))",
                pattern: `\\[\\s*${Q}only${Q}\\s*\\]|^\\s*\\.\\s*only\\s*\\(`,
                paths: [JS],
            },
            {
                kind: 'added',
                what: 'a focused JavaScript test (fit, fdescribe, ftest)',
                pattern: '\\bf(?:it|describe|test|context)\\s*\\(',
                paths: [JS],
            },
            {
                kind: 'added',
                what: 'a node:test or tap test option that focuses it ({ only: true })',
                pattern: '(?:^|[{,])\\s*only\\s*:\\s*(?:true|[A-Za-z_(!])',
                paths: [...TEST_GLOBS.js],
            },
            {
                kind: 'added',
                what: 'a focused pytest test (pytest-only, pytest-focus)',
                pattern: '\\bmark\\.(?:only|focus)\\b',
                paths: [PY],
            },
            {
                kind: 'added',
                what: 'a focused Ginkgo spec (FIt, FDescribe, FContext, FWhen, FEntry, Focus)',
                pattern: '\\bF(?:It|Describe|Context|When|Entry|DescribeTable|Specify)\\s*\\(|\\bFocus\\s*[,)]',
                paths: [GO],
            },
        ]),
        probe: addedFile('__tests__/gate-probe.test.js', [
            "it.only('the gate must reject a focused test', () => {});",
        ]),
    },
    {
        name: 'no-test-deletion',
        forbids: 'deleted test files, and removed test cases whose name the patch does not add back',
        rules: [
            { kind: 'deleted', what: 'a deleted test file', paths: ALL_TESTS },
            {
                kind: 'removed',
                what: 'a removed JavaScript test case',
                pattern: `\\b(?:it|test|describe|specify|context|suite)(?:\\.\\w{1,40}){0,4}\\s*\\(\\s*${Q}([^'"\`]*)${Q}`,
                paths: [...TEST_GLOBS.js],
            },
            {
                kind: 'removed',
                what: 'a removed Python test function',
                pattern: '^\\s*(?:async\\s+)?def\\s+(test\\w*)\\s*\\(',
                paths: [...TEST_GLOBS.py],
            },
            {
                kind: 'removed',
                what: 'a removed Python test class',
                pattern: '^\\s*class\\s+(Test\\w*)',
                paths: [...TEST_GLOBS.py],
            },
            {
                kind: 'removed',
                what: 'a removed Go test',
                pattern: '^\\s*func\\s+((?:Test|Benchmark|Fuzz|Example)\\w*)\\s*\\(',
                paths: [...TEST_GLOBS.go],
            },
            {
                kind: 'removed',
                what: 'a removed Rust test (#[test])',
                pattern: '#\\[\\s*((?:\\w{1,40}::){0,4}test)\\s*[\\](]',
                paths: [RS],
            },
            {
                kind: 'removed',
                what: 'a removed JUnit test (@Test)',
                pattern: '@((?:org\\.junit\\.(?:jupiter\\.api\\.)?)?(?:Test|ParameterizedTest|RepeatedTest|TestFactory|TestTemplate))\\b',
                paths: [JVM],
            },
        ],
        probe: deletedFile('tests/test_gate_probe.py', ['def test_gate_probe():', '    assert True']),
    },
    {
        name: 'no-exit-tampering',
        forbids: 'code outside tests that sets the exit status or hooks exit: process.exit/exitCode/exit handlers, sys.exit, os._exit, atexit, os.Exit, System.exit',
        rules: [
            {
                kind: 'added',
                what: 'a JavaScript exit or exit-status change',
                pattern: `\\bprocess\\s*(?:\\.\\s*(?:exit|exitCode|reallyExit|abort)\\b|\\[\\s*${Q}(?:exit|exitCode|reallyExit|abort)${Q})|\\bprocess\\.kill\\s*\\(\\s*process\\.pid\\b`,
                paths: [JS],
                exclude: [...TEST_GLOBS.js],
            },
            {
                kind: 'added',
                what: "a JavaScript 'exit' handler",
                pattern: `\\bprocess\\s*\\.\\s*(?:on|once|addListener|prependListener|prependOnceListener)\\s*\\(\\s*${Q}(?:exit|beforeExit)${Q}`,
                paths: [JS],
                exclude: [...TEST_GLOBS.js],
            },
            {
                kind: 'added',
                what: 'a Python exit or exit hook',
                pattern: '\\bsys\\.exit\\b|\\bos\\._exit\\b|\\batexit\\b|\\bSystemExit\\b|^\\s*(?:exit|quit)\\s*\\(|\\bos\\.kill\\s*\\(\\s*os\\.getpid\\s*\\(|\\bfrom\\s+(?:sys|os)\\s+import\\b.*\\b_?exit\\b',
                paths: [PY],
                exclude: [...TEST_GLOBS.py],
            },
            {
                kind: 'added',
                what: 'a Go exit',
                pattern: '\\b(?:os|syscall)\\.Exit\\s*\\(',
                paths: [GO],
                exclude: [...TEST_GLOBS.go],
            },
            {
                kind: 'added',
                what: 'a Rust process exit',
                pattern: '\\bprocess::(?:exit|abort)\\s*\\(',
                paths: [RS],
                exclude: [...TEST_GLOBS.rs],
            },
            {
                kind: 'added',
                what: 'a JVM exit or shutdown hook',
                pattern: '\\bSystem\\.exit\\s*\\(|\\.(?:halt|addShutdownHook)\\s*\\(|\\bexitProcess\\s*\\(',
                paths: [JVM],
                exclude: [...TEST_GLOBS.jvm],
            },
            {
                kind: 'added',
                what: 'a shell EXIT trap',
                pattern: '^\\s*trap\\b.*\\b(?:EXIT|0)\\s*$',
                paths: ['**/*.{sh,bash}'],
            },
        ],
        probe: addedFile('src/gate_probe.js', ["process.on('exit', () => { process.exitCode = 0; });"]),
    },
    {
        name: 'no-lint-suppressions',
        forbids: 'lint and type-check suppressions: eslint-disable, @ts-ignore/@ts-expect-error/@ts-nocheck, # noqa, # type: ignore, //nolint, #[allow], @SuppressWarnings',
        rules: net([
            {
                kind: 'added',
                what: 'a JavaScript lint or type-check suppression',
                pattern: '\\b(?:eslint-disable|eslint\\s+[\\w/@-]+\\s*:\\s*(?:0|off)|tslint:disable|oxlint-disable|biome-ignore|deno-lint-ignore|jshint\\s+ignore)|@ts-(?:ignore|expect-error|nocheck)\\b',
                paths: CODE,
            },
            {
                kind: 'added',
                what: 'a Python lint or type-check suppression',
                pattern: '#\\s*(?:noqa\\b|type\\s*:\\s*ignore\\b|pyright\\s*:\\s*(?:ignore|basic)\\b|pylint\\s*:\\s*disable|mypy\\s*:\\s*ignore-errors|ruff\\s*:\\s*noqa|nosec\\b)',
                paths: [PY, '**/*.pyi'],
            },
            {
                kind: 'added',
                what: 'a Go lint suppression',
                pattern: '//\\s*(?:nolint\\b|lint:ignore\\b)|#nosec\\b',
                paths: [GO],
            },
            {
                kind: 'added',
                what: 'a Rust lint suppression (#[allow], #[expect])',
                pattern: '#!?\\[\\s*(?:allow|expect)\\s*\\(',
                paths: [RS],
            },
            {
                kind: 'added',
                what: 'a JVM lint suppression',
                pattern: '@Suppress(?:Warnings|FBWarnings)?\\b|//\\s*NOPMD\\b|CHECKSTYLE\\s*:\\s*OFF',
                paths: [JVM],
            },
        ]),
        probe: addedFile('src/gate_probe.ts', [
            '// @ts-ignore',
            'export const n: number = "the gate must reject this";',
        ]),
        honestUses: 'a justified suppression (a false positive, a gap in third-party type stubs) is routine in mature code',
    },
    {
        name: 'no-secrets',
        forbids: 'private keys, cloud keys and tokens in well-known formats (AWS, GitHub, GitLab, Slack, Stripe, Google, npm, PyPI, OpenAI, Anthropic, SendGrid, Azure), and key or .env files',
        rules: [
            {
                kind: 'added',
                what: 'a private key',
                pattern: '-----BEGIN (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'an AWS access key id',
                pattern: '\\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\\b',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'an AWS secret access key',
                pattern: 'aws.{0,20}secret.{0,20}[=:]\\s*[\'"]?[0-9a-z/+]{40}\\b',
                flags: 'i',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'a GitHub token',
                pattern: '\\bgh[pousr]_[A-Za-z0-9]{36,255}\\b|\\bgithub_pat_[A-Za-z0-9_]{60,255}\\b',
                paths: ['**'],
            },
            { kind: 'added', what: 'a GitLab token', pattern: '\\bglpat-[A-Za-z0-9_-]{20,}', paths: ['**'] },
            {
                kind: 'added',
                what: 'a Slack token or webhook',
                pattern: '\\bxox[abposr]-[A-Za-z0-9-]{10,}|hooks\\.slack\\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/\\w+',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'a Stripe live key',
                pattern: '\\b(?:sk|rk)_live_[A-Za-z0-9]{20,}',
                paths: ['**'],
            },
            { kind: 'added', what: 'a Google API key', pattern: '\\bAIza[0-9A-Za-z_-]{35}\\b', paths: ['**'] },
            { kind: 'added', what: 'an npm token', pattern: '\\bnpm_[A-Za-z0-9]{36}\\b', paths: ['**'] },
            {
                kind: 'added',
                what: 'a PyPI token',
                pattern: '\\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'an OpenAI or Anthropic API key',
                pattern: '\\bsk-[A-Za-z0-9_-]{0,40}T3BlbkFJ[A-Za-z0-9_-]{20,}|\\bsk-ant-[a-z]+\\d{2}-[A-Za-z0-9_-]{80,}',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'a SendGrid API key',
                pattern: '\\bSG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}\\b',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'an Azure storage account key',
                pattern: '\\bAccountKey=[A-Za-z0-9+/]{86}==',
                paths: ['**'],
            },
            {
                kind: 'touched',
                what: 'a key store, private key or .env file',
                paths: [
                    '**/*.{pem,key,p12,pfx,jks,keystore,ppk}',
                    '**/id_{rsa,dsa,ecdsa,ed25519}',
                    '**/.env',
                    '**/.env.*',
                    '**/.npmrc',
                    '**/.pypirc',
                ],
                exclude: ['**/.env.{example,sample,template,dist}', '**/*.pub'],
            },
        ],
        // The probe spells the key by parts, so that secret scanners do not flag this source file.
        probe: addedFile('config/gate-probe.txt', [
            `aws_access_key_id = ${'AKIA'}IOSFODNN7EXAMPLE`,
            `-----BEGIN ${'RSA PRIVATE'} KEY-----`,
        ]),
    },
    {
        name: 'no-ci-edits',
        forbids: 'edits to CI configuration: GitHub workflows and actions, GitLab CI, CircleCI, Azure Pipelines, Jenkins, Travis, Buildkite, Bitbucket and others',
        rules: [
            {
                kind: 'touched',
                what: 'a CI configuration file',
                paths: [
                    '.github/workflows/**',
                    '.github/actions/**',
                    '**/action.{yml,yaml}',
                    '.gitlab-ci.yml',
                    '.gitlab/ci/**',
                    '.circleci/**',
                    'azure-pipelines*.yml',
                    '.azure-pipelines/**',
                    '.azuredevops/**',
                    '**/Jenkinsfile',
                    '**/*.jenkinsfile',
                    '.travis.yml',
                    'bitbucket-pipelines.yml',
                    '.buildkite/**',
                    '.drone.yml',
                    '.woodpecker.yml',
                    '.woodpecker/**',
                    '{.,}appveyor.yml',
                    'cloudbuild.{yml,yaml}',
                    '.ci/**',
                    '.pre-commit-config.yaml',
                ],
            },
            {
                kind: 'deleted',
                what: 'a deleted CI configuration file',
                paths: ['.github/workflows/**', '.gitlab-ci.yml', '.circleci/**', '**/Jenkinsfile'],
            },
        ],
        honestUses: 'CI configuration changes with the project: a reviewed workflow edit is routine',
        probe: editedFile('.github/workflows/ci.yml', ['    runs-on: ubuntu-latest'], ['    runs-on: self-hosted']),
    },
    {
        name: 'no-harness-probing',
        forbids: "code outside tests that watches or patches the judge: reads GATE_* variables, the call stack or frames, the gate's own files, or replaces assert, json, exit or exception hooks",
        honestUses: 'stack and frame reads in logging, error-reporting and debugging code; a module-level patch in a deliberate compatibility shim',
        rules: [
            {
                kind: 'added',
                what: "a read of the gate's variables (GATE_SEED, GATE_OUT, …)",
                pattern: `${Q}GATE_[A-Z0-9_]*${Q}|\\benv\\s*\\.\\s*GATE_[A-Z0-9_]+\\b`,
                paths: CODE,
                exclude: ALL_TESTS,
            },
            {
                kind: 'added',
                what: 'a JavaScript call-stack read (new Error().stack, captureStackTrace, prepareStackTrace, callee/caller)',
                pattern: '\\bError\\s*\\(\\s*[^)]{0,80}\\)\\s*\\.\\s*stack\\b|\\bError\\s*\\.\\s*(?:captureStackTrace|prepareStackTrace|stackTraceLimit)\\b|\\barguments\\s*\\.\\s*callee\\b|\\.\\s*caller\\s*\\.\\s*(?:toString|arguments|name)\\b',
                paths: [JS],
                exclude: [...TEST_GLOBS.js],
            },
            {
                kind: 'added',
                what: 'a Python frame or stack read (inspect.stack, currentframe, sys._getframe, f_back, f_locals)',
                pattern: '\\binspect\\s*\\.\\s*(?:stack|currentframe|getouterframes|getframeinfo|trace)\\s*\\(|\\bsys\\s*\\.\\s*_getframe\\b|\\.\\s*f_(?:back|locals|globals|code)\\b|\\btraceback\\s*\\.\\s*(?:extract_stack|walk_stack)\\s*\\(|\\bfrom\\s+inspect\\s+import\\b.*\\b(?:stack|currentframe|getouterframes)\\b',
                paths: [PY],
                exclude: [...TEST_GLOBS.py],
            },
            {
                kind: 'added',
                what: "a path of the gate's own files (.gate/, gate.yml, the freeze ledger)",
                pattern: `${Q}[^'"\`]{0,200}(?:\\.gate/|\\bgate\\.ya?ml\\b|\\bgate-freezes\\.json\\b)`,
                paths: CODE,
                exclude: ALL_TESTS,
            },
            {
                kind: 'added',
                what: 'a JavaScript assertion, JSON, exit or exception hook replaced (assert.x =, JSON.parse =, process.exit =, uncaughtException handler)',
                pattern: `^\\s*(?:(?:module\\.exports\\.|exports\\.)?(?:assert|JSON|console)\\s*\\.\\s*\\w+|process\\s*\\.\\s*(?:exit|emit|reallyExit)|Object\\s*\\.\\s*prototype\\s*\\.\\s*\\w+)\\s*=[^=]|\\bObject\\s*\\.\\s*defineProperty\\s*\\(\\s*(?:JSON|assert|process|Object\\.prototype)\\b|\\bprocess\\s*\\.\\s*(?:on|once|addListener|prependListener)\\s*\\(\\s*${Q}(?:uncaughtException|unhandledRejection)${Q}|\\bprocess\\s*\\.\\s*setUncaughtExceptionCaptureCallback\\b`,
                paths: [JS],
                exclude: [...TEST_GLOBS.js],
            },
            {
                kind: 'added',
                what: 'a Python assertion, json, exit or exception hook replaced (json.loads =, sys.exit =, sys.excepthook =, builtins patched)',
                pattern: '^\\s*(?:json|sys|builtins|unittest|os|pytest)\\s*\\.\\s*[\\w.]+\\s*=[^=]|\\bsetattr\\s*\\(\\s*(?:json|sys|builtins|unittest|os|pytest)\\b|\\b__builtins__\\s*(?:\\[|\\.)',
                paths: [PY],
                exclude: [...TEST_GLOBS.py],
            },
        ],
        probe: addedFile('src/gate_probe.js', ["export const caller = () => new Error().stack.split('\\n')[2];"]),
    },
];
const BY_NAME = new Map(CATALOG.map((c) => [c.name, c]));
function builtinCheck(name) {
    return BY_NAME.get(name);
}
function allBuiltinChecks() {
    return CATALOG;
}


/***/ }),

/***/ 82221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ describeValue)
/* harmony export */ });
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21737);
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

/***/ 52916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ recordSha256),
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21737);


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

/***/ 21737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ compareCodePoints),
/* harmony export */   g$: () => (/* binding */ PyFloat),
/* harmony export */   j5: () => (/* binding */ parsePyJson),
/* harmony export */   vD: () => (/* binding */ pyDumps)
/* harmony export */ });
/* unused harmony exports PyJsonError, MAX_DEPTH, MAX_INT_DIGITS, pyFloatRepr, pyString */
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
/** The first offset where lists and objects nest deeper than `limit`, strings skipped; or -1. */
function tooDeepAt(text, limit) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22) {
            for (i++; i < text.length; i++) {
                const d = text.charCodeAt(i);
                if (d === 0x5c)
                    i++;
                else if (d === 0x22)
                    break;
            }
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

/***/ 70068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kg: () => (/* binding */ LABELS),
  kK: () => (/* binding */ classifyRecord),
  J2: () => (/* binding */ isLabel)
});

// EXTERNAL MODULE: ./src/classify/pyjson.ts
var pyjson = __webpack_require__(21737);
// EXTERNAL MODULE: ./src/classify/describe.ts
var describe = __webpack_require__(82221);
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
    return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof pyjson/* PyFloat */.g$);
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
        return `${name}: expected an object {workers, clock_budget_ms, filesystem}, got ${(0,describe/* describeValue */.b)(v)}`;
    if (!(isInteger(v.workers) && Number(v.workers) >= 1))
        return `${name}.workers: expected a positive integer, got ${(0,describe/* describeValue */.b)(v.workers)}`;
    if (!(isInteger(v.clock_budget_ms) && Number(v.clock_budget_ms) >= 0))
        return `${name}.clock_budget_ms: expected a non-negative integer, got ${(0,describe/* describeValue */.b)(v.clock_budget_ms)}`;
    if (!nonEmptyString(v.filesystem))
        return `${name}.filesystem: expected a non-empty string, got ${(0,describe/* describeValue */.b)(v.filesystem)}`;
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
                return `${field}[${i}]: expected a string, got ${(0,describe/* describeValue */.b)(v[i])}`;
            }
            return `${field}: expected ${expected}, got ${(0,describe/* describeValue */.b)(v)}`;
        }
    }
    const gen = record.fixture_generator_path;
    if (gen !== undefined && gen !== null && typeof gen !== 'string')
        return `fixture_generator_path: expected a string or null, got ${(0,describe/* describeValue */.b)(gen)}`;
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
        return { label: 'CONTAMINATED', freeze: false, paths: overlap.sort(pyjson/* compareCodePoints */.OP) };
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
                reason: `candidate_result: ${(0,describe/* describeValue */.b)(record.candidate_result)} is neither "pass" nor "fail"; a SCHEDULER label needs a recorded failure`,
            };
        }
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


/***/ }),

/***/ 33778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EK: () => (/* binding */ MAX_LINK_TARGET_BYTES),
/* harmony export */   QE: () => (/* binding */ gitBaseTree),
/* harmony export */   wJ: () => (/* binding */ protectedFiles)
/* harmony export */ });
/* unused harmony exports parseTree, MAX_PROTECTED_FOLDERS */
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76960);
/* harmony import */ var _adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12585);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5734);
/**
 * The base revision's tree as git stores it, read from git objects (never from a checkout, whose links
 * the file system would follow or a checkout setting would turn into plain files): what scope follows
 * the oracle's links through, where manifest globs are expanded and oracle files are pinned.
 */



/** Longest link target read: the file systems git runs on refuse longer ones (PATH_MAX). */
const MAX_LINK_TARGET_BYTES = 4096;
/** {@link BaseTree} over the objects of `rev` in the repository at `cwd` (ls-tree, cat-file). */
function gitBaseTree(cwd, rev) {
    let rootId;
    const trees = new Map();
    return {
        root() {
            rootId ??= (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{tree}`], 'utf8').then((out) => out.trim());
            return rootId;
        },
        entries(treeId) {
            let found = trees.get(treeId);
            if (found === undefined) {
                found = (0,_adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_1__/* .readObject */ .Ag)(cwd, treeId).then((o) => {
                    if (o.type !== 'tree')
                        throw new Error(`${treeId} is a ${o.type}, not a tree`);
                    return parseTree(o.content, treeId.length / 2);
                });
                trees.set(treeId, found);
            }
            return found;
        },
        async linkTarget(blobId) {
            const o = await (0,_adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_1__/* .readObject */ .Ag)(cwd, blobId);
            if (o.type !== 'blob')
                throw new Error(`${blobId} is a ${o.type}, not a blob`);
            return o.content;
        },
    };
}
/**
 * A tree entry's mode as git stores it → as `git ls-tree` prints it, with the entry's type: git's own
 * `canon_mode` (a regular file is 100644 or 100755 by its owner's execute bit, whatever else its bits).
 */
function canonMode(stored) {
    if (!/^[0-7]{1,7}$/.test(stored))
        return undefined;
    const m = parseInt(stored, 8);
    switch (m & 0o170000) {
        case 0o100000:
            return { mode: (m & 0o100) !== 0 ? '100755' : '100644', type: 'blob' };
        case 0o120000:
            return { mode: '120000', type: 'blob' };
        case 0o040000:
            return { mode: '040000', type: 'tree' };
        default:
            return { mode: '160000', type: 'commit' };
    }
}
/**
 * A tree object as git stores it: `<mode> SP <name> NUL <id bytes>` per entry (the id `idBytes` long:
 * 20 for SHA-1, 32 for SHA-256), read as `git ls-tree` would list it; an entry of any other shape (a
 * mode git itself would not write) is an error, never a guess.
 */
function parseTree(raw, idBytes) {
    const entries = new Map();
    let at = 0;
    while (at < raw.length) {
        const sp = raw.indexOf(0x20, at);
        const nul = sp < 0 ? -1 : raw.indexOf(0x00, sp + 1);
        if (sp < 0 || nul < 0 || nul + 1 + idBytes > raw.length)
            throw new Error(`a tree object of the base revision ends inside an entry (byte ${at})`);
        const stored = raw.subarray(at, sp).toString('latin1');
        const known = canonMode(stored);
        if (known === undefined)
            throw new Error(`a tree object of the base revision holds an entry of mode ${JSON.stringify(stored)}`);
        const name = raw.subarray(sp + 1, nul).toString('utf8');
        const id = raw.subarray(nul + 1, nul + 1 + idBytes).toString('hex');
        entries.set(name, { mode: known.mode, type: known.type, id });
        at = nul + 1 + idBytes;
    }
    return entries;
}
/** Folders walked at most to expand the `protected` globs over the base tree (each is one git call). */
const MAX_PROTECTED_FOLDERS = 20_000;
/** Whether a glob character occurs in a path component. */
const GLOBBY = /[*?[\]{}!]/;
/**
 * The base files under `globs` (the `protected` globs, a tests fixture's files): the tree walked from
 * each glob's literal prefix; links are not followed and not listed.
 */
async function protectedFiles(tree, globs) {
    if (globs.length === 0)
        return [];
    const matches = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .globMatcher */ .fU)(globs, { nocase: true });
    const starts = new Set();
    for (const g of globs) {
        const parts = g.split('/');
        const literal = [];
        for (const p of parts.slice(0, -1)) {
            if (GLOBBY.test(p))
                break;
            literal.push(p);
        }
        starts.add(literal.join('/'));
    }
    // A start inside another start is walked with it.
    const roots = [...starts].filter((s) => ![...starts].some((o) => o !== s && (o === '' || s.startsWith(`${o}/`))));
    const out = new Set();
    let walked = 0;
    const walk = async (treeId, prefix) => {
        if (++walked > MAX_PROTECTED_FOLDERS)
            throw new Error(`the protected globs reach more than ${MAX_PROTECTED_FOLDERS} folders of the base revision: narrow them`);
        for (const [name, entry] of await tree.entries(treeId)) {
            const path = prefix === '' ? name : `${prefix}/${name}`;
            if (entry.type === 'tree' && entry.mode !== '120000')
                await walk(entry.id, path);
            else if (entry.type === 'blob' && matches(path))
                out.add(path);
        }
    };
    for (const start of roots) {
        let treeId = await tree.root();
        for (const part of start === '' ? [] : start.split('/')) {
            const entry = (await tree.entries(treeId)).get(part);
            treeId = entry !== undefined && entry.type === 'tree' && entry.mode !== '120000' ? entry.id : undefined;
            if (treeId === undefined)
                break;
        }
        if (treeId !== undefined)
            await walk(treeId, start);
    }
    return [...out];
}


/***/ }),

/***/ 2443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xL: () => (/* binding */ ConfigError),
  _Z: () => (/* binding */ DEFAULT_LEDGER),
  dV: () => (/* binding */ configOraclePaths),
  Ex: () => (/* binding */ isTarget),
  o4: () => (/* binding */ parseConfig),
  zp: () => (/* binding */ parseConfigAll)
});

// UNUSED EXPORTS: BUDGET_BOUNDS, CONFIG_VERSIONS, DEFAULT_BUDGETS, DEFAULT_CONFIG_FILE, DEFAULT_SETUP_TIMEOUT_MS, MAX_FRESH_SEEDS, MAX_REPLAY_CONCURRENCY, MAX_TEST_SEEDS, TARGET_PATTERN, TESTS_TIMEOUT_BOUNDS, TEST_RUNNERS, builtinSpecName, describeValue

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/patch/paths.ts
var patch_paths = __webpack_require__(5734);
// EXTERNAL MODULE: ./src/builtins/catalog.ts + 1 modules
var catalog = __webpack_require__(78932);
;// CONCATENATED MODULE: ./src/oracle/suggest.ts
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

;// CONCATENATED MODULE: ./src/oracle/config.ts
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
    replay_concurrency: Math.min((0,external_node_os_.availableParallelism)(), MAX_REPLAY_CONCURRENCY),
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
    const lineCounter = new dist/* LineCounter */.HN();
    let doc;
    let root;
    try {
        doc = (0,dist/* parseDocument */.Tp)(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true, version: '1.2' });
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
    (0,dist/* visit */.YR)(doc, {
        Alias(_, node) {
            first ??= node;
            if (node.resolve(doc) === undefined) {
                broken = node;
                return dist/* visit */.YR.BREAK;
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
        if (!(0,dist/* isMap */.jh)(node))
            return undefined;
        const pair = node.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === key);
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
        const failAt = (key) => this.fail([...path, key], `one of ${known.join(', ')}`, `an unknown key${didYouMean(key, suggest)}`, this.keyRange(path, key));
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
        const bad = (0,patch_paths/* checkRepoPath */.Q1)(value);
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
        if (!(0,catalog/* isBuiltinName */.nc)(name)) {
            const hint = typeof name === 'string' ? didYouMean(name, catalog/* BUILTIN_NAMES */.VP) : '';
            this.fail([...path, 'builtin'], `one of ${catalog/* BUILTIN_NAMES */.VP.join(', ')} (gate builtins lists them)`, `${describeValue(name)}${hint}`);
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
                const bad = (0,patch_paths/* checkRepoGlob */.J)(g);
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
            const hint = typeof runner === 'string' ? didYouMean(runner, TEST_RUNNERS) : '';
            this.fail([...tp, 'runner'], `one of ${TEST_RUNNERS.join(', ')}`, `${describeValue(runner)}${hint}`);
        }
        const globsExpected = 'a non-empty list of repository globs (the test files)';
        const list = this.list(t.get('files'), [...tp, 'files'], globsExpected);
        if (list.length === 0)
            this.fail([...tp, 'files'], globsExpected, 'an empty list');
        const files = list.map((g, j) => {
            if (typeof g !== 'string')
                this.fail([...tp, 'files', j], 'a repository glob', describeValue(g));
            const bad = (0,patch_paths/* checkRepoGlob */.J)(g);
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
            const bad = (0,patch_paths/* checkRepoGlob */.J)(g);
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

/***/ 41441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ inputsDigest),
/* harmony export */   _: () => (/* binding */ hashInputs)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _classify_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52916);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5734);
/**
 * The pinned inputs of a fixture, hashed (never program output): the bytes a binding names, read
 * without following links, bounded by the sizes stated, compared by digest on both revisions.
 */




/** The digest of a set of inputs: SHA-256 over `sha256  path` lines sorted by path (order-free). */
function inputsDigest(files) {
    const lines = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .f)(lines.map((f) => `${f.sha256}  ${f.path}\n`).join(''));
}
/** Read size for hashing: large reads keep SHA-256 busy; the same two buffers serve every file. */
const HASH_READ_BYTES = 1024 * 1024;
/** Hashing yields to the event loop after this many bytes or files, so timers and pipes keep moving. */
const YIELD_BYTES = 16 * 1024 * 1024;
const YIELD_FILES = 256;
function readInto(fd, buf, length) {
    return new Promise((resolveRead, reject) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.read)(fd, buf, 0, length, null, (err, n) => (err ? reject(err) : resolveRead(n))));
}
function typeOf(st) {
    if (st.isFile())
        return 'file';
    if (st.isDirectory())
        return 'directory';
    if (st.isSymbolicLink())
        return 'symlink';
    if (st.isFIFO())
        return 'fifo';
    if (st.isSocket())
        return 'socket';
    if (st.isCharacterDevice() || st.isBlockDevice())
        return 'device';
    return 'other';
}
function statOf(path, st) {
    return {
        path,
        type: typeOf(st),
        size: st.size,
        dev: st.dev,
        ino: st.ino,
        mtimeMs: st.mtimeMs,
        ctimeMs: st.ctimeMs,
    };
}
/** Why `now` is not what `ref` says it must be, without reading it; undefined when it may be. */
function differs(now, ref, same) {
    if (now.type !== ref.type)
        return `unread:${now.type}-not-${ref.type}`;
    if (now.size !== ref.size)
        return `unread:size-${now.size}-not-${ref.size}`;
    if (same === 'file' && (now.dev !== ref.dev || now.ino !== ref.ino))
        return 'unread:replaced';
    return undefined;
}
/**
 * SHA-256 of the regular file `path` whose stat was `st`, reading exactly `st.size` bytes. Opened
 * non-blocking and without following a link (a FIFO or a link swapped in since the stat neither
 * blocks nor is followed); a file that is not the stated one once open (type, device, inode, size),
 * that ends early or that has more bytes than stated is `unread:changed` — its bytes were not the
 * bytes stated. Small files are read synchronously (the common case); past one buffer, the next read
 * runs in the thread pool while this thread hashes the previous one, into two reused buffers.
 */
async function sha256Of(path, st, bufs) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW);
    try {
        const opened = statOf(path, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd));
        if (differs(opened, st, 'file') !== undefined)
            return 'unread:changed';
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        let [cur, next] = bufs;
        let left = st.size;
        let n = left > 0 ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, cur, 0, Math.min(cur.length, left), null) : 0;
        while (n > 0) {
            left -= n;
            const pending = left > 0 && n === cur.length ? readInto(fd, next, Math.min(next.length, left)) : undefined;
            hash.update(cur.subarray(0, n));
            n = pending ? await pending : left > 0 ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, next, 0, Math.min(next.length, left), null) : 0;
            [cur, next] = [next, cur];
        }
        if (left !== 0)
            return 'unread:changed';
        // One byte past the stated size: a file that grew while it was read is not the stated file.
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, cur, 0, 1, null) !== 0)
            return 'unread:changed';
        return hash.digest('hex');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/**
 * Hashes the named inputs under root (contained: no `..`, absolute path or symlink out). Each input
 * is stat-ed first, and only a regular file is ever opened; with a {@link HashOptions.reference}, an
 * input whose type or size (or, against bind, inode) differs is not read at all, and one unchanged
 * since bind is not read again — so a fixture input swapped for a huge sparse file, a FIFO, a link or
 * a folder costs one stat, and the bytes read are bounded by the sizes stated. Files are read one
 * after another into two reused buffers, shared folders resolved once; the event loop is served every
 * {@link YIELD_BYTES} bytes or {@link YIELD_FILES} files.
 */
async function hashInputs(root, inputs, options = {}) {
    const files = new Array(inputs.length);
    const stats = new Array(inputs.length);
    const bufs = [Buffer.allocUnsafe(HASH_READ_BYTES), Buffer.allocUnsafe(HASH_READ_BYTES)];
    const prefixCache = new Map();
    const ref = options.reference;
    const refStats = new Map(ref?.stats.map((s) => [s.path, s]));
    const refFiles = new Map(ref?.files.map((f) => [f.path, f.sha256]));
    let bytesSinceYield = 0;
    let filesSinceYield = 0;
    for (let i = 0; i < inputs.length; i++) {
        const rel = inputs[i];
        const was = refStats.get(rel);
        const found = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInsideSync */ .uG)(root, rel, { prefixCache, expect: 'any' });
        let st;
        let gone;
        if (!found.ok)
            gone = found.reason;
        else {
            try {
                st = statOf(rel, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(found.path));
            }
            catch (err) {
                gone = `cannot be read (${err.code ?? String(err)})`;
            }
        }
        if (st === undefined || !found.ok) {
            // An input the reference holds and this tree does not (deleted, moved, a folder on its way
            // replaced, a link out or a loop put in its place) is a changed input, not a manifest defect:
            // the manifest was good where the reference was hashed (SPEC §2).
            if (!was || (!found.ok && found.kind === 'invalid'))
                return { ok: false, reason: `input ${rel}: ${gone ?? 'missing'}` };
            stats[i] = { path: rel, type: 'absent', size: -1, dev: -1, ino: -1, mtimeMs: -1, ctimeMs: -1 };
            files[i] = { path: rel, sha256: 'unread:absent' };
            continue;
        }
        stats[i] = st;
        const unread = was && ref ? differs(st, was, ref.same) : undefined;
        if (unread !== undefined) {
            files[i] = { path: rel, sha256: unread };
            continue;
        }
        if (st.type !== 'file') {
            // Without a reference to differ from, a non-regular input is a manifest defect, as before.
            if (!was)
                return {
                    ok: false,
                    reason: `input ${rel}: ${st.type === 'directory' ? 'a directory, not a file' : `not a regular file (${st.type})`}`,
                };
            files[i] = { path: rel, sha256: `unread:${st.type}` };
            continue;
        }
        const known = refFiles.get(rel);
        if (ref?.same === 'file' &&
            was &&
            known !== undefined &&
            was.mtimeMs === st.mtimeMs &&
            was.ctimeMs === st.ctimeMs) {
            // The very file hashed at bind, untouched since (inode, size, times): its digest stands.
            files[i] = { path: rel, sha256: known };
            continue;
        }
        try {
            files[i] = { path: rel, sha256: await sha256Of(found.path, st, bufs) };
            bytesSinceYield += st.size;
        }
        catch (err) {
            const code = err.code;
            // ELOOP: the path became a symbolic link after the stat (O_NOFOLLOW).
            if (code === 'ELOOP' || code === 'ENXIO')
                files[i] = { path: rel, sha256: 'unread:changed' };
            else
                return { ok: false, reason: `input ${rel}: cannot read: ${err.message}` };
        }
        if (bytesSinceYield >= YIELD_BYTES || ++filesSinceYield >= YIELD_FILES) {
            bytesSinceYield = 0;
            filesSinceYield = 0;
            await new Promise((resolveYield) => setImmediate(resolveYield));
        }
    }
    return { ok: true, files, digest: inputsDigest(files), stats };
}


/***/ }),

/***/ 89549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Go: () => (/* binding */ expandInputs),
/* harmony export */   Ng: () => (/* binding */ parseManifest),
/* harmony export */   dk: () => (/* binding */ isInputGlob),
/* harmony export */   qS: () => (/* binding */ addedUnderGlobs)
/* harmony export */ });
/* unused harmony exports MAX_INPUTS, MAX_SEEDS, MAX_GENERATOR_ID, resolveManifestFiles, MAX_GLOB_VISITS, expandInputsOnDisk */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _classify_pyjson_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21737);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5734);
/* harmony import */ var _classify_describe_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82221);
/**
 * The fixture manifest (SPEC §2, §10): JSON naming the generator (a file and an id), the input files
 * and the seed. A defect here is not a configuration error: the fixture stage reports it as UNBOUND
 * at bind time, a pipeline defect and never a flake. So parsing never throws; it returns the reason,
 * which names the file and the field ("fixtures/p/manifest.json: seed: missing").
 *
 * Decisions the specification left open:
 * - Seeds are non-negative integers up to 2^53 - 1, written as JSON integers (`1402.0` is a float, as
 *   Python reads it); a list of seeds has no duplicates (each (fixture, seed) pair replays once).
 * - Inputs are listed once each; at most {@link MAX_INPUTS} inputs and {@link MAX_SEEDS} seeds.
 * - An `inputs` entry with glob syntax (`*`, `?`, `[…]`, `{…}`) is a glob, expanded on the base
 *   revision's tree by {@link expandInputs} (at most {@link MAX_INPUTS} files in all); a file name
 *   that holds glob characters cannot be named literally.
 * - Unknown keys are defects (a misspelt `seeds` must not pass silently), except `$schema`.
 * - Whether the files exist (and stay inside the repository through symbolic links) is a question
 *   for the file system: {@link resolveManifestFiles}.
 */






const MAX_INPUTS = 10_000;
const MAX_SEEDS = 1_000;
const MAX_GENERATOR_ID = 200;
const KNOWN_KEYS = ['$schema', 'generator', 'generator_id', 'inputs', 'seed', 'judge_inputs'];
function isSeed(v) {
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}
/** Reads a manifest from its text; `file` names it in the reason. Never throws. */
function parseManifest(text, file) {
    const no = (field, why) => ({
        ok: false,
        reason: field === '' ? `${file}: ${why}` : `${file}: ${field}: ${why}`,
    });
    let value;
    try {
        value = (0,_classify_pyjson_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePyJson */ .j5)(text);
    }
    catch (err) {
        return no('', `not valid JSON (${err instanceof Error ? err.message : String(err)})`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof _classify_pyjson_js__WEBPACK_IMPORTED_MODULE_2__/* .PyFloat */ .g$)
        return no('', `expected a JSON object, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(value)}`);
    const m = value;
    const has = (k) => Object.prototype.hasOwnProperty.call(m, k);
    for (const key of Object.keys(m)) {
        if (!KNOWN_KEYS.includes(key))
            return no(key, `unknown key (expected ${KNOWN_KEYS.slice(1).join(', ')})`);
    }
    if (!has('generator'))
        return no('generator', 'missing');
    const generator = m.generator;
    if (typeof generator !== 'string')
        return no('generator', `expected a repository path, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(generator)}`);
    const badGen = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .checkRepoPath */ .Q1)(generator);
    if (badGen !== undefined)
        return no('generator', `${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(generator)}: ${badGen}`);
    if (!has('generator_id'))
        return no('generator_id', 'missing');
    const id = m.generator_id;
    if (typeof id !== 'string' || id.trim() === '' || [...id].length > MAX_GENERATOR_ID)
        return no('generator_id', `expected a non-empty string of at most ${MAX_GENERATOR_ID} characters, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(id)}`);
    if (!has('inputs'))
        return no('inputs', 'missing');
    const inputs = m.inputs;
    if (!Array.isArray(inputs))
        return no('inputs', `expected a non-empty list of repository paths, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(inputs)}`);
    if (inputs.length === 0)
        return no('inputs', 'empty list (name at least one input file)');
    if (inputs.length > MAX_INPUTS)
        return no('inputs', `more than ${MAX_INPUTS} inputs`);
    const firstAt = new Map();
    for (let i = 0; i < inputs.length; i++) {
        const p = inputs[i];
        if (typeof p !== 'string')
            return no(`inputs[${i}]`, `expected a repository path, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(p)}`);
        // A leading '!' reads as a negated glob whatever follows: refused like one (the schema says the same).
        const bad = isInputGlob(p) || p.startsWith('!') ? (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .checkRepoGlob */ .J)(p) : (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .checkRepoPath */ .Q1)(p);
        if (bad !== undefined)
            return no(`inputs[${i}]`, `${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(p)}: ${bad}`);
        const first = firstAt.get(p);
        if (first !== undefined)
            return no(`inputs[${i}]`, `duplicate of inputs[${first}]`);
        firstAt.set(p, i);
    }
    if (!has('seed'))
        return no('seed', 'missing');
    const seed = m.seed;
    let seeds;
    if (Array.isArray(seed)) {
        if (seed.length === 0)
            return no('seed', 'empty list (name at least one seed)');
        if (seed.length > MAX_SEEDS)
            return no('seed', `more than ${MAX_SEEDS} seeds`);
        const seen = new Map();
        for (let i = 0; i < seed.length; i++) {
            const s = seed[i];
            if (!isSeed(s))
                return no(`seed[${i}]`, `expected a non-negative integer, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(s)}`);
            const first = seen.get(s);
            if (first !== undefined)
                return no(`seed[${i}]`, `duplicate of seed[${first}]`);
            seen.set(s, i);
        }
        seeds = seed;
    }
    else if (isSeed(seed)) {
        seeds = [seed];
    }
    else {
        return no('seed', `expected a non-negative integer or a non-empty list of them, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(seed)}`);
    }
    let judgeInputs;
    if (has('judge_inputs')) {
        const j = m.judge_inputs;
        if (!Array.isArray(j) || j.length === 0)
            return no('judge_inputs', `expected a non-empty list of repository paths, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(j)}`);
        if (j.length > MAX_INPUTS)
            return no('judge_inputs', `more than ${MAX_INPUTS} files`);
        for (let i = 0; i < j.length; i++) {
            const p = j[i];
            if (typeof p !== 'string')
                return no(`judge_inputs[${i}]`, `expected a repository path, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(p)}`);
            const bad = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .checkRepoPath */ .Q1)(p);
            if (bad !== undefined)
                return no(`judge_inputs[${i}]`, `${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(p)}: ${bad}`);
            if (j.indexOf(p) !== i)
                return no(`judge_inputs[${i}]`, `duplicate of judge_inputs[${j.indexOf(p)}]`);
        }
        judgeInputs = j;
    }
    return {
        ok: true,
        manifest: {
            generator,
            generator_id: id,
            inputs: inputs,
            seeds,
            ...(judgeInputs !== undefined ? { judge_inputs: judgeInputs } : {}),
        },
    };
}
/**
 * The real paths of the generator and the inputs under `root`, or the first one that is missing, is not
 * a regular file, or leaves the repository through a symbolic link (UNBOUND, SPEC §2). `file` names
 * the manifest in the reason.
 */
async function resolveManifestFiles(root, manifest, file) {
    const gen = await resolveInside(root, manifest.generator, { expect: 'file' });
    if (!gen.ok)
        return {
            ok: false,
            field: 'generator',
            reason: `${file}: generator: ${manifest.generator}: ${gen.reason}`,
        };
    const inputs = [];
    const names = [];
    for (let i = 0; i < manifest.inputs.length; i++) {
        const entry = manifest.inputs[i];
        if (!isInputGlob(entry)) {
            names.push(entry);
            continue;
        }
        // A glob is expanded on this checkout's files, as bind expands it on the base revision's tree.
        const found = globOnDisk(root, entry);
        if (typeof found === 'string')
            return {
                ok: false,
                field: `inputs[${i}]`,
                reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: ${found}`,
            };
        names.push(...found);
    }
    for (let i = 0; i < names.length; i++) {
        const rel = names[i];
        const found = await resolveInside(root, rel, { expect: 'file' });
        if (!found.ok) {
            const at = Math.max(0, manifest.inputs.indexOf(rel));
            return { ok: false, field: `inputs[${at}]`, reason: `${file}: inputs[${at}]: ${rel}: ${found.reason}` };
        }
        inputs.push(found.path);
    }
    return { ok: true, generator: gen.path, inputs };
}
/** Whether a manifest `inputs` entry is a glob (expanded on the base revision) rather than a path. */
function isInputGlob(entry) {
    // Parentheses alone (`data/file(1).txt`) stay a path: only `*`, `?`, `[` or `{` make a glob.
    return /[*?[{]/.test(entry) && picomatch__WEBPACK_IMPORTED_MODULE_5___default().scan(entry).isGlob;
}
/** Tree entries looked at while expanding one manifest's globs, at most: a glob over a huge tree is refused. */
const MAX_GLOB_VISITS = 200_000;
/**
 * The manifest's inputs with every glob expanded on the base revision's tree, read from git objects
 * (never a checkout a candidate could have touched): the files (blobs, links included) it matches, in
 * sorted order. The expansion is what the fixture binds, so a file the patch adds or removes under a
 * glob changes the inputs. A glob that matches nothing on the base, or an expansion past
 * {@link MAX_INPUTS} files or {@link MAX_GLOB_VISITS} tree entries, is a manifest defect (UNBOUND),
 * named by `file`. Never throws for a manifest defect; a git failure propagates.
 */
async function expandInputs(tree, inputs, file) {
    const globs = inputs.filter(isInputGlob);
    if (globs.length === 0)
        return { ok: true, inputs: [...inputs], globs: [] };
    const out = new Set();
    let visits = 0;
    for (let i = 0; i < inputs.length; i++) {
        const entry = inputs[i];
        if (!isInputGlob(entry)) {
            out.add(entry);
            continue;
        }
        const isMatch = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatcher */ .fU)([entry]);
        // Only the folder before the first glob character is walked.
        const base = picomatch__WEBPACK_IMPORTED_MODULE_5___default().scan(entry).base;
        let treeId = await tree.root();
        for (const seg of base === '' ? [] : base.split('/')) {
            const e = (await tree.entries(treeId)).get(seg);
            treeId = e?.type === 'tree' ? e.id : undefined;
            if (treeId === undefined)
                break;
        }
        const found = [];
        const stack = treeId === undefined ? [] : [{ id: treeId, prefix: base === '' ? '' : `${base}/` }];
        while (stack.length > 0) {
            const { id, prefix } = stack.pop();
            for (const [name, e] of await tree.entries(id)) {
                if (++visits > MAX_GLOB_VISITS)
                    return {
                        ok: false,
                        reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: the globs reach more than ${MAX_GLOB_VISITS} entries of the base tree (narrow them)`,
                    };
                const path = prefix + name;
                if (e.type === 'tree')
                    stack.push({ id: e.id, prefix: `${path}/` });
                // A submodule (commit) is no file of this repository.
                else if (e.type === 'blob' && isMatch(path))
                    found.push(path);
            }
        }
        if (found.length === 0)
            return {
                ok: false,
                reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: matches no file on the base revision`,
            };
        found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        for (const p of found)
            out.add(p);
        if (out.size > MAX_INPUTS)
            return {
                ok: false,
                reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: the inputs expand to more than ${MAX_INPUTS} files`,
            };
    }
    return { ok: true, inputs: [...out], globs };
}
/**
 * The changed paths that a manifest's globs reach but its base expansion does not hold: files the
 * patch adds under a glob (a removed one is a base input that is absent). Matched case-folded, as
 * scope matches the oracle, so a spelling a case-insensitive file system would merge is not missed.
 */
function addedUnderGlobs(changed, globs, expanded) {
    if (globs.length === 0)
        return [];
    const isMatch = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatcher */ .fU)(globs, { nocase: true });
    const have = new Set(expanded);
    return changed.filter((p) => !have.has(p) && isMatch(p));
}
/**
 * {@link expandInputs} on a checkout's files rather than the base revision's tree: for the commands
 * that bind in the working tree (`gate fixture bind`), where the tree is the one named.
 */
function expandInputsOnDisk(root, inputs, file) {
    const globs = inputs.filter(isInputGlob);
    if (globs.length === 0)
        return { ok: true, inputs: [...inputs], globs: [] };
    const out = new Set();
    for (let i = 0; i < inputs.length; i++) {
        const entry = inputs[i];
        const found = isInputGlob(entry) ? globOnDisk(root, entry) : [entry];
        if (typeof found === 'string')
            return { ok: false, reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: ${found}` };
        for (const f of found)
            out.add(f);
        if (out.size > MAX_INPUTS)
            return {
                ok: false,
                reason: `${file}: inputs[${i}]: the inputs expand to more than ${MAX_INPUTS} files`,
            };
    }
    return { ok: true, inputs: [...out], globs };
}
/**
 * The files under `root` a glob matches, sorted (the working tree, for `gate check`), or why none:
 * the walk starts at the glob's folder, skips `.git`, follows no folder link, and stops past
 * {@link MAX_GLOB_VISITS} entries.
 */
function globOnDisk(root, glob) {
    const isMatch = globMatcher([glob]);
    const base = picomatch.scan(glob).base;
    const found = [];
    const stack = [base];
    let visits = 0;
    while (stack.length > 0) {
        const rel = stack.pop();
        let entries;
        try {
            entries = readdirSync(rel === '' ? root : join(root, rel), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const e of entries) {
            if (++visits > MAX_GLOB_VISITS)
                return `the glob reaches more than ${MAX_GLOB_VISITS} entries (narrow it)`;
            const path = rel === '' ? e.name : `${rel}/${e.name}`;
            if (e.isDirectory()) {
                if (e.name !== '.git')
                    stack.push(path);
            }
            else if (isMatch(path))
                found.push(path);
        }
    }
    if (found.length === 0)
        return 'matches no file';
    if (found.length > MAX_INPUTS)
        return `expands to more than ${MAX_INPUTS} files`;
    return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}


/***/ }),

/***/ 11271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ resolveInBaseTree),
/* harmony export */   NA: () => (/* binding */ GitOracle),
/* harmony export */   QP: () => (/* binding */ oracleSetOf),
/* harmony export */   RN: () => (/* binding */ Oracle),
/* harmony export */   lF: () => (/* binding */ OracleError)
/* harmony export */ });
/* unused harmony exports MAX_PROGRAM_FOLDER_FILES, MAX_PROGRAM_FOLDER_BYTES, MAX_LINK_HOPS */
/* harmony import */ var _base_tree_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33778);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76960);
/* harmony import */ var _adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12585);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2443);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89549);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5734);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(41441);
/**
 * The trusted oracle: every spec, probe, invariant, manifest, generator and the ledger are read from
 * the base revision, never from the candidate (SPEC §2). A run reads them from git's objects of the
 * base commit ({@link GitOracle}), writing into a private folder only the files it is asked for; report
 * mode and tests may read a clean worktree of the base ({@link Oracle}). Each read is logged, so the
 * trace shows which oracle files a run opened, and when.
 */









class OracleError extends Error {
    path;
    constructor(message, path) {
        super(message);
        this.path = path;
        this.name = 'OracleError';
    }
}
/** The oracle read from a clean worktree of the base revision. */
class Oracle {
    root;
    reads = [];
    tree;
    /** `root` is a clean worktree of the base revision `rev` (its sha; `HEAD` of that worktree by default). */
    constructor(root, rev = 'HEAD') {
        this.root = root;
        this.tree = (0,_base_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .gitBaseTree */ .QE)(root, rev);
    }
    /** The absolute path of a repository file in the base worktree, refusing anything that escapes it. */
    async locate(rel) {
        const found = await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveInside */ .LI)(this.root, rel);
        if (!found.ok)
            throw new OracleError(`${rel}: ${found.reason} (on the base revision)`, rel);
        return found.path;
    }
    async exists(rel) {
        return (await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveInside */ .LI)(this.root, rel)).ok;
    }
    /** Reads a text file of the base revision and logs the read. */
    async readText(rel) {
        const path = await this.locate(rel);
        this.reads.push(rel);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path, 'utf8');
    }
    async readBytes(rel) {
        const path = await this.locate(rel);
        this.reads.push(rel);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path);
    }
    hashInputs(inputs, options) {
        return (0,_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .hashInputs */ ._)(this.root, inputs, options);
    }
}
/** Files of a program's folder written with it at most (its siblings and what is below them). */
const MAX_PROGRAM_FOLDER_FILES = 2_000;
/** Bytes of a program's folder written with it at most. */
const MAX_PROGRAM_FOLDER_BYTES = 64 * 1024 * 1024;
/**
 * The oracle read from git's objects of the base commit `rev` in the repository at `repo`: no worktree
 * of the base is made. Every name asked for is followed through the base tree (its links included, as
 * {@link resolveInBaseTree} follows them) and just the entries on the way are written into `dir`, a
 * folder the gate alone owns (under the run's state folder): folders, symbolic links with the base's
 * target bytes, files with the base blob's bytes and mode, each created new (`O_EXCL`, so nothing
 * already there is followed or overwritten). Reads then go through that folder exactly as they went
 * through a base worktree, so a name resolves, fails or leaves the repository the same way. A program
 * located to be run (a spec, probe, generator, judge) brings its own folder with it, below it included
 * (at most {@link MAX_PROGRAM_FOLDER_FILES} files and {@link MAX_PROGRAM_FOLDER_BYTES} bytes), so a
 * relative import of a sibling finds the base's copy; files elsewhere in the base are not there.
 */
class GitOracle {
    repo;
    rev;
    dir;
    reads = [];
    tree;
    /** One materialisation at a time: two requests never race to create the same entry. */
    turn = Promise.resolve();
    folders = new Set();
    constructor(repo, rev, 
    /** An empty folder of the gate's; what the run reads is written there. */
    dir) {
        this.repo = repo;
        this.rev = rev;
        this.dir = dir;
        this.tree = (0,_base_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .gitBaseTree */ .QE)(repo, rev);
    }
    /** The absolute path of a repository file of the base (written to {@link dir}), with its folder. */
    async locate(rel) {
        await this.materialise(rel, true);
        return this.resolved(rel);
    }
    async exists(rel) {
        await this.materialise(rel, false);
        return (await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveInside */ .LI)(this.dir, rel)).ok;
    }
    async readText(rel) {
        return (await this.readBytes(rel)).toString('utf8');
    }
    async readBytes(rel) {
        await this.materialise(rel, false);
        const path = await this.resolved(rel);
        this.reads.push(rel);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path);
    }
    async hashInputs(inputs, options) {
        for (const rel of inputs)
            await this.materialise(rel, false);
        return (0,_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .hashInputs */ ._)(this.dir, inputs, options);
    }
    async prefetch(files, inputs) {
        for (const rel of files)
            await this.materialise(rel, true);
        for (const rel of inputs)
            await this.materialise(rel, false);
    }
    /**
     * Writes the base's `.gitattributes` of every folder on the way to each of `paths` (the only ones
     * git consults for them) and returns {@link dir}: a work tree for git commands that must see the
     * base revision's attributes and nothing else of a checkout.
     */
    async attributesFor(paths) {
        const folders = new Set(['']);
        for (const p of paths) {
            const parts = p.split('/');
            for (let i = 1; i < parts.length; i++)
                folders.add(parts.slice(0, i).join('/'));
        }
        await this.exclusive(async () => {
            for (const f of [...folders].sort()) {
                const name = f === '' ? '.gitattributes' : `${f}/.gitattributes`;
                if ((0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .checkRepoPath */ .Q1)(name) !== undefined)
                    continue;
                // Git reads no `.gitattributes` that is a link, so only a regular one is written.
                const entry = await this.entryAt(name);
                if (entry !== undefined && entry.type === 'blob' && entry.mode !== '120000')
                    await this.place(name);
            }
        });
        return this.dir;
    }
    async resolved(rel) {
        const found = await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveInside */ .LI)(this.dir, rel);
        if (!found.ok)
            throw new OracleError(`${rel}: ${found.reason} (on the base revision)`, rel);
        return found.path;
    }
    exclusive(body) {
        const run = this.turn.then(body);
        this.turn = run.catch(() => undefined);
        return run;
    }
    /** Writes what `rel` needs: every entry on its way through the base tree's links; with its folder. */
    materialise(rel, withFolder) {
        if ((0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .checkRepoPath */ .Q1)(rel) !== undefined)
            return Promise.resolve();
        return this.exclusive(async () => {
            const r = await resolveInBaseTree(this.tree, rel);
            for (const p of r.paths)
                await this.place(p);
            if (withFolder && r.ok && r.found === 'file') {
                const end = r.paths[r.paths.length - 1];
                const folder = end.includes('/') ? end.slice(0, end.lastIndexOf('/')) : '';
                if (folder !== '' && !this.folders.has(folder)) {
                    this.folders.add(folder);
                    await this.placeFolder(folder);
                }
            }
        });
    }
    /** The base tree's entry at `path` (no link followed), if any. */
    async entryAt(path) {
        let treeId = await this.tree.root();
        const parts = path.split('/');
        for (let i = 0; i < parts.length; i++) {
            const entry = (await this.tree.entries(treeId)).get(parts[i]);
            if (entry === undefined || i === parts.length - 1)
                return entry;
            if (entry.type !== 'tree' || entry.mode === '120000')
                return undefined;
            treeId = entry.id;
        }
        return undefined;
    }
    /**
     * Writes the entries of the base tree on the way to `path`, as git names them: a folder made, a link
     * or a file at the end of the way written; the walk stops at a link (its target is another path) or
     * at a name the base does not have.
     */
    async place(path) {
        let treeId = await this.tree.root();
        let at = this.dir;
        const parts = path.split('/');
        for (let i = 0; i < parts.length; i++) {
            const name = parts[i];
            const entry = (await this.tree.entries(treeId)).get(name);
            if (entry === undefined)
                return;
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(at, name);
            if (entry.mode === '120000') {
                if (!present(target))
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.symlinkSync)(await this.tree.linkTarget(entry.id), target);
                return;
            }
            if (entry.type === 'tree' || entry.type === 'commit') {
                folderAt(target);
                if (entry.type === 'commit')
                    return;
                treeId = entry.id;
                at = target;
                continue;
            }
            // A file (at the end, or where the name wants a folder: a worktree would hold it too).
            if (!present(target))
                await this.writeBlob(target, entry);
            return;
        }
    }
    /** A new file holding the blob's bytes, streamed from git, with the blob's mode. */
    async writeBlob(target, entry) {
        const sink = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .FileSink */ .UP(target, Number.MAX_SAFE_INTEGER, 'wx', entry.mode === '100755' ? 0o755 : 0o644);
        try {
            const type = await (0,_adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .streamObject */ .w8)(this.repo, entry.id, (chunk) => {
                sink.write(chunk);
            });
            if (type !== 'blob')
                throw new Error(`git object ${entry.id} is a ${type}, not a file's bytes`);
        }
        finally {
            sink.close();
        }
    }
    /**
     * Writes every entry of the base folder `folder` and below (links as links). A folder past the caps
     * is left as it is: the program finds only what its names needed.
     */
    async placeFolder(folder) {
        const top = await this.entryAt(folder);
        if (top === undefined || top.type !== 'tree' || top.mode === '120000')
            return;
        const entries = [];
        const walk = async (treeId, prefix) => {
            for (const [name, entry] of await this.tree.entries(treeId)) {
                const path = `${prefix}/${name}`;
                if (entry.type === 'tree' && entry.mode !== '120000') {
                    if (!(await walk(entry.id, path)))
                        return false;
                }
                else
                    entries.push({ path, entry });
                if (entries.length > MAX_PROGRAM_FOLDER_FILES)
                    return false;
            }
            return true;
        };
        if (!(await walk(top.id, folder)))
            return;
        const isFile = (e) => e.type === 'blob' && e.mode !== '120000';
        const pending = entries.filter((e) => isFile(e.entry) && !present((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, e.path)));
        let bytes = 0;
        for (const id of new Set(pending.map((e) => e.entry.id))) {
            bytes += await (0,_adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .objectInfo */ ._d)(this.repo, id).then((o) => o.size, () => 0);
            if (bytes > MAX_PROGRAM_FOLDER_BYTES)
                return;
        }
        // Links and submodules one by one (few), files in one `git cat-file --batch`.
        for (const e of entries)
            if (!isFile(e.entry))
                await this.place(e.path);
        const byId = new Map();
        for (const e of pending) {
            const same = byId.get(e.entry.id) ?? [];
            same.push({ path: e.path, mode: e.entry.mode });
            byId.set(e.entry.id, same);
        }
        // One object held at a time, each read through the run's batch reader.
        for (const [id, places] of byId) {
            const { type, content } = await (0,_adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .readObject */ .Ag)(this.repo, id);
            if (type !== 'blob')
                throw new Error(`git object ${id} is a ${type}, not a file's bytes`);
            for (const { path, mode } of places) {
                const parts = path.split('/');
                let at = this.dir;
                for (const part of parts.slice(0, -1))
                    folderAt((at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(at, part)));
                const sink = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .FileSink */ .UP((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, path), content.length, 'wx', mode === '100755' ? 0o755 : 0o644);
                sink.write(content);
                sink.close();
            }
        }
    }
}
/** Whether anything (a link included, never followed) is at `path`. */
function present(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path);
        return true;
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return false;
        throw err;
    }
}
/** A folder at `path`: made if nothing is there; anything else there (a link, a file) is an error. */
function folderAt(path) {
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path).isDirectory())
            return;
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw err;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(path, { mode: 0o755 });
        return;
    }
    throw new Error(`${path}: not a folder where the base revision has one`);
}
/** Links followed for one name at most, as Linux does (MAXSYMLINKS): more is a cycle, or as bad as one. */
const MAX_LINK_HOPS = 40;
/**
 * Follows the repository path `name` through the base tree, component by component, the way the file
 * system follows it in a checkout of that tree: a component that is a symbolic link is replaced by its
 * target (relative to the link's folder) and the walk starts again from the root. A link whose target
 * is absolute, leaves the repository, enters git metadata or cannot be read fails; so do more than
 * {@link MAX_LINK_HOPS} links (a cycle). Where git has no entry of that exact name, an entry that a
 * case-insensitive file system would take for it is followed instead (over-including is the safe side).
 */
async function resolveInBaseTree(tree, name) {
    const paths = [];
    const fail = (link, kind, why) => ({
        ok: false,
        paths,
        link,
        kind,
        reason: `symbolic link ${link} ${why}`,
    });
    const root = await tree.root();
    let pending = name.split('/');
    let done = [];
    let treeId = root;
    let hops = 0;
    for (;;) {
        const component = pending[0];
        if (component === undefined) {
            paths.push(done.join('/'));
            return { ok: true, paths, found: 'folder' };
        }
        const listing = await tree.entries(treeId);
        const exact = listing.get(component);
        const entry = exact !== undefined ? [component, exact] : foldMatch(listing, component);
        if (entry === undefined) {
            paths.push([...done, ...pending].join('/'));
            return { ok: true, paths, found: 'missing' };
        }
        const [seen, entryEntry] = entry;
        const at = [...done, seen].join('/');
        if (entryEntry.mode === '120000') {
            paths.push(at);
            if (++hops > MAX_LINK_HOPS)
                return fail(at, 'loop', `is part of a cycle of symbolic links (more than ${MAX_LINK_HOPS} on the way)`);
            let target;
            try {
                target = await tree.linkTarget(entryEntry.id);
            }
            catch (err) {
                return fail(at, 'unreadable', `cannot be read (${err instanceof Error ? err.message : String(err)})`);
            }
            const next = linkedPath(done, target, pending.slice(1));
            if (typeof next === 'string')
                return fail(at, 'outside', next);
            pending = next;
            done = [];
            treeId = root;
            continue;
        }
        if (entryEntry.type === 'tree') {
            done.push(seen);
            pending = pending.slice(1);
            treeId = entryEntry.id;
            continue;
        }
        // A file (or a submodule): the name ends here, or asks for a folder where there is none.
        if (pending.length === 1) {
            paths.push(at);
            return { ok: true, paths, found: 'file' };
        }
        paths.push([...done, seen, ...pending.slice(1)].join('/'));
        return { ok: true, paths, found: 'missing' };
    }
}
/** The exact entry, else the first (by name) that a case-insensitive file system would open for it. */
function foldMatch(listing, component) {
    const key = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .pathFoldKey */ ._4)(component);
    const names = [...listing.keys()].filter((n) => (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .pathFoldKey */ ._4)(n) === key).sort();
    const first = names[0];
    return first === undefined ? undefined : [first, listing.get(first)];
}
/**
 * The components a link leads to: its folder (`dir`), its target, then what was left of the name.
 * A string is why it cannot be followed inside the repository.
 */
function linkedPath(dir, target, rest) {
    if (target.length === 0)
        return 'is empty';
    if (target.length > _base_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINK_TARGET_BYTES */ .EK)
        return `has a target longer than ${_base_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINK_TARGET_BYTES */ .EK} bytes`;
    if (target.includes(0))
        return 'has a NUL byte in its target';
    const text = target.toString('utf8');
    if (text.startsWith('/') || /^[A-Za-z]:/.test(text) || text.includes('\\'))
        return `points to ${JSON.stringify(text)}, outside the repository`;
    const out = [...dir];
    for (const part of text.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            if (out.length === 0)
                return `points to ${JSON.stringify(text)}, outside the repository`;
            out.pop();
        }
        else
            out.push(part);
    }
    const joined = [...out, ...rest];
    if (joined.length === 0)
        return `points to the repository root (${JSON.stringify(text)})`;
    const bad = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .checkRepoPath */ .Q1)(joined.join('/'));
    if (bad !== undefined)
        return `points to ${JSON.stringify(text)}, which is no repository file (${bad})`;
    return joined;
}
/**
 * The oracle set of the base revision. The config's own names are followed through the base tree's
 * links; one that leaves the repository or loops fails closed (the caller holds the run). A
 * manifest's generator and inputs are followed too, but a link of theirs out of the repository is
 * left to the fixture stage, which reports it as UNBOUND at bind time (SPEC §2); the links before it
 * are oracle paths all the same.
 */
async function oracleSetOf(oracle, config, configFile) {
    const files = new Set();
    for (const name of (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .configOraclePaths */ .dV)(config, configFile)) {
        files.add(name);
        const r = await resolveInBaseTree(oracle.tree, name);
        for (const p of r.paths)
            files.add(p);
        if (!r.ok) {
            return {
                ok: false,
                problem: {
                    file: name,
                    field: '',
                    message: `${name}: ${r.reason}: the gate reads its own files through this link, so it cannot tell which files are its own`,
                },
            };
        }
    }
    // A tests fixture's test files as the base revision holds them (SPEC §12): what the patch edits or
    // deletes there is the oracle; a test file it adds under the globs is not (it does not run).
    for (const t of config.tests ?? []) {
        let found;
        try {
            found = await (0,_base_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .protectedFiles */ .wJ)(oracle.tree, t.files);
        }
        catch (err) {
            const message = `${configFile}: tests of ${t.target}: ${err instanceof Error ? err.message : String(err)}`;
            return { ok: false, problem: { file: configFile, field: 'fixtures', message } };
        }
        for (const name of found) {
            files.add(name);
            for (const p of (await resolveInBaseTree(oracle.tree, name)).paths)
                files.add(p);
        }
    }
    const manifests = new Map();
    const inputs = new Set();
    const inputGlobs = new Set();
    for (const f of config.fixtures) {
        if (!(await oracle.exists(f.manifest)))
            continue;
        const m = (0,_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .parseManifest */ .Ng)(await oracle.readText(f.manifest), f.manifest);
        if (!m.ok)
            continue;
        manifests.set(f.manifest, m.manifest);
        files.add(m.manifest.generator);
        for (const p of (await resolveInBaseTree(oracle.tree, m.manifest.generator)).paths)
            files.add(p);
        // Globs count as inputs twice: their files on the base, and any path the patch puts under them.
        const expanded = await (0,_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .expandInputs */ .Go)(oracle.tree, m.manifest.inputs, f.manifest);
        for (const g of m.manifest.inputs.filter(_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .isInputGlob */ .dk))
            inputGlobs.add(g);
        for (const input of expanded.ok ? expanded.inputs : m.manifest.inputs.filter((i) => !(0,_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .isInputGlob */ .dk)(i))) {
            inputs.add(input);
            for (const p of (await resolveInBaseTree(oracle.tree, input)).paths)
                inputs.add(p);
        }
    }
    return {
        ok: true,
        files: [...files],
        inputs: [...inputs].filter((p) => !files.has(p)),
        inputGlobs: [...inputGlobs],
        manifests,
    };
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14006);
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


/***/ }),

/***/ 52296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cp: () => (/* binding */ adviceFor),
/* harmony export */   ms: () => (/* reexport safe */ _commands_js__WEBPACK_IMPORTED_MODULE_0__.ms),
/* harmony export */   wr: () => (/* binding */ adviceOf)
/* harmony export */ });
/* unused harmony export adviceForCode */
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74506);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51349);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54285);



const LOCAL = { kind: 'local', dir: '.gate' };
/** For a HOLD: the last code and what to do about it, as plain text. Null for every other verdict. */
function adviceFor(trace, options = {}) {
    const advice = adviceOf(trace, options);
    if (advice === null)
        return null;
    const commands = advice.commands.map((c) => ` ${c.what.text()}: ${c.lines.join(' ')}`).join('');
    return `${advice.text.text()}${commands}`;
}
/** For a HOLD: the last code, what to do about it, and the commands to run. Null for other verdicts. */
function adviceOf(trace, options = {}) {
    if (trace.verdict !== 'HOLD')
        return null;
    const { text, commands } = codeAdvice(trace.reason_code, trace, options);
    const reason = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(trace.reason_code, 60));
    return {
        text: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `Last code: ${reason} (stage ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(trace.reason_stage, 60))}). ${adviceName(trace.reason_code)}: ${text}`,
        words: text,
        commands,
    };
}
/** What to do about one code, with the specifics of `trace`, as plain text. Total over the codes. */
function adviceForCode(code, trace, options = {}) {
    return `${adviceName(code)}: ${codeAdvice(code, trace, options).text.text()}`;
}
/** The code the advice is written for: a miss with no label is INCOMPLETE, SCHEDULER unlooked-up NO_RECORD. */
function adviceName(code) {
    return code === 'REPLAY_MISS' ? 'INCOMPLETE' : code === 'SCHEDULER' ? 'NO_RECORD' : String(code);
}
/** How a pull request the gate holds by design merges under a required check. */
const MERGE_BY_PERSON = _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('The `failure-class` check stays `action_required`, so branch protection blocks the merge: a maintainer ' +
    'reviews the change, a second one approves it, and someone allowed to bypass the rule merges it — a ' +
    'ruleset with the maintainers (a team or the repository admin role) on its bypass list (merge with ' +
    '"bypass rules"), or classic branch protection with "Do not allow bypassing the above settings" off, ' +
    'merged by an administrator. Listing the gate’s files in CODEOWNERS makes that review required.');
function codeAdvice(reason, trace, options) {
    const files = options.files ?? LOCAL;
    const only = (text) => ({ text, commands: [] });
    switch (reason) {
        case 'UNBOUND': {
            const rows = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .replaysWith */ .Rz)(trace, 'UNBOUND');
            const manifests = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(rows.map((r) => String(r.manifest)));
            const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(rows.map((r) => String(r.reason ?? '')).filter((r) => r !== ''));
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the fixture manifest ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(manifests, true)} could not be bound${why.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(why)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}. Check that it names a generator, a non-empty list of inputs and a seed, and that every path exists inside the repository. Fix the manifest on the base branch in its own reviewed change; every pull request is held the same way until then. It is not a flake: do not open the freeze store to explain the hold.`);
        }
        case 'FIXTURE_NOT_FALSIFIABLE': {
            const rows = (Array.isArray(trace.fixture_probes) ? trace.fixture_probes : []).filter((p) => p.result === 'not_falsifiable');
            const targets = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(rows.map((p) => String(p.target)));
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `FIXTURE_NOT_FALSIFIABLE: the fixture ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(targets, true)} cannot fail: its probe did not make any seed miss — does the invariant load the code under test? Its probe (a known bug of the code under test) was applied to the base revision and every seed held, crashed or did not run, so no candidate replay was spent on it. Make the invariant import the code under test (it runs at its own path in the checkout), or write a probe that breaks what the law checks, in a separate reviewed change; \`gate check\` replays probes locally.`);
        }
        case 'PROPERTY_BUDGET': {
            const slow = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .specsWith */ .FT)(trace, 'PROPERTY_BUDGET').map((p) => String(p.spec));
            const cap = trace.budgets?.predicate_timeout_ms;
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${slow.length > 0
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(slow, true)} ran past its ${cap !== undefined ? `${String(cap)} ms ` : ''}cap (\`budgets.predicate_timeout_ms\`)`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('the configuration lists more specs than `budgets.max_predicates`')}. Split the spec. Do not raise the cap inside the job to force a green run.`);
        }
        case 'PROPERTY_HOLD': {
            const held = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .specsWith */ .FT)(trace, 'PROPERTY_HOLD');
            const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(held.map((p) => String(p.reason ?? '')).filter((r) => r !== ''));
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `PROPERTY_HOLD: the check ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(held.map((p) => String(p.spec)), true)} (\`on_match: hold\`) matched${why.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(why)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}: a change with honest uses that a person must read. Review it and approve the pull request by hand if it is right; the gate does not pass it. Do not drop the check or its \`on_match\` to get a green run.`);
        }
        case 'PROPERTY_NOT_FALSIFIABLE': {
            const specs = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .specsWith */ .FT)(trace, 'PROPERTY_NOT_FALSIFIABLE');
            const reasons = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(specs.map((p) => String(p.reason ?? '')).filter((r) => r !== ''));
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the slot of the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(specs.map((p) => String(p.spec)), true)} is invalid${reasons.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(reasons)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')} — its probe patch was not rejected, the empty patch was rejected (without \`global: true\`), or the spec changed since it was registered. Fix the spec or its probe in a separate reviewed change so the probe fails and the empty patch passes; the candidate was not graded by it. Do not drop the spec to get a green run.`);
        }
        case 'PROPERTY_ERROR': {
            const specs = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .specsWith */ .FT)(trace, 'PROPERTY_ERROR');
            const missing = specs.filter(_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .neverRan */ .mZ);
            const crashed = specs.filter((p) => !(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .neverRan */ .mZ)(p));
            const parts = [];
            if (missing.length > 0) {
                const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(missing.map((p) => String(p.reason ?? '')).filter((r) => r !== ''));
                parts.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(missing.map((p) => String(p.spec)), true)} could not be started${why.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(why)}` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}. Add the missing file (or fix its path in \`gate.yml\`) on the base branch in a reviewed change`);
            }
            if (crashed.length > 0) {
                const logs = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(crashed.flatMap((p) => (Array.isArray(p.logs) ? p.logs.map(String) : [])));
                parts.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(crashed.map((p) => String(p.spec)), true)} crashed (an exit status other than 0 or 1, or an uncaught exception). Read its log in the \`.gate\` artifact${logs.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(logs, true)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')} and fix the spec on the base branch`);
            }
            if (parts.length === 0)
                parts.push(_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('a property spec gave no result'));
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.join(parts, '; ')}. Then re-run the workflow. This says nothing about the patch.`);
        }
        case 'TOOLCHAIN_PATCH': {
            const touched = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .oracleTouched */ .$S)(trace);
            const errors = Array.isArray(trace.candidate_oracle_errors)
                ? trace.candidate_oracle_errors.map(String)
                : [];
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the patch changes only the gate’s own files${touched.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(touched, true)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')} — the configuration, specs, probes, invariants, manifests, generators, the freeze ledger or a protected path. People review it; this gate does not grade it. ${errors.length > 0
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `Its own versions of those files are broken (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(errors)}): once merged, they would hold every pull request — fix them first. `
                : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}Land it alone. ${MERGE_BY_PERSON}`);
        }
        case 'NOT_CONFIGURED': {
            const problem = trace.config_error;
            if (typeof problem === 'object' && problem !== null) {
                const field = String(problem.field ?? '');
                return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `configuration error in ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(problem.file))} on the base revision${field !== '' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `, field ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(field))}` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}${typeof problem.line === 'number' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (line ${problem.line})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(problem.message, 500)}. The gate reads its configuration from the base revision, so every pull request is held until a fix is merged. Fix the file in its own pull request (the gate holds that one too, since it reads the configuration of the base). ${MERGE_BY_PERSON}`);
            }
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the base revision has no ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(trace.config || 'gate.yml'))}. Add it in its own pull request first; the gate reads its configuration from the base, never from the candidate, so that pull request is held too. ${MERGE_BY_PERSON}`);
        }
        case 'UNGRADABLE':
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .entries */ .jO)(trace.stages).find((s) => s.name === 'scope')?.detail ??
                'some changed files cannot be graded as text', 600)}. The gate grades only what it can show as the bytes that run (SPEC §8): binary or non-UTF-8 content, checkout conversions (filter, working-tree-encoding, ident), a Python coding cookie other than UTF-8, links out of the repository or to folders, and submodules are held for a person. ${MERGE_BY_PERSON}`);
        case 'EMPTY_PATCH':
            return only(_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('the diff between base and head is empty, so there is nothing to grade. Check the ' +
                'base and head revisions the workflow passed, then push the change or close the pull request.'));
        case 'INCOMPLETE':
        case 'REPLAY_MISS': {
            const list = misses(trace, 'INCOMPLETE');
            const site = list[0] !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .exitSiteOf */ .ZN)(list[0]) : undefined;
            if (site !== undefined) {
                // The replay's own evidence names the cause: not a gap in the record, an exit in the code.
                const at = `${site.path}:${site.line}`;
                return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${missNames(list)} could not be judged: the code under test ended the process at ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(at)} before the invariant decided, so nothing was retried or replayed on the base. Library code that exits the process stops every caller: remove the exit (throw or return an error instead) and re-run. Only a possible flake can be frozen: do not grant a freeze for it.`);
            }
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${list.length > 0
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${missNames(list)} could not be classified (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .observedPhrase */ .KO)(trace, list[0])})`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('a replay miss could not be classified')} — the record lacks a field, its transcript is incomplete (a timeout or a crash of the generator or the invariant), or the base replay did not run. Read the output under “Why it is held” and the logs in the \`.gate\` artifact, make the replay complete within its budget, and re-run. Only a possible flake can be frozen: do not grant a freeze for it.`);
        }
        case 'SCHEDULER':
        case 'NO_RECORD': {
            const unexcused = misses(trace, 'SCHEDULER').filter((m) => m.freeze?.excuses !== true);
            const fresh = unexcused.filter((m) => m.fresh_seed === true);
            const list = unexcused.filter((m) => m.fresh_seed !== true);
            if (list.length === 0 && fresh.length > 0)
                return only(freshSchedulerAdvice(trace, fresh));
            const commands = list.slice(0, _facts_js__WEBPACK_IMPORTED_MODULE_2__/* .EXAMPLES */ .kS).flatMap((m) => grantSteps(trace, m, files));
            const observed = list.length > 0
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${list.length === 1 ? 'it' : 'each'} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .observedPhrase */ .KO)(trace, list[0])})`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('');
            const how = commands.length > 0
                ? _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted(`with the commands below (replace \`${_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .OWNER_PLACEHOLDER */ .U6}\` with the person who owns the flake)`)
                : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('with `gate freeze grant --decision D --record R --target T --owner O --expires-after-runs N --granted-run-number K`, where D and R are the `decision.json` and `record.json` next to the miss’s record in the `.gate` artifact');
            const alsoFresh = fresh.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` Besides, ${freshSchedulerAdvice(trace, fresh)}` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('');
            return {
                text: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the SCHEDULER ${list.length === 1 ? 'miss' : 'misses'} ${missNames(list)}${observed} ${list.length === 1 ? 'has' : 'have'} no freeze row. Keep the hold and assign a person: a nondeterminism the patch introduced looks exactly like this, so read the change first. If it is a known scheduling flake, a maintainer grants a freeze for its exact triple (property, seed, fixture digest) in a reviewed pull request, ${how}, and the next run skips it. Do not write a freeze row from the CI job.${alsoFresh}`,
                commands,
            };
        }
        case 'ANNOTATED_HOLD':
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `a freeze row${freezeRows(trace)} matched the target but did not excuse the miss. Confirm the row’s expiry is still in the future and that its target, invariant, seed and fixture digest match the miss, and that its record still hashes to \`record_sha256\`. If the expiry field is empty, treat the row as absent and file a store defect. Do not extend the row from the CI job.`);
        case 'SHARD_MISSING':
            return only(_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('a `.gate` artifact of the graded run (or of one of its shards) did not arrive, or ' +
                'its job failed, so some (fixture, seed) pairs were never graded. Re-run the failed gate jobs; the ' +
                'merge (or report) job then recomputes the verdict over every artifact.'));
        case 'HEAD_MISMATCH':
            return only(_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('the artifact was produced for another head revision than the one this check is ' +
                'posted on. Re-run the gate on the current head.'));
        case 'ARTIFACT_INVALID':
            return only(_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('the `.gate` artifact failed validation, so its codes were not trusted. Re-run ' +
                'the gate job; if it recurs, compare the artifact with the trace schema.'));
        case 'INTERNAL':
        case 'AUDIT_FAILED':
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the gate itself failed, so the run says nothing about the patch. Read the errors and the audit violations in the trace, fix the runner, and re-run.`);
        case 'IN_SCOPE':
        case 'PROPERTY_CLEAR':
        case 'PROPERTY_REJECT':
        case 'REPLAY_MATCH':
        case 'FIXTURE_MISMATCH':
        case 'CONTAMINATED':
        case 'FIXTURE':
        case 'BUDGET':
        case 'PROPERTY':
        case 'PASS':
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `this code does not hold a run by itself: the trace is inconsistent. Read the stage table from the first stage and re-run the gate.`);
        default: {
            const unknown = reason;
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `Unknown code ${String(unknown)}: read the stage table of the trace.`);
        }
    }
}
/** Download (when the files are an artifact), then grant, for one SCHEDULER miss. */
function grantSteps(trace, m, files) {
    const own = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .filesOfMiss */ .NO)(m, files);
    const grant = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .grantCommand */ .Qg)(trace, m, own);
    if (grant === undefined)
        return [];
    const steps = [];
    const download = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .downloadCommand */ .Ms)(own);
    if (own.kind === 'artifact') {
        if (download === undefined)
            return [];
        steps.push({ what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `Download the \`.gate\` artifact ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(own.name)}`, lines: [download] });
    }
    steps.push({
        what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `Grant the freeze for ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.target))} seed ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.seed, 24)}, on a branch of the base branch (\`gate\` is this action’s CLI, \`node dist/cli.js\` in a checkout of it), then commit the ledger in a pull request`,
        lines: grant,
    });
    return steps;
}
/** Joins a command's lines as a shell paste (exported for the summary's code blocks). */

function misses(trace, label) {
    return (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .entries */ .jO)(trace.misses).filter((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .labelOf */ .Wy)(m) === label);
}
function missNames(list) {
    return (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(list.map((m) => `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.target, 128)} seed ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.seed, 24)}${m.fresh_seed === true ? ' (fresh)' : ''}`));
}
/**
 * A SCHEDULER on a seed drawn for this run (`fresh_seeds`): the seed will not recur, so a freeze
 * row cannot name it, and the hold stays until a person decides.
 */
function freshSchedulerAdvice(trace, list) {
    const one = list.length === 1;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the SCHEDULER ${one ? 'miss' : 'misses'} ${missNames(list)} (${one ? 'it' : 'each'} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .observedPhrase */ .KO)(trace, list[0])}) fell on ${one ? 'a seed' : 'seeds'} drawn fresh for this run (\`fresh_seeds\`). A fresh seed will not recur, so no freeze row can excuse a miss on it: the hold stays. Assign a person and read the change first — a nondeterminism the patch introduced looks exactly like this. Reproduce it with \`gate replay-seed\` at the seed shown (the trace and the fixture's \`binding.json\` record it); a flake of the code under test is fixed in the code, not frozen.`;
}
function freezeRows(trace) {
    const rows = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .entries */ .jO)(trace.misses).flatMap((m) => {
        const f = m.freeze;
        if (typeof f !== 'object' || f === null || f.code !== 'ANNOTATED_HOLD' || f.excuses === true)
            return [];
        return [
            `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(f.freeze_id ?? '(no id)', 80)} for ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.target, 128)} seed ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.seed, 24)}: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(f.why)}`,
        ];
    });
    return rows.length === 0 ? _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('') : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(rows)})`;
}


/***/ }),

/***/ 74506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ms: () => (/* binding */ downloadCommand),
/* harmony export */   NO: () => (/* binding */ filesOfMiss),
/* harmony export */   Qg: () => (/* binding */ grantCommand),
/* harmony export */   U6: () => (/* binding */ OWNER_PLACEHOLDER),
/* harmony export */   cl: () => (/* binding */ runOfUrl),
/* harmony export */   jt: () => (/* binding */ DOWNLOAD_DIR),
/* harmony export */   ms: () => (/* binding */ shellLines)
/* harmony export */ });
/* unused harmony exports SUGGESTED_RUNS, SUGGESTED_DAYS, shellSafe */
/* harmony import */ var _oracle_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2443);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51349);
/**
 * The commands a summary tells a person to run, built so that they work as printed: the `gate freeze
 * grant` of a SCHEDULER hold with the real target, the paths of the miss's decision and record where
 * the person will have them (downloaded from the `.gate` artifact, or the local `.gate` folder), the run
 * number the grant counts from, and the ledger the configuration names — a placeholder only for the
 * owner, which `gate freeze grant` refuses until it is replaced.
 *
 * Every value comes from a trace, which may come from an untrusted artifact: a value that is not a
 * plain word or path (letters, digits, `._/+-`) is never put in a command; the command is then not
 * printed at all, and the summary says where to look instead.
 */


/** The owner placeholder; `gate freeze grant` refuses it (src/commands/freeze.ts). */
const OWNER_PLACEHOLDER = '<OWNER>';
/** Runs a suggested freeze lasts. */
const SUGGESTED_RUNS = 10;
/** Days a suggested dated freeze lasts (a run without a run number cannot count runs). */
const SUGGESTED_DAYS = 14;
/** The folder the artifact is downloaded into. */
const DOWNLOAD_DIR = 'gate-artifact';
/** A plain word or path that needs no quoting in a POSIX shell. */
const SHELL_SAFE = /^[A-Za-z0-9._/+][A-Za-z0-9._/+-]*$/;
function shellSafe(value) {
    return (typeof value === 'string' &&
        value.length <= 1024 &&
        SHELL_SAFE.test(value) &&
        !/(^|\/)\.\.(\/|$)/.test(value));
}
/** `https://github.com/o/r/actions/runs/42/attempts/1` → { repo: 'o/r', runId: 42 } (github.com) or with the host. */
function runOfUrl(url) {
    if (url === undefined)
        return undefined;
    const m = /^https:\/\/([A-Za-z0-9.-]+(?::\d+)?)\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/actions\/runs\/(\d{1,16})(?:\/|$)/.exec(url);
    if (!m)
        return undefined;
    const host = m[1];
    const repo = `${m[2]}/${m[3]}`;
    return { repo: host === 'github.com' ? repo : `${host}/${repo}`, runId: Number(m[4]) };
}
/**
 * The files of one miss: its own artifact when the trace says which (merged shards), else the run's.
 */
function filesOfMiss(m, files) {
    if (files.kind !== 'artifact' || typeof m.artifact !== 'string')
        return files;
    // `gate-<run id>-<attempt>-<job>[-shard-i-of-n]` (defaultArtifactName) names its run.
    const runId = /^gate-(\d{1,16})-\d{1,6}-/.exec(m.artifact)?.[1];
    return { ...files, name: m.artifact, runId: runId !== undefined ? Number(runId) : files.runId };
}
/** `gh run download …` for artifact files; undefined for local ones or unsafe values. */
function downloadCommand(files) {
    if (files.kind !== 'artifact')
        return undefined;
    if (![files.repo, files.name, files.dir].every(shellSafe) || !(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(files.runId))
        return undefined;
    return `gh run download ${files.runId} --repo ${files.repo} --name ${files.name} --dir ${files.dir}`;
}
/** The folder of a miss's record (`fixtures/codec.roundtrip/seed-1403`), or undefined. */
function recordDir(m) {
    const path = typeof m.record_path === 'string' ? m.record_path : '';
    const at = path.lastIndexOf('/');
    return at > 0 && path.endsWith('/record.json') ? path.slice(0, at) : undefined;
}
/** A date `days` after an RFC 3339 timestamp, as YYYY-MM-DD; undefined when it does not parse. */
function dateAfter(timestamp, days) {
    const t = typeof timestamp === 'string' ? Date.parse(timestamp) : Number.NaN;
    if (Number.isNaN(t))
        return undefined;
    return new Date(t + days * 86_400_000).toISOString().slice(0, 10);
}
/**
 * `gate freeze grant` for one SCHEDULER miss, one option per line (joined with ` \` it pastes into a
 * shell as one command). Run-counted from the trace's run number when known, else dated. Undefined
 * when a value is not safe to print in a command.
 */
function grantCommand(trace, m, files) {
    const dir = recordDir(m);
    const ledger = typeof trace.freeze_ledger === 'string' ? trace.freeze_ledger : _oracle_config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_LEDGER */ ._Z;
    const prefix = files.dir.replace(/\/+$/, '');
    if (dir === undefined || ![m.target, dir, ledger, prefix].every(shellSafe))
        return undefined;
    const expiry = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(trace.run_number)
        ? [`--expires-after-runs ${SUGGESTED_RUNS}`, `--granted-run-number ${trace.run_number}`]
        : [
            `--expires-at ${dateAfter(trace.finished_at, SUGGESTED_DAYS) ?? dateAfter(trace.started_at, SUGGESTED_DAYS) ?? ''}`,
        ];
    if (expiry.some((e) => e.endsWith(' ')))
        return undefined;
    return [
        'gate freeze grant',
        `--decision ${prefix}/${dir}/decision.json`,
        `--record ${prefix}/${dir}/record.json`,
        `--target ${m.target}`,
        `--owner "${OWNER_PLACEHOLDER}"`,
        ...expiry,
        `--ledger ${ledger}`,
    ];
}
/** The lines of a multi-line shell command joined for a code block. */
function shellLines(lines) {
    if (lines.length <= 1)
        return lines.join('');
    return lines.map((l, i) => (i < lines.length - 1 ? `${i === 0 ? '' : '  '}${l} \\` : `  ${l}`)).join('\n');
}


/***/ }),

/***/ 51349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ oracleTouched),
/* harmony export */   AT: () => (/* binding */ retriesPhrase),
/* harmony export */   Am: () => (/* binding */ unique),
/* harmony export */   DO: () => (/* binding */ otherPaths),
/* harmony export */   FT: () => (/* binding */ specsWith),
/* harmony export */   KO: () => (/* binding */ observedPhrase),
/* harmony export */   OD: () => (/* binding */ nameList),
/* harmony export */   Or: () => (/* binding */ attemptsOf),
/* harmony export */   Rz: () => (/* binding */ replaysWith),
/* harmony export */   UU: () => (/* binding */ testName),
/* harmony export */   Wq: () => (/* binding */ seedsPhrase),
/* harmony export */   Wv: () => (/* binding */ baseShort),
/* harmony export */   Wy: () => (/* binding */ labelOf),
/* harmony export */   ZN: () => (/* binding */ exitSiteOf),
/* harmony export */   gH: () => (/* binding */ baseResultOf),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   iI: () => (/* binding */ firstPhrase),
/* harmony export */   jO: () => (/* binding */ entries),
/* harmony export */   kS: () => (/* binding */ EXAMPLES),
/* harmony export */   mZ: () => (/* binding */ neverRan),
/* harmony export */   my: () => (/* binding */ isCount),
/* harmony export */   nz: () => (/* binding */ firstResultOf),
/* harmony export */   rj: () => (/* binding */ mismatchedInputs),
/* harmony export */   u$: () => (/* binding */ decidingMisses),
/* harmony export */   xu: () => (/* binding */ behaviourOf)
/* harmony export */ });
/* unused harmony exports NAME_CHARS, baseReasonOf, retriesOf, retryCapOf, replayOf, basePhrase */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54285);

/** How many examples (manifests, specs, seeds) one sentence names before "and N more". */
const EXAMPLES = 3;
/** A name longer than this (an untrusted path, a freeze note) is cut. */
const NAME_CHARS = 200;
/** The objects of a list that may be missing or hold anything. */
function entries(value) {
    return Array.isArray(value)
        ? value.filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
        : [];
}
/** A short plain string of an untrusted value. */
function str(value, max = NAME_CHARS) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(String(value ?? ''), max);
}
function isCount(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
/** "a, b, c and 2 more" (as Prose: each name escaped, or a code span with `asCode`). */
function nameList(list, asCode = false, max = EXAMPLES) {
    const shown = list.slice(0, max).map((n) => (asCode ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(str(n)) : str(n)));
    const rest = list.length - shown.length;
    if (shown.length === 0)
        return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    if (rest > 0)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.join(shown, ', ')} and ${rest} more`;
    if (shown.length === 1)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${shown[0]}`;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.join(shown.slice(0, -1), ', ')} and ${shown[shown.length - 1]}`;
}
function unique(list) {
    return [...new Set(list)];
}
/** `pass (the invariant held)` → pass; anything unreadable → unknown. */
function baseResultOf(m) {
    const base = entries(m.attempts).find((a) => a.attempt === 'base');
    const word = String(base?.result ?? m.base_seed_result ?? '').split(/[\s(]/)[0];
    return word === 'pass' || word === 'fail' || word === 'not_run' ? word : 'unknown';
}
/** The reason in `not_run (the inputs in … hash to …)`, or ''. */
function baseReasonOf(m) {
    const base = entries(m.attempts).find((a) => a.attempt === 'base');
    if (typeof base?.reason === 'string')
        return base.reason;
    const match = /^\S+ \((.*)\)$/s.exec(String(m.base_seed_result ?? ''));
    return match?.[1] ?? '';
}
function retriesOf(m) {
    return Array.isArray(m.retries) ? m.retries.map((r) => String(r)) : [];
}
/** The retry cap of the run (from the trace's budgets), when known. */
function retryCapOf(trace) {
    const cap = trace.budgets?.retry_cap;
    return isCount(cap) ? cap : undefined;
}
/** The replay row of a miss (same target and seed). */
function replayOf(trace, m) {
    return entries(trace.replays).find((r) => r.target === m.target && r.seed === m.seed);
}
/** The first replay of a miss: fail, budget or incomplete. */
function firstResultOf(trace, m) {
    const first = entries(m.attempts).find((a) => a.attempt === 'first');
    if (first !== undefined)
        return String(first.result);
    const r = replayOf(trace, m);
    if (r?.budget_ok === false)
        return 'budget';
    if (r?.transcript_complete === false)
        return 'incomplete';
    return 'fail';
}
/** The attempts of a miss with an output excerpt, first replay first, then retries, then the base. */
function attemptsOf(m) {
    return entries(m.attempts);
}
function labelOf(m) {
    return String(m.decision?.label ?? 'INCOMPLETE');
}
/** The misses that decided the run's label (for SKIP and HOLD SCHEDULER: the SCHEDULER misses). */
function decidingMisses(trace) {
    const misses = entries(trace.misses);
    const label = trace.label;
    const deciding = misses.filter((m) => labelOf(m) === label);
    return deciding.length > 0 ? deciding : misses;
}
/** `seed 1402 of codec.roundtrip`, `seeds 1402 and 1403 of codec.roundtrip`, `3 seeds (…)`. */
function seedsPhrase(misses) {
    // A `tests:` fixture's misses are tests: named by file and test id, the seed after.
    if (misses.length > 0 && misses.every((m) => m.test !== undefined)) {
        const names = misses.map((m) => `${testName(m)} (seed ${str(m.seed, 24)})`);
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${misses.length === 1 ? 'test' : `${misses.length} tests`} ${nameList(names)}`;
    }
    const targets = unique(misses.map((m) => str(m.target, 128)));
    const seeds = misses.map((m) => str(m.seed, 24));
    if (misses.length === 0)
        return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('no seed');
    if (targets.length === 1) {
        const word = misses.length === 1 ? 'seed' : 'seeds';
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${word} ${nameList(seeds)} of ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(targets[0])}`;
    }
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${misses.length} seeds (${nameList(misses.map((m) => `${str(m.target, 128)} seed ${str(m.seed, 24)}`))})`;
}
/** A failing test as the summary names it: `file::id`, with its line where known. */
function testName(m) {
    const t = m.test;
    if (t === undefined)
        return str(m.invariant, 512);
    return `${str(t.file, 512)}${typeof t.line === 'number' ? `:${t.line}` : ''}::${str(t.id, 512)}`;
}
/** `failed (exit 1)` / `ran past its 5000 ms replay budget` / `did not finish (…)` — the first replay. */
function firstPhrase(trace, m) {
    const first = entries(m.attempts).find((a) => a.attempt === 'first');
    const result = firstResultOf(trace, m);
    const budget = trace.budgets?.replay_timeout_ms;
    switch (result) {
        case 'budget':
            return isCount(budget)
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `ran past its ${budget} ms replay budget`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('ran past its replay budget');
        case 'incomplete': {
            const why = first?.reason ?? replayOf(trace, m)?.reason;
            return typeof why === 'string' && why !== ''
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `did not finish (${str(why)})`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('did not finish');
        }
        default: {
            const exit = first?.exit_code ?? replayOf(trace, m)?.exit_code;
            return isCount(exit) ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `failed (exit ${exit})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('failed');
        }
    }
}
/** `failed all 2 retries (cap 2)` / `passed on retry 1 of 2` / `was not retried`. */
function retriesPhrase(trace, m) {
    const retries = retriesOf(m);
    const cap = retryCapOf(trace);
    if (retries.length === 0) {
        if (firstResultOf(trace, m) !== 'fail')
            return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('was not retried (only a failed replay is)');
        return cap === 0 ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('was not retried (retry_cap 0)') : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('was not retried');
    }
    const passed = retries.indexOf('pass');
    if (passed >= 0)
        return cap !== undefined
            ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `passed on retry ${passed + 1} of ${cap}`
            : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `passed on retry ${passed + 1}`;
    const over = retries.filter((r) => r === 'budget').length;
    const capText = cap !== undefined ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (cap ${cap})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    const overText = over > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, ${over} of them past the budget` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    return retries.length === 1
        ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `failed its retry${capText}${overText}`
        : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `failed all ${retries.length} retries${capText}${overText}`;
}
/** `the base revision passed it once` / `already red on the base revision` / `the base replay did not run`. */
function basePhrase(m) {
    const base = baseResultOf(m);
    switch (base) {
        case 'pass':
            return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the base revision passed it once');
        case 'fail':
            return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('it was already red on the base revision (the base replay failed too)');
        case 'not_run': {
            const why = baseReasonOf(m);
            return why === ''
                ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the base replay did not run')
                : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the base replay did not run (${str(why)})`;
        }
        case 'unknown':
            return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the base result is unknown');
        default: {
            const unknown = base;
            return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${String(unknown)}`;
        }
    }
}
/** The base result alone, for a bullet: `passed once`, `failed too — already red on the base revision`. */
function baseShort(m) {
    const base = baseResultOf(m);
    const attempt = entries(m.attempts).find((a) => a.attempt === 'base');
    const ms = attempt !== undefined && isCount(attempt.elapsed_ms) ? attempt.elapsed_ms : undefined;
    switch (base) {
        case 'pass':
            return ms !== undefined
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `passed in ${ms} ms (run once; the base replay is never retried)`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('passed (run once; the base replay is never retried)');
        case 'fail':
            return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('**failed too — already red on the base revision**');
        case 'not_run': {
            if (attempt?.past_budget === true)
                return ms !== undefined
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `ran past the same replay budget too (stopped after ${ms} ms)`
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('ran past the same replay budget too');
            const why = baseReasonOf(m);
            return why === '' ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('did not run') : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `did not run (${str(why)})`;
        }
        case 'unknown':
            return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('unknown');
        default: {
            const unknown = base;
            return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${String(unknown)}`;
        }
    }
}
/** The whole observation: `failed (exit 1), passed on retry 1 of 2; the base revision passed it once`. */
function observedPhrase(trace, m) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${firstPhrase(trace, m)}, then ${retriesPhrase(trace, m)}; ${basePhrase(m)}`;
}
// ---------------------------------------------------------------------------------------------------
// Specs and fixtures
function specsWith(trace, codeName) {
    return entries(trace.properties).filter((p) => p.code === codeName);
}
/** A PROPERTY_ERROR whose spec never ran: its file (or its probe) is missing, so it wrote no log. */
function neverRan(p) {
    return !Array.isArray(p.logs) || p.logs.length === 0;
}
function replaysWith(trace, codeName) {
    return entries(trace.replays).filter((r) => r.code === codeName);
}
/** The changed paths of the patch that are not oracle files. */
function otherPaths(trace) {
    const oracle = new Set(Array.isArray(trace.oracle_touched) ? trace.oracle_touched.map(String) : []);
    return (Array.isArray(trace.changed_paths) ? trace.changed_paths.map(String) : []).filter((p) => !oracle.has(p));
}
function oracleTouched(trace) {
    return Array.isArray(trace.oracle_touched) ? trace.oracle_touched.map(String) : [];
}
/** For a FIXTURE_MISMATCH: target → the inputs that differ (from the replay rows). */
function mismatchedInputs(trace) {
    const byTarget = new Map();
    for (const r of replaysWith(trace, 'FIXTURE_MISMATCH')) {
        const set = byTarget.get(String(r.target)) ?? new Set();
        for (const p of Array.isArray(r.differing_inputs) ? r.differing_inputs : [])
            set.add(String(p));
        byTarget.set(String(r.target), set);
    }
    return [...byTarget].map(([target, inputs]) => ({ target, inputs: [...inputs] }));
}
/**
 * `src/codec.mjs:14` when a replay did not finish because the code under test ended the process
 * (the attempt's reason says `… from the code under test at PATH:LINE …`).
 */
/**
 * What a miss's evidence says the code under test (or the fixture's judge) did, in words, or undefined.
 * The replay reasons are the gate's own; the repeat is the starter invariant's line in the program's
 * output (src/init/templates.ts), so it is attributed to that output.
 */
function behaviourOf(m) {
    const attempts = entries(m.attempts);
    const reasons = attempts.map((a) => String(a.reason ?? ''));
    if (reasons.some((r) => r.startsWith('the exercise changed the generated cases')))
        return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the code under test changed the generated cases while the exercise ran, so the judge would not have read what the generator wrote — a patch must not do this');
    const loaded = reasons.find((r) => r.startsWith('the judge loaded files of the tree under test'));
    if (loaded !== undefined)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the fixture's judge loaded a file of the tree under test (${str(loaded.slice('the judge loaded files of the tree under test'.length).replace(/^ \(|\):.*$/g, ''), 300)}), so nothing proves the code under test could not reach it: the judge must import nothing of the project's code — fix it on the base branch`;
    if (attempts.some((a) => typeof a.excerpt === 'string' && a.excerpt.includes('answered twice, differently')))
        return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted("the invariant's output says a case was answered two ways when it was called again: the answer depends on how often, or after what, the code is called — a patch must not do this");
    return undefined;
}
function exitSiteOf(m) {
    for (const a of entries(m.attempts)) {
        const match = /from the code under test at ([^\s:()]+):(\d+)/.exec(String(a.reason ?? ''));
        if (match !== null)
            return { path: match[1], line: Number(match[2]) };
    }
    return undefined;
}


/***/ }),

/***/ 14512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gg: () => (/* binding */ titleOf),
/* harmony export */   gD: () => (/* binding */ headlineOf)
/* harmony export */ });
/* unused harmony exports TITLE_LIMIT, notTheCause, BASE_MISCONFIGURED, seedsTitle, terminalSummary */
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51349);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54285);


/** The check-run title limit this gate keeps to (characters). */
const TITLE_LIMIT = 255;
const VERBS = {
    CLEAR: 'Passed',
    SKIP: 'Skipped',
    REJECT: 'Rejected',
    HOLD: 'Held',
    UNUSABLE: 'Unusable',
};
const ALERTS = {
    CLEAR: 'TIP',
    SKIP: 'NOTE',
    REJECT: 'CAUTION',
    HOLD: 'WARNING',
    UNUSABLE: 'CAUTION',
};
/** One line, no controls, at most 255 characters; the class comes first (`Regression: …`). */
function titleOf(h) {
    const text = `${h.kind}: ${h.short.text()}`
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(text, TITLE_LIMIT);
}
function headlineOf(trace) {
    const verdict = trace.verdict;
    const known = Object.prototype.hasOwnProperty.call(VERBS, String(verdict));
    const { kind, fault, short, what, next } = known ? story(trace) : unusable(trace);
    // A base-side cause never reads as the patch's failure: no red alert, no "Rejected".
    const base = fault === 'base';
    const verb = !known ? 'Unusable' : base && verdict === 'REJECT' ? 'Blocked' : VERBS[verdict];
    const alert = !known ? 'CAUTION' : base ? 'WARNING' : ALERTS[verdict];
    return {
        kind,
        fault,
        verb,
        alert,
        short,
        what: base ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${what}. ${notTheCause(verdict)}` : what,
        next,
    };
}
/**
 * Said in the alert of every outcome the base branch causes: the reviewer learns the pull request is
 * not to blame, and why every other pull request shows the same.
 */
function notTheCause(verdict) {
    const how = verdict === 'REJECT' ? 'rejected' : 'held';
    return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted(`**This pull request is not the cause:** every pull request is ${how} the same way until the base branch is fixed`);
}
function story(trace) {
    const verdict = trace.verdict;
    switch (verdict) {
        case 'CLEAR':
            return cleared(trace);
        case 'SKIP':
            return skipped(trace);
        case 'REJECT':
            return rejected(trace);
        case 'HOLD':
            return held(trace);
        case 'UNUSABLE':
            return unusable(trace);
        default: {
            const unknown = verdict;
            return unusable({ ...trace, reason: `unknown verdict ${String(unknown)}` });
        }
    }
}
const same = (kind, fault, text, next) => ({
    kind,
    fault,
    short: text,
    what: text,
    next,
});
/** The class words of the outcomes the base branch causes (SPEC §3 keeps their conclusions). */
const BASE_MISCONFIGURED = 'Gate misconfigured on base';
/**
 * `seed 1402 of codec.roundtrip fails` / `2 seeds of codec.roundtrip fail (1402 and 1403)` — for a
 * title: the count first, the seed numbers last, so a cut title keeps the count and the verb.
 */
function seedsTitle(misses, one, many) {
    if (misses.length > 0 && misses.every((m) => m.test !== undefined)) {
        // A `tests:` fixture: a count of tests and their names ("3 tests fail on this patch and pass on base").
        const names = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .unique */ .Am)(misses.map((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .testName */ .UU)(m)))).text();
        const n = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .unique */ .Am)(misses.map((m) => m.invariant)).length;
        return n === 1 ? `test ${names} ${one}` : `${n} tests ${many} (${names})`;
    }
    const targets = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .unique */ .Am)(misses.map((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(m.target, 128)));
    const seeds = misses.map((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(m.seed, 24));
    if (misses.length === 0)
        return `no seed ${one}`;
    if (misses.length === 1)
        return `seed ${seeds[0]} of ${targets[0]} ${one}`;
    const of = targets.length === 1 ? targets[0] : `${targets.length} targets`;
    const which = targets.length === 1
        ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(seeds).text()
        : (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(misses.map((m) => `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(m.target, 128)} seed ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(m.seed, 24)}`)).text();
    return `${misses.length} seeds of ${of} ${many} (${which})`;
}
function cleared(trace) {
    const specs = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.properties).length;
    const replays = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .replaysWith */ .Rz)(trace, 'REPLAY_MATCH').length;
    const specWords = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${specs} ${specs === 1 ? 'spec' : 'specs'} clear`;
    const next = _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Nothing to do: the check passes.');
    if (trace.reason_code === 'PROPERTY_CLEAR') {
        return same('Passed', 'none', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${specWords}; no fixtures are configured`, next);
    }
    if (trace.reason_code === 'PASS') {
        return same('Passed', 'none', _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('every replay miss was classified PASS on its retries'), next);
    }
    return {
        kind: 'Passed',
        fault: 'none',
        short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${specWords}, ${replays} ${replays === 1 ? 'replay matches' : 'replays match'}`,
        what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `every spec cleared the patch and all ${replays} ${replays === 1 ? 'replay' : 'replays'} matched`,
        next,
    };
}
function skipped(trace) {
    const frozen = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.misses).filter((m) => m.freeze?.excuses === true);
    const rows = frozen.map((m) => m.freeze);
    const ids = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .unique */ .Am)(rows.map((r) => (r?.freeze_id !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(r.freeze_id, 80) : 'a freeze row')));
    const owners = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .unique */ .Am)(rows.flatMap((r) => (typeof r?.owner === 'string' ? [(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(r.owner, 80)] : [])));
    const row = rows[0];
    const one = ids.length === 1;
    const ownerText = owners.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, owner ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(owners)}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    return {
        kind: 'Known flake, frozen',
        fault: 'none',
        short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(frozen, 'skipped', 'skipped')} by freeze ${one ? 'row' : 'rows'} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(ids).text()}${ownerText}${one ? lifeLeft(row) : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
        what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .seedsPhrase */ .Wq)(frozen)} missed (${pronoun(frozen)} ${frozen[0] !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .observedPhrase */ .KO)(trace, frozen[0]) : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('failed')}), and the live freeze ${one ? 'row' : 'rows'} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(ids, true)} (${one ? ownerLife(row) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `owner ${owners.length > 0 ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(owners) : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('unknown')}`}) ${one ? 'excuses' : 'excuse'} exactly ${frozen.length === 1 ? 'this triple' : 'these triples'}`,
        next: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `Nothing blocks the merge (the check is \`neutral\`). The owner${owners.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(owners)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')} fixes the flake before the ${one ? 'row expires' : 'rows expire'}.`,
    };
}
/** `it` for one miss, `each` for several. */
function pronoun(misses) {
    return misses.length === 1 ? 'it' : 'each';
}
/** `owner octocat, 9 more runs` — what the summary says of a row. */
function ownerLife(row) {
    const owner = typeof row?.owner === 'string' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `owner ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(row.owner, 80)}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('owner unknown');
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${owner}${lifeLeft(row)}`;
}
/** `, 9 more runs` / `, 12 days left` — what is left of a row, or nothing. */
function lifeLeft(row) {
    if (row === undefined || row === null || typeof row !== 'object')
        return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    if ((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(row.runs_left))
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, ${row.runs_left} more ${row.runs_left === 1 ? 'run' : 'runs'}`;
    if ((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(row.days_left))
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, ${row.days_left} ${row.days_left === 1 ? 'day' : 'days'} left`;
    return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
}
function rejected(trace) {
    switch (trace.reason_code) {
        case 'PROPERTY_REJECT': {
            const spec = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .specsWith */ .FT)(trace, 'PROPERTY_REJECT')[0];
            const name = spec !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(spec.spec) : 'a spec';
            const w = spec?.witness;
            const at = typeof w === 'object' && w !== null && typeof w.path === 'string' && w.path !== ''
                ? `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(w.path)}${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(w.line) && w.line > 0 ? `:${w.line}` : ''}`
                : undefined;
            const message = typeof w?.message === 'string' && w.message !== ''
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(w.message, 160)}`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
            return {
                kind: 'Spec failed',
                fault: 'patch',
                short: at !== undefined ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${name} rejects ${at}` : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${name} rejects the patch`,
                what: at !== undefined
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the spec ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(name)} rejected this patch at ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(at)}${message}`
                    : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the spec ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(name)} rejected this patch${message}`,
                next: at !== undefined
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `Change the patch so the spec no longer rejects it (see ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(at)}).`
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Change the patch so the spec no longer rejects it.'),
            };
        }
        case 'PROPERTY_BUDGET': {
            const slow = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .specsWith */ .FT)(trace, 'PROPERTY_BUDGET').map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.spec));
            const cap = trace.budgets?.predicate_timeout_ms;
            const capText = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(cap) ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${cap} ms ` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
            if (slow.length > 0) {
                return {
                    kind: 'Too slow',
                    fault: 'patch',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(slow).text()} ran past its ${capText}cap on this patch`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(slow, true)} ran past its ${capText}cap (\`budgets.predicate_timeout_ms\`) on this patch and was killed`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Make the spec faster or split it; raising the cap to get a green run defeats it.'),
                };
            }
            // More specs configured than `budgets.max_predicates`: the base branch's gate.yml, for every patch.
            const detail = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.stages).find((s) => s.name === 'property')?.detail ?? '', 160);
            const said = detail !== ''
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${detail}`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('more specs are configured than `budgets.max_predicates`');
            return {
                kind: BASE_MISCONFIGURED,
                fault: 'base',
                short: said,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the base branch’s gate.yml is over its own spec budget (${said})`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix gate.yml on the base branch in its own reviewed pull request: remove specs or raise `budgets.max_predicates`; then re-run.'),
            };
        }
        case 'CONTAMINATED':
            return trace.reason_stage === 'scope' ? contaminated(trace) : missRejected(trace);
        case 'FIXTURE_MISMATCH': {
            const mismatch = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .mismatchedInputs */ .rj)(trace);
            const targets = mismatch.map((m) => m.target);
            const inputs = mismatch.flatMap((m) => m.inputs);
            const files = inputs.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(inputs)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
            return {
                kind: 'Cheat',
                fault: 'patch',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the patch changes the pinned inputs of ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(targets).text()}${files}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `this patch changes the pinned inputs of ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(targets, true)}${inputs.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(inputs, true)}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}, so the bytes under test are not the ones the manifest named and no replay ran`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Revert the input change, or land it alone as a toolchain patch reviewed by people: a green score on rewritten inputs does not transfer.'),
            };
        }
        default:
            return trace.reason_stage === 'classify'
                ? missRejected(trace)
                : same('Rejected', 'patch', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(trace.reason)}`, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Read the evidence below.'));
    }
}
/**
 * How the base replays of misses whose first replay ran past the budget ended: all past the same
 * budget (`slow`), all finished (`fast`, with the longest time), some of each, or not known (no base
 * replay in the trace, as before the base was replayed after a timeout).
 */
function baseTiming(misses) {
    const bases = misses.map((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(m.attempts).find((a) => a.attempt === 'base'));
    const slow = bases.filter((b) => b?.past_budget === true).length;
    const times = bases.map((b) => b?.past_budget !== true && (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(b?.elapsed_ms) ? b.elapsed_ms : undefined);
    const fast = times.filter((t) => t !== undefined).length;
    if (slow === bases.length && slow > 0)
        return { state: 'slow' };
    if (fast === bases.length && fast > 0)
        return { state: 'fast', maxMs: Math.max(...times) };
    return slow > 0 && slow + fast === bases.length ? { state: 'mixed' } : { state: 'unknown' };
}
function contaminated(trace) {
    const oracle = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .oracleTouched */ .$S)(trace);
    const others = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .otherPaths */ .DO)(trace);
    const files = oracle.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(oracle)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    return {
        kind: 'Cheat',
        fault: 'patch',
        short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the patch edits the gate’s own files${files} with ${others.length} other ${others.length === 1 ? 'file' : 'files'}`,
        what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `this patch changes the gate’s own files${oracle.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` — ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(oracle, true)} —` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')} together with ${others.length} other ${others.length === 1 ? 'file' : 'files'}, so it would be graded by checks it rewrites`,
        next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Split it: the change to the gate’s own files goes in its own pull request, reviewed by people; the rest is then graded alone.'),
    };
}
function missRejected(trace) {
    const misses = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .decidingMisses */ .u$)(trace);
    const first = misses[0];
    const seeds = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .seedsPhrase */ .Wq)(misses);
    const label = String(trace.label ?? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .labelOf */ .Wy)(first ?? {}));
    const redOnBase = misses.length > 0 && misses.every((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .baseResultOf */ .gH)(m) === 'fail');
    const observed = first !== undefined ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${pronoun(misses)} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .observedPhrase */ .KO)(trace, first)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    const verb = misses.length === 1 ? 'fails' : 'fail';
    const was = misses.length === 1 ? 'was' : 'were';
    switch (label) {
        case 'PROPERTY':
            if (redOnBase) {
                return {
                    kind: 'Already failing on base',
                    fault: 'base',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'fails on base too', 'fail on base too')}`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} ${verb} on the base revision as well as on this patch${first !== undefined
                        ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (on this patch ${pronoun(misses)} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .firstPhrase */ .iI)(trace, first)}, then ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .retriesPhrase */ .AT)(trace, first)}; the base replay failed too)`
                        : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}: ${misses.length === 1 ? 'it was' : 'they were'} already red before this change`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix the invariant or the code on the base branch in its own pull request, then re-run; retrying will not help. (If this patch was meant to fix it, it does not yet.)'),
                };
            }
            return {
                kind: 'Regression',
                fault: 'patch',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, misses.every((m) => m.test !== undefined)
                    ? 'fails on this patch and passes on base'
                    : 'fails; passes on base', misses.every((m) => m.test !== undefined)
                    ? 'fail on this patch and pass on base'
                    : 'fail; pass on base')}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} ${verb} on this patch${observed}${behaviourNote(first)}`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted(`Fix the patch: the invariant holds on the base revision and fails with this change every time it ran (${misses.length === 1 ? 'its output is' : 'their output is'} under “What broke”).`),
            };
        case 'BUDGET': {
            const envReason = typeof first?.decision?.reason === 'string' ? first.decision.reason : '';
            if (envReason !== '' && first !== undefined && (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .firstResultOf */ .nz)(trace, first) !== 'budget') {
                return {
                    kind: 'Inconclusive',
                    fault: 'undecided',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'ran on another runner than its base replay', 'ran on another runner than their base replays')}`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} missed${observed}, but the candidate and base replays ran under different conditions (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(envReason)}), so it cannot be called a flake`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Re-run on a runner like the base replay’s; a changed environment is graded as BUDGET.'),
                };
            }
            const budget = trace.budgets?.replay_timeout_ms;
            const cap = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(budget) ? `${budget} ms ` : '';
            const timedOut = first !== undefined && (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .firstResultOf */ .nz)(trace, first) === 'budget';
            const base = timedOut ? baseTiming(misses) : { state: 'unknown' };
            const one = misses.length === 1;
            if (base.state === 'slow')
                return {
                    kind: 'Too slow',
                    fault: 'undecided',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, `ran past the ${cap}replay budget, on base too`, `ran past the ${cap}replay budget, on base too`)}`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} ran past the ${cap}replay budget on this patch, and the base revision also ran past the same budget on the same ${one ? 'seed' : 'seeds'}: the runner may be too slow for the budget, rather than the patch`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('The base is slow here too: re-run on a less loaded runner, or raise `budgets.replay_timeout_ms` on the base branch in a pull request of its own; this run does not show the patch slower.'),
                };
            const slowNote = base.state === 'fast'
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, so ${one ? 'it was' : 'they were'} not retried; the base revision finished the same ${one ? 'seed' : 'seeds'} within the same budget (in ${one ? '' : 'at most '}${base.maxMs} ms)`
                : base.state === 'mixed'
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, so ${one ? 'it was' : 'they were'} not retried; on the base revision some of the same seeds finished within the same budget and some did not`
                    : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, so ${one ? 'it was' : 'they were'} not retried and not replayed on the base revision`;
            return {
                kind: 'Too slow',
                fault: 'patch',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, `ran past the ${cap}replay budget`, `ran past the ${cap}replay budget`)}`,
                what: timedOut
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} ran past the ${cap}replay budget on this patch${slowNote}`
                    : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} ran past the ${cap}replay budget on a retry${observed}`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Make the code finish within `budgets.replay_timeout_ms` (the output under “What broke” ends where it was stopped); a timeout is never retried into a pass.'),
            };
        }
        case 'FIXTURE':
            return {
                kind: 'Cheat',
                fault: 'patch',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'ran on inputs this patch changed', 'ran on inputs this patch changed')}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} missed${observed}, and the fixture inputs ${misses.length === 1 ? 'it' : 'they'} ran on differ from the base revision’s`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Revert the input change, or land it alone as a toolchain patch reviewed by people.'),
            };
        case 'CONTAMINATED': {
            const paths = Array.isArray(first?.decision?.paths) ? first.decision.paths.map(String) : [];
            return {
                kind: 'Cheat',
                fault: 'patch',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'missed; the patch edits its invariant', 'missed; the patch edits their invariant')}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} missed, and this patch changes the files that judge ${misses.length === 1 ? 'it' : 'them'}${paths.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(paths, true)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Split it: the change to the gate’s own files goes in its own pull request.'),
            };
        }
        default:
            return same('Rejected', 'patch', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'fails', 'fail')} (${label}); ${misses.length === 1 ? 'it' : 'they'} ${was} rejected`, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Read the evidence below.'));
    }
}
function held(trace) {
    const reason = trace.reason_code;
    switch (reason) {
        case 'NO_RECORD':
        case 'SCHEDULER':
        case 'ANNOTATED_HOLD': {
            if (trace.label !== 'SCHEDULER')
                break;
            const misses = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.misses).filter((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .labelOf */ .Wy)(m) === 'SCHEDULER' && m.freeze?.excuses !== true);
            const first = misses[0];
            const many = misses.length !== 1;
            const rowNote = reason === 'ANNOTATED_HOLD'
                ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted(many
                    ? 'freeze rows matched but do not excuse them'
                    : 'a freeze row matched but does not excuse it')
                : reason === 'SCHEDULER'
                    ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the freeze ledger was not consulted')
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted(many ? 'no freeze rows' : 'no freeze row');
            const observed = first !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .observedPhrase */ .KO)(trace, first) : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('missed');
            const then = first !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .retriesPhrase */ .AT)(trace, first).text() : 'passed on a retry';
            return {
                kind: 'Possible flake',
                fault: 'undecided',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, `failed, then ${then}`, `failed, then ${then}`)}; ${rowNote}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .seedsPhrase */ .Wq)(misses)} ${many ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `each ${observed}` : observed}. A scheduling flake looks like this — and so does a nondeterminism the patch introduced; ${rowNote}`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('A person decides: read the change; if it is a known flake, a maintainer grants a freeze with the commands under “What to do”, and the next run skips it.'),
            };
        }
        case 'INCOMPLETE': {
            const misses = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.misses).filter((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .labelOf */ .Wy)(m) === 'INCOMPLETE');
            const first = misses[0];
            const site = first !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .exitSiteOf */ .ZN)(first) : undefined;
            if (site !== undefined) {
                // The replay's own evidence: the code under test ended the process before the invariant decided.
                const at = `${site.path}:${site.line}`;
                const changed = (Array.isArray(trace.changed_paths) ? trace.changed_paths.map(String) : []).includes(site.path);
                return {
                    kind: changed ? 'Exit in changed code' : 'Inconclusive',
                    fault: changed ? 'patch' : 'undecided',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, `stopped: the code under test exits at ${at}`, `stopped: the code under test exits at ${at}`)}`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .seedsPhrase */ .Wq)(misses)} could not be judged: the code under test ended the process at ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(at)}${changed ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted(', a file this pull request changes,') : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')} before the invariant decided`,
                    next: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `Read ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(at)}: library code that exits the process (\`process.exit\`, \`sys.exit\`) stops every caller. Remove the exit (throw or return an error instead) and re-run.`,
                };
            }
            const behaviour = first !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .behaviourOf */ .xu)(first) : undefined;
            if (behaviour !== undefined)
                return {
                    kind: 'Inconclusive',
                    fault: 'undecided',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'could not be judged', 'could not be judged')}`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .seedsPhrase */ .Wq)(misses)} could not be judged: ${behaviour}`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Read the change and the replay output under “Why it is held”; an incomplete replay cannot be frozen.'),
                };
            return {
                kind: 'Inconclusive',
                fault: 'undecided',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'could not be classified', 'could not be classified')}${first !== undefined
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${pronoun(misses)} ${observedPhraseShort(trace, first)})`
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .seedsPhrase */ .Wq)(misses)} could not be classified${first !== undefined
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `: ${pronoun(misses)} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .observedPhrase */ .KO)(trace, first)}`
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Make the replay complete within its budget and re-run; an incomplete replay cannot be frozen.'),
            };
        }
        case 'PROPERTY_HOLD': {
            const held = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .specsWith */ .FT)(trace, 'PROPERTY_HOLD');
            const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(held[0]?.reason ?? 'a check asks for a person', 200);
            return same('Needs a person', 'undecided', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${why}`, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('A person reads the change and approves the pull request by hand if it is right; the gate does not pass it.'));
        }
        case 'PROPERTY_NOT_FALSIFIABLE': {
            const specs = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .specsWith */ .FT)(trace, 'PROPERTY_NOT_FALSIFIABLE');
            const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(specs[0]?.reason ?? 'its slot is invalid', 160);
            const names = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(specs.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.spec)));
            return {
                kind: 'Check cannot fail',
                fault: 'base',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `spec ${names.text()} on the base branch (${why})`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(specs.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.spec)), true)} on the base branch cannot show it fails: ${why}; the patch was not graded by it`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix the spec or its probe on the base branch in a reviewed change, then re-run.'),
            };
        }
        case 'FIXTURE_NOT_FALSIFIABLE': {
            const probes = Array.isArray(trace.fixture_probes)
                ? trace.fixture_probes.filter((p) => p.result === 'not_falsifiable')
                : [];
            const names = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(probes.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.target)));
            const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(probes[0]?.reason ?? 'its probe did not make any seed miss', 200);
            return {
                kind: 'Check cannot fail',
                fault: 'base',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `fixture ${names.text()} on the base branch: its probe makes no seed miss`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the fixture ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(probes.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.target)), true)} on the base branch cannot show it fails (${why}) — does its invariant load the code under test? No candidate replay was spent on it`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Make the invariant load the code under test (a relative import works: it runs in the checkout) and its probe a real bug, on the base branch in a reviewed change; `gate check` says when it holds. Then re-run.'),
            };
        }
        case 'PROPERTY_ERROR': {
            const specs = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .specsWith */ .FT)(trace, 'PROPERTY_ERROR');
            const missing = specs.filter(_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .neverRan */ .mZ);
            if (missing.length > 0) {
                const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(missing[0]?.reason ?? 'a file is missing', 160);
                return {
                    kind: BASE_MISCONFIGURED,
                    fault: 'base',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(missing.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.spec))).text()} could not be started (${why})`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(missing.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.spec)), true)} could not be started: ${why}`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Add the missing file, or fix its path in gate.yml, on the base branch; then re-run.'),
                };
            }
            const names = specs.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.spec));
            return {
                kind: 'Spec crashed',
                fault: 'undecided',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(names).text()} ${names.length === 1 ? 'exited' : 'exited'} without a verdict`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(names, true)} crashed (an exit status other than 0 or 1, or an uncaught exception), so it gave no verdict on this patch`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Read its log in the `.gate` artifact: if this patch breaks what the spec loads, fix the patch; if the spec is broken, fix it on the base branch; then re-run.'),
            };
        }
        case 'UNBOUND': {
            const rows = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .replaysWith */ .Rz)(trace, 'UNBOUND');
            const manifests = [...new Set(rows.map((r) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(r.manifest)))];
            const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(rows[0]?.reason ?? '', 160);
            return {
                kind: BASE_MISCONFIGURED,
                fault: 'base',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `fixture ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(manifests).text()} cannot be bound${why !== '' ? ` (${why})` : ''}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the fixture manifest ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(manifests, true)} on the base branch cannot be bound${why !== '' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `: ${why}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix the manifest on the base branch in its own reviewed change, then re-run.'),
            };
        }
        case 'TOOLCHAIN_PATCH': {
            const touched = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .oracleTouched */ .$S)(trace);
            const errors = Array.isArray(trace.candidate_oracle_errors) ? trace.candidate_oracle_errors : [];
            const files = touched.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(touched)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
            const broken = errors.length > 0 ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('; its versions of them are invalid') : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
            return {
                kind: 'Needs a person',
                fault: errors.length > 0 ? 'patch' : 'none',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the patch changes only the gate’s own files${files}${broken}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `this patch changes only the gate’s own files${touched.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(touched, true)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}: people review it, this gate does not grade it${errors.length > 0
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `. Its versions of them are invalid (${errors.length} ${errors.length === 1 ? 'error' : 'errors'}, listed below) and would hold every pull request once merged`
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
                next: errors.length > 0
                    ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix the errors listed below first; then people review and merge it (see “What to do”).')
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('People review and merge it (see “What to do”: who approves, and how it merges under the required check).'),
            };
        }
        case 'NOT_CONFIGURED': {
            const p = trace.config_error;
            if (typeof p === 'object' && p !== null) {
                const field = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.field ?? '', 120);
                return {
                    kind: BASE_MISCONFIGURED,
                    fault: 'base',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.file, 120)}${field !== '' ? `, field ${field}` : ''}${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(p.line) ? `, line ${p.line}` : ''} is invalid`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `configuration error in ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.file, 120))} on the base revision${field !== '' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, field ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(field)}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.message, 300)}`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix the configuration on the base branch in its own pull request (see “What to do”).'),
                };
            }
            const file = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(trace.config || 'gate.yml', 120);
            return {
                kind: 'Gate not set up on base',
                fault: 'base',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `no ${file} on the base revision`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the base revision has no ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(file)}, so there is nothing to grade against`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Add the configuration in its own pull request first (see “What to do”).'),
            };
        }
        case 'UNGRADABLE': {
            const detail = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.stages).find((s) => s.name === 'scope')?.detail ?? '', 400);
            return {
                kind: 'Needs a person',
                fault: 'none',
                short: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the patch changes files the gate cannot read as the bytes that run'),
                what: detail !== '' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${detail}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the gate cannot read every changed file as text'),
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('A person reviews those files (or the patch is redone as plain UTF-8 text files without checkout conversions or links out of the repository).'),
            };
        }
        case 'EMPTY_PATCH':
            return same('Nothing to grade', 'none', _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the patch is empty: base and head have the same files'), _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Push the change (the gate grades commits; in a local run, commit your changes first), or check the base and head revisions the workflow passed.'));
        case 'SHARD_MISSING':
            return same('Gate error', 'gate', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `a shard of the graded run did not report, so some seeds were never graded (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(trace.reason, 300)})`, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Re-run the failed gate jobs.'));
        default:
            break;
    }
    return same('Held', 'undecided', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(trace.reason || String(reason))}`, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Read “What to do” below.'));
}
/** `failed (exit 1)` and the retries, without the base — for a title. */
function observedPhraseShort(trace, m) {
    const first = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .firstResultOf */ .nz)(trace, m);
    if (first === 'budget')
        return 'ran past its budget';
    if (first === 'incomplete') {
        const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(m.attempts).find((a) => a.attempt === 'first')?.reason;
        return typeof why === 'string' && why !== '' ? `did not finish: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(why, 80)}` : 'did not finish';
    }
    return (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .baseResultOf */ .gH)(m) === 'not_run' ? 'failed; the base replay did not run' : 'failed';
}
function unusable(trace) {
    const reason = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(trace.reason || String(trace.reason_code), 300);
    switch (trace.reason_code) {
        case 'AUDIT_FAILED':
            return {
                kind: 'Gate error',
                fault: 'gate',
                short: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the trace fails its own audit'),
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the gate’s trace fails its own audit (${reason}), so it says nothing about the patch`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Re-run the gate; if it recurs, read the audit violations below.'),
            };
        case 'ARTIFACT_INVALID':
        case 'HEAD_MISMATCH':
            return same('Gate error', 'gate', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${reason}`, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Re-run the gate job on the current head.'));
        default:
            return {
                kind: 'Gate error',
                fault: 'gate',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the gate could not run (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(trace.reason || 'internal error', 160)})`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the gate could not run: ${reason}. The run says nothing about the patch`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix what the error names and re-run the workflow.'),
            };
    }
}
/** Controls and bidirectional overrides, which a terminal would obey, become spaces. */
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
function terminalLine(text) {
    return text.replace(TERMINAL_CONTROLS, ' ');
}
/**
 * The short human summary `gate run` ends with on stderr: the title, what to do, the codes and where
 * the trace is. Plain text, one fact per line, nothing a terminal would interpret.
 */
function terminalSummary(trace, tracePath) {
    const h = headlineOf(trace);
    const label = trace.label === null ? 'none' : String(trace.label);
    const lines = [
        titleOf(h),
        `  what to do: ${h.next.text()}`,
        `  verdict ${String(trace.verdict)} · label ${label} · reason ${String(trace.reason_code)} (${String(trace.reason_stage)}) · conclusion ${String(trace.conclusion)}`,
        `  trace: ${tracePath}   (gate summary ${tracePath} prints the check summary)`,
    ];
    return `${lines.map(terminalLine).join('\n')}\n`;
}
/** A sentence on what the miss's evidence says the code did (src/report/facts.ts), or nothing. */
function behaviourNote(m) {
    const b = m !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .behaviourOf */ .xu)(m) : undefined;
    return b !== undefined ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `; ${b}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
}


/***/ }),

/***/ 54285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ prose),
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   EJ: () => (/* binding */ truncateText),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   FY: () => (/* binding */ isSafeUrl),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   VK: () => (/* binding */ shortDigest),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   dp: () => (/* binding */ byteLength),
/* harmony export */   jD: () => (/* binding */ tableRow),
/* harmony export */   lI: () => (/* binding */ safeCode),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   qd: () => (/* binding */ tableHeader),
/* harmony export */   qv: () => (/* binding */ DETAILS_CLOSE),
/* harmony export */   s7: () => (/* binding */ Prose),
/* harmony export */   xw: () => (/* binding */ detailsOpen)
/* harmony export */ });
/* unused harmony exports ZWJ, escapeHtml, tableCell, table, details, CodeValue, DIGEST_CHARS */
/**
 * Markdown helpers for the check summary (GitHub-flavoured markdown as github.com renders it). Every
 * string that came from the patch, the trace artifact or a user process — witness paths and messages,
 * reasons, spec names, store defects — goes through `escapeMarkdown` (or `codeSpan`) before it is
 * placed in the summary: it must not open HTML, a link, an image, a mention, an issue reference, a
 * table cell or a new line.
 */
/** U+200D ZERO WIDTH JOINER: placed after `@`, `#`, `:` (of `://`), `www`, so GitHub links none of them. */
const ZWJ = '\u200d';
/** Line terminators CommonMark or a browser may honour; inside one escaped string they become a space. */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** C0/C1 controls (tab excepted), and bidirectional overrides that can make text read differently. */
const CONTROLS = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** ASCII punctuation with a meaning somewhere in GitHub markdown; each is backslash-escaped. */
const PUNCTUATION = /[\\`*_{}[\]()#+\-.!|~$=^:]/g;
function cleanText(text) {
    return String(text).replace(LINE_BREAKS, ' ').replace(CONTROLS, '\ufffd');
}
/** Breaks the reference patterns GitHub links after rendering (mentions, issues, bare URLs, e-mails). */
function breakReferences(text) {
    return (text
        .replace(/@/g, `@${ZWJ}`)
        .replace(/#/g, `#${ZWJ}`)
        // `GH-12` (or `GH\-12` once escaped) is an issue reference on GitHub: break it after the hyphen.
        .replace(/\b(GH\\?-)(?=\d)/gi, `$1${ZWJ}`)
        .replace(/:(?=\/\/|\\\/)/g, `:${ZWJ}`)
        .replace(/\b(www)(?=\.|\\\.)/gi, `$1${ZWJ}`));
}
/**
 * Plain text → inline markdown that renders as that text and nothing else: ASCII punctuation is
 * backslash-escaped, `&`, `<`, `>`, `"` become entities, line breaks become spaces, controls become
 * U+FFFD, and a zero-width joiner follows every `@`, `#`, `://` colon and `www` so no mention, issue
 * reference or autolink forms. Safe in a paragraph, a list item, a heading and a table cell.
 */
function escapeMarkdown(text) {
    const escaped = cleanText(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(PUNCTUATION, (c) => `\\${c}`);
    return breakReferences(escaped);
}
/** Plain text → text safe inside raw HTML (e.g. `<summary>`), where markdown escapes do not apply. */
function escapeHtml(text) {
    const escaped = cleanText(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
    return breakReferences(escaped);
}
/**
 * Plain text → an inline code span that shows it verbatim (no mention, link or HTML can form inside a
 * code span). The fence is one backtick longer than the longest backtick run inside; line breaks
 * become spaces. Pipes are left as they are: `table` escapes them for the cell it puts the span in.
 */
function codeSpan(text) {
    const body = cleanText(text);
    if (body === '')
        return '` `';
    const longest = (body.match(/`+/g) ?? []).reduce((max, run) => Math.max(max, run.length), 0);
    const fence = '`'.repeat(longest + 1);
    const pad = body.startsWith('`') || body.endsWith('`') || /^ .* $/.test(body) ? ' ' : '';
    return `${fence}${pad}${body}${pad}${fence}`;
}
/**
 * One table cell from inline markdown: no line break, and every `|` preceded by an odd number of
 * backslashes (a GFM table unescapes `\|` inside code spans too, so a code span keeps its pipe).
 */
function tableCell(markdown) {
    const oneLine = markdown.replace(LINE_BREAKS, ' ');
    let out = '';
    let backslashes = 0;
    for (const c of oneLine) {
        if (c === '|' && backslashes % 2 === 0)
            out += '\\';
        out += c;
        backslashes = c === '\\' ? backslashes + 1 : 0;
    }
    // A cell that ends in an odd number of backslashes would escape the closing `|`.
    if (backslashes % 2 === 1)
        out += '\\';
    return out.trim() === '' ? ' ' : out.trim();
}
/** A GFM table row. Cells are inline markdown (escape untrusted text first); the row is padded/cut to `width`. */
function tableRow(cells, width = cells.length) {
    const fitted = Array.from({ length: Math.max(1, width) }, (_, i) => tableCell(cells[i] ?? ''));
    return `| ${fitted.join(' | ')} |`;
}
/** The header and delimiter lines of a GFM table. */
function tableHeader(headers) {
    const width = Math.max(1, headers.length);
    return `${tableRow(headers, width)}\n|${' --- |'.repeat(width)}`;
}
/** A GFM table; headers and cells are inline markdown. Ends with a newline. */
function table(headers, rows) {
    const width = Math.max(1, headers.length);
    return [tableHeader(headers), ...rows.map((row) => tableRow(row, width))].join('\n') + '\n';
}
/** A collapsible block: `summary` is plain text (escaped here), `body` is markdown. Ends with a newline. */
function details(summary, body) {
    return `${detailsOpen(summary)}${body.replace(/\n+$/, '')}\n${DETAILS_CLOSE}`;
}
/** The opening of a `<details>` block, up to the blank line after which markdown renders again. */
function detailsOpen(summary) {
    return `<details><summary>${escapeHtml(summary)}</summary>\n\n`;
}
/** The close of a `<details>` block, preceded by a blank line so the markdown before it is closed. */
const DETAILS_CLOSE = '\n</details>\n';
/** A markdown link to an https URL; anything else (or a URL with characters that need escaping) is text. */
function link(text, url) {
    if (url !== undefined && isSafeUrl(url))
        return `[${escapeMarkdown(text)}](${url})`;
    return escapeMarkdown(text);
}
function isSafeUrl(url) {
    return /^https:\/\/[A-Za-z0-9][A-Za-z0-9.-]*(?::\d+)?(?:\/[A-Za-z0-9._~!$&'*+,;=:@%/?#-]*)?$/.test(url);
}
/** UTF-8 length in bytes (the unit of the check-run summary limit). */
function byteLength(text) {
    return Buffer.byteLength(text, 'utf8');
}
/**
 * At most `maxChars` code points of plain text, with an ellipsis when it was cut. Reads no further
 * than the cut, so it is cheap on a huge string.
 */
function truncateText(text, maxChars, marker = '…') {
    if (text.length <= maxChars)
        return text;
    if (maxChars <= 0)
        return '';
    const keep = Math.max(0, maxChars - Array.from(marker).length);
    let points = 0;
    let keepEnd = 0;
    let index = 0;
    for (const c of text) {
        if (points === keep)
            keepEnd = index;
        points += 1;
        if (points > maxChars)
            return text.slice(0, keepEnd) + marker;
        index += c.length;
    }
    return text;
}
// ---------------------------------------------------------------------------------------------------
// Prose: the product's own text with untrusted values in it
/** A value placed in prose as an inline code span (markdown) or as itself (plain text). */
class CodeValue {
    value;
    constructor(value) {
        this.value = value;
    }
}
/** Untrusted values shown as code only when plain: letters, digits and `_.\/+=,~-` (a path, a target). */
const PLAIN_CODE = /^[A-Za-z0-9_./+=,~-]{1,1000}$/;
/**
 * An untrusted value as an inline code span when it is plain (nothing in it could form markup, a
 * mention or a link in any context), else as escaped text. Paths and targets read as code; a hostile
 * value reads as what it is, escaped.
 */
function safeCode(value) {
    const text = String(value);
    // `www.` starts an autolink in text: such a value is escaped (which breaks it) rather than shown as code.
    return PLAIN_CODE.test(text) && !/\bwww\./i.test(text) ? codeSpan(text) : escapeMarkdown(text);
}
/** Marks an untrusted value for a code span: `prose\`run ${code(path)}\`` (see safeCode). */
function code(value) {
    return new CodeValue(String(value ?? ''));
}
/**
 * Text the product writes, with values from a trace in it. The literal parts are the product's own
 * markdown (backticks, emphasis and lists render); every interpolated string is untrusted and is
 * escaped in `markdown()` (or put in a code span by `code()`); `text()` gives the same words as plain
 * text for logs, the CLI and `trace.advice`. So the product's prose is never escaped and user text
 * always is, by construction.
 */
class Prose {
    parts;
    constructor(parts) {
        this.parts = parts;
    }
    markdown() {
        return this.parts
            .map((p) => 'trusted' in p
            ? p.trusted
            : 'value' in p
                ? escapeMarkdown(p.value)
                : 'code' in p
                    ? safeCode(p.code)
                    : p.prose.markdown())
            .join('');
    }
    text() {
        return this.parts
            .map((p) => 'trusted' in p ? p.trusted : 'value' in p ? p.value : 'code' in p ? p.code : p.prose.text())
            .join('');
    }
    /** Items joined with a trusted separator: `Prose.join([a, b], ', ')`. */
    static join(items, separator) {
        const parts = [];
        items.forEach((item, i) => {
            if (i > 0)
                parts.push({ trusted: separator });
            parts.push(partOf(item));
        });
        return new Prose(parts);
    }
    /** The product's own markdown, as it is (a constant, never a value from a trace). */
    static trusted(markdown) {
        return new Prose([{ trusted: markdown }]);
    }
}
function partOf(value) {
    if (value instanceof Prose)
        return { prose: value };
    if (value instanceof CodeValue)
        return { code: value.value };
    return { value: String(value) };
}
/** Tagged template for Prose: literal parts are trusted markdown, values are untrusted. */
function prose(strings, ...values) {
    const parts = [];
    strings.forEach((s, i) => {
        if (s !== '')
            parts.push({ trusted: s });
        if (i < values.length)
            parts.push(partOf(values[i]));
    });
    return new Prose(parts);
}
// ---------------------------------------------------------------------------------------------------
// Code blocks and digests
/**
 * Untrusted multi-line text (a program's output) as a fenced code block that shows it as printed: the
 * fence is one longer than the longest backtick run inside (at least 3), so no line can close it, and
 * nothing links, mentions or renders inside a fence — so printable text stays byte for byte (a failing
 * document copied from the summary is the document that failed). Only what cannot be shown is
 * replaced: `\r\n` and lone `\r` become line breaks, and controls and bidirectional overrides (which
 * would hide or reorder text) become a visible U+FFFD; the exact bytes stay in the log the summary
 * names. Commands a runner would obey are defused where the text reaches a log (src/adapters/defuse.ts),
 * not here. Ends with a newline.
 */
function codeBlock(text, info = 'text') {
    const body = String(text)
        .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
        .replace(CONTROLS, '\ufffd')
        .replace(/\n+$/, '');
    const longest = (body.match(/`+/g) ?? []).reduce((max, run) => Math.max(max, run.length), 0);
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${info}\n${body}\n${fence}\n`;
}
/** Characters of a digest shown in tables; the full value stays in the trace and the artifact. */
const DIGEST_CHARS = 12;
/** `sha256:0123…` or `0123…` → the first 12 hex digits (a code-span-ready plain string). */
function shortDigest(value) {
    const text = String(value ?? '');
    const hex = text.replace(/^sha256:/i, '');
    return hex.length > DIGEST_CHARS ? hex.slice(0, DIGEST_CHARS) : hex;
}


/***/ }),

/***/ 66941:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ shardPairs)
/* harmony export */ });
/** The (fixture, seed) pairs of this shard: sorted by target and seed, every n-th from the i-th. */
function shardPairs(pairs, shard) {
    const sorted = [...pairs].sort((a, b) => a.target < b.target ? -1 : a.target > b.target ? 1 : a.seed - b.seed);
    if (!shard)
        return sorted;
    return sorted.filter((_, k) => k % shard.count === shard.index - 1);
}


/***/ }),

/***/ 42057:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
const VERSION = '0.1.0';


/***/ }),

/***/ 48336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l8: () => (/* binding */ FreezeClient),
  PF: () => (/* binding */ runFreeze)
});

// UNUSED EXPORTS: FreezeOrderError

// EXTERNAL MODULE: ./src/classify/table.ts + 1 modules
var table = __webpack_require__(70068);
// EXTERNAL MODULE: ./src/classify/hash.ts
var hash = __webpack_require__(52916);
// EXTERNAL MODULE: ./src/classify/pyjson.ts
var pyjson = __webpack_require__(21737);
// EXTERNAL MODULE: ./src/oracle/config.ts + 1 modules
var config = __webpack_require__(2443);
// EXTERNAL MODULE: ./src/patch/paths.ts
var paths = __webpack_require__(5734);
// EXTERNAL MODULE: ./src/classify/describe.ts
var describe = __webpack_require__(82221);
;// CONCATENATED MODULE: ./src/oracle/ledger.ts
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
    return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof pyjson/* PyFloat */.g$);
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
        throw new RowProblem(`${field}: expected ${expected}, got ${(0,describe/* describeValue */.b)(got)}`);
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
        const why = (0,paths/* checkRepoPath */.Q1)(v);
        if (why !== undefined)
            throw new RowProblem(`${field}: expected a repository path, got ${(0,describe/* describeValue */.b)(v)} (${why})`);
        return v;
    };
    const id = text('id');
    const target = raw.target;
    if (!(0,config/* isTarget */.Ex)(target))
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
        value = (0,pyjson/* parsePyJson */.j5)(text);
    }
    catch (err) {
        throw new LedgerError(file, `${file}: not valid JSON (${err instanceof Error ? err.message : String(err)})`);
    }
    if (!isPlainObject(value))
        throw new LedgerError(file, `${file}: expected a JSON object {"version": 1, "freezes": [...]}, got ${(0,describe/* describeValue */.b)(value)}`);
    for (const key of Object.keys(value)) {
        if (!TOP_KEYS.includes(key))
            throw new LedgerError(file, `${file}: ${key}: unknown key (expected ${TOP_KEYS.join(', ')})`);
    }
    if (value.version !== LEDGER_VERSION)
        throw new LedgerError(file, `${file}: version: expected 1, got ${(0,describe/* describeValue */.b)(value.version)}`);
    const freezes = value.freezes;
    if (!Array.isArray(freezes))
        throw new LedgerError(file, `${file}: freezes: expected a list of freeze rows, got ${(0,describe/* describeValue */.b)(freezes)}`);
    const schema = value.$schema;
    if (schema !== undefined && typeof schema !== 'string')
        throw new LedgerError(file, `${file}: $schema: expected a string, got ${(0,describe/* describeValue */.b)(schema)}`);
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
    for (const k of Object.keys(v).sort(compareCodePoints)) {
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
    const rows = [...l.freezes].sort((a, b) => compareCodePoints(a.id, b.id));
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
    return pyDumps(out, { indent: 2 }) + '\n';
}

;// CONCATENATED MODULE: ./src/stages/freeze.ts
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
        const { ledger, defects } = parseLedger(text, this.source.name);
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
            const state = rowLiveness(row, this.now, this.runNumber);
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
            ...rowExpiry(row, this.now, this.runNumber),
        });
        if (miss.decision.label !== 'SCHEDULER') {
            return hit(false, `the miss is ${miss.decision.label}: only SCHEDULER may be excused`);
        }
        if (miss.fresh === true)
            return hit(false, FRESH_NOT_FROZEN(miss.seed));
        if (exact.length === 0) {
            return hit(false, `row ${row.id} freezes another triple (property, seed or fixture digest differ)`);
        }
        if ((0,hash/* recordSha256 */.H)(row.record) !== row.record_sha256) {
            return hit(false, `row ${row.id}: the stored record no longer hashes to its record_sha256 (void)`);
        }
        const stored = (0,table/* classifyRecord */.kK)(row.record);
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


/***/ }),

/***/ 86577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AO: () => (/* binding */ runScope),
  dv: () => (/* binding */ scopeAgainstBase),
  Od: () => (/* binding */ scopeOf)
});

// UNUSED EXPORTS: gradable

// EXTERNAL MODULE: ./src/oracle/config.ts + 1 modules
var oracle_config = __webpack_require__(2443);
// EXTERNAL MODULE: ./src/oracle/reader.ts
var reader = __webpack_require__(11271);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/oracle/manifest.ts
var oracle_manifest = __webpack_require__(89549);
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

// EXTERNAL MODULE: ./src/trace/evidence.ts + 1 modules
var evidence = __webpack_require__(58697);
// EXTERNAL MODULE: ./src/trace/model.ts
var model = __webpack_require__(91332);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/patch/compiled.ts
/**
 * Compiled code and loading context (SPEC §8 "graded bytes are executed bytes", §2 "bound to the
 * right tree").
 *
 * Compiled code: a patch that adds, changes or removes a file an interpreter loads as compiled code —
 * Python bytecode (`*.pyc`, `*.pyo`, anything under `__pycache__/`), a native extension (`*.so`,
 * `*.pyd`, `*.node`, `*.dylib`, `*.dll`) — changes executed bytes no spec can read: the run holds as
 * UNGRADABLE (`compiled-code`), never a clear. (A bytecode cache is never read from the checkout
 * anyway, src/adapters/proc.ts; a `.pyc` without its source is still imported, and an extension
 * module wins over the `.py` beside it.)
 *
 * Loading context: invariants run at their own paths in the candidate checkout, so files there decide
 * how the invariant itself is loaded — a `package.json` whose `type`, `imports`, `exports`, `main` or
 * `name` changes (ESM or CommonJS, `#imports`, self-references), a `conftest.py`, a
 * `sitecustomize.py`/`usercustomize.py`, a `.pth`, a `pytest.ini`, a `tsconfig*.json`/`jsconfig.json`
 * (paths), an `.npmrc` (`node-options`). The rule is the simplest honest one: a patch that changes such
 * a file in an invariant's folder or any folder above it up to the repository root is UNGRADABLE
 * (`loader-context`), naming the file, so the invariant is loaded exactly as on the base revision or
 * the run holds.
 */



/** File names (case-folded) an interpreter loads as compiled code. */
const COMPILED_EXTENSIONS = ['.pyc', '.pyo', '.so', '.pyd', '.node', '.dylib', '.dll'];
/** Why `path` is compiled code an interpreter would load, or null. */
function compiledKind(path) {
    const parts = (0,patch_paths/* pathFoldKey */._4)(path).split('/');
    const name = parts[parts.length - 1] ?? '';
    if (parts.slice(0, -1).includes('__pycache__'))
        return 'a Python bytecode cache';
    if (name.endsWith('.pyc') || name.endsWith('.pyo'))
        return 'Python bytecode';
    // `x.so`, `x.cpython-311-x86_64-linux-gnu.so`, `libx.so.1`.
    if (/\.so(\.\d+)*$/.test(name))
        return 'a native library or extension module';
    for (const ext of COMPILED_EXTENSIONS)
        if (name.endsWith(ext))
            return 'a native library or extension module';
    return null;
}
/** The changed paths that are compiled code (both sides of a rename are in `changed`). */
function compiledUngradable(changed) {
    const out = [];
    for (const path of changed) {
        const kind = compiledKind(path);
        if (kind === null)
            continue;
        out.push({
            path,
            kind: 'compiled-code',
            reason: `${kind}: an interpreter loads these bytes, which no spec can read as source`,
        });
    }
    return out;
}
/** Loader-context files (case-folded names) whose any change counts. */
const CONTEXT_NAMES = new Set([
    'conftest.py',
    'sitecustomize.py',
    'usercustomize.py',
    'pytest.ini',
    '.npmrc',
    'jsconfig.json',
]);
/** What a change of `name` changes, when it is a loader-context file; null otherwise. */
function contextKind(name) {
    const n = (0,patch_paths/* pathFoldKey */._4)(name);
    if (n === 'package.json')
        return 'package.json';
    if (CONTEXT_NAMES.has(n) || n.endsWith('.pth') || /^tsconfig.*\.json$/.test(n))
        return 'always';
    return null;
}
/** The `package.json` fields that change how Node loads a file below it. */
const PACKAGE_LOADER_FIELDS = ['type', 'imports', 'exports', 'main', 'name'];
/** Largest `package.json` compared; a larger one counts as changed. */
const MAX_PACKAGE_JSON_BYTES = 1024 * 1024;
/**
 * Whether the loader fields of two `package.json` versions differ: a side that is missing, too large
 * or not a JSON object counts as its own value, so a change between those counts too.
 */
function packageLoaderChanged(base, head) {
    const fields = (b) => {
        if (b === null)
            return 'absent';
        if (b.length > MAX_PACKAGE_JSON_BYTES)
            return 'too large to compare';
        try {
            const v = JSON.parse(b.toString('utf8'));
            if (typeof v !== 'object' || v === null || Array.isArray(v))
                return 'not a JSON object';
            const out = {};
            for (const f of PACKAGE_LOADER_FIELDS)
                out[f] = JSON.stringify(v[f]) ?? '';
            return out;
        }
        catch {
            return 'not valid JSON';
        }
    };
    const a = fields(base);
    const b = fields(head);
    if (typeof a === 'string' || typeof b === 'string')
        return a === b && a !== 'too large to compare' ? [] : ['the whole file'];
    return PACKAGE_LOADER_FIELDS.filter((f) => a[f] !== b[f]);
}
/** The folders from each invariant's folder up to the root (`''`), case-folded. */
function loaderFolders(invariants) {
    const folders = new Set(['']);
    for (const inv of invariants) {
        const parts = (0,patch_paths/* pathFoldKey */._4)(inv).split('/');
        for (let i = parts.length - 1; i >= 1; i--)
            folders.add(parts.slice(0, i).join('/'));
    }
    return folders;
}
/**
 * The changed loader-context files on the way from an invariant's folder up to the root: each one
 * is UNGRADABLE (`loader-context`), a `package.json` only when one of its loader fields changed.
 */
async function loaderContextUngradable(changed, invariants, read) {
    if (invariants.length === 0)
        return [];
    const folders = loaderFolders(invariants);
    const out = [];
    for (const path of changed) {
        const key = (0,patch_paths/* pathFoldKey */._4)(path);
        const slash = key.lastIndexOf('/');
        const folder = slash < 0 ? '' : key.slice(0, slash);
        if (!folders.has(folder))
            continue;
        const kind = contextKind(key.slice(slash + 1));
        if (kind === null)
            continue;
        if (kind === 'package.json') {
            const differ = packageLoaderChanged(await read.base(path), await read.head(path));
            if (differ.length === 0)
                continue;
            out.push({
                path,
                kind: 'loader-context',
                reason: `changes how Node loads the invariants below it (${differ.join(', ')}): an invariant must load as on the base revision`,
            });
            continue;
        }
        out.push({
            path,
            kind: 'loader-context',
            reason: 'changes how an invariant below it is loaded or run (it sits in the invariant’s folder or above it): an invariant must load as on the base revision',
        });
    }
    return out;
}
/** A file's bytes in the base tree (git objects, no link followed), or null. */
async function baseBlob(tree, path) {
    let treeId = await tree.root();
    const parts = path.split('/');
    for (let i = 0; i < parts.length; i++) {
        const entry = (await tree.entries(treeId)).get(parts[i]);
        if (entry === undefined || entry.mode === '120000')
            return null;
        if (i === parts.length - 1)
            return entry.type === 'blob' ? tree.linkTarget(entry.id) : null;
        if (entry.type !== 'tree')
            return null;
        treeId = entry.id;
    }
    return null;
}
/**
 * A file's bytes in the checkout, opened without following a link, at most `cap` bytes (more reads as
 * a file too large to compare); null when absent or not a regular file.
 */
function checkoutFile(root, path, cap = MAX_PACKAGE_JSON_BYTES + 1) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)((0,external_node_path_.join)(root, path), external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch {
        return null;
    }
    try {
        if (!(0,external_node_fs_.fstatSync)(fd).isFile())
            return null;
        const buf = Buffer.alloc(cap);
        let n = 0;
        while (n < cap) {
            const got = (0,external_node_fs_.readSync)(fd, buf, n, cap - n, null);
            if (got === 0)
                break;
            n += got;
        }
        return buf.subarray(0, n);
    }
    catch {
        return null;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

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
            configError: (0,evidence/* configProblemOf */.Hc)(err),
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
    // Compiled code, and files that change how an invariant is loaded in the checkout it runs in.
    const ungradable = [
        ...ctx.patch.ungradable,
        ...compiledUngradable(ctx.patch.changed),
        ...(await loaderContextUngradable(ctx.patch.changed, config.fixtures.map((f) => f.invariant), {
            base: (p) => baseBlob(oracle.tree, p),
            head: async (p) => checkoutFile(ctx.root, p),
        })),
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


/***/ }),

/***/ 94783:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ blankTrace)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91332);
/**
 * The skeleton every trace starts from: nothing ran, nothing was read, and the verdict is UNUSABLE /
 * INTERNAL until the stages (or an artifact) say otherwise, so a trace that is never filled in fails
 * closed. The pipeline, the action's internal-error path and the merge of shard artifacts all start here.
 */

function blankTrace(fields, now = new Date().toISOString()) {
    return {
        schema: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .TRACE_SCHEMA */ .on,
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


/***/ }),

/***/ 58697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hc: () => (/* binding */ configProblemOf),
  cG: () => (/* binding */ differingInputs),
  v8: () => (/* binding */ readAttemptEvidence)
});

// UNUSED EXPORTS: attemptEvidence, evidenceLog

// EXTERNAL MODULE: ./src/trace/model.ts
var model = __webpack_require__(91332);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/trace/excerpt.ts
/**
 * Output excerpts: the evidence a reviewer reads for a replay miss is what the invariant printed
 * (`roundtrip failed for "zzzz": got "zzzzzz"`), which lives in a log of up to 1 MiB under `.gate/`.
 * The trace keeps a bounded tail of it — the last {@link EXCERPT_LINES} lines, at most
 * {@link EXCERPT_CHARS} characters — as plain text; the summary renderer escapes it (codeBlock).
 *
 * Written by hand rather than with a library: it is a tail, an ANSI-escape filter and a character cap,
 * and reading only the last {@link EXCERPT_READ_BYTES} bytes of a log keeps the cost flat however much
 * a program printed.
 */

/** Lines an excerpt keeps (the last ones). */
const EXCERPT_LINES = 20;
/** Characters (code points) an excerpt keeps, after the line cut. */
const EXCERPT_CHARS = 2000;
/** Bytes read from the end of a log: enough for EXCERPT_LINES lines of ordinary output. */
const EXCERPT_READ_BYTES = 16 * 1024;
/** The first line of an excerpt that does not start at the beginning of the output. */
const CUT_MARK = '…';
/** CSI and OSC escape sequences (colours, cursor moves, titles), and other two-character escapes. */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])/g;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/**
 * The bounded tail of a program's output as plain text: escape sequences removed, a line rewritten
 * with `\r` (a progress bar) reduced to what it finally showed, other controls dropped, trailing blank
 * lines removed; the last `maxLines` lines and at most `maxChars` characters, with a leading `…` line
 * when anything before them was left out. Pure; undecodable bytes become U+FFFD.
 */
function logExcerpt(output, options = {}) {
    const maxLines = Math.max(1, Math.floor(options.maxLines ?? EXCERPT_LINES));
    const maxChars = Math.max(1, Math.floor(options.maxChars ?? EXCERPT_CHARS));
    const text = typeof output === 'string' ? output : Buffer.from(output).toString('utf8');
    let lines = text
        .replace(ANSI, '')
        .replace(/\r\n/g, '\n')
        .split('\n')
        .map((line) => (line
        .split('\r')
        .filter((part) => part !== '')
        .pop() ?? '').replace(CONTROLS, ''))
        .map((line) => line.replace(/\s+$/, ''));
    let cut = false;
    if (options.fromMiddle === true && lines.length > 1) {
        lines = lines.slice(1);
        cut = true;
    }
    while (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    while (lines.length > 0 && lines[0] === '')
        lines.shift();
    if (lines.length > maxLines) {
        lines = lines.slice(-maxLines);
        cut = true;
    }
    let body = lines.join('\n');
    const points = Array.from(body);
    if (points.length > maxChars) {
        body = points.slice(-maxChars).join('');
        // Start on a whole line when the cut leaves one.
        const newline = body.indexOf('\n');
        if (newline >= 0 && newline < body.length - 1)
            body = body.slice(newline + 1);
        cut = true;
    }
    if (body === '')
        return '';
    return cut ? `${CUT_MARK}\n${body}` : body;
}
/**
 * The excerpt of a log file: its last {@link EXCERPT_READ_BYTES} bytes through {@link logExcerpt}.
 * Undefined when the file cannot be read or holds no visible text.
 */
function readLogExcerpt(file, options = {}) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, 'r');
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        const length = Math.min(size, EXCERPT_READ_BYTES);
        const buf = Buffer.alloc(length);
        let read = 0;
        while (read < length) {
            const n = (0,external_node_fs_.readSync)(fd, buf, read, length - read, size - length + read);
            if (n === 0)
                break;
            read += n;
        }
        const excerpt = logExcerpt(buf.subarray(0, read), { ...options, fromMiddle: size > length });
        return excerpt === '' ? undefined : excerpt;
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/trace/evidence.ts
/**
 * What the stages record as evidence for the reviewer, besides their codes: the runs of a missed seed
 * with their output excerpts, the fixture inputs whose bytes differ from the base, and the field a
 * broken gate.yml fails on. Small pure functions over what the stages already hold; the summary
 * renders them (src/report/evidence.ts).
 */


/**
 * The inputs whose bytes differ between candidate and base: changed, or present on one side only.
 * Sorted, at most `max`.
 */
function differingInputs(candidate, base, max = model/* MAX_LISTED_PATHS */.Ce) {
    const theirs = new Map(base.map((f) => [f.path, f.sha256]));
    const ours = new Map(candidate.map((f) => [f.path, f.sha256]));
    const paths = new Set([...ours.keys(), ...theirs.keys()]);
    return [...paths]
        .filter((p) => ours.get(p) !== theirs.get(p))
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, max);
}
/**
 * The log whose tail explains a run: the invariant's when it ran, else the generator's (which then
 * is what failed). Relative to `.gate/`; undefined when the run wrote none.
 */
function evidenceLog(logs) {
    if (logs === undefined || logs.length === 0)
        return undefined;
    return logs.find((l) => /(^|\/)invariant\.log$/.test(l)) ?? logs[logs.length - 1];
}
/** One attempt as evidence: result, exit status, reason and (when given) the excerpt of its log. */
function attemptEvidence(attempt, run, excerpt, n) {
    const log = evidenceLog(run.logs);
    return {
        attempt,
        ...(n !== undefined ? { n } : {}),
        result: run.result,
        ...(run.exitCode !== undefined ? { exit_code: run.exitCode } : {}),
        ...(run.reason !== undefined && run.reason !== '' ? { reason: run.reason } : {}),
        ...(excerpt !== undefined ? { excerpt } : {}),
        ...(log !== undefined ? { log } : {}),
        ...(run.attested !== undefined ? { attested: run.attested } : {}),
    };
}
/**
 * attemptEvidence with the excerpt read from the run's log (the adapter edge); `pathOf` turns a path
 * relative to `.gate/` into the file to read (OutDir.path).
 */
function readAttemptEvidence(pathOf, attempt, run, n) {
    const log = evidenceLog(run.logs);
    return attemptEvidence(attempt, run, log === undefined ? undefined : readLogExcerpt(pathOf(log)), n);
}
/**
 * A gate.yml error (src/oracle/config.ts's ConfigError) as the trace keeps it: file, field, message and
 * line. Typed by the fields it reads, so the vocabulary does not import the oracle.
 */
function configProblemOf(err) {
    return {
        file: err.file,
        field: err.field,
        message: err.message,
        ...(typeof err.line === 'number' && err.line >= 1 ? { line: err.line } : {}),
    };
}


/***/ }),

/***/ 51324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ stageListViolations),
/* harmony export */   R: () => (/* binding */ verdictInputOf)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91332);
/* harmony import */ var _classify_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70068);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63568);
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
        const i = _model_js__WEBPACK_IMPORTED_MODULE_2__/* .STAGES */ .an.indexOf(s.name);
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
    if (classified !== undefined && labels.length > 0 && classified !== (0,_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .runLabel */ .Az)(labels))
        v.push(`classify code ${String(classified)} differs from the label of its misses (${(0,_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .runLabel */ .Az)(labels)})`);
    return v;
}
/** Each miss's label; a miss without a known label counts as INCOMPLETE. */
function missLabels(t) {
    return t.misses.map((m) => ((0,_classify_table_js__WEBPACK_IMPORTED_MODULE_0__/* .isLabel */ .J2)(m.decision?.label) ? m.decision.label : 'INCOMPLETE'));
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
        scope: pick(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .SCOPE_CODES */ .ub, code('scope')),
        property: pick(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .PROPERTY_CODES */ .RE, code('property')),
        fixture: pick(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .FIXTURE_CODES */ .dh, code('fixture')),
        noFixtures: !fixtureRan && t.fixtures_configured === 0,
        missLabels: labels,
        allSchedulerMissesExcused: schedulerMisses.length > 0 && schedulerMisses.every((m) => m.freeze?.excuses === true),
        freezeCode: pick(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .FREEZE_CODES */ .bY, code('freeze')),
        ...(t.errors.length ? { internalError: t.errors[0] } : {}),
        ...(contradictions.length ? { auditViolations: contradictions } : {}),
    };
}


/***/ }),

/***/ 91332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ce: () => (/* binding */ MAX_LISTED_PATHS),
/* harmony export */   RE: () => (/* binding */ PROPERTY_CODES),
/* harmony export */   an: () => (/* binding */ STAGES),
/* harmony export */   bY: () => (/* binding */ FREEZE_CODES),
/* harmony export */   dh: () => (/* binding */ FIXTURE_CODES),
/* harmony export */   on: () => (/* binding */ TRACE_SCHEMA),
/* harmony export */   ub: () => (/* binding */ SCOPE_CODES)
/* harmony export */ });
/* unused harmony exports GATE_CODES, VERDICTS, FIXTURE_PROBE_RESULTS, ATTEMPT_KINDS */
const STAGES = ['scope', 'property', 'fixture', 'classify', 'freeze'];
const SCOPE_CODES = [
    'IN_SCOPE',
    'CONTAMINATED',
    'TOOLCHAIN_PATCH',
    'NOT_CONFIGURED',
    'EMPTY_PATCH',
    'UNGRADABLE',
];
const PROPERTY_CODES = [
    'PROPERTY_CLEAR',
    'PROPERTY_REJECT',
    'PROPERTY_NOT_FALSIFIABLE',
    'PROPERTY_BUDGET',
    'PROPERTY_ERROR',
    /** A property with `on_match: hold` matched: a person looks (SPEC §3, §12); never a pass. */
    'PROPERTY_HOLD',
];
const FIXTURE_CODES = [
    'REPLAY_MATCH',
    'REPLAY_MISS',
    'UNBOUND',
    'FIXTURE_MISMATCH',
    'FIXTURE_NOT_FALSIFIABLE',
];
const FREEZE_CODES = ['ANNOTATED_HOLD', 'NO_RECORD'];
/** Codes the gate itself emits (reason_stage "gate"). */
const GATE_CODES = (/* unused pure expression or super */ null && ([
    'INTERNAL',
    'AUDIT_FAILED',
    'SHARD_MISSING',
    'ARTIFACT_INVALID',
    'HEAD_MISMATCH',
]));
const VERDICTS = (/* unused pure expression or super */ null && (['CLEAR', 'REJECT', 'HOLD', 'SKIP', 'UNUSABLE']));
/**
 * What a fixture's probe showed (SPEC §2 "Every check proves it can fail — fixtures too"):
 * `falsifiable` a seed missed on the base revision with the probe applied; `not_falsifiable` none
 * did, or the probe could not be applied (FIXTURE_NOT_FALSIFIABLE); `no_probe` a `version: 1`
 * fixture that names none, graded as before with nothing showing it can fail.
 */
const FIXTURE_PROBE_RESULTS = (/* unused pure expression or super */ null && (['falsifiable', 'not_falsifiable', 'no_probe']));
/** Which run of the invariant a piece of evidence is from. */
const ATTEMPT_KINDS = (/* unused pure expression or super */ null && (['first', 'retry', 'base']));
/** At most this many paths in a trace's evidence lists (differing inputs, oracle files touched). */
const MAX_LISTED_PATHS = 1000;
const TRACE_SCHEMA = 'failure-class-gate/trace@1';


/***/ }),

/***/ 42654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sR: () => (/* binding */ applyVerdict),
  eN: () => (/* binding */ recomputeTrace)
});

// UNUSED EXPORTS: specificReason

// EXTERNAL MODULE: ./src/trace/verdict.ts
var verdict = __webpack_require__(63568);
// EXTERNAL MODULE: ./src/trace/inputs.ts
var inputs = __webpack_require__(51324);
;// CONCATENATED MODULE: ./src/trace/audit.ts


function auditTrace(t) {
    const v = (0,inputs/* stageListViolations */.$)(t);
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
    const recomputed = (0,verdict/* decideVerdict */.AU)((0,inputs/* verdictInputOf */.R)(t));
    if (recomputed.verdict !== t.verdict)
        v.push(`verdict ${t.verdict} differs from the one its stage codes give (${recomputed.verdict})`);
    if (recomputed.label !== t.label)
        v.push(`label ${t.label} differs from the one its stage codes give (${recomputed.label})`);
    if ((0,verdict/* conclusionFor */.H1)(t.verdict) !== t.conclusion)
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
    const input = (0,inputs/* verdictInputOf */.R)(t);
    applyVerdict(t, (0,verdict/* decideVerdict */.AU)(input));
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
        applyVerdict(t, (0,verdict/* decideVerdict */.AU)({ ...input, auditViolations: violations }));
    if (failure !== undefined)
        applyVerdict(t, (0,verdict/* decideVerdict */.AU)({ ...input, artifactFailure: failure }));
    t.reason = specificReason(t);
    t.advice = advise(t);
    return { trace: t, violations, overclaims };
}


/***/ }),

/***/ 63568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ decideVerdict),
/* harmony export */   Az: () => (/* binding */ runLabel),
/* harmony export */   H1: () => (/* binding */ conclusionFor)
/* harmony export */ });
/* harmony import */ var _classify_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70068);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91332);
/* harmony import */ var _classify_describe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82221);
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
    if (!labels.every(_classify_table_js__WEBPACK_IMPORTED_MODULE_0__/* .isLabel */ .J2))
        return 'INCOMPLETE';
    for (const label of _classify_table_js__WEBPACK_IMPORTED_MODULE_0__/* .LABELS */ .kg)
        if (labels.includes(label))
            return label;
    return 'INCOMPLETE';
}
/** Maps the stage codes of one run to its verdict (SPEC §3). Pure and total: never throws. */
function decideVerdict(input) {
    try {
        return decide(input);
    }
    catch (error) {
        // Only reachable through hostile input (a getter or a proxy that throws); still a verdict.
        return unusable('INTERNAL', `verdict: ${error instanceof Error ? error.message : String(error)}`);
    }
}
function decide(input) {
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
            return unusable('AUDIT_FAILED', `scope: unknown code ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(unknown)}`);
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
            return unusable('AUDIT_FAILED', `property: unknown code ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(unknown)}`);
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
            return unusable('AUDIT_FAILED', `fixture: unknown code ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(unknown)}`);
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
            return unusable('AUDIT_FAILED', `classify: unknown label ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(unknown)}`);
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
            return unusable('AUDIT_FAILED', `freeze: unknown code ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(unknown)}`);
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
            return unusable('AUDIT_FAILED', `artifact failure: unknown code ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(f.code)}: ${reason}`);
    }
}
/** The first field whose value lies outside its union, or undefined when every field is well formed. */
function malformedField(input) {
    const fields = [
        ['scope', input.scope, _model_js__WEBPACK_IMPORTED_MODULE_2__/* .SCOPE_CODES */ .ub],
        ['property', input.property, _model_js__WEBPACK_IMPORTED_MODULE_2__/* .PROPERTY_CODES */ .RE],
        ['fixture', input.fixture, _model_js__WEBPACK_IMPORTED_MODULE_2__/* .FIXTURE_CODES */ .dh],
        ['freeze', input.freezeCode, _model_js__WEBPACK_IMPORTED_MODULE_2__/* .FREEZE_CODES */ .bY],
    ];
    for (const [name, value, codes] of fields) {
        if (value === undefined)
            continue;
        if (typeof value !== 'string' || !codes.includes(value))
            return `${name}: unknown code ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(value)}`;
    }
    const labels = input.missLabels;
    if (!Array.isArray(labels))
        return 'miss labels: not a list';
    const bad = labels.findIndex((l) => !(0,_classify_table_js__WEBPACK_IMPORTED_MODULE_0__/* .isLabel */ .J2)(l));
    if (bad >= 0)
        return `miss labels[${bad}]: unknown label ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(labels[bad])}`;
    const excused = input.allSchedulerMissesExcused;
    if (typeof excused !== 'boolean')
        return `allSchedulerMissesExcused: expected a boolean, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(excused)}`;
    const noFixtures = input.noFixtures;
    if (noFixtures !== undefined && typeof noFixtures !== 'boolean') {
        return `noFixtures: expected a boolean, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(noFixtures)}`;
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


/***/ })

};
