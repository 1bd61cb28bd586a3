/**
 * The oracle is known by identity (issue 12, class 3) and fixture inputs are part of the fixture
 * (class 4), on real git repositories: the base commits symbolic links on the way to the gate's own
 * files, and the candidate edits the files the links reach, as a hostile author would.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/log.js';
import type { Trace } from '../../src/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { GENERATOR, INVARIANT, LIB_PASS, PROBE, gateYml, project } from '../helpers/project.js';

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
const CODE_EDIT = { 'src/lib.mjs': LIB_PASS + '// tidy\n' };
/** A spec that rejects nothing: what a candidate would like the gate to run after it merges. */
const NEUTERED = 'process.exit(0);\n';

/** `files` with what is at or under `from` moved to `to`, and `from` a link with the given target. */
function linked(files: Files, from: string, to: string, target: string): Files {
  const out: Files = {};
  for (const [p, v] of Object.entries(files)) {
    if (p === from || p.startsWith(from + '/')) out[to + p.slice(from.length)] = v;
    else out[p] = v;
  }
  out[from] = { symlink: target };
  return out;
}

describe('class 3: a link on the way to an oracle file does not hide the file (gate mode)', () => {
  const layouts: [string, Files, Files][] = [
    [
      'gate.yml -> ci/gate.yml, the candidate edits ci/gate.yml',
      linked(project(), 'gate.yml', 'ci/gate.yml', 'ci/gate.yml'),
      { 'ci/gate.yml': gateYml({ budgets: { retry_cap: 9 } }) },
    ],
    [
      'a linked specs/ folder, the candidate edits the spec it reaches',
      linked(project(), 'specs', 'tools/checks', 'tools/checks'),
      { 'tools/checks/no_forbidden.mjs': NEUTERED },
    ],
    [
      'a linked probes/ folder, the candidate edits the probe',
      linked(project(), 'probes', 'meta/p', 'meta/p'),
      { 'meta/p/forbidden.patch': PROBE.replace('FORBIDDEN', 'ALLOWED') },
    ],
    [
      'a linked fixtures/ parent (manifest, generator, inputs), the candidate edits the generator',
      linked(project(), 'fixtures', 'testdata/deep/fx', 'testdata/deep/fx'),
      { 'testdata/deep/fx/lib/gen.mjs': GENERATOR + '// changed\n' },
    ],
    [
      'a linked fixtures/lib/ folder at depth 2, the candidate edits the manifest',
      linked(project(), 'fixtures/lib', 'data/lib', '../data/lib'),
      {
        'data/lib/manifest.json': JSON.stringify({
          generator: 'fixtures/lib/gen.mjs',
          generator_id: 'x/1',
          inputs: ['fixtures/lib/input.txt'],
          seed: 1,
        }),
      },
    ],
    [
      'a linked invariant file, the candidate edits its target',
      {
        ...project(),
        'invariants/behaviour.mjs': { symlink: '../checks/inv.mjs' },
        'checks/inv.mjs': INVARIANT,
      },
      { 'checks/inv.mjs': 'process.exit(0);\n' },
    ],
    [
      'a chain gate.yml -> a.yml -> conf/b.yml with conf a linked folder, the candidate edits the end',
      {
        ...project(),
        'gate.yml': { symlink: 'a.yml' },
        'a.yml': { symlink: 'conf/b.yml' },
        conf: { symlink: 'etc2/x/conf' },
        'etc2/x/conf/b.yml': gateYml(),
      },
      { 'etc2/x/conf/b.yml': gateYml({ budgets: { retry_cap: 9 } }) },
    ],
    [
      'a generator reached through a link inside a linked folder',
      {
        ...project(),
        'fixtures/lib/gen.mjs': { symlink: '../../gen/current.mjs' },
        gen: { symlink: 'versions/v1' },
        'versions/v1/current.mjs': GENERATOR,
      },
      { 'versions/v1/current.mjs': GENERATOR + '// changed\n' },
    ],
    [
      'the ledger is a dangling link: the candidate creates its target',
      { ...project(), 'gate-freezes.json': { symlink: 'ops/freezes.json' } },
      { 'ops/freezes.json': '{"version":1,"freezes":[]}\n' },
    ],
  ];

  it.each(layouts)(
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

  it.each<[string, Files]>([
    ['a linked specs/ folder out of the repository', { specs: { symlink: '/tmp' } }],
    ['gate.yml a link out of the repository', { 'gate.yml': { symlink: '/etc/hostname' } }],
    [
      'a probe through ../ out of the repository',
      { 'probes/forbidden.patch': { symlink: '../../outside.patch' } },
    ],
    [
      'a cycle of links on the way to the spec',
      {
        'specs/no_forbidden.mjs': { symlink: 'other.mjs' },
        'specs/other.mjs': { symlink: 'no_forbidden.mjs' },
      },
    ],
    ['a link into git metadata', { 'gate-freezes.json': { symlink: '.git/config' } }],
  ])('%s fails closed: NOT_CONFIGURED naming the link', async (_name, links) => {
    // A link replaces the file or the whole folder of that name.
    const keep = Object.entries(project()).filter(
      ([p]) => !Object.keys(links).some((l) => p.startsWith(l + '/')),
    );
    const base: Files = { ...Object.fromEntries(keep), ...links };
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
