import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { classifyRecord } from '../../src/classify/table.js';
import { REQUIRED_FIELDS } from '../../src/classify/record.js';
import { WORKED_RECORDS, runSelfCheck } from '../../src/classify/selfcheck.js';

const [, base] = WORKED_RECORDS.find(
  ([, , label]) => label === 'SCHEDULER',
) as (typeof WORKED_RECORDS)[number];

describe('the decision table, row by row and in order', () => {
  it.each(WORKED_RECORDS.map(([what, record, label]) => [what, label, record] as const))(
    '%s → %s',
    (_what, label, record) => {
      expect(classifyRecord(record).label).toBe(label);
    },
  );

  it('self-check passes', () => {
    expect(runSelfCheck()).toEqual([]);
  });

  it('SCHEDULER names its triple and may be frozen', () => {
    expect(classifyRecord(base)).toEqual({
      label: 'SCHEDULER',
      freeze: true,
      seed: 1402,
      property_path: 'tests/props/test_retry_budget.py',
      fixture_sha256: 'f'.repeat(64),
    });
  });

  it('lists every missing field, in the reference order', () => {
    expect(classifyRecord({})).toEqual({ label: 'INCOMPLETE', freeze: false, missing: [...REQUIRED_FIELDS] });
  });

  it('names the field and what was expected on a type error', () => {
    expect(classifyRecord({ ...base, budget_ok: 'false' })).toEqual({
      label: 'INCOMPLETE',
      freeze: false,
      reason: 'budget_ok: expected a boolean, got string "false"',
    });
    expect(classifyRecord({ ...base, diff_paths: ['a', 3] }).reason).toBe(
      'diff_paths[1]: expected a string, got integer 3',
    );
  });

  it('a non-object record is INCOMPLETE', () => {
    for (const v of [null, [], 'x', 3]) expect(classifyRecord(v).label).toBe('INCOMPLETE');
  });

  it('env and base_env that differ make SCHEDULER impossible: BUDGET, naming the fields', () => {
    const env = { workers: 2, clock_budget_ms: 30000, filesystem: 'ext4' };
    expect(classifyRecord({ ...base, env, base_env: { ...env } }).label).toBe('SCHEDULER');
    for (const [field, other] of [
      ['workers', 4],
      ['clock_budget_ms', 60000],
      ['filesystem', 'tmpfs'],
    ] as const) {
      const d = classifyRecord({ ...base, env, base_env: { ...env, [field]: other } });
      expect(d).toMatchObject({ label: 'BUDGET', freeze: false });
      expect(d.reason).toContain(field);
    }
    // Only one side recorded: nothing to compare, the table decides as without env.
    expect(classifyRecord({ ...base, env }).label).toBe('SCHEDULER');
    // A differing env never turns an earlier row into BUDGET: contamination still comes first.
    const contaminated = { ...base, diff_paths: [base.property_path], env, base_env: { ...env, workers: 9 } };
    expect(classifyRecord(contaminated).label).toBe('CONTAMINATED');
    // Nor a PROPERTY (red on base) into BUDGET.
    expect(
      classifyRecord({ ...base, base_seed_result: 'fail', env, base_env: { ...env, workers: 9 } }).label,
    ).toBe('PROPERTY');
  });

  it('an unknown candidate_result is read at the reference’s rows; at the SCHEDULER row it is INCOMPLETE', () => {
    for (const unknown of ['', 'error', 'PASS', 'pass ', '\ud800']) {
      const at = (r: Record<string, unknown>) => classifyRecord({ ...r, candidate_result: unknown });
      // The rows above the candidate's decide as the reference decides: not INCOMPLETE up front.
      expect(at({ ...base, diff_paths: [base.property_path] }).label).toBe('CONTAMINATED');
      expect(at({ ...base, fixture_sha256: 'abc' }).label).toBe('FIXTURE');
      expect(at({ ...base, budget_ok: false }).label).toBe('BUDGET');
      expect(at({ ...base, base_seed_result: 'not_run' })).toEqual({
        label: 'INCOMPLETE',
        freeze: false,
        reason: 'base_seed_result',
      });
      // Not "pass": a failed candidate, as in the reference.
      expect(at({ ...base, base_seed_result: 'fail' }).label).toBe('PROPERTY');
      expect(at({ ...base, retry_results: ['fail'] }).label).toBe('PROPERTY');
      // Where the reference prints SCHEDULER (freeze-eligible), the gate fails closed.
      expect(at(base)).toEqual({
        label: 'INCOMPLETE',
        freeze: false,
        reason: `candidate_result: string ${JSON.stringify(unknown)} is neither "pass" nor "fail"; a SCHEDULER label needs a recorded failure`,
      });
    }
  });

  it('an unknown candidate_result gives the label "fail" gives, except INCOMPLETE for SCHEDULER (property-based)', () => {
    fc.assert(
      fc.property(validRecord, fc.string({ unit: 'binary' }), (r, unknown) => {
        fc.pre(unknown !== 'pass' && unknown !== 'fail');
        const asFail = classifyRecord({ ...r, candidate_result: 'fail' }).label;
        const d = classifyRecord({ ...r, candidate_result: unknown });
        expect(d.label).toBe(asFail === 'SCHEDULER' ? 'INCOMPLETE' : asFail);
        expect(d.freeze).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('only SCHEDULER carries freeze: true', () => {
    for (const [, record] of WORKED_RECORDS) {
      const d = classifyRecord(record);
      expect(d.freeze).toBe(d.label === 'SCHEDULER');
    }
  });
});

/** A value of any JSON type other than the one the field requires. */
const wrongValue: Record<string, fc.Arbitrary<unknown>> = {
  run_id: fc.oneof(
    fc.constant(''),
    fc.boolean(),
    fc.constant(null),
    fc.double({ noInteger: true }),
    fc.array(fc.string()),
  ),
  seed: fc.oneof(
    fc.string(),
    fc.boolean(),
    fc.constant(null),
    fc.double({ noInteger: true }),
    fc.array(fc.integer()),
  ),
  property_path: fc.oneof(
    fc.constant(''),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string()),
  ),
  property_sha256: fc.oneof(fc.constant(''), fc.integer(), fc.constant(null)),
  fixture_sha256: fc.oneof(fc.constant(''), fc.integer(), fc.constant(null), fc.boolean()),
  base_fixture_sha256: fc.oneof(fc.constant(''), fc.integer(), fc.constant(null)),
  diff_paths: fc.oneof(
    fc.string(),
    fc.constant(null),
    fc.array(fc.oneof(fc.integer(), fc.constant(null)), { minLength: 1 }),
  ),
  // Any string is a candidate result (the reference reads it); other JSON types are not.
  candidate_result: fc.oneof(
    fc.boolean(),
    fc.integer(),
    fc.constant(null),
    fc.array(fc.string()),
    fc.constant({}),
  ),
  base_seed_result: fc.oneof(fc.boolean(), fc.integer(), fc.constant(null), fc.array(fc.string())),
  retry_results: fc.oneof(
    fc.string(),
    fc.constant(null),
    fc.array(fc.oneof(fc.integer(), fc.boolean()), { minLength: 1 }),
  ),
  retry_cap: fc.oneof(
    fc.integer({ max: -1 }),
    fc.string(),
    fc.constant('2'),
    fc.double({ noInteger: true }),
    fc.boolean(),
    fc.constant(null),
  ),
  budget_ok: fc.oneof(fc.constant('false'), fc.constant('true'), fc.integer(), fc.constant(null)),
  transcript_complete: fc.oneof(
    fc.constant('false'),
    fc.constant('true'),
    fc.integer({ min: 1 }),
    fc.constant(null),
  ),
};

const validRecord = fc.record({
  run_id: fc.string({ minLength: 1 }),
  seed: fc.integer(),
  property_path: fc.constantFrom('props/a.py', 'props/b.py'),
  property_sha256: fc.constant('p'.repeat(64)),
  fixture_sha256: fc.constantFrom('f'.repeat(64), 'e'.repeat(64)),
  base_fixture_sha256: fc.constantFrom('f'.repeat(64), 'e'.repeat(64)),
  diff_paths: fc.array(fc.constantFrom('src/x.py', 'props/a.py', 'gen.py')),
  candidate_result: fc.constantFrom('pass', 'fail', 'error'),
  base_seed_result: fc.constantFrom('pass', 'fail', 'not_run'),
  retry_results: fc.array(fc.constantFrom('pass', 'fail')),
  retry_cap: fc.nat(4),
  budget_ok: fc.boolean(),
  transcript_complete: fc.boolean(),
});

describe('fail closed on types (property-based)', () => {
  it('no record with a wrong-typed required field is ever SCHEDULER or PASS', () => {
    const field = fc.constantFrom(...REQUIRED_FIELDS);
    fc.assert(
      fc.property(validRecord, field, fc.nat(), (record, name, k) => {
        const wrongs = wrongValue[name] as fc.Arbitrary<unknown>;
        const bad = fc.sample(wrongs, { numRuns: 1, seed: k })[0];
        const decision = classifyRecord({ ...record, [name]: bad });
        expect(['SCHEDULER', 'PASS']).not.toContain(decision.label);
        expect(decision.freeze).toBe(false);
        expect(decision.label).toBe('INCOMPLETE');
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws and only SCHEDULER is freeze-eligible, for any JSON value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...REQUIRED_FIELDS), fc.jsonValue())),
        (v) => {
          const d = classifyRecord(v);
          expect(d.freeze).toBe(d.label === 'SCHEDULER');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with the table on well-typed records', () => {
    fc.assert(
      fc.property(validRecord, (r) => {
        const d = classifyRecord(r);
        let expected: string;
        if (!r.transcript_complete) expected = 'INCOMPLETE';
        else if ((r.diff_paths as string[]).includes(r.property_path)) expected = 'CONTAMINATED';
        else if (r.fixture_sha256 !== r.base_fixture_sha256) expected = 'FIXTURE';
        else if (!r.budget_ok) expected = 'BUDGET';
        else if (r.base_seed_result === 'not_run') expected = 'INCOMPLETE';
        else if (r.candidate_result === 'pass') expected = 'PASS';
        else if (r.base_seed_result === 'pass' && r.retry_results.slice(0, r.retry_cap).includes('pass'))
          expected = r.candidate_result === 'fail' ? 'SCHEDULER' : 'INCOMPLETE';
        else expected = 'PROPERTY';
        expect(d.label).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
