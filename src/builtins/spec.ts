/**
 * A catalog check as the property stage runs it: its definition and shipped probe are written into the
 * run's state folder, so the slot digests them like any spec and probe file, and the check is
 * evaluated in-process (no user code runs).
 */
import type { OutDir } from '../adapters/outdir.js';
import type { ParsedDiff } from '../patch/diff.js';
import type { ArtifactRef } from '../trace/model.js';
import { PredicateBudgetError } from './predicates.js';
import type { SpecRun } from './spec-result.js';
import type { BuiltinName } from './catalog.js';
import { checkDefinition, evaluateCheck, resolveCheck, type ResolvedCheck } from './evaluate.js';

export interface MaterializedCheck {
  check: ResolvedCheck;
  /** Absolute path of the definition (the "spec file" the slot digests). */
  specFile: string;
  /** Absolute path of the shipped probe. */
  probeFile: string;
  artifacts: ArtifactRef[];
}

/** Writes `dir/builtin.json` and `dir/probe.patch` into the state folder. */
export function materializeCheck(
  out: OutDir,
  dir: string,
  builtin: { name: BuiltinName; paths?: readonly string[] },
): MaterializedCheck {
  const check = resolveCheck(builtin.name, builtin.paths);
  const spec = out.writeText(`${dir}/builtin.json`, checkDefinition(check));
  const probe = out.writeText(`${dir}/probe.patch`, check.check.probe);
  return { check, specFile: out.path(spec.path), probeFile: out.path(probe.path), artifacts: [spec, probe] };
}

/** Runs a catalog check on one patch. Never throws. */
export function runCatalogSpec(
  check: ResolvedCheck,
  diff: ParsedDiff,
  timeoutMs: number,
  name: string,
): SpecRun {
  try {
    const r = evaluateCheck(check, diff, timeoutMs);
    if (!r.rejected) return { result: 'clear' };
    return {
      result: 'reject',
      ...(r.witness ? { witness: r.witness } : {}),
      ...(r.message ? { message: r.message } : {}),
    };
  } catch (err) {
    if (err instanceof PredicateBudgetError) return { result: 'budget', reason: `${name}: ${err.message}` };
    return { result: 'error', reason: `${name}: ${err instanceof Error ? err.message : String(err)}` };
  }
}
