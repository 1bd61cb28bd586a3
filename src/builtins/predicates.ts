/**
 * Predicate specs (SPEC §8, last paragraph): a spec written as a `.yml` file instead of a program,
 * evaluated in-process over the parsed patch. The format is published as
 * `schema/predicates.schema.json`; the checks here agree with it and add the one it cannot express:
 * the pattern is a JavaScript regular expression that a linear-time engine (RE2, through `re2js`) can
 * run, so that no pattern can backtrack catastrophically on a line the candidate wrote, however long.
 * Backreferences and lookaround have no linear-time form: such a pattern is a configuration error.
 *
 * Lines are graded as interpreters read them: an added line of the patch (split on `\n`) is split
 * again at every other line break some interpreter honours (`\r`, U+2028, U+2029, NEL U+0085, and
 * `\v`, `\f`), and each piece is matched on its own, so `^` and `$` see the lines the code runs as.
 *
 * ```yaml
 * predicates:
 *   - forbid_added_lines: { pattern: 'console\.log\(', flags: i, paths: ['src/**'], message: … }
 *   - forbid_paths: { paths: ['**\/*.pem'], message: … }
 *   - diff_size: { max_files: 50, max_added_lines: 2000, max_removed_lines: 2000, min_files: 1 }
 * ```
 */
import { RE2JS } from 're2js';
import { parseDocument } from 'yaml';
import type { DiffFile, ParsedDiff } from '../patch/diff.js';
import type { Witness } from '../trace/model.js';
import { globMatcher } from '../patch/paths.js';

export const PREDICATE_KINDS = ['forbid_added_lines', 'forbid_paths', 'diff_size'] as const;
export type PredicateKind = (typeof PREDICATE_KINDS)[number];

/** Rejects a patch that adds a line matching `pattern` in a file whose new path matches `paths`. */
export interface ForbidAddedLines {
  kind: 'forbid_added_lines';
  pattern: string;
  /** A subset of `imsu`: `g` and `y` make `test()` stateful, so they are not offered. */
  flags: string;
  paths: string[];
  message?: string;
}

/** Rejects a patch that touches (adds, edits, deletes, renames from or to) a path matching `paths`. */
export interface ForbidPaths {
  kind: 'forbid_paths';
  paths: string[];
  message?: string;
}

/** Rejects a patch outside the size bounds; at least one bound is set. */
export interface DiffSize {
  kind: 'diff_size';
  maxFiles?: number;
  maxAddedLines?: number;
  maxRemovedLines?: number;
  minFiles?: number;
  message?: string;
}

export type Predicate = ForbidAddedLines | ForbidPaths | DiffSize;

export interface BuiltinSpec {
  predicates: Predicate[];
}

export interface PredicateResult {
  rejected: boolean;
  /** The first offending path (and added line); absent only for `min_files`, which has no path. */
  witness?: Witness;
  /** Why it rejected: the spec's `message` (if any) and what was found. */
  message?: string;
  /** Which predicate rejected (0-based position in the file). */
  predicate?: { index: number; kind: PredicateKind };
}

export class PredicateSpecError extends Error {
  readonly file: string;
  /** The field path, e.g. `predicates[1].forbid_added_lines.pattern`; `(document)` for the whole file. */
  readonly field: string;

  constructor(file: string, field: string, expected: string, got: string) {
    super(`${file}: ${field}: expected ${expected}, got ${got}`);
    this.name = 'PredicateSpecError';
    this.file = file;
    this.field = field;
  }
}

const ROOT = '(document)';

type Fail = (field: string, expected: string, got: string) => never;
const FLAGS = /^(?!.*(.).*\1)[imsu]*$/;
const DIFF_SIZE_BOUNDS = [
  ['max_files', 'maxFiles'],
  ['max_added_lines', 'maxAddedLines'],
  ['max_removed_lines', 'maxRemovedLines'],
  ['min_files', 'minFiles'],
] as const;

/** Parses and checks a predicate spec; throws {@link PredicateSpecError} naming file and field. */
export function parseBuiltinSpec(yamlText: string, file: string): BuiltinSpec {
  const fail: Fail = (field, expected, got) => {
    throw new PredicateSpecError(file, field, expected, got);
  };
  // logLevel 'error': a collection used as a key would print a process warning; it fails as an unknown key.
  const doc = parseDocument(yamlText, { uniqueKeys: true, prettyErrors: true, logLevel: 'error' });
  const syntax = doc.errors[0];
  if (syntax !== undefined) fail(ROOT, 'a YAML document', firstLine(syntax.message));
  let root: unknown;
  try {
    root = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    fail(ROOT, 'a YAML document', firstLine(e instanceof Error ? e.message : String(e)));
  }

  const top = mapping(root, ROOT, 'a mapping with `predicates`', fail);
  onlyKeys(top, ['predicates'], '', fail);
  const list = top.predicates;
  if (!Array.isArray(list) || list.length === 0) {
    return fail('predicates', 'a non-empty list of predicates', describe(list));
  }
  const predicates = list.map((item, index) => parsePredicate(item, `predicates[${index}]`, fail));
  return { predicates };
}

function parsePredicate(item: unknown, at: string, fail: Fail): Predicate {
  const kinds = PREDICATE_KINDS.join(', ');
  const entry = mapping(item, at, `a mapping with one of ${kinds}`, fail);
  const keys = Object.keys(entry);
  for (const key of keys) {
    if (!(PREDICATE_KINDS as readonly string[]).includes(key)) {
      fail(`${at}.${key}`, `one of ${kinds}`, 'an unknown key');
    }
  }
  if (keys.length !== 1) fail(at, `exactly one predicate kind (${kinds})`, describe(entry));
  const kind = keys[0] as PredicateKind;
  const field = `${at}.${kind}`;
  const body = mapping(entry[kind], field, 'a mapping', fail);
  switch (kind) {
    case 'forbid_added_lines': {
      onlyKeys(body, ['pattern', 'flags', 'paths', 'message'], field, fail);
      const pattern = nonEmptyString(body.pattern, `${field}.pattern`, fail);
      const flags = body.flags === undefined ? '' : body.flags;
      if (typeof flags !== 'string' || !FLAGS.test(flags)) {
        fail(`${field}.flags`, 'a string of distinct flags from `imsu`', describe(flags));
      }
      const predicate: ForbidAddedLines = {
        kind,
        pattern,
        flags: flags as string,
        paths: body.paths === undefined ? ['**'] : globs(body.paths, `${field}.paths`, fail),
      };
      compileRegex(predicate, `${field}.pattern`, fail);
      return withMessage(predicate, body, field, fail);
    }
    case 'forbid_paths': {
      onlyKeys(body, ['paths', 'message'], field, fail);
      const predicate: ForbidPaths = { kind, paths: globs(body.paths, `${field}.paths`, fail) };
      return withMessage(predicate, body, field, fail);
    }
    case 'diff_size': {
      onlyKeys(body, [...DIFF_SIZE_BOUNDS.map(([key]) => key), 'message'], field, fail);
      const predicate: DiffSize = { kind };
      for (const [key, prop] of DIFF_SIZE_BOUNDS) {
        const value = body[key];
        if (value === undefined) continue;
        if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
          fail(`${field}.${key}`, 'a non-negative integer', describe(value));
        }
        predicate[prop] = value as number;
      }
      if (DIFF_SIZE_BOUNDS.every(([, prop]) => predicate[prop] === undefined)) {
        fail(field, `at least one of ${DIFF_SIZE_BOUNDS.map(([key]) => key).join(', ')}`, 'none');
      }
      return withMessage(predicate, body, field, fail);
    }
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}

function withMessage<P extends Predicate>(
  predicate: P,
  body: Record<string, unknown>,
  field: string,
  fail: Fail,
): P {
  if (body.message !== undefined) predicate.message = nonEmptyString(body.message, `${field}.message`, fail);
  return predicate;
}

function mapping(value: unknown, field: string, expected: string, fail: Fail): Record<string, unknown> {
  // YAML tags such as !!set or !!omap produce Set/Map objects: not a plain mapping.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail(field, expected, describe(value));
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return fail(field, expected, describe(value));
  return value as Record<string, unknown>;
}

function onlyKeys(
  body: Record<string, unknown>,
  allowed: readonly string[],
  field: string,
  fail: Fail,
): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) {
      fail(field === '' ? key : `${field}.${key}`, `one of ${allowed.join(', ')}`, 'an unknown key');
    }
  }
}

function nonEmptyString(value: unknown, field: string, fail: Fail): string {
  if (typeof value !== 'string' || value.length === 0) {
    return fail(field, 'a non-empty string', describe(value));
  }
  return value;
}

function globs(value: unknown, field: string, fail: Fail): string[] {
  if (!Array.isArray(value) || value.length === 0) {
    return fail(field, 'a non-empty list of glob strings', describe(value));
  }
  value.forEach((glob: unknown, i) => {
    const at = `${field}[${i}]`;
    const text = nonEmptyString(glob, at, fail);
    try {
      globMatcher([text]);
    } catch (e) {
      fail(
        at,
        'a glob picomatch can compile',
        `${describe(text)} (${e instanceof Error ? e.message : String(e)})`,
      );
    }
  });
  return value as string[];
}

/** How a value reads in an error message: its type, and a short rendering of scalars. */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    return `the string ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return `the ${typeof value} ${String(value)}`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) {
      const keys = Object.keys(value);
      return keys.length === 0 ? 'an empty mapping' : `a mapping with keys ${keys.join(', ')}`;
    }
    return `a ${(value as { constructor?: { name?: string } }).constructor?.name ?? 'non-plain'} object`;
  }
  return `a ${typeof value}`;
}

/** The first line of a `yaml` error (its pretty form adds a code excerpt after a colon). */
function firstLine(text: string): string {
  return (text.split('\n', 1)[0] ?? text).replace(/:$/, '');
}

interface Compiled {
  regex?: RE2JS;
  /** The same pattern with `^`/`$` at every `\n`: one linear pass over all of a patch's lines. */
  screen?: RE2JS;
  globs: Array<{ glob: string; isMatch: (path: string) => boolean }>;
}

// Compiled once per parsed predicate: a spec is evaluated on its probe, the empty patch and the candidate.
const compiledCache = new WeakMap<Predicate, Compiled>();

function compiled(predicate: Predicate): Compiled {
  let entry = compiledCache.get(predicate);
  if (entry === undefined) {
    const paths = predicate.kind === 'diff_size' ? [] : predicate.paths;
    entry = {
      regex:
        predicate.kind === 'forbid_added_lines' ? linearRegex(predicate.pattern, predicate.flags) : undefined,
      screen:
        predicate.kind === 'forbid_added_lines'
          ? linearRegex(
              predicate.pattern,
              predicate.flags.includes('m') ? predicate.flags : `${predicate.flags}m`,
            )
          : undefined,
      globs: paths.map((glob) => ({ glob, isMatch: globMatcher([glob]) })),
    };
    compiledCache.set(predicate, entry);
  }
  return entry;
}

function compileRegex(predicate: ForbidAddedLines, field: string, fail: Fail): void {
  try {
    new RegExp(predicate.pattern, predicate.flags);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    fail(field, 'a valid JavaScript regular expression', `${describe(predicate.pattern)} (${why})`);
  }
  try {
    linearRegex(predicate.pattern, predicate.flags);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    fail(
      field,
      'a pattern the linear-time engine can run (no backreferences, no lookahead or lookbehind, ' +
        'no `[^]` or `[]`)',
      `${describe(predicate.pattern)} (${why})`,
    );
  }
}

/**
 * JavaScript's `\s`: the characters its `String.prototype.trim` and the language itself treat as white
 * space. RE2's `\s` is ASCII only, so `eval\u00a0(` (which JavaScript runs as `eval(`) would slip past
 * `eval\s*\(`; the JavaScript meaning is kept by spelling the class out.
 */
const JS_SPACE =
  '\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';

/** Escapes that mean the same in a JavaScript pattern and in RE2 (after `translateRegExp`). */
const SAME_ESCAPES = new Set(['d', 'D', 'w', 'W', 'b', 'B', 'n', 'r', 't', 'f', 'v', 'x', 'p', 'P']);

/**
 * The RE2 form of a JavaScript pattern, compiled with the matching flags. Throws when RE2 cannot run
 * it the same way (backreferences, lookaround, `\S` inside a class, an identity escape of a letter).
 */
export function linearRegex(pattern: string, flags: string): RE2JS {
  let mask = 0;
  if (flags.includes('i')) mask |= RE2JS.CASE_INSENSITIVE;
  if (flags.includes('m')) mask |= RE2JS.MULTILINE;
  if (flags.includes('s')) mask |= RE2JS.DOTALL;
  return RE2JS.compile(jsSpaces(RE2JS.translateRegExp(pattern)), mask);
}

/** Rewrites `\s` and `\S` of an RE2-syntax pattern to JavaScript's white space (see {@link JS_SPACE}). */
function jsSpaces(re2: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < re2.length; i++) {
    const c = re2[i] as string;
    if (c === '\\') {
      const e = re2[i + 1];
      if (e === undefined) throw new Error('a pattern cannot end in `\\`');
      if (e === 's') out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
      else if (e === 'S') {
        if (inClass) throw new Error('`\\S` inside a character class has no linear-time form here');
        out += `[^${JS_SPACE}]`;
      } else if (e === 'x' && re2[i + 2] === '{') {
        const close = re2.indexOf('}', i);
        out += re2.slice(i, close + 1);
        i = close;
        continue;
      } else if (/[A-Za-z]/.test(e) && !SAME_ESCAPES.has(e)) {
        // JavaScript reads `\Q` as `Q`; RE2 as the start of a quoted run: refused, not reinterpreted.
        throw new Error(`the escape \\${e} means something else to RE2`);
      } else out += c + e;
      i++;
      continue;
    }
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    out += c;
  }
  return out;
}

/**
 * The clock a built-in check's budget runs on: the CPU time this process has used since the call
 * (user + system, in ms). Built-in checks run in the gate's own process; wall time would charge them
 * whatever else the machine does meanwhile, so the same patch could clear on a quiet runner and be
 * REJECTed past its budget on a loaded one. CPU time is the work the patch asks for.
 */
export function cpuClock(): () => number {
  const start = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
}

/** Thrown when evaluation runs past `timeoutMs`: the spec's budget (SPEC §2, `PROPERTY_BUDGET`). */
export class PredicateBudgetError extends Error {
  readonly budgetMs: number;
  readonly elapsedMs: number;

  constructor(budgetMs: number, elapsedMs: number) {
    super(`the predicates used ${Math.round(elapsedMs)} ms of CPU, past their ${budgetMs} ms budget`);
    this.name = 'PredicateBudgetError';
    this.budgetMs = budgetMs;
    this.elapsedMs = elapsedMs;
  }
}

export interface EvaluateOptions {
  /**
   * Budget for the whole spec, in CPU time ({@link cpuClock}). Checked before each line is matched; one match is linear in the
   * line's length (RE2), so a long line costs its length, never an exponential backtrack.
   */
  timeoutMs?: number;
}

/**
 * Runs the predicates in order; the first that rejects wins. Its witness is the first offending
 * path (and, for added lines, the first offending line) in patch order. Throws
 * {@link PredicateBudgetError} past `options.timeoutMs` — an error rather than a flag on the result,
 * so a caller that forgets to look cannot read an unfinished scan as a clear.
 */
export function evaluateBuiltinSpec(
  spec: BuiltinSpec,
  diff: ParsedDiff,
  options: EvaluateOptions = {},
): PredicateResult {
  const used = cpuClock();
  const budget = options.timeoutMs;
  const checkBudget =
    budget === undefined
      ? () => {}
      : () => {
          const elapsed = used();
          if (elapsed > budget) throw new PredicateBudgetError(budget, elapsed);
        };
  for (let index = 0; index < spec.predicates.length; index++) {
    const predicate = spec.predicates[index] as Predicate;
    checkBudget();
    const found = evaluatePredicate(predicate, diff, checkBudget);
    if (found !== null) {
      const message =
        predicate.message === undefined ? found.detail : `${predicate.message} (${found.detail})`;
      const result: PredicateResult = { rejected: true, message, predicate: { index, kind: predicate.kind } };
      if (found.path !== undefined) {
        result.witness = {
          path: found.path,
          ...(found.line === undefined ? {} : { line: found.line }),
          message,
        };
      }
      return result;
    }
  }
  return { rejected: false };
}

interface Finding {
  path?: string;
  line?: number;
  detail: string;
}

function evaluatePredicate(predicate: Predicate, diff: ParsedDiff, checkBudget: () => void): Finding | null {
  switch (predicate.kind) {
    case 'forbid_added_lines':
      return forbidAddedLines(predicate, diff, checkBudget);
    case 'forbid_paths':
      return forbidPaths(predicate, diff);
    case 'diff_size':
      return diffSize(predicate, diff);
    default: {
      const unreachable: never = predicate;
      return unreachable;
    }
  }
}

function forbidAddedLines(
  predicate: ForbidAddedLines,
  diff: ParsedDiff,
  checkBudget: () => void,
): Finding | null {
  const { regex, screen, globs } = compiled(predicate);
  if (regex === undefined || screen === undefined) return null;
  // Deleted files add no lines; a file's lines are read (from the patch on disk, for a large one)
  // only when the glob reads it, and once for the screen.
  const scanned = diff.files.filter(
    (file): file is DiffFile & { newPath: string } =>
      file.newPath !== null && globs.some((g) => g.isMatch(file.newPath as string)),
  );
  // A screen first: the lines of a run of files joined by `\n`, matched once with `^`/`$` at each
  // `\n`. A line that matches on its own matches there too (its anchors and `\b` see a `\n` where the
  // line had an edge), so no match in the screen is no match in any of its lines; a match is then
  // looked for line by line in those files, in patch order, for the exact witness (the screen can also
  // match across a `\n`, which is no finding). The runs are cut at about {@link SCREEN_CHARS}, so the
  // screen holds a bounded part of the patch, never all of it (memory follows the largest file).
  let run: Array<DiffFile & { newPath: string }> = [];
  let texts: string[] = [];
  let chars = 0;
  const flush = (): Finding | null => {
    checkBudget();
    const screened = screen.test(texts.join('\n'));
    checkBudget(); // a clear that came past the budget is still a budget miss
    const files = run;
    run = [];
    texts = [];
    chars = 0;
    if (!screened) return null;
    for (const file of files) {
      const path = file.newPath;
      for (const added of file.added) {
        checkBudget();
        if (interpretedLines(added.text, added.line === 1).some((text) => regex.test(text))) {
          return {
            path,
            line: added.line,
            detail: `added line matches /${predicate.pattern}/${predicate.flags}`,
          };
        }
      }
    }
    return null;
  };
  for (const file of scanned) {
    const text = screenText(file);
    if (text === '' && file.added.length === 0) continue;
    run.push(file);
    texts.push(text);
    chars += text.length + 1;
    if (chars >= SCREEN_CHARS) {
      const found = flush();
      if (found !== null) return found;
    }
  }
  return run.length > 0 ? flush() : null;
}

/** About how much added text one screen holds (characters): runs of small files cost one match. */
const SCREEN_CHARS = 1024 * 1024;

/**
 * Line breaks that some interpreter honours besides `\n`: `\r` (Python, the JavaScript lexer), U+2028
 * and U+2029 (JavaScript), NEL U+0085 (Python's `str.splitlines`, YAML 1.1), `\v` and `\f` (Python's
 * `splitlines`). A line of the patch holding one of them is more than one line to that interpreter.
 */
const INTERPRETER_BREAKS = /[\r\u2028\u2029\u0085\v\f]/;

/**
 * The lines an interpreter sees in one added line of the patch; on a file's first line without the
 * UTF-8 byte order mark, which Python and Node strip before they read the code.
 */
export function interpretedLines(text: string, firstLine: boolean): string[] {
  const t = firstLine && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return INTERPRETER_BREAKS.test(t) ? t.split(INTERPRETER_BREAKS) : [t];
}

/**
 * The interpreter lines of a file's added lines, joined by `\n`: computed once per parsed file while
 * the texts kept stay under {@link SCREEN_CACHE_CHARS} in all (several predicates read the same
 * files); past that, computed again each time, so a large patch's text is never kept whole.
 */
const screenTexts = new WeakMap<DiffFile, string>();
const SCREEN_CACHE_CHARS = 4 * 1024 * 1024;
let screenCached = 0;

function screenText(file: DiffFile): string {
  let text = screenTexts.get(file);
  if (text === undefined) {
    text = file.added.flatMap((a) => interpretedLines(a.text, a.line === 1)).join('\n');
    // Counted when kept and never given back: a conservative bound on what the cache holds.
    if (screenCached + text.length <= SCREEN_CACHE_CHARS) {
      screenCached += text.length;
      screenTexts.set(file, text);
    }
  }
  return text;
}

function forbidPaths(predicate: ForbidPaths, diff: ParsedDiff): Finding | null {
  const { globs } = compiled(predicate);
  for (const file of diff.files) {
    for (const path of [file.oldPath, file.newPath]) {
      if (path === null) continue;
      const hit = globs.find((g) => g.isMatch(path));
      if (hit !== undefined) return { path, detail: `touches ${path}, a path matching ${hit.glob}` };
    }
  }
  return null;
}

function diffSize(predicate: DiffSize, diff: ParsedDiff): Finding | null {
  const files = diff.files;
  const pathOf = (file: DiffFile): string => (file.newPath ?? file.oldPath) as string;
  const { maxFiles, maxAddedLines, maxRemovedLines, minFiles } = predicate;
  if (maxFiles !== undefined && files.length > maxFiles) {
    // The first file past the bound is the one that broke it.
    const past = files[maxFiles] as DiffFile;
    return {
      path: pathOf(past),
      detail: `patch touches ${files.length} files, more than max_files ${maxFiles}`,
    };
  }
  if (maxAddedLines !== undefined) {
    const total = files.reduce((sum, f) => sum + f.added.length, 0);
    if (total > maxAddedLines) {
      // Witness: the added line that went past the bound.
      let before = 0;
      for (const file of files) {
        const added = file.added[maxAddedLines - before];
        if (added !== undefined) {
          return {
            path: pathOf(file),
            line: added.line,
            detail: `patch adds ${total} lines, more than max_added_lines ${maxAddedLines}`,
          };
        }
        before += file.added.length;
      }
    }
  }
  if (maxRemovedLines !== undefined) {
    const total = files.reduce((sum, f) => sum + f.removedCount, 0);
    if (total > maxRemovedLines) {
      let before = 0;
      for (const file of files) {
        before += file.removedCount;
        if (before > maxRemovedLines) {
          return {
            path: file.oldPath ?? pathOf(file),
            detail: `patch removes ${total} lines, more than max_removed_lines ${maxRemovedLines}`,
          };
        }
      }
    }
  }
  if (minFiles !== undefined && files.length < minFiles) {
    return { detail: `patch touches ${files.length} files, fewer than min_files ${minFiles}` };
  }
  return null;
}

/** `a.js:1-3` for the added lines of one file of a patch. */
export function addedSpan(file: DiffFile): string {
  const first = file.added[0]?.line;
  const last = file.added[file.added.length - 1]?.line;
  const at = first === undefined ? '' : first === last ? `:${first}` : `:${first}-${String(last)}`;
  return `${file.newPath ?? file.oldPath ?? '?'}${at}`;
}

/** Up to three items, then how many more. */
export function fewOf(items: readonly string[]): string {
  return items.length <= 3
    ? items.join(', ')
    : `${items.slice(0, 3).join(', ')} and ${items.length - 3} more`;
}

/**
 * Why a spec did not reject its probe (`gate check`): for each predicate, the probe's files it read
 * and what it did not find there, or that the probe's files fall outside its `paths`.
 */
export function explainClear(spec: BuiltinSpec, diff: ParsedDiff): string[] {
  const paths = diff.files.map((f) => f.newPath ?? f.oldPath ?? '?');
  return spec.predicates.map((predicate, index) => {
    const at = `predicates[${index}].${predicate.kind}`;
    switch (predicate.kind) {
      case 'forbid_added_lines': {
        const { globs } = compiled(predicate);
        const adding = diff.files.filter((f) => f.newPath !== null && f.added.length > 0);
        if (adding.length === 0) return `${at}: the probe adds no line (it only deletes or renames files)`;
        const read = adding.filter((f) => globs.some((g) => g.isMatch(f.newPath as string)));
        if (read.length === 0)
          return `${at}: reads only ${predicate.paths.join(', ')}, and the probe adds lines only outside them (${fewOf(adding.map(addedSpan))})`;
        const lines = read.reduce((n, f) => n + f.added.length, 0);
        return `${at}: none of the ${lines} line(s) the probe adds at ${fewOf(read.map(addedSpan))} matches /${predicate.pattern}/${predicate.flags}`;
      }
      case 'forbid_paths':
        return `${at}: none of the probe's paths (${fewOf(paths)}) matches ${predicate.paths.join(', ')}`;
      case 'diff_size': {
        const added = diff.files.reduce((n, f) => n + f.added.length, 0);
        const removed = diff.files.reduce((n, f) => n + f.removedCount, 0);
        return `${at}: the probe touches ${diff.files.length} file(s), adds ${added} and removes ${removed} line(s): within its bounds`;
      }
      default: {
        const unreachable: never = predicate;
        return unreachable;
      }
    }
  });
}
