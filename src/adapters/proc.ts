/**
 * Runs one user program (a spec, generator or invariant) under the process contract of SPEC §8:
 * its own process group, a minimal environment, a hard budget enforced on the whole group, and
 * output captured to a log up to a cap. Every process failure comes back as data in ProcResult,
 * so the stages decide what a crash or a timeout means; only a malformed ProcSpec throws.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  closeSync,
  constants as fsConstants,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { performance } from 'node:perf_hooks';

export interface ProcSpec {
  /** Absolute path of the program (a spec, generator or invariant). */
  file: string;
  args?: string[];
  cwd: string;
  /**
   * The folder the process is started in, where that is not `cwd`: the result channel's Node preload
   * (src/adapters/attest-preload.ts) is resolved from a folder of the gate's and moves the program to
   * `cwd` before any other code runs. Default: `cwd`.
   */
  launchCwd?: string;
  /** GATE_* variables, added on top of the minimal environment. */
  env?: Record<string, string>;
  /** The budget: at this point the whole process group is SIGKILLed. */
  timeoutMs: number;
  /** Bytes of combined stdout+stderr kept in the log file; default 1 MiB. */
  outputCapBytes?: number;
  /** Where the captured output is written (parent dirs created). */
  logPath?: string;
  /** Bytes of stdout kept in memory for parsing; default 64 KiB. */
  stdoutKeepBytes?: number;
  /**
   * Interpreter arguments before the program file (the attestation preload, src/adapters/attest.ts);
   * ignored for a program executed directly.
   */
  launchArgs?: string[];
  /**
   * Folders the program writes into (a generator's GATE_OUT), made by the gate just before the
   * run. A runner that runs programs as another user makes them writable to that user.
   */
  writableDirs?: string[];
  /**
   * Written to the program's stdin, which is then closed (the result channel's nonce: a pipe only
   * this process holds, never a file another process could find). Without it stdin is /dev/null.
   */
  stdin?: string;
  /**
   * Open descriptors the program inherits as fd 3, 4, … (the verdict file the gate created). A
   * runner that cannot pass them (sudo closes every descriptor above 2) says so (passesFds).
   */
  passFds?: number[];
  /**
   * Holds the program: it is started now, but `stdin` (which it must have) is written only when `hold`
   * settles with a budget in ms, which then replaces `timeoutMs`. A program whose interpreter reads
   * `stdin` before any of its own code (the result channel's preloads read the nonce there) runs only
   * the gate's code until then. The run's time, its budget and its log all start at the release; a hold
   * that settles with null (or rejects) kills the program unreleased: no log, `notReleased` in the result.
   */
  hold?: Promise<number | null>;
  /**
   * Folders a held program (`hold`) writes into, granted at its release and not before (a runner that
   * runs programs as another user hands them, and what the run's other users left in them, to the
   * program's user then): a program held beside the one that fills them takes none of them from it.
   * Without `hold`, the same as `writableDirs`.
   */
  writableAtRelease?: string[];
  /**
   * For a program that runs at its path in the tree under test (an invariant, an exercise): the files
   * of that tree (relative to `cwd`) that are its own code, the oracle's pinned files. An exit from any
   * other file of the tree, its own folder included, is the code under test's (src/adapters/attest.ts):
   * a file planted beside it is not the program. Absent: every file of its own folder is its own.
   */
  ownFiles?: readonly string[];
  /**
   * Keep the program's load record (the files of the tree it loaded, filed in `ProcessRunner.loads`
   * for trace.exercised): asked only of the runs whose record is read, since on Node 20 recording ES
   * module loads starts a hooks thread in each program. Default: no record.
   */
  recordLoads?: boolean;
}

/**
 * The one way stages and the single-stage commands run user programs (SPEC §8): budgets, process
 * groups, capped logs. An implementation decides where and as whom the program runs.
 */
export interface ProcessRunner {
  run(spec: ProcSpec): Promise<ProcResult>;
  /** False when descriptors above 2 cannot reach the program (ProcSpec.passFds); default true. */
  readonly passesFds?: boolean;
  /** Where the result channel files each program's load record (src/adapters/attest.ts LoadBook). */
  readonly loads?: LoadSink;
  /**
   * True when programs that run side by side run as different OS users (the sandbox), so one can
   * neither signal nor trace nor read the memory of another: only then may a program be started held
   * (ProcSpec.hold) beside one that runs user code.
   */
  readonly apart?: boolean;
  /**
   * Whether a program may be held beside another in the tree at `cwd` (ProcSpec.hold). In a view lent to
   * one user (src/adapters/views.ts) only one that never writes the tree (`readsTreeOnly`, the judge)
   * may: a held program is another user, which reads that view's files but cannot write them. Absent:
   * wherever programs run apart.
   */
  holdsIn?(cwd: string, readsTreeOnly: boolean): boolean;
}

/** Takes the repository files one program loaded (paths relative to the tree root). */
export interface LoadSink {
  add(program: string, files: readonly string[]): void;
}

/** Runs user programs as the gate's own user, in their own process groups. */
export const localRunner: ProcessRunner = { run: (spec) => runProcess(spec) };

/**
 * How and as whom a program is started, and how its process group is killed: the seam the sandbox
 * (src/adapters/sandbox.ts) uses to run programs as another OS user. The default starts the
 * program as the gate's own user and kills its group with kill(2).
 */
export interface Launch {
  /** The command line actually spawned for `command args` (a sudo prefix, or unchanged). */
  argv(command: string, args: string[], env: Record<string, string>): { command: string; args: string[] };
  /** Variables that replace the minimal environment's (the sandbox's scratch HOME and TMPDIR). */
  env?: Record<string, string>;
  /** Passed to spawn: the user and group the program runs as (only when the gate is root). */
  uid?: number;
  gid?: number;
  /** SIGKILLs every member of the process group led by `pgid`; must not throw. */
  killGroup(pgid: number): void;
}

export const localLaunch: Launch = {
  argv: (command, args) => ({ command, args }),
  killGroup,
};

export interface ProcResult {
  /** null when killed by a signal or never started. */
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  elapsedMs: number;
  /** The first stdoutKeepBytes of stdout, utf-8 (never ending in half a character). */
  stdout: string;
  /** The log was capped (or would have been, when no logPath was given). */
  outputTruncated: boolean;
  /** Total bytes of stdout+stderr the program produced, kept or not. */
  outputBytes: number;
  /** The program could not be started, e.g. ENOENT / EACCES, with the file named. */
  spawnError?: string;
  /** The log could not be written; the run itself is still valid. */
  logError?: string;
  /** The program was held (ProcSpec.hold) and killed unreleased: none of its own code ran. */
  notReleased?: true;
}

export const DEFAULT_OUTPUT_CAP_BYTES = 1024 * 1024;
export const DEFAULT_STDOUT_KEEP_BYTES = 64 * 1024;
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
let pycache: string | undefined;
let pycacheFilled = false;
let pycacheHolders = 0;
let pycacheExitHook = false;

/** Removes the cache prefix folder (the next Python program makes a new one). */
function removePycache(): void {
  const dir = pycache;
  if (dir === undefined || dir === '/dev/null' || dir === 'NUL') return;
  pycache = undefined;
  pycacheFilled = false;
  try {
    chmodTree(dir, 0o700, 0o600);
    rmSync(dir, { recursive: true, force: true });
  } catch {
    // Left behind in the temp folder: read-only caches of the standard library, nothing else.
  }
}

/** Holds the cache prefix for a run; the returned function lets go (the last one out removes it). */
export function holdPycachePrefix(): () => void {
  pycacheHolders += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    pycacheHolders -= 1;
    if (pycacheHolders === 0) removePycache();
  };
}

/** Modules compiled into the cache prefix up front: what the bootstrap and most programs import. */
const PRECOMPILED = 'json, runpy, traceback, base64, hashlib, random, re, collections, dataclasses, typing';

/**
 * The cache prefix folder of this gate process; `fill` compiles {@link PRECOMPILED} into it first
 * (once, when a Python program is about to start: a gate that runs no Python never starts one).
 */
export function pycachePrefix(o: { fill?: boolean } = {}): string {
  if (pycache === undefined) {
    try {
      const dir = mkdtempSync(join(tmpdir(), 'gate-pycache-'));
      readOnly(dir);
      if (!pycacheExitHook) {
        pycacheExitHook = true;
        process.once('exit', removePycache);
      }
      pycache = dir;
    } catch {
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
      spawnSync('python3', ['-I', '-X', `pycache_prefix=${dir}`, '-c', `import ${PRECOMPILED}`], {
        cwd: dir,
        stdio: 'ignore',
        timeout: 60_000,
        env: { PATH: absolutePath(process.env.PATH) || DEFAULT_PATH },
      });
    } finally {
      readOnly(dir);
    }
  }
  return pycache;
}

/** Folders 0555 and files 0444: readable by a sandbox user, writable by nobody but by chmod. */
function readOnly(dir: string): void {
  try {
    chmodTree(dir, 0o555, 0o444);
  } catch {
    // A cache that stayed writable is still outside every checkout and never written (-B).
  }
}

function chmodTree(path: string, dirMode: number, fileMode: number): void {
  const st = lstatSync(path);
  if (st.isSymbolicLink()) return;
  if (st.isDirectory()) {
    chmodSync(path, 0o700);
    for (const name of readdirSync(path)) chmodTree(join(path, name), dirMode, fileMode);
    chmodSync(path, dirMode);
  } else chmodSync(path, fileMode);
}

/**
 * How a program file is started: the interpreter, its own flags (before any preload), and the
 * arguments naming the program.
 */
export function commandFor(file: string): { command: string; args: string[]; flags?: string[] } {
  switch (extname(file).toLowerCase()) {
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
 * PATH without the entries a program's working folder would answer: a relative entry (`.venv/bin`,
 * `node_modules/.bin`) or an empty one (the working folder itself) names a folder of the tree under
 * test, where a patch could put a `python3` or `node` of its own that the runner is started as.
 */
export function absolutePath(value: string | undefined): string {
  if (value === undefined) return '';
  const sep = process.platform === 'win32' ? ';' : ':';
  const abs = process.platform === 'win32' ? /^(?:[A-Za-z]:[\\/]|\\\\)/ : /^\//;
  return value
    .split(sep)
    .filter((entry) => abs.test(entry))
    .join(sep);
}

/**
 * The whole environment a user program sees: an allow-list of what interpreters need, never the
 * runner's variables (GITHUB_TOKEN, INPUT_*, ACTIONS_RUNTIME_TOKEN, NODE_OPTIONS, …), plus `extra`.
 */
export function minimalEnv(extra: Record<string, string> = {}): Record<string, string> {
  const parent = process.env;
  const env: Record<string, string> = {
    PATH: absolutePath(parent.PATH) || DEFAULT_PATH,
    HOME: parent.HOME || homedir(),
    LANG: parent.LANG || 'C.UTF-8',
    LC_ALL: parent.LC_ALL || 'C.UTF-8',
    TMPDIR: parent.TMPDIR || tmpdir(),
    TZ: parent.TZ || 'UTC',
  };
  if (process.platform === 'win32') {
    for (const name of WINDOWS_ESSENTIALS) {
      const value = parent[name];
      if (value) env[name] = value;
    }
  }
  for (const [name, value] of Object.entries(extra)) {
    if (!SECRET_NAME.test(name)) env[name] = value;
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
const liveGroups = new Map<number, (pgid: number) => void>();

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is already empty, which is the goal.
  }
}

export function killAllRunning(): void {
  for (const [pid, kill] of liveGroups) kill(pid);
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
let ticker: NodeJS.Timeout | null = null;
let tickUsers = 0;

function tick(): void {
  const now = performance.now();
  stalledMs += Math.max(0, now - lastTick - TICK_MS - LATE_MS);
  lastTick = now;
}

/** Stalled time so far, including a stall still under way (the current turn came late). */
function stalledNow(): number {
  if (ticker === null) return stalledMs;
  return stalledMs + Math.max(0, performance.now() - lastTick - TICK_MS - LATE_MS);
}

function holdTicker(): void {
  if (tickUsers++ > 0) return;
  lastTick = performance.now();
  ticker = setInterval(tick, TICK_MS);
  ticker.unref();
}

function releaseTicker(): void {
  if (--tickUsers > 0 || ticker === null) return;
  tick();
  clearInterval(ticker);
  ticker = null;
}

/** The number of process groups runProcess has started and not yet reaped (for tests and shutdown). */
export function runningCount(): number {
  return liveGroups.size;
}

/** Cuts a trailing partial UTF-8 sequence, so a capped stdout never ends in U+FFFD. */
export function utf8Prefix(buf: Buffer): string {
  let end = buf.length;
  for (let i = buf.length - 1; i >= 0 && i >= buf.length - 4; i--) {
    const b = buf[i]!;
    if ((b & 0xc0) === 0x80) continue;
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    if (i + need > buf.length) end = i;
    break;
  }
  return buf.subarray(0, end).toString('utf8');
}

/**
 * The log is written synchronously: it is capped (1 MiB by default), so the cost is bounded, the
 * order of stdout and stderr chunks is kept, and no write buffer can grow behind a slow disk.
 */
class CappedLog {
  private fd: number | null = null;
  private written = 0;
  private lastByte = 0x0a;
  total = 0;
  error: string | undefined;

  constructor(
    path: string | undefined,
    private readonly cap: number,
  ) {
    if (path === undefined) return;
    try {
      mkdirSync(dirname(path), { recursive: true });
      this.fd = openSync(path, 'w');
    } catch (err) {
      this.error = describeError(err, path);
    }
  }

  get truncated(): boolean {
    return this.total > this.cap;
  }

  write(chunk: Buffer): void {
    this.total += chunk.length;
    const room = this.cap - this.written;
    if (room <= 0) return;
    const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
    this.written += part.length;
    this.lastByte = part[part.length - 1] ?? this.lastByte;
    this.append(part);
  }

  note(line: string): void {
    this.append(Buffer.from(`${this.lastByte === 0x0a ? '' : '\n'}${line}\n`));
    this.lastByte = 0x0a;
  }

  close(): void {
    if (this.fd === null) return;
    try {
      closeSync(this.fd);
    } catch {
      // Nothing left to lose: every byte was written synchronously.
    }
    this.fd = null;
  }

  private append(data: Buffer): void {
    if (this.fd === null) return;
    try {
      let off = 0;
      while (off < data.length) off += writeSync(this.fd, data, off);
    } catch (err) {
      this.error = describeError(err, 'log');
      this.close();
    }
  }
}

function describeError(err: unknown, subject: string): string {
  const e = err as NodeJS.ErrnoException;
  const code = typeof e?.code === 'string' ? e.code : 'ERROR';
  return `${code}: ${subject}: ${e?.message ?? String(err)}`;
}

/**
 * Checks what spawn would only report vaguely: a missing `.py` is otherwise python3's exit 2, which
 * a stage would read as a crashing spec rather than a configuration defect.
 */
function preflight(spec: ProcSpec, command: string): string | undefined {
  try {
    const st = statSync(spec.file);
    if (!st.isFile()) return `EISDIR: ${spec.file} is not a regular file`;
    if (command === spec.file) accessSync(spec.file, fsConstants.X_OK);
  } catch (err) {
    return describeError(err, spec.file);
  }
  for (const dir of spec.launchCwd !== undefined ? [spec.cwd, spec.launchCwd] : [spec.cwd]) {
    try {
      if (!statSync(dir).isDirectory()) return `ENOTDIR: working directory ${dir}`;
    } catch (err) {
      return describeError(err, `working directory ${dir}`);
    }
  }
  return undefined;
}

function validate(spec: ProcSpec): void {
  if (spec.hold !== undefined && spec.stdin === undefined) {
    throw new RangeError('runProcess: a held program needs stdin (it is released by writing it)');
  }
  if (!Number.isFinite(spec.timeoutMs) || spec.timeoutMs <= 0) {
    throw new RangeError(`runProcess: timeoutMs must be a positive number of ms, got ${spec.timeoutMs}`);
  }
  for (const [name, value] of [
    ['outputCapBytes', spec.outputCapBytes],
    ['stdoutKeepBytes', spec.stdoutKeepBytes],
  ] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
      throw new RangeError(`runProcess: ${name} must be a non-negative integer, got ${value}`);
    }
  }
}

/** The budget a hold settled with, or null for a hold that lets the program go unreleased. */
function releasedBudget(hold: Promise<number | null>): Promise<number | null> {
  return hold.then(
    (ms) => (typeof ms === 'number' && Number.isFinite(ms) ? Math.max(1, ms) : null),
    () => null,
  );
}

/** The result of a held program killed unreleased (ProcSpec.hold): it ran none of its own code. */
function unreleased(): ProcResult {
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

export async function runProcess(spec: ProcSpec, launch: Launch = localLaunch): Promise<ProcResult> {
  validate(spec);
  const { command, args, flags = [] } = commandFor(spec.file);
  const kill = (pgid: number): void => launch.killGroup(pgid);
  const cap = spec.outputCapBytes ?? DEFAULT_OUTPUT_CAP_BYTES;
  const keep = spec.stdoutKeepBytes ?? DEFAULT_STDOUT_KEEP_BYTES;
  const hold = spec.hold;
  // A held program's log is opened at its release: one killed unreleased leaves none.
  let log: CappedLog | null = hold === undefined ? new CappedLog(spec.logPath, cap) : null;
  let started = performance.now();

  const notStarted = async (spawnError: string): Promise<ProcResult> => {
    if (hold !== undefined) {
      // Told at the release, as a program started then would have told it.
      if ((await releasedBudget(hold)) === null) return unreleased();
      started = performance.now();
    }
    const l = log ?? new CappedLog(spec.logPath, cap);
    l.note(`[gate: could not start: ${spawnError}]`);
    l.close();
    return {
      exitCode: null,
      signal: null,
      timedOut: false,
      elapsedMs: Math.round(performance.now() - started),
      stdout: '',
      outputTruncated: false,
      outputBytes: 0,
      spawnError,
      ...(l.error ? { logError: l.error } : {}),
    };
  };

  const problem = preflight(spec, command);
  if (problem) return notStarted(problem);

  let child: ChildProcess;
  try {
    const preload = command === spec.file ? [] : (spec.launchArgs ?? []);
    const env = { ...minimalEnv(spec.env), ...launch.env };
    const run = launch.argv(command, [...flags, ...preload, ...args, ...(spec.args ?? [])], env);
    child = spawn(run.command, run.args, {
      cwd: spec.launchCwd ?? spec.cwd,
      env,
      ...(launch.uid !== undefined ? { uid: launch.uid } : {}),
      ...(launch.gid !== undefined ? { gid: launch.gid } : {}),
      // A new session and process group: the budget kill reaches every descendant that stays in
      // it, and a Ctrl-C at the terminal reaches the gate only, which then calls killAllRunning.
      detached: true,
      stdio: [spec.stdin !== undefined ? 'pipe' : 'ignore', 'pipe', 'pipe', ...(spec.passFds ?? [])],
      windowsHide: true,
    });
  } catch (err) {
    return notStarted(describeError(err, `${command} (running ${spec.file})`));
  }

  // A program that exits without reading gives EPIPE here; that is its business, not an error.
  child.stdin?.on('error', () => {});
  if (spec.stdin !== undefined && hold === undefined) child.stdin?.end(spec.stdin);

  holdTicker();
  let stalledAtStart = stalledNow();
  return new Promise<ProcResult>((resolve) => {
    const pid = child.pid;
    if (pid !== undefined) liveGroups.set(pid, kill);

    const stdoutChunks: Buffer[] = [];
    let stdoutKept = 0;
    let timedOut = false;
    let exitCode: number | null = null;
    let signal: string | null = null;
    let exitedAt: number | null = null;
    let stalledAtExit: number | null = null;
    let spawnError: string | undefined;
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    let budgetMs = spec.timeoutMs;
    // A held program (ProcSpec.hold): not yet released, or let go unreleased; what it prints before
    // its release (only its interpreter could) waits here, at most the cap, for the log.
    let released = hold === undefined;
    let letGo = false;
    let finishAtRelease = false;
    const early: Buffer[] = [];
    let earlyKept = 0;
    let earlyDropped = 0;
    const toLog = (chunk: Buffer): void => {
      if (log !== null) return log.write(chunk);
      const part = chunk.subarray(0, Math.max(0, cap - earlyKept));
      if (part.length > 0) early.push(Buffer.from(part));
      earlyKept += part.length;
      earlyDropped += chunk.length - part.length;
    };

    const stdout = child.stdout!;
    const stderr = child.stderr!;
    // Both pipes are always drained, kept or not, so the child never blocks on a full pipe and
    // memory stays bounded by the keep and cap sizes whatever the program prints.
    stdout.on('data', (chunk: Buffer) => {
      toLog(chunk);
      if (stdoutKept < keep) {
        const part = chunk.length <= keep - stdoutKept ? chunk : chunk.subarray(0, keep - stdoutKept);
        // Copy the slice: a subarray would pin the whole 64 KiB read buffer.
        stdoutChunks.push(part === chunk ? chunk : Buffer.from(part));
        stdoutKept += part.length;
      }
    });
    stderr.on('data', (chunk: Buffer) => toLog(chunk));
    // A destroyed pipe can report ECONNRESET/EPIPE; the run's outcome comes from 'exit' alone.
    stdout.on('error', () => {});
    stderr.on('error', () => {});

    const finish = (): void => {
      if (settled) return;
      if (!released && !letGo) {
        // A held program that ended before its release is reported at the release.
        finishAtRelease = true;
        return;
      }
      settled = true;
      for (const t of timers) clearTimeout(t);
      stdout.destroy();
      stderr.destroy();
      child.stdin?.destroy();
      if (!released || log === null) {
        releaseTicker();
        resolve(unreleased());
        return;
      }
      if (timedOut) log.note(`[gate: budget of ${budgetMs} ms exceeded; process group killed]`);
      if (log.truncated) log.note(`[gate: output truncated after ${cap} bytes]`);
      log.close();
      const end = exitedAt ?? performance.now();
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
      if (exitedAt !== null || (pid !== undefined && !spawnFailed(err))) return;
      spawnError = describeError(err, `${command} (running ${spec.file})`);
      if (pid !== undefined) liveGroups.delete(pid);
      finish();
    });

    child.on('exit', (code, sig) => {
      exitedAt = performance.now();
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
      if (exitedAt !== null) finish();
    });

    const armBudget = (): void => {
      timers.push(
        setTimeout(() => {
          // The budget is the program's, not the gate's: when gate-side work held the event loop past
          // the deadline, an exit that happened meanwhile is still queued behind this timer. Deciding
          // after the pending I/O has been read (setImmediate runs after the poll phase) charges the
          // program only for time it really ran.
          setImmediate(() => {
            if (exitedAt !== null || settled) return;
            timedOut = true;
            if (pid !== undefined) kill(pid);
            timers.push(
              setTimeout(() => {
                if (exitedAt !== null) return;
                signal = 'SIGKILL';
                finish();
              }, EXIT_GRACE_MS),
            );
          });
        }, budgetMs),
      );
    };

    if (hold === undefined) {
      armBudget();
      return;
    }
    void releasedBudget(hold).then((budget) => {
      if (settled) return;
      if (budget === null) {
        // Let go unreleased: killed before any of its own code ran, and reported as such. Its stdin
        // stays open until it is gone (finish): an end of input would wake it.
        letGo = true;
        if (pid !== undefined) kill(pid);
        if (finishAtRelease) finish();
        else timers.push(setTimeout(finish, EXIT_GRACE_MS));
        return;
      }
      released = true;
      budgetMs = budget;
      // The run starts now: its time, its budget, its log.
      started = performance.now();
      stalledAtStart = stalledNow();
      log = new CappedLog(spec.logPath, cap);
      for (const chunk of early) log.write(chunk);
      log.total += earlyDropped;
      early.length = 0;
      if (exitedAt !== null) {
        // It ended before its release (its interpreter failed): it ran nothing of its own.
        exitedAt = started;
        stalledAtExit = stalledAtStart;
        if (finishAtRelease) finish();
        return;
      }
      armBudget();
      child.stdin?.end(spec.stdin);
    });
  });
}

function spawnFailed(err: Error): boolean {
  return (err as NodeJS.ErrnoException).syscall?.startsWith('spawn') ?? false;
}
