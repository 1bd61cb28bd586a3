/**
 * Path containment for every path the gate takes from a file it did not write: the config, a fixture
 * manifest, the ledger, a spec's witness, an uploaded artifact.
 *
 * A repository path is accepted only in its one canonical spelling, so that comparing two paths is
 * comparing two strings (the scope stage matches oracle paths against the diff's paths; a second
 * spelling such as `./specs/x.py` or `specs//x.py` would slip past that comparison). The rules:
 *
 * - relative POSIX form: `/` separates segments; no leading `/`, no drive letter (`C:`), no `\`
 *   (a separator on Windows, an escape in globs);
 * - no empty, `.` or `..` segment (so no `./` prefix, no `//`, no trailing `/`), nor a segment of only
 *   dots and spaces (Windows trims `.. ` to `..`);
 * - no `.git` segment in any case, with or without trailing dots or spaces (git metadata is never a
 *   versioned oracle file, and `.GIT.` is `.git` on Windows);
 * - no NUL or other control character;
 * - at most {@link MAX_PATH_CODE_POINTS} code points.
 *
 * The same rules are the `repoPath` pattern of the JSON schemas in `schema/` (a test keeps them equal).
 * Syntax alone cannot stop a symbolic link inside the repository from pointing out of it:
 * {@link resolveInside} checks the file system, with realpath, for that.
 */
import { lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';

export const MAX_PATH_CODE_POINTS = 4096;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const DRIVE = /^[A-Za-z]:/;
const GIT_SEGMENT = /^\.git[. ]*$/i;
const DOTS_AND_SPACES = /^[. ]+$/;

/**
 * The rules of {@link checkRepoPath} as one ECMAScript regular expression (with the `u` flag), for
 * JSON Schema `pattern`; with `maxLength` {@link MAX_PATH_CODE_POINTS} the two accept the same strings.
 */
export const REPO_PATH_PATTERN =
  '^(?![A-Za-z]:)(?!/)(?!(?:.*/)?[. ]*(?:/|$))(?!(?:.*/)?\\.[Gg][Ii][Tt][. ]*(?:/|$))[^\\u0000-\\u001f\\u007f\\\\]+$';
/** The rules of {@link checkRepoGlob} as one regular expression (with the `u` flag). */
export const REPO_GLOB_PATTERN =
  '^(?!!)(?![A-Za-z]:)(?!/)(?!(?:.*/)?[. ]*(?:/|$))[^\\u0000-\\u001f\\u007f\\\\]+$';

/** Why `p` is not a clean repository-relative path, or undefined when it is one. */
export function checkRepoPath(p: unknown): string | undefined {
  if (typeof p !== 'string') return 'expected a string';
  if (p === '') return 'empty path';
  if (tooLong(p)) return `longer than ${MAX_PATH_CODE_POINTS} characters`;
  if (p.includes('\u0000')) return 'contains a NUL character';
  if (CONTROL.test(p)) return 'contains a control character';
  if (p.includes('\\')) return "contains '\\' (write '/' between segments)";
  if (p.startsWith('/')) return 'absolute path (write it relative to the repository root)';
  if (DRIVE.test(p)) return 'starts with a drive letter (write it relative to the repository root)';
  const segments = p.split('/');
  const problem = segmentProblem(segments, p);
  if (problem !== undefined) return problem;
  if (segments.some((s) => GIT_SEGMENT.test(s))) return "names git metadata ('.git')";
  return undefined;
}

/** Longer than the limit in code points (JSON Schema's maxLength counts code points, not UTF-16 units). */
function tooLong(s: string): boolean {
  return (
    s.length > MAX_PATH_CODE_POINTS &&
    (s.length > 2 * MAX_PATH_CODE_POINTS || [...s].length > MAX_PATH_CODE_POINTS)
  );
}

function segmentProblem(segments: string[], p: string): string | undefined {
  if (segments.includes('..')) return "'..' segment leaves the repository";
  if (segments.some((s) => s === '' || s === '.'))
    return `not in canonical form (write ${JSON.stringify(canonicalHint(p))})`;
  if (segments.some((s) => DOTS_AND_SPACES.test(s)))
    return "a segment of only dots and spaces (Windows reads it as '.' or '..')";
  return undefined;
}

/** What a path with `.` or empty segments was probably meant to be, for the error message. */
function canonicalHint(p: string): string {
  return p
    .split('/')
    .filter((s) => s !== '' && s !== '.')
    .join('/');
}

/** True when `p` is a clean repository-relative path (see {@link checkRepoPath}). */
export function isRepoPath(p: unknown): p is string {
  return checkRepoPath(p) === undefined;
}

/**
 * Why `glob` is not an acceptable repository glob (for `protected` in gate.yml), or undefined. The path
 * rules apply, except that glob characters are free, `.git` may be named, and a leading `!` (negation,
 * which would match almost everything) is refused.
 */
export function checkRepoGlob(glob: unknown): string | undefined {
  if (typeof glob !== 'string') return 'expected a string';
  if (glob === '') return 'empty glob';
  if (tooLong(glob)) return `longer than ${MAX_PATH_CODE_POINTS} characters`;
  if (CONTROL.test(glob)) return 'contains a control character';
  if (glob.includes('\\')) return "contains '\\' (write '/' between segments)";
  if (glob.startsWith('!')) return "starts with '!' (negated globs are not allowed here)";
  if (glob.startsWith('/')) return 'absolute (write it relative to the repository root)';
  if (DRIVE.test(glob)) return 'starts with a drive letter (write it relative to the repository root)';
  return segmentProblem(glob.split('/'), glob);
}

/** Two canonical repository paths name the same file on a case-sensitive file system. */
export function isSamePath(a: string, b: string): boolean {
  return a === b;
}

/**
 * The key under which a case-insensitive or normalising file system (macOS APFS/HFS+, Windows NTFS)
 * may treat two spellings as one file: Unicode NFC, case folded, and with the trailing dots and
 * spaces Windows drops from each segment removed. It over-matches rather than under-matches (`ß`
 * folds like `SS`), which is the safe side when the question is "could this alias an oracle file?".
 */
export function pathFoldKey(p: string): string {
  return p
    .normalize('NFC')
    .toUpperCase()
    .toLowerCase()
    .split('/')
    .map((s) => s.replace(/[. ]+$/, ''))
    .join('/');
}

/** Whether `a` and `b` could name the same file on a case-insensitive file system (see {@link pathFoldKey}). */
export function pathsEqualIgnoringCase(a: string, b: string): boolean {
  return pathFoldKey(a) === pathFoldKey(b);
}

/** Whether `p` is, or lies under, the directory `dir`, compared case-insensitively (see {@link pathFoldKey}). */
export function isUnderIgnoringCase(p: string, dir: string): boolean {
  const key = pathFoldKey(p);
  const d = pathFoldKey(dir);
  return key === d || key.startsWith(d + '/');
}

export type ResolveFailure = {
  ok: false;
  /** `invalid`: the path is not a clean repository path; `outside`: a symbolic link leaves the root. */
  kind: 'invalid' | 'missing' | 'outside' | 'not-a-file' | 'not-a-directory' | 'error';
  /** Why, without the path itself (callers prefix it). */
  reason: string;
};

export type ResolveResult = { ok: true; path: string } | ResolveFailure;

export interface ResolveOptions {
  /** What the path must name; default `file` (a regular file, after following links). */
  expect?: 'file' | 'directory' | 'any';
  /**
   * Resolved folders to share between calls on the same root (`''` is the root itself), so that
   * thousands of inputs in one folder resolve it once. Only successful resolutions are kept.
   */
  prefixCache?: Map<string, string>;
}

function inside(root: string, target: string): boolean {
  const r = relative(root, target);
  return r === '' || (r !== '..' && !r.startsWith('..' + sep) && !isAbsolute(r));
}

function errCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : undefined;
}

/**
 * Resolves the repository path `rel` under `root` on the file system, following every symbolic link
 * with realpath, and refuses it when any link on the way leads outside `root` (even when the link's
 * target does not exist). Returns the real path to open. A race in which the tree changes between
 * this call and the open is outside its reach: run it on a tree the candidate cannot write to while
 * the gate runs (the base worktree), or open the returned real path at once.
 */
export function resolveInsideSync(root: string, rel: string, options: ResolveOptions = {}): ResolveResult {
  const expect = options.expect ?? 'file';
  const bad = checkRepoPath(rel);
  if (bad !== undefined) return { ok: false, kind: 'invalid', reason: bad };
  const cache = options.prefixCache;
  let realRoot = cache?.get('');
  if (realRoot === undefined) {
    try {
      realRoot = realpathSync.native(root);
    } catch (err) {
      return {
        ok: false,
        kind: 'error',
        reason: `the repository root cannot be resolved (${errCode(err) ?? err})`,
      };
    }
    cache?.set('', realRoot);
  }
  let current = realRoot;
  const segments = rel.split('/');
  let first = 0;
  for (let i = segments.length - 1; cache && i > 0; i--) {
    const known = cache.get(segments.slice(0, i).join('/'));
    if (known !== undefined) {
      current = known;
      first = i;
      break;
    }
  }
  /** The last segment's lstat when it is no symbolic link: then it is the stat of the result. */
  let lastInfo: ReturnType<typeof lstatSync> | undefined;
  for (let i = first; i < segments.length; i++) {
    const shown = segments.slice(0, i + 1).join('/');
    const next = resolve(current, segments[i] as string);
    let info;
    try {
      info = lstatSync(next);
    } catch (err) {
      const code = errCode(err);
      if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, kind: 'missing', reason: 'missing' };
      return { ok: false, kind: 'error', reason: `${shown}: cannot be read (${code ?? String(err)})` };
    }
    if (info.isSymbolicLink()) {
      let target: string;
      try {
        target = realpathSync.native(next);
      } catch (err) {
        const code = errCode(err);
        if (code === 'ELOOP') return { ok: false, kind: 'error', reason: `${shown}: symbolic link loop` };
        if (code !== 'ENOENT' && code !== 'ENOTDIR')
          return {
            ok: false,
            kind: 'error',
            reason: `${shown}: cannot be resolved (${code ?? String(err)})`,
          };
        // A dangling link: say whether it would have led outside, which is the more useful answer.
        let dangling = '';
        try {
          dangling = resolve(dirname(next), readlinkSync(next));
        } catch {
          // fall through: reported as missing
        }
        if (dangling !== '' && !inside(realRoot, dangling))
          return {
            ok: false,
            kind: 'outside',
            reason: `symbolic link ${shown} leads outside the repository`,
          };
        return { ok: false, kind: 'missing', reason: `missing (symbolic link ${shown} points to nothing)` };
      }
      if (!inside(realRoot, target))
        return { ok: false, kind: 'outside', reason: `symbolic link ${shown} leads outside the repository` };
      // A link into git metadata reaches what no repository path may name (credentials in .git/config).
      if (
        relative(realRoot, target)
          .split(sep)
          .some((s) => GIT_SEGMENT.test(s))
      )
        return {
          ok: false,
          kind: 'outside',
          reason: `symbolic link ${shown} leads into git metadata (.git)`,
        };
      current = target;
      lastInfo = undefined;
    } else {
      current = next;
      lastInfo = info;
    }
    if (cache && i < segments.length - 1) cache.set(shown, current);
  }
  if (expect !== 'any') {
    let info = lastInfo;
    try {
      info ??= statSync(current);
    } catch (err) {
      return { ok: false, kind: 'error', reason: `cannot be read (${errCode(err) ?? String(err)})` };
    }
    if (expect === 'file' && !info.isFile())
      return {
        ok: false,
        kind: 'not-a-file',
        reason: info.isDirectory() ? 'a directory, not a file' : 'not a regular file',
      };
    if (expect === 'directory' && !info.isDirectory())
      return { ok: false, kind: 'not-a-directory', reason: 'not a directory' };
  }
  return { ok: true, path: current };
}

/** {@link resolveInsideSync}, for callers that await. */
export async function resolveInside(
  root: string,
  rel: string,
  options: ResolveOptions = {},
): Promise<ResolveResult> {
  return resolveInsideSync(root, rel, options);
}

/** A short file-name-safe form of a path's last segment, for folder names in the output folder. */
export function slug(path: string): string {
  return basename(path)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(0, 60);
}

export interface GlobOptions {
  /** Match case-insensitively (the scope stage: `Gate.yml` on a case-insensitive file system). */
  nocase?: boolean;
}

/**
 * A matcher for repository globs that matches a path as git stores it, whatever characters its name
 * holds. picomatch compiles a glob to a regular expression whose `.` stops at line terminators, so a
 * name with `\n`, `\r`, U+2028 or U+2029 in it matched no glob at all (`src/**` missed `src/a\nb.js`).
 * The expression is recompiled here with the `s` flag (`.` matches every character) and the `u` flag
 * (a character outside the BMP is one character for `?`). Patch paths always use `/`, whatever the
 * runner's OS; `dot: true` so `**` covers `.github/**`. Throws what picomatch throws for a bad glob.
 */
export function globMatcher(globs: readonly string[], options: GlobOptions = {}): (path: string) => boolean {
  const res = globs.map((glob) => faithfulRegex(glob, options));
  return (path) => res.some((re) => re.test(path));
}

function faithfulRegex(glob: string, options: GlobOptions): RegExp {
  const re = picomatch.makeRe(glob, { dot: true, windows: false, nocase: options.nocase === true });
  const flags = [...new Set([...re.flags.replace(/[gy]/g, ''), 's'])].join('');
  try {
    return new RegExp(re.source, `${flags}u`);
  } catch {
    // picomatch escapes some characters in a way the `u` flag refuses; without it a character
    // outside the BMP counts as two for `?`, which only ever makes `?` stricter, never a `*`.
    return new RegExp(re.source, flags);
  }
}
