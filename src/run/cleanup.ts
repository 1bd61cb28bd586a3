/**
 * Synchronous cleanups to run when the process is interrupted (Ctrl-C, SIGTERM): worktrees, locks,
 * live process groups. Normal paths clean up in their own `finally`; this is the last resort.
 */
const cleanups = new Set<() => void>();

export function onInterrupt(fn: () => void): () => void {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

export function runInterruptCleanups(): void {
  for (const fn of [...cleanups].reverse()) {
    try {
      fn();
    } catch {
      // Keep cleaning: one failed cleanup must not leave the others undone.
    }
  }
  cleanups.clear();
}
