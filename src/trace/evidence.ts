/**
 * What the stages record as evidence for the reviewer, besides their codes: the runs of a missed seed
 * with their output excerpts, the fixture inputs whose bytes differ from the base, and the field a
 * broken gate.yml fails on. Small pure functions over what the stages already hold; the summary
 * renders them (src/report/evidence.ts).
 */
import {
  MAX_LISTED_PATHS,
  type AttemptEvidence,
  type AttemptKind,
  type ConfigProblem,
  type ReplayChannels,
} from './model.js';
import { readLogExcerpt } from './excerpt.js';

/** A file and its digest, as the fixture stage hashes inputs. */
export interface HashedInput {
  path: string;
  sha256: string;
}

/**
 * The inputs whose bytes differ between candidate and base: changed, or present on one side only.
 * Sorted, at most `max`.
 */
export function differingInputs(
  candidate: readonly HashedInput[],
  base: readonly HashedInput[],
  max = MAX_LISTED_PATHS,
): string[] {
  const theirs = new Map(base.map((f) => [f.path, f.sha256]));
  const ours = new Map(candidate.map((f) => [f.path, f.sha256]));
  const paths = new Set([...ours.keys(), ...theirs.keys()]);
  return [...paths]
    .filter((p) => ours.get(p) !== theirs.get(p))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, max);
}

/** What a replay (src/stages/fixture.ts ReplayRun) reports, as far as evidence goes. */
export interface RunOutcome {
  result: string;
  exitCode?: number | null;
  reason?: string;
  /** Logs of the run relative to `.gate/`, the generator's first and the invariant's last. */
  logs?: readonly string[];
  /** Which programs reported through the attestation channel. */
  attested?: ReplayChannels;
}

/**
 * The log whose tail explains a run: the invariant's when it ran, else the generator's (which then
 * is what failed). Relative to `.gate/`; undefined when the run wrote none.
 */
export function evidenceLog(logs: readonly string[] | undefined): string | undefined {
  if (logs === undefined || logs.length === 0) return undefined;
  return logs.find((l) => /(^|\/)invariant\.log$/.test(l)) ?? logs[logs.length - 1];
}

/** One attempt as evidence: result, exit status, reason and (when given) the excerpt of its log. */
export function attemptEvidence(
  attempt: AttemptKind,
  run: RunOutcome,
  excerpt: string | undefined,
  n?: number,
): AttemptEvidence {
  const log = evidenceLog(run.logs);
  return {
    attempt,
    ...(n !== undefined ? { n } : {}),
    result: run.result,
    ...(run.exitCode !== undefined ? { exit_code: run.exitCode } : {}),
    ...(run.reason !== undefined && run.reason !== '' ? { reason: run.reason } : {}),
    ...(excerpt !== undefined ? { excerpt } : {}),
    ...(log !== undefined ? { log } : {}),
    ...(run.attested !== undefined ? { attested: run.attested } : {}),
  };
}

/**
 * attemptEvidence with the excerpt read from the run's log (the adapter edge); `pathOf` turns a path
 * relative to `.gate/` into the file to read (OutDir.path).
 */
export function readAttemptEvidence(
  pathOf: (rel: string) => string,
  attempt: AttemptKind,
  run: RunOutcome,
  n?: number,
): AttemptEvidence {
  const log = evidenceLog(run.logs);
  return attemptEvidence(attempt, run, log === undefined ? undefined : readLogExcerpt(pathOf(log)), n);
}

/**
 * A gate.yml error (src/oracle/config.ts's ConfigError) as the trace keeps it: file, field, message and
 * line. Typed by the fields it reads, so the vocabulary does not import the oracle.
 */
export function configProblemOf(err: {
  readonly file: string;
  readonly field: string;
  readonly message: string;
  readonly line?: number;
}): ConfigProblem {
  return {
    file: err.file,
    field: err.field,
    message: err.message,
    ...(typeof err.line === 'number' && err.line >= 1 ? { line: err.line } : {}),
  };
}
