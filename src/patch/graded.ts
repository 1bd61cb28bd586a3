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
 *   (`graded: "binary"`), and the in-process checks (built-in checks and .yml predicate specs) grade its whole new content as Node and bash
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
import { letHeapGo } from '../adapters/heap.js';
import {
  catFileEach,
  FileSink,
  gitBytesEach,
  gitFieldsEach,
  gitRun,
  GitOutputTooLarge,
} from '../adapters/git.js';
import { blobSizes, patchTo, RawZReader } from './git-diff.js';
import { fileFields, parseGitPatchFile, type AddedLine, type DiffFile, type ParsedDiff } from './diff.js';

/** A changed file larger than this is not read into the gate; it is ungradable (`too-large`). */
export const MAX_GRADED_BYTES = 32 * 1024 * 1024;
/**
 * The patch is written to disk as git prints it and never held whole; past this size git is stopped
 * and the run holds (`patch-too-large`), naming the figure.
 */
export const MAX_PATCH_BYTES = 1024 * 1024 * 1024;
/**
 * One file's part of the patch is parsed in memory (memory follows the largest changed file, not the
 * patch): a part larger than this is not parsed, and its path is ungradable (`too-large`).
 */
export const MAX_FILE_DIFF_BYTES = 80 * 1024 * 1024;
/** `git diff --raw -z` is read into memory: about 2,000,000 changed paths fit under this. */
export const MAX_LISTING_BYTES = 256 * 1024 * 1024;
/**
 * Binary or too-large paths are diffed apart from the text, named one by one on git's command line;
 * more than this many would pass the system's limit on arguments, so the run holds instead.
 */
export const MAX_APART_PATHS = 10_000;
/**
 * Past this many changed paths the run keeps its heap held (src/adapters/heap.ts): their records
 * survive every collection while the patch is read; below it, it is let go.
 */
const HOLD_HEAP_PAST_PATHS = 20_000;
/**
 * The caps in force: the constants above, replaceable by tests, which show each cap's hold without
 * writing a gigabyte (`patchLimits.patch = 1000`).
 */
export const patchLimits = {
  graded: MAX_GRADED_BYTES,
  patch: MAX_PATCH_BYTES,
  part: MAX_FILE_DIFF_BYTES,
  listing: MAX_LISTING_BYTES,
  apart: MAX_APART_PATHS,
  holdHeapAt: HOLD_HEAP_PAST_PATHS,
};
/**
 * The heap let go once a patch is seen to change at most `patchLimits.holdHeapAt` paths
 * (the run held it from its start: src/adapters/heap.ts); past that it stays held.
 */
export function letGoIfFew(paths: number): void {
  if (paths <= patchLimits.holdHeapAt) letHeapGo();
}

/** A link target longer than the system's path limit reaches nothing a checkout can make. */
const MAX_LINK_TARGET_BYTES = 4096;
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
  /** A changed path whose working file is not the head revision's (src/patch/compiled.ts). */
  'working-tree',
  'patch-too-large',
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
  /** The patch the specs read (`git diff --text`), written to the file the caller named. */
  file: string;
  /** Hex sha256 of that file. */
  sha256: string;
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

function utf8OrNull(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** What the gate needs to know of one blob, read once and then dropped (memory follows one file). */
interface BlobFacts {
  utf8: boolean;
  /** A UTF-16/UTF-32 byte order mark, by name. */
  bom: string | null;
  /** A Python coding cookie other than UTF-8. */
  cookie: string | null;
  /** Holds `$Id` (what the `ident` attribute expands at checkout). */
  ident: boolean;
}

function factsOf(content: Buffer, text: string | null): BlobFacts {
  return {
    utf8: text !== null,
    bom: wideBom(content),
    cookie: encodingCookie(text ?? lossyUtf8.decode(content)),
    ident: content.includes('$Id'),
  };
}

const byPath = <T extends { path: string }>(a: T, b: T): number =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

/**
 * The patch from base to head and how faithfully it shows each changed path. Runs in the repository at
 * `cwd`, reading only git objects: no attribute of either revision changes the patch. `attributes`,
 * given the changed paths, names a folder holding the base revision's `.gitattributes` for them: the
 * diff runs with it as git's work tree, so the attributes it does consult (hunk headers' `diff=`
 * drivers) are the base's, never a candidate checkout's.
 * The patch is written to `dest` as git prints it and parsed one file at a time; the gate holds one
 * changed file's content at a time, never the whole patch. Past a size cap the run holds, naming it.
 */
export async function gradedPatch(
  cwd: string,
  base: string,
  head: string,
  dest: string,
  attributes?: (changed: readonly string[]) => Promise<string>,
): Promise<GradedPatch> {
  // Read as it streams, record by record: held whole (chunks, then joined, then parsed) the listing
  // of 100,000 changed paths stayed in the process's resident memory to the end of the run.
  const listing = new RawZReader();
  try {
    await gitBytesEach(
      cwd,
      ['diff', '--raw', '-z', '--no-abbrev', '--find-renames', '--no-relative', base, head, '--'],
      [],
      (field) => listing.push(field),
      { maxBytes: patchLimits.listing },
    );
  } catch (err) {
    if (!(err instanceof GitOutputTooLarge)) throw err;
    return tooLargeToGrade(
      dest,
      [],
      `git lists the changed paths in more than ${patchLimits.listing} bytes (the gate reads at most that)`,
    );
  }
  const raw = listing.end();
  letGoIfFew(raw.length);
  // Each changed path, mapped to itself: the patch's files take these strings for their names rather
  // than copies of their own (100,000 paths: 4 MB).
  const changedSet = new Map<string, string>();
  for (const c of raw) {
    if (c.from !== undefined) changedSet.set(c.from, c.from);
    changedSet.set(c.path, c.path);
  }
  const changed = [...changedSet.keys()].sort();
  // Every old and new blob, once: its size, then (when not too large) what the gate must know of it.
  const isBlob = (mode: string): boolean => mode === '100644' || mode === '100755' || mode === '120000';
  const blobOids = new Set<string>();
  for (const c of raw) {
    if (isBlob(c.oldMode)) blobOids.add(c.oldOid);
    if (isBlob(c.newMode)) blobOids.add(c.newOid);
  }
  const sizes = await blobSizes(cwd, [...blobOids]);
  const small = (oid: string): boolean => (sizes.get(oid) ?? Infinity) <= patchLimits.graded;
  const linkOids = new Set(raw.filter((c) => c.newMode === '120000').map((c) => c.newOid));
  const facts = new Map<string, BlobFacts>();
  const linkTargets = new Map<string, string>();
  const scan = (oid: string, content: Buffer): void => {
    const text = utf8OrNull(content);
    facts.set(oid, factsOf(content, text));
    if (linkOids.has(oid) && content.length <= MAX_LINK_TARGET_BYTES)
      linkTargets.set(oid, text ?? content.toString('utf8'));
  };
  await catFileEach(cwd, [...blobOids].filter(small), scan);

  // A side too large to read is diffed apart (git prints `Binary files … differ` past its big-file
  // threshold, so no side is loaded whole); a side that is not UTF-8 is a `GIT binary patch`.
  const largeSide = (oid: string, mode: string): boolean => isBlob(mode) && !small(oid);
  const textual = (oid: string, mode: string): boolean => !isBlob(mode) || facts.get(oid)?.utf8 === true;
  const largePaths = new Set<string>();
  const binaryPaths = new Set<string>();
  for (const c of raw) {
    const paths = c.from !== undefined ? [c.from, c.path] : [c.path];
    if (largeSide(c.oldOid, c.oldMode) || largeSide(c.newOid, c.newMode))
      for (const p of paths) largePaths.add(p);
    else if (!textual(c.oldOid, c.oldMode) || !textual(c.newOid, c.newMode))
      for (const p of paths) binaryPaths.add(p);
  }
  if (largePaths.size + binaryPaths.size > patchLimits.apart)
    return tooLargeToGrade(
      dest,
      changed,
      `${largePaths.size + binaryPaths.size} changed paths are binary or larger than ${patchLimits.graded} bytes; the gate diffs at most ${patchLimits.apart} such paths`,
    );
  const apart = [...largePaths, ...binaryPaths];
  let diffCwd = cwd;
  let where: string[] = [];
  if (attributes !== undefined) {
    const gitDir = (await gitRun(cwd, ['rev-parse', '--absolute-git-dir'])).toString('utf8').trim();
    diffCwd = await attributes(changed);
    where = [`--git-dir=${gitDir}`, `--work-tree=${diffCwd}`];
  }
  const sink = new FileSink(dest, patchLimits.patch);
  let sha256: string;
  try {
    await patchTo(
      sink,
      diffCwd,
      base,
      head,
      ['--text'],
      apart.length > 0 ? [':(top)', ...apart.map((p) => `:(top,literal,exclude)${p}`)] : [],
      where,
    );
    if (binaryPaths.size > 0 && !sink.overflow)
      await patchTo(
        sink,
        diffCwd,
        base,
        head,
        ['--binary'],
        [...binaryPaths].map((p) => `:(top,literal)${p}`),
        where,
      );
    if (largePaths.size > 0 && !sink.overflow)
      await patchTo(
        sink,
        diffCwd,
        base,
        head,
        [],
        [...largePaths].map((p) => `:(top,literal)${p}`),
        [...where, '-c', `core.bigFileThreshold=${patchLimits.graded}`],
      );
  } finally {
    sha256 = sink.close();
  }
  if (sink.overflow)
    return tooLargeToGrade(
      dest,
      changed,
      `the patch is more than ${patchLimits.patch} bytes (the gate writes at most that)`,
    );
  const parsed = parseGitPatchFile(dest, sink.bytes, patchLimits.part, (name) => changedSet.get(name));
  const diff = parsed.diff;
  const ungradable: Ungradable[] = [];
  const reported = new Set<string>();
  const files = new Map<string, GradedFile>();
  const fail = (path: string, kind: UngradableKind, reason: string): void => {
    const key = `${kind}\0${path}`;
    if (!reported.has(key)) {
      reported.add(key);
      ungradable.push({ path, kind, reason });
    }
    files.set(path, { path, graded: 'ungradable', reason });
  };
  for (const o of parsed.oversized)
    fail(
      o.path,
      'too-large',
      `its part of the patch is ${o.bytes} bytes, more than the ${patchLimits.part} the gate parses for one file`,
    );

  // Names: what the patch text says must be what git lists; a name git cannot give as UTF-8 is refused.
  for (const c of raw) {
    if (!c.namesUtf8)
      fail(
        c.path,
        'path-not-utf8',
        'its name is not UTF-8, so no glob or oracle name can be matched against it',
      );
  }
  const inPatch = new Set<string>();
  for (const f of diff.files) {
    if (f.oldPath !== null) inPatch.add(f.oldPath);
    if (f.newPath !== null) inPatch.add(f.newPath);
  }
  for (const p of changed) {
    if (!inPatch.has(p)) fail(p, 'names-disagree', 'the patch text does not name it as git lists it');
  }
  for (const p of inPatch) {
    if (!changedSet.has(p))
      fail(p, 'names-disagree', 'the patch text names a path git does not list as changed');
  }

  const tree = new TreeReader(cwd, head, linkTargets);
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
  // The listing's records are read no more: let them go before the contents and attributes are read
  // (100,000 paths: 10 MB; the reader holds the same array).
  raw.length = 0;

  // Content: every new side (a link's target too), checked as text an interpreter decodes as shown.
  // A link's target and a binary file's new side are graded as their whole content: that text is kept.
  const wanted = new Set<string>();
  for (const b of blobs) if (b.via !== undefined || binaryPaths.has(b.path)) wanted.add(b.oid);
  const unread = [...new Set(blobs.map((b) => b.oid))].filter((oid) => !facts.has(oid));
  for (const [oid, size] of await blobSizes(cwd, unread)) sizes.set(oid, size);
  const texts = new Map<string, string>();
  await catFileEach(cwd, [...new Set([...unread, ...wanted])].filter(small), (oid, content) => {
    const text = utf8OrNull(content);
    if (!facts.has(oid)) facts.set(oid, factsOf(content, text));
    if (wanted.has(oid)) texts.set(oid, text ?? lossyUtf8.decode(content));
  });
  const contentLines = new Map<string, string>();
  for (const b of blobs) {
    const fact = facts.get(b.oid);
    const where = b.via !== undefined ? ` (through the link to ${b.via})` : '';
    if (fact === undefined || !small(b.oid)) {
      fail(b.path, 'too-large', `larger than ${patchLimits.graded} bytes${where}: not read`);
      continue;
    }
    if (fact.bom !== null) {
      fail(
        b.path,
        'not-utf8',
        `a ${fact.bom} byte order mark${where}: some interpreters decode it as text the patch does not show`,
      );
      continue;
    }
    if (fact.cookie !== null) {
      fail(
        b.path,
        'encoding-cookie',
        `a coding cookie (${fact.cookie}) makes Python decode it as other characters than the patch shows${where}`,
      );
      continue;
    }
    const isBinary = b.via === undefined && binaryPaths.has(b.path);
    const text = texts.get(b.oid);
    if ((b.via !== undefined || isBinary) && text !== undefined) contentLines.set(b.path, text);
    if (isBinary)
      files.set(b.path, {
        path: b.path,
        graded: 'binary',
        reason:
          'not UTF-8 on one side: a GIT binary patch; the in-process checks grade its new content decoded with U+FFFD',
      });
  }

  // Attributes of the head revision that change bytes at checkout.
  const attributesChanged = changed.some((p) => p === '.gitattributes' || p.endsWith('/.gitattributes'));
  const checkPaths = attributesChanged ? await tree.filePaths() : [...attrPaths];
  const linksTo = new Map<string, string[]>();
  for (const b of blobs) if (b.via !== undefined) linksTo.set(b.via, [...(linksTo.get(b.via) ?? []), b.path]);
  for (const [path, why] of await checkoutConversions(cwd, head, checkPaths, blobs, facts)) {
    // A conversion on a link's target is reported at the link, the path the specs grade.
    const at = linksTo.get(path) ?? [];
    for (const p of at.length > 0 ? at : [path]) fail(p, 'checkout-conversion', why);
  }

  const gradedDiff = withLinkContent(diff, contentLines);
  const sorted = [...files.values()].sort(byPath);
  ungradable.sort(byPath);
  return {
    file: dest,
    sha256,
    diff: gradedDiff,
    changed,
    ungradable,
    note: { schema: 1, files: sorted, ungradable },
  };
}

/**
 * A patch past a size cap: the run holds as UNGRADABLE with the figure (src/stages/scope.ts), never
 * an out-of-memory crash. The patch file is left empty: no spec reads a part of a patch.
 */
function tooLargeToGrade(dest: string, changed: string[], reason: string): GradedPatch {
  const sink = new FileSink(dest, 0);
  const sha256 = sink.close();
  const ungradable: Ungradable[] = [{ path: '', kind: 'patch-too-large', reason }];
  return {
    file: dest,
    sha256,
    diff: { files: [], addedCount: 0, removedCount: 0 },
    changed,
    ungradable,
    note: { schema: 1, files: [], ungradable },
  };
}

/** Text as the added lines of a whole file (line 1 to the end). */
function asAddedLines(text: string): AddedLine[] {
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  if (body === '' && text === '') return [];
  return body
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line.endsWith('\r') ? line.slice(0, -1) : line }));
}

/**
 * The parsed patch with each changed link graded as the content it reaches, and each binary patch as
 * its whole new content (split into lines each time they are read).
 */
function withLinkContent(diff: ParsedDiff, content: Map<string, string>): ParsedDiff {
  if (content.size === 0) return diff;
  let addedCount = diff.addedCount;
  const files: DiffFile[] = diff.files.map((f) => {
    const text =
      f.newPath !== null && (f.newMode === '120000' || f.binary) ? content.get(f.newPath) : undefined;
    if (text === undefined) return f;
    // Every field read from `f` (a file read lazily has its lines as accessors of its class, not as
    // properties of its own), its added lines the content's, its removed lines still its own.
    const file = fileFields(f) as DiffFile;
    Object.defineProperties(file, {
      added: { enumerable: true, configurable: true, get: () => asAddedLines(text) },
      removed: { enumerable: true, configurable: true, get: () => f.removed },
    });
    addedCount += file.added.length - f.added.length;
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

/**
 * Paths whose checkout bytes differ from the blob under the head revision's attributes, with why.
 * The attributes come from a private index of the head tree, so neither working tree is consulted.
 */
async function checkoutConversions(
  cwd: string,
  head: string,
  paths: string[],
  blobs: Array<{ path: string; oid: string; via?: string }>,
  facts: Map<string, BlobFacts>,
): Promise<Array<[string, string]>> {
  if (paths.length === 0) return [];
  const dir = mkdtempSync(join(tmpdir(), 'gate-attr-'));
  try {
    const env = { GIT_INDEX_FILE: join(dir, 'index') };
    await gitRun(cwd, ['read-tree', head], { env });
    const found = new Map<string, string[]>();
    // The blob at each path (a changed file's own, else a link target's), looked up in one map.
    const oidAt = new Map<string, string>();
    for (const b of blobs) if (b.via !== undefined && !oidAt.has(b.via)) oidAt.set(b.via, b.oid);
    for (const b of blobs) if (b.via === undefined) oidAt.set(b.path, b.oid);
    // Read as it streams: git prints three fields per path and attribute (about 120 bytes a path), so
    // the output of a patch of 100,000 files, held and split at once, was the run's peak of memory;
    // read in batches of a process each, it cost a process (and a read of the index) per batch.
    const triple: string[] = [];
    await gitFieldsEach(
      cwd,
      ['check-attr', '--cached', '-z', '--stdin', 'filter', 'working-tree-encoding', 'ident'],
      paths,
      (field) => {
        triple.push(field);
        if (triple.length < 3) return;
        attributeFindings(triple, oidAt, facts, found);
        triple.length = 0;
      },
      { env },
    );
    if (triple.length !== 0) throw new Error('git check-attr printed a path without its attribute and value');
    return [...found].map(([path, whys]) => [
      path,
      `its .gitattributes (${whys.join(', ')}) make a checkout write other bytes than the patch shows`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `check-attr -z` output (path, attribute, value, …): each path's attributes that change its checkout bytes. */
function attributeFindings(
  parts: readonly string[],
  oidAt: ReadonlyMap<string, string>,
  facts: ReadonlyMap<string, BlobFacts>,
  found: Map<string, string[]>,
): void {
  for (let i = 0; i + 2 < parts.length; i += 3) {
    const [path, attr, value] = [parts[i] as string, parts[i + 1] as string, parts[i + 2] as string];
    if (value === 'unspecified' || value === 'unset') continue;
    let why: string | undefined;
    if (attr === 'filter') why = `filter=${value}`;
    else if (attr === 'working-tree-encoding' && !/^utf-?8$/i.test(value))
      why = `working-tree-encoding=${value}`;
    else if (attr === 'ident') {
      const oid = oidAt.get(path);
      const fact = oid === undefined ? undefined : facts.get(oid);
      if (fact === undefined || fact.ident) why = 'ident';
    }
    if (why !== undefined) found.set(path, [...(found.get(path) ?? []), why]);
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
    /** Link targets already read, by blob oid (the changed links'), so no git runs for them. */
    private readonly targets: Map<string, string> = new Map(),
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
        let target = this.targets.get(entry.oid);
        if (target === undefined) {
          const bytes = await gitRun(this.cwd, ['cat-file', 'blob', entry.oid], {
            maxBytes: MAX_LINK_TARGET_BYTES,
          }).catch((err: unknown) => {
            if (err instanceof GitOutputTooLarge) return undefined;
            throw err;
          });
          if (bytes === undefined)
            return {
              ok: false,
              kind: 'link-dangling',
              reason: `${shown} has a target longer than ${MAX_LINK_TARGET_BYTES} bytes, which no checkout can follow`,
            };
          target = bytes.toString('utf8');
          this.targets.set(entry.oid, target);
        }
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
  utf8: boolean,
  diff: ParsedDiff,
  name: string,
): { ungradable: Ungradable[]; files: GradedFile[] } {
  const ungradable: Ungradable[] = [];
  const files: GradedFile[] = [];
  if (!utf8) ungradable.push({ path: name, kind: 'not-utf8', reason: 'the patch file is not UTF-8 text' });
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
