// `node scripts/summaries.mjs [--out DIR]` (after a build): one rendered check summary for every
// outcome of SPEC §3, written to examples/summaries/ (or DIR; without --out two of them also go into
// the README's "What the check shows"). Each comes from a real run: the demo
// project (examples/demo) and small variants of it are committed to temporary git repositories, graded
// with `gate run`, and rendered with `gate summary` exactly as the action posts them (with the links a
// run's artifact gives). Only what changes from one run to the next is normalised, so the files
// regenerate byte for byte: times, the run id inside each run record (and so the record digests, and
// the commit shas after a freeze row, which stores a record), and the remaining budget a killed process
// was given. __tests__/examples.test.ts regenerates them and
// fails when they differ.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const demo = join(root, 'examples', 'demo');
const cli = process.env.GATE_CLI ?? join(root, 'dist', 'cli.js');
const outArg = process.argv.indexOf('--out');
const outDir = outArg > 0 ? process.argv[outArg + 1] : join(root, 'examples', 'summaries');

// Commits with fixed names and dates have the same shas on every machine.
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'demo',
  GIT_AUTHOR_EMAIL: 'demo@example.com',
  GIT_COMMITTER_NAME: 'demo',
  GIT_COMMITTER_EMAIL: 'demo@example.com',
  GIT_AUTHOR_DATE: '2025-06-02T10:00:00Z',
  GIT_COMMITTER_DATE: '2025-06-02T10:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};
const RUN = { id: 4242, attempt: 1, number: 17 };
const ARTIFACT = `gate-${RUN.id}-${RUN.attempt}-gate`;
const RUN_URL = `https://github.com/OWNER/REPO/actions/runs/${RUN.id}/attempts/${RUN.attempt}`;
const ARTIFACT_URL = `https://github.com/OWNER/REPO/actions/runs/${RUN.id}/artifacts/9001`;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

function copyTree(from, to) {
  for (const f of files(from)) {
    const dest = join(to, relative(from, f));
    mkdirSync(dirname(dest), { recursive: true });
    cpSync(f, dest);
  }
}

/** A repository: the demo base with `baseEdits`, then a candidate commit (a demo candidate and/or edits). */
function repository(work, { baseEdits = {}, candidate, candidateEdits = {} }) {
  const repo = join(work, 'repo');
  mkdirSync(repo, { recursive: true });
  const git = (...args) => execFileSync('git', args, { cwd: repo, env: GIT_ENV, encoding: 'utf8' }).trim();
  copyTree(join(demo, 'base'), repo);
  write(repo, baseEdits);
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const base = git('rev-parse', 'HEAD');
  git('checkout', '-q', '-b', 'candidate');
  if (candidate !== undefined) copyTree(join(demo, 'candidates', candidate), repo);
  write(repo, candidateEdits);
  git('add', '-A');
  git('commit', '-qm', 'candidate');
  return { repo, base, git };
}

function write(repo, edits) {
  for (const [rel, content] of Object.entries(edits)) {
    const p = join(repo, rel);
    if (content === null) rmSync(p, { force: true });
    else {
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, content);
    }
  }
}

function gate(cwd, args) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`gate ${args.join(' ')} exited ${r.status}\n${r.stderr}`);
  return r.stdout;
}

function grade(repo, base, out, runNumber = RUN.number) {
  execFileSync('git', ['clean', '-fdxq'], { cwd: repo });
  gate(repo, ['run', '--base', base, '--out', out, '--run-number', String(runNumber), '--quiet']);
  return JSON.parse(readFileSync(join(out, 'trace.json'), 'utf8'));
}

/**
 * The flaky candidate (examples/demo/candidates/flaky) flakes on a cold upstream, which stays warm for a
 * few seconds after each request: a run graded just after another would find it warm and not flake at
 * all. Each grading of it waits the upstream out first, then checks the shape the examples show — one
 * SCHEDULER miss, seed 1402, passing on its first retry (`want` says what else) — and grades again, after
 * another wait, when a loaded machine spread the replays so far apart that the upstream cooled in between.
 */
const UPSTREAM_IDLE_MS = 4500;
const FLAKY_TRIES = 3;
function gradeFlaky(repo, base, out, runNumber, want) {
  for (let attempt = 1; ; attempt++) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, UPSTREAM_IDLE_MS);
    rmSync(out, { recursive: true, force: true });
    const trace = grade(repo, base, out, runNumber);
    const shape = trace.misses.map((m) => `${m.seed}:${m.decision.label}:${m.retries.join(',')}`).join(' ');
    const why =
      shape === '1402:SCHEDULER:pass' && trace.verdict === want
        ? undefined
        : `${trace.verdict}, misses: ${shape || 'none'}`;
    if (why === undefined) return trace;
    if (attempt === FLAKY_TRIES)
      throw new Error(
        `the flaky candidate did not flake as the examples show in ${FLAKY_TRIES} tries (${why})`,
      );
    process.stderr.write(`flaky candidate: ${why}; not the shape the examples show: grading again\n`);
  }
}

/** What differs between two runs of the same work, made fixed. Nothing that decides the verdict. */
function normalise(trace, repo) {
  const digest = (text) => createHash('sha256').update(`example:${text}`).digest('hex');
  const elapsed = { scope: 40, property: 310, fixture: 420, classify: 960, freeze: 6 };
  trace.started_at = '2025-06-02T10:00:00.000Z';
  trace.finished_at = '2025-06-02T10:00:02.000Z';
  for (const s of trace.stages) s.elapsed_ms = elapsed[s.name];
  if (trace.setup_ms !== undefined) trace.setup_ms = 480;
  if (trace.teardown_ms !== undefined) trace.teardown_ms = 120;
  // The sandbox user is new on every run, and whether there is one depends on the machine (root or
  // passwordless sudo): the examples show a sandboxed run.
  if (trace.sandbox !== undefined) trace.sandbox = { mode: 'user', user: 'gate-sbx-0e1f2a3b' };
  for (const p of trace.properties) p.elapsed_ms = 100;
  for (const r of trace.replays) r.elapsed_ms = 150;
  for (const m of trace.misses) {
    // The record holds the run's id (random) and the machine's worker count: its digest varies.
    m.record_sha256 = digest(m.record_path);
    if (m.decision.record_sha256 !== undefined) m.decision.record_sha256 = m.record_sha256;
    for (const a of m.attempts ?? []) {
      if (a.excerpt !== undefined) a.excerpt = a.excerpt.replace(/budget of \d+ ms/g, 'budget of N ms');
      // How long a base replay took after a timeout (the reviewer's "finished in N ms").
      if (a.elapsed_ms !== undefined) a.elapsed_ms = 180;
    }
  }
  // A freeze row holds its record (run id, worker count): the commit that adds it varies, and so does
  // every sha after it.
  if (trace.freeze_consulted && trace.misses.some((m) => m.freeze?.freeze_id !== undefined)) {
    trace.base = digest('base with the freeze row').slice(0, 40);
    trace.head = digest('candidate on that base').slice(0, 40);
  }
  const text = JSON.stringify(trace).replaceAll(repo, '/tmp/gate-example/repo');
  return JSON.parse(text);
}

const README_SPEC_ROW = {
  clear: 'every replay `REPLAY_MATCH` → CLEAR / PASS / `success`',
  'skip-frozen-flake': 'a SCHEDULER miss with a valid freeze → SKIP / SCHEDULER / `neutral`',
  'reject-spec': '`PROPERTY_REJECT` → REJECT / PROPERTY / `failure`',
  'reject-spec-budget': '`PROPERTY_BUDGET` → REJECT / BUDGET / `failure`',
  'reject-contaminated': 'scope `CONTAMINATED` → REJECT / CONTAMINATED / `failure`',
  'reject-fixture-mismatch': '`FIXTURE_MISMATCH` → REJECT / FIXTURE / `failure`',
  'reject-regression': 'a miss classified PROPERTY (the base passes) → REJECT / PROPERTY / `failure`',
  'reject-red-on-base': 'a miss classified PROPERTY, already red on the base → REJECT / PROPERTY / `failure`',
  'reject-replay-budget': 'a miss classified BUDGET → REJECT / BUDGET / `failure`',
  'hold-scheduler':
    'a SCHEDULER miss without a valid freeze (`NO_RECORD`) → HOLD / SCHEDULER / `action_required`',
  'hold-not-falsifiable': '`PROPERTY_NOT_FALSIFIABLE` → HOLD / INCOMPLETE / `action_required`',
  'hold-spec-missing':
    '`PROPERTY_ERROR` (a spec file missing on the base) → HOLD / INCOMPLETE / `action_required`',
  'hold-unbound': '`UNBOUND` → HOLD / INCOMPLETE / `action_required`',
  'hold-incomplete':
    'a miss classified INCOMPLETE (the invariant crashed) → HOLD / INCOMPLETE / `action_required`',
  'hold-toolchain': '`TOOLCHAIN_PATCH` → HOLD / no label / `action_required`',
  'hold-toolchain-invalid':
    '`TOOLCHAIN_PATCH` whose own gate.yml is invalid → HOLD / no label / `action_required`',
  'hold-not-configured': '`NOT_CONFIGURED` (no gate.yml on the base) → HOLD / no label / `action_required`',
  'hold-config-error':
    '`NOT_CONFIGURED` (a configuration error on the base) → HOLD / no label / `action_required`',
  unusable: 'an internal error → UNUSABLE / no label / `failure`',
};

const gateYml = readFileSync(join(demo, 'base', 'gate.yml'), 'utf8');
const codec = readFileSync(join(demo, 'base', 'src', 'codec.mjs'), 'utf8');
const regressionCodec = readFileSync(join(demo, 'candidates', 'regression', 'src', 'codec.mjs'), 'utf8');

/** name → how to make its trace. */
const SCENARIOS = {
  clear: { candidate: 'clean' },
  'reject-spec': { candidate: 'todo' },
  'reject-spec-budget': {
    baseEdits: { 'gate.yml': gateYml.replace('budgets:\n', 'budgets:\n  max_predicates: 1\n') },
    candidate: 'clean',
  },
  'reject-contaminated': { candidate: 'contaminated' },
  'reject-fixture-mismatch': { candidate: 'fixture-edit' },
  'reject-regression': { candidate: 'regression' },
  'reject-red-on-base': {
    baseEdits: { 'src/codec.mjs': regressionCodec },
    candidateEdits: { 'src/codec.mjs': `${regressionCodec}// a comment\n` },
  },
  'reject-replay-budget': { candidate: 'hang' },
  'hold-scheduler': { candidate: 'flaky' },
  'hold-not-falsifiable': {
    baseEdits: {
      'probes/todo.patch': readFileSync(join(demo, 'base', 'probes', 'todo.patch'), 'utf8').replace(
        '// TODO: handle',
        '// Note: handle',
      ),
    },
    candidate: 'clean',
  },
  'hold-spec-missing': { baseEdits: { 'specs/no_todo.mjs': null }, candidate: 'clean' },
  'hold-unbound': {
    baseEdits: {
      'fixtures/codec/manifest.json': readFileSync(
        join(demo, 'base', 'fixtures', 'codec', 'manifest.json'),
        'utf8',
      ).replace('inputs/words.txt', 'inputs/missing.txt'),
    },
    candidate: 'clean',
  },
  'hold-incomplete': {
    candidateEdits: {
      'src/codec.mjs': codec.replace(
        'export function decode(code) {\n',
        "export function decode(code) {\n  if (code.includes('z')) process.exit(3); // bails out on a letter it does not know\n",
      ),
    },
  },
  'hold-toolchain': { candidate: 'toolchain' },
  'hold-toolchain-invalid': {
    candidateEdits: { 'gate.yml': gateYml.replace('retry_cap: 2', 'retry_cap: 2\n  retry_cpa: 3') },
  },
  'hold-not-configured': { baseEdits: { 'gate.yml': null }, candidate: 'clean' },
  'hold-config-error': {
    baseEdits: { 'gate.yml': gateYml.replace('retry_cap:', 'retry_cpa:') },
    candidate: 'clean',
  },
  // A --patch that is not a patch: the gate cannot grade it (an unknown revision is a usage error, exit 2).
  unusable: { candidate: 'clean', patch: 'this text is not a unified diff\n' },
};

function render(tracePath, cwd) {
  const common = [
    tracePath,
    '--artifact',
    ARTIFACT,
    '--artifact-id',
    '9001',
    '--artifact-url',
    ARTIFACT_URL,
    '--run-url',
    RUN_URL,
  ];
  const title = gate(cwd, ['summary', tracePath, '--title']).trimEnd();
  const summary = gate(cwd, ['summary', ...common]);
  return { title, summary };
}

function page(name, title, summary) {
  return (
    `<!-- Generated by scripts/summaries.mjs from a real run of the gate (${name}); do not edit. -->\n\n` +
    `**Check run title:** ${title}\n\n---\n\n${summary}`
  );
}

function traceOf(name, work) {
  const s = SCENARIOS[name];
  const { repo, base } = repository(work, s);
  const out = join(work, 'gate');
  if (name === 'unusable') {
    writeFileSync(join(repo, '..', 'candidate.patch'), s.patch);
    const patch = '../candidate.patch'; // relative: the message names it as given
    gate(repo, [
      'run',
      '--base',
      base,
      '--patch',
      patch,
      '--out',
      out,
      '--run-number',
      String(RUN.number),
      '--quiet',
    ]);
    return { trace: JSON.parse(readFileSync(join(out, 'trace.json'), 'utf8')), repo };
  }
  if (s.candidate === 'flaky') return { trace: gradeFlaky(repo, base, out, RUN.number, 'HOLD'), repo };
  return { trace: grade(repo, base, out), repo };
}

/** The frozen flake: held, a maintainer grants the freeze with the CLI, graded again on the new base. */
function skipTrace(work) {
  const { repo, base, git } = repository(work, { candidate: 'flaky' });
  const first = join(work, 'run1');
  const held = gradeFlaky(repo, base, first, RUN.number, 'HOLD');
  const miss = held.misses.find((m) => m.decision.label === 'SCHEDULER');
  if (miss === undefined) throw new Error('the flaky candidate produced no SCHEDULER miss');
  git('checkout', '-q', 'main');
  const dir = join(first, dirname(miss.record_path));
  gate(repo, [
    'freeze',
    'grant',
    '--decision',
    join(dir, 'decision.json'),
    '--record',
    join(dir, 'record.json'),
    '--target',
    miss.target,
    '--owner',
    'octocat',
    '--expires-after-runs',
    '10',
    '--granted-run-number',
    String(RUN.number),
  ]);
  git('add', 'gate-freezes.json');
  git('commit', '-qm', 'freeze the flaky seed');
  const newBase = git('rev-parse', 'HEAD');
  git('checkout', '-q', 'candidate');
  git('rebase', '-q', newBase);
  return { trace: gradeFlaky(repo, newBase, join(work, 'run2'), RUN.number + 1, 'SKIP'), repo };
}

/** The README's "What the check shows" carries two of the summaries, between example markers. */
const README_EXAMPLES = ['reject-regression', 'hold-scheduler'];

function updateReadme(rendered) {
  const path = join(root, 'README.md');
  let text = readFileSync(path, 'utf8');
  for (const name of README_EXAMPLES) {
    const { title, summary } = rendered[name];
    const block =
      `<!-- example: ${name} -->\n\n<!-- prettier-ignore-start -->\n\n<details open><summary>${name}.md — ${title}</summary>\n\n` +
      `${summary.trimEnd()}\n\n</details>\n\n<!-- prettier-ignore-end -->\n\n<!-- /example -->`;
    text = text.replace(new RegExp(`<!-- example: ${name} -->[\\s\\S]*?<!-- /example -->`), () => block);
  }
  writeFileSync(path, text);
}

mkdirSync(outDir, { recursive: true });
const index = [];
const rendered = {};
for (const name of Object.keys(README_SPEC_ROW)) {
  const work = mkdtempSync(join(tmpdir(), `gate-summary-${name}-`));
  try {
    const { trace, repo } = name === 'skip-frozen-flake' ? skipTrace(work) : traceOf(name, work);
    const normalised = normalise(trace, repo);
    const tracePath = join(work, 'trace.json');
    writeFileSync(tracePath, `${JSON.stringify(normalised, null, 2)}\n`);
    const { title, summary } = render(tracePath, work);
    writeFileSync(join(outDir, `${name}.md`), page(name, title, summary));
    rendered[name] = { title, summary };
    index.push(
      `| [${name}](${name}.md) | ${README_SPEC_ROW[name]} | ${normalised.verdict} · ${normalised.reason_code} |`,
    );
    process.stderr.write(`${name}: ${title}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
writeFileSync(
  join(outDir, 'README.md'),
  [
    '<!-- Generated by scripts/summaries.mjs; do not edit. -->',
    '',
    '# Rendered check summaries, one per outcome',
    '',
    'Each file is the `failure-class` check-run summary the action posts for one outcome of SPEC §3,',
    'rendered from a real run of the gate on the demo project ([`examples/demo`](../demo)) or a small',
    'variant of it, with `gate summary` (the title is `gate summary --title`). Regenerate them with',
    '`npm run build && node scripts/summaries.mjs`; `__tests__/examples.test.ts` fails when they are stale.',
    'Times, run ids (and the record digests that contain them, and the commit shas after a freeze row) and',
    'the budget left to a killed process are',
    'normalised so the files regenerate byte for byte; everything else is as the gate wrote it.',
    '',
    '| file | outcome (SPEC §3) | verdict · reason code |',
    '| --- | --- | --- |',
    ...index,
    '',
  ].join('\n'),
);
if (outArg < 0) updateReadme(rendered);
