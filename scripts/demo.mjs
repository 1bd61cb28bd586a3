// `npm run demo`: builds examples/demo into a temporary git repository, grades each candidate with
// `gate run`, prints one line per candidate, then shows the flaky candidate held, a freeze granted
// with the CLI, and the same candidate skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const demo = join(root, 'examples', 'demo');
const cli = join(root, 'dist', 'cli.js');
const work = mkdtempSync(join(tmpdir(), 'gate-demo-'));
const repo = join(work, 'repo');

const CANDIDATES = [
  ['clean', 'a correct change'],
  ['console-log', 'adds console.log (built-in spec)'],
  ['todo', 'adds a TODO (program spec)'],
  ['regression', 'breaks the codec for runs ≥ 10'],
  ['hang', 'loops forever on some inputs'],
  ['fixture-edit', 'rewrites a fixture input'],
  ['contaminated', 'edits the invariant with the code'],
  ['toolchain', "edits only the gate's config"],
  ['cold-cache', 'fails in every fresh tree (a cold cache)'],
  ['flaky', 'fails when its upstream is cold (timing)'],
];

const git = (...args) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

function checkoutCandidate(name, base) {
  git('checkout', '-q', '-B', `cand-${name}`, base);
  git('clean', '-fdxq');
  const dir = join(demo, 'candidates', name);
  for (const f of files(dir)) {
    const rel = relative(dir, f);
    if (rel.endsWith('.delete')) rmSync(join(repo, rel.slice(0, -'.delete'.length)));
    else cpSync(f, join(repo, rel));
  }
  git('add', '-A');
  git('commit', '-qm', `candidate: ${name}`);
}

function gate(args) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) {
    process.stderr.write(r.stderr);
    throw new Error(`gate ${args[0]} exited ${r.status}`);
  }
  return r.stdout;
}

function grade(name, base, runNumber) {
  git('clean', '-fdxq');
  const out = join(work, 'traces', `${name}-run${runNumber}`);
  const trace = JSON.parse(gate(['run', '--base', base, '--out', out, '--run-number', String(runNumber)]));
  const line = [
    name.padEnd(13),
    trace.verdict.padEnd(9),
    String(trace.label ?? '-').padEnd(13),
    `${trace.reason_code} (${trace.reason_stage})`.padEnd(36),
    join(out, 'trace.json'),
  ];
  console.log(line.join(' '));
  return { trace, out };
}

if (!existsSync(cli)) throw new Error('dist/cli.js is missing: run npm run build');
cpSync(join(demo, 'base'), repo, { recursive: true });
git('init', '-q', '-b', 'main');
git('config', 'user.email', 'demo@example.com');
git('config', 'user.name', 'demo');
git('add', '-A');
git('commit', '-qm', 'base');
const base = git('rev-parse', 'HEAD');

console.log(`demo repository: ${repo}\n`);
console.log(
  [
    'candidate'.padEnd(13),
    'verdict'.padEnd(9),
    'label'.padEnd(13),
    'reason (stage)'.padEnd(36),
    'trace',
  ].join(' '),
);
let flaky;
for (const [name] of CANDIDATES) {
  checkoutCandidate(name, base);
  const r = grade(name, base, 1);
  if (name === 'flaky') flaky = r;
}

console.log(
  '\nA maintainer grants a freeze for the flaky SCHEDULER triple, in a reviewed commit on the base branch:',
);
const miss = flaky.trace.misses.find((m) => m.decision.label === 'SCHEDULER');
if (!miss) throw new Error('the flaky candidate produced no SCHEDULER miss');
git('checkout', '-q', 'main');
git('clean', '-fdxq');
const dir = join(flaky.out, dirname(miss.record_path));
const granted = gate([
  'freeze',
  'grant',
  '--decision',
  join(dir, 'decision.json'),
  '--record',
  join(dir, 'record.json'),
  '--owner',
  'demo-maintainer',
  '--target',
  miss.target,
  '--expires-after-runs',
  '20',
  '--granted-run-number',
  '1',
]);
console.log(`  granted ${JSON.parse(granted).granted} (owner demo-maintainer, 20 runs)`);
git('add', 'gate-freezes.json');
git('commit', '-qm', 'freeze: codec.roundtrip seed ' + miss.seed);
const newBase = git('rev-parse', 'HEAD');
git('checkout', '-q', 'cand-flaky');
git('rebase', '-q', newBase);
// The flaky candidate's upstream stays warm for a few seconds after a request: let it go idle, as it
// would between two CI runs, so the regrade meets the same cold start.
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 4500);
console.log('The same flaky candidate, graded again on the new base:');
grade('flaky', newBase, 2);
console.log(`\ntraces and logs: ${join(work, 'traces')}`);
