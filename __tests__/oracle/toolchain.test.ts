/**
 * A toolchain patch's own gate.yml and manifests, checked with the gate's parsers on a real checkout
 * (symbolic links out of it included).
 */
import { describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig } from '../../src/oracle/config.js';
import {
  candidateOracleErrors,
  candidateTree,
  MAX_CANDIDATE_ERRORS,
  MAX_CANDIDATE_LOOKUPS,
} from '../../src/oracle/toolchain.js';
import { TestRepo } from '../helpers/repo.js';
import { gateYml, project } from '../helpers/project.js';
import { tempDir } from '../helpers/tmp.js';

const baseConfig = parseConfig(gateYml(), 'gate.yml');

function checkout(files: Record<string, string | null | { symlink: string }>): TestRepo {
  const repo = new TestRepo('gate-oracle-check-');
  repo.commit(project(), 'base');
  repo.write(files);
  return repo;
}

async function errorsOf(files: Record<string, string | null | { symlink: string }>): Promise<string[]> {
  const repo = checkout(files);
  return candidateOracleErrors({
    configFile: 'gate.yml',
    changed: Object.keys(files),
    baseConfig,
    tree: candidateTree(repo.dir),
  });
}

describe('candidateOracleErrors', () => {
  it('a valid toolchain patch has no errors', async () => {
    expect(await errorsOf({ 'gate.yml': gateYml({ budgets: { retry_cap: 3 } }) })).toEqual([]);
  });

  it('names the file, the field and the line of a broken gate.yml', async () => {
    const errors = await errorsOf({ 'gate.yml': gateYml().replace('retry_cap', 'retry_cpa') });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^gate\.yml: budgets\.retry_cpa: .*\(line \d+\)$/);
  });

  it('lists every problem of a broken gate.yml, with did-you-mean, and a builtin names no file', async () => {
    const builtins = (list: string) =>
      gateYml({ properties: list })
        .replace('retry_cap', 'retry_cpa')
        .replace('- .github/workflows/**', '- "!x"');
    const errors = await errorsOf({
      'gate.yml': builtins('  - builtin: no-secrets\n  - builtin: no-secret'),
    });
    expect(errors).toEqual([
      expect.stringMatching(/^gate\.yml: budgets\.retry_cpa: .*\(did you mean retry_cap\?\) \(line \d+\)$/),
      expect.stringMatching(
        /^gate\.yml: properties\[1\]\.builtin: .*\(did you mean no-secrets\?\) \(line \d+\)$/,
      ),
      expect.stringMatching(/^gate\.yml: protected\[0\]: /),
    ]);
    expect(await errorsOf({ 'gate.yml': gateYml({ properties: '  - builtin: no-secrets' }) })).toEqual([]);
  });

  it('says when the patch deletes gate.yml', async () => {
    expect(await errorsOf({ 'gate.yml': null })).toEqual([
      expect.stringMatching(
        /gate\.yml: the patch deletes it; once merged, every pull request is NOT_CONFIGURED/,
      ),
    ]);
  });

  it('reports a changed manifest that does not parse, and one naming a missing input', async () => {
    expect(await errorsOf({ 'fixtures/lib/manifest.json': '{"generator": "fixtures/lib/gen.mjs"}' })).toEqual(
      [expect.stringMatching(/^fixtures\/lib\/manifest\.json: /)],
    );
    const missingInput = JSON.stringify({
      generator: 'fixtures/lib/gen.mjs',
      generator_id: 'lib-gen/2',
      inputs: ['fixtures/lib/nope.txt'],
      seed: 1,
    });
    expect(await errorsOf({ 'fixtures/lib/manifest.json': missingInput })).toEqual([
      'fixtures/lib/manifest.json: inputs: fixtures/lib/nope.txt does not exist in the patch',
    ]);
  });

  it('reports files the new gate.yml names that the patch does not have', async () => {
    const yml = gateYml({ properties: '  - spec: specs/new.mjs\n    probe: probes/new.patch' });
    const errors = await errorsOf({ 'gate.yml': yml });
    expect(errors).toEqual([
      'gate.yml: names specs/new.mjs, which does not exist in the patch',
      'gate.yml: names probes/new.patch, which does not exist in the patch',
    ]);
  });

  it('does not follow a symbolic link out of the checkout', async () => {
    const outside = join(tempDir('gate-outside-'), 'secret.yml');
    writeFileSync(outside, 'version: 1\nsecret: hunter2\n');
    const errors = await errorsOf({ 'gate.yml': { symlink: outside } });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^gate\.yml: cannot be read: /);
    expect(errors[0]).not.toContain('hunter2');
  });
});

describe('candidateOracleErrors is bounded', () => {
  it('stops after MAX_CANDIDATE_LOOKUPS file reads and lookups, and says so', async () => {
    // Three changed manifests of 10,000 missing inputs each: 30,000 lookups unbounded.
    const manifests = ['fixtures/a.json', 'fixtures/b.json', 'fixtures/c.json'];
    const inputs = (m: string) => Array.from({ length: 10_000 }, (_, i) => `${m}.in/${i}.txt`);
    const text = (m: string) =>
      JSON.stringify({ generator: 'fixtures/gen.mjs', generator_id: 'g/1', inputs: inputs(m), seed: 1 });
    let lookups = 0;
    const errors = await candidateOracleErrors({
      configFile: 'gate.yml',
      changed: manifests,
      baseConfig: {
        ...baseConfig,
        fixtures: manifests.map((manifest, i) => ({
          ...baseConfig.fixtures[0]!,
          target: `t.n${i}`,
          manifest,
        })),
      },
      tree: {
        read: async (p) => (manifests.includes(p) ? text(p) : undefined),
        exists: async () => {
          lookups++;
          return false;
        },
      },
    });
    expect(lookups).toBeLessThanOrEqual(MAX_CANDIDATE_LOOKUPS);
    expect(lookups).toBeGreaterThan(MAX_CANDIDATE_LOOKUPS - manifests.length - 1);
    expect(errors).toHaveLength(MAX_CANDIDATE_ERRORS);
    expect(errors[0]).toBe('fixtures/a.json: inputs: fixtures/a.json.in/0.txt does not exist in the patch');
    expect(errors.at(-2)).toMatch(/^… and \d+ more$/);
    expect(errors.at(-1)).toBe(
      `the check stopped after ${MAX_CANDIDATE_LOOKUPS} file reads and lookups; the rest was not checked`,
    );
  });
});
