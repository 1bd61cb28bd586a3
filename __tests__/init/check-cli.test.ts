/**
 * `gate check` and `gate init` as a person runs them (the command entries, in-process, in real git
 * repositories): results on stdout and progress and warnings on stderr; every problem in one block
 * (every unknown key, not the first); did-you-mean across the property keys (`buitin`); why a probe was
 * not rejected; and a warning outside a git repository or below its root.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCommand } from '../../src/commands/check.js';
import { initCommand } from '../../src/commands/init.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { tempDir } from '../helpers/tmp.js';

let cwd: string;
let stdout: string;
let stderr: string;
beforeEach(() => {
  cwd = process.cwd();
  stdout = '';
  stderr = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((s) => {
    stdout += String(s);
    return true;
  });
  jest.spyOn(process.stderr, 'write').mockImplementation((s) => {
    stderr += String(s);
    return true;
  });
});
afterEach(() => {
  process.chdir(cwd);
  jest.restoreAllMocks();
});

function repoWith(files: Files): TestRepo {
  const repo = new TestRepo('gate-check-cli-');
  repo.commit(files, 'base');
  return repo;
}

async function gateCheck(dir: string, args: string[] = []): Promise<number> {
  process.chdir(dir);
  return checkCommand(args);
}

const LIB_PROBE = [
  'diff --git a/lib/a.test.js b/lib/a.test.js',
  'new file mode 100644',
  '--- /dev/null',
  '+++ b/lib/a.test.js',
  '@@ -0,0 +1,2 @@',
  '+// TODO: tidy',
  "+it.skip('x', () => {});",
  '',
].join('\n');

describe('gate check on the command line', () => {
  it('lists every unknown key of a mapping, with did-you-mean builtin for buitin, as one block on stdout', async () => {
    const repo = repoWith({
      'gate.yml': [
        'version: 2',
        'budgets:',
        '  retry_cpa: 2',
        '  replay_timout_ms: 3000',
        'properties:',
        '  - buitin: no-skipped-tests',
        'fixtures: []',
        '',
      ].join('\n'),
    });
    expect(await gateCheck(repo.dir)).toBe(1);
    expect(stdout.split('\n')).toEqual([
      'gate check: 3 problems:',
      expect.stringMatching(/^ {2}gate\.yml:3:3: budgets\.retry_cpa: .*\(did you mean retry_cap\?\)$/),
      expect.stringMatching(
        /^ {2}gate\.yml:4:3: budgets\.replay_timout_ms: .*\(did you mean replay_timeout_ms\?\)$/,
      ),
      expect.stringMatching(/^ {2}gate\.yml:6:5: properties\[0\]\.buitin: .*\(did you mean builtin\?\)$/),
      expect.stringMatching(
        /^gate check: 3 problems; 0 spec\(s\) registered, .*until the files above parse\)$/,
      ),
      '',
    ]);
    // Nothing of the result on stderr (and, at the root of a repository, no warning).
    expect(stderr).not.toMatch(/gate\.yml|gate check: warning/);
  });

  it('says why a probe was not rejected: outside the paths of a .yml spec or of a narrowed builtin, or what a program printed', async () => {
    const repo = repoWith({
      'gate.yml': [
        'version: 1',
        'properties:',
        '  - spec: specs/todo.yml',
        '    probe: probes/lib.patch',
        '  - builtin: no-skipped-tests',
        "    paths: ['src/**']",
        '    probe: probes/lib.patch',
        '  - builtin: no-focused-tests',
        '    probe: probes/lib.patch',
        '  - spec: specs/lenient.mjs',
        '    probe: probes/lib.patch',
        '  - spec: specs/fixme.yml',
        '    probe: probes/lib.patch',
        '',
      ].join('\n'),
      'specs/todo.yml':
        "predicates:\n  - forbid_added_lines:\n      pattern: TODO\n      paths: ['src/**']\n",
      'specs/fixme.yml': 'predicates:\n  - forbid_added_lines:\n      pattern: FIXME\n',
      'specs/lenient.mjs':
        "console.log('looked at the patch; nothing to object to');\nprocess.exitCode = 0;\n",
      'probes/lib.patch': LIB_PROBE,
    });
    expect(await gateCheck(repo.dir)).toBe(1);
    const block = stdout.split('\n');
    expect(block[0]).toBe('gate check: 5 problems:');
    expect(stdout).toContain(
      '  specs/todo.yml: PROPERTY_NOT_FALSIFIABLE: the probe probes/lib.patch was not rejected (clear): the spec cannot show it can fail\n' +
        '      why: predicates[0].forbid_added_lines: reads only src/**, and the probe adds lines only outside them (lib/a.test.js:1-2)\n',
    );
    expect(stdout).toContain(
      '  gate.yml: properties[1]: PROPERTY_NOT_FALSIFIABLE: the probe probes/lib.patch was not rejected (clear): the spec cannot show it can fail\n' +
        '      why: its paths: src/** leave out every file the probe changes (lib/a.test.js); the check reads nothing of it\n',
    );
    expect(stdout).toMatch(
      /properties\[2\]: PROPERTY_NOT_FALSIFIABLE: .*\n {6}why: it read lib\/a\.test\.js:1-2 and found none of: a focused JavaScript test \(\.only\);/,
    );
    expect(stdout).toMatch(
      /specs\/lenient\.mjs: PROPERTY_NOT_FALSIFIABLE: .*\n {6}why: specs\/lenient\.mjs exited 0 on the probe, which says the patch is clear \(a spec rejects with exit 1\); the end of what it printed:\n.*\| looked at the patch; nothing to object to\n/,
    );
    expect(stdout).toContain(
      '      why: predicates[0].forbid_added_lines: none of the 2 line(s) the probe adds at lib/a.test.js:1-2 matches /FIXME/\n',
    );
    expect(block.at(-2)).toBe(
      'gate check: 5 problems; 5 spec(s) registered, 0 seed(s) replayed, 0 probe replay(s)',
    );
    // Progress is not a result: it goes to stderr.
    expect(stderr).not.toContain('PROPERTY_NOT_FALSIFIABLE');
  });

  it('a configuration from the README (a builtin and a .yml spec) checks ok: the verdict on stdout, progress on stderr', async () => {
    const repo = repoWith({
      'gate.yml': [
        'version: 2',
        'properties:',
        '  - builtin: no-focused-tests',
        '  - spec: specs/no-console.yml',
        '    probe: probes/console.patch',
        '',
      ].join('\n'),
      'specs/no-console.yml':
        "predicates:\n  - forbid_added_lines: { pattern: 'console\\.log\\(', paths: ['src/**'] }\n",
      'probes/console.patch':
        "diff --git a/src/a.js b/src/a.js\nnew file mode 100644\n--- /dev/null\n+++ b/src/a.js\n@@ -0,0 +1 @@\n+console.log('x');\n",
    });
    expect(await gateCheck(repo.dir)).toBe(0);
    expect(stdout).toBe(
      'gate check: ok: 2 spec(s) registered, 0 seed(s) replayed, 0 probe replay(s); this configuration grades honestly\n',
    );
    expect(stderr).toMatch(/registered {2}builtin:no-focused-tests: probe rejected/);
    expect(stderr).toMatch(/registered {2}specs\/no-console\.yml: probe rejected/);
  });
});

describe('gate check on a built checkout', () => {
  it("a probe that patches a build's ignored output is a problem: a clean checkout does not hold it", async () => {
    // Found adopting the gate on a TypeScript library: package.json's main is the build (dist/, in
    // .gitignore), so the starter's probe patched dist/index.js. Here, built, the probe applied and
    // the check passed; in CI's clean checkout every pull request was held FIXTURE_NOT_FALSIFIABLE.
    const repo = repoWith({
      'package.json': '{ "name": "lib", "type": "module", "main": "dist/index.js" }\n',
      '.gitignore': 'dist/\n.gate/\n',
      'src/index.ts': 'export const shout = (words: string[]): string => words.join(" ").toUpperCase();\n',
    });
    mkdirSync(join(repo.dir, 'dist'));
    writeFileSync(
      join(repo.dir, 'dist', 'index.js'),
      'export const shout = (words) => words.join(" ").toUpperCase();\n',
    );
    process.chdir(repo.dir);
    expect(await initCommand([])).toBe(0);
    stdout = '';
    expect(await gateCheck(repo.dir)).toBe(1);
    expect(stdout).toMatch(
      /probes\/example\.patch: the probe patches dist\/index\.js, which git does not track here \(ignored, like a build's output, or never committed\): a clean checkout/,
    );
  }, 120_000);
});

describe('where gate check and gate init run', () => {
  it('outside a git repository both warn on stderr', async () => {
    const dir = tempDir('gate-nogit-');
    writeFileSync(join(dir, 'package.json'), '{}');
    expect(await gateCheck(dir, ['--no-run'])).toBe(1);
    expect(stderr).toMatch(
      /^gate check: warning: .* is not inside a git repository\. gate check reads gate\.yml .*but the gate grades commits/m,
    );
    expect(stdout).toMatch(/run gate init/);
    stderr = '';
    expect(await initCommand(['--dry-run'])).toBe(0);
    expect(stderr).toMatch(/^gate init: warning: .* is not inside a git repository\. gate init writes/m);
  });

  it('below the root of a repository both warn and name the root; at the root neither does', async () => {
    const repo = repoWith({ 'package.json': '{}' });
    const sub = join(repo.dir, 'packages', 'app');
    mkdirSync(sub, { recursive: true });
    expect(await gateCheck(sub, ['--no-run'])).toBe(1);
    expect(stderr).toContain(`is not the root of its git repository (${repo.dir})`);
    expect(stderr).toContain(`run it there (cd ${repo.dir})`);
    stderr = '';
    expect(await initCommand(['--dry-run'])).toBe(0);
    expect(stderr).toMatch(/^gate init: warning: .* is not the root of its git repository/m);
    stderr = '';
    process.chdir(repo.dir);
    expect(await initCommand(['--dry-run'])).toBe(0);
    expect(stderr).not.toContain('gate init: warning');
  });
});
