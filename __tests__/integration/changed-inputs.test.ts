/**
 * Pinned inputs the patch changes (SPEC §2, fixture): an input present on the base that the patch
 * deletes, moves or replaces is the patch's doing — FIXTURE_MISMATCH with other files,
 * TOOLCHAIN_PATCH alone — and UNBOUND stays for what is wrong on the base. Inputs may be globs,
 * expanded on the base revision; a file the patch adds or removes under one changes the inputs.
 * Real git repositories, real generator and invariant processes.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { project, LIB_PASS } from '../helpers/project.js';
import { generatorRan as generatorRanIn } from '../helpers/project.js';

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
  const repo = new TestRepo();
  const base = repo.commit(baseFiles, 'base');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

const codes = (t: Trace) => Object.fromEntries(t.stages.map((s) => [s.name, s.code]));
const outcome = (t: Trace) => [t.verdict, t.label, t.conclusion];
const generatorRan = (repo: TestRepo) => generatorRanIn(repo.dir);
const CODE_CHANGE = { 'src/lib.mjs': LIB_PASS + '// a code change\n' };

describe('an input the base holds and the patch deletes, moves or replaces', () => {
  it('deleted together with code: FIXTURE_MISMATCH (REJECT / FIXTURE), the input named, nothing run', async () => {
    const { repo, base } = scenario(project(), { 'fixtures/lib/input.txt': null, ...CODE_CHANGE });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'IN_SCOPE', property: 'PROPERTY_CLEAR', fixture: 'FIXTURE_MISMATCH' });
    expect(outcome(t)).toEqual(['REJECT', 'FIXTURE', 'failure']);
    expect(t.replays[0]?.differing_inputs).toEqual(['fixtures/lib/input.txt']);
    expect(JSON.stringify(t)).not.toMatch(/fix the manifest on the base/i);
    expect(generatorRan(repo)).toBe(false);
  });

  it('deleted alone: TOOLCHAIN_PATCH (HOLD for people), not UNBOUND', async () => {
    const { repo, base } = scenario(project(), { 'fixtures/lib/input.txt': null });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'TOOLCHAIN_PATCH' });
    expect(outcome(t)).toEqual(['HOLD', null, 'action_required']);
  });

  it('moved (renamed) with code: FIXTURE_MISMATCH', async () => {
    const { repo, base } = scenario(project(), {
      'fixtures/lib/input.txt': null,
      'fixtures/lib/input-moved.txt': 'alpha\nbeta\n',
      ...CODE_CHANGE,
    });
    const t = await grade(repo, base);
    expect(codes(t).fixture).toBe('FIXTURE_MISMATCH');
    expect(outcome(t)).toEqual(['REJECT', 'FIXTURE', 'failure']);
  });

  it.each<[string, Files]>([
    [
      'a folder holding a file',
      { 'fixtures/lib/input.txt': null, 'fixtures/lib/input.txt/inner.txt': 'x\n' },
    ],
    ['a link to another repository file', { 'fixtures/lib/input.txt': { symlink: '../../README.md' } }],
  ])('replaced by %s, with code: FIXTURE_MISMATCH, never UNBOUND', async (_what, change) => {
    const { repo, base } = scenario(project(), { ...change, ...CODE_CHANGE });
    const t = await grade(repo, base);
    expect(codes(t).fixture).toBe('FIXTURE_MISMATCH');
    expect(outcome(t)).toEqual(['REJECT', 'FIXTURE', 'failure']);
    expect(generatorRan(repo)).toBe(false);
  });

  it('a folder on the way replaced by a file, with code: FIXTURE_MISMATCH', async () => {
    const files = project({
      extraFiles: {
        'fixtures/lib/manifest.json': JSON.stringify({
          generator: 'fixtures/lib/gen.mjs',
          generator_id: 'g/1',
          inputs: ['data/words/a.txt'],
          seed: 1,
        }),
        'data/words/a.txt': 'alpha\n',
      },
    });
    const repo = new TestRepo();
    const base = repo.commit(files, 'base');
    rmSync(join(repo.dir, 'data/words'), { recursive: true });
    repo.commit({ 'data/words': 'a file now\n', ...CODE_CHANGE }, 'replace');
    const t = await grade(repo, base);
    expect(codes(t).fixture).toBe('FIXTURE_MISMATCH');
    expect(t.replays[0]?.differing_inputs).toEqual(['data/words/a.txt']);
  });

  it('an input missing on the base is still UNBOUND: the manifest is what is wrong', async () => {
    const files = project({ extraFiles: { 'fixtures/lib/input.txt': null } });
    const { repo, base } = scenario(files, CODE_CHANGE);
    const t = await grade(repo, base);
    expect(codes(t).fixture).toBe('UNBOUND');
    expect(outcome(t)).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
  });
});

describe('inputs by glob', () => {
  // What a newcomer writes from the README: the project's test-data folder as one glob.
  const globbed = (extra: Files = {}) =>
    project({
      extraFiles: {
        'fixtures/lib/manifest.json': JSON.stringify({
          generator: 'fixtures/lib/gen.mjs',
          generator_id: 'lib-gen/1',
          inputs: ['testdata/**/*.txt'],
          seed: [11, 12],
        }),
        'testdata/b.txt': 'beta\n',
        'testdata/a.txt': 'alpha\n',
        'testdata/deep/c.txt': 'gamma\n',
        'testdata/notes.md': 'not an input\n',
        ...extra,
      },
    });

  it('binds the expansion on the base, sorted, and replays it: CLEAR / PASS', async () => {
    const { repo, base } = scenario(globbed(), CODE_CHANGE);
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'IN_SCOPE', property: 'PROPERTY_CLEAR', fixture: 'REPLAY_MATCH' });
    expect(outcome(t)).toEqual(['CLEAR', 'PASS', 'success']);
    const binding = JSON.parse(
      readFileSync(join(repo.dir, '.gate/fixtures/lib.behaviour/binding.json'), 'utf8'),
    );
    expect(binding.inputs.map((i: { path: string }) => i.path)).toEqual([
      'testdata/a.txt',
      'testdata/b.txt',
      'testdata/deep/c.txt',
    ]);
    expect(binding.input_globs).toEqual(['testdata/**/*.txt']);
  });

  it('a file the patch adds under the glob, with code: FIXTURE_MISMATCH naming it', async () => {
    const { repo, base } = scenario(globbed(), { 'testdata/d.txt': 'delta\n', ...CODE_CHANGE });
    const t = await grade(repo, base);
    expect(codes(t).fixture).toBe('FIXTURE_MISMATCH');
    expect(outcome(t)).toEqual(['REJECT', 'FIXTURE', 'failure']);
    expect(t.replays[0]?.differing_inputs).toEqual(['testdata/d.txt']);
    expect(generatorRan(repo)).toBe(false);
  });

  it('a file the patch adds under the glob alone: TOOLCHAIN_PATCH', async () => {
    const { repo, base } = scenario(globbed(), { 'testdata/deep/er/d.txt': 'delta\n' });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual({ scope: 'TOOLCHAIN_PATCH' });
    expect(outcome(t)).toEqual(['HOLD', null, 'action_required']);
  });

  it('a file the patch removes under the glob, with code: FIXTURE_MISMATCH', async () => {
    const { repo, base } = scenario(globbed(), { 'testdata/b.txt': null, ...CODE_CHANGE });
    const t = await grade(repo, base);
    expect(codes(t).fixture).toBe('FIXTURE_MISMATCH');
    expect(t.replays[0]?.differing_inputs).toEqual(['testdata/b.txt']);
  });

  it('a file beside the glob is no input: the patch stays gradable', async () => {
    const { repo, base } = scenario(globbed(), { 'testdata/other.md': 'x\n', ...CODE_CHANGE });
    const t = await grade(repo, base);
    expect(codes(t).fixture).toBe('REPLAY_MATCH');
  });

  it('a glob matching nothing on the base is UNBOUND, with the entry named', async () => {
    const files = globbed({
      'fixtures/lib/manifest.json': JSON.stringify({
        generator: 'fixtures/lib/gen.mjs',
        generator_id: 'lib-gen/1',
        inputs: ['testdata/*.json'],
        seed: 1,
      }),
    });
    const { repo, base } = scenario(files, CODE_CHANGE);
    const t = await grade(repo, base);
    expect(codes(t).fixture).toBe('UNBOUND');
    expect(t.replays[0]?.reason).toMatch(
      /inputs\[0\].*testdata\/\*\.json.*matches no file on the base revision/,
    );
  });
});
