import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { recordSha256 } from '../../src/classify/hash.js';
import { PyFloat } from '../../src/classify/pyjson.js';
import {
  LedgerError,
  emptyLedger,
  formatDefect,
  parseIsoInstant,
  parseLedger,
  rowExpiry,
  rowLiveness,
  serializeLedger,
  type Ledger,
  type LedgerRow,
} from '../../src/oracle/ledger.js';

const FILE = 'gate-freezes.json';

const record = {
  run_id: 'r-1',
  seed: 1402,
  property_path: 'invariants/parser_roundtrip.py',
  property_sha256: 'p'.repeat(8),
  fixture_sha256: 'abc',
  base_fixture_sha256: 'abc',
  diff_paths: ['src/parser.py'],
  candidate_result: 'fail',
  base_seed_result: 'pass',
  retry_results: ['pass'],
  retry_cap: 2,
  budget_ok: true,
  transcript_complete: true,
};

function row(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'frz-1',
    target: 'parser.roundtrip',
    invariant: 'invariants/parser_roundtrip.py',
    property_path: 'invariants/parser_roundtrip.py',
    seed: 1402,
    fixture_sha256: 'abc',
    owner: 'alice',
    record,
    record_sha256: recordSha256(record),
    expires_after_runs: 20,
    granted_run_number: 37,
    ...over,
  };
}

const ledgerText = (rows: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ version: 1, freezes: rows, ...extra });

function drop(r: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  const copy = { ...r };
  for (const k of keys) delete copy[k];
  return copy;
}

describe('parseLedger: good files', () => {
  it('reads a row with a run-counted expiry', () => {
    const { ledger, defects } = parseLedger(ledgerText([row()]), FILE);
    expect(defects).toEqual([]);
    expect(ledger).toEqual({ version: 1, freezes: [row() as unknown as LedgerRow] });
  });

  it.each([
    ['a dated row', drop(row({ expires_at: '2031-01-01' }), 'expires_after_runs', 'granted_run_number')],
    [
      'a row with both expiries',
      row({ expires_at: '2031-01-01T12:00:00Z', granted_at: '2030-12-01T09:30:00+01:00' }),
    ],
    ['a row with a negative seed', row({ seed: -3 })],
  ])('reads %s', (_what, r) => {
    expect(parseLedger(ledgerText([r]), FILE)).toEqual({ ledger: { version: 1, freezes: [r] }, defects: [] });
  });

  it('reads an empty ledger, and keeps $schema', () => {
    expect(parseLedger('{"version":1,"freezes":[]}', FILE)).toEqual({ ledger: emptyLedger(), defects: [] });
    const withSchema = parseLedger(
      ledgerText([], { $schema: 'https://failure-class-gate.dev/schema/ledger.schema.json' }),
      FILE,
    );
    expect(withSchema.ledger.$schema).toBe('https://failure-class-gate.dev/schema/ledger.schema.json');
  });

  it('keeps floats and big integers in a record as Python reads them, so the hash still matches', () => {
    const text =
      '{"version":1,"freezes":[' +
      JSON.stringify(row({ record: {} }))
        .replace('"record":{}', '"record":{"clock":1.0,"big":123456789012345678901,"seed":1402}')
        .replace(
          /"record_sha256":"[0-9a-f]+"/,
          '"record_sha256":"0000000000000000000000000000000000000000000000000000000000000000"',
        ) +
      ']}';
    const { ledger, defects } = parseLedger(text, FILE);
    expect(defects).toEqual([]);
    const stored = ledger.freezes[0]?.record as Record<string, unknown>;
    expect(stored.clock).toEqual(new PyFloat(1));
    expect(stored.big).toBe(123456789012345678901n);
    // The hash Python prints for {"big": 123456789012345678901, "clock": 1.0, "seed": 1402}:
    expect(recordSha256(stored)).toBe(
      recordSha256({ big: 123456789012345678901n, clock: new PyFloat(1), seed: 1402 }),
    );
  });
});

describe('parseLedger: malformed rows are store defects, the rest stays usable', () => {
  it.each<[string, unknown, string]>([
    ['not an object', 'frz', 'row: expected an object, got string "frz"'],
    ['no id', drop(row(), 'id'), 'id: expected a non-empty string of at most 200 characters, got nothing'],
    [
      'blank owner',
      row({ owner: '  ' }),
      'owner: expected a non-empty string of at most 200 characters, got string "  "',
    ],
    [
      'owner with a newline',
      row({ owner: 'a\nb' }),
      'owner: expected a non-empty string of at most 200 characters, got string "a\\nb"',
    ],
    [
      'bad target',
      row({ target: 'a/b' }),
      "target: expected a target name (letters, digits, '.', '_', '-'), got string \"a/b\"",
    ],
    [
      'escaping invariant',
      row({ invariant: '../x.py' }),
      'invariant: expected a repository path, got string "../x.py" (\'..\' segment leaves the repository)',
    ],
    [
      'absolute property_path',
      row({ property_path: '/x.py' }),
      'property_path: expected a repository path, got string "/x.py" (absolute path (write it relative to the repository root))',
    ],
    ['string seed', row({ seed: '1402' }), 'seed: expected an integer, got string "1402"'],
    [
      'no fixture digest',
      drop(row(), 'fixture_sha256'),
      'fixture_sha256: expected a non-empty string of at most 200 characters, got nothing',
    ],
    ['record not an object', row({ record: [] }), 'record: expected the run record (an object), got a list'],
    [
      'short record hash',
      row({ record_sha256: 'abc' }),
      'record_sha256: expected 64 lowercase hex digits, got string "abc"',
    ],
    [
      'unknown key',
      row({ label: 'SCHEDULER' }),
      'label: unknown key (expected id, target, invariant, property_path, seed, fixture_sha256, owner, granted_at, granted_run_number, expires_after_runs, expires_at, record_sha256, record)',
    ],
    [
      'no expiry',
      drop(row(), 'expires_after_runs', 'granted_run_number'),
      'no expiry (expires_after_runs with granted_run_number, or expires_at)',
    ],
    [
      'runs without grant',
      drop(row(), 'granted_run_number'),
      'expires_after_runs without granted_run_number (a run-counted expiry needs both)',
    ],
    [
      'grant without runs',
      drop(row(), 'expires_after_runs'),
      'granted_run_number without expires_after_runs (a run-counted expiry needs both)',
    ],
    [
      'zero runs',
      row({ expires_after_runs: 0 }),
      'expires_after_runs: expected an integer from 1 to 1000, got integer 0',
    ],
    [
      'too many runs',
      row({ expires_after_runs: 1001 }),
      'expires_after_runs: expected an integer from 1 to 1000, got integer 1001',
    ],
    [
      'granted run 0',
      row({ granted_run_number: 0 }),
      'granted_run_number: expected a positive integer, got integer 0',
    ],
    [
      'empty expires_at',
      row({ expires_at: '' }),
      'expires_at: expected an ISO date or date-time (2025-03-01, 2025-03-01T12:00:00Z), got string ""',
    ],
    [
      'expires_at not on the calendar',
      row({ expires_at: '2025-02-30' }),
      'expires_at: expected an ISO date or date-time (2025-03-01, 2025-03-01T12:00:00Z), got string "2025-02-30"',
    ],
    [
      'expires_at without a zone',
      row({ expires_at: '2025-03-01T12:00:00' }),
      'expires_at: expected an ISO date or date-time (2025-03-01, 2025-03-01T12:00:00Z), got string "2025-03-01T12:00:00"',
    ],
    [
      'expires_at as a number',
      row({ expires_at: 20250301 }),
      'expires_at: expected an ISO date or date-time (2025-03-01, 2025-03-01T12:00:00Z), got integer 20250301',
    ],
    [
      'bad granted_at',
      row({ granted_at: 'yesterday' }),
      'granted_at: expected an ISO date or date-time (2025-03-01, 2025-03-01T12:00:00Z), got string "yesterday"',
    ],
  ])('%s', (_what, bad, reason) => {
    const good = row({ id: 'frz-ok' });
    const { ledger, defects } = parseLedger(ledgerText([good, bad]), FILE);
    expect(ledger.freezes).toEqual([good]);
    const id =
      typeof bad === 'object' && bad !== null && typeof (bad as { id?: unknown }).id === 'string'
        ? 'frz-1'
        : undefined;
    expect(defects).toEqual([{ index: 1, ...(id ? { id } : {}), reason }]);
  });

  it('reads a seed written as a float as a defect, as Python would', () => {
    const text = ledgerText([row()]).replace('"seed":1402', '"seed":1402.0');
    expect(parseLedger(text, FILE).defects).toEqual([
      { index: 0, id: 'frz-1', reason: 'seed: expected an integer, got float 1402' },
    ]);
  });

  it('drops every row whose id is duplicated', () => {
    const { ledger, defects } = parseLedger(
      ledgerText([row({ id: 'a' }), row({ id: 'b' }), row({ id: 'a', seed: 1 }), row({ id: 'a', seed: 2 })]),
      FILE,
    );
    expect(ledger.freezes.map((r) => r.id)).toEqual(['b']);
    expect(defects).toEqual([
      {
        index: 0,
        id: 'a',
        reason: 'id: duplicate (also at freezes[2], freezes[3]); no row with this id is used',
      },
      {
        index: 2,
        id: 'a',
        reason: 'id: duplicate (also at freezes[0], freezes[3]); no row with this id is used',
      },
      {
        index: 3,
        id: 'a',
        reason: 'id: duplicate (also at freezes[0], freezes[2]); no row with this id is used',
      },
    ]);
  });

  it('formats a defect for the summary', () => {
    expect(formatDefect(FILE, { index: 2, id: 'frz-9', reason: 'no expiry' })).toBe(
      'gate-freezes.json: freezes[2] (id "frz-9"): no expiry',
    );
    expect(formatDefect(FILE, { index: 0, reason: 'row: expected an object, got null' })).toBe(
      'gate-freezes.json: freezes[0]: row: expected an object, got null',
    );
  });
});

describe('parseLedger: unreadable files throw LedgerError naming the file', () => {
  it.each([
    ['', 'gate-freezes.json: not valid JSON (unexpected end of JSON at offset 0)'],
    ['{', 'gate-freezes.json: not valid JSON (expected a property name in double quotes at offset 1)'],
    ['[]', 'gate-freezes.json: expected a JSON object {"version": 1, "freezes": [...]}, got a list'],
    ['null', 'gate-freezes.json: expected a JSON object {"version": 1, "freezes": [...]}, got null'],
    ['{"freezes": []}', 'gate-freezes.json: version: expected 1, got nothing'],
    ['{"version": 2, "freezes": []}', 'gate-freezes.json: version: expected 1, got integer 2'],
    ['{"version": 1.0, "freezes": []}', 'gate-freezes.json: version: expected 1, got float 1'],
    ['{"version": 1}', 'gate-freezes.json: freezes: expected a list of freeze rows, got nothing'],
    [
      '{"version": 1, "freezes": {}}',
      'gate-freezes.json: freezes: expected a list of freeze rows, got an object',
    ],
    [
      '{"version": 1, "freezes": [], "rows": []}',
      'gate-freezes.json: rows: unknown key (expected $schema, version, freezes)',
    ],
    [
      '{"version": 1, "freezes": [], "$schema": 3}',
      'gate-freezes.json: $schema: expected a string, got integer 3',
    ],
  ])('%j', (text, message) => {
    let caught: unknown;
    try {
      parseLedger(text, FILE);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(LedgerError);
    expect((caught as LedgerError).message).toBe(message);
    expect((caught as LedgerError).file).toBe(FILE);
  });

  it('throws nothing but LedgerError on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        try {
          parseLedger(text, FILE);
        } catch (err) {
          expect(err).toBeInstanceOf(LedgerError);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws for row problems, on arbitrary rows (property)', () => {
    const anyRow = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          id: fc.oneof(fc.string({ maxLength: 4 }), fc.integer()),
          target: fc.oneof(fc.constant('t'), fc.string({ maxLength: 4 })),
          invariant: fc.oneof(fc.constant('i.py'), fc.string({ maxLength: 6 })),
          property_path: fc.oneof(fc.constant('i.py'), fc.string({ maxLength: 6 })),
          seed: fc.oneof(fc.integer(), fc.double(), fc.string()),
          fixture_sha256: fc.string({ maxLength: 4 }),
          owner: fc.string({ maxLength: 4 }),
          record: fc.oneof(fc.object(), fc.jsonValue()),
          record_sha256: fc.oneof(fc.constant('a'.repeat(64)), fc.string()),
          expires_after_runs: fc.oneof(fc.integer({ min: -2, max: 1002 }), fc.string()),
          granted_run_number: fc.oneof(fc.integer({ min: -2, max: 100 }), fc.constant(null)),
          expires_at: fc.oneof(
            fc.constantFrom('2025-01-01', '2025-13-01', '2025-01-01T00:00:00Z', ''),
            fc.string(),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 5 }), (rows) => {
        const { ledger, defects } = parseLedger(ledgerText(rows), FILE);
        expect(ledger.freezes.length + defects.length).toBeGreaterThanOrEqual(rows.length);
        for (const r of ledger.freezes) {
          expect(
            r.expires_at !== undefined ||
              (r.expires_after_runs !== undefined && r.granted_run_number !== undefined),
          ).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('rowLiveness (SPEC §5)', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  const base = row() as unknown as LedgerRow;
  const dated = (expires_at: string): LedgerRow => ({
    ...base,
    expires_after_runs: undefined,
    granted_run_number: undefined,
    expires_at,
  });

  it.each<[string, LedgerRow, number | undefined, { live: true } | { live: false; reason: string }]>([
    ['first run after the grant', base, 37, { live: true }],
    ['last run inside the window', base, 56, { live: true }],
    [
      'the run the window ends',
      base,
      57,
      { live: false, reason: 'expired: run 57 is not below granted_run_number 37 + expires_after_runs 20' },
    ],
    [
      'no run number known',
      base,
      undefined,
      { live: false, reason: 'run-counted expiry, but the run number is unknown' },
    ],
    [
      'a run before the grant',
      base,
      36,
      { live: false, reason: 'run 36 is before granted_run_number 37 (a freeze cannot start in the future)' },
    ],
    ['a date in the future', dated('2025-03-02'), undefined, { live: true }],
    [
      'the expiry date itself (00:00 UTC)',
      dated('2025-03-01'),
      undefined,
      { live: false, reason: 'expired at 2025-03-01' },
    ],
    [
      'a date-time just passed',
      dated('2025-03-01T12:00:00Z'),
      1,
      { live: false, reason: 'expired at 2025-03-01T12:00:00Z' },
    ],
    ['a date-time with an offset, still ahead', dated('2025-03-01T13:30:00+01:00'), 1, { live: true }],
    [
      'a date-time with an offset, passed',
      dated('2025-03-01T12:30:00+01:00'),
      1,
      { live: false, reason: 'expired at 2025-03-01T12:30:00+01:00' },
    ],
    [
      'both: runs live, date passed',
      { ...base, expires_at: '2025-02-01' },
      40,
      { live: false, reason: 'expired at 2025-02-01' },
    ],
    [
      'both: date live, runs spent',
      { ...base, expires_at: '2026-01-01' },
      60,
      { live: false, reason: 'expired: run 60 is not below granted_run_number 37 + expires_after_runs 20' },
    ],
    ['both live', { ...base, expires_at: '2026-01-01' }, 40, { live: true }],
    [
      'no expiry',
      { ...base, expires_after_runs: undefined, granted_run_number: undefined },
      40,
      { live: false, reason: 'no expiry: store defect' },
    ],
    [
      'half a run expiry',
      { ...base, granted_run_number: undefined },
      40,
      {
        live: false,
        reason: 'run-counted expiry without both expires_after_runs and granted_run_number: store defect',
      },
    ],
    [
      'an expires_at that is not a date',
      dated('soon'),
      1,
      { live: false, reason: 'expires_at is not an ISO date: store defect' },
    ],
    [
      'a run number that is not an integer',
      base,
      40.5,
      { live: false, reason: 'run-counted expiry, but the run number is unknown' },
    ],
  ])('%s', (_what, r, runNumber, expected) => {
    expect(rowLiveness(r, now, runNumber)).toEqual(expected);
  });
});

describe('rowExpiry: what the summary says is left of a live row', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  it('counts the runs after this one in which a run-counted row stays live', () => {
    const r = { ...(row() as unknown as LedgerRow), expires_after_runs: 20, granted_run_number: 17 };
    delete r.expires_at;
    expect(rowExpiry(r, now, 17)).toEqual({ owner: r.owner, runs_left: 19 });
    expect(rowExpiry(r, now, 36)).toEqual({ owner: r.owner, runs_left: 0 });
    // Live at 36 (17 + 20 > 36), dead at 37: the last run with runs_left 0 is the last live one.
    expect(rowLiveness(r, now, 36)).toEqual({ live: true });
    expect(rowLiveness(r, now, 37).live).toBe(false);
    expect(rowExpiry(r, now, undefined)).toEqual({ owner: r.owner });
  });

  it('counts whole days to a dated expiry', () => {
    const r = { ...(row() as unknown as LedgerRow), expires_at: '2025-03-11' };
    delete r.expires_after_runs;
    delete r.granted_run_number;
    expect(rowExpiry(r, now, 5)).toEqual({ owner: r.owner, expires_at: '2025-03-11', days_left: 9 });
  });
});

describe('parseIsoInstant', () => {
  it.each<[string, number | undefined]>([
    ['2025-03-01', Date.UTC(2025, 2, 1)],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['2025-03-01T12:00:00Z', Date.UTC(2025, 2, 1, 12)],
    ['2025-03-01T12:00:00.5Z', Date.UTC(2025, 2, 1, 12, 0, 0, 500)],
    ['2025-03-01T12:00:00.123456Z', Date.UTC(2025, 2, 1, 12, 0, 0, 123)],
    ['2025-03-01T12:00:00-05:30', Date.UTC(2025, 2, 1, 17, 30)],
    ['0099-01-01', new Date('0099-01-01T00:00:00Z').getTime()],
    ['2023-02-29', undefined],
    ['2025-04-31', undefined],
    ['2025-00-10', undefined],
    ['2025-03-01T24:00:00Z', undefined],
    ['2025-03-01T12:00:00+24:00', undefined],
    ['2025-3-1', undefined],
    ['2025-03-01t12:00:00z', undefined],
  ])('%s', (s, expected) => {
    expect(parseIsoInstant(s)).toBe(expected);
  });
});

describe('serializeLedger', () => {
  it('writes stable 2-space JSON: rows sorted by id, keys in a fixed order, record keys sorted, trailing newline', () => {
    const l: Ledger = {
      version: 1,
      freezes: [
        {
          ...(row({
            id: 'b',
            record: { z: 1, a: { y: new PyFloat(2), b: 'é' } },
            record_sha256: 'f'.repeat(64),
          }) as unknown as LedgerRow),
        },
        {
          ...(drop(
            row({ id: 'a', record: {}, record_sha256: 'e'.repeat(64), expires_at: '2031-01-01' }),
            'expires_after_runs',
            'granted_run_number',
          ) as unknown as LedgerRow),
        },
      ],
    };
    expect(serializeLedger(l)).toBe(`{
  "version": 1,
  "freezes": [
    {
      "id": "a",
      "target": "parser.roundtrip",
      "invariant": "invariants/parser_roundtrip.py",
      "property_path": "invariants/parser_roundtrip.py",
      "seed": 1402,
      "fixture_sha256": "abc",
      "owner": "alice",
      "expires_at": "2031-01-01",
      "record_sha256": "${'e'.repeat(64)}",
      "record": {}
    },
    {
      "id": "b",
      "target": "parser.roundtrip",
      "invariant": "invariants/parser_roundtrip.py",
      "property_path": "invariants/parser_roundtrip.py",
      "seed": 1402,
      "fixture_sha256": "abc",
      "owner": "alice",
      "granted_run_number": 37,
      "expires_after_runs": 20,
      "record_sha256": "${'f'.repeat(64)}",
      "record": {
        "a": {
          "b": "\\u00e9",
          "y": 2.0
        },
        "z": 1
      }
    }
  ]
}
`);
  });

  it('writes an empty ledger and keeps $schema first', () => {
    expect(serializeLedger(emptyLedger())).toBe('{\n  "version": 1,\n  "freezes": []\n}\n');
    expect(serializeLedger({ ...emptyLedger(), $schema: 's' })).toBe(
      '{\n  "$schema": "s",\n  "version": 1,\n  "freezes": []\n}\n',
    );
  });

  const text = fc
    .string({ minLength: 1, maxLength: 12 })
    // eslint-disable-next-line no-control-regex
    .filter((s) => /\S/.test(s) && !/[\u0000-\u001f\u007f]/.test(s));
  const segment = fc.stringMatching(/^[a-z0-9_][a-z0-9_.-]{0,6}$/).filter((s) => !/^[.]+$/.test(s));
  const repoPath = fc.array(segment, { minLength: 1, maxLength: 3 }).map((xs) => xs.join('/'));
  const scalar = fc.oneof(
    fc.integer(),
    fc.string({ maxLength: 8 }),
    fc.boolean(),
    fc.constant(null),
    fc.double({ noNaN: true }).map((x) => new PyFloat(x)),
    fc.bigInt({ min: 10n ** 17n, max: 10n ** 20n }),
  );
  const recordValue = fc.dictionary(
    fc.string({ maxLength: 6 }),
    fc.oneof(
      scalar,
      fc.array(scalar, { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 4 }), scalar, { maxKeys: 3 }),
    ),
    { maxKeys: 6 },
  );
  const date = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2999-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const validRow: fc.Arbitrary<LedgerRow> = fc
    .record({
      id: text,
      target: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,10}$/),
      invariant: repoPath,
      property_path: repoPath,
      seed: fc.maxSafeInteger(),
      fixture_sha256: text,
      owner: text,
      record: recordValue,
      record_sha256: fc.stringMatching(/^[0-9a-f]{64}$/),
      runs: fc.option(
        fc.record({
          expires_after_runs: fc.integer({ min: 1, max: 1000 }),
          granted_run_number: fc.integer({ min: 1, max: 1e9 }),
        }),
      ),
      expires_at: fc.option(
        fc.oneof(
          date.map((d) => d.toISOString()),
          date.map((d) => d.toISOString().slice(0, 10)),
        ),
      ),
      granted_at: fc.option(date.map((d) => d.toISOString())),
    })
    .filter((r) => r.runs !== null || r.expires_at !== null)
    .map(({ runs, expires_at, granted_at, ...rest }) => ({
      ...rest,
      ...(runs ?? {}),
      ...(expires_at !== null ? { expires_at } : {}),
      ...(granted_at !== null ? { granted_at } : {}),
    }));
  const validLedger: fc.Arbitrary<Ledger> = fc
    .uniqueArray(validRow, { selector: (r) => r.id, maxLength: 5 })
    .map((freezes) => ({ version: 1 as const, freezes }));

  it('round-trips: parse(serialize(l)) is l with its rows sorted by id (property)', () => {
    fc.assert(
      fc.property(validLedger, (l) => {
        const text = serializeLedger(l);
        const { ledger, defects } = parseLedger(text, FILE);
        expect(defects).toEqual([]);
        const sorted = [...l.freezes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        expect(ledger.freezes.map((r) => r.id).sort()).toEqual(sorted.map((r) => r.id).sort());
        expect(ledger).toEqual({ version: 1, freezes: expect.arrayContaining(sorted) });
        expect(ledger.freezes).toHaveLength(l.freezes.length);
        expect(serializeLedger(ledger)).toBe(text);
        for (const r of ledger.freezes) {
          const original = l.freezes.find((o) => o.id === r.id) as LedgerRow;
          expect(recordSha256(r.record)).toBe(recordSha256(original.record));
        }
      }),
      { numRuns: 300 },
    );
  });
});
