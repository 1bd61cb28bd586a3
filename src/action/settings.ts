/**
 * The action's inputs (action.yml), read once into one typed object. Every input is validated here,
 * at the edge, so the rest of the action works with plain, already-checked values; a bad input throws
 * a SettingsError that names the input, the value it got and what it expected.
 *
 * Values that depend on the event (base and head shas, the run number) stay `null` when the input is
 * empty: the caller fills them from the run context (src/adapters/context.ts).
 */

/** Input names exactly as action.yml spells them. */
export const Inputs = {
  Config: 'config',
  Base: 'base',
  Head: 'head',
  Token: 'token',
  CheckName: 'check-name',
  Mode: 'mode',
  Shard: 'shard',
  ArtifactName: 'artifact-name',
  RetentionDays: 'retention-days',
  FailStepOn: 'fail-step-on',
  RunNumber: 'run-number',
  Comment: 'comment',
} as const;
export type InputName = (typeof Inputs)[keyof typeof Inputs];

export const MODES = ['gate', 'report', 'merge'] as const;
/** `gate` grades the checkout, `report` posts a fork's uploaded verdict, `merge` merges matrix shards. */
export type Mode = (typeof MODES)[number];

export const FAIL_STEP_ON = ['never', 'reject', 'hold'] as const;
/** Which verdicts also fail the step (the check run always carries the verdict). */
export type FailStepOn = (typeof FAIL_STEP_ON)[number];

export const COMMENT_MODES = ['off', 'on-failure', 'always'] as const;
/**
 * The sticky pull-request comment: never, only while the verdict blocks (it is updated once more when
 * the verdict turns CLEAR or SKIP, so it never shows a stale failure), or on every run.
 */
export type CommentMode = (typeof COMMENT_MODES)[number];

export function isCommentMode(v: string): v is CommentMode {
  return (COMMENT_MODES as readonly string[]).includes(v);
}

export function isMode(v: string): v is Mode {
  return (MODES as readonly string[]).includes(v);
}

export function isFailStepOn(v: string): v is FailStepOn {
  return (FAIL_STEP_ON as readonly string[]).includes(v);
}

/** One deterministic slice of the (fixture, seed) pairs: the index-th of count, 1-based. */
export interface ShardSpec {
  index: number;
  count: number;
}

export interface Settings {
  /** Repository-relative path of gate.yml, read from the base revision. */
  config: string;
  /** Base revision (sha or ref); null: the pull request's base sha. */
  base: string | null;
  /** Candidate revision; null: the pull request's head sha, else the checked-out HEAD. */
  head: string | null;
  /** Token for the Checks API and artifact downloads; empty when none was given. */
  token: string;
  /** Name of the check run branch protection requires. */
  checkName: string;
  mode: Mode;
  /** null: grade every (fixture, seed) pair. Only in mode gate. */
  shard: ShardSpec | null;
  /** null: `gate-<run id>-<attempt>-<job>[-shard-i-of-n]` (see defaultArtifactName). */
  artifactName: string | null;
  /** Days to keep the .gate artifact; 0 uses the repository's default. */
  retentionDays: number;
  failStepOn: FailStepOn;
  /** Run number for run-counted freeze expiry; null: the run context's GITHUB_RUN_NUMBER. */
  runNumber: number | null;
  /** The sticky pull-request comment (needs `pull-requests: write`). */
  comment: CommentMode;
}

/** An action input that cannot be used. The message names the input, the value and the valid values. */
export class SettingsError extends Error {
  constructor(
    readonly input: InputName,
    readonly value: string,
    readonly expected: string,
  ) {
    super(`input ${input}: expected ${expected}, got ${JSON.stringify(value)}`);
    this.name = 'SettingsError';
  }
}

/** Characters @actions/artifact refuses in an artifact name (NTFS limits). */
const ARTIFACT_NAME_FORBIDDEN = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'];

/**
 * Reads and validates every input once. `getInput` returns the raw input ('' when unset), e.g.
 * `(name) => core.getInput(name)`; values are trimmed here.
 */
export function readSettings(getInput: (name: string) => string): Settings {
  const raw = (name: InputName): string => (getInput(name) ?? '').trim();

  const mode = readMode(raw(Inputs.Mode));
  const token = raw(Inputs.Token);
  if (token === '' && mode !== 'gate') {
    // report and merge download artifacts and post the check: nothing works without a token.
    throw new SettingsError(
      Inputs.Token,
      token,
      `a token with actions: read and checks: write in mode ${mode}`,
    );
  }
  const shard = readShard(raw(Inputs.Shard));
  if (shard !== null && mode !== 'gate') {
    throw new SettingsError(
      Inputs.Shard,
      raw(Inputs.Shard),
      `an empty value in mode ${mode} (shards are graded in mode gate)`,
    );
  }

  return {
    config: readConfigPath(raw(Inputs.Config)),
    base: readRevision(Inputs.Base, raw(Inputs.Base)),
    head: readRevision(Inputs.Head, raw(Inputs.Head)),
    token,
    checkName: readCheckName(raw(Inputs.CheckName)),
    mode,
    shard,
    artifactName: readArtifactName(raw(Inputs.ArtifactName)),
    retentionDays: readRetentionDays(raw(Inputs.RetentionDays)),
    failStepOn: readFailStepOn(raw(Inputs.FailStepOn)),
    runNumber: readRunNumber(raw(Inputs.RunNumber)),
    comment: readComment(raw(Inputs.Comment)),
  };
}

function oneOf(values: readonly string[]): string {
  return `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
}

function readMode(value: string): Mode {
  if (value === '') return 'gate';
  if (!isMode(value)) throw new SettingsError(Inputs.Mode, value, oneOf(MODES));
  return value;
}

function readComment(value: string): CommentMode {
  if (value === '') return 'off';
  if (!isCommentMode(value)) throw new SettingsError(Inputs.Comment, value, oneOf(COMMENT_MODES));
  return value;
}

/**
 * Empty is `hold`: the step fails whenever the check blocks the merge (REJECT, UNUSABLE, HOLD), so a
 * green job never stands beside a red required check.
 */
function readFailStepOn(value: string): FailStepOn {
  if (value === '') return 'hold';
  if (!isFailStepOn(value)) throw new SettingsError(Inputs.FailStepOn, value, oneOf(FAIL_STEP_ON));
  return value;
}

/** `i/n` with 1 ≤ i ≤ n; empty means no sharding. */
export function parseShard(value: string): ShardSpec | null | undefined {
  if (value === '') return null;
  const m = /^(\d{1,6})\/(\d{1,6})$/.exec(value);
  if (!m) return undefined;
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (index < 1 || index > count) return undefined;
  return { index, count };
}

function readShard(value: string): ShardSpec | null {
  const shard = parseShard(value);
  if (shard === undefined) throw new SettingsError(Inputs.Shard, value, 'i/n with 1 ≤ i ≤ n');
  return shard;
}

function readConfigPath(value: string): string {
  if (value === '') return 'gate.yml';
  const parts = value.split(/[\\/]/);
  // The config is read from the base revision with git: it must name a file inside the repository.
  if (value.startsWith('/') || /^[A-Za-z]:/.test(value) || parts.includes('..') || value.endsWith('/')) {
    throw new SettingsError(
      Inputs.Config,
      value,
      'a file path relative to the repository root, without ".."',
    );
  }
  return value;
}

/**
 * A sha or a ref name. It ends up on a git command line, so a leading '-' (an option) and characters
 * git refuses in ref names are rejected here rather than passed on.
 */
function readRevision(input: typeof Inputs.Base | typeof Inputs.Head, value: string): string | null {
  if (value === '') return null;
  if (value.startsWith('-') || /[\s~^:?*[\\]/.test(value) || hasControlChar(value) || value.includes('..')) {
    throw new SettingsError(
      input,
      value,
      'a commit sha or a ref name (no leading "-", spaces, "..", ~^:?*[\\)',
    );
  }
  return value;
}

function hasControlChar(value: string): boolean {
  return [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

function readCheckName(value: string): string {
  if (value === '') return 'failure-class';
  if (hasControlChar(value)) {
    throw new SettingsError(Inputs.CheckName, value, 'a check name without control characters');
  }
  return value;
}

function readArtifactName(value: string): string | null {
  if (value === '') return null;
  if (ARTIFACT_NAME_FORBIDDEN.some((c) => value.includes(c))) {
    throw new SettingsError(
      Inputs.ArtifactName,
      value,
      `an artifact name without any of ${ARTIFACT_NAME_FORBIDDEN.map((c) => JSON.stringify(c)).join(' ')}`,
    );
  }
  return value;
}

function readRetentionDays(value: string): number {
  if (value === '') return 0;
  if (!/^\d{1,4}$/.test(value)) {
    throw new SettingsError(
      Inputs.RetentionDays,
      value,
      'a whole number of days ≥ 0 (0: the repository default)',
    );
  }
  return Number(value);
}

function readRunNumber(value: string): number | null {
  if (value === '') return null;
  if (!/^[1-9]\d{0,14}$/.test(value)) {
    throw new SettingsError(Inputs.RunNumber, value, 'a positive whole number (the workflow run number)');
  }
  return Number(value);
}
