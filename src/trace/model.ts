/**
 * The closed vocabulary of the gate (SPEC §2, §3, §6): stages, their codes, verdicts, conclusions,
 * and the shape of `.gate/trace.json`. Every consumer switches over these unions with a `never`
 * default, so a new code does not compile until each one handles it.
 */
import type { Decision, Label } from '../classify/table.js';

export const STAGES = ['scope', 'property', 'fixture', 'classify', 'freeze'] as const;
export type StageName = (typeof STAGES)[number];
/** Where a reason code came from: a stage, or the gate itself (internal error, failed audit). */
export type ReasonStage = StageName | 'gate';

export const SCOPE_CODES = [
  'IN_SCOPE',
  'CONTAMINATED',
  'TOOLCHAIN_PATCH',
  'NOT_CONFIGURED',
  'EMPTY_PATCH',
  'UNGRADABLE',
] as const;
export type ScopeCode = (typeof SCOPE_CODES)[number];

export const PROPERTY_CODES = [
  'PROPERTY_CLEAR',
  'PROPERTY_REJECT',
  'PROPERTY_NOT_FALSIFIABLE',
  'PROPERTY_BUDGET',
  'PROPERTY_ERROR',
  /** A property with `on_match: hold` matched: a person looks (SPEC §3, §12); never a pass. */
  'PROPERTY_HOLD',
] as const;
export type PropertyCode = (typeof PROPERTY_CODES)[number];

export const FIXTURE_CODES = [
  'REPLAY_MATCH',
  'REPLAY_MISS',
  'UNBOUND',
  'FIXTURE_MISMATCH',
  'FIXTURE_NOT_FALSIFIABLE',
] as const;
export type FixtureCode = (typeof FIXTURE_CODES)[number];

export const FREEZE_CODES = ['ANNOTATED_HOLD', 'NO_RECORD'] as const;
export type FreezeCode = (typeof FREEZE_CODES)[number];

/** Codes the gate itself emits (reason_stage "gate"). */
export const GATE_CODES = [
  'INTERNAL',
  'AUDIT_FAILED',
  'SHARD_MISSING',
  'ARTIFACT_INVALID',
  'HEAD_MISMATCH',
] as const;
export type GateCode = (typeof GATE_CODES)[number];

export type StageCode = ScopeCode | PropertyCode | FixtureCode | Label | FreezeCode;
export type ReasonCode = StageCode | GateCode;

export const VERDICTS = ['CLEAR', 'REJECT', 'HOLD', 'SKIP', 'UNUSABLE'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Check-run conclusions this gate uses. Only success and neutral pass branch protection. */
export type Conclusion = 'success' | 'neutral' | 'failure' | 'action_required';

export interface Witness {
  path: string;
  line?: number;
  message?: string;
}

/** A file the stage wrote into `.gate/`, with its digest. */
export interface ArtifactRef {
  path: string;
  sha256: string;
}

export interface StageEntry {
  name: StageName;
  code: StageCode;
  elapsed_ms: number;
  artifacts: ArtifactRef[];
  detail?: string;
}

/** One configured spec after registration and (when its slot is valid) evaluation. */
export interface PropertyOutcome {
  spec: string;
  probe: string | null;
  global: boolean;
  code: PropertyCode;
  spec_sha256?: string;
  probe_sha256?: string;
  slot_sha256?: string;
  reason?: string;
  witness?: Witness;
  /** The spec's result came through the attestation channel (absent for a built-in spec). */
  attested?: boolean;
  elapsed_ms: number;
  logs: string[];
}

/** Whether each program of a replay reported through the attestation channel (src/adapters/attest.ts). */
export interface ReplayChannels {
  generator: boolean;
  /** Absent when the invariant did not run. */
  invariant?: boolean;
  /** An exercise + judge fixture: the exercise's channel (the judge's is `invariant`). */
  exercise?: boolean;
}

/** One (fixture, seed) pair: its binding and its single replay. */
export interface ReplayOutcome {
  target: string;
  manifest: string;
  invariant: string;
  seed: number | null;
  /** The seed was drawn for this run (`fresh_seeds`), not named by the manifest. */
  fresh_seed?: true;
  /** An exercise + judge fixture: the exercise (`invariant` is the judge). Absent: one program. */
  exercise?: string;
  /** The manifest's `judge_inputs`: the base revision's files the judge alone read, with their digests. */
  judge_inputs?: { path: string; sha256: string }[];
  code: FixtureCode;
  binding_sha256?: string;
  inputs_sha256?: string;
  base_inputs_sha256?: string;
  budget_ok?: boolean;
  transcript_complete?: boolean;
  exit_code?: number | null;
  reason?: string;
  attested?: ReplayChannels;
  /**
   * FIXTURE_MISMATCH: the manifest's inputs whose bytes on the candidate differ from the base revision
   * (changed, added or missing on one side), at most {@link MAX_LISTED_PATHS}.
   */
  differing_inputs?: string[];
  /** A `tests:` fixture's run of the suite at this seed. */
  tests?: TestsRunSummary;
  elapsed_ms: number;
  logs: string[];
}

/**
 * What a fixture's probe showed (SPEC §2 "Every check proves it can fail — fixtures too"):
 * `falsifiable` a seed missed on the base revision with the probe applied; `not_falsifiable` none
 * did, or the probe could not be applied (FIXTURE_NOT_FALSIFIABLE); `no_probe` a `version: 1`
 * fixture that names none, graded as before with nothing showing it can fail.
 */
export const FIXTURE_PROBE_RESULTS = ['falsifiable', 'not_falsifiable', 'no_probe'] as const;
export type FixtureProbeResult = (typeof FIXTURE_PROBE_RESULTS)[number];

/** One fixture's probe, run after binding and before any candidate replay. */
export interface FixtureProbeOutcome {
  target: string;
  /** The probe patch; null for a `version: 1` fixture without one. */
  probe: string | null;
  result: FixtureProbeResult;
  probe_sha256?: string;
  /** The seeds replayed on the probed base, in order; the last one missed when `falsifiable`. */
  seeds_tried: number[];
  missed_seed?: number;
  /** The slot file under `.gate/fixtures/<target>/` and its digest (absent for `no_probe`). */
  slot?: string;
  slot_sha256?: string;
  /** Replays spent on the probe (the cost: at most one per seed tried). */
  replays: number;
  elapsed_ms: number;
  reason: string;
  logs: string[];
}

/** Which run of the invariant a piece of evidence is from. */
export const ATTEMPT_KINDS = ['first', 'retry', 'base'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

/**
 * One run of a missed seed, as evidence for the reviewer: the first replay, each retry, and the base
 * replay. `excerpt` is the bounded tail of what the invariant printed (the generator's, when the
 * generator did not finish) as plain text; the renderer escapes it.
 */
export interface AttemptEvidence {
  attempt: AttemptKind;
  /** 1-based number of a retry. */
  n?: number;
  /** `pass`, `fail`, `budget`, `incomplete` (a replay) or `not_run` (the base replay). */
  result: string;
  exit_code?: number | null;
  reason?: string;
  excerpt?: string;
  /** The log the excerpt comes from, relative to `.gate/`. */
  log?: string;
  attested?: ReplayChannels;
  /** The base replay of a seed whose first replay ran past its budget: how long it ran, in ms (same budget). */
  elapsed_ms?: number;
  /** That base replay ran past the same budget too and was stopped. */
  past_budget?: true;
}

/** At most this many paths in a trace's evidence lists (differing inputs, oracle files touched). */
export const MAX_LISTED_PATHS = 1000;

/** A replay miss after classification and the freeze lookup. */
export interface MissOutcome {
  target: string;
  invariant: string;
  seed: number;
  /** The seed was drawn for this run: a SCHEDULER on it holds (no freeze names a seed that will not recur). */
  fresh_seed?: true;
  record_path: string;
  record_sha256: string;
  decision: Decision;
  retries: string[];
  base_seed_result: string;
  /** The first replay, the retries and the base replay, with their output excerpts. */
  attempts?: AttemptEvidence[];
  /** The `.gate` artifact that holds `record_path` (set when shards are merged). */
  artifact?: string;
  freeze?: FreezeOutcome;
  /** A `tests:` fixture's failing test: what it is, where, and what it said (absent for an invariant). */
  test?: TestEvidence;
}

/** One failing test of a `tests:` fixture, as the reviewer needs it. */
export interface TestEvidence {
  /** The test file (a repository path, the base revision's). */
  file: string;
  /** The test's id within the file (suites and name, or class and method), as the freeze key names it. */
  id: string;
  /** 1-based line of the test (or of the failing assertion) in the file, where the runner says it. */
  line?: number;
  /** The assertion message, bounded. */
  message?: string;
  /** The same test at the same seed on the base revision: `pass`, `fail` or `not_run`. */
  base_result?: string;
}

/** What a `tests:` fixture's run of the suite at one seed found (on a ReplayOutcome). */
export interface TestsRunSummary {
  runner: string;
  /** Test files run (the base revision's files under the fixture's globs). */
  files: number;
  /** Tests reported: passed, failed, skipped. */
  passed: number;
  failed: number;
  skipped: number;
  /** Tests the base revision's run reported that this run did not (INCOMPLETE when any). */
  missing: number;
  /** How the seed reached the runner, and what it could not seed. */
  seeding: string;
  /**
   * The test files the patch adds under the fixture's globs: the candidate's own claims, run once (at
   * the first seed run) and reported here, never the oracle — no miss, no verdict comes from them.
   */
  patch_tests?: PatchTestsSummary;
}

/** The patch's own test files, run and reported beside the oracle (never part of the verdict). */
export interface PatchTestsSummary {
  /** The files the patch adds under the globs (at most 100 listed). */
  files: string[];
  passed: number;
  failed: number;
  skipped: number;
  /** The failing tests, `file::test id` with the first line of the message (at most 20). */
  failures: { test: string; message?: string }[];
  /** Set when the run of those files did not complete: why (then nothing was counted). */
  reason?: string;
}

export interface FreezeOutcome {
  code: FreezeCode;
  freeze_id?: string;
  /** The row excuses this miss (SPEC §5): SCHEDULER, same triple, live, record hash intact. */
  excuses: boolean;
  why: string;
  /** The row's owner, expiry and what is left of it at this run (a live row). */
  owner?: string;
  expires_at?: string;
  runs_left?: number;
  days_left?: number;
}

/** A gate.yml on the base revision that could not be read: the file, the field and what is wrong. */
export interface ConfigProblem {
  file: string;
  /** The field, e.g. `budgets.retry_cap`; empty for the file as a whole. */
  field: string;
  message: string;
  line?: number;
}

export const TRACE_SCHEMA = 'failure-class-gate/trace@1';

/**
 * The budgets of a gate.yml (SPEC §10), as the trace records them. Declared here, with the trace's
 * other shapes; src/oracle/config.ts reads and bounds them.
 */
export interface Budgets {
  max_predicates: number;
  predicate_timeout_ms: number;
  replay_timeout_ms: number;
  retry_cap: number;
  /**
   * How many replays, retries and base replays of different (fixture, seed) pairs run at once; 1 runs
   * them one after another. Defaults to the machine's CPUs. Each process keeps its own budget.
   */
  replay_concurrency: number;
}

export interface Trace {
  schema: typeof TRACE_SCHEMA;
  tool_version: string;
  started_at: string;
  finished_at: string;
  /**
   * Milliseconds outside the stages before the last one ended (revisions, the oracle and base
   * worktrees, the sandbox) and after it (worktrees removed, the audit). Absent in older traces.
   */
  setup_ms?: number;
  teardown_ms?: number;
  patch_digest: string;
  base: string;
  head: string;
  /**
   * The commit the check run is for: the pull request's head sha, while `head` is the commit graded
   * (the merge commit on pull_request). Report and merge modes match it against the sha they post on.
   */
  check_sha?: string;
  config: string;
  shard: { index: number; count: number } | null;
  verdict: Verdict;
  label: Label | null;
  reason_code: ReasonCode;
  reason_stage: ReasonStage;
  reason: string;
  conclusion: Conclusion;
  freeze_client_constructed: boolean;
  freeze_consulted: boolean;
  stages: StageEntry[];
  /** How many fixtures gate.yml configures: with none, PROPERTY_CLEAR alone is a pass (SPEC §3). */
  fixtures_configured: number;
  changed_paths: string[];
  properties: PropertyOutcome[];
  replays: ReplayOutcome[];
  misses: MissOutcome[];
  witnesses: Witness[];
  store_defects: string[];
  /**
   * Each bound fixture's probe (SPEC §2): whether a seed missed on the base revision with the probe
   * applied, the seeds tried and the replays spent. Absent when the fixture stage did not probe.
   */
  fixture_probes?: FixtureProbeOutcome[];
  /** Oracle files the run read from the base revision, in order (the ledger only after a miss). */
  oracle_reads: string[];
  /** For a HOLD: the last code and what to do about it (seed 000, §6). */
  advice: string | null;
  errors: string[];
  audit: { ok: boolean; violations: string[] };
  /** The workflow run number the run was graded at (run-counted freeze expiry); absent when unknown. */
  run_number?: number;
  /** The budgets of the base revision's gate.yml. */
  budgets?: Budgets;
  /** The freeze ledger the configuration names (read only after a miss). */
  freeze_ledger?: string;
  /** Changed paths that are oracle files (scope CONTAMINATED or TOOLCHAIN_PATCH). */
  oracle_touched?: string[];
  /** NOT_CONFIGURED because the base revision's gate.yml is invalid (not missing). */
  config_error?: ConfigProblem;
  /**
   * TOOLCHAIN_PATCH: what is wrong with the candidate's own versions of gate.yml and the manifests it
   * changes (they become the oracle once merged). The verdict stays HOLD either way.
   */
  candidate_oracle_errors?: string[];
  /**
   * Whether user code ran as another OS user (SPEC §8): `user` with the user's name, or `none` with
   * the reason it shared the gate's user. Absent in traces that ran no stage (report-side failures).
   */
  sandbox?: { mode: 'user' | 'none'; user?: string; reason?: string };
  /**
   * What the oracle exercised: which of the patch's changed files the oracle's programs loaded (their
   * preloads' load records). A record for the reviewer; it never changes the verdict. Absent when no
   * program ran.
   */
  exercised?: Exercised;
  /**
   * Which mechanism made the trees replays ran in (src/adapters/views.ts): `overlay` (a fresh view per
   * attempt, the base a layer over the checkout) or `checkout` (attempts in the checkout, base replays
   * in a worktree), with the reason. Absent when no fixture is configured or the run ended before.
   */
  views?: { mechanism: 'overlay' | 'checkout'; reason: string; access?: 'idmap' | 'grant' };
  /**
   * The digest of every file the trace names when it was recorded: the patch, the logs, the stage
   * artifacts, and the read-only patch copies handed to specs (`patch-copies/…`, not uploaded).
   */
  artifact_digests?: ArtifactRef[];
  /**
   * Files whose bytes at the end of the run differ from their recorded digest (or that are gone): the
   * run's evidence was changed while it ran, so the trace fails its audit (AUDIT_FAILED).
   */
  artifact_mismatches?: string[];
  /**
   * Oracle files (invariants, files under `protected` globs …) that, in the tree a replay ran in, were
   * not the base revision's blob before or after a program: the trace fails its audit (AUDIT_FAILED).
   */
  pinned_mismatches?: string[];
}

/** Which of the patch's changed files each oracle program loaded (trace.exercised). */
export interface Exercised {
  /** Per configured spec (its gate.yml path): the changed files any of its runs loaded. */
  specs: { spec: string; loaded: string[] }[];
  /**
   * Per fixture (its target): the changed files its invariant loaded on any seed or attempt. The
   * generator is not counted: one that loads the code under test makes the same cases on both sides.
   */
  fixtures: { target: string; loaded: string[] }[];
  /** Changed code files (by extension) that no spec or invariant loaded. */
  unloaded: string[];
}
