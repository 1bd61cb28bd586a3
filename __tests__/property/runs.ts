/**
 * Runs a fast-check property and records how many generated inputs it ran. The count is checked (a
 * property that silently ran fewer inputs fails) and, when GATE_PROPERTY_RUNS names a file, appended
 * to it as one JSON line per property, so a run of the suite can report the figures.
 */
import { expect } from '@jest/globals';
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';

function report(name: string, runs: number, ms: number): void {
  const file = process.env.GATE_PROPERTY_RUNS;
  if (file) appendFileSync(file, JSON.stringify({ property: name, runs, ms }) + '\n');
}

export function checkProperty<T>(
  name: string,
  arb: fc.Arbitrary<T>,
  predicate: (v: T) => void,
  numRuns: number,
): void {
  let ran = 0;
  const t0 = Date.now();
  fc.assert(
    fc.property(arb, (v) => {
      ran++;
      predicate(v);
    }),
    { numRuns },
  );
  expect(ran).toBe(numRuns);
  report(name, ran, Date.now() - t0);
}

export async function checkAsyncProperty<T>(
  name: string,
  arb: fc.Arbitrary<T>,
  predicate: (v: T) => Promise<void>,
  numRuns: number,
): Promise<void> {
  let ran = 0;
  const t0 = Date.now();
  await fc.assert(
    fc.asyncProperty(arb, async (v) => {
      ran++;
      await predicate(v);
    }),
    { numRuns },
  );
  expect(ran).toBe(numRuns);
  report(name, ran, Date.now() - t0);
}
