/**
 * The stage machine on real git repositories with real child processes: every stage code, the
 * verdict and label of SPEC §3, and the order guarantees (no generator after a non-CLEAR property,
 * no ledger read without a replay miss).
 */
import { describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate, type GateOptions } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { renderSummary } from '../../src/report/summary.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project, LIB_PASS, SPEC } from '../helpers/project.js';
import { generatorRan as generatorRanIn } from '../helpers/project.js';
import { processGone } from '../helpers/procs.js';
import { tempDir } from '../helpers/tmp.js';

async function grade(repo: TestRepo, base: string, extra: Partial<GateOptions> = {}): Promise<Trace> {
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
    ...extra,
  });
  expectNoUnallowedPass(trace); // SPEC §3: never success or neutral where it does not allow it
  return trace;
}

/** A repository with the project on main and one candidate commit on top. */
function scenario(baseFiles: Files, candidate: Files): { repo: TestRepo; base: string } {
  const repo = new TestRepo();
  const base = repo.commit(baseFiles, 'base');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

const codes = (t: Trace) => Object.fromEntries(t.stages.map((s) => [s.name, s.code]));
const generatorRan = (repo: TestRepo) => generatorRanIn(repo.dir);

describe('scope', () => {
  it('a clean change is IN_SCOPE and passes: CLEAR / PASS / success', async () => {
    const { repo, base } = scenario(project(), { 'src/lib.mjs': LIB_PASS + '// better\n' });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'IN_SCOPE', property: 'PROPERTY_CLEAR', fixture: 'REPLAY_MATCH' });
    expect([t.verdict, t.label, t.conclusion]).toEqual(['CLEAR', 'PASS', 'success']);
    expect(t.audit.ok).toBe(true);
    expect(t.replays.map((r) => [r.seed, r.code])).toEqual([
      [11, 'REPLAY_MATCH'],
      [12, 'REPLAY_MATCH'],
    ]);
  });

  it('the time outside the stages is recorded: setup, stages and teardown add up to the run', async () => {
    const { repo, base } = scenario(project(), { 'src/lib.mjs': LIB_PASS + '// better\n' });
    const t = await grade(repo, base);
    expect(Number.isInteger(t.setup_ms) && (t.setup_ms as number) >= 0).toBe(true);
    expect(Number.isInteger(t.teardown_ms) && (t.teardown_ms as number) >= 0).toBe(true);
    // Making the oracle and base worktrees is setup, not nothing: the stage table alone hid it.
    expect(t.setup_ms).toBeGreaterThan(0);
    const stages = t.stages.reduce((sum, s) => sum + s.elapsed_ms, 0);
    const wall = Date.parse(t.finished_at) - Date.parse(t.started_at);
    const parts = (t.setup_ms as number) + stages + (t.teardown_ms as number);
    // Measured with the same clock: the parts never exceed the run (1 s of slack for the two
    // timestamps being taken a moment apart from the counters).
    expect(parts).toBeLessThanOrEqual(wall + 1000);
    expect(renderSummary(t)).toContain(`_Outside the stages: setup `);
  });

  it('oracle files with other files are CONTAMINATED: REJECT, and nothing runs', async () => {
    const { repo, base } = scenario(project(), {
      'invariants/behaviour.mjs': 'process.exit(0)\n',
      'src/lib.mjs': LIB_PASS + '//x\n',
    });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'CONTAMINATED' });
    expect([t.verdict, t.label, t.conclusion]).toEqual(['REJECT', 'CONTAMINATED', 'failure']);
    expect(generatorRan(repo)).toBe(false);
  });

  it('a protected glob counts as the oracle, whatever its case', async () => {
    const { repo, base } = scenario(project(), {
      '.GitHub/workflows/ci.yml': 'x: 1\n',
      'src/lib.mjs': LIB_PASS + '//x\n',
    });
    expect((await grade(repo, base)).reason_code).toBe('CONTAMINATED');
  });

  it('only oracle files is TOOLCHAIN_PATCH: HOLD, no label, action_required', async () => {
    const { repo, base } = scenario(project(), { 'gate.yml': gateYml({ budgets: { max_predicates: 5 } }) });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'TOOLCHAIN_PATCH' });
    expect([t.verdict, t.label, t.conclusion]).toEqual(['HOLD', null, 'action_required']);
    expect(t.advice).toBeTruthy();
  });

  it('no gate.yml on the base revision is NOT_CONFIGURED, even if the candidate adds one', async () => {
    const files = project();
    const { repo, base } = scenario({ 'README.md': 'x\n' }, files);
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'NOT_CONFIGURED' });
    expect([t.verdict, t.label, t.conclusion]).toEqual(['HOLD', null, 'action_required']);
  });

  it('an empty diff is EMPTY_PATCH: HOLD, never a pass', async () => {
    const repo = new TestRepo();
    const base = repo.commit(project(), 'base');
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'EMPTY_PATCH' });
    expect(t.verdict).toBe('HOLD');
  });

  it.each([
    ['malformed YAML', 'version: 1\nproperties: [\n', /gate\.yml: line \d+/],
    ['an unknown key', gateYml() + 'surprise: true\n', /surprise/],
    ['a wrong type', gateYml({ budgets: { retry_cap: 'two' } }), /budgets\.retry_cap/],
  ])('%s in gate.yml is NOT_CONFIGURED naming the file and field', async (_what, yml, message) => {
    const { repo, base } = scenario(project({ gateYml: yml }), { 'src/lib.mjs': LIB_PASS + '//x\n' });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'NOT_CONFIGURED' });
    expect(t.stages[0]?.detail).toMatch(message);
    expect(t.conclusion).toBe('action_required');
  });
});

describe('property', () => {
  it('a witnessed rejection is PROPERTY_REJECT with path and line; no generator starts', async () => {
    const { repo, base } = scenario(project(), { 'src/lib.mjs': LIB_PASS + '// ok\n// FORBIDDEN here\n' });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'IN_SCOPE', property: 'PROPERTY_REJECT' });
    expect([t.verdict, t.label, t.conclusion]).toEqual(['REJECT', 'PROPERTY', 'failure']);
    expect(t.witnesses).toEqual([{ path: 'src/lib.mjs', line: 3, message: 'FORBIDDEN added' }]);
    expect(generatorRan(repo)).toBe(false);
    expect(t.oracle_reads).not.toContain('gate-freezes.json');
    expect(t.freeze_client_constructed).toBe(false);
  });

  it('a spec whose probe is not rejected is PROPERTY_NOT_FALSIFIABLE; the candidate is not evaluated', async () => {
    const files = project({ extraFiles: { 'specs/no_forbidden.mjs': 'process.exit(0)\n' } });
    const { repo, base } = scenario(files, { 'src/lib.mjs': LIB_PASS + '//x\n' });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'IN_SCOPE', property: 'PROPERTY_NOT_FALSIFIABLE' });
    expect([t.verdict, t.label, t.conclusion]).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
    expect(t.properties[0]?.reason).toMatch(/probe probes\/forbidden\.patch was not rejected/);
    expect(
      readFileSync(join(repo.dir, '.gate', t.properties[0]!.logs[0] ?? 'missing'), 'utf8'),
    ).toBeDefined();
    expect(generatorRan(repo)).toBe(false);
  });

  it('a spec that rejects the empty patch is not falsifiable unless global: true', async () => {
    const always = 'process.exit(1)\n';
    const { repo, base } = scenario(project({ extraFiles: { 'specs/no_forbidden.mjs': always } }), {
      'src/lib.mjs': LIB_PASS + '//x\n',
    });
    expect(codes(await grade(repo, base)).property).toBe('PROPERTY_NOT_FALSIFIABLE');
    const global = gateYml({
      properties: '  - spec: specs/no_forbidden.mjs\n    probe: probes/forbidden.patch\n    global: true',
    });
    const s2 = scenario(project({ gateYml: global, extraFiles: { 'specs/no_forbidden.mjs': always } }), {
      'src/lib.mjs': LIB_PASS + '//x\n',
    });
    expect(codes(await grade(s2.repo, s2.base)).property).toBe('PROPERTY_REJECT');
  });

  it('a spec that crashes is PROPERTY_ERROR: HOLD / INCOMPLETE', async () => {
    const crash = `import { readFileSync } from 'node:fs';\nconst p = readFileSync(process.argv[2], 'utf8');\nif (p.includes('FORBIDDEN')) process.exit(1);\nif (p.includes('boom')) process.exit(3);\n`;
    const { repo, base } = scenario(project({ extraFiles: { 'specs/no_forbidden.mjs': crash } }), {
      'src/lib.mjs': LIB_PASS + '// boom\n',
    });
    const t = await grade(repo, base);
    expect(codes(t).property).toBe('PROPERTY_ERROR');
    expect([t.verdict, t.label]).toEqual(['HOLD', 'INCOMPLETE']);
  });

  it('more specs than max_predicates is PROPERTY_BUDGET before any spec runs', async () => {
    const specs = [1, 2, 3]
      .map((i) => `  - spec: specs/s${i}.mjs\n    probe: probes/forbidden.patch`)
      .join('\n');
    const yml = gateYml({ budgets: { max_predicates: 2 }, properties: specs });
    const extra = Object.fromEntries([1, 2, 3].map((i) => [`specs/s${i}.mjs`, SPEC]));
    const { repo, base } = scenario(project({ gateYml: yml, extraFiles: extra }), {
      'src/lib.mjs': LIB_PASS + '//x\n',
    });
    const t = await grade(repo, base);
    expect(codes(t).property).toBe('PROPERTY_BUDGET');
    expect([t.verdict, t.label, t.conclusion]).toEqual(['REJECT', 'BUDGET', 'failure']);
    expect(t.properties).toEqual([]);
  });

  it('a spec that forks a child and hangs is killed with its child within budget: PROPERTY_BUDGET, no survivor', async () => {
    // The child's pid goes to a folder of the test's (the spec runs in a view of the checkout).
    const pids = tempDir('gate-spec-pid-');
    chmodSync(pids, 0o1777);
    const hang = `import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
const p = readFileSync(process.argv[2], 'utf8');
if (p.includes('FORBIDDEN')) process.exit(1);
if (p.includes('hang')) {
  const child = spawn('sleep', ['600'], { stdio: 'ignore' });
  writeFileSync(${JSON.stringify(join(pids, 'child.pid'))}, String(child.pid));
  setInterval(() => {}, 1000);
}
`;
    const yml = gateYml({ budgets: { predicate_timeout_ms: 800 } });
    const { repo, base } = scenario(
      project({ gateYml: yml, extraFiles: { 'specs/no_forbidden.mjs': hang } }),
      { 'src/lib.mjs': LIB_PASS + '// hang\n' },
    );
    const t = await grade(repo, base);
    expect(codes(t).property).toBe('PROPERTY_BUDGET');
    expect(t.verdict).toBe('REJECT');
    const spec = t.properties[0]!;
    // Stopped at its budget, not left to hang (the kill latency itself is a bench figure).
    expect(spec.elapsed_ms).toBeLessThan(800 + 15_000);
    const pid = Number(readFileSync(join(pids, 'child.pid'), 'utf8'));
    expect(await processGone(pid)).toBe(true);
  });

  it('a probe that is not a patch makes the spec not falsifiable, with the reason', async () => {
    const { repo, base } = scenario(
      project({ extraFiles: { 'probes/forbidden.patch': 'just some prose\nwith no diff\n' } }),
      { 'src/lib.mjs': LIB_PASS + '//x\n' },
    );
    const t = await grade(repo, base);
    expect(codes(t).property).toBe('PROPERTY_NOT_FALSIFIABLE');
    expect(t.properties[0]?.reason).toMatch(/not a patch/);
  });

  it('a missing spec file is PROPERTY_ERROR naming the file', async () => {
    const { repo, base } = scenario(project({ extraFiles: { 'specs/no_forbidden.mjs': null } }), {
      'src/lib.mjs': LIB_PASS + '//x\n',
    });
    const t = await grade(repo, base);
    expect(codes(t).property).toBe('PROPERTY_ERROR');
    expect(t.properties[0]?.reason).toMatch(/specs\/no_forbidden\.mjs/);
  });

  it('a built-in .yml spec rejects with a witness line', async () => {
    const yml = gateYml({ properties: '  - spec: specs/no_eval.yml\n    probe: probes/eval.patch' });
    const files = project({
      gateYml: yml,
      extraFiles: {
        'specs/no_eval.yml':
          "predicates:\n  - forbid_added_lines:\n      pattern: 'eval\\('\n      paths: ['src/**']\n",
        'probes/eval.patch':
          'diff --git a/src/a.mjs b/src/a.mjs\n--- a/src/a.mjs\n+++ b/src/a.mjs\n@@ -1 +1,2 @@\n x\n+eval(1)\n',
      },
    });
    const { repo, base } = scenario(files, { 'src/lib.mjs': LIB_PASS + '\nconst y = eval("1");\n' });
    const t = await grade(repo, base);
    expect(codes(t).property).toBe('PROPERTY_REJECT');
    expect(t.witnesses[0]).toMatchObject({ path: 'src/lib.mjs', line: 3 });
  });

  it('a binary file in the patch is graded (its path is in scope) without crashing', async () => {
    const { repo, base } = scenario(project(), {
      'assets/logo.bin': Buffer.from([0, 1, 2, 255, 0, 7]),
      'src/lib.mjs': LIB_PASS + '//x\n',
    });
    const t = await grade(repo, base);
    expect(t.changed_paths).toContain('assets/logo.bin');
    expect(t.verdict).toBe('CLEAR');
  });
});

describe('fixture', () => {
  it('UNBOUND for a manifest without a seed: HOLD / INCOMPLETE, no replay', async () => {
    const files = project({
      extraFiles: {
        'fixtures/lib/manifest.json': JSON.stringify({
          generator: 'fixtures/lib/gen.mjs',
          generator_id: 'g/1',
          inputs: ['fixtures/lib/input.txt'],
        }),
      },
    });
    const { repo, base } = scenario(files, { 'src/lib.mjs': LIB_PASS + '//x\n' });
    const t = await grade(repo, base);
    expect(codes(t).fixture).toBe('UNBOUND');
    expect([t.verdict, t.label, t.conclusion]).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
    expect(t.replays[0]?.reason).toMatch(/seed/);
    expect(generatorRan(repo)).toBe(false);
    expect(t.freeze_client_constructed).toBe(false);
  });

  it.each([
    ['a ../ input', ['../outside.txt']],
    ['an absolute input', ['/etc/passwd']],
    ['a missing input', ['fixtures/lib/nope.txt']],
  ])('UNBOUND for %s', async (_what, inputs) => {
    const files = project({
      extraFiles: {
        'fixtures/lib/manifest.json': JSON.stringify({
          generator: 'fixtures/lib/gen.mjs',
          generator_id: 'g/1',
          inputs,
          seed: 1,
        }),
      },
    });
    const { repo, base } = scenario(files, { 'src/lib.mjs': LIB_PASS + '//x\n' });
    const t = await grade(repo, base);
    expect(codes(t).fixture).toBe('UNBOUND');
    expect(generatorRan(repo)).toBe(false);
  });

  it('UNBOUND for an input that is a symlink pointing outside the repository', async () => {
    const files = project({ extraFiles: { 'fixtures/lib/input.txt': { symlink: '/etc/hostname' } } });
    const { repo, base } = scenario(files, { 'src/lib.mjs': LIB_PASS + '//x\n' });
    const t = await grade(repo, base);
    expect(codes(t).fixture).toBe('UNBOUND');
    expect(t.replays[0]?.reason).toMatch(/outside|symlink|escape/i);
  });

  it('inputs that differ between candidate and base are FIXTURE_MISMATCH, without spending a replay', async () => {
    const { repo, base } = scenario(project(), {
      'fixtures/lib/input.txt': 'rewritten\n',
      'src/lib.mjs': LIB_PASS + '//x\n',
    });
    const t = await grade(repo, base);
    expect(codes(t).fixture).toBe('FIXTURE_MISMATCH');
    expect([t.verdict, t.label, t.conclusion]).toEqual(['REJECT', 'FIXTURE', 'failure']);
    expect(generatorRan(repo)).toBe(false);
  });

  it('every result keeps the binding digest; bindings hash the inputs, not program output', async () => {
    const { repo, base } = scenario(project(), { 'src/lib.mjs': LIB_PASS + '//x\n' });
    const t = await grade(repo, base);
    const binding = JSON.parse(
      readFileSync(join(repo.dir, '.gate/fixtures/lib.behaviour/binding.json'), 'utf8'),
    );
    expect(binding.inputs).toEqual([
      { path: 'fixtures/lib/input.txt', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    for (const r of t.replays)
      expect(binding.seeds.map((s: { binding_sha256: string }) => s.binding_sha256)).toContain(
        r.binding_sha256,
      );
  });
});

describe('the run', () => {
  it('stale .gate files from an earlier run are removed; the trace is this run', async () => {
    const { repo, base } = scenario(project(), { 'src/lib.mjs': LIB_PASS + '//x\n' });
    await grade(repo, base);
    const first = JSON.parse(readFileSync(join(repo.dir, '.gate/trace.json'), 'utf8'));
    repo.write({ '.gate/fixtures/stale.json': '{"code":"REPLAY_MATCH"}' });
    const t = await grade(repo, base);
    expect(existsSync(join(repo.dir, '.gate/fixtures/stale.json'))).toBe(false);
    expect(t.started_at).not.toBe(first.started_at);
  });

  it('an unknown base revision ends UNUSABLE with the reason, never a pass', async () => {
    const { repo } = scenario(project(), { 'src/lib.mjs': LIB_PASS });
    const t = await grade(repo, 'no-such-rev');
    expect([t.verdict, t.conclusion, t.reason_code]).toEqual(['UNUSABLE', 'failure', 'INTERNAL']);
    expect(t.reason).toMatch(/no-such-rev/);
  });

  it('the base worktrees are removed afterwards', async () => {
    const { repo, base } = scenario(project(), { 'src/lib.mjs': LIB_PASS + '//x\n' });
    await grade(repo, base);
    expect(repo.git('worktree', 'list').split('\n')).toHaveLength(1);
  });

  it.each(['scope', 'property', 'fixture'] as const)(
    'an internal error in %s ends UNUSABLE / failure',
    async (stage) => {
      const { repo, base } = scenario(project(), { 'src/lib.mjs': LIB_PASS + '//x\n' });
      const t = await grade(repo, base, { injectFault: stage });
      expect([t.verdict, t.conclusion, t.label]).toEqual(['UNUSABLE', 'failure', null]);
      expect(t.errors[0]).toMatch(/injected fault/);
    },
  );
});
