/**
 * The evidence a reviewer reads, produced by the real pipeline on real git repositories: output
 * excerpts of the first replay, each retry and the base replay; the inputs a FIXTURE_MISMATCH changes;
 * the file and field of a configuration error; a missing spec that is not a crash; a toolchain patch's
 * own gate files checked; the owner and remaining runs of a freeze row.
 */
import { describe, expect, it } from '@jest/globals';
import { runGate, type GateOptions } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import { renderSummary, renderTitle } from '../../src/report/summary.js';
import { validateTrace } from '../../src/trace/schema.js';
import type { MissOutcome, Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project, LIB_FLAKY, LIB_PASS } from '../helpers/project.js';

/** An invariant that says what it saw, as real ones do. */
const TALKING_INVARIANT = `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const { behaviour } = await import(pathToFileURL(join(process.cwd(), 'src/lib.mjs')).href);
const { seed } = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
const b = behaviour(seed);
if (b === 'pass') { console.log('seed ' + seed + ': law holds'); process.exit(0); }
console.log('LAW BROKEN [inc preminor] seed ' + seed + ': 7.11.6 -> null');
process.exit(b === 'fail' ? 1 : 7);
`;
const LIB_FAIL_11 = `export const behaviour = (seed) => (seed === 11 ? 'fail' : 'pass');\n`;

async function grade(repo: TestRepo, base: string, extra: Partial<GateOptions> = {}): Promise<Trace> {
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
    ...extra,
  });
  expectNoUnallowedPass(trace);
  // Every new field is in the closed schema: report mode reads this trace back.
  expect(validateTrace(JSON.parse(JSON.stringify(trace)))).toMatchObject({ ok: true });
  return trace;
}

function scenario(baseFiles: Files, candidate: Files): { repo: TestRepo; base: string } {
  const repo = new TestRepo('gate-evidence-');
  const base = repo.commit(baseFiles, 'base');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

const talking = (more: Files = {}): Files =>
  project({ extraFiles: { 'invariants/behaviour.mjs': TALKING_INVARIANT, ...more } });

describe('a regression', () => {
  it('keeps what the invariant printed on the first replay, each retry and the base replay', async () => {
    const { repo, base } = scenario(talking(), { 'src/lib.mjs': LIB_FAIL_11 });
    const t = await grade(repo, base, { runNumber: 41 });
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(t.run_number).toBe(41);
    expect(t.budgets?.retry_cap).toBe(2);
    expect(t.freeze_ledger).toBe('gate-freezes.json');
    const m = t.misses[0] as MissOutcome;
    expect(m.attempts?.map((a) => [a.attempt, a.n ?? 0, a.result])).toEqual([
      ['first', 0, 'fail'],
      ['retry', 1, 'fail'],
      ['retry', 2, 'fail'],
      ['base', 0, 'pass'],
    ]);
    expect(m.attempts?.[0]?.excerpt).toBe('LAW BROKEN [inc preminor] seed 11: 7.11.6 -> null');
    expect(m.attempts?.[0]?.log).toBe('fixtures/lib.behaviour/seed-11/attempt-1/invariant.log');
    expect(m.attempts?.[3]?.excerpt).toBe('seed 11: law holds');
    expect(renderTitle(t)).toBe('Regression: seed 11 of lib.behaviour fails; passes on base');
    const md = renderSummary(t);
    expect(md).toContain('```text\nLAW BROKEN [inc preminor] seed 11: 7.11.6 -> null\n```');
    expect(md).toContain('- **base revision:** passed');
  });

  it('says so when the seed was already red on the base revision', async () => {
    const { repo, base } = scenario(talking({ 'src/lib.mjs': LIB_FAIL_11 }), {
      'src/lib.mjs': LIB_FAIL_11 + '// touch\n',
    });
    const t = await grade(repo, base);
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    expect((t.misses[0] as MissOutcome).attempts?.at(-1)).toMatchObject({ attempt: 'base', result: 'fail' });
    expect(renderTitle(t)).toBe('Already failing on base: seed 11 of lib.behaviour fails on base too');
    expect(renderSummary(t)).toContain('**failed too — already red on the base revision**');
  });

  it('an invariant that crashes: the excerpt shows it, the base replay is not run', async () => {
    const crash = `export const behaviour = (seed) => (seed === 12 ? 'crash' : 'pass');\n`;
    const { repo, base } = scenario(talking(), { 'src/lib.mjs': crash });
    const t = await grade(repo, base);
    expect([t.verdict, t.label]).toEqual(['HOLD', 'INCOMPLETE']);
    const m = t.misses[0] as MissOutcome;
    expect(m.attempts?.map((a) => [a.attempt, a.result])).toEqual([
      ['first', 'incomplete'],
      ['base', 'not_run'],
    ]);
    expect(m.attempts?.[0]?.excerpt).toContain('LAW BROKEN');
    expect(renderTitle(t)).toMatch(
      /^Inconclusive: seed 12 of lib\.behaviour could not be classified \(it did not finish: the invariant exited 7/,
    );
  });
});

describe('the other outcomes name their evidence', () => {
  it('FIXTURE_MISMATCH: the input that differs', async () => {
    const { repo, base } = scenario(project(), {
      'fixtures/lib/input.txt': 'gamma\n',
      'src/lib.mjs': LIB_PASS + '//x\n',
    });
    const t = await grade(repo, base);
    expect(t.reason_code).toBe('FIXTURE_MISMATCH');
    expect(t.replays.map((r) => r.differing_inputs)).toEqual([
      ['fixtures/lib/input.txt'],
      ['fixtures/lib/input.txt'],
    ]);
    expect(renderSummary(t)).toContain('- `fixtures/lib/input.txt`');
  });

  it('CONTAMINATED: the oracle files, apart from the rest', async () => {
    const { repo, base } = scenario(project(), {
      'invariants/behaviour.mjs': 'process.exit(0)\n',
      'src/lib.mjs': LIB_PASS + '//x\n',
    });
    const t = await grade(repo, base);
    expect(t.oracle_touched).toEqual(['invariants/behaviour.mjs']);
    expect(renderSummary(t)).toContain(
      '**The other files** — graded on their own once split:\n\n- `src/lib.mjs`',
    );
  });

  it('a typo in gate.yml is a configuration error with file, field and line, not a missing config', async () => {
    const { repo, base } = scenario(project({ gateYml: gateYml().replace('retry_cap', 'retry_cpa') }), {
      'src/lib.mjs': LIB_PASS + '//x\n',
    });
    const t = await grade(repo, base);
    expect(t.reason_code).toBe('NOT_CONFIGURED');
    expect(t.config_error).toMatchObject({ file: 'gate.yml', field: 'budgets.retry_cpa', line: 5 });
    expect(t.reason).toMatch(
      /^configuration error in gate\.yml on the base revision, field budgets\.retry_cpa: /,
    );
    expect(t.stages[0]?.detail).toMatch(/^configuration error: gate\.yml: budgets\.retry_cpa/);
    expect(t.advice).toMatch(/configuration error in gate\.yml/);
    const md = renderSummary(t);
    expect(md).not.toMatch(/has no gate|add gate\.yml/i);
    expect(renderTitle(t)).toBe(
      'Gate misconfigured on base: gate.yml, field budgets.retry_cpa, line 5 is invalid',
    );
  });

  it('a spec file missing on the base revision is not a crash', async () => {
    const yml = gateYml({ properties: '  - spec: specs/gone.mjs\n    probe: probes/forbidden.patch' });
    const { repo, base } = scenario(project({ gateYml: yml }), { 'src/lib.mjs': LIB_PASS + '//x\n' });
    const t = await grade(repo, base);
    expect(t.reason_code).toBe('PROPERTY_ERROR');
    expect(t.advice).toMatch(/could not be started/);
    expect(t.advice).not.toMatch(/crash|read its log/i);
    expect(renderSummary(t)).not.toMatch(/crashed/);
  });

  it('a toolchain patch: its own gate.yml is checked and a broken one flagged; the verdict stays HOLD', async () => {
    const good = scenario(project(), { 'gate.yml': gateYml({ budgets: { retry_cap: 3 } }) });
    const ok = await grade(good.repo, good.base);
    expect([ok.verdict, ok.reason_code, ok.candidate_oracle_errors]).toEqual(['HOLD', 'TOOLCHAIN_PATCH', []]);
    const bad = scenario(project(), {
      'gate.yml': gateYml().replace('retry_cap: 2', 'retry_cap: 99'),
      'fixtures/lib/manifest.json': '{"generator": "fixtures/lib/gen.mjs", "seed": 1}',
    });
    const t = await grade(bad.repo, bad.base);
    expect([t.verdict, t.label, t.conclusion, t.reason_code]).toEqual([
      'HOLD',
      null,
      'action_required',
      'TOOLCHAIN_PATCH',
    ]);
    expect(t.candidate_oracle_errors).toEqual([
      expect.stringMatching(/^gate\.yml: budgets\.retry_cap: expected .* \(line \d+\)$/),
      expect.stringMatching(/^fixtures\/lib\/manifest\.json: /),
    ]);
    expect(renderTitle(t)).toBe(
      'Needs a person: the patch changes only the gate’s own files (fixtures/lib/manifest.json and gate.yml); its versions of them are invalid',
    );
  });
});

describe('a freeze row', () => {
  it('a SKIP names its row, owner and the runs left', async () => {
    const repo = new TestRepo('gate-evidence-');
    repo.commit(project({ seeds: [11] }), 'base');
    const base = repo.git('rev-parse', 'HEAD');
    repo.commit({ 'src/lib.mjs': LIB_FLAKY([11]) }, 'flaky');
    const held = await grade(repo, base, { runNumber: 5 });
    expect(held.reason_code).toBe('NO_RECORD');
    const m = held.misses[0] as MissOutcome;
    // A ledger row for the miss, as `gate freeze grant` writes it (tested end to end in the action tests).
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { recordSha256 } = await import('../../src/classify/hash.js');
    const record = JSON.parse(readFileSync(join(repo.dir, '.gate', m.record_path), 'utf8')) as Record<
      string,
      unknown
    >;
    const row = {
      id: 'frz-test',
      target: m.target,
      invariant: m.invariant,
      property_path: m.invariant,
      seed: m.seed,
      fixture_sha256: record.fixture_sha256,
      owner: 'octocat',
      record,
      record_sha256: recordSha256(record),
      expires_after_runs: 10,
      granted_run_number: 5,
    };
    repo.checkout(base, 'main');
    const newBase = repo.commit(
      { 'gate-freezes.json': JSON.stringify({ version: 1, freezes: [row] }) },
      'freeze',
    );
    repo.checkout(newBase, 'cand');
    repo.commit({ 'src/lib.mjs': LIB_FLAKY([11]) }, 'flaky again');
    const t = await grade(repo, newBase, { runNumber: 6 });
    expect([t.verdict, t.conclusion]).toEqual(['SKIP', 'neutral']);
    expect((t.misses[0] as MissOutcome).freeze).toMatchObject({
      freeze_id: 'frz-test',
      owner: 'octocat',
      runs_left: 8,
      excuses: true,
    });
    expect(renderTitle(t)).toBe(
      'Known flake, frozen: seed 11 of lib.behaviour skipped by freeze row frz-test, owner octocat, 8 more runs',
    );
  });
});
