/** Hand-built traces for the report tests (a base trace per verdict, row builders) and markdown checks. */
import type { Decision } from '../../src/classify/table.js';
import {
  TRACE_SCHEMA,
  type FreezeOutcome,
  type MissOutcome,
  type PropertyOutcome,
  type ReplayOutcome,
  type StageEntry,
  type Trace,
} from '../../src/trace/model.js';

export const SHA = (c: string): string => c.repeat(64);

export function stage(name: StageEntry['name'], code: StageEntry['code'], elapsed_ms = 12): StageEntry {
  return { name, code, elapsed_ms, artifacts: [{ path: `.gate/${name}.json`, sha256: SHA('a') }] };
}

export function property(overrides: Partial<PropertyOutcome> = {}): PropertyOutcome {
  return {
    spec: 'specs/no_bare_except.py',
    probe: 'probes/bare_except.patch',
    global: false,
    code: 'PROPERTY_CLEAR',
    spec_sha256: SHA('1'),
    probe_sha256: SHA('2'),
    slot_sha256: SHA('3'),
    elapsed_ms: 40,
    logs: ['.gate/logs/property-0.log'],
    ...overrides,
  };
}

export function replay(overrides: Partial<ReplayOutcome> = {}): ReplayOutcome {
  return {
    target: 'parser.roundtrip',
    manifest: 'fixtures/parser/manifest.json',
    invariant: 'invariants/parser_roundtrip.py',
    seed: 1402,
    code: 'REPLAY_MATCH',
    binding_sha256: SHA('b'),
    inputs_sha256: SHA('c'),
    base_inputs_sha256: SHA('c'),
    budget_ok: true,
    transcript_complete: true,
    exit_code: 0,
    elapsed_ms: 800,
    logs: [],
    ...overrides,
  };
}

export const schedulerDecision = (seed = 1402): Decision => ({
  label: 'SCHEDULER',
  freeze: true,
  seed,
  property_path: 'invariants/parser_roundtrip.py',
  fixture_sha256: SHA('c'),
});

export function miss(overrides: Partial<MissOutcome> = {}, freeze?: Partial<FreezeOutcome>): MissOutcome {
  return {
    target: 'parser.roundtrip',
    invariant: 'invariants/parser_roundtrip.py',
    seed: 1402,
    record_path: '.gate/records/parser.roundtrip-1402.json',
    record_sha256: SHA('d'),
    decision: schedulerDecision(),
    retries: ['pass'],
    base_seed_result: 'pass',
    ...(freeze === undefined
      ? {}
      : { freeze: { code: 'NO_RECORD', excuses: false, why: 'no row for this target', ...freeze } }),
    ...overrides,
  };
}

/** A CLEAR run: in scope, one clear property, one matching replay. */
export function clearTrace(overrides: Partial<Trace> = {}): Trace {
  return {
    schema: TRACE_SCHEMA,
    tool_version: '0.1.0',
    started_at: '2025-01-01T00:00:00.000Z',
    finished_at: '2025-01-01T00:00:05.000Z',
    patch_digest: `sha256:${SHA('e')}`,
    base: '1111111111111111111111111111111111111111',
    head: '2222222222222222222222222222222222222222',
    config: 'gate.yml',
    shard: null,
    verdict: 'CLEAR',
    label: 'PASS',
    reason_code: 'REPLAY_MATCH',
    reason_stage: 'fixture',
    reason: 'every property cleared and every replay matched',
    conclusion: 'success',
    freeze_client_constructed: false,
    freeze_consulted: false,
    stages: [
      stage('scope', 'IN_SCOPE'),
      stage('property', 'PROPERTY_CLEAR'),
      stage('fixture', 'REPLAY_MATCH'),
    ],
    fixtures_configured: 1,
    changed_paths: ['src/parser.py'],
    properties: [property()],
    replays: [replay()],
    misses: [],
    witnesses: [],
    store_defects: [],
    oracle_reads: ['gate.yml', 'specs/no_bare_except.py'],
    advice: null,
    errors: [],
    audit: { ok: true, violations: [] },
    ...overrides,
  };
}

/** A HOLD on a SCHEDULER miss with no freeze row (NO_RECORD). */
export function holdTrace(overrides: Partial<Trace> = {}): Trace {
  return clearTrace({
    verdict: 'HOLD',
    label: 'SCHEDULER',
    reason_code: 'NO_RECORD',
    reason_stage: 'freeze',
    reason: 'a SCHEDULER miss has no freeze row: it waits for a person',
    conclusion: 'action_required',
    freeze_client_constructed: true,
    freeze_consulted: true,
    stages: [
      stage('scope', 'IN_SCOPE'),
      stage('property', 'PROPERTY_CLEAR'),
      stage('fixture', 'REPLAY_MISS'),
      stage('classify', 'SCHEDULER'),
      stage('freeze', 'NO_RECORD'),
    ],
    replays: [replay({ code: 'REPLAY_MISS', exit_code: 1 })],
    misses: [miss({}, { code: 'NO_RECORD' })],
    ...overrides,
  });
}

/** A REJECT by a property spec, with a witness. */
export function rejectTrace(witness: PropertyOutcome['witness'], overrides: Partial<Trace> = {}): Trace {
  return clearTrace({
    verdict: 'REJECT',
    label: 'PROPERTY',
    reason_code: 'PROPERTY_REJECT',
    reason_stage: 'property',
    reason: 'a property spec rejected the patch',
    conclusion: 'failure',
    stages: [stage('scope', 'IN_SCOPE'), stage('property', 'PROPERTY_REJECT')],
    properties: [property({ code: 'PROPERTY_REJECT', witness })],
    replays: [],
    witnesses: witness === undefined ? [] : [witness],
    ...overrides,
  });
}

// Structural checks on rendered markdown (there is no markdown renderer among the dependencies).

/** The cells of a GFM table row: split on pipes not escaped by an odd run of backslashes. */
export function cellsOf(row: string): string[] {
  const cells: string[] = [];
  let current = '';
  let backslashes = 0;
  for (const c of row) {
    if (c === '|' && backslashes % 2 === 0) {
      cells.push(current);
      current = '';
    } else {
      current += c;
    }
    backslashes = c === '\\' ? backslashes + 1 : 0;
  }
  cells.push(current);
  // `| a | b |` → ['', ' a ', ' b ', '']
  return cells.slice(1, -1);
}

/** Every `@` is followed by a zero-width joiner, so no mention can form. */
export const noLiveMention = (s: string): boolean => /@(?!\u200d)/.test(s) === false;

/**
 * The markdown outside fenced code blocks (CommonMark: an opening fence of n ≥ 3 backticks or tildes,
 * indented up to 3 spaces, is closed by a fence of the same character at least n long with nothing
 * after it). Throws when a fence is left open. What is inside a fence renders as text, whatever it is.
 */
export function outsideFences(md: string): string {
  const out: string[] = [];
  let open: { char: string; length: number } | undefined;
  for (const line of md.split('\n')) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (open === undefined) {
      if (m && !(m[1]!.startsWith('`') && m[2]!.includes('`'))) {
        open = { char: m[1]![0]!, length: m[1]!.length };
        continue;
      }
      out.push(line);
    } else if (m && m[1]![0] === open.char && m[1]!.length >= open.length && m[2]!.trim() === '') {
      open = undefined;
    }
  }
  if (open !== undefined) throw new Error('a code fence is left open');
  return out.join('\n');
}
