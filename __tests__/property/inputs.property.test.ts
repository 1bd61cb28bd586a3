/**
 * The files users write (SPEC §10, §5), property-based: `gate.yml`, fixture manifests and the freeze
 * ledger. Each parser throws only its own typed error (or returns its own failure), round-trips what
 * it accepts, and accepts no path that leaves the repository; a ledger row that is not exactly what
 * `gate freeze grant` would write never excuses a miss.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { ConfigError, DEFAULT_BUDGETS, parseConfig } from '../../src/oracle/config.js';
import { parseManifest } from '../../src/oracle/manifest.js';
import { LedgerError, parseLedger, serializeLedger, type LedgerRow } from '../../src/oracle/ledger.js';
import { FreezeClient } from '../../src/stages/freeze.js';
import { classifyRecord } from '../../src/classify/table.js';
import { recordSha256 } from '../../src/classify/hash.js';
import { checkRepoPath } from '../../src/patch/paths.js';
import { WORKED_RECORDS } from '../../src/classify/selfcheck.js';
import { checkProperty, checkAsyncProperty } from './runs.js';

/** Clean repository paths: spaces, dots inside names, non-ASCII letters. */
const segment = fc
  .array(fc.constantFrom('a', 'b', 'x', '1', '_', '-', ' ', '.', 'é', 'ß', '日', 'Ω'), {
    minLength: 1,
    maxLength: 6,
  })
  .map((cs) => `s${cs.join('')}`);
const repoPath = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));

/** Spellings that leave the root, name git metadata or a second spelling of a path. */
const HOSTILE = [
  '../outside',
  'a/../../outside',
  '..',
  '/etc/passwd',
  '//server/share',
  'C:/Windows/x',
  'c:x',
  'a\\..\\b',
  '.git/config',
  'a/.GIT/hooks/pre-commit',
  '.git./config',
  '.git /x',
  './a',
  'a//b',
  'a/',
  'a/./b',
  '. ./x',
  '.. /x',
  'a/\u0000b',
  'a\nb',
  'a\u007fb',
  '',
];
/** Inside a path, a drive letter is only a name with a colon (`a/c:x`), which stays inside. */
const hostile = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc
    .tuple(repoPath, fc.constantFrom(...HOSTILE.filter((h) => !/^[A-Za-z]:/.test(h))))
    .map(([p, h]) => `${p}/${h}`),
);
/** A glob only adds files to the oracle; one naming git metadata widens it and is allowed. */
const hostileGlob = hostile.filter((h) => !/(^|\/)\.git/i.test(h));

describe('gate.yml (property-based)', () => {
  /** A spec's `on_match`: absent (reject), spelled out as `reject`, or `hold`. */
  const onMatch = fc.option(fc.constantFrom('reject' as const, 'hold' as const), { nil: undefined });
  /**
   * `version: 2` requires a probe on every fixture; `version: 1` reads a fixture with or without one
   * (`probe: null` when absent). Both versions are generated, each only with what it accepts.
   */
  const configArb = fc.constantFrom(1 as const, 2 as const).chain((version) =>
    fc.record({
      version: fc.constant(version),
      budgets: fc.record(
        {
          max_predicates: fc.integer({ min: 1, max: 1000 }),
          predicate_timeout_ms: fc.integer({ min: 1, max: 3_600_000 }),
          replay_timeout_ms: fc.integer({ min: 1, max: 3_600_000 }),
          retry_cap: fc.integer({ min: 0, max: 10 }),
        },
        { requiredKeys: [] },
      ),
      properties: fc.uniqueArray(
        fc.record({ spec: repoPath, probe: repoPath, global: fc.boolean(), on_match: onMatch }),
        { maxLength: 4, selector: (p) => p.spec },
      ),
      fixtures: fc.uniqueArray(
        fc.record({
          target: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/),
          manifest: repoPath,
          invariant: repoPath,
          probe: version === 2 ? repoPath : fc.option(repoPath, { nil: undefined }),
        }),
        { maxLength: 3, selector: (f) => f.target },
      ),
      ledger: repoPath,
      protected: fc.array(
        repoPath.map((p) => `${p}/**`),
        { maxLength: 3 },
      ),
    }),
  );
  type Config = typeof configArb extends fc.Arbitrary<infer C> ? C : never;
  // A key whose value is undefined is left out of the YAML (the `yaml` default): an absent key.
  const yamlOf = (c: Config) =>
    stringify({
      version: c.version,
      budgets: c.budgets,
      properties: c.properties,
      fixtures: c.fixtures,
      freeze: { ledger: c.ledger },
      protected: c.protected,
    });

  it('round-trips every valid configuration (2,000 runs)', () => {
    checkProperty(
      'gate.yml: round-trip',
      configArb,
      (c) => {
        let parsed;
        try {
          parsed = parseConfig(yamlOf(c), 'gate.yml');
        } catch (err) {
          // Two entries may legitimately collide (a spec that is also a manifest): only ConfigError.
          expect(err).toBeInstanceOf(ConfigError);
          return;
        }
        expect(parsed).toEqual({
          version: c.version,
          budgets: { ...DEFAULT_BUDGETS, ...c.budgets },
          // `on_match: reject` is the default and reads as no on_match at all.
          properties: c.properties.map(({ on_match, ...p }) =>
            on_match === 'hold' ? { ...p, on_match } : p,
          ),
          // A version 1 fixture without a probe reads as probe: null.
          fixtures: c.fixtures.map((f) => ({ ...f, probe: f.probe ?? null })),
          freeze: { ledger: c.ledger },
          protected: c.protected,
        });
      },
      2000,
    );
  });

  it('refuses a path that leaves the repository in any path field (3,000 runs)', () => {
    const field = fc.constantFrom(
      'spec',
      'probe',
      'manifest',
      'invariant',
      'fixture_probe',
      'ledger',
      'protected',
    );
    checkProperty(
      'gate.yml: hostile path in a path field',
      fc.tuple(configArb, field, hostile, hostileGlob),
      ([c, f, bad, glob]) => {
        const cfg = structuredClone(c) as typeof c;
        if (f === 'spec' || f === 'probe')
          cfg.properties = [{ spec: 'a', probe: 'b', global: false, on_match: undefined, [f]: bad }];
        else if (f === 'manifest' || f === 'invariant')
          cfg.fixtures = [{ target: 't', manifest: 'm.json', invariant: 'i.py', probe: 'p.patch', [f]: bad }];
        else if (f === 'fixture_probe')
          cfg.fixtures = [{ target: 't', manifest: 'm.json', invariant: 'i.py', probe: bad }];
        else if (f === 'ledger') cfg.ledger = bad;
        else cfg.protected = [glob];
        expect(() => parseConfig(yamlOf(cfg), 'gate.yml')).toThrow(ConfigError);
      },
      3000,
    );
  });

  it('throws only ConfigError on arbitrary text and YAML-shaped soup, and every accepted path is clean (3,000 runs)', () => {
    const soup = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            'version: 1',
            'properties:',
            '  - spec: specs/a.py',
            '    probe: p.patch',
            '    global: yes',
            'fixtures: []',
            'freeze: {ledger: ../x}',
            'protected: [".github/**"]',
            '&a [*a, *a]',
            '!!binary aGk=',
            'budgets: {retry_cap: 1e3}',
            '- ? : -',
            '"\\u0000": 1',
          ),
          fc.string({ maxLength: 30 }),
        ),
        { maxLength: 12 },
      )
      .map((ls) => ls.join('\n'));
    checkProperty(
      'gate.yml: arbitrary text',
      fc.oneof(soup, fc.string({ unit: 'binary', maxLength: 200 })),
      (text) => {
        try {
          const c = parseConfig(text, 'gate.yml');
          const paths = [
            c.freeze.ledger,
            ...c.properties.flatMap((p) => [p.spec, p.probe ?? 'x']),
            ...c.fixtures.flatMap((f) => [f.manifest, f.invariant]),
          ];
          for (const p of paths) expect(checkRepoPath(p)).toBeUndefined();
        } catch (err) {
          expect(err).toBeInstanceOf(ConfigError);
        }
      },
      3000,
    );
  });
});

describe('fixture manifests (property-based)', () => {
  const manifestArb = fc.record({
    generator: repoPath,
    generator_id: fc.stringMatching(/^[a-z][a-z0-9./-]{0,30}$/),
    inputs: fc.uniqueArray(repoPath, { minLength: 1, maxLength: 5 }),
    seed: fc.oneof(fc.nat(), fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 5 })),
  });

  it('round-trips every valid manifest (3,000 runs)', () => {
    checkProperty(
      'manifest: round-trip',
      manifestArb,
      (m) => {
        const r = parseManifest(JSON.stringify(m), 'm.json');
        expect(r).toEqual({
          ok: true,
          manifest: {
            generator: m.generator,
            generator_id: m.generator_id,
            inputs: m.inputs,
            seeds: Array.isArray(m.seed) ? m.seed : [m.seed],
          },
        });
      },
      3000,
    );
  });

  it('refuses a generator or an input that leaves the repository (3,000 runs)', () => {
    checkProperty(
      'manifest: hostile path',
      fc.tuple(manifestArb, fc.boolean(), hostile, fc.nat()),
      ([m, inGenerator, bad, k]) => {
        const inputs = [...m.inputs];
        if (!inGenerator) inputs[k % inputs.length] = bad;
        const r = parseManifest(
          JSON.stringify({ ...m, inputs, generator: inGenerator ? bad : m.generator }),
          'm.json',
        );
        expect(r.ok).toBe(false);
        expect((r as { reason: string }).reason).toMatch(/^m\.json: (generator|inputs\[\d+\]): /);
      },
      3000,
    );
  });
});

describe('freeze ledger rows (property-based)', () => {
  const [, scheduler] = WORKED_RECORDS.find(
    ([, , label]) => label === 'SCHEDULER',
  ) as (typeof WORKED_RECORDS)[number];
  const NOW = new Date('2026-06-01T00:00:00Z');

  /** A row exactly as `gate freeze grant` writes it, for a SCHEDULER record. */
  const rowArb = fc
    .record({
      id: fc.stringMatching(/^frz-[a-z0-9]{1,8}$/),
      target: fc.stringMatching(/^[a-z][a-z0-9._-]{0,12}$/),
      invariant: repoPath,
      seed: fc.integer({ min: -1000, max: 100000 }),
      fixture: fc.constantFrom('a', 'b', 'c').map((c) => c.repeat(64)),
      owner: fc.constantFrom('@alice', 'bob', 'team-ünï'),
      granted: fc.integer({ min: 1, max: 500 }),
      runs: fc.integer({ min: 1, max: 50 }),
      expires_at: fc.option(fc.constantFrom('2027-01-01', '2026-12-31T23:59:59Z'), { nil: undefined }),
    })
    .map((o): LedgerRow => {
      const record = {
        ...scheduler,
        seed: o.seed,
        property_path: o.invariant,
        fixture_sha256: o.fixture,
        base_fixture_sha256: o.fixture,
      };
      return {
        id: o.id,
        target: o.target,
        invariant: o.invariant,
        property_path: o.invariant,
        seed: o.seed,
        fixture_sha256: o.fixture,
        owner: o.owner,
        granted_run_number: o.granted,
        expires_after_runs: o.runs,
        ...(o.expires_at !== undefined ? { expires_at: o.expires_at } : {}),
        record_sha256: recordSha256(record),
        record,
      };
    });

  it('round-trips rows through serializeLedger / parseLedger, byte for byte (2,000 runs)', () => {
    checkProperty(
      'ledger: round-trip',
      fc.uniqueArray(rowArb, { maxLength: 4, selector: (r) => r.id }),
      (rows) => {
        const text = serializeLedger({ version: 1, freezes: rows });
        const { ledger, defects } = parseLedger(text, 'gate-freezes.json');
        expect(defects).toEqual([]);
        expect(ledger.freezes).toHaveLength(rows.length);
        expect(serializeLedger(ledger)).toBe(text);
        for (const r of ledger.freezes) expect(r).toEqual(rows.find((x) => x.id === r.id));
      },
      2000,
    );
  });

  const missOf = (row: LedgerRow) => ({
    target: row.target,
    invariant: row.invariant,
    property_path: row.property_path,
    seed: row.seed,
    fixture_sha256: row.fixture_sha256,
    decision: classifyRecord(row.record),
  });
  const lookup = async (text: string, row: LedgerRow, runNumber: number | undefined) => {
    const client = new FreezeClient(
      'REPLAY_MISS',
      { name: 'gate-freezes.json', read: async () => text },
      NOW,
      runNumber,
    );
    return client.lookup(missOf(row));
  };

  it('a row as granted excuses its own miss while live (1,000 runs)', async () => {
    await checkAsyncProperty(
      'ledger: granted row excuses its miss',
      rowArb,
      async (row) => {
        const text = serializeLedger({ version: 1, freezes: [row] });
        const run = (row.granted_run_number as number) + ((row.expires_after_runs as number) - 1);
        expect((await lookup(text, row, run)).excuses).toBe(true);
        expect((await lookup(text, row, run + 1)).excuses).toBe(false);
        expect((await lookup(text, row, undefined)).excuses).toBe(false);
      },
      1000,
    );
  });

  /** One change to a granted row; none of them may leave a row that excuses the original miss. */
  const MUTATIONS: Array<[string, (r: Record<string, unknown>) => void]> = [
    ['record edited', (r) => ((r.record as Record<string, unknown>).retry_results = ['fail'])],
    ['record seed changed', (r) => ((r.record as Record<string, unknown>).seed = Number(r.seed) + 1)],
    [
      'record made PROPERTY and rehashed',
      (r) => {
        (r.record as Record<string, unknown>).base_seed_result = 'fail';
        r.record_sha256 = recordSha256(r.record);
      },
    ],
    [
      'record of another triple, rehashed',
      (r) => {
        (r.record as Record<string, unknown>).property_path = 'other/path.py';
        r.record_sha256 = recordSha256(r.record);
      },
    ],
    [
      'record with a wrong-typed field, rehashed',
      (r) => {
        (r.record as Record<string, unknown>).budget_ok = 'true';
        r.record_sha256 = recordSha256(r.record);
      },
    ],
    ['hash of another record', (r) => (r.record_sha256 = recordSha256({ x: 1 }))],
    ['hash upper-cased', (r) => (r.record_sha256 = String(r.record_sha256).toUpperCase())],
    ['seed as a string', (r) => (r.seed = String(r.seed))],
    ['seed as a float', (r) => (r.seed = Number(r.seed) + 0.5)],
    [
      'expiry removed',
      (r) => {
        delete r.expires_after_runs;
        delete r.granted_run_number;
        delete r.expires_at;
      },
    ],
    ['expires_after_runs zero', (r) => (r.expires_after_runs = 0)],
    ['expires_after_runs as a string', (r) => (r.expires_after_runs = '5')],
    ['granted in the future', (r) => (r.granted_run_number = 100000)],
    ['expires_at in the past', (r) => (r.expires_at = '2026-01-01')],
    ['expires_at not a date', (r) => (r.expires_at = 'tomorrow')],
    ['property_path escapes', (r) => (r.property_path = '../' + String(r.property_path))],
    ['unknown key', (r) => (r.approved = true)],
    ['row is a list', (r) => Object.assign(r, { id: ['x'] })],
  ];

  it('a row changed in any one way never excuses the miss (4,000 runs)', async () => {
    await checkAsyncProperty(
      'ledger: mutated row never excuses',
      fc.tuple(rowArb, fc.nat(MUTATIONS.length - 1), fc.constantFrom('serialized', 'raw')),
      async ([row, k, how]) => {
        const [, mutate] = MUTATIONS[k] as (typeof MUTATIONS)[number];
        const changed = structuredClone(row) as unknown as Record<string, unknown>;
        mutate(changed);
        const text =
          how === 'raw'
            ? JSON.stringify({ version: 1, freezes: [changed] })
            : JSON.stringify({ version: 1, freezes: [changed] }, null, 2);
        const run = (row.granted_run_number as number) + ((row.expires_after_runs as number) - 1);
        const outcome = await lookup(text, row, run);
        expect({ mutation: MUTATIONS[k]?.[0], excuses: outcome.excuses }).toEqual({
          mutation: MUTATIONS[k]?.[0],
          excuses: false,
        });
      },
      4000,
    );
  });

  it.each(MUTATIONS)('the same on a fixed row: %s', async (_what, mutate) => {
    const [row] = fc.sample(rowArb, { numRuns: 1, seed: 42 }) as [LedgerRow];
    const changed = structuredClone(row) as unknown as Record<string, unknown>;
    mutate(changed);
    const run = (row.granted_run_number as number) + ((row.expires_after_runs as number) - 1);
    expect((await lookup(serializeLedger({ version: 1, freezes: [row] }), row, run)).excuses).toBe(true);
    expect((await lookup(JSON.stringify({ version: 1, freezes: [changed] }), row, run)).excuses).toBe(false);
  });

  it('throws nothing but LedgerError on damaged ledger text (3,000 runs)', () => {
    checkProperty(
      'ledger: damaged text',
      fc.tuple(rowArb, fc.nat(), fc.constantFrom('cut', 'dup', 'flip')),
      ([row, k, how]) => {
        const text = serializeLedger({ version: 1, freezes: [row] });
        const at = k % text.length;
        const damaged =
          how === 'cut'
            ? text.slice(0, at)
            : how === 'dup'
              ? text.slice(0, at) + text.slice(at - 1)
              : text.slice(0, at) + String.fromCharCode(text.charCodeAt(at) ^ 1) + text.slice(at + 1);
        try {
          const { ledger } = parseLedger(damaged, 'gate-freezes.json');
          for (const r of ledger.freezes) expect(checkRepoPath(r.property_path)).toBeUndefined();
        } catch (err) {
          expect(err).toBeInstanceOf(LedgerError);
        }
      },
      3000,
    );
  });
});
