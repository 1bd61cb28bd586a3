#!/usr/bin/env node
/**
 * The fixture stage sharded against unsharded, side by side in one run.
 *
 *   npm run build && node bench/shard.mjs [--seeds 12] [--shards 3] [--replay-ms 300]
 *
 * Builds a temporary git repository whose gate.yml has one built-in spec and one fixture with N seeds;
 * its generator takes a fixed time per replay (a timer, so the figure does not depend on CPU speed) and
 * its invariant passes. One checkout runs `gate run` over every pair; then K more checkouts (one per
 * runner, as a matrix gives each job its own) run `gate run --shard i/K` at the same time. Prints the
 * fixture stage's elapsed time from each trace (the sharded figure is the slowest shard: the matrix is
 * done when its last job is), the whole `gate run` wall times, and checks that the shards replayed every
 * pair exactly once and agree with the unsharded verdict.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const CLI = resolve(here, '..', 'dist', 'cli.js');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name}: expected a positive whole number`);
  return value;
}
const SEEDS = option('seeds', 12);
const SHARDS = option('shards', 3);
const REPLAY_MS = option('replay-ms', 300);

const git = (cwd, ...args) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function write(root, files) {
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), content);
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'gate-bench-shard-'));
const origin = join(scratch, 'origin');
mkdirSync(origin);
git(origin, 'init', '-q', '-b', 'main');
git(origin, 'config', 'user.email', 'bench@example.com');
git(origin, 'config', 'user.name', 'bench');
git(origin, 'config', 'commit.gpgsign', 'false');
write(origin, {
  'gate.yml': `version: 1
budgets:
  replay_timeout_ms: ${REPLAY_MS * 10 + 5000}
properties:
  - spec: specs/no_debugger.yml
    probe: probes/debugger.patch
fixtures:
  - target: lib.slow
    manifest: fixtures/slow/manifest.json
    invariant: invariants/ok.mjs
`,
  'specs/no_debugger.yml': `predicates:
  - forbid_added_lines:
      pattern: 'debugger'
      paths: ['src/**']
      message: no debugger statements
`,
  'probes/debugger.patch': `diff --git a/src/lib.mjs b/src/lib.mjs
--- a/src/lib.mjs
+++ b/src/lib.mjs
@@ -1 +1,2 @@
 export const value = 1;
+debugger;
`,
  'fixtures/slow/manifest.json': JSON.stringify({
    generator: 'fixtures/slow/gen.mjs',
    generator_id: 'slow/1',
    inputs: ['fixtures/slow/input.txt'],
    seed: Array.from({ length: SEEDS }, (_, i) => 100 + i),
  }),
  'fixtures/slow/gen.mjs': `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
setTimeout(() => writeFileSync(join(process.env.GATE_OUT, 'case.json'), process.env.GATE_SEED), ${REPLAY_MS});
`,
  'fixtures/slow/input.txt': 'input\n',
  'invariants/ok.mjs': 'process.exit(0);\n',
  'src/lib.mjs': 'export const value = 1;\n',
});
git(origin, 'add', '-A');
git(origin, 'commit', '-q', '-m', 'base');
const base = git(origin, 'rev-parse', 'HEAD');
write(origin, { 'src/lib.mjs': 'export const value = 2;\n' });
git(origin, 'commit', '-qam', 'candidate');

/** A runner's own checkout of the candidate. */
function checkout(name) {
  const dir = join(scratch, name);
  git(scratch, 'clone', '-q', origin, dir);
  return dir;
}

function gateRun(cwd, extra) {
  return new Promise((resolvePromise, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [CLI, 'run', '--base', base, ...extra], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0) return reject(new Error(`gate run exited ${code}: ${Buffer.concat(err).toString()}`));
      const trace = JSON.parse(readFileSync(join(cwd, '.gate', 'trace.json'), 'utf8'));
      resolvePromise({ trace, wallMs });
    });
  });
}

const fixtureMs = (trace) => trace.stages.find((s) => s.name === 'fixture')?.elapsed_ms ?? NaN;
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;

try {
  const single = await gateRun(checkout('unsharded'), []);
  const runners = Array.from({ length: SHARDS }, (_, i) => checkout(`shard-${i + 1}`));
  const shardsStarted = process.hrtime.bigint();
  const shards = await Promise.all(runners.map((dir, i) => gateRun(dir, ['--shard', `${i + 1}/${SHARDS}`])));
  const matrixWallMs = Number(process.hrtime.bigint() - shardsStarted) / 1e6;

  if (single.trace.verdict !== 'CLEAR')
    throw new Error(`the unsharded run is ${single.trace.verdict}: ${single.trace.reason}`);
  const seeds = shards.flatMap((s) => s.trace.replays.map((r) => r.seed)).sort((a, b) => a - b);
  const allSeeds = single.trace.replays.map((r) => r.seed).sort((a, b) => a - b);
  if (JSON.stringify(seeds) !== JSON.stringify(allSeeds))
    throw new Error('the shards did not replay every pair once');
  const verdicts = new Set(shards.map((s) => s.trace.verdict));
  if (verdicts.size !== 1 || !verdicts.has(single.trace.verdict))
    throw new Error('the shards disagree with the unsharded run');

  const sharded = Math.max(...shards.map((s) => fixtureMs(s.trace)));
  console.log(`fixture set: ${SEEDS} seeds, ${REPLAY_MS} ms per replay; ${SHARDS} shards run concurrently`);
  console.log('');
  console.log('run                  pairs  fixture stage  gate run (wall)');
  console.log(
    `unsharded            ${String(single.trace.replays.length).padStart(5)}  ${fmt(fixtureMs(single.trace)).padStart(13)}  ${fmt(single.wallMs).padStart(15)}`,
  );
  shards.forEach((s, i) =>
    console.log(
      `shard ${i + 1}/${SHARDS}            ${String(s.trace.replays.length).padStart(5)}  ${fmt(fixtureMs(s.trace)).padStart(13)}  ${fmt(s.wallMs).padStart(15)}`,
    ),
  );
  console.log(
    `sharded (slowest)    ${String(seeds.length).padStart(5)}  ${fmt(sharded).padStart(13)}  ${fmt(matrixWallMs).padStart(15)}`,
  );
  console.log('');
  console.log(
    `fixture stage: ${fmt(fixtureMs(single.trace))} unsharded, ${fmt(sharded)} sharded (${(fixtureMs(single.trace) / sharded).toFixed(2)}x); verdict ${single.trace.verdict} in both`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
