/**
 * `on_match: hold` (SPEC §3, §12): a check with honest uses holds the patch for a person instead of
 * rejecting it — HOLD, label null, action_required — and keeps every other rule: its probe must
 * still match, a HOLD never passes, and a real REJECT elsewhere wins. Real git repositories.
 */
import { describe, expect, it } from '@jest/globals';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { renderSummary } from '../../src/report/summary.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { SPEC, PROBE } from '../helpers/project.js';

const CI =
  'name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n';

async function grade(gateYml: string, candidate: Files, extra: Files = {}): Promise<Trace> {
  const repo = new TestRepo();
  const base = repo.commit(
    {
      'gate.yml': gateYml,
      '.github/workflows/ci.yml': CI,
      'src/lib.mjs': "export const behaviour = () => 'pass';\n",
      'specs/no_forbidden.mjs': SPEC,
      'probes/forbidden.patch': PROBE,
      ...extra,
    },
    'base',
  );
  repo.commit(candidate, 'candidate');
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

const outcome = (t: Trace) => [t.verdict, t.label, t.conclusion];
const codes = (t: Trace) => Object.fromEntries(t.stages.map((s) => [s.name, s.code]));

// As the README shows it: the CI check asks for a person, the rest reject.
const HOLD_CI = `version: 1
properties:
  - builtin: no-ci-edits
    on_match: hold
  - builtin: no-secrets
`;
const CI_EDIT = { '.github/workflows/ci.yml': CI.replace('npm test', 'npm test -- --ci') };

describe('on_match: hold', () => {
  it('a CI configuration edit HOLDs for a person, naming the file: HOLD / null / action_required', async () => {
    const t = await grade(HOLD_CI, {
      ...CI_EDIT,
      'src/lib.mjs': "export const behaviour = () => 'pass'; // x\n",
    });
    expect(codes(t)).toEqual({ scope: 'IN_SCOPE', property: 'PROPERTY_HOLD' });
    expect(outcome(t)).toEqual(['HOLD', null, 'action_required']);
    expect(t.reason_code).toBe('PROPERTY_HOLD');
    const held = t.properties.find((p) => p.spec === 'builtin:no-ci-edits');
    expect(held?.code).toBe('PROPERTY_HOLD');
    expect(held?.reason).toMatch(/^needs a person: this patch edits \.github\/workflows\/ci\.yml/);
    expect(held?.witness?.path).toBe('.github/workflows/ci.yml');
    expect(renderSummary(t)).toContain('needs a person');
  });

  it('a clean patch is still CLEAR: the held check does not match', async () => {
    const t = await grade(HOLD_CI, { 'src/lib.mjs': "export const behaviour = () => 'pass'; // x\n" });
    expect(outcome(t)).toEqual(['CLEAR', 'PASS', 'success']);
  });

  it('a real REJECT elsewhere wins over the hold', async () => {
    const t = await grade(HOLD_CI, {
      ...CI_EDIT,
      'config/keys.txt': `aws_access_key_id = ${'AKIA'}IOSFODNN7EXAMPLE\n`,
    });
    expect(codes(t).property).toBe('PROPERTY_REJECT');
    expect(outcome(t)).toEqual(['REJECT', 'PROPERTY', 'failure']);
  });

  it('the probe must still match: a held check that cannot fail is PROPERTY_NOT_FALSIFIABLE', async () => {
    const yml = `version: 1
properties:
  - builtin: no-ci-edits
    on_match: hold
    probe: probes/not-ci.patch
`;
    const notCi = 'diff --git a/src/x.js b/src/x.js\n--- /dev/null\n+++ b/src/x.js\n@@ -0,0 +1 @@\n+x\n';
    const t = await grade(yml, CI_EDIT, { 'probes/not-ci.patch': notCi });
    expect(codes(t).property).toBe('PROPERTY_NOT_FALSIFIABLE');
    expect(outcome(t)).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
  });

  it('a program spec with on_match: hold HOLDs on its match, with its witness', async () => {
    const yml = `version: 1
properties:
  - spec: specs/no_forbidden.mjs
    probe: probes/forbidden.patch
    on_match: hold
`;
    const t = await grade(yml, { 'src/lib.mjs': "export const behaviour = () => 'pass';\n// FORBIDDEN\n" });
    expect(codes(t).property).toBe('PROPERTY_HOLD');
    expect(outcome(t)).toEqual(['HOLD', null, 'action_required']);
    expect(t.properties[0]?.reason).toMatch(/needs a person: this patch edits src\/lib\.mjs line 2/);
  });

  it('on_match takes reject or hold, nothing else (a configuration error holds the run)', async () => {
    const yml = 'version: 1\nproperties:\n  - builtin: no-ci-edits\n    on_match: warn\n';
    const t = await grade(yml, CI_EDIT);
    expect(codes(t)).toEqual({ scope: 'NOT_CONFIGURED' });
    expect(t.reason).toMatch(/properties\[0\]\.on_match: expected reject or hold, got string "warn"/);
  });
});
