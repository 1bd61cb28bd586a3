// Differential testing of `gate classify` against the reference classifier of seed 002.
//
// - `recordText(options)`: a fast-check arbitrary of run records as raw JSON text, built to reach
//   the places where a JavaScript reimplementation of Python's `json` drifts: keys and values with
//   lone surrogates, astral and private-use characters and the top of the BMP (U+E000..U+FFFF);
//   every escape form (`\uXXXX` in lower, upper and mixed case, surrogate pairs escaped or raw, `\/`,
//   the short escapes); numbers in every JSON spelling (exponents, `-0`, `1.0`, `1e400`, long and
//   over-long integers, NaN/Infinity); duplicate keys, `__proto__`, integer-like keys; nesting
//   around the depth where Python stops reading; non-object documents; and every required field
//   with values of every JSON type, as well as well-typed records that reach every row of the table.
// - `runReference(texts)`: runs the reference (extracted from the article, never committed) on all
//   texts in ONE python3 process, at the same call depth as its own main(), and returns what it
//   prints or raises for each, with a description of the record in Python's own terms.
// - `judge(ref, gate)`: whether the gate's output for one text is the reference's, or one of the
//   divergences SPEC §4 prescribes (fail closed on types, env/base_env, an unknown
//   `candidate_result` at the SCHEDULER row), or a disagreement.
//
// Used by scripts/differential.mjs (the long run), scripts/golden.mjs (the golden vectors) and
// __tests__/classify/differential.test.ts (a seeded run in the test suite).
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';

export const REQUIRED = [
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
];

// ---------------------------------------------------------------------------------------------
// Strings: a logical string (a JavaScript string, lone surrogates included) and its spelling.

/** A small deterministic generator, so that one fast-check integer picks a whole spelling. */
function lcg(seed) {
  let s = (seed >>> 0) ^ 0x9e3779b9;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

const SHORT = {
  0x22: '\\"',
  0x5c: '\\\\',
  0x2f: '\\/',
  0x08: '\\b',
  0x0c: '\\f',
  0x0a: '\\n',
  0x0d: '\\r',
  0x09: '\\t',
};

function hex4(u, rnd) {
  const h = u.toString(16).padStart(4, '0');
  const r = rnd();
  if (r < 0.4) return h;
  if (r < 0.8) return h.toUpperCase();
  return [...h].map((c) => (rnd() < 0.5 ? c.toUpperCase() : c)).join('');
}

/**
 * JSON text for a logical string. Spelling 0 writes raw where JSON allows it, 1 escapes every
 * character, others choose per character. Lone surrogates and control characters are always escaped
 * (a lone surrogate has no UTF-8 form, so a file cannot hold it raw).
 */
export function spell(s, k) {
  const rnd = lcg(k);
  const mode = k % 4;
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0);
    const esc = mode === 1 || (mode >= 2 && rnd() < 0.5);
    const u = (x) => `\\u${hex4(x, rnd)}`;
    if (c > 0xffff) {
      out += esc ? u(ch.charCodeAt(0)) + u(ch.charCodeAt(1)) : ch;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += u(c);
    } else if (c < 0x20 || c === 0x22 || c === 0x5c) {
      out += SHORT[c] !== undefined && rnd() < 0.6 ? SHORT[c] : u(c);
    } else if (c === 0x2f) {
      out += esc ? (rnd() < 0.5 ? '\\/' : u(c)) : '/';
    } else {
      out += esc ? u(c) : ch;
    }
  }
  return out + '"';
}

const cp = (lo, hi) => fc.integer({ min: lo, max: hi }).map((c) => String.fromCodePoint(c));
const unit = (lo, hi) => fc.integer({ min: lo, max: hi }).map((c) => String.fromCharCode(c));
const edges = (xs, lo, hi) =>
  fc.oneof(fc.constantFrom(...xs), fc.integer({ min: lo, max: hi })).map((c) => String.fromCodePoint(c));

/** One character (one or two UTF-16 units), leaning to the classes where sort order and escaping differ. */
export const char = fc.oneof(
  { weight: 6, arbitrary: cp(0x61, 0x7a) },
  { weight: 2, arbitrary: cp(0x20, 0x7e) },
  { weight: 1, arbitrary: fc.constantFrom('"', '\\', '/') },
  { weight: 1, arbitrary: unit(0x00, 0x1f) },
  { weight: 1, arbitrary: cp(0x7f, 0x7ff) },
  { weight: 1, arbitrary: cp(0x800, 0xd7ff) },
  // lone surrogates (high and low), by their own value
  {
    weight: 3,
    arbitrary: fc
      .oneof(fc.constantFrom(0xd800, 0xdbff, 0xdc00, 0xdfff), fc.integer({ min: 0xd800, max: 0xdfff }))
      .map((u) => String.fromCharCode(u)),
  },
  // private use and the top of the BMP: above every surrogate unit, below every astral character
  {
    weight: 3,
    arbitrary: edges([0xe000, 0xf8ff, 0xf900, 0xfeff, 0xfffd, 0xfffe, 0xffff, 0xff5e], 0xe000, 0xffff),
  },
  // astral, with the private-use planes 15 and 16
  {
    weight: 3,
    arbitrary: edges([0x10000, 0x1f600, 0xf0000, 0xffffd, 0x100000, 0x10fffd, 0x10ffff], 0x10000, 0x10ffff),
  },
);

export const logicalString = (maxLength = 5) => fc.array(char, { maxLength }).map((cs) => cs.join(''));

/** JSON text of a string drawn from `strings`, each occurrence spelled on its own. */
const spelled = (strings) => fc.tuple(strings, fc.nat()).map(([s, k]) => spell(s, k));

// ---------------------------------------------------------------------------------------------
// Numbers, in every spelling JSON (and Python's json) has.

const digits = (min, max) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
const intPart = fc.oneof(
  fc.constant('0'),
  fc.tuple(fc.integer({ min: 1, max: 9 }), digits(0, 24)).map(([a, b]) => `${a}${b}`),
);
const SPECIAL_NUMBERS = [
  '0',
  '-0',
  '0.0',
  '-0.0',
  '1.0',
  '2.0',
  '0e0',
  '0E-0',
  '-0e+0',
  '1e400',
  '-1e400',
  '1E400',
  '1e-400',
  '-1e-400',
  '1e308',
  '1.7976931348623157e308',
  '1.7976931348623159e308',
  '5e-324',
  '2.2250738585072014e-308',
  '4.9406564584124654e-324',
  '1E+2',
  '1e16',
  '1e15',
  '1.5e+16',
  '0.0001',
  '0.00001',
  '1e-05',
  '123456789012345678.0',
  '0.1',
  '0.30000000000000004',
  '9007199254740991',
  '9007199254740992',
  '9007199254740993',
  '-9007199254740993',
  '18446744073709551616',
  '123456789012345678901234567890',
  '1000000000000000000000000000000.0',
  'NaN',
  'Infinity',
  '-Infinity',
];
/** Integers at Python's int_max_str_digits limit (4300 digits), and one past it. */
const HUGE_NUMBERS = [
  '9'.repeat(4300),
  '-' + '9'.repeat(4300),
  '1' + '0'.repeat(4300),
  '-' + '1'.repeat(4301),
  '1'.repeat(5000) + '.0',
  '1'.repeat(4301) + 'e0',
];

export const numberText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.boolean(),
        intPart,
        fc.option(digits(1, 20), { nil: undefined }),
        fc.option(fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), digits(1, 4)), {
          nil: undefined,
        }),
      )
      .map(
        ([neg, i, f, e]) => `${neg ? '-' : ''}${i}${f !== undefined ? '.' + f : ''}${e ? e.join('') : ''}`,
      ),
  },
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_NUMBERS) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 5 }).map(String) },
);

// ---------------------------------------------------------------------------------------------
// Any JSON value.

const KEY_WORDS = ['note', 'a', 'Z', '', '__proto__', 'constructor', 'toString', '0', '10', '-1', 'nested'];
/** Object keys: a few words, single characters of every class, short mixed strings. */
export const keyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KEY_WORDS) },
  { weight: 4, arbitrary: char },
  { weight: 4, arbitrary: logicalString(3) },
  // a second occurrence of a field: the last one wins, in its first place
  { weight: 1, arbitrary: fc.constantFrom(...REQUIRED, 'env', 'base_env', 'fixture_generator_path') },
);

function wsArb(newlines) {
  const plain = ['', '', ' ', '\t', '\r', '  '];
  return fc.constantFrom(...(newlines ? [...plain, '\n', '\r\n', '\n  '] : plain));
}

const join = (open, close, items, w) =>
  items.length === 0 ? `${open}${w}${close}` : `${open}${w}${items.join(`${w},${w}`)}${w}${close}`;

function valueArbs(newlines) {
  const ws = wsArb(newlines);
  return fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small', maxDepth: 4 }, tie('scalar'), tie('array'), tie('object')),
    scalar: fc.oneof(fc.constantFrom('null', 'true', 'false'), numberText, spelled(logicalString())),
    array: fc.tuple(fc.array(tie('value'), { maxLength: 4 }), ws).map(([xs, w]) => join('[', ']', xs, w)),
    object: fc
      .tuple(fc.array(fc.tuple(spelled(keyString), tie('value')), { maxLength: 5 }), ws)
      .map(([es, w]) =>
        join(
          '{',
          '}',
          es.map(([k, v]) => `${k}${w}:${w}${v}`),
          w,
        ),
      ),
  }));
}

/**
 * Values at the limits of what Python's json reads: nested around its recursion limit (lists and
 * objects mixed), integers around int_max_str_digits.
 */
const limitValue = fc.oneof(
  fc.constantFrom(...HUGE_NUMBERS),
  fc
    .tuple(fc.oneof(fc.integer({ min: 985, max: 1005 }), fc.integer({ min: 1, max: 3000 })), fc.nat())
    .map(([depth, k]) => {
      const rnd = lcg(k);
      let open = '';
      let close = '';
      for (let i = 0; i < depth; i++) {
        if (rnd() < 0.5) {
          open += '[';
          close = ']' + close;
        } else {
          open += '{"k":';
          close = '}' + close;
        }
      }
      return `${open}1${close}`;
    }),
);

// ---------------------------------------------------------------------------------------------
// Run records.

const PATHS = [
  'tests/props/test_retry_budget.py',
  'gen/g.py',
  'src/x.py',
  'props/\u00e9.py',
  '\ud800',
  '\udfff',
  '\ue000',
  '\uffff',
  '\u{1f600}',
  '\u{10000}',
  'p/\ud83d',
  '\uf8ff/\u{f0000}',
  'a\\b"c/d',
];
const DIGESTS = ['f'.repeat(16), 'abc', '\u00e9\u{1f600}', '\udbff/\uE000'];
const OTHER_RESULTS = [
  '',
  'error',
  'PASS',
  'Pass',
  'pass ',
  ' fail',
  'passed',
  'null',
  'not_run',
  '\ud800',
  'p\u00e1ss',
  'fail\u0000',
];
const result = (pass, fail, other) =>
  fc.oneof(
    { weight: pass, arbitrary: fc.constant('pass') },
    { weight: fail, arbitrary: fc.constant('fail') },
    { weight: other, arbitrary: fc.constantFrom(...OTHER_RESULTS) },
  );

/** Values that look right to a careless reader: Python truthiness accepts most of them. */
const NEAR_MISS = [
  '"false"',
  '"true"',
  '"0"',
  '"2"',
  '""',
  '"pass"',
  '"fail"',
  '0',
  '1',
  '-1',
  '2',
  '1.0',
  '2.0',
  '0.5',
  '-0.0',
  '1e2',
  '1e400',
  'NaN',
  'null',
  'true',
  'false',
  '[]',
  '{}',
  '["pass"]',
  '[1]',
  '[["pass"]]',
  '["pass",null]',
  '{"pass":true}',
];

function recordArb(newlines) {
  const ws = wsArb(newlines);
  const { value } = valueArbs(newlines);
  const str = (strings) => spelled(strings);
  const list = (items) =>
    fc.tuple(fc.array(items, { maxLength: 4 }), ws).map(([xs, w]) => join('[', ']', xs, w));
  /** A wrong value of any JSON type, or one that looks right. */
  const wrong = fc.oneof(
    { weight: 2, arbitrary: value },
    { weight: 2, arbitrary: fc.constantFrom(...NEAR_MISS) },
    { weight: 1, arbitrary: numberText },
  );
  const envField = (good, bad) =>
    fc.oneof(
      { weight: 30, arbitrary: fc.constantFrom(...good) },
      { weight: 1, arbitrary: fc.constantFrom(...bad) },
    );
  const envText = fc
    .tuple(
      envField(['1', '2', '2', '4', '18446744073709551617'], ['2.0', '0', '"2"', 'true']),
      envField(['0', '500', '30000', '30000'], ['-1', '1.5', 'null']),
      envField(['ext4', 'ext4', 'tmpfs', '\ud800', '\ue000', '\u{1f600}'], ['']),
      fc.nat(),
      fc.boolean(),
    )
    .map(([w, c, f, k, extra]) => {
      const es = [
        [spell('workers', k), w],
        [spell('clock_budget_ms', k >> 2), c],
        [spell('filesystem', k >> 4), spell(f, k >> 6)],
      ];
      if (extra) es.push([spell('\ue000', k), 'null']);
      if (k & 1) es.reverse();
      return `{${es.map(([a, b]) => `${a}:${b}`).join(',')}}`;
    });
  const envOption = fc.oneof(
    { weight: 8, arbitrary: fc.constant(undefined) },
    { weight: 10, arbitrary: envText },
    { weight: 1, arbitrary: wrong },
  );

  return fc
    .record({
      prop: fc.constantFrom(...PATHS),
      gen: fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(null, '') },
        { weight: 3, arbitrary: fc.constantFrom(...PATHS) },
      ),
      digest: fc.constantFrom(...DIGESTS),
      sameDigest: fc.oneof(
        { weight: 4, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    })
    .chain(({ prop, gen, digest, sameDigest }) => {
      const others = PATHS.filter((p) => p !== prop && p !== gen);
      const pathItem = fc.oneof(
        { weight: 18, arbitrary: fc.constantFrom(...others) },
        { weight: 1, arbitrary: fc.constant(prop) },
        { weight: 1, arbitrary: fc.constant(gen ?? 'src/x.py') },
      );
      const good = {
        run_id: fc.oneof(
          str(fc.constantFrom('r1', 'run-\u00e9', 'r\u{1f600}', '\ud800')),
          fc.constantFrom('0', '7', '123456789012345678901'),
        ),
        seed: fc.oneof(
          fc.integer({ min: -5, max: 2000 }).map(String),
          fc.constantFrom('1402', '-0', '0', '9007199254740993', '-123456789012345678901234567890'),
        ),
        property_path: str(fc.constant(prop)),
        property_sha256: str(fc.constantFrom('p'.repeat(64), '\ue000')),
        fixture_sha256: str(fc.constant(digest)),
        base_fixture_sha256: str(sameDigest ? fc.constant(digest) : fc.constantFrom(...DIGESTS)),
        diff_paths: list(str(pathItem)),
        candidate_result: str(result(3, 7, 3)),
        base_seed_result: str(result(7, 3, 1)),
        retry_results: list(str(result(3, 2, 1))),
        retry_cap: fc.constantFrom('0', '1', '2', '2', '3', '-0', '100000000000000000000'),
        budget_ok: fc.constantFrom('true', 'true', 'true', 'true', 'true', 'false'),
        transcript_complete: fc.constantFrom(...Array(13).fill('true'), 'false'),
      };
      const broken = fc.oneof(
        { weight: 16, arbitrary: fc.constant([]) },
        { weight: 4, arbitrary: fc.subarray(REQUIRED, { minLength: 1, maxLength: 2 }) },
        { weight: 1, arbitrary: fc.subarray(REQUIRED) },
      );
      return fc.record({
        fields: fc.record(good),
        wrongs: fc.record(
          Object.fromEntries(REQUIRED.map((n) => [n, fc.option(wrong, { nil: undefined, freq: 6 })])),
        ),
        broken,
        keySpell: fc.array(fc.nat(), { minLength: REQUIRED.length + 3, maxLength: REQUIRED.length + 3 }),
        generator:
          gen === undefined
            ? fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: wrong })
            : gen === null
              ? fc.constant('null')
              : fc.nat().map((k) => spell(gen, k)),
        env: envOption,
        baseEnv: fc.oneof(
          { weight: 3, arbitrary: fc.constant('same') },
          { weight: 2, arbitrary: envText },
          { weight: 1, arbitrary: envOption },
        ),
        extras: fc.array(fc.tuple(spelled(keyString), value), { maxLength: 4 }),
        limit: fc.oneof(
          { weight: 49, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: limitValue },
        ),
        order: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        w: ws,
        outer: fc.tuple(ws, ws),
        // a byte order mark, which Python's json refuses
        bom: fc.oneof(
          { weight: 99, arbitrary: fc.constant('') },
          { weight: 1, arbitrary: fc.constant('\ufeff') },
        ),
      });
    })
    .map((r) => {
      const entries = [];
      REQUIRED.forEach((name, i) => {
        // Most keys as written; one in three spelled with escapes ("run\u005fid" is run_id).
        const k = r.keySpell[i] % 3 === 0 ? r.keySpell[i] : 0;
        if (!r.broken.includes(name)) entries.push([spell(name, k), r.fields[name]]);
        else if (r.wrongs[name] !== undefined) entries.push([spell(name, r.keySpell[i]), r.wrongs[name]]);
        // else: the field is missing
      });
      if (r.generator !== undefined)
        entries.push([spell('fixture_generator_path', r.keySpell[13]), r.generator]);
      if (r.env !== undefined) entries.push([spell('env', r.keySpell[14]), r.env]);
      const baseEnv = r.baseEnv === 'same' ? r.env : r.baseEnv;
      if (baseEnv !== undefined) entries.push([spell('base_env', r.keySpell[15]), baseEnv]);
      for (const e of r.extras) entries.push(e);
      if (r.limit !== undefined) entries.push([spell('limit', 0), r.limit]);
      // Shuffle (Fisher-Yates, driven by the generated numbers).
      for (let i = entries.length - 1; i > 0; i--) {
        const j = (r.order[i % r.order.length] ?? 0) % (i + 1);
        [entries[i], entries[j]] = [entries[j], entries[i]];
      }
      const w = r.w;
      return `${r.bom}${r.outer[0]}${join(
        '{',
        '}',
        entries.map(([k, v]) => `${k}${w}:${w}${v}`),
        w,
      )}${r.outer[1]}`;
    });
}

/**
 * Run records as JSON text; about one in fifty is some other JSON document. With `newlines: false`
 * no text holds a line break, so texts can be lines of a --jsonl file.
 */
export function recordText({ newlines = true } = {}) {
  const { value } = valueArbs(newlines);
  return fc.oneof({ weight: 49, arbitrary: recordArb(newlines) }, { weight: 1, arbitrary: value });
}

/** `count` texts, the same for the same seed. */
export function sampleTexts(count, seed, options) {
  return fc.sample(recordText(options), { numRuns: count, seed });
}

// ---------------------------------------------------------------------------------------------
// The reference, batched.

/**
 * Python driver: loads classify_failure.py, then for each input line (a JSON string holding one
 * record text) does what the reference's main() does, at the same call depth (module → function →
 * json.loads), so Python's recursion limit cuts at the same nesting depth. Besides what it prints
 * or raises, it reports the record's type problem as SPEC §4 defines it (checked here in Python's
 * own terms, independently of the gate's TypeScript), whether env and base_env differ, and what
 * the gate must therefore print ("expect").
 */
export const DRIVER = String.raw`
import hashlib, importlib.util, json, sys
spec = importlib.util.spec_from_file_location("classify_failure", sys.argv[1])
ref = importlib.util.module_from_spec(spec); spec.loader.exec_module(ref)

def err(e):
    return (type(e).__name__ + ": " + str(e))[:200]

def is_int(v): return type(v) is int
def nes(v): return type(v) is str and v != ""
def strs(v): return type(v) is list and all(type(x) is str for x in v)
TYPES = {
    "run_id": lambda v: nes(v) or (is_int(v) and v >= 0),
    "seed": is_int,
    "property_path": nes,
    "property_sha256": nes,
    "fixture_sha256": nes,
    "base_fixture_sha256": nes,
    "diff_paths": strs,
    "candidate_result": lambda v: type(v) is str,
    "base_seed_result": lambda v: type(v) is str,
    "retry_results": strs,
    "retry_cap": lambda v: is_int(v) and v >= 0,
    "budget_ok": lambda v: type(v) is bool,
    "transcript_complete": lambda v: type(v) is bool,
}

def type_problem(r):
    for k in ref.REQUIRED:
        if not TYPES[k](r[k]):
            return k
    if "fixture_generator_path" in r:
        g = r["fixture_generator_path"]
        if g is not None and type(g) is not str:
            return "fixture_generator_path"
    for name in ("env", "base_env"):
        if name in r:
            e = r[name]
            if type(e) is not dict:
                return name
            if not (is_int(e.get("workers")) and e["workers"] >= 1):
                return name + ".workers"
            if not (is_int(e.get("clock_budget_ms")) and e["clock_budget_ms"] >= 0):
                return name + ".clock_budget_ms"
            if not nes(e.get("filesystem")):
                return name + ".filesystem"
    return None

def utf16(s):
    return s.encode("utf-16-be", "surrogatepass")

def utf16_order_differs(v):
    """Whether some object's keys sort differently by UTF-16 unit than by code point."""
    stack = [v]
    while stack:
        x = stack.pop()
        if type(x) is dict:
            keys = list(x)
            if sorted(keys) != sorted(keys, key=utf16):
                return True
            stack.extend(x.values())
        elif type(x) is list:
            stack.extend(x)
    return False

def handle(text):
    out = {}
    try:
        record = json.loads(text)
    except BaseException as e:
        out["stage"] = "loads"; out["error"] = err(e); out["expect"] = "refuse"
        return out
    out["top"] = type(record).__name__
    try:
        decision = ref.classify(record)
    except BaseException as e:
        decision = None
        out["stage"] = "classify"; out["error"] = err(e)
    try:
        out["hash"] = ref._sha256(json.dumps(record, sort_keys=True, separators=(",", ":")))
    except BaseException as e:
        out["hash"] = None
        if decision is not None:
            out["stage"] = "dumps"; out["error"] = err(e); decision = None
    if decision is not None:
        decision["record_sha256"] = out["hash"]
        try:
            out["stdout"] = json.dumps(decision, indent=2) + "\n"
            out["compact"] = json.dumps(decision, separators=(",", ":"))
            out["stage"] = "ok"; out["label"] = decision["label"]; out["freeze"] = decision["freeze"]
        except BaseException as e:
            out["stage"] = "output"; out["error"] = err(e)
    if type(record) is not dict:
        out["expect"] = "refuse"
        return out
    out["utf16_order_differs"] = utf16_order_differs(record)
    missing = [k for k in ref.REQUIRED if k not in record]
    problem = None if missing else type_problem(record)
    out["type_problem"] = problem
    if out["stage"] != "ok":
        out["expect"] = "types:" + problem if problem else "incomplete"
    elif missing or record["transcript_complete"] is False:
        out["expect"] = "exact"
    elif problem:
        out["expect"] = "types:" + problem
    elif out["label"] == "SCHEDULER" and record["candidate_result"] != "fail":
        out["expect"] = "candidate_result"
    elif out["label"] == "SCHEDULER" and "env" in record and "base_env" in record and any(
        record["env"][k] != record["base_env"][k] for k in ("workers", "clock_budget_ms", "filesystem")
    ):
        out["expect"] = "env"
    else:
        out["expect"] = "exact"
    return out

for raw in sys.stdin.buffer:
    sys.stdout.write(json.dumps(handle(json.loads(raw))) + "\n")
`;

/** Runs the reference on every text in one python3 process; one result per text, in order. */
export function runReference(texts, referenceFile, python = 'python3') {
  const input = texts.map((t) => JSON.stringify(t)).join('\n') + '\n';
  const out = execFileSync(python, ['-c', DRIVER, referenceFile], {
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, PYTHONIOENCODING: 'utf-8', PYTHONUTF8: '1' },
  });
  const results = out
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
  if (results.length !== texts.length)
    throw new Error(`the reference driver answered ${results.length} of ${texts.length} records`);
  return results;
}

/** Whether a python3 can run the reference at all (for the test suite on machines without one). */
export function pythonAvailable(python = 'python3') {
  try {
    execFileSync(python, ['-c', 'import json, hashlib'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// The judgement.

export const KINDS = {
  exact: 'exact: the reference’s output',
  refuseUnreadable: 'refused: the reference cannot read it either',
  refuseNotObject: 'refused: not a JSON object',
  raises: 'INCOMPLETE: the reference raises',
  types: 'INCOMPLETE: a field of the wrong type (SPEC §4)',
  candidate: 'INCOMPLETE: unknown candidate_result at the SCHEDULER row',
  env: 'BUDGET: env differs from base_env (SPEC §4)',
  disagree: 'DISAGREE',
};

const names = (reason, field) =>
  typeof reason === 'string' && [':', '[', '.'].some((c) => reason.startsWith(field + c));

/**
 * Judges one gate output against the reference's. `gate` is `{ error }` when the gate refused the
 * text (exit 1, or a --jsonl line that could not be read), else `{ compact?, stdout? }` (at least
 * one): the decision as compact JSON (--jsonl) and the whole stdout (one record).
 * Returns `{ kind, ok, why? }`; `labelAgrees` tells whether label, freeze and record_sha256 equal
 * the reference's.
 */
export function judge(ref, gate) {
  const g = gate.error !== undefined ? undefined : JSON.parse(gate.compact ?? gate.stdout);
  const bad = (why) => ({ kind: KINDS.disagree, ok: false, why, labelAgrees: false });
  const good = (kind) => ({
    kind,
    ok: true,
    labelAgrees:
      g !== undefined &&
      ref.stage === 'ok' &&
      g.label === ref.label &&
      g.freeze === ref.freeze &&
      g.record_sha256 === ref.hash,
  });
  if (g !== undefined && g.freeze !== (g.label === 'SCHEDULER'))
    return bad(`freeze ${g.freeze} with ${g.label}`);
  if (ref.stage === 'loads') {
    if (g === undefined) return good(KINDS.refuseUnreadable);
    return bad(`the reference cannot read this (${ref.error}); the gate printed ${g.label}`);
  }
  if (ref.top !== 'dict') {
    if (g === undefined) return good(KINDS.refuseNotObject);
    return bad(`a JSON ${ref.top}, not an object; the gate printed ${g.label}`);
  }
  if (g === undefined) return bad(`the gate refused a record the reference reads: ${gate.error}`);
  if (g.record_sha256 !== ref.hash)
    return bad(`record_sha256 ${g.record_sha256}, the reference's ${ref.hash}`);
  if (ref.stage !== 'ok') {
    if (g.label !== 'INCOMPLETE')
      return bad(`the reference raises (${ref.error}); the gate printed ${g.label}`);
    if (ref.expect.startsWith('types:') && !names(g.reason, ref.expect.slice(6)))
      return bad(`the reason should name ${ref.expect.slice(6)}: ${g.reason}`);
    return good(KINDS.raises);
  }
  if (
    (gate.compact === undefined || gate.compact === ref.compact) &&
    (gate.stdout === undefined || gate.stdout === ref.stdout)
  )
    return good(KINDS.exact);
  const want = ref.expect;
  const differs = `the reference prints ${ref.compact ?? ref.stdout}; the gate ${gate.compact ?? gate.stdout}`;
  if (want === 'exact') return bad(differs);
  if (want.startsWith('types:')) {
    const field = want.slice(6);
    if (g.label === 'INCOMPLETE' && names(g.reason, field)) return good(KINDS.types);
    return bad(`${field} has the wrong type: expected INCOMPLETE naming it; ${differs}`);
  }
  if (want === 'candidate_result') {
    if (g.label === 'INCOMPLETE' && names(g.reason, 'candidate_result')) return good(KINDS.candidate);
    return bad(`expected INCOMPLETE naming candidate_result; ${differs}`);
  }
  if (want === 'env') {
    if (g.label === 'BUDGET' && String(g.reason).startsWith('env differs from base_env'))
      return good(KINDS.env);
    return bad(`expected BUDGET (env differs); ${differs}`);
  }
  return bad(`unexpected expectation ${want}; ${differs}`);
}
