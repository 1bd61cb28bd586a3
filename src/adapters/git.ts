/**
 * Git, as the pipeline needs it: the patch between two revisions, the changed paths (rename- and
 * binary-aware), and clean worktrees of the base revision, made in the run's state folder outside the
 * checkout (src/adapters/statedir.ts), or for report mode inside the repository's git folder.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pidAlive } from './outdir.js';

export class GitError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
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
function hooksDir(): string {
  // The null device is no folder, so git finds no hook in it; an empty folder made for the purpose
  // would be left behind in the temp folder by every run.
  return devNull;
}

/** The `-c` settings every git command of the gate runs with (hooks off, no fsmonitor, no `ext::`). */
export function gitHardening(): string[] {
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
export function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH || '/usr/local/bin:/usr/bin:/bin',
    HOME: process.env.HOME || tmpdir(),
    LC_ALL: 'C',
    LANG: 'C',
    TZ: 'UTC',
    GIT_TERMINAL_PROMPT: '0',
    GIT_OPTIONAL_LOCKS: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: devNull,
    GIT_ATTR_NOSYSTEM: '1',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_ASKPASS: '',
    SSH_ASKPASS: '',
  };
  if (process.platform === 'win32') {
    for (const name of ['SystemRoot', 'SYSTEMROOT', 'windir', 'ComSpec', 'PATHEXT'])
      if (process.env[name]) env[name] = process.env[name];
  }
  return env;
}

/** How long one git command may take before it is killed: a full checkout of a large tree fits. */
export const GIT_TIMEOUT_MS = 10 * 60 * 1000;

export function git(cwd: string, args: string[], encoding: 'utf8', timeoutMs?: number): Promise<string>;
export function git(cwd: string, args: string[], encoding: 'buffer', timeoutMs?: number): Promise<Buffer>;
export function git(
  cwd: string,
  args: string[],
  encoding: 'utf8' | 'buffer',
  timeoutMs = GIT_TIMEOUT_MS,
): Promise<string | Buffer> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      'git',
      [...gitHardening(), ...args],
      {
        cwd,
        env: gitEnv(),
        encoding,
        maxBuffer: 1024 * 1024 * 1024,
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
      },
      (err, stdout, stderr) => {
        if (err) {
          const text = Buffer.isBuffer(stderr) ? stderr.toString('utf8') : String(stderr);
          const killed = (err as { killed?: boolean }).killed ? ` (killed after ${timeoutMs} ms)` : '';
          reject(
            new GitError(`git ${args.slice(0, 3).join(' ')}: ${text.trim() || err.message}${killed}`, text),
          );
        } else resolvePromise(stdout);
      },
    );
  });
}

export interface GitRunOptions {
  /** Variables added to {@link gitEnv} (e.g. `GIT_INDEX_FILE` for a private index). */
  env?: Record<string, string>;
  /** Written to the command's standard input (`--stdin`, `--batch`). */
  input?: Buffer | string;
  timeoutMs?: number;
  /** Output held at most; past it the command is killed and {@link GitOutputTooLarge} thrown. */
  maxBytes?: number;
}

/** A git command printed more than its caller holds in memory. */
export class GitOutputTooLarge extends Error {
  constructor(
    readonly command: string,
    readonly maxBytes: number,
  ) {
    super(`git ${command}: printed more than ${maxBytes} bytes`);
    this.name = 'GitOutputTooLarge';
  }
}

/** {@link git} with a private environment addition and standard input; the output as bytes. */
export function gitRun(cwd: string, args: string[], options: GitRunOptions = {}): Promise<Buffer> {
  const timeoutMs = options.timeoutMs ?? GIT_TIMEOUT_MS;
  return new Promise((resolvePromise, reject) => {
    const child = execFile(
      'git',
      [...gitHardening(), ...args],
      {
        cwd,
        env: { ...gitEnv(), ...options.env },
        encoding: 'buffer',
        maxBuffer: options.maxBytes ?? 1024 * 1024 * 1024,
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
      },
      (err, stdout, stderr) => {
        if (err && (err as { code?: unknown }).code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
          reject(new GitOutputTooLarge(args.slice(0, 3).join(' '), options.maxBytes ?? 1024 * 1024 * 1024));
        } else if (err) {
          const text = stderr.toString('utf8');
          const killed = (err as { killed?: boolean }).killed ? ` (killed after ${timeoutMs} ms)` : '';
          reject(
            new GitError(`git ${args.slice(0, 3).join(' ')}: ${text.trim() || err.message}${killed}`, text),
          );
        } else resolvePromise(stdout);
      },
    );
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
export class FileSink {
  readonly fd: number;
  private readonly hash = createHash('sha256');
  bytes = 0;
  overflow = false;

  constructor(
    readonly path: string,
    readonly maxBytes: number,
    /** `wx`: a new file only (a name already there, a link included, fails and is never followed). */
    flags: 'w' | 'wx' = 'w',
    mode = 0o644,
  ) {
    // Read back by absorb(); a child's writes and write() go on at the end (one shared offset).
    this.fd = openSync(path, flags === 'wx' ? 'wx+' : 'w+', mode);
  }

  /** False once the cap is passed (the chunk is not written). */
  write(chunk: Buffer): boolean {
    if (this.overflow) return false;
    if (this.bytes + chunk.length > this.maxBytes) {
      this.overflow = true;
      return false;
    }
    for (let off = 0; off < chunk.length;) off += writeSync(this.fd, chunk, off);
    this.hash.update(chunk);
    this.bytes += chunk.length;
    return true;
  }

  /**
   * Counts and hashes what a child wrote to {@link fd} since the last call, reading it back in chunks;
   * false (and `overflow` set) when the file is now past the cap.
   */
  absorb(): boolean {
    if (this.overflow) return false;
    const size = fstatSync(this.fd).size;
    if (size > this.maxBytes) {
      this.overflow = true;
      return false;
    }
    const buf = Buffer.allocUnsafe(Math.min(1024 * 1024, Math.max(size - this.bytes, 1)));
    while (this.bytes < size) {
      const n = readSync(this.fd, buf, 0, Math.min(buf.length, size - this.bytes), this.bytes);
      if (n === 0)
        throw new Error(`${this.path}: ended at ${this.bytes} of ${size} bytes while it was read back`);
      this.hash.update(buf.subarray(0, n));
      this.bytes += n;
    }
    return true;
  }

  /** Whether the file is now past the cap (a child still writing to it must be stopped). */
  pastCap(): boolean {
    return fstatSync(this.fd).size > this.maxBytes;
  }

  /** Closes the file; the hex sha256 of what was written. */
  close(): string {
    closeSync(this.fd);
    return this.hash.digest('hex');
  }
}

/**
 * A git command whose standard output goes straight into `sink`'s file (the gate never holds it: a
 * patch can be far larger than the largest file in it), then is hashed from there. The file's size
 * is watched while git writes: past the sink's cap the command is killed and the promise resolves,
 * `sink.overflow` saying so.
 */
export function gitToSink(
  cwd: string,
  args: string[],
  sink: FileSink,
  timeoutMs = GIT_TIMEOUT_MS,
): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    let stderr = '';
    let failed: Error | undefined;
    if (sink.overflow) {
      resolvePromise();
      return;
    }
    const child = spawn('git', [...gitHardening(), ...args], {
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
        if (sink.pastCap()) child.kill('SIGKILL');
      } catch (err) {
        failed ??= err as Error;
        child.kill('SIGKILL');
      }
    }, 50);
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 64 * 1024) stderr += chunk.toString('utf8');
    });
    child.on('error', (err) => (failed ??= err));
    child.on('close', (code) => {
      clearTimeout(timer);
      clearInterval(watch);
      if (!failed) {
        try {
          sink.absorb();
        } catch (err) {
          failed = err as Error;
        }
      }
      if (failed) reject(failed);
      else if (sink.overflow) resolvePromise();
      else if (code !== 0)
        reject(new GitError(`git ${args.slice(0, 3).join(' ')}: ${stderr.trim() || `exit ${code}`}`, stderr));
      else resolvePromise();
    });
  });
}

/** What {@link streamGit} does with one command's input and output. */
interface GitStream {
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** Writes the command's standard input and ends it; `stopped` tells when the command failed. */
  feed: (stdin: NodeJS.WritableStream, stopped: () => boolean) => void;
  /** Each chunk of its standard output as it comes; a throw fails the command (it is killed). */
  take: (chunk: Buffer) => void;
  /** After it exited, not failed: an error when the exit or the output was not what it must be. */
  finish: (code: number | null, stderr: string) => Error | undefined;
}

/**
 * A git command whose output is read as it streams, never held whole: the wiring shared by
 * {@link catFileEach} and {@link gitBytesEach} — the first failure (a throw of `take`, a stream or
 * spawn error, the time limit) is kept and kills the command, and the promise settles once it closed.
 */
function streamGit(cwd: string, args: string[], s: GitStream): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const what = `git ${args.slice(0, 2).join(' ')}`;
    const child = spawn('git', [...gitHardening(), ...args], {
      cwd,
      env: { ...gitEnv(), ...s.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let failed: Error | undefined;
    const fail = (err: Error): void => {
      failed ??= err;
      child.kill('SIGKILL');
    };
    const timeoutMs = s.timeoutMs ?? GIT_TIMEOUT_MS;
    const timer = setTimeout(
      () => fail(new GitError(`${what}: killed after ${timeoutMs} ms`, '')),
      timeoutMs,
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (failed) return;
      try {
        s.take(chunk);
      } catch (err) {
        fail(err as Error);
      }
    });
    child.stdout.on('error', (err) => fail(err));
    child.on('error', (err) => fail(err));
    child.stdin.on('error', () => undefined);
    child.on('close', (code) => {
      clearTimeout(timer);
      const wrong = failed ?? s.finish(code, stderr);
      if (wrong) reject(wrong);
      else resolvePromise();
    });
    s.feed(child.stdin, () => failed !== undefined);
  });
}

/**
 * `git cat-file --batch` over `oids`, each object handed to `visit` as it is read and then dropped:
 * memory holds one object at a time, never all of them. The caller leaves out objects it will not
 * hold (sizes from `--batch-check`).
 */
export function catFileEach(
  cwd: string,
  oids: readonly string[],
  visit: (oid: string, content: Buffer) => void,
  timeoutMs = GIT_TIMEOUT_MS,
): Promise<void> {
  if (oids.length === 0) return Promise.resolve();
  let next = 0;
  // The object being read: its content is filled in place, so no chunk list grows with it.
  let body: Buffer | undefined;
  let filled = 0;
  let pending: Buffer = Buffer.alloc(0);
  const take = (chunk: Buffer): void => {
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
        visit(oids[next++] as string, done.subarray(0, done.length - 1));
      }
    }
  };
  return streamGit(cwd, ['cat-file', '--batch'], {
    timeoutMs,
    feed: (stdin) => stdin.end(oids.join('\n') + '\n'),
    take,
    finish: (code) =>
      code !== 0 || next !== oids.length
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
export function gitBytesEach(
  cwd: string,
  args: string[],
  lines: readonly string[],
  visit: (field: Buffer) => void,
  o: { env?: NodeJS.ProcessEnv; timeoutMs?: number; maxBytes?: number } = {},
): Promise<void> {
  const what = `git ${args.slice(0, 2).join(' ')}`;
  // The bytes of a field that a chunk ended inside of.
  let pending: Buffer[] = [];
  let seen = 0;
  const take = (chunk: Buffer): void => {
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
    if (from < chunk.length) pending.push(Buffer.from(chunk.subarray(from)));
  };
  // The input in batches, each written when the pipe has taken the one before.
  const feed = (stdin: NodeJS.WritableStream, stopped: () => boolean): void => {
    let at = 0;
    const BATCH = 4096;
    const writeMore = (): void => {
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
    finish: (code, stderr) =>
      code !== 0
        ? new GitError(`${what}: exit ${code}: ${stderr.trim()}`, stderr)
        : pending.length > 0
          ? new GitError(`${what}: its output ends inside a field`, stderr)
          : undefined,
  });
}

/** {@link gitBytesEach} with each field read as UTF-8 text. */
export function gitFieldsEach(
  cwd: string,
  args: string[],
  lines: readonly string[],
  visit: (field: string) => void,
  o: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<void> {
  return gitBytesEach(cwd, args, lines, (field) => visit(field.toString('utf8')), o);
}

/** The repository's top-level folder for a path inside it. */
export async function topLevel(cwd: string): Promise<string> {
  return (await git(cwd, ['rev-parse', '--show-toplevel'], 'utf8')).trim();
}

/** The full sha of a revision, or undefined when it is not in the repository. */
export async function resolveCommit(cwd: string, rev: string): Promise<string | undefined> {
  try {
    return (
      await git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], 'utf8')
    ).trim();
  } catch {
    return undefined;
  }
}

/** The job token for a fetch from the server (the action's `token` input) and the server's URL. */
export interface FetchAuth {
  serverUrl: string;
  token: string;
}

/**
 * The configuration that gives git the job token for one command, as actions/checkout would persist
 * it, but in that command's environment only (never in `.git/config`, where code under test could read
 * it, nor in its arguments, which any user can read): an empty value first, so a header a checkout did
 * persist is not sent twice.
 */
function tokenEnv(auth: FetchAuth): Record<string, string> {
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
export async function fetchCommit(cwd: string, sha: string, auth?: FetchAuth): Promise<void> {
  const env = auth !== undefined && auth.token !== '' ? tokenEnv(auth) : {};
  await gitRun(cwd, ['fetch', '--no-tags', '--depth=1', 'origin', sha], { env, maxBytes: 16 * 1024 * 1024 });
}

/** The folder where this repository's gate worktrees live (inside the git common dir). */
export async function worktreeRoot(cwd: string): Promise<string> {
  const common = (await git(cwd, ['rev-parse', '--git-common-dir'], 'utf8')).trim();
  return join(resolve(cwd, common), 'gate-worktrees');
}

/**
 * Removes worktrees that an earlier gate run left behind (it crashed or was killed): every folder
 * under the worktree root whose owning process is gone. Returns what was removed.
 */
export async function removeStaleWorktrees(cwd: string): Promise<string[]> {
  const root = await worktreeRoot(cwd);
  if (!existsSync(root)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(root)) {
    const pid = Number(/^base-(\d+)-/.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && pidAlive(pid)) continue;
    if (pid === process.pid) continue;
    const dir = join(root, name);
    await git(cwd, ['worktree', 'remove', '--force', dir], 'utf8').catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
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
export async function addWorktree(
  cwd: string,
  sha: string,
  purpose: string,
  parent?: string,
): Promise<string> {
  const root = parent ?? (await worktreeRoot(cwd));
  mkdirSync(root, { recursive: true });
  const dir = join(root, `base-${process.pid}-${++worktreeCounter}-${purpose}`);
  await git(cwd, ['worktree', 'add', '--detach', '--force', dir, sha], 'utf8');
  return dir;
}

export async function removeWorktree(cwd: string, dir: string): Promise<void> {
  await git(cwd, ['worktree', 'remove', '--force', dir], 'utf8').catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
  await git(cwd, ['worktree', 'prune'], 'utf8').catch(() => undefined);
}

/** Synchronous last-resort cleanup for exit paths (SIGINT) where nothing can be awaited. */
export function removeWorktreeSync(root: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync('git', [...gitHardening(), 'worktree', 'prune'], {
      cwd: root,
      env: gitEnv(),
      stdio: 'ignore',
      timeout: 5000,
    });
  } catch {
    // The next run prunes what is left (removeStaleWorktrees).
  }
}

/**
 * The names (never the values) of local git settings that hold a credential user processes could read
 * from the checkout: an `http.<url>.extraheader` (actions/checkout's persisted token) or a remote URL
 * with a password in it.
 */
export async function persistedCredentials(cwd: string): Promise<string[]> {
  let out: string;
  try {
    out = await git(
      cwd,
      ['config', '--local', '--null', '--get-regexp', '^(http\\..*\\.extraheader|remote\\..*\\.url)$'],
      'utf8',
    );
  } catch {
    return []; // exit 1: no such key
  }
  const names: string[] = [];
  for (const entry of out.split('\0')) {
    const nl = entry.indexOf('\n');
    if (nl < 0) continue;
    const [name, value] = [entry.slice(0, nl), entry.slice(nl + 1)];
    if (/\.extraheader$/i.test(name) || /^[a-z][a-z0-9+.-]*:\/\/[^/@]*:[^/@]*@/i.test(value))
      names.push(name);
  }
  return [...new Set(names)];
}

/** Is the worktree exactly its commit (nothing modified, nothing untracked)? */
export async function isClean(dir: string): Promise<boolean> {
  return (await git(dir, ['status', '--porcelain', '--untracked-files=all'], 'utf8')).trim() === '';
}
