/**
 * The gate process's heap held tight while a run may be reading a patch of very many paths: the young
 * generation at the size it starts with, and the old generation let grow by a tenth of what is live
 * after each full collection instead of V8's own factor (up to four times).
 *
 * - V8 doubles the young generation (up to 64 MiB a semi-space on Node 24, 32 MiB on Node 20) while
 *   many new objects survive their collections, as the records of a patch of 100,000 paths all do, and
 *   the process's resident memory then keeps the largest size it reached: that patch peaked at about
 *   340 MiB on Node 24, 218 MiB with the young generation held.
 * - Held small, the young generation moves what outlives two of its collections to the old generation,
 *   where V8 lets garbage pile up to several times the live size before it collects: at 100,000 paths
 *   about 47 MB were live after the last full collection and 123 MB in use when the run ended. Let
 *   grow by a tenth, the old generation is collected more often (a dozen short full collections
 *   instead of two) and the peak is 44 MiB lower on Node 20, 19 MiB on Node 24 (docs/contributing.md).
 *
 * Held for a patch of large files instead, the many objects each file's lines make move to the old
 * generation early and its peak rose (a 100 MiB patch over 2,000 files: 124 to 159 MiB on Node 24), so
 * a run holds the heap from its start and lets it go as soon as the changed paths are counted and are
 * not many (src/patch/graded.ts); then both flags are V8's own again.
 *
 * The action's `node` is started by the runner, so no command-line flag of ours reaches it, and the
 * sizes `--max-semi-space-size` and `--max-old-space-size` are read only when the heap is made; the
 * two flags here are read each time V8 decides how far a space may grow, so setting them while the
 * process runs takes effect (at start V8 raises a semi-space growth factor below 2 to 2; set later, 1
 * keeps the size; a growing percent of 0 is V8's own factor). Node documents run-time flag changes as
 * use-with-care; these change only when V8 grows a space or collects, never what is kept.
 */
import { setFlagsFromString } from 'node:v8';

export const HOLD_HEAP = '--semi-space-growth-factor=1 --heap-growing-percent=10';
/** V8's own growth factors, set back once the run lets the heap go. */
export const LET_HEAP_GO = '--semi-space-growth-factor=2 --heap-growing-percent=0';

let held = false;

export function holdHeap(): void {
  setFlagsFromString(HOLD_HEAP);
  held = true;
}

export function letHeapGo(): void {
  if (!held) return;
  setFlagsFromString(LET_HEAP_GO);
  held = false;
}

/** Whether this process holds its heap now. */
export function heapHeld(): boolean {
  return held;
}
