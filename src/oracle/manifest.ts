/**
 * The fixture manifest (SPEC §2, §10): JSON naming the generator (a file and an id), the input files
 * and the seed. A defect here is not a configuration error: the fixture stage reports it as UNBOUND
 * at bind time, a pipeline defect and never a flake. So parsing never throws; it returns the reason,
 * which names the file and the field ("fixtures/p/manifest.json: seed: missing").
 *
 * Decisions the specification left open:
 * - Seeds are non-negative integers up to 2^53 - 1, written as JSON integers (`1402.0` is a float, as
 *   Python reads it); a list of seeds has no duplicates (each (fixture, seed) pair replays once).
 * - Inputs are listed once each; at most {@link MAX_INPUTS} inputs and {@link MAX_SEEDS} seeds.
 * - An `inputs` entry with glob syntax (`*`, `?`, `[…]`, `{…}`) is a glob, expanded on the base
 *   revision's tree by {@link expandInputs} (at most {@link MAX_INPUTS} files in all); a file name
 *   that holds glob characters cannot be named literally.
 * - Unknown keys are defects (a misspelt `seeds` must not pass silently), except `$schema`.
 * - Whether the files exist (and stay inside the repository through symbolic links) is a question
 *   for the file system: {@link resolveManifestFiles}.
 */
import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { PyFloat, parsePyJson } from '../classify/pyjson.js';
import { checkRepoGlob, checkRepoPath, globMatcher, resolveInside } from '../patch/paths.js';
import type { BaseTree } from './base-tree.js';
import { describeValue } from '../classify/describe.js';

export interface Manifest {
  generator: string;
  generator_id: string;
  inputs: string[];
  /** The manifest's `seed`, always as a list. */
  seeds: number[];
  /**
   * `judge_inputs`: files only an exercise + judge fixture's judge reads (expected answers, known-answer
   * tables), read from the base revision and handed to the judge alone (`GATE_JUDGE_INPUTS`); while
   * the exercise runs they are unreadable to user code where the sandbox is in force
   * (src/stages/judge.ts). Absent: none.
   */
  judge_inputs?: string[];
}

export type ManifestResult = { ok: true; manifest: Manifest } | { ok: false; reason: string };

export const MAX_INPUTS = 10_000;
export const MAX_SEEDS = 1_000;
export const MAX_GENERATOR_ID = 200;
const KNOWN_KEYS = ['$schema', 'generator', 'generator_id', 'inputs', 'seed', 'judge_inputs'];

function isSeed(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

/** Reads a manifest from its text; `file` names it in the reason. Never throws. */
export function parseManifest(text: string, file: string): ManifestResult {
  const no = (field: string, why: string): ManifestResult => ({
    ok: false,
    reason: field === '' ? `${file}: ${why}` : `${file}: ${field}: ${why}`,
  });
  let value: unknown;
  try {
    value = parsePyJson(text);
  } catch (err) {
    return no('', `not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof PyFloat)
    return no('', `expected a JSON object, got ${describeValue(value)}`);
  const m = value as Record<string, unknown>;
  const has = (k: string) => Object.prototype.hasOwnProperty.call(m, k);
  for (const key of Object.keys(m)) {
    if (!KNOWN_KEYS.includes(key)) return no(key, `unknown key (expected ${KNOWN_KEYS.slice(1).join(', ')})`);
  }

  if (!has('generator')) return no('generator', 'missing');
  const generator = m.generator;
  if (typeof generator !== 'string')
    return no('generator', `expected a repository path, got ${describeValue(generator)}`);
  const badGen = checkRepoPath(generator);
  if (badGen !== undefined) return no('generator', `${describeValue(generator)}: ${badGen}`);

  if (!has('generator_id')) return no('generator_id', 'missing');
  const id = m.generator_id;
  if (typeof id !== 'string' || id.trim() === '' || [...id].length > MAX_GENERATOR_ID)
    return no(
      'generator_id',
      `expected a non-empty string of at most ${MAX_GENERATOR_ID} characters, got ${describeValue(id)}`,
    );

  if (!has('inputs')) return no('inputs', 'missing');
  const inputs = m.inputs;
  if (!Array.isArray(inputs))
    return no('inputs', `expected a non-empty list of repository paths, got ${describeValue(inputs)}`);
  if (inputs.length === 0) return no('inputs', 'empty list (name at least one input file)');
  if (inputs.length > MAX_INPUTS) return no('inputs', `more than ${MAX_INPUTS} inputs`);
  const firstAt = new Map<string, number>();
  for (let i = 0; i < inputs.length; i++) {
    const p: unknown = inputs[i];
    if (typeof p !== 'string')
      return no(`inputs[${i}]`, `expected a repository path, got ${describeValue(p)}`);
    // A leading '!' reads as a negated glob whatever follows: refused like one (the schema says the same).
    const bad = isInputGlob(p) || p.startsWith('!') ? checkRepoGlob(p) : checkRepoPath(p);
    if (bad !== undefined) return no(`inputs[${i}]`, `${describeValue(p)}: ${bad}`);
    const first = firstAt.get(p);
    if (first !== undefined) return no(`inputs[${i}]`, `duplicate of inputs[${first}]`);
    firstAt.set(p, i);
  }

  if (!has('seed')) return no('seed', 'missing');
  const seed = m.seed;
  let seeds: number[];
  if (Array.isArray(seed)) {
    if (seed.length === 0) return no('seed', 'empty list (name at least one seed)');
    if (seed.length > MAX_SEEDS) return no('seed', `more than ${MAX_SEEDS} seeds`);
    const seen = new Map<number, number>();
    for (let i = 0; i < seed.length; i++) {
      const s: unknown = seed[i];
      if (!isSeed(s)) return no(`seed[${i}]`, `expected a non-negative integer, got ${describeValue(s)}`);
      const first = seen.get(s);
      if (first !== undefined) return no(`seed[${i}]`, `duplicate of seed[${first}]`);
      seen.set(s, i);
    }
    seeds = seed as number[];
  } else if (isSeed(seed)) {
    seeds = [seed];
  } else {
    return no(
      'seed',
      `expected a non-negative integer or a non-empty list of them, got ${describeValue(seed)}`,
    );
  }

  let judgeInputs: string[] | undefined;
  if (has('judge_inputs')) {
    const j = m.judge_inputs;
    if (!Array.isArray(j) || j.length === 0)
      return no('judge_inputs', `expected a non-empty list of repository paths, got ${describeValue(j)}`);
    if (j.length > MAX_INPUTS) return no('judge_inputs', `more than ${MAX_INPUTS} files`);
    for (let i = 0; i < j.length; i++) {
      const p: unknown = j[i];
      if (typeof p !== 'string')
        return no(`judge_inputs[${i}]`, `expected a repository path, got ${describeValue(p)}`);
      const bad = checkRepoPath(p);
      if (bad !== undefined) return no(`judge_inputs[${i}]`, `${describeValue(p)}: ${bad}`);
      if (j.indexOf(p) !== i) return no(`judge_inputs[${i}]`, `duplicate of judge_inputs[${j.indexOf(p)}]`);
    }
    judgeInputs = j as string[];
  }

  return {
    ok: true,
    manifest: {
      generator,
      generator_id: id,
      inputs: inputs as string[],
      seeds,
      ...(judgeInputs !== undefined ? { judge_inputs: judgeInputs } : {}),
    },
  };
}

export type ResolvedManifest =
  { ok: true; generator: string; inputs: string[] } | { ok: false; reason: string; field: string };

/**
 * The real paths of the generator and the inputs under `root`, or the first one that is missing, is not
 * a regular file, or leaves the repository through a symbolic link (UNBOUND, SPEC §2). `file` names
 * the manifest in the reason.
 */
export async function resolveManifestFiles(
  root: string,
  manifest: Manifest,
  file: string,
): Promise<ResolvedManifest> {
  const gen = await resolveInside(root, manifest.generator, { expect: 'file' });
  if (!gen.ok)
    return {
      ok: false,
      field: 'generator',
      reason: `${file}: generator: ${manifest.generator}: ${gen.reason}`,
    };
  const inputs: string[] = [];
  const names: string[] = [];
  for (let i = 0; i < manifest.inputs.length; i++) {
    const entry = manifest.inputs[i] as string;
    if (!isInputGlob(entry)) {
      names.push(entry);
      continue;
    }
    // A glob is expanded on this checkout's files, as bind expands it on the base revision's tree.
    const found = globOnDisk(root, entry);
    if (typeof found === 'string')
      return {
        ok: false,
        field: `inputs[${i}]`,
        reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: ${found}`,
      };
    names.push(...found);
  }
  for (let i = 0; i < names.length; i++) {
    const rel = names[i] as string;
    const found = await resolveInside(root, rel, { expect: 'file' });
    if (!found.ok) {
      const at = Math.max(0, manifest.inputs.indexOf(rel));
      return { ok: false, field: `inputs[${at}]`, reason: `${file}: inputs[${at}]: ${rel}: ${found.reason}` };
    }
    inputs.push(found.path);
  }
  return { ok: true, generator: gen.path, inputs };
}

/** Whether a manifest `inputs` entry is a glob (expanded on the base revision) rather than a path. */
export function isInputGlob(entry: string): boolean {
  // Parentheses alone (`data/file(1).txt`) stay a path: only `*`, `?`, `[` or `{` make a glob.
  return /[*?[{]/.test(entry) && picomatch.scan(entry).isGlob;
}

/** Tree entries looked at while expanding one manifest's globs, at most: a glob over a huge tree is refused. */
export const MAX_GLOB_VISITS = 200_000;

export type ExpandedInputs =
  | {
      ok: true;
      /** Literal entries as listed, then each glob's files in sorted order; each path once. */
      inputs: string[];
      /** The glob entries (empty when the manifest names every file). */
      globs: string[];
    }
  | { ok: false; reason: string };

/**
 * The manifest's inputs with every glob expanded on the base revision's tree, read from git objects
 * (never a checkout a candidate could have touched): the files (blobs, links included) it matches, in
 * sorted order. The expansion is what the fixture binds, so a file the patch adds or removes under a
 * glob changes the inputs. A glob that matches nothing on the base, or an expansion past
 * {@link MAX_INPUTS} files or {@link MAX_GLOB_VISITS} tree entries, is a manifest defect (UNBOUND),
 * named by `file`. Never throws for a manifest defect; a git failure propagates.
 */
export async function expandInputs(
  tree: BaseTree,
  inputs: readonly string[],
  file: string,
): Promise<ExpandedInputs> {
  const globs = inputs.filter(isInputGlob);
  if (globs.length === 0) return { ok: true, inputs: [...inputs], globs: [] };
  const out = new Set<string>();
  let visits = 0;
  for (let i = 0; i < inputs.length; i++) {
    const entry = inputs[i] as string;
    if (!isInputGlob(entry)) {
      out.add(entry);
      continue;
    }
    const isMatch = globMatcher([entry]);
    // Only the folder before the first glob character is walked.
    const base = picomatch.scan(entry).base;
    let treeId: string | undefined = await tree.root();
    for (const seg of base === '' ? [] : base.split('/')) {
      const e = (await tree.entries(treeId)).get(seg);
      treeId = e?.type === 'tree' ? e.id : undefined;
      if (treeId === undefined) break;
    }
    const found: string[] = [];
    const stack: Array<{ id: string; prefix: string }> =
      treeId === undefined ? [] : [{ id: treeId, prefix: base === '' ? '' : `${base}/` }];
    while (stack.length > 0) {
      const { id, prefix } = stack.pop() as { id: string; prefix: string };
      for (const [name, e] of await tree.entries(id)) {
        if (++visits > MAX_GLOB_VISITS)
          return {
            ok: false,
            reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: the globs reach more than ${MAX_GLOB_VISITS} entries of the base tree (narrow them)`,
          };
        const path = prefix + name;
        if (e.type === 'tree') stack.push({ id: e.id, prefix: `${path}/` });
        // A submodule (commit) is no file of this repository.
        else if (e.type === 'blob' && isMatch(path)) found.push(path);
      }
    }
    if (found.length === 0)
      return {
        ok: false,
        reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: matches no file on the base revision`,
      };
    found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const p of found) out.add(p);
    if (out.size > MAX_INPUTS)
      return {
        ok: false,
        reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: the inputs expand to more than ${MAX_INPUTS} files`,
      };
  }
  return { ok: true, inputs: [...out], globs };
}

/**
 * The changed paths that a manifest's globs reach but its base expansion does not hold: files the
 * patch adds under a glob (a removed one is a base input that is absent). Matched case-folded, as
 * scope matches the oracle, so a spelling a case-insensitive file system would merge is not missed.
 */
export function addedUnderGlobs(
  changed: readonly string[],
  globs: readonly string[],
  expanded: readonly string[],
): string[] {
  if (globs.length === 0) return [];
  const isMatch = globMatcher(globs, { nocase: true });
  const have = new Set(expanded);
  return changed.filter((p) => !have.has(p) && isMatch(p));
}

/**
 * {@link expandInputs} on a checkout's files rather than the base revision's tree: for the commands
 * that bind in the working tree (`gate fixture bind`), where the tree is the one named.
 */
export function expandInputsOnDisk(root: string, inputs: readonly string[], file: string): ExpandedInputs {
  const globs = inputs.filter(isInputGlob);
  if (globs.length === 0) return { ok: true, inputs: [...inputs], globs: [] };
  const out = new Set<string>();
  for (let i = 0; i < inputs.length; i++) {
    const entry = inputs[i] as string;
    const found = isInputGlob(entry) ? globOnDisk(root, entry) : [entry];
    if (typeof found === 'string')
      return { ok: false, reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: ${found}` };
    for (const f of found) out.add(f);
    if (out.size > MAX_INPUTS)
      return {
        ok: false,
        reason: `${file}: inputs[${i}]: the inputs expand to more than ${MAX_INPUTS} files`,
      };
  }
  return { ok: true, inputs: [...out], globs };
}

/**
 * The files under `root` a glob matches, sorted (the working tree, for `gate check`), or why none:
 * the walk starts at the glob's folder, skips `.git`, follows no folder link, and stops past
 * {@link MAX_GLOB_VISITS} entries.
 */
function globOnDisk(root: string, glob: string): string[] | string {
  const isMatch = globMatcher([glob]);
  const base = picomatch.scan(glob).base;
  const found: string[] = [];
  const stack = [base];
  let visits = 0;
  while (stack.length > 0) {
    const rel = stack.pop() as string;
    let entries: Dirent[];
    try {
      entries = readdirSync(rel === '' ? root : join(root, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (++visits > MAX_GLOB_VISITS)
        return `the glob reaches more than ${MAX_GLOB_VISITS} entries (narrow it)`;
      const path = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (e.name !== '.git') stack.push(path);
      } else if (isMatch(path)) found.push(path);
    }
  }
  if (found.length === 0) return 'matches no file';
  if (found.length > MAX_INPUTS) return `expands to more than ${MAX_INPUTS} files`;
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
