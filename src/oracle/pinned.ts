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
import { createHash } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  readlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import { parseConfig, type GateConfig } from './config.js';
import { protectedFiles, type BaseTree } from './base-tree.js';
import { oracleSetOf, type OracleReader } from './reader.js';

export { protectedFiles };

/** What the base revision holds at one pinned path. */
export type PinEntry =
  | { path: string; kind: 'file'; id: string }
  | { path: string; kind: 'link'; target: Buffer }
  | { path: string; kind: 'folder' };

/** The stat of a file when its bytes were last found equal to the blob. */
interface Seen {
  dev: bigint;
  ino: bigint;
  size: bigint;
  mode: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
}

export class PinnedOracle {
  /** Every difference found so far, in order, each naming the file: the trace's `pinned_mismatches`. */
  readonly mismatches: string[] = [];
  private readonly seen = new Map<string, Seen>();
  private sealed: { path: string; mode: number }[] = [];

  constructor(readonly entries: readonly PinEntry[]) {}

  /** The pinned files and links (not folders) of the tree at `root`, as absolute paths. */
  filesIn(root: string): string[] {
    return this.entries.filter((e) => e.kind !== 'folder').map((e) => join(root, e.path));
  }

  /**
   * The differences between the tree at `root` and the base revision at the pinned paths (empty: the
   * tree holds the base's oracle). Never throws: an unreadable path is a difference.
   */
  differences(root: string): string[] {
    const out: string[] = [];
    for (const e of this.entries) {
      const why = this.differs(root, e);
      if (why !== null) out.push(`${e.path}: ${why}`);
    }
    return out;
  }

  /**
   * Checks the tree at `root` and records what differs, saying when (`when`: "before the generator",
   * "after the invariant" …). Returns the first difference, or null when the tree holds the oracle.
   */
  check(root: string, when: string): string | null {
    const found = this.differences(root);
    for (const d of found) {
      const line = `${d} (${when})`;
      if (!this.mismatches.includes(line)) this.mismatches.push(line);
    }
    return found[0] ?? null;
  }

  /**
   * Makes the pinned files under `root` read-only to everyone (`chmod a-w`), remembering the modes
   * {@link unseal} puts back. Without the sandbox user code runs as the gate's own user and could undo
   * it; the check after every process is what catches that. A file that cannot be changed is left as
   * it is: the checks still hold.
   */
  seal(root: string): void {
    for (const e of this.entries) {
      if (e.kind !== 'file') continue;
      const path = join(root, e.path);
      try {
        const st = lstatSync(path);
        if (!st.isFile()) continue;
        const mode = st.mode & 0o7777;
        if ((mode & 0o222) === 0) continue;
        chmodSync(path, mode & ~0o222);
        this.sealed.push({ path, mode });
      } catch {
        // Missing or not ours: the check before the first process reports a missing file.
      }
    }
  }

  /** Puts back the modes {@link seal} changed (the user's checkout stays as it was); idempotent. */
  unseal(): void {
    for (const s of this.sealed.reverse()) {
      try {
        const st = lstatSync(s.path);
        if (st.isFile()) chmodSync(s.path, s.mode);
      } catch {
        // Gone: nothing to put back.
      }
    }
    this.sealed = [];
  }

  private differs(root: string, e: PinEntry): string | null {
    const path = join(root, e.path);
    let st;
    try {
      st = lstatSync(path, { bigint: true });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : `cannot be read (${code ?? String(err)})`;
    }
    switch (e.kind) {
      case 'folder':
        if (st.isSymbolicLink()) return 'a symbolic link where the base revision has a folder';
        return st.isDirectory() ? null : `a ${typeOf(st)} where the base revision has a folder`;
      case 'link': {
        if (!st.isSymbolicLink()) return `a ${typeOf(st)} where the base revision has a symbolic link`;
        let target: Buffer;
        try {
          target = readlinkSync(path, { encoding: 'buffer' });
        } catch (err) {
          return `cannot be read (${(err as NodeJS.ErrnoException).code ?? String(err)})`;
        }
        return target.equals(e.target) ? null : 'a symbolic link to another target than the base revision’s';
      }
      case 'file': {
        if (st.isSymbolicLink()) return 'a symbolic link where the base revision has a file';
        if (!st.isFile()) return `a ${typeOf(st)} where the base revision has a file`;
        const prior = this.seen.get(path);
        const now: Seen = {
          dev: st.dev,
          ino: st.ino,
          size: st.size,
          mode: st.mode,
          mtimeNs: st.mtimeNs,
          ctimeNs: st.ctimeNs,
        };
        if (prior !== undefined && sameStat(prior, now)) return null;
        this.seen.delete(path);
        const id = blobIdOf(path, e.id.length === 64 ? 'sha256' : 'sha1');
        if ('error' in id) return id.error;
        if (id.id !== e.id) return `other bytes than the base revision’s blob ${e.id.slice(0, 12)}`;
        // Recorded only when the file hashed is the one stat-ed (same inode), and unchanged meanwhile.
        if (id.ino === st.ino && id.ctimeNs === st.ctimeNs) this.seen.set(path, now);
        return null;
      }
      default: {
        const never: never = e;
        throw new Error(`unknown pin ${JSON.stringify(never)}`);
      }
    }
  }
}

function sameStat(a: Seen, b: Seen): boolean {
  return (
    a.dev === b.dev &&
    a.ino === b.ino &&
    a.size === b.size &&
    a.mode === b.mode &&
    a.mtimeNs === b.mtimeNs &&
    a.ctimeNs === b.ctimeNs
  );
}

function typeOf(st: {
  isDirectory(): boolean;
  isFile(): boolean;
  isFIFO(): boolean;
  isSocket(): boolean;
}): string {
  if (st.isDirectory()) return 'folder';
  if (st.isFile()) return 'file';
  if (st.isFIFO()) return 'FIFO';
  if (st.isSocket()) return 'socket';
  return 'device';
}

/** Largest pinned file hashed; a larger one at a pinned path is a difference, never read whole. */
export const MAX_PINNED_BYTES = 64 * 1024 * 1024;

/**
 * The git blob id of the file at `path` (`blob <size>\0<bytes>`), opened without following a link,
 * with the inode and ctime of what was read.
 */
export function blobIdOf(
  path: string,
  algorithm: 'sha1' | 'sha256',
): { id: string; ino: bigint; ctimeNs: bigint } | { error: string } {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    return { error: `cannot be opened (${(err as NodeJS.ErrnoException).code ?? String(err)})` };
  }
  try {
    const st = fstatSync(fd, { bigint: true });
    if (!st.isFile()) return { error: 'not a regular file' };
    if (st.size > BigInt(MAX_PINNED_BYTES)) return { error: `larger than ${MAX_PINNED_BYTES} bytes` };
    const size = Number(st.size);
    const hash = createHash(algorithm).update(`blob ${size}\0`);
    const buf = Buffer.alloc(Math.min(size, 1 << 20) || 1);
    let total = 0;
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      total += n;
      if (total > size) return { error: 'grew while it was read' };
      hash.update(buf.subarray(0, n));
    }
    if (total !== size) return { error: 'shrank while it was read' };
    return { id: hash.digest('hex'), ino: st.ino, ctimeNs: st.ctimeNs };
  } catch (err) {
    return { error: `cannot be read (${(err as NodeJS.ErrnoException).code ?? String(err)})` };
  } finally {
    closeSync(fd);
  }
}

/**
 * The pins of `names` in the base tree: each name's folders on the way, and what it ends at, never
 * following a link (a link is pinned as a link; the oracle set already holds where links lead). A
 * name missing on the base pins the folders up to where it stops.
 */
export async function pinsOf(tree: BaseTree, names: Iterable<string>): Promise<PinEntry[]> {
  const byPath = new Map<string, PinEntry>();
  const root = await tree.root();
  for (const name of names) {
    const parts = name.split('/');
    let treeId = root;
    for (let i = 0; i < parts.length; i++) {
      const at = parts.slice(0, i + 1).join('/');
      const entry = (await tree.entries(treeId)).get(parts[i] as string);
      if (entry === undefined) break;
      if (entry.mode === '120000') {
        if (!byPath.has(at))
          byPath.set(at, { path: at, kind: 'link', target: await tree.linkTarget(entry.id) });
        break;
      }
      if (entry.type === 'tree') {
        if (!byPath.has(at)) byPath.set(at, { path: at, kind: 'folder' });
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
export async function pinOracle(
  oracle: OracleReader,
  config: GateConfig,
  configFile: string,
): Promise<PinnedOracle> {
  const set = await oracleSetOf(quiet(oracle), config, configFile);
  // Written now, before any user code runs (a run's oracle is read from git objects).
  if (set.ok) await oracle.prefetch?.(set.files, set.inputs);
  const names = new Set<string>(set.ok ? set.files : []);
  for (const p of await protectedFiles(oracle.tree, config.protected)) names.add(p);
  return new PinnedOracle(await pinsOf(oracle.tree, names));
}

/**
 * The pinned oracle of the configuration file on the base revision, read before the run grades
 * anything (the sandbox grant needs the paths); null when there is no loadable configuration (scope
 * then ends the run NOT_CONFIGURED, and no user code runs).
 */
export async function pinConfigured(oracle: OracleReader, configFile: string): Promise<PinnedOracle | null> {
  const q = quiet(oracle);
  if (!(await q.exists(configFile))) return null;
  let config: GateConfig;
  try {
    config = parseConfig(await q.readText(configFile), configFile);
  } catch {
    return null;
  }
  return pinOracle(oracle, config, configFile);
}

/** The reader without its read log: pinning reads what scope reads again, and the trace lists it once. */
function quiet(oracle: OracleReader): OracleReader {
  const unlogged = async <T>(read: () => Promise<T>): Promise<T> => {
    const before = oracle.reads.length;
    try {
      return await read();
    } finally {
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
