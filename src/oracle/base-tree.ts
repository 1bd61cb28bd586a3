/**
 * The base revision's tree as git stores it, read from git objects (never from a checkout, whose links
 * the file system would follow or a checkout setting would turn into plain files): what scope follows
 * the oracle's links through, where manifest globs are expanded and oracle files are pinned.
 */
import { git } from '../adapters/git.js';
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
        found = git(cwd, ['ls-tree', '-z', '--full-tree', treeId], 'buffer').then(parseLsTree);
        trees.set(treeId, found);
      }
      return found;
    },
    async linkTarget(blobId) {
      return git(cwd, ['cat-file', 'blob', blobId], 'buffer');
    },
  };
}

/** `git ls-tree -z` output: `<mode> SP <type> SP <id> TAB <name> NUL`, names as raw bytes (UTF-8). */
function parseLsTree(out: Buffer): ReadonlyMap<string, TreeEntry> {
  const entries = new Map<string, TreeEntry>();
  for (const record of out.toString('utf8').split('\0')) {
    if (record === '') continue;
    const tab = record.indexOf('\t');
    const [mode, type, id] = record.slice(0, tab).split(' ');
    if (
      tab < 0 ||
      mode === undefined ||
      id === undefined ||
      !(type === 'blob' || type === 'tree' || type === 'commit')
    )
      throw new Error(
        `git ls-tree printed an entry the gate does not understand: ${JSON.stringify(record.slice(0, 80))}`,
      );
    entries.set(record.slice(tab + 1), { mode, type, id });
  }
  return entries;
}

/** Folders walked at most to expand the `protected` globs over the base tree (each is one git call). */
export const MAX_PROTECTED_FOLDERS = 20_000;

/** Whether a glob character occurs in a path component. */
const GLOBBY = /[*?[\]{}!]/;

/**
 * The base files under `globs` (the `protected` globs, a tests fixture's files): the tree walked from
 * each glob's literal prefix; links are not followed and not listed.
 */
export async function protectedFiles(tree: BaseTree, globs: readonly string[]): Promise<string[]> {
  if (globs.length === 0) return [];
  const matches = globMatcher(globs, { nocase: true });
  const starts = new Set<string>();
  for (const g of globs) {
    const parts = g.split('/');
    const literal: string[] = [];
    for (const p of parts.slice(0, -1)) {
      if (GLOBBY.test(p)) break;
      literal.push(p);
    }
    starts.add(literal.join('/'));
  }
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
