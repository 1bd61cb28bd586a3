import { availableParallelism } from 'node:os';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'yaml';
import {
  ConfigError,
  DEFAULT_BUDGETS,
  configOraclePaths,
  parseConfig,
  type GateConfig,
} from '../../src/oracle/config.js';
import { checkRepoGlob, checkRepoPath } from '../../src/patch/paths.js';

/** The example of SPEC §10, verbatim. */
const SPEC_EXAMPLE = `version: 1
budgets:                       # every key optional; defaults shown
  max_predicates: 12
  predicate_timeout_ms: 2000
  replay_timeout_ms: 30000
  retry_cap: 2
properties:
  - spec: specs/no_bare_except.py      # a program (§8) or a .yml predicate spec
    probe: probes/bare_except.patch    # a unified diff this spec must reject
    global: false                      # true: the spec may reject the empty patch
fixtures:
  - target: parser.roundtrip           # the freeze key is target + invariant
    manifest: fixtures/parser/manifest.json
    invariant: invariants/parser_roundtrip.py
freeze:
  ledger: gate-freezes.json
protected:                             # more globs that count as the gate's own files
  - .github/workflows/**
`;

describe('parseConfig: good files', () => {
  it('reads the example of SPEC §10', () => {
    expect(parseConfig(SPEC_EXAMPLE, 'gate.yml')).toEqual({
      version: 1,
      budgets: {
        max_predicates: 12,
        predicate_timeout_ms: 2000,
        replay_timeout_ms: 30000,
        retry_cap: 2,
        replay_concurrency: Math.min(availableParallelism(), 64),
      },
      properties: [{ spec: 'specs/no_bare_except.py', probe: 'probes/bare_except.patch', global: false }],
      fixtures: [
        {
          target: 'parser.roundtrip',
          manifest: 'fixtures/parser/manifest.json',
          invariant: 'invariants/parser_roundtrip.py',
          probe: null,
        },
      ],
      freeze: { ledger: 'gate-freezes.json' },
      protected: ['.github/workflows/**'],
    });
  });

  it('reads a version 2 fixture with its probe, and names the probe an oracle file', () => {
    const c = parseConfig(
      'version: 2\nfixtures:\n  - target: codec.roundtrip\n    manifest: gate/m.json\n    invariant: gate/inv.py\n    probe: gate/bug.patch\n',
      'gate.yml',
    );
    expect(c.version).toBe(2);
    expect(c.fixtures).toEqual([
      {
        target: 'codec.roundtrip',
        manifest: 'gate/m.json',
        invariant: 'gate/inv.py',
        probe: 'gate/bug.patch',
      },
    ]);
    expect(configOraclePaths(c, 'gate.yml')).toContain('gate/bug.patch');
  });

  it('reads a version 1 fixture with or without a probe', () => {
    const fx = (probe: string) =>
      parseConfig(
        `version: 1\nfixtures:\n  - target: t\n    manifest: m.json\n    invariant: i.py\n${probe}`,
        'gate.yml',
      ).fixtures[0];
    expect(fx('')?.probe).toBeNull();
    expect(fx('    probe: p.patch\n')?.probe).toBe('p.patch');
  });

  it('fills in every default', () => {
    expect(parseConfig('version: 1\n', 'gate.yml')).toEqual({
      version: 1,
      budgets: { ...DEFAULT_BUDGETS },
      properties: [],
      fixtures: [],
      freeze: { ledger: 'gate-freezes.json' },
      protected: [],
    });
    expect(DEFAULT_BUDGETS).toEqual({
      max_predicates: 12,
      predicate_timeout_ms: 2000,
      replay_timeout_ms: 30000,
      retry_cap: 2,
      // The machine's CPUs: one replay per core unless gate.yml says otherwise.
      replay_concurrency: Math.min(availableParallelism(), 64),
    });
  });

  it.each([
    ['version: 1\nbudgets:\n  retry_cap: 0\n', { budgets: { ...DEFAULT_BUDGETS, retry_cap: 0 } }],
    [
      'version: 1\nbudgets:\n  max_predicates: 1000\n',
      { budgets: { ...DEFAULT_BUDGETS, max_predicates: 1000 } },
    ],
    ['version: 1\nbudgets: {}\n', { budgets: DEFAULT_BUDGETS }],
    ['version: 1\nfreeze: {}\n', { freeze: { ledger: 'gate-freezes.json' } }],
    ['version: 1\nfreeze:\n  ledger: ops/freezes.json\n', { freeze: { ledger: 'ops/freezes.json' } }],
    [
      'version: 1\nproperties:\n  - spec: specs/tree.yml\n    probe: probes/tree.patch\n    global: true\n',
      { properties: [{ spec: 'specs/tree.yml', probe: 'probes/tree.patch', global: true }] },
    ],
    ['{"version": 1, "protected": ["docs/**"]}', { protected: ['docs/**'] }], // JSON is YAML
    [
      'version: 1\nproperties: []\nfixtures: []\nprotected: []\n',
      { properties: [], fixtures: [], protected: [] },
    ],
  ])('reads %j', (text, expected) => {
    expect(parseConfig(text, 'gate.yml')).toMatchObject(expected);
  });

  it('does not share the default budgets object between results', () => {
    const a = parseConfig('version: 1\n', 'gate.yml');
    a.budgets.retry_cap = 9;
    expect(parseConfig('version: 1\n', 'gate.yml').budgets.retry_cap).toBe(2);
  });
});

const P = 'version: 1\nproperties:\n';
const F = 'version: 1\nfixtures:\n';

describe('parseConfig: bad files (exact messages)', () => {
  it.each<[string, string, string, number | undefined]>([
    ['', '', 'gate.yml: expected a mapping with version: 2, got an empty document', undefined],
    [
      '# only a comment\n',
      '',
      'gate.yml: expected a mapping with version: 2, got an empty document',
      undefined,
    ],
    ['- a\n', '', 'gate.yml: expected a mapping with version: 2, got a list', 1],
    ['budgets: {}\n', 'version', 'gate.yml: version: expected 1 or 2, got nothing', 1],
    ['version: 3\n', 'version', 'gate.yml: version: expected 1 or 2, got integer 3', 1],
    ['version: "1"\n', 'version', 'gate.yml: version: expected 1 or 2, got string "1"', 1],
    [
      'version: 2\nfixtures:\n  - target: t\n    manifest: m.json\n    invariant: i.py\n',
      'fixtures[0].probe',
      'gate.yml: fixtures[0].probe: expected a repository path (a unified diff of the code under test on which some seed misses), required by version: 2, got nothing',
      3,
    ],
    [
      'version: 2\nfixtures:\n  - target: t\n    manifest: m.json\n    invariant: i.py\n    probe: ../bug.patch\n',
      'fixtures[0].probe',
      'gate.yml: fixtures[0].probe: expected a repository path (a unified diff of the code under test on which some seed misses), required by version: 2, got string "../bug.patch" (\'..\' segment leaves the repository)',
      6,
    ],
    [
      'version: 1\nextra: 1\n',
      'extra',
      'gate.yml: extra: expected one of version, budgets, properties, fixtures, freeze, protected, got an unknown key',
      2,
    ],
    [
      'version: 1\nbudgets: 3\n',
      'budgets',
      'gate.yml: budgets: expected a mapping of max_predicates, predicate_timeout_ms, replay_timeout_ms, retry_cap, replay_concurrency, got integer 3',
      2,
    ],
    [
      'version: 1\nbudgets:\n  max_predicate: 3\n',
      'budgets.max_predicate',
      'gate.yml: budgets.max_predicate: expected one of max_predicates, predicate_timeout_ms, replay_timeout_ms, retry_cap, replay_concurrency, got an unknown key (did you mean max_predicates?)',
      3,
    ],
    [
      'version: 1\nbudgets:\n  retry_cap: -1\n',
      'budgets.retry_cap',
      'gate.yml: budgets.retry_cap: expected an integer from 0 to 10, got integer -1',
      3,
    ],
    [
      'version: 1\nbudgets:\n  retry_cap: 11\n',
      'budgets.retry_cap',
      'gate.yml: budgets.retry_cap: expected an integer from 0 to 10, got integer 11',
      3,
    ],
    [
      'version: 1\nbudgets:\n  replay_concurrency: 0\n',
      'budgets.replay_concurrency',
      'gate.yml: budgets.replay_concurrency: expected an integer from 1 to 64, got integer 0',
      3,
    ],
    [
      'version: 1\nbudgets:\n  retry_cap: "2"\n',
      'budgets.retry_cap',
      'gate.yml: budgets.retry_cap: expected an integer from 0 to 10, got string "2"',
      3,
    ],
    [
      'version: 1\nbudgets:\n  max_predicates: 0\n',
      'budgets.max_predicates',
      'gate.yml: budgets.max_predicates: expected an integer from 1 to 1000, got integer 0',
      3,
    ],
    [
      'version: 1\nbudgets:\n  max_predicates: 1.5\n',
      'budgets.max_predicates',
      'gate.yml: budgets.max_predicates: expected an integer from 1 to 1000, got number 1.5',
      3,
    ],
    [
      'version: 1\nbudgets:\n  predicate_timeout_ms: 3600001\n',
      'budgets.predicate_timeout_ms',
      'gate.yml: budgets.predicate_timeout_ms: expected an integer from 1 to 3600000, got integer 3600001',
      3,
    ],
    [
      'version: 1\nbudgets:\n  replay_timeout_ms: .inf\n',
      'budgets.replay_timeout_ms',
      'gate.yml: budgets.replay_timeout_ms: expected an integer from 1 to 3600000, got number Infinity',
      3,
    ],
    [
      'version: 1\nproperties:\n',
      'properties',
      'gate.yml: properties: expected a list of {spec, probe, global} or {builtin, paths, probe}, got null',
      2,
    ],
    [
      P + '  - specs/a.py\n',
      'properties[0]',
      'gate.yml: properties[0]: expected a mapping with spec and probe, got string "specs/a.py"',
      3,
    ],
    [
      P + '  - probe: p.patch\n',
      'properties[0].spec',
      'gate.yml: properties[0].spec: expected a repository path (the spec to run), got nothing',
      3,
    ],
    [
      P + '  - spec: a.py\n',
      'properties[0].probe',
      'gate.yml: properties[0].probe: expected a repository path (a unified diff this spec must reject), got nothing',
      3,
    ],
    [
      P + '  - spec: a.py\n    probe: p.patch\n  - spec: b.py\n    global: true\n',
      'properties[1].probe',
      'gate.yml: properties[1].probe: expected a repository path (a unified diff this spec must reject), got nothing',
      5,
    ],
    [
      P + '  - spec: a.py\n    probe: ../p.patch\n',
      'properties[0].probe',
      'gate.yml: properties[0].probe: expected a repository path (a unified diff this spec must reject), got string "../p.patch" (\'..\' segment leaves the repository)',
      4,
    ],
    [
      P + '  - spec: /abs.py\n    probe: p\n',
      'properties[0].spec',
      'gate.yml: properties[0].spec: expected a repository path (the spec to run), got string "/abs.py" (absolute path (write it relative to the repository root))',
      3,
    ],
    [
      P + '  - spec: ./a.py\n    probe: p\n',
      'properties[0].spec',
      'gate.yml: properties[0].spec: expected a repository path (the spec to run), got string "./a.py" (not in canonical form (write "a.py"))',
      3,
    ],
    [
      P + '  - spec: a.py\n    probe: p\n    global: yes\n',
      'properties[0].global',
      'gate.yml: properties[0].global: expected true or false, got string "yes"',
      5,
    ],
    [
      P + '  - spec: a.py\n    probe: p\n    prob: x\n',
      'properties[0].prob',
      'gate.yml: properties[0].prob: expected one of spec, probe, global, on_match, got an unknown key (did you mean probe?)',
      5,
    ],
    [
      P + '  - spec: a.py\n    probe: p\n  - spec: a.py\n    probe: q\n',
      'properties[1].spec',
      'gate.yml: properties[1].spec: expected a spec not already listed (properties[0]), got string "a.py"',
      5,
    ],
    [
      F + '  - target: a b\n    manifest: m.json\n    invariant: i.py\n',
      'fixtures[0].target',
      "gate.yml: fixtures[0].target: expected a name of letters, digits, '.', '_' and '-' (at most 128, starting with a letter or digit), got string \"a b\"",
      3,
    ],
    [
      F +
        '  - target: t\n    manifest: m.json\n    invariant: i.py\n  - target: t\n    manifest: m2.json\n    invariant: i.py\n',
      'fixtures[1].target',
      'gate.yml: fixtures[1].target: expected a target not already used (fixtures[0]), got string "t"',
      6,
    ],
    [
      F + '  - target: t\n    invariant: i.py\n',
      'fixtures[0].manifest',
      'gate.yml: fixtures[0].manifest: expected a repository path (the fixture manifest, JSON), got nothing',
      3,
    ],
    [
      F + '  - target: t\n    manifest: m.json\n    invariant: "a\\\\b.py"\n',
      'fixtures[0].invariant',
      "gate.yml: fixtures[0].invariant: expected a repository path (the invariant program), got string \"a\\\\b.py\" (contains '\\' (write '/' between segments))",
      5,
    ],
    [
      F + '  - target: t\n    manifest: .git/m.json\n    invariant: i.py\n',
      'fixtures[0].manifest',
      'gate.yml: fixtures[0].manifest: expected a repository path (the fixture manifest, JSON), got string ".git/m.json" (names git metadata (\'.git\'))',
      4,
    ],
    [
      'version: 1\nfreeze:\n  ledger: C:/x.json\n',
      'freeze.ledger',
      'gate.yml: freeze.ledger: expected a repository path (the freeze ledger, JSON), got string "C:/x.json" (starts with a drive letter (write it relative to the repository root))',
      3,
    ],
    [
      'version: 1\nfreeze:\n  path: x\n',
      'freeze.path',
      'gate.yml: freeze.path: expected one of ledger, got an unknown key',
      3,
    ],
    [
      'version: 1\nprotected: .github/**\n',
      'protected',
      'gate.yml: protected: expected a list of repository globs, got string ".github/**"',
      2,
    ],
    [
      'version: 1\nprotected:\n  - "!x"\n',
      'protected[0]',
      'gate.yml: protected[0]: expected a repository glob, got string "!x" (starts with \'!\' (negated globs are not allowed here))',
      3,
    ],
    [
      'version: 1\nprotected:\n  - 3\n',
      'protected[0]',
      'gate.yml: protected[0]: expected a repository glob, got integer 3',
      3,
    ],
    ['1: 1\nversion: 1\n', '', 'gate.yml: expected string keys, got integer 1 as a key', 1],
  ])('%j', (text, field, message, line) => {
    let caught: unknown;
    try {
      parseConfig(text, 'gate.yml');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const err = caught as ConfigError;
    expect(err.message).toBe(message);
    expect(err.field).toBe(field);
    expect(err.file).toBe('gate.yml');
    expect(message).toContain(`expected ${err.expected}, got `);
    expect(err.line).toBe(line);
  });

  it.each([
    ['version: 1\nversion: 1\n', 'gate.yml: line 2, column 1: Map keys must be unique'],
    [
      'version: [1\n',
      'gate.yml: line 2, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
    [
      '---\nversion: 1\n---\nversion: 1\n',
      'gate.yml: line 3, column 1: Source contains multiple documents; please use YAML.parseAllDocuments()',
    ],
    [
      'version: !!js/function "f"\n',
      'gate.yml: line 1, column 10: Unresolved tag: tag:yaml.org,2002:js/function',
    ],
    [
      'version: 1\na: *x\n',
      'gate.yml: line 2, column 4: Unresolved alias (the anchor must be set before the alias): x',
    ],
    ['\tversion: 1\n', 'gate.yml: line 1, column 1: Tabs are not allowed as indentation'],
  ])('YAML syntax: %j', (text, message) => {
    expect(() => parseConfig(text, 'gate.yml')).toThrow(
      new ConfigError('gate.yml', '', 'valid YAML', message),
    );
    try {
      parseConfig(text, 'gate.yml');
    } catch (err) {
      expect((err as ConfigError).message).toBe(message);
      expect((err as ConfigError).line).toBe(Number(/line (\d+)/.exec(message)?.[1]));
    }
  });

  it('refuses an alias bomb instead of expanding it', () => {
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 12; i++)
      levels.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10)
          .fill('*' + String.fromCharCode(96 + i))
          .join(',')}]`,
      );
    expect(() => parseConfig(levels.join('\n') + '\nversion: 1\n', 'gate.yml')).toThrow(ConfigError);
  });

  it('names the file it was given', () => {
    expect(() => parseConfig('version: 3', 'ci/gate.yml')).toThrow(
      'ci/gate.yml: version: expected 1 or 2, got integer 3',
    );
  });
});

describe('parseConfig: properties', () => {
  const fileName = 'gate.yml';

  it('throws nothing but ConfigError on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        try {
          parseConfig(text, fileName);
        } catch (err) {
          expect(err).toBeInstanceOf(ConfigError);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('throws nothing but ConfigError on arbitrary YAML values', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4, withNullPrototype: true }), (value) => {
        let text: string;
        try {
          text = stringify(value);
        } catch {
          return;
        }
        try {
          parseConfig(text, fileName);
        } catch (err) {
          expect(err).toBeInstanceOf(ConfigError);
        }
      }),
      { numRuns: 500 },
    );
  });

  const pathPiece = fc.constantFrom(
    '..',
    '.',
    '/',
    '\\',
    'a',
    'é',
    '\u0000',
    'C:',
    ' ',
    '.git',
    'specs',
    'x.py',
    '',
  );
  const pathish = fc.oneof(
    fc.array(pathPiece, { maxLength: 6 }).map((xs) => xs.join('')),
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.constant(null),
  );
  const configValue = fc.record(
    {
      version: fc.oneof(fc.constant(1), fc.constant(2), fc.anything({ maxDepth: 1 })),
      budgets: fc.record(
        {
          max_predicates: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.double(), fc.string()),
          retry_cap: fc.oneof(fc.integer({ min: -5, max: 20 }), fc.boolean()),
        },
        { requiredKeys: [] },
      ),
      properties: fc.array(
        fc.record(
          { spec: pathish, probe: pathish, global: fc.oneof(fc.boolean(), fc.string()) },
          { requiredKeys: ['spec'] },
        ),
        { maxLength: 3 },
      ),
      fixtures: fc.array(
        fc.record(
          {
            target: fc.oneof(fc.constantFrom('t', 'u', 'a b', ''), fc.string({ maxLength: 5 })),
            manifest: pathish,
            invariant: pathish,
            probe: pathish,
          },
          { requiredKeys: ['target', 'manifest', 'invariant'] },
        ),
        { maxLength: 3 },
      ),
      freeze: fc.record({ ledger: pathish }, { requiredKeys: [] }),
      protected: fc.array(fc.oneof(pathish, fc.constantFrom('!x', '**/*.py')), { maxLength: 3 }),
    },
    { requiredKeys: ['version'] },
  );

  it('accepts only clean paths and globs, and throws only ConfigError, on config-shaped values', () => {
    fc.assert(
      fc.property(configValue, (value) => {
        let config: GateConfig;
        try {
          config = parseConfig(stringify(value), fileName);
        } catch (err) {
          expect(err).toBeInstanceOf(ConfigError);
          return;
        }
        for (const p of configOraclePaths(config, 'gate.yml')) expect(checkRepoPath(p)).toBeUndefined();
        for (const g of config.protected) expect(checkRepoGlob(g)).toBeUndefined();
        expect(new Set(config.fixtures.map((f) => f.target)).size).toBe(config.fixtures.length);
        for (const p of config.properties) expect(typeof p.probe).toBe('string');
        // Version 2 never reads a fixture without its probe.
        if (config.version === 2) for (const f of config.fixtures) expect(typeof f.probe).toBe('string');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('configOraclePaths', () => {
  it('lists the config, every spec, probe, manifest, invariant and the ledger, once each', () => {
    const config = parseConfig(SPEC_EXAMPLE, 'gate.yml');
    expect(configOraclePaths(config, 'gate.yml')).toEqual([
      'gate.yml',
      'specs/no_bare_except.py',
      'probes/bare_except.patch',
      'fixtures/parser/manifest.json',
      'invariants/parser_roundtrip.py',
      'gate-freezes.json',
    ]);
  });
});

describe('tests: fixtures', () => {
  const yml = (tests: string, extra = '') =>
    `version: 1\nfixtures:\n  - target: unit\n    tests:\n${tests}${extra}`;
  const errorOf = (text: string): ConfigError => {
    try {
      parseConfig(text, 'ci/gate.yml');
    } catch (err) {
      return err as ConfigError;
    }
    throw new Error('no error');
  };

  it('reads the shape a newcomer writes, with the defaults', () => {
    const c = parseConfig(
      yml('      runner: node-test\n      files: ["test/**/*.test.mjs"]\n      seeds: [1, 2]\n'),
      'gate.yml',
    );
    expect(c.fixtures).toEqual([]);
    expect(c.tests).toEqual([
      {
        target: 'unit',
        runner: 'node-test',
        files: ['test/**/*.test.mjs'],
        seeds: [1, 2],
        setup: null,
        setup_timeout_ms: 300_000,
        timeout_ms: null,
        command: null,
        probe: null,
      },
    ]);
    // The probe is an oracle file; the test files are globs the oracle reader expands on the base.
    expect(
      configOraclePaths({ ...c, tests: [{ ...c.tests![0]!, probe: 'probes/bug.patch' }] }, 'gate.yml'),
    ).toContain('probes/bug.patch');
  });

  it('a single seed, setup, budgets and command are read', () => {
    const c = parseConfig(
      yml(
        '      runner: command\n      files: [t/*.sh]\n      seeds: 9\n      setup: make deps\n      setup_timeout_ms: 5000\n      timeout_ms: 7000\n      command: make test\n',
      ),
      'gate.yml',
    );
    expect(c.tests?.[0]).toMatchObject({
      seeds: [9],
      setup: 'make deps',
      setup_timeout_ms: 5000,
      timeout_ms: 7000,
      command: 'make test',
    });
  });

  it.each([
    [
      'an unknown runner, with a suggestion',
      '      runner: pytets\n      files: [t.py]\n      seeds: 1\n',
      'fixtures[0].tests.runner',
      /one of node-test, jest, vitest, mocha, pytest, unittest, command.*pytets.*pytest/,
    ],
    [
      'no files',
      '      runner: pytest\n      seeds: 1\n',
      'fixtures[0].tests.files',
      /non-empty list of repository globs/,
    ],
    [
      'a glob that leaves the repository',
      '      runner: pytest\n      files: [../t.py]\n      seeds: 1\n',
      'fixtures[0].tests.files[0]',
      /repository glob/,
    ],
    ['no seeds', '      runner: pytest\n      files: [t.py]\n', 'fixtures[0].tests.seeds', /integer/],
    [
      'a fractional seed',
      '      runner: pytest\n      files: [t.py]\n      seeds: [1.5]\n',
      'fixtures[0].tests.seeds[0]',
      /integer/,
    ],
    [
      'a repeated seed',
      '      runner: pytest\n      files: [t.py]\n      seeds: [1, 1]\n',
      'fixtures[0].tests.seeds',
      /once/,
    ],
    [
      'an unknown key',
      '      runner: pytest\n      files: [t.py]\n      seeds: 1\n      seed: 2\n',
      'fixtures[0].tests.seed',
      /unknown key/,
    ],
    [
      'a zero budget',
      '      runner: pytest\n      files: [t.py]\n      seeds: 1\n      timeout_ms: 0\n',
      'fixtures[0].tests.timeout_ms',
      /integer from 1/,
    ],
    [
      'command without runner: command',
      '      runner: pytest\n      files: [t.py]\n      seeds: 1\n      command: x\n',
      'fixtures[0].tests.command',
      /builds its own command/,
    ],
    [
      'runner: command without command',
      '      runner: command\n      files: [t.py]\n      seeds: 1\n',
      'fixtures[0].tests.command',
      /required by runner: command/,
    ],
  ])('%s is an error naming the file and the field', (_what, tests, field, message) => {
    const err = errorOf(yml(tests));
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.file).toBe('ci/gate.yml');
    expect(err.field).toBe(field);
    expect(err.message).toMatch(new RegExp(`^ci/gate\\.yml: ${field.replace(/[.[\]]/g, '\\$&')}: `));
    expect(err.message).toMatch(message);
  });

  it('version 2 requires a probe; a target is unique across both kinds', () => {
    const v2 = errorOf(
      yml('      runner: pytest\n      files: [t.py]\n      seeds: 1\n').replace('version: 1', 'version: 2'),
    );
    expect(v2.field).toBe('fixtures[0].probe');
    expect(v2.message).toMatch(/required by version: 2/);
    const twice = errorOf(
      yml(
        '      runner: pytest\n      files: [t.py]\n      seeds: 1\n',
        '  - target: unit\n    manifest: m\n    invariant: i\n',
      ),
    );
    expect(twice.field).toBe('fixtures[1].target');
  });
});
