/**
 * Compiled code and loading context (SPEC §8 "graded bytes are executed bytes", §2 "bound to the
 * right tree").
 *
 * Compiled code: a patch that adds, changes or removes a file an interpreter loads as compiled code —
 * Python bytecode (`*.pyc`, `*.pyo`, anything under `__pycache__/`), a native extension (`*.so`,
 * `*.pyd`, `*.node`, `*.dylib`, `*.dll`) — changes executed bytes no spec can read: the run holds as
 * UNGRADABLE (`compiled-code`), never a clear. (A bytecode cache is never read from the checkout
 * anyway, src/adapters/proc.ts; a `.pyc` without its source is still imported, and an extension
 * module wins over the `.py` beside it.)
 *
 * Loading context: invariants run at their own paths in the candidate checkout, so files there decide
 * how the invariant itself is loaded — a `package.json` whose `type`, `imports`, `exports`, `main` or
 * `name` changes (ESM or CommonJS, `#imports`, self-references), a `conftest.py`, a
 * `sitecustomize.py`/`usercustomize.py`, a `.pth`, a `pytest.ini`, a `tsconfig*.json`/`jsconfig.json`
 * (paths), an `.npmrc` (`node-options`). The rule is the simplest honest one: a patch that changes such
 * a file in an invariant's folder or any folder above it up to the repository root is UNGRADABLE
 * (`loader-context`), naming the file, so the invariant is loaded exactly as on the base revision or
 * the run holds.
 */
import { closeSync, fstatSync, openSync, readSync, constants } from 'node:fs';
import { join } from 'node:path';
import type { BaseTree } from '../oracle/base-tree.js';
import type { Ungradable } from './graded.js';
import { pathFoldKey } from './paths.js';

/** File names (case-folded) an interpreter loads as compiled code. */
const COMPILED_EXTENSIONS = ['.pyc', '.pyo', '.so', '.pyd', '.node', '.dylib', '.dll'];

/** Why `path` is compiled code an interpreter would load, or null. */
export function compiledKind(path: string): string | null {
  const parts = pathFoldKey(path).split('/');
  const name = parts[parts.length - 1] ?? '';
  if (parts.slice(0, -1).includes('__pycache__')) return 'a Python bytecode cache';
  if (name.endsWith('.pyc') || name.endsWith('.pyo')) return 'Python bytecode';
  // `x.so`, `x.cpython-311-x86_64-linux-gnu.so`, `libx.so.1`.
  if (/\.so(\.\d+)*$/.test(name)) return 'a native library or extension module';
  for (const ext of COMPILED_EXTENSIONS)
    if (name.endsWith(ext)) return 'a native library or extension module';
  return null;
}

/** The changed paths that are compiled code (both sides of a rename are in `changed`). */
export function compiledUngradable(changed: readonly string[]): Ungradable[] {
  const out: Ungradable[] = [];
  for (const path of changed) {
    const kind = compiledKind(path);
    if (kind === null) continue;
    out.push({
      path,
      kind: 'compiled-code',
      reason: `${kind}: an interpreter loads these bytes, which no spec can read as source`,
    });
  }
  return out;
}

/** Loader-context files (case-folded names) whose any change counts. */
const CONTEXT_NAMES = new Set([
  'conftest.py',
  'sitecustomize.py',
  'usercustomize.py',
  'pytest.ini',
  '.npmrc',
  'jsconfig.json',
]);

/** What a change of `name` changes, when it is a loader-context file; null otherwise. */
function contextKind(name: string): 'package.json' | 'always' | null {
  const n = pathFoldKey(name);
  if (n === 'package.json') return 'package.json';
  if (CONTEXT_NAMES.has(n) || n.endsWith('.pth') || /^tsconfig.*\.json$/.test(n)) return 'always';
  return null;
}

/** The `package.json` fields that change how Node loads a file below it. */
export const PACKAGE_LOADER_FIELDS = ['type', 'imports', 'exports', 'main', 'name'] as const;

/** Largest `package.json` compared; a larger one counts as changed. */
const MAX_PACKAGE_JSON_BYTES = 1024 * 1024;

/** How to read a file's bytes on each side; null when it is absent (or not a regular file). */
export interface TwoSides {
  base(path: string): Promise<Buffer | null>;
  head(path: string): Promise<Buffer | null>;
}

/**
 * Whether the loader fields of two `package.json` versions differ: a side that is missing, too large
 * or not a JSON object counts as its own value, so a change between those counts too.
 */
export function packageLoaderChanged(base: Buffer | null, head: Buffer | null): string[] {
  const fields = (b: Buffer | null): Record<string, string> | string => {
    if (b === null) return 'absent';
    if (b.length > MAX_PACKAGE_JSON_BYTES) return 'too large to compare';
    try {
      const v: unknown = JSON.parse(b.toString('utf8'));
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'not a JSON object';
      const out: Record<string, string> = {};
      for (const f of PACKAGE_LOADER_FIELDS) out[f] = JSON.stringify((v as Record<string, unknown>)[f]) ?? '';
      return out;
    } catch {
      return 'not valid JSON';
    }
  };
  const a = fields(base);
  const b = fields(head);
  if (typeof a === 'string' || typeof b === 'string')
    return a === b && a !== 'too large to compare' ? [] : ['the whole file'];
  return PACKAGE_LOADER_FIELDS.filter((f) => a[f] !== b[f]);
}

/** The folders from each invariant's folder up to the root (`''`), case-folded. */
function loaderFolders(invariants: readonly string[]): Set<string> {
  const folders = new Set<string>(['']);
  for (const inv of invariants) {
    const parts = pathFoldKey(inv).split('/');
    for (let i = parts.length - 1; i >= 1; i--) folders.add(parts.slice(0, i).join('/'));
  }
  return folders;
}

/**
 * The changed loader-context files on the way from an invariant's folder up to the root: each one
 * is UNGRADABLE (`loader-context`), a `package.json` only when one of its loader fields changed.
 */
export async function loaderContextUngradable(
  changed: readonly string[],
  invariants: readonly string[],
  read: TwoSides,
): Promise<Ungradable[]> {
  if (invariants.length === 0) return [];
  const folders = loaderFolders(invariants);
  const out: Ungradable[] = [];
  for (const path of changed) {
    const key = pathFoldKey(path);
    const slash = key.lastIndexOf('/');
    const folder = slash < 0 ? '' : key.slice(0, slash);
    if (!folders.has(folder)) continue;
    const kind = contextKind(key.slice(slash + 1));
    if (kind === null) continue;
    if (kind === 'package.json') {
      const differ = packageLoaderChanged(await read.base(path), await read.head(path));
      if (differ.length === 0) continue;
      out.push({
        path,
        kind: 'loader-context',
        reason: `changes how Node loads the invariants below it (${differ.join(', ')}): an invariant must load as on the base revision`,
      });
      continue;
    }
    out.push({
      path,
      kind: 'loader-context',
      reason:
        'changes how an invariant below it is loaded or run (it sits in the invariant’s folder or above it): an invariant must load as on the base revision',
    });
  }
  return out;
}

/** A file's bytes in the base tree (git objects, no link followed), or null. */
export async function baseBlob(tree: BaseTree, path: string): Promise<Buffer | null> {
  let treeId = await tree.root();
  const parts = path.split('/');
  for (let i = 0; i < parts.length; i++) {
    const entry = (await tree.entries(treeId)).get(parts[i] as string);
    if (entry === undefined || entry.mode === '120000') return null;
    if (i === parts.length - 1) return entry.type === 'blob' ? tree.linkTarget(entry.id) : null;
    if (entry.type !== 'tree') return null;
    treeId = entry.id;
  }
  return null;
}

/**
 * A file's bytes in the checkout, opened without following a link, at most `cap` bytes (more reads as
 * a file too large to compare); null when absent or not a regular file.
 */
export function checkoutFile(root: string, path: string, cap = MAX_PACKAGE_JSON_BYTES + 1): Buffer | null {
  let fd: number;
  try {
    fd = openSync(join(root, path), constants.O_RDONLY | constants.O_NOFOLLOW | (constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    if (!fstatSync(fd).isFile()) return null;
    const buf = Buffer.alloc(cap);
    let n = 0;
    while (n < cap) {
      const got = readSync(fd, buf, n, cap - n, null);
      if (got === 0) break;
      n += got;
    }
    return buf.subarray(0, n);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
