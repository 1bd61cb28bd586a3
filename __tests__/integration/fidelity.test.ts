/**
 * Graded bytes are executed bytes (issue 12, class 1; SPEC §8): hostile content made with real git
 * commands, as an author would make it, must be graded as the checkout holds it or held with a
 * named reason — never cleared. Each attack is first shown to work on git itself (what a plain
 * `git diff` prints), then graded.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project, LIB_PASS, PROBE } from '../helpers/project.js';

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

/** The demo project plus a built-in spec whose pattern is anchored: `^FORBIDDEN` under src/. */
const BUILTIN =
  "predicates:\n  - forbid_added_lines: {pattern: '^\\s*(//\\s*)?FORBIDDEN', paths: ['src/**']}\n";
function gated(extra: Files = {}): Files {
  return project({
    seeds: [11],
    gateYml: gateYml({
      properties:
        '  - spec: specs/no_forbidden.mjs\n    probe: probes/forbidden.patch\n' +
        '  - spec: specs/anchored.yml\n    probe: probes/forbidden.patch',
    }),
    extraFiles: { 'specs/anchored.yml': BUILTIN, 'probes/forbidden.patch': PROBE, ...extra },
  });
}

function scenario(baseFiles: Files, candidate: Files) {
  const repo = new TestRepo('gate-fidelity-');
  const base = repo.commit(baseFiles, 'base');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

/** What a plain `git diff` (the old way) prints for the candidate. */
function plainDiff(repo: TestRepo, base: string): string {
  return execFileSync('git', ['diff', base, 'HEAD'], { cwd: repo.dir, encoding: 'utf8' });
}

const verdictOf = (t: Trace) => [t.verdict, t.label, t.conclusion];
const scopeOf = (t: Trace) => t.stages.find((s) => s.name === 'scope');
const note = (repo: TestRepo) =>
  JSON.parse(readFileSync(join(repo.dir, '.gate/graded.json'), 'utf8')) as {
    files: Array<{ path: string; graded: string; target?: string }>;
    ungradable: Array<{ path: string; kind: string }>;
  };

describe('a NUL byte does not make a source file invisible', () => {
  it('git calls it binary; the gate shows it as text and both kinds of spec reject', async () => {
    const { repo, base } = scenario(gated(), { 'src/lib.mjs': `${LIB_PASS}// \u0000\n// FORBIDDEN\n` });
    expect(plainDiff(repo, base)).toMatch(/Binary files a\/src\/lib\.mjs and b\/src\/lib\.mjs differ/);
    const t = await grade(repo, base);
    expect(verdictOf(t)).toEqual(['REJECT', 'PROPERTY', 'failure']);
    const patch = readFileSync(join(repo.dir, '.gate/candidate.patch'), 'utf8');
    expect(patch).toContain('+// FORBIDDEN');
    expect(t.properties.map((p) => p.code)).toEqual(['PROPERTY_REJECT', 'PROPERTY_REJECT']);
  });

  it('bytes that are not UTF-8 stay a binary patch, noted, and the built-ins grade the decoded file', async () => {
    const { repo, base } = scenario(gated(), {
      'src/lib.mjs': Buffer.concat([
        Buffer.from(`${LIB_PASS}// `),
        Buffer.from([0xff, 0xfe, 0x0a]),
        Buffer.from('FORBIDDEN()\n'),
      ]),
    });
    const t = await grade(repo, base);
    expect(verdictOf(t)).toEqual(['REJECT', 'PROPERTY', 'failure']);
    expect(t.witnesses.some((w) => w.path === 'src/lib.mjs' && w.line === 3)).toBe(true);
    expect(note(repo).files).toContainEqual(
      expect.objectContaining({ path: 'src/lib.mjs', graded: 'binary' }),
    );
  });

  it('a UTF-16 file (byte order mark) is UNGRADABLE: HOLD with the path named', async () => {
    const { repo, base } = scenario(gated(), {
      'src/lib.mjs': `${LIB_PASS}//x\n`,
      'src/tool.ps1': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Remove-Item x\n', 'utf16le')]),
    });
    const t = await grade(repo, base);
    expect(scopeOf(t)?.code).toBe('UNGRADABLE');
    expect(verdictOf(t)).toEqual(['HOLD', null, 'action_required']);
    expect(scopeOf(t)?.detail).toMatch(/src\/tool\.ps1.*UTF-16 byte order mark/);
  });
});

describe('checkout conversions: the committed blob is not what a checkout writes', () => {
  it('working-tree-encoding set by the candidate is UNGRADABLE, naming the attribute', async () => {
    // In Shift_JIS the byte 0x5C is both `\` and `¥`: the blob (UTF-8) reads `¥`, the checkout `\`.
    const { repo, base } = scenario(gated(), {
      '.gitattributes': 'src/*.mjs working-tree-encoding=SHIFT-JIS\n',
      'src/lib.mjs': `${LIB_PASS}// x\n`,
    });
    const t = await grade(repo, base);
    expect(scopeOf(t)?.code).toBe('UNGRADABLE');
    expect(scopeOf(t)?.detail).toMatch(/src\/lib\.mjs.*working-tree-encoding=SHIFT-JIS/);
    expect(verdictOf(t)).toEqual(['HOLD', null, 'action_required']);
  });

  it('a filter (LFS or any driver) on a changed path is UNGRADABLE, even when the base set it', async () => {
    const { repo, base } = scenario(gated({ '.gitattributes': 'src/*.mjs filter=lfs\n' }), {
      'src/lib.mjs': `${LIB_PASS}// x\n`,
    });
    const t = await grade(repo, base);
    expect(scopeOf(t)?.code).toBe('UNGRADABLE');
    expect(scopeOf(t)?.detail).toMatch(/filter=lfs/);
  });

  it('a filter on a path far down a large patch is found (attributes are read in batches)', async () => {
    // More changed paths than one `git check-attr` is given (5,000): the filtered one sorts last.
    const many: Files = {};
    for (let i = 0; i < 5_200; i++) many[`data/f${String(i).padStart(4, '0')}.txt`] = `${i}\n`;
    const { repo, base } = scenario(gated({ '.gitattributes': 'zz/*.mjs filter=lfs\n' }), {
      ...many,
      'zz/last.mjs': '// x\n',
    });
    const t = await grade(repo, base);
    expect(scopeOf(t)?.code).toBe('UNGRADABLE');
    expect(scopeOf(t)?.detail).toMatch(/zz\/last\.mjs/);
    expect(scopeOf(t)?.detail).not.toMatch(/data\/f/);
  });

  it('ident on a file holding $Id$ is UNGRADABLE; a changed .gitattributes reaches unchanged files', async () => {
    const { repo, base } = scenario(gated({ 'src/other.mjs': '// $Id$\n' }), {
      '.gitattributes': 'src/other.mjs ident\n',
      'src/lib.mjs': `${LIB_PASS}// x\n`,
    });
    const t = await grade(repo, base);
    expect(scopeOf(t)?.code).toBe('UNGRADABLE');
    expect(scopeOf(t)?.detail).toMatch(/src\/other\.mjs.*ident/);
  });

  it('eol/text attributes only turn \\n into \\r\\n: still graded (an honest patch clears)', async () => {
    const { repo, base } = scenario(gated({ '.gitattributes': 'src/*.mjs text eol=crlf\n' }), {
      'src/lib.mjs': `${LIB_PASS}// x\n`,
    });
    const t = await grade(repo, base);
    // On a failure, say why (the verdict alone does not name the stage that held it).
    if (t.verdict !== 'CLEAR')
      throw new Error(`not CLEAR: ${JSON.stringify({ code: t.reason_code, stages: t.stages })}`);
    expect(verdictOf(t)).toEqual(['CLEAR', 'PASS', 'success']);
  });

  it('a Python coding cookie other than UTF-8 is UNGRADABLE', async () => {
    const { repo, base } = scenario(gated(), {
      'src/lib.mjs': `${LIB_PASS}// x\n`,
      'src/tool.py': '# -*- coding: utf-7 -*-\nprint(+AGEAYgBj-)\n',
    });
    const t = await grade(repo, base);
    expect(scopeOf(t)?.code).toBe('UNGRADABLE');
    expect(scopeOf(t)?.detail).toMatch(/src\/tool\.py.*coding cookie \(utf-7\)/);
  });
});

describe('line breaks as interpreters see them, and no cut line', () => {
  it.each([
    ['a lone \\r', '\r'],
    ['U+2028', '\u2028'],
    ['U+2029', '\u2029'],
    ['NEL', '\u0085'],
  ])('%s before FORBIDDEN makes it a line of its own: the anchored built-in rejects', async (_n, br) => {
    const { repo, base } = scenario(gated(), { 'src/lib.mjs': `${LIB_PASS}const ok = 1;${br}FORBIDDEN()\n` });
    const t = await grade(repo, base);
    expect(verdictOf(t)).toEqual(['REJECT', 'PROPERTY', 'failure']);
    const builtin = t.properties.find((p) => p.spec === 'specs/anchored.yml');
    expect(builtin?.code).toBe('PROPERTY_REJECT');
  });

  it('a match 20,000 characters into a line is found (the old scan cut it at 10,000)', async () => {
    const spec = "predicates:\n  - forbid_added_lines: {pattern: 'child_process', paths: ['src/**']}\n";
    const probe = PROBE.replace('// FORBIDDEN', "import 'child_process';");
    const files = project({
      seeds: [11],
      gateYml: gateYml({ properties: '  - spec: specs/cp.yml\n    probe: probes/cp.patch' }),
      extraFiles: { 'specs/cp.yml': spec, 'probes/cp.patch': probe },
    });
    const { repo, base } = scenario(files, {
      'src/lib.mjs': `${LIB_PASS}const pad = '${'x'.repeat(20_000)}'; import('child_process');\n`,
    });
    const t = await grade(repo, base);
    expect(verdictOf(t)).toEqual(['REJECT', 'PROPERTY', 'failure']);
  });
});

describe('symbolic links are graded as what they reach, at the link’s path', () => {
  it('a link under src/ to an unchanged file elsewhere is graded as that file’s content', async () => {
    const { repo, base } = scenario(gated({ 'vendor/evil.mjs': '// FORBIDDEN\nexport default 1;\n' }), {
      'src/x.mjs': { symlink: '../vendor/evil.mjs' },
    });
    expect(plainDiff(repo, base)).toContain('+../vendor/evil.mjs');
    const t = await grade(repo, base);
    expect(verdictOf(t)).toEqual(['REJECT', 'PROPERTY', 'failure']);
    expect(t.witnesses).toContainEqual(expect.objectContaining({ path: 'src/x.mjs', line: 1 }));
    expect(note(repo).files).toContainEqual({ path: 'src/x.mjs', graded: 'link', target: 'vendor/evil.mjs' });
  });

  it('a link through a linked folder is followed the same way', async () => {
    const { repo, base } = scenario(
      gated({ 'vendor/real/evil.mjs': '// FORBIDDEN\n', lib: { symlink: 'vendor/real' } }),
      { 'src/x.mjs': { symlink: '../lib/evil.mjs' } },
    );
    const t = await grade(repo, base);
    expect(verdictOf(t)).toEqual(['REJECT', 'PROPERTY', 'failure']);
  });

  it.each([
    ['out of the repository', '../../outside.mjs', /leads outside the repository/],
    ['absolute', '/etc/passwd', /leads outside the repository/],
    ['dangling', '../nothing.mjs', /points to nothing/],
    ['to a folder', '../vendor', /reaches a folder/],
    ['into .git', '../.git/config', /git metadata/],
  ])('a link %s is UNGRADABLE with a named reason', async (_what, target, reason) => {
    const { repo, base } = scenario(gated({ 'vendor/a.mjs': 'export default 1;\n' }), {
      'src/lib.mjs': `${LIB_PASS}// x\n`,
      'src/x.mjs': { symlink: target },
    });
    const t = await grade(repo, base);
    expect(scopeOf(t)?.code).toBe('UNGRADABLE');
    expect(scopeOf(t)?.detail).toMatch(reason);
    expect(verdictOf(t)).toEqual(['HOLD', null, 'action_required']);
  });
});

describe('paths whose names git allows but globs used to miss', () => {
  it('a name that is not UTF-8 is UNGRADABLE (no glob or oracle name can be matched against it)', async () => {
    const repo = new TestRepo('gate-fidelity-');
    const base = repo.commit(gated(), 'base');
    writeFileSync(
      Buffer.concat([Buffer.from(join(repo.dir, 'src/')), Buffer.from([0xff, 0x2e, 0x6a, 0x73])]),
      'x\n',
    );
    repo.commit({ 'src/lib.mjs': `${LIB_PASS}// x\n` }, 'candidate');
    const t = await grade(repo, base);
    expect(scopeOf(t)?.code).toBe('UNGRADABLE');
    expect(scopeOf(t)?.detail).toMatch(/name is not UTF-8/);
  });
});

describe('honest patches keep their verdicts', () => {
  it('a plain edit clears, and graded.json lists it as text', async () => {
    const { repo, base } = scenario(gated(), { 'src/lib.mjs': `${LIB_PASS}// fine\n` });
    const t = await grade(repo, base);
    expect(verdictOf(t)).toEqual(['CLEAR', 'PASS', 'success']);
    expect(note(repo)).toEqual({
      schema: 1,
      files: [{ path: 'src/lib.mjs', graded: 'text' }],
      ungradable: [],
    });
  });

  it('a binary asset clears (graded as decoded bytes, noted as binary)', async () => {
    const { repo, base } = scenario(gated(), {
      'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0xff]),
      'src/lib.mjs': `${LIB_PASS}// fine\n`,
    });
    const t = await grade(repo, base);
    expect(verdictOf(t)).toEqual(['CLEAR', 'PASS', 'success']);
    expect(readFileSync(join(repo.dir, '.gate/candidate.patch'), 'utf8')).toContain('GIT binary patch');
  });

  it('a link inside src/ to a clean file clears', async () => {
    const { repo, base } = scenario(gated({ 'vendor/a.mjs': 'export default 1;\n' }), {
      'src/a.mjs': { symlink: '../vendor/a.mjs' },
    });
    const t = await grade(repo, base);
    expect(verdictOf(t)).toEqual(['CLEAR', 'PASS', 'success']);
  });
});
