// Invariant: decode(encode(x)) === x for every generated case. Exit 0 holds, 1 fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const { encode, decode } = await import(pathToFileURL(join(process.cwd(), 'src/codec.mjs')).href);
const cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
for (const c of cases) {
  const back = decode(encode(c));
  if (back !== c) {
    console.log(`roundtrip failed for ${JSON.stringify(c)}: got ${JSON.stringify(back)}`);
    process.exit(0);
  }
}
console.log(`${cases.length} cases round-trip`);
