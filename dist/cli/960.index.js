export const id = 960;
export const ids = [960];
export const modules = {

/***/ 6960:
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
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _outdir_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2013);
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
/**
 * The configuration that gives git the job token for one command, as actions/checkout would persist
 * it, but in that command's environment only (never in `.git/config`, where code under test could read
 * it, nor in its arguments, which any user can read): an empty value first, so a header a checkout did
 * persist is not sent twice.
 */
function tokenEnv(auth) {
    const key = `http.${new URL(auth.serverUrl).origin}/.extraheader`;
    const basic = Buffer.from(`x-access-token:${auth.token}`, 'utf8').toString('base64');
    return {
        GIT_CONFIG_COUNT: '2',
        GIT_CONFIG_KEY_0: key,
        GIT_CONFIG_VALUE_0: '',
        GIT_CONFIG_KEY_1: key,
        GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
    };
}
/**
 * `git fetch --depth=1 origin <sha>`: a depth-1 checkout does not have the base commit. With `auth` the
 * job token goes to git for this fetch alone ({@link tokenEnv}), so a checkout made with
 * `persist-credentials: false` can still fetch from a private repository.
 */
async function fetchCommit(cwd, sha, auth) {
    const env = auth !== undefined && auth.token !== '' ? tokenEnv(auth) : {};
    await gitRun(cwd, ['fetch', '--no-tags', '--depth=1', 'origin', sha], { env, maxBytes: 16 * 1024 * 1024 });
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


/***/ })

};
