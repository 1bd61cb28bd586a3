/**
 * Report mode recomputes scope from the pull request's names; it cannot see bytes. A fork's gate that
 * held its patch as UNGRADABLE is believed (it can only hold), so an honest fork with a file the gate
 * cannot read as text is HOLD, not an invalid artifact, and never a pass.
 */
import { describe, expect, it } from '@jest/globals';
import { applyScope } from '../../src/action/report-mode.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { clearTrace, stage } from '../report/trace-fixture.js';

describe('applyScope with an UNGRADABLE artifact', () => {
  const inScope = { code: 'IN_SCOPE' as const, reason: '1 changed path', detail: '1 changed path(s)' };
  const pr = { number: 7, baseSha: 'b'.repeat(40) };

  it('keeps UNGRADABLE (HOLD) when the names are in scope', () => {
    const artifact = clearTrace({
      changed_paths: ['src/tool.ps1'],
      stages: [{ ...stage('scope', 'UNGRADABLE'), detail: '"src/tool.ps1": a UTF-16 byte order mark' }],
    });
    const warnings: string[] = [];
    const t = applyScope(artifact, inScope, ['src/tool.ps1'], pr, warnings);
    expectNoUnallowedPass(t);
    expect(t.stages.map((s) => s.code)).toEqual(['UNGRADABLE']);
    expect(t.stages[0]?.detail).toMatch(/UTF-16/);
    expect([t.verdict, t.conclusion]).toEqual(['HOLD', 'action_required']);
    expect(warnings).toEqual([]);
  });

  it('a scope the report computes as CONTAMINATED still wins over the artifact’s UNGRADABLE', () => {
    const artifact = clearTrace({
      changed_paths: ['gate.yml', 'src/a.js'],
      stages: [stage('scope', 'UNGRADABLE')],
    });
    const scope = { code: 'CONTAMINATED' as const, reason: 'r', detail: 'd', oracleTouched: ['gate.yml'] };
    const t = applyScope(artifact, scope, ['gate.yml', 'src/a.js'], pr, []);
    expect(t.stages.map((s) => s.code)).toEqual(['CONTAMINATED']);
    expect(t.verdict).toBe('REJECT');
  });
});
