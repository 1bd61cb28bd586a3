/**
 * Traces read back from uploaded `.gate` artifacts (SPEC §9): recomputed from their stage codes and
 * merged across the shards of a matrix into one trace with one label. Pure functions over plain data;
 * the report and merge modes download, validate and publish around them.
 *
 * Nothing stored in an artifact is believed: every verdict, label, reason and conclusion is recomputed
 * from the stage codes and miss labels with the function the pipeline finishes every run with
 * (recomputeTrace). A shard that did not arrive or failed leaves (fixture, seed) pairs
 * ungraded, so the merged run is INCOMPLETE (SHARD_MISSING); shards that disagree about what they
 * graded, or a shard whose codes break the order rules, make it UNUSABLE (ARTIFACT_INVALID).
 *
 * Sharding only splits the fixture stage: every shard runs scope and property on the whole patch (see
 * README, "Sharding"), so those stages must be identical in every shard, and each shard's replays must
 * be exactly its slice of the union (shardPairs), which proves the split was the deterministic one.
 *
 * The advice of every trace made here comes from the `advise` function the caller hands in
 * (`adviceFor` of src/report/advice.ts, a higher layer).
 */
import { shardPairs } from '../run/shard.js';
import type { ArtifactRef, MissOutcome, ReplayOutcome, StageEntry, StageName, Trace } from './model.js';
import { blankTrace } from './blank.js';
import { verdictInputOf } from './inputs.js';
import { applyVerdict, recomputeTrace, type Advise } from './recompute.js';
import { decideVerdict, runLabel, type ArtifactFailure } from './verdict.js';

/** A trace that passed schema validation, and the artifact it came from. */
export interface ShardTrace {
  artifact: string;
  trace: Trace;
}

/** An artifact that could not be used: it did not arrive (`missing`) or is not a valid trace. */
export interface ShardProblem {
  artifact: string;
  kind: 'missing' | 'invalid';
  reason: string;
}

/** A trace that records no stage: the skeleton for a run that has no usable artifact at all. */
export function emptyTrace(fields: Pick<Trace, 'tool_version' | 'config'> & { checkSha?: string }): Trace {
  const t = blankTrace({ ...fields, base: '', head: fields.checkSha ?? '', shard: null });
  t.reason_code = 'ARTIFACT_INVALID';
  return t;
}

/** A trace that holds nothing but the failure: no artifact was usable. */
export function failureTrace(
  failure: ArtifactFailure,
  fields: Pick<Trace, 'tool_version' | 'config'> & { checkSha?: string },
  advise: Advise,
): Trace {
  const t = emptyTrace(fields);
  applyVerdict(t, decideVerdict({ ...verdictInputOf(t), artifactFailure: failure }));
  t.advice = advise(t);
  return t;
}

/** Where `.gate` artifacts of a run come from: `gate-<run id>-<attempt>-<job>[-shard-i-of-n]`. */
export interface ArtifactName {
  runId: number;
  attempt: number;
  job: string;
  shard: { index: number; count: number } | null;
}

const NAME = /^gate-(\d{1,16})-(\d{1,6})-(.+?)(?:-shard-(\d{1,6})-of-(\d{1,6}))?$/;

/** Parses a default artifact name (defaultArtifactName); null for any other name. */
export function parseArtifactName(name: string): ArtifactName | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const shard = m[4] !== undefined ? { index: Number(m[4]), count: Number(m[5]) } : null;
  return { runId: Number(m[1]), attempt: Number(m[2]), job: m[3] as string, shard };
}

/**
 * Of the artifacts of one run, the latest attempt of each (job, shard): "re-run failed jobs" uploads
 * the re-run shards under the new attempt while the others keep their first-attempt artifacts. Names
 * that are not default names are all kept (the merge then refuses duplicate shards).
 */
export function latestAttempts(names: readonly string[]): string[] {
  const best = new Map<string, { name: string; attempt: number }>();
  const others: string[] = [];
  for (const name of names) {
    const p = parseArtifactName(name);
    if (p === null) {
      others.push(name);
      continue;
    }
    const key = `${p.runId}\u0000${p.job}\u0000${p.shard ? `${p.shard.index}/${p.shard.count}` : '-'}`;
    const seen = best.get(key);
    if (seen === undefined || p.attempt > seen.attempt) best.set(key, { name, attempt: p.attempt });
  }
  return [...[...best.values()].map((b) => b.name), ...others].sort();
}

export interface MergeOptions {
  /** The commit the merged check goes on; every shard must have been made for it. */
  checkSha?: string;
  tool_version: string;
  config: string;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const pairKey = (r: { target: string; seed: number | null }): string => `${r.target}\u0000${String(r.seed)}`;
const byPair = <T extends { target: string; seed: number | null }>(a: T, b: T): number =>
  cmp(a.target, b.target) || (a.seed ?? -Infinity) - (b.seed ?? -Infinity);
const codeOf = (t: Trace, name: StageName): string | undefined => t.stages.find((s) => s.name === name)?.code;

/** The part of a shard that must be the same in every shard: what was graded, and the first two stages. */
function commonPart(t: Trace): string {
  return JSON.stringify({
    patch_digest: t.patch_digest,
    base: t.base,
    head: t.head,
    check_sha: t.check_sha ?? null,
    config: t.config,
    fixtures_configured: t.fixtures_configured,
    changed_paths: t.changed_paths,
    scope: codeOf(t, 'scope') ?? null,
    property: codeOf(t, 'property') ?? null,
    // UNBOUND and FIXTURE_MISMATCH are decided per fixture, before the split: the same in every shard.
    fixture: ((c) => (c === 'REPLAY_MATCH' || c === 'REPLAY_MISS' ? 'replayed' : (c ?? null)))(
      codeOf(t, 'fixture'),
    ),
    properties: t.properties.map((p) => [p.spec, p.code, p.spec_sha256 ?? null, p.slot_sha256 ?? null]),
  });
}

/**
 * Merges the shard traces of one run into one trace (SPEC §9). `shards` passed schema validation;
 * `problems` are the artifacts that did not. A single unsharded trace is recomputed as it is. `advise`
 * fills the advice of the merged trace (and of each shard's, recomputed on the way).
 */
export function mergeShards(
  shards: readonly ShardTrace[],
  problems: readonly ShardProblem[],
  options: MergeOptions,
  advise: Advise,
): Trace {
  const fields = {
    tool_version: options.tool_version,
    config: options.config,
    ...(options.checkSha !== undefined ? { checkSha: options.checkSha } : {}),
  };
  const invalid = problems.filter((p) => p.kind === 'invalid').map((p) => `${p.artifact}: ${p.reason}`);
  const missing = problems.filter((p) => p.kind === 'missing').map((p) => `${p.artifact}: ${p.reason}`);

  // Every shard on its own first: its verdict from its codes, its order rules, its head.
  const usable: Array<{ artifact: string; trace: Trace; index: number; count: number }> = [];
  for (const s of shards) {
    const { trace, violations } = recomputeTrace(s.trace, advise);
    const at = `${s.artifact}`;
    const sha = trace.check_sha ?? trace.head;
    if (violations.length > 0) {
      invalid.push(`${at}: its stage codes break the order rules (${violations.join('; ')})`);
      continue;
    }
    if (options.checkSha !== undefined && sha !== options.checkSha) {
      return failureTraceWith(
        {
          code: 'HEAD_MISMATCH',
          reason: `${at} was made for ${sha || '(no head)'}, not for ${options.checkSha}: refused`,
        },
        fields,
        advise,
      );
    }
    if (trace.errors.length > 0 || trace.verdict === 'UNUSABLE') {
      missing.push(`${at}: the shard failed (${trace.reason})`);
      continue;
    }
    const shard = trace.shard ?? { index: 1, count: 1 };
    usable.push({ artifact: s.artifact, trace, index: shard.index, count: shard.count });
  }

  const counts = [...new Set(usable.map((u) => u.count))];
  if (counts.length > 1) invalid.push(`the shards disagree on the shard count (${counts.join(', ')})`);
  const count = counts[0] ?? 0;
  const byIndex = new Map<number, (typeof usable)[number]>();
  for (const u of usable) {
    const dup = byIndex.get(u.index);
    if (dup !== undefined) invalid.push(`${dup.artifact} and ${u.artifact} are both shard ${u.index}`);
    else byIndex.set(u.index, u);
  }
  const parts = [...byIndex.values()].sort((a, b) => a.index - b.index);
  const first = parts[0];
  if (first !== undefined) {
    const common = commonPart(first.trace);
    for (const p of parts.slice(1)) {
      if (commonPart(p.trace) !== common) {
        invalid.push(
          `${p.artifact} graded something else than ${first.artifact} (patch, revisions, scope or property stage differ)`,
        );
      }
    }
  }
  if (invalid.length > 0) {
    return failureTraceWith(
      { code: 'ARTIFACT_INVALID', reason: invalid.join('; ') },
      fields,
      advise,
      first?.trace,
    );
  }
  for (let i = 1; i <= count; i++) {
    if (!byIndex.has(i)) missing.push(`shard ${i} of ${count}: no usable .gate artifact`);
  }
  if (first === undefined) {
    const reason = missing.length > 0 ? missing.join('; ') : 'no .gate artifact was found';
    return failureTrace({ code: 'SHARD_MISSING', reason }, fields, advise);
  }

  // Each miss names the artifact that holds its record, so a summary can say where to download it.
  const withSource = (p: ShardTrace): Trace => ({
    ...p.trace,
    misses: p.trace.misses.map((m) => ({ ...m, artifact: p.artifact })),
  });
  const merged =
    count === 1
      ? { ...structuredClone(withSource(first)), shard: null }
      : combine(parts.map(withSource), count);
  // The split can only be checked against the whole union: with a shard missing the run blocks anyway.
  const slice = count === 1 || missing.length > 0 ? [] : sliceViolations(parts, count);
  if (slice.length > 0) {
    return failureTraceWith({ code: 'ARTIFACT_INVALID', reason: slice.join('; ') }, fields, advise, merged);
  }
  const failure: ArtifactFailure | undefined =
    missing.length > 0 ? { code: 'SHARD_MISSING', reason: missing.join('; ') } : undefined;
  return recomputeTrace(merged, advise, failure).trace;
}

/** The failure, keeping what a shard says about the run (for the summary) but none of its stages. */
function failureTraceWith(
  failure: ArtifactFailure,
  fields: Parameters<typeof failureTrace>[1],
  advise: Advise,
  like?: Trace,
): Trace {
  const t = failureTrace(failure, fields, advise);
  if (like !== undefined) {
    t.patch_digest = like.patch_digest;
    t.base = like.base;
    t.head = like.head;
    t.changed_paths = [...like.changed_paths];
  }
  return t;
}

/** Each shard's replays must be exactly shardPairs(union, shard): the deterministic split. */
function sliceViolations(
  parts: Array<{ artifact: string; trace: Trace; index: number }>,
  count: number,
): string[] {
  const fixture = codeOf(parts[0]?.trace as Trace, 'fixture');
  if (fixture !== 'REPLAY_MATCH' && fixture !== 'REPLAY_MISS') return [];
  const pairsOf = (replays: Trace['replays']) =>
    replays.map((r) => ({ target: r.target, seed: r.seed ?? Number.NaN, key: pairKey(r) }));
  const out: string[] = [];
  const seen = new Set<string>();
  for (const u of parts.flatMap((p) => pairsOf(p.trace.replays))) {
    if (seen.has(u.key)) out.push(`the pair ${u.target} seed ${u.seed} was replayed by two shards`);
    seen.add(u.key);
  }
  // A fresh seed is drawn by the shard that replays it (src/stages/fixture.ts), so it has no slice.
  const union = parts.flatMap((p) => pairsOf(pinnedReplays(p.trace)));
  for (const p of parts) {
    const expected = shardPairs(union, { index: p.index, count })
      .map((u) => u.key)
      .join('\n');
    const got = pinnedReplays(p.trace).sort(byPair).map(pairKey).join('\n');
    if (expected !== got) out.push(`${p.artifact} did not replay its slice ${p.index}/${count} of the pairs`);
  }
  return out;
}

/** A shard's replays of the manifests' seeds (not its fresh ones). */
function pinnedReplays(t: Trace): Trace['replays'] {
  return t.replays.filter((r) => r.fresh_seed !== true);
}

function uniqueRefs(refs: ArtifactRef[]): ArtifactRef[] {
  const seen = new Set<string>();
  return refs.filter((r) => {
    const k = `${r.path}\u0000${r.sha256}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** One stage entry over the shards that have it: the slowest shard's time (they run side by side). */
function mergedStage(
  traces: Trace[],
  name: StageName,
  code: StageEntry['code'],
  detail: string | undefined,
): StageEntry {
  const entries = traces.flatMap((t) => t.stages.filter((s) => s.name === name));
  return {
    name,
    code,
    elapsed_ms: Math.max(0, ...entries.map((e) => e.elapsed_ms)),
    artifacts: uniqueRefs(entries.flatMap((e) => e.artifacts)),
    ...(detail !== undefined ? { detail } : {}),
  };
}

/**
 * What the oracle exercised across shards: each spec's and fixture's loaded files united, and a
 * changed file unloaded only when no shard loaded it.
 */
function mergeExercised(traces: Trace[]): Trace['exercised'] {
  const all = traces
    .map((x) => x.exercised)
    .filter((e): e is NonNullable<Trace['exercised']> => e !== undefined);
  if (all.length === 0) return undefined;
  const unite = <K extends 'spec' | 'target'>(rows: ({ loaded: string[] } & Record<K, string>)[], key: K) => {
    const by = new Map<string, Set<string>>();
    for (const r of rows) {
      const set = by.get(r[key]) ?? new Set<string>();
      for (const f of r.loaded) set.add(f);
      by.set(r[key], set);
    }
    return [...by].map(
      ([k, set]) => ({ [key]: k, loaded: [...set].sort() }) as { loaded: string[] } & Record<K, string>,
    );
  };
  const specs = unite(
    all.flatMap((e) => e.specs),
    'spec',
  );
  const fixtures = unite(
    all.flatMap((e) => e.fixtures),
    'target',
  );
  const loaded = new Set([...specs, ...fixtures].flatMap((x) => x.loaded));
  const unloaded = [...new Set(all.flatMap((e) => e.unloaded))].filter((f) => !loaded.has(f)).sort();
  return { specs, fixtures, unloaded };
}

/** The shards (consistent, complete or not) as one run: scope and property once, the pairs united. */
function combine(traces: Trace[], count: number): Trace {
  const first = traces[0] as Trace;
  const t = structuredClone(first);
  t.shard = null;
  t.started_at = traces.map((x) => x.started_at).sort()[0] ?? first.started_at;
  t.finished_at =
    traces
      .map((x) => x.finished_at)
      .sort()
      .at(-1) ?? first.finished_at;
  const replays: ReplayOutcome[] = [];
  const seen = new Set<string>();
  for (const r of traces.flatMap((x) => x.replays)) {
    // UNBOUND rows are written before the split, so every shard repeats them.
    const k = `${pairKey(r)}\u0000${r.code}`;
    if (r.code === 'UNBOUND' && seen.has(k)) continue;
    seen.add(k);
    replays.push(structuredClone(r));
  }
  t.replays = replays.sort(byPair);
  const misses: MissOutcome[] = traces.flatMap((x) => structuredClone(x.misses)).sort(byPair);
  t.misses = misses;
  t.store_defects = [...new Set(traces.flatMap((x) => x.store_defects))];
  t.oracle_reads = [...new Set(traces.flatMap((x) => x.oracle_reads))];
  t.freeze_client_constructed = traces.some((x) => x.freeze_client_constructed);
  t.freeze_consulted = traces.some((x) => x.freeze_consulted);
  // One shard without the sandbox means the run's user code was not all sandboxed: say so.
  const unsandboxed = traces.find((x) => x.sandbox !== undefined && x.sandbox.mode !== 'user');
  if (unsandboxed !== undefined) t.sandbox = structuredClone(unsandboxed.sandbox);
  const exercised = mergeExercised(traces);
  if (exercised !== undefined) t.exercised = exercised;

  const stages: StageEntry[] = [];
  for (const name of ['scope', 'property'] as const) {
    const s = first.stages.find((x) => x.name === name);
    if (s !== undefined) stages.push(mergedStage(traces, name, s.code, s.detail));
  }
  const fixtureCodes = traces.map((x) => codeOf(x, 'fixture'));
  const fixture = fixtureCodes[0];
  if (fixture !== undefined) {
    const code = fixtureCodes.includes('REPLAY_MISS')
      ? 'REPLAY_MISS'
      : (fixtureCodes.find((c) => c !== 'REPLAY_MATCH') ?? 'REPLAY_MATCH');
    const replayed = replays.filter((r) => r.code === 'REPLAY_MATCH' || r.code === 'REPLAY_MISS');
    const missed = replayed.filter((r) => r.code === 'REPLAY_MISS').length;
    const detail =
      code === 'REPLAY_MISS' || code === 'REPLAY_MATCH'
        ? `${missed} of ${replayed.length} replay(s) missed, over ${count} shards`
        : first.stages.find((s) => s.name === 'fixture')?.detail;
    stages.push(mergedStage(traces, 'fixture', code as StageEntry['code'], detail));
  }
  if (misses.length > 0) {
    stages.push(
      mergedStage(
        traces,
        'classify',
        runLabel(misses.map((m) => m.decision.label)),
        `${misses.length} miss(es), over ${count} shards`,
      ),
    );
    const hold = misses.some((m) => m.freeze?.code === 'ANNOTATED_HOLD');
    const excused = misses.filter((m) => m.freeze?.excuses === true).length;
    if (traces.some((x) => x.stages.some((s) => s.name === 'freeze'))) {
      stages.push(
        mergedStage(
          traces,
          'freeze',
          hold ? 'ANNOTATED_HOLD' : 'NO_RECORD',
          `${excused} of ${misses.length} miss(es) excused by a freeze row`,
        ),
      );
    }
  }
  t.stages = stages;
  return t;
}
