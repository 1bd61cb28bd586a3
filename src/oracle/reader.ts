/**
 * The trusted oracle: every spec, probe, invariant, manifest, generator and the ledger are read from
 * the base revision, never from the candidate (SPEC §2). A run reads them from git's objects of the
 * base commit ({@link GitOracle}), writing into a private folder only the files it is asked for; report
 * mode and tests may read a clean worktree of the base ({@link Oracle}). Each read is logged, so the
 * trace shows which oracle files a run opened, and when.
 */
import {
  MAX_LINK_TARGET_BYTES,
  gitBaseTree,
  protectedFiles,
  type BaseTree,
  type TreeEntry,
} from './base-tree.js';
import { lstatSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { FileSink } from '../adapters/git.js';
import { objectInfo, readObject, streamObject } from '../adapters/git-objects.js';
import { configOraclePaths, type GateConfig, type TestRunner } from './config.js';
import { expandInputs, isInputGlob, parseManifest, type Manifest } from './manifest.js';
import type { ConfigProblem } from '../trace/model.js';
import { checkRepoPath, pathFoldKey, resolveInside } from '../patch/paths.js';
import { hashInputs, type HashOptions, type HashResult } from './inputs.js';

export class OracleError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'OracleError';
  }
}

/** How stages read the trusted oracle: files of the base revision, never of the candidate. */
export interface OracleReader {
  /** Oracle files read so far, in order (the trace's `oracle_reads`). */
  readonly reads: string[];
  /** An absolute path holding the base revision's file, to run or open; throws {@link OracleError}. */
  locate(rel: string): Promise<string>;
  exists(rel: string): Promise<boolean>;
  /** Reads a file of the base revision and logs the read. */
  readText(rel: string): Promise<string>;
  readBytes(rel: string): Promise<Buffer>;
  /** The digests of fixture inputs as the base revision holds them. */
  hashInputs(inputs: readonly string[], options?: HashOptions): Promise<HashResult>;
  /** The base revision's tree as git stores it: scope follows the oracle's links through it. */
  readonly tree: BaseTree;
  /**
   * Makes the oracle's files ready before any user code runs, so that git is not needed for them
   * later: `files` (with a program's folder) and `inputs`. Reads nothing into the read log.
   */
  prefetch?(files: readonly string[], inputs: readonly string[]): Promise<void>;
}

/** The oracle read from a clean worktree of the base revision. */
export class Oracle implements OracleReader {
  readonly reads: string[] = [];
  readonly tree: BaseTree;

  /** `root` is a clean worktree of the base revision `rev` (its sha; `HEAD` of that worktree by default). */
  constructor(
    readonly root: string,
    rev = 'HEAD',
  ) {
    this.tree = gitBaseTree(root, rev);
  }

  /** The absolute path of a repository file in the base worktree, refusing anything that escapes it. */
  async locate(rel: string): Promise<string> {
    const found = await resolveInside(this.root, rel);
    if (!found.ok) throw new OracleError(`${rel}: ${found.reason} (on the base revision)`, rel);
    return found.path;
  }

  async exists(rel: string): Promise<boolean> {
    return (await resolveInside(this.root, rel)).ok;
  }

  /** Reads a text file of the base revision and logs the read. */
  async readText(rel: string): Promise<string> {
    const path = await this.locate(rel);
    this.reads.push(rel);
    return readFileSync(path, 'utf8');
  }

  async readBytes(rel: string): Promise<Buffer> {
    const path = await this.locate(rel);
    this.reads.push(rel);
    return readFileSync(path);
  }

  hashInputs(inputs: readonly string[], options?: HashOptions): Promise<HashResult> {
    return hashInputs(this.root, inputs, options);
  }
}

/** Files of a program's folder written with it at most (its siblings and what is below them). */
export const MAX_PROGRAM_FOLDER_FILES = 2_000;
/** Bytes of a program's folder written with it at most. */
export const MAX_PROGRAM_FOLDER_BYTES = 64 * 1024 * 1024;

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
export class GitOracle implements OracleReader {
  readonly reads: string[] = [];
  readonly tree: BaseTree;
  /** One materialisation at a time: two requests never race to create the same entry. */
  private turn: Promise<unknown> = Promise.resolve();
  private readonly folders = new Set<string>();

  constructor(
    readonly repo: string,
    readonly rev: string,
    /** An empty folder of the gate's; what the run reads is written there. */
    readonly dir: string,
  ) {
    this.tree = gitBaseTree(repo, rev);
  }

  /** The absolute path of a repository file of the base (written to {@link dir}), with its folder. */
  async locate(rel: string): Promise<string> {
    await this.materialise(rel, true);
    return this.resolved(rel);
  }

  async exists(rel: string): Promise<boolean> {
    await this.materialise(rel, false);
    return (await resolveInside(this.dir, rel)).ok;
  }

  async readText(rel: string): Promise<string> {
    return (await this.readBytes(rel)).toString('utf8');
  }

  async readBytes(rel: string): Promise<Buffer> {
    await this.materialise(rel, false);
    const path = await this.resolved(rel);
    this.reads.push(rel);
    return readFileSync(path);
  }

  async hashInputs(inputs: readonly string[], options?: HashOptions): Promise<HashResult> {
    for (const rel of inputs) await this.materialise(rel, false);
    return hashInputs(this.dir, inputs, options);
  }

  async prefetch(files: readonly string[], inputs: readonly string[]): Promise<void> {
    for (const rel of files) await this.materialise(rel, true);
    for (const rel of inputs) await this.materialise(rel, false);
  }

  /**
   * Writes the base's `.gitattributes` of every folder on the way to each of `paths` (the only ones
   * git consults for them) and returns {@link dir}: a work tree for git commands that must see the
   * base revision's attributes and nothing else of a checkout.
   */
  async attributesFor(paths: readonly string[]): Promise<string> {
    const folders = new Set<string>(['']);
    for (const p of paths) {
      const parts = p.split('/');
      for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
    }
    await this.exclusive(async () => {
      for (const f of [...folders].sort()) {
        const name = f === '' ? '.gitattributes' : `${f}/.gitattributes`;
        if (checkRepoPath(name) !== undefined) continue;
        // Git reads no `.gitattributes` that is a link, so only a regular one is written.
        const entry = await this.entryAt(name);
        if (entry !== undefined && entry.type === 'blob' && entry.mode !== '120000') await this.place(name);
      }
    });
    return this.dir;
  }

  private async resolved(rel: string): Promise<string> {
    const found = await resolveInside(this.dir, rel);
    if (!found.ok) throw new OracleError(`${rel}: ${found.reason} (on the base revision)`, rel);
    return found.path;
  }

  private exclusive<T>(body: () => Promise<T>): Promise<T> {
    const run = this.turn.then(body);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** Writes what `rel` needs: every entry on its way through the base tree's links; with its folder. */
  private materialise(rel: string, withFolder: boolean): Promise<void> {
    if (checkRepoPath(rel) !== undefined) return Promise.resolve();
    return this.exclusive(async () => {
      const r = await resolveInBaseTree(this.tree, rel);
      for (const p of r.paths) await this.place(p);
      if (withFolder && r.ok && r.found === 'file') {
        const end = r.paths[r.paths.length - 1] as string;
        const folder = end.includes('/') ? end.slice(0, end.lastIndexOf('/')) : '';
        if (folder !== '' && !this.folders.has(folder)) {
          this.folders.add(folder);
          await this.placeFolder(folder);
        }
      }
    });
  }

  /** The base tree's entry at `path` (no link followed), if any. */
  private async entryAt(path: string): Promise<TreeEntry | undefined> {
    let treeId = await this.tree.root();
    const parts = path.split('/');
    for (let i = 0; i < parts.length; i++) {
      const entry = (await this.tree.entries(treeId)).get(parts[i] as string);
      if (entry === undefined || i === parts.length - 1) return entry;
      if (entry.type !== 'tree' || entry.mode === '120000') return undefined;
      treeId = entry.id;
    }
    return undefined;
  }

  /**
   * Writes the entries of the base tree on the way to `path`, as git names them: a folder made, a link
   * or a file at the end of the way written; the walk stops at a link (its target is another path) or
   * at a name the base does not have.
   */
  private async place(path: string): Promise<void> {
    let treeId = await this.tree.root();
    let at = this.dir;
    const parts = path.split('/');
    for (let i = 0; i < parts.length; i++) {
      const name = parts[i] as string;
      const entry = (await this.tree.entries(treeId)).get(name);
      if (entry === undefined) return;
      const target = join(at, name);
      if (entry.mode === '120000') {
        if (!present(target)) symlinkSync(await this.tree.linkTarget(entry.id), target);
        return;
      }
      if (entry.type === 'tree' || entry.type === 'commit') {
        folderAt(target);
        if (entry.type === 'commit') return;
        treeId = entry.id;
        at = target;
        continue;
      }
      // A file (at the end, or where the name wants a folder: a worktree would hold it too).
      if (!present(target)) await this.writeBlob(target, entry);
      return;
    }
  }

  /** A new file holding the blob's bytes, streamed from git, with the blob's mode. */
  private async writeBlob(target: string, entry: TreeEntry): Promise<void> {
    const sink = new FileSink(target, Number.MAX_SAFE_INTEGER, 'wx', entry.mode === '100755' ? 0o755 : 0o644);
    try {
      const type = await streamObject(this.repo, entry.id, (chunk) => {
        sink.write(chunk);
      });
      if (type !== 'blob') throw new Error(`git object ${entry.id} is a ${type}, not a file's bytes`);
    } finally {
      sink.close();
    }
  }

  /**
   * Writes every entry of the base folder `folder` and below (links as links). A folder past the caps
   * is left as it is: the program finds only what its names needed.
   */
  private async placeFolder(folder: string): Promise<void> {
    const top = await this.entryAt(folder);
    if (top === undefined || top.type !== 'tree' || top.mode === '120000') return;
    const entries: { path: string; entry: TreeEntry }[] = [];
    const walk = async (treeId: string, prefix: string): Promise<boolean> => {
      for (const [name, entry] of await this.tree.entries(treeId)) {
        const path = `${prefix}/${name}`;
        if (entry.type === 'tree' && entry.mode !== '120000') {
          if (!(await walk(entry.id, path))) return false;
        } else entries.push({ path, entry });
        if (entries.length > MAX_PROGRAM_FOLDER_FILES) return false;
      }
      return true;
    };
    if (!(await walk(top.id, folder))) return;
    const isFile = (e: TreeEntry): boolean => e.type === 'blob' && e.mode !== '120000';
    const pending = entries.filter((e) => isFile(e.entry) && !present(join(this.dir, e.path)));
    let bytes = 0;
    for (const id of new Set(pending.map((e) => e.entry.id))) {
      bytes += await objectInfo(this.repo, id).then(
        (o) => o.size,
        () => 0,
      );
      if (bytes > MAX_PROGRAM_FOLDER_BYTES) return;
    }
    // Links and submodules one by one (few), files in one `git cat-file --batch`.
    for (const e of entries) if (!isFile(e.entry)) await this.place(e.path);
    const byId = new Map<string, { path: string; mode: string }[]>();
    for (const e of pending) {
      const same = byId.get(e.entry.id) ?? [];
      same.push({ path: e.path, mode: e.entry.mode });
      byId.set(e.entry.id, same);
    }
    // One object held at a time, each read through the run's batch reader.
    for (const [id, places] of byId) {
      const { type, content } = await readObject(this.repo, id);
      if (type !== 'blob') throw new Error(`git object ${id} is a ${type}, not a file's bytes`);
      for (const { path, mode } of places) {
        const parts = path.split('/');
        let at = this.dir;
        for (const part of parts.slice(0, -1)) folderAt((at = join(at, part)));
        const sink = new FileSink(
          join(this.dir, path),
          content.length,
          'wx',
          mode === '100755' ? 0o755 : 0o644,
        );
        sink.write(content);
        sink.close();
      }
    }
  }
}

/** Whether anything (a link included, never followed) is at `path`. */
function present(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/** A folder at `path`: made if nothing is there; anything else there (a link, a file) is an error. */
function folderAt(path: string): void {
  try {
    if (lstatSync(path).isDirectory()) return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(path, { mode: 0o755 });
    return;
  }
  throw new Error(`${path}: not a folder where the base revision has one`);
}

/** Links followed for one name at most, as Linux does (MAXSYMLINKS): more is a cycle, or as bad as one. */
export const MAX_LINK_HOPS = 40;

/** Where one oracle name leads in the base tree. */
export type NameResolution =
  | {
      ok: true;
      /**
       * Every repository path the name depends on: each symbolic link on the way (a path component that
       * is a link in the base tree), and where it ends — the file, or the path that is missing there.
       */
      paths: string[];
      /** What the name reaches. */
      found: 'file' | 'folder' | 'missing';
    }
  | {
      ok: false;
      /** The links followed before the failure (they are oracle paths all the same). */
      paths: string[];
      /** The link that cannot be followed. */
      link: string;
      kind: 'outside' | 'loop' | 'unreadable';
      reason: string;
    };

/**
 * Follows the repository path `name` through the base tree, component by component, the way the file
 * system follows it in a checkout of that tree: a component that is a symbolic link is replaced by its
 * target (relative to the link's folder) and the walk starts again from the root. A link whose target
 * is absolute, leaves the repository, enters git metadata or cannot be read fails; so do more than
 * {@link MAX_LINK_HOPS} links (a cycle). Where git has no entry of that exact name, an entry that a
 * case-insensitive file system would take for it is followed instead (over-including is the safe side).
 */
export async function resolveInBaseTree(tree: BaseTree, name: string): Promise<NameResolution> {
  const paths: string[] = [];
  const fail = (link: string, kind: 'outside' | 'loop' | 'unreadable', why: string): NameResolution => ({
    ok: false,
    paths,
    link,
    kind,
    reason: `symbolic link ${link} ${why}`,
  });
  const root = await tree.root();
  let pending = name.split('/');
  let done: string[] = [];
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
    const entry: [string, TreeEntry] | undefined =
      exact !== undefined ? [component, exact] : foldMatch(listing, component);
    if (entry === undefined) {
      paths.push([...done, ...pending].join('/'));
      return { ok: true, paths, found: 'missing' };
    }
    const [seen, entryEntry] = entry;
    const at = [...done, seen].join('/');
    if (entryEntry.mode === '120000') {
      paths.push(at);
      if (++hops > MAX_LINK_HOPS)
        return fail(
          at,
          'loop',
          `is part of a cycle of symbolic links (more than ${MAX_LINK_HOPS} on the way)`,
        );
      let target: Buffer;
      try {
        target = await tree.linkTarget(entryEntry.id);
      } catch (err) {
        return fail(at, 'unreadable', `cannot be read (${err instanceof Error ? err.message : String(err)})`);
      }
      const next = linkedPath(done, target, pending.slice(1));
      if (typeof next === 'string') return fail(at, 'outside', next);
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
function foldMatch(
  listing: ReadonlyMap<string, TreeEntry>,
  component: string,
): [string, TreeEntry] | undefined {
  const key = pathFoldKey(component);
  const names = [...listing.keys()].filter((n) => pathFoldKey(n) === key).sort();
  const first = names[0];
  return first === undefined ? undefined : [first, listing.get(first) as TreeEntry];
}

/**
 * The components a link leads to: its folder (`dir`), its target, then what was left of the name.
 * A string is why it cannot be followed inside the repository.
 */
function linkedPath(dir: readonly string[], target: Buffer, rest: readonly string[]): string[] | string {
  if (target.length === 0) return 'is empty';
  if (target.length > MAX_LINK_TARGET_BYTES) return `has a target longer than ${MAX_LINK_TARGET_BYTES} bytes`;
  if (target.includes(0)) return 'has a NUL byte in its target';
  const text = target.toString('utf8');
  if (text.startsWith('/') || /^[A-Za-z]:/.test(text) || text.includes('\\'))
    return `points to ${JSON.stringify(text)}, outside the repository`;
  const out = [...dir];
  for (const part of text.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return `points to ${JSON.stringify(text)}, outside the repository`;
      out.pop();
    } else out.push(part);
  }
  const joined = [...out, ...rest];
  if (joined.length === 0) return `points to the repository root (${JSON.stringify(text)})`;
  const bad = checkRepoPath(joined.join('/'));
  if (bad !== undefined) return `points to ${JSON.stringify(text)}, which is no repository file (${bad})`;
  return joined;
}

/** The oracle of a base revision, closed under symbolic links (SPEC §2, scope). */
export interface OracleSet {
  /**
   * The gate's own files: the config and every spec, probe, manifest, invariant and ledger it names,
   * the generator of each manifest that parses — each as named, with every link on the way to it and
   * where the links lead.
   */
  files: string[];
  /** The manifests' pinned inputs, closed the same way (without the paths already in `files`). */
  inputs: string[];
  /** The manifests' `inputs` globs: a path the patch adds under one is an input too (SPEC §2). */
  inputGlobs?: string[];
  /** The manifests parsed on the way (the fixture stage binds them). */
  manifests: Map<string, Manifest>;
  /** The `tests:` fixtures' test files on the base revision (their folders are loader context). */
  testFiles?: string[];
}

export type OracleSetResult =
  | ({ ok: true } & OracleSet)
  /** A config-named oracle file cannot be followed inside the repository: the gate cannot know its files. */
  | { ok: false; problem: ConfigProblem };

/**
 * The snapshot files a test file's runner reads by default: jest's and vitest's
 * `__snapshots__/<file>.snap` beside it, node's `<file>.snapshot`; for a `command`, which may run any,
 * all of them. Named whether or not the base holds them, so a patch that adds or changes one touches
 * the oracle (a regression that rewrote its snapshot with the code passed its pinned test).
 */
function snapshotsOf(runner: TestRunner, file: string): string[] {
  const slash = file.lastIndexOf('/');
  const beside = `${file.slice(0, slash + 1)}__snapshots__/${file.slice(slash + 1)}.snap`;
  switch (runner) {
    case 'jest':
    case 'vitest':
      return [beside];
    case 'node-test':
      return [`${file}.snapshot`];
    case 'command':
      return [beside, `${file}.snapshot`];
    default:
      return [];
  }
}

/**
 * The oracle set of the base revision. The config's own names are followed through the base tree's
 * links; one that leaves the repository or loops fails closed (the caller holds the run). A
 * manifest's generator and inputs are followed too, but a link of theirs out of the repository is
 * left to the fixture stage, which reports it as UNBOUND at bind time (SPEC §2); the links before it
 * are oracle paths all the same.
 */
export async function oracleSetOf(
  oracle: OracleReader,
  config: GateConfig,
  configFile: string,
): Promise<OracleSetResult> {
  const files = new Set<string>();
  for (const name of configOraclePaths(config, configFile)) {
    files.add(name);
    const r = await resolveInBaseTree(oracle.tree, name);
    for (const p of r.paths) files.add(p);
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
  const testFiles: string[] = [];
  for (const t of config.tests ?? []) {
    let found: string[];
    try {
      found = await protectedFiles(oracle.tree, t.files);
    } catch (err) {
      const message = `${configFile}: tests of ${t.target}: ${err instanceof Error ? err.message : String(err)}`;
      return { ok: false, problem: { file: configFile, field: 'fixtures', message } };
    }
    for (const name of found) {
      files.add(name);
      testFiles.push(name);
      for (const p of (await resolveInBaseTree(oracle.tree, name)).paths) files.add(p);
      // What the test compares with is the oracle as much as the test: its snapshots.
      for (const snap of snapshotsOf(t.runner, name)) {
        files.add(snap);
        for (const p of (await resolveInBaseTree(oracle.tree, snap)).paths) files.add(p);
      }
    }
  }
  const manifests = new Map<string, Manifest>();
  const inputs = new Set<string>();
  const inputGlobs = new Set<string>();
  for (const f of config.fixtures) {
    if (!(await oracle.exists(f.manifest))) continue;
    const m = parseManifest(await oracle.readText(f.manifest), f.manifest);
    if (!m.ok) continue;
    manifests.set(f.manifest, m.manifest);
    files.add(m.manifest.generator);
    for (const p of (await resolveInBaseTree(oracle.tree, m.manifest.generator)).paths) files.add(p);
    // Globs count as inputs twice: their files on the base, and any path the patch puts under them.
    const expanded = await expandInputs(oracle.tree, m.manifest.inputs, f.manifest);
    for (const g of m.manifest.inputs.filter(isInputGlob)) inputGlobs.add(g);
    for (const input of expanded.ok ? expanded.inputs : m.manifest.inputs.filter((i) => !isInputGlob(i))) {
      inputs.add(input);
      for (const p of (await resolveInBaseTree(oracle.tree, input)).paths) inputs.add(p);
    }
  }
  return {
    ok: true,
    files: [...files],
    inputs: [...inputs].filter((p) => !files.has(p)),
    inputGlobs: [...inputGlobs],
    manifests,
    testFiles,
  };
}
