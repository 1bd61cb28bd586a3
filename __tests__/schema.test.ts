/**
 * The JSON Schemas in schema/ and the loaders in src/ must accept the same files. A JSON Schema cannot
 * say everything a loader checks (uniqueness of a field across list items, calendar dates, Python's
 * float/int distinction); those rows are marked `loaderOnly` and must be refused by the loader while
 * the schema accepts them. Every other sample must get the same answer from both.
 */
import { describe, expect, it } from '@jest/globals';
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import gateSchema from '../schema/gate.schema.json' with { type: 'json' };
import ledgerSchema from '../schema/ledger.schema.json' with { type: 'json' };
import manifestSchema from '../schema/manifest.schema.json' with { type: 'json' };
import runRecordSchema from '../schema/run-record.schema.json' with { type: 'json' };
import traceSchema from '../schema/trace.schema.json' with { type: 'json' };
import { recordSha256 } from '../src/classify/hash.js';
import { REQUIRED_FIELDS, typeProblem } from '../src/classify/record.js';
import { LABELS, type Decision } from '../src/classify/table.js';
import { ConfigError, TARGET_PATTERN, parseConfig } from '../src/oracle/config.js';
import { ISO_DATE_PATTERN, parseLedger } from '../src/oracle/ledger.js';
import { parseManifest } from '../src/oracle/manifest.js';
import {
  FIXTURE_CODES,
  FIXTURE_PROBE_RESULTS,
  FREEZE_CODES,
  GATE_CODES,
  PROPERTY_CODES,
  SCOPE_CODES,
  STAGES,
  TRACE_SCHEMA,
  VERDICTS,
  type ArtifactRef,
  type AttemptEvidence,
  type FixtureProbeOutcome,
  type FreezeOutcome,
  type MissOutcome,
  type PropertyOutcome,
  type ReplayOutcome,
  type StageEntry,
  type Trace,
  type Witness,
} from '../src/trace/model.js';
import { REPO_GLOB_PATTERN, REPO_PATH_PATTERN, checkRepoGlob, checkRepoPath } from '../src/patch/paths.js';
import { MAX_TRACE_BYTES, parseTraceText, validateTrace } from '../src/trace/schema.js';

type Json = Record<string, unknown>;
// strictRequired: the ledger says "expires_at, or both run fields" with `required` inside `anyOf`.
const ajv = new Ajv2020.default({
  allErrors: true,
  strict: true,
  strictTypes: false,
  strictRequired: false,
  allowUnionTypes: true,
});
const validators = {
  gate: ajv.compile(gateSchema),
  manifest: ajv.compile(manifestSchema),
  ledger: ajv.compile(ledgerSchema),
  record: ajv.compile(runRecordSchema),
  trace: ajv.compile(traceSchema),
};
const schemas: [string, Json][] = [
  ['gate.schema.json', gateSchema],
  ['manifest.schema.json', manifestSchema],
  ['ledger.schema.json', ledgerSchema],
  ['run-record.schema.json', runRecordSchema],
  ['trace.schema.json', traceSchema],
];
const defs = (s: Json) => s.$defs as Record<string, Json>;

/** Mostly a good value, sometimes a bad one: enough samples on both sides of each rule. */
function mostly<G, B>(good: fc.Arbitrary<G>, bad: fc.Arbitrary<B>): fc.Arbitrary<G | B> {
  return fc.oneof({ weight: 10, arbitrary: good }, { weight: 1, arbitrary: bad });
}

/** Sometimes drops one key of the record. */
function dropSome<T extends object>(rec: fc.Arbitrary<T>, keys: string[]): fc.Arbitrary<T> {
  return fc.tuple(rec, mostly(fc.constant(null), fc.constantFrom(...keys))).map(([r, k]) => {
    const copy = { ...r } as Record<string, unknown>;
    if (k !== null) delete copy[k];
    return copy as T;
  });
}

describe('the schemas', () => {
  it.each(schemas)('%s is draft 2020-12 with its $id, a title and a description', (name, s) => {
    expect(s.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(s.$id).toBe(`https://failure-class-gate.dev/schema/${name}`);
    expect(typeof s.title).toBe('string');
    expect(typeof s.description).toBe('string');
  });

  it('share one definition of a repository path, a glob, a target and a date with the code', () => {
    for (const s of [gateSchema, manifestSchema, ledgerSchema])
      expect(defs(s).repoPath?.pattern).toBe(REPO_PATH_PATTERN);
    expect(defs(traceSchema).repoPath?.pattern).toBe(REPO_PATH_PATTERN);
    expect(defs(gateSchema).repoGlob?.pattern).toBe(REPO_GLOB_PATTERN);
    expect(defs(gateSchema).target?.pattern).toBe(TARGET_PATTERN);
    expect(defs(ledgerSchema).target?.pattern).toBe(TARGET_PATTERN);
    expect(defs(ledgerSchema).isoDate?.pattern).toBe(ISO_DATE_PATTERN);
    expect(defs(gateSchema).repoPath).toEqual(defs(manifestSchema).repoPath);
    expect(defs(gateSchema).repoPath).toEqual(defs(ledgerSchema).repoPath);
  });

  const repoPath = ajv.compile({ ...defs(gateSchema).repoPath });
  const repoGlob = ajv.compile({ ...defs(gateSchema).repoGlob });
  const piece = fc.constantFrom(
    '..',
    '.',
    '/',
    '\\',
    'a',
    'B',
    'é',
    '\u0000',
    '\n',
    ':',
    'C:',
    ' ',
    '.git',
    '.GiT',
    '!',
    '*',
    '😀',
    '\ud800',
    '',
  );
  const pathLike = fc.oneof(
    fc.array(piece, { maxLength: 10 }).map((xs) => xs.join('')),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );

  it('repoPath pattern accepts exactly what checkRepoPath accepts (property)', () => {
    fc.assert(
      fc.property(pathLike, (p) => {
        expect(repoPath(p)).toBe(checkRepoPath(p) === undefined);
      }),
      { numRuns: 5000 },
    );
    for (const p of ['a'.repeat(4096), 'a'.repeat(4097), '😀'.repeat(4096), '😀'.repeat(4097)])
      expect(repoPath(p)).toBe(checkRepoPath(p) === undefined);
  });

  it('repoGlob pattern accepts exactly what checkRepoGlob accepts (property)', () => {
    fc.assert(
      fc.property(pathLike, (g) => {
        expect(repoGlob(g)).toBe(checkRepoGlob(g) === undefined);
      }),
      { numRuns: 5000 },
    );
  });
});

function configVerdicts(text: string): { schema: boolean; loader: boolean; error?: ConfigError } {
  let loader = true;
  let error: ConfigError | undefined;
  try {
    parseConfig(text, 'gate.yml');
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    loader = false;
    error = err;
  }
  let value: unknown;
  try {
    value = parseYaml(text, { uniqueKeys: true });
  } catch {
    return { schema: false, loader, error };
  }
  return { schema: validators.gate(value), loader, error };
}

describe('gate.yml: schema and parseConfig agree', () => {
  const spec = (extra = '') =>
    `version: 1\nproperties:\n  - spec: specs/a.py\n    probe: probes/a.patch\n${extra}`;
  it.each<[string, string, boolean, boolean?]>([
    ['the minimal file', 'version: 1\n', true],
    [
      'every section',
      `${spec()}fixtures:\n  - target: parser.roundtrip\n    manifest: fx/m.json\n    invariant: inv/a.py\nfreeze:\n  ledger: ops/f.json\nprotected:\n  - .github/workflows/**\nbudgets:\n  max_predicates: 3\n  retry_cap: 0\n`,
      true,
    ],
    ['global spec', spec('    global: true\n'), true],
    ['no version', 'budgets: {}\n', false],
    ['version 2', 'version: 2\n', true],
    ['version 3', 'version: 3\n', false],
    [
      'a version 1 fixture without a probe',
      'version: 1\nfixtures:\n  - target: t\n    manifest: m\n    invariant: i\n',
      true,
    ],
    [
      'a version 2 fixture without a probe',
      'version: 2\nfixtures:\n  - target: t\n    manifest: m\n    invariant: i\n',
      false,
    ],
    [
      'a version 2 fixture with a probe',
      'version: 2\nfixtures:\n  - target: t\n    manifest: m\n    invariant: i\n    probe: p/bug.patch\n',
      true,
    ],
    [
      'a fixture probe that leaves the repository',
      'version: 2\nfixtures:\n  - target: t\n    manifest: m\n    invariant: i\n    probe: ../bug.patch\n',
      false,
    ],
    ['version as a string', 'version: "1"\n', false],
    ['unknown top key', 'version: 1\nextra: 1\n', false],
    ['unknown budget', 'version: 1\nbudgets:\n  retries: 1\n', false],
    ['negative retry_cap', 'version: 1\nbudgets:\n  retry_cap: -1\n', false],
    ['retry_cap 11', 'version: 1\nbudgets:\n  retry_cap: 11\n', false],
    ['zero max_predicates', 'version: 1\nbudgets:\n  max_predicates: 0\n', false],
    ['fractional timeout', 'version: 1\nbudgets:\n  replay_timeout_ms: 1.5\n', false],
    ['timeout over an hour', 'version: 1\nbudgets:\n  replay_timeout_ms: 3600001\n', false],
    ['null properties', 'version: 1\nproperties:\n', false],
    ['spec without probe', 'version: 1\nproperties:\n  - spec: a.py\n', false],
    ['global: yes', spec('    global: yes\n'), false],
    ['spec with ..', 'version: 1\nproperties:\n  - spec: ../a.py\n    probe: p\n', false],
    ['absolute probe', 'version: 1\nproperties:\n  - spec: a.py\n    probe: /p\n', false],
    ['unknown property key', spec('    note: x\n'), false],
    [
      'target with a space',
      'version: 1\nfixtures:\n  - target: a b\n    manifest: m\n    invariant: i\n',
      false,
    ],
    ['fixture without invariant', 'version: 1\nfixtures:\n  - target: t\n    manifest: m\n', false],
    ['ledger with a backslash', 'version: 1\nfreeze:\n  ledger: a\\b.json\n', false],
    ['negated protected glob', 'version: 1\nprotected:\n  - "!a"\n', false],
    ['protected as a string', 'version: 1\nprotected: a/**\n', false],
    ['a spec listed twice', `${spec()}  - spec: specs/a.py\n    probe: probes/b.patch\n`, false, true],
    ['a builtin check', 'version: 1\nproperties:\n  - builtin: no-secrets\n', true],
    [
      'a builtin check narrowed, with its own probe',
      'version: 1\nproperties:\n  - builtin: no-skipped-tests\n    paths: [src/**]\n    probe: probes/skip.patch\n',
      true,
    ],
    ['an unknown builtin', 'version: 1\nproperties:\n  - builtin: no-skiped-tests\n', false],
    [
      'a builtin with empty paths',
      'version: 1\nproperties:\n  - builtin: no-secrets\n    paths: []\n',
      false,
    ],
    ['a builtin with global', 'version: 1\nproperties:\n  - builtin: no-secrets\n    global: true\n', false],
    ['a builtin with a spec', 'version: 1\nproperties:\n  - builtin: no-secrets\n    spec: a.py\n', false],
    [
      'a builtin listed twice',
      'version: 1\nproperties:\n  - builtin: no-secrets\n  - builtin: no-secrets\n',
      false,
      true,
    ],
    [
      'a tests: fixture',
      'version: 1\nfixtures:\n  - target: unit\n    tests:\n      runner: node-test\n      files: ["test/**/*.test.mjs"]\n      seeds: [1, 2]\n',
      true,
    ],
    [
      'a tests: fixture with setup, budgets and a probe (version 2)',
      'version: 2\nfixtures:\n  - target: unit\n    tests:\n      runner: pytest\n      files: [tests/test_*.py]\n      seeds: 7\n      setup: pip install -e .\n      setup_timeout_ms: 60000\n      timeout_ms: 120000\n    probe: probes/bug.patch\n',
      true,
    ],
    [
      'a version 2 tests: fixture without a probe',
      'version: 2\nfixtures:\n  - target: unit\n    tests:\n      runner: pytest\n      files: [t.py]\n      seeds: 7\n',
      false,
    ],
    [
      'a tests: fixture with an unknown runner',
      'version: 1\nfixtures:\n  - target: unit\n    tests:\n      runner: nose\n      files: [t.py]\n      seeds: 7\n',
      false,
    ],
    [
      'a tests: fixture without files',
      'version: 1\nfixtures:\n  - target: unit\n    tests:\n      runner: unittest\n      files: []\n      seeds: 7\n',
      false,
    ],
    [
      'a tests: fixture with a negative seed',
      'version: 1\nfixtures:\n  - target: unit\n    tests:\n      runner: unittest\n      files: [t.py]\n      seeds: [-1]\n',
      false,
    ],
    [
      'a tests: fixture with a manifest too',
      'version: 1\nfixtures:\n  - target: unit\n    manifest: m\n    tests:\n      runner: unittest\n      files: [t.py]\n      seeds: 1\n',
      false,
    ],
    [
      'runner: command without its command',
      'version: 1\nfixtures:\n  - target: unit\n    tests:\n      runner: command\n      files: [t.py]\n      seeds: 1\n',
      false,
      true,
    ],
    [
      'a target used twice',
      'version: 1\nfixtures:\n  - target: t\n    manifest: m\n    invariant: i\n  - target: t\n    manifest: m2\n    invariant: i\n',
      false,
      true,
    ],
  ])('%s', (_what, text, ok, loaderOnly = false) => {
    const v = configVerdicts(text);
    expect(v.loader).toBe(ok);
    expect(v.schema).toBe(loaderOnly ? true : ok);
  });

  const goodPath = fc.oneof(
    fc.constantFrom('a.py', 'specs/a.py', 'probes/a.patch', 'fx/m.json', 'inv/i.py'),
    fc
      .array(fc.stringMatching(/^[a-z][a-z0-9_.-]{0,5}$/), { minLength: 1, maxLength: 3 })
      .map((xs) => xs.join('/')),
  );
  const badPath = fc.oneof(
    fc.constantFrom('../a', '/a', 'a\\b', './a', 'a/.git/x', 'C:/a', '', 'a//b', '... /x'),
    fc.string({ maxLength: 6 }),
    fc.integer(),
    fc.constant(null),
  );
  const pathish = mostly(goodPath, badPath);
  const configValue = fc
    .record({
      version: mostly(fc.constant(1), fc.constantFrom(2, '1', null, 1.5)),
      budgets: fc.option(
        dropSome(
          fc.record({
            max_predicates: mostly(
              fc.integer({ min: 1, max: 1000 }),
              fc.oneof(fc.integer({ min: -1, max: 1001 }), fc.double(), fc.string({ maxLength: 2 })),
            ),
            predicate_timeout_ms: mostly(
              fc.integer({ min: 1, max: 3_600_000 }),
              fc.constantFrom(0, 3_600_001, 2.5, '9'),
            ),
            retry_cap: mostly(fc.integer({ min: 0, max: 10 }), fc.constantFrom(-1, 11, true, null)),
          }),
          ['max_predicates', 'predicate_timeout_ms', 'retry_cap'],
        ),
      ),
      properties: fc.option(
        fc.array(
          dropSome(
            fc.record({
              spec: pathish,
              probe: pathish,
              global: mostly(fc.boolean(), fc.constantFrom('yes', 0, null)),
            }),
            ['spec', 'probe', 'global'],
          ),
          { maxLength: 3 },
        ),
      ),
      fixtures: fc.option(
        fc.array(
          dropSome(
            fc.record({
              target: mostly(
                fc.constantFrom('t', 'u', 'v', 'parser.rt', 'a-b_c'),
                fc.constantFrom('a b', '', '-x', 'a/b', 3),
              ),
              manifest: pathish,
              invariant: pathish,
            }),
            ['target', 'manifest', 'invariant'],
          ),
          { maxLength: 3 },
        ),
      ),
      freeze: fc.option(dropSome(fc.record({ ledger: pathish }), ['ledger'])),
      protected: fc.option(
        mostly(
          fc.array(
            mostly(
              fc.constantFrom('.github/workflows/**', '**/*.py', 'docs/*'),
              fc.constantFrom('!x', '/a/**', '../**', 'a\\*', 4),
            ),
            { maxLength: 3 },
          ),
          fc.constantFrom('a/**', null),
        ),
      ),
      extra: mostly(fc.constant(null), fc.constant(true)),
    })
    .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)));

  it('agrees on config-shaped values, except for duplicates only the loader sees (property)', () => {
    fc.assert(
      fc.property(configValue, (value) => {
        const v = configVerdicts(stringifyYaml(value));
        if (v.loader) expect(v.schema).toBe(true);
        if (v.schema && !v.loader) expect(v.error?.expected).toMatch(/not already (listed|used)/);
        if (!v.schema) expect(v.loader).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('fixture manifest: schema and parseManifest agree', () => {
  const m = {
    generator: 'fixtures/parser/gen.py',
    generator_id: 'parser-gen/1',
    inputs: ['fixtures/parser/inputs/a.txt', 'fixtures/parser/inputs/b.txt'],
    seed: [1402, 1403],
  };
  const t = (v: unknown) => JSON.stringify(v);
  it.each<[string, string, boolean, boolean?]>([
    ['the example of SPEC §10', t(m), true],
    ['one seed', t({ ...m, seed: 7 }), true],
    ['$schema', t({ $schema: 'x', ...m }), true],
    ['no seed', t({ ...m, seed: undefined }), false],
    ['no generator', t({ ...m, generator: undefined }), false],
    ['no generator_id', t({ ...m, generator_id: undefined }), false],
    ['no inputs', t({ ...m, inputs: undefined }), false],
    ['blank generator_id', t({ ...m, generator_id: ' ' }), false],
    ['empty inputs', t({ ...m, inputs: [] }), false],
    ['duplicate inputs', t({ ...m, inputs: ['a', 'a'] }), false],
    ['an input with ..', t({ ...m, inputs: ['../a'] }), false],
    ['an absolute generator', t({ ...m, generator: '/bin/sh' }), false],
    ['empty seed list', t({ ...m, seed: [] }), false],
    ['negative seed', t({ ...m, seed: -1 }), false],
    ['string seed', t({ ...m, seed: '1' }), false],
    ['duplicate seeds', t({ ...m, seed: [1, 1] }), false],
    ['a fractional seed', t({ ...m, seed: 1.5 }), false],
    ['unknown key', t({ ...m, seeds: [1] }), false],
    ['a seed written 1403.0 (a float to Python)', t(m).replace('1403', '1403.0'), false, true],
  ])('%s', (_what, text, ok, loaderOnly = false) => {
    expect(parseManifest(text, 'm.json').ok).toBe(ok);
    expect(validators.manifest(JSON.parse(text))).toBe(loaderOnly ? true : ok);
  });

  it('agrees on manifest-shaped values (property)', () => {
    const path = mostly(
      fc.constantFrom('a', 'b/c', 'd/e.txt', 'f', 'g/h/i'),
      fc.oneof(
        fc.constantFrom('../a', '/a', 'a\\b', '', '.git/x'),
        fc.string({ maxLength: 4 }),
        fc.integer(),
      ),
    );
    const seed = mostly(fc.integer({ min: 0, max: 5 }), fc.constantFrom(-1, '1', 1.5, null));
    const value = dropSome(
      fc.record({
        generator: path,
        generator_id: mostly(fc.constantFrom('g/1', 'parser-gen/2'), fc.constantFrom('', ' ', 3)),
        inputs: mostly(fc.array(path, { maxLength: 4 }), fc.constantFrom('a', null)),
        seed: mostly(fc.oneof(seed, fc.array(seed, { maxLength: 4 })), fc.constantFrom(null, 'x', 2.5)),
        extra: mostly(fc.constant(null), fc.constant(1)),
      }),
      ['generator', 'generator_id', 'inputs', 'seed'],
    ).map((r) => Object.fromEntries(Object.entries(r).filter(([k, v]) => k !== 'extra' || v !== null)));
    fc.assert(
      fc.property(value, (v) => {
        const text = JSON.stringify(v);
        expect(validators.manifest(JSON.parse(text))).toBe(parseManifest(text, 'm.json').ok);
      }),
      {
        numRuns: 3000,
        // Found by this property once: a leading '!' (a negated glob to the gate, a path to the schema).
        examples: [
          [{ generator: '!', generator_id: 'g/1', inputs: ['!?'], seed: 0 }],
          [{ generator: 'g.mjs', generator_id: 'g/1', inputs: ['!a'], seed: 0 }],
        ],
      },
    );
  });
});

describe('freeze ledger: schema and parseLedger agree', () => {
  const record = { run_id: 'r', seed: 1 };
  const row = {
    id: 'frz-1',
    target: 'parser.roundtrip',
    invariant: 'inv/a.py',
    property_path: 'inv/a.py',
    seed: 1402,
    fixture_sha256: 'abc',
    owner: 'alice',
    record,
    record_sha256: recordSha256(record),
    expires_after_runs: 20,
    granted_run_number: 37,
  };
  const file = (...rows: unknown[]) => JSON.stringify({ version: 1, freezes: rows });
  const loaderOk = (text: string) => {
    try {
      return parseLedger(text, 'f.json').defects.length === 0;
    } catch {
      return false;
    }
  };
  const noRuns = { ...row, expires_after_runs: undefined, granted_run_number: undefined };
  it.each<[string, string, boolean, boolean?]>([
    ['an empty ledger', file(), true],
    ['a run-counted row', file(row), true],
    ['a dated row', file({ ...noRuns, expires_at: '2030-01-01' }), true],
    [
      'both expiries and granted_at',
      file({ ...row, expires_at: '2030-01-01T00:00:00Z', granted_at: '2029-01-01' }),
      true,
    ],
    ['$schema', JSON.stringify({ $schema: 's', version: 1, freezes: [] }), true],
    ['version 2', JSON.stringify({ version: 2, freezes: [] }), false],
    ['no freezes', JSON.stringify({ version: 1 }), false],
    ['unknown top key', JSON.stringify({ version: 1, freezes: [], x: 1 }), false],
    ['no expiry', file(noRuns), false],
    ['runs without a grant', file({ ...row, granted_run_number: undefined }), false],
    ['zero runs', file({ ...row, expires_after_runs: 0 }), false],
    ['empty expires_at', file({ ...noRuns, expires_at: '' }), false],
    ['expires_at without a zone', file({ ...noRuns, expires_at: '2030-01-01T00:00:00' }), false],
    ['unknown row key', file({ ...row, label: 'SCHEDULER' }), false],
    ['a bad record hash', file({ ...row, record_sha256: 'ABC' }), false],
    ['record as a list', file({ ...row, record: [] }), false],
    ['a target with a slash', file({ ...row, target: 'a/b' }), false],
    ['a blank owner', file({ ...row, owner: ' ' }), false],
    ['an escaping invariant', file({ ...row, invariant: '../a' }), false],
    ['a string seed', file({ ...row, seed: '1' }), false],
    ['a fractional seed', file({ ...row, seed: 1.5 }), false],
    ['a duplicate id', file(row, { ...row, seed: 1 }), false, true],
    ['expires_at not on the calendar', file({ ...noRuns, expires_at: '2030-02-30' }), false, true],
    ['a seed written 1402.0', file(row).replace('1402', '1402.0'), false, true],
  ])('%s', (_what, text, ok, loaderOnly = false) => {
    expect(loaderOk(text)).toBe(ok);
    expect(validators.ledger(JSON.parse(text))).toBe(loaderOnly ? true : ok);
  });
});

describe('run record: schema and the classifier agree', () => {
  const good = {
    run_id: 'r-1',
    seed: 1402,
    property_path: 'inv/a.py',
    property_sha256: 'aa',
    fixture_sha256: 'abc',
    base_fixture_sha256: 'abc',
    diff_paths: ['src/a.py'],
    candidate_result: 'fail',
    base_seed_result: 'pass',
    retry_results: ['pass'],
    retry_cap: 2,
    budget_ok: true,
    transcript_complete: true,
  };
  /** The classifier's reading: every required field present and of its type. */
  const classifierOk = (r: Json) =>
    REQUIRED_FIELDS.every((f) => Object.prototype.hasOwnProperty.call(r, f)) && typeProblem(r) === undefined;
  const env = { workers: 2, clock_budget_ms: 1000, filesystem: 'ext4' };

  it.each<[string, Json, boolean]>([
    ['a complete record', good, true],
    ['an integer run_id', { ...good, run_id: 3 }, true],
    ['extra keys', { ...good, note: 'x' }, true],
    ['env and base_env', { ...good, env, base_env: { ...env, extra: 1 } }, true],
    ['a null generator path', { ...good, fixture_generator_path: null }, true],
    ['a missing seed', { ...good, seed: undefined }, false],
    ['budget_ok "false"', { ...good, budget_ok: 'false' }, false],
    ['a negative retry_cap', { ...good, retry_cap: -1 }, false],
    ['a fractional retry_cap', { ...good, retry_cap: 1.5 }, false],
    ['an empty property_path', { ...good, property_path: '' }, false],
    ['a number in diff_paths', { ...good, diff_paths: [1] }, false],
    ['a negative run_id', { ...good, run_id: -1 }, false],
    ['env with zero workers', { ...good, env: { ...env, workers: 0 } }, false],
    ['env without filesystem', { ...good, env: { workers: 1, clock_budget_ms: 0 } }, false],
    ['a numeric generator path', { ...good, fixture_generator_path: 3 }, false],
  ])('%s', (_what, r, ok) => {
    const value = JSON.parse(JSON.stringify(r)) as Json;
    expect(classifierOk(value)).toBe(ok);
    expect(validators.record(value)).toBe(ok);
  });

  it('agrees on mutated records (property)', () => {
    const anyValue = fc.oneof(
      fc.constantFrom(
        '',
        'pass',
        'fail',
        'x',
        'false',
        0,
        -1,
        1,
        2.5,
        true,
        false,
        null,
        [],
        ['pass'],
        [1],
        {},
      ),
      fc.constantFrom(
        { workers: 1, clock_budget_ms: 0, filesystem: 'ext4' },
        { workers: 0, clock_budget_ms: 0, filesystem: 'x' },
      ),
      fc.jsonValue({ maxDepth: 1 }),
    );
    const fields = [...REQUIRED_FIELDS, 'fixture_generator_path', 'env', 'base_env', 'extra'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...fields), anyValue), { maxLength: 2 }),
        mostly(fc.constant([] as string[]), fc.subarray([...REQUIRED_FIELDS], { maxLength: 2 })),
        (changeList, removed) => {
          const changes = Object.fromEntries(changeList);
          const r: Json = { ...good, ...changes };
          for (const k of removed) delete r[k];
          const value = JSON.parse(JSON.stringify(r)) as Json;
          expect(validators.record(value)).toBe(classifierOk(value));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// The trace: a full sample typed as Trace (with every optional field) must validate, and the schema
// must name exactly the fields of each interface, so a field added to src/trace/model.ts fails here until
// the schema describes it.

const witness: Required<Witness> = { path: 'src/a.py', line: 3, message: 'bare except' };
const artifact: Required<ArtifactRef> = { path: 'scope.json', sha256: 'a'.repeat(64) };
const stage: Required<StageEntry> = {
  name: 'property',
  code: 'PROPERTY_CLEAR',
  elapsed_ms: 12.5,
  artifacts: [artifact],
  detail: 'd',
};
const property: Required<PropertyOutcome> = {
  spec: 'specs/a.py',
  probe: 'probes/a.patch',
  global: false,
  code: 'PROPERTY_CLEAR',
  spec_sha256: 'b'.repeat(64),
  probe_sha256: 'c'.repeat(64),
  slot_sha256: 'd'.repeat(64),
  reason: 'the spec did not reject the candidate',
  witness,
  attested: true,
  elapsed_ms: 40,
  logs: ['logs/spec-a-eval.log'],
};
const replay: Required<ReplayOutcome> = {
  target: 'parser.roundtrip',
  manifest: 'fixtures/parser/manifest.json',
  invariant: 'invariants/parser_roundtrip.py',
  seed: 1402,
  fresh_seed: true,
  exercise: 'exercises/parser_roundtrip.py',
  judge_inputs: [{ path: 'fixtures/parser/answers.json', sha256: '9'.repeat(64) }],
  code: 'REPLAY_MISS',
  binding_sha256: 'e'.repeat(64),
  inputs_sha256: 'f'.repeat(64),
  base_inputs_sha256: 'f'.repeat(64),
  budget_ok: true,
  transcript_complete: true,
  exit_code: 1,
  reason: 'the invariant failed (exit 1)',
  attested: { generator: true, invariant: true },
  differing_inputs: ['fixtures/parser/inputs/a.txt'],
  tests: {
    runner: 'node-test',
    files: 2,
    passed: 3,
    failed: 1,
    skipped: 0,
    missing: 0,
    seeding: 'GATE_SEED in the environment',
  },
  elapsed_ms: 900,
  logs: ['logs/replay-1402-gen.log', 'logs/replay-1402-inv.log'],
};
const decision: Required<Decision> = {
  label: 'SCHEDULER',
  freeze: true,
  missing: [],
  reason: 'r',
  paths: ['src/a.py'],
  seed: 1402,
  property_path: 'invariants/parser_roundtrip.py',
  fixture_sha256: 'f'.repeat(64),
  record_sha256: '1'.repeat(64),
};
const freeze: Required<FreezeOutcome> = {
  code: 'ANNOTATED_HOLD',
  freeze_id: 'frz-1',
  excuses: true,
  why: 'live row',
  owner: 'octocat',
  expires_at: '2025-04-01',
  runs_left: 19,
  days_left: 31,
};
const attempt: Required<AttemptEvidence> = {
  attempt: 'retry',
  n: 1,
  result: 'fail',
  exit_code: 1,
  reason: 'the invariant failed (exit 1)',
  excerpt: 'roundtrip failed for "zzzz": got "zzzzzz"',
  log: 'fixtures/parser.roundtrip/seed-1402/retry-1/invariant.log',
  attested: { generator: true, invariant: false },
  elapsed_ms: 4100,
  past_budget: true,
};
const miss: Required<MissOutcome> = {
  target: 'parser.roundtrip',
  invariant: 'invariants/parser_roundtrip.py',
  seed: 1402,
  fresh_seed: true,
  record_path: 'classify/record-1402.json',
  record_sha256: '1'.repeat(64),
  decision,
  retries: ['pass'],
  base_seed_result: 'pass',
  attempts: [{ attempt: 'first', result: 'fail', exit_code: 1 }, attempt],
  artifact: 'gate-1-1-gate-shard-1-of-2',
  freeze,
  test: {
    file: 'test/math.test.mjs',
    id: 'math > adds',
    line: 6,
    message: 'two and three make five',
    base_result: 'pass',
  },
};
const fixtureProbe: Required<FixtureProbeOutcome> = {
  target: 'parser.roundtrip',
  probe: 'gate/probes/drops_escapes.patch',
  result: 'falsifiable',
  probe_sha256: 'c'.repeat(64),
  seeds_tried: [1402, 1403],
  missed_seed: 1403,
  slot: 'fixtures/parser.roundtrip/probe.json',
  slot_sha256: 'd'.repeat(64),
  replays: 2,
  elapsed_ms: 80,
  reason: 'seed 1403 missed with the probe applied: the fixture can fail',
  logs: ['fixtures/parser.roundtrip/probe/seed-1402/invariant.log'],
};
const sampleTrace: Trace = {
  schema: TRACE_SCHEMA,
  tool_version: '0.1.0',
  started_at: '2025-03-01T12:00:00.000Z',
  finished_at: '2025-03-01T12:00:05.250Z',
  setup_ms: 900,
  teardown_ms: 150,
  patch_digest: 'sha256:' + '9'.repeat(64),
  base: '0'.repeat(40),
  head: '1'.repeat(40),
  check_sha: '2'.repeat(40),
  config: 'gate.yml',
  shard: { index: 1, count: 2 },
  verdict: 'SKIP',
  label: 'SCHEDULER',
  reason_code: 'ANNOTATED_HOLD',
  reason_stage: 'freeze',
  reason: 'a live freeze excuses the SCHEDULER miss',
  conclusion: 'neutral',
  freeze_client_constructed: true,
  freeze_consulted: true,
  stages: [
    { name: 'scope', code: 'IN_SCOPE', elapsed_ms: 1, artifacts: [] },
    stage,
    { name: 'fixture', code: 'REPLAY_MISS', elapsed_ms: 900, artifacts: [] },
    { name: 'classify', code: 'SCHEDULER', elapsed_ms: 2000, artifacts: [] },
    { name: 'freeze', code: 'ANNOTATED_HOLD', elapsed_ms: 3, artifacts: [] },
  ],
  fixtures_configured: 1,
  changed_paths: ['src/a.py', 'weird name\\with backslash'],
  properties: [property],
  replays: [replay],
  misses: [miss],
  witnesses: [witness],
  store_defects: ['gate-freezes.json: freezes[1]: no expiry'],
  fixture_probes: [fixtureProbe],
  oracle_reads: ['gate.yml', 'specs/a.py', 'gate-freezes.json'],
  advice: null,
  errors: [],
  audit: { ok: true, violations: [] },
  run_number: 17,
  budgets: {
    max_predicates: 12,
    predicate_timeout_ms: 2000,
    replay_timeout_ms: 30000,
    retry_cap: 2,
    replay_concurrency: 2,
  },
  freeze_ledger: 'gate-freezes.json',
  oracle_touched: ['gate.yml'],
  config_error: { file: 'gate.yml', field: 'budgets.retry_cpa', message: 'unknown key', line: 4 },
  candidate_oracle_errors: ['gate.yml: budgets.retry_cap: expected an integer from 0 to 10'],
  sandbox: { mode: 'none', reason: 'GATE_SANDBOX=off' },
  exercised: {
    specs: [{ spec: 'specs/a.py', loaded: [] }],
    fixtures: [{ target: 'lib.behaviour', loaded: ['src/a.py'] }],
    unloaded: [],
  },
  views: { mechanism: 'overlay', reason: 'each attempt runs in a fresh overlay view of the checkout' },
  artifact_digests: [{ path: 'candidate.patch', sha256: 'a'.repeat(64) }],
  artifact_mismatches: ['logs/x.log: gone or unreadable'],
  pinned_mismatches: [
    'gate/invariants/law.mjs: other bytes than the base revision’s blob 0123456789ab (after the invariant)',
  ],
};

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const traceDefs = defs(traceSchema);
const enumOf = (name: string) => traceDefs[name]?.enum;

describe('trace.schema.json describes the Trace of src/trace/model.ts', () => {
  it('validates a full sample typed as Trace', () => {
    expect(validateTrace(clone(sampleTrace))).toEqual({ ok: true, trace: sampleTrace });
  });

  it('has the enums of src/trace/model.ts', () => {
    expect(enumOf('stageName')).toEqual([...STAGES]);
    expect(enumOf('scopeCode')).toEqual([...SCOPE_CODES]);
    expect(enumOf('propertyCode')).toEqual([...PROPERTY_CODES]);
    expect(enumOf('fixtureCode')).toEqual([...FIXTURE_CODES]);
    expect(enumOf('label')).toEqual([...LABELS]);
    expect(enumOf('freezeCode')).toEqual([...FREEZE_CODES]);
    expect(enumOf('gateCode')).toEqual([...GATE_CODES]);
    expect((traceDefs.fixtureProbe?.properties as Record<string, Json>).result?.enum).toEqual([
      ...FIXTURE_PROBE_RESULTS,
    ]);
    const props = traceSchema.properties as Record<string, Json>;
    expect(props.verdict?.enum).toEqual([...VERDICTS]);
    expect(props.reason_stage?.enum).toEqual([...STAGES, 'gate']);
    expect(props.conclusion?.enum).toEqual(['success', 'neutral', 'failure', 'action_required']);
    expect(props.schema?.const).toBe(TRACE_SCHEMA);
  });

  it.each<[string, Json, object]>([
    ['(root)', traceSchema, sampleTrace],
    ['witness', traceDefs.witness as Json, witness],
    ['artifact', traceDefs.artifact as Json, artifact],
    ['stage', traceDefs.stage as Json, stage],
    ['property', traceDefs.property as Json, property],
    ['replay', traceDefs.replay as Json, replay],
    ['decision', traceDefs.decision as Json, decision],
    ['freezeOutcome', traceDefs.freezeOutcome as Json, freeze],
    ['miss', traceDefs.miss as Json, miss],
    ['attempt', traceDefs.attempt as Json, attempt],
    ['fixtureProbe', traceDefs.fixtureProbe as Json, fixtureProbe],
  ])('%s names exactly the fields of its interface, and is closed', (_name, s, sample) => {
    expect(Object.keys(s.properties as Json).sort()).toEqual(Object.keys(sample).sort());
    expect(s.additionalProperties).toBe(false);
  });

  const mutate = (f: (t: Json) => void): unknown => {
    const t = clone(sampleTrace) as unknown as Json;
    f(t);
    return t;
  };
  const stages = (t: Json) => t.stages as Json[];
  it.each<[string, unknown, string]>([
    ['not an object', [], '(root): must be object'],
    [
      'an unknown key',
      mutate((t) => (t.conclusion_override = 'success')),
      '(root): must NOT have additional properties ("conclusion_override")',
    ],
    ['a missing key', mutate((t) => delete t.verdict), "(root): must have required property 'verdict'"],
    [
      'an unknown verdict',
      mutate((t) => (t.verdict = 'PASS')),
      '/verdict: must be equal to one of the allowed values (CLEAR, REJECT, HOLD, SKIP, UNUSABLE)',
    ],
    ['a wrong schema tag', mutate((t) => (t.schema = 'x')), '/schema: must be equal to constant'],
    ['a string boolean', mutate((t) => (t.freeze_consulted = 'false')), '/freeze_consulted: must be boolean'],
    [
      'a stage code of another stage',
      mutate((t) => ((stages(t)[0] as Json).code = 'REPLAY_MATCH')),
      '/stages/0/code: must be equal to one of the allowed values (IN_SCOPE, CONTAMINATED, TOOLCHAIN_PATCH, NOT_CONFIGURED, EMPTY_PATCH, UNGRADABLE)',
    ],
    [
      'an unknown stage',
      mutate((t) => ((stages(t)[0] as Json).name = 'freeze_lookup')),
      '/stages/0/name: must be equal to one of the allowed values (scope, property, fixture, classify, freeze)',
    ],
    [
      'a reason code of another stage',
      mutate((t) => (t.reason_code = 'INTERNAL')),
      '/reason_code: must be equal to one of the allowed values (ANNOTATED_HOLD, NO_RECORD)',
    ],
    [
      'an artifact path that leaves .gate',
      mutate((t) => ((stages(t)[1] as { artifacts: Json[] }).artifacts[0]!.path = '../../etc/passwd')),
      '/stages/1/artifacts/0/path: must match pattern "' + REPO_PATH_PATTERN + '"',
    ],
    [
      'an absolute log path',
      mutate((t) => ((t.properties as Json[])[0]!.logs = ['/etc/shadow'])),
      '/properties/0/logs/0: must match pattern "' + REPO_PATH_PATTERN + '"',
    ],
    [
      'a record path with a backslash',
      mutate((t) => ((t.misses as Json[])[0]!.record_path = '..\\x')),
      '/misses/0/record_path: must match pattern "' + REPO_PATH_PATTERN + '"',
    ],
    [
      'a witness line 0',
      mutate((t) => ((t.witnesses as Json[])[0]!.line = 0)),
      '/witnesses/0/line: must be >= 1',
    ],
    [
      'a negative elapsed time',
      mutate((t) => ((stages(t)[0] as Json).elapsed_ms = -1)),
      '/stages/0/elapsed_ms: must be >= 0',
    ],
    [
      'a fractional seed',
      mutate((t) => ((t.replays as Json[])[0]!.seed = 1.5)),
      '/replays/0/seed: must be integer',
    ],
    [
      'a huge reason',
      mutate((t) => (t.reason = 'x'.repeat(16385))),
      '/reason: must NOT have more than 16384 characters',
    ],
    [
      'too many stages',
      mutate(
        (t) =>
          (t.stages = Array(1001).fill({ name: 'scope', code: 'IN_SCOPE', elapsed_ms: 0, artifacts: [] })),
      ),
      '/stages: must NOT have more than 1000 items',
    ],
    [
      'a digest with spaces',
      mutate((t) => (t.patch_digest = 'sha256 x')),
      '/patch_digest: must match pattern "^[A-Za-z0-9:+/=_.-]*$"',
    ],
    [
      'a date that is not RFC 3339',
      mutate((t) => (t.started_at = 'yesterday')),
      `/started_at: must match pattern "${traceDefs.timestamp?.pattern}"`,
    ],
    [
      'a shard index past the count',
      mutate((t) => (t.shard = { index: 3, count: 2 })),
      '/shard/index: must not exceed shard.count (3 > 2)',
    ],
    [
      'an extra key in a nested object',
      mutate((t) => (((t.misses as Json[])[0]!.decision as Json).conclusion = 'success')),
      '/misses/0/decision: must NOT have additional properties ("conclusion")',
    ],
  ])('refuses %s', (_what, value, error) => {
    const r = validateTrace(value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toContain(error);
  });

  it('accepts every verdict, label and gate code where they belong', () => {
    for (const verdict of VERDICTS) expect(validateTrace(mutate((t) => (t.verdict = verdict))).ok).toBe(true);
    for (const label of [...LABELS, null])
      expect(validateTrace(mutate((t) => (t.label = label))).ok).toBe(true);
    for (const code of GATE_CODES)
      expect(
        validateTrace(mutate((t) => Object.assign(t, { reason_code: code, reason_stage: 'gate' }))).ok,
      ).toBe(true);
    expect(validateTrace(mutate((t) => (t.shard = null))).ok).toBe(true);
  });

  it('parseTraceText caps the size before parsing and reports bad JSON', () => {
    expect(parseTraceText(JSON.stringify(sampleTrace))).toEqual({ ok: true, trace: sampleTrace });
    expect(parseTraceText(Buffer.from(JSON.stringify(sampleTrace)))).toEqual({
      ok: true,
      trace: sampleTrace,
    });
    expect(parseTraceText(' '.repeat(MAX_TRACE_BYTES + 1))).toEqual({
      ok: false,
      errors: [`(root): larger than ${MAX_TRACE_BYTES} bytes`],
    });
    const bad = parseTraceText('{');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]).toMatch(/^\(root\): not valid JSON/);
    const proto = parseTraceText(JSON.stringify(sampleTrace).replace('{', '{"__proto__":{"ok":true},'));
    expect(proto.ok).toBe(false);
  });

  it('never throws and never accepts a value that is not a complete trace (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(validateTrace(v).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
