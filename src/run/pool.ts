/**
 * A bounded pool for replays: at most `limit` calls of `fn` run at once, results come back in the
 * order of `items`, and `onResult` sees them in that order too (result i only after results 0..i-1),
 * so the trace, the files and the log read the same whatever finished first. Small enough to own:
 * the libraries for this (p-limit, p-map) order results but not the callback that logs as they land.
 * The first error stops new calls from starting and is thrown once the running ones have settled, so
 * nothing is left running behind the caller's back.
 */
export async function mapOrdered<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
  onResult?: (result: R, index: number) => void,
): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`pool: limit must be a positive integer, got ${limit}`);
  const results = new Array<R>(items.length);
  const done = new Array<boolean>(items.length).fill(false);
  let next = 0;
  let reported = 0;
  let failure: { error: unknown } | undefined;
  const report = () => {
    while (reported < items.length && done[reported]) {
      onResult?.(results[reported] as R, reported);
      reported++;
    }
  };
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i] as T, i);
        done[i] = true;
        report();
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== undefined) throw failure.error;
  return results;
}

/**
 * At most `limit` holders at once; the rest wait in arrival order. The replay stages wrap their
 * process runner in one, so a pool of replays never runs more processes side by side than it says.
 */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`pool: limit must be a positive integer, got ${limit}`);
    this.free = limit;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
