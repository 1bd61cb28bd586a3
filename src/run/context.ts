/**
 * What a stage is given, and what it gives back. A stage module has one entry point that takes its
 * context and returns a {@link StageResult}; the pipeline records the result and passes `next` on.
 *
 * Each stage gets only what it may touch: every stage reads oracle files and writes its own files into
 * the run's output folder; the stages that run user code get the process runner; only the classify
 * stage gets the base checkout; only the freeze stage gets the ledger, and it can only be reached with
 * the {@link ReplayMisses} value that the fixture stage returns on a REPLAY_MISS. So the order rules of
 * SPEC §2 (no freeze client before a miss, no ledger read in the property or fixture stages) hold by
 * construction, and the trace audit checks them again on the finished trace.
 */
import type { GateConfig } from '../oracle/config.js';
import type { ParsedDiff } from '../patch/diff.js';
import type { Ungradable } from '../patch/graded.js';
import type { Logger } from '../adapters/log.js';
import type { Manifest } from '../oracle/manifest.js';
import type { ArtifactRef, MissOutcome, StageCode, Trace } from '../trace/model.js';
import type { OracleReader } from '../oracle/reader.js';
import type { OutDir } from '../adapters/outdir.js';
import type { PatchBytes } from '../adapters/statedir.js';
import type { ProcessRunner } from '../adapters/proc.js';
import type { Shard } from './shard.js';
import type { PendingMiss } from '../stages/replay.js';
import type { PinnedOracle } from '../oracle/pinned.js';
import type { Views } from '../adapters/views.js';

/** The fields of the trace a stage fills in; the pipeline copies them onto the run's trace. */
export type TraceUpdate = Partial<
  Pick<
    Trace,
    | 'fixtures_configured'
    | 'properties'
    | 'witnesses'
    | 'replays'
    | 'fixture_probes'
    | 'misses'
    | 'freeze_client_constructed'
    | 'freeze_consulted'
    | 'store_defects'
    | 'budgets'
    | 'freeze_ledger'
    | 'oracle_touched'
    | 'config_error'
    | 'candidate_oracle_errors'
    | 'pinned_mismatches'
  >
>;

export interface StageResult<Next> {
  code: StageCode;
  detail?: string;
  /** The files the stage wrote into the output folder, with their digests. */
  artifacts: ArtifactRef[];
  trace?: TraceUpdate;
  /** What the next stage needs; absent when this result ends the run. */
  next?: Next;
}

/** The candidate patch, as every stage reads it. */
export interface Patch {
  /** The gate's own copy in the output folder (specs get read-only copies: {@link RunContext.handOver}). */
  path: string;
  /** The patch file itself (never held in memory): every copy handed to a spec is copied from it. */
  bytes: PatchBytes;
  /** `sha256:<hex>` of that file. */
  digest: string;
  diff: ParsedDiff;
  /** Every changed path, both sides of renames, sorted. */
  changed: string[];
  /** Changed paths the patch cannot show as the bytes that run (src/patch/graded.ts): the run holds. */
  ungradable: Ungradable[];
  /** `graded.json` beside the patch: how each changed path was graded (`GATE_GRADED` for specs). */
  graded?: string;
}

/** Built once per run and shared by every stage, read-only. */
export interface RunContext {
  /** The candidate checkout: user processes run here. */
  root: string;
  baseSha: string;
  headSha: string;
  runId: string;
  patch: Patch;
  oracle: OracleReader;
  out: OutDir;
  log: Logger;
  /** The configuration file's repository path (read from the base revision). */
  configFile: string;
  shard?: Shard;
  /**
   * A read-only copy of a patch for one spec run, outside the checkout, checked against `sha256` (hex)
   * before its path is returned; the end of the run checks it again (src/adapters/statedir.ts).
   */
  handOver(label: string, bytes: PatchBytes, sha256: string): string;
}

/** The scope stage reads the config and decides whether the patch can be graded at all. */
export interface ScopeContext extends RunContext {
  /**
   * The working files that differ from the checkout's commit before the run changed anything
   * (src/run/checkout-state.ts dirtyPaths): a changed path among them runs other bytes than the
   * patch shows.
   */
  dirty?: readonly string[];
}

/** What scope hands on when the patch is IN_SCOPE. */
export interface Scoped {
  config: GateConfig;
  /** The manifests scope parsed on the way (fixture binds them). */
  manifests: Map<string, Manifest>;
}

/** Stages that run user programs. */
export interface ProcessContext extends RunContext {
  proc: ProcessRunner;
  /**
   * The oracle files pinned in the checkout (src/oracle/pinned.ts), made and sealed before any user
   * code ran; a stage without it pins the oracle itself before its first replay.
   */
  pins?: PinnedOracle;
}

export type PropertyContext = ProcessContext;
export interface FixtureContext extends ProcessContext {
  /**
   * The base checkout of {@link ClassifyContext.baseCheckout}, where fixture probes are applied and
   * replayed (src/oracle/fixture-probe.ts). Absent: a fixture with a probe cannot show it can fail.
   */
  baseCheckout?: ClassifyContext['baseCheckout'];
  /**
   * The trees replays run in (src/adapters/views.ts): each attempt a fresh one, with a neutral
   * `GATE_OUT`. Absent (stage tests): attempts run in {@link RunContext.root}.
   */
  trees?: Pick<Views, 'candidate' | 'base' | 'hide'>;
}

declare const replayMissBrand: unique symbol;

/**
 * The misses of a fixture stage that ended REPLAY_MISS. Only that stage makes one, and the classify
 * and freeze stages cannot be called without it.
 */
export interface ReplayMisses {
  readonly [replayMissBrand]: true;
  readonly config: GateConfig;
  readonly pending: readonly PendingMiss[];
}

export interface ClassifyContext extends FixtureContext {
  /**
   * Runs `run` in a clean checkout of the base revision for base replays, one that no other base
   * replay uses meanwhile (made before user code ran, restored before each later use).
   */
  baseCheckout<R>(run: (dir: string, scratch?: string) => Promise<R>): Promise<R>;
}

/** The misses after classification, for the freeze lookup. */
export interface Classified {
  readonly misses: ReplayMisses;
  readonly outcomes: MissOutcome[];
}

export interface FreezeContext extends RunContext {
  /** The clock for freeze expiry. */
  now: Date;
  /** Workflow run number for run-counted expiry; undefined when unknown. */
  runNumber?: number;
}
