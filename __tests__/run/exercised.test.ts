/**
 * trace.exercised from a run's load records (src/run/exercised.ts): per spec and per fixture's
 * invariant, the changed files their programs loaded in whatever tree they ran; changed code files
 * none loaded; files the patch did not change never listed.
 */
import { describe, expect, it } from '@jest/globals';
import { LoadBook } from '../../src/adapters/attest.js';
import { exercisedRecord } from '../../src/run/exercised.js';
import type { GateConfig } from '../../src/oracle/config.js';

const config = {
  properties: [
    { spec: 'specs/a.mjs', probe: 'p.patch', global: false },
    { spec: 'builtin:x', probe: null, global: false, builtin: { name: 'x', shippedProbe: true } },
  ],
  fixtures: [
    { target: 'lib.one', manifest: 'f/one.json', invariant: 'inv/one.py' },
    { target: 'lib.two', manifest: 'f/two.json', invariant: 'inv/two.mjs' },
  ],
} as unknown as GateConfig;

describe('exercisedRecord', () => {
  it('attributes loads by program path in any tree, keeps changed files only, names the unloaded code', () => {
    const book = new LoadBook();
    book.add('/tmp/run/worktrees/oracle/specs/a.mjs', ['node_modules/x/index.js']);
    book.add('/repo/inv/one.py', ['inv/one.py', 'src/a.py', 'src/keep.py']);
    book.add('/tmp/run/worktrees/replay/inv/one.py', ['src/b.py']);
    book.add('/repo/inv/two.mjs', ['src/c.mjs']);
    book.add('/repo/fixtures/gen.mjs', ['src/d.mjs']);
    const changed = ['README.md', 'src/a.py', 'src/b.py', 'src/c.mjs', 'src/d.mjs', 'src/e.ts'];
    expect(exercisedRecord(book, config, changed)).toEqual({
      specs: [{ spec: 'specs/a.mjs', loaded: [] }],
      fixtures: [
        { target: 'lib.one', loaded: ['src/a.py', 'src/b.py'] },
        { target: 'lib.two', loaded: ['src/c.mjs'] },
      ],
      // A generator's loads do not count; a changed file that is not code is not named.
      unloaded: ['src/d.mjs', 'src/e.ts'],
    });
  });

  it('with no load records at all, every changed code file is unloaded', () => {
    expect(exercisedRecord(new LoadBook(), config, ['src/x.py']).unloaded).toEqual(['src/x.py']);
  });
});
