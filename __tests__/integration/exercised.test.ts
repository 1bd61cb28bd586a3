/**
 * What the oracle exercised (issue 24 item 3), on real git repositories with real processes: the
 * preloads record which repository files each program loaded, and the trace says, per spec and per
 * fixture, which of the patch's changed files they were — here an invariant that loads two of three
 * changed files, in JavaScript and in Python. The summary names the one nothing loaded; the verdict
 * is the one it would be without the record.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import { renderSummary } from '../../src/report/summary.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project } from '../helpers/project.js';

jest.setTimeout(180_000);

async function grade(files: Files, candidate: Files): Promise<Trace> {
  const repo = new TestRepo('gate-exercised-');
  const base = repo.commit(files, 'base');
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

const codes = (t: Trace) => t.stages.map((s) => s.code);

describe('the trace records which changed files the oracle loaded', () => {
  it('JavaScript: the invariant loads src/lib.mjs and, through it, src/util.mjs; src/unused.mjs is named', async () => {
    const files = project({
      extraFiles: {
        'src/util.mjs': 'export const ok = () => true;\n',
        'src/unused.mjs': 'export const u = 1;\n',
      },
    });
    files['src/lib.mjs'] =
      "import { ok } from './util.mjs';\nexport const behaviour = () => (ok() ? 'pass' : 'fail');\n";
    const t = await grade(files, {
      'src/lib.mjs':
        "import { ok } from './util.mjs';\nexport const behaviour = () => (ok() ? 'pass' : 'fail'); // v2\n",
      'src/util.mjs': 'export const ok = () => 1 === 1;\n',
      'src/unused.mjs': 'export const u = 2;\n',
    });
    expect(codes(t)).toEqual(['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MATCH']);
    expect(t.exercised).toEqual({
      specs: [{ spec: 'specs/no_forbidden.mjs', loaded: [] }],
      fixtures: [{ target: 'lib.behaviour', loaded: ['src/lib.mjs', 'src/util.mjs'] }],
      unloaded: ['src/unused.mjs'],
    });
    const summary = renderSummary(t);
    expect(summary).toContain(
      'No check loaded `src/unused.mjs`, which this patch changes: nothing here tested it.',
    );
    expect(summary).not.toContain('`src/util.mjs`, which');
  });

  it('Python: the invariant imports src/helper.py and, through it, src/helper2.py; src/helper3.py is named', async () => {
    const PY_INVARIANT = `import os, sys
sys.path.insert(0, os.path.join(os.getcwd(), 'src'))
import helper
sys.exit(0 if helper.ok() else 1)
`;
    const files = project({
      gateYml: gateYml({
        fixtures:
          '  - target: lib.behaviour\n    manifest: fixtures/lib/manifest.json\n    invariant: invariants/helper.py',
      }),
      extraFiles: {
        'invariants/helper.py': PY_INVARIANT,
        'src/helper.py': 'import helper2\ndef ok():\n    return helper2.yes()\n',
        'src/helper2.py': 'def yes():\n    return True\n',
        'src/helper3.py': 'z = 1\n',
      },
    });
    const t = await grade(files, {
      'src/helper.py': 'import helper2\ndef ok():\n    return helper2.yes() is True\n',
      'src/helper2.py': 'def yes():\n    return 1 == 1\n',
      'src/helper3.py': 'z = 2\n',
    });
    expect(codes(t)).toEqual(['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MATCH']);
    expect(t.exercised?.fixtures).toEqual([
      { target: 'lib.behaviour', loaded: ['src/helper.py', 'src/helper2.py'] },
    ]);
    expect(t.exercised?.unloaded).toEqual(['src/helper3.py']);
    expect(renderSummary(t)).toContain('No check loaded `src/helper3.py`');
  });
});
