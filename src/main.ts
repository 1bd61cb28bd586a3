import * as core from '@actions/core';

/** Action orchestration: settings → pipeline → report → upload → outputs. */
export async function run(): Promise<void> {
  try {
    throw new Error('the action is not implemented yet');
  } catch (err) {
    core.setFailed(err instanceof Error ? err.message : String(err));
  }
}
