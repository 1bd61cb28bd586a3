/**
 * The package as users get it: built into a temporary copy (the committed dist/ is not touched),
 * packed with `npm pack`, installed from the tarball into a scratch prefix with a fresh cache and no
 * network, then used from fresh JavaScript and Python repositories: `gate init`, `gate check` (which
 * refuses the untouched starter, whose placeholder law cannot fail, and exits 0 once the law and the
 * probe are the user's), and `gate run` on a candidate adding a skipped test (REJECT by the built-in) and on a clean one (CLEAR).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { BUILTIN_NAMES } from '../../src/builtins/catalog.js';
import { tempDir } from '../helpers/tmp.js';

const ROOT = process.cwd();
let tmp: string;
let tarball: string;
let gate: string;

function run(
  cmd: string,
  args: string[],
  cwd: string,
): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  tmp = tempDir('gate-pkg-');
  const pkg = join(tmp, 'pkg');
  mkdirSync(pkg);
  for (const f of ['package.json', 'README.md', 'SECURITY.md', 'LICENSE', 'schema'])
    cpSync(join(ROOT, f), join(pkg, f), { recursive: true });
  execFileSync(process.execPath, ['scripts/build.mjs', '--out', join(pkg, 'dist'), '--cli-only'], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  execFileSync('npm', ['pack', '--pack-destination', tmp, '--cache', join(tmp, 'cache-pack')], {
    cwd: pkg,
    stdio: 'pipe',
  });
  tarball = join(tmp, readdirSync(tmp).find((f) => f.endsWith('.tgz')) as string);
  const prefix = join(tmp, 'prefix');
  // A fresh cache and no network: the tarball must install with nothing else.
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      tarball,
      '--offline',
      '--cache',
      join(tmp, 'cache'),
      '--no-audit',
      '--no-fund',
    ],
    { stdio: 'pipe' },
  );
  gate = join(prefix, 'node_modules', '.bin', 'gate');
}, 600_000);

describe('the packed package', () => {
  it('holds the CLI, the schemas and the license, not the sources; nothing to install beside it', () => {
    const files = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files).toEqual(
      expect.arrayContaining(['package/dist/cli.js', 'package/LICENSE', 'package/README.md']),
    );
    expect(files.filter((f) => /^package\/(src|__tests__|scripts|examples)\//.test(f))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.private).toBeUndefined();
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.bin).toEqual({ gate: 'dist/cli.js' });
    expect(run(gate, ['--version'], tmp).stdout).toMatch(/^gate \d+\.\d+\.\d+\n$/);
  });

  it('answers a usage error with exit 2 and the right words', () => {
    const typo = run(gate, ['porperty'], tmp);
    expect([typo.status, typo.stderr]).toEqual([
      2,
      expect.stringContaining("unknown command 'porperty' (did you mean property?)"),
    ]);
    const group = run(gate, ['property', '--help'], tmp);
    expect([group.status, group.stdout]).toEqual([
      0,
      expect.stringMatching(/^usage: gate property <register\|eval>/),
    ]);
    const flag = run(gate, ['run', '--bse', 'main'], tmp);
    expect([flag.status, flag.stderr]).toEqual([
      2,
      expect.stringContaining('unknown option --bse (did you mean --base?)'),
    ]);
    const notRepo = run(gate, ['run', '--base', 'main'], tmp);
    expect([notRepo.status, notRepo.stderr]).toEqual([
      2,
      expect.stringContaining('is not inside a git repository'),
    ]);
  });

  it('lists the built-in checks', () => {
    const r = run(gate, ['builtins'], tmp);
    expect(r.status).toBe(0);
    for (const name of ['no-skipped-tests', 'no-secrets', 'no-ci-edits']) expect(r.stdout).toContain(name);
  });
});

const REPOS: Array<[string, Files, Files, Files]> = [
  [
    'JavaScript',
    {
      'package.json': '{ "name": "demo", "type": "module", "scripts": { "test": "node --test" } }\n',
      'src/add.js': 'export const add = (a, b) => a + b;\n',
      'test/add.test.js':
        "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/add.js';\ntest('adds', () => assert.equal(add(1, 2), 3));\n",
    },
    {
      'test/add.test.js':
        "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/add.js';\ntest('adds', () => assert.equal(add(1, 2), 3));\ntest.skip('adds negatives', () => assert.equal(add(-1, -2), -3));\n",
    },
    { 'src/add.js': '/** Adds two numbers. */\nexport const add = (a, b) => a + b;\n' },
  ],
  [
    'Python',
    {
      'pyproject.toml': '[project]\nname = "demo"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
      'demo/__init__.py': 'def add(a, b):\n    return a + b\n',
      'tests/test_add.py': 'from demo import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
    },
    {
      'tests/test_add.py':
        'import pytest\n\nfrom demo import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n\n\n@pytest.mark.skip(reason="later")\ndef test_add_negatives():\n    assert add(-1, -2) == -3\n',
    },
    { 'demo/__init__.py': 'def add(a, b):\n    """Adds two numbers."""\n    return a + b\n' },
  ],
];

/**
 * What a user writes after gate init: a law of `add` in one program (the single-program shape: the
 * exercise and same-as-base taken out of gate.yml) and a probe that breaks it.
 */
function lawOfTheCode(language: string, gateYml: string): Files {
  const single = {
    'gate.yml': gateYml.replace(/ {4}exercise: .*\n/, '').replace('    law: same-as-base\n', ''),
  };
  if (language === 'Python')
    return {
      ...single,
      'invariants/example.py':
        'import json, os, sys\n\n# The invariant runs at its own path; the package sits at the checkout root (its working folder).\nsys.path.insert(0, os.getcwd())\nfrom demo import add\n\nwith open(os.path.join(os.environ["GATE_CASES"], "cases.json"), encoding="utf-8") as f:\n    cases = json.load(f)\nraise SystemExit(0 if all(add(len(ws), 1) == len(ws) + 1 for ws in cases) else 1)\n',
      'probes/example.patch':
        'diff --git a/demo/__init__.py b/demo/__init__.py\n--- a/demo/__init__.py\n+++ b/demo/__init__.py\n@@ -1,2 +1,2 @@\n def add(a, b):\n-    return a + b\n+    return a - b\n',
    };
  return {
    ...single,
    'invariants/example.mjs':
      "import { readFileSync } from 'node:fs';\nimport { join } from 'node:path';\nimport { pathToFileURL } from 'node:url';\nconst { add } = await import(pathToFileURL(join(process.cwd(), 'src/add.js')).href);\nconst cases = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));\nprocess.exit(cases.every((ws) => add(ws.length, 1) === ws.length + 1) ? 0 : 1);\n",
    'probes/example.patch':
      'diff --git a/src/add.js b/src/add.js\n--- a/src/add.js\n+++ b/src/add.js\n@@ -1 +1 @@\n-export const add = (a, b) => a + b;\n+export const add = (a, b) => a - b;\n',
  };
}

describe.each(REPOS)('installed, in a fresh %s repository', (language, code, skipped, clean) => {
  let repo: TestRepo;
  let base: string;

  beforeAll(() => {
    repo = new TestRepo('gate-pkg-repo-');
    repo.commit(code, 'code');
  });

  it('gate init writes the configuration, the fixture and the workflow, in the language found', () => {
    const r = run(gate, ['init', '--action', 'acme/failure-class-gate@v1'], repo.dir);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/Next steps:/);
    const ext = language === 'Python' ? 'py' : 'mjs';
    for (const f of [
      'gate.yml',
      'fixtures/example/manifest.json',
      `fixtures/example/gen.${ext}`,
      `invariants/example.${ext}`,
      '.github/workflows/gate.yml',
    ])
      expect(readdirSync(join(repo.dir, f, '..'))).toContain(f.split('/').pop());
    repo.commit({}, 'gate init');
  });

  it('gate check on the untouched starter: green where init found a function to call, else refused', () => {
    const r = run(gate, ['check'], repo.dir);
    if (language === 'Python') {
      // demo/__init__.py defines add: the exercise calls it, same-as-base holds it, the probe redefines it.
      expect(r.status).toBe(0);
      return;
    }
    // No entry in package.json: nothing to call, and the placeholder probe makes no seed miss.
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(
      /FIXTURE_NOT_FALSIFIABLE: .*this check cannot fail: its probe did not make any seed miss — does the exercise exercises\/example\.mjs call the code the probe breaks, and does the judge check what it writes\?/,
    );
  });

  it('gate check exits 0 once the law and the probe are of the code: every built-in registered, every seed replayed, the probe missed', () => {
    base = repo.commit(
      lawOfTheCode(language, readFileSync(join(repo.dir, 'gate.yml'), 'utf8')),
      'a law of the code, and a known bug as its probe',
    );
    const r = run(gate, ['check'], repo.dir);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(
        `gate check: ok: ${BUILTIN_NAMES.length} spec\\(s\\) registered, 3 seed\\(s\\) replayed, 1 probe replay\\(s\\)`,
      ),
    );
  });

  it.each<[string, () => Files, string, number]>([
    ['a candidate adding a skipped test is REJECT by no-skipped-tests', () => skipped, 'REJECT', 1],
    ['a clean candidate is CLEAR', () => clean, 'CLEAR', 0],
  ])('gate run: %s', (_what, files, verdict, exit) => {
    repo.checkout(base, `candidate-${verdict}`);
    repo.commit(files(), 'candidate');
    const r = run(gate, ['run', '--base', base, '--exit-code'], repo.dir);
    expect(r.status).toBe(exit);
    const trace = JSON.parse(r.stdout) as Trace;
    expectNoUnallowedPass(trace);
    expect(trace.verdict).toBe(verdict);
    if (verdict === 'REJECT') {
      expect([trace.label, trace.reason_code]).toEqual(['PROPERTY', 'PROPERTY_REJECT']);
      expect(trace.properties.filter((p) => p.code === 'PROPERTY_REJECT').map((p) => p.spec)).toEqual([
        'builtin:no-skipped-tests',
      ]);
    } else {
      expect([trace.label, trace.reason_code, trace.conclusion]).toEqual(['PASS', 'REPLAY_MATCH', 'success']);
    }
  });
});
