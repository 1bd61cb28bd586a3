/**
 * The specs read the patch (from commits); the programs run the working files. A changed path whose
 * working file is not the commit's would run other bytes than those graded. Written as it happens,
 * in a real repository: a regression committed, its honest version left uncommitted in the working
 * tree (a local `gate run` after an edit, a workflow step that rewrote a file). That was CLEAR for the
 * committed regression; it is held UNGRADABLE naming the file, and an uncommitted change elsewhere
 * still lets the run grade the patch.
 */
import { describe, expect, it } from '@jest/globals';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { LIB_PASS, project } from '../helpers/project.js';

const REGRESSION = "export const behaviour = () => 'fail';\n";

async function grade(uncommitted: Files): Promise<Trace> {
  const repo = new TestRepo('gate-worktree-');
  const base = repo.commit(project({ seeds: [11] }), 'base');
  repo.checkout(base, 'cand');
  repo.commit({ 'src/lib.mjs': REGRESSION }, 'candidate');
  repo.write(uncommitted);
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

describe('a changed path whose working file is not the commit’s', () => {
  it('the regression committed, its honest version uncommitted: held UNGRADABLE naming the file, not CLEAR', async () => {
    const t = await grade({ 'src/lib.mjs': LIB_PASS });
    expect(t.conclusion).not.toBe('success');
    expect([t.verdict, t.reason_code]).toEqual(['HOLD', 'UNGRADABLE']);
    const detail = t.stages.find((s) => s.name === 'scope')?.detail ?? '';
    expect(detail).toContain('"src/lib.mjs"');
    expect(detail).toMatch(/uncommitted/);
  }, 120_000);

  it('an uncommitted change to a file the patch does not change: the run grades the patch (REJECT PROPERTY)', async () => {
    const t = await grade({ 'README.md': 'an uncommitted note\n' });
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
  }, 120_000);
});
