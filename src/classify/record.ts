/**
 * The run record of seed 002 (SPEC §4): its required fields and their types. The reference reads
 * fields by Python truthiness; this gate checks each type first, so a string "false" or a negative
 * cap ends in INCOMPLETE with the field named, never in SCHEDULER or PASS.
 */
import { PyFloat } from './pyjson.js';
import { describeValue } from './describe.js';

export const REQUIRED_FIELDS = [
  'run_id',
  'seed',
  'property_path',
  'property_sha256',
  'fixture_sha256',
  'base_fixture_sha256',
  'diff_paths',
  'candidate_result',
  'base_seed_result',
  'retry_results',
  'retry_cap',
  'budget_ok',
  'transcript_complete',
] as const;

export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** The environment a replay ran in; a record may carry `env` (candidate) and `base_env`. */
export interface ReplayEnv {
  workers: number;
  clock_budget_ms: number;
  filesystem: string;
}

/** A record as the gate writes it. Records read from files are checked against this shape. */
export interface RunRecord {
  run_id: string;
  seed: number;
  property_path: string;
  property_sha256: string;
  fixture_sha256: string;
  base_fixture_sha256: string;
  diff_paths: string[];
  candidate_result: string;
  base_seed_result: string;
  retry_results: string[];
  retry_cap: number;
  budget_ok: boolean;
  transcript_complete: boolean;
  fixture_generator_path?: string | null;
  env?: ReplayEnv;
  base_env?: ReplayEnv;
  [extra: string]: unknown;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof PyFloat);
}

/** An integer in Python's sense: not a bool, not a float (1.0 is a float). */
export function isInteger(v: unknown): boolean {
  return (typeof v === 'number' && Number.isInteger(v)) || typeof v === 'bigint';
}

type Check = (v: unknown) => boolean;
const nonEmptyString: Check = (v) => typeof v === 'string' && v.length > 0;
const stringList: Check = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
const bool: Check = (v) => typeof v === 'boolean';

const FIELD_TYPES: Record<RequiredField, [Check, string]> = {
  run_id: [(v) => nonEmptyString(v) || (isInteger(v) && Number(v) >= 0), 'a non-empty string or an integer'],
  seed: [isInteger, 'an integer'],
  property_path: [nonEmptyString, 'a non-empty string'],
  property_sha256: [nonEmptyString, 'a non-empty string'],
  fixture_sha256: [nonEmptyString, 'a non-empty string'],
  base_fixture_sha256: [nonEmptyString, 'a non-empty string'],
  diff_paths: [stringList, 'a list of strings'],
  // Any string: the reference reads every string but "pass" as a failed candidate, at its own row.
  candidate_result: [(v) => typeof v === 'string', 'a string ("pass" or "fail")'],
  base_seed_result: [(v) => typeof v === 'string', 'a string ("pass", "fail" or "not_run")'],
  retry_results: [stringList, 'a list of strings'],
  retry_cap: [(v) => isInteger(v) && Number(v) >= 0, 'a non-negative integer'],
  budget_ok: [bool, 'a boolean'],
  transcript_complete: [bool, 'a boolean'],
};

function envProblem(name: string, v: unknown): string | undefined {
  if (!isObject(v))
    return `${name}: expected an object {workers, clock_budget_ms, filesystem}, got ${describeValue(v)}`;
  if (!(isInteger(v.workers) && Number(v.workers) >= 1))
    return `${name}.workers: expected a positive integer, got ${describeValue(v.workers)}`;
  if (!(isInteger(v.clock_budget_ms) && Number(v.clock_budget_ms) >= 0))
    return `${name}.clock_budget_ms: expected a non-negative integer, got ${describeValue(v.clock_budget_ms)}`;
  if (!nonEmptyString(v.filesystem))
    return `${name}.filesystem: expected a non-empty string, got ${describeValue(v.filesystem)}`;
  return undefined;
}

/** The first type problem of a record whose required fields are all present, or undefined. */
export function typeProblem(record: Record<string, unknown>): string | undefined {
  for (const field of REQUIRED_FIELDS) {
    const [check, expected] = FIELD_TYPES[field];
    const v = record[field];
    if (!check(v)) {
      if (Array.isArray(v) && (field === 'diff_paths' || field === 'retry_results')) {
        const i = v.findIndex((x) => typeof x !== 'string');
        return `${field}[${i}]: expected a string, got ${describeValue(v[i])}`;
      }
      return `${field}: expected ${expected}, got ${describeValue(v)}`;
    }
  }
  const gen = record.fixture_generator_path;
  if (gen !== undefined && gen !== null && typeof gen !== 'string')
    return `fixture_generator_path: expected a string or null, got ${describeValue(gen)}`;
  for (const name of ['env', 'base_env'] as const) {
    if (record[name] !== undefined) {
      const p = envProblem(name, record[name]);
      if (p) return p;
    }
  }
  return undefined;
}

/** The names of the environment fields in which `env` and `base_env` differ (both present). */
export function envDifference(record: Record<string, unknown>): string[] {
  const a = record.env;
  const b = record.base_env;
  if (!isObject(a) || !isObject(b)) return [];
  return (['workers', 'clock_budget_ms', 'filesystem'] as const).filter((k) => String(a[k]) !== String(b[k]));
}
