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
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}-${Date.now()}`;
  let fd: number | undefined;
  try {
    fd = openSync(tmp, 'w', 0o644);
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let off = 0;
    while (off < buf.length) {
      off += writeSync(fd, buf, off, buf.length - off);
      const injected = atomicWriteSeam.fail?.(path, 'write');
      if (injected) throw injected;
    }
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    const injected = atomicWriteSeam.fail?.(path, 'rename');
    if (injected) throw injected;
    renameSync(tmp, path);
  } catch (err) {
    if (fd !== undefined) closeSync(fd);
    rmSync(tmp, { force: true });
    throw err;
  }
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
    const text = JSON.stringify(value, null, 2) + '\n';
    writeFileAtomic(this.path(rel), text);
    return { path: rel, sha256: createHash('sha256').update(text).digest('hex') };
  }

  writeText(rel: string, text: string | Buffer): ArtifactRef {
    writeFileAtomic(this.path(rel), text);
    return { path: rel, sha256: createHash('sha256').update(text).digest('hex') };
  }

  rel(path: string): string {
    return relative(this.root, path);
  }
}
