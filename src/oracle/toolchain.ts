/**
 * A TOOLCHAIN_PATCH changes only the gate's own files, and people review it instead of the gate
 * (SPEC §2). Once merged, its versions of those files are the oracle every later pull request is graded
 * against, so a broken one would hold all of them (NOT_CONFIGURED, UNBOUND, PROPERTY_ERROR). This
 * checks the candidate's versions with the parsers the gate itself uses — `parseConfig` and
 * `parseManifest` — and lists what is wrong, for the reviewers; the verdict stays HOLD either way.
 *
 * Nothing here runs candidate code: files are read as text, through a reader that stays inside the
 * candidate checkout (symbolic links out are refused) and caps what it reads.
 */
import { readFileSync, statSync } from 'node:fs';
import { parseConfigAll, configOraclePaths, type GateConfig } from './config.js';
import { parseManifest } from './manifest.js';
import { isSamePath, resolveInsideSync } from '../patch/paths.js';

/** Errors listed at most (the trace schema's bound). */
export const MAX_CANDIDATE_ERRORS = 100;
/** Bytes of one candidate oracle file read at most; a larger file is reported, not parsed. */
export const MAX_CANDIDATE_FILE_BYTES = 1024 * 1024;
/**
 * Files read and paths looked up at most in one check: a 1 MiB gate.yml can name thousands of
 * manifests of thousands of inputs each, and the check must not hold the gate past its budgets.
 * Past it the list says where the check stopped (the verdict is a HOLD for people either way).
 */
export const MAX_CANDIDATE_LOOKUPS = 20_000;

/** The candidate's files, as text. */
export interface CandidateTree {
  /** The file's text; `undefined` when the candidate has no such file. Throws with a reason otherwise. */
  read(path: string): Promise<string | undefined>;
  exists(path: string): Promise<boolean>;
}

export interface CandidateOracleInput {
  /** gate.yml's path. */
  configFile: string;
  /** The paths the patch changes. */
  changed: readonly string[];
  /** The base revision's config: where the candidate's cannot be read, its list of files is used. */
  baseConfig: GateConfig;
  tree: CandidateTree;
}

/**
 * What is wrong with the candidate's gate.yml (when the patch changes it) and with every manifest the
 * patch changes that either config names; and, when the candidate's gate.yml parses, every spec,
 * probe, manifest, invariant or generator it names that the candidate does not have. Empty when all is
 * well. Never throws: an unreadable file is itself an error in the list.
 */
export async function candidateOracleErrors(input: CandidateOracleInput): Promise<string[]> {
  const { configFile, changed, baseConfig, tree } = input;
  const errors: string[] = [];
  // isSamePath is string equality: a set answers it in constant time per path.
  const changedSet = new Set(changed);
  const isChanged = (p: string): boolean => changedSet.has(p);
  let lookups = 0;
  const spent = (): boolean => ++lookups > MAX_CANDIDATE_LOOKUPS;
  // Where the check stopped is the last entry, whatever the cap on entries leaves out before it.
  const stopped = (): string[] => [
    ...finish(errors).slice(0, MAX_CANDIDATE_ERRORS - 2),
    ...(errors.length > MAX_CANDIDATE_ERRORS - 2
      ? [`… and ${errors.length - (MAX_CANDIDATE_ERRORS - 2)} more`]
      : finish(errors).slice(MAX_CANDIDATE_ERRORS - 2)),
    `the check stopped after ${MAX_CANDIDATE_LOOKUPS} file reads and lookups; the rest was not checked`,
  ];
  const read = async (p: string): Promise<string | undefined | Error> => {
    try {
      return await tree.read(p);
    } catch (err) {
      return err instanceof Error ? err : new Error(String(err));
    }
  };

  let config: GateConfig | undefined;
  if (isChanged(configFile)) {
    const text = await read(configFile);
    if (text === undefined) {
      errors.push(`${configFile}: the patch deletes it; once merged, every pull request is NOT_CONFIGURED`);
    } else if (text instanceof Error) {
      errors.push(`${configFile}: cannot be read: ${text.message}`);
    } else {
      // Every problem at once (as `gate check` lists them), not only the first.
      const all = parseConfigAll(text, configFile);
      if (all.config !== null) config = all.config;
      for (const err of all.errors)
        errors.push(err.line !== undefined ? `${err.message} (line ${err.line})` : err.message);
    }
  }

  const named = config ?? baseConfig;
  const manifests = [...new Set([...named.fixtures, ...baseConfig.fixtures].map((f) => f.manifest))].filter(
    isChanged,
  );
  const generators: string[] = [];
  const namedManifests = new Set(named.fixtures.map((f) => f.manifest));
  for (const manifest of manifests) {
    if (spent()) return stopped();
    const text = await read(manifest);
    const namedNow = namedManifests.has(manifest);
    if (text === undefined) {
      if (namedNow) errors.push(`${manifest}: named by ${configFile}, but the patch deletes it`);
      continue;
    }
    if (text instanceof Error) {
      errors.push(`${manifest}: cannot be read: ${text.message}`);
      continue;
    }
    const parsed = parseManifest(text, manifest);
    if (!parsed.ok) {
      errors.push(parsed.reason);
      continue;
    }
    generators.push(parsed.manifest.generator);
    for (const p of parsed.manifest.inputs) {
      if (spent()) return stopped();
      if (!(await tree.exists(p))) errors.push(`${manifest}: inputs: ${p} does not exist in the patch`);
    }
  }

  if (config !== undefined) {
    const files = [...configOraclePaths(config, configFile), ...generators].filter(
      (p) => !isSamePath(p, configFile) && !isSamePath(p, config.freeze.ledger),
    );
    for (const p of [...new Set(files)]) {
      if (spent()) return stopped();
      if (!(await tree.exists(p)))
        errors.push(`${configFile}: names ${p}, which does not exist in the patch`);
    }
  }
  return finish(errors);
}

/** At most {@link MAX_CANDIDATE_ERRORS} entries, the last one counting what was left out. */
function finish(errors: string[]): string[] {
  return errors.length > MAX_CANDIDATE_ERRORS
    ? [...errors.slice(0, MAX_CANDIDATE_ERRORS - 1), `… and ${errors.length - MAX_CANDIDATE_ERRORS + 1} more`]
    : errors;
}

/** The candidate checkout at `root` as a CandidateTree: contained, capped, UTF-8. */
export function candidateTree(root: string): CandidateTree {
  return {
    async read(path) {
      const found = resolveInsideSync(root, path);
      if (!found.ok) {
        if (found.kind === 'missing') return undefined;
        throw new Error(found.reason);
      }
      const size = statSync(found.path).size;
      if (size > MAX_CANDIDATE_FILE_BYTES)
        throw new Error(`${size} bytes, more than the ${MAX_CANDIDATE_FILE_BYTES} read for this check`);
      return readFileSync(found.path, 'utf8');
    },
    async exists(path) {
      return resolveInsideSync(root, path).ok;
    },
  };
}
