/**
 * The stage order of SPEC §2 as one readable list: scope → property → fixture → classify → freeze.
 * A stage runs only when the one before allows it, writes its JSON into `.gate/` before the next
 * starts, and the trace records what ran. Any error ends in a blocking verdict with the reason.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sha256Hex } from './classify/hash.js';
import { parseUnifiedDiff, DiffParseError, type ParsedDiff } from './diff.js';
import { parseConfig, ConfigError, type GateConfig } from './config.js';
import { parseManifest, type Manifest } from './manifest.js';
import { Oracle, OracleError, oracleFilesOf } from './oracle.js';
import { OutDir, acquireLock } from './adapters/outdir.js';
import * as gitAdapter from './adapters/git.js';
import { killAllRunning } from './adapters/proc.js';
import { onInterrupt } from './cleanup.js';
import { scopeOf } from './stages/scope.js';
import { evalSpec, registerSpec, slug, stageCode as propertyStageCode } from './stages/property.js';
import { BINDING_SCHEMA, bindingDigest, hashInputs, replayOnce, type Binding } from './stages/fixture.js';
import { classifyMiss } from './stages/classify.js';
import { FreezeClient } from './stages/freeze.js';
import { blankTrace } from './trace/blank.js';
import { recomputeTrace } from './trace/recompute.js';
import { runLabel } from './trace/verdict.js';
import { adviceFor } from './report/advice.js';
import { VERSION } from './version.js';
import type { Logger } from './log.js';
import type {
  ArtifactRef,
  FixtureCode,
  MissOutcome,
  PropertyOutcome,
  ReplayOutcome,
  StageCode,
  StageEntry,
  StageName,
  Trace,
} from './model.js';

import { shardPairs, type Shard } from './shard.js';
export { shardPairs, type Shard } from './shard.js';

export interface GateOptions {
  /** The candidate checkout (the code under test). */
  cwd: string;
  /** gate.yml path, relative to the repository root; read from the base revision. */
  config: string;
  /** Base revision (sha or ref). */
  base: string;
  /** Candidate revision for the diff; defaults to HEAD of cwd. */
  head?: string;
  /** A unified diff to grade instead of `git diff base head` (the candidate is still cwd). */
  patchFile?: string;
  /** Output folder, default `<cwd>/.gate`. */
  outDir: string;
  /** Workflow run number for run-counted freeze expiry; undefined when unknown. */
  runNumber?: number;
  shard?: Shard;
  /** The commit the check run goes on (the pull request's head sha), recorded as trace.check_sha. */
  checkSha?: string;
  /** Fetch the base commit from origin when it is not in the checkout (the action does). */
  fetchMissingBase?: boolean;
  log: Logger;
  /** The clock for freeze expiry (tests). */
  now?: Date;
  /** Test hook: throw inside the named stage to prove an internal error blocks. */
  injectFault?: StageName;
}

export interface GateResult {
  trace: Trace;
  tracePath: string;
}

/** An input the user gave cannot be graded (a --patch that is not a patch, an unknown revision). */
export class GateInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GateInputError';
  }
}

/** Everything a stage needs, built once per run. */
interface Run {
  o: GateOptions;
  root: string;
  out: OutDir;
  oracle: Oracle;
  baseSha: string;
  headSha: string;
  patchPath: string;
  patchDigest: string;
  diff: ParsedDiff;
  changed: string[];
  config?: GateConfig;
  manifests: Map<string, Manifest>;
  runId: string;
  baseReplayDir?: string;
  worktrees: string[];
  t: Trace;
}

/** The run's trace before any stage: UNUSABLE until the stages say otherwise; finished_at set at the end. */
function emptyTrace(o: GateOptions): Trace {
  const t = blankTrace({
    tool_version: VERSION,
    base: o.base,
    head: o.head ?? 'HEAD',
    config: o.config,
    shard: o.shard ?? null,
    checkSha: o.checkSha,
  });
  t.finished_at = '';
  return t;
}

/** Records a finished stage: its code, time and the digests of the files it wrote. */
function record(
  run: Run,
  name: StageName,
  code: StageCode,
  started: number,
  artifacts: ArtifactRef[],
  detail?: string,
): void {
  const entry: StageEntry = {
    name,
    code,
    elapsed_ms: Date.now() - started,
    artifacts,
    ...(detail ? { detail } : {}),
  };
  run.t.stages.push(entry);
  run.o.log.info(`gate: ${name.padEnd(8)} ${code} (${entry.elapsed_ms} ms)${detail ? ` — ${detail}` : ''}`);
}

function fault(run: Run, stage: StageName): void {
  if (run.o.injectFault === stage) throw new Error(`injected fault in the ${stage} stage`);
}

// ---------------------------------------------------------------------------------------------
// The stages, in order.
// ---------------------------------------------------------------------------------------------

async function grade(run: Run): Promise<void> {
  if (!(await scopeStage(run))) return;
  if (!(await propertyStage(run))) return;
  const misses = await fixtureStage(run);
  if (misses.length === 0) return;
  await classifyStage(run, misses);
  await freezeStage(run);
}

/** scope: the config from the base revision, then the diff against the gate's own files. */
async function scopeStage(run: Run): Promise<boolean> {
  const started = Date.now();
  fault(run, 'scope');
  const { o, oracle } = run;
  if (!(await oracle.exists(o.config))) {
    record(
      run,
      'scope',
      'NOT_CONFIGURED',
      started,
      [],
      `${o.config} does not exist on the base revision ${run.baseSha.slice(0, 12)}`,
    );
    return false;
  }
  try {
    run.config = parseConfig(await oracle.readText(o.config), o.config);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    record(run, 'scope', 'NOT_CONFIGURED', started, [], err.message);
    return false;
  }
  const c = run.config;
  run.t.fixtures_configured = c.fixtures.length;
  const { files: oracleFiles, manifests } = await oracleFilesOf(oracle, c, o.config);
  run.manifests = manifests;
  const scope = scopeOf(run.changed, oracleFiles, c.protected);
  const ref = run.out.writeJson('scope.json', {
    code: scope.code,
    reason: scope.reason,
    oracle_touched: scope.oracleTouched,
    oracle_files: oracleFiles,
  });
  record(run, 'scope', scope.code, started, [ref], scope.reason);
  return scope.code === 'IN_SCOPE';
}

/** property: register every spec on its probe and the empty patch, then evaluate valid slots. */
async function propertyStage(run: Run): Promise<boolean> {
  const started = Date.now();
  fault(run, 'property');
  const c = run.config as GateConfig;
  const { budgets } = c;
  if (c.properties.length > budgets.max_predicates) {
    const detail = `${c.properties.length} specs configured, more than max_predicates ${budgets.max_predicates}`;
    record(run, 'property', 'PROPERTY_BUDGET', started, [], detail);
    return false;
  }
  const artifacts: ArtifactRef[] = [];
  const outcomes = await Promise.all(
    c.properties.map(async (p, i): Promise<PropertyOutcome> => {
      const t0 = Date.now();
      const dir = `property/${String(i + 1).padStart(2, '0')}-${slug(p.spec)}`;
      const base = { spec: p.spec, probe: p.probe, global: p.global, logs: [] as string[] };
      let specFile: string;
      let probeFile: string;
      try {
        specFile = await run.oracle.locate(p.spec);
        run.oracle.reads.push(p.spec);
        if (p.probe === null) throw new OracleError(`${p.spec}: no probe configured`, p.spec);
        probeFile = await run.oracle.locate(p.probe);
        run.oracle.reads.push(p.probe);
      } catch (err) {
        if (!(err instanceof OracleError)) throw err;
        return { ...base, code: 'PROPERTY_ERROR', reason: err.message, elapsed_ms: Date.now() - t0 };
      }
      const env = {
        cwd: run.root,
        timeoutMs: budgets.predicate_timeout_ms,
        out: run.out,
        logPrefix: dir.replace('/', '-'),
      };
      const spec = { name: p.spec, file: specFile };
      const { slot, logs: regLogs } = await registerSpec(
        spec,
        { name: p.probe, file: probeFile },
        p.global,
        env,
      );
      const slotRef = run.out.writeJson(`${dir}/slot.json`, slot);
      const { result, logs } = await evalSpec(
        spec,
        slot,
        slotRef.sha256,
        run.patchPath,
        run.diff,
        run.changed,
        env,
      );
      const resultRef = run.out.writeJson(`${dir}/result.json`, result);
      artifacts.push(slotRef, resultRef);
      return {
        ...base,
        code: result.code,
        spec_sha256: slot.spec_sha256,
        probe_sha256: slot.probe_sha256,
        slot_sha256: slotRef.sha256,
        reason: result.reason,
        ...(result.witness ? { witness: result.witness } : {}),
        elapsed_ms: Date.now() - t0,
        logs: [...regLogs, ...logs],
      };
    }),
  );
  run.t.properties = outcomes;
  for (const o of outcomes) if (o.witness && o.code === 'PROPERTY_REJECT') run.t.witnesses.push(o.witness);
  const code = propertyStageCode(outcomes);
  const deciding = outcomes.find((o) => o.code === code);
  record(
    run,
    'property',
    code,
    started,
    artifacts,
    code === 'PROPERTY_CLEAR' ? `${outcomes.length} spec(s) clear` : `${deciding?.spec}: ${deciding?.reason}`,
  );
  return code === 'PROPERTY_CLEAR';
}

interface PendingMiss {
  replay: ReplayOutcome;
  generator: string;
  generatorFile: string;
  invariantFile: string;
  invariantSha256: string;
  inputs: string[];
  seed: number;
  first: Awaited<ReturnType<typeof replayOnce>>;
  dir: string;
}

/** fixture: bind every fixture on candidate and base, then replay each (fixture, seed) once. */
async function fixtureStage(run: Run): Promise<PendingMiss[]> {
  const c = run.config as GateConfig;
  if (c.fixtures.length === 0) {
    run.o.log.info('gate: fixture  (no fixtures configured)');
    return [];
  }
  const started = Date.now();
  fault(run, 'fixture');
  const artifacts: ArtifactRef[] = [];
  type Bound = {
    f: (typeof c.fixtures)[number];
    m: Manifest;
    binding: Binding;
    generatorFile: string;
    invariantFile: string;
    invariantSha256: string;
    baseDigest: string;
    dir: string;
  };
  const bound: Bound[] = [];
  const replays: ReplayOutcome[] = [];
  const unbound = (f: (typeof c.fixtures)[number], reason: string, seeds: number[] = []) => {
    for (const seed of seeds.length ? seeds : [null]) {
      replays.push({
        target: f.target,
        manifest: f.manifest,
        invariant: f.invariant,
        seed,
        code: 'UNBOUND',
        reason,
        elapsed_ms: 0,
        logs: [],
      });
    }
  };
  const mismatched = new Set<string>();
  for (const f of c.fixtures) {
    const dir = `fixtures/${slug(f.target)}`;
    if (!(await run.oracle.exists(f.manifest))) {
      unbound(f, `${f.manifest}: manifest not found on the base revision`);
      continue;
    }
    const parsed =
      run.manifests.get(f.manifest) ?? parseManifest(await run.oracle.readText(f.manifest), f.manifest);
    const m = 'ok' in parsed ? (parsed.ok ? parsed.manifest : undefined) : parsed;
    if (!m) {
      unbound(f, (parsed as { reason: string }).reason);
      continue;
    }
    let generatorFile: string;
    let invariantFile: string;
    try {
      generatorFile = await run.oracle.locate(m.generator);
      run.oracle.reads.push(m.generator);
      invariantFile = await run.oracle.locate(f.invariant);
      run.oracle.reads.push(f.invariant);
    } catch (err) {
      if (!(err instanceof OracleError)) throw err;
      unbound(f, err.message, m.seeds);
      continue;
    }
    const [cand, base] = await Promise.all([
      hashInputs(run.root, m.inputs),
      hashInputs(run.oracle.root, m.inputs),
    ]);
    if (!cand.ok || !base.ok) {
      unbound(f, `${f.manifest}: ${(!cand.ok ? cand : (base as { reason: string })).reason}`, m.seeds);
      continue;
    }
    const generatorSha = sha256Hex(readFileSync(generatorFile));
    const b0 = {
      patch_digest: run.patchDigest,
      generator_id: m.generator_id,
      generator_sha256: generatorSha,
      inputs_sha256: cand.digest,
    };
    const binding: Binding = {
      schema: BINDING_SCHEMA,
      target: f.target,
      manifest: f.manifest,
      patch_digest: run.patchDigest,
      generator: m.generator,
      generator_id: m.generator_id,
      generator_sha256: generatorSha,
      inputs: cand.files,
      inputs_sha256: cand.digest,
      seeds: m.seeds.map((seed) => ({ seed, binding_sha256: bindingDigest(b0, seed) })),
    };
    artifacts.push(run.out.writeJson(`${dir}/binding.json`, { ...binding, base_inputs_sha256: base.digest }));
    if (cand.digest !== base.digest) mismatched.add(f.target);
    bound.push({
      f,
      m,
      binding,
      generatorFile,
      invariantFile,
      invariantSha256: sha256Hex(readFileSync(invariantFile)),
      baseDigest: base.digest,
      dir,
    });
  }

  const pairs = shardPairs(
    bound.flatMap((b) =>
      b.binding.seeds.map((s) => ({ target: b.f.target, seed: s.seed, b, bindingSha: s.binding_sha256 })),
    ),
    run.o.shard,
  );
  const misses: PendingMiss[] = [];
  let code: FixtureCode;
  let detail: string;
  if (replays.some((r) => r.code === 'UNBOUND')) {
    code = 'UNBOUND';
    detail = replays.find((r) => r.code === 'UNBOUND')?.reason ?? 'a manifest is unbound';
  } else if (mismatched.size > 0) {
    code = 'FIXTURE_MISMATCH';
    detail = `the inputs of ${[...mismatched].join(', ')} differ between candidate and base: the bytes under test are not the bytes the manifest named`;
    for (const p of pairs.filter((x) => mismatched.has(x.target))) {
      replays.push({
        target: p.target,
        manifest: p.b.f.manifest,
        invariant: p.b.f.invariant,
        seed: p.seed,
        code: 'FIXTURE_MISMATCH',
        binding_sha256: p.bindingSha,
        inputs_sha256: p.b.binding.inputs_sha256,
        base_inputs_sha256: p.b.baseDigest,
        reason: detail,
        elapsed_ms: 0,
        logs: [],
      });
    }
  } else {
    run.o.log.info(
      `gate: fixture  replaying ${pairs.length} (fixture, seed) pair(s)${run.o.shard ? ` — shard ${run.o.shard.index}/${run.o.shard.count}` : ''}`,
    );
    for (const p of pairs) {
      const { b } = p;
      const dir = `${b.dir}/seed-${p.seed}`;
      // Replay re-hashes first: bytes that changed since bind are not the bound fixture.
      const again = await hashInputs(run.root, b.m.inputs);
      const inputsNow = again.ok ? again.digest : 'unreadable';
      const first =
        inputsNow === b.binding.inputs_sha256
          ? await replayOnce({
              generator: b.generatorFile,
              invariant: b.invariantFile,
              cwd: run.root,
              inputs: b.m.inputs,
              seed: p.seed,
              timeoutMs: c.budgets.replay_timeout_ms,
              out: run.out,
              attemptDir: `${dir}/attempt-1`,
            })
          : {
              result: 'incomplete' as const,
              exitCode: null,
              reason: 'the inputs changed between bind and replay',
              elapsedMs: 0,
              logs: [],
            };
      const replay: ReplayOutcome = {
        target: p.target,
        manifest: b.f.manifest,
        invariant: b.f.invariant,
        seed: p.seed,
        code: first.result === 'pass' ? 'REPLAY_MATCH' : 'REPLAY_MISS',
        binding_sha256: p.bindingSha,
        inputs_sha256: inputsNow,
        base_inputs_sha256: b.baseDigest,
        budget_ok: first.result !== 'budget',
        transcript_complete: first.result !== 'incomplete',
        exit_code: first.exitCode,
        reason: first.reason,
        elapsed_ms: first.elapsedMs,
        logs: first.logs,
      };
      artifacts.push(run.out.writeJson(`${dir}/replay.json`, replay));
      replays.push(replay);
      run.o.log.info(`gate: fixture  ${p.target} seed ${p.seed}: ${replay.code} (${first.reason})`);
      if (replay.code === 'REPLAY_MISS') {
        misses.push({
          replay,
          generator: b.m.generator,
          generatorFile: b.generatorFile,
          invariantFile: b.invariantFile,
          invariantSha256: b.invariantSha256,
          inputs: b.m.inputs,
          seed: p.seed,
          first,
          dir,
        });
      }
    }
    code = misses.length ? 'REPLAY_MISS' : 'REPLAY_MATCH';
    detail = misses.length
      ? `${misses.length} of ${pairs.length} replay(s) missed`
      : `${pairs.length} replay(s) matched`;
  }
  run.t.replays = replays;
  record(run, 'fixture', code, started, artifacts, detail);
  return code === 'REPLAY_MISS' ? misses : [];
}

/** classify: every miss on its own — retries under the cap, one base replay, the record labelled. */
async function classifyStage(run: Run, pending: PendingMiss[]): Promise<void> {
  const started = Date.now();
  fault(run, 'classify');
  const c = run.config as GateConfig;
  const misses: MissOutcome[] = [];
  for (const p of pending) {
    const outcome = await classifyMiss(
      {
        target: p.replay.target,
        invariant: p.replay.invariant,
        generator: p.generator,
        inputs: p.inputs,
        seed: p.seed,
        generatorFile: p.generatorFile,
        invariantFile: p.invariantFile,
        invariantSha256: p.invariantSha256,
        inputsSha256: p.replay.inputs_sha256 as string,
        baseInputsSha256: p.replay.base_inputs_sha256 as string,
        first: p.first,
        dir: p.dir,
      },
      {
        out: run.out,
        candidateRoot: run.root,
        baseWorktree: () => baseReplayWorktree(run),
        replayTimeoutMs: c.budgets.replay_timeout_ms,
        retryCap: c.budgets.retry_cap,
        diffPaths: run.changed,
        runId: run.runId,
      },
    );
    run.o.log.info(
      `gate: classify ${outcome.target} seed ${outcome.seed}: ${outcome.decision.label} (retries ${JSON.stringify(outcome.retries)}, base ${outcome.base_seed_result})`,
    );
    misses.push(outcome);
  }
  run.t.misses = misses;
  const label = runLabel(misses.map((m) => m.decision.label));
  record(
    run,
    'classify',
    label,
    started,
    misses.map((m) => ({
      path: m.record_path,
      sha256: sha256Hex(readFileSync(run.out.path(m.record_path))),
    })),
  );
}

/** A clean worktree of the base revision for base replays, separate from the oracle worktree. */
async function baseReplayWorktree(run: Run): Promise<string> {
  if (run.baseReplayDir && (await gitAdapter.isClean(run.baseReplayDir))) return run.baseReplayDir;
  if (run.baseReplayDir) {
    await gitAdapter.removeWorktree(run.root, run.baseReplayDir);
    run.worktrees = run.worktrees.filter((w) => w !== run.baseReplayDir);
  }
  run.baseReplayDir = await gitAdapter.addWorktree(run.root, run.baseSha, 'replay');
  run.worktrees.push(run.baseReplayDir);
  return run.baseReplayDir;
}

/** freeze: constructed only now, after a miss; one read of the ledger; never a write. */
async function freezeStage(run: Run): Promise<void> {
  const started = Date.now();
  fault(run, 'freeze');
  const c = run.config as GateConfig;
  const ledger = c.freeze.ledger;
  const fixtureCode = run.t.stages.find((s) => s.name === 'fixture')?.code ?? 'none';
  const client = new FreezeClient(
    fixtureCode,
    {
      name: ledger,
      read: async () => ((await run.oracle.exists(ledger)) ? run.oracle.readText(ledger) : undefined),
    },
    run.o.now ?? new Date(),
    run.o.runNumber,
  );
  run.t.freeze_client_constructed = true;
  for (const m of run.t.misses) {
    m.freeze = await client.lookup({
      target: m.target,
      invariant: m.invariant,
      property_path: m.invariant,
      seed: m.seed,
      fixture_sha256:
        typeof m.decision.fixture_sha256 === 'string'
          ? m.decision.fixture_sha256
          : (run.t.replays.find((r) => r.target === m.target && r.seed === m.seed)?.inputs_sha256 ?? ''),
      decision: m.decision,
    });
  }
  run.t.freeze_consulted = true;
  run.t.store_defects.push(...client.storeDefects);
  const code = run.t.misses.some((m) => m.freeze?.code === 'ANNOTATED_HOLD') ? 'ANNOTATED_HOLD' : 'NO_RECORD';
  const ref = run.out.writeJson('freeze-note.json', {
    code,
    ledger,
    run_number: run.o.runNumber ?? null,
    lookups: run.t.misses.map((m) => ({
      target: m.target,
      invariant: m.invariant,
      seed: m.seed,
      ...m.freeze,
    })),
    store_defects: client.storeDefects,
  });
  const excused = run.t.misses.filter((m) => m.freeze?.excuses).length;
  record(
    run,
    'freeze',
    code,
    started,
    [ref],
    `${excused} of ${run.t.misses.length} miss(es) excused by a freeze row`,
  );
}

// ---------------------------------------------------------------------------------------------
// Opening and finishing a run.
// ---------------------------------------------------------------------------------------------

async function openRun(o: GateOptions, t: Trace, out: OutDir, root: string): Promise<Run> {
  let baseSha = await gitAdapter.resolveCommit(root, o.base);
  if (!baseSha && o.fetchMissingBase && /^[0-9a-f]{40}$/i.test(o.base)) {
    o.log.info(
      `gate: base ${o.base} is not in this checkout; fetching it (git fetch --depth=1 origin ${o.base})`,
    );
    await gitAdapter.fetchCommit(root, o.base);
    baseSha = await gitAdapter.resolveCommit(root, o.base);
  }
  if (!baseSha)
    throw new GateInputError(`base revision ${JSON.stringify(o.base)} is not a commit in ${root}`);
  const headRev = o.head ?? 'HEAD';
  const headSha = await gitAdapter.resolveCommit(root, headRev);
  if (!headSha)
    throw new GateInputError(`head revision ${JSON.stringify(headRev)} is not a commit in ${root}`);
  t.base = baseSha;
  t.head = headSha;

  // The diff is taken in the base worktree, so git applies the base revision's .gitattributes: a
  // candidate that adds `* -diff` must not turn its added lines into a binary patch the specs cannot read.
  const oracleDir = await gitAdapter.addWorktree(root, baseSha, 'oracle');
  try {
    return await openDiff(o, t, out, root, { baseSha, headSha, oracleDir });
  } catch (err) {
    await gitAdapter.removeWorktree(root, oracleDir);
    throw err;
  }
}

async function openDiff(
  o: GateOptions,
  t: Trace,
  out: OutDir,
  root: string,
  { baseSha, headSha, oracleDir }: { baseSha: string; headSha: string; oracleDir: string },
): Promise<Run> {
  let patch: Buffer;
  let changed: string[];
  let diff: ParsedDiff;
  if (o.patchFile) {
    try {
      patch = readFileSync(resolve(o.cwd, o.patchFile));
    } catch (err) {
      throw new GateInputError(`--patch ${o.patchFile}: cannot read: ${(err as Error).message}`);
    }
    try {
      diff = parseUnifiedDiff(patch.toString('utf8'));
    } catch (err) {
      if (err instanceof DiffParseError)
        throw new GateInputError(`${o.patchFile}: not a unified diff: ${err.message}`);
      throw err;
    }
    changed = [
      ...new Set(diff.files.flatMap((f) => [f.oldPath, f.newPath]).filter((p): p is string => !!p)),
    ].sort();
  } else {
    patch = await gitAdapter.diffPatch(oracleDir, baseSha, headSha);
    diff = parseUnifiedDiff(patch.toString('utf8'));
    const paths = await gitAdapter.changedPaths(oracleDir, baseSha, headSha);
    changed = [...new Set(paths.flatMap((p) => (p.from ? [p.from, p.path] : [p.path])))].sort();
  }
  const patchRef = out.writeText('candidate.patch', patch);
  t.patch_digest = `sha256:${patchRef.sha256}`;
  t.changed_paths = changed;
  o.log.info(
    `gate: base ${baseSha.slice(0, 12)}, head ${headSha.slice(0, 12)}, ${changed.length} changed path(s), patch ${t.patch_digest.slice(0, 19)}…`,
  );

  return {
    o,
    root,
    out,
    oracle: new Oracle(oracleDir),
    baseSha,
    headSha,
    patchPath: out.path('candidate.patch'),
    patchDigest: t.patch_digest,
    diff,
    changed,
    manifests: new Map(),
    runId: randomUUID(),
    worktrees: [oracleDir],
    t,
  };
}

/** Verdict, advice and audit: the trace is complete only when it agrees with its own stage codes. */
function finish(t: Trace, error?: unknown): Trace {
  if (error !== undefined) t.errors.push(error instanceof Error ? error.message : String(error));
  Object.assign(t, recomputeTrace(t).trace);
  if (error instanceof GateInputError && t.reason_code === 'INTERNAL') {
    t.reason = `input error: ${error.message}`;
    t.advice = adviceFor(t);
  }
  t.finished_at = new Date().toISOString();
  return t;
}

export async function runGate(o: GateOptions): Promise<GateResult> {
  const root = await gitAdapter.topLevel(o.cwd).catch(() => {
    throw new GateInputError(`${o.cwd} is not inside a git repository`);
  });
  const gitDir = (await gitAdapter.git(root, ['rev-parse', '--absolute-git-dir'], 'utf8')).trim();
  const release = acquireLock(join(gitDir, 'gate.lock'));
  const t = emptyTrace(o);
  let run: Run | undefined;
  let out: OutDir | undefined;
  const unhook = onInterrupt(() => {
    killAllRunning();
    for (const w of run?.worktrees ?? []) gitAdapter.removeWorktreeSync(root, w);
    release();
  });
  try {
    out = OutDir.fresh(resolve(o.cwd, o.outDir));
    const stale = await gitAdapter.removeStaleWorktrees(root);
    for (const s of stale) o.log.warn(`removed a base worktree left behind by an earlier run: ${s}`);
    for (const key of await gitAdapter.persistedCredentials(root))
      o.log.warn(
        `the checkout keeps a credential in .git/config (${key}); specs, generators and invariants can read it: use actions/checkout with persist-credentials: false`,
      );
    let error: unknown;
    try {
      run = await openRun(o, t, out, root);
      await grade(run);
    } catch (err) {
      error = err;
      o.log.error(`gate: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      t.oracle_reads = run ? [...run.oracle.reads] : [];
      for (const w of run?.worktrees ?? []) await gitAdapter.removeWorktree(root, w);
    }
    finish(t, error);
    out.writeJson('trace.json', t);
    o.log.info(
      `gate: verdict ${t.verdict}, label ${t.label ?? '-'}, reason ${t.reason_code} (${t.reason_stage}), conclusion ${t.conclusion}`,
    );
    return { trace: t, tracePath: out.path('trace.json') };
  } finally {
    unhook();
    release();
  }
}
