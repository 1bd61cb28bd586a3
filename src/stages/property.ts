/**
 * Property (SPEC §2): every spec must first show it can fail. Registration runs it on its probe
 * patch (must reject) and on the empty patch (must not reject unless `global: true`); the slot file
 * keeps both results and the digests. Only a valid slot lets the spec grade the candidate.
 *
 * This module is the stage: each configured spec located on the base revision, registered and
 * evaluated (independent specs concurrently), `on_match: hold`, and the stage code decided from the
 * specs' codes. Running one spec, registering and evaluating it is src/stages/spec-run.ts.
 */
import { OracleError } from '../oracle/reader.js';
import { resultChannelOf } from '../adapters/attest.js';
import { slug } from '../patch/paths.js';
import type { ArtifactRef, PropertyCode, PropertyOutcome } from '../trace/model.js';
import type { PropertyConfig } from '../oracle/config.js';
import type { PropertyContext, Scoped, StageResult } from '../run/context.js';
import { materializeCheck } from '../builtins/spec.js';
import {
  evalSpec,
  isBuiltin,
  registerSpec,
  type EvalResult,
  type SpecEnv,
  type SpecFiles,
} from './spec-run.js';

/**
 * `on_match: hold` (SPEC §3, §12): the spec's match on the candidate holds the patch for a person
 * instead of rejecting it. Only a match changes: registration (the probe must match, the empty patch
 * must not) and every other result stand as they are, so a held check is as falsifiable as any.
 */
export function held(result: EvalResult): EvalResult {
  if (result.code !== 'PROPERTY_REJECT') return result;
  const where = result.witness
    ? `${result.witness.path}${result.witness.line !== undefined ? ` line ${result.witness.line}` : ''}`
    : 'the patch';
  return {
    ...result,
    code: 'PROPERTY_HOLD',
    reason: `needs a person: this patch edits ${where} (${result.reason})`,
  };
}

/**
 * The order in which spec codes decide the stage: a witnessed rejection first; a held match only
 * when nothing else rejects or fails to grade (a HOLD never hides a REJECT, SPEC §3).
 */
const STAGE_ORDER: PropertyCode[] = [
  'PROPERTY_REJECT',
  'PROPERTY_BUDGET',
  'PROPERTY_ERROR',
  'PROPERTY_NOT_FALSIFIABLE',
  'PROPERTY_HOLD',
  'PROPERTY_CLEAR',
];

export function stageCode(outcomes: readonly PropertyOutcome[]): PropertyCode {
  for (const code of STAGE_ORDER) if (outcomes.some((o) => o.code === code)) return code;
  return 'PROPERTY_CLEAR';
}

export type { ArtifactRef };

/** One configured spec: located on the base revision, registered, then (with a valid slot) evaluated. */
async function gradeSpec(
  ctx: PropertyContext,
  p: PropertyConfig,
  i: number,
  timeoutMs: number,
): Promise<{ outcome: PropertyOutcome; artifacts: ArtifactRef[] }> {
  const t0 = Date.now();
  const dir = `property/${String(i + 1).padStart(2, '0')}-${slug(p.spec)}`;
  const base = { spec: p.spec, probe: p.probe, global: p.global, logs: [] as string[] };
  let specFile: string;
  let probeFile: string;
  let catalog: ReturnType<typeof materializeCheck> | undefined;
  try {
    if (p.builtin !== undefined) {
      // A catalog check ships with the gate: only an overriding probe is read from the base revision.
      catalog = materializeCheck(ctx.out, dir, p.builtin);
      specFile = catalog.specFile;
      if (p.builtin.shippedProbe || p.probe === null) probeFile = catalog.probeFile;
      else {
        probeFile = await ctx.oracle.locate(p.probe);
        ctx.oracle.reads.push(p.probe);
      }
    } else {
      specFile = await ctx.oracle.locate(p.spec);
      ctx.oracle.reads.push(p.spec);
      if (p.probe === null) throw new OracleError(`${p.spec}: no probe configured`, p.spec);
      probeFile = await ctx.oracle.locate(p.probe);
      ctx.oracle.reads.push(p.probe);
    }
  } catch (err) {
    if (!(err instanceof OracleError)) throw err;
    const outcome: PropertyOutcome = {
      ...base,
      code: 'PROPERTY_ERROR',
      reason: err.message,
      elapsed_ms: Date.now() - t0,
    };
    return { outcome, artifacts: [] };
  }
  const env: SpecEnv = {
    proc: ctx.proc,
    cwd: ctx.root,
    timeoutMs,
    out: ctx.out,
    logPrefix: dir.replace('/', '-'),
    handOver: ctx.handOver,
    ...(ctx.patch.graded !== undefined ? { graded: ctx.patch.graded } : {}),
  };
  const spec: SpecFiles = { name: p.spec, file: specFile, ...(catalog ? { check: catalog.check } : {}) };
  const { slot, logs: regLogs } = await registerSpec(
    spec,
    { name: p.probe ?? `${p.spec}.patch`, file: probeFile },
    p.global,
    env,
  );
  const slotRef = ctx.out.writeJson(`${dir}/slot.json`, slot);
  const evaluated = await evalSpec(
    spec,
    slot,
    slotRef.sha256,
    { bytes: ctx.patch.bytes, sha256: ctx.patch.digest.replace(/^sha256:/, ''), diff: ctx.patch.diff },
    ctx.patch.changed,
    env,
  );
  const { logs } = evaluated;
  const result = p.on_match === 'hold' ? held(evaluated.result) : evaluated.result;
  const resultRef = ctx.out.writeJson(`${dir}/result.json`, result);
  const outcome: PropertyOutcome = {
    ...base,
    code: result.code,
    spec_sha256: slot.spec_sha256,
    probe_sha256: slot.probe_sha256,
    slot_sha256: slotRef.sha256,
    reason: result.reason,
    ...(result.witness ? { witness: result.witness } : {}),
    // Which channel the spec's result came through (a built-in spec is evaluated in-process).
    ...(isBuiltin(specFile) ? {} : { attested: resultChannelOf(specFile) === 'attested' }),
    elapsed_ms: Date.now() - t0,
    logs: [...regLogs, ...logs],
  };
  return { outcome, artifacts: [...(catalog?.artifacts ?? []), slotRef, resultRef] };
}

/**
 * The property stage: more specs than `max_predicates` is PROPERTY_BUDGET; otherwise every spec is
 * registered and evaluated, independent specs concurrently, and the stage code is the first in
 * {@link STAGE_ORDER} among their codes.
 */
export async function runProperty(ctx: PropertyContext, scoped: Scoped): Promise<StageResult<Scoped>> {
  const { properties, budgets } = scoped.config;
  if (properties.length > budgets.max_predicates) {
    return {
      code: 'PROPERTY_BUDGET',
      artifacts: [],
      detail: `${properties.length} specs configured, more than max_predicates ${budgets.max_predicates}`,
    };
  }
  const graded = await Promise.all(
    properties.map((p, i) => gradeSpec(ctx, p, i, budgets.predicate_timeout_ms)),
  );
  const outcomes = graded.map((g) => g.outcome);
  const code = stageCode(outcomes);
  const deciding = outcomes.find((o) => o.code === code);
  return {
    code,
    detail:
      code === 'PROPERTY_CLEAR'
        ? `${outcomes.length} spec(s) clear`
        : `${deciding?.spec}: ${deciding?.reason}`,
    artifacts: graded.flatMap((g) => g.artifacts),
    trace: {
      properties: outcomes,
      witnesses: outcomes.flatMap((o) => (o.witness && o.code === 'PROPERTY_REJECT' ? [o.witness] : [])),
    },
    ...(code === 'PROPERTY_CLEAR' ? { next: scoped } : {}),
  };
}
