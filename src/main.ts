/**
 * Action orchestration: inputs and event read once → the mode (gate, report or merge) → check, job
 * summary, outputs, artifact. Errors are thrown wherever they happen and end here, in the one place
 * that fails the step (`core.setFailed` does not stop execution, so nothing else calls it).
 */
import * as core from '@actions/core';
import type { Mode } from './action/settings.js';
import { actionDeps, type ActionDeps } from './action/deps.js';
import { defuseLog } from './adapters/defuse.js';

export async function run(): Promise<void> {
  try {
    await runMode(actionDeps());
  } catch (err) {
    // The message may quote user text (a path, a manifest's reason): defused like every log line.
    core.setFailed(defuseLog(err instanceof Error ? err.message : String(err)));
  }
}

/**
 * Each mode is its own module, loaded when it is the one asked for (start-up pays for one mode, and a
 * step that fails on its inputs pays for none); report and merge never grade code (they read traces).
 */
export async function runMode(deps: ActionDeps): Promise<void> {
  const mode: Mode = deps.settings.mode;
  switch (mode) {
    case 'gate':
      return (await import('./action/gate-mode.js')).runGateMode(deps);
    case 'report':
      return (await import('./action/report-mode.js')).runReportMode(deps);
    case 'merge':
      return (await import('./action/merge-mode.js')).runMergeMode(deps);
    default: {
      const unknown: never = mode;
      throw new Error(`unknown mode ${String(unknown)}`);
    }
  }
}
