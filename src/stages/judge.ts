/**
 * An exercise + judge fixture (SPEC §12): the *exercise* runs at its own path in the attempt's tree,
 * loads the code under test and writes its outputs for the generated cases as JSON into a folder the
 * gate made (`GATE_OUTPUTS`); the *judge* (the fixture's `invariant`) then runs from the oracle tree —
 * as a generator does — in a fresh process whose module paths hold no candidate folder, reads the cases
 * and the outputs, and decides. Plain data crossing a process boundary cannot carry an `__eq__`, a
 * `valueOf` or a patched `assert`/`JSON` into the judge.
 *
 * What this module checks around the two programs, each a reason the replay is not a decision:
 * - the exercise left the generated cases as the generator wrote them ({@link casesDigest});
 * - every file in the outputs folder is JSON, a regular file, and the folder is bounded ({@link outputsProblem});
 * - the judge's load record (the result channel's preload, src/adapters/attest-preload.ts) names no
 *   file of the attempt's tree: the record is kept relative to the judge's working folder, which is
 *   that tree, so an empty record proves it loaded no candidate file; a judge without a record (not
 *   Node or Python) proves nothing ({@link judgeLoadProblem}).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { ProgramRun } from '../adapters/attest.js';
import { closingQuote } from '../classify/pyjson.js';

/** The folder, inside the generator's output folder, the gate makes for the exercise's outputs. */
export const OUTPUTS_FOLDER = 'exercise-outputs';

/** The folder, inside the generator's output folder, the gate makes for the judge's copies of `judge_inputs`. */
export const JUDGE_INPUTS_FOLDER = 'judge-inputs';

/** The most bytes the exercise's outputs may hold (they are parsed as JSON). */
export const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/** The most entries the outputs folder may hold. */
const MAX_OUTPUT_FILES = 10_000;

/**
 * A digest of what the generator wrote (every path, its type, and its bytes or link target), the
 * outputs folder left out. Never throws: an unreadable entry is part of the digest as such.
 */
export function casesDigest(dir: string): string {
  const h = createHash('sha256');
  const walk = (rel: string): void => {
    const p = rel === '' ? dir : join(dir, rel);
    let names: string[];
    try {
      names = readdirSync(p).sort();
    } catch {
      h.update(`unreadable\0${rel}\0`);
      return;
    }
    for (const name of names) {
      const r = rel === '' ? name : `${rel}/${name}`;
      if (r === OUTPUTS_FOLDER) continue;
      try {
        const st = lstatSync(join(dir, r));
        if (st.isDirectory()) {
          h.update(`dir\0${r}\0`);
          walk(r);
        } else if (st.isSymbolicLink()) h.update(`link\0${r}\0${readlinkSync(join(dir, r))}\0`);
        else if (st.isFile()) h.update(`file\0${r}\0${st.size}\0`).update(readFileSync(join(dir, r)));
        else h.update(`other\0${r}\0`);
      } catch {
        h.update(`unreadable\0${r}\0`);
      }
    }
  };
  walk('');
  return h.digest('hex');
}

/**
 * Why the outputs folder is not plain data, or null: each entry a folder or a regular file (no link,
 * no device), each file JSON, at most {@link MAX_OUTPUT_BYTES} in all.
 */
export function outputsProblem(dir: string): string | null {
  let bytes = 0;
  let count = 0;
  const walk = (rel: string): string | null => {
    const names = readdirSync(rel === '' ? dir : join(dir, rel)).sort();
    for (const name of names) {
      const r = rel === '' ? name : `${rel}/${name}`;
      if (++count > MAX_OUTPUT_FILES) return `more than ${MAX_OUTPUT_FILES} entries`;
      const st = lstatSync(join(dir, r));
      if (st.isDirectory()) {
        const inner = walk(r);
        if (inner !== null) return inner;
        continue;
      }
      if (!st.isFile()) return `${r} is not a regular file`;
      bytes += st.size;
      if (bytes > MAX_OUTPUT_BYTES) return `more than ${MAX_OUTPUT_BYTES} bytes`;
      try {
        JSON.parse(readFileSync(join(dir, r), 'utf8'));
      } catch {
        return `${r} is not JSON`;
      }
    }
    return null;
  };
  try {
    return walk('');
  } catch (err) {
    return `cannot be read (${(err as Error).message})`;
  }
}

/**
 * Why the judge's run does not prove it loaded no candidate file, or null when it does. `self` is the
 * judge's own path in the tree when it lies there (`gate check`, where the checkout is both the oracle
 * and the tree under test): the program itself is not a file it loaded.
 */
export function judgeLoadProblem(run: Pick<ProgramRun, 'channel' | 'loaded'>, self?: string): string | null {
  if (run.channel !== 'attested')
    return 'the judge has no load record (only Node and Python judges keep one), so nothing proves it loaded no candidate file';
  const loaded = (run.loaded ?? []).filter((f) => f !== self);
  if (loaded.length === 0) return null;
  const shown = loaded.slice(0, 5).join(', ') + (loaded.length > 5 ? `, … (${loaded.length} in all)` : '');
  return `the judge loaded files of the tree under test (${shown}): a judge must never load a candidate file`;
}

/** The JSON files of an outputs folder, '/'-separated paths in sorted order. */
function jsonFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(rel === '' ? dir : join(dir, rel)).sort()) {
    const r = rel === '' ? name : `${rel}/${name}`;
    if (lstatSync(join(dir, r)).isDirectory()) out.push(...jsonFiles(dir, r));
    else out.push(r);
  }
  return out;
}

/** A value as one line, at most `max` characters (a number as its literal: see {@link markNumbers}). */
function shown(v: unknown, mark: string, max = 200): string {
  let text: string;
  try {
    text = v === undefined ? '(nothing)' : JSON.stringify(v);
  } catch {
    return '(a value nested too deeply to show)';
  }
  // A marked number as JSON.stringify writes it (the mark's NUL escaped): back to its literal.
  const escaped = JSON.stringify(mark).slice(1, -1);
  text = text
    .split(`"${escaped}`)
    .map((part, i) => (i === 0 ? part : part.replace(/^(-?[\d.eE+-]+)"/, '$1')))
    .join('');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * JSON text with each number literal written as a string: `mark` then the literal. `JSON.parse` reads
 * every number as a double, so two integers past 2^53 (a 64-bit id, a hash, nanoseconds from Python,
 * which writes integers exactly) would compare equal though they differ; the literal keeps them apart.
 * `mark` is drawn after the outputs were written, so no string in them can pass for a number. `text`
 * is JSON already (outputsProblem parsed it): outside a string, `-` or a digit starts a number.
 * Hand-written: a linear scan, where a parser that keeps literals would be recursive (a deeply nested
 * output exhausting the stack).
 */
function markNumbers(text: string, mark: string): string {
  // The mark as JSON writes it in a string (its NUL escaped).
  const written = JSON.stringify(mark).slice(1, -1);
  const out: string[] = [];
  let last = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = closingQuote(text, i) + 1;
      continue;
    }
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (m !== null) {
        out.push(text.slice(last, i), `"${written}${m[0]}"`);
        i += m[0].length;
        last = i;
        continue;
      }
    }
    i++;
  }
  out.push(text.slice(last));
  return out.join('');
}

const LITERAL = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * A number literal as the exact decimal it writes, in one form: its significant digits (no leading or
 * trailing zeros) and the power of ten they are multiplied by, `1.50`, `15e-1` and `150E-2` all
 * `15e-1`, zero of either sign `0`. Null for an exponent too long to add to exactly (past 15 digits).
 * Linear in the literal: no conversion to a double (which keeps 17 digits: a `Decimal` written with
 * 20 would compare equal to a neighbour) nor to a big integer (more than linear at any length).
 */
function exactDecimal(literal: string): string | null {
  const m = LITERAL.exec(literal);
  if (m === null) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = m;
  if (exponent.replace(/^[+-]/, '').length > 15) return null;
  const digits = whole + fraction;
  let first = 0;
  while (first < digits.length && digits.charCodeAt(first) === 0x30) first++;
  let end = digits.length;
  while (end > first && digits.charCodeAt(end - 1) === 0x30) end--;
  if (first === end) return '0';
  const power = Number(exponent) - fraction.length + (digits.length - end);
  return `${sign}${digits.slice(first, end)}e${power}`;
}

/**
 * Whether two number literals are the same number, exactly: the same decimal however it is written
 * (`1` and `1.0`, `-0` and `0`, `25e-1` and `2.5` are the same; integers past 2^53 and fractions of
 * any number of digits are told apart as written); a literal whose exponent has more than 15 digits
 * only as the same literal.
 */
function sameNumber(a: string, b: string): boolean {
  const [x, y] = [exactDecimal(a), exactDecimal(b)];
  return x !== null && y !== null ? x === y : a === b;
}

/**
 * `law: same-as-base`: the first place the candidate's outputs differ from the base revision's, side
 * by side (`out.json[3]: candidate 10, base 9`; `answers.json.answers[2].total: candidate 7, base 6`
 * inside objects), or null when they are the same data. Both folders passed {@link outputsProblem}:
 * every file is JSON. Object keys in any order are the same data; keys are visited in sorted order.
 */
export function firstDifference(candidate: string, base: string): string | null {
  const a = jsonFiles(candidate);
  const b = jsonFiles(base);
  const [inA, inB] = [new Set(a), new Set(b)];
  const onlyA = a.find((f) => !inB.has(f));
  if (onlyA !== undefined) return `${onlyA}: written on the candidate, not on the base`;
  const onlyB = b.find((f) => !inA.has(f));
  if (onlyB !== undefined) return `${onlyB}: written on the base, not on the candidate`;
  const mark = `\u0000${randomBytes(16).toString('hex')}:`;
  for (const f of a) {
    const x: unknown = JSON.parse(markNumbers(readFileSync(join(candidate, f), 'utf8'), mark));
    const y: unknown = JSON.parse(markNumbers(readFileSync(join(base, f), 'utf8'), mark));
    const at = differsAt(x, y, f, mark);
    if (at !== null) return `${at.path}: candidate ${shown(at.x, mark)}, base ${shown(at.y, mark)}`;
  }
  return null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The first place two JSON values differ, in document order (arrays by index, objects by key in
 * sorted order, so key order never counts), or null when they are the same data: one walk over both,
 * with a stack of its own, so neither a large nor a deeply nested output costs more than its size or
 * exhausts the call stack.
 */
function differsAt(
  x0: unknown,
  y0: unknown,
  path0: string,
  mark: string,
): { path: string; x: unknown; y: unknown } | null {
  const num = (v: unknown): string | null =>
    typeof v === 'string' && v.startsWith(mark) ? v.slice(mark.length) : null;
  const todo: { x: unknown; y: unknown; path: string }[] = [{ x: x0, y: y0, path: path0 }];
  for (let at = todo.pop(); at !== undefined; at = todo.pop()) {
    const { x, y, path } = at;
    if (Array.isArray(x) && Array.isArray(y)) {
      for (let i = Math.max(x.length, y.length) - 1; i >= 0; i--)
        todo.push({ x: x[i], y: y[i], path: `${path}[${i}]` });
    } else if (isRecord(x) && isRecord(y)) {
      const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])].sort().reverse();
      for (const k of keys)
        todo.push({
          x: x[k],
          y: y[k],
          path: /^[A-Za-z_$][\w$]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`,
        });
    } else {
      const [m, n] = [num(x), num(y)];
      if (m !== null && n !== null ? !sameNumber(m, n) : x !== y) return { path, x, y };
    }
  }
  return null;
}

/** Files only the judge reads (`judge_inputs` of the manifest), at `paths` in the oracle tree `root`. */
export interface JudgeInputs {
  root: string;
  paths: readonly string[];
}

/** How many attempts hide each file now, and its mode and owner before the first did. */
const hiddenNow = new Map<string, { count: number; mode: number; uid: number; gid: number }>();

/**
 * Makes the judge-only files at `paths` in each of `trees` unreadable to user code while the exercise
 * runs, and each tree's `.git` too (the base revision's blobs are there: `git show HEAD:answers.json`
 * would read them): files mode 0600 and folders 0700 and, where the gate is root, owned by root, so a
 * sandbox user — never their owner — can neither read them nor give itself the right back, while the
 * gate (their owner, or root) still reads them to copy for the judge. A link or a missing path is left
 * alone. Counted per path, as attempts share trees; `restore` undoes it once the last attempt is done.
 * Without the sandbox, user code runs as the gate's own user and this hides nothing from it
 * (SECURITY.md).
 */
export function hideJudgeInputs(trees: readonly string[], paths: readonly string[]): { restore: () => void } {
  const done: string[] = [];
  const root = process.getuid?.() === 0;
  for (const tree of new Set(trees))
    for (const p of [...paths, '.git']) {
      const file = join(tree, p);
      let st;
      try {
        st = lstatSync(file);
      } catch {
        continue;
      }
      if (!st.isFile() && !st.isDirectory()) continue;
      const seen = hiddenNow.get(file);
      if (seen !== undefined) seen.count++;
      else {
        hiddenNow.set(file, { count: 1, mode: st.mode & 0o7777, uid: st.uid, gid: st.gid });
        if (root) lchownSync(file, 0, 0);
        chmodSync(file, st.isDirectory() ? 0o700 : 0o600);
      }
      done.push(file);
    }
  let restored = false;
  return {
    restore: () => {
      if (restored) return;
      restored = true;
      for (const file of done) {
        const seen = hiddenNow.get(file);
        if (seen === undefined || --seen.count > 0) continue;
        hiddenNow.delete(file);
        try {
          if (root) lchownSync(file, seen.uid, seen.gid);
          chmodSync(file, seen.mode);
        } catch {
          // The tree went (a dropped view): nothing to give back.
        }
      }
    },
  };
}

/**
 * Where {@link copyJudgeInputs} puts the copies in `dir`, in the manifest's order (known before the
 * copies are made: a judge started held beside the exercise gets them in its environment).
 */
export function judgeInputCopies(inputs: JudgeInputs, dir: string): string[] {
  return inputs.paths.map((p) => join(dir, p));
}

/**
 * Copies the judge-only files from the oracle tree into `dir` (made here, read-only), for the judge;
 * the paths of the copies, in the manifest's order, or why one cannot be copied (not a regular file
 * of the tree: a link is not followed). Made after the exercise ended, so it never saw them.
 */
export function copyJudgeInputs(inputs: JudgeInputs, dir: string): { files: string[] } | { problem: string } {
  const files: string[] = [];
  const copies = judgeInputCopies(inputs, dir);
  for (const [i, p] of inputs.paths.entries()) {
    const from = join(inputs.root, p);
    let st;
    try {
      st = lstatSync(from);
    } catch {
      return { problem: `the judge input ${p} is missing on the base revision` };
    }
    if (!st.isFile()) return { problem: `the judge input ${p} is not a regular file on the base revision` };
    const to = copies[i]!;
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, readFileSync(from), { mode: 0o444 });
    files.push(to);
  }
  return { files };
}
