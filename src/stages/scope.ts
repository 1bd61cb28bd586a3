/**
 * Scope (SPEC §2): the oracle is the gate's own files. A diff that touches them and other files is
 * CONTAMINATED (split it); one that touches only them is TOOLCHAIN_PATCH (graded by people).
 * Matching ignores case, so `Gate.yml` on a case-insensitive file system cannot slip past.
 */
import { globMatcher } from '../paths.js';
import type { Ungradable } from '../graded.js';
import { parseConfig, ConfigError } from '../config.js';
import { oracleFilesOf } from '../oracle.js';
import { candidateOracleErrors, candidateTree } from '../oracle-check.js';
import { configProblemOf } from '../trace/evidence.js';
import { MAX_LISTED_PATHS, type ScopeCode } from '../model.js';
import type { ScopeContext, Scoped, StageResult } from '../run/context.js';

export interface ScopeResult {
  code: Extract<ScopeCode, 'IN_SCOPE' | 'CONTAMINATED' | 'TOOLCHAIN_PATCH' | 'EMPTY_PATCH' | 'UNGRADABLE'>;
  /** Changed paths that are oracle files. */
  oracleTouched: string[];
  reason: string;
}

/** Pure: the scope code of a set of changed paths against the oracle files and protected globs. */
export function scopeOf(
  changed: readonly string[],
  oracleFiles: readonly string[],
  protectedGlobs: readonly string[],
): ScopeResult {
  if (changed.length === 0) {
    return {
      code: 'EMPTY_PATCH',
      oracleTouched: [],
      reason: 'the patch changes no file: there is nothing to grade',
    };
  }
  const oracle = new Set(oracleFiles.map((p) => p.toLowerCase()));
  const isProtected = protectedGlobs.length ? globMatcher(protectedGlobs, { nocase: true }) : () => false;
  const touched = changed.filter((p) => oracle.has(p.toLowerCase()) || isProtected(p));
  if (touched.length === 0) {
    return {
      code: 'IN_SCOPE',
      oracleTouched: [],
      reason: `${changed.length} changed path(s), none of them an oracle file`,
    };
  }
  const list =
    touched.slice(0, 10).join(', ') + (touched.length > 10 ? `, … (${touched.length} in all)` : '');
  if (touched.length === changed.length) {
    return {
      code: 'TOOLCHAIN_PATCH',
      oracleTouched: touched,
      reason: `the patch changes only the gate's own files (${list}): land it alone, reviewed by people`,
    };
  }
  return {
    code: 'CONTAMINATED',
    oracleTouched: touched,
    reason: `the patch changes the gate's own files (${list}) together with other files: split it`,
  };
}

/**
 * A patch that is in scope but holds paths the gate cannot show as the bytes that run (SPEC §8,
 * src/graded.ts) is UNGRADABLE: no spec may clear what it cannot read. CONTAMINATED and
 * TOOLCHAIN_PATCH grade no content, so they stand as they are.
 */
export function gradable(scope: ScopeResult, ungradable: readonly Ungradable[]): ScopeResult {
  if (scope.code !== 'IN_SCOPE' || ungradable.length === 0) return scope;
  const list = ungradable
    .slice(0, 5)
    .map((u) => `${JSON.stringify(u.path)}: ${u.reason}`)
    .join('; ');
  const more = ungradable.length > 5 ? `; … (${ungradable.length} in all)` : '';
  return {
    code: 'UNGRADABLE',
    oracleTouched: [],
    reason: `the gate cannot grade the bytes that run for ${ungradable.length} changed path(s) (${list}${more}): a person must review them`,
  };
}

/**
 * The scope stage: the config from the base revision (none, or one that does not load, is
 * NOT_CONFIGURED), the oracle files it names, then the changed paths against them. Runs no user code.
 */
export async function runScope(ctx: ScopeContext): Promise<StageResult<Scoped>> {
  const { oracle, configFile } = ctx;
  if (!(await oracle.exists(configFile))) {
    return {
      code: 'NOT_CONFIGURED',
      artifacts: [],
      detail: `${configFile} does not exist on the base revision ${ctx.baseSha.slice(0, 12)}`,
    };
  }
  let config;
  try {
    config = parseConfig(await oracle.readText(configFile), configFile);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return {
      code: 'NOT_CONFIGURED',
      artifacts: [],
      detail: `configuration error: ${err.message}`,
      trace: { config_error: configProblemOf(err) },
    };
  }
  const { files: oracleFiles, manifests } = await oracleFilesOf(oracle, config, configFile);
  const scope = gradable(scopeOf(ctx.patch.changed, oracleFiles, config.protected), ctx.patch.ungradable);
  const ref = ctx.out.writeJson('scope.json', {
    code: scope.code,
    reason: scope.reason,
    ...(ctx.patch.ungradable.length > 0 ? { ungradable: ctx.patch.ungradable } : {}),
    oracle_touched: scope.oracleTouched,
    oracle_files: oracleFiles,
  });
  return {
    code: scope.code,
    detail: scope.reason,
    artifacts: [ref],
    trace: {
      fixtures_configured: config.fixtures.length,
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
    ...(scope.code === 'IN_SCOPE' ? { next: { config, manifests } } : {}),
  };
}
