/**
 * `gate.yml` (SPEC §10): read from the base revision, checked strictly. Unknown keys are errors, every
 * path is a clean repository path (src/patch/paths.ts), and the first problem ends the load with a
 * ConfigError that names the file, the field and what was expected. The JSON Schema for editors is
 * `schema/gate.schema.json`; a test keeps the two in agreement.
 *
 * Decisions the specification left open:
 * - `probe` is required for every spec, `global: true` or not. SPEC §2 registers each spec on its
 *   probe, and a spec that has never been seen to reject cannot show that it can fail.
 * - `properties`, `fixtures` and `protected` may be omitted (empty lists); an empty `properties:`
 *   (YAML null) is an error, not an empty list, so a list commented out by mistake is noticed.
 * - A spec may be listed once, a target once (the freeze key is target + invariant).
 * - A target is a name, not a path: letters, digits, `.`, `_` and `-`, at most 128, starting with a
 *   letter or digit, so it can name files and artifacts as it is.
 * - Budgets have upper bounds: `max_predicates` ≤ 1000, timeouts ≤ 1 hour, `retry_cap` ≤ 10 (a cap
 *   of "until green" is not a cap).
 * - `version: 2` differs from `version: 1` only in that every fixture must name a `probe` (SPEC §2
 *   "Every check proves it can fail — fixtures too"); a version 1 fixture without one is still read,
 *   with `probe: null`, and graded, but nothing shows it can fail (the trace and `gate check` say so).
 * - YAML is read as YAML 1.2 (core schema: `yes` is a string, not a boolean) unless the file opens
 *   with a `%YAML 1.1` directive; unknown tags, several documents in one file, duplicate keys and
 *   more than 100 alias expansions are errors.
 */
import { availableParallelism } from 'node:os';
import { LineCounter, isMap, isScalar, parseDocument, visit, type Document, type Node } from 'yaml';
import { checkRepoGlob, checkRepoPath } from '../patch/paths.js';
import { BUILTIN_NAMES, isBuiltinName, type BuiltinName } from '../builtins/catalog.js';
import { didYouMean } from './suggest.js';
import type { Budgets } from '../trace/model.js';

/** The budgets' shape lives with the trace that records them (src/trace/model.ts). */
export type { Budgets };

/** The most replays the pool runs at once, whatever the machine. */
export const MAX_REPLAY_CONCURRENCY = 64;

export const DEFAULT_BUDGETS: Budgets = Object.freeze({
  max_predicates: 12,
  predicate_timeout_ms: 2000,
  replay_timeout_ms: 30000,
  retry_cap: 2,
  replay_concurrency: Math.min(availableParallelism(), MAX_REPLAY_CONCURRENCY),
});

/** Inclusive bounds of each budget. */
export const BUDGET_BOUNDS: Readonly<Record<keyof Budgets, readonly [number, number]>> = Object.freeze({
  max_predicates: [1, 1000],
  predicate_timeout_ms: [1, 3_600_000],
  replay_timeout_ms: [1, 3_600_000],
  retry_cap: [0, 10],
  replay_concurrency: [1, MAX_REPLAY_CONCURRENCY],
});

export interface PropertyConfig {
  /** A repository path; for a catalog check, `builtin:NAME` (see `builtin`). */
  spec: string;
  /** Always set when read by parseConfig (a probe is required); null only in configs built by hand, which the property stage treats as not falsifiable. For a catalog check with its shipped probe, `builtin:NAME.patch`. */
  probe: string | null;
  global: boolean;
  /**
   * A check from the product's catalog (`- builtin: NAME`, src/builtins/): it is not a repository
   * file, so not an oracle file; `probe` is a repository (oracle) path only when it overrides the
   * shipped one, and `paths` narrows the files the check reads.
   */
  builtin?: { name: BuiltinName; paths?: string[]; shippedProbe: boolean };
  /**
   * `on_match: hold` (SPEC §3, §12): a match holds the patch for a person (PROPERTY_HOLD) instead of
   * rejecting it, for a check with honest uses. Absent means `reject`, the default.
   */
  on_match?: 'hold';
}

/** The `spec` name of a catalog check, as the trace and the summary show it. */
export function builtinSpecName(name: string): string {
  return `builtin:${name}`;
}

export interface FixtureConfig {
  target: string;
  manifest: string;
  invariant: string;
  /**
   * A unified diff of the code under test (a known bug) on which some seed must miss
   * (src/oracle/fixture-probe.ts). Required from `version: 2`; null only for a `version: 1` fixture
   * that names none.
   */
  probe: string | null;
  /**
   * `fresh_seeds: N`: N seeds drawn per run from a cryptographic source (src/stages/fresh-seeds.ts)
   * and replayed after the manifest's own, so a table of the pinned seeds' cases does not pass.
   * Absent: none.
   */
  fresh_seeds?: number;
  /**
   * `exercise:` an exercise + judge fixture (src/stages/judge.ts): this program loads the code under
   * test and writes its outputs as JSON; `invariant` is then the judge, run from the oracle tree,
   * which must load no candidate file. Absent: the invariant loads the code itself.
   */
  exercise?: string;
  /**
   * `law: same-as-base` (needs `exercise`): the exercise's outputs on the candidate must equal its
   * outputs on the base revision at the same seed, before the judge runs.
   */
  law?: 'same-as-base';
}

/** The test runners a `tests:` fixture names (src/stages/tests.ts runs each). */
export const TEST_RUNNERS = [
  'node-test',
  'jest',
  'vitest',
  'mocha',
  'pytest',
  'unittest',
  'command',
] as const;
export type TestRunner = (typeof TEST_RUNNERS)[number];

/** Bounds of a `tests:` fixture's setup and per-run budgets (ms). */
export const TESTS_TIMEOUT_BOUNDS: readonly [number, number] = [1, 3_600_000];
/** The most seeds a `tests:` fixture lists. */
export const MAX_TEST_SEEDS = 100;

/**
 * A fixture of kind `tests:` (SPEC §12): the repository's own test files, read from the base revision
 * (oracle files), run by a named runner at each seed against the candidate's code; each failing test
 * is its own miss (`property_path` = test file and test id).
 */
export interface TestsFixtureConfig {
  target: string;
  runner: TestRunner;
  /** Repository globs of the test files, expanded on the base revision (what the patch adds is not run). */
  files: string[];
  seeds: number[];
  /**
   * `fresh_seeds: N`: N seeds drawn per run from a cryptographic source (src/stages/fresh-seeds.ts), the
   * suite run at each after the listed seeds. Absent: none.
   */
  fresh_seeds?: number;
  /** A shell command run in each tree before its tests (dependencies), under `setup_timeout_ms`. */
  setup: string | null;
  setup_timeout_ms: number;
  /** The budget of one run of the suite (all its files) in one tree; default `budgets.replay_timeout_ms`. */
  timeout_ms: number | null;
  /** `runner: command` only: the shell command, given `GATE_SEED` and `GATE_REPORT` (a JUnit XML path it writes). */
  command: string | null;
  /** A unified diff of the code under test on which some test must fail (as for every fixture). */
  probe: string | null;
}

/** The setup budget of a `tests:` fixture when it names none. */
export const DEFAULT_SETUP_TIMEOUT_MS = 300_000;

/** The most seeds a fixture may draw fresh per run. */
export const MAX_FRESH_SEEDS = 100;

/** The versions of gate.yml this gate reads; 2 requires a probe on every fixture. */
export const CONFIG_VERSIONS = [1, 2] as const;
export type ConfigVersion = (typeof CONFIG_VERSIONS)[number];

export interface GateConfig {
  version: ConfigVersion;
  budgets: Budgets;
  properties: PropertyConfig[];
  fixtures: FixtureConfig[];
  /** The `tests:` fixtures (listed under `fixtures` in the file); absent in configs built by hand. */
  tests?: TestsFixtureConfig[];
  freeze: { ledger: string };
  protected: string[];
}

export const DEFAULT_CONFIG_FILE = 'gate.yml';
export const DEFAULT_LEDGER = 'gate-freezes.json';

/** A target: the first half of the freeze key, and safe as part of a file or artifact name. */
export const TARGET_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$';
const TARGET_RE = new RegExp(TARGET_PATTERN);
const TARGET_EXPECTED =
  "a name of letters, digits, '.', '_' and '-' (at most 128, starting with a letter or digit)";

export function isTarget(v: unknown): v is string {
  return typeof v === 'string' && TARGET_RE.test(v);
}

export class ConfigError extends Error {
  /** 1-based line and column of the offending node, when known. */
  line?: number;
  column?: number;

  constructor(
    readonly file: string,
    readonly field: string,
    readonly expected: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** How a value reads in an error message. */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (typeof v === 'string') {
    const shown = [...v].length > 60 ? [...v].slice(0, 60).join('') + '…' : v;
    return `string ${JSON.stringify(shown)}`;
  }
  if (typeof v === 'boolean') return `boolean ${v}`;
  if (typeof v === 'bigint') return `integer ${v}`;
  if (typeof v === 'number') return Number.isInteger(v) ? `integer ${v}` : `number ${v}`;
  if (Array.isArray(v)) return 'a list';
  if (v instanceof Set) return 'a set';
  if (v instanceof Date) return 'a timestamp';
  if (v instanceof Map || (typeof v === 'object' && v.constructor === Object)) return 'a mapping';
  return typeof v;
}

const TOP_KEYS = ['version', 'budgets', 'properties', 'fixtures', 'freeze', 'protected'] as const;
const BUDGET_KEYS = [
  'max_predicates',
  'predicate_timeout_ms',
  'replay_timeout_ms',
  'retry_cap',
  'replay_concurrency',
] as const;
const PROPERTY_KEYS = ['spec', 'probe', 'global', 'on_match'] as const;
const BUILTIN_KEYS = ['builtin', 'paths', 'probe', 'on_match'] as const;
const FIXTURE_KEYS = ['target', 'manifest', 'invariant', 'probe', 'fresh_seeds', 'exercise', 'law'] as const;
const TESTS_FIXTURE_KEYS = ['target', 'tests', 'probe'] as const;
const TESTS_KEYS = [
  'runner',
  'files',
  'seeds',
  'fresh_seeds',
  'setup',
  'setup_timeout_ms',
  'timeout_ms',
  'command',
] as const;
const FREEZE_KEYS = ['ledger'] as const;

type Path = (string | number)[];
type Range = [number, number, number];

function fieldName(path: Path): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`;
  return out;
}

/** Reads the config from its text; `file` names it in errors. Throws ConfigError (the first problem), nothing else. */
export function parseConfig(yamlText: string, file: string): GateConfig {
  const { config, errors } = parseConfigAll(yamlText, file);
  if (config === null) throw errors[0] as ConfigError;
  return config;
}

/**
 * Reads the config and lists every problem it can find (`gate check`): each section, list item and
 * budget is checked on its own, so one mistake does not hide the next. A YAML syntax error is the
 * only problem listed, as nothing after it can be read reliably. `config` is null when any is found;
 * `partial` then holds the parts that were read (null when the document itself could not be).
 */
export function parseConfigAll(
  yamlText: string,
  file: string,
): { config: GateConfig | null; errors: ConfigError[]; partial: GateConfig | null } {
  try {
    const reader = parseConfigReader(yamlText, file);
    return reader.readAll();
  } catch (err) {
    if (err instanceof ConfigError) return { config: null, errors: [err], partial: null };
    throw err;
  }
}

function parseConfigReader(
  yamlText: string,
  file: string,
): { readAll(): { config: GateConfig | null; errors: ConfigError[]; partial: GateConfig | null } } {
  const lineCounter = new LineCounter();
  let doc: Document.Parsed;
  let root: unknown;
  try {
    doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true, version: '1.2' });
    const problem = doc.errors[0] ?? doc.warnings[0];
    if (problem !== undefined) {
      const { line, col } = lineCounter.linePos(problem.pos[0]);
      const text = problem.message.split('\n')[0] ?? problem.message;
      const err = new ConfigError(file, '', 'valid YAML', `${file}: line ${line}, column ${col}: ${text}`);
      err.line = line;
      err.column = col;
      throw err;
    }
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    const text = err instanceof Error ? err.message : String(err);
    throw new ConfigError(file, '', 'valid YAML', `${file}: ${text.split('\n')[0]}`);
  }
  try {
    root = doc.toJS({ mapAsMap: true, maxAliasCount: 100 });
  } catch (err) {
    // Alias problems (an undefined anchor, too many aliases) surface here, without a position.
    const text = (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
    const at = aliasPosition(doc, lineCounter);
    const where = at ? `line ${at.line}, column ${at.col}: ` : '';
    const e = new ConfigError(file, '', 'valid YAML', `${file}: ${where}${text}`);
    if (at) [e.line, e.column] = [at.line, at.col];
    throw e;
  }
  const reader = new ConfigReader(file, doc, lineCounter);
  return {
    readAll() {
      let config: GateConfig | null = null;
      try {
        config = reader.read(root);
      } catch (err) {
        if (!(err instanceof ConfigError)) throw err;
        reader.errors.push(err);
      }
      // `partial`: what could be read, the parts in error left out (gate check still checks its files).
      return { config: reader.errors.length === 0 ? config : null, errors: reader.errors, partial: config };
    },
  };
}

/** Where the first alias that does not resolve is, else the first alias. */
function aliasPosition(doc: Document.Parsed, lines: LineCounter): { line: number; col: number } | undefined {
  let first: Node | undefined;
  let broken: Node | undefined;
  visit(doc, {
    Alias(_, node) {
      first ??= node;
      if (node.resolve(doc) === undefined) {
        broken = node;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  const node = broken ?? first;
  return node?.range ? lines.linePos(node.range[0]) : undefined;
}

class ConfigReader {
  /** Problems found by {@link guard}ed parts, in the order they were read. */
  readonly errors: ConfigError[] = [];
  /** The file's `version` (read first): 2 requires fixture probes. */
  private version: ConfigVersion = 1;

  constructor(
    private readonly file: string,
    private readonly doc: Document.Parsed,
    private readonly lines: LineCounter,
  ) {}

  /** Runs one independent part; a ConfigError is kept and `fallback` stands in for the part. */
  private guard<T>(part: () => T, fallback: T): T {
    try {
      return part();
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      this.errors.push(err);
      return fallback;
    }
  }

  private fail(path: Path, expected: string, got: string, at?: Range): never {
    const field = fieldName(path);
    const where = field === '' ? '' : `${field}: `;
    const err = new ConfigError(
      this.file,
      field,
      expected,
      `${this.file}: ${where}expected ${expected}, got ${got}`,
    );
    // The node itself, or (for a missing key) the nearest enclosing one.
    let range = at;
    for (let n = path.length; n >= 0 && range === undefined; n--) range = this.rangeOf(path.slice(0, n));
    if (range !== undefined) {
      const { line, col } = this.lines.linePos(range[0]);
      err.line = line;
      err.column = col;
    }
    throw err;
  }

  private rangeOf(path: Path): Range | undefined {
    const node = path.length === 0 ? this.doc.contents : this.doc.getIn(path, true);
    return (node as { range?: Range | null } | undefined)?.range ?? undefined;
  }

  /** Where the key `key` of the mapping at `path` is written. */
  private keyRange(path: Path, key: string): Range | undefined {
    const node = path.length === 0 ? this.doc.contents : this.doc.getIn(path, true);
    if (!isMap(node)) return undefined;
    const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
    return (pair?.key as { range?: Range | null } | undefined)?.range ?? undefined;
  }

  /**
   * A mapping with string keys, all of them known, as a plain object. Every unknown key is listed
   * (the last one thrown); `suggest` are the names a did-you-mean may offer (by default `known`).
   */
  private mapping(
    value: unknown,
    path: Path,
    expected: string,
    known: readonly string[],
    suggest: readonly string[] = known,
  ): Map<string, unknown> {
    if (!(value instanceof Map)) this.fail(path, expected, describeValue(value));
    for (const key of value.keys())
      if (typeof key !== 'string') this.fail(path, 'string keys', `${describeValue(key)} as a key`);
    const unknown = [...(value.keys() as Iterable<string>)].filter((key) => !known.includes(key));
    const failAt = (key: string): never =>
      this.fail(
        [...path, key],
        `one of ${known.join(', ')}`,
        `an unknown key${didYouMean(key, suggest)}`,
        this.keyRange(path, key),
      );
    // Each unknown key is its own problem: all but the last are kept, the last ends the part.
    for (const key of unknown.slice(0, -1)) this.guard(() => failAt(key), undefined);
    if (unknown.length > 0) failAt(unknown[unknown.length - 1] as string);
    return value as Map<string, unknown>;
  }

  private list(value: unknown, path: Path, expected: string): unknown[] {
    if (!Array.isArray(value)) this.fail(path, expected, describeValue(value));
    return value;
  }

  private repoPath(value: unknown, path: Path, what: string): string {
    if (typeof value !== 'string') this.fail(path, what, describeValue(value));
    const bad = checkRepoPath(value);
    if (bad !== undefined) this.fail(path, what, `${describeValue(value)} (${bad})`);
    return value;
  }

  read(root: unknown): GateConfig {
    if (root === null || root === undefined) this.fail([], 'a mapping with version: 2', 'an empty document');
    const top = this.mapping(root, [], 'a mapping with version: 2', TOP_KEYS);
    if (!top.has('version')) this.fail(['version'], '1 or 2', 'nothing');
    const version = top.get('version');
    if (version !== 1 && version !== 2) this.fail(['version'], '1 or 2', describeValue(version));
    this.version = version;
    // Read in the file's order, so the problems are listed in reading order.
    const budgets = this.guard(() => this.budgets(top.get('budgets')), { ...DEFAULT_BUDGETS });
    const properties = this.guard(() => this.properties(top.get('properties'), top.has('properties')), []);
    const all = this.guard(() => this.fixtures(top.get('fixtures'), top.has('fixtures')), {
      fixtures: [],
      tests: [],
    });
    return {
      version,
      budgets,
      properties,
      fixtures: all.fixtures,
      ...(all.tests.length > 0 ? { tests: all.tests } : {}),
      freeze: this.guard(() => this.freeze(top.get('freeze'), top.has('freeze')), { ledger: DEFAULT_LEDGER }),
      protected: this.guard(() => this.protectedGlobs(top.get('protected'), top.has('protected')), []),
    };
  }

  private budgets(value: unknown): Budgets {
    const budgets: Budgets = { ...DEFAULT_BUDGETS };
    if (value === undefined) return budgets;
    const map = this.mapping(value, ['budgets'], `a mapping of ${BUDGET_KEYS.join(', ')}`, BUDGET_KEYS);
    for (const key of BUDGET_KEYS) {
      if (!map.has(key)) continue;
      const v = map.get(key);
      const [lo, hi] = BUDGET_BOUNDS[key];
      this.guard(() => {
        if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi)
          this.fail(['budgets', key], `an integer from ${lo} to ${hi}`, describeValue(v));
        budgets[key] = v;
      }, undefined);
    }
    return budgets;
  }

  private properties(value: unknown, present: boolean): PropertyConfig[] {
    if (!present) return [];
    const items = this.list(
      value,
      ['properties'],
      'a list of {spec, probe, global} or {builtin, paths, probe}',
    );
    const seen = new Map<string, number>();
    const out: PropertyConfig[] = [];
    items.forEach((item, i) => {
      const p = this.guard(() => this.property(item, i, seen), null);
      if (p !== null) out.push(p);
    });
    return out;
  }

  private property(item: unknown, i: number, seen: Map<string, number>): PropertyConfig {
    {
      const path = ['properties', i];
      if (item instanceof Map && item.has('builtin')) return this.builtinProperty(item, path, i, seen);
      const map = this.mapping(item, path, 'a mapping with spec and probe', PROPERTY_KEYS, [
        ...PROPERTY_KEYS,
        ...BUILTIN_KEYS,
      ]);
      const spec = this.repoPath(map.get('spec'), [...path, 'spec'], 'a repository path (the spec to run)');
      const probe = this.repoPath(
        map.get('probe'),
        [...path, 'probe'],
        'a repository path (a unified diff this spec must reject)',
      );
      let global = false;
      if (map.has('global')) {
        const g = map.get('global');
        if (typeof g !== 'boolean') this.fail([...path, 'global'], 'true or false', describeValue(g));
        global = g;
      }
      const first = seen.get(spec);
      if (first !== undefined)
        this.fail([...path, 'spec'], `a spec not already listed (properties[${first}])`, describeValue(spec));
      seen.set(spec, i);
      return { spec, probe, global, ...this.onMatch(map, path) };
    }
  }

  /** `- builtin: NAME` with optional `paths:` (narrowing) and `probe:` (overriding the shipped probe). */
  private builtinProperty(
    item: Map<unknown, unknown>,
    path: Path,
    i: number,
    seen: Map<string, number>,
  ): PropertyConfig {
    const map = this.mapping(item, path, 'a mapping with builtin (and optional paths, probe)', BUILTIN_KEYS);
    const name = map.get('builtin');
    if (!isBuiltinName(name)) {
      const hint = typeof name === 'string' ? didYouMean(name, BUILTIN_NAMES) : '';
      this.fail(
        [...path, 'builtin'],
        `one of ${BUILTIN_NAMES.join(', ')} (gate builtins lists them)`,
        `${describeValue(name)}${hint}`,
      );
    }
    const spec = builtinSpecName(name);
    const first = seen.get(spec);
    if (first !== undefined)
      this.fail(
        [...path, 'builtin'],
        `a check not already listed (properties[${first}]); give one entry several paths`,
        describeValue(name),
      );
    seen.set(spec, i);
    let paths: string[] | undefined;
    if (map.has('paths')) {
      const list = this.list(map.get('paths'), [...path, 'paths'], 'a non-empty list of repository globs');
      if (list.length === 0)
        this.fail([...path, 'paths'], 'a non-empty list of repository globs', 'an empty list');
      paths = list.map((g, j) => {
        if (typeof g !== 'string') this.fail([...path, 'paths', j], 'a repository glob', describeValue(g));
        const bad = checkRepoGlob(g);
        if (bad !== undefined)
          this.fail([...path, 'paths', j], 'a repository glob', `${describeValue(g)} (${bad})`);
        return g;
      });
    }
    const shippedProbe = !map.has('probe');
    const probe = shippedProbe
      ? `${spec}.patch`
      : this.repoPath(
          map.get('probe'),
          [...path, 'probe'],
          'a repository path (a unified diff this check must reject)',
        );
    return {
      spec,
      probe,
      global: false,
      builtin: { name, ...(paths !== undefined ? { paths } : {}), shippedProbe },
      ...this.onMatch(map, path),
    };
  }

  /** `on_match`: `reject` (the default) or `hold` (a match waits for a person, SPEC §3). */
  private onMatch(map: Map<unknown, unknown>, path: Path): { on_match?: 'hold' } {
    if (!map.has('on_match')) return {};
    const v = map.get('on_match');
    if (v !== 'reject' && v !== 'hold') this.fail([...path, 'on_match'], 'reject or hold', describeValue(v));
    return v === 'hold' ? { on_match: 'hold' } : {};
  }

  private fixtures(
    value: unknown,
    present: boolean,
  ): { fixtures: FixtureConfig[]; tests: TestsFixtureConfig[] } {
    const out = { fixtures: [] as FixtureConfig[], tests: [] as TestsFixtureConfig[] };
    if (!present) return out;
    const items = this.list(
      value,
      ['fixtures'],
      'a list of {target, manifest, invariant, probe} or {target, tests, probe}',
    );
    const seen = new Map<string, number>();
    items.forEach((item, i) => {
      if (item instanceof Map && item.has('tests')) {
        const t = this.guard(() => this.testsFixture(item, i, seen), null);
        if (t !== null) out.tests.push(t);
        return;
      }
      const f = this.guard(() => this.fixture(item, i, seen), null);
      if (f !== null) out.fixtures.push(f);
    });
    return out;
  }

  /** A target not used by an earlier fixture of either kind. */
  private target(map: Map<string, unknown>, path: Path, seen: Map<string, number>): string {
    const target = map.get('target');
    if (!isTarget(target)) this.fail([...path, 'target'], TARGET_EXPECTED, describeValue(target));
    const first = seen.get(target);
    if (first !== undefined)
      this.fail([...path, 'target'], `a target not already used (fixtures[${first}])`, describeValue(target));
    seen.set(target, path[1] as number);
    return target;
  }

  /** A fixture's probe: required from version 2. */
  private fixtureProbe(map: Map<string, unknown>, path: Path, what: string): string | null {
    const probeExpected = `a repository path (a unified diff of the code under test on which ${what})`;
    if (!map.has('probe') && this.version < 2) return null;
    return this.repoPath(
      map.get('probe'),
      [...path, 'probe'],
      this.version >= 2 ? `${probeExpected}, required by version: 2` : probeExpected,
    );
  }

  /** `- target: …, tests: {runner, files, seeds, …}, probe: …` (SPEC §12 tests). */
  private testsFixture(
    item: Map<unknown, unknown>,
    i: number,
    seen: Map<string, number>,
  ): TestsFixtureConfig {
    const path = ['fixtures', i];
    const map = this.mapping(item, path, 'a mapping with target, tests and probe', TESTS_FIXTURE_KEYS);
    const target = this.target(map, path, seen);
    const tp = [...path, 'tests'];
    const t = this.mapping(
      map.get('tests'),
      tp,
      'a mapping with runner, files and seeds (and optional fresh_seeds, setup, setup_timeout_ms, timeout_ms, command)',
      TESTS_KEYS,
    );
    const runner = t.get('runner');
    if (!(TEST_RUNNERS as readonly unknown[]).includes(runner)) {
      const hint = typeof runner === 'string' ? didYouMean(runner, TEST_RUNNERS) : '';
      this.fail([...tp, 'runner'], `one of ${TEST_RUNNERS.join(', ')}`, `${describeValue(runner)}${hint}`);
    }
    const globsExpected = 'a non-empty list of repository globs (the test files)';
    const list = this.list(t.get('files'), [...tp, 'files'], globsExpected);
    if (list.length === 0) this.fail([...tp, 'files'], globsExpected, 'an empty list');
    const files = list.map((g, j) => {
      if (typeof g !== 'string') this.fail([...tp, 'files', j], 'a repository glob', describeValue(g));
      const bad = checkRepoGlob(g);
      if (bad !== undefined)
        this.fail([...tp, 'files', j], 'a repository glob', `${describeValue(g)} (${bad})`);
      return g;
    });
    const seedsExpected = `an integer from 0 to ${Number.MAX_SAFE_INTEGER} or a non-empty list of at most ${MAX_TEST_SEEDS} of them`;
    const rawSeeds = t.get('seeds');
    const seedList = Array.isArray(rawSeeds) ? rawSeeds : rawSeeds === undefined ? [] : [rawSeeds];
    if (seedList.length === 0 || seedList.length > MAX_TEST_SEEDS)
      this.fail([...tp, 'seeds'], seedsExpected, describeValue(rawSeeds));
    const seeds = seedList.map((s, j) => {
      if (typeof s !== 'number' || !Number.isSafeInteger(s) || s < 0)
        this.fail(
          Array.isArray(rawSeeds) ? [...tp, 'seeds', j] : [...tp, 'seeds'],
          seedsExpected,
          describeValue(s),
        );
      return s;
    });
    if (new Set(seeds).size !== seeds.length)
      this.fail([...tp, 'seeds'], 'seeds listed once each', 'a repeated seed');
    const text = (key: 'setup' | 'command', expected: string): string | null => {
      if (!t.has(key)) return null;
      const v = t.get(key);
      if (typeof v !== 'string' || v.trim() === '' || v.includes('\0') || v.length > 4096)
        this.fail([...tp, key], expected, describeValue(v));
      return v;
    };
    const ms = (key: 'setup_timeout_ms' | 'timeout_ms'): number | null => {
      if (!t.has(key)) return null;
      const v = t.get(key);
      const [lo, hi] = TESTS_TIMEOUT_BOUNDS;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi)
        this.fail([...tp, key], `an integer from ${lo} to ${hi}`, describeValue(v));
      return v;
    };
    const setup = text('setup', 'a shell command (run in each tree before its tests)');
    const command = text(
      'command',
      'a shell command that runs the tests and writes JUnit XML to $GATE_REPORT',
    );
    if (runner === 'command' && command === null)
      this.fail([...tp, 'command'], 'a shell command (required by runner: command)', 'nothing');
    if (runner !== 'command' && command !== null)
      this.fail(
        [...tp, 'command'],
        `nothing (runner ${String(runner)} builds its own command)`,
        describeValue(command),
      );
    return {
      target,
      runner: runner as TestRunner,
      files,
      seeds,
      ...this.freshSeeds(t, tp),
      setup,
      setup_timeout_ms: ms('setup_timeout_ms') ?? DEFAULT_SETUP_TIMEOUT_MS,
      timeout_ms: ms('timeout_ms'),
      command,
      probe: this.fixtureProbe(map, path, 'some test fails'),
    };
  }

  private fixture(item: unknown, i: number, seen: Map<string, number>): FixtureConfig {
    {
      const path = ['fixtures', i];
      const map = this.mapping(
        item,
        path,
        'a mapping with target, manifest, invariant and probe',
        FIXTURE_KEYS,
      );
      const target = this.target(map, path, seen);
      const manifest = this.repoPath(
        map.get('manifest'),
        [...path, 'manifest'],
        'a repository path (the fixture manifest, JSON)',
      );
      const invariant = this.repoPath(
        map.get('invariant'),
        [...path, 'invariant'],
        'a repository path (the invariant program)',
      );
      // From version 2 a fixture must show it can fail; version 1 files keep working without a probe.
      const probe = this.fixtureProbe(map, path, 'some seed misses');
      return {
        target,
        manifest,
        invariant,
        probe,
        ...this.freshSeeds(map, path),
        ...this.exercise(map, path),
        ...this.law(map, path),
      };
    }
  }

  /** `exercise`: a repository path, the program that runs the code under test for the judge. */
  private exercise(map: Map<string, unknown>, path: Path): { exercise?: string } {
    if (!map.has('exercise')) return {};
    return {
      exercise: this.repoPath(
        map.get('exercise'),
        [...path, 'exercise'],
        'a repository path (the exercise program, which writes the outputs the invariant judges)',
      ),
    };
  }

  /** `law`: `same-as-base`, on a fixture with an exercise. */
  private law(map: Map<string, unknown>, path: Path): { law?: 'same-as-base' } {
    if (!map.has('law')) return {};
    const v = map.get('law');
    if (v !== 'same-as-base') this.fail([...path, 'law'], 'same-as-base', describeValue(v));
    if (!map.has('exercise'))
      this.fail([...path, 'exercise'], 'an exercise (law: same-as-base compares its outputs)', 'nothing');
    return { law: v };
  }

  /** `fresh_seeds`: an integer from 1 to {@link MAX_FRESH_SEEDS}; absent draws none. */
  private freshSeeds(map: Map<string, unknown>, path: Path): { fresh_seeds?: number } {
    if (!map.has('fresh_seeds')) return {};
    const v = map.get('fresh_seeds');
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_FRESH_SEEDS)
      this.fail([...path, 'fresh_seeds'], `an integer from 1 to ${MAX_FRESH_SEEDS}`, describeValue(v));
    return { fresh_seeds: v };
  }

  private freeze(value: unknown, present: boolean): { ledger: string } {
    if (!present) return { ledger: DEFAULT_LEDGER };
    const map = this.mapping(value, ['freeze'], 'a mapping with ledger', FREEZE_KEYS);
    if (!map.has('ledger')) return { ledger: DEFAULT_LEDGER };
    return {
      ledger: this.repoPath(
        map.get('ledger'),
        ['freeze', 'ledger'],
        'a repository path (the freeze ledger, JSON)',
      ),
    };
  }

  private protectedGlobs(value: unknown, present: boolean): string[] {
    if (!present) return [];
    const items = this.list(value, ['protected'], 'a list of repository globs');
    const out: string[] = [];
    items.forEach((g, i) =>
      this.guard(() => {
        if (typeof g !== 'string') this.fail(['protected', i], 'a repository glob', describeValue(g));
        const bad = checkRepoGlob(g);
        if (bad !== undefined)
          this.fail(['protected', i], 'a repository glob', `${describeValue(g)} (${bad})`);
        out.push(g);
      }, undefined),
    );
    return out;
  }
}

/**
 * Every oracle file the config names itself (SPEC §2 scope): the config, each spec, probe, manifest
 * and invariant, and the ledger. Generators are named by the manifests; the `protected` globs are
 * matched separately.
 */
export function configOraclePaths(config: GateConfig, configFile: string): string[] {
  const out = new Set<string>([configFile]);
  for (const p of config.properties) {
    // A catalog check ships with the product; only a probe that overrides its own is a repository file.
    if (p.builtin !== undefined) {
      if (!p.builtin.shippedProbe && p.probe !== null) out.add(p.probe);
      continue;
    }
    out.add(p.spec);
    if (p.probe !== null) out.add(p.probe);
  }
  for (const f of config.fixtures) {
    out.add(f.manifest);
    out.add(f.invariant);
    if (f.exercise !== undefined) out.add(f.exercise);
    if (f.probe !== null) out.add(f.probe);
  }
  // A tests fixture's files are globs, expanded on the base revision by the oracle reader.
  for (const t of config.tests ?? []) if (t.probe !== null) out.add(t.probe);
  out.add(config.freeze.ledger);
  return [...out];
}
