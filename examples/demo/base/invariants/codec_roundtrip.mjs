// Invariant: decode(encode(x)) === x for every generated case. Exit 0 holds, 1 fails.
// It runs at its own path in the tree under test, so this relative import loads the candidate's code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encode, decode } from '../src/codec.mjs';

const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
for (const c of cases) {
  const back = decode(encode(c));
  if (back !== c) {
    console.log(`roundtrip failed for ${JSON.stringify(c)}: got ${JSON.stringify(back)}`);
    process.exit(1);
  }
}
console.log(`${cases.length} cases round-trip`);
