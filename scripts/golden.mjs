// Builds __tests__/golden/classify.jsonl: run records as raw JSON text and what the reference
// classifier of seed 002 prints (or raises) for each, with what the gate must print ("expect",
// see scripts/differential-lib.mjs). Two sets: records from the generator below (float lexemes, big
// integers, non-ASCII and escaped strings, nested objects, extra keys, shuffled key order), then
// records from the differential generator (lone surrogates, astral and private-use keys, every
// escape and number spelling, every JSON type in every field), seeded, so the file is the same on
// every run. The tests check the gate against it without python3 or the article.
// Run: node scripts/golden.mjs [CLASSIC_COUNT] [GENERATED_COUNT]
import { rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractReference } from './reference.mjs';
import { runReference, sampleTexts } from './differential-lib.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.argv[2] ?? 400);
const GENERATED = Number(process.argv[3] ?? 400);
const GENERATOR_SEED = 18;

let state = 0x2545f491;
const rnd = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 0x100000000;
};
const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
const chance = (p) => rnd() < p;

// Raw JSON fragments; several are lexemes JSON.stringify cannot produce.
const FLOATS = [
  '1.0',
  '0.1',
  '1e-05',
  '1E5',
  '1e16',
  '1.5e+16',
  '123456789012345678.0',
  '-0.0',
  '2.5',
  '1e400',
  '3.14159',
  '0.0001',
  '1e22',
  '-1.25e-7',
];
const BIGINTS = ['12345678901234567890', '-98765432109876543210', '9007199254740993'];
const STRINGS = [
  '"plain"',
  '"caf\u00e9"',
  '"\\u00e9t\\u00e9"',
  '"emoji \ud83d\ude00"',
  '"\\ud83d\\ude00"',
  '"lone \\ud800 surrogate"',
  '"tab\\tnew\\nline"',
  '"quote \\" backslash \\\\"',
  '"\\u007f del"',
  '"\u4e2d\u6587"',
  '"slash \\/ escaped"',
  '"\uff5e wide tilde"',
  '""',
];
const PATHS = [
  'src/retry.py',
  'tests/props/test_retry_budget.py',
  'fixtures/gen.py',
  'src/caf\u00e9.py',
  'lib/\u4e2d.ts',
  'src/\ud83d\ude00.js',
  'README.md',
];

function extraValue(depth = 0) {
  const r = rnd();
  if (r < 0.25) return pick(FLOATS);
  if (r < 0.35) return pick(BIGINTS);
  if (r < 0.55) return pick(STRINGS);
  if (r < 0.62) return pick(['true', 'false', 'null', '0', '-7', '42']);
  if (depth > 2) return '1';
  if (r < 0.8) {
    const n = Math.floor(rnd() * 4);
    return `{${Array.from({ length: n }, (_, i) => `${pick(['"k', '"\u00e9', '"Z', '"a', '"\ud83d\ude00', '"\uff5e'])}${i}":${extraValue(depth + 1)}`).join(',')}}`;
  }
  return `[${Array.from({ length: Math.floor(rnd() * 4) }, () => extraValue(depth + 1)).join(', ')}]`;
}

const str = (s) => JSON.stringify(s);

function record() {
  const prop = pick([
    'tests/props/test_retry_budget.py',
    'invariants/parser_roundtrip.py',
    'props/\u00e9.py',
  ]);
  const gen = pick([undefined, 'fixtures/gen.py', '', null]);
  const digest = pick([
    'f'.repeat(64),
    'abc',
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  ]);
  const diff = Array.from({ length: Math.floor(rnd() * 4) }, () =>
    pick([...PATHS, prop, ...(gen ? [gen] : [])]),
  );
  const results = ['pass', 'fail', 'error'];
  const fields = {
    run_id: str(pick(['r1', 'run-\u00e9', 'r\ud83d\ude00'])),
    seed: String(pick([1402, 1403, 0, -5, 7])),
    property_path: str(prop),
    property_sha256: str('p'.repeat(64)),
    fixture_sha256: str(digest),
    base_fixture_sha256: str(chance(0.8) ? digest : 'def'),
    diff_paths: str(diff),
    candidate_result: str(pick(['fail', 'fail', 'pass', 'error'])),
    base_seed_result: str(pick(['pass', 'pass', 'fail', 'not_run', 'error'])),
    retry_results: str(Array.from({ length: Math.floor(rnd() * 4) }, () => pick(results))),
    retry_cap: String(pick([0, 1, 2, 2, 3])),
    budget_ok: chance(0.85) ? 'true' : 'false',
    transcript_complete: chance(0.9) ? 'true' : 'false',
  };
  if (gen !== undefined) fields.fixture_generator_path = gen === null ? 'null' : str(gen);
  if (chance(0.3)) {
    const env = `{"workers":2,"clock_budget_ms":30000,"filesystem":"ext4"}`;
    fields.env = env;
    fields.base_env = env;
  }
  for (const key of Object.keys(fields)) if (chance(0.04)) delete fields[key];
  const nExtra = Math.floor(rnd() * 4);
  for (let i = 0; i < nExtra; i++)
    fields[pick(['note', 'extra_\u00e9', 'Z', 'a', '\ud83d\ude00', '\uff5e', 'nested'])] = extraValue();
  const keys = Object.keys(fields);
  for (let i = keys.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [keys[i], keys[j]] = [keys[j], keys[i]];
  }
  const ws = pick(['', ' ']);
  return `{${keys.map((k) => `${str(k)}:${ws}${fields[k]}`).join(`,${ws}`)}}`;
}

const reference = extractReference();
const texts = [
  ...Array.from({ length: COUNT }, record),
  ...sampleTexts(GENERATED, GENERATOR_SEED, { newlines: true }),
];
const refs = runReference(texts, reference);
rmSync(dirname(reference), { recursive: true, force: true });
// The compact form repeats stdout; the tests compare stdout.
const out =
  texts
    .map((text, i) => {
      const { compact: _compact, ...ref } = refs[i];
      return JSON.stringify({ text, expect: ref.expect, ref });
    })
    .join('\n') + '\n';
mkdirSync(join(root, '__tests__', 'golden'), { recursive: true });
writeFileSync(join(root, '__tests__', 'golden', 'classify.jsonl'), out);
console.log(`wrote ${texts.length} golden vectors to __tests__/golden/classify.jsonl`);
