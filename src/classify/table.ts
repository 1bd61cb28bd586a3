/**
 * The decision table of seed 002, first match wins, in the article's order (SPEC §4):
 * contamination before digest, digest before budget, budget before the scheduler row.
 *
 * Where this table parts from the reference, and why (each toward a blocking label):
 * - A required field of the wrong type is INCOMPLETE with a reason, before any other row (SPEC §4:
 *   fail closed on types); the reference reads it by Python truthiness, or raises.
 * - `candidate_result` is any string, read as the reference reads it: "pass" is a passed
 *   candidate, every other string a failed one, at the reference's own rows, so a record the
 *   reference labels CONTAMINATED, FIXTURE, BUDGET, INCOMPLETE (base result) or PROPERTY gets that
 *   label here. Only where the reference would print SCHEDULER does the gate fail closed: a
 *   SCHEDULER label is freeze-eligible, and a candidate result that is neither "pass" nor "fail"
 *   ("", "error", "PASS") does not record the failure the freeze would excuse, so the label is
 *   INCOMPLETE with a reason naming `candidate_result`. (PASS needs exactly "pass", as in the
 *   reference, so an unknown string never passes.)
 * - Where `env` and `base_env` both exist and differ, the SCHEDULER row is BUDGET (SPEC §4).
 */
import { compareCodePoints } from './pyjson.js';
import { REQUIRED_FIELDS, envDifference, isObject, typeProblem } from './record.js';
import { describeValue } from './describe.js';

export const LABELS = [
  'INCOMPLETE',
  'CONTAMINATED',
  'FIXTURE',
  'BUDGET',
  'PROPERTY',
  'SCHEDULER',
  'PASS',
] as const;
export type Label = (typeof LABELS)[number];

export function isLabel(v: unknown): v is Label {
  return typeof v === 'string' && (LABELS as readonly string[]).includes(v);
}

/** The decision the classifier prints. Field order is the reference's, so the output matches it. */
export interface Decision {
  label: Label;
  freeze: boolean;
  missing?: string[];
  reason?: string;
  paths?: string[];
  seed?: number | bigint;
  property_path?: string;
  fixture_sha256?: string;
  record_sha256?: string;
}

/** Classifies one run record. Pure; never throws, whatever the input. */
export function classifyRecord(input: unknown): Decision {
  if (!isObject(input)) {
    return { label: 'INCOMPLETE', freeze: false, reason: 'record: expected a JSON object' };
  }
  const record = input;
  const missing = REQUIRED_FIELDS.filter((key) => !Object.prototype.hasOwnProperty.call(record, key));
  if (missing.length > 0) return { label: 'INCOMPLETE', freeze: false, missing };
  if (record.transcript_complete === false) return { label: 'INCOMPLETE', freeze: false, missing: [] };

  const problem = typeProblem(record);
  if (problem !== undefined) return { label: 'INCOMPLETE', freeze: false, reason: problem };

  const diff = new Set(record.diff_paths as string[]);
  const watched = new Set<string>([record.property_path as string]);
  const generator = record.fixture_generator_path;
  if (typeof generator === 'string' && generator !== '') watched.add(generator);
  const overlap = [...watched].filter((p) => diff.has(p));
  if (overlap.length > 0) {
    return { label: 'CONTAMINATED', freeze: false, paths: overlap.sort(compareCodePoints) };
  }

  if (record.fixture_sha256 !== record.base_fixture_sha256) return { label: 'FIXTURE', freeze: false };

  if (record.budget_ok === false) return { label: 'BUDGET', freeze: false };

  if (record.base_seed_result !== 'pass' && record.base_seed_result !== 'fail') {
    return { label: 'INCOMPLETE', freeze: false, reason: 'base_seed_result' };
  }

  if (record.candidate_result === 'pass') return { label: 'PASS', freeze: false };

  const cap = Number(record.retry_cap);
  const retryPassed = (record.retry_results as string[]).slice(0, cap).some((r) => r === 'pass');
  if (record.base_seed_result === 'pass' && retryPassed) {
    if (record.candidate_result !== 'fail') {
      return {
        label: 'INCOMPLETE',
        freeze: false,
        reason: `candidate_result: ${describeValue(record.candidate_result)} is neither "pass" nor "fail"; a SCHEDULER label needs a recorded failure`,
      };
    }
    const differs = envDifference(record);
    if (differs.length > 0) {
      // Seed 002: a scheduler label is wrong when base and candidate ran under different conditions.
      return { label: 'BUDGET', freeze: false, reason: `env differs from base_env: ${differs.join(', ')}` };
    }
    return {
      label: 'SCHEDULER',
      freeze: true,
      seed: record.seed as number | bigint,
      property_path: record.property_path as string,
      fixture_sha256: record.fixture_sha256 as string,
    };
  }
  return { label: 'PROPERTY', freeze: false };
}
