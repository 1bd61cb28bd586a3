// `npm run bench`: the speed and memory figures of the gate, each measured side by side with its
// reference in one run (sides interleaved, several repetitions, medians), printed as a table and
// written to bench/results.json. Work files go to a temporary folder, removed at the end.
//
//   node bench/run.mjs [--only name,name] [--reps-scale 0.5] [--keep] [--json FILE]
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { extractReference, realPython } from '../scripts/reference.mjs';
import { records } from './records.mjs';
import {
  TIME,
  addFilePatch,
  commitCandidate,
  git,
  initRepo,
  median,
  must,
  run,
  runCapped,
  runSampled,
  write,
} from './lib.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.js');
const node = process.execPath;
const { values: opts } = parseArgs({
  options: {
    only: { type: 'string' },
    'reps-scale': { type: 'string', default: '1' },
    keep: { type: 'boolean' },
    json: { type: 'string' },
  },
});
const only = opts.only?.split(',');
const scale = Number(opts['reps-scale']);
const reps = (n) => Math.max(1, Math.round(n * scale));
const work = mkdtempSync(join(tmpdir(), 'gate-bench-'));
const MiB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// dist/ must match src/: rebuild when any source file is newer than the CLI bundle.
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
  console.error('bench: dist/ is older than src/; running npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Runs each side once per repetition, in turn, so load on the machine hits both alike. */
function interleave(n, sides) {
  const out = Object.fromEntries(Object.keys(sides).map((k) => [k, []]));
  for (let i = 0; i < n; i++) for (const [k, f] of Object.entries(sides)) out[k].push(f(i));
  return out;
}
async function interleaveAsync(n, sides) {
  const out = Object.fromEntries(Object.keys(sides).map((k) => [k, []]));
  for (let i = 0; i < n; i++) for (const [k, f] of Object.entries(sides)) out[k].push(await f(i));
  return out;
}
const ms = (rs) => median(rs.map((r) => r.ms));
const fmt = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : String(x));

const gate = (args, cwd, o = {}) => run(node, [cli, ...args], { cwd, ...o });
const trace = (r) => JSON.parse(r.stdout.toString());
const stage = (t, name) => t.stages.find((s) => s.name === name);

const figures = [];
function figure(f) {
  figures.push(f);
  const tag = f.pass ? 'PASS' : 'MISS';
  console.error(`bench: ${f.name}: ${f.measured} vs ${f.reference} → ${f.ratio} (${f.target}) ${tag}`);
}

// ---------------------------------------------------------------------------------------------
const benches = {
  /** One cold `gate classify RUN.json` next to `node -e 0` and the reference in python3. */
  'classify-cold'() {
    const dir = join(work, 'classify-cold');
    const [line] = records(1);
    write(join(dir, 'RUN.json'), line + '\n');
    const ref = extractReference();
    const py = realPython();
    const n = reps(60);
    const r = interleave(n, {
      floor: () => run(node, ['-e', '0']),
      gate: () => must(gate(['classify', 'RUN.json'], dir), 'gate classify'),
      python: () => must(run(py, [ref, 'RUN.json'], { cwd: dir }), 'reference'),
    });
    const [floor, g, p] = [ms(r.floor), ms(r.gate), ms(r.python)];
    // Load from other work drifts over a run; each gate run is compared with the floor run just
    // before it, and the median of those ratios is the figure.
    const ratio = median(r.gate.map((x, i) => x.ms / r.floor[i].ms));
    const ratioPy = median(r.gate.map((x, i) => x.ms / r.python[i].ms));
    if (r.gate[0].stdout.toString() !== r.python[0].stdout.toString())
      throw new Error('gate classify and the reference printed different decisions');
    rmSync(dirname(ref), { recursive: true, force: true });
    figure({
      name: 'classify cold',
      measured: `${fmt(g)} ms`,
      reference: `node -e 0 ${fmt(floor)} ms`,
      ratio: `${fmt(ratio, 3)}×`,
      target: '≤ 1.15×',
      pass: ratio <= 1.15,
      values: { gate_ms: g, node_e0_ms: floor, python_ms: p, paired_ratio: ratio, reps: n },
    });
    figure({
      name: 'classify cold vs python3',
      measured: `${fmt(g)} ms`,
      reference: `python3 reference ${fmt(p)} ms`,
      ratio: `${fmt(ratioPy, 2)}×`,
      target: 'report only',
      pass: true,
      values: { gate_ms: g, python_ms: p, python: py, paired_ratio: ratioPy, reps: n },
    });
  },

  /** `gate classify --jsonl` on 100,000 records against classify + hash in one python3 process. */
  /**
   * The action bundle starting in gate mode and failing fast on a runner environment that names no
   * event (exit 1 with one `::error::` line), next to `node -e 0`: what start-up costs before any work.
   */
  'action-startup'() {
    const entry = join(root, 'dist', 'index.js');
    const env = { PATH: process.env.PATH, INPUT_MODE: 'gate' };
    const n = reps(40);
    const r = interleave(n, {
      floor: () => run(node, ['-e', '0'], { env }),
      action: () => {
        const x = run(node, [entry], { env });
        if (x.status !== 1 || !x.stdout.toString().includes('::error::GITHUB_EVENT_NAME'))
          throw new Error(`action start-up: expected the GITHUB_EVENT_NAME error, got ${x.status}`);
        return x;
      },
    });
    const [floor, a] = [ms(r.floor), ms(r.action)];
    const ratios = r.action.map((x, i) => x.ms / r.floor[i].ms).sort((p, q) => p - q);
    const ratio = median(ratios);
    figure({
      name: 'action start-up (gate mode)',
      measured: `${fmt(a)} ms`,
      reference: `node -e 0 ${fmt(floor)} ms`,
      ratio: `${fmt(ratio, 2)}×`,
      target: '≤ 6×',
      pass: ratio <= 6,
      values: {
        action_ms: a,
        node_e0_ms: floor,
        paired_ratio: ratio,
        ratio_p10: ratios[Math.floor(ratios.length * 0.1)],
        ratio_p90: ratios[Math.floor(ratios.length * 0.9)],
        reps: n,
      },
    });
  },
  jsonl() {
    const dir = join(work, 'jsonl');
    const N = 100_000;
    const ref = extractReference();
    write(
      join(dir, 'driver.py'),
      [
        'import importlib.util, json, sys',
        'spec = importlib.util.spec_from_file_location("ref", sys.argv[1])',
        'ref = importlib.util.module_from_spec(spec); spec.loader.exec_module(ref)',
        'out = sys.stdout',
        'with open(sys.argv[2], encoding="utf-8") as f:',
        '    for line in f:',
        '        record = json.loads(line)',
        '        decision = ref.classify(record)',
        '        raw = json.dumps(record, sort_keys=True, separators=(",", ":"))',
        '        decision["record_sha256"] = ref._sha256(raw)',
        '        out.write(json.dumps(decision, separators=(",", ":")) + "\\n")',
        '',
      ].join('\n'),
    );
    const py = realPython();
    for (const kind of ['gate', 'mixed']) {
      const file = `records-${kind}.jsonl`;
      write(join(dir, file), records(N, kind).join('\n') + '\n');
      const n = reps(3);
      const r = interleave(n, {
        gate: () => must(gate(['classify', '--jsonl', file], dir), 'gate classify --jsonl'),
        python: () => must(run(py, ['driver.py', ref, file], { cwd: dir }), 'python driver'),
      });
      if (r.gate[0].stdout.toString() !== r.python[0].stdout.toString())
        throw new Error(`gate classify --jsonl and the reference driver disagree on ${file}`);
      const g = N / (ms(r.gate) / 1000);
      const p = N / (ms(r.python) / 1000);
      const ratio = median(r.gate.map((x, i) => r.python[i].ms / x.ms));
      figure({
        name: `classify --jsonl 100k (${kind})`,
        measured: `${fmt(g / 1000)}k rec/s`,
        reference: `python3 ${fmt(p / 1000)}k rec/s`,
        ratio: `${fmt(ratio, 2)}×`,
        target: kind === 'gate' ? '≥ 2×' : 'report only',
        pass: kind === 'gate' ? ratio >= 2 : true,
        values: {
          records: N,
          kind,
          gate_rps: g,
          python_rps: p,
          gate_ms: ms(r.gate),
          python_ms: ms(r.python),
          paired_ratio: ratio,
          reps: n,
        },
      });
    }
    rmSync(dirname(ref), { recursive: true, force: true });
  },

  /** `gate fixture bind` over 1 GiB against `openssl dgst -sha256` over the same files. */
  async 'fixture-bind'() {
    const dir = join(work, 'fixture');
    const big = 512 * MiB;
    // MAX_INPUTS (src/oracle/manifest.ts) is 10,000: the big file and 9,999 small ones, 1 GiB in all.
    const smallCount = 9_999;
    const smallSize = Math.floor(big / smallCount);
    const block = Buffer.alloc(MiB);
    for (let i = 0; i < block.length; i++) block[i] = (i * 2654435761) >>> 24;
    write(join(dir, 'inputs', 'big.bin'), '');
    const { openSync, writeSync, closeSync } = await import('node:fs');
    const fd = openSync(join(dir, 'inputs', 'big.bin'), 'w');
    for (let i = 0; i < big / MiB; i++) {
      block[0] = i & 0xff;
      writeSync(fd, block);
    }
    closeSync(fd);
    const inputs = ['inputs/big.bin'];
    for (let i = 0; i < smallCount; i++) {
      const rel = `inputs/small/${String(i).padStart(5, '0')}.bin`;
      block[0] = i & 0xff;
      block[1] = i >> 8;
      write(join(dir, rel), block.subarray(0, smallSize));
      inputs.push(rel);
    }
    const bytes = big + smallCount * smallSize;
    write(join(dir, 'gen.mjs'), '// generator\n');
    write(
      join(dir, 'manifest.json'),
      JSON.stringify({ generator: 'gen.mjs', generator_id: 'bench/1', inputs, seed: 1 }),
    );
    write(join(dir, 'cand.patch'), addFilePatch('x.txt', ['x']));
    const bind = (i) =>
      runSampledOrTime(
        [
          cli,
          'fixture',
          'bind',
          '--patch',
          'cand.patch',
          '--manifest',
          'manifest.json',
          '--out',
          `binding-${i}.json`,
        ],
        dir,
      );
    run('cat', inputs, { cwd: dir }); // warm the page cache for both sides
    const n = reps(5);
    const r = await interleaveAsync(n, {
      gate: async (i) => must(await bind(i), 'gate fixture bind'),
      openssl: async () => must(run('openssl', ['dgst', '-sha256', ...inputs], { cwd: dir }), 'openssl'),
    });
    const binding = JSON.parse(readFileSync(join(dir, 'binding-0.json'), 'utf8'));
    const ossl = new Map(
      r.openssl[0].stdout
        .toString()
        .trim()
        .split('\n')
        .map((l) => {
          const m = /^SHA2?-?256\((.*)\)= ([0-9a-f]{64})$/.exec(l);
          return [m[1], m[2]];
        }),
    );
    for (const f of binding.inputs)
      if (ossl.get(f.path) !== f.sha256)
        throw new Error(`fixture bind: ${f.path} digest differs from openssl`);
    const g = bytes / MiB / (ms(r.gate) / 1000);
    const o = bytes / MiB / (ms(r.openssl) / 1000);
    const ratio = median(r.gate.map((x, i) => r.openssl[i].ms / x.ms));
    const rss = Math.max(...r.gate.map((x) => x.peakRssMiB));
    figure({
      name: 'fixture bind 1 GiB',
      measured: `${fmt(g, 0)} MiB/s, peak RSS ${fmt(rss)} MiB`,
      reference: `openssl ${fmt(o, 0)} MiB/s`,
      ratio: `${fmt(ratio, 2)}×`,
      target: '≥ 0.8×, RSS ≤ 100 MiB',
      pass: ratio >= 0.8 && rss <= 100,
      values: {
        bytes,
        files: inputs.length,
        gate_mib_s: g,
        openssl_mib_s: o,
        gate_ms: ms(r.gate),
        openssl_ms: ms(r.openssl),
        peak_rss_mib: rss,
        paired_ratio: ratio,
        reps: n,
      },
    });
    rmSync(dir, { recursive: true, force: true });
  },

  /** The property stage of `gate run` with 12 program specs that each sleep 500 ms. */
  'property-parallel'() {
    const dir = join(work, 'property');
    const SPEC = 'sleep 0.5\ncase "$1" in *probe*) exit 1 ;; esac\nexit 0\n';
    const files = {
      'README.md': 'bench\n',
      'probes/probe.patch': addFilePatch('probe.txt', ['probe']),
      'gate.yml': yml({
        properties: Array.from({ length: 12 }, (_, i) => ({
          spec: `specs/s${String(i + 1).padStart(2, '0')}.sh`,
          probe: 'probes/probe.patch',
        })),
      }),
    };
    for (let i = 1; i <= 12; i++) files[`specs/s${String(i).padStart(2, '0')}.sh`] = SPEC;
    const base = initRepo(dir, files);
    commitCandidate(dir, { 'src/a.txt': 'a\n' });
    // The same spec runs the stage makes (probe, empty patch, candidate, for each spec), in a row.
    write(join(work, 'empty.patch'), '');
    write(join(work, 'cand.patch'), git(dir, 'diff', base, 'HEAD') + '\n');
    const serial = [
      `cd '${dir}'`,
      'for i in 01 02 03 04 05 06 07 08 09 10 11 12; do',
      `  bash specs/s$i.sh probes/probe.patch; bash specs/s$i.sh '${work}/empty.patch'; bash specs/s$i.sh '${work}/cand.patch'`,
      'done',
      'exit 0',
    ].join('\n');
    const serialOnce = [
      `cd '${dir}'`,
      `for i in 01 02 03 04 05 06 07 08 09 10 11 12; do bash specs/s$i.sh '${work}/cand.patch'; done`,
      'exit 0',
    ].join('\n');
    const n = reps(3);
    const r = interleave(n, {
      gate: (i) => {
        const x = must(gate(['run', '--base', base, '--out', join(work, `prop-out-${i}`)], dir), 'gate run');
        const t = trace(x);
        if (stage(t, 'property')?.code !== 'PROPERTY_CLEAR')
          throw new Error(`property stage: ${JSON.stringify(stage(t, 'property'))}`);
        return { ms: stage(t, 'property').elapsed_ms, wall: x.ms };
      },
      serial: () => must(run('bash', ['-c', serial]), 'serial specs'),
      // The issue's literal reading: each of the 12 specs run once, on the candidate, in a row.
      once: () => must(run('bash', ['-c', serialOnce]), 'specs once each'),
    });
    const g = ms(r.gate);
    const s = ms(r.serial);
    const ratio = median(r.gate.map((x, i) => x.ms / r.serial[i].ms));
    figure({
      name: 'property 12 × sleep 500 ms',
      measured: `${fmt(g, 0)} ms`,
      reference: `36 runs in a row ${fmt(s, 0)} ms`,
      ratio: `${fmt(ratio, 3)}×`,
      target: '≤ 0.15×',
      pass: ratio <= 0.15,
      values: {
        property_stage_ms: g,
        serial_ms: s,
        serial_runs: 36,
        paired_ratio: ratio,
        gate_wall_ms: median(r.gate.map((x) => x.wall)),
        reps: n,
      },
    });
    // Registration must finish before evaluation (SPEC §2), so the stage is two 500 ms steps in a
    // row: against the 12 specs run once each, 1 s / 6 s ≈ 0.167× is the floor of any honest stage.
    const once = ms(r.once);
    const onceRatio = median(r.gate.map((x, i) => x.ms / r.once[i].ms));
    figure({
      name: 'property vs 12 single runs',
      measured: `${fmt(g, 0)} ms`,
      reference: `12 runs in a row ${fmt(once, 0)} ms`,
      ratio: `${fmt(onceRatio, 3)}×`,
      target: 'report only (floor ≈ 0.167×)',
      pass: true,
      values: {
        property_stage_ms: g,
        serial_once_ms: once,
        serial_runs: 12,
        paired_ratio: onceRatio,
        reps: n,
      },
    });
  },

  /** A spec that forks a child and hangs, under a 2000 ms budget. */
  'hang-kill'() {
    const dir = join(work, 'hang');
    const pids = join(work, 'hang-pids');
    const budget = 2000;
    const base = initRepo(dir, {
      'README.md': 'bench\n',
      'probes/probe.patch': addFilePatch('probe.txt', ['probe']),
      'specs/hang.sh': `sleep 600 &\necho $! >> '${pids}'\nsleep 600\n`,
      'gate.yml': yml({
        budgets: { predicate_timeout_ms: budget },
        properties: [{ spec: 'specs/hang.sh', probe: 'probes/probe.patch' }],
      }),
    });
    commitCandidate(dir, { 'src/a.txt': 'a\n' });
    const n = reps(2);
    const over = [];
    const survivors = [];
    let notes = 0;
    for (let i = 0; i < n; i++) {
      rmSync(pids, { force: true });
      const out = join(work, `hang-out-${i}`);
      const x = must(gate(['run', '--base', base, '--out', out], dir), 'gate run');
      const t = trace(x);
      const p = t.properties[0];
      if (p.code !== 'PROPERTY_BUDGET') throw new Error(`hang: expected PROPERTY_BUDGET, got ${p.code}`);
      over.push(p.elapsed_ms - budget);
      const children = readFileSync(pids, 'utf8').trim().split('\n').map(Number);
      for (const pid of children) if (alive(pid)) survivors.push(pid);
      for (const log of p.logs)
        if (readFileSync(join(out, log), 'utf8').includes('budget of 2000 ms exceeded')) notes++;
    }
    for (const pid of survivors) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    const worst = Math.max(...over);
    figure({
      name: 'hanging spec + child, 2000 ms',
      measured: `killed at budget + ${fmt(worst, 0)} ms, ${survivors.length} survivor(s)`,
      reference: 'budget 2000 ms',
      ratio: `+${fmt(worst, 0)} ms`,
      target: '≤ +150 ms, none left',
      pass: worst <= 150 && survivors.length === 0 && notes === 2 * n,
      values: { budget_ms: budget, over_budget_ms: over, survivors, kill_notes_in_logs: notes, reps: n },
    });
  },

  /** A spec that prints 1 GiB on stdout. */
  async 'stdout-flood'() {
    const dir = join(work, 'flood');
    const base = initRepo(dir, {
      'README.md': 'bench\n',
      'probes/probe.patch': addFilePatch('probe.txt', ['probe']),
      'specs/flood.sh':
        'yes 0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz | head -c 1073741824\n' +
        'case "$1" in *probe*) exit 1 ;; esac\nexit 0\n',
      'gate.yml': yml({
        budgets: { predicate_timeout_ms: 120000 },
        properties: [{ spec: 'specs/flood.sh', probe: 'probes/probe.patch' }],
      }),
    });
    commitCandidate(dir, { 'src/a.txt': 'a\n' });
    const out = join(work, 'flood-out');
    const x = must(
      await runSampledOrTime([cli, 'run', '--base', base, '--out', out], dir),
      'gate run (1 GiB stdout)',
    );
    const t = trace(x);
    const p = t.properties[0];
    const logs = p.logs.map((l) => join(out, l));
    const sizes = logs.map((l) => statSync(l).size);
    const marked = logs.every((l) => readFileSync(l, 'utf8').includes('[gate: output truncated after'));
    const rss = x.peakRssMiB;
    figure({
      name: 'spec prints 1 GiB',
      measured: `peak RSS ${fmt(rss)} MiB, logs ≤ ${fmt(Math.max(...sizes) / MiB, 2)} MiB`,
      reference: '—',
      ratio: `${fmt(rss)} MiB`,
      target: '≤ 150 MiB, capped + marked',
      pass: rss <= 150 && marked && p.code === 'PROPERTY_CLEAR' && Math.max(...sizes) < 2 * MiB,
      values: { peak_rss_mib: rss, log_bytes: sizes, truncated_marked: marked, code: p.code, wall_ms: x.ms },
    });
  },

  /**
   * `gate run` on the demo's clean candidate against a shell script doing the same work, and against
   * a plain Node script running only the fixture's generator and invariant for the same seeds
   * (`--only demo-vs-script` runs this row too).
   */
  'demo-overhead'() {
    const dir = join(work, 'demo');
    const demo = join(root, 'examples', 'demo');
    const files = {};
    const collect = (from, to) => {
      for (const name of readdirSync(from)) {
        const p = join(from, name);
        if (statSync(p).isDirectory()) collect(p, to);
        else files[relative(to, p)] = readFileSync(p);
      }
    };
    collect(join(demo, 'base'), join(demo, 'base'));
    const base = initRepo(dir, files);
    const cand = {};
    for (const k of Object.keys(files)) delete files[k];
    collect(join(demo, 'candidates', 'clean'), join(demo, 'candidates', 'clean'));
    Object.assign(cand, files);
    commitCandidate(dir, cand);
    const wt = join(work, 'demo-wt');
    const w = join(work, 'demo-sh');
    // What `gate run` starts for this candidate (see `strace -f -e execve`): git for the diff and a
    // worktree of the base, the program spec on its probe, the empty patch and the candidate, the
    // fixture's probe (the base with the probe patch applied: the generator then the invariant for
    // its first seed, which misses), and the generator then the invariant for each of the two seeds.
    const script = [
      'set -e',
      `cd '${dir}'`,
      `rm -rf '${w}'; mkdir -p '${w}'`,
      `git rev-parse --verify --quiet ${base}^{commit} >/dev/null`,
      `git rev-parse --verify --quiet HEAD^{commit} >/dev/null`,
      `git diff --binary --no-color --find-renames ${base} HEAD -- > '${w}/candidate.patch'`,
      `git diff --name-status -z --find-renames ${base} HEAD -- > /dev/null`,
      `git worktree add --detach --force '${wt}' ${base} >/dev/null 2>&1`,
      `: > '${w}/empty.patch'`,
      `node '${wt}/specs/no_todo.mjs' '${wt}/probes/todo.patch' > /dev/null || true`,
      `node '${wt}/specs/no_todo.mjs' '${w}/empty.patch'`,
      `node '${wt}/specs/no_todo.mjs' '${w}/candidate.patch'`,
      `rm -rf '${wt}-probe'; cp -a '${wt}' '${wt}-probe'`,
      `git -C '${wt}-probe' apply '${wt}/probes/codec_counts_one.patch'`,
      `mkdir -p '${w}'/probe-out`,
      `GATE_SEED=1402 GATE_INPUTS='["fixtures/codec/inputs/words.txt"]' GATE_OUT='${w}'/probe-out node '${wt}/fixtures/codec/gen.mjs'`,
      `if GATE_SEED=1402 GATE_CASES='${w}'/probe-out node '${wt}-probe/invariants/codec_roundtrip.mjs' > /dev/null; then echo 'the fixture probe did not miss' >&2; exit 1; fi`,
      `rm -rf '${wt}-probe'`,
      'for s in 1402 1403; do',
      `  mkdir -p '${w}'/out-$s`,
      `  GATE_SEED=$s GATE_INPUTS='["fixtures/codec/inputs/words.txt"]' GATE_OUT='${w}'/out-$s node '${wt}/fixtures/codec/gen.mjs'`,
      `  GATE_SEED=$s GATE_CASES='${w}'/out-$s node '${wt}/invariants/codec_roundtrip.mjs' > /dev/null`,
      'done',
      `git worktree remove --force '${wt}'`,
      'git worktree prune',
    ].join('\n');
    // The programs' environment as the gate gives it (src/adapters/proc.ts minimalEnv: an allow-list,
    // then the GATE_* variables of src/stages/replay.ts): no NODE_OPTIONS, no NODE_EXTRA_CA_CERTS. A
    // reference whose `node` programs inherited this shell's variables would pay what the gate's do
    // not (NODE_EXTRA_CA_CERTS alone adds hundreds of ms to each start on a machine that sets it).
    const programEnv = {
      PATH: process.env.PATH || '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      HOME: process.env.HOME || '/root',
      LANG: process.env.LANG || 'C.UTF-8',
      LC_ALL: process.env.LC_ALL || 'C.UTF-8',
      TMPDIR: process.env.TMPDIR || tmpdir(),
      TZ: process.env.TZ || 'UTC',
      PYTHONDONTWRITEBYTECODE: '1',
    };
    const seeds = JSON.parse(readFileSync(join(demo, 'base', 'fixtures', 'codec', 'manifest.json'), 'utf8'));
    // `demo-vs-script`: a plain Node script running the same generator and invariant for the same
    // seeds in the candidate's checkout, each program with the environment the gate gives it. The
    // script itself starts as the gate's CLI does (this process's environment), so both sides pay
    // the same `node` start-up.
    const plain = join(work, 'demo-plain.mjs');
    write(
      plain,
      [
        "import { spawnSync } from 'node:child_process';",
        "import { mkdirSync, rmSync } from 'node:fs';",
        "import { join } from 'node:path';",
        'const [dir, w] = process.argv.slice(2);',
        `const programEnv = ${JSON.stringify(programEnv)};`,
        `const inputs = ${JSON.stringify(JSON.stringify(seeds.inputs))};`,
        'const runProgram = (file, env) => {',
        '  const r = spawnSync(process.execPath, [join(dir, file)], { cwd: dir, env: { ...programEnv, ...env }, stdio: "ignore" });',
        '  if (r.status !== 0) throw new Error(`${file} exited ${r.status}`);',
        '};',
        'rmSync(w, { recursive: true, force: true });',
        `for (const seed of ${JSON.stringify(seeds.seed)}) {`,
        '  const out = join(w, `out-${seed}`);',
        '  mkdirSync(out, { recursive: true });',
        '  const env = { GATE_SEED: String(seed), GATE_INPUTS: inputs, GATE_OUT: out, GATE_CASES: out };',
        `  runProgram(${JSON.stringify(seeds.generator)}, env);`,
        "  runProgram('invariants/codec_roundtrip.mjs', env);",
        '}',
        '',
      ].join('\n'),
    );
    const n = reps(5);
    const r = interleave(n, {
      gate: (i) => {
        const x = must(gate(['run', '--base', base, '--out', join(work, `demo-out-${i}`)], dir), 'gate run');
        if (trace(x).verdict !== 'CLEAR') throw new Error(`demo: expected CLEAR, got ${trace(x).verdict}`);
        return x;
      },
      shell: () => must(run('bash', ['-c', script], { env: programEnv }), 'demo shell script'),
      script: () => must(run(node, [plain, dir, join(work, 'demo-plain')]), 'demo plain node script'),
    });
    const g = ms(r.gate);
    const s = ms(r.shell);
    const p = ms(r.script);
    const ratio = median(r.gate.map((x, i) => x.ms / r.shell[i].ms));
    const ratioPlain = median(r.gate.map((x, i) => x.ms / r.script[i].ms));
    figure({
      name: 'gate run overhead (demo)',
      measured: `${fmt(g, 0)} ms`,
      reference: `shell script ${fmt(s, 0)} ms`,
      ratio: `${fmt(ratio, 2)}×`,
      target: '≤ 1.3×',
      pass: ratio <= 1.3,
      values: { gate_ms: g, shell_ms: s, paired_ratio: ratio, reps: n },
    });
    figure({
      name: `gate run vs a plain node script (demo, generator + invariant × ${seeds.seed.length} seeds)`,
      measured: `${fmt(g, 0)} ms`,
      reference: `node script ${fmt(p, 0)} ms`,
      ratio: `${fmt(ratioPlain, 2)}×`,
      target: '≤ 1.5×',
      pass: ratioPlain <= 1.5,
      values: {
        gate_ms: g,
        script_ms: p,
        paired_ratio: ratioPlain,
        ratios: r.gate.map((x, i) => x.ms / r.script[i].ms),
        seeds: seeds.seed,
        reps: n,
      },
    });
  },

  /**
   * The demo's `gate run` the hosted runners' way — as a job user with passwordless sudo (made here,
   * as GitHub's `runner` is: the test helpers' way) — against the same run as root, interleaved, each
   * in a checkout of its own: what the sudo path adds (its privileged command server, each program's
   * `sudo -u`, the unmounts through sudo). Needs root and sudo; elsewhere it says why it did not run.
   */
  'sudo-path'() {
    if (process.getuid?.() !== 0 || spawnSync('sudo', ['-V'], { stdio: 'ignore' }).status !== 0) {
      console.error('bench: sudo-path: needs root with sudo installed here; not measured');
      return;
    }
    const user = `gate-bench-${process.pid}`;
    const sudoers = `/etc/sudoers.d/${user}`;
    must(run('useradd', ['-M', '-s', '/bin/sh', user]), 'useradd');
    writeFileSync(sudoers, `${user} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
    // The job user's checkout and temp folder, in a folder it can reach (the bench's own is private).
    const open = mkdtempSync(join(tmpdir(), 'gate-bench-sudo-'));
    try {
      chmodSync(open, 0o755);
      const asRoot = demoRepo('sudo-path-root', 0, 'clean');
      const mine = { ...demoRepo('sudo-path-user', 0, 'clean') };
      const dir = join(open, 'repo');
      renameSync(mine.dir, dir);
      const tmp = join(open, 'tmp');
      mkdirSync(tmp);
      must(run('chown', ['-R', `${user}:${user}`, dir, tmp]), 'chown');
      const n = reps(6);
      const r = interleave(n, {
        root: (i) => {
          const x = must(
            gate(['run', '--base', asRoot.base, '--out', join(work, `sudo-path-root-${i}`)], asRoot.dir),
            'gate run',
          );
          if (trace(x).verdict !== 'CLEAR')
            throw new Error(`sudo-path: expected CLEAR as root, got ${trace(x).verdict}`);
          return x;
        },
        sudo: (i) => {
          const x = must(
            run(
              'sudo',
              [
                '-n',
                '-u',
                user,
                '--',
                'env',
                '-i',
                `PATH=${process.env.PATH ?? ''}`,
                `HOME=${dir}`,
                `TMPDIR=${tmp}`,
                node,
                cli,
                'run',
                '--base',
                mine.base,
                '--out',
                join(tmp, `out-${i}`),
              ],
              { cwd: dir },
            ),
            'gate run as the job user',
          );
          const t = trace(x);
          if (t.verdict !== 'CLEAR' || t.sandbox?.mode !== 'user')
            throw new Error(
              `sudo-path: expected CLEAR in the sandbox, got ${t.verdict} (${t.sandbox?.mode})`,
            );
          return x;
        },
      });
      const ratio = median(r.sudo.map((x, i) => x.ms / r.root[i].ms));
      figure({
        name: 'gate run (demo) as a job user with passwordless sudo vs as root',
        measured: `${fmt(ms(r.sudo), 0)} ms`,
        reference: `as root ${fmt(ms(r.root), 0)} ms`,
        ratio: `${fmt(ratio, 2)}×`,
        target: '≤ 1.5×',
        pass: ratio <= 1.5,
        values: { sudo_ms: ms(r.sudo), root_ms: ms(r.root), paired_ratio: ratio, reps: n },
      });
    } finally {
      rmSync(open, { recursive: true, force: true });
      rmSync(sudoers, { force: true });
      run('userdel', [user]);
    }
  },

  /**
   * A `tests:` fixture on a passing patch: `gate run` against the same suite run directly as often as
   * the gate must run it — once with the probe applied, then the base inventory and the candidate side
   * by side (`node --test` over the test folder each time, as a user runs it). The ratio is what the gate
   * adds: the diff and scope, trees, the sandbox, one runner per file, the reports, the trace.
   */
  'tests-overhead'() {
    const dir = join(work, 'tests-fixture');
    const files = {
      'gate.yml': yml({
        fixtures: [
          {
            target: 'unit',
            tests: { runner: 'node-test', files: ['test/**/*.test.mjs'], seeds: [1] },
            probe: 'probes/add.patch',
          },
        ],
      }).replace('"version": 1', '"version": 2'),
      'src/math.mjs': [
        'export const add = (a, b) => a + b;',
        'export const mul = (a, b) => a * b;',
        'export const fib = (n) => (n < 2 ? n : fib(n - 1) + fib(n - 2));',
        '',
      ].join('\n'),
      'probes/add.patch': [
        'diff --git a/src/math.mjs b/src/math.mjs',
        '--- a/src/math.mjs',
        '+++ b/src/math.mjs',
        '@@ -1,3 +1,3 @@',
        '-export const add = (a, b) => a + b;',
        '+export const add = (a, b) => a - b;',
        ' export const mul = (a, b) => a * b;',
        ' export const fib = (n) => (n < 2 ? n : fib(n - 1) + fib(n - 2));',
        '',
      ].join('\n'),
    };
    for (const f of ['add', 'mul', 'fib', 'mixed'])
      files[`test/${f}.test.mjs`] = [
        "import { test } from 'node:test';",
        "import assert from 'node:assert/strict';",
        "import { add, mul, fib } from '../src/math.mjs';",
        ...Array.from(
          { length: 10 },
          (_, i) =>
            `test('${f} ${i}', () => { assert.equal(add(${i}, 1), ${i + 1}); assert.equal(mul(${i}, 2), ${i * 2}); assert.equal(fib(${10 + (i % 3)}), ${[55, 89, 144][i % 3]}); });`,
        ),
        '',
      ].join('\n');
    const base = initRepo(dir, files);
    commitCandidate(dir, { 'src/math.mjs': files['src/math.mjs'] + '// A comment.\n' });
    const suite = `node --test test/ > /dev/null`;
    const script = ['set -e', `cd '${dir}'`, suite, `${suite} & ${suite}; wait`].join('\n');
    const n = reps(5);
    const r = interleave(n, {
      gate: (i) => {
        const x = must(gate(['run', '--base', base, '--out', join(work, `tests-out-${i}`)], dir), 'gate run');
        if (trace(x).verdict !== 'CLEAR') throw new Error(`tests: expected CLEAR, got ${trace(x).verdict}`);
        return x;
      },
      shell: () => must(run('bash', ['-c', script]), 'the suite, directly'),
    });
    const g = ms(r.gate);
    const s = ms(r.shell);
    const ratio = median(r.gate.map((x, i) => x.ms / r.shell[i].ms));
    figure({
      name: 'tests: fixture overhead (node:test, 40 tests)',
      measured: `${fmt(g, 0)} ms`,
      reference: `the suite directly ×3 ${fmt(s, 0)} ms`,
      ratio: `${fmt(ratio, 2)}×`,
      target: '≤ 1.3×',
      pass: ratio <= 1.3,
      values: { gate_ms: g, shell_ms: s, paired_ratio: ratio, reps: n },
    });
  },

  /**
   * `gate run` on the demo's clean candidate (one file changed) in a repository of 100,000 files
   * (`GATE_BENCH_REPO_FILES`) against the same in one of 1,000: the demo plus filler files, the two
   * runs interleaved. What the gate does once per file of the repository shows here.
   */
  'repo-scale'() {
    const big = Number(process.env.GATE_BENCH_REPO_FILES ?? 100_000);
    const small = 1_000;
    const repos = {
      small: demoRepo('repo-scale-small', small, 'clean'),
      big: demoRepo('repo-scale-big', big, 'clean'),
    };
    const runIn = (label, i) => {
      const { dir, base } = repos[label];
      const x = must(
        gate(['run', '--base', base, '--out', join(work, `repo-scale-${label}-out-${i}`)], dir),
        'gate run',
      );
      if (trace(x).verdict !== 'CLEAR')
        throw new Error(`repo-scale: expected CLEAR, got ${trace(x).verdict}`);
      return x;
    };
    const n = reps(5);
    const r = interleave(n, { small: (i) => runIn('small', i), big: (i) => runIn('big', i) });
    const [sm, bg] = [ms(r.small), ms(r.big)];
    const ratio = median(r.big.map((x, i) => x.ms / r.small[i].ms));
    figure({
      name: `gate run, ${repos.big.files.toLocaleString('en')}-file repository vs ${repos.small.files.toLocaleString('en')}`,
      measured: `${fmt(bg, 0)} ms`,
      reference: `${repos.small.files.toLocaleString('en')} files ${fmt(sm, 0)} ms`,
      ratio: `${fmt(ratio, 2)}×`,
      target: '≤ 1.5×',
      pass: ratio <= 1.5,
      values: { big_ms: bg, small_ms: sm, paired_ratio: ratio, files: repos.big.files, reps: n },
    });
  },

  /**
   * `gate run` on the demo's regression candidate (a codec that breaks runs of 10 or more) with four
   * failing seeds, in a repository of 100,000 files (`GATE_BENCH_REPO_FILES`) against the same in one
   * of 1,000: the demo plus filler files, each repository made once, the two runs interleaved. Every
   * failing seed is replayed 1 + retry_cap times and once on the base, so what the gate does per file
   * of the repository for a base replay (its tree of the base) shows here. Both must label the
   * regression PROPERTY.
   */
  'scale-regression'() {
    const big = Number(process.env.GATE_BENCH_REPO_FILES ?? 100_000);
    const small = 1_000;
    const manifest = JSON.parse(
      readFileSync(join(root, 'examples', 'demo', 'base', 'fixtures', 'codec', 'manifest.json'), 'utf8'),
    );
    const seeds = [1402, 1403, 1404, 1405];
    const override = {
      'fixtures/codec/manifest.json': JSON.stringify({ ...manifest, seed: seeds }, null, 2) + '\n',
    };
    const t0 = performance.now();
    const repos = {
      small: demoRepo('scale-regression-small', small, 'regression', override),
      big: demoRepo('scale-regression-big', big, 'regression', override),
    };
    const makeMs = performance.now() - t0;
    const runIn = (label, i) => {
      const { dir, base } = repos[label];
      const x = gate(['run', '--base', base, '--out', join(work, `scale-regression-${label}-out-${i}`)], dir);
      if (x.stdout.length === 0)
        throw new Error(`scale-regression: gate run exited ${x.status}: ${x.stderr.slice(-2000)}`);
      const t = trace(x);
      const failing = (t.misses ?? []).length;
      if (t.label !== 'PROPERTY')
        throw new Error(
          `scale-regression (${label}): expected the label PROPERTY, got ${t.label} (${t.verdict}, ${t.reason_code})`,
        );
      return {
        ms: x.ms,
        verdict: t.verdict,
        label: t.label,
        classify_ms: stage(t, 'classify')?.elapsed_ms,
        failing,
        setup_ms: t.setup_ms,
        teardown_ms: t.teardown_ms,
        stages: Object.fromEntries(t.stages.map((st) => [st.name, st.elapsed_ms])),
      };
    };
    const n = reps(3);
    const r = interleave(n, { small: (i) => runIn('small', i), big: (i) => runIn('big', i) });
    const [sm, bg] = [ms(r.small), ms(r.big)];
    const ratio = median(r.big.map((x, i) => x.ms / r.small[i].ms));
    const med = (rs, k) => median(rs.map((x) => x[k]));
    figure({
      name: `gate run, a regression (${seeds.length} failing seeds), ${repos.big.files.toLocaleString('en')}-file repository vs ${repos.small.files.toLocaleString('en')}`,
      measured: `${fmt(bg, 0)} ms (setup ${fmt(med(r.big, 'setup_ms'), 0)}, classify ${fmt(med(r.big, 'classify_ms'), 0)} ms), ${r.big[0].label}`,
      reference: `${repos.small.files.toLocaleString('en')} files ${fmt(sm, 0)} ms (setup ${fmt(med(r.small, 'setup_ms'), 0)}, classify ${fmt(med(r.small, 'classify_ms'), 0)} ms)`,
      ratio: `${fmt(ratio, 2)}×`,
      target: '≤ 2×',
      pass: ratio <= 2,
      values: {
        big_ms: bg,
        small_ms: sm,
        paired_ratio: ratio,
        ratios: r.big.map((x, i) => x.ms / r.small[i].ms),
        files: repos.big.files,
        seeds,
        big: r.big,
        small: r.small,
        make_repos_ms: makeMs,
        reps: n,
      },
    });
  },

  /**
   * A patch adding 1,000,000 one-byte files (`GATE_BENCH_1M_FILES`, comma-separated counts, each run
   * once) graded by `gate run`: it must end with a verdict (a hold past one of the gate's caps is
   * one), not crash or run out of memory, within `GATE_BENCH_1M_TIMEOUT_S` (default 900 s; past it
   * the run is killed and the row fails). Wall time and peak RSS as patch-scale measures them. The
   * commit is made from git objects in a private index, as patch-scale makes its candidates.
   */
  async 'patch-1m'() {
    const dir = join(work, 'patch-1m');
    const counts = (process.env.GATE_BENCH_1M_FILES ?? '1000000').split(',').map(Number);
    const timeoutMs = Number(process.env.GATE_BENCH_1M_TIMEOUT_S ?? 900) * 1000;
    const base = initRepo(dir, {
      'README.md': 'bench\n',
      'specs/no_debugger.yml': 'predicates:\n  - forbid_added_lines: {"pattern": "\\\\bdebugger\\\\b"}\n',
      'probes/debugger.patch': addFilePatch('src/probe.js', ['debugger;']),
      'gate.yml': yml({ properties: [{ spec: 'specs/no_debugger.yml', probe: 'probes/debugger.patch' }] }),
    });
    const sh = (args, input, env = {}) =>
      execFileSync('git', args, { cwd: dir, input, maxBuffer: 1024 * MiB, env: { ...process.env, ...env } })
        .toString()
        .trim();
    const one = sh(['hash-object', '-w', '--stdin'], 'x');
    for (const count of counts) {
      const t0 = performance.now();
      const index = { GIT_INDEX_FILE: join(work, `patch-1m-${count}.index`) };
      sh(['read-tree', base], undefined, index);
      const parts = [];
      for (let i = 0; i < count; i++)
        parts.push(
          `100644 ${one}\tmany/d${String(Math.floor(i / 1000)).padStart(4, '0')}/f${String(i % 1000).padStart(3, '0')}.txt\n`,
        );
      sh(['update-index', '--index-info'], parts.join(''), index);
      const tree = sh(['write-tree'], undefined, index);
      const head = sh(['commit-tree', tree, '-p', base, '-m', `${count} files`]);
      rmSync(index.GIT_INDEX_FILE, { force: true });
      const makeMs = performance.now() - t0;
      // HEAD moves to the candidate; the work tree stays the base's (the built-in spec reads only the patch).
      sh(['update-ref', '--no-deref', 'HEAD', head]);
      const out = join(work, `patch-1m-out-${count}`);
      const x = await runCapped(node, [cli, 'run', '--base', base, '--out', out], { cwd: dir, timeoutMs });
      rmSync(out, { recursive: true, force: true });
      let t;
      try {
        t = x.stdout.length > 0 ? trace(x) : undefined;
      } catch {
        t = undefined;
      }
      const scope = t && stage(t, 'scope');
      const ended = !x.timedOut && t?.verdict !== undefined;
      const how = x.timedOut
        ? `killed at the ${timeoutMs / 1000} s timeout`
        : t === undefined
          ? `no trace: exit ${x.status ?? x.signal}: ${x.stderr.slice(-300)}`
          : `${t.verdict} (${t.reason_code}${scope?.code ? `, scope ${scope.code}` : ''})`;
      figure({
        name: `gate run, ${count.toLocaleString('en')} one-byte files added`,
        measured: `${fmt(x.ms / 1000, 1)} s, peak RSS ${fmt(x.peakRssMiB, 0)} MiB, ${how}`,
        reference: '—',
        ratio: `${fmt(x.ms / 1000, 1)} s`,
        target: `a verdict within ${timeoutMs / 1000} s, no crash`,
        pass: ended,
        values: {
          files: count,
          wall_ms: x.ms,
          peak_rss_mib: x.peakRssMiB,
          exit: x.status,
          signal: x.signal,
          timed_out: x.timedOut,
          verdict: t?.verdict,
          reason_code: t?.reason_code,
          reason: t?.reason,
          scope: scope?.code,
          scope_detail: scope?.detail,
          setup_ms: t?.setup_ms,
          make_commit_ms: makeMs,
          stderr_tail: ended ? undefined : x.stderr.slice(-2000),
          timeout_ms: timeoutMs,
        },
      });
    }
  },

  /**
   * The replay pool: the fixture stage with 8 seeds of a 200 ms invariant, and the classify stage with
   * 5 seeds of a deterministic regression (1 + retry_cap candidate replays and 1 base replay each),
   * with `replay_concurrency` at the machine's CPUs and at 1, side by side. Stage times from the trace.
   */
  'replay-pool'() {
    const workers = Math.min(cpus().length, 64);
    const project = (name, concurrency, seeds, behaviour) => {
      const dir = join(work, `pool-${name}-${concurrency}`);
      const base = initRepo(dir, {
        'gate.yml': [
          'version: 1',
          'budgets:',
          '  replay_timeout_ms: 20000',
          '  retry_cap: 2',
          `  replay_concurrency: ${concurrency}`,
          'fixtures:',
          '  - target: lib.sleepy',
          '    manifest: fixtures/manifest.json',
          '    invariant: invariants/sleepy.mjs',
          '',
        ].join('\n'),
        'fixtures/manifest.json': JSON.stringify({
          generator: 'fixtures/gen.mjs',
          generator_id: 'bench/1',
          inputs: ['fixtures/input.txt'],
          seed: seeds,
        }),
        'fixtures/gen.mjs':
          "import { writeFileSync } from 'node:fs';\nwriteFileSync(process.env.GATE_OUT + '/cases.json', '{}');\n",
        'fixtures/input.txt': 'words\n',
        'invariants/sleepy.mjs': [
          "import { join } from 'node:path';",
          "import { pathToFileURL } from 'node:url';",
          "const { ok } = await import(pathToFileURL(join(process.cwd(), 'src/lib.mjs')).href);",
          'await new Promise((r) => setTimeout(r, 200));',
          'process.exit(ok(Number(process.env.GATE_SEED)) ? 0 : 1);',
          '',
        ].join('\n'),
        'src/lib.mjs': 'export const ok = () => true;\n',
      });
      commitCandidate(dir, { 'src/lib.mjs': `export const ok = (seed) => ${behaviour};\n` });
      return { dir, base };
    };
    const rows = [
      {
        name: 'fixture',
        stage: 'fixture',
        seeds: [1, 2, 3, 4, 5, 6, 7, 8],
        behaviour: 'true',
        code: 'REPLAY_MATCH',
      },
      { name: 'classify', stage: 'classify', seeds: [1, 2, 3, 4, 5], behaviour: 'false', code: 'PROPERTY' },
    ];
    for (const row of rows) {
      const pooled = project(row.name, workers, row.seeds, row.behaviour);
      const serial = project(row.name, 1, row.seeds, row.behaviour);
      const stageMs = (p, i) => {
        const x = gate(['run', '--base', p.base, '--out', join(work, `pool-out-${row.name}-${i}`)], p.dir);
        const st = stage(trace(x), row.stage);
        if (st?.code !== row.code)
          throw new Error(`replay pool ${row.name}: expected ${row.code}, got ${st?.code}`);
        return { ms: st.elapsed_ms };
      };
      const n = reps(3);
      const r = interleave(n, {
        pool: (i) => stageMs(pooled, `p${i}`),
        serial: (i) => stageMs(serial, `s${i}`),
      });
      const [p, q] = [ms(r.pool), ms(r.serial)];
      const ratios = r.pool.map((x, i) => x.ms / r.serial[i].ms).sort((a, b) => a - b);
      const ratio = median(ratios);
      const what = row.name === 'fixture' ? '8 seeds × 200 ms' : '5 seeds, a regression';
      figure({
        name: `${row.name} stage, pool of ${workers} vs 1 (${what})`,
        measured: `${fmt(p, 0)} ms`,
        reference: `replay_concurrency 1 ${fmt(q, 0)} ms`,
        ratio: `${fmt(ratio, 2)}×`,
        target: '≤ 0.6×',
        pass: ratio <= 0.6,
        values: {
          pool_ms: p,
          serial_ms: q,
          workers,
          paired_ratio: ratio,
          ratio_min: ratios[0],
          ratio_max: ratios.at(-1),
          reps: n,
        },
      });
    }
  },

  /**
   * An exercise + judge fixture against the same law as one program: the same generator, seeds,
   * cases and code, the law (every output is the square of its case) checked in the invariant's
   * process, or split into an exercise that writes the outputs and a judge that reads them. The
   * fixture stage's time from the trace, paired run by run; `replay_concurrency: 1`, so the figure
   * is the cost per replay and not how the pool hides it.
   */
  'exercise-judge'() {
    const SEEDS = [1, 2, 3, 4, 5, 6];
    const project = (name, split) => {
      const dir = join(work, `judge-${name}`);
      const base = initRepo(dir, {
        'gate.yml': [
          'version: 2',
          'budgets:',
          '  replay_timeout_ms: 20000',
          '  replay_concurrency: 1',
          'fixtures:',
          '  - target: square',
          '    manifest: fixtures/manifest.json',
          ...(split ? ['    exercise: exercises/square.mjs'] : []),
          `    invariant: invariants/${split ? 'judge' : 'one'}.mjs`,
          '    probe: probes/off.patch',
          '',
        ].join('\n'),
        'fixtures/manifest.json': JSON.stringify({
          generator: 'fixtures/gen.mjs',
          generator_id: 'bench-square/1',
          inputs: ['fixtures/input.txt'],
          seed: SEEDS,
        }),
        'fixtures/gen.mjs':
          "import { writeFileSync } from 'node:fs';\nconst s = Number(process.env.GATE_SEED);\nwriteFileSync(process.env.GATE_OUT + '/cases.json', JSON.stringify(Array.from({ length: 1000 }, (_, i) => (i * 7919 + s) % 10007)));\n",
        'fixtures/input.txt': 'squares\n',
        'invariants/one.mjs': [
          "import { readFileSync } from 'node:fs';",
          "import { square } from '../src/lib.mjs';",
          "const cases = JSON.parse(readFileSync(process.env.GATE_CASES + '/cases.json', 'utf8'));",
          'process.exit(cases.every((x) => square(x) === x * x) ? 0 : 1);',
          '',
        ].join('\n'),
        'exercises/square.mjs': [
          "import { readFileSync, writeFileSync } from 'node:fs';",
          "import { square } from '../src/lib.mjs';",
          "const cases = JSON.parse(readFileSync(process.env.GATE_CASES + '/cases.json', 'utf8'));",
          "writeFileSync(process.env.GATE_OUTPUTS + '/out.json', JSON.stringify(cases.map((x) => square(x))));",
          '',
        ].join('\n'),
        'invariants/judge.mjs': [
          "import { readFileSync } from 'node:fs';",
          "const r = (d, n) => JSON.parse(readFileSync(process.env[d] + '/' + n, 'utf8'));",
          "const cases = r('GATE_CASES', 'cases.json');",
          "const out = r('GATE_OUTPUTS', 'out.json');",
          'process.exit(cases.every((x, i) => out[i] === x * x) ? 0 : 1);',
          '',
        ].join('\n'),
        'probes/off.patch':
          'diff --git a/src/lib.mjs b/src/lib.mjs\n--- a/src/lib.mjs\n+++ b/src/lib.mjs\n@@ -1 +1 @@\n-export const square = (x) => x * x;\n+export const square = (x) => x + x;\n',
        'src/lib.mjs': 'export const square = (x) => x * x;\n',
      });
      commitCandidate(dir, { 'src/lib.mjs': 'export const square = (x) => x ** 2;\n' });
      return { dir, base };
    };
    const one = project('one', false);
    const split = project('split', true);
    const stageMs = (p, i) => {
      const x = gate(['run', '--base', p.base, '--out', join(work, `judge-out-${i}`)], p.dir);
      const st = stage(trace(x), 'fixture');
      if (st?.code !== 'REPLAY_MATCH')
        throw new Error(`exercise-judge: expected REPLAY_MATCH, got ${st?.code}`);
      return { ms: st.elapsed_ms };
    };
    const n = reps(5);
    const r = interleave(n, { split: (i) => stageMs(split, `s${i}`), one: (i) => stageMs(one, `o${i}`) });
    const [a, b] = [ms(r.split), ms(r.one)];
    const ratios = r.split.map((x, i) => x.ms / r.one[i].ms).sort((x, y) => x - y);
    const ratio = median(ratios);
    figure({
      name: `fixture stage, exercise + judge vs one program (${SEEDS.length} seeds and the probe)`,
      measured: `${fmt(a, 0)} ms`,
      reference: `one program ${fmt(b, 0)} ms`,
      ratio: `${fmt(ratio, 2)}×`,
      target: '≤ 1.3×',
      pass: ratio <= 1.3,
      values: {
        split_ms: a,
        one_ms: b,
        paired_ratio: ratio,
        ratio_min: ratios[0],
        ratio_max: ratios.at(-1),
        reps: n,
      },
    });
  },

  /** `gate run` on a 50,000-line patch over 2,000 files with 12 built-in predicates. */
  'big-patch'() {
    const dir = join(work, 'big');
    const FILES = 2000;
    const LINES = 25;
    const preds = [
      ['forbid_added_lines', { pattern: 'console\\.log\\(', paths: ['src/**'] }, 'console.log("x")'],
      ['forbid_added_lines', { pattern: '\\bdebugger\\b', paths: ['**/*.ts'] }, 'debugger;'],
      ['forbid_added_lines', { pattern: 'TODO|FIXME|XXX', flags: 'i' }, '// todo later'],
      ['forbid_added_lines', { pattern: '\\beval\\(', paths: ['src/**/*.ts'] }, 'eval("1")'],
      ['forbid_added_lines', { pattern: 'password\\s*=\\s*["\']', flags: 'i' }, 'password = "x"'],
      ['forbid_added_lines', { pattern: '\\s+$' }, 'trailing   '],
      ['forbid_added_lines', { pattern: '^\\s*import .* from "lodash"' }, 'import x from "lodash"'],
      ['forbid_added_lines', { pattern: '\\.only\\(', paths: ['**/*.test.ts', 'src/**'] }, 'it.only("x")'],
      ['forbid_added_lines', { pattern: 'AKIA[0-9A-Z]{16}' }, 'AKIAABCDEFGHIJKLMNOP'],
      ['forbid_paths', { paths: ['**/*.pem', 'secrets/**'] }, null],
      ['forbid_paths', { paths: ['.github/workflows/**', '**/package-lock.json'] }, null],
      ['diff_size', { max_files: 5000, max_added_lines: 100000, max_removed_lines: 0 }, null],
    ];
    const files = { 'README.md': 'bench\nline two\n' };
    const props = [];
    preds.forEach(([kind, body, bad], i) => {
      const id = String(i + 1).padStart(2, '0');
      files[`specs/p${id}.yml`] = `predicates:\n  - ${kind}: ${JSON.stringify(body)}\n`;
      let probe;
      if (kind === 'forbid_added_lines') probe = addFilePatch('src/probe.ts', [bad]);
      else if (kind === 'forbid_paths')
        probe = addFilePatch(body.paths[0].replace('**/*', 'x').replace('**', 'k'), ['k']);
      else
        probe =
          'diff --git a/README.md b/README.md\n--- a/README.md\n+++ b/README.md\n@@ -1,2 +1,1 @@\n bench\n-line two\n';
      files[`probes/p${id}.patch`] = probe;
      props.push({ spec: `specs/p${id}.yml`, probe: `probes/p${id}.patch` });
    });
    files['gate.yml'] = yml({ properties: props });
    for (let f = 0; f < FILES; f++)
      files[`src/mod${String(f).padStart(4, '0')}/index.ts`] = `export const id = ${f};\n`;
    const base = initRepo(dir, files);
    const cand = {};
    for (let f = 0; f < FILES; f++) {
      const lines = [`export const id = ${f};`];
      for (let l = 0; l < LINES; l++)
        lines.push(`export function f${l}(a: number, b: string): string { return b.repeat(a + ${l * f}); }`);
      cand[`src/mod${String(f).padStart(4, '0')}/index.ts`] = lines.join('\n') + '\n';
    }
    commitCandidate(dir, cand);
    const n = reps(3);
    const r = interleave(n, {
      gate: (i) => {
        const x = must(gate(['run', '--base', base, '--out', join(work, `big-out-${i}`)], dir), 'gate run');
        const t = trace(x);
        const p = stage(t, 'property');
        if (p?.code !== 'PROPERTY_CLEAR') throw new Error(`big patch: ${JSON.stringify(t.properties)}`);
        return { ms: p.elapsed_ms, wall: x.ms };
      },
    });
    const g = ms(r.gate);
    figure({
      name: 'property, 50k lines / 2k files',
      measured: `${fmt(g, 0)} ms`,
      reference: '—',
      ratio: `${fmt(g / 1000, 2)} s`,
      target: '≤ 1 s',
      pass: g <= 1000,
      values: {
        added_lines: FILES * LINES,
        files: FILES,
        predicates: preds.length,
        property_stage_ms: g,
        gate_wall_ms: median(r.gate.map((x) => x.wall)),
        reps: n,
      },
    });
  },

  /**
   * Gate-side cost that follows the candidate, side by side in one run, from one checkout of the base:
   * - patches of 1, 10 and 100 MiB (`GATE_BENCH_PATCH_MIB`, comma-separated), each over files of
   *   52,400 bytes (20, 200, 2,000 of them: the largest changed file stays the same), interleaved:
   *   the patch step's time (`setup_ms` plus the scope stage: reading, hashing, parsing and scoping
   *   the patch, before any program runs), the whole run's wall time and peak RSS; each figure is a
   *   ratio to the next smaller patch measured in the same repetition (linear: 10×), and the RSS
   *   figure is its growth per MiB of patch between the two largest;
   * - a patch that adds N one-byte files next to one adding N/10 (N = `GATE_BENCH_FILES`, default
   *   100,000), so a linear gate shows a ratio near 10, a quadratic one near 100.
   * The candidate commits are made from git objects (`update-index --index-info` in a private index),
   * so no file is written to disk; `--head` is not needed: HEAD moves to the candidate, the work tree
   * stays the base's.
   */
  async 'patch-scale'() {
    const dir = join(work, 'scale');
    const N = Number(process.env.GATE_BENCH_FILES ?? 100_000);
    const sizes = (process.env.GATE_BENCH_PATCH_MIB ?? '1,10,100').split(',').map(Number);
    const base = initRepo(dir, {
      'README.md': 'bench\n',
      'specs/no_debugger.yml': 'predicates:\n  - forbid_added_lines: {"pattern": "\\\\bdebugger\\\\b"}\n',
      'probes/debugger.patch': addFilePatch('src/probe.js', ['debugger;']),
      'gate.yml': yml({ properties: [{ spec: 'specs/no_debugger.yml', probe: 'probes/debugger.patch' }] }),
    });
    const sh = (args, input) =>
      execFileSync('git', args, {
        cwd: dir,
        input,
        maxBuffer: 1024 * MiB,
        env: { ...process.env, ...gitIndexEnv },
      })
        .toString()
        .trim();
    let gitIndexEnv = {};
    /** A commit on top of the base adding `entries` ([path, blob] pairs), made in a private index. */
    const commitOf = (name, lines) => {
      gitIndexEnv = { GIT_INDEX_FILE: join(work, `scale-${name}.index`) };
      sh(['read-tree', base]);
      sh(['update-index', '--index-info'], lines);
      const tree = sh(['write-tree']);
      gitIndexEnv = {};
      return sh(['commit-tree', tree, '-p', base, '-m', name]);
    };
    const one = sh(['hash-object', '-w', '--stdin'], 'x');
    const manyLines = (n) => {
      const parts = [];
      for (let i = 0; i < n; i++) {
        const d = String(Math.floor(i / 1000)).padStart(4, '0');
        parts.push(`100644 ${one}\tmany/d${d}/f${String(i % 1000).padStart(3, '0')}.txt\n`);
      }
      return parts.join('');
    };
    const t0 = performance.now();
    const small = commitOf('small', manyLines(N / 10));
    const large = commitOf('large', manyLines(N));
    // Files of 52,400 bytes (524 lines of 100 bytes), 20 per MiB of patch; the blobs are shared
    // between the sizes (the largest patch's first files are the smaller ones' files).
    const lineOf = (f, l) =>
      `export const v${l} = ${JSON.stringify(`${f}:${l}:`.padEnd(78, 'x'))};\n`.slice(0, 99) + '\n';
    const fileCount = (mib) => Math.round(mib * 20);
    const blobs = [];
    for (let f = 0; f < fileCount(Math.max(...sizes)); f++) {
      let text = '';
      for (let l = 0; l < 524; l++) text += lineOf(f, l);
      blobs.push(sh(['hash-object', '-w', '--stdin'], text));
    }
    const patches = Object.fromEntries(
      sizes.map((mib) => [
        mib,
        commitOf(
          `big-${mib}`,
          blobs
            .slice(0, fileCount(mib))
            .map((oid, f) => `100644 ${oid}\tbig/m${String(f).padStart(4, '0')}.ts\n`)
            .join(''),
        ),
      ]),
    );
    const makeMs = performance.now() - t0;
    const runOne = async (head, i) => {
      const out = join(work, `scale-out-${head.slice(0, 7)}-${i}`);
      // HEAD moves to the candidate; the work tree stays the base's (no file written): the gate
      // takes the patch from git objects, and the built-in spec reads only the patch.
      sh(['update-ref', '--no-deref', 'HEAD', head]);
      const x = await runSampledOrTime([cli, 'run', '--base', base, '--out', out], dir);
      rmSync(out, { recursive: true, force: true });
      if (x.stdout.length === 0) throw new Error(`gate run exited ${x.status}: ${x.stderr.slice(-2000)}`);
      const t = trace(x);
      const scope = stage(t, 'scope');
      return {
        ms: x.ms,
        rss: x.peakRssMiB,
        verdict: t.verdict,
        reason: t.reason_code,
        scope: scope?.code,
        setup: t.setup_ms,
        patch_step_ms: (t.setup_ms ?? NaN) + (scope?.elapsed_ms ?? NaN),
        property_ms: stage(t, 'property')?.elapsed_ms,
        detail: scope?.detail,
      };
    };
    const nSizes = reps(2);
    const bySize = await interleaveAsync(
      nSizes,
      Object.fromEntries(sizes.map((mib) => [mib, (i) => runOne(patches[mib], i)])),
    );
    const med = (rs, k) => median(rs.map((x) => x[k]));
    for (let j = 1; j < sizes.length; j++) {
      const [lo, hi] = [bySize[sizes[j - 1]], bySize[sizes[j]]];
      const paired = (k) => median(hi.map((x, i) => x[k] / lo[i][k]));
      const step = paired('patch_step_ms');
      const wall = paired('ms');
      const rss = paired('rss');
      const perMiB = (med(hi, 'rss') - med(lo, 'rss')) / (sizes[j] - sizes[j - 1]);
      const factor = sizes[j] / sizes[j - 1];
      figure({
        name: `gate run, ${sizes[j]} MiB patch vs ${sizes[j - 1]} MiB`,
        measured: `patch step ${fmt(med(hi, 'patch_step_ms'), 0)} ms, wall ${fmt(med(hi, 'ms') / 1000, 1)} s, RSS ${fmt(med(hi, 'rss'), 0)} MiB`,
        reference: `${fmt(med(lo, 'patch_step_ms'), 0)} ms, ${fmt(med(lo, 'ms') / 1000, 1)} s, ${fmt(med(lo, 'rss'), 0)} MiB`,
        ratio: `step ${fmt(step, 1)}×, wall ${fmt(wall, 1)}×, RSS ${fmt(rss, 2)}× (+${fmt(perMiB, 2)} MiB per patch MiB)`,
        target: `step ≤ ${fmt(factor * 1.5, 0)}× (linear: ${fmt(factor, 0)}×)`,
        pass: step <= factor * 1.5 && hi.every((x) => x.verdict !== undefined),
        values: {
          patch_mib: sizes[j],
          reference_patch_mib: sizes[j - 1],
          files: fileCount(sizes[j]),
          paired_ratio_patch_step: step,
          paired_ratio_wall: wall,
          paired_ratio_rss: rss,
          rss_mib_per_patch_mib: perMiB,
          runs: hi,
          reference_runs: lo,
          reps: nSizes,
        },
      });
    }
    const biggest = bySize[Math.max(...sizes)];
    figure({
      name: `gate run, ${Math.max(...sizes)} MiB patch / ${fileCount(Math.max(...sizes)).toLocaleString('en')} files`,
      measured: `peak RSS ${fmt(med(biggest, 'rss'), 0)} MiB (${biggest[0].scope ?? biggest[0].reason})`,
      reference: '—',
      ratio: `${fmt(med(biggest, 'rss'), 0)} MiB`,
      target: '≤ 150 MiB',
      pass: med(biggest, 'rss') <= 150,
      values: { runs: biggest, reps: nSizes },
    });
    const n = reps(1);
    const r = await interleaveAsync(n, {
      small: (i) => runOne(small, i),
      large: (i) => runOne(large, i),
    });
    const [s, l] = [r.small[0], r.large[0]];
    const ratio = median(r.large.map((x, i) => x.ms / r.small[i].ms));
    figure({
      name: `gate run, ${N.toLocaleString('en')} one-byte files added`,
      measured: `${fmt(l.ms / 1000, 1)} s (${l.scope ?? l.reason}), RSS ${fmt(l.rss, 0)} MiB`,
      reference: `${(N / 10).toLocaleString('en')} files ${fmt(s.ms / 1000, 1)} s`,
      ratio: `${fmt(ratio, 1)}×`,
      target: '≤ 15× (linear: 10×)',
      pass: ratio <= 15 && l.verdict !== undefined,
      values: {
        files: N,
        large: r.large,
        small: r.small,
        paired_ratio: ratio,
        make_commits_ms: makeMs,
        reps: n,
      },
    });
    const peak = median(r.large.map((x) => x.rss));
    figure({
      name: `gate run, ${N.toLocaleString('en')} one-byte files added: peak RSS`,
      measured: `peak RSS ${fmt(peak, 0)} MiB (${l.scope ?? l.reason})`,
      reference: '—',
      ratio: `${fmt(peak, 0)} MiB`,
      target: '≤ 150 MiB',
      pass: peak <= 150 && r.large.every((x) => x.verdict !== undefined),
      values: { runs: r.large, reps: n },
    });
  },

  /**
   * Per-process cost of the sandbox: one trivial program (a bash script that exits 0) started through
   * the sandboxed runner and through the plain one, interleaved, in one run. The runners come from
   * src/ (transpiled here), so the figure is the runner itself, not a CLI around it. The sandbox's
   * one-off cost per run (making and removing the user, granting the checkout) is reported apart.
   */
  async sandbox() {
    const dir = join(work, 'sandbox');
    const lib = join(dir, 'lib');
    const ts = (await import('typescript')).default;
    for (const name of ['proc', 'sandbox']) {
      const src = readFileSync(join(root, 'src', 'adapters', `${name}.ts`), 'utf8');
      const out = ts.transpileModule(src, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      write(join(lib, `${name}.mjs`), out.replaceAll("'./proc.js'", "'./proc.mjs'"));
    }
    const { chooseRunner } = await import(join(lib, 'sandbox.mjs'));
    const checkout = join(dir, 'checkout');
    write(join(checkout, 'src', 'lib.txt'), 'x\n');
    write(join(checkout, 'prog.sh'), 'exit 0\n');
    const t0 = performance.now();
    const boxed = chooseRunner({ setting: 'auto', checkout });
    const setupMs = performance.now() - t0;
    if (boxed.sandbox.mode !== 'user') {
      figure({
        name: 'sandbox per process',
        measured: 'not run',
        reference: '—',
        ratio: '—',
        target: 'report only',
        pass: true,
        values: { reason: boxed.sandbox.reason },
      });
      return;
    }
    const plain = chooseRunner({ setting: 'off' });
    const spec = { file: join(checkout, 'prog.sh'), cwd: checkout, timeoutMs: 10_000 };
    const once = async (runner) => {
      const t = performance.now();
      const r = await runner.run(spec);
      if (r.exitCode !== 0)
        throw new Error(`sandbox bench: the program ${r.spawnError ?? `exited ${r.exitCode}`}`);
      return { ms: performance.now() - t };
    };
    const n = reps(200);
    let r;
    let disposeMs;
    try {
      await once(boxed);
      await once(plain);
      r = await interleaveAsync(n, { boxed: () => once(boxed), plain: () => once(plain) });
    } finally {
      const t1 = performance.now();
      boxed.dispose();
      disposeMs = performance.now() - t1;
    }
    const [b, p] = [ms(r.boxed), ms(r.plain)];
    const ratio = median(r.boxed.map((x, i) => x.ms / r.plain[i].ms));
    figure({
      name: 'sandbox per process',
      measured: `${fmt(b, 2)} ms`,
      reference: `no sandbox ${fmt(p, 2)} ms`,
      ratio: `${fmt(ratio, 3)}×`,
      target: 'report only',
      pass: true,
      values: {
        sandboxed_ms: b,
        plain_ms: p,
        paired_ratio: ratio,
        setup_ms: setupMs,
        dispose_ms: disposeMs,
        user: boxed.sandbox.user,
        reps: n,
      },
    });
    figure({
      name: 'sandbox setup + undo, once per run',
      measured: `${fmt(setupMs + disposeMs, 0)} ms`,
      reference: '—',
      ratio: `${fmt(setupMs, 0)} + ${fmt(disposeMs, 0)} ms`,
      target: 'report only',
      pass: true,
      values: { setup_ms: setupMs, dispose_ms: disposeMs },
    });
  },
};

/** Peak RSS of the gate process: /usr/bin/time when present, else its VmHWM sampled from /proc. */
async function runSampledOrTime(args, cwd) {
  if (TIME) return run(node, args, { cwd, rss: true });
  return runSampled(node, args, { cwd });
}

/** A process that still runs: not gone, and not a zombie (killed, waiting to be reaped by init). */
function alive(pid) {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** The files under `from`, by their path relative to it. */
function collect(from, to = from, into = {}) {
  for (const name of readdirSync(from)) {
    const p = join(from, name);
    if (statSync(p).isDirectory()) collect(p, to, into);
    else into[relative(to, p)] = readFileSync(p);
  }
  return into;
}

/**
 * A repository of `n` files: the demo's base (with `override` files on top) plus filler files, and
 * the demo's `candidate` committed on a branch off it. Returns its folder, base commit and file count.
 */
function demoRepo(name, n, candidate, override = {}) {
  const demo = join(root, 'examples', 'demo');
  const dir = join(work, name);
  const files = { ...collect(join(demo, 'base')), ...override };
  const filler = n - Object.keys(files).length;
  for (let i = 0; i < filler; i++)
    files[`filler/d${String(Math.floor(i / 1000)).padStart(3, '0')}/f${i}.txt`] = `filler ${i}\n`;
  const base = initRepo(dir, files);
  commitCandidate(dir, collect(join(demo, 'candidates', candidate)));
  return { dir, base, files: Object.keys(files).length };
}

/** gate.yml text from a plain object (JSON is YAML). */
function yml(o) {
  return JSON.stringify({ version: 1, ...o }, null, 2) + '\n';
}

/** Names `--only` also takes: a row measured as part of another. */
const ALIASES = { 'demo-vs-script': 'demo-overhead' };

// ---------------------------------------------------------------------------------------------
const started = Date.now();
let failed = false;
try {
  for (const [name, f] of Object.entries(benches)) {
    if (only && !only.some((o) => (ALIASES[o] ?? o) === name)) continue;
    const t0 = Date.now();
    try {
      await f();
    } catch (err) {
      failed = true;
      console.error(`bench: ${name}: ERROR ${err.stack ?? err}`);
      figures.push({
        name,
        measured: 'error',
        reference: '',
        ratio: '',
        target: '',
        pass: false,
        error: String(err),
      });
    }
    console.error(`bench: ${name} took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
} finally {
  if (!opts.keep) rmSync(work, { recursive: true, force: true });
}

const cols = ['figure', 'measured', 'reference', 'ratio', 'target', 'result'];
const rows = figures.map((f) => [
  f.name,
  f.measured,
  f.reference,
  f.ratio,
  f.target,
  f.pass ? 'PASS' : 'MISS',
]);
const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)));
const line = (r) => '| ' + r.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
console.log(line(cols));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const r of rows) console.log(line(r));

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpu: cpus()[0]?.model,
  duration_s: Math.round((Date.now() - started) / 1000),
  reps_scale: scale,
  figures,
};
if (!only) writeFileSync(join(root, 'bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
// `--json FILE`: the same figures written elsewhere too (an `--only` run's, which never go to results.json).
if (opts.json) writeFileSync(opts.json, JSON.stringify({ ...results, only }, null, 2) + '\n');
console.log(
  `\n${only ? '(--only: bench/results.json not written)' : 'wrote bench/results.json'} in ${results.duration_s} s`,
);
process.exitCode = failed ? 1 : 0;
