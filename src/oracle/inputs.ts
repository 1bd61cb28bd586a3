/**
 * The pinned inputs of a fixture, hashed (never program output): the bytes a binding names, read
 * without following links, bounded by the sizes stated, compared by digest on both revisions.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  constants as fsConstants,
  fstatSync,
  lstatSync,
  openSync,
  read,
  readSync,
  type Stats,
} from 'node:fs';
import { sha256Hex } from '../classify/hash.js';
import { resolveInsideSync } from '../patch/paths.js';
export interface InputDigest {
  path: string;
  /**
   * SHA-256 hex of the bytes; or, for an input that was not read because it cannot be the bound
   * bytes, `unread:<why>` (a non-regular file, a size or type other than the base's, a file that
   * changed since it was hashed or while it was read). That never equals a real digest, so the
   * inputs do not match and the file is named among the differing inputs.
   */
  sha256: string;
}

/** What a file was when it was looked at: enough to tell that it is no longer the same file. */
export interface InputStat {
  path: string;
  type: FileType;
  size: number;
  dev: number;
  ino: number;
  /** Milliseconds with sub-microsecond fraction: a write changes ctime whatever it sets mtime to. */
  mtimeMs: number;
  ctimeMs: number;
}

/** `absent`: nothing readable at that path (only ever recorded against a reference, see below). */
export type FileType = 'file' | 'directory' | 'symlink' | 'fifo' | 'socket' | 'device' | 'other' | 'absent';

export type HashResult =
  { ok: true; files: InputDigest[]; digest: string; stats: InputStat[] } | { ok: false; reason: string };

export interface HashOptions {
  /**
   * What each input must still be: the candidate's inputs against the base's (`same: 'content'`: type
   * and size), or against what they were at bind (`same: 'file'`: type, size, device and inode). An
   * input that differs is `unread:…` without a byte read; one that is the very same file (inode, size,
   * times) as at bind keeps the digest computed then.
   */
  reference?: { stats: readonly InputStat[]; files: readonly InputDigest[]; same: 'content' | 'file' };
}

/** The digest of a set of inputs: SHA-256 over `sha256  path` lines sorted by path (order-free). */
export function inputsDigest(files: readonly InputDigest[]): string {
  const lines = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return sha256Hex(lines.map((f) => `${f.sha256}  ${f.path}\n`).join(''));
}

/** Read size for hashing: large reads keep SHA-256 busy; the same two buffers serve every file. */
const HASH_READ_BYTES = 1024 * 1024;
/** Hashing yields to the event loop after this many bytes or files, so timers and pipes keep moving. */
const YIELD_BYTES = 16 * 1024 * 1024;
const YIELD_FILES = 256;

function readInto(fd: number, buf: Buffer, length: number): Promise<number> {
  return new Promise((resolveRead, reject) =>
    read(fd, buf, 0, length, null, (err, n) => (err ? reject(err) : resolveRead(n))),
  );
}

function typeOf(st: Stats): FileType {
  if (st.isFile()) return 'file';
  if (st.isDirectory()) return 'directory';
  if (st.isSymbolicLink()) return 'symlink';
  if (st.isFIFO()) return 'fifo';
  if (st.isSocket()) return 'socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'device';
  return 'other';
}

function statOf(path: string, st: Stats): InputStat {
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
function differs(now: InputStat, ref: InputStat, same: 'content' | 'file'): string | undefined {
  if (now.type !== ref.type) return `unread:${now.type}-not-${ref.type}`;
  if (now.size !== ref.size) return `unread:size-${now.size}-not-${ref.size}`;
  if (same === 'file' && (now.dev !== ref.dev || now.ino !== ref.ino)) return 'unread:replaced';
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
async function sha256Of(path: string, st: InputStat, bufs: [Buffer, Buffer]): Promise<string> {
  const fd = openSync(path, fsConstants.O_RDONLY | fsConstants.O_NONBLOCK | fsConstants.O_NOFOLLOW);
  try {
    const opened = statOf(path, fstatSync(fd));
    if (differs(opened, st, 'file') !== undefined) return 'unread:changed';
    const hash = createHash('sha256');
    let [cur, next] = bufs;
    let left = st.size;
    let n = left > 0 ? readSync(fd, cur, 0, Math.min(cur.length, left), null) : 0;
    while (n > 0) {
      left -= n;
      const pending =
        left > 0 && n === cur.length ? readInto(fd, next, Math.min(next.length, left)) : undefined;
      hash.update(cur.subarray(0, n));
      n = pending ? await pending : left > 0 ? readSync(fd, next, 0, Math.min(next.length, left), null) : 0;
      [cur, next] = [next, cur];
    }
    if (left !== 0) return 'unread:changed';
    // One byte past the stated size: a file that grew while it was read is not the stated file.
    if (readSync(fd, cur, 0, 1, null) !== 0) return 'unread:changed';
    return hash.digest('hex');
  } finally {
    closeSync(fd);
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
export async function hashInputs(
  root: string,
  inputs: readonly string[],
  options: HashOptions = {},
): Promise<HashResult> {
  const files: InputDigest[] = new Array(inputs.length);
  const stats: InputStat[] = new Array(inputs.length);
  const bufs: [Buffer, Buffer] = [Buffer.allocUnsafe(HASH_READ_BYTES), Buffer.allocUnsafe(HASH_READ_BYTES)];
  const prefixCache = new Map<string, string>();
  const ref = options.reference;
  const refStats = new Map(ref?.stats.map((s) => [s.path, s]));
  const refFiles = new Map(ref?.files.map((f) => [f.path, f.sha256]));
  let bytesSinceYield = 0;
  let filesSinceYield = 0;
  for (let i = 0; i < inputs.length; i++) {
    const rel = inputs[i] as string;
    const was = refStats.get(rel);
    const found = resolveInsideSync(root, rel, { prefixCache, expect: 'any' });
    let st: InputStat | undefined;
    let gone: string | undefined;
    if (!found.ok) gone = found.reason;
    else {
      try {
        st = statOf(rel, lstatSync(found.path));
      } catch (err) {
        gone = `cannot be read (${(err as NodeJS.ErrnoException).code ?? String(err)})`;
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
    if (
      ref?.same === 'file' &&
      was &&
      known !== undefined &&
      was.mtimeMs === st.mtimeMs &&
      was.ctimeMs === st.ctimeMs
    ) {
      // The very file hashed at bind, untouched since (inode, size, times): its digest stands.
      files[i] = { path: rel, sha256: known };
      continue;
    }
    try {
      files[i] = { path: rel, sha256: await sha256Of(found.path, st, bufs) };
      bytesSinceYield += st.size;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // ELOOP: the path became a symbolic link after the stat (O_NOFOLLOW).
      if (code === 'ELOOP' || code === 'ENXIO') files[i] = { path: rel, sha256: 'unread:changed' };
      else return { ok: false, reason: `input ${rel}: cannot read: ${(err as Error).message}` };
    }
    if (bytesSinceYield >= YIELD_BYTES || ++filesSinceYield >= YIELD_FILES) {
      bytesSinceYield = 0;
      filesSinceYield = 0;
      await new Promise<void>((resolveYield) => setImmediate(resolveYield));
    }
  }
  return { ok: true, files, digest: inputsDigest(files), stats };
}
