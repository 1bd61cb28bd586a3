/**
 * Every fixture proves it can fail (SPEC §2): its probe, a known bug of the code under test, is
 * applied to the base revision and the seeds replayed there until one misses; none →
 * FIXTURE_NOT_FALSIFIABLE (HOLD / INCOMPLETE) and no candidate replay. Real git repositories, real
 * processes.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { renderSummary } from '../../src/report/summary.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project, LIB_PASS } from '../helpers/project.js';

async function grade(repo: TestRepo, base: string): Promise<Trace> {
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
  });
  expectNoUnallowedPass(trace);
  return trace;
}

function scenario(baseFiles: Files, candidate: Files): { repo: TestRepo; base: string } {
  const repo = new TestRepo();
  const base = repo.commit(baseFiles, 'base');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

/** A known bug of the code under test: every seed fails. */
const BUG = `diff --git a/src/lib.mjs b/src/lib.mjs
--- a/src/lib.mjs
+++ b/src/lib.mjs
@@ -1 +1 @@
-export const behaviour = () => 'pass';
+export const behaviour = () => 'fail';
`;
const probeOf = (body: string) => `diff --git a/src/lib.mjs b/src/lib.mjs
--- a/src/lib.mjs
+++ b/src/lib.mjs
@@ -1 +1 @@
-export const behaviour = () => 'pass';
+export const behaviour = ${body};
`;
const README_ONLY = `diff --git a/README.md b/README.md
--- a/README.md
+++ b/README.md
@@ -1 +1 @@
-project
+a project
`;

const FIXTURE =
  '  - target: lib.behaviour\n    manifest: fixtures/lib/manifest.json\n    invariant: invariants/behaviour.mjs';

/** The test project at `version: 2` with the fixture's probe at gate/probes/lib.patch. */
function v2(probe: string, extra: Files = {}): Files {
  const yml = gateYml({ fixtures: `${FIXTURE}\n    probe: gate/probes/lib.patch` }).replace(
    'version: 1',
    'version: 2',
  );
  return project({ gateYml: yml, extraFiles: { 'gate/probes/lib.patch': probe, ...extra } });
}

const codes = (t: Trace) => Object.fromEntries(t.stages.map((s) => [s.name, s.code]));
const REGRESSION = { 'src/lib.mjs': "export const behaviour = (s) => (s === 12 ? 'fail' : 'pass');\n" };
const HONEST = { 'src/lib.mjs': LIB_PASS + '// better\n' };

describe('a fixture whose probe makes a seed miss grades exactly as before', () => {
  it.each([
    ['an honest patch', HONEST, 'CLEAR'],
    ['a regression', REGRESSION, 'REJECT'],
  ])('%s', async (_what, candidate, expected) => {
    const withProbe = scenario(v2(BUG), candidate);
    const t = await grade(withProbe.repo, withProbe.base);
    const before = scenario(project(), candidate);
    const old = await grade(before.repo, before.base);
    expect(t.verdict).toBe(expected);
    expect([t.verdict, t.label, t.conclusion, t.reason_code]).toEqual([
      old.verdict,
      old.label,
      old.conclusion,
      old.reason_code,
    ]);
    expect(t.replays.map((r) => [r.seed, r.code])).toEqual(old.replays.map((r) => [r.seed, r.code]));
    // The probe's cost: one replay, the first seed missed; its slot names every digest.
    const [p] = t.fixture_probes ?? [];
    expect(p).toMatchObject({
      target: 'lib.behaviour',
      probe: 'gate/probes/lib.patch',
      result: 'falsifiable',
      seeds_tried: [11],
      missed_seed: 11,
      replays: 1,
    });
    const slot = JSON.parse(readFileSync(join(withProbe.repo.dir, '.gate', p?.slot ?? 'x'), 'utf8'));
    expect(slot).toMatchObject({ probe: 'gate/probes/lib.patch', missed_seed: 11, seeds_tried: [11] });
    for (const k of [
      'manifest_sha256',
      'invariant_sha256',
      'generator_sha256',
      'probe_sha256',
      'inputs_sha256',
    ])
      expect(slot[k]).toMatch(/^[0-9a-f]{64}$/);
    expect(t.stages.find((s) => s.name === 'fixture')?.artifacts.map((a) => a.path)).toContain(p?.slot);
    expect(t.audit.ok).toBe(true);
    // The probe ran in the base checkout, never in the candidate's: the candidate's lib is intact.
    expect(readFileSync(join(withProbe.repo.dir, 'src/lib.mjs'), 'utf8')).toBe(candidate['src/lib.mjs']);
  });

  it('the probe stops at the first seed that misses', async () => {
    const { repo, base } = scenario(v2(probeOf("(s) => (s === 12 ? 'fail' : 'pass')")), HONEST);
    const t = await grade(repo, base);
    expect(t.fixture_probes?.[0]).toMatchObject({
      result: 'falsifiable',
      seeds_tried: [11, 12],
      missed_seed: 12,
      replays: 2,
    });
    expect(t.verdict).toBe('CLEAR');
  });

  it('a newcomer invariant that imports the code relatively is probed in the probed tree', async () => {
    const relative = `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { behaviour } from '../src/lib.mjs';
const { seed } = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
process.exit(behaviour(seed) === 'pass' ? 0 : 1);
`;
    const { repo, base } = scenario(v2(BUG, { 'invariants/behaviour.mjs': relative }), HONEST);
    const t = await grade(repo, base);
    expect(t.fixture_probes?.[0]).toMatchObject({ result: 'falsifiable', missed_seed: 11 });
  });
});

describe('FIXTURE_NOT_FALSIFIABLE: HOLD / INCOMPLETE, and no candidate replay', () => {
  const notFalsifiable = (t: Trace) => {
    expect(codes(t)).toEqual({
      scope: 'IN_SCOPE',
      property: 'PROPERTY_CLEAR',
      fixture: 'FIXTURE_NOT_FALSIFIABLE',
    });
    expect([t.verdict, t.label, t.conclusion]).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
    expect(t.replays).toEqual([]);
    expect(t.fixture_probes?.[0]?.result).toBe('not_falsifiable');
    return t.fixture_probes?.[0];
  };

  it('a probe that does not touch what the invariant checks: every seed held', async () => {
    const { repo, base } = scenario(v2(README_ONLY), REGRESSION);
    const t = await grade(repo, base);
    const p = notFalsifiable(t);
    expect(p).toMatchObject({ seeds_tried: [11, 12], replays: 2 });
    expect(p?.reason).toContain('does the invariant load the code under test?');
    expect(t.advice).toContain('FIXTURE_NOT_FALSIFIABLE');
    expect(renderSummary(t)).toContain('does the invariant load the code under test?');
    // The regression was not graded by a check that cannot fail: no candidate replay ran.
    expect(existsSync(join(repo.dir, '.gate', 'fixtures', 'lib.behaviour', 'seed-11'))).toBe(false);
  });

  it('a placeholder law that never loads the code', async () => {
    const { repo, base } = scenario(v2(BUG, { 'invariants/behaviour.mjs': 'process.exit(0);\n' }), HONEST);
    notFalsifiable(await grade(repo, base));
  });

  it('a probe replay that crashes is not a miss: it proves nothing', async () => {
    const { repo, base } = scenario(v2(probeOf("() => 'crash'")), HONEST);
    const p = notFalsifiable(await grade(repo, base));
    expect(p?.reason).toContain('crashed or ran out of time');
    expect(p?.replays).toBe(2);
  });

  it('a probe that does not apply to the base', async () => {
    const { repo, base } = scenario(v2(probeOf("() => 'fail'").replace("'pass';", "'other';")), HONEST);
    const t = await grade(repo, base);
    const p = notFalsifiable(t);
    expect(p?.reason).toContain('does not apply');
    expect(p?.replays).toBe(0);
    // The reviewer reads the cause, not advice about the invariant that does not fit it.
    const summary = renderSummary(t);
    expect(summary).toContain('does not apply to the base revision');
    expect(summary).not.toContain('does the invariant load the code under test?');
    expect(t.advice).toContain('could not show it fails');
  });

  it('a probe that changes the invariant itself proves nothing about the code', async () => {
    const cheat = `diff --git a/invariants/behaviour.mjs b/invariants/behaviour.mjs
--- a/invariants/behaviour.mjs
+++ b/invariants/behaviour.mjs
@@ -1 +1,2 @@
+process.exit(1);
 import { readFileSync } from 'node:fs';
`;
    const { repo, base } = scenario(v2(cheat), HONEST);
    const p = notFalsifiable(await grade(repo, base));
    expect(p?.reason).toContain("changes the gate's own files (invariants/behaviour.mjs)");
    expect(p?.replays).toBe(0);
  });
});

describe('version 1 and version 2', () => {
  it('a version 2 fixture without a probe is a configuration error naming the file and field', async () => {
    const yml = gateYml().replace('version: 1', 'version: 2');
    const { repo, base } = scenario(project({ gateYml: yml }), HONEST);
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'NOT_CONFIGURED' });
    expect(t.config_error).toMatchObject({ file: 'gate.yml', field: 'fixtures[0].probe' });
  });

  it('a version 1 fixture without a probe grades as before, and the trace and summary say nothing shows it can fail', async () => {
    const { repo, base } = scenario(project(), HONEST);
    const t = await grade(repo, base);
    expect([t.verdict, t.label]).toEqual(['CLEAR', 'PASS']);
    expect(t.fixture_probes).toEqual([
      expect.objectContaining({ target: 'lib.behaviour', probe: null, result: 'no_probe', replays: 0 }),
    ]);
    expect(renderSummary(t)).toContain('nothing shows this fixture can fail');
  });
});
