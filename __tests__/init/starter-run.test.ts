/**
 * The starter `gate init` writes, graded by `gate run` on real repositories: untouched, it is
 * FIXTURE_NOT_FALSIFIABLE (its placeholder law cannot fail); with a law of the code it imports (the
 * Python package whatever its layout), a regression is REJECT and an honest change CLEAR.
 */
import { describe, expect, it } from '@jest/globals';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import { detectRepository, findPythonPackage } from '../../src/init/detect.js';
import { appendLineDiff } from '../../src/init/templates.js';
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

/** The starter with its placeholder law replaced by one of `lib.norm`, as a user would. */
function pythonLaw(starter: string): string {
  return (
    starter.slice(0, starter.indexOf('with open(')) +
    'with open(os.path.join(os.environ["GATE_CASES"], "cases.json"), encoding="utf-8") as f:\n' +
    '    cases = json.load(f)\n' +
    'raise SystemExit(0 if all(lib.norm(ws) == sorted(ws) for ws in cases) else 1)\n'
  );
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
      SRC_LAYOUT,
      'src/wordy/__init__.py',
      'def norm(ws):\n    return sorted(ws)\n# tidy\n',
    ],
    [
      'javascript (package.json entry)',
      {
        'package.json': '{"name":"wordy","type":"module","main":"lib/index.js"}',
        'lib/index.js': 'export const norm = (ws) => [...ws].sort();\n',
      },
      'lib/index.js',
      'export const norm = (ws) => [...ws].sort(); // tidy\n',
    ],
  ])(
    'untouched, %s: FIXTURE_NOT_FALSIFIABLE, and no candidate replay',
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

  it('the Python starter with a law of the code grades a src-layout package: regression REJECT, honest CLEAR', async () => {
    const { repo, base } = gated(SRC_LAYOUT, (files) => {
      files['invariants/example.py'] = pythonLaw(files['invariants/example.py'] as string);
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
  it.each<[string, Files, object]>([
    ['src layout', SRC_LAYOUT, { name: 'wordy', layout: 'src', file: 'src/wordy/__init__.py' }],
    [
      'flat',
      { 'setup.py': '', 'wordy/__init__.py': 'X = 1\n', 'tests/test_x.py': '' },
      { name: 'wordy', layout: 'flat' },
    ],
    [
      'namespace',
      { 'pyproject.toml': '', 'wordy/core.py': 'X = 1\n' },
      { name: 'wordy', layout: 'namespace', file: 'wordy/core.py' },
    ],
    [
      'one module',
      { 'setup.py': '', 'wordy.py': 'X = 1\n' },
      { name: 'wordy', layout: 'module', file: 'wordy.py' },
    ],
  ])('%s', (_what, files, expected) => {
    const dir = tree(files);
    expect(findPythonPackage(dir)).toMatchObject(expected);
    // The starter imports it from the checkout root, as gate run and gate check run it.
    const starter = planFiles(detectRepository(dir), 'acme/gate@v1')['invariants/example.py'] as string;
    const head = starter.slice(0, starter.indexOf('with open('));
    const out = execFileSync('python3', ['-c', `${head}\nprint(lib.__name__)`], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('wordy');
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
