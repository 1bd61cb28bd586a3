// Invariant: the candidate's bundled classifier (dist/cli.js classify --jsonl) agrees with the
// reference on every sampled golden vector: same label, same record_sha256, same fields.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const cases = readFileSync(join(process.env.GATE_CASES, 'cases.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const input = cases.map((c) => c.text).join('\n') + '\n';
const out = execFileSync(process.execPath, ['dist/cli.js', 'classify', '--jsonl', '-'], {
  input,
  encoding: 'utf8',
});
const got = out
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
if (got.length !== cases.length) {
  process.stdout.write(`expected ${cases.length} decisions, got ${got.length}\n`);
  process.exit(1);
}
for (const [i, c] of cases.entries()) {
  const want = JSON.parse(c.stdout);
  if (JSON.stringify(got[i]) !== JSON.stringify(want)) {
    process.stdout.write(
      `case ${i}: expected ${JSON.stringify(want)}\n         got ${JSON.stringify(got[i])}\n`,
    );
    process.exit(1);
  }
}
process.stdout.write(`${cases.length} golden vectors agree\n`);
