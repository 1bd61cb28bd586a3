/**
 * Run records (SPEC §4), property-based, from JSON text as `gate classify` reads it: the classifier
 * agrees with the decision table of seed 002 written out again here, independently of src/classify,
 * with the SPEC's additions (fail closed on types, `env`/`base_env`, the generator path); a record
 * with a wrong-typed or missing required field is never SCHEDULER or PASS; and `record_sha256` does
 * not depend on the order of keys in the file.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parsePyJson } from '../../src/classify/pyjson.js';
import { classifyRecord } from '../../src/classify/table.js';
import { decideRecord } from '../../src/classify/decide.js';
import { checkProperty } from './runs.js';

/** One field's value as JSON text; `undefined` leaves the key out. */
type Field = string | undefined;

const FIELDS = [
  'run_id',
  'seed',
  'property_path',
  'property_sha256',
  'fixture_sha256',
  'base_fixture_sha256',
  'diff_paths',
  'candidate_result',
  'base_seed_result',
  'retry_results',
  'retry_cap',
  'budget_ok',
  'transcript_complete',
] as const;
type Name = (typeof FIELDS)[number];

/** What the text means, read the way Python reads it: `1.0` is a float, `true` is not an integer. */
function meaning(text: string): { v: unknown; float: boolean } {
  return { v: JSON.parse(text), float: /^-?\d+[.eE]/.test(text) };
}
const isInt = (t: string) => {
  const { v, float } = meaning(t);
  return typeof v === 'number' && Number.isInteger(v) && !float;
};
const isStr = (t: string) => typeof meaning(t).v === 'string';
const isNonEmptyStr = (t: string) => isStr(t) && meaning(t).v !== '';
const isStrList = (t: string) => {
  const v = meaning(t).v;
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
};
const isBool = (t: string) => typeof meaning(t).v === 'boolean';

/** Which texts are a well-typed value for each field: my reading of seed 002 plus SPEC §4. */
const WELL_TYPED: Record<Name, (t: string) => boolean> = {
  run_id: (t) => isNonEmptyStr(t) || (isInt(t) && (meaning(t).v as number) >= 0),
  seed: isInt,
  property_path: isNonEmptyStr,
  property_sha256: isNonEmptyStr,
  fixture_sha256: isNonEmptyStr,
  base_fixture_sha256: isNonEmptyStr,
  diff_paths: isStrList,
  candidate_result: isNonEmptyStr,
  base_seed_result: isStr,
  retry_results: isStrList,
  retry_cap: (t) => isInt(t) && (meaning(t).v as number) >= 0,
  budget_ok: isBool,
  transcript_complete: isBool,
};

const q = (s: string) => JSON.stringify(s);
const PATHS = ['props/a.py', 'gen/g.py', 'src/x.py', 'src/ünï côde.py'];
const list = (items: fc.Arbitrary<string>, max = 4) =>
  fc.array(items, { maxLength: max }).map((xs) => `[${xs.map(q).join(',')}]`);

const VALID: Record<Name, fc.Arbitrary<string>> = {
  run_id: fc.oneof(fc.constantFrom('"r1"', '"run-2"'), fc.nat(99).map(String)),
  seed: fc.oneof(fc.integer({ min: -5, max: 2000 }).map(String), fc.constant('123456789012345678901')),
  property_path: fc.constantFrom(...PATHS.slice(0, 2)).map(q),
  property_sha256: fc.constant(q('p'.repeat(64))),
  fixture_sha256: fc.constantFrom('f', 'e').map((c) => q(c.repeat(64))),
  base_fixture_sha256: fc.constantFrom('f', 'e').map((c) => q(c.repeat(64))),
  diff_paths: list(fc.constantFrom(...PATHS, 'src/x.py', 'src/y.py', 'src/ünï côde.py'), 3),
  candidate_result: fc.constantFrom('"pass"', '"fail"', '"error"'),
  base_seed_result: fc.constantFrom('"pass"', '"pass"', '"fail"', '"not_run"', '""'),
  retry_results: list(fc.constantFrom('pass', 'pass', 'fail', 'error')),
  retry_cap: fc.nat(4).map(String),
  budget_ok: fc.constantFrom('true', 'false'),
  transcript_complete: fc.constantFrom('true', 'true', 'false'),
};

/** Values that look right to a careless reader: Python truthiness would accept most of them. */
const TRICKY = [
  '"false"',
  '"true"',
  '"0"',
  '"2"',
  '""',
  '0',
  '1',
  '-1',
  '2',
  '1.0',
  '2.0',
  '0.5',
  '1e2',
  'null',
  'true',
  'false',
  '[]',
  '{}',
  '["pass"]',
  '[1]',
  '["pass",null]',
  '{"pass":true}',
];

const fieldValue = (name: Name): fc.Arbitrary<Field> =>
  fc.oneof(
    { weight: 12, arbitrary: VALID[name] },
    { weight: 2, arbitrary: fc.constantFrom(...TRICKY) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

const ENV_VALID = fc
  .record({
    workers: fc.constantFrom(1, 2),
    clock_budget_ms: fc.constantFrom(0, 500),
    filesystem: fc.constantFrom('ext4', 'tmpfs'),
  })
  .map((e) => JSON.stringify(e));
const ENV_BAD = fc.constantFrom(
  '{"workers":0,"clock_budget_ms":1,"filesystem":"ext4"}',
  '{"workers":"2","clock_budget_ms":1,"filesystem":"ext4"}',
  '{"workers":1,"clock_budget_ms":-1,"filesystem":"ext4"}',
  '{"workers":1,"clock_budget_ms":1.5,"filesystem":"ext4"}',
  '{"workers":1,"clock_budget_ms":1,"filesystem":""}',
  '{"workers":1,"clock_budget_ms":1}',
  '"ext4"',
  '[]',
  'null',
);
const optional = (valid: fc.Arbitrary<string>, bad: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: bad },
  );

/** Clean records lean towards the rows deep in the table (a complete transcript, a base that passes). */
const CLEAN: Partial<Record<Name, fc.Arbitrary<string>>> = {
  transcript_complete: fc.constantFrom('true', 'true', 'true', 'true', 'false'),
  base_seed_result: fc.constantFrom('"pass"', '"pass"', '"pass"', '"fail"', '"not_run"'),
  budget_ok: fc.constantFrom('true', 'true', 'true', 'false'),
};
const partsOf = (clean: boolean) =>
  fc.record({
    fields: fc.record(
      Object.fromEntries(FIELDS.map((n) => [n, clean ? (CLEAN[n] ?? VALID[n]) : fieldValue(n)])) as Record<
        Name,
        fc.Arbitrary<Field>
      >,
    ),
    generator: clean
      ? fc.constantFrom(undefined, '"gen/g.py"', '""', 'null')
      : optional(fc.constantFrom('"gen/g.py"', '""', 'null'), fc.constantFrom('1', 'true', '["gen/g.py"]')),
    env: clean ? fc.option(ENV_VALID, { nil: undefined }) : optional(ENV_VALID, ENV_BAD),
    base_env: clean ? fc.option(ENV_VALID, { nil: undefined }) : optional(ENV_VALID, ENV_BAD),
  });
/** Half the records well typed (every row of the table is reached), half with tricky values. */
const recordParts = fc.oneof(partsOf(true), partsOf(false));
type Parts = typeof recordParts extends fc.Arbitrary<infer T> ? T : never;

function entries(p: Parts): [string, string][] {
  const out: [string, string][] = [];
  for (const n of FIELDS) if (p.fields[n] !== undefined) out.push([n, p.fields[n] as string]);
  if (p.generator !== undefined) out.push(['fixture_generator_path', p.generator]);
  if (p.env !== undefined) out.push(['env', p.env]);
  if (p.base_env !== undefined) out.push(['base_env', p.base_env]);
  return out;
}
const text = (es: [string, string][]) => `{${es.map(([k, v]) => `${q(k)}: ${v}`).join(', ')}}`;

function envOk(t: string | undefined): boolean {
  if (t === undefined) return true;
  const v = JSON.parse(t) as Record<string, unknown> | null;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const { workers: w, clock_budget_ms: c, filesystem: f } = v;
  return (
    Number.isInteger(w) &&
    (w as number) >= 1 &&
    Number.isInteger(c) &&
    (c as number) >= 0 &&
    typeof f === 'string' &&
    f !== ''
  );
}

/** The decision table, first match wins, from the article and SPEC §4 — not from src/classify. */
function expected(p: Parts): { label: string; paths?: string[] } {
  const f = p.fields;
  if (FIELDS.some((n) => f[n] === undefined)) return { label: 'INCOMPLETE' };
  const val = (n: Name) => meaning(f[n] as string).v;
  if (val('transcript_complete') === false) return { label: 'INCOMPLETE' };
  if (FIELDS.some((n) => !WELL_TYPED[n](f[n] as string))) return { label: 'INCOMPLETE' };
  const gen = p.generator === undefined ? null : (JSON.parse(p.generator) as unknown);
  if (gen !== null && typeof gen !== 'string') return { label: 'INCOMPLETE' };
  if (!envOk(p.env) || !envOk(p.base_env)) return { label: 'INCOMPLETE' };

  const diff = val('diff_paths') as string[];
  const watched = [val('property_path') as string, ...(gen ? [gen] : [])];
  const overlap = [...new Set(watched.filter((w) => diff.includes(w)))].sort();
  if (overlap.length) return { label: 'CONTAMINATED', paths: overlap };
  if (val('fixture_sha256') !== val('base_fixture_sha256')) return { label: 'FIXTURE' };
  if (val('budget_ok') === false) return { label: 'BUDGET' };
  const base = val('base_seed_result');
  if (base !== 'pass' && base !== 'fail') return { label: 'INCOMPLETE' };
  if (val('candidate_result') === 'pass') return { label: 'PASS' };
  const retries = (val('retry_results') as string[]).slice(0, val('retry_cap') as number);
  if (base === 'pass' && retries.includes('pass')) {
    if (p.env !== undefined && p.base_env !== undefined) {
      const a = JSON.parse(p.env) as Record<string, unknown>;
      const b = JSON.parse(p.base_env) as Record<string, unknown>;
      if (['workers', 'clock_budget_ms', 'filesystem'].some((k) => a[k] !== b[k])) return { label: 'BUDGET' };
    }
    return { label: 'SCHEDULER' };
  }
  return { label: 'PROPERTY' };
}

const wellTyped = (p: Parts) =>
  FIELDS.every((n) => p.fields[n] !== undefined && WELL_TYPED[n](p.fields[n] as string));

describe('run records from JSON text (property-based)', () => {
  it('the classifier agrees with the independent decision table (20,000 runs)', () => {
    const seen = new Map<string, number>();
    checkProperty(
      'record: agrees with the decision table',
      recordParts,
      (p) => {
        const record = parsePyJson(text(entries(p)));
        const d = classifyRecord(record);
        const e = expected(p);
        seen.set(e.label, (seen.get(e.label) ?? 0) + 1);
        expect(d.label).toBe(e.label);
        if (e.paths) expect(d.paths).toEqual(e.paths);
        expect(d.freeze).toBe(d.label === 'SCHEDULER');
        if (d.label === 'SCHEDULER') {
          const r = record as Record<string, unknown>;
          expect([d.seed, d.property_path, d.fixture_sha256]).toEqual([
            r.seed,
            r.property_path,
            r.fixture_sha256,
          ]);
        }
      },
      20000,
    );
    // The generator reaches every row of the table, so agreement is not agreement on INCOMPLETE alone.
    for (const label of ['INCOMPLETE', 'CONTAMINATED', 'FIXTURE', 'BUDGET', 'PROPERTY', 'SCHEDULER', 'PASS'])
      expect({ label, reached: (seen.get(label) ?? 0) > 100 }).toEqual({ label, reached: true });
  });

  it('a wrong-typed or missing required field is never SCHEDULER or PASS (10,000 runs)', () => {
    const broken = partsOf(false).filter((p) => !wellTyped(p));
    checkProperty(
      'record: wrong-typed field never SCHEDULER/PASS',
      broken,
      (p) => {
        const d = classifyRecord(parsePyJson(text(entries(p))));
        expect(d.label).toBe('INCOMPLETE');
        expect(d.freeze).toBe(false);
      },
      10000,
    );
  });

  it('record_sha256 does not depend on key order or whitespace (3,000 runs)', () => {
    const shuffled = recordParts.chain((p) => {
      const es = entries(p);
      return fc
        .tuple(
          fc.shuffledSubarray(es, { minLength: es.length, maxLength: es.length }),
          fc.constantFrom(' ', '\n\t', ''),
        )
        .map(([other, ws]) => ({ es, other, ws }));
    });
    checkProperty(
      'record: hash independent of key order',
      shuffled,
      ({ es, other, ws }) => {
        const a = decideRecord(parsePyJson(text(es)));
        const b = decideRecord(parsePyJson(text(other).replace(/, /g, `,${ws}`)));
        expect(b.record_sha256).toBe(a.record_sha256);
        expect(a.record_sha256).toMatch(/^[0-9a-f]{64}$/);
        expect(b.label).toBe(a.label);
      },
      3000,
    );
  });
});
