/**
 * A `tests:` fixture's candidate run against the base run's inventory (src/stages/tests.ts
 * inventoryGaps): a base test that did not run, ran skipped, or was reported more often than on the
 * base is a gap (the run is INCOMPLETE), never a pass.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { inventoryGaps, type TestCase } from '../../src/stages/tests.js';

const c = (id: string, status: TestCase['status'], file = 't.mjs'): TestCase => ({ file, id, status });

describe('inventoryGaps', () => {
  it('names each kind of gap', () => {
    const base = [c('a', 'pass'), c('b', 'pass'), c('c', 'skip'), c('d', 'fail'), c('e', 'pass')];
    const cand = [
      c('a', 'pass'),
      c('b', 'skip'),
      c('c', 'pass'),
      c('d', 'fail'),
      c('e', 'pass'),
      c('e', 'pass'),
    ];
    expect(inventoryGaps(base, cand)).toEqual({
      missing: [],
      skipped: ['t.mjs::b'],
      extra: ['t.mjs::e'],
    });
    expect(inventoryGaps(base, cand.slice(1))).toMatchObject({ missing: ['t.mjs::a'] });
    // A test the base skipped may stay skipped, or be gone only if the base did not report it.
    expect(inventoryGaps([c('x', 'skip')], [c('x', 'skip')])).toEqual({
      missing: [],
      skipped: [],
      extra: [],
    });
    expect(inventoryGaps([c('x', 'skip')], [])).toEqual({ missing: ['t.mjs::x'], skipped: [], extra: [] });
  });

  it('a candidate run is gap-free exactly when every base test is reported as often and run at least as often (property)', () => {
    const status = fc.constantFrom<TestCase['status']>('pass', 'fail', 'skip');
    const cases = fc.array(fc.record({ id: fc.constantFrom('a', 'b', 'c'), status }), { maxLength: 6 });
    fc.assert(
      fc.property(cases, cases, (b, k) => {
        const base = b.map((x) => c(x.id, x.status));
        const cand = k.map((x) => c(x.id, x.status));
        const gaps = inventoryGaps(base, cand);
        const none = gaps.missing.length + gaps.skipped.length + gaps.extra.length === 0;
        const ok = ['a', 'b', 'c'].every((id) => {
          const inBase = base.filter((x) => x.id === id);
          const inCand = cand.filter((x) => x.id === id);
          if (inBase.length === 0) return true;
          const ran = (xs: TestCase[]) => xs.filter((x) => x.status !== 'skip').length;
          return inCand.length === inBase.length && ran(inCand) >= ran(inBase);
        });
        expect(none).toBe(ok);
        // No base test that passed can be reported skipped, fewer times, or doubled without a gap.
      }),
    );
  });
});
