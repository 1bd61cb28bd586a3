import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { mapOrdered } from '../../src/run/pool.js';

/** A task that finishes when the test says so, to control completion order without timers. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('mapOrdered', () => {
  it('runs at most `limit` at once, returns and reports in item order whatever finishes first', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.infiniteStream(fc.nat()),
        async (n, limit, picks) => {
          const items = Array.from({ length: n }, (_, i) => i);
          const pending = new Map<number, ReturnType<typeof deferred<number>>>();
          let running = 0;
          let peak = 0;
          const seen: number[] = [];
          const all = mapOrdered(
            items,
            limit,
            async (i) => {
              running++;
              peak = Math.max(peak, running);
              const d = deferred<number>();
              pending.set(i, d);
              const v = await d.promise;
              running--;
              return v;
            },
            (r, i) => seen.push(i * 1000 + r),
          );
          const it = picks[Symbol.iterator]();
          // Finish the running tasks in an order the property chooses.
          for (let finished = 0; finished < n; finished++) {
            await tick();
            const open = [...pending.keys()];
            expect(open.length).toBeGreaterThan(0);
            expect(open.length).toBeLessThanOrEqual(limit);
            const i = open[(it.next().value as number) % open.length] as number;
            pending.get(i)?.resolve(i * 2);
            pending.delete(i);
          }
          const out = await all;
          expect(out).toEqual(items.map((i) => i * 2));
          expect(seen).toEqual(items.map((i) => i * 1000 + i * 2));
          expect(peak).toBe(Math.min(limit, n));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('stops starting new work after a failure and throws it once the running ones settle', async () => {
    const started: number[] = [];
    const gates = [deferred<void>(), deferred<void>(), deferred<void>()];
    let settled = false;
    const all = mapOrdered([0, 1, 2, 3, 4], 2, async (i) => {
      started.push(i);
      if (i === 0) throw new Error('boom');
      await gates[0]?.promise;
      settled = true;
      return i;
    }).catch((e: unknown) => e);
    await tick();
    gates[0]?.resolve();
    const err = await all;
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe('boom');
    expect(settled).toBe(true); // the running task finished before the error came back
    expect(started).toEqual([0, 1]);
  });

  it('refuses a limit that is not a positive integer', async () => {
    await expect(mapOrdered([1], 0, async (x) => x)).rejects.toThrow(/positive integer/);
  });
});
