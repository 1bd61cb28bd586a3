/**
 * Fixture (SPEC §2): bind every fixture — generator, pinned inputs (hashed on the candidate and on
 * the base, never program output) and seeds — then replay each (fixture, seed) of this shard once.
 * A manifest defect is UNBOUND (a pipeline defect, never a flake); inputs that differ between
 * candidate and base are FIXTURE_MISMATCH without spending a replay; then each fixture's probe must
 * make a seed miss on the base (src/oracle/fixture-probe.ts), else FIXTURE_NOT_FALSIFIABLE without a
 * candidate replay; otherwise every pair replays, and the misses go on to the classify stage.
 */
import { dirname } from 'node:path';
import { readFileSync } from 'node:fs';
import { pyDumps } from '../classify/pyjson.js';
import { sha256Hex } from '../classify/hash.js';
import { addedUnderGlobs, expandInputs, parseManifest, type Manifest } from '../oracle/manifest.js';
import { OracleError } from '../oracle/reader.js';
import { slug } from '../patch/paths.js';
import { mapOrdered } from '../run/pool.js';
import { shardPairs } from '../run/shard.js';
import { configOraclePaths, type FixtureConfig } from '../oracle/config.js';
import { probeFixture } from '../oracle/fixture-probe.js';
import type { ArtifactRef, FixtureCode, FixtureProbeOutcome, ReplayOutcome } from '../trace/model.js';
import type { FixtureContext, ReplayMisses, Scoped, StageResult } from '../run/context.js';
import { differingInputs } from '../trace/evidence.js';
import { hashInputs, inputsDigest, type InputDigest, type InputStat } from '../oracle/inputs.js';
import { replayOnce, type ExerciseFiles, type PendingMiss } from './replay.js';
import { OUTPUTS_FOLDER, type JudgeInputs } from './judge.js';
import { pinOracle, type PinnedOracle } from '../oracle/pinned.js';
import { runTestsFixtures } from './tests.js';
import { drawFreshSeeds } from './fresh-seeds.js';

export const BINDING_SCHEMA = 'failure-class-gate/binding@1';

export interface Binding {
  schema: typeof BINDING_SCHEMA;
  target: string;
  manifest: string;
  patch_digest: string;
  generator: string;
  generator_id: string;
  generator_sha256: string;
  inputs: InputDigest[];
  inputs_sha256: string;
  seeds: { seed: number; binding_sha256: string }[];
  /** The seeds drawn for this run (`fresh_seeds`), bound like the manifest's: absent when none. */
  fresh_seeds?: { seed: number; binding_sha256: string }[];
}

/** The binding digest of one seed: over patch, generator id and file digest, inputs digest and seed. */
export function bindingDigest(
  b: Pick<Binding, 'patch_digest' | 'generator_id' | 'generator_sha256' | 'inputs_sha256'>,
  seed: number,
): string {
  return sha256Hex(
    pyDumps(
      {
        patch_digest: b.patch_digest,
        generator_id: b.generator_id,
        generator_sha256: b.generator_sha256,
        inputs_sha256: b.inputs_sha256,
        seed,
      },
      { sortKeys: true },
    ),
  );
}

/** A fixture whose manifest parsed and whose files were found, hashed on both sides. */
interface Bound {
  f: FixtureConfig;
  m: Manifest;
  binding: Binding;
  generatorFile: string;
  invariantFile: string;
  invariantSha256: string;
  baseDigest: string;
  /** The inputs as hashed on the base revision (FIXTURE_MISMATCH names the ones that differ). */
  baseFiles: InputDigest[];
  /** The candidate's inputs as stat-ed at bind (replay checks them against it). */
  candidateStats: InputStat[];
  /** The manifest's `judge_inputs` as the base revision holds them (the judge's copies are these bytes). */
  judgeInputs?: InputDigest[];
  dir: string;
}

type BindOutcome = { bound: Bound; artifact: ArtifactRef } | { unbound: ReplayOutcome[] };

function unboundReplays(f: FixtureConfig, reason: string, seeds: readonly number[] = []): ReplayOutcome[] {
  return (seeds.length ? seeds : [null]).map((seed) => ({
    target: f.target,
    manifest: f.manifest,
    invariant: f.invariant,
    seed,
    code: 'UNBOUND',
    reason,
    elapsed_ms: 0,
    logs: [],
  }));
}

/** Bind: the manifest from the base revision, its files located there, the inputs hashed on both sides. */
async function bindFixture(ctx: FixtureContext, f: FixtureConfig, scoped: Scoped): Promise<BindOutcome> {
  const { oracle } = ctx;
  const dir = `fixtures/${slug(f.target)}`;
  if (!(await oracle.exists(f.manifest)))
    return { unbound: unboundReplays(f, `${f.manifest}: manifest not found on the base revision`) };
  const parsed =
    scoped.manifests.get(f.manifest) ?? parseManifest(await oracle.readText(f.manifest), f.manifest);
  const parsedManifest = 'ok' in parsed ? (parsed.ok ? parsed.manifest : undefined) : parsed;
  if (!parsedManifest) return { unbound: unboundReplays(f, (parsed as { reason: string }).reason) };
  let generatorFile: string;
  let invariantFile: string;
  const judgeInputs: InputDigest[] = [];
  try {
    generatorFile = await oracle.locate(parsedManifest.generator);
    oracle.reads.push(parsedManifest.generator);
    invariantFile = await oracle.locate(f.invariant);
    oracle.reads.push(f.invariant);
    if (f.exercise !== undefined) {
      await oracle.locate(f.exercise);
      oracle.reads.push(f.exercise);
    }
    // Files only the judge reads come from the base revision's tree, as the judge does: located
    // here, so a missing one is UNBOUND before anything runs, and digested for the trace.
    for (const p of parsedManifest.judge_inputs ?? []) {
      judgeInputs.push({ path: p, sha256: sha256Hex(readFileSync(await oracle.locate(p))) });
      oracle.reads.push(p);
    }
  } catch (err) {
    if (!(err instanceof OracleError)) throw err;
    return { unbound: unboundReplays(f, err.message, parsedManifest.seeds) };
  }
  // Globs are expanded on the base revision's tree: the expansion, not the pattern, is what is bound
  // and replayed, so `m` from here on names files only.
  const expanded = await expandInputs(oracle.tree, parsedManifest.inputs, f.manifest);
  if (!expanded.ok) return { unbound: unboundReplays(f, expanded.reason, parsedManifest.seeds) };
  const m = { ...parsedManifest, inputs: expanded.inputs };
  // The base first: a candidate input of another type or size than the base's is a mismatch without
  // a byte of it read (a huge sparse file, a FIFO, a folder in its place). An input the base holds
  // and the candidate does not (deleted, moved, replaced by a link out) is changed by the patch,
  // never UNBOUND: only a defect on the base is the manifest's (SPEC §2).
  const base = await oracle.hashInputs(m.inputs);
  if (!base.ok) return { unbound: unboundReplays(f, `${f.manifest}: ${base.reason}`, m.seeds) };
  const hashed = await hashInputs(ctx.root, m.inputs, {
    reference: { stats: base.stats, files: base.files, same: 'content' },
  });
  if (!hashed.ok) return { unbound: unboundReplays(f, `${f.manifest}: ${hashed.reason}`, m.seeds) };
  // A file the patch adds under a glob is an input the base did not have: the inputs changed.
  const added = addedUnderGlobs(ctx.patch.changed, expanded.globs, m.inputs);
  const cand =
    added.length === 0
      ? hashed
      : (() => {
          const files = [...hashed.files, ...added.map((path) => ({ path, sha256: 'unread:added' }))];
          return { ...hashed, files, digest: inputsDigest(files) };
        })();
  const generatorSha = sha256Hex(readFileSync(generatorFile));
  const b0 = {
    patch_digest: ctx.patch.digest,
    generator_id: m.generator_id,
    generator_sha256: generatorSha,
    inputs_sha256: cand.digest,
  };
  const binding: Binding = {
    schema: BINDING_SCHEMA,
    target: f.target,
    manifest: f.manifest,
    patch_digest: ctx.patch.digest,
    generator: m.generator,
    generator_id: m.generator_id,
    generator_sha256: generatorSha,
    inputs: cand.files,
    inputs_sha256: cand.digest,
    seeds: m.seeds.map((seed) => ({ seed, binding_sha256: bindingDigest(b0, seed) })),
    ...freshBinding(f, m.seeds, b0),
  };
  const artifact = ctx.out.writeJson(`${dir}/binding.json`, {
    ...binding,
    base_inputs_sha256: base.digest,
    ...(expanded.globs.length > 0 ? { input_globs: expanded.globs } : {}),
    ...(parsedManifest.judge_inputs !== undefined ? { judge_inputs: judgeInputs } : {}),
  });
  const invariantSha256 = sha256Hex(readFileSync(invariantFile));
  return {
    bound: {
      f,
      m,
      binding,
      generatorFile,
      invariantFile,
      invariantSha256,
      baseDigest: base.digest,
      baseFiles: base.files,
      candidateStats: cand.stats,
      ...(parsedManifest.judge_inputs !== undefined ? { judgeInputs } : {}),
      dir,
    },
    artifact,
  };
}

interface Pair {
  target: string;
  seed: number;
  b: Bound;
  bindingSha: string;
  fresh?: true;
}

/** The fixture's fresh seeds, drawn now and bound like the manifest's (none without `fresh_seeds`). */
function freshBinding(
  f: FixtureConfig,
  pinned: readonly number[],
  b0: Parameters<typeof bindingDigest>[0],
): Pick<Binding, 'fresh_seeds'> {
  if (f.fresh_seeds === undefined) return {};
  const seeds = drawFreshSeeds(f.fresh_seeds, pinned);
  return { fresh_seeds: seeds.map((seed) => ({ seed, binding_sha256: bindingDigest(b0, seed) })) };
}

/**
 * The pairs this job replays: its slice of the manifests' seeds (src/run/shard.ts), then every fresh
 * seed it drew itself (a fresh seed is not known before the run, so it is never split: each shard
 * draws and replays its own).
 */
function pairsOf(bound: readonly Bound[], shard: FixtureContext['shard']): Pair[] {
  const pinned = shardPairs(
    bound.flatMap((b) =>
      b.binding.seeds.map((s) => ({ target: b.f.target, seed: s.seed, b, bindingSha: s.binding_sha256 })),
    ),
    shard,
  );
  const fresh = bound.flatMap((b) =>
    (b.binding.fresh_seeds ?? []).map((s) => ({
      target: b.f.target,
      seed: s.seed,
      b,
      bindingSha: s.binding_sha256,
      fresh: true as const,
    })),
  );
  return [...pinned, ...fresh];
}

/**
 * Runs `run` in a fresh tree of the candidate (a view, src/adapters/views.ts) with a neutral scratch
 * folder for `GATE_OUT`; in the checkout itself where the context has no trees (stage tests).
 */
export function inCandidateTree<R>(
  ctx: Pick<FixtureContext, 'root' | 'trees'>,
  run: (cwd: string, scratch?: string) => Promise<R>,
): Promise<R> {
  if (ctx.trees === undefined) return run(ctx.root);
  return ctx.trees.candidate((t) => run(t.dir, t.scratch));
}

/** Replay: re-hash the inputs (bytes changed since bind are not the bound fixture), then run once. */
async function replayPair(
  ctx: FixtureContext,
  p: Pair,
  timeoutMs: number,
  pins: PinnedOracle,
  refs: References,
): Promise<PendingMiss> {
  const { b } = p;
  const ref = b.f.law === 'same-as-base' ? refs.get(refKey(p.target, p.seed)) : undefined;
  const reference = ref !== undefined && 'folder' in ref ? ref.folder : undefined;
  const dir = `${b.dir}/seed-${p.seed}`;
  // Once per run: an input that is still the file hashed at bind keeps its digest; one replaced or
  // resized since is a change without being read.
  const again = await hashInputs(ctx.root, b.m.inputs, {
    reference: { stats: b.candidateStats, files: b.binding.inputs, same: 'file' },
  });
  const inputsNow = again.ok ? again.digest : 'unreadable';
  const blocked =
    inputsNow !== b.binding.inputs_sha256
      ? 'the inputs changed between bind and replay'
      : b.f.law === 'same-as-base' && reference === undefined
        ? `law: same-as-base has nothing to compare with at this seed: ${ref !== undefined && 'reason' in ref ? ref.reason : 'no base outputs'}`
        : undefined;
  const first =
    blocked === undefined
      ? await inCandidateTree(ctx, (cwd, scratch) =>
          replayOnce(ctx.proc, {
            generator: b.generatorFile,
            invariant: b.invariantFile,
            // The invariant runs at its own path in the tree, its bytes checked against the base's.
            pinned: { invariant: b.f.invariant, oracle: pins },
            ...exerciseOf(
              b.f,
              b.invariantFile,
              reference,
              judgeInputsOf(b.m.judge_inputs, b.invariantFile, b.f.invariant),
            ),
            cwd,
            inputs: b.m.inputs,
            seed: p.seed,
            timeoutMs,
            out: ctx.out,
            attemptDir: `${dir}/attempt-1`,
            recordLoads: true,
            ...(scratch !== undefined ? { scratch } : {}),
          }),
        )
      : {
          result: 'incomplete' as const,
          exitCode: null,
          reason: blocked,
          elapsedMs: 0,
          logs: [],
        };
  const replay: ReplayOutcome = {
    target: p.target,
    manifest: b.f.manifest,
    invariant: b.f.invariant,
    seed: p.seed,
    ...(p.fresh ? { fresh_seed: true as const } : {}),
    ...(b.f.exercise !== undefined ? { exercise: b.f.exercise } : {}),
    ...(b.judgeInputs !== undefined ? { judge_inputs: b.judgeInputs } : {}),
    code: first.result === 'pass' ? 'REPLAY_MATCH' : 'REPLAY_MISS',
    binding_sha256: p.bindingSha,
    inputs_sha256: inputsNow,
    base_inputs_sha256: b.baseDigest,
    budget_ok: first.result !== 'budget',
    transcript_complete: first.result !== 'incomplete',
    exit_code: first.exitCode,
    reason: first.reason,
    ...(first.attested ? { attested: first.attested } : {}),
    elapsed_ms: first.elapsedMs,
    logs: first.logs,
  };
  return {
    replay,
    target: p.target,
    invariant: b.f.invariant,
    generator: b.m.generator,
    inputs: b.m.inputs,
    seed: p.seed,
    generatorFile: b.generatorFile,
    invariantFile: b.invariantFile,
    ...(b.f.exercise !== undefined ? { exercise: b.f.exercise } : {}),
    ...(b.m.judge_inputs !== undefined
      ? { judgeInputs: judgeInputsOf(b.m.judge_inputs, b.invariantFile, b.f.invariant) as JudgeInputs }
      : {}),
    ...(reference !== undefined ? { reference } : {}),
    pins,
    invariantSha256: b.invariantSha256,
    inputsSha256: inputsNow,
    baseInputsSha256: b.baseDigest,
    first,
    dir,
  };
}

/** The fixture stage: bind every fixture, then replay this shard's pairs (or stop at UNBOUND / FIXTURE_MISMATCH). */
export async function runFixture(ctx: FixtureContext, scoped: Scoped): Promise<StageResult<ReplayMisses>> {
  const { config } = scoped;
  const artifacts: ArtifactRef[] = [];
  const replays: ReplayOutcome[] = [];
  const bound: Bound[] = [];
  for (const f of config.fixtures) {
    const b = await bindFixture(ctx, f, scoped);
    if ('unbound' in b) replays.push(...b.unbound);
    else {
      bound.push(b.bound);
      artifacts.push(b.artifact);
    }
  }
  const pairs = pairsOf(bound, ctx.shard);
  const firstUnbound = replays.find((r) => r.code === 'UNBOUND');
  if (firstUnbound) {
    return {
      code: 'UNBOUND',
      detail: firstUnbound.reason ?? 'a manifest is unbound',
      artifacts,
      trace: { replays },
    };
  }
  const mismatched = new Set(
    bound.filter((b) => b.binding.inputs_sha256 !== b.baseDigest).map((b) => b.f.target),
  );
  if (mismatched.size > 0) {
    const detail = `the inputs of ${[...mismatched].join(', ')} differ between candidate and base: the bytes under test are not the bytes the manifest named`;
    for (const p of pairs.filter((x) => mismatched.has(x.target))) {
      replays.push({
        target: p.target,
        manifest: p.b.f.manifest,
        invariant: p.b.f.invariant,
        seed: p.seed,
        ...(p.fresh ? { fresh_seed: true as const } : {}),
        code: 'FIXTURE_MISMATCH',
        binding_sha256: p.bindingSha,
        inputs_sha256: p.b.binding.inputs_sha256,
        base_inputs_sha256: p.b.baseDigest,
        reason: detail,
        differing_inputs: differingInputs(p.b.binding.inputs, p.b.baseFiles),
        elapsed_ms: 0,
        logs: [],
      });
    }
    return { code: 'FIXTURE_MISMATCH', detail, artifacts, trace: { replays } };
  }

  // Made before any candidate code runs (the pipeline hands its own, whose files it also sealed).
  const pins = ctx.pins ?? (await pinOracle(ctx.oracle, config, ctx.configFile));
  const refs = await baseReferences(ctx, bound, pins, config.budgets.replay_timeout_ms);
  // Every fixture shows it can fail before a candidate replay is spent (before the shard split, so
  // every shard decides the same).
  const fixture_probes: FixtureProbeOutcome[] = [];
  for (const b of bound) {
    const probed = await probeBound(ctx, scoped, b, refs);
    fixture_probes.push(probed.outcome);
    if (probed.artifact) artifacts.push(probed.artifact);
    ctx.log.info(
      `gate: fixture  ${b.f.target} probe: ${probed.outcome.result} (${probed.outcome.replays} replay(s)) — ${probed.outcome.reason}`,
    );
  }
  const unfalsifiable = fixture_probes.filter((p) => p.result === 'not_falsifiable');
  if (unfalsifiable.length > 0) {
    const detail = `${unfalsifiable.map((p) => p.target).join(', ')}: ${unfalsifiable[0]?.reason ?? ''}`;
    return { code: 'FIXTURE_NOT_FALSIFIABLE', detail, artifacts, trace: { replays, fixture_probes } };
  }

  // `tests:` fixtures (src/stages/tests.ts): their probes, base inventories and candidate runs.
  const testPairs = new Set(
    shardPairs(
      (config.tests ?? []).flatMap((t) => t.seeds.map((seed) => ({ target: t.target, seed }))),
      ctx.shard,
    ).map((p) => `${p.target}\u0000${p.seed}`),
  );
  const tested = await runTestsFixtures(
    ctx,
    config.tests ?? [],
    config.budgets.replay_timeout_ms,
    config.budgets.replay_concurrency,
    pins,
    (target, seed) => testPairs.has(`${target}\u0000${seed}`),
  );
  artifacts.push(...tested.artifacts);
  fixture_probes.push(...tested.probes);
  if (tested.unbound !== undefined)
    return { code: 'UNBOUND', detail: tested.unbound, artifacts, trace: { replays, fixture_probes } };
  if (tested.notFalsifiable !== undefined)
    return {
      code: 'FIXTURE_NOT_FALSIFIABLE',
      detail: tested.notFalsifiable,
      artifacts,
      trace: { replays, fixture_probes },
    };
  replays.push(...tested.replays);

  const workers = Math.min(config.budgets.replay_concurrency, pairs.length);
  // (Where only tests: fixtures ran, their replays are logged above: no "replaying 0" line.)
  if (pairs.length > 0 || tested.replays.length === 0)
    ctx.log.info(
      `gate: fixture  replaying ${pairs.length} (fixture, seed) pair(s)${workers > 1 ? `, ${workers} at a time` : ''}${ctx.shard ? ` — shard ${ctx.shard.index}/${ctx.shard.count}` : ''}`,
    );
  const misses: PendingMiss[] = [...tested.misses];
  // Each pair writes under its own folder; what is shared (the lists, the log) is written in pair
  // order as results land, so the trace does not depend on which replay finished first.
  await mapOrdered(
    pairs,
    Math.max(1, workers),
    (p) => replayPair(ctx, p, config.budgets.replay_timeout_ms, pins, refs),
    (done) => {
      artifacts.push(ctx.out.writeJson(`${done.dir}/replay.json`, done.replay));
      replays.push(done.replay);
      ctx.log.info(
        `gate: fixture  ${done.target} seed ${done.seed}: ${done.replay.code} (${done.first.reason})`,
      );
      if (done.replay.code === 'REPLAY_MISS') misses.push(done);
    },
  );
  const code: FixtureCode = misses.length ? 'REPLAY_MISS' : 'REPLAY_MATCH';
  const runs = pairs.length + tested.replays.length;
  const detail = misses.length
    ? `${misses.length} miss(es) in ${runs} replay(s)${tested.misses.length > 0 ? ` (${tested.misses.filter((m) => m.test !== undefined).length} failing test(s))` : ''}`
    : `${runs} replay(s) matched`;
  return {
    code,
    detail,
    artifacts,
    trace: {
      replays,
      fixture_probes,
      ...(pins.mismatches.length ? { pinned_mismatches: [...pins.mismatches] } : {}),
    },
    ...(misses.length ? { next: replayMisses(config, misses) } : {}),
  };
}

/** A bound fixture's probe, replayed in the base checkout as a candidate replay runs. */
function probeBound(ctx: FixtureContext, scoped: Scoped, b: Bound, refs: References) {
  const timeoutMs = scoped.config.budgets.replay_timeout_ms;
  return probeFixture(
    {
      oracle: ctx.oracle,
      out: ctx.out,
      ...(ctx.baseCheckout ? { baseCheckout: ctx.baseCheckout } : {}),
      oraclePaths: configOraclePaths(scoped.config, ctx.configFile),
      protectedGlobs: scoped.config.protected,
      replay: (r) =>
        replayOnce(ctx.proc, {
          generator: b.generatorFile,
          invariant: r.invariant,
          ...exerciseOf(
            b.f,
            b.invariantFile,
            referenceAt(refs, b, r.seed),
            judgeInputsOf(b.m.judge_inputs, b.invariantFile, b.f.invariant),
          ),
          cwd: r.cwd,
          inputs: b.m.inputs,
          seed: r.seed,
          timeoutMs,
          out: ctx.out,
          attemptDir: r.attemptDir,
        }),
    },
    {
      target: b.f.target,
      manifest: b.f.manifest,
      invariant: b.f.invariant,
      ...(b.f.exercise !== undefined ? { exercise: b.f.exercise } : {}),
      probe: b.f.probe,
      generator: b.m.generator,
      generatorSha256: b.binding.generator_sha256,
      invariantSha256: b.invariantSha256,
      inputs: b.m.inputs,
      inputPaths: b.baseFiles.map((x) => x.path),
      baseInputsSha256: b.baseDigest,
      seeds: b.m.seeds,
      dir: b.dir,
    },
  );
}

/** An exercise + judge fixture's replay files: the exercise in the tree, the judge from the oracle tree. */
export function exerciseOf(
  f: Pick<FixtureConfig, 'exercise'>,
  judge: string,
  reference?: string,
  judgeInputs?: JudgeInputs,
): { exercise?: ExerciseFiles } {
  if (f.exercise === undefined) return {};
  return {
    exercise: {
      path: f.exercise,
      judge,
      ...(reference !== undefined ? { reference } : {}),
      ...(judgeInputs !== undefined ? { judgeInputs } : {}),
    },
  };
}

/**
 * The manifest's `judge_inputs` in the oracle tree, which holds the judge at `judgeFile` (its
 * repository path `judgePath`): the tree is the judge file's path less that repository path.
 */
export function judgeInputsOf(
  paths: readonly string[] | undefined,
  judgeFile: string,
  judgePath: string,
): JudgeInputs | undefined {
  if (paths === undefined) return undefined;
  const root = judgeFile.endsWith(`/${judgePath}`)
    ? judgeFile.slice(0, -judgePath.length - 1)
    : dirname(judgeFile);
  return { root, paths };
}

/** The base's outputs `law: same-as-base` compares with at `seed`, when made. */
function referenceAt(refs: References, b: Bound, seed: number): string | undefined {
  const ref = b.f.law === 'same-as-base' ? refs.get(refKey(b.f.target, seed)) : undefined;
  return ref !== undefined && 'folder' in ref ? ref.folder : undefined;
}

/** What `law: same-as-base` compares with, per (target, seed): the base's outputs, or why there are none. */
type References = Map<string, { folder: string } | { reason: string }>;
const refKey = (target: string, seed: number): string => `${target}\u0000${seed}`;

/**
 * `law: same-as-base`: the exercise's outputs on the base revision at every seed a fixture with that
 * law replays (the manifest's, for the probe too, and the fresh ones), each made once, in a tree of
 * the base revision, before any candidate code runs.
 */
async function baseReferences(
  ctx: FixtureContext,
  bound: readonly Bound[],
  pins: PinnedOracle,
  timeoutMs: number,
): Promise<References> {
  const refs: References = new Map();
  for (const b of bound) {
    if (b.f.law !== 'same-as-base' || b.f.exercise === undefined) continue;
    for (const seed of [...b.m.seeds, ...(b.binding.fresh_seeds ?? []).map((s) => s.seed)]) {
      const attemptDir = `${b.dir}/seed-${seed}/base-outputs`;
      const run = (cwd: string, scratch?: string) =>
        replayOnce(ctx.proc, {
          generator: b.generatorFile,
          invariant: b.invariantFile,
          pinned: { invariant: b.f.invariant, oracle: pins },
          exercise: {
            path: b.f.exercise as string,
            judge: b.invariantFile,
            collectOnly: true,
            ...(b.m.judge_inputs !== undefined
              ? {
                  judgeInputs: judgeInputsOf(b.m.judge_inputs, b.invariantFile, b.f.invariant) as JudgeInputs,
                }
              : {}),
          },
          cwd,
          inputs: b.m.inputs,
          seed,
          timeoutMs,
          out: ctx.out,
          attemptDir,
          ...(scratch !== undefined ? { scratch } : {}),
        });
      const done =
        ctx.trees !== undefined
          ? await ctx.trees.base((t) => run(t.dir, t.scratch))
          : ctx.baseCheckout !== undefined
            ? await ctx.baseCheckout(run)
            : undefined;
      refs.set(
        refKey(b.f.target, seed),
        done === undefined
          ? { reason: 'no tree of the base revision to run the exercise in' }
          : done.result === 'pass'
            ? { folder: ctx.out.path(attemptDir, 'out', OUTPUTS_FOLDER) }
            : { reason: `the exercise did not write its outputs on the base revision (${done.reason})` },
      );
    }
  }
  return refs;
}

/** The one place a {@link ReplayMisses} is made: the fixture stage ended REPLAY_MISS. */
function replayMisses(config: Scoped['config'], pending: PendingMiss[]): ReplayMisses {
  return { config, pending } as unknown as ReplayMisses;
}
