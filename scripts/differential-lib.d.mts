// Types of scripts/differential-lib.mjs, for the tests that import it.
import type fc from 'fast-check';

export declare const REQUIRED: readonly string[];
export declare function spell(s: string, k: number): string;
export declare const char: fc.Arbitrary<string>;
export declare function logicalString(maxLength?: number): fc.Arbitrary<string>;
export declare const numberText: fc.Arbitrary<string>;
export declare const keyString: fc.Arbitrary<string>;
export declare function recordText(options?: { newlines?: boolean }): fc.Arbitrary<string>;
export declare function sampleTexts(count: number, seed: number, options?: { newlines?: boolean }): string[];

/** What the reference did with one text (see DRIVER). */
export interface RefResult {
  /** Where the reference stopped: "ok" when it printed a decision. */
  stage: 'ok' | 'loads' | 'classify' | 'dumps' | 'output';
  error?: string;
  /** The Python type of the document (`dict` for a record). */
  top?: string;
  /** SHA-256 of json.dumps(record, sort_keys=True, separators=(",", ":")), null if that raised. */
  hash?: string | null;
  /** What the reference prints (stage "ok"). */
  stdout?: string;
  compact?: string;
  label?: string;
  freeze?: boolean;
  /** The first field of the wrong type by SPEC §4, in Python's terms, or null. */
  type_problem?: string | null;
  utf16_order_differs?: boolean;
  /** What the gate must print: exact, refuse, types:<field>, candidate_result, env, incomplete. */
  expect: string;
}

export declare const DRIVER: string;
export declare function runReference(
  texts: readonly string[],
  referenceFile: string,
  python?: string,
): RefResult[];
export declare function pythonAvailable(python?: string): boolean;

export declare const KINDS: {
  exact: string;
  refuseUnreadable: string;
  refuseNotObject: string;
  raises: string;
  types: string;
  candidate: string;
  env: string;
  disagree: string;
};

export type GateResult = { error: string } | { compact?: string; stdout?: string; error?: undefined };
export interface Verdict {
  kind: string;
  ok: boolean;
  why?: string;
  labelAgrees: boolean;
}
export declare function judge(ref: RefResult, gate: GateResult): Verdict;
