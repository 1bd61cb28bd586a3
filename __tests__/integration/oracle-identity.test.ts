/**
 * The oracle is known by identity (issue 12, class 3) and fixture inputs are part of the fixture
 * (class 4), on real git repositories: the base commits symbolic links on the way to the gate's own
 * files, and the candidate edits the files the links reach, as a hostile author would.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { LIB_PASS, gateYml, project } from '../helpers/project.js';
import {
  CODE_EDIT,
  LINK_LAYOUTS,
  NEUTERED,
  UNFOLLOWABLE_LINKS,
  linked,
  withLinks,
} from '../helpers/oracle-links.js';

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

function scenario(baseFiles: Files, candidate: Files): { repo: TestRepo; base: string } {
  const repo = new TestRepo('gate-oracle-id-');
  const base = repo.commit(baseFiles, 'base');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

const scopeOf = (t: Trace): string | undefined => t.stages.find((s) => s.name === 'scope')?.code;
describe('class 3: a link on the way to an oracle file does not hide the file (gate mode)', () => {
  it.each(LINK_LAYOUTS)(
    '%s: with code it is CONTAMINATED, alone TOOLCHAIN_PATCH',
    async (_name, baseFiles, edit) => {
      const mixed = scenario(baseFiles, { ...edit, ...CODE_EDIT });
      const t = await grade(mixed.repo, mixed.base);
      expect([scopeOf(t), t.verdict, t.conclusion]).toEqual(['CONTAMINATED', 'REJECT', 'failure']);
      expect(t.oracle_touched).toEqual(expect.arrayContaining(Object.keys(edit)));
      expect(t.oracle_touched).not.toContain('src/lib.mjs');

      const alone = scenario(baseFiles, edit);
      const t2 = await grade(alone.repo, alone.base);
      expect([scopeOf(t2), t2.verdict, t2.conclusion]).toEqual([
        'TOOLCHAIN_PATCH',
        'HOLD',
        'action_required',
      ]);
    },
  );

  it('an honest code change on a base with linked oracle files is still graded (CLEAR)', async () => {
    const { repo, base } = scenario(linked(project(), 'specs', 'tools/checks', 'tools/checks'), CODE_EDIT);
    const t = await grade(repo, base);
    expect([scopeOf(t), t.verdict, t.label]).toEqual(['IN_SCOPE', 'CLEAR', 'PASS']);
  });

  it('a candidate that turns the specs/ folder into a link to its own spec is caught', async () => {
    const repo = new TestRepo('gate-oracle-id-');
    const base = repo.commit(project(), 'base');
    repo.git('rm', '-rq', 'specs');
    rmSync(join(repo.dir, 'specs'), { recursive: true, force: true });
    mkdirSync(join(repo.dir, 'mine'));
    writeFileSync(join(repo.dir, 'mine/no_forbidden.mjs'), NEUTERED);
    symlinkSync('mine', join(repo.dir, 'specs'));
    writeFileSync(join(repo.dir, 'src/lib.mjs'), LIB_PASS + '// tidy\n');
    repo.git('add', '-A');
    repo.git('commit', '-qm', 'candidate');
    const t = await grade(repo, base);
    expect([scopeOf(t), t.verdict]).toEqual(['CONTAMINATED', 'REJECT']);
    expect(t.oracle_touched).toEqual(expect.arrayContaining(['specs', 'specs/no_forbidden.mjs']));
  });

  it('a candidate that puts a link where a folder of a missing oracle file would be is caught', async () => {
    // The ledger ops/freezes.json does not exist on the base; the candidate makes `ops` a link to a
    // folder holding a ledger of its own. No changed path is the ledger's name.
    const yml = gateYml() + 'freeze:\n  ledger: ops/freezes.json\n';
    const { repo, base } = scenario(project({ gateYml: yml }), {
      ops: { symlink: 'data' },
      'data/freezes.json': '{"version":1,"freezes":[]}\n',
      ...CODE_EDIT,
    });
    const t = await grade(repo, base);
    expect([scopeOf(t), t.verdict]).toEqual(['CONTAMINATED', 'REJECT']);
    expect(t.oracle_touched).toContain('ops');
  });

  it('a candidate that adds a link at an oracle path is caught', async () => {
    const { repo, base } = scenario(project(), {
      'gate-freezes.json': { symlink: 'data/mine.json' },
      'data/mine.json': '{"version":1,"freezes":[]}\n',
      ...CODE_EDIT,
    });
    const t = await grade(repo, base);
    expect([scopeOf(t), t.verdict]).toEqual(['CONTAMINATED', 'REJECT']);
    expect(t.oracle_touched).toContain('gate-freezes.json');
  });

  it.each(UNFOLLOWABLE_LINKS)('%s fails closed: NOT_CONFIGURED naming the link', async (_name, links) => {
    const base = withLinks(links);
    const { repo, base: sha } = scenario(base, CODE_EDIT);
    const t = await grade(repo, sha);
    expect([scopeOf(t), t.verdict, t.conclusion]).toEqual(['NOT_CONFIGURED', 'HOLD', 'action_required']);
    expect(t.stages).toHaveLength(1);
    const link = Object.keys(links)[0] as string;
    expect(JSON.stringify(t.config_error ?? t.stages[0]?.detail)).toContain(`symbolic link ${link}`);
  });
});

describe('class 4: pinned inputs are part of the fixture', () => {
  const INPUT = { 'fixtures/lib/input.txt': 'gamma\n' };

  it('a patch that changes only pinned inputs is TOOLCHAIN_PATCH (HOLD), not a FIXTURE rejection', async () => {
    const { repo, base } = scenario(project(), INPUT);
    const t = await grade(repo, base);
    expect([scopeOf(t), t.verdict, t.label, t.conclusion]).toEqual([
      'TOOLCHAIN_PATCH',
      'HOLD',
      null,
      'action_required',
    ]);
    expect(t.oracle_touched).toEqual(['fixtures/lib/input.txt']);
  });

  it('inputs with other files stay FIXTURE_MISMATCH → REJECT FIXTURE', async () => {
    const { repo, base } = scenario(project(), { ...INPUT, ...CODE_EDIT });
    const t = await grade(repo, base);
    expect([scopeOf(t), t.reason_code, t.verdict, t.label]).toEqual([
      'IN_SCOPE',
      'FIXTURE_MISMATCH',
      'REJECT',
      'FIXTURE',
    ]);
  });

  it('inputs with oracle files only are TOOLCHAIN_PATCH; with oracle files and code CONTAMINATED', async () => {
    const cfg = { 'gate.yml': gateYml({ budgets: { retry_cap: 3 } }) };
    const a = scenario(project(), { ...INPUT, ...cfg });
    expect(scopeOf(await grade(a.repo, a.base))).toBe('TOOLCHAIN_PATCH');
    const b = scenario(project(), { ...INPUT, ...cfg, ...CODE_EDIT });
    expect(scopeOf(await grade(b.repo, b.base))).toBe('CONTAMINATED');
  });

  it('an input reached through a linked folder: its target alone is TOOLCHAIN_PATCH, with code FIXTURE_MISMATCH', async () => {
    const files: Files = {
      ...project(),
      'fixtures/lib/input.txt': { symlink: '../../data/words.txt' },
      'data/words.txt': 'alpha\nbeta\n',
    };
    const a = scenario(files, { 'data/words.txt': 'rewritten\n' });
    const ta = await grade(a.repo, a.base);
    expect([scopeOf(ta), ta.verdict]).toEqual(['TOOLCHAIN_PATCH', 'HOLD']);
    const b = scenario(files, { 'data/words.txt': 'rewritten\n', ...CODE_EDIT });
    const tb = await grade(b.repo, b.base);
    expect([scopeOf(tb), tb.reason_code, tb.verdict]).toEqual(['IN_SCOPE', 'FIXTURE_MISMATCH', 'REJECT']);
  });
});
