/** The property stage alone: registration before evaluation, budgets, and the stage code's order. */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { parseConfig } from '../../src/oracle/config.js';
import { runProperty } from '../../src/stages/property.js';
import type { Scoped } from '../../src/run/context.js';
import { fakeContext, scriptedRunner, type ScriptedRun } from '../helpers/fake-context.js';

const PROBE = `diff --git a/src/lib.mjs b/src/lib.mjs
--- a/src/lib.mjs
+++ b/src/lib.mjs
@@ -1 +1,2 @@
 export const x = 1;
+BAD
`;

function scoped(specs: string[], extra = ''): Scoped {
  const props = specs.map((s) => `  - spec: specs/${s}\n    probe: probes/p.patch\n`).join('');
  return {
    config: parseConfig(`version: 1\n${extra}properties:\n${props}`, 'gate.yml'),
    manifests: new Map(),
  };
}

function oracle(specs: string[]): Record<string, string> {
  return Object.fromEntries([['probes/p.patch', PROBE], ...specs.map((s) => [`specs/${s}`, `// ${s}\n`])]);
}

/** Which patch the spec was given: the probe, the empty patch or the candidate. */
function phase(args: readonly string[] | undefined): 'probe' | 'empty' | 'candidate' {
  const patch = basename(args?.[0] ?? '');
  return patch === 'probe.patch' ? 'probe' : patch === 'empty.patch' ? 'empty' : 'candidate';
}

describe('runProperty', () => {
  it('more specs than max_predicates is PROPERTY_BUDGET and runs nothing', async () => {
    const specs = ['a.mjs', 'b.mjs'];
    const proc = scriptedRunner(() => ({ exitCode: 0 }));
    const r = await runProperty(
      { ...fakeContext(oracle(specs)), proc },
      scoped(specs, 'budgets:\n  max_predicates: 1\n'),
    );
    expect([r.code, r.next]).toEqual(['PROPERTY_BUDGET', undefined]);
    expect(r.detail).toBe('2 specs configured, more than max_predicates 1');
    expect(proc.calls).toEqual([]);
  });

  it('a spec that rejects its probe but not the empty patch grades the candidate; a witness rejects', async () => {
    const specs = ['a.mjs'];
    const proc = scriptedRunner((spec): ScriptedRun => {
      const p = phase(spec.args);
      if (p === 'candidate')
        return {
          exitCode: 1,
          stdout: JSON.stringify({ witness: { path: 'src/lib.mjs', line: 2 }, message: 'no' }),
        };
      return { exitCode: p === 'probe' ? 1 : 0 };
    });
    const ctx = fakeContext(oracle(specs));
    const r = await runProperty({ ...ctx, proc }, scoped(specs));
    expect(r.code).toBe('PROPERTY_REJECT');
    expect(r.next).toBeUndefined();
    expect(r.trace?.witnesses).toEqual([{ path: 'src/lib.mjs', line: 2, message: 'no' }]);
    expect(proc.calls.map((c) => phase(c.args)).sort()).toEqual(['candidate', 'empty', 'probe']);
    // The candidate run comes after registration, on a read-only copy of the run's patch (never the
    // gate's own file, which another program could rewrite).
    expect(phase(proc.calls[2]?.args)).toBe('candidate');
    const given = proc.calls[2]?.args?.[0] as string;
    expect(given).not.toBe(ctx.patch.path);
    expect(readFileSync(given)).toEqual(ctx.patch.bytes);
    expect(statSync(given).mode & 0o777).toBe(0o444);
    expect(statSync(dirname(given)).mode & 0o777).toBe(0o555);
    expect(r.artifacts.map((a) => a.path)).toEqual([
      'property/01-a.mjs/slot.json',
      'property/01-a.mjs/result.json',
    ]);
  });

  it('a spec whose probe is not rejected never grades the candidate: PROPERTY_NOT_FALSIFIABLE', async () => {
    const specs = ['a.mjs'];
    const proc = scriptedRunner(() => ({ exitCode: 0 }));
    const r = await runProperty({ ...fakeContext(oracle(specs)), proc }, scoped(specs));
    expect(r.code).toBe('PROPERTY_NOT_FALSIFIABLE');
    expect(proc.calls.map((c) => phase(c.args)).sort()).toEqual(['empty', 'probe']);
  });

  it('a spec missing on the base revision is PROPERTY_ERROR and runs nothing', async () => {
    const proc = scriptedRunner(() => ({ exitCode: 0 }));
    const r = await runProperty({ ...fakeContext(oracle([])), proc }, scoped(['gone.mjs']));
    expect(r.code).toBe('PROPERTY_ERROR');
    expect(r.detail).toMatch(/^specs\/gone\.mjs: specs\/gone\.mjs: missing/);
    expect(proc.calls).toEqual([]);
  });

  it('the stage code is the first in its order, and artifacts follow the config order', async () => {
    const specs = ['a.mjs', 'b.mjs', 'c.mjs'];
    const proc = scriptedRunner((spec, file): ScriptedRun => {
      const p = phase(spec.args);
      if (p !== 'candidate') return { exitCode: p === 'probe' ? 1 : 0 };
      if (file === 'a.mjs') return { timedOut: true };
      if (file === 'b.mjs') return { exitCode: 1 };
      return { exitCode: 0 };
    });
    const r = await runProperty({ ...fakeContext(oracle(specs)), proc }, scoped(specs));
    expect(r.trace?.properties?.map((o) => o.code)).toEqual([
      'PROPERTY_BUDGET',
      'PROPERTY_REJECT',
      'PROPERTY_CLEAR',
    ]);
    expect(r.code).toBe('PROPERTY_REJECT');
    expect(r.artifacts.map((a) => a.path.split('/')[1])).toEqual([
      '01-a.mjs',
      '01-a.mjs',
      '02-b.mjs',
      '02-b.mjs',
      '03-c.mjs',
      '03-c.mjs',
    ]);
  });

  it('every spec clear hands the scope on', async () => {
    const specs = ['a.mjs'];
    const proc = scriptedRunner((spec) => ({ exitCode: phase(spec.args) === 'probe' ? 1 : 0 }));
    const s = scoped(specs);
    const r = await runProperty({ ...fakeContext(oracle(specs)), proc }, s);
    expect([r.code, r.next]).toEqual(['PROPERTY_CLEAR', s]);
  });
});
