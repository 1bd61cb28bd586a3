/**
 * The skeleton every trace starts from: nothing ran, nothing was read, and the verdict is UNUSABLE /
 * INTERNAL until the stages (or an artifact) say otherwise, so a trace that is never filled in fails
 * closed. The pipeline, the action's internal-error path and the merge of shard artifacts all start here.
 */
import { TRACE_SCHEMA, type Trace } from './model.js';

export type BlankTraceFields = Pick<Trace, 'tool_version' | 'base' | 'head' | 'config' | 'shard'> & {
  /** The commit the check run goes on, recorded as `check_sha` when known. */
  checkSha?: string | undefined;
};

export function blankTrace(fields: BlankTraceFields, now = new Date().toISOString()): Trace {
  return {
    schema: TRACE_SCHEMA,
    tool_version: fields.tool_version,
    started_at: now,
    finished_at: now,
    patch_digest: '',
    base: fields.base,
    head: fields.head,
    ...(fields.checkSha !== undefined ? { check_sha: fields.checkSha } : {}),
    config: fields.config,
    shard: fields.shard,
    verdict: 'UNUSABLE',
    label: null,
    reason_code: 'INTERNAL',
    reason_stage: 'gate',
    reason: '',
    conclusion: 'failure',
    freeze_client_constructed: false,
    freeze_consulted: false,
    stages: [],
    fixtures_configured: 0,
    changed_paths: [],
    properties: [],
    replays: [],
    misses: [],
    witnesses: [],
    store_defects: [],
    oracle_reads: [],
    advice: null,
    errors: [],
    audit: { ok: true, violations: [] },
  };
}
