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
import {
  chmodSync,
  closeSync,
  constants as fsConstants,
  copyFileSync,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pidAlive } from './outdir.js';

/** A patch handed to a spec: bytes in memory, or a file the gate wrote (copied as it is). */
export type PatchBytes = Buffer | { file: string };

export class StateDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StateDirError';
  }
}

/** A read-only copy of a patch handed to one spec run, and the digest it must still have at the end. */
export interface HandedCopy {
  /** What the copy is, for the trace: `patch-copies/<n>-<label>`. */
  name: string;
  path: string;
  sha256: string;
}

const PREFIX = 'gate-run-';

/** Where run folders are made: the runner's temp folder, else the OS one. */
export function stateRoot(env: NodeJS.ProcessEnv = process.env): string {
  const runnerTemp = env.RUNNER_TEMP;
  return resolve(runnerTemp !== undefined && runnerTemp !== '' ? runnerTemp : tmpdir());
}

/**
 * The sha256 (hex) of a regular file, read in chunks without following a link at its own name (a
 * swapped-in link is not the copy): a patch copy can be far larger than any file in it.
 */
function sha256File(path: string): string {
  const fd = openSync(path, fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW | fsConstants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new StateDirError(`${path} is not a regular file`);
    if (st.size > MAX_DIGESTED_BYTES) throw new StateDirError(`${path} has ${st.size} bytes`);
    const hash = createHash('sha256');
    const buf = Buffer.allocUnsafe(Math.min(st.size, 1024 * 1024));
    let off = 0;
    while (off < st.size) {
      const n = readSync(fd, buf, 0, Math.min(buf.length, st.size - off), off);
      if (n === 0) break;
      hash.update(buf.subarray(0, n));
      off += n;
    }
    return hash.digest('hex');
  } finally {
    closeSync(fd);
  }
}

/** Past this size a file the trace names is not read (logs are capped at 1 MiB, JSON files are small). */
export const MAX_DIGESTED_BYTES = 256 * 1024 * 1024;

/**
 * The sha256 (hex) of a file the gate wrote, read the way user code cannot turn against the gate: not
 * through a link, never blocking on a FIFO, never past {@link MAX_DIGESTED_BYTES}. Anything else is
 * `unread:<why>`, which never equals a digest; undefined when there is no such file.
 */
export function artifactDigest(path: string): string | undefined {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return undefined;
  }
  if (!st.isFile())
    return `unread:${st.isSymbolicLink() ? 'symlink' : st.isDirectory() ? 'directory' : 'special-file'}`;
  if (st.size > MAX_DIGESTED_BYTES) return `unread:size-${st.size}`;
  try {
    return sha256File(path);
  } catch (err) {
    return `unread:${(err as NodeJS.ErrnoException).code ?? 'error'}`;
  }
}

export class StateDir {
  private copyCounter = 0;
  /** Every copy handed out this run, re-checked at the end. */
  readonly copies: HandedCopy[] = [];

  private constructor(readonly root: string) {}

  /** A fresh run folder (mode 0711, see the module comment) under {@link stateRoot}. */
  static create(env: NodeJS.ProcessEnv = process.env): StateDir {
    const parent = stateRoot(env);
    mkdirSync(parent, { recursive: true });
    const root = mkdtempSync(join(parent, `${PREFIX}${process.pid}-`));
    chmodSync(root, 0o711);
    // The package scope of every program below this folder whose own tree has no package.json (the
    // oracle tree holds none; a checkout may not): it names nothing and maps nothing, so Node's lookup
    // (self-reference — tried even for a relative require —, `imports`, `type`) ends here and never
    // reaches the temp folder above, where the run's users can write.
    writeFileSync(join(root, 'package.json'), '{}\n', { mode: 0o444 });
    mkdirSync(join(root, 'worktrees'), { mode: 0o711 });
    mkdirSync(join(root, 'patch-copies'), { mode: 0o711 });
    return new StateDir(root);
  }

  /** Removes run folders that an earlier run left behind (it was killed): their process is gone. */
  static removeStale(env: NodeJS.ProcessEnv = process.env): string[] {
    const parent = stateRoot(env);
    if (!existsSync(parent)) return [];
    const removed: string[] = [];
    for (const name of readdirSync(parent)) {
      const pid = Number(new RegExp(`^${PREFIX}(\\d+)-`).exec(name)?.[1]);
      if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || pidAlive(pid)) continue;
      const dir = join(parent, name);
      try {
        rmSync(dir, { recursive: true, force: true });
        removed.push(dir);
      } catch {
        // Another user's folder, or one in use: not ours to remove.
      }
    }
    return removed;
  }

  /** The working copy of `.gate/`. */
  get outDir(): string {
    return join(this.root, 'out');
  }

  /** Where the oracle's files are written and the base worktrees made. */
  get worktrees(): string {
    return join(this.root, 'worktrees');
  }

  /**
   * A read-only copy of `bytes` for one spec run: a file of mode 0444 in a fresh folder of mode 0555,
   * read back and checked against `sha256` (hex) before its path is handed over. The copy is kept in
   * {@link copies}, so the end-of-run audit finds a copy changed while (or after) the spec read it.
   */
  handOver(label: string, bytes: PatchBytes, sha256: string): string {
    const n = String(++this.copyCounter).padStart(3, '0');
    // `<run>/<phase>`: the folder tells the runs apart, the file is `<phase>.patch`.
    const at = label.lastIndexOf('/');
    const [run, phase] = at < 0 ? ['', label] : [label.slice(0, at), label.slice(at + 1)];
    const safe = (x: string) => x.replace(/[^A-Za-z0-9._-]+/g, '-');
    const name = `patch-copies/${n}${run ? `-${safe(run)}` : ''}/${safe(phase)}.patch`;
    const dir = mkdtempSync(join(this.root, 'patch-copies', `${n}-`));
    const path = join(dir, `${safe(phase)}.patch`);
    // A patch on disk is copied, not read into memory (it can be far larger than any file in it).
    if (Buffer.isBuffer(bytes)) writeFileSync(path, bytes, { mode: 0o444, flag: 'wx' });
    else copyFileSync(bytes.file, path, fsConstants.COPYFILE_EXCL);
    chmodSync(path, 0o444);
    chmodSync(dir, 0o555);
    const got = sha256File(path);
    if (got !== sha256)
      throw new StateDirError(`${name}: the copy reads back as sha256:${got}, not sha256:${sha256}`);
    this.copies.push({ name, path, sha256 });
    return path;
  }

  /** The copies whose bytes are no longer the ones handed over (or that are gone or replaced). */
  changedCopies(): string[] {
    const changed: string[] = [];
    for (const c of this.copies) {
      let now: string;
      try {
        now = sha256File(c.path);
      } catch (err) {
        changed.push(`${c.name}: ${(err as Error).message}`);
        continue;
      }
      if (now !== c.sha256) changed.push(`${c.name}: sha256:${now}, handed over as sha256:${c.sha256}`);
    }
    return changed;
  }

  /**
   * Writes the working `.gate/` to `dest` (replacing what is there: the gate emptied it at the start of
   * the run, so anything in it now was put there during the run). A rename where the two are on one
   * file system, else a copy of folders, regular files and links (nothing else is copied).
   */
  publish(dest: string): void {
    if (!existsSync(this.outDir)) return;
    rmSync(dest, { recursive: true, force: true });
    mkdirSync(dirname(dest), { recursive: true });
    try {
      renameSync(this.outDir, dest);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    }
    copyTree(this.outDir, dest);
  }

  /** Removes the run folder (the read-only copies' folders are made writable first). */
  remove(): void {
    const copies = join(this.root, 'patch-copies');
    if (existsSync(copies)) {
      for (const name of readdirSync(copies)) {
        try {
          chmodSync(join(copies, name), 0o700);
        } catch {
          // rmSync reports what it cannot remove.
        }
      }
    }
    rmSync(this.root, { recursive: true, force: true });
  }
}

function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    const dst = join(to, name);
    const st = lstatSync(src);
    if (st.isDirectory()) copyTree(src, dst);
    else if (st.isSymbolicLink()) symlinkSync(readlinkSync(src), dst);
    else if (st.isFile()) copyFileSync(src, dst);
  }
}
