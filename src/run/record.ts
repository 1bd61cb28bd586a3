/**
 * The pipeline's bookkeeping of a run (src/pipeline.ts is the table; this is what it writes down):
 * each stage's code, time, artifacts and trace fields as it finishes, the time outside the stages,
 * and the verdict a finished trace gets from its own stage codes.
 */
import type { OutDir } from '../adapters/outdir.js';
import type { GateRunner } from '../adapters/sandbox.js';
import type { Logger } from '../adapters/log.js';
import type { StageName, Trace } from '../trace/model.js';
import { adviceFor } from '../report/advice.js';
import { recomputeTrace } from '../trace/recompute.js';
import { recordDigests } from './audit.js';
import type { StageResult } from './context.js';
import { GateInputError } from './open.js';

/** When the run started and its last stage ended: the time outside stages (setup_ms, teardown_ms). */
const clocks = new WeakMap<Trace, { start: number; lastStageEnd?: number }>();

/** The run started at `start` (ms): the time before its first stage counts as setup. */
export function startClock(t: Trace, start: number): void {
  clocks.set(t, { start });
}

/**
 * The time outside the stage table: `setup_ms` before the last stage ended (revisions, the oracle and
 * base worktrees, the sandbox), `teardown_ms` after it (worktrees removed, the audit); with the
 * stages' own times they add up to the run's wall time up to the trace being written.
 */
export function recordOverheads(t: Trace): void {
  const clock = clocks.get(t);
  if (!clock) return;
  const now = Date.now();
  const end = clock.lastStageEnd ?? now;
  const inStages = t.stages.reduce((sum, s) => sum + s.elapsed_ms, 0);
  t.setup_ms = Math.max(0, end - clock.start - inStages);
  t.teardown_ms = Math.max(0, now - end);
}

/** Trace bookkeeping: a stage's code, time, artifacts and trace fields, recorded as it finishes. */
export async function recordStage<N>(
  t: Trace,
  o: { injectFault?: StageName; log: Logger },
  name: StageName,
  body: () => Promise<StageResult<N>>,
  out: OutDir,
): Promise<N | undefined> {
  const started = Date.now();
  const clock = clocks.get(t);
  if (o.injectFault === name) throw new Error(`injected fault in the ${name} stage`);
  const r = await body();
  Object.assign(t, r.trace);
  recordDigests(t, out, r.artifacts);
  const ended = Date.now();
  const elapsed = ended - started;
  if (clock) clock.lastStageEnd = ended;
  t.stages.push({
    name,
    code: r.code,
    elapsed_ms: elapsed,
    artifacts: r.artifacts,
    ...(r.detail ? { detail: r.detail } : {}),
  });
  o.log.info(`gate: ${name.padEnd(8)} ${r.code} (${elapsed} ms)${r.detail ? ` — ${r.detail}` : ''}`);
  return r.next;
}

/** Verdict, advice and audit: the trace is complete only when it agrees with its own stage codes. */
export function finish(t: Trace, error?: unknown): Trace {
  if (error !== undefined) t.errors.push(error instanceof Error ? error.message : String(error));
  Object.assign(t, recomputeTrace(t, adviceFor).trace);
  if (error instanceof GateInputError && t.reason_code === 'INTERNAL') {
    t.reason = `input error: ${error.message}`;
    t.advice = adviceFor(t);
  }
  t.finished_at = new Date().toISOString();
  return t;
}

/** Kills what user code left and undoes the sandbox's grants; a failure to undo is a warning. */
export function disposeRunner(runner: GateRunner | undefined, o: { log: Logger }): void {
  try {
    runner?.dispose();
  } catch (err) {
    o.log.warn(err instanceof Error ? err.message : String(err));
  }
}
