/** The scope stage alone, with a fake context: the config from the oracle, then the changed paths. */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { runScope } from '../../src/stages/scope.js';
import { fakeContext } from '../helpers/fake-context.js';

const CONFIG = `version: 1
properties:
  - spec: specs/a.mjs
    probe: probes/a.patch
fixtures:
  - target: t.one
    manifest: fixtures/m.json
    invariant: invariants/i.mjs
protected:
  - .github/workflows/**
`;
const MANIFEST = JSON.stringify({
  generator: 'fixtures/gen.mjs',
  generator_id: 'g/1',
  inputs: ['fixtures/in.txt'],
  seed: 1,
});
const ORACLE = { 'gate.yml': CONFIG, 'fixtures/m.json': MANIFEST };

describe('runScope', () => {
  it('no config on the base is NOT_CONFIGURED and hands nothing on', async () => {
    const r = await runScope(fakeContext({}));
    expect([r.code, r.next, r.artifacts]).toEqual(['NOT_CONFIGURED', undefined, []]);
    expect(r.detail).toMatch(/gate\.yml does not exist on the base revision bbbbbbbbbbbb/);
  });

  it('a config that does not load is NOT_CONFIGURED with the error naming file and field', async () => {
    const r = await runScope(fakeContext({ 'gate.yml': 'version: 3\n' }));
    expect(r.code).toBe('NOT_CONFIGURED');
    // It says it is a configuration error, and keeps the file and field for the summary.
    expect(r.detail).toMatch(/^configuration error: gate\.yml: version: expected 1 or 2/);
    expect(r.trace?.config_error).toMatchObject({ file: 'gate.yml', field: 'version' });
  });

  it('IN_SCOPE hands on the config and the parsed manifests, and writes scope.json with its digest', async () => {
    const ctx = fakeContext(ORACLE, { changed: ['src/lib.mjs'] });
    const r = await runScope(ctx);
    expect(r.code).toBe('IN_SCOPE');
    expect(r.next?.config.fixtures.map((f) => f.target)).toEqual(['t.one']);
    expect([...(r.next?.manifests.keys() ?? [])]).toEqual(['fixtures/m.json']);
    expect(r.trace).toEqual({
      fixtures_configured: 1,
      budgets: r.next?.config.budgets,
      freeze_ledger: 'gate-freezes.json',
    });
    const [ref] = r.artifacts;
    const text = readFileSync(ctx.out.path(ref!.path));
    expect(ref!.sha256).toBe(createHash('sha256').update(text).digest('hex'));
    expect(JSON.parse(text.toString()).oracle_files).toEqual(
      expect.arrayContaining([
        'gate.yml',
        'specs/a.mjs',
        'probes/a.patch',
        'fixtures/gen.mjs',
        'gate-freezes.json',
      ]),
    );
  });

  it.each([
    [['fixtures/gen.mjs', 'src/lib.mjs'], 'CONTAMINATED'],
    [['.github/workflows/ci.yml', 'src/x.ts'], 'CONTAMINATED'],
    [['Gate.yml', 'src/x.ts'], 'CONTAMINATED'],
    [['specs/a.mjs'], 'TOOLCHAIN_PATCH'],
    [['src/lib.mjs', 'README.md'], 'IN_SCOPE'],
    [[], 'EMPTY_PATCH'],
    // Pinned inputs: alone (or with oracle files) a toolchain patch; with other files graded.
    [['fixtures/in.txt'], 'TOOLCHAIN_PATCH'],
    [['fixtures/in.txt', 'gate.yml'], 'TOOLCHAIN_PATCH'],
    [['fixtures/in.txt', 'src/x.ts'], 'IN_SCOPE'],
    [['fixtures/in.txt', 'gate.yml', 'src/x.ts'], 'CONTAMINATED'],
    // A file or link where the base has a folder of an oracle file changes what its name reaches.
    [['specs', 'src/x.ts'], 'CONTAMINATED'],
    [['fixtures', 'src/x.ts'], 'CONTAMINATED'],
    [['spec', 'specs.mjs', 'src/x.ts'], 'IN_SCOPE'],
  ])('changed %j is %s; only IN_SCOPE hands anything on', async (changed, code) => {
    const r = await runScope(fakeContext(ORACLE, { changed }));
    expect(r.code).toBe(code);
    expect(r.next === undefined).toBe(code !== 'IN_SCOPE');
  });
});
