/**
 * The stage order of SPEC §2 as one readable list. (Being built: this signature is what the CLI and
 * the action call.)
 */
import type { Logger } from './log.js';
import type { Trace } from './model.js';

export interface Shard {
  index: number;
  count: number;
}

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
  log: Logger;
  signal?: AbortSignal;
}

export interface GateResult {
  trace: Trace;
  tracePath: string;
}

export async function runGate(options: GateOptions): Promise<GateResult> {
  void options;
  throw new Error('runGate: not implemented yet');
}
