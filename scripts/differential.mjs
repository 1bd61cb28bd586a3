// `node scripts/differential.mjs [--count 20000] [--seed 1] [--files 100] [--keep]`
//
// Differential run of `gate classify` (the built CLI, dist/cli.js) against the reference classifier
// of seed 002 in python3: `--count` generated records (scripts/differential-lib.mjs) go through
// `gate classify --jsonl FILE` (worker threads once the file is 8 MiB or more) and `--jsonl -`
// (one thread), which must print the same; `--files` more, with line breaks in them, through
// `gate classify RUN.json` one file each. The reference runs every record in one python3 process.
// Each output is judged (see judge()); the table counts each kind, and the run fails (exit 1) on
// any disagreement, writing those records (text, reference result, gate output) to failures.jsonl in
// its work folder, which it then keeps. The same seed gives the same records.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { extractReference } from './reference.mjs';
import { KINDS, judge, runReference, sampleTexts } from './differential-lib.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.js');
const { values: opts } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    files: { type: 'string', default: '100' },
    keep: { type: 'boolean' },
  },
});
const count = Number(opts.count);
const seed = Number(opts.seed);
const files = Number(opts.files);
if (![count, seed, files].every(Number.isSafeInteger))
  throw new Error('--count, --seed and --files are integers');

function newest(dir) {
  let t = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    t = Math.max(t, st.isDirectory() ? newest(p) : st.mtimeMs);
  }
  return t;
}
if (!existsSync(cli) || newest(join(root, 'src')) > statSync(cli).mtimeMs) {
  console.error('differential: dist/ is older than src/; running npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const work = mkdtempSync(join(tmpdir(), 'gate-differential-'));
const t0 = Date.now();
const lines = sampleTexts(count, seed, { newlines: false });
const singles = sampleTexts(files, seed + 1, { newlines: true });
console.error(`differential: ${count} records for --jsonl, ${files} record files (seed ${seed})`);

const reference = extractReference();
const refs = runReference([...lines, ...singles], reference);
rmSync(dirname(reference), { recursive: true, force: true });
console.error(`differential: the reference answered in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

// --jsonl, from a file (worker threads when large) and from stdin (one thread).
const jsonl = join(work, 'records.jsonl');
writeFileSync(jsonl, lines.join('\n') + '\n');
const big = { encoding: 'utf8', maxBuffer: 1 << 30 };
const fromFile = execFileSync(process.execPath, [cli, 'classify', '--jsonl', jsonl], big);
const fromStdin = execFileSync(process.execPath, [cli, 'classify', '--jsonl', '-'], {
  ...big,
  input: lines.join('\n') + '\n',
});
if (fromFile !== fromStdin)
  throw new Error('gate classify --jsonl FILE and --jsonl - printed different output');
const outLines = fromFile.trimEnd().split('\n');
if (outLines.length !== lines.length)
  throw new Error(`gate classify --jsonl printed ${outLines.length} lines for ${lines.length} records`);
const gateLines = outLines.map((l, i) => {
  const d = JSON.parse(l);
  if (d.record_sha256 === undefined && String(d.reason).startsWith(`line ${i + 1}: `))
    return { error: d.reason };
  return { compact: l };
});

// One record per file.
const run = promisify(execFile);
const gateFiles = new Array(singles.length);
let next = 0;
async function worker() {
  while (next < singles.length) {
    const i = next++;
    const file = join(work, `run-${i}.json`);
    writeFileSync(file, singles[i]);
    try {
      const { stdout } = await run(process.execPath, [cli, 'classify', file], big);
      gateFiles[i] = { stdout };
    } catch (err) {
      if (err.code !== 1) throw err;
      gateFiles[i] = { error: String(err.stderr).trim() };
    }
  }
}
await Promise.all([worker(), worker()]);

// Judge.
const rows = new Map();
const failures = [];
let labelAgrees = 0;
let mustMatch = 0;
let matched = 0;
let hashes = 0;
let hashesEqual = 0;
let refClassified = 0;
const refLabels = new Map();
const cases = [
  ...lines.map((text, i) => ({ text, ref: refs[i], gate: gateLines[i], path: '--jsonl' })),
  ...singles.map((text, i) => ({ text, ref: refs[lines.length + i], gate: gateFiles[i], path: 'RUN.json' })),
];
let orderCases = 0;
for (const c of cases) {
  const v = judge(c.ref, c.gate);
  rows.set(v.kind, (rows.get(v.kind) ?? 0) + 1);
  if (!v.ok) failures.push({ ...c, why: v.why });
  if (c.ref.stage === 'ok' && c.ref.top === 'dict') {
    refClassified++;
    refLabels.set(c.ref.label, (refLabels.get(c.ref.label) ?? 0) + 1);
    if (v.labelAgrees) labelAgrees++;
  }
  if (c.ref.utf16_order_differs) orderCases++;
  if (c.ref.expect === 'exact') {
    mustMatch++;
    if (v.kind === KINDS.exact) matched++;
  }
  const printed = c.gate.error === undefined ? JSON.parse(c.gate.compact ?? c.gate.stdout) : undefined;
  if (printed && typeof c.ref.hash === 'string') {
    hashes++;
    if (printed.record_sha256 === c.ref.hash) hashesEqual++;
  }
}

const pct = (n, d) => `${((100 * n) / d).toFixed(2)}%`;
console.log(
  `records judged: ${cases.length} (--jsonl ${lines.length}, RUN.json ${singles.length}), seed ${seed}`,
);
for (const kind of Object.values(KINDS)) {
  const n = rows.get(kind) ?? 0;
  console.log(`  ${kind.padEnd(58)} ${String(n).padStart(7)}  ${pct(n, cases.length)}`);
}
console.log(
  `reference classified ${refClassified} records: ` + [...refLabels].map(([l, n]) => `${l} ${n}`).join(', '),
);
console.log(
  `label, freeze and record_sha256 equal to the reference's: ${labelAgrees} of ${refClassified} (${pct(labelAgrees, refClassified)}); ` +
    `every other record is a divergence SPEC §4 prescribes, or a disagreement below`,
);
console.log(
  `records where SPEC §4 requires the reference's output byte for byte: ${mustMatch}; printed exactly: ${matched} (${pct(matched, mustMatch)})`,
);
console.log(
  `record_sha256 where both printed one: ${hashesEqual} of ${hashes} equal (${pct(hashesEqual, hashes)})`,
);
console.log(`records with keys whose code-point order differs from UTF-16 order: ${orderCases}`);
console.log(`disagreements: ${failures.length}`);
if (failures.length > 0) {
  const out = join(work, 'failures.jsonl');
  writeFileSync(out, failures.map((f) => JSON.stringify(f)).join('\n') + '\n');
  for (const f of failures.slice(0, 5))
    console.log(`  [${f.path}] ${f.why}\n    ${JSON.stringify(f.text).slice(0, 300)}`);
  console.log(`all disagreements: ${out}`);
}
if (!opts.keep && failures.length === 0) rmSync(work, { recursive: true, force: true });
else console.error(`differential: work files kept in ${work}`);
console.error(`differential: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
process.exit(failures.length > 0 ? 1 : 0);
