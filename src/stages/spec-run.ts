/**
 * One spec (SPEC §2), as the property stage and the single-stage commands run it: on one patch (a
 * program through the attestation channel, src/adapters/attest.ts, or a built-in `.yml` or catalog
 * check in-process), registered on its probe patch (must reject) and on the empty patch (must not
 * reject unless `global: true`) into a slot that keeps both results and the digests, and evaluated on
 * the candidate only with a valid slot.
 */
import { extname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { sha256Hex } from '../classify/hash.js';
import { parseUnifiedDiff, DiffParseError, type ParsedDiff } from '../patch/diff.js';
import {
  evaluateBuiltinSpec,
  parseBuiltinSpec,
  PredicateBudgetError,
  PredicateSpecError,
} from '../builtins/predicates.js';
import type { ProcessRunner } from '../adapters/proc.js';
import { runAttested } from '../adapters/attest.js';
import { checkRepoPath } from '../patch/paths.js';
import type { PropertyCode, Witness } from '../trace/model.js';
import type { OutDir } from '../adapters/outdir.js';
import type { PatchBytes } from '../adapters/statedir.js';
import type { ResolvedCheck } from '../builtins/evaluate.js';
import { runCatalogSpec } from '../builtins/spec.js';
import type { SpecRun, SpecVerdict } from '../builtins/spec-result.js';

export interface SpecFiles {
  /** Repository path, as named in gate.yml (for messages and the trace). */
  name: string;
  /** Absolute path to read or run. */
  file: string;
  /** A catalog check (`- builtin:`): `file` holds its definition, and the check runs in-process. */
  check?: ResolvedCheck;
}

export interface SpecEnv {
  proc: ProcessRunner;
  /** The candidate checkout: user processes run here. */
  cwd: string;
  timeoutMs: number;
  out: OutDir;
  /** Prefix of this spec's log files in `.gate/logs/`. */
  logPrefix: string;
  /** `graded.json` of the candidate patch (src/patch/graded.ts), named to the candidate run as `GATE_GRADED`. */
  graded?: string;
  /**
   * The path of a fresh read-only copy of a patch for one program run, checked against `sha256` (hex)
   * before it is returned (src/adapters/statedir.ts): a spec never reads a file another process can
   * have rewritten since, and a copy changed while it ran is found by the end-of-run audit.
   */
  handOver(label: string, bytes: PatchBytes, sha256: string): string;
}

/** A patch as a spec run is given it: its bytes (copied for the program) and its parsed form. */
export interface PatchInput {
  bytes: PatchBytes;
  /** sha256 hex of `bytes`. */
  sha256: string;
  diff: ParsedDiff;
}

export const SLOT_SCHEMA = 'failure-class-gate/slot@1';

export interface Slot {
  schema: typeof SLOT_SCHEMA;
  spec: string;
  spec_sha256: string;
  probe: string;
  probe_sha256: string;
  global: boolean;
  probe_result: SpecVerdict;
  empty_result: SpecVerdict;
  valid: boolean;
  /** For an invalid slot, the stage code it stands for (a probe run past the budget is a budget miss). */
  invalid_code: PropertyCode | null;
  reason: string;
}

const EMPTY_DIFF: ParsedDiff = { files: [], addedCount: 0, removedCount: 0 };

export function isBuiltin(file: string): boolean {
  const ext = extname(file).toLowerCase();
  return ext === '.yml' || ext === '.yaml';
}

/** The witness a spec printed: the last stdout line that is a JSON object with `witness`. */
export function parseWitness(stdout: string): { witness?: Witness; message?: string } {
  const lines = stdout.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = (lines[i] as string).trim();
    if (!line.startsWith('{')) continue;
    try {
      const value = JSON.parse(line) as { witness?: { path?: unknown; line?: unknown }; message?: unknown };
      const message = typeof value.message === 'string' ? value.message.slice(0, 4096) : undefined;
      const w = value.witness;
      if (w && typeof w.path === 'string' && checkRepoPath(w.path) === undefined) {
        const lineNo =
          typeof w.line === 'number' && Number.isInteger(w.line) && w.line >= 1 ? w.line : undefined;
        return {
          witness: { path: w.path, ...(lineNo ? { line: lineNo } : {}), ...(message ? { message } : {}) },
          message,
        };
      }
      return { message };
    } catch {
      continue;
    }
  }
  return {};
}

/** Runs a spec (a program or a built-in `.yml`) on one patch. Never throws. */
export async function runSpec(
  spec: SpecFiles,
  patch: PatchInput,
  env: SpecEnv,
  phase: string,
): Promise<SpecRun> {
  const { diff } = patch;
  if (spec.check !== undefined) return runCatalogSpec(spec.check, diff, env.timeoutMs, spec.name);
  if (isBuiltin(spec.file)) {
    try {
      const parsed = parseBuiltinSpec(readFileSync(spec.file, 'utf8'), spec.name);
      const r = evaluateBuiltinSpec(parsed, diff, { timeoutMs: env.timeoutMs });
      if (!r.rejected) return { result: 'clear' };
      const message = r.message ?? r.witness?.message;
      return {
        result: 'reject',
        ...(r.witness ? { witness: r.witness } : {}),
        ...(message ? { message } : {}),
      };
    } catch (err) {
      if (err instanceof PredicateBudgetError)
        return { result: 'budget', reason: `${spec.name}: ${err.message}` };
      const msg = err instanceof PredicateSpecError ? err.message : `${spec.name}: ${(err as Error).message}`;
      return { result: 'error', reason: msg };
    }
  }
  const logRel = join('logs', `${env.logPrefix}-${phase}.log`);
  let patchPath: string;
  try {
    patchPath = env.handOver(`${env.logPrefix}/${phase}`, patch.bytes, patch.sha256);
  } catch (err) {
    return {
      result: 'error',
      reason: `${spec.name}: the ${phase} patch cannot be handed over: ${(err as Error).message}`,
    };
  }
  const {
    proc: r,
    channel,
    outcome,
  } = await runAttested(env.proc, {
    file: spec.file,
    args: [patchPath],
    cwd: env.cwd,
    env: {
      GATE_PATCH: patchPath,
      ...(phase === 'candidate' && env.graded !== undefined ? { GATE_GRADED: env.graded } : {}),
    },
    timeoutMs: env.timeoutMs,
    logPath: env.out.path(logRel),
    // What the spec loaded is read for trace.exercised on the candidate's patch only.
    recordLoads: phase === 'candidate',
  });
  const ran = { log: logRel, channel };
  // Only the program's own decision grades: a crash, or a status it did not decide, is an error.
  switch (outcome.kind) {
    case 'not_started':
      return { result: 'error', reason: `${spec.name}: cannot start: ${outcome.reason}`, ...ran };
    case 'budget':
      return {
        result: 'budget',
        reason: `${spec.name} ran past its ${env.timeoutMs} ms budget on the ${phase} patch`,
        ...ran,
      };
    case 'crashed':
      return {
        result: 'error',
        reason: `${spec.name} ${outcome.reason} on the ${phase} patch (a crash is not a rejection)`,
        ...ran,
      };
    case 'tampered':
      return {
        result: 'error',
        reason: `${spec.name} on the ${phase} patch: ${outcome.reason}; the result is not the spec's`,
        ...ran,
      };
    case 'decided':
      if (outcome.code === 0) return { result: 'clear', ...ran };
      if (outcome.code === 1) return { result: 'reject', ...parseWitness(r.stdout), ...ran };
      return {
        result: 'error',
        reason: `${spec.name} exited ${outcome.code} on the ${phase} patch (a spec rejects with exit 1)`,
        ...ran,
      };
    default: {
      const never: never = outcome;
      throw new Error(`unknown program outcome ${JSON.stringify(never)}`);
    }
  }
}

function describeRun(run: SpecRun): string {
  return run.reason ?? run.result;
}

/** Registers a spec on its probe and on the empty patch; returns the slot (valid or not, with why). */
export async function registerSpec(
  spec: SpecFiles,
  probe: SpecFiles,
  global: boolean,
  env: SpecEnv,
): Promise<{ slot: Slot; logs: string[] }> {
  const specBytes = readFileSync(spec.file);
  const probeBytes = readFileSync(probe.file);
  const base = {
    schema: SLOT_SCHEMA,
    spec: spec.name,
    spec_sha256: sha256Hex(specBytes),
    probe: probe.name,
    probe_sha256: sha256Hex(probeBytes),
    global,
  } as const;
  let probeDiff: ParsedDiff;
  try {
    probeDiff = parseUnifiedDiff(probeBytes.toString('utf8'));
    if (probeDiff.files.length === 0) throw new DiffParseError(1, 'the probe changes no file');
  } catch (err) {
    const why = err instanceof DiffParseError ? err.message : String(err);
    return {
      slot: {
        ...base,
        probe_result: 'error',
        empty_result: 'error',
        valid: false,
        invalid_code: 'PROPERTY_NOT_FALSIFIABLE',
        reason: `probe ${probe.name} is not a patch: ${why}`,
      },
      logs: [],
    };
  }
  const empty = Buffer.alloc(0);
  const [onProbe, onEmpty] = await Promise.all([
    runSpec(spec, { bytes: probeBytes, sha256: base.probe_sha256, diff: probeDiff }, env, 'probe'),
    runSpec(spec, { bytes: empty, sha256: sha256Hex(empty), diff: EMPTY_DIFF }, env, 'empty'),
  ]);
  const logs = [onProbe.log, onEmpty.log].filter((l): l is string => !!l);
  let reason: string;
  let invalid: PropertyCode | null = null;
  const runCode = (r: SpecRun): PropertyCode | null =>
    r.result === 'budget' ? 'PROPERTY_BUDGET' : r.result === 'error' ? 'PROPERTY_ERROR' : null;
  if (onProbe.result !== 'reject') {
    invalid = runCode(onProbe) ?? 'PROPERTY_NOT_FALSIFIABLE';
    reason = `the probe ${probe.name} was not rejected (${describeRun(onProbe)}): the spec cannot show it can fail`;
  } else if (onEmpty.result === 'reject' && !global) {
    invalid = 'PROPERTY_NOT_FALSIFIABLE';
    reason = 'the spec rejects the empty patch (set `global: true` if it is meant to)';
  } else if (onEmpty.result === 'budget' || onEmpty.result === 'error') {
    invalid = runCode(onEmpty);
    reason = `the empty-patch run did not finish cleanly (${describeRun(onEmpty)})`;
  } else {
    reason =
      'probe rejected; empty patch ' +
      (onEmpty.result === 'reject' ? 'rejected (global spec)' : 'not rejected');
  }
  const slot: Slot = {
    ...base,
    probe_result: onProbe.result,
    empty_result: onEmpty.result,
    valid: invalid === null,
    invalid_code: invalid,
    reason,
  };
  return { slot, logs };
}

export interface EvalResult {
  code: PropertyCode;
  spec: string;
  spec_sha256: string;
  slot_sha256: string;
  witness?: Witness;
  reason: string;
}

/** Evaluates a registered spec on the candidate patch; an invalid or stale slot never evaluates. */
export async function evalSpec(
  spec: SpecFiles,
  slot: Slot,
  slotSha256: string,
  patch: PatchInput,
  changedPaths: readonly string[],
  env: SpecEnv,
): Promise<{ result: EvalResult; logs: string[] }> {
  const specSha = sha256Hex(readFileSync(spec.file));
  const common = { spec: spec.name, spec_sha256: specSha, slot_sha256: slotSha256 };
  if (slot.schema !== SLOT_SCHEMA || slot.spec_sha256 !== specSha) {
    return {
      result: {
        ...common,
        code: 'PROPERTY_NOT_FALSIFIABLE',
        reason: `the slot does not match ${spec.name} (spec digest changed since registration)`,
      },
      logs: [],
    };
  }
  if (!slot.valid) {
    return {
      result: {
        ...common,
        code: slot.invalid_code ?? 'PROPERTY_NOT_FALSIFIABLE',
        reason: slot.reason,
      },
      logs: [],
    };
  }
  const run = await runSpec(spec, patch, env, 'candidate');
  const logs = run.log ? [run.log] : [];
  switch (run.result) {
    case 'clear':
      return {
        result: { ...common, code: 'PROPERTY_CLEAR', reason: 'the spec did not reject the candidate' },
        logs,
      };
    case 'reject': {
      const witness = run.witness ?? {
        path: changedPaths[0] ?? '(patch)',
        message: run.message ?? 'the spec rejected the patch without naming a witness',
      };
      return {
        result: {
          ...common,
          code: 'PROPERTY_REJECT',
          witness,
          reason: run.message ?? `${spec.name} rejected the patch`,
        },
        logs,
      };
    }
    case 'budget':
      return { result: { ...common, code: 'PROPERTY_BUDGET', reason: run.reason ?? 'over budget' }, logs };
    case 'error':
      return {
        result: { ...common, code: 'PROPERTY_ERROR', reason: run.reason ?? 'the spec crashed' },
        logs,
      };
    default: {
      const never: never = run.result;
      throw new Error(`unknown spec result ${String(never)}`);
    }
  }
}
