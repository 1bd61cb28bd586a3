/**
 * Evaluates a catalog check over a parsed patch. Added-line and path rules are run by the built-in
 * predicate engine (src/builtins/predicates.ts) over the files the rule reads, so catalog checks and `.yml`
 * specs match lines the same way; the two kinds the engine has no predicate for (removed test
 * declarations, deleted files) are evaluated here.
 */
import { globMatcher } from '../patch/paths.js';
import type { DiffFile, ParsedDiff } from '../patch/diff.js';
import type { Witness } from '../trace/model.js';
import type { RE2JS } from 're2js';
import {
  addedSpan,
  evaluateBuiltinSpec,
  fewOf,
  interpretedLines,
  linearRegex,
  PredicateBudgetError,
  cpuClock,
  type Predicate,
} from './predicates.js';
import { CATALOG_VERSION, builtinCheck, type BuiltinCheck, type BuiltinName, type Rule } from './catalog.js';

// As src/builtins/predicates.ts: patch paths use `/`, and `**` covers dot-directories.

/** A configured catalog check: the check and the user's `paths:` narrowing (if any). */
export interface ResolvedCheck {
  check: BuiltinCheck;
  paths?: readonly string[];
}

export function resolveCheck(name: BuiltinName, paths?: readonly string[]): ResolvedCheck {
  return { check: builtinCheck(name), ...(paths !== undefined ? { paths } : {}) };
}

/**
 * The definition a slot digests: the catalog version, the rules and the narrowing. A gate upgrade that
 * changes a rule changes the digest, as editing a spec file would.
 */
export function checkDefinition(resolved: ResolvedCheck): string {
  const { name, rules } = resolved.check;
  return (
    JSON.stringify(
      { catalog: CATALOG_VERSION, builtin: name, paths: resolved.paths ?? null, rules },
      null,
      2,
    ) + '\n'
  );
}

export interface CheckResult {
  rejected: boolean;
  witness?: Witness;
  message?: string;
  /** 0-based index of the rule that rejected. */
  rule?: number;
}

type Matcher = (path: string) => boolean;

const matchers = new Map<string, Matcher>();
function matcher(globs: readonly string[]): Matcher {
  const key = JSON.stringify(globs);
  let m = matchers.get(key);
  if (m === undefined) {
    // The product's one glob matcher: it matches every path name git allows (line breaks included).
    m = globMatcher(globs);
    matchers.set(key, m);
  }
  return m;
}

/** Whether a rule (narrowed by the user's paths) reads `path`. */
function reads(rule: Rule, narrowing: readonly string[] | undefined, path: string): boolean {
  if (!matcher(rule.paths)(path)) return false;
  if ('exclude' in rule && rule.exclude !== undefined && matcher(rule.exclude)(path)) return false;
  return narrowing === undefined || matcher(narrowing)(path);
}

// One predicate object per rule, so the engine compiles each pattern once.
const predicates = new WeakMap<Rule, Predicate>();
function predicateOf(rule: Rule & { kind: 'added' | 'touched' }): Predicate {
  let p = predicates.get(rule);
  if (p === undefined) {
    p =
      rule.kind === 'added'
        ? { kind: 'forbid_added_lines', pattern: rule.pattern, flags: rule.flags ?? '', paths: ['**'] }
        : { kind: 'forbid_paths', paths: ['**'] };
    predicates.set(rule, p);
  }
  return p;
}

/**
 * Runs the check's rules in order; the first that rejects wins, with the first offending path (and
 * line) in patch order. Throws {@link PredicateBudgetError} past `timeoutMs`.
 */
export function evaluateCheck(resolved: ResolvedCheck, diff: ParsedDiff, timeoutMs?: number): CheckResult {
  const used = cpuClock();
  const left = (): number | undefined => {
    if (timeoutMs === undefined) return undefined;
    const elapsed = used();
    if (elapsed > timeoutMs) throw new PredicateBudgetError(timeoutMs, elapsed);
    return timeoutMs - elapsed;
  };
  const { rules } = resolved.check;
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index] as Rule;
    const found = evaluateRule(rule, resolved.paths, diff, left);
    if (found !== null) {
      const message = `${resolved.check.name}: ${rule.what} (${found.detail})`;
      return {
        rejected: true,
        message,
        rule: index,
        witness: { path: found.path, ...(found.line !== undefined ? { line: found.line } : {}), message },
      };
    }
  }
  return { rejected: false };
}

interface Finding {
  path: string;
  line?: number;
  detail: string;
}

function evaluateRule(
  rule: Rule,
  narrowing: readonly string[] | undefined,
  diff: ParsedDiff,
  left: () => number | undefined,
): Finding | null {
  switch (rule.kind) {
    case 'added': {
      const files = diff.files.filter((f) => f.newPath !== null && reads(rule, narrowing, f.newPath));
      // The engine screens the added lines at once; only a match there is weighed against the removed.
      const found = viaEngine(rule, files, left());
      return found !== null && rule.net === true ? netAdded(rule, narrowing, files, left) : found;
    }
    case 'touched': {
      // The new path of an added or changed file; the old path only when a rename or copy moves it
      // away (a deletion is a `deleted` rule's business: removing a key file is not adding one).
      const files = diff.files.filter(
        (f) =>
          (f.newPath !== null && reads(rule, narrowing, f.newPath)) ||
          (f.newPath !== null && f.oldPath !== null && reads(rule, narrowing, f.oldPath)),
      );
      return viaEngine(rule, files, left());
    }
    case 'deleted':
      for (const f of diff.files) {
        left();
        if (f.oldPath === null || !reads(rule, narrowing, f.oldPath)) continue;
        if (f.status === 'deleted') return { path: f.oldPath, detail: `${f.oldPath} is deleted` };
        if (f.status === 'renamed' && f.newPath !== null && !reads(rule, narrowing, f.newPath))
          return { path: f.oldPath, detail: `${f.oldPath} is renamed to ${f.newPath}, where it is no test` };
      }
      return null;
    case 'removed':
      return removedDeclarations(rule, narrowing, diff, left);
    default: {
      const unreachable: never = rule;
      return unreachable;
    }
  }
}

function viaEngine(
  rule: Rule & { kind: 'added' | 'touched' },
  files: DiffFile[],
  timeoutMs: number | undefined,
): Finding | null {
  if (files.length === 0) return null;
  const sub: ParsedDiff = {
    files,
    addedCount: files.reduce((n, f) => n + f.added.length, 0),
    removedCount: files.reduce((n, f) => n + f.removedCount, 0),
  };
  const r = evaluateBuiltinSpec(
    { predicates: [predicateOf(rule)] },
    sub,
    timeoutMs === undefined ? {} : { timeoutMs },
  );
  if (!r.rejected || r.witness === undefined) return null;
  const detail =
    rule.kind === 'added'
      ? `added line${r.witness.line !== undefined ? ` ${r.witness.line}` : ''} of ${r.witness.path}`
      : `${r.witness.path}`;
  return { path: r.witness.path, ...(r.witness.line !== undefined ? { line: r.witness.line } : {}), detail };
}

const netRegex = new WeakMap<Rule, RE2JS>();

/** Every match of `re` in the interpreter lines of one patch line, as keys (white space removed). */
function matchKeys(re: RE2JS, text: string, firstLine: boolean): string[] {
  const keys: string[] = [];
  for (const line of interpretedLines(text, firstLine)) {
    const m = re.matcher(line);
    while (m.find()) {
      const hit = m.group(0) ?? '';
      if (hit === '') break;
      keys.push(hit.replace(/\s+/g, ''));
    }
  }
  return keys;
}

/**
 * A `net` rule (SPEC §8, the catalog): per file — one entry of the patch, a rename's two paths
 * together — and per text matched, the patch adds a match only where it adds more of it than it
 * removes. The first added line past the count removed is the witness. So renaming a suppressed
 * function, editing a line that keeps its `# noqa`, or reflowing code around an `eslint-disable`
 * adds nothing, while a second `@ts-ignore` where the base had one is one added.
 */
function netAdded(
  rule: Rule & { kind: 'added' },
  narrowing: readonly string[] | undefined,
  files: DiffFile[],
  left: () => number | undefined,
): Finding | null {
  let re = netRegex.get(rule);
  if (re === undefined) {
    re = linearRegex(rule.pattern, rule.flags ?? '');
    netRegex.set(rule, re);
  }
  for (const f of files) {
    const path = f.newPath as string;
    const removed = new Map<string, number>();
    if (f.oldPath !== null && reads(rule, narrowing, f.oldPath)) {
      for (const r of f.removed ?? []) {
        left();
        for (const key of matchKeys(re, r.text, r.line === 1)) removed.set(key, (removed.get(key) ?? 0) + 1);
      }
    }
    const added = new Map<string, number>();
    for (const a of f.added) {
      left();
      for (const key of matchKeys(re, a.text, a.line === 1)) {
        const n = (added.get(key) ?? 0) + 1;
        added.set(key, n);
        const before = removed.get(key) ?? 0;
        if (n > before)
          return {
            path,
            line: a.line,
            detail: `added line ${a.line} of ${path}: ${JSON.stringify(key)}, which the patch adds more often than it removes there (${before} removed)`,
          };
      }
    }
  }
  return null;
}

// Compiled once per rule. Patterns are RE2-compatible (no lookaround or backreferences), so the
// engine may change without changing what matches.
const removedRegex = new WeakMap<Rule, RE2JS>();

/**
 * The first removed declaration whose key is not added back: keys are counted as a multiset over the
 * files the rule reads, so a test moved to another file or edited in place (same name) passes, and a
 * test renamed is reported (it reads as one test removed and another added).
 */
function removedDeclarations(
  rule: Rule & { kind: 'removed' },
  narrowing: readonly string[] | undefined,
  diff: ParsedDiff,
  left: () => number | undefined,
): Finding | null {
  let re = removedRegex.get(rule);
  if (re === undefined) {
    // RE2, as every other built-in pattern: linear in the line, whatever the patch holds.
    re = linearRegex(rule.pattern, '');
    removedRegex.set(rule, re);
  }
  const compiled = re;
  const keyOf = (text: string): string | null => {
    const m = compiled.matcher(text);
    if (!m.find()) return null;
    return (m.groupCount() >= 1 && m.group(1) !== null ? m.group(1) : m.group(0))?.trim() ?? null;
  };
  const addedKeys = new Map<string, number>();
  const removed: Array<{ key: string; path: string; line: number }> = [];
  for (const f of diff.files) {
    if (f.newPath !== null && reads(rule, narrowing, f.newPath)) {
      for (const a of f.added) {
        left();
        const key = keyOf(a.text);
        if (key !== null) addedKeys.set(key, (addedKeys.get(key) ?? 0) + 1);
      }
    }
    if (f.oldPath !== null && reads(rule, narrowing, f.oldPath)) {
      for (const r of f.removed ?? []) {
        left();
        const key = keyOf(r.text);
        if (key !== null) removed.push({ key, path: f.oldPath, line: r.line });
      }
    }
  }
  for (const r of removed) {
    const n = addedKeys.get(r.key) ?? 0;
    if (n > 0) {
      addedKeys.set(r.key, n - 1);
      continue;
    }
    return {
      path: r.path,
      detail: `${JSON.stringify(r.key)} removed at line ${r.line} of the base ${r.path}, not added back`,
    };
  }
  return null;
}

/**
 * Why a catalog check did not reject its probe (`gate check`): the user's `paths:` leaves out every
 * file the probe changes, or none of its rules reads them, or what it looked for in those it read.
 */
export function explainCheckClear(resolved: ResolvedCheck, diff: ParsedDiff): string[] {
  const { check, paths: narrowing } = resolved;
  const pathsOf = (f: DiffFile): string[] => [f.newPath, f.oldPath].filter((p): p is string => p !== null);
  const all = [...new Set(diff.files.flatMap(pathsOf))];
  if (narrowing !== undefined && !all.some((p) => matcher(narrowing)(p)))
    return [
      `its paths: ${narrowing.join(', ')} leave out every file the probe changes (${fewOf(all)}); the check reads nothing of it`,
    ];
  const read = diff.files.filter((f) =>
    check.rules.some((r) => pathsOf(f).some((p) => reads(r, narrowing, p))),
  );
  if (read.length === 0)
    return [
      `none of its rules reads the files the probe changes (${fewOf(all)}): it reads ${fewOf([...new Set(check.rules.flatMap((r) => r.paths))])}`,
    ];
  const looked = [
    ...new Set(
      check.rules
        .filter((r) => diff.files.some((f) => pathsOf(f).some((p) => reads(r, narrowing, p))))
        .map((r) => r.what),
    ),
  ];
  return [`it read ${fewOf(read.map(addedSpan))} and found none of: ${looked.join('; ')}`];
}
