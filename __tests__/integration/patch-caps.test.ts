/**
 * Gate-side work over candidate data is bounded (SPEC §8): the patch is written to disk and parsed one
 * file at a time, and past each size cap the run is an honest UNGRADABLE that names the figure, never
 * an out-of-memory crash nor an UNUSABLE "re-run". Real git repositories; the caps are lowered through
 * `patchLimits` so no test writes a gigabyte (the 33 MiB file is real: git's big-file path is taken).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import { MAX_GRADED_BYTES, patchLimits } from '../../src/patch/graded.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project, PROBE } from '../helpers/project.js';

const defaults = { ...patchLimits };
afterEach(() => {
  Object.assign(patchLimits, defaults);
});

/** The newcomer's setup: the README's built-in spec that forbids a call under src/. */
const SPEC = "predicates:\n  - forbid_added_lines: {pattern: 'FORBIDDEN', paths: ['src/**']}\n";
function base(): Files {
  return project({
    seeds: [11],
    gateYml: gateYml({ properties: '  - spec: specs/forbid.yml\n    probe: probes/forbidden.patch' }),
    extraFiles: { 'specs/forbid.yml': SPEC, 'probes/forbidden.patch': PROBE },
  });
}

async function grade(candidate: Files): Promise<{ trace: Trace; repo: TestRepo }> {
  const repo = new TestRepo('gate-caps-');
  const b = repo.commit(base(), 'base');
  repo.commit(candidate, 'candidate');
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base: b,
    outDir: '.gate',
    log: silentLogger,
  });
  expectNoUnallowedPass(trace);
  return { trace, repo };
}
const scope = (t: Trace) => t.stages.find((s) => s.name === 'scope');

describe('size caps are UNGRADABLE with the figure', () => {
  it('a patch past the patch cap holds, naming the cap; it never reaches a spec', async () => {
    patchLimits.patch = 4000;
    const { trace } = await grade({ 'src/big.mjs': 'export const x = 1;\n'.repeat(400) });
    expect(scope(trace)?.code).toBe('UNGRADABLE');
    expect(scope(trace)?.detail).toMatch(/the patch is more than 4000 bytes/);
    expect(trace.properties).toEqual([]);
    expect(trace.verdict).toBe('HOLD');
  });

  it('one file whose part of the patch passes the part cap is too-large; the others are parsed', async () => {
    patchLimits.part = 3000;
    const { trace, repo } = await grade({
      'src/big.mjs': 'export const x = 1;\n'.repeat(400),
      'src/small.mjs': 'export const y = 2;\n',
    });
    expect(scope(trace)?.code).toBe('UNGRADABLE');
    expect(scope(trace)?.detail).toMatch(
      /"src\/big\.mjs": its part of the patch is \d+ bytes, more than the 3000/,
    );
    const note = JSON.parse(readFileSync(join(repo.dir, '.gate/graded.json'), 'utf8')) as {
      ungradable: Array<{ path: string; kind: string }>;
    };
    expect(note.ungradable).toEqual([expect.objectContaining({ path: 'src/big.mjs', kind: 'too-large' })]);
  });

  it('an EMPTY_PATCH cannot hide behind a cap: a listing past its cap holds', async () => {
    patchLimits.listing = 10;
    const { trace } = await grade({
      'src/a.mjs': 'export const a = 1;\n',
      'src/b.mjs': 'export const b = 1;\n',
    });
    expect(scope(trace)?.code).toBe('UNGRADABLE');
    expect(scope(trace)?.detail).toMatch(/more than 10 bytes/);
  });

  it('more binary or large paths than can be named apart holds, naming the count', async () => {
    patchLimits.apart = 1;
    const { trace } = await grade({
      'src/a.bin': Buffer.from([0xff, 0xfe, 0x00, 0x41]),
      'src/b.bin': Buffer.from([0xff, 0x00, 0x42]),
    });
    expect(scope(trace)?.code).toBe('UNGRADABLE');
    expect(scope(trace)?.detail).toMatch(
      /2 changed paths are binary or larger than \d+ bytes; the gate diffs at most 1/,
    );
  });

  it('a file past the graded size is the size hold (git never diffs it whole), not UNUSABLE', async () => {
    const big = Buffer.alloc(MAX_GRADED_BYTES + 1024 * 1024, 'FORBIDDEN(1)\n');
    const { trace, repo } = await grade({ 'src/huge.mjs': big, 'src/ok.mjs': 'export const ok = 1;\n' });
    expect(trace.verdict).toBe('HOLD');
    expect(scope(trace)?.code).toBe('UNGRADABLE');
    expect(scope(trace)?.detail).toMatch(/"src\/huge\.mjs": larger than 33554432 bytes: not read/);
    // The patch names the file without its content: a few hundred bytes, not 33 MiB.
    const patch = readFileSync(join(repo.dir, '.gate/candidate.patch'), 'utf8');
    expect(patch).toMatch(/^Binary files \/dev\/null and b\/src\/huge\.mjs differ$/m);
    expect(patch.length).toBeLessThan(4096);
  });
});
