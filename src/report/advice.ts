/**
 * What a reviewer does about a HOLD (SPEC §6, seed 000 §6 "Debug a HOLD without reopening earlier
 * stages"): read the last code only, and act on it. The text is plain (the summary escapes it); it names
 * the files of the run it is about (manifests, specs, freeze rows), at most a few of each.
 */
import type { MissOutcome, ReasonCode, Trace } from '../model.js';
import { truncateText } from './markdown.js';

/** How many examples (manifests, specs, rows) one piece of advice names before "and N more". */
const EXAMPLES = 3;
/** A name longer than this (an untrusted path, a freeze note) is cut. */
const NAME_CHARS = 200;

/** For a HOLD: the last code and what to do about it. Null for every other verdict. */
export function adviceFor(trace: Trace): string | null {
  if (trace.verdict !== 'HOLD') return null;
  return `Last code: ${trace.reason_code} (stage ${trace.reason_stage}). ${adviceForCode(trace.reason_code, trace)}`;
}

/** What to do about one code, with the specifics of `trace`. Total over the codes of the gate. */
export function adviceForCode(code: ReasonCode, trace: Trace): string {
  switch (code) {
    case 'UNBOUND':
      return (
        `FIXTURE_UNBOUND: print the manifest${names(unbound(trace))} and confirm every input path and the ` +
        'seed field (a generator, a non-empty input list and a seed; every path inside the repository). ' +
        'Fix the manifest in its own reviewed change. This is a pipeline defect, not a flake: do not open ' +
        'the freeze store to explain the hold.'
      );
    case 'PROPERTY_BUDGET':
      return (
        `PROPERTY_BUDGET: the spec${names(specsWith(trace, 'PROPERTY_BUDGET'))} exceeded its time cap ` +
        '(budgets.predicate_timeout_ms) or the configuration lists more specs than budgets.max_predicates. ' +
        'Split the spec. Do not raise the cap inside the job to force a green run.'
      );
    case 'PROPERTY_NOT_FALSIFIABLE':
      return (
        `PROPERTY_NOT_FALSIFIABLE: the slot of the spec${names(specsWith(trace, 'PROPERTY_NOT_FALSIFIABLE'))} ` +
        'is invalid — its probe patch was not rejected, the empty patch was rejected (without global: true), ' +
        'or the spec changed since it was registered. Fix the spec or its probe in a separate reviewed ' +
        'change so the probe fails and the empty patch passes; the candidate was not graded by it. Do not ' +
        'drop the spec to get a green run.'
      );
    case 'PROPERTY_ERROR':
      return (
        `PROPERTY_ERROR: the spec${names(specsWith(trace, 'PROPERTY_ERROR'))} crashed (an exit status other ` +
        'than 0 or 1). Read its log under .gate/logs/ in the artifact, fix the spec on the base branch, ' +
        'then re-run the workflow. A crash says nothing about the patch.'
      );
    case 'TOOLCHAIN_PATCH':
      return (
        'TOOLCHAIN_PATCH: the patch touches only the gate’s own files (specs, probes, invariants, manifests, ' +
        'generators, the configuration, the freeze ledger or a protected path). Land it alone; people ' +
        'review and approve it, this gate does not grade it.'
      );
    case 'NOT_CONFIGURED':
      return (
        'NOT_CONFIGURED: the base revision has no gate configuration. Add gate.yml in its own reviewed ' +
        'pull request first; the gate reads its configuration from the base, never from the candidate.'
      );
    case 'EMPTY_PATCH':
      return (
        'EMPTY_PATCH: the diff between base and head is empty, so there is nothing to grade. Check the ' +
        'base and head revisions the workflow passed, then push the change or close the pull request.'
      );
    case 'INCOMPLETE':
    case 'REPLAY_MISS':
      return (
        `INCOMPLETE: a replay miss${missNames(misses(trace, 'INCOMPLETE'))} could not be classified — the ` +
        'record lacks a field, its transcript is incomplete (a timeout or a crash), or the base replay ' +
        'did not run. Read the record and the logs in the .gate artifact, make the replay complete within ' +
        'its budget, and re-run. Only a SCHEDULER miss can be frozen: do not grant a freeze for it.'
      );
    case 'SCHEDULER':
    case 'NO_RECORD':
      return (
        `NO_RECORD: the SCHEDULER miss${missNames(misses(trace, 'SCHEDULER'))} is not a known freeze. ` +
        'Keep the hold and assign a person. If the miss is a scheduling flake, a maintainer may grant a ' +
        'freeze for its exact triple with "gate freeze grant --decision D --record R --owner O ' +
        '--expires-after-runs N" in a reviewed pull request. Do not write a freeze row from the CI job.'
      );
    case 'ANNOTATED_HOLD':
      return (
        `ANNOTATED_HOLD: a freeze row${freezeRows(trace)} matched the target but did not excuse the miss. ` +
        'Confirm the row’s expiry is still in the future and that its target, invariant, seed and fixture ' +
        'digest match the miss, and that its record still hashes to record_sha256. If the expiry field is ' +
        'empty, treat the row as absent and file a store defect. Do not extend the row from the CI job.'
      );
    case 'SHARD_MISSING':
      return (
        'SHARD_MISSING: a .gate artifact of the graded run (or of one of its shards) did not arrive, or its ' +
        'job failed, so some (fixture, seed) pairs were never graded. Re-run the failed gate jobs; the ' +
        'merge (or report) job then recomputes the verdict over every artifact.'
      );
    case 'HEAD_MISMATCH':
      return (
        'HEAD_MISMATCH: the artifact was produced for another head revision than the one this check is ' +
        'posted on. Re-run the gate on the current head.'
      );
    case 'ARTIFACT_INVALID':
      return (
        'ARTIFACT_INVALID: the .gate artifact failed validation, so its codes were not trusted. Re-run the ' +
        'gate job; if it recurs, compare the artifact with the trace schema.'
      );
    case 'INTERNAL':
    case 'AUDIT_FAILED':
      return (
        `${code}: the gate itself failed, so the run says nothing about the patch. Read the errors and the ` +
        'audit violations in the trace, fix the runner, and re-run.'
      );
    case 'IN_SCOPE':
    case 'PROPERTY_CLEAR':
    case 'PROPERTY_REJECT':
    case 'REPLAY_MATCH':
    case 'FIXTURE_MISMATCH':
    case 'CONTAMINATED':
    case 'FIXTURE':
    case 'BUDGET':
    case 'PROPERTY':
    case 'PASS':
      return (
        `${code} does not hold a run by itself: the trace is inconsistent. Read the stage table from the ` +
        'first stage and re-run the gate.'
      );
    default: {
      const unknown: never = code;
      return `Unknown code ${String(unknown)}: read the stage table of the trace.`;
    }
  }
}

// The trace may come from an untrusted artifact: lists may be missing and entries malformed.

function entries<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value.filter((v) => typeof v === 'object' && v !== null) : [];
}

function unbound(trace: Trace): string[] {
  return unique(entries(trace.replays).flatMap((r) => (r.code === 'UNBOUND' ? [String(r.manifest)] : [])));
}

function specsWith(trace: Trace, code: string): string[] {
  return unique(entries(trace.properties).flatMap((p) => (p.code === code ? [String(p.spec)] : [])));
}

function misses(trace: Trace, label: string): MissOutcome[] {
  return entries(trace.misses).filter((m) => m.decision?.label === label);
}

function missNames(list: MissOutcome[]): string {
  return names(list.map((m) => `${String(m.target)} seed ${String(m.seed)}`));
}

function freezeRows(trace: Trace): string {
  const rows = entries(trace.misses).flatMap((m) => {
    const f = m.freeze;
    if (typeof f !== 'object' || f === null || f.code !== 'ANNOTATED_HOLD' || f.excuses === true) return [];
    return [
      `${String(f.freeze_id ?? '(no id)')} for ${String(m.target)} seed ${String(m.seed)}: ${String(f.why)}`,
    ];
  });
  return names(rows);
}

/** " a, b, c and 2 more" — a leading space, or nothing for an empty list. */
function names(list: string[]): string {
  if (list.length === 0) return '';
  const shown = list
    .slice(0, EXAMPLES)
    .map((name) => truncateText(name, NAME_CHARS))
    .join(', ');
  return list.length > EXAMPLES ? ` ${shown} and ${list.length - EXAMPLES} more` : ` ${shown}`;
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
