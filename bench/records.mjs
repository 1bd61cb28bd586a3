// Deterministic run records for the classifier figures, as raw JSON lines: the fields of SPEC §4
// with every label reachable. `gate` records have the fields in the order the gate writes them
// (src/classify/record.ts) and nothing else; `mixed` ones add float lexemes, long integers,
// non-ASCII keys and shuffled key order, as hand-written or foreign records may have.
let state = 0x1f2e3d4c;
const rnd = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 0x100000000;
};
const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
const chance = (p) => rnd() < p;
const str = (s) => JSON.stringify(s);

const PATHS = ['src/retry.py', 'src/caf\u00e9.py', 'lib/\u4e2d.ts', 'README.md', 'fixtures/gen.py'];
const PROPS = ['tests/props/test_retry_budget.py', 'invariants/parser_roundtrip.py'];
const DIGESTS = ['f'.repeat(64), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'];
const EXTRA = ['1.0', '1e-05', '2.5', '12345678901234567890', '"caf\\u00e9"', '"plain"', 'null', '[1, 2.0]'];

export function record(mixed = true) {
  const prop = pick(PROPS);
  const digest = pick(DIGESTS);
  const results = ['pass', 'fail', 'error'];
  const fields = {
    run_id: str(`run-${Math.floor(rnd() * 1e6)}`),
    seed: String(pick([1402, 1403, 7, 0])),
    property_path: str(prop),
    property_sha256: str('p'.repeat(64)),
    fixture_sha256: str(digest),
    base_fixture_sha256: str(chance(0.85) ? digest : 'def'),
    fixture_generator_path: str('fixtures/gen.py'),
    diff_paths: str(Array.from({ length: Math.floor(rnd() * 4) }, () => pick([...PATHS, prop]))),
    candidate_result: str(pick(['fail', 'fail', 'pass', 'fail'])),
    base_seed_result: str(pick(['pass', 'pass', 'fail', 'not_run'])),
    retry_results: str(Array.from({ length: Math.floor(rnd() * 3) }, () => pick(results))),
    retry_cap: String(pick([1, 2, 2, 3])),
    budget_ok: chance(0.9) ? 'true' : 'false',
    transcript_complete: chance(0.95) ? 'true' : 'false',
    env: '{"workers":2,"clock_budget_ms":30000,"filesystem":"ext4"}',
    base_env: '{"workers":2,"clock_budget_ms":30000,"filesystem":"ext4"}',
  };
  if (mixed) for (const key of Object.keys(fields)) if (chance(0.02)) delete fields[key];
  if (mixed)
    for (let i = Math.floor(rnd() * 3); i > 0; i--) fields[pick(['note', 'extra_\u00e9', 'Z'])] = pick(EXTRA);
  const keys = Object.keys(fields);
  for (let i = mixed ? keys.length - 1 : 0; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [keys[i], keys[j]] = [keys[j], keys[i]];
  }
  return `{${keys.map((k) => `${str(k)}: ${fields[k]}`).join(', ')}}`;
}

/** `count` records, the same ones on every call; `kind` is 'gate' or 'mixed'. */
export function records(count, kind = 'mixed') {
  state = 0x1f2e3d4c;
  return Array.from({ length: count }, () => record(kind === 'mixed'));
}
