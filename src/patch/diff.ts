/**
 * A unified-diff parser for `git diff` output and plain `diff -u` patches (SPEC §2 scope and property
 * stages: the changed paths, and the added lines the in-process checks scan).
 *
 * Decisions a reader needs before trusting the result:
 * - Lines are split on `\n`; one trailing `\r` is the terminator of a CRLF line, so it is removed from
 *   every line, headers and content alike. `AddedLine.text` therefore never ends in `\r` (a `\r`
 *   inside a line is kept). Patches saved with CRLF endings parse like their LF originals.
 * - Hunk counts are authoritative: inside a hunk a line is content whatever it looks like (`+++ x`
 *   is an added line). An empty line inside a hunk is an empty context line, as `git apply` reads
 *   whitespace-damaged patches. A hunk that runs past the end, or a `+`/`-`/` ` line right after a
 *   hunk's counts are used up, is an error: the header and the body disagree, so the patch cannot
 *   be graded.
 * - Text before the first file header (a `git show` / `git format-patch` commit message), between
 *   files after a non-content line, and after a format-patch `-- ` signature is ignored, as
 *   `git apply` does; outside a `diff --git` section a `---`/`+++` pair is a file header only when a
 *   hunk header follows it. A non-blank text with no file header at all is not a patch: that is an error.
 *   Empty (or blank) input is the empty patch: zero files.
 * - Paths: git's C-quoted names (`"a/caf\303\251.py"`) are decoded as UTF-8. Like `git apply -p1`,
 *   one leading component is stripped when it is a prefix: a one-letter one (`a/`, `b/`, and git's
 *   mnemonic `c/ i/ o/ w/`), or, with both sides present, two different first components over the
 *   same rest (`diff -ruN old/x new/x`). `rename`/`copy` lines carry full paths and win over
 *   `---`/`+++`, which win over the `diff --git` line. Names are cut at the first tab (git's marker
 *   after names with spaces; `diff -u`'s timestamps).
 * - Performance: lines are offsets into the text; context and removed lines are classified by their
 *   first char code and never copied; regular expressions run only on header lines.
 * - Memory: a patch `git diff` wrote to disk is read one file at a time ({@link parseGitPatchFile}):
 *   each file's added and removed lines are parsed again when they are read, so the text and the
 *   parsed lines of the whole patch are never held at once.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { createHash } from 'node:crypto';

export interface AddedLine {
  /** 1-based line number in the new file. */
  line: number;
  /** The line without its `+` and without its terminator (`\n` or `\r\n`). */
  text: string;
}

export type DiffFileStatus = 'added' | 'deleted' | 'modified' | 'renamed' | 'copied';

export interface DiffFile {
  /** null for an added file (`/dev/null`). */
  oldPath: string | null;
  /** null for a deleted file. */
  newPath: string | null;
  status: DiffFileStatus;
  binary: boolean;
  oldMode?: string;
  newMode?: string;
  added: AddedLine[];
  removedCount: number;
  /**
   * The removed lines, numbered in the old file (the built-in check `no-test-deletion` reads them).
   * Always set by {@link parseUnifiedDiff}; optional so hand-built diffs need not carry it.
   */
  removed?: AddedLine[];
}

export interface ParsedDiff {
  files: DiffFile[];
  addedCount: number;
  removedCount: number;
}

export class DiffParseError extends Error {
  /** 1-based line of the patch the error is about. */
  readonly line: number;

  constructor(line: number, detail: string) {
    super(`line ${line}: ${detail}`);
    this.name = 'DiffParseError';
    this.line = line;
  }
}

const CH_TAB = 9;
const CH_CR = 13;
const CH_SPACE = 32;
const CH_QUOTE = 34;
const CH_PLUS = 43;
const CH_COMMA = 44;
const CH_MINUS = 45;
const CH_SLASH = 47;
const CH_0 = 48;
const CH_7 = 55;
const CH_9 = 57;
const CH_BACKSLASH = 92;

const BINARY_BLOCK = /^(?:literal|delta) \d+$/;

/** Parses `text`; throws {@link DiffParseError} naming the 1-based line when it is not a valid patch. */
export function parseUnifiedDiff(text: string): ParsedDiff {
  return new Parser(text).parse();
}

/** A file part of a patch on disk that is too large to parse: its path, from its header alone. */
export interface OversizedPart {
  path: string;
  bytes: number;
}

const GIT_SECTION = Buffer.from('diff --git ');
const HEAD_BYTES = 64 * 1024;

/**
 * A buffer of `length` bytes for a read whose bytes are used and dropped before the next read (hashed,
 * decoded into a string): up to {@link SCRATCH_KEPT} bytes it is one buffer kept for the process, so
 * reading a patch part by part does not leave a buffer per part for the collector.
 */
function scratch(length: number): Buffer {
  if (length > SCRATCH_KEPT) return Buffer.allocUnsafe(length);
  if (scratchBuffer === undefined || scratchBuffer.length < length)
    scratchBuffer = Buffer.allocUnsafe(
      Math.min(SCRATCH_KEPT, Math.max(length, 64 * 1024, 2 * (scratchBuffer?.length ?? 0))),
    );
  return scratchBuffer.subarray(0, length);
}
const SCRATCH_KEPT = 4 * 1024 * 1024;
let scratchBuffer: Buffer | undefined;

/**
 * Bytes `[start, start + length)` of the open file, in `into` when given (else a fresh buffer). The
 * result shares memory with `into`.
 */
function readRange(fd: number, start: number, length: number, into?: Buffer): Buffer {
  const buf = into === undefined ? Buffer.allocUnsafe(length) : into.subarray(0, length);
  let got = 0;
  while (got < length) {
    const n = readSync(fd, buf, got, length - got, start + got);
    if (n === 0) break;
    got += n;
  }
  return got === length ? buf : buf.subarray(0, got);
}

/** Where each line that starts with `diff --git ` begins, found by reading the file in chunks. */
function sectionStarts(fd: number, size: number): number[] {
  const starts: number[] = [];
  const CHUNK = 1024 * 1024;
  const into = Buffer.allocUnsafe(Math.min(CHUNK, size));
  let previous = 0x0a; // the byte before offset 0 counts as a line end
  for (let pos = 0; pos < size;) {
    const chunk = readRange(fd, pos, Math.min(CHUNK, size - pos), into);
    // A match that would cross the chunk's end is found from the next chunk (it starts earlier).
    const last = chunk.length - (pos + chunk.length < size ? GIT_SECTION.length - 1 : 0);
    for (let k = chunk.indexOf(GIT_SECTION); k >= 0 && k < last; k = chunk.indexOf(GIT_SECTION, k + 1)) {
      const before = k === 0 ? previous : chunk[k - 1];
      if (before === 0x0a) starts.push(pos + k);
    }
    if (last <= 0) break;
    previous = chunk[last - 1] as number;
    pos += last;
  }
  return starts;
}

/** How many `diff --git` parts the patch file at `path` holds, counted before any is parsed. */
export function countGitParts(path: string, size: number): number {
  const fd = openSync(path, 'r');
  try {
    return sectionStarts(fd, size).length;
  } finally {
    closeSync(fd);
  }
}

/**
 * Parses a patch `git diff` wrote to `path` one file part at a time (every part starts with a
 * `diff --git` line, and in git's output no other line does: hunk lines start with ` `, `+`, `-` or
 * `\`). The returned files carry their paths, modes and counts; their `added` and `removed` lines
 * are parsed again each time they are read (the last one is kept), through a window of the file
 * ({@link ReadWindow}), after checking the part still holds the bytes first parsed: a file changed on
 * disk is an error when the part is read from it again, and never gives other lines. A part longer
 * than `maxPartBytes` is not parsed: it is listed in `oversized` (its path read from its header) and
 * carries no lines.
 */
export function parseGitPatchFile(
  path: string,
  size: number,
  maxPartBytes: number,
  /** The caller's own string for a name, where it has one (the files then hold no copy of it). */
  named: (name: string) => string | undefined = () => undefined,
): { diff: ParsedDiff; oversized: OversizedPart[] } {
  const fd = openSync(path, 'r');
  try {
    const starts = sectionStarts(fd, size);
    if (starts.length === 0) {
      // No `diff --git` part: the empty patch, or text the whole-text parser judges.
      if (size > maxPartBytes) throw new DiffParseError(1, `no \`diff --git\` file header in ${size} bytes`);
      return { diff: parseUnifiedDiff(readRange(fd, 0, size).toString('utf8')), oversized: [] };
    }
    const files: DiffFile[] = [];
    const oversized: OversizedPart[] = [];
    let addedCount = 0;
    let removedCount = 0;
    const source: PartSource = { path, window: new ReadWindow(size), digests: new DigestTable() };
    for (let k = 0; k < starts.length; k++) {
      const start = starts[k] as number;
      const length = (k + 1 < starts.length ? (starts[k + 1] as number) : size) - start;
      if (length > maxPartBytes) {
        const file = headerOnly(readRange(fd, start, Math.min(length, HEAD_BYTES)).toString('utf8'), start);
        oversized.push({ path: (file.newPath ?? file.oldPath) as string, bytes: length });
        files.push({ ...file, added: [], removed: [], removedCount: 0 });
        continue;
      }
      const bytes = source.window.read(fd, start, length);
      const digest = source.digests.add(createHash('sha256').update(bytes).digest());
      // Names, modes and counts now; the lines themselves when they are read.
      const { file: parsed, added } = onePart(bytes, start, false);
      addedCount += added;
      removedCount += parsed.removedCount;
      files.push(new LazyFile(parsed, { source, start, length, digest }, named));
    }
    return { diff: { files, addedCount, removedCount }, oversized };
  } finally {
    closeSync(fd);
  }
}

/**
 * Bytes of a patch file read {@link WINDOW} at a time: parts read in file order — the parse, and every
 * scan of the files' lines — cost one read per window, not one `open`/`read`/`close` each (100,000
 * one-line parts: 18 reads instead of 300,000 system calls). A part longer than the window is read on
 * its own. The result shares memory with the window (or the scratch buffer): used before the next read.
 */
class ReadWindow {
  /** The window's buffer, and the bytes the last read put in it (from file offset `from`). */
  private buf: Buffer | undefined;
  private valid: Buffer | undefined;
  private from = 0;
  constructor(private readonly size: number) {}

  /** Whether `[start, start + length)` is in the window now. */
  holds(start: number, length: number): boolean {
    return this.valid !== undefined && start >= this.from && start + length <= this.from + this.valid.length;
  }

  read(fd: number, start: number, length: number): Buffer {
    if (length > WINDOW) return readRange(fd, start, length, scratch(length));
    if (!this.holds(start, length)) {
      this.buf ??= Buffer.allocUnsafe(Math.max(1, Math.min(WINDOW, this.size)));
      this.from = start;
      this.valid = readRange(fd, start, Math.max(0, Math.min(this.buf.length, this.size - start)), this.buf);
    }
    const at = start - this.from;
    return (this.valid as Buffer).subarray(at, at + length);
  }

  /** Drops what the window holds: the next read is from the file. */
  forget(): void {
    this.valid = undefined;
  }
}
const WINDOW = 1024 * 1024;

/** One part's bytes, read again and checked against the digest taken when it was first parsed. */
function readPart(source: PartSource, start: number, length: number, digest: number): Buffer {
  const { path, window } = source;
  let bytes: Buffer;
  if (window.holds(start, length)) bytes = window.read(-1, start, length);
  else {
    const fd = openSync(path, 'r');
    try {
      bytes = window.read(fd, start, length);
    } finally {
      closeSync(fd);
    }
  }
  if (!source.digests.is(digest, createHash('sha256').update(bytes).digest())) {
    window.forget();
    throw new Error(`the patch file ${path} changed on disk after it was read (bytes ${start}+${length})`);
  }
  return bytes;
}

/**
 * The one file of a part, and how many lines it adds; with `keepLines` false its `added` and `removed`
 * lines are counted, not kept (the part is checked all the same).
 */
function onePart(bytes: Buffer, start: number, keepLines: boolean): { file: DiffFile; added: number } {
  let parsed: ParsedDiff;
  try {
    parsed = new Parser(bytes.toString('utf8'), keepLines).parse();
  } catch (err) {
    if (err instanceof DiffParseError)
      throw new DiffParseError(err.line, `${err.message} (in the file part at byte ${start})`);
    throw err;
  }
  if (parsed.files.length !== 1)
    throw new DiffParseError(1, `the file part at byte ${start} holds ${parsed.files.length} files, not one`);
  return { file: parsed.files[0] as DiffFile, added: parsed.addedCount };
}

/** The names and modes of a part from its header, its hunks left out (the part is too large). */
function headerOnly(head: string, start: number): DiffFile {
  const lines = head.split('\n');
  const kept: string[] = [];
  for (const line of lines.slice(0, -1)) {
    if (line.startsWith('@@ ') || line === 'GIT binary patch' || line.startsWith('Binary files ')) break;
    kept.push(line);
  }
  // An empty hunk stands in for the ones left out, so the `---`/`+++` names are read as usual.
  const hunk = kept.some((l) => l.startsWith('+++ ')) ? '@@ -0,0 +0,0 @@\n' : '';
  return onePart(Buffer.from(kept.join('\n') + '\n' + hunk, 'utf8'), start, true).file;
}

/** The patch file a lazily read file's lines are in, and the one file whose lines were read last. */
interface PartSource {
  path: string;
  /** The bytes around the part read last, at the parse and after it (parts are mostly read in order). */
  window: ReadWindow;
  /** Each part's digest when it was first parsed. */
  digests: DigestTable;
  cached?: { start: number; file: DiffFile };
}

/**
 * SHA-256 digests, 32 bytes each, in one growing buffer: a hexadecimal string per part cost about 80
 * bytes of heap and an object to hold it (100,000 parts: 13 MB, held to the end of the run).
 */
class DigestTable {
  private bytes = Buffer.alloc(32 * 64);
  private count = 0;

  /** Keeps `digest` (32 bytes); returns its number. */
  add(digest: Buffer): number {
    if ((this.count + 1) * 32 > this.bytes.length) {
      const grown = Buffer.alloc(this.bytes.length * 2);
      this.bytes.copy(grown);
      this.bytes = grown;
    }
    digest.copy(this.bytes, this.count * 32, 0, 32);
    return this.count++;
  }

  /** Whether digest number `k` is `digest`. */
  is(k: number, digest: Buffer): boolean {
    return digest.length === 32 && this.bytes.subarray(k * 32, k * 32 + 32).equals(digest);
  }
}

/** Where one file's lines are: its part of the patch file, and the number of its first digest. */
interface PartRef {
  source: PartSource;
  start: number;
  length: number;
  digest: number;
}

function loadPart(ref: PartRef): DiffFile {
  const { source, start, length, digest } = ref;
  if (source.cached?.start === start) return source.cached.file;
  const file = onePart(readPart(source, start, length, digest), start, true).file;
  source.cached = { start, file };
  return file;
}

/** A copy of `name` that holds no reference to the part's text it was cut from (a sliced string). */
function ownString(name: string | null): string | null {
  return name === null ? null : Buffer.from(name, 'utf16le').toString('utf16le');
}

/** The usual modes as one string each, not a copy per file. */
const MODES = new Map(['100644', '100755', '120000', '160000', '040000'].map((m) => [m, m]));
const sharedMode = (mode: string | undefined): string | undefined =>
  mode === undefined ? undefined : (MODES.get(mode) ?? mode);

/**
 * A file of the patch whose `added` and `removed` lines are read from its part of the patch file on
 * every access (the last file read is kept); it holds its names, modes and counts, and where its part
 * is. One class, so a 100,000-file patch costs one hidden class and no property store per file (an
 * object given its accessors one by one cost both, about 64 bytes a file more); the lines are own
 * properties of what {@link toJSON} gives, as they are of a file parsed whole.
 */
class LazyFile implements DiffFile {
  oldPath: string | null;
  newPath: string | null;
  status: DiffFileStatus;
  binary: boolean;
  oldMode: string | undefined;
  newMode: string | undefined;
  removedCount: number;
  readonly #source: PartSource;
  readonly #start: number;
  readonly #length: number;
  readonly #digest: number;

  constructor(file: DiffFile, ref: PartRef, named: (name: string) => string | undefined) {
    this.oldPath = file.oldPath === null ? null : (named(file.oldPath) ?? ownString(file.oldPath));
    this.newPath = file.newPath === null ? null : (named(file.newPath) ?? ownString(file.newPath));
    this.status = file.status;
    this.binary = file.binary;
    this.oldMode = sharedMode(file.oldMode);
    this.newMode = sharedMode(file.newMode);
    this.removedCount = file.removedCount;
    this.#source = ref.source;
    this.#start = ref.start;
    this.#length = ref.length;
    this.#digest = ref.digest;
  }

  get added(): AddedLine[] {
    return this.#lines().added;
  }

  get removed(): AddedLine[] | undefined {
    return this.#lines().removed;
  }

  #lines(): DiffFile {
    return loadPart({ source: this.#source, start: this.#start, length: this.#length, digest: this.#digest });
  }

  toJSON(): DiffFile {
    const { added, removed } = this.#lines();
    return { ...fileFields(this), added, ...(removed !== undefined ? { removed } : {}) };
  }
}

/** A file's names, status, modes and removed count, read one by one (none of its lines). */
export function fileFields(f: DiffFile): Omit<DiffFile, 'added' | 'removed'> {
  return {
    oldPath: f.oldPath,
    newPath: f.newPath,
    status: f.status,
    binary: f.binary,
    ...(f.oldMode !== undefined ? { oldMode: f.oldMode } : {}),
    ...(f.newMode !== undefined ? { newMode: f.newMode } : {}),
    removedCount: f.removedCount,
  };
}

/** Every old and new path the patch touches, deduplicated and sorted by code unit (deterministic). */
export function touchedPaths(diff: ParsedDiff): string[] {
  const paths = new Set<string>();
  for (const file of diff.files) {
    if (file.oldPath !== null) paths.add(file.oldPath);
    if (file.newPath !== null) paths.add(file.newPath);
  }
  return [...paths].sort();
}

/** The empty patch (`git diff` of identical trees): no file at all. A mode-only change is not empty. */
export function isEmptyDiff(diff: ParsedDiff): boolean {
  return diff.files.length === 0;
}

/**
 * The patch as line offsets into the text: a string is made only for header lines and added lines,
 * so a large patch costs few allocations (context and removed lines are read by one char code).
 */
class Parser {
  private readonly text: string;
  /** Start of each line, and its end before `\n` and a CRLF `\r`. */
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly n: number;
  private readonly files: DiffFile[] = [];
  private addedCount = 0;
  private removedCount = 0;
  /** Added lines of the file being parsed that were counted, not kept. */
  private uncounted = 0;

  /** With `keepLines` false, added and removed lines are counted and checked but not kept. */
  constructor(
    text: string,
    private readonly keepLines = true,
  ) {
    this.text = text;
    let pos = 0;
    while (pos < text.length) {
      const nl = text.indexOf('\n', pos);
      let end = nl < 0 ? text.length : nl;
      if (end > pos && text.charCodeAt(end - 1) === CH_CR) end--;
      this.starts.push(pos);
      this.ends.push(end);
      pos = nl < 0 ? text.length : nl + 1;
    }
    this.n = this.starts.length;
  }

  /** Line `i` (0-based, `i < n`) without its terminator. */
  private line(i: number): string {
    return this.text.slice(this.starts[i], this.ends[i]);
  }

  /** Whether line `i` exists and starts with `prefix`. */
  private has(i: number, prefix: string): boolean {
    if (i >= this.n) return false;
    const start = this.starts[i] as number;
    return (this.ends[i] as number) - start >= prefix.length && this.text.startsWith(prefix, start);
  }

  parse(): ParsedDiff {
    let i = 0;
    while (i < this.n) {
      if (this.has(i, 'diff --git ')) {
        i = this.gitSection(i);
      } else if (this.has(i, 'diff --cc ') || this.has(i, 'diff --combined ')) {
        throw new DiffParseError(i + 1, 'a combined (merge) diff is not supported; diff against one parent');
      } else if (this.isFileHeaderPair(i)) {
        i = this.plainSection(i);
      } else if (this.has(i, '@@ ')) {
        throw new DiffParseError(
          i + 1,
          'hunk header outside a file: no `diff --git` or `---`/`+++` header before it',
        );
      } else if (this.has(i, 'Binary files ') && this.line(i).endsWith(' differ')) {
        this.plainBinary(i);
        i++;
      } else {
        // Preamble, commit message, `diff -r`'s `Only in …`, a format-patch signature: not ours.
        i++;
      }
    }
    if (this.files.length === 0) {
      for (let k = 0; k < this.n; k++) {
        if (this.line(k).trim() !== '') {
          throw new DiffParseError(
            k + 1,
            'not a patch: no file header (`diff --git …`, or `--- <path>` followed by `+++ <path>`) found',
          );
        }
      }
    }
    return { files: this.files, addedCount: this.addedCount, removedCount: this.removedCount };
  }

  /**
   * A plain file header: `--- `, `+++ `, then a hunk header. Like `git apply`, a `---`/`+++` pair
   * without a hunk under it is text (a commit message may quote one), not a file.
   */
  private isFileHeaderPair(i: number): boolean {
    return this.has(i, '--- ') && this.has(i + 1, '+++ ') && this.has(i + 2, '@@ ');
  }

  /** A `diff --git` section: extended headers, then hunks, a binary marker, or nothing (mode-only). */
  private gitSection(start: number): number {
    const header = this.line(start).slice('diff --git '.length);
    // The header's names are a fallback (mode-only, binary and empty files); quoted ones are checked
    // now, the unquoted split (a search over spaces) only runs when nothing better names the file.
    const quotedNames = header.includes('"') ? gitHeaderNames(header, start + 1) : undefined;
    const file: DiffFile = {
      oldPath: null,
      newPath: null,
      status: 'modified',
      binary: false,
      added: [],
      removedCount: 0,
    };
    let created = false;
    let deleted = false;
    let sawIndex = false;
    let renameFrom: string | null = null;
    let renameTo: string | null = null;
    let copyFrom: string | null = null;
    let copyTo: string | null = null;
    let patchNames: [string | null, string | null] | null = null;
    let hunks = 0;
    let indexMode: string | undefined;

    let i = start + 1;
    headers: while (i < this.n) {
      const line = this.line(i);
      const lineNo = i + 1;
      if (line.startsWith('index ')) {
        sawIndex = true;
        indexMode = indexLineMode(line);
      } else if (line.startsWith('old mode ')) {
        file.oldMode = line.slice(9);
      } else if (line.startsWith('new mode ')) {
        file.newMode = line.slice(9);
      } else if (line.startsWith('deleted file mode ')) {
        deleted = true;
        file.oldMode = line.slice(18);
      } else if (line.startsWith('new file mode ')) {
        created = true;
        file.newMode = line.slice(14);
      } else if (line.startsWith('similarity index ') || line.startsWith('dissimilarity index ')) {
        // Informational only: the rename/copy lines say what happened.
      } else if (line.startsWith('rename from ')) {
        renameFrom = fullPath(line.slice(12), lineNo);
      } else if (line.startsWith('rename old ')) {
        renameFrom = fullPath(line.slice(11), lineNo);
      } else if (line.startsWith('rename to ')) {
        renameTo = fullPath(line.slice(10), lineNo);
      } else if (line.startsWith('rename new ')) {
        renameTo = fullPath(line.slice(11), lineNo);
      } else if (line.startsWith('copy from ')) {
        copyFrom = fullPath(line.slice(10), lineNo);
      } else if (line.startsWith('copy to ')) {
        copyTo = fullPath(line.slice(8), lineNo);
      } else if (line.startsWith('Binary files ') && line.endsWith(' differ')) {
        file.binary = true;
        i++;
        break headers;
      } else if (line === 'GIT binary patch') {
        file.binary = true;
        i = this.skipBinaryPatch(i + 1);
        break headers;
      } else if (line.startsWith('--- ')) {
        if (!this.has(i + 1, '+++ ')) {
          throw new DiffParseError(
            i + 1 < this.n ? lineNo + 1 : lineNo,
            'expected `+++ <path>` after the `---` line',
          );
        }
        patchNames = stripPrefixes(
          patchName(line.slice(4), lineNo),
          patchName(this.line(i + 1).slice(4), lineNo + 1),
        );
        i = this.hunks(file, i + 2, lineNo);
        hunks = 1;
        break headers;
      } else {
        break headers;
      }
      i++;
    }

    const changed =
      sawIndex ||
      hunks > 0 ||
      file.binary ||
      created ||
      deleted ||
      file.oldMode !== undefined ||
      file.newMode !== undefined ||
      renameFrom !== null ||
      renameTo !== null ||
      copyFrom !== null ||
      copyTo !== null;
    if (!changed) {
      throw new DiffParseError(start + 1, 'a `diff --git` header with no change under it (truncated patch?)');
    }

    if ((renameFrom === null) !== (renameTo === null)) {
      throw new DiffParseError(start + 1, 'a rename needs both `rename from` and `rename to`');
    }
    if ((copyFrom === null) !== (copyTo === null)) {
      throw new DiffParseError(start + 1, 'a copy needs both `copy from` and `copy to`');
    }

    if (renameFrom !== null && renameTo !== null) {
      file.status = 'renamed';
      file.oldPath = renameFrom;
      file.newPath = renameTo;
    } else if (copyFrom !== null && copyTo !== null) {
      file.status = 'copied';
      file.oldPath = copyFrom;
      file.newPath = copyTo;
    } else {
      const names = patchNames ?? quotedNames ?? gitHeaderNames(header, start + 1);
      if (names === null) {
        throw new DiffParseError(
          start + 1,
          'cannot tell the old and new file names apart in this `diff --git` line',
        );
      }
      file.oldPath = names[0];
      file.newPath = names[1];
      if (created) file.oldPath = null;
      if (deleted) file.newPath = null;
      if (file.oldPath === null && file.newPath === null) {
        throw new DiffParseError(start + 1, 'both sides of the file are /dev/null');
      }
      file.status = file.oldPath === null ? 'added' : file.newPath === null ? 'deleted' : 'modified';
    }
    // `index a..b 100644` names the mode of a file whose mode did not change.
    if (indexMode !== undefined) {
      if (file.oldMode === undefined && file.oldPath !== null) file.oldMode = indexMode;
      if (file.newMode === undefined && file.newPath !== null) file.newMode = indexMode;
    }
    this.push(file);
    return i;
  }

  /** A `---`/`+++` pair outside a git section: a plain `diff -u` file. */
  private plainSection(start: number): number {
    const names = stripPrefixes(
      patchName(this.line(start).slice(4), start + 1),
      patchName(this.line(start + 1).slice(4), start + 2),
    );
    const oldPath = names[0];
    const newPath = names[1];
    if (oldPath === null && newPath === null) {
      throw new DiffParseError(start + 1, 'both sides of the file are /dev/null');
    }
    const file: DiffFile = {
      oldPath,
      newPath,
      status: oldPath === null ? 'added' : newPath === null ? 'deleted' : 'modified',
      binary: false,
      added: [],
      removedCount: 0,
    };
    const end = this.hunks(file, start + 2, start + 1);
    this.push(file);
    return end;
  }

  /** `Binary files X and Y differ` on its own (`diff -r` output). */
  private plainBinary(i: number): void {
    const body = this.line(i).slice('Binary files '.length, -' differ'.length);
    let names: [string | null, string | null] | null = null;
    for (let k = body.indexOf(' and '); k >= 0; k = body.indexOf(' and ', k + 1)) {
      const pair = stripPrefixes(devNull(body.slice(0, k)), devNull(body.slice(k + 5)));
      names ??= pair;
      if (pair[0] === pair[1]) {
        names = pair;
        break;
      }
    }
    if (names === null || (names[0] === null && names[1] === null)) {
      throw new DiffParseError(i + 1, 'cannot read the two file names of this `Binary files` line');
    }
    const [oldPath, newPath] = names;
    this.push({
      oldPath,
      newPath,
      status: oldPath === null ? 'added' : newPath === null ? 'deleted' : 'modified',
      binary: true,
      added: [],
      removedCount: 0,
    });
  }

  private push(file: DiffFile): void {
    this.files.push(file);
    this.addedCount += file.added.length + this.uncounted;
    this.uncounted = 0;
    this.removedCount += file.removedCount;
  }

  /**
   * One or more hunks starting at `start` (0-based), for the file whose header is on `headerLine`.
   * Returns the index of the first line after them.
   */
  private hunks(file: DiffFile, start: number, headerLine: number): number {
    const { text, starts, ends, n } = this;
    let i = start;
    if (!this.has(i, '@@ ')) {
      throw new DiffParseError(
        i < n ? i + 1 : headerLine,
        `expected a hunk header \`@@ -a,b +c,d @@\` after the file header at line ${headerLine}`,
      );
    }
    while (this.has(i, '@@ ')) {
      const hunkLine = i + 1;
      const { oldStart, oldCount, newStart, newCount } = hunkHeader(this.line(i), hunkLine);
      if (newCount > 0 && newStart === 0) {
        throw new DiffParseError(hunkLine, 'hunk header adds lines at new line 0; new lines start at 1');
      }
      let oldLeft = oldCount;
      let newLeft = newCount;
      let newLine = newStart;
      let oldLine = oldStart;
      i++;
      while (oldLeft > 0 || newLeft > 0) {
        if (i >= n) {
          throw new DiffParseError(
            hunkLine,
            `the hunk header counts ${oldCount} old and ${newCount} new lines, but the patch ends ` +
              `${oldLeft} old / ${newLeft} new lines short (after line ${n})`,
          );
        }
        const s = starts[i] as number;
        const e = ends[i] as number;
        // An empty line is an empty context line (a whitespace-damaged patch), as `git apply` reads it.
        const c = s === e ? CH_SPACE : text.charCodeAt(s);
        if (c === CH_PLUS) {
          if (newLeft === 0) this.overrun(i, hunkLine, 'added', oldCount, newCount);
          newLeft--;
          if (this.keepLines) file.added.push({ line: newLine, text: text.slice(s + 1, e) });
          else this.uncounted++;
          newLine++;
        } else if (c === CH_MINUS) {
          if (oldLeft === 0) this.overrun(i, hunkLine, 'removed', oldCount, newCount);
          oldLeft--;
          file.removedCount++;
          if (this.keepLines) (file.removed ??= []).push({ line: oldLine, text: text.slice(s + 1, e) });
          oldLine++;
        } else if (c === CH_SPACE) {
          if (oldLeft === 0 || newLeft === 0) this.overrun(i, hunkLine, 'context', oldCount, newCount);
          oldLeft--;
          newLeft--;
          newLine++;
          oldLine++;
        } else if (c !== CH_BACKSLASH) {
          // `\ No newline at end of file` may sit inside a hunk (after the old side's last line).
          throw new DiffParseError(
            i + 1,
            `expected a hunk line (' ', '-', '+' or '\\'): the hunk at line ${hunkLine} still needs ` +
              `${oldLeft} old and ${newLeft} new lines`,
          );
        }
        i++;
      }
      while (this.has(i, '\\')) i++;
      // A content-looking line right after the counts ran out means the header undercounts.
      if (i < n && !this.has(i, '@@ ') && !this.isFileHeaderPair(i)) {
        const s = starts[i] as number;
        const e = ends[i] as number;
        const c = s === e ? -1 : text.charCodeAt(s);
        const signature = e - s === 3 && this.has(i, '-- '); // format-patch's `-- ` ends the mail body
        if ((c === CH_PLUS || c === CH_MINUS || c === CH_SPACE) && !signature) {
          throw new DiffParseError(
            i + 1,
            `content line after the hunk at line ${hunkLine} ended (its header counts ${oldCount} old ` +
              `and ${newCount} new lines)`,
          );
        }
      }
    }
    return i;
  }

  private overrun(i: number, hunkLine: number, kind: string, oldCount: number, newCount: number): never {
    throw new DiffParseError(
      i + 1,
      `one ${kind} line too many for the hunk at line ${hunkLine} (its header counts ${oldCount} old ` +
        `and ${newCount} new lines)`,
    );
  }

  /**
   * Skips a `GIT binary patch` body: a `literal N`/`delta N` block of base85 lines ended by a blank
   * line, optionally followed by the reverse block. Each data line is checked against its length
   * character, so a header line is never swallowed as data.
   */
  private skipBinaryPatch(start: number): number {
    let i = start;
    for (let block = 0; block < 2; block++) {
      if (i >= this.n || !BINARY_BLOCK.test(this.line(i))) {
        if (block === 1) return i;
        // At the end of input, name the `GIT binary patch` line itself (1-based i).
        throw new DiffParseError(
          i >= this.n ? i : i + 1,
          'expected `literal N` or `delta N` after `GIT binary patch`',
        );
      }
      i++;
      while (i < this.n) {
        const line = this.line(i);
        if (line.length === 0) {
          i++;
          break;
        }
        if (!isBase85Line(line)) {
          throw new DiffParseError(
            i + 1,
            'expected a base85 line of the binary patch, or a blank line ending it',
          );
        }
        i++;
      }
    }
    return i;
  }
}

/**
 * `@@ -a[,b] +c[,d] @@[ heading]`, an omitted count being 1 (`@@ -1 +1 @@`). Read by char codes
 * with a cursor and no array destructuring: it runs once per hunk, mostly before V8 optimises it.
 */
function hunkHeader(
  line: string,
  lineNo: number,
): { oldStart: number; oldCount: number; newStart: number; newCount: number } {
  const cur: Cursor = { line, pos: 3, lineNo }; // after `@@ `
  literal(cur, '-');
  const oldStart = readNumber(cur);
  const oldCount = optionalCount(cur);
  literal(cur, ' +');
  const newStart = readNumber(cur);
  const newCount = optionalCount(cur);
  literal(cur, ' @@');
  return { oldStart, oldCount, newStart, newCount };
}

interface Cursor {
  line: string;
  pos: number;
  lineNo: number;
}

function malformedHunk(cur: Cursor): never {
  throw new DiffParseError(cur.lineNo, 'malformed hunk header; expected `@@ -a,b +c,d @@`');
}

function literal(cur: Cursor, text: string): void {
  if (!cur.line.startsWith(text, cur.pos)) malformedHunk(cur);
  cur.pos += text.length;
}

function readNumber(cur: Cursor): number {
  const { line } = cur;
  const from = cur.pos;
  let pos = from;
  let value = 0;
  while (pos < line.length) {
    const c = line.charCodeAt(pos);
    if (c < CH_0 || c > CH_9) break;
    value = value * 10 + c - CH_0;
    pos++;
  }
  if (pos === from) malformedHunk(cur);
  if (!Number.isSafeInteger(value)) {
    throw new DiffParseError(cur.lineNo, `hunk number ${line.slice(from, pos)} is out of range`);
  }
  cur.pos = pos;
  return value;
}

function optionalCount(cur: Cursor): number {
  if (cur.line.charCodeAt(cur.pos) !== CH_COMMA) return 1;
  cur.pos++;
  return readNumber(cur);
}

/** The mode at the end of `index <hash>..<hash> <mode>`, if any. */
function indexLineMode(line: string): string | undefined {
  const space = line.lastIndexOf(' ');
  if (space <= 6) return undefined; // `index ` itself: no mode
  const mode = line.slice(space + 1);
  for (let k = 0; k < mode.length; k++) {
    const c = mode.charCodeAt(k);
    if (c < CH_0 || c > CH_7) return undefined;
  }
  return mode.length > 0 ? mode : undefined;
}

/** A git base85 line: a length char (A–Z 1–26 bytes, a–z 27–52) then 5 chars per 4 bytes. */
function isBase85Line(line: string): boolean {
  const c = line.charCodeAt(0);
  let bytes: number;
  if (c >= 65 && c <= 90) bytes = c - 64;
  else if (c >= 97 && c <= 122) bytes = c - 96 + 26;
  else return false;
  return line.length === 1 + Math.ceil(bytes / 4) * 5;
}

function devNull(name: string): string | null {
  return name === '/dev/null' ? null : name;
}

/** The name on a `---`/`+++` line: C-quoted, or verbatim up to the first tab. */
function patchName(rest: string, lineNo: number): string | null {
  if (rest.charCodeAt(0) === CH_QUOTE) return devNull(unquote(rest, 0, lineNo).value);
  const tab = rest.indexOf('\t');
  return devNull(tab >= 0 ? rest.slice(0, tab) : rest);
}

/** A `rename from`/`copy to`… path: the whole rest of the line, C-quoted or verbatim. */
function fullPath(rest: string, lineNo: number): string {
  if (rest.charCodeAt(0) !== CH_QUOTE) return rest;
  const { value, end } = unquote(rest, 0, lineNo);
  if (end !== rest.length) throw new DiffParseError(lineNo, 'text after the quoted path');
  return value;
}

/**
 * The two names of a `diff --git` line, prefixes stripped; null when unquoted names with spaces
 * cannot be told apart (git itself then relies on the `---`/`+++` or rename lines).
 */
function gitHeaderNames(rest: string, lineNo: number): [string | null, string | null] | null {
  if (rest.charCodeAt(0) === CH_QUOTE) {
    const first = unquote(rest, 0, lineNo);
    if (rest.charCodeAt(first.end) !== CH_SPACE) {
      throw new DiffParseError(lineNo, 'expected a space after the first quoted name');
    }
    const second = rest.slice(first.end + 1);
    return stripPrefixes(first.value, second.charCodeAt(0) === CH_QUOTE ? fullPath(second, lineNo) : second);
  }
  if (rest.endsWith('"')) {
    // An unquoted name cannot hold `"` (git would quote it), so the first ` "` opens the second name.
    const k = rest.indexOf(' "');
    if (k > 0) return stripPrefixes(rest.slice(0, k), fullPath(rest.slice(k + 1), lineNo));
  }
  let only: [string | null, string | null] | null = null;
  let spaces = 0;
  for (let k = rest.indexOf(' '); k >= 0; k = rest.indexOf(' ', k + 1)) {
    spaces++;
    const pair = stripPrefixes(rest.slice(0, k), rest.slice(k + 1));
    if (pair[0] === pair[1]) return pair;
    only = pair;
  }
  return spaces === 1 ? only : null;
}

/** Strips the `-p1` prefix component, when there is one (see the module comment). */
function stripPrefixes(a: string | null, b: string | null): [string | null, string | null] {
  if (a !== null && b !== null) {
    const ia = a.indexOf('/');
    const ib = b.indexOf('/');
    if (ia > 0 && ib > 0) {
      const restA = a.slice(ia + 1);
      const restB = b.slice(ib + 1);
      const differ = a.slice(0, ia) !== b.slice(0, ib);
      if (differ && ((ia === 1 && ib === 1) || restA === restB)) return [restA, restB];
    }
    return [a, b];
  }
  return [oneLetterStripped(a), oneLetterStripped(b)];
}

function oneLetterStripped(name: string | null): string | null {
  return name !== null && name.length > 2 && name.charCodeAt(1) === CH_SLASH ? name.slice(2) : name;
}

const ESCAPES: Record<string, number> = {
  a: 7,
  b: 8,
  t: CH_TAB,
  n: 10,
  v: 11,
  f: 12,
  r: CH_CR,
  '"': 34,
  '\\': 92,
};
const utf8 = new TextDecoder('utf-8');
const encoder = new TextEncoder();

/**
 * Decodes git's C-quoted name starting at `from` (the opening quote): `\ooo` octal bytes, the C
 * escapes, other characters as their UTF-8 bytes; the bytes are decoded as UTF-8 (invalid sequences
 * become U+FFFD). Returns the value and the index after the closing quote.
 */
function unquote(s: string, from: number, lineNo: number): { value: string; end: number } {
  const bytes: number[] = [];
  let i = from + 1;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === CH_QUOTE) return { value: utf8.decode(Uint8Array.from(bytes)), end: i + 1 };
    if (c === CH_BACKSLASH) {
      const e = s[i + 1];
      if (e !== undefined && e >= '0' && e <= '3') {
        const oct = s.slice(i + 1, i + 4);
        if (!/^[0-7]{3}$/.test(oct)) {
          throw new DiffParseError(lineNo, `bad octal escape \\${oct} in a quoted path`);
        }
        bytes.push(parseInt(oct, 8));
        i += 4;
        continue;
      }
      const b = e === undefined ? undefined : ESCAPES[e];
      if (b === undefined) throw new DiffParseError(lineNo, `unknown escape \\${e ?? ''} in a quoted path`);
      bytes.push(b);
      i += 2;
      continue;
    }
    if (c < 0x80) {
      bytes.push(c);
      i++;
    } else {
      const cp = s.codePointAt(i) as number;
      const ch = String.fromCodePoint(cp);
      for (const byte of encoder.encode(ch)) bytes.push(byte);
      i += ch.length;
    }
  }
  throw new DiffParseError(lineNo, 'unterminated quoted path');
}
