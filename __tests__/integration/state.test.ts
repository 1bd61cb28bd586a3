/**
 * Nothing the gate trusts lives where user code reaches it (issue 13, parts 2 and 4), on real
 * repositories with real processes: the run's state (base worktrees, the working `.gate/`, the patch
 * copies specs read) sits in a per-run folder outside the checkout; every spec run reads its own
 * read-only copy of the patch; a changed artifact is AUDIT_FAILED; input hashing stats first, so a
 * fixture input swapped for a huge sparse file or a FIFO neither reads the bytes nor hangs.
 *
 * These are the defences that hold when user code shares the gate's user (no root, no sudo), so the
 * runs here are made without the sandbox (`sandbox: 'off'`): with it, the attacks cannot even write
 * what these tests check is caught (__tests__/integration/sandbox.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import type { ViewsSetting } from '../../src/adapters/views.js';
import { silentLogger, stderrLogger } from '../../src/adapters/log.js';
import { runnerLines, runnerParses } from '../helpers/runner-commands.js';
import type { StageName, Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project, SPEC } from '../helpers/project.js';

let runnerTemp: string;
const savedTemp = process.env.RUNNER_TEMP;
beforeAll(() => {
  runnerTemp = mkdtempSync(join(tmpdir(), 'gate-runner-temp-'));
  process.env.RUNNER_TEMP = runnerTemp;
});
afterAll(() => {
  if (savedTemp === undefined) delete process.env.RUNNER_TEMP;
  else process.env.RUNNER_TEMP = savedTemp;
  rmSync(runnerTemp, { recursive: true, force: true });
});

async function grade(
  repo: TestRepo,
  base: string,
  injectFault?: StageName,
  views?: ViewsSetting,
): Promise<Trace> {
  const { trace, tracePath } = await runGate({
    sandbox: 'off',
    ...(views ? { views } : {}),
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
    ...(injectFault ? { injectFault } : {}),
  });
  expectNoUnallowedPass(trace);
  // `.gate/` is in the checkout with the trace; the state folder is gone.
  expect(tracePath).toBe(join(repo.dir, '.gate', 'trace.json'));
  expect(JSON.parse(readFileSync(tracePath, 'utf8'))).toEqual(JSON.parse(JSON.stringify(trace)));
  expect(readdirSync(runnerTemp).filter((n) => n.startsWith('gate-run-'))).toEqual([]);
  return trace;
}

function scenario(baseFiles: Files, candidate: Files) {
  const repo = new TestRepo('gate-state-');
  const base = repo.commit(baseFiles, 'base');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

/** Two specs: `a` runs the candidate's `src/helper.mjs` (when there is one), `b` reads its patch late. */
const SPEC_RUNS_CANDIDATE = `import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const helper = join(process.cwd(), 'src/helper.mjs');
if (existsSync(helper)) await import(pathToFileURL(helper).href);
const patch = (await import('node:fs')).readFileSync(process.argv[2], 'utf8');
if (patch.includes('PROBE-ONLY')) process.exit(1);
`;
const SPEC_LATE = `await new Promise((r) => setTimeout(r, 1500));\n${SPEC}`;
const PROBE_A = `diff --git a/src/lib.mjs b/src/lib.mjs
--- a/src/lib.mjs
+++ b/src/lib.mjs
@@ -1 +1,2 @@
 export const behaviour = () => 'pass';
+// PROBE-ONLY
`;

function twoSpecProject(): Files {
  return project({
    gateYml: gateYml({
      properties: [
        '  - spec: specs/a.mjs\n    probe: probes/a.patch',
        '  - spec: specs/b.mjs\n    probe: probes/forbidden.patch',
      ].join('\n'),
      fixtures: '  []',
    }),
    extraFiles: { 'specs/a.mjs': SPEC_RUNS_CANDIDATE, 'specs/b.mjs': SPEC_LATE, 'probes/a.patch': PROBE_A },
  });
}

describe('the patch a spec reads', () => {
  it('candidate code that empties .gate/candidate.patch and its own patch does not change what a later spec reads, and is named', async () => {
    const helper = `import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
for (const p of [join(process.cwd(), '.gate', 'candidate.patch'), process.argv[2]]) {
  try { chmodSync(dirname(p), 0o755); chmodSync(p, 0o644); } catch {}
  try { writeFileSync(p, ''); } catch {}
}
`;
    const { repo, base } = scenario(twoSpecProject(), {
      'src/helper.mjs': helper,
      'src/lib.mjs': `export const behaviour = () => 'pass';\n// FORBIDDEN\n`,
    });
    const t = await grade(repo, base);
    // The later spec read the real patch and rejected it …
    const later = t.properties.find((p) => p.spec === 'specs/b.mjs');
    expect([later?.code, later?.witness]).toEqual([
      'PROPERTY_REJECT',
      { path: 'src/lib.mjs', line: 2, message: 'FORBIDDEN added' },
    ]);
    // … and the copy the candidate's code rewrote is named: the run fails its audit.
    expect([t.verdict, t.reason_code]).toEqual(['UNUSABLE', 'AUDIT_FAILED']);
    expect(t.artifact_mismatches?.length).toBeGreaterThan(0);
    for (const m of t.artifact_mismatches ?? [])
      expect(m).toMatch(/^patch-copies\/\d+-property-01-a\.mjs\/(probe|candidate)\.patch: sha256:/);
    // Each program run had its own copy, named in the trace with its digest.
    const copies = (t.artifact_digests ?? []).filter((a) => a.path.startsWith('patch-copies/'));
    expect(copies.length).toBe(t.properties.flatMap((p) => p.logs).length);
    expect(copies.length).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('candidate code that rewrites every patch file it can reach makes the run AUDIT_FAILED, never CLEAR', async () => {
    // From the patch it was given, the helper walks up to the run's state folder and rewrites every
    // `.patch` under it (making read-only folders writable first): the gate's own copy included.
    const helper = `import { chmodSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
const top = dirname(dirname(dirname(process.argv[2])));
const walk = (d) => {
  try { chmodSync(d, 0o755); } catch {}
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    const st = statSync(p);
    if (st.isDirectory()) walk(p);
    else if (n.endsWith('.patch')) { try { chmodSync(p, 0o644); writeFileSync(p, ''); } catch {} }
  }
};
walk(top);
`;
    const { repo, base } = scenario(twoSpecProject(), {
      'src/helper.mjs': helper,
      'src/lib.mjs': `export const behaviour = () => 'pass';\n// FORBIDDEN\n`,
    });
    const t = await grade(repo, base);
    expect(t.verdict === 'CLEAR' || t.conclusion === 'success').toBe(false);
    expect([t.verdict, t.reason_code]).toEqual(['UNUSABLE', 'AUDIT_FAILED']);
    expect(t.artifact_mismatches).toEqual(
      expect.arrayContaining([expect.stringMatching(/^candidate\.patch: /)]),
    );
    expect(t.reason).toContain('candidate.patch');
    // The published .gate/ holds what the run recorded about it, the changed file included.
    expect(existsSync(join(repo.dir, '.gate', 'logs'))).toBe(true);
  }, 60_000);
});

describe('the evidence a run recorded', () => {
  it('candidate code that swaps the logs of earlier stages for FIFOs makes the run AUDIT_FAILED, without hanging', async () => {
    // The invariant imports the candidate's lib; from the output folder it is given, the lib finds the
    // run's logs folder and puts a FIFO where each property log was.
    const lib = `import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
// GATE_OUT is a neutral folder in the run's state folder (<state>/views/<random>/out).
const logs = join(process.env.GATE_OUT, '..', '..', '..', 'out', 'logs');
for (const n of readdirSync(logs)) { rmSync(join(logs, n)); execFileSync('mkfifo', [join(logs, n)]); }
export const behaviour = () => 'pass';
`;
    const { repo, base } = scenario(project({ seeds: [11] }), { 'src/lib.mjs': lib });
    const t = await grade(repo, base);
    expect([t.verdict, t.reason_code]).toEqual(['UNUSABLE', 'AUDIT_FAILED']);
    expect(t.artifact_mismatches?.length).toBeGreaterThan(0);
    for (const m of t.artifact_mismatches ?? [])
      expect(m).toMatch(/^logs\/.*: unread:special-file, recorded as/);
  }, 60_000);
});

describe('base worktrees live outside the checkout', () => {
  it('a base spec does not load a module found only in the candidate’s node_modules', async () => {
    // The spec has an optional dependency; the candidate ships one that clears its own change.
    const spec = `import { readFileSync } from 'node:fs';
let forbidden = (patch) => patch.split('\\n').some((l) => l.startsWith('+') && !l.startsWith('+++') && l.includes('FORBIDDEN'));
try { ({ forbidden } = await import('gate-optional-check')); } catch {}
if (forbidden(readFileSync(process.argv[2], 'utf8'))) process.exit(1);
`;
    const baseFiles = project({
      gateYml: gateYml({ fixtures: '  []' }),
      extraFiles: { 'specs/no_forbidden.mjs': spec },
    });
    const { repo, base } = scenario(baseFiles, {
      'node_modules/gate-optional-check/package.json': JSON.stringify({
        name: 'gate-optional-check',
        type: 'module',
        exports: './index.js',
      }),
      'node_modules/gate-optional-check/index.js': `export const forbidden = (p) => p.includes('// FORBIDDEN') && !p.includes('sneaky');\n`,
      'src/lib.mjs': `export const behaviour = () => 'pass';\n// FORBIDDEN sneaky\n`,
    });
    const t = await grade(repo, base);
    expect([t.verdict, t.reason_code]).toEqual(['REJECT', 'PROPERTY_REJECT']);
    // Nothing of the gate's is left in the checkout's git folder.
    expect(existsSync(join(repo.dir, '.git', 'gate-worktrees'))).toBe(false);
  }, 60_000);

  it('a run that fails inside a stage still leaves its trace and logs in .gate/', async () => {
    const { repo, base } = scenario(project({ seeds: [11] }), { 'README.md': 'changed\n' });
    const t = await grade(repo, base, 'fixture');
    expect([t.verdict, t.reason_code]).toEqual(['UNUSABLE', 'INTERNAL']);
    const logs = readdirSync(join(repo.dir, '.gate', 'logs'));
    expect(logs.length).toBeGreaterThan(0);
    for (const p of t.properties.flatMap((x) => x.logs))
      expect(existsSync(join(repo.dir, '.gate', p))).toBe(true);
  }, 60_000);
});

describe('fixture inputs are stat-ed before they are read', () => {
  const INPUT = 'fixtures/lib/input.txt';

  it.each([
    ['a 100 GB sparse file', (p: string) => execFileSync('truncate', ['-s', '100G', p])],
    ['a FIFO', (p: string) => (rmSync(p), execFileSync('mkfifo', [p]))],
    ['a directory', (p: string) => (rmSync(p), execFileSync('mkdir', [p]))],
    ['a symbolic link', (p: string) => (rmSync(p), execFileSync('ln', ['-s', 'gen.mjs', p]))],
  ])(
    'an input swapped for %s in the checkout is FIXTURE_MISMATCH without reading it',
    async (_what, swap) => {
      const { repo, base } = scenario(project({ seeds: [11] }), { 'README.md': 'changed\n' });
      swap(join(repo.dir, INPUT));
      const t = await grade(repo, base);
      expect([t.verdict, t.reason_code]).toEqual(['REJECT', 'FIXTURE_MISMATCH']);
      expect(t.replays.map((r) => r.differing_inputs)).toEqual([[INPUT]]);
    },
    60_000,
  );

  it.each([
    ['a 100 GB sparse file', `execFileSync('truncate', ['-s', '100G', p]);`],
    ['a FIFO', `rmSync(p); execFileSync('mkfifo', [p]);`],
  ])(
    'candidate code that swaps an input for %s between bind and replay makes the next replay a miss, without hanging',
    async (_what, swap) => {
      // The invariant imports the candidate's lib: on the first seed it swaps the input.
      const lib = `import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
const p = 'fixtures/lib/input.txt';
if (!existsSync('.swapped')) { writeFileSync('.swapped', ''); ${swap} }
export const behaviour = () => 'pass';
`;
      const { repo, base } = scenario(
        // One replay at a time: seed 11 swaps the input, then seed 12 replays.
        project({ seeds: [11, 12], gateYml: gateYml({ budgets: { replay_concurrency: 1 } }) }),
        { 'src/lib.mjs': lib },
      );
      // Attempts in the checkout itself (no views): in a view the swap would never reach the checkout
      // (the describe block above the views tests, __tests__/integration/views.test.ts).
      const t = await grade(repo, base, undefined, 'checkout');
      expect(t.verdict === 'CLEAR').toBe(false);
      const second = t.replays.find((r) => r.seed === 12);
      expect([second?.code, second?.reason]).toEqual([
        'REPLAY_MISS',
        'the inputs changed between bind and replay',
      ]);
      // Stat-ed, not read: the swapped file is still what it was made (nothing blocked on it).
      const st = statSync(join(repo.dir, INPUT));
      expect(st.isFIFO() || st.size === 100 * 1024 ** 3).toBe(true);
    },
    60_000,
  );
});

describe('the log cannot be driven by the patch', () => {
  it('a spec message quoting workflow commands in every form reaches the log inert', async () => {
    // The spec quotes the patch's added line in its message, as a spec that explains itself does.
    const spec = `import { readFileSync } from 'node:fs';
const added = readFileSync(process.argv[2], 'utf8').split('\\n').filter((l) => l.startsWith('+') && !l.startsWith('+++'));
const bad = added.find((l) => l.includes('FORBIDDEN'));
if (bad) { console.log(JSON.stringify({ witness: { path: 'src/lib.mjs', line: 2 }, message: 'found ' + bad.slice(1) })); process.exit(1); }
`;
    const attack = [
      '// FORBIDDEN',
      '\r::error::forged',
      '##[warning]mid-line',
      '\u0085::add-mask::x',
      ':\u200b:notice::y',
    ];
    const { repo, base } = scenario(
      project({ gateYml: gateYml({ fixtures: '  []' }), extraFiles: { 'specs/no_forbidden.mjs': spec } }),
      { 'src/lib.mjs': `export const behaviour = () => 'pass';\n${attack.join(' ')}\n` },
    );
    const written: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    let trace: Trace;
    try {
      ({ trace } = await runGate({
        sandbox: 'off',
        cwd: repo.dir,
        config: 'gate.yml',
        base,
        outDir: '.gate',
        log: stderrLogger,
      }));
    } finally {
      process.stderr.write = write;
    }
    expectNoUnallowedPass(trace);
    expect([trace.verdict, trace.reason_code]).toEqual(['REJECT', 'PROPERTY_REJECT']);
    const log = written.join('');
    // The message reached the log …
    expect(log).toContain('found // FORBIDDEN');
    // … and no line of it is a command the runner would run.
    expect(runnerLines(log).filter(runnerParses)).toEqual([]);
  }, 60_000);
});
