/**
 * Catalog checks in the real pipeline: registered on their shipped probe and the empty patch, then
 * graded on candidates in real git repositories; a user probe override is an oracle file.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';

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

function scenario(gateYml: string, candidate: Files, extra: Files = {}): { repo: TestRepo; base: string } {
  const repo = new TestRepo();
  const base = repo.commit(
    {
      'gate.yml': gateYml,
      'src/lib.js': 'export const add = (a, b) => a + b;\n',
      'test/lib.test.js': "import { add } from '../src/lib.js';\nit('adds', () => add(1, 2));\n",
      ...extra,
    },
    'base',
  );
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

const ALL = `version: 1
properties:
  - builtin: no-skipped-tests
  - builtin: no-focused-tests
  - builtin: no-test-deletion
  - builtin: no-exit-tampering
  - builtin: no-lint-suppressions
  - builtin: no-secrets
  - builtin: no-ci-edits
`;

describe('built-in checks in the pipeline', () => {
  it('a clean candidate is CLEAR; every check registered on its shipped probe', async () => {
    const { repo, base } = scenario(ALL, { 'src/lib.js': 'export const add = (a, b) => b + a;\n' });
    const t = await grade(repo, base);
    expect([t.verdict, t.label, t.conclusion]).toEqual(['CLEAR', 'PASS', 'success']);
    expect(t.properties.map((p) => [p.spec, p.code])).toEqual(
      ALL.split('\n')
        .filter((l) => l.includes('builtin:'))
        .map((l) => [`builtin:${l.split(': ')[1]}`, 'PROPERTY_CLEAR']),
    );
    const slot = JSON.parse(
      readFileSync(join(repo.dir, '.gate/property/01-builtin_no-skipped-tests/slot.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(slot).toMatchObject({ probe_result: 'reject', empty_result: 'clear', valid: true });
    // The catalog ships with the gate: nothing of it is read from the repository.
    expect(t.oracle_reads.filter((r) => r.startsWith('builtin:'))).toEqual([]);
  });

  it.each<[string, Files, string, string]>([
    [
      'a skipped test',
      { 'test/lib.test.js': "it.skip('adds', () => {});\n" },
      'builtin:no-skipped-tests',
      'test/lib.test.js',
    ],
    [
      'a focused test',
      { 'test/more.test.js': "it.only('x', () => {});\n" },
      'builtin:no-focused-tests',
      'test/more.test.js',
    ],
    ['a deleted test file', { 'test/lib.test.js': null }, 'builtin:no-test-deletion', 'test/lib.test.js'],
    [
      'an exit in the library',
      { 'src/lib.js': 'process.exitCode = 0;\n' },
      'builtin:no-exit-tampering',
      'src/lib.js',
    ],
    [
      'a lint suppression',
      { 'src/lib.js': '// eslint-disable-next-line\nexport const a = 1;\n' },
      'builtin:no-lint-suppressions',
      'src/lib.js',
    ],
    [
      'a committed key',
      { 'src/key.js': `export const k = '${'AKIA'}IOSFODNN7EXAMPLE';\n` },
      'builtin:no-secrets',
      'src/key.js',
    ],
    [
      'a workflow edit',
      { '.github/workflows/ci.yml': 'on: push\n' },
      'builtin:no-ci-edits',
      '.github/workflows/ci.yml',
    ],
  ])('%s is PROPERTY_REJECT by the built-in, with a witness', async (_what, candidate, spec, path) => {
    const { repo, base } = scenario(ALL, candidate);
    const t = await grade(repo, base);
    expect([t.verdict, t.label, t.conclusion]).toEqual(['REJECT', 'PROPERTY', 'failure']);
    const rejected = t.properties.filter((p) => p.code === 'PROPERTY_REJECT');
    expect(rejected.map((p) => p.spec)).toEqual([spec]);
    expect(rejected[0]?.witness?.path).toBe(path);
  });

  it('narrowed away from its shipped probe, a check is not falsifiable: HOLD, with the reason', async () => {
    const yml = 'version: 1\nproperties:\n  - builtin: no-skipped-tests\n    paths: [lib/**]\n';
    const { repo, base } = scenario(yml, { 'src/lib.js': 'export const add = (a, b) => b + a;\n' });
    const t = await grade(repo, base);
    expect(t.reason_code).toBe('PROPERTY_NOT_FALSIFIABLE');
    expect(t.verdict).toBe('HOLD');
    expect(t.properties[0]?.reason).toMatch(/probe builtin:no-skipped-tests\.patch was not rejected/);
  });

  it('a probe of its own makes a narrowed check falsifiable, and is an oracle file', async () => {
    const yml =
      'version: 1\nproperties:\n  - builtin: no-skipped-tests\n    paths: [lib/**]\n    probe: probes/skip.patch\n';
    const probe =
      'diff --git a/lib/a.test.js b/lib/a.test.js\nnew file mode 100644\n--- /dev/null\n+++ b/lib/a.test.js\n@@ -0,0 +1 @@\n+xit("x", () => {});\n';
    const clean = scenario(
      yml,
      { 'src/lib.js': 'export const add = (a, b) => b + a;\n' },
      { 'probes/skip.patch': probe },
    );
    const t = await grade(clean.repo, clean.base);
    expect([t.verdict, t.reason_code]).toEqual(['CLEAR', 'PROPERTY_CLEAR']);
    expect(t.oracle_reads).toContain('probes/skip.patch');
    // Outside the narrowed paths a skip is not this check's business; inside, it is rejected.
    const outside = scenario(
      yml,
      { 'test/lib.test.js': "it.skip('adds', () => {});\n" },
      { 'probes/skip.patch': probe },
    );
    expect((await grade(outside.repo, outside.base)).verdict).toBe('CLEAR');
    const inside = scenario(
      yml,
      { 'lib/b.test.js': "it.skip('b', () => {});\n" },
      { 'probes/skip.patch': probe },
    );
    expect((await grade(inside.repo, inside.base)).verdict).toBe('REJECT');
    // The probe is the gate's own file: a candidate that edits it with code is CONTAMINATED.
    const edit = scenario(
      yml,
      { 'probes/skip.patch': '', 'src/lib.js': 'export const add = (a, b) => b + a;\n' },
      { 'probes/skip.patch': probe },
    );
    expect((await grade(edit.repo, edit.base)).reason_code).toBe('CONTAMINATED');
  });
});
