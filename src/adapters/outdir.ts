/**
 * The `.gate/` output folder: a lock so that two runs in one checkout cannot mix their results, a
 * fresh folder per run so that stale files are never read as this run's results, and atomic writes
 * so that an old or partial trace is never published.
 */
import {
  closeSync,
  existsSync,
  lstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative } from 'node:path';
import type { ArtifactRef } from '../trace/model.js';

/** The file that marks a folder as written by the gate (the action uploads only such a folder). */
export const MARKER = '.gate-out';

export class OutDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutDirError';
  }
}

/**
 * Test seam: `fail` may return an error to throw at a step of {@link writeFileAtomic} (a full disk
 * at `write`, a failing `rename`), after the temporary file exists, so tests can prove that a failed
 * write never leaves a partial or stale file behind. Unset in production.
 */
export const atomicWriteSeam: {
  fail?: (path: string, step: 'write' | 'rename') => Error | undefined;
  reset(): void;
} = {
  reset() {
    delete this.fail;
  },
};

/** Writes a file atomically: a temporary file in the same folder, fsync, then rename. */
export function writeFileAtomic(path: string, data: string | Buffer): void {
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
export function writeChunksAtomic(path: string, chunks: Iterable<string | Buffer>): string {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}-${Date.now()}`;
  const hash = createHash('sha256');
  let fd: number | undefined;
  try {
    const out = openSync(tmp, 'w', 0o644);
    fd = out;
    const write = (buf: Buffer): void => {
      hash.update(buf);
      let off = 0;
      while (off < buf.length) {
        off += writeSync(out, buf, off, buf.length - off);
        const injected = atomicWriteSeam.fail?.(path, 'write');
        if (injected) throw injected;
      }
    };
    let pending: string[] = [];
    let pendingLength = 0;
    const flush = (): void => {
      if (pending.length > 0) write(Buffer.from(pending.join(''), 'utf8'));
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
      if (pendingLength >= WRITE_BATCH) flush();
    }
    flush();
    fsyncSync(out);
    closeSync(out);
    fd = undefined;
    const injected = atomicWriteSeam.fail?.(path, 'rename');
    if (injected) throw injected;
    renameSync(tmp, path);
    return hash.digest('hex');
  } catch (err) {
    if (fd !== undefined) closeSync(fd);
    rmSync(tmp, { force: true });
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
export function* prettyJsonChunks(value: unknown): Generator<string> {
  const piece = jsonValue(value, '');
  if (piece === undefined) throw new TypeError('the value has no JSON text');
  yield* jsonPieces(piece, '', STREAMED_LEVELS);
}

/** The value JSON.stringify would serialise for this member (after `toJSON`), or undefined if none. */
function jsonValue(value: unknown, key: string): unknown {
  let v = value;
  if (typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON === 'function')
    v = (v as { toJSON: (key: string) => unknown }).toJSON(key);
  if (v === undefined || typeof v === 'function' || typeof v === 'symbol') return undefined;
  return v;
}

function* jsonPieces(v: unknown, indent: string, levels: number): Generator<string> {
  const boxed = v instanceof Number || v instanceof String || v instanceof Boolean;
  if (levels === 0 || typeof v !== 'object' || v === null || boxed) {
    // One piece, indented where this member starts (a JSON text holds no raw line break in a string).
    yield (JSON.stringify(v, null, 2) as string).replace(/\n/g, `\n${indent}`);
    return;
  }
  const inner = `${indent}  `;
  let first = true;
  const open = (head: string): string => {
    const s = `${first ? '' : ','}\n${inner}${head}`;
    first = false;
    return s;
  };
  if (Array.isArray(v)) {
    yield '[';
    for (let i = 0; i < v.length; i++) {
      const member = jsonValue(v[i], String(i));
      yield open('');
      if (member === undefined) yield 'null';
      else yield* jsonPieces(member, inner, levels - 1);
    }
    yield first ? ']' : `\n${indent}]`;
    return;
  }
  yield '{';
  for (const key of Object.keys(v)) {
    const member = jsonValue((v as Record<string, unknown>)[key], key);
    if (member === undefined) continue;
    yield open(`${JSON.stringify(key)}: `);
    yield* jsonPieces(member, inner, levels - 1);
  }
  yield first ? '}' : `\n${indent}}`;
}

/** Whether a process with this pid exists (EPERM: it does, as another user). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** An exclusive lock file; a lock whose process is gone is taken over. */
export function acquireLock(path: string): () => void {
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pidAlive(pid) && pid !== process.pid) {
        throw new OutDirError(
          `another gate run (pid ${pid}) is using this checkout (lock ${path}); wait for it or stop it`,
        );
      }
      unlinkSync(path);
    }
  }
  throw new OutDirError(`cannot take the lock ${path}`);
}

/** The run's output folder, emptied of any earlier run's files. */
export class OutDir {
  private constructor(readonly root: string) {}

  static fresh(root: string): OutDir {
    if (existsSync(root)) {
      if (!lstatSync(root).isDirectory())
        throw new OutDirError(`${root} exists and is not a folder; choose another --out or remove it`);
      const entries = readdirSync(root);
      if (entries.length > 0 && !entries.includes(MARKER)) {
        throw new OutDirError(
          `${root} exists and was not written by the gate; choose another --out or remove it`,
        );
      }
      rmSync(root, { recursive: true, force: true });
    }
    mkdirSync(root, { recursive: true });
    writeFileAtomic(join(root, MARKER), 'written by failure-class gate; emptied at the start of every run\n');
    return new OutDir(root);
  }

  /** A folder used as it is (the single-stage CLI commands write next to files of earlier commands). */
  static existing(root: string): OutDir {
    mkdirSync(root, { recursive: true });
    return new OutDir(root);
  }

  path(...parts: string[]): string {
    return join(this.root, ...parts);
  }

  /** Writes JSON atomically and returns its reference (relative path and digest) for the trace. */
  writeJson(rel: string, value: unknown): ArtifactRef {
    const sha256 = writeChunksAtomic(
      this.path(rel),
      (function* () {
        yield* prettyJsonChunks(value);
        yield '\n';
      })(),
    );
    return { path: rel, sha256 };
  }

  writeText(rel: string, text: string | Buffer): ArtifactRef {
    return { path: rel, sha256: writeChunksAtomic(this.path(rel), [text]) };
  }

  rel(path: string): string {
    return relative(this.root, path);
  }
}
