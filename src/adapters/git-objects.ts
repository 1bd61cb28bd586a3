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
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { GIT_TIMEOUT_MS, GitError, gitEnv, gitHardening } from './git.js';

/** An object as git stores it (`content` empty when it was streamed or only its size asked for). */
export interface GitObject {
  type: string;
  size: number;
  content: Buffer;
}

/** How long a reader waits for another request before its process ends. */
const IDLE_MS = 150;

/** An object id as git prints it (SHA-1 or SHA-256), and nothing else. */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

interface Pending {
  id: string;
  resolve: (o: GitObject) => void;
  reject: (e: Error) => void;
  /** Streamed: the content goes here chunk by chunk, and the object's `content` is empty. */
  write?: (chunk: Buffer) => void;
}

class ObjectReader {
  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly queue: Pending[] = [];
  private pending: Buffer = Buffer.alloc(0);
  /** The object being read: `size + 1` bytes (its content and a newline), into `buf` or streamed. */
  private body: { type: string; size: number; buf?: Buffer; filled: number } | undefined;
  private idle: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;

  /** `check`: a `git cat-file --batch-check`, which answers with an object's type and size only. */
  constructor(
    private readonly cwd: string,
    private readonly check = false,
  ) {}

  read(id: string, write?: (chunk: Buffer) => void): Promise<GitObject> {
    if (!OBJECT_ID.test(id))
      return Promise.reject(new GitError(`not a git object id: ${JSON.stringify(id)}`, ''));
    return new Promise<GitObject>((resolve, reject) => {
      const child = this.start();
      if (this.idle !== undefined) clearTimeout(this.idle);
      this.idle = undefined;
      this.queue.push({ id, resolve, reject, ...(write !== undefined ? { write } : {}) });
      this.hold(true);
      this.armTimeout();
      child.stdin.write(`${id}\n`);
    });
  }

  close(): void {
    this.stop(new GitError('git cat-file --batch: closed with reads pending', ''));
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.child !== undefined) return this.child;
    const child = spawn('git', [...gitHardening(), 'cat-file', this.check ? '--batch-check' : '--batch'], {
      cwd: this.cwd,
      env: gitEnv(),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child = child;
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => {
      if (stderr.length < 4096) stderr += c.toString('utf8');
    });
    child.stdout.on('data', (chunk: Buffer) => this.take(child, chunk));
    child.stdin.on('error', () => undefined);
    child.on('error', (err) => this.stop(err, child));
    child.on('close', (code) => {
      if (this.child === child)
        this.stop(
          new GitError(`git cat-file --batch: exit ${code}${stderr ? `: ${stderr.trim()}` : ''}`, stderr),
          child,
        );
    });
    return child;
  }

  /** Whether the process keeps the gate's event loop alive: while a read waits, and not when idle. */
  private hold(on: boolean): void {
    const child = this.child;
    if (child === undefined) return;
    for (const h of [child, child.stdin, child.stdout, child.stderr] as unknown as {
      ref?: () => void;
      unref?: () => void;
    }[])
      if (on) h.ref?.();
      else h.unref?.();
  }

  private take(child: ChildProcessWithoutNullStreams, chunk: Buffer): void {
    if (this.child !== child) return;
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
          return this.stop(new GitError('git cat-file --batch: an answer nobody asked for', ''));
        if (header[0] !== head.id)
          return this.stop(new GitError(`git cat-file --batch: unexpected answer for ${head.id}`, ''));
        if (header[1] === 'missing' || header[1] === 'ambiguous') {
          this.queue.shift();
          head.reject(new GitError(`git cat-file: object ${head.id} is ${header[1]}`, ''));
          this.settled();
          continue;
        }
        const size = Number(header[2]);
        if (header.length !== 3 || header[1] === undefined || !Number.isSafeInteger(size) || size < 0)
          return this.stop(new GitError(`git cat-file --batch: unexpected header for ${head.id}`, ''));
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
      const head = this.queue[0] as Pending;
      const n = Math.min(body.size + 1 - body.filled, data.length);
      if (body.buf !== undefined) data.copy(body.buf, body.filled, 0, n);
      else {
        // The content only, not git's newline after it.
        const content = Math.min(n, Math.max(0, body.size - body.filled));
        if (content > 0) {
          try {
            head.write?.(data.subarray(0, content));
          } catch (err) {
            return this.stop(err as Error);
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
  private settled(): void {
    this.armTimeout();
    if (this.queue.length === 0 && this.idle === undefined) {
      // Idle, the process does not hold the gate's exit.
      this.hold(false);
      this.idle = setTimeout(() => this.stop(undefined), IDLE_MS);
      this.idle.unref();
    }
  }

  private armTimeout(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.queue.length === 0) return;
    this.timer = setTimeout(
      () => this.stop(new GitError(`git cat-file --batch: no answer in ${GIT_TIMEOUT_MS} ms`, '')),
      GIT_TIMEOUT_MS,
    );
    this.timer.unref();
  }

  /** Ends the process; every read still waiting fails with `err`. */
  private stop(err: Error | undefined, only?: ChildProcessWithoutNullStreams): void {
    const child = this.child;
    if (only !== undefined && child !== only) return;
    this.child = undefined;
    this.body = undefined;
    this.pending = Buffer.alloc(0);
    if (this.idle !== undefined) clearTimeout(this.idle);
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.idle = this.timer = undefined;
    if (child !== undefined) {
      child.stdin.end();
      if (err !== undefined) child.kill('SIGKILL');
    }
    const waiting = this.queue.splice(0);
    for (const p of waiting) p.reject(err ?? new GitError('git cat-file --batch: ended', ''));
  }
}

const readers = new Map<string, ObjectReader>();
const checkers = new Map<string, ObjectReader>();

/** The type and size of the object `id` of the repository at `cwd`, its content not read. */
export async function objectInfo(cwd: string, id: string): Promise<{ type: string; size: number }> {
  let checker = checkers.get(cwd);
  if (checker === undefined) {
    checker = new ObjectReader(cwd, true);
    checkers.set(cwd, checker);
  }
  const { type, size } = await checker.read(id);
  return { type, size };
}

/** The object `id` of the repository at `cwd`, read through that repository's batch reader. */
export function readObject(cwd: string, id: string): Promise<GitObject> {
  return readerFor(cwd).read(id);
}

/**
 * Streams the object `id` of the repository at `cwd` to `write`, chunk by chunk (a file of any size
 * is never held whole); resolves with its type.
 */
export async function streamObject(cwd: string, id: string, write: (chunk: Buffer) => void): Promise<string> {
  return (await readerFor(cwd).read(id, write)).type;
}

function readerFor(cwd: string): ObjectReader {
  let reader = readers.get(cwd);
  if (reader === undefined) {
    reader = new ObjectReader(cwd);
    readers.set(cwd, reader);
  }
  return reader;
}

/** Ends every batch reader's process (the end of a run); a later read starts a new one. */
export function closeObjectReaders(): void {
  for (const r of [...readers.values(), ...checkers.values()]) r.close();
  readers.clear();
  checkers.clear();
}
