/**
 * Scope (SPEC §2): the oracle is the gate's own files. A diff that touches them and other files is
 * CONTAMINATED (split it); one that touches only them — and fixture inputs — is TOOLCHAIN_PATCH (graded
 * by people). Pinned inputs changed together with other files stay in scope: the fixture stage finds
 * them changed and ends FIXTURE_MISMATCH.
 *
 * The oracle is known by identity, not by name: the set is closed under the base tree's symbolic links
 * (src/oracle/reader.ts), and a changed path that is a folder of an oracle path on the base (a file or a link
 * put where the folder was) changes what that name reaches, so it touches the oracle too. Matching
 * folds case and Unicode form, so `Gate.yml` on a case-insensitive file system cannot slip past.
 * Gate mode and report mode both decide scope with {@link scopeAgainstBase}.
 */
import type { Ungradable } from '../patch/graded.js';
import { parseConfig, ConfigError, type GateConfig } from '../oracle/config.js';
import { literalFolder } from '../oracle/base-tree.js';
import { oracleSetOf, resolveInBaseTree, type OracleReader, type OracleSet } from '../oracle/reader.js';
import { candidateOracleErrors, candidateTree } from '../oracle/toolchain.js';
import { globMatcher, pathFoldKey } from '../patch/paths.js';
import { configProblemOf } from '../trace/evidence.js';
import { MAX_LISTED_PATHS, type ConfigProblem, type ScopeCode } from '../trace/model.js';
import type { ScopeContext, Scoped, StageResult } from '../run/context.js';
import {
  baseBlob,
  baseLinksUnder,
  commandFilesUngradable,
  testLinkFolders,
  throughLinks,
  checkoutFile,
  compiledUngradable,
  loaderContextUngradable,
  baseFolderNames,
  checkoutNames,
  workingTreeUngradable,
} from '../patch/compiled.js';

export interface ScopeResult {
  code: Extract<ScopeCode, 'IN_SCOPE' | 'CONTAMINATED' | 'TOOLCHAIN_PATCH' | 'EMPTY_PATCH' | 'UNGRADABLE'>;
  /** Changed paths that are oracle files (and, for TOOLCHAIN_PATCH, the fixture inputs it changes). */
  oracleTouched: string[];
  /** Changed paths that are pinned fixture inputs and no oracle file. */
  inputsTouched: string[];
  reason: string;
}

/** Each path's key, and the keys of every folder above it. */
function keysWithFolders(paths: readonly string[]): { files: Set<string>; folders: Set<string> } {
  const files = new Set<string>();
  const folders = new Set<string>();
  for (const p of paths) {
    const key = pathFoldKey(p);
    files.add(key);
    for (let i = key.indexOf('/'); i >= 0; i = key.indexOf('/', i + 1)) folders.add(key.slice(0, i));
  }
  return { files, folders };
}

function listOf(paths: readonly string[]): string {
  return paths.slice(0, 10).join(', ') + (paths.length > 10 ? `, … (${paths.length} in all)` : '');
}

/**
 * Pure: the scope code of a set of changed paths against the oracle files, the protected globs and the
 * pinned inputs. A changed path touches a file when it is the file, or a folder on its way (git lists
 * no folders, so a changed path there is a file or link that replaced or will replace the folder).
 */
export function scopeOf(
  changed: readonly string[],
  oracleFiles: readonly string[],
  protectedGlobs: readonly string[],
  inputFiles: readonly string[] = [],
  inputGlobs: readonly string[] = [],
): ScopeResult {
  if (changed.length === 0) {
    return {
      code: 'EMPTY_PATCH',
      oracleTouched: [],
      inputsTouched: [],
      reason: 'the patch changes no file: there is nothing to grade',
    };
  }
  const oracle = keysWithFolders(oracleFiles);
  const inputs = keysWithFolders(inputFiles);
  const isProtected = protectedGlobs.length ? globMatcher(protectedGlobs, { nocase: true }) : () => false;
  const reaches = (set: { files: Set<string>; folders: Set<string> }, p: string): boolean => {
    const key = pathFoldKey(p);
    return set.files.has(key) || set.folders.has(key);
  };
  // One pass, set lookups: linear in the changed paths (a patch may add a million files). A path the
  // patch adds under a manifest's input glob is an input too (src/oracle/manifest.ts).
  const isGlobbedInput = inputGlobs.length ? globMatcher(inputGlobs, { nocase: true }) : () => false;
  const touched: string[] = [];
  const inputsTouched: string[] = [];
  for (const p of changed) {
    if (reaches(oracle, p) || isProtected(p)) touched.push(p);
    else if (reaches(inputs, p) || isGlobbedInput(p)) inputsTouched.push(p);
  }
  if (touched.length === 0 && inputsTouched.length === 0) {
    return {
      code: 'IN_SCOPE',
      oracleTouched: [],
      inputsTouched: [],
      reason: `${changed.length} changed path(s), none of them an oracle file`,
    };
  }
  if (touched.length + inputsTouched.length === changed.length) {
    const all = [...changed]; // every changed path is one or the other
    const what =
      inputsTouched.length > 0 ? "the gate's own files and fixture inputs" : "the gate's own files";
    return {
      code: 'TOOLCHAIN_PATCH',
      oracleTouched: all,
      inputsTouched,
      reason: `the patch changes only ${what} (${listOf(all)}): land it alone, reviewed by people`,
    };
  }
  if (touched.length === 0) {
    return {
      code: 'IN_SCOPE',
      oracleTouched: [],
      inputsTouched,
      reason: `${changed.length} changed path(s), none of them an oracle file; pinned fixture inputs (${listOf(inputsTouched)}) change with other files, which the fixture stage finds (FIXTURE_MISMATCH)`,
    };
  }
  return {
    code: 'CONTAMINATED',
    oracleTouched: touched,
    inputsTouched,
    reason: `the patch changes the gate's own files (${listOf(touched)}) together with other files: split it`,
  };
}

/**
 * A patch that is in scope but holds paths the gate cannot show as the bytes that run (SPEC §8,
 * src/patch/graded.ts) is UNGRADABLE: no spec may clear what it cannot read. CONTAMINATED and
 * TOOLCHAIN_PATCH grade no content, so they stand as they are.
 */
export function gradable(scope: ScopeResult, ungradable: readonly Ungradable[]): ScopeResult {
  // A patch past a size cap was not read: not even "it changes nothing" is known, so it holds.
  const tooLarge = ungradable.find((u) => u.kind === 'patch-too-large');
  if (tooLarge !== undefined && scope.code !== 'CONTAMINATED' && scope.code !== 'TOOLCHAIN_PATCH')
    return {
      code: 'UNGRADABLE',
      oracleTouched: [],
      inputsTouched: scope.inputsTouched,
      reason: `the gate cannot grade this patch: ${tooLarge.reason}; a person must review it`,
    };
  if (scope.code !== 'IN_SCOPE' || ungradable.length === 0) return scope;
  const list = ungradable
    .slice(0, 5)
    .map((u) => `${JSON.stringify(u.path)}: ${u.reason}`)
    .join('; ');
  const more = ungradable.length > 5 ? `; … (${ungradable.length} in all)` : '';
  return {
    code: 'UNGRADABLE',
    oracleTouched: [],
    inputsTouched: scope.inputsTouched,
    reason: `the gate cannot grade the bytes that run for ${ungradable.length} changed path(s) (${list}${more}): a person must review them`,
  };
}

/** Scope decided against a base revision's oracle: what gate mode and report mode both act on. */
export type BaseScope =
  | { code: 'NOT_CONFIGURED'; reason: string; configError?: ConfigProblem }
  | { code: ScopeResult['code']; scope: ScopeResult; config: GateConfig; oracle: OracleSet };

/**
 * The config from the base revision (none, one that does not load, or one whose oracle files cannot
 * be followed inside the repository is NOT_CONFIGURED), its oracle set, then the changed paths against
 * it and the protected globs (`extraProtected` adds globs of the caller's own). Runs no user code.
 */
export async function scopeAgainstBase(
  oracle: OracleReader,
  configFile: string,
  changed: readonly string[],
  o: { where: string; extraProtected?: readonly string[] },
): Promise<BaseScope> {
  if (!(await oracle.exists(configFile))) {
    // A gate.yml that is a link out of the repository reads as absent: say so rather than "missing".
    const r = await resolveInBaseTree(oracle.tree, configFile);
    if (!r.ok) {
      const problem = { file: configFile, field: '', message: `${configFile}: ${r.reason}` };
      return {
        code: 'NOT_CONFIGURED',
        reason: `configuration error: ${problem.message}`,
        configError: problem,
      };
    }
    return { code: 'NOT_CONFIGURED', reason: `${configFile} does not exist ${o.where}` };
  }
  let config: GateConfig;
  try {
    config = parseConfig(await oracle.readText(configFile), configFile);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return {
      code: 'NOT_CONFIGURED',
      reason: `configuration error: ${err.message}`,
      configError: configProblemOf(err),
    };
  }
  const set = await oracleSetOf(oracle, config, configFile);
  if (!set.ok) {
    return {
      code: 'NOT_CONFIGURED',
      reason: `configuration error: ${set.problem.message}`,
      configError: set.problem,
    };
  }
  const scope = scopeOf(
    changed,
    set.files,
    [...config.protected, ...(o.extraProtected ?? [])],
    set.inputs,
    set.inputGlobs,
  );
  return { code: scope.code, scope, config, oracle: set };
}

/**
 * The scope stage: the config from the base revision (none, or one that does not load, is
 * NOT_CONFIGURED), the oracle files it names, then the changed paths against them. Runs no user code.
 */
export async function runScope(ctx: ScopeContext): Promise<StageResult<Scoped>> {
  const { oracle, configFile } = ctx;
  const base = await scopeAgainstBase(oracle, configFile, ctx.patch.changed, {
    where: `on the base revision ${ctx.baseSha.slice(0, 12)}`,
  });
  if (base.code === 'NOT_CONFIGURED') {
    return {
      code: 'NOT_CONFIGURED',
      artifacts: [],
      detail: base.reason,
      ...(base.configError !== undefined ? { trace: { config_error: base.configError } } : {}),
    };
  }
  const { config, oracle: set } = base;
  const testFiles = [...config.fixtures.map((f) => f.invariant), ...(set.testFiles ?? [])];
  // The base's links where its tests or the `protected` globs reach: a path the patch changes under a
  // link's target is read there as the link's path.
  const links =
    ctx.patch.changed.length === 0
      ? []
      : await (async () => {
          const { deep, shallow } = testLinkFolders((config.tests ?? []).length > 0 ? testFiles : []);
          // A protected folder may be the link itself: its parent's entries are read too.
          // (Never the root: a glob such as `**/*.snap` would walk the whole tree.)
          const prefixes = [...new Set(config.protected.map(literalFolder))].filter((p) => p !== '');
          const parents = prefixes.map((p) => p.slice(0, Math.max(0, p.lastIndexOf('/'))));
          return baseLinksUnder(oracle.tree, [...deep, ...prefixes], [...shallow, ...parents]);
        })();
  const guarded = globMatcher(config.protected, { nocase: true });
  const linkedProtected: Ungradable[] = throughLinks(ctx.patch.changed, links)
    .filter((x) => guarded(x.alias) && !guarded(x.path))
    .map(({ path, alias, link }) => ({
      path,
      kind: 'loader-context' as const,
      reason: `is \`${alias}\` through the base's link \`${link.path}\` (to \`${link.target}\`), which \`protected\` lists: a protected file changed by its other name. List the link's target under \`protected\` too, or make the change in its own reviewed patch`,
    }));
  // Compiled code, and files that change how an invariant (or a tests fixture's test file, and what
  // its runner reads) is loaded in the checkout it runs in.
  const ungradable = [
    ...ctx.patch.ungradable,
    ...compiledUngradable(ctx.patch.changed),
    ...workingTreeUngradable(ctx.patch.changed, ctx.dirty ?? []),
    ...linkedProtected,
    ...commandFilesUngradable(
      ctx.patch.changed,
      (config.tests ?? []).flatMap((t) => [
        ...(t.command !== null ? [{ field: 'command' as const, text: t.command }] : []),
        ...(t.setup !== null && t.setup !== undefined ? [{ field: 'setup' as const, text: t.setup }] : []),
      ]),
    ),
    ...(await loaderContextUngradable(
      ctx.patch.changed,
      testFiles,
      {
        base: (p) => baseBlob(oracle.tree, p),
        head: async (p) => checkoutFile(ctx.root, p),
        baseNames: (folder) => baseFolderNames(oracle.tree, folder),
        headNames: async (folder) => checkoutNames(ctx.root, folder),
      },
      (config.tests ?? []).map((t) => t.runner),
      links,
    )),
  ];
  const scope = gradable(base.scope, ungradable);
  const ref = ctx.out.writeJson('scope.json', {
    code: scope.code,
    reason: scope.reason,
    ...(ungradable.length > 0 ? { ungradable } : {}),
    oracle_touched: scope.oracleTouched,
    inputs_touched: scope.inputsTouched,
    oracle_files: set.files,
    input_files: set.inputs,
  });
  return {
    code: scope.code,
    detail: scope.reason,
    artifacts: [ref],
    trace: {
      fixtures_configured: config.fixtures.length + (config.tests?.length ?? 0),
      budgets: config.budgets,
      freeze_ledger: config.freeze.ledger,
      ...(scope.oracleTouched.length > 0
        ? { oracle_touched: scope.oracleTouched.slice(0, MAX_LISTED_PATHS) }
        : {}),
      // A toolchain patch becomes the oracle once merged: its own versions are checked for the reviewers.
      ...(scope.code === 'TOOLCHAIN_PATCH'
        ? {
            candidate_oracle_errors: await candidateOracleErrors({
              configFile,
              changed: ctx.patch.changed,
              baseConfig: config,
              tree: candidateTree(ctx.root),
            }),
          }
        : {}),
    },
    ...(scope.code === 'IN_SCOPE' ? { next: { config, manifests: set.manifests } } : {}),
  };
}
