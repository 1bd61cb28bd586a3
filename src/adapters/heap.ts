/**
 * The gate process's young generation held at the size it starts with. V8 doubles the young
 * generation (up to 32 MiB a semi-space on Node 24, 16 MiB on Node 20) while many new objects survive
 * their collections, as the gate's records of a large patch all do, and the process's resident memory
 * then keeps the largest size it reached: a patch adding 100,000 files peaked at about 338 MiB on
 * Node 24 and 220 MiB with the young generation held, with no change in time that paired runs show
 * (the records that survive are moved to the old generation sooner; docs/contributing.md has the
 * figures). The action's `node` is started by the runner, so no command-line flag of ours reaches it,
 * and `--max-semi-space-size` is read only when the heap is made; `--semi-space-growth-factor` is
 * read each time V8 decides whether to grow the young generation, so setting it once at the start of
 * the process takes effect. Node documents run-time flag changes as use-with-care; this one only
 * changes how large a space may grow.
 */
import { setFlagsFromString } from 'node:v8';

export const HOLD_YOUNG_GENERATION = '--semi-space-growth-factor=1';

export function holdYoungGeneration(): void {
  setFlagsFromString(HOLD_YOUNG_GENERATION);
}
