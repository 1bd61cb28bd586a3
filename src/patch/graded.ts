/**
 * Graded bytes are executed bytes (SPEC §8). The candidate patch is what every spec reads; this module
 * makes it, and says for every changed path whether the patch shows what a checkout of the head
 * revision holds and an interpreter loads, or why the gate cannot show it (then the run holds as
 * UNGRADABLE before any spec runs, never a clear).
 *
 * What git's own patch gets wrong, and what is done about each:
 * - **binary detection**: one NUL byte makes git print `Binary files … differ` (or base85 with
 *   `--binary`), so no spec saw the file. Every file whose old and new bytes are UTF-8 (NUL bytes
 *   included) is shown as text (`--text`, `--no-ext-diff`, `--no-textconv`), whatever any
 *   `.gitattributes` says. A file with bytes that are not UTF-8 stays a `GIT binary patch` (a program
 *   spec reading the patch as UTF-8 text must not choke on it), is named in `graded.json`
 *   (`graded: "binary"`), and the built-in predicates grade its whole new content as Node and bash
 *   read it: decoded with U+FFFD for each invalid sequence, which keeps every ASCII byte in place.
 *   A UTF-16 or UTF-32 byte order mark (text some interpreters decode, which that decoding would not
 *   show) is ungradable (`not-utf8`), as is a file over {@link MAX_GRADED_BYTES}.
 * - **checkout conversions**: a `filter` (LFS and any other driver), a `working-tree-encoding` or an
 *   `ident` attribute makes the checkout write other bytes than the committed blob the patch shows.
 *   The head revision's attributes are read (a private index of the head tree, `check-attr --cached`)
 *   for every changed path, and for every path of the tree when a `.gitattributes` changed; any such
 *   attribute is ungradable (`checkout-conversion`). `eol`/`text` only turn `\n` into `\r\n`, which
 *   every interpreter and the predicates read as the same lines, so they are graded.
 * - **links**: a changed symbolic link is graded as the content it reaches, at the link's path. It is
 *   resolved in the head tree (every link on the way followed); a link out of the repository, into
 *   `.git`, to nothing, in a loop, or to a folder or submodule is ungradable.
 * - **decoding tricks**: a Python `coding:` cookie other than UTF-8 in the first two lines makes the
 *   interpreter decode other characters than the patch shows (`encoding-cookie`).
 * - **names**: a path whose name is not UTF-8 cannot be matched by a glob or compared with the oracle
 *   (`path-not-utf8`); the names in the patch text must equal the names git lists with `-z`
 *   (`names-disagree`), so no quoting quirk can hide a path from a glob.
 * A submodule bump is ungradable too: what it reaches is not in this repository.
 *
 * Program specs read the same patch, and `graded.json` beside it (its path in `GATE_GRADED`) lists
 * every changed path with how it was graded: see {@link GradedNote}.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitRun } from '../adapters/git.js';
import { parseUnifiedDiff, type AddedLine, type DiffFile, type ParsedDiff } from './diff.js';

/** A changed file larger than this is not read into the gate; it is ungradable (`too-large`). */
export const MAX_GRADED_BYTES = 32 * 1024 * 1024;
/** Links followed while resolving one path, as the kernel's own limit. */
const MAX_LINK_HOPS = 40;

export const UNGRADABLE_KINDS = [
  'not-utf8',
  'too-large',
  'checkout-conversion',
  'encoding-cookie',
  'link-outside',
  'link-dangling',
  'link-folder',
  'submodule',
  'path-not-utf8',
  'names-disagree',
  'binary-patch',
  /** Compiled code an interpreter loads (src/patch/compiled.ts). */
  'compiled-code',
  /** A file that changes how an invariant is loaded, in its folder or above (src/patch/compiled.ts). */
  'loader-context',
] as const;
export type UngradableKind = (typeof UNGRADABLE_KINDS)[number];

/** A changed path the gate cannot show as the text that runs. */
export interface Ungradable {
  path: string;
  kind: UngradableKind;
  /** What a reviewer reads: why this path cannot be graded. */
  reason: string;
}

/** One changed path as the specs are given it. */
export interface GradedFile {
  path: string;
  /**
   * `text`: the patch shows the file as text; `binary`: a `GIT binary patch` in the patch (its bytes are
   * not all UTF-8; the built-ins grade its decoded content); `link`: graded as `target`'s content;
   * `deleted`; `ungradable` (see `reason`).
   */
  graded: 'text' | 'binary' | 'link' | 'deleted' | 'ungradable';
  /** For a link: the repository path of the file it reaches. */
  target?: string;
  reason?: string;
}

/** `graded.json`: the machine-readable note beside the patch (`GATE_GRADED`). */
export interface GradedNote {
  schema: 1;
  files: GradedFile[];
  ungradable: Ungradable[];
}

export interface GradedPatch {
  /** The patch bytes the specs read (`git diff --text`). */
  bytes: Buffer;
  /** The parsed patch, with each changed link's added lines replaced by the content it reaches. */
  diff: ParsedDiff;
  /** Every changed path, both sides of renames, sorted. */
  changed: string[];
  ungradable: Ungradable[];
  note: GradedNote;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lossyUtf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** A UTF-16 or UTF-32 byte order mark at the start, by name, or null. */
function wideBom(b: Buffer): string | null {
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) return 'UTF-32';
  if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) return 'UTF-32';
  if (b.length >= 2 && ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff)))
    return 'UTF-16';
  return null;
}

/** `git diff` of base..head over `pathspec` (everything when empty), in a fixed format. */
function patchBytes(
  cwd: string,
  base: string,
  head: string,
  mode: string[],
  pathspec: string[],
): Promise<Buffer> {
  return gitRun(cwd, [
    '-c',
    'diff.noprefix=false',
    '-c',
    'diff.mnemonicPrefix=false',
    '-c',
    'core.quotePath=true',
    '-c',
    'diff.suppressBlankEmpty=false',
    'diff',
    ...mode,
    '--no-color',
    '--no-ext-diff',
    '--no-textconv',
    '--no-relative',
    '--unified=3',
    '--src-prefix=a/',
    '--dst-prefix=b/',
    '--find-renames',
    base,
    head,
    '--',
    ...pathspec,
  ]);
}

function utf8OrNull(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** One record of `git diff --raw -z`. */
interface RawChange {
  status: string;
  oldMode: string;
  newMode: string;
  oldOid: string;
  newOid: string;
  /** The new path (the only one unless renamed or copied). */
  path: string;
  from?: string;
  /** False when a name is not UTF-8 (then `path`/`from` hold U+FFFD). */
  namesUtf8: boolean;
}

/** `git diff --raw -z` output: `:om nm oo no S\0path\0[path2\0]`. */
export function parseRawZ(out: Buffer): RawChange[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < out.length; i++) {
    if (out[i] === 0) {
      parts.push(out.subarray(start, i));
      start = i + 1;
    }
  }
  const changes: RawChange[] = [];
  for (let i = 0; i < parts.length;) {
    const head = (parts[i++] as Buffer).toString('latin1');
    if (head === '') continue;
    const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])\d*$/.exec(head);
    if (m === null) throw new Error(`unexpected git diff --raw record ${JSON.stringify(head)}`);
    const [oldMode, newMode, oldOid, newOid, status] = m.slice(1) as [string, string, string, string, string];
    const names = status === 'R' || status === 'C' ? [parts[i++], parts[i++]] : [parts[i++]];
    const decoded = names.map((b) => (b === undefined ? null : utf8OrNull(b)));
    const namesUtf8 = decoded.every((d) => d !== null);
    const text = names.map((b, k) => decoded[k] ?? (b ?? Buffer.alloc(0)).toString('utf8'));
    changes.push({
      status,
      oldMode,
      newMode,
      oldOid,
      newOid,
      path: text[text.length - 1] as string,
      ...(text.length === 2 ? { from: text[0] as string } : {}),
      namesUtf8,
    });
  }
  return changes;
}

/**
 * The patch from base to head and how faithfully it shows each changed path. Runs in `cwd` (the base
 * revision's worktree), reading only git objects: no attribute of either revision changes the patch.
 */
export async function gradedPatch(cwd: string, base: string, head: string): Promise<GradedPatch> {
  const raw = parseRawZ(
    await gitRun(cwd, [
      'diff',
      '--raw',
      '-z',
      '--no-abbrev',
      '--find-renames',
      '--no-relative',
      base,
      head,
      '--',
    ]),
  );
  const changed = [
    ...new Set(raw.flatMap((c) => (c.from !== undefined ? [c.from, c.path] : [c.path]))),
  ].sort();
  // Every old and new blob, once: which changes can be shown as text, and what the new sides hold.
  const isBlob = (mode: string): boolean => mode === '100644' || mode === '100755' || mode === '120000';
  const contents = await readBlobs(cwd, [
    ...raw.filter((c) => isBlob(c.oldMode)).map((c) => c.oldOid),
    ...raw.filter((c) => isBlob(c.newMode)).map((c) => c.newOid),
  ]);
  const textual = (oid: string, mode: string): boolean => {
    if (!isBlob(mode)) return true;
    const content = contents.get(oid);
    return content !== undefined && utf8OrNull(content) !== null;
  };
  const binary = raw.filter((c) => !textual(c.oldOid, c.oldMode) || !textual(c.newOid, c.newMode));
  const binaryPaths = new Set(binary.flatMap((c) => (c.from !== undefined ? [c.from, c.path] : [c.path])));
  const textPatch = await patchBytes(
    cwd,
    base,
    head,
    ['--text'],
    binaryPaths.size > 0 ? [':(top)', ...[...binaryPaths].map((p) => `:(top,literal,exclude)${p}`)] : [],
  );
  const binaryPatch =
    binaryPaths.size > 0
      ? await patchBytes(
          cwd,
          base,
          head,
          ['--binary'],
          [...binaryPaths].map((p) => `:(top,literal)${p}`),
        )
      : Buffer.alloc(0);
  const bytes = Buffer.concat([textPatch, binaryPatch]);
  const diff = parseUnifiedDiff(bytes.toString('utf8'));
  const ungradable: Ungradable[] = [];
  const files = new Map<string, GradedFile>();
  const fail = (path: string, kind: UngradableKind, reason: string): void => {
    if (!ungradable.some((u) => u.path === path && u.kind === kind)) ungradable.push({ path, kind, reason });
    files.set(path, { path, graded: 'ungradable', reason });
  };

  // Names: what the patch text says must be what git lists; a name git cannot give as UTF-8 is refused.
  for (const c of raw) {
    if (!c.namesUtf8)
      fail(
        c.path,
        'path-not-utf8',
        'its name is not UTF-8, so no glob or oracle name can be matched against it',
      );
  }
  const inPatch = new Set(
    diff.files.flatMap((f) => [f.oldPath, f.newPath]).filter((p): p is string => p !== null),
  );
  for (const p of changed) {
    if (!inPatch.has(p)) fail(p, 'names-disagree', 'the patch text does not name it as git lists it');
  }
  for (const p of inPatch) {
    if (!changed.includes(p))
      fail(p, 'names-disagree', 'the patch text names a path git does not list as changed');
  }

  const tree = new TreeReader(cwd, head);
  const attrPaths = new Set<string>();
  const blobs: Array<{ path: string; oid: string; via?: string }> = [];
  for (const c of raw) {
    if (c.from !== undefined && c.status === 'R' && !files.has(c.from))
      files.set(c.from, { path: c.from, graded: 'deleted' });
    if (c.status === 'D') {
      if (!files.has(c.path)) files.set(c.path, { path: c.path, graded: 'deleted' });
      continue;
    }
    if (files.get(c.path)?.graded === 'ungradable') continue;
    switch (c.newMode) {
      case '160000':
        fail(c.path, 'submodule', 'a submodule: the code it reaches is not in this repository');
        break;
      case '120000': {
        const reached = await tree.resolveLink(c.path);
        if (!reached.ok) {
          fail(c.path, reached.kind, reached.reason);
          break;
        }
        files.set(c.path, { path: c.path, graded: 'link', target: reached.path });
        attrPaths.add(reached.path);
        blobs.push({ path: c.path, oid: reached.oid, via: reached.path });
        break;
      }
      default:
        files.set(c.path, { path: c.path, graded: 'text' });
        attrPaths.add(c.path);
        blobs.push({ path: c.path, oid: c.newOid });
    }
  }

  // Content: every new side (a link's target too), checked as text an interpreter decodes as shown.
  const unread = blobs.map((b) => b.oid).filter((oid) => !contents.has(oid));
  for (const [oid, content] of await readBlobs(cwd, unread)) contents.set(oid, content);
  const linkLines = new Map<string, AddedLine[]>();
  for (const b of blobs) {
    const content = contents.get(b.oid);
    const where = b.via !== undefined ? ` (through the link to ${b.via})` : '';
    if (content === undefined) {
      fail(b.path, 'too-large', `larger than ${MAX_GRADED_BYTES} bytes${where}: not read`);
      continue;
    }
    const bom = wideBom(content);
    if (bom !== null) {
      fail(
        b.path,
        'not-utf8',
        `a ${bom} byte order mark${where}: some interpreters decode it as text the patch does not show`,
      );
      continue;
    }
    const text = utf8OrNull(content) ?? lossyUtf8.decode(content);
    const cookie = encodingCookie(text);
    if (cookie !== null) {
      fail(
        b.path,
        'encoding-cookie',
        `a coding cookie (${cookie}) makes Python decode it as other characters than the patch shows${where}`,
      );
      continue;
    }
    const isBinary = b.via === undefined && binaryPaths.has(b.path);
    if (b.via !== undefined || isBinary) linkLines.set(b.path, asAddedLines(text));
    if (isBinary)
      files.set(b.path, {
        path: b.path,
        graded: 'binary',
        reason:
          'not UTF-8 on one side: a GIT binary patch; the built-in predicates grade its new content decoded with U+FFFD',
      });
  }

  // Attributes of the head revision that change bytes at checkout.
  const attributesChanged = changed.some((p) => p === '.gitattributes' || p.endsWith('/.gitattributes'));
  const checkPaths = attributesChanged ? await tree.filePaths() : [...attrPaths];
  for (const [path, why] of await checkoutConversions(cwd, head, checkPaths, contents, blobs)) {
    // A conversion on a link's target is reported at the link, the path the specs grade.
    const at = blobs.filter((b) => b.via === path).map((b) => b.path);
    for (const p of at.length > 0 ? at : [path]) fail(p, 'checkout-conversion', why);
  }

  const gradedDiff = withLinkContent(diff, linkLines);
  const sorted = [...files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  ungradable.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { bytes, diff: gradedDiff, changed, ungradable, note: { schema: 1, files: sorted, ungradable } };
}

/** The content of a link's target as the added lines of the link's path (line 1 to the end). */
function asAddedLines(text: string): AddedLine[] {
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  if (body === '' && text === '') return [];
  return body
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line.endsWith('\r') ? line.slice(0, -1) : line }));
}

/**
 * The parsed patch with each changed link graded as the content it reaches, and each binary patch as
 * its whole new content.
 */
function withLinkContent(diff: ParsedDiff, linkLines: Map<string, AddedLine[]>): ParsedDiff {
  if (linkLines.size === 0) return diff;
  let addedCount = 0;
  const files: DiffFile[] = diff.files.map((f) => {
    const lines =
      f.newPath !== null && (f.newMode === '120000' || f.binary) ? linkLines.get(f.newPath) : undefined;
    const file = lines === undefined ? f : { ...f, added: lines };
    addedCount += file.added.length;
    return file;
  });
  return { files, addedCount, removedCount: diff.removedCount };
}

/**
 * PEP 263: a comment in the first or second line matching `coding[:=]\s*([-\w.]+)` sets the source
 * encoding. Returns the named encoding when it is not UTF-8, else null.
 */
export function encodingCookie(text: string): string | null {
  const lines = text.split(/\r\n|\r|\n/, 2);
  for (const line of lines) {
    const m = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/.exec(line);
    if (m !== null) {
      const name = (m[1] as string).toLowerCase().replace(/_/g, '-');
      return name === 'utf-8' || name === 'utf8' || name.startsWith('utf-8-') || name.startsWith('utf8-')
        ? null
        : name;
    }
    // Python looks at the second line only when the first is a comment or blank.
    if (!/^[ \t\f]*(#.*)?$/.test(line)) break;
  }
  return null;
}

/** Blob contents by oid, read with one `cat-file --batch`; oids over {@link MAX_GRADED_BYTES} are left out. */
async function readBlobs(cwd: string, oids: string[]): Promise<Map<string, Buffer>> {
  const unique = [...new Set(oids)];
  const result = new Map<string, Buffer>();
  if (unique.length === 0) return result;
  const check = (await gitRun(cwd, ['cat-file', '--batch-check'], { input: unique.join('\n') + '\n' }))
    .toString('latin1')
    .split('\n');
  const small = unique.filter((oid, i) => {
    const size = Number((check[i] ?? '').split(' ')[2]);
    return Number.isSafeInteger(size) && size <= MAX_GRADED_BYTES;
  });
  if (small.length === 0) return result;
  const out = await gitRun(cwd, ['cat-file', '--batch'], { input: small.join('\n') + '\n' });
  let pos = 0;
  for (const oid of small) {
    const nl = out.indexOf(0x0a, pos);
    const header = out.subarray(pos, nl).toString('latin1').split(' ');
    const size = Number(header[2]);
    if (header[0] !== oid || !Number.isSafeInteger(size))
      throw new Error(`git cat-file --batch: unexpected header for ${oid}`);
    result.set(oid, out.subarray(nl + 1, nl + 1 + size));
    pos = nl + 1 + size + 1;
  }
  return result;
}

/**
 * Paths whose checkout bytes differ from the blob under the head revision's attributes, with why.
 * The attributes come from a private index of the head tree, so neither working tree is consulted.
 */
async function checkoutConversions(
  cwd: string,
  head: string,
  paths: string[],
  contents: Map<string, Buffer>,
  blobs: Array<{ path: string; oid: string; via?: string }>,
): Promise<Array<[string, string]>> {
  if (paths.length === 0) return [];
  const dir = mkdtempSync(join(tmpdir(), 'gate-attr-'));
  try {
    const env = { GIT_INDEX_FILE: join(dir, 'index') };
    await gitRun(cwd, ['read-tree', head], { env });
    const out = await gitRun(
      cwd,
      ['check-attr', '--cached', '-z', '--stdin', 'filter', 'working-tree-encoding', 'ident'],
      { env, input: paths.join('\0') + '\0' },
    );
    const parts = out.toString('utf8').split('\0');
    const found = new Map<string, string[]>();
    const contentOf = (path: string): Buffer | undefined => {
      const b =
        blobs.find((x) => x.path === path && x.via === undefined) ?? blobs.find((x) => x.via === path);
      return b === undefined ? undefined : contents.get(b.oid);
    };
    for (let i = 0; i + 2 < parts.length; i += 3) {
      const [path, attr, value] = [parts[i] as string, parts[i + 1] as string, parts[i + 2] as string];
      if (value === 'unspecified' || value === 'unset') continue;
      let why: string | undefined;
      if (attr === 'filter') why = `filter=${value}`;
      else if (attr === 'working-tree-encoding' && !/^utf-?8$/i.test(value))
        why = `working-tree-encoding=${value}`;
      else if (attr === 'ident') {
        const content = contentOf(path);
        if (content === undefined || content.includes('$Id')) why = 'ident';
      }
      if (why !== undefined) found.set(path, [...(found.get(path) ?? []), why]);
    }
    return [...found].map(([path, whys]) => [
      path,
      `its .gitattributes (${whys.join(', ')}) make a checkout write other bytes than the patch shows`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Reached =
  | { ok: true; path: string; oid: string }
  | { ok: false; kind: 'link-outside' | 'link-dangling' | 'link-folder' | 'submodule'; reason: string };

/** The head tree, listed once on first use, for resolving links the way a checkout would. */
class TreeReader {
  private entries?: Map<string, { mode: string; oid: string }>;

  constructor(
    private readonly cwd: string,
    private readonly rev: string,
  ) {}

  private async list(): Promise<Map<string, { mode: string; oid: string }>> {
    if (this.entries === undefined) {
      const out = await gitRun(this.cwd, ['ls-tree', '-r', '-t', '-z', '--full-tree', this.rev]);
      const map = new Map<string, { mode: string; oid: string }>();
      for (const record of out.toString('utf8').split('\0')) {
        const tab = record.indexOf('\t');
        if (tab < 0) continue;
        const [mode, , oid] = record.slice(0, tab).split(' ') as [string, string, string];
        map.set(record.slice(tab + 1), { mode, oid });
      }
      this.entries = map;
    }
    return this.entries;
  }

  async filePaths(): Promise<string[]> {
    return [...(await this.list())].filter(([, e]) => e.mode !== '040000').map(([p]) => p);
  }

  /** Where the link at `linkPath` leads in the tree, following every link on the way. */
  async resolveLink(linkPath: string): Promise<Reached> {
    const entries = await this.list();
    const shown = `the link ${linkPath}`;
    let hops = 0;
    // `done` are the resolved leading segments; `todo` what is left to walk.
    const done: string[] = [];
    let todo = [...linkPath.split('/')];
    while (todo.length > 0) {
      const seg = todo.shift() as string;
      if (seg === '' || seg === '.') continue;
      if (seg === '..') {
        if (done.length === 0)
          return { ok: false, kind: 'link-outside', reason: `${shown} leads outside the repository` };
        done.pop();
        continue;
      }
      if (/^\.git$/i.test(seg))
        return { ok: false, kind: 'link-outside', reason: `${shown} leads into git metadata (.git)` };
      done.push(seg);
      const here = done.join('/');
      const entry = entries.get(here);
      if (entry === undefined)
        return {
          ok: false,
          kind: 'link-dangling',
          reason: `${shown} points to nothing in the head revision (${here})`,
        };
      if (entry.mode === '120000') {
        if (++hops > MAX_LINK_HOPS)
          return { ok: false, kind: 'link-dangling', reason: `${shown} is a loop of links` };
        const target = (await gitRun(this.cwd, ['cat-file', 'blob', entry.oid])).toString('utf8');
        if (target.startsWith('/'))
          return {
            ok: false,
            kind: 'link-outside',
            reason: `${shown} leads outside the repository (an absolute target)`,
          };
        done.pop();
        todo = [...target.split('/'), ...todo];
        continue;
      }
      if (entry.mode === '160000')
        return {
          ok: false,
          kind: 'submodule',
          reason: `${shown} leads into a submodule, which is not in this repository`,
        };
      if (entry.mode !== '040000' && todo.some((s) => s !== '' && s !== '.'))
        return {
          ok: false,
          kind: 'link-dangling',
          reason: `${shown} goes through a file as if it were a folder`,
        };
    }
    const final = done.join('/');
    const entry = entries.get(final);
    if (final === '' || entry === undefined || entry.mode === '040000')
      return {
        ok: false,
        kind: 'link-folder',
        reason: `${shown} reaches a folder, whose files the patch does not show at the link's path`,
      };
    return { ok: true, path: final, oid: entry.oid };
  }
}

/**
 * A given `--patch` file has no tree to check content against: what it shows as binary, a link it
 * adds (whose target cannot be read), and bytes that are not UTF-8 are ungradable.
 */
export function patchFileUngradable(
  bytes: Buffer,
  diff: ParsedDiff,
  name: string,
): { ungradable: Ungradable[]; files: GradedFile[] } {
  const ungradable: Ungradable[] = [];
  const files: GradedFile[] = [];
  if (utf8OrNull(bytes) === null)
    ungradable.push({ path: name, kind: 'not-utf8', reason: 'the patch file is not UTF-8 text' });
  for (const f of diff.files) {
    const path = (f.newPath ?? f.oldPath) as string;
    if (f.newPath === null) files.push({ path, graded: 'deleted' });
    else if (f.binary) {
      const reason = 'the patch shows it as binary, not as text';
      ungradable.push({ path, kind: 'binary-patch', reason });
      files.push({ path, graded: 'ungradable', reason });
    } else if (f.newMode === '120000' || f.newMode === '160000') {
      const reason = 'a link or submodule in a patch file: what it reaches cannot be read';
      ungradable.push({ path, kind: f.newMode === '120000' ? 'link-dangling' : 'submodule', reason });
      files.push({ path, graded: 'ungradable', reason });
    } else files.push({ path, graded: 'text' });
  }
  return { ungradable, files };
}
