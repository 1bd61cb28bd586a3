/**
 * The base revision's tree as git stores it, read from git objects (never from a checkout, whose links
 * the file system would follow or a checkout setting would turn into plain files): what scope follows
 * the oracle's links through, where manifest globs are expanded and oracle files are pinned.
 */
import { git } from '../adapters/git.js';
import { readObject } from '../adapters/git-objects.js';
import { globMatcher } from '../patch/paths.js';

/** One entry of a git tree object. */
export interface TreeEntry {
  /** Git's octal mode: `120000` a symbolic link, `040000` a folder, `100644`/`100755` a file. */
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  /** The object id, handed back to {@link BaseTree}. */
  id: string;
}

/**
 * The base revision's tree, read from git objects (never from a checkout, whose links the file system
 * would follow or a checkout setting would turn into plain files).
 */
export interface BaseTree {
  /** The id of the revision's root tree. */
  root(): Promise<string>;
  /** The entries of a tree, by name. */
  entries(treeId: string): Promise<ReadonlyMap<string, TreeEntry>>;
  /** A symbolic link's target: the bytes of its blob. */
  linkTarget(blobId: string): Promise<Buffer>;
}

/** Longest link target read: the file systems git runs on refuse longer ones (PATH_MAX). */
export const MAX_LINK_TARGET_BYTES = 4096;

/** {@link BaseTree} over the objects of `rev` in the repository at `cwd` (ls-tree, cat-file). */
export function gitBaseTree(cwd: string, rev: string): BaseTree {
  let rootId: Promise<string> | undefined;
  const trees = new Map<string, Promise<ReadonlyMap<string, TreeEntry>>>();
  return {
    root() {
      rootId ??= git(
        cwd,
        ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{tree}`],
        'utf8',
      ).then((out) => out.trim());
      return rootId;
    },
    entries(treeId) {
      let found = trees.get(treeId);
      if (found === undefined) {
        found = readObject(cwd, treeId).then((o) => {
          if (o.type !== 'tree') throw new Error(`${treeId} is a ${o.type}, not a tree`);
          return parseTree(o.content, treeId.length / 2);
        });
        trees.set(treeId, found);
      }
      return found;
    },
    async linkTarget(blobId) {
      const o = await readObject(cwd, blobId);
      if (o.type !== 'blob') throw new Error(`${blobId} is a ${o.type}, not a blob`);
      return o.content;
    },
  };
}

/**
 * A tree entry's mode as git stores it → as `git ls-tree` prints it, with the entry's type: git's own
 * `canon_mode` (a regular file is 100644 or 100755 by its owner's execute bit, whatever else its bits).
 */
function canonMode(stored: string): { mode: string; type: TreeEntry['type'] } | undefined {
  if (!/^[0-7]{1,7}$/.test(stored)) return undefined;
  const m = parseInt(stored, 8);
  switch (m & 0o170000) {
    case 0o100000:
      return { mode: (m & 0o100) !== 0 ? '100755' : '100644', type: 'blob' };
    case 0o120000:
      return { mode: '120000', type: 'blob' };
    case 0o040000:
      return { mode: '040000', type: 'tree' };
    default:
      return { mode: '160000', type: 'commit' };
  }
}

/**
 * A tree object as git stores it: `<mode> SP <name> NUL <id bytes>` per entry (the id `idBytes` long:
 * 20 for SHA-1, 32 for SHA-256), read as `git ls-tree` would list it; an entry of any other shape (a
 * mode git itself would not write) is an error, never a guess.
 */
export function parseTree(raw: Buffer, idBytes: number): ReadonlyMap<string, TreeEntry> {
  const entries = new Map<string, TreeEntry>();
  let at = 0;
  while (at < raw.length) {
    const sp = raw.indexOf(0x20, at);
    const nul = sp < 0 ? -1 : raw.indexOf(0x00, sp + 1);
    if (sp < 0 || nul < 0 || nul + 1 + idBytes > raw.length)
      throw new Error(`a tree object of the base revision ends inside an entry (byte ${at})`);
    const stored = raw.subarray(at, sp).toString('latin1');
    const known = canonMode(stored);
    if (known === undefined)
      throw new Error(`a tree object of the base revision holds an entry of mode ${JSON.stringify(stored)}`);
    const name = raw.subarray(sp + 1, nul).toString('utf8');
    const id = raw.subarray(nul + 1, nul + 1 + idBytes).toString('hex');
    entries.set(name, { mode: known.mode, type: known.type, id });
    at = nul + 1 + idBytes;
  }
  return entries;
}

/** Folders walked at most to expand the `protected` globs over the base tree (each is one git call). */
export const MAX_PROTECTED_FOLDERS = 20_000;

/** Whether a glob character occurs in a path component. */
const GLOBBY = /[*?[\]{}!]/;

/** The folder a glob names before its first wildcard (`test/fixtures` for `test/fixtures/**`; `''`, the root). */
export function literalFolder(glob: string): string {
  const literal: string[] = [];
  for (const part of glob.split('/').slice(0, -1)) {
    if (GLOBBY.test(part)) break;
    literal.push(part);
  }
  return literal.join('/');
}

/**
 * The base files under `globs` (the `protected` globs, a tests fixture's files): the tree walked from
 * each glob's literal prefix; links are not followed and not listed.
 */
export async function protectedFiles(tree: BaseTree, globs: readonly string[]): Promise<string[]> {
  if (globs.length === 0) return [];
  const matches = globMatcher(globs, { nocase: true });
  const starts = new Set(globs.map(literalFolder));
  // A start inside another start is walked with it.
  const roots = [...starts].filter(
    (s) => ![...starts].some((o) => o !== s && (o === '' || s.startsWith(`${o}/`))),
  );
  const out = new Set<string>();
  let walked = 0;
  const walk = async (treeId: string, prefix: string): Promise<void> => {
    if (++walked > MAX_PROTECTED_FOLDERS)
      throw new Error(
        `the protected globs reach more than ${MAX_PROTECTED_FOLDERS} folders of the base revision: narrow them`,
      );
    for (const [name, entry] of await tree.entries(treeId)) {
      const path = prefix === '' ? name : `${prefix}/${name}`;
      if (entry.type === 'tree' && entry.mode !== '120000') await walk(entry.id, path);
      else if (entry.type === 'blob' && matches(path)) out.add(path);
    }
  };
  for (const start of roots) {
    let treeId: string | undefined = await tree.root();
    for (const part of start === '' ? [] : start.split('/')) {
      const entry: { type: string; mode: string; id: string } | undefined = (await tree.entries(treeId)).get(
        part,
      );
      treeId = entry !== undefined && entry.type === 'tree' && entry.mode !== '120000' ? entry.id : undefined;
      if (treeId === undefined) break;
    }
    if (treeId !== undefined) await walk(treeId, start);
  }
  return [...out];
}
