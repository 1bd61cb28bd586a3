/**
 * The gate process's young generation held at the size it starts with, while a run may be reading a
 * patch of very many paths. V8 doubles the young generation (up to 64 MiB a semi-space on Node 24,
 * 32 MiB on Node 20) while many new objects survive their collections, as the records of a patch of
 * 100,000 paths all do, and the process's resident memory then keeps the largest size it reached:
 * that patch peaked at about 340 MiB on Node 24, 218 MiB with the young generation held. Held for a
 * patch of large files instead, the many objects each file's lines make move to the old generation
 * early and its peak rose (a 100 MiB patch over 2,000 files: 124 to 159 MiB on Node 24), so a run holds
 * it from its start and lets it go as soon as the changed paths are counted and are not many
 * (src/patch/graded.ts; docs/contributing.md has the figures).
 *
 * The action's `node` is started by the runner, so no command-line flag of ours reaches it, and
 * `--max-semi-space-size` is read only when the heap is made; `--semi-space-growth-factor` is read
 * each time V8 decides whether to grow the young generation, so setting it while the process runs
 * takes effect (at start V8 raises a value below 2 to 2; set later, 1 keeps the size). Node documents
 * run-time flag changes as use-with-care; this one changes only how large a space may grow.
 */
import { setFlagsFromString } from 'node:v8';

export const HOLD_YOUNG_GENERATION = '--semi-space-growth-factor=1';
/** V8's own growth factor, set back once the run lets the young generation go. */
export const LET_YOUNG_GENERATION_GO = '--semi-space-growth-factor=2';

let held = false;

export function holdYoungGeneration(): void {
  setFlagsFromString(HOLD_YOUNG_GENERATION);
  held = true;
}

export function releaseYoungGeneration(): void {
  if (!held) return;
  setFlagsFromString(LET_YOUNG_GENERATION_GO);
  held = false;
}

/** Whether this process holds its young generation now. */
export function youngGenerationHeld(): boolean {
  return held;
}
