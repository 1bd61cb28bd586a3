/**
 * Action orchestration: inputs and event read once → the mode (gate, report or merge) → check, job
 * summary, outputs, artifact. Errors are thrown wherever they happen and end here, in the one place
 * that fails the step (`core.setFailed` does not stop execution, so nothing else calls it).
 */
import * as core from '@actions/core';
import type { Mode } from './settings.js';
import { actionDeps, type ActionDeps } from './action/deps.js';
import { runGateMode } from './action/gate-mode.js';

export async function run(): Promise<void> {
  try {
    await runMode(actionDeps());
  } catch (err) {
    core.setFailed(err instanceof Error ? err.message : String(err));
  }
}

/** Each mode is its own module; report and merge load only when asked for (they never grade code). */
export async function runMode(deps: ActionDeps): Promise<void> {
  const mode: Mode = deps.settings.mode;
  switch (mode) {
    case 'gate':
      return runGateMode(deps);
    case 'report':
    case 'merge':
      throw new Error(`mode ${mode} is not available in this build yet; use mode gate`);
    default: {
      const unknown: never = mode;
      throw new Error(`unknown mode ${String(unknown)}`);
    }
  }
}
