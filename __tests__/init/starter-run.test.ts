/**
 * The starter `gate init` writes, graded by `gate run` on real repositories: where init found no
 * function to call it is FIXTURE_NOT_FALSIFIABLE (its exercise calls nothing); with a law of the code
 * written into its judge instead of `law: same-as-base`, a regression is REJECT and an honest change
 * CLEAR; and the exercise imports the Python package whatever its layout.
 */
import { describe, expect, it } from '@jest/globals';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import { detectRepository, findPythonPackage, type PythonPackage } from '../../src/init/detect.js';
import { appendLineDiff, textDiff } from '../../src/init/templates.js';
import { planFiles } from '../../src/commands/init.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { tempDir } from '../helpers/tmp.js';

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

const SRC_LAYOUT: Files = {
  '.gitignore': '.gate/\n', // as gate init adds it: the run's own folder is never part of a commit
  'pyproject.toml': '[project]\nname = "wordy"\n[tool.pytest.ini_options]\n',
  'src/wordy/__init__.py': 'def norm(ws):\n    return sorted(ws)\n',
};

/** The starter's judge with a law of `norm` (its answers are the sorted words), as a user writes one. */
function pythonLaw(judge: string): string {
  const from = '    return True\n';
  if (!judge.includes(from)) throw new Error('the starter judge no longer holds its placeholder law');
  return judge.replace(from, '    return got == sorted(words)\n');
}

function gated(
  project: Files,
  edit?: (files: Record<string, string>) => void,
): { repo: TestRepo; base: string } {
  const repo = new TestRepo();
  repo.commit(project, 'project');
  const files = planFiles(detectRepository(repo.dir), 'acme/gate@v1');
  edit?.(files);
  const base = repo.commit(files, 'gate');
  return { repo, base };
}

describe('the gate init starter in gate run', () => {
  it.each([
    [
      'python (src layout)',
      { ...SRC_LAYOUT, 'src/wordy/__init__.py': 'WORDS = 3\n' },
      'src/wordy/__init__.py',
      'WORDS = 3  # tidy\n',
    ],
    [
      'javascript (package.json entry)',
      {
        'package.json': '{"name":"wordy","type":"module","main":"lib/index.js"}',
        'lib/index.js': 'export const WORDS = 3;\n',
      },
      'lib/index.js',
      'export const WORDS = 3; // tidy\n',
    ],
  ])(
    'no function found, %s: FIXTURE_NOT_FALSIFIABLE, and no candidate replay',
    async (_what, project, file, change) => {
      const { repo, base } = gated(project);
      repo.commit({ [file]: change }, 'candidate');
      const t = await grade(repo, base);
      expect(t.stages.map((s) => s.code)).toEqual(['IN_SCOPE', 'PROPERTY_CLEAR', 'FIXTURE_NOT_FALSIFIABLE']);
      expect([t.verdict, t.label, t.conclusion]).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
      expect(t.replays).toEqual([]);
      expect(t.fixture_probes?.[0]).toMatchObject({
        target: 'example.placeholder',
        result: 'not_falsifiable',
        seeds_tried: [1, 2, 3],
      });
    },
  );

  it('the Python starter with a law of the code in its judge (no same-as-base): regression REJECT, honest CLEAR', async () => {
    const { repo, base } = gated(SRC_LAYOUT, (files) => {
      files['invariants/example.py'] = pythonLaw(files['invariants/example.py'] as string);
      files['gate.yml'] = (files['gate.yml'] as string).replace('    law: same-as-base\n', '');
      files['probes/example.patch'] =
        'diff --git a/src/wordy/__init__.py b/src/wordy/__init__.py\n--- a/src/wordy/__init__.py\n+++ b/src/wordy/__init__.py\n@@ -1,2 +1,2 @@\n def norm(ws):\n-    return sorted(ws)\n+    return list(ws)\n';
    });
    const head = repo.commit(
      { 'src/wordy/__init__.py': 'def norm(ws):\n    return sorted(ws, reverse=True)\n' },
      'regression',
    );
    const bad = await grade(repo, base);
    expect(bad.fixture_probes?.[0]).toMatchObject({ result: 'falsifiable' });
    expect(bad.verdict).toBe('REJECT');
    repo.git('reset', '--hard', base);
    repo.commit(
      { 'src/wordy/__init__.py': 'def norm(ws):\n    """Sorted copy."""\n    return sorted(ws)\n' },
      'honest',
    );
    const good = await grade(repo, base);
    expect([good.verdict, good.label]).toEqual(['CLEAR', 'PASS']);
    expect(head).not.toBe(base);
  });
});

describe('the Python starter finds the package whatever its layout', () => {
  const tree = (files: Files): string => {
    const dir = tempDir('gate-layout-');
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), text as string);
    }
    return dir;
  };
  it.each<[string, Files, Partial<PythonPackage> & { module: string }]>([
    [
      'src layout',
      SRC_LAYOUT,
      { name: 'wordy', layout: 'src', file: 'src/wordy/__init__.py', module: 'wordy', functions: ['norm'] },
    ],
    [
      'flat',
      { 'setup.py': '', 'wordy/__init__.py': 'X = 1\n', 'tests/test_x.py': '' },
      { name: 'wordy', layout: 'flat', module: 'wordy', functions: [] },
    ],
    [
      'namespace',
      {
        'pyproject.toml': '',
        'wordy/core.py': 'X = 1\ndef main():\n    pass\ndef tidy(ws):\n    return ws\n',
      },
      {
        name: 'wordy',
        layout: 'namespace',
        file: 'wordy/core.py',
        module: 'wordy.core',
        functions: ['tidy'],
      },
    ],
    [
      // Found adopting the gate on more-itertools: `from .more import *` and nothing else.
      're-exports',
      {
        'pyproject.toml': '',
        'wordy/__init__.py': 'from .helpers import *  # noqa\nfrom .core import *  # noqa\n',
        'wordy/helpers.py': 'X = 1\n',
        'wordy/core.py': 'def tidy(ws):\n    return ws\n',
      },
      { name: 'wordy', layout: 'flat', file: 'wordy/core.py', module: 'wordy.core', functions: ['tidy'] },
    ],
    [
      'one module',
      { 'setup.py': '', 'wordy.py': 'X = 1\n' },
      { name: 'wordy', layout: 'module', file: 'wordy.py', module: 'wordy' },
    ],
  ])('%s', (_what, files, expected) => {
    const dir = tree(files);
    expect(findPythonPackage(dir)).toMatchObject(expected);
    // The starter imports it from the checkout root, as gate run and gate check run it.
    const starter = planFiles(detectRepository(dir), 'acme/gate@v1')['exercises/example.py'] as string;
    const head = starter.slice(0, starter.indexOf('with open('));
    const out = execFileSync('python3', ['-c', `${head}\nprint(lib.__name__)`], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(out.trim()).toBe(expected.module);
  });
});

describe('textDiff', () => {
  it.each([
    ['a line changed in the middle', 'a\nb\nc\nd\ne\nf\ng\nh\n', 'a\nb\nc\nd\nX\nf\ng\nh\n'],
    ['lines appended', 'a\nb\n', 'a\nb\n\nc\nd\n'],
    ['appended to a file without a final newline', 'a\nb', 'a\nb\nc\n'],
    ['first line changed, one appended', 'export const f = 1;\nx\n', 'export let f = 1;\nx\nf = 2;\n'],
    ['an empty file', '', 'x\n'],
  ])('applies with git apply: %s', (_what, before, after) => {
    const dir = tempDir('gate-textdiff-');
    execFileSync('git', ['init', '-q'], { cwd: dir });
    writeFileSync(join(dir, 'f.js'), before);
    writeFileSync(join(dir, 'p.patch'), textDiff('f.js', before, after));
    execFileSync('git', ['apply', 'p.patch'], { cwd: dir });
    expect(execFileSync('cat', ['f.js'], { cwd: dir, encoding: 'utf8' })).toBe(after);
  });
});

describe('appendLineDiff', () => {
  it.each([
    ['a file ending in a newline', 'a\nb\nc\nd\n'],
    ['a file without a final newline', 'a\nb'],
    ['an empty file', ''],
    ['one line', 'x\n'],
  ])('applies with git apply: %s', (_what, text) => {
    const dir = tempDir('gate-append-');
    execFileSync('git', ['init', '-q'], { cwd: dir });
    writeFileSync(join(dir, 'f.py'), text);
    writeFileSync(join(dir, 'p.patch'), appendLineDiff('f.py', text, '# probe'));
    execFileSync('git', ['apply', 'p.patch'], { cwd: dir });
    const want = text === '' || text.endsWith('\n') ? `${text}# probe\n` : `${text}\n# probe\n`;
    expect(execFileSync('cat', ['f.py'], { cwd: dir, encoding: 'utf8' })).toBe(want);
  });
});
