/**
 * The base revision's tree as git stores it, read from git objects (never from a checkout, whose links
 * the file system would follow or a checkout setting would turn into plain files): what scope follows
 * the oracle's links through, where manifest globs are expanded and oracle files are pinned.
 */
import { git } from '../adapters/git.js';

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
