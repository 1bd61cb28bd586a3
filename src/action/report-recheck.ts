/**
 * What report mode recomputes beyond scope (SPEC §9): the artifact of a fork's run is untrusted data,
 * so every fact the privileged job can establish without running fork code is established here, from
 * the base revision's oracle and the pull request's file list, and replaces what the artifact says:
 *
 * - **pinned inputs**: a changed path that is a fixture's pinned input (with other files: scope stays
 *   IN_SCOPE) makes the fixture stage FIXTURE_MISMATCH, whatever replays the artifact reports;
 * - **fixtures configured**: the count comes from the base gate.yml, so an artifact cannot claim "no
 *   fixtures" and pass on PROPERTY_CLEAR alone;
 * - **freeze rows**: a miss is excused only by a row of the base revision's ledger, looked up here with
 *   the gate's own client (live, exact triple, record hash intact); the artifact's rows are dropped.
 *
 * Pure over its inputs apart from the ledger read, which the caller hands in.
 */
import type { GateConfig } from '../oracle/config.js';
import { resolveInBaseTree, type OracleReader, type OracleSet } from '../oracle/reader.js';
import { FreezeClient, type LedgerSource } from '../stages/freeze.js';
import { scopeOf } from '../stages/scope.js';
import {
  MAX_LISTED_PATHS,
  type FreezeCode,
  type FreezeOutcome,
  type MissOutcome,
  type ReplayOutcome,
  type StageEntry,
  type Trace,
} from '../trace/model.js';

/** One fixture of the base revision whose pinned inputs the pull request changes. */
export interface TouchedFixture {
  target: string;
  manifest: string;
  invariant: string;
  seeds: number[];
  /** The changed paths that are this fixture's inputs (or links on the way to them). */
  inputs: string[];
}

/** What the report knows of the fixtures from the base revision. */
export interface FixtureFacts {
  /** How many fixtures the base gate.yml configures. */
  configured: number;
  /** The fixtures whose inputs change; empty when none do. */
  touched: TouchedFixture[];
}

/**
 * The fixtures whose pinned inputs are among `inputsTouched` (the scope's list). A touched input that
 * no single fixture claims (a manifest the gate could not read) is put on every fixture: the fact that
 * inputs changed is never lost to the attribution.
 */
export async function touchedFixtures(
  oracle: OracleReader,
  config: GateConfig,
  set: Pick<OracleSet, 'manifests'>,
  inputsTouched: readonly string[],
): Promise<FixtureFacts> {
  const touched: TouchedFixture[] = [];
  if (inputsTouched.length === 0) return { configured: config.fixtures.length, touched };
  const claimed = new Set<string>();
  for (const f of config.fixtures) {
    const m = set.manifests.get(f.manifest);
    const names: string[] = [];
    for (const input of m?.inputs ?? []) {
      names.push(input, ...(await resolveInBaseTree(oracle.tree, input)).paths);
    }
    const mine = scopeOf(inputsTouched, [], [], names).inputsTouched;
    for (const p of mine) claimed.add(p);
    if (mine.length > 0) touched.push(fixtureOf(f, m?.seeds ?? [], mine));
  }
  const unclaimed = inputsTouched.filter((p) => !claimed.has(p));
  if (unclaimed.length > 0 || touched.length === 0) {
    touched.length = 0;
    for (const f of config.fixtures)
      touched.push(fixtureOf(f, set.manifests.get(f.manifest)?.seeds ?? [], [...inputsTouched]));
  }
  return { configured: config.fixtures.length, touched };
}

function fixtureOf(f: GateConfig['fixtures'][number], seeds: number[], inputs: string[]): TouchedFixture {
  return {
    target: f.target,
    manifest: f.manifest,
    invariant: f.invariant,
    seeds,
    inputs: inputs.slice(0, MAX_LISTED_PATHS),
  };
}

/** The report's FIXTURE_MISMATCH rows: one per seed of each touched fixture (one with no seed). */
export function mismatchReplays(touched: readonly TouchedFixture[], detail: string): ReplayOutcome[] {
  return touched.flatMap((f) =>
    (f.seeds.length > 0 ? f.seeds : [null]).map((seed): ReplayOutcome => ({
      target: f.target,
      manifest: f.manifest,
      invariant: f.invariant,
      seed,
      code: 'FIXTURE_MISMATCH',
      reason: detail,
      differing_inputs: f.inputs,
      elapsed_ms: 0,
      logs: [],
    })),
  );
}

/**
 * Makes the fixture stage of an IN_SCOPE trace FIXTURE_MISMATCH (in place) when the pull request
 * changes pinned inputs: the fixture stage and all after it are replaced. A property stage that did
 * not clear ends the run before the fixture stage, blocking already, and is left as it is.
 */
export function applyInputMismatch(t: Trace, facts: FixtureFacts): boolean {
  if (facts.touched.length === 0) return false;
  const property = t.stages.find((s) => s.name === 'property');
  if (property?.code !== 'PROPERTY_CLEAR') return false;
  const paths = [...new Set(facts.touched.flatMap((f) => f.inputs))];
  const detail = `recomputed by the report: the pull request changes pinned inputs of ${facts.touched
    .map((f) => f.target)
    .join(
      ', ',
    )} (${paths.slice(0, 10).join(', ')}${paths.length > 10 ? ', …' : ''}) together with other files: the bytes under test are not the bytes the manifest named`;
  const claimed = t.stages.find((s) => s.name === 'fixture');
  const entry: StageEntry = {
    name: 'fixture',
    code: 'FIXTURE_MISMATCH',
    elapsed_ms: claimed?.elapsed_ms ?? 0,
    artifacts: [],
    detail,
  };
  const before = t.stages.filter((s) => s.name === 'scope' || s.name === 'property');
  Object.assign(t, {
    stages: [...before, entry],
    replays: mismatchReplays(facts.touched, detail),
    misses: [],
    freeze_client_constructed: false,
    freeze_consulted: false,
  });
  return true;
}

/** The freeze lookups the report made itself, against the base revision's ledger. */
export interface FreezeRecheck {
  ledger: string;
  /** One outcome per miss of the artifact, in order. */
  outcomes: FreezeOutcome[];
  storeDefects: string[];
}

/**
 * Looks every miss of the artifact up in the base revision's ledger with the gate's own client. The
 * artifact's freeze outcomes are not read; its misses' triples and labels are the only input (the
 * report cannot rerun the candidate, and a row excuses only the exact SCHEDULER triple it froze).
 */
export async function recheckFreeze(
  misses: readonly MissOutcome[],
  replays: readonly ReplayOutcome[],
  source: LedgerSource,
  now: Date,
  runNumber: number | undefined,
): Promise<FreezeRecheck> {
  const client = new FreezeClient('REPLAY_MISS', source, now, runNumber);
  const outcomes: FreezeOutcome[] = [];
  for (const m of misses) {
    const d = m.decision as Partial<MissOutcome['decision']> | undefined;
    const fromReplay = replays.find((r) => r.target === m.target && r.seed === m.seed)?.inputs_sha256;
    outcomes.push(
      await client.lookup({
        target: String(m.target),
        invariant: String(m.invariant),
        property_path: String(m.invariant),
        seed: m.seed,
        fixture_sha256:
          typeof d?.fixture_sha256 === 'string'
            ? d.fixture_sha256
            : typeof fromReplay === 'string'
              ? fromReplay
              : '',
        // A miss without a known label is never SCHEDULER, so never excused.
        decision: { label: d?.label ?? 'INCOMPLETE', freeze: false },
      }),
    );
  }
  return { ledger: source.name, outcomes, storeDefects: [...client.storeDefects] };
}

/**
 * Replaces the artifact's freeze stage and rows (in place) with the report's own lookups. A trace
 * without a freeze stage is left alone: its verdict does not depend on a row.
 */
export function applyFreezeRecheck(t: Trace, r: FreezeRecheck | undefined): void {
  const claimed = t.stages.find((s) => s.name === 'freeze');
  if (claimed === undefined) return;
  if (r === undefined || r.outcomes.length !== t.misses.length) {
    // No lookup could be made (no miss to look up, or the base ledger was not read): nothing excuses.
    t.misses = t.misses.map((m) => {
      const rest = { ...m };
      delete rest.freeze;
      return rest;
    });
    t.stages = t.stages.map((s) =>
      s.name === 'freeze'
        ? {
            ...s,
            code: 'NO_RECORD',
            detail: 'recomputed by the report: no freeze row of the base revision was looked up',
          }
        : s,
    );
    return;
  }
  t.misses = t.misses.map((m, i) => ({ ...m, freeze: r.outcomes[i] as FreezeOutcome }));
  const code: FreezeCode = r.outcomes.some((o) => o.code === 'ANNOTATED_HOLD')
    ? 'ANNOTATED_HOLD'
    : 'NO_RECORD';
  const excused = r.outcomes.filter((o) => o.excuses).length;
  t.stages = t.stages.map((s) =>
    s.name === 'freeze'
      ? {
          ...s,
          code,
          detail: `recomputed by the report against ${r.ledger} on the base revision: ${excused} of ${r.outcomes.length} miss(es) excused by a freeze row`,
        }
      : s,
  );
  t.freeze_ledger = r.ledger;
  t.store_defects = [...r.storeDefects];
}
